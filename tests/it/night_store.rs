//! A night on disk: replay == live for seeded random action sequences (undo
//! and redo included), `racon night show --json`, and the RELIABILITY cases
//! that concern the night (7, 8, 14, 15, 20).

use crate::common;
use crate::common::night::{MIN, T0, rules, seat};
use common::cli::Racon;
use common::{SplitMix, TempDir};

use racon::cards::parse_cards;
use racon::night::setup::{AntePlan, Cashier, SeansLength, TurDefinition};
use racon::night::{Action, Event, Night, Phase, PlayerId, Rejected, Setup};
use racon::store::Dirs;
use racon::store::journal::Faults;
use racon::store::night::{ActError, NightFile, OpenError, night_dirs, unfinished};
use racon::store::presets;
use racon::units::Chips;
use std::path::Path;

fn kapali4(dirs: &Dirs) -> Setup {
    presets::load(dirs, presets::DEFAULT_PRESET).unwrap().setup
}

fn new_night(dirs: &Dirs, setup: Setup) -> NightFile {
    let r = rules(&setup.rules);
    NightFile::create(
        dirs,
        setup,
        r,
        T0,
        "2026-11-29T21:04:00+03:00",
        "2026-11-29-2104",
    )
    .unwrap()
}

fn random_action(rng: &mut SplitMix, players: usize) -> Action {
    let p = PlayerId(rng.below(players as u64) as u8);
    let chips = Chips([0, 50, 100, 400, 800, 1200][rng.below(6) as usize]);
    match rng.below(40) {
        0..=4 => Action::NewHand,
        5..=6 => Action::EndHand {
            winner: Some(p),
            pot: Some(chips),
        },
        7 => Action::AllPassed,
        8 => Action::Maldon,
        9 => Action::PasDoMen {
            forced: rng.below(2) == 0,
        },
        10 => Action::BuyKav { player: p, chips },
        11 => Action::CountChips {
            player: p,
            chips,
            colours: Vec::new(),
        },
        12 => Action::Leave {
            player: p,
            chips,
            override_reason: (rng.below(2) == 0).then(|| "erken kalkıyor".to_string()),
            colours: Vec::new(),
        },
        13 => Action::SitOut {
            player: p,
            out: rng.below(2) == 0,
        },
        14 => Action::Deposit { player: p, chips },
        15 => {
            if rng.below(2) == 0 {
                Action::Pause
            } else {
                Action::Resume
            }
        }
        16..=17 => Action::Undo,
        18 => Action::Redo,
        19..=38 => Action::NewHand,
        _ => Action::EndNight {
            consent: (0..players as u8).map(PlayerId).collect(),
        },
    }
}

#[test]
fn replaying_the_journal_from_disk_equals_the_live_state_for_random_nights() {
    let tmp = TempDir::new("night-prop");
    let dirs = tmp.dirs();
    let mut accepted = 0;
    let mut undos = 0;
    for seed in 0..60u64 {
        let mut rng = SplitMix(seed);
        let mut setup = kapali4(&dirs);
        // Vary the options that change the fold.
        if seed % 2 == 0 {
            setup.house.tur_definition = TurDefinition::Hands(3);
        }
        if seed % 3 == 0 {
            setup.seans.length = SeansLength::Turs(2);
            setup.seans.closing_turs = 1;
        }
        if seed % 5 == 0 {
            setup.ante = AntePlan::Merdiven {
                base: Chips(10),
                steps: vec![1, 2, 3, 2, 1],
                after: racon::night::setup::AfterSchedule::Repeat,
            };
        }
        setup.house.cashier = Cashier::Outsider("Kasa".into());
        let mut nf = new_night(&dirs, setup);
        let dir = nf.dir().to_path_buf();
        let mut now = T0;
        nf.act(Action::DrawSeats { seed }, now).unwrap();
        for p in 0..4 {
            nf.act(
                Action::BuyKav {
                    player: PlayerId(p),
                    chips: Chips(400),
                },
                now,
            )
            .unwrap();
        }
        for _ in 0..120 {
            now += (rng.below(4) as i64) * MIN;
            let a = random_action(&mut rng, 4);
            let is_undo = matches!(a, Action::Undo | Action::Redo);
            match nf.act(a, now) {
                Ok(_) => {
                    accepted += 1;
                    undos += usize::from(is_undo);
                }
                Err(ActError::Rejected(_)) => {}
                Err(e) => panic!("seed {seed}: {e}"),
            }
            if nf.night().state().phase == Phase::Ended {
                break;
            }
        }
        let live = nf.night().state().clone();
        let records = nf.night().records().to_vec();
        drop(nf);
        let reopened = NightFile::open(&dir).unwrap();
        assert!(reopened.problem.is_none());
        assert_eq!(
            reopened.night().records(),
            records.as_slice(),
            "seed {seed}"
        );
        assert_eq!(reopened.night().state(), &live, "seed {seed}");
        // And a replay of the in-memory records agrees too.
        assert_eq!(Night::replay(records).unwrap().state(), &live);
    }
    assert!(accepted > 1_000, "{accepted}");
    assert!(undos > 50, "{undos}");
}

