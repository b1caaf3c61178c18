//! The seats on `racon display`, laid out as on the host's table screen
//! (F4): down the left column and up the right, clockwise, each with its
//! kav and the ante or blind it owes in the hand (M3). Where the window
//! leaves the clock face room enough, each name is drawn in block letters
//! ([`crate::tui::widgets::block_letters`]) so the table can be read from
//! across the room; the dealer's in the accent colour.

use super::widgets::block_letters::{Block, name_block};
use super::widgets::seat_ring;
use super::widgets::theme::{ACCENT, DIM};
use crate::i18n::Lang;
use crate::night::State;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Rows the clock face keeps under big seats: 10-row digits, the dealer in
/// block letters, the stake and the lines of what comes next.
const FACE_MIN: u16 = 27;

/// How the seats are drawn in an area.
pub enum Seats {
    /// One line per seat ([`seat_ring::draw`]), or per player before the
    /// seats are drawn.
    Plain,
    /// Each seat's name in block letters, in seat order.
    Big(Vec<Block>),
}

impl Seats {
    /// Rows the seats take.
    pub fn height(&self, s: &State) -> u16 {
        match self {
            Seats::Plain => plain_rows(s),
            Seats::Big(blocks) => big_rows(blocks),
        }
    }
}

fn plain_rows(s: &State) -> u16 {
    let n = if s.seats.is_empty() {
        s.players.len()
    } else {
        s.seats.len()
    };
    u16::try_from(n.div_ceil(2)).unwrap_or(u16::MAX)
}

/// A column's rows: each block and a blank row under it but the last.
fn column_rows(blocks: &[Block]) -> u16 {
    let rows: u16 = blocks.iter().map(|b| b.height() + 1).sum();
    rows.saturating_sub(1)
}

fn big_rows(blocks: &[Block]) -> u16 {
    let half = blocks.len().div_ceil(2);
    column_rows(&blocks[..half]).max(column_rows(&blocks[half..]))
}

/// Columns the figures beside a big name need at least (` ◆D  kav 1500 ·
/// kör 10`).
const FIGURES: u16 = 30;

/// Big seats when every name has block letters, fits its column beside
/// its figures, and the clock face keeps [`FACE_MIN`] rows of `rows`;
/// otherwise plain lines. A name too wide in full is shown by its first
/// word.
pub fn plan(s: &State, width: u16, rows: u16) -> Seats {
    if s.seats.is_empty() {
        return Seats::Plain;
    }
    let room = (width / 2).saturating_sub(FIGURES + 1);
    let blocks: Option<Vec<Block>> = s
        .seats
        .iter()
        .map(|&p| name_block(s.name(p), "", room))
        .collect();
    match blocks {
        Some(b) if big_rows(&b) + FACE_MIN <= rows => Seats::Big(b),
        _ => Seats::Plain,
    }
}

/// Draws the seats as `seats` planned them.
pub fn draw(f: &mut Frame, s: &State, seats: Seats, now: i64, lang: Lang, area: Rect) {
    match seats {
        Seats::Plain if s.seats.is_empty() => {
            let bold = Style::new().add_modifier(Modifier::BOLD);
            let names: Vec<(String, Style)> =
                s.players.iter().map(|p| (p.name.clone(), bold)).collect();
            seat_ring::draw_names(f, &names, area);
        }
        Seats::Plain => seat_ring::draw(f, s, now, lang, area),
        Seats::Big(blocks) => draw_big(f, s, &blocks, now, lang, area),
    }
}

/// The big names in the ring's two columns, each with its figures on its
/// middle row.
fn draw_big(f: &mut Frame, s: &State, blocks: &[Block], now: i64, lang: Lang, area: Rect) {
    let half = blocks.len().div_ceil(2);
    let [left, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
    let (antes, in_play) = seat_ring::antes(s, now);
    let seat = |i: usize, w: u16| {
        let mut parts = seat_ring::seat_parts(s, i, &antes, in_play, lang);
        // The name is the block; the figures follow it.
        parts[0].text = String::new();
        let name_w = blocks[i].width();
        let figures = seat_ring::fit(parts, usize::from(w.saturating_sub(name_w + 2)));
        big_seat(&blocks[i], figures, name_style(s, i))
    };
    let column = |seats: Vec<usize>, w: u16| -> Vec<Line<'static>> {
        let mut lines = Vec::new();
        for i in seats {
            if !lines.is_empty() {
                lines.push(Line::from(""));
            }
            lines.extend(seat(i, w));
        }
        lines
    };
    let down: Vec<usize> = (0..half).collect();
    let up: Vec<usize> = (half..blocks.len()).rev().collect();
    f.render_widget(Paragraph::new(column(down, left.width)), left);
    f.render_widget(Paragraph::new(column(up, right.width)), right);
}

/// The dealer's name in the accent colour; a player who left or sits out
/// dimmed.
fn name_style(s: &State, seat: usize) -> Style {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let p = s.seats[seat];
    let away = s.player(p).is_some_and(|x| x.left || x.sitting_out);
    if seat == s.dealer_seat && s.phase != crate::night::Phase::Ended {
        bold.fg(ACCENT)
    } else if away {
        Style::new().fg(DIM)
    } else {
        bold
    }
}

/// A block's rows, the figures after its middle row (the body's third).
fn big_seat(b: &Block, figures: Line<'static>, style: Style) -> Vec<Line<'static>> {
    let mut lines = b.lines(style);
    if let Some(middle) = lines.get_mut(b.rows.len() / 2) {
        middle.spans.push(Span::raw("  "));
        middle.spans.extend(figures.spans);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::widgets::block_letters::block;

    #[test]
    fn column_rows_leave_a_row_between_names() {
        let b = |h: usize| Block {
            rows: vec!["#".into(); h],
        };
        assert_eq!(column_rows(&[]), 0);
        assert_eq!(column_rows(&[b(5)]), 5);
        assert_eq!(column_rows(&[b(5), b(7)]), 13);
        // Three seats: two down the left (5 + 1 + 6), one up the right.
        assert_eq!(big_rows(&[b(5), b(6), b(7)]), 12);
    }

    #[test]
    fn the_figures_follow_the_middle_row() {
        let b = block("ALİ", 1, 1).unwrap_or(Block { rows: vec![] });
        // İ has its dot above: six rows, the figures on the fourth (body's
        // third).
        assert_eq!(b.height(), 6);
        let lines = big_seat(&b, Line::from(" ◆D  kav 400"), Style::new());
        let at: Vec<bool> = lines
            .iter()
            .map(|l| l.to_string().contains("kav 400"))
            .collect();
        assert_eq!(at, [false, false, false, true, false, false]);
    }
}
