//! When a binding applies: the keymap's availability tests, so a key is
//! offered (and works) only where it means something now.

use super::app::App;
use super::screens::View;
use crate::night::{Phase, State};

fn state(app: &App) -> Option<&State> {
    app.ctx.state()
}

pub fn has_night(app: &App) -> bool {
    app.ctx.night.is_some()
}

pub fn night_on(app: &App) -> bool {
    state(app).is_some_and(|s| s.phase != Phase::Ended)
}

/// The seans or break clock is running: a minute can be added or taken.
pub fn clock_runs(app: &App) -> bool {
    state(app)
        .is_some_and(|s| s.phase != Phase::Ended && (s.seans.started_at.is_some() || s.in_break()))
}

/// A blinds night, not over: the blinds can skip to the next level.
pub fn blinds(app: &App) -> bool {
    state(app).is_some_and(|s| {
        s.phase != Phase::Ended
            && matches!(s.setup.ante, crate::night::setup::AntePlan::Blinds { .. })
    })
}

/// In a break: it can end now.
pub fn in_break(app: &App) -> bool {
    state(app).is_some_and(|s| s.phase != Phase::Ended && s.in_break())
}

pub fn in_hand(app: &App) -> bool {
    state(app).is_some_and(|s| s.phase == Phase::InHand)
}

/// A board game (hold'em, omaha) has no pas dö men and no all-pass.
fn board(s: &State) -> bool {
    s.rules.shape.has_board()
}

pub fn pas_do_men(app: &App) -> bool {
    state(app).is_some_and(|s| s.phase != Phase::Ended && !board(s) && s.setup.house.pas_do_men)
}

pub fn forced_pas(app: &App) -> bool {
    state(app).is_some_and(|s| s.phase != Phase::Ended && !board(s))
}

pub fn all_pass(app: &App) -> bool {
    state(app).is_some_and(|s| s.phase == Phase::InHand && !board(s))
}

pub fn can_go_back(app: &App) -> bool {
    match &app.view {
        // The `+` panel's own Esc steps back first.
        View::Kasa(v) => v.join.is_none(),
        View::Racon(_) | View::Hesap(_) | View::History(_) | View::Ledger(_) => true,
        _ => false,
    }
}

fn setup(app: &App) -> Option<&super::screens::setup::SetupScreen> {
    match &app.view {
        View::Setup(v) => Some(v),
        _ => None,
    }
}

fn form(app: &App) -> Option<&super::screens::setup_form::FormState> {
    setup(app).and_then(|v| v.form.as_ref())
}

pub fn setup_list(app: &App) -> bool {
    setup(app).is_some_and(|v| v.form.is_none())
}

pub fn setup_any(app: &App) -> bool {
    setup(app).is_some_and(|v| v.setup().is_some())
}

pub fn form_rows(app: &App) -> bool {
    form(app).is_some_and(|f| f.edit.is_none())
}

pub fn form_cycles(app: &App) -> bool {
    form(app).is_some_and(|f| f.edit.is_none() && f.field().cycles())
}

pub fn form_typed(app: &App) -> bool {
    form(app).is_some_and(|f| f.edit.is_none() && f.field().typed())
}

pub fn form_editing(app: &App) -> bool {
    form(app).is_some_and(|f| f.edit.is_some())
}

fn seating(app: &App) -> Option<&super::screens::seating::SeatingScreen> {
    match &app.view {
        View::Seating(v) => Some(v),
        _ => None,
    }
}

fn seated(app: &App) -> bool {
    state(app).is_some_and(|s| !s.seats.is_empty())
}

pub fn not_drawn(app: &App) -> bool {
    seating(app).is_some_and(|v| v.typed.is_none()) && !seated(app)
}

pub fn typing_draw(app: &App) -> bool {
    seating(app).is_some_and(|v| v.typed.is_some()) && !seated(app)
}

pub fn revealing(app: &App) -> bool {
    match (seating(app), state(app)) {
        (Some(v), Some(s)) => seated(app) && !v.all_shown(s),
        _ => false,
    }
}

pub fn drawn(app: &App) -> bool {
    seating(app).is_some() && seated(app)
}

fn racon(app: &App) -> Option<&super::screens::racon::RaconScreen> {
    match &app.view {
        View::Racon(v) => Some(v),
        _ => None,
    }
}

