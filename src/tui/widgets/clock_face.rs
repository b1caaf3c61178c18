//! The clock face: the seans or break clock in the largest
//! block-digit size that fits, the status word (`SÜRE DOLDU`, `MOLA BİTTİ`,
//! `DURDU`), who deals, what the hand costs and the carried pot in block
//! letters when there is room, and what comes next in plain text. It draws a
//! [`ClockView`] and computes nothing about the night; the table screen and
//! `racon display` share it.

use crate::i18n::Lang;
use crate::i18n::clock as t;
use crate::night::clock::{ClockView, Mode};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

const ACCENT: Color = Color::Yellow;
const ALARM: Color = Color::LightRed;
const CALM: Color = Color::LightGreen;

/// Block-digit scales, largest first: a scale-`s` pixel is `s` rows tall
/// and `2s` columns wide, so the digits are 5, 10, 15, 20 or 25 rows tall.
pub const SCALES: [u16; 5] = [5, 4, 3, 2, 1];

/// A glyph: an optional accent row above, five body rows, an optional
/// cedilla row below. `#` is ink.
struct Glyph {
    top: &'static str,
    body: [&'static str; 5],
    bottom: &'static str,
}

const fn g(body: [&'static str; 5]) -> Glyph {
    Glyph {
        top: "",
        body,
        bottom: "",
    }
}

const fn gt(top: &'static str, body: [&'static str; 5]) -> Glyph {
    Glyph {
        top,
        body,
        bottom: "",
    }
}

const fn gb(body: [&'static str; 5], bottom: &'static str) -> Glyph {
    Glyph {
        top: "",
        body,
        bottom,
    }
}

const C: [&str; 5] = [" ##", "#  ", "#  ", "#  ", " ##"];
const G: [&str; 5] = [" ##", "#  ", "# #", "# #", " ##"];
const I: [&str; 5] = ["###", " # ", " # ", " # ", "###"];
const O: [&str; 5] = ["###", "# #", "# #", "# #", "###"];
const S: [&str; 5] = [" ##", "#  ", " # ", "  #", "## "];
const U: [&str; 5] = ["# #", "# #", "# #", "# #", "###"];

fn glyph(c: char) -> Option<Glyph> {
    Some(match c {
        '0' => g(O),
        '1' => g(["  #", "  #", "  #", "  #", "  #"]),
        '2' => g(["###", "  #", "###", "#  ", "###"]),
        '3' => g(["###", "  #", "###", "  #", "###"]),
        '4' => g(["# #", "# #", "###", "  #", "  #"]),
        '5' => g(["###", "#  ", "###", "  #", "###"]),
        '6' => g(["###", "#  ", "###", "# #", "###"]),
        '7' => g(["###", "  #", "  #", "  #", "  #"]),
        '8' => g(["###", "# #", "###", "# #", "###"]),
        '9' => g(["###", "# #", "###", "  #", "###"]),
        ':' => g([" ", "#", " ", "#", " "]),
        '/' => g(["  #", "  #", " # ", "#  ", "#  "]),
        '-' => g(["   ", "   ", "###", "   ", "   "]),
        '.' => g([" ", " ", " ", " ", "#"]),
        ' ' => g(["  ", "  ", "  ", "  ", "  "]),
        'A' => g([" # ", "# #", "###", "# #", "# #"]),
        'B' => g(["## ", "# #", "## ", "# #", "## "]),
        'C' => g(C),
        'Ç' => gb(C, " # "),
        'D' => g(["## ", "# #", "# #", "# #", "## "]),
        'E' => g(["###", "#  ", "## ", "#  ", "###"]),
        'F' => g(["###", "#  ", "## ", "#  ", "#  "]),
        'G' => g(G),
        'Ğ' => gt("###", G),
        'H' => g(["# #", "# #", "###", "# #", "# #"]),
        'I' => g(I),
        'İ' => gt(" # ", I),
        'J' => g(["  #", "  #", "  #", "# #", " # "]),
        'K' => g(["# #", "# #", "## ", "# #", "# #"]),
        'L' => g(["#  ", "#  ", "#  ", "#  ", "###"]),
        'M' => g(["#   #", "## ##", "# # #", "#   #", "#   #"]),
        'N' => g(["#  #", "## #", "# ##", "#  #", "#  #"]),
        'O' => g(O),
        'Ö' => gt("# #", O),
        'P' => g(["## ", "# #", "## ", "#  ", "#  "]),
        'Q' => g(["###", "# #", "# #", "###", "  #"]),
        'R' => g(["## ", "# #", "## ", "# #", "# #"]),
        'S' => g(S),
        'Ş' => gb(S, " # "),
        'T' => g(["###", " # ", " # ", " # ", " # "]),
        'U' => g(U),
        'Ü' => gt("# #", U),
        'V' => g(["# #", "# #", "# #", "# #", " # "]),
        'W' => g(["#   #", "#   #", "# # #", "## ##", "#   #"]),
        'X' => g(["# #", "# #", " # ", "# #", "# #"]),
        'Y' => g(["# #", "# #", " # ", " # ", " # "]),
        'Z' => g(["###", "  #", " # ", "#  ", "###"]),
        _ => return None,
    })
}

/// Text drawn in block letters at one size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub rows: Vec<String>,
}

impl Block {
    pub fn height(&self) -> u16 {
        self.rows.len() as u16
    }

