//! The racon screen at the table's speed (issue 21), headless: hands by
//! name prefix or seat number, the verdict in names, the pot line that
//! starts from the hand, every window, state that stays, and açık's first
//! speaker from the night's seats. Each test names the host-walk finding
//! it pins (host-walk.md B3, B5, B6, B9, F1, F6, M1); each failed on the
//! code before this step.

use crate::common;
use crate::tui_common;
use common::TempDir;
use common::night::{rules, setup};
use tui_common::*;

use racon::i18n::Lang;
use racon::night::Action;
use racon::night::state::Outcome;
use racon::rules::{RuleSet, TieFirst};
use racon::store::night::NightFile;
use racon::tui::app::{App, Overlay};
use racon::tui::screens::{Screen, View};
use racon::units::{Chips, PlayerId};

const FOUR: [&str; 4] = ["Kadir Aslan", "Kemal Uz", "Gülay Tan", "Işıl Demir"];

/// A night of `names` under `rules` on disk, seated by `draw` (the first
/// card's player deals first), everyone bought in, and a hand dealt.
fn night_app(tag: &str, rules: RuleSet, names: &[&str], draw: &str, lang: Lang) -> (TempDir, App) {
    let tmp = TempDir::new(tag);
    let dirs = tmp.dirs();
    let s = setup(&rules.id, names);
    let mut n = NightFile::create(
        &dirs,
        s,
        rules,
        T0,
        "2026-11-30T22:00:00Z",
        "2026-11-30-2200",
    )
    .expect("create");
    n.act(
        Action::TypeDraw {
            cards: racon::cards::parse_cards(draw).expect("cards"),
            random_dealer_seed: None,
        },
        T0,
    )
    .expect("draw");
    for p in PlayerId::all(names.len()) {
        n.act(
            Action::BuyKav {
                player: p,
                chips: Chips(400),
            },
            T0,
        )
        .expect("kav");
    }
    n.act(Action::NewHand, T0).expect("deal");
    let app = App::new(lang, dirs, Some(n), 7, None);
    assert_eq!(app.screen(), Screen::Table);
    (tmp, app)
}

fn kapali(tag: &str, lang: Lang) -> (TempDir, App) {
    night_app(tag, rules("kapali"), &FOUR, "Ah Kh Qh Jh", lang)
}

/// The walk's dispute: four hands, Kemal all in for less (a side pot).
const DISPUTE: &str = "ka:AhAdKcQs9h|ke:AsAcKhQd9s|gü:JhJd8c7sTh|ış:TcTd8d7c9c";

fn last_split(app: &App) -> Option<(Vec<Chips>, Vec<Chips>)> {
    state(app).hands.last()?.pot_split().cloned()
}

fn screen_text(app: &App, w: u16, h: u16) -> Vec<String> {
    rows(&render(app, w, h, T0))
}

/// B3: the antes (40 here) join the split without `yer=` being typed; the
/// pot line opens with them prefilled.
#[test]
fn b3_the_split_includes_the_hands_antes_untyped() {
    let (_t, mut app) = kapali("racon-b3", Lang::Tr);
    assert_eq!(state(&app).hands[0].pot, Chips(40));
    keys(&mut app, "r", T0);
    keys(&mut app, DISPUTE, T0);
    keys(&mut app, "⏎", T0);
    // The named verdict opens the pot line, prefilled from the hand.
    let View::Racon(v) = &app.view else {
        panic!("not on racon")
    };
    assert!(v.pot_focus, "Enter on named hands goes to the pot line");
    assert_eq!(v.pot.text, "yer=40 ");
    keys(&mut app, "200 ke=90⏎", T0);
    let (put_in, payouts) = last_split(&app).expect("split recorded");
    assert_eq!(put_in, [200, 90, 200, 200].map(Chips));
    // Kemal (best hand, 90 in): 4 × 90 + the 40 antes; Kadir the side pot.
    assert_eq!(payouts, [330, 400, 0, 0].map(Chips));
    assert_eq!(payouts.iter().sum::<Chips>(), Chips(690 + 40));
    let r = pot_result(&app);
    assert!(r.contains("40 yer dahil"), "{r}");
}

