//! One module per screen: its state, its commands and its drawing.

pub mod help;
pub mod hesap;
pub mod hesap_chat;
pub mod hesap_files;
pub mod history;
pub mod kasa;
pub mod kasa_join;
pub mod kasa_money;
pub mod ledger;
pub mod ledger_draw;
pub mod ledger_trend;
pub mod picker;
pub mod racon;
pub mod racon_draw;
pub mod racon_pot;
pub mod seating;
pub mod setup;
pub mod setup_check;
pub mod setup_form;
pub mod table;

use super::app::{App, Prompt, PromptKind};
use super::field::TextField;
use super::keymap::Command;
use crate::night::PlayerId;
use ratatui::Frame;
use ratatui::layout::Rect;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Screen {
    Setup,
    Seating,
    Table,
    Racon,
    Kasa,
    Hesap,
    History,
    /// Which unfinished night to open.
    Picker,
    /// The group's ledger across nights.
    Ledger,
}

impl Screen {
    pub const ALL: [Screen; 9] = [
        Screen::Setup,
        Screen::Seating,
        Screen::Table,
        Screen::Racon,
        Screen::Kasa,
        Screen::Hesap,
        Screen::History,
        Screen::Picker,
        Screen::Ledger,
    ];
}

/// The screen on show, with its own state.
pub enum View {
    Setup(setup::SetupScreen),
    Seating(seating::SeatingScreen),
    Table,
    Racon(racon::RaconScreen),
    Kasa(kasa::KasaScreen),
    Hesap(hesap::HesapScreen),
    History(history::HistoryScreen),
    Picker(picker::PickerScreen),
    Ledger(ledger::LedgerScreen),
}

/// What a screen keeps when the host leaves it and comes back (host walk
/// B6): the kasa's and hesap's selected player, and the racon screen's
/// typing while the same hand is in play.
#[derive(Default)]
pub struct Kept {
    pub kasa: Option<PlayerId>,
    pub hesap: Option<PlayerId>,
    /// The racon screen as left, with the hand it was typed in.
    pub racon: Option<(u32, racon::RaconScreen)>,
}

impl Kept {
    /// Keeps what `view` holds that outlives a visit.
    fn keep(&mut self, view: View, hand_no: u32) {
        match view {
            View::Kasa(v) => self.kasa = Some(v.selected),
            View::Hesap(v) => self.hesap = Some(v.selected),
            View::Racon(v) => self.racon = Some((hand_no, v)),
            _ => {}
        }
    }
}

impl View {
    /// A screen opened afresh (the setup screen is only shown at the start;
    /// the ledger is read from `ctx`'s data folder), with what it kept from
    /// the last visit.
    pub fn open(s: Screen, ctx: &mut super::app::Ctx) -> View {
        let players = ctx.players();
        let hand_no = ctx.state().map_or(0, |s| s.hand_no);
        let kept = |p: Option<PlayerId>| p.filter(|p| p.index() < players);
        match s {
            Screen::Ledger => View::Ledger(ledger::LedgerScreen::load(&ctx.dirs)),
            Screen::Setup | Screen::Table | Screen::Picker => View::Table,
            Screen::Seating => View::Seating(Default::default()),
            Screen::Racon => View::Racon(match ctx.kept.racon.take() {
                Some((no, v)) if no == hand_no => v,
                _ => Default::default(),
            }),
            Screen::Kasa => {
                let mut v = kasa::KasaScreen::default();
                if let Some(p) = kept(ctx.kept.kasa) {
                    v.selected = p;
                }
                View::Kasa(v)
            }
            Screen::Hesap => {
                let mut v = hesap::HesapScreen {
                    handles: crate::report::Handles::from_ledger(&crate::store::ledger::payees(
                        &ctx.dirs,
                    )),
                    ..Default::default()
                };
                if let Some(p) = kept(ctx.kept.hesap) {
                    v.selected = p;
                }
                View::Hesap(v)
            }
            Screen::History => View::History(Default::default()),
        }
    }

    pub fn screen(&self) -> Screen {
        match self {
            View::Setup(_) => Screen::Setup,
            View::Seating(_) => Screen::Seating,
            View::Table => Screen::Table,
            View::Racon(_) => Screen::Racon,
            View::Kasa(_) => Screen::Kasa,
            View::Hesap(_) => Screen::Hesap,
            View::History(_) => Screen::History,
            View::Picker(_) => Screen::Picker,
            View::Ledger(_) => Screen::Ledger,
        }
    }

