//! More than one unfinished night (findings/host-walk.md #2): the listing
//! is newest first with name, date and hands played; a night that will not
//! load is listed with its problem, never skipped and never replaced by an
//! older one; `racon new` says an unfinished night exists and how to reach
//! it; `racon open` refuses an ended or unreadable night in the user's
//! language.

use crate::common;
use common::TempDir;
use common::cli::Racon;

use racon::i18n::Lang;
use racon::store::Dirs;
use racon::store::night::{NightProblem, list_unfinished, unfinished};
use std::path::PathBuf;

fn night(dirs: &Dirs, name: &str, compact: &str, hands: u32, end: bool) -> PathBuf {
    common::make_night(dirs, name, compact, None, "7c Ah Kd Kh", hands, end)
}

#[test]
fn unfinished_nights_are_listed_newest_first_with_name_date_and_hands() {
    let tmp = TempDir::new("list");
    let dirs = tmp.dirs();
    let old = night(&dirs, "Türk pokeri", "2026-11-28-2000", 29, false);
    let _ended = night(&dirs, "Biten gece", "2026-11-29-2000", 3, true);
    let new = night(&dirs, "Hold'em gecesi", "2026-11-30-2100", 2, false);
    let list = list_unfinished(&dirs);
    let names: Vec<_> = list.iter().map(|e| e.name.clone().unwrap()).collect();
    assert_eq!(names, ["Hold'em gecesi", "Türk pokeri"]);
    assert_eq!(list[0].dir, new);
    assert_eq!(list[1].dir, old);
    assert_eq!(list[1].hands, 29);
    assert!(list[1].created.starts_with("2026-11-28T20:00"));
    let line = racon::i18n::store::night_entry(&list[1], Lang::Tr);
    assert!(
        line.contains("Türk pokeri · 2026-11-28 20:00 · 29 el oynandı"),
        "{line}"
    );
    let line = racon::i18n::store::night_entry(&list[1], Lang::En);
    assert!(line.contains("29 hands played"), "{line}");
    assert_eq!(unfinished(&dirs), Some(new));
}

#[test]
fn a_newest_night_that_will_not_load_is_listed_with_its_problem_not_replaced() {
    let tmp = TempDir::new("list-broken");
    let dirs = tmp.dirs();
    let old = night(&dirs, "Eski gece", "2026-11-28-2000", 1, false);
    let broken = night(&dirs, "Yeni gece", "2026-11-30-2100", 1, false);
    // A journal whose first line is not a racon header.
    std::fs::write(broken.join("events"), "bu bir günlük değil\n").unwrap();
    let list = list_unfinished(&dirs);
    assert_eq!(list.len(), 2);
    assert_eq!(list[0].dir, broken);
    assert!(matches!(list[0].problem, Some(NightProblem::Unreadable(_))));
    assert_eq!(list[1].dir, old);
    // `racon` tries the broken night (and says why), never the older one.
    assert_eq!(unfinished(&dirs), Some(broken.clone()));
    let line = racon::i18n::store::night_entry(&list[0], Lang::Tr);
    assert!(line.contains("açılamıyor"), "{line}");
    assert!(line.contains("2026-11-30-2100"), "{line}");
}

/// What `racon new` says on stderr before its screen starts, run in a
/// terminal (tmux), stderr to a file; the screen is then closed.
fn new_in_a_terminal(dirs: &Dirs, tag: &str) -> String {
    let err = dirs.data.with_file_name(format!("{tag}-stderr.txt"));
    let t = common::tmux::Tmux::new(tag);
    t.window(
        "new",
        &format!(
            "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=tr_TR.UTF-8 {} new 2>{}",
            dirs.config.display(),
            dirs.data.display(),
            common::cli::bin().display(),
            err.display()
        ),
    );
    // The screen is up once it draws its setup form: stderr is written by then.
    t.wait(
        "new",
        "the setup screen",
        std::time::Duration::from_secs(30),
        |s| s.contains("Oyuncular") || s.contains("Players"),
    );
    std::fs::read_to_string(&err).unwrap_or_default()
}

#[test]
fn racon_new_says_an_unfinished_night_exists_and_how_to_reach_it() {
    let tmp = TempDir::new("list-new");
    let dirs = tmp.dirs();
    let old = night(&dirs, "Türk pokeri", "2026-11-28-2000", 4, false);
    let err = new_in_a_terminal(&dirs, "list-new");
    assert!(err.contains("bitmemiş bir gece var"), "{err}");
    assert!(err.contains("Türk pokeri"), "{err}");
    assert!(err.contains("4 el oynandı"), "{err}");
    assert!(
        err.contains(&format!("racon open {}", old.display())),
        "{err}"
    );
    // Without a terminal: the one-line refusal only, never "the new night
    // is set up anyway" (G12).
    let out = Racon::new()
        .locale(&[("LANG", "tr_TR.UTF-8")])
        .dirs(&dirs)
        .args(["new"])
        .output();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("terminal"), "{err}");
    // No unfinished night: nothing is said about one.
    let tmp2 = TempDir::new("list-new-none");
    let err = new_in_a_terminal(&tmp2.dirs(), "list-new-none");
    assert!(!err.contains("bitmemiş"), "{err}");
}

#[test]
fn racon_open_refuses_an_ended_or_unreadable_night_in_turkish() {
    let tmp = TempDir::new("open");
    let dirs = tmp.dirs();
    let ended = night(&dirs, "Biten gece", "2026-11-29-2000", 1, true);
    let out = Racon::new()
        .locale(&[("LANG", "tr_TR.UTF-8")])
        .dirs(&dirs)
        .args(["open", &ended.display().to_string()])
        .output();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bu gece bitti"), "{err}");
    let missing = dirs.data.join("nights").join("yok");
    let out = Racon::new()
        .locale(&[("LANG", "tr_TR.UTF-8")])
        .dirs(&dirs)
        .args(["open", &missing.display().to_string()])
        .output();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("yok"), "{err}");
    assert!(!err.contains("No such file"), "{err}");
    // The folder is named once, not once by the CLI and again by the store.
    let shown = missing.display().to_string();
    assert_eq!(err.matches(&shown).count(), 1, "{err}");
}
