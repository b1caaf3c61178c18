//! The group's ledger on disk: `<data>/ledger/ledger`, an
//! append-only journal with the night journal's protocol (checksummed
//! lines, fsync, lock, format version, undo as an event; see
//! [`super::journal`]) holding payments, aliases and expenses outside a
//! night; and `<data>/ledger/nights-cache`, what each finished night adds
//! to the ledger, so the nights are read once.
//!
//! The cache is derived, checked and never trusted over its source (G3):
//! one checksummed line (`<crc32> <json>`, like a journal line), and for
//! each night the identity of its `events` file when it was read (length,
//! modification time, the `seq` and the checksum of its last line). Any
//! doubt (a checksum that does not match, a night whose identity changed,
//! an entry that does not add up) reads the night again. What writes money
//! into the ledger ([`load_nights_from_journals`]) reads every night from
//! its journal, never from the cache. A night that does not load is listed
//! with its problem and skipped.

use super::Dirs;
use super::journal::{Journal, JournalError, Kind};
use super::night::{NightFile, night_dirs};
use crate::money::ledger::{Ledger, LedgerEvent, LedgerRecord, NightBook, NightTransfer};
use crate::money::{Kurus, Party};
use crate::night::Phase;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

/// The ledger's folder under the data directory.
pub const LEDGER_DIR: &str = "ledger";
/// The cache file in it.
pub const CACHE_FILE: &str = "nights-cache";
pub const CACHE_FORMAT: &str = "racon-ledger-cache";
/// 2: each night keeps its chip value (a version 1 cache is rebuilt).
/// 3: one checksummed line, and each night's modification time and last
/// line's checksum (an older cache is rebuilt).
pub const CACHE_VERSION: u32 = 3;
/// A cache larger than this is not read (a few hundred bytes a night).
pub const MAX_CACHE: u64 = 32 << 20;

/// The ledger journal: `<data>/ledger/ledger`, `racon-ledger` version 2.
/// Version 2 adds the `Payee` event (payment handles, issue 26); a
/// version 1 ledger is read and appended to as it is (its header stays).
pub const KIND: Kind = Kind {
    format: "racon-ledger",
    version: 2,
    oldest: 1,
    file: "ledger",
};

/// How long a ledger writer waits for another one to finish.
pub const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

pub fn ledger_dir(dirs: &Dirs) -> PathBuf {
    dirs.data.join(LEDGER_DIR)
}

/// The ledger's records, and the journal when it was opened for writing.
#[derive(Debug)]
pub struct LedgerFile {
    journal: Option<Journal<LedgerEvent>>,
    pub records: Vec<LedgerRecord>,
    /// Why the file is read-only (a damaged line), if it is; worded by
    /// `i18n::store::journal_error` in the user's language.
    pub problem: Option<std::sync::Arc<JournalError>>,
}

impl LedgerFile {
    /// Opens (or creates) the ledger for writing, locked.
    pub fn open(dirs: &Dirs) -> Result<LedgerFile, JournalError> {
        Self::open_on(super::atomic::real_disk(), dirs)
    }

