//! Exact frequency tables: every hand of the deck, counted by category
//! (PERFORMANCE.md reference rows; seed 001's 32-card table).
//!
//! [`frequency_table`] counts without dealing: a hand's score under the
//! compiled evaluator depends only on its rank multiset and, when five or
//! more of its cards share a suit, on that suit's ranks. So every rank
//! multiset of the deck is visited once, and the suit assignments are
//! counted by formula: for each set of five or more of its ranks, how many
//! ways put exactly those ranks in one suit (then no other suit can hold
//! five of at most seven cards), and the rest, which make no flush. Each
//! class is scored by the compiled evaluator on a representative hand, so
//! split categories, low aces and any order stay in the rule set's data.
//! [`frequency_table_enumerated`] deals every hand; it is the test oracle.

use super::compiled::{CardKey, Evaluator, HandKey, multisets};
use crate::cards::{Card, Rank, Suit};

const NO_CARD: Card = Card::new(Rank::Two, Suit::Clubs);
use crate::rules::Category;

/// Category counts, best first in the rule set's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub cards_per_hand: usize,
    pub total: u64,
    pub rows: Vec<(Category, u64)>,
}

/// `n` choose `k` for `n <= 4` (a table: this runs in the inner loop).
#[inline(always)]
fn small_choose(n: u8, k: u8) -> u64 {
    super::iso::binom4(usize::from(n), usize::from(k))
}

/// The rule set's strength (1 = worst category) of a dense score; 0 for none.
fn strength_of(ev: &Evaluator, score: u16) -> usize {
    ev.raw(score).map_or(0, |raw| (raw >> 20) as usize)
}

/// The rows from hand counts by strength (`by_strength[s]`, `s` ≥ 1).
fn rows_of(ev: &Evaluator, k: usize, by_strength: &[u64; 14]) -> Table {
    let ranking = ev.ranking();
    let rows: Vec<(Category, u64)> = ranking
        .order
        .iter()
        .map(|&c| {
            let s = usize::from(ranking.strength(c));
            (c, if s == 0 { 0 } else { by_strength[s.min(13)] })
        })
        .collect();
    Table {
        cards_per_hand: k,
        total: rows.iter().map(|r| r.1).sum(),
        rows,
    }
}

/// Counts every `k`-card set of the evaluator's deck by the category of its
/// best five, by rank multisets and suit-assignment counts (no dealing).
/// `k` is 5 to 7 (at most the evaluator's `max_cards`); any other `k`
/// gives an empty table.
pub fn frequency_table(ev: &Evaluator, k: usize) -> Table {
    let mut by_score = vec![0u64; ev.distinct_scores() + 1];
    if (5..=ev.max_cards().min(7)).contains(&k) {
        let lowest = ev.deck().lowest().index();
        let cards: [CardKey; 52] =
            std::array::from_fn(|i| CardKey::of(Card::from_index(i).unwrap_or(NO_CARD)));
        for (_, counts, n) in multisets() {
            if usize::from(*n) != k || counts[..lowest].iter().any(|&c| c > 0) {
                continue;
            }
            count_multiset(ev, counts, &cards, &mut by_score);
        }
    }
    let mut by_strength = [0u64; 14];
    for (score, &n) in by_score.iter().enumerate() {
        if n > 0 {
            by_strength[strength_of(ev, score as u16).min(13)] += n;
        }
    }
    rows_of(ev, k, &by_strength)
}

/// Adds the hands of one rank multiset (`counts[r]` cards of rank `r`, at
/// most seven in all) to `by_score`. `cards[4 * rank + suit]`: each card's key.
fn count_multiset(ev: &Evaluator, counts: &[u8; 13], cards: &[CardKey; 52], by_score: &mut [u64]) {
    let mut ranks = [0usize; 7];
    let mut d = 0;
    let mut total = 1u64;
    for (r, &c) in counts.iter().enumerate() {
        if c > 0 && d < 7 {
            ranks[d] = r;
            d += 1;
            total *= small_choose(4, c);
        }
    }
    let ranks = &ranks[..d];
    let card = |r: usize, s: usize| cards[(4 * r + s) % 52];
    let mut add = |score: u16, n: u64| {
        if let Some(slot) = by_score.get_mut(usize::from(score)) {
            *slot += n;
        }
    };
    let mut flushes = 0u64;
    // Every subset of five or more of the ranks, as the ranks held in the
    // flush suit (suit 0 of the representative hand; the four suits alike).
    let subsets = if d >= 5 { 1u32 << d } else { 0 };
    for sub in 0..subsets {
        if sub.count_ones() < 5 {
            continue;
        }
        let mut ways = 4u64;
        let mut key = HandKey::EMPTY;
        for (i, &r) in ranks.iter().enumerate() {
            let in_flush = sub >> i & 1 != 0;
            if in_flush {
                key = key.plus(card(r, 0));
            }
            // The rank's other cards go to the three other suits.
            let others = counts[r] - u8::from(in_flush);
            ways *= small_choose(3, others);
            for s in 1..=usize::from(others.min(3)) {
                key = key.plus(card(r, s));
            }
        }
        if ways > 0 {
            flushes += ways;
            add(ev.eval(key), ways);
        }
    }
    let plain = total - flushes;
    if plain > 0 {
        // No flush: suits dealt round-robin over the cards, at most two a suit.
        let mut key = HandKey::EMPTY;
        let mut n = 0;
        for &r in ranks {
            for _ in 0..counts[r] {
                key = key.plus(card(r, n % 4));
                n += 1;
            }
        }
        add(ev.eval(key), plain);
    }
}

