//! A count by colour (the hesap's final count, a leaver's chips): what the
//! host types, read as data, and how the chip set balances by colour once
//! every count is in. The words are in `i18n::chips`.
//!
//! A count is a plain number of chips (`545`, as always), or pairs of a
//! number and a colour in any order: `12 beyaz 7 kırmızı 3 mavi`,
//! `12b 7k 3m`, `beyaz 12, kırmızı 7`. A colour is the host's name for it
//! or a unique prefix of it (or of one of its words), matched as player
//! names are ([`crate::money::names::pick`]): Turkish lower case first,
//! then ASCII folding, so `KIRMIZI`, `Kırmızı` and `kirmizi` are all
//! "kırmızı". A colour not named counts zero; a colour named twice is
//! refused, as is a number without a colour or a colour without a number.

use super::chips::ChipColour;
use super::setup::Chips;
use crate::money::names::pick;
use crate::units::MAX_CHIPS;

/// What a count typed reads as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Counted {
    /// A plain number of chips.
    Total(Chips),
    /// How many of each colour, in the set's order, and what they make.
    ByColour { colours: Vec<i64>, total: Chips },
}

impl Counted {
    /// The chips counted.
    pub fn total(&self) -> Chips {
        match self {
            Counted::Total(c) | Counted::ByColour { total: c, .. } => *c,
        }
    }

    /// The counts by colour; empty for a plain number.
    pub fn colours(&self) -> Vec<i64> {
        match self {
            Counted::Total(_) => Vec::new(),
            Counted::ByColour { colours, .. } => colours.clone(),
        }
    }
}

/// Why a typed count reads as nothing. Colours are indices into the set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountError {
    /// Nothing typed.
    Empty,
    /// Colours typed, but the night has no chip set.
    NoChipSet,
    /// No colour of the set starts with this.
    Unknown(String),
    /// Several colours start with this (in the set's order).
    Ambiguous {
        typed: String,
        candidates: Vec<usize>,
    },
    /// This colour is counted twice.
    Twice { colour: usize },
    /// A number without a colour beside it, or a colour without a number.
    Unpaired(String),
    /// More chips than one action may carry.
    TooLarge,
}

/// One piece of the typed text.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Number(String),
    Word(String),
}

/// The typed text as numbers and words: a run of digits is a number;
/// whatever stands between numbers and separators (`+`, `,`, `;`) is one
/// word, spaces inside it kept (a colour may be named "açık mavi").
fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut digits = false;
    let flush = |cur: &mut String, digits: bool, out: &mut Vec<Token>| {
        let t = cur.trim();
        if !t.is_empty() {
            out.push(if digits {
                Token::Number(t.to_string())
            } else {
                Token::Word(t.to_string())
            });
        }
        cur.clear();
    };
    for c in text.chars() {
        if matches!(c, '+' | ',' | ';') {
            flush(&mut cur, digits, &mut out);
            continue;
        }
        // A number ends at anything else (a space too); a word at a digit.
        let d = c.is_ascii_digit();
        if d != digits {
            flush(&mut cur, digits, &mut out);
            digits = d;
        }
        cur.push(c);
    }
    flush(&mut cur, digits, &mut out);
    out
}

/// Reads `text` as a count against the chip set `set` (see the module).
pub fn parse_count(set: &[ChipColour], text: &str) -> Result<Counted, CountError> {
    let toks = tokens(text);
    match toks.as_slice() {
        [] => return Err(CountError::Empty),
        [Token::Number(n)] => return number(n).map(|n| Counted::Total(Chips(n))),
        _ if set.is_empty() => return Err(CountError::NoChipSet),
        _ => {}
    }
    let names: Vec<(usize, &str)> = set.iter().map(|c| c.name.trim()).enumerate().collect();
    let mut colours = vec![0i64; set.len()];
    let mut named = vec![false; set.len()];
    for pair in toks.chunks(2) {
        let (n, w) = match pair {
            [Token::Number(n), Token::Word(w)] | [Token::Word(w), Token::Number(n)] => (n, w),
            [Token::Word(t) | Token::Number(t), ..] => return Err(CountError::Unpaired(t.clone())),
            [] => continue,
        };
        let colour = pick(&names, w).map_err(|candidates| {
            if candidates.is_empty() {
                CountError::Unknown(w.clone())
            } else {
                CountError::Ambiguous {
                    typed: w.clone(),
                    candidates,
                }
            }
        })?;
        if std::mem::replace(&mut named[colour], true) {
            return Err(CountError::Twice { colour });
        }
        colours[colour] = number(n)?;
    }
    let total = set
        .iter()
        .zip(&colours)
        .try_fold(0i64, |sum, (c, &n)| {
            c.value.0.checked_mul(n).and_then(|v| sum.checked_add(v))
        })
        .filter(|&t| t <= MAX_CHIPS.0)
        .ok_or(CountError::TooLarge)?;
    Ok(Counted::ByColour {
        colours,
        total: Chips(total),
    })
}

