//! The compiled tables against the reference evaluator (PERFORMANCE.md: "that
//! single test is worth more than any amount of hand-picked cases").
//!
//! For every bundled rule set: every 5-card hand of every deck size; every
//! 7-card set of the 32- and 36-card decks; 10 million seeded random 7-card
//! sets of the 52-card deck. Rule sets whose evaluation is identical (same
//! effective order, rank comparisons, ace rule) are checked once per deck.

use crate::common;
use common::SplitMix;

use racon::cards::{Card, Deck};
use racon::eval::compiled::{HandKey, multisets, slot};
use racon::eval::offsets::TABLE_SIZE;
use racon::eval::{Evaluator, Ranking};
use racon::rules::RuleSet;
use racon::rules::load::bundled;

/// What makes two rule sets score hands identically in a deck.
fn signature(r: &Ranking) -> String {
    let ties: Vec<String> = r
        .order
        .iter()
        .map(|c| format!("{:?}", r.rules.category_rule(*c).map(|x| x.ranks)))
        .collect();
    format!("{:?}|{ties:?}|{}", r.order, r.rules.ace_low)
}

/// One representative rule set per distinct signature in `deck`.
fn distinct(deck: Deck) -> Vec<RuleSet> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    for rules in bundled().into_iter().map(Result::unwrap) {
        let sig = signature(&Ranking::new(&rules, deck).unwrap());
        if !seen.contains(&sig) {
            seen.push(sig);
            out.push(rules);
        }
    }
    out
}

/// Compiled score (as the reference's raw value) must equal the reference.
fn check(ev: &Evaluator, cards: &[Card]) -> Result<(), String> {
    let got = ev.raw(ev.score(cards));
    let want = ev.ranking().best_of(cards).map(|m| m.raw);
    if got == want {
        Ok(())
    } else {
        Err(format!(
            "{} {:?}: compiled {got:?}, reference {want:?}",
            ev.rules().id,
            cards
        ))
    }
}

#[test]
fn the_committed_perfect_hash_is_perfect() {
    let mut used = vec![false; TABLE_SIZE];
    for &(key, _, _) in multisets() {
        let s = slot(key);
        assert!(s < TABLE_SIZE, "slot {s} out of range");
        assert!(
            !std::mem::replace(&mut used[s], true),
            "collision at slot {s}"
        );
    }
    assert_eq!(multisets().len(), TABLE_SIZE);
    assert!(used.iter().all(|&u| u), "the table has holes");
}

#[test]
fn rank_keys_have_unique_sums_for_every_multiset() {
    let mut keys: Vec<u32> = multisets().iter().map(|m| m.0).collect();
    keys.sort_unstable();
    let n = keys.len();
    keys.dedup();
    assert_eq!(keys.len(), n);
    // 5, 6 and 7 of 13 ranks with at most four of each.
    assert_eq!(n, 6_175 + 18_395 + 49_205);
}

#[test]
fn every_five_card_hand_of_every_deck() {
    let mut failures = Vec::new();
    let mut hands = 0u64;
    for size in [24, 28, 32, 36, 40, 52] {
        let deck = Deck::of_size(size).unwrap();
        let cards: Vec<Card> = deck.cards().collect();
        for rules in bundled().into_iter().map(Result::unwrap) {
            let ev = Evaluator::new(&rules, deck, 5).unwrap();
            let r = ev.ranking();
            let n = cards.len();
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        for d in c + 1..n {
                            let four = HandKey::of(&[cards[a], cards[b], cards[c], cards[d]]);
                            for e in d + 1..n {
                                let five = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                                let got = ev.raw(ev.eval(four.with(cards[e])));
                                if got != Some(r.classify(five).raw) && failures.len() < 10 {
                                    failures.push(format!("{} {size}: {five:?}", rules.id));
                                }
                                hands += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    // Ten rule sets times (42,504 + 98,280 + 201,376 + 376,992 + 658,008 + 2,598,960).
    assert_eq!(hands, 10 * 3_976_120);
}

/// Checks every 7-card set of `deck`, split over the machine's cores.
fn every_seven_card_set(deck: Deck) {
    let cards: Vec<Card> = deck.cards().collect();
    for rules in distinct(deck) {
        let ev = Evaluator::new(&rules, deck, 7).unwrap();
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        let failures: Vec<String> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let (ev, cards) = (&ev, &cards);
                    s.spawn(move || {
                        let n = cards.len();
                        let mut bad = Vec::new();
                        let mut seven = [cards[0]; 7];
                        // The first card's index decides the thread.
                        for a in (t..n).step_by(threads) {
                            seven[0] = cards[a];
                            for b in a + 1..n {
                                seven[1] = cards[b];
                                for c in b + 1..n {
                                    seven[2] = cards[c];
                                    for d in c + 1..n {
                                        seven[3] = cards[d];
                                        for e in d + 1..n {
                                            seven[4] = cards[e];
                                            for f in e + 1..n {
                                                seven[5] = cards[f];
                                                for &last in &cards[f + 1..] {
                                                    seven[6] = last;
                                                    if let Err(m) = check(ev, &seven)
                                                        && bad.len() < 5
                                                    {
                                                        bad.push(m);
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                        bad
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap())
                .collect()
        });
        assert!(failures.is_empty(), "{failures:#?}");
    }
}

#[test]
fn every_seven_card_set_of_32_cards() {
    every_seven_card_set(Deck::of_size(32).unwrap());
}

#[test]
fn every_seven_card_set_of_36_cards() {
    every_seven_card_set(Deck::of_size(36).unwrap());
}

#[test]
fn ten_million_random_seven_card_sets_of_52_cards() {
    const SETS: u64 = 10_000_000;
    let deck = Deck::standard();
    let rule_sets = distinct(deck);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let rule_sets = &rule_sets;
                s.spawn(move || {
                    let evs: Vec<Evaluator> = rule_sets
                        .iter()
                        .map(|r| Evaluator::new(r, deck, 7).unwrap())
                        .collect();
                    let mut rng = SplitMix(0x5EED_0000 + t);
                    let mut bad = Vec::new();
                    for _ in 0..SETS / threads {
                        let mut mask = 0u64;
                        let mut seven = Vec::with_capacity(7);
                        while seven.len() < 7 {
                            let i = (rng.next() % 52) as usize;
                            if mask & (1 << i) == 0 {
                                mask |= 1 << i;
                                seven.push(Card::from_index(i).unwrap());
                            }
                        }
                        for ev in &evs {
                            if let Err(m) = check(ev, &seven)
                                && bad.len() < 5
                            {
                                bad.push(m);
                            }
                        }
                    }
                    bad
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn omaha_uses_exactly_two_hole_cards() {
    let rules = bundled()
        .into_iter()
        .map(Result::unwrap)
        .find(|r| r.id == "omaha")
        .unwrap();
    let ev = Evaluator::new(&rules, Deck::standard(), 5).unwrap();
    let mut rng = SplitMix(42);
    for _ in 0..20_000 {
        let mut mask = 0u64;
        let mut nine = Vec::with_capacity(9);
        while nine.len() < 9 {
            let i = (rng.next() % 52) as usize;
            if mask & (1 << i) == 0 {
                mask |= 1 << i;
                nine.push(Card::from_index(i).unwrap());
            }
        }
        let (hole, board) = nine.split_at(4);
        let got = ev.raw(ev.score_omaha(hole, board));
        let want = ev.ranking().best_omaha(hole, board).map(|m| m.raw);
        assert_eq!(got, want, "{hole:?} {board:?}");
    }
}
