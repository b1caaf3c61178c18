//! The night picker (findings/host-walk.md #2): more than one unfinished
//! night, or one that will not load, and `racon` asks which to open.

use super::common::TempDir;
use super::tui_common::*;
use racon::i18n::Lang;
use racon::store::Dirs;
use racon::store::night::NightFile;
use racon::tui::Start;
use racon::tui::app::App;
use racon::tui::screens::{Screen, View};
use std::path::PathBuf;

/// A night of six two-word names, seated, kav bought, `hands` dealt.
pub fn night(dirs: &Dirs, name: &str, compact: &str, hands: u32) -> PathBuf {
    let six = SIX.split(", ").map(String::from).collect();
    let draw = "7c Ah Kd Kh 9s 8s";
    super::common::make_night(dirs, name, compact, Some(six), draw, hands, false)
}

pub fn start(open: Option<PathBuf>) -> Start {
    Start {
        new: false,
        open,
        preset: None,
        seed: Some(7),
        sharer: None,
    }
}

pub fn first(dirs: &Dirs, lang: Lang, open: Option<PathBuf>) -> App {
    racon::tui::first_app(lang, dirs.clone(), start(open), 7).unwrap()
}

/// Two unfinished nights and a broken newest one, for the picker.
pub fn three_nights(dirs: &Dirs) -> (PathBuf, PathBuf, PathBuf) {
    let old = night(dirs, "Türk pokeri", "2026-11-28-2000", 29);
    let mid = night(dirs, "Cuma gecesi", "2026-11-29-2000", 3);
    let broken = night(dirs, "Hold'em gecesi", "2026-11-30-2100", 1);
    std::fs::write(broken.join("events"), "bu bir günlük değil\n").unwrap();
    (old, mid, broken)
}

fn picked(app: &App) -> Vec<String> {
    match &app.view {
        View::Picker(v) => v
            .nights
            .iter()
            .map(|e| e.name.clone().unwrap_or_default())
            .collect(),
        _ => Vec::new(),
    }
}

#[test]
fn two_unfinished_nights_open_the_picker_newest_first_and_enter_opens_the_chosen() {
    let tmp = TempDir::new("pick-two");
    let dirs = tmp.dirs();
    let old = night(&dirs, "Türk pokeri", "2026-11-28-2000", 29);
    let new = night(&dirs, "Cuma gecesi", "2026-11-29-2000", 3);
    let mut app = first(&dirs, Lang::Tr, None);
    assert_eq!(app.screen(), Screen::Picker);
    assert_eq!(picked(&app), ["Cuma gecesi", "Türk pokeri"]);
    let out = render(&app, 80, 24, T0);
    assert!(
        out.contains("Cuma gecesi · 2026-11-29 20:00 · 3 el oynandı"),
        "{out}"
    );
    assert!(
        out.contains("Türk pokeri · 2026-11-28 20:00 · 29 el oynandı"),
        "{out}"
    );
    // The older night is reachable: ↓ Enter opens it, on its table.
    keys(&mut app, "↓⏎", T0);
    assert_eq!(app.screen(), Screen::Table, "{:?}", app.message());
    let nf = app.ctx.night.as_ref().unwrap();
    assert_eq!(nf.dir(), old);
    assert_eq!(state(&app).hand_no, 29);
    // It is open for writing: a hand is dealt and saved.
    keys(&mut app, "n", T0);
    assert_eq!(state(&app).hand_no, 30);
    drop(app);
    assert_eq!(NightFile::open(&old).unwrap().night().state().hand_no, 30);
    assert_eq!(NightFile::open(&new).unwrap().night().state().hand_no, 3);
}

#[test]
fn a_night_that_will_not_load_is_listed_with_its_problem_and_cannot_be_opened() {
    for lang in [Lang::Tr, Lang::En] {
        let tmp = TempDir::new("pick-broken");
        let dirs = tmp.dirs();
        let (_old, mid, _broken) = three_nights(&dirs);
        let mut app = first(&dirs, lang, None);
        assert_eq!(app.screen(), Screen::Picker);
        let View::Picker(v) = &app.view else { panic!() };
        assert_eq!(v.nights.len(), 3, "never skipped");
        assert!(v.nights[0].name.is_none());
        let out = render(&app, 120, 40, T0);
        let (word, refusal) = match lang {
            Lang::Tr => ("açılamıyor: events:1:", "Bu gece açılamıyor: events:1:"),
            Lang::En => (
                "will not open: events:1:",
                "This night will not open: events:1:",
            ),
        };
        assert!(out.contains(word), "{out}");
        assert!(out.contains("2026-11-30-2100"), "{out}");
        // Enter on it refuses with the located problem; nothing older opens.
        keys(&mut app, "⏎", T0);
        assert_eq!(app.screen(), Screen::Picker);
        assert!(app.ctx.night.is_none());
        let (m, error) = app.message().unwrap();
        assert!(error && m.starts_with(refusal), "{m}");
        keys(&mut app, "↓⏎", T0);
        assert_eq!(app.screen(), Screen::Table);
        assert_eq!(app.ctx.night.as_ref().unwrap().dir(), mid);
    }
}

