//! Durable whole-file replacement (RELIABILITY.md, "Replacing any whole
//! file"): a temp file in the same directory → `write_all` → `sync_all` →
//! rename over the target → fsync the directory. A crash at any point leaves
//! either the old file or the new one under the target's name, plus at worst
//! a stray temp file that [`clean_temp_files`] removes (RELIABILITY 9).
//!
//! Temp files are named `.<name>.tmp-<pid>-<n>` after the file they replace.
//!
//! Everything racon writes durably goes through one [`Disk`]: the night
//! journal (create, append, rewrite, torn-tail repair), the ledger's journal
//! and whole-file replacement. Production uses [`RealDisk`]; the power-cut
//! test (`tests/it/power_cut.rs`) puts a layer under it that forgets what was
//! never synced.
//!
//! Each system's rules:
//! - unix (Linux, macOS): `fsync` a folder after a file in it was created,
//!   renamed or removed; a file system that cannot sync a folder (some
//!   network and FUSE file systems answer `EINVAL`) is taken as it is.
//!   `File::sync_all` is `fsync` on Linux and `F_FULLFSYNC` on macOS.
//! - Windows: a folder cannot be opened as a file, so it is never synced
//!   (NTFS journals its own metadata); `rename` is `MoveFileExW` with
//!   `MOVEFILE_REPLACE_EXISTING`, which replaces the target, and is tried
//!   again for a moment while another program (a virus scanner, the
//!   indexer) holds the new file; after it the replaced file is flushed
//!   (`FlushFileBuffers`), the most std can ask of NTFS.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where bytes go on their way to disk: one `write_all`, then `sync`.
///
/// `File` is the real one; tests wrap it to make a chosen write or sync fail
/// (see `journal::Faults`) or to forget what was never synced (the power-cut
/// test). Not a stable API.
#[doc(hidden)]
pub trait Sink: Send {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()>;
    /// Makes everything written so far durable (`fsync`).
    fn sync(&mut self) -> io::Result<()>;
}

impl Sink for File {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        Write::write_all(self, buf)
    }

    fn sync(&mut self) -> io::Result<()> {
        self.sync_all()
    }
}

/// The file layer under every durable write: the operations whose order
/// and syncs decide what a power cut leaves. Reading is not part of it
/// (what was written is read back through the real file system, as a
/// crashed machine's page cache would serve it until the cut).
///
/// [`RealDisk`] is the real file system; tests wrap it. Not a stable API.
#[doc(hidden)]
pub trait Disk: Send + Sync {
    /// Creates a new file (never over anything, never through a symbolic
    /// link), readable by the owner only, or with `mode` (unix permission
    /// bits) when given, and returns it for writing.
    fn create_new(&self, path: &Path, mode: Option<u32>) -> io::Result<Box<dyn Sink>>;
    /// Opens an existing file to append to (never through a symbolic link),
    /// with what it is.
    fn open_append(&self, path: &Path) -> io::Result<(Box<dyn Sink>, fs::Metadata)>;
    /// Renames `from` over `to` (replacing it).
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Makes a folder's entries (new, renamed, removed files) durable.
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
    /// Creates one folder, the owner's only (0700).
    fn create_dir(&self, dir: &Path) -> io::Result<()>;
    fn remove_file(&self, path: &Path) -> io::Result<()>;
    /// Makes what a file holds durable (what was read from it may be only
    /// in the page cache: written by a racon whose fsync failed).
    fn sync_file(&self, path: &Path) -> io::Result<()>;
    /// Cuts a file to `len` bytes, durably.
    fn truncate(&self, path: &Path, len: u64) -> io::Result<()>;
}

/// The real file system, with each system's rules (see the module).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default)]
pub struct RealDisk;

/// The real file system as a shared [`Disk`].
pub fn real_disk() -> Arc<dyn Disk> {
    Arc::new(RealDisk)
}

impl Disk for RealDisk {
    fn create_new(&self, path: &Path, mode: Option<u32>) -> io::Result<Box<dyn Sink>> {
        let file = open_new_private(path)?;
        #[cfg(unix)]
        if let Some(mode) = mode {
            use std::os::unix::fs::PermissionsExt;
            if let Err(e) = file.set_permissions(fs::Permissions::from_mode(mode)) {
                drop(file);
                let _ = fs::remove_file(path);
                return Err(e);
            }
        }
        #[cfg(not(unix))]
        let _ = mode;
        Ok(Box::new(file))
    }

