//! The chip set (fiş takımı, S0 §5): which amounts the colours can make,
//! and how a kav is handed over as chips. Pure data: values in chips, counts
//! per colour in the set's order; the words are in `i18n`.
//!
//! "Can be made" means: written as a sum of the chip values, each used any
//! number of times (a non-negative integer combination). [`makeable`]
//! decides it exactly for unlimited chips: every value is a multiple of the
//! values' greatest common divisor `g`, so the amount must be too, and then
//! the amounts made of the values `v/g` are known from the smallest amount
//! made in each residue class modulo the smallest value (a shortest-path
//! table, so 20 and 50 make 40, 60 and 70 but not 30). A plain gcd test is
//! exact only when the smallest value divides every other one.
//!
//! The default breakdown of an amount ([`breakdown`]) keeps small chips in
//! every hand: a quarter of the amount in the smallest colour, a quarter of
//! what is left in the next, and so on up to (not including) the largest,
//! each rounded down to whole chips; the rest greedily from the largest
//! colour down. 400 with 10 and 50 is 10 × 10 + 6 × 50. When the bank holds
//! too few of a colour for that, or the greedy rest leaves a remainder, an
//! exact search finds another breakdown (as many of the larger colours as
//! it can); it says the amount cannot be made only when no breakdown
//! within the bank exists.
//!
//! The chip set's data ([`ChipColour`], in the setup's `chips`) and the
//! setup's checks of it (`Setup::validate_chips`, [`Setup::warnings`]) are
//! here too, beside what they use.

use super::setup::{AntePlan, BlindLevel, Chips, Invalid, MAX_NAME, Setup, SetupProblem, bad};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// Most colours in a set.
pub const MAX_COLOURS: usize = 12;

/// The largest value one colour may have, in chips (keeps the exact tables
/// small: at most this many entries).
pub const MAX_COLOUR_VALUE: i64 = 1_000_000;

/// One colour of the chip set: the host's own name for it, what one chip of
/// it is worth in chips, and how many he owns (if he says).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChipColour {
    pub name: String,
    pub value: Chips,
    /// How many the host owns; 0 (left out of files): not said. A plain
    /// number, so the file reads `owned: 300`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub owned: u32,
    /// How many of this colour go in each stack the host hands out as a
    /// kav (his own breakdown, [`kav_breakdown`]); 0 (left out of files) in
    /// every colour: racon's default breakdown.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub per_kav: u32,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if hands the field by reference"
)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl ChipColour {
    /// How many the host said he owns, if he said.
    pub fn owned(&self) -> Option<u32> {
        (self.owned > 0).then_some(self.owned)
    }
}

/// An amount of the setup the chip set must be able to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChipAmount {
    Yer,
    MinKav,
    MaxKav,
    Cikma,
    /// An ante (of any plan); blinds are [`ChipAmount::Blind`].
    Ante,
    Blind,
}

/// What is allowed but differs from the seed's advice; the setup still
/// starts. Worded by `i18n::form::setup_warning`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupWarning {
    /// S0 §5: the smallest chip should be what the dealer puts in; here
    /// `smallest` neither equals nor divides the dealer's `ante` or the
    /// `yer`.
    SmallestChip {
        smallest: Chips,
        ante: Chips,
        yer: Chips,
    },
}

impl Setup {
    /// The chip set: named and valued colours, each name and value once,
    /// and every amount the night needs made of them (see
    /// [`makeable`]). A top-up has no fixed step in racon
    /// (any amount may be bought), so each one is broken down when it is
    /// typed instead.
    pub fn validate_chips(&self) -> Result<(), Invalid> {
        use super::chips::{MAX_COLOUR_VALUE, MAX_COLOURS, makeable};
        let set = &self.chips;
        if set.is_empty() {
            return Ok(());
        }
        if set.len() > MAX_COLOURS {
            return bad("chips", SetupProblem::TooManyColours { max: MAX_COLOURS });
        }
        for (i, c) in set.iter().enumerate() {
            let at = |f: &str| format!("chips.{i}.{f}");
            let name = c.name.trim();
            if name.is_empty() {
                return bad(&at("name"), SetupProblem::ColourUnnamed { number: i + 1 });
            }
            if c.name.chars().any(char::is_control) || name.chars().count() > MAX_NAME {
                let problem = SetupProblem::ColourName {
                    number: i + 1,
                    max: MAX_NAME,
                };
                return bad(&at("name"), problem);
            }
            if super::setup::named_before(set[..i].iter().map(|o| o.name.as_str()), name) {
                return bad(
                    &at("name"),
                    SetupProblem::ColourTwice {
                        name: name.to_string(),
                    },
                );
            }
            if c.value <= Chips::ZERO {
                return bad(
                    &at("value"),
                    SetupProblem::ColourValueNotPositive {
                        name: name.to_string(),
                    },
                );
            }
            if c.value > Chips(MAX_COLOUR_VALUE) {
                return bad(
                    &at("value"),
                    SetupProblem::ColourValueTooBig {
                        name: name.to_string(),
                        max: Chips(MAX_COLOUR_VALUE),
                    },
                );
            }
            if set[..i].iter().any(|o| o.value == c.value) {
                return bad(
                    &at("value"),
                    SetupProblem::ColourValueTwice { value: c.value },
                );
            }
        }
        let values: Vec<i64> = set.iter().map(|c| c.value.0).collect();
        for (what, amount) in self.chip_amounts() {
            if !makeable(&values, amount.0) {
                return bad("chips", SetupProblem::ChipsCannotMake { what, amount });
            }
        }
        Ok(())
    }

