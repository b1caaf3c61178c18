//! Issue 24, findings G1–G4 and G7–G12 (`../shared/findings/turn3/
//! reliability.md`): every reader of money reads the whole file as written
//! or says where it is damaged (`file:LINE:COL`) and settles nothing from a
//! part of it; the nights cache is checked and never trusted over the
//! journals; only regular files are read; names are refused where typed
//! and escaped wherever written; a follower says when its night is gone.
//!
//! Every hostile file is made here, in the test: the findings' `ended`
//! night (19 lines with valid checksums), then one byte flipped, a FIFO, a
//! device, a link loop, a forged cache.

use crate::common;
#[allow(dead_code)]
use crate::web_common;

use common::TempDir;
use common::cli::{Racon, bin};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

// ------------------------------------------------------------ fixtures

/// The findings' `ended` night: "Cuma gecesi", kapalı, Ayşe, Mehmet, Işıl
/// and Şükrü at a 400 kav; three hands without a winner; counted 500 /
/// 450 / 300 / 350 (Şükrü recounted 450 → 350); ended with everyone's
/// consent, Mehmet counted after the end. Settles Işıl → Ayşe ₺100 and
/// Şükrü → Mehmet ₺50.
const ENDED: &str = r#"(format:"racon-night",version:1,created:"2026-11-30T20:30:28.894+00:00")
(seq:1,at:1796070628894,event:NightStarted(setup:(format:1,name:"Cuma gecesi",players:["Ayşe","Mehmet","Işıl","Şükrü"],rules:"kapali",stakes:(yer:10,min_kav:400,max_kav:None,cikma:800,chip_value:100,currency:"₺"),ante:gel_gel(amount:10),seans:(length:minutes(60),break_minutes:10,mandatory:2,closing_turs:1),house:(misdeal_redeal:next_dealer,tur_definition:deal_returns_to_owner,pas_do_men:true,all_pass:ante_again,kav_topup:between_hands_no_carry,cashier:none,finish_insist:true,initial_dealer:high_card_draw,sit_out_limit:None)),rules:(format:1,id:"kapali",name:(tr:"Kapalı poker",en:"Kapalı (closed five-card draw)"),source:"S0 §7-§24, Kapalı Poker K§1-3; S1 §4",shape:draw,players:(min:2,max:6,default:4),decks:[(players:2,cards:32),(players:3,cards:32),(players:4,cards:32),(players:5,cards:40),(players:6,cards:52)],ace_low:true,suit_order:[hearts,diamonds,clubs,spades],categories:[(category:straight_flush,ranks:all,suit:top_card,name:None),(category:four_of_a_kind,ranks:primary,suit:none,name:None),(category:flush,ranks:all,suit:top_card,name:None),(category:full_house,ranks:primary,suit:none,name:None),(category:three_of_a_kind,ranks:primary,suit:none,name:None),(category:straight,ranks:all,suit:top_card,name:None),(category:two_pair,ranks:all,suit:top_kicker,name:None),(category:pair,ranks:all,suit:top_kicker,name:None),(category:high_card,ranks:all,suit:top_card,name:None)],by_frequency:false,split_ties:false,opener:Some((pair_of:king)))))
(seq:2,at:1796070628960,event:SeatsDrawn(cards:["9d","Ah","Js","Jh"],seed:Some(3),first_dealer:1))
(seq:3,at:1796070629269,event:KavBought(player:0,chips:400))
(seq:4,at:1796070629269,event:KavBought(player:1,chips:400))
(seq:5,at:1796070629269,event:KavBought(player:2,chips:400))
(seq:6,at:1796070629269,event:KavBought(player:3,chips:400))
(seq:7,at:1796070629331,event:HandDealt)
(seq:8,at:1796070629488,event:HandEnded(winner:None,pot:None))
(seq:9,at:1796070629642,event:HandDealt)
(seq:10,at:1796070629799,event:HandEnded(winner:None,pot:None))
(seq:11,at:1796070629954,event:HandDealt)
(seq:12,at:1796070630108,event:HandEnded(winner:None,pot:None))
(seq:13,at:1796070632173,event:ChipsCounted(player:0,chips:500))
(seq:14,at:1796070632502,event:ChipsCounted(player:2,chips:300))
(seq:15,at:1796070632824,event:ChipsCounted(player:3,chips:450))
(seq:16,at:1796070633144,event:ChipsCounted(player:3,chips:350))
(seq:17,at:1796070637695,event:NightEnded(consent:[0,1,2,3]))
(seq:18,at:1796070640267,event:ChipsCounted(player:1,chips:450))"#;

/// A hostile file: its name and how the test makes it.
#[cfg(unix)]
type Kind<'a> = (&'a str, &'a dyn Fn(&Path));

/// `<crc32> <record>\n`, as the journal writes it.
fn line(record: &str) -> String {
    format!("{:08x} {record}\n", crc32fast::hash(record.as_bytes()))
}

/// Writes the `ended` night's journal to `dir/events` (its first `lines`
/// lines; all 19 for None) and returns `dir`.
fn mknight(dir: &Path, lines: Option<usize>) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let text: String = ENDED
        .lines()
        .take(lines.unwrap_or(usize::MAX))
        .map(line)
        .collect();
    std::fs::write(dir.join("events"), text).unwrap();
    dir.to_path_buf()
}

/// Appends records (valid checksums) to a night's journal.
fn append(dir: &Path, records: &[String]) {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(dir.join("events"))
        .unwrap();
    for r in records {
        f.write_all(line(r).as_bytes()).unwrap();
    }
}

/// Byte offset of column `col` (1-based, in bytes) of line `no` (1-based).
fn offset_of(text: &[u8], no: usize, col: usize) -> usize {
    let start = if no == 1 {
        0
    } else {
        text.iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .nth(no - 2)
            .map(|(i, _)| i + 1)
            .unwrap()
    };
    start + col - 1
}

/// Flips the lowest bit of the byte at line `no`, column `col` of `path`.
fn flip(path: &Path, no: usize, col: usize) {
    let mut b = std::fs::read(path).unwrap();
    let i = offset_of(&b, no, col);
    b[i] ^= 1;
    std::fs::write(path, b).unwrap();
}

/// `racon` with its data and config folders (and `HOME`) under `root`,
/// English messages, killed if it runs past a minute (a reader that waits
/// on a FIFO hangs).
fn at(root: &Path) -> Racon {
    Racon::new().root(root).limit(Duration::from_secs(60))
}

