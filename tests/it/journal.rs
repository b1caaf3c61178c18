//! The night journal against RELIABILITY.md's fault and bad-input cases
//! (tests are named after the case numbers), with a small event type of its
//! own so the night domain is not needed.

use proptest::prelude::*;
use racon::store::atomic::{clean_temp_files, write_atomic};
use racon::store::journal::{
    EVENTS_FILE, FORMAT_VERSION, Faults, Journal, JournalError, LOCK_FILE, Loaded, MAX_LINE,
    QUARANTINE_DIR, Record,
};
use serde::{Deserialize, Serialize};
use std::fs::{self, OpenOptions};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
enum Ev {
    Deal { n: u32 },
    Note(String),
    Undo { seq: u64 },
}

const T0: i64 = 1_795_975_440_000;

/// A fresh folder under the system temp dir, removed on drop.
// The second field is the guard: dropping it removes the folder.
struct TempDir(PathBuf, #[allow(dead_code)] tempfile::TempDir);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let dir = tempfile::Builder::new()
            .prefix(&format!("racon-journal-{tag}-"))
            .tempdir()
            .unwrap();
        TempDir(dir.path().to_path_buf(), dir)
    }

    fn events(&self) -> PathBuf {
        self.0.join(EVENTS_FILE)
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

fn sample_events() -> Vec<Ev> {
    let notes = [
        "Ayşe kav aldı",
        "ĞÜŞİÖÇ ğüşıöç",
        "he said \"pas dö men\"",
        "iki\nsatır",
        "back\\slash and 'single'",
        "tab\there\r\nand CRLF",
        "#![enable(implicit_some)]",
        "(seq: 99, at: 0)",
        "",
        "emoji 🂡 and } ) ]",
    ];
    let mut out = Vec::new();
    for (i, note) in notes.iter().enumerate() {
        out.push(Ev::Note((*note).to_string()));
        out.push(if i % 3 == 2 {
            Ev::Undo { seq: i as u64 }
        } else {
            Ev::Deal { n: i as u32 * 7 }
        });
    }
    out
}

fn records_of(events: &[Ev]) -> Vec<Record<Ev>> {
    events
        .iter()
        .enumerate()
        .map(|(i, e)| Record {
            seq: i as u64 + 1,
            at: T0 + i as i64 * 1000,
            event: e.clone(),
        })
        .collect()
}

/// A journal in `dir` holding `events`; returns its records.
fn write_journal(dir: &Path, events: &[Ev]) -> Vec<Record<Ev>> {
    let mut j = Journal::<Ev>::create(dir, "2026-11-29T21:04:00+03:00").unwrap();
    let records = records_of(events);
    for r in &records {
        assert_eq!(j.append(r.at, &r.event).unwrap(), r.seq);
    }
    records
}

fn open(dir: &Path) -> Loaded<Ev> {
    Journal::<Ev>::open(dir).unwrap()
}

/// Byte offsets just past each '\n'.
fn line_ends(bytes: &[u8]) -> Vec<usize> {
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, b)| *b == b'\n')
        .map(|(i, _)| i + 1)
        .collect()
}

/// `<crc> <ron>` for a hand-made line (no newline).
fn with_crc(ron: &str) -> String {
    format!("{:08x} {ron}", crc32fast::hash(ron.as_bytes()))
}

