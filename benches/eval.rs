//! Evaluator throughput, racon side by side with the `pokers` and `aya_poker`
//! crates (PERFORMANCE.md). `cargo bench --bench eval` runs every group on one
//! thread and then prints a table of racon/peer throughput ratios.
//!
//! * `enumerate52`: every one of the 133,784,560 7-card hands of 52 cards, each
//!   evaluator adding one precomputed per-card key per loop level (racon
//!   `HandKey::plus(CardKey)`, pokers `Hand + CARDS[i]`, aya_poker
//!   `insert_unchecked`) and summing the scores so that nothing is optimised
//!   away. `racon-table` is `frequency_table` (what `racon table` runs): the
//!   same walk, counting hands by category.
//! * `random52`: 65,536 seeded random 7-card hands, keys built beforehand.
//! * `kapali32`: the 32-card Turkish rule set `kapali` (no peer has it).
//! * `equity`: Ah Kh vs Qs Qd over all 1,712,304 boards, one thread: racon's
//!   `equity::exact` against `pokers::exact_equity`, and a plain board loop
//!   (both hands one card per level) around each evaluator.
//! * `compile`: `Evaluator::new`.
//!
//! The ratio table uses this process's own timings (the median seconds per
//! iteration over every timed batch criterion asked for, warm-up included),
//! so it also prints when only some benches are selected by a filter.

use criterion::{BenchmarkGroup, Criterion, SamplingMode, Throughput, measurement::WallTime};
use racon::cards::{Card, Deck};
use racon::eval::compiled::CardKey;
use racon::eval::equity::{self, Spot};
use racon::eval::table::frequency_table;
use racon::eval::{Evaluator, HandKey};
use racon::rules::RuleSet;
use racon::rules::load::bundled;
use std::collections::BTreeMap;
use std::hint::black_box;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

const ALL7_52: u64 = 133_784_560;
const ALL7_32: u64 = 3_365_856;
const BOARDS: u64 = 1_712_304;
const RANDOM_HANDS: usize = 1 << 16;

fn rules(id: &str) -> RuleSet {
    bundled()
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.id == id)
        .unwrap_or_else(|| panic!("{id}"))
}

// ---------------------------------------------------------------- timings

/// (group, bench) → seconds per iteration of every timed batch.
static TIMES: Mutex<BTreeMap<(&'static str, &'static str), Vec<f64>>> = Mutex::new(BTreeMap::new());

/// Runs `f` under criterion and records its time per iteration.
fn timed<O>(
    g: &mut BenchmarkGroup<'_, WallTime>,
    group: &'static str,
    name: &'static str,
    mut f: impl FnMut() -> O,
) {
    g.bench_function(name, |b| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                black_box(f());
            }
            let d = start.elapsed();
            if let Ok(mut t) = TIMES.lock() {
                t.entry((group, name))
                    .or_default()
                    .push(d.as_secs_f64() / iters.max(1) as f64);
            }
            d
        })
    });
}

/// The median seconds per iteration of a bench, if it ran.
fn median(group: &str, name: &str) -> Option<f64> {
    let t = TIMES.lock().ok()?;
    let mut v = t.get(&(group, name))?.clone();
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied()
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

// ---------------------------------------------------------------- groups

fn slow_group<'a>(c: &'a mut Criterion, name: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    g
}

fn enumerate52(c: &mut Criterion, holdem: &Evaluator) {
    let racon_cards: Vec<CardKey> = (0..52).map(|i| CardKey::of(card(i))).collect();
    let pokers_cards: Vec<pokers::Hand> = pokers::CARDS.to_vec();
    let aya_cards: Vec<aya_poker::base::Card> = aya_poker::base::CARDS.to_vec();

    let mut g = slow_group(c, "enumerate52");
    g.throughput(Throughput::Elements(ALL7_52));
    timed(&mut g, "enumerate52", "racon", || {
        enum7(&racon_cards, HandKey::EMPTY, HandKey::plus, |k| {
            holdem.eval(k)
        })
    });
    timed(&mut g, "enumerate52", "pokers", || {
        enum7(
            &pokers_cards,
            pokers::Hand::default(),
            |h, c| h + c,
            |h| h.evaluate(),
        )
    });
    timed(&mut g, "enumerate52", "aya_poker", || {
        enum7(
            &aya_cards,
            aya_poker::base::Hand::new(),
            |mut h, c| {
                h.insert_unchecked(&c);
                h
            },
            |h| aya_poker::poker_rank(&h).0,
        )
    });
    timed(&mut g, "enumerate52", "racon-table", || {
        frequency_table(holdem, 7).total
    });
    g.finish();
}

