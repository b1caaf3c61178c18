//! Evaluator throughput, racon side by side with the `pokers` and `aya_poker`
//! crates (PERFORMANCE.md). `cargo bench --bench eval` runs every group on one
//! thread under criterion, then measures the same workloads again in
//! interleaved rounds and prints a table of racon/peer throughput ratios.
//!
//! * `enumerate52`: every one of the 133,784,560 7-card hands of 52 cards, each
//!   evaluator adding one precomputed per-card key per loop level (racon
//!   `HandKey::plus(CardKey)`, pokers `Hand + CARDS[i]`, aya_poker
//!   `insert_unchecked`) and summing the scores so that nothing is optimised
//!   away. `racon-table` is `frequency_table` (what `racon table` runs):
//!   since issue 15 it counts rank multisets and suit assignments instead of
//!   dealing (`frequency_table_enumerated` is the dealing walk).
//! * `random52`: 65,536 seeded random 7-card hands, keys built beforehand.
//! * `kapali32`: the 32-card Turkish rule set `kapali` (no peer has it).
//! * `equity`: Ah Kh vs Qs Qd over all 1,712,304 boards, one thread: racon's
//!   `equity::exact` against `pokers::exact_equity`, and a plain board loop
//!   (both hands one card per level) around each evaluator.
//! * `compile`: `Evaluator::new`.
//!
//! The ratio table: on a shared machine the load changes between one
//! criterion group and the next, so after the groups every workload that ran
//! is timed again in rounds (racon, pokers, aya_poker, racon, ...), and each
//! keeps its best round. Ratios are racon's throughput over the peer's.

use criterion::{Criterion, SamplingMode, Throughput};
use racon::cards::{Card, Deck};
use racon::eval::compiled::CardKey;
use racon::eval::equity::{self, Spot};
use racon::eval::table::frequency_table;
use racon::eval::{Evaluator, HandKey};
use racon::rules::RuleSet;
use racon::rules::load::bundled;
use std::cell::{Cell, RefCell};
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

const ALL7_52: u64 = 133_784_560;
const ALL7_32: u64 = 3_365_856;
const BOARDS: u64 = 1_712_304;
const RANDOM_HANDS: usize = 1 << 16;
/// Interleaved rounds for the ratio table (one under `cargo test --benches`).
const ROUNDS: usize = 7;
/// Each round runs a workload at least this long.
const ROUND_TIME: Duration = Duration::from_millis(40);

fn rules(id: &str) -> RuleSet {
    bundled()
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.id == id)
        .unwrap_or_else(|| panic!("{id}"))
}

// ---------------------------------------------------------------- the walks

/// Sums the scores of every 7-card subset of `cards`, one key per loop level.
#[inline(always)]
fn enum7<K: Copy, C: Copy>(
    cards: &[C],
    empty: K,
    add: impl Fn(K, C) -> K,
    eval: impl Fn(K) -> u16,
) -> u64 {
    let n = cards.len();
    let mut sum = 0u64;
    for a in 0..n - 6 {
        let ka = add(empty, cards[a]);
        for b in a + 1..n - 5 {
            let kb = add(ka, cards[b]);
            for c in b + 1..n - 4 {
                let kc = add(kb, cards[c]);
                for d in c + 1..n - 3 {
                    let kd = add(kc, cards[d]);
                    for e in d + 1..n - 2 {
                        let ke = add(kd, cards[e]);
                        for f in e + 1..n - 1 {
                            let kf = add(ke, cards[f]);
                            for &g in &cards[f + 1..] {
                                sum += u64::from(eval(add(kf, g)));
                            }
                        }
                    }
                }
            }
        }
    }
    sum
}