/// The journal's lines (without newlines) as text.
fn lines(path: &Path) -> Vec<String> {
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn write_lines(path: &Path, lines: &[String]) {
    let mut text = lines.join("\n");
    text.push('\n');
    fs::write(path, text).unwrap();
}

/// `(line, col, message)` of a Corrupt problem; panics otherwise.
fn corrupt_at(problem: &Option<JournalError>) -> (usize, usize, String) {
    match problem {
        Some(JournalError::Corrupt {
            line, col, problem, ..
        }) => (*line, *col, problem.to_string()),
        other => panic!("expected a Corrupt problem, got {other:?}"),
    }
}

/// Asserts the journal was opened read-only and refuses appends.
fn assert_read_only(loaded: &mut Loaded<Ev>) {
    assert!(loaded.journal.is_read_only());
    assert!(matches!(
        loaded.journal.append(T0, &Ev::Deal { n: 1 }),
        Err(JournalError::ReadOnly { .. })
    ));
    assert!(matches!(
        loaded.journal.rewrite(&[]),
        Err(JournalError::ReadOnly { .. })
    ));
}

fn dir_listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

// ---------------------------------------------------------------- case 1

#[test]
fn case_01_cut_at_every_byte_offset() {
    let src = TempDir::new("cut-src");
    let records = write_journal(&src, &sample_events());
    let bytes = fs::read(src.events()).unwrap();
    let ends = line_ends(&bytes);
    assert_eq!(ends.len(), records.len() + 1);
    // Recovery fsyncs; cuts run on a few threads so the file system can
    // commit their syncs together.
    const WORKERS: usize = 8;
    std::thread::scope(|s| {
        for w in 0..WORKERS {
            let (bytes, ends, records) = (&bytes, &ends, &records);
            s.spawn(move || {
                for cut in (w..=bytes.len()).step_by(WORKERS) {
                    check_cut(bytes, ends, records, cut);
                }
            });
        }
    });
    let n = bytes.len() + 1;
    println!("case 1: {n} cuts tried, {n} held");
}

/// Case 1 for one cut length, in a fresh folder.
fn check_cut(bytes: &[u8], ends: &[usize], records: &[Record<Ev>], cut: usize) {
    let dir = TempDir::new("cut");
    fs::write(dir.events(), &bytes[..cut]).unwrap();
    let complete = ends.iter().filter(|&&e| e <= cut).count();
    let last_nl = ends.iter().copied().rfind(|&e| e <= cut).unwrap_or(0);
    let want = &records[..complete.saturating_sub(1)];

    // Read-only: the same records, nothing touched.
    let ro = Journal::<Ev>::open_read_only(&dir).unwrap();
    assert!(ro.problem.is_none(), "cut {cut}: {:?}", ro.problem);
    assert_eq!(ro.records, want, "cut {cut}");
    assert!(ro.recovered_tail.is_none());
    drop(ro);
    assert_eq!(fs::read(dir.events()).unwrap(), &bytes[..cut]);

    let loaded = open(&dir);
    assert!(loaded.problem.is_none(), "cut {cut}: {:?}", loaded.problem);
    assert_eq!(loaded.records, want, "cut {cut}");
    assert_eq!(loaded.journal.next_seq(), want.len() as u64 + 1);
    assert!(!loaded.journal.is_read_only());
    match &loaded.recovered_tail {
        Some(q) => {
            assert!(cut > last_nl, "cut {cut}: nothing to quarantine");
            assert_eq!(q, &dir.join(QUARANTINE_DIR).join("events-tail-1"));
            assert_eq!(fs::read(q).unwrap(), &bytes[last_nl..cut], "cut {cut}");
        }
        None => assert_eq!(cut, last_nl, "cut {cut}: tail not quarantined"),
    }
    let now = fs::read(dir.events()).unwrap();
    if complete >= 1 {
        assert_eq!(
            now,
            &bytes[..last_nl],
            "cut {cut}: not cut at the last newline"
        );
    } else {
        // Nothing or a torn header: a new journal with a fresh header.
        assert_eq!(line_ends(&now).len(), 1);
        assert!(
            String::from_utf8(now)
                .unwrap()
                .contains("format:\"racon-night\"")
        );
    }
}

// ---------------------------------------------------------------- case 2

#[test]
fn case_02_append_after_torn_tail() {
    let dir = TempDir::new("torn-append");
    let records = write_journal(&dir, &sample_events()[..5]);
    // Half of what the next line would have been.
    let mut f = OpenOptions::new().append(true).open(dir.events()).unwrap();
    std::io::Write::write_all(&mut f, b"0badc0de (seq:6,at:17959754").unwrap();
    drop(f);

    let mut loaded = open(&dir);
    assert!(loaded.problem.is_none());
    assert!(loaded.recovered_tail.is_some());
    assert_eq!(loaded.records, records);
    let new = Ev::Note("after the tear".into());
    assert_eq!(loaded.journal.append(T0 + 99, &new).unwrap(), 6);
    drop(loaded);

    let again = open(&dir);
    assert!(again.problem.is_none());
    assert!(again.recovered_tail.is_none());
    assert_eq!(again.records.len(), 6);
    assert_eq!(again.records[..5], records);
    assert_eq!(
        again.records[5],
        Record {
            seq: 6,
            at: T0 + 99,
            event: new
        }
    );
    // The new record is a line of its own.
    let text = fs::read_to_string(dir.events()).unwrap();
    assert!(text.ends_with('\n'));
    assert_eq!(text.lines().count(), 7);
}

// ---------------------------------------------------------------- case 3

#[test]
fn case_03_nul_or_garbage_after_last_newline_is_a_torn_tail() {
    let tails: [&[u8]; 5] = [
        b"\0",
        &[0u8; 4096],
        b"\xff\xfe\x00garbage",
        b"deadbeef (seq:6,",
        "ğ yarım".as_bytes(),
    ];
    for tail in tails {
        let dir = TempDir::new("garbage");
        let records = write_journal(&dir, &sample_events()[..5]);
        let good = fs::read(dir.events()).unwrap();
        let mut bytes = good.clone();
        bytes.extend_from_slice(tail);
        fs::write(dir.events(), &bytes).unwrap();

        let mut loaded = open(&dir);
        assert!(loaded.problem.is_none(), "{:?}", loaded.problem);
        assert_eq!(loaded.records, records);
        let q = loaded.recovered_tail.clone().unwrap();
        assert_eq!(fs::read(q).unwrap(), tail);
        assert_eq!(fs::read(dir.events()).unwrap(), good);
        assert_eq!(loaded.journal.append(T0, &Ev::Deal { n: 6 }).unwrap(), 6);
    }

    // Garbage that does end with a newline is a bad line, not a tail: it
    // stops the load and nothing is changed.
    let dir = TempDir::new("garbage-line");
    let records = write_journal(&dir, &sample_events()[..5]);
    let mut bytes = fs::read(dir.events()).unwrap();
    bytes.extend_from_slice(b"\0\0\0\n");
    fs::write(dir.events(), &bytes).unwrap();
    let mut loaded = open(&dir);
    assert_eq!(loaded.records, records);
    assert_eq!(corrupt_at(&loaded.problem).0, 7);
    assert_read_only(&mut loaded);
    assert_eq!(fs::read(dir.events()).unwrap(), bytes);
}

// ---------------------------------------------------------------- case 4

#[test]
fn case_04_bit_flip_in_a_committed_line() {
    let src = TempDir::new("flip-src");
    let records = write_journal(&src, &sample_events());
    let bytes = fs::read(src.events()).unwrap();
    let ends = line_ends(&bytes);
    let dir = TempDir::new("flip");
    // Every bit of line 4 (seq 3, with Turkish letters), of the header, and
    // of the last line (but not the last newline: without it the last line
    // is a torn tail, case 1).
    let mut targets = Vec::new();
    for (line, range) in [
        (4, ends[2]..ends[3]),
        (1, 0..ends[0]),
        (ends.len(), ends[ends.len() - 2]..ends[ends.len() - 1] - 1),
    ] {
        for at in range {
            targets.push((line, at));
        }
    }
    let tried = targets.len() * 8;
    for (line, at) in targets {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[at] ^= 1 << bit;
            fs::write(dir.events(), &flipped).unwrap();
            let mut loaded = open(&dir);
            let (got_line, _, message) = corrupt_at(&loaded.problem);
            assert_eq!(got_line, line, "byte {at} bit {bit}: {message}");
            assert_eq!(loaded.records, records[..line.saturating_sub(2)]);
            assert_read_only(&mut loaded);
            drop(loaded);
            assert_eq!(fs::read(dir.events()).unwrap(), flipped, "file changed");
            assert!(!dir.join(QUARANTINE_DIR).exists());
        }
    }
    println!("case 4: {tried} bit flips tried, {tried} held");

    // The message is the checksum's, for a flip inside the RON text.
    let mut flipped = bytes.clone();
    flipped[ends[2] + 20] ^= 0x01;
    fs::write(dir.events(), &flipped).unwrap();
    let loaded = open(&dir);
    let problem = loaded.problem.unwrap();
    let shown = problem.to_string();
    assert!(
        shown.starts_with(&format!(
            "{}:4:1: checksum mismatch",
            dir.events().display()
        )),
        "{shown}"
    );
}

