//! Exact frequency tables (PERFORMANCE.md, seed 001) from the compiled
//! evaluator, for every bundled rule set and head count.

use crate::common::cli::Racon;
use crate::common::night::rules as rule_set;
use racon::cards::Deck;
use racon::eval::Evaluator;
use racon::eval::table::{Table, frequency_table};
use racon::rules::load::bundled;
use racon::rules::{Base, Category, RuleSet, Shape};

/// PERFORMANCE.md 5-card rows: SF, 4K, FH, Fl, St, 3K, 2P, 1P, HC.
const FIVE_CARD: [(usize, [u64; 9]); 6] = [
    (
        52,
        [
            40, 624, 3_744, 5_108, 10_200, 54_912, 123_552, 1_098_240, 1_302_540,
        ],
    ),
    (
        40,
        [28, 360, 2_160, 980, 7_140, 23_040, 51_840, 322_560, 249_900],
    ),
    (
        36,
        [24, 288, 1_728, 480, 6_120, 16_128, 36_288, 193_536, 122_400],
    ),
    (
        32,
        [20, 224, 1_344, 204, 5_100, 10_752, 24_192, 107_520, 52_020],
    ),
    (
        28,
        [16, 168, 1_008, 68, 4_080, 6_720, 15_120, 53_760, 17_340],
    ),
    (24, [12, 120, 720, 12, 3_060, 3_840, 8_640, 23_040, 3_060]),
];

const BASES: [Base; 9] = [
    Base::StraightFlush,
    Base::FourOfAKind,
    Base::FullHouse,
    Base::Flush,
    Base::Straight,
    Base::ThreeOfAKind,
    Base::TwoPair,
    Base::Pair,
    Base::HighCard,
];

/// Split categories (royal / minör floş, major / minör kent) summed by shape.
fn by_base(t: &Table) -> [u64; 9] {
    let mut out = [0; 9];
    for &(c, n) in &t.rows {
        let i = BASES.iter().position(|&b| b == c.base()).unwrap();
        out[i] += n;
    }
    out
}

fn table(rules: &RuleSet, deck_size: usize, k: usize) -> Table {
    let deck = Deck::of_size(deck_size).unwrap();
    let ev = Evaluator::new(rules, deck, k).unwrap();
    frequency_table(&ev, k)
}

#[test]
fn kapali_four_players_is_seed_001_table_in_h1_order() {
    // S1 §4 "32 KAĞITLIK DESTEDE ELLERİN TÜRLERİNE GÖRE OLASILIKLARI", H1 order.
    let t = table(&rule_set("kapali"), 32, 5);
    let got: Vec<(&str, u64)> = t.rows.iter().map(|&(c, n)| (c.id(), n)).collect();
    assert_eq!(
        got,
        vec![
            ("straight_flush", 20),
            ("four_of_a_kind", 224),
            ("flush", 204),
            ("full_house", 1_344),
            ("three_of_a_kind", 10_752),
            ("straight", 5_100),
            ("two_pair", 24_192),
            ("pair", 107_520),
            ("high_card", 52_020),
        ]
    );
    assert_eq!(t.total, 201_376);
}

#[test]
fn every_bundled_five_card_rule_set_and_head_count_matches_the_reference_rows() {
    let mut checked = 0;
    for rules in bundled().into_iter().map(Result::unwrap) {
        if !matches!(rules.shape, Shape::Draw | Shape::Stud) {
            continue;
        }
        for n in rules.player_range() {
            let deck = rules.deck_for(n).unwrap();
            let t = table(&rules, deck.size(), 5);
            let want = FIVE_CARD.iter().find(|r| r.0 == deck.size()).unwrap().1;
            assert_eq!(
                by_base(&t),
                want,
                "{} with {n} players ({} cards)",
                rules.id,
                deck.size()
            );
            assert_eq!(t.total, want.iter().sum::<u64>());
            // Categories come out in the rule set's (effective) order.
            assert_eq!(t.rows.len(), rules.categories.len(), "{}", rules.id);
            checked += 1;
        }
    }
    assert!(
        checked >= 20,
        "only {checked} rule set / head count pairs checked"
    );
}

#[test]
fn minor_hands_are_one_fifth_of_straights_in_short_decks() {
    // PERFORMANCE.md: 32 cards have 4 minör floş and 1,020 minör kent.
    let t = table(&rule_set("turk-pokeri"), 32, 5);
    let count = |c: Category| t.rows.iter().find(|r| r.0 == c).unwrap().1;
    assert_eq!(count(Category::MinorStraightFlush), 4);
    assert_eq!(count(Category::MinorStraight), 1_020);
    assert_eq!(count(Category::RoyalFlush), 4);
    let k = table(&rule_set("klasgaming"), 36, 5);
    let count = |c: Category| k.rows.iter().find(|r| r.0 == c).unwrap().1;
    assert_eq!(count(Category::MajorStraight), 1_020);
    assert_eq!(count(Category::MinorStraight), 1_020);
    assert_eq!(count(Category::Straight), 6_120 - 2 * 1_020);
}