/// B3: a yer typed other than the hand's is shown before it is recorded,
/// and a second Enter records what was typed.
#[test]
fn b3_a_yer_that_disagrees_with_the_hand_is_shown_first() {
    let (_t, mut app) = kapali("racon-b3-yer", Lang::En);
    keys(&mut app, "r", T0);
    keys(&mut app, DISPUTE, T0);
    keys(&mut app, "⏎", T0);
    keys(&mut app, "yer=10 200 ke=90⏎", T0);
    assert_eq!(last_split(&app), None, "not recorded yet");
    let r = pot_result(&app);
    assert!(r.contains("40") && r.contains("yer=10"), "{r}");
    keys(&mut app, "⏎", T0);
    let (_, payouts) = last_split(&app).expect("recorded on the second Enter");
    assert_eq!(payouts.iter().sum::<Chips>(), Chips(690 + 10));
}

/// F1, F6: prefixes and seat numbers label the hands; the verdict speaks in
/// names, the winner first; no rule codes.
#[test]
fn f1_f6_prefixes_and_seats_label_hands_and_the_verdict_names_players() {
    let (_t, mut app) = kapali("racon-f6", Lang::Tr);
    // Seat 3 is Gülay (seated Kadir, Kemal, Gülay, Işıl by the draw).
    keys(&mut app, "r", T0);
    keys(
        &mut app,
        "ka: Ah Ad Kc Qs 9h | kem: As Ac Kh Qd 9s | 3: Jh Jd 8c 7s Th⏎",
        T0,
    );
    let v = verdict(&app);
    let first = v.lines().next().unwrap_or_default();
    assert_eq!(first, "Kazanan: Kemal Uz.");
    assert!(v.contains("Cins: Kemal Uz > Kadir Aslan"), "{v}");
    assert!(v.contains("Gülay Tan: Per (J♥ J♦"), "{v}");
    assert!(
        !v.contains(". el"),
        "no hand numbers when names were given: {v}"
    );
    assert!(!v.contains("(C"), "no rule codes: {v}");
    let hands = &state(&app).hands[0].verdicts[0].hands;
    let who: Vec<PlayerId> = hands.iter().map(|h| h.player).collect();
    assert_eq!(who, [0, 1, 2].map(PlayerId));
}

/// F1: an ambiguous label names the candidates and the text stays.
#[test]
fn f1_an_ambiguous_or_unknown_label_is_refused_naming_the_candidates() {
    let (_t, mut app) = kapali("racon-f1", Lang::Tr);
    keys(&mut app, "rk: Ah Ad Kc Qs 9h⏎", T0);
    assert_eq!(verdict(&app), "`k`: Kadir Aslan mı Kemal Uz mu?");
    let View::Racon(v) = &app.view else {
        panic!("not on racon")
    };
    assert_eq!(v.hands.text, "k: Ah Ad Kc Qs 9h", "what was typed stays");
    assert!(state(&app).hands[0].verdicts.is_empty());
    keys(&mut app, "⎋", T0);
    app.ctx.lang = Lang::En;
    keys(&mut app, "r", T0);
    keys(&mut app, " | zz: 7h 7d 8s 9d Jc⏎", T0);
    let v = verdict(&app);
    assert!(v.contains("`k`: Kadir Aslan or Kemal Uz?"), "{v}");
}

