//! The general walk: one thread deals the board and every unknown hand
//! card by card (exact) or samples them ([`SplitMix`], Monte Carlo), keeping
//! the best hand so far, and scores each completion.

use super::count::Acc;
use super::{Game, NO_CARD};
use crate::cards::{Card, Rank, Suit};
use crate::eval::compiled::HandKey;
use crate::eval::verdict::judge_hand;

/// `SplitMix64`: small, fast, seeded; good enough to sample deals.
pub(super) struct SplitMix(pub(super) u64);

impl SplitMix {
    #[inline]
    pub(super) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (multiply-shift; the bias is below n / 2^64).
    #[inline]
    pub(super) fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// The best hand so far: its score, the hands holding it (after suits, under
/// a suit rule) and, once computed, their reference key (`Made::key`; 0 =
/// not computed yet).
#[derive(Clone, Copy, Debug)]
pub(super) struct State {
    pub(super) score: u16,
    pub(super) set: u64,
    pub(super) key: u64,
}

impl State {
    pub(super) const EMPTY: State = State {
        score: 0,
        set: 0,
        key: 0,
    };
}

/// Completions of the last hand counted against the best score so far:
/// `gt` beat it, `eq` equal it.
struct Beat {
    best: u16,
    gt: u64,
    eq: u64,
}

impl Beat {
    /// Counts `w` completions scoring `s`.
    #[inline]
    fn add(&mut self, s: u16, w: u64) {
        if s > self.best {
            self.gt += w;
        } else if s == self.best {
            self.eq += w;
        }
    }
}

/// One thread's enumeration.
pub(super) struct Walker<'g, 'a> {
    pub(super) g: &'g Game<'a>,
    pub(super) acc: Acc,
    /// Cards dealt so far (board and unknown hands).
    pub(super) used: u64,
    pub(super) board: [Card; 5],
    pub(super) board_len: usize,
    /// Each hand's cards, known first, then the dealt ones.
    pub(super) cards: Vec<[Card; 8]>,
    /// Omaha: the ten three-card board keys.
    pub(super) triples: [HandKey; 10],
    /// Omaha: `pairs[a * 52 + b]` = best score of a, b and three board cards.
    pub(super) pairs: Vec<u16>,
}

impl<'g, 'a> Walker<'g, 'a> {
    pub(super) fn new(g: &'g Game<'a>) -> Walker<'g, 'a> {
        let mut board = [NO_CARD; 5];
        board[..g.board.len()].copy_from_slice(&g.board);
        let cards = g
            .hands
            .iter()
            .map(|h| {
                let mut a = [NO_CARD; 8];
                a[..h.len()].copy_from_slice(h);
                a
            })
            .collect();
        Walker {
            g,
            acc: Acc::new(g.hands.len()),
            used: 0,
            board,
            board_len: g.board.len(),
            cards,
            triples: [HandKey::EMPTY; 10],
            pairs: if g.omaha {
                vec![0; 52 * 52]
            } else {
                Vec::new()
            },
        }
    }

    pub(super) fn board_key(&self) -> HandKey {
        HandKey::of(&self.board[..self.board_len])
    }

    /// The reference key of hand `p` as dealt now (the cold path).
    pub(super) fn made_key(&self, p: usize) -> u64 {
        let g = self.g;
        judge_hand(
            g.ev.ranking(),
            &self.cards[p][..g.hole],
            &self.board[..self.board_len],
        )
        .map_or(0, |j| j.made.key())
    }

    /// Adds hand `p` with score `s` to the best-so-far.
    #[inline]
    pub(super) fn merge(&self, st: State, p: usize, s: u16) -> State {
        if s > st.score {
            return State {
                score: s,
                set: 1 << p,
                key: 0,
            };
        }
        if s < st.score {
            return st;
        }
        if !self.g.suits {
            return State {
                set: st.set | 1 << p,
                ..st
            };
        }
        let kb = self.best_key(&st);
        let kp = self.made_key(p);
        match kp.cmp(&kb) {
            std::cmp::Ordering::Greater => State {
                score: s,
                set: 1 << p,
                key: kp,
            },
            std::cmp::Ordering::Equal => State {
                score: s,
                set: st.set | 1 << p,
                key: kb,
            },
            std::cmp::Ordering::Less => State { key: kb, ..st },
        }
    }

