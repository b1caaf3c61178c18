//! Following a live journal (issue 11, `racon display`): no lock, no write,
//! incremental, tolerant of a torn tail, a repaired tail, a replaced file
//! and the night ending.

use crate::clock_nights;

use clock_nights::*;
use racon::night::{Action, Phase, PlayerId};
use racon::store::Dirs;
use racon::store::follower::{Change, Follower};
use racon::store::night::NightFile;
use racon::units::Chips;
use std::io::Write;
use std::path::{Path, PathBuf};

/// A fresh folder (`.0`), removed on drop.
// The second field is the guard: dropping it removes the folder.
struct Tmp(PathBuf, #[allow(dead_code)] tempfile::TempDir);

fn tmp(name: &str) -> Tmp {
    let dir = tempfile::Builder::new()
        .prefix(&format!("racon-follow-{name}-"))
        .tempdir()
        .expect("tmp");
    Tmp(dir.path().to_path_buf(), dir)
}

/// A seated night on disk, held open (locked) by "the host".
fn host(root: &Path) -> NightFile {
    let dirs = Dirs {
        config: root.join("config"),
        data: root.join("data"),
    };
    let s = gelgel();
    let r = rules(&s.rules);
    let mut n = NightFile::create(&dirs, s, r, T0, "2026-11-30T22:00:00Z", "2026-11-30-2200")
        .expect("create");
    crate::common::night::seat(&mut n, DRAW4, T0);
    n
}

fn events(n: &NightFile) -> PathBuf {
    n.dir().join("events")
}

#[test]
fn follows_appends_while_the_host_holds_the_lock() {
    let t = tmp("append");
    let mut h = host(&t.0);
    let mut f = Follower::open(h.dir()).expect("follow");
    assert_eq!(f.night().records().len(), 6);
    assert_eq!(f.poll(), Change::None);
    h.act(Action::NewHand, T0 + 1_000).expect("deal");
    assert_eq!(f.poll(), Change::Appended(1));
    assert_eq!(f.night().state().hand_no, 1);
    h.act(
        Action::EndHand {
            winner: None,
            pot: None,
        },
        T0 + 2_000,
    )
    .expect("end");
    h.act(Action::NewHand, T0 + 3_000).expect("deal");
    assert_eq!(f.poll(), Change::Appended(2));
    assert_eq!(f.night().state(), h.night().state());
    assert_eq!(f.poll(), Change::None);
    assert!(f.problem.is_none());
}

#[test]
fn waits_for_a_line_still_being_written_and_survives_its_repair() {
    let t = tmp("torn");
    let h = host(&t.0);
    let dir = h.dir().to_path_buf();
    let path = events(&h);
    // The host dies mid-append: half a line, no newline.
    drop(h);
    let before = std::fs::read(&path).expect("read");
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("open");
    file.write_all(b"1234abcd (seq:7,at:17900").expect("write");
    drop(file);
    let torn = std::fs::read(&path).expect("read");
    let mut f = Follower::open(&dir).expect("follow");
    assert_eq!(f.night().records().len(), 6);
    assert_eq!(f.poll(), Change::None);
    // The follower left the file exactly as it was: no quarantine, no lock.
    assert_eq!(std::fs::read(&path).expect("read"), torn);
    assert!(!dir.join("quarantine").exists());
    // racon reopens: the torn tail is quarantined and the file cut back.
    let mut h = NightFile::open(&dir).expect("reopen");
    assert!(h.recovered_tail.is_some());
    assert_eq!(std::fs::read(&path).expect("read"), before);
    assert_eq!(f.poll(), Change::None);
    h.act(Action::NewHand, T0 + 5_000).expect("deal");
    assert_eq!(f.poll(), Change::Appended(1));
    assert_eq!(f.night().state(), h.night().state());
}

#[test]
fn rereads_a_replaced_file() {
    let t = tmp("replace");
    let mut h = host(&t.0);
    let mut f = Follower::open(h.dir()).expect("follow");
    h.act(Action::NewHand, T0 + 1_000).expect("deal");
    // A rewrite (after a failed write) replaces the file atomically.
    h.save_again().expect("rewrite");
    let c = f.poll();
    assert!(matches!(c, Change::Reloaded | Change::Appended(1)), "{c:?}");
    assert_eq!(f.night().state(), h.night().state());
    h.act(Action::AllPassed, T0 + 2_000).expect("pass");
    assert_eq!(f.poll(), Change::Appended(1));
    assert_eq!(f.night().state().carried, Chips(40));
}

#[test]
fn sees_the_night_end() {
    let t = tmp("end");
    let mut h = host(&t.0);
    let mut f = Follower::open(h.dir()).expect("follow");
    h.act(Action::NewHand, T0 + 1_000).expect("deal");
    h.act(
        Action::EndNight {
            consent: (0..4).map(PlayerId).collect(),
        },
        T0 + 2_000,
    )
    .expect("end");
    assert_eq!(f.poll(), Change::Appended(2));
    assert_eq!(f.night().state().phase, Phase::Ended);
}

#[test]
fn a_damaged_line_is_reported_and_the_good_night_kept() {
    let t = tmp("damaged");
    let h = host(&t.0);
    let dir = h.dir().to_path_buf();
    let path = events(&h);
    drop(h);
    let mut f = Follower::open(&dir).expect("follow");
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .expect("open");
    file.write_all(b"00000000 (seq:7,at:1,event:HandDealt)\n")
        .expect("write");
    drop(file);
    let damaged = std::fs::read(&path).expect("read");
    assert_eq!(f.poll(), Change::None);
    let problem = f
        .problem
        .as_ref()
        .map(|p| p.to_string())
        .unwrap_or_default();
    assert!(problem.contains("checksum"), "{problem}");
    assert!(problem.contains(":8:"), "{problem}");
    assert_eq!(f.night().records().len(), 6);
    assert_eq!(std::fs::read(&path).expect("read"), damaged);
}

#[test]
fn no_night_no_follower() {
    let t = tmp("none");
    assert!(Follower::open(&t.0.join("nope")).is_err());
    std::fs::create_dir_all(t.0.join("empty")).expect("dir");
    assert!(Follower::open(&t.0.join("empty")).is_err());
}
