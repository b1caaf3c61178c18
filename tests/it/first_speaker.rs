//! Who speaks first from stud up cards (RULES §10, options
//! `acik_first_speaker` / `acik_tie_first`): every pair of 1- and 2-card up
//! hands of the 32-card deck against a plain reference written here, under
//! both tie options (and both dealers for `nearest_left`), plus the
//! lowest-card bring-in; then the CLI contract.

use crate::common::cli::Racon;
use racon::cards::{Card, Deck, Suit};
use racon::eval::first_speaker::{Why, first_speaker};
use racon::eval::verdict::InputError;
use racon::rules::{FirstSpeakerRule, RuleSet, TieFirst, load};
use serde_json::Value;

fn acik() -> RuleSet {
    let text = load::bundled_text("acik").expect("acik is bundled");
    load::parse("acik.ron", text).expect("acik parses")
}

fn with(tie: TieFirst, speaker: FirstSpeakerRule) -> RuleSet {
    let mut r = acik();
    r.acik_tie_first = tie;
    r.acik_first_speaker = speaker;
    r
}

fn deck32() -> Deck {
    Deck::of_size(32).expect("32 is a deck")
}

/// Suit strength from the rule set's list (kupa > karo > sinek > maça):
/// 4 for the first listed.
fn suit_value(rules: &RuleSet, s: Suit) -> u8 {
    let pos = rules
        .suit_order
        .iter()
        .position(|&x| x == s)
        .expect("every suit listed");
    4 - pos as u8
}

/// The reference: (is a pair, ranks high to low, suit of the best card).
/// Written out case by case for one and two cards; the ace is high.
fn reference_key(rules: &RuleSet, h: &[Card]) -> (u8, Vec<usize>, u8) {
    match *h {
        [a] => (0, vec![a.rank().index()], suit_value(rules, a.suit())),
        [a, b] if a.rank() == b.rank() => {
            let best = suit_value(rules, a.suit()).max(suit_value(rules, b.suit()));
            (1, vec![a.rank().index()], best)
        }
        [a, b] => {
            let (hi, lo) = if a.rank() > b.rank() { (a, b) } else { (b, a) };
            (
                0,
                vec![hi.rank().index(), lo.rank().index()],
                suit_value(rules, hi.suit()),
            )
        }
        _ => unreachable!("the reference covers one and two cards"),
    }
}

/// Who the reference says speaks first between hand 0 and hand 1.
fn reference_first(
    rules: &RuleSet,
    h0: &[Card],
    h1: &[Card],
    tie: TieFirst,
    dealer: usize,
    lowest: bool,
) -> usize {
    let (k0, k1) = (reference_key(rules, h0), reference_key(rules, h1));
    let ranks0 = (k0.0, k0.1.clone());
    let ranks1 = (k1.0, k1.1.clone());
    // With two players the seat on the dealer's left is the other player.
    let nearest_left = 1 - dealer;
    let better_is_0 = match tie {
        TieFirst::Suit => k0 > k1,
        TieFirst::NearestLeft if ranks0 == ranks1 => return nearest_left,
        TieFirst::NearestLeft => ranks0 > ranks1,
    };
    match (lowest, better_is_0) {
        (false, true) | (true, false) => 0,
        (false, false) | (true, true) => 1,
    }
}

/// Every up hand of `k` cards in the 32-card deck.
fn up_hands(k: usize) -> Vec<Vec<Card>> {
    let cards: Vec<Card> = deck32().cards().collect();
    match k {
        1 => cards.iter().map(|&c| vec![c]).collect(),
        2 => {
            let mut v = Vec::new();
            for i in 0..cards.len() {
                for j in i + 1..cards.len() {
                    v.push(vec![cards[i], cards[j]]);
                }
            }
            v
        }
        _ => unreachable!(),
    }
}

/// Runs every ordered pair of disjoint `k`-card up hands; returns the number
/// of pairs checked and the first few disagreements.
fn exhaust(k: usize, tie: TieFirst, speaker: FirstSpeakerRule) -> (usize, Vec<String>) {
    let rules = with(tie, speaker);
    let hands = up_hands(k);
    let lowest = speaker == FirstSpeakerRule::LowestBringIn && k == 1;
    let dealers: &[usize] = match tie {
        TieFirst::Suit => &[0],
        TieFirst::NearestLeft => &[0, 1],
    };
    let mut checked = 0;
    let mut bad = Vec::new();
    for h0 in &hands {
        for h1 in &hands {
            if h0.iter().any(|c| h1.contains(c)) {
                continue;
            }
            for &dealer in dealers {
                let up = vec![h0.clone(), h1.clone()];
                let want = reference_first(&rules, h0, h1, tie, dealer, lowest);
                let got = first_speaker(&rules, deck32(), &up, Some(dealer));
                checked += 1;
                match got {
                    Ok(fs) if fs.first == want && fs.bring_in == lowest => {}
                    other if bad.len() < 10 => bad.push(format!(
                        "{h0:?} vs {h1:?} dealer {dealer}: want {want}, got {other:?}"
                    )),
                    _ => {}
                }
            }
        }
    }
    (checked, bad)
}

