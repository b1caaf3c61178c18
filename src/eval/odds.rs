//! Exact draw odds for five-card draw: every draw of the discarded cards'
//! count from the deck in play, minus the player's five cards (the discards
//! are dead), the cards known to be out (`dead`) and a hand to beat.
//!
//! Pure and small (at most C(47, 5) = 1,533,939 evaluations for all 32
//! discard choices), so single-threaded. Where suits do not break ties,
//! draws that differ by a permutation of suits the kept and out-of-play
//! cards do not tell apart score alike: one per orbit, weighted by its size
//! ([`iso`]); the count is the same.

use super::compiled::{Evaluator, HandKey};
use super::equity::breaks_ties_by_suit;
use super::iso::{self, Blocks};
use crate::cards::{Card, CardProblem, check_cards};
use crate::rules::{Category, Shape};
use std::cmp::Ordering;

/// Why draw odds cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OddsError {
    /// Draw odds are for five-card draw only.
    NotDraw,
    /// The hand is not five cards.
    HandSize { got: usize },
    /// The hand to beat is not five cards.
    BeatSize { got: usize },
    /// A card outside the deck in play, or the same card twice among the
    /// hand, the dead cards and the hand to beat.
    Card(CardProblem),
    /// A kept card that is not in the hand (or kept twice).
    NotInHand { card: Card },
    /// Too few cards left to draw.
    NotEnoughCards { need: usize, left: usize },
}

/// Win / tie / loss against the hand to beat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Versus {
    pub win: u64,
    pub tie: u64,
    pub loss: u64,
}

/// The final hands of one discard choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution {
    pub keep: Vec<Card>,
    pub discard: Vec<Card>,
    /// How many different draws: C(cards left, discards).
    pub draws: u64,
    /// Final categories, best first in the rule set's order (zeros included).
    pub rows: Vec<(Category, u64)>,
    /// Draws whose final category ranks above the category held now.
    pub improve: u64,
    /// Against the hand to beat, if one was given.
    pub versus: Option<Versus>,
}

/// A checked draw situation.
pub struct DrawSpot<'a> {
    ev: &'a Evaluator,
    hand: [Card; 5],
    beat: Option<[Card; 5]>,
    /// The cards that can be drawn.
    stub: Vec<Card>,
    held: Category,
    /// Draw one hand per orbit of interchangeable suits where suits do not
    /// break ties ([`iso`]).
    orbits: bool,
}

