//! Money at the table besides the chips: expenses (food,
//! drinks, the host's table fee) and a player who leaves early settled on
//! the spot.
//!
//! - An expense is money in kuruş paid by one player and shared by all the
//!   players still at the table (or by the ones named). Each sharer's part
//!   is the amount divided by their number, rounded down; the kuruş left
//!   over go one each to the sharers earliest in the night's player list
//!   ([`crate::money::shares`]), so the parts add up exactly.
//! - A player who has left can be settled on the spot with one named
//!   player: what he is owed or owes at that moment ([`State::leaver_due`])
//!   is recorded as a payment ([`Event::PaidOnSpot`]). The final settlement
//!   counts it ([`crate::money::settle_with`]), and a count difference that
//!   is spread or lost later is not shared by him (only by the players not
//!   settled on the spot), so his balance stays zero and nothing is paid
//!   twice.

use super::event::{Event, PlayerId};
use super::rejected::Rejected;
use super::setup::Cashier;
use super::state::{Phase, State};
use crate::money::settle::{Expense, Extras, MAX_EXTRA_KURUS, SpotPayment};
use crate::money::{Chips, Kurus};
use crate::units::MAX_CHIPS;

/// The longest expense label kept, in characters.
pub const MAX_WHAT: usize = 80;

/// Why an expense or an on-the-spot settlement was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoneyRefusal {
    /// The amount is not 1 to [`MAX_EXTRA_KURUS`] kuruş.
    BadAmount { max: Kurus },
    /// Nobody is left to share the expense.
    NobodyShares,
    /// A player is named twice among the sharers.
    SharedTwice { player: PlayerId },
    /// Only a player who has left is settled on the spot.
    NotLeft { player: PlayerId },
    /// A player cannot settle with himself.
    SamePlayer,
    /// He is square: nothing to pay either way.
    NothingDue { player: PlayerId },
    /// His chips are not counted (he has not left).
    Uncounted { player: PlayerId },
}

/// One expense as the night keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpenseLog {
    pub payer: PlayerId,
    pub kurus: Kurus,
    pub shared_by: Vec<PlayerId>,
    pub what: String,
    /// Each sharer's part, in the order of `shared_by`.
    pub shares: Vec<Kurus>,
    /// When it was recorded (Unix ms).
    pub at: i64,
}

/// One payment made on the spot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpotLog {
    pub from: PlayerId,
    pub to: PlayerId,
    pub kurus: Kurus,
    pub at: i64,
}

/// The night's money besides the chips.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoneyLog {
    pub expenses: Vec<ExpenseLog>,
    pub spot: Vec<SpotLog>,
}

/// What a player who left is owed (+) or owes (−) now, in kuruş.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaverDue {
    /// His chips when he left minus the kav he bought.
    pub net_chips: Chips,
    /// `net_chips` in kuruş.
    pub money: Kurus,
    /// His side of the expenses (paid − shares).
    pub expenses: Kurus,
    /// Payments on the spot so far (+ paid out, − received).
    pub paid: Kurus,
    /// His chips with the cashier (R25), in kuruş, in cashier mode.
    pub deposit: Kurus,
    /// What changes hands now: + he receives, − he pays.
    pub due: Kurus,
}

fn refuse(r: MoneyRefusal) -> Result<Event, Rejected> {
    Err(Rejected::Money(r))
}

/// Validates [`super::Action::RecordExpense`].
pub(super) fn decide_expense(
    s: &State,
    payer: PlayerId,
    kurus: Kurus,
    shared_by: Vec<PlayerId>,
    what: &str,
) -> Result<Event, Rejected> {
    s.player(payer).ok_or(Rejected::UnknownPlayer)?;
    if !(Kurus(1)..=MAX_EXTRA_KURUS).contains(&kurus) {
        return refuse(MoneyRefusal::BadAmount {
            max: MAX_EXTRA_KURUS,
        });
    }
    let shared_by = if shared_by.is_empty() {
        s.ids()
            .filter(|&p| s.player(p).is_some_and(|x| !x.left))
            .collect()
    } else {
        for (i, &p) in shared_by.iter().enumerate() {
            let x = s.player(p).ok_or(Rejected::UnknownPlayer)?;
            if x.left {
                return Err(Rejected::PlayerLeft { player: p });
            }
            if shared_by[..i].contains(&p) {
                return refuse(MoneyRefusal::SharedTwice { player: p });
            }
        }
        shared_by
    };
    if shared_by.is_empty() {
        return refuse(MoneyRefusal::NobodyShares);
    }
    let what: String = what.trim().chars().take(MAX_WHAT).collect();
    let what = what.replace(['\n', '\r', '\t'], " ");
    Ok(Event::ExpenseRecorded {
        payer,
        kurus,
        shared_by,
        what,
    })
}

