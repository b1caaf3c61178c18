//! `--lang tr` / `--lang en` switch every line of a verdict, and the default
//! follows the locale (LC_ALL, then LC_MESSAGES, then LANG; Turkish when it
//! starts with `tr`).

use crate::common::cli::Racon;
use serde_json::Value;
use std::collections::BTreeSet;

/// English words that must not appear in Turkish output.
const ENGLISH: &[&str] = &[
    "hand", "hands", "winner", "category", "rank", "ranks", "suit", "suits", "tie", "pair",
    "pairs", "flush", "straight", "because", "split", "cannot", "open", "opens", "kicker",
    "decides", "both", "equal", "above", "the", "and", "card", "cards", "players", "full", "house",
    "high", "four", "three", "two", "kind", "order", "same", "hearts", "diamonds", "clubs",
    "spades", "ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "under", "rules",
    "minor", "of",
];

/// Turkish words that must not appear in English output.
const TURKISH: &[&str] = &[
    "el",
    "eller",
    "kazanan",
    "tür",
    "sayı",
    "sayılar",
    "cins",
    "cinsi",
    "cinse",
    "eşit",
    "per",
    "perdeki",
    "kent",
    "renk",
    "çünkü",
    "açar",
    "açamaz",
    "belirler",
    "ikisi",
    "de",
    "aynı",
    "kağıt",
    "kağıdın",
    "oyuncu",
    "bölünür",
    "sırası",
    "sıralamasında",
    "ve",
    "denk",
    "kare",
    "ful",
    "döper",
    "üç",
    "üçlü",
    "büyük",
    "yan",
    "kupa",
    "karo",
    "sinek",
    "maça",
    "papaz",
    "kız",
    "vale",
    "onlu",
    "onlunun",
    "dokuzlu",
    "sekizli",
    "yedili",
    "asın",
    "floş",
    "minör",
    "yüksek",
    "benzemez",
    "dizi",
    "bu",
    "kurallarda",
    "bakılmaz",
    "oynuyor",
    "beş",
];

/// Two kapalı hands equal in rank; the top kicker's suit decides (C13).
const PAIR_1: &str = "Ah Ad Kc Qs 9h";
const PAIR_2: &str = "As Ac Kh Qd 9s";

struct Case {
    rules: &'static str,
    board: Option<&'static str>,
    hands: &'static [&'static str],
}

