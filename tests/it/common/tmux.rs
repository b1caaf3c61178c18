//! The tmux driver: a tmux server of a test's own, to drive the real
//! binary as a host would (send-keys, capture-pane), and what a test reads
//! of a process in /proc. Every wait polls the screen (or the process) for
//! the event it waits for, with a deadline; none sleeps a fixed time.
//!
//! [`Tmux`] is the server, its windows named; [`Term`] is one program in a
//! terminal of its own, addressed without a window name.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// How long a step may take to show on the screen. Generous: the machine
/// may be busy compiling; a passing run never waits this long.
pub const STEP: Duration = Duration::from_secs(30);

/// Each test its own tmux server (`-S`), no user config: tests run in
/// parallel, and a shared server shutting down when one test ends its last
/// session would take another test's session with it. Killed on drop, with
/// every process in it.
pub struct Tmux {
    socket: PathBuf,
    size: (u16, u16),
    keep_dead: bool,
    joined: bool,
    env: Vec<(String, OsString)>,
}

impl Tmux {
    /// A server named for `name` (unique within the test run), its first
    /// window 100×30, a pane whose program ended kept on the screen.
    pub fn new(name: &str) -> Tmux {
        if Command::new("tmux").arg("-V").output().is_err() {
            panic!("tmux is needed for this test (.ci/run installs it)");
        }
        let socket =
            std::env::temp_dir().join(format!("racon-tmux-{name}-{}.tmux", std::process::id()));
        Tmux {
            socket,
            size: (100, 30),
            keep_dead: true,
            joined: false,
            env: Vec::new(),
        }
    }

    /// The session's size (before its first window).
    pub fn sized(mut self, width: u16, height: u16) -> Tmux {
        self.size = (width, height);
        self
    }

    /// A pane closes when its program ends (tmux's default), taking the
    /// session with its last window.
    pub fn closing(mut self) -> Tmux {
        self.keep_dead = false;
        self
    }

    /// Screens read with lines the terminal wrapped joined (`-J`).
    pub fn joined(mut self) -> Tmux {
        self.joined = true;
        self
    }

    /// An environment variable of the server, so of every window's program
    /// (set before the first window).
    pub fn env(mut self, key: &str, value: impl Into<OsString>) -> Tmux {
        self.env.push((key.to_string(), value.into()));
        self
    }

    /// `tmux` on this server, without the user's config.
    pub fn cmd(&self) -> Command {
        let mut c = Command::new("tmux");
        c.arg("-S").arg(&self.socket).args(["-f", "/dev/null"]);
        c
    }

    /// The target of window `win` (`t:win`) for a raw [`Tmux::cmd`].
    pub fn target(win: &str) -> String {
        format!("t:{win}")
    }

    /// A window (the first makes the session) running `cmd`.
    pub fn window(&self, name: &str, cmd: &str) {
        let first = !self.socket.exists();
        let mut c = self.cmd();
        if first {
            let (w, h) = (self.size.0.to_string(), self.size.1.to_string());
            c.args([
                "new-session",
                "-d",
                "-s",
                "t",
                "-n",
                name,
                "-x",
                &w,
                "-y",
                &h,
            ]);
            c.envs(self.env.iter().map(|(k, v)| (k, v)));
        } else {
            c.args(["new-window", "-d", "-t", "t", "-n", name]);
        }
        let ok = c.arg(cmd).status().map(|s| s.success()).unwrap_or(false);
        assert!(ok, "tmux window {name}");
        if self.keep_dead {
            let _ = self
                .cmd()
                .args(["set-option", "-t", "t", "remain-on-exit", "on"])
                .status();
        }
    }

    /// Sends keys (tmux key names) in one go, in order.
    pub fn send(&self, win: &str, keys: &[&str]) {
        let ok = self
            .cmd()
            .args(["send-keys", "-t", &Self::target(win)])
            .args(keys)
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        assert!(ok, "send-keys {keys:?}");
    }

    /// Types literal text (UTF-8).
    pub fn text(&self, win: &str, text: &str) {
        let ok = self
            .cmd()
            .env("LC_ALL", "C.UTF-8")
            .args(["send-keys", "-t", &Self::target(win), "-l", text])
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        assert!(ok, "send-keys -l {text:?}");
    }

    pub fn screen(&self, win: &str) -> String {
        let mut c = self.cmd();
        c.args(["capture-pane", "-p"]);
        if self.joined {
            c.arg("-J");
        }
        let out = c
            .args(["-t", &Self::target(win)])
            .output()
            .map(|o| o.stdout)
            .unwrap_or_default();
        String::from_utf8_lossy(&out).into_owned()
    }