    /// [`LedgerFile::open`], every write through `disk` (the power-cut
    /// test's layer). The folder is made durable in its parent before the
    /// first record is acknowledged.
    #[doc(hidden)]
    #[allow(
        clippy::needless_pass_by_value,
        reason = "the power-cut tests hand their layer over; the journal borrows it"
    )]
    pub fn open_on(
        disk: std::sync::Arc<dyn super::atomic::Disk>,
        dirs: &Dirs,
    ) -> Result<LedgerFile, JournalError> {
        let dir = ledger_dir(dirs);
        // The owner's only, like a night's folder (G12).
        super::atomic::create_dirs_on(&*disk, &dir).map_err(|e| JournalError::Io {
            path: dir.clone(),
            source: e,
        })?;
        let loaded = Journal::<LedgerEvent>::open_on(&disk, &dir, KIND)?;
        Ok(LedgerFile {
            records: loaded.records.into_iter().map(to_record).collect(),
            problem: loaded.problem.map(std::sync::Arc::new),
            journal: Some(loaded.journal),
        })
    }

    /// Reads the ledger without the lock; a missing ledger is empty. Only
    /// a regular file is read: a FIFO, folder or device where the ledger
    /// should be is an error, never an empty ledger (G2). A damaged line
    /// is in [`LedgerFile::problem`]: see [`LedgerFile::read_whole`].
    pub fn read(dirs: &Dirs) -> Result<LedgerFile, JournalError> {
        let dir = ledger_dir(dirs);
        let path = dir.join(KIND.file);
        match std::fs::symlink_metadata(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(LedgerFile {
                    journal: None,
                    records: Vec::new(),
                    problem: None,
                });
            }
            Err(e) => return Err(JournalError::Io { path, source: e }),
            Ok(_) => {}
        }
        let loaded = Journal::<LedgerEvent>::open_read_only_kind(&dir, KIND)?;
        Ok(LedgerFile {
            records: loaded.records.into_iter().map(to_record).collect(),
            problem: loaded.problem.map(std::sync::Arc::new),
            journal: None,
        })
    }

    /// [`LedgerFile::read`], refusing a ledger that is damaged part way:
    /// what shows money reads the whole ledger or names where it is
    /// damaged, never the records before the damage alone (G2).
    pub fn read_whole(dirs: &Dirs) -> Result<LedgerFile, std::sync::Arc<JournalError>> {
        let file = LedgerFile::read(dirs).map_err(std::sync::Arc::new)?;
        match &file.problem {
            Some(p) => Err(p.clone()),
            None => Ok(file),
        }
    }

    /// Opens the ledger for writing, waiting a moment for another racon
    /// that is writing to it (a ledger command holds the lock only while
    /// it records one line); refused with [`JournalError::LedgerBusy`]
    /// after that (G10).
    pub fn open_waiting(dirs: &Dirs) -> Result<LedgerFile, JournalError> {
        let deadline = std::time::Instant::now() + LOCK_WAIT;
        loop {
            match LedgerFile::open(dirs) {
                Err(JournalError::Locked { path }) => {
                    if std::time::Instant::now() >= deadline {
                        return Err(JournalError::LedgerBusy { path });
                    }
                    std::thread::sleep(std::time::Duration::from_millis(15));
                }
                other => return other,
            }
        }
    }

    /// Appends one event (write + fsync); refused on a read-only ledger.
    pub fn append(&mut self, now: i64, event: LedgerEvent) -> Result<u64, JournalError> {
        let Some(j) = self.journal.as_mut() else {
            return Err(JournalError::ReadOnly {
                path: ledger_dir_path(self),
            });
        };
        if let Some(p) = &self.problem {
            return Err(JournalError::Invalid {
                path: j.path().to_path_buf(),
                problem: super::journal::Unsaveable::Ledger(p.clone()),
            });
        }
        let seq = j.append(now, &event)?;
        self.records.push(LedgerRecord {
            seq,
            at: now,
            event,
        });
        Ok(seq)
    }

    /// The latest event undo would mask.
    pub fn undo_target(&self) -> Option<&LedgerRecord> {
        crate::money::ledger::effective(&self.records)
            .last()
            .copied()
    }
}

fn ledger_dir_path(l: &LedgerFile) -> PathBuf {
    l.journal
        .as_ref()
        .map_or_else(PathBuf::new, |j| j.path().to_path_buf())
}

fn to_record(r: super::journal::Record<LedgerEvent>) -> LedgerRecord {
    LedgerRecord {
        seq: r.seq,
        at: r.at,
        event: r.event,
    }
}

// ---------------------------------------------------------------- nights

/// What one night adds to the ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NightEntry {
    Finished(NightBook),
    /// Not ended yet: not counted.
    Open,
    /// Could not be read or settled: listed and skipped. Written only by an
    /// older racon (problems are no longer cached: they are read again, so
    /// they can be worded in the screen's language); such an entry is read
    /// again too.
    Problem(String),
}

/// Why a night is left out of the ledger.
#[derive(Clone, Debug)]
pub enum Skip {
    /// It will not open, or opens only read-only.
    Open(super::night::ReadOnlyWhy),
    /// Its count does not settle.
    Settle(crate::money::settle::SettleError),
}

impl std::fmt::Display for Skip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Skip::Open(e) => write!(f, "{e}"),
            Skip::Settle(e) => write!(f, "{e}"),
        }
    }
}

impl PartialEq for Skip {
    fn eq(&self, other: &Skip) -> bool {
        self.to_string() == other.to_string()
    }
}

/// One night in the cache: what it adds to the ledger, and the identity of
/// its `events` file when that was read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct CacheItem {
    id: String,
    mark: Mark,
    entry: NightEntry,
}

#[derive(Debug, Serialize, Deserialize)]
struct CacheFile {
    format: String,
    version: u32,
    nights: Vec<CacheItem>,
}

/// What a cache file must keep in every version, read before the rest.
#[derive(Deserialize)]
struct CacheProbe {
    format: String,
    version: u32,
}

/// Who a night's `events` file is, cheaply: its length, modification time,
/// and the `seq` and checksum of its last line. A cache entry is used only
/// while all of them are the same (G3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    pub len: u64,
    /// Nanoseconds since 1970 (0 where the system does not say).
    pub mtime_ns: i64,
    pub last_seq: u64,
    /// The 8 hex digits the last line starts with, as a number (0 for a
    /// last line without them).
    pub last_crc: u32,
}
/// The nights as the ledger sees them.
#[derive(Clone, Debug, Default)]
pub struct Nights {
    pub finished: Vec<NightBook>,
    /// Nights not ended yet.
    pub open: usize,
    /// (folder, problem) of each night that was skipped.
    pub skipped: Vec<(PathBuf, Skip)>,
    /// Nights read from their journal this time (not from the cache).
    pub read: usize,
}

