//! Issue 26, part A: the settlement leaves the table. `--format chat` and
//! `--json` on a night with an expense, a leaver settled on the spot and a
//! resolved difference; "pays / receives in all" (M2) and no "(0 fiş)"
//! (B8); payment handles (IBAN checked by ISO 13616) in the ledger and
//! beside the transfers in every format; one CSV table at a time with
//! formula injection guarded; a ledger of format version 1 still loads.

use crate::common;
use crate::common::night::{MIN, rules};
use common::TempDir;
use common::cli::Racon;

use racon::cards::parse_cards;
use racon::i18n::Lang;
use racon::money::Resolve;
use racon::money::payee::{Handle, IbanError, parse_iban};
use racon::night::setup::Cashier;
use racon::night::{Action, Event, PlayerId, Setup};
use racon::report::{self, CsvTable, Format, Handles, Meta};
use racon::store::Dirs;
use racon::store::night::NightFile;
use racon::store::presets;
use racon::units::{Chips, Kurus};

const CREATED: &str = "2026-11-29T21:04:00+03:00";
const PRINTED: &str = "2026-11-30T01:15:00+03:00";

fn t0() -> i64 {
    chrono::DateTime::parse_from_rfc3339(CREATED)
        .unwrap()
        .timestamp_millis()
}

const ISIL: PlayerId = PlayerId(0);
const SUKRU: PlayerId = PlayerId(1);
const AYSE: PlayerId = PlayerId(2);
const GOKHAN: PlayerId = PlayerId(3);

fn act(nf: &mut NightFile, a: Action, now: i64) -> Event {
    nf.act(a.clone(), now)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"))
}

/// kapali-4, Işıl, Şükrü, Ayşe, Gökhan; a chip is 2,50 ₺. Top-ups, a
/// pizza Ayşe paid for all four, Gökhan leaving at çıkma with 300 chips
/// and settled with Işıl on the spot, the night ended, the others counted
/// 7 chips short and the difference spread (tests/report.rs's night).
fn money_night(dirs: &Dirs) -> NightFile {
    let mut s: Setup = presets::load(dirs, presets::DEFAULT_PRESET).unwrap().setup;
    s.players = ["Işıl", "Şükrü", "Ayşe", "Gökhan"]
        .map(String::from)
        .to_vec();
    s.stakes.chip_value = Kurus(250);
    s.house.cashier = Cashier::None;
    let r = rules(&s.rules);
    let t0 = t0();
    let mut nf = NightFile::create(dirs, s, r, t0, CREATED, "2026-11-29-2104").unwrap();
    let mut now = t0 + 6 * MIN;
    let draw = parse_cards("8c Ah Kd Kh").unwrap();
    act(
        &mut nf,
        Action::TypeDraw {
            cards: draw,
            random_dealer_seed: None,
        },
        now,
    );
    for p in [ISIL, SUKRU, AYSE, GOKHAN] {
        let kav = Action::BuyKav {
            player: p,
            chips: Chips(400),
        };
        act(&mut nf, kav, now);
    }
    let winners = [ISIL, AYSE, ISIL, SUKRU, ISIL, GOKHAN, AYSE, ISIL];
    for i in 0..40 {
        now += 5 * MIN;
        let gone = nf.night().state().players[winners[i % 8]].left;
        let winner = if gone { ISIL } else { winners[i % 8] };
        if act(&mut nf, Action::NewHand, now) == Event::HandDealt {
            let end = Action::EndHand {
                winner: Some(winner),
                pot: None,
            };
            act(&mut nf, end, now + 4 * MIN);
        }
        let at = now + 4 * MIN;
        match i {
            8 => {
                let a = Action::BuyKav {
                    player: SUKRU,
                    chips: Chips(400),
                };
                act(&mut nf, a, at);
            }
            10 => {
                let a = Action::RecordExpense {
                    payer: AYSE,
                    kurus: Kurus(10_001),
                    shared_by: Vec::new(),
                    what: "pizza".into(),
                };
                act(&mut nf, a, at);
            }
            5 | 14 => {
                let a = Action::BuyKav {
                    player: GOKHAN,
                    chips: Chips(400),
                };
                act(&mut nf, a, at);
            }
            22 => {
                let leave = Action::Leave {
                    player: GOKHAN,
                    chips: Chips(300),
                    override_reason: None,
                    colours: Vec::new(),
                };
                act(&mut nf, leave, at);
                let spot = Action::SettleLeaver {
                    player: GOKHAN,
                    with: ISIL,
                };
                act(&mut nf, spot, at);
            }
            _ => {}
        }
    }
    now += 5 * MIN;
    let consent = vec![ISIL, SUKRU, AYSE, GOKHAN];
    act(&mut nf, Action::EndNight { consent }, now);
    now += 5 * MIN;
    for (p, chips) in [(ISIL, 1251), (SUKRU, 655), (AYSE, 587)] {
        let c = Action::CountChips {
            player: p,
            chips: Chips(chips),
            colours: Vec::new(),
        };
        act(&mut nf, c, now);
    }
    let spread = Action::ResolveDifference {
        resolve: Resolve::Spread,
    };
    act(&mut nf, spread, now + MIN);
    nf
}

