//! The `racon` binary as the CLI tests run it: one builder for its
//! arguments, its environment (locale, config and data folders), its stdin
//! and a time limit, and the usual checks on its exit code and output.
//!
//! [`Racon::new`] starts from the C.UTF-8 locale (English unless `--lang`
//! or [`Racon::locale`] says otherwise), no config or data folder of the
//! test's own, stdin closed. A run that panics or dies of a signal fails
//! the test whatever it expected.

use racon::store::Dirs;
use serde_json::Value;
use std::ffi::{OsStr, OsString};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The binary under test.
pub fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_racon"))
}

/// The locale variables racon reads its language from.
const LOCALE: [&str; 4] = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"];

/// A run of `racon`, built up, then run (a clone runs it again).
#[derive(Clone)]
pub struct Racon {
    args: Vec<OsString>,
    /// Set (`Some`) or removed (`None`), in order.
    env: Vec<(OsString, Option<OsString>)>,
    stdin: Option<Vec<u8>>,
    limit: Option<Duration>,
    lossy: bool,
    quiet: bool,
}

/// What one run did: its exit code (None: killed by a signal) and its
/// output (stdout and stderr as text, stdout's bytes as written).
#[derive(Debug)]
pub struct Ran {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub bytes: Vec<u8>,
}

impl Default for Racon {
    fn default() -> Self {
        Self::new()
    }
}

impl Racon {
    /// English, C.UTF-8, the caller's own environment otherwise.
    pub fn new() -> Racon {
        Racon {
            args: Vec::new(),
            env: Vec::new(),
            stdin: None,
            limit: None,
            lossy: false,
            quiet: false,
        }
        .locale(&[("LC_ALL", "C.UTF-8"), ("LANG", "C.UTF-8")])
    }

    pub fn arg(mut self, a: impl AsRef<OsStr>) -> Racon {
        self.args.push(a.as_ref().to_os_string());
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Racon
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        for a in args {
            self.args.push(a.as_ref().to_os_string());
        }
        self
    }

    /// `--lang LANG` before the other arguments.
    pub fn lang(mut self, lang: &str) -> Racon {
        self.args
            .splice(0..0, [OsString::from("--lang"), lang.into()]);
        self
    }

    pub fn env(mut self, key: &str, value: impl AsRef<OsStr>) -> Racon {
        self.env
            .push((key.into(), Some(value.as_ref().to_os_string())));
        self
    }

    pub fn env_remove(mut self, key: &str) -> Racon {
        self.env.push((key.into(), None));
        self
    }

    /// Exactly these locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`,
    /// `LANGUAGE`); the others removed.
    pub fn locale(mut self, vars: &[(&str, &str)]) -> Racon {
        for k in LOCALE {
            self = self.env_remove(k);
        }
        for (k, v) in vars {
            self = self.env(k, v);
        }
        self
    }

    /// `RACON_CONFIG_DIR` and `RACON_DATA_DIR`.
    pub fn dirs(self, dirs: &Dirs) -> Racon {
        self.config_dir(&dirs.config).data_dir(&dirs.data)
    }

    pub fn config_dir(self, dir: impl AsRef<Path>) -> Racon {
        self.env("RACON_CONFIG_DIR", dir.as_ref())
    }

    pub fn data_dir(self, dir: impl AsRef<Path>) -> Racon {
        self.env("RACON_DATA_DIR", dir.as_ref())
    }

    /// `--data-dir DIR` on the command line (the flag, not the variable).
    pub fn data_dir_flag(self, dir: impl AsRef<Path>) -> Racon {
        self.arg("--data-dir").arg(dir.as_ref())
    }

    /// `--config-dir DIR` on the command line.
    pub fn config_dir_flag(self, dir: impl AsRef<Path>) -> Racon {
        self.arg("--config-dir").arg(dir.as_ref())
    }

    /// Everything under `root`: `root/config`, `root/data`, and `HOME`.
    pub fn root(self, root: &Path) -> Racon {
        self.config_dir(root.join("config"))
            .data_dir(root.join("data"))
            .env("HOME", root)
    }

    /// Bytes on stdin (closed after them); without, stdin is closed.
    pub fn stdin(mut self, bytes: impl Into<Vec<u8>>) -> Racon {
        self.stdin = Some(bytes.into());
        self
    }

    /// Killed, and the test failed, if it runs longer than `limit` (a
    /// reader that waits on a FIFO hangs).
    pub fn limit(mut self, limit: Duration) -> Racon {
        self.limit = Some(limit);
        self
    }

    /// Output that need not be UTF-8 (hostile names): read with
    /// replacement characters instead of failing the test.
    pub fn lossy(mut self) -> Racon {
        self.lossy = true;
        self
    }

    /// [`Racon::ok`] also wants nothing on stderr.
    pub fn quiet(mut self) -> Racon {
        self.quiet = true;
        self
    }

    fn command(&self) -> Command {
        let mut cmd = Command::new(bin());
        for (k, v) in &self.env {
            match v {
                Some(v) => cmd.env(k, v),
                None => cmd.env_remove(k),
            };
        }
        cmd.args(&self.args);
        cmd
    }

    fn what(&self) -> String {
        let args: Vec<_> = self.args.iter().map(|a| a.to_string_lossy()).collect();
        format!("racon {args:?}")
    }

