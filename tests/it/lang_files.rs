//! No English under Turkish for problems inside files (issue 10): a damaged
//! journal, a preset or rule set that does not read, a file that cannot be
//! opened. Each problem is worded in both languages: the Turkish has none
//! of the English words, the English none of the Turkish, and both name
//! the right `file:line:col`.

use crate::common;

use common::TempDir;
use common::cli::{Racon, Ran};
use racon::i18n::{Lang, files, form, store as words};
use racon::night::setup::{Invalid, SetupProblem};
use racon::rules::InvalidKind;
use racon::rules::load::{self, LoadError, Problem};
use racon::rules::ron_text::Cause;
use racon::store::journal::{Journal, JournalError, record_text};
use racon::store::presets;
use racon::units::{Chips, Kurus};
use std::fs;
use std::path::Path;

/// Words an English message uses that must never reach a Turkish one.
const ENGLISH: &[&str] = &[
    "expected",
    "found",
    "mismatch",
    "checksum",
    "record",
    "missing",
    "unknown",
    "field",
    "line",
    "cannot",
    "No such file",
    "no such",
    "os error",
    "permission",
    "denied",
    "the ",
    " is ",
    " not ",
];

/// Words and letters a Turkish message uses that must never reach an
/// English one.
const TURKISH: &[&str] = &[
    "kayıt",
    "eksik",
    "bozuk",
    "alan",
    "yok",
    "izin",
    "satır",
    "günlük",
    "dosya",
    "bekleniyordu",
    "değil",
    "ı",
    "ş",
    "ğ",
    "İ",
];

/// The message after its `…:line:col: ` location (file names in a temp
/// folder are not words).
fn after(message: &str, line: usize, col: usize) -> &str {
    let place = format!(":{line}:{col}: ");
    match message.find(&place) {
        Some(i) => &message[i + place.len()..],
        None => panic!("{message:?} is not located at {line}:{col}"),
    }
}

fn assert_turkish(message: &str) {
    let lower = message.to_lowercase();
    for w in ENGLISH {
        assert!(
            !lower.contains(&w.to_lowercase()),
            "English {w:?} in Turkish: {message}"
        );
    }
}

fn assert_english(message: &str) {
    for w in TURKISH {
        assert!(!message.contains(w), "Turkish {w:?} in English: {message}");
    }
}

/// Both languages of a located problem: located at `line:col`, each free of
/// the other's words. Returns (Turkish, English) after the location.
fn both(render: impl Fn(Lang) -> String, line: usize, col: usize) -> (String, String) {
    let tr = render(Lang::Tr);
    let en = render(Lang::En);
    let (tr_body, en_body) = (after(&tr, line, col), after(&en, line, col));
    assert_turkish(tr_body);
    assert_english(en_body);
    (tr_body.to_string(), en_body.to_string())
}

// ------------------------------------------------------------- journals

/// A journal of three `u32` events, as its lines (header first).
fn three_events(dir: &Path) -> Vec<String> {
    let mut j = Journal::<u32>::create(dir, "2026-11-29T21:04:00+03:00").expect("create");
    for n in 0..3 {
        j.append(1_000 + n, &(n as u32)).expect("append");
    }
    drop(j);
    let text = fs::read_to_string(dir.join("events")).expect("read");
    text.lines().map(str::to_string).collect()
}

fn open_problem(dir: &Path) -> JournalError {
    let loaded = Journal::<u32>::open(dir).expect("open");
    loaded.problem.expect("a problem")
}

#[test]
fn a_bad_checksum_is_turkish_under_turkish() {
    let t = TempDir::new("lang-crc");
    let mut lines = three_events(&t.0);
    // Line 3 (the second event): change its text, keep its checksum.
    lines[2] = lines[2].replace("at:1001", "at:1009");
    fs::write(t.0.join("events"), lines.join("\n") + "\n").expect("write");
    let e = open_problem(&t.0);
    let (tr, en) = both(|l| words::journal_error(&e, l), 3, 1);
    assert!(tr.contains("sağlama toplamı tutmuyor"), "{tr}");
    assert!(en.contains("checksum mismatch"), "{en}");
    // Display (logs, tests) stays English.
    assert!(e.to_string().contains(":3:1: checksum mismatch"), "{e}");
}