#[test]
fn one_broken_night_alone_still_shows_the_picker_and_n_starts_a_new_night() {
    let tmp = TempDir::new("pick-one-broken");
    let dirs = tmp.dirs();
    let broken = night(&dirs, "Hold'em gecesi", "2026-11-30-2100", 1);
    std::fs::write(broken.join("events"), "bozuk\n").unwrap();
    let mut app = first(&dirs, Lang::En, None);
    assert_eq!(app.screen(), Screen::Picker);
    keys(&mut app, "n", T0);
    assert_eq!(app.screen(), Screen::Setup);
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Seating, "{:?}", app.message());
    assert_ne!(app.ctx.night.as_ref().unwrap().dir(), broken);
}

#[test]
fn one_clean_unfinished_night_opens_without_the_picker_and_open_path_opens_an_older_one() {
    let tmp = TempDir::new("pick-one");
    let dirs = tmp.dirs();
    let old = night(&dirs, "Türk pokeri", "2026-11-28-2000", 29);
    let app = first(&dirs, Lang::Tr, None);
    assert_eq!(app.screen(), Screen::Table);
    assert_eq!(app.ctx.night.as_ref().unwrap().dir(), old);
    drop(app);
    // With a newer night, `racon open OLD` (Start.open) opens the old one.
    let _new = night(&dirs, "Cuma gecesi", "2026-11-29-2000", 3);
    let app = first(&dirs, Lang::Tr, Some(old.clone()));
    assert_eq!(app.screen(), Screen::Table);
    assert_eq!(app.ctx.night.as_ref().unwrap().dir(), old);
    assert_eq!(state(&app).hand_no, 29);
    drop(app);
    // A broken night named by Start.open is refused in the user's language.
    let broken = night(&dirs, "Hold'em gecesi", "2026-11-30-2100", 1);
    std::fs::write(broken.join("events"), "bozuk\n").unwrap();
    let err = racon::tui::first_app(Lang::Tr, dirs.clone(), start(Some(broken)), 7)
        .err()
        .unwrap();
    assert!(err.contains("events:1:"), "{err}");
    assert!(!err.contains("No such"), "{err}");
}

#[test]
fn a_night_opened_from_the_picker_in_another_racon_is_refused_and_the_picker_stays() {
    let tmp = TempDir::new("pick-locked");
    let dirs = tmp.dirs();
    let _old = night(&dirs, "Türk pokeri", "2026-11-28-2000", 2);
    let new = night(&dirs, "Cuma gecesi", "2026-11-29-2000", 3);
    let held = NightFile::open(&new).unwrap();
    let mut app = first(&dirs, Lang::Tr, None);
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Picker);
    let (m, error) = app.message().unwrap();
    assert!(error && m.contains("başka bir racon'da açık"), "{m}");
    drop(held);
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Table);
}

#[test]
fn racon_new_says_on_the_setup_screen_that_nights_are_unfinished() {
    let tmp = TempDir::new("pick-new");
    let dirs = tmp.dirs();
    let mut start = start(None);
    start.new = true;
    let app = racon::tui::first_app(Lang::Tr, dirs.clone(), start, 7).unwrap();
    assert_eq!(app.screen(), Screen::Setup);
    assert!(app.message().is_none());
    night(&dirs, "Türk pokeri", "2026-11-28-2000", 2);
    night(&dirs, "Cuma gecesi", "2026-11-29-2000", 3);
    let mut start = super::tui_picker::start(None);
    start.new = true;
    let app = racon::tui::first_app(Lang::Tr, dirs.clone(), start, 7).unwrap();
    assert_eq!(app.screen(), Screen::Setup);
    let (m, _) = app.message().unwrap();
    assert!(
        m.contains("Bitmemiş 2 gece var") && m.contains("racon open"),
        "{m}"
    );
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("Bitmemiş 2 gece var"), "{out}");
}

#[test]
fn a_night_damaged_part_way_is_listed_with_its_line_and_opens_read_only() {
    let tmp = TempDir::new("pick-read-only");
    let dirs = tmp.dirs();
    let old = night(&dirs, "Türk pokeri", "2026-11-28-2000", 2);
    let damaged = night(&dirs, "Cuma gecesi", "2026-11-29-2000", 3);
    // The ninth line's checksum no longer matches.
    let events = damaged.join("events");
    let text = std::fs::read_to_string(&events).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[8] = format!("00000000{}", &lines[8][8..]);
    std::fs::write(&events, lines.join("\n") + "\n").unwrap();
    let mut app = first(&dirs, Lang::En, None);
    assert_eq!(app.screen(), Screen::Picker);
    let out = render(&app, 120, 40, T0);
    assert!(out.contains("opens read-only: events:9:"), "{out}");
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Table, "{:?}", app.message());
    let nf = app.ctx.night.as_ref().unwrap();
    assert_eq!(nf.dir(), damaged);
    assert!(nf.is_read_only());
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("READ-ONLY"), "{out}");
    drop(app);
    assert_ne!(old, damaged);
}
