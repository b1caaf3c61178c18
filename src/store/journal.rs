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

use super::atomic::{self, Disk, Sink};
use crate::rules::ron_text::parse_plain;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

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
    pub version: u32,
    pub file: &'static str,
}

/// The night journal: `<night>/events`, `racon-night` version 1.
pub const NIGHT: Kind = Kind {
    format: FORMAT_NAME,
    version: FORMAT_VERSION,
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
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{}: {source}", super::shown(path))]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}: this night is open in another racon", super::shown(path))]
    Locked { path: PathBuf },
    /// The group's ledger (`path`, its folder) is being written by another
    /// racon and was still locked after a moment's wait (G10).
    #[error(
        "{}: another racon is writing to the ledger right now; try again in a moment",
        super::shown(path)
    )]
    LedgerBusy { path: PathBuf },
    /// The `events` file this racon writes to was removed, renamed or
    /// replaced while the night was open (F2): nothing more is written to
    /// it; the actions since are NOT SAVED.
    #[error(
        "{}: the journal file was removed or replaced while this racon had it open; nothing more is written to it",
        super::shown(path)
    )]
    Replaced { path: PathBuf },
    /// A file or folder racon makes inside a night folder (`lock`,
    /// `quarantine`) is something else there, e.g. a symbolic link (F9).
    #[error(
        "{}: not a file racon made here ({what}); not used",
        super::shown(path)
    )]
    Foreign { path: PathBuf, what: Foreign },
    #[error(
        "{}: written by a newer racon (journal version {version}; this racon reads up to {FORMAT_VERSION}); not opened, nothing changed",
        super::shown(path)
    )]
    TooNew { path: PathBuf, version: u64 },
    #[error("{}:{line}:{col}: {problem}", super::shown(path))]
    Corrupt {
        path: PathBuf,
        line: usize,
        col: usize,
        problem: Problem,
    },
    #[error("{}: a journal already exists here", super::shown(path))]
    Exists { path: PathBuf },
    #[error("{}: the journal is open read-only", super::shown(path))]
    ReadOnly { path: PathBuf },
    /// A write or sync failed earlier (or a rewrite did); appends are refused
    /// until [`Journal::rewrite`] succeeds.
    #[error(
        "{}: NOT SAVED: an earlier write failed; the journal must be rewritten",
        super::shown(path)
    )]
    Dirty { path: PathBuf },
    /// The caller asked for something that cannot be written (an event that
    /// does not serialize to one line, a line over [`MAX_LINE`], records whose
    /// `seq` is not 1, 2, …). Nothing was written.
    #[error("{}: cannot save: {problem}", super::shown(path))]
    Invalid { path: PathBuf, problem: Unsaveable },
}

/// What is wrong at a line of a journal, as data; worded by
/// `crate::i18n::store::journal_problem` (`Display` is English).
#[derive(Debug)]
pub enum Problem {
    /// A line longer than `max` bytes.
    TooLong { max: usize },
    /// A byte that is not UTF-8, at this file offset.
    NotUtf8 { offset: u64 },
    /// The file starts with a byte-order mark.
    Bom,
    /// Line 1 is not `<crc> (format:"…", ...)`.
    NotJournal { format: &'static str },
    /// A later line is not `<8 lower-case hex digits> <record>`.
    Malformed,
    /// The checksum the line carries is not its text's; `crlf` when the
    /// line ends in `\r` (Windows line endings).
    Checksum {
        said: String,
        actual: u32,
        crlf: bool,
    },
    /// The RON text is not a header or a record.
    Ron(crate::rules::ron_text::Cause),
    /// The header names another format.
    WrongFormat { want: &'static str, got: String },
    /// The header's version is not one this racon writes.
    UnknownVersion(u64),
    /// Records `from..=to` are missing; this line has `has`.
    SeqMissing { from: u64, to: u64, has: u64 },
    /// This line's seq repeats or goes back.
    SeqBack { has: u64, want: u64 },
    /// The last line was cut short and could not be moved aside: opened
    /// read-only, nothing changed.
    TailNotMoved(Box<JournalError>),
    /// An event that cannot follow the ones before it.
    Replay(crate::night::ReplayError),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::store::journal_problem(
            self,
            crate::i18n::Lang::En,
        ))
    }
}