fn random52(c: &mut Criterion, holdem: &Evaluator) {
    let sets = random_sets(RANDOM_HANDS, 0, 1);
    let racon_keys: Vec<HandKey> = sets
        .iter()
        .map(|s| s.iter().fold(HandKey::EMPTY, |h, &i| h.with(card(i))))
        .collect();
    let pokers_keys: Vec<pokers::Hand> = sets.iter().map(|s| pokers_key(s)).collect();
    let aya_keys: Vec<aya_poker::base::Hand> = sets.iter().map(|s| aya_key(s)).collect();

    let mut g = c.benchmark_group("random52");
    g.warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    g.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    timed(&mut g, "random52", "racon", || {
        racon_keys
            .iter()
            .map(|&h| u64::from(holdem.eval(h)))
            .sum::<u64>()
    });
    timed(&mut g, "random52", "pokers", || {
        pokers_keys
            .iter()
            .map(|h| u64::from(h.evaluate()))
            .sum::<u64>()
    });
    timed(&mut g, "random52", "aya_poker", || {
        aya_keys
            .iter()
            .map(|h| u64::from(aya_poker::poker_rank(h).0))
            .sum::<u64>()
    });
    g.finish();
}

fn kapali32(c: &mut Criterion, kapali: &Evaluator) {
    let deck = Deck::of_size(32).expect("32 cards");
    let first = deck.lowest().index() * 4;
    let cards: Vec<CardKey> = deck.cards().map(CardKey::of).collect();
    let keys: Vec<HandKey> = random_sets(RANDOM_HANDS, first, 2)
        .iter()
        .map(|s| s.iter().fold(HandKey::EMPTY, |h, &i| h.with(card(i))))
        .collect();

    let mut g = slow_group(c, "kapali32");
    g.throughput(Throughput::Elements(ALL7_32));
    timed(&mut g, "kapali32", "enumerate", || {
        enum7(&cards, HandKey::EMPTY, HandKey::plus, |k| kapali.eval(k))
    });
    timed(&mut g, "kapali32", "table", || {
        frequency_table(kapali, 7).total
    });
    g.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    timed(&mut g, "kapali32", "random", || {
        keys.iter().map(|&h| u64::from(kapali.eval(h))).sum::<u64>()
    });
    g.finish();
}

