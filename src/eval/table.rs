//! Exact frequency tables: every hand of the deck, counted by category
//! (PERFORMANCE.md reference rows; seed 001's 32-card table).

use super::compiled::{CardKey, Evaluator, HandKey};
use crate::rules::Category;

/// Category counts, best first in the rule set's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub cards_per_hand: usize,
    pub total: u64,
    pub rows: Vec<(Category, u64)>,
}

/// Scores are buffered and counted this many at a time.
const RUN: usize = 64;

/// Counts every `k`-card set of the evaluator's deck by the category of its
/// best five. `k` is 5 or 7 (at most the evaluator's `max_cards`).
pub fn frequency_table(ev: &Evaluator, k: usize) -> Table {
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