/// F1: the on-the-spot prompt takes a prefix, and a refused name keeps the
/// prompt open with what was typed.
#[test]
fn f1_the_settle_prompt_takes_a_prefix_and_keeps_a_refused_name() {
    let (_t, mut app) = kapali("racon-f1-settle", Lang::Tr);
    // Işıl leaves (before çıkma, with a reason), then settles on the spot.
    keys(&mut app, "w", T0);
    keys(&mut app, "k↓↓↓0x", T0);
    keys(&mut app, "gidiyor⏎", T0);
    assert!(state(&app).players[PlayerId(3)].left);
    keys(&mut app, "p", T0);
    // Clear the default partner and type an ambiguous prefix.
    for _ in 0..20 {
        keys(&mut app, "⌫", T0);
    }
    keys(&mut app, "k⏎", T0);
    match &app.ctx.overlay {
        Some(Overlay::Prompt(p)) => assert_eq!(p.field.text, "k"),
        other => panic!("the prompt closed: {other:?}"),
    }
    let (m, error) = app.message().unwrap();
    assert!(error && m.contains("Kadir Aslan mı Kemal Uz mu"), "{m}");
    keys(&mut app, "em⏎", T0);
    assert!(app.ctx.overlay.is_none(), "{:?}", app.message());
    let paid = &state(&app).money.spot;
    assert_eq!(paid.len(), 1, "{:?}", app.message());
}

/// B5: at 80×24 with six two-word names the hands, the verdict's answer,
/// the pot line and the split are all inside the border; the reasons
/// scroll.
#[test]
fn b5_six_players_at_80x24_keep_the_pot_line_and_the_split_in_view() {
    let (_t, mut app) = six("racon-b5", Lang::Tr);
    keys(&mut app, "r", T0);
    keys(&mut app, SIX_HANDS, T0);
    keys(&mut app, "⏎", T0);
    keys(&mut app, "200 çi=50⏎", T0);
    assert!(last_split(&app).is_some(), "{}", pot_result(&app));
    let out = screen_text(&app, 80, 24);
    let bottom = out.iter().position(|r| r.starts_with('└')).expect("border");
    let row = |needle: &str| out.iter().position(|r| r.contains(needle));
    for needle in [
        "> ı:",
        "Kazanan: İsmail Çakır.",
        "Pot (Tab):",
        "Alacakları:",
    ] {
        let at = row(needle).unwrap_or_else(|| panic!("{needle:?} not shown:\n{}", out.join("\n")));
        assert!(at < bottom, "{needle:?} below the border");
    }
    assert!(
        row("satır daha (↓)").is_some(),
        "a scroll mark:\n{}",
        out.join("\n")
    );
    // ↓ scrolls the reasons; the pot stays.
    let before = out.clone();
    keys(&mut app, "↓↓↓", T0);
    let after = screen_text(&app, 80, 24);
    assert_ne!(before, after);
    assert!(after.iter().any(|r| r.contains("Alacakları:")));
    assert!(
        after.iter().any(|r| r.contains("▲ 3 satır daha (↑)")),
        "{}",
        after.join("\n")
    );
    // Held past the end, ↓ stops there: one ↑ comes back a row at once.
    keys(&mut app, &"↓".repeat(30), T0);
    let end = screen_text(&app, 80, 24);
    keys(&mut app, "↑", T0);
    let back = screen_text(&app, 80, 24);
    assert_ne!(end, back, "↑ after ↓ held past the end moves at once");
}

/// B6: the kasa keeps its selected player across visits, so a retried
/// top-up goes to the same player; racon keeps its typing in the hand.
#[test]
fn b6_screens_keep_their_state_across_visits() {
    let (_t, mut app) = kapali("racon-b6", Lang::Tr);
    keys(&mut app, "k↓↓300⏎", T0);
    assert_eq!(
        state(&app).players[PlayerId(2)].kav_total,
        Chips(400),
        "refused in a hand"
    );
    keys(&mut app, "⎋wk300⏎", T0);
    assert_eq!(state(&app).players[PlayerId(2)].kav_total, Chips(700));
    assert_eq!(state(&app).players[PlayerId(0)].kav_total, Chips(400));
    // Hesap too.
    keys(&mut app, "⎋s↓", T0);
    keys(&mut app, "⎋s", T0);
    let View::Hesap(h) = &app.view else {
        panic!("not on hesap")
    };
    assert_eq!(h.selected, PlayerId(1));
    // Racon: the typed hands stay while the hand is in play…
    keys(&mut app, "⎋n", T0);
    keys(&mut app, "rka: Ah Ad Kc Qs 9h⎋", T0);
    keys(&mut app, "r", T0);
    let View::Racon(v) = &app.view else {
        panic!("not on racon")
    };
    assert_eq!(v.hands.text, "ka: Ah Ad Kc Qs 9h");
    // …and a new hand starts afresh.
    keys(&mut app, "⎋wn", T0);
    keys(&mut app, "r", T0);
    let View::Racon(v) = &app.view else {
        panic!("not on racon")
    };
    assert_eq!(v.hands.text, "");
}