// ---------------------------------------------------------------- case 5

#[test]
fn case_05_unknown_field_is_located() {
    let dir = TempDir::new("unknown-field");
    write_journal(&dir, &sample_events()[..6]);
    let original = lines(&dir.events());

    // A field the record does not have, CRC recomputed so only it is wrong.
    let mut edited = original.clone();
    let ron = &original[3][9..];
    let at = ron.find(",event:").unwrap();
    let ron = format!("{},renk:\"kırmızı\"{}", &ron[..at], &ron[at..]);
    edited[3] = with_crc(&ron);
    write_lines(&dir.events(), &edited);
    let mut loaded = open(&dir);
    let (line, col, message) = corrupt_at(&loaded.problem);
    let want_col = 9 + ron[..ron.find("renk").unwrap()].chars().count() + 1;
    assert_eq!((line, col), (4, want_col), "{message}");
    assert!(message.contains("renk"), "{message}");
    assert_eq!(loaded.records.len(), 2);
    assert_read_only(&mut loaded);
    let shown = loaded.problem.as_ref().unwrap().to_string();
    assert!(
        shown.starts_with(&format!("{}:4:{want_col}: ", dir.events().display())),
        "{shown}"
    );
    drop(loaded);

    // Inside the event: `Deal(n: .., extra: 1)`.
    let mut edited = original.clone();
    let ron = original[2][9..].replace("event:Deal(n:0)", "event:Deal(n:0, fazla: 1)");
    assert_ne!(ron, original[2][9..]);
    edited[2] = with_crc(&ron);
    write_lines(&dir.events(), &edited);
    let loaded = open(&dir);
    let (line, col, message) = corrupt_at(&loaded.problem);
    let want_col = 9 + ron.find("fazla").unwrap() + 1;
    assert_eq!((line, col), (3, want_col), "{message}");
    drop(loaded);

    // An unknown event and a `#![enable(...)]` line are refused too.
    for ron in [
        "(seq:1,at:0,event:Shuffle(n:1))".to_string(),
        "#![enable(implicit_some)] (seq:1,at:0,event:Deal(n:1))".to_string(),
        " #![enable(unwrap_newtypes)](seq:1,at:0,event:Deal(n:1))".to_string(),
        "(seq:1,at:0,event:Deal(n:1)) trailing".to_string(),
    ] {
        let mut edited = original[..1].to_vec();
        edited.push(with_crc(&ron));
        write_lines(&dir.events(), &edited);
        let loaded = open(&dir);
        let (line, col, message) = corrupt_at(&loaded.problem);
        assert_eq!(line, 2, "{ron}: {message}");
        assert!(col > 9, "{ron}: col {col}");
        if ron.contains("#!") {
            assert!(message.contains("#![enable"), "{message}");
            assert_eq!(col, 10 + ron.find('#').unwrap());
        }
    }
}

// ---------------------------------------------------------------- case 6

#[test]
fn case_06_deleted_line_names_the_missing_seq() {
    let dir = TempDir::new("gap");
    let records = write_journal(&dir, &sample_events()[..8]);
    let original = lines(&dir.events());
    let before = |n: usize| records[..n].to_vec();

    // Line 5 holds seq 4.
    let mut edited = original.clone();
    edited.remove(4);
    write_lines(&dir.events(), &edited);
    let mut loaded = open(&dir);
    let (line, col, message) = corrupt_at(&loaded.problem);
    assert_eq!(line, 5);
    assert_eq!(col, 11, "points at `seq`");
    assert!(message.contains("seq 4 is missing"), "{message}");
    assert_eq!(loaded.records, before(3));
    assert_read_only(&mut loaded);
    drop(loaded);
    let mut text = edited.join("\n");
    text.push('\n');
    assert_eq!(fs::read_to_string(dir.events()).unwrap(), text);

    // Two lines gone.
    let mut edited = original.clone();
    edited.drain(4..6);
    write_lines(&dir.events(), &edited);
    let (_, _, message) = corrupt_at(&open(&dir).problem);
    assert!(message.contains("seq 4 to 5 are missing"), "{message}");

    // A line repeated.
    let mut edited = original.clone();
    edited.insert(4, original[3].clone());
    write_lines(&dir.events(), &edited);
    let loaded = open(&dir);
    let (line, _, message) = corrupt_at(&loaded.problem);
    assert_eq!(line, 5);
    assert!(message.contains("seq 3 repeats"), "{message}");
    assert_eq!(loaded.records, before(3));
    drop(loaded);

    // The first record missing.
    let mut edited = original.clone();
    edited.remove(1);
    write_lines(&dir.events(), &edited);
    let (line, _, message) = corrupt_at(&open(&dir).problem);
    assert_eq!(line, 2);
    assert!(message.contains("seq 1 is missing"), "{message}");
}

// ---------------------------------------------------------------- case 8

#[derive(Clone, Copy, Debug)]
enum Fail {
    Write,
    Sync,
}

fn arm(faults: &Faults, kind: Fail, n: u64, persistent: bool) {
    match kind {
        Fail::Write => faults.fail_write(n, persistent),
        Fail::Sync => faults.fail_sync(n, persistent),
    }
}

