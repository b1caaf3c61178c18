//! Reports leaving racon: written to a file (atomically, never over a file
//! that is not one of our reports) or sent to the printer (`lp`, `lpr`).
//! Shared by `racon night report` and the screen's hesap.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

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

/// The largest file `--out` looks into to see whether it is one of our
/// reports (a report is a few KiB).
const MAX_REPORT: u64 = 1 << 20;

/// File names an empty file may have and still be replaced by a report.
const REPORT_EXTENSIONS: [&str; 5] = ["txt", "text", "md", "markdown", "csv"];

/// Writes the report atomically, refusing to replace a file that is not
/// one of ours: only a whole racon report is replaced
/// ([`crate::report::is_whole_report`]: not one the host wrote notes
/// after), or an empty file named like a report (`.txt`, `.md`, `.csv`),
/// never another empty file such as a night's `lock` (G12). The file is
/// read only as a regular file of bounded size (G4).
pub fn write_report(path: &Path, text: &str) -> Result<(), ExportError> {
    let io = |e: std::io::Error| ExportError::Io {
        path: path.to_path_buf(),
        kind: e.kind(),
        message: e.to_string(),
    };
    let not_ours = || ExportError::NotAReport {
        path: path.to_path_buf(),
    };
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(io(e)),
        Ok(_) => {
            let bytes = match super::read_bounded(path, MAX_REPORT) {
                Ok(b) => b,
                Err(super::ReadError::Io(e))
                    if e.kind() != std::io::ErrorKind::NotFound
                        && super::special_of(&e).is_none() =>
                {
                    return Err(io(e));
                }
                Err(_) => return Err(not_ours()),
            };
            let named_like_one = path
                .extension()
                .and_then(|x| x.to_str())
                .is_some_and(|x| REPORT_EXTENSIONS.contains(&x.to_lowercase().as_str()));
            let ours = if bytes.is_empty() {
                named_like_one
            } else {
                std::str::from_utf8(&bytes).is_ok_and(crate::report::is_whole_report)
            };
            if !ours {
                return Err(not_ours());
            }
        }
    }
    super::atomic::write_atomic(path, text.as_bytes()).map_err(io)
}

/// The first of `lp`, `lpr` found on `path_var` (a PATH value), looked up
/// directly — no shell runs.
pub fn find_printer(path_var: Option<&std::ffi::OsStr>) -> Option<(&'static str, PathBuf)> {
    let path_var = path_var?;
    ["lp", "lpr"].into_iter().find_map(|name| {
        std::env::split_paths(path_var)
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(|dir| dir.join(name))
            .find(|p| is_executable(p))
            .map(|p| (name, p))
    })
}

fn is_executable(path: &Path) -> bool {
    let Ok(m) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        m.is_file() && m.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        m.is_file()
    }
}

/// Runs the printer program with the report on its standard input; the
/// error is the printer's own first line of complaint.
pub fn send_to_printer(program: &Path, text: &str) -> Result<(), String> {
    let mut child = std::process::Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    // A printer that gives up early closes its input: its own message
    // says more than our broken pipe, so the write error comes last. The
    // pipe is closed before the wait.
    let written = match child.stdin.take() {
        Some(mut stdin) => stdin.write_all(text.as_bytes()),
        None => Ok(()),
    };
    let done = child.wait_with_output().map_err(|e| e.to_string())?;
    if done.status.success() {
        return written.map_err(|e| e.to_string());
    }
    let err = String::from_utf8_lossy(&done.stderr);
    let first = err.lines().map(str::trim).find(|l| !l.is_empty());
    Err(first.map_or_else(|| done.status.to_string(), str::to_string))
}

/// A path as one shell word, for a hint the user may paste.
pub fn shell_word(s: &str) -> String {
    let plain = |c: char| c.is_alphanumeric() || "/._-+,:=@%".contains(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::shell_word;

    #[test]
    fn shell_words_quote_only_when_needed() {
        assert_eq!(shell_word("/tmp/a.txt"), "/tmp/a.txt");
        assert_eq!(shell_word("/tmp/a b"), "'/tmp/a b'");
        assert_eq!(shell_word("it's"), "'it'\\''s'");
        assert_eq!(shell_word(""), "''");
    }
}
