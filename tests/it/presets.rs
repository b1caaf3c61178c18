//! Party presets (R15, RULES.md §12): the bundled ones, the ways a preset
//! file can be wrong (each refused at file:line:col with the field named),
//! the user's presets in `$RACON_CONFIG_DIR/presets/` (save, list, show,
//! export, import, delete) and the `racon presets` command in both
//! languages. Files we could not read are never overwritten (RELIABILITY.md).

use crate::common::cli::Racon;
use racon::night::setup::{
    AfterSchedule, AntePlan, BlindLevel, FORMAT, HouseRules, SeansLength, Setup, SetupProblem,
};
use racon::rules::RuleSet;
use racon::rules::load::{self, LoadError};
use racon::store::presets::{self, DEFAULT_PRESET, PresetError};
use racon::store::{Dirs, Origin};
use racon::units::{Chips, Kurus};
use serde_json::Value;
use std::path::PathBuf;

const KAPALI_4: &str = include_str!("../../presets/kapali-4.ron");
const TURK_POKERI_5: &str = include_str!("../../presets/turk-pokeri-5.ron");
const HOLDEM: &str = include_str!("../../presets/holdem.ron");

/// A small preset whose line numbers the tests know: `closing_turs` is on
/// line 13, the closing paren of `seans` on line 14.
const SMALL: &str = r#"// racon preset
Setup(
    format: 1,
    name: "Salı akşamı",
    players: ["Işıl", "Can"],
    rules: "kapali",
    stakes: (yer: 10, min_kav: 400, cikma: 800, chip_value: 100),
    ante: gel_gel(amount: 10),
    seans: (
        length: minutes(60),
        break_minutes: 10,
        mandatory: 2,
        closing_turs: 1,
    ),
)
"#;

// ------------------------------------------------------------ helpers

fn bundled_rules(id: &str) -> Option<RuleSet> {
    load::bundled()
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.id == id)
}

fn parse(text: &str) -> Result<Setup, LoadError> {
    presets::parse("p.ron", text, bundled_rules)
}

fn parse_err(text: &str) -> LoadError {
    match parse(text) {
        Ok(s) => panic!("{} should have been refused", s.name),
        Err(e) => e,
    }
}

/// `text` with `from` replaced exactly once.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "{from:?} must occur once");
    text.replacen(from, to, 1)
}

/// 1-based number of the first line that starts (after indentation) with
/// `start`.
fn line_of(text: &str, start: &str) -> usize {
    text.lines()
        .position(|l| l.trim_start().starts_with(start))
        .unwrap_or_else(|| panic!("no line starts with {start:?}"))
        + 1
}

/// A config dir under the system temp dir, removed when dropped.
struct Temp {
    root: PathBuf,
    _dir: tempfile::TempDir,
}

impl Temp {
    fn new(tag: &str) -> Temp {
        let dir = tempfile::Builder::new()
            .prefix(&format!("racon-presets-{tag}-"))
            .tempdir()
            .expect("create temp dir");
        let root = dir.path().to_path_buf();
        std::fs::create_dir_all(root.join("config")).expect("create temp config dir");
        std::fs::create_dir_all(root.join("elsewhere")).expect("create temp dir");
        Temp { root, _dir: dir }
    }

    fn dirs(&self) -> Dirs {
        Dirs {
            config: self.root.join("config"),
            data: self.root.join("data"),
        }
    }

    /// A path outside the config dir.
    fn outside(&self, file: &str) -> PathBuf {
        self.root.join("elsewhere").join(file)
    }

    fn preset_path(&self, name: &str) -> PathBuf {
        self.dirs().presets_dir().join(format!("{name}.ron"))
    }

    /// Writes `presets/<file>` directly, as a user editing by hand would.
    fn write_preset(&self, file: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
        let dir = self.dirs().presets_dir();
        std::fs::create_dir_all(&dir).expect("create presets dir");
        let path = dir.join(file);
        std::fs::write(&path, bytes).expect("write preset");
        path
    }

    /// `racon --lang LANG` with this config and data dir, English by
    /// `LANG` otherwise; a success says nothing on stderr.
    fn cli(&self, lang: &str) -> Racon {
        Racon::new()
            .locale(&[("LANG", "C.UTF-8")])
            .config_dir(self.root.join("config"))
            .data_dir(self.root.join("data"))
            .lang(lang)
            .quiet()
    }
}

fn assert_contains(haystack: &str, needles: &[&str]) {
    for n in needles {
        assert!(haystack.contains(n), "expected {n:?} in: {haystack}");
    }
}

fn names(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a JSON array")
        .iter()
        .map(|p| p["name"].as_str().expect("name").to_string())
        .collect()
}

// ------------------------------------------------------------ bundled

#[test]
fn every_bundled_preset_parses_and_validates() {
    assert_eq!(presets::BUNDLED.len(), 3);
    for (name, text) in presets::BUNDLED {
        let setup = parse(text).unwrap_or_else(|e| panic!("bundled {name}: {e}"));
        let rules = bundled_rules(&setup.rules).expect("a bundled rule set");
        setup
            .validate(&rules)
            .unwrap_or_else(|e| panic!("bundled {name}: {e}"));
        assert_eq!(setup.format, FORMAT, "{name}");
        assert_eq!(presets::normalize_name(name).ok().as_deref(), Some(*name));
        assert!(
            text.starts_with(presets::HEADER),
            "{name} starts with the header"
        );
        // The files explain themselves, citing RULES.md.
        assert!(text.contains("R15") || text.contains("R1"), "{name}");
        assert!(text.contains("// "), "{name} has comments");
    }
}

#[test]
fn bundled_files_are_the_ones_on_disk() {
    let by_name = |n: &str| {
        presets::BUNDLED
            .iter()
            .find(|(b, _)| *b == n)
            .map(|(_, t)| *t)
    };
    assert_eq!(by_name("kapali-4"), Some(KAPALI_4));
    assert_eq!(by_name("turk-pokeri-5"), Some(TURK_POKERI_5));
    assert_eq!(by_name("holdem"), Some(HOLDEM));
}

