//! The pot line a host types, `Ayşe=150 Işıl=400 Gökhan=400 Şükrü=50;
//! yer=40, açan=Işıl`, and the `NAME=CHIPS` lists of `racon pot` and
//! `racon settle`: one parser.
//!
//! - Items are `KEY=VALUE`, separated by `;`, `,` or spaces. A name may have
//!   spaces in it (`Can Berk=400`): an item's key is everything from the end
//!   of the previous value (or separator) up to its `=`.
//! - In the pot line a key is a label ([`super::names`]): a unique prefix of
//!   any word of a player's name (`ış=400`, `isil=400`) or a seat number;
//!   `yer` (or `orta`) is the chips in the middle that are no one's, and
//!   `açan` (or `opener`) names the player who opened. Bare numbers stand
//!   for the players who showed hands: one for all of them (`200 ış=90`),
//!   or one each in the order they were listed (`200 200 90 200`).
//! - `NAME=CHIPS` lists keep names as typed and refuse one name twice
//!   under Turkish case folding ([`crate::cards::fold`]).

use super::names::{LabelError, Roster, resolve};
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
    /// A label that names nobody, or more than one player.
    Label(LabelError),
    /// Bare numbers that are neither one (everyone's) nor one per player
    /// still to be given an amount (`listed`, who showed hands).
    BareCount { got: usize, listed: Vec<PlayerId> },
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

/// One `KEY=VALUE` item as typed, or the text after the last item that
/// has no `=` (`eq` false: only its `rest` is set).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item<'a> {
    pub key: &'a str,
    /// The value's first word, and the text after the `=` up to the next
    /// `;`/`,` (for values that may hold spaces: a name).
    pub word: &'a str,
    pub rest: &'a str,
    /// The item has a `=`.
    pub eq: bool,
}

/// The items of a line: `KEY=VALUE` separated by `;`, `,` or spaces. For
/// a key where `spaced_value` holds, the item's value may hold spaces: its
/// `rest` runs to the end of the chunk, and the caller splits it. Text
/// with no `=` after the last item of a chunk is an item without `eq`.
fn items(text: &str, spaced_value: impl Fn(&str) -> bool) -> Vec<Item<'_>> {
    let mut out = Vec::new();
    for chunk in text.split([';', ',']) {
        let mut rest = chunk.trim_start();
        while !rest.trim().is_empty() {
            let Some(eq) = rest.find('=') else {
                out.push(Item {
                    key: "",
                    word: "",
                    rest: rest.trim(),
                    eq: false,
                });
                break;
            };
            let key = rest[..eq].trim();
            let after = rest[eq + 1..].trim_start();
            let end = after.find(char::is_whitespace).unwrap_or(after.len());
            let word = &after[..end];
            out.push(Item {
                key,
                word,
                rest: after.trim_end(),
                eq: true,
            });
            if spaced_value(key) {
                // The value may run over spaces; the caller splits it. The
                // chunk ends here.
                break;
            }
            rest = after[end..].trim_start();
        }
    }
    out
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
    for item in items(text, |_| false) {
        if !item.eq {
            return Err(LineError::BadItem(item.rest.to_string()));
        }
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
    /// Players given an amount (by label or by a bare number), in the
    /// order typed.
    pub named: Vec<PlayerId>,
    /// `yer=`: chips in the middle that are no one's, if typed (a later
    /// `yer=` replaces an earlier one, so a prefilled one can be retyped).
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

fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// The longest run of leading words of `text` that names one player; the
/// rest of the text after it. When none does, why the first word does not.
fn leading_label<'a>(roster: &Roster, text: &'a str) -> Result<(PlayerId, &'a str), LineError> {
    let mut ends: Vec<usize> = text
        .char_indices()
        .filter(|&(_, c)| c.is_whitespace())
        .map(|(i, _)| i)
        .collect();
    ends.push(text.len());
    ends.retain(|&e| !text[..e].trim().is_empty());
    for &e in ends.iter().rev() {
        if let Ok(p) = resolve(roster, &text[..e]) {
            return Ok((p, &text[e..]));
        }
    }
    let first = ends.first().map_or(text, |&e| &text[..e]);
    Err(LineError::Label(match resolve(roster, first) {
        Err(e) => e,
        Ok(_) => LabelError::Empty,
    }))
}

