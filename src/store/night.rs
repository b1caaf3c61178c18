//! A night on disk: its journal plus the domain state folded from it. The
//! shells (CLI, TUI) act through [`NightFile::act`]: validate, journal with
//! fsync, then fold — so what the screen shows as saved is on disk.

use super::Dirs;
use super::journal::{Journal, JournalError, Record};
use crate::night::{Action, Event, Night, Rejected, ReplayError, Setup, Stamped};
use crate::rules::RuleSet;
use std::path::{Path, PathBuf};

/// Nights live in `<data>/nights/<folder>`.
pub const NIGHTS_DIR: &str = "nights";

/// Why an action did not become a saved event.
#[derive(Debug, thiserror::Error)]
pub enum ActError {
    /// The rules refused it; nothing changed.
    #[error("refused: {0:?}")]
    Rejected(Rejected),
    /// It happened (the state shows it) but is NOT SAVED yet: the disk
    /// failed. [`NightFile::save_again`] rewrites the journal when it is back.
    #[error("not saved: {0}")]
    NotSaved(JournalError),
    /// The night was opened read-only (a damaged journal, or another racon).
    #[error("the night is read-only")]
    ReadOnly,
    #[error("{0}")]
    Replay(ReplayError),
}

/// Why a night could not be opened at all.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("{0}")]
    Journal(#[from] JournalError),
    #[error("{0}")]
    Replay(#[from] ReplayError),
    #[error("{0}: no events")]
    Empty(PathBuf),
}

/// An open night.
#[derive(Debug)]
pub struct NightFile {
    journal: Journal<Event>,
    night: Night,
    /// Why the night is read-only, if it is (RELIABILITY: corruption).
    pub problem: Option<String>,
    /// Where an interrupted last write was moved, if one was found.
    pub recovered_tail: Option<PathBuf>,
    /// Events in memory that the disk has not confirmed (NOT SAVED banner).
    pub unsaved: bool,
}

fn to_stamped(r: Record<Event>) -> Stamped {
    Stamped {
        seq: r.seq,
        at: r.at,
        event: r.event,
    }
}

fn to_record(s: &Stamped) -> Record<Event> {
    Record {
        seq: s.seq,
        at: s.at,
        event: s.event.clone(),
    }
}

/// A folder name for a new night: `2026-11-29-2104-cuma-gecesi`.
pub fn folder_name(created_compact: &str, night_name: &str) -> String {
    let slug: String = crate::cards::fold(night_name)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let slug: Vec<&str> = slug.split('-').filter(|s| !s.is_empty()).collect();
    let slug = slug.join("-");
    let slug: String = slug.chars().take(32).collect();
    if slug.is_empty() {
        created_compact.to_string()
    } else {
        format!("{created_compact}-{slug}")
    }
}

impl NightFile {
    /// Starts a new night in a new folder under `<data>/nights`, journaling
    /// its `NightStarted` event. `created` is an RFC 3339 time and
    /// `created_compact` its folder form (`2026-11-29-2104`).
    pub fn create(
        dirs: &Dirs,
        setup: Setup,
        rules: RuleSet,
        now: i64,
        created: &str,
        created_compact: &str,
    ) -> Result<NightFile, OpenError> {
        let base = dirs.data.join(NIGHTS_DIR);
        let name = folder_name(created_compact, &setup.name);
        let mut dir = base.join(&name);
        let mut n = 2;
        while dir.exists() {
            dir = base.join(format!("{name}-{n}"));
            n += 1;
        }
        let mut journal = Journal::<Event>::create(&dir, created)?;
        let event = Night::start_event(setup, rules);
        let seq = journal.append(now, &event)?;
        let night = Night::replay(vec![Stamped {
            seq,
            at: now,
            event,
        }])?;
        Ok(NightFile {
            journal,
            night,
            problem: None,
            recovered_tail: None,
            unsaved: false,
        })
    }

    /// Opens a night for writing (locked; a torn tail is quarantined).
    ///
    /// A lock held for a moment longer is waited for briefly: a racon that
    /// is just quitting, or a child process forked by this one that has not
    /// reached `exec` yet (flock locks travel with forked descriptors).
    pub fn open(dir: &Path) -> Result<NightFile, OpenError> {
        let mut tries = 0;
        loop {
            match Journal::<Event>::open(dir) {
                Err(JournalError::Locked { .. }) if tries < 20 => {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                other => return Self::from_loaded(dir, other?),
            }
        }
    }

    /// Opens a night only to look at it (no lock, never writes).
    pub fn open_read_only(dir: &Path) -> Result<NightFile, OpenError> {
        Self::from_loaded(dir, Journal::<Event>::open_read_only(dir)?)
    }

    fn from_loaded(
        dir: &Path,
        loaded: super::journal::Loaded<Event>,
    ) -> Result<NightFile, OpenError> {
        if loaded.records.is_empty() {
            return Err(OpenError::Empty(dir.to_path_buf()));
        }
        let records: Vec<Stamped> = loaded.records.into_iter().map(to_stamped).collect();
        let mut problem = loaded.problem.map(|p| p.to_string());
        let night = match Night::replay(records.clone()) {
            Ok(n) => n,
            // A broken invariant (a hand-edited journal): show the night up
            // to the event before it, read-only, naming the line (the
            // header is line 1, so event `seq` is on line `seq + 1`).
            Err(e) => {
                let path = dir.join(super::journal::EVENTS_FILE);
                problem = Some(format!("{}:{}:1: {}", path.display(), e.seq + 1, e.reason));
                let good: Vec<Stamped> =
                    records.into_iter().take_while(|r| r.seq < e.seq).collect();
                Night::replay(good)?
            }
        };
        Ok(NightFile {
            journal: loaded.journal,
            night,
            problem,
            recovered_tail: loaded.recovered_tail,
            unsaved: false,
        })
    }

    pub fn night(&self) -> &Night {
        &self.night
    }

    pub fn dir(&self) -> &Path {
        self.journal.dir()
    }

    pub fn created(&self) -> &str {
        self.journal.created()
    }

    pub fn is_read_only(&self) -> bool {
        self.problem.is_some() || self.journal.is_read_only()
    }

    /// Validates `action`, journals the event (write + fsync) and folds it.
    pub fn act(&mut self, action: Action, now: i64) -> Result<Event, ActError> {
        if self.is_read_only() {
            return Err(ActError::ReadOnly);
        }
        let event = self.night.decide(action, now).map_err(ActError::Rejected)?;
        if self.unsaved {
            // Never trust a retried fsync: the whole file is written anew.
            let _ = self.save_again();
        }
        let saved = if self.unsaved {
            None
        } else {
            Some(self.journal.append(now, &event))
        };
        self.night
            .push(now, event.clone())
            .map_err(ActError::Replay)?;
        match saved {
            Some(Ok(_)) => Ok(event),
            Some(Err(e)) => {
                self.unsaved = true;
                Err(ActError::NotSaved(e))
            }
            None => Err(ActError::NotSaved(JournalError::Dirty {
                path: self.journal.path().to_path_buf(),
            })),
        }
    }

    /// Rewrites the whole journal from memory (after a failed write, once
    /// the disk is back).
    pub fn save_again(&mut self) -> Result<(), JournalError> {
        let records: Vec<Record<Event>> = self.night.records().iter().map(to_record).collect();
        self.journal.rewrite(&records)?;
        self.unsaved = false;
        Ok(())
    }

    #[doc(hidden)]
    pub fn journal_mut(&mut self) -> &mut Journal<Event> {
        &mut self.journal
    }
}

/// Every night folder under `<data>/nights`, oldest first.
pub fn night_dirs(dirs: &Dirs) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dirs.data.join(NIGHTS_DIR)) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.join(super::journal::EVENTS_FILE).is_file())
        .collect();
    out.sort();
    out
}

