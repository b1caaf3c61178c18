//! The night journal: one folder per night, an append-only `events` file
//! (RELIABILITY.md, "Journal protocol"; the format is in docs/FORMATS.md,
//! "Night journal (events)").
//!
//! ```text
//! b06630da (format:"racon-night",version:1,created:"2026-11-29T21:04:00+03:00")
//! 5710abe4 (seq:1,at:1795975440000,event:Note("Ayşe kav aldı"))
//! 52187e7d (seq:2,at:1795975441000,event:Deal(n:0))
//! 1504fe90 (seq:3,at:1795975446000,event:Note("iki\nsatır"))
//! ```
//!
//! Every line is `<crc32 as 8 lower-case hex> <one-line RON>\n`; the CRC is
//! over the RON bytes. Line 1 is the header, then records with `seq` 1, 2, …
//!
//! The journal is generic over the event type so it can be tested without the
//! night domain. Persist only externally tagged enums and plain structs.

//!
//! By job: this file is the API (create, open, append, rewrite) and the
//! writing of lines; `scan` reads and checks every line and recovers a torn
//! tail; `lock` holds a night for one racon; `error` is what can go wrong;
//! `faults` is the test seam that makes a chosen write or sync fail.

mod error;
mod faults;
mod lock;
mod scan;

pub use error::{Foreign, JournalError, Problem, Unsaveable};
pub use faults::Faults;
pub(crate) use scan::parse_record_line;
pub use scan::{RepairReport, mark_repair_seen};

use super::atomic::{self, Disk, Sink};
use faults::{FaultyDisk, FaultySink};
use lock::{Lock, take_lock};
use scan::{Tail, corrupt, quarantine, refuse_newer, scan, truncate, unseen_repairs};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::fs;
use std::io;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub const FORMAT_NAME: &str = "racon-night";
pub const FORMAT_VERSION: u32 = 1;

/// The journal file inside a night folder.
pub const EVENTS_FILE: &str = "events";

/// What a journal is: the `format` and `version` its header carries and
/// the file it lives in. The protocol (checksummed lines, fsync, lock,
/// quarantine) is the same for every kind; the night journal is
/// [`NIGHT`], the group's ledger another kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    pub format: &'static str,
    /// The version a new file is written with, and the newest read.
    pub version: u32,
    /// The oldest version still read (an older file keeps its header and
    /// is appended to as it is).
    pub oldest: u32,
    pub file: &'static str,
}

/// The night journal: `<night>/events`, `racon-night` version 1.
pub const NIGHT: Kind = Kind {
    format: FORMAT_NAME,
    version: FORMAT_VERSION,
    oldest: FORMAT_VERSION,
    file: EVENTS_FILE,
};
/// Held (exclusively locked) by the racon that has the night open.
pub const LOCK_FILE: &str = "lock";
/// Where interrupted appends are moved to.
pub const QUARANTINE_DIR: &str = "quarantine";
/// The longest line racon writes or reads, newline excluded. Longer lines are
/// refused on append and reported (not read into memory) on load.
pub const MAX_LINE: usize = 1 << 20;

/// One journal line after the header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record<E> {
    pub seq: u64,
    /// Unix time in milliseconds, given by the caller.
    pub at: i64,
    pub event: E,
}

/// A record borrowing its event, to serialize without a clone.
#[derive(Serialize)]
#[serde(rename = "Record")]
struct RecordRef<'a, E> {
    seq: u64,
    at: i64,
    event: &'a E,
}

/// Line 1 of the journal (version 1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    format: String,
    version: u32,
    created: String,
}

/// What every version's header must keep, read before anything else so a
/// newer file is refused without being judged by this version's rules.
#[derive(Deserialize)]
struct HeaderProbe {
    format: String,
    version: u64,
}

/// Why the journal could not be opened, read or written.
/// A journal as opened: the handle, the records read, and what was found.
#[derive(Debug)]
pub struct Loaded<E> {
    pub journal: Journal<E>,
    /// Every good record, in order.
    pub records: Vec<Record<E>>,
    /// Where a torn tail (an interrupted append) was quarantined, if any.
    pub recovered_tail: Option<PathBuf>,
    /// Torn tails cut off and kept aside that the host has not acknowledged
    /// (this open's first), for the screen to say so (F5).
    pub repairs: Vec<RepairReport>,
    /// Set => the journal is read-only and `records` are those before the
    /// problem; the file was left exactly as it was.
    pub problem: Option<JournalError>,
}

