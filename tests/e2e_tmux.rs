//! End to end: the real binary in tmux, driven by keys as a host would, with
//! a `kill -9` half-way and a restart that must restore the same night.
//! Waits poll the screen for the text a step produces (an explicit event),
//! with a deadline; they never sleep a fixed time and hope.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

struct Tmux {
    session: String,
}

impl Tmux {
    fn start(session: &str, cmd: &str) -> Tmux {
        let ok = Command::new("tmux")
            .args([
                "new-session",
                "-d",
                "-s",
                session,
                "-x",
                "100",
                "-y",
                "30",
                cmd,
            ])
            .status()
            .unwrap()
            .success();
        assert!(ok, "tmux new-session");
        Tmux {
            session: session.to_string(),
        }
    }
    fn send(&self, keys: &[&str]) {
        for k in keys {
            let ok = Command::new("tmux")
                .args(["send-keys", "-t", &self.session, k])
                .status()
                .unwrap();
            assert!(ok.success());
        }
    }
    /// Types literal text.
    fn text(&self, t: &str) {
        Command::new("tmux")
            .args(["send-keys", "-t", &self.session, "-l", t])
            .status()
            .unwrap();
    }
    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.session])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
    fn wait_for(&self, needle: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let s = self.screen();
            if s.contains(needle) {
                return s;
            }
            assert!(
                Instant::now() < deadline,
                "waiting for {needle:?}; screen:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    fn pid(&self) -> i32 {
        let out = Command::new("tmux")
            .args(["list-panes", "-t", &self.session, "-F", "#{pane_pid}"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["kill-session", "-t", &self.session])
            .status();
    }
}

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_racon"))
}

fn show(data: &Path) -> serde_json::Value {
    let dirs = racon::store::Dirs {
        config: data.join("c"),
        data: data.join("d"),
    };
    let dir = racon::store::night::night_dirs(&dirs).pop().unwrap();
    let out = Command::new(bin())
        .args(["night", "show", "--json"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success());
    let mut v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The clock moves on; everything else must be identical.
    v["clock"] = serde_json::Value::Null;
    v
}

#[test]
fn a_whole_night_in_tmux_survives_kill_9() {
    if Command::new("tmux").arg("-V").output().is_err() {
        panic!("tmux is needed for this test (.ci/run installs it)");
    }
    let tmp = std::env::temp_dir().join(format!("racon-e2e-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).unwrap();
    let env = format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=C.UTF-8",
        tmp.join("c").display(),
        tmp.join("d").display()
    );
    let session = format!("racon-e2e-{}", std::process::id());
    let cmd = format!("{env} {} --lang en new --seed 7", bin().display());
    let t = Tmux::start(&session, &cmd);

    // Setup → seat draw → table.
    t.wait_for("Enter: start with this preset");
    t.send(&["Enter"]);
    t.wait_for("Enter: draw");
    t.send(&["Enter"]);
    t.wait_for("First dealer");
    t.send(&["Enter"]);
    t.wait_for("Next hand:");
    // A pas dö men, then hands; a maldon in hand 2.
    t.send(&["p"]);
    t.wait_for("Pas dö men");
    t.send(&["n"]);
    t.wait_for("Hand 1 (in play)");
    t.send(&["w", "n"]);
    t.wait_for("Hand 2 (in play)");
    t.send(&["m"]);
    t.wait_for("Maldon");
    t.send(&["n"]);
    t.wait_for("Hand 3 (in play)");
    t.send(&["a"]);
    t.wait_for("All passed");
    // A top-up refused while the pot is carried …
    t.send(&["k"]);
    t.wait_for("Amount:");
    t.text("100");
    t.send(&["Enter"]);
    t.wait_for("still in the middle");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    t.send(&["n"]);
    t.wait_for("Hand 4 (in play)");
    t.send(&["w"]);
    t.wait_for("Hand over");
    // … and accepted after the pot is won.
    t.send(&["k"]);
    t.wait_for("Amount:");
    t.text("100");
    t.send(&["Enter"]);
    t.wait_for("bought a kav: 100");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    t.send(&["n"]);
    t.wait_for("Hand 5 (in play)");
    t.send(&["w"]);
    t.wait_for("Hand over");

    // kill -9 half-way; a restart reopens the same night.
    let before = show(&tmp);
    let pid = t.pid();
    Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .unwrap();
    drop(t);
    let t = Tmux::start(
        &format!("{session}-2"),
        &format!("{env} {} --lang en", bin().display()),
    );
    t.wait_for("Hand 5");
    assert_eq!(show(&tmp), before, "the night after kill -9 and restart");

    // A player refused, then allowed to leave at çıkma.
    t.send(&["k", "Down"]);
    t.text("0");
    t.send(&["l"]);
    t.wait_for("needs the table's override");
    t.text("500");
    t.send(&["Enter"]);
    t.wait_for("bought a kav: 500");
    t.text("0");
    t.send(&["l"]);
    t.wait_for(" left (0 chips)");
    t.send(&["Escape"]);
    // Five more hands (ten in all).
    for n in 6..=10 {
        t.send(&["n"]);
        t.wait_for(&format!("Hand {n} (in play)"));
        t.send(&["w"]);
        t.wait_for("Hand over");
    }
    // A racon verdict.
    t.send(&["r"]);
    t.wait_for("Separate hands");
    t.text("Ah Ad Kc Qs 9h | As Ac Kh Qd 9s");
    t.send(&["Enter"]);
    t.wait_for("Winner: hand 2");
    t.send(&["Escape"]);
    // The final count and the settlement.
    let v = show(&tmp);
    let players: Vec<(String, i64)> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["kav_total"].as_i64().unwrap(),
            )
        })
        .collect();
    let total: i64 = players.iter().map(|p| p.1).sum();
    t.send(&["s"]);
    t.wait_for("Not counted");
    let left_idx = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p["left"] == true)
        .unwrap();
    let counts: Vec<i64> = (0..players.len())
        .map(|i| if i == left_idx { 0 } else { 300 })
        .collect();
    let rest = total - counts.iter().sum::<i64>();
    let last_active = (0..players.len()).rev().find(|&i| i != left_idx).unwrap();
    for (i, c) in counts.iter().enumerate() {
        let c = if i == last_active { c + rest } else { *c };
        t.text(&c.to_string());
        t.send(&["Enter"]);
    }
    t.wait_for("→");
    let after = show(&tmp);
    assert!(
        after["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| !p["chips"].is_null())
    );
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
    drop(t);
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn reliability_19_without_a_terminal_the_screen_refuses_in_one_line() {
    let out = Command::new(bin())
        .args(["--lang", "en"])
        .env(
            "RACON_CONFIG_DIR",
            std::env::temp_dir().join("racon-e2e-notty-c"),
        )
        .env(
            "RACON_DATA_DIR",
            std::env::temp_dir().join("racon-e2e-notty-d"),
        )
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("terminal"), "{err}");
}

