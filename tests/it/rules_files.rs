//! Rule-set files: the bundled ones, user files in `$RACON_CONFIG_DIR/rules/`
//! that add or override a set, and the ways a user file can be wrong
//! (RELIABILITY cases 5, 10, 12 and 13): every error names file:line:col,
//! exits 2 with one line on stderr, and never panics.

use crate::common::cli::Racon;
use racon::rules::load::{self, LoadError};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The problem in English, without its place.
fn message(e: &LoadError) -> String {
    racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En)
}

const KAPALI: &str = include_str!("../../presets/rules/kapali.ron");
const EXAMPLE: &str = include_str!("../../assets/ev-kurali.ron");

const BUNDLED_IDS: [&str; 10] = [
    "kapali",
    "kapali-frekans",
    "turk-pokeri",
    "klasgaming",
    "acik",
    "standart",
    "texas-holdem",
    "omaha",
    "omaha-5",
    "short-deck",
];

/// Two kapalı hands equal in rank: per as, papaz, kız, dokuzlu. Kapali looks
/// at the top kicker's suit (C13), so K♥ makes the second hand win.
const PAIR_1: &str = "Ah Ad Kc Qs 9h";
const PAIR_2: &str = "As Ac Kh Qd 9s";

// ------------------------------------------------------------ helpers

/// A config dir under the system temp dir, removed when dropped.
struct ConfigDir {
    root: PathBuf,
    _dir: tempfile::TempDir,
}

impl ConfigDir {
    fn new(tag: &str) -> ConfigDir {
        let dir = tempfile::Builder::new()
            .prefix(&format!("racon-rules-files-{tag}-"))
            .tempdir()
            .expect("create temp config dir");
        let root = dir.path().to_path_buf();
        std::fs::create_dir_all(root.join("rules")).expect("create temp config dir");
        ConfigDir { root, _dir: dir }
    }

    /// Writes `rules/<file>`.
    fn write(&self, file: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
        let path = self.root.join("rules").join(file);
        std::fs::write(&path, bytes).expect("write rule file");
        path
    }

    /// `racon` with this config dir, English by `LANG`.
    fn cli(&self) -> Racon {
        Racon::new()
            .locale(&[("LANG", "C.UTF-8")])
            .config_dir(&self.root)
    }

    /// A judge run on the two pair hands, as JSON.
    fn judge_json(&self, rules: &str) -> Value {
        self.cli()
            .args(["judge", "--rules", rules, "--json", PAIR_1, PAIR_2])
            .json()
    }

    /// `racon judge` on a user `rules/kapali.ron` that must be refused; the
    /// stderr line must name `kapali.ron:LINE:COL`.
    fn refused(&self, text: impl AsRef<[u8]>, line: usize, col: usize) -> String {
        self.write("kapali.ron", text);
        let err = self
            .cli()
            .args(["judge", "--rules", "kapali", PAIR_1, PAIR_2])
            .bad();
        let at = format!("kapali.ron:{line}:{col}:");
        assert!(err.contains(&at), "stderr should name {at}, got: {err}");
        err
    }
}

/// 1-based number of the first line that starts (after indentation) with
/// `start`.
fn line_of(text: &str, start: &str) -> usize {
    text.lines()
        .position(|l| l.trim_start().starts_with(start))
        .unwrap_or_else(|| panic!("no line starts with {start:?}"))
        + 1
}

/// `text` with `from` replaced exactly once.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert_eq!(text.matches(from).count(), 1, "{from:?} must occur once");
    text.replacen(from, to, 1)
}

/// Kapali with another id (and so another file name).
fn kapali_as(id: &str) -> String {
    edit(KAPALI, "id: \"kapali\"", &format!("id: \"{id}\""))
}

fn parse_err(text: &str) -> LoadError {
    match load::parse("kapali.ron", text) {
        Ok(r) => panic!("{} should have been refused", r.id),
        Err(e) => e,
    }
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a JSON array")
        .iter()
        .map(|r| r["id"].as_str().expect("id").to_string())
        .collect()
}

fn ranking(v: &Value) -> Vec<Vec<u64>> {
    serde_json::from_value(v["ranking"].clone()).expect("ranking")
}

// ------------------------------------------------------------ bundled sets

