//! Data-driven checks of `racon judge` against the seeds' own examples.
//!
//! Two fixture files, one generic test each:
//! - `tests/fixtures/seed_hands.ron`: every example hand of S0 §24, S1 §4 and
//!   S4 §D with the category its section names;
//! - `tests/fixtures/tiebreaks.ron`: pairs of hands whose verdict turns on one
//!   tie-break or category-order rule (RULES.md §7, §8, §11).
//!
//! Each test runs the real binary once per fixture, collects every mismatch
//! and fails once at the end with the whole list, so one run shows everything.

use crate::common::cli::Racon;
use serde::Deserialize;
use serde_json::Value;
use std::path::PathBuf;

/// One example hand from a seed (`seed_hands.ron`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeedHand {
    source: String,
    rules: String,
    players: u32,
    cards: String,
    category: String,
    #[allow(dead_code)]
    note: String,
}

/// One tie-break / category-order case (`tiebreaks.ron`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TieBreak {
    rule: String,
    rules: String,
    players: u32,
    board: String,
    hands: Vec<String>,
    ranking: Vec<Vec<usize>>,
    decided_by: String,
    #[allow(dead_code)]
    note: String,
}

const CATEGORIES: &[&str] = &[
    "royal_flush",
    "straight_flush",
    "minor_straight_flush",
    "four_of_a_kind",
    "full_house",
    "flush",
    "straight",
    "major_straight",
    "minor_straight",
    "three_of_a_kind",
    "two_pair",
    "pair",
    "high_card",
];

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
        .join(name)
}

fn load<T: for<'de> Deserialize<'de>>(name: &str) -> Vec<T> {
    let path = fixture_path(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    ron::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The reason-line prefix (`--lang en`) for a `decided_by` value.
fn reason_prefix(decided_by: &str) -> Option<&'static str> {
    match decided_by {
        "category" => Some("Category:"),
        "ranks" => Some("Ranks:"),
        "suit" => Some("Suit:"),
        "tie" => Some("Tie:"),
        _ => None,
    }
}

/// The deck size the contract promises for the Turkish rule sets (RULES.md §6).
fn expected_deck_size(rules: &str, players: u32) -> Option<u64> {
    match (rules, players) {
        ("kapali", 2..=4) => Some(32),
        ("kapali", 5) => Some(40),
        ("kapali", 6) => Some(52),
        ("turk-pokeri", 2) => Some(24),
        ("turk-pokeri", 3) => Some(28),
        ("turk-pokeri", 4) => Some(32),
        ("turk-pokeri", 5) => Some(36),
        ("standart", _) => Some(52),
        _ => None,
    }
}

/// Runs `racon judge --rules R --players N --json --lang en [--board B] HAND...`
/// and returns the parsed JSON, or a description of what went wrong.
fn judge(rules: &str, players: u32, board: &str, hands: &[&str]) -> Result<Value, String> {
    let mut cmd = Racon::new()
        .args(["judge", "--rules", rules, "--players"])
        .arg(players.to_string())
        .args(["--json", "--lang", "en"]);
    if !board.is_empty() {
        cmd = cmd.arg("--board").arg(board);
    }
    let out = cmd.args(hands).output();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!(
            "exit {:?}; stderr: {}",
            out.status.code(),
            stderr.trim_end()
        ));
    }
    serde_json::from_str(&stdout)
        .map_err(|e| format!("stdout is not one JSON object ({e}): {}", stdout.trim_end()))
}

fn json_ranking(v: &Value) -> Option<Vec<Vec<usize>>> {
    serde_json::from_value(v.get("ranking")?.clone()).ok()
}

fn json_reasons(v: &Value) -> Option<Vec<String>> {
    serde_json::from_value(v.get("reason")?.clone()).ok()
}

fn json_category(v: &Value, i: usize) -> Option<String> {
    v.get("hands")?
        .get(i)?
        .get("category")?
        .as_str()
        .map(str::to_string)
}

fn finish(what: &str, total: usize, failures: Vec<String>) {
    if !failures.is_empty() {
        panic!(
            "{} of {total} {what} fixtures failed:\n  - {}",
            failures.len(),
            failures.join("\n  - ")
        );
    }
}

