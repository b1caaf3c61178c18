//! What every screen is to the app (STYLE: gitui's `Component` and
//! `DrawableComponent`, the ratatui component template): one `run` for its
//! commands, one `draw` for its body, and what it tells the keymap. Below
//! the screens; `screens::View` holds the one on show.

use super::command::{Command, Screen, When};
use super::ctx::Ctx;
use super::field::TextField;
use super::overlay::Handled;
use crate::i18n::Lang;
use ratatui::Frame;
use ratatui::layout::Rect;

/// Drawing a screen's body. Reads `ctx` and `now` and changes nothing;
/// `flash` is on while an alert flashes.
pub trait Draw {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, now: i64, flash: bool);
}

/// A screen: its keys' commands and what the keymap asks of it.
pub trait Component: Draw {
    /// Which screen it is.
    fn id(&self) -> Screen;

    /// Runs a command at time `now` (unix ms). A command the screen does
    /// not take returns [`Handled::No`], and the app does what every screen
    /// does with it (Esc goes back to the table, `q` asks to quit, …). A
    /// screen changes screens through `ctx.goto`.
    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled;

    /// Whether one of the screen's own conditions holds now (false for
    /// one that is not its own).
    fn holds(&self, _when: When, _ctx: &Ctx) -> bool {
        false
    }

    /// The text field that has the focus, if any.
    fn field(&self) -> Option<&TextField> {
        None
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        None
    }

    /// After a key was typed into the screen's field.
    fn typed(&mut self, _ctx: &Ctx) {}

    /// Edits that leaving now would lose (the setup form's, B4).
    fn unsaved_edits(&self) -> bool {
        false
    }

    /// A line the help adds under the keys (the setup form's rule code).
    fn help_note(&self, _lang: Lang) -> Option<String> {
        None
    }
}