#[test]
fn night_show_json_prints_the_derived_state() {
    let tmp = TempDir::new("night-show");
    let dirs = tmp.dirs();
    let mut nf = new_night(&dirs, kapali4(&dirs));
    let names: Vec<String> = nf
        .night()
        .state()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    // Players are Ayşe, Mehmet, Işıl, Şükrü (kapali-4); Mehmet draws the ace.
    seat(&mut nf, "8c Ah Kd Kh", T0);
    nf.act(Action::NewHand, T0).unwrap();
    nf.act(Action::AllPassed, T0 + MIN).unwrap();
    nf.act(
        Action::CountChips {
            player: PlayerId(0),
            chips: Chips(380),
            colours: Vec::new(),
        },
        T0 + MIN,
    )
    .unwrap();
    let dir = nf.dir().to_path_buf();
    let v = Racon::new()
        .args(["night", "show", "--json"])
        .arg(&dir)
        .json();
    let n = |i: usize| serde_json::Value::String(names[i].clone());
    assert_eq!(
        v["seats"],
        serde_json::json!([names[1], names[3], names[2], names[0]])
    );
    assert_eq!(v["dealer"], n(3), "the deal moved on after the hand");
    assert_eq!(v["next_dealer"], n(3));
    assert_eq!(v["hand_no"], 1);
    assert_eq!(v["tur_no"], 1);
    assert_eq!(v["tur_owner"], n(1));
    assert_eq!(v["seans_no"], 1);
    assert_eq!(v["carried_pot"], 40);
    assert_eq!(v["next_ante"][&names[0]], 10);
    assert_eq!(v["next_ante"].as_object().unwrap().len(), 4);
    let p0 = &v["players"][0];
    assert_eq!(p0["name"], n(0));
    assert_eq!(p0["kav_total"], 400);
    assert_eq!(p0["chips"], 380);
    assert_eq!(p0["cikma_reached"], false);
    assert_eq!(p0["left"], false);
    let events = v["events"].as_array().unwrap();
    assert_eq!(events.len(), 9);
    assert_eq!(events[0]["seq"], 1);
    assert!(events[0]["event"]["NightStarted"].is_object());
    assert_eq!(events[7]["event"], "AllPassed");
    // The text form works in both languages while the night is open (no lock needed).
    for lang in ["tr", "en"] {
        let text = Racon::new()
            .args(["night", "show", "--lang", lang])
            .arg(&dir)
            .ok();
        assert!(text.contains(&names[1]), "{text}");
    }
    // `night list` finds it.
    let v = Racon::new()
        .data_dir(&dirs.data)
        .args(["night", "list", "--json"])
        .json();
    assert_eq!(v.as_array().unwrap().len(), 1);
    assert_eq!(v[0]["hands"], 1);
    assert_eq!(night_dirs(&dirs), std::slice::from_ref(&dir));
    assert_eq!(unfinished(&dirs), Some(dir));
}

