//! All-in equity with every hand known, where suits do not decide ties,
//! counted by rank multisets instead of dealt boards.
//!
//! A hold'em hand of at most two hole cards makes a flush in suit `s` only
//! with at least `5 - h` board cards of `s` (`h`: the most cards of `s` any
//! hand holds, so at least three), and five board cards hold at most one
//! such suit. Every other board scores as if suits did not exist: the rank
//! table alone, which depends only on the board's rank multiset.
//!
//! 1. Every rank multiset the cards to come can form, weighted by the boards
//!    that have it (`Π C(cards left of rank r, m_r)`), is scored without
//!    flushes: a few thousand multisets instead of 1.7 million boards.
//! 2. For each suit `s` and each set of cards of `s` to come that gives some
//!    hand five cards of `s`, the other cards to come (at most two of any
//!    other suit on the board, so no flush there) are walked by rank
//!    multiset of the cards not of `s`, scored with and without the flush,
//!    and those boards move from the first result to the second.
//!
//! The sums are signed while counting and exact: the result equals the
//! plain count (tests compare every walk).

use super::compiled::{Evaluator, RANK_KEYS};
use super::iso::binom4;
use crate::cards::Card;

/// Hands the walk keeps on the stack.
pub const MAX_HANDS: usize = 10;

/// The counts of one spot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    pub deals: u64,
    /// Deals hand `p` wins alone.
    pub win: Vec<u64>,
    /// `split[p * (n + 1) + k]`: deals where hand `p` shares the best hand
    /// with `k - 1` others.
    pub split: Vec<u64>,
}

struct Signed {
    n: usize,
    deals: i64,
    win: Vec<i64>,
    split: Vec<i64>,
}

impl Signed {
    #[inline]
    fn add(&mut self, set: u64, count: i64) {
        if set & (set.wrapping_sub(1)) == 0 {
            if let Some(w) = self.win.get_mut(set.trailing_zeros() as usize) {
                *w += count;
            }
            return;
        }
        let k = set.count_ones() as usize;
        let mut s = set;
        while s != 0 {
            let p = s.trailing_zeros() as usize;
            s &= s - 1;
            if let Some(x) = self.split.get_mut(p * (self.n + 1) + k) {
                *x += count;
            }
        }
    }
}

/// The hands holding the best of `scores`.
#[inline(always)]
fn best_set(scores: &[u16]) -> u64 {
    let mut best = 0u16;
    let mut set = 0u64;
    for (p, &s) in scores.iter().enumerate() {
        if s > best {
            best = s;
            set = 1 << p;
        } else if s == best {
            set |= 1 << p;
        }
    }
    set
}

/// Every multiset of `left` ranks below `top`, at most `cnt[r]` of rank
/// `r`: `leaf(rank sum, boards with it)`.
fn multisets(
    cnt: &[u8; 13],
    top: usize,
    left: usize,
    sum: u32,
    w: u64,
    leaf: &mut impl FnMut(u32, u64),
) {
    if left == 0 {
        leaf(sum, w);
        return;
    }
    for r in (0..top).rev() {
        let c = usize::from(cnt[r]);
        for m in 1..=c.min(left) {
            multisets(
                cnt,
                r,
                left - m,
                sum + m as u32 * RANK_KEYS[r],
                w * binom4(c, m),
                leaf,
            );
        }
    }
}

/// Every set of `k` of the ranks in `ranks[from..]`: `visit(mask, sum)`.
fn subsets(
    ranks: &[usize],
    from: usize,
    k: usize,
    mask: u16,
    sum: u32,
    visit: &mut impl FnMut(u16, u32),
) {
    if k == 0 {
        visit(mask, sum);
        return;
    }
    for i in from..(ranks.len() + 1).saturating_sub(k) {
        let r = ranks[i];
        subsets(
            ranks,
            i + 1,
            k - 1,
            mask | 1 << r,
            sum + RANK_KEYS[r],
            visit,
        );
    }
}

