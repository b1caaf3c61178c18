//! Issue 26: the night's settlement on paper (`night report --format
//! pdf`). A night of Işıl, Şükrü, Gülşen, Ömer and İsmail with a pizza
//! and a resolved difference is rendered; `pdftotext` (Debian's
//! poppler-utils, installed by .ci/run) reads the Turkish names, the ₺
//! amounts and a payee's handle back out of it, and `pdftoppm` renders
//! page 1 with ink on it. The chart's data is checked to the chip.

use crate::common;
use common::TempDir;

use common::cli::Racon;
use common::night::{MIN, T, setup as core_setup};
use common::pdf::{page_one_ink, pdf_text};

use racon::cards::parse_cards;
use racon::i18n::Lang;
use racon::i18n::money::money;
use racon::money::Resolve;
use racon::night::{Action, Event, PlayerId};
use racon::report::series::{Line, night_lines};
use racon::report::{Meta, render_pdf};
use racon::store::Dirs;
use racon::store::night::NightFile;
use racon::units::{Chips, Kurus};
use std::collections::BTreeMap;

const CREATED: &str = "2026-11-29T21:04:00+03:00";
const PRINTED: &str = "2026-11-30T01:15:00+03:00";
const NAMES: [&str; 5] = ["Işıl", "Şükrü", "Gülşen", "Ömer", "İsmail"];