/// Verdicts covering every step (category, ranks, suit, tie with and without
/// the same five cards), every suit rule, the opener and every shape.
const CASES: &[Case] = &[
    // Draw: category, ranks (kicker), opener yes and no.
    Case {
        rules: "kapali",
        board: None,
        hands: &[
            "Kh Kd Ks 7c 7d",
            "Jh Jd 9c 9s 8h",
            "Qh Qd 10c 8s 7h",
            "Js Jc 9h 9d Ac",
        ],
    },
    // Draw: suit by the top kicker (C13).
    Case {
        rules: "kapali",
        board: None,
        hands: &[PAIR_1, PAIR_2],
    },
    // Draw: ranks deep in a flush and in high cards.
    Case {
        rules: "kapali",
        board: None,
        hands: &[
            "Ah Qh 10h 8h 7h",
            "Ad Qd 10d 9d 7d",
            "Ks Qc Jd 9h 8s",
            "Kc Qs Jh 9c 7c",
        ],
    },
    // Draw: suit by the top card (C7, S0).
    Case {
        rules: "kapali",
        board: None,
        hands: &["Kh Qs Jd 10c 9s", "Ks Qh Jc 10d 9h"],
    },
    // Türk pokeri: suit of the ten (C7, S4), a renamed category (3'lü).
    Case {
        rules: "turk-pokeri",
        board: None,
        hands: &["Kh Qs Jd 10c 9s", "Ks Qh Jc 10d 9h", "Ah Ac Ad 9c 8d"],
    },
    // Türk pokeri: suit of the ace of a minör kent, high cards.
    Case {
        rules: "turk-pokeri",
        board: None,
        hands: &[
            "Ah 7c 8d 9s 10h",
            "As 7d 8c 9h 10s",
            "Kh Qd Jc 9c 7h",
            "Kd Qc Js 9d 8h",
        ],
    },
    // Türk pokeri: best suit in the pair (C13, S4).
    Case {
        rules: "turk-pokeri",
        board: None,
        hands: &[PAIR_1, PAIR_2, "Jh Jd Js 7c 8d", "Jc 10c 9c 8c 7d"],
    },
    // KlasGaming: major / minör kent, renamed straight flush.
    Case {
        rules: "klasgaming",
        board: None,
        hands: &["Ah 6c 7d 8s 9c", "As Kd Qc Jc 10s", "Kh Qh Jh 10h 9h"],
    },
    // Ranked by frequency.
    Case {
        rules: "kapali-frekans",
        board: None,
        hands: &["Ah Ad Ac Kd Kh", "Kc Qc Jc 9c 7c"],
    },
    // Stud.
    Case {
        rules: "acik",
        board: None,
        hands: &[PAIR_1, PAIR_2, "7h 7d 8c 8s Jh"],
    },
    // Standard draw: equal ranks split.
    Case {
        rules: "standart",
        board: None,
        hands: &[PAIR_1, PAIR_2],
    },
    // Hold'em: split on equal ranks, ranks step.
    Case {
        rules: "texas-holdem",
        board: Some("Ah Kd 7c 7s 2h"),
        hands: &["Ac Qd", "As Qh", "9h 9d"],
    },
    // Hold'em: the board plays for everyone.
    Case {
        rules: "texas-holdem",
        board: Some("Ah Kh Qh Jh 10h"),
        hands: &["2c 3d", "4s 5s", "6c 6d"],
    },
    // Short deck: four of a kind over a flush.
    Case {
        rules: "short-deck",
        board: Some("Ah Kh 7h 7s 6c"),
        hands: &["9h 8h", "7c 7d"],
    },
    // Omaha: exactly two hole cards; category and tie.
    Case {
        rules: "omaha",
        board: Some("Ah Kd 7c 7s 2h"),
        hands: &["Ac Qd 3h 4h", "As Qh 5h 6h", "Kc Ks 8d 9d"],
    },
    Case {
        rules: "omaha-5",
        board: Some("Ah Kd 7c 7s 2h"),
        hands: &["Ac Qd 3h 4h 5c", "As Qh 5h 6h 6c"],
    },
];

// ------------------------------------------------------------ helpers

/// English by `LANG=C.UTF-8`, no config of the user's.
fn cli() -> Racon {
    Racon::new()
        .locale(&[("LANG", "C.UTF-8")])
        .config_dir(std::env::temp_dir().join("racon-lang-no-config"))
}

fn judge_args(case: &Case) -> Vec<String> {
    let mut args = vec!["judge".to_string(), "--rules".into(), case.rules.into()];
    if let Some(b) = case.board {
        args.push("--board".into());
        args.push(b.into());
    }
    args.extend(case.hands.iter().map(|h| h.to_string()));
    args
}

fn judge_json(case: &Case, lang: &str) -> Value {
    cli()
        .args(["--lang", lang])
        .args(judge_args(case))
        .arg("--json")
        .json()
}

fn judge_text(case: &Case, lang: &str) -> String {
    cli().args(["--lang", lang]).args(judge_args(case)).ok()
}

/// Lower case with Turkish rules for dotted and dotless i.
fn fold_tr(word: &str) -> String {
    word.chars()
        .flat_map(|c| match c {
            'I' => vec!['ı'],
            'İ' => vec!['i'],
            c => c.to_lowercase().collect(),
        })
        .collect()
}

/// The words of `line` from `list`, matched whole and case-insensitively
/// (both plainly and with Turkish folding).
fn words_from<'a>(line: &str, list: &[&'a str]) -> Vec<&'a str> {
    let mut found = BTreeSet::new();
    for w in line
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
    {
        for form in [fold_tr(w), w.to_lowercase()] {
            if let Some(hit) = list.iter().find(|l| **l == form) {
                found.insert(*hit);
            }
        }
    }
    found.into_iter().collect()
}

fn assert_turkish(line: &str, context: &str) {
    let bad = words_from(line, ENGLISH);
    assert!(
        bad.is_empty(),
        "{context}: English {bad:?} in Turkish line: {line}"
    );
}