const IBAN_ISIL: &str = "TR330006100519786457841326";

fn handles() -> Handles {
    let iban = |i: &str| Handle {
        iban: Some(i.into()),
        ..Handle::default()
    };
    Handles::of([
        ("IŞIL".to_string(), iban(IBAN_ISIL)),
        (
            "ayşe".to_string(),
            Handle {
                papara: Some("1234567890".into()),
                note: Some("nakit de olur".into()),
                ..Handle::default()
            },
        ),
        (
            "Şükrü".to_string(),
            Handle {
                phone: Some("+90 532 123 45 67".into()),
                ..Handle::default()
            },
        ),
        (
            "Gökhan".to_string(),
            iban(&tr_iban("0001000123456789012345")),
        ),
    ])
}

fn meta(nf: &NightFile, h: Handles) -> Meta {
    Meta::of(nf.night(), nf.created(), PRINTED).with_handles(h)
}

fn render(nf: &NightFile, format: Format, lang: Lang, h: Handles) -> String {
    report::render(nf.night().state(), &meta(nf, h), format, lang).unwrap()
}

// ---------------------------------------------------------------- IBAN

/// ISO 7064 mod 97-10 worked out here on its own (digits of the whole
/// rearranged number, nine at a time), not with racon's code.
fn mod97_independent(iban: &str) -> u64 {
    let moved = format!("{}{}", &iban[4..], &iban[..4]);
    let digits: String = moved
        .chars()
        .map(|c| match c {
            '0'..='9' => c.to_string(),
            _ => (c as u64 - 'A' as u64 + 10).to_string(),
        })
        .collect();
    let mut rem = 0u64;
    for chunk in digits.as_bytes().chunks(7) {
        let part: u64 = std::str::from_utf8(chunk).unwrap().parse().unwrap();
        let width = 10u64.pow(chunk.len() as u32);
        rem = (rem * width + part) % 97;
    }
    rem
}

/// A Turkish IBAN for `bban` (22 characters: 5 bank digits, a reserve
/// digit, 16 account characters) with its check digits computed here.
fn tr_iban(bban: &str) -> String {
    let rem = mod97_independent(&format!("TR00{bban}"));
    format!("TR{:02}{bban}", 98 - rem)
}

