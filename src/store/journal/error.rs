//! What can go wrong with a journal, as data: the error, the problem at a
//! line, what racon refuses to save. The words (and the English `Display`)
//! are in `i18n::store`.

use super::FORMAT_VERSION;
use std::io;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{}: {source}", crate::store::shown::shown(path))]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(
        "{}: this night is open in another racon",
        crate::store::shown::shown(path)
    )]
    Locked { path: PathBuf },
    /// The group's ledger (`path`, its folder) is being written by another
    /// racon and was still locked after a moment's wait (G10).
    #[error(
        "{}: another racon is writing to the ledger right now; try again in a moment",
        crate::store::shown::shown(path)
    )]
    LedgerBusy { path: PathBuf },
    /// The `events` file this racon writes to was removed, renamed or
    /// replaced while the night was open (F2): nothing more is written to
    /// it; the actions since are NOT SAVED.
    #[error(
        "{}: the journal file was removed or replaced while this racon had it open; nothing more is written to it",
        crate::store::shown::shown(path)
    )]
    Replaced { path: PathBuf },
    /// A file or folder racon makes inside a night folder (`lock`,
    /// `quarantine`) is something else there, e.g. a symbolic link (F9).
    #[error(
        "{}: not a file racon made here ({what}); not used",
        crate::store::shown::shown(path)
    )]
    Foreign { path: PathBuf, what: Foreign },
    #[error(
        "{}: written by a newer racon (journal version {version}; this racon reads up to {FORMAT_VERSION}); not opened, nothing changed",
        crate::store::shown::shown(path)
    )]
    TooNew { path: PathBuf, version: u64 },
    #[error("{}:{line}:{col}: {problem}", crate::store::shown::shown(path))]
    Corrupt {
        path: PathBuf,
        line: usize,
        col: usize,
        problem: Problem,
    },
    #[error("{}: a journal already exists here", crate::store::shown::shown(path))]
    Exists { path: PathBuf },
    #[error("{}: the journal is open read-only", crate::store::shown::shown(path))]
    ReadOnly { path: PathBuf },
    /// A write or sync failed earlier (or a rewrite did); appends are refused
    /// until [`Journal::rewrite`] succeeds.
    #[error(
        "{}: NOT SAVED: an earlier write failed; the journal must be rewritten",
        crate::store::shown::shown(path)
    )]
    Dirty { path: PathBuf },
    /// The caller asked for something that cannot be written (an event that
    /// does not serialize to one line, a line over [`MAX_LINE`], records whose
    /// `seq` is not 1, 2, …). Nothing was written.
    #[error("{}: cannot save: {problem}", crate::store::shown::shown(path))]
    Invalid { path: PathBuf, problem: Unsaveable },
}

/// What is wrong at a line of a journal, as data; worded by
/// `i18n::store::journal_problem` (`Display` is its English).
#[derive(Debug)]
pub enum Problem {
    /// A line longer than `max` bytes.
    TooLong { max: usize },
    /// A byte that is not UTF-8, at this file offset.
    NotUtf8 { offset: u64 },
    /// The file starts with a byte-order mark.
    Bom,
    /// Line 1 is not `<crc> (format:"…", ...)`.
    NotJournal { format: &'static str },
    /// A later line is not `<8 lower-case hex digits> <record>`.
    Malformed,
    /// The checksum the line carries is not its text's; `crlf` when the
    /// line ends in `\r` (Windows line endings).
    Checksum {
        said: String,
        actual: u32,
        crlf: bool,
    },
    /// The RON text is not a header or a record.
    Ron(crate::rules::ron_text::Cause),
    /// The header names another format.
    WrongFormat { want: &'static str, got: String },
    /// The header's version is not one this racon writes.
    UnknownVersion(u64),
    /// Records `from..=to` are missing; this line has `has`.
    SeqMissing { from: u64, to: u64, has: u64 },
    /// This line's seq repeats or goes back.
    SeqBack { has: u64, want: u64 },
    /// The last line was cut short and could not be moved aside: opened
    /// read-only, nothing changed.
    TailNotMoved(Box<JournalError>),
    /// An event that cannot follow the ones before it (boxed: a replay
    /// error carries a setup problem, and `JournalError`, which holds this,
    /// is returned by every journal call).
    Replay(Box<crate::night::ReplayError>),
}

/// What is in the way where racon makes a file or folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Foreign {
    NotRegularFile,
    SymbolicLink,
    /// Not a folder (a symbolic link or a file).
    NotFolder,
}

/// Why something cannot be written to a journal, as data.
#[derive(Debug)]
pub enum Unsaveable {
    /// Records to rewrite are not numbered 1, 2, …: the `record`-th has
    /// `seq`, not `want`.
    SeqOrder { record: usize, seq: u64, want: u64 },
    /// The event does not serialize to one line.
    NotOneLine,
    /// The line would be `len` bytes; the limit is `max`.
    TooLong { len: usize, max: usize },
    /// The ledger's own problem makes it read-only.
    Ledger(std::sync::Arc<JournalError>),
    /// ron refused to write the value: its words. Cannot happen for
    /// racon's events (plain data), kept for safety.
    Serialize(String),
}

impl JournalError {
    pub(super) fn io(path: &Path, source: io::Error) -> JournalError {
        JournalError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}
