//! Following a live night's journal from another process (`racon display`,
//! later `racon serve`): no lock, never a write, reading only what was
//! appended since the last look.
//!
//! The host's racon appends whole lines (one `write_all`, then fsync), may
//! leave a torn last line that the next open quarantines (cutting the file
//! back), or replaces the file atomically after a failed write. The
//! follower keeps the byte offset after the last complete line it read and
//! the file's identity (device, inode): new complete lines are parsed and
//! folded; a line without its newline yet is left for the next look; a
//! file that shrank, or is another file, is read again from the start.

use super::journal::{self, EVENTS_FILE, JournalError};
use crate::night::{Event, Night};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

/// Who the events file is and how it looked at the last look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamp {
    dev: u64,
    ino: u64,
    len: u64,
    mtime_ns: i128,
}

fn stamp(path: &Path) -> std::io::Result<Stamp> {
    let m = std::fs::metadata(path)?;
    #[cfg(unix)]
    let (dev, ino) = {
        use std::os::unix::fs::MetadataExt;
        (m.dev(), m.ino())
    };
    #[cfg(not(unix))]
    let (dev, ino) = (0, 0);
    let mtime_ns = m
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos() as i128);
    Ok(Stamp {
        dev,
        ino,
        len: m.len(),
        mtime_ns,
    })
}

/// What a look at the journal found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Nothing new.
    None,
    /// New events were folded in.
    Appended(usize),
    /// The file was replaced or cut back: the night was read again.
    Reloaded,
    /// The file (or its folder) is gone: [`Follower::gone`] says so.
    Gone,
}

/// A live night, followed read-only.
#[derive(Debug)]
pub struct Follower {
    dir: PathBuf,
    events: PathBuf,
    night: Night,
    /// Offset just after the last complete line read.
    offset: u64,
    /// Lines read so far (the header is line 1).
    lines: usize,
    last: Option<Stamp>,
    /// Why the last look could not read on (the night shown is the last
    /// good one), if it could not: a damaged line, a line longer than any
    /// racon writes, a file that does not load. A night with a problem is
    /// shown but never settled ([`Follower::whole`], G1).
    pub problem: Option<super::night::ReadOnlyWhy>,
    /// The journal (or its folder) is not there at the last look: deleted
    /// or moved away. The night shown is the last one read; said, never
    /// shown as if live (G9). Cleared when a journal is there again.
    pub gone: Option<super::night::ReadOnlyWhy>,
}

impl Follower {
    /// Reads the night in `dir` as it is now. Fails only when there is no
    /// night to show at all (no folder, no events, a first event that does
    /// not replay); a damaged later line is reported in `problem`.
    pub fn open(dir: &Path) -> Result<Follower, super::night::OpenError> {
        let events = dir.join(EVENTS_FILE);
        let l = load(dir, &events)?;
        Ok(Follower {
            dir: dir.to_path_buf(),
            events,
            night: l.night,
            offset: l.offset,
            lines: l.lines,
            last: l.stamp,
            problem: l.problem,
            gone: None,
        })
    }

    /// Whether the night shown is its whole journal as last read (no
    /// damaged or impossible line stopped the reading): only then is its
    /// money shown (G1).
    pub fn whole(&self) -> bool {
        self.problem.is_none()
    }