/// Seeded random 7-card sets of card indices from `first..52` (SplitMix64).
fn random_sets(n: usize, first: usize, seed: u64) -> Vec<[usize; 7]> {
    let mut s = seed;
    let mut next = move || {
        s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let size = (52 - first) as u64;
    (0..n)
        .map(|_| {
            let mut mask = 0u64;
            let mut set = [0usize; 7];
            let mut got = 0;
            while got < 7 {
                let i = first + (next() % size) as usize;
                if mask & (1 << i) == 0 {
                    mask |= 1 << i;
                    set[got] = i;
                    got += 1;
                }
            }
            set
        })
        .collect()
}

fn card(i: usize) -> Card {
    Card::from_index(i).expect("card index")
}

/// Wins, losses and ties of `hero` against `villain` over every board, with
/// incremental keys (one board card per loop level for both hands).
#[inline(always)]
fn board_walk<K: Copy, C: Copy>(
    rest: &[C],
    hero: K,
    villain: K,
    add: impl Fn(K, C) -> K,
    eval: impl Fn(K) -> u16,
) -> [u64; 3] {
    let n = rest.len();
    let mut out = [0u64; 3];
    for a in 0..n - 4 {
        let (ha, va) = (add(hero, rest[a]), add(villain, rest[a]));
        for b in a + 1..n - 3 {
            let (hb, vb) = (add(ha, rest[b]), add(va, rest[b]));
            for c in b + 1..n - 2 {
                let (hc, vc) = (add(hb, rest[c]), add(vb, rest[c]));
                for d in c + 1..n - 1 {
                    let (hd, vd) = (add(hc, rest[d]), add(vc, rest[d]));
                    for &e in &rest[d + 1..] {
                        let (h, v) = (eval(add(hd, e)), eval(add(vd, e)));
                        out[usize::from(h <= v) + usize::from(h == v)] += 1;
                    }
                }
            }
        }
    }
    out
}

// ---------------------------------------------------------------- peers

fn pokers_key(set: &[usize]) -> pokers::Hand {
    set.iter()
        .fold(pokers::Hand::default(), |h, &i| h + pokers::CARDS[i])
}

fn aya_key(set: &[usize]) -> aya_poker::base::Hand {
    let mut h = aya_poker::base::Hand::new();
    for &i in set {
        h.insert_unchecked(&aya_poker::base::CARDS[i]);
    }
    h
}

/// `pokers::exact_equity` on one thread; returns player 0's equity.
fn pokers_exact(hero: &str, villain: &str) -> f64 {
    let ranges = pokers::HandRange::from_strings(vec![hero.to_string(), villain.to_string()]);
    let cancel = std::sync::Arc::new(AtomicBool::new(false));
    pokers::exact_equity(&ranges, 0, 0, 1, cancel, |_| {})
        .map(|r| r.equities[0])
        .unwrap_or(f64::NAN)
}

// ---------------------------------------------------------------- cases

/// One workload: `elements` hands (or boards) per run.
struct Case<'a> {
    group: &'static str,
    name: &'static str,
    elements: u64,
    run: RefCell<Box<dyn FnMut() -> u64 + 'a>>,
    /// Criterion ran it (it matched the filter).
    ran: Cell<bool>,
    /// Seconds per run: criterion's last estimate, then the best round.
    secs: Cell<f64>,
}

impl<'a> Case<'a> {
    fn new(
        group: &'static str,
        name: &'static str,
        elements: u64,
        run: impl FnMut() -> u64 + 'a,
    ) -> Case<'a> {
        Case {
            group,
            name,
            elements,
            run: RefCell::new(Box::new(run)),
            ran: Cell::new(false),
            secs: Cell::new(f64::INFINITY),
        }
    }

    /// Runs the workload `n` times; the seconds per run.
    fn time(&self, n: u64) -> f64 {
        let mut run = self.run.borrow_mut();
        let start = Instant::now();
        for _ in 0..n {
            black_box(run());
        }
        start.elapsed().as_secs_f64() / n.max(1) as f64
    }
}