#[test]
fn reliability_17_sigterm_and_sighup_restore_the_terminal_and_exit_128_plus_n() {
    for (sig, code) in [("TERM", 143), ("HUP", 129)] {
        let tmp = std::env::temp_dir().join(format!("racon-e2e-sig{sig}-{}", std::process::id()));
        std::fs::create_dir_all(&tmp).unwrap();
        let status = tmp.join("status");
        let session = format!("racon-sig{sig}-{}", std::process::id());
        // A shell runs racon and writes down its exit status.
        let cmd = format!(
            "sh -c 'env RACON_CONFIG_DIR={c} RACON_DATA_DIR={d} {bin} --lang en new; echo $? > {s}; sleep 30'",
            c = tmp.join("c").display(),
            d = tmp.join("d").display(),
            bin = bin().display(),
            s = status.display()
        );
        let t = Tmux::start(&session, &cmd);
        t.wait_for("Enter: start with this preset");
        let out = Command::new("pgrep")
            .args(["-P", &t.pid().to_string()])
            .output()
            .unwrap();
        let racon = String::from_utf8_lossy(&out.stdout).trim().to_string();
        assert!(!racon.is_empty(), "no racon under the shell");
        Command::new("kill")
            .args([&format!("-{sig}"), &racon])
            .status()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        let got = loop {
            if let Ok(s) = std::fs::read_to_string(&status)
                && !s.trim().is_empty()
            {
                break s.trim().to_string();
            }
            assert!(Instant::now() < deadline, "racon did not exit on SIG{sig}");
            std::thread::sleep(Duration::from_millis(50));
        };
        assert_eq!(got, code.to_string(), "SIG{sig}");
        // The alternate screen was left: the shell's screen is back.
        let screen = t.screen();
        assert!(
            !screen.contains("Enter: start with this preset"),
            "{screen}"
        );
        drop(t);
        let _ = std::fs::remove_dir_all(&tmp);
    }
}

#[test]
fn closing_the_terminal_ends_racon_instead_of_spinning() {
    let tmp = std::env::temp_dir().join(format!("racon-e2e-hup-{}", std::process::id()));
    let session = format!("racon-hup-{}", std::process::id());
    let cmd = format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} {} --lang en new",
        tmp.join("c").display(),
        tmp.join("d").display(),
        bin().display()
    );
    let t = Tmux::start(&session, &cmd);
    t.wait_for("Enter: start with this preset");
    let pid = t.pid();
    drop(t); // kill-session: the terminal goes away
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        // Gone, or a zombie waiting for tmux to reap it.
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat
            .rsplit(')')
            .next()
            .and_then(|r| r.split_whitespace().next())
            .unwrap_or("");
        if stat.is_empty() || state == "Z" {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "racon still running after its terminal closed: {stat}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = std::fs::remove_dir_all(&tmp);
}
