//! Trust at the edges (issue 12) where the screen is involved: the real
//! binary in tmux, driven by keys, on the findings' fixture night.
//!
//! - F1: the disk fills up under a running racon (a small tmpfs, so only as
//!   root; skipped with the reason printed otherwise). The quit question
//!   says how many actions are NOT SAVED, never "Everything is saved"; `w`
//!   writes them to a file; once space is back, quitting saves them.
//! - F4: a night whose header is damaged is named with `events:LINE:COL:`
//!   and its reason, and no older night is opened instead.
//! - F5: a torn tail is repaired and said, with the quarantine path, until
//!   the host acknowledges it; then never again.
//! - F10: SIGQUIT, SIGUSR1 and SIGUSR2 restore the terminal (cooked modes,
//!   normal screen, cursor shown) and exit 128+n.
//!
//! Waits poll the screen for the text a step produces, with a deadline;
//! nothing sleeps a fixed time and hopes.
#![cfg(unix)] // tmux, unix signals, tmpfs and file modes: unix only.

use crate::common;

use common::TempDir;
use common::cli::bin;
use common::tmux::{Term, Tmux};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The findings' fixture nights, copied into tests/fixtures/nights.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/nights")
        .join(name)
}

/// Copies fixture night `name` to `to` (writable, as racon made it).
fn copy_night(name: &str, to: &Path) {
    use std::os::unix::fs::PermissionsExt;
    fs::create_dir_all(to).unwrap();
    fs::set_permissions(to, fs::Permissions::from_mode(0o700)).unwrap();
    let events = to.join("events");
    fs::write(&events, fs::read(fixture(name).join("events")).unwrap()).unwrap();
    fs::set_permissions(&events, fs::Permissions::from_mode(0o600)).unwrap();
}

/// `cmd` in a 160×40 terminal of its own, wrapped lines read joined.
fn term(name: &str, cmd: &str) -> Term {
    Term::start_in(Tmux::new(name).sized(160, 40).joined().closing(), cmd)
}

/// A shell that runs racon, then says how it ended and keeps the pane.
fn wrapped(env: &str, args: &str, status: &Path) -> String {
    format!(
        "sh -c '{env} LANG=C.UTF-8 {bin} {args}; echo $? > {s}; echo racon exited; sleep 60'",
        bin = bin().display(),
        s = status.display()
    )
}

fn env_of(config: &Path, data: &Path) -> String {
    format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={}",
        config.display(),
        data.display()
    )
}

/// The text of the question box (64 columns wide, drawn over the screen):
/// its lines joined with a space (for phrases) and with nothing (for a
/// path the box broke inside a word). Empty if no box is open.
fn question_box(screen: &str) -> (String, String) {
    let top = format!("┌{}┐", "─".repeat(62));
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let mut words = Vec::new();
    for (i, l) in screen.lines().enumerate() {
        let Some(b) = l.find(&top) else { continue };
        let x = l[..b].chars().count();
        for row in &lines[i + 1..] {
            if row.get(x) == Some(&'└') {
                break;
            }
            let inner: String = row.iter().skip(x + 1).take(62).collect();
            words.push(inner.trim().to_string());
        }
        break;
    }
    (words.join(" "), words.concat())
}

// ------------------------------------------------------------ F1

/// A small tmpfs mounted for one test, unmounted when dropped.
struct Mount(PathBuf);

