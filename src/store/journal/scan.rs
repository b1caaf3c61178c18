//! Reading a journal back: every line checked (UTF-8, the `<crc> ` prefix,
//! the checksum, the RON, `seq` in order), the torn tail found, and its
//! recovery (quarantine, cut, the host's notice of it).

use super::{
    Foreign, Header, HeaderProbe, JournalError, Kind, MAX_LINE, NIGHT, Problem, QUARANTINE_DIR,
    Record,
};
use crate::rules::ron_text::parse_plain;
use crate::store::atomic::{self, Disk};
use serde::de::DeserializeOwned;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader};
use std::path::{Path, PathBuf};

/// An unterminated last fragment: its file offset and bytes.
pub(super) struct Tail {
    pub(super) offset: u64,
    pub(super) bytes: Vec<u8>,
}

pub(super) struct Scan<E> {
    pub(super) header: Option<Header>,
    pub(super) records: Vec<Record<E>>,
    pub(super) tail: Option<Tail>,
    pub(super) problem: Option<JournalError>,
}

enum Piece {
    /// A newline-terminated line (newline not kept).
    Line,
    /// End of file; the buffer holds the unterminated rest (maybe empty).
    Eof,
    /// The line is longer than the cap; reading stopped.
    TooLong,
}

/// Reads up to and including the next `\n` into `buf` (without it), never
/// holding more than `cap` bytes.
fn read_capped(r: &mut impl BufRead, buf: &mut Vec<u8>, cap: usize) -> io::Result<Piece> {
    buf.clear();
    loop {
        let avail = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            return Ok(Piece::Eof);
        }
        let (take, found) = match avail.iter().position(|&b| b == b'\n') {
            Some(i) => (i, true),
            None => (avail.len(), false),
        };
        if buf.len() + take > cap {
            return Ok(Piece::TooLong);
        }
        buf.extend_from_slice(&avail[..take]);
        r.consume(take + usize::from(found));
        if found {
            return Ok(Piece::Line);
        }
    }
}