/// Does [`count`] handle this spot?
pub fn applies(hands: &[Vec<Card>], board: &[Card], need: usize) -> bool {
    let n = hands.len();
    n > 0 && n <= MAX_HANDS && hands.iter().all(|h| h.len() <= 2) && board.len() + need == 5
}

/// Counts every board of `need` cards from `avail` completing `board`, for
/// hold'em hands of at most two cards each, all known. `None` when the
/// spot is not one this walk handles (more than [`MAX_HANDS`] hands, a
/// hand of more than two cards, a board that does not come to five).
pub fn count(
    ev: &Evaluator,
    hands: &[Vec<Card>],
    board: &[Card],
    avail: &[Card],
    need: usize,
) -> Option<Counts> {
    if !applies(hands, board, need) {
        return None;
    }
    let n = hands.len();
    let mut base = [0u32; MAX_HANDS];
    for (b, h) in base.iter_mut().zip(hands) {
        *b = rank_sum(h) + rank_sum(board);
    }
    let base = &base[..n];
    // avail[r]: the suits of rank r still to come, as bits.
    let mut bits = [0u8; 13];
    for c in avail {
        bits[c.rank().index()] |= 1 << c.suit().index();
    }
    let cnt: [u8; 13] = std::array::from_fn(|r| bits[r].count_ones() as u8);
    let mut acc = Signed {
        n,
        deals: 0,
        win: vec![0; n],
        split: vec![0; n * (n + 1)],
    };
    count_without_flushes(ev, base, &cnt, need, &mut acc);
    for s in 0..4 {
        let mine = held_in_suit(hands, board, s);
        move_flush_boards(ev, base, &mine[..n], &bits, s, need, &mut acc);
    }

    let unsigned =
        |v: &[i64]| -> Option<Vec<u64>> { v.iter().map(|&x| u64::try_from(x).ok()).collect() };
    Some(Counts {
        deals: u64::try_from(acc.deals).ok()?,
        win: unsigned(&acc.win)?,
        split: unsigned(&acc.split)?,
    })
}

/// The rank keys of `cards` summed.
fn rank_sum(cards: &[Card]) -> u32 {
    cards.iter().map(|c| RANK_KEYS[c.rank().index()]).sum()
}

/// The ranks of `cards` in suit `s`, as bits.
fn suited(cards: &[Card], s: usize) -> u16 {
    cards
        .iter()
        .filter(|c| c.suit().index() == s)
        .fold(0u16, |m, c| m | 1 << c.rank().index())
}

/// Step 1: every board by rank multiset (`cnt[r]` cards of rank `r` to
/// come), scored without flushes from each hand's rank sum `base`.
fn count_without_flushes(
    ev: &Evaluator,
    base: &[u32],
    cnt: &[u8; 13],
    need: usize,
    acc: &mut Signed,
) {
    let n = base.len();
    let mut scores = [0u16; MAX_HANDS];
    multisets(cnt, 13, need, 0, 1, &mut |sum, w| {
        for (s, &b) in scores.iter_mut().zip(base) {
            *s = ev.eval_ranks(b + sum);
        }
        let w = w as i64;
        acc.add(best_set(&scores[..n]), w);
        acc.deals += w;
    });
}

/// Each hand's cards of suit `s`, the board's included, as rank bits.
fn held_in_suit(hands: &[Vec<Card>], board: &[Card], s: usize) -> [u16; MAX_HANDS] {
    let on_board = suited(board, s);
    let mut mine = [0u16; MAX_HANDS];
    for (m, h) in mine.iter_mut().zip(hands) {
        *m = suited(h, s) | on_board;
    }
    mine
}

