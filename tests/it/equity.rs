//! `racon equity` (issue 6, part 2): exact all-in equity against
//! PERFORMANCE.md's counts, cross-checked deal by deal against `judge` (the
//! reference evaluator, suit tie-breaks included) on small enumerations,
//! Monte Carlo within its stated bound, the chop, and the CLI contract.

use crate::common;
use crate::common::night::rules as rule_set;
use common::cli::{bad, contains, json, ok};
use racon::cards::{Card, CardSet, parse_cards};
use racon::eval::equity::{Equity, Game, KnownWalk, Spot, exact, monte_carlo};
use racon::eval::verdict::judge;
use racon::eval::{Evaluator, Ranking};
use racon::rules::RuleSet;
use std::sync::atomic::{AtomicU64, Ordering};

fn cards(s: &str) -> Vec<Card> {
    parse_cards(&s.replace('*', " ")).unwrap_or_else(|e| panic!("{s}: {e:?}"))
}

fn evaluator(rules: &RuleSet, players: u8) -> Evaluator {
    let deck = rules.deck_for(players).expect("deck");
    Evaluator::new(rules, deck, rules.shape.max_eval_cards().min(7)).expect("evaluator")
}

fn spot(hands: &[&str], board: &str, dead: &str) -> Spot {
    Spot {
        hands: hands.iter().map(|h| cards(h)).collect(),
        board: cards(board),
        dead: cards(dead),
    }
}

fn wtl(e: &Equity) -> Vec<(u64, u64, u64)> {
    e.players.iter().map(|o| (o.win, o.tie, o.loss)).collect()
}

// ------------------------------------------------------------ the targets

#[test]
fn ace_king_suited_against_queens_counts_every_board() {
    let rules = rule_set("texas-holdem");
    let ev = evaluator(&rules, 2);
    let s = spot(&["Ah Kh", "Qs Qd"], "", "");
    for threads in [1, 2, 3] {
        let progress = AtomicU64::new(0);
        let e = exact(&ev, &s, threads, &progress).expect("spot");
        assert!(e.exact);
        assert_eq!(e.deals, 1_712_304);
        assert_eq!(progress.load(Ordering::Relaxed), 1_712_304);
        // PERFORMANCE.md: wins 787,966 / losses 917,606 / ties 6,732.
        assert_eq!(
            wtl(&e),
            vec![(787_966, 6_732, 917_606), (917_606, 6_732, 787_966)],
            "{threads} threads"
        );
        assert!((e.equity(0) - 0.462_145).abs() < 5e-7, "{}", e.equity(0));
        assert_eq!(e.share(0) + e.share(1), e.unit() * 1_712_304);
    }
}

/// 2,097,572,400 deals; about 3 s on two threads in the dev profile
/// (opt-level 2), under 2 s in release.
#[test]
fn pocket_aces_against_a_random_hand_counts_every_deal() {
    let rules = rule_set("texas-holdem");
    let ev = evaluator(&rules, 2);
    let s = spot(&["Ac Ad", "*"], "", "");
    let game = Game::new(&ev, &s).expect("spot");
    assert_eq!(game.deals(), 2_097_572_400);
    assert!(game.exact_by_default());
    let e = game.exact(2, &AtomicU64::new(0));
    assert_eq!(e.deals, 2_097_572_400);
    // PERFORMANCE.md: 1,781,508,418 / 304,661,670 / 11,402,312.
    assert_eq!(
        wtl(&e),
        vec![
            (1_781_508_418, 11_402_312, 304_661_670),
            (304_661_670, 11_402_312, 1_781_508_418)
        ]
    );
}

// ------------------------------------------------- brute force with judge