#[test]
fn every_bundled_rule_set_parses_and_validates() {
    let mut seen = BTreeSet::new();
    for ((file, text), parsed) in load::BUNDLED.iter().zip(load::bundled()) {
        let rules = parsed.unwrap_or_else(|e| panic!("bundled {file}: {e}"));
        rules
            .validate()
            .unwrap_or_else(|e| panic!("bundled {file}: {e}"));
        assert_eq!(
            Some(rules.id.as_str()),
            file.strip_suffix(".ron"),
            "id must equal the file name"
        );
        assert!(
            seen.insert(rules.id.clone()),
            "{} is bundled twice",
            rules.id
        );
        assert_eq!(load::bundled_text(&rules.id), Some(*text));
        // The embedded text is the file in presets/rules/.
        let on_disk = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("presets/rules")
                .join(file),
        )
        .expect("read preset");
        assert_eq!(on_disk, *text, "{file} differs from the embedded text");
    }
    let want: BTreeSet<String> = BUNDLED_IDS.iter().map(|s| s.to_string()).collect();
    assert_eq!(seen, want);
    // Nothing in presets/rules/ is left out of the binary.
    let files: BTreeSet<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/rules"))
            .expect("list presets")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter_map(|n| n.strip_suffix(".ron").map(str::to_string))
            .collect();
    assert_eq!(files, want);
}

#[test]
fn rules_json_lists_all_bundled_sets() {
    let dir = ConfigDir::new("list");
    let list: Value =
        serde_json::from_str(&dir.cli().args(["rules", "--json"]).ok()).expect("JSON");
    let got = ids(&list);
    let mut want: Vec<String> = BUNDLED_IDS.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(got, want, "sorted by id, all ten");
    for r in list.as_array().expect("array") {
        assert_eq!(r["origin"], "bundled", "{}", r["id"]);
    }
    // The text listing names every id too.
    let text = dir.cli().args(["rules"]).ok();
    for id in BUNDLED_IDS {
        assert!(
            text.lines()
                .any(|l| l.split_whitespace().next() == Some(id)),
            "`racon rules` does not list {id}:\n{text}"
        );
    }
}

#[test]
fn rules_show_prints_the_bundled_file() {
    let dir = ConfigDir::new("show");
    assert_eq!(dir.cli().args(["rules", "show", "kapali"]).ok(), KAPALI);
    for (file, text) in load::BUNDLED {
        let id = file.strip_suffix(".ron").expect(".ron");
        assert_eq!(
            dir.cli().args(["rules", "show", id]).ok(),
            *text,
            "rules show {id}"
        );
    }
    let err = dir.cli().args(["rules", "show", "yok-boyle"]).bad();
    assert!(err.contains("yok-boyle"), "{err}");
}

// ------------------------------------------------------------ user files

#[test]
fn user_file_adds_a_rule_set() {
    let dir = ConfigDir::new("add");
    let text = edit(
        &kapali_as("ev-kurali"),
        "split_ties: false",
        "split_ties: true",
    );
    let path = dir.write("ev-kurali.ron", &text);

    let list: Value =
        serde_json::from_str(&dir.cli().args(["rules", "--json"]).ok()).expect("JSON");
    let got = ids(&list);
    assert_eq!(got.len(), 11, "{got:?}");
    let entry = list
        .as_array()
        .expect("array")
        .iter()
        .find(|r| r["id"] == "ev-kurali")
        .expect("ev-kurali is listed");
    assert_eq!(entry["origin"], path.display().to_string());
    assert_eq!(entry["split_ties"], true);
    assert!(
        dir.cli()
            .args(["rules"])
            .ok()
            .lines()
            .any(|l| l.starts_with("ev-kurali ") && l.ends_with("[user]")),
        "text listing marks the user file"
    );
    assert_eq!(dir.cli().args(["rules", "show", "ev-kurali"]).ok(), text);

    // Kapali separates the two hands by suit ...
    let kapali = dir.judge_json("kapali");
    assert_eq!(ranking(&kapali), vec![vec![1], vec![0]]);
    // ... the house rule splits the pot.
    let house = dir.judge_json("ev-kurali");
    assert_eq!(house["rules"], "ev-kurali");
    assert_eq!(ranking(&house), vec![vec![0, 1]]);
    assert_eq!(house["winners"], serde_json::json!([0, 1]));
    let reason: Vec<&str> = house["reason"]
        .as_array()
        .expect("reason")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(reason.iter().any(|l| l.starts_with("Tie:")), "{reason:?}");
    assert!(!reason.iter().any(|l| l.starts_with("Suit:")), "{reason:?}");
}

