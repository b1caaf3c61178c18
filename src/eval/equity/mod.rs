//! All-in equity: every way to complete the board and the unknown hands is
//! dealt (exact), or a seeded sample of them (Monte Carlo), and each hand is
//! scored by the compiled evaluator. Equal scores under a rule set that breaks
//! ties by suit are settled on the cold path by the reference evaluator,
//! exactly as `racon judge` orders hands ([`judge_hand`]'s `Made::key`).
//!
//! Pure: no terminal, disk, clock or global RNG. The thread count, the seed
//! and a progress counter (deals done) are arguments.
//!
//! Enumeration adds one card per loop level to a [`HandKey`]: the board
//! first, then each hand with unknown cards in the order given; the last
//! unknown hand is a tight loop that only counts how many of its completions
//! beat, equal or lose to the best hand so far. Omaha hands with unknown
//! cards use a per-board table of the best two-card + three-board score of
//! every pair of cards, so a four-card hand is six lookups, not sixty.

mod count;
mod known;
mod walk;

use count::Acc;
use known::{FAST_HANDS, Orbits, known_boards};
use walk::{SplitMix, State, Walker};

use super::compiled::{CardKey, Evaluator, HandKey};
use super::iso::Blocks;
use super::rank_count;
use crate::cards::{Card, CardProblem, Rank, Suit, check_cards};
use crate::rules::{Shape, SuitRule};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Above this many evaluations (deals, times [`OMAHA_WEIGHT`] for Omaha)
/// the CLI samples instead of counting every deal (unless `--exact`). Ac Ad
/// against a random hand, 2,097,572,400 deals, is under it.
pub const EXACT_LIMIT: u128 = 3_000_000_000;
/// An Omaha deal costs about ten times a hold'em deal (pair-table lookups
/// and the per-board table itself).
pub const OMAHA_WEIGHT: u128 = 10;
/// Hands are kept in a 64-bit set.
pub const MAX_HANDS: usize = 64;
/// Monte Carlo samples are drawn in blocks of this many, block `b` from its
/// own stream of the seed, so the result does not depend on the thread count.
pub const MC_BLOCK: u64 = 1 << 16;

/// A showdown to evaluate: the known cards of each hand (fewer than the
/// shape's count, or none, = the rest are unknown and enumerated), the known
/// board and cards known to be out of play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spot {
    pub hands: Vec<Vec<Card>>,
    pub board: Vec<Card>,
    pub dead: Vec<Card>,
}

/// Why a spot cannot be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpotError {
    /// Equity needs two hands at least.
    TooFewHands { got: usize },
    /// More hands than [`MAX_HANDS`].
    TooManyHands { got: usize },
    /// A card outside the deck in play, or the same card twice among the
    /// hands, the board and the dead cards.
    Card(CardProblem),
    /// A hand (0-based) with too many cards, or (hold'em, Omaha) neither
    /// all of its cards nor none (`partial` is false there).
    HandSize {
        hand: usize,
        got: usize,
        want: usize,
        partial: bool,
    },
    /// A board of 1, 2 or more than 5 cards.
    BoardSize { got: usize },
    /// A board given for a game without one.
    NoBoard,
    /// Not enough cards left in the deck to deal the rest.
    NotEnoughCards { need: usize, left: usize },
    /// A hold'em shape the compiled evaluator cannot score (more than seven
    /// cards per hand).
    Unsupported { hole: usize },
}

/// One hand's results over all deals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Deals this hand wins alone.
    pub win: u64,
    /// Deals where this hand shares the best hand.
    pub tie: u64,
    /// Deals where another hand is better.
    pub loss: u64,
    /// `split[k]`: deals where this hand shares the best hand with `k - 1`
    /// others (indices 0 and 1 are unused).
    pub split: Vec<u64>,
}

