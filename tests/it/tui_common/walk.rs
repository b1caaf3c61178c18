//! Every binding of every screen is pressed in a state where it applies,
//! and must be handled; every frame has `?` in its footer and whole
//! figures in its seat lines.

use super::tui_common::*;
use racon::i18n::Lang;
use racon::tui::app::{App, Handled, Overlay};
use racon::tui::keymap::{self, KEYMAP};
use racon::tui::screens::Screen;
use racon::units::Chips;

/// The numbers written after `word ` in `row`, and whether each is whole
/// (not followed by a digit cut at the column's end).
fn numbers_after(row: &str, word: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut rest = row;
    while let Some(i) = rest.find(word) {
        rest = rest[i + word.len()..].trim_start_matches(' ');
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        if let Ok(n) = digits.parse() {
            out.push(n);
        }
    }
    out
}

/// The checks every rendered frame passes: `?` in the footer, a yes/no
/// question or a prompt open or not (F1 where the field types `?`: a
/// reason), and on the table every seat's kav and ante whole, under a
/// question too.
pub fn check_frame(app: &App, out: &str, w: u16) {
    let rows = rows(out);
    let foot = rows[rows.len().saturating_sub(2)..].join("\n");
    let help = if app.field_takes(&key(ratatui::crossterm::event::KeyCode::Char('?'))) {
        "F1 "
    } else {
        "? "
    };
    assert!(
        foot.contains(help),
        "no {help}in the footer at width {w}:\n{out}"
    );
    let covered = matches!(app.ctx.overlay, Some(Overlay::Help | Overlay::Share));
    // The `+` panel (a late arrival) shows the ring, not the kasa's rows.
    let joining = matches!(&app.view, racon::tui::screens::View::Kasa(v) if v.join.is_some());
    if app.screen() == Screen::Kasa && !covered && !joining {
        // The kasa's rows: every player's kav whole.
        let kavs: Vec<i64> = state(app)
            .players
            .iter()
            .map(|p| p.kav_total.get())
            .collect();
        let seen: usize = rows
            .iter()
            .map(|r| {
                let ns = numbers_after(r, "kav ");
                for n in &ns {
                    assert!(kavs.contains(n), "kav {n} is cut or wrong in {r:?}\n{out}");
                }
                ns.len()
            })
            .sum();
        assert!(
            seen >= kavs.len().min(rows.len() - 6),
            "a kasa row lost its kav:\n{out}"
        );
    }
    if app.screen() != Screen::Table || covered {
        return;
    }
    let s = state(app);
    let (antes, _) = racon::tui::widgets::seat_ring::antes(s, T0 + 15 * MIN);
    let kavs: Vec<i64> = s.players.iter().map(|p| p.kav_total.get()).collect();
    let seat_rows: Vec<&String> = rows
        .iter()
        .skip(2)
        .take(s.seats.len().div_ceil(2))
        .collect();
    let mut seen_kav = 0;
    for r in &seat_rows {
        for n in numbers_after(r, "kav ") {
            assert!(kavs.contains(&n), "kav {n} is cut or wrong in {r:?}\n{out}");
            seen_kav += 1;
        }
        for word in ["ante ", "kör ", "blind "] {
            for n in numbers_after(r, word) {
                assert!(
                    antes.iter().any(|a| a.1.get() == n),
                    "{word}{n} is cut or wrong in {r:?}\n{out}"
                );
            }
        }
    }
    assert_eq!(seen_kav, s.seats.len(), "a seat lost its kav:\n{out}");
}

/// Makes a fresh app in one state.
type Maker = Box<dyn Fn() -> (common_dir::Keep, App)>;