fn equity(c: &mut Criterion, holdem: &Evaluator) {
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
    let racon_exact = || {
        let progress = AtomicU64::new(0);
        equity::exact(holdem, &spot, 1, &progress)
            .map(|e| [e.players[0].win, e.players[0].loss, e.players[0].tie])
            .unwrap_or_default()
    };
    let racon_hero = HandKey::of(&hero.map(card));
    let racon_villain = HandKey::of(&villain.map(card));
    let racon_loop = || {
        board_walk(&racon_rest, racon_hero, racon_villain, HandKey::plus, |k| {
            holdem.eval(k)
        })
    };
    let pokers_loop = || {
        board_walk(
            &pokers_rest,
            pokers_key(&hero),
            pokers_key(&villain),
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

    let mut g = slow_group(c, "equity");
    g.throughput(Throughput::Elements(BOARDS));
    timed(&mut g, "equity", "racon-exact", racon_exact);
    timed(&mut g, "equity", "pokers-exact_equity", || {
        pokers_exact("AhKh", "QsQd")
    });
    timed(&mut g, "equity", "racon-loop", racon_loop);
    timed(&mut g, "equity", "pokers-loop", pokers_loop);
    g.finish();
}

fn compile(c: &mut Criterion) {
    let mut g = slow_group(c, "compile");
    let k = rules("kapali");
    let deck32 = Deck::of_size(32).expect("32 cards");
    timed(&mut g, "compile", "kapali32-7", || {
        Evaluator::new(&k, deck32, 7).map(|e| e.distinct_scores())
    });
    let t = rules("texas-holdem");
    timed(&mut g, "compile", "holdem52-7", || {
        Evaluator::new(&t, Deck::standard(), 7).map(|e| e.distinct_scores())
    });
    g.finish();
}

// ---------------------------------------------------------------- report

fn report() {
    let rate = |group: &str, name: &str, n: u64| median(group, name).map(|s| (s, n as f64 / s));
    let line = |label: &str, group: &str, name: &str, n: u64, unit: &str, base: Option<f64>| {
        if let Some((s, r)) = rate(group, name, n) {
            let ratio = base.map_or(String::new(), |b| format!("   racon/{label} {:.2}x", s / b));
            println!(
                "  {label:<26}{:>10.2} ms  {:>8.1} M {unit}/s{ratio}",
                s * 1e3,
                r / 1e6
            );
        }
    };
    let racon = |group: &str, name: &str| median(group, name);

    println!();
    println!(
        "racon vs peers, one thread (median time per run; ratio = racon throughput / peer throughput)"
    );
    println!("all 133,784,560 7-card hands of 52 cards (texas-holdem):");
    let base = racon("enumerate52", "racon");
    line("racon", "enumerate52", "racon", ALL7_52, "hands", None);
    line("pokers", "enumerate52", "pokers", ALL7_52, "hands", base);
    line(
        "aya_poker",
        "enumerate52",
        "aya_poker",
        ALL7_52,
        "hands",
        base,
    );
    line(
        "racon frequency_table",
        "enumerate52",
        "racon-table",
        ALL7_52,
        "hands",
        None,
    );
    println!("65,536 random 7-card hands of 52 cards:");
    let base = racon("random52", "racon");
    line(
        "racon",
        "random52",
        "racon",
        RANDOM_HANDS as u64,
        "hands",
        None,
    );
    line(
        "pokers",
        "random52",
        "pokers",
        RANDOM_HANDS as u64,
        "hands",
        base,
    );
    line(
        "aya_poker",
        "random52",
        "aya_poker",
        RANDOM_HANDS as u64,
        "hands",
        base,
    );
    println!("kapali, 32 cards (no peer):");
    line(
        "all 3,365,856 7-card",
        "kapali32",
        "enumerate",
        ALL7_32,
        "hands",
        None,
    );
    line(
        "frequency_table",
        "kapali32",
        "table",
        ALL7_32,
        "hands",
        None,
    );
    line(
        "65,536 random 7-card",
        "kapali32",
        "random",
        RANDOM_HANDS as u64,
        "hands",
        None,
    );
    println!("exact equity Ah Kh vs Qs Qd, all 1,712,304 boards (one thread):");
    let base = racon("equity", "racon-exact");
    line(
        "racon equity::exact",
        "equity",
        "racon-exact",
        BOARDS,
        "boards",
        None,
    );
    line(
        "pokers exact_equity",
        "equity",
        "pokers-exact_equity",
        BOARDS,
        "boards",
        base,
    );
    println!("  the same, a plain board loop around each evaluator:");
    let base = racon("equity", "racon-loop");
    line("racon", "equity", "racon-loop", BOARDS, "boards", None);
    line("pokers", "equity", "pokers-loop", BOARDS, "boards", base);
    println!("Evaluator::new:");
    for (label, name) in [
        ("kapali 32 cards, 7-card", "kapali32-7"),
        ("texas-holdem 52, 7-card", "holdem52-7"),
    ] {
        if let Some(s) = median("compile", name) {
            println!("  {label:<26}{:>10.2} ms", s * 1e3);
        }
    }
}

fn main() {
    let holdem = Evaluator::new(&rules("texas-holdem"), Deck::standard(), 7).expect("holdem");
    let kapali =
        Evaluator::new(&rules("kapali"), Deck::of_size(32).expect("32"), 7).expect("kapali");
    let mut c = Criterion::default().configure_from_args();
    enumerate52(&mut c, &holdem);
    random52(&mut c, &holdem);
    kapali32(&mut c, &kapali);
    equity(&mut c, &holdem);
    compile(&mut c);
    c.final_summary();
    report();
}