/// A run of digits as a count, at most [`MAX_CHIPS`].
fn number(digits: &str) -> Result<i64, CountError> {
    digits
        .parse::<i64>()
        .ok()
        .filter(|&n| n <= MAX_CHIPS.0)
        .ok_or(CountError::TooLarge)
}

/// The chips `colours` make with the set's values; `None` when the counts
/// are not one per colour, one is negative, or the sum overflows.
pub fn colours_total(set: &[ChipColour], colours: &[i64]) -> Option<Chips> {
    if colours.len() != set.len() || colours.iter().any(|&c| c < 0) {
        return None;
    }
    set.iter()
        .zip(colours)
        .try_fold(0i64, |sum, (c, &n)| {
            c.value.0.checked_mul(n).and_then(|v| sum.checked_add(v))
        })
        .map(Chips)
}

/// The chip set balanced by colour: for each colour, the chips counted in
/// front of the players still at the table plus what the bank holds
/// (which has the leavers' chips back) minus what the host owns. Positive:
/// that many over (fazla); negative: short (eksik). `None` unless the
/// host said what he owns of every colour and every count is by colour.
pub fn colour_difference(set: &[ChipColour], bank: &[i64], counted: &[&[i64]]) -> Option<Vec<i64>> {
    let owned: Vec<i64> = set
        .iter()
        .map(|c| c.owned().map(i64::from))
        .collect::<Option<_>>()?;
    if set.is_empty() || bank.len() != set.len() || counted.iter().any(|c| c.len() != set.len()) {
        return None;
    }
    Some(
        (0..set.len())
            .map(|i| {
                let hands = counted.iter().map(|c| c[i]).fold(0i64, i64::saturating_add);
                hands.saturating_add(bank[i]).saturating_sub(owned[i])
            })
            .collect(),
    )
}