/// An open night journal. Appends go to `<dir>/events`.
pub struct Journal<E> {
    kind: Kind,
    dir: PathBuf,
    events: PathBuf,
    created: String,
    /// `None` when read-only, or after a failed rewrite.
    sink: Option<Box<dyn Sink>>,
    /// Held for the journal's lifetime; the OS lock goes with the handle.
    _lock: Option<Lock>,
    /// (device, inode) of the `events` file the append handle writes to;
    /// checked before every append (F2).
    identity: Option<(u64, u64)>,
    next_seq: u64,
    read_only: bool,
    dirty: bool,
    /// The file layer every write goes through (the real one but in tests).
    disk: Arc<dyn Disk>,
    _event: PhantomData<fn() -> E>,
}

impl<E> fmt::Debug for Journal<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Journal")
            .field("events", &self.events)
            .field("next_seq", &self.next_seq)
            .field("read_only", &self.read_only)
            .field("dirty", &self.dirty)
            .finish_non_exhaustive()
    }
}

impl<E: Serialize + DeserializeOwned> Journal<E> {
    /// Creates `<dir>/events` with its header (`dir` is created if missing).
    /// Fails with [`JournalError::Exists`] if a non-empty journal is there.
    pub fn create(dir: &Path, created: &str) -> Result<Journal<E>, JournalError> {
        Self::create_kind(dir, created, NIGHT)
    }

    /// [`Journal::create`] for a journal of another [`Kind`].
    pub fn create_kind(dir: &Path, created: &str, kind: Kind) -> Result<Journal<E>, JournalError> {
        Self::create_on(atomic::real_disk(), dir, created, kind)
    }

    /// [`Journal::create_kind`], every write through `disk` (the power-cut
    /// test's layer).
    #[doc(hidden)]
    pub fn create_on(
        disk: Arc<dyn Disk>,
        dir: &Path,
        created: &str,
        kind: Kind,
    ) -> Result<Journal<E>, JournalError> {
        // Every folder made here is synced into its parent: the night (and
        // `nights`, the first time) survives a power cut with its journal.
        atomic::create_dirs_on(&*disk, dir).map_err(|e| JournalError::io(dir, e))?;
        let events = dir.join(kind.file);
        // Before taking the lock (nothing is created next to a journal that
        // is there) and again with it held (another racon may have won).
        refuse_existing(&events)?;
        let lock = take_lock(dir)?;
        refuse_existing(&events)?;
        atomic::clean_temp_files_on(&*disk, dir);
        let mut journal = Journal::new(kind, dir, created.to_string(), Some(lock), false, disk);
        journal.write_fresh(&[])?;
        Ok(journal)
    }

    /// Opens and verifies `<dir>/events`, holding an exclusive lock on the
    /// night while the journal lives (a second open fails with
    /// [`JournalError::Locked`]). A missing or zero-length `events` is a new
    /// journal (a header is written, `created` = now in UTC). A torn last line
    /// is quarantined and cut off. Any other bad line opens the journal
    /// read-only with [`Loaded::problem`] set and the file untouched. A newer
    /// version is refused with [`JournalError::TooNew`] before anything is
    /// written.
    pub fn open(dir: &Path) -> Result<Loaded<E>, JournalError> {
        Self::open_kind(dir, NIGHT)
    }

    /// [`Journal::open`] for a journal of another [`Kind`].
    pub fn open_kind(dir: &Path, kind: Kind) -> Result<Loaded<E>, JournalError> {
        Self::open_on(&atomic::real_disk(), dir, kind)
    }

    /// [`Journal::open_kind`], every write (the torn-tail repair, a new
    /// header, the appends) through `disk`.
    #[doc(hidden)]
    pub fn open_on(
        disk: &Arc<dyn Disk>,
        dir: &Path,
        kind: Kind,
    ) -> Result<Loaded<E>, JournalError> {
        let events = dir.join(kind.file);
        refuse_newer(&events, kind)?;
        let lock = take_lock(dir)?;
        atomic::clean_temp_files_on(&**disk, dir);
        let scan = scan::<E>(&events, kind)?;
        let created = scan.header.as_ref().map(|h| h.created.clone());
        let mut journal = Journal::new(
            kind,
            dir,
            created.clone().unwrap_or_default(),
            Some(lock),
            false,
            Arc::clone(disk),
        );
        journal.next_seq = scan.records.len() as u64 + 1;
        if scan.problem.is_some() {
            journal.read_only = true;
            return Ok(Loaded {
                journal,
                records: scan.records,
                recovered_tail: None,
                repairs: Vec::new(),
                problem: scan.problem,
            });
        }
        let mut repairs = unseen_repairs(dir);
        let recovered_tail = match &scan.tail {
            Some(tail) if created.is_some() => match journal.cut_tail(tail, scan.records.len()) {
                Ok(report) => {
                    let path = report.quarantine_path.clone();
                    repairs.insert(0, report);
                    Some(path)
                }
                Err(problem) => {
                    journal.read_only = true;
                    return Ok(Loaded {
                        journal,
                        records: scan.records,
                        recovered_tail: None,
                        repairs,
                        problem: Some(problem),
                    });
                }
            },
            Some(tail) => Some(quarantine(&**disk, dir, &tail.bytes)?),
            None => None,
        };
        journal.start(created.is_some())?;
        Ok(Loaded {
            journal,
            records: scan.records,
            recovered_tail,
            repairs,
            problem: None,
        })
    }