#[test]
fn seed_hands_have_their_seed_category() {
    let fixtures: Vec<SeedHand> = load("seed_hands.ron");
    assert!(!fixtures.is_empty(), "seed_hands.ron is empty");
    let mut failures = Vec::new();

    for f in &fixtures {
        let tag = format!("[{}] {} {}p \"{}\"", f.source, f.rules, f.players, f.cards);
        if !CATEGORIES.contains(&f.category.as_str()) {
            failures.push(format!(
                "{tag}: fixture names unknown category {:?}",
                f.category
            ));
            continue;
        }
        let v = match judge(&f.rules, f.players, "", &[f.cards.as_str()]) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("{tag}: {e}"));
                continue;
            }
        };
        match json_category(&v, 0) {
            Some(c) if c == f.category => {}
            Some(c) => failures.push(format!("{tag}: category {c}, expected {}", f.category)),
            None => failures.push(format!("{tag}: no hands[0].category in {v}")),
        }
        if let Some(want) = expected_deck_size(&f.rules, f.players) {
            match v.get("deck_size").and_then(Value::as_u64) {
                Some(k) if k == want => {}
                other => failures.push(format!("{tag}: deck_size {other:?}, expected {want}")),
            }
        }
        match v
            .get("hands")
            .and_then(|h| h.get(0))
            .and_then(|h| h.get("best"))
        {
            Some(Value::Array(best)) if best.len() == 5 => {}
            other => failures.push(format!("{tag}: hands[0].best is not 5 cards: {other:?}")),
        }
    }

    finish("seed-hand", fixtures.len(), failures);
}

#[test]
fn tiebreak_fixtures_rank_as_expected() {
    let fixtures: Vec<TieBreak> = load("tiebreaks.ron");
    assert!(!fixtures.is_empty(), "tiebreaks.ron is empty");
    let mut failures = Vec::new();

    for f in &fixtures {
        let tag = format!("[{}] {} {}p", f.rule, f.rules, f.players);
        let Some(prefix) = reason_prefix(&f.decided_by) else {
            failures.push(format!(
                "{tag}: fixture has unknown decided_by {:?}",
                f.decided_by
            ));
            continue;
        };
        let hands: Vec<&str> = f.hands.iter().map(String::as_str).collect();
        let v = match judge(&f.rules, f.players, &f.board, &hands) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("{tag} {:?}: {e}", f.hands));
                continue;
            }
        };

        let categories: Vec<String> = (0..hands.len())
            .map(|i| json_category(&v, i).unwrap_or_else(|| "?".into()))
            .collect();

        match json_ranking(&v) {
            Some(r) if r == f.ranking => {}
            Some(r) => failures.push(format!(
                "{tag} {:?}: ranking {r:?}, expected {:?} (categories {categories:?})",
                f.hands, f.ranking
            )),
            None => failures.push(format!("{tag}: no ranking in {v}")),
        }

        // `winners` is the first ranking group.
        if let Some(w) = v
            .get("winners")
            .and_then(|w| serde_json::from_value::<Vec<usize>>(w.clone()).ok())
        {
            if Some(&w) != f.ranking.first() {
                failures.push(format!(
                    "{tag} {:?}: winners {w:?}, expected {:?}",
                    f.hands,
                    f.ranking.first()
                ));
            }
        } else {
            failures.push(format!("{tag}: no winners array in {v}"));
        }

        let reasons = json_reasons(&v).unwrap_or_default();
        let mut need = vec![prefix];
        // A split group anywhere in the ranking must be explained as a tie.
        if f.ranking.iter().any(|g| g.len() > 1) && prefix != "Tie:" {
            need.push("Tie:");
        }
        for p in need {
            if !reasons.iter().any(|r| r.trim_start().starts_with(p)) {
                failures.push(format!(
                    "{tag} {:?}: no reason line starting with {p:?}; reasons: {reasons:?}",
                    f.hands
                ));
            }
        }
    }

    finish("tie-break", fixtures.len(), failures);
}
