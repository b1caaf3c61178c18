//! `racon night report` (issue 4, step 5): the printed settlement of a
//! night written through the engine, as text (80 columns), Markdown and
//! CSV in Turkish and English (insta snapshots under tests/snapshots/),
//! the refusals (missing counts, an open difference — RELIABILITY 7), each
//! resolution, and the CLI's `--out` and `--print`.

use crate::common;
use crate::common::night::{MIN, rules};
use common::TempDir;
use common::cli::Racon;

use racon::cards::parse_cards;
use racon::i18n::Lang;
use racon::money::Resolve;
use racon::night::setup::Cashier;
use racon::night::{Action, Event, PlayerId, Setup};
use racon::report::{self, CSV_HEADER, Format, Meta, ReportError};
use racon::store::Dirs;
use racon::store::night::NightFile;
use racon::store::presets;
use racon::units::{Chips, Kurus};
use std::path::Path;

const CREATED: &str = "2026-11-29T21:04:00+03:00";
const PRINTED: &str = "2026-11-30T01:15:00+03:00";

fn t0() -> i64 {
    chrono::DateTime::parse_from_rfc3339(CREATED)
        .unwrap()
        .timestamp_millis()
}

/// kapali-4 with our players; one chip is 2,50 ₺.
fn setup(dirs: &Dirs, cashier: Cashier) -> Setup {
    let mut s = presets::load(dirs, presets::DEFAULT_PRESET).unwrap().setup;
    s.players = ["Işıl", "Şükrü", "Ayşe", "Gökhan"]
        .map(String::from)
        .to_vec();
    s.stakes.chip_value = Kurus(250);
    s.house.cashier = cashier;
    s
}

const ISIL: PlayerId = PlayerId(0);
const SUKRU: PlayerId = PlayerId(1);
const AYSE: PlayerId = PlayerId(2);
const GOKHAN: PlayerId = PlayerId(3);

fn act(nf: &mut NightFile, a: Action, now: i64) -> Event {
    nf.act(a.clone(), now)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

/// One deal attempt: a hand won by `winner`, or whatever the seans clock
/// makes of the key (the seans ends, the break begins).
fn hand(nf: &mut NightFile, now: i64, winner: PlayerId) {
    let gone = nf.night().state().players[winner].left;
    let winner = if gone { ISIL } else { winner };
    if act(nf, Action::NewHand, now) == Event::HandDealt {
        act(
            nf,
            Action::EndHand {
                winner: Some(winner),
                pot: None,
            },
            now + 4 * MIN,
        );
    }
}

/// The sample night, through the engine: four players, top-ups (Şükrü
/// once, Gökhan twice), Gökhan leaves at çıkma with 300 chips, about three
/// and a half hours over two seanses, the night ends, the others are
/// counted: 7 chips short. Returns the open night and the time.
fn sample_night(dirs: &Dirs, cashier: Cashier) -> (NightFile, i64) {
    sample_night_with(dirs, cashier, false)
}

/// [`sample_night`]; with `money`, also a pizza Ayşe paid for all four
/// (hand 11) and Gökhan settled with Işıl on the spot when he left.
fn sample_night_with(dirs: &Dirs, cashier: Cashier, money: bool) -> (NightFile, i64) {
    let s = setup(dirs, cashier.clone());
    let r = rules(&s.rules);
    let t0 = t0();
    let mut nf = NightFile::create(dirs, s, r, t0, CREATED, "2026-11-29-2104").unwrap();
    let mut now = t0 + 6 * MIN;
    act(
        &mut nf,
        Action::TypeDraw {
            cards: parse_cards("8c Ah Kd Kh").unwrap(),
            random_dealer_seed: None,
        },
        now,
    );
    for p in [ISIL, SUKRU, AYSE, GOKHAN] {
        act(
            &mut nf,
            Action::BuyKav {
                player: p,
                chips: Chips(400),
            },
            now,
        );
    }
    let winners = [ISIL, AYSE, ISIL, SUKRU, ISIL, GOKHAN, AYSE, ISIL];
    for i in 0..40 {
        now += 5 * MIN;
        hand(&mut nf, now, winners[i % winners.len()]);
        match i {
            8 => {
                act(
                    &mut nf,
                    Action::BuyKav {
                        player: SUKRU,
                        chips: Chips(400),
                    },
                    now + 4 * MIN,
                );
            }
            10 if money => {
                act(
                    &mut nf,
                    Action::RecordExpense {
                        payer: AYSE,
                        kurus: Kurus(10_001),
                        shared_by: Vec::new(),
                        what: "pizza".into(),
                    },
                    now + 4 * MIN,
                );
            }
            5 | 14 => {
                act(
                    &mut nf,
                    Action::BuyKav {
                        player: GOKHAN,
                        chips: Chips(400),
                    },
                    now + 4 * MIN,
                );
            }
            22 => {
                if cashier != Cashier::None {
                    act(
                        &mut nf,
                        Action::Deposit {
                            player: GOKHAN,
                            chips: Chips(800),
                        },
                        now + 4 * MIN,
                    );
                }
                act(
                    &mut nf,
                    Action::Leave {
                        player: GOKHAN,
                        chips: Chips(300),
                        override_reason: None,
                        colours: Vec::new(),
                    },
                    now + 4 * MIN,
                );
                if money {
                    act(
                        &mut nf,
                        Action::SettleLeaver {
                            player: GOKHAN,
                            with: ISIL,
                        },
                        now + 4 * MIN,
                    );
                }
            }
            _ => {}
        }
    }
    now += 5 * MIN;
    act(
        &mut nf,
        Action::EndNight {
            consent: vec![ISIL, SUKRU, AYSE, GOKHAN],
        },
        now,
    );
    now += 5 * MIN;
    for (p, chips) in [(ISIL, 1251), (SUKRU, 655), (AYSE, 587)] {
        act(
            &mut nf,
            Action::CountChips {
                player: p,
                chips: Chips(chips),
                colours: Vec::new(),
            },
            now,
        );
    }
    (nf, now)
}

fn meta(nf: &NightFile) -> Meta {
    Meta::of(nf.night(), nf.created(), PRINTED)
}

fn render(nf: &NightFile, format: Format, lang: Lang) -> Result<String, ReportError> {
    report::render(nf.night().state(), &meta(nf), format, lang)
}

/// The sample night with its difference spread.
fn resolved_night(dirs: &Dirs, cashier: Cashier) -> NightFile {
    let (mut nf, now) = sample_night(dirs, cashier);
    act(
        &mut nf,
        Action::ResolveDifference {
            resolve: Resolve::Spread,
        },
        now + MIN,
    );
    nf
}

fn assert_fits_80(text: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= 80,
            "{} characters: {line}",
            line.chars().count()
        );
    }
}

