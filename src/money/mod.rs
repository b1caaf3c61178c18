//! The money (DESIGN: pure core): who takes which pot at a showdown, the
//! end-of-night count, chips into kuruş, and the fewest transfers that settle
//! everyone. No I/O, no clock, no randomness; every amount is an integer
//! (chips, kuruş) and every sum is bounded so it cannot overflow.
//!
//! - [`pot`]: main and side pots for rest (R27) and the diferans (R35), the
//!   false opener's penalty (R36, both values of C9), açıktan fiş (R38) and
//!   tapi (R26).
//! - [`settle`]: nets against kav, a difference that must be resolved,
//!   money in kuruş, direct or cashier (kasiyer) settlement.
//! - [`transfers`]: exactly the fewest debtor → creditor transfers.
//!
//! Players are indices into the caller's list; the shells map names.

pub mod ledger;
pub mod line;
pub mod pot;
pub mod settle;
pub mod transfers;

pub use crate::night::setup::Chips;
pub use pot::{FalseOpener, FalseOpenerRule, Pot, PotError, PotInput, PotKind, Split, split};
pub use settle::{
    CashierMode, Count, Expense, Extras, Party, Resolution, Resolve, SettleError, SettleInput,
    SettleTransfer, Settlement, SpotPayment, settle, settle_with, shares,
};
pub use transfers::{Transfer, TransferError, minimal_transfers};

/// Money, in kuruş (1 ₺ = 100 kuruş).
pub type Kurus = i64;

/// Most players in one pot or one settlement. A table seats at most ten;
/// the exact-minimum search is exponential in this (2^20 subsets).
pub const MAX_PLAYERS: usize = 20;

/// The largest chip amount one entry may carry (the night's bound); with at
/// most [`MAX_PLAYERS`] entries no sum of chips comes near overflow.
pub const MAX_CHIPS: Chips = crate::night::MAX_CHIPS;

/// Most kuruş one chip may be worth (the night's bound, 10.000 ₺).
pub const MAX_CHIP_VALUE: Kurus = crate::night::setup::MAX_CHIP_VALUE;