    /// Polls `win` until `ok`, failing after `limit`; returns the time it took.
    pub fn wait(
        &self,
        win: &str,
        what: &str,
        limit: Duration,
        ok: impl Fn(&str) -> bool,
    ) -> Duration {
        let start = Instant::now();
        loop {
            let s = self.screen(win);
            if ok(&s) {
                return start.elapsed();
            }
            assert!(
                start.elapsed() < limit,
                "{win}: waiting {limit:?} for {what}; screen:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Polls `win` until `ok`, failing after [`STEP`]; the screen then.
    pub fn wait_until(&self, win: &str, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen(win);
            if ok(&s) {
                return s;
            }
            assert!(
                start.elapsed() < STEP,
                "{win}: waiting for {what}; screen:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// [`Tmux::wait_until`] the screen shows `needle`.
    pub fn wait_for(&self, win: &str, needle: &str) -> String {
        self.wait_until(win, &format!("{needle:?}"), |s| s.contains(needle))
    }

    /// A tmux format (`#{cursor_flag}`, `#{pane_tty}` …) for the pane.
    pub fn format(&self, win: &str, f: &str) -> String {
        let out = self
            .cmd()
            .args(["display-message", "-p", "-t", &Self::target(win), f])
            .output()
            .map(|o| o.stdout)
            .unwrap_or_default();
        String::from_utf8_lossy(&out).trim().to_string()
    }

    /// The pane's own process (0 if there is none).
    pub fn pid(&self, win: &str) -> i32 {
        self.format(win, "#{pane_pid}").parse().unwrap_or(0)
    }

    /// The racon process in the pane (its own, or a shell's child).
    pub fn racon_pid(&self, win: &str) -> i32 {
        let pane = self.pid(win);
        let pid = racon_in(pane);
        assert!(pid > 0, "no racon in the pane ({pane})");
        pid
    }

    pub fn resize(&self, win: &str, width: u16, height: u16) -> bool {
        self.cmd()
            .args(["resize-window", "-t", &Self::target(win)])
            .args(["-x", &width.to_string(), "-y", &height.to_string()])
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd().arg("kill-server").output();
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// The window of a [`Term`].
const MAIN: &str = "main";

/// One program in a terminal of its own (a [`Tmux`] with one window),
/// 100×30 unless sized, closing when the program ends.
pub struct Term {
    tmux: Tmux,
}

impl Term {
    /// `cmd` in a new server named for `name`.
    pub fn start(name: &str, cmd: &str) -> Term {
        Term::start_in(Tmux::new(name).closing(), cmd)
    }

    /// `cmd` in `tmux` (sized, joined … as the test needs).
    pub fn start_in(tmux: Tmux, cmd: &str) -> Term {
        tmux.window(MAIN, cmd);
        Term { tmux }
    }

    pub fn cmd(&self) -> Command {
        self.tmux.cmd()
    }

    /// The pane's target for a raw [`Term::cmd`].
    pub fn target(&self) -> String {
        Tmux::target(MAIN)
    }

    pub fn send(&self, keys: &[&str]) {
        self.tmux.send(MAIN, keys);
    }

    pub fn text(&self, text: &str) {
        self.tmux.text(MAIN, text);
    }

    pub fn screen(&self) -> String {
        self.tmux.screen(MAIN)
    }

    pub fn wait_until(&self, what: &str, ok: impl Fn(&str) -> bool) -> String {
        self.tmux.wait_until(MAIN, what, ok)
    }

    pub fn wait_for(&self, needle: &str) -> String {
        self.tmux.wait_for(MAIN, needle)
    }

    pub fn format(&self, f: &str) -> String {
        self.tmux.format(MAIN, f)
    }

    pub fn pid(&self) -> i32 {
        self.tmux.pid(MAIN)
    }

    pub fn racon_pid(&self) -> i32 {
        self.tmux.racon_pid(MAIN)
    }

    pub fn resize(&self, width: u16, height: u16) -> bool {
        self.tmux.resize(MAIN, width, height)
    }
}

/// The `comm` of `pid` ("" once it is gone).
pub fn comm(pid: i32) -> String {
    std::fs::read_to_string(format!("/proc/{pid}/comm"))
        .unwrap_or_default()
        .trim()
        .to_string()
}

/// Whether `pid` is gone (or a zombie waiting to be reaped).
pub fn gone(pid: i32) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let state = stat
        .rsplit(')')
        .next()
        .and_then(|r| r.split_whitespace().next())
        .unwrap_or("");
    stat.is_empty() || state == "Z"
}

/// Polls until `pid` is gone, up to `limit`: the time it took, or `None`
/// with the process still running.
pub fn ends_within(pid: i32, limit: Duration) -> Option<Duration> {
    let start = Instant::now();
    loop {
        if gone(pid) {
            return Some(start.elapsed());
        }
        if start.elapsed() >= limit {
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits until `pid` is gone, failing after [`STEP`].
pub fn wait_gone(pid: i32) {
    assert!(
        ends_within(pid, STEP).is_some(),
        "process {pid} still running"
    );
}

/// `kill -9` a racon process and wait until it is gone.
pub fn kill_9(pid: i32) {
    assert_eq!(comm(pid), "racon", "pid {pid} is not racon");
    let ok = Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    assert!(ok, "kill -9 {pid}");
    wait_gone(pid);
}

/// utime + stime of `pid`, in clock ticks.
pub fn cpu_ticks(pid: i32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let rest = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    // After the name: state is field 3, utime 14, stime 15 (1-based).
    let get = |i: usize| {
        f.get(i - 3)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    get(14) + get(15)
}

pub fn rss_kb(pid: i32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next().and_then(|n| n.parse().ok()))
        .unwrap_or(0)
}

/// The racon process in a pane (the pane's own process, or its child); 0
/// if there is none.
pub fn racon_in(pane: i32) -> i32 {
    if comm(pane) == "racon" {
        return pane;
    }
    let out = Command::new("pgrep")
        .args(["-x", "-P", &pane.to_string(), "racon"])
        .output()
        .map(|o| o.stdout)
        .unwrap_or_default();
    String::from_utf8_lossy(&out).trim().parse().unwrap_or(0)
}

/// `env RACON_CONFIG_DIR=… RACON_DATA_DIR=… LANG=C.UTF-8`: a window's
/// racon on `dirs`, English and UTF-8.
pub fn env_of(dirs: &racon::store::Dirs) -> String {
    format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=C.UTF-8",
        dirs.config.display(),
        dirs.data.display()
    )
}