/// The result of an evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Equity {
    /// Every deal was counted (false: a Monte Carlo sample).
    pub exact: bool,
    /// Deals counted, or samples drawn.
    pub deals: u64,
    pub players: Vec<Outcome>,
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl Equity {
    /// The least common multiple of 1..=hands: every tie share is a whole
    /// number of `1 / unit` pots.
    pub fn unit(&self) -> u128 {
        (1..=self.players.len() as u128).fold(1, |l, k| l / gcd(l, k) * k)
    }

    /// Hand `p`'s pot share summed over all deals, in `1 / unit` pots: a win
    /// is `unit`, a tie of `k` hands `unit / k`. The shares of all hands add
    /// up to `unit × deals`.
    pub fn share(&self, p: usize) -> u128 {
        let unit = self.unit();
        self.players.get(p).map_or(0, |o| {
            u128::from(o.win) * unit
                + o.split
                    .iter()
                    .enumerate()
                    .skip(2)
                    .map(|(k, &n)| u128::from(n) * (unit / k as u128))
                    .sum::<u128>()
        })
    }

    /// Hand `p`'s equity: its expected share of the pot.
    pub fn equity(&self, p: usize) -> f64 {
        let den = self.unit() * u128::from(self.deals);
        if den == 0 {
            return 0.0;
        }
        self.share(p) as f64 / den as f64
    }

    /// The 95% error bound of a Monte Carlo equity (1.96 standard errors of
    /// the per-deal share); 0 when exact.
    pub fn error95(&self, p: usize) -> f64 {
        let n = self.deals as f64;
        if self.exact || self.deals < 2 {
            return 0.0;
        }
        let Some(o) = self.players.get(p) else {
            return 0.0;
        };
        let mean = self.equity(p);
        let squares = o.win as f64
            + o.split
                .iter()
                .enumerate()
                .skip(2)
                .map(|(k, &c)| c as f64 / (k * k) as f64)
                .sum::<f64>();
        let var = ((squares / n - mean * mean) * n / (n - 1.0)).max(0.0);
        1.96 * (var / n).sqrt()
    }

    /// Splits a pot of `pot` chips by equity, in whole chips: each hand gets
    /// `pot × equity` rounded down, then the chips left over go one each to
    /// the largest remainders (equal remainders: the hand given first). The
    /// shares add up to `pot` exactly. `None` only on arithmetic overflow.
    pub fn chop(&self, pot: u64) -> Option<Vec<u64>> {
        let den = self.unit().checked_mul(u128::from(self.deals))?;
        let shares: Vec<u128> = (0..self.players.len()).map(|p| self.share(p)).collect();
        crate::money::apportion(u128::from(pot), &shares, den)?
            .into_iter()
            .map(|s| u64::try_from(s).ok())
            .collect()
    }
}

/// `n` choose `k`.
pub fn choose(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u128, |acc, i| acc * (n - i) as u128 / (i as u128 + 1))
}

/// Does the rule set ever break equal ranks by suit?
pub fn breaks_ties_by_suit(rules: &crate::rules::RuleSet) -> bool {
    !rules.split_ties && rules.categories.iter().any(|c| c.suit != SuitRule::None)
}

/// The walks of the known-hands all-in ([`Game::exact_by`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnownWalk {
    /// Every board dealt.
    Plain,
    /// One board per orbit of interchangeable suits ([`iso`]).
    Orbits,
    /// Boards counted by rank multiset, flush boards dealt ([`rank_count`]).
    RankCount,
}

/// A checked spot bound to an evaluator.
pub struct Game<'a> {
    ev: &'a Evaluator,
    omaha: bool,
    hole: usize,
    suits: bool,
    hands: Vec<Vec<Card>>,
    board: Vec<Card>,
    /// The deck minus every known and dead card, in index order.
    avail: Vec<Card>,
    board_need: usize,
    /// Hands with every card known.
    fixed: Vec<usize>,
    /// Hands with cards to deal, in the order given.
    unknown: Vec<usize>,
}

const NO_CARD: Card = Card::new(Rank::Two, Suit::Clubs);

