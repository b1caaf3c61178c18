//! Evaluator throughput (PERFORMANCE.md). `cargo bench --bench eval`.
//! Step 5 adds the peer crates side by side; this measures racon alone.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use racon::cards::{Card, Deck};
use racon::eval::table::frequency_table;
use racon::eval::{Evaluator, HandKey};
use racon::rules::RuleSet;
use racon::rules::load::bundled;
use std::hint::black_box;

fn rules(id: &str) -> RuleSet {
    bundled()
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.id == id)
        .unwrap_or_else(|| panic!("{id}"))
}

fn random_hands(n: usize, deck: Deck, k: usize, seed: u64) -> Vec<HandKey> {
    let cards: Vec<Card> = deck.cards().collect();
    let mut s = seed;
    let mut next = move || {
        s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    (0..n)
        .map(|_| {
            let mut mask = 0u64;
            let mut h = HandKey::EMPTY;
            let mut got = 0;
            while got < k {
                let i = (next() % cards.len() as u64) as usize;
                if mask & (1 << i) == 0 {
                    mask |= 1 << i;
                    h = h.with(cards[i]);
                    got += 1;
                }
            }
            h
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let holdem = Evaluator::new(&rules("texas-holdem"), Deck::standard(), 7).unwrap();
    let mut g = c.benchmark_group("enumerate");
    g.sample_size(10);
    g.throughput(Throughput::Elements(133_784_560));
    g.bench_function("texas-holdem 52 cards, all 7-card hands", |b| {
        b.iter(|| black_box(frequency_table(&holdem, 7)))
    });
    let kapali32 = Evaluator::new(&rules("kapali"), Deck::of_size(32).unwrap(), 7).unwrap();
    g.throughput(Throughput::Elements(3_365_856));
    g.bench_function("kapali 32 cards, all 7-card hands", |b| {
        b.iter(|| black_box(frequency_table(&kapali32, 7)))
    });
    g.finish();

    let mut g = c.benchmark_group("random");
    let hands = random_hands(1 << 16, Deck::standard(), 7, 1);
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("texas-holdem 7-card", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&h| u32::from(holdem.eval(h)))
                .sum::<u32>()
        })
    });
    let hands32 = random_hands(1 << 16, Deck::of_size(32).unwrap(), 7, 2);
    g.bench_function("kapali 32 cards 7-card", |b| {
        b.iter(|| {
            hands32
                .iter()
                .map(|&h| u32::from(kapali32.eval(h)))
                .sum::<u32>()
        })
    });
    g.finish();

    let mut g = c.benchmark_group("compile");
    g.sample_size(10);
    let k = rules("kapali");
    g.bench_function("kapali 32 cards, 5-card tables", |b| {
        b.iter(|| Evaluator::new(&k, Deck::of_size(32).unwrap(), 5).map(|e| e.distinct_scores()))
    });
    let t = rules("texas-holdem");
    g.bench_function("texas-holdem 52 cards, 7-card tables", |b| {
        b.iter(|| Evaluator::new(&t, Deck::standard(), 7).map(|e| e.distinct_scores()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
