//! The end-of-night count (step 2), money (step 3) and the settlement
//! (step 4).
//!
//! - Each player's net is his final chips minus the kav he bought. The nets
//!   must sum to zero; when they do not, the difference (counted − bought)
//!   must be resolved by an explicit choice ([`Resolve`]), which the
//!   [`Settlement`] records with the chips it moved:
//!   - `Assign(p)`: player `p`'s net changes by −difference (missing chips
//!     are credited to him, extra chips charged to him);
//!   - `Spread`: every player's net changes by −difference ÷ n rounded down
//!     (Euclidean division); the chips left over go one each to the first
//!     players in input order;
//!   - `Lost`: the chips are written off and nobody pays or receives money
//!     for them: when chips are missing the debtors' debts shrink, when
//!     there are extra chips the creditors' claims shrink, each in
//!     proportion to his net (rounded down; the chips left over go one each
//!     to the largest remainders, ties to the earlier player).
//! - Money: one chip is worth a whole number of kuruş, so a net in kuruş is
//!   exactly `net × chip_value`; nothing is rounded and the money sums to
//!   exactly zero because the nets do.
//! - Transfers: exactly the fewest ([`super::transfers`]), or, in cashier
//!   (kasiyer) mode, everyone settles with the cashier. A player's deposit
//!   with the cashier (R25, chips) is credited against what he owes: the
//!   cashier pays him `net + deposit` when that is positive, and he pays the
//!   cashier the rest when it is negative. A cashier who is not a player
//!   (an outsider) has a net of zero.

use super::transfers::{TransferError, minimal_transfers};
use super::{Chips, Kurus, MAX_CHIP_VALUE, MAX_CHIPS, MAX_PLAYERS};
use serde::{Deserialize, Serialize};

/// One player's count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    /// Kav bought over the night, in chips.
    pub kav: Chips,
    /// Chips at the end (or when he left).
    pub chips: Chips,
}

/// How a count that does not sum to zero is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resolve {
    /// The difference goes on this player's count.
    Assign(usize),
    /// Everyone shares it evenly.
    Spread,
    /// Booked as lost chips.
    Lost,
}

/// Who holds the money in cashier mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CashierMode {
    /// One of the players.
    Player(usize),
    /// Someone outside the game.
    Outsider,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettleInput {
    pub counts: Vec<Count>,
    /// What one chip is worth, in kuruş (1..=MAX_CHIP_VALUE).
    pub chip_value: Kurus,
    pub resolve: Option<Resolve>,
    pub cashier: Option<CashierMode>,
    /// Chips each player left with the cashier (R25); empty for none.
    pub deposits: Vec<Chips>,
}

/// One side of a transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Party {
    Player(usize),
    /// The cashier, when he is not a player.
    Cashier,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettleTransfer {
    pub from: Party,
    pub to: Party,
    pub chips: Chips,
    pub kurus: Kurus,
}

/// The recorded choice and what it did to each net.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolution {
    pub choice: Resolve,
    /// Chips added to each player's net (they sum to −difference).
    pub adjustments: Vec<Chips>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// Chips minus kav, as counted.
    pub counted: Vec<Chips>,
    /// Σ counted: chips counted minus kav bought.
    pub difference: Chips,
    /// Present when the difference was not zero.
    pub resolution: Option<Resolution>,
    /// The nets settled (sum to zero).
    pub nets: Vec<Chips>,
    /// The nets in kuruş.
    pub money: Vec<Kurus>,
    pub transfers: Vec<SettleTransfer>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    #[error("no players")]
    NoPlayers,
    #[error("{players} players; at most {max}")]
    TooMany { players: usize, max: usize },
    #[error("the lists do not have one entry per player")]
    Shape,
    #[error("player {player}: a negative amount")]
    Negative { player: usize },
    #[error("player {player}: more than {max} chips")]
    TooLarge { player: usize, max: Chips },
    #[error("a chip is worth 1 to {max} kuruş")]
    BadChipValue { max: Kurus },
    #[error("player {player} is not one of the players")]
    UnknownPlayer { player: usize },
    #[error(
        "{counted} chips counted against {bought} bought: a difference of {difference}; resolve it"
    )]
    Unbalanced {
        difference: Chips,
        counted: Chips,
        bought: Chips,
    },
    #[error("deposits need a cashier")]
    DepositsWithoutCashier,
    #[error("player {player} is the cashier and cannot deposit with himself")]
    CashierDeposit { player: usize },
    #[error("an amount in kuruş is too large")]
    MoneyTooLarge,
    #[error(transparent)]
    Transfers(#[from] TransferError),
}