    pub(super) fn best_key(&self, st: &State) -> u64 {
        if st.key != 0 || st.set == 0 {
            st.key
        } else {
            self.made_key(st.set.trailing_zeros() as usize)
        }
    }

    /// The score of a hand whose cards are all in `self.cards[p]`.
    pub(super) fn full_score(&self, p: usize, bk: HandKey) -> u16 {
        let g = self.g;
        let hole = &self.cards[p][..g.hole];
        if g.omaha {
            let mut best = 0;
            for a in 0..hole.len() {
                for b in a + 1..hole.len() {
                    for t in &self.triples {
                        best = best.max(g.ev.eval(t.with(hole[a]).with(hole[b])));
                    }
                }
            }
            best
        } else {
            g.ev.eval(hole.iter().fold(bk, |k, &c| k.with(c)))
        }
    }

    /// Once the board is complete: Omaha tables, then the hands with every
    /// card known. Returns the best of those.
    pub(super) fn prepare_board(&mut self, bk: HandKey) -> State {
        let g = self.g;
        if g.omaha {
            let b = self.board;
            let mut i = 0;
            for x in 0..5 {
                for y in x + 1..5 {
                    for z in y + 1..5 {
                        self.triples[i] = HandKey::EMPTY.with(b[x]).with(b[y]).with(b[z]);
                        i += 1;
                    }
                }
            }
            if !g.unknown.is_empty() {
                self.fill_pairs();
            }
        }
        let mut st = State::EMPTY;
        for &p in &g.fixed {
            let s = self.full_score(p, bk);
            st = self.merge(st, p, s);
        }
        st
    }

    /// Omaha: the pair table over every card an unknown hand may hold.
    pub(super) fn fill_pairs(&mut self) {
        let g = self.g;
        let mut cards: Vec<Card> = g
            .avail
            .iter()
            .copied()
            .filter(|c| self.used & c.bit() == 0)
            .collect();
        for &p in &g.unknown {
            cards.extend_from_slice(&g.hands[p]);
        }
        for (i, &a) in cards.iter().enumerate() {
            for &b in &cards[i + 1..] {
                let mut best = 0;
                for t in &self.triples {
                    best = best.max(g.ev.eval(t.with(a).with(b)));
                }
                self.pairs[a.index() * 52 + b.index()] = best;
                self.pairs[b.index() * 52 + a.index()] = best;
            }
        }
    }

    #[inline]
    pub(super) fn pair(&self, a: Card, b: Card) -> u16 {
        self.pairs
            .get(a.index() * 52 + b.index())
            .copied()
            .unwrap_or(0)
    }

    /// Omaha: the best pair score among hand `p`'s first `len` cards.
    pub(super) fn pairs_max(&self, p: usize, len: usize) -> u16 {
        let h = &self.cards[p];
        let mut m = 0;
        for a in 0..len {
            for b in a + 1..len {
                m = m.max(self.pair(h[a], h[b]));
            }
        }
        m
    }

    /// Omaha: the best pair of hand `p`'s first `len` cards with `c`.
    #[inline]
    pub(super) fn pairs_with(&self, p: usize, len: usize, c: Card) -> u16 {
        let h = &self.cards[p];
        let mut m = 0;
        for &x in &h[..len] {
            m = m.max(self.pair(x, c));
        }
        m
    }

    pub(super) fn run_item(
        &mut self,
        item: (usize, Option<usize>),
        need: usize,
        st0: State,
        bk: HandKey,
    ) {
        let g = self.g;
        let (i, j) = item;
        let mut prefix = [NO_CARD; 2];
        prefix[0] = g.avail[i];
        let mut t = 1;
        let mut from = i + 1;
        if let Some(j) = j {
            prefix[1] = g.avail[j];
            t = 2;
            from = j + 1;
        }
        if g.board_need > 0 {
            let mut key = HandKey::EMPTY;
            for &c in &self.board[..self.board_len] {
                key = key.with(c);
            }
            for &c in &prefix[..t] {
                self.board[self.board_len] = c;
                self.board_len += 1;
                self.used |= c.bit();
                key = key.with(c);
            }
            self.deal_board(need - t, from, key);
            for &c in &prefix[..t] {
                self.board_len -= 1;
                self.used &= !c.bit();
            }
            return;
        }
        // The board is complete; the first unknown hand starts with the prefix.
        let Some(&p) = g.unknown.first() else { return };
        let known = g.hands[p].len();
        let free = g.avail.as_slice();
        for (k, &c) in prefix[..t].iter().enumerate() {
            self.cards[p][known + k] = c;
            self.used |= c.bit();
        }
        if g.omaha {
            let m = self.pairs_max(p, known + t);
            self.omaha_hand(0, p, need - t, from, free, known + t, m, st0, bk);
        } else {
            let key = self.cards[p][..known + t]
                .iter()
                .fold(bk, |k, &c| k.with(c));
            self.best_hand(0, p, need - t, from, free, known + t, key, st0, bk);
        }
        for &c in &prefix[..t] {
            self.used &= !c.bit();
        }
    }

