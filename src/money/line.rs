//! The pot line a host types, `Ayşe=150 Işıl=400 Gökhan=400 Şükrü=50;
//! yer=40, açan=Işıl`, and the `NAME=CHIPS` lists of `racon pot` and
//! `racon settle`: one parser, one name-matching rule.
//!
//! - Items are `KEY=VALUE`, separated by `;`, `,` or spaces. A name may have
//!   spaces in it (`Can Berk=400`): an item's key is everything from the end
//!   of the previous value (or separator) up to its `=`.
//! - Names match with Turkish case folding ([`crate::cards::fold`]):
//!   `ışıl`, `IŞIL` and `Işıl` are one player.
//! - In the pot line, `yer` (or `orta`) is the chips in the middle that are
//!   no one's, and `açan` (or `opener`) names the player who opened.

use super::{Chips, Kurus, MAX_CHIPS};
use crate::cards::fold;
use crate::units::PlayerId;

/// Why a line cannot be read. Rendered by `i18n::money::line_error`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// An item with no `=`.
    BadItem(String),
    /// A value that is not a whole number of chips.
    BadAmount { name: String, value: String },
    /// A number over [`MAX_CHIPS`].
    TooLarge { name: String, value: String },
    /// A name that is not one of the players.
    UnknownName(String),
    /// The same name twice.
    Duplicate(String),
    /// Nothing typed.
    Empty,
}

/// Lira as typed (`150`, `150,50`, `150.50`) in kuruş: at most two
/// decimals, more than zero; None for anything else.
pub fn parse_lira(text: &str) -> Option<crate::money::Kurus> {
    let t = text.trim();
    let (whole, frac) = match t.find([',', '.']) {
        Some(i) => (&t[..i], &t[i + 1..]),
        None => (t, ""),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !(frac.is_empty() || (digits(frac) && frac.len() <= 2)) {
        return None;
    }
    if whole.len() > 12 {
        return None;
    }
    let w: i64 = whole.parse().ok()?;
    let f: i64 = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac.parse().ok()?,
    };
    let k = w * 100 + f;
    (k > 0).then_some(Kurus(k))
}

/// Where `name` is among `players`, under Turkish case folding.
pub fn find_name(players: &[String], name: &str) -> Option<PlayerId> {
    let key = fold(name.trim());
    PlayerId::all(players.len()).find(|p| fold(players[p.index()].trim()) == key)
}

/// One `KEY=VALUE` item as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item<'a> {
    pub key: &'a str,
    /// The value's first word, and the text after the `=` up to the next
    /// `;`/`,` (for values that may hold spaces: a name).
    pub word: &'a str,
    pub rest: &'a str,
}

/// The items of a line: `KEY=VALUE` separated by `;`, `,` or spaces. For
/// a key where `spaced_value` holds, the item's value may hold spaces: its
/// `rest` runs to the end of the chunk, and the caller splits it.
fn items<'a>(
    text: &'a str,
    spaced_value: impl Fn(&str) -> bool,
) -> Result<Vec<Item<'a>>, LineError> {
    let mut out = Vec::new();
    for chunk in text.split([';', ',']) {
        let mut rest = chunk.trim_start();
        while !rest.trim().is_empty() {
            let Some(eq) = rest.find('=') else {
                return Err(LineError::BadItem(rest.trim().to_string()));
            };
            let key = rest[..eq].trim();
            let after = rest[eq + 1..].trim_start();
            let end = after.find(char::is_whitespace).unwrap_or(after.len());
            let word = &after[..end];
            out.push(Item {
                key,
                word,
                rest: after.trim_end(),
            });
            if spaced_value(key) {
                // The value may run over spaces; the caller splits it. The
                // chunk ends here.
                break;
            }
            rest = after[end..].trim_start();
        }
    }
    Ok(out)
}

/// A whole number of chips, at most [`MAX_CHIPS`].
fn chips(name: &str, value: &str) -> Result<Chips, LineError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(LineError::BadAmount {
            name: name.to_string(),
            value: value.to_string(),
        });
    }
    match value.parse::<Chips>() {
        Ok(c) if c <= MAX_CHIPS => Ok(c),
        _ => Err(LineError::TooLarge {
            name: name.to_string(),
            value: value.to_string(),
        }),
    }
}

