//! Bad input to the CLI: exit code 2, nothing on stdout, exactly one line on
//! stderr that names the offending token. Never a panic (exit 101).

use crate::common;

const TURKISH_LETTERS: &[char] = &['ı', 'İ', 'ş', 'Ş', 'ğ', 'Ğ', 'ü', 'Ü', 'ö', 'Ö', 'ç', 'Ç'];

/// What a failed run printed.
struct Failure {
    stderr: String,
}

/// Runs `racon ARGS…` (C.UTF-8, so messages are stable) and checks the
/// bad-input contract: exit code 2, empty stdout, one line on stderr.
fn run_bad(args: &[&str]) -> Failure {
    Failure {
        stderr: common::cli::bad(args),
    }
}

/// Asserts the stderr line names `token`.
fn assert_names(f: &Failure, args: &[&str], token: &str) {
    assert!(
        f.stderr.contains(token),
        "racon {args:?}: stderr should name {token:?}, got: {}",
        f.stderr
    );
}

/// Asserts the stderr line names at least one of `tokens`.
fn assert_names_any(f: &Failure, args: &[&str], tokens: &[&str]) {
    assert!(
        tokens.iter().any(|t| f.stderr.contains(t)),
        "racon {args:?}: stderr should name one of {tokens:?}, got: {}",
        f.stderr
    );
}

fn check(args: &[&str], token: &str) {
    let f = run_bad(args);
    assert_names(&f, args, token);
}

// ---------------------------------------------------------------- cards

#[test]
fn unknown_card() {
    check(
        &[
            "judge",
            "--rules",
            "kapali",
            "1x Kd Qc Js 9h",
            "Ah Ad 8c 8s 7h",
        ],
        "1x",
    );
}

#[test]
fn unknown_card_with_json_prints_nothing_on_stdout() {
    check(
        &[
            "judge",
            "--rules",
            "kapali",
            "--json",
            "Ah Kd Qc Js 1x",
            "Ad Ac 8c 8s 7h",
        ],
        "1x",
    );
}

#[test]
fn card_not_in_the_deck_for_the_head_count() {
    // kapali with 4 players plays 32 cards (7..A): there is no 6.
    check(
        &[
            "judge",
            "--rules",
            "kapali",
            "--players",
            "4",
            "6h Kd Qc Js 9h",
            "Ah Ad 8c 8s 7h",
        ],
        "6h",
    );
}

#[test]
fn card_not_in_the_turk_pokeri_deck_for_two_players() {
    // turk-pokeri with 2 players plays 24 cards (9..A): there is no 8.
    check(
        &[
            "judge",
            "--rules",
            "turk-pokeri",
            "--players",
            "2",
            "Ah Kd Qc Js 8h",
            "As Ad Kc Ks 9h",
        ],
        "8h",
    );
}

#[test]
fn duplicate_card_within_a_hand() {
    check(
        &[
            "judge",
            "--rules",
            "standart",
            "AsAsKdQcJh",
            "2c 3c 4d 5h 7s",
        ],
        "As",
    );
}

#[test]
fn duplicate_card_across_hands() {
    check(
        &[
            "judge",
            "--rules",
            "kapali",
            "Ah Kd Qc Js 9h",
            "Ah 8d 8c 7s 7h",
        ],
        "Ah",
    );
}

#[test]
fn duplicate_card_across_hands_in_other_notations() {
    // `kupa as` and `A♥` are the same card.
    let args = [
        "judge",
        "--rules",
        "kapali",
        "kupa as, karo rua, sinek dam, maça vale, kupa 9'lu",
        "A♥ 8♦ 8♣ 7♠ 7♥",
    ];
    let f = run_bad(&args);
    assert_names_any(&f, &args, &["Ah", "A♥", "kupa as"]);
}

#[test]
fn duplicate_card_between_hand_and_board() {
    check(
        &[
            "judge",
            "--rules",
            "texas-holdem",
            "--board",
            "Ah Kd Qc Js 9h",
            "Ah 2c",
            "3d 4d",
        ],
        "Ah",
    );
}

// ---------------------------------------------------------------- counts

#[test]
fn too_few_cards_for_a_five_card_game() {
    let args = [
        "judge",
        "--rules",
        "kapali",
        "Ah Kd Qc Js",
        "Ad Ac 8c 8s 7h",
    ];
    let f = run_bad(&args);
    assert_names_any(&f, &args, &["Ah Kd Qc Js", "4"]);
}