/// The `ended` night as the only night of a data folder under `root`.
fn ledger_root(tag: &str) -> (TempDir, PathBuf) {
    let t = TempDir::new(tag);
    let night = mknight(&t.0.join("data/nights/2026-11-30-2030-ended"), None);
    (t, night)
}

/// `ledger debts --json`'s debts as (from, to, open kuruş).
fn debts(root: &Path) -> Vec<(String, String, i64)> {
    let v = at(root).args(["ledger", "debts", "--json"]).json();
    v["debts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["from"].as_str().unwrap().to_string(),
                d["to"].as_str().unwrap().to_string(),
                d["kurus"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn pair(from: &str, to: &str, kurus: i64) -> (String, String, i64) {
    (from.to_string(), to.to_string(), kurus)
}

#[cfg(unix)]
fn mkfifo(path: &Path) {
    let ok = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap()
        .success();
    assert!(ok, "mkfifo {}", path.display());
}

// ------------------------------------------------------------ G1

/// Two recounts after the end (valid checksums), then one flipped bit in
/// the last: `night report` settled from the prefix, exit 0, no word.
#[test]
fn g1_night_report_names_the_damaged_line_and_settles_nothing_from_before_it() {
    let t = TempDir::new("g1-report");
    let dir = mknight(&t.0.join("e"), None);
    append(
        &dir,
        &[
            "(seq:19,at:1796070650000,event:ChipsCounted(player:0,chips:460))".into(),
            "(seq:20,at:1796070651000,event:ChipsCounted(player:1,chips:490))".into(),
        ],
    );
    let d = dir.to_str().unwrap();
    let good = at(&t.0).args(["night", "report", d]).ok();
    assert!(good.contains("Işıl → Ayşe"), "{good}");
    assert!(good.contains("Işıl → Mehmet"), "{good}");

    // Line 21 (seq 20) has one bit flipped in its record.
    flip(&dir.join("events"), 21, 13);
    let out_file = t.0.join("hesap.txt");
    for args in [
        vec!["night", "report", d],
        vec!["night", "report", d, "--format", "csv"],
        vec!["night", "report", d, "--format", "md"],
        vec!["night", "report", d, "--out", out_file.to_str().unwrap()],
        vec!["night", "report", d, "--print"],
    ] {
        let err = at(&t.0).args(&args).bad();
        assert!(err.contains("events:21:1:"), "{args:?}: {err}");
        assert!(err.contains("checksum"), "{err}");
        assert!(err.contains("whole journal"), "{err}");
    }
    assert!(!out_file.exists(), "no report written from a part");
    let tr = at(&t.0).args(["--lang", "tr", "night", "report", d]).bad();
    assert!(
        tr.contains("events:21:1:") && tr.contains("günlüğün tamamından"),
        "{tr}"
    );
}

/// One byte flipped in each line of the `ended` night: every report is
/// refused for the damage at that line, never "count their chips first"
/// for a night whose chips were all counted.
#[test]
fn g1_a_flip_in_any_line_is_refused_for_the_damage_not_for_the_count() {
    let t = TempDir::new("g1-each-line");
    let mut reasons = Vec::new();
    for no in 1..=19 {
        let dir = mknight(&t.0.join(format!("n{no}")), None);
        flip(&dir.join("events"), no, 13);
        let o = at(&t.0)
            .args(["night", "report", dir.to_str().unwrap()])
            .run();
        let err = o.stderr.clone();
        assert_ne!(o.code, Some(0), "line {no}: {}", o.stdout);
        assert!(o.stdout.is_empty(), "line {no}: {}", o.stdout);
        assert!(
            err.contains(&format!("events:{no}:")),
            "line {no} is not named: {err}"
        );
        assert!(!err.contains("count their chips"), "line {no}: {err}");
        reasons.push(err);
    }
    eprintln!("g1: 19 lines flipped, 19 refused at their line");
}

/// The room display shows no result for a night read only up to a
/// damaged line (its banner says where).
#[test]
fn g1_the_display_shows_no_settlement_under_a_damage_banner() {
    use racon::i18n::Lang;
    use ratatui::{Terminal, backend::TestBackend};
    let t = TempDir::new("g1-display");
    let dir = mknight(&t.0.join("e"), None);
    let nf = racon::store::night::NightFile::open_read_only(&dir).unwrap();
    let state = nf.night().state().clone();
    for (problem, settles) in [(None, true), (Some("events:20:1: damaged"), false)] {
        let Ok(mut term) = Terminal::new(TestBackend::new(100, 30));
        term.draw(|f| {
            racon::tui::display::draw_screen(
                f,
                &racon::tui::display::Screen {
                    state: &state,
                    problem,
                    lang: Lang::En,
                    help: false,
                    now: 1_796_070_700_000,
                    flash: false,
                    message: None,
                },
            )
        })
        .unwrap();
        let buf = term.backend().buffer();
        let text: String = (0..buf.area.height)
            .map(|y| {
                (0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    + "\n"
            })
            .collect();
        assert_eq!(text.contains("Işıl → Ayşe"), settles, "{text}");
        assert_eq!(text.contains("No settlement shown"), !settles, "{text}");
    }
}

// ------------------------------------------------------------ G1, G11

/// The live page of a damaged ended night: no nets or transfers, the
/// problem said with its line, and no host path in it.
#[test]
fn g1_g11_the_page_settles_nothing_from_a_damaged_night_and_shows_no_host_path() {
    let t = TempDir::new("g11-page");
    let dir = mknight(&t.0.join("home/user/nights/e"), None);
    let srv = web_common::Server::start(&dir);
    let (_, body) = web_common::get(&srv.addr, &format!("{}state.json", srv.path));
    let v: Value = serde_json::from_str(&body).unwrap();
    assert!(v["read_only_problem"].is_null(), "{v}");
    assert_eq!(v["transfers"].as_array().unwrap().len(), 2, "{v}");
    drop(srv);

    flip(&dir.join("events"), 11, 13);
    let srv = web_common::Server::start(&dir);
    let (_, body) = web_common::get(&srv.addr, &format!("{}state.json", srv.path));
    let v: Value = serde_json::from_str(&body).unwrap();
    let problem = v["read_only_problem"].as_str().expect("a problem");
    assert!(problem.starts_with("events:11:1: "), "{problem}");
    let root = t.0.display().to_string();
    assert!(!body.contains(&root), "a host path on the page: {body}");
    assert!(!body.contains("/home/user"), "{body}");
    assert_eq!(v["problem"]["kind"], "damaged", "{v}");
    assert!(
        v["problem"]["tr"]
            .as_str()
            .unwrap()
            .starts_with("events:11:1: ")
    );
    assert_eq!(v["transfers"], serde_json::json!([]), "{v}");
    assert_eq!(v["nets"], serde_json::json!([]), "{v}");
}

// ------------------------------------------------------------ G2

/// Six payments, then one bit flipped in the fifth line of the ledger:
/// every reader refused at `ledger:5:1`, the file left as it is.
#[test]
fn g2_every_ledger_reader_names_the_damaged_line_and_shows_no_money() {
    let (t, _) = ledger_root("g2-readers");
    for _ in 0..6 {
        at(&t.0).args(["ledger", "paid", "Işıl", "Ayşe", "5"]).ok();
    }
    assert_eq!(
        debts(&t.0),
        vec![pair("Işıl", "Ayşe", 7_000), pair("Şükrü", "Mehmet", 5_000)]
    );
    let path = t.0.join("data/ledger/ledger");
    flip(&path, 5, 22);
    let damaged = std::fs::read(&path).unwrap();
    let out = t.0.join("defter.txt");
    for args in [
        vec!["ledger"],
        vec!["ledger", "--json"],
        vec!["ledger", "debts"],
        vec!["ledger", "debts", "--json"],
        vec!["ledger", "settle"],
        vec!["ledger", "settle", "--json"],
        vec!["ledger", "report"],
        vec!["ledger", "report", "--format", "csv"],
        vec!["ledger", "report", "--out", out.to_str().unwrap()],
        vec!["ledger", "paid", "Işıl", "Ayşe", "5"],
        vec!["ledger", "undo"],
    ] {
        let err = at(&t.0).args(&args).bad();
        assert!(err.contains("ledger/ledger:5:1:"), "{args:?}: {err}");
    }
    assert!(!out.exists());
    assert_eq!(std::fs::read(&path).unwrap(), damaged, "left as it was");
    let tr = at(&t.0).args(["--lang", "tr", "ledger", "debts"]).bad();
    assert!(
        tr.contains("ledger:5:1:") && tr.contains("parçasından"),
        "{tr}"
    );
}

/// Every byte of a 7-record ledger flipped, one at a time: `ledger debts`
/// either shows the debts the whole ledger gives or refuses naming a line;
/// never other debts with exit 0 (the findings: 5,004 of 5,004 did).
#[test]
fn g2_no_flipped_byte_of_the_ledger_shows_other_debts() {
    let (t, _) = ledger_root("g2-flips");
    for amount in ["5", "7", "9"] {
        at(&t.0)
            .args(["ledger", "paid", "Işıl", "Ayşe", amount])
            .ok();
    }
    at(&t.0)
        .args([
            "ledger",
            "expense",
            "Ayşe",
            "30",
            "--shared-by",
            "Ayşe,Mehmet,Işıl",
        ])
        .ok();
    at(&t.0).args(["ledger", "alias", "Şükrü", "Sukru"]).ok();
    at(&t.0)
        .args(["ledger", "paid", "Sukru", "Mehmet", "10"])
        .ok();
    at(&t.0).args(["ledger", "undo"]).ok();
    let want = debts(&t.0);
    let path = t.0.join("data/ledger/ledger");
    let good = std::fs::read(&path).unwrap();
    let dirs = t.dirs();
    let nights = racon::store::ledger::load_nights(&dirs);
    let (mut refused_n, mut same, mut cut) = (0, 0, 0);
    for i in 0..good.len() {
        let mut b = good.clone();
        b[i] ^= 1;
        std::fs::write(&path, &b).unwrap();
        // The screen's reader (in process: 1 run per byte is fast).
        let v = racon::tui::screens::ledger::LedgerScreen::load(&dirs);
        // The CLI reads the same way; its result on this file:
        match racon::store::ledger::LedgerFile::read_whole(&dirs) {
            Err(e) => {
                let text = racon::i18n::store::journal_error(&e, racon::i18n::Lang::En);
                assert!(text.contains("ledger/ledger:"), "byte {i}: {text}");
                assert!(v.problem.is_some() && v.debts.is_empty(), "byte {i}");
                refused_n += 1;
            }
            Ok(file) => {
                let l = racon::store::ledger::build(&nights, &file);
                let got: Vec<_> = l
                    .open_debts()
                    .iter()
                    .map(|d| {
                        (
                            l.name(&d.from).to_string(),
                            l.name(&d.to).to_string(),
                            d.open().0,
                        )
                    })
                    .collect();
                if good[i] == b'\n' && i + 1 == good.len() {
                    // The last newline gone: a torn tail, the last
                    // (never acknowledged) record not read.
                    cut += 1;
                    continue;
                }
                assert_eq!(
                    got, want,
                    "byte {i} ({:?}) changed the debts",
                    good[i] as char
                );
                same += 1;
            }
        }
    }
    std::fs::write(&path, &good).unwrap();
    eprintln!(
        "g2: {} bytes flipped: refused at a line {refused_n}, same debts {same}, torn tail {cut}",
        good.len()
    );
    // Every flip but the last newline's is a checksum (or header) problem.
    assert_eq!((refused_n, cut), (good.len() - 1, 1));
}

/// A FIFO, a folder or a device where the ledger should be: said, never
/// an empty ledger (the findings: debts back to ₺100, exit 0).
#[cfg(unix)]
#[test]
fn g2_a_fifo_folder_or_device_as_the_ledger_is_said() {
    let (t, _) = ledger_root("g2-special");
    at(&t.0).args(["ledger", "paid", "Işıl", "Ayşe", "5"]).ok();
    let path = t.0.join("data/ledger/ledger");
    let kinds: [Kind; 3] = [
        ("FIFO", &|p| mkfifo(p)),
        ("folder", &|p| std::fs::create_dir(p).unwrap()),
        ("device", &|p| {
            std::os::unix::fs::symlink("/dev/zero", p).unwrap()
        }),
    ];
    for (word, make) in kinds {
        let _ = std::fs::remove_file(&path);
        make(&path);
        for args in [
            vec!["ledger", "debts"],
            vec!["ledger"],
            vec!["ledger", "paid", "Işıl", "Ayşe", "1"],
        ] {
            let o = at(&t.0).limit(Duration::from_secs(20)).args(&args).run();
            assert_eq!(o.code, Some(2), "{word} {args:?}: {}", o.stdout);
            let err = o.stderr.clone();
            assert!(
                err.contains("ledger/ledger") && err.contains(word),
                "{word}: {err}"
            );
        }
        let v = racon::tui::screens::ledger::LedgerScreen::load(&t.dirs());
        assert!(
            v.problem.is_some() && v.debts.is_empty(),
            "{word}: the screen"
        );
        if path.is_dir() {
            std::fs::remove_dir(&path).unwrap();
        }
    }
}

// ------------------------------------------------------------ G3

fn cache_path(root: &Path) -> PathBuf {
    root.join("data/ledger/nights-cache")
}

/// A one-digit edit of the cache let `ledger paid … 900` be recorded
/// against a ₺100 debt. Now the edit is seen (checksum) and the cache is
/// rebuilt; and a forged cache with a checksum that matches is still
/// never what a payment is checked against.
#[test]
fn g3_a_changed_cache_is_rebuilt_and_payments_are_checked_against_the_journals() {
    let (t, _) = ledger_root("g3-edit");
    let want = vec![pair("Işıl", "Ayşe", 10_000), pair("Şükrü", "Mehmet", 5_000)];
    assert_eq!(debts(&t.0), want);
    let text = std::fs::read_to_string(cache_path(&t.0)).unwrap();
    assert!(text.contains("\"kurus\":10000"), "{text}");

    // The findings' edit: no checksum fixed.
    std::fs::write(
        cache_path(&t.0),
        text.replace("\"kurus\":10000", "\"kurus\":90000"),
    )
    .unwrap();
    assert_eq!(debts(&t.0), want, "an edited cache is not believed");
    let err = at(&t.0)
        .args(["ledger", "paid", "Işıl", "Ayşe", "900"])
        .bad();
    assert!(err.contains("only ₺100.00"), "{err}");

    // A forged cache whose checksum matches its text: the readers may
    // show it, but a payment is checked against the nights' journals.
    let text = std::fs::read_to_string(cache_path(&t.0)).unwrap();
    let (_, body) = text.trim_end().split_at(9);
    let forged = body.replace("\"kurus\":10000", "\"kurus\":90000");
    assert_ne!(forged, body);
    std::fs::write(
        cache_path(&t.0),
        format!("{:08x} {forged}\n", crc32fast::hash(forged.as_bytes())),
    )
    .unwrap();
    let err = at(&t.0)
        .args(["ledger", "paid", "Işıl", "Ayşe", "900"])
        .bad();
    assert!(err.contains("only ₺100.00"), "{err}");
    // The payment's check brought the cache back to what the nights say.
    assert_eq!(debts(&t.0), want);
    let p = at(&t.0)
        .args(["ledger", "paid", "Işıl", "Ayşe", "--json"])
        .json();
    assert_eq!(p["kurus"], 10_000);
    assert_eq!(debts(&t.0), vec![pair("Şükrü", "Mehmet", 5_000)]);
}

/// Every byte of the cache flipped (xor 1), one at a time: what the ledger
/// shows is what the journals give (the findings: 154 of 1,191 silently
/// wrong).
#[test]
fn g3_no_flipped_byte_of_the_cache_changes_the_ledger() {
    let (t, _) = ledger_root("g3-flips");
    mknight(&t.0.join("data/nights/2026-12-01-2030-open"), Some(13));
    let dirs = t.dirs();
    let want = racon::store::ledger::load_nights(&dirs);
    assert_eq!((want.finished.len(), want.open), (1, 1));
    // Unchanged, the cache answers for both nights.
    assert_eq!(racon::store::ledger::load_nights(&dirs).read, 0);
    let good = std::fs::read(cache_path(&t.0)).unwrap();
    let mut rebuilt = 0;
    for i in 0..good.len() {
        let mut b = good.clone();
        b[i] ^= 1;
        std::fs::write(cache_path(&t.0), &b).unwrap();
        let got = racon::store::ledger::load_nights(&dirs);
        assert_eq!(got.finished, want.finished, "byte {i}");
        assert_eq!(got.open, want.open, "byte {i}");
        assert!(got.skipped.is_empty(), "byte {i}");
        if got.read > 0 {
            rebuilt += 1;
        }
        // Whatever it was, the cache is good again.
        assert_eq!(std::fs::read(cache_path(&t.0)).unwrap(), good, "byte {i}");
    }
    eprintln!(
        "g3: {} cache bytes flipped: read again {rebuilt}, wrong 0",
        good.len()
    );
    assert_eq!(rebuilt, good.len(), "every flip was seen");
}

/// A night damaged in place after it was cached is not counted from the
/// cache: it is listed as skipped with its line.
#[test]
fn g3_a_night_damaged_after_it_was_cached_is_not_counted() {
    let (t, night) = ledger_root("g3-night");
    assert_eq!(debts(&t.0).len(), 2);
    flip(&night.join("events"), 14, 13);
    let v = at(&t.0).args(["ledger", "debts", "--json"]).json();
    assert_eq!(v["debts"], serde_json::json!([]), "{v}");
    let skipped = v["skipped"].as_array().unwrap();
    assert_eq!(skipped.len(), 1, "{v}");
    assert!(
        skipped[0]["problem"]
            .as_str()
            .unwrap()
            .contains("events:14:1"),
        "{v}"
    );
    let text = at(&t.0).args(["ledger", "debts"]).ok();
    assert!(
        text.contains("Skipped (unreadable)") && text.contains("events:14:1"),
        "{text}"
    );
}

// ------------------------------------------------------------ G4

/// A FIFO or /dev/zero as the nights cache: the ledger neither hangs nor
/// reads without bound; the thing is moved aside and the cache rebuilt.
#[cfg(unix)]
#[test]
fn g4_a_fifo_or_device_as_the_nights_cache_is_not_waited_on() {
    let (t, _) = ledger_root("g4-cache");
    let want = vec![pair("Işıl", "Ayşe", 10_000), pair("Şükrü", "Mehmet", 5_000)];
    std::fs::create_dir_all(t.0.join("data/ledger")).unwrap();
    for make in [
        &(|p: &Path| mkfifo(p)) as &dyn Fn(&Path),
        &|p| std::os::unix::fs::symlink("/dev/zero", p).unwrap(),
        &|p| std::os::unix::fs::symlink("/dev/urandom", p).unwrap(),
    ] {
        let _ = std::fs::remove_file(cache_path(&t.0));
        make(&cache_path(&t.0));
        let start = Instant::now();
        let o = at(&t.0)
            .limit(Duration::from_secs(20))
            .args(["ledger", "debts", "--json"])
            .run();
        assert_eq!(o.code, Some(0), "{}", o.stderr);
        let v: Value = serde_json::from_str(&o.stdout).unwrap();
        assert_eq!(v["debts"].as_array().unwrap().len(), 2);
        assert!(start.elapsed() < Duration::from_secs(20));
        assert!(cache_path(&t.0).is_file(), "rebuilt as a file");
        assert_eq!(debts(&t.0), want);
    }
    // The screen's `d` reads the same way.
    let _ = std::fs::remove_file(cache_path(&t.0));
    mkfifo(&cache_path(&t.0));
    let dirs = t.dirs();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let v = racon::tui::screens::ledger::LedgerScreen::load(&dirs);
        let _ = tx.send(v.debts.len());
    });
    assert_eq!(
        rx.recv_timeout(Duration::from_secs(20)),
        Ok(2),
        "the screen hung"
    );
}

/// A FIFO as `cache/alert.wav`: the sound is never waited on; the file is
/// replaced by the sound.
#[cfg(unix)]
#[test]
fn g4_a_fifo_as_the_alert_sound_is_not_waited_on() {
    let t = TempDir::new("g4-sound");
    let data = t.0.join("data");
    std::fs::create_dir_all(data.join("cache")).unwrap();
    let wav = data.join("cache/alert.wav");
    mkfifo(&wav);
    let (tx, rx) = std::sync::mpsc::channel();
    let d = data.clone();
    std::thread::spawn(move || {
        let _ = tx.send(racon::tui::sound::sound_file(&d));
    });
    let got = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("the sound hung");
    assert_eq!(got.as_deref(), Some(wav.as_path()));
    assert!(wav.is_file(), "the FIFO was replaced by the sound");
    assert!(std::fs::read(&wav).unwrap().starts_with(b"RIFF"));
}

// ------------------------------------------------------------ G7

const HOSTILE: [&str; 10] = [
    "Evil\u{1b}]0;PWNED\u{7}",
    "bell\u{7}",
    "csi\u{9b}2J",
    "del\u{7f}",
    "Ay\u{202e}şe",
    "Ay\u{2066}şe",
    "two\nlines",
    "Ay\u{200b}şe",
    "Ay\u{200d}şe",
    "cr\rx",
];

/// Ledger names and texts typed on the command line with control,
/// direction or invisible characters, or 10 KB long: refused, nothing
/// written.
#[test]
fn g7_ledger_names_with_control_characters_are_refused_where_typed() {
    let (t, _) = ledger_root("g7-typed");
    let long = "A".repeat(10_000);
    for bad in HOSTILE.iter().copied().chain([long.as_str()]) {
        for args in [
            vec!["ledger", "alias", "Mehmet", bad],
            vec!["ledger", "alias", bad, "Mehmet"],
            vec!["ledger", "expense", bad, "3", "--shared-by", "Ayşe,Can"],
            vec![
                "ledger",
                "expense",
                "Ayşe",
                "3",
                "--shared-by",
                &format!("Ayşe,{bad}"),
            ],
            vec![
                "ledger",
                "expense",
                "Ayşe",
                "3",
                "--shared-by",
                "Ayşe,Can",
                "--what",
                bad,
            ],
            vec!["ledger", "paid", bad, "Ayşe", "1"],
        ] {
            let err = at(&t.0).args(&args).bad();
            assert!(err.contains("character"), "{args:?}: {err}");
            assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
        }
    }
    assert!(!t.0.join("data/ledger/ledger").exists(), "nothing written");
    // Plain Turkish names are fine.
    at(&t.0)
        .args(["ledger", "alias", "Şükrü", "Şükrü Öztürk"])
        .ok();
    let tr = at(&t.0)
        .args(["--lang", "tr", "ledger", "alias", "Mehmet", HOSTILE[0]])
        .bad();
    assert!(tr.contains("U+001B"), "{tr}");
}

/// Names already in a ledger (an older racon took them) are escaped in
/// every report written to a file and in the ledger screen.
#[test]
fn g7_names_already_in_the_ledger_are_escaped_wherever_written() {
    use racon::money::Kurus;
    use racon::money::ledger::LedgerEvent;
    let (t, _) = ledger_root("g7-written");
    let dirs = t.dirs();
    let mut file = racon::store::ledger::LedgerFile::open(&dirs).unwrap();
    for (i, bad) in HOSTILE.iter().enumerate() {
        file.append(
            1_796_100_000_000 + i as i64,
            LedgerEvent::Expense {
                payer: "Ayşe".into(),
                kurus: Kurus(300),
                shared_by: vec!["Ayşe".into(), (*bad).to_string()],
                what: format!("pizza {bad}"),
            },
        )
        .unwrap();
    }
    drop(file);
    let raw = [
        '\u{1b}', '\u{7}', '\u{7f}', '\u{9b}', '\u{202e}', '\u{2066}',
    ];
    for format in ["text", "md", "csv"] {
        let out = t.0.join(format!("rep.{format}"));
        at(&t.0)
            .args([
                "ledger",
                "report",
                "--format",
                format,
                "--out",
                out.to_str().unwrap(),
            ])
            .ok();
        let text = std::fs::read_to_string(&out).unwrap();
        for c in raw {
            assert!(
                !text.contains(c),
                "{format}: raw U+{:04X}:\n{text:?}",
                u32::from(c)
            );
        }
        assert!(text.contains("\\u{1b}"), "{format}: {text}");
    }
    // The screen.
    let v = racon::tui::screens::ledger::LedgerScreen::load(&dirs);
    assert!(!v.debts.is_empty());
    let mut app = racon::tui::app::App::new(racon::i18n::Lang::En, dirs.clone(), None, 7, None);
    app.view = racon::tui::screens::View::Ledger(v);
    let text = render_app(&app, 120, 40);
    for c in raw {
        assert!(
            !text.contains(c),
            "screen: raw U+{:04X}:\n{text}",
            u32::from(c)
        );
    }
    assert!(text.contains("\\u{1b}"), "{text}");
}

fn render_app(app: &racon::tui::app::App, w: u16, h: u16) -> String {
    use ratatui::{Terminal, backend::TestBackend};
    let Ok(mut term) = Terminal::new(TestBackend::new(w, h));
    term.draw(|f| racon::tui::ui::draw(f, app, 1_796_100_000_000, false))
        .unwrap();
    let buf = term.backend().buffer();
    (0..h)
        .map(|y| {
            (0..w)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
                + "\n"
        })
        .collect()
}

// ------------------------------------------------------------ G8

/// A user rule set that is not a usable file (a FIFO, a folder, a link
/// loop, a dangling link) is said by `judge --rules`, never replaced by the
/// bundled set the host did not choose.
#[cfg(unix)]
#[test]
fn g8_an_unusable_rule_set_override_is_said_not_replaced_by_the_bundled_one() {
    let t = TempDir::new("g8-rules");
    let rules = t.0.join("config/rules");
    std::fs::create_dir_all(&rules).unwrap();
    let path = rules.join("kapali.ron");
    let hands = ["Ah Ad Kc Qs 9h", "As Ac Kh Qd 9s"];
    // With no override: the bundled set judges.
    at(&t.0)
        .args(["judge", "--rules", "kapali", hands[0], hands[1]])
        .ok();
    let kinds: [Kind; 4] = [
        ("FIFO", &|p| mkfifo(p)),
        ("folder", &|p| std::fs::create_dir(p).unwrap()),
        ("loop", &|p| std::os::unix::fs::symlink(p, p).unwrap()),
        ("dangling", &|p| {
            std::os::unix::fs::symlink(p.with_extension("gone"), p).unwrap()
        }),
    ];
    for (what, make) in kinds {
        make(&path);
        let o = at(&t.0)
            .limit(Duration::from_secs(20))
            .args(["judge", "--rules", "kapali", hands[0], hands[1]])
            .run();
        let err = o.stderr.clone();
        assert_eq!(o.code, Some(2), "{what}: {}{err}", o.stdout);
        assert!(err.contains("kapali.ron"), "{what}: {err}");
        assert!(o.stdout.is_empty(), "{what}: judged anyway: {}", o.stdout);
        if path.is_dir() {
            std::fs::remove_dir(&path).unwrap();
        } else {
            std::fs::remove_file(&path).unwrap();
        }
    }
}

// ------------------------------------------------------------ G9

/// A line longer than any racon writes, then a good record: the follower
/// says so at that line instead of waiting for a newline in silence.
#[test]
fn g9_a_line_over_the_limit_is_said_by_the_follower() {
    use racon::store::follower::Follower;
    let t = TempDir::new("g9-long");
    let dir = mknight(&t.0.join("u"), Some(13));
    let mut f = Follower::open(&dir).unwrap();
    assert_eq!(f.night().state().hand_no, 3);
    {
        use std::io::Write;
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(dir.join("events"))
            .unwrap();
        file.write_all(&vec![b'x'; 5 << 20]).unwrap();
        file.write_all(b"\n").unwrap();
        file.write_all(line("(seq:13,at:1796070631000,event:HandDealt)").as_bytes())
            .unwrap();
    }
    f.poll();
    let p = f.problem.as_ref().expect("the long line is said");
    let text = racon::i18n::store::open_error(p, racon::i18n::Lang::En);
    assert!(
        text.contains("events:14:1:") && text.contains("longer than"),
        "{text}"
    );
    assert_eq!(f.night().state().hand_no, 3);
}

fn env_of(root: &Path) -> String {
    format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=C.UTF-8 LC_ALL=C.UTF-8",
        root.join("config").display(),
        root.join("data").display()
    )
}

/// `racon display` when the journal, then its folder, is deleted: said on
/// its top line (the findings: the face stayed as it was, no message); a
/// journal put back is followed again.
#[test]
fn g9_the_display_says_when_its_night_is_gone() {
    use common::tmux::Tmux;
    let t = TempDir::new("g9-display");
    let dir = mknight(&t.0.join("nights/u"), Some(13));
    let tm = Tmux::new("g9-gone");
    tm.window(
        "display",
        &format!(
            "{} {} --lang en display {}",
            env_of(&t.0),
            bin().display(),
            dir.display()
        ),
    );
    let step = Duration::from_secs(30);
    tm.wait("display", "the face", step, |s| s.contains("hand 3"));
    let kept = std::fs::read(dir.join("events")).unwrap();
    std::fs::remove_file(dir.join("events")).unwrap();
    tm.wait("display", "the gone banner", step, |s| {
        s.contains("journal is gone")
    });
    let screen = tm.screen("display");
    assert!(
        !screen.contains(&t.0.display().to_string()),
        "host path: {screen}"
    );
    // Put back: followed again, the banner gone.
    std::fs::write(dir.join("events"), &kept).unwrap();
    append(&dir, &["(seq:13,at:1796070631000,event:HandDealt)".into()]);
    tm.wait("display", "hand 4 after the journal came back", step, |s| {
        s.contains("hand 4") && !s.contains("journal is gone")
    });
    // The whole folder.
    std::fs::remove_dir_all(&dir).unwrap();
    tm.wait("display", "the gone banner for the folder", step, |s| {
        s.contains("journal is gone")
    });
}

/// `racon serve` when the night's folder is deleted: the page says its
/// night is gone instead of serving the last state as if live.
#[test]
fn g9_the_page_says_when_its_night_is_gone() {
    let t = TempDir::new("g9-page");
    let dir = mknight(&t.0.join("e"), None);
    let srv = web_common::Server::start(&dir);
    let url = format!("{}state.json", srv.path);
    let (_, body) = web_common::get(&srv.addr, &url);
    assert!(serde_json::from_str::<Value>(&body).unwrap()["problem"].is_null());
    std::fs::remove_dir_all(&dir).unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let v = loop {
        let (_, body) = web_common::get(&srv.addr, &url);
        let v: Value = serde_json::from_str(&body).unwrap();
        if !v["problem"].is_null() {
            break v;
        }
        assert!(Instant::now() < deadline, "never said: {v}");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert_eq!(v["problem"]["kind"], "gone", "{v}");
    let en = v["problem"]["en"].as_str().unwrap();
    assert!(en.contains("journal is gone"), "{en}");
    assert!(!en.contains(&t.0.display().to_string()), "{en}");
    assert_eq!(v["transfers"], serde_json::json!([]));
    assert_eq!(v["name"], "Cuma gecesi", "the night as last read stays");
}

// ------------------------------------------------------------ G10

/// Twenty ledger writers started at once: each waits its turn; none is
/// told "this night is open in another racon" (the findings: 128 of 200).
#[test]
fn g10_ledger_writers_started_together_wait_their_turn() {
    let (t, _) = ledger_root("g10-race");
    let children: Vec<_> = (0..20)
        .map(|_| {
            Racon::new()
                .config_dir(t.0.join("config"))
                .data_dir(t.0.join("data"))
                .args(["ledger", "paid", "Işıl", "Ayşe", "1"])
                .spawn()
        })
        .collect();
    let mut recorded = 0;
    for c in children {
        let o = c.wait();
        let err = o.stderr.clone();
        assert!(!err.contains("night"), "{err}");
        assert_eq!(o.code, Some(0), "{err}");
        recorded += 1;
    }
    assert_eq!(recorded, 20);
    assert_eq!(debts(&t.0)[0], pair("Işıl", "Ayşe", 8_000));
}

/// A writer that holds the ledger longer than a moment: the next one is
/// told the ledger is busy, not that a night is open.
#[test]
fn g10_a_busy_ledger_is_said_as_such() {
    let (t, _) = ledger_root("g10-busy");
    let held = racon::store::ledger::LedgerFile::open(&t.dirs()).unwrap();
    let start = Instant::now();
    let err = at(&t.0).args(["ledger", "paid", "Işıl", "Ayşe", "1"]).bad();
    assert!(start.elapsed() >= racon::store::ledger::LOCK_WAIT);
    assert!(
        err.contains("another racon is writing to the ledger"),
        "{err}"
    );
    assert!(!err.contains("night"), "{err}");
    let tr = at(&t.0)
        .args(["--lang", "tr", "ledger", "alias", "Işıl", "Isil"])
        .bad();
    assert!(tr.contains("deftere yazıyor"), "{tr}");
    drop(held);
    at(&t.0).args(["ledger", "paid", "Işıl", "Ayşe", "1"]).ok();
}

// ------------------------------------------------------------ G12

/// `racon new` without a terminal beside an unfinished night: one line,
/// the refusal, never "the new night is set up anyway".
#[test]
fn g12_racon_new_without_a_terminal_refuses_in_one_line() {
    let t = TempDir::new("g12-new");
    mknight(&t.0.join("data/nights/2026-11-30-2030-u"), Some(13));
    let err = at(&t.0).args(["new"]).bad();
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(!err.contains("anyway"), "{err}");
}

/// The F5 notice shows the whole quarantine path, wrapped inside its box,
/// at 80×24, however deep the data folder.
#[test]
fn g12_the_repair_notice_shows_the_whole_quarantine_path() {
    use racon::i18n::Lang;
    let t = TempDir::new("g12-f5");
    let deep =
        t.0.join("a-rather-long-folder-name/and-another-one-below-it/data");
    let dir = mknight(&deep.join("nights/2026-11-30-2030-cuma-gecesi"), Some(13));
    {
        use std::io::Write;
        let mut f = std::fs::OpenOptions::new()
            .append(true)
            .open(dir.join("events"))
            .unwrap();
        f.write_all(b"0badc0de (seq:13,at:1796070631000,ev")
            .unwrap();
    }
    let nf = racon::store::night::NightFile::open(&dir).unwrap();
    let path = racon::store::shown(&nf.repair_report().unwrap().quarantine_path);
    drop(nf);
    let dirs = racon::store::Dirs {
        config: t.0.join("config"),
        data: deep.clone(),
    };
    for lang in [Lang::En, Lang::Tr] {
        let nf = racon::store::night::NightFile::open(&dir).unwrap();
        let app = racon::tui::app::App::new(lang, dirs.clone(), Some(nf), 1, None);
        for (w, h) in [(80, 24), (120, 40)] {
            let screen = render_app(&app, w, h);
            // The dialog's rows (between its sides, inside the screen's
            // border), joined where the path wraps (it has no spaces).
            let inner: String = screen
                .lines()
                .filter_map(|l| {
                    let c: Vec<char> = l.chars().collect();
                    let sides: Vec<usize> = (0..c.len()).filter(|&i| c[i] == '│').collect();
                    (sides.len() >= 4).then(|| {
                        let (a, b) = (sides[1], sides[sides.len() - 2]);
                        c[a + 1..b].iter().collect::<String>().trim().to_string()
                    })
                })
                .collect();
            assert!(inner.contains(&path), "{lang:?} {w}×{h}: {path}\n{screen}");
        }
    }
}

/// `--out` replaces only a whole racon report: not an empty file that is
/// not named like a report (the night's own `lock` was replaced), and not
/// a report with the host's notes after it.
#[test]
fn g12_out_leaves_an_empty_lock_and_a_report_with_notes_alone() {
    let t = TempDir::new("g12-out");
    let dir = mknight(&t.0.join("e"), None);
    let d = dir.to_str().unwrap();
    let lock = dir.join("lock");
    std::fs::write(&lock, "").unwrap();
    let err = at(&t.0)
        .args(["night", "report", d, "--out", lock.to_str().unwrap()])
        .bad();
    assert!(err.contains("not a racon report"), "{err}");
    assert_eq!(std::fs::read(&lock).unwrap(), b"", "left alone");
    // An empty file named like a report is fine.
    let txt = t.0.join("hesap.txt");
    std::fs::write(&txt, "").unwrap();
    at(&t.0)
        .args(["night", "report", d, "--out", txt.to_str().unwrap()])
        .ok();
    let report = std::fs::read_to_string(&txt).unwrap();
    assert!(report.contains("Işıl → Ayşe"), "{report}");
    // Our own report is replaced …
    at(&t.0)
        .args(["night", "report", d, "--out", txt.to_str().unwrap()])
        .ok();
    // … but not once the host wrote his notes after it.
    let noted = format!("{report}\nNotes: Işıl pays next Friday.\n");
    std::fs::write(&txt, &noted).unwrap();
    let err = at(&t.0)
        .args(["night", "report", d, "--out", txt.to_str().unwrap()])
        .bad();
    assert!(err.contains("not a racon report"), "{err}");
    assert_eq!(std::fs::read_to_string(&txt).unwrap(), noted);
    for format in ["md", "csv"] {
        let f = t.0.join(format!("hesap.{format}"));
        at(&t.0)
            .args([
                "night",
                "report",
                d,
                "--format",
                format,
                "--out",
                f.to_str().unwrap(),
            ])
            .ok();
        at(&t.0)
            .args([
                "night",
                "report",
                d,
                "--format",
                format,
                "--out",
                f.to_str().unwrap(),
            ])
            .ok();
        let mut text = std::fs::read_to_string(&f).unwrap();
        text.push_str("my own line\n");
        std::fs::write(&f, &text).unwrap();
        at(&t.0)
            .args([
                "night",
                "report",
                d,
                "--format",
                format,
                "--out",
                f.to_str().unwrap(),
            ])
            .bad();
    }
    // The ledger's report follows the same rule.
    let (lt, _) = ledger_root("g12-out-ledger");
    let f = lt.0.join("defter.txt");
    at(&lt.0)
        .args(["ledger", "report", "--out", f.to_str().unwrap()])
        .ok();
    at(&lt.0)
        .args(["ledger", "report", "--out", f.to_str().unwrap()])
        .ok();
    let mut text = std::fs::read_to_string(&f).unwrap();
    text.push_str("kasa: 50\n");
    std::fs::write(&f, &text).unwrap();
    at(&lt.0)
        .args(["ledger", "report", "--out", f.to_str().unwrap()])
        .bad();
    let f = lt.0.join("defter.csv");
    at(&lt.0)
        .args([
            "ledger",
            "report",
            "--format",
            "csv",
            "--out",
            f.to_str().unwrap(),
        ])
        .ok();
    at(&lt.0)
        .args([
            "ledger",
            "report",
            "--format",
            "csv",
            "--out",
            f.to_str().unwrap(),
        ])
        .ok();
    let mut text = std::fs::read_to_string(&f).unwrap();
    text.push_str("kasa,50\n");
    std::fs::write(&f, &text).unwrap();
    at(&lt.0)
        .args([
            "ledger",
            "report",
            "--format",
            "csv",
            "--out",
            f.to_str().unwrap(),
        ])
        .bad();
}

/// The ledger's folder and every lock are the owner's only, like a night's.
#[cfg(unix)]
#[test]
fn g12_the_ledger_folder_and_locks_are_the_owners_only() {
    use std::os::unix::fs::PermissionsExt;
    let (t, night) = ledger_root("g12-modes");
    at(&t.0).args(["ledger", "paid", "Işıl", "Ayşe", "1"]).ok();
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&t.0.join("data/ledger")), 0o700);
    assert_eq!(mode(&t.0.join("data/ledger/lock")), 0o600);
    assert_eq!(mode(&t.0.join("data/ledger/ledger")), 0o600);
    let nf = racon::store::night::NightFile::open(&night).unwrap();
    drop(nf);
    assert_eq!(mode(&night.join("lock")), 0o600);
}