impl<'a> Game<'a> {
    /// Checks `spot` against the evaluator's rule set and deck.
    pub fn new(ev: &'a Evaluator, spot: &Spot) -> Result<Game<'a>, SpotError> {
        let rules = ev.rules();
        let deck = ev.deck();
        let shape = rules.shape;
        let hole = shape.hole_cards();
        if let Shape::HoldEm { .. } = shape
            && hole + 5 > ev.max_cards()
        {
            return Err(SpotError::Unsupported { hole });
        }
        let n = spot.hands.len();
        if n < 2 {
            return Err(SpotError::TooFewHands { got: n });
        }
        if n > MAX_HANDS {
            return Err(SpotError::TooManyHands { got: n });
        }
        let seen = check_cards(
            deck,
            spot.hands
                .iter()
                .flatten()
                .chain(&spot.board)
                .chain(&spot.dead),
        )
        .map_err(SpotError::Card)?;
        let partial = !shape.has_board();
        for (i, h) in spot.hands.iter().enumerate() {
            let ok = h.len() <= hole && (partial || h.is_empty() || h.len() == hole);
            if !ok {
                return Err(SpotError::HandSize {
                    hand: i,
                    got: h.len(),
                    want: hole,
                    partial,
                });
            }
        }
        let board_need = if shape.has_board() {
            if !matches!(spot.board.len(), 0 | 3 | 4 | 5) {
                return Err(SpotError::BoardSize {
                    got: spot.board.len(),
                });
            }
            5 - spot.board.len()
        } else {
            if !spot.board.is_empty() {
                return Err(SpotError::NoBoard);
            }
            0
        };
        let avail: Vec<Card> = deck.cards().filter(|&c| !seen.contains(c)).collect();
        let need = board_need + spot.hands.iter().map(|h| hole - h.len()).sum::<usize>();
        if need > avail.len() {
            return Err(SpotError::NotEnoughCards {
                need,
                left: avail.len(),
            });
        }
        let (unknown, fixed): (Vec<usize>, Vec<usize>) =
            (0..n).partition(|&p| spot.hands[p].len() < hole);
        Ok(Game {
            ev,
            omaha: matches!(shape, Shape::Omaha { .. }),
            hole,
            suits: breaks_ties_by_suit(rules),
            hands: spot.hands.clone(),
            board: spot.board.clone(),
            avail,
            board_need,
            fixed,
            unknown,
        })
    }

    /// How many deals an exact run counts.
    pub fn deals(&self) -> u128 {
        let mut left = self.avail.len();
        let mut d = choose(left, self.board_need);
        left -= self.board_need;
        for &p in &self.unknown {
            let need = self.hole - self.hands[p].len();
            d = d.saturating_mul(choose(left, need));
            left -= need;
        }
        d
    }

    /// The work of an exact run, in evaluations ([`OMAHA_WEIGHT`]).
    pub fn cost(&self) -> u128 {
        let w = if self.omaha { OMAHA_WEIGHT } else { 1 };
        self.deals().saturating_mul(w)
    }

    /// Small enough to count every deal by default.
    pub fn exact_by_default(&self) -> bool {
        self.cost() <= EXACT_LIMIT
    }

    fn finish(&self, exact: bool, deals: u64, acc: &Acc) -> Equity {
        let n = self.hands.len();
        let players = (0..n)
            .map(|p| {
                let split = acc.split[p * (n + 1)..(p + 1) * (n + 1)].to_vec();
                let tie: u64 = split.iter().sum();
                let win = acc.win[p];
                Outcome {
                    win,
                    tie,
                    loss: deals.saturating_sub(win + tie),
                    split,
                }
            })
            .collect();
        Equity {
            exact,
            deals,
            players,
        }
    }

    /// Counts every deal on `threads` threads; `progress` grows by the deals
    /// done as work items finish.
    pub fn exact(&self, threads: usize, progress: &AtomicU64) -> Equity {
        if self.known_hands_case() {
            return self.exact_known_hands(threads, progress);
        }
        let (items, first_need) = self.work_items();
        let next = AtomicUsize::new(0);
        let threads = threads.clamp(1, items.len().max(1));
        let work = || {
            let mut w = Walker::new(self);
            if items.is_empty() {
                // Nothing to deal: one deal.
                w.at_board(w.board_key());
                progress.fetch_add(w.acc.deals, Ordering::Relaxed);
                return w.acc;
            }
            let mut st0 = State::EMPTY;
            let mut bk = HandKey::EMPTY;
            if self.board_need == 0 {
                bk = w.board_key();
                st0 = w.prepare_board(bk);
            }
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&item) = items.get(i) else { break };
                let before = w.acc.deals;
                w.run_item(item, first_need, st0, bk);
                progress.fetch_add(w.acc.deals - before, Ordering::Relaxed);
            }
            w.acc
        };
        let accs = run_threads(threads, &work);
        let acc = self.merge(accs);
        let deals = acc.deals;
        self.finish(true, deals, &acc)
    }

    /// The common all-in: every hand known, boards to deal, no suit rule.
    /// One tight loop per board with the cards' keys looked up once; work
    /// items are the board's first card.
    fn exact_known_hands(&self, threads: usize, progress: &AtomicU64) -> Equity {
        if let Some(e) = self.exact_by_rank_count(progress) {
            return e;
        }
        if let Some(e) = self.exact_by_orbits(threads, progress) {
            return e;
        }
        self.exact_known_hands_plain(threads, progress)
    }

    /// The threads an exact run uses when given `threads`: one where the
    /// boards are counted by rank multiset (too little work to share).
    pub fn exact_threads(&self, threads: usize) -> usize {
        if self.known_hands_case() && rank_count::applies(&self.hands, &self.board, self.board_need)
        {
            1
        } else {
            threads
        }
    }

    /// Is this the all-in the known-hands walks handle (every hand known,
    /// boards to deal, no suit rule, hold'em)?
    fn known_hands_case(&self) -> bool {
        !self.omaha
            && !self.suits
            && self.unknown.is_empty()
            && self.board_need > 0
            && self.hands.len() <= FAST_HANDS
    }

    /// [`Game::exact`] by one given walk of the known-hands all-in (tests
    /// compare them with [`Game::exact_unreduced`]); `None` when the spot
    /// is not that case or the walk does not apply to it.
    pub fn exact_by(
        &self,
        walk: KnownWalk,
        threads: usize,
        progress: &AtomicU64,
    ) -> Option<Equity> {
        if !self.known_hands_case() {
            return None;
        }
        match walk {
            KnownWalk::Plain => Some(self.exact_known_hands_plain(threads, progress)),
            KnownWalk::Orbits => self.exact_by_orbits(threads, progress),
            KnownWalk::RankCount => self.exact_by_rank_count(progress),
        }
    }

    /// Every hand known, no suit rule: boards counted by rank multiset
    /// ([`rank_count`]), one thread (a few thousand multisets and the flush
    /// boards; less than starting a thread costs).
    fn exact_by_rank_count(&self, progress: &AtomicU64) -> Option<Equity> {
        let c = rank_count::count(
            self.ev,
            &self.hands,
            &self.board,
            &self.avail,
            self.board_need,
        )?;
        progress.fetch_add(c.deals, Ordering::Relaxed);
        let n = self.hands.len();
        let acc = Acc {
            n,
            deals: c.deals,
            win: c.win,
            split: c.split,
        };
        Some(self.finish(true, c.deals, &acc))
    }

    /// [`Game::exact`] without suit isomorphism (the plain count it must
    /// equal; tests compare the two).
    pub fn exact_unreduced(&self, threads: usize, progress: &AtomicU64) -> Equity {
        if self.known_hands_case() {
            return self.exact_known_hands_plain(threads, progress);
        }
        self.exact(threads, progress)
    }

    /// Every hand known, boards to deal, no suit rule, and some suits
    /// interchangeable ([`iso`]): one board per orbit of suit permutations,
    /// weighted by the orbit's size. `None` when no two suits are
    /// interchangeable.
    fn exact_by_orbits(&self, threads: usize, progress: &AtomicU64) -> Option<Equity> {
        let out: Vec<Card> = self
            .ev
            .deck()
            .cards()
            .filter(|c| !self.avail.contains(c))
            .collect();
        let mut groups: Vec<&[Card]> = self.hands.iter().map(Vec::as_slice).collect();
        groups.push(&self.board);
        groups.push(&out);
        let blocks = Blocks::of(&groups);
        if blocks.trivial() {
            return None;
        }
        let avail = self.avail.iter().fold(0u64, |m, c| m | c.bit());
        let base = HandKey::of(&self.board);
        let mut keys = [HandKey::EMPTY; FAST_HANDS];
        for (k, h) in keys.iter_mut().zip(&self.hands) {
            *k = h.iter().fold(base, |k, &c| k.with(c));
        }
        let ck: Vec<CardKey> = self.avail.iter().map(|&c| CardKey::of(c)).collect();
        let below: [usize; 13] =
            std::array::from_fn(|r| self.avail.iter().filter(|c| c.index() < 4 * r).count());
        let walk = Orbits {
            ev: self.ev,
            avail,
            lowest: self.ev.deck().lowest().index(),
            n: self.hands.len(),
            ck,
            below,
        };
        // Work items: the rank of the highest board card to come, highest
        // (the most boards) first.
        let items: Vec<usize> = (walk.lowest..13).rev().collect();
        let next = AtomicUsize::new(0);
        let threads = threads.clamp(1, items.len());
        let work = || {
            let mut acc = Acc::new(walk.n);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&r) = items.get(i) else { break };
                let before = acc.deals;
                walk.at_rank(r, self.board_need, &blocks, &keys, 1, &mut acc);
                progress.fetch_add(acc.deals - before, Ordering::Relaxed);
            }
            acc
        };
        let accs = run_threads(threads, &work);
        let acc = self.merge(accs);
        let deals = acc.deals;
        Some(self.finish(true, deals, &acc))
    }

    fn exact_known_hands_plain(&self, threads: usize, progress: &AtomicU64) -> Equity {
        let ck: Vec<CardKey> = self.avail.iter().map(|&c| CardKey::of(c)).collect();
        let base = HandKey::of(&self.board);
        let mut keys = [HandKey::EMPTY; FAST_HANDS];
        for (k, h) in keys.iter_mut().zip(&self.hands) {
            *k = h.iter().fold(base, |k, &c| k.with(c));
        }
        let n = self.hands.len();
        let need = self.board_need;
        // Work items: the board's first card to come (a lone river is one
        // item).
        let items = if need == 1 {
            1
        } else {
            ck.len().saturating_sub(need) + 1
        };
        let next = AtomicUsize::new(0);
        let threads = threads.clamp(1, items);
        let work = || {
            let mut acc = Acc::new(n);
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items {
                    break;
                }
                let before = acc.deals;
                if need == 1 {
                    known_boards(self.ev, &ck, n, &keys, 0, 1, 1, &mut acc);
                } else {
                    let mut first = keys;
                    for k in &mut first[..n] {
                        *k = k.plus(ck[i]);
                    }
                    known_boards(self.ev, &ck, n, &first, i + 1, need - 1, 1, &mut acc);
                }
                progress.fetch_add(acc.deals - before, Ordering::Relaxed);
            }
            acc
        };
        let accs = run_threads(threads, &work);
        let acc = self.merge(accs);
        let deals = acc.deals;
        self.finish(true, deals, &acc)
    }

    /// Draws `samples` random deals on `threads` threads from `seed`.
    pub fn monte_carlo(
        &self,
        samples: u64,
        seed: u64,
        threads: usize,
        progress: &AtomicU64,
    ) -> Equity {
        let blocks = samples.div_ceil(MC_BLOCK);
        let next = AtomicU64::new(0);
        let threads = threads.clamp(1, usize::try_from(blocks).unwrap_or(usize::MAX).max(1));
        let work = || {
            let mut w = Walker::new(self);
            let mut pool = self.avail.clone();
            loop {
                let b = next.fetch_add(1, Ordering::Relaxed);
                if b >= blocks {
                    break;
                }
                let n = MC_BLOCK.min(samples - b * MC_BLOCK);
                // Each block starts from the same order, so a block's deals
                // do not depend on which thread drew the blocks before it.
                pool.copy_from_slice(&self.avail);
                let mut rng = SplitMix(seed ^ b.wrapping_mul(0xD1B5_4A32_D192_ED03));
                // Decorrelate neighbouring blocks.
                rng.next();
                for _ in 0..n {
                    w.sample(&mut pool, &mut rng);
                }
                progress.fetch_add(n, Ordering::Relaxed);
            }
            w.acc
        };
        let accs = run_threads(threads, &work);
        let acc = self.merge(accs);
        let deals = acc.deals;
        self.finish(false, deals, &acc)
    }

    fn merge(&self, accs: Vec<Acc>) -> Acc {
        let mut total = Acc::new(self.hands.len());
        for a in accs {
            total.deals += a.deals;
            for (t, x) in total.win.iter_mut().zip(&a.win) {
                *t += x;
            }
            for (t, x) in total.split.iter_mut().zip(&a.split) {
                *t += x;
            }
        }
        total
    }

    /// Work items: prefixes (one or two cards, as indices into `avail`) of
    /// the first group that deals cards — the board, else the first unknown
    /// hand. Empty when there is nothing to deal.
    fn work_items(&self) -> (Vec<(usize, Option<usize>)>, usize) {
        let need = if self.board_need > 0 {
            self.board_need
        } else {
            match self.unknown.first() {
                Some(&p) => self.hole - self.hands[p].len(),
                None => 0,
            }
        };
        let n = self.avail.len();
        let mut items = Vec::new();
        match need {
            0 => {}
            1 => items.extend((0..n).map(|i| (i, None))),
            _ => {
                for i in 0..n {
                    for j in i + 1..=(n + 1).saturating_sub(need) {
                        items.push((i, Some(j)));
                    }
                }
            }
        }
        (items, need)
    }
}

