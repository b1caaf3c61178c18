//! The walks over boards alone, when every hand is known: the all-in
//! fast path (one key add per hand per board card) and the walk by suit
//! orbits ([`iso`]), which deals each isomorphic board once with its weight.

use super::count::Acc;
use crate::cards::Card;
use crate::eval::compiled::{CardKey, Evaluator, HandKey};
use crate::eval::iso::{self, Blocks};

/// Hands the all-in fast path keeps keys for on the stack.
pub(super) const FAST_HANDS: usize = 10;

/// Deals `left` (≥ 1) more board cards from `ck[from..]`; `keys[p]` holds
/// hand `p` and the board so far (one add per hand per level, as the
/// fastest evaluators walk). The last level scores every hand and records
/// who has the best.
#[allow(clippy::too_many_arguments)]
pub(super) fn known_boards(
    ev: &Evaluator,
    ck: &[CardKey],
    n: usize,
    keys: &[HandKey; FAST_HANDS],
    from: usize,
    left: usize,
    w: u64,
    acc: &mut Acc,
) {
    if ck.len().saturating_sub(from) < left {
        return;
    }
    if n == 2 && left > 1 {
        // Heads-up: two keys per level, not the whole array.
        let mut counts = [0u64; 4];
        boards2(ev, ck, keys[0], keys[1], from, left, &mut counts);
        acc.record(0b01, counts[0] * w);
        acc.record(0b10, counts[1] * w);
        acc.record(0b11, counts[2] * w);
        acc.deals += counts[3] * w;
        return;
    }
    if left == 1 && n == 2 {
        // Heads-up, the usual all-in: branch-free counts kept in registers.
        let (k0, k1) = (keys[0], keys[1]);
        let (mut w0, mut w1, mut tie) = (0u64, 0u64, 0u64);
        for &c in &ck[from..] {
            let a = ev.eval(k0.plus(c));
            let b = ev.eval(k1.plus(c));
            w0 += u64::from(a > b);
            w1 += u64::from(b > a);
            tie += u64::from(a == b);
        }
        acc.record(0b01, w0 * w);
        acc.record(0b10, w1 * w);
        acc.record(0b11, tie * w);
        acc.deals += (ck.len() - from) as u64 * w;
        return;
    }
    if left == 1 {
        for &c in &ck[from..] {
            let mut best = 0u16;
            let mut set = 0u64;
            for (p, k) in keys[..n].iter().enumerate() {
                let s = ev.eval(k.plus(c));
                if s > best {
                    best = s;
                    set = 1 << p;
                } else if s == best {
                    set |= 1 << p;
                }
            }
            acc.record(set, w);
        }
        acc.deals += (ck.len() - from) as u64 * w;
        return;
    }
    for i in from..=ck.len().saturating_sub(left) {
        let mut next = *keys;
        for k in &mut next[..n] {
            *k = k.plus(ck[i]);
        }
        known_boards(ev, ck, n, &next, i + 1, left - 1, w, acc);
    }
}

/// Heads-up [`known_boards`]: `counts` gains hand 0's wins, hand 1's wins,
/// ties and boards.
pub(super) fn boards2(
    ev: &Evaluator,
    ck: &[CardKey],
    k0: HandKey,
    k1: HandKey,
    from: usize,
    left: usize,
    counts: &mut [u64; 4],
) {
    if left == 1 {
        let (mut w0, mut w1, mut tie) = (0u64, 0u64, 0u64);
        let rest = ck.get(from..).unwrap_or(&[]);
        for &c in rest {
            let a = ev.eval(k0.plus(c));
            let b = ev.eval(k1.plus(c));
            w0 += u64::from(a > b);
            w1 += u64::from(b > a);
            tie += u64::from(a == b);
        }
        counts[0] += w0;
        counts[1] += w1;
        counts[2] += tie;
        counts[3] += rest.len() as u64;
        return;
    }
    for i in from..=ck.len().saturating_sub(left) {
        let c = ck[i];
        boards2(ev, ck, k0.plus(c), k1.plus(c), i + 1, left - 1, counts);
    }
}

/// The board walk by orbits of interchangeable suits ([`iso`]).
pub(super) struct Orbits<'a> {
    pub(super) ev: &'a Evaluator,
    /// The cards that may be dealt, by `Card::bit`.
    pub(super) avail: u64,
    /// The deck's lowest rank.
    pub(super) lowest: usize,
    /// Hands.
    pub(super) n: usize,
    /// The cards that may be dealt, in index order (rank, then suit).
    pub(super) ck: Vec<CardKey>,
    /// `below[r]`: how many of them rank below `r`.
    pub(super) below: [usize; 13],
}