#[test]
fn reliability_7_a_broken_invariant_opens_read_only_naming_the_line() {
    let tmp = TempDir::new("night-inv");
    let dirs = tmp.dirs();
    let mut nf = new_night(&dirs, kapali4(&dirs));
    seat(&mut nf, "8c Ah Kd Kh", T0);
    // Chips not conserved: the count differs from the kav bought.
    for p in 0..4 {
        nf.act(
            Action::CountChips {
                player: PlayerId(p),
                chips: Chips(390),
                colours: Vec::new(),
            },
            T0,
        )
        .unwrap();
    }
    assert_eq!(nf.night().state().count_difference(), Some(Chips(-40)));
    let dir = nf.dir().to_path_buf();
    drop(nf);
    // A hand edit appends "HandEnded" with no hand in play (valid CRC).
    let path = dir.join("events");
    let mut text = std::fs::read_to_string(&path).unwrap();
    let seq = text.lines().count(); // header + records: next seq = lines
    let line = format!("(seq:{seq},at:{T0},event:HandEnded(winner:None,pot:None))");
    let crc = crc32fast::hash(line.as_bytes());
    text.push_str(&format!("{crc:08x} {line}\n"));
    std::fs::write(&path, &text).unwrap();
    let before = std::fs::read(&path).unwrap();
    let mut nf = NightFile::open(&dir).unwrap();
    let problem = nf.problem.as_ref().unwrap().to_string();
    assert!(
        problem.contains(&format!("events:{}:1", seq + 1)),
        "{problem}"
    );
    assert!(nf.is_read_only());
    assert!(matches!(
        nf.act(Action::NewHand, T0),
        Err(ActError::ReadOnly)
    ));
    assert_eq!(std::fs::read(&path).unwrap(), before, "file untouched");
    assert_eq!(
        nf.night().state().players[PlayerId(0)].chips,
        Some(Chips(390)),
        "state up to the bad event"
    );
}

#[test]
fn reliability_8_a_failed_write_shows_not_saved_then_saves_when_the_disk_is_back() {
    let tmp = TempDir::new("night-eio");
    let dirs = tmp.dirs();
    let mut nf = new_night(&dirs, kapali4(&dirs));
    seat(&mut nf, "8c Ah Kd Kh", T0);
    let dir = nf.dir().to_path_buf();
    let faults = Faults::new();
    nf.journal_mut().inject_faults(faults.clone());
    faults.fail_write(1, true);
    assert!(matches!(
        nf.act(Action::NewHand, T0),
        Err(ActError::NotSaved(_))
    ));
    assert!(nf.unsaved);
    assert_eq!(nf.night().state().hand_no, 1, "the screen keeps the change");
    assert!(matches!(
        nf.act(Action::AllPassed, T0),
        Err(ActError::NotSaved(_))
    ));
    faults.heal();
    nf.act(Action::NewHand, T0).unwrap();
    assert!(!nf.unsaved);
    let live = nf.night().state().clone();
    drop(nf);
    let again = NightFile::open(&dir).unwrap();
    assert_eq!(again.night().state(), &live);
    assert_eq!(again.night().state().hand_no, 2);
}

