//! The group's ledger on disk: `<data>/ledger/ledger`, an
//! append-only journal with the night journal's protocol (checksummed
//! lines, fsync, lock, format version, undo as an event; see
//! [`super::journal`]) holding payments, aliases and expenses outside a
//! night; and `<data>/ledger/nights-cache`, what each finished night adds
//! to the ledger, so the nights are read once.
//!
//! The cache is keyed by each night's folder, the length of its `events`
//! file and the `seq` of its last line: a night that changed is read again.
//! A night that does not load is listed with its problem and skipped.

use super::Dirs;
use super::journal::{Journal, JournalError, Kind};
use super::night::{NightFile, night_dirs};
use crate::money::Party;
use crate::money::ledger::{Ledger, LedgerEvent, LedgerRecord, NightBook, NightTransfer};
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
pub const CACHE_VERSION: u32 = 2;

/// The ledger journal: `<data>/ledger/ledger`, `racon-ledger` version 1.
pub const KIND: Kind = Kind {
    format: "racon-ledger",
    version: 1,
    file: "ledger",
};

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
    pub fn open_on(
        disk: std::sync::Arc<dyn super::atomic::Disk>,
        dirs: &Dirs,
    ) -> Result<LedgerFile, JournalError> {
        let dir = ledger_dir(dirs);
        super::atomic::create_dirs_on(&*disk, &dir).map_err(|e| JournalError::Io {
            path: dir.clone(),
            source: e,
        })?;
        let loaded = Journal::<LedgerEvent>::open_on(disk, &dir, KIND)?;
        Ok(LedgerFile {
            records: loaded.records.into_iter().map(to_record).collect(),
            problem: loaded.problem.map(std::sync::Arc::new),
            journal: Some(loaded.journal),
        })
    }

    /// Reads the ledger without the lock; a missing ledger is empty.
    pub fn read(dirs: &Dirs) -> Result<LedgerFile, JournalError> {
        let dir = ledger_dir(dirs);
        if !dir.join(KIND.file).is_file() {
            return Ok(LedgerFile {
                journal: None,
                records: Vec::new(),
                problem: None,
            });
        }
        let loaded = Journal::<LedgerEvent>::open_read_only_kind(&dir, KIND)?;
        Ok(LedgerFile {
            records: loaded.records.into_iter().map(to_record).collect(),
            problem: loaded.problem.map(std::sync::Arc::new),
            journal: None,
        })
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct CacheItem {
    id: String,
    len: u64,
    last_seq: u64,
    entry: NightEntry,
}

#[derive(Debug, Serialize, Deserialize)]
struct CacheFile {
    format: String,
    version: u32,
    nights: Vec<CacheItem>,
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
        crate::night::setup::Cashier::Outsider(n) => n.trim().to_string(),
        crate::night::setup::Cashier::Player(n) => n.trim().to_string(),
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

/// The length of `events` and the `seq` of its last line (0 for none):
/// what the cache is keyed by. Reads only the file's tail.
pub fn journal_mark(dir: &Path) -> std::io::Result<(u64, u64)> {
    let path = dir.join(super::journal::EVENTS_FILE);
    let mut f = std::fs::File::open(&path)?;
    let len = f.metadata()?.len();
    let start = len.saturating_sub(8192);
    f.seek(SeekFrom::Start(start))?;
    let mut tail = Vec::with_capacity((len - start) as usize);
    f.read_to_end(&mut tail)?;
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
    Ok((len, seq))
}

fn read_cache(path: &Path) -> Result<HashMap<String, CacheItem>, bool> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(_) => return Err(false),
    };
    match serde_json::from_str::<CacheFile>(&text) {
        Ok(c) if c.format == CACHE_FORMAT && c.version == CACHE_VERSION => {
            Ok(c.nights.into_iter().map(|i| (i.id.clone(), i)).collect())
        }
        // An older racon's cache lacks what this one keeps: rebuilt.
        Ok(c) if c.format == CACHE_FORMAT && c.version < CACHE_VERSION => Ok(HashMap::new()),
        // Another version (a newer racon's cache): leave it alone.
        Ok(_) => Err(false),
        // Damaged: it is only a cache; it is moved aside and rebuilt.
        Err(_) => Err(true),
    }
}

/// Every night under `<data>/nights`, through the cache (updated when a
/// night was read again). Never fails: a night that does not load is
/// listed in [`Nights::skipped`].
pub fn load_nights(dirs: &Dirs) -> Nights {
    let cache_path = ledger_dir(dirs).join(CACHE_FILE);
    let (cached, writable) = match read_cache(&cache_path) {
        Ok(c) => (c, true),
        Err(damaged) => {
            if damaged {
                let _ = std::fs::rename(&cache_path, cache_path.with_extension("damaged"));
            }
            (HashMap::new(), damaged)
        }
    };
    let mut out = Nights::default();
    let mut items = Vec::new();
    let mut changed = false;
    for dir in night_dirs(dirs) {
        let id = dir
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let mark = journal_mark(&dir);
        let entry = match (&mark, cached.get(&id)) {
            (Ok((len, seq)), Some(c))
                if c.len == *len
                    && c.last_seq == *seq
                    && !matches!(c.entry, NightEntry::Problem(_)) =>
            {
                c.entry.clone()
            }
            _ => {
                out.read += 1;
                changed = true;
                match night_entry(&dir) {
                    Ok(e) => e,
                    Err(why) => {
                        out.skipped.push((dir.clone(), why));
                        continue;
                    }
                }
            }
        };
        match &entry {
            NightEntry::Finished(b) => out.finished.push(b.clone()),
            NightEntry::Open => out.open += 1,
            NightEntry::Problem(_) => {}
        }
        if let Ok((len, last_seq)) = mark {
            items.push(CacheItem {
                id,
                len,
                last_seq,
                entry,
            });
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
        if let Ok(text) = serde_json::to_string(&file)
            && std::fs::create_dir_all(ledger_dir(dirs)).is_ok()
        {
            // A cache that cannot be written only costs time next run.
            let _ = super::atomic::write_atomic(&cache_path, text.as_bytes());
        }
    }
    out
}

/// The ledger folded from the nights and the ledger file.
pub fn build(nights: &Nights, file: &LedgerFile) -> Ledger {
    Ledger::build(nights.finished.clone(), &file.records)
}
