//! When a binding applies: the keymap's availability tests, so a key is
//! offered (and works) only where it means something now. The night's and
//! the open question's are read here from [`Ctx`]; the screen's own are
//! asked of the screen on show ([`Component::holds`]). [`Here`] is what the
//! keymap, the footer and the help look at: the shared state and the screen.

use super::command::{Screen, When};
use super::component::Component;
use super::ctx::Ctx;
use super::field::TextField;
use super::keymap::Scope;
use super::overlay::{Confirm, Overlay};
use crate::night::{Phase, State};
use ratatui::crossterm::event::KeyEvent;

/// The shared state and the screen on show, read together.
#[derive(Clone, Copy)]
pub struct Here<'a> {
    pub ctx: &'a Ctx,
    pub screen: &'a dyn Component,
}

impl<'a> Here<'a> {
    pub fn id(&self) -> Screen {
        self.screen.id()
    }

    /// Where keys go now: the open question, else the screen.
    pub fn scope(&self) -> Scope {
        match self.ctx.overlay {
            Some(Overlay::Confirm(_) | Overlay::Prompt(_)) => Scope::Confirm,
            _ => Scope::On(self.id()),
        }
    }

    /// The text field that has the focus, if any.
    pub fn field(&self) -> Option<&'a TextField> {
        match &self.ctx.overlay {
            Some(Overlay::Prompt(p)) => Some(&p.field),
            Some(_) => None,
            None => self.screen.field(),
        }
    }

    /// Whether the focused text field would take `key` (so the keymap never
    /// sees it, and the footer must not offer it).
    pub fn field_takes(&self, key: &KeyEvent) -> bool {
        self.field().is_some_and(|f| f.would_take(key))
    }

    /// Whether `w` holds now.
    pub fn holds(&self, w: When) -> bool {
        holds(w, self.ctx, self.screen)
    }
}

/// Whether `w` holds now, with `screen` on show.
pub fn holds(w: When, ctx: &Ctx, screen: &dyn Component) -> bool {
    let st = ctx.state();
    let on = |f: fn(&State) -> bool| st.is_some_and(|s| s.phase != Phase::Ended && f(s));
    match w {
        When::Always => true,
        When::HasNight => ctx.night.is_some(),
        When::NightOn => night_on(ctx),
        When::ClockRuns => on(|s| s.seans.started_at.is_some() || s.in_break()),
        When::Blinds => {
            on(|s| matches!(s.setup.ante, crate::night::setup::AntePlan::Blinds { .. }))
        }
        When::InBreak => on(State::in_break),
        When::InHand => st.is_some_and(|s| s.phase == Phase::InHand),
        When::PasDoMen => on(|s| !board(s) && s.setup.house.pas_do_men),
        When::ForcedPas => on(|s| !board(s)),
        When::AllPass => st.is_some_and(|s| s.phase == Phase::InHand && !board(s)),
        When::CountOff => st.is_some_and(count_off),
        When::DeckPending => st.is_some_and(deck_pending),
        When::AllSaved => all_saved(ctx, screen),
        When::NotAllSaved => !all_saved(ctx, screen),
        When::QuitUnsaved => asked(ctx, |c| matches!(c, Confirm::QuitUnsaved(_))),
        When::DiscardingEdits => asked(ctx, |c| matches!(c, Confirm::DiscardEdits(..))),
        When::DeckQuestion => deck_question(ctx),
        When::YesNoQuestion => !deck_question(ctx),
        _ => screen.holds(w, ctx),
    }
}

/// The night is on (not ended).
pub fn night_on(ctx: &Ctx) -> bool {
    ctx.state().is_some_and(|s| s.phase != Phase::Ended)
}

/// The seats are drawn.
pub fn seated(ctx: &Ctx) -> bool {
    ctx.state().is_some_and(|s| !s.seats.is_empty())
}

/// A board game (hold'em, omaha) has no pas dö men and no all-pass.
fn board(s: &State) -> bool {
    s.rules.shape.has_board()
}

fn count_off(s: &State) -> bool {
    matches!(
        s.settlement(),
        Err(crate::money::settle::SettleError::Unbalanced { .. })
    )
}

fn deck_pending(s: &State) -> bool {
    s.setup.house.deck_follows_players == crate::night::setup::DeckFollows::Ask
        && s.deck_change().is_some()
}

/// The open question (or the one the help is open over) is `c`.
fn asked(ctx: &Ctx, c: fn(&Confirm) -> bool) -> bool {
    [&ctx.overlay, &ctx.behind_help]
        .into_iter()
        .any(|o| matches!(o, Some(Overlay::Confirm(q)) if c(q)))
}

/// Every action is on disk, and the screen holds no unsaved edit: `q`
/// may say "all saved" (F1, B4).
fn all_saved(ctx: &Ctx, screen: &dyn Component) -> bool {
    !screen.unsaved_edits()
        && ctx
            .night
            .as_ref()
            .is_none_or(|n| n.pending() == 0 && !n.unsaved)
}

/// The deck question is open.
fn deck_question(ctx: &Ctx) -> bool {
    matches!(ctx.overlay, Some(Overlay::Confirm(Confirm::Deck)))
}