    fn open_append(&self, path: &Path) -> io::Result<(Box<dyn Sink>, fs::Metadata)> {
        let file = open_nofollow(path, OpenOptions::new().append(true))?;
        let meta = file.metadata()?;
        Ok((Box::new(file), meta))
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        rename_over(from, to)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        sync_dir(dir)
    }

    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        create_private_dir(dir)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    fn sync_file(&self, path: &Path) -> io::Result<()> {
        // Write access: Windows flushes only a handle that may write.
        open_nofollow(path, OpenOptions::new().append(true))?.sync_all()
    }

    fn truncate(&self, path: &Path, len: u64) -> io::Result<()> {
        let file = open_nofollow(path, OpenOptions::new().write(true))?;
        file.set_len(len)?;
        file.sync_all()
    }
}

/// `fs::rename`, replacing `to`. On Windows a target or source that
/// another program holds open for a moment (a virus scanner reading the
/// new file) makes `MoveFileExW` fail with "access denied": it is tried
/// again for up to about a second. The renamed file is then flushed, as
/// Windows cannot sync its folder.
fn rename_over(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(windows)]
    {
        let mut tries = 0;
        loop {
            match fs::rename(from, to) {
                Err(e) if e.kind() == io::ErrorKind::PermissionDenied && tries < 40 => {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(25));
                }
                Err(e) => return Err(e),
                Ok(()) => break,
            }
        }
        // Best effort: the rename itself is in NTFS's journal either way.
        if let Ok(f) = OpenOptions::new().write(true).open(to) {
            let _ = f.sync_all();
        }
        Ok(())
    }
    #[cfg(not(windows))]
    {
        fs::rename(from, to)
    }
}

/// The marker between a temp file's target name and its `<pid>-<n>`.
const TMP_MARK: &str = ".tmp-";

static NEXT_TMP: AtomicU64 = AtomicU64::new(0);

/// Replaces `path` with `bytes` durably and atomically: after `Ok`, the new
/// content is on disk under `path`; after `Err` or a crash, `path` holds the
/// old content or the new one, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_on(&RealDisk, path, bytes)
}

/// [`write_atomic`] through `disk`.
#[doc(hidden)]
pub fn write_atomic_on(disk: &dyn Disk, path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = parent_dir(path);
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?;
    // The new file keeps the old one's permissions (a `chmod 600` report
    // stays 0600, F8); a new file is the owner's only.
    #[cfg(unix)]
    let mode = fs::metadata(path).ok().map(|old| {
        use std::os::unix::fs::PermissionsExt;
        old.permissions().mode() & 0o7777
    });
    #[cfg(not(unix))]
    let mode = None;
    let (tmp, mut sink) = create_temp(disk, &dir, &name.to_string_lossy(), mode)?;
    let written = sink.write_all(bytes).and_then(|()| sink.sync());
    drop(sink);
    if let Err(e) = written {
        let _ = disk.remove_file(&tmp);
        return Err(e);
    }
    if let Err(e) = disk.rename(&tmp, path) {
        let _ = disk.remove_file(&tmp);
        return Err(e);
    }
    disk.sync_dir(&dir)
}

/// Removes the temp files [`write_atomic`] leaves behind when interrupted
/// (`.<name>.tmp-<pid>-<n>` regular files directly in `dir`). Best effort:
/// errors are ignored. Call it only while no other process can be writing
/// in `dir` (for a night folder: with the night's lock held).
pub fn clean_temp_files(dir: &Path) {
    clean_temp_files_on(&RealDisk, dir);
}

/// [`clean_temp_files`] through `disk`; the removals are synced.
#[doc(hidden)]
pub fn clean_temp_files_on(disk: &dyn Disk, dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut removed = false;
    for entry in entries.filter_map(Result::ok) {
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if is_file && is_temp_name(&entry.file_name().to_string_lossy()) {
            removed |= disk.remove_file(&entry.path()).is_ok();
        }
    }
    if removed {
        let _ = disk.sync_dir(dir);
    }
}

/// Makes a directory's entries (a rename, a new file) durable. On unix a
/// file system that cannot sync a folder (`EINVAL`, `ENOTSUP`: some network
/// and FUSE file systems) is taken as it is; Windows cannot open a folder
/// as a file and journals its metadata itself: nothing to do.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        match File::open(dir).and_then(|f| f.sync_all()) {
            Err(e) if dir_sync_unsupported(&e) => Ok(()),
            other => other,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(unix)]