/// Validates [`super::Action::SettleLeaver`].
pub(super) fn decide_settle_leaver(
    s: &State,
    player: PlayerId,
    with: PlayerId,
) -> Result<Event, Rejected> {
    let x = s.player(player).ok_or(Rejected::UnknownPlayer)?;
    let y = s.player(with).ok_or(Rejected::UnknownPlayer)?;
    if player == with {
        return refuse(MoneyRefusal::SamePlayer);
    }
    if !x.left {
        return refuse(MoneyRefusal::NotLeft { player });
    }
    if y.left && s.phase != Phase::Ended {
        return Err(Rejected::PlayerLeft { player: with });
    }
    let due = s
        .leaver_due(player)
        .ok_or(Rejected::Money(MoneyRefusal::Uncounted { player }))?;
    if due.due.unsigned_abs() > MAX_CHIPS.unsigned_abs() * 10_000 {
        return Err(Rejected::TooLarge);
    }
    match due.due {
        Kurus::ZERO => refuse(MoneyRefusal::NothingDue { player }),
        d if d > Kurus::ZERO => Ok(Event::PaidOnSpot {
            from: with,
            to: player,
            kurus: d,
        }),
        d => Ok(Event::PaidOnSpot {
            from: player,
            to: with,
            kurus: -d,
        }),
    }
}

impl State {
    /// Folds an [`Event::ExpenseRecorded`] or [`Event::PaidOnSpot`].
    pub(super) fn apply_money(&mut self, at: i64, e: &Event) -> Result<(), super::reason::Reason> {
        use super::reason::Reason;
        let known = |p: PlayerId| {
            if p.index() < self.players.len() {
                Ok(())
            } else {
                Err(Reason::NoPlayer(p))
            }
        };
        match e {
            Event::ExpenseRecorded {
                payer,
                kurus,
                shared_by,
                what,
            } => {
                known(*payer)?;
                for &p in shared_by {
                    known(p)?;
                }
                if !(Kurus(1)..=MAX_EXTRA_KURUS).contains(kurus) {
                    return Err(Reason::ExpenseAmount);
                }
                if shared_by.is_empty() {
                    return Err(Reason::ExpenseSharedByNobody);
                }
                let mut dedup = shared_by.clone();
                dedup.sort_unstable();
                dedup.dedup();
                if dedup.len() != shared_by.len() {
                    return Err(Reason::ExpenseSharedTwice);
                }
                self.money.expenses.push(ExpenseLog {
                    payer: *payer,
                    kurus: *kurus,
                    shared_by: shared_by.clone(),
                    what: what.clone(),
                    shares: crate::money::shares(*kurus, shared_by),
                    at,
                });
            }
            Event::PaidOnSpot { from, to, kurus } => {
                known(*from)?;
                known(*to)?;
                if from == to || !(Kurus(1)..=MAX_EXTRA_KURUS.saturating_mul(1000)).contains(kurus)
                {
                    return Err(Reason::PaymentAmount);
                }
                self.money.spot.push(SpotLog {
                    from: *from,
                    to: *to,
                    kurus: *kurus,
                    at,
                });
            }
            _ => {}
        }
        Ok(())
    }

    /// The expenses and payments made on the spot, for
    /// [`crate::money::settle_with`].
    pub fn extras(&self) -> Extras {
        Extras {
            expenses: self
                .money
                .expenses
                .iter()
                .map(|e| Expense {
                    payer: e.payer,
                    kurus: e.kurus,
                    shared_by: e.shared_by.clone(),
                })
                .collect(),
            paid: self
                .money
                .spot
                .iter()
                .map(|p| SpotPayment {
                    from: p.from,
                    to: p.to,
                    kurus: p.kurus,
                })
                .collect(),
            settled: self
                .ids()
                .map(|i| {
                    self.players[i].left && self.money.spot.iter().any(|p| p.from == i || p.to == i)
                })
                .collect(),
        }
    }

    /// What player `p` is owed (+) or owes (−) now by his last count, with
    /// the expenses and the payments so far: the kasa shows it when he
    /// leaves, and [`super::Action::SettleLeaver`] pays it. None while his
    /// chips are not counted.
    pub fn leaver_due(&self, p: PlayerId) -> Option<LeaverDue> {
        let x = self.player(p)?;
        let chips = x.chips?;
        let net_chips = chips.checked_sub(x.kav_total)?;
        let value = self.setup.stakes.chip_value;
        let money = net_chips.to_kurus(value)?;
        let (expenses, paid) =
            crate::money::settle::extra_balances(self.players.len(), &self.extras());
        let expenses = expenses.get(p.index()).copied().unwrap_or(Kurus::ZERO);
        let paid = paid.get(p.index()).copied().unwrap_or(Kurus::ZERO);
        let deposit = if self.setup.house.cashier == Cashier::None {
            Kurus::ZERO
        } else {
            x.deposits.to_kurus(value)?
        };
        let due = money
            .checked_add(expenses)?
            .checked_add(paid)?
            .checked_add(deposit)?;
        Some(LeaverDue {
            net_chips,
            money,
            expenses,
            paid,
            deposit,
            due,
        })
    }
}