#[test]
fn one_card_highest_showing_by_suit() {
    let (n, bad) = exhaust(1, TieFirst::Suit, FirstSpeakerRule::HighestShowing);
    assert_eq!(n, 32 * 31);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn one_card_highest_showing_nearest_left() {
    let (n, bad) = exhaust(1, TieFirst::NearestLeft, FirstSpeakerRule::HighestShowing);
    assert_eq!(n, 32 * 31 * 2);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn two_cards_highest_showing_by_suit() {
    let (n, bad) = exhaust(2, TieFirst::Suit, FirstSpeakerRule::HighestShowing);
    // 496 hands, each against the 435 that share no card.
    assert_eq!(n, 496 * 435);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn two_cards_highest_showing_nearest_left() {
    let (n, bad) = exhaust(2, TieFirst::NearestLeft, FirstSpeakerRule::HighestShowing);
    assert_eq!(n, 496 * 435 * 2);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn one_card_lowest_brings_in_by_suit() {
    let (n, bad) = exhaust(1, TieFirst::Suit, FirstSpeakerRule::LowestBringIn);
    assert_eq!(n, 32 * 31);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn one_card_lowest_brings_in_nearest_left() {
    let (n, bad) = exhaust(1, TieFirst::NearestLeft, FirstSpeakerRule::LowestBringIn);
    assert_eq!(n, 32 * 31 * 2);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn two_cards_after_a_bring_in_the_highest_speaks() {
    // From the second up card on, the best showing speaks even where the
    // lowest card brought in on the first.
    let (n, bad) = exhaust(2, TieFirst::Suit, FirstSpeakerRule::LowestBringIn);
    assert_eq!(n, 496 * 435);
    assert!(bad.is_empty(), "{bad:#?}");
}

fn cards(s: &str) -> Vec<Card> {
    racon::cards::parse_cards(s).expect("test cards parse")
}

#[test]
fn three_and_four_up_cards_follow_the_category_order() {
    let rules = acik();
    let fs = |hands: &[&str]| {
        let up: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
        first_speaker(&rules, deck32(), &up, None).expect("valid up cards")
    };
    // Three of a kind above two pair above a pair above high card.
    assert_eq!(fs(&["Ah Kh Qh Jh", "7c 7d 7h 8s", "9c 9d 8c 8d"]).first, 1);
    assert_eq!(fs(&["Ah Kh Qh", "9c 9d 8c", "Ad Kd Jd"]).first, 1);
    // Four of a kind showing.
    assert_eq!(fs(&["7c 7d 7h 7s", "Ac Ad Ah 8s"]).first, 0);
    // Kickers decide between equal pairs: 9 9 A > 9 9 K.
    let f = fs(&["9c 9d Kc", "9h 9s Ad"]);
    assert_eq!(f.first, 1);
    assert!(
        matches!(
            f.why,
            Why::Ranks {
                next: 0,
                position: 1,
                ..
            }
        ),
        "{:?}",
        f.why
    );
    // Four up cards of four suits: no flush, no straight before the fifth.
    assert_eq!(fs(&["Ah Kh Qh Jh", "8c 8d 7c 9s"]).first, 1);
    assert_eq!(fs(&["Jh Tc 9d 8s", "Ac 7d 9h 10s"]).first, 1);
}

#[test]
fn nearest_left_goes_round_from_the_dealer() {
    let rules = with(TieFirst::NearestLeft, FirstSpeakerRule::HighestShowing);
    let up: Vec<Vec<Card>> = ["Ah Kd", "9c 8c", "As Kc", "Ac Kh"]
        .iter()
        .map(|h| cards(h))
        .collect();
    // Hands 0, 2 and 3 tie on A K. Dealer 2: seats 3, 0, 1, 2 in turn.
    let f = first_speaker(&rules, deck32(), &up, Some(2)).expect("ok");
    assert_eq!(f.first, 3);
    assert_eq!(f.ranking, vec![vec![3, 0, 2], vec![1]]);
    assert_eq!(
        f.why,
        Why::NearestLeft {
            tied: vec![3, 0, 2],
            dealer: Some(2)
        }
    );
    // Dealer 3: seat 0 is on his left.
    let f = first_speaker(&rules, deck32(), &up, Some(3)).expect("ok");
    assert_eq!(f.first, 0);
    // Without a dealer the rule cannot be applied.
    assert_eq!(
        first_speaker(&rules, deck32(), &up, None),
        Err(InputError::DealerNeeded)
    );
    assert_eq!(
        first_speaker(&rules, deck32(), &up, Some(4)),
        Err(InputError::DealerOutOfRange {
            dealer: 4,
            players: 4
        })
    );
}

/// The walk's usability point 1 and the racon screen: the dealer is asked
/// for only when the best showing is shared, and the night's seats give the
/// order when the dealer shows no hand.
#[test]
fn nearest_left_needs_the_dealer_only_for_a_shared_best_showing() {
    use racon::eval::first_speaker::{Seats, first_speaker_seated};
    let rules = with(TieFirst::NearestLeft, FirstSpeakerRule::HighestShowing);
    let up = |hands: &[&str]| -> Vec<Vec<Card>> { hands.iter().map(|h| cards(h)).collect() };
    // No tie at the top (a tie below does not matter): no dealer needed.
    let f = first_speaker(&rules, deck32(), &up(&["Ah Kd", "9c 8c", "9h 8d"]), None).expect("ok");
    assert_eq!(f.first, 0);
    // The dealer folded: Işıl (hand 1) sits nearer his left than hand 0.
    let hands = up(&["Ah Kd", "As Kc", "9c 8c"]);
    let f =
        first_speaker_seated(&rules, deck32(), &hands, Seats::FromLeft(&[2, 0, 1])).expect("ok");
    assert_eq!(f.first, 1);
    assert_eq!(
        f.why,
        Why::NearestLeft {
            tied: vec![1, 0],
            dealer: None
        }
    );
    let f =
        first_speaker_seated(&rules, deck32(), &hands, Seats::FromLeft(&[0, 2, 1])).expect("ok");
    assert_eq!(f.first, 0);
}

#[test]
fn up_card_counts_are_checked() {
    let rules = acik();
    let up = |hands: &[&str]| -> Vec<Vec<Card>> { hands.iter().map(|h| cards(h)).collect() };
    assert_eq!(
        first_speaker(&rules, deck32(), &up(&["Ah Kd", "Qc"]), None),
        Err(InputError::UnevenUpCards {
            hand: 1,
            got: 1,
            want: 2
        })
    );
    assert_eq!(
        first_speaker(&rules, deck32(), &up(&["Ah Kd 9c 8c 7c", "Qc Qs"]), None),
        Err(InputError::UpCards { hand: 0, got: 5 })
    );
    assert!(matches!(
        first_speaker(&rules, deck32(), &up(&["Ah Kd", "Ah Qs"]), None),
        Err(InputError::Duplicate { .. })
    ));
    assert!(matches!(
        first_speaker(&rules, deck32(), &up(&["Ah 6d", "Kh Qs"]), None),
        Err(InputError::NotInDeck { .. })
    ));
    assert_eq!(
        first_speaker(&rules, deck32(), &[], None),
        Err(InputError::NoHands)
    );
}

// ---------------------------------------------------------------- CLI

#[test]
fn cli_acceptance_pair_of_queens_speaks_first() {
    let v = Racon::new()
        .args(["judge", "--rules", "acik", "Ah Kd", "Qc Qs", "--json"])
        .json();
    assert_eq!(v["first_speaker"], 1);
    assert_eq!(v["ranking"], serde_json::json!([[1], [0]]));
    assert_eq!(v["bring_in"], false);
    let reason = v["reason"].as_array().expect("reason lines");
    assert_eq!(
        reason.last().and_then(Value::as_str),
        Some("Hand 2 speaks first: pair Q♣ Q♠ > A♥ K♦.")
    );
}

#[test]
fn cli_human_turkish() {
    let out = Racon::new()
        .args(["judge", "--lang", "tr", "--rules", "acik", "Ah Kd", "Qc Qs"])
        .ok();
    assert_eq!(
        out,
        "Açık poker · 4 oyuncu · 32 kağıt\n\
         1. el: A♥ K♦.\n\
         2. el: per Q♣ Q♠.\n\
         Söz 2. elde: per Q♣ Q♠ > A♥ K♦.\n"
    );
}

#[test]
fn cli_every_up_card_count_from_one_to_four() {
    for (a, b, want) in [
        ("Ah", "Kd", 0),
        ("7c 7d", "Ah Kd", 0),
        ("Ah Kd Qc", "7c 7d 8s", 1),
        ("Ah Kd Qc Js", "8c 8d 9s 9h", 1),
    ] {
        let v = Racon::new()
            .args(["judge", "--rules", "acik", a, b, "--json"])
            .json();
        assert_eq!(v["first_speaker"], want, "{a} / {b}");
    }
}

#[test]
fn cli_uneven_up_cards_exit_2() {
    let r = Racon::new()
        .args(["judge", "--rules", "acik", "Ah Kd", "Qc"])
        .run();
    assert_eq!(r.code, Some(2));
    assert!(r.stdout.is_empty());
    let err = r.stderr;
    assert!(
        err.contains("hand 2") && err.contains("same number"),
        "{err}"
    );
}

#[test]
fn cli_nearest_left_needs_the_dealer() {
    let dir = std::env::temp_dir().join(format!("racon-fs-{}", std::process::id()));
    let rules_dir = dir.join("config").join("rules");
    std::fs::create_dir_all(&rules_dir).expect("temp dir");
    let text = load::bundled_text("acik")
        .expect("bundled")
        .replace("id: \"acik\"", "id: \"acik-sol\"")
        .replace("acik_tie_first: suit", "acik_tie_first: nearest_left");
    std::fs::write(rules_dir.join("acik-sol.ron"), text).expect("write rules");
    let config = dir.join("config");
    let config = config.to_str().expect("utf-8 path");
    let base = ["--config-dir", config, "judge", "--rules", "acik-sol"];
    let run = |extra: &[&str]| Racon::new().args(base).args(extra);
    // Hands 1 and 2 tie below hand 3's queens: no dealer is needed
    // (issue 21: asked only when a tie decides who speaks).
    let v = run(&["--json", "Ah Kd", "As Kc", "Qc Qs"]).json();
    assert_eq!(v["first_speaker"], 2);
    // A K against A K at the top: the dealer decides, so he is asked for.
    let r = run(&["Ah Kd", "As Kc", "9c 8c"]).run();
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stderr.contains("--dealer"), "{}", r.stderr);
    // Hand 3's queens speak, whoever deals.
    let v = run(&["--dealer", "2", "--json", "Ah Kd", "As Kc", "Qc Qs"]).json();
    assert_eq!(v["first_speaker"], 2);
    // A K against A K: the dealer is hand 1, so hand 2 is on his left.
    let v = run(&["--dealer", "1", "--json", "Ah Kd", "As Kc"]).json();
    assert_eq!(v["first_speaker"], 1);
    // Dealer hand 2: hand 1 is on his left.
    let v = run(&["--dealer", "2", "--json", "Ah Kd", "As Kc"]).json();
    assert_eq!(v["first_speaker"], 0);
    let r = run(&["--dealer", "3", "Ah Kd", "As Kc"]).run();
    assert_eq!(r.code, Some(2));
    assert!(r.stderr.contains("--dealer"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn options_default_for_older_files_and_belong_to_stud() {
    // A rule set written before the options existed loads with the defaults.
    let old = load::bundled_text("acik")
        .expect("bundled")
        .replace("acik_first_speaker: highest_showing,", "")
        .replace("acik_tie_first: suit,", "");
    assert!(!old.contains("acik_tie_first:"));
    let r = load::parse("old.ron", &old).expect("an older file loads");
    assert_eq!(r.acik_first_speaker, FirstSpeakerRule::HighestShowing);
    assert_eq!(r.acik_tie_first, TieFirst::Suit);
    // Both values of both options read back.
    let other = load::bundled_text("acik")
        .expect("bundled")
        .replace("highest_showing,", "lowest_bring_in,")
        .replace("acik_tie_first: suit,", "acik_tie_first: nearest_left,");
    let r = load::parse("other.ron", &other).expect("loads");
    assert_eq!(r.acik_first_speaker, FirstSpeakerRule::LowestBringIn);
    assert_eq!(r.acik_tie_first, TieFirst::NearestLeft);
    // On a draw game the option means nothing: an error at the field.
    let kapali = load::bundled_text("kapali").expect("bundled");
    let text = kapali.replace(
        "opener: Some((pair_of: king)),",
        "opener: Some((pair_of: king)),\n    acik_tie_first: nearest_left,",
    );
    assert_ne!(text, kapali);
    let e = load::parse("k.ron", &text).expect_err("not a stud rule set");
    assert!(
        racon::i18n::files::load_problem(&e.problem, racon::i18n::Lang::En)
            .starts_with("acik_tie_first:"),
        "{e}"
    );
    let line = text
        .lines()
        .position(|l| l.trim_start().starts_with("acik_tie_first:"))
        .map(|i| i + 1);
    assert_eq!(Some(e.line), line, "{e}");
}