// ------------------------------------------------------------ snapshots

#[test]
fn snapshots_text_markdown_csv_in_both_languages() {
    let tmp = TempDir::new("report-snap");
    let nf = resolved_night(&tmp.dirs(), Cashier::None);
    let s = nf.night().state();
    assert_eq!(s.players[PlayerId(3)].kav_total, Chips(1200), "two top-ups");
    assert_eq!(s.players[PlayerId(1)].kav_total, Chips(800), "one top-up");
    assert!(s.players[PlayerId(3)].left);
    assert!(s.seanses_done >= 1 && s.hand_no > 20, "{}", s.hand_no);

    let text_tr = render(&nf, Format::Text, Lang::Tr).unwrap();
    let text_en = render(&nf, Format::Text, Lang::En).unwrap();
    assert_fits_80(&text_tr);
    assert_fits_80(&text_en);
    insta::assert_snapshot!("text_tr", text_tr);
    insta::assert_snapshot!("text_en", text_en);
    insta::assert_snapshot!("md_tr", render(&nf, Format::Markdown, Lang::Tr).unwrap());
    insta::assert_snapshot!("md_en", render(&nf, Format::Markdown, Lang::En).unwrap());
    let csv_tr = render(&nf, Format::Csv, Lang::Tr).unwrap();
    let csv_en = render(&nf, Format::Csv, Lang::En).unwrap();
    insta::assert_snapshot!("csv_tr", csv_tr);
    insta::assert_snapshot!("csv_en", csv_en);
    assert_eq!(csv_tr, csv_en, "CSV does not depend on the language");
}

#[test]
fn snapshot_cashier_variant() {
    let tmp = TempDir::new("report-cashier");
    let nf = resolved_night(&tmp.dirs(), Cashier::Player("Ayşe".into()));
    assert_eq!(nf.night().state().players[PlayerId(3)].deposits, Chips(800));
    let text = render(&nf, Format::Text, Lang::Tr).unwrap();
    assert_fits_80(&text);
    // Everyone settles with Ayşe; Gökhan's deposit is credited: he owes
    // 899 chips, left 800 with her, pays 99.
    assert!(text.contains("herkes kasiyerle görüşür: Ayşe"), "{text}");
    assert!(text.contains("Gökhan → Ayşe: 99 fiş, 247,50 ₺"), "{text}");
    insta::assert_snapshot!("text_cashier_tr", text);
}

// ------------------------------------------------------------- refusals

