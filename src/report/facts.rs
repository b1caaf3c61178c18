//! Everything the report formats show, worked out once from the night's
//! state and [`Meta`]: the players' rows, the settlement, the transfers
//! with names, the night's times; and the words every format shares.

use super::handles;
use super::meta::{Meta, ReportError};
use crate::i18n::{Lang, report as words};
use crate::money::{Chips, Kurus, Party, Resolve, SettleError, Settlement};
use crate::night::State;
use crate::night::setup::Cashier;
use crate::units::PerPlayer;
use chrono::{DateTime, FixedOffset, Timelike};

/// One player's line.
#[derive(Clone, Debug)]
pub(super) struct Row {
    pub(super) name: String,
    pub(super) kav: Chips,
    pub(super) chips: Chips,
    pub(super) adjustment: Chips,
    pub(super) net: Chips,
    pub(super) money: Kurus,
    pub(super) deposit: Chips,
    pub(super) left: bool,
    pub(super) reached_cikma: bool,
    pub(super) reason: Option<String>,
    /// What he pays (−) or receives (+) in all (M2).
    pub(super) in_all: Kurus,
    /// His share of the expenses.
    pub(super) share: Kurus,
}

/// A transfer with names.
#[derive(Clone, Debug)]
pub(super) struct Payment {
    pub(super) from: String,
    pub(super) to: String,
    pub(super) chips: Chips,
    pub(super) kurus: Kurus,
    /// How the payee wants to be paid, if the ledger says.
    pub(super) handle: Option<handles::Handle>,
}

impl Payment {
    /// A transfer's handle in words, if its payee has one.
    pub(super) fn handle_text(&self, lang: Lang) -> Option<String> {
        self.handle
            .as_ref()
            .map(|h| crate::i18n::payee::handle(h, lang))
    }
}

/// Everything the three formats show, worked out once.
pub(super) struct Facts<'a> {
    pub(super) state: &'a State,
    pub(super) meta: &'a Meta,
    pub(super) rows: PerPlayer<Row>,
    pub(super) settlement: Settlement,
    pub(super) payments: Vec<Payment>,
    /// The cashier's name and whether he is a player.
    pub(super) cashier: Option<(String, bool)>,
    /// The UTC offset times of day are shown in.
    pub(super) offset: FixedOffset,
    pub(super) created: Option<DateTime<FixedOffset>>,
    pub(super) first_deal: Option<i64>,
    /// The end of the night, or its last event while it goes on.
    pub(super) end: Option<i64>,
    pub(super) seanses: u32,
}