/// B9: `a` after the hand's pot was split is refused with the reason; the
/// antes are not carried on top of the split.
#[test]
fn b9_all_passed_after_a_recorded_split_is_refused() {
    let (_t, mut app) = kapali("racon-b9", Lang::Tr);
    keys(&mut app, "r", T0);
    keys(&mut app, DISPUTE, T0);
    keys(&mut app, "⏎200 ke=90⏎⎋", T0);
    assert!(last_split(&app).is_some());
    keys(&mut app, "a", T0);
    assert_eq!(state(&app).hands[0].outcome, Outcome::Open);
    assert_eq!(state(&app).carried, Chips::ZERO);
    let (m, error) = app.message().unwrap();
    assert!(error && m.contains("racon'da bölündü"), "{m}");
    keys(&mut app, "w", T0);
    assert!(matches!(state(&app).hands[0].outcome, Outcome::Won { .. }));
}

/// M1: in an açık night the screen takes up cards and says who speaks
/// first from the night's dealer and seats: with `nearest_left` a tie goes
/// to the seat nearest the dealer's left, though the dealer shows no hand.
#[test]
fn m1_acik_first_speaker_from_the_nights_seats() {
    let mut r = rules("acik");
    r.acik_tie_first = TieFirst::NearestLeft;
    // Kadir deals first; clockwise Kemal, Gülay, Işıl.
    let (_t, mut app) = night_app("racon-m1", r, &FOUR, "Ah Kh Qh Jh", Lang::Tr);
    keys(&mut app, "r", T0);
    // Gülay and Işıl tie on K Q; Gülay sits nearer Kadir's left.
    keys(&mut app, "ış: Kh Qd | gü: Ks Qc | ke: 9h 8h⏎", T0);
    let v = verdict(&app);
    let first = v.lines().next().unwrap_or_default();
    assert!(first.starts_with("İlk konuşan Gülay Tan:"), "{v}");
    assert!(first.contains("(dağıtan: Kadir Aslan)"), "{v}");
    assert!(v.contains("Işıl Demir: K♥ Q♦."), "{v}");
    // No verdict goes into the log for up cards.
    assert!(state(&app).hands[0].verdicts.is_empty());
    // Five cards each judge the showdown as before.
    keys(&mut app, "⎋r", T0);
    for _ in 0..60 {
        keys(&mut app, "⌫", T0);
    }
    keys(&mut app, "ka: Ah Ad Kc Qs 9h | ke: As Ac Kh Qd 9s⏎", T0);
    assert!(verdict(&app).starts_with("Kazanan: "), "{}", verdict(&app));
}

/// M1 under the bundled açık (ties by suit): the better suit speaks.
#[test]
fn m1_acik_by_suit_needs_no_seats() {
    let (_t, mut app) = night_app(
        "racon-m1-suit",
        rules("acik"),
        &FOUR,
        "Ah Kh Qh Jh",
        Lang::En,
    );
    keys(&mut app, "r", T0);
    keys(&mut app, "Ks Qc | Kh Qd⏎", T0);
    let v = verdict(&app);
    assert!(v.starts_with("Hand 2 speaks first: K♥ Q♦ > K♠ Q♣"), "{v}");
}

/// Six players with two-word Turkish names (ı İ ş ğ ü ö ç).
const SIX_NAMES: [&str; 6] = [
    "Işıl Güneş",
    "İsmail Çakır",
    "Şükrü Öztürk",
    "Gülşen Ağaoğlu",
    "Ömer Faruk",
    "Çiğdem Ünlü",
];