fn run_threads<F: Fn() -> Acc + Sync>(threads: usize, work: &F) -> Vec<Acc> {
    if threads <= 1 {
        return vec![work()];
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| match h.join() {
                Ok(acc) => acc,
                Err(e) => std::panic::resume_unwind(e),
            })
            .collect()
    })
}

/// Counts exactly: every deal of `spot` (see [`Game::exact`]).
pub fn exact(
    ev: &Evaluator,
    spot: &Spot,
    threads: usize,
    progress: &AtomicU64,
) -> Result<Equity, SpotError> {
    Ok(Game::new(ev, spot)?.exact(threads, progress))
}

/// Samples `samples` deals of `spot` from `seed` (see [`Game::monte_carlo`]).
pub fn monte_carlo(
    ev: &Evaluator,
    spot: &Spot,
    samples: u64,
    seed: u64,
    threads: usize,
    progress: &AtomicU64,
) -> Result<Equity, SpotError> {
    Ok(Game::new(ev, spot)?.monte_carlo(samples, seed, threads, progress))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_small() {
        assert_eq!(choose(52, 5), 2_598_960);
        assert_eq!(choose(48, 5), 1_712_304);
        assert_eq!(choose(5, 7), 0);
        assert_eq!(choose(0, 0), 1);
    }

    fn equity_of(deals: u64, players: Vec<(u64, u64, Vec<u64>)>) -> Equity {
        Equity {
            exact: true,
            deals,
            players: players
                .into_iter()
                .map(|(win, loss, split)| Outcome {
                    win,
                    tie: split.iter().sum(),
                    loss,
                    split,
                })
                .collect(),
        }
    }

    #[test]
    fn chop_adds_up_and_gives_odd_chips_by_remainder_then_order() {
        // Three hands tie every deal: 100 chips = 33 + 33 + 33, one left over,
        // equal remainders: to the hand given first.
        let e = equity_of(
            1,
            vec![
                (0, 0, vec![0, 0, 0, 1]),
                (0, 0, vec![0, 0, 0, 1]),
                (0, 0, vec![0, 0, 0, 1]),
            ],
        );
        assert_eq!(e.unit(), 6);
        assert_eq!(e.chop(100), Some(vec![34, 33, 33]));
        // 2 of 3 deals to hand 1, 1 of 3 to hand 2: 10 chips = 6.67 + 3.33.
        let e = equity_of(3, vec![(2, 1, vec![0; 3]), (1, 2, vec![0; 3])]);
        assert_eq!(e.chop(10), Some(vec![7, 3]));
        assert_eq!(e.chop(0), Some(vec![0, 0]));
        assert_eq!(
            e.chop(u64::MAX).map(|v| v.iter().sum::<u64>()),
            Some(u64::MAX)
        );
    }
}