#[test]
fn texas_holdem_is_the_52_card_seven_card_row() {
    let t = table(&rule_set("texas-holdem"), 52, 7);
    assert_eq!(t.cards_per_hand, 7);
    assert_eq!(
        by_base(&t),
        [
            41_584, 224_848, 3_473_184, 4_047_644, 6_180_020, 6_461_620, 31_433_400, 58_627_800,
            23_294_460
        ]
    );
    assert_eq!(t.total, 133_784_560);
}

#[test]
fn short_deck_is_the_36_card_row_with_trips_over_straights() {
    let t = table(&rule_set("short-deck"), 36, 7);
    assert_eq!(
        by_base(&t),
        [
            10_560, 44_640, 633_024, 175_560, 1_139_580, 637_560, 3_157_056, 2_316_600, 233_100
        ]
    );
    assert_eq!(t.total, 8_347_680);
    let order: Vec<&str> = t.rows.iter().map(|r| r.0.id()).collect();
    assert_eq!(
        &order[..6],
        [
            "straight_flush",
            "four_of_a_kind",
            "flush",
            "full_house",
            "three_of_a_kind",
            "straight"
        ]
    );
}

/// Texas hold'em's rules on a short deck, optionally with trips over straights.
fn holdem_on(deck: u8, trips_first: bool) -> RuleSet {
    let mut r = rule_set("texas-holdem");
    for d in &mut r.decks {
        d.cards = deck;
    }
    if trips_first {
        let st = r
            .categories
            .iter()
            .position(|c| c.category == Category::Straight)
            .unwrap();
        let tk = r
            .categories
            .iter()
            .position(|c| c.category == Category::ThreeOfAKind)
            .unwrap();
        r.categories.swap(st, tk);
    }
    r.validate().unwrap();
    r
}

#[test]
fn seven_card_rows_for_32_and_36_cards_in_both_orders() {
    let std36 = [
        10_560, 44_640, 633_024, 175_560, 1_169_940, 607_200, 3_157_056, 2_316_600, 233_100,
    ];
    assert_eq!(by_base(&table(&holdem_on(36, false), 36, 7)), std36);
    let std32 = [
        6_604, 26_208, 357_504, 57_940, 639_520, 258_060, 1_398_600, 605_880, 15_540,
    ];
    assert_eq!(by_base(&table(&holdem_on(32, false), 32, 7)), std32);
    let mut trips32 = std32;
    trips32[4] = 614_220;
    trips32[5] = 283_360;
    assert_eq!(by_base(&table(&holdem_on(32, true), 32, 7)), trips32);
    // Flush over full house does not change 7-card counts (PERFORMANCE.md).
    let mut flush_first = holdem_on(32, false);
    let fh = flush_first
        .categories
        .iter()
        .position(|c| c.category == Category::FullHouse)
        .unwrap();
    let fl = flush_first
        .categories
        .iter()
        .position(|c| c.category == Category::Flush)
        .unwrap();
    flush_first.categories.swap(fh, fl);
    assert_eq!(by_base(&table(&flush_first, 32, 7)), std32);
}

#[test]
fn by_frequency_orders_categories_rarest_first_h5() {
    // S0 §25 / H5 in 32 cards: flush over four of a kind, straight over three
    // of a kind, high card over pair (the anomaly S1 §4 remarks on).
    let r = rule_set("kapali-frekans");
    let order = |size: usize| -> Vec<&'static str> {
        table(&r, size, 5).rows.iter().map(|x| x.0.id()).collect()
    };
    assert_eq!(
        order(32),
        [
            "straight_flush",
            "flush",
            "four_of_a_kind",
            "full_house",
            "straight",
            "three_of_a_kind",
            "two_pair",
            "high_card",
            "pair"
        ]
    );
    // 52 cards: the familiar order except flush and full house (5,108 > 3,744).
    assert_eq!(
        order(52),
        [
            "straight_flush",
            "four_of_a_kind",
            "full_house",
            "flush",
            "straight",
            "three_of_a_kind",
            "two_pair",
            "pair",
            "high_card"
        ]
    );
    // 24 cards: SF and flush both 12, straight and high card both 3,060:
    // equal counts keep the listed order.
    assert_eq!(
        order(24),
        [
            "straight_flush",
            "flush",
            "four_of_a_kind",
            "full_house",
            "straight",
            "high_card",
            "three_of_a_kind",
            "two_pair",
            "pair"
        ]
    );
}

