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

use super::compiled::{CardKey, Evaluator, HandKey};
use super::iso::{self, Blocks};
use super::rank_count;
use super::verdict::judge_hand;
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

    fn finish(&self, exact: bool, deals: u64, acc: Acc) -> Equity {
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
        self.finish(true, deals, acc)
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
        Some(self.finish(true, c.deals, acc))
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
        Some(self.finish(true, deals, acc))
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
        self.finish(true, deals, acc)
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
        self.finish(false, deals, acc)
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

/// Hands the all-in fast path keeps keys for on the stack.
const FAST_HANDS: usize = 10;

/// Deals `left` (≥ 1) more board cards from `ck[from..]`; `keys[p]` holds
/// hand `p` and the board so far (one add per hand per level, as the
/// fastest evaluators walk). The last level scores every hand and records
/// who has the best.
#[allow(clippy::too_many_arguments)]
fn known_boards(
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
fn boards2(
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
struct Orbits<'a> {
    ev: &'a Evaluator,
    /// The cards that may be dealt, by `Card::bit`.
    avail: u64,
    /// The deck's lowest rank.
    lowest: usize,
    /// Hands.
    n: usize,
    /// The cards that may be dealt, in index order (rank, then suit).
    ck: Vec<CardKey>,
    /// `below[r]`: how many of them rank below `r`.
    below: [usize; 13],
}

impl Orbits<'_> {
    #[inline(always)]
    fn card(r: usize, s: usize) -> Option<Card> {
        Card::from_index(4 * r + s)
    }

    #[inline(always)]
    fn has(&self, r: usize, s: usize) -> bool {
        self.avail >> ((4 * r + s) & 63) & 1 != 0
    }

    /// Scores every hand on a complete board; `w` boards alike.
    #[inline(always)]
    fn leaf(&self, keys: &[HandKey; FAST_HANDS], w: u64, acc: &mut Acc) {
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
    fn at_rank(
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
    fn below(
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

/// SplitMix64: small, fast, seeded; good enough to sample deals.
struct SplitMix(u64);

impl SplitMix {
    #[inline]
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (multiply-shift; the bias is below n / 2^64).
    #[inline]
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// Per-thread counts.
struct Acc {
    n: usize,
    deals: u64,
    win: Vec<u64>,
    /// `split[p * (n + 1) + k]`.
    split: Vec<u64>,
}

impl Acc {
    fn new(n: usize) -> Acc {
        Acc {
            n,
            deals: 0,
            win: vec![0; n],
            split: vec![0; n * (n + 1)],
        }
    }

    /// `count` deals whose best hand is shared by the hands in `set`.
    #[inline]
    fn record(&mut self, set: u64, count: u64) {
        if count == 0 || set == 0 {
            return;
        }
        if set & (set - 1) == 0 {
            self.win[set.trailing_zeros() as usize] += count;
            return;
        }
        let k = set.count_ones() as usize;
        let mut s = set;
        while s != 0 {
            let p = s.trailing_zeros() as usize;
            s &= s - 1;
            self.split[p * (self.n + 1) + k] += count;
        }
    }
}

/// The best hand so far: its score, the hands holding it (after suits, under
/// a suit rule) and, once computed, their reference key (`Made::key`; 0 =
/// not computed yet).
#[derive(Clone, Copy, Debug)]
struct State {
    score: u16,
    set: u64,
    key: u64,
}

impl State {
    const EMPTY: State = State {
        score: 0,
        set: 0,
        key: 0,
    };
}

/// One thread's enumeration.
struct Walker<'g, 'a> {
    g: &'g Game<'a>,
    acc: Acc,
    /// Cards dealt so far (board and unknown hands).
    used: u64,
    board: [Card; 5],
    board_len: usize,
    /// Each hand's cards, known first, then the dealt ones.
    cards: Vec<[Card; 8]>,
    /// Omaha: the ten three-card board keys.
    triples: [HandKey; 10],
    /// Omaha: `pairs[a * 52 + b]` = best score of a, b and three board cards.
    pairs: Vec<u16>,
}

impl<'g, 'a> Walker<'g, 'a> {
    fn new(g: &'g Game<'a>) -> Walker<'g, 'a> {
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

    fn board_key(&self) -> HandKey {
        HandKey::of(&self.board[..self.board_len])
    }

    /// The reference key of hand `p` as dealt now (the cold path).
    fn made_key(&self, p: usize) -> u64 {
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
    fn merge(&self, st: State, p: usize, s: u16) -> State {
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

    fn best_key(&self, st: &State) -> u64 {
        if st.key != 0 || st.set == 0 {
            st.key
        } else {
            self.made_key(st.set.trailing_zeros() as usize)
        }
    }

    /// The score of a hand whose cards are all in `self.cards[p]`.
    fn full_score(&self, p: usize, bk: HandKey) -> u16 {
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
    fn prepare_board(&mut self, bk: HandKey) -> State {
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
    fn fill_pairs(&mut self) {
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
    fn pair(&self, a: Card, b: Card) -> u16 {
        self.pairs
            .get(a.index() * 52 + b.index())
            .copied()
            .unwrap_or(0)
    }

    /// Omaha: the best pair score among hand `p`'s first `len` cards.
    fn pairs_max(&self, p: usize, len: usize) -> u16 {
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
    fn pairs_with(&self, p: usize, len: usize, c: Card) -> u16 {
        let h = &self.cards[p];
        let mut m = 0;
        for &x in &h[..len] {
            m = m.max(self.pair(x, c));
        }
        m
    }

    fn run_item(&mut self, item: (usize, Option<usize>), need: usize, st0: State, bk: HandKey) {
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
    fn deal_board(&mut self, left: usize, from: usize, key: HandKey) {
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
    fn at_board(&mut self, bk: HandKey) {
        let st = self.prepare_board(bk);
        self.unknown_hand(0, st, bk);
    }

    /// Deals unknown hand number `u` (or records the deal when all are dealt).
    fn unknown_hand(&mut self, u: usize, st: State, bk: HandKey) {
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
    fn best_hand(
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
    fn last_best(&mut self, p: usize, rest: &[Card], depth: usize, key: HandKey, st: State) {
        let ev = self.g.ev;
        let m = st.score;
        let (mut gt, mut eq) = (0u64, 0u64);
        if !self.g.suits {
            for &c in rest {
                let s = ev.eval(key.with(c));
                gt += u64::from(s > m);
                eq += u64::from(s == m);
            }
        } else {
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
    fn last_two(&mut self, p: usize, rest: &[Card], depth: usize, key: HandKey, st: State) -> bool {
        let ev = self.g.ev;
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
            return false;
        }
        let (flushy, fcount) = match (0..4).find(|&s| suit_n[s] >= 3) {
            Some(s) if suit_n[s] >= 5 => return false,
            Some(s) => (s, suit_n[s]),
            None => (4, 0),
        };
        // Stand-in suit: one with at most two cards, so two more never flush.
        let Some(plain) = (0..4).find(|&s| suit_n[s] <= 2 && s != flushy) else {
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
        let m = st.score;
        let (mut gt, mut eq) = (0u64, 0u64);
        let mut tally = |s: u16, w: u64| {
            if s > m {
                gt += w;
            } else if s == m {
                eq += w;
            }
        };
        // Pairs evaluated one by one: both in the flush suit (three on
        // board), or at least one (four on board).
        let suited = &suited[..ns];
        for (i, &a) in suited.iter().enumerate() {
            let ka = key.with(a);
            for &b in &suited[i + 1..] {
                tally(ev.eval(ka.with(b)), 1);
            }
            if fcount == 4 {
                for &b in rest {
                    if b.suit().index() != flushy {
                        tally(ev.eval(ka.with(b)), 1);
                    }
                }
            }
        }
        // Everything else by rank class.
        let Some(suit) = Suit::from_index(plain) else {
            return false;
        };
        let ranks: [Card; 13] = std::array::from_fn(|r| {
            Rank::from_index(r).map_or(NO_CARD, |rank| Card::new(rank, suit))
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
                    tally(ev.eval(k1.with(ranks[r2])), w);
                }
            }
        }
        let n = rest.len() as u64;
        self.settle(p, n * (n - 1) / 2, gt, eq, st.set);
        true
    }

    /// Records `total` completions of hand `p`: `gt` win alone, `eq` share
    /// with `set`, the rest leave `set` as the best.
    #[inline]
    fn settle(&mut self, p: usize, total: u64, gt: u64, eq: u64, set: u64) {
        self.acc.record(1 << p, gt);
        self.acc.record(set | 1 << p, eq);
        self.acc.record(set, total - gt - eq);
        self.acc.deals += total;
    }

    /// Omaha: like [`Walker::best_hand`], with `m` the best pair score of
    /// the hand's cards so far.
    #[allow(clippy::too_many_arguments)]
    fn omaha_hand(
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
    fn sample(&mut self, pool: &mut [Card], rng: &mut SplitMix) {
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
