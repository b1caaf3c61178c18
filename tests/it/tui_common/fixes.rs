//! One test per bug of the host's evening (findings/host-walk.md), each
//! failing on the screen as it was.

use super::tui_common::*;
use racon::i18n::Lang;
use racon::night::Phase;
use racon::tui::app::{App, Confirm, Handled, Overlay};
use racon::tui::form::Field;
use racon::tui::screens::View;
use racon::units::{Chips, PlayerId};
use ratatui::crossterm::event::KeyCode;

fn confirm(app: &App) -> Option<&Confirm> {
    match &app.ctx.overlay {
        Some(Overlay::Confirm(c)) => Some(c),
        _ => None,
    }
}

fn footer(out: &str) -> String {
    let r = rows(out);
    r[r.len() - 2..].join("\n")
}

/// Finding 1: once nobody may insist on the mandatory seanses, `E` still
/// asks before the night ends.
#[test]
fn e_always_asks_before_ending_the_night() {
    let tmp = super::common::TempDir::new("tui-e-asks");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::FinishInsist);
    keys(&mut app, "→", T0);
    assert!(!draft(&app).house.finish_insist);
    keys(&mut app, "⎋⏎⏎⏎", T0);
    keys(&mut app, "E", T0);
    assert_eq!(confirm(&app), Some(&Confirm::EndNight(Vec::new())));
    assert_ne!(state(&app).phase, Phase::Ended);
    keys(&mut app, "⎋", T0);
    assert_ne!(state(&app).phase, Phase::Ended);
    keys(&mut app, "E⏎", T0);
    assert_eq!(state(&app).phase, Phase::Ended);
}

/// Finding 3: six two-word names at 80×24: names shortened with `…`, every
/// kav and ante whole.
#[test]
fn seat_lines_never_cut_a_number() {
    for lang in [Lang::Tr, Lang::En] {
        let (_t, mut app) = started_six("tui-six", lang);
        for _ in 0..6 {
            keys(&mut app, "n", T0);
            let out = render(&app, 80, 24, T0);
            super::tui_walk::check_frame(&app, &out, 80);
            // At the smallest window the names give way, not the figures.
            let out = render(&app, 60, 16, T0);
            super::tui_walk::check_frame(&app, &out, 60);
            assert!(out.contains('…'), "{out}");
        }
    }
}

/// Finding 4: while a hand is in play the seats show its ante; between
/// hands the next hand's, labelled so.
#[test]
fn the_seats_show_the_ante_of_the_hand_in_play_and_label_the_next() {
    let tmp = super::common::TempDir::new("tui-ante-now");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::Ante);
    keys(&mut app, "→", T0); // gel-gel → merdiven
    select_field(&mut app, Field::AnteAmounts);
    retype(&mut app, "10 × 1 2");
    keys(&mut app, "⎋⏎⏎⏎", T0);
    // The last hand of tur 1 (ante 10); the next tur antes 20.
    keys(&mut app, "nnnn", T0);
    assert_eq!(state(&app).current_tur().0, 1);
    let out = render(&app, 120, 40, T0);
    assert!(out.contains("· ante 10"), "{out}");
    assert!(!out.contains("ante 20"), "{out}");
    keys(&mut app, "w", T0);
    let out = render(&app, 120, 40, T0);
    assert!(out.contains("next ante 20"), "{out}");
}

/// Finding 9: on the racon screen letters are typed, the footer offers no
/// letter key, and undo, language and quit work by keys that do not type.
#[test]
fn the_racon_screen_types_letters_and_offers_keys_that_do_not_type() {
    let (_t, mut app) = started("tui-racon-keys", Lang::En);
    keys(&mut app, "nr", T0);
    keys(&mut app, "Ah Kd uqL", T0);
    let View::Racon(v) = &app.view else { panic!() };
    assert_eq!(v.hands.text, "Ah Kd uqL");
    assert!(app.ctx.overlay.is_none());
    let out = render(&app, 80, 24, T0);
    let foot = footer(&out);
    for letter in ["u ", "q ", "L ", "U "] {
        assert!(!foot.contains(&format!(" {letter}")), "{letter} in {foot}");
        assert!(!foot.starts_with(letter), "{letter} in {foot}");
    }
    assert!(foot.contains("^Z"), "{foot}");
    assert!(foot.contains("F2"), "{foot}");
    assert!(foot.contains("? "), "{foot}");
    app.handle_key(ctrl('z'), T0);
    assert!(matches!(confirm(&app), Some(Confirm::Undo(_))));
    keys(&mut app, "⎋", T0);
    app.handle_key(key(KeyCode::F(2)), T0);
    assert_eq!(app.ctx.lang, Lang::Tr);
    app.handle_key(ctrl('q'), T0);
    assert_eq!(confirm(&app), Some(&Confirm::Quit));
}