/// Parses a pot line against the `roster` of a night of `players`. Items
/// are `LABEL=CHIPS` (a label as [`resolve`] reads it: a name prefix or a
/// seat number), `yer=CHIPS` (`orta`), `açan=LABEL` (`opener`), and bare
/// numbers: one bare number is the amount of every `listed` player (those
/// who showed hands) not given one by label; as many bare numbers as those
/// players give one each, in the listed order.
pub fn parse_line(
    text: &str,
    roster: &Roster,
    players: usize,
    listed: &[PlayerId],
) -> Result<PotLine, LineError> {
    let mut line = PotLine {
        put_in: vec![Chips::ZERO; players],
        ..PotLine::default()
    };
    let mut bare: Vec<Chips> = Vec::new();
    let mut pending: Vec<String> = vec![text.to_string()];
    while let Some(chunk) = pending.pop() {
        for item in items(&chunk, is_opener) {
            // Bare numbers typed before the key (`200 ka=150`), and after
            // the last item (`ka=150 200`, an item with no key).
            let mut words: Vec<&str> = item.key.split_whitespace().collect();
            while words.len() > 1 && is_number(words[0]) {
                bare.push(chips("", words.remove(0))?);
            }
            let key = words.join(" ");
            if !item.eq {
                for w in item.rest.split_whitespace() {
                    if !is_number(w) {
                        return Err(LineError::BadItem(item.rest.trim().to_string()));
                    }
                    bare.push(chips("", w)?);
                }
            } else if is_opener(&key) {
                let (p, after) = leading_label(roster, item.rest)?;
                line.opener = Some(p);
                if !after.trim().is_empty() {
                    pending.push(after.to_string());
                }
            } else if is_yer(&key) {
                line.yer = Some(chips(&key, item.word)?);
            } else {
                if key.is_empty() {
                    return Err(LineError::BadItem(format!("={}", item.word)));
                }
                let p = resolve(roster, &key).map_err(LineError::Label)?;
                if line.named.contains(&p) {
                    return Err(LineError::Duplicate(key));
                }
                let c = chips(&key, item.word)?;
                if let Some(slot) = line.put_in.get_mut(p.index()) {
                    *slot = c;
                }
                line.named.push(p);
            }
        }
    }
    if !bare.is_empty() {
        give_bare(&mut line, &bare, listed)?;
    }
    if line.named.is_empty() && line.yer.is_none() {
        return Err(LineError::Empty);
    }
    Ok(line)
}