#[test]
fn the_default_preset_is_the_kapali_friday_night() {
    assert_eq!(DEFAULT_PRESET, "kapali-4");
    assert!(presets::BUNDLED.iter().any(|(n, _)| *n == DEFAULT_PRESET));
    let s = parse(KAPALI_4).expect("kapali-4");
    assert_eq!(s.name, "Cuma gecesi");
    assert_eq!(s.rules, "kapali");
    assert_eq!(s.players.len(), 4);
    assert!(
        s.players
            .iter()
            .any(|p| p.chars().any(|c| "çğıöşüÇĞİÖŞÜ".contains(c))),
        "Turkish letters in the names: {:?}",
        s.players
    );
    assert_eq!(s.ante, AntePlan::GelGel { amount: Chips(10) });
    assert_eq!(s.stakes.yer, Chips(10));
    // C15: 40 × yer; §12 cikma_kavs 2.
    assert_eq!(s.stakes.min_kav, s.stakes.yer * 40);
    assert_eq!(s.stakes.max_kav, None);
    assert_eq!(s.stakes.cikma, s.stakes.min_kav * 2);
    assert_eq!(s.stakes.chip_value, Kurus(100));
    assert_eq!(s.stakes.currency, "₺");
    assert_eq!(s.seans.length, SeansLength::Minutes(60));
    assert_eq!(s.seans.break_minutes, 10);
    assert_eq!(s.seans.mandatory, 2);
    assert_eq!(s.seans.closing_turs, 1);
    // M1: after a maldon the new el is anted again (S0 §14 "yeni bir
    // 'el'", §19 "her elin başında"); every other house option default.
    assert_eq!(
        s.house,
        HouseRules {
            maldon_antes: racon::night::setup::MaldonAntes::Again,
            ..HouseRules::default()
        }
    );
}

#[test]
fn bundled_presets_cover_gel_gel_merdiven_and_blinds() {
    let all: Vec<Setup> = presets::BUNDLED
        .iter()
        .map(|(n, t)| parse(t).unwrap_or_else(|e| panic!("{n}: {e}")))
        .collect();
    assert!(
        all.iter()
            .any(|s| matches!(s.ante, AntePlan::GelGel { .. }))
    );
    assert!(
        all.iter()
            .any(|s| matches!(s.ante, AntePlan::Merdiven { .. }))
    );
    assert!(
        all.iter()
            .any(|s| matches!(s.ante, AntePlan::Blinds { .. }))
    );

    let tp = parse(TURK_POKERI_5).expect("turk-pokeri-5");
    assert_eq!(tp.rules, "turk-pokeri");
    assert_eq!(tp.players.len(), 5);
    assert_eq!(
        tp.ante,
        AntePlan::Merdiven {
            base: Chips(10),
            steps: vec![1, 2, 3, 2, 1],
            after: AfterSchedule::Repeat,
        }
    );

    let he = parse(HOLDEM).expect("holdem");
    assert_eq!(he.rules, "texas-holdem");
    let level = |minutes, small, big| BlindLevel {
        minutes,
        small: Chips(small),
        big: Chips(big),
    };
    assert_eq!(
        he.ante,
        AntePlan::Blinds {
            levels: vec![level(20, 5, 10), level(20, 10, 20), level(0, 25, 50)],
        }
    );
}

#[test]
fn what_racon_writes_reads_back_the_same() {
    for (name, text) in presets::BUNDLED {
        let setup = parse(text).expect("bundled");
        let written = presets::to_text(&setup).expect("to_text");
        assert!(written.starts_with("// racon preset\nSetup(\n    format: 1,\n"));
        assert_eq!(parse(&written).expect("reparse"), setup, "{name}");
        // Turkish letters are written as letters, not escapes.
        for p in &setup.players {
            assert!(written.contains(p.as_str()), "{name}: {p}");
        }
    }
}

// ------------------------------------------------------------ refusals

#[test]
fn the_small_preset_is_fine() {
    let s = parse(SMALL).expect("SMALL parses");
    assert_eq!(s.players, ["Işıl", "Can"]);
    assert_eq!(s.house, HouseRules::default());
    assert_eq!(s.stakes.currency, "₺");
}

#[test]
fn unknown_field_is_refused_at_its_line_and_column() {
    let text = edit(
        SMALL,
        "        closing_turs: 1,\n",
        "        closing_turs: 1,\n        colour: \"mavi\",\n",
    );
    let e = parse_err(&text);
    assert_eq!((e.file.as_str(), e.line, e.col), ("p.ron", 14, 9), "{e}");
    assert_contains(&e.to_string(), &["p.ron:14:9:", "colour"]);

    // At the top level too.
    let text = edit(
        SMALL,
        "    rules: \"kapali\",\n",
        "    rules: \"kapali\",\n    arbiter: \"Can\",\n",
    );
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (7, 5), "{e}");
    assert_contains(
        &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
        &["arbiter"],
    );
}

#[test]
fn syntax_errors_are_located() {
    let e = parse_err(&edit(SMALL, "break_minutes: 10,", "break_minutes: 10,,"));
    assert_eq!(e.line, 11, "{e}");
    let e = parse_err(&edit(SMALL, "mandatory: 2", "mandatory: iki"));
    assert_eq!(e.line, 12, "{e}");
    let e = parse_err(&edit(SMALL, "minutes(60)", "hours(1)"));
    assert_eq!(e.line, 10, "{e}");
    assert_contains(
        &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
        &["hours"],
    );
    let e = parse_err(&format!("#![enable(implicit_some)]\n{SMALL}"));
    assert_eq!((e.line, e.col), (1, 1), "{e}");
    assert_contains(
        &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
        &["extensions"],
    );
    let e = parse_err(&edit(SMALL, "Setup(", "Night("));
    assert_contains(
        &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
        &["Setup"],
    );
    let e = parse_err("");
    assert_eq!(e.line, 1);
}

/// One way a preset can be wrong: the edit, the field the message must
/// name, words of the reason, and the line (its start) the error points at.
struct Bad {
    what: &'static str,
    base: &'static str,
    from: &'static str,
    to: &'static str,
    field: &'static str,
    reason: &'static str,
    line_starts: &'static str,
}