/// Findings 10 and 12: a refused amount is cleared; a number too large
/// says so.
#[test]
fn the_kasa_amount_is_cleared_after_a_refusal_and_too_large_says_so() {
    let (_t, mut app) = started("tui-kasa-amount", Lang::En);
    keys(&mut app, "nk100⏎", T0);
    assert!(app.message().unwrap().1);
    keys(&mut app, "200", T0);
    let View::Kasa(v) = &app.view else { panic!() };
    assert_eq!(v.amount.text, "200");
    keys(&mut app, "⌫⌫⌫99999999999999999999999⏎", T0);
    let (m, error) = app.message().unwrap();
    assert!(error && m.contains("too large"), "{m}");
    assert_eq!(state(&app).players[PlayerId(0)].kav_total, Chips(400));
}

/// Finding 11: `S` onto an existing user preset asks before replacing it.
#[test]
fn saving_onto_an_existing_preset_asks_first() {
    let tmp = super::common::TempDir::new("tui-save-twice");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "Scuma⏎", T0);
    let file = tmp.dirs().presets_dir().join("cuma.ron");
    let first = std::fs::read_to_string(&file).unwrap();
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::Players);
    retype(&mut app, "Ali, Veli, Can");
    keys(&mut app, "Scuma⏎", T0);
    assert_eq!(confirm(&app), Some(&Confirm::ReplacePreset("cuma".into())));
    keys(&mut app, "⎋", T0);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), first);
    keys(&mut app, "Scuma⏎⏎", T0);
    assert!(std::fs::read_to_string(&file).unwrap().contains("Veli"));
}

/// Finding 15: keys do nothing behind the "window too small" notice.
#[test]
fn keys_do_nothing_while_the_window_is_too_small() {
    let (_t, mut app) = started("tui-small", Lang::En);
    app.ctx.size = Some((40, 10));
    assert_eq!(app.handle_key(key(KeyCode::Char('n')), T0), Handled::No);
    assert_eq!(state(&app).hand_no, 0);
    app.ctx.size = Some((80, 24));
    keys(&mut app, "n", T0);
    assert_eq!(state(&app).hand_no, 1);
}

/// Finding 13: undo on the seat draw does not show cards still face down.
#[test]
fn undo_of_a_seat_draw_keeps_face_down_cards_hidden() {
    let tmp = super::common::TempDir::new("tui-undo-draw");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 5, None);
    keys(&mut app, "⏎⏎ u", T0);
    let Some(Confirm::Undo(what)) = confirm(&app) else {
        panic!("{:?}", app.ctx.overlay)
    };
    let (cards, _) = state(&app).draw.clone().unwrap();
    for c in &cards[1..] {
        assert!(!what.en.contains(&c.symbol()), "{}", what.en);
        assert!(!what.tr.contains(&c.symbol()), "{}", what.tr);
    }
    keys(&mut app, "⏎", T0);
    assert!(state(&app).draw.is_none());
}

/// Finding 14/27: the status line follows `L`.
#[test]
fn the_status_line_re_renders_in_the_other_language() {
    let (_t, mut app) = started("tui-lang-msg", Lang::Tr);
    keys(&mut app, "n", T0);
    let tr = app.message().unwrap().0.to_string();
    keys(&mut app, "L", T0);
    let en = app.message().unwrap().0.to_string();
    assert_ne!(tr, en);
    assert!(render(&app, 80, 24, T0).contains(&en));
}