pub fn racon_hands(app: &App) -> bool {
    racon(app).is_some_and(|v| !v.pot_focus)
}

pub fn racon_pot(app: &App) -> bool {
    racon(app).is_some_and(|v| v.pot_focus)
}

/// The racon screen shows a verdict (its reasons can scroll).
pub fn racon_verdict(app: &App) -> bool {
    racon(app).is_some_and(|v| v.verdict.is_some())
}

/// Everyone is counted and the count is off.
pub fn count_off(app: &App) -> bool {
    state(app).is_some_and(|s| {
        matches!(
            s.settlement(),
            Err(crate::money::settle::SettleError::Unbalanced { .. })
        )
    })
}

/// The quit question says actions are not saved.
pub fn quit_unsaved(app: &App) -> bool {
    [&app.ctx.overlay, &app.ctx.behind_help]
        .into_iter()
        .any(|o| {
            matches!(
                o,
                Some(super::app::Overlay::Confirm(
                    super::app::Confirm::QuitUnsaved(_)
                ))
            )
        })
}

/// Every action is on disk, and the setup form holds no unsaved edit: `q`
/// may say "all saved" (F1, B4).
pub fn all_saved(app: &App) -> bool {
    let form_saved = setup(app).is_none_or(|v| v.unsaved_rows().is_empty());
    form_saved
        && app
            .ctx
            .night
            .as_ref()
            .is_none_or(|n| n.pending() == 0 && !n.unsaved)
}

/// The question before the setup form's edits are lost: `S` saves them.
pub fn discarding_edits(app: &App) -> bool {
    [&app.ctx.overlay, &app.ctx.behind_help]
        .into_iter()
        .any(|o| {
            matches!(
                o,
                Some(super::app::Overlay::Confirm(
                    super::app::Confirm::DiscardEdits(..)
                ))
            )
        })
}

/// Some actions are only in memory: `q` says so.
pub fn not_all_saved(app: &App) -> bool {
    !all_saved(app)
}

/// On the kasa, the selected player has left and money is due between him
/// and the table: he can be settled on the spot.
pub fn leaver_due(app: &App) -> bool {
    let View::Kasa(v) = &app.view else {
        return false;
    };
    if v.join.is_some() {
        return false;
    }
    let p = v.selected;
    state(app).is_some_and(|s| {
        s.player(p).is_some_and(|x| x.left) && s.leaver_due(p).is_some_and(|d| !d.due.is_zero())
    })
}

/// The ledger screen lists an open debt.
pub fn ledger_debts(app: &App) -> bool {
    matches!(&app.view, View::Ledger(v) if !v.debts.is_empty())
}

/// The kasa's `+` panel, when it is open.
fn join(app: &App) -> Option<&super::screens::kasa_join::Join> {
    match &app.view {
        View::Kasa(v) => v.join.as_ref(),
        _ => None,
    }
}

/// On the kasa with the `+` panel closed: the kasa's own keys.
pub fn kasa_plain(app: &App) -> bool {
    matches!(&app.view, View::Kasa(v) if v.join.is_none())
}

/// A late arrival can sit down: seats drawn, the night on, the panel shut.
pub fn can_join(app: &App) -> bool {
    kasa_plain(app) && seated(app) && night_on(app)
}

pub fn joining(app: &App) -> bool {
    join(app).is_some()
}

pub fn joining_name(app: &App) -> bool {
    use super::screens::kasa_join::Step;
    join(app).is_some_and(|j| j.step == Step::Name && !j.absent.is_empty())
}

pub fn joining_seat(app: &App) -> bool {
    use super::screens::kasa_join::Step;
    join(app).is_some_and(|j| j.step == Step::Seat)
}

/// The deck question is open.
pub fn deck_question(app: &App) -> bool {
    matches!(
        app.ctx.overlay,
        Some(super::app::Overlay::Confirm(super::app::Confirm::Deck))
    )
}

/// A question whose Enter and Esc are yes and no (the deck question
/// names its own answers).
pub fn yes_no_question(app: &App) -> bool {
    !deck_question(app)
}

/// Under `ask`, the head count calls for another deck: the question can
/// be asked (again) from the table.
pub fn deck_pending(app: &App) -> bool {
    state(app).is_some_and(|s| {
        s.setup.house.deck_follows_players == crate::night::setup::DeckFollows::Ask
            && s.deck_change().is_some()
    })
}
