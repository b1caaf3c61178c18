//! The night's state: a pure fold over its effective events (undo masks an
//! event, redo unmasks it), so replaying the journal always gives the live
//! state. Time is whatever the events carry, or the `now` passed in.

use super::event::{Event, PlayerId, ShownHand, Stamped};
use super::reason::Reason;
use super::setup::{AtSitOutLimit, Chips, Setup};
use crate::cards::{Card, Deck};
use crate::rules::RuleSet;
use crate::units::PerPlayer;
use std::collections::HashSet;

mod apply;
mod schedule;

pub use schedule::schedule_index;

const MINUTE: i64 = 60_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub name: String,
    /// Every kav bought (R24).
    pub kav_total: Chips,
    /// The last count of his chips, if any.
    pub chips: Option<Chips>,
    pub left: bool,
    pub sitting_out: bool,
    /// Chips handed to the cashier (R25).
    pub deposits: Chips,
    /// Why he left before çıkma, if he did.
    pub override_reason: Option<String>,
    /// Hands dealt in a row while he sat out (R23).
    pub skipped: u32,
    /// The last count by colour, in the chip set's order, while it is his
    /// chips (a kav since clears it); empty when counted as a plain number.
    pub colours: Vec<i64>,
}

impl PlayerState {
    /// A player with nothing bought or counted yet.
    pub fn new(name: &str) -> PlayerState {
        PlayerState {
            name: name.trim().to_string(),
            kav_total: Chips::ZERO,
            chips: None,
            left: false,
            sitting_out: false,
            deposits: Chips::ZERO,
            override_reason: None,
            skipped: 0,
            colours: Vec::new(),
        }
    }

    /// What he has lost, by the last count (positive = loss).
    pub fn loss(&self) -> Option<Chips> {
        self.chips.map(|c| self.kav_total - c)
    }

    /// Tapi (R26): no chips left by the last count; he cannot open, and if
    /// he wins he takes only the pot on the ground.
    pub fn tapi(&self) -> bool {
        !self.left && self.chips == Some(Chips::ZERO)
    }
}

/// Serialized as `seating`, `betweenhands`, `inhand`, `ended`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// No seats yet.
    Seating,
    BetweenHands,
    InHand,
    Ended,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Open,
    Won {
        winner: Option<PlayerId>,
        pot: Option<Chips>,
    },
    AllPassed,
    Maldon,
}

/// A racon verdict given during a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerdictLog {
    pub rules: String,
    pub hands: Vec<ShownHand>,
    pub board: Vec<Card>,
    pub winners: Vec<PlayerId>,
}

/// One hand in the log (R9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandLog {
    pub no: u32,
    pub seans: u32,
    pub tur: u32,
    pub dealer: PlayerId,
    pub antes: Vec<(PlayerId, Chips)>,
    /// Chips in the middle at the deal: carried pot plus antes.
    pub pot: Chips,
    pub outcome: Outcome,
    pub verdicts: Vec<VerdictLog>,
    /// The pot split worked out in this hand: (put in, payouts) per
    /// player. At most one: splitting the same hand again replaces it.
    pub pot_splits: Vec<(Vec<Chips>, Vec<Chips>)>,
    pub dealt_at: i64,
    /// The deck this hand was dealt from.
    pub deck: Deck,
}

/// The current seans (R11–R13).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seans {
    pub no: u32,
    /// The first deal of the seans; None before it.
    pub started_at: Option<i64>,
    /// Seat of the seans's first dealer: the tur owner (R10).
    pub owner_seat: usize,
    /// Seats the deal has moved since the seans began.
    pub moved: u32,
    /// Hands dealt in this seans.
    pub hands: u32,
    /// The tur of the last hand dealt.
    pub last_tur: u32,
    /// The dealer seat of the current tur's first hand.
    pub tur_first_dealer: usize,
    pub paused_at: Option<i64>,
    pub paused_ms: i64,
    /// For a seans in minutes: the tur in progress when time ran out.
    pub expired_in_tur: Option<u32>,
    /// When the seans ended (the break starts).
    pub ended_at: Option<i64>,
    /// Clock edits (+ = more time): a seans in minutes lasts this much
    /// longer; a seans in turs has this much less play time (blind clock).
    pub shift_ms: i64,
    /// Time added to (or, negative, cut from) the break after this seans.
    pub break_shift_ms: i64,
}