    /// The amounts the chip set must make: the yer, the kav bounds, the
    /// çıkma (when there is one) and every ante or blind of the plan.
    fn chip_amounts(&self) -> Vec<(ChipAmount, Chips)> {
        let s = &self.stakes;
        let mut out = vec![(ChipAmount::Yer, s.yer), (ChipAmount::MinKav, s.min_kav)];
        out.extend(s.max_kav.map(|m| (ChipAmount::MaxKav, m)));
        if s.cikma > Chips::ZERO {
            out.push((ChipAmount::Cikma, s.cikma));
        }
        match &self.ante {
            AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => {
                out.push((ChipAmount::Ante, *amount));
            }
            AntePlan::Merdiven { base, steps, .. } => out.extend(
                steps
                    .iter()
                    .map(|&m| (ChipAmount::Ante, base.saturating_mul(i64::from(m)))),
            ),
            AntePlan::Turlu { per_tur, .. } => {
                out.extend(per_tur.iter().map(|&a| (ChipAmount::Ante, a)));
            }
            AntePlan::Blinds { levels } => {
                for l in levels {
                    out.push((ChipAmount::Blind, l.small));
                    out.push((ChipAmount::Blind, l.big));
                }
            }
        }
        out
    }

    /// What the setup allows but the seed advises against (S0 §5): the
    /// smallest chip should be what the dealer puts in, so it should equal
    /// or divide the dealer's ante (the first ante of the plan; the small
    /// blind) or the yer. Empty without a chip set.
    pub fn warnings(&self) -> Vec<SetupWarning> {
        let Some(smallest) = self
            .chips
            .iter()
            .map(|c| c.value)
            .filter(|v| *v > Chips::ZERO)
            .min()
        else {
            return Vec::new();
        };
        let ante = match &self.ante {
            AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => *amount,
            AntePlan::Merdiven { base, steps, .. } => {
                base.saturating_mul(i64::from(steps.first().copied().unwrap_or(1)))
            }
            AntePlan::Turlu { per_tur, .. } => per_tur.first().copied().unwrap_or(Chips::ZERO),
            AntePlan::Blinds { levels } => levels.first().map_or(Chips::ZERO, |l| l.small),
        };
        let yer = self.stakes.yer;
        let divides = |a: Chips| a > Chips::ZERO && a.0 % smallest.0 == 0;
        if divides(ante) || divides(yer) {
            Vec::new()
        } else {
            vec![SetupWarning::SmallestChip {
                smallest,
                ante,
                yer,
            }]
        }
    }
}

/// How an amount is handed over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breakdown {
    /// How many of each colour, in the set's order; they add up to the
    /// amount exactly.
    Chips(Vec<i64>),
    /// The values could make it, but the bank has too few of colour
    /// `colour` (an index into the set): the default breakdown with
    /// unlimited chips needs `needed` of it, and the bank has `left`.
    Short {
        colour: usize,
        needed: i64,
        left: i64,
    },
    /// No sum of the values is the amount.
    CannotMake,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

/// The values' greatest common divisor (0 for no values).
pub fn values_gcd(values: &[i64]) -> i64 {
    values.iter().fold(0, |g, &v| gcd(g, v))
}

/// The values' gcd `g`, the smallest value over `g`, and the smallest sum
/// in each residue class.
type Table = (i64, i64, Vec<Option<i64>>);

/// For positive `values` (each at most [`MAX_COLOUR_VALUE`]): `table[r]` is
/// the smallest sum of the values congruent to `r` modulo the smallest
/// value (all divided by their gcd), `None` where there is none.
fn residue_table(values: &[i64]) -> Option<Table> {
    let g = values_gcd(values);
    let m = values.iter().copied().filter(|&v| v > 0).min()?;
    if g <= 0 {
        return None;
    }
    let m = m / g;
    let size = usize::try_from(m).ok()?;
    let mut best: Vec<Option<i64>> = vec![None; size];
    best[0] = Some(0);
    // Each value v/g is a step of v/g mod m; relaxing the cycle of each step
    // twice over reaches the fixed point (the round-robin algorithm).
    for &value in values {
        let step = value / g;
        let shift = usize::try_from(step % m).ok()?;
        if shift == 0 {
            continue;
        }
        let cycles = gcd(m, step % m);
        let cycle_len = usize::try_from(m / cycles).ok()?;
        for start in 0..usize::try_from(cycles).ok()? {
            let mut at = start;
            for _ in 0..2 * cycle_len {
                let next = (at + shift) % size;
                if let Some(b) = best[at] {
                    let cand = b + step;
                    if best[next].is_none_or(|n| cand < n) {
                        best[next] = Some(cand);
                    }
                }
                at = next;
            }
        }
    }
    Some((g, m, best))
}