/// Every deal of the spot, judged by `racon judge`'s own code: (win, tie,
/// loss) per hand and the number of deals.
fn brute_force(rules: &RuleSet, players: u8, s: &Spot) -> (Vec<(u64, u64, u64)>, u64) {
    let deck = rules.deck_for(players).expect("deck");
    let ranking = Ranking::new(rules, deck).expect("ranking");
    let hole = rules.shape.hole_cards();
    let known: CardSet = s
        .hands
        .iter()
        .flatten()
        .chain(&s.board)
        .chain(&s.dead)
        .copied()
        .collect();
    let avail: Vec<Card> = deck.cards().filter(|&c| !known.contains(c)).collect();
    let mut needs = vec![if rules.shape.has_board() {
        5 - s.board.len()
    } else {
        0
    }];
    needs.extend(s.hands.iter().map(|h| hole - h.len()));
    let mut out = vec![(0, 0, 0); s.hands.len()];
    let mut deals = 0;
    let mut groups: Vec<Vec<Card>> = vec![Vec::new(); needs.len()];
    fn walk(
        g: usize,
        from: usize,
        used: u64,
        needs: &[usize],
        avail: &[Card],
        groups: &mut Vec<Vec<Card>>,
        f: &mut dyn FnMut(&[Vec<Card>]),
    ) {
        if g == needs.len() {
            return f(groups);
        }
        if groups[g].len() == needs[g] {
            return walk(g + 1, 0, used, needs, avail, groups, f);
        }
        for i in from..avail.len() {
            let c = avail[i];
            if used & c.bit() != 0 {
                continue;
            }
            groups[g].push(c);
            walk(g, i + 1, used | c.bit(), needs, avail, groups, f);
            groups[g].pop();
        }
    }
    walk(0, 0, 0, &needs, &avail, &mut groups, &mut |dealt| {
        let board: Vec<Card> = s.board.iter().chain(&dealt[0]).copied().collect();
        let hands: Vec<Vec<Card>> = s
            .hands
            .iter()
            .zip(&dealt[1..])
            .map(|(h, d)| h.iter().chain(d).copied().collect())
            .collect();
        let v = judge(&ranking, &hands, &board).expect("judge");
        let w = v.winners();
        for (p, o) in out.iter_mut().enumerate() {
            if !w.contains(&p) {
                o.2 += 1;
            } else if w.len() == 1 {
                o.0 += 1;
            } else {
                o.1 += 1;
            }
        }
        deals += 1;
    });
    (out, deals)
}

fn cross_check(id: &str, players: u8, hands: &[&str], board: &str, dead: &str) {
    let rules = rule_set(id);
    let ev = evaluator(&rules, players);
    let s = spot(hands, board, dead);
    let game = Game::new(&ev, &s).expect("spot");
    let e = game.exact(2, &AtomicU64::new(0));
    let (want, deals) = brute_force(&rules, players, &s);
    assert_eq!(u128::from(deals), game.deals(), "{id} {hands:?} {board}");
    assert_eq!(e.deals, deals, "{id} {hands:?} {board}");
    assert_eq!(
        wtl(&e),
        want,
        "{id} {hands:?} board {board:?} dead {dead:?}"
    );
    assert_eq!(
        (0..hands.len()).map(|p| e.share(p)).sum::<u128>(),
        e.unit() * u128::from(deals)
    );
}

#[test]
fn holdem_agrees_with_judge() {
    // Three hands, the river to come, one unknown: flush draws on the board
    // (four hearts) exercise the rank-class kernel's flush handling.
    cross_check(
        "texas-holdem",
        6,
        &["Ah Kd", "Qs Qd", "*"],
        "2h 7h 9h Jh",
        "",
    );
    cross_check("texas-holdem", 6, &["As Kd", "*"], "2h 7h 9h Jc", "");
    cross_check("texas-holdem", 6, &["As Kd", "*"], "2h 7h 9c Jc", "3h");
    // A board of five hearts: the kernel hands over to the plain loop.
    cross_check("texas-holdem", 6, &["As Kd", "*"], "2h 7h 9h Jh 4h", "");
    // Everyone plays the board: three-way ties.
    cross_check(
        "texas-holdem",
        6,
        &["3c 4c", "5d 6d", "*"],
        "Ah Kh Qh Jh 2c",
        "",
    );
    // Known hands, two cards to come.
    cross_check(
        "texas-holdem",
        6,
        &["Ah Kh", "Qs Qd", "7c 8c"],
        "2h 9h Tc",
        "",
    );
}