fn assert_english(line: &str, context: &str) {
    let bad = words_from(line, TURKISH);
    assert!(
        bad.is_empty(),
        "{context}: Turkish {bad:?} in English line: {line}"
    );
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|s| s.as_str().expect("string").to_string())
        .collect()
}

/// "tr" or "en", judged from the first line of a kapali verdict.
fn language_of(text: &str) -> &'static str {
    let hand_line = text.lines().nth(1).unwrap_or_default();
    if hand_line.starts_with("1. el:") {
        "tr"
    } else if hand_line.starts_with("Hand 1:") {
        "en"
    } else {
        panic!("neither language:\n{text}")
    }
}

// ------------------------------------------------------------ the word lists

#[test]
fn word_matching_is_whole_word_and_folds_turkish() {
    assert_eq!(words_from("Hand 1: Pair.", ENGLISH), ["hand", "pair"]);
    assert_eq!(words_from("Handle pairs", ENGLISH), ["pairs"]);
    assert_eq!(words_from("KIZ, DÖPER", TURKISH), ["döper", "kız"]);
    assert_eq!(words_from("İKİSİ de", TURKISH), ["de", "ikisi"]);
    assert_eq!(words_from("Kelime", TURKISH), Vec::<&str>::new());
    assert_eq!(words_from("3'lü (A♥ A♦)", ENGLISH), Vec::<&str>::new());
}

// ------------------------------------------------------------ verdicts

#[test]
fn cases_cover_every_step_and_shape() {
    let mut steps = BTreeSet::new();
    let mut ties = BTreeSet::new();
    for case in CASES {
        for line in strings(&judge_json(case, "en")["reason"]) {
            if let Some((kind, _)) = line.split_once(':')
                && ["Category", "Ranks", "Suit", "Tie"].contains(&kind)
            {
                steps.insert(kind.to_string());
            }
            if line.starts_with("Tie:") {
                ties.insert(line.contains("the same five cards"));
            }
            for (rule, text) in [
                ("top_kicker", "top kicker's suit"),
                ("top_card", "top card's suit"),
                ("best_in_set", "best suit in the pair"),
                ("card_of_rank(ten)", "ten's suit"),
                ("card_of_rank(ace)", "ace's suit"),
            ] {
                if line.contains(text) {
                    steps.insert(rule.to_string());
                }
            }
        }
    }
    for want in [
        "Category",
        "Ranks",
        "Suit",
        "Tie",
        "top_kicker",
        "top_card",
        "best_in_set",
        "card_of_rank(ten)",
        "card_of_rank(ace)",
    ] {
        assert!(steps.contains(want), "no case produces {want}");
    }
    assert_eq!(ties.len(), 2, "ties with and without the same five cards");
    let shapes: BTreeSet<&str> = CASES.iter().map(|c| c.rules).collect();
    for id in ["kapali", "turk-pokeri", "texas-holdem", "omaha"] {
        assert!(shapes.contains(id), "no {id} case");
    }
}

#[test]
fn json_verdicts_switch_every_line() {
    for case in CASES {
        let ctx = format!("{} {:?}", case.rules, case.hands);
        let tr = judge_json(case, "tr");
        let en = judge_json(case, "en");
        // The language changes the words, never the verdict.
        for key in ["rules", "players", "deck_size", "ranking", "winners"] {
            assert_eq!(tr[key], en[key], "{ctx}: {key}");
        }
        let (tr_reason, en_reason) = (strings(&tr["reason"]), strings(&en["reason"]));
        assert_eq!(tr_reason.len(), en_reason.len(), "{ctx}");
        assert!(tr_reason.len() > case.hands.len(), "{ctx}: no winner line");
        for (t, e) in tr_reason.iter().zip(&en_reason) {
            assert_ne!(t, e, "{ctx}: the same in both languages");
            assert_turkish(t, &ctx);
            assert_english(e, &ctx);
        }
        let (tr_hands, en_hands) = (
            tr["hands"].as_array().expect("hands"),
            en["hands"].as_array().expect("hands"),
        );
        assert_eq!(tr_hands.len(), case.hands.len(), "{ctx}");
        for (t, e) in tr_hands.iter().zip(en_hands) {
            assert_eq!(t["category"], e["category"], "{ctx}");
            assert_eq!(t["best"], e["best"], "{ctx}");
            let (tn, en_name) = (
                t["name"].as_str().expect("name"),
                e["name"].as_str().expect("name"),
            );
            assert_ne!(tn, en_name, "{ctx}: name not localized");
            assert_turkish(tn, &ctx);
            assert_english(en_name, &ctx);
        }
    }
}

