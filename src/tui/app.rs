//! The screen's state machine, headless: keys in, night actions out. It owns
//! no terminal, so tests drive it with key scripts and assert on the night
//! (STYLE: helix's headless tests). `App` keeps what every screen shares
//! ([`Ctx`]), the screen on show ([`View`]) and what screens keep between
//! visits; a key's command goes to the screen first, and what the screen
//! does not take is done here, the same on every screen (STYLE: gitui's
//! `EventState::NotConsumed`).

use super::command::{Command, Goto, Screen, When};
use super::edges;
use super::field::TextField;
use super::keymap::{self, Scope};
use super::screens::{Kept, View, picker::PickerScreen, setup::SetupScreen};
use super::when::Here;
use crate::i18n::Lang;
use crate::night::{Action, DeckChoice};
use crate::store::Dirs;
use crate::store::night::{NightEntry, NightFile};
use ratatui::crossterm::event::KeyEvent;

pub use super::ctx::Ctx;
pub use super::overlay::{Confirm, Handled, Msg, Overlay, Prompt, PromptKind};

/// The screen a night opens on: setup without one, the seat draw before
/// the seats are drawn, else the table.
pub fn first_view(ctx: &Ctx, preset: Option<&str>, kept: &mut Kept) -> View {
    match ctx.night {
        None => View::Setup(SetupScreen::new(&ctx.dirs, preset)),
        Some(_) => View::open(ctx.night_screen(), ctx, kept),
    }
}

pub struct App {
    pub ctx: Ctx,
    pub view: View,
    /// What screens keep between visits (a selected player, racon's typing).
    pub kept: Kept,
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
        let ctx = Ctx::new(lang, dirs, night, seed);
        let mut kept = Kept::default();
        let view = first_view(&ctx, preset, &mut kept);
        let mut app = App { ctx, view, kept };
        edges::show_repair(&mut app.ctx);
        app
    }

    /// An app showing the picker for `nights`; `n` sets up a new night with
    /// `preset`.
    pub fn picker(
        lang: Lang,
        dirs: Dirs,
        nights: Vec<NightEntry>,
        seed: u64,
        preset: Option<String>,
    ) -> App {
        let mut app = App::new(lang, dirs, None, seed, preset.as_deref());
        app.view = View::Picker(PickerScreen::new(nights, preset));
        app
    }

    pub fn screen(&self) -> Screen {
        self.view.screen()
    }

    /// The shared state and the screen on show, as the keymap, the footer
    /// and the help read them.
    pub fn here(&self) -> Here<'_> {
        Here {
            ctx: &self.ctx,
            screen: self.view.component(),
        }
    }

    /// Whether a keymap row's condition holds now.
    pub fn holds(&self, w: When) -> bool {
        self.here().holds(w)
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
        self.here().scope()
    }

    /// The text field that has the focus, if any.
    pub fn field(&self) -> Option<&TextField> {
        self.here().field()
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
        self.here().field_takes(key)
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
                self.view.component_mut().typed(&self.ctx);
            }
            return Handled::Yes;
        }
        match keymap::lookup(self.scope(), &key, |w| self.holds(w)) {
            Some(cmd) => {
                self.run(cmd, now);
                Handled::Yes
            }
            None => Handled::No,
        }
    }

    /// Runs a command: the screen on show first, then what every screen
    /// does; then goes where the command asked.
    pub fn run(&mut self, cmd: Command, now: i64) {
        if self.view.component_mut().run(&mut self.ctx, cmd, now) == Handled::No {
            every_screen(&mut self.ctx, cmd, now);
        }
        if let Some(to) = self.ctx.goto.take() {
            self.view.goto(to, &self.ctx, &mut self.kept);
        }
    }
}

/// A command no screen took: the same on every screen.
fn every_screen(ctx: &mut Ctx, cmd: Command, now: i64) {
    match cmd {
        Command::Help => ctx.behind_help = ctx.overlay.replace(Overlay::Help),
        Command::Lang => {
            ctx.lang = match ctx.lang {
                Lang::Tr => Lang::En,
                Lang::En => Lang::Tr,
            }
        }
        Command::Quit => edges::ask_quit(ctx),
        Command::ExportPending => edges::ask_export(ctx),
        Command::Share => edges::toggle_share(ctx),
        Command::Undo => ctx.ask_undo(false),
        Command::Redo => ctx.ask_redo(),
        Command::Yes => yes(ctx, now),
        Command::No | Command::DeckAtTur => no(ctx, cmd, now),
        Command::Back => ctx.goto = Some(Goto::Screen(Screen::Table)),
        _ => {}
    }
}

/// Enter (or y) on a question or prompt no screen took as its own.
fn yes(ctx: &mut Ctx, now: i64) {
    let Some(overlay) = ctx.overlay.take() else {
        return;
    };
    match overlay {
        Overlay::Confirm(Confirm::Quit | Confirm::QuitUnsaved(_)) => ctx.quit = true,
        Overlay::Confirm(Confirm::Repaired(_)) => edges::acknowledge_repair(ctx),
        Overlay::Confirm(Confirm::Undo(_)) => {
            ctx.act(Action::Undo, now);
        }
        Overlay::Confirm(Confirm::Redo(_)) => {
            ctx.act(Action::Redo, now);
        }
        Overlay::Confirm(Confirm::Deck) => super::deck::answer(ctx, DeckChoice::NextHand, now),
        Overlay::Prompt(p) if p.kind == PromptKind::ExportPending => {
            edges::export(ctx, &p.field.text);
        }
        // A screen's own question is answered by the screen (it took it).
        _ => {}
    }
}

/// No (Esc, n) on the open question; `t` on the deck question.
fn no(ctx: &mut Ctx, cmd: Command, now: i64) {
    if let Some(Overlay::Confirm(Confirm::Deck)) = ctx.overlay.take() {
        let when = match cmd {
            Command::DeckAtTur => DeckChoice::NextTur,
            _ => DeckChoice::Keep,
        };
        super::deck::answer(ctx, when, now);
    }
}
