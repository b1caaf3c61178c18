//! End to end (issue 11): `racon display` in one tmux window follows the
//! host's screen in another. The host's `n` shows on the display within a
//! second; the display keeps following across the host quitting and
//! reopening; the host writes while the display runs (no lock). Waits poll
//! the screen with a deadline; nothing sleeps a fixed time. The display's
//! idle CPU and memory are measured by `benches/idle_cpu.sh`.
#![cfg(unix)] // tmux, signals and /proc: unix only (Windows type-checks the library and the other tests).

use crate::clock_nights;
use crate::common;

use clock_nights::*;
use common::TempDir;
use common::cli::{Racon, bin};
use common::tmux::*;
use racon::store::Dirs;
use racon::store::night::NightFile;
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

/// How soon the display must show what the host wrote.
const FOLLOW: Duration = Duration::from_secs(1);

/// A seated gel-gel night on disk, everyone with a kav, not yet dealt.
fn night(dirs: &Dirs) -> PathBuf {
    let s = gelgel();
    let r = rules(&s.rules);
    let now = chrono::Utc::now().timestamp_millis();
    let mut n = NightFile::create(dirs, s, r, now, "2026-11-30T22:00:00Z", "2026-11-30-2200")
        .expect("create");
    common::night::seat(&mut n, DRAW4, now);
    n.dir().to_path_buf()
}

/// Veli's seat with the dealer's mark: the display's face is up.
fn shows_dealer(screen: &str) -> bool {
    screen.contains("Veli ◆D")
}

/// `hand N` on the display's face.
fn shows_hand(screen: &str, n: u32) -> bool {
    screen.contains(&format!("hand {n} "))
        || screen
            .lines()
            .any(|l| l.trim_end().ends_with(&format!("hand {n}")))
}

fn hands_in_journal(dir: &std::path::Path) -> u32 {
    racon::store::follower::Follower::open(dir)
        .map(|f| f.night().state().hand_no)
        .unwrap_or(0)
}

#[test]
fn the_display_follows_the_host_across_a_restart() {
    let tmp = TempDir::new("e2e-display");
    let dirs = tmp.dirs();
    let dir = night(&dirs);
    let env = env_of(&dirs);
    let racon = bin();
    let t = Tmux::new("follow");
    // The host: racon, and after it quits, racon again (reopening the night).
    t.window(
        "host",
        &format!(
            "sh -c '{env} {r} --lang en; {env} {r} --lang en'",
            r = racon.display()
        ),
    );
    t.window(
        "display",
        &format!("{env} {} --lang en display", racon.display()),
    );
    t.wait(&t_host(), "the host's table", STEP, |s| {
        s.contains("Next hand:")
    });
    t.wait("display", "the display's face", STEP, shows_dealer);
    let display_pid = racon_in(t.pid("display"));
    assert!(display_pid > 0, "the display runs");

    // `n` on the host: the host writes (no lock in the way) and the
    // display shows hand 1 within a second of the host showing it.
    t.send("host", &["n"]);
    t.wait("host", "hand 1 on the host", STEP, |s| {
        s.contains("Hand 1 ")
    });
    let took = t.wait("display", "hand 1 on the display", FOLLOW, |s| {
        shows_hand(s, 1)
    });
    eprintln!("display followed hand 1 in {took:?}");
    assert_eq!(hands_in_journal(&dir), 1);

    // The host quits; the display keeps the night; racon reopens it.
    t.send("host", &["q"]);
    t.send("host", &["Enter"]);
    t.wait("host", "the reopened host", STEP, |s| s.contains("Hand 1 "));
    assert!(shows_hand(&t.screen("display"), 1));
    t.send("host", &["n"]);
    t.wait("host", "hand 2 on the host", STEP, |s| {
        s.contains("Hand 2 ")
    });
    let took = t.wait("display", "hand 2 on the display", FOLLOW, |s| {
        shows_hand(s, 2)
    });
    eprintln!("display followed hand 2 in {took:?}");
    assert_eq!(hands_in_journal(&dir), 2);
    // Still the same display process.
    assert_eq!(racon_in(t.pid("display")), display_pid);

    // `q` ends the display.
    t.send("display", &["q"]);
    assert!(
        ends_within(display_pid, STEP).is_some(),
        "the display did not quit"
    );
}

fn t_host() -> String {
    "host".to_string()
}

#[test]
fn no_unfinished_night_exits_2() {
    let tmp = TempDir::new("display-none");
    let dirs = tmp.dirs();
    let out = Racon::new()
        .args(["--lang", "en", "display"])
        .dirs(&dirs)
        .run();
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("no unfinished night"), "{}", out.stderr);
    let out = Racon::new()
        .args(["--lang", "tr", "display"])
        .dirs(&dirs)
        .run();
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("bitmemiş bir gece yok"));
}

