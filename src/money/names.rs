//! Who a typed label means: the one rule the racon screen's hands, its pot
//! line, the kasa's prompts and `racon pot`/`racon judge` share.
//!
//! A label is a seat number (`3`: the third seat, clockwise from the
//! first dealer) or any unique prefix of a player's name, matched on the
//! whole name and on every word of it (`ka` = Kadir Aslan, `as` = Kadir
//! Aslan, `kadir a` = Kadir Aslan). Matching goes in two tiers:
//!
//! 1. Turkish lower case, keeping the Turkish letters (`I` → `ı`, `İ` →
//!    `i`): `ış` is Işıl and not İsmail, `i` is İsmail and not Işıl.
//! 2. Only when the first tier finds nobody: ASCII folding
//!    ([`crate::cards::fold`]), so `isil` is Işıl and `gu` is Gülay.
//!
//! Within a tier a whole name typed exactly wins over prefixes (`can` is
//! Can, not Can Berk); more than one match is ambiguous and names the
//! candidates, so the host types one letter more.

use crate::cards::fold;
use crate::units::PlayerId;

/// The players a label may name, and the seats for seat numbers.
#[derive(Clone, Debug, Default)]
pub struct Roster<'a> {
    /// Who can be named, with his name.
    pub players: Vec<(PlayerId, &'a str)>,
    /// The seats clockwise from seat 1; empty when there are no seat
    /// numbers.
    pub seats: Vec<PlayerId>,
}

impl<'a> Roster<'a> {
    /// Every name of `names` (player `i` is `names[i]`), no seats.
    pub fn of_names(names: &'a [String]) -> Roster<'a> {
        Roster {
            players: PlayerId::all(names.len())
                .map(|p| (p, names[p.index()].as_str()))
                .collect(),
            seats: Vec::new(),
        }
    }

    /// The name of `p`, if he is in the roster.
    pub fn name(&self, p: PlayerId) -> Option<&'a str> {
        self.players.iter().find(|(q, _)| *q == p).map(|(_, n)| *n)
    }
}

/// Why a label names nobody, or more than one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabelError {
    /// Nothing typed before the `:` (or `=`).
    Empty,
    /// No player's name starts with it.
    Unknown(String),
    /// Several players' names (or words of them) start with it; they are
    /// listed in roster order.
    Ambiguous {
        label: String,
        candidates: Vec<PlayerId>,
    },
    /// A seat number that is no seat.
    NoSeat { seat: String, seats: usize },
}

/// Turkish lower case: `I` → `ı`, `İ` → `i`, the rest as Unicode lowers.
pub fn lower_tr(s: &str) -> String {
    s.chars()
        .flat_map(|c| match c {
            'I' => vec!['ı'],
            'İ' => vec!['i'],
            _ => c.to_lowercase().collect(),
        })
        .collect()
}

/// The words of a name, space separated, under `key`.
fn words(name: &str, key: fn(&str) -> String) -> (String, Vec<String>) {
    let whole: Vec<String> = name.split_whitespace().map(key).collect();
    (whole.join(" "), whole)
}

/// The ids `typed` names under `key`: the exact whole names if any,
/// else the names whose whole or one of whose words starts with it.
fn matches<T: Copy>(names: &[(T, &str)], typed: &str, key: fn(&str) -> String) -> Vec<T> {
    let (t, _) = words(typed, key);
    let mut exact = Vec::new();
    let mut prefix = Vec::new();
    for &(p, name) in names {
        let (whole, ws) = words(name, key);
        if whole == t {
            exact.push(p);
        } else if whole.starts_with(&t) || ws.iter().any(|w| w.starts_with(&t)) {
            prefix.push(p);
        }
    }
    if exact.is_empty() { prefix } else { exact }
}

/// The player `label` names in `roster`.
pub fn resolve(roster: &Roster, label: &str) -> Result<PlayerId, LabelError> {
    let label = label.trim();
    if label.is_empty() {
        return Err(LabelError::Empty);
    }
    if label.bytes().all(|b| b.is_ascii_digit()) && !roster.seats.is_empty() {
        let seat = label.parse::<usize>().ok();
        return seat
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| roster.seats.get(i).copied())
            .ok_or_else(|| LabelError::NoSeat {
                seat: label.to_string(),
                seats: roster.seats.len(),
            });
    }
    pick(&roster.players, label).map_err(|candidates| {
        if candidates.is_empty() {
            LabelError::Unknown(label.to_string())
        } else {
            LabelError::Ambiguous {
                label: label.to_string(),
                candidates,
            }
        }
    })
}

/// What `typed` names among `names` (ids of any kind: players, the chip
/// set's colours) by the two tiers and the whole-name-first rule of the
/// module. `Err` lists the candidates: none when nothing starts with it,
/// several (in `names`' order) when it is ambiguous.
pub fn pick<T: Copy>(names: &[(T, &str)], typed: &str) -> Result<T, Vec<T>> {
    let typed = typed.trim();
    for key in [lower_tr as fn(&str) -> String, fold] {
        match matches(names, typed, key).as_slice() {
            [] => {}
            [p] => return Ok(*p),
            many => return Err(many.to_vec()),
        }
    }
    Err(Vec::new())
}

