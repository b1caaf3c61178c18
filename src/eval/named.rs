//! The hands a host types at a dispute, with or without labels:
//! `ka: Ah Ad Kc Qs 9h | 2: 7s 7d 7c 2h 2d`, and for a board game the
//! board last: `Ali: Ah Kd | Veli: 7s 7d | 2c 5h 9s Jd Qc`. One parser for
//! the racon screen and `racon judge`. With a roster (the night's
//! players) a label is a name prefix or a seat number
//! ([`crate::money::names`]); without one (`racon judge`) it is a free name.

use crate::cards::{Card, ParseError, fold, parse_cards};
use crate::money::names::{LabelError, Roster, resolve, split_label};
use crate::units::PlayerId;

/// What the host typed, read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NamedHands {
    /// Each hand's cards, in the order typed.
    pub hands: Vec<Vec<Card>>,
    /// Each hand's label as typed, when one was.
    pub labels: Vec<Option<String>>,
    /// Each hand's player, when a label was typed and a roster given.
    pub who: Vec<Option<PlayerId>>,
    /// The board (empty for games without one).
    pub board: Vec<Card>,
}

impl NamedHands {
    /// Every hand names a player (no player twice: [`parse_named`] refuses
    /// that): the verdict can go into the hand log and the pot line can
    /// split the pot.
    pub fn players(&self) -> Option<Vec<PlayerId>> {
        let who: Vec<PlayerId> = self.who.iter().copied().collect::<Option<_>>()?;
        (!who.is_empty()).then_some(who)
    }
}

/// Why the typed hands cannot be read. Hands count from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedError {
    /// A label that names nobody, or more than one player.
    Label { hand: usize, error: LabelError },
    /// Cards that cannot be read: in hand `hand`, or on the board (`None`).
    Cards {
        hand: Option<usize>,
        error: ParseError,
    },
    /// Two hands with the same player (or the same free name).
    Twice { first: usize, again: usize },
}

/// Reads the typed `parts` (the screen splits its line at `|`, the CLI
/// gives one argument per hand): each `LABEL: CARDS` or `CARDS`; with
/// `has_board`, the last part is the board.
pub fn parse_named(
    parts: &[&str],
    roster: Option<&Roster>,
    has_board: bool,
) -> Result<NamedHands, NamedError> {
    let (hands, board_text) = match (has_board, parts.split_last()) {
        (true, Some((board, hands))) => (hands, *board),
        _ => (parts, ""),
    };
    let mut out = NamedHands::default();
    for (i, part) in hands.iter().enumerate() {
        let (label, cards) = split_label(part);
        let who = match (label, roster) {
            (Some(l), Some(r)) => {
                Some(resolve(r, l).map_err(|error| NamedError::Label { hand: i, error })?)
            }
            (Some(""), None) => {
                return Err(NamedError::Label {
                    hand: i,
                    error: LabelError::Empty,
                });
            }
            _ => None,
        };
        let twice = match (who, label) {
            (Some(p), _) => out.who.iter().position(|&q| q == Some(p)),
            (None, Some(l)) => out
                .labels
                .iter()
                .position(|m| m.as_deref().is_some_and(|m| fold(m) == fold(l))),
            (None, None) => None,
        };
        if let Some(first) = twice {
            return Err(NamedError::Twice { first, again: i });
        }
        let cards = parse_cards(cards).map_err(|error| NamedError::Cards {
            hand: Some(i),
            error,
        })?;
        out.labels.push(label.map(str::to_string));
        out.who.push(who);
        out.hands.push(cards);
    }
    out.board = parse_cards(board_text).map_err(|error| NamedError::Cards { hand: None, error })?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players() -> Vec<String> {
        ["Ayşe Nur", "Işıl Su", "Can"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn read(text: &str, board: bool) -> Result<NamedHands, NamedError> {
        let p = players();
        let parts: Vec<&str> = text.split('|').collect();
        parse_named(&parts, Some(&Roster::of_names(&p)), board)
    }

    #[test]
    fn prefixes_fold_and_the_board_comes_last() {
        let h = read("ışıl: Ah Kd | CAN: 7s 7d | 2c 5h 9s Jd Qc", true).unwrap();
        assert_eq!(h.who, vec![Some(PlayerId(1)), Some(PlayerId(2))]);
        assert_eq!(h.labels, vec![Some("ışıl".into()), Some("CAN".into())]);
        assert_eq!(h.hands.len(), 2);
        assert_eq!(h.board.len(), 5);
        assert_eq!(h.players(), Some(vec![PlayerId(1), PlayerId(2)]));
        let h = read("su: Ah Kd | ay:7s7d | 2c5h9sJdQc", true).unwrap();
        assert_eq!(h.players(), Some(vec![PlayerId(1), PlayerId(0)]));
    }

    #[test]
    fn unnamed_hands_have_no_players_and_a_player_twice_is_refused() {
        let h = read("Ah Ad Kc Qs 9h | Can: 7s 7d 7c 2h 2d", false).unwrap();
        assert_eq!(h.who, vec![None, Some(PlayerId(2))]);
        assert_eq!(h.players(), None);
        assert_eq!(
            read("Can: Ah Ad Kc Qs 9h | c: 7s 7d 7c 2h 2d", false),
            Err(NamedError::Twice { first: 0, again: 1 })
        );
    }

    #[test]
    fn free_names_without_a_roster() {
        let h = parse_named(&["Ali: Kh Qd", "Can: Ks Qc", "Qh Jh"], None, false).unwrap();
        assert_eq!(h.labels, vec![Some("Ali".into()), Some("Can".into()), None]);
        assert_eq!(h.who, vec![None, None, None]);
        assert_eq!(
            parse_named(&["Ali: Kh", "ALİ: Ks"], None, false),
            Err(NamedError::Twice { first: 0, again: 1 })
        );
        assert!(matches!(
            parse_named(&[": Kh"], None, false),
            Err(NamedError::Label { hand: 0, .. })
        ));
    }

    #[test]
    fn errors_say_where() {
        assert_eq!(
            read("Veli: Ah", false),
            Err(NamedError::Label {
                hand: 0,
                error: LabelError::Unknown("Veli".into())
            })
        );
        assert!(matches!(
            read("Can: Ah Xx", false),
            Err(NamedError::Cards { hand: Some(0), .. })
        ));
        assert!(matches!(
            read("Can: Ah Kd | 2c Zz", true),
            Err(NamedError::Cards { hand: None, .. })
        ));
    }
}
