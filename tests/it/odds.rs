//! `racon odds` (issue 6, part 1): exact draw odds in the deck in play, the
//! discards dead; every discard ranked by the chance to beat a hand or to
//! improve; the CLI contract in both languages.

use crate::common;
use crate::common::night::rules as rule_set;
use common::cli::{bad, contains, json, ok};
use racon::cards::{Card, CardProblem, CardSet, parse_cards};
use racon::eval::odds::{DrawSpot, OddsError};
use racon::eval::verdict::judge;
use racon::eval::{Evaluator, Ranking};
use racon::rules::Category;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap_or_else(|e| panic!("{s}: {e:?}"))
}

fn evaluator(id: &str, players: u8) -> Evaluator {
    let rules = rule_set(id);
    let deck = rules.deck_for(players).expect("deck");
    Evaluator::new(&rules, deck, 5).expect("evaluator")
}

fn count(rows: &[(Category, u64)], c: Category) -> u64 {
    rows.iter().find(|r| r.0 == c).map_or(0, |r| r.1)
}

/// Four decimals, as the issue prints them.
fn round4(n: u64, d: u64) -> String {
    format!("{:.4}", n as f64 / d as f64)
}

const AA: &str = "Ah Ad Kc Qs Jh";

/// Keeping the aces and drawing three from the 47 unseen cards of a 52-card
/// deck: C(47, 3) = 16,215 draws.
///
/// Seed 001 ("ELLERİN BÜYÜME OLASILIKLARI", pair, three cards drawn) prints
/// rounded figures: 0.714 / 0,16 / 0,11 / 0,01 / 0,0028 (and a total of
/// 0,29). The exact values are 0.7129 / 0.1599 / 0.1143 / 0.0102 / 0.0028:
/// the seed's "aynı kalma" 0.714 is off in the third decimal (0.7129 rounds
/// to 0.713), its 0,16 / 0,11 / 0,01 are the exact values rounded to two
/// decimals, and only the four of a kind (0,0028) agrees to four decimals.
#[test]
fn aces_drawing_three_in_52_cards() {
    let ev = evaluator("standart", 4);
    let spot = DrawSpot::new(&ev, &cards(AA), &[], None).expect("spot");
    assert_eq!(spot.held(), Category::Pair);
    assert_eq!(spot.stub_size(), 47);
    let d = spot.distribution(&cards("Ah Ad")).expect("odds");
    assert_eq!(d.draws, 16_215);
    assert_eq!(d.discard, cards("Kc Qs Jh"));
    let want = [
        (Category::Pair, 11_559, "0.7129"),
        (Category::TwoPair, 2_592, "0.1599"),
        (Category::ThreeOfAKind, 1_854, "0.1143"),
        (Category::FullHouse, 165, "0.0102"),
        (Category::FourOfAKind, 45, "0.0028"),
    ];
    for (c, n, p) in want {
        assert_eq!(count(&d.rows, c), n, "{c:?}");
        assert_eq!(round4(n, d.draws), p, "{c:?}");
    }
    assert_eq!(want.iter().map(|w| w.1).sum::<u64>(), d.draws);
    // Everything but the pair improves: 4,656 draws (0.2871; seed 001: 0,29).
    assert_eq!(d.improve, 16_215 - 11_559);
    assert!(d.versus.is_none());
}

/// The same in kapalı's 32-card deck (four players): C(27, 3) = 2,925.
#[test]
fn aces_drawing_three_in_32_cards() {
    let ev = evaluator("kapali", 4);
    let spot = DrawSpot::new(&ev, &cards(AA), &[], None).expect("spot");
    let d = spot.distribution(&cards("Ah Ad")).expect("odds");
    assert_eq!(d.draws, 2_925);
    let want = [
        (Category::Pair, 1_579, "0.5398"),
        (Category::TwoPair, 702, "0.2400"),
        (Category::ThreeOfAKind, 534, "0.1826"),
        (Category::FullHouse, 85, "0.0291"),
        (Category::FourOfAKind, 25, "0.0085"),
    ];
    for (c, n, p) in want {
        assert_eq!(count(&d.rows, c), n, "{c:?}");
        assert_eq!(round4(n, d.draws), p, "{c:?}");
    }
    // Rows follow kapalı's order: flush above full house.
    let order: Vec<Category> = d.rows.iter().map(|r| r.0).collect();
    assert_eq!(order, ev.ranking().order);
}

