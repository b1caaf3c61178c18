//! The compiled evaluator (PERFORMANCE.md): a rule set becomes two lookup
//! tables at load time, filled by the reference evaluator, so the hot path has
//! no rule branches at all.
//!
//! * Each card adds a 64-bit key: a rank part whose sum identifies the rank
//!   multiset (`OMPEval`'s rank constants, unique for up to seven cards) and
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

/// `OMPEval`'s rank keys: every multiset of at most seven ranks (at most four
/// of each) has a distinct sum (checked by a test).
pub const RANK_KEYS: [u32; 13] = [
    0x2000,
    0x8001,
    0x0001_1000,
    0x0003_a000,
    0x0009_1000,
    0x0017_6005,
    0x0036_6000,
    0x0041_a013,
    0x0047_802e,
    0x0047_9068,
    0x0048_c0e4,
    0x0048_f211,
    0x0049_4493,
];
const SUIT_SHIFT: u32 = 48;
/// Each suit counter starts at 3, so five cards of one suit set its bit 3.
const SUIT_BIAS: u64 = 0x3333 << SUIT_SHIFT;
const FLUSH_BITS: u64 = 0x8888 << SUIT_SHIFT;
pub const ROW_SHIFT: u32 = 11;
const COL_MASK: u32 = (1 << ROW_SHIFT) - 1;

/// Each card's contribution to a [`HandKey`], indexed by `Card::index() & 63`
/// (the tail past 52 is never used): `[key, mask]`, the rank key plus one in
/// the suit's counter, and the card's bit in its suit's rank mask.
static CARD_DELTAS: [[u64; 2]; 64] = {
    let mut t = [[0u64; 2]; 64];
    let mut i = 0;
    while i < 52 {
        let (r, s) = (i / 4, i % 4);
        t[i] = [
            RANK_KEYS[r] as u64 + (1u64 << (SUIT_SHIFT as usize + 4 * s)),
            1u64 << (16 * s + r),
        ];
        i += 1;
    }
    t
};

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

    /// Adds a card: one 16-byte table load, an add and an or.
    #[inline(always)]
    pub fn with(self, c: Card) -> HandKey {
        let [key, mask] = CARD_DELTAS[c.index() & 63];
        HandKey {
            key: self.key.wrapping_add(key),
            mask: self.mask | mask,
        }
    }

    pub fn of(cards: &[Card]) -> HandKey {
        cards.iter().fold(HandKey::EMPTY, |h, &c| h.with(c))
    }

    /// Adds a card whose contribution was looked up beforehand (enumeration
    /// keeps one [`CardKey`] per card of the deck).
    #[inline(always)]
    pub fn plus(self, c: CardKey) -> HandKey {
        HandKey {
            key: self.key.wrapping_add(c.key),
            mask: self.mask | c.mask,
        }
    }
}

/// One card's contribution to a [`HandKey`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardKey {
    key: u64,
    mask: u64,
}

