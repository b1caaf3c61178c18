//! The group's ledger across nights: who is the same player,
//! the debts each finished night leaves, payments, expenses outside a
//! night, standings, and the fewest transfers that clear every open
//! balance. Pure: the nights and the ledger's events come in as values.
//!
//! - A player is the same person across nights when his name matches after
//!   Turkish lower-casing ([`player_key`]: `Işıl` = `ışıl`, but `Ayse` ≠
//!   `Ayşe`), or when an alias says so.
//! - A debt is one transfer of a finished night's settlement, or one
//!   sharer's part of an expense recorded outside a night. A payment is
//!   applied to the debts from its payer to its payee: the night named, or
//!   the oldest first. A payment larger than what is open (possible only if
//!   a night was changed after it) leaves the excess as a debt the other
//!   way, so every open balance still sums to zero.
//! - A player's open balance is what he is owed (+) or owes (−): the open
//!   debts to him minus the open debts from him.

use super::settle::shares;
use super::transfers::minimal_transfers;
use super::{Chips, Kurus, MAX_PLAYERS};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One transfer of a night's settlement, by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightTransfer {
    pub from: String,
    pub to: String,
    pub kurus: Kurus,
}

/// A finished night as the ledger sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightBook {
    /// The night's folder name (unique, sorts by time).
    pub id: String,
    /// When it was created (RFC 3339, the journal header).
    pub created: String,
    pub name: String,
    pub players: Vec<String>,
    /// Each player's result in kuruş (net chips × chip value), in the order
    /// of `players`.
    pub results: Vec<Kurus>,
    /// The settlement's transfers (chips and expenses together).
    pub transfers: Vec<NightTransfer>,
    /// The night's chip value in kuruş (0: not known, a cache written
    /// before it was kept): the standings' net chips.
    #[serde(default)]
    pub chip_value: Kurus,
}

/// What the ledger file records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum LedgerEvent {
    /// `old` is the same player as `new` from now on (and in every night).
    Alias { old: String, new: String },
    /// `from` paid `to` `kurus`, against the debts of `night` if named.
    Paid {
        from: String,
        to: String,
        kurus: Kurus,
        #[serde(default)]
        night: Option<String>,
    },
    /// Money paid by `payer` for `shared_by` outside a night.
    Expense {
        payer: String,
        kurus: Kurus,
        shared_by: Vec<String>,
        #[serde(default)]
        what: String,
    },
    /// `from` paid `to` along the fewest transfers that clear every open
    /// balance (`racon ledger settle`), though `from` owes `to` nothing
    /// directly: every open debt is first replaced by those transfers
    /// ([`Source::Settle`]), then the payment is applied to them.
    SettlePaid {
        from: String,
        to: String,
        kurus: Kurus,
    },
    /// Masks the event with this seq.
    Undo { target: u64 },
    /// How `name` wants to be paid from now on (`racon ledger payee`): the
    /// whole handle, replacing the one before; an empty one clears it
    /// (ledger format version 2).
    Payee {
        name: String,
        handle: super::payee::Handle,
    },
}

/// One ledger record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerRecord {
    pub seq: u64,
    pub at: i64,
    pub event: LedgerEvent,
}

/// Where a debt comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Source {
    /// A night's settlement (its id).
    Night(String),
    /// An expense outside a night (its ledger seq).
    Expense { seq: u64, what: String },
    /// The excess of a payment larger than what was open (its ledger seq).
    Overpaid { seq: u64 },
    /// One of the fewest transfers that replaced the open debts when a
    /// payment was made along them (the payment's ledger seq).
    Settle { seq: u64 },
}

impl Source {
    pub fn night(&self) -> Option<&str> {
        match self {
            Source::Night(id) => Some(id),
            _ => None,
        }
    }
}

/// One debt and what is paid of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Debt {
    /// Player keys ([`Ledger::name`] gives the display name).
    pub from: String,
    pub to: String,
    pub kurus: Kurus,
    pub paid: Kurus,
    pub source: Source,
}

impl Debt {
    pub fn open(&self) -> Kurus {
        self.kurus - self.paid
    }
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub name: String,
    pub nights: u32,
    pub net: Kurus,
    pub open: Kurus,
    pub best: Option<Kurus>,
    pub worst: Option<Kurus>,
    /// Net chips, when every night he played had the same chip value.
    pub chips: Option<Chips>,
}

/// One transfer that clears open balances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clearing {
    pub from: String,
    pub to: String,
    pub kurus: Kurus,
}