#[test]
fn real_format_turkish_ibans_pass_and_every_kind_of_mistake_is_named() {
    let bbans = [
        "0006100519786457841326",
        "0001000123456789012345",
        "0006701000000012345678",
        "0004600123888000123456",
        "0001200987654321098765",
        "0006200011100006299999",
    ];
    for bban in bbans {
        let iban = tr_iban(bban);
        assert_eq!(mod97_independent(&iban), 1);
        assert_eq!(parse_iban(&iban), Ok(iban.clone()), "{iban}");
        // Typed in groups of four, in lower case: the same IBAN, stored
        // without spaces in capitals.
        let typed = racon::money::payee::group_iban(&iban).to_lowercase();
        assert_eq!(parse_iban(&typed), Ok(iban.clone()));
        // One digit wrong.
        let mut wrong: Vec<char> = iban.chars().collect();
        wrong[10] = if wrong[10] == '9' { '0' } else { '9' };
        let wrong: String = wrong.into_iter().collect();
        assert_eq!(parse_iban(&wrong), Err(IbanError::Checksum), "{wrong}");
        // Two neighbours swapped (where they differ).
        let mut swapped: Vec<char> = iban.chars().collect();
        if let Some(i) = (4..25).find(|&i| swapped[i] != swapped[i + 1]) {
            swapped.swap(i, i + 1);
            let s: String = swapped.into_iter().collect();
            assert_eq!(parse_iban(&s), Err(IbanError::Checksum), "{s}");
        }
    }
    assert_eq!(tr_iban("0006100519786457841326"), IBAN_ISIL);
    // Wrong length: one short, one long.
    assert_eq!(
        parse_iban(&IBAN_ISIL[..25]),
        Err(IbanError::Length {
            country: "TR".into(),
            want: 26,
            got: 25
        })
    );
    assert!(matches!(
        parse_iban(&format!("{IBAN_ISIL}1")),
        Err(IbanError::Length { got: 27, .. })
    ));
    // Letters where the check digits go, a letter Turkish keyboards make,
    // no country.
    assert_eq!(
        parse_iban("TRAB0006100519786457841326"),
        Err(IbanError::CheckDigits)
    );
    assert_eq!(
        parse_iban("TR33000610051978645784132Ş"),
        Err(IbanError::BadChar { ch: 'Ş' })
    );
    assert_eq!(
        parse_iban("330006100519786457841326"),
        Err(IbanError::Country)
    );
    // The words say what is wrong, in both languages.
    let tr = racon::i18n::payee::iban_error(&parse_iban(&IBAN_ISIL[..25]).unwrap_err(), Lang::Tr);
    assert!(tr.contains("26") && tr.contains("25"), "{tr}");
    let en = racon::i18n::payee::iban_error(&IbanError::Checksum, Lang::En);
    assert!(en.contains("check digits"), "{en}");
}

// ------------------------------------------------------- chat and json

#[test]
fn chat_text_has_transfers_with_handles_and_everyones_total() {
    let tmp = TempDir::new("s6a-chat");
    let nf = money_night(&tmp.dirs());
    let st = nf.night().state().settlement().unwrap();
    assert!(st.money_only);
    for lang in [Lang::Tr, Lang::En] {
        let chat = render(&nf, Format::Chat, lang, handles());
        let lines: Vec<&str> = chat.lines().collect();
        assert_eq!(lines[0], "racon · Cuma gecesi", "{chat}");
        let date = if lang == Lang::Tr {
            "29 Kasım 2026"
        } else {
            "29 November 2026"
        };
        assert!(lines[1].contains(date), "{chat}");
        // No box drawing, no table rules.
        assert!(
            !chat
                .chars()
                .any(|c| ('\u{2500}'..='\u{257f}').contains(&c) || c == '|'),
            "{chat}"
        );
        assert!(!chat.contains("---"), "{chat}");
        // One line per transfer, with the payee's handle.
        let arrows: Vec<&&str> = lines.iter().filter(|l| l.contains(" → ")).collect();
        assert_eq!(arrows.len(), st.transfers.len(), "{chat}");
        for t in &st.transfers {
            let racon::money::Party::Player(to) = t.to else {
                panic!()
            };
            let name = nf.night().state().name(to);
            let money = racon::i18n::money::money(t.kurus, lang);
            let line = arrows
                .iter()
                .find(|l| l.contains(&format!("→ {name}: {money}")))
                .unwrap_or_else(|| panic!("{name} {money}: {chat}"));
            let h = handles().shown(name, lang).unwrap();
            assert!(line.ends_with(&format!(" · {h}")), "{line}");
        }
        // Each player's total: what he pays or receives at the end (M2),
        // the sum of the transfers to and from him.
        for (i, p) in nf.night().state().players.iter().enumerate() {
            let k = st.balances[i];
            let m = racon::i18n::money::money(k.abs(), lang);
            let want = format!("{}: {}", p.name, racon::i18n::payee::in_all(k, &m, lang));
            assert!(lines.contains(&want.as_str()), "{want}: {chat}");
        }
        assert!(chat.chars().count() <= report::CHAT_LIMIT);
    }
    // The Turkish text speaks Turkish.
    let tr = render(&nf, Format::Chat, Lang::Tr, handles());
    for w in [
        "Ödemeler:",
        "Toplamda:",
        "alacağı toplam",
        "ödeyeceği toplam",
    ] {
        assert!(tr.contains(w), "{w}: {tr}");
    }
    // Işıl got Gökhan's money on the spot: she pays Ayşe at the end, and
    // only Ayşe's handle is beside a transfer.
    assert!(
        tr.contains("→ Ayşe: ") && tr.contains("Papara 1234567890 · nakit de olur"),
        "{tr}"
    );
    assert!(!tr.contains("IBAN"), "{tr}");
}