impl<'a> DrawSpot<'a> {
    /// Checks the hand, the dead cards and the hand to beat against the
    /// evaluator's rule set (five-card draw) and deck.
    pub fn new(
        ev: &'a Evaluator,
        hand: &[Card],
        dead: &[Card],
        beat: Option<&[Card]>,
    ) -> Result<DrawSpot<'a>, OddsError> {
        if ev.rules().shape != Shape::Draw {
            return Err(OddsError::NotDraw);
        }
        let deck = ev.deck();
        let seen = check_cards(deck, hand.iter().chain(dead).chain(beat.unwrap_or(&[])))
            .map_err(OddsError::Card)?;
        let hand: [Card; 5] = hand
            .try_into()
            .map_err(|_| OddsError::HandSize { got: hand.len() })?;
        let beat: Option<[Card; 5]> = match beat {
            None => None,
            Some(b) => Some(
                b.try_into()
                    .map_err(|_| OddsError::BeatSize { got: b.len() })?,
            ),
        };
        let stub: Vec<Card> = deck.cards().filter(|&c| !seen.contains(c)).collect();
        let held = ev.category(ev.score(&hand)).unwrap_or(Category::HighCard);
        Ok(DrawSpot {
            ev,
            hand,
            beat,
            stub,
            held,
            orbits: true,
        })
    }

    /// The category of the five cards held now.
    pub fn held(&self) -> Category {
        self.held
    }

    /// How many cards can be drawn from.
    pub fn stub_size(&self) -> usize {
        self.stub.len()
    }

    /// Every draw after keeping `keep` (cards of the hand) and discarding
    /// the rest.
    pub fn distribution(&self, keep: &[Card]) -> Result<Distribution, OddsError> {
        let mut mask = 0u8;
        for &card in keep {
            let i = self
                .hand
                .iter()
                .position(|&c| c == card)
                .ok_or(OddsError::NotInHand { card })?;
            if mask & (1 << i) != 0 {
                return Err(OddsError::NotInHand { card });
            }
            mask |= 1 << i;
        }
        let k = 5 - keep.len();
        if k > self.stub.len() {
            return Err(OddsError::NotEnoughCards {
                need: k,
                left: self.stub.len(),
            });
        }
        Ok(self.by_mask(mask))
    }

    /// Keeps the hand's cards whose bit is set in `mask`.
    fn by_mask(&self, mask: u8) -> Distribution {
        let keep: Vec<Card> = (0..5)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| self.hand[i])
            .collect();
        let discard: Vec<Card> = (0..5)
            .filter(|i| mask & (1 << i) == 0)
            .map(|i| self.hand[i])
            .collect();
        let mut tally = Tally::new(self.ev, self.beat);
        self.draw_onto(&keep, &mut tally);
        let (rows, improve) = self.rows(&tally.by_score);
        Distribution {
            keep,
            discard,
            draws: rows.iter().map(|r| r.1).sum(),
            rows,
            improve,
            versus: self.beat.map(|_| tally.versus),
        }
    }

    /// Counts every draw onto `keep` into `tally`: one per orbit of
    /// interchangeable suits, weighted, where that is exact; else each.
    fn draw_onto(&self, keep: &[Card], tally: &mut Tally<'_>) {
        let ev = self.ev;
        let mut cards = [keep.first().copied().unwrap_or(self.hand[0]); 5];
        cards[..keep.len()].copy_from_slice(keep);
        let key = HandKey::of(keep);
        let k = 5 - keep.len();
        match self.orbit_blocks(keep) {
            Some(blocks) => {
                let avail = self.stub.iter().fold(0u64, |m, c| m | c.bit());
                let lowest = ev.deck().lowest().index();
                iso::each_orbit(&blocks, avail, lowest, k, &mut |drawn, w| {
                    cards[keep.len()..].copy_from_slice(drawn);
                    let s = ev.eval(drawn.iter().fold(key, |h, &c| h.with(c)));
                    tally.add(s, cards, w);
                });
            }
            None => draw(
                ev,
                &self.stub,
                0,
                k,
                keep.len(),
                key,
                &mut cards,
                &mut |s, five| tally.add(s, *five, 1),
            ),
        }
    }

    /// The draws by final category, best first in the rule set's order,
    /// and how many of them rank above the category held now.
    fn rows(&self, by_score: &[u64]) -> (Vec<(Category, u64)>, u64) {
        let ev = self.ev;
        let mut per_cat = [0u64; 13];
        for (score, &n) in by_score.iter().enumerate() {
            if let Some(c) = ev.category(score as u16) {
                per_cat[c.index()] += n;
            }
        }
        let ranking = ev.ranking();
        let rows: Vec<(Category, u64)> = ranking
            .order
            .iter()
            .map(|&c| (c, per_cat[c.index()]))
            .collect();
        let held = ranking.strength(self.held);
        let improve = rows
            .iter()
            .filter(|(c, _)| ranking.strength(*c) > held)
            .map(|r| r.1)
            .sum();
        (rows, improve)
    }

    /// The blocks of interchangeable suits for drawing onto `keep`, or
    /// `None` for the plain walk: the rule set breaks ties by suit (a
    /// permuted draw may win a tie the original loses; Turkish rule sets),
    /// no two suits are interchangeable, or orbits are turned off.
    fn orbit_blocks(&self, keep: &[Card]) -> Option<Blocks> {
        if !self.orbits || breaks_ties_by_suit(self.ev.rules()) {
            return None;
        }
        // Out of play: the whole hand (kept and discarded), the dead cards
        // and the hand to beat; every one of them is not in the stub.
        let stub = self.stub.iter().fold(0u64, |m, c| m | c.bit());
        let out: Vec<Card> = self
            .ev
            .deck()
            .cards()
            .filter(|c| stub & c.bit() == 0)
            .collect();
        let blocks = Blocks::of(&[keep, &out]);
        (!blocks.trivial()).then_some(blocks)
    }

    /// The same spot counted draw by draw, without suit orbits (the plain
    /// count the orbits must equal; tests compare the two).
    pub fn without_orbits(mut self) -> DrawSpot<'a> {
        self.orbits = false;
        self
    }

    /// All 32 discard choices, best first: by the chance to beat the hand
    /// to beat (then the chance to tie it), or without one by the chance to
    /// improve; equal chances keep more cards first.
    pub fn best(&self) -> Vec<Distribution> {
        let mut all: Vec<Distribution> = (0..32u8)
            .rev()
            .filter(|&m| 5 - m.count_ones() as usize <= self.stub.len())
            .map(|m| self.by_mask(m))
            .collect();
        // Stable: equal chances keep the order above (more cards kept first).
        all.sort_by(|a, b| {
            let (ha, ta, hb, tb) = match (a.versus, b.versus) {
                (Some(x), Some(y)) => (x.win, x.tie, y.win, y.tie),
                _ => (a.improve, 0, b.improve, 0),
            };
            let cross = |x: u64, dy: u64| u128::from(x) * u128::from(dy);
            cross(hb, a.draws)
                .cmp(&cross(ha, b.draws))
                .then(cross(tb, a.draws).cmp(&cross(ta, b.draws)))
                .then(b.keep.len().cmp(&a.keep.len()))
        });
        all
    }
}