/// Typed names and labels in a preset (a file the host writes): an
/// invisible character that makes `Ay‍şe` another `Ayşe`, a NUL in the
/// night's name said as a control character, a 10 KB currency: refused
/// on import, naming what is wrong.
#[test]
fn g12_preset_names_with_invisible_characters_or_a_huge_currency_are_refused() {
    let t = TempDir::new("g12-names");
    let out = t.0.join("p.ron");
    at(&t.0)
        .args(["presets", "export", "kapali-4", out.to_str().unwrap()])
        .ok();
    let good = std::fs::read_to_string(&out).unwrap();
    assert!(good.contains("\"Ayşe\""), "{good}");
    let cases = [
        (
            "zwj",
            good.replacen("\"Mehmet\"", "\"Ay\u{200d}şe\"", 1),
            "U+200D",
        ),
        (
            "nul",
            good.replacen("name: \"", "name: \"Cuma\\u{0}", 1),
            "control",
        ),
        (
            "currency",
            good.replacen(
                "currency: \"₺\"",
                &format!("currency: \"{}\"", "₺".repeat(10_000)),
                1,
            ),
            "currency",
        ),
    ];
    for (tag, text, word) in cases {
        assert_ne!(text, good, "{tag}: nothing changed");
        let f = t.0.join(format!("{tag}.ron"));
        std::fs::write(&f, &text).unwrap();
        let err = at(&t.0)
            .args(["presets", "import", f.to_str().unwrap()])
            .bad();
        assert!(err.contains(word), "{tag}: {err}");
    }
}