fn validate(input: &SettleInput) -> Result<(), SettleError> {
    let n = input.counts.len();
    if n == 0 {
        return Err(SettleError::NoPlayers);
    }
    if n > MAX_PLAYERS {
        return Err(SettleError::TooMany {
            players: n,
            max: MAX_PLAYERS,
        });
    }
    if !(input.deposits.is_empty() || input.deposits.len() == n) {
        return Err(SettleError::Shape);
    }
    if !(1..=MAX_CHIP_VALUE).contains(&input.chip_value) {
        return Err(SettleError::BadChipValue {
            max: MAX_CHIP_VALUE,
        });
    }
    let amounts = input
        .counts
        .iter()
        .enumerate()
        .flat_map(|(p, c)| [(p, c.kav), (p, c.chips)])
        .chain(input.deposits.iter().copied().enumerate());
    for (player, c) in amounts {
        if c < 0 {
            return Err(SettleError::Negative { player });
        }
        if c > MAX_CHIPS {
            return Err(SettleError::TooLarge {
                player,
                max: MAX_CHIPS,
            });
        }
    }
    if let Some(Resolve::Assign(p)) = input.resolve
        && p >= n
    {
        return Err(SettleError::UnknownPlayer { player: p });
    }
    let any_deposit = input.deposits.iter().any(|&d| d > 0);
    match input.cashier {
        None if any_deposit => return Err(SettleError::DepositsWithoutCashier),
        Some(CashierMode::Player(p)) if p >= n => {
            return Err(SettleError::UnknownPlayer { player: p });
        }
        Some(CashierMode::Player(p)) if input.deposits.get(p).is_some_and(|&d| d > 0) => {
            return Err(SettleError::CashierDeposit { player: p });
        }
        _ => {}
    }
    Ok(())
}

/// What `choice` adds to each net so that they sum to zero.
fn adjustments(counted: &[Chips], difference: Chips, choice: Resolve) -> Vec<Chips> {
    let n = counted.len();
    let mut adj = vec![0 as Chips; n];
    let fix = -difference;
    match choice {
        Resolve::Assign(p) => {
            if let Some(a) = adj.get_mut(p) {
                *a = fix;
            }
        }
        Resolve::Spread => {
            let k = n as Chips;
            let each = fix.div_euclid(k);
            let left = fix.rem_euclid(k);
            for (i, a) in adj.iter_mut().enumerate() {
                *a = each + Chips::from((i as Chips) < left);
            }
        }
        Resolve::Lost => {
            // Missing chips (fix > 0) shrink the debts; extra chips
            // (fix < 0) shrink the claims.
            let side = |net: Chips| if fix > 0 { net < 0 } else { net > 0 };
            let total: i128 = counted
                .iter()
                .filter(|&&c| side(c))
                .map(|&c| i128::from(c.unsigned_abs()))
                .sum();
            let cut = i128::from(fix.unsigned_abs());
            if total == 0 {
                return adj;
            }
            // cut <= total: the side that is too large holds at least the
            // difference. Shares fit in i64 because they are <= |net|.
            let mut rems: Vec<(i128, usize)> = Vec::new();
            let mut given: i128 = 0;
            for (i, &c) in counted.iter().enumerate() {
                if !side(c) {
                    continue;
                }
                let w = i128::from(c.unsigned_abs());
                let share = cut * w / total;
                given += share;
                adj[i] = i64::try_from(share).unwrap_or(0);
                rems.push((cut * w % total, i));
            }
            rems.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let left = usize::try_from(cut - given).unwrap_or(0);
            for &(_, i) in rems.iter().take(left) {
                adj[i] += 1;
            }
            if fix < 0 {
                for a in &mut adj {
                    *a = -*a;
                }
            }
        }
    }
    adj
}

fn kurus(chips: Chips, value: Kurus) -> Result<Kurus, SettleError> {
    Kurus::try_from(i128::from(chips) * i128::from(value)).map_err(|_| SettleError::MoneyTooLarge)
}