#[test]
fn a_seq_gap_names_the_record_in_turkish() {
    let t = TempDir::new("lang-seq");
    let lines = three_events(&t.0);
    // Records 1, 2, 4: seq 3 is missing on line 4.
    let fourth = record_text(4, 1_003, &3u32).expect("line");
    let text = format!("{}\n{}\n{}\n{fourth}", lines[0], lines[1], lines[2]);
    fs::write(t.0.join("events"), text).expect("write");
    let e = open_problem(&t.0);
    // The column of `seq` in the line: after the 9-character checksum.
    let col = fourth.find("seq").expect("seq") + 1;
    let (tr, en) = both(|l| words::journal_error(&e, l), 4, col);
    assert!(tr.contains("3. kayıt eksik (bu satır 4. kayıt)"), "{tr}");
    assert!(
        en.contains("seq 3 is missing (this line has seq 4)"),
        "{en}"
    );
}

#[test]
fn bad_ron_in_a_journal_line_is_turkish_under_turkish() {
    let t = TempDir::new("lang-ron");
    let lines = three_events(&t.0);
    // A record whose event is a string, not a number, with a good checksum.
    let ron = "(seq:3,at:1002,event:\"üç\")";
    let line = format!("{:08x} {ron}", crc32fast::hash(ron.as_bytes()));
    let text = format!("{}\n{}\n{}\n{line}\n", lines[0], lines[1], lines[2]);
    fs::write(t.0.join("events"), text).expect("write");
    let e = open_problem(&t.0);
    let col = 9 + ron.find('"').expect("quote") + 1;
    let (tr, en) = both(|l| words::journal_error(&e, l), 4, col);
    assert!(tr.ends_with("(burada bir tam sayı bekleniyordu)"), "{tr}");
    assert!(en.ends_with("(expected a whole number)"), "{en}");
}

// ------------------------------------------------------------- presets

fn preset_error(text: &str) -> LoadError {
    presets::parse("p.ron", text, |id| {
        load::bundled_text(id).and_then(|t| load::parse(id, t).ok())
    })
    .expect_err("a bad preset")
}

/// 1-based (line, col) of the first `needle` in `text`.
fn place(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("needle");
    let line = text[..at].matches('\n').count() + 1;
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    (line, text[start..at].chars().count() + 1)
}

#[test]
fn bad_ron_in_a_preset_is_turkish_under_turkish() {
    let good = presets::BUNDLED[0].1;
    // A value of the wrong type.
    let text = good.replacen("yer: 10,", "yer: \"on\",", 1);
    let e = preset_error(&text);
    let (line, col) = place(&text, "\"on\"");
    assert_eq!((e.line, e.col), (line, col), "{e}");
    let (tr, en) = both(|l| files::load_error(&e, l), line, col);
    assert_eq!(tr, "burada bir tam sayı bekleniyordu");
    assert_eq!(en, "expected a whole number");

    // A number outside its field's range (ron points at the digits, after
    // the sign).
    let text = good.replacen("format: 1,", "format: -1,", 1);
    let e = preset_error(&text);
    let (line, col) = place(&text, "1,");
    let (tr, en) = both(|l| files::load_error(&e, l), line, col);
    assert_eq!(tr, "sayı bu alan için fazla büyük ya da küçük");
    assert_eq!(en, "the number is out of range for this field");

    // A field this build does not know, named in both languages.
    let text = good.replacen("yer: 10,", "yer: 10, hakem: 1,", 1);
    let e = preset_error(&text);
    let (line, col) = place(&text, "hakem");
    assert_eq!((e.line, e.col), (line, col), "{e}");
    let (tr, en) = both(|l| files::load_error(&e, l), line, col);
    assert!(tr.contains("bilinmeyen alan `hakem`"), "{tr}");
    assert!(en.contains("unknown field `hakem`"), "{en}");

    // Cut short.
    let cut = &good[..good.find("stakes").expect("stakes")];
    let e = preset_error(cut);
    assert!(matches!(e.problem, Problem::Ron(Cause::Eof)), "{e}");
    let (tr, _) = both(|l| files::load_error(&e, l), e.line, e.col);
    assert!(tr.contains("bitiyor"), "{tr}");
}

