//! Suit isomorphism: where suits do not decide ties, the compiled scores
//! are blind to which suit is which (a flush is found by its rank mask,
//! whatever the suit), so two deals that differ only by a permutation of
//! suits give every hand the same score. Suits are interchangeable when
//! every group of known cards (each hand, the board, the dead cards) holds
//! the same ranks in them: a permutation within such blocks maps every
//! hand onto itself.
//!
//! [`each_orbit`] walks the cards still to deal one orbit at a time: ranks
//! from the highest down, and at each rank, within each block of suits
//! still interchangeable, only the block's first `j` suits (any `j` suits
//! of the block give an equivalent deal, `C(block, j)` of them). Taking
//! cards splits the block into the suits taken and the rest, which are no
//! longer interchangeable with each other. The weight of a dealt set is
//! the product of those binomials: the size of its orbit, so the weighted
//! count is exactly the plain count.

use crate::cards::Card;

/// The suits, partitioned into blocks of interchangeable suits; each block
/// lists its suits (indices) in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocks {
    suits: [[u8; 4]; 4],
    len: [u8; 4],
    n: usize,
}

impl Blocks {
    /// Suits `s` and `t` share a block when every group holds the same
    /// ranks in `s` as in `t`.
    pub fn of(groups: &[&[Card]]) -> Blocks {
        let sig = |s: usize| -> Vec<u16> {
            groups
                .iter()
                .map(|g| {
                    g.iter()
                        .filter(|c| c.suit().index() == s)
                        .fold(0u16, |m, c| m | 1 << c.rank().index())
                })
                .collect()
        };
        let sigs: [Vec<u16>; 4] = std::array::from_fn(sig);
        let mut b = Blocks {
            suits: [[0; 4]; 4],
            len: [0; 4],
            n: 0,
        };
        for s in 0..4 {
            if let Some(i) = (0..b.n).find(|&i| sigs[usize::from(b.suits[i][0])] == sigs[s]) {
                b.suits[i][usize::from(b.len[i])] = s as u8;
                b.len[i] += 1;
            } else {
                b.suits[b.n][0] = s as u8;
                b.len[b.n] = 1;
                b.n += 1;
            }
        }
        b
    }

    /// No two suits are interchangeable: the walk would be the plain one.
    pub fn trivial(&self) -> bool {
        self.n == 4
    }

    /// How many blocks.
    pub fn count(&self) -> usize {
        self.n
    }

    /// Block `b`'s first suit and its size.
    #[inline(always)]
    pub fn first(&self, b: usize) -> (usize, u64) {
        (usize::from(self.suits[b][0]), u64::from(self.len[b]))
    }

    /// Block `b`'s `i`-th suit.
    #[inline(always)]
    pub fn suit(&self, b: usize, i: usize) -> usize {
        usize::from(self.suits[b][i])
    }

    pub fn len(&self, b: usize) -> usize {
        usize::from(self.len[b])
    }

    /// The partition after taking the first `take[b]` suits of each block:
    /// the taken suits and the rest become blocks of their own.
    pub fn split(&self, take: &[u8; 4]) -> Blocks {
        let mut out = Blocks {
            suits: [[0; 4]; 4],
            len: [0; 4],
            n: 0,
        };
        for (b, &j) in take.iter().enumerate().take(self.n) {
            let (len, j) = (usize::from(self.len[b]), usize::from(j));
            for part in [0..j, j..len] {
                if part.is_empty() {
                    continue;
                }
                let k = part.len();
                out.suits[out.n][..k].copy_from_slice(&self.suits[b][part]);
                out.len[out.n] = k as u8;
                out.n += 1;
            }
        }
        out
    }
}

/// `C(n, k)` for `n <= 4`.
#[inline(always)]
pub fn binom4(n: usize, k: usize) -> u64 {
    const T: [[u64; 5]; 5] = [
        [1, 0, 0, 0, 0],
        [1, 1, 0, 0, 0],
        [1, 2, 1, 0, 0],
        [1, 3, 3, 1, 0],
        [1, 4, 6, 4, 1],
    ];
    T.get(n).and_then(|r| r.get(k)).copied().unwrap_or(0)
}

/// At one rank, every way to take cards: `take[b]` suits of block `b`
/// (0 where the block's cards are not available), at least one card and
/// at most `left`; with the orbit factor `Π C(len b, take b)`. At most
/// 16 ways (four blocks of one).
pub fn choices(
    blocks: &Blocks,
    avail: impl Fn(usize) -> bool,
    left: usize,
    out: &mut [([u8; 4], usize, u64); 16],
) -> usize {
    #[allow(clippy::too_many_arguments)]
    fn rec(
        b: usize,
        blocks: &Blocks,
        avail: &dyn Fn(usize) -> bool,
        left: usize,
        took: usize,
        w: u64,
        take: &mut [u8; 4],
        out: &mut [([u8; 4], usize, u64); 16],
        n: &mut usize,
    ) {
        if b == blocks.count() {
            if took > 0
                && let Some(slot) = out.get_mut(*n)
            {
                *slot = (*take, took, w);
                *n += 1;
            }
            return;
        }
        let (s, len) = blocks.first(b);
        let top = if avail(s) {
            (len as usize).min(left - took)
        } else {
            0
        };
        for j in 0..=top {
            take[b] = j as u8;
            rec(
                b + 1,
                blocks,
                avail,
                left,
                took + j,
                w * binom4(len as usize, j),
                take,
                out,
                n,
            );
        }
        take[b] = 0;
    }
    let mut n = 0;
    let mut take = [0u8; 4];
    rec(0, blocks, &avail, left, 0, 1, &mut take, out, &mut n);
    n
}

