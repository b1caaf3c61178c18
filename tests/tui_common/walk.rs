//! Every binding of every screen is pressed in a state where it applies,
//! and must be handled; every frame has `?` in its footer and whole
//! figures in its seat lines.

use super::tui_common::*;
use racon::i18n::Lang;
use racon::tui::app::{App, Handled, Overlay};
use racon::tui::keymap::{self, KEYMAP};
use racon::tui::screens::Screen;

/// The numbers written after `word ` in `row`, and whether each is whole
/// (not followed by a digit cut at the column's end).
fn numbers_after(row: &str, word: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut rest = row;
    while let Some(i) = rest.find(word) {
        rest = &rest[i + word.len()..];
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        if let Ok(n) = digits.parse() {
            out.push(n);
        }
    }
    out
}

/// The checks every rendered frame passes: `?` in the footer (unless a
/// yes/no question is open: then only its two keys apply), and on the
/// table every seat's kav and ante whole.
pub fn check_frame(app: &App, out: &str, w: u16) {
    let rows = rows(out);
    let question = matches!(
        app.ctx.overlay,
        Some(Overlay::Confirm(_) | Overlay::Prompt(_))
    );
    if !question {
        let foot = rows[rows.len().saturating_sub(2)..].join("\n");
        assert!(
            foot.contains("? "),
            "no ? in the footer at width {w}:\n{out}"
        );
    }
    if app.screen() != Screen::Table || app.ctx.overlay.is_some() {
        return;
    }
    let s = state(app);
    let (antes, _) = racon::tui::widgets::seat_ring::antes(s, T0 + 15 * MIN);
    let kavs: Vec<i64> = s.players.iter().map(|p| p.kav_total).collect();
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
                    antes.iter().any(|a| a.1 == n),
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
        ("kasa", fresh("⏎⏎⏎k")),
        ("racon", fresh("⏎⏎⏎r")),
        ("racon, pot", fresh("⏎⏎⏎r⇥")),
        ("hesap", fresh("⏎⏎⏎s")),
        ("hesap, off", fresh("⏎⏎⏎s700⏎300⏎190⏎400⏎")),
        ("history", fresh("⏎⏎⏎h")),
        ("kasa, a leaver", fresh("⏎⏎⏎k↓300xhome⏎")),
        ("ledger from the setup", fresh("d")),
        ("ledger, a debt", fresh("⏎⏎⏎s700⏎300⏎190⏎410⏎⎋E⏎d")),
        ("table, blinds", Box::new(blinds_table)),
        ("table, in a break", Box::new(break_table)),
        ("quit?, unsaved actions", Box::new(quit_unsaved)),
    ]
}

/// The quit question when actions are only in memory (F1).
fn quit_unsaved() -> (common_dir::Keep, App) {
    use racon::tui::app::{Confirm, Msg};
    let tmp = super::common::TempDir::new("tui-walk");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "⏎⏎⏎", T0);
    let m = Msg::new(|_| "2 actions are not saved".into(), true);
    app.ctx.ask(Confirm::QuitUnsaved(m));
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
            big: 2 * small,
        };
        d.ante = AntePlan::Blinds {
            levels: vec![level(20, 5), level(0, 10)],
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
        keys(&mut app, "n", late + i);
    }
    assert!(state(&app).in_break(), "{:?}", app.message());
    // The last `n` asked whether to end the break: not answered.
    app.ctx.overlay = None;
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
            .filter(|(_, b)| (b.when)(&probe) && !probe.field_takes(&b.key.event()))
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