/// M2: in all = every movement of a player's money = chips' money less
/// his expense share; B8: a transfer that settles money shows no chips.
#[test]
fn in_all_adds_up_and_money_transfers_show_no_chips() {
    let tmp = TempDir::new("s6a-inall");
    let nf = money_night(&tmp.dirs());
    let s = nf.night().state();
    let st = s.settlement().unwrap();
    let shares = racon::money::shares(Kurus(10_001), &[ISIL, SUKRU, AYSE, GOKHAN]);
    for (i, &share) in shares.iter().enumerate() {
        assert_eq!(st.in_all[i], st.money[i] - share, "player {i}");
        // The same worked out from the movements: transfers at the end,
        // the payment on the spot, the pizza.
        let p = PlayerId(i as u8);
        let mut flow = Kurus::ZERO;
        for t in &st.transfers {
            if t.to == racon::money::Party::Player(p) {
                flow += t.kurus;
            }
            if t.from == racon::money::Party::Player(p) {
                flow -= t.kurus;
            }
        }
        for sp in &s.money.spot {
            if sp.to == p {
                flow += sp.kurus;
            }
            if sp.from == p {
                flow -= sp.kurus;
            }
        }
        if p == AYSE {
            flow -= Kurus(10_001);
        }
        assert_eq!(flow, st.in_all[i], "player {i}");
    }
    for t in &st.transfers {
        let line = racon::i18n::tui::transfer(s, t, None, Lang::Tr);
        assert!(!line.contains("fiş"), "{line}");
    }
    // A chips-only night keeps its chips (the default four at 400 each).
    let plain = common::make_night(
        &tmp.dirs(),
        "Düz",
        "2026-11-28-2000",
        None,
        "Ah Kh Qh Jh",
        0,
        true,
    );
    let mut nf2 = NightFile::open(&plain).unwrap();
    for (p, c) in [(0u8, 600), (1, 200), (2, 400), (3, 400)] {
        let a = Action::CountChips {
            player: PlayerId(p),
            chips: Chips(c),
            colours: Vec::new(),
        };
        nf2.act(a, 1_790_000_100_000).unwrap();
    }
    let s2 = nf2.night().state();
    let st2 = s2.settlement().unwrap();
    let line = racon::i18n::tui::transfer(s2, &st2.transfers[0], Some("IBAN X"), Lang::Tr);
    assert!(line.ends_with("(200 fiş) · IBAN X"), "{line}");
    assert_eq!(st2.in_all, st2.money);
}

#[test]
fn json_carries_in_all_handles_and_a_format_version() {
    let tmp = TempDir::new("s6a-json");
    let nf = money_night(&tmp.dirs());
    let v = report::render_json(nf.night().state(), &meta(&nf, handles())).unwrap();
    assert_eq!(v["format"], "racon-night-report");
    assert_eq!(v["version"], 2);
    let st = nf.night().state().settlement().unwrap();
    let players = v["players"].as_array().unwrap();
    for (i, p) in players.iter().enumerate() {
        assert_eq!(p["in_all_kurus"], st.balances[i].get());
        assert_eq!(
            p["net_kurus"].as_i64().unwrap() - p["expense_share_kurus"].as_i64().unwrap(),
            st.in_all[i].get()
        );
    }
    assert_eq!(players[0]["handle"]["iban"], IBAN_ISIL);
    assert_eq!(players[2]["handle"]["papara"], "1234567890");
    assert_eq!(players[1]["handle"]["phone"], "+90 532 123 45 67");
    for t in v["transfers"].as_array().unwrap() {
        let to = t["to"].as_str().unwrap();
        let want = handles().for_payee(to).cloned().unwrap();
        assert_eq!(t["to_handle"]["iban"].as_str(), want.iban.as_deref(), "{t}");
        assert!(t["kurus"].as_i64().unwrap() > 0);
        assert_eq!(t["chips"], 0);
    }
    assert_eq!(v["expenses"][0]["what"], "pizza");
    assert_eq!(v["spot_payments"].as_array().unwrap().len(), 1);
    assert_eq!(v["resolution"]["kind"], "spread");
    // Without handles: null, not missing.
    let bare = report::render_json(nf.night().state(), &meta(&nf, Handles::default())).unwrap();
    assert!(bare["players"][0]["handle"].is_null());
    assert!(bare["transfers"][0]["to_handle"].is_null());
}