/// Every orbit of `k`-card sets of the cards in `avail` (by `Card::bit`),
/// ranks `lowest` and up, under the suit permutations within `blocks`:
/// `visit(one set of the orbit, its size)`. `avail` must be the same in
/// every suit of a block (the cards out of play are among the groups the
/// blocks were made from).
pub fn each_orbit(
    blocks: &Blocks,
    avail: u64,
    lowest: usize,
    k: usize,
    visit: &mut impl FnMut(&[Card], u64),
) {
    #[allow(clippy::too_many_arguments)]
    fn below(
        top: usize,
        left: usize,
        blocks: &Blocks,
        avail: u64,
        lowest: usize,
        w: u64,
        cards: &mut Vec<Card>,
        visit: &mut impl FnMut(&[Card], u64),
    ) {
        if left == 0 {
            visit(cards, w);
            return;
        }
        let has = |r: usize, s: usize| avail >> ((4 * r + s) & 63) & 1 != 0;
        let mut ways = [([0u8; 4], 0usize, 0u64); 16];
        for r in (lowest..top).rev() {
            let m = choices(blocks, |s| has(r, s), left, &mut ways);
            for &(take, took, f) in &ways[..m] {
                let depth = cards.len();
                for (b, &j) in take.iter().enumerate().take(blocks.count()) {
                    for i in 0..usize::from(j) {
                        cards.extend(Card::from_index(4 * r + blocks.suit(b, i)));
                    }
                }
                below(
                    r,
                    left - took,
                    &blocks.split(&take),
                    avail,
                    lowest,
                    w * f,
                    cards,
                    visit,
                );
                cards.truncate(depth);
            }
        }
    }
    let mut cards = Vec::with_capacity(k);
    below(13, k, blocks, avail, lowest, 1, &mut cards, visit);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap_or_default()
    }

    #[test]
    fn blocks_follow_the_known_cards() {
        // Ah Kh vs Qs Qd: clubs alone, hearts alone, spades and diamonds
        // interchangeable (the queens swap within the hand).
        let (a, b) = (cards("Ah Kh"), cards("Qs Qd"));
        let k = Blocks::of(&[&a, &b]);
        assert_eq!(k.count(), 3);
        let sizes: Vec<usize> = (0..k.count()).map(|i| k.len(i)).collect();
        assert_eq!(sizes.iter().sum::<usize>(), 4);
        assert!(sizes.contains(&2));
        // Nothing known: one block of four.
        assert_eq!(Blocks::of(&[]).count(), 1);
        // Ah Kd vs Qs Qc: hearts and diamonds are each alone (the hand has
        // different ranks in them), spades and clubs interchangeable.
        let (a, b) = (cards("Ah Kd"), cards("Qs Qc"));
        assert_eq!(Blocks::of(&[&a, &b]).count(), 3);
        // Ah Kh vs As Ks: swapping hearts and spades swaps the hands, which
        // is not a symmetry of the result.
        let (a, b) = (cards("Ah Kh"), cards("As Ks"));
        assert_eq!(Blocks::of(&[&a, &b]).count(), 3);
        let (a, b, c) = (cards("Ah Kd"), cards("Qs Jc"), cards("2c"));
        assert!(Blocks::of(&[&a, &b, &c]).trivial());
    }

    #[test]
    fn orbits_weigh_up_to_every_set() {
        // Three cards from the 47 left after Ah Kh Qs Qd 2c: the weights add
        // up to C(47, 3), and each orbit's card set is dealt once.
        let out = cards("Ah Kh Qs Qd 2c");
        let keep = cards("Ah Kh");
        let blocks = Blocks::of(&[&keep, &out]);
        let avail = (0..52usize)
            .filter_map(Card::from_index)
            .filter(|c| !out.contains(c))
            .fold(0u64, |m, c| m | c.bit());
        let (mut total, mut sets) = (0u64, 0u64);
        each_orbit(&blocks, avail, 0, 3, &mut |drawn, w| {
            assert_eq!(drawn.len(), 3);
            assert!(drawn.iter().all(|c| avail & c.bit() != 0));
            total += w;
            sets += 1;
        });
        assert_eq!(total, 47 * 46 * 45 / 6);
        assert!(sets < total);
    }

    #[test]
    fn choices_weigh_each_orbit_by_its_size() {
        let all = Blocks::of(&[]);
        let mut out = [([0u8; 4], 0usize, 0u64); 16];
        // One block of four, up to five cards: take 1..=4, C(4, j) each.
        let n = choices(&all, |_| true, 5, &mut out);
        let got: Vec<(usize, u64)> = out[..n].iter().map(|c| (c.1, c.2)).collect();
        assert_eq!(got, vec![(1, 4), (2, 6), (3, 4), (4, 1)]);
        // Weighted, every subset of the four cards of a rank is counted:
        // 2^4 - 1 nonempty ones.
        assert_eq!(out[..n].iter().map(|c| c.2).sum::<u64>(), 15);
        let split = all.split(&out[1].0);
        assert_eq!(split.count(), 2);
        assert_eq!((split.len(0), split.len(1)), (2, 2));
        // At most one card left.
        let n = choices(&split, |_| true, 1, &mut out);
        assert_eq!(out[..n].iter().map(|c| c.2).sum::<u64>(), 4);
    }
}