/// What is in the way where racon makes a file or folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Foreign {
    NotRegularFile,
    SymbolicLink,
    /// Not a folder (a symbolic link or a file).
    NotFolder,
}

impl fmt::Display for Foreign {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::store::foreign(*self, crate::i18n::Lang::En))
    }
}

/// Why something cannot be written to a journal, as data.
#[derive(Debug)]
pub enum Unsaveable {
    /// Records to rewrite are not numbered 1, 2, …: the `record`-th has
    /// `seq`, not `want`.
    SeqOrder { record: usize, seq: u64, want: u64 },
    /// The event does not serialize to one line.
    NotOneLine,
    /// The line would be `len` bytes; the limit is `max`.
    TooLong { len: usize, max: usize },
    /// The ledger's own problem makes it read-only.
    Ledger(std::sync::Arc<JournalError>),
    /// ron refused to write the value: its words. Cannot happen for
    /// racon's events (plain data), kept for safety.
    Serialize(String),
}

impl fmt::Display for Unsaveable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::store::unsaveable(self, crate::i18n::Lang::En))
    }
}

impl JournalError {
    fn io(path: &Path, source: io::Error) -> JournalError {
        JournalError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// A torn tail that was cut off the journal and kept aside (F5): the screen
/// says so once, until the host acknowledges it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepairReport {
    /// The line of `events` that was cut (`None` for a tail moved aside by
    /// an earlier racon that did not record it).
    pub cut_at_line: Option<usize>,
    /// How many bytes were cut.
    pub bytes: u64,
    /// Where they were kept: `<night>/quarantine/events-tail-<n>`.
    pub quarantine_path: PathBuf,
}

/// The marker [`mark_repair_seen`] leaves next to a quarantined tail.
const SEEN_SUFFIX: &str = ".seen";

/// Remembers that the host has seen `report`: `<quarantine file>.seen`.
pub fn mark_repair_seen(report: &RepairReport) -> io::Result<()> {
    let mut name = report.quarantine_path.as_os_str().to_owned();
    name.push(SEEN_SUFFIX);
    let path = PathBuf::from(name);
    match atomic::open_new_private(&path) {
        Ok(f) => f.sync_all()?,
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    match path.parent() {
        Some(dir) => atomic::sync_dir(dir),
        None => Ok(()),
    }
}

/// Torn tails in `<dir>/quarantine` the host has not acknowledged, oldest
/// first (for a tail kept by an earlier run whose notice was never seen).
fn unseen_repairs(dir: &Path) -> Vec<RepairReport> {
    let qdir = dir.join(QUARANTINE_DIR);
    if !fs::symlink_metadata(&qdir).is_ok_and(|m| m.is_dir()) {
        return Vec::new();
    }
    let Ok(entries) = fs::read_dir(&qdir) else {
        return Vec::new();
    };
    let mut found: Vec<(u64, RepairReport)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_string();
            let n: u64 = name.strip_prefix("events-tail-")?.parse().ok()?;
            let meta = e.metadata().ok().filter(|m| m.is_file())?;
            let seen = qdir.join(format!("{name}{SEEN_SUFFIX}"));
            if fs::symlink_metadata(&seen).is_ok() {
                return None;
            }
            Some((
                n,
                RepairReport {
                    cut_at_line: None,
                    bytes: meta.len(),
                    quarantine_path: e.path(),
                },
            ))
        })
        .collect();
    found.sort_by_key(|(n, _)| *n);
    found.into_iter().map(|(_, r)| r).collect()
}

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
        Self::open_on(atomic::real_disk(), dir, kind)
    }

    /// [`Journal::open_kind`], every write (the torn-tail repair, a new
    /// header, the appends) through `disk`.
    #[doc(hidden)]
    pub fn open_on(disk: Arc<dyn Disk>, dir: &Path, kind: Kind) -> Result<Loaded<E>, JournalError> {
        let events = dir.join(kind.file);
        refuse_newer(&events, kind)?;
        let lock = take_lock(dir)?;
        atomic::clean_temp_files_on(&*disk, dir);
        let scan = scan::<E>(&events, kind)?;
        let created = scan.header.as_ref().map(|h| h.created.clone());
        let mut journal = Journal::new(
            kind,
            dir,
            created.clone().unwrap_or_default(),
            Some(lock),
            false,
            Arc::clone(&disk),
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
            // A torn tail that cannot be moved aside (a full disk, a
            // `quarantine` that is not racon's folder): the night still
            // opens, read-only, with the file untouched (F5, F10).
            Some(tail) if created.is_some() => match quarantine(&*disk, dir, &tail.bytes)
                .and_then(|path| truncate(&*disk, &events, tail.offset).map(|()| path))
            {
                Ok(path) => {
                    repairs.insert(
                        0,
                        RepairReport {
                            cut_at_line: Some(scan.records.len() + 2),
                            bytes: tail.bytes.len() as u64,
                            quarantine_path: path.clone(),
                        },
                    );
                    Some(path)
                }
                Err(e) => {
                    journal.read_only = true;
                    let problem = corrupt(
                        &events,
                        scan.records.len() + 2,
                        1,
                        Problem::TailNotMoved(Box::new(e)),
                    );
                    return Ok(Loaded {
                        journal,
                        records: scan.records,
                        recovered_tail: None,
                        repairs,
                        problem: Some(problem),
                    });
                }
            },
            Some(tail) => Some(quarantine(&*disk, dir, &tail.bytes)?),
            None => None,
        };
        match (created, scan.tail) {
            (None, _) => {
                // No header line: a new (empty) file or a torn header.
                journal.created = now_utc();
                journal.write_fresh(&[])?;
            }
            (Some(_), _) => {
                // What was read is what the page cache holds: a racon killed
                // after a failed fsync may have left its last record there,
                // never on the disk. Made durable (the file and its folder)
                // before any of it is called saved (the power-cut test).
                disk.sync_file(&events)
                    .and_then(|()| disk.sync_dir(dir))
                    .map_err(|e| JournalError::io(&events, e))?;
                journal.sink = Some(journal.open_sink()?);
            }
        }
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

// ---------------------------------------------------------------- locking

/// What holds a night: an exclusive lock on the night folder itself (which
/// no rename or removal of a file inside it can swap, F2), and on the `lock`
/// file for racons of earlier versions, which lock only that.
#[derive(Debug)]
struct Lock {
    /// `None` where a folder cannot be opened as a file (not unix).
    _dir: Option<File>,
    _file: File,
}

fn try_lock(file: &File, path: &Path, dir: &Path) -> Result<(), JournalError> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(fs::TryLockError::WouldBlock) => Err(JournalError::Locked {
            path: dir.to_path_buf(),
        }),
        Err(fs::TryLockError::Error(e)) => Err(JournalError::io(path, e)),
    }
}

