//! The screen without a terminal: key scripts against the headless App that
//! assert on the night's state, and insta snapshots of every screen in both
//! languages at 80×24 and 120×40 (STYLE: three levels of UI tests).

mod common;
use common::TempDir;

use racon::i18n::Lang;
use racon::night::Phase;
use racon::tui::app::{App, Screen};
use racon::tui::ui;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const T0: i64 = 1_790_000_000_000;
const MIN: i64 = 60_000;

fn key(c: KeyCode) -> KeyEvent {
    KeyEvent::new(c, KeyModifiers::NONE)
}

/// Types a script: each char is a key; `⏎` Enter, `⎋` Esc, `↑` `↓` arrows.
fn keys(app: &mut App, script: &str, now: i64) {
    for ch in script.chars() {
        let code = match ch {
            '⏎' => KeyCode::Enter,
            '⎋' => KeyCode::Esc,
            '↑' => KeyCode::Up,
            '↓' => KeyCode::Down,
            '⌫' => KeyCode::Backspace,
            c => KeyCode::Char(c),
        };
        app.handle_key(key(code), now);
    }
}

fn started(tag: &str, lang: Lang) -> (TempDir, App) {
    let tmp = TempDir::new(tag);
    let mut app = App::new(lang, tmp.dirs(), None, 7, None);
    assert_eq!(app.screen, Screen::Setup);
    keys(&mut app, "⏎⏎⏎", T0);
    assert_eq!(app.screen, Screen::Table);
    (tmp, app)
}

fn state(app: &App) -> &racon::night::State {
    app.night.as_ref().unwrap().night().state()
}

#[test]
fn enter_through_setup_and_draw_reaches_the_table_with_everyone_bought_in() {
    let (_t, app) = started("enter", Lang::Tr);
    let s = state(&app);
    assert_eq!(s.seats.len(), 4);
    assert_eq!(s.setup.name, "Cuma gecesi");
    assert!(
        s.players
            .iter()
            .all(|p| p.kav_total == s.setup.stakes.min_kav)
    );
    assert_eq!(s.phase, Phase::BetweenHands);
}

#[test]
fn the_key_contract_drives_the_night() {
    let (_t, mut app) = started("keys", Lang::En);
    let first = state(&app).dealer();
    keys(&mut app, "p", T0); // pas dö men
    assert_ne!(state(&app).dealer(), first);
    keys(&mut app, "n", T0);
    assert_eq!(state(&app).hand_no, 1);
    keys(&mut app, "m", T0); // maldon
    assert_eq!(state(&app).carried, 40);
    keys(&mut app, "n", T0);
    keys(&mut app, "a", T0); // all passed
    assert_eq!(state(&app).carried, 40);
    // A top-up is refused while the pot is carried, with the reason.
    keys(&mut app, "k100⏎", T0);
    assert_eq!(app.screen, Screen::Kasa);
    assert!(app.message.as_ref().unwrap().1, "{:?}", app.message);
    assert!(app.message.as_ref().unwrap().0.contains("40"));
    assert_eq!(state(&app).players[0].kav_total, 400);
    // After a hand is won, it is accepted.
    keys(&mut app, "⎋nw", T0);
    keys(&mut app, "k100⏎", T0);
    assert_eq!(state(&app).players[0].kav_total, 500);
    // Leaving before çıkma is refused; with the override and a reason it is recorded.
    keys(&mut app, "↓0l", T0);
    assert!(!state(&app).players[1].left);
    keys(&mut app, "0x", T0);
    keys(&mut app, "eve gidiyor⏎", T0);
    assert!(state(&app).players[1].left);
    assert_eq!(
        state(&app).players[1].override_reason.as_deref(),
        Some("eve gidiyor")
    );
    // u asks first, then undoes.
    keys(&mut app, "u", T0);
    assert!(app.confirm.is_some());
    keys(&mut app, "⏎", T0);
    assert!(!state(&app).players[1].left);
    // L switches the language; q asks, Enter quits.
    keys(&mut app, "⎋L", T0);
    assert_eq!(app.lang, Lang::Tr);
    keys(&mut app, "q", T0);
    assert!(!app.quit);
    keys(&mut app, "⏎", T0);
    assert!(app.quit);
}