/// Settles a count. Refuses a count that does not sum to zero unless
/// `resolve` says how.
pub fn settle(input: &SettleInput) -> Result<Settlement, SettleError> {
    validate(input)?;
    let counted: Vec<Chips> = input.counts.iter().map(|c| c.chips - c.kav).collect();
    let difference: Chips = counted.iter().sum();
    let resolution = match (difference, input.resolve) {
        (0, _) => None,
        (d, None) => {
            return Err(SettleError::Unbalanced {
                difference: d,
                counted: input.counts.iter().map(|c| c.chips).sum(),
                bought: input.counts.iter().map(|c| c.kav).sum(),
            });
        }
        (d, Some(choice)) => Some(Resolution {
            choice,
            adjustments: adjustments(&counted, d, choice),
        }),
    };
    let nets: Vec<Chips> = match &resolution {
        None => counted.clone(),
        Some(r) => counted
            .iter()
            .zip(&r.adjustments)
            .map(|(c, a)| c + a)
            .collect(),
    };
    let money = nets
        .iter()
        .map(|&c| kurus(c, input.chip_value))
        .collect::<Result<Vec<_>, _>>()?;

    let mut moves: Vec<(Party, Party, Chips)> = Vec::new();
    match input.cashier {
        None => {
            for t in minimal_transfers(&nets)? {
                moves.push((Party::Player(t.from), Party::Player(t.to), t.chips));
            }
        }
        Some(mode) => {
            let cashier = match mode {
                CashierMode::Player(c) => Party::Player(c),
                CashierMode::Outsider => Party::Cashier,
            };
            for (p, &net) in nets.iter().enumerate() {
                if cashier == Party::Player(p) {
                    continue;
                }
                let balance = net + input.deposits.get(p).copied().unwrap_or(0);
                match balance {
                    b if b > 0 => moves.push((cashier, Party::Player(p), b)),
                    b if b < 0 => moves.push((Party::Player(p), cashier, -b)),
                    _ => {}
                }
            }
        }
    }
    let transfers = moves
        .into_iter()
        .map(|(from, to, chips)| {
            Ok(SettleTransfer {
                from,
                to,
                chips,
                kurus: kurus(chips, input.chip_value)?,
            })
        })
        .collect::<Result<Vec<_>, SettleError>>()?;
    Ok(Settlement {
        counted,
        difference,
        resolution,
        nets,
        money,
        transfers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(pairs: &[(Chips, Chips)]) -> SettleInput {
        SettleInput {
            counts: pairs
                .iter()
                .map(|&(kav, chips)| Count { kav, chips })
                .collect(),
            chip_value: 100,
            ..SettleInput::default()
        }
    }

    #[test]
    fn issue_example() {
        let s = settle(&counted(&[(1000, 1800), (1000, 200), (2000, 2000)])).unwrap();
        assert_eq!(s.nets, vec![800, -800, 0]);
        assert_eq!(s.money, vec![80_000, -80_000, 0]);
        assert_eq!(
            s.transfers,
            vec![SettleTransfer {
                from: Party::Player(1),
                to: Party::Player(0),
                chips: 800,
                kurus: 80_000
            }]
        );
    }

    #[test]
    fn spread_rounds_down_and_gives_the_rest_to_the_first() {
        // 7 chips missing over 3 players: +3, +2, +2.
        assert_eq!(adjustments(&[0, 0, -7], -7, Resolve::Spread), vec![3, 2, 2]);
        // 7 extra chips: floor(-7 / 3) = -3 each, and the 2 left over go
        // +1 each to the first two: -2, -2, -3.
        assert_eq!(
            adjustments(&[7, 0, 0], 7, Resolve::Spread),
            vec![-2, -2, -3]
        );
    }

    #[test]
    fn lost_shrinks_the_larger_side() {
        // Nets +800, -500, -400: 100 chips missing; debts shrink 5:4.
        let a = adjustments(&[800, -500, -400], -100, Resolve::Lost);
        assert_eq!(a, vec![0, 56, 44]);
        // Nets +500, +400, -800: 100 extra chips; claims shrink 5:4.
        let a = adjustments(&[500, 400, -800], 100, Resolve::Lost);
        assert_eq!(a, vec![-56, -44, 0]);
    }
}
