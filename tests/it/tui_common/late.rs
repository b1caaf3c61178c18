//! The kasa's `+` (issue 22): a late arrival's name, seat and kav; the
//! deck question; a player who left asked about before he sits down again;
//! who cuts on the table. Headless key scripts and snapshots at 80×24 and
//! 120×40 in both languages.

use super::common::TempDir;
use super::tui_common::*;
use racon::i18n::Lang;
use racon::night::{DeckWhen, PlayerId};
use racon::tui::app::{App, Confirm, Overlay};
use racon::tui::screens::View;
use racon::units::Chips;

fn join_step(app: &App) -> Option<racon::tui::screens::kasa_join::Step> {
    match &app.view {
        View::Kasa(v) => v.join.as_ref().map(|j| j.step),
        _ => None,
    }
}

fn seats(app: &App) -> Vec<String> {
    let s = state(app);
    s.seats.iter().map(|&p| s.name(p).to_string()).collect()
}

#[test]
fn plus_on_the_kasa_seats_a_late_arrival_and_asks_about_the_deck() {
    let (_t, mut app) = started("late-join", Lang::Tr);
    let before = seats(&app);
    assert_eq!(before.len(), 4);
    keys(&mut app, "k+", T0);
    assert!(join_step(&app).is_some(), "{:?}", app.message());
    // The name step offers the presets' players who are not here.
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("gelmeyenler"), "{out}");
    keys(&mut app, "Kemal Öz⏎", T0);
    assert_eq!(
        join_step(&app),
        Some(racon::tui::screens::kasa_join::Step::Seat)
    );
    // The default seat is between the last and the first seat; → moves it
    // one seat on, ← back.
    let last = before[3].clone();
    let first = before[0].clone();
    let out = render(&app, 80, 24, T0);
    assert!(out.contains(&format!("{last} ile {first} arası")), "{out}");
    keys(&mut app, "→", T0);
    let out = render(&app, 80, 24, T0);
    assert!(
        out.contains(&format!("{first} ile {} arası", before[1])),
        "{out}"
    );
    keys(&mut app, "⏎", T0);
    // The minimum kav is typed already.
    keys(&mut app, "⏎", T0);
    let s = state(&app);
    let kemal = PlayerId(4);
    assert_eq!(s.name(kemal), "Kemal Öz");
    assert_eq!(s.player(kemal).unwrap().kav_total, Chips(400));
    assert_eq!(
        seats(&app),
        [&before[0], "Kemal Öz", &before[1], &before[2], &before[3]]
    );
    // Five at a kapalı table: 40 cards. The house asks when (`ask`).
    assert!(matches!(
        app.ctx.overlay,
        Some(Overlay::Confirm(Confirm::Deck))
    ));
    let out = render(&app, 80, 24, T0);
    assert!(
        out.contains("5 oyuncu: deste 40 kağıt; 6'ları ve 5'leri ekleyin"),
        "{out}"
    );
    keys(&mut app, "t", T0);
    assert_eq!(
        state(&app).deck_change().map(|c| c.when),
        Some(DeckWhen::NextTur)
    );
    // Undo takes him back.
    keys(&mut app, "u⏎u⏎", T0);
    assert_eq!(state(&app).players.len(), 4);
}