    /// Opens without the lock and never writes (for showing a night another
    /// racon has open). A torn tail is skipped, not moved.
    pub fn open_read_only(dir: &Path) -> Result<Loaded<E>, JournalError> {
        Self::open_read_only_kind(dir, NIGHT)
    }

    /// [`Journal::open_read_only`] for a journal of another [`Kind`].
    pub fn open_read_only_kind(dir: &Path, kind: Kind) -> Result<Loaded<E>, JournalError> {
        let events = dir.join(kind.file);
        if !dir.is_dir() {
            return Err(JournalError::io(
                dir,
                io::Error::new(io::ErrorKind::NotFound, "no such night folder"),
            ));
        }
        let scan = scan::<E>(&events, kind)?;
        let created = scan.header.map(|h| h.created).unwrap_or_default();
        let mut journal = Journal::new(kind, dir, created, None, true, atomic::real_disk());
        journal.next_seq = scan.records.len() as u64 + 1;
        Ok(Loaded {
            journal,
            records: scan.records,
            recovered_tail: None,
            repairs: Vec::new(),
            problem: scan.problem,
        })
    }

    /// Appends one record: ONE `write_all` of the whole line, then
    /// `sync_all`; `Ok(seq)` only after both succeed. On failure nothing
    /// changes in memory, the journal becomes dirty (a partial line may be on
    /// disk) and refuses appends until [`Journal::rewrite`] succeeds. A failed
    /// fsync is never retried.
    pub fn append(&mut self, at: i64, event: &E) -> Result<u64, JournalError> {
        if self.read_only {
            return Err(JournalError::ReadOnly {
                path: self.events.clone(),
            });
        }
        if self.dirty {
            return Err(JournalError::Dirty {
                path: self.events.clone(),
            });
        }
        let seq = self.next_seq;
        let line = record_line(&self.events, &RecordRef { seq, at, event })?;
        if !self.still_ours() {
            self.sink = None;
            self.dirty = true;
            return Err(JournalError::Replaced {
                path: self.events.clone(),
            });
        }
        let Some(sink) = self.sink.as_mut() else {
            self.dirty = true;
            return Err(JournalError::Dirty {
                path: self.events.clone(),
            });
        };
        if let Err(e) = sink.write_all(line.as_bytes()).and_then(|()| sink.sync()) {
            self.dirty = true;
            return Err(JournalError::io(&self.events, e));
        }
        self.next_seq += 1;
        Ok(seq)
    }

