//! The clock face on the table (issue 11): `+`/`-` edit the clock and undo
//! restores it; the digits grow with the window.

use super::tui_common::*;
use racon::i18n::Lang;
use racon::night::Clock;
use racon::tui::app::Overlay;

/// The seans time left at `now`.
fn left(app: &racon::tui::app::App, now: i64) -> i64 {
    match state(app).clock(now) {
        Clock::Playing {
            left_ms: Some(l), ..
        } => l,
        c => panic!("the seans clock is not running: {c:?}"),
    }
}

/// Undoes the last event, answering yes if undo asks.
fn undo(app: &mut racon::tui::app::App, now: i64) {
    keys(app, "u", now);
    if matches!(app.ctx.overlay, Some(Overlay::Confirm(_))) {
        keys(app, "⏎", now);
    }
}

#[test]
fn plus_and_minus_move_the_clock_a_minute_and_undo_restores_it() {
    let (_t, mut app) = started("tui-clock-plus", Lang::En);
    keys(&mut app, "n", T0);
    let now = T0 + 15 * MIN;
    let before = left(&app, now);
    keys(&mut app, "+", now);
    assert_eq!(left(&app, now), before + MIN, "{:?}", app.message());
    undo(&mut app, now);
    assert_eq!(left(&app, now), before, "{:?}", app.message());
    keys(&mut app, "-", now);
    assert_eq!(left(&app, now), before - MIN, "{:?}", app.message());
    undo(&mut app, now);
    assert_eq!(left(&app, now), before);
}

#[test]
fn the_table_clock_at_200x60_is_at_least_twice_as_tall_as_at_80x24() {
    for lang in [Lang::Tr, Lang::En] {
        let (_t, mut app) = started("tui-clock-size", lang);
        keys(&mut app, "n", T0);
        let now = T0 + 15 * MIN;
        let small = ink_height(&render(&app, 80, 24, now));
        let big = ink_height(&render(&app, 200, 60, now));
        assert!(
            small >= 5,
            "no digits at 80×24:\n{}",
            render(&app, 80, 24, now)
        );
        assert!(
            big >= 2 * small,
            "{big} rows at 200×60, {small} at 80×24:\n{}",
            render(&app, 200, 60, now)
        );
    }
}

#[test]
fn the_setup_form_sets_the_alerts_and_the_odd_chip() {
    use racon::night::setup::{Alerts, OddChip};
    use racon::tui::form::Field;
    let tmp = super::common::TempDir::new("tui-alerts-row");
    let mut app = racon::tui::app::App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::Alerts);
    keys(&mut app, "→", T0);
    select_field(&mut app, Field::OddChip);
    keys(&mut app, "→", T0);
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("ekran, zil ve ses"), "{out}");
    assert!(out.contains("ilk yazılan ele"), "{out}");
    keys(&mut app, "g⏎⏎", T0);
    let house = &state(&app).setup.house;
    assert_eq!(house.alerts, Alerts::Sound);
    assert_eq!(house.odd_chip, OddChip::FirstTyped);
}