const BAD: &[Bad] = &[
    Bad {
        what: "one player",
        base: KAPALI_4,
        from: r#"players: ["Ayşe", "Mehmet", "Işıl", "Şükrü"]"#,
        to: r#"players: ["Ayşe"]"#,
        field: "players",
        reason: "at least 2 players",
        line_starts: "players:",
    },
    Bad {
        what: "no players",
        base: SMALL,
        from: r#"players: ["Işıl", "Can"]"#,
        to: "players: []",
        field: "players",
        reason: "at least 2 players",
        line_starts: "players:",
    },
    Bad {
        what: "too many players for türk pokeri",
        base: TURK_POKERI_5,
        from: r#""Ümit"]"#,
        to: r#""Ümit", "Ali"]"#,
        field: "players",
        reason: "at most 5",
        line_starts: "players:",
    },
    Bad {
        what: "duplicate names",
        base: KAPALI_4,
        from: r#""Mehmet", "Işıl""#,
        to: r#""Mehmet", "Ayşe""#,
        field: "players",
        reason: "\"Ayşe\" appears twice",
        line_starts: "players:",
    },
    Bad {
        what: "duplicate names by Turkish case folding",
        base: SMALL,
        from: r#"["Işıl", "Can"]"#,
        to: r#"["Işıl", "Can", "IŞIL"]"#,
        field: "players",
        reason: "\"IŞIL\" appears twice",
        line_starts: "players:",
    },
    Bad {
        what: "dotted and dotless i fold together",
        base: SMALL,
        from: r#"["Işıl", "Can"]"#,
        to: r#"["Işıl", "Can", "isil"]"#,
        field: "players",
        reason: "appears twice",
        line_starts: "players:",
    },
    Bad {
        what: "a nameless player",
        base: SMALL,
        from: r#""Can""#,
        to: r#""  ""#,
        field: "players",
        reason: "player 2 has no name",
        line_starts: "players:",
    },
    Bad {
        what: "a ladder with a zero step",
        base: TURK_POKERI_5,
        from: "steps: [1, 2, 3, 2, 1]",
        to: "steps: [1, 2, 0, 2, 1]",
        field: "ante.steps",
        reason: "step 3 is zero",
        line_starts: "steps:",
    },
    Bad {
        what: "an empty ladder",
        base: TURK_POKERI_5,
        from: "steps: [1, 2, 3, 2, 1]",
        to: "steps: []",
        field: "ante.steps",
        reason: "at least one step",
        line_starts: "steps:",
    },
    Bad {
        what: "a ladder without a base",
        base: TURK_POKERI_5,
        from: "base: 10",
        to: "base: 0",
        field: "ante.base",
        reason: "more than 0",
        line_starts: "base:",
    },
    Bad {
        what: "çıkma below zero",
        base: KAPALI_4,
        from: "cikma: 800",
        to: "cikma: -1",
        field: "stakes.cikma",
        reason: "below zero",
        line_starts: "cikma:",
    },
    Bad {
        what: "max_kav below min_kav",
        base: KAPALI_4,
        from: "max_kav: None",
        to: "max_kav: Some(399)",
        field: "stakes.max_kav",
        reason: "at least the minimum kav",
        line_starts: "max_kav:",
    },
    Bad {
        what: "no yer",
        base: SMALL,
        from: "yer: 10",
        to: "yer: 0",
        field: "stakes.yer",
        reason: "more than 0",
        line_starts: "stakes:",
    },
    Bad {
        what: "free chips",
        base: KAPALI_4,
        from: "chip_value: 100",
        to: "chip_value: 0",
        field: "stakes.chip_value",
        reason: "kuruş",
        line_starts: "chip_value:",
    },
    Bad {
        what: "a zero gel-gel ante",
        base: KAPALI_4,
        from: "gel_gel(amount: 10)",
        to: "gel_gel(amount: 0)",
        field: "ante.amount",
        reason: "more than 0",
        line_starts: "ante:",
    },
    Bad {
        what: "an unknown rule set",
        base: KAPALI_4,
        from: r#"rules: "kapali""#,
        to: r#"rules: "kapalı""#,
        field: "rules",
        reason: "no rule set \"kapalı\"",
        line_starts: "rules:",
    },
    Bad {
        what: "a newer format",
        base: KAPALI_4,
        from: "format: 1",
        to: "format: 2",
        field: "format",
        reason: "version 2 is newer than this racon (1)",
        line_starts: "format:",
    },
    Bad {
        what: "a newer format with fields this racon does not know",
        base: SMALL,
        from: "format: 1,",
        to: "format: 2,\n    arbiter: \"Can\",",
        field: "format",
        reason: "newer",
        line_starts: "format:",
    },
    Bad {
        what: "format 0",
        base: SMALL,
        from: "format: 1",
        to: "format: 0",
        field: "format",
        reason: "does not exist",
        line_starts: "format:",
    },
    Bad {
        what: "blinds on a kapalı rule set",
        base: HOLDEM,
        from: r#"rules: "texas-holdem""#,
        to: r#"rules: "kapali""#,
        field: "ante",
        reason: "blinds are for hold'em and omaha",
        line_starts: "ante:",
    },
    Bad {
        what: "a blind level that lasts for ever before the last",
        base: HOLDEM,
        from: "(minutes: 20, small: 10, big: 20)",
        to: "(minutes: 0, small: 10, big: 20)",
        field: "ante.levels",
        reason: "level 2",
        line_starts: "levels:",
    },
    Bad {
        what: "a big blind below the small",
        base: HOLDEM,
        from: "(minutes: 20, small: 5, big: 10)",
        to: "(minutes: 20, small: 5, big: 4)",
        field: "ante.levels",
        reason: "level 1",
        line_starts: "levels:",
    },
    Bad {
        what: "an empty seans",
        base: KAPALI_4,
        from: "length: minutes(60)",
        to: "length: minutes(0)",
        field: "seans.length",
        reason: "more than 0",
        line_starts: "length:",
    },
    Bad {
        what: "more closing turs than turs",
        base: TURK_POKERI_5,
        from: "closing_turs: 1",
        to: "closing_turs: 11",
        field: "seans.closing_turs",
        reason: "more closing turs",
        line_starts: "closing_turs:",
    },
    Bad {
        what: "no mandatory seans",
        base: KAPALI_4,
        from: "mandatory: 2",
        to: "mandatory: 0",
        field: "seans.mandatory",
        reason: "at least one seans",
        line_starts: "mandatory:",
    },
    Bad {
        what: "a cashier who is not playing",
        base: KAPALI_4,
        from: "cashier: none",
        to: "cashier: player(\"Gökhan\")",
        field: "house.cashier",
        reason: "\"Gökhan\" is not one of the players",
        line_starts: "cashier:",
    },
];

#[test]
fn bad_presets_are_refused_naming_the_field_at_its_line() {
    for b in BAD {
        let text = edit(b.base, b.from, b.to);
        let e = parse_err(&text);
        let line = line_of(&text, b.line_starts);
        assert_eq!(
            e.line, line,
            "{}: should point at line {line} ({}), got {e}",
            b.what, b.line_starts
        );
        // The column of the field's last segment (`cikma:` for stakes.cikma).
        let last = b.field.rsplit('.').next().unwrap_or(b.field);
        let col = text
            .lines()
            .nth(line - 1)
            .and_then(|l| {
                l.find(&format!("{last}:"))
                    .map(|at| l[..at].chars().count() + 1)
            })
            .unwrap_or_else(|| panic!("{}: no {last}: on line {line}", b.what));
        assert_eq!(e.col, col, "{}: {e}", b.what);
        assert!(
            racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En)
                .starts_with(&format!("{}: ", b.field)),
            "{}: message should name {}: {e}",
            b.what,
            b.field
        );
        assert_contains(
            &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
            &[b.reason],
        );
        assert!(e.to_string().starts_with(&format!("p.ron:{line}:{col}: ")));
    }
}

