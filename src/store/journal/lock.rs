//! The lock that holds a night for one racon (F2, F9).

use super::{Foreign, JournalError, LOCK_FILE};
use crate::store::atomic;
use std::fs::{self, File, OpenOptions};
use std::path::Path;

/// What holds a night: an exclusive lock on the night folder itself (which
/// no rename or removal of a file inside it can swap, F2), and on the `lock`
/// file for racons of earlier versions, which lock only that.
#[derive(Debug)]
pub(super) struct Lock {
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

pub(super) fn take_lock(dir: &Path) -> Result<Lock, JournalError> {
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