/// One typed hand split at its label: `ka: Ah Ad Kc Qs 9h` gives
/// `(Some("ka"), " Ah Ad Kc Qs 9h")`; a part without a `:` has no label.
pub fn split_label(part: &str) -> (Option<&str>, &str) {
    match part.split_once(':') {
        Some((label, cards)) => (Some(label.trim()), cards),
        None => (None, part),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    const TABLE: [&str; 6] = [
        "Kadir Aslan",
        "Kemal Uz",
        "Gülay Tan",
        "Işıl Güneş",
        "İsmail Çakır",
        "Ömer",
    ];

    fn at(text: &str) -> Result<PlayerId, LabelError> {
        let n = names(&TABLE);
        resolve(&Roster::of_names(&n), text)
    }

    #[test]
    fn a_unique_prefix_of_any_word_names_the_player() {
        assert_eq!(at("ka"), Ok(PlayerId(0)));
        assert_eq!(at("as"), Ok(PlayerId(0)), "the second word");
        assert_eq!(at("kadir a"), Ok(PlayerId(0)), "the whole name");
        // Capitals typed on an English keyboard: `I` is ı in Turkish,
        // and the folded tier finds Kadir.
        assert_eq!(at("KADIR ASLAN"), Ok(PlayerId(0)));
        assert_eq!(at("uz"), Ok(PlayerId(1)));
        assert_eq!(at("ta"), Ok(PlayerId(2)));
        assert_eq!(at("öm"), Ok(PlayerId(5)), "a one-word name");
        assert_eq!(at("Ömer"), Ok(PlayerId(5)));
    }

    #[test]
    fn an_ambiguous_prefix_lists_the_candidates() {
        assert_eq!(
            at("k"),
            Err(LabelError::Ambiguous {
                label: "k".into(),
                candidates: vec![PlayerId(0), PlayerId(1)]
            })
        );
        // `gü` starts Gülay and Güneş, a second word.
        assert_eq!(
            at("gü"),
            Err(LabelError::Ambiguous {
                label: "gü".into(),
                candidates: vec![PlayerId(2), PlayerId(3)]
            })
        );
        assert_eq!(at("gül"), Ok(PlayerId(2)));
    }

    #[test]
    fn an_unknown_label_is_refused_as_typed() {
        assert_eq!(at("zeki"), Err(LabelError::Unknown("zeki".into())));
        assert_eq!(at("  "), Err(LabelError::Empty));
        // A number without seats is a name like any other.
        assert_eq!(at("3"), Err(LabelError::Unknown("3".into())));
    }

    #[test]
    fn turkish_letters_first_then_ascii_folding() {
        // ı and i are different letters: Işıl and İsmail.
        assert_eq!(at("ış"), Ok(PlayerId(3)));
        assert_eq!(at("IŞIL"), Ok(PlayerId(3)), "I lower-cases to ı");
        assert_eq!(at("i"), Ok(PlayerId(4)), "i is İsmail, not Işıl");
        assert_eq!(at("İSM"), Ok(PlayerId(4)), "İ lower-cases to i");
        // Typed without Turkish letters, the folded names answer.
        assert_eq!(at("isil"), Ok(PlayerId(3)));
        assert_eq!(at("ışıl"), Ok(PlayerId(3)));
        assert_eq!(at("gul"), Ok(PlayerId(2)));
        let candidates = |r: Result<PlayerId, LabelError>| match r {
            Err(LabelError::Ambiguous { candidates, .. }) => candidates,
            _ => Vec::new(),
        };
        assert_eq!(candidates(at("gu")), [PlayerId(2), PlayerId(3)], "gu as gü");
        assert_eq!(candidates(at("gü")), [PlayerId(2), PlayerId(3)]);
        assert_eq!(at("cak"), Ok(PlayerId(4)));
        assert_eq!(at("omer"), Ok(PlayerId(5)));
        assert_eq!(at("gunes"), Ok(PlayerId(3)));
    }

    #[test]
    fn a_whole_name_typed_wins_over_longer_names() {
        let n = names(&["Can", "Can Berk", "Ali Can"]);
        let r = Roster::of_names(&n);
        assert_eq!(resolve(&r, "can"), Ok(PlayerId(0)));
        assert_eq!(resolve(&r, "can b"), Ok(PlayerId(1)));
        assert_eq!(resolve(&r, "be"), Ok(PlayerId(1)));
        assert_eq!(
            resolve(&r, "ca"),
            Err(LabelError::Ambiguous {
                label: "ca".into(),
                candidates: vec![PlayerId(0), PlayerId(1), PlayerId(2)]
            })
        );
    }

    #[test]
    fn seat_numbers_count_clockwise_from_seat_one() {
        let n = names(&TABLE[..4]);
        let mut r = Roster::of_names(&n);
        r.seats = vec![PlayerId(2), PlayerId(0), PlayerId(3), PlayerId(1)];
        assert_eq!(resolve(&r, "1"), Ok(PlayerId(2)));
        assert_eq!(resolve(&r, " 4 "), Ok(PlayerId(1)));
        for bad in ["0", "5", "99999999999999999999999"] {
            assert_eq!(
                resolve(&r, bad),
                Err(LabelError::NoSeat {
                    seat: bad.into(),
                    seats: 4
                })
            );
        }
    }

    #[test]
    fn only_the_roster_is_named() {
        let n = names(&TABLE);
        let mut r = Roster::of_names(&n);
        // Kemal left: `k` is Kadir alone.
        r.players.retain(|(p, _)| *p != PlayerId(1));
        assert_eq!(resolve(&r, "k"), Ok(PlayerId(0)));
        assert_eq!(resolve(&r, "kem"), Err(LabelError::Unknown("kem".into())));
    }

    #[test]
    fn a_label_ends_at_its_colon() {
        assert_eq!(split_label("ka: Ah Ad"), (Some("ka"), " Ah Ad"));
        assert_eq!(
            split_label(" Kadir Aslan :AhAd"),
            (Some("Kadir Aslan"), "AhAd")
        );
        assert_eq!(split_label("Ah Ad"), (None, "Ah Ad"));
    }
}