/// Opens `events` for reading; `None` if it does not exist. Only a regular
/// file is read: a FIFO, device or socket is refused without blocking (F3).
fn open_events(events: &Path) -> Result<Option<BufReader<File>>, JournalError> {
    match crate::store::open_regular(events) {
        Ok(file) => Ok(Some(BufReader::with_capacity(1 << 16, file))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(JournalError::io(events, e)),
    }
}

/// Refuses a journal whose header says it is newer than this racon, reading
/// only line 1 (so nothing, not even the lock file, is created for it).
pub(super) fn refuse_newer(events: &Path, kind: Kind) -> Result<(), JournalError> {
    let Some(mut reader) = open_events(events)? else {
        return Ok(());
    };
    let mut buf = Vec::new();
    let piece =
        read_capped(&mut reader, &mut buf, MAX_LINE).map_err(|e| JournalError::io(events, e))?;
    if let Piece::Line = piece
        && let Some(version) = probe_version(&buf, kind)
        && version > u64::from(kind.version)
    {
        return Err(JournalError::TooNew {
            path: events.to_path_buf(),
            version,
        });
    }
    Ok(())
}

/// The header's version if line 1 is a racon-night header with a good
/// checksum (the `<crc> <RON>` form of line 1 and its `format` and `version`
/// fields are the same in every version).
pub(super) fn probe_version(line: &[u8], kind: Kind) -> Option<u64> {
    let text = std::str::from_utf8(line).ok()?;
    let (crc, ron_text) = split_line(text)?;
    if u32::from_str_radix(crc, 16).ok()? != crc32fast::hash(ron_text.as_bytes()) {
        return None;
    }
    let probe: HeaderProbe = ron::Options::default().from_str(ron_text).ok()?;
    (probe.format == kind.format).then_some(probe.version)
}

/// `("1a2b3c4d", "<ron>")` if the line has the `<8 lower-case hex> ` prefix.
pub(super) fn split_line(text: &str) -> Option<(&str, &str)> {
    let (crc, rest) = (text.get(..8)?, text.get(8..)?);
    let rest = rest.strip_prefix(' ')?;
    crc.bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        .then_some((crc, rest))
}

/// Reads the whole journal: header, records up to the first problem, and the
/// torn tail if the file ends without a newline.
pub(super) fn scan<E: DeserializeOwned>(
    events: &Path,
    kind: Kind,
) -> Result<Scan<E>, JournalError> {
    let mut out = Scan {
        header: None,
        records: Vec::new(),
        tail: None,
        problem: None,
    };
    let Some(mut reader) = open_events(events)? else {
        return Ok(out);
    };
    let mut buf = Vec::new();
    let mut offset: u64 = 0;
    let mut line_no: usize = 0;
    loop {
        line_no += 1;
        let piece = read_capped(&mut reader, &mut buf, MAX_LINE)
            .map_err(|e| JournalError::io(events, e))?;
        match piece {
            Piece::Eof => {
                if !buf.is_empty() {
                    out.tail = Some(Tail {
                        offset,
                        bytes: std::mem::take(&mut buf),
                    });
                }
                return Ok(out);
            }
            Piece::TooLong => {
                out.problem = Some(corrupt(
                    events,
                    line_no,
                    1,
                    Problem::TooLong { max: MAX_LINE },
                ));
                return Ok(out);
            }
            Piece::Line => {}
        }
        let checked = check_line(events, line_no, offset, &buf, kind).and_then(|ron_text| {
            if line_no == 1 {
                read_header(events, ron_text, kind).map(|h| out.header = Some(h))
            } else {
                let want = out.records.len() as u64 + 1;
                read_record(events, line_no, ron_text, want).map(|r| out.records.push(r))
            }
        });
        if let Err(e) = checked {
            if let JournalError::TooNew { .. } = e {
                return Err(e);
            }
            out.problem = Some(e);
            return Ok(out);
        }
        offset += buf.len() as u64 + 1;
    }
}

pub(super) fn corrupt(path: &Path, line: usize, col: usize, problem: Problem) -> JournalError {
    JournalError::Corrupt {
        path: path.to_path_buf(),
        line,
        col,
        problem,
    }
}

/// UTF-8, the `<crc> ` prefix and (except for a header, which is probed for
/// its version first) the checksum. Returns the RON text.
fn check_line<'a>(
    path: &Path,
    line_no: usize,
    offset: u64,
    bytes: &'a [u8],
    kind: Kind,
) -> Result<&'a str, JournalError> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let good = e.valid_up_to();
        let col = String::from_utf8_lossy(&bytes[..good]).chars().count() + 1;
        corrupt(
            path,
            line_no,
            col,
            Problem::NotUtf8 {
                offset: offset + good as u64,
            },
        )
    })?;
    if line_no == 1 && text.starts_with('\u{feff}') {
        return Err(corrupt(path, 1, 1, Problem::Bom));
    }
    let Some((crc, ron_text)) = split_line(text) else {
        let what = if line_no == 1 {
            Problem::NotJournal {
                format: kind.format,
            }
        } else {
            Problem::Malformed
        };
        return Err(corrupt(path, line_no, 1, what));
    };
    let actual = crc32fast::hash(ron_text.as_bytes());
    if u32::from_str_radix(crc, 16).ok() != Some(actual) {
        return Err(corrupt(
            path,
            line_no,
            1,
            Problem::Checksum {
                said: crc.to_string(),
                actual,
                crlf: ron_text.ends_with('\r'),
            },
        ));
    }
    if line_no == 1
        && let Some(version) = probe_version(bytes, kind)
        && version > u64::from(kind.version)
    {
        return Err(JournalError::TooNew {
            path: path.to_path_buf(),
            version,
        });
    }
    Ok(ron_text)
}

/// Column offset of the RON text in its line (`<8 hex> `).
const RON_COL: usize = 9;

/// Parses one line of RON as `T` ([`parse_plain`]), located at `line`, in
/// the line's columns.
fn parse_ron<T: DeserializeOwned>(path: &Path, line: usize, text: &str) -> Result<T, JournalError> {
    parse_plain(text).map_err(|e| corrupt(path, line, RON_COL + e.col, Problem::Ron(e.cause)))
}

fn read_header(path: &Path, text: &str, kind: Kind) -> Result<Header, JournalError> {
    let header: Header = parse_ron(path, 1, text)?;
    if header.format != kind.format {
        return Err(corrupt(
            path,
            1,
            RON_COL + 1,
            Problem::WrongFormat {
                want: kind.format,
                got: header.format,
            },
        ));
    }
    if header.version < kind.oldest || header.version > kind.version {
        return Err(corrupt(
            path,
            1,
            RON_COL + 1,
            Problem::UnknownVersion(u64::from(header.version)),
        ));
    }
    Ok(header)
}

fn read_record<E: DeserializeOwned>(
    path: &Path,
    line: usize,
    text: &str,
    want: u64,
) -> Result<Record<E>, JournalError> {
    let record: Record<E> = parse_ron(path, line, text)?;
    if record.seq != want {
        let col = text
            .find("seq")
            .map_or(1, |b| RON_COL + text[..b].chars().count() + 1);
        let problem = if record.seq > want {
            Problem::SeqMissing {
                from: want,
                to: record.seq - 1,
                has: record.seq,
            }
        } else {
            Problem::SeqBack {
                has: record.seq,
                want,
            }
        };
        return Err(corrupt(path, line, col, problem));
    }
    Ok(record)
}

