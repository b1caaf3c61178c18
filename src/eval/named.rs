//! The hands a host types at a dispute, with or without names:
//! `Ali: Ah Ad Kc Qs 9h | Veli: 7s 7d 7c 2h 2d`, and for a board game the
//! board last: `Ali: Ah Kd | Veli: 7s 7d | 2c 5h 9s Jd Qc`. One parser for
//! the racon screen and the CLI; names match the night's players with
//! Turkish case folding ([`crate::money::line::find_name`]).

use crate::cards::{Card, ParseError, parse_cards};

/// What the host typed, read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NamedHands {
    /// Each hand's cards, in the order typed.
    pub hands: Vec<Vec<Card>>,
    /// Each hand's player (index into the players), when a name was typed.
    pub who: Vec<Option<usize>>,
    /// The board (empty for games without one).
    pub board: Vec<Card>,
}

impl NamedHands {
    /// Every hand has a name, and no player has two hands: the verdict can
    /// go into the hand log and the pot line can split the pot.
    pub fn players(&self) -> Option<Vec<usize>> {
        let who: Vec<usize> = self.who.iter().copied().collect::<Option<_>>()?;
        let mut d = who.clone();
        d.sort_unstable();
        d.dedup();
        (d.len() == who.len() && !who.is_empty()).then_some(who)
    }
}

/// Why the typed hands cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamedError {
    /// A name before `:` that is not one of the players.
    UnknownName(String),
    /// Cards that cannot be read: in hand `hand` (0-based), or on the
    /// board (`None`).
    Cards {
        hand: Option<usize>,
        error: ParseError,
    },
}

/// Reads `text`: hands separated by `|`, each `NAME: CARDS` or `CARDS`;
/// with `has_board`, the last part is the board.
pub fn parse_named(
    text: &str,
    players: &[String],
    has_board: bool,
) -> Result<NamedHands, NamedError> {
    let mut parts: Vec<&str> = text.split('|').collect();
    let board_text = if has_board {
        parts.pop().unwrap_or_default()
    } else {
        ""
    };
    let mut out = NamedHands::default();
    for (i, part) in parts.iter().enumerate() {
        let (who, cards) = match part.split_once(':') {
            Some((name, cards)) => {
                let p = crate::money::line::find_name(players, name)
                    .map(|p| p.index())
                    .ok_or_else(|| NamedError::UnknownName(name.trim().to_string()))?;
                (Some(p), cards)
            }
            None => (None, *part),
        };
        let cards = parse_cards(cards).map_err(|error| NamedError::Cards {
            hand: Some(i),
            error,
        })?;
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
        ["Ayşe", "Işıl", "Can"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn names_fold_and_the_board_comes_last() {
        let h = parse_named(
            "ışıl: Ah Kd | CAN: 7s 7d | 2c 5h 9s Jd Qc",
            &players(),
            true,
        )
        .unwrap();
        assert_eq!(h.who, vec![Some(1), Some(2)]);
        assert_eq!(h.hands.len(), 2);
        assert_eq!(h.board.len(), 5);
        assert_eq!(h.players(), Some(vec![1, 2]));
    }

    #[test]
    fn unnamed_or_repeated_hands_have_no_players() {
        let h = parse_named("Ah Ad Kc Qs 9h | Can: 7s 7d 7c 2h 2d", &players(), false).unwrap();
        assert_eq!(h.who, vec![None, Some(2)]);
        assert_eq!(h.players(), None);
        let h = parse_named(
            "Can: Ah Ad Kc Qs 9h | can: 7s 7d 7c 2h 2d",
            &players(),
            false,
        )
        .unwrap();
        assert_eq!(h.players(), None);
    }

    #[test]
    fn errors_say_where() {
        assert_eq!(
            parse_named("Veli: Ah", &players(), false),
            Err(NamedError::UnknownName("Veli".into()))
        );
        assert!(matches!(
            parse_named("Can: Ah Xx", &players(), false),
            Err(NamedError::Cards { hand: Some(0), .. })
        ));
        assert!(matches!(
            parse_named("Can: Ah Kd | 2c Zz", &players(), true),
            Err(NamedError::Cards { hand: None, .. })
        ));
    }
}