const SIX_HANDS: &str = "ı: Ah Ad Kc Qs 9h | i: As Ac Kh Qd 9s | ş: Jh Jd 8c 7s 6h | gül: Th Tc 8d 7c 5s | öm: 9c 9d Kd Qc 8s | çi: 2h 2d 3c 4s 6d";

fn six(tag: &str, lang: Lang) -> (TempDir, App) {
    night_app(tag, rules("kapali"), &SIX_NAMES, "Ah Kh Qh Jh Th 9h", lang)
}

/// Snapshots at 80×24 and 120×40: six two-word names, the verdict in
/// names, the pot line and the split; and the pot line before it is typed.
#[test]
fn snapshots_of_a_six_player_dispute() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let (_t, mut app) = six(&format!("racon-snap-{tag}"), lang);
        keys(&mut app, "r", T0);
        keys(&mut app, SIX_HANDS, T0);
        for (w, h) in [(80, 24), (120, 40)] {
            insta::assert_snapshot!(
                format!("racon_six_hands_{tag}_{w}x{h}"),
                render(&app, w, h, T0)
            );
        }
        keys(&mut app, "⏎", T0);
        for (w, h) in [(80, 24), (120, 40)] {
            insta::assert_snapshot!(
                format!("racon_six_pot_line_{tag}_{w}x{h}"),
                render(&app, w, h, T0)
            );
        }
        keys(&mut app, "200 çi=50⏎", T0);
        for (w, h) in [(80, 24), (120, 40)] {
            let out = render(&app, w, h, T0);
            let foot = rows(&out)[usize::from(h) - 2..].join("\n");
            assert!(foot.contains("? "), "the help key in the footer:\n{out}");
            insta::assert_snapshot!(format!("racon_six_split_{tag}_{w}x{h}"), out);
        }
    }
}

/// Build 6: the record tells the story. The hand log and the live page's
/// "son racon" give the verdict in names, in card symbols, with the board,
/// and each player's share of the split.
#[test]
fn the_hand_log_and_the_live_page_tell_the_story() {
    let holdem = rules("texas-holdem");
    let (_t, mut app) = night_app("racon-story", holdem, &FOUR, "Ah Kh Qh Jh", Lang::Tr);
    keys(&mut app, "r", T0);
    keys(&mut app, "ka: Ah Kd | ke: Qs Qc | 2c 7d 9h Jc 3s⏎", T0);
    keys(&mut app, "100⏎", T0);
    let (_, payouts) = last_split(&app).expect("split recorded");
    assert_eq!(payouts, [0, 240, 0, 0].map(Chips));
    // The live page.
    let snap = racon::web::view::Snapshot {
        state: state(&app).clone(),
        problem: None,
    };
    let v = &racon::web::view::state_json(&snap, T0)["verdict"];
    assert_eq!(v["winners"], serde_json::json!(["Kemal Uz"]), "{v}");
    assert_eq!(v["hands"][0]["name"], "Kadir Aslan", "{v}");
    assert_eq!(v["hands"][0]["symbols"], "A♥ K♦", "{v}");
    assert_eq!(v["hands"][1]["symbols"], "Q♠ Q♣", "{v}");
    assert_eq!(v["board"], "2♣ 7♦ 9♥ J♣ 3♠", "{v}");
    assert_eq!(
        v["shares"],
        serde_json::json!([{"name": "Kemal Uz", "chips": 240}]),
        "{v}"
    );
    // The hand log.
    keys(&mut app, "⎋h", T0);
    let out = render(&app, 120, 40, T0);
    // The log's rows, its own column only, joined: a long record wraps.
    let log: String = rows(&out)
        .iter()
        .filter_map(|r| r.strip_prefix('│').and_then(|r| r.split('│').next()))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        log.contains(
            "Racon kesildi, kazanan: Kemal Uz — Kadir Aslan A♥ K♦ · Kemal Uz Q♠ Q♣ · orta 2♣ 7♦ 9♥ J♣ 3♠"
        ),
        "{log}"
    );
    assert!(log.contains("Pot bölündü: Kemal Uz 240"), "{log}");
}
