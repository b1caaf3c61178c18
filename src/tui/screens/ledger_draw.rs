//! Drawing the ledger screen: the standings, each player's net over the
//! season as a bar left (lost) or right (won) of one axis and his trend
//! night by night (`ledger_trend`), the open debts with the selected one
//! marked, and the season's chart where there is room under them.

use super::ledger::{LedgerScreen, source_text};
use super::ledger_trend;
use crate::i18n::{Lang, ledger as lw, tui_ledger as words};
use crate::money::Kurus;
use crate::tui::component::Draw;
use crate::tui::ctx::Ctx;
use crate::tui::widgets::seat_ring::{Part, fit};
use crate::tui::widgets::theme::{ACCENT, DIM, ERROR, OK};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

const NAME: usize = 14;
const NIGHTS: usize = 6;
const MONEY: usize = 14;
/// A standings row before its bar: name, nights, net, open and the gaps.
const PREFIX: usize = NAME + NIGHTS + 2 * MONEY + 5;

/// `text` cut to `w` columns (with an ellipsis) and padded to them.
fn cell(text: &str, w: usize) -> String {
    let part = Part {
        text: text.to_string(),
        style: Style::new(),
        optional: false,
    };
    let cut: String = fit(vec![part], w)
        .spans
        .iter()
        .map(|s| s.content.as_ref())
        .collect();
    format!("{cut:<w$}")
}

/// A signed bar `width` columns wide around its middle: `net` of `max`.
pub fn bar(net: Kurus, max: Kurus, width: usize) -> Vec<Span<'static>> {
    let half = width.saturating_sub(1) / 2;
    let len = if max <= Kurus::ZERO || net == Kurus::ZERO {
        0
    } else {
        let n = u128::from(net.unsigned_abs()) * half as u128 / u128::from(max.unsigned_abs());
        let n = usize::try_from(n).unwrap_or(half);
        n.max(1).min(half)
    };
    let fill = "█".repeat(len);
    if net < Kurus::ZERO {
        vec![
            Span::raw(" ".repeat(half - len)),
            Span::styled(fill, Style::new().fg(ERROR)),
            Span::styled("│", Style::new().fg(DIM)),
        ]
    } else {
        vec![
            Span::raw(" ".repeat(half)),
            Span::styled("│", Style::new().fg(DIM)),
            Span::styled(fill, Style::new().fg(OK)),
        ]
    }
}

/// The trend column's width: a column a night, at most 12, when the bar
/// keeps 12 columns; 0 (no column) before a second night.
fn trend_width(v: &LedgerScreen, room: usize, lang: crate::i18n::Lang) -> usize {
    let nights = v.trend.iter().map(|t| t.points.len()).max().unwrap_or(0);
    if nights < 2 {
        return 0;
    }
    // At least the heading's width.
    let heading = super::ledger_trend::heading(lang).chars().count();
    nights.clamp(heading, 12).min(room.saturating_sub(13))
}

fn standings_lines(v: &LedgerScreen, lang: crate::i18n::Lang, width: usize) -> Vec<Line<'static>> {
    let [player, nights, net, open] = words::columns(lang);
    // The columns before the bar take PREFIX; the trend ends at the edge.
    let room = width.saturating_sub(PREFIX);
    let trend_w = trend_width(v, room, lang);
    let bar_w = if trend_w > 0 {
        room - trend_w - 1
    } else {
        width.saturating_sub(PREFIX - 1)
    };
    let trend_head = if trend_w > 0 {
        format!(" {}", cell(super::ledger_trend::heading(lang), trend_w))
    } else {
        String::new()
    };
    let mut out = vec![Line::styled(
        format!(
            "{} {nights:>NIGHTS$} {net:>MONEY$} {open:>MONEY$}  {}{trend_head}",
            cell(player, NAME),
            cell(words::bars_heading(lang), bar_w),
        ),
        Style::new().fg(ACCENT),
    )];
    let max = v
        .standings
        .iter()
        .map(|s| s.net.abs())
        .max()
        .unwrap_or(Kurus::ZERO);
    for s in &v.standings {
        let open = if s.open == Kurus::ZERO {
            "-".to_string()
        } else {
            words::net(s.open, lang)
        };
        let mut spans = vec![Span::raw(format!(
            "{} {:>NIGHTS$} {:>MONEY$} {open:>MONEY$}  ",
            cell(&nm(&s.name), NAME),
            s.nights,
            words::net(s.net, lang),
        ))];
        if bar_w >= 5 {
            spans.extend(bar(s.net, max, bar_w));
        }
        if trend_w > 0 {
            // The bar ends at its axis when lost: pad to the column.
            let used: usize = spans.iter().map(|s| s.content.chars().count()).sum();
            let at = PREFIX + bar_w + 1;
            spans.push(Span::raw(" ".repeat(at.saturating_sub(used))));
            spans.extend(super::ledger_trend::row_spark(&v.trend, &s.name, trend_w));
        }
        out.push(Line::from(spans));
    }
    out
}

