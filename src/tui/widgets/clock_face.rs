//! The clock face: the seans or break clock in the largest
//! block-digit size that fits, the status word (`SÜRE DOLDU`, `MOLA BİTTİ`,
//! `DURDU`), who deals, what the hand costs and the carried pot in block
//! letters when there is room, and what comes next in plain text. It draws a
//! [`ClockView`] and computes nothing about the night; the table screen and
//! `racon display` share it.

use super::block_letters::fit;
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

pub use super::block_letters::{Block, SCALES, block};

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
    plan_for(v, lang, area, false)
}

/// [`plan`], or with `info_first` the dealer, stake and pot in block
/// letters before bigger digits: the room display's choice, read from
/// across the table, where who deals matters as much as the minutes.
pub fn plan_for(v: &ClockView, lang: Lang, area: Rect, info_first: bool) -> Plan {
    let texts = Texts::of(v, lang);
    if info_first {
        for scale in SCALES {
            for word_big in [true, false] {
                if let Some(p) = texts.build(scale, word_big, true, area) {
                    return p;
                }
            }
        }
    }
    // Bigger digits first; then the word beside them in block letters;
    // then the dealer, stake and pot in block letters. Paused, the word in
    // block letters comes before bigger digits: a stopped clock must be
    // seen as stopped from across the room.
    let words: &[bool] = if v.paused { &[true] } else { &[true, false] };
    for pass in [words, &[false]] {
        for scale in SCALES {
            for &word_big in pass {
                for info_big in [true, false] {
                    if let Some(p) = texts.build(scale, word_big, info_big, area) {
                        return p;
                    }
                }
            }
        }
    }
    // Too small for any block size: everything as plain lines.
    texts.plain()
}

/// The face's texts and their styles, before a size is chosen.
struct Texts {
    /// The status word (`SÜRE DOLDU`, `MOLA`, …).
    word: Option<&'static str>,
    /// The clock's `MM:SS`.
    digits: Option<String>,
    /// Who deals, what the hand costs, the carried pot.
    infos: Vec<String>,
    /// What comes next, always plain.
    small: Vec<String>,
    big_style: Style,
}

const INFO_STYLE: Style = Style::new().add_modifier(Modifier::BOLD);

impl Texts {
    fn of(v: &ClockView, lang: Lang) -> Texts {
        let digits = match v.mode {
            Mode::TimeUp | Mode::BreakOver | Mode::Ended | Mode::Seating => None,
            _ => v.main_ms.map(t::mmss),
        };
        let infos = [
            t::dealer_line(v, lang),
            t::stake_line(v, lang),
            t::pot_line(v, lang),
        ];
        Texts {
            word: t::headline(v, lang),
            digits,
            infos: infos.into_iter().flatten().collect(),
            small: t::next_lines(v, lang),
            big_style: headline_style(v),
        }
    }

    /// The face with the digits at `scale`, the word and the infos in
    /// block letters where asked and they fit `area`'s width; none when
    /// the digits do not fit at that scale or the pieces not in its height.
    fn build(&self, scale: u16, word_big: bool, info_big: bool, area: Rect) -> Option<Plan> {
        let w = area.width;
        let mut pieces = Vec::new();
        let mut digit_rows = 0;
        if let Some(word) = self.word {
            // Beside the digits the word is secondary: at most 10 rows.
            let max = if self.digits.is_some() {
                scale.saturating_sub(1).clamp(1, 2)
            } else {
                scale
            };
            match fit(word, max, w).filter(|_| word_big || self.digits.is_none()) {
                Some((_, b)) => pieces.push(Piece::Big(b, self.big_style)),
                None => pieces.push(Piece::Plain(word.to_string(), self.big_style)),
            }
        }
        if let Some(d) = &self.digits {
            let (s, b) = fit(d, scale, w)?;
            if s != scale {
                return None;
            }
            digit_rows = b.height();
            pieces.push(Piece::Big(b, self.big_style));
        }
        for i in &self.infos {
            match fit(i, 1, w).filter(|_| info_big) {
                Some((_, b)) => pieces.push(Piece::Big(b, INFO_STYLE)),
                None => pieces.push(Piece::Plain(i.clone(), INFO_STYLE)),
            }
        }
        for s in &self.small {
            pieces.push(Piece::Plain(s.clone(), Style::new()));
        }
        let count = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        let gaps = count(pieces.len().saturating_sub(1));
        let bigs = count(
            pieces
                .iter()
                .filter(|p| matches!(p, Piece::Big(..)))
                .count(),
        );
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
    }

    /// Everything as plain lines.
    fn plain(self) -> Plan {
        let big = self.big_style;
        let word = self.word.map(|w| Piece::Plain(w.to_string(), big));
        let digits = self.digits.map(|d| Piece::Plain(d, big));
        let infos = self.infos.into_iter().map(|i| Piece::Plain(i, INFO_STYLE));
        let small = self
            .small
            .into_iter()
            .map(|s| Piece::Plain(s, Style::new()));
        Plan {
            pieces: word
                .into_iter()
                .chain(digits)
                .chain(infos)
                .chain(small)
                .collect(),
            digit_rows: 0,
        }
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
    /// The dealer, stake and pot in block letters before bigger digits
    /// ([`plan_for`]).
    pub info_first: bool,
}

impl Widget for ClockFace<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let plan = plan_for(self.view, self.lang, area, self.info_first);
        let mut lines: Vec<Line> = Vec::new();
        for p in plan.pieces {
            match p {
                Piece::Big(b, style) => lines.extend(b.lines(style)),
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