impl Mount {
    /// `None` (with the reason) where mounting is not possible.
    fn tmpfs(at: &Path, size: &str) -> Result<Mount, String> {
        if !rustix::process::geteuid().is_root() {
            return Err("not root: a full tmpfs needs mount(8)".into());
        }
        fs::create_dir_all(at).unwrap();
        let out = Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={size},mode=0700"),
                "tmpfs",
            ])
            .arg(at)
            .output()
            .map_err(|e| format!("mount: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "mount -t tmpfs failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(Mount(at.to_path_buf()))
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// Fills the file system of `file` until a write fails.
fn fill(file: &Path) {
    use std::io::Write;
    let mut f = fs::File::create(file).unwrap();
    let chunk = vec![0u8; 4096];
    while f.write_all(&chunk).is_ok() {}
    let _ = f.sync_all();
}

/// The number after the last "Hand " on a table screen, and whether that
/// hand is in play.
fn hand_on_screen(screen: &str) -> Option<(u32, bool)> {
    screen.rmatch_indices("Hand ").find_map(|(i, m)| {
        let rest = &screen[i + m.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let after = &rest[digits.len()..];
        let n = digits.parse().ok()?;
        if after.starts_with(" in play") {
            Some((n, true))
        } else if after.starts_with(" over") {
            Some((n, false))
        } else {
            None
        }
    })
}

#[test]
fn f1_a_full_disk_quit_says_not_saved_and_w_writes_the_actions_to_a_file() {
    let t = TempDir::new("e2e-f1");
    let mount = match Mount::tmpfs(&t.0.join("m"), "256k") {
        Ok(m) => m,
        Err(why) => {
            println!("SKIPPED f1 end to end: {why}");
            return;
        }
    };
    let data = mount.0.join("d");
    let night = data.join("nights/n1");
    copy_night("night1", &night);
    let status = t.0.join("status");
    let env = env_of(&t.0.join("c"), &data);
    let tm = term("racon-f1", &wrapped(&env, "--lang en", &status));
    // The whole first frame, footer included (a capture can catch a frame
    // half drawn: the table before the footer's second line).
    let screen = tm.wait_until("the table with its footer", |s| {
        s.contains("Next hand:") && s.contains("quit (")
    });
    assert!(screen.contains("quit (all saved)"), "{screen}");
    let before = fs::read(night.join("events")).unwrap();

    // The disk is full: act until a write does not fit in the journal's
    // last page (tmpfs keeps a page's slack writable).
    fill(&mount.0.join("filler"));
    let mut actions = 0;
    let screen = loop {
        let s = tm.screen();
        if s.contains("NOT SAVED") {
            break s;
        }
        assert!(actions < 200, "the disk never filled:\n{s}");
        // A question on the way (the seans's break is not over): yes.
        if question_box(&s).0.contains("(Enter: yes") {
            tm.send(&["Enter"]);
            tm.wait_until("the question closed", |s| {
                !question_box(s).0.contains("(Enter: yes") || s.contains("NOT SAVED")
            });
            continue;
        }
        let (hand, in_play) = hand_on_screen(&s).unwrap_or((1, false));
        let next = if in_play {
            tm.send(&["w"]);
            format!("Hand {hand} over")
        } else {
            tm.send(&["n"]);
            format!("Hand {} in play", hand + 1)
        };
        actions += 1;
        tm.wait_until(&next, |s| {
            s.contains(&next)
                || s.contains("NOT SAVED")
                || question_box(s).0.contains("(Enter: yes")
        });
    };
    // The footer stops promising "all saved".
    assert!(!screen.contains("quit (all saved)"), "{screen}");
    if !screen.contains(" in play") {
        // (With a hand in play the footer has no room for q.)
        assert!(screen.contains("quit (NOT ALL SAVED)"), "{screen}");
    }

    // q retries the write, fails again, and says so.
    tm.send(&["q"]);
    let screen = tm.wait_for("Quitting loses");
    let (words, _) = question_box(&screen);
    assert!(words.contains("1 action is NOT SAVED"), "{words}\n{screen}");
    assert!(words.contains("the disk is full"), "{words}");
    assert!(words.contains("Enter: quit anyway"), "{words}");
    assert!(!screen.contains("Everything is saved"), "{screen}");

    // w: the unsaved action goes to a file the host names.
    let out = t.0.join("unsaved.txt");
    tm.send(&["w"]);
    tm.wait_for("Write the unsaved actions to which file?");
    tm.text(&out.display().to_string());
    tm.send(&["Enter"]);
    tm.wait_for("1 unsaved action written");
    let exported = fs::read_to_string(&out).unwrap();
    assert_eq!(exported.lines().count(), 1, "{exported}");
    let (crc, record) = exported.trim_end().split_once(' ').unwrap();
    assert_eq!(crc.len(), 8, "{exported}");
    assert!(record.starts_with("(seq:"), "{exported}");

    // Still not saved: q says so again, Esc stays.
    tm.send(&["q"]);
    tm.wait_for("Quitting loses");
    tm.send(&["Escape"]);
    tm.wait_until("the question closed", |s| !s.contains("Quitting loses"));

    // Space is back: q saves first, then asks the usual question.
    fs::remove_file(mount.0.join("filler")).unwrap();
    tm.send(&["q"]);
    let screen = tm.wait_for("Everything is saved");
    assert!(!screen.contains("NOT SAVED"), "{screen}");
    tm.send(&["Enter"]);
    tm.wait_for("racon exited");
    assert_eq!(fs::read_to_string(&status).unwrap().trim(), "0");

    // The journal holds every action, the exported one as its last line,
    // and loads whole.
    let after = fs::read_to_string(night.join("events")).unwrap();
    let before = String::from_utf8(before).unwrap();
    // (The rewrite writes the old records in today's form, with today's
    // defaulted fields: compare seq, time and event kind.)
    let key = |l: &str| -> String {
        let rest = l.split_once(' ').map_or(l, |(_, r)| r);
        rest.split(['(', ',']).take(5).collect::<Vec<_>>().join(",")
    };
    for (i, (a, b)) in before.lines().zip(after.lines()).enumerate().skip(1) {
        assert_eq!(key(a), key(b), "line {} changed", i + 1);
    }
    assert_eq!(after.lines().last(), exported.lines().next());
    let added = after.lines().count() - before.lines().count();
    assert_eq!(added, actions, "{after}");
    let nf = racon::store::night::NightFile::open_read_only(&night).unwrap();
    assert!(nf.problem.is_none(), "{:?}", nf.problem);
    println!(
        "f1 end to end: NOT SAVED after {actions} actions on a full tmpfs; 1 exported, all saved after space came back"
    );
}

// ------------------------------------------------------------ F4

/// Tonight's night with a damaged `events` line `line`, and last month's
/// unfinished night beside it: racon names tonight's problem and does not
/// open last month's.
fn damaged_header(lang: &str, line: usize, damage: (&str, &str), want: &[&str], never: &[&str]) {
    let t = TempDir::new("e2e-f4");
    let data = t.0.join("d");
    copy_night("night1", &data.join("nights/2026-11-01-2000-old"));
    let tonight = data.join("nights/2026-11-30-2100-tonight");
    copy_night("night1", &tonight);
    let events = tonight.join("events");
    let text = fs::read_to_string(&events).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let damaged = lines[line - 1].replacen(damage.0, damage.1, 1);
    assert_ne!(damaged, lines[line - 1]);
    lines[line - 1] = damaged;
    let bytes = lines.join("\n") + "\n";
    fs::write(&events, &bytes).unwrap();
    let status = t.0.join("status");
    let env = env_of(&t.0.join("c"), &data);
    let tm = term(
        &format!("racon-f4-{lang}-{line}"),
        &wrapped(&env, &format!("--lang {lang}"), &status),
    );
    // The picker lists the damaged night (newest first) with its problem
    // located in its events file.
    let located = format!("events:{line}:1:");
    let screen = tm.wait_until(&located, |s| {
        s.contains(&located) && s.contains("2026-11-30-2100")
    });
    for w in want {
        assert!(screen.contains(w), "{w:?} missing:\n{screen}");
    }
    for w in never {
        assert!(!screen.contains(w), "{w:?} shown:\n{screen}");
    }
    // Last month's night was not opened in its place.
    for table in ["Next hand:", "Sıradaki el:", "Şükrü deals"] {
        assert!(!screen.contains(table), "{screen}");
    }
    // Nothing was written to either night.
    assert_eq!(fs::read(&events).unwrap(), bytes.as_bytes());
    let old = data.join("nights/2026-11-01-2000-old/events");
    assert_eq!(
        fs::read(old).unwrap(),
        fs::read(fixture("night1").join("events")).unwrap()
    );
}

#[test]
fn f4_a_damaged_header_is_named_with_its_line_and_no_older_night_opens() {
    // Line 1: the header's checksum.
    damaged_header(
        "en",
        1,
        ("fe8ef5c9", "fe8ef5ca"),
        &["events:1:1:", "checksum mismatch"],
        &[],
    );
    // Line 2: NightStarted's text (its checksum no longer matches).
    damaged_header(
        "en",
        2,
        ("Cuma", "Cumb"),
        &["events:2:1:", "checksum mismatch"],
        &[],
    );
    // In Turkish, in Turkish only.
    damaged_header(
        "tr",
        1,
        ("fe8ef5c9", "fe8ef5ca"),
        &["events:1:1:", "günlük bu satırda bozuk"],
        &["the journal", "damaged"],
    );
}

// ------------------------------------------------------------ F5

#[test]
fn f5_a_torn_tail_is_said_with_its_quarantine_path_until_acknowledged() {
    let t = TempDir::new("e2e-f5");
    let data = t.0.join("d");
    let night = data.join("nights/n1");
    copy_night("night1", &night);
    let whole = fs::read(night.join("events")).unwrap();
    fs::write(night.join("events"), &whole[..2100]).unwrap();
    let status = t.0.join("status");
    let env = env_of(&t.0.join("c"), &data);
    let tm = term("racon-f5", &wrapped(&env, "--lang en", &status));
    let screen = tm.wait_for("was repaired");
    let (words, raw) = question_box(&screen);
    assert!(words.contains("22 bytes on line 10"), "{words}\n{screen}");
    let kept = night.join("quarantine/events-tail-1");
    assert!(raw.contains(&kept.display().to_string()), "{raw}\n{screen}");
    assert_eq!(fs::read(&kept).unwrap(), &whole[2100 - 22..2100]);
    // Enter acknowledges it.
    tm.send(&["Enter"]);
    let screen = tm.wait_until("the notice closed", |s| !s.contains("was repaired"));
    assert!(screen.contains("Next hand:"), "{screen}");
    tm.send(&["q"]);
    tm.wait_for("Everything is saved");
    tm.send(&["Enter"]);
    tm.wait_for("racon exited");
    drop(tm);

    // Acknowledged: the next racon opens the night without the notice.
    let tm = term("racon-f5b", &wrapped(&env, "--lang en", &status));
    let screen = tm.wait_for("Next hand:");
    assert!(!screen.contains("repaired"), "{screen}");
    assert_eq!(
        fs::read(night.join("events")).unwrap(),
        &whole[..2100 - 22],
        "the journal is cut to its complete records"
    );
}

// ------------------------------------------------------------ F10

#[test]
fn f10_sigquit_sigusr1_sigusr2_restore_the_terminal() {
    for (sig, code) in [("QUIT", 131), ("USR1", 138), ("USR2", 140)] {
        let t = TempDir::new("e2e-f10");
        let status = t.0.join("status");
        let stty = t.0.join("stty");
        let cmd = format!(
            "sh -c '{env} LANG=C.UTF-8 {bin} --lang en new; echo $? > {s}; stty -a > {stty}; \
             echo wrapper done; sleep 60'",
            env = env_of(&t.0.join("c"), &t.0.join("d")),
            bin = bin().display(),
            s = status.display(),
            stty = stty.display(),
        );
        let tm = term(&format!("racon-f10-{sig}"), &cmd);
        tm.wait_for("Enter: start with this preset");
        assert_eq!(tm.format("#{alternate_on}"), "1", "SIG{sig}");
        assert_eq!(tm.format("#{cursor_flag}"), "0", "SIG{sig}");
        let ok = Command::new("kill")
            .args([&format!("-{sig}"), &tm.racon_pid().to_string()])
            .status()
            .unwrap();
        assert!(ok.success());
        let screen = tm.wait_for("wrapper done");
        assert_eq!(
            fs::read_to_string(&status).unwrap().trim(),
            code.to_string(),
            "SIG{sig}"
        );
        assert_eq!(tm.format("#{alternate_on}"), "0", "SIG{sig}:\n{screen}");
        assert_eq!(tm.format("#{cursor_flag}"), "1", "SIG{sig}: cursor hidden");
        let modes = fs::read_to_string(&stty).unwrap();
        let words: Vec<&str> = modes
            .split(|c: char| c.is_whitespace() || c == ';')
            .collect();
        for mode in ["icanon", "echo", "isig", "icrnl", "opost"] {
            assert!(
                words.contains(&mode) && !words.contains(&format!("-{mode}").as_str()),
                "SIG{sig}: `{mode}` is off after racon:\n{modes}"
            );
        }
    }
}

// ------------------------------------------------------------ issue 22 B4, F2, F14

/// The setup form in a real terminal, keys as tmux sends them (Home and End
/// arrive as escape sequences, Delete, ^U and ^W as the terminal writes
/// them): the row's cursor moves and kills (F2); `q` with edits not saved
/// names them and does not claim "saved", at 80×24 and 120×40 (B4); `S`
/// on the question saves them; the next racon opens on that preset (F14).
#[test]
fn b4_f2_f14_the_setup_form_keeps_typing_in_a_real_terminal() {
    let t = TempDir::new("e2e-form");
    let (config, data) = (t.0.join("c"), t.0.join("d"));
    let env = env_of(&config, &data);
    let status = t.0.join("status");
    let tm = term("racon-form", &wrapped(&env, "--lang en", &status));
    tm.wait_for("Enter: start with this preset");
    tm.send(&["e"]);
    tm.send(&["Enter"]);
    tm.wait_for("Cuma gecesi▏");
    tm.send(&["Home"]);
    tm.text("Big ");
    tm.wait_for("Big ▏Cuma gecesi");
    tm.send(&["End"]);
    tm.send(&["C-w"]);
    tm.wait_for("Big Cuma ▏");
    tm.text("night");
    tm.send(&["Home"]);
    tm.send(&["DC"]);
    tm.wait_for("▏ig Cuma night");
    tm.text("B");
    tm.send(&["Enter"]);
    tm.wait_until("the name kept", |s| {
        s.contains("Big Cuma night") && !s.contains('▏')
    });
    tm.send(&["Down"]);
    tm.send(&["Enter"]);
    tm.wait_for("Ayşe, Mehmet, Işıl, Şükrü▏");
    tm.send(&["C-u"]);
    tm.wait_until("the players cleared", |s| !s.contains("Ayşe, Mehmet"));
    tm.text("Ali, Veli, Can");
    tm.send(&["Enter"]);
    let screen = tm.wait_until("the players kept", |s| {
        s.contains("Ali, Veli, Can") && !s.contains('▏')
    });
    assert!(screen.contains("quit (NOT ALL SAVED)"), "{screen}");
    assert!(!screen.contains("all saved"), "{screen}");
    tm.send(&["q"]);
    for (w, h) in [(80, 24), (120, 40)] {
        assert!(tm.resize(w, h), "resize-window {w}×{h}");
        let screen = tm.wait_until(&format!("the question at {w}×{h}"), |s| {
            s.lines().count() <= h as usize
                && question_box(s)
                    .0
                    .contains("The form's changes are not saved (Night's name, Players)")
        });
        let (words, _) = question_box(&screen);
        assert!(words.contains("S: save as a preset"), "{screen}");
        assert!(!screen.contains("Everything is saved"), "{screen}");
    }
    tm.send(&["S"]);
    tm.wait_for("Preset name");
    tm.text("tuesday");
    tm.send(&["Enter"]);
    tm.wait_for("Preset saved: tuesday");
    tm.send(&["q"]);
    tm.wait_until("the plain question", |s| {
        question_box(s).0.contains("Quit? Everything is saved.")
    });
    tm.send(&["Enter"]);
    tm.wait_for("racon exited");
    assert_eq!(fs::read_to_string(&status).unwrap().trim(), "0");
    let saved = fs::read_to_string(config.join("presets/tuesday.ron")).unwrap();
    assert!(
        saved.contains("Big Cuma night") && saved.contains("Veli"),
        "{saved}"
    );
    // The next racon opens on the preset just saved.
    let again = term("racon-form-2", &wrapped(&env, "--lang en", &status));
    let screen = again.wait_for("Enter: start with this preset");
    assert!(screen.contains("▶ tuesday"), "{screen}");
    assert!(screen.contains("Big Cuma night"), "{screen}");
}
