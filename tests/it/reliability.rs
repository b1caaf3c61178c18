//! Trust at the edges (issue 12, findings F1–F10): every finding has a test
//! here that fails on the code the findings measured, plus two seeded
//! mutation tests over the findings' fixture nights:
//!
//! - journal mutation: every single-byte flip, every cut, every line
//!   duplicated, removed or swapped with the next ends in the exact prefix
//!   of complete records or a located read-only problem at the first line
//!   not loaded — never another night, never a changed file;
//! - semantic mutation: 1,000 random events with valid checksums appended
//!   to a real night are each accepted only if `decide` makes them, else
//!   refused at their line.
//!
//! Both print "tried / held" counts (run with `--nocapture` to see them).
#![cfg(unix)] // FIFOs, devices, file modes, symbolic links and unix signals: unix only.

use crate::common;

use common::cli::{Racon, Ran};
use common::{SplitMix, TempDir};
use racon::cards::Card;
use racon::money::pot::{FalseOpener, FalseOpenerRule, PotInput};
use racon::money::settle::Resolve;
use racon::night::{Action, DeckChoice, Event, Night, PlayerId, ShownHand};
use racon::store::journal::{self, Faults, JournalError};
use racon::store::night::{ActError, NightFile, OpenError, QuitCheck};
use racon::units::Chips;
use std::fs;
use std::path::{Path, PathBuf};

const FIXTURES: &str = "/work/shared/findings/fixtures";

fn fixture(name: &str) -> Vec<u8> {
    // The fixtures are copied into the repository so the tests do not depend
    // on the findings folder.
    let local = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/nights")
        .join(name)
        .join("events");
    fs::read(&local)
        .or_else(|_| fs::read(Path::new(FIXTURES).join(name).join("events")))
        .expect("fixture night")
}

fn night_dir(t: &TempDir, name: &str, bytes: &[u8]) -> PathBuf {
    let d = t.0.join(name);
    fs::create_dir_all(&d).unwrap();
    fs::write(d.join("events"), bytes).unwrap();
    d
}

fn lines(bytes: &[u8]) -> Vec<&[u8]> {
    bytes.split_inclusive(|&b| b == b'\n').collect()
}

fn records(n: &NightFile) -> Vec<racon::night::Stamped> {
    n.night().records().to_vec()
}

/// "events:LINE:COL:" in a message → LINE.
fn located_line(msg: &impl std::fmt::Display) -> Option<usize> {
    let msg = msg.to_string();
    let at = msg.find("events:")? + "events:".len();
    let rest = &msg[at..];
    let (line, rest) = rest.split_once(':')?;
    let (col, _) = rest.split_once(':')?;
    col.parse::<usize>().ok()?;
    line.parse().ok()
}

// ------------------------------------------------------------ mutation

/// Loads a damaged copy read-only and checks the promise: the records are
/// a prefix of the original's; if not all were loaded, the problem names
/// the first line not loaded; the file is unchanged.
fn check_mutant(
    t: &TempDir,
    original: &[racon::night::Stamped],
    bytes: &[u8],
) -> Result<(), String> {
    let d = night_dir(t, "m", bytes);
    let result = NightFile::open_read_only(&d);
    let after = fs::read(d.join("events")).unwrap();
    if after != bytes {
        return Err("the file changed".into());
    }
    let entries: Vec<_> = fs::read_dir(&d).unwrap().collect();
    if entries.len() != 1 {
        return Err("a file was created".into());
    }
    match result {
        Ok(n) => {
            let got = records(&n);
            if got.len() > original.len() || got[..] != original[..got.len()] {
                return Err(format!("a different night: {} records", got.len()));
            }
            match &n.problem {
                Some(p) => {
                    let line = located_line(p).ok_or(format!("unlocated: {p}"))?;
                    if line != got.len() + 2 {
                        return Err(format!(
                            "{p}: line {line}, but {} records loaded",
                            got.len()
                        ));
                    }
                }
                None => {
                    // A clean load is the whole night or a cut at a line end
                    // (a torn tail skipped).
                    let complete = bytes.iter().filter(|&&b| b == b'\n').count();
                    if got.len() + 1 != complete {
                        return Err(format!(
                            "{} records without a problem, {complete} complete lines",
                            got.len()
                        ));
                    }
                }
            }
        }
        Err(OpenError::Journal(e)) => {
            let msg = e.to_string();
            let line = located_line(&msg).ok_or(format!("unlocated: {msg}"))?;
            if line > 2 {
                return Err(format!("refused whole at line {line}: {msg}"));
            }
        }
        Err(OpenError::Empty(_)) => {
            // Only a header and no complete event line.
            let complete = bytes.iter().filter(|&&b| b == b'\n').count();
            if complete > 1 {
                return Err("no events, but there are complete lines".into());
            }
        }
        Err(e) => return Err(format!("unexpected: {e}")),
    }
    let _ = fs::remove_dir_all(&d);
    Ok(())
}

