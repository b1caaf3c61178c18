//! End to end: the real binary in tmux, driven by keys as a host would, with
//! a `kill -9` half-way and a restart that must restore the same night.
//! Waits poll the screen for the text a step produces (an explicit event),
//! with a deadline; they never sleep a fixed time and hope. Also the
//! RELIABILITY.md cases that need a real terminal: 16 (panic while drawing),
//! 17 (signals), 18 (tiny and changing windows), 19 (no terminal) and 21
//! (`kill -9` at random moments).

use crate::common;

use common::cli::{Racon, bin};
use common::tmux::{Term, ends_within, env_of, gone, kill_9, wait_gone};
use common::{SplitMix, TempDir};
use racon::store::Dirs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// A new night from the default preset: setup → seat draw → table.
fn to_the_table(t: &Term) {
    t.wait_for("Enter: start with this preset");
    t.send(&["Enter"]);
    t.wait_for("Seat draw");
    // One Enter draws, the next goes to the table (buying everyone the
    // minimum kav); racon reads them in order.
    t.send(&["Enter"]);
    t.send(&["Enter"]);
    t.wait_for("Next hand:");
}

fn night_dir(dirs: &Dirs) -> PathBuf {
    racon::store::night::night_dirs(dirs)
        .pop()
        .expect("a night")
}

/// `racon night show --json` of the (last) night in `dirs`.
fn show_json(dirs: &Dirs) -> serde_json::Value {
    common::cli::night_show(&night_dir(dirs))
}

fn show(data: &Path) -> serde_json::Value {
    let dirs = Dirs {
        config: data.join("c"),
        data: data.join("d"),
    };
    let mut v = show_json(&dirs);
    // The clock moves on; everything else must be identical.
    v["clock"] = serde_json::Value::Null;
    v
}

/// The journal's records as `(seq, at, event)`.
fn records(v: &serde_json::Value) -> Vec<(u64, i64, serde_json::Value)> {
    v["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["seq"].as_u64().unwrap(),
                e["at"].as_i64().unwrap(),
                e["event"].clone(),
            )
        })
        .collect()
}

/// How many records are the event `name` (`"HandDealt"`, …).
fn count_events(v: &serde_json::Value, name: &str) -> usize {
    records(v)
        .iter()
        .filter(|(_, _, e)| e.as_str() == Some(name) || e.get(name).is_some())
        .count()
}