#[test]
fn a_newer_preset_format_is_turkish_under_turkish() {
    let text = presets::BUNDLED[0]
        .1
        .replacen("format: 1,", "format: 7,", 1);
    let e = preset_error(&text);
    let (line, col) = place(&text, "format: 7");
    let (tr, en) = both(|l| files::load_error(&e, l), line, col);
    assert!(tr.contains("7. sürüm"), "{tr}");
    assert!(en.contains("version 7 is newer"), "{en}");
}

// ------------------------------------------------------------- rule sets

#[test]
fn a_missing_field_in_a_rule_set_is_named_in_turkish() {
    let good = load::bundled_text("kapali").expect("kapali");
    let text = good.replacen("    shape: draw,\n", "", 1);
    let e = load::parse("kapali.ron", &text).expect_err("no shape");
    assert_eq!(e.problem, Problem::Ron(Cause::MissingField("shape".into())));
    // RON notices at the struct's closing parenthesis: the last line.
    let last = text.trim_end().lines().count();
    assert_eq!(e.line, last, "{e}");
    let (tr, en) = both(|l| files::load_error(&e, l), e.line, e.col);
    assert_eq!(tr, "`shape` alanı yazılmamış");
    assert_eq!(en, "missing field `shape`");
}

#[test]
fn a_control_character_in_a_rule_set_is_turkish_under_turkish() {
    let good = load::bundled_text("kapali").expect("kapali");
    let text = good.replacen("tr: \"Kapalı poker\"", "tr: \"Kapal\\u{1b}\"", 1);
    let e = load::parse("kapali.ron", &text).expect_err("escape");
    // Located at the `tr:` inside `name`, not at a `tr` elsewhere.
    let (line, col) = place(&text, "tr: \"Kapal");
    let (tr, en) = both(|l| files::load_error(&e, l), line, col);
    assert!(tr.contains("U+001B"), "{tr}");
    assert!(en.contains("control character U+001B"), "{en}");
}

// ------------------------------------------------------------- the disk

#[test]
fn a_missing_file_is_turkish_under_turkish() {
    let t = TempDir::new("lang-nofile");
    let e = racon::store::read_text(&t.0.join("yok.ron"), 1 << 20).expect_err("no file");
    let (tr, en) = both(|l| files::load_error(&e, l), 1, 1);
    assert_eq!(tr, "böyle bir dosya ya da klasör yok");
    assert_eq!(en, "no such file or folder");
    // Through the preset import a host runs.
    let err = presets::import(&t.dirs(), &t.0.join("yok.ron")).expect_err("no file");
    let tr = racon::i18n::cli::preset_error(&err, Lang::Tr);
    assert_turkish(after(&tr, 1, 1));
}

#[test]
fn permission_denied_is_turkish_under_turkish() {
    let t = TempDir::new("lang-perm");
    let path = t.0.join("kilitli.ron");
    fs::write(&path, "x").expect("write");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).expect("chmod");
    }
    let e = match racon::store::read_text(&path, 1 << 20) {
        Err(e) => e,
        // Root reads anything: the same problem as the system reports it.
        Ok(_) => {
            let io = std::io::Error::from_raw_os_error(libc::EACCES);
            LoadError {
                file: path.display().to_string(),
                line: 1,
                col: 1,
                problem: Problem::Io {
                    kind: io.kind(),
                    message: io.to_string(),
                },
            }
        }
    };
    let (tr, en) = both(|l| files::load_error(&e, l), 1, 1);
    assert_eq!(tr, "izin yok");
    assert_eq!(en, "permission denied");
}

#[test]
fn journal_io_errors_are_turkish_under_turkish() {
    let t = TempDir::new("lang-jio");
    // `events` is a folder: open fails with the system's error, worded.
    fs::create_dir_all(t.0.join("events")).expect("mkdir");
    let e = Journal::<u32>::open(&t.0).expect_err("an error");
    let tr = words::journal_error(&e, Lang::Tr);
    let body = tr.rsplit_once("events: ").map_or(tr.as_str(), |(_, b)| b);
    assert_eq!(body, "bir klasör; racon yalnız düz dosyaları okur");
    assert_turkish(body);
}

// ---------------------------------------------------- impossible events

