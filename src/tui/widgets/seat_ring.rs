//! The seats around the table: the first half down the left column, the rest
//! up the right (clockwise). Each line fits its column: the name is
//! shortened with `…`, the figures are always whole.

use super::theme::{ACCENT, DIM, ERROR};
use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::night::{Chips, Phase, PlayerId, State};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Rows the seats take.
pub fn height(s: &State) -> u16 {
    (s.seats.len() as u16).div_ceil(2) + 1
}

/// Who owes what in the hand the seats show: the hand in play while one
/// is, else the next one; `true` for the hand in play.
pub fn antes(s: &State, now: i64) -> (Vec<(PlayerId, Chips)>, bool) {
    if s.phase == Phase::InHand {
        let a = s.hands.last().map(|h| h.antes.clone()).unwrap_or_default();
        (a, true)
    } else {
        (s.next_ante(now), false)
    }
}

pub fn draw(f: &mut Frame, s: &State, now: i64, lang: Lang, area: Rect) {
    let half = s.seats.len().div_ceil(2);
    let [left_col, right_col] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
    let (antes, in_play) = antes(s, now);
    let line = |i: usize, w: u16| {
        let parts = seat_parts(s, i, &antes, in_play, lang);
        fit(parts, w.saturating_sub(1) as usize)
    };
    let left: Vec<Line> = (0..half).map(|i| line(i, left_col.width)).collect();
    let right: Vec<Line> = (half..s.seats.len())
        .rev()
        .map(|i| line(i, right_col.width))
        .collect();
    f.render_widget(Paragraph::new(left), left_col);
    f.render_widget(Paragraph::new(right), right_col);
}

/// Names in ring order (clockwise from the first), laid out as the seats
/// are: the first half down the left column, the rest up the right.
pub fn draw_names(f: &mut Frame, names: &[(String, Style)], area: Rect) {
    let half = names.len().div_ceil(2);
    let [left_col, right_col] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
    let line = |(t, st): &(String, Style), w: u16| {
        fit(
            vec![part(t.clone(), *st, false)],
            w.saturating_sub(1) as usize,
        )
    };
    let left: Vec<Line> = names[..half]
        .iter()
        .map(|n| line(n, left_col.width))
        .collect();
    let right: Vec<Line> = names[half..]
        .iter()
        .rev()
        .map(|n| line(n, right_col.width))
        .collect();
    f.render_widget(Paragraph::new(left), left_col);
    f.render_widget(Paragraph::new(right), right_col);
}

/// A piece of a seat line: its text, style, and whether it may be left out
/// when the column is narrow (the name is shortened first).
pub struct Part {
    pub text: String,
    pub style: Style,
    pub optional: bool,
}

fn part(text: String, style: Style, optional: bool) -> Part {
    Part {
        text,
        style,
        optional,
    }
}

/// The name first, then the marks and figures.
pub fn seat_parts(
    s: &State,
    seat: usize,
    antes: &[(PlayerId, Chips)],
    in_play: bool,
    lang: Lang,
) -> Vec<Part> {
    let p = s.seats[seat];
    let mut parts = vec![part(
        s.name(p).to_string(),
        Style::new().add_modifier(Modifier::BOLD),
        false,
    )];
    if seat == s.dealer_seat {
        parts.push(part(" ◆D".into(), Style::new().fg(ACCENT), false));
    }
    if s.ilk_koltuk() == Some(p) && s.dealer() != Some(p) {
        parts.push(part(
            tx::t(T::FirstSeatMark, lang).into(),
            Style::new(),
            true,
        ));
    }
    let Some(x) = s.player(p) else { return parts };
    parts.push(part(format!("  kav {}", x.kav_total), Style::new(), false));
    let ante: Chips = antes.iter().filter(|a| a.0 == p).map(|a| a.1).sum();
    if ante.is_positive() {
        parts.push(part(
            format!(" · {} {ante}", tx::ante_label(&s.setup.ante, in_play, lang)),
            Style::new(),
            false,
        ));
    }
    let dim = Style::new().fg(DIM);
    let warn = Style::new().fg(ERROR);
    if x.left {
        parts.push(part(tx::t(T::SeatLeft, lang).into(), dim, true));
    } else if s.out_of_game(p) {
        parts.push(part(tx::t(T::SeatOutOfGame, lang).into(), warn, true));
    } else if s.over_sit_out_limit(p) {
        parts.push(part(tx::t(T::SeatSitOutLimit, lang).into(), warn, true));
    } else if x.sitting_out {
        parts.push(part(tx::t(T::SeatSitsOut, lang).into(), dim, true));
    }
    if s.cikma_reached(p) {
        parts.push(part(" · çıkma".into(), Style::new().fg(ERROR), true));
    }
    parts
}

fn width(t: &str) -> usize {
    t.chars().count()
}

/// The parts in `room` columns: optional parts go first when they do not
/// fit, then the name is shortened with `…` (to one letter at worst); the
/// figures are never cut.
pub fn fit(mut parts: Vec<Part>, room: usize) -> Line<'static> {
    const NAME_MIN: usize = 8;
    let rest = |parts: &[Part]| parts.iter().skip(1).map(|p| width(&p.text)).sum::<usize>();
    // Leave out optional parts while even a short name would not fit.
    while rest(&parts) + NAME_MIN.min(width(&parts[0].text)) > room {
        match parts.iter().rposition(|p| p.optional) {
            Some(i) => {
                parts.remove(i);
            }
            None => break,
        }
    }
    let name_room = room.saturating_sub(rest(&parts)).max(1);
    let name = &parts[0].text;
    if width(name) > name_room {
        let short: String = name.chars().take(name_room.saturating_sub(1)).collect();
        parts[0].text = format!("{short}…");
    }
    Line::from(
        parts
            .into_iter()
            .map(|p| Span::styled(p.text, p.style))
            .collect::<Vec<_>>(),
    )
}