/// What the seans clock shows. Serialized as `{"state": "not_started"|
/// "playing"|"closing"|"break"|"ended", …}` with the variant's fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Clock {
    /// Waiting for the first deal of the seans.
    NotStarted {
        seans: u32,
    },
    /// Playing; `left_ms` of the seans (None for a seans counted in turs).
    Playing {
        seans: u32,
        left_ms: Option<i64>,
        paused: bool,
    },
    /// Time is up: the tur in progress is finished, then the closing turs.
    Closing {
        seans: u32,
        closing_from_tur: u32,
        last_tur: u32,
        paused: bool,
    },
    /// The seans is over; `left_ms` of the break (≤ 0 once it is over).
    Break {
        after_seans: u32,
        left_ms: i64,
    },
    Ended,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub setup: Setup,
    pub rules: RuleSet,
    pub started_at: i64,
    pub players: PerPlayer<PlayerState>,
    /// Clockwise from the first dealer; empty before the draw.
    pub seats: Vec<PlayerId>,
    pub draw: Option<(Vec<Card>, Option<u64>)>,
    pub phase: Phase,
    /// Seat of the current hand's dealer (in a hand) or of the next one.
    pub dealer_seat: usize,
    /// Where the current pas dö men chain started (R7).
    pub pas_chain_start: Option<usize>,
    /// Chips left in the middle from earlier hands (R22, R24).
    pub carried: Chips,
    /// Chips in the middle of the hand being played.
    pub in_hand_pot: Chips,
    /// The next deal takes no ante (after a misdeal, or all-pass under C-option).
    pub no_ante_next: bool,
    pub hand_no: u32,
    pub seans: Seans,
    /// Seanses finished.
    pub seanses_done: u32,
    /// Play time of the finished seanses (blind levels count play time).
    pub played_ms: i64,
    pub hands: Vec<HandLog>,
    pub ended_consent: Option<Vec<PlayerId>>,
    /// How the final count's difference is settled, once chosen.
    pub resolution: Option<crate::money::settle::Resolve>,
    /// Expenses and payments made on the spot ([`super::expense`]).
    pub money: super::expense::MoneyLog,
    /// How far blind-level skips moved the blind clock ahead of play time.
    pub level_shift_ms: i64,
    /// The deck in play ([`State::deck_in_play`]): the head count's deck
    /// at the start, then whatever the last switch made it.
    pub deck: Deck,
    /// The host's answer under `deck_follows_players: ask`, for the deck of
    /// this many cards; cleared when the head count changes.
    pub deck_choice: Option<(usize, super::event::DeckChoice)>,
    /// A forced pas dö men brought the deal back to where the chain began
    /// (N3): no voluntary pass until the next deal.
    pub pas_wrapped: bool,
    /// What passed between the bank and the players, in order: every kav
    /// and top-up handed out, the leavers' chips counted by colour back in
    /// ([`crate::night::chips::bank_left`]).
    pub bank: Vec<crate::night::chips::BankMove>,
}

/// A journal that cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("event {seq}: {reason}")]
pub struct ReplayError {
    pub seq: u64,
    pub reason: Reason,
}

/// The events that count: Undo/Redo removed, masked events dropped.
pub fn effective(records: &[Stamped]) -> Vec<&Stamped> {
    let masked = masked_and_redoable(records).0;
    records
        .iter()
        .filter(|r| !matches!(r.event, Event::Undo { .. } | Event::Redo { .. }))
        .filter(|r| !masked.contains(&r.seq))
        .collect()
}

/// (masked seqs, seqs that may be redone, most recent last).
pub fn masked_and_redoable(records: &[Stamped]) -> (HashSet<u64>, Vec<u64>) {
    let mut masked = HashSet::new();
    let mut redoable = Vec::new();
    for r in records {
        match r.event {
            Event::Undo { target } => {
                masked.insert(target);
                redoable.push(target);
            }
            Event::Redo { target } => {
                masked.remove(&target);
                redoable.retain(|&t| t != target);
            }
            _ => redoable.clear(),
        }
    }
    (masked, redoable)
}

impl State {
    /// Replays a whole journal.
    pub fn replay(records: &[Stamped]) -> Result<State, ReplayError> {
        let events = effective(records);
        let Some((first, rest)) = events.split_first() else {
            return Err(ReplayError {
                seq: 0,
                reason: Reason::NoNightStarted,
            });
        };
        let Event::NightStarted { setup, rules } = &first.event else {
            return Err(ReplayError {
                seq: first.seq,
                reason: Reason::FirstNotNightStarted,
            });
        };
        let mut s = State::new((**setup).clone(), (**rules).clone(), first.at);
        for r in rest {
            s.apply(r.at, &r.event)
                .map_err(|reason| ReplayError { seq: r.seq, reason })?;
        }
        Ok(s)
    }

    fn new(setup: Setup, rules: RuleSet, at: i64) -> State {
        let players = setup.players.iter().map(|n| PlayerState::new(n)).collect();
        let deck = u8::try_from(setup.players.len())
            .ok()
            .and_then(|n| rules.deck_for(n))
            .unwrap_or_else(Deck::standard);
        State {
            setup,
            rules,
            started_at: at,
            players,
            seats: Vec::new(),
            draw: None,
            phase: Phase::Seating,
            dealer_seat: 0,
            pas_chain_start: None,
            carried: Chips::ZERO,
            in_hand_pot: Chips::ZERO,
            no_ante_next: false,
            hand_no: 0,
            seans: Seans {
                no: 1,
                ..Seans::default()
            },
            seanses_done: 0,
            played_ms: 0,
            hands: Vec::new(),
            ended_consent: None,
            resolution: None,
            money: super::expense::MoneyLog::default(),
            level_shift_ms: 0,
            deck,
            deck_choice: None,
            pas_wrapped: false,
            bank: Vec::new(),
        }
    }