impl CardKey {
    #[inline(always)]
    pub fn of(c: Card) -> CardKey {
        let [key, mask] = CARD_DELTAS[c.index() & 63];
        CardKey { key, mask }
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

/// Every multiset of exactly `n` ranks from `lowest` up (at most four of a
/// rank): `visit(rank sum, count per rank)`. [`multisets`] without keeping
/// them, for compiling one deck's tables.
fn each_multiset(n: u8, lowest: usize, visit: &mut impl FnMut(u32, &[u8; 13])) {
    fn walk(
        r: usize,
        lowest: usize,
        left: u8,
        key: u32,
        counts: &mut [u8; 13],
        visit: &mut impl FnMut(u32, &[u8; 13]),
    ) {
        if left == 0 {
            visit(key, counts);
            return;
        }
        // Ranks r-1 down to `lowest` hold at most four each.
        if r <= lowest || usize::from(left) > 4 * (r - lowest) {
            return;
        }
        let r = r - 1;
        for c in (0..=left.min(4)).rev() {
            counts[r] = c;
            walk(
                r,
                lowest,
                left - c,
                key + u32::from(c) * RANK_KEYS[r],
                counts,
                visit,
            );
        }
        counts[r] = 0;
    }
    walk(13, lowest, n, 0, &mut [0u8; 13], visit);
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

/// The table slot of a rank sum: below [`offsets::TABLE_SIZE`] for the sum
/// of a 5-7 card multiset, garbage (but never a panic) for any other sum.
/// `OFFSETS` holds each row's start minus the row's first key (wrapping), so
/// the slot is one add; its length is a power of two, so the masked row
/// index is always in bounds.
#[inline(always)]
pub fn slot(key: u32) -> usize {
    let row = (key >> ROW_SHIFT) as usize & (offsets::OFFSETS.len() - 1);
    key.wrapping_add(offsets::OFFSETS[row]) as usize
}

/// The rank table's length: a power of two above every slot of a 5-7 card
/// multiset, so `slot(key) & (RANK_CAP - 1)` is in bounds for any key.
const RANK_CAP: usize = offsets::TABLE_SIZE.next_power_of_two();
const FLUSH_CAP: usize = 1 << 13;

/// A zeroed table of `N` scores on the heap.
#[allow(
    clippy::unnecessary_box_returns,
    reason = "the rank table holds tens of thousands of scores: too large for the stack"
)]
fn table<const N: usize>() -> Box<[u16; N]> {
    let v: Box<[u16]> = vec![0u16; N].into_boxed_slice();
    // The conversion cannot fail (the slice has N elements).
    v.try_into().unwrap_or_else(|_| Box::new([0u16; N]))
}

/// A rank multiset being extended: its rank sum, its count of each rank in
/// 4-bit fields, the ranks it holds as bits, and its highest rank.
#[derive(Clone, Copy)]
struct Multiset {
    key: u32,
    nibbles: u64,
    held: u16,
    top: u8,
}

/// The best of the entries one card smaller than `key` (one card of each
/// rank held removed): the score of the multiset `key`, as every entry it
/// reads is filled.
#[inline(always)]
fn best_below(rank: &[u16; RANK_CAP], key: u32, held: u16) -> u16 {
    let mut best = 0;
    let mut bits = held;
    while bits != 0 {
        let r = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let less = key.wrapping_sub(RANK_KEYS[r & 15]);
        best = best.max(rank[slot(less) & (RANK_CAP - 1)]);
    }
    best
}

/// Fills the six- (and seven-) card entries of `rank` from the five-card
/// ones. Each larger multiset is made once, from its sorted ranks: a
/// five-card multiset plus a sixth rank no lower than its top, plus a
/// seventh no lower than the sixth. So six-card entries are filled before
/// any seven-card entry reads them, with no list of them kept, and only
/// the ranks a multiset holds are tried for removal (no walk over all 13).
fn fill_larger(rank: &mut [u16; RANK_CAP], fives: &[Multiset], max_cards: usize) {
    let extend = |m: &Multiset, r: usize| -> Option<Multiset> {
        let nibble = (m.nibbles >> (4 * r)) & 15;
        (nibble < 4).then(|| Multiset {
            key: m.key + RANK_KEYS[r],
            nibbles: m.nibbles + (1 << (4 * r)),
            held: m.held | 1 << r,
            top: r as u8,
        })
    };
    for m5 in fives {
        for r6 in usize::from(m5.top)..13 {
            let Some(m6) = extend(m5, r6) else { continue };
            rank[slot(m6.key) & (RANK_CAP - 1)] = best_below(rank, m6.key, m6.held);
        }
    }
    if max_cards < 7 {
        return;
    }
    for m5 in fives {
        for r6 in usize::from(m5.top)..13 {
            let Some(m6) = extend(m5, r6) else { continue };
            for r7 in r6..13 {
                let Some(m7) = extend(&m6, r7) else { continue };
                rank[slot(m7.key) & (RANK_CAP - 1)] = best_below(rank, m7.key, m7.held);
            }
        }
    }
}

/// Every five-card rank multiset of the deck (ranks from `lowest`), scored
/// by the reference evaluator with its suits dealt round-robin (so no
/// flush): `(slot, raw score)`, and the multiset kept as a [`Multiset`] to
/// extend to six and seven cards.
fn five_card_entries(ranking: &Ranking, lowest: usize) -> (Vec<(usize, u32)>, Vec<Multiset>) {
    let mut five: Vec<(usize, u32)> = Vec::with_capacity(6_175);
    let mut fives: Vec<Multiset> = Vec::with_capacity(6_175);
    each_multiset(5, lowest, &mut |key, counts| {
        let mut cards = [Card::new(crate::cards::Rank::Two, Suit::Clubs); 5];
        let mut k = 0;
        let mut m = Multiset {
            key,
            nibbles: 0,
            held: 0,
            top: 0,
        };
        for (r, &c) in counts.iter().enumerate() {
            if c > 0 {
                m.nibbles |= u64::from(c) << (4 * r);
                m.held |= 1 << r;
                m.top = r as u8;
            }
            for _ in 0..c {
                if let (Some(rank), Some(slot)) =
                    (crate::cards::Rank::from_index(r), cards.get_mut(k))
                {
                    *slot = Card::new(rank, Suit::ALL[k % 4]);
                }
                k += 1;
            }
        }
        fives.push(m);
        five.push((slot(key), ranking.classify(cards).raw));
    });
    (five, fives)
}

/// Every five-rank flush mask of the deck (no rank in `low_ranks`), scored
/// by the reference evaluator: `(mask, raw score)`.
fn five_flush_entries(ranking: &Ranking, low_ranks: u32) -> Vec<(usize, u32)> {
    let mut five_flush: Vec<(usize, u32)> = Vec::with_capacity(1_287);
    for mask in 0u32..1 << 13 {
        if mask.count_ones() != 5 || mask & low_ranks != 0 {
            continue;
        }
        let mut cards = [Card::new(crate::cards::Rank::Two, Suit::Hearts); 5];
        let ranks = (0..13)
            .filter(|r| mask & (1 << r) != 0)
            .filter_map(crate::cards::Rank::from_index);
        for (card, rank) in cards.iter_mut().zip(ranks) {
            *card = Card::new(rank, Suit::Hearts);
        }
        five_flush.push((mask as usize, ranking.classify(cards).raw));
    }
    five_flush
}

/// Fills the flush entries of six up to `max_cards` suited cards from the
/// five-card ones: each the best of its masks one card smaller.
fn fill_larger_flushes(flush: &mut [u16; FLUSH_CAP], max_cards: usize, low_ranks: u32) {
    // Numeric order visits every mask after its subsets.
    for mask in 0..FLUSH_CAP {
        let n = mask.count_ones() as usize;
        if n <= 5 || n > max_cards || mask as u32 & low_ranks != 0 {
            continue;
        }
        let mut best = 0;
        let mut bits = mask;
        while bits != 0 {
            let less = mask & !(1 << bits.trailing_zeros());
            best = best.max(flush[less & (FLUSH_CAP - 1)]);
            bits &= bits - 1;
        }
        flush[mask] = best;
    }
}

/// [`Evaluator::flush_first`]: every flush entry beats every dense score
/// (`values[score - 1]`) of a category that can stand beside a flush in
/// seven cards.
fn flush_beats_the_rest(ranking: &Ranking, values: &[u32], flush: &[u16; FLUSH_CAP]) -> bool {
    use crate::rules::Base;
    let beside_flush = |raw: u32| {
        ranking
            .category_of_strength((raw >> 20) as u8)
            .is_some_and(|c| {
                matches!(
                    c.base(),
                    Base::Straight
                        | Base::ThreeOfAKind
                        | Base::TwoPair
                        | Base::Pair
                        | Base::HighCard
                )
            })
    };
    let weak_max = (1..=values.len())
        .filter(|&i| beside_flush(values[i - 1]))
        .max()
        .unwrap_or(0);
    let flush_min = flush.iter().copied().filter(|&f| f > 0).min().unwrap_or(0);
    usize::from(flush_min) > weak_max
}

/// A rule set compiled for one deck.
pub struct Evaluator {
    ranking: Ranking,
    /// Dense score by rank-multiset slot; 0 where no multiset of the deck lands.
    rank: Box<[u16; RANK_CAP]>,
    /// Dense score by the 13-bit rank mask of a suit holding 5+ cards.
    flush: Box<[u16; FLUSH_CAP]>,
    /// `values[score - 1]`: the reference's rank score for a dense score.
    values: Vec<u32>,
    max_cards: usize,
    /// A hand with five cards of a suit scores its flush entry: every flush
    /// entry beats every score its other cards could make (at most seven
    /// cards: five of one suit leave two, so no full house or four of a
    /// kind beside it; straights, sets and pairs are the rule set's to place).
    flush_first: bool,
}

impl Evaluator {
    /// Compiles `rules` for `deck`, for hands of 5 up to `max_cards` (≤ 7).
    ///
    /// Only five-card hands go through the reference evaluator: every rank
    /// multiset of five (suits dealt round-robin, so no flush) and every
    /// five-rank flush mask. The best five of six or seven cards is the best
    /// over the hands with one card removed, so the larger entries are the
    /// maximum over their one-smaller subsets. Dense scores preserve order,
    /// so that maximum is taken on the dense scores directly; and every score
    /// of six or seven cards is the score of some five, so the dense
    /// numbering is exactly that of the five-card scores.
    pub fn new(rules: &RuleSet, deck: Deck, max_cards: usize) -> Result<Evaluator, RankingError> {
        let ranking = Ranking::new(rules, deck)?;
        let max_cards = max_cards.clamp(5, 7);
        let lowest = deck.lowest().index();
        let low_ranks: u32 = (1 << lowest) - 1;
        let (five, fives) = five_card_entries(&ranking, lowest);
        let five_flush = five_flush_entries(&ranking, low_ranks);

        let mut values: Vec<u32> = five.iter().chain(&five_flush).map(|e| e.1).collect();
        values.sort_unstable();
        values.dedup();
        let dense = |raw: u32| -> u16 { values.binary_search(&raw).map_or(0, |i| i as u16 + 1) };

        let mut rank = table::<RANK_CAP>();
        for &(s, raw) in &five {
            rank[s & (RANK_CAP - 1)] = dense(raw);
        }
        if max_cards > 5 {
            fill_larger(&mut rank, &fives, max_cards);
        }

        let mut flush = table::<FLUSH_CAP>();
        for &(mask, raw) in &five_flush {
            flush[mask & (FLUSH_CAP - 1)] = dense(raw);
        }
        fill_larger_flushes(&mut flush, max_cards, low_ranks);
        let flush_first = flush_beats_the_rest(&ranking, &values, &flush);

        Ok(Evaluator {
            ranking,
            rank,
            flush,
            values,
            max_cards,
            flush_first,
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
    /// Any key is safe: both indices are masked to their table's length.
    #[inline(always)]
    pub fn eval(&self, h: HandKey) -> u16 {
        let f = h.key & FLUSH_BITS;
        if f == 0 {
            return self.rank[slot(h.key as u32) & (RANK_CAP - 1)];
        }
        // Bit 51 + 4 * suit: the suit's ranks start at bit 16 * suit.
        let shift = (f.trailing_zeros().wrapping_sub(SUIT_SHIFT + 3) & 0b1100) * 4;
        let ranks = (h.mask >> shift) as usize & (FLUSH_CAP - 1);
        let fl = self.flush[ranks];
        if self.flush_first {
            return fl;
        }
        fl.max(self.rank[slot(h.key as u32) & (RANK_CAP - 1)])
    }

    /// The score of a rank multiset (its sum of [`RANK_KEYS`], 5 to
    /// `max_cards` ranks) as if no five of its cards shared a suit.
    #[inline(always)]
    pub fn eval_ranks(&self, rank_sum: u32) -> u16 {
        self.rank[slot(rank_sum) & (RANK_CAP - 1)]
    }

    /// The score of a hand given by its rank sum and the ranks it holds in
    /// the one suit that may hold five or more of its cards (at most seven
    /// cards: only one suit can). The same score as [`Evaluator::eval`].
    #[inline(always)]
    pub fn eval_suited(&self, rank_sum: u32, suited: u16) -> u16 {
        if suited.count_ones() < 5 {
            return self.eval_ranks(rank_sum);
        }
        let fl = self.flush[usize::from(suited) & (FLUSH_CAP - 1)];
        if self.flush_first {
            return fl;
        }
        fl.max(self.eval_ranks(rank_sum))
    }

    /// Does every flush beat every score the rest of a hand of at most seven
    /// cards could make? Then a hand holding five cards of a suit scores
    /// [`Evaluator::eval_flush`] whatever its other cards.
    pub fn flush_first(&self) -> bool {
        self.flush_first
    }

    /// The best flush of the ranks a hand holds in one suit (five or more).
    #[inline(always)]
    pub fn eval_flush(&self, suited: u16) -> u16 {
        self.flush[usize::from(suited) & (FLUSH_CAP - 1)]
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