#[test]
fn field_lookup_ignores_comments_and_strings_that_mention_it() {
    // A comment and a night name mentioning `cikma:` come first.
    let text = edit(
        SMALL,
        "    name: \"Salı akşamı\",",
        "    // cikma: is in stakes\n    name: \"cikma: yok\",",
    );
    let text = edit(&text, "cikma: 800", "cikma: -5");
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (8, 37), "{e}");
}

#[test]
fn hostile_input_gives_a_bounded_error() {
    let deep = format!("Setup(format: 1, players: {})", "[".repeat(10_000));
    assert!(parse(&deep).is_err());
    let long_line = format!("Setup(format: 1, name: \"{}\"", "ş".repeat(200_000));
    assert!(parse(&long_line).is_err());
    for cut in (0..SMALL.len()).filter(|&i| SMALL.is_char_boundary(i)) {
        let _ = parse(&SMALL[..cut]);
    }
}

// ------------------------------------------------------------ names

#[test]
fn preset_names_are_folded_and_restricted() {
    assert_eq!(
        presets::normalize_name("Çağla-Özel").ok().as_deref(),
        Some("cagla-ozel")
    );
    assert_eq!(
        presets::normalize_name("KAPALI-4").ok().as_deref(),
        Some("kapali-4")
    );
    assert_eq!(
        presets::normalize_name("IŞIL").ok().as_deref(),
        Some("isil")
    );
    for bad in ["", "a b", "../x", "x/y", "a.ron", "cuma_gecesi", "€"] {
        assert!(
            matches!(presets::normalize_name(bad), Err(PresetError::BadName(_))),
            "{bad:?}"
        );
    }
}

// ------------------------------------------------------------ store

#[test]
fn save_list_show_export_import_delete_round_trip() {
    let t = Temp::new("round-trip");
    let dirs = t.dirs();
    let mut setup = parse(KAPALI_4).expect("kapali-4");
    setup.name = "Çağla'nın gecesi".into();
    setup.players = vec!["Çağla".into(), "Gökhan".into(), "Ümit".into()];

    // save
    let path = presets::save(&dirs, "Çağla-Özel", &setup).expect("save");
    assert_eq!(path, t.preset_path("cagla-ozel"));
    let text = std::fs::read_to_string(&path).expect("saved file");
    assert!(text.starts_with("// racon preset\n"), "{text}");
    assert!(text.contains("format: 1,"), "{text}");
    assert!(text.contains("\"Çağla\""), "{text}");

    // list
    let (all, errors) = presets::list(&dirs);
    assert!(errors.is_empty(), "{errors:?}");
    let listed: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        listed,
        ["cagla-ozel", "holdem", "kapali-4", "turk-pokeri-5"]
    );
    let mine = &all[0];
    assert_eq!(mine.origin, Origin::User(path.clone()));
    assert_eq!(mine.setup, setup);

    // load (show)
    let loaded = presets::load(&dirs, "cagla-ozel").expect("load");
    assert_eq!(loaded.text, text);
    assert_eq!(
        presets::load(&dirs, "ÇAĞLA-ÖZEL").expect("folded").setup,
        setup
    );

    // export
    let out = t.outside("cagla-ozel.ron");
    presets::export(&dirs, "cagla-ozel", &out).expect("export");
    assert_eq!(std::fs::read_to_string(&out).expect("exported"), text);

    // delete, then import the export back
    assert_eq!(presets::delete(&dirs, "cagla-ozel").expect("delete"), path);
    assert!(!path.exists());
    assert!(matches!(
        presets::load(&dirs, "cagla-ozel"),
        Err(PresetError::NotFound { .. })
    ));
    let done = presets::import(&dirs, &out).expect("import");
    assert_eq!(done.name, "cagla-ozel");
    assert_eq!(done.path, path);
    assert!(!done.unchanged);
    assert_eq!(std::fs::read_to_string(&path).expect("imported"), text);
    assert_eq!(
        presets::load(&dirs, "cagla-ozel").expect("load").setup,
        setup
    );

    // importing the same preset again writes nothing
    let again = presets::import(&dirs, &out).expect("import again");
    assert!(again.unchanged);

    // no temp files are left behind
    let leftovers: Vec<_> = std::fs::read_dir(dirs.presets_dir())
        .expect("presets dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    presets::delete(&dirs, "cagla-ozel").expect("delete");
    let (all, _) = presets::list(&dirs);
    assert_eq!(all.len(), presets::BUNDLED.len());
}

#[test]
fn save_replaces_a_readable_preset() {
    let t = Temp::new("save-replace");
    let dirs = t.dirs();
    let mut setup = parse(SMALL).expect("small");
    presets::save(&dirs, "sali", &setup).expect("first save");
    setup.stakes.cikma = Chips(1200);
    presets::save(&dirs, "sali", &setup).expect("second save");
    assert_eq!(
        presets::load(&dirs, "sali")
            .expect("load")
            .setup
            .stakes
            .cikma,
        Chips(1200)
    );
    // Also one that parses but no longer validates: we understood it.
    t.write_preset("sali.ron", edit(SMALL, "cikma: 800", "cikma: -1"));
    presets::save(&dirs, "sali", &setup).expect("save over an invalid one");
}

#[test]
fn save_refuses_to_overwrite_a_file_it_cannot_read() {
    let t = Temp::new("save-refuse");
    let dirs = t.dirs();
    let setup = parse(SMALL).expect("small");
    let cases: [(&str, Vec<u8>); 5] = [
        ("syntax", b"Setup(format: 1, name: \"yar".to_vec()),
        (
            "unknown field",
            edit(SMALL, "format: 1,", "format: 1, extra: 2,").into_bytes(),
        ),
        ("newer", edit(SMALL, "format: 1", "format: 2").into_bytes()),
        ("not utf-8", vec![b'S', 0xff, 0xfe, b'(']),
        ("empty", Vec::new()),
    ];
    for (what, bytes) in cases {
        let path = t.write_preset("sali.ron", &bytes);
        match presets::save(&dirs, "sali", &setup) {
            Err(PresetError::WontOverwrite { path: p, .. }) => assert_eq!(p, path, "{what}"),
            other => panic!("{what}: save should refuse, got {other:?}"),
        }
        assert_eq!(std::fs::read(&path).expect("still there"), bytes, "{what}");
    }
}