/// A night whose journal holds an event racon never writes opens read-only;
/// its reason (night::Reason) is worded in the screen's language, located
/// at the event's line.
#[test]
fn an_impossible_event_is_turkish_under_turkish() {
    use racon::i18n::store::open_error;
    use racon::night::{Event, PlayerId};
    use racon::store::night::NightFile;
    let base =
        fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/nights/night1/events"))
            .expect("fixture");
    let at = 1_796_070_570_000i64;
    let cases: Vec<(i64, Event, &str, &str)> = vec![
        (
            at,
            Event::NightEnded {
                consent: vec![PlayerId(99)],
            },
            "100. oyuncu yok",
            "there is no player 99",
        ),
        (
            at,
            Event::ClockResumed,
            "racon bunu kaydetmezdi: Saat durmuyor.",
            "racon would have refused this: The clock is not paused.",
        ),
        (
            at,
            Event::KavBought {
                player: PlayerId(3),
                chips: Chips(-5),
            },
            "racon bunu kaydetmezdi",
            "racon would have refused this",
        ),
        (
            -1,
            Event::ClockPaused,
            "zamanı 1970-01-01 ile 9999-12-31 arasında değil",
            "is outside 1970-01-01 .. 9999-12-31",
        ),
    ];
    for (i, (when, event, want_tr, want_en)) in cases.into_iter().enumerate() {
        let t = TempDir::new("lang-replay");
        let mut bytes = base.clone();
        bytes.extend_from_slice(record_text(10, when, &event).expect("line").as_bytes());
        fs::write(t.0.join("events"), &bytes).expect("write");
        let nf = NightFile::open_read_only(&t.0).expect("opens read-only");
        let p = nf
            .problem
            .as_ref()
            .unwrap_or_else(|| panic!("case {i}: no problem"));
        let (tr, en) = both(|l| open_error(p, l), 11, 1);
        assert!(tr.contains(want_tr), "case {i}: {tr}");
        assert!(en.contains(want_en), "case {i}: {en}");
        // Display (logs, --json) stays English.
        assert!(p.to_string().contains(want_en), "case {i}: {p}");
    }
}

// ------------------------------------------------------------- rule-set problems

/// One of every [`InvalidKind`], with numbers in the ones that carry them.
fn every_invalid_kind() -> Vec<InvalidKind> {
    use racon::rules::Category;
    let all = vec![
        InvalidKind::FormatNewer {
            found: 7,
            newest: 1,
        },
        InvalidKind::FormatZero,
        InvalidKind::BadId,
        InvalidKind::HoldEmHole,
        InvalidKind::OmahaHole,
        InvalidKind::PlayersOrder,
        InvalidKind::DeckEntries {
            players: 5,
            found: 2,
        },
        InvalidKind::NotADeck { cards: 33 },
        InvalidKind::DeckTooSmall {
            cards: 20,
            players: 6,
        },
        InvalidKind::DeckOutsidePlayers { players: 9 },
        InvalidKind::SuitCount,
        InvalidKind::SuitTwice,
        InvalidKind::CategoryTwice(Category::FullHouse),
        InvalidKind::CategoryMissing(Category::HighCard),
        InvalidKind::MinorNeedsAceLow,
        InvalidKind::OpenerNotInDeck,
        InvalidKind::StudOnly,
        InvalidKind::StraightFlushBelowStraight,
        InvalidKind::FlushBelowHighCard,
    ];
    // A new kind does not compile here until it is in the list above.
    for k in &all {
        match k {
            InvalidKind::FormatNewer { .. }
            | InvalidKind::FormatZero
            | InvalidKind::BadId
            | InvalidKind::HoldEmHole
            | InvalidKind::OmahaHole
            | InvalidKind::PlayersOrder
            | InvalidKind::DeckEntries { .. }
            | InvalidKind::NotADeck { .. }
            | InvalidKind::DeckTooSmall { .. }
            | InvalidKind::DeckOutsidePlayers { .. }
            | InvalidKind::SuitCount
            | InvalidKind::SuitTwice
            | InvalidKind::CategoryTwice(_)
            | InvalidKind::CategoryMissing(_)
            | InvalidKind::MinorNeedsAceLow
            | InvalidKind::OpenerNotInDeck
            | InvalidKind::StudOnly
            | InvalidKind::StraightFlushBelowStraight
            | InvalidKind::FlushBelowHighCard => {}
        }
    }
    all
}