#[test]
fn a_name_of_a_player_who_left_asks_before_he_sits_down_again() {
    let (_t, mut app) = started("late-back", Lang::En);
    let gone = state(&app).name(PlayerId(1)).to_string();
    // He leaves before çıkma, with a reason.
    keys(&mut app, "k↓0x", T0);
    keys(&mut app, "home⏎", T0);
    assert!(state(&app).player(PlayerId(1)).unwrap().left);
    // Esc closes the deck question that may follow (not for now).
    if matches!(app.ctx.overlay, Some(Overlay::Confirm(Confirm::Deck))) {
        keys(&mut app, "⎋", T0);
    }
    keys(&mut app, "+", T0);
    keys(&mut app, &gone.to_uppercase(), T0);
    keys(&mut app, "⏎", T0);
    assert!(
        matches!(app.ctx.overlay, Some(Overlay::Confirm(Confirm::Return(p))) if p == PlayerId(1)),
        "{:?}",
        app.ctx.overlay
    );
    // No: he is not seated, and the name is not taken again.
    keys(&mut app, "⎋", T0);
    assert!(app.message().unwrap().1, "{:?}", app.message());
    keys(&mut app, "⏎⏎⏎⏎", T0);
    let p = state(&app).player(PlayerId(1)).unwrap();
    assert!(!p.left, "yes seats him again");
    assert_eq!(p.kav_total, Chips(800));
    assert_eq!(
        state(&app).players.len(),
        4,
        "the same player, not a new one"
    );
}

#[test]
fn plus_at_the_rule_sets_most_players_is_refused_naming_the_rule_sets_that_take_more() {
    let (_t, mut app) = started_six("late-full", Lang::En);
    keys(&mut app, "k+", T0);
    assert!(join_step(&app).is_none());
    let (text, error) = app.message().unwrap();
    assert!(error);
    assert!(
        text.starts_with("Kapalı (closed five-card draw) is played by 2 to 6 players, not 7."),
        "{text}"
    );
    assert!(text.contains("Rule sets for 7 players:"), "{text}");
    assert!(text.contains("Texas Hold'em"), "{text}");
}

#[test]
fn the_table_names_who_cuts_and_the_deck_note() {
    let (_t, mut app) = started("late-cut", Lang::Tr);
    let s = state(&app);
    let cutter = s.name(s.cutter().unwrap()).to_string();
    let out = render(&app, 80, 24, T0);
    assert!(out.contains(&format!("Keser: {cutter}")), "{out}");
    keys(&mut app, "k+Kemal⏎⏎⏎⎋⎋", T0);
    let out = render(&app, 80, 24, T0);
    assert!(
        out.contains("şimdilik 32 ile devam"),
        "the answer is on the table: {out}"
    );
}

#[test]
fn snapshots_of_the_late_arrival_in_both_languages_and_two_sizes() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let tmp = TempDir::new(&format!("late-snap-{tag}"));
        let mut app = App::new(lang, tmp.dirs(), None, 7, None);
        keys(&mut app, "⏎⏎⏎", T0);
        let snap = |name: &str, app: &App| {
            for (w, h) in [(80, 24), (120, 40)] {
                let out = render(app, w, h, T0);
                super::tui_walk::check_frame(app, &out, w);
                insta::assert_snapshot!(format!("late_{name}_{tag}_{w}x{h}"), out);
            }
        };
        keys(&mut app, "k+", T0);
        snap("name", &app);
        keys(&mut app, "Kemal⏎→", T0);
        snap("seat", &app);
        keys(&mut app, "⏎", T0);
        snap("kav", &app);
        keys(&mut app, "⏎", T0);
        snap("deck_question", &app);
        keys(&mut app, "⏎⎋", T0);
        snap("table_deck_next_hand", &app);
    }
}

#[test]
fn a_late_arrival_is_in_the_settlement_and_the_ledger() {
    let (_t, mut app) = started("late-ledger", Lang::En);
    keys(&mut app, "k+Kemal⏎⏎⏎⎋⎋", T0);
    assert_eq!(state(&app).players.len(), 5);
    keys(&mut app, "E⏎", T0);
    keys(&mut app, "s500⏎300⏎400⏎400⏎400⏎", T0);
    let st = state(&app).settlement().unwrap();
    assert_eq!(st.nets.len(), 5);
    let dir = app.ctx.night.as_ref().unwrap().dir().to_path_buf();
    match racon::store::ledger::night_entry(&dir) {
        Ok(racon::store::ledger::NightEntry::Finished(book)) => {
            assert_eq!(book.players.len(), 5);
            assert_eq!(book.players[4], "Kemal");
            assert_eq!(book.results.len(), 5);
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
}