/// What a night's settlement adds to the ledger.
pub fn night_entry(dir: &Path) -> Result<NightEntry, Skip> {
    let nf = match NightFile::open_read_only(dir) {
        Ok(nf) => nf,
        Err(e) => return Err(Skip::Open(std::sync::Arc::new(e))),
    };
    if let Some(p) = &nf.problem {
        return Err(Skip::Open(p.clone()));
    }
    let s = nf.night().state();
    if s.phase != Phase::Ended {
        return Ok(NightEntry::Open);
    }
    let settlement = match s.settlement() {
        Ok(x) => x,
        Err(e) => return Err(Skip::Settle(e)),
    };
    let cashier = match &s.setup.house.cashier {
        crate::night::setup::Cashier::Outsider(n) | crate::night::setup::Cashier::Player(n) => {
            n.trim().to_string()
        }
        crate::night::setup::Cashier::None => String::new(),
    };
    let party = |p: Party| match p {
        Party::Player(i) => s
            .players
            .get(i)
            .map_or_else(String::new, |p| p.name.clone()),
        Party::Cashier => cashier.clone(),
    };
    Ok(NightEntry::Finished(NightBook {
        id: dir
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
        created: nf.created().to_string(),
        name: s.setup.name.clone(),
        players: s.players.iter().map(|p| p.name.clone()).collect(),
        results: settlement.money.clone(),
        transfers: settlement
            .transfers
            .iter()
            .map(|t| NightTransfer {
                from: party(t.from),
                to: party(t.to),
                kurus: t.kurus,
            })
            .collect(),
        chip_value: s.setup.stakes.chip_value,
    }))
}

/// The [`Mark`] of a night's `events`: reads only the file's tail, and
/// only a regular file.
pub fn journal_mark(dir: &Path) -> std::io::Result<Mark> {
    let path = dir.join(super::journal::EVENTS_FILE);
    let mut f = super::open_regular(&path)?;
    let meta = f.metadata()?;
    let len = meta.len();
    let mtime_ns = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| i64::try_from(d.as_nanos()).unwrap_or(i64::MAX));
    let start = len.saturating_sub(8192);
    f.seek(SeekFrom::Start(start))?;
    let mut tail = Vec::with_capacity((len - start) as usize);
    f.take(8192).read_to_end(&mut tail)?;
    let text = String::from_utf8_lossy(&tail);
    let last = text
        .trim_end_matches('\n')
        .rsplit('\n')
        .next()
        .unwrap_or_default();
    let seq = last
        .find("(seq:")
        .map(|i| {
            last[i + 5..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
        })
        .and_then(|d| d.parse().ok())
        .unwrap_or(0);
    let last_crc = last
        .get(..8)
        .and_then(|h| u32::from_str_radix(h, 16).ok())
        .unwrap_or(0);
    Ok(Mark {
        len,
        mtime_ns,
        last_seq: seq,
        last_crc,
    })
}

/// What reading the cache found.
enum Cached {
    /// Usable entries by night id (none for a missing or older cache).
    Entries(HashMap<String, CacheItem>),
    /// Damaged (its checksum, its JSON, not a regular file, too big): it
    /// is moved aside and rebuilt.
    Damaged,
    /// A newer racon's cache: not used, not written.
    Newer,
}

/// The cache's one line: `<crc32 of the JSON, 8 lower-case hex> <JSON>`.
fn cache_line(file: &CacheFile) -> Option<String> {
    let json = serde_json::to_string(file).ok()?;
    Some(format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes())))
}

fn read_cache(path: &Path) -> Cached {
    let bytes = match super::read_bounded(path, MAX_CACHE) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Cached::Entries(HashMap::new());
        }
        Err(_) => return Cached::Damaged,
    };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return Cached::Damaged;
    };
    let text = text.strip_suffix('\n').unwrap_or(text);
    // An older racon's cache (plain JSON, no checksum) lacks what this one
    // keeps: rebuilt. Anything else must carry its checksum.
    if text.starts_with('{') {
        return match serde_json::from_str::<CacheProbe>(text) {
            Ok(c) if c.format == CACHE_FORMAT && c.version < CACHE_VERSION => {
                Cached::Entries(HashMap::new())
            }
            _ => Cached::Damaged,
        };
    }
    let (Some(crc), Some(json)) = (text.get(..8), text.get(9..)) else {
        return Cached::Damaged;
    };
    let sum_ok = text.as_bytes().get(8) == Some(&b' ')
        && crc
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && u32::from_str_radix(crc, 16).ok() == Some(crc32fast::hash(json.as_bytes()));
    if !sum_ok {
        return Cached::Damaged;
    }
    match serde_json::from_str::<CacheProbe>(json) {
        Ok(c) if c.format == CACHE_FORMAT && c.version > CACHE_VERSION => return Cached::Newer,
        Ok(c) if c.format == CACHE_FORMAT && c.version == CACHE_VERSION => {}
        _ => return Cached::Damaged,
    }
    match serde_json::from_str::<CacheFile>(json) {
        Ok(c) => Cached::Entries(c.nights.into_iter().map(|i| (i.id.clone(), i)).collect()),
        Err(_) => Cached::Damaged,
    }
}