fn take_lock(dir: &Path) -> Result<Lock, JournalError> {
    #[cfg(unix)]
    let dir_file = {
        let f = File::open(dir).map_err(|e| JournalError::io(dir, e))?;
        try_lock(&f, dir, dir)?;
        Some(f)
    };
    #[cfg(not(unix))]
    let dir_file = None;
    let path = dir.join(LOCK_FILE);
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    // Windows cannot lock a folder: there the `lock` file is opened without
    // FILE_SHARE_DELETE, so that nobody can rename or delete it while it is
    // held (the swap of F2 that the folder lock prevents on unix).
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        const FILE_SHARE_READ: u32 = 0x1;
        const FILE_SHARE_WRITE: u32 = 0x2;
        options.share_mode(FILE_SHARE_READ | FILE_SHARE_WRITE);
    }
    // Never through a symbolic link, never anything but a regular file (F9).
    // The owner's only, like the journal beside it (G12).
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = atomic::open_nofollow(&path, &mut options).map_err(|e| {
        if atomic::is_symlink_error(&e) {
            JournalError::Foreign {
                path: path.clone(),
                what: Foreign::SymbolicLink,
            }
        } else {
            JournalError::io(&path, e)
        }
    })?;
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err(JournalError::Foreign {
            path,
            what: Foreign::NotRegularFile,
        });
    }
    try_lock(&file, &path, dir)?;
    Ok(Lock {
        _dir: dir_file,
        _file: file,
    })
}