    /// Started, not waited for (runs at once side by side).
    pub fn spawn(mut self) -> Running {
        let what = self.what();
        let stdin = if self.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        };
        let mut child = self
            .command()
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        if let Some(bytes) = self.stdin.take() {
            let mut pipe = child.stdin.take().unwrap();
            // A process that exits without reading closes the pipe: fine.
            std::thread::spawn(move || pipe.write_all(&bytes));
        }
        Running {
            child,
            what,
            lossy: self.lossy,
            limit: self.limit,
        }
    }

    /// The process's output as it ended, without checks.
    pub fn output(self) -> Output {
        self.spawn().output()
    }

    /// Runs; fails the test if racon panicked or died of a signal, or
    /// (unless [`Racon::lossy`]) wrote other than UTF-8.
    pub fn run(self) -> Ran {
        self.spawn().wait()
    }

    /// Exit 0; stdout.
    pub fn ok(self) -> String {
        let (what, quiet) = (self.what(), self.quiet);
        let ran = self.run();
        assert!(
            !quiet || ran.stderr.is_empty(),
            "{what}: stderr:\n{}",
            ran.stderr
        );
        ran.ok(&what)
    }

    /// Exit 0 and stdout parsed as JSON (ask with `--json`).
    pub fn json(self) -> Value {
        let what = self.what();
        let out = self.ok();
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{what}: {e}:\n{out}"))
    }

    /// The bad-input contract: exit 2, nothing on stdout, exactly one line
    /// on stderr, `racon: …`; that line, without its line break.
    pub fn bad(self) -> String {
        let what = self.what();
        self.run().bad(&what)
    }
}

/// A racon started by [`Racon::spawn`].
pub struct Running {
    child: Child,
    what: String,
    lossy: bool,
    limit: Option<Duration>,
}

impl Running {
    /// Its output once it ends (killed, and the test failed, past the
    /// limit), without checks.
    pub fn output(mut self) -> Output {
        let Some(limit) = self.limit else {
            return self.child.wait_with_output().unwrap();
        };
        // Read both pipes while waiting: a full pipe would stop racon.
        let drain = |pipe: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut bytes = Vec::new();
                if let Some(mut p) = pipe {
                    let _ = p.read_to_end(&mut bytes);
                }
                bytes
            })
        };
        let out = drain(self.child.stdout.take().map(|p| Box::new(p) as _));
        let err = drain(self.child.stderr.take().map(|p| Box::new(p) as _));
        let deadline = Instant::now() + limit;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                let err = err.join().unwrap_or_default();
                panic!(
                    "{} still running after {limit:?} (killed); stderr: {}",
                    self.what,
                    String::from_utf8_lossy(&err)
                );
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        Output {
            status,
            stdout: out.join().unwrap_or_default(),
            stderr: err.join().unwrap_or_default(),
        }
    }

    /// Waits; fails the test if racon panicked or died of a signal, or
    /// (unless [`Racon::lossy`]) wrote other than UTF-8.
    pub fn wait(self) -> Ran {
        let (what, lossy) = (self.what.clone(), self.lossy);
        let out = self.output();
        let text = |bytes: &[u8], which: &str| match std::str::from_utf8(bytes) {
            Ok(s) => s.to_string(),
            Err(e) if !lossy => panic!("{what}: {which} is not UTF-8: {e}"),
            Err(_) => String::from_utf8_lossy(bytes).into_owned(),
        };
        let ran = Ran {
            code: out.status.code(),
            stdout: text(&out.stdout, "stdout"),
            stderr: text(&out.stderr, "stderr"),
            bytes: out.stdout,
        };
        assert!(
            !matches!(ran.code, Some(101 | 134) | None),
            "{what} crashed ({:?}); stderr:\n{}",
            ran.code,
            ran.stderr
        );
        ran
    }
}

impl Ran {
    fn ok(self, what: &str) -> String {
        assert_eq!(
            self.code,
            Some(0),
            "{what} should succeed; stderr:\n{}",
            self.stderr
        );
        self.stdout
    }

    fn bad(self, what: &str) -> String {
        assert_eq!(
            self.code,
            Some(2),
            "{what} should exit 2; stdout:\n{}\nstderr:\n{}",
            self.stdout,
            self.stderr
        );
        assert!(self.stdout.is_empty(), "{what} printed:\n{}", self.stdout);
        let line = self.stderr.strip_suffix('\n').unwrap_or(&self.stderr);
        let line = line.strip_suffix('\r').unwrap_or(line);
        assert!(!line.trim().is_empty(), "{what}: stderr is empty");
        assert!(
            !line.contains('\n'),
            "{what}: stderr must be one line, got:\n{}",
            self.stderr
        );
        assert!(line.starts_with("racon: "), "{what}: {line}");
        line.to_string()
    }
}

/// `racon ARGS` in English, unchecked.
pub fn racon(args: &[&str]) -> Output {
    Racon::new().args(args).output()
}

/// `racon ARGS` in English: exit 0, its stdout.
pub fn ok(args: &[&str]) -> String {
    Racon::new().args(args).ok()
}

/// `racon ARGS --json` in English: exit 0, its stdout as JSON.
pub fn json(args: &[&str]) -> Value {
    Racon::new().args(args).arg("--json").json()
}

/// `racon ARGS` in English: exit 2, nothing on stdout, one line on stderr;
/// returns the line.
pub fn bad(args: &[&str]) -> String {
    Racon::new().args(args).bad()
}

/// `racon night show --json DIR`: the night as the CLI shows it.
pub fn night_show(dir: &Path) -> Value {
    Racon::new()
        .args(["night", "show", "--json"])
        .arg(dir)
        .json()
}

/// [`night_show`] of the newest night under `root`, where an end-to-end
/// test keeps its config (`root/c`) and data (`root/d`).
pub fn last_night_show(root: &Path) -> Value {
    let dirs = racon::store::Dirs {
        config: root.join("c"),
        data: root.join("d"),
    };
    let dir = racon::store::night::night_dirs(&dirs)
        .pop()
        .expect("a night");
    night_show(&dir)
}

pub fn contains(hay: &str, needles: &[&str]) {
    for n in needles {
        assert!(hay.contains(n), "{n:?} not in:\n{hay}");
    }
}
