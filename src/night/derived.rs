//! Facts about the night the shells show, worked out here so that no screen
//! recomputes policy: what a seat owes now and next, whose consent ending
//! the night needs, the hand's pot split, and the odd-chip convention.

use super::event::PlayerId;
use super::setup::{AntePlan, Chips, OddChip};
use super::state::{HandLog, Phase, State};
use crate::cards::Deck;
use crate::money::pot::PotInput;

/// When an amount shown on a seat is owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnteWhen {
    /// Put in for the hand in play.
    InPlay,
    /// Due at the next deal.
    Next,
}

/// What kind of forced bet it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnteKind {
    Ante,
    SmallBlind,
    BigBlind,
}

/// The ante or blind a seat shows: the hand in play's while a hand is in
/// play, the next hand's between hands (never mixed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatAnte {
    pub chips: Chips,
    pub when: AnteWhen,
    pub kind: AnteKind,
}

impl HandLog {
    /// The pot split recorded for this hand (one per hand), if any.
    pub fn pot_split(&self) -> Option<&(Vec<Chips>, Vec<Chips>)> {
        self.pot_splits.last()
    }
}

impl State {
    /// A night whose forced bets are blinds (hold'em): the button moves
    /// every hand; no pas dö men, no all-pass.
    pub fn has_blinds(&self) -> bool {
        matches!(self.setup.ante, AntePlan::Blinds { .. })
    }

    /// The antes (or blinds) put in for the hand in play; empty between
    /// hands.
    pub fn antes_in_play(&self) -> &[(PlayerId, Chips)] {
        match (self.phase, self.hands.last()) {
            (Phase::InHand, Some(h)) => &h.antes,
            _ => &[],
        }
    }

    /// What `p` put in for the hand in play, if anything.
    pub fn ante_in_play(&self, p: PlayerId) -> Option<Chips> {
        self.antes_in_play().iter().find(|a| a.0 == p).map(|a| a.1)
    }

    /// What `p` puts in at the next deal, if anything.
    pub fn next_ante_of(&self, p: PlayerId, now: i64) -> Option<Chips> {
        self.next_ante(now).iter().find(|a| a.0 == p).map(|a| a.1)
    }

    /// The one amount a seat shows: while a hand is in play the ante or
    /// blind of that hand, between hands the next hand's (finding: never
    /// mix the two).
    pub fn seat_ante(&self, p: PlayerId, now: i64) -> Option<SeatAnte> {
        let (list, when) = if self.phase == Phase::InHand {
            (self.antes_in_play().to_vec(), AnteWhen::InPlay)
        } else {
            (self.next_ante(now), AnteWhen::Next)
        };
        let i = list.iter().position(|a| a.0 == p)?;
        let kind = if self.has_blinds() {
            if i == 0 {
                AnteKind::SmallBlind
            } else {
                AnteKind::BigBlind
            }
        } else {
            AnteKind::Ante
        };
        Some(SeatAnte {
            chips: list[i].1,
            when,
            kind,
        })
    }

    /// Whether ending the night at `now` comes before the mandatory seanses
    /// are played, so that everyone still at the table must agree (R13).
    pub fn end_needs_consent(&self, now: i64) -> bool {
        let done = self.seanses_done + u32::from(self.seans_due_to_end(now));
        self.phase != Phase::Ended
            && done < self.setup.seans.mandatory
            && self.setup.house.finish_insist
    }

    /// Whose consent ending the night at `now` needs: every seated player
    /// who has not left, when [`State::end_needs_consent`]; else nobody.
    pub fn consent_needed(&self, now: i64) -> Vec<PlayerId> {
        if !self.end_needs_consent(now) {
            return Vec::new();
        }
        self.seats
            .iter()
            .copied()
            .filter(|&p| self.player(p).is_some_and(|x| !x.left))
            .collect()
    }

    /// The deck the seating draw uses (the night's deck for its players).
    pub fn draw_deck(&self) -> Option<Deck> {
        u8::try_from(self.players.len())
            .ok()
            .and_then(|n| self.rules.deck_for(n))
    }

    /// What the night knows of the middle of the hand in play (or the last
    /// hand dealt): the antes or blinds put in at the deal and the pot
    /// carried into it. None before the first deal.
    pub fn hand_middle(&self) -> Option<crate::money::hand_pot::HandMiddle> {
        let h = self.hands.last()?;
        let forced: Chips = h.antes.iter().map(|a| a.1).sum();
        Some(crate::money::hand_pot::HandMiddle {
            carried: h.pot.saturating_sub(forced).max(Chips::ZERO),
            forced: h.antes.clone(),
            blinds: self.has_blinds(),
        })
    }

    /// The dealer of the hand in play (or the last hand dealt).
    pub fn last_dealer(&self) -> Option<PlayerId> {
        self.hands.last().map(|h| h.dealer)
    }

    /// Orders each group of tied hands in `input.order` by the house's
    /// odd-chip convention, so that [`crate::money::pot::split`] gives the
    /// odd chip to the first of the group: under
    /// [`OddChip::LeftOfDealer`] the first seat left of the hand's dealer,
    /// under [`OddChip::FirstTyped`] the order as typed.
    pub fn order_ties(&self, input: &mut PotInput) {
        if self.setup.house.odd_chip != OddChip::LeftOfDealer || self.seats.is_empty() {
            return;
        }
        let Some(dealer) = self.last_dealer().or_else(|| self.dealer()) else {
            return;
        };
        let n = self.seats.len();
        let dealer_seat = self.seats.iter().position(|&p| p == dealer).unwrap_or(0);
        // Distance clockwise from the dealer: his left is 1, he is last.
        let distance = |player: PlayerId| -> usize {
            self.seats
                .iter()
                .position(|&p| p == player)
                .map_or(usize::MAX, |s| (s + n - dealer_seat - 1) % n)
        };
        for group in &mut input.order {
            group.sort_by_key(|&p| distance(p));
        }
    }
}