/// Appends until the armed fault hits; returns the records acknowledged
/// (including the first three) and the event that failed.
fn append_until_failure(
    j: &mut Journal<Ev>,
    mut acked: Vec<Record<Ev>>,
    n: u64,
) -> (Vec<Record<Ev>>, Record<Ev>) {
    for i in 1..=n {
        let event = Ev::Note(format!("append {i} after arming"));
        let at = T0 + 10_000 + i as i64;
        let seq = j.next_seq();
        match j.append(at, &event) {
            Ok(got) => {
                assert!(i < n, "append {i} should have failed");
                assert_eq!(got, seq);
                acked.push(Record { seq, at, event });
            }
            Err(e) => {
                assert_eq!(i, n, "append {i} failed early: {e}");
                assert!(matches!(e, JournalError::Io { .. }), "{e}");
                assert!(e.to_string().contains("injected fault"), "{e}");
                assert_eq!(j.next_seq(), seq, "a failed append must not take a seq");
                return (acked, Record { seq, at, event });
            }
        }
    }
    unreachable!("the fault never hit")
}

#[test]
fn case_08_failed_write_or_sync_loses_nothing_acknowledged() {
    for kind in [Fail::Write, Fail::Sync] {
        for n in 1..=3 {
            for persistent in [false, true] {
                let case = format!("{kind:?} #{n} persistent={persistent}");

                // A: the same racon rewrites once the disk is back.
                let dir = TempDir::new("fault-a");
                let acked = write_journal(&dir, &sample_events()[..3]);
                let mut j = open(&dir).journal;
                let faults = Faults::new();
                j.inject_faults(faults.clone());
                arm(&faults, kind, n, persistent);
                let (acked, failed) = append_until_failure(&mut j, acked, n);
                assert!(j.is_dirty(), "{case}");
                // Never retry-and-trust: appends wait for a rewrite.
                assert!(matches!(
                    j.append(T0, &Ev::Deal { n: 0 }),
                    Err(JournalError::Dirty { .. })
                ));
                let seen = Journal::<Ev>::open_read_only(&dir).unwrap();
                assert!(seen.problem.is_none(), "{case}: {:?}", seen.problem);
                assert_eq!(seen.records[..acked.len()], acked, "{case}");
                assert!(seen.records.len() <= acked.len() + 1, "{case}");
                let mut all = acked.clone();
                all.push(failed.clone());
                if persistent {
                    // Still broken: the rewrite fails too, the file keeps
                    // every acknowledged record and no temp file is left.
                    assert!(j.rewrite(&all).is_err(), "{case}");
                    assert!(j.is_dirty());
                    let seen = Journal::<Ev>::open_read_only(&dir).unwrap();
                    assert_eq!(seen.records[..acked.len()], acked, "{case}");
                    assert_eq!(
                        dir_listing(&dir),
                        [EVENTS_FILE, LOCK_FILE],
                        "{case}: temp file left"
                    );
                    faults.heal();
                }
                j.rewrite(&all).unwrap();
                assert!(!j.is_dirty());
                assert_eq!(j.next_seq(), all.len() as u64 + 1);
                let last = Ev::Deal { n: 77 };
                assert_eq!(j.append(T0 + 50_000, &last).unwrap(), all.len() as u64 + 1);
                drop(j);
                let loaded = open(&dir);
                assert!(loaded.problem.is_none() && loaded.recovered_tail.is_none());
                assert_eq!(loaded.records[..all.len()], all, "{case}");
                assert_eq!(loaded.records.len(), all.len() + 1);

                // B: racon stops right after the failure; the next start
                // keeps every acknowledged record.
                let dir = TempDir::new("fault-b");
                let acked = write_journal(&dir, &sample_events()[..3]);
                let mut j = open(&dir).journal;
                let faults = Faults::new();
                j.inject_faults(faults.clone());
                arm(&faults, kind, n, persistent);
                let (acked, failed) = append_until_failure(&mut j, acked, n);
                drop(j);
                let mut loaded = open(&dir);
                assert!(loaded.problem.is_none(), "{case}: {:?}", loaded.problem);
                match kind {
                    // Half a line reached the file: a torn tail.
                    Fail::Write => {
                        assert_eq!(loaded.records, acked, "{case}");
                        assert!(loaded.recovered_tail.is_some(), "{case}");
                    }
                    // The whole line was written, only its fsync failed: it
                    // may well be there (it was never shown as saved).
                    Fail::Sync => {
                        assert_eq!(loaded.records[..acked.len()], acked, "{case}");
                        assert_eq!(loaded.records.len(), acked.len() + 1);
                        assert_eq!(loaded.records[acked.len()], failed);
                    }
                }
                let seq = loaded.journal.append(T0, &Ev::Deal { n: 1 }).unwrap();
                assert_eq!(seq, loaded.records.len() as u64 + 1);
            }
        }
    }
}

/// `/dev/full` and symbolic links: unix only.
#[cfg(unix)]
#[test]
fn case_08_dev_full() {
    let full = Path::new("/dev/full");
    if !full.exists() {
        eprintln!("no /dev/full here; skipped");
        return;
    }
    let dir = TempDir::new("dev-full");
    let acked = write_journal(&dir, &sample_events()[..4]);
    let mut j = open(&dir).journal;
    j.set_sink(Box::new(OpenOptions::new().write(true).open(full).unwrap()));
    let err = j.append(T0, &Ev::Note("disk full".into())).unwrap_err();
    match &err {
        JournalError::Io { source, .. } => assert_eq!(source.raw_os_error(), Some(28), "{err}"),
        other => panic!("{other:?}"),
    }
    assert!(j.is_dirty());
    assert_eq!(j.next_seq(), 5);
    assert_eq!(Journal::<Ev>::open_read_only(&dir).unwrap().records, acked);
    j.rewrite(&acked).unwrap();
    assert_eq!(j.append(T0, &Ev::Note("disk back".into())).unwrap(), 5);
    drop(j);
    assert_eq!(open(&dir).records.len(), 5);

    // An `events` that is /dev/full itself is refused at once (reading it
    // would never end).
    let dir = TempDir::new("dev-full-link");
    std::os::unix::fs::symlink(full, dir.events()).unwrap();
    let err = Journal::<Ev>::open(&dir).unwrap_err();
    assert!(err.to_string().contains("not a regular file"), "{err}");
    let err = Journal::<Ev>::open_read_only(&dir).unwrap_err();
    assert!(matches!(err, JournalError::Io { .. }), "{err}");
}