#[test]
fn user_file_overrides_a_bundled_set() {
    let dir = ConfigDir::new("override");
    assert_eq!(ranking(&dir.judge_json("kapali")), vec![vec![1], vec![0]]);

    // Reverse the suit order: K♣ now beats K♥.
    let text = edit(
        KAPALI,
        "suit_order: [hearts, diamonds, clubs, spades]",
        "suit_order: [spades, clubs, diamonds, hearts]",
    );
    let path = dir.write("kapali.ron", &text);
    assert_eq!(ranking(&dir.judge_json("kapali")), vec![vec![0], vec![1]]);

    let list: Value =
        serde_json::from_str(&dir.cli().args(["rules", "--json"]).ok()).expect("JSON");
    assert_eq!(ids(&list).len(), 10, "an override adds no entry");
    let entry = list
        .as_array()
        .expect("array")
        .iter()
        .find(|r| r["id"] == "kapali")
        .expect("kapali");
    assert_eq!(entry["origin"], path.display().to_string());
    assert_eq!(dir.cli().args(["rules", "show", "kapali"]).ok(), text);
    // Other bundled sets are untouched.
    assert_eq!(
        ranking(&dir.judge_json("acik")),
        vec![vec![1], vec![0]],
        "acik keeps kupa > karo > sinek > maça"
    );
}

#[test]
fn config_dir_flag_works_like_the_variable() {
    let dir = ConfigDir::new("flag");
    dir.write("ev-kurali.ron", kapali_as("ev-kurali"));
    let root = dir.root.display().to_string();
    let out = Racon::new()
        .env_remove("RACON_CONFIG_DIR")
        .locale(&[("LANG", "C.UTF-8")])
        .args(["--config-dir", &root, "rules", "show", "ev-kurali"])
        .ok();
    assert_eq!(out, kapali_as("ev-kurali"));
}

#[test]
fn the_commented_example_parses_and_works() {
    let rules = load::parse("ev-kurali.ron", EXAMPLE).unwrap_or_else(|e| panic!("{e}"));
    rules.validate().expect("valid");
    assert_eq!(
        rules.id, "ev-kurali",
        "its id must match assets/ev-kurali.ron"
    );
    assert!(rules.split_ties);
    // Apart from id, name, source and split_ties it is kapali.
    let kapali = load::parse("kapali.ron", KAPALI).expect("kapali");
    let mut same = rules.clone();
    same.id = kapali.id.clone();
    same.name = kapali.name.clone();
    same.source = kapali.source.clone();
    same.split_ties = kapali.split_ties;
    assert_eq!(same, kapali);

    let dir = ConfigDir::new("example");
    dir.write("ev-kurali.ron", EXAMPLE);
    let v = dir.judge_json("ev-kurali");
    assert_eq!(ranking(&v), vec![vec![0, 1]]);
}

// ------------------------------------------------------------ errors, in process

#[test]
fn parse_error_unknown_field_has_line_and_col() {
    let text = edit(
        KAPALI,
        "    ace_low: true,\n",
        "    ace_low: true,\n    colour: 1,\n",
    );
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (line_of(KAPALI, "ace_low:") + 1, 5), "{e}");
    assert_eq!(e.file, "kapali.ron");
    assert!(message(&e).contains("colour"), "{e}");
    assert!(
        e.to_string()
            .starts_with(&format!("kapali.ron:{}:5: ", e.line)),
        "{e}"
    );

    // Inside a nested struct: the column of the unknown name.
    let text = edit(
        KAPALI,
        "players: (min: 2, max: 6, default: 4)",
        "players: (min: 2, max: 6, default: 4, seats: 9)",
    );
    let e = parse_err(&text);
    let line = line_of(KAPALI, "players:");
    let col = KAPALI
        .lines()
        .nth(line - 1)
        .expect("line")
        .find("default")
        .expect("default")
        + 13;
    assert_eq!((e.line, e.col), (line, col), "{e}");
    assert!(message(&e).contains("seats"), "{e}");
}