/// A fresh app in each state a binding can apply in.
fn states() -> Vec<(&'static str, Maker)> {
    let fresh = |script: &'static str| -> Maker {
        Box::new(move || {
            let tmp = super::common::TempDir::new("tui-walk");
            let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
            keys(&mut app, script, T0);
            (common_dir::Keep(tmp), app)
        })
    };
    vec![
        ("setup list", fresh("")),
        ("setup form", fresh("e")),
        ("setup form, a choice", fresh("e↓↓")),
        ("setup form, typing", fresh("e⏎")),
        ("save as", fresh("S")),
        ("seating", fresh("⏎")),
        ("seating, typing", fresh("⏎t")),
        ("seating, revealing", fresh("⏎⏎")),
        ("seating, drawn", fresh("⏎⏎    ")),
        ("table", fresh("⏎⏎⏎")),
        ("table, in hand", fresh("⏎⏎⏎n")),
        ("quit?", fresh("⏎⏎⏎q")),
        ("quit?, form edits", fresh("e⏎x⏎q")),
        ("kasa", fresh("⏎⏎⏎k")),
        ("racon", fresh("⏎⏎⏎r")),
        ("racon, pot", fresh("⏎⏎⏎r⇥")),
        (
            "racon, a verdict",
            fresh("⏎⏎⏎rAh Ad Kc Qs 9h | As Ac Kh Qd 9s⏎"),
        ),
        ("hesap", fresh("⏎⏎⏎s")),
        ("hesap, off", fresh("⏎⏎⏎s700⏎300⏎190⏎400⏎")),
        ("history", fresh("⏎⏎⏎h")),
        ("kasa, a leaver", fresh("⏎⏎⏎k↓300xhome⏎")),
        ("kasa, a late arrival's name", fresh("⏎⏎⏎k+")),
        ("kasa, his seat", fresh("⏎⏎⏎k+Kemal⏎")),
        ("kasa, his kav", fresh("⏎⏎⏎k+Kemal⏎⏎")),
        ("the deck question", fresh("⏎⏎⏎k+Kemal⏎⏎⏎")),
        ("table, the deck kept", fresh("⏎⏎⏎k+Kemal⏎⏎⏎⎋⎋")),
        ("is he back?", fresh("⏎⏎⏎k↓300xhome⏎+Mehmet⏎")),
        ("ledger from the setup", fresh("d")),
        ("ledger, a debt", fresh("⏎⏎⏎s700⏎300⏎190⏎410⏎⎋E⏎d")),
        ("table, blinds", Box::new(blinds_table)),
        ("table, in a break", Box::new(break_table)),
        ("table, not saved", Box::new(|| not_saved(""))),
        ("quit?, not saved", Box::new(|| not_saved("q"))),
        ("picker", Box::new(picker)),
    ]
}

/// The night picker over two unfinished nights and a broken one.
fn picker() -> (common_dir::Keep, App) {
    let tmp = super::common::TempDir::new("tui-walk");
    super::tui_picker::three_nights(&tmp.dirs());
    let app = super::tui_picker::first(&tmp.dirs(), Lang::En, None);
    assert_eq!(app.screen(), Screen::Picker);
    (common_dir::Keep(tmp), app)
}

/// The table after a deal the disk refused (NOT SAVED), then `script`.
fn not_saved(script: &str) -> (common_dir::Keep, App) {
    let tmp = super::common::TempDir::new("tui-walk");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "⏎⏎⏎", T0);
    let faults = racon::store::journal::Faults::new();
    if let Some(n) = app.ctx.night.as_mut() {
        n.journal_mut().inject_faults(faults.clone());
    }
    faults.fail_write(1, true);
    keys(&mut app, &format!("n{script}"), T0);
    (common_dir::Keep(tmp), app)
}

/// The table of a blinds night.
fn blinds_table() -> (common_dir::Keep, App) {
    use racon::night::setup::{AntePlan, BlindLevel};
    let tmp = super::common::TempDir::new("tui-walk");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    if let racon::tui::screens::View::Setup(v) = &mut app.view
        && let Some(d) = v.draft.as_mut()
    {
        let level = |minutes, small| BlindLevel {
            minutes,
            small,
            big: small * 2,
        };
        // Blinds are for hold'em and omaha rule sets only.
        d.rules = "texas-holdem".to_string();
        d.ante = AntePlan::Blinds {
            levels: vec![level(20, Chips(5)), level(0, Chips(10))],
        };
        // Blinds are for hold'em and omaha rule sets only.
        d.rules = "texas-holdem".into();
    }
    keys(&mut app, "g⏎⏎", T0);
    assert_eq!(app.screen(), Screen::Table, "{:?}", app.message());
    (common_dir::Keep(tmp), app)
}