    pub fn field(&self) -> Option<&TextField> {
        match self {
            View::Setup(v) => v.form.as_ref().and_then(|f| f.edit.as_ref()),
            View::Seating(v) => v.typed.as_ref().map(|t| &t.field),
            View::Racon(v) => Some(v.focused()),
            View::Kasa(v) => v.field(),
            View::Hesap(v) => Some(&v.amount),
            View::Table | View::History(_) | View::Picker(_) | View::Ledger(_) => None,
        }
    }

    pub fn field_mut(&mut self) -> Option<&mut TextField> {
        match self {
            View::Setup(v) => v.form.as_mut().and_then(|f| f.edit.as_mut()),
            View::Seating(v) => v.typed.as_mut().map(|t| &mut t.field),
            View::Racon(v) => Some(v.focused_mut()),
            View::Kasa(v) => v.field_mut(),
            View::Hesap(v) => Some(&mut v.amount),
            View::Table | View::History(_) | View::Picker(_) | View::Ledger(_) => None,
        }
    }
}

/// Runs a screen's command.
pub fn run(app: &mut App, cmd: Command, now: i64) {
    match app.screen() {
        Screen::Setup => return setup::run(app, cmd, now),
        Screen::Hesap => return hesap::run(app, cmd, now),
        Screen::Picker => return picker::run(app, cmd),
        Screen::Ledger => return ledger::run(app, cmd),
        _ => {}
    }
    let App { ctx, view } = app;
    match view {
        View::Seating(v) => seating::run(v, ctx, cmd, now),
        View::Table => table::run(ctx, cmd, now),
        View::Racon(v) => racon::run(v, ctx, cmd, now),
        View::Kasa(v) => kasa::run(v, ctx, cmd, now),
        View::History(v) => history::run(v, ctx, cmd),
        View::Setup(_) | View::Hesap(_) | View::Picker(_) | View::Ledger(_) => {}
    }
}

/// Shows screen `s` (the ledger remembers whether it was opened from the
/// setup screen, where Esc goes back to).
pub fn goto(app: &mut App, s: Screen) {
    let from_setup = matches!(app.view, View::Setup(_));
    let hand_no = app.ctx.state().map_or(0, |st| st.hand_no);
    let old = std::mem::replace(&mut app.view, View::Table);
    app.ctx.kept.keep(old, hand_no);
    app.view = View::open(s, &mut app.ctx);
    if let View::Ledger(v) = &mut app.view {
        v.from_setup = from_setup;
    }
}

/// Enter on a prompt: what was typed goes where the prompt asked.
pub fn answer(app: &mut App, p: Prompt, now: i64) {
    let text = &p.field.text;
    match p.kind {
        PromptKind::SaveAs => setup::save_as(app, text),
        PromptKind::ExportPending => super::edges::export(&mut app.ctx, text),
        PromptKind::Expense(by) => kasa_money::expense(&mut app.ctx, by, text, now),
        PromptKind::SettleWith(who) => kasa_money::settle(&mut app.ctx, who, text, now),
        PromptKind::Override(player, chips) => {
            let override_reason = Some(text.clone());
            let leave = crate::night::Action::Leave {
                player,
                chips,
                override_reason,
            };
            if app.ctx.act(leave, now) {
                kasa_join::head_count_changed(&mut app.ctx);
            }
        }
    }
}

/// After a key was typed into the screen's field.
pub fn typed(app: &mut App) {
    if let View::Racon(v) = &mut app.view {
        racon::check_live(v, &app.ctx);
    }
}

/// Draws the screen's body; `flash` is on while an alert flashes.
pub fn draw(f: &mut Frame, app: &App, now: i64, flash: bool, area: Rect) {
    let ctx = &app.ctx;
    match &app.view {
        View::Setup(v) => setup::draw(f, v, ctx, area),
        View::Seating(v) => seating::draw(f, v, ctx, area),
        View::Table => table::draw(f, ctx, now, flash, area),
        View::Racon(v) => racon_draw::draw(f, v, ctx, area),
        View::Kasa(v) => kasa::draw(f, v, ctx, area),
        View::Hesap(v) => hesap::draw(f, v, ctx, area),
        View::History(v) => history::draw(f, v, ctx, area),
        View::Picker(v) => picker::draw(f, v, ctx, area),
        View::Ledger(v) => ledger_draw::draw(f, v, ctx, area),
    }
}

/// The selected row of a list, moved by `dir` within `n`.
pub fn step_selection(selected: &mut usize, dir: i32, n: usize) {
    *selected = if dir < 0 {
        selected.saturating_sub(1)
    } else {
        (*selected + 1).min(n.saturating_sub(1))
    };
}

/// The selected player, moved by `dir` among `n` players.
pub fn step_player(selected: &mut PlayerId, dir: i32, n: usize) {
    let mut i = selected.index();
    step_selection(&mut i, dir, n);
    *selected = PlayerId::from_index(i).unwrap_or(*selected);
}
