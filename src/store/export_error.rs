//! Why a report did not leave racon, as data: a leaf `store::export` (which
//! writes and prints) and `i18n::report` (which words it) both name, so the
//! words need not reach the code that writes.

use std::path::PathBuf;
use std::time::Duration;

/// Why a report was not written. Rendered by `i18n::report::export_error`.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The path holds something that is not a racon report; left alone.
    #[error("{}: not a racon report, left untouched", path.display())]
    NotAReport { path: PathBuf },
    #[error("{}: {message}", path.display())]
    Io {
        path: PathBuf,
        kind: std::io::ErrorKind,
        message: String,
    },
}

/// Why a report did not reach the printer. Worded by
/// `i18n::report::print_error`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// The printer program said no: its own first line of complaint, or
    /// how it ended.
    Failed(String),
    /// It did not finish within the limit and was stopped.
    TimedOut { limit: Duration },
}