#[test]
fn text_verdicts_switch_every_line() {
    for case in CASES {
        let ctx = format!("{} {:?}", case.rules, case.hands);
        let tr = judge_text(case, "tr");
        let en = judge_text(case, "en");
        let (tr_lines, en_lines): (Vec<&str>, Vec<&str>) =
            (tr.lines().collect(), en.lines().collect());
        assert_eq!(tr_lines.len(), en_lines.len(), "{ctx}\n{tr}\n{en}");
        assert_eq!(
            tr_lines.len(),
            judge_json(case, "en")["reason"]
                .as_array()
                .map_or(0, Vec::len)
                + 1
        );
        for (t, e) in tr_lines.iter().zip(&en_lines) {
            assert_ne!(t, e, "{ctx}: the same in both languages");
            assert_turkish(t, &ctx);
            assert_english(e, &ctx);
        }
        // The header names the rule set, head count and deck in each language.
        assert!(tr_lines[0].contains(" oyuncu · ") && tr_lines[0].ends_with(" kağıt"));
        assert!(en_lines[0].contains(" players · ") && en_lines[0].ends_with(" cards"));
    }
}

#[test]
fn table_text_switches_every_line() {
    let run = |lang: &str| {
        cli()
            .args(["--lang", lang, "table", "--rules", "kapali"])
            .ok()
    };
    let (tr, en) = (run("tr"), run("en"));
    let (tr_lines, en_lines): (Vec<&str>, Vec<&str>) = (tr.lines().collect(), en.lines().collect());
    assert_eq!(tr_lines.len(), en_lines.len());
    for (t, e) in tr_lines.iter().zip(&en_lines) {
        if t.is_empty() && e.is_empty() {
            continue;
        }
        assert_ne!(t, e);
        assert_turkish(t, "table");
        assert_english(e, "table");
    }
    assert!(tr.contains("Toplam") && tr.contains("201.376"), "{tr}");
    assert!(en.contains("Total") && en.contains("201,376"), "{en}");
}

#[test]
fn rules_list_is_localized() {
    let run = |lang: &str| -> Value { cli().args(["--lang", lang, "rules", "--json"]).json() };
    let (tr, en) = (run("tr"), run("en"));
    let (tr, en) = (tr.as_array().expect("list"), en.as_array().expect("list"));
    assert_eq!(tr.len(), en.len());
    for (t, e) in tr.iter().zip(en) {
        assert_eq!(t["id"], e["id"]);
        assert_ne!(t["shape"], e["shape"], "{}", t["id"]);
        assert_turkish(t["shape"].as_str().expect("shape"), "shape");
        assert_english(e["shape"].as_str().expect("shape"), "shape");
    }
}

// ------------------------------------------------------------ locale

/// A kapali verdict with the given locale variables (others removed) and
/// extra arguments; returns "tr" or "en".
fn lang_with(env: &[(&str, &str)], extra: &[&str]) -> &'static str {
    let out = Racon::new()
        .locale(env)
        .args(extra)
        .args(["judge", "--rules", "kapali", PAIR_1, PAIR_2])
        .ok();
    language_of(&out)
}

#[test]
fn default_language_follows_the_locale() {
    assert_eq!(lang_with(&[("LANG", "tr_TR.UTF-8")], &[]), "tr");
    assert_eq!(lang_with(&[("LANG", "en_US.UTF-8")], &[]), "en");
    assert_eq!(lang_with(&[("LANG", "C.UTF-8")], &[]), "en");
    assert_eq!(lang_with(&[], &[]), "en");
    // LANGUAGE is a GNU gettext list, not part of the POSIX lookup.
    assert_eq!(lang_with(&[("LANGUAGE", "tr"), ("LANG", "C")], &[]), "en");
}