#[test]
fn parse_error_syntax_has_line_and_col() {
    // A doubled comma: the second one is where an identifier was expected.
    let text = edit(KAPALI, "    ace_low: true,\n", "    ace_low: true,,\n");
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (line_of(KAPALI, "ace_low:"), 19), "{e}");

    // An unknown value for an enum field: the column of the value.
    let text = edit(KAPALI, "    shape: draw,", "    shape: poker,");
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (line_of(KAPALI, "shape:"), 12), "{e}");
    assert!(message(&e).contains("poker"), "{e}");

    // Trailing text after the rule set.
    let text = format!("{KAPALI}x\n");
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (KAPALI.lines().count() + 1, 1), "{e}");

    // Empty file.
    let e = parse_err("");
    assert_eq!((e.line, e.col), (1, 1), "{e}");
}

#[test]
fn validation_errors_name_the_field_and_its_line() {
    let players = line_of(KAPALI, "players:");
    let e = parse_err(&edit(KAPALI, "min: 2, max: 6", "min: 1, max: 6"));
    assert_eq!((e.line, e.col), (players, 5), "{e}");
    assert!(message(&e).starts_with("players: "), "{e}");

    let e = parse_err(&edit(
        KAPALI,
        "(players: 2, cards: 32)",
        "(players: 2, cards: 30)",
    ));
    assert_eq!((e.line, e.col), (line_of(KAPALI, "decks:"), 5), "{e}");
    assert!(message(&e).starts_with("decks: "), "{e}");
    assert!(message(&e).contains("30"), "{e}");

    let e = parse_err(&edit(
        KAPALI,
        "suit_order: [hearts, diamonds, clubs, spades]",
        "suit_order: [hearts, diamonds, clubs, hearts]",
    ));
    assert_eq!((e.line, e.col), (line_of(KAPALI, "suit_order:"), 5), "{e}");

    let e = parse_err(&edit(
        KAPALI,
        "        (category: high_card, ranks: all, suit: top_card),\n",
        "",
    ));
    assert_eq!((e.line, e.col), (line_of(KAPALI, "categories:"), 5), "{e}");
    assert!(message(&e).contains("high_card"), "{e}");

    let e = parse_err(&edit(KAPALI, "id: \"kapali\"", "id: \"Kapalı\""));
    assert_eq!((e.line, e.col), (line_of(KAPALI, "id:"), 5), "{e}");

    // A comment that mentions the field, or the same name nested in `decks`
    // above it, does not move the location off the field itself.
    let moved = edit(KAPALI, "    players: (min: 2, max: 6, default: 4),\n", "");
    let moved = edit(
        &moved,
        "    ace_low: true,\n",
        "    ace_low: true,\n    // players: (min, max, default)\n    players: (min: 1, max: 6, default: 4),\n",
    );
    let e = parse_err(&moved);
    assert_eq!(
        (e.line, e.col),
        (line_of(&moved, "players: (min"), 5),
        "{e}"
    );
}

#[test]
fn format_versions() {
    let format = line_of(KAPALI, "format:");
    let e = parse_err(&edit(KAPALI, "format: 1", "format: 2"));
    assert_eq!((e.line, e.col), (format, 5), "{e}");
    assert!(message(&e).contains("newer"), "{e}");
    let e = parse_err(&edit(KAPALI, "format: 1", "format: 0"));
    assert_eq!((e.line, e.col), (format, 5), "{e}");
    let e = parse_err(&edit(KAPALI, "    format: 1,\n", ""));
    assert!(message(&e).contains("format"), "{e}");
}