/// Step 2 for suit `s`: the boards where some hand has five cards of `s`
/// (`mine`: each hand's cards of `s`, as [`held_in_suit`]) move from their
/// score without flushes to their real one. `bits[r]`: the suits of rank
/// `r` still to come.
fn move_flush_boards(
    ev: &Evaluator,
    base: &[u32],
    mine: &[u16],
    bits: &[u8; 13],
    s: usize,
    need: usize,
    acc: &mut Signed,
) {
    let ranks: Vec<usize> = (0..13).filter(|&r| bits[r] & 1 << s != 0).collect();
    let most = mine
        .iter()
        .map(|m| m.count_ones() as usize)
        .max()
        .unwrap_or(0);
    if most + need.min(ranks.len()) < 5 {
        return;
    }
    let walk = SuitWalk {
        ev,
        base,
        mine,
        others: std::array::from_fn(|r| (bits[r] & !(1u8 << s)).count_ones() as u8),
    };
    for k in 5usize.saturating_sub(most)..=need.min(ranks.len()) {
        subsets(&ranks, 0, k, 0, 0, &mut |dm, ds| {
            walk.boards(dm, ds, need - k, acc);
        });
    }
}

/// The flush boards of one suit, scored with and without the flush.
struct SuitWalk<'a> {
    ev: &'a Evaluator,
    /// Each hand's rank sum with the board.
    base: &'a [u32],
    /// Each hand's cards of the suit, the board's included, as rank bits.
    mine: &'a [u16],
    /// Per rank, the cards to come not of the suit.
    others: [u8; 13],
}

impl SuitWalk<'_> {
    /// The boards where the suit's cards to come are `dm` (rank sum `ds`)
    /// and `left` cards of other suits come: those where the flush changes
    /// who holds the best hand move in `acc`.
    #[inline]
    fn boards(&self, dm: u16, ds: u32, left: usize, acc: &mut Signed) {
        if self.mine.iter().all(|m| (m | dm).count_ones() < 5) {
            return;
        }
        if self.ev.flush_first() {
            self.boards_flush_first(dm, ds, left, acc);
        } else {
            self.boards_suited(dm, ds, left, acc);
        }
    }

    /// [`SuitWalk::boards`] when a hand with five cards of the suit scores
    /// its flush whatever else comes (its own other cards cannot beat it):
    /// the flush is looked up once per `dm`, not once per board.
    #[inline]
    fn boards_flush_first(&self, dm: u16, ds: u32, left: usize, acc: &mut Signed) {
        let (ev, base, n) = (self.ev, self.base, self.base.len());
        let mut flush = [0u16; MAX_HANDS];
        for (f, m) in flush[..n].iter_mut().zip(self.mine) {
            let held = m | dm;
            if held.count_ones() >= 5 {
                *f = ev.eval_flush(held);
            }
        }
        let mut scores = [0u16; MAX_HANDS];
        let mut real = [0u16; MAX_HANDS];
        multisets(&self.others, 13, left, ds, 1, &mut |sum, w| {
            for p in 0..n {
                scores[p] = ev.eval_ranks(base[p] + sum);
                real[p] = if flush[p] > 0 { flush[p] } else { scores[p] };
            }
            let (plain, with) = (best_set(&scores[..n]), best_set(&real[..n]));
            if plain != with {
                let w = w as i64;
                acc.add(with, w);
                acc.add(plain, -w);
            }
        });
    }

    /// [`SuitWalk::boards`] scoring each board with its suited cards.
    #[inline]
    fn boards_suited(&self, dm: u16, ds: u32, left: usize, acc: &mut Signed) {
        let (ev, base, mine, n) = (self.ev, self.base, self.mine, self.base.len());
        let mut scores = [0u16; MAX_HANDS];
        let mut real = [0u16; MAX_HANDS];
        multisets(&self.others, 13, left, ds, 1, &mut |sum, w| {
            for p in 0..n {
                let total = base[p] + sum;
                scores[p] = ev.eval_ranks(total);
                real[p] = ev.eval_suited(total, mine[p] | dm);
            }
            let (plain, with) = (best_set(&scores[..n]), best_set(&real[..n]));
            if plain != with {
                let w = w as i64;
                acc.add(with, w);
                acc.add(plain, -w);
            }
        });
    }
}