impl super::State {
    /// The chip set balanced by colour ([`colour_difference`]) once every
    /// player's chips are counted by colour (a leaver's when he left) and
    /// the host said what he owns of every colour; `None` before that.
    pub fn colour_difference(&self) -> Option<Vec<i64>> {
        let set = &self.setup.chips;
        if self.players.iter().any(|p| p.colours.is_empty()) {
            return None;
        }
        let bank = super::chips::bank_left(set, &self.bank)?;
        let counted: Vec<&[i64]> = self
            .players
            .iter()
            .filter(|p| !p.left)
            .map(|p| p.colours.as_slice())
            .collect();
        colour_difference(set, &bank, &counted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> Vec<ChipColour> {
        [("beyaz", 10, 300), ("kırmızı", 50, 150), ("mavi", 100, 100)]
            .iter()
            .map(|&(name, v, owned)| ChipColour {
                name: name.into(),
                value: Chips(v),
                owned,
                per_kav: 0,
            })
            .collect()
    }

    fn by(colours: &[i64], total: i64) -> Result<Counted, CountError> {
        Ok(Counted::ByColour {
            colours: colours.to_vec(),
            total: Chips(total),
        })
    }

    #[test]
    fn names_prefixes_and_any_order_read_the_same() {
        let want = by(&[12, 7, 3], 12 * 10 + 7 * 50 + 300);
        for typed in [
            "12 beyaz 7 kırmızı 3 mavi",
            "12b 7k 3m",
            "12B7K3M",
            "3 mavi 12 beyaz 7 kırmızı",
            "beyaz 12 kırmızı 7 mavi 3",
            "beyaz 12, 7 kır + mavi 3",
            "  12   beyaz   7 KIRMIZI 3 Mavi ",
            "12 BEYAZ 7 kirmizi 3 MAVİ",
            "12 Beyaz 7 Kırmızı 3 mav",
        ] {
            assert_eq!(parse_count(&set(), typed), want, "{typed}");
        }
        assert_eq!(
            parse_count(&set(), "545").map(|c| c.total()),
            Ok(Chips(545))
        );
        assert_eq!(want.map(|c| c.total()), Ok(Chips(770)));
    }

    #[test]
    fn colours_not_named_count_zero() {
        assert_eq!(parse_count(&set(), "4 kırmızı"), by(&[0, 4, 0], 200));
        assert_eq!(parse_count(&set(), "0 beyaz"), by(&[0, 0, 0], 0));
        assert_eq!(parse_count(&set(), "0"), Ok(Counted::Total(Chips(0))));
        assert_eq!(Counted::Total(Chips(5)).colours(), Vec::<i64>::new());
    }

    #[test]
    fn a_plain_number_needs_no_set() {
        assert_eq!(parse_count(&[], " 545 "), Ok(Counted::Total(Chips(545))));
        assert_eq!(parse_count(&[], "12 beyaz"), Err(CountError::NoChipSet));
        assert_eq!(parse_count(&set(), "   "), Err(CountError::Empty));
        assert_eq!(parse_count(&set(), ""), Err(CountError::Empty));
    }

    #[test]
    fn unknown_ambiguous_twice_and_unpaired_are_refused() {
        assert_eq!(
            parse_count(&set(), "12 yeşil"),
            Err(CountError::Unknown("yeşil".into()))
        );
        let mut two = set();
        two.push(ChipColour {
            name: "mor".into(),
            value: Chips(500),
            owned: 0,
            per_kav: 0,
        });
        assert_eq!(
            parse_count(&two, "3 m"),
            Err(CountError::Ambiguous {
                typed: "m".into(),
                candidates: vec![2, 3]
            })
        );
        assert_eq!(parse_count(&two, "3 mo"), by(&[0, 0, 0, 3], 1500));
        assert_eq!(
            parse_count(&set(), "2 beyaz 3 b"),
            Err(CountError::Twice { colour: 0 })
        );
        assert_eq!(
            parse_count(&set(), "12 beyaz 7"),
            Err(CountError::Unpaired("7".into()))
        );
        assert_eq!(
            parse_count(&set(), "12 7 beyaz"),
            Err(CountError::Unpaired("12".into()))
        );
        assert_eq!(
            parse_count(&set(), "beyaz"),
            Err(CountError::Unpaired("beyaz".into()))
        );
    }

    #[test]
    fn too_many_chips_are_refused() {
        assert_eq!(
            parse_count(&set(), "99999999999999999999999 beyaz"),
            Err(CountError::TooLarge)
        );
        assert_eq!(
            parse_count(&set(), "999999999999 mavi"),
            Err(CountError::TooLarge)
        );
        assert_eq!(
            parse_count(&set(), "99999999999999999999999"),
            Err(CountError::TooLarge)
        );
    }

    #[test]
    fn a_multi_word_colour_is_one_name() {
        let mut s = set();
        s[2].name = "açık mavi".into();
        assert_eq!(parse_count(&s, "3 açık mavi 1 beyaz"), by(&[1, 0, 3], 310));
        assert_eq!(parse_count(&s, "3 acik"), by(&[0, 0, 3], 300));
        assert_eq!(
            parse_count(&s, "3 mavi"),
            by(&[0, 0, 3], 300),
            "a word of it"
        );
    }

    #[test]
    fn colours_total_checks_the_shape() {
        assert_eq!(colours_total(&set(), &[1, 1, 1]), Some(Chips(160)));
        assert_eq!(colours_total(&set(), &[1, 1]), None);
        assert_eq!(colours_total(&set(), &[1, -1, 1]), None);
        assert_eq!(colours_total(&set(), &[0, 0, i64::MAX]), None);
    }

    #[test]
    fn the_set_balances_by_colour() {
        let s = set();
        // 300/150/100 owned; the bank holds 280/140/95 after two kavs.
        let bank = [280, 140, 95];
        let a: &[i64] = &[10, 5, 2];
        let b: &[i64] = &[10, 5, 3];
        assert_eq!(colour_difference(&s, &bank, &[a, b]), Some(vec![0, 0, 0]));
        let short: &[i64] = &[10, 3, 3];
        assert_eq!(
            colour_difference(&s, &bank, &[a, short]),
            Some(vec![0, -2, 0])
        );
        let over: &[i64] = &[13, 5, 3];
        assert_eq!(
            colour_difference(&s, &bank, &[a, over]),
            Some(vec![3, 0, 0])
        );
        assert_eq!(colour_difference(&s, &bank, &[a, &[1, 2]]), None);
        let mut unknown = set();
        unknown[0].owned = 0;
        assert_eq!(colour_difference(&unknown, &bank, &[a, b]), None);
        assert_eq!(colour_difference(&[], &[], &[]), None);
    }

    /// Every split of the chips handed out between two players, with some
    /// moved from one colour to another, balances exactly by how many were
    /// moved (a small exhaustive walk).
    #[test]
    fn moving_chips_between_colours_shows_as_that_difference() {
        let s = set();
        let out = [20i64, 10, 5];
        let bank: Vec<i64> = s
            .iter()
            .zip(out)
            .map(|(c, o)| i64::from(c.owned) - o)
            .collect();
        for first in 0..=out[0] {
            for second in 0..=out[1] {
                for moved in -3i64..=3 {
                    let a = [first, second, 2];
                    let b = [out[0] - first + moved, out[1] - second - moved, out[2] - 2];
                    let d = colour_difference(&s, &bank, &[&a, &b]);
                    assert_eq!(d, Some(vec![moved, -moved, 0]), "{a:?} {b:?}");
                }
            }
        }
    }
}