/// A name from the ledger or a night as the screen shows it: a control
/// or direction character escaped, never sent to the terminal (G7).
fn nm(name: &str) -> String {
    crate::store::one_line(name)
}

/// The nights left out, one line each: where and why (G1, G2).
fn skipped_lines(v: &LedgerScreen, lang: crate::i18n::Lang) -> Vec<Line<'static>> {
    if v.skipped.is_empty() {
        return Vec::new();
    }
    let mut out = vec![Line::styled(
        words::skipped(v.skipped.len(), lang),
        Style::new().fg(ERROR),
    )];
    for (p, why) in &v.skipped {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default();
        // The night's files by their name in its folder: short enough to
        // read the line and the reason.
        let text = crate::i18n::store::in_night(
            &crate::i18n::store::skipped_night(&nm(&name), why, lang),
            p,
        );
        out.push(Line::styled(format!("  {text}"), Style::new().fg(ERROR)));
    }
    out
}

impl Draw for LedgerScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

fn draw(f: &mut Frame, v: &LedgerScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let block = Block::bordered().title(words::title(v.nights, lang));
    let inner = block.inner(area);
    f.render_widget(block, area);
    if let Some(p) = &v.problem {
        let lines = problem_lines(v, p, ctx);
        f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), inner);
        return;
    }
    let height = usize::from(inner.height);
    let mut lines = standings_part(v, lang, usize::from(inner.width), height);
    lines.push(Line::from(""));
    lines.extend(debt_lines(v, lang, height.saturating_sub(lines.len())));
    lines.extend(skipped_lines(v, lang));
    draw_with_chart(f, v, lines, inner, lang);
}

/// The ledger file not read whole: why, and the nights left out; no
/// standings or debts from a part of it (G2).
fn problem_lines(
    v: &LedgerScreen,
    p: &crate::store::journal::JournalError,
    ctx: &Ctx,
) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    // The file named within the data folder, as the skipped nights are.
    let why =
        crate::i18n::store::in_night(&crate::i18n::store::journal_error(p, lang), &ctx.dirs.data);
    let mut lines = vec![
        Line::styled(
            lw::ledger_unreadable(&words::ledger_failed(&why, lang), lang),
            Style::new().fg(ERROR),
        ),
        Line::from(""),
    ];
    lines.extend(skipped_lines(v, lang));
    lines
}

/// The standings, at most half the room when debts are open.
fn standings_part(v: &LedgerScreen, lang: Lang, width: usize, height: usize) -> Vec<Line<'static>> {
    if v.standings.is_empty() {
        return vec![Line::from(words::no_nights(lang))];
    }
    let mut st = standings_lines(v, lang, width);
    let room = if v.debts.is_empty() {
        height
    } else {
        (height / 2).max(3)
    };
    st.truncate(room);
    st
}

/// The open debts in `left` rows, the selected one kept on screen (and
/// room for the first skipped night).
fn debt_lines(v: &LedgerScreen, lang: Lang, left: usize) -> Vec<Line<'static>> {
    if v.debts.is_empty() {
        return vec![Line::from(words::no_debts(lang))];
    }
    let mut lines = vec![Line::styled(
        words::debts_heading(v.debts.len(), lang),
        Style::new().fg(ACCENT),
    )];
    let notes = v.skipped.len().min(2);
    let room = left.saturating_sub(1 + notes).max(1);
    let first = (v.selected + 1).saturating_sub(room);
    for (i, d) in v.debts.iter().enumerate().skip(first).take(room) {
        let source = nm(&source_text(&d.source, lang));
        let text = words::debt_line(&nm(&d.from), &nm(&d.to), d.open, &source, lang);
        let (mark, style) = if i == v.selected {
            ("▶ ", Style::new().fg(ACCENT))
        } else {
            ("  ", Style::new())
        };
        lines.push(Line::styled(format!("{mark}{text}"), style));
    }
    lines
}

/// The text at the top of `inner`, and the season's chart in the room
/// left under it, if enough.
fn draw_with_chart(f: &mut Frame, v: &LedgerScreen, lines: Vec<Line>, inner: Rect, lang: Lang) {
    let width = usize::from(inner.width).max(1);
    let used: usize = lines.iter().map(|l| l.width().max(1).div_ceil(width)).sum();
    let used = u16::try_from(used).unwrap_or(u16::MAX);
    let free = inner.height.saturating_sub(used.saturating_add(1));
    let chart_rows = if free >= ledger_trend::CHART_ROWS {
        free
    } else {
        0
    };
    let text = Rect {
        height: inner.height - chart_rows,
        ..inner
    };
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), text);
    if chart_rows > 0 {
        let chart = Rect {
            y: inner.y + inner.height - chart_rows,
            height: chart_rows,
            ..inner
        };
        ledger_trend::chart(f, &v.trend, chart, lang);
    }
}