// ---------------------------------------------------------------- reading

/// An unterminated last fragment: its file offset and bytes.
struct Tail {
    offset: u64,
    bytes: Vec<u8>,
}

struct Scan<E> {
    header: Option<Header>,
    records: Vec<Record<E>>,
    tail: Option<Tail>,
    problem: Option<JournalError>,
}

enum Piece {
    /// A newline-terminated line (newline not kept).
    Line,
    /// End of file; the buffer holds the unterminated rest (maybe empty).
    Eof,
    /// The line is longer than the cap; reading stopped.
    TooLong,
}

/// Reads up to and including the next `\n` into `buf` (without it), never
/// holding more than `cap` bytes.
fn read_capped(r: &mut impl BufRead, buf: &mut Vec<u8>, cap: usize) -> io::Result<Piece> {
    buf.clear();
    loop {
        let avail = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            return Ok(Piece::Eof);
        }
        let (take, found) = match avail.iter().position(|&b| b == b'\n') {
            Some(i) => (i, true),
            None => (avail.len(), false),
        };
        if buf.len() + take > cap {
            return Ok(Piece::TooLong);
        }
        buf.extend_from_slice(&avail[..take]);
        r.consume(take + usize::from(found));
        if found {
            return Ok(Piece::Line);
        }
    }
}