#[test]
fn too_many_cards_for_a_five_card_game() {
    let args = [
        "judge",
        "--rules",
        "turk-pokeri",
        "Ah Kd Qc Js 9h 8h",
        "Ad Ac 8c 8s 7h",
    ];
    let f = run_bad(&args);
    assert_names_any(&f, &args, &["Ah Kd Qc Js 9h 8h", "6"]);
}

#[test]
fn wrong_hole_count_for_texas_holdem() {
    let args = [
        "judge",
        "--rules",
        "texas-holdem",
        "--board",
        "Ah Kd Qc Js 9h",
        "2c 3c 4c",
        "5d 6d",
    ];
    let f = run_bad(&args);
    assert_names_any(&f, &args, &["2c 3c 4c", "3"]);
}

#[test]
fn wrong_hole_count_for_omaha() {
    let args = [
        "judge",
        "--rules",
        "omaha",
        "--board",
        "Ah Kd Qc Js 9h",
        "2c 3c",
        "5d 6d 7d 8d",
    ];
    let f = run_bad(&args);
    assert_names_any(&f, &args, &["2c 3c", "2"]);
}

// ---------------------------------------------------------------- rule sets and flags

#[test]
fn unknown_rule_set() {
    check(
        &[
            "judge",
            "--rules",
            "yok-boyle",
            "Ah Kd Qc Js 9h",
            "Ad Ac 8c 8s 7h",
        ],
        "yok-boyle",
    );
}

#[test]
fn bad_flag() {
    check(
        &[
            "judge",
            "--rules",
            "kapali",
            "--frobnicate",
            "Ah Kd Qc Js 9h",
            "Ad Ac 8c 8s 7h",
        ],
        "--frobnicate",
    );
}

#[test]
fn players_above_the_rule_sets_range() {
    // turk-pokeri seats 2–5.
    let args = [
        "judge",
        "--rules",
        "turk-pokeri",
        "--players",
        "6",
        "Ah Kd Qc Js 9h",
        "Ad Ac 8c 8s 7h",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "6");
}

#[test]
fn players_below_the_rule_sets_range() {
    // kapali seats 2–6.
    let args = [
        "judge",
        "--rules",
        "kapali",
        "--players",
        "1",
        "Ah Kd Qc Js 9h",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "1");
}

#[test]
fn players_above_kapali_range() {
    let args = [
        "judge",
        "--rules",
        "kapali",
        "--players",
        "7",
        "Ah Kd Qc Js 9h",
        "Ad Ac 8c 8s 7h",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "7");
}

#[test]
fn table_with_unknown_rule_set() {
    check(&["table", "--rules", "yok-boyle"], "yok-boyle");
}

#[test]
fn rules_show_with_unknown_id() {
    check(&["rules", "show", "yok-boyle"], "yok-boyle");
}

// ---------------------------------------------------------------- language

/// Bad-input cases whose message must follow `--lang` (flag placed after the
/// subcommand, as in the contract).
/// Each case lists the spellings of the offending token that count as naming it.
fn lang_cases(lang: &'static str) -> Vec<(Vec<&'static str>, &'static [&'static str])> {
    vec![
        (
            vec![
                "judge",
                "--rules",
                "kapali",
                "--lang",
                lang,
                "1x Kd Qc Js 9h",
                "Ah Ad 8c 8s 7h",
            ],
            &["1x"],
        ),
        (
            vec![
                "judge",
                "--rules",
                "kapali",
                "--players",
                "4",
                "--lang",
                lang,
                "6h Kd Qc Js 9h",
                "Ah Ad 8c 8s 7h",
            ],
            &["6h", "6♥", "kupa 6"],
        ),
        (
            vec![
                "judge",
                "--rules",
                "kapali",
                "--lang",
                lang,
                "Ah Kd Qc Js 9h",
                "Ah 8d 8c 7s 7h",
            ],
            &["Ah", "A♥", "kupa as"],
        ),
        (
            vec![
                "judge",
                "--rules",
                "yok-boyle",
                "--lang",
                lang,
                "Ah Kd Qc Js 9h",
                "Ad Ac 8c 8s 7h",
            ],
            &["yok-boyle"],
        ),
    ]
}