// ---------------------------------------------------------------- case 9

#[test]
fn case_09_crash_around_a_rename() {
    let dir = TempDir::new("rename");
    let old = write_journal(&dir, &sample_events()[..3]);
    let old_bytes = fs::read(dir.events()).unwrap();
    let new_dir = TempDir::new("rename-new");
    let new = write_journal(&new_dir, &sample_events()[..5]);
    let new_bytes = fs::read(new_dir.events()).unwrap();

    // Crash before the rename: a complete or a half-written temp file next
    // to the old journal. The old one loads; the temp files go.
    fs::write(dir.join(".events.tmp-4242-0"), &new_bytes).unwrap();
    fs::write(dir.join(".events.tmp-4242-1"), &new_bytes[..40]).unwrap();
    fs::write(dir.join(".events.tmp-notours"), b"x").unwrap();
    fs::write(dir.join("notes.txt"), b"host's notes").unwrap();
    let loaded = open(&dir);
    assert_eq!(loaded.records, old);
    drop(loaded);
    assert_eq!(
        dir_listing(&dir),
        [".events.tmp-notours", EVENTS_FILE, LOCK_FILE, "notes.txt"]
    );
    assert_eq!(fs::read(dir.events()).unwrap(), old_bytes);

    // Crash after the rename (before or after the folder's fsync): the new
    // file is the journal.
    fs::write(dir.events(), &new_bytes).unwrap();
    assert_eq!(open(&dir).records, new);

    // write_atomic: replaces and creates, leaves no temp file.
    let target = dir.join("preset.ron");
    write_atomic(&target, b"(a: 1)").unwrap();
    write_atomic(&target, b"(a: 2)").unwrap();
    assert_eq!(fs::read(&target).unwrap(), b"(a: 2)");
    assert!(
        !dir_listing(&dir)
            .iter()
            .any(|n| n.contains(".tmp-") && n != ".events.tmp-notours")
    );
    fs::write(dir.join(".preset.ron.tmp-1-2"), b"half").unwrap();
    clean_temp_files(&dir);
    assert_eq!(fs::read(&target).unwrap(), b"(a: 2)");
    assert!(!dir.join(".preset.ron.tmp-1-2").exists());

    // A rewrite whose sync fails leaves the old file and no temp file.
    let mut j = open(&dir).journal;
    let faults = Faults::new();
    j.inject_faults(faults.clone());
    faults.fail_sync(1, false);
    assert!(j.rewrite(&old).is_err());
    drop(j);
    assert_eq!(fs::read(dir.events()).unwrap(), new_bytes);
    assert!(
        !dir_listing(&dir)
            .iter()
            .any(|n| n.starts_with(".events.tmp-") && n != ".events.tmp-notours")
    );
}

// ---------------------------------------------------------------- case 10

#[test]
fn case_10_newer_version_is_refused_untouched() {
    let dir = TempDir::new("too-new");
    let header = with_crc(&format!(
        "(format:\"racon-night\",version:{},created:\"2031-01-01T00:00:00Z\",shiny:true)",
        FORMAT_VERSION + 1
    ));
    let future = format!(
        "{header}\nsomething a future racon writes\n{}",
        "no newline"
    );
    fs::write(dir.events(), &future).unwrap();
    let before = dir_listing(&dir);

    let err = Journal::<Ev>::open(&dir).unwrap_err();
    match &err {
        JournalError::TooNew { version, .. } => assert_eq!(*version, u64::from(FORMAT_VERSION) + 1),
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("newer racon"), "{err}");
    assert!(matches!(
        Journal::<Ev>::open_read_only(&dir).unwrap_err(),
        JournalError::TooNew { .. }
    ));
    assert!(matches!(
        Journal::<Ev>::create(&dir, "x").unwrap_err(),
        JournalError::Exists { .. }
    ));
    assert_eq!(fs::read_to_string(dir.events()).unwrap(), future);
    // Nothing written at all: no lock file, no quarantine, no header.
    assert_eq!(dir_listing(&dir), before);

    // Every version keeps the `<crc> ` prefix on line 1; a header without it
    // (or with a wrong checksum) is a corrupt header: read-only, untouched.
    fs::write(dir.events(), "(format:\"racon-night\",version:2)\n").unwrap();
    let loaded = open(&dir);
    assert_eq!(corrupt_at(&loaded.problem).0, 1);
}

// ---------------------------------------------------------------- case 11