#[test]
fn every_format_shows_the_handle_beside_the_transfers_to_him() {
    let tmp = TempDir::new("s6a-every");
    let nf = money_night(&tmp.dirs());
    let st = nf.night().state().settlement().unwrap();
    let payees: Vec<String> = st
        .transfers
        .iter()
        .map(|t| match t.to {
            racon::money::Party::Player(p) => nf.night().state().name(p).to_string(),
            _ => panic!(),
        })
        .collect();
    for lang in [Lang::Tr, Lang::En] {
        let text = render(&nf, Format::Text, lang, handles());
        let md = render(&nf, Format::Markdown, lang, handles());
        for to in &payees {
            let h = handles().shown(to, lang).unwrap();
            // Text: the handle on the line under the transfer to him.
            let lines: Vec<&str> = text.lines().collect();
            let at = lines
                .iter()
                .position(|l| l.contains(&format!("→ {to}:")))
                .unwrap();
            assert_eq!(lines[at + 1].trim(), h, "{text}");
            // Markdown: in the transfer's row.
            let rows = md
                .lines()
                .filter(|l| {
                    l.starts_with('|') && l.contains(&format!("| {to} |")) && l.contains(&h)
                })
                .count();
            let want = payees.iter().filter(|p| *p == to).count();
            assert_eq!(rows, want, "{to}: {md}");
        }
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{line}");
        }
        // M2's column and its note (the night had an expense).
        let head = racon::i18n::payee::in_all_header(lang);
        assert!(
            text.lines()
                .any(|l| l.starts_with(racon::i18n::report::header(lang)[0]) && l.contains(head)),
            "{text}"
        );
        assert!(md.contains(racon::i18n::payee::in_all_note(lang)), "{md}");
    }
    // CSV: the transfers table's handle columns.
    let t = report::render_csv_table(
        nf.night().state(),
        &meta(&nf, handles()),
        CsvTable::Transfers,
    )
    .unwrap();
    let rows: Vec<&str> = t.lines().collect();
    assert_eq!(
        rows[0],
        "from,to,chips,kurus,to_iban,to_papara,to_phone,to_note"
    );
    for (row, to) in rows[1..].iter().zip(&payees) {
        let h = handles().for_payee(to).cloned().unwrap();
        let cells: Vec<&str> = row.split(',').collect();
        assert_eq!(cells[1], to);
        assert_eq!(cells[4], h.iban.as_deref().unwrap_or(""));
        assert_eq!(cells[5], h.papara.as_deref().unwrap_or(""));
        // A phone number starting with + is text a spreadsheet would
        // compute: guarded.
        let phone = h.phone.map(|p| format!("'{p}")).unwrap_or_default();
        assert_eq!(cells[6], phone);
    }
}

// ------------------------------------------------------------------ CSV

