//! Durable whole-file replacement (RELIABILITY.md, "Replacing any whole
//! file"): a temp file in the same directory → `write_all` → `sync_all` →
//! rename over the target → fsync the directory. A crash at any point leaves
//! either the old file or the new one under the target's name, plus at worst
//! a stray temp file that [`clean_temp_files`] removes (RELIABILITY 9).
//!
//! Temp files are named `.<name>.tmp-<pid>-<n>` after the file they replace.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Where bytes go on their way to disk: one `write_all`, then `sync`.
///
/// `File` is the real one; tests wrap it to make a chosen write or sync fail
/// (see `journal::Faults`). Not a stable API.
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

/// The marker between a temp file's target name and its `<pid>-<n>`.
const TMP_MARK: &str = ".tmp-";

static NEXT_TMP: AtomicU64 = AtomicU64::new(0);

/// Replaces `path` with `bytes` durably and atomically: after `Ok`, the new
/// content is on disk under `path`; after `Err` or a crash, `path` holds the
/// old content or the new one, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, bytes, &|f| Box::new(f))
}

/// [`write_atomic`], writing the temp file through `wrap(file)`.
pub(crate) fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    wrap: &dyn Fn(File) -> Box<dyn Sink>,
) -> io::Result<()> {
    let dir = parent_dir(path);
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?;
    let (tmp, file) = create_temp(&dir, &name.to_string_lossy())?;
    // The new file keeps the old one's permissions (a `chmod 600` report
    // stays 0600, F8); a new file is the owner's only.
    #[cfg(unix)]
    if let Ok(old) = fs::metadata(path) {
        use std::os::unix::fs::PermissionsExt;
        let mode = old.permissions().mode() & 0o7777;
        if let Err(e) = file.set_permissions(fs::Permissions::from_mode(mode)) {
            let _ = fs::remove_file(&tmp);
            return Err(e);
        }
    }
    let written = (|| {
        let mut sink = wrap(file);
        sink.write_all(bytes)?;
        sink.sync()
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    if let Err(e) = fs::rename(&tmp, path) {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    sync_dir(&dir)
}

/// Removes the temp files [`write_atomic`] leaves behind when interrupted
/// (`.<name>.tmp-<pid>-<n>` regular files directly in `dir`). Best effort:
/// errors are ignored. Call it only while no other process can be writing
/// in `dir` (for a night folder: with the night's lock held).
pub fn clean_temp_files(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if is_file && is_temp_name(&entry.file_name().to_string_lossy()) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Makes a directory's entries (a rename, a new file) durable.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        // Directories cannot be opened as files elsewhere; rename is as
        // durable as the platform makes it.
        let _ = dir;
        Ok(())
    }
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
    let mut b = fs::DirBuilder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(path)
}

/// Creates a folder and the missing ones above it, new ones 0700.
pub fn create_private_dirs(path: &Path) -> io::Result<()> {
    let mut b = fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        b.mode(0o700);
    }
    b.create(path)
}

/// Writes `bytes` to a new file `path` (refused if anything is there),
/// owner-only, durably: write, fsync, fsync the folder.
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = open_new_private(path)?;
    let written = Write::write_all(&mut file, bytes).and_then(|()| file.sync_all());
    if let Err(e) = written {
        let _ = fs::remove_file(path);
        return Err(e);
    }
    sync_dir(&parent_dir(path))
}

fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let pid = std::process::id();
    loop {
        let n = NEXT_TMP.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}{TMP_MARK}{pid}-{n}"));
        match open_new_private(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
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