/// The table in a break: the seans ran out and its closing tur was dealt.
pub fn break_table() -> (common_dir::Keep, App) {
    let tmp = super::common::TempDir::new("tui-walk");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "⏎⏎⏎n", T0);
    let late = T0 + 12 * 60 * MIN;
    for i in 0..40 {
        if state(&app).in_break() {
            break;
        }
        keys(&mut app, "w", late + i);
        if state(&app).in_break() {
            break;
        }
        keys(&mut app, "n", late + i);
    }
    assert!(state(&app).in_break(), "{:?}", app.message());
    // The `n` after the break began asks whether to end it: no.
    if app.ctx.overlay.is_some() {
        keys(&mut app, "⎋", late);
    }
    assert_eq!(
        app.scope(),
        racon::tui::keymap::Scope::On(Screen::Table),
        "{:?}",
        app.message()
    );
    (common_dir::Keep(tmp), app)
}

pub mod common_dir {
    /// Keeps the temp dir alive with the app.
    pub struct Keep(#[allow(dead_code)] pub super::super::common::TempDir);
}

#[test]
fn every_binding_of_every_screen_is_handled_where_it_applies() {
    let mut pressed = vec![false; KEYMAP.len()];
    for (name, make) in states() {
        let (_keep, probe) = make();
        let scope = probe.scope();
        let rows: Vec<usize> = KEYMAP
            .iter()
            .enumerate()
            .filter(|(_, b)| keymap::rows(scope).any(|r| std::ptr::eq(r, *b)))
            .filter(|(_, b)| probe.holds(b.when) && !probe.field_takes(&b.key.event()))
            .map(|(i, _)| i)
            .collect();
        drop(probe);
        for i in rows {
            let b = &KEYMAP[i];
            let (_keep, mut app) = make();
            let got = app.handle_key(b.key.event(), T0);
            assert_eq!(
                got,
                Handled::Yes,
                "{name}: {} ({}) was ignored",
                b.key.label(),
                b.en
            );
            pressed[i] = true;
        }
    }
    let missed: Vec<String> = KEYMAP
        .iter()
        .zip(&pressed)
        .filter(|(_, p)| !**p)
        .map(|(b, _)| format!("{:?} {} ({})", b.scope, b.key.label(), b.en))
        .collect();
    assert!(missed.is_empty(), "never pressed: {missed:#?}");
}

#[test]
fn keys_that_no_binding_has_are_ignored() {
    let (_t, mut app) = started("tui-ignored", Lang::En);
    for c in ['z', 'j', '9'] {
        assert_eq!(
            app.handle_key(key(ratatui::crossterm::event::KeyCode::Char(c)), T0),
            Handled::No
        );
    }
}

/// The `?` help of every screen, at the smallest common window, names
/// every key of the screen and the global ones (none is cut off).
#[test]
fn the_help_names_every_key_at_80x24() {
    use racon::tui::keymap::Scope;
    for (name, make) in states() {
        let (_keep, mut app) = make();
        let scope = match app.scope() {
            Scope::Confirm => Scope::Confirm,
            _ => Scope::On(app.screen()),
        };
        app.handle_key(key(ratatui::crossterm::event::KeyCode::F(1)), T0);
        assert_eq!(app.ctx.overlay, Some(Overlay::Help), "{name}");
        let out = render(&app, 80, 24, T0);
        for (_, bs) in racon::tui::help::entries(scope) {
            let label = bs[0].key.label();
            assert!(
                out.contains(&format!("{label} ")) && out.contains(bs[0].en),
                "{name}: {label} {} is not in the help:\n{out}",
                bs[0].en
            );
        }
    }
}

/// Keys are written once: no key literal outside the keymap and the text
/// field, no CLI import, and no file over 400 lines under src/tui/.
#[test]
fn src_tui_has_no_key_literal_outside_the_keymap_and_no_cli_import() {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut files = Vec::new();
    walk(&root, &mut files);
    assert!(files.len() > 10, "{files:?}");
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.strip_prefix(&root).unwrap().display().to_string();
        if name != "keymap.rs" && name != "field.rs" {
            assert!(
                !text.contains("KeyCode::Char"),
                "KeyCode::Char in src/tui/{name}"
            );
        }
        assert!(!text.contains("crate::cli"), "crate::cli in src/tui/{name}");
        let lines = text.lines().count();
        assert!(lines <= 400, "src/tui/{name} has {lines} lines");
    }
}