/// Whether `amount` is a sum of `values`, each used any number of times
/// (exact; see the module). Zero is (no chips); a negative amount is not.
pub fn makeable(values: &[i64], amount: i64) -> bool {
    if amount == 0 {
        return true;
    }
    if amount < 0 {
        return false;
    }
    residue_table(values).is_some_and(|t| in_table(&t, amount))
}

/// Whether `amount` (positive) is made, by a table of [`residue_table`].
fn in_table((g, m, table): &Table, amount: i64) -> bool {
    if amount == 0 {
        return true;
    }
    if amount < 0 || amount % g != 0 {
        return false;
    }
    let a = amount / g;
    usize::try_from(a % m)
        .ok()
        .and_then(|r| table.get(r).copied().flatten())
        .is_some_and(|least| least <= a)
}

/// Breaks `amount` into chips of `values` (positive and distinct, at most
/// [`MAX_COLOURS`]), taking no more of colour `i` than `bank[i]` when a
/// bank is given (what the host owns minus what is already handed out).
pub fn breakdown(values: &[i64], amount: i64, bank: Option<&[i64]>) -> Breakdown {
    if amount < 0 || values.is_empty() || !makeable(values, amount) {
        return Breakdown::CannotMake;
    }
    let unlimited = vec![i64::MAX; values.len()];
    let left: Vec<i64> = match bank {
        Some(b) => (0..values.len())
            .map(|i| b.get(i).copied().unwrap_or(0).max(0))
            .collect(),
        None => unlimited.clone(),
    };
    if let Some(counts) = default_counts(values, amount, &left) {
        return Breakdown::Chips(counts);
    }
    if let Some(counts) = search(values, amount, &left) {
        return Breakdown::Chips(counts);
    }
    // The values make it but the bank does not: the colour the unlimited
    // breakdown needs more of than the bank holds.
    let wanted = default_counts(values, amount, &unlimited)
        .or_else(|| search(values, amount, &unlimited))
        .unwrap_or_default();
    wanted
        .iter()
        .zip(&left)
        .enumerate()
        .find(|(_, (w, l))| w > l)
        .map_or(Breakdown::CannotMake, |(colour, (&needed, &l))| {
            Breakdown::Short {
                colour,
                needed,
                left: l,
            }
        })
}

/// The colours' indices, smallest value first.
fn ascending(values: &[i64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by_key(|&i| values[i]);
    order
}

/// The default rule (see the module), within `left`; `None` when it does
/// not come out exact.
fn default_counts(values: &[i64], amount: i64, left: &[i64]) -> Option<Vec<i64>> {
    let order = ascending(values);
    let mut counts = vec![0i64; values.len()];
    let mut rest = amount;
    if let Some((_, smaller)) = order.split_last() {
        for &i in smaller {
            let c = (rest / 4 / values[i]).min(left[i]);
            counts[i] = c;
            rest -= c * values[i];
        }
    }
    for &i in order.iter().rev() {
        let c = (rest / values[i]).min(left[i] - counts[i]);
        counts[i] += c;
        rest -= c * values[i];
    }
    (rest == 0).then_some(counts)
}

/// An exact search within `left`: the largest colour first, as many of it
/// as can be, then fewer; a state (colour, rest) that failed once is not
/// tried again.
fn search(values: &[i64], amount: i64, left: &[i64]) -> Option<Vec<i64>> {
    let desc: Vec<usize> = ascending(values).into_iter().rev().collect();
    // What the colours from each level down can make, and hold.
    let tables: Vec<Option<Table>> = (0..desc.len())
        .map(|l| residue_table(&desc[l..].iter().map(|&j| values[j]).collect::<Vec<_>>()))
        .collect();
    let capacity: Vec<i64> = (0..desc.len())
        .map(|l| {
            desc[l..]
                .iter()
                .map(|&j| values[j].saturating_mul(left[j]))
                .fold(0i64, i64::saturating_add)
        })
        .collect();
    let mut s = Search {
        values,
        left,
        desc,
        tables,
        capacity,
        counts: vec![0i64; values.len()],
        failed: HashSet::new(),
    };
    s.dfs(0, amount).then_some(s.counts)
}

/// The search's fixed parts and its progress.
struct Search<'a> {
    values: &'a [i64],
    left: &'a [i64],
    /// Colour indices, largest value first.
    desc: Vec<usize>,
    tables: Vec<Option<Table>>,
    capacity: Vec<i64>,
    counts: Vec<i64>,
    failed: HashSet<(usize, i64)>,
}