    pub fn night(&self) -> &Night {
        &self.night
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Reads the whole file again.
    fn reload(&mut self) -> Result<(), super::night::OpenError> {
        let l = load(&self.dir, &self.events)?;
        self.night = l.night;
        self.offset = l.offset;
        self.lines = l.lines;
        self.last = l.stamp;
        self.problem = l.problem;
        self.gone = None;
        Ok(())
    }

    /// Looks at the file once: cheap (one `stat`) when nothing changed.
    pub fn poll(&mut self) -> Change {
        let now = match stamp(&self.events) {
            Ok(now) => now,
            Err(e) => {
                // racon replaces its journal by renaming over it, so the
                // file is never missing in between: missing is gone (the
                // file or the night's folder deleted or moved), and said
                // (G9). A journal there again is read anew.
                let first = self.gone.is_none();
                self.gone = Some(std::sync::Arc::new(
                    JournalError::Io {
                        path: self.events.clone(),
                        source: e,
                    }
                    .into(),
                ));
                self.last = None;
                return if first { Change::Gone } else { Change::None };
            }
        };
        if self.gone.take().is_some() {
            return match self.reload() {
                Ok(()) => Change::Reloaded,
                Err(e) => {
                    self.problem = Some(std::sync::Arc::new(e));
                    self.last = Some(now);
                    Change::Reloaded
                }
            };
        }
        if self.last == Some(now) {
            return Change::None;
        }
        let replaced = self
            .last
            .is_some_and(|l| (l.dev, l.ino) != (now.dev, now.ino));
        if replaced || now.len < self.offset {
            return match self.reload() {
                Ok(()) => Change::Reloaded,
                Err(e) => {
                    self.problem = Some(std::sync::Arc::new(e));
                    self.last = Some(now);
                    Change::Reloaded
                }
            };
        }
        match self.read_new() {
            Ok(n) => {
                self.last = Some(now);
                if n > 0 {
                    Change::Appended(n)
                } else {
                    Change::None
                }
            }
            Err(e) => {
                self.problem = Some(std::sync::Arc::new(e.into()));
                self.last = Some(now);
                Change::None
            }
        }
    }

    /// Parses the complete lines after `offset` and folds their events. A
    /// line longer than any racon writes is a problem at that line, not a
    /// wait for a newline that never comes (G9).
    fn read_new(&mut self) -> Result<usize, JournalError> {
        let mut file = super::open_regular(&self.events).map_err(|e| io_err(&self.events, e))?;
        file.seek(SeekFrom::Start(self.offset))
            .map_err(|e| io_err(&self.events, e))?;
        let mut bytes = Vec::new();
        file.take(journal::MAX_LINE as u64 * 4)
            .read_to_end(&mut bytes)
            .map_err(|e| io_err(&self.events, e))?;
        let mut added = 0;
        let mut start = 0;
        let too_long = |line_no: usize| JournalError::Corrupt {
            path: self.events.clone(),
            line: line_no,
            col: 1,
            problem: journal::Problem::TooLong {
                max: journal::MAX_LINE,
            },
        };
        loop {
            let Some(nl) = bytes[start..].iter().position(|&b| b == b'\n') else {
                // No newline yet: a line being written, unless it is
                // already longer than any line racon writes.
                if bytes.len() - start > journal::MAX_LINE {
                    return Err(too_long(self.lines + 1));
                }
                break;
            };
            if nl > journal::MAX_LINE {
                return Err(too_long(self.lines + 1));
            }
            let line = &bytes[start..start + nl];
            let line_no = self.lines + 1;
            let want = self.night.next_seq();
            let record = journal::parse_record_line::<Event>(
                &self.events,
                line_no,
                self.offset + start as u64,
                line,
                want,
            )?;
            self.night
                .push(record.at, record.event)
                .map_err(|e| JournalError::Corrupt {
                    path: self.events.clone(),
                    line: line_no,
                    col: 1,
                    problem: journal::Problem::Replay(Box::new(e)),
                })?;
            self.lines = line_no;
            start += nl + 1;
            self.offset += (nl + 1) as u64;
            added += 1;
            self.problem = None;
        }
        Ok(added)
    }
}

fn io_err(path: &Path, e: std::io::Error) -> JournalError {
    JournalError::Io {
        path: path.to_path_buf(),
        source: e,
    }
}

/// The byte offset after the first `lines` complete lines of `path`, and
/// how many complete lines that is (fewer if the file has fewer).
fn complete_prefix(path: &Path, lines: usize) -> std::io::Result<(u64, usize)> {
    let mut file = super::open_regular(path)?;
    let mut buf = vec![0u8; 1 << 16];
    let (mut offset, mut seen) = (0u64, 0usize);
    let mut pos = 0u64;
    while seen < lines {
        let n = file.read(&mut buf)?;
        if n == 0 {
            break;
        }
        for &b in &buf[..n] {
            pos += 1;
            if b == b'\n' {
                seen += 1;
                offset = pos;
                if seen == lines {
                    break;
                }
            }
        }
    }
    Ok((offset, seen))
}

struct Load {
    night: Night,
    offset: u64,
    lines: usize,
    stamp: Option<Stamp>,
    problem: Option<super::night::ReadOnlyWhy>,
}

/// The whole night as [`super::night::NightFile::open_read_only`] reads it,
/// with where the complete lines it read end.
fn load(dir: &Path, events: &Path) -> Result<Load, super::night::OpenError> {
    let stamp = stamp(events).ok();
    // A journal with no good record: name its problem (file:line:col).
    let first = journal::Journal::<Event>::open_read_only(dir)?;
    if first.records.is_empty() {
        return Err(match first.problem {
            Some(p) => p.into(),
            None => super::night::OpenError::Empty(dir.to_path_buf()),
        });
    }
    let nf = super::night::NightFile::open_read_only(dir)?;
    let night = nf.night().clone();
    // The header and one line per record.
    let (offset, lines) = complete_prefix(events, night.records().len() + 1).unwrap_or((0, 0));
    Ok(Load {
        night,
        offset,
        lines,
        stamp,
        problem: nf.problem.clone(),
    })
}
