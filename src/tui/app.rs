//! The screen's state machine, headless: keys in, night actions out. It owns
//! no terminal, so tests drive it with key scripts and assert on the night
//! (STYLE: helix's headless tests). `App` keeps what every screen shares
//! ([`Ctx`]: the night, the language, the message, the one overlay) and the
//! state of the screen on show ([`View`]); each screen's keys and drawing
//! live in its own module under `screens/`.

use super::edges;
use super::field::TextField;
use super::keymap::{self, Command, Scope};
use super::screens::{self, Screen, View};
use crate::i18n::tui::{self as tx, T};
use crate::i18n::{Lang, night as words};
use crate::night::Action;
use crate::store::Dirs;
use crate::store::night::{ActError, NightFile};
use ratatui::crossterm::event::KeyEvent;

pub use super::overlay::{Confirm, Handled, Msg, Overlay, Prompt, PromptKind};

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
    pub printing: Option<crate::store::export::PrintJob>,
    pub print_limit: std::time::Duration,
    /// The window's size, when known; keys do nothing while it is too small.
    pub size: Option<(u16, u16)>,
    /// The screen to show next (set by a screen's command).
    pub goto: Option<Screen>,
    /// The night served to phones while shared; dropping it stops serving.
    pub share: Option<Box<dyn super::share::Shared>>,
    /// What starts sharing (given by the binary; none in headless tests
    /// that do not set one).
    pub sharer: Option<super::share::Sharer>,
    /// The question the help was opened over; it comes back when the help
    /// closes.
    pub behind_help: Option<Overlay>,
    /// What screens keep between visits (a selected player, racon's typing).
    pub kept: screens::Kept,
    /// Text to put on the terminal's clipboard (OSC 52) after the next
    /// frame is drawn (hesap `g`).
    pub clipboard: Option<String>,
}

impl Ctx {
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
}

/// The screen a night opens on: setup without one, the seat draw before
/// the seats are drawn, else the table.
pub fn first_view(ctx: &Ctx, preset: Option<&str>) -> View {
    match ctx.state() {
        None => View::Setup(screens::setup::SetupScreen::new(&ctx.dirs, preset)),
        Some(s) if s.seats.is_empty() => View::Seating(Default::default()),
        Some(_) => View::Table,
    }
}

pub struct App {
    pub ctx: Ctx,
    pub view: View,
}

/// The smallest window the screen draws in.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 16;

impl App {
    /// A new app: the night in `night` if given, else the setup screen.
    pub fn new(
        lang: Lang,
        dirs: Dirs,
        night: Option<NightFile>,
        seed: u64,
        preset: Option<&str>,
    ) -> App {
        let ctx = Ctx {
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
            kept: screens::Kept::default(),
            clipboard: None,
        };
        let view = first_view(&ctx, preset);
        let mut app = App { ctx, view };
        edges::show_repair(&mut app.ctx);
        app
    }

    pub fn screen(&self) -> Screen {
        self.view.screen()
    }

    /// The status line in the current language, and whether it is an error.
    pub fn message(&self) -> Option<(&str, bool)> {
        self.ctx
            .message
            .as_ref()
            .map(|m| (m.text(self.ctx.lang), m.error))
    }

    /// Whether the night is over (for the frame title).
    pub fn ended(&self) -> bool {
        self.ctx
            .state()
            .is_some_and(|s| s.phase == crate::night::Phase::Ended)
    }

    pub fn too_small(&self) -> bool {
        self.ctx
            .size
            .is_some_and(|(w, h)| w < MIN_WIDTH || h < MIN_HEIGHT)
    }

    /// Where keys go now: the open question, else the screen.
    pub fn scope(&self) -> Scope {
        match self.ctx.overlay {
            Some(Overlay::Confirm(_) | Overlay::Prompt(_)) => Scope::Confirm,
            _ => Scope::On(self.screen()),
        }
    }

    /// The text field that has the focus, if any.
    pub fn field(&self) -> Option<&TextField> {
        match &self.ctx.overlay {
            Some(Overlay::Prompt(p)) => Some(&p.field),
            Some(_) => None,
            None => self.view.field(),
        }
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        match &mut self.ctx.overlay {
            Some(Overlay::Prompt(p)) => Some(&mut p.field),
            Some(_) => None,
            None => self.view.field_mut(),
        }
    }

    /// Whether the focused text field would take `key` (so the keymap never
    /// sees it, and the footer must not offer it).
    pub fn field_takes(&self, key: &KeyEvent) -> bool {
        self.field().is_some_and(|f| f.would_take(key))
    }