#[test]
fn table_json_contract() {
    let v = Racon::new()
        .args(["table", "--rules", "kapali", "--players", "4", "--json"])
        .json();
    assert_eq!(v["rules"], "kapali");
    assert_eq!(v["players"], 4);
    assert_eq!(v["deck_size"], 32);
    assert_eq!(v["cards_per_hand"], 5);
    assert_eq!(v["total"], 201_376);
    let counts: Vec<u64> = v["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["count"].as_u64().unwrap())
        .collect();
    assert_eq!(
        counts,
        [20, 224, 204, 1_344, 10_752, 5_100, 24_192, 107_520, 52_020]
    );
    assert_eq!(v["categories"][2]["category"], "flush");

    let v = Racon::new()
        .args(["table", "--rules", "short-deck", "--json"])
        .json();
    assert_eq!(v["deck_size"], 36);
    assert_eq!(v["cards_per_hand"], 7);
    assert_eq!(v["total"], 8_347_680);
}

/// Counting (the default) and dealing every hand (`--enumerate`) print the
/// same bytes, text and JSON, for every bundled rule set and head count.
#[test]
fn counted_tables_match_enumeration_byte_for_byte() {
    let run = |args: &[&str]| -> Vec<u8> {
        let out = Racon::new().args(args).output();
        assert!(out.status.success(), "{args:?}: {out:?}");
        out.stdout
    };
    let mut checked = 0;
    for rules in bundled().into_iter().map(Result::unwrap) {
        for n in rules.player_range() {
            let players = n.to_string();
            let base = ["table", "--rules", rules.id.as_str(), "--players", &players];
            let probe = Racon::new().args(base).output();
            if !probe.status.success() {
                // Omaha: no table (the same refusal either way).
                let mut e = base.to_vec();
                e.push("--enumerate");
                let slow = Racon::new().args(&e).output();
                assert_eq!(probe, slow, "{} {n}", rules.id);
                continue;
            }
            for extra in [&[][..], &["--json"][..], &["--lang", "en"][..]] {
                let mut fast: Vec<&str> = base.to_vec();
                fast.extend_from_slice(extra);
                let mut slow = fast.clone();
                slow.push("--enumerate");
                let (a, b) = (run(&fast), run(&slow));
                assert_eq!(
                    String::from_utf8_lossy(&a),
                    String::from_utf8_lossy(&b),
                    "{fast:?}"
                );
                assert_eq!(a, b, "{fast:?}");
                checked += 1;
            }
        }
    }
    // Every head count of every bundled set: 45 today, three outputs each.
    assert!(checked >= 3 * 40, "only {checked} runs compared");
}

/// The counting path against the dealing path on decks, orders and hand
/// sizes the bundled sets do not use: texas-holdem's categories in both
/// orders of straight and trips, and the Turkish sets with split categories
/// (royal / minör floş, major / minör kent) and suit orders, on every deck
/// of 20 to 52 cards, 5 to 7 cards a hand (7 up to 40 cards: the 44- to
/// 52-card enumerations take too long for a test; texas-holdem's 52-card
/// row is checked above against PERFORMANCE.md).
#[test]
fn counting_matches_enumeration_on_every_deck_and_hand_size() {
    use racon::eval::table::frequency_table_enumerated;
    let holdem = rule_set("texas-holdem");
    let mut trips_first = holdem.clone();
    let st = trips_first
        .categories
        .iter()
        .position(|c| c.category == Category::Straight)
        .unwrap();
    let tk = trips_first
        .categories
        .iter()
        .position(|c| c.category == Category::ThreeOfAKind)
        .unwrap();
    trips_first.categories.swap(st, tk);
    let sets = [
        holdem,
        trips_first,
        rule_set("turk-pokeri"),
        rule_set("klasgaming"),
        rule_set("kapali-frekans"),
        rule_set("short-deck"),
    ];
    let mut checked = 0;
    for r in &sets {
        for size in (20..=52).step_by(4) {
            let deck = Deck::of_size(size).unwrap();
            let top = if size <= 40 { 7 } else { 6 };
            for k in 5..=top {
                let Ok(ev) = Evaluator::new(r, deck, k) else {
                    continue;
                };
                assert_eq!(
                    frequency_table(&ev, k),
                    frequency_table_enumerated(&ev, k),
                    "{} on {size} cards, {k} a hand",
                    r.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 6 * 20, "only {checked} tables compared");
}
