//! Exact frequency tables: every hand of the deck, counted by category
//! (PERFORMANCE.md reference rows; seed 001's 32-card table).

use super::compiled::{Evaluator, HandKey};
use crate::cards::Card;
use crate::rules::Category;

/// Category counts, best first in the rule set's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub cards_per_hand: usize,
    pub total: u64,
    pub rows: Vec<(Category, u64)>,
}

/// Counts every `k`-card set of the evaluator's deck by the category of its
/// best five. `k` is 5 or 7 (at most the evaluator's `max_cards`).
pub fn frequency_table(ev: &Evaluator, k: usize) -> Table {
    let cards: Vec<Card> = ev.deck().cards().collect();
    let mut by_score = vec![0u64; ev.distinct_scores() + 1];
    if (5..=ev.max_cards()).contains(&k) {
        enumerate(ev, &cards, 0, k, HandKey::EMPTY, &mut by_score);
    }
    let mut per_cat = [0u64; 13];
    for (score, &n) in by_score.iter().enumerate() {
        if let Some(c) = ev.category(score as u16) {
            per_cat[c.index()] += n;
        }
    }
    let rows: Vec<(Category, u64)> = ev
        .ranking()
        .order
        .iter()
        .map(|&c| (c, per_cat[c.index()]))
        .collect();
    Table {
        cards_per_hand: k,
        total: rows.iter().map(|r| r.1).sum(),
        rows,
    }
}

/// Adds one card per level; the last level evaluates in a tight loop.
fn enumerate(
    ev: &Evaluator,
    cards: &[Card],
    from: usize,
    left: usize,
    key: HandKey,
    out: &mut [u64],
) {
    if left == 1 {
        for &c in &cards[from..] {
            let s = ev.eval(key.with(c)) as usize;
            if let Some(slot) = out.get_mut(s) {
                *slot += 1;
            }
        }
        return;
    }
    for i in from..=cards.len().saturating_sub(left) {
        enumerate(ev, cards, i + 1, left - 1, key.with(cards[i]), out);
    }
}
