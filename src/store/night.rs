//! A night on disk: its journal plus the domain state folded from it. The
//! shells (CLI, TUI) act through [`NightFile::act`]: validate, journal with
//! fsync, then fold — so what the screen shows as saved is on disk.

use super::Dirs;
use super::journal::{Journal, JournalError, Record, RepairReport};
use crate::night::{Action, Event, Night, Rejected, ReplayError, Setup, Stamped};
use crate::rules::RuleSet;
use std::io;
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

/// Why a night is read-only: the journal's problem, located (`file:line:col`),
/// worded by `i18n::store::open_error` in the screen's language; its
/// `Display` is the English, for `--json` and logs. Shared, so listings,
/// the follower and the live page can hold it too.
pub type ReadOnlyWhy = std::sync::Arc<OpenError>;

/// An open night.
#[derive(Debug)]
pub struct NightFile {
    journal: Journal<Event>,
    night: Night,
    /// Why the night is read-only, if it is (RELIABILITY: corruption).
    pub problem: Option<ReadOnlyWhy>,
    /// Where an interrupted last write was moved, if one was found.
    pub recovered_tail: Option<PathBuf>,
    /// Events in memory that the disk has not confirmed (NOT SAVED banner).
    pub unsaved: bool,
    /// Since the last save, a write failed because the journal file (or
    /// the night's folder) was moved, removed or replaced, not for want of
    /// disk: the banner says which (G12).
    moved: bool,
    /// How many of the night's records are durably on disk (F1).
    saved: usize,
    /// Torn tails moved aside that the host has not acknowledged (F5).
    repairs: Vec<RepairReport>,
}

