//! A tmux server of a test's own, to drive the real binary as a host would
//! (send-keys, capture-pane), and what a test reads of a process in /proc.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// Each test its own tmux server (`-S`), no user config.
pub struct Tmux {
    socket: PathBuf,
}

impl Tmux {
    pub fn new(name: &str) -> Tmux {
        if Command::new("tmux").arg("-V").output().is_err() {
            panic!("tmux is needed for this test (.ci/run installs it)");
        }
        let socket =
            std::env::temp_dir().join(format!("racon-tmux-{name}-{}.tmux", std::process::id()));
        Tmux { socket }
    }

    pub fn cmd(&self) -> Command {
        let mut c = Command::new("tmux");
        c.arg("-S").arg(&self.socket).args(["-f", "/dev/null"]);
        c
    }

    /// A window (the first makes the session) running `cmd`.
    pub fn window(&self, name: &str, cmd: &str) {
        let first = !self.socket.exists();
        let mut c = self.cmd();
        if first {
            c.args([
                "new-session",
                "-d",
                "-s",
                "t",
                "-n",
                name,
                "-x",
                "100",
                "-y",
                "30",
            ]);
        } else {
            c.args(["new-window", "-d", "-t", "t", "-n", name]);
        }
        let ok = c.arg(cmd).status().map(|s| s.success()).unwrap_or(false);
        assert!(ok, "tmux window {name}");
        let _ = self
            .cmd()
            .args(["set-option", "-t", "t", "remain-on-exit", "on"])
            .status();
    }

    fn target(name: &str) -> String {
        format!("t:{name}")
    }

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

    pub fn screen(&self, win: &str) -> String {
        let out = self
            .cmd()
            .args(["capture-pane", "-p", "-t", &Self::target(win)])
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

    pub fn pid(&self, win: &str) -> i32 {
        let out = self
            .cmd()
            .args([
                "display-message",
                "-p",
                "-t",
                &Self::target(win),
                "#{pane_pid}",
            ])
            .output()
            .map(|o| o.stdout)
            .unwrap_or_default();
        String::from_utf8_lossy(&out).trim().parse().unwrap_or(0)
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.cmd().arg("kill-server").output();
        let _ = std::fs::remove_file(&self.socket);
    }
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

/// The racon process in a pane (the pane's own process, or its child).
pub fn racon_in(pane: i32) -> i32 {
    let comm = std::fs::read_to_string(format!("/proc/{pane}/comm")).unwrap_or_default();
    if comm.trim() == "racon" {
        return pane;
    }
    let out = Command::new("pgrep")
        .args(["-x", "-P", &pane.to_string(), "racon"])
        .output()
        .map(|o| o.stdout)
        .unwrap_or_default();
    String::from_utf8_lossy(&out).trim().parse().unwrap_or(0)
}