#[test]
fn missing_counts_are_named() {
    let tmp = TempDir::new("report-missing");
    let dirs = tmp.dirs();
    let s = setup(&dirs, Cashier::None);
    let r = rules(&s.rules);
    let mut nf = NightFile::create(&dirs, s, r, t0(), CREATED, "2026-11-29-2104").unwrap();
    act(
        &mut nf,
        Action::TypeDraw {
            cards: parse_cards("8c Ah Kd Kh").unwrap(),
            random_dealer_seed: None,
        },
        t0(),
    );
    for p in [ISIL, SUKRU, AYSE, GOKHAN] {
        act(
            &mut nf,
            Action::BuyKav {
                player: p,
                chips: Chips(400),
            },
            t0(),
        );
    }
    act(
        &mut nf,
        Action::CountChips {
            player: SUKRU,
            chips: Chips(400),
            colours: Vec::new(),
        },
        t0(),
    );
    let err = render(&nf, Format::Text, Lang::En).unwrap_err();
    assert_eq!(
        err,
        ReportError::Uncounted {
            players: vec!["Işıl".into(), "Ayşe".into(), "Gökhan".into()]
        }
    );
    assert_eq!(
        err.message(Lang::En),
        "no final chip count for Işıl, Ayşe, Gökhan; count their chips first"
    );
    assert_eq!(
        err.message(Lang::Tr),
        "son fiş sayımı eksik: Işıl, Ayşe, Gökhan; önce fişleri say"
    );
    for format in [Format::Markdown, Format::Csv] {
        assert!(render(&nf, format, Lang::Tr).is_err());
    }
}

#[test]
fn an_open_difference_cannot_be_printed_until_resolved() {
    let tmp = TempDir::new("report-open");
    let (mut nf, now) = sample_night(&tmp.dirs(), Cashier::None);
    for format in [Format::Text, Format::Markdown, Format::Csv] {
        let err = render(&nf, format, Lang::En).unwrap_err();
        assert_eq!(
            err,
            ReportError::OpenDifference {
                difference: Chips(-7),
                counted: Chips(2793),
                bought: Chips(2800)
            }
        );
        assert_eq!(
            err.message(Lang::En),
            "the count is off by -7 chips (2,793 counted against 2,800 bought in kav); resolve it first: assign it to a player, spread it evenly, or book it as lost chips"
        );
        assert_eq!(
            err.message(Lang::Tr),
            "sayımda -7 fişlik fark var (2.793 fiş sayıldı, 2.800 fişlik kav alındı); önce farkı çöz: bir oyuncuya yaz, herkese eşit böl ya da kayıp fiş say"
        );
    }
    act(
        &mut nf,
        Action::ResolveDifference {
            resolve: Resolve::Lost,
        },
        now,
    );
    let text = render(&nf, Format::Text, Lang::En).unwrap();
    assert!(text.contains("booked as lost chips"), "{text}");
}

#[test]
fn each_resolution_renders_its_line() {
    let tmp = TempDir::new("report-each");
    let (mut nf, now) = sample_night(&tmp.dirs(), Cashier::None);
    let cases = [
        (
            Resolve::Assign(PlayerId(1)),
            "Difference -7 chips: put on Şükrü's count (Şükrü +7).",
            "Fark -7 fiş: Şükrü oyuncusunun sayımına yazıldı (Şükrü +7).",
            "assign",
        ),
        (
            Resolve::Spread,
            "Difference -7 chips: spread evenly, the chips left over to the first listed (Işıl +2, Şükrü +2, Ayşe +2, Gökhan +1).",
            "Fark -7 fiş: herkese eşit bölündü, artan fiş ilk yazılanlara (Işıl +2, Şükrü +2, Ayşe +2, Gökhan +1).",
            "spread",
        ),
        (
            Resolve::Lost,
            "Difference -7 chips: booked as lost chips; nobody is paid for them, the debts shrink in proportion (Şükrü +1, Gökhan +6).",
            "Fark -7 fiş: kayıp fiş olarak yazıldı; kimse parasını almaz, borçlar oranla küçüldü (Şükrü +1, Gökhan +6).",
            "lost",
        ),
    ];
    for (i, (choice, en, tr, key)) in cases.into_iter().enumerate() {
        act(
            &mut nf,
            Action::ResolveDifference { resolve: choice },
            now + i as i64,
        );
        // The text wraps at 80 columns: compare with the line breaks undone.
        let unwrap = |t: String| t.replace('\n', " ");
        let text_en = unwrap(render(&nf, Format::Text, Lang::En).unwrap());
        let text_tr = unwrap(render(&nf, Format::Text, Lang::Tr).unwrap());
        assert!(text_en.contains(en), "{text_en}");
        assert!(text_tr.contains(tr), "{text_tr}");
        let md = render(&nf, Format::Markdown, Lang::En).unwrap();
        assert!(md.contains(en), "{md}");
        let csv = render(&nf, Format::Csv, Lang::En).unwrap();
        assert!(csv.contains(&format!("\nresolution,{key}\n")), "{csv}");
        let player = if key == "assign" { "Şükrü" } else { "" };
        assert!(
            csv.contains(&format!("\nresolution_player,{player}\n")),
            "{csv}"
        );
        // Whatever the choice, the money sums to zero.
        let t = parse_csv(&csv);
        assert_eq!(column_sum(&t.players, "net_kurus"), 0);
        assert_eq!(column_sum(&t.players, "net_chips"), 0);
    }
}