fn dir_sync_unsupported(e: &io::Error) -> bool {
    // ENOTSUP and EOPNOTSUPP are one number on Linux, two on macOS.
    e.raw_os_error()
        .is_some_and(|n| n == libc::EINVAL || n == libc::ENOTSUP || n == libc::EOPNOTSUPP)
}

/// `true` for names [`write_atomic`] gives its temp files.
pub fn is_temp_name(name: &str) -> bool {
    let Some(rest) = name.strip_prefix('.') else {
        return false;
    };
    let Some(at) = rest.rfind(TMP_MARK) else {
        return false;
    };
    let (target, suffix) = (&rest[..at], &rest[at + TMP_MARK.len()..]);
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    !target.is_empty()
        && suffix
            .split_once('-')
            .is_some_and(|(pid, n)| digits(pid) && digits(n))
}

fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Opens `path` with `options`, never through a symbolic link at its last
/// component (`O_NOFOLLOW`, F9).
pub fn open_nofollow(path: &Path, options: &mut OpenOptions) -> io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC);
    }
    options.open(path)
}

/// `true` for the error an `O_NOFOLLOW` open gives on a symbolic link.
pub fn is_symlink_error(e: &io::Error) -> bool {
    #[cfg(unix)]
    {
        e.raw_os_error() == Some(libc::ELOOP)
    }
    #[cfg(not(unix))]
    {
        let _ = e;
        false
    }
}

/// Creates a new file for writing, readable by the owner only (0600), never
/// through a symbolic link and never over anything already there.
pub fn open_new_private(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    open_nofollow(path, &mut options)
}

/// Creates one folder, the owner's only (0700).
pub fn create_private_dir(path: &Path) -> io::Result<()> {
    // Only unix sets a mode on it.
    #[cfg_attr(not(unix), allow(unused_mut))]
    let mut b = fs::DirBuilder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(path)
}

/// Creates a folder and the missing ones above it, new ones 0700, each
/// made durable in its parent (a power cut right after keeps them all).
pub fn create_private_dirs(path: &Path) -> io::Result<()> {
    create_dirs_on(&RealDisk, path)
}

/// [`create_private_dirs`] through `disk`.
#[doc(hidden)]
pub fn create_dirs_on(disk: &dyn Disk, path: &Path) -> io::Result<()> {
    let mut missing = Vec::new();
    let mut at = Some(path);
    while let Some(p) = at.filter(|p| !p.as_os_str().is_empty()) {
        match fs::metadata(p) {
            Ok(m) if m.is_dir() => break,
            Ok(_) => {
                return Err(io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    format!("{}: not a folder", super::shown(p)),
                ));
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => missing.push(p),
            Err(e) => return Err(e),
        }
        at = p.parent();
    }
    for p in missing.into_iter().rev() {
        match disk.create_dir(p) {
            Ok(()) => disk.sync_dir(&parent_dir(p))?,
            // Another racon made it in the meantime.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && p.is_dir() => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Writes `bytes` to a new file `path` (refused if anything is there),
/// owner-only, durably: write, fsync, fsync the folder.
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_new_on(&RealDisk, path, bytes)
}

/// [`write_new`] through `disk`.
#[doc(hidden)]
pub fn write_new_on(disk: &dyn Disk, path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut sink = disk.create_new(path, None)?;
    let written = sink.write_all(bytes).and_then(|()| sink.sync());
    drop(sink);
    if let Err(e) = written {
        let _ = disk.remove_file(path);
        return Err(e);
    }
    disk.sync_dir(&parent_dir(path))
}

fn create_temp(
    disk: &dyn Disk,
    dir: &Path,
    name: &str,
    mode: Option<u32>,
) -> io::Result<(PathBuf, Box<dyn Sink>)> {
    let pid = std::process::id();
    loop {
        let n = NEXT_TMP.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}{TMP_MARK}{pid}-{n}"));
        match disk.create_new(&tmp, mode) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temp_names() {
        assert!(is_temp_name(".events.tmp-12-0"));
        assert!(is_temp_name(".a.b.tmp-1-22"));
        assert!(!is_temp_name("events"));
        assert!(!is_temp_name(".events.tmp-"));
        assert!(!is_temp_name(".events.tmp-12"));
        assert!(!is_temp_name(".events.tmp-12-x"));
        assert!(!is_temp_name(".tmp-1-2"));
        assert!(!is_temp_name("events.tmp-1-2"));
    }
}