#[test]
fn dead_cards_and_standing_pat() {
    let ev = evaluator("standart", 4);
    // Two aces seen elsewhere: no trips or quads of aces any more.
    let spot = DrawSpot::new(&ev, &cards(AA), &cards("Ac As"), None).expect("spot");
    let d = spot.distribution(&cards("Ah Ad")).expect("odds");
    assert_eq!(spot.stub_size(), 45);
    assert_eq!(d.draws, 14_190); // C(45, 3)
    assert_eq!(count(&d.rows, Category::FourOfAKind), 0);
    // Standing pat is one "draw".
    let d = spot.distribution(&cards(AA)).expect("odds");
    assert_eq!(d.draws, 1);
    assert_eq!(count(&d.rows, Category::Pair), 1);
    // Discarding everything: C(45, 5).
    let d = spot.distribution(&[]).expect("odds");
    assert_eq!(d.draws, 1_221_759);
}

/// Every draw judged by `judge` against the hand to beat, suits included.
fn brute_versus(id: &str, players: u8, hand: &str, keep: &str, beat: &str) -> (u64, u64, u64) {
    let rules = rule_set(id);
    let deck = rules.deck_for(players).expect("deck");
    let ranking = Ranking::new(&rules, deck).expect("ranking");
    let hand = cards(hand);
    let keep = cards(keep);
    let beat = cards(beat);
    let out: CardSet = hand.iter().chain(&beat).copied().collect();
    let stub: Vec<Card> = deck.cards().filter(|&c| !out.contains(c)).collect();
    let k = 5 - keep.len();
    let mut res = (0, 0, 0);
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        let mut mine = keep.clone();
        mine.extend(idx.iter().map(|&i| stub[i]));
        let v = judge(&ranking, &[mine, beat.clone()], &[]).expect("judge");
        match v.winners() {
            [0] => res.0 += 1,
            [1] => res.2 += 1,
            _ => res.1 += 1,
        }
        // Next combination.
        let mut i = k;
        loop {
            if i == 0 {
                return res;
            }
            i -= 1;
            if idx[i] < stub.len() - (k - i) {
                idx[i] += 1;
                for j in i + 1..k {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}

#[test]
fn beating_a_hand_agrees_with_judge() {
    for (id, players, hand, keep, beat) in [
        // Kapalı: equal pairs and kickers are settled by the kicker's suit.
        ("kapali", 4, AA, "Ah Ad", "As Ac Kh Qd 9s"),
        ("kapali", 4, AA, "Ah Ad Kc", "As Ac Kh Qd 9s"),
        (
            "turk-pokeri",
            4,
            "Kh Qs Jd Tc 7h",
            "Kh Qs Jd Tc",
            "Ks Qh Jc Td 9h",
        ),
        ("standart", 4, AA, "Ah Ad Kc Qs", "As Ac Kh Qd 9s"),
        (
            "klasgaming",
            4,
            "Ah 9c 8d 7s Kh",
            "Ah 9c 8d 7s",
            "Ac Kd Qh Js 9s",
        ),
    ] {
        let ev = evaluator(id, players);
        let beat_cards = cards(beat);
        let spot = match DrawSpot::new(&ev, &cards(hand), &[], Some(&beat_cards)) {
            Ok(s) => s,
            Err(e) => panic!("{id} {hand}: {e:?}"),
        };
        let d = spot.distribution(&cards(keep)).expect("odds");
        let v = d.versus.expect("versus");
        assert_eq!(
            (v.win, v.tie, v.loss),
            brute_versus(id, players, hand, keep, beat),
            "{id} {hand} keep {keep} vs {beat}"
        );
        assert_eq!(v.win + v.tie + v.loss, d.draws);
    }
}

#[test]
fn best_ranks_every_discard() {
    let ev = evaluator("standart", 4);
    let spot = DrawSpot::new(&ev, &cards(AA), &[], None).expect("spot");
    let all = spot.best();
    assert_eq!(all.len(), 32);
    // Keeping the aces and drawing three improves most often.
    assert_eq!(all[0].keep, cards("Ah Ad"));
    assert_eq!(all[0].improve, 16_215 - 11_559);
    let p = |d: &racon::eval::odds::Distribution| d.improve as f64 / d.draws as f64;
    for w in all.windows(2) {
        assert!(p(&w[0]) >= p(&w[1]));
    }
    // Standing pat never improves: it comes last.
    assert_eq!(all[31].improve, 0);
    // Against kings full: aces full or four aces (or a straight flush).
    let beat = cards("Kh Kd Ks 7c 7d");
    let spot = DrawSpot::new(&ev, &cards(AA), &[], Some(&beat)).expect("spot");
    let all = spot.best();
    assert_eq!(all.len(), 32);
    assert_eq!(all[0].keep, cards("Ah Ad"));
    for d in &all {
        let v = d.versus.expect("versus");
        assert_eq!(v.win + v.tie + v.loss, d.draws);
        assert!(v.win <= d.draws - count(&d.rows, Category::Pair));
    }
    let v = all[0].versus.expect("versus");
    // Keeping the aces, every four of a kind wins (and aces full).
    assert!(v.win >= count(&all[0].rows, Category::FourOfAKind));
    assert!(v.win > 0 && v.tie == 0);
}

#[test]
fn bad_spots_are_refused() {
    let ev = evaluator("standart", 4);
    let err = |hand: &str, dead: &str, beat: Option<&str>| {
        let b = beat.map(cards);
        DrawSpot::new(&ev, &cards(hand), &cards(dead), b.as_deref()).err()
    };
    assert_eq!(
        err("Ah Ad Kc Qs", "", None),
        Some(OddsError::HandSize { got: 4 })
    );
    assert_eq!(
        err(AA, "Ah", None),
        Some(OddsError::Card(CardProblem::Duplicate {
            card: cards("Ah")[0]
        }))
    );
    assert_eq!(
        err(AA, "", Some("Ks Kd")),
        Some(OddsError::BeatSize { got: 2 })
    );
    let spot = DrawSpot::new(&ev, &cards(AA), &[], None).expect("spot");
    assert_eq!(
        spot.distribution(&cards("Ah As")).err(),
        Some(OddsError::NotInHand {
            card: cards("As")[0]
        })
    );
    let holdem = {
        let r = rule_set("texas-holdem");
        Evaluator::new(&r, r.deck_for(2).expect("deck"), 7).expect("ev")
    };
    assert_eq!(
        DrawSpot::new(&holdem, &cards(AA), &[], None).err(),
        Some(OddsError::NotDraw)
    );
}

// ------------------------------------------------------------ the CLI

#[test]
fn json_is_the_contract() {
    let v = json(&[
        "odds",
        "--rules",
        "kapali",
        "--players",
        "4",
        "--hand",
        AA,
        "--keep",
        "Ah Ad",
    ]);
    assert_eq!(v["draws"], 2_925);
    assert_eq!(v["deck_size"], 32);
    let rows = v["categories"].as_array().expect("categories");
    let row = |id: &str| {
        rows.iter()
            .find(|r| r["category"] == id)
            .unwrap_or_else(|| panic!("{id}"))
            .clone()
    };
    assert_eq!(row("pair")["count"], 1_579);
    assert_eq!(row("two_pair")["count"], 702);
    assert_eq!(row("three_of_a_kind")["count"], 534);
    assert_eq!(row("full_house")["count"], 85);
    assert_eq!(row("four_of_a_kind")["count"], 25);
    let p = row("pair")["probability"].as_f64().expect("p");
    assert!((p - 1_579.0 / 2_925.0).abs() < 1e-12);
    assert_eq!(
        rows.iter()
            .map(|r| r["count"].as_u64().expect("count"))
            .sum::<u64>(),
        2_925
    );
    // The 52-card deck.
    let v = json(&[
        "odds", "--rules", "standart", "--hand", AA, "--keep", "Ah Ad",
    ]);
    assert_eq!(v["draws"], 16_215);
    assert_eq!(v["discard"], serde_json::json!(["Kc", "Qs", "Jh"]));
}

#[test]
fn best_in_json() {
    let v = json(&[
        "odds",
        "--rules",
        "kapali",
        "--players",
        "4",
        "--hand",
        AA,
        "--best",
        "--beat",
        "Kh Kd Ks 7c 7d",
    ]);
    assert_eq!(v["target"], "beat");
    let c = v["choices"].as_array().expect("choices");
    assert_eq!(c.len(), 32);
    assert_eq!(c[0]["keep"], serde_json::json!(["Ah", "Ad"]));
    for x in c {
        let sum = ["win", "tie", "loss"]
            .iter()
            .map(|k| x[k].as_u64().expect("count"))
            .sum::<u64>();
        assert_eq!(Some(sum), x["draws"].as_u64());
    }
    let v = json(&["odds", "--rules", "kapali", "--hand", AA, "--best"]);
    assert_eq!(v["target"], "improve");
    assert!(v["choices"][0].get("win").is_none());
}

#[test]
fn text_in_both_languages() {
    let args = [
        "odds",
        "--rules",
        "kapali",
        "--players",
        "4",
        "--hand",
        AA,
        "--keep",
        "Ah Ad",
        "--beat",
        "As Ac Kh Qd 9s",
    ];
    let en = ok(&[&args[..], &["--lang", "en"]].concat());
    contains(
        &en,
        &[
            "keep A♥ A♦, draw 3 of the 22 cards left",
            "Two pair",
            "Improves",
            "Against A♠ A♣ K♥ Q♦ 9♠",
            "wins",
            "0.",
        ],
    );
    let tr = ok(&[&args[..], &["--lang", "tr"]].concat());
    contains(
        &tr,
        &[
            "A♥ A♦ tutulur",
            "kağıt çekilir",
            "Döper",
            "Eli iyileştirme",
            "karşısında: kazanır",
            "berabere",
            "kaybeder",
            "0,",
        ],
    );
    for w in ["keep", "draw", "Improves", "wins"] {
        assert!(!tr.contains(w), "{w} in Turkish output:\n{tr}");
    }
    let tr = ok(&[
        "odds", "--lang", "tr", "--rules", "kapali", "--hand", AA, "--best",
    ]);
    contains(
        &tr,
        &["Bütün atma seçenekleri", "Tut", "Çek", "Büyür", "hiçbiri"],
    );
    let en = ok(&[
        "odds", "--lang", "en", "--rules", "kapali", "--hand", AA, "--best",
    ]);
    contains(
        &en,
        &["Every discard", "Keep", "Draw", "Improves", "nothing"],
    );
    let help = ok(&["odds", "--help", "--lang", "tr"]);
    contains(
        &help,
        &["Tutulan kağıtlar", "Yenilecek el", "atma seçeneğini"],
    );
    let help = ok(&["odds", "--help", "--lang", "en"]);
    contains(
        &help,
        &["The cards kept", "A hand to beat", "chance to improve"],
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let k = ["odds", "--rules", "kapali", "--players", "4"];
    let run = |extra: &[&str]| bad(&[&k[..], extra].concat());
    contains(
        &run(&["--hand", "Ah Ad Kc Qs", "--keep", "Ah"]),
        &["--hand", "4"],
    );
    contains(&run(&["--hand", AA, "--keep", "Ah As"]), &["--keep", "As"]);
    contains(
        &run(&["--hand", AA, "--keep", "Ah", "--dead", "Ad"]),
        &["Ad", "twice"],
    );
    contains(
        &run(&["--hand", "Ah Ad Kc Qs 6h", "--keep", "Ah"]),
        &["6h", "32"],
    );
    contains(
        &run(&["--hand", AA, "--keep", "Ah", "--beat", "Ks"]),
        &["--beat", "1"],
    );
    contains(&run(&["--hand", AA, "--keep", "Ah Zz"]), &["--keep", "Zz"]);
    run(&["--hand", AA]);
    run(&["--hand", AA, "--keep", "Ah", "--best"]);
    contains(
        &bad(&[
            "odds",
            "--rules",
            "texas-holdem",
            "--hand",
            AA,
            "--keep",
            "Ah Ad",
        ]),
        &["texas-holdem", "draw"],
    );
    contains(
        &bad(&["odds", "--rules", "acik", "--hand", AA, "--keep", "Ah Ad"]),
        &["acik"],
    );
    contains(
        &bad(&["odds", "--rules", "nope", "--hand", AA, "--keep", "Ah Ad"]),
        &["nope"],
    );
    contains(
        &bad(&[
            "odds", "--lang", "tr", "--rules", "kapali", "--hand", AA, "--keep", "As",
        ]),
        &["As", "elde yok"],
    );
}

/// Suit orbits (issue 15): where suits do not break ties, draws are dealt
/// one per orbit of interchangeable suits, weighted by its size. Every
/// discard choice must give exactly the plain count: on standart (52 cards),
/// and on kapalı's 32-card deck with its suit tie-breaks turned off (lowest
/// rank above two). Where suits do decide (kapalı as bundled), the plain
/// walk is the only one, so both agree trivially and the pinned counts
/// above keep it honest.
#[test]
fn suit_orbits_count_exactly_what_the_plain_draw_counts() {
    let mut kapali_split = rule_set("kapali");
    kapali_split.split_ties = true;
    let mut with_split = Vec::new();
    for (rules, players) in [(rule_set("standart"), 5), (kapali_split, 4)] {
        let deck = rules.deck_for(players).expect("deck");
        with_split.push(Evaluator::new(&rules, deck, 5).expect("evaluator"));
    }
    // Symmetry needs suits the hand, the dead cards and the hand to beat
    // hold alike: hands of one or two suits, dead cards and hands to beat
    // that keep or break it; and one with no symmetry at all.
    let spots: [(&str, &str, Option<&str>); 8] = [
        ("Ah Kh Qh Jh 9h", "", None),
        ("Ah Kh Qh Jh 9c", "", None),
        ("Ah Kh Qh Jh 9c", "8d 8s", Some("Tc Td Ts Th 7c")),
        ("As Ks Ad Kd 8s", "8c 8h", None),
        ("As Ks Ad Kd 8s", "", Some("Jh Jc Qh Qc 9h")),
        ("Ts Js Qs Ks 9h", "Ac Ad", None),
        ("Ah As Ad Kh Ks", "Qh Qs", Some("Jh Js Jd Jc 9h")),
        ("Qh Jd Tc 9s 8h", "", None),
    ];
    for ev in &with_split {
        for (hand, dead, beat) in spots {
            let beat = beat.map(cards);
            let spot = DrawSpot::new(ev, &cards(hand), &cards(dead), beat.as_deref());
            let (Ok(fast), Ok(plain)) = (
                spot,
                DrawSpot::new(ev, &cards(hand), &cards(dead), beat.as_deref()),
            ) else {
                panic!("{hand} / {dead}: not a spot");
            };
            let plain = plain.without_orbits();
            assert_eq!(
                fast.best(),
                plain.best(),
                "{} {hand} dead {dead}",
                ev.rules().id
            );
        }
    }
}