    /// Deals the rest of the board, one card per level.
    pub(super) fn deal_board(&mut self, left: usize, from: usize, key: HandKey) {
        if left == 0 {
            return self.at_board(key);
        }
        let g = self.g;
        for i in from..=g.avail.len() - left {
            let c = g.avail[i];
            self.board[self.board_len] = c;
            self.board_len += 1;
            self.used |= c.bit();
            self.deal_board(left - 1, i + 1, key.with(c));
            self.board_len -= 1;
            self.used &= !c.bit();
        }
    }

    /// A complete board: score the known hands, then deal the unknown ones.
    pub(super) fn at_board(&mut self, bk: HandKey) {
        let st = self.prepare_board(bk);
        self.unknown_hand(0, st, bk);
    }

    /// Deals unknown hand number `u` (or records the deal when all are dealt).
    pub(super) fn unknown_hand(&mut self, u: usize, st: State, bk: HandKey) {
        let g = self.g;
        let Some(&p) = g.unknown.get(u) else {
            self.acc.record(st.set, 1);
            self.acc.deals += 1;
            return;
        };
        let known = g.hands[p].len();
        let need = g.hole - known;
        let mut buf = [NO_CARD; 52];
        let mut n = 0;
        for &c in &g.avail {
            if self.used & c.bit() == 0 {
                buf[n] = c;
                n += 1;
            }
        }
        let free = &buf[..n];
        if g.omaha {
            let m = self.pairs_max(p, known);
            self.omaha_hand(u, p, need, 0, free, known, m, st, bk);
        } else {
            let key = self.cards[p][..known].iter().fold(bk, |k, &c| k.with(c));
            self.best_hand(u, p, need, 0, free, known, key, st, bk);
        }
    }

    /// Hold'em and five-card games: deals `left` more cards to hand `p`
    /// (unknown number `u`) from `free[from..]`; `key` holds the board and
    /// the hand's cards so far (`depth` of them).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn best_hand(
        &mut self,
        u: usize,
        p: usize,
        left: usize,
        from: usize,
        free: &[Card],
        depth: usize,
        key: HandKey,
        st: State,
        bk: HandKey,
    ) {
        let g = self.g;
        if left == 0 {
            let s = g.ev.eval(key);
            let st = self.merge(st, p, s);
            return self.unknown_hand(u + 1, st, bk);
        }
        if u + 1 == g.unknown.len() {
            let rest = &free[from.min(free.len())..];
            if left == 1 {
                return self.last_best(p, rest, depth, key, st);
            }
            if left == 2 && !g.suits && self.last_two(p, rest, depth, key, st) {
                return;
            }
        }
        for i in from..(free.len() + 1).saturating_sub(left) {
            let c = free[i];
            self.cards[p][depth] = c;
            self.used |= c.bit();
            self.best_hand(u, p, left - 1, i + 1, free, depth + 1, key.with(c), st, bk);
            self.used &= !c.bit();
        }
    }

    /// The hot loop: the last card of the last unknown hand. Counts the
    /// cards that make it better than, equal to or worse than the best so far.
    pub(super) fn last_best(
        &mut self,
        p: usize,
        rest: &[Card],
        depth: usize,
        key: HandKey,
        st: State,
    ) {
        let ev = self.g.ev;
        let m = st.score;
        let (mut gt, mut eq) = (0u64, 0u64);
        if self.g.suits {
            let mut kb = st.key;
            for &c in rest {
                let s = ev.eval(key.with(c));
                if s > m {
                    gt += 1;
                } else if s == m {
                    self.cards[p][depth] = c;
                    if kb == 0 {
                        kb = self.best_key(&st);
                    }
                    match self.made_key(p).cmp(&kb) {
                        std::cmp::Ordering::Greater => gt += 1,
                        std::cmp::Ordering::Equal => eq += 1,
                        std::cmp::Ordering::Less => {}
                    }
                }
            }
        } else {
            for &c in rest {
                let s = ev.eval(key.with(c));
                gt += u64::from(s > m);
                eq += u64::from(s == m);
            }
        }
        self.settle(p, rest.len() as u64, gt, eq, st.set);
    }

