//! What every screen shares ([`Ctx`]): the night, the language, the status
//! line, the one overlay, where to go next. Below the screens: a screen's
//! `run` gets `&mut Ctx` and never the `App` (STYLE: the ratatui component
//! template's shared state).

use super::command::{Goto, Screen};
use super::overlay::{Confirm, Msg, Overlay};
use super::share::{Shared, Sharer};
use crate::i18n::tui::{self as tx, T};
use crate::i18n::{Lang, night as words};
use crate::night::Action;
use crate::store::Dirs;
use crate::store::export::PrintJob;
use crate::store::night::{ActError, NightFile};

/// What every screen shares.
pub struct Ctx {
    pub lang: Lang,
    pub dirs: Dirs,
    pub night: Option<NightFile>,
    pub message: Option<Msg>,
    pub overlay: Option<Overlay>,
    pub seed: u64,
    pub quit: bool,
    /// Where `p` on hesap looks for lp/lpr (the PATH at startup).
    pub path_var: Option<std::ffi::OsString>,
    /// The print `p` started (off this thread) and a printer's time limit.
    pub printing: Option<PrintJob>,
    pub print_limit: std::time::Duration,
    /// The window's size, when known; keys do nothing while it is too small.
    pub size: Option<(u16, u16)>,
    /// Where to go once the command has run (set by a screen).
    pub goto: Option<Goto>,
    /// The night served to phones while shared; dropping it stops serving.
    pub share: Option<Box<dyn Shared>>,
    /// What starts sharing (given by the binary; none in headless tests
    /// that do not set one).
    pub sharer: Option<Sharer>,
    /// The question the help was opened over; it comes back when the help
    /// closes.
    pub behind_help: Option<Overlay>,
    /// Text to put on the terminal's clipboard (OSC 52) after the next
    /// frame is drawn (hesap `g`).
    pub clipboard: Option<String>,
}

impl Ctx {
    pub fn new(lang: Lang, dirs: Dirs, night: Option<NightFile>, seed: u64) -> Self {
        Ctx {
            lang,
            dirs,
            night,
            message: None,
            overlay: None,
            seed,
            quit: false,
            path_var: std::env::var_os("PATH"),
            printing: None,
            print_limit: crate::store::export::print_limit(),
            size: None,
            goto: None,
            share: None,
            sharer: None,
            behind_help: None,
            clipboard: None,
        }
    }

    pub fn state(&self) -> Option<&crate::night::State> {
        self.night.as_ref().map(|n| n.night().state())
    }

    pub fn say(&mut self, f: impl Fn(Lang) -> String, error: bool) {
        self.message = Some(Msg::new(f, error));
    }

    pub fn say_t(&mut self, t: T, error: bool) {
        self.say(|l| tx::t(t, l).to_string(), error);
    }

    pub fn ask(&mut self, c: Confirm) {
        self.overlay = Some(Overlay::Confirm(c));
    }

    /// Goes to screen `s` once the command has run.
    pub fn go(&mut self, s: Screen) {
        self.goto = Some(Goto::Screen(s));
    }

    /// The screen an open night shows: the seat draw before the seats are
    /// drawn, else the table.
    pub fn night_screen(&self) -> Screen {
        match self.state() {
            Some(s) if s.seats.is_empty() => Screen::Seating,
            _ => Screen::Table,
        }
    }

    /// Takes the open question or prompt when `mine` says it is the
    /// caller's to answer; leaves it open otherwise.
    pub fn take_overlay(&mut self, mine: impl Fn(&Overlay) -> bool) -> Option<Overlay> {
        if self.overlay.as_ref().is_some_and(mine) {
            self.overlay.take()
        } else {
            None
        }
    }

    /// Runs a night action and reports what happened, a refusal or a
    /// failed save. True when the action took effect.
    pub fn act(&mut self, action: Action, now: i64) -> bool {
        let Some(nf) = self.night.as_mut() else {
            return false;
        };
        let (msg, ok) = match nf.act(action, now) {
            Ok(e) => {
                let s = nf.night().state();
                (Msg::new(|l| words::describe(&e, s, l), false), true)
            }
            Err(e) => {
                let s = nf.night().state();
                // NOT SAVED: it happened (the state shows it), only not on disk.
                let happened = matches!(e, ActError::NotSaved(_));
                let msg = Msg::new(|l| crate::i18n::store::act_error(&e, s, l), true);
                (msg, happened)
            }
        };
        self.message = Some(msg);
        ok
    }

    pub fn players(&self) -> usize {
        self.state().map_or(0, |s| s.players.len())
    }

    /// `u`: asks before undoing the last action, named; a seat draw whose
    /// cards are still face down (`hidden`) is not given away.
    pub fn ask_undo(&mut self, hidden: bool) {
        let Some(nf) = &self.night else { return };
        let Some(r) = nf.night().undo_target() else {
            return self.say_t(T::NothingToUndo, true);
        };
        let s = nf.night().state();
        let what = if hidden {
            Msg::new(|l| tx::t(T::TheSeatDraw, l).to_string(), false)
        } else {
            Msg::new(|l| words::describe(&r.event, s, l), false)
        };
        self.ask(Confirm::Undo(what));
    }

    /// `U`: asks before redoing the last undone action, named.
    pub fn ask_redo(&mut self) {
        let Some(nf) = &self.night else { return };
        let Some(r) = nf.night().redo_target() else {
            return self.say_t(T::NothingToRedo, true);
        };
        let s = nf.night().state();
        let what = Msg::new(|l| words::describe(&r.event, s, l), false);
        self.ask(Confirm::Redo(what));
    }
}
