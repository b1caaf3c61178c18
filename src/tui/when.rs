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
    matches!(
        app.view,
        View::Kasa(_) | View::Racon(_) | View::Hesap(_) | View::History(_) | View::Ledger(_)
    )
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

/// Every action is on disk: `q` may say "all saved" (F1).
pub fn all_saved(app: &App) -> bool {
    app.ctx
        .night
        .as_ref()
        .is_none_or(|n| n.pending() == 0 && !n.unsaved)
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
    let p = v.selected;
    state(app).is_some_and(|s| {
        s.player(p).is_some_and(|x| x.left) && s.leaver_due(p).is_some_and(|d| !d.due.is_zero())
    })
}

/// The ledger screen lists an open debt.
pub fn ledger_debts(app: &App) -> bool {
    matches!(&app.view, View::Ledger(v) if !v.debts.is_empty())
}