/// A cached entry is used only if it still describes `id` and adds up: a
/// finished night of that id whose results sum to zero, one per player,
/// and whose transfers are positive and between its own people.
fn plausible(item: &CacheItem, id: &str, mark: &Mark) -> bool {
    if item.id != id || item.mark != *mark {
        return false;
    }
    match &item.entry {
        NightEntry::Open => true,
        NightEntry::Problem(_) => false,
        NightEntry::Finished(b) => {
            b.id == id
                && b.results.len() == b.players.len()
                && b.results.iter().sum::<Kurus>() == Kurus::ZERO
                && b.transfers.iter().all(|t| t.kurus > Kurus::ZERO)
        }
    }
}

/// Every night under `<data>/nights`, through the cache (updated when a
/// night was read again): for showing. Never fails: a night that does not
/// load is listed in [`Nights::skipped`].
pub fn load_nights(dirs: &Dirs) -> Nights {
    load(dirs, true)
}

/// Every night under `<data>/nights` read from its journal, whatever the
/// cache says (the cache is brought up to date): for what writes money into
/// the ledger, such as a payment checked against what is owed (G3).
pub fn load_nights_from_journals(dirs: &Dirs) -> Nights {
    load(dirs, false)
}

fn load(dirs: &Dirs, use_cache: bool) -> Nights {
    let cache_path = ledger_dir(dirs).join(CACHE_FILE);
    let (cached, writable) = match read_cache(&cache_path) {
        Cached::Entries(c) => (c, true),
        Cached::Damaged => {
            // Only a cache: moved aside (never read again) and rebuilt.
            let aside = cache_path.with_extension("damaged");
            let moved = std::fs::rename(&cache_path, &aside).is_ok()
                || std::fs::symlink_metadata(&cache_path).is_err();
            (HashMap::new(), moved)
        }
        Cached::Newer => (HashMap::new(), false),
    };
    let mut out = Nights::default();
    let mut items = Vec::new();
    let mut changed = false;
    for dir in night_dirs(dirs) {
        let id = dir
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let mark = journal_mark(&dir);
        let hit = match (&mark, cached.get(&id)) {
            (Ok(m), Some(c)) if use_cache && plausible(c, &id, m) => Some(c.entry.clone()),
            _ => None,
        };
        let entry = if let Some(e) = hit {
            e
        } else {
            out.read += 1;
            match night_entry(&dir) {
                Ok(e) => e,
                Err(why) => {
                    changed |= cached.contains_key(&id);
                    out.skipped.push((dir.clone(), why));
                    continue;
                }
            }
        };
        match &entry {
            NightEntry::Finished(b) => out.finished.push(b.clone()),
            NightEntry::Open => out.open += 1,
            NightEntry::Problem(_) => {}
        }
        // The mark taken before the night was read: a night that changed
        // while it was read is read again next time.
        if let Ok(mark) = mark {
            let item = CacheItem { id, mark, entry };
            changed |= cached.get(&item.id) != Some(&item);
            items.push(item);
        }
    }
    if items.len() != cached.len() {
        changed = true;
    }
    if changed && writable {
        let file = CacheFile {
            format: CACHE_FORMAT.to_string(),
            version: CACHE_VERSION,
            nights: items,
        };
        if let Some(line) = cache_line(&file)
            && super::atomic::create_private_dirs(&ledger_dir(dirs)).is_ok()
        {
            // A cache that cannot be written only costs time next run.
            let _ = super::atomic::write_atomic(&cache_path, line.as_bytes());
        }
    }
    out
}

/// The ledger's records alone, folded without the nights: enough for the
/// payment handles (who is who, who wants to be paid how), for a report
/// of one night. A ledger that cannot be read gives none; one damaged part
/// way gives those recorded before the damage (handles are not money).
pub fn payees(dirs: &Dirs) -> Ledger {
    match LedgerFile::read(dirs) {
        Ok(file) => Ledger::build(Vec::new(), &file.records),
        Err(_) => Ledger::default(),
    }
}

/// The ledger folded from the nights and the ledger file.
pub fn build(nights: &Nights, file: &LedgerFile) -> Ledger {
    Ledger::build(nights.finished.clone(), &file.records)
}