#[test]
fn journal_mutation_over_both_fixtures() {
    let t = TempDir::new("rel-mut");
    let mut rng = SplitMix(0x5eed_0012);
    let (mut tried, mut held) = (0u64, 0u64);
    let mut failures = Vec::new();
    for name in ["night1", "ended"] {
        let bytes = fixture(name);
        let base = night_dir(&t, name, &bytes);
        let original = records(&NightFile::open_read_only(&base).unwrap());
        assert!(original.len() > 8, "{name}: the fixture loads whole");
        let mut run = |mutant: Vec<u8>, what: String| {
            tried += 1;
            match check_mutant(&t, &original, &mutant) {
                Ok(()) => held += 1,
                Err(e) => failures.push(format!("{name} {what}: {e}")),
            }
        };
        for i in 0..bytes.len() {
            let mut m = bytes.clone();
            m[i] ^= (rng.below(255) + 1) as u8;
            run(m, format!("flip at {i}"));
        }
        for cut in 0..bytes.len() {
            run(bytes[..cut].to_vec(), format!("cut at {cut}"));
        }
        let ls = lines(&bytes);
        for i in 0..ls.len() {
            let mut dup: Vec<&[u8]> = ls.clone();
            dup.insert(i, ls[i]);
            run(dup.concat(), format!("line {} doubled", i + 1));
            let mut del = ls.clone();
            del.remove(i);
            run(del.concat(), format!("line {} removed", i + 1));
            if i + 1 < ls.len() {
                let mut sw = ls.clone();
                sw.swap(i, i + 1);
                run(
                    sw.concat(),
                    format!("lines {} and {} swapped", i + 1, i + 2),
                );
            }
        }
        for k in 0..50 {
            let mut re = ls.clone();
            let a = rng.below(re.len() as u64) as usize;
            let b = rng.below(re.len() as u64) as usize;
            let line = re.remove(a);
            re.insert(b, line);
            run(
                re.concat(),
                format!("reorder {k}: line {} moved to {}", a + 1, b + 1),
            );
        }
    }
    println!("journal mutation: {tried} tried, {held} held");
    assert!(
        failures.is_empty(),
        "{} of {tried} failed:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

// ------------------------------------------------------------ F7

fn append_line(bytes: &[u8], n_lines: usize, seq: u64, at: i64, e: &Event) -> Vec<u8> {
    let mut out: Vec<u8> = lines(bytes)[..n_lines].concat();
    out.extend_from_slice(journal::record_text(seq, at, e).unwrap().as_bytes());
    out
}

fn append_raw(bytes: &[u8], ron: &str) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out.extend_from_slice(format!("{:08x} {ron}\n", crc32fast_hash(ron.as_bytes())).as_bytes());
    out
}

fn crc32fast_hash(b: &[u8]) -> u32 {
    // IEEE CRC-32, bitwise (the journal's checksum), so the test does not
    // share code with what it checks.
    let mut crc = 0xFFFF_FFFFu32;
    for &x in b {
        crc ^= u32::from(x);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// The findings' impossible events (F7): each is refused at its line.
#[test]
fn f7_impossible_events_are_refused_at_their_line() {
    let t = TempDir::new("rel-f7");
    let base = fixture("night1");
    let at = 1_796_070_570_000i64;
    let cases: Vec<String> = [
        "KavBought(player:0,chips:-1000000)".to_string(),
        format!("KavBought(player:0,chips:{})", i64::MAX),
        format!("ChipsCounted(player:0,chips:{})", i64::MIN),
        "CashierDeposit(player:0,chips:10)".into(),
        format!("CashierDeposit(player:1,chips:{})", i64::MAX),
        "SeatsDrawn(cards:[\"Ah\",\"Ah\",\"Ah\",\"Ah\"],seed:None,first_dealer:0)".into(),
        "Undo(target:10)".into(),
        "Undo(target:50)".into(),
        "Redo(target:3)".into(),
        "NightEnded(consent:[99,200])".into(),
        "VerdictRecorded(rules:\"kapali\",hands:[],board:[],winners:[99])".into(),
        "PotSplitRecorded(put_in:[1,2],folded:[false],order:[],payouts:[3])".into(),
        "DifferenceResolved(resolve:assign(99))".into(),
        "HandEnded(winner:Some(99),pot:None)".into(),
        "PlayerLeft(player:0,chips:-5,override_reason:None)".into(),
        "ClockResumed".into(),
        "AllPassed".into(),
    ]
    .into_iter()
    .map(|e| format!("(seq:10,at:{at},event:{e})"))
    .chain([
        format!("(seq:10,at:{},event:ClockPaused)", i64::MIN),
        format!("(seq:10,at:{},event:ClockPaused)", i64::MAX),
    ])
    .collect();
    let mut failures = Vec::new();
    for (i, ron) in cases.iter().enumerate() {
        let d = night_dir(&t, &format!("c{i}"), &append_raw(&base, ron));
        match NightFile::open_read_only(&d) {
            Ok(n) => match &n.problem {
                Some(p) if located_line(p) == Some(11) => {
                    assert_eq!(n.night().records().len(), 9, "{ron}");
                }
                other => failures.push(format!("{ron}: {other:?}")),
            },
            Err(e) => failures.push(format!("{ron}: {e}")),
        }
        // The screen never appends to it.
        if let Ok(mut w) = NightFile::open(&d) {
            assert!(w.is_read_only(), "{ron}");
            assert!(matches!(
                w.act(Action::Pause, at + 1),
                Err(ActError::ReadOnly)
            ));
        }
    }
    // A setup or rule set that does not validate, in NightStarted (line 2).
    let text = String::from_utf8(base.clone()).unwrap();
    let line2 = text
        .lines()
        .nth(1)
        .unwrap()
        .split_once(' ')
        .unwrap()
        .1
        .to_string();
    for (from, to) in [
        ("yer:10", "yer:0"),
        ("gel_gel(amount:10)", "gel_gel(amount:0)"),
        ("\"Mehmet\"", "\"Ayşe\""),
        ("length:minutes(60)", "length:minutes(0)"),
        ("mandatory:2", "mandatory:0"),
        (
            "decks:[(players:2,cards:32),(players:3,cards:32),(players:4,cards:32),(players:5,cards:40),(players:6,cards:52)]",
            "decks:[]",
        ),
        ("suit_order:[hearts,diamonds,clubs,spades]", "suit_order:[]"),
        (
            "players:(min:2,max:6,default:4)",
            "players:(min:9,max:2,default:4)",
        ),
        ("currency:\"₺\"", "currency:\"\\u{1b}]0;PWNED\\u{7}\""),
    ] {
        assert!(line2.contains(from), "{from}");
        let bad = line2.replace(from, to);
        let mut out = lines(&base)[..1].concat();
        out.extend_from_slice(format!("{:08x} {bad}\n", crc32fast_hash(bad.as_bytes())).as_bytes());
        for l in &lines(&base)[2..] {
            out.extend_from_slice(l);
        }
        let d = night_dir(&t, "start", &out);
        match NightFile::open_read_only(&d) {
            Err(e) if located_line(&e.to_string()) == Some(2) => {}
            other => failures.push(format!("{to}: {:?}", other.map(|n| n.problem))),
        }
        fs::remove_dir_all(&d).unwrap();
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Actions that could have made `e`, for the oracle (independent of
/// night::verify's own list: it also tries every seed the screen uses).
fn decide_makes(night: &Night, e: &Event, at: i64) -> bool {
    let mut candidates: Vec<Action> = Vec::new();
    match e.clone() {
        Event::SeatsDrawn { cards, seed, .. } => {
            if let Some(seed) = seed {
                candidates.push(Action::DrawSeats { seed });
            }
            candidates.push(Action::TypeDraw {
                cards,
                random_dealer_seed: None,
            });
        }
        Event::KavBought { player, chips } => candidates.push(Action::BuyKav { player, chips }),
        Event::HandDealt | Event::SeansEnded => candidates.push(Action::NewHand),
        Event::HandEnded { winner, pot } => {
            candidates.push(Action::NewHand);
            candidates.push(Action::EndHand { winner, pot });
        }
        Event::AllPassed => candidates.push(Action::AllPassed),
        Event::PasDoMen { forced, .. } => candidates.push(Action::PasDoMen { forced }),
        Event::Maldon => candidates.push(Action::Maldon),
        Event::ChipsCounted { player, chips, .. } => candidates.push(Action::CountChips {
            player,
            chips,
            colours: Vec::new(),
        }),
        Event::PlayerLeft {
            player,
            chips,
            override_reason,
            ..
        } => candidates.push(Action::Leave {
            player,
            chips,
            override_reason,
            colours: Vec::new(),
        }),
        Event::SatOut { player, out, .. } => candidates.push(Action::SitOut { player, out }),
        Event::PlayerJoined { name, after, kav } => {
            candidates.push(Action::Join { name, after, kav })
        }
        Event::PlayerBack { player, after, kav } => {
            candidates.push(Action::Return { player, after, kav })
        }
        Event::DeckChosen { when } => candidates.push(Action::ChooseDeck { when }),
        Event::CashierDeposit { player, chips } => {
            candidates.push(Action::Deposit { player, chips })
        }
        Event::ClockPaused => candidates.push(Action::Pause),
        Event::ClockResumed => candidates.push(Action::Resume),
        Event::ClockAdjusted { ms } => candidates.push(Action::AdjustClock { ms }),
        Event::BlindLevelSkipped => candidates.push(Action::SkipLevel),
        Event::BreakCut => candidates.push(Action::EndBreak),
        Event::ExpenseRecorded {
            payer,
            kurus,
            shared_by,
            what,
        } => candidates.push(Action::RecordExpense {
            payer,
            kurus,
            shared_by,
            what,
        }),
        Event::PaidOnSpot { from, to, .. } => {
            candidates.push(Action::SettleLeaver {
                player: from,
                with: to,
            });
            candidates.push(Action::SettleLeaver {
                player: to,
                with: from,
            });
        }
        Event::NightEnded { consent } => candidates.push(Action::EndNight { consent }),
        Event::VerdictRecorded {
            rules,
            hands,
            board,
            winners,
        } => candidates.push(Action::RecordVerdict {
            rules,
            hands,
            board,
            winners,
        }),
        Event::DifferenceResolved { resolve } => {
            candidates.push(Action::ResolveDifference { resolve })
        }
        Event::PotSplitRecorded {
            put_in,
            folded,
            order,
            payouts,
        } => {
            let yer = payouts.iter().sum::<Chips>() - put_in.iter().sum::<Chips>();
            let mut fo = vec![None];
            for p in PlayerId::all(put_in.len()) {
                fo.push(Some(FalseOpener {
                    player: p,
                    rule: FalseOpenerRule::BestOtherHand,
                }));
                fo.push(Some(FalseOpener {
                    player: p,
                    rule: FalseOpenerRule::Carry,
                }));
            }
            for false_opener in fo {
                candidates.push(Action::SplitPot {
                    input: PotInput {
                        put_in: put_in.clone(),
                        folded: folded.clone(),
                        order: order.clone(),
                        yer,
                        acik: Vec::new(),
                        false_opener,
                    },
                });
            }
        }
        Event::Undo { .. } => candidates.push(Action::Undo),
        Event::Redo { .. } => candidates.push(Action::Redo),
        Event::NightStarted { .. } => {}
    }
    // A deal's move that closed the seans's last tur, written before
    // `ends_seans` existed (FORMATS.md), is the same event with it off.
    let legacy = |ours: Event| match ours {
        Event::PasDoMen {
            forced,
            ends_seans: true,
        } => Event::PasDoMen {
            forced,
            ends_seans: false,
        },
        Event::SatOut {
            player,
            out,
            ends_seans: true,
        } => Event::SatOut {
            player,
            out,
            ends_seans: false,
        },
        Event::PlayerLeft {
            player,
            chips,
            override_reason,
            ends_seans: true,
            colours,
        } => Event::PlayerLeft {
            player,
            chips,
            override_reason,
            ends_seans: false,
            colours,
        },
        other => other,
    };
    candidates.into_iter().any(|a| match night.decide(a, at) {
        Ok(ours) => ours == *e || legacy(ours) == *e,
        Err(_) => false,
    })
}

fn random_event(rng: &mut SplitMix, seq: u64) -> Event {
    let player = |rng: &mut SplitMix| {
        PlayerId([0u8, 1, 2, 3, 0, 1, 2, 3, 4, 99, 255][rng.below(11) as usize])
    };
    let chips = |rng: &mut SplitMix| {
        Chips(
            [
                -1_000_000i64,
                -5,
                -1,
                0,
                1,
                10,
                50,
                100,
                400,
                500,
                800,
                1_000_000_000_000,
                1_000_000_000_001,
                i64::MAX,
                i64::MIN,
            ][rng.below(15) as usize],
        )
    };
    let card = |rng: &mut SplitMix| {
        let all: Vec<Card> = Card::all().collect();
        all[rng.below(all.len() as u64) as usize]
    };
    let target = |rng: &mut SplitMix| {
        [
            0,
            1,
            seq.saturating_sub(1),
            seq,
            seq + 1,
            rng.below(seq + 1),
        ][rng.below(6) as usize]
    };
    match rng.below(24) {
        0 => Event::SeatsDrawn {
            cards: (0..[4u64, 4, 3, 5][rng.below(4) as usize])
                .map(|_| card(rng))
                .collect(),
            seed: if rng.below(2) == 0 {
                Some(rng.below(8))
            } else {
                None
            },
            first_dealer: player(rng),
        },
        1 | 2 => Event::KavBought {
            player: player(rng),
            chips: chips(rng),
        },
        3 => Event::HandDealt,
        4 => Event::HandEnded {
            winner: if rng.below(2) == 0 {
                None
            } else {
                Some(player(rng))
            },
            pot: if rng.below(2) == 0 {
                None
            } else {
                Some(chips(rng))
            },
        },
        5 => Event::AllPassed,
        6 => Event::PasDoMen {
            forced: rng.below(2) == 0,
            ends_seans: rng.below(4) == 0,
        },
        7 => Event::Maldon,
        8 => Event::ChipsCounted {
            player: player(rng),
            chips: chips(rng),
            colours: Vec::new(),
        },
        9 => Event::PlayerLeft {
            player: player(rng),
            chips: chips(rng),
            override_reason: [None, Some("erken".to_string()), Some("  ".to_string())]
                [rng.below(3) as usize]
                .clone(),
            ends_seans: false,
            colours: Vec::new(),
        },
        10 => Event::SatOut {
            player: player(rng),
            out: rng.below(2) == 0,
            ends_seans: rng.below(4) == 0,
        },
        11 => Event::CashierDeposit {
            player: player(rng),
            chips: chips(rng),
        },
        12 => Event::SeansEnded,
        13 => Event::ClockPaused,
        14 => Event::ClockResumed,
        15 => Event::NightEnded {
            consent: (0..rng.below(5)).map(|_| player(rng)).collect(),
        },
        16 => Event::VerdictRecorded {
            rules: ["kapali", "x\u{1b}"][rng.below(2) as usize].into(),
            hands: (0..rng.below(3))
                .map(|_| ShownHand {
                    player: player(rng),
                    cards: (0..5).map(|_| card(rng)).collect(),
                })
                .collect(),
            board: Vec::new(),
            winners: (0..rng.below(3)).map(|_| player(rng)).collect(),
        },
        17 => Event::DifferenceResolved {
            resolve: [
                Resolve::Spread,
                Resolve::Lost,
                Resolve::Assign(PlayerId(rng.below(6) as u8)),
                Resolve::Assign(PlayerId(99)),
            ][rng.below(4) as usize],
        },
        18 => {
            let n = [4usize, 4, 3, 2][rng.below(4) as usize];
            let put_in: Vec<Chips> = (0..n)
                .map(|_| Chips([0, 10, 50, -1][rng.below(4) as usize]))
                .collect();
            let folded: Vec<bool> = (0..n).map(|_| rng.below(3) == 0).collect();
            let order: Vec<Vec<PlayerId>> = PlayerId::all(n).map(|p| vec![p]).collect();
            let mut payouts = vec![Chips::ZERO; n];
            payouts[0] = put_in.iter().sum::<Chips>() + Chips([0, 10, -10][rng.below(3) as usize]);
            Event::PotSplitRecorded {
                put_in,
                folded,
                order,
                payouts,
            }
        }
        19 => Event::Undo {
            target: target(rng),
        },
        21 => Event::PlayerJoined {
            name: ["Kemal", "Ayşe", "", "x\u{1b}"][rng.below(4) as usize].into(),
            after: player(rng),
            kav: chips(rng),
        },
        22 => Event::PlayerBack {
            player: player(rng),
            after: player(rng),
            kav: chips(rng),
        },
        23 => Event::DeckChosen {
            when: [DeckChoice::NextHand, DeckChoice::NextTur, DeckChoice::Keep]
                [rng.below(3) as usize],
        },
        _ => Event::Redo {
            target: target(rng),
        },
    }
}

#[test]
fn semantic_mutation_1000_events() {
    let t = TempDir::new("rel-sem");
    let mut rng = SplitMix(0x0f7_0012);
    let bases: Vec<(Vec<u8>, usize)> = ["night1", "ended"]
        .iter()
        .map(|n| {
            let b = fixture(n);
            let k = lines(&b).len() - 1;
            (b, k)
        })
        .collect();
    let (mut accepted, mut refused) = (0u32, 0u32);
    let mut failures = Vec::new();
    for i in 0..1000 {
        let (bytes, n_records) = &bases[rng.below(2) as usize];
        let k = 1 + rng.below(*n_records as u64) as usize; // records kept
        let base_dir = night_dir(&t, "base", &lines(bytes)[..k + 1].concat());
        let before = NightFile::open_read_only(&base_dir).unwrap();
        assert!(before.problem.is_none());
        let last_at = before.night().records().last().unwrap().at;
        let at = match rng.below(12) {
            0 => i64::MIN,
            1 => -1,
            2 => i64::MAX,
            3 => last_at + 3_600_000,
            _ => last_at + rng.below(5_000) as i64,
        };
        let seq = k as u64 + 1;
        let e = random_event(&mut rng, seq);
        let d = night_dir(&t, "sem", &append_line(bytes, k + 1, seq, at, &e));
        match NightFile::open_read_only(&d) {
            Ok(n) if n.problem.is_none() => {
                if n.night().records().len() == k + 1 && decide_makes(before.night(), &e, at) {
                    accepted += 1;
                } else {
                    failures.push(format!(
                        "{i}: accepted but decide would not make it: {e:?} at {at}"
                    ));
                }
            }
            Ok(n) => {
                let p = n
                    .problem
                    .as_ref()
                    .map(|p| p.to_string())
                    .unwrap_or_default();
                if located_line(&p) == Some(k + 2) && n.night().records().len() == k {
                    refused += 1;
                } else {
                    failures.push(format!("{i}: refused without its line: {p}"));
                }
            }
            Err(e) => failures.push(format!("{i}: {e}")),
        }
        fs::remove_dir_all(&d).unwrap();
        fs::remove_dir_all(&base_dir).unwrap();
    }
    println!(
        "semantic mutation: 1000 tried, {accepted} accepted (decide makes them), {refused} refused at their line"
    );
    assert!(
        failures.is_empty(),
        "{}",
        failures[..failures.len().min(20)].join("\n")
    );
    assert!(
        accepted > 20,
        "the generator should make some valid events ({accepted})"
    );
}

// ------------------------------------------------------------ F1

fn open_copy(t: &TempDir, name: &str) -> PathBuf {
    let d = t.dirs().data.join("nights").join(name);
    fs::create_dir_all(&d).unwrap();
    fs::write(d.join("events"), fixture("night1")).unwrap();
    d
}

#[test]
fn f1_quit_never_claims_saved_when_it_is_not() {
    let t = TempDir::new("rel-f1");
    let d = open_copy(&t, "n1");
    let mut n = NightFile::open(&d).unwrap();
    assert!(matches!(n.quit_check(), QuitCheck::Saved));
    let faults = Faults::new();
    n.journal_mut().inject_faults(faults.clone());
    faults.fail_write(1, true);
    let at = 1_796_070_570_000;
    assert!(matches!(
        n.act(Action::NewHand, at),
        Err(ActError::NotSaved(_))
    ));
    assert!(matches!(
        n.act(
            Action::EndHand {
                winner: None,
                pot: None
            },
            at + 1
        ),
        Err(ActError::NotSaved(_))
    ));
    assert_eq!(n.pending(), 2);
    // Quitting retries the write; it fails again: not "everything is saved".
    match n.quit_check() {
        QuitCheck::NotSaved { pending, .. } => assert_eq!(pending, 2),
        QuitCheck::Saved => panic!("claimed saved with two actions only in memory"),
    }
    assert!(n.retry_save().is_err());
    // The host writes them elsewhere: journal lines, owner-only.
    let out = t.0.join("unsaved.txt");
    assert_eq!(n.export_pending(&out).unwrap(), 2);
    let text = fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().count(), 2);
    assert!(text.lines().next().unwrap().contains("(seq:10,"), "{text}");
    for l in text.lines() {
        let (crc, ron) = l.split_once(' ').unwrap();
        assert_eq!(crc, format!("{:08x}", crc32fast_hash(ron.as_bytes())));
    }
    assert_eq!(mode(&out), 0o600);
    // Never over an existing file.
    assert!(n.export_pending(&out).is_err());
    // The disk is back: quitting saves, and the actions are there.
    faults.heal();
    assert!(matches!(n.quit_check(), QuitCheck::Saved));
    assert_eq!(n.pending(), 0);
    drop(n);
    let again = NightFile::open_read_only(&d).unwrap();
    assert_eq!(again.night().records().len(), 11);
    assert!(again.problem.is_none());
}

fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(p).unwrap().permissions().mode() & 0o777
}

// ------------------------------------------------------------ F2

#[test]
fn f2_one_writer_whatever_happens_to_file_names() {
    let t = TempDir::new("rel-f2");
    let d = open_copy(&t, "n1");
    let mut a = NightFile::open(&d).unwrap();
    let locked = |d: &Path| {
        matches!(
            NightFile::open(d),
            Err(OpenError::Journal(JournalError::Locked { .. }))
        )
    };
    assert!(locked(&d));
    // The lock file removed under the running racon.
    fs::remove_file(d.join("lock")).unwrap();
    assert!(
        locked(&d),
        "a second racon opened the night after `rm lock`"
    );
    // The lock file replaced.
    fs::write(d.join("lock.new"), b"").unwrap();
    fs::rename(d.join("lock.new"), d.join("lock")).unwrap();
    assert!(
        locked(&d),
        "a second racon opened the night after the lock was replaced"
    );
    // The journal replaced under the writer: it stops writing and says so.
    let at = 1_796_070_570_000;
    assert!(a.act(Action::NewHand, at).is_ok());
    fs::copy(d.join("events"), d.join("events.new")).unwrap();
    fs::rename(d.join("events.new"), d.join("events")).unwrap();
    let before = fs::read(d.join("events")).unwrap();
    match a.act(
        Action::EndHand {
            winner: None,
            pot: None,
        },
        at + 1,
    ) {
        Err(ActError::NotSaved(JournalError::Replaced { .. })) => {}
        other => panic!("wrote on after the journal was replaced: {other:?}"),
    }
    assert_eq!(fs::read(d.join("events")).unwrap(), before);
    assert_eq!(a.pending(), 1);
    assert!(locked(&d));
    drop(a);
    let b = NightFile::open(&d).unwrap();
    assert!(b.problem.is_none());
    assert_eq!(b.night().records().len(), 10);
}

// ------------------------------------------------------------ F3

/// Runs `f` on a thread; fails the test if it takes more than 20 s.
fn within<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(20))
        .unwrap_or_else(|_| panic!("{what} hung"))
}

fn mkfifo(p: &Path) {
    let ok = std::process::Command::new("mkfifo")
        .arg(p)
        .status()
        .unwrap()
        .success();
    assert!(ok);
}

#[test]
fn f3_only_regular_files_are_read() {
    let t = TempDir::new("rel-f3");
    let dirs = t.dirs();
    fs::create_dir_all(dirs.presets_dir()).unwrap();
    fs::create_dir_all(dirs.rules_dir()).unwrap();
    mkfifo(&dirs.presets_dir().join("x.ron"));
    mkfifo(&dirs.rules_dir().join("x.ron"));
    std::os::unix::fs::symlink("/dev/zero", dirs.presets_dir().join("z.ron")).unwrap();
    let d2 = dirs.clone();
    let (presets, errors) = within("presets list", move || racon::store::presets::list(&d2));
    assert!(!presets.is_empty(), "the bundled presets are still listed");
    let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(
        text.iter()
            .any(|e| e.contains("x.ron") && e.contains("FIFO")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|e| e.contains("z.ron") && e.contains("device")),
        "{text:?}"
    );
    let d2 = dirs.clone();
    let (rules, errors) = within("rules list", move || racon::store::all_rules(&d2));
    assert!(!rules.is_empty());
    assert!(
        errors.iter().any(|e| e.to_string().contains("FIFO")),
        "{errors:?}"
    );
    // A FIFO as a night's journal.
    let nd = t.0.join("night");
    fs::create_dir_all(&nd).unwrap();
    mkfifo(&nd.join("events"));
    let n2 = nd.clone();
    assert!(within("night open", move || NightFile::open_read_only(&n2)
        .is_err()));
    let n2 = nd.clone();
    assert!(within("night open", move || NightFile::open(&n2).is_err()));
    // A file that is bigger than the limit is refused without reading it all.
    let big = t.0.join("big.ron");
    fs::write(&big, vec![b' '; 2 << 20]).unwrap();
    let e = racon::store::read_text(&big, 1 << 20).unwrap_err();
    assert!(
        racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En).contains("limit"),
        "{e}"
    );
}

// ------------------------------------------------------------ F4

#[test]
fn f4_a_damaged_header_is_a_located_error() {
    let t = TempDir::new("rel-f4");
    let base = String::from_utf8(fixture("night1")).unwrap();
    let header = base.lines().next().unwrap();
    let with_header = |name: &str, h: &str| {
        let mut s = String::from(h);
        s.push('\n');
        for l in base.lines().skip(1) {
            s.push_str(l);
            s.push('\n');
        }
        night_dir(&t, name, s.as_bytes())
    };
    let ron0 = header
        .split_once(' ')
        .unwrap()
        .1
        .replace("version:1", "version:0");
    let ron_fmt = header
        .split_once(' ')
        .unwrap()
        .1
        .replace("racon-night", "racon-nite");
    let cases = vec![
        (
            with_header("crc", &header.replacen("fe8ef5c9", "fe8ef5ca", 1)),
            1,
            "checksum",
        ),
        (
            with_header("bom", &format!("\u{feff}{header}")),
            1,
            "byte-order mark",
        ),
        (
            with_header(
                "v0",
                &format!("{:08x} {ron0}", crc32fast_hash(ron0.as_bytes())),
            ),
            1,
            "version 0",
        ),
        (
            with_header(
                "fmt",
                &format!("{:08x} {ron_fmt}", crc32fast_hash(ron_fmt.as_bytes())),
            ),
            1,
            "racon-nite",
        ),
        (
            night_dir(&t, "line2", base.replacen("Cuma", "Cumb", 1).as_bytes()),
            2,
            "checksum",
        ),
        (
            night_dir(&t, "crlf", base.replace('\n', "\r\n").as_bytes()),
            1,
            "Windows line endings",
        ),
    ];
    for (d, line, words) in cases {
        let before = fs::read(d.join("events")).unwrap();
        for result in [NightFile::open_read_only(&d), NightFile::open(&d)] {
            match result {
                Err(e) => {
                    let msg = e.to_string();
                    assert_eq!(located_line(&msg), Some(line), "{msg}");
                    assert!(msg.contains(words), "{msg}");
                    assert!(!msg.contains("no events"), "{msg}");
                }
                Ok(n) => panic!("{}: opened: {:?}", d.display(), n.problem),
            }
        }
        assert_eq!(fs::read(d.join("events")).unwrap(), before);
    }
    // The picker: a damaged newer night is what `racon` reopens (and
    // refuses with its problem), never an older one.
    let t = TempDir::new("rel-f4b");
    let dirs = t.dirs();
    let nights = dirs.data.join("nights");
    fs::create_dir_all(nights.join("2026-11-01-2000-old")).unwrap();
    fs::write(nights.join("2026-11-01-2000-old/events"), &base).unwrap();
    fs::create_dir_all(nights.join("2026-11-30-2100-tonight")).unwrap();
    fs::write(
        nights.join("2026-11-30-2100-tonight/events"),
        base.replacen("fe8ef5c9", "fe8ef5ca", 1),
    )
    .unwrap();
    let pick = racon::store::night::unfinished(&dirs).unwrap();
    assert!(
        pick.ends_with("2026-11-30-2100-tonight"),
        "{}",
        pick.display()
    );
    assert!(NightFile::open(&pick).is_err());
}

// ------------------------------------------------------------ F5

#[test]
fn f5_a_repaired_torn_tail_is_said_until_acknowledged() {
    let t = TempDir::new("rel-f5");
    let d = open_copy(&t, "n1");
    let bytes = fixture("night1");
    fs::write(d.join("events"), &bytes[..2100]).unwrap();
    let complete = bytes[..2100].iter().filter(|&&b| b == b'\n').count();
    let n = NightFile::open(&d).unwrap();
    let r = n.repair_report().cloned().expect("the repair is reported");
    assert_eq!(r.cut_at_line, Some(complete + 1));
    assert_eq!(
        r.bytes,
        2100 - lines(&bytes)[..complete].concat().len() as u64
    );
    assert!(r.quarantine_path.ends_with("quarantine/events-tail-1"));
    assert_eq!(fs::read(&r.quarantine_path).unwrap().len() as u64, r.bytes);
    drop(n);
    // Not acknowledged: said again at the next open.
    let mut n = NightFile::open(&d).unwrap();
    assert_eq!(
        n.repair_report().map(|r| r.quarantine_path.clone()),
        Some(r.quarantine_path.clone())
    );
    n.acknowledge_repair().unwrap();
    assert!(n.repair_report().is_none());
    drop(n);
    let n = NightFile::open(&d).unwrap();
    assert!(
        n.repair_report().is_none(),
        "said again after it was acknowledged"
    );
    drop(n);
    // A torn tail that cannot be moved aside (here `quarantine` is a file;
    // a full disk does the same) still opens the night, read-only.
    let d2 = open_copy(&t, "n2");
    fs::write(d2.join("events"), &bytes[..2100]).unwrap();
    fs::write(d2.join("quarantine"), b"not a folder").unwrap();
    let n = NightFile::open(&d2).unwrap();
    assert!(n.is_read_only());
    let p = n.problem.clone().unwrap();
    assert_eq!(located_line(&p), Some(complete + 1), "{p}");
    assert_eq!(n.night().records().len(), complete - 1);
    assert_eq!(fs::read(d2.join("events")).unwrap(), &bytes[..2100]);
}

// ------------------------------------------------------------ F6

#[test]
fn f6_no_control_characters_from_files() {
    let t = TempDir::new("rel-f6");
    let dirs = t.dirs();
    let p = t.0.join("kapali-4.ron");
    racon::store::presets::export(&dirs, "kapali-4", &p).unwrap();
    let text = fs::read_to_string(&p).unwrap();
    assert!(text.contains("currency: \"₺\""), "{text}");
    let esc = t.0.join("esc.ron");
    fs::write(
        &esc,
        text.replace(
            "currency: \"₺\"",
            "currency: \"\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J\"",
        ),
    )
    .unwrap();
    let e = racon::store::presets::import(&dirs, &esc)
        .unwrap_err()
        .to_string();
    assert!(e.contains("U+001B"), "{e}");
    let line = text.lines().position(|l| l.contains("currency:")).unwrap() + 1;
    assert!(e.contains(&format!("esc.ron:{line}:")), "{e}");
    // A rule set whose name holds ESC.
    let (_, rules_text) = racon::rules::load::BUNDLED[0];
    let bad = rules_text.replacen("en: \"", "en: \"\\u{1b}[2J", 1);
    assert_ne!(bad, rules_text);
    let e = racon::rules::load::parse("x.ron", &bad).unwrap_err();
    assert!(
        racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En).contains("U+001B"),
        "{e}"
    );
    // Paths are shown one line, escaped.
    assert_eq!(
        racon::store::shown(Path::new("a\nb\u{1b}.ron")),
        "a\\nb\\u{1b}.ron"
    );
}