/// One of each setup problem; the match below has no wildcard, so a new
/// variant does not compile until it is listed (and so tested) here.
fn every_setup_problem() -> Vec<SetupProblem> {
    use SetupProblem as P;
    let all = vec![
        P::FormatNewer {
            found: 7,
            newest: 1,
        },
        P::FormatZero,
        P::WrongRuleSet {
            id: "kapali".into(),
        },
        P::TooFewPlayers { min: 2 },
        P::TooManyPlayers {
            rules: "holdem".into(),
            max: 9,
        },
        P::NightName { max: 48 },
        P::PlayerUnnamed { number: 3 },
        P::PlayerName { number: 2, max: 24 },
        P::PlayerTwice {
            name: "Kemal".into(),
        },
        P::TurWithoutHands,
        P::CashierNotPlayer {
            name: "Kemal".into(),
        },
        P::MustBePositive,
        P::MaxKavBelowMinKav,
        P::Negative,
        P::ChipValueNotPositive,
        P::ChipValueTooBig {
            max: Kurus(1_000_000),
        },
        P::TooManyChips {
            max: racon::night::MAX_CHIPS,
        },
        P::NoSteps,
        P::ZeroStep { number: 4 },
        P::NoTurs,
        P::TurNotPositive { number: 2 },
        P::BlindsNeedBoard,
        P::NoLevels,
        P::LevelBlinds { number: 1 },
        P::LevelForEverNotLast { number: 2 },
        P::ClosingTursOverTurs,
        P::NoMandatorySeans,
        P::NoRuleSet {
            id: "yok-boyle".into(),
        },
        P::NightNameChar { ch: '\u{200d}' },
        P::PlayerNameChar {
            number: 2,
            ch: '\u{202e}',
        },
        P::PlayerNameChar {
            number: 0,
            ch: '\0',
        },
        P::CurrencyTooLong { max: 16 },
        P::TooManyColours { max: 12 },
        P::ColourUnnamed { number: 2 },
        P::ColourName { number: 3, max: 24 },
        P::ColourTwice {
            name: "mavi".into(),
        },
        P::ColourValueNotPositive {
            name: "beyaz".into(),
        },
        P::ColourValueTooBig {
            name: "beyaz".into(),
            max: Chips(1_000_000),
        },
        P::ColourValueTwice { value: Chips(50) },
        P::ChipsCannotMake {
            what: racon::night::setup::ChipAmount::MinKav,
            amount: Chips(410),
        },
    ];
    for k in &all {
        match k {
            P::FormatNewer { .. }
            | P::FormatZero
            | P::WrongRuleSet { .. }
            | P::TooFewPlayers { .. }
            | P::TooManyPlayers { .. }
            | P::NightName { .. }
            | P::PlayerUnnamed { .. }
            | P::PlayerName { .. }
            | P::PlayerTwice { .. }
            | P::TurWithoutHands
            | P::CashierNotPlayer { .. }
            | P::MustBePositive
            | P::MaxKavBelowMinKav
            | P::Negative
            | P::ChipValueNotPositive
            | P::ChipValueTooBig { .. }
            | P::TooManyChips { .. }
            | P::NoSteps
            | P::ZeroStep { .. }
            | P::NoTurs
            | P::TurNotPositive { .. }
            | P::BlindsNeedBoard
            | P::NoLevels
            | P::LevelBlinds { .. }
            | P::LevelForEverNotLast { .. }
            | P::ClosingTursOverTurs
            | P::NoMandatorySeans
            | P::NoRuleSet { .. }
            | P::NightNameChar { .. }
            | P::PlayerNameChar { .. }
            | P::CurrencyTooLong { .. }
            | P::TooManyColours { .. }
            | P::ColourUnnamed { .. }
            | P::ColourName { .. }
            | P::ColourTwice { .. }
            | P::ColourValueNotPositive { .. }
            | P::ColourValueTooBig { .. }
            | P::ColourValueTwice { .. }
            | P::ChipsCannotMake { .. } => {}
        }
    }
    all
}