/// What quitting finds (F1): the screen may say "everything is saved" only
/// for [`QuitCheck::Saved`].
#[derive(Debug)]
pub enum QuitCheck {
    Saved,
    /// `pending` actions are only in memory; the retry failed with `error`.
    /// Offer [`NightFile::export_pending`] to a file the host names, or stay.
    NotSaved {
        pending: usize,
        error: JournalError,
    },
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

/// A write failed because the journal is not where it was (moved,
/// removed, replaced, its folder gone), not because the disk failed.
fn is_moved(e: &JournalError) -> bool {
    match e {
        JournalError::Replaced { .. } => true,
        JournalError::Io { source, .. } => source.kind() == io::ErrorKind::NotFound,
        _ => false,
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
        let disk = super::atomic::real_disk();
        Self::create_on(disk, dirs, setup, rules, now, created, created_compact)
    }

    /// [`NightFile::create`], every write through `disk` (the power-cut
    /// test's layer).
    #[doc(hidden)]
    pub fn create_on(
        disk: std::sync::Arc<dyn super::atomic::Disk>,
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
        let mut journal = Journal::<Event>::create_on(disk, &dir, created, super::journal::NIGHT)?;
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
            moved: false,
            saved: 1,
            repairs: Vec::new(),
        })
    }

    /// Opens a night for writing (locked; a torn tail is quarantined).
    ///
    /// A lock held for a moment longer is waited for briefly: a racon that
    /// is just quitting, or a child process forked by this one that has not
    /// reached `exec` yet (flock locks travel with forked descriptors).
    pub fn open(dir: &Path) -> Result<NightFile, OpenError> {
        Self::open_on(super::atomic::real_disk(), dir)
    }

    /// [`NightFile::open`], every write through `disk` (the power-cut
    /// test's layer).
    #[doc(hidden)]
    #[allow(
        clippy::needless_pass_by_value,
        reason = "the power-cut tests hand their layer over; the retries borrow it"
    )]
    pub fn open_on(
        disk: std::sync::Arc<dyn super::atomic::Disk>,
        dir: &Path,
    ) -> Result<NightFile, OpenError> {
        let mut tries = 0;
        loop {
            match Journal::<Event>::open_on(&disk, dir, super::journal::NIGHT) {
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
        let path = dir.join(super::journal::EVENTS_FILE);
        // A damaged header or first event is a located error, like any other
        // line (F4): never "no events", never skipped.
        if loaded.records.is_empty() {
            return Err(match loaded.problem {
                Some(p) => OpenError::Journal(p),
                None => OpenError::Empty(dir.to_path_buf()),
            });
        }
        let records: Vec<Stamped> = loaded.records.into_iter().map(to_stamped).collect();
        let mut problem = loaded
            .problem
            .map(|p| ReadOnlyWhy::new(OpenError::Journal(p)));
        // Every event is checked against the state it lands on (F7); the
        // first impossible one makes the night read-only, naming its line
        // (the header is line 1, so event `seq` is on line `seq + 1`).
        // Event `seq` is on line `seq + 1` (the header is line 1).
        let located = |e: ReplayError| JournalError::Corrupt {
            path: path.clone(),
            line: e.seq as usize + 1,
            col: 1,
            problem: super::journal::Problem::Replay(Box::new(e)),
        };
        let night = match crate::night::verify::replay(records) {
            Ok((night, None)) => night,
            Ok((night, Some(e))) => {
                problem = Some(ReadOnlyWhy::new(OpenError::Journal(located(e))));
                night
            }
            Err(e) => return Err(OpenError::Journal(located(e))),
        };
        Ok(NightFile {
            saved: night.records().len(),
            journal: loaded.journal,
            night,
            problem,
            recovered_tail: loaded.recovered_tail,
            repairs: loaded.repairs,
            unsaved: false,
            moved: false,
        })
    }

    pub fn night(&self) -> &Night {
        &self.night
    }

    /// The night for money (a settlement, a report, the ledger): only when
    /// its whole journal was read. A night read only up to a damaged or
    /// impossible line is refused with that line's problem
    /// (`file:LINE:COL`), never settled from the part before it (G1).
    pub fn whole(&self) -> Result<&Night, ReadOnlyWhy> {
        match &self.problem {
            Some(p) => Err(p.clone()),
            None => Ok(&self.night),
        }
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
            Some(Ok(_)) => {
                self.saved = self.night.records().len();
                Ok(event)
            }
            Some(Err(e)) => {
                self.unsaved = true;
                self.moved |= is_moved(&e);
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
        if let Err(e) = self.journal.rewrite(&records) {
            self.moved |= is_moved(&e);
            return Err(e);
        }
        self.unsaved = false;
        self.moved = false;
        self.saved = records.len();
        Ok(())
    }

    /// While NOT SAVED shows: whether the journal (or the night's folder)
    /// was moved, removed or replaced, rather than the disk failing.
    pub fn unsaved_because_moved(&self) -> bool {
        self.unsaved && self.moved
    }

    /// Actions the host made that are not durably on disk yet (F1): 0 unless
    /// NOT SAVED is showing.
    pub fn pending(&self) -> usize {
        self.night.records().len().saturating_sub(self.saved)
    }

    /// Tries to write the whole journal again (the NOT SAVED banner's retry).
    pub fn retry_save(&mut self) -> Result<(), JournalError> {
        if !self.unsaved {
            return Ok(());
        }
        self.save_again()
    }

    /// Before quitting: retries the write if anything is unsaved, and says
    /// whether everything is on disk (F1). Only [`QuitCheck::Saved`] allows
    /// "everything is saved".
    pub fn quit_check(&mut self) -> QuitCheck {
        if self.pending() == 0 && !self.unsaved {
            return QuitCheck::Saved;
        }
        match self.save_again() {
            Ok(()) => QuitCheck::Saved,
            Err(error) => QuitCheck::NotSaved {
                pending: self.pending(),
                error,
            },
        }
    }

    /// Writes the actions not yet on disk to `to`, a new file the host names
    /// (never over an existing one), as journal lines (`<crc> <record>`, the
    /// format of `events`), owner-readable only. Returns how many were
    /// written.
    pub fn export_pending(&self, to: &Path) -> io::Result<usize> {
        let pending = &self.night.records()[self.saved.min(self.night.records().len())..];
        let mut text = String::new();
        for r in pending {
            let line = super::journal::record_text(r.seq, r.at, &r.event)
                .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string()))?;
            text.push_str(&line);
        }
        super::atomic::write_new(to, text.as_bytes())?;
        Ok(pending.len())
    }

    /// The first torn tail moved aside at open that the host has not
    /// acknowledged (F5): what was cut, where, and where the bytes were kept.
    /// Show it until [`NightFile::acknowledge_repair`].
    pub fn repair_report(&self) -> Option<&RepairReport> {
        self.repairs.first()
    }

    /// The host has seen [`NightFile::repair_report`]; it is not shown
    /// again, in this racon or the next.
    pub fn acknowledge_repair(&mut self) -> io::Result<()> {
        if self.repairs.is_empty() {
            return Ok(());
        }
        let r = self.repairs.remove(0);
        super::journal::mark_repair_seen(&r)
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

/// The newest night that has not ended, if any (what `racon` reopens).
///
/// A night that cannot be read (a damaged header or first event, a newer
/// version) counts as unfinished: opening it gives its located problem, and
/// an older night is never reopened in its place (F4). Only a journal with
/// a header and no event at all (a crash while creating it) is passed over.
pub fn unfinished(dirs: &Dirs) -> Option<PathBuf> {
    list_unfinished(dirs).into_iter().next().map(|e| e.dir)
}

/// Why a night is listed with a problem.
#[derive(Debug)]
pub enum NightProblem {
    /// It will not load at all.
    Unreadable(OpenError),
    /// It loads only up to a damaged place, read-only (the journal's words).
    ReadOnly(ReadOnlyWhy),
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
    // A journal with a header and no event at all (a crash while creating
    // it) is passed over; any other night that will not load is listed.
    list_nights(dirs)
        .into_iter()
        .filter(|e| {
            !e.ended
                && !matches!(
                    e.problem,
                    Some(NightProblem::Unreadable(OpenError::Empty(_)))
                )
        })
        .collect()
}