/// The folder of the night renamed under the screen: the banner says the
/// journal was moved, not that the disk cannot be written.
#[test]
fn g12_a_moved_night_is_said_as_moved_not_as_a_full_disk() {
    use racon::i18n::Lang;
    let t = TempDir::new("g12-moved");
    let dir = mknight(&t.0.join("data/nights/2026-11-30-2030-u"), Some(13));
    let nf = racon::store::night::NightFile::open(&dir).unwrap();
    let mut app = racon::tui::app::App::new(Lang::En, t.dirs(), Some(nf), 1, None);
    std::fs::rename(&dir, dir.with_file_name("moved")).unwrap();
    let n = app.ctx.night.as_mut().unwrap();
    let r = n.act(racon::night::Action::NewHand, 1_796_070_640_000);
    assert!(r.is_err(), "{r:?}");
    let screen = render_app(&app, 120, 40);
    assert!(
        screen.contains("NOT SAVED — the journal or the night's folder was moved"),
        "{screen}"
    );
    assert!(!screen.contains("the disk cannot be written"), "{screen}");
    app.ctx.lang = Lang::Tr;
    let screen = render_app(&app, 80, 24);
    assert!(screen.contains("KAYDEDİLMEDİ — günlük"), "{screen}");
}

/// `equity --samples` beyond what is useful is refused with the limit,
/// instead of running for hours without an estimate.
#[test]
fn g12_equity_refuses_an_endless_sample_count() {
    let t = TempDir::new("g12-equity");
    let err = at(&t.0)
        .args([
            "equity",
            "--rules",
            "texas-holdem",
            "--samples",
            "13765282590723",
            "AhAd",
            "KsKc",
        ])
        .bad();
    assert!(err.contains("at most 100,000,000"), "{err}");
}