#[test]
fn a_balanced_count_says_so() {
    let tmp = TempDir::new("report-balanced");
    let (mut nf, now) = sample_night(&tmp.dirs(), Cashier::None);
    act(
        &mut nf,
        Action::CountChips {
            player: ISIL,
            chips: Chips(1258),
            colours: Vec::new(),
        },
        now,
    );
    let text = render(&nf, Format::Text, Lang::Tr).unwrap();
    assert!(
        text.contains("Sayım tutuyor: 2.800 fiş sayıldı, 2.800 fişlik kav alındı."),
        "{text}"
    );
    assert!(!text.contains("Düzeltme"), "no adjustment column: {text}");
    let csv = render(&nf, Format::Csv, Lang::Tr).unwrap();
    assert!(csv.contains("\nresolution,none\n"), "{csv}");
}

// ---------------------------------------------------------- 80 columns

#[test]
fn long_names_and_huge_amounts_still_fit_80_columns() {
    let tmp = TempDir::new("report-wide");
    let dirs = tmp.dirs();
    let mut s = setup(&dirs, Cashier::Outsider("Kasiyer Şükriye Hanım".into()));
    s.name = "Büyük Şükrü Gökhanoğlu'nun yılbaşı gecesi, 2026!".into();
    s.players = vec![
        "Ayşegül Çağlayan-Öztürk1".into(),
        "Işıl \"Kaptan\", İstanbul".into(),
        "Gökhan | Şükrü *Yıldız*".into(),
        "Çiğdem Ağaoğlu Üstündağı".into(),
    ];
    s.stakes.chip_value = Kurus(1_000_000);
    s.stakes.min_kav = Chips(400);
    let r = rules(&s.rules);
    let mut nf = NightFile::create(&dirs, s, r, t0(), CREATED, "2026-11-29-2104").unwrap();
    act(
        &mut nf,
        Action::TypeDraw {
            cards: parse_cards("8c Ah Kd Kh").unwrap(),
            random_dealer_seed: None,
        },
        t0(),
    );
    let big = 900_000_000_000;
    for (p, kav, chips) in [
        (0, big, 999_999_999_999),
        (1, big, 0),
        (2, big, big / 2 + 1),
        (3, big, 1),
    ] {
        let p = PlayerId(p);
        act(
            &mut nf,
            Action::BuyKav {
                player: p,
                chips: Chips(kav),
            },
            t0(),
        );
        act(
            &mut nf,
            Action::CountChips {
                player: p,
                chips: Chips(chips),
                colours: Vec::new(),
            },
            t0(),
        );
    }
    act(
        &mut nf,
        Action::Deposit {
            player: PlayerId(1),
            chips: Chips(5),
        },
        t0(),
    );
    act(
        &mut nf,
        Action::ResolveDifference {
            resolve: Resolve::Spread,
        },
        t0(),
    );
    for lang in [Lang::Tr, Lang::En] {
        let text = render(&nf, Format::Text, lang).unwrap();
        assert_fits_80(&text);
        assert!(text.contains("Çiğdem Ağaoğlu Üstündağı"), "{text}");
        // CSV keeps the awkward names intact (RFC 4180 quoting).
        let t = parse_csv(&render(&nf, Format::Csv, lang).unwrap());
        assert_eq!(t.players[1][0], "Işıl \"Kaptan\", İstanbul");
        assert_eq!(column_sum(&t.players, "net_kurus"), 0);
        // Markdown escapes the table's pipe and the emphasis.
        let md = render(&nf, Format::Markdown, lang).unwrap();
        assert!(md.contains("| Gökhan \\| Şükrü \\*Yıldız\\* |"), "{md}");
    }
}

// ------------------------------------------------------------------ CSV

struct Csv {
    players: Vec<Vec<String>>,
    player_header: Vec<String>,
    transfers: Vec<Vec<String>>,
    night: Vec<(String, String)>,
}

/// A small RFC 4180 reader: records end at a line break outside quotes.
fn records(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut record = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.is_empty() => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut field)),
            (false, '\n') => {
                record.push(std::mem::take(&mut field));
                out.push(std::mem::take(&mut record));
            }
            (false, c) => field.push(c),
        }
    }
    assert!(
        !quoted && field.is_empty() && record.is_empty(),
        "ends with a line break"
    );
    out
}

fn parse_csv(text: &str) -> Csv {
    let all = records(text);
    let sections: Vec<&[Vec<String>]> = all.split(|r| r == &vec![String::new()]).collect();
    assert_eq!(sections.len(), 3, "{text}");
    let player_header = sections[0][0].clone();
    assert_eq!(player_header.join(","), CSV_HEADER);
    assert_eq!(
        sections[1][0].join(","),
        "from,to,chips,kurus,to_iban,to_papara,to_phone,to_note"
    );
    assert_eq!(sections[2][0].join(","), "field,value");
    for row in sections[0] {
        assert_eq!(row.len(), player_header.len());
    }
    Csv {
        players: sections[0][1..].to_vec(),
        player_header,
        transfers: sections[1][1..].to_vec(),
        night: sections[2][1..]
            .iter()
            .map(|r| {
                assert_eq!(r.len(), 2);
                (r[0].clone(), r[1].clone())
            })
            .collect(),
    }
}