// ------------------------------------------------------------ F8, F9

#[test]
fn f8_replace_keeps_the_mode_and_new_files_are_private() {
    use std::os::unix::fs::PermissionsExt;
    let t = TempDir::new("rel-f8");
    let f = t.0.join("rep.txt");
    racon::store::atomic::write_atomic(&f, b"one").unwrap();
    assert_eq!(mode(&f), 0o600);
    fs::set_permissions(&f, fs::Permissions::from_mode(0o640)).unwrap();
    racon::store::atomic::write_atomic(&f, b"two").unwrap();
    assert_eq!(mode(&f), 0o640);
    assert_eq!(fs::read(&f).unwrap(), b"two");
    // A new night: 0700 folders, 0600 journal.
    let dirs = t.dirs();
    let entry = racon::store::presets::load(&dirs, "kapali-4").unwrap();
    let rules = racon::store::find_rules(&dirs, &entry.setup.rules)
        .unwrap()
        .unwrap()
        .rules;
    let n = NightFile::create(
        &dirs,
        entry.setup,
        rules,
        1_000,
        "2026-11-30T21:00:00Z",
        "2026-11-30-2100",
    )
    .unwrap();
    assert_eq!(mode(n.dir()), 0o700);
    assert_eq!(mode(&dirs.data.join("nights")), 0o700);
    assert_eq!(mode(&n.dir().join("events")), 0o600);
}