    pub fn width(&self) -> u16 {
        self.rows
            .iter()
            .map(|r| r.chars().count())
            .max()
            .unwrap_or(0) as u16
    }
}

/// `text` in block letters, each pixel `v` rows by `h` columns; None when a
/// character has no glyph.
pub fn block(text: &str, v: u16, h: u16) -> Option<Block> {
    let glyphs: Vec<Glyph> = text.chars().map(glyph).collect::<Option<_>>()?;
    let has_top = glyphs.iter().any(|g| !g.top.is_empty());
    let has_bottom = glyphs.iter().any(|g| !g.bottom.is_empty());
    let mut px_rows: Vec<String> = Vec::new();
    let row = |pick: &dyn Fn(&Glyph) -> String| -> String {
        let parts: Vec<String> = glyphs.iter().map(pick).collect();
        parts.join(" ")
    };
    let width_of = |g: &Glyph| g.body[0].chars().count();
    let pad = |s: &str, w: usize| format!("{s:<w$}");
    if has_top {
        px_rows.push(row(&|g| pad(g.top, width_of(g))));
    }
    for i in 0..5 {
        px_rows.push(row(&|g| g.body[i].to_string()));
    }
    if has_bottom {
        px_rows.push(row(&|g| pad(g.bottom, width_of(g))));
    }
    let mut rows = Vec::new();
    for pr in &px_rows {
        let line: String = pr
            .chars()
            .flat_map(|c| {
                let cell = if c == '#' { '█' } else { ' ' };
                std::iter::repeat_n(cell, h as usize)
            })
            .collect();
        let line = line.trim_end().to_string();
        for _ in 0..v {
            rows.push(line.clone());
        }
    }
    Some(Block { rows })
}

/// The largest block rendering of `text` at most `max_scale` that fits
/// `width`: first square pixels (2s columns), then narrow ones (s columns).
fn fit(text: &str, max_scale: u16, width: u16) -> Option<(u16, Block)> {
    for s in SCALES.into_iter().filter(|&s| s <= max_scale) {
        for h in [2 * s, s] {
            let b = block(text, s, h)?;
            if b.width() <= width {
                return Some((s, b));
            }
        }
    }
    None
}

/// One piece of the face, drawn big or as one plain line.
enum Piece {
    Big(Block, Style),
    Plain(String, Style),
}

impl Piece {
    fn height(&self) -> u16 {
        match self {
            Piece::Big(b, _) => b.height(),
            Piece::Plain(..) => 1,
        }
    }
}

/// What the face will draw in an area: the pieces and the digits' scale.
pub struct Plan {
    pieces: Vec<Piece>,
    /// Rows of the big digits (0 when there are none).
    pub digit_rows: u16,
}

fn headline_style(v: &ClockView) -> Style {
    let color = match v.mode {
        Mode::TimeUp | Mode::Ended => ALARM,
        Mode::BreakOver => CALM,
        _ if v.paused => ALARM,
        _ => ACCENT,
    };
    Style::new().fg(color).add_modifier(Modifier::BOLD)
}

/// Lays the face of `v` out in `area` (see the module doc).
pub fn plan(v: &ClockView, lang: Lang, area: Rect) -> Plan {
    let w = area.width;
    let word = t::headline(v, lang);
    let digits = match v.mode {
        Mode::TimeUp | Mode::BreakOver | Mode::Ended | Mode::Seating => None,
        _ => v.main_ms.map(t::mmss),
    };
    let infos: Vec<String> = [
        t::dealer_line(v, lang),
        t::stake_line(v, lang),
        t::pot_line(v, lang),
    ]
    .into_iter()
    .flatten()
    .collect();
    let small = t::next_lines(v, lang);
    let big_style = headline_style(v);
    let info_style = Style::new().add_modifier(Modifier::BOLD);
    let small_style = Style::new();
    let build = |scale: u16, word_big: bool, info_big: bool| -> Option<Plan> {
        let mut pieces = Vec::new();
        let mut digit_rows = 0;
        if let Some(word) = word {
            // Beside the digits the word is secondary: at most 10 rows.
            let max = if digits.is_some() {
                scale.saturating_sub(1).clamp(1, 2)
            } else {
                scale
            };
            match fit(word, max, w).filter(|_| word_big || digits.is_none()) {
                Some((_, b)) => pieces.push(Piece::Big(b, big_style)),
                None => pieces.push(Piece::Plain(word.to_string(), big_style)),
            }
        }
        if let Some(d) = &digits {
            let (s, b) = fit(d, scale, w)?;
            if s != scale {
                return None;
            }
            digit_rows = b.height();
            pieces.push(Piece::Big(b, big_style));
        }
        for i in &infos {
            match fit(i, 1, w).filter(|_| info_big) {
                Some((_, b)) => pieces.push(Piece::Big(b, info_style)),
                None => pieces.push(Piece::Plain(i.clone(), info_style)),
            }
        }
        for s in &small {
            pieces.push(Piece::Plain(s.clone(), small_style));
        }
        let gaps = pieces.len().saturating_sub(1) as u16;
        let bigs = pieces
            .iter()
            .filter(|p| matches!(p, Piece::Big(..)))
            .count() as u16;
        let need: u16 = pieces.iter().map(Piece::height).sum::<u16>();
        // A blank row around big pieces when there is room, else none.
        let with_gaps = need + gaps.min(bigs * 2);
        (need <= area.height).then_some(Plan {
            pieces: if with_gaps <= area.height {
                spaced(pieces)
            } else {
                pieces
            },
            digit_rows,
        })
    };
    // Bigger digits first; then the word beside them in block letters;
    // then the dealer, stake and pot in block letters. Paused, the word in
    // block letters comes before bigger digits: a stopped clock must be
    // seen as stopped from across the room.
    let words: &[bool] = if v.paused { &[true] } else { &[true, false] };
    for pass in [words, &[false]] {
        for scale in SCALES {
            for &word_big in pass {
                for info_big in [true, false] {
                    if let Some(p) = build(scale, word_big, info_big) {
                        return p;
                    }
                }
            }
        }
    }
    // Too small for any block size: everything as plain lines.
    let mut pieces = Vec::new();
    if let Some(word) = word {
        pieces.push(Piece::Plain(word.to_string(), big_style));
    }
    if let Some(d) = digits {
        pieces.push(Piece::Plain(d, big_style));
    }
    for i in infos {
        pieces.push(Piece::Plain(i, info_style));
    }
    for s in small {
        pieces.push(Piece::Plain(s, small_style));
    }
    Plan {
        pieces,
        digit_rows: 0,
    }
}

/// A blank line between a big piece and its neighbours.
fn spaced(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    let mut last_big = false;
    for p in pieces {
        let big = matches!(p, Piece::Big(..));
        if !out.is_empty() && (big || last_big) {
            out.push(Piece::Plain(String::new(), Style::new()));
        }
        last_big = big;
        out.push(p);
    }
    out
}

/// The face as a ratatui widget.
pub struct ClockFace<'a> {
    pub view: &'a ClockView,
    pub lang: Lang,
    /// An alert is showing: the face is drawn reversed.
    pub flash: bool,
}

