//! End to end (issue 21): the real binary in tmux at 80×24, a host settling
//! a four-player kapalı dispute with a side pot by name prefixes, every
//! keystroke from `r` to the recorded split counted (the host walk measured
//! ≈180); and açık's first speaker asked on the screen. Waits poll the
//! screen with a deadline; nothing sleeps a fixed time.

use crate::common;

use common::TempDir;
use common::cli::bin;
use common::night::{rules, setup};
use common::tmux::{STEP, Tmux};
use racon::night::Action;
use racon::rules::RuleSet;
use racon::store::Dirs;
use racon::store::night::NightFile;
use std::path::PathBuf;

const FOUR: [&str; 4] = ["Kadir Aslan", "Kemal Uz", "Gülay Tan", "Işıl Demir"];

/// A night of [`FOUR`] under `rules` on disk, seated Kadir, Kemal, Gülay,
/// Işıl (Kadir deals), everyone bought in, a hand dealt.
fn night(dirs: &Dirs, rules: RuleSet) -> PathBuf {
    let now = chrono::Utc::now().timestamp_millis();
    let s = setup(&rules.id, &FOUR);
    let mut n = NightFile::create(
        dirs,
        s,
        rules,
        now,
        "2026-11-30T22:00:00Z",
        "2026-11-30-2200",
    )
    .expect("create");
    common::night::seat(&mut n, "Ah Kh Qh Jh", now);
    n.act(Action::NewHand, now).expect("deal");
    n.dir().to_path_buf()
}

/// The host's keys, counted as tmux sends them: each character of a typed
/// text is one key, each named key (`Enter`) one.
struct Host<'a> {
    t: &'a Tmux,
    keys: usize,
}

impl Host<'_> {
    fn text(&mut self, s: &str) {
        self.t.text("host", s);
        self.keys += s.chars().count();
    }
    fn key(&mut self, k: &str) {
        self.t.send("host", &[k]);
        self.keys += 1;
    }
    /// Waits until the screen shows `what` (rows joined, so a wrapped
    /// line is found too); returns the screen as [`flat`] gives it.
    fn wait(&self, what: &str) -> String {
        self.t.wait("host", what, STEP, |s| flat(s).contains(what));
        flat(&self.t.screen("host"))
    }
}

/// The screen's rows inside the border, joined by spaces: a line the box
/// wrapped reads whole.
fn flat(screen: &str) -> String {
    screen
        .lines()
        .map(|r| r.trim_matches(|c: char| c == '│' || c.is_whitespace()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// racon on `dirs` in an 80×24 window called `host`, in a server named
/// for `name`.
fn start(name: &str, dirs: &Dirs) -> Tmux {
    let cmd = format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=tr_TR.UTF-8 {} --lang tr",
        dirs.config.display(),
        dirs.data.display(),
        bin().display()
    );
    let t = Tmux::new(name)
        .sized(80, 24)
        .closing()
        .env("LC_ALL", "C.UTF-8");
    t.window("host", &cmd);
    t
}

/// The night's events as `racon night show --json` gives them.
fn events(dir: &std::path::Path) -> Vec<serde_json::Value> {
    let v = common::cli::night_show(dir);
    v["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["event"].clone())
        .collect()
}

#[test]
fn a_four_player_dispute_with_a_side_pot_in_at_most_70_keys_at_80x24() {
    let tmp = TempDir::new("e2e-racon");
    let dirs = tmp.dirs();
    let dir = night(&dirs, rules("kapali"));
    let t = start("racon-dispute", &dirs);
    let mut host = Host { t: &t, keys: 0 };
    host.wait("El 1 oynanıyor");

    host.key("r");
    host.wait("Koltuk: 1 Kadir Aslan◆");
    // Four hands by name prefix; Kemal is all in for 90 beyond his ante.
    host.text("ka:AhAdKcQs9h|ke:AsAcKhQd9s|gü:JhJd8c7sTh|ış:TcTd8d7c9c");
    host.key("Enter");
    let screen = host.wait("Kazanan: Kemal Uz.");
    // The pot line opens with the hand's antes, and says whom bare
    // numbers are for.
    assert!(screen.contains("Pot (Tab): yer=40"), "{screen}");
    assert!(
        screen.contains("Sırayla Kadir Aslan, Kemal Uz, Gülay Tan, Işıl Demir"),
        "{screen}"
    );
    host.text("200 ke=90");
    host.key("Enter");
    let screen = host.wait("Alacakları:");
    let keys = host.keys;
    println!("keystrokes from r to the recorded split: {keys}");
    assert!(keys <= 70, "{keys} keys");

    // The split is on the screen, inside the border, and includes the antes
    // (40) though no yer= was typed.
    let raw = t.screen("host");
    let rows: Vec<&str> = raw.lines().collect();
    let bottom = rows
        .iter()
        .rposition(|r| r.starts_with('└'))
        .expect("border");
    let takes = rows
        .iter()
        .position(|r| r.contains("Alacakları:"))
        .expect("split");
    assert!(takes < bottom, "{raw}");
    assert!(
        screen.contains("Kadir Aslan 330 · Kemal Uz 400"),
        "{screen}"
    );
    assert!(screen.contains("40 yer dahil"), "{screen}");
    let split = events(&dir)
        .into_iter()
        .find_map(|e| e.get("PotSplitRecorded").cloned())
        .expect("the split is recorded");
    assert_eq!(split["put_in"], serde_json::json!([200, 90, 200, 200]));
    assert_eq!(split["payouts"], serde_json::json!([330, 400, 0, 0]));
    let verdict = events(&dir)
        .into_iter()
        .find_map(|e| e.get("VerdictRecorded").cloned())
        .expect("the verdict is recorded");
    assert_eq!(verdict["winners"], serde_json::json!([1]));
}

#[test]
fn acik_first_speaker_on_the_screen() {
    let tmp = TempDir::new("e2e-racon-acik");
    let dirs = tmp.dirs();
    night(&dirs, rules("acik"));
    let t = start("racon-acik", &dirs);
    let mut host = Host { t: &t, keys: 0 };
    host.wait("El 1 oynanıyor");
    host.key("r");
    host.wait("Açık: 1–4 açık kağıtla söz kimde");
    host.text("ka: Ks Qc | ke: Kh Qd | gü: 9h 8h");
    host.key("Enter");
    let screen = host.wait("İlk konuşan Kemal Uz:");
    assert!(screen.contains("K♥ Q♦ > K♠ Q♣"), "{screen}");
    assert!(screen.contains("Gülay Tan: 9♥ 8♥."), "{screen}");
    // Five cards each judge the showdown, on the same screen.
    for _ in 0.."ka: Ks Qc | ke: Kh Qd | gü: 9h 8h".chars().count() {
        host.key("BSpace");
    }
    host.text("ka: Ah Ad Kc Qs 9h | ke: As Ac Kh Qd 9s");
    host.key("Enter");
    host.wait("Kazanan: ");
}