#[test]
fn save_refuses_an_invalid_setup_and_writes_nothing() {
    let t = Temp::new("save-invalid");
    let dirs = t.dirs();
    let mut setup = parse(SMALL).expect("small");
    setup.players.truncate(1);
    match presets::save(&dirs, "tek", &setup) {
        Err(PresetError::Invalid(i)) => assert_eq!(i.field, "players"),
        other => panic!("expected Invalid, got {other:?}"),
    }
    setup = parse(SMALL).expect("small");
    setup.rules = "yok-boyle".into();
    match presets::save(&dirs, "tek", &setup) {
        Err(PresetError::Invalid(i)) => {
            assert_eq!(i.field, "rules");
            assert_eq!(
                i.kind,
                SetupProblem::NoRuleSet {
                    id: "yok-boyle".into()
                }
            );
            assert_contains(&i.to_string(), &["yok-boyle"]);
        }
        other => panic!("expected Invalid, got {other:?}"),
    }
    // An export target's missing directory is not created.
    assert!(matches!(
        presets::export(&dirs, "holdem", &t.outside("yok/x.ron")),
        Err(PresetError::Io { .. })
    ));
    assert!(!t.outside("yok").exists());
    assert!(matches!(
        presets::save(&dirs, "a b", &parse(SMALL).expect("small")),
        Err(PresetError::BadName(_))
    ));
    assert!(!t.preset_path("tek").exists());
}

#[test]
fn user_presets_override_bundled_ones_and_delete_brings_them_back() {
    let t = Temp::new("override");
    let dirs = t.dirs();
    let mine = edit(KAPALI_4, "name: \"Cuma gecesi\"", "name: \"Bizim cuma\"");
    let path = t.write_preset("kapali-4.ron", &mine);
    let (all, errors) = presets::list(&dirs);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(all.len(), presets::BUNDLED.len());
    let k = all.iter().find(|p| p.name == "kapali-4").expect("kapali-4");
    assert_eq!(k.setup.name, "Bizim cuma");
    assert_eq!(k.origin, Origin::User(path.clone()));
    presets::delete(&dirs, "kapali-4").expect("delete the override");
    let k = presets::load(&dirs, "kapali-4").expect("bundled again");
    assert_eq!(k.origin, Origin::Bundled);
    // The bundled one itself cannot be deleted.
    assert!(matches!(
        presets::delete(&dirs, "kapali-4"),
        Err(PresetError::Bundled(_))
    ));
    assert!(matches!(
        presets::delete(&dirs, "yok"),
        Err(PresetError::NotFound { .. })
    ));
}

#[test]
fn a_broken_user_file_is_reported_and_does_not_hide_the_rest() {
    let t = Temp::new("broken");
    let dirs = t.dirs();
    t.write_preset("bozuk.ron", edit(SMALL, "cikma: 800", "cikma: -1"));
    t.write_preset("Büyük Harf.ron", SMALL);
    t.write_preset("notlar.txt", "not a preset");
    t.write_preset(".sali.ron.tmp-1-2", "half written");
    let (all, errors) = presets::list(&dirs);
    assert_eq!(all.len(), presets::BUNDLED.len());
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[1].file.ends_with("bozuk.ron") || errors[0].file.ends_with("bozuk.ron"));
    let text: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(
        text.iter()
            .any(|e| e.contains("bozuk.ron:7:") && e.contains("stakes.cikma")),
        "{text:?}"
    );
    assert!(text.iter().any(|e| e.contains("Büyük Harf")), "{text:?}");
    // Loading it names the problem rather than falling back to anything.
    match presets::load(&dirs, "bozuk") {
        Err(PresetError::File(e)) => assert_eq!(e.line, 7),
        other => panic!("{other:?}"),
    }
    // It may be deleted: that is how it gets fixed.
    presets::delete(&dirs, "bozuk").expect("delete a broken file");
}

