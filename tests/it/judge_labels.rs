//! `racon judge` with the racon screen's labels (issue 21, host walk M1):
//! `"Ali: Kh Qd"` is a hand of a free name, the verdict and who speaks
//! first speak in the names, `--json` carries them, and under
//! `acik_tie_first: nearest_left` the dealer is asked for only when a tie
//! needs him (by number or by name).

use crate::common;
use common::cli::*;

#[test]
fn acik_up_cards_with_names() {
    let out = ok(&[
        "judge",
        "--lang",
        "tr",
        "--rules",
        "acik",
        "Ali: Kh Qd",
        "Can: Ks Qc",
    ]);
    contains(
        &out,
        &[
            "Ali: K♥ Q♦.",
            "Can: K♠ Q♣.",
            "İlk konuşan Ali: K♥ Q♦ > K♠ Q♣; sayılar aynı, büyük cins belirler",
        ],
    );
    assert!(!out.contains(". el"), "{out}");
    let v = json(&["judge", "--rules", "acik", "Ali: Kh Qd", "Can: Ks Qc"]);
    assert_eq!(v["labels"], serde_json::json!(["Ali", "Can"]));
    assert_eq!(v["first_speaker"], 0);
    assert_eq!(v["showing"][1]["label"], "Can");
    let reason = v["reason"].as_array().unwrap();
    assert!(
        reason
            .last()
            .unwrap()
            .as_str()
            .unwrap()
            .starts_with("Ali speaks first")
    );
}

#[test]
fn a_showdown_with_names_and_json_labels() {
    let out = ok(&[
        "judge",
        "--lang",
        "tr",
        "--rules",
        "kapali",
        "Şükrü: Ah Ad Kc Qs 9h",
        "Ayşe: As Ac Kh Qd 9s",
    ]);
    contains(
        &out,
        &[
            "Kazanan: Ayşe.",
            "Cins: Ayşe > Şükrü;",
            "Şükrü: Per (A♥ A♦ K♣ Q♠ 9♥), açar.",
        ],
    );
    // Unlabelled hands keep their numbers, beside labelled ones.
    let v = json(&[
        "judge",
        "--rules",
        "kapali",
        "Ah Ad Kc Qs 9h",
        "Ayşe: As Ac Kh Qd 9s",
    ]);
    assert_eq!(v["labels"], serde_json::json!([null, "Ayşe"]));
    assert_eq!(v["hands"][1]["label"], "Ayşe");
    assert_eq!(v["reason"][2], "Winner: Ayşe.");
    assert_eq!(v["reason"][0], "Hand 1: Pair (A♥ A♦ K♣ Q♠ 9♥), opens.");
}

#[test]
fn one_name_on_two_hands_is_refused() {
    let line = bad(&[
        "judge",
        "--rules",
        "kapali",
        "Ali: Ah Ad Kc Qs 9h",
        "ali: As Ac Kh Qd 9s",
    ]);
    assert!(
        line.contains("`Ali` labels two hands (hands 1 and 2)"),
        "{line}"
    );
    let line = bad(&["judge", "--rules", "kapali", "Ali: Ah Ad Kc Qs 9x"]);
    assert!(line.contains("Ali: `9x`"), "{line}");
}

/// A house rule set whose equal showings go to the dealer's left.
fn nearest_left(dir: &std::path::Path) -> std::path::PathBuf {
    let text = ok(&["rules", "show", "acik"]);
    let text = text.replace("acik_tie_first: suit", "acik_tie_first: nearest_left");
    let text = text.replace("id: \"acik\"", "id: \"acik-left\"");
    let rules = dir.join("rules");
    std::fs::create_dir_all(&rules).unwrap();
    std::fs::write(rules.join("acik-left.ron"), text).unwrap();
    dir.to_path_buf()
}

/// `racon` with `config` as its config dir.
fn with_config(config: &std::path::Path) -> Racon {
    Racon::new().config_dir(config)
}

#[test]
fn nearest_left_asks_for_the_dealer_only_on_a_tie() {
    let tmp = common::TempDir::new("judge-left");
    let config = nearest_left(&tmp.0);
    // No tie: no dealer needed (the walk's usability 1).
    let out = with_config(&config)
        .args(["judge", "--rules", "acik-left", "Kh", "Qs"])
        .output();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("Hand 1 speaks first"));
    // A tie: the dealer is asked for.
    let out = with_config(&config)
        .args([
            "judge",
            "--rules",
            "acik-left",
            "Ali: Kh",
            "Can: Ks",
            "Ece: 9c",
        ])
        .output();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--dealer"));
    // By name: Ece deals, so Ali (on her left) speaks.
    let out = with_config(&config)
        .args([
            "judge",
            "--rules",
            "acik-left",
            "--dealer",
            "ec",
            "Ali: Kh",
            "Can: Ks",
            "Ece: 9c",
        ])
        .output();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Ali speaks first: Ali and Can are equal"),
        "{stdout}"
    );
    assert!(stdout.contains("(dealer: Ece)"), "{stdout}");
    // By number: Ali deals, so Can speaks.
    let out = with_config(&config)
        .args([
            "judge",
            "--rules",
            "acik-left",
            "--dealer",
            "1",
            "Ali: Kh",
            "Can: Ks",
            "Ece: 9c",
        ])
        .output();
    assert!(String::from_utf8_lossy(&out.stdout).contains("Can speaks first"));
    // An unknown name is refused naming it.
    let out = with_config(&config)
        .args([
            "judge",
            "--rules",
            "acik-left",
            "--dealer",
            "zz",
            "Ali: Kh",
            "Can: Ks",
        ])
        .output();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--dealer: `zz`"));
}
