//! The end of the night: the chip count, its money, and the settlement.
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

use super::input::{InputError, check_amounts, check_count};
use super::transfers::{TransferError, minimal_transfers};
use super::{Chips, Kurus, MAX_CHIP_VALUE};
use crate::units::PlayerId;
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
    Assign(PlayerId),
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
    Player(PlayerId),
    /// Someone outside the game.
    Outsider,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettleInput {
    pub counts: Vec<Count>,
    /// What one chip is worth, in kuruş (`1..=MAX_CHIP_VALUE`).
    pub chip_value: Kurus,
    pub resolve: Option<Resolve>,
    pub cashier: Option<CashierMode>,
    /// Chips each player left with the cashier (R25); empty for none.
    pub deposits: Vec<Chips>,
}

/// Money shared at the table (food, drinks, the host's table fee): paid by
/// one player, shared by some of them. In kuruş, not chips.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expense {
    /// Who paid it.
    pub payer: PlayerId,
    /// What it cost, in kuruş (> 0).
    pub kurus: Kurus,
    /// Who shares it (each at most once, in any order; not empty).
    pub shared_by: Vec<PlayerId>,
}

/// A payment made during the night, before the final settlement (a player
/// who leaves early settled on the spot).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpotPayment {
    pub from: PlayerId,
    pub to: PlayerId,
    /// In kuruş (> 0).
    pub kurus: Kurus,
}

/// What a settlement folds in besides the chips: expenses, payments made
/// on the spot, and players whose count is final (they left).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Extras {
    pub expenses: Vec<Expense>,
    pub paid: Vec<SpotPayment>,
    /// One entry per player (or empty): `true` for a player who left and
    /// was settled on the spot. A count difference that is spread or lost
    /// is shared by the others only, so what he was paid at the door stays
    /// right. (Other players who left still share it, as before, so the
    /// settlement of nights already played does not change.)
    pub settled: Vec<bool>,
}

/// Each sharer's part of `kurus`, in the order of `shared_by`: the amount
/// divided by the number of sharers, rounded down; the kuruş left over go
/// one each to the sharers with the lowest player numbers (the order of
/// the night's player list), so the parts add up exactly. The ledger shares
/// among people who are not one night's players, so any ordered key does.
pub fn shares<K: Ord + Copy>(kurus: Kurus, shared_by: &[K]) -> Vec<Kurus> {
    // A list's length always fits in i64; an impossible one shares nothing.
    let k = i64::try_from(shared_by.len()).unwrap_or(0);
    if k == 0 {
        return Vec::new();
    }
    let each = kurus.div_euclid(k);
    let left = kurus.rem_euclid(k);
    let mut order: Vec<usize> = (0..shared_by.len()).collect();
    order.sort_by_key(|&i| (shared_by[i], i));
    let mut out = vec![each; shared_by.len()];
    for &i in order.iter().take(usize::try_from(left).unwrap_or(0)) {
        out[i] += Kurus(1);
    }
    out
}

/// One side of a transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Party {
    Player(PlayerId),
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
    /// Each player's side of the expenses, in kuruş: what he paid for the
    /// group minus his shares. Empty when there are none.
    #[serde(default)]
    pub expenses: Vec<Kurus>,
    /// Each player's side of the payments made on the spot, in kuruş
    /// (+ paid out, − received). Empty when there are none.
    #[serde(default)]
    pub paid: Vec<Kurus>,
    /// What each player is still to receive (+) or pay (−) at the end, in
    /// kuruş: money + expenses + paid. Sums to zero; the transfers square it.
    #[serde(default)]
    pub balances: Vec<Kurus>,
    /// The transfers settle money, not only chips (expenses or payments on
    /// the spot are folded in): their `chips` are 0 and only `kurus` counts.
    #[serde(default)]
    pub money_only: bool,
    /// What each player pays (−) or receives (+) *in all* over the night,
    /// in kuruş (issue 26, M2): every money movement of his summed — the
    /// transfers at the end, the payments made on the spot, what he paid
    /// for shared expenses, what he left with the cashier. It comes to his
    /// chips' money less his shares of the expenses ([`Settlement::shares`]).
    #[serde(default)]
    pub in_all: Vec<Kurus>,
}

