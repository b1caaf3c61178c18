//! The fewest transfers that settle a set of nets (R25), the last step of
//! the end-of-night money.
//!
//! Any set of transfers that settles the nets splits the players with a
//! non-zero net into connected groups, each of which sums to zero, and a
//! group of `k` players needs at least `k − 1` transfers. So the minimum is
//! `n − g`, where `n` counts the non-zero nets and `g` is the most disjoint
//! zero-sum groups they can be split into. [`minimal_transfers`] finds `g`
//! exactly by dynamic programming over subsets (2^n, n ≤ 20), then settles
//! each group with exactly `k − 1` transfers. Greedy matching (largest
//! debtor to largest creditor over everyone), which most tools use, often
//! needs more.
//!
//! Deterministic: the same nets give the same transfers, in the same order.

use super::input::MAX_PLAYERS;
use crate::units::{Amount, PlayerId};

/// Largest |net| accepted: 32 of them still fit in an `i64`.
pub const MAX_NET: i64 = i64::MAX / 32;

/// One payment: `from` (a debtor) pays `to` (a creditor) `amount` (chips at
/// the table, kuruş in the ledger).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Transfer<A> {
    pub from: PlayerId,
    pub to: PlayerId,
    pub amount: A,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TransferError {
    #[error("{players} players; at most {max} can be settled")]
    TooMany { players: usize, max: usize },
    #[error("the nets sum to {sum}, not 0")]
    NotZeroSum { sum: i64 },
    #[error("player {player}: net too large")]
    TooLarge { player: PlayerId },
}

fn check<A: Amount>(nets: &[A]) -> Result<(), TransferError> {
    if nets.len() > MAX_PLAYERS {
        return Err(TransferError::TooMany {
            players: nets.len(),
            max: MAX_PLAYERS,
        });
    }
    if let Some(player) = PlayerId::all(nets.len())
        .find(|p| nets[p.index()].get().unsigned_abs() > MAX_NET.unsigned_abs())
    {
        return Err(TransferError::TooLarge { player });
    }
    // Bounded above: at most 20 values of at most i64::MAX / 32.
    let sum: A = nets.iter().copied().sum();
    if sum != A::ZERO {
        return Err(TransferError::NotZeroSum { sum: sum.get() });
    }
    Ok(())
}

/// The players with a non-zero net split into the most disjoint zero-sum
/// groups (each group in index order; groups ordered by their first index).
/// Every group is minimal: no part of it sums to zero.
pub fn zero_sum_groups<A: Amount>(nets: &[A]) -> Result<Vec<Vec<PlayerId>>, TransferError> {
    check(nets)?;
    let players: Vec<PlayerId> = PlayerId::all(nets.len())
        .filter(|p| nets[p.index()] != A::ZERO)
        .collect();
    let m = players.len();
    if m == 0 {
        return Ok(Vec::new());
    }
    let size = 1usize << m;
    // sum[mask]: the nets of the players in `mask`; bounded by check().
    let mut sum = vec![A::ZERO; size];
    // best[mask]: the most zero-sum "prefixes" of any ordering of `mask`,
    // which for a zero-sum mask is the most zero-sum groups it splits into.
    let mut best = vec![0u8; size];
    for mask in 1..size {
        let low = mask.trailing_zeros() as usize;
        sum[mask] = sum[mask & (mask - 1)] + nets[players[low].index()];
        let mut b = 0u8;
        let mut bits = mask;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            b = b.max(best[mask ^ (1 << i)]);
        }
        best[mask] = b + u8::from(sum[mask] == A::ZERO);
    }

    let mut groups = Vec::new();
    let mut rest = size - 1;
    while rest != 0 {
        let low = rest & rest.wrapping_neg();
        let want = best[rest].saturating_sub(1);
        // The numerically smallest zero-sum group holding the lowest player
        // that leaves the rest as many groups as possible.
        let others = rest ^ low;
        let mut chosen = rest;
        let mut sub = others;
        loop {
            let group = sub | low;
            if group < chosen && sum[group] == A::ZERO && best[rest ^ group] == want {
                chosen = group;
            }
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & others;
        }
        groups.push(
            (0..m)
                .filter(|&i| chosen & (1 << i) != 0)
                .map(|i| players[i])
                .collect(),
        );
        rest ^= chosen;
    }
    Ok(groups)
}