fn column_sum(rows: &[Vec<String>], name: &str) -> i64 {
    let header: Vec<&str> = CSV_HEADER.split(',').collect();
    let i = header.iter().position(|h| *h == name).unwrap();
    rows.iter().map(|r| r[i].parse::<i64>().unwrap()).sum()
}

// ------------------------------------------------------------------ CLI

fn report_cmd(dir: &Path, extra: &[&str]) -> Racon {
    Racon::new().args(["night", "report"]).arg(dir).args(extra)
}

#[test]
fn cli_prints_each_format_and_csv_parses() {
    let tmp = TempDir::new("report-cli");
    let nf = resolved_night(&tmp.dirs(), Cashier::None);
    let dir = nf.dir().to_path_buf();
    let text = report_cmd(&dir, &["--lang", "tr"]).run();
    assert_eq!(text.code, Some(0), "{}", text.stderr);
    assert!(text.stdout.starts_with("racon · Gece sonu hesabı\n"));
    assert_fits_80(&text.stdout);
    // The same as the library's, but for the time of printing.
    let lib = render(&nf, Format::Text, Lang::Tr).unwrap();
    let body = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with("Hazırlayan"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(body(&text.stdout), body(&lib));
    // `events` works as the path too.
    let md = report_cmd(&dir.join("events"), &["--format", "md", "--lang", "en"]).run();
    assert_eq!(md.code, Some(0), "{}", md.stderr);
    assert!(md.stdout.starts_with("# racon · Settlement of the night\n"));

    let csv = report_cmd(&dir, &["--format", "csv"]).run();
    assert_eq!(csv.code, Some(0), "{}", csv.stderr);
    let t = parse_csv(&csv.stdout);
    assert_eq!(t.player_header.len(), 9);
    let names: Vec<&str> = t.players.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(names, ["Işıl", "Şükrü", "Ayşe", "Gökhan"]);
    assert_eq!(column_sum(&t.players, "net_kurus"), 0);
    assert_eq!(column_sum(&t.players, "net_chips"), 0);
    // net_kurus = net_chips × chip value; the transfers settle every net.
    for r in &t.players {
        let net: i64 = r[4].parse().unwrap();
        let kurus: i64 = r[5].parse().unwrap();
        assert_eq!(kurus, net * 250);
        let paid: i64 = t
            .transfers
            .iter()
            .map(|x| {
                let k: i64 = x[3].parse().unwrap();
                if x[0] == r[0] {
                    -k
                } else if x[1] == r[0] {
                    k
                } else {
                    0
                }
            })
            .sum();
        assert_eq!(paid, kurus, "{}", r[0]);
    }
    assert_eq!(t.transfers.len(), 3);
    let night: std::collections::HashMap<_, _> = t.night.into_iter().collect();
    assert_eq!(night["night"], "Cuma gecesi");
    assert_eq!(night["created"], CREATED);
    assert_eq!(night["difference_chips"], "-7");
    assert_eq!(night["resolution"], "spread");
    assert_eq!(night["ended"], "true");
    assert_eq!(night["chip_value_kurus"], "250");
}

#[test]
fn cli_refuses_an_open_difference_with_one_line() {
    let tmp = TempDir::new("report-cli-open");
    let (nf, _) = sample_night(&tmp.dirs(), Cashier::None);
    let out_file = tmp.0.join("hesap.txt");
    let r = report_cmd(nf.dir(), &["--lang", "en", "--out"])
        .arg(&out_file)
        .run();
    assert_eq!(r.code, Some(2));
    assert!(r.stdout.is_empty());
    assert_eq!(
        r.stderr,
        "racon: the count is off by -7 chips (2,793 counted against 2,800 bought in kav); resolve it first: assign it to a player, spread it evenly, or book it as lost chips\n"
    );
    assert!(!out_file.exists(), "nothing written");
}

#[test]
fn cli_out_writes_and_replaces_only_its_own_reports() {
    let tmp = TempDir::new("report-cli-out");
    let nf = resolved_night(&tmp.dirs(), Cashier::None);
    let dir = nf.dir().to_path_buf();
    let file = tmp.0.join("hesap.md");
    let r = report_cmd(&dir, &["--format", "md", "--lang", "tr", "--out"])
        .arg(&file)
        .run();
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout, format!("Hesap yazıldı: {}\n", file.display()));
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(
        written.starts_with("# racon · Gece sonu hesabı\n"),
        "{written}"
    );
    // Our own report (another format and language) is replaced.
    let r = report_cmd(&dir, &["--format", "csv", "--out"])
        .arg(&file)
        .run();
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with(CSV_HEADER)
    );
    let r = report_cmd(&dir, &["--lang", "en", "--out"])
        .arg(&file)
        .run();
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("racon · Settlement of the night\n")
    );
    // An empty file holds nothing to lose.
    let empty = tmp.0.join("empty.txt");
    std::fs::write(&empty, b"").unwrap();
    let r = report_cmd(&dir, &["--out"]).arg(&empty).run();
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    // Anything else is left alone, byte for byte.
    let foreign = tmp.0.join("notlar.txt");
    let bytes = "Cuma: Ayşe'ye 50 ₺ borcum var\nracon · Gece sonu hesabı\n".as_bytes();
    std::fs::write(&foreign, bytes).unwrap();
    for lang in ["tr", "en"] {
        let r = report_cmd(&dir, &["--lang", lang, "--out"])
            .arg(&foreign)
            .run();
        assert_eq!(r.code, Some(2));
        assert!(r.stdout.is_empty());
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
        assert!(
            r.stderr.contains(&foreign.display().to_string()),
            "{}",
            r.stderr
        );
        assert_eq!(std::fs::read(&foreign).unwrap(), bytes);
    }
    let r = report_cmd(&dir, &["--lang", "en", "--out"])
        .arg(&tmp.0)
        .run();
    assert_eq!(r.code, Some(2), "a directory is not a report");
    // No temp files are left behind.
    let stray: Vec<_> = std::fs::read_dir(&tmp.0)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(stray.is_empty(), "{stray:?}");
}

