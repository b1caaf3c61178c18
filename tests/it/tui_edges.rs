//! The screen at its edges: the quit question with actions only in memory
//! (issue 12 F1), the notice of a repaired torn tail (F5), and sharing the
//! night from the table (issue 16).

use crate::tui_common;
use tui_common::*;

use racon::i18n::Lang;
use racon::store::journal::Faults;
use racon::store::night::{NightFile, unfinished};
use racon::tui::app::{App, Confirm, Overlay, PromptKind};
use std::fs;
use std::io::Write;

#[test]
fn quit_with_unsaved_actions_says_not_saved_and_w_writes_them_to_a_file() {
    let (t, mut app) = started("edges-f1", Lang::En);
    // Saved: the usual question.
    keys(&mut app, "q", T0);
    assert_eq!(app.ctx.overlay, Some(Overlay::Confirm(Confirm::Quit)));
    keys(&mut app, "⎋", T0);
    // The disk fails: every write from now on.
    let faults = Faults::new();
    let nf = app.ctx.night.as_mut().unwrap();
    nf.journal_mut().inject_faults(faults.clone());
    faults.fail_write(1, true);
    keys(&mut app, "n", T0);
    assert_eq!(app.ctx.night.as_ref().unwrap().pending(), 1);
    keys(&mut app, "q", T0);
    assert!(
        matches!(
            app.ctx.overlay,
            Some(Overlay::Confirm(Confirm::QuitUnsaved(_)))
        ),
        "{:?}",
        app.ctx.overlay
    );
    let screen = render(&app, 120, 40, T0);
    assert!(screen.contains("1 action is NOT SAVED"), "{screen}");
    assert!(!screen.contains("Everything is saved"), "{screen}");
    // Esc stays.
    keys(&mut app, "⎋", T0);
    assert!(!app.ctx.quit);
    assert_eq!(app.ctx.overlay, None);
    // w asks for a file and writes the unsaved action there.
    keys(&mut app, "qw", T0);
    assert!(matches!(
        &app.ctx.overlay,
        Some(Overlay::Prompt(p)) if p.kind == PromptKind::ExportPending
    ));
    let out = t.0.join("unsaved.txt");
    keys(&mut app, &format!("{}⏎", out.display()), T0);
    let text = fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.contains("HandDealt"), "{text}");
    let (msg, error) = app.message().unwrap();
    assert!(!error && msg.contains("1 unsaved action written"), "{msg}");
    assert!(!app.ctx.quit);
    // In Turkish too, and never "kayıtlı".
    keys(&mut app, "Lq", T0);
    let screen = render(&app, 120, 40, T0);
    assert!(screen.contains("KAYDEDİLMEDİ"), "{screen}");
    assert!(!screen.contains("Her şey kay"), "{screen}");
    // Once the disk is back, the retry on quit saves: the usual question.
    keys(&mut app, "⎋", T0);
    faults.heal();
    keys(&mut app, "q", T0);
    assert_eq!(app.ctx.overlay, Some(Overlay::Confirm(Confirm::Quit)));
    assert_eq!(app.ctx.night.as_ref().unwrap().pending(), 0);
}

#[test]
fn a_repaired_torn_tail_is_shown_until_acknowledged() {
    let (t, app) = started("edges-f5", Lang::En);
    drop(app);
    let dir = unfinished(&t.dirs()).unwrap();
    let mut f = fs::OpenOptions::new()
        .append(true)
        .open(dir.join("events"))
        .unwrap();
    f.write_all(b"0badc0de (seq:99,at:1790000000000,ev")
        .unwrap();
    drop(f);
    let nf = NightFile::open(&dir).unwrap();
    let app = App::new(Lang::En, t.dirs(), Some(nf), 1, None);
    assert!(
        matches!(
            app.ctx.overlay,
            Some(Overlay::Confirm(Confirm::Repaired(_)))
        ),
        "{:?}",
        app.ctx.overlay
    );
    let screen = render(&app, 120, 40, T0);
    assert!(screen.contains("repaired"), "{screen}");
    assert!(screen.contains("quarantine"), "{screen}");
    let mut app = app;
    keys(&mut app, "⏎", T0);
    assert_eq!(app.ctx.overlay, None);
    assert!(!app.ctx.quit);
    drop(app);
    // Acknowledged: not shown again.
    let nf = NightFile::open(&dir).unwrap();
    let app = App::new(Lang::En, t.dirs(), Some(nf), 1, None);
    assert_eq!(app.ctx.overlay, None);
}