impl Search<'_> {
    fn dfs(&mut self, level: usize, rest: i64) -> bool {
        if rest == 0 {
            return true;
        }
        let Some(&i) = self.desc.get(level) else {
            return false;
        };
        if self.failed.contains(&(level, rest)) {
            return false;
        }
        let possible = self.capacity[level] >= rest
            && self.tables[level]
                .as_ref()
                .is_some_and(|t| in_table(t, rest));
        if possible {
            let v = self.values[i];
            let most = (rest / v).min(self.left[i]);
            for c in (0..=most).rev() {
                self.counts[i] = c;
                if self.dfs(level + 1, rest - c * v) {
                    return true;
                }
            }
            self.counts[i] = 0;
        }
        self.failed.insert((level, rest));
        false
    }
}

/// What passes between the bank and the players, in the night's order
/// ([`crate::night::State::bank`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BankMove {
    /// A kav or top-up handed out (a late arrival's and a returner's too),
    /// as [`breakdown`] gives it against what the bank holds then.
    Kav(Chips),
    /// A leaver's chips, counted by colour, back in the bank.
    HandedBack(Vec<i64>),
    /// A leaver who sits down again takes his chips back.
    TakenBack(Vec<i64>),
}

/// What the bank still holds of each colour, in the set's order, when the
/// host said how many he owns of every colour: what he owns minus each kav
/// in `moves` (in order) handed out as [`breakdown`] gave it against what
/// was left then, plus the chips leavers handed back counted by colour
/// (minus those they took back on returning). A kav the bank could not
/// make takes nothing out (what the host handed out instead is not
/// known). `None` when a colour's `owned` is not given.
pub fn bank_left(set: &[ChipColour], moves: &[BankMove]) -> Option<Vec<i64>> {
    let mut left: Vec<i64> = set
        .iter()
        .map(|c| c.owned().map(i64::from))
        .collect::<Option<_>>()?;
    for m in moves {
        match m {
            BankMove::Kav(kav) => {
                if let Breakdown::Chips(c) = kav_breakdown(set, kav.0, Some(&left)) {
                    for (l, c) in left.iter_mut().zip(c) {
                        *l -= c;
                    }
                }
            }
            BankMove::HandedBack(c) => {
                for (l, c) in left.iter_mut().zip(c) {
                    *l = l.saturating_add(*c);
                }
            }
            BankMove::TakenBack(c) => {
                for (l, c) in left.iter_mut().zip(c) {
                    *l = l.saturating_sub(*c);
                }
            }
        }
    }
    Some(left)
}

/// How `amount` is handed out from the set: where the host gave his own
/// stack (`per_kav` counts), as many whole stacks as the amount holds and
/// the rest by [`breakdown`], when the bank has them; otherwise, and
/// without a stack, [`breakdown`] of the whole amount.
pub fn kav_breakdown(set: &[ChipColour], amount: i64, bank: Option<&[i64]>) -> Breakdown {
    let values = values(set);
    let stack: Vec<i64> = set.iter().map(|c| i64::from(c.per_kav)).collect();
    let unit: i64 = stack.iter().zip(&values).map(|(n, v)| n * v).sum();
    if unit > 0 && amount >= unit {
        let base: Vec<i64> = stack.iter().map(|n| n * (amount / unit)).collect();
        let left: Option<Vec<i64>> =
            bank.map(|b| b.iter().zip(&base).map(|(l, n)| l - n).collect());
        let fits = left.as_ref().is_none_or(|l| l.iter().all(|&n| n >= 0));
        let rest = amount % unit;
        let rest = if rest == 0 {
            Some(vec![0; values.len()])
        } else if let Breakdown::Chips(c) = breakdown(&values, rest, left.as_deref()) {
            Some(c)
        } else {
            None
        };
        if let (true, Some(rest)) = (fits, rest) {
            return Breakdown::Chips(base.iter().zip(rest).map(|(a, b)| a + b).collect());
        }
    }
    breakdown(&values, amount, bank)
}

/// The set's values, in its order.
pub fn values(set: &[ChipColour]) -> Vec<i64> {
    set.iter().map(|c| c.value.0).collect()
}

/// Why the chip set's one line (`beyaz 10 ×300, kırmızı 50, mavi 100`)
/// could not be read; worded by `i18n::chips::text_error`. `number` counts
/// the colours written, from 1; `item` is the colour as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChipsTextError {
    /// No value: the item does not end in a whole number.
    NoValue { number: usize, item: String },
    /// A value but no name before it.
    NoName { number: usize, item: String },
    /// `×` not followed by a whole number above 0.
    BadOwned { number: usize, item: String },
}

/// The marks of "how many owned": `×300`, `x300`, `*300`.
const TIMES: [char; 4] = ['×', 'x', 'X', '*'];