/// Finding 20: the count says whose it is, moves on with a word, and a
/// count typed again asks.
#[test]
fn hesap_names_the_next_count_and_asks_before_a_recount() {
    let (_t, mut app) = started("tui-hesap-next", Lang::En);
    keys(&mut app, "s", T0);
    assert!(render(&app, 80, 24, T0).contains("Chips (Ayşe)"));
    keys(&mut app, "700⏎", T0);
    assert!(app.message().unwrap().0.contains("next count: Mehmet"));
    assert!(render(&app, 80, 24, T0).contains("Chips (Mehmet)"));
    keys(&mut app, "↑650⏎", T0);
    let ayse = racon::night::PlayerId(0);
    assert_eq!(
        confirm(&app),
        Some(&Confirm::Recount(ayse, Chips(650), Vec::new()))
    );
    keys(&mut app, "⎋", T0);
    assert_eq!(state(&app).players[PlayerId(0)].chips, Some(Chips(700)));
    keys(&mut app, "650⏎⏎", T0);
    assert_eq!(state(&app).players[PlayerId(0)].chips, Some(Chips(650)));
}

/// Finding 5: a hold'em night offers no pas dö men and no all-pass.
#[test]
fn holdem_offers_no_pas_do_men_or_all_pass() {
    let tmp = super::common::TempDir::new("tui-holdem");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, Some("holdem"));
    keys(&mut app, "⏎⏎⏎n", T0);
    let out = render(&app, 120, 40, T0);
    let foot = footer(&out);
    assert!(
        !foot.contains("pas dö men") && !foot.contains("all passed"),
        "{foot}"
    );
    assert!(foot.contains("maldon"), "{foot}");
    assert_eq!(app.handle_key(key(KeyCode::Char('p')), T0), Handled::No);
    assert_eq!(app.handle_key(key(KeyCode::Char('a')), T0), Handled::No);
}

/// Finding 22: history rows name the hand, the dealer and the time; undone
/// rows are marked; the chart has a legend at 80×24.
#[test]
fn history_rows_serve_a_dispute() {
    let (_t, mut app) = started("tui-history", Lang::En);
    keys(&mut app, "nau⏎nr", T0);
    keys(&mut app, "Ayşe: Ah Ad Kc Qs 9h | Işıl: As Ac Kh Qd 9s⏎", T0);
    keys(&mut app, "Ayşe=60 Işıl=60 Mehmet=10 Şükrü=10⏎⇥⎋h", T0);
    let out = render(&app, 80, 24, T0);
    let dealer = state(&app).name(state(&app).hands[0].dealer).to_string();
    assert!(out.contains(&format!("Hand 1 ({dealer})")), "{out}");
    assert!(out.contains("[undone]"), "{out}");
    let time = chrono::DateTime::from_timestamp_millis(T0)
        .unwrap()
        .with_timezone(&chrono::Local)
        .format("%H:%M")
        .to_string();
    assert!(out.contains(&time), "{out}");
    for p in &state(&app).players {
        assert!(
            out.contains(&format!("■ {}", p.name)),
            "legend lacks {}:\n{out}",
            p.name
        );
    }
}

/// Finding 28: `n` during the break asks before ending it early.
#[test]
fn n_during_the_break_asks_before_ending_it() {
    use racon::night::Clock;
    let tmp = super::common::TempDir::new("tui-break");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::SeansLength);
    retype(&mut app, "1 dk");
    keys(&mut app, "⎋⏎⏎⏎n", T0);
    let later = T0 + 2 * MIN;
    for i in 0..80 {
        if matches!(state(&app).clock(later), Clock::Break { .. }) {
            break;
        }
        keys(&mut app, if i % 2 == 0 { "w" } else { "n" }, later);
    }
    assert!(
        matches!(state(&app).clock(later), Clock::Break { left_ms, .. } if left_ms > 0),
        "{:?}",
        state(&app).clock(later)
    );
    let hand = state(&app).hand_no;
    keys(&mut app, "n", later);
    assert_eq!(
        confirm(&app),
        Some(&Confirm::EndBreak),
        "{:?}",
        app.message()
    );
    keys(&mut app, "⎋", later);
    assert_eq!(state(&app).hand_no, hand);
    keys(&mut app, "n⏎", later);
    assert_eq!(state(&app).hand_no, hand + 1);
}