#[test]
fn case_11_empty_or_missing_events_is_new() {
    for setup in ["zero-length", "missing"] {
        let dir = TempDir::new("empty");
        if setup == "zero-length" {
            fs::write(dir.events(), b"").unwrap();
            // Read-only sees an empty night and writes nothing.
            let ro = Journal::<Ev>::open_read_only(&dir).unwrap();
            assert!(ro.records.is_empty() && ro.problem.is_none());
            assert_eq!(fs::metadata(dir.events()).unwrap().len(), 0);
        }
        let mut loaded = open(&dir);
        assert!(loaded.records.is_empty(), "{setup}");
        assert!(loaded.problem.is_none() && loaded.recovered_tail.is_none());
        assert_eq!(loaded.journal.next_seq(), 1);
        assert_eq!(lines(&dir.events()).len(), 1, "{setup}: header written");
        assert!(loaded.journal.created().ends_with('Z'));
        assert_eq!(loaded.journal.append(T0, &Ev::Deal { n: 3 }).unwrap(), 1);
        drop(loaded);
        let again = open(&dir);
        assert_eq!(again.records, records_of(&[Ev::Deal { n: 3 }]));
    }

    // create: refuses an existing journal, takes over a zero-length file,
    // creates missing folders.
    let dir = TempDir::new("create");
    write_journal(&dir, &sample_events()[..1]);
    assert!(matches!(
        Journal::<Ev>::create(&dir, "again").unwrap_err(),
        JournalError::Exists { .. }
    ));
    let dir = TempDir::new("create-empty");
    fs::write(dir.events(), b"").unwrap();
    let j = Journal::<Ev>::create(&dir, "2026-11-29T21:04:00+03:00").unwrap();
    assert_eq!(j.created(), "2026-11-29T21:04:00+03:00");
    drop(j);
    let nested = dir.join("a").join("b");
    write_journal(&nested, &sample_events()[..2]);
    assert_eq!(open(&nested).records.len(), 2);

    // A night folder that is not there is an error, not a new night.
    let gone = dir.join("no-such-night");
    assert!(matches!(
        Journal::<Ev>::open(&gone).unwrap_err(),
        JournalError::Io { .. }
    ));
    assert!(matches!(
        Journal::<Ev>::open_read_only(&gone).unwrap_err(),
        JournalError::Io { .. }
    ));
}

// ---------------------------------------------------------------- case 12

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Lax {
    n: u32,
}

fn journal_with_line(dir: &Path, ron: &str) {
    let header = fs::read_to_string(dir.join(EVENTS_FILE))
        .ok()
        .and_then(|t| t.lines().next().map(str::to_string));
    let header = header.unwrap_or_else(|| {
        let d = TempDir::new("hdr");
        drop(Journal::<Ev>::create(&d, "2026-11-29T21:04:00+03:00").unwrap());
        lines(&d.events())[0].clone()
    });
    write_lines(&dir.join(EVENTS_FILE), &[header, with_crc(ron)]);
}

#[test]
fn case_12_deep_nesting_and_huge_lines_are_bounded() {
    let started = std::time::Instant::now();
    let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
    let dir = TempDir::new("deep");

    // As the event of a typed journal.
    journal_with_line(&dir, &format!("(seq:1,at:0,event:Note({deep}))"));
    let loaded = open(&dir);
    assert_eq!(corrupt_at(&loaded.problem).0, 2);
    drop(loaded);

    // As a value that accepts anything (RON's recursion limit).
    journal_with_line(&dir, &format!("(seq:1,at:0,event:{deep})"));
    let loaded = Journal::<ron::Value>::open(&dir).unwrap();
    let (line, _, message) = match &loaded.problem {
        Some(JournalError::Corrupt {
            line, col, problem, ..
        }) => (*line, *col, problem.to_string()),
        other => panic!("{other:?}"),
    };
    assert_eq!(line, 2);
    assert!(message.to_lowercase().contains("recursion"), "{message}");
    drop(loaded);

    // As an unknown field that serde skips over.
    journal_with_line(&dir, &format!("(seq:1,at:0,event:(n:1,extra:{deep}))"));
    let loaded = Journal::<Lax>::open(&dir).unwrap();
    assert!(loaded.problem.is_some());
    drop(loaded);
    journal_with_line(&dir, &format!("(seq:{deep},at:0,event:Deal(n:1))"));
    assert!(open(&dir).problem.is_some());

    // A 100 MB line in the middle: reported without reading it whole.
    let good = TempDir::new("huge");
    let records = write_journal(&good, &sample_events()[..2]);
    let mut bytes = fs::read(good.events()).unwrap();
    let size = bytes.len();
    bytes.resize(size + 100 * (1 << 20), b'a');
    bytes.push(b'\n');
    fs::write(good.events(), &bytes).unwrap();
    drop(bytes);
    let mut loaded = open(&good);
    let (line, col, message) = corrupt_at(&loaded.problem);
    assert_eq!((line, col), (4, 1), "{message}");
    assert!(message.contains("longer than"), "{message}");
    assert_eq!(loaded.records, records);
    assert_read_only(&mut loaded);
    drop(loaded);
    assert_eq!(
        fs::metadata(good.events()).unwrap().len() as usize,
        size + 100 * (1 << 20) + 1
    );

    // A 100 MB sparse run of NULs with no newline: too long to be a torn
    // append of ours, so it is reported, not moved.
    fs::write(good.events(), &fs::read(good.events()).unwrap()[..size]).unwrap();
    let f = OpenOptions::new().write(true).open(good.events()).unwrap();
    f.set_len(size as u64 + 100 * (1 << 20)).unwrap();
    drop(f);
    let loaded = open(&good);
    assert_eq!(corrupt_at(&loaded.problem).0, 4);
    assert!(!good.join(QUARANTINE_DIR).exists());

    // The largest line racon will write is one it can read back.
    let dir = TempDir::new("max-line");
    let mut j = Journal::<Ev>::create(&dir, "c").unwrap();
    let overhead = "00000000 (seq:1,at:0,event:Note(\"\"))".len();
    let fits = Ev::Note("x".repeat(MAX_LINE - overhead));
    assert_eq!(j.append(0, &fits).unwrap(), 1);
    let too_big = Ev::Note("x".repeat(MAX_LINE));
    assert!(matches!(
        j.append(0, &too_big).unwrap_err(),
        JournalError::Invalid { .. }
    ));
    assert!(!j.is_dirty());
    drop(j);
    let loaded = open(&dir);
    assert!(loaded.problem.is_none());
    assert!(loaded.records.len() == 1 && loaded.records[0].event == fits);

    assert!(
        started.elapsed().as_secs() < 30,
        "took {:?}",
        started.elapsed()
    );
}

