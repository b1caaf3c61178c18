//! Following the night's journal while the host's screen appends to it:
//! a light poll of the file's length and modification time, and a
//! read-only reload (no lock, never a write) when either changes.

use super::server::Shared;
use super::view::Snapshot;
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
        problem: nf.problem.as_ref().map(|p| p.to_string()),
    })
}

/// What tells a changed journal: (length, modification time).
pub fn stamp(dir: &Path) -> Option<(u64, SystemTime)> {
    let m = std::fs::metadata(dir.join(EVENTS_FILE)).ok()?;
    Some((m.len(), m.modified().ok()?))
}

/// Polls until `stop` is signalled or dropped; replaces the snapshot and
/// bumps the version at each change that loads. `seen` is the stamp taken
/// before the snapshot the server started with was loaded, so a change
/// made before this thread first runs is not missed. A journal that does not
/// load (a write in progress) keeps the last good snapshot until its next
/// change.
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
        if let Ok(snap) = load(dir) {
            if let Ok(mut g) = shared.snapshot.write() {
                *g = Arc::new(snap);
            }
            version.send_modify(|v| *v += 1);
        }
    }
}