#[test]
fn s_on_the_table_shares_the_night_and_stops() {
    let (_t, mut app) = started("edges-share", Lang::En);
    // Without a sharer (a screen given none) S says it cannot share.
    keys(&mut app, "S", T0);
    assert!(app.ctx.share.is_none());
    assert!(app.message().is_some_and(|(_, error)| error));
    app.ctx.sharer = racon::cli::screen_sharer(Lang::En).ok();
    keys(&mut app, "S", T0);
    let url = app.ctx.share.as_ref().map(|s| s.url().to_string());
    let url = url.unwrap_or_else(|| panic!("{:?}", app.message()));
    assert!(url.starts_with("http://"), "{url}");
    assert_eq!(app.ctx.overlay, Some(Overlay::Share));
    for (w, h) in [(120, 40), (80, 24)] {
        let screen = render(&app, w, h, T0);
        assert!(screen.contains(&url), "{screen}");
        assert!(
            screen.contains('▀') || screen.contains('▄'),
            "no code at {w}×{h}:\n{screen}"
        );
    }
    let addr = url
        .trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap()
        .to_string();
    assert!(std::net::TcpStream::connect(&addr).is_ok());
    // S again stops: the panel closes and the port is freed.
    keys(&mut app, "S", T0);
    assert!(app.ctx.share.is_none());
    assert_eq!(app.ctx.overlay, None);
    assert!(std::net::TcpStream::connect(&addr).is_err());
}

#[test]
fn a_failed_export_says_why_in_the_hosts_language() {
    let (t, mut app) = started("edges-f1-tr", Lang::Tr);
    let faults = Faults::new();
    let nf = app.ctx.night.as_mut().unwrap();
    nf.journal_mut().inject_faults(faults.clone());
    faults.fail_write(1, true);
    keys(&mut app, "nq", T0);
    let screen = render(&app, 120, 40, T0);
    assert!(screen.contains("1 işlem KAYDEDİLMEDİ"), "{screen}");
    assert!(screen.contains("Enter: yine de çık"), "{screen}");
    // The file is there already: never overwritten, and said in Turkish.
    let out = t.0.join("var.txt");
    fs::write(&out, "eski").unwrap();
    keys(&mut app, &format!("w{}⏎", out.display()), T0);
    let (msg, error) = app.message().unwrap();
    assert!(error, "{msg}");
    assert!(
        msg.contains("yazılamadı") && msg.contains("zaten var"),
        "{msg}"
    );
    assert!(!msg.contains("exists"), "{msg}");
    assert_eq!(fs::read_to_string(&out).unwrap(), "eski");
}

#[test]
fn the_footer_promises_all_saved_only_when_it_is_so() {
    let (_t, mut app) = started("edges-footer", Lang::En);
    let screen = render(&app, 160, 40, T0);
    assert!(screen.contains("quit (all saved)"), "{screen}");
    let faults = Faults::new();
    let nf = app.ctx.night.as_mut().unwrap();
    nf.journal_mut().inject_faults(faults.clone());
    faults.fail_write(1, true);
    keys(&mut app, "n", T0);
    // Wide enough for the whole footer with a hand in play.
    let screen = render(&app, 300, 40, T0);
    assert!(!screen.contains("all saved"), "{screen}");
    assert!(screen.contains("quit (NOT ALL SAVED)"), "{screen}");
    // Ctrl-q still quits (after the question).
    let _ = app.handle_key(ctrl('q'), T0);
    assert!(
        matches!(
            app.ctx.overlay,
            Some(Overlay::Confirm(Confirm::QuitUnsaved(_)))
        ),
        "{:?}",
        app.ctx.overlay
    );
}
