//! The numbers the core parts hand each other (pure core): [`Chips`] on the
//! table, [`Kurus`] in the settlement, and [`PlayerId`] for "which player",
//! with [`PerPlayer`] for one value per player.
//!
//! They are newtypes so a chip count cannot be added to money or used as a
//! player, and a player cannot be confused with a seat number or a count.
//! All three serialize as the bare integer (`#[serde(transparent)]`), exactly
//! as the plain integers they replace, so every file written before them
//! still reads.
//!
//! Where per-player values live: the night's [`State`](crate::night::State)
//! and the report keep a [`PerPlayer`]; the money functions take slices in
//! the caller's player order and give back lists in that same order (a pot
//! split or a settlement is computed from what it is handed), while every
//! field that names one player (a winner, a payer, a cashier) is a
//! [`PlayerId`].
//!
//! Arithmetic is the integer's own: the night bounds every amount
//! ([`MAX_CHIPS`]) so sums of at most a table's players stay
//! far from overflow; the `checked_` forms are there for the places that add
//! what a user typed.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Div, Index, IndexMut, Mul, Neg, Rem, Sub, SubAssign};

/// What [`Chips`] and [`Kurus`] share, for the code that works on either
/// (the fewest transfers settle chips at the table and kuruş in the ledger).
pub trait Amount:
    Copy
    + Ord
    + fmt::Debug
    + fmt::Display
    + Add<Output = Self>
    + Sub<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + Sum
{
    const ZERO: Self;
    fn get(self) -> i64;
}

macro_rules! amount {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl $name {
            pub const ZERO: $name = $name(0);

            /// The plain integer (for formatting and arithmetic with counts).
            pub const fn get(self) -> i64 {
                self.0
            }
            pub fn checked_add(self, other: $name) -> Option<$name> {
                self.0.checked_add(other.0).map($name)
            }
            pub fn checked_sub(self, other: $name) -> Option<$name> {
                self.0.checked_sub(other.0).map($name)
            }
            pub const fn saturating_add(self, other: $name) -> $name {
                $name(self.0.saturating_add(other.0))
            }
            pub const fn saturating_sub(self, other: $name) -> $name {
                $name(self.0.saturating_sub(other.0))
            }
            pub const fn saturating_mul(self, n: i64) -> $name {
                $name(self.0.saturating_mul(n))
            }
            /// `self × n`, `None` on overflow.
            pub fn checked_mul(self, n: i64) -> Option<$name> {
                self.0.checked_mul(n).map($name)
            }
            /// The sum, `None` on overflow.
            pub fn checked_sum<'a>(items: impl IntoIterator<Item = &'a $name>) -> Option<$name> {
                items
                    .into_iter()
                    .try_fold($name::ZERO, |acc, x| acc.checked_add(*x))
            }
            /// The size of the amount; `i64::MIN` saturates to `i64::MAX`
            /// instead of overflowing.
            pub const fn abs(self) -> $name {
                $name(self.0.saturating_abs())
            }
            pub const fn is_positive(self) -> bool {
                self.0 > 0
            }
            pub const fn is_negative(self) -> bool {
                self.0 < 0
            }
            pub const fn is_zero(self) -> bool {
                self.0 == 0
            }
            pub const fn signum(self) -> i64 {
                self.0.signum()
            }
            pub const fn unsigned_abs(self) -> u64 {
                self.0.unsigned_abs()
            }
            /// Shared by `n`, rounded down (toward −∞).
            pub const fn div_euclid(self, n: i64) -> $name {
                $name(self.0.div_euclid(n))
            }
            /// What is left of sharing by `n` rounded down: `0..n`.
            pub const fn rem_euclid(self, n: i64) -> i64 {
                self.0.rem_euclid(n)
            }
        }

        impl Amount for $name {
            const ZERO: $name = $name(0);
            fn get(self) -> i64 {
                self.0
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;
            /// The bare integer, as [`Display`](fmt::Display) writes it.
            fn from_str(s: &str) -> Result<$name, Self::Err> {
                s.parse().map($name)
            }
        }

        impl fmt::Display for $name {
            /// The bare number; `i18n::num` groups thousands for people.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }
        impl Add for $name {
            type Output = $name;
            fn add(self, o: $name) -> $name {
                $name(self.0 + o.0)
            }
        }
        impl Sub for $name {
            type Output = $name;
            fn sub(self, o: $name) -> $name {
                $name(self.0 - o.0)
            }
        }
        impl AddAssign for $name {
            fn add_assign(&mut self, o: $name) {
                self.0 += o.0;
            }
        }
        impl SubAssign for $name {
            fn sub_assign(&mut self, o: $name) {
                self.0 -= o.0;
            }
        }
        impl Neg for $name {
            type Output = $name;
            fn neg(self) -> $name {
                $name(-self.0)
            }
        }
        /// An amount times a count (players, hands).
        impl Mul<i64> for $name {
            type Output = $name;
            fn mul(self, n: i64) -> $name {
                $name(self.0 * n)
            }
        }
        /// An amount shared by a count, rounded toward zero.
        impl Div<i64> for $name {
            type Output = $name;
            fn div(self, n: i64) -> $name {
                $name(self.0 / n)
            }
        }
        /// What is left of an amount shared by a count.
        impl Rem<i64> for $name {
            type Output = $name;
            fn rem(self, n: i64) -> $name {
                $name(self.0 % n)
            }
        }
        impl Sum for $name {
            fn sum<I: Iterator<Item = $name>>(iter: I) -> $name {
                iter.fold($name::ZERO, |a, b| a + b)
            }
        }
        impl<'a> Sum<&'a $name> for $name {
            fn sum<I: Iterator<Item = &'a $name>>(iter: I) -> $name {
                iter.fold($name::ZERO, |a, b| a + *b)
            }
        }
    };
}