/// The number after the last "Hand " on a table screen.
fn hand_on_screen(screen: &str) -> Option<u32> {
    if screen.contains("The first hand is next") {
        return Some(0);
    }
    screen.rmatch_indices("Hand ").find_map(|(i, m)| {
        let rest = &screen[i + m.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let after = &rest[digits.len()..];
        (after.starts_with(" in play") || after.starts_with(" over"))
            .then(|| digits.parse().ok())
            .flatten()
    })
}

#[test]
fn a_whole_night_in_tmux_survives_kill_9() {
    // Removed when the test ends, passed or failed.
    let tmp_dir = TempDir::new("e2e-night");
    let tmp = tmp_dir.0.clone();
    let env = format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=C.UTF-8",
        tmp.join("c").display(),
        tmp.join("d").display()
    );
    let session = format!("racon-e2e-{}", std::process::id());
    let cmd = format!("{env} {} --lang en new --seed 7", bin().display());
    let t = Term::start(&session, &cmd);

    to_the_table(&t);
    // A pas dö men, then hands; a maldon in hand 2.
    t.send(&["p"]);
    t.wait_for("Pas dö men");
    t.send(&["n"]);
    t.wait_for("Hand 1 in play");
    t.send(&["w", "n"]);
    t.wait_for("Hand 2 in play");
    t.send(&["m"]);
    t.wait_for("Maldon");
    t.send(&["n"]);
    t.wait_for("Hand 3 in play");
    t.send(&["a"]);
    t.wait_for("All passed");
    // A top-up refused while the pot is carried …
    t.send(&["k"]);
    t.wait_for("Amount (");
    t.text("100");
    t.send(&["Enter"]);
    t.wait_for("still in the middle");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    t.send(&["n"]);
    t.wait_for("Hand 4 in play");
    t.send(&["w"]);
    t.wait_for("Hand over");
    // … and accepted after the pot is won.
    t.send(&["k"]);
    t.wait_for("Amount (");
    t.text("100");
    t.send(&["Enter"]);
    t.wait_for("bought a kav: 100");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    t.send(&["n"]);
    t.wait_for("Hand 5 in play");
    t.send(&["w"]);
    t.wait_for("Hand over");

    // kill -9 half-way; a restart reopens the same night.
    let before = show(&tmp);
    kill_9(t.racon_pid());
    drop(t);
    let t = Term::start(
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
    // Back to the table before the next key: an Esc byte followed at once
    // by `n` reads as Alt+n.
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    // Five more hands (ten in all).
    for n in 6..=10 {
        t.send(&["n"]);
        t.wait_for(&format!("Hand {n} in play"));
        t.send(&["w"]);
        t.wait_for("Hand over");
    }
    // A racon verdict.
    t.send(&["r"]);
    t.wait_for("Separate hands");
    t.text("Ah Ad Kc Qs 9h | As Ac Kh Qd 9s");
    t.send(&["Enter"]);
    t.wait_for("Winner: hand 2");
    // The racon screen types every letter; undo is Ctrl+Z there, and the
    // footer offers it.
    t.text("u");
    t.wait_for("9su");
    t.send(&["BSpace"]);
    let screen = t.wait_until("the u erased", |s| !s.contains("9su"));
    assert!(screen.contains("^Z undo"), "{screen}");
    t.send(&["C-z"]);
    t.wait_for("Undo:");
    t.send(&["Escape"]);
    t.wait_until("the question closed", |s| !s.contains("Undo:"));
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    // E always asks; Esc keeps the night going.
    t.send(&["E"]);
    t.wait_for("Does everyone agree");
    t.send(&["Escape"]);
    t.wait_until("the question closed", |s| {
        !s.contains("Does everyone agree")
    });
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
    let mut typed = counts.clone();
    typed[last_active] += rest;
    // The player who left was counted when he left; the count goes to the
    // next player still uncounted after each Enter.
    for (i, c) in typed.iter().enumerate() {
        if i == left_idx {
            continue;
        }
        t.text(&c.to_string());
        t.send(&["Enter"]);
    }
    t.wait_for("→");
    let after = show(&tmp);
    let counted: Vec<i64> = after["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["chips"].as_i64().expect("every player counted"))
        .collect();
    assert_eq!(counted, typed, "the counts typed on the hesap screen");
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
    drop(t);

    // The settlement as the host prints it: who pays whom.
    let chip_value = after["events"][0]["event"]["NightStarted"]["setup"]["stakes"]["chip_value"]
        .as_i64()
        .expect("chip_value in NightStarted");
    let nets: Vec<(String, i64)> = players
        .iter()
        .zip(&typed)
        .map(|((name, kav), c)| (name.clone(), c - kav))
        .collect();
    let report = report_text(
        &tmp.join("c"),
        &night_dir(&Dirs {
            config: tmp.join("c"),
            data: tmp.join("d"),
        }),
    );
    println!("--- racon night report ---\n{report}--- end of report ---");
    check_transfers(&report, &nets, chip_value);
}

/// `racon --lang en night report DIR` (text).
fn report_text(config: &Path, dir: &Path) -> String {
    Racon::new()
        .args(["--lang", "en", "night", "report"])
        .arg(dir)
        .config_dir(config)
        .ok()
}

/// The digits of `s` as a number (`1,250 chips` → 1250, `₺12.50` → 1250).
fn digits(s: &str) -> i64 {
    s.chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("no number in {s:?}"))
}

/// The report's transfer lines (`  A → B: 1,250 chips, ₺1,250.00`) settle
/// exactly the nets (chips counted − kav), in the fewest-transfers bound,
/// with money = chips × chip value.
fn check_transfers(report: &str, nets: &[(String, i64)], chip_value: i64) {
    let lines: Vec<&str> = report.lines().collect();
    let owing = nets.iter().filter(|n| n.1 != 0).count();
    let Some(head) = lines.iter().position(|l| l.starts_with("Transfers (")) else {
        assert_eq!(owing, 0, "no transfers in the report:\n{report}");
        assert!(report.contains("Nobody"), "{report}");
        return;
    };
    let said = digits(lines[head].split(',').next().unwrap()) as usize;
    let mut balance: std::collections::BTreeMap<&str, i64> =
        nets.iter().map(|(n, _)| (n.as_str(), 0)).collect();
    let mut n = 0;
    for line in lines[head + 1..].iter().take_while(|l| l.starts_with("  ")) {
        let (from, rest) = line.trim().split_once(" → ").expect(line);
        let (to, amounts) = rest.split_once(": ").expect(line);
        let (chips, money) = amounts.split_once(", ").expect(line);
        let (chips, kurus) = (digits(chips), digits(money));
        assert!(chips > 0, "{line}");
        assert_eq!(
            kurus,
            chips * chip_value,
            "money = chips × chip value: {line}"
        );
        *balance.get_mut(from).expect(from) -= chips;
        *balance.get_mut(to).expect(to) += chips;
        n += 1;
    }
    assert_eq!(n, said, "the heading counts the transfer lines:\n{report}");
    assert!(
        n >= 1 && n < owing,
        "fewest transfers: {n} for {owing} nets"
    );
    for (name, net) in nets {
        assert_eq!(
            balance[name.as_str()],
            *net,
            "{name} receives − pays = counted − kav:\n{report}"
        );
    }
}

#[test]
fn reliability_19_without_a_terminal_the_screen_refuses_in_one_line() {
    let err = Racon::new()
        .args(["--lang", "en"])
        .config_dir(std::env::temp_dir().join("racon-e2e-notty-c"))
        .data_dir(std::env::temp_dir().join("racon-e2e-notty-d"))
        .bad();
    assert!(err.contains("terminal"), "{err}");
}

#[test]
fn reliability_17_sigterm_and_sighup_restore_the_terminal_and_exit_128_plus_n() {
    for (sig, code) in [
        ("TERM", 143),
        ("HUP", 129),
        ("QUIT", 131),
        ("USR1", 138),
        ("USR2", 140),
    ] {
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
        let t = Term::start(&session, &cmd);
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
    let t = Term::start(&session, &cmd);
    t.wait_for("Enter: start with this preset");
    let pid = t.pid();
    drop(t); // kill-session: the terminal goes away
    // Gone, or a zombie waiting for tmux to reap it.
    assert!(
        ends_within(pid, Duration::from_secs(10)).is_some(),
        "racon still running after its terminal closed: {}",
        std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default()
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

#[test]
fn reliability_16_a_panic_while_drawing_restores_the_terminal_and_keeps_the_journal() {
    let tmp = TempDir::new("e2e-panic");
    let dirs = tmp.dirs();
    let status = tmp.0.join("status");
    let stty = tmp.0.join("stty");
    let session = format!("racon-panic-{}", std::process::id());
    // A shell runs racon with the fault hook, then shows what it got back:
    // the exit status, and the terminal's modes (`stty -a` on the same tty).
    let cmd = format!(
        "sh -c '{env} RUST_BACKTRACE=0 RACON_FAULT_RENDER_PANIC_AT_HAND=3 {bin} --lang en new --seed 7; \
         rc=$?; echo $rc > {status}; echo racon exited with $rc; \
         stty -a > {stty}; echo wrapper done; sleep 60'",
        env = env_of(&dirs),
        bin = bin().display(),
        status = status.display(),
        stty = stty.display(),
    );
    let t = Term::start(&session, &cmd);
    to_the_table(&t);
    assert_eq!(
        t.format("#{alternate_on}"),
        "1",
        "racon draws on the alternate screen"
    );
    assert_eq!(t.format("#{cursor_flag}"), "0", "racon hides the cursor");
    for hand in 1..=2 {
        t.send(&["n"]);
        t.wait_for(&format!("Hand {hand} in play"));
        t.send(&["w"]);
        t.wait_for(&format!("Hand {hand} over"));
    }
    // Hand 3 is dealt and saved; drawing it panics.
    t.send(&["n"]);
    let screen = t.wait_for("wrapper done");

    assert_eq!(
        std::fs::read_to_string(&status).unwrap().trim(),
        "101",
        "a panic exits 101"
    );
    // The alternate screen was left: the shell's lines are on the normal
    // screen, the table is not.
    assert_eq!(t.format("#{alternate_on}"), "0", "{screen}");
    assert!(screen.contains("racon exited with 101"), "{screen}");
    assert!(!screen.contains("Next hand:"), "{screen}");
    // The panic message is readable: raw mode was off when it was printed,
    // so its lines start at the left edge instead of stair-stepping.
    let msg = "RACON_FAULT_RENDER_PANIC_AT_HAND: injected panic while drawing hand 3";
    assert!(screen.contains("panicked at"), "{screen}");
    assert!(screen.lines().any(|l| l.starts_with(msg)), "{screen}");
    // The cursor is shown again.
    assert_eq!(
        t.format("#{cursor_flag}"),
        "1",
        "cursor hidden after a panic"
    );
    // Cooked mode: line editing, echo, signals, output processing.
    let modes = std::fs::read_to_string(&stty).unwrap();
    let words: Vec<&str> = modes
        .split(|c: char| c.is_whitespace() || c == ';')
        .collect();
    for mode in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr"] {
        assert!(
            words.contains(&mode) && !words.contains(&format!("-{mode}").as_str()),
            "`{mode}` is not on after the panic:\n{modes}"
        );
    }
    drop(t);

    // The journal is intact: hands 1 and 2 acknowledged on the screen,
    // hand 3 saved before the draw that panicked.
    let v = show_json(&dirs);
    assert!(
        v["read_only_problem"].is_null(),
        "{}",
        v["read_only_problem"]
    );
    assert_eq!(v["hand_no"], 3);
    assert_eq!(v["phase"], "inhand");
    assert_eq!(count_events(&v, "HandDealt"), 3);
    assert_eq!(count_events(&v, "HandEnded"), 2);
    let nf = racon::store::night::NightFile::open(&night_dir(&dirs)).expect("opens for writing");
    assert!(!nf.is_read_only(), "{:?}", nf.problem);
    assert!(nf.recovered_tail.is_none(), "no torn tail");
    drop(nf);
    // And racon takes the night up again where it stopped.
    let t = Term::start(
        &format!("{session}-2"),
        &format!("{} {} --lang en", env_of(&dirs), bin().display()),
    );
    let screen = t.wait_for("Hand 3 in play");
    assert!(!screen.contains("READ-ONLY"), "{screen}");
    t.send(&["w"]);
    t.wait_for("Hand 3 over");
    assert_eq!(count_events(&show_json(&dirs), "HandEnded"), 3);
}

/// What the host sees between two keys, kept by the test to know what the
/// next screen must say.
struct Table {
    hand: u32,
    in_hand: bool,
}

impl Table {
    fn of(v: &serde_json::Value) -> Table {
        Table {
            hand: v["hand_no"].as_u64().unwrap() as u32,
            in_hand: v["phase"] == "inhand",
        }
    }
}

/// One step whose result the screen acknowledges before the next key.
fn acknowledged_step(t: &Term, table: &mut Table, rng: &mut SplitMix, kav: &mut u32) {
    let screen = t.screen();
    if table.in_hand {
        // Hand over, maldon or all passed: the hand is no longer in play.
        let key = ["w", "m", "a"][rng.below(3) as usize];
        t.send(&[key]);
        t.wait_for(&format!("Hand {} over", table.hand));
        table.in_hand = false;
    } else if rng.below(3) == 0 && screen.contains("carried pot 0") {
        // A top-up (allowed: no pot carried); every amount is new, so its
        // message cannot be an old one.
        *kav += 1;
        assert!(*kav < 200);
        t.send(&["k"]);
        t.wait_for("Amount (");
        t.text(&kav.to_string());
        t.send(&["Enter"]);
        t.wait_for(&format!("bought a kav: {kav}"));
        t.send(&["Escape"]);
        t.wait_for("Next hand:");
    } else {
        t.send(&["n"]);
        table.hand += 1;
        t.wait_for(&format!("Hand {} in play", table.hand));
        table.in_hand = true;
    }
}

/// Keys sent at once without waiting: deals, ends, pas dö men, maldon,
/// all-passed and top-ups, valid or refused.
fn burst(rng: &mut SplitMix) -> Vec<&'static str> {
    let mut keys = Vec::new();
    for _ in 0..3 + rng.below(18) {
        match rng.below(7) {
            0 | 1 => keys.push("n"),
            2 => keys.push("w"),
            3 => keys.push("p"),
            4 => keys.push("m"),
            5 => keys.push("a"),
            _ => keys.extend(["k", "2", "5", "0", "Enter", "Escape"]),
        }
    }
    keys
}

#[test]
fn reliability_21_kill_9_at_random_moments_loses_no_acknowledged_event() {
    const ROUNDS: u64 = 6;
    let tmp = TempDir::new("e2e-kill9");
    let dirs = tmp.dirs();
    let mut rng = SplitMix(21);
    let mut kav = 100;
    let mut last: Option<serde_json::Value> = None;
    for round in 0..ROUNDS {
        let session = format!("racon-kill9-{}-{round}", std::process::id());
        let args = if round == 0 { "new --seed 21" } else { "" };
        let t = Term::start(
            &session,
            &format!("{} {} --lang en {args}", env_of(&dirs), bin().display()),
        );
        if round == 0 {
            to_the_table(&t);
        }
        // The night reopens writable, exactly as the kill left it.
        let screen = t.wait_until("the table", |s| {
            s.contains("Next hand:") || s.contains("This hand:")
        });
        assert!(!screen.contains("READ-ONLY"), "round {round}:\n{screen}");
        let base = show_json(&dirs);
        assert!(base["read_only_problem"].is_null(), "round {round}");
        if let Some(last) = &last {
            assert_eq!(
                records(&base),
                records(last),
                "round {round}: reopening changed the journal"
            );
        }
        let mut table = Table::of(&base);
        assert!(
            hand_on_screen(&screen) == Some(table.hand),
            "round {round}: the screen shows the journal's hand {}:\n{screen}",
            table.hand
        );

        // Keys acknowledged one by one: everything here is promised saved.
        for _ in 0..1 + rng.below(4) {
            acknowledged_step(&t, &mut table, &mut rng, &mut kav);
        }
        let acked = show_json(&dirs);
        assert_eq!(acked["hand_no"], table.hand, "round {round}");

        // Then a burst without waiting, and kill -9 at a random moment in
        // it (or after it).
        let keys = burst(&mut rng);
        let delay = Duration::from_millis(rng.below(250));
        let pid = t.racon_pid();
        t.send(&keys);
        std::thread::sleep(delay);
        let seen = t.screen();
        kill_9(pid);
        drop(t);

        // Everything acknowledged is there: the records before the burst
        // unchanged and first, and at least the last hand the screen showed.
        let after = show_json(&dirs);
        assert!(after["read_only_problem"].is_null(), "round {round}");
        let (before, now) = (records(&acked), records(&after));
        assert!(
            now.len() >= before.len() && now[..before.len()] == before[..],
            "round {round}: acknowledged records lost or changed"
        );
        let hand = after["hand_no"].as_u64().unwrap() as u32;
        let shown = hand_on_screen(&seen).unwrap_or(table.hand).max(table.hand);
        assert!(
            hand >= shown,
            "round {round}: hand {shown} was on the screen, hand {hand} after the kill:\n{seen}"
        );
        println!(
            "round {round}: {} records acknowledged ({} top-ups in all), {} after kill -9 \
             {}ms into a burst of {} keys; hand {shown} shown, {hand} saved",
            before.len(),
            kav - 100,
            now.len(),
            delay.as_millis(),
            keys.len()
        );
        last = Some(after);
    }
    // The night after the last kill opens for writing.
    let nf = racon::store::night::NightFile::open(&night_dir(&dirs)).expect("opens for writing");
    assert!(!nf.is_read_only(), "{:?}", nf.problem);
}

#[test]
fn reliability_18_tiny_and_changing_windows_show_a_notice_and_never_panic() {
    use racon::tui::ui::{MIN_HEIGHT, MIN_WIDTH};
    let tmp = TempDir::new("e2e-size");
    let dirs = tmp.dirs();
    let status = tmp.0.join("status");
    let session = format!("racon-size-{}", std::process::id());
    // The shell writes down racon's exit status should it ever end.
    let cmd = format!(
        "sh -c '{env} {bin} --lang en new --seed 18; echo $? > {status}; sleep 60'",
        env = env_of(&dirs),
        bin = bin().display(),
        status = status.display(),
    );
    let t = Term::start(&session, &cmd);
    to_the_table(&t);
    let pid = t.racon_pid();
    let alive = |when: &str| {
        assert!(
            !gone(pid) && !status.exists(),
            "racon ended {when}: status {:?}",
            std::fs::read_to_string(&status)
        );
    };
    let notice = format!("Window too small: at least {MIN_WIDTH}×{MIN_HEIGHT}");
    // 0×0: tmux will not make it, so set the terminal's size directly (the
    // kernel signals SIGWINCH). This comes first, before tmux has resized
    // anything: a resize of its own still in flight would overwrite it. A
    // key then makes racon draw at 0×0, and a second key is read only after
    // that draw returned.
    let tty = t.format("#{pane_tty}");
    let ok = Command::new("stty")
        .args(["-F", &tty, "rows", "0", "cols", "0"])
        .status()
        .unwrap();
    assert!(ok.success(), "stty -F {tty} rows 0 cols 0");
    // Keys do nothing behind the notice (findings/host-walk.md 15): `n`
    // and `w` are read and drawn at 0×0, and the night does not move.
    t.send(&["n", "w"]);
    let size = Command::new("stty")
        .args(["-F", &tty, "size"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&size.stdout).trim(),
        "0 0",
        "the terminal stayed 0×0 through both draws"
    );
    alive("at 0×0");
    // 1×1 and 10×3: what fits of the notice, nothing of the table.
    assert!(t.resize(1, 1));
    t.wait_until("W at 1×1", |s| s.trim() == "W");
    alive("at 1×1");
    assert_eq!(
        show_json(&dirs)["hand_no"],
        0,
        "a key dealt behind the notice"
    );
    assert!(t.resize(10, 3));
    let s = t.wait_until("the notice at 10×3", |s| {
        s.starts_with("Window") && !s.contains("Next hand")
    });
    assert_eq!(s.lines().count(), 3, "{s}");
    alive("at 10×3");
    // One column or one row short of the minimum: the whole notice.
    for (w, h) in [(MIN_WIDTH - 1, 30), (100, MIN_HEIGHT - 1)] {
        assert!(t.resize(w, h));
        t.wait_until(&format!("the notice at {w}×{h}"), |s| {
            s.contains(&notice) && !s.contains("Next hand")
        });
        alive(&format!("at {w}×{h}"));
    }
    // Resized mid-frame: sizes in a burst the server runs back to back,
    // while racon draws.
    let mut rng = SplitMix(18);
    let mut burst = t.cmd();
    let target = t.target();
    for _ in 0..60 {
        let (w, h) = (1 + rng.below(140), 1 + rng.below(50));
        burst.args(["resize-window", "-t", &target]);
        burst.args(["-x", &w.to_string(), "-y", &h.to_string(), ";"]);
    }
    burst.args(["resize-window", "-t", &target, "-x", "100", "-y", "30"]);
    assert!(burst.status().unwrap().success(), "the resize burst");
    // Back to a normal size: the table again, whole, and keys still work.
    let s = t.wait_for("Next hand:");
    assert!(!s.contains("Window too small"), "{s}");
    alive("after the resizes");
    assert_eq!(
        show_json(&dirs)["hand_no"],
        0,
        "a key dealt behind the notice"
    );
    t.send(&["n"]);
    t.wait_for("Hand 1 in play");
    alive("at the end");
}

/// The line of the table screen that starts with `start`.
fn line_with(screen: &str, start: &str) -> String {
    screen
        .lines()
        .find_map(|l| {
            l.find(start)
                .map(|i| l[i..].trim_end_matches([' ', '│']).to_string())
        })
        .unwrap_or_else(|| panic!("no {start:?} on the screen:\n{screen}"))
}

/// The state of the night in `dir`, read without a lock.
fn state_of(dir: &Path) -> racon::night::State {
    racon::store::night::NightFile::open_read_only(dir)
        .unwrap()
        .night()
        .state()
        .clone()
}

/// Issue 10's evening in tmux: two unfinished nights and the picker, a
/// hold'em misdeal (same button, same blinds), a pot split twice on the
/// racon screen (the second replaces the first), the racon screen's keys
/// that do not type, a kasa amount refused then accepted, and `E`'s
/// question.
#[test]
fn two_unfinished_nights_the_picker_a_holdem_misdeal_and_a_re_split_pot() {
    let tmp = TempDir::new("e2e-picker");
    let dirs = Dirs {
        config: tmp.0.join("c"),
        data: tmp.0.join("d"),
    };
    let env = env_of(&dirs);
    let session = format!("racon-e2e-pick-{}", std::process::id());

    // Night 1: kapalı, one hand dealt, quit.
    let t = Term::start(
        &format!("{session}-1"),
        &format!("{env} {} --lang en new --seed 7", bin().display()),
    );
    to_the_table(&t);
    t.send(&["n"]);
    t.wait_for("Hand 1 in play");
    let pid = t.racon_pid();
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
    wait_gone(pid);
    drop(t);
    let kapali = night_dir(&dirs);

    // Night 2: hold'em; a misdeal is redealt by the same button with the
    // same blinds.
    let t = Term::start(
        &format!("{session}-2"),
        &format!(
            "{env} {} --lang en new --preset holdem --seed 8",
            bin().display()
        ),
    );
    to_the_table(&t);
    t.send(&["n"]);
    let before = line_with(&t.wait_for("Hand 1 in play"), "This hand:");
    let holdem = racon::store::night::night_dirs(&dirs)
        .into_iter()
        .find(|d| d != &kapali)
        .expect("the hold'em night");
    let dealer = state_of(&holdem).dealer();
    t.send(&["m"]);
    t.wait_for("Maldon");
    t.send(&["n"]);
    let after = line_with(&t.wait_for("Hand 2 in play"), "This hand:");
    println!("before the misdeal: {before}\nthe redeal: {after}");
    assert_eq!(after, before, "the redeal: same button, same blinds");
    assert_eq!(state_of(&holdem).dealer(), dealer);
    // Hold'em offers no pas dö men and no all-pass.
    let screen = t.screen();
    assert!(!screen.contains("pas dö men"), "{screen}");
    assert!(!screen.contains("all passed"), "{screen}");
    let pid = t.racon_pid();
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
    wait_gone(pid);
    drop(t);

    // `racon`: two unfinished nights, so the picker; the older one opens.
    let t = Term::start(
        &format!("{session}-3"),
        &format!("{env} {} --lang en", bin().display()),
    );
    let screen = t.wait_for("2 nights are unfinished");
    assert!(screen.contains("Cuma gecesi"), "{screen}");
    assert!(screen.contains("Hold'em gecesi"), "{screen}");
    assert!(screen.contains("· 1 hand played ·"), "{screen}");
    let rows: Vec<&str> = screen.lines().collect();
    let pos = |name: &str| rows.iter().position(|l| l.contains(name)).unwrap();
    // Newest first (the same minute: the folders sort by name).
    let cuma_first = kapali > holdem;
    assert_eq!(pos("Cuma gecesi") < pos("Hold'em gecesi"), cuma_first);
    if !cuma_first {
        t.send(&["Down"]);
    }
    t.wait_for("▶ Cuma gecesi");
    t.send(&["Enter"]);
    t.wait_for("Hand 1 in play");
    assert!(t.screen().contains("Cuma gecesi"));

    // A kasa amount refused mid-hand is cleared; between hands it is taken.
    t.send(&["k"]);
    t.wait_for("Amount (");
    t.text("100");
    t.send(&["Enter"]);
    t.wait_for("only between hands");
    t.text("7");
    let screen = t.wait_for("Amount (");
    let amount = line_with(&screen, "Amount (");
    assert!(
        amount.contains("): 7") && !amount.contains("1007"),
        "{amount}"
    );
    t.send(&["BSpace"]);
    t.send(&["Escape"]);
    t.wait_for("This hand:");
    t.send(&["w"]);
    t.wait_for("Hand over");
    t.send(&["k"]);
    t.wait_for("Amount (");
    t.text("100");
    t.send(&["Enter"]);
    t.wait_for("bought a kav: 100");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");

    // The racon screen: named hands, a pot split, then the same hand's pot
    // split again: the second replaces the first.
    t.send(&["n"]);
    t.wait_for("Hand 2 in play");
    t.send(&["r"]);
    t.wait_for("Separate hands");
    t.text("Ayşe: Ah Ad Kc Qs 9h | Işıl: As Ac Kh Qd 9s");
    t.send(&["Enter"]);
    t.wait_for("Winner:");
    // Named hands open the pot line, the hand's antes prefilled (yer=40).
    // Letters type; undo is Ctrl+Z and the language F2 there.
    t.wait_for("Pot (Tab): yer=40");
    t.text("u");
    t.wait_for("yer=40 u");
    t.send(&["BSpace"]);
    let screen = t.wait_until("the u erased", |s| !s.contains("yer=40 u"));
    assert!(screen.contains("^Z undo"), "{screen}");
    t.send(&["F2"]);
    t.wait_for("geri al");
    t.send(&["F2"]);
    t.wait_for("^Z undo");
    t.text("Ayşe=300 Işıl=300 Mehmet=10 Şükrü=200");
    t.send(&["Enter"]);
    t.wait_for("Pot split:");
    let first = state_of(&kapali);
    let hand = first.hands.last().unwrap();
    assert_eq!(hand.pot_splits.len(), 1);
    // The line fixed and Enter again.
    for _ in 0.."Şükrü=200".chars().count() {
        t.send(&["BSpace"]);
    }
    t.text("Şükrü=100");
    t.send(&["Enter"]);
    t.wait_until("the second split", |_| {
        state_of(&kapali).hands.last().unwrap().pot_splits[0].0 != hand.pot_splits[0].0
    });
    let second = state_of(&kapali);
    let hand2 = second.hands.last().unwrap();
    assert_eq!(hand2.pot_splits.len(), 1, "one split per hand");
    assert_eq!(hand2.verdicts.len(), 1, "the verdict recorded once");
    t.send(&["C-z"]);
    t.wait_for("Undo:");
    t.send(&["Escape"]);
    t.wait_until("the question closed", |s| !s.contains("Undo:"));
    t.send(&["Escape"]);
    t.wait_for("This hand:");

    // E asks; Esc keeps the night going.
    t.send(&["E"]);
    t.wait_for("Does everyone agree");
    t.send(&["Escape"]);
    t.wait_until("the question closed", |s| {
        !s.contains("Does everyone agree")
    });
    assert_ne!(state_of(&kapali).phase, racon::night::Phase::Ended);
    let pid = t.racon_pid();
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
    wait_gone(pid);
    drop(t);

    // `racon open PATH` opens the hold'em night directly, past the picker.
    let t = Term::start(
        &format!("{session}-4"),
        &format!(
            "{env} {} --lang en open {}",
            bin().display(),
            holdem.display()
        ),
    );
    let screen = t.wait_for("Hand 2 in play");
    assert!(screen.contains("Hold'em gecesi"), "{screen}");
}

/// `racon --lang en ARGS` on the data in `dirs`, as JSON.
fn racon_json(dirs: &Dirs, args: &[&str]) -> serde_json::Value {
    Racon::new()
        .args(["--lang", "en"])
        .args(args)
        .dirs(dirs)
        .json()
}

/// Issue 14: a player leaves early and the kasa settles him on the spot
/// with the first seat; the night ends and counts in the ledger; the final
/// transfers plus the payment on the spot leave every net at zero, and
/// the leaver is in no final transfer (nothing counted twice).
#[test]
fn an_early_leaver_settled_on_the_spot_from_the_kasa_ends_every_net_at_zero() {
    let tmp_dir = TempDir::new("e2e-leaver");
    let dirs = Dirs {
        config: tmp_dir.0.join("c"),
        data: tmp_dir.0.join("d"),
    };
    let session = format!("racon-e2e-leaver-{}", std::process::id());
    let cmd = format!(
        "{} {} --lang en new --seed 7",
        env_of(&dirs),
        bin().display()
    );
    let t = Term::start(&session, &cmd);
    to_the_table(&t);
    t.send(&["n"]);
    t.wait_for("Hand 1 in play");
    t.send(&["w"]);
    t.wait_for("Hand over");
    // The second player leaves with 300 chips, before çıkma (a reason).
    t.send(&["k", "Down"]);
    t.wait_for("Amount (");
    t.text("300");
    t.send(&["x"]);
    t.wait_for("Leaving before çıkma");
    t.text("early flight");
    t.send(&["Enter"]);
    t.wait_for(" left (300 chips");
    // The kasa shows his net in chips and money, and p settles him.
    let screen = t.wait_for("settle him on the spot");
    assert!(screen.contains("chips = "), "{screen}");
    t.send(&["p"]);
    t.wait_for("Settle on the spot with whom?");
    t.send(&["Enter"]);
    t.wait_for("Paid on the spot:");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");

    // The final count: the leaver was counted when he left; the others
    // hold the rest of what was bought.
    let v = show_json(&dirs);
    let players = v["players"].as_array().unwrap();
    let kav: Vec<i64> = players
        .iter()
        .map(|p| p["kav_total"].as_i64().unwrap())
        .collect();
    let leaver = players.iter().position(|p| p["left"] == true).unwrap();
    let rest = kav.iter().sum::<i64>() - 300;
    let others: Vec<usize> = (0..players.len()).filter(|&i| i != leaver).collect();
    let mut counts = vec![0; players.len()];
    counts[leaver] = 300;
    for (k, &i) in others.iter().enumerate() {
        counts[i] = match k {
            0 => kav[i] + 250,
            1 => kav[i] - 150,
            _ => 0,
        };
    }
    let last = *others.last().unwrap();
    counts[last] = rest
        - others
            .iter()
            .filter(|&&i| i != last)
            .map(|&i| counts[i])
            .sum::<i64>();
    t.send(&["s"]);
    t.wait_for("Not counted");
    for &i in &others {
        t.text(&counts[i].to_string());
        t.send(&["Enter"]);
    }
    t.wait_until("every count taken", |s| !s.contains("Not counted"));
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    t.send(&["E"]);
    t.wait_for("(Enter");
    t.send(&["Enter"]);
    t.wait_for("Night over");
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
    drop(t);

    // The night counts in the ledger.
    let standings = racon_json(&dirs, &["ledger", "--json"]);
    assert_eq!(standings["nights"], 1, "{standings}");
    let after = show_json(&dirs);
    let chip_value = after["events"][0]["event"]["NightStarted"]["setup"]["stakes"]["chip_value"]
        .as_i64()
        .unwrap();
    let names: Vec<String> = after["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    // What each still has to get (+) or give (−): his result in money.
    let mut due: Vec<i64> = (0..names.len())
        .map(|i| (counts[i] - kav[i]) * chip_value)
        .collect();
    assert_ne!(due[leaver], 0, "the leaver had something to settle");
    // The payment on the spot …
    let spot: Vec<serde_json::Value> = records(&after)
        .into_iter()
        .filter_map(|(_, _, e)| e.get("PaidOnSpot").cloned())
        .collect();
    assert_eq!(spot.len(), 1, "one payment on the spot");
    let (from, to) = (
        spot[0]["from"].as_u64().unwrap() as usize,
        spot[0]["to"].as_u64().unwrap() as usize,
    );
    let k = spot[0]["kurus"].as_i64().unwrap();
    assert!(from == leaver || to == leaver);
    due[from] += k;
    due[to] -= k;
    assert_eq!(due[leaver], 0, "the leaver is square after the spot");
    // … plus the final transfers (the ledger's open debts of the night).
    let debts = racon_json(&dirs, &["ledger", "debts", "--json"]);
    let debts = debts["debts"].as_array().unwrap();
    let idx = |n: &str| names.iter().position(|x| x == n).expect(n);
    for d in debts {
        let (f, t) = (
            idx(d["from"].as_str().unwrap()),
            idx(d["to"].as_str().unwrap()),
        );
        assert!(f != leaver && t != leaver, "nothing counted twice: {d}");
        let k = d["kurus"].as_i64().unwrap();
        due[f] += k;
        due[t] -= k;
    }
    assert!(
        due.iter().all(|&d| d == 0),
        "every net at zero: {due:?} {debts:?}"
    );
    assert!(
        debts.len() < names.len() - 1,
        "fewest transfers: {} for {} players still owing",
        debts.len(),
        names.len() - 1
    );
}

/// G5 on the real screen: with an lp that never returns, `p` on hesap used
/// to freeze the table for as long as lp ran. Now the screen says it is
/// sending, keeps answering keys at once, and when the limit
/// (`RACON_PRINT_TIMEOUT=3`) is up says so by itself, with no key pressed.
/// (tmux and a shell-script lp: unix only.)
#[cfg(unix)]
#[test]
fn g5_the_hesap_answers_while_lp_is_stuck() {
    use std::os::unix::fs::PermissionsExt;
    let tmp_dir = TempDir::new("e2e-stuck-lp");
    let dirs = Dirs {
        config: tmp_dir.0.join("c"),
        data: tmp_dir.0.join("d"),
    };
    let bin_dir = tmp_dir.0.join("bin");
    std::fs::create_dir_all(&bin_dir).unwrap();
    let path = std::env::var_os("PATH").unwrap();
    let sleep = std::env::split_paths(&path)
        .map(|d| d.join("sleep"))
        .find(|p| p.is_file())
        .unwrap();
    let lp = bin_dir.join("lp");
    std::fs::write(&lp, format!("#!/bin/sh\nexec {} 3600\n", sleep.display())).unwrap();
    std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    let session = format!("racon-e2e-lp-{}", std::process::id());
    let cmd = format!(
        "{} PATH={}:{} RACON_PRINT_TIMEOUT=3 {} --lang en new --seed 7",
        env_of(&dirs),
        bin_dir.display(),
        std::env::var("PATH").unwrap(),
        bin().display()
    );
    let t = Term::start(&session, &cmd);
    to_the_table(&t);
    let v = show_json(&dirs);
    let kav: Vec<i64> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kav_total"].as_i64().unwrap())
        .collect();
    t.send(&["s"]);
    t.wait_for("Not counted");
    for k in &kav {
        t.text(&k.to_string());
        t.send(&["Enter"]);
    }
    t.wait_until("every count taken", |s| !s.contains("Not counted"));
    let sent = Instant::now();
    t.send(&["p"]);
    let before = t.wait_for("Sending to the printer (lp)");
    // The selection moves at once, while lp still runs.
    t.send(&["Up"]);
    let marked = |s: &str| s.lines().position(|l| l.contains("▶ "));
    let was = marked(&before);
    assert!(was.is_some(), "{before}");
    let moved = t.wait_until("the selection to move", |s| {
        marked(s).is_some() && marked(s) != was && s.contains("Sending to the printer (lp)")
    });
    assert!(
        sent.elapsed() < Duration::from_secs(3),
        "the keys waited for lp: {:?}\n{moved}",
        sent.elapsed()
    );
    // No key pressed: the screen says lp was stopped.
    let screen =
        t.wait_for("lp did not finish in 3 s and was stopped; is the printer on and reachable?");
    assert!(sent.elapsed() >= Duration::from_secs(3), "{screen}");
    t.send(&["Escape"]);
    t.wait_for("Next hand:");
    t.send(&["q"]);
    t.wait_for("Quit?");
    t.send(&["Enter"]);
}