#[test]
fn cli_print_without_lp_or_lpr_says_how() {
    let tmp = TempDir::new("report-cli-noprint");
    let nf = resolved_night(&tmp.dirs(), Cashier::None);
    let dir = nf.dir().to_path_buf();
    let empty_path = tmp.0.join("bin");
    std::fs::create_dir_all(&empty_path).unwrap();
    // No --out: the report goes to stdout, the hint to stderr, and it
    // exits 2: asked to print, nothing was printed (issue 23).
    let r = report_cmd(&dir, &["--lang", "en", "--print"])
        .env("PATH", &empty_path)
        .run();
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stdout.starts_with("racon · Settlement of the night\n"));
    assert_eq!(
        r.stderr,
        "racon: neither lp nor lpr is on PATH; save the report with --out FILE and print that file\n"
    );
    // With --out: the file is written and the hint names it.
    let file = tmp.0.join("hesap.txt");
    let r = report_cmd(&dir, &["--lang", "tr", "--print", "--out"])
        .arg(&file)
        .env("PATH", &empty_path)
        .run();
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    let shown = file.display().to_string();
    assert_eq!(r.stdout, format!("Hesap yazıldı: {shown}\n"));
    assert_eq!(
        r.stderr,
        format!(
            "racon: PATH üzerinde lp ya da lpr yok; {shown} dosyasını açıp yazdır (CUPS kuruluysa: lp {shown})\n"
        )
    );
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("racon · Gece sonu hesabı\n")
    );
}

#[cfg(unix)]
#[test]
fn cli_print_sends_the_report_to_lp() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = TempDir::new("report-cli-lp");
    let nf = resolved_night(&tmp.dirs(), Cashier::None);
    let dir = nf.dir().to_path_buf();
    let bin = tmp.0.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    // A stand-in lpr (lp is missing, so lpr is used): keeps what it gets.
    let lpr = bin.join("lpr");
    // Shell builtins only: the test's PATH has no `cat`.
    let keep = "#!/bin/sh\nwhile IFS= read -r l; do printf '%s\\n' \"$l\"; done > \"$0.got\"\n";
    std::fs::write(&lpr, keep).unwrap();
    std::fs::set_permissions(&lpr, std::fs::Permissions::from_mode(0o755)).unwrap();
    // A non-executable `lp` earlier on PATH is skipped.
    let other = tmp.0.join("other");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("lp"), "not a program").unwrap();
    let path = std::env::join_paths([&other, &bin]).unwrap();
    // A script written a moment ago may still be open for writing in a
    // process another test thread is forking ("Text file busy"): retry.
    let print = |lang: &str| {
        let mut r = report_cmd(&dir, &["--lang", lang, "--print"])
            .env("PATH", &path)
            .run();
        for _ in 0..20 {
            if !r.stderr.contains("os error 26") {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            r = report_cmd(&dir, &["--lang", lang, "--print"])
                .env("PATH", &path)
                .run();
        }
        r
    };
    let r = print("tr");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(r.stdout, "Yazıcıya gönderildi (lpr).\n");
    let got = std::fs::read_to_string(bin.join("lpr.got")).unwrap();
    assert!(
        got.starts_with("racon · Gece sonu hesabı\nCuma gecesi\n"),
        "{got}"
    );
    assert!(got.contains("Ödemeler (3, mümkün olan en az):"), "{got}");
    // A printer that fails is an error, one line.
    std::fs::write(
        &lpr,
        "#!/bin/sh\necho 'lpr: no default destination' >&2\nexit 1\n",
    )
    .unwrap();
    let r = print("en");
    assert_eq!(r.code, Some(2));
    assert_eq!(
        r.stderr,
        "racon: lpr could not print: lpr: no default destination\n"
    );
}