impl Widget for ClockFace<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let plan = plan(self.view, self.lang, area);
        let mut lines: Vec<Line> = Vec::new();
        for p in plan.pieces {
            match p {
                Piece::Big(b, style) => {
                    // Pad every row to the block's width so it centres as one.
                    let w = b.width() as usize;
                    for r in b.rows {
                        lines.push(Line::styled(format!("{r:<w$}"), style));
                    }
                }
                Piece::Plain(s, style) => lines.push(Line::styled(s, style)),
            }
        }
        let top = area.height.saturating_sub(lines.len() as u16) / 2;
        let inner = Rect {
            y: area.y + top,
            height: area.height - top,
            ..area
        };
        let mut para = Paragraph::new(lines).alignment(Alignment::Center);
        if self.flash {
            para = para.style(Style::new().add_modifier(Modifier::REVERSED));
        }
        para.render(inner, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_sizes() {
        let b = block("12:34", 1, 2).unwrap_or(Block { rows: vec![] });
        assert_eq!(b.height(), 5);
        // 4 digits of 3 px, a colon of 1, 4 gaps: 17 px of 2 columns.
        assert_eq!(b.width(), 34);
        let b3 = block("12:34", 3, 6).unwrap_or(Block { rows: vec![] });
        assert_eq!(b3.height(), 15);
        assert_eq!(b3.width(), 102);
        // Accents add a row above, cedillas a row below.
        assert_eq!(block("MOLA BİTTİ", 1, 2).map(|b| b.height()), Some(6));
        assert_eq!(block("DAĞITAN AYŞE", 1, 2).map(|b| b.height()), Some(7));
        assert!(block("ÆSIR", 1, 2).is_none());
    }
}