/// Why a ledger event cannot be recorded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LedgerRefusal {
    #[error("{name}: unknown player")]
    UnknownPlayer { name: String },
    #[error("an amount of 1 to {max} kuruş is needed")]
    BadAmount { max: Kurus },
    #[error("{from} owes {to} nothing")]
    NothingOwed { from: String, to: String },
    #[error("{from} owes {to} only {open} kuruş")]
    Overpaying {
        from: String,
        to: String,
        open: Kurus,
    },
    #[error("a name is empty")]
    EmptyName,
    #[error("{name} and {other} are already the same player")]
    SamePlayer { name: String, other: String },
    #[error("nobody shares the expense")]
    NobodyShares,
    #[error("no such night: {night}")]
    UnknownNight { night: String },
    #[error("nothing to undo")]
    NothingToUndo,
    /// A typed name holds a control, direction or invisible character
    /// (G7): `ch` is the first.
    #[error("a name holds the character U+{:04X}", u32::from(*ch))]
    NameChar { ch: char },
    /// A typed name is longer than `max` characters.
    #[error("a name is longer than {max} characters")]
    NameTooLong { max: usize },
    /// What an expense was for holds a control, direction or invisible
    /// character.
    #[error("the expense's text holds the character U+{:04X}", u32::from(*ch))]
    WhatChar { ch: char },
    /// What an expense was for is longer than `max` characters.
    #[error("the expense's text is longer than {max} characters")]
    WhatTooLong { max: usize },
}

/// The longest text saying what an expense outside a night was for.
pub const MAX_LEDGER_WHAT: usize = 80;

/// The longest name the ledger takes from the command line: a night's
/// player name is at most as long.
pub const MAX_LEDGER_NAME: usize = crate::units::MAX_NAME;

/// A name as typed for the ledger (a payer, a sharer, an alias): one line
/// of printable characters, at most [`MAX_LEDGER_NAME`] (G7). Checked
/// where it is typed, before anything is written; names already in the
/// ledger or the nights are shown escaped instead.
pub fn check_typed_name(name: &str) -> Result<(), LedgerRefusal> {
    if let Some(ch) = crate::rules::text::bad_name_char(name) {
        return Err(LedgerRefusal::NameChar { ch });
    }
    if name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .count()
        > MAX_LEDGER_NAME
    {
        return Err(LedgerRefusal::NameTooLong {
            max: MAX_LEDGER_NAME,
        });
    }
    Ok(())
}

/// What an expense was for, as typed: no control, direction or invisible
/// character, at most [`MAX_LEDGER_WHAT`] characters (it was cut there
/// without a word before).
pub fn check_typed_what(what: &str) -> Result<(), LedgerRefusal> {
    if let Some(ch) = crate::rules::text::bad_name_char(what) {
        return Err(LedgerRefusal::WhatChar { ch });
    }
    if what.trim().chars().count() > MAX_LEDGER_WHAT {
        return Err(LedgerRefusal::WhatTooLong {
            max: MAX_LEDGER_WHAT,
        });
    }
    Ok(())
}

/// Largest amount one ledger event may carry (100 million ₺).
pub const MAX_LEDGER_KURUS: Kurus = Kurus(10_000_000_000);

/// A player's identity: the name trimmed, inner spaces collapsed, lower-cased
/// the Turkish way (`I` → `ı`, `İ` → `i`); letters keep their marks, so
/// `Işıl` = `ışıl` = `IŞIL` but `Ayse` ≠ `Ayşe`.
pub fn player_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for word in name.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        for c in word.chars() {
            match c {
                'I' => out.push('ı'),
                'İ' => out.push('i'),
                c => out.extend(c.to_lowercase()),
            }
        }
    }
    out
}

