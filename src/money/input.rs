//! The checks a pot split and a settlement both make on what they are
//! given: how many players there are, that the lists line up, and that
//! every chip amount is in range.

use crate::units::{Chips, MAX_CHIPS, PlayerId};

/// Most players in one pot or one settlement. A table seats at most ten;
/// the exact-minimum search is exponential in this (2^20 subsets).
pub const MAX_PLAYERS: usize = 20;

/// What is wrong with the players or chip amounts handed to
/// [`super::split`] or [`super::settle()`]; both errors embed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    #[error("no players")]
    NoPlayers,
    #[error("{players} players; at most {max}")]
    TooMany { players: usize, max: usize },
    #[error("the lists do not have one entry per player")]
    Shape,
    #[error("player {player}: a negative amount")]
    Negative { player: PlayerId },
    #[error("player {player}: more than {max} chips")]
    TooLarge { player: PlayerId, max: Chips },
    #[error("player {player} is not one of the players")]
    UnknownPlayer { player: PlayerId },
}

/// At least one player and at most [`MAX_PLAYERS`].
pub(super) fn check_count(n: usize) -> Result<(), InputError> {
    if n == 0 {
        return Err(InputError::NoPlayers);
    }
    if n > MAX_PLAYERS {
        return Err(InputError::TooMany {
            players: n,
            max: MAX_PLAYERS,
        });
    }
    Ok(())
}

/// Every `(player, amount)` is in `0..=MAX_CHIPS`; the first one that is
/// not is the error.
pub(super) fn check_amounts(
    amounts: impl IntoIterator<Item = (PlayerId, Chips)>,
) -> Result<(), InputError> {
    for (player, c) in amounts {
        if c.is_negative() {
            return Err(InputError::Negative { player });
        }
        if c > MAX_CHIPS {
            return Err(InputError::TooLarge {
                player,
                max: MAX_CHIPS,
            });
        }
    }
    Ok(())
}
