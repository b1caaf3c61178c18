//! The compiled evaluator (PERFORMANCE.md): a rule set becomes two lookup
//! tables at load time, filled by the reference evaluator, so the hot path has
//! no rule branches at all.
//!
//! * Each card adds a 64-bit key: a rank part whose sum identifies the rank
//!   multiset (OMPEval's rank constants, unique for up to seven cards) and
//!   four biased suit counters whose top bit marks five cards of one suit.
//! * Non-flush hands: the rank sum goes through a row-displacement perfect
//!   hash into `rank`, the best five-card score of that multiset.
//! * Flushes: the suit's 13-bit rank mask indexes `flush`, the best score of
//!   five or more suited cards. The result is the better of the two, which is
//!   exact because the rule set is checked to rank every straight flush above
//!   every straight and flush above high card.
//! * Scores are dense `u16`s (1 = worst hand in the deck) without suits; a
//!   suit tie-break is applied on the cold path by the reference evaluator.

use super::offsets;
use super::ranking::{Ranking, RankingError};
use crate::cards::{Card, Deck, Suit};
use crate::rules::{Category, RuleSet};
use std::sync::OnceLock;

/// OMPEval's rank keys: every multiset of at most seven ranks (at most four
/// of each) has a distinct sum (checked by a test).
pub const RANK_KEYS: [u32; 13] = [
    0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068,
    0x48c0e4, 0x48f211, 0x494493,
];
const SUIT_SHIFT: u32 = 48;
/// Each suit counter starts at 3, so five cards of one suit set its bit 3.
const SUIT_BIAS: u64 = 0x3333 << SUIT_SHIFT;
const FLUSH_BITS: u64 = 0x8888 << SUIT_SHIFT;
pub const ROW_SHIFT: u32 = 11;
const COL_MASK: u32 = (1 << ROW_SHIFT) - 1;

/// Cards accumulated one at a time (enumeration adds one card per loop level).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandKey {
    key: u64,
    /// 16 bits per suit: the ranks held in that suit.
    mask: u64,
}

impl Default for HandKey {
    fn default() -> Self {
        HandKey::EMPTY
    }
}

impl HandKey {
    pub const EMPTY: HandKey = HandKey {
        key: SUIT_BIAS,
        mask: 0,
    };

    #[inline]
    pub fn with(self, c: Card) -> HandKey {
        let r = c.index() >> 2;
        let s = c.index() & 3;
        HandKey {
            key: self.key + (u64::from(RANK_KEYS[r]) | (1u64 << (SUIT_SHIFT + 4 * s as u32))),
            mask: self.mask | (1u64 << (16 * s + r)),
        }
    }

    pub fn of(cards: &[Card]) -> HandKey {
        cards.iter().fold(HandKey::EMPTY, |h, &c| h.with(c))
    }
}

/// Every rank multiset of 5 to 7 cards (at most four of a rank), as
/// (rank sum, count per rank, number of cards). Rule-independent.
pub fn multisets() -> &'static [(u32, [u8; 13], u8)] {
    static MULTISETS: OnceLock<Vec<(u32, [u8; 13], u8)>> = OnceLock::new();
    MULTISETS.get_or_init(|| {
        fn walk(r: usize, left: u8, counts: &mut [u8; 13], out: &mut Vec<(u32, [u8; 13], u8)>) {
            if r == 13 {
                let n: u8 = counts.iter().sum();
                if n >= 5 {
                    let key = counts
                        .iter()
                        .zip(RANK_KEYS)
                        .map(|(&c, k)| u32::from(c) * k)
                        .sum();
                    out.push((key, *counts, n));
                }
                return;
            }
            for c in 0..=left.min(4) {
                counts[r] = c;
                walk(r + 1, left - c, counts, out);
            }
            counts[r] = 0;
        }
        let mut out = Vec::with_capacity(73_775);
        walk(0, 7, &mut [0u8; 13], &mut out);
        out
    })
}

/// Builds the row-displacement perfect hash: rows (`key >> ROW_SHIFT`) are
/// placed fullest first, each at the lowest start where all its columns land
/// on free slots. Slow (about a second), so its output is committed as
/// `offsets.rs` (`cargo run --release --example gen_offsets`) and a test
/// checks the committed table is still a perfect hash of [`multisets`].
pub fn compute_offsets() -> (Vec<u32>, usize) {
    let keys: Vec<u32> = multisets().iter().map(|m| m.0).collect();
    let rows = (keys.iter().copied().max().unwrap_or(0) >> ROW_SHIFT) as usize + 1;
    let mut by_row: Vec<Vec<u32>> = vec![Vec::new(); rows];
    for &key in &keys {
        by_row[(key >> ROW_SHIFT) as usize].push(key & COL_MASK);
    }
    let mut order: Vec<usize> = (0..rows).filter(|&r| !by_row[r].is_empty()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(by_row[r].len()));
    let mut used: Vec<bool> = Vec::new();
    let mut offsets = vec![0u32; rows];
    let mut first_free = 0usize;
    for r in order {
        let cols = &by_row[r];
        let min_col = cols.iter().copied().min().unwrap_or(0) as usize;
        let mut start = first_free.saturating_sub(min_col);
        while !cols
            .iter()
            .all(|&c| !used.get(start + c as usize).copied().unwrap_or(false))
        {
            start += 1;
        }
        for &c in cols {
            let slot = start + c as usize;
            if slot >= used.len() {
                used.resize(slot + 1, false);
            }
            used[slot] = true;
        }
        offsets[r] = start as u32;
        while used.get(first_free).copied().unwrap_or(false) {
            first_free += 1;
        }
    }
    (offsets, used.len())
}