fn clean_name(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The ledger folded from nights and events.
#[derive(Clone, Debug, Default)]
pub struct Ledger {
    /// Alias map: key → key it stands for.
    aliases: BTreeMap<String, String>,
    /// Display names by key.
    names: BTreeMap<String, String>,
    /// The nights, oldest first.
    pub nights: Vec<NightBook>,
    pub debts: Vec<Debt>,
    /// Payment handles by key: (the name as typed, the handle).
    payees: BTreeMap<String, (String, super::payee::Handle)>,
}

/// The events that count: undone ones masked, Undo itself dropped.
pub fn effective(records: &[LedgerRecord]) -> Vec<&LedgerRecord> {
    let mut masked = std::collections::HashSet::new();
    for r in records {
        if let LedgerEvent::Undo { target } = r.event {
            masked.insert(target);
        }
    }
    records
        .iter()
        .filter(|r| !matches!(r.event, LedgerEvent::Undo { .. }) && !masked.contains(&r.seq))
        .collect()
}

impl Ledger {
    /// Folds the nights (any order; sorted by id) and the ledger's records.
    pub fn build(mut nights: Vec<NightBook>, records: &[LedgerRecord]) -> Ledger {
        nights.sort_by(|a, b| a.id.cmp(&b.id));
        let events = effective(records);
        let mut l = Ledger {
            nights: Vec::new(),
            ..Ledger::default()
        };
        // Aliases first: they say who is who in every night.
        for r in &events {
            if let LedgerEvent::Alias { old, new } = &r.event {
                l.add_alias(old, new);
            }
        }
        for night in &nights {
            l.add_night(night);
        }
        l.nights = nights;
        for r in &events {
            match &r.event {
                LedgerEvent::Alias { .. } | LedgerEvent::Undo { .. } => {}
                LedgerEvent::Payee { name, handle } => {
                    let key = l.key(name);
                    if handle.is_empty() {
                        l.payees.remove(&key);
                    } else if !key.is_empty() {
                        l.payees.insert(key, (clean_name(name), handle.clone()));
                    }
                }
                LedgerEvent::Expense {
                    payer,
                    kurus,
                    shared_by,
                    what,
                } => l.add_expense(r.seq, payer, *kurus, shared_by, what),
                LedgerEvent::SettlePaid { from, to, kurus } => {
                    l.net_into_settle(r.seq);
                    l.apply_payment(r.seq, from, to, *kurus, None);
                }
                LedgerEvent::Paid {
                    from,
                    to,
                    kurus,
                    night,
                } => l.apply_payment(r.seq, from, to, *kurus, night.as_deref()),
            }
        }
        l
    }

    /// `old` is the player `new` from now on (an alias to oneself, or of
    /// an empty name, does nothing).
    fn add_alias(&mut self, old: &str, new: &str) {
        let (o, n) = (player_key(old), self.key(new));
        if !o.is_empty() && !n.is_empty() && o != n {
            self.aliases.insert(o, n.clone());
            self.names
                .insert(n, new.split_whitespace().collect::<Vec<_>>().join(" "));
        }
    }

    /// A finished night's players, and its transfers as debts.
    fn add_night(&mut self, night: &NightBook) {
        for p in &night.players {
            self.see(p);
        }
        for t in &night.transfers {
            self.see(&t.from);
            self.see(&t.to);
            self.debts.push(Debt {
                from: self.key(&t.from),
                to: self.key(&t.to),
                kurus: t.kurus,
                paid: Kurus::ZERO,
                source: Source::Night(night.id.clone()),
            });
        }
    }

    /// An expense outside a night (ledger record `seq`): each sharer but
    /// the payer owes him his share.
    fn add_expense(
        &mut self,
        seq: u64,
        payer: &str,
        kurus: Kurus,
        shared_by: &[String],
        what: &str,
    ) {
        self.see(payer);
        let keys: Vec<String> = shared_by
            .iter()
            .map(|s| {
                self.see(s);
                self.key(s)
            })
            .collect();
        // Any number of people, in the order they were typed.
        let idx: Vec<usize> = (0..keys.len()).collect();
        let to = self.key(payer);
        for (k, part) in keys.iter().zip(shares(kurus, &idx)) {
            if *k != to && part.is_positive() {
                self.debts.push(Debt {
                    from: k.clone(),
                    to: to.clone(),
                    kurus: part,
                    paid: Kurus::ZERO,
                    source: Source::Expense {
                        seq,
                        what: what.to_string(),
                    },
                });
            }
        }
    }

    /// Applies a payment to the open debts from `from` to `to` (of `night`
    /// only, if named), oldest first; an excess becomes a debt the other
    /// way, so every balance still sums to zero.
    fn apply_payment(&mut self, seq: u64, from: &str, to: &str, kurus: Kurus, night: Option<&str>) {
        let l = self;
        {
            {
                {
                    let (f, t) = (l.key(from), l.key(to));
                    let mut left = kurus;
                    for d in &mut l.debts {
                        if left.is_zero() {
                            break;
                        }
                        let fits = d.from == f
                            && d.to == t
                            && night.is_none_or(|n| d.source.night() == Some(n));
                        if fits && d.open().is_positive() {
                            let take = d.open().min(left);
                            d.paid += take;
                            left -= take;
                        }
                    }
                    if left.is_positive() {
                        l.debts.push(Debt {
                            from: t,
                            to: f,
                            kurus: left,
                            paid: Kurus::ZERO,
                            source: Source::Overpaid { seq },
                        });
                    }
                }
            }
        }
    }

    /// Replaces every open debt by the fewest transfers that clear the
    /// same balances ([`Ledger::settle`]): the old debts are closed as
    /// paid, the transfers become debts of [`Source::Settle`].
    fn net_into_settle(&mut self, seq: u64) {
        let (plan, _) = self.settle();
        for d in &mut self.debts {
            d.paid = d.kurus;
        }
        for c in plan {
            let (from, to) = (self.key(&c.from), self.key(&c.to));
            self.debts.push(Debt {
                from,
                to,
                kurus: c.kurus,
                paid: Kurus::ZERO,
                source: Source::Settle { seq },
            });
        }
    }

    /// Records a spelling of a player's name (the latest one is shown,
    /// unless an alias names him).
    fn see(&mut self, name: &str) {
        let key = self.key(name);
        if key.is_empty() {
            return;
        }
        let aliased = self.aliases.values().any(|v| *v == key);
        if !aliased || !self.names.contains_key(&key) {
            self.names
                .insert(key, name.split_whitespace().collect::<Vec<_>>().join(" "));
        }
    }

    /// The identity `name` stands for, aliases followed.
    pub fn key(&self, name: &str) -> String {
        let mut k = player_key(name);
        for _ in 0..=self.aliases.len() {
            match self.aliases.get(&k) {
                Some(next) if *next != k => k = next.clone(),
                _ => break,
            }
        }
        k
    }

    /// The display name of a key.
    pub fn name<'a>(&'a self, key: &'a str) -> &'a str {
        self.names.get(key).map_or(key, String::as_str)
    }

    /// How `name` wants to be paid, if he said (aliases followed, Turkish
    /// folding: `IŞIL` finds Işıl's handle).
    pub fn payee(&self, name: &str) -> Option<&super::payee::Handle> {
        self.payees.get(&self.key(name)).map(|(_, h)| h)
    }

    /// Every payment handle: (display name, handle), by key.
    pub fn payees(&self) -> Vec<(&str, &super::payee::Handle)> {
        self.payees
            .iter()
            .map(|(k, (typed, h))| {
                let shown = self.names.get(k).map_or(typed.as_str(), String::as_str);
                (shown, h)
            })
            .collect()
    }

    /// Every key that finds a handle — each payee's own and every alias
    /// that stands for him — with the handle.
    pub fn handles_by_key(&self) -> BTreeMap<String, super::payee::Handle> {
        let mut out: BTreeMap<String, super::payee::Handle> = self
            .payees
            .iter()
            .map(|(k, (_, h))| (k.clone(), h.clone()))
            .collect();
        for old in self.aliases.keys() {
            if let Some((_, h)) = self.payees.get(&self.key(old)) {
                out.insert(old.clone(), h.clone());
            }
        }
        out
    }

    /// Whether `name` is someone the ledger knows.
    pub fn knows(&self, name: &str) -> bool {
        self.names.contains_key(&self.key(name))
    }

    /// Open balances by key (+ owed to him, − he owes); only non-zero ones.
    pub fn balances(&self) -> BTreeMap<String, Kurus> {
        let mut out: BTreeMap<String, Kurus> = BTreeMap::new();
        for d in &self.debts {
            let o = d.open();
            if !o.is_zero() {
                *out.entry(d.to.clone()).or_default() += o;
                *out.entry(d.from.clone()).or_default() -= o;
            }
        }
        out.retain(|_, v| !v.is_zero());
        out
    }

    /// The open debts, oldest first.
    pub fn open_debts(&self) -> Vec<&Debt> {
        self.debts
            .iter()
            .filter(|d| d.open().is_positive())
            .collect()
    }

    /// What `from` owes `to` now (of `night` only, if named).
    pub fn owed(&self, from: &str, to: &str, night: Option<&str>) -> Kurus {
        let (f, t) = (self.key(from), self.key(to));
        self.debts
            .iter()
            .filter(|d| d.from == f && d.to == t)
            .filter(|d| night.is_none_or(|n| d.source.night() == Some(n)))
            .map(Debt::open)
            .sum()
    }

    /// Checks a payment before it is recorded; `Ok(amount)` is what to
    /// record (the whole open debt when `kurus` is None).
    pub fn check_payment(
        &self,
        from: &str,
        to: &str,
        kurus: Option<Kurus>,
        night: Option<&str>,
    ) -> Result<Kurus, LedgerRefusal> {
        for n in [from, to] {
            if !self.knows(n) {
                return Err(LedgerRefusal::UnknownPlayer {
                    name: n.to_string(),
                });
            }
        }
        if let Some(n) = night
            && !self.nights.iter().any(|x| x.id == n)
        {
            return Err(LedgerRefusal::UnknownNight {
                night: n.to_string(),
            });
        }
        let open = self.owed(from, to, night);
        let names = || {
            (
                self.name(&self.key(from)).to_string(),
                self.name(&self.key(to)).to_string(),
            )
        };
        if !open.is_positive() {
            let (from, to) = names();
            return Err(LedgerRefusal::NothingOwed { from, to });
        }
        match kurus {
            None => Ok(open),
            Some(k) if !(Kurus(1)..=MAX_LEDGER_KURUS).contains(&k) => {
                Err(LedgerRefusal::BadAmount {
                    max: MAX_LEDGER_KURUS,
                })
            }
            Some(k) if k > open => {
                let (from, to) = names();
                Err(LedgerRefusal::Overpaying { from, to, open })
            }
            Some(k) => Ok(k),
        }
    }

    /// Checks a payment between two players when `from` owes `to` nothing
    /// directly but [`Ledger::settle`] has `from` pay `to`: `Ok(amount)` to
    /// record as [`LedgerEvent::SettlePaid`] (the transfer's whole amount
    /// when `kurus` is None). Refused as [`Ledger::check_payment`] would
    /// be when the pair is not among the transfers either.
    pub fn check_settle_payment(
        &self,
        from: &str,
        to: &str,
        kurus: Option<Kurus>,
    ) -> Result<Kurus, LedgerRefusal> {
        let direct = self.check_payment(from, to, kurus, None);
        if !matches!(direct, Err(LedgerRefusal::NothingOwed { .. })) {
            return direct;
        }
        let (f, t) = (self.key(from), self.key(to));
        let (plan, _) = self.settle();
        let Some(c) = plan
            .iter()
            .find(|c| self.key(&c.from) == f && self.key(&c.to) == t)
        else {
            return direct;
        };
        match kurus {
            None => Ok(c.kurus),
            Some(k) if !(Kurus(1)..=MAX_LEDGER_KURUS).contains(&k) => {
                Err(LedgerRefusal::BadAmount {
                    max: MAX_LEDGER_KURUS,
                })
            }
            Some(k) if k > c.kurus => Err(LedgerRefusal::Overpaying {
                from: self.name(&f).to_string(),
                to: self.name(&t).to_string(),
                open: c.kurus,
            }),
            Some(k) => Ok(k),
        }
    }

    /// Checks an alias before it is recorded.
    pub fn check_alias(&self, old: &str, new: &str) -> Result<(), LedgerRefusal> {
        check_typed_name(old)?;
        check_typed_name(new)?;
        if player_key(old).is_empty() || player_key(new).is_empty() {
            return Err(LedgerRefusal::EmptyName);
        }
        if self.key(old) == self.key(new) {
            return Err(LedgerRefusal::SamePlayer {
                name: old.trim().to_string(),
                other: new.trim().to_string(),
            });
        }
        Ok(())
    }

    /// Checks an expense outside a night before it is recorded.
    pub fn check_expense(&self, kurus: Kurus, shared_by: &[String]) -> Result<(), LedgerRefusal> {
        if !(Kurus(1)..=MAX_LEDGER_KURUS).contains(&kurus) {
            return Err(LedgerRefusal::BadAmount {
                max: MAX_LEDGER_KURUS,
            });
        }
        for s in shared_by {
            check_typed_name(s)?;
        }
        if shared_by.iter().all(|s| player_key(s).is_empty()) {
            return Err(LedgerRefusal::NobodyShares);
        }
        Ok(())
    }

    /// The standings over `nights` (ids; all when None), sorted by net
    /// (highest first), then name. The open balance is always today's.
    pub fn standings(&self, nights: Option<&[&str]>) -> Vec<Standing> {
        let mut rows: BTreeMap<String, Standing> = BTreeMap::new();
        // Each player's chip value so far: None once two nights differ.
        let mut values: BTreeMap<String, Option<Kurus>> = BTreeMap::new();
        let counted = |id: &str| nights.is_none_or(|ns| ns.contains(&id));
        for night in self.nights.iter().filter(|n| counted(&n.id)) {
            // One line per person even if a name repeats in a night.
            let mut per: BTreeMap<String, Kurus> = BTreeMap::new();
            for (p, r) in night.players.iter().zip(&night.results) {
                *per.entry(self.key(p)).or_default() += *r;
            }
            for (k, r) in per {
                let row = rows.entry(k.clone()).or_insert_with(|| Standing {
                    name: self.name(&k).to_string(),
                    nights: 0,
                    net: Kurus::ZERO,
                    open: Kurus::ZERO,
                    best: None,
                    worst: None,
                    chips: None,
                });
                let v = values.entry(k.clone()).or_insert(Some(night.chip_value));
                if *v != Some(night.chip_value) || !night.chip_value.is_positive() {
                    *v = None;
                }
                row.chips = match *v {
                    Some(cv) if r.get() % cv.get() == 0 => {
                        Some(row.chips.unwrap_or_default() + Chips(r.get() / cv.get()))
                    }
                    _ => {
                        *v = None;
                        None
                    }
                };
                row.nights += 1;
                row.net += r;
                row.best = Some(row.best.map_or(r, |b| b.max(r)));
                row.worst = Some(row.worst.map_or(r, |w| w.min(r)));
            }
        }
        for (k, b) in self.balances() {
            rows.entry(k.clone())
                .or_insert_with(|| Standing {
                    name: self.name(&k).to_string(),
                    nights: 0,
                    net: Kurus::ZERO,
                    open: Kurus::ZERO,
                    best: None,
                    worst: None,
                    chips: None,
                })
                .open = b;
        }
        let mut out: Vec<Standing> = rows.into_values().collect();
        out.sort_by(|a, b| b.net.cmp(&a.net).then_with(|| a.name.cmp(&b.name)));
        out
    }

    /// One player's result night by night (night id, kuruş), oldest first,
    /// over `nights` (all when None): the bars of the ledger screen.
    pub fn history<'a>(&'a self, name: &str, nights: Option<&[&str]>) -> Vec<(&'a str, Kurus)> {
        let key = self.key(name);
        self.nights
            .iter()
            .filter(|n| nights.is_none_or(|ns| ns.contains(&n.id.as_str())))
            .filter_map(|n| {
                let mut seen = false;
                let mut sum = Kurus::ZERO;
                for (p, r) in n.players.iter().zip(&n.results) {
                    if self.key(p) == key {
                        seen = true;
                        sum += *r;
                    }
                }
                seen.then_some((n.id.as_str(), sum))
            })
            .collect()
    }

    /// The fewest transfers that clear every open balance at once, and
    /// whether that count is proven minimal (always, up to
    /// [`MAX_PLAYERS`] players with an open balance; beyond that the
    /// largest debtor pays the largest creditor in turn).
    pub fn settle(&self) -> (Vec<Clearing>, bool) {
        let balances: Vec<(String, Kurus)> = self.balances().into_iter().collect();
        let nets: Vec<Kurus> = balances.iter().map(|b| b.1).collect();
        let named = |i: usize| self.name(&balances[i].0).to_string();
        if nets.len() <= MAX_PLAYERS
            && let Ok(ts) = minimal_transfers(&nets)
        {
            let out = ts
                .into_iter()
                .map(|t| Clearing {
                    from: named(t.from.index()),
                    to: named(t.to.index()),
                    kurus: t.amount,
                })
                .collect();
            return (out, true);
        }
        let mut left = nets.clone();
        let mut out = Vec::new();
        loop {
            let d = (0..left.len())
                .filter(|&i| left[i].is_negative())
                .min_by_key(|&i| (left[i], i));
            let c = (0..left.len())
                .filter(|&i| left[i].is_positive())
                .min_by_key(|&i| (-left[i], i));
            let (Some(d), Some(c)) = (d, c) else { break };
            let k = left[c].min(-left[d]);
            left[d] += k;
            left[c] -= k;
            out.push(Clearing {
                from: named(d),
                to: named(c),
                kurus: k,
            });
        }
        (out, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_keys() {
        assert_eq!(player_key("Işıl"), player_key("ışıl"));
        assert_eq!(player_key("IŞIL"), player_key("ışıl"));
        assert_eq!(player_key(" İpek  Su "), "ipek su");
        assert_ne!(player_key("Ayse"), player_key("Ayşe"));
        assert_ne!(player_key("Isil"), player_key("Işıl"));
    }
}