#[test]
fn f9_symlinks_in_a_night_folder_are_refused() {
    let t = TempDir::new("rel-f9");
    let d = open_copy(&t, "n1");
    let outside = t.0.join("outside-file");
    std::os::unix::fs::symlink(&outside, d.join("lock")).unwrap();
    match NightFile::open(&d) {
        Err(OpenError::Journal(JournalError::Foreign { .. })) => {}
        other => panic!("{other:?}"),
    }
    assert!(
        !outside.exists(),
        "racon created a file outside the night folder"
    );
    fs::remove_file(d.join("lock")).unwrap();
    // A quarantine symlink does not receive a torn tail.
    let outdir = t.0.join("outside-dir");
    fs::create_dir_all(&outdir).unwrap();
    std::os::unix::fs::symlink(&outdir, d.join("quarantine")).unwrap();
    let bytes = fixture("night1");
    fs::write(d.join("events"), &bytes[..2100]).unwrap();
    let n = NightFile::open(&d).unwrap();
    assert!(n.is_read_only());
    assert!(
        n.problem
            .as_ref()
            .is_some_and(|p| p.to_string().contains("not a folder")),
        "{:?}",
        n.problem
    );
    assert_eq!(fs::read_dir(&outdir).unwrap().count(), 0);
    assert_eq!(fs::read(d.join("events")).unwrap(), &bytes[..2100]);
}

