//! The night as it really goes (issue 22): a late arrival sits down
//! between two players, a player who left sits down again, and the deck in
//! play follows the head count when the house says so. Also who cuts and
//! who shuffles the second pack (S0 §12, §16).
//!
//! Seats are indices into [`State::seats`]; a new or moved seat shifts
//! them, so every field that holds a seat is carried over by the player it
//! named ([`State::reseat`]), and the tur keeps its count: a late arrival
//! counts in the tur only from his first deal.

use super::chips::BankMove;
use super::event::{DeckChoice, Event, PlayerId};
use super::reason::Reason;
use super::setup::{Chips, DeckFollows};
use super::state::{Phase, PlayerState, State};
use crate::cards::Deck;

/// When the deck in play changes to the head count's deck (in JSON:
/// `next_hand`, `next_tur`, `asking`, `kept`, `never`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckWhen {
    /// At the next deal (`at_next_hand`, or the host's answer).
    NextHand,
    /// At the first deal of the next tur.
    NextTur,
    /// `ask`: the question is open.
    Asking,
    /// `ask`: the host answered "not now".
    Kept,
    /// `never`: the house keeps the deck.
    Never,
}

/// The head count calls for another deck than the one in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeckChange {
    /// Players at the table ([`State::head_count`]).
    pub players: usize,
    pub from: Deck,
    pub to: Deck,
    pub when: DeckWhen,
}

impl State {
    /// The deck in play: the one the hand in play was dealt from, or
    /// between hands the one the next hand is dealt from unless a switch
    /// comes first ([`State::deck_change`]). The racon screen, the odds and
    /// the live page use this, never the rule set's deck for the players
    /// typed at the start.
    pub fn deck_in_play(&self) -> Deck {
        self.deck
    }

    /// The players at the table: seated and not left (before the seat
    /// draw, every player). A player sitting out still counts: he is at
    /// the table and comes back.
    pub fn head_count(&self) -> usize {
        if self.seats.is_empty() {
            return self.players.len();
        }
        self.seats
            .iter()
            .filter(|&&p| self.player(p).is_some_and(|x| !x.left))
            .count()
    }

    /// The rule set's deck for the head count, or None when the rule set
    /// does not take that many players.
    pub fn deck_for_head_count(&self) -> Option<Deck> {
        u8::try_from(self.head_count())
            .ok()
            .and_then(|n| self.rules.deck_for(n))
    }

    /// Whether the rule set takes the players at the table.
    pub fn head_count_covered(&self) -> bool {
        u8::try_from(self.head_count()).is_ok_and(|n| self.rules.player_range().contains(&n))
    }

    /// The deck the head count calls for, when it is not the deck in play,
    /// and when it comes in (`house.deck_follows_players`).
    pub fn deck_change(&self) -> Option<DeckChange> {
        if self.phase == Phase::Ended || self.seats.is_empty() {
            return None;
        }
        let to = self.deck_for_head_count()?;
        if to == self.deck {
            return None;
        }
        let when = match self.setup.house.deck_follows_players {
            DeckFollows::AtNextHand => DeckWhen::NextHand,
            DeckFollows::AtNextTur => DeckWhen::NextTur,
            DeckFollows::Never => DeckWhen::Never,
            DeckFollows::Ask => match self.deck_choice {
                Some((size, c)) if size == to.size() => match c {
                    DeckChoice::NextHand => DeckWhen::NextHand,
                    DeckChoice::NextTur => DeckWhen::NextTur,
                    DeckChoice::Keep => DeckWhen::Kept,
                },
                _ => DeckWhen::Asking,
            },
        };
        Some(DeckChange {
            players: self.head_count(),
            from: self.deck,
            to,
            when,
        })
    }

    /// The question the host owes an answer to before the next deal
    /// (`ask`, nothing answered for this head count yet).
    pub fn deck_question(&self) -> Option<DeckChange> {
        self.deck_change().filter(|c| c.when == DeckWhen::Asking)
    }

    /// At a deal: the deck follows the head count if its moment has come.
    pub(super) fn switch_deck(&mut self, new_tur: bool) {
        if let Some(c) = self.deck_change()
            && (c.when == DeckWhen::NextHand || (c.when == DeckWhen::NextTur && new_tur))
        {
            self.deck = c.to;
            self.deck_choice = None;
        }
    }

    /// The first active seat before `seat` (to its right), and `seat`
    /// itself when no other is active.
    pub fn prev_active(&self, seat: usize) -> usize {
        let n = self.seats.len();
        (1..n)
            .map(|k| (seat + n - k) % n)
            .find(|&s| self.is_active(self.seats[s]))
            .unwrap_or(seat)
    }

    /// S0 §12: the player on the dealer's right cuts the deck (for the
    /// hand in play, or between hands for the next one). None with no
    /// other player active.
    pub fn cutter(&self) -> Option<PlayerId> {
        if self.seats.is_empty() || self.phase == Phase::Ended {
            return None;
        }
        let cut = self.prev_active(self.dealer_seat);
        (cut != self.dealer_seat)
            .then(|| self.seat_player(cut))
            .flatten()
    }