// ---------------------------------------------------------------- case 13

#[test]
fn case_13_non_utf8_names_the_byte_offset() {
    let dir = TempDir::new("utf8");
    write_journal(&dir, &sample_events()[..4]);
    let bytes = fs::read(dir.events()).unwrap();
    let ends = line_ends(&bytes);

    // Inside record line 3, after `ğ`-free ASCII; and in the header.
    for (line, at) in [(3, ends[1] + 15), (1, 12), (5, ends[3] + 9)] {
        let mut bad = bytes.clone();
        bad[at] = 0xff;
        fs::write(dir.events(), &bad).unwrap();
        let loaded = open(&dir);
        let (got, col, message) = corrupt_at(&loaded.problem);
        assert_eq!(got, line, "{message}");
        assert!(message.contains(&format!("file offset {at}")), "{message}");
        let line_start = if line == 1 { 0 } else { ends[line - 2] };
        let prefix = String::from_utf8_lossy(&bad[line_start..at])
            .chars()
            .count();
        assert_eq!(col, prefix + 1);
        drop(loaded);
        assert_eq!(fs::read(dir.events()).unwrap(), bad);
    }

    // A truncated multi-byte letter inside a line.
    let mut bad = bytes.clone();
    let at = ends[1] + 9;
    bad.splice(at..at, [0xc4]);
    fs::write(dir.events(), &bad).unwrap();
    let (_, _, message) = corrupt_at(&open(&dir).problem);
    assert!(message.contains(&format!("file offset {at}")), "{message}");
}

// ---------------------------------------------------------------- case 20

#[test]
fn case_20_second_open_is_locked() {
    let dir = TempDir::new("lock");
    let records = write_journal(&dir, &sample_events()[..3]);
    let mut first = open(&dir);
    match Journal::<Ev>::open(&dir) {
        Err(JournalError::Locked { path }) => assert_eq!(path, dir.to_path_buf()),
        other => panic!("expected Locked, got {other:?}"),
    }
    assert!(matches!(
        Journal::<Ev>::create(&dir, "x"),
        Err(JournalError::Exists { .. })
    ));
    let ro = Journal::<Ev>::open_read_only(&dir).unwrap();
    assert_eq!(ro.records, records);
    assert!(ro.journal.is_read_only());
    // The first one keeps writing while the other looks.
    assert_eq!(first.journal.append(T0, &Ev::Deal { n: 4 }).unwrap(), 4);
    assert_eq!(
        Journal::<Ev>::open_read_only(&dir).unwrap().records.len(),
        4
    );
    drop(first);
    let again = open(&dir);
    assert_eq!(again.records.len(), 4);
    // A rewrite keeps the lock (it lives in its own file).
    let mut again = again;
    let records = again.records.clone();
    again.journal.rewrite(&records).unwrap();
    assert!(matches!(
        Journal::<Ev>::open(&dir),
        Err(JournalError::Locked { .. })
    ));
}

// ---------------------------------------------------------------- more

#[test]
fn crlf_line_endings_are_named_and_errors_are_one_line() {
    let dir = TempDir::new("crlf");
    write_journal(&dir, &sample_events()[..3]);
    let text = fs::read_to_string(dir.events()).unwrap();
    fs::write(dir.events(), text.replace('\n', "\r\n")).unwrap();
    let loaded = open(&dir);
    let (line, col, message) = corrupt_at(&loaded.problem);
    assert_eq!((line, col), (1, 1));
    assert!(message.contains("Windows line endings"), "{message}");
    drop(loaded);

    // Whatever a bad line quotes, the error stays on one line.
    let mut shown = vec![open(&dir).problem.unwrap().to_string()];
    for ron in [
        "(seq:\"a\\nb\",at:0,event:Deal(n:1))",
        "(seq:1,at:0,event:Note(\"\\n\"),\"\\n\":1)",
        "(seq:1,at:0,event:Note('\n'))",
        "(seq:1,at:0,event:Deal(n:\"\r\"))",
    ] {
        journal_with_line(&dir, ron);
        shown.push(open(&dir).problem.unwrap().to_string());
    }
    for s in shown {
        assert!(!s.contains(['\n', '\r']), "{s:?}");
    }
}

#[test]
fn char_newline_is_refused_not_written() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum Key {
        Pressed(char),
    }
    let dir = TempDir::new("char");
    let mut j = Journal::<Key>::create(&dir, "c").unwrap();
    assert_eq!(j.append(0, &Key::Pressed('ş')).unwrap(), 1);
    // RON writes a char verbatim, so '\n' would split the line.
    let err = j.append(0, &Key::Pressed('\n')).unwrap_err();
    assert!(matches!(err, JournalError::Invalid { .. }), "{err}");
    assert!(!j.is_dirty());
    assert_eq!(j.append(0, &Key::Pressed('\'')).unwrap(), 2);
    drop(j);
    let loaded = Journal::<Key>::open(&dir).unwrap();
    assert!(loaded.problem.is_none());
    assert_eq!(loaded.records.len(), 2);
    assert_eq!(loaded.records[1].event, Key::Pressed('\''));
}

#[test]
fn rewrite_refuses_a_seq_that_is_not_contiguous() {
    let dir = TempDir::new("rewrite-seq");
    let mut records = write_journal(&dir, &sample_events()[..3]);
    let before = fs::read(dir.events()).unwrap();
    let mut j = open(&dir).journal;
    records[1].seq = 5;
    assert!(matches!(
        j.rewrite(&records).unwrap_err(),
        JournalError::Invalid { .. }
    ));
    assert!(!j.is_dirty());
    assert_eq!(fs::read(dir.events()).unwrap(), before);
    assert_eq!(j.append(T0, &Ev::Deal { n: 0 }).unwrap(), 4);
}

