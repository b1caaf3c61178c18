//! Nights written by the previous release still open and replay to the same
//! state, and opening them leaves their journal's bytes as they were. The
//! fixtures (tests/fixtures/nights/) are journals from before the night's
//! `decide`/`apply`/`validate` were split per action, event and section.

use crate::common;

use common::TempDir;
use racon::store::night::NightFile;
use std::fs;
use std::path::{Path, PathBuf};

fn copy_fixture(t: &TempDir, name: &str) -> (PathBuf, Vec<u8>) {
    let from = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/nights")
        .join(name)
        .join("events");
    let bytes = fs::read(&from).unwrap_or_else(|e| panic!("{}: {e}", from.display()));
    let dir = t.0.join(name);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("events"), &bytes).unwrap();
    (dir, bytes)
}

/// Hand number, phase, and each player's name, kav and last count.
fn summary(n: &NightFile) -> String {
    let s = n.night().state();
    let players: Vec<String> = s
        .players
        .iter()
        // The bare numbers, as the summaries were written before the
        // amounts had their own types.
        .map(|p| {
            let chips = p.chips.map(|c| c.get());
            format!("{} kav {} chips {chips:?}", p.name, p.kav_total)
        })
        .collect();
    format!(
        "hand {} phase {:?} records {} | {}",
        s.hand_no,
        s.phase,
        n.night().records().len(),
        players.join(", ")
    )
}

fn check(name: &str, expected: &str) {
    let t = TempDir::new("old-nights");
    let (dir, bytes) = copy_fixture(&t, name);
    let read_only = NightFile::open_read_only(&dir).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(summary(&read_only), expected, "{name} read-only");
    drop(read_only);
    assert_eq!(
        fs::read(dir.join("events")).unwrap(),
        bytes,
        "{name}: bytes"
    );
    let writable = NightFile::open(&dir).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(summary(&writable), expected, "{name} for writing");
    assert!(writable.repair_report().is_none(), "{name}: repaired");
    drop(writable);
    assert_eq!(
        fs::read(dir.join("events")).unwrap(),
        bytes,
        "{name}: bytes"
    );
}

#[test]
fn a_night_in_play_from_the_previous_release_loads() {
    check(
        "night1",
        "hand 1 phase BetweenHands records 9 | Ayşe kav 450 chips None, Mehmet kav 400 chips None, Işıl kav 400 chips None, Şükrü kav 400 chips None",
    );
}

#[test]
fn an_ended_night_from_the_previous_release_loads() {
    check(
        "ended",
        "hand 3 phase Ended records 18 | Ayşe kav 400 chips Some(500), Mehmet kav 400 chips Some(450), Işıl kav 400 chips Some(300), Şükrü kav 400 chips Some(350)",
    );
}

/// `racon night show --json` of each fixture, written by the release
/// before issue 22 (`show.json`, from commit bda989d): byte for byte the
/// same once the fields issue 22 added are taken out.
#[test]
fn night_show_json_is_unchanged_but_for_the_new_fields() {
    const NEW: [&str; 4] = ["deck_size", "deck_change", "cutter", "second_deck_shuffler"];
    for name in ["night1", "ended"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/nights")
            .join(name);
        let mut v = crate::common::cli::night_show(&dir);
        let map = v.as_object_mut().unwrap();
        for field in NEW {
            assert!(map.remove(field).is_some(), "{name}: {field} is shown");
        }
        let now = serde_json::to_string_pretty(&v).unwrap() + "\n";
        let before = fs::read_to_string(dir.join("show.json")).unwrap();
        assert_eq!(now, before, "{name}");
    }
}