fn act(nf: &mut NightFile, a: Action, now: i64) -> Event {
    nf.act(a.clone(), now)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

/// Five players with Turkish names, 400 chips each at 2,50 ₺ a chip,
/// eleven hands, a pizza Gülşen paid for all (450,00 ₺), the night
/// ended, counted 7 chips short and the difference spread.
fn turkish_night(dirs: &Dirs) -> NightFile {
    let mut s = racon::store::presets::load(dirs, racon::store::presets::DEFAULT_PRESET)
        .unwrap()
        .setup;
    s.name = "Cuma gecesi · Kadıköy".into();
    s.players = NAMES.map(String::from).to_vec();
    s.stakes.chip_value = Kurus(250);
    let r = common::night::rules(&s.rules);
    let t0 = chrono::DateTime::parse_from_rfc3339(CREATED)
        .unwrap()
        .timestamp_millis();
    let mut nf = NightFile::create(dirs, s, r, t0, CREATED, "2026-11-29-2104").unwrap();
    let mut now = t0 + 5 * MIN;
    let cards = parse_cards("8c Ah Kd Kh Qs").unwrap();
    act(
        &mut nf,
        Action::TypeDraw {
            cards,
            random_dealer_seed: None,
        },
        now,
    );
    for p in 0..5 {
        let buy = Action::BuyKav {
            player: PlayerId(p),
            chips: Chips(400),
        };
        act(&mut nf, buy, now);
    }
    for i in 0..11u8 {
        now += 4 * MIN;
        if act(&mut nf, Action::NewHand, now) == Event::HandDealt {
            let winner = Some(PlayerId([0, 2, 0, 3, 1][usize::from(i % 5)]));
            act(&mut nf, Action::EndHand { winner, pot: None }, now + MIN);
        }
        if i == 4 {
            let pizza = Action::RecordExpense {
                payer: PlayerId(2),
                kurus: Kurus(45_000),
                shared_by: Vec::new(),
                what: "pizza".into(),
            };
            act(&mut nf, pizza, now + MIN);
        }
    }
    now += 5 * MIN;
    let consent = nf.night().state().consent_needed(now);
    act(&mut nf, Action::EndNight { consent }, now);
    for (p, c) in [700, 150, 455, 395, 293].into_iter().enumerate() {
        let count = Action::CountChips {
            player: PlayerId(p as u8),
            chips: Chips(c),
            colours: Vec::new(),
        };
        act(&mut nf, count, now);
    }
    let spread = Action::ResolveDifference {
        resolve: Resolve::Spread,
    };
    act(&mut nf, spread, now + MIN);
    nf
}

fn meta(nf: &NightFile) -> Meta {
    Meta::of(nf.night(), nf.created(), PRINTED)
}

fn handles() -> BTreeMap<String, String> {
    let iban = "IBAN TR33 0006 1005 1978 6457 8413 26";
    BTreeMap::from([("Işıl".to_string(), iban.to_string())])
}

#[test]
fn the_pdf_keeps_turkish_names_lira_amounts_and_handles_and_page_one_has_ink() {
    let tmp = TempDir::new("pdf-night");
    let nf = turkish_night(&tmp.dirs());
    let state = nf.night().state();
    let settlement = state.settlement().unwrap();
    assert!(settlement.resolution.is_some(), "the difference was spread");
    assert_eq!(state.money.expenses.len(), 1);
    for lang in [Lang::Tr, Lang::En] {
        let pdf = render_pdf(state, &meta(&nf), lang, &handles()).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        // The same night makes the same bytes: no date drifts in.
        assert_eq!(
            pdf,
            render_pdf(state, &meta(&nf), lang, &handles()).unwrap()
        );
        let path = tmp.0.join(format!("hesap-{lang:?}.pdf"));
        std::fs::write(&path, &pdf).unwrap();
        let text = pdf_text(&path);
        for name in NAMES {
            assert!(text.contains(name), "{name} not in:\n{text}");
        }
        assert!(text.contains("Cuma gecesi · Kadıköy"), "{text}");
        assert!(text.contains("pizza"), "{text}");
        assert!(
            text.contains("IBAN TR33 0006 1005 1978 6457 8413 26"),
            "{text}"
        );
        // Every transfer's amount, in ₺, as the text report writes it.
        assert!(!settlement.transfers.is_empty());
        for t in &settlement.transfers {
            let amount = money(t.kurus, lang);
            assert!(amount.contains('₺'));
            assert!(text.contains(&amount), "{amount} not in:\n{text}");
        }
        let (fewest, count) = match lang {
            Lang::Tr => ("ödeme gecenin hesabını kapatır", "Sayılan 1.993 fiş"),
            Lang::En => ("settle the night", "Counted 1,993 chips"),
        };
        assert!(text.contains(fewest), "{text}");
        assert!(text.contains(count), "{text}");
        let ink = page_one_ink(&path, &tmp.0);
        assert!(ink > 0.01 && ink < 0.5, "dark share of page 1: {ink}");
    }
}

#[test]
fn pays_or_receives_in_all_is_the_sum_of_each_players_transfers() {
    let tmp = TempDir::new("pdf-in-all");
    let nf = turkish_night(&tmp.dirs());
    let state = nf.night().state();
    let s = state.settlement().unwrap();
    let pdf = render_pdf(state, &meta(&nf), Lang::Tr, &BTreeMap::new()).unwrap();
    let path = tmp.0.join("hesap.pdf");
    std::fs::write(&path, pdf).unwrap();
    let text = pdf_text(&path);
    assert!(text.contains("Toplam alır/öder"), "{text}");
    // Each player's row ends with the sum of his transfers.
    for (i, name) in NAMES.iter().enumerate() {
        let me = racon::money::Party::Player(PlayerId(i as u8));
        let sum: Kurus = s
            .transfers
            .iter()
            .map(|t| {
                if t.to == me {
                    t.kurus
                } else if t.from == me {
                    -t.kurus
                } else {
                    Kurus::ZERO
                }
            })
            .sum();
        assert_eq!(sum, s.balances[i], "{name}: transfers square the balance");
        let cell = racon::i18n::money::signed_money(sum, Lang::Tr);
        // His row of the players table (not a transfer or the legend).
        let row = text
            .lines()
            .find(|l| l.trim_start().starts_with(name) && !l.contains('→') && l.contains("400"))
            .unwrap_or_else(|| panic!("no row of {name}:\n{text}"));
        assert!(row.trim_end().ends_with(&cell), "{name}: {cell} in {row:?}");
    }
}

#[test]
fn the_cli_writes_the_pdf_beside_the_journal_and_replaces_only_its_own() {
    let tmp = TempDir::new("pdf-cli");
    let nf = turkish_night(&tmp.dirs());
    let dir = nf.dir().to_path_buf();
    drop(nf);
    let run = |extra: &[&str]| {
        Racon::new()
            .args(["night", "report"])
            .arg(&dir)
            .args(["--format", "pdf"])
            .args(extra)
            .output()
    };
    let first = run(&["--lang", "tr"]);
    assert_eq!(first.status.code(), Some(0), "{first:?}");
    let beside = dir.join("hesap.pdf");
    let said = String::from_utf8(first.stdout).unwrap();
    assert!(said.contains("hesap.pdf"), "{said}");
    assert!(pdf_text(&beside).contains("Gece sonu hesabı"));
    // Again: our own PDF is replaced.
    let again = run(&["--lang", "en"]);
    assert_eq!(again.status.code(), Some(0), "{again:?}");
    assert!(pdf_text(&beside).contains("Settlement of the night"));
    // Someone else's file at --out is left alone (exit 2).
    let theirs = tmp.0.join("theirs.pdf");
    std::fs::write(&theirs, b"%PDF-1.7 not ours").unwrap();
    let out = theirs.display().to_string();
    let refused = run(&["--out", &out]);
    assert_eq!(refused.status.code(), Some(2), "{refused:?}");
    assert_eq!(std::fs::read(&theirs).unwrap(), b"%PDF-1.7 not ours");
}

#[test]
fn the_chart_moves_on_known_hands_and_ends_at_the_count() {
    let mut t = T::seated(
        core_setup("kapali", &["Işıl", "Şükrü", "Gülşen"]),
        "Ah Kd Qs",
    );
    let hand = |t: &mut T, winner: Option<u8>| {
        t.ok(Action::NewHand);
        match winner {
            Some(w) => t.ok(Action::EndHand {
                winner: Some(PlayerId(w)),
                pot: None,
            }),
            None => t.ok(Action::AllPassed),
        };
    };
    hand(&mut t, Some(1)); // won, no split recorded: not known
    hand(&mut t, None); // all passed: each ante (10) in the middle
    hand(&mut t, Some(0)); // won, not known
    let antes: Vec<Vec<i64>> = t
        .st()
        .hands
        .iter()
        .map(|h| h.antes.iter().map(|a| a.1.get()).collect())
        .collect();
    assert_eq!(antes, vec![vec![10; 3]; 3], "gel-gel 10 each hand");
    let line = |name: &str, points: &[i64]| Line {
        name: name.into(),
        points: points.to_vec(),
    };
    let (xs, lines) = night_lines(t.st());
    assert_eq!(xs, vec![0.0, 2.0]);
    assert_eq!(
        lines,
        vec![
            line("Işıl", &[0, -10]),
            line("Şükrü", &[0, -10]),
            line("Gülşen", &[0, -10]),
        ]
    );
    // Counted: the count is the last point, one past the last hand.
    for (p, c) in [(0u8, 520), (1, 350), (2, 330)] {
        t.ok(Action::CountChips {
            player: PlayerId(p),
            chips: Chips(c),
            colours: Vec::new(),
        });
    }
    let (xs, lines) = night_lines(t.st());
    assert_eq!(xs, vec![0.0, 2.0, 4.0]);
    assert_eq!(lines[0].points, vec![0, -10, 120]);
    assert_eq!(lines[1].points, vec![0, -10, -50]);
    assert_eq!(lines[2].points, vec![0, -10, -70]);
}

#[cfg(unix)]
#[test]
fn print_sends_the_pdf_itself_to_lp() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = TempDir::new("pdf-print");
    let nf = turkish_night(&tmp.dirs());
    let dir = nf.dir().to_path_buf();
    drop(nf);
    let bin = tmp.0.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    // A stand-in lp that keeps the bytes it is given.
    let lp = bin.join("lp");
    std::fs::write(&lp, "#!/bin/sh\nexec /bin/cat > \"$0.got\"\n").unwrap();
    std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    let run = || {
        Racon::new()
            .env("PATH", &bin)
            .args(["night", "report"])
            .arg(&dir)
            .args(["--format", "pdf", "--print", "--lang", "en"])
            .output()
    };
    let mut out = run();
    // A script written a moment ago may still be open for writing in a
    // process another test thread is forking ("Text file busy"): retry.
    for _ in 0..20 {
        if !String::from_utf8_lossy(&out.stderr).contains("os error 26") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        out = run();
    }
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.contains("hesap.pdf") && said.contains("(lp)"),
        "{said}"
    );
    let printed = std::fs::read(bin.join("lp.got")).unwrap();
    assert_eq!(printed, std::fs::read(dir.join("hesap.pdf")).unwrap());
    assert!(printed.starts_with(b"%PDF-"));
}