#[test]
fn a_preset_may_use_a_user_rule_set() {
    let t = Temp::new("user-rules");
    let dirs = t.dirs();
    let rules =
        include_str!("../../presets/rules/kapali.ron").replacen("id: \"kapali\"", "id: \"ev\"", 1);
    std::fs::create_dir_all(dirs.rules_dir()).expect("rules dir");
    std::fs::write(dirs.rules_dir().join("ev.ron"), rules).expect("write rules");
    t.write_preset(
        "ev-gecesi.ron",
        edit(SMALL, "rules: \"kapali\"", "rules: \"ev\""),
    );
    let p = presets::load(&dirs, "ev-gecesi").expect("load");
    assert_eq!(p.setup.rules, "ev");
    // A broken rule set is named as such, not as unknown.
    std::fs::write(dirs.rules_dir().join("ev.ron"), "RuleSet(").expect("break rules");
    match presets::load(&dirs, "ev-gecesi") {
        Err(PresetError::File(e)) => {
            assert_eq!(e.line, 6);
            assert_contains(
                &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
                &["rules:", "cannot be used", "ev.ron"],
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn export_overwrites_only_a_readable_preset() {
    let t = Temp::new("export");
    let dirs = t.dirs();
    // Absent: written.
    let out = t.outside("x.ron");
    presets::export(&dirs, "holdem", &out).expect("export");
    assert_eq!(std::fs::read_to_string(&out).expect("exported"), HOLDEM);
    // A valid preset: replaced.
    presets::export(&dirs, "kapali-4", &out).expect("export over a preset");
    assert_eq!(std::fs::read_to_string(&out).expect("exported"), KAPALI_4);
    // Anything else: left alone.
    let notes = t.outside("notlar.txt");
    std::fs::write(&notes, "alışveriş listesi").expect("write");
    assert!(matches!(
        presets::export(&dirs, "holdem", &notes),
        Err(PresetError::WontOverwrite { .. })
    ));
    assert_eq!(
        std::fs::read_to_string(&notes).expect("notes"),
        "alışveriş listesi"
    );
    let newer = t.outside("yeni.ron");
    let newer_text = edit(SMALL, "format: 1", "format: 2");
    std::fs::write(&newer, &newer_text).expect("write");
    assert!(presets::export(&dirs, "holdem", &newer).is_err());
    assert_eq!(std::fs::read_to_string(&newer).expect("newer"), newer_text);
    // A directory is not a file to replace.
    assert!(presets::export(&dirs, "holdem", &t.root.join("elsewhere")).is_err());
    // Unknown preset.
    assert!(matches!(
        presets::export(&dirs, "yok", &t.outside("yok.ron")),
        Err(PresetError::NotFound { .. })
    ));
    assert!(!t.outside("yok.ron").exists());
}

#[test]
fn import_checks_the_file_and_never_replaces_a_different_user_preset() {
    let t = Temp::new("import");
    let dirs = t.dirs();
    // Invalid: refused at its line, nothing written.
    let bad = t.outside("bozuk.ron");
    std::fs::write(&bad, edit(SMALL, "mandatory: 2", "mandatory: 0")).expect("write");
    match presets::import(&dirs, &bad) {
        Err(PresetError::InvalidAt { at: e, invalid }) => {
            assert_eq!(e.line, 12);
            assert!(e.file.ends_with("bozuk.ron"));
            assert_eq!(invalid.field, "seans.mandatory");
        }
        other => panic!("{other:?}"),
    }
    assert!(!t.preset_path("bozuk").exists());
    // A bad file name.
    let spaced = t.outside("salı akşamı.ron");
    std::fs::write(&spaced, SMALL).expect("write");
    assert!(matches!(
        presets::import(&dirs, &spaced),
        Err(PresetError::BadName(_))
    ));
    // Turkish letters in the file name fold.
    let sali = t.outside("Salı.ron");
    std::fs::write(&sali, SMALL).expect("write");
    let done = presets::import(&dirs, &sali).expect("import");
    assert_eq!(done.name, "sali");
    // The comments are kept: the file is copied as written.
    assert_eq!(std::fs::read_to_string(&done.path).expect("copy"), SMALL);
    // The same setup with other comments counts as the same.
    let same = t.outside("sali.ron");
    std::fs::write(&same, format!("// kopya\n{SMALL}")).expect("write");
    assert!(presets::import(&dirs, &same).expect("same").unchanged);
    // A different one is refused; the user's file stays.
    let other = t.outside("SALI.ron");
    std::fs::write(&other, edit(SMALL, "cikma: 800", "cikma: 1600")).expect("write");
    assert!(matches!(
        presets::import(&dirs, &other),
        Err(PresetError::Exists { .. })
    ));
    assert_eq!(std::fs::read_to_string(&done.path).expect("kept"), SMALL);
    // An unreadable user file of that name is not replaced either.
    let junk = t.write_preset("sali.ron", "Setup(");
    assert!(matches!(
        presets::import(&dirs, &other),
        Err(PresetError::WontOverwrite { .. })
    ));
    assert_eq!(std::fs::read_to_string(&junk).expect("junk"), "Setup(");
    // A bundled name is overridden (delete brings the bundled one back).
    let k = t.outside("kapali-4.ron");
    std::fs::write(&k, edit(KAPALI_4, "cikma: 800", "cikma: 1200")).expect("write");
    presets::import(&dirs, &k).expect("override bundled");
    assert_eq!(
        presets::load(&dirs, "kapali-4")
            .expect("load")
            .setup
            .stakes
            .cikma,
        Chips(1200)
    );
    // A missing file.
    assert!(matches!(
        presets::import(&dirs, &t.outside("yok.ron")),
        Err(PresetError::File(_))
    ));
}

// ------------------------------------------------------------ CLI

#[test]
fn cli_list_in_both_languages() {
    let t = Temp::new("cli-list");
    let tr = t.cli("tr").args(["presets", "list"]).ok();
    assert_eq!(tr.lines().count(), 2 * presets::BUNDLED.len(), "{tr}");
    assert_contains(
        &tr,
        &[
            "kapali-4",
            "Cuma gecesi",
            "4 oyuncu: Ayşe, Mehmet, Işıl, Şükrü",
            "[varsayılan]",
            "gel-gel: 10",
            "seans 60 dk · ara 10 dk · en az 2 seans · kapanış 1 tur",
            "merdiven: 10 × [1, 2, 3, 2, 1], sonra baştan",
            "seans 10 tur",
            "kör bahisler: 5/10 20 dk → 10/20 20 dk → 25/50 sonuna kadar",
        ],
    );
    let en = t.cli("en").args(["presets", "list"]).ok();
    assert_contains(
        &en,
        &[
            "4 players: Ayşe",
            "[default]",
            "gel-gel (everyone): 10",
            "seans 60 min · break 10 min · at least 2 seanses · 1 closing tur",
            "merdiven (ladder): 10 × [1, 2, 3, 2, 1], then again from the start",
            "blinds: 5/10 for 20 min → 10/20 for 20 min → 25/50 to the end",
        ],
    );
    assert!(!en.contains("oyuncu"), "{en}");
    // `racon presets` alone lists too.
    assert_eq!(t.cli("tr").args(["presets"]).ok(), tr);

    // A user preset is marked; a broken one is reported on stderr, exit 0.
    t.write_preset("sali.ron", SMALL);
    t.write_preset("bozuk.ron", "Setup(");
    let r = t.cli("tr").args(["presets", "list"]).run();
    assert_eq!(r.code, Some(0));
    assert_contains(&r.stdout, &["sali", "Salı akşamı", "[kullanıcı]"]);
    assert_contains(
        &r.stderr,
        &["hazır ayar dosyası kullanılamıyor", "bozuk.ron:1:"],
    );
    let r = t.cli("en").args(["presets", "list"]).run();
    assert_contains(&r.stdout, &["[user]"]);
    assert_contains(&r.stderr, &["cannot use preset file", "bozuk.ron:1:"]);
}

#[test]
fn cli_list_json() {
    let t = Temp::new("cli-json");
    t.write_preset("sali.ron", SMALL);
    for lang in ["tr", "en"] {
        let out = t.cli(lang).args(["presets", "list", "--json"]).ok();
        let v: Value = serde_json::from_str(&out).expect("JSON");
        assert_eq!(names(&v), ["holdem", "kapali-4", "sali", "turk-pokeri-5"]);
        let k = &v[1];
        assert_eq!(k["default"], true);
        assert_eq!(k["origin"], "bundled");
        assert_eq!(k["night"], "Cuma gecesi");
        assert_eq!(k["rules"], "kapali");
        assert_eq!(k["players"][2], "Işıl");
        assert_eq!(k["setup"]["stakes"]["min_kav"], 400);
        assert_eq!(k["setup"]["ante"]["gel_gel"]["amount"], 10);
        assert_eq!(v[0]["default"], false);
        let user = v[2]["origin"].as_str().expect("origin");
        assert!(user.ends_with("sali.ron"), "{user}");
    }
    let tr: Value =
        serde_json::from_str(&t.cli("tr").args(["presets", "list", "--json"]).ok()).expect("JSON");
    assert_eq!(
        tr[3]["ante"],
        "merdiven: 10 × [1, 2, 3, 2, 1], sonra baştan"
    );
}

#[test]
fn cli_show_prints_the_file() {
    let t = Temp::new("cli-show");
    for lang in ["tr", "en"] {
        assert_eq!(
            t.cli(lang).args(["presets", "show", "kapali-4"]).ok(),
            KAPALI_4
        );
        assert_eq!(t.cli(lang).args(["presets", "show", "HOLDEM"]).ok(), HOLDEM);
    }
    let tr = t.cli("tr").args(["presets", "show", "yok"]).bad();
    assert_contains(&tr, &["`yok`", "böyle bir hazır ayar yok", "kapali-4"]);
    let en = t.cli("en").args(["presets", "show", "yok"]).bad();
    assert_contains(&en, &["`yok`", "no such preset", "holdem"]);
    t.write_preset("bozuk.ron", edit(SMALL, "cikma: 800", "cikma: -1"));
    let tr = t.cli("tr").args(["presets", "show", "bozuk"]).bad();
    assert_contains(
        &tr,
        &[
            "hazır ayar dosyası kullanılamıyor",
            "bozuk.ron:7:",
            "stakes.cikma",
        ],
    );
    let en = t.cli("en").args(["presets", "show", "bozuk"]).bad();
    assert_contains(
        &en,
        &["cannot use preset file", "bozuk.ron:7:", "stakes.cikma"],
    );
    t.cli("en").args(["presets", "show"]).bad();
    t.cli("tr").args(["presets", "show", "a/b"]).bad();
}

#[test]
fn cli_export_import_delete() {
    let t = Temp::new("cli-round");
    let out = t.outside("Işıl.ron");
    let out_s = out.to_str().expect("utf-8 path");

    let tr = t
        .cli("tr")
        .args(["presets", "export", "turk-pokeri-5", out_s])
        .ok();
    assert_eq!(tr, format!("`turk-pokeri-5` dışa aktarıldı: {out_s}\n"));
    assert_eq!(
        std::fs::read_to_string(&out).expect("exported"),
        TURK_POKERI_5
    );
    let en = t
        .cli("en")
        .args(["presets", "export", "kapali-4", out_s])
        .ok();
    assert_eq!(en, format!("exported `kapali-4` to {out_s}\n"));

    let tr = t.cli("tr").args(["presets", "import", out_s]).ok();
    let target = t.preset_path("isil");
    let target_s = target.display().to_string();
    assert_eq!(tr, format!("`isil` içe aktarıldı: {target_s}\n"));
    let en = t.cli("en").args(["presets", "import", out_s]).ok();
    assert_contains(&en, &["`isil`", "already there", "nothing written"]);
    let tr = t.cli("tr").args(["presets", "import", out_s]).ok();
    assert_contains(&tr, &["`isil`", "zaten aynısıyla kayıtlı"]);
    assert_contains(
        &t.cli("en").args(["presets", "list"]).ok(),
        &["isil", "[user]"],
    );
    assert_eq!(t.cli("en").args(["presets", "show", "isil"]).ok(), KAPALI_4);

    let tr = t.cli("tr").args(["presets", "delete", "ISIL"]).ok();
    assert_eq!(tr, format!("`isil` silindi ({target_s})\n"));
    assert!(!target.exists());
    t.cli("en").args(["presets", "import", out_s]).ok();
    let en = t.cli("en").args(["presets", "delete", "isil"]).ok();
    assert_eq!(en, format!("deleted `isil` ({target_s})\n"));

    // Overriding a bundled preset, then deleting the override.
    let k = t.outside("kapali-4.ron");
    std::fs::write(&k, KAPALI_4).expect("write");
    t.cli("tr")
        .args(["presets", "import", k.to_str().expect("utf-8")])
        .ok();
    let tr = t.cli("tr").args(["presets", "delete", "kapali-4"]).ok();
    assert_contains(
        &tr,
        &["silindi", "racon ile gelen `kapali-4` yeniden geçerli"],
    );
    t.cli("en")
        .args(["presets", "import", k.to_str().expect("utf-8")])
        .ok();
    let en = t.cli("en").args(["presets", "delete", "kapali-4"]).ok();
    assert_contains(&en, &["deleted", "the bundled `kapali-4` applies again"]);
}

#[test]
fn cli_errors_are_one_line_exit_2_in_both_languages() {
    let t = Temp::new("cli-errors");
    let junk = t.outside("notlar.ron");
    std::fs::write(&junk, "alışveriş listesi").expect("write");
    let junk_s = junk.to_str().expect("utf-8");
    let bad = t.outside("bozuk.ron");
    std::fs::write(
        &bad,
        edit(
            SMALL,
            "        closing_turs: 1,\n",
            "        closing_turs: 1,\n        colour: \"mavi\",\n",
        ),
    )
    .expect("write");
    let bad_s = bad.to_str().expect("utf-8");

    // export onto a file that is not a preset
    let tr = t
        .cli("tr")
        .args(["presets", "export", "holdem", junk_s])
        .bad();
    assert_contains(
        &tr,
        &[
            junk_s,
            "okunabilir bir hazır ayar değil",
            "üzerine yazılmadı",
        ],
    );
    let en = t
        .cli("en")
        .args(["presets", "export", "holdem", junk_s])
        .bad();
    assert_contains(&en, &[junk_s, "not a readable preset", "left untouched"]);
    assert_eq!(
        std::fs::read_to_string(&junk).expect("junk"),
        "alışveriş listesi"
    );

    // import of a file with an unknown field: file:line:col
    for lang in ["tr", "en"] {
        let e = t.cli(lang).args(["presets", "import", bad_s]).bad();
        assert_contains(&e, &["bozuk.ron:14:9:", "colour"]);
    }
    assert!(!t.preset_path("bozuk").exists());

    // import of a missing file
    let missing = t.outside("yok.ron");
    let missing_s = missing.to_str().expect("utf-8");
    assert_contains(
        &t.cli("tr").args(["presets", "import", missing_s]).bad(),
        &["yok.ron"],
    );
    assert_contains(
        &t.cli("en").args(["presets", "import", missing_s]).bad(),
        &["yok.ron"],
    );

    // import over a different user preset
    t.write_preset("sali.ron", SMALL);
    let other = t.outside("sali.ron");
    std::fs::write(&other, edit(SMALL, "cikma: 800", "cikma: 1600")).expect("write");
    let other_s = other.to_str().expect("utf-8");
    let tr = t.cli("tr").args(["presets", "import", other_s]).bad();
    assert_contains(
        &tr,
        &[
            "`sali`",
            "farklı bir hazır ayarın zaten var",
            "racon presets delete sali",
        ],
    );
    let en = t.cli("en").args(["presets", "import", other_s]).bad();
    assert_contains(
        &en,
        &[
            "`sali`",
            "already have a different preset",
            "racon presets delete sali",
        ],
    );

    // delete: bundled, unknown, bad name
    let tr = t.cli("tr").args(["presets", "delete", "holdem"]).bad();
    assert_contains(&tr, &["`holdem`", "racon ile gelen hazır ayar silinemez"]);
    let en = t.cli("en").args(["presets", "delete", "holdem"]).bad();
    assert_contains(&en, &["`holdem`", "comes with racon and cannot be deleted"]);
    assert_contains(
        &t.cli("tr").args(["presets", "delete", "yok"]).bad(),
        &["böyle bir hazır ayar yok"],
    );
    assert_contains(
        &t.cli("en").args(["presets", "delete", "yok"]).bad(),
        &["no such preset"],
    );
    let tr = t.cli("tr").args(["presets", "delete", "../kapali-4"]).bad();
    assert_contains(
        &tr,
        &["`../kapali-4`", "yalnızca a-z harfleri, rakamlar ve '-'"],
    );
    let en = t.cli("en").args(["presets", "delete", "../kapali-4"]).bad();
    assert_contains(&en, &["`../kapali-4`", "letters a-z, digits and '-'"]);

    // usage errors
    t.cli("tr").args(["presets", "export", "holdem"]).bad();
    t.cli("en").args(["presets", "import"]).bad();
    t.cli("en").args(["presets", "list", "--jsn"]).bad();
    t.cli("tr").args(["presets", "list", "--jsn"]).bad();
    assert_contains(
        &t.cli("tr").args(["presets", "rename"]).bad(),
        &["`rename`", "bilinmeyen komut"],
    );
}

#[test]
fn cli_help_is_localized() {
    let t = Temp::new("cli-help");
    let tr = t.cli("tr").args(["presets", "--help"]).ok();
    assert_contains(
        &tr,
        &[
            "Hazır parti ayarları",
            "Kendi hazır ayarlarından birini sil.",
        ],
    );
    let en = t.cli("en").args(["presets", "--help"]).ok();
    assert_contains(&en, &["Party presets", "Delete one of your own presets."]);
    let tr = t.cli("tr").args(["presets", "export", "--help"]).ok();
    assert_contains(&tr, &["Hazır ayarın adı.", "Yazılacak dosya"]);
    let en = t.cli("en").args(["presets", "list", "--help"]).ok();
    assert_contains(&en, &["Print the list as JSON."]);
    assert_contains(&t.cli("tr").args(["--help"]).ok(), &["presets"]);
}

// ------------------------------------------------------------ docs

#[test]
fn the_example_in_formats_md_loads() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/FORMATS.md"),
    )
    .expect("docs/FORMATS.md");
    let section = doc
        .split("\n## ")
        .find(|s| s.starts_with("Party presets"))
        .expect("a `## Party presets` section");
    let example = section
        .split("```ron\n")
        .nth(1)
        .and_then(|s| s.split("```").next())
        .expect("a ron example");
    let setup = parse(example).unwrap_or_else(|e| panic!("FORMATS.md example: {e}"));
    assert_eq!(setup, parse(KAPALI_4).expect("kapali-4"));
}

#[test]
fn unknown_fields_inside_an_ante_plan_are_refused() {
    let text = edit(
        KAPALI_4,
        "gel_gel(amount: 10)",
        "gel_gel(amount: 10, cap: 50)",
    );
    let e = parse_err(&text);
    assert_eq!(e.line, line_of(&text, "ante:"), "{e}");
    assert_contains(
        &racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En),
        &["cap"],
    );
}

// ------------------------------------------- replace (host-walk #11, #26)

#[test]
fn import_replace_updates_a_user_preset_and_save_as_asks_first() {
    let t = Temp::new("replace");
    let dirs = t.dirs();
    let first = t.outside("cuma.ron");
    std::fs::write(&first, SMALL).expect("write");
    presets::import(&dirs, &first).expect("import");
    assert!(presets::user_exists(&dirs, "CUMA"));
    assert!(!presets::user_exists(&dirs, "kapali-4"), "bundled only");
    // An edited file: refused without --replace, taken with it.
    std::fs::write(&first, edit(SMALL, "cikma: 800", "cikma: 1600")).expect("write");
    assert!(matches!(
        presets::import(&dirs, &first),
        Err(PresetError::Exists { .. })
    ));
    let done = presets::import_with(&dirs, &first, true).expect("replace");
    assert!(!done.unchanged);
    assert_eq!(
        presets::load(&dirs, "cuma")
            .expect("load")
            .setup
            .stakes
            .cikma,
        Chips(1600)
    );
    // The CLI flag, and the hint that names it.
    std::fs::write(&first, SMALL).expect("write");
    let tr = t
        .cli("tr")
        .args(["presets", "import", first.to_str().expect("utf-8")])
        .bad();
    assert_contains(&tr, &["--replace"]);
    t.cli("tr")
        .args([
            "presets",
            "import",
            "--replace",
            first.to_str().expect("utf-8"),
        ])
        .ok();
    assert_eq!(
        presets::load(&dirs, "cuma")
            .expect("load")
            .setup
            .stakes
            .cikma,
        Chips(800)
    );
    // The screen's save: an existing user preset is replaced only when asked.
    let setup = presets::load(&dirs, "kapali-4").expect("load").setup;
    assert!(matches!(
        presets::save_as(&dirs, "cuma", &setup, false),
        Err(PresetError::Exists { .. })
    ));
    assert_eq!(
        presets::load(&dirs, "cuma")
            .expect("kept")
            .setup
            .stakes
            .cikma,
        Chips(800)
    );
    presets::save_as(&dirs, "cuma", &setup, true).expect("replace");
    assert_eq!(presets::load(&dirs, "cuma").expect("load").setup, setup);
    // A new name needs no question.
    presets::save_as(&dirs, "yeni", &setup, false).expect("new");
}

#[test]
fn an_invalid_import_is_all_turkish_under_turkish() {
    let t = Temp::new("tr-invalid");
    let bad = t.outside("eksi.ron");
    std::fs::write(&bad, edit(SMALL, "cikma: 800", "cikma: -5")).expect("write");
    let tr = t
        .cli("tr")
        .args(["presets", "import", bad.to_str().expect("utf-8")])
        .bad();
    assert_contains(&tr, &["stakes.cikma", "sıfırdan küçük olamaz"]);
    assert!(!tr.contains("must not"), "{tr}");
    let en = t
        .cli("en")
        .args(["presets", "import", bad.to_str().expect("utf-8")])
        .bad();
    assert_contains(&en, &["stakes.cikma", "must not be below zero"]);
}

#[path = "presets_chips.rs"]
mod chips;