impl Orbits<'_> {
    #[inline(always)]
    pub(super) fn card(r: usize, s: usize) -> Option<Card> {
        Card::from_index(4 * r + s)
    }

    #[inline(always)]
    pub(super) fn has(&self, r: usize, s: usize) -> bool {
        self.avail >> ((4 * r + s) & 63) & 1 != 0
    }

    /// Scores every hand on a complete board; `w` boards alike.
    #[inline(always)]
    pub(super) fn leaf(&self, keys: &[HandKey; FAST_HANDS], w: u64, acc: &mut Acc) {
        let mut best = 0u16;
        let mut set = 0u64;
        for (p, &k) in keys[..self.n].iter().enumerate() {
            let s = self.ev.eval(k);
            if s > best {
                best = s;
                set = 1 << p;
            } else if s == best {
                set |= 1 << p;
            }
        }
        acc.record(set, w);
        acc.deals += w;
    }

    /// Deals `left` (≥ 1) more cards, the highest of them of rank `r`;
    /// `w`: boards alike so far.
    pub(super) fn at_rank(
        &self,
        r: usize,
        left: usize,
        blocks: &Blocks,
        keys: &[HandKey; FAST_HANDS],
        w: u64,
        acc: &mut Acc,
    ) {
        let mut ways = [([0u8; 4], 0usize, 0u64); 16];
        let m = iso::choices(blocks, |s| self.has(r, s), left, &mut ways);
        for &(take, took, f) in &ways[..m] {
            let mut next = *keys;
            for (b, &j) in take.iter().enumerate().take(blocks.count()) {
                for i in 0..usize::from(j) {
                    if let Some(c) = Orbits::card(r, blocks.suit(b, i)) {
                        let ck = CardKey::of(c);
                        for k in &mut next[..self.n] {
                            *k = k.plus(ck);
                        }
                    }
                }
            }
            let w = w * f;
            if took == left {
                self.leaf(&next, w, acc);
                continue;
            }
            let split = blocks.split(&take);
            if split.trivial() {
                // No symmetry left: the plain walk over the lower cards.
                let lower = &self.ck[..self.below[r]];
                known_boards(self.ev, lower, self.n, &next, 0, left - took, w, acc);
            } else {
                self.below(r, left - took, &split, &next, w, acc);
            }
        }
    }

    /// Deals `left` (≥ 1) more cards of ranks below `top`.
    pub(super) fn below(
        &self,
        top: usize,
        left: usize,
        blocks: &Blocks,
        keys: &[HandKey; FAST_HANDS],
        w: u64,
        acc: &mut Acc,
    ) {
        if left > 1 {
            for r in (self.lowest..top).rev() {
                self.at_rank(r, left, blocks, keys, w, acc);
            }
            return;
        }
        // The last card: one per rank and block, weighted by the block's size.
        if self.n == 2 {
            let (k0, k1) = (keys[0], keys[1]);
            let (mut w0, mut w1, mut tie, mut all) = (0u64, 0u64, 0u64, 0u64);
            for r in (self.lowest..top).rev() {
                for b in 0..blocks.count() {
                    let (s, len) = blocks.first(b);
                    if !self.has(r, s) {
                        continue;
                    }
                    let Some(c) = Orbits::card(r, s) else {
                        continue;
                    };
                    let c = CardKey::of(c);
                    let (a, d) = (self.ev.eval(k0.plus(c)), self.ev.eval(k1.plus(c)));
                    w0 += len * u64::from(a > d);
                    w1 += len * u64::from(d > a);
                    tie += len * u64::from(a == d);
                    all += len;
                }
            }
            acc.record(0b01, w0 * w);
            acc.record(0b10, w1 * w);
            acc.record(0b11, tie * w);
            acc.deals += all * w;
            return;
        }
        for r in (self.lowest..top).rev() {
            for b in 0..blocks.count() {
                let (s, len) = blocks.first(b);
                if !self.has(r, s) {
                    continue;
                }
                let Some(c) = Orbits::card(r, s) else {
                    continue;
                };
                let c = CardKey::of(c);
                let mut next = *keys;
                for k in &mut next[..self.n] {
                    *k = k.plus(c);
                }
                self.leaf(&next, w * len, acc);
            }
        }
    }
}
