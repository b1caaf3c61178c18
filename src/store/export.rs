//! Reports leaving racon: written to a file (atomically, never over a file
//! that is not one of our reports) or sent to the printer (`lp`, `lpr` on
//! unix, PowerShell's `Out-Printer` on Windows), never waiting for it longer
//! than a limit. Shared by `racon night report`, `racon ledger report` and
//! the screen's hesap (which prints on a thread of its own, [`PrintJob`]).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

pub use super::export_error::{ExportError, PrintError};

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
    let ours = |bytes: &[u8]| std::str::from_utf8(bytes).is_ok_and(crate::report::is_whole_report);
    write_checked(path, text.as_bytes(), &REPORT_EXTENSIONS, &ours)
}

/// Writes a PDF report atomically, as [`write_report`] does: only over
/// a PDF racon wrote ([`crate::report::pdf_draw::is_racon_pdf`]) or an
/// empty `.pdf` file.
pub fn write_pdf(path: &Path, bytes: &[u8]) -> Result<(), ExportError> {
    write_checked(
        path,
        bytes,
        &["pdf"],
        &crate::report::pdf_draw::is_racon_pdf,
    )
}

/// Writes `bytes` to `path` unless a file is there that is not ours: one
/// `ours` does not recognise, or an empty one not named with one of
/// `extensions`.
fn write_checked(
    path: &Path,
    bytes: &[u8],
    extensions: &[&str],
    ours: &dyn Fn(&[u8]) -> bool,
) -> Result<(), ExportError> {
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
            let old = match super::read_bounded(path, MAX_REPORT) {
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
                .is_some_and(|x| extensions.contains(&x.to_lowercase().as_str()));
            let is_ours = if old.is_empty() {
                named_like_one
            } else {
                ours(&old)
            };
            if !is_ours {
                return Err(not_ours());
            }
        }
    }
    super::atomic::write_atomic(path, bytes).map_err(io)
}

/// How long a printer program may take before it is stopped: CUPS's `lp`
/// only queues the job and answers at once; one that waits for a print
/// server that does not answer would otherwise hang racon (G5).
pub const PRINT_LIMIT: Duration = Duration::from_secs(20);

/// [`PRINT_LIMIT`], or `RACON_PRINT_TIMEOUT` seconds (1 to 600) when set,
/// for a slow network printer.
pub fn print_limit() -> Duration {
    std::env::var("RACON_PRINT_TIMEOUT")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|s| (1..=600).contains(s))
        .map_or(PRINT_LIMIT, Duration::from_secs)
}

/// A program that prints, found on PATH.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printer {
    /// What the host reads in messages: `lp`, `lpr`, `Out-Printer`.
    pub name: &'static str,
    program: PathBuf,
    how: How,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum How {
    /// `lp` or `lpr` (unix, CUPS): the report on standard input.
    Stdin,
    /// Windows PowerShell's `Out-Printer` (the default printer), reading
    /// the report from a file: the console's code page would garble
    /// Turkish letters on standard input.
    PowerShell,
}