// ------------------------------------------------------------ F10

#[test]
fn f10_bom_presets_and_tty_messages() {
    let t = TempDir::new("rel-f10");
    let dirs = t.dirs();
    let p = t.0.join("bom.ron");
    racon::store::presets::export(&dirs, "kapali-4", &p).unwrap();
    let mut text = vec![0xef, 0xbb, 0xbf];
    text.extend(fs::read(&p).unwrap());
    fs::write(&p, text).unwrap();
    racon::store::presets::import(&dirs, &p).expect("a preset with a BOM is accepted");
    use racon::i18n::{Lang, store::no_tty};
    assert!(no_tty(Lang::En, false, true).contains("stdout is not a TTY"));
    assert!(no_tty(Lang::En, true, false).contains("stdin is not a TTY"));
    assert!(no_tty(Lang::Tr, false, true).contains("çıktı terminal değil"));
}

#[test]
fn f10_the_no_tty_message_names_the_stream() {
    let t = TempDir::new("rel-tty");
    let out = Racon::new()
        .args(["--lang", "en", "new"])
        .config_dir(t.0.join("c"))
        .data_dir(t.0.join("d"))
        .run();
    assert_eq!(out.code, Some(2));
    let err = out.stderr;
    assert!(err.contains("stdin and stdout are not a TTY"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

// ------------------------------------------------------------ F6, F10: output

/// `racon --lang en` with its config and data dirs in `t`; output that
/// need not be UTF-8 (the hostile names) read lossily.
fn en_in(t: &TempDir) -> Racon {
    Racon::new().lang("en").dirs(&t.dirs()).lossy()
}

/// A byte a terminal would obey: C0 (but a line break or tab), DEL, C1.
fn raw_control(text: &str) -> Option<char> {
    text.chars()
        .find(|&c| c.is_control() && c != '\n' && c != '\t')
}

#[test]
fn f6_control_characters_that_reach_output_are_escaped() {
    use racon::rules::load::inert;
    assert_eq!(
        inert("a\u{1b}]0;X\u{7}b\nc\r\nd\re\u{9b}f\u{202e}g\th"),
        "a\\u{1b}]0;X\\u{7}b\nc\r\nd\\u{d}e\\u{9b}f\\u{202e}g\th"
    );
    assert!(matches!(inert("Işıl\n"), std::borrow::Cow::Borrowed(_)));

    // A journal header whose `created` holds an escape sequence (the header
    // is not a setup, so the load keeps it): every report format and
    // `night show` print it escaped, never raw.
    let t = TempDir::new("rel-f6-out");
    let bytes = fixture("ended");
    let text = String::from_utf8(bytes).unwrap();
    let (head, rest) = text.split_once('\n').unwrap();
    let (_, ron) = head.split_once(' ').unwrap();
    let evil = ron.replacen("created:\"", "created:\"\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J", 1);
    assert_ne!(evil, ron);
    let header = format!("{:08x} {evil}", crc32fast_hash(evil.as_bytes()));
    let d = night_dir(&t, "evil", format!("{header}\n{rest}").as_bytes());
    let mut tried = 0;
    for format in ["text", "md", "csv"] {
        let Ran {
            code,
            stdout: out,
            stderr: err,
            ..
        } = en_in(&t)
            .args(
                ["night", "report", "--format", format]
                    .map(std::ffi::OsStr::new)
                    .into_iter()
                    .chain([d.as_os_str()])
                    .collect::<Vec<_>>(),
            )
            .run();
        assert_eq!(code, Some(0), "{format}: {err}");
        assert!(out.contains("\\u{1b}]0;PWNED\\u{7}"), "{format}:\n{out}");
        assert_eq!(raw_control(&out), None, "{format}:\n{out:?}");
        // The same text written with --out.
        let file = t.0.join(format!("report.{format}"));
        let Ran {
            code, stderr: err, ..
        } = en_in(&t)
            .args([
                "night".as_ref(),
                "report".as_ref(),
                "--format".as_ref(),
                format.as_ref(),
                d.as_os_str(),
                "--out".as_ref(),
                file.as_os_str(),
            ])
            .run();
        assert_eq!(code, Some(0), "{format}: {err}");
        let written = fs::read_to_string(&file).unwrap();
        assert_eq!(raw_control(&written), None, "{format}:\n{written:?}");
        tried += 2;
    }
    for args in [vec!["night", "show"], vec!["night", "show", "--json"]] {
        let mut a: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
        a.push(d.as_os_str());
        let Ran {
            code,
            stdout: out,
            stderr: err,
            ..
        } = en_in(&t).args(&a).run();
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(raw_control(&out), None, "{args:?}:\n{out:?}");
        tried += 1;
    }
    // `racon rules`: a user rule set with ESC in its name is refused with a
    // located error (one line, escaped), and the listing stays clean.
    let rules_dir = t.0.join("config/rules");
    fs::create_dir_all(&rules_dir).unwrap();
    let (_, rules_text) = racon::rules::load::BUNDLED[0];
    let bad =
        rules_text
            .replacen("id: \"", "id: \"evil-", 1)
            .replacen("en: \"", "en: \"\\u{1b}[2J", 1);
    fs::write(rules_dir.join("evil.ron"), bad).unwrap();
    for json in [false, true] {
        let mut a = vec![std::ffi::OsStr::new("rules")];
        if json {
            a.push("--json".as_ref());
        }
        let Ran {
            code,
            stdout: out,
            stderr: err,
            ..
        } = en_in(&t).args(&a).run();
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(raw_control(&out), None, "{out:?}");
        assert_eq!(raw_control(&err), None, "{err:?}");
        assert!(err.contains("evil.ron:") && err.contains("U+001B"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!out.contains("evil-"), "{out}");
        tried += 1;
    }
    // A preset in the config dir with ESC in its currency: refused at load,
    // with its place, in `presets list` and `presets show`.
    let presets_dir = t.0.join("config/presets");
    fs::create_dir_all(&presets_dir).unwrap();
    let p = t.0.join("kapali-4.ron");
    racon::store::presets::export(&t.dirs(), "kapali-4", &p).unwrap();
    let preset = fs::read_to_string(&p)
        .unwrap()
        .replace("currency: \"₺\"", "currency: \"\\u{1b}]0;PWNED\\u{7}\"");
    fs::write(presets_dir.join("evil.ron"), preset).unwrap();
    let Ran {
        code,
        stdout: out,
        stderr: err,
        ..
    } = en_in(&t).args(["presets", "list"]).run();
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(raw_control(&out), None, "{out:?}");
    assert!(err.contains("evil.ron:") && err.contains("U+001B"), "{err}");
    let Ran {
        code,
        stdout: out,
        stderr: err,
        ..
    } = en_in(&t).args(["presets", "show", "evil"]).run();
    assert_eq!(code, Some(2), "{out}");
    assert!(err.contains("evil.ron:") && err.contains("U+001B"), "{err}");
    assert_eq!(raw_control(&err), None, "{err:?}");
    tried += 2;
    println!("F6 output: {tried} outputs tried, {tried} held (no raw control character)");
}

#[test]
fn f10_file_names_with_control_characters_are_escaped_in_errors() {
    use std::os::unix::ffi::OsStrExt;
    let t = TempDir::new("rel-f10-names");
    let odd = t.0.join("a\nb\u{1b}[2J");
    let odd_ron = t.0.join("a\nb.ron");
    let os = |s: &str| std::ffi::OsString::from(s);
    let cases: Vec<(&str, Vec<std::ffi::OsString>, &str)> = vec![
        (
            "open",
            vec![os("open"), odd.clone().into()],
            "a\\nb\\u{1b}[2J",
        ),
        (
            "night show",
            vec![os("night"), os("show"), odd.clone().into()],
            "a\\nb\\u{1b}[2J",
        ),
        (
            "night report",
            vec![os("night"), os("report"), odd.clone().into()],
            "a\\nb\\u{1b}[2J",
        ),
        (
            "presets import (missing)",
            vec![os("presets"), os("import"), odd_ron.clone().into()],
            "a\\nb",
        ),
        (
            "judge --rules",
            vec![os("judge"), os("--rules"), os("r\nq"), os("Ah Kh Qh Jh Th")],
            "r\\nq",
        ),
    ];
    let mut tried = 0;
    for (what, args, want) in &cases {
        let a: Vec<&std::ffi::OsStr> = args.iter().map(|s| s.as_os_str()).collect();
        let Ran {
            code,
            stdout: out,
            stderr: err,
            ..
        } = en_in(&t).args(&a).run();
        assert_eq!(code, Some(2), "{what}: {out}{err}");
        assert_eq!(err.lines().count(), 1, "{what}: {err:?}");
        assert!(err.contains(want), "{what}: {err:?}");
        assert_eq!(raw_control(err.trim_end()), None, "{what}: {err:?}");
        tried += 1;
    }
    // A preset file whose name holds a newline, with a located problem:
    // the import names it on one line.
    let p = t.0.join("kapali-4.ron");
    racon::store::presets::export(&t.dirs(), "kapali-4", &p).unwrap();
    let bad = fs::read_to_string(&p)
        .unwrap()
        .replace("currency: \"₺\"", "currency: \"\\u{7}\"");
    fs::write(&odd_ron, &bad).unwrap();
    let odd_dir = t.0.join("d\nx");
    fs::create_dir_all(&odd_dir).unwrap();
    let evil = odd_dir.join("evil.ron");
    fs::write(&evil, &bad).unwrap();
    let Ran {
        code, stderr: err, ..
    } = en_in(&t)
        .args(["presets".as_ref(), "import".as_ref(), evil.as_os_str()])
        .run();
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err:?}");
    assert!(err.contains("d\\nx/evil.ron:"), "{err:?}");
    assert!(err.contains("U+0007"), "{err:?}");
    // In the config dir, `presets list` warns about it on one line.
    let presets_dir = t.0.join("config/presets");
    fs::create_dir_all(&presets_dir).unwrap();
    fs::copy(
        &odd_ron,
        presets_dir.join(std::ffi::OsStr::from_bytes(b"x\ny.ron")),
    )
    .unwrap();
    let Ran {
        code,
        stdout: out,
        stderr: err,
        ..
    } = en_in(&t).args(["presets", "list"]).run();
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("kapali-4"), "{out}");
    assert_eq!(err.lines().count(), 1, "{err:?}");
    assert!(err.contains("x\\ny.ron"), "{err:?}");
    // `--out` with an escape in the name: the confirmation is inert.
    let ended = night_dir(&t, "ended", &fixture("ended"));
    let out_file = t.0.join("r\u{1b}[2J.txt");
    let Ran {
        code,
        stdout: out,
        stderr: err,
        ..
    } = en_in(&t)
        .args([
            "night".as_ref(),
            "report".as_ref(),
            ended.as_os_str(),
            "--out".as_ref(),
            out_file.as_os_str(),
        ])
        .run();
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("r\\u{1b}[2J.txt"), "{out:?}");
    assert_eq!(raw_control(&out), None, "{out:?}");
    tried += 3;
    println!("F10 file names: {tried} commands tried, {tried} held (one escaped line)");
}
