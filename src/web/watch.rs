//! Following the night's journal while the host's screen appends to it:
//! a light poll of the file's length and modification time, and a
//! read-only reload (no lock, never a write) when either changes.

use super::server::Shared;
use super::view::{PageProblem, ProblemKind, Snapshot};
use crate::i18n::Lang;
use crate::i18n::store::{in_night, night_gone, open_error};
use crate::store::journal::EVENTS_FILE;
use crate::store::night::{NightFile, OpenError};
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, SystemTime};

/// How often the journal's length and time are looked at.
pub const POLL: Duration = Duration::from_millis(250);

/// The night in `dir` as it is on disk now.
pub fn load(dir: &Path) -> Result<Snapshot, OpenError> {
    let nf = NightFile::open_read_only(dir)?;
    Ok(Snapshot {
        state: nf.night().state().clone(),
        problem: nf
            .problem
            .as_ref()
            .map(|p| page_problem(ProblemKind::Damaged, dir, |l| open_error(p, l))),
    })
}

/// What the page needs besides the state: the night's creation time (the
/// chat text's date) and the payees' handles from the group's ledger
/// (`<data>/ledger`, the data folder holding `<data>/nights/<night>`).
pub fn meta(dir: &Path) -> crate::report::Meta {
    let created = NightFile::open_read_only(dir)
        .map(|nf| nf.created().to_string())
        .unwrap_or_default();
    let handles = match dir.parent().and_then(Path::parent) {
        Some(data) => {
            let dirs = crate::store::Dirs {
                config: std::path::PathBuf::new(),
                data: data.to_path_buf(),
            };
            crate::report::Handles::from_ledger(&crate::store::ledger::payees(&dirs))
        }
        None => crate::report::Handles::default(),
    };
    crate::report::Meta {
        created,
        ..Default::default()
    }
    .with_handles(handles)
}

/// A problem as the page shows it, in both languages, without the host's
/// paths (G11).
fn page_problem(kind: ProblemKind, dir: &Path, words: impl Fn(Lang) -> String) -> PageProblem {
    PageProblem {
        kind,
        tr: in_night(&words(Lang::Tr), dir),
        en: in_night(&words(Lang::En), dir),
    }
}

/// The last snapshot, said to be stale: its journal is gone or no longer
/// loads (`e`). The night as last read stays on the page, its money not
/// shown (G9).
fn stale(last: &Snapshot, dir: &Path, e: &OpenError) -> Snapshot {
    Snapshot {
        state: last.state.clone(),
        problem: Some(page_problem(ProblemKind::Gone, dir, |l| night_gone(e, l))),
    }
}

/// What tells a changed journal: (length, modification time).
pub fn stamp(dir: &Path) -> Option<(u64, SystemTime)> {
    let m = std::fs::metadata(dir.join(EVENTS_FILE)).ok()?;
    Some((m.len(), m.modified().ok()?))
}

/// Polls until `stop` is signalled or dropped; replaces the snapshot and
/// bumps the version at each change. `seen` is the stamp taken before the
/// snapshot the server started with was loaded, so a change made before
/// this thread first runs is not missed. A journal that is gone or does not
/// load keeps the last good night on the page, said to be stale (G9).
pub fn follow(
    dir: &Path,
    mut seen: Option<(u64, SystemTime)>,
    shared: &Arc<Shared>,
    version: &tokio::sync::watch::Sender<u64>,
    stop: &Receiver<()>,
) {
    loop {
        match stop.recv_timeout(POLL) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return,
        }
        let now = stamp(dir);
        if now == seen {
            continue;
        }
        // Looked at once per change: a journal that does not load (a line
        // being written, a damaged file) is read again at its next change,
        // not at every poll.
        seen = now;
        let snap = match load(dir) {
            Ok(snap) => snap,
            Err(e) => {
                let last = match shared.snapshot.read() {
                    Ok(g) => Arc::clone(&g),
                    Err(_) => continue,
                };
                stale(&last, dir, &e)
            }
        };
        if let Ok(mut g) = shared.snapshot.write() {
            *g = Arc::new(snap);
        }
        version.send_modify(|v| *v += 1);
    }
}
