//! Issue 26 in a real terminal: on the hesap of a night whose every chip
//! is counted, `g` opens the group-chat panel and puts the text on the
//! clipboard with OSC 52; tmux (with `set-clipboard on`) takes it into a
//! paste buffer, which must be exactly `night report --format chat`.
#![cfg(unix)]

use crate::common;
use common::TempDir;
use common::tmux::Tmux;
use racon::night::{Action, PlayerId};
use racon::store::night::NightFile;
use racon::units::Chips;
use std::time::Duration;

#[test]
fn g_on_the_hesap_puts_the_chat_text_on_tmuxs_clipboard() {
    let tmp = TempDir::new("s6a-tmux");
    let dirs = tmp.dirs();
    let dir = common::make_night(
        &dirs,
        "Kopya gecesi",
        "2026-11-28-2000",
        None,
        "Ah Kh Qh Jh",
        0,
        false,
    );
    let mut nf = NightFile::open(&dir).unwrap();
    for (p, c) in [(0u8, 600), (1, 200), (2, 500), (3, 300)] {
        let a = Action::CountChips {
            player: PlayerId(p),
            chips: Chips(c),
            colours: Vec::new(),
        };
        nf.act(a, 1_790_000_100_000).unwrap();
    }
    drop(nf);
    let bin = common::cli::bin();
    let bin = bin.display();
    let env = format!(
        "env LANG=C.UTF-8 LC_ALL=C.UTF-8 RACON_DATA_DIR={} RACON_CONFIG_DIR={}",
        dirs.data.display(),
        dirs.config.display()
    );
    let t = Tmux::new("s6a");
    t.window(
        "r",
        &format!("{env} {bin} --lang en open {}", dir.display()),
    );
    let on = t
        .cmd()
        .args(["set-option", "-s", "set-clipboard", "on"])
        .status()
        .unwrap();
    assert!(on.success());
    let limit = Duration::from_secs(20);
    t.wait("r", "the table", limit, |s| s.contains("Kopya gecesi"));
    t.send("r", &["s"]);
    t.wait("r", "the hesap", limit, |s| s.contains("in all"));
    t.send("r", &["g"]);
    t.wait("r", "the chat panel", limit, |s| {
        s.contains("Send to the group")
    });
    let want = common::cli::ok(&[
        "--data-dir",
        dirs.data.to_str().unwrap(),
        "--lang",
        "en",
        "night",
        "report",
        dir.to_str().unwrap(),
        "--format",
        "chat",
    ]);
    // The buffer arrives once the frame is out.
    let start = std::time::Instant::now();
    let got = loop {
        let out = t.cmd().args(["show-buffer"]).output().unwrap();
        if out.status.success() && !out.stdout.is_empty() {
            break String::from_utf8(out.stdout).unwrap();
        }
        assert!(start.elapsed() < limit, "no tmux buffer: {}", t.screen("r"));
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(got, want);
    // Any key closes the panel; q quits.
    t.send("r", &["x"]);
    t.wait("r", "the panel closed", limit, |s| {
        !s.contains("Send to the group")
    });
}