/// The newest unfinished night, if any (what `racon` reopens). A newest
/// night that will not load is returned too, so that opening it names its
/// problem; it is never passed over for an older one.
pub fn unfinished(dirs: &Dirs) -> Option<PathBuf> {
    list_unfinished(dirs).into_iter().next().map(|e| e.dir)
}

/// Why a night is listed with a problem.
#[derive(Debug)]
pub enum NightProblem {
    /// It will not load at all.
    Unreadable(OpenError),
    /// It loads only up to a damaged place, read-only (the journal's words).
    ReadOnly(String),
}

/// One night in a listing (the picker, `racon new`'s warning).
#[derive(Debug)]
pub struct NightEntry {
    pub dir: PathBuf,
    /// The night's name; None if it will not load.
    pub name: Option<String>,
    /// When it was created (RFC 3339), or the folder's date part
    /// (`2026-11-29-2104`) if it will not load.
    pub created: String,
    /// Hands dealt so far.
    pub hands: u32,
    pub players: Vec<String>,
    pub ended: bool,
    pub problem: Option<NightProblem>,
}

impl NightEntry {
    fn of(dir: PathBuf) -> NightEntry {
        match NightFile::open_read_only(&dir) {
            Ok(nf) => {
                let s = nf.night().state();
                NightEntry {
                    name: Some(s.setup.name.clone()),
                    created: nf.created().to_string(),
                    hands: s.hand_no,
                    players: s.players.iter().map(|p| p.name.clone()).collect(),
                    ended: s.phase == crate::night::Phase::Ended,
                    problem: nf.problem.clone().map(NightProblem::ReadOnly),
                    dir,
                }
            }
            Err(e) => NightEntry {
                name: None,
                created: dir
                    .file_name()
                    .map(|f| f.to_string_lossy().chars().take(15).collect())
                    .unwrap_or_default(),
                hands: 0,
                players: Vec::new(),
                ended: false,
                problem: Some(NightProblem::Unreadable(e)),
                dir,
            },
        }
    }
}

/// Every night under `<data>/nights`, newest first; a night that will not
/// load is listed with its problem.
pub fn list_nights(dirs: &Dirs) -> Vec<NightEntry> {
    night_dirs(dirs)
        .into_iter()
        .rev()
        .map(NightEntry::of)
        .collect()
}

/// The nights not yet ended, newest first, for the picker: a night that
/// will not load is listed with its problem (it may be unfinished), never
/// skipped.
pub fn list_unfinished(dirs: &Dirs) -> Vec<NightEntry> {
    list_nights(dirs).into_iter().filter(|e| !e.ended).collect()
}