fn enumerate52<'a>(holdem: &'a Evaluator) -> Vec<Case<'a>> {
    let racon_cards: Vec<CardKey> = (0..52).map(|i| CardKey::of(card(i))).collect();
    let pokers_cards: Vec<pokers::Hand> = pokers::CARDS.to_vec();
    let aya_cards: Vec<aya_poker::base::Card> = aya_poker::base::CARDS.to_vec();
    vec![
        Case::new("enumerate52", "racon", ALL7_52, move || {
            enum7(&racon_cards, HandKey::EMPTY, HandKey::plus, |k| {
                holdem.eval(k)
            })
        }),
        Case::new("enumerate52", "pokers", ALL7_52, move || {
            enum7(
                &pokers_cards,
                pokers::Hand::default(),
                |h, c| h + c,
                |h| h.evaluate(),
            )
        }),
        Case::new("enumerate52", "aya_poker", ALL7_52, move || {
            enum7(
                &aya_cards,
                aya_poker::base::Hand::new(),
                |mut h, c| {
                    h.insert_unchecked(&c);
                    h
                },
                |h| aya_poker::poker_rank(&h).0,
            )
        }),
        Case::new("enumerate52", "racon-table", ALL7_52, move || {
            frequency_table(holdem, 7).total
        }),
    ]
}

fn random52(holdem: &Evaluator) -> Vec<Case<'_>> {
    let sets = random_sets(RANDOM_HANDS, 0, 1);
    let racon_keys: Vec<HandKey> = sets
        .iter()
        .map(|s| s.iter().fold(HandKey::EMPTY, |h, &i| h.with(card(i))))
        .collect();
    let pokers_keys: Vec<pokers::Hand> = sets.iter().map(|s| pokers_key(s)).collect();
    let aya_keys: Vec<aya_poker::base::Hand> = sets.iter().map(|s| aya_key(s)).collect();
    let n = RANDOM_HANDS as u64;
    vec![
        Case::new("random52", "racon", n, move || {
            racon_keys.iter().map(|&h| u64::from(holdem.eval(h))).sum()
        }),
        Case::new("random52", "pokers", n, move || {
            pokers_keys.iter().map(|h| u64::from(h.evaluate())).sum()
        }),
        Case::new("random52", "aya_poker", n, move || {
            aya_keys
                .iter()
                .map(|h| u64::from(aya_poker::poker_rank(h).0))
                .sum()
        }),
    ]
}

fn kapali32(kapali: &Evaluator) -> Vec<Case<'_>> {
    let deck = kapali.deck();
    let first = deck.lowest().index() * 4;
    let cards: Vec<CardKey> = deck.cards().map(CardKey::of).collect();
    let keys: Vec<HandKey> = random_sets(RANDOM_HANDS, first, 2)
        .iter()
        .map(|s| s.iter().fold(HandKey::EMPTY, |h, &i| h.with(card(i))))
        .collect();
    vec![
        Case::new("kapali32", "enumerate", ALL7_32, move || {
            enum7(&cards, HandKey::EMPTY, HandKey::plus, |k| kapali.eval(k))
        }),
        Case::new("kapali32", "table", ALL7_32, move || {
            frequency_table(kapali, 7).total
        }),
        Case::new("kapali32", "random", RANDOM_HANDS as u64, move || {
            keys.iter().map(|&h| u64::from(kapali.eval(h))).sum()
        }),
    ]
}