impl<'a> Facts<'a> {
    pub(super) fn new(state: &'a State, meta: &'a Meta) -> Result<Facts<'a>, ReportError> {
        let missing: Vec<String> = state
            .uncounted()
            .into_iter()
            .map(|p| state.name(p).to_string())
            .collect();
        if !missing.is_empty() {
            return Err(ReportError::Uncounted { players: missing });
        }
        let settlement = settle(state)?;
        let cashier = cashier_of(state);
        let rows = rows(state, &settlement);
        let payments = payments(state, meta, &settlement, cashier.as_ref());
        let created = DateTime::parse_from_rfc3339(meta.created.trim()).ok();
        let offset = created.map_or(chrono::Offset::fix(&chrono::Utc), |c| *c.offset());
        // A seans counts once its first hand is dealt.
        let seanses = if state.seans.started_at.is_some() {
            state.seans.no
        } else {
            state.seans.no.saturating_sub(1)
        };
        Ok(Facts {
            state,
            meta,
            rows,
            settlement,
            payments,
            cashier,
            offset,
            created,
            first_deal: state.hands.first().map(|h| h.dealt_at),
            end: meta.ended_at.or(meta.last_event_at),
            seanses,
        })
    }

    /// The expenses as lines: `pizza: Ayşe ödedi 100,01 ₺; payları: …`.
    pub(super) fn expense_lines(&self, lang: Lang) -> Vec<String> {
        let st = self.state;
        st.money
            .expenses
            .iter()
            .map(|e| {
                let parts: Vec<String> = e
                    .shared_by
                    .iter()
                    .zip(&e.shares)
                    .map(|(&p, &k)| format!("{} {}", st.name(p), self.money(k, lang)))
                    .collect();
                crate::i18n::ledger::expense_line(
                    &e.what,
                    st.name(e.payer),
                    e.kurus,
                    &parts.join(", "),
                    lang,
                )
            })
            .collect()
    }

    /// The payments made on the spot: `Mehmet → Ayşe: 175,00 ₺`.
    pub(super) fn spot_lines(&self, lang: Lang) -> Vec<String> {
        let st = self.state;
        st.money
            .spot
            .iter()
            .map(|p| {
                format!(
                    "{} → {}: {}",
                    st.name(p.from),
                    st.name(p.to),
                    self.money(p.kurus, lang)
                )
            })
            .collect()
    }

    pub(super) fn ended(&self) -> bool {
        self.state.phase == crate::night::Phase::Ended
    }

    pub(super) fn currency(&self) -> &str {
        let c = self.state.setup.stakes.currency.trim();
        if c.is_empty() { "₺" } else { c }
    }

    pub(super) fn chip_value(&self) -> Kurus {
        self.state.setup.stakes.chip_value
    }

    pub(super) fn with_deposits(&self) -> bool {
        self.cashier.is_some() && self.rows.iter().any(|r| r.deposit > Chips::ZERO)
    }

    /// The players table's header, all eight cells.
    pub(super) fn header_cells(lang: Lang) -> [String; 8] {
        let h = words::header(lang);
        [
            h[0].to_string(),
            h[1].to_string(),
            h[2].to_string(),
            h[3].to_string(),
            h[4].to_string(),
            h[5].to_string(),
            h[6].to_string(),
            crate::i18n::payee::in_all_header(lang).to_string(),
        ]
    }

    /// A player's row of the players table, all eight cells ([`Facts::shown`]
    /// picks the ones the report prints).
    pub(super) fn row_cells(&self, r: &Row, lang: Lang) -> [String; 8] {
        use crate::i18n::money::{chips, signed_chips};
        [
            r.name.clone(),
            chips(r.kav, lang),
            chips(r.chips, lang),
            signed_chips(r.adjustment, lang),
            signed_chips(r.net, lang),
            self.signed_money(r.money, lang),
            chips(r.deposit, lang),
            self.signed_money(r.in_all, lang),
        ]
    }

    /// The players table's total row, all eight cells.
    pub(super) fn sum_cells(&self, lang: Lang) -> [String; 8] {
        use crate::i18n::money::{chips, signed_chips, total};
        [
            total(lang).to_string(),
            chips(self.bought(), lang),
            chips(self.counted(), lang),
            signed_chips(-self.settlement.difference, lang),
            signed_chips(Chips::ZERO, lang),
            self.signed_money(Kurus::ZERO, lang),
            chips(self.rows.iter().map(|r| r.deposit).sum(), lang),
            // The column sums to the expenses paid outside: not a total
            // anyone pays, so left empty.
            String::new(),
        ]
    }

    /// The night had shared expenses: "in all" differs from the chips'
    /// money, and its column is shown (without them it is the same).
    pub(super) fn with_in_all(&self) -> bool {
        self.rows.iter().any(|r| r.in_all != r.money)
    }

    /// [`Facts::shown`] without the "in all" column (the PDF always shows
    /// its own, last).
    pub(super) fn shown_but_in_all<T>(&self, cells: [T; 8]) -> Vec<T> {
        let mut v = self.shown(cells);
        if self.with_in_all() {
            v.pop();
        }
        v
    }

    /// The cells of a players-table row (name, kav, chips, adjustment,
    /// net, money, deposit, in all) that the report shows: the adjustment
    /// only when a difference was resolved, the deposit only when the
    /// cashier holds deposits, in all only with expenses.
    pub(super) fn shown<T>(&self, cells: [T; 8]) -> Vec<T> {
        let adjust = self.settlement.resolution.is_some();
        let deposits = self.with_deposits();
        let in_all = self.with_in_all();
        cells
            .into_iter()
            .enumerate()
            .filter(|(c, _)| match c {
                3 => adjust,
                6 => deposits,
                7 => in_all,
                _ => true,
            })
            .map(|(_, s)| s)
            .collect()
    }

    /// Each player's "in all" as a line: `Işıl: alacağı toplam 175,00 ₺`.
    pub(super) fn in_all_lines(&self, lang: Lang) -> Vec<String> {
        self.rows
            .iter()
            .map(|r| {
                let m = self.money(r.in_all.abs(), lang);
                format!(
                    "{}: {}",
                    r.name,
                    crate::i18n::payee::in_all(r.in_all, &m, lang)
                )
            })
            .collect()
    }

    pub(super) fn bought(&self) -> Chips {
        self.rows.iter().map(|r| r.kav).sum()
    }

    pub(super) fn counted(&self) -> Chips {
        self.rows.iter().map(|r| r.chips).sum()
    }

    /// Minutes from the first deal to the end, if a hand was dealt.
    pub(super) fn length_minutes(&self) -> Option<i64> {
        let (from, to) = (self.first_deal?, self.end?);
        Some((to - from).max(0) / 60_000)
    }

    pub(super) fn at(&self, ms: i64) -> Option<DateTime<FixedOffset>> {
        DateTime::from_timestamp_millis(ms).map(|t| t.with_timezone(&self.offset))
    }

    /// `21:10`.
    pub(super) fn clock(&self, ms: i64) -> String {
        self.at(ms)
            .map(|t| format!("{:02}:{:02}", t.hour(), t.minute()))
            .unwrap_or_default()
    }

    /// A time in RFC 3339 (seconds), in the night's offset.
    pub(super) fn rfc3339(&self, ms: i64) -> String {
        self.at(ms)
            .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, false))
            .unwrap_or_default()
    }

    /// The night's date: `29 Kasım 2026, 21:04`, or the text as given.
    pub(super) fn date(&self, lang: Lang) -> String {
        long_date(self.created, &self.meta.created, lang)
    }

    pub(super) fn printed(&self, lang: Lang) -> String {
        let t = DateTime::parse_from_rfc3339(self.meta.printed_at.trim()).ok();
        long_date(t, &self.meta.printed_at, lang)
    }

    /// `21:10–00:47, 3 sa 37 dk · 2 seans · 31 el`.
    pub(super) fn length_line(&self, lang: Lang) -> String {
        let span = match (self.first_deal, self.end, self.length_minutes()) {
            (Some(from), Some(to), Some(m)) => format!(
                "{}–{}, {}",
                self.clock(from),
                self.clock(to),
                words::duration(m, lang)
            ),
            _ => words::no_deal(lang).to_string(),
        };
        format!(
            "{span} · {} · {}",
            words::seanses(self.seanses, lang),
            words::hands(self.state.hand_no, lang)
        )
    }

    /// `kapali · Kapalı poker`.
    pub(super) fn rules_line(&self, lang: Lang) -> String {
        format!(
            "{} · {}",
            self.state.rules.id,
            self.state.rules.name.get(lang)
        )
    }

    pub(super) fn money(&self, kurus: Kurus, lang: Lang) -> String {
        crate::i18n::money::money_in(kurus, self.currency(), lang)
    }

    pub(super) fn signed_money(&self, kurus: Kurus, lang: Lang) -> String {
        crate::i18n::money::signed_money_in(kurus, self.currency(), lang)
    }

    /// The notes under the players: who left, then the count's balance or
    /// how its difference was resolved.
    pub(super) fn notes(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = self
            .rows
            .iter()
            .filter(|r| r.left)
            .map(|r| words::left_note(&r.name, r.reached_cikma, r.reason.as_deref(), lang))
            .collect();
        out.push(self.resolution_line(lang));
        out
    }

    pub(super) fn resolution_line(&self, lang: Lang) -> String {
        let s = &self.settlement;
        match &s.resolution {
            None => crate::i18n::money::balanced(self.counted(), lang),
            Some(r) => {
                let changes: Vec<String> = self
                    .rows
                    .iter()
                    .filter(|row| row.adjustment != Chips::ZERO)
                    .map(|row| {
                        format!(
                            "{} {}",
                            row.name,
                            crate::i18n::money::signed_chips(row.adjustment, lang)
                        )
                    })
                    .collect();
                let assigned = match r.choice {
                    Resolve::Assign(p) => self.rows.get(p).map(|r| r.name.clone()),
                    _ => None,
                }
                .unwrap_or_default();
                crate::i18n::money::resolution(
                    s.difference,
                    r.choice,
                    &assigned,
                    &changes.join(", "),
                    lang,
                )
            }
        }
    }

    /// `Ödemeler (3, mümkün olan en az):` or the cashier's version.
    pub(super) fn transfers_heading(&self, lang: Lang) -> String {
        crate::i18n::money::transfers_heading(
            self.payments.len(),
            self.cashier.as_ref().map(|c| c.0.as_str()),
            lang,
        )
    }
}

