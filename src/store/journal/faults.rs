//! The test seam under a journal: a [`Disk`] and [`Sink`] that fail the Nth
//! write or sync on purpose (RELIABILITY 8).

use crate::store::atomic::{Disk, Sink};
use std::fs;
use std::io;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

/// Test seam (RELIABILITY 8): makes the Nth write or sync after it was armed
/// fail, once or from then on. Shared by clones; inject it with
/// [`Journal::inject_faults`](super::Journal::inject_faults). A failing write first writes half its bytes,
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
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
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

pub(super) struct FaultySink {
    pub(super) inner: Box<dyn Sink>,
    pub(super) faults: Faults,
}

/// A [`Disk`] whose files are [`FaultySink`]s: what
/// [`Journal::inject_faults`](super::Journal::inject_faults) puts under a journal, so rewrites fail too.
pub(super) struct FaultyDisk {
    pub(super) inner: Arc<dyn Disk>,
    pub(super) faults: Faults,
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