fn equity(holdem: &Evaluator) -> Vec<Case<'_>> {
    // Ah Kh vs Qs Qd (racon, pokers and aya_poker index cards as 4 * rank + suit;
    // racon's suits are clubs, diamonds, hearts, spades).
    let (hero, villain) = ([50usize, 46], [43usize, 41]);
    let dead = [hero[0], hero[1], villain[0], villain[1]];
    let rest: Vec<usize> = (0..52).filter(|i| !dead.contains(i)).collect();
    let racon_rest: Vec<CardKey> = rest.iter().map(|&i| CardKey::of(card(i))).collect();
    let pokers_rest: Vec<pokers::Hand> = rest.iter().map(|&i| pokers::CARDS[i]).collect();
    let spot = Spot {
        hands: vec![hero.map(card).to_vec(), villain.map(card).to_vec()],
        ..Spot::default()
    };
    let racon_exact = move || {
        let progress = AtomicU64::new(0);
        equity::exact(holdem, &spot, 1, &progress)
            .map(|e| [e.players[0].win, e.players[0].loss, e.players[0].tie])
            .unwrap_or_default()
    };
    let (racon_hero, racon_villain) = (
        HandKey::of(&hero.map(card)),
        HandKey::of(&villain.map(card)),
    );
    let racon_loop = move || {
        board_walk(&racon_rest, racon_hero, racon_villain, HandKey::plus, |k| {
            holdem.eval(k)
        })
    };
    let (pokers_hero, pokers_villain) = (pokers_key(&hero), pokers_key(&villain));
    let pokers_loop = move || {
        board_walk(
            &pokers_rest,
            pokers_hero,
            pokers_villain,
            |h, c| h + c,
            |h| h.evaluate(),
        )
    };
    // PERFORMANCE.md: wins 787,966 / losses 917,606 / ties 6,732.
    let want = [787_966, 917_606, 6_732];
    assert_eq!(racon_exact(), want, "racon equity::exact");
    assert_eq!(racon_loop(), want, "racon board loop");
    assert_eq!(pokers_loop(), want, "pokers board loop");
    let e = pokers_exact("AhKh", "QsQd");
    assert!((e - 0.462_145).abs() < 1e-5, "pokers exact_equity {e}");
    vec![
        Case::new("equity", "racon-exact", BOARDS, move || racon_exact()[0]),
        Case::new("equity", "pokers-exact_equity", BOARDS, || {
            pokers_exact("AhKh", "QsQd").to_bits()
        }),
        Case::new("equity", "racon-loop", BOARDS, move || racon_loop()[0]),
        Case::new("equity", "pokers-loop", BOARDS, move || pokers_loop()[0]),
    ]
}

fn compile<'a>() -> Vec<Case<'a>> {
    let (k, t) = (rules("kapali"), rules("texas-holdem"));
    let deck32 = Deck::of_size(32).expect("32 cards");
    vec![
        Case::new("compile", "kapali32-7", 1, move || {
            Evaluator::new(&k, deck32, 7).map_or(0, |e| e.distinct_scores() as u64)
        }),
        Case::new("compile", "holdem52-7", 1, move || {
            Evaluator::new(&t, Deck::standard(), 7).map_or(0, |e| e.distinct_scores() as u64)
        }),
    ]
}