    /// Every player, in the order the host typed them.
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = PlayerId> + ExactSizeIterator + use<> {
        self.players.ids()
    }

    pub fn player(&self, p: PlayerId) -> Option<&PlayerState> {
        self.players.get(p)
    }

    pub fn name(&self, p: PlayerId) -> &str {
        self.player(p).map_or("?", |s| s.name.as_str())
    }

    /// Once every player's chips are counted: counted chips minus kav bought
    /// (0 when chips are conserved; RELIABILITY 7). None while a count is
    /// missing.
    pub fn count_difference(&self) -> Option<Chips> {
        let mut diff: Chips = Chips::ZERO;
        for p in &self.players {
            diff = diff.saturating_add(p.chips?).saturating_sub(p.kav_total);
        }
        Some(diff)
    }

    /// The settlement of the night's count: kav bought against the
    /// last count of every player, the chosen resolution, the cashier and
    /// deposits. Fails while a count is missing or a difference is open.
    pub fn settlement(
        &self,
    ) -> Result<crate::money::settle::Settlement, crate::money::settle::SettleError> {
        use crate::money::settle::{CashierMode, Count, SettleInput, settle_with};
        let counts = self
            .players
            .iter()
            .map(|p| Count {
                kav: p.kav_total,
                chips: p.chips.unwrap_or(Chips::ZERO),
            })
            .collect();
        let cashier = match &self.setup.house.cashier {
            super::setup::Cashier::None => None,
            super::setup::Cashier::Outsider(_) => Some(CashierMode::Outsider),
            super::setup::Cashier::Player(name) => {
                let key = crate::cards::fold(name.trim());
                self.ids()
                    .find(|&p| crate::cards::fold(self.name(p)) == key)
                    .map(CashierMode::Player)
            }
        };
        settle_with(
            &SettleInput {
                counts,
                chip_value: self.setup.stakes.chip_value,
                resolve: self.resolution,
                cashier,
                deposits: self.players.iter().map(|p| p.deposits).collect(),
            },
            &self.extras(),
        )
    }

    /// Players whose chips have not been counted yet.
    pub fn uncounted(&self) -> Vec<PlayerId> {
        self.ids()
            .filter(|&p| self.player(p).is_some_and(|x| x.chips.is_none()))
            .collect()
    }

    /// Çıkma reached (R25): his loss by the last count is at least çıkma.
    pub fn cikma_reached(&self, p: PlayerId) -> bool {
        let cikma = self.setup.stakes.cikma;
        self.player(p)
            .and_then(PlayerState::loss)
            .is_some_and(|l| l >= cikma)
    }

    /// R23: still sitting out, and sat out as many hands in a row as the
    /// house allows (`house.sit_out_limit`).
    pub fn over_sit_out_limit(&self, p: PlayerId) -> bool {
        match (self.setup.house.sit_out_limit, self.player(p)) {
            (Some(limit), Some(x)) => !x.left && x.sitting_out && x.skipped >= limit,
            _ => false,
        }
    }

    /// R23 with `house.at_sit_out_limit: skip`: over the limit, so out of
    /// the game until he buys a kav again (the deciders refuse sitting in).
    pub fn out_of_game(&self, p: PlayerId) -> bool {
        self.setup.house.at_sit_out_limit == AtSitOutLimit::Skip && self.over_sit_out_limit(p)
    }

    /// Deals and antes skip players who left or sit out.
    pub fn is_active(&self, p: PlayerId) -> bool {
        self.player(p).is_some_and(|s| !s.left && !s.sitting_out)
    }

    pub fn active_count(&self) -> usize {
        self.seats.iter().filter(|&&p| self.is_active(p)).count()
    }

    /// The first active seat after `seat`, clockwise, and how many seats
    /// that moves (the whole ring if `seat` is the only one).
    pub fn next_active(&self, seat: usize) -> (usize, u32) {
        let n = self.seats.len();
        for step in 1..=n {
            let s = (seat + step) % n;
            if self.is_active(self.seats[s]) {
                return (s, seats_u32(step));
            }
        }
        (seat, seats_u32(n))
    }

    pub fn seat_player(&self, seat: usize) -> Option<PlayerId> {
        self.seats.get(seat).copied()
    }

    /// The current hand's dealer, or the next one's between hands.
    pub fn dealer(&self) -> Option<PlayerId> {
        self.seat_player(self.dealer_seat)
    }

    /// Who deals the next hand.
    pub fn next_dealer_seat(&self) -> usize {
        match self.phase {
            Phase::InHand => self.next_active(self.dealer_seat).0,
            _ => self.dealer_seat,
        }
    }

    /// İlk koltuk (R3): the first active seat left of the dealer.
    pub fn ilk_koltuk(&self) -> Option<PlayerId> {
        if self.seats.is_empty() {
            return None;
        }
        self.seat_player(self.next_active(self.dealer_seat).0)
    }
}

/// A seat count (or a number of seats moved) as the `u32` the tur count
/// works in. A table seats at most 256 players ([`PlayerId`] is a `u8`),
/// so it always fits; were it ever not to, it would saturate, not wrap.
pub(crate) fn seats_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