#[test]
fn every_setup_problem_is_worded_in_both_languages() {
    for k in every_setup_problem() {
        let tr = form::setup_problem(&k, Lang::Tr);
        let en = form::setup_problem(&k, Lang::En);
        // The id "yok-boyle" is a name, not the Turkish word; kuruş is the
        // currency's name in English too ("Chip value (kuruş)").
        assert_turkish(&tr);
        assert_english(&en.replace("yok-boyle", "").replace("kuruş", ""));
        assert_ne!(tr, en, "{k:?} is not translated");
        // Display (logs, tests) is the English.
        assert_eq!(k.to_string(), en);
    }
    // The numbers and names reach both languages, in the words the setup
    // always used.
    let k = SetupProblem::PlayerName { number: 2, max: 24 };
    assert_eq!(
        form::setup_problem(&k, Lang::Tr),
        "2. oyuncu: en çok 24 karakterlik tek bir satır olmalı"
    );
    assert_eq!(
        form::setup_problem(&k, Lang::En),
        "player 2: one line of at most 24 characters"
    );
    let i = Invalid {
        field: "house.cashier".into(),
        kind: SetupProblem::CashierNotPlayer {
            name: "Kemal".into(),
        },
    };
    assert_eq!(
        form::setup_invalid(&i, Lang::Tr),
        "house.cashier: \"Kemal\" oyunculardan biri değil"
    );
    assert_eq!(
        i.to_string(),
        "house.cashier: \"Kemal\" is not one of the players"
    );
    // A journal whose NightStarted setup does not validate.
    let start = racon::night::Reason::StartSetup(Invalid {
        field: "stakes.yer".into(),
        kind: SetupProblem::MustBePositive,
    });
    let tr = racon::i18n::night::replay_reason(&start, Lang::Tr);
    assert_eq!(
        tr,
        "gecenin başladığı ayarlar geçersiz: stakes.yer: 0'dan büyük olmalı"
    );
    assert_eq!(
        racon::i18n::night::replay_reason(&start, Lang::En),
        "the setup in NightStarted: stakes.yer: must be more than 0"
    );
}

#[test]
fn every_rule_set_problem_is_worded_in_both_languages() {
    for k in every_invalid_kind() {
        let tr = files::invalid_kind(&k, Lang::Tr);
        let en = files::invalid_kind(&k, Lang::En);
        assert_turkish(&tr);
        assert_english(&en);
        assert_ne!(tr, en, "{k:?} is not translated");
        // Display (logs, tests) is the English.
        assert_eq!(k.to_string(), en);
    }
    // The numbers reach both languages.
    let k = InvalidKind::DeckTooSmall {
        cards: 20,
        players: 6,
    };
    assert_eq!(
        files::invalid_kind(&k, Lang::Tr),
        "20 kağıt 6 oyuncuya dağıtmaya yetmez"
    );
    assert_eq!(
        files::invalid_kind(&k, Lang::En),
        "20 cards are too few to deal 6 players"
    );
    // A journal whose NightStarted rule set does not validate.
    let start = racon::night::Reason::StartRules(racon::rules::Invalid {
        field: "decks".into(),
        reason: k,
    });
    assert_eq!(
        racon::i18n::night::replay_reason(&start, Lang::Tr),
        "gecenin başladığı kural seti geçersiz: decks: 20 kağıt 6 oyuncuya dağıtmaya yetmez"
    );
}

/// `racon` under the locale `LANG=lang` with `config` as the config dir
/// (and its `data` as the data dir).
fn in_locale(config: &Path, lang: &str) -> Racon {
    Racon::new()
        .locale(&[("LANG", lang)])
        .config_dir(config)
        .data_dir(config.join("data"))
}

#[test]
fn an_invalid_rule_set_file_is_turkish_under_a_turkish_locale() {
    let t = TempDir::new("lang-rules-invalid");
    let config = t.0.join("config");
    fs::create_dir_all(config.join("rules")).expect("mkdir");
    let good = load::bundled_text("kapali").expect("kapali");
    let text = good.replacen("[hearts, diamonds,", "[hearts, hearts,", 1);
    assert_ne!(text, good);
    fs::write(config.join("rules/kapali.ron"), &text).expect("write");
    let (line, col) = place(&text, "suit_order");

    // `racon rules` warns about the file it skips.
    let Ran {
        code, stderr: tr, ..
    } = in_locale(&config, "tr_TR.UTF-8").args(["rules"]).run();
    assert_eq!(code, Some(0), "{tr}");
    let body = after(tr.trim_end(), line, col);
    assert_eq!(body, "suit_order: her cins tam bir kez yazılmalı");
    assert!(
        tr.starts_with("racon: kural dosyası kullanılamıyor: "),
        "{tr}"
    );
    let Ran { stderr: en, .. } = in_locale(&config, "C.UTF-8").args(["rules"]).run();
    assert_eq!(
        after(en.trim_end(), line, col),
        "suit_order: each suit must appear exactly once"
    );

    // A preset that names it says why the rule set cannot be used.
    let preset = include_str!("../../presets/kapali-4.ron");
    assert!(preset.contains("rules: \"kapali\""));
    let file = t.0.join("kapali-4.ron");
    fs::write(&file, preset).expect("write");
    let path = file.to_str().expect("UTF-8 path");
    let Ran {
        code, stderr: tr, ..
    } = in_locale(&config, "tr_TR.UTF-8")
        .args(["presets", "import", path])
        .run();
    assert_eq!(code, Some(2), "{tr}");
    assert!(
        tr.trim_end().ends_with(&format!(
            ":{line}:{col}: suit_order: her cins tam bir kez yazılmalı"
        )),
        "{tr}"
    );
    assert!(tr.contains("kural seti kullanılamıyor"), "{tr}");
}