    /// Replaces the whole file with the header and `records` (temp file in
    /// the same folder → `sync_all` → rename → fsync the folder), e.g. after a
    /// failed append once the disk is back. `records` must have `seq` 1, 2, …
    /// On success the journal is clean and appends continue after the last
    /// record. On failure the file holds the old or the new content and the
    /// journal stays (or becomes) dirty.
    pub fn rewrite(&mut self, records: &[Record<E>]) -> Result<(), JournalError> {
        if self.read_only {
            return Err(JournalError::ReadOnly {
                path: self.events.clone(),
            });
        }
        self.write_fresh(records)
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// `true` after a failed write, sync or rewrite: what is on disk may not
    /// match what was appended; show NOT SAVED and [`Journal::rewrite`].
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// The `seq` the next append gets.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// The night folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The `events` file.
    pub fn path(&self) -> &Path {
        &self.events
    }

    /// The header's `created` text.
    pub fn created(&self) -> &str {
        &self.created
    }

    /// Test seam: every write and sync from now on (appends and rewrites)
    /// goes through `faults`, which can make a chosen one fail: the
    /// journal's [`Disk`] is wrapped in one that hands out faulty files.
    #[doc(hidden)]
    pub fn inject_faults(&mut self, faults: Faults) {
        if let Some(inner) = self.sink.take() {
            self.sink = Some(Box::new(FaultySink {
                inner,
                faults: faults.clone(),
            }));
        }
        self.disk = Arc::new(FaultyDisk {
            inner: Arc::clone(&self.disk),
            faults,
        });
    }

    /// Test seam: appends go to `sink` (e.g. `/dev/full`) until the next
    /// successful rewrite.
    #[doc(hidden)]
    pub fn set_sink(&mut self, sink: Box<dyn Sink>) {
        if !self.read_only {
            self.sink = Some(sink);
        }
    }

    /// Moves a torn tail (after `records` good records) aside and cuts it
    /// off (F5). A tail that cannot be moved (a full disk, a `quarantine`
    /// that is not racon's folder) is the problem the night then opens
    /// read-only with, the file untouched (F5, F10).
    fn cut_tail(&self, tail: &Tail, records: usize) -> Result<RepairReport, JournalError> {
        quarantine(&*self.disk, &self.dir, &tail.bytes)
            .and_then(|path| truncate(&*self.disk, &self.events, tail.offset).map(|()| path))
            .map(|path| RepairReport {
                cut_at_line: Some(records + 2),
                bytes: tail.bytes.len() as u64,
                quarantine_path: path,
            })
            .map_err(|e| {
                corrupt(
                    &self.events,
                    records + 2,
                    1,
                    Problem::TailNotMoved(Box::new(e)),
                )
            })
    }

    /// Makes an opened journal ready to append: a file without a header line
    /// (a new, empty file or a torn header) gets one, dated now.
    fn start(&mut self, has_header: bool) -> Result<(), JournalError> {
        if !has_header {
            self.created = now_utc();
            return self.write_fresh(&[]);
        }
        // What was read is what the page cache holds: a racon killed after a
        // failed fsync may have left its last record there, never on the
        // disk. Made durable (the file and its folder) before any of it is
        // called saved (the power-cut test).
        self.disk
            .sync_file(&self.events)
            .and_then(|()| self.disk.sync_dir(&self.dir))
            .map_err(|e| JournalError::io(&self.events, e))?;
        self.sink = Some(self.open_sink()?);
        Ok(())
    }

    fn new(
        kind: Kind,
        dir: &Path,
        created: String,
        lock: Option<Lock>,
        read_only: bool,
        disk: Arc<dyn Disk>,
    ) -> Journal<E> {
        Journal {
            kind,
            dir: dir.to_path_buf(),
            events: dir.join(kind.file),
            created,
            sink: None,
            _lock: lock,
            identity: None,
            next_seq: 1,
            read_only,
            dirty: false,
            disk,
            _event: PhantomData,
        }
    }

    /// Writes header + `records` atomically and reopens the append handle.
    fn write_fresh(&mut self, records: &[Record<E>]) -> Result<(), JournalError> {
        let mut text = header_line(&self.events, &self.created, self.kind)?;
        for (i, r) in records.iter().enumerate() {
            let want = i as u64 + 1;
            if r.seq != want {
                return Err(JournalError::Invalid {
                    path: self.events.clone(),
                    problem: Unsaveable::SeqOrder {
                        record: i + 1,
                        seq: r.seq,
                        want,
                    },
                });
            }
            let line = record_line(
                &self.events,
                &RecordRef {
                    seq: r.seq,
                    at: r.at,
                    event: &r.event,
                },
            )?;
            text.push_str(&line);
        }
        // From here on the old handle may point at a replaced file.
        self.sink = None;
        self.dirty = true;
        atomic::write_atomic_on(&*self.disk, &self.events, text.as_bytes())
            .map_err(|e| JournalError::io(&self.events, e))?;
        self.sink = Some(self.open_sink()?);
        self.dirty = false;
        self.next_seq = records.len() as u64 + 1;
        Ok(())
    }

    /// `true` while `events` still names the file the append handle
    /// writes to (F2).
    fn still_ours(&self) -> bool {
        let Some(id) = self.identity else {
            return true;
        };
        fs::symlink_metadata(&self.events).is_ok_and(|m| file_id(&m) == id)
    }

    fn open_sink(&mut self) -> Result<Box<dyn Sink>, JournalError> {
        let (sink, meta) = self
            .disk
            .open_append(&self.events)
            .map_err(|e| JournalError::io(&self.events, e))?;
        if !meta.is_file() {
            return Err(JournalError::Foreign {
                path: self.events.clone(),
                what: Foreign::NotRegularFile,
            });
        }
        self.identity = Some(file_id(&meta));
        Ok(sink)
    }
}

// ---------------------------------------------------------------- writing

/// `<crc> <ron>\n` for any serializable value, refused if it is not one line
/// or is longer than [`MAX_LINE`].
fn line_of<T: Serialize>(path: &Path, value: &T) -> Result<String, JournalError> {
    let invalid = |problem: Unsaveable| JournalError::Invalid {
        path: path.to_path_buf(),
        problem,
    };
    let ron =
        ron::ser::to_string(value).map_err(|e| invalid(Unsaveable::Serialize(e.to_string())))?;
    // RON escapes newlines in strings, but writes a `char` verbatim.
    if ron.contains('\n') {
        return Err(invalid(Unsaveable::NotOneLine));
    }
    if ron.len() + 9 > MAX_LINE {
        return Err(invalid(Unsaveable::TooLong {
            len: ron.len() + 9,
            max: MAX_LINE,
        }));
    }
    Ok(format!("{:08x} {ron}\n", crc32fast::hash(ron.as_bytes())))
}

fn record_line<E: Serialize>(path: &Path, r: &RecordRef<'_, E>) -> Result<String, JournalError> {
    line_of(path, r)
}

/// One journal line (`<crc> <record>\n`) for a record, as `events` holds
/// it (e.g. to export actions that could not be saved).
pub fn record_text<E: Serialize>(seq: u64, at: i64, event: &E) -> Result<String, JournalError> {
    record_line(Path::new(EVENTS_FILE), &RecordRef { seq, at, event })
}

/// (device, inode) of a file.
fn file_id(meta: &fs::Metadata) -> (u64, u64) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        (meta.dev(), meta.ino())
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        (0, 0)
    }
}