    /// Handles one key at time `now` (unix ms).
    pub fn handle_key(&mut self, key: KeyEvent, now: i64) -> Handled {
        if self.too_small() {
            return Handled::No;
        }
        // The share panel closes on any key, which then works as usual;
        // the group-chat panel closes on any key, which does nothing else.
        if self.ctx.overlay == Some(Overlay::Share) {
            self.ctx.overlay = None;
        }
        if matches!(self.ctx.overlay, Some(Overlay::Chat(_))) {
            self.ctx.overlay = None;
            return Handled::Yes;
        }
        if self.ctx.overlay == Some(Overlay::Help) {
            self.ctx.overlay = self.ctx.behind_help.take();
            return Handled::Yes;
        }
        if let Some(f) = self.field_mut()
            && f.take(&key)
        {
            if self.ctx.overlay.is_none() {
                screens::typed(self);
            }
            return Handled::Yes;
        }
        match keymap::lookup(self, self.scope(), &key) {
            Some(cmd) => {
                self.run(cmd, now);
                Handled::Yes
            }
            None => Handled::No,
        }
    }

    /// Runs a command.
    pub fn run(&mut self, cmd: Command, now: i64) {
        match cmd {
            Command::Help => self.ctx.behind_help = self.ctx.overlay.replace(Overlay::Help),
            Command::Lang => {
                self.ctx.lang = match self.ctx.lang {
                    Lang::Tr => Lang::En,
                    Lang::En => Lang::Tr,
                }
            }
            Command::Quit => edges::ask_quit(self),
            Command::ExportPending => edges::ask_export(&mut self.ctx),
            Command::Share => edges::toggle_share(&mut self.ctx),
            Command::Undo => self.ask_undo(),
            Command::Redo => self.ask_redo(),
            Command::Yes => self.yes(now),
            Command::No | Command::DeckAtTur => screens::kasa_join::no(self, cmd, now),
            Command::Back
                if matches!(
                    self.screen(),
                    Screen::Setup | Screen::Seating | Screen::Ledger
                ) =>
            {
                screens::run(self, cmd, now)
            }
            Command::Back => self.ctx.goto = Some(Screen::Table),
            _ => screens::run(self, cmd, now),
        }
        if let Some(s) = self.ctx.goto.take() {
            screens::goto(self, s);
        }
    }

    fn ask_undo(&mut self) {
        let Some(nf) = &self.ctx.night else { return };
        let Some(r) = nf.night().undo_target() else {
            return self.ctx.say_t(T::NothingToUndo, true);
        };
        let s = nf.night().state();
        // A seat draw whose cards are still face down is not given away.
        let hidden = matches!(&self.view, View::Seating(v) if !v.all_shown(s));
        let what = if hidden {
            Msg::new(|l| tx::t(T::TheSeatDraw, l).to_string(), false)
        } else {
            Msg::new(|l| words::describe(&r.event, s, l), false)
        };
        self.ctx.ask(Confirm::Undo(what));
    }

    fn ask_redo(&mut self) {
        let Some(nf) = &self.ctx.night else { return };
        let Some(r) = nf.night().redo_target() else {
            return self.ctx.say_t(T::NothingToRedo, true);
        };
        let s = nf.night().state();
        let what = Msg::new(|l| words::describe(&r.event, s, l), false);
        self.ctx.ask(Confirm::Redo(what));
    }

    /// Enter (or y) on the open question or prompt.
    fn yes(&mut self, now: i64) {
        let Some(overlay) = self.ctx.overlay.take() else {
            return;
        };
        match overlay {
            Overlay::Help | Overlay::Share | Overlay::Chat(_) => {}
            Overlay::Confirm(c) => match c {
                Confirm::Quit | Confirm::QuitUnsaved(_) => self.ctx.quit = true,
                Confirm::Repaired(_) => edges::acknowledge_repair(&mut self.ctx),
                Confirm::Undo(_) => {
                    self.ctx.act(Action::Undo, now);
                }
                Confirm::Redo(_) => {
                    self.ctx.act(Action::Redo, now);
                }
                Confirm::EndNight(missing) => {
                    screens::table::end_night(&mut self.ctx, missing, now)
                }
                Confirm::EndBreak => {
                    self.ctx.act(Action::NewHand, now);
                }
                Confirm::ReplacePreset(name) => screens::setup::save(self, &name),
                Confirm::Recount(p, chips) => screens::hesap::record(self, p, chips, now),
                Confirm::LedgerPaid(_) => screens::ledger::mark_paid(self, now),
                Confirm::DiscardEdits(_, d) => screens::setup::discard(self, d),
                c @ (Confirm::Deck | Confirm::Return(_)) => screens::kasa_join::yes(self, c, now),
            },
            Overlay::Prompt(p) => screens::answer(self, p, now),
        }
    }
}