#[test]
fn an_invalid_preset_value_is_turkish_under_a_turkish_locale() {
    let t = TempDir::new("lang-preset-invalid");
    let config = t.0.join("config");
    fs::create_dir_all(&config).expect("mkdir");
    let good = include_str!("../../presets/kapali-4.ron");
    let text = good.replacen("yer: 10,", "yer: 0,", 1);
    assert_ne!(text, good);
    let file = t.0.join("kotu.ron");
    fs::write(&file, &text).expect("write");
    let path = file.to_str().expect("UTF-8 path");
    let (line, col) = place(&text, "yer: 0");
    let Ran {
        code, stderr: tr, ..
    } = in_locale(&config, "tr_TR.UTF-8")
        .args(["presets", "import", path])
        .run();
    assert_eq!(code, Some(2), "{tr}");
    assert!(
        tr.starts_with("racon: hazır ayar dosyası kullanılamıyor: "),
        "{tr}"
    );
    let body = after(tr.trim_end(), line, col);
    assert_eq!(body, "stakes.yer: 0'dan büyük olmalı");
    assert_turkish(body);
    let Ran { stderr: en, .. } = in_locale(&config, "C.UTF-8")
        .args(["presets", "import", path])
        .run();
    assert_eq!(
        after(en.trim_end(), line, col),
        "stakes.yer: must be more than 0"
    );
}

/// A card in a journal line that is not a card (`Ahh`, typed by hand with a
/// good checksum) is worded like any card the user types, in his language.
#[test]
fn a_card_that_is_not_a_card_in_a_journal_is_turkish_under_turkish() {
    use racon::i18n::store::open_error;
    use racon::store::night::NightFile;
    let base = fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/nights/night1/events"),
    )
    .expect("fixture");
    let ron = "(seq:10,at:1796070570000,event:VerdictRecorded(rules:\"kapali\",\
               hands:[(cards:[\"Ahh\"])],board:[],winners:[0]))";
    let line = format!("{:08x} {ron}\n", crc32fast::hash(ron.as_bytes()));
    let t = TempDir::new("lang-card");
    fs::write(t.0.join("events"), base + &line).expect("write");
    let nf = NightFile::open_read_only(&t.0).expect("opens read-only");
    let p = nf.problem.as_ref().expect("a problem");
    // The crc and a space, then 1-based, inside the quotes.
    let col = ron.find("\"Ahh\"").expect("token") + 11;
    let (tr, en) = both(|l| open_error(p, l), 11, col);
    assert!(tr.contains("kağıt anlaşılamadı"), "{tr}");
    assert!(en.contains("card"), "{en}");
}

/// A rule set whose by_frequency order the evaluator cannot serve says so in
/// the user's language (judge, table, odds and equity print it).
#[test]
fn a_frequency_order_racon_cannot_evaluate_is_turkish_under_turkish() {
    let e = racon::eval::RankingError {
        cards: 36,
        invalid: racon::rules::Invalid {
            field: "categories".into(),
            reason: InvalidKind::FlushBelowHighCard,
        },
    };
    let tr = files::ranking_error(&e, Lang::Tr);
    let en = files::ranking_error(&e, Lang::En);
    assert!(tr.contains("36 kağıtta"), "{tr}");
    assert_turkish(&tr.replace("by_frequency", ""));
    assert_english(&en);
    assert_eq!(en, e.to_string());
}