    /// The last two cards of the last unknown hand, by rank class (no suit
    /// rule): a pair of cards that cannot make a flush scores like any other
    /// two cards of the same ranks, so each of the (at most 91) rank pairs is
    /// evaluated once, with stand-in suits, and weighted by how many such
    /// pairs `rest` holds. Pairs that may make a flush are evaluated one by
    /// one. Returns false (nothing done) when five cards of one suit are
    /// already in the key.
    pub(super) fn last_two(
        &mut self,
        p: usize,
        rest: &[Card],
        depth: usize,
        key: HandKey,
        st: State,
    ) -> bool {
        let Some((flushy, fcount, plain)) = self.flush_suits(p, depth) else {
            return false;
        };
        let Some(plain) = Suit::from_index(plain) else {
            return false;
        };
        let mut cnt = [0u64; 13];
        let mut cs = [0u64; 13];
        let mut suited = [NO_CARD; 13];
        let mut ns = 0;
        for &c in rest {
            let r = c.rank().index();
            cnt[r] += 1;
            if c.suit().index() == flushy {
                cs[r] += 1;
                suited[ns] = c;
                ns += 1;
            }
        }
        let mut tally = Beat {
            best: st.score,
            gt: 0,
            eq: 0,
        };
        let ev = self.g.ev;
        // Pairs evaluated one by one: both in the flush suit (three on
        // board), or at least one (four on board).
        let suited = &suited[..ns];
        for (i, &a) in suited.iter().enumerate() {
            let ka = key.with(a);
            for &b in &suited[i + 1..] {
                tally.add(ev.eval(ka.with(b)), 1);
            }
            if fcount == 4 {
                for &b in rest {
                    if b.suit().index() != flushy {
                        tally.add(ev.eval(ka.with(b)), 1);
                    }
                }
            }
        }
        self.rank_class_pairs(key, plain, &cnt, &cs, fcount, &mut tally);
        let n = rest.len() as u64;
        self.settle(p, n * (n - 1) / 2, tally.gt, tally.eq, st.set);
        true
    }

    /// [`Walker::last_two`]'s suits, from the board and hand `p`'s first
    /// `depth` cards: the suit that may flush (4 for none) and how many of
    /// it are held, and a stand-in suit two more cards of never flush.
    /// `None` when no such split exists (five of a suit already held).
    #[inline]
    fn flush_suits(&self, p: usize, depth: usize) -> Option<(usize, u8, usize)> {
        let mut suit_n = [0u8; 4];
        for c in self.board[..self.board_len]
            .iter()
            .chain(&self.cards[p][..depth])
        {
            suit_n[c.suit().index()] += 1;
        }
        // A suit with three or four cards may flush (with at most five cards
        // in the key, only one suit can).
        if suit_n.iter().filter(|&&n| n >= 3).count() > 1 {
            return None;
        }
        let (flushy, fcount) = match (0..4).find(|&s| suit_n[s] >= 3) {
            Some(s) if suit_n[s] >= 5 => return None,
            Some(s) => (s, suit_n[s]),
            None => (4, 0),
        };
        // Stand-in suit: one with at most two cards, so two more never flush.
        let plain = (0..4).find(|&s| suit_n[s] <= 2 && s != flushy)?;
        Some((flushy, fcount, plain))
    }