/// Why one typed amount (the kasa's) is not a number of chips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmountError {
    Empty,
    NotANumber,
    /// More than [`MAX_CHIPS`].
    TooLarge,
}

/// One typed amount of chips: digits only (spaces around are fine), at
/// most [`MAX_CHIPS`]; a number too large says so.
pub fn parse_amount(text: &str) -> Result<Chips, AmountError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(AmountError::Empty);
    }
    match chips("", t) {
        Ok(c) => Ok(c),
        Err(LineError::TooLarge { .. }) => Err(AmountError::TooLarge),
        Err(_) => Err(AmountError::NotANumber),
    }
}

/// `Ali=150,Veli=400` (or `;` or spaces between): the names in the order
/// given, each once (Turkish case folding), with their chips.
pub fn parse_amounts(text: &str) -> Result<Vec<(String, Chips)>, LineError> {
    let mut out: Vec<(String, Chips)> = Vec::new();
    for item in items(text, |_| false)? {
        if item.key.is_empty() {
            return Err(LineError::BadItem(format!("={}", item.word)));
        }
        let c = chips(item.key, item.word)?;
        if out.iter().any(|(n, _)| fold(n) == fold(item.key)) {
            return Err(LineError::Duplicate(item.key.to_string()));
        }
        out.push((item.key.to_string(), c));
    }
    if out.is_empty() {
        return Err(LineError::Empty);
    }
    Ok(out)
}

/// What a pot line says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PotLine {
    /// Chips each player put in, by index into the players (0 if not named).
    pub put_in: Vec<Chips>,
    /// Players named with an amount.
    pub named: Vec<PlayerId>,
    /// `yer=`: chips in the middle that are no one's, if typed.
    pub yer: Option<Chips>,
    /// `açan=`: the player who opened, if typed.
    pub opener: Option<PlayerId>,
}

fn is_yer(key: &str) -> bool {
    matches!(fold(key).as_str(), "yer" | "orta")
}

fn is_opener(key: &str) -> bool {
    matches!(fold(key).as_str(), "acan" | "opener")
}

/// The longest run of leading words of `text` that is a player's name; the
/// rest of the text after it.
fn leading_name<'a>(players: &[String], text: &'a str) -> Option<(PlayerId, &'a str)> {
    let mut ends: Vec<usize> = text
        .char_indices()
        .filter(|&(_, c)| c.is_whitespace())
        .map(|(i, _)| i)
        .collect();
    ends.push(text.len());
    ends.into_iter()
        .rev()
        .find_map(|e| find_name(players, &text[..e]).map(|p| (p, &text[e..])))
}