/// The table slot of a rank sum (garbage, never out of bounds of
/// `OFFSETS`, for sums that are not a 5-7 card multiset).
#[inline]
pub fn slot(key: u32) -> usize {
    let row = (key >> ROW_SHIFT) as usize;
    offsets::OFFSETS
        .get(row)
        .map_or(usize::MAX, |&o| o as usize + (key & COL_MASK) as usize)
}

/// A rule set compiled for one deck.
pub struct Evaluator {
    ranking: Ranking,
    rank: Vec<u16>,
    flush: Vec<u16>,
    /// `values[score - 1]`: the reference's rank score for a dense score.
    values: Vec<u32>,
    max_cards: usize,
}

impl Evaluator {
    /// Compiles `rules` for `deck`, for hands of 5 up to `max_cards` (≤ 7).
    pub fn new(rules: &RuleSet, deck: Deck, max_cards: usize) -> Result<Evaluator, RankingError> {
        let ranking = Ranking::new(rules, deck)?;
        let max_cards = max_cards.clamp(5, 7);
        let lowest = deck.lowest().index();

        // Score every multiset in the deck and every flush rank mask with the
        // reference evaluator.
        let mut rank_raw = vec![0u32; offsets::TABLE_SIZE];
        for &(key, counts, n) in multisets() {
            if n as usize > max_cards || counts[..lowest].iter().any(|&c| c > 0) {
                continue;
            }
            // Deal the suits round-robin: no five cards share a suit.
            let mut cards = Vec::with_capacity(7);
            for (r, &c) in counts.iter().enumerate() {
                for _ in 0..c {
                    let suit = Suit::ALL[cards.len() % 4];
                    if let Some(rank) = crate::cards::Rank::from_index(r) {
                        cards.push(Card::new(rank, suit));
                    }
                }
            }
            if let Some(m) = ranking.best_of(&cards)
                && let Some(r) = rank_raw.get_mut(slot(key))
            {
                *r = m.raw;
            }
        }
        let mut flush_raw = vec![0u32; 1 << 13];
        for (mask, raw) in flush_raw.iter_mut().enumerate() {
            let n = mask.count_ones() as usize;
            if !(5..=max_cards).contains(&n) || mask & ((1 << lowest) - 1) != 0 {
                continue;
            }
            let cards: Vec<Card> = (0..13)
                .filter(|r| mask & (1 << r) != 0)
                .filter_map(crate::cards::Rank::from_index)
                .map(|r| Card::new(r, Suit::Hearts))
                .collect();
            if let Some(m) = ranking.best_of(&cards) {
                *raw = m.raw;
            }
        }

        let mut values: Vec<u32> = rank_raw
            .iter()
            .chain(flush_raw.iter())
            .copied()
            .filter(|&v| v != 0)
            .collect();
        values.sort_unstable();
        values.dedup();
        let dense = |raw: u32| -> u16 {
            if raw == 0 {
                0
            } else {
                values.binary_search(&raw).map_or(0, |i| i as u16 + 1)
            }
        };
        let rank = rank_raw.iter().map(|&v| dense(v)).collect();
        let flush = flush_raw.iter().map(|&v| dense(v)).collect();
        Ok(Evaluator {
            ranking,
            rank,
            flush,
            values,
            max_cards,
        })
    }

    pub fn ranking(&self) -> &Ranking {
        &self.ranking
    }

    pub fn rules(&self) -> &RuleSet {
        &self.ranking.rules
    }

    pub fn deck(&self) -> Deck {
        self.ranking.deck
    }

    pub fn max_cards(&self) -> usize {
        self.max_cards
    }

    /// How many distinct scores the deck has.
    pub fn distinct_scores(&self) -> usize {
        self.values.len()
    }

    /// The score of a key holding 5..=`max_cards` distinct cards of the deck.
    /// Higher is better; suits are not included. 0 means "not a hand".
    #[inline]
    pub fn eval(&self, h: HandKey) -> u16 {
        let r = self.rank.get(slot(h.key as u32)).copied().unwrap_or(0);
        let f = h.key & FLUSH_BITS;
        if f == 0 {
            return r;
        }
        let suit = (f.trailing_zeros() - (SUIT_SHIFT + 3)) / 4;
        let ranks = (h.mask >> (16 * suit)) & 0x1fff;
        r.max(self.flush.get(ranks as usize).copied().unwrap_or(0))
    }

    /// The score of 5..=`max_cards` distinct cards.
    pub fn score(&self, cards: &[Card]) -> u16 {
        self.eval(HandKey::of(cards))
    }

    /// Omaha: the best of exactly two hole cards and three board cards.
    pub fn score_omaha(&self, hole: &[Card], board: &[Card]) -> u16 {
        let mut best = 0;
        for a in 0..hole.len() {
            for b in a + 1..hole.len() {
                let two = HandKey::EMPTY.with(hole[a]).with(hole[b]);
                for c in 0..board.len() {
                    for d in c + 1..board.len() {
                        for e in d + 1..board.len() {
                            best = best
                                .max(self.eval(two.with(board[c]).with(board[d]).with(board[e])));
                        }
                    }
                }
            }
        }
        best
    }

    /// The reference rank score behind a dense score.
    pub fn raw(&self, score: u16) -> Option<u32> {
        (score as usize)
            .checked_sub(1)
            .and_then(|i| self.values.get(i))
            .copied()
    }

    /// The category of a score.
    pub fn category(&self, score: u16) -> Option<Category> {
        self.raw(score)
            .and_then(|raw| self.ranking.category_of_strength((raw >> 20) as u8))
    }
}