/// One record line (its newline cut off) as a follower reads it: UTF-8,
/// the checksum, the RON, and `seq` must be `want` (line `line_no`, at file
/// offset `offset`, for error positions).
pub(crate) fn parse_record_line<E: DeserializeOwned>(
    path: &Path,
    line_no: usize,
    offset: u64,
    bytes: &[u8],
    want: u64,
) -> Result<Record<E>, JournalError> {
    let text = check_line(path, line_no, offset, bytes, NIGHT)?;
    read_record(path, line_no, text, want)
}

// ---------------------------------------------------------------- recovery

/// Moves a torn tail's bytes to `<dir>/quarantine/events-tail-<n>` (first
/// free n from 1), durably, and returns that path.
pub(super) fn quarantine(
    disk: &dyn Disk,
    dir: &Path,
    bytes: &[u8],
) -> Result<PathBuf, JournalError> {
    let qdir = dir.join(QUARANTINE_DIR);
    match disk.create_dir(&qdir) {
        Ok(()) => disk.sync_dir(dir).map_err(|e| JournalError::io(dir, e))?,
        // Only a real folder, never a symbolic link to one (F9).
        Err(e)
            if e.kind() == io::ErrorKind::AlreadyExists
                && fs::symlink_metadata(&qdir).is_ok_and(|m| m.is_dir()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(JournalError::Foreign {
                path: qdir,
                what: Foreign::NotFolder,
            });
        }
        Err(e) => return Err(JournalError::io(&qdir, e)),
    }
    let mut n: u64 = 1;
    let (path, mut file) = loop {
        let path = qdir.join(format!("events-tail-{n}"));
        match disk.create_new(&path, None) {
            Ok(f) => break (path, f),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => n += 1,
            Err(e) => return Err(JournalError::io(&path, e)),
        }
    };
    file.write_all(bytes)
        .and_then(|()| file.sync())
        .map_err(|e| JournalError::io(&path, e))?;
    drop(file);
    disk.sync_dir(&qdir)
        .map_err(|e| JournalError::io(&qdir, e))?;
    Ok(path)
}

/// Cuts `events` to `len` bytes, durably.
pub(super) fn truncate(disk: &dyn Disk, events: &Path, len: u64) -> Result<(), JournalError> {
    disk.truncate(events, len)
        .map_err(|e| JournalError::io(events, e))
}

/// A torn tail that was cut off the journal and kept aside (F5): the screen
/// says so once, until the host acknowledges it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepairReport {
    /// The line of `events` that was cut (`None` for a tail moved aside by
    /// an earlier racon that did not record it).
    pub cut_at_line: Option<usize>,
    /// How many bytes were cut.
    pub bytes: u64,
    /// Where they were kept: `<night>/quarantine/events-tail-<n>`.
    pub quarantine_path: PathBuf,
}

/// The marker [`mark_repair_seen`] leaves next to a quarantined tail.
const SEEN_SUFFIX: &str = ".seen";

/// Remembers that the host has seen `report`: `<quarantine file>.seen`.
pub fn mark_repair_seen(report: &RepairReport) -> io::Result<()> {
    let mut name = report.quarantine_path.as_os_str().to_owned();
    name.push(SEEN_SUFFIX);
    let path = PathBuf::from(name);
    match atomic::open_new_private(&path) {
        Ok(f) => f.sync_all()?,
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    match path.parent() {
        Some(dir) => atomic::sync_dir(dir),
        None => Ok(()),
    }
}

/// Torn tails in `<dir>/quarantine` the host has not acknowledged, oldest
/// first (for a tail kept by an earlier run whose notice was never seen).
pub(super) fn unseen_repairs(dir: &Path) -> Vec<RepairReport> {
    let qdir = dir.join(QUARANTINE_DIR);
    if !fs::symlink_metadata(&qdir).is_ok_and(|m| m.is_dir()) {
        return Vec::new();
    }
    let Ok(entries) = fs::read_dir(&qdir) else {
        return Vec::new();
    };
    let mut found: Vec<(u64, RepairReport)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_string();
            let n: u64 = name.strip_prefix("events-tail-")?.parse().ok()?;
            let meta = e.metadata().ok().filter(fs::Metadata::is_file)?;
            let seen = qdir.join(format!("{name}{SEEN_SUFFIX}"));
            if fs::symlink_metadata(&seen).is_ok() {
                return None;
            }
            Some((
                n,
                RepairReport {
                    cut_at_line: None,
                    bytes: meta.len(),
                    quarantine_path: e.path(),
                },
            ))
        })
        .collect();
    found.sort_by_key(|(n, _)| *n);
    found.into_iter().map(|(_, r)| r).collect()
}