    /// S0 §16, with `house.double_deck`: while one pack is dealt, the
    /// second player to the dealer's left shuffles the other and puts it
    /// down for the next dealer.
    pub fn second_deck_shuffler(&self) -> Option<PlayerId> {
        if !self.setup.house.double_deck || self.seats.is_empty() || self.phase == Phase::Ended {
            return None;
        }
        let (first, _) = self.next_active(self.dealer_seat);
        let (second, _) = self.next_active(first);
        self.seat_player(second)
    }

    /// The player whose name folds like `name` (Turkish case and ASCII
    /// folding, as the setup compares names), if any.
    pub fn find_player(&self, name: &str) -> Option<PlayerId> {
        let key = crate::cards::fold(name.trim());
        self.ids()
            .find(|&p| crate::cards::fold(self.name(p)) == key)
    }

    /// `PlayerJoined`, `PlayerBack` and `DeckChosen`.
    pub(super) fn apply_arrival(&mut self, e: &Event) -> Result<(), Reason> {
        match e {
            Event::PlayerJoined { name, after, kav } => {
                let id = PlayerId::from_index(self.players.len()).ok_or(Reason::NoSeats)?;
                let at = self.seat_index(*after)? + 1;
                self.players.0.push(PlayerState::new(name));
                let mut seats = self.seats.clone();
                seats.insert(at, id);
                self.reseat(seats, None);
                self.seat_down(id, *kav)
            }
            Event::PlayerBack { player, after, kav } => {
                let old = self.seat_index(*player)?;
                let mut seats = self.seats.clone();
                seats.remove(old);
                let at = seats
                    .iter()
                    .position(|p| p == after)
                    .ok_or(Reason::NoPlayer(*after))?
                    + 1;
                seats.insert(at, *player);
                self.reseat(seats, Some(*player));
                let p = self.player_mut(*player)?;
                p.left = false;
                // The chips he handed back by colour leave the bank again.
                let taken = std::mem::take(&mut p.colours);
                if !taken.is_empty() {
                    self.bank.push(BankMove::TakenBack(taken));
                }
                self.seat_down(*player, *kav)
            }
            Event::DeckChosen { when } => {
                let to = self.deck_change().ok_or(Reason::NoDeckQuestion)?.to;
                self.deck_choice = Some((to.size(), *when));
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The seat `p` sits in.
    fn seat_index(&self, p: PlayerId) -> Result<usize, Reason> {
        if self.seats.is_empty() {
            return Err(Reason::NoSeats);
        }
        self.seats
            .iter()
            .position(|&q| q == p)
            .ok_or(Reason::NoPlayer(p))
    }

    /// He takes his seat with a kav (his chips when he left, if he did,
    /// come back with him); the head count changed, so an earlier answer
    /// about the deck no longer holds.
    fn seat_down(&mut self, p: PlayerId, kav: Chips) -> Result<(), Reason> {
        let x = self.player_mut(p)?;
        x.kav_total = x.kav_total.saturating_add(kav);
        x.chips = x.chips.map(|c| c.saturating_add(kav));
        x.colours.clear();
        x.sitting_out = false;
        x.skipped = 0;
        self.bank.push(BankMove::Kav(kav));
        self.deck_choice = None;
        self.wake_deal();
        Ok(())
    }

    /// Replaces the ring with `seats`, carrying every seat index over by
    /// the player it named: the dealer, the tur's owner and first dealer,
    /// the pas dö men chain's start. A seat `moved` left (a returning
    /// player's old one) hands its role to the player after it. The tur
    /// keeps its number and the deal's distance from the owner is counted
    /// on the new ring, so a new seat the deal has not reached yet deals in
    /// this tur, and one it has passed deals from the next.
    pub(super) fn reseat(&mut self, seats: Vec<PlayerId>, moved: Option<PlayerId>) {
        let old = std::mem::replace(&mut self.seats, seats);
        let (n_old, n_new) = (old.len().max(1), self.seats.len().max(1));
        let carry = |seat: usize| -> usize {
            let mut p = old.get(seat).copied();
            if p.is_some() && p == moved {
                p = old.get((seat + 1) % n_old).copied();
            }
            p.and_then(|p| self.seats.iter().position(|&q| q == p))
                .unwrap_or(0)
        };
        let seats_u32 = super::state::seats_u32;
        let turs_done = self.seans.moved / seats_u32(n_old);
        self.dealer_seat = carry(self.dealer_seat);
        self.seans.owner_seat = carry(self.seans.owner_seat);
        self.seans.tur_first_dealer = carry(self.seans.tur_first_dealer);
        self.pas_chain_start = self.pas_chain_start.map(carry);
        let from_owner = (self.dealer_seat + n_new - self.seans.owner_seat) % n_new;
        self.seans.moved = turs_done * seats_u32(n_new) + seats_u32(from_owner);
    }
}