#[test]
fn short_deck_agrees_with_judge() {
    // 36 cards, flush above full house, the ace plays low (A-6-7-8-9).
    cross_check(
        "short-deck",
        6,
        &["Ah Kh", "9s 9d", "6c 7c"],
        "8h Th Jc",
        "",
    );
    cross_check("short-deck", 6, &["Ah Kh", "*"], "8h Th Jc 6h", "");
    cross_check(
        "short-deck",
        6,
        &["Ad 6s", "*"],
        "7c 8d 9h",
        "Ks Qs Js Ts 6h 6d",
    );
}

#[test]
fn omaha_agrees_with_judge() {
    // Exactly two hole cards and three board cards.
    cross_check("omaha", 6, &["Ah Kh Qd Jd", "Ac Ks 9h 8h"], "2h 7h Tc", "");
    // An unknown hand with the river out: the pair-table path. Dead cards
    // keep the brute force small.
    cross_check(
        "omaha",
        6,
        &["Ah Kh Qd Jd", "*"],
        "2h 7h Tc Jh 3d",
        "2c 2d 2s 3c 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d",
    );
    // Two unknown hands.
    cross_check(
        "omaha",
        6,
        &["Ah Kh Qd Jd", "*", "*"],
        "2h 7h Tc Jh 3d",
        "2c 2d 2s 3c 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 8c 8d 8h 8s 9c 9d 9h 9s Qc Qs",
    );
    // The turn to come and an unknown hand.
    cross_check(
        "omaha",
        6,
        &["Ah Kh Qd Jd", "*"],
        "2h 7h Tc Jh",
        "2c 2d 2s 3c 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d 8c 8d 8h",
    );
}

#[test]
fn omaha_5_agrees_with_judge() {
    cross_check(
        "omaha-5",
        6,
        &["Ah Kh Qd Jd Tc", "As Ks 9h 8h 2c"],
        "2h 7h 3c",
        "",
    );
    cross_check(
        "omaha-5",
        6,
        &["Ah Kh Qd Jd Ts", "*"],
        "2h 7h Tc Jh 3d",
        "2c 2d 2s 3c 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d",
    );
}

#[test]
fn five_card_showdowns_agree_with_judge_including_suits() {
    // Kapalı breaks equal ranks by suit (top kicker, top card): the cold
    // path must order hands exactly as judge does.
    cross_check("kapali", 4, &["Ah Ad Kc Qs Jh", "*"], "", "");
    cross_check("kapali", 4, &["Ah Ad Kc", "As Ac Kh Qd"], "", "");
    // Three hands, two of them short of cards.
    cross_check(
        "kapali",
        4,
        &["Ah Ad Kc", "As Ac Kh", "Kd Ks Qh Qd"],
        "",
        "9c 9d 9h 9s 8c 8d 8h 8s",
    );
    // Türk pokeri: the best suit in the pair, the ten of a straight (C7).
    cross_check("turk-pokeri", 4, &["Ah Ad Kc", "As Ac Kh Qd"], "", "");
    cross_check("turk-pokeri", 2, &["Kh Qs Jd Tc", "Ks Qh Jc Td"], "", "");
    // Stud and a split-ties draw game.
    cross_check("acik", 4, &["Ah Ad Kc", "As Ac Kh Qd"], "", "");
    cross_check("standart", 2, &["Ah Ad Kc Qs", "As Ac Kh Qd"], "", "");
    cross_check("kapali-frekans", 4, &["Ah Ad Kc", "Kh Kd Ks Qd"], "", "");
}

// ------------------------------------------------------------ Monte Carlo