/// Opens `events` for reading; `None` if it does not exist. Only a regular
/// file is read: a FIFO, device or socket is refused without blocking (F3).
fn open_events(events: &Path) -> Result<Option<BufReader<File>>, JournalError> {
    match super::open_regular(events) {
        Ok(file) => Ok(Some(BufReader::with_capacity(1 << 16, file))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(JournalError::io(events, e)),
    }
}

/// Refuses a journal whose header says it is newer than this racon, reading
/// only line 1 (so nothing, not even the lock file, is created for it).
fn refuse_newer(events: &Path, kind: Kind) -> Result<(), JournalError> {
    let Some(mut reader) = open_events(events)? else {
        return Ok(());
    };
    let mut buf = Vec::new();
    let piece =
        read_capped(&mut reader, &mut buf, MAX_LINE).map_err(|e| JournalError::io(events, e))?;
    if let Piece::Line = piece
        && let Some(version) = probe_version(&buf, kind)
        && version > u64::from(kind.version)
    {
        return Err(JournalError::TooNew {
            path: events.to_path_buf(),
            version,
        });
    }
    Ok(())
}

/// The header's version if line 1 is a racon-night header with a good
/// checksum (the `<crc> <RON>` form of line 1 and its `format` and `version`
/// fields are the same in every version).
fn probe_version(line: &[u8], kind: Kind) -> Option<u64> {
    let text = std::str::from_utf8(line).ok()?;
    let (crc, ron_text) = split_line(text)?;
    if u32::from_str_radix(crc, 16).ok()? != crc32fast::hash(ron_text.as_bytes()) {
        return None;
    }
    let probe: HeaderProbe = ron::Options::default().from_str(ron_text).ok()?;
    (probe.format == kind.format).then_some(probe.version)
}

/// `("1a2b3c4d", "<ron>")` if the line has the `<8 lower-case hex> ` prefix.
fn split_line(text: &str) -> Option<(&str, &str)> {
    let (crc, rest) = (text.get(..8)?, text.get(8..)?);
    let rest = rest.strip_prefix(' ')?;
    crc.bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        .then_some((crc, rest))
}

/// Reads the whole journal: header, records up to the first problem, and the
/// torn tail if the file ends without a newline.
fn scan<E: DeserializeOwned>(events: &Path, kind: Kind) -> Result<Scan<E>, JournalError> {
    let mut out = Scan {
        header: None,
        records: Vec::new(),
        tail: None,
        problem: None,
    };
    let Some(mut reader) = open_events(events)? else {
        return Ok(out);
    };
    let mut buf = Vec::new();
    let mut offset: u64 = 0;
    let mut line_no: usize = 0;
    loop {
        line_no += 1;
        let piece = read_capped(&mut reader, &mut buf, MAX_LINE)
            .map_err(|e| JournalError::io(events, e))?;
        match piece {
            Piece::Eof => {
                if !buf.is_empty() {
                    out.tail = Some(Tail {
                        offset,
                        bytes: std::mem::take(&mut buf),
                    });
                }
                return Ok(out);
            }
            Piece::TooLong => {
                out.problem = Some(corrupt(
                    events,
                    line_no,
                    1,
                    Problem::TooLong { max: MAX_LINE },
                ));
                return Ok(out);
            }
            Piece::Line => {}
        }
        let checked = check_line(events, line_no, offset, &buf, kind).and_then(|ron_text| {
            if line_no == 1 {
                read_header(events, ron_text, kind).map(|h| out.header = Some(h))
            } else {
                let want = out.records.len() as u64 + 1;
                read_record(events, line_no, ron_text, want).map(|r| out.records.push(r))
            }
        });
        if let Err(e) = checked {
            if let JournalError::TooNew { .. } = e {
                return Err(e);
            }
            out.problem = Some(e);
            return Ok(out);
        }
        offset += buf.len() as u64 + 1;
    }
}

fn corrupt(path: &Path, line: usize, col: usize, problem: Problem) -> JournalError {
    JournalError::Corrupt {
        path: path.to_path_buf(),
        line,
        col,
        problem,
    }
}

/// UTF-8, the `<crc> ` prefix and (except for a header, which is probed for
/// its version first) the checksum. Returns the RON text.
fn check_line<'a>(
    path: &Path,
    line_no: usize,
    offset: u64,
    bytes: &'a [u8],
    kind: Kind,
) -> Result<&'a str, JournalError> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let good = e.valid_up_to();
        let col = String::from_utf8_lossy(&bytes[..good]).chars().count() + 1;
        corrupt(
            path,
            line_no,
            col,
            Problem::NotUtf8 {
                offset: offset + good as u64,
            },
        )
    })?;
    if line_no == 1 && text.starts_with('\u{feff}') {
        return Err(corrupt(path, 1, 1, Problem::Bom));
    }
    let Some((crc, ron_text)) = split_line(text) else {
        let what = if line_no == 1 {
            Problem::NotJournal {
                format: kind.format,
            }
        } else {
            Problem::Malformed
        };
        return Err(corrupt(path, line_no, 1, what));
    };
    let actual = crc32fast::hash(ron_text.as_bytes());
    if u32::from_str_radix(crc, 16).ok() != Some(actual) {
        return Err(corrupt(
            path,
            line_no,
            1,
            Problem::Checksum {
                said: crc.to_string(),
                actual,
                crlf: ron_text.ends_with('\r'),
            },
        ));
    }
    if line_no == 1
        && let Some(version) = probe_version(bytes, kind)
        && version > u64::from(kind.version)
    {
        return Err(JournalError::TooNew {
            path: path.to_path_buf(),
            version,
        });
    }
    Ok(ron_text)
}

/// Column offset of the RON text in its line (`<8 hex> `).
const RON_COL: usize = 9;

