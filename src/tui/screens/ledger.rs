//! The ledger screen: the group's standings across nights with
//! each player's net as a bar, the open debts, and one marked paid. It reads
//! and writes through the store's ledger (`store::ledger`) and folds with
//! the money core (`money::ledger`), like `racon ledger` does.

use super::View;
use crate::i18n::{Lang, ledger as lw, tui_ledger as words};
use crate::money::Kurus;
use crate::money::ledger::{Ledger, LedgerEvent, Source, Standing};
use crate::store::Dirs;
use crate::store::ledger::{LedgerFile, build, load_nights, load_nights_from_journals};
use crate::tui::app::{App, Confirm, Msg};
use crate::tui::keymap::Command;

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

pub fn run(app: &mut App, cmd: Command) {
    if cmd == Command::Back {
        let from_setup = matches!(&app.view, View::Ledger(v) if v.from_setup);
        app.view = if from_setup {
            View::Setup(super::setup::SetupScreen::new(&app.ctx.dirs, None))
        } else {
            View::Table
        };
        return;
    }
    let App { ctx, view } = app;
    let View::Ledger(v) = view else { return };
    match cmd {
        Command::SelectPrev | Command::SelectNext => {
            let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
            super::step_selection(&mut v.selected, dir, v.debts.len());
        }
        Command::MarkPaid => {
            if let Some(d) = v.selected_debt() {
                let d = d.clone();
                let m = Msg::new(|l| words::ask_paid(&d.from, &d.to, d.open, l), false);
                ctx.ask(Confirm::LedgerPaid(m));
            }
        }
        _ => {}
    }
}

enum Fail {
    Io(std::sync::Arc<crate::store::journal::JournalError>),
    Refused(crate::money::ledger::LedgerRefusal),
}

/// Yes to [`Confirm::LedgerPaid`]: the selected debt is written to the
/// ledger as paid (the whole of it), checked against the ledger as it is
/// on disk now; the screen is read again.
pub fn mark_paid(app: &mut App, now: i64) {
    let App { ctx, view } = app;
    let View::Ledger(v) = view else { return };
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