#[test]
fn a_night_that_does_not_load_is_named_and_left_alone() {
    let tmp = TempDir::new("display-bad");
    let dir = tmp.0.join("bozuk");
    std::fs::create_dir_all(&dir).expect("dir");
    let events = dir.join("events");
    let bytes = b"not a journal\n".to_vec();
    std::fs::write(&events, &bytes).expect("write");
    let out = Racon::new()
        .args(["--lang", "en", "display"])
        .arg(&dir)
        .run();
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("events:1:1"), "{}", out.stderr);
    assert_eq!(std::fs::read(&events).expect("read"), bytes);
    let names: Vec<_> = std::fs::read_dir(&dir)
        .expect("ls")
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("events")]);
}

/// How soon the display must be gone once its terminal is (issue 23).
const ENDS: Duration = Duration::from_secs(3);

/// A display of a fresh night in its own tmux server; its racon pid.
fn a_display(name: &str, dirs: &Dirs) -> (Tmux, i32) {
    night(dirs);
    let t = Tmux::new(name);
    t.window(
        "display",
        &format!("{} {} --lang en display", env_of(dirs), bin().display()),
    );
    t.wait("display", "the display's face", STEP, shows_dealer);
    let pid = racon_in(t.pid("display"));
    assert!(pid > 0, "the display runs");
    (t, pid)
}

/// B2 of the host walk: once its tmux session was killed (a closed window,
/// a dropped SSH login), `racon display` spun on the closed input at 15–65 %
/// of a core and ignored SIGTERM. Now it ends with its terminal.
#[test]
fn the_display_ends_when_its_terminal_is_killed() {
    let tmp = TempDir::new("display-hup");
    let (t, pid) = a_display("hup", &tmp.dirs());
    let killed = t
        .cmd()
        .args(["kill-session", "-t", "t"])
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    assert!(killed, "tmux kill-session");
    let took = ends_within(pid, ENDS);
    let cpu = cpu_ticks(pid);
    if took.is_none() {
        // Do not leave a spinning process behind a failed test.
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    let took = took.unwrap_or_else(|| {
        panic!("racon display still running {ENDS:?} after its terminal closed ({cpu} ticks)")
    });
    eprintln!("the display ended {took:?} after its terminal closed");
}

/// SIGTERM, SIGHUP and SIGINT end the display with 128 + n, its terminal
/// restored (the shell's screen is back), within the same 3 s.
///
/// The display runs under a shell in its pane that writes racon's exit
/// status to a file, says it on the screen and stays (so the screen is the
/// shell's, not a dead pane's): tmux 3.3a sometimes
/// never reaps a pane's own process (it stays a zombie with
/// `#{pane_dead_status}` empty for 30 s and more, tmux/tmux#4841 is near
/// it), so the status comes from the shell that waited for racon.
#[test]
fn sigterm_and_sighup_end_the_display_and_restore_its_terminal() {
    for (sig, code) in [("TERM", 143), ("HUP", 129), ("INT", 130)] {
        let tmp = TempDir::new("display-sig");
        let dirs = tmp.dirs();
        night(&dirs);
        let status_file = tmp.0.join("status");
        let t = Tmux::new(&format!("sig{sig}"));
        t.window(
            "display",
            &format!(
                "sh -c '{} {} --lang en display; echo $? > {f}; echo racon ended $(cat {f}); sleep 600'",
                env_of(&dirs),
                bin().display(),
                f = status_file.display()
            ),
        );
        t.wait("display", "the display's face", STEP, shows_dealer);
        let pid = racon_in(t.pid("display"));
        assert!(pid > 0, "the display runs");
        let sent = Command::new("kill")
            .args([&format!("-{sig}"), &pid.to_string()])
            .status()
            .map(|s| s.success())
            .unwrap_or(false);
        assert!(sent, "kill -{sig}");
        let took = ends_within(pid, ENDS);
        assert!(took.is_some(), "SIG{sig}: still running after {ENDS:?}");
        let said = format!("racon ended {code}");
        let screen = t.wait("display", &said, STEP, |s| s.contains(&said));
        let status = std::fs::read_to_string(&status_file).unwrap_or_default();
        assert_eq!(status.trim(), code.to_string(), "SIG{sig}: exit status");
        eprintln!("SIG{sig}: ended in {took:?}, the shell's screen back after {screen:?}");
        let screen = t.screen("display");
        assert!(
            !screen.contains("◆D"),
            "SIG{sig}: the alternate screen stayed:\n{screen}"
        );
    }
}