#[test]
fn csv_tables_one_at_a_time_and_formulas_guarded_in_text_only() {
    let tmp = TempDir::new("s6a-csv");
    let dirs = tmp.dirs();
    let names = ["=HYPERLINK(\"x\",\"y\")", "-5", "+Ali", "@Veli"];
    let dir = common::make_night(
        &dirs,
        "=1+1 gecesi",
        "2026-11-28-2000",
        Some(names.map(String::from).to_vec()),
        "Ah Kh Qh Jh",
        0,
        true,
    );
    let mut nf = NightFile::open(&dir).unwrap();
    // Chips that make negative nets and transfers.
    for (p, c) in [(0u8, 100), (1, 700), (2, 300), (3, 500)] {
        let a = Action::CountChips {
            player: PlayerId(p),
            chips: Chips(c),
            colours: Vec::new(),
        };
        nf.act(a, 1_790_000_100_000).unwrap();
    }
    let m = Meta::of(nf.night(), nf.created(), PRINTED);
    let s = nf.night().state();
    let players = report::render_csv_table(s, &m, CsvTable::Players).unwrap();
    let rows: Vec<Vec<String>> = players.lines().map(split_csv).collect();
    assert_eq!(rows[0].join(","), report::CSV_HEADER);
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[1][0], "'=HYPERLINK(\"x\",\"y\")");
    assert_eq!(rows[2][0], "'-5");
    assert_eq!(rows[3][0], "'+Ali");
    assert_eq!(rows[4][0], "'@Veli");
    // Numbers stay numbers, negative ones too.
    assert_eq!(rows[1][4], "-300");
    assert_eq!(rows[1][5].parse::<i64>().unwrap(), -300 * 100);
    assert_eq!(rows[1][8].parse::<i64>().unwrap(), -300 * 100);
    let transfers = report::render_csv_table(s, &m, CsvTable::Transfers).unwrap();
    for row in transfers.lines().skip(1).map(split_csv) {
        assert!(row[0].starts_with('\''), "{row:?}");
        assert!(row[2].parse::<i64>().unwrap() > 0);
    }
    let night = report::render_csv_table(s, &m, CsvTable::Night).unwrap();
    assert!(
        night.starts_with("field,value\nnight,'=1+1 gecesi\n"),
        "{night}"
    );
    assert!(night.lines().last().unwrap().starts_with("printed_at,"));
    let expenses = report::render_csv_table(s, &m, CsvTable::Expenses).unwrap();
    assert_eq!(expenses, "kind,what,from,to,kurus\n");
    // The whole report is the tables in order, an empty line between.
    let all = report::render(s, &m, Format::Csv, Lang::En).unwrap();
    assert_eq!(all, format!("{players}\n{transfers}\n{night}"));
    // The CLI's switch, and --out replacing a table it wrote.
    let out = tmp.0.join("players.csv");
    for _ in 0..2 {
        let o = common::cli::racon(&[
            "--data-dir",
            dirs.data.to_str().unwrap(),
            "night",
            "report",
            dir.to_str().unwrap(),
            "--format",
            "csv",
            "--table",
            "players",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.starts_with(report::CSV_HEADER));
    assert!(!written.contains("\n\n"));
    let err = common::cli::bad(&[
        "night",
        "report",
        dir.to_str().unwrap(),
        "--format",
        "md",
        "--table",
        "players",
    ]);
    assert!(err.contains("--table"), "{err}");
}

/// RFC 4180 split of one record (no line breaks in these fields).
fn split_csv(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cell = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cell.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(std::mem::take(&mut cell)),
            (c, _) => cell.push(c),
        }
    }
    out.push(cell);
    out
}

// --------------------------------------------------------- ten players

#[test]
fn the_chat_text_of_ten_long_named_players_fits_1500_characters() {
    let tmp = TempDir::new("s6a-ten");
    let names = [
        "Işıl Güneşoğlu",
        "İsmail Çakıroğlu",
        "Şükrü Öztürkoğlu",
        "Gülşen Ağaoğlu Çelik",
        "Ömer Faruk Yıldırım",
        "Çiğdem Ünlüsoy",
        "Ayşegül Işıktaş",
        "Mehmet Ali Öğütçü",
        "Gökhan Şahingöz",
        "Nurgül Çağlayangil",
    ];
    let dirs = tmp.dirs();
    let mut setup = presets::load(&dirs, presets::DEFAULT_PRESET).unwrap().setup;
    setup.name = "Çarşamba Gecesi Ödüllü".into();
    setup.rules = "texas-holdem".into();
    setup.players = names.map(String::from).to_vec();
    let r = rules("texas-holdem");
    let t0 = t0();
    let mut nf = NightFile::create(&dirs, setup, r, t0, CREATED, "2026-11-29-2104").unwrap();
    let draw = Action::TypeDraw {
        cards: parse_cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s").unwrap(),
        random_dealer_seed: None,
    };
    act(&mut nf, draw, t0);
    for p in 0..10u8 {
        let kav = Action::BuyKav {
            player: PlayerId(p),
            chips: Chips(400),
        };
        act(&mut nf, kav, t0);
    }
    let consent = nf.night().state().consent_needed(t0);
    act(&mut nf, Action::EndNight { consent }, t0);
    let chips = [1210, 830, 640, 470, 390, 260, 110, 45, 30, 15];
    for (p, c) in chips.iter().enumerate() {
        let a = Action::CountChips {
            player: PlayerId(p as u8),
            chips: Chips(*c),
            colours: Vec::new(),
        };
        nf.act(a, 1_790_000_100_000).unwrap();
    }
    let st = nf.night().state().settlement().unwrap();
    assert!(st.transfers.len() >= 7, "{:?}", st.transfers);
    // Every winner has an IBAN: the longest handle there is.
    let h = Handles::of(names[..4].iter().enumerate().map(|(i, n)| {
        let iban = tr_iban(&format!("00061005197864578413{i:02}"));
        (
            n.to_string(),
            Handle {
                iban: Some(iban),
                ..Handle::default()
            },
        )
    }));
    for lang in [Lang::Tr, Lang::En] {
        let m = Meta::of(nf.night(), nf.created(), PRINTED).with_handles(h.clone());
        let chat = report::render(nf.night().state(), &m, Format::Chat, lang).unwrap();
        let n = chat.chars().count();
        assert!(n <= report::CHAT_LIMIT, "{n} characters:\n{chat}");
        assert_eq!(
            chat.matches("IBAN TR").count(),
            st.transfers.len(),
            "{chat}"
        );
        for name in names {
            assert!(chat.contains(name), "{name}");
        }
        println!("{lang:?}: {n} characters, {} transfers", st.transfers.len());
    }
}

