//! The money (DESIGN: pure core): who takes which pot at a showdown, the
//! end-of-night count, chips into kuruş, and the fewest transfers that settle
//! everyone. No I/O, no clock, no randomness; every amount is an integer
//! (chips, kuruş) and every sum is bounded so it cannot overflow.
//!
//! - [`pot`]: main and side pots for rest (R27) and the diferans (R35), the
//!   false opener's penalty (R36, both values of C9), açıktan fiş (R38) and
//!   tapi (R26).
//! - [`settle`](mod@settle): nets against kav, a difference that must be resolved,
//!   money in kuruş, direct or cashier (kasiyer) settlement.
//! - [`input`]: the player and chip-amount checks both of them make.
//! - [`transfers`]: exactly the fewest debtor → creditor transfers.
//!
//! Players are indices into the caller's list; the shells map names.

// A cast here can lose or invent chips: say how a number fits, or use
// `try_from` (the crate allows these lints for eval's and tui's small numbers).
#![warn(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]

pub mod hand_pot;
pub mod input;
pub mod ledger;
pub mod line;
pub mod names;
pub mod payee;
pub mod pot;
pub mod settle;
pub mod transfers;

pub use input::InputError;
pub use pot::{FalseOpener, FalseOpenerRule, Pot, PotError, PotInput, PotKind, Split, split};
pub use settle::{
    CashierMode, Count, Expense, Extras, Party, Resolution, Resolve, SettleError, SettleInput,
    SettleTransfer, Settlement, SpotPayment, settle, settle_with, shares,
};
pub use transfers::{Transfer, TransferError, minimal_transfers};

pub use crate::units::{Chips, Kurus};

/// Most players in one pot or one settlement (with the checks, in
/// `input.rs`).
pub use input::MAX_PLAYERS;

/// The largest chip amount one entry may carry (the night's bound); with at
/// most [`MAX_PLAYERS`] entries no sum of chips comes near overflow. Most
/// kuruş one chip may be worth (10.000 ₺).
pub use crate::units::{MAX_CHIP_VALUE, MAX_CHIPS};

/// Largest-remainder apportionment: `total` split in proportion to
/// `weights` out of `whole` (normally their sum). Each part is
/// `total × weight / whole` rounded down; the units left over go one each
/// to the largest remainders, equal remainders to the earlier index. The
/// parts add up to `total` when the weights add up to `whole`. `None` when
/// `whole` is 0 or the arithmetic overflows.
pub fn apportion(total: u128, weights: &[u128], whole: u128) -> Option<Vec<u128>> {
    if whole == 0 {
        return None;
    }
    let mut parts = Vec::with_capacity(weights.len());
    let mut rems = Vec::with_capacity(weights.len());
    for &w in weights {
        let num = total.checked_mul(w)?;
        parts.push(num / whole);
        rems.push(num % whole);
    }
    let given = parts.iter().try_fold(0u128, |a, &p| a.checked_add(p))?;
    let left = total.checked_sub(given)?;
    let mut order: Vec<usize> = (0..parts.len()).collect();
    // Stable: equal remainders keep the earlier index first.
    order.sort_by(|&a, &b| rems[b].cmp(&rems[a]));
    for &i in order.iter().take(usize::try_from(left).ok()?) {
        parts[i] += 1;
    }
    Some(parts)
}

#[cfg(test)]
mod tests {
    use super::apportion;

    #[test]
    fn apportion_gives_the_rest_to_the_largest_remainders_then_the_earlier() {
        assert_eq!(apportion(10, &[1, 1, 1], 3), Some(vec![4, 3, 3]));
        assert_eq!(apportion(7, &[5, 3, 0, 2], 10), Some(vec![4, 2, 0, 1]));
        assert_eq!(apportion(5, &[2, 0, 2], 4), Some(vec![3, 0, 2]));
        assert_eq!(apportion(5, &[1, 1], 0), None);
        assert_eq!(apportion(u128::MAX, &[2, 2], 4), None);
    }
}