/// Parses one line of RON as `T` ([`parse_plain`]), located at `line`, in
/// the line's columns.
fn parse_ron<T: DeserializeOwned>(path: &Path, line: usize, text: &str) -> Result<T, JournalError> {
    parse_plain(text).map_err(|e| corrupt(path, line, RON_COL + e.col, Problem::Ron(e.cause)))
}

fn read_header(path: &Path, text: &str, kind: Kind) -> Result<Header, JournalError> {
    let header: Header = parse_ron(path, 1, text)?;
    if header.format != kind.format {
        return Err(corrupt(
            path,
            1,
            RON_COL + 1,
            Problem::WrongFormat {
                want: kind.format,
                got: header.format,
            },
        ));
    }
    if header.version != kind.version {
        return Err(corrupt(
            path,
            1,
            RON_COL + 1,
            Problem::UnknownVersion(u64::from(header.version)),
        ));
    }
    Ok(header)
}

fn read_record<E: DeserializeOwned>(
    path: &Path,
    line: usize,
    text: &str,
    want: u64,
) -> Result<Record<E>, JournalError> {
    let record: Record<E> = parse_ron(path, line, text)?;
    if record.seq != want {
        let col = text
            .find("seq")
            .map_or(1, |b| RON_COL + text[..b].chars().count() + 1);
        let problem = if record.seq > want {
            Problem::SeqMissing {
                from: want,
                to: record.seq - 1,
                has: record.seq,
            }
        } else {
            Problem::SeqBack {
                has: record.seq,
                want,
            }
        };
        return Err(corrupt(path, line, col, problem));
    }
    Ok(record)
}

/// One record line (its newline cut off) as a follower reads it: UTF-8,
/// the checksum, the RON, and `seq` must be `want` (line `line_no`, at file
/// offset `offset`, for error positions).
pub(crate) fn parse_record_line<E: DeserializeOwned>(
    path: &Path,
    line_no: usize,
    offset: u64,
    bytes: &[u8],
    want: u64,
) -> Result<Record<E>, JournalError> {
    let text = check_line(path, line_no, offset, bytes, NIGHT)?;
    read_record(path, line_no, text, want)
}

// ---------------------------------------------------------------- recovery

/// Moves a torn tail's bytes to `<dir>/quarantine/events-tail-<n>` (first
/// free n from 1), durably, and returns that path.
fn quarantine(disk: &dyn Disk, dir: &Path, bytes: &[u8]) -> Result<PathBuf, JournalError> {
    let qdir = dir.join(QUARANTINE_DIR);
    match disk.create_dir(&qdir) {
        Ok(()) => disk.sync_dir(dir).map_err(|e| JournalError::io(dir, e))?,
        // Only a real folder, never a symbolic link to one (F9).
        Err(e)
            if e.kind() == io::ErrorKind::AlreadyExists
                && fs::symlink_metadata(&qdir).is_ok_and(|m| m.is_dir()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(JournalError::Foreign {
                path: qdir,
                what: Foreign::NotFolder,
            });
        }
        Err(e) => return Err(JournalError::io(&qdir, e)),
    }
    let mut n: u64 = 1;
    let (path, mut file) = loop {
        let path = qdir.join(format!("events-tail-{n}"));
        match disk.create_new(&path, None) {
            Ok(f) => break (path, f),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => n += 1,
            Err(e) => return Err(JournalError::io(&path, e)),
        }
    };
    file.write_all(bytes)
        .and_then(|()| file.sync())
        .map_err(|e| JournalError::io(&path, e))?;
    drop(file);
    disk.sync_dir(&qdir)
        .map_err(|e| JournalError::io(&qdir, e))?;
    Ok(path)
}