// ------------------------------------------------------ the ledger CLI

/// `racon --data-dir DATA`.
fn in_data(data: &std::path::Path) -> Racon {
    Racon::new().data_dir_flag(data)
}

#[test]
fn ledger_payee_records_checks_lists_and_reaches_the_report() {
    let tmp = TempDir::new("s6a-payee");
    let dirs = tmp.dirs();
    let data = dirs.data.clone();
    let nf = money_night(&dirs);
    let night = nf.dir().to_path_buf();
    drop(nf);
    // Nothing yet.
    let v: serde_json::Value =
        serde_json::from_str(&in_data(&data).args(["ledger", "payee", "--json"]).ok()).unwrap();
    assert_eq!(v["payees"], serde_json::json!([]));
    // An IBAN typed in groups, by a name in capitals: kept without spaces,
    // shown in groups of four.
    let out = in_data(&data)
        .args([
            "ledger",
            "payee",
            "IŞIL",
            "--iban",
            "TR33 0006 1005 1978 6457 8413 26",
        ])
        .ok();
    assert!(out.contains("TR33 0006 1005 1978 6457 8413 26"), "{out}");
    in_data(&data)
        .args(["ledger", "payee", "Işıl", "--note", "nakit de olur"])
        .ok();
    in_data(&data)
        .args(["ledger", "payee", "Ayşe", "--papara", "1234567890"])
        .ok();
    // Refusals, in one line, naming what is wrong, in both languages.
    let e = in_data(&data)
        .args([
            "ledger",
            "payee",
            "Şükrü",
            "--iban",
            "TR34 0006 1005 1978 6457 8413 26",
        ])
        .bad();
    assert!(e.contains("check digits"), "{e}");
    let e = in_data(&data)
        .args([
            "--lang",
            "tr",
            "ledger",
            "payee",
            "Şükrü",
            "--iban",
            "TR33 0006 1005 1978 6457 8413",
        ])
        .bad();
    assert!(e.contains("26 karakter") && e.contains("24"), "{e}");
    let e = in_data(&data)
        .args(["ledger", "payee", "Şükrü", "--papara", "12ab"])
        .bad();
    assert!(e.contains("Papara"), "{e}");
    in_data(&data)
        .args(["ledger", "payee", "Şükrü", "--phone", "12"])
        .bad();
    // Listing: both handles, Işıl's IBAN and note together.
    let v: serde_json::Value =
        serde_json::from_str(&in_data(&data).args(["ledger", "payee", "--json"]).ok()).unwrap();
    let list = v["payees"].as_array().unwrap();
    assert_eq!(list.len(), 2, "{v}");
    let isil = list.iter().find(|p| p["name"] == "Işıl").unwrap();
    assert_eq!(isil["handle"]["iban"], IBAN_ISIL);
    assert_eq!(isil["handle"]["note"], "nakit de olur");
    let text = in_data(&data)
        .args(["--lang", "tr", "ledger", "payee"])
        .ok();
    assert!(text.contains("Ödeme bilgileri (2):"), "{text}");
    let one = in_data(&data).args(["ledger", "payee", "ışıl"]).ok();
    assert!(
        one.contains("IBAN TR33") && !one.contains("Papara"),
        "{one}"
    );
    // Every report of the night in this data folder shows them.
    let night = night.to_str().unwrap();
    // (Ayşe is the one paid at the end.)
    for format in ["text", "md", "chat", "csv"] {
        let r = in_data(&data)
            .args(["night", "report", night, "--format", format])
            .ok();
        assert!(r.contains("1234567890"), "{format}: {r}");
    }
    let j: serde_json::Value = serde_json::from_str(
        &in_data(&data)
            .args(["night", "report", night, "--json"])
            .ok(),
    )
    .unwrap();
    assert_eq!(j["players"][0]["handle"]["iban"], IBAN_ISIL);
    // An alias finds the same handle.
    in_data(&data)
        .args(["ledger", "alias", "Işıl G.", "Işıl"])
        .ok();
    let one = in_data(&data).args(["ledger", "payee", "IŞIL G."]).ok();
    assert!(one.contains("IBAN TR33"), "{one}");
    // --clear, and undo brings it back.
    in_data(&data)
        .args(["ledger", "payee", "AYŞE", "--clear"])
        .ok();
    let r = in_data(&data)
        .args(["night", "report", night, "--format", "chat"])
        .ok();
    assert!(!r.contains("Papara"), "{r}");
    in_data(&data).args(["ledger", "undo"]).ok();
    let r = in_data(&data)
        .args(["night", "report", night, "--format", "chat"])
        .ok();
    assert!(r.contains("Papara 1234567890"), "{r}");
    // A new ledger is written as version 2.
    let ledger = std::fs::read_to_string(data.join("ledger/ledger")).unwrap();
    assert!(
        ledger
            .lines()
            .next()
            .unwrap()
            .contains("(format:\"racon-ledger\",version:2,"),
        "{ledger}"
    );
}