/// Scores are buffered and counted this many at a time.
const RUN: usize = 64;

/// Counts every `k`-card set of the evaluator's deck by the category of its
/// best five by dealing every one (the oracle of [`frequency_table`]). `k`
/// is 5 to 7 (at most the evaluator's `max_cards`).
pub fn frequency_table_enumerated(ev: &Evaluator, k: usize) -> Table {
    let cards: Vec<CardKey> = ev.deck().cards().map(CardKey::of).collect();
    let ranking = ev.ranking();
    let n = ranking.order.len().min(13);
    // Dense scores rise with the category's strength (its rank in the rule
    // set's order, 1 = worst), so "strength ≥ s" is "score ≥ thresholds[s-1]".
    let strength = |score: usize| ev.raw(score as u16).map_or(0, |raw| (raw >> 20) as usize);
    let top = ev.distinct_scores() + 1;
    let mut walk = Walk {
        ev,
        cards: &cards,
        thresholds: [i16::MAX; 13],
        n,
        at_least: [0; 13],
        scores: [0; RUN],
        len: 0,
    };
    for (s, t) in walk.thresholds.iter_mut().enumerate().take(n) {
        let first = (1..top).find(|&score| strength(score) > s).unwrap_or(top);
        *t = i16::try_from(first).unwrap_or(i16::MAX);
    }
    if (5..=ev.max_cards()).contains(&k) {
        walk.enumerate(0, k, HandKey::EMPTY);
        walk.flush();
    }
    let count = |s: usize| {
        let above = walk.at_least.get(s).copied().unwrap_or(0);
        s.checked_sub(1)
            .and_then(|i| walk.at_least.get(i))
            .map_or(0, |&n| n - above)
    };
    let rows: Vec<(Category, u64)> = ranking
        .order
        .iter()
        .map(|&c| (c, count(usize::from(ranking.strength(c)))))
        .collect();
    Table {
        cards_per_hand: k,
        total: rows.iter().map(|r| r.1).sum(),
        rows,
    }
}

struct Walk<'a> {
    ev: &'a Evaluator,
    cards: &'a [CardKey],
    /// `thresholds[s - 1]`: the lowest score of strength `s` or more.
    thresholds: [i16; 13],
    /// How many categories the rule set has.
    n: usize,
    /// `at_least[s - 1]`: hands counted so far of strength `s` or more.
    at_least: [u64; 13],
    /// Scores not counted yet (`len` of them).
    scores: [i16; RUN],
    len: usize,
}

impl Walk<'_> {
    /// Adds one card per level; the last two levels run as a tight double loop.
    fn enumerate(&mut self, from: usize, left: usize, key: HandKey) {
        let cards = self.cards;
        let rest = cards.get(from..).unwrap_or(&[]);
        match left {
            0 => {}
            1 => self.last(key, rest),
            2 => {
                for (i, &a) in rest.iter().enumerate() {
                    self.last(key.plus(a), rest.get(i + 1..).unwrap_or(&[]));
                }
            }
            _ => {
                for (i, &c) in rest.iter().enumerate() {
                    if rest.len() - i < left {
                        break;
                    }
                    self.enumerate(from + i + 1, left - 1, key.plus(c));
                }
            }
        }
    }

    /// The last card: the scores go to a buffer, so the evaluation loop has
    /// no dependency on any counter; a full buffer is counted in one
    /// branch-free pass per category (the compiler vectorises it).
    #[inline(always)]
    fn last(&mut self, key: HandKey, rest: &[CardKey]) {
        let ev = self.ev;
        // A local count keeps the loop free of a store-to-load chain.
        let mut len = self.len;
        for &c in rest {
            // Dense scores are at most 7,462, so they fit an i16.
            self.scores[len & (RUN - 1)] = ev.eval(key.plus(c)) as i16;
            len += 1;
            if len == RUN {
                self.len = len;
                self.flush();
                len = 0;
            }
        }
        self.len = len;
    }

    fn flush(&mut self) {
        self.scores[self.len.min(RUN)..].fill(0);
        for (&t, n) in self.thresholds.iter().zip(&mut self.at_least).take(self.n) {
            let above: u16 = self.scores.iter().map(|&s| u16::from(s >= t)).sum();
            *n += u64::from(above);
        }
        self.len = 0;
    }
}