/// Cuts `events` to `len` bytes, durably.
fn truncate(disk: &dyn Disk, events: &Path, len: u64) -> Result<(), JournalError> {
    disk.truncate(events, len)
        .map_err(|e| JournalError::io(events, e))
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

// ---------------------------------------------------------------- faults

/// Test seam (RELIABILITY 8): makes the Nth write or sync after it was armed
/// fail, once or from then on. Shared by clones; inject it with
/// [`Journal::inject_faults`]. A failing write first writes half its bytes,
/// as a full disk can.
#[doc(hidden)]
#[derive(Clone, Default, Debug)]
pub struct Faults {
    state: Arc<Mutex<FaultState>>,
}

#[derive(Default, Debug)]
struct FaultState {
    writes: u64,
    syncs: u64,
    fail_write: Option<(u64, bool)>,
    fail_sync: Option<(u64, bool)>,
}

impl Faults {
    pub fn new() -> Faults {
        Faults::default()
    }

    /// The `n`th write from now (1 = the next) fails; with `persistent`,
    /// every later one too.
    pub fn fail_write(&self, n: u64, persistent: bool) {
        let mut s = self.lock();
        s.writes = 0;
        s.fail_write = Some((n, persistent));
    }

    /// The `n`th sync from now fails; with `persistent`, every later one too.
    pub fn fail_sync(&self, n: u64, persistent: bool) {
        let mut s = self.lock();
        s.syncs = 0;
        s.fail_sync = Some((n, persistent));
    }

    /// The disk is back: nothing fails any more.
    pub fn heal(&self) {
        let mut s = self.lock();
        s.fail_write = None;
        s.fail_sync = None;
    }

    fn lock(&self) -> MutexGuard<'_, FaultState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn hits(count: &mut u64, plan: Option<(u64, bool)>) -> bool {
        *count += 1;
        plan.is_some_and(|(n, persistent)| *count == n || (persistent && *count > n))
    }

    fn write_fails(&self) -> bool {
        let mut s = self.lock();
        let plan = s.fail_write;
        Faults::hits(&mut s.writes, plan)
    }

    fn sync_fails(&self) -> bool {
        let mut s = self.lock();
        let plan = s.fail_sync;
        Faults::hits(&mut s.syncs, plan)
    }
}

struct FaultySink {
    inner: Box<dyn Sink>,
    faults: Faults,
}

/// A [`Disk`] whose files are [`FaultySink`]s: what
/// [`Journal::inject_faults`] puts under a journal, so rewrites fail too.
struct FaultyDisk {
    inner: Arc<dyn Disk>,
    faults: Faults,
}

impl FaultyDisk {
    fn wrap(&self, inner: Box<dyn Sink>) -> Box<dyn Sink> {
        Box::new(FaultySink {
            inner,
            faults: self.faults.clone(),
        })
    }
}

impl Disk for FaultyDisk {
    fn create_new(&self, path: &Path, mode: Option<u32>) -> io::Result<Box<dyn Sink>> {
        Ok(self.wrap(self.inner.create_new(path, mode)?))
    }

    fn open_append(&self, path: &Path) -> io::Result<(Box<dyn Sink>, fs::Metadata)> {
        let (sink, meta) = self.inner.open_append(path)?;
        Ok((self.wrap(sink), meta))
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.inner.rename(from, to)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        self.inner.sync_dir(dir)
    }

    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        self.inner.create_dir(dir)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        self.inner.remove_file(path)
    }

    fn sync_file(&self, path: &Path) -> io::Result<()> {
        self.inner.sync_file(path)
    }

    fn truncate(&self, path: &Path, len: u64) -> io::Result<()> {
        self.inner.truncate(path, len)
    }
}

impl Sink for FaultySink {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        if self.faults.write_fails() {
            let _ = self.inner.write_all(&buf[..buf.len() / 2]);
            return Err(io::Error::new(
                io::ErrorKind::StorageFull,
                "injected fault: no space left on device",
            ));
        }
        self.inner.write_all(buf)
    }

    fn sync(&mut self) -> io::Result<()> {
        if self.faults.sync_fails() {
            return Err(io::Error::other("injected fault: fsync failed"));
        }
        self.inner.sync()
    }
}

#[cfg(test)]
mod tests {
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