#[test]
fn reliability_14_bad_input_gets_a_specific_refusal_and_nothing_is_logged() {
    let tmp = TempDir::new("night-bad");
    let dirs = tmp.dirs();
    let mut nf = new_night(&dirs, kapali4(&dirs));
    let dir = nf.dir().to_path_buf();
    let lines = || {
        std::fs::read_to_string(dir.join("events"))
            .unwrap()
            .lines()
            .count()
    };
    let base = lines();
    let cards = |s: &str| parse_cards(s).unwrap();
    let refuse = |nf: &mut NightFile, a: Action| match nf.act(a, T0) {
        Err(ActError::Rejected(r)) => r,
        other => panic!("{other:?}"),
    };
    use racon::night::seating::DrawError;
    // `AsAs`, and `10h` vs `Th` (the same card twice).
    assert!(matches!(
        refuse(
            &mut nf,
            Action::TypeDraw {
                cards: cards("AsAs 8c 9c"),
                random_dealer_seed: None
            }
        ),
        Rejected::Draw(DrawError::Duplicate { .. })
    ));
    assert!(matches!(
        refuse(
            &mut nf,
            Action::TypeDraw {
                cards: cards("10h Th 8c 9c"),
                random_dealer_seed: None
            }
        ),
        Rejected::Draw(DrawError::Duplicate { .. })
    ));
    // A 6 in a 32-card deck.
    assert!(matches!(
        refuse(
            &mut nf,
            Action::TypeDraw {
                cards: cards("6h Ah 8c 9c"),
                random_dealer_seed: None
            }
        ),
        Rejected::Draw(DrawError::NotInDeck { .. })
    ));
    // `1x` never becomes a card.
    assert!(parse_cards("1x").is_err());
    assert_eq!(
        refuse(
            &mut nf,
            Action::BuyKav {
                player: PlayerId(0),
                chips: Chips(-5)
            }
        ),
        Rejected::NotPositive
    );
    assert_eq!(
        refuse(
            &mut nf,
            Action::BuyKav {
                player: PlayerId(0),
                chips: Chips::ZERO
            }
        ),
        Rejected::NotPositive
    );
    assert_eq!(
        refuse(
            &mut nf,
            Action::BuyKav {
                player: PlayerId(0),
                chips: Chips(i64::MAX)
            }
        ),
        Rejected::TooLarge
    );
    assert_eq!(
        refuse(
            &mut nf,
            Action::CountChips {
                player: PlayerId(0),
                chips: Chips(-1),
                colours: Vec::new(),
            }
        ),
        Rejected::NotPositive
    );
    assert_eq!(
        refuse(
            &mut nf,
            Action::BuyKav {
                player: PlayerId(7),
                chips: Chips(400)
            }
        ),
        Rejected::UnknownPlayer
    );
    assert_eq!(lines(), base, "nothing was journaled");
    // Every refusal has a message in both languages.
    let s = nf.night().state();
    for r in [
        Rejected::NotPositive,
        Rejected::TooLarge,
        Rejected::UnknownPlayer,
    ] {
        let tr = racon::i18n::night::rejected(&r, s, racon::i18n::Lang::Tr);
        let en = racon::i18n::night::rejected(&r, s, racon::i18n::Lang::En);
        assert_ne!(tr, en);
        assert!(!tr.is_empty() && !en.is_empty());
    }
}

#[test]
fn reliability_15_undo_redo_survive_a_restart() {
    let tmp = TempDir::new("night-undo");
    let dirs = tmp.dirs();
    let mut nf = new_night(&dirs, kapali4(&dirs));
    assert!(matches!(
        nf.act(Action::Undo, T0),
        Err(ActError::Rejected(Rejected::NothingToUndo))
    ));
    seat(&mut nf, "8c Ah Kd Kh", T0);
    nf.act(Action::NewHand, T0).unwrap();
    nf.act(Action::AllPassed, T0).unwrap();
    nf.act(Action::Undo, T0).unwrap();
    // Undo again undoes the hand too (undo of undo is not a redo).
    nf.act(Action::Undo, T0).unwrap();
    assert_eq!(nf.night().state().hand_no, 0);
    let dir = nf.dir().to_path_buf();
    drop(nf);
    let mut nf = NightFile::open(&dir).unwrap();
    assert_eq!(nf.night().state().hand_no, 0);
    nf.act(Action::Redo, T0).unwrap();
    assert_eq!(nf.night().state().hand_no, 1);
    assert_eq!(nf.night().state().phase, Phase::InHand);
    nf.act(Action::Redo, T0).unwrap();
    assert_eq!(nf.night().state().carried, Chips(40));
    let events: Vec<&Event> = nf.night().records().iter().map(|r| &r.event).collect();
    assert!(matches!(events[events.len() - 1], Event::Redo { .. }));
}

#[test]
fn reliability_20_a_second_racon_on_the_same_night_is_refused() {
    let tmp = TempDir::new("night-lock");
    let dirs = tmp.dirs();
    let nf = new_night(&dirs, kapali4(&dirs));
    let dir: &Path = nf.dir();
    match NightFile::open(dir) {
        Err(OpenError::Journal(racon::store::journal::JournalError::Locked { .. })) => {}
        other => panic!("{other:?}"),
    }
    let ro = NightFile::open_read_only(dir).unwrap();
    assert_eq!(ro.night().records().len(), 1);
    let dir = dir.to_path_buf();
    drop(nf);
    NightFile::open(&dir).unwrap();
}