#[test]
fn lc_all_then_lc_messages_then_lang() {
    let tr = ("LANG", "tr_TR.UTF-8");
    let en = ("LANG", "en_US.UTF-8");
    assert_eq!(lang_with(&[tr, ("LC_ALL", "en_US.UTF-8")], &[]), "en");
    assert_eq!(lang_with(&[en, ("LC_ALL", "tr_TR.UTF-8")], &[]), "tr");
    assert_eq!(lang_with(&[tr, ("LC_ALL", "C")], &[]), "en");
    assert_eq!(lang_with(&[en, ("LC_MESSAGES", "tr_TR.UTF-8")], &[]), "tr");
    assert_eq!(lang_with(&[tr, ("LC_MESSAGES", "en_US.UTF-8")], &[]), "en");
    assert_eq!(
        lang_with(
            &[
                tr,
                ("LC_MESSAGES", "tr_TR.UTF-8"),
                ("LC_ALL", "en_US.UTF-8")
            ],
            &[]
        ),
        "en"
    );
    // An empty variable is skipped, as if unset.
    assert_eq!(
        lang_with(&[tr, ("LC_ALL", ""), ("LC_MESSAGES", "")], &[]),
        "tr"
    );
}

#[test]
fn lang_flag_overrides_the_locale() {
    let all_tr = [
        ("LANG", "tr_TR.UTF-8"),
        ("LC_MESSAGES", "tr_TR.UTF-8"),
        ("LC_ALL", "tr_TR.UTF-8"),
    ];
    let all_en = [("LANG", "en_US.UTF-8"), ("LC_ALL", "en_US.UTF-8")];
    assert_eq!(lang_with(&all_tr, &["--lang", "en"]), "en");
    assert_eq!(lang_with(&all_tr, &["--lang=en"]), "en");
    assert_eq!(lang_with(&all_en, &["--lang", "tr"]), "tr");
    assert_eq!(lang_with(&all_en, &["--lang=tr"]), "tr");
    // The flag is global: after the subcommand too.
    let out = cli()
        .args(["judge", "--lang", "tr", "--rules", "kapali", PAIR_1, PAIR_2])
        .ok();
    assert_eq!(language_of(&out), "tr");
}

#[test]
fn errors_follow_the_language_too() {
    let err = |env: &[(&str, &str)], args: &[&str]| {
        let out = Racon::new().locale(env).args(args).run();
        assert_eq!(out.code, Some(2));
        out.stderr
    };
    let args = [
        "judge",
        "--rules",
        "kapali",
        "--players",
        "9",
        PAIR_1,
        PAIR_2,
    ];
    let tr = err(&[("LANG", "tr_TR.UTF-8")], &args);
    let en = err(&[("LANG", "en_US.UTF-8")], &args);
    assert!(tr.contains("oyuncu arası oynanır"), "{tr}");
    assert!(en.contains("is played by 2 to 6 players"), "{en}");
    let args = ["judge", "--rules", "kapali", PAIR_1, "Ah Kd Qc Jh 1x"];
    let tr = err(&[("LANG", "tr_TR.UTF-8")], &args);
    let en = err(&[("LANG", "en_US.UTF-8")], &args);
    assert!(tr.contains("2. el") && tr.contains("`1x`"), "{tr}");
    assert!(en.contains("hand 2") && en.contains("`1x`"), "{en}");
    assert_ne!(tr, en);
    // Usage errors from the argument parser are Turkish too, not clap's English.
    for args in [
        &["judge", "--rules", "kapali", "--rules", "acik", PAIR_1][..],
        &["judge", "--json=1", "--rules", "kapali", PAIR_1][..],
        &["judge", "--players", "x", "--rules", "kapali", PAIR_1][..],
        &["judge", "--rules", "kapali"][..],
        &["--frob"][..],
        &["yargila"][..],
    ] {
        let tr = err(&[("LANG", "tr_TR.UTF-8")], args);
        let en = err(&[("LANG", "en_US.UTF-8")], args);
        assert_ne!(tr, en, "{args:?}");
        for word in [
            "argument",
            "cannot",
            "unexpected",
            "found",
            "invalid",
            "required",
        ] {
            assert!(!words_from(&tr, &[word]).contains(&word), "{args:?}: {tr}");
        }
    }
}