/// The draws of one discard choice as they are counted: how many end on
/// each score, and how they fare against the hand to beat.
struct Tally<'e> {
    ev: &'e Evaluator,
    by_score: Vec<u64>,
    versus: Versus,
    /// The hand to beat's score, if one was given.
    beat_score: Option<u16>,
    /// Its reference key, for ties on score (0 without one).
    beat_key: u64,
}

impl<'e> Tally<'e> {
    fn new(ev: &'e Evaluator, beat: Option<[Card; 5]>) -> Tally<'e> {
        Tally {
            ev,
            by_score: vec![0u64; ev.distinct_scores() + 1],
            versus: Versus::default(),
            beat_score: beat.map(|b| ev.score(&b)),
            beat_key: beat.map_or(0, |b| ev.ranking().classify(b).key()),
        }
    }

    /// Counts `w` draws alike: the same score `s`, and the same suit
    /// tie-break (`five`, the final hand).
    #[inline]
    fn add(&mut self, s: u16, five: [Card; 5], w: u64) {
        if let Some(slot) = self.by_score.get_mut(s as usize) {
            *slot += w;
        }
        if let Some(b) = self.beat_score {
            let versus = &mut self.versus;
            match s.cmp(&b) {
                Ordering::Greater => versus.win += w,
                Ordering::Less => versus.loss += w,
                // Equal ranks: the suit rule (if any) decides, as in judge.
                Ordering::Equal => {
                    match self.ev.ranking().classify(five).key().cmp(&self.beat_key) {
                        Ordering::Greater => versus.win += w,
                        Ordering::Less => versus.loss += w,
                        Ordering::Equal => versus.tie += w,
                    }
                }
            }
        }
    }
}

/// Deals `left` cards from `stub[from..]` onto `key` (`cards[..depth]`).
#[allow(clippy::too_many_arguments)]
fn draw(
    ev: &Evaluator,
    stub: &[Card],
    from: usize,
    left: usize,
    depth: usize,
    key: HandKey,
    cards: &mut [Card; 5],
    visit: &mut impl FnMut(u16, &[Card; 5]),
) {
    if left == 0 {
        visit(ev.eval(key), cards);
        return;
    }
    for i in from..(stub.len() + 1).saturating_sub(left) {
        cards[depth] = stub[i];
        draw(
            ev,
            stub,
            i + 1,
            left - 1,
            depth + 1,
            key.with(stub[i]),
            cards,
            visit,
        );
    }
}
