//! The ledger screen: the group's standings across nights with
//! each player's net as a bar, the open debts, and one marked paid. It reads
//! and writes through the store's ledger (`store::ledger`) and folds with
//! the money core (`money::ledger`), like `racon ledger` does.

use super::parts::step_selection;
use crate::i18n::{Lang, ledger as lw, tui_ledger as words};
use crate::money::Kurus;
use crate::money::ledger::{Ledger, LedgerEvent, Source, Standing};
use crate::store::Dirs;
use crate::store::ledger::{LedgerFile, build, load_nights, load_nights_from_journals};
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::Component;
use crate::tui::ctx::Ctx;
use crate::tui::overlay::{Confirm, Handled, Msg, Overlay};

/// One open debt as listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebtRow {
    pub from: String,
    pub to: String,
    pub open: Kurus,
    /// The night it comes from (its id), if a night.
    pub night: Option<String>,
    pub source: Source,
}

/// The screen's state: what the ledger says now, read when it opens and
/// after each payment.
#[derive(Clone, Debug, Default)]
pub struct LedgerScreen {
    /// Opened from the setup screen: Esc goes back there.
    pub from_setup: bool,
    pub nights: usize,
    pub standings: Vec<Standing>,
    /// Each player's running net night by night (the trend column and
    /// chart), in the standings' order.
    pub trend: Vec<crate::report::series::Line>,
    pub debts: Vec<DebtRow>,
    pub selected: usize,
    /// Nights left out (they do not load or do not settle): where and why.
    pub skipped: Vec<(std::path::PathBuf, crate::store::ledger::Skip)>,
    /// Why the ledger file could not be read whole, if it could not
    /// (worded at drawing, in the screen's language): then no standings
    /// or debts are shown and none is marked paid (G2).
    pub problem: Option<std::sync::Arc<crate::store::journal::JournalError>>,
}

impl LedgerScreen {
    /// Reads the nights (through the cache) and the whole ledger file.
    pub fn load(dirs: &Dirs) -> LedgerScreen {
        let nights = load_nights(dirs);
        let mut out = LedgerScreen {
            nights: nights.finished.len(),
            ..LedgerScreen::default()
        };
        match LedgerFile::read_whole(dirs) {
            Ok(file) => out.fill(&build(&nights, &file)),
            Err(e) => out.problem = Some(e),
        }
        out.skipped = nights.skipped;
        out
    }

    fn fill(&mut self, l: &Ledger) {
        self.standings = l.standings(None);
        self.trend = crate::report::series::season_lines(l);
        self.debts = l
            .open_debts()
            .into_iter()
            .map(|d| DebtRow {
                from: l.name(&d.from).to_string(),
                to: l.name(&d.to).to_string(),
                open: d.open(),
                night: d.source.night().map(str::to_string),
                source: d.source.clone(),
            })
            .collect();
        self.selected = self.selected.min(self.debts.len().saturating_sub(1));
    }

    pub fn selected_debt(&self) -> Option<&DebtRow> {
        self.debts.get(self.selected)
    }
}

/// Where a debt comes from, in words.
pub fn source_text(s: &Source, lang: Lang) -> String {
    match s {
        Source::Night(id) => lw::source_night(id, lang),
        Source::Expense { what, .. } => lw::source_expense(what, lang),
        Source::Overpaid { .. } => lw::source_overpaid(lang).to_string(),
        Source::Settle { .. } => lw::source_settle(lang).to_string(),
    }
}

impl Component for LedgerScreen {
    fn id(&self) -> Screen {
        Screen::Ledger
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        match cmd {
            // Opened from the setup screen: Esc goes back there (else the
            // app takes it back to the table).
            Command::Back if self.from_setup => ctx.go(Screen::Setup),
            Command::SelectPrev | Command::SelectNext => {
                let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
                step_selection(&mut self.selected, dir, self.debts.len());
            }
            Command::MarkPaid => {
                if let Some(d) = self.selected_debt() {
                    let d = d.clone();
                    let m = Msg::new(|l| words::ask_paid(&d.from, &d.to, d.open, l), false);
                    ctx.ask(Confirm::LedgerPaid(m));
                }
            }
            Command::Yes => {
                let paid = |o: &Overlay| matches!(o, Overlay::Confirm(Confirm::LedgerPaid(_)));
                if ctx.take_overlay(paid).is_none() {
                    return Handled::No;
                }
                mark_paid(self, ctx, now);
            }
            _ => return Handled::No,
        }
        Handled::Yes
    }

    fn holds(&self, w: When, _ctx: &Ctx) -> bool {
        match w {
            When::CanGoBack => true,
            When::LedgerDebts => !self.debts.is_empty(),
            _ => false,
        }
    }
}

enum Fail {
    Io(std::sync::Arc<crate::store::journal::JournalError>),
    Refused(crate::money::ledger::LedgerRefusal),
}

/// Yes to [`Confirm::LedgerPaid`]: the selected debt is written to the
/// ledger as paid (the whole of it), checked against the ledger as it is
/// on disk now; the screen is read again.
fn mark_paid(v: &mut LedgerScreen, ctx: &mut Ctx, now: i64) {
    let Some(d) = v.selected_debt().cloned() else {
        return;
    };
    let result = (|| {
        let mut file =
            LedgerFile::open_waiting(&ctx.dirs).map_err(|e| Fail::Io(std::sync::Arc::new(e)))?;
        if let Some(p) = &file.problem {
            return Err(Fail::Io(p.clone()));
        }
        // Checked against the nights' journals, never the cache alone (G3).
        let ledger = build(&load_nights_from_journals(&ctx.dirs), &file);
        // A night's debt is paid against that night; any other debt by its
        // amount, oldest first.
        let amount = d.night.is_none().then_some(d.open);
        let kurus = ledger
            .check_payment(&d.from, &d.to, amount, d.night.as_deref())
            .map_err(Fail::Refused)?;
        let event = LedgerEvent::Paid {
            from: d.from.clone(),
            to: d.to.clone(),
            kurus,
            night: d.night.clone(),
        };
        file.append(now, event)
            .map_err(|e| Fail::Io(std::sync::Arc::new(e)))?;
        Ok((kurus, ledger.owed(&d.from, &d.to, None) - kurus))
    })();
    match result {
        Ok((kurus, left)) => {
            ctx.say(|l| lw::paid_done(&d.from, &d.to, kurus, left, l), false);
        }
        Err(Fail::Io(e)) => ctx.say(
            |l| words::ledger_failed(&crate::i18n::store::journal_error(&e, l), l),
            true,
        ),
        Err(Fail::Refused(r)) => ctx.say(|l| lw::ledger_refusal(&r, l), true),
    }
    let from_setup = v.from_setup;
    let selected = v.selected;
    *v = LedgerScreen::load(&ctx.dirs);
    v.from_setup = from_setup;
    v.selected = selected.min(v.debts.len().saturating_sub(1));
}