/// A whole number as typed, `.` and `_` grouping digits.
fn whole(t: &str) -> Option<i64> {
    let digits: String = t.chars().filter(|c| !matches!(c, '.' | '_')).collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// The chip set from its one line: colours separated by commas, each its
/// name (any words), its value and, if the host says, `×` and how many he
/// owns. Empty: no chip set. The checks of the set itself are
/// `Setup::validate`'s.
pub fn parse_set(text: &str) -> Result<Vec<ChipColour>, ChipsTextError> {
    text.split(',')
        .map(str::trim)
        .filter(|i| !i.is_empty())
        .enumerate()
        .map(|(i, item)| parse_colour(item, i + 1))
        .collect()
}

fn parse_colour(item: &str, number: usize) -> Result<ChipColour, ChipsTextError> {
    let mut words: Vec<&str> = item.split_whitespace().collect();
    let mut owned = 0u32;
    // `×300` or `× 300` at the end, when a value stands before it.
    let n = words.len();
    let split = match words.as_slice() {
        [.., t, c] if t.chars().count() == 1 && t.starts_with(TIMES) => Some((2, *c)),
        [.., t] if t.starts_with(TIMES) => Some((1, t.trim_start_matches(TIMES))),
        _ => None,
    };
    if let Some((k, count)) = split
        && n > k
        && whole(words[n - k - 1]).is_some()
    {
        owned = whole(count)
            .and_then(|c| u32::try_from(c).ok())
            .filter(|&c| c > 0)
            .ok_or_else(|| ChipsTextError::BadOwned {
                number,
                item: item.to_string(),
            })?;
        words.truncate(n - k);
    }
    let value = words
        .last()
        .and_then(|w| whole(w))
        .ok_or_else(|| ChipsTextError::NoValue {
            number,
            item: item.to_string(),
        })?;
    words.pop();
    if words.is_empty() {
        return Err(ChipsTextError::NoName {
            number,
            item: item.to_string(),
        });
    }
    Ok(ChipColour {
        name: words.join(" "),
        value: Chips(value),
        owned,
        per_kav: 0,
    })
}

/// The chip set as [`parse_set`] reads it: `beyaz 10 ×300, mavi 100`;
/// empty for none.
pub fn set_text(set: &[ChipColour]) -> String {
    set.iter()
        .map(|c| match c.owned() {
            Some(o) => format!("{} {} ×{o}", c.name.trim(), c.value.0),
            None => format!("{} {}", c.name.trim(), c.value.0),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A colour that comes off the table, and its exchange: `count` of it make
/// `into_count` of the colour it goes into (5 beyaz = 1 kırmızı).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RaceOff {
    /// An index into the set.
    pub colour: usize,
    pub count: i64,
    pub into_count: i64,
}

/// Colour-up at a blind level: the smallest colours no blind from this
/// level on needs any more, which were needed at the level before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourUp {
    /// The level (an index into the plan's levels) they come off at.
    pub level: usize,
    /// Smallest first.
    pub off: Vec<RaceOff>,
    /// The colour they go into (an index into the set): the smallest one
    /// left on the table.
    pub into: usize,
}

/// How many of the set's smallest colours no blind of `levels` from
/// `level` on needs: every small and big blind from there on is made of
/// the larger colours alone (see [`makeable`]). One colour always stays.
pub fn unneeded_from(set: &[ChipColour], levels: &[BlindLevel], level: usize) -> usize {
    let order = ascending(&values(set));
    let ahead = levels.get(level..).unwrap_or_default();
    let made_without = |k: usize| {
        let rest: Vec<i64> = order[k..].iter().map(|&i| set[i].value.0).collect();
        rest.iter().all(|&v| v > 0)
            && ahead
                .iter()
                .all(|l| makeable(&rest, l.small.0) && makeable(&rest, l.big.0))
    };
    (1..order.len())
        .take_while(|&k| made_without(k))
        .last()
        .unwrap_or(0)
}

/// The colour-up at blind level `level` of the setup: the colours that
/// stop being needed there ([`unneeded_from`] grows from the level
/// before), and what they go into. None at the first level, for a plan
/// without blinds and without a chip set.
pub fn colour_up(setup: &Setup, level: usize) -> Option<ColourUp> {
    let AntePlan::Blinds { levels } = &setup.ante else {
        return None;
    };
    let set = &setup.chips;
    if level == 0 || level >= levels.len() {
        return None;
    }
    let before = unneeded_from(set, levels, level - 1);
    let now = unneeded_from(set, levels, level);
    if now <= before {
        return None;
    }
    let order = ascending(&values(set));
    let into = *order.get(now)?;
    let big = set[into].value.0;
    let off = order[before..now]
        .iter()
        .map(|&colour| {
            let small = set[colour].value.0;
            let lcm = small / gcd(small, big) * big;
            RaceOff {
                colour,
                count: lcm / small,
                into_count: lcm / big,
            }
        })
        .collect();
    Some(ColourUp { level, off, into })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The host's own stack (`per_kav`): whole stacks first, the rest by
    /// the default rule; the default when the bank lacks a stack's chips.
    #[test]
    fn a_kav_is_handed_out_as_the_hosts_stacks_and_the_rest() {
        let colour = |name: &str, value: i64, per_kav: u32| ChipColour {
            name: name.into(),
            value: Chips(value),
            owned: 0,
            per_kav,
        };
        let own = [colour("beyaz", 10, 20), colour("kırmızı", 50, 4)];
        let plain = [colour("beyaz", 10, 0), colour("kırmızı", 50, 0)];
        // 400 is one stack: 20 beyaz + 4 kırmızı, where the default gives
        // 10 + 6.
        assert_eq!(
            kav_breakdown(&own, 400, None),
            Breakdown::Chips(vec![20, 4])
        );
        assert_eq!(
            kav_breakdown(&plain, 400, None),
            Breakdown::Chips(vec![10, 6])
        );
        assert_eq!(
            kav_breakdown(&own, 800, None),
            Breakdown::Chips(vec![40, 8])
        );
        // 450: a stack and 50 more by the default rule.
        let Breakdown::Chips(c) = kav_breakdown(&own, 450, None) else {
            panic!("450 is made");
        };
        assert_eq!(c[0] * 10 + c[1] * 50, 450);
        assert!(c[0] >= 20 && c[1] >= 4, "{c:?}");
        // Less than a stack: the default rule.
        assert_eq!(
            kav_breakdown(&own, 200, None),
            breakdown(&[10, 50], 200, None)
        );
        // A bank with 15 beyaz cannot give a stack: the default within it.
        let bank = [15, 100];
        assert_eq!(
            kav_breakdown(&own, 400, Some(&bank)),
            breakdown(&[10, 50], 400, Some(&bank))
        );
        // Every amount of a few stacks adds up, within the bank.
        let bank = [300, 150];
        for amount in (10..=3_000).step_by(10) {
            if let Breakdown::Chips(c) = kav_breakdown(&own, amount, Some(&bank)) {
                assert_eq!(c[0] * 10 + c[1] * 50, amount);
                assert!(c[0] <= 300 && c[1] <= 150 && c.iter().all(|&n| n >= 0));
            }
        }
    }

    /// Every way to make `amount` within `bank` (brute force).
    fn brute(values: &[i64], amount: i64, bank: &[i64]) -> bool {
        fn go(values: &[i64], bank: &[i64], rest: i64) -> bool {
            match values.split_first() {
                None => rest == 0,
                Some((&v, more)) => (0..=bank[0]).any(|c| {
                    let r = rest - c * v;
                    r >= 0 && go(more, &bank[1..], r)
                }),
            }
        }
        go(values, bank, amount)
    }

    fn sum(values: &[i64], counts: &[i64]) -> i64 {
        values.iter().zip(counts).map(|(v, c)| v * c).sum()
    }

    fn colours(values: &[i64]) -> Vec<ChipColour> {
        let names = ["beyaz", "kırmızı", "mavi", "yeşil"];
        values
            .iter()
            .zip(names)
            .map(|(&v, name)| ChipColour {
                name: name.into(),
                value: Chips(v),
                owned: 0,
                per_kav: 0,
            })
            .collect()
    }

    fn blinds(levels: &[(i64, i64)]) -> AntePlan {
        AntePlan::Blinds {
            levels: levels
                .iter()
                .map(|&(small, big)| BlindLevel {
                    minutes: 20,
                    small: Chips(small),
                    big: Chips(big),
                })
                .collect(),
        }
    }

    fn setup(plan: AntePlan, set: &[i64]) -> Setup {
        let mut s: Setup = ron::from_str(include_str!("../../presets/holdem.ron")).expect("preset");
        s.ante = plan;
        s.chips = colours(set);
        s
    }

    #[test]
    fn the_five_goes_when_no_blind_from_the_level_on_needs_it() {
        let s = setup(blinds(&[(5, 10), (10, 20), (25, 50)]), &[5, 25, 100]);
        assert_eq!(colour_up(&s, 0), None);
        // 10/20 still needs the 5s.
        assert_eq!(colour_up(&s, 1), None);
        let up = colour_up(&s, 2).expect("at 25/50 the 5s come off");
        assert_eq!(
            up,
            ColourUp {
                level: 2,
                off: vec![RaceOff {
                    colour: 0,
                    count: 5,
                    into_count: 1
                }],
                into: 1
            }
        );
        let AntePlan::Blinds { levels } = &s.ante else {
            unreachable!()
        };
        assert_eq!(
            (0..3)
                .map(|l| unneeded_from(&s.chips, levels, l))
                .collect::<Vec<_>>(),
            vec![0, 0, 1]
        );
        assert_eq!(colour_up(&s, 3), None, "no such level");
    }

    #[test]
    fn a_plan_that_keeps_needing_the_small_chip_never_colours_up() {
        // 15/30 at the end needs the 5s to the last level.
        let s = setup(blinds(&[(5, 10), (25, 50), (15, 30)]), &[5, 25, 100]);
        assert!((0..3).all(|l| colour_up(&s, l).is_none()));
        // Without a chip set, nothing.
        let s = setup(blinds(&[(5, 10), (25, 50)]), &[]);
        assert_eq!(colour_up(&s, 1), None);
    }

    #[test]
    fn antes_of_the_other_plans_never_colour_up() {
        let plans = [
            AntePlan::DealerOnly { amount: Chips(25) },
            AntePlan::GelGel { amount: Chips(25) },
            AntePlan::Turlu {
                per_tur: vec![Chips(5), Chips(25), Chips(50)],
                after: crate::night::setup::AfterSchedule::HoldLast,
            },
        ];
        for plan in plans {
            let s = setup(plan, &[5, 25, 100]);
            assert!((0..4).all(|l| colour_up(&s, l).is_none()), "{:?}", s.ante);
        }
    }

    #[test]
    fn two_colours_may_go_at_once_and_an_odd_exchange_is_whole_chips() {
        // 10 and 25 go at 100/200: 10 × 10 = 1 × 100, 4 × 25 = 1 × 100.
        let s = setup(blinds(&[(10, 25), (100, 200)]), &[25, 10, 100]);
        let up = colour_up(&s, 1).expect("both go");
        assert_eq!(up.into, 2);
        assert_eq!(
            up.off,
            vec![
                RaceOff {
                    colour: 1,
                    count: 10,
                    into_count: 1
                },
                RaceOff {
                    colour: 0,
                    count: 4,
                    into_count: 1
                }
            ]
        );
        // 10 into 25: 5 × 10 = 2 × 25.
        let s = setup(blinds(&[(10, 20), (25, 50), (50, 100)]), &[10, 25, 100]);
        let up = colour_up(&s, 1).expect("the 10s go");
        assert_eq!(up.off[0].count, 5);
        assert_eq!(up.off[0].into_count, 2);
        // The last colour always stays.
        let s = setup(blinds(&[(10, 20), (100, 200)]), &[10]);
        assert_eq!(colour_up(&s, 1), None);
    }

    #[test]
    fn the_set_reads_from_one_line_and_back() {
        let set = parse_set("beyaz 10 ×300, kırmızı 50 x 150, açık mavi 1.000, ,").expect("good");
        assert_eq!(
            set,
            vec![
                ChipColour {
                    name: "beyaz".into(),
                    value: Chips(10),
                    owned: 300,
                    per_kav: 0
                },
                ChipColour {
                    name: "kırmızı".into(),
                    value: Chips(50),
                    owned: 150,
                    per_kav: 0
                },
                ChipColour {
                    name: "açık mavi".into(),
                    value: Chips(1000),
                    owned: 0,
                    per_kav: 0
                },
            ]
        );
        let text = set_text(&set);
        assert_eq!(text, "beyaz 10 ×300, kırmızı 50 ×150, açık mavi 1000");
        assert_eq!(parse_set(&text), Ok(set));
        assert_eq!(parse_set("  "), Ok(Vec::new()));
        assert_eq!(set_text(&[]), "");
        // `x` alone is a name when no value stands before it.
        assert_eq!(parse_set("x 5").map(|s| s[0].name.clone()), Ok("x".into()));
    }

    #[test]
    fn a_bad_line_says_which_colour() {
        let e = |t: &str| parse_set(t).expect_err(t);
        assert_eq!(
            e("beyaz 10, kırmızı"),
            ChipsTextError::NoValue {
                number: 2,
                item: "kırmızı".into()
            }
        );
        assert_eq!(
            e("50"),
            ChipsTextError::NoName {
                number: 1,
                item: "50".into()
            }
        );
        assert_eq!(
            e("beyaz 10 ×"),
            ChipsTextError::BadOwned {
                number: 1,
                item: "beyaz 10 ×".into()
            }
        );
        assert!(matches!(e("beyaz 10 ×0"), ChipsTextError::BadOwned { .. }));
        assert!(matches!(e("beyaz -5"), ChipsTextError::NoValue { .. }));
    }

    #[test]
    fn the_issue_example_keeps_small_chips() {
        let values = [10, 50];
        assert_eq!(breakdown(&values, 400, None), Breakdown::Chips(vec![10, 6]));
        let set = [10, 50, 100];
        let Breakdown::Chips(c) = breakdown(&set, 1000, Some(&[300, 150, 50])) else {
            panic!("1000 is made");
        };
        assert_eq!(c, vec![25, 3, 6]);
        assert_eq!(sum(&set, &c), 1000);
    }

    #[test]
    fn makeable_is_exact_where_a_gcd_test_is_not() {
        let v = [20, 50];
        let made: Vec<i64> = (0..=120).filter(|&a| makeable(&v, a)).collect();
        assert_eq!(made, vec![0, 20, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
        assert!(!makeable(&v, 30));
        assert!(!makeable(&v, 35));
        assert!(!makeable(&v, -20));
        assert!(makeable(&[25], 75));
        assert!(!makeable(&[], 5));
    }

    #[test]
    fn makeable_matches_brute_force_over_small_sets() {
        for a in 1..=7 {
            for b in a + 1..=9 {
                for c in [None, Some(b + 1), Some(b + 3)] {
                    let mut values = vec![a, b];
                    values.extend(c);
                    let unlimited = vec![40; values.len()];
                    for amount in 0..=40 {
                        assert_eq!(
                            makeable(&values, amount),
                            brute(&values, amount, &unlimited),
                            "{values:?} {amount}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn breakdowns_are_exact_within_the_bank_and_fail_only_when_none_exists() {
        let sets: [&[i64]; 5] = [&[1, 5], &[2, 5], &[5, 3, 1], &[4, 6, 9], &[10, 25, 50]];
        for values in sets {
            for bank in [[0i64, 0, 0], [3, 1, 2], [1, 4, 0], [5, 5, 5], [0, 2, 3]] {
                let bank = &bank[..values.len()];
                for amount in 0..=80 {
                    let got = breakdown(values, amount, Some(bank));
                    let exists = brute(values, amount, bank);
                    match got {
                        Breakdown::Chips(c) => {
                            assert!(exists, "{values:?} {bank:?} {amount}");
                            assert_eq!(sum(values, &c), amount, "{values:?} {amount}");
                            assert!(c.iter().zip(bank).all(|(c, b)| 0 <= *c && c <= b));
                        }
                        Breakdown::Short {
                            colour,
                            needed,
                            left,
                        } => {
                            assert!(!exists, "{values:?} {bank:?} {amount}");
                            assert!(makeable(values, amount));
                            assert!(needed > left && bank[colour] == left);
                        }
                        Breakdown::CannotMake => {
                            assert!(!exists && !makeable(values, amount), "{values:?} {amount}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn without_a_bank_every_makeable_amount_breaks_down() {
        for values in [&[20i64, 50][..], &[3, 7], &[6, 10, 15]] {
            for amount in 0..=200 {
                match breakdown(values, amount, None) {
                    Breakdown::Chips(c) => assert_eq!(sum(values, &c), amount),
                    other => assert!(!makeable(values, amount), "{values:?} {amount} {other:?}"),
                }
            }
        }
    }

    #[test]
    fn a_short_bank_names_the_colour() {
        // 400 wants 10 beyaz; with 4 left the default comes out 10 short,
        // so the search hands over 8 kırmızı.
        assert_eq!(
            breakdown(&[10, 50], 400, Some(&[4, 150])),
            Breakdown::Chips(vec![0, 8])
        );
        assert_eq!(
            breakdown(&[10, 50], 420, Some(&[1, 150])),
            Breakdown::Short {
                colour: 0,
                needed: 12,
                left: 1
            }
        );
    }

    #[test]
    fn the_bank_hands_out_each_kav_in_turn() {
        let set = [
            ChipColour {
                name: "beyaz".into(),
                value: Chips(10),
                owned: 30,
                per_kav: 0,
            },
            ChipColour {
                name: "kırmızı".into(),
                value: Chips(50),
                owned: 20,
                per_kav: 0,
            },
        ];
        let kav = BankMove::Kav(Chips(400));
        assert_eq!(bank_left(&set, &[]), Some(vec![30, 20]));
        assert_eq!(
            bank_left(&set, std::slice::from_ref(&kav)),
            Some(vec![20, 14])
        );
        assert_eq!(
            bank_left(&set, &[kav.clone(), kav.clone(), kav.clone()]),
            Some(vec![0, 2])
        );
        let mut unknown = set.clone();
        unknown[1].owned = 0;
        assert_eq!(bank_left(&unknown, std::slice::from_ref(&kav)), None);
        // A leaver's chips come back, and the next kav is made of them;
        // he takes them out again when he sits down.
        let back = BankMove::HandedBack(vec![10, 4]);
        assert_eq!(
            bank_left(&set, &[kav.clone(), kav.clone(), back.clone()]),
            Some(vec![20, 12])
        );
        assert_eq!(
            bank_left(&set, &[kav.clone(), kav.clone(), back, kav.clone()]),
            Some(vec![10, 6])
        );
        let away = BankMove::TakenBack(vec![10, 4]);
        assert_eq!(
            bank_left(
                &set,
                &[kav.clone(), BankMove::HandedBack(vec![10, 4]), away]
            ),
            Some(vec![20, 14])
        );
    }

    #[test]
    fn large_amounts_are_quick() {
        let values = [10, 50, 100, 500, 1000];
        let bank = [300, 150, 100, 20, 10];
        let Breakdown::Chips(c) = breakdown(&values, 28_990, Some(&bank)) else {
            panic!("made");
        };
        assert_eq!(sum(&values, &c), 28_990);
        assert!(matches!(
            breakdown(&values, 1_000_000, Some(&bank)),
            Breakdown::Short { .. }
        ));
    }
}