/// Settles one zero-sum group: the largest debtor pays the largest creditor
/// as much as both allow, until all are square (ties: the earlier index).
/// Each step squares at least one player, and a group with no zero-sum part
/// squares exactly one per step until the last two: `k − 1` transfers.
fn settle_group<A: Amount>(nets: &[A], group: &[PlayerId], out: &mut Vec<Transfer<A>>) {
    let mut left: Vec<(PlayerId, A)> = group.iter().map(|&p| (p, nets[p.index()])).collect();
    loop {
        let debtor = left
            .iter()
            .filter(|(_, n)| *n < A::ZERO)
            .min_by_key(|&&(i, n)| (n, i))
            .copied();
        let creditor = left
            .iter()
            .filter(|(_, n)| *n > A::ZERO)
            .min_by_key(|&&(i, n)| (-n, i))
            .copied();
        let (Some((d, dn)), Some((c, cn))) = (debtor, creditor) else {
            return;
        };
        let amount = cn.min(-dn);
        out.push(Transfer {
            from: d,
            to: c,
            amount,
        });
        for (i, n) in &mut left {
            if *i == d {
                *n += amount;
            } else if *i == c {
                *n -= amount;
            }
        }
    }
}

/// The fewest transfers that square every net exactly; only debtor →
/// creditor, sorted by payer then payee (index order). `nets` must sum to 0
/// and hold at most [`MAX_PLAYERS`] entries.
pub fn minimal_transfers<A: Amount>(nets: &[A]) -> Result<Vec<Transfer<A>>, TransferError> {
    let groups = zero_sum_groups(nets)?;
    let mut out = Vec::new();
    for g in &groups {
        settle_group(nets, g, &mut out);
    }
    out.sort();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::units::Chips;

    fn c<const N: usize>(v: [i64; N]) -> Vec<Chips> {
        v.into_iter().map(Chips).collect()
    }

    #[test]
    fn nothing_to_settle() {
        assert_eq!(minimal_transfers::<Chips>(&[]).unwrap(), vec![]);
        assert_eq!(minimal_transfers(&c([0, 0, 0])).unwrap(), vec![]);
    }

    #[test]
    fn one_pair() {
        assert_eq!(
            minimal_transfers(&c([-5, 0, 5])).unwrap(),
            vec![Transfer {
                from: PlayerId(0),
                to: PlayerId(2),
                amount: Chips(5)
            }]
        );
    }

    #[test]
    fn groups_are_found() {
        let nets = c([-4, 3, 2, 2, -3]);
        assert_eq!(
            zero_sum_groups(&nets).unwrap(),
            [
                [0, 2, 3].map(PlayerId).to_vec(),
                [1, 4].map(PlayerId).to_vec()
            ]
        );
        assert_eq!(minimal_transfers(&nets).unwrap().len(), 3);
    }

    #[test]
    fn refuses_bad_input() {
        assert_eq!(
            minimal_transfers(&c([1, 2])),
            Err(TransferError::NotZeroSum { sum: 3 })
        );
        assert!(matches!(
            minimal_transfers(&c([0; 21])),
            Err(TransferError::TooMany { .. })
        ));
        assert_eq!(
            minimal_transfers(&c([i64::MAX, i64::MIN + 1])),
            Err(TransferError::TooLarge {
                player: PlayerId(0)
            })
        );
        // i64::MIN has no positive twin: still refused, not an overflow.
        assert_eq!(
            minimal_transfers(&c([0, i64::MIN])),
            Err(TransferError::TooLarge {
                player: PlayerId(1)
            })
        );
    }
}