/// The hesap of a night read only up to a damaged line: the refusal with
/// its line instead of the prefix's transfers, and `w` writes no file.
#[test]
fn g1_the_hesap_settles_nothing_from_a_damaged_night() {
    use racon::i18n::Lang;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let t = TempDir::new("g1-hesap");
    let dir = mknight(&t.0.join("data/nights/2026-11-30-2030-e"), None);
    append(
        &dir,
        &[
            "(seq:19,at:1796070650000,event:ChipsCounted(player:0,chips:460))".into(),
            "(seq:20,at:1796070651000,event:ChipsCounted(player:1,chips:490))".into(),
        ],
    );
    flip(&dir.join("events"), 21, 13);
    let nf = racon::store::night::NightFile::open(&dir).unwrap();
    assert!(nf.is_read_only());
    let mut app = racon::tui::app::App::new(Lang::En, t.dirs(), Some(nf), 1, None);
    let key = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    app.handle_key(key('s'), 1_796_070_700_000);
    let screen = render_app(&app, 120, 40);
    assert!(screen.contains("events:21:1"), "{screen}");
    assert!(!screen.contains("Işıl → Ayşe"), "{screen}");
    app.handle_key(key('w'), 1_796_070_700_000);
    let (said, error) = app.message().unwrap();
    assert!(error && said.contains("whole journal"), "{said}");
    assert!(!dir.join("hesap.txt").exists());
}