impl Settlement {
    /// Each player's share of the expenses, in kuruş (≥ 0): what
    /// [`Settlement::in_all`] adds to his chips' money, with the sign
    /// turned (`in_all` = money − shares). Zero for all without expenses.
    pub fn shares(&self) -> Vec<Kurus> {
        self.money
            .iter()
            .zip(&self.in_all)
            .map(|(&m, &a)| m - a)
            .collect()
    }
}

/// [`Settlement::in_all`]: every money movement of each player summed.
/// A deposit with the cashier (R25) was handed over at the start; an
/// expense was paid to someone outside the game.
fn in_all(
    n: usize,
    transfers: &[SettleTransfer],
    extras: &Extras,
    deposits: &[Kurus],
    cashier: Option<CashierMode>,
) -> Vec<Kurus> {
    let mut out = vec![Kurus::ZERO; n];
    let mut add = |p: Party, k: Kurus| {
        if let Party::Player(i) = p
            && let Some(b) = out.get_mut(i.index())
        {
            *b += k;
        }
    };
    for t in transfers {
        add(t.from, -t.kurus);
        add(t.to, t.kurus);
    }
    for p in &extras.paid {
        add(Party::Player(p.from), -p.kurus);
        add(Party::Player(p.to), p.kurus);
    }
    for e in &extras.expenses {
        add(Party::Player(e.payer), -e.kurus);
    }
    if let Some(mode) = cashier {
        let to = match mode {
            CashierMode::Player(c) => Party::Player(c),
            CashierMode::Outsider => Party::Cashier,
        };
        for (p, &d) in PlayerId::all(n).zip(deposits) {
            add(Party::Player(p), -d);
            add(to, d);
        }
    }
    out
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    #[error(transparent)]
    Input(#[from] InputError),
    #[error("a chip is worth 1 to {max} kuruş")]
    BadChipValue { max: Kurus },
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
    CashierDeposit { player: PlayerId },
    #[error("an amount in kuruş is too large")]
    MoneyTooLarge,
    #[error("expense {index}: {reason}")]
    BadExpense { index: usize, reason: ExtraProblem },
    #[error("payment {index}: {reason}")]
    BadPayment { index: usize, reason: ExtraProblem },
    #[error(transparent)]
    Transfers(#[from] TransferError),
}

/// What is wrong with one expense or payment made on the spot (its index
/// is in the [`SettleError`]); worded by `i18n::money::settle_error`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExtraProblem {
    /// A payer, sharer or payee who is not one of the players.
    #[error("not one of the players")]
    NotAPlayer,
    /// Not 1 to [`MAX_EXTRA_KURUS`] kuruş.
    #[error("the amount must be 1 to 1,000,000,000 kuruş")]
    Amount,
    /// An expense nobody shares.
    #[error("nobody shares it")]
    SharedByNobody,
    /// An expense one player shares twice.
    #[error("a player shares it twice")]
    SharedTwice,
    /// A payment from a player to himself.
    #[error("a player cannot pay himself")]
    PaysHimself,
}

/// Largest kuruş one expense or payment may carry (10 million ₺).
pub const MAX_EXTRA_KURUS: Kurus = Kurus(1_000_000_000);

fn validate_extras(n: usize, x: &Extras) -> Result<(), SettleError> {
    if !(x.settled.is_empty() || x.settled.len() == n) {
        return Err(InputError::Shape.into());
    }
    for (index, e) in x.expenses.iter().enumerate() {
        let bad = |reason| Err(SettleError::BadExpense { index, reason });
        if e.payer.index() >= n || e.shared_by.iter().any(|p| p.index() >= n) {
            return bad(ExtraProblem::NotAPlayer);
        }
        if !(Kurus(1)..=MAX_EXTRA_KURUS).contains(&e.kurus) {
            return bad(ExtraProblem::Amount);
        }
        if e.shared_by.is_empty() {
            return bad(ExtraProblem::SharedByNobody);
        }
        let mut seen = e.shared_by.clone();
        seen.sort_unstable();
        seen.dedup();
        if seen.len() != e.shared_by.len() {
            return bad(ExtraProblem::SharedTwice);
        }
    }
    for (index, p) in x.paid.iter().enumerate() {
        let bad = |reason| Err(SettleError::BadPayment { index, reason });
        if p.from.index() >= n || p.to.index() >= n {
            return bad(ExtraProblem::NotAPlayer);
        }
        if p.from == p.to {
            return bad(ExtraProblem::PaysHimself);
        }
        if !(Kurus(1)..=MAX_EXTRA_KURUS).contains(&p.kurus) {
            return bad(ExtraProblem::Amount);
        }
    }
    if x.expenses.len() + x.paid.len() > 100_000 {
        return Err(SettleError::MoneyTooLarge);
    }
    Ok(())
}

/// Each player's side of the expenses (paid − shares) and of the payments
/// on the spot (+ paid out, − received).
pub fn extra_balances(n: usize, x: &Extras) -> (Vec<Kurus>, Vec<Kurus>) {
    let mut expenses = vec![Kurus::ZERO; n];
    for e in &x.expenses {
        if let Some(b) = expenses.get_mut(e.payer.index()) {
            *b += e.kurus;
        }
        for (&p, share) in e.shared_by.iter().zip(shares(e.kurus, &e.shared_by)) {
            if let Some(b) = expenses.get_mut(p.index()) {
                *b -= share;
            }
        }
    }
    let mut paid = vec![Kurus::ZERO; n];
    for p in &x.paid {
        if let Some(b) = paid.get_mut(p.from.index()) {
            *b += p.kurus;
        }
        if let Some(b) = paid.get_mut(p.to.index()) {
            *b -= p.kurus;
        }
    }
    (expenses, paid)
}

fn validate(input: &SettleInput) -> Result<(), SettleError> {
    let n = input.counts.len();
    check_count(n)?;
    if !(input.deposits.is_empty() || input.deposits.len() == n) {
        return Err(InputError::Shape.into());
    }
    if !(Kurus(1)..=MAX_CHIP_VALUE).contains(&input.chip_value) {
        return Err(SettleError::BadChipValue {
            max: MAX_CHIP_VALUE,
        });
    }
    let amounts = input
        .counts
        .iter()
        .zip(PlayerId::all(n))
        .flat_map(|(c, p)| [(p, c.kav), (p, c.chips)])
        .chain(PlayerId::all(n).zip(input.deposits.iter().copied()));
    check_amounts(amounts)?;
    if let Some(Resolve::Assign(p)) = input.resolve
        && p.index() >= n
    {
        return Err(InputError::UnknownPlayer { player: p }.into());
    }
    let any_deposit = input.deposits.iter().any(|d| d.is_positive());
    match input.cashier {
        None if any_deposit => return Err(SettleError::DepositsWithoutCashier),
        Some(CashierMode::Player(p)) if p.index() >= n => {
            return Err(InputError::UnknownPlayer { player: p }.into());
        }
        Some(CashierMode::Player(p))
            if input
                .deposits
                .get(p.index())
                .is_some_and(|d| d.is_positive()) =>
        {
            return Err(SettleError::CashierDeposit { player: p });
        }
        _ => {}
    }
    Ok(())
}

/// What `choice` adds to each net so that they sum to zero.
#[cfg(test)]
fn adjustments(counted: &[Chips], difference: Chips, choice: Resolve) -> Vec<Chips> {
    adjustments_among(counted, difference, choice, &[])
}

/// [`adjustments`] shared only by the players not marked in `left` (all of
/// them when every player left or `left` is empty).
fn adjustments_among(
    counted: &[Chips],
    difference: Chips,
    choice: Resolve,
    left: &[bool],
) -> Vec<Chips> {
    if let Some(adj) = adjustments_of_stayers(counted, difference, choice, left) {
        return adj;
    }
    let fix = -difference;
    match choice {
        Resolve::Assign(p) => {
            let mut adj = vec![Chips::ZERO; counted.len()];
            if let Some(a) = adj.get_mut(p.index()) {
                *a = fix;
            }
            adj
        }
        Resolve::Spread => spread(fix, counted.len()),
        Resolve::Lost => lost(counted, fix),
    }
}

/// A spread or lost difference shared by the players who stayed only
/// (`left` marks who left): `None` when nobody left, everybody did, the
/// choice is an assignment, or the stayers cannot absorb lost chips.
fn adjustments_of_stayers(
    counted: &[Chips],
    difference: Chips,
    choice: Resolve,
    left: &[bool],
) -> Option<Vec<Chips>> {
    let stays = |i: usize| !left.get(i).copied().unwrap_or(false);
    if left.is_empty() || !(0..counted.len()).any(stays) || !left.iter().any(|&l| l) {
        return None;
    }
    if matches!(choice, Resolve::Assign(_)) {
        return None;
    }
    let keep: Vec<usize> = (0..counted.len()).filter(|&i| stays(i)).collect();
    let sub: Vec<Chips> = keep.iter().map(|&i| counted[i]).collect();
    let sub_adj = adjustments_among(&sub, difference, choice, &[]);
    // Lost chips shrink only the nets on the larger side; when the
    // players who stayed cannot absorb them, everyone shares.
    let fits = choice != Resolve::Lost
        || (sub_adj.iter().sum::<Chips>() == -difference
            && sub_adj
                .iter()
                .zip(&sub)
                .all(|(a, n)| a.unsigned_abs() <= n.unsigned_abs()));
    if !fits {
        return None;
    }
    let mut adj = vec![Chips::ZERO; counted.len()];
    for (k, &i) in keep.iter().enumerate() {
        adj[i] = sub_adj[k];
    }
    Some(adj)
}

/// `fix` shared by `n` players: each `fix ÷ n` rounded down, the chips
/// left over one each to the first players.
fn spread(fix: Chips, n: usize) -> Vec<Chips> {
    // A settlement holds at most a few dozen players (check_count).
    let Ok(k) = i64::try_from(n) else {
        return vec![Chips::ZERO; n];
    };
    if k == 0 {
        return Vec::new();
    }
    let each = fix.div_euclid(k);
    let left = fix.rem_euclid(k);
    (0..n)
        .map(|i| each + Chips(i64::from(i64::try_from(i).is_ok_and(|i| i < left))))
        .collect()
}

/// `fix` written off: missing chips (fix > 0) shrink the debts, extra
/// chips (fix < 0) shrink the claims, each in proportion to the net.
fn lost(counted: &[Chips], fix: Chips) -> Vec<Chips> {
    let mut adj = vec![Chips::ZERO; counted.len()];
    let side = |net: Chips| {
        if fix.is_positive() {
            net.is_negative()
        } else {
            net.is_positive()
        }
    };
    let weights: Vec<u128> = counted
        .iter()
        .map(|&c| {
            if side(c) {
                u128::from(c.unsigned_abs())
            } else {
                0
            }
        })
        .collect();
    let total: u128 = weights.iter().sum();
    // cut <= total: the side that is too large holds at least the
    // difference. Shares fit in i64 because they are <= |net|.
    let Some(parts) = super::apportion(u128::from(fix.unsigned_abs()), &weights, total) else {
        return adj;
    };
    for (a, p) in adj.iter_mut().zip(parts) {
        *a = Chips(i64::try_from(p).unwrap_or(0));
    }
    if fix.is_negative() {
        for a in &mut adj {
            *a = -*a;
        }
    }
    adj
}

fn kurus(chips: Chips, value: Kurus) -> Result<Kurus, SettleError> {
    chips.to_kurus(value).ok_or(SettleError::MoneyTooLarge)
}

/// Settles a count. Refuses a count that does not sum to zero unless
/// `resolve` says how.
pub fn settle(input: &SettleInput) -> Result<Settlement, SettleError> {
    settle_with(input, &Extras::default())
}

/// [`settle`] with expenses and payments made on the spot folded in: the
/// fewest transfers then square chips and expenses together, in kuruş,
/// exactly (see [`shares`] for how an expense is divided). Without extras
/// this is exactly [`settle`].
pub fn settle_with(input: &SettleInput, extras: &Extras) -> Result<Settlement, SettleError> {
    validate(input)?;
    validate_extras(input.counts.len(), extras)?;
    let counted: Vec<Chips> = input.counts.iter().map(|c| c.chips - c.kav).collect();
    let difference: Chips = counted.iter().sum();
    let resolution = resolve_difference(input, &counted, difference, &extras.settled)?;
    let nets: Vec<Chips> = match &resolution {
        None => counted.clone(),
        Some(r) => counted
            .iter()
            .zip(&r.adjustments)
            .map(|(&c, &a)| c + a)
            .collect(),
    };
    let money = nets
        .iter()
        .map(|&c| kurus(c, input.chip_value))
        .collect::<Result<Vec<_>, _>>()?;

    let n = input.counts.len();
    let deposits = input
        .deposits
        .iter()
        .map(|&d| kurus(d, input.chip_value))
        .collect::<Result<Vec<_>, _>>()?;
    let money_only = !(extras.expenses.is_empty() && extras.paid.is_empty());
    let (transfers, expenses, paid, balances) = if money_only {
        let (expenses, paid) = extra_balances(n, extras);
        let balances: Vec<Kurus> = (0..n).map(|i| money[i] + expenses[i] + paid[i]).collect();
        let transfers = moves(&balances, &deposits, input.cashier)?
            .into_iter()
            .map(|(from, to, kurus)| SettleTransfer {
                from,
                to,
                chips: Chips::ZERO,
                kurus,
            })
            .collect();
        (transfers, expenses, paid, balances)
    } else {
        let transfers = moves(&nets, &input.deposits, input.cashier)?
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
        (transfers, Vec::new(), Vec::new(), money.clone())
    };
    let in_all = in_all(n, &transfers, extras, &deposits, input.cashier);
    Ok(Settlement {
        counted,
        difference,
        resolution,
        nets,
        money,
        transfers,
        expenses,
        paid,
        balances,
        money_only,
        in_all,
    })
}

/// How the counted nets' `difference` is resolved: `None` when they sum
/// to zero; refused when they do not and `input.resolve` does not say how.
/// `settled` marks the players who left (see [`Extras::settled`]).
fn resolve_difference(
    input: &SettleInput,
    counted: &[Chips],
    difference: Chips,
    settled: &[bool],
) -> Result<Option<Resolution>, SettleError> {
    match (difference, input.resolve) {
        (Chips::ZERO, _) => Ok(None),
        (d, None) => Err(SettleError::Unbalanced {
            difference: d,
            counted: input.counts.iter().map(|c| c.chips).sum(),
            bought: input.counts.iter().map(|c| c.kav).sum(),
        }),
        (d, Some(choice)) => Ok(Some(Resolution {
            choice,
            adjustments: adjustments_among(counted, d, choice, settled),
        })),
    }
}

/// The moves `(from, to, amount > 0)` that square `balances` (chips or
/// kuruş): the fewest between players, or in cashier mode each player but
/// the cashier settling with him, his deposit credited.
fn moves<A: crate::units::Amount>(
    balances: &[A],
    deposits: &[A],
    cashier: Option<CashierMode>,
) -> Result<Vec<(Party, Party, A)>, SettleError> {
    let Some(mode) = cashier else {
        return Ok(minimal_transfers(balances)?
            .into_iter()
            .map(|t| (Party::Player(t.from), Party::Player(t.to), t.amount))
            .collect());
    };
    let cashier = match mode {
        CashierMode::Player(c) => Party::Player(c),
        CashierMode::Outsider => Party::Cashier,
    };
    let mut out = Vec::new();
    for (p, &b) in PlayerId::all(balances.len()).zip(balances) {
        if cashier == Party::Player(p) {
            continue;
        }
        let b = b + deposits.get(p.index()).copied().unwrap_or(A::ZERO);
        match b.cmp(&A::ZERO) {
            std::cmp::Ordering::Greater => out.push((cashier, Party::Player(p), b)),
            std::cmp::Ordering::Less => out.push((Party::Player(p), cashier, -b)),
            std::cmp::Ordering::Equal => {}
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c<const N: usize>(v: [i64; N]) -> Vec<Chips> {
        v.map(Chips).to_vec()
    }

    fn counted(pairs: &[(i64, i64)]) -> SettleInput {
        SettleInput {
            counts: pairs
                .iter()
                .map(|&(kav, chips)| Count {
                    kav: Chips(kav),
                    chips: Chips(chips),
                })
                .collect(),
            chip_value: Kurus(100),
            ..SettleInput::default()
        }
    }

    #[test]
    fn issue_example() {
        let s = settle(&counted(&[(1000, 1800), (1000, 200), (2000, 2000)])).unwrap();
        assert_eq!(s.nets, c([800, -800, 0]));
        assert_eq!(s.money, [80_000, -80_000, 0].map(Kurus));
        assert_eq!(
            s.transfers,
            vec![SettleTransfer {
                from: Party::Player(PlayerId(1)),
                to: Party::Player(PlayerId(0)),
                chips: Chips(800),
                kurus: Kurus(80_000)
            }]
        );
    }

    /// M2: "in all" is every movement of a player's money summed, and it
    /// comes to his chips' money less his expense shares, with or without
    /// a cashier holding deposits.
    #[test]
    fn in_all_is_money_less_expense_shares() {
        let p = PlayerId;
        let mut input = counted(&[(1000, 1800), (1000, 200), (2000, 2000), (500, 500)]);
        let extras = Extras {
            expenses: vec![Expense {
                payer: p(2),
                kurus: Kurus(10_001),
                shared_by: vec![p(0), p(1), p(2), p(3)],
            }],
            paid: vec![SpotPayment {
                from: p(1),
                to: p(3),
                kurus: Kurus(700),
            }],
            settled: Vec::new(),
        };
        for cashier in [
            None,
            Some(CashierMode::Outsider),
            Some(CashierMode::Player(p(2))),
        ] {
            input.cashier = cashier;
            input.deposits = if cashier.is_some() {
                c([0, 300, 0, 0])
            } else {
                Vec::new()
            };
            for x in [&extras, &Extras::default()] {
                let s = settle_with(&input, x).unwrap();
                let shares = if x.expenses.is_empty() {
                    vec![Kurus::ZERO; 4]
                } else {
                    shares(Kurus(10_001), &[p(0), p(1), p(2), p(3)])
                };
                let want: Vec<Kurus> = s.money.iter().zip(&shares).map(|(&m, &k)| m - k).collect();
                assert_eq!(s.in_all, want, "{cashier:?} {x:?}");
                assert_eq!(s.shares(), shares);
            }
        }
    }

    #[test]
    fn spread_rounds_down_and_gives_the_rest_to_the_first() {
        // 7 chips missing over 3 players: +3, +2, +2.
        assert_eq!(
            adjustments(&c([0, 0, -7]), Chips(-7), Resolve::Spread),
            c([3, 2, 2])
        );
        // 7 extra chips: floor(-7 / 3) = -3 each, and the 2 left over go
        // +1 each to the first two: -2, -2, -3.
        assert_eq!(
            adjustments(&c([7, 0, 0]), Chips(7), Resolve::Spread),
            c([-2, -2, -3])
        );
    }

    #[test]
    fn lost_shrinks_the_larger_side() {
        // Nets +800, -500, -400: 100 chips missing; debts shrink 5:4.
        let a = adjustments(&c([800, -500, -400]), Chips(-100), Resolve::Lost);
        assert_eq!(a, c([0, 56, 44]));
        // Nets +500, +400, -800: 100 extra chips; claims shrink 5:4.
        let a = adjustments(&c([500, 400, -800]), Chips(100), Resolve::Lost);
        assert_eq!(a, c([-56, -44, 0]));
    }
}