amount! {
    /// Chips: whole numbers; negative only as a loss or a net.
    Chips
}

amount! {
    /// Money, in kuruş (1 ₺ = 100 kuruş).
    Kurus
}

/// The largest chip amount one action (or one money entry) may carry;
/// keeps every sum far from overflow. The night and the money share it.
pub const MAX_CHIPS: Chips = Chips(1_000_000_000_000);

/// Most kuruş one chip may be worth (10.000 ₺), so money never overflows.
pub const MAX_CHIP_VALUE: Kurus = Kurus(1_000_000);

/// Longest player name, in characters (the night's name may be twice this;
/// the ledger's names keep the same limit).
pub const MAX_NAME: usize = 24;

impl Chips {
    /// The chips' worth at `chip_value` kuruş a chip, `None` on overflow.
    pub fn to_kurus(self, chip_value: Kurus) -> Option<Kurus> {
        self.0.checked_mul(chip_value.0).map(Kurus)
    }
}

/// A player: the index into the night's (or the settlement's) list of
/// players, in the order the host typed them. At most 255 players; a table
/// seats ten and a settlement takes twenty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The index into the list of players.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The player at index `i`, `None` past the 256th.
    pub fn from_index(i: usize) -> Option<PlayerId> {
        u8::try_from(i).ok().map(PlayerId)
    }
    /// Every player of a list of `n`, in order (at most 256).
    pub fn all(n: usize) -> impl DoubleEndedIterator<Item = PlayerId> + ExactSizeIterator {
        (0..n.min(256)).map(|i| PlayerId(i as u8))
    }
}

impl fmt::Display for PlayerId {
    /// The index (people see names; this is for logs and `--json`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// One value per player, indexed by [`PlayerId`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerPlayer<T>(pub Vec<T>);

impl<T> PerPlayer<T> {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn get(&self, p: PlayerId) -> Option<&T> {
        self.0.get(p.index())
    }
    pub fn get_mut(&mut self, p: PlayerId) -> Option<&mut T> {
        self.0.get_mut(p.index())
    }
    /// The values, in player order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }
    /// The values to change, in player order.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }
    /// Each player with their value, in player order.
    pub fn with_ids(&self) -> impl DoubleEndedIterator<Item = (PlayerId, &T)> + ExactSizeIterator {
        PlayerId::all(self.0.len()).zip(self.0.iter())
    }
    /// The players, in order (not borrowing the values).
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = PlayerId> + ExactSizeIterator + use<T> {
        PlayerId::all(self.0.len())
    }
}

impl<'a, T> IntoIterator for &'a PerPlayer<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut PerPlayer<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter_mut()
    }
}