/// The night's settlement, or why the report is refused.
fn settle(state: &State) -> Result<Settlement, ReportError> {
    state.settlement().map_err(|e| match e {
        SettleError::Unbalanced {
            difference,
            counted,
            bought,
        } => ReportError::OpenDifference {
            difference,
            counted,
            bought,
        },
        SettleError::CashierDeposit { player } => ReportError::CashierDeposit {
            name: state
                .players
                .get(player)
                .map(|p| p.name.clone())
                .unwrap_or_default(),
        },
        other => ReportError::Settle(other),
    })
}

/// The cashier's name (a player's as he is listed) and whether he is a
/// player; `None` without a cashier.
fn cashier_of(state: &State) -> Option<(String, bool)> {
    match &state.setup.house.cashier {
        Cashier::None => None,
        Cashier::Outsider(name) => Some((name.trim().to_string(), false)),
        Cashier::Player(name) => {
            let key = crate::cards::fold(name.trim());
            let found = state
                .players
                .iter()
                .find(|p| crate::cards::fold(&p.name) == key)
                .map(|p| p.name.clone());
            Some((found.unwrap_or_else(|| name.trim().to_string()), true))
        }
    }
}

/// Each player's line of the players table.
fn rows(state: &State, settlement: &Settlement) -> PerPlayer<Row> {
    let adjustment = |i: usize| {
        settlement
            .resolution
            .as_ref()
            .and_then(|r| r.adjustments.get(i).copied())
            .unwrap_or(Chips::ZERO)
    };
    let shares = settlement.shares();
    state
        .players
        .with_ids()
        .map(|(id, p)| {
            let i = id.index();
            Row {
                name: p.name.clone(),
                kav: p.kav_total,
                chips: p.chips.unwrap_or(Chips::ZERO),
                adjustment: adjustment(i),
                net: settlement.nets.get(i).copied().unwrap_or(Chips::ZERO),
                money: settlement.money.get(i).copied().unwrap_or(Kurus::ZERO),
                deposit: p.deposits,
                left: p.left,
                reached_cikma: state.cikma_reached(id),
                reason: p.override_reason.clone(),
                // What he pays or receives at the end (M2): the transfers
                // to and from him square it.
                in_all: settlement.balances.get(i).copied().unwrap_or(Kurus::ZERO),
                share: shares.get(i).copied().unwrap_or(Kurus::ZERO),
            }
        })
        .collect()
}

/// The settlement's transfers with names, each with its payee's handle.
fn payments(
    state: &State,
    meta: &Meta,
    settlement: &Settlement,
    cashier: Option<&(String, bool)>,
) -> Vec<Payment> {
    let party = |p: Party| match p {
        Party::Player(i) => state.players.get(i).map_or("?", |p| p.name.as_str()),
        Party::Cashier => cashier.map_or("?", |c| c.0.as_str()),
    };
    settlement
        .transfers
        .iter()
        .map(|t| Payment {
            from: party(t.from).to_string(),
            to: party(t.to).to_string(),
            chips: t.chips,
            kurus: t.kurus,
            handle: meta.handles.for_payee(party(t.to)).cloned(),
        })
        .collect()
}

fn long_date(t: Option<DateTime<FixedOffset>>, raw: &str, lang: Lang) -> String {
    use chrono::Datelike;
    match t {
        Some(t) => words::date_time(
            t.day(),
            t.month(),
            t.year(),
            &format!("{:02}:{:02}", t.hour(), t.minute()),
            lang,
        ),
        None => raw.trim().to_string(),
    }
}
