//! Text in block letters, for the clock face: five-row glyphs for the
//! digits, the Turkish capitals of names and status words and a few signs
//! (`: / - . , +`), drawn
//! at any pixel size.

use crate::i18n::clock::upper;
use ratatui::style::Style;
use ratatui::text::Line;

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
        // Zero and the letter O are the same glyph.
        '0' | 'O' => g(O),
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
        ',' => g(["  ", "  ", "  ", " #", "# "]),
        '+' => g(["   ", " # ", "###", " # ", "   "]),
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

    /// The rows as lines in `style`, each padded to the block's width so
    /// that the block aligns (and centres) as one.
    pub fn lines(&self, style: Style) -> Vec<Line<'static>> {
        let w = usize::from(self.width());
        self.rows
            .iter()
            .map(|r| Line::styled(format!("{r:<w$}"), style))
            .collect()
    }
}

/// A player's name followed by `tail` (an amount, or nothing) in narrow
/// block letters, upper-cased the Turkish way, at most `room` columns
/// wide: the whole name, else its first word; None when neither fits or a
/// letter has no glyph.
pub fn name_block(name: &str, tail: &str, room: u16) -> Option<Block> {
    let full = upper(name.trim());
    let first = full
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    [full, first].into_iter().find_map(|n| {
        let text = if tail.is_empty() {
            n
        } else {
            format!("{n} {tail}")
        };
        block(&text, 1, 1).filter(|b| b.width() <= room)
    })
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
pub fn fit(text: &str, max_scale: u16, width: u16) -> Option<(u16, Block)> {
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