/// Gives the bare numbers to the `listed` players not named in `line`:
/// one number to all of them, or one each in order.
fn give_bare(line: &mut PotLine, bare: &[Chips], listed: &[PlayerId]) -> Result<(), LineError> {
    let open: Vec<PlayerId> = listed
        .iter()
        .copied()
        .filter(|p| !line.named.contains(p))
        .collect();
    let each: Vec<Chips> = match (bare.len(), open.len()) {
        (_, 0) => Vec::new(),
        (1, n) => vec![bare[0]; n],
        (b, n) if b == n => bare.to_vec(),
        _ => Vec::new(),
    };
    if each.is_empty() {
        return Err(LineError::BareCount {
            got: bare.len(),
            listed: open,
        });
    }
    for (p, c) in open.into_iter().zip(each) {
        if let Some(slot) = line.put_in.get_mut(p.index()) {
            *slot = c;
        }
        line.named.push(p);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    fn line(text: &str, names: &[String], listed: &[u8]) -> Result<PotLine, LineError> {
        let listed: Vec<PlayerId> = listed.iter().map(|&i| PlayerId(i)).collect();
        parse_line(text, &Roster::of_names(names), names.len(), &listed)
    }

    #[test]
    fn the_example_the_screen_shows_is_accepted() {
        let p = players(&["Ayşe", "Işıl", "Gökhan", "Şükrü"]);
        let l = line(
            "Ayşe=150 Işıl=400 Gökhan=400 Şükrü=50; yer=40, açan=Işıl",
            &p,
            &[],
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
            "ay=1 ış=2",
            "a=1 i=2",
        ] {
            let l = line(text, &p, &[]).unwrap();
            assert_eq!(l.put_in, [1, 2].map(Chips), "{text}");
        }
    }

    #[test]
    fn two_word_names_prefixes_and_an_opener_between_items() {
        let p = players(&["Muhammed Ali", "Can Berk", "Ada"]);
        let l = line(
            "Muhammed Ali=150 Can Berk=400 açan=Can Berk Ada=10",
            &p,
            &[],
        )
        .unwrap();
        assert_eq!(l.put_in, [150, 400, 10].map(Chips));
        assert_eq!(l.opener, Some(PlayerId(1)));
        // The same by prefixes, the second word too.
        let l = line("mu=150 berk=400 açan=be ad=10", &p, &[]).unwrap();
        assert_eq!(l.put_in, [150, 400, 10].map(Chips));
        assert_eq!(l.opener, Some(PlayerId(1)));
    }

    #[test]
    fn bare_numbers_stand_for_the_players_who_showed_hands() {
        let p = players(&["Kadir Aslan", "Gülay Tan", "Işıl Demir", "Ömer Faruk"]);
        // One number: each of them; a label takes the exception.
        let l = line("yer=40 200 ı=90", &p, &[0, 1, 2, 3]).unwrap();
        assert_eq!(l.put_in, [200, 200, 90, 200].map(Chips));
        assert_eq!(l.yer, Some(Chips(40)));
        // One each, in the listed order (Ömer showed first here).
        let l = line("50 200 90", &p, &[3, 0, 2]).unwrap();
        assert_eq!(l.put_in, [200, 0, 90, 50].map(Chips));
        assert_eq!(l.named, [3, 0, 2].map(PlayerId));
        // A folded player named, the shown ones by number.
        let l = line("gü=30 100 100", &p, &[0, 3]).unwrap();
        assert_eq!(l.put_in, [100, 30, 0, 100].map(Chips));
        // Neither one nor one each.
        assert_eq!(
            line("100 100", &p, &[0, 1, 2]),
            Err(LineError::BareCount {
                got: 2,
                listed: [0, 1, 2].map(PlayerId).to_vec()
            })
        );
        assert_eq!(
            line("100", &p, &[]),
            Err(LineError::BareCount {
                got: 1,
                listed: Vec::new()
            })
        );
    }

    #[test]
    fn a_later_yer_replaces_the_prefilled_one() {
        let p = players(&["Ali", "Veli"]);
        let l = line("yer=150 ali=10 yer=100", &p, &[]).unwrap();
        assert_eq!(l.yer, Some(Chips(100)));
    }

    #[test]
    fn seat_numbers_name_players_in_the_pot_line() {
        let p = players(&["Ali", "Veli", "Can"]);
        let mut r = Roster::of_names(&p);
        r.seats = vec![PlayerId(2), PlayerId(0), PlayerId(1)];
        let l = parse_line("1=30 3=40", &r, 3, &[]).unwrap();
        assert_eq!(l.put_in, [0, 40, 30].map(Chips));
        // A bare number then a seat: the last word before `=` is the key.
        let l = parse_line("20 2=30", &r, 3, &[PlayerId(2), PlayerId(0)]).unwrap();
        assert_eq!(l.put_in, [30, 0, 20].map(Chips));
    }

    #[test]
    fn errors_name_the_item() {
        let p = players(&["Ali", "Veli", "Vedat"]);
        assert_eq!(
            line("Ali 150", &p, &[]),
            Err(LineError::BadItem("Ali 150".into()))
        );
        assert_eq!(
            line("Can=1", &p, &[]),
            Err(LineError::Label(LabelError::Unknown("Can".into())))
        );
        assert_eq!(
            line("ve=1", &p, &[]),
            Err(LineError::Label(LabelError::Ambiguous {
                label: "ve".into(),
                candidates: vec![PlayerId(1), PlayerId(2)]
            }))
        );
        assert_eq!(
            line("Ali=1 ali=2", &p, &[]),
            Err(LineError::Duplicate("ali".into()))
        );
        assert_eq!(
            line("Ali=x", &p, &[]),
            Err(LineError::BadAmount {
                name: "Ali".into(),
                value: "x".into()
            })
        );
        assert_eq!(
            line("Ali=99999999999999999999999", &p, &[]),
            Err(LineError::TooLarge {
                name: "Ali".into(),
                value: "99999999999999999999999".into()
            })
        );
        assert_eq!(line(" ; , ", &p, &[]), Err(LineError::Empty));
        assert_eq!(
            line("açan=Can", &p, &[]),
            Err(LineError::Label(LabelError::Unknown("Can".into())))
        );
        assert_eq!(
            line("açan=v", &p, &[]),
            Err(LineError::Label(LabelError::Ambiguous {
                label: "v".into(),
                candidates: vec![PlayerId(1), PlayerId(2)]
            }))
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