#[test]
fn ron_extensions_are_refused() {
    let e = parse_err(&format!("#![enable(implicit_some)]\n{KAPALI}"));
    assert_eq!((e.line, e.col), (1, 1), "{e}");
    assert!(message(&e).contains("extensions"), "{e}");
    // Spaces inside the attribute are still an attribute.
    let text = format!(
        "// house rules\n  #! [ enable(implicit_some) ]\n{}",
        edit(KAPALI, "Some((pair_of: king))", "(pair_of: king)")
    );
    let e = parse_err(&text);
    assert_eq!((e.line, e.col), (2, 3), "{e}");
    // Merely mentioning the syntax in a comment is fine.
    let text = format!("// not #![enable(implicit_some)]\n{KAPALI}");
    assert!(load::parse("kapali.ron", &text).is_ok());
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = |open: &str, close: &str| open.repeat(10_000) + &close.repeat(10_000);
    let cases = [
        deep("[", "]"),
        deep("(", ")"),
        format!("RuleSet(format: 1, id: {})", deep("[", "]")),
        format!(
            "RuleSet(format: 1, id: \"kapali\", name: {})",
            deep("(", ")")
        ),
        edit(
            KAPALI,
            "opener: Some((pair_of: king))",
            &format!("opener: {}", deep("Some(", ")")),
        ),
        edit(
            KAPALI,
            "categories: [",
            &format!("categories: {}", "[".repeat(10_000)),
        ),
        format!("RuleSet(colour: {})", deep("[", "]")),
        "[".repeat(10_000),
    ];
    for text in &cases {
        let e = parse_err(text);
        assert!(e.line >= 1 && e.col >= 1, "{e}");
    }
}

#[test]
fn no_prefix_of_a_rule_set_panics() {
    // Every truncation of a valid file is an error with a location, never a
    // panic; so is every file with one line removed, unless the line is optional.
    for (i, _) in KAPALI.char_indices().skip(1) {
        let prefix = &KAPALI[..i];
        if let Err(e) = load::parse("kapali.ron", prefix) {
            assert!(e.line >= 1 && e.col >= 1);
        }
    }
    let lines: Vec<&str> = KAPALI.lines().collect();
    for skip in 0..lines.len() {
        let text: String = lines
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != skip)
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        let r = load::parse("kapali.ron", &text);
        let t = lines[skip].trim();
        // Blank lines and comments mean nothing; these two fields have defaults.
        let optional = t.is_empty()
            || t.starts_with("//")
            || t.starts_with("by_frequency:")
            || t.starts_with("opener:");
        assert_eq!(r.is_ok(), optional, "without line {}: {t}", skip + 1);
    }
}

// ------------------------------------------------------------ errors, through the CLI

#[test]
fn cli_unknown_field_names_file_line_col() {
    let dir = ConfigDir::new("unknown-field");
    let text = edit(
        KAPALI,
        "    ace_low: true,\n",
        "    ace_low: true,\n    colour: 1,\n",
    );
    let err = dir.refused(&text, line_of(KAPALI, "ace_low:") + 1, 5);
    assert!(err.contains("colour"), "{err}");
    // The full path is named, so the host knows which file to fix.
    assert!(err.contains(&dir.root.display().to_string()), "{err}");
    // `rules show` refuses it too.
    let err = dir.cli().args(["rules", "show", "kapali"]).bad();
    assert!(err.contains("kapali.ron:"), "{err}");
}

#[test]
fn cli_syntax_error_names_file_line_col() {
    let dir = ConfigDir::new("syntax");
    let text = edit(KAPALI, "    ace_low: true,\n", "    ace_low: true,,\n");
    dir.refused(&text, line_of(KAPALI, "ace_low:"), 19);
}

#[test]
fn cli_validation_errors_name_the_field_and_line() {
    let dir = ConfigDir::new("validation");
    let err = dir.refused(
        edit(KAPALI, "min: 2, max: 6", "min: 1, max: 6"),
        line_of(KAPALI, "players:"),
        5,
    );
    assert!(err.contains("players:"), "{err}");
    let err = dir.refused(
        edit(KAPALI, "(players: 2, cards: 32)", "(players: 2, cards: 30)"),
        line_of(KAPALI, "decks:"),
        5,
    );
    assert!(err.contains("decks:") && err.contains("30"), "{err}");
}

#[test]
fn cli_refuses_extensions_and_newer_formats() {
    let dir = ConfigDir::new("format");
    let err = dir.refused(format!("#![enable(implicit_some)]\n{KAPALI}"), 1, 1);
    assert!(err.contains("#![enable"), "{err}");
    let err = dir.refused(
        edit(KAPALI, "format: 1", "format: 2"),
        line_of(KAPALI, "format:"),
        5,
    );
    assert!(err.contains("newer"), "{err}");
}