/// A ledger written by racon before issue 26 (format version 1) loads as
/// it was, and takes a payee.
#[test]
fn a_version_1_ledger_still_loads_and_takes_a_handle() {
    let tmp = TempDir::new("s6a-old-ledger");
    let data = tmp.0.join("data");
    let dir = data.join("ledger");
    std::fs::create_dir_all(&dir).unwrap();
    let lines = [
        "(format:\"racon-ledger\",version:1,created:\"2026-11-30T22:20:48Z\")",
        "(seq:1,at:1796000000000,event:Alias(old:\"Isil\",new:\"Işıl\"))",
        "(seq:2,at:1796000000001,event:Expense(payer:\"Işıl\",kurus:3000,shared_by:[\"Işıl\",\"Ayşe\",\"Can\"],what:\"çay\"))",
    ];
    let text: String = lines
        .iter()
        .map(|l| format!("{:08x} {l}\n", crc32fast::hash(l.as_bytes())))
        .collect();
    std::fs::write(dir.join("ledger"), &text).unwrap();
    let d: serde_json::Value =
        serde_json::from_str(&in_data(&data).args(["ledger", "debts", "--json"]).ok()).unwrap();
    assert_eq!(d["debts"].as_array().map(Vec::len), Some(2), "{d}");
    // `Isil` is Işıl by the alias (Turkish folding keeps I and İ apart).
    in_data(&data)
        .args(["ledger", "payee", "Isil", "--papara", "9876543210"])
        .ok();
    let v: serde_json::Value =
        serde_json::from_str(&in_data(&data).args(["ledger", "payee", "--json"]).ok()).unwrap();
    assert_eq!(v["payees"][0]["name"], "Işıl", "{v}");
    assert_eq!(v["payees"][0]["handle"]["papara"], "9876543210");
    // Its header is left as it was; the old records are still there.
    let after = std::fs::read_to_string(dir.join("ledger")).unwrap();
    assert!(after.starts_with(&text), "{after}");
    let d: serde_json::Value =
        serde_json::from_str(&in_data(&data).args(["ledger", "debts", "--json"]).ok()).unwrap();
    assert_eq!(d["debts"].as_array().map(Vec::len), Some(2));
}