#[test]
fn racon_screen_gives_the_verdict_and_hesap_settles() {
    let (_t, mut app) = started("racon", Lang::En);
    keys(&mut app, "r", T0);
    keys(&mut app, "Ah Ad Kc Qs 9h | As Ac Kh Qd 9s⏎", T0);
    assert!(
        app.racon.iter().any(|l| l.starts_with("Suit:")),
        "{:#?}",
        app.racon
    );
    // Live validation names the bad token.
    keys(&mut app, "⎋r1x", T0);
    assert!(
        app.racon.iter().any(|l| l.contains("1x")),
        "{:#?}",
        app.racon
    );
    // Hesap: count everyone; off by 10 → refused until resolved, then transfers.
    keys(&mut app, "⎋⎋s", T0);
    assert_eq!(app.screen, Screen::Hesap);
    keys(&mut app, "700⏎300⏎190⏎400⏎", T0);
    assert_eq!(state(&app).count_difference(), Some(-10));
    assert!(state(&app).settlement().is_err());
    keys(&mut app, "e", T0);
    let s = state(&app).settlement().unwrap();
    assert_eq!(s.nets.iter().sum::<i64>(), 0);
    assert!(!s.transfers.is_empty());
}

#[test]
fn a_restart_reopens_the_unfinished_night() {
    let (t, mut app) = started("resume", Lang::Tr);
    keys(&mut app, "nan", T0);
    let before = state(&app).clone();
    drop(app);
    let dir = racon::store::night::unfinished(&t.dirs()).unwrap();
    let nf = racon::store::night::NightFile::open(&dir).unwrap();
    let app = App::new(Lang::Tr, t.dirs(), Some(nf), 1, None);
    assert_eq!(app.screen, Screen::Table);
    assert_eq!(state(&app), &before);
}

fn render(app: &App, w: u16, h: u16, now: i64) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| ui::draw(f, app, now, false)).unwrap();
    format!("{}", term.backend())
}

#[test]
fn snapshots_of_every_screen_in_both_languages_and_two_sizes() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let tmp = TempDir::new(&format!("tui-snap-{tag}"));
        let mut app = App::new(lang, tmp.dirs(), None, 7, None);
        let snap = |name: &str, app: &App, now: i64| {
            for (w, h) in [(80, 24), (120, 40)] {
                insta::assert_snapshot!(format!("{name}_{tag}_{w}x{h}"), render(app, w, h, now));
            }
        };
        snap("setup", &app, T0);
        keys(&mut app, "⏎", T0);
        snap("seating_before", &app, T0);
        keys(&mut app, "⏎", T0);
        snap("seating_drawn", &app, T0);
        keys(&mut app, "⏎n", T0);
        snap("table", &app, T0 + 15 * MIN);
        keys(&mut app, "?", T0);
        snap("help", &app, T0 + 15 * MIN);
        keys(&mut app, " k", T0);
        keys(&mut app, "↓250", T0);
        snap("kasa", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋r", T0);
        keys(&mut app, "Ah Ad Kc Qs 9h | As Ac Kh Qd 9s⏎", T0);
        snap("racon", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋⎋s", T0);
        keys(&mut app, "700⏎300⏎", T0);
        snap("hesap", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋h", T0);
        snap("history", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋q", T0);
        snap("confirm_quit", &app, T0 + 15 * MIN);
        // Too small: a notice, no panic.
        for (w, h) in [(1, 1), (10, 3), (59, 30)] {
            let out = render(&app, w, h, T0);
            assert!(!out.is_empty());
        }
    }
}

#[test]
fn the_readme_lists_every_key_of_the_keymap() {
    let readme = include_str!("../README.md");
    for b in racon::tui::keymap::KEYMAP {
        let row = format!("| `{}` | {} — {} |", b.key, b.en, b.tr);
        assert!(readme.contains(&row), "README is missing the key row {row}");
    }
}