/// The printer of this system on `path_var` (a PATH value): on unix the
/// first of `lp`, `lpr`; on Windows `powershell.exe`'s `Out-Printer`.
/// Looked up directly: no shell runs.
pub fn find_printer(path_var: Option<&std::ffi::OsStr>) -> Option<Printer> {
    let path_var = path_var?;
    let candidates: &[(&'static str, &str, How)] = if cfg!(windows) {
        &[("Out-Printer", "powershell.exe", How::PowerShell)]
    } else {
        &[("lp", "lp", How::Stdin), ("lpr", "lpr", How::Stdin)]
    };
    candidates.iter().find_map(|&(name, file, how)| {
        std::env::split_paths(path_var)
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(|dir| dir.join(file))
            .find(|p| is_executable(p))
            .map(|program| Printer { name, program, how })
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

/// The PowerShell command that prints the UTF-8 file `file` on the
/// default printer (Windows).
pub fn powershell_args(file: &Path) -> Vec<String> {
    let quoted = file.display().to_string().replace('\'', "''");
    vec![
        "-NoProfile".into(),
        "-NonInteractive".into(),
        "-Command".into(),
        format!("Get-Content -LiteralPath '{quoted}' -Encoding UTF8 | Out-Printer"),
    ]
}

/// Sends the report to `printer` and waits at most `limit`: a printer
/// that has not finished by then is stopped (with everything it started)
/// and [`PrintError::TimedOut`] returned. Never waits longer, whatever
/// the program does with its input and output.
pub fn send_to_printer(printer: &Printer, text: &str, limit: Duration) -> Result<(), PrintError> {
    print_within(printer, text, limit, &AtomicBool::new(false))
}

impl Printer {
    /// Whether it prints a PDF sent to it: `lp` and `lpr` do (CUPS
    /// converts it); Windows' `Out-Printer` prints text only.
    pub fn takes_pdf(&self) -> bool {
        self.how == How::Stdin
    }
}

/// Sends a PDF to `printer` on its standard input, within `limit`, as
/// [`send_to_printer`] sends text; refused by a printer that does not
/// [take PDFs](Printer::takes_pdf).
pub fn send_pdf_to_printer(
    printer: &Printer,
    pdf: &[u8],
    limit: Duration,
) -> Result<(), PrintError> {
    if !printer.takes_pdf() {
        return Err(PrintError::Failed(format!(
            "{} prints text only",
            printer.name
        )));
    }
    let cancel = AtomicBool::new(false);
    run_printer(&printer.program, &[], Some(pdf), limit, &cancel)
}

/// [`send_to_printer`], stopped early once `cancel` is set.
fn print_within(
    printer: &Printer,
    text: &str,
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<(), PrintError> {
    let run = |args: &[String], input: Option<&[u8]>| {
        run_printer(&printer.program, args, input, limit, cancel)
    };
    match printer.how {
        How::Stdin => run(&[], Some(text.as_bytes())),
        How::PowerShell => {
            static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
            let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let file =
                std::env::temp_dir().join(format!("racon-print-{}-{n}.txt", std::process::id()));
            // With a byte-order mark, so Windows PowerShell 5 reads UTF-8.
            let mut bytes = "\u{feff}".as_bytes().to_vec();
            bytes.extend_from_slice(text.as_bytes());
            super::atomic::write_new(&file, &bytes)
                .map_err(|e| PrintError::Failed(e.to_string()))?;
            let done = run(&powershell_args(&file), None);
            let _ = std::fs::remove_file(&file);
            done
        }
    }
}

enum Heard {
    Written(std::io::Result<()>),
    /// A piece of its standard error.
    Said(Vec<u8>),
    /// Its standard error was closed.
    Quiet,
}

/// Runs `program` with `input` on its standard input, within `limit`.
fn run_printer(
    program: &Path,
    args: &[String],
    input: Option<&[u8]>,
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<(), PrintError> {
    let deadline = Instant::now() + limit;
    let mut child = spawn(program, args, input.is_some())?;
    let (tx, rx) = mpsc::channel();
    // The input is written and the complaint read on threads of their own:
    // a printer that never reads, or a child of it that keeps its standard
    // error open, must not hold racon.
    feed(&mut child, input, tx.clone());
    listen(&mut child, tx);
    let status = wait(&mut child, deadline, limit, cancel)?;
    // After a failure its complaint is waited for a moment, no more.
    let complaint_by = deadline.min(Instant::now() + Duration::from_secs(1));
    let (mut written, mut said, mut quiet) = (None, Vec::new(), false);
    while written.is_none() || (!quiet && !status.success()) {
        let by = if written.is_none() {
            deadline
        } else {
            complaint_by
        };
        match rx.recv_timeout(by.saturating_duration_since(Instant::now())) {
            Ok(Heard::Written(w)) => written = Some(w),
            Ok(Heard::Said(piece)) => said.extend_from_slice(&piece),
            Ok(Heard::Quiet) => quiet = true,
            Err(_) => break,
        }
    }
    if status.success() {
        let Some(w) = written else {
            // It ended, but what it left running still holds the input.
            stop(&mut child);
            return Err(PrintError::TimedOut { limit });
        };
        return w.map_err(|e| PrintError::Failed(e.to_string()));
    }
    // It failed and left something running that holds its standard error
    // (or input): that goes too.
    if !quiet || written.is_none() {
        stop(&mut child);
    }
    // A printer that gives up early closes its input: its own message says
    // more than our broken pipe.
    let said = String::from_utf8_lossy(&said).into_owned();
    let first = said.lines().map(str::trim).find(|l| !l.is_empty());
    Err(PrintError::Failed(
        first.map_or_else(|| status.to_string(), str::to_string),
    ))
}

/// Starts the printer in its own process group (so a stop ends whatever it
/// started too), its standard error piped, its input piped if `stdin`.
fn spawn(program: &Path, args: &[String], stdin: bool) -> Result<Child, PrintError> {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .stdin(if stdin { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    cmd.spawn().map_err(|e| PrintError::Failed(e.to_string()))
}

/// Writes `input` to the printer on a thread of its own, and says so on
/// `tx` when done (at once without input).
fn feed(child: &mut Child, input: Option<&[u8]>, tx: mpsc::Sender<Heard>) {
    match (child.stdin.take(), input) {
        (Some(mut stdin), Some(bytes)) => {
            let bytes = bytes.to_vec();
            std::thread::spawn(move || {
                let written = stdin.write_all(&bytes);
                drop(stdin);
                let _ = tx.send(Heard::Written(written));
            });
        }
        _ => {
            let _ = tx.send(Heard::Written(Ok(())));
        }
    }
}

/// Reads the printer's standard error (64 KiB at most) on a thread of its
/// own, piece by piece onto `tx`, then that it closed.
fn listen(child: &mut Child, tx: mpsc::Sender<Heard>) {
    let Some(mut stderr) = child.stderr.take() else {
        return;
    };
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        let mut total = 0;
        while total < 64 * 1024 {
            match stderr.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    total += n;
                    if tx.send(Heard::Said(buf[..n].to_vec())).is_err() {
                        return;
                    }
                }
            }
        }
        let _ = tx.send(Heard::Quiet);
    });
}

/// Waits for the printer to end, stopping it at `deadline` or once
/// `cancel` is set.
fn wait(
    child: &mut Child,
    deadline: Instant,
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<ExitStatus, PrintError> {
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status),
            Ok(None) if cancel.load(Ordering::Relaxed) => {
                stop(child);
                return Err(PrintError::Failed("stopped: racon is quitting".into()));
            }
            Ok(None) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Ok(None) => {
                stop(child);
                return Err(PrintError::TimedOut { limit });
            }
            Err(e) => {
                stop(child);
                return Err(PrintError::Failed(e.to_string()));
            }
        }
    }
}

/// Ends the printer and everything it started, and reaps it.
fn stop(child: &mut Child) {
    #[cfg(unix)]
    {
        use rustix::process::{Pid, Signal, kill_process_group};
        let _ = kill_process_group(Pid::from_child(child), Signal::KILL);
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// A print running off the screen's thread: [`PrintJob::poll`] gives its
/// outcome once the printer is done or stopped (within its limit).
/// Dropped (racon quits) while the printer runs, it stops the printer
/// rather than leave it behind.
#[derive(Debug)]
pub struct PrintJob {
    /// The printer's name, for the messages.
    pub name: &'static str,
    rx: mpsc::Receiver<Result<(), PrintError>>,
    cancel: Arc<AtomicBool>,
}

impl PrintJob {
    pub fn start(printer: Printer, text: String, limit: Duration) -> PrintJob {
        let (tx, rx) = mpsc::channel();
        let name = printer.name;
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        std::thread::spawn(move || {
            let _ = tx.send(print_within(&printer, &text, limit, &stop));
        });
        PrintJob { name, rx, cancel }
    }

    /// `None` while the printer runs.
    pub fn poll(&self) -> Option<Result<(), PrintError>> {
        match self.rx.try_recv() {
            Ok(done) => Some(done),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(PrintError::Failed(
                "the printing thread ended without a word".into(),
            ))),
        }
    }
}

impl Drop for PrintJob {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        // A moment for the printer to be stopped before racon exits.
        let _ = self.rx.recv_timeout(Duration::from_millis(500));
    }
}

/// A path as one shell word, for a hint the user may paste: quoted for
/// `sh` on unix, in double quotes when it needs them on Windows.
pub fn shell_word(s: &str) -> String {
    let windows_ok = |c: char| cfg!(windows) && (c == '\\' || c == ':');
    let plain = |c: char| c.is_alphanumeric() || "/._-+,:=@%".contains(c) || windows_ok(c);
    if !s.is_empty() && s.chars().all(plain) {
        s.to_string()
    } else if cfg!(windows) {
        format!("\"{s}\"")
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powershell_prints_the_file_with_its_quotes_doubled() {
        let args = powershell_args(Path::new(r"C:\Users\Ayşe's\racon-print-1-0.txt"));
        assert_eq!(args[..3], ["-NoProfile", "-NonInteractive", "-Command"]);
        assert_eq!(
            args[3],
            r"Get-Content -LiteralPath 'C:\Users\Ayşe''s\racon-print-1-0.txt' -Encoding UTF8 | Out-Printer"
        );
    }

    #[cfg(not(windows))]
    #[test]
    fn shell_words_quote_only_when_needed() {
        assert_eq!(shell_word("/tmp/a.txt"), "/tmp/a.txt");
        assert_eq!(shell_word("/tmp/a b"), "'/tmp/a b'");
        assert_eq!(shell_word("it's"), "'it'\\''s'");
        assert_eq!(shell_word(""), "''");
    }
}