/// Parses a pot line against the night's `players`. Names match with
/// Turkish case folding; `yer`/`orta` and `açan`/`opener` are keywords.
pub fn parse_line(text: &str, players: &[String]) -> Result<PotLine, LineError> {
    let mut line = PotLine {
        put_in: vec![Chips::ZERO; players.len()],
        ..PotLine::default()
    };
    let mut pending: Vec<String> = vec![text.to_string()];
    while let Some(chunk) = pending.pop() {
        for item in items(&chunk, is_opener)? {
            if is_opener(item.key) {
                let Some((p, after)) = leading_name(players, item.rest) else {
                    return Err(LineError::UnknownName(item.word.to_string()));
                };
                line.opener = Some(p);
                if !after.trim().is_empty() {
                    pending.push(after.to_string());
                }
            } else if is_yer(item.key) {
                line.yer = Some(chips(item.key, item.word)?);
            } else {
                if item.key.is_empty() {
                    return Err(LineError::BadItem(format!("={}", item.word)));
                }
                let p = find_name(players, item.key)
                    .ok_or_else(|| LineError::UnknownName(item.key.to_string()))?;
                if line.named.contains(&p) {
                    return Err(LineError::Duplicate(item.key.to_string()));
                }
                line.put_in[p.index()] = chips(item.key, item.word)?;
                line.named.push(p);
            }
        }
    }
    if line.named.is_empty() && line.yer.is_none() {
        return Err(LineError::Empty);
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_example_the_screen_shows_is_accepted() {
        let p = players(&["Ayşe", "Işıl", "Gökhan", "Şükrü"]);
        let l = parse_line(
            "Ayşe=150 Işıl=400 Gökhan=400 Şükrü=50; yer=40, açan=Işıl",
            &p,
        )
        .unwrap();
        assert_eq!(l.put_in, [150, 400, 400, 50].map(Chips));
        assert_eq!(l.yer, Some(Chips(40)));
        assert_eq!(l.opener, Some(PlayerId(1)));
        assert_eq!(l.named, [0, 1, 2, 3].map(PlayerId));
    }

    #[test]
    fn separators_and_turkish_case_do_not_matter() {
        let p = players(&["Ayşe", "Işıl"]);
        for text in [
            "ayşe=1,ışıl=2",
            "AYŞE=1;IŞIL=2",
            "  Ayşe=1   Işıl=2 ",
            "Ayşe=1, Işıl=2;",
        ] {
            let l = parse_line(text, &p).unwrap();
            assert_eq!(l.put_in, [1, 2].map(Chips), "{text}");
        }
    }

    #[test]
    fn two_word_names_and_an_opener_between_items() {
        let p = players(&["Muhammed Ali", "Can Berk", "Ada"]);
        let l = parse_line("Muhammed Ali=150 Can Berk=400 açan=Can Berk Ada=10", &p).unwrap();
        assert_eq!(l.put_in, [150, 400, 10].map(Chips));
        assert_eq!(l.opener, Some(PlayerId(1)));
    }

    #[test]
    fn errors_name_the_item() {
        let p = players(&["Ali", "Veli"]);
        assert_eq!(
            parse_line("Ali 150", &p),
            Err(LineError::BadItem("Ali 150".into()))
        );
        assert_eq!(
            parse_line("Can=1", &p),
            Err(LineError::UnknownName("Can".into()))
        );
        assert_eq!(
            parse_line("Ali=1 ali=2", &p),
            Err(LineError::Duplicate("ali".into()))
        );
        assert_eq!(
            parse_line("Ali=x", &p),
            Err(LineError::BadAmount {
                name: "Ali".into(),
                value: "x".into()
            })
        );
        assert_eq!(
            parse_line("Ali=99999999999999999999999", &p),
            Err(LineError::TooLarge {
                name: "Ali".into(),
                value: "99999999999999999999999".into()
            })
        );
        assert_eq!(parse_line(" ; , ", &p), Err(LineError::Empty));
        assert_eq!(
            parse_line("açan=Can", &p),
            Err(LineError::UnknownName("Can".into()))
        );
    }

    #[test]
    fn one_amount_says_when_it_is_too_large() {
        assert_eq!(parse_amount(" 400 "), Ok(Chips(400)));
        assert_eq!(parse_amount(""), Err(AmountError::Empty));
        assert_eq!(parse_amount("4o0"), Err(AmountError::NotANumber));
        assert_eq!(parse_amount("-5"), Err(AmountError::NotANumber));
        assert_eq!(parse_amount(&"9".repeat(23)), Err(AmountError::TooLarge));
        assert_eq!(parse_amount(&MAX_CHIPS.to_string()), Ok(MAX_CHIPS));
    }

    #[test]
    fn amounts_keep_the_typed_order_and_refuse_folded_duplicates() {
        assert_eq!(
            parse_amounts("Veli=2;Ali=1").unwrap(),
            vec![
                ("Veli".to_string(), Chips(2)),
                ("Ali".to_string(), Chips(1))
            ]
        );
        assert_eq!(
            parse_amounts("Işıl=1,ışıl=2"),
            Err(LineError::Duplicate("ışıl".into()))
        );
        assert_eq!(parse_amounts(""), Err(LineError::Empty));
    }
}