/// G5: `--print` waited for the printer without a limit; an lp that never
/// returns hung racon for good. Now it is stopped at the limit
/// (`RACON_PRINT_TIMEOUT`), with everything it started, and racon says so
/// and exits 2; a printer that complains and leaves a child holding its
/// standard error is heard within the limit too.
#[cfg(unix)]
#[test]
fn g5_print_with_a_stuck_printer_gives_up_within_its_limit() {
    use std::os::unix::fs::PermissionsExt;
    use std::time::{Duration, Instant};
    let tmp = TempDir::new("report-cli-stuck");
    let nf = resolved_night(&tmp.dirs(), Cashier::None);
    let dir = nf.dir().to_path_buf();
    let bin = tmp.0.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let sleep = std::env::split_paths(&std::env::var_os("PATH").unwrap())
        .map(|d| d.join("sleep"))
        .find(|p| p.is_file())
        .unwrap();
    let sleep = sleep.display();
    let lp = bin.join("lp");
    let out = tmp.0.join("hesap.txt");
    let stopped =
        "racon: lp did not finish in 2 s and was stopped; is the printer on and reachable?\n";
    for (what, script, with_out, code, stderr) in [
        (
            "never reads",
            format!("#!/bin/sh\necho $$ > \"$0.pid\"\nexec {sleep} 3600\n"),
            false,
            Some(2),
            stopped.to_string(),
        ),
        (
            "reads, then hangs",
            format!(
                "#!/bin/sh\necho $$ > \"$0.pid\"\nwhile IFS= read -r l; do :; done\nexec {sleep} 3600\n"
            ),
            true,
            Some(2),
            stopped.to_string(),
        ),
        (
            "complains, leaves a child holding stderr",
            format!(
                "#!/bin/sh\n{sleep} 3600 &\necho $! > \"$0.pid\"\necho 'lp: printer not ready' >&2\nexit 1\n"
            ),
            false,
            Some(2),
            "racon: lp could not print: lp: printer not ready\n".to_string(),
        ),
    ] {
        std::fs::write(&lp, &script).unwrap();
        std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
        let _ = std::fs::remove_file(bin.join("lp.pid"));
        let mut cmd = report_cmd(&dir, &["--lang", "en", "--print"]);
        if with_out {
            cmd = cmd.arg("--out").arg(&out);
        }
        let cmd = cmd
            .env("PATH", &bin)
            .env("RACON_PRINT_TIMEOUT", "2")
            .limit(Duration::from_secs(30));
        let t0 = Instant::now();
        let mut r = cmd.clone().run();
        // A script written a moment ago may still be open for writing in a
        // process another test thread is forking ("Text file busy").
        for _ in 0..20 {
            if !r.stderr.contains("os error 26") {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
            r = cmd.clone().run();
        }
        let took = t0.elapsed();
        assert_eq!(r.code, code, "{what}: {took:?} {}", r.stderr);
        assert_eq!(r.stderr, stderr, "{what}");
        assert!(took < Duration::from_secs(8), "{what}: {took:?}");
        if with_out {
            assert_eq!(
                r.stdout,
                format!("Report written to {}\n", out.display()),
                "{what}"
            );
        }
        // What the printer started is not left running.
        {
            let pid: i32 = std::fs::read_to_string(bin.join("lp.pid"))
                .unwrap()
                .trim()
                .parse()
                .unwrap();
            let pid = rustix::process::Pid::from_raw(pid).unwrap();
            let deadline = Instant::now() + Duration::from_secs(3);
            while rustix::process::test_kill_process(pid).is_ok() {
                assert!(Instant::now() < deadline, "{what}: lp still runs");
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
}

#[test]
fn first_lines_are_recognised() {
    for line in [
        "racon · Gece sonu hesabı",
        "racon · Settlement of the night\r",
        "# racon · Gece sonu hesabı",
        "# racon · Settlement of the night",
        CSV_HEADER,
    ] {
        assert!(report::is_report_first_line(line), "{line}");
    }
    for line in ["", "racon", "# Notlar", "player,kav", "Cuma gecesi"] {
        assert!(!report::is_report_first_line(line), "{line}");
    }
}

/// `night report --json` (issue 23; issue 26 item 4) on a night with an
/// expense, a leaver settled on the spot and a resolved difference: the
/// same players as the CSV, transfers that settle everyone's money, the
/// expense with its shares, the payment on the spot, the resolution.
#[test]
fn cli_json_has_players_transfers_and_expenses() {
    let tmp = TempDir::new("report-json");
    let (mut nf, now) = sample_night_with(&tmp.dirs(), Cashier::None, true);
    act(
        &mut nf,
        Action::ResolveDifference {
            resolve: Resolve::Spread,
        },
        now + MIN,
    );
    let dir = nf.dir().to_path_buf();
    let ran = report_cmd(&dir, &["--json"]).run();
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    let mut v: serde_json::Value = serde_json::from_str(&ran.stdout).unwrap();
    // The same in Turkish: nothing in it depends on the language. The
    // moment of printing is the one field that may differ between the two
    // runs (they can straddle a second), so it is checked apart: present
    // and an RFC 3339 time in both.
    let tr = report_cmd(&dir, &["--json", "--lang", "tr"]).run();
    let mut vt: serde_json::Value = serde_json::from_str(&tr.stdout).unwrap();
    for x in [&mut v, &mut vt] {
        let printed = x["printed_at"].take();
        let printed = printed.as_str().unwrap_or_default();
        assert!(
            chrono::DateTime::parse_from_rfc3339(printed).is_ok(),
            "printed_at {printed:?}"
        );
    }
    assert_eq!(v, vt);
    // The players are the CSV's rows, cell for cell (its first section;
    // this night has a fourth, the money section).
    let csv = records(&report_cmd(&dir, &["--format", "csv"]).run().stdout);
    let sections: Vec<&[Vec<String>]> = csv.split(|r| r == &vec![String::new()]).collect();
    assert_eq!(sections.len(), 4);
    assert_eq!(sections[0][0].join(","), CSV_HEADER);
    let rows = &sections[0][1..];
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), rows.len());
    for (p, row) in players.iter().zip(rows) {
        let cells = [
            p["name"].as_str().unwrap().to_string(),
            p["kav_chips"].to_string(),
            p["final_chips"].to_string(),
            p["adjustment_chips"].to_string(),
            p["net_chips"].to_string(),
            p["net_kurus"].to_string(),
            p["deposit_chips"].to_string(),
            p["left"].to_string(),
            p["in_all_kurus"].to_string(),
        ];
        assert_eq!(cells.to_vec(), *row);
    }
    assert_eq!(players[3]["name"], "Gökhan");
    assert_eq!(players[3]["left"], true);
    assert_eq!(players[3]["cikma_reached"], true);
    // The expense, split to the kuruş, and the payment on the spot.
    let e = &v["expenses"][0];
    assert_eq!(
        (e["what"].as_str(), e["paid_by"].as_str()),
        (Some("pizza"), Some("Ayşe"))
    );
    assert_eq!(e["kurus"], 10_001);
    let shares: i64 = e["shares"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kurus"].as_i64().unwrap())
        .sum();
    assert_eq!(shares, 10_001);
    assert_eq!(e["shares"].as_array().unwrap().len(), 4);
    let spot = v["spot_payments"].as_array().unwrap();
    assert_eq!(spot.len(), 1);
    assert_eq!(
        (spot[0]["from"].as_str(), spot[0]["to"].as_str()),
        (Some("Gökhan"), Some("Işıl"))
    );
    assert_eq!(v["resolution"]["kind"], "spread");
    assert_eq!(v["difference_chips"], -7);
    assert_eq!(v["chip_value_kurus"], 250);
    // What each one gets through the transfers is his net money, plus what
    // he paid for the pizza less his share, less what he got on the spot
    // (plus what he paid there): every kuruş accounted for.
    let transfers = v["transfers"].as_array().unwrap();
    assert!(!transfers.is_empty());
    let k = |x: &serde_json::Value| x["kurus"].as_i64().unwrap();
    for p in players {
        let name = p["name"].as_str().unwrap();
        let got: i64 = transfers
            .iter()
            .map(|t| {
                if t["to"] == name {
                    k(t)
                } else if t["from"] == name {
                    -k(t)
                } else {
                    0
                }
            })
            .sum();
        let paid = if name == "Ayşe" { 10_001 } else { 0 };
        let share: i64 = e["shares"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["player"] == name)
            .map(k)
            .sum();
        let on_spot: i64 = spot
            .iter()
            .map(|s| {
                if s["from"] == name {
                    k(s)
                } else if s["to"] == name {
                    -k(s)
                } else {
                    0
                }
            })
            .sum();
        assert_eq!(
            got,
            p["net_kurus"].as_i64().unwrap() + paid - share + on_spot,
            "{name}"
        );
        // With money in play the transfers settle money, not chips.
    }
    assert!(transfers.iter().all(|t| t["chips"] == 0), "{transfers:?}");
    // --json is one output: not with --format, --out or --print.
    for extra in [&["--format", "md"][..], &["--out", "x.json"], &["--print"]] {
        let mut args = vec!["--json"];
        args.extend_from_slice(extra);
        let r = report_cmd(&dir, &args).run();
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stdout);
        assert!(r.stdout.is_empty());
    }
    // Refused exactly when the report is: an open difference.
    let tmp2 = TempDir::new("report-json-open");
    let (open, _) = sample_night(&tmp2.dirs(), Cashier::None);
    let r = report_cmd(open.dir(), &["--json"]).run();
    assert_eq!(r.code, Some(2));
    assert!(
        r.stdout.is_empty() && r.stderr.contains("resolve it first"),
        "{}",
        r.stderr
    );
}