#[test]
fn cli_refuses_an_id_that_is_not_the_file_name() {
    let dir = ConfigDir::new("id");
    let err = dir.refused(kapali_as("kapali-2"), line_of(KAPALI, "id:"), 5);
    assert!(err.contains("kapali-2"), "{err}");
    // A file whose id names a bundled set does not replace it under another
    // file name.
    std::fs::remove_file(dir.root.join("rules/kapali.ron")).expect("remove");
    dir.write(
        "evde.ron",
        edit(
            KAPALI,
            "suit_order: [hearts, diamonds, clubs, spades]",
            "suit_order: [spades, clubs, diamonds, hearts]",
        ),
    );
    let err = dir
        .cli()
        .args(["judge", "--rules", "evde", PAIR_1, PAIR_2])
        .bad();
    assert!(
        err.contains("evde.ron:") && err.contains("must match"),
        "{err}"
    );
    assert_eq!(ranking(&dir.judge_json("kapali")), vec![vec![1], vec![0]]);
    let r = dir.cli().args(["rules", "--json"]).run();
    let list: Value = serde_json::from_str(&r.stdout).expect("JSON");
    assert_eq!(ids(&list).len(), 10);
    assert!(
        list.as_array()
            .expect("array")
            .iter()
            .all(|e| e["origin"] == "bundled")
    );
    assert!(r.stderr.contains("evde.ron:"), "{}", r.stderr);
}

#[test]
fn cli_non_utf8_names_the_byte_offset() {
    let dir = ConfigDir::new("utf8");
    let at = KAPALI.find("RuleSet(").expect("RuleSet(") + "RuleSet(".len();
    let mut bytes = KAPALI.as_bytes().to_vec();
    bytes.insert(at, 0xff);
    let err = dir.refused(bytes, 1, 1);
    assert!(err.contains(&format!("offset {at}")), "{err}");
}

#[test]
fn cli_refuses_a_file_too_large() {
    let dir = ConfigDir::new("large");
    let mut text = KAPALI.to_string();
    let filler = format!("// {}\n", "x".repeat(96));
    while text.len() < 2 << 20 {
        text.push_str(&filler);
    }
    let err = dir.refused(&text, 1, 1);
    assert!(err.contains(&text.len().to_string()), "{err}");
    assert!(err.contains("limit"), "{err}");
}

#[test]
fn cli_deep_nesting_exits_2() {
    let dir = ConfigDir::new("nesting");
    let nested = "[".repeat(10_000) + &"]".repeat(10_000);
    dir.refused(&nested, 1, 1);
    let text = format!("RuleSet(\n    format: 1,\n    id: {nested},\n)\n");
    dir.refused(&text, 3, 9);
    let text = edit(
        KAPALI,
        "opener: Some((pair_of: king))",
        &format!("opener: {}{}", "Some(".repeat(10_000), ")".repeat(10_000)),
    );
    dir.write("kapali.ron", &text);
    dir.cli()
        .args(["judge", "--rules", "kapali", PAIR_1, PAIR_2])
        .bad();
}

#[test]
fn a_broken_user_file_does_not_hide_the_good_ones() {
    let dir = ConfigDir::new("broken");
    dir.write("ev-kurali.ron", kapali_as("ev-kurali"));
    dir.write("bozuk.ron", "RuleSet(format: 1, id: \"bozuk\",,)");
    dir.write("notes.txt", "not a rule set");

    let r = dir.cli().args(["rules", "--json"]).run();
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let list: Value = serde_json::from_str(&r.stdout).expect("JSON");
    let got = ids(&list);
    assert_eq!(got.len(), 11, "{got:?}");
    assert!(got.iter().any(|i| i == "ev-kurali"));
    assert!(!got.iter().any(|i| i == "bozuk"));
    assert_eq!(r.stderr.lines().count(), 1, "one warning:\n{}", r.stderr);
    assert!(r.stderr.contains("bozuk.ron:1:"), "{}", r.stderr);

    let r = dir.cli().args(["rules"]).run();
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stdout.contains("ev-kurali"));
    assert!(r.stderr.contains("bozuk.ron:1:"), "{}", r.stderr);

    // Using the good sets still works; using the broken one is refused.
    dir.judge_json("ev-kurali");
    dir.judge_json("kapali");
    let err = dir
        .cli()
        .args(["judge", "--rules", "bozuk", PAIR_1, PAIR_2])
        .bad();
    assert!(err.contains("bozuk.ron:1:"), "{err}");
}