/// Runs a group under criterion; records which cases ran and their time.
fn criterion_group(c: &mut Criterion, group: &str, slow: bool, cases: &[Case<'_>]) {
    let mut g = c.benchmark_group(group);
    g.warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    if slow {
        g.sample_size(10).sampling_mode(SamplingMode::Flat);
    }
    for case in cases {
        g.throughput(Throughput::Elements(case.elements));
        g.bench_function(case.name, |b| {
            case.ran.set(true);
            b.iter_custom(|iters| {
                let secs = case.time(iters);
                case.secs.set(secs);
                Duration::from_secs_f64(secs * iters as f64)
            })
        });
    }
    g.finish();
}

/// Times every case that ran again, in interleaved rounds; keeps the best.
fn rounds(cases: &[&Case<'_>], rounds: usize) {
    let reps: Vec<u64> = cases
        .iter()
        .map(|c| {
            (ROUND_TIME.as_secs_f64() / c.secs.get())
                .ceil()
                .clamp(1.0, 1e6) as u64
        })
        .collect();
    let mut best = vec![f64::INFINITY; cases.len()];
    for _ in 0..rounds {
        for ((c, &n), b) in cases.iter().zip(&reps).zip(&mut best) {
            *b = b.min(c.time(n));
        }
    }
    for (c, b) in cases.iter().zip(best) {
        c.secs.set(b);
    }
}

// ---------------------------------------------------------------- report

fn report(cases: &[&Case<'_>], rounds: usize) {
    let find = |group: &str, name: &str| {
        cases
            .iter()
            .find(|c| c.group == group && c.name == name)
            .map(|c| (c.secs.get(), c.elements))
    };
    let line = |label: &str, group: &str, name: &str, unit: &str, base: Option<&str>| {
        let Some((s, n)) = find(group, name) else {
            return;
        };
        let ratio = base
            .and_then(|b| find(group, b))
            .map_or(String::new(), |(b, _)| {
                format!("   racon/{label} {:.2}x", s / b)
            });
        println!(
            "  {label:<24}{:>10.2} ms {:>8.1} M {unit}/s{ratio}",
            s * 1e3,
            n as f64 / s / 1e6
        );
    };
    println!();
    println!("racon vs peers, one thread: the best of {rounds} interleaved round(s);");
    println!("ratio = racon throughput / peer throughput (> 1: racon is faster)");
    println!("all 133,784,560 7-card hands of 52 cards (texas-holdem rules for racon):");
    line("racon", "enumerate52", "racon", "hands", None);
    line("pokers", "enumerate52", "pokers", "hands", Some("racon"));
    line(
        "aya_poker",
        "enumerate52",
        "aya_poker",
        "hands",
        Some("racon"),
    );
    line(
        "racon frequency_table",
        "enumerate52",
        "racon-table",
        "hands",
        None,
    );
    println!("65,536 seeded random 7-card hands of 52 cards:");
    line("racon", "random52", "racon", "hands", None);
    line("pokers", "random52", "pokers", "hands", Some("racon"));
    line("aya_poker", "random52", "aya_poker", "hands", Some("racon"));
    println!("kapali, 32 cards (no peer has it):");
    line(
        "all 3,365,856 7-card",
        "kapali32",
        "enumerate",
        "hands",
        None,
    );
    line("frequency_table", "kapali32", "table", "hands", None);
    line("65,536 random 7-card", "kapali32", "random", "hands", None);
    println!("exact equity Ah Kh vs Qs Qd, all 1,712,304 boards:");
    line(
        "racon equity::exact",
        "equity",
        "racon-exact",
        "boards",
        None,
    );
    line(
        "pokers exact_equity",
        "equity",
        "pokers-exact_equity",
        "boards",
        Some("racon-exact"),
    );
    line("racon board loop", "equity", "racon-loop", "boards", None);
    line(
        "pokers board loop",
        "equity",
        "pokers-loop",
        "boards",
        Some("racon-loop"),
    );
    println!("Evaluator::new, 7-card tables:");
    for (label, name) in [
        ("kapali, 32 cards", "kapali32-7"),
        ("texas-holdem, 52 cards", "holdem52-7"),
    ] {
        if let Some((s, _)) = find("compile", name) {
            println!("  {label:<24}{:>10.2} ms", s * 1e3);
        }
    }
}

fn main() {
    let holdem = Evaluator::new(&rules("texas-holdem"), Deck::standard(), 7).expect("holdem");
    let deck32 = Deck::of_size(32).expect("32 cards");
    let kapali = Evaluator::new(&rules("kapali"), deck32, 7).expect("kapali");
    let groups = [
        ("enumerate52", true, enumerate52(&holdem)),
        ("random52", false, random52(&holdem)),
        ("kapali32", true, kapali32(&kapali)),
        ("equity", true, equity(&holdem)),
        ("compile", true, compile()),
    ];
    let mut c = Criterion::default().configure_from_args();
    for (name, slow, cases) in &groups {
        criterion_group(&mut c, name, *slow, cases);
    }
    c.final_summary();
    // `cargo bench` passes `--bench`; `cargo test --benches` does not.
    let bench_mode = std::env::args().any(|a| a == "--bench");
    let ran: Vec<&Case<'_>> = groups
        .iter()
        .flat_map(|g| &g.2)
        .filter(|c| c.ran.get())
        .collect();
    let n = if bench_mode { ROUNDS } else { 1 };
    rounds(&ran, n);
    report(&ran, n);
}
