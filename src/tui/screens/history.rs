//! History, for disputes: every record with its hand, dealer and time,
//! undone ones marked; and each player's net as a chart with a legend.

use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::night::State;
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::overlay::Handled;
use crate::tui::widgets::theme::DIM;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

#[derive(Default)]
pub struct HistoryScreen {
    /// Records scrolled back from the newest.
    pub scroll: usize,
}

impl Component for HistoryScreen {
    fn id(&self) -> Screen {
        Screen::History
    }

    fn run(&mut self, _ctx: &mut Ctx, cmd: Command, _now: i64) -> Handled {
        self.scroll = match cmd {
            Command::ScrollUp => self.scroll.saturating_add(1),
            Command::ScrollDown => self.scroll.saturating_sub(1),
            Command::PageUp => self.scroll.saturating_add(10),
            Command::PageDown => self.scroll.saturating_sub(10),
            Command::Newest => 0,
            _ => return Handled::No,
        };
        Handled::Yes
    }

    fn holds(&self, w: When, _ctx: &Ctx) -> bool {
        w == When::CanGoBack
    }
}

impl Draw for HistoryScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

/// `HH:MM` of a record, local time.
fn clock_time(at: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at)
        .unwrap_or_default()
        .with_timezone(&chrono::Local)
        .format("%H:%M")
        .to_string()
}

fn draw(f: &mut Frame, v: &HistoryScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let Some(nf) = &ctx.night else { return };
    let s = nf.night().state();
    let (log_a, chart_a) = if area.width >= 110 {
        let [l, c] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
        (l, c)
    } else {
        let [c, l] =
            Layout::vertical([Constraint::Percentage(50), Constraint::Fill(1)]).areas(area);
        (l, c)
    };
    let rows = log_a.height.saturating_sub(2) as usize;
    let width = log_a.width.saturating_sub(2) as usize;
    let records = nf.night().records();
    let (masked, _) = crate::night::state::masked_and_redoable(records);
    let end = records.len().saturating_sub(v.scroll.min(records.len()));
    // The hand each record belongs to: deals that stand count.
    let mut hand_of = Vec::with_capacity(records.len());
    let mut dealt = 0usize;
    for r in records {
        if matches!(r.event, crate::night::Event::HandDealt) && !masked.contains(&r.seq) {
            dealt += 1;
        }
        hand_of.push(dealt);
    }
    // Newest last; a long record (a verdict with every hand) wraps under
    // its text instead of being cut at the border.
    let mut lines: Vec<Line> = Vec::new();
    for (r, &no) in records[..end].iter().zip(&hand_of[..end]).rev() {
        if lines.len() >= rows {
            break;
        }
        let hand = no.checked_sub(1).and_then(|i| s.hands.get(i));
        let where_ = hand.map_or(String::new(), |h| {
            tx::hand_and_dealer(h.no, s.name(h.dealer), lang)
        });
        let what = crate::i18n::night::describe(&r.event, s, lang);
        let head = format!("#{:<3} {} ", r.seq, clock_time(r.at));
        let indent = Span::raw(&head).width();
        let body =
            super::racon_draw::wrap(&format!("{where_}{what}"), width.saturating_sub(indent));
        let mut rec: Vec<Line> = Vec::with_capacity(body.len());
        for (i, row) in body.into_iter().enumerate() {
            let lead = if i == 0 {
                head.clone()
            } else {
                " ".repeat(indent)
            };
            rec.push(Line::from(vec![
                Span::styled(lead, Style::new().fg(DIM)),
                Span::raw(row),
            ]));
        }
        if masked.contains(&r.seq)
            && let Some(l) = rec.last_mut()
        {
            l.spans
                .push(Span::styled(tx::t(T::Undone, lang), Style::new().fg(DIM)));
        }
        lines.splice(0..0, rec);
    }
    let cut = lines.len().saturating_sub(rows);
    lines.drain(..cut);
    let title = tx::history_title(v.scroll, lang);
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        log_a,
    );
    draw_net_chart(f, s, lang, chart_a);
}

const PLAYER_COLORS: [Color; 8] = [
    Color::Yellow,
    Color::Cyan,
    Color::LightMagenta,
    Color::LightGreen,
    Color::LightRed,
    Color::LightBlue,
    Color::White,
    Color::Rgb(255, 165, 0),
];

/// Each player's net over the night: a line per player, a point per hand,
/// and a legend line naming each colour with the player's last net.
fn draw_net_chart(f: &mut Frame, s: &State, lang: Lang, area: Rect) {
    use ratatui::symbols::Marker;
    use ratatui::widgets::{Axis, Chart, Dataset, GraphType};
    let series = crate::tui::chart::net_series(s);
    let block = Block::bordered().title(tx::t(T::ChartTitle, lang));
    if !series.has_data() {
        f.render_widget(
            Paragraph::new(tx::t(T::ChartEmpty, lang))
                .wrap(Wrap { trim: true })
                .block(block),
            area,
        );
        return;
    }
    let inner = block.inner(area);
    f.render_widget(block, area);
    // The legend: each colour with its player's last net, wrapped by
    // whole entries.
    let mut legend: Vec<Line> = vec![Line::default()];
    let mut used = 0usize;
    for (i, p) in s.players.with_ids() {
        let color = PLAYER_COLORS[i.index() % PLAYER_COLORS.len()];
        let text = format!(
            "{} {}  ",
            p.name,
            crate::i18n::money::signed_chips(series.last(i), lang)
        );
        let w = text.chars().count() + 2;
        if used > 0 && used + w > inner.width as usize {
            legend.push(Line::default());
            used = 0;
        }
        used += w;
        if let Some(line) = legend.last_mut() {
            line.push_span(Span::styled("■ ", Style::new().fg(color)));
            line.push_span(Span::raw(text));
        }
    }
    let legend_h = (legend.len() as u16).min(inner.height / 2);
    let legend = Paragraph::new(legend);
    let [chart_a, legend_a] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(legend_h)]).areas(inner);
    f.render_widget(legend, legend_a);
    let (lo, hi) = series.bounds();
    let datasets: Vec<Dataset> = series
        .points
        .iter()
        .enumerate()
        .map(|(i, pts)| {
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(Style::new().fg(PLAYER_COLORS[i % PLAYER_COLORS.len()]))
                .data(pts)
        })
        .collect();
    let x_max = series.x_max.max(1.0);
    let x_title = tx::chart_x(series.counted, lang);
    let chart = Chart::new(datasets)
        .x_axis(
            Axis::default()
                .title(x_title)
                .bounds([0.0, x_max])
                .labels(vec![Span::raw("0"), Span::raw(format!("{}", x_max as i64))]),
        )
        .y_axis(Axis::default().bounds([lo as f64, hi as f64]).labels(vec![
            Span::raw(lo.to_string()),
            Span::raw("0"),
            Span::raw(hi.to_string()),
        ]))
        .legend_position(None);
    f.render_widget(chart, chart_a);
}