    /// The pairs that cannot flush, one evaluation per rank pair in the
    /// stand-in suit `plain`, weighted by how many pairs of those ranks are
    /// left: `cnt[r]` cards of rank `r`, `cs[r]` of them in the suit that
    /// may flush (`fcount` of it held).
    #[inline]
    fn rank_class_pairs(
        &self,
        key: HandKey,
        plain: Suit,
        cnt: &[u64; 13],
        cs: &[u64; 13],
        fcount: u8,
        tally: &mut Beat,
    ) {
        let ev = self.g.ev;
        let ranks: [Card; 13] = std::array::from_fn(|r| {
            Rank::from_index(r).map_or(NO_CARD, |rank| Card::new(rank, plain))
        });
        for r1 in 0..13 {
            if cnt[r1] == 0 {
                continue;
            }
            let k1 = key.with(ranks[r1]);
            for r2 in r1..13 {
                if cnt[r2] == 0 {
                    continue;
                }
                let w = match (r1 == r2, fcount) {
                    (true, 4) => (cnt[r1] - cs[r1]) * (cnt[r1] - cs[r1]).saturating_sub(1) / 2,
                    (true, _) => cnt[r1] * (cnt[r1] - 1) / 2,
                    (false, 4) => (cnt[r1] - cs[r1]) * (cnt[r2] - cs[r2]),
                    (false, 3) => cnt[r1] * cnt[r2] - cs[r1] * cs[r2],
                    (false, _) => cnt[r1] * cnt[r2],
                };
                if w > 0 {
                    tally.add(ev.eval(k1.with(ranks[r2])), w);
                }
            }
        }
    }

    /// Records `total` completions of hand `p`: `gt` win alone, `eq` share
    /// with `set`, the rest leave `set` as the best.
    #[inline]
    pub(super) fn settle(&mut self, p: usize, total: u64, gt: u64, eq: u64, set: u64) {
        self.acc.record(1 << p, gt);
        self.acc.record(set | 1 << p, eq);
        self.acc.record(set, total - gt - eq);
        self.acc.deals += total;
    }

    /// Omaha: like [`Walker::best_hand`], with `m` the best pair score of
    /// the hand's cards so far.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn omaha_hand(
        &mut self,
        u: usize,
        p: usize,
        left: usize,
        from: usize,
        free: &[Card],
        depth: usize,
        m: u16,
        st: State,
        bk: HandKey,
    ) {
        let g = self.g;
        if left == 0 {
            let st = self.merge(st, p, m);
            return self.unknown_hand(u + 1, st, bk);
        }
        if left == 1 && u + 1 == g.unknown.len() {
            let rest = &free[from.min(free.len())..];
            let best = st.score;
            let (mut gt, mut eq) = (0u64, 0u64);
            let mut kb = st.key;
            for &c in rest {
                let s = m.max(self.pairs_with(p, depth, c));
                if s > best {
                    gt += 1;
                } else if s == best {
                    if !g.suits {
                        eq += 1;
                        continue;
                    }
                    self.cards[p][depth] = c;
                    if kb == 0 {
                        kb = self.best_key(&st);
                    }
                    match self.made_key(p).cmp(&kb) {
                        std::cmp::Ordering::Greater => gt += 1,
                        std::cmp::Ordering::Equal => eq += 1,
                        std::cmp::Ordering::Less => {}
                    }
                }
            }
            return self.settle(p, rest.len() as u64, gt, eq, st.set);
        }
        for i in from..(free.len() + 1).saturating_sub(left) {
            let c = free[i];
            let m2 = m.max(self.pairs_with(p, depth, c));
            self.cards[p][depth] = c;
            self.used |= c.bit();
            self.omaha_hand(u, p, left - 1, i + 1, free, depth + 1, m2, st, bk);
            self.used &= !c.bit();
        }
    }

    /// Monte Carlo: one random deal. `pool` is any ordering of the cards
    /// left; a partial Fisher–Yates shuffle picks the cards dealt.
    pub(super) fn sample(&mut self, pool: &mut [Card], rng: &mut SplitMix) {
        let g = self.g;
        let mut next = 0;
        let mut take = |rng: &mut SplitMix| {
            let j = next + rng.below(pool.len() - next);
            pool.swap(next, j);
            next += 1;
            pool[next - 1]
        };
        self.board_len = g.board.len();
        for _ in 0..g.board_need {
            self.board[self.board_len] = take(rng);
            self.board_len += 1;
        }
        for &p in &g.unknown {
            for d in g.hands[p].len()..g.hole {
                self.cards[p][d] = take(rng);
            }
        }
        let bk = self.board_key();
        if g.omaha {
            let b = self.board;
            let mut i = 0;
            for x in 0..5 {
                for y in x + 1..5 {
                    for z in y + 1..5 {
                        self.triples[i] = HandKey::EMPTY.with(b[x]).with(b[y]).with(b[z]);
                        i += 1;
                    }
                }
            }
        }
        let mut st = State::EMPTY;
        for p in 0..g.hands.len() {
            let s = self.full_score(p, bk);
            st = self.merge(st, p, s);
        }
        self.acc.record(st.set, 1);
        self.acc.deals += 1;
    }
}