impl<T> From<Vec<T>> for PerPlayer<T> {
    fn from(v: Vec<T>) -> PerPlayer<T> {
        PerPlayer(v)
    }
}

impl<T> FromIterator<T> for PerPlayer<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> PerPlayer<T> {
        PerPlayer(iter.into_iter().collect())
    }
}

impl<T> Index<PlayerId> for PerPlayer<T> {
    type Output = T;
    /// Callers index with players of this same list (checked where a
    /// player comes from outside: `decide`, the money input checks).
    fn index(&self, p: PlayerId) -> &T {
        &self.0[p.index()]
    }
}

impl<T> IndexMut<PlayerId> for PerPlayer<T> {
    fn index_mut(&mut self, p: PlayerId) -> &mut T {
        &mut self.0[p.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_serialize_as_the_bare_integer_old_files_hold() {
        let text = ron::to_string(&(Chips(1500), Kurus(-25), PlayerId(3))).unwrap();
        assert_eq!(text, "(1500,-25,3)");
        let back: (Chips, Kurus, PlayerId) = ron::from_str("(7, 200, 9)").unwrap();
        assert_eq!(back, (Chips(7), Kurus(200), PlayerId(9)));
        assert_eq!(
            serde_json::to_string(&PerPlayer(vec![Chips(1), Chips(-1)])).unwrap(),
            "[1,-1]"
        );
    }

    #[test]
    fn chips_to_kurus_and_overflow() {
        assert_eq!(Chips(40).to_kurus(Kurus(250)), Some(Kurus(10_000)));
        assert_eq!(Chips(-3).to_kurus(Kurus(100)), Some(Kurus(-300)));
        assert_eq!(Chips(i64::MAX).to_kurus(Kurus(2)), None);
        assert_eq!(Chips(i64::MAX).checked_add(Chips(1)), None);
        assert_eq!(Chips::checked_sum(&[Chips(2), Chips(5)]), Some(Chips(7)));
        assert_eq!(Chips::checked_sum(&[Chips(i64::MAX), Chips(1)]), None);
    }

    #[test]
    fn arithmetic_is_the_integers() {
        let v = [10, -4, 7].map(Chips);
        assert_eq!(v.iter().sum::<Chips>(), Chips(13));
        assert_eq!(Chips(10) * 3 - Chips(4), Chips(26));
        assert_eq!((Chips(10) / 3, Chips(10) % 3), (Chips(3), Chips(1)));
        assert_eq!(-Chips(5), Chips(-5));
        assert!(Chips(-1) < Chips::ZERO && Chips(-1).is_negative());
        assert_eq!(Chips(-9).abs().to_string(), "9");
        assert_eq!(Chips(i64::MIN).abs(), Chips(i64::MAX));
    }

    #[test]
    fn players_and_per_player() {
        assert_eq!(PlayerId::from_index(255), Some(PlayerId(255)));
        assert_eq!(PlayerId::from_index(256), None);
        assert_eq!(
            PlayerId::all(3).collect::<Vec<_>>(),
            [0, 1, 2].map(PlayerId)
        );
        assert_eq!(PlayerId::all(1000).len(), 256);
        let mut kav: PerPlayer<Chips> = vec![Chips(0); 3].into();
        kav[PlayerId(2)] += Chips(500);
        assert_eq!(kav.get(PlayerId(2)), Some(&Chips(500)));
        assert_eq!(kav.get(PlayerId(3)), None);
        let seen: Vec<_> = kav
            .with_ids()
            .filter(|(_, c)| c.is_positive())
            .map(|(p, _)| p)
            .collect();
        assert_eq!(seen, [PlayerId(2)]);
    }
}