fn header_line(path: &Path, created: &str, kind: Kind) -> Result<String, JournalError> {
    line_of(
        path,
        &Header {
            format: kind.format.to_string(),
            version: kind.version,
            created: created.to_string(),
        },
    )
}

/// [`JournalError::Exists`] unless `events` is missing or zero-length.
fn refuse_existing(events: &Path) -> Result<(), JournalError> {
    match fs::metadata(events) {
        Ok(m) if m.len() > 0 || !m.is_file() => Err(JournalError::Exists {
            path: events.to_path_buf(),
        }),
        Ok(_) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(JournalError::io(events, e)),
    }
}

/// Now as RFC 3339 in UTC, seconds precision (for a header racon writes into
/// an empty file; the caller gives `created` otherwise).
fn now_utc() -> String {
    utc_text(chrono::Utc::now())
}

/// `t` as `YYYY-MM-DDTHH:MM:SSZ`.
fn utc_text(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

#[cfg(test)]
mod tests {
    use super::scan::{probe_version, split_line};
    use super::*;

    #[test]
    fn header_crc_and_split() {
        let line = header_line(Path::new("x"), "2026-11-29T21:04:00+03:00", NIGHT).unwrap();
        assert!(line.ends_with('\n'));
        let (crc, ron_text) = split_line(line.trim_end_matches('\n')).unwrap();
        assert_eq!(crc, format!("{:08x}", crc32fast::hash(ron_text.as_bytes())));
        assert_eq!(
            ron_text,
            "(format:\"racon-night\",version:1,created:\"2026-11-29T21:04:00+03:00\")"
        );
        assert_eq!(probe_version(line.trim_end().as_bytes(), NIGHT), Some(1));
    }

    #[test]
    fn split_rejects_upper_case_and_short_prefixes() {
        assert!(split_line("0123abcd (x)").is_some());
        assert!(split_line("0123ABCD (x)").is_none());
        assert!(split_line("0123abc (x)").is_none());
        assert!(split_line("0123abcd(x)").is_none());
        assert!(split_line("ğğğğ (x)").is_none());
    }

    #[test]
    fn crc_is_ieee() {
        assert_eq!(crc32fast::hash(b"123456789"), 0xcbf4_3926);
    }

    #[test]
    fn utc_dates() {
        let at = |secs| utc_text(chrono::DateTime::from_timestamp(secs, 0).unwrap());
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_795_975_440), "2026-11-29T18:04:00Z");
        assert_eq!(at(4_107_542_399), "2100-02-28T23:59:59Z");
    }

    #[test]
    fn now_is_rfc3339() {
        let now = now_utc();
        assert_eq!(now.len(), 20, "{now}");
        assert!(now.starts_with("20") && now.ends_with('Z'));
    }
}