/// Version 1 as it is written today. Never edit: a racon that cannot read
/// this (into these records) has broken old nights.
const GOLDEN_V1: &str = r##"b06630da (format:"racon-night",version:1,created:"2026-11-29T21:04:00+03:00")
5710abe4 (seq:1,at:1795975440000,event:Note("Ayşe kav aldı"))
52187e7d (seq:2,at:1795975441000,event:Deal(n:0))
5cda547a (seq:3,at:1795975442000,event:Note("ĞÜŞİÖÇ ğüşıöç"))
7f4413f6 (seq:4,at:1795975443000,event:Deal(n:7))
aacab493 (seq:5,at:1795975444000,event:Note("he said \"pas dö men\""))
a3abb8af (seq:6,at:1795975445000,event:Undo(seq:2))
f6cf5563 (seq:7,at:1795975446000,event:Note("iki\nsatır"))
f5ab1c98 (seq:8,at:1795975447000,event:Deal(n:21))
c0ff77eb (seq:9,at:1795975448000,event:Note("back\\slash and \'single\'"))
74631b91 (seq:10,at:1795975449000,event:Deal(n:28))
463df4f6 (seq:11,at:1795975450000,event:Note("tab\there\r\nand CRLF"))
7c4e9f2a (seq:12,at:1795975451000,event:Undo(seq:5))
e1372810 (seq:13,at:1795975452000,event:Note("#![enable(implicit_some)]"))
68af9c58 (seq:14,at:1795975453000,event:Deal(n:42))
80a4774d (seq:15,at:1795975454000,event:Note("(seq: 99, at: 0)"))
e79b8652 (seq:16,at:1795975455000,event:Deal(n:49))
abd1fb8f (seq:17,at:1795975456000,event:Note(""))
9f6bfb02 (seq:18,at:1795975457000,event:Undo(seq:8))
6e14e454 (seq:19,at:1795975458000,event:Note("emoji 🂡 and } ) ]"))
3646b693 (seq:20,at:1795975459000,event:Deal(n:63))
"##;

#[test]
fn golden_v1_loads_and_is_written_byte_for_byte() {
    let dir = TempDir::new("golden");
    fs::write(dir.events(), GOLDEN_V1).unwrap();
    let mut loaded = open(&dir);
    assert!(loaded.problem.is_none(), "{:?}", loaded.problem);
    assert_eq!(loaded.journal.created(), "2026-11-29T21:04:00+03:00");
    assert_eq!(loaded.records, records_of(&sample_events()));
    let records = loaded.records.clone();
    loaded.journal.rewrite(&records).unwrap();
    assert_eq!(fs::read_to_string(dir.events()).unwrap(), GOLDEN_V1);
}

fn ev_strategy() -> impl Strategy<Value = Ev> {
    prop_oneof![
        any::<u32>().prop_map(|n| Ev::Deal { n }),
        any::<String>().prop_map(Ev::Note),
        "[a-zçğıöşüA-ZÇĞİÖŞÜ \"\\\\\n\r\t#()\\[\\]{}:,']{0,40}".prop_map(Ev::Note),
        any::<u64>().prop_map(|seq| Ev::Undo { seq }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn appended_events_load_back_exactly(
        events in prop::collection::vec(ev_strategy(), 0..16),
        more in prop::collection::vec(ev_strategy(), 0..4),
        ats in prop::collection::vec(any::<i64>(), 20),
    ) {
        let dir = TempDir::new("prop");
        let mut j = Journal::<Ev>::create(&dir, "prop").unwrap();
        let mut want = Vec::new();
        for (i, e) in events.iter().enumerate() {
            let line = ron::ser::to_string(&Record { seq: i as u64 + 1, at: ats[i], event: e.clone() }).unwrap();
            prop_assert!(!line.contains('\n'), "{line}");
            let seq = j.append(ats[i], e).unwrap();
            want.push(Record { seq, at: ats[i], event: e.clone() });
        }
        drop(j);
        let mut loaded = open(&dir);
        prop_assert!(loaded.problem.is_none());
        prop_assert_eq!(&loaded.records, &want);
        for e in &more {
            let seq = loaded.journal.append(7, e).unwrap();
            want.push(Record { seq, at: 7, event: e.clone() });
        }
        drop(loaded);
        let loaded = Journal::<Ev>::open_read_only(&dir).unwrap();
        prop_assert_eq!(&loaded.records, &want);
    }

    #[test]
    fn one_line_ron_never_contains_a_newline(e in ev_strategy(), seq in any::<u64>(), at in any::<i64>()) {
        let line = ron::ser::to_string(&Record { seq, at, event: e }).unwrap();
        prop_assert!(!line.contains('\n'));
    }

    /// The loader on damaged files: no panic, and whatever loads is a prefix
    /// of what was written.
    #[test]
    fn damaged_journals_never_panic(
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0..3u8), 1..6),
        read_only in any::<bool>(),
    ) {
        let src = golden_dir();
        let mut bytes = fs::read(src.events()).unwrap();
        for (at, byte, kind) in edits {
            let i = at.index(bytes.len().max(1));
            match kind {
                0 if !bytes.is_empty() => bytes[i] ^= byte.max(1),
                1 => bytes.insert(i.min(bytes.len()), byte),
                _ if !bytes.is_empty() => { bytes.remove(i); }
                _ => {}
            }
        }
        let dir = TempDir::new("damaged");
        fs::write(dir.events(), &bytes).unwrap();
        let loaded = if read_only {
            Journal::<Ev>::open_read_only(&dir)
        } else {
            Journal::<Ev>::open(&dir)
        };
        if let Ok(loaded) = loaded {
            let all = records_of(&sample_events());
            prop_assert!(loaded.records.len() <= all.len());
            prop_assert_eq!(&loaded.records[..], &all[..loaded.records.len()]);
        }
    }
}

fn golden_dir() -> TempDir {
    let dir = TempDir::new("golden-src");
    fs::write(dir.events(), GOLDEN_V1).unwrap();
    dir
}