#[test]
fn monte_carlo_lands_within_its_stated_bound() {
    let rules = rule_set("texas-holdem");
    let ev = evaluator(&rules, 2);
    for (hands, board) in [
        (&["Ah Kh", "Qs Qd"][..], ""),
        (&["Ah Kh", "Qs Qd", "*"][..], "2h 7h 9c"),
    ] {
        let s = spot(hands, board, "");
        let exact = exact(&ev, &s, 2, &AtomicU64::new(0)).expect("spot");
        let mc = monte_carlo(&ev, &s, 300_000, 7, 2, &AtomicU64::new(0)).expect("spot");
        assert!(!mc.exact);
        assert_eq!(mc.deals, 300_000);
        for p in 0..hands.len() {
            let bound = mc.error95(p);
            assert!(bound > 0.0 && bound < 0.005, "{bound}");
            let diff = (mc.equity(p) - exact.equity(p)).abs();
            assert!(
                diff <= bound,
                "{hands:?} hand {p}: sampled {} exact {} bound {bound}",
                mc.equity(p),
                exact.equity(p)
            );
        }
    }
}

#[test]
fn monte_carlo_depends_on_the_seed_not_the_thread_count() {
    let rules = rule_set("omaha");
    let ev = evaluator(&rules, 2);
    let s = spot(&["Ah Kh Qd Jd", "*", "*"], "", "");
    let one = monte_carlo(&ev, &s, 200_000, 3, 1, &AtomicU64::new(0)).expect("spot");
    let two = monte_carlo(&ev, &s, 200_000, 3, 2, &AtomicU64::new(0)).expect("spot");
    assert_eq!(one, two);
    let other = monte_carlo(&ev, &s, 200_000, 4, 2, &AtomicU64::new(0)).expect("spot");
    assert_ne!(one, other);
    // Far too many deals to count by default.
    assert!(!Game::new(&ev, &s).expect("spot").exact_by_default());
}

// ------------------------------------------------------------ the chop

#[test]
fn chop_adds_up_to_the_pot() {
    let rules = rule_set("texas-holdem");
    let ev = evaluator(&rules, 6);
    for (hands, board) in [
        (&["Ah Kh", "Qs Qd"][..], ""),
        (&["3c 4c", "5d 6d", "*"][..], "Ah Kh Qh Jh 2c"),
        (&["Ah Kh", "Qs Qd", "7c 8c"][..], "2h 9h Tc"),
    ] {
        let e = exact(&ev, &spot(hands, board, ""), 2, &AtomicU64::new(0)).expect("spot");
        for pot in [0, 1, 2, 3, 7, 100, 1_001, 999_999, u64::from(u32::MAX)] {
            let shares = e.chop(pot).expect("chop");
            assert_eq!(shares.iter().sum::<u64>(), pot, "{hands:?} {pot}");
            for (p, &s) in shares.iter().enumerate() {
                // Never more than one chip from the exact share.
                let exact = pot as f64 * e.equity(p);
                assert!((s as f64 - exact).abs() < 1.0 + 1e-6, "{s} vs {exact}");
            }
        }
    }
    // Ah Kh vs Qs Qd: 46.2145% of 1,000 = 462.145 → 462, 537.855 → 538.
    let e = exact(
        &ev,
        &spot(&["Ah Kh", "Qs Qd"], "", ""),
        1,
        &AtomicU64::new(0),
    )
    .expect("spot");
    assert_eq!(e.chop(1_000), Some(vec![462, 538]));
}

// ------------------------------------------------------------ the CLI

#[test]
fn json_is_the_contract() {
    let v = json(&["equity", "--rules", "texas-holdem", "Ah Kh", "Qs Qd"]);
    assert_eq!(v["exact"], true);
    assert_eq!(v["deals"], 1_712_304);
    let p = v["players"].as_array().expect("players");
    assert_eq!(p.len(), 2);
    assert_eq!(p[0]["win"], 787_966);
    assert_eq!(p[0]["tie"], 6_732);
    assert_eq!(p[0]["loss"], 917_606);
    assert_eq!(p[1]["win"], 917_606);
    let e = p[0]["equity"].as_f64().expect("equity");
    assert!((e - 0.462_145).abs() < 5e-7, "{e}");
    assert_eq!(p[0]["hand"], "Ah Kh");
    assert!(p[0].get("error95").is_none());
    assert!(v["threads"].as_u64().expect("threads") >= 1);
}