#[test]
fn turkish_error_lines_are_turkish() {
    for (args, tokens) in lang_cases("tr") {
        let f = run_bad(&args);
        assert_names_any(&f, &args, tokens);
        assert!(
            f.stderr.chars().any(|c| TURKISH_LETTERS.contains(&c)),
            "racon {args:?}: a --lang tr error should be Turkish (no ı/ş/ğ/ü/ö/ç in it): {}",
            f.stderr
        );
    }
}

#[test]
fn english_error_lines_are_english() {
    for (args, tokens) in lang_cases("en") {
        let f = run_bad(&args);
        assert_names_any(&f, &args, tokens);
        assert!(
            !f.stderr.chars().any(|c| TURKISH_LETTERS.contains(&c)),
            "racon {args:?}: a --lang en error should not contain Turkish letters: {}",
            f.stderr
        );
        // ASCII, or a symbol such as a suit sign or a typographic quote: no
        // other letters.
        assert!(
            f.stderr.chars().all(|c| c.is_ascii() || !c.is_alphabetic()),
            "racon {args:?}: a --lang en error should be ASCII-or-symbols: {}",
            f.stderr
        );
        assert!(
            f.stderr.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 8,
            "racon {args:?}: a --lang en error should say something in English: {}",
            f.stderr
        );
    }
}

// ---------------------------------------------------------------- verdict findings

/// B2: a showdown comes after the river; a board of 3 or 4 cards is refused.
#[test]
fn a_showdown_board_needs_five_cards() {
    for (rules, board, hands) in [
        ("texas-holdem", "Jh Th 2c", ["Ah Kh", "Qs Qd"]),
        ("texas-holdem", "Jh Th 2c 3d", ["Ah Kh", "Qs Qd"]),
        ("omaha", "Jh Th 2c 3d", ["Ah Kh 4c 5c", "Qs Qd 6c 7c"]),
    ] {
        let args = [
            "judge", "--rules", rules, "--board", board, hands[0], hands[1],
        ];
        let f = run_bad(&args);
        assert_names(&f, &args, "--board");
        assert_names(&f, &args, "5 board cards");
    }
}

/// B3: one card is "1 card".
#[test]
fn one_card_is_singular() {
    let args = [
        "judge",
        "--rules",
        "texas-holdem",
        "--board",
        "2c 3c 4c 5d 6d",
        "Ah",
        "As Kh",
    ];
    let f = run_bad(&args);
    assert!(
        f.stderr.contains("has 1 card,"),
        "racon {args:?}: {}",
        f.stderr
    );
}

/// The duplicate-card error names both hands that hold the card.
#[test]
fn a_duplicate_names_both_hands() {
    let args = [
        "judge",
        "--rules",
        "kapali",
        "Ah Kd Qc Js 9h",
        "8d 8c 7s 7h Ah",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "hand 1 and in hand 2");
    let args = [
        "judge",
        "--rules",
        "texas-holdem",
        "--board",
        "Ah Kd Qc Js 9h",
        "2c 3c",
        "Ah 2d",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "hand 2 and in the board");
}

/// A bad piece inside a glued word is reported with the word typed.
#[test]
fn a_glued_word_is_named_as_typed() {
    let args = [
        "judge",
        "--rules",
        "kapali",
        "Ahh Kd Qc Js 9h",
        "8d 8c 7s 7h 9c",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "`Ahh`");
    let args = [
        "--lang",
        "tr",
        "judge",
        "--rules",
        "kapali",
        "Ahh Kd Qc Js 9h",
        "8d 8c 7s 7h 9c",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "`Ahh` içinde");
}

/// Stud up cards: uneven counts and a missing dealer are bad input.
#[test]
fn stud_up_cards_must_be_even() {
    let args = ["judge", "--rules", "acik", "Ah Kd 9c", "Qc Qs"];
    let f = run_bad(&args);
    assert_names(&f, &args, "hand 2");
    let args = [
        "judge", "--rules", "acik", "--dealer", "3", "Ah Kd", "Qc Qs",
    ];
    // The dealer is checked even when suits settle ties: hand 3 is no seat.
    let f = run_bad(&args);
    assert_names(&f, &args, "--dealer");
    // Hands count from 1: 0 is no seat either (and no overflow).
    let args = [
        "judge", "--rules", "acik", "--dealer", "0", "Ah Kd", "Qc Qs",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "--dealer: got 0");
    let args = [
        "judge",
        "--rules",
        "acik",
        "--board",
        "9c 9d 8s 8h 7d",
        "Ah Kd",
        "Qc Qs",
    ];
    let f = run_bad(&args);
    assert_names(&f, &args, "--board");
}