#[test]
fn unknown_hands_and_sampling_in_json() {
    // A random hand against a known one, the river out: 990 hands exactly.
    let v = json(&[
        "equity",
        "--rules",
        "texas-holdem",
        "--board",
        "Ah Kd 7c 7s 2h",
        "Ac Qd",
        "*",
    ]);
    assert_eq!(v["exact"], true);
    assert_eq!(v["deals"], 990);
    assert_eq!(v["players"][1]["hand"], "? ?");
    // Sampled on request, with a bound per hand; --threads does not change it.
    let args = [
        "equity",
        "--rules",
        "texas-holdem",
        "--samples",
        "100000",
        "--seed",
        "5",
        "Ah Kh",
        "Qs Qd",
    ];
    let one = json(&[&args[..], &["--threads", "1"]].concat());
    let two = json(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(one["exact"], false);
    assert_eq!(one["deals"], 100_000);
    assert_eq!(one["seed"], 5);
    assert_eq!(one["players"], two["players"]);
    let e = one["players"][0]["equity"].as_f64().expect("equity");
    let b = one["players"][0]["error95"].as_f64().expect("bound");
    assert!(b > 0.0 && (e - 0.462_145).abs() <= b, "{e} ± {b}");
    // Too many deals to count: sampled by default, exact on request.
    let v = json(&[
        "equity",
        "--rules",
        "omaha",
        "--samples",
        "20000",
        "Ah Kh Qd Jd",
        "*",
        "*",
    ]);
    assert_eq!(v["exact"], false);
}

#[test]
fn the_pot_is_chopped_by_equity_in_whole_chips() {
    let v = json(&[
        "equity",
        "--rules",
        "texas-holdem",
        "--pot",
        "1001",
        "--board",
        "Ah Kh Qh Jh",
        "2c 3c",
        "2d 3d",
        "2s 3s",
    ]);
    let shares: Vec<u64> = v["pot"]["shares"]
        .as_array()
        .expect("shares")
        .iter()
        .map(|s| s.as_u64().expect("chips"))
        .collect();
    assert_eq!(shares.iter().sum::<u64>(), 1001);
    // The same ranks against the same board: every river is a three-way
    // tie. 1001 / 3 = 333.67: the two odd chips go to the hands given first.
    assert_eq!(shares, vec![334, 334, 333]);
    contains(v["pot"]["rule"].as_str().expect("rule"), &["rounded down"]);
    let en = ok(&[
        "equity",
        "--lang",
        "en",
        "--rules",
        "texas-holdem",
        "--pot",
        "1000",
        "Ah Kh",
        "Qs Qd",
    ]);
    contains(
        &en,
        &["462", "538", "largest remainders", "the hand given first"],
    );
    let tr = ok(&[
        "equity",
        "--lang",
        "tr",
        "--rules",
        "texas-holdem",
        "--pot",
        "1000",
        "Ah Kh",
        "Qs Qd",
    ]);
    contains(&tr, &["fişlik pot", "aşağı yuvarlanır", "önce yazılan"]);
}

#[test]
fn text_in_both_languages() {
    let args = ["equity", "--rules", "texas-holdem", "Ah Kh", "Qs Qd"];
    let en = ok(&[&args[..], &["--lang", "en"]].concat());
    contains(
        &en,
        &[
            "Exact: every deal counted (1,712,304 deals).",
            "Wins",
            "Ties",
            "787,966",
            "46.2145%",
            "53.7855%",
            // Counted by rank multiset on one thread, and said so.
            "1 thread ·",
            "per thread",
        ],
    );
    let tr = ok(&[&args[..], &["--lang", "tr"]].concat());
    contains(
        &tr,
        &[
            "Kesin: bütün dağıtımlar tek tek sayıldı (1.712.304 dağıtım).",
            "Kazanır",
            "Berabere",
            "Kaybeder",
            "787.966",
            "46,2145%",
            "iş parçacığı",
        ],
    );
    for w in ["Wins", "Exact", "deals", "threads"] {
        assert!(!tr.contains(w), "{w} in Turkish output:\n{tr}");
    }
    let tr = ok(&[
        "equity",
        "--lang",
        "tr",
        "--rules",
        "omaha",
        "--samples",
        "20000",
        "Ah Kh Qd Jd",
        "*",
    ]);
    contains(
        &tr,
        &[
            "Monte Carlo",
            "rastgele dağıtım",
            "tohum 1",
            "%95 hata payı",
            "±",
        ],
    );
    let help = ok(&["equity", "--help", "--lang", "tr"]);
    contains(
        &help,
        &["bilinmeyen el", "İş parçacığı sayısı", "Monte Carlo tohumu"],
    );
    let help = ok(&["equity", "--help", "--lang", "en"]);
    contains(
        &help,
        &["unknown hand", "Threads to use", "Monte Carlo seed"],
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let h = ["equity", "--rules", "texas-holdem"];
    let with =
        |extra: &[&str]| -> Vec<String> { h.iter().chain(extra).map(|s| s.to_string()).collect() };
    let run = |extra: &[&str]| {
        let a = with(extra);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        bad(&a)
    };
    contains(&run(&["Ah Kh", "Ah Qd"]), &["Ah", "twice"]);
    contains(&run(&["Ah Kh", "Qs Qd", "--board", "Kh 2c 3c"]), &["Kh"]);
    contains(&run(&["Ah Kh", "Qs Qd", "--dead", "Qs"]), &["Qs"]);
    contains(&run(&["Ah", "Qs Qd"]), &["hand 1", "1 cards"]);
    contains(&run(&["Ah Kh Qh", "Qs Qd"]), &["hand 1", "3 cards"]);
    contains(
        &run(&["Ah Kh", "Qs Qd", "--board", "2c 3c"]),
        &["--board", "2 cards"],
    );
    contains(&run(&["Ah Kh"]), &["two hands"]);
    contains(&run(&["Ah Kx", "Qs Qd"]), &["hand 1", "Kx"]);
    contains(&run(&["Ah Kh", "Qs Qd", "--threads", "0"]), &["--threads"]);
    contains(&run(&["Ah Kh", "Qs Qd", "--samples", "0"]), &["--samples"]);
    run(&["Ah Kh", "Qs Qd", "--samples", "10", "--exact"]);
    // Too many hands for the table.
    let stars = vec!["*"; 11];
    contains(&run(&stars), &["--players 11"]);
    contains(
        &run(&["Ah Kh", "Qs Qd", "--players", "1"]),
        &["--players 1"],
    );
    // Not in the deck in play: short deck plays 6..A.
    contains(
        &bad(&["equity", "--rules", "short-deck", "2c 3c", "Ah Ad"]),
        &["2c", "36"],
    );
    // Too many hands for the deck once dead cards are out.
    contains(
        &bad(&[
            "equity",
            "--rules",
            "kapali",
            "--players",
            "4",
            "--dead",
            "7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th",
            "*",
            "*",
            "*",
            "*",
        ]),
        &["17", "20"],
    );
    contains(
        &bad(&["equity", "--rules", "kapali", "Ah Ad Kc Qs Jh 9h", "*"]),
        &["hand 1", "6 cards"],
    );
    contains(
        &bad(&["equity", "--rules", "kapali", "--board", "Ah", "*", "*"]),
        &["--board"],
    );
    contains(
        &bad(&["equity", "--rules", "no-such-rules", "*", "*"]),
        &["no-such-rules"],
    );
    // Turkish too.
    contains(
        &bad(&[
            "equity",
            "--lang",
            "tr",
            "--rules",
            "texas-holdem",
            "Ah Kh",
            "Ah Qd",
        ]),
        &["Ah", "iki kez"],
    );
}

/// The all-in fast path (every hand known, no suit rule) against a plain
/// count with the evaluator, for each number of board cards to come and on
/// one and two threads.
#[test]
fn known_hands_fast_path_matches_a_plain_count() {
    let rules = rule_set("texas-holdem");
    let ev = evaluator(&rules, 6);
    let parse = |s: &str| racon::cards::parse_cards(s).expect("cards");
    for (board, hands) in [
        ("2h 9h Tc Jd", &["Ah Kh", "Qs Qd", "7c 8c"][..]),
        ("2h 9h Tc", &["Ah Kh", "Qs Qd", "7c 8c"][..]),
        ("", &["Ah Kh", "Qs Qd", "7c 8c"][..]),
        ("2h 9h Tc Jd", &["Ah Kh", "Qs Qd"][..]),
        ("Ks 9h Tc", &["Ah Kh", "Qs Qd"][..]),
        // Heads-up ties: both play the board.
        ("As Ks Qs Js Ts", &["2c 3d", "4c 5d"][..]),
    ] {
        let known: Vec<Vec<Card>> = hands.iter().map(|h| parse(h)).collect();
        let b = parse(board);
        let used: Vec<Card> = known.iter().flatten().chain(&b).copied().collect();
        let rest: Vec<Card> = ev.deck().cards().filter(|c| !used.contains(c)).collect();
        let need = 5 - b.len();
        let mut want = vec![(0u64, 0u64); hands.len()];
        let mut idx: Vec<usize> = (0..need).collect();
        loop {
            let full: Vec<Card> = b
                .iter()
                .copied()
                .chain(idx.iter().map(|&i| rest[i]))
                .collect();
            let scores: Vec<u16> = known
                .iter()
                .map(|h| ev.score(&[&h[..], &full[..]].concat()))
                .collect();
            let best = *scores.iter().max().expect("hands");
            let winners = scores.iter().filter(|&&s| s == best).count();
            for (p, &s) in scores.iter().enumerate() {
                if s == best {
                    if winners == 1 {
                        want[p].0 += 1;
                    } else {
                        want[p].1 += 1;
                    }
                }
            }
            // Next combination of `need` indices into `rest`.
            let mut k = need;
            while k > 0 && idx[k - 1] == rest.len() - need + k - 1 {
                k -= 1;
            }
            if k == 0 {
                break;
            }
            idx[k - 1] += 1;
            for j in k..need {
                idx[j] = idx[j - 1] + 1;
            }
        }
        for threads in [1, 2] {
            let e = exact(&ev, &spot(hands, board, ""), threads, &AtomicU64::new(0)).expect("spot");
            let got: Vec<(u64, u64)> = e.players.iter().map(|o| (o.win, o.tie)).collect();
            assert_eq!(got, want, "board {board:?}, {threads} threads");
        }
    }
}

/// Suit isomorphism (issue 15): where suits do not decide ties, known hands
/// with interchangeable suits are counted one board per orbit, weighted by
/// its size. The result must be exactly the plain count, on spots chosen to
/// have symmetry (pairs, suited hands, boards and dead cards that keep or
/// break it) and on seeded random ones.
#[test]
fn suit_orbits_count_exactly_what_the_plain_walk_counts() {
    let mut spots: Vec<(&str, Vec<&str>, &str, &str)> = vec![
        ("texas-holdem", vec!["Ah Kh", "Qs Qd"], "", ""),
        ("texas-holdem", vec!["Ah Ad", "Kh Kd"], "", ""),
        ("texas-holdem", vec!["Ah Ad", "Kc Ks"], "", ""),
        ("texas-holdem", vec!["Ac Kd", "7h 2s"], "", ""),
        ("texas-holdem", vec!["Ah Kh", "Qs Qd", "Jc Tc"], "", ""),
        ("texas-holdem", vec!["Ah Kh", "Qs Qd"], "2c 7d 9s", ""),
        ("texas-holdem", vec!["Ah Kh", "Qs Qd"], "2c 7d 9s Tc", ""),
        ("texas-holdem", vec!["Ah Kh", "Qs Qd"], "", "2s 2d"),
        ("texas-holdem", vec!["Ah Kh", "Qs Qd"], "", "2s"),
        ("texas-holdem", vec!["Ah As", "Ad Ac"], "", ""),
        (
            "texas-holdem",
            vec!["2c 3d", "4h 5s", "6c 6d", "7h 7s"],
            "Kc Kd Kh",
            "",
        ),
        ("short-deck", vec!["Ah Kh", "Qs Qd"], "", ""),
        ("short-deck", vec!["Ah Ad", "6c 7c"], "8d 9d Th", ""),
        // Flush boards for the rank-multiset count: suited hands, boards
        // with three and four of a suit, a board that is a flush already,
        // a flush against a flush, short deck's flush above full house.
        ("texas-holdem", vec!["Ah 2h", "Kh Qd"], "9h 5h Tc", ""),
        ("texas-holdem", vec!["Ah 2h", "Kh Qh"], "9h 5h 3c", ""),
        ("texas-holdem", vec!["Ac 2d", "Kh Qd"], "9h 5h 3h 7h", ""),
        ("texas-holdem", vec!["2c 3d", "4h 5s"], "As Ks Qs Js", ""),
        (
            "texas-holdem",
            vec!["2s 3d", "4h 5s", "7s 8s"],
            "As Ks Qs",
            "",
        ),
        (
            "texas-holdem",
            vec!["Ah Kh", "Qh Jh", "Th 9h", "8h 7h"],
            "",
            "",
        ),
        ("texas-holdem", vec!["Ah Kh", "Qs Qd"], "", "2h 3h 4h 5h 6h"),
        ("short-deck", vec!["Ah Kh", "Qh Qd"], "Qc 8h 9h", ""),
        ("short-deck", vec!["9h 8h", "Ks Kd"], "7h Kc 6h", ""),
    ];
    // Seeded random spots: 2 or 3 hands, 0, 3 or 4 board cards.
    let mut seed = 15u64;
    let mut next = move || {
        seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut random: Vec<(Vec<String>, String)> = Vec::new();
    for i in 0..12 {
        let mut deck: Vec<Card> = racon::cards::Deck::standard().cards().collect();
        for j in (1..deck.len()).rev() {
            deck.swap(j, (next() % (j as u64 + 1)) as usize);
        }
        // Every other spot: hands of the same suits, to make symmetry likely.
        if i % 2 == 0 {
            deck.sort_by_key(|c| (c.suit().index(), std::cmp::Reverse(c.rank())));
            let k = (next() % 40) as usize;
            deck.rotate_left(k);
        }
        let n = 2 + (i % 2);
        let hands: Vec<String> = (0..n)
            .map(|p| format!("{} {}", deck[2 * p].short(), deck[2 * p + 1].short()))
            .collect();
        let b = [0, 3, 4][i % 3];
        let board: Vec<String> = deck[2 * n..2 * n + b].iter().map(|c| c.short()).collect();
        random.push((hands, board.join(" ")));
    }
    for (hands, board) in &random {
        spots.push((
            "texas-holdem",
            hands.iter().map(String::as_str).collect(),
            board.as_str(),
            "",
        ));
    }
    for (id, hands, board, dead) in &spots {
        let rules = rule_set(id);
        let ev = evaluator(&rules, 2);
        let s = spot(hands, board, dead);
        let game = Game::new(&ev, &s).expect("spot");
        let plain = game.exact_unreduced(1, &AtomicU64::new(0));
        for threads in [1, 2] {
            let progress = AtomicU64::new(0);
            let e = game.exact(threads, &progress);
            assert_eq!(e, plain, "{id} {hands:?} board {board:?} dead {dead:?}");
            assert_eq!(progress.load(Ordering::Relaxed), e.deals);
            assert_eq!(u128::from(e.deals), game.deals());
        }
        // Each walk on its own, where it applies (the rank-multiset count
        // always does here; orbits only where some suits are interchangeable).
        let by = |walk| game.exact_by(walk, 2, &AtomicU64::new(0));
        let counted = by(KnownWalk::RankCount).expect("the rank count applies");
        assert_eq!(counted, plain, "rank count: {id} {hands:?} board {board:?}");
        if let Some(e) = by(KnownWalk::Orbits) {
            assert_eq!(e, plain, "orbits: {id} {hands:?} board {board:?}");
        }
        assert_eq!(by(KnownWalk::Plain).as_ref(), Some(&plain));
    }
}
