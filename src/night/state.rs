//! The night's state: a pure fold over its effective events (undo masks an
//! event, redo unmasks it), so replaying the journal always gives the live
//! state. Time is whatever the events carry, or the `now` passed in.

use super::event::{Event, PlayerId, ShownHand, Stamped};
use super::reason::Reason;
use super::setup::{
    AfterSchedule, AllPass, AntePlan, AtSitOutLimit, Chips, MaldonAntes, MisdealRedeal,
    SeansLength, Setup, TurDefinition,
};
use crate::cards::{Card, Deck};
use crate::rules::RuleSet;
use crate::units::PerPlayer;
use std::collections::HashSet;

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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// What the seans clock shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
                return (s, step as u32);
            }
        }
        (seat, n as u32)
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

    /// Whether the seans has ended (the break is on).
    pub fn in_break(&self) -> bool {
        self.seans.ended_at.is_some()
    }

    /// The tur (number, owner seat) a deal from `seat`, after the deal has
    /// moved `moved` seats and `hands` hands have been dealt, belongs to.
    fn tur_of(&self, moved: u32, hands: u32, seat: usize) -> (u32, usize) {
        let n = self.seats.len().max(1) as u32;
        match self.setup.house.tur_definition {
            TurDefinition::DealReturnsToOwner => (1 + moved / n, self.seans.owner_seat),
            TurDefinition::Hands(k) => {
                let k = k.max(1);
                let tur = 1 + hands / k;
                let owner = if hands.is_multiple_of(k) {
                    seat
                } else {
                    self.seans.tur_first_dealer
                };
                (tur, owner)
            }
        }
    }

    /// Whether the next deal starts a new seans.
    fn next_deal_starts_seans(&self) -> bool {
        self.seans.started_at.is_none() || self.in_break()
    }

    /// The (seans, tur, tur owner) of the next deal.
    pub fn next_deal_tur(&self) -> (u32, u32, PlayerId) {
        let seat = self.next_dealer_seat();
        if self.next_deal_starts_seans() {
            let no = if self.in_break() {
                self.seans.no + 1
            } else {
                self.seans.no
            };
            return (no, 1, self.owner_at(seat));
        }
        let extra = if self.phase == Phase::InHand {
            self.next_active(self.dealer_seat).1
        } else {
            0
        };
        let (tur, owner) = self.tur_of(self.seans.moved + extra, self.seans.hands, seat);
        (self.seans.no, tur, self.owner_at(owner))
    }

    /// The player a tur owned from `seat` is named after: the owner, or
    /// once he has left, the first player after him still at the table
    /// (the one who deals first in each tur from then on; F13).
    fn owner_at(&self, seat: usize) -> PlayerId {
        let n = self.seats.len();
        (0..n)
            .map(|k| self.seats[(seat + k) % n])
            .find(|&p| self.player(p).is_some_and(|x| !x.left))
            .or_else(|| self.seats.get(seat).copied())
            .unwrap_or(PlayerId(0))
    }

    /// The tur of the hand in play (or last played) and its owner.
    pub fn current_tur(&self) -> (u32, PlayerId) {
        if self.seans.hands == 0 {
            let (_, t, o) = self.next_deal_tur();
            return (t, o);
        }
        let owner = match self.setup.house.tur_definition {
            TurDefinition::DealReturnsToOwner => self.seans.owner_seat,
            TurDefinition::Hands(_) => self.seans.tur_first_dealer,
        };
        (self.seans.last_tur, self.owner_at(owner))
    }

    /// Play time of the current seans at `now`.
    pub fn seans_elapsed(&self, now: i64) -> i64 {
        let Some(start) = self.seans.started_at else {
            return 0;
        };
        let end = self.seans.ended_at.unwrap_or(now);
        let paused_now = self.seans.paused_at.map_or(0, |p| (end - p).max(0));
        let shift = match self.setup.seans.length {
            SeansLength::Turs(_) => self.seans.shift_ms,
            SeansLength::Minutes(_) => 0,
        };
        (end - start - self.seans.paused_ms - paused_now - shift).max(0)
    }

    /// How long a seans of `m` minutes lasts, with the clock edits.
    fn seans_limit(&self, m: u32) -> i64 {
        (i64::from(m) * MINUTE).saturating_add(self.seans.shift_ms)
    }

    /// The tur from which closing turs run (R12), once it is known.
    fn closing_from(&self, now: i64) -> Option<u32> {
        let k = self.setup.seans.closing_turs;
        match self.setup.seans.length {
            SeansLength::Turs(t) => Some(t.saturating_sub(k) + 1),
            SeansLength::Minutes(m) => {
                let expired = self.seans.expired_in_tur.or_else(|| {
                    (self.seans.started_at.is_some()
                        && self.seans_elapsed(now) >= self.seans_limit(m))
                    .then_some(self.seans.last_tur.max(1))
                });
                expired.map(|t| t + 1)
            }
        }
    }

    /// The last tur of the seans, once it is known.
    fn last_tur(&self, now: i64) -> Option<u32> {
        let k = self.setup.seans.closing_turs;
        match self.setup.seans.length {
            SeansLength::Turs(t) => Some(t),
            SeansLength::Minutes(_) => self.closing_from(now).map(|c| c - 1 + k),
        }
    }

    /// Whether the seans should be over at `now` although no hand ended it
    /// (time ran out between hands at a tur boundary).
    pub fn seans_due_to_end(&self, now: i64) -> bool {
        if self.seans.started_at.is_none() || self.in_break() || self.phase == Phase::Ended {
            return false;
        }
        let (_, next_tur, _) = self.next_deal_tur();
        let last = match self.setup.seans.length {
            SeansLength::Turs(t) => Some(t),
            SeansLength::Minutes(m) => {
                let expired = self.seans.expired_in_tur.or_else(|| {
                    (self.seans_elapsed(now) >= self.seans_limit(m))
                        .then_some(self.seans.last_tur.max(1))
                });
                expired.map(|t| t + self.setup.seans.closing_turs)
            }
        };
        last.is_some_and(|l| next_tur > l)
    }

    /// Whether the next deal falls in the closing turs (no voluntary pas dö men).
    pub fn next_deal_is_closing(&self, now: i64) -> bool {
        if self.next_deal_starts_seans() {
            return false;
        }
        let (_, tur, _) = self.next_deal_tur();
        self.closing_from(now).is_some_and(|c| tur >= c)
    }

    pub fn clock(&self, now: i64) -> Clock {
        if self.phase == Phase::Ended {
            return Clock::Ended;
        }
        if let Some(end) = self.seans.ended_at {
            let left = end
                + i64::from(self.setup.seans.break_minutes) * MINUTE
                + self.seans.break_shift_ms
                - now;
            return Clock::Break {
                after_seans: self.seans.no,
                left_ms: left,
            };
        }
        if self.seans.started_at.is_none() {
            return Clock::NotStarted {
                seans: self.seans.no,
            };
        }
        let paused = self.seans.paused_at.is_some();
        if let (SeansLength::Minutes(_), Some(from), Some(last)) = (
            self.setup.seans.length,
            self.closing_from(now),
            self.last_tur(now),
        ) {
            return Clock::Closing {
                seans: self.seans.no,
                closing_from_tur: from,
                last_tur: last,
                paused,
            };
        }
        let left_ms = match self.setup.seans.length {
            SeansLength::Minutes(m) => Some(self.seans_limit(m) - self.seans_elapsed(now)),
            SeansLength::Turs(_) => None,
        };
        Clock::Playing {
            seans: self.seans.no,
            left_ms,
            paused,
        }
    }

    /// Minutes of play so far (blind levels), pauses and breaks excluded.
    pub fn play_ms(&self, now: i64) -> i64 {
        self.played_ms
            + if self.in_break() {
                0
            } else {
                self.seans_elapsed(now)
            }
    }

    /// The blind clock: play time plus the level skips.
    pub fn blind_ms(&self, now: i64) -> i64 {
        self.play_ms(now).saturating_add(self.level_shift_ms)
    }

    /// Who puts how much before the next hand (R17–R22, blinds).
    pub fn next_ante(&self, now: i64) -> Vec<(PlayerId, Chips)> {
        if self.seats.is_empty() || self.phase == Phase::Ended || self.no_ante_next {
            return Vec::new();
        }
        let dealer_seat = self.next_dealer_seat();
        let (_, tur, _) = self.next_deal_tur();
        self.ante_for(dealer_seat, tur, now)
    }

    fn ante_for(&self, dealer_seat: usize, tur: u32, now: i64) -> Vec<(PlayerId, Chips)> {
        let everyone = |amount: Chips| -> Vec<(PlayerId, Chips)> {
            self.seats
                .iter()
                .filter(|&&p| self.is_active(p))
                .map(|&p| (p, amount))
                .collect()
        };
        let step = |len: usize, after: AfterSchedule| schedule_index(tur, len, after);
        match &self.setup.ante {
            AntePlan::DealerOnly { amount } => self
                .seats
                .get(dealer_seat)
                .map(|&p| vec![(p, *amount)])
                .unwrap_or_default(),
            AntePlan::GelGel { amount } => everyone(*amount),
            AntePlan::Merdiven { base, steps, after } => {
                let m = steps.get(step(steps.len(), *after)).copied().unwrap_or(1);
                everyone(base.saturating_mul(i64::from(m)))
            }
            AntePlan::Turlu { per_tur, after } => everyone(
                per_tur
                    .get(step(per_tur.len(), *after))
                    .copied()
                    .unwrap_or(Chips::ZERO),
            ),
            AntePlan::Blinds { levels } => {
                let level = super::clock::blind_level(levels, self.blind_ms(now))
                    .and_then(|(i, _)| levels.get(i));
                let Some(level) = level else {
                    return Vec::new();
                };
                if self.active_count() == 2 {
                    // Heads-up: the dealer posts the small blind.
                    let (other, _) = self.next_active(dealer_seat);
                    vec![
                        (self.seats[dealer_seat], level.small),
                        (self.seats[other], level.big),
                    ]
                } else {
                    let (sb, _) = self.next_active(dealer_seat);
                    let (bb, _) = self.next_active(sb);
                    vec![(self.seats[sb], level.small), (self.seats[bb], level.big)]
                }
            }
        }
    }

    /// Moves the deal to the next active seat.
    fn advance_deal(&mut self) {
        let (next, step) = self.next_active(self.dealer_seat);
        self.dealer_seat = next;
        self.seans.moved += step;
    }

    /// Ends the hand in play: the deal moves on (unless a misdeal keeps it),
    /// and the seans ends if the next deal would pass its last tur.
    fn end_hand(&mut self, at: i64, outcome: Outcome) {
        let keep_dealer = outcome == Outcome::Maldon
            && self.setup.house.misdeal_redeal == MisdealRedeal::SameDealer;
        match outcome {
            Outcome::Won { .. } | Outcome::Open => self.carried = Chips::ZERO,
            Outcome::AllPassed => {
                self.carried = self.in_hand_pot;
                self.no_ante_next = self.setup.house.all_pass == AllPass::NoNewAnte;
            }
            Outcome::Maldon if keep_dealer && self.has_blinds() => {
                // Hold'em: the same button deals again with the same blinds;
                // the blinds go back to their owners and are posted anew.
                let blinds: Chips = self
                    .hands
                    .last()
                    .map_or(Chips::ZERO, |h| h.antes.iter().map(|a| a.1).sum());
                self.carried = (self.in_hand_pot - blinds).max(Chips::ZERO);
                self.no_ante_next = false;
            }
            Outcome::Maldon => {
                // The pot stays; the redeal antes again or not (M1,
                // `house.maldon_antes`).
                self.carried = self.in_hand_pot;
                self.no_ante_next = self.setup.house.maldon_antes == MaldonAntes::Keep;
            }
        }
        self.in_hand_pot = Chips::ZERO;
        if let Some(h) = self.hands.last_mut() {
            h.outcome = outcome;
        }
        if !keep_dealer {
            self.advance_deal();
        }
        self.phase = Phase::BetweenHands;
        self.check_expiry(at);
        self.check_seans_over(at);
    }

    fn check_expiry(&mut self, at: i64) {
        if let SeansLength::Minutes(m) = self.setup.seans.length
            && self.seans.expired_in_tur.is_none()
            && self.seans.started_at.is_some()
            && self.seans_elapsed(at) >= self.seans_limit(m)
        {
            self.seans.expired_in_tur = Some(self.seans.last_tur.max(1));
        }
    }

    fn check_seans_over(&mut self, at: i64) {
        if self.deal_passed_last_tur(at) {
            self.end_seans(at);
        }
    }

    /// Whether the deal, where it is now (between hands), has moved past
    /// the seans's last tur: the seans is over, however the deal got here
    /// (a hand played, a pas dö men, a dealer who sat out or left; N1).
    pub(super) fn deal_passed_last_tur(&self, at: i64) -> bool {
        if self.seans.started_at.is_none() || self.in_break() || self.phase == Phase::InHand {
            return false;
        }
        let (_, next_tur, _) = self.next_deal_tur();
        self.last_tur(at).is_some_and(|last| next_tur > last)
    }

    /// The seans ends at `at` and the break begins.
    fn end_seans(&mut self, at: i64) {
        self.played_ms += self.seans_elapsed(at);
        self.seans.ended_at = Some(at);
        self.seanses_done += 1;
    }

    /// A deal's move recorded as ending the seans (`ends_seans`, N1): the
    /// seans ends now, as it would after the last hand.
    fn end_seans_by_move(&mut self, at: i64, ends_seans: bool) -> Result<(), Reason> {
        if !ends_seans {
            return Ok(());
        }
        if self.seans.started_at.is_none() || self.in_break() {
            return Err(Reason::NoSeans);
        }
        self.end_seans(at);
        Ok(())
    }

    fn start_seans(&mut self, at: i64) {
        let no = if self.in_break() {
            self.seans.no + 1
        } else {
            self.seans.no
        };
        self.seans = Seans {
            no,
            started_at: Some(at),
            owner_seat: self.dealer_seat,
            tur_first_dealer: self.dealer_seat,
            ..Seans::default()
        };
    }

    pub(super) fn player_mut(&mut self, p: PlayerId) -> Result<&mut PlayerState, Reason> {
        self.players.get_mut(p).ok_or(Reason::NoPlayer(p))
    }

    /// Applies one effective event. Events are validated before they are
    /// written ([`super::Night::decide`]); this only refuses what would
    /// break the state (a hand-edited journal). Each event with more than a
    /// line of work has its own `apply_…` method.
    pub fn apply(&mut self, at: i64, e: &Event) -> Result<(), Reason> {
        match e {
            Event::NightStarted { .. } => return Err(Reason::NightStartedTwice),
            Event::SeatsDrawn {
                cards,
                seed,
                first_dealer,
            } => self.apply_seats_drawn(cards, *seed, *first_dealer)?,
            Event::KavBought { player, chips } => self.apply_kav_bought(*player, *chips)?,
            Event::SeansEnded => self.apply_seans_ended(at)?,
            Event::HandDealt => self.apply_hand_dealt(at)?,
            Event::HandEnded { winner, pot } => self.close_hand(
                at,
                Outcome::Won {
                    winner: *winner,
                    pot: *pot,
                },
            )?,
            Event::AllPassed => self.close_hand(at, Outcome::AllPassed)?,
            Event::Maldon => self.close_hand(at, Outcome::Maldon)?,
            Event::PasDoMen { .. } | Event::PlayerLeft { .. } | Event::SatOut { .. } => {
                self.apply_deal_move(at, e)?
            }
            Event::ChipsCounted { player, chips } => self.player_mut(*player)?.chips = Some(*chips),

            Event::CashierDeposit { player, chips } => {
                let p = self.player_mut(*player)?;
                p.deposits = p.deposits.saturating_add(*chips);
            }
            Event::ClockPaused => self.seans.paused_at = self.seans.paused_at.or(Some(at)),
            Event::ClockResumed => {
                if let Some(p) = self.seans.paused_at.take() {
                    self.seans.paused_ms += (at - p).max(0);
                }
            }
            Event::NightEnded { consent } => self.apply_night_ended(at, consent),
            Event::VerdictRecorded {
                rules,
                hands,
                board,
                winners,
            } => self.apply_verdict(VerdictLog {
                rules: rules.clone(),
                hands: hands.clone(),
                board: board.clone(),
                winners: winners.clone(),
            }),
            Event::DifferenceResolved { resolve } => self.resolution = Some(*resolve),
            Event::PotSplitRecorded {
                put_in, payouts, ..
            } => {
                // One split per hand: a new split replaces the earlier one.
                if let Some(h) = self.hands.last_mut() {
                    h.pot_splits = vec![(put_in.clone(), payouts.clone())];
                }
            }
            Event::Undo { .. } | Event::Redo { .. } => {}
            Event::ExpenseRecorded { .. } | Event::PaidOnSpot { .. } => self.apply_money(at, e)?,
            Event::ClockAdjusted { ms } => self.adjust_clock(at, *ms)?,
            Event::BlindLevelSkipped => self.apply_level_skipped(at)?,
            Event::BreakCut => self.apply_break_cut(at)?,
            Event::PlayerJoined { .. } | Event::PlayerBack { .. } | Event::DeckChosen { .. } => {
                self.apply_arrival(e)?
            }
        }
        Ok(())
    }

    /// The events that may move the deal between hands: a pas dö men, a
    /// player leaving, a player sitting out (or back); each may record that
    /// the move ended the seans (N1).
    fn apply_deal_move(&mut self, at: i64, e: &Event) -> Result<(), Reason> {
        let ends_seans = match e {
            Event::PasDoMen { forced, ends_seans } => {
                self.apply_pas_do_men(at, *forced)?;
                *ends_seans
            }
            Event::PlayerLeft {
                player,
                chips,
                override_reason,
                ends_seans,
            } => {
                self.apply_player_left(*player, *chips, override_reason)?;
                *ends_seans
            }
            Event::SatOut {
                player,
                out,
                ends_seans,
            } => {
                self.apply_sat_out(at, *player, *out)?;
                *ends_seans
            }
            _ => false,
        };
        self.end_seans_by_move(at, ends_seans)
    }

    /// A kav; one bought by a player out of the game (R23, `skip`) seats
    /// him again.
    fn apply_kav_bought(&mut self, player: PlayerId, chips: Chips) -> Result<(), Reason> {
        let back = self.out_of_game(player);
        let p = self.player_mut(player)?;
        p.kav_total = p.kav_total.saturating_add(chips);
        p.chips = p.chips.map(|c| c.saturating_add(chips));
        if back {
            p.sitting_out = false;
            p.skipped = 0;
            self.wake_deal();
        }
        Ok(())
    }

    fn apply_seats_drawn(
        &mut self,
        cards: &[Card],
        seed: Option<u64>,
        first_dealer: PlayerId,
    ) -> Result<(), Reason> {
        if cards.len() != self.players.len() {
            return Err(Reason::OneCardEach);
        }
        self.seats = super::seating::seat_order(&self.rules, cards);
        self.dealer_seat = self
            .seats
            .iter()
            .position(|p| *p == first_dealer)
            .ok_or(Reason::FirstDealerNotSeated)?;
        self.draw = Some((cards.to_vec(), seed));
        self.phase = Phase::BetweenHands;
        Ok(())
    }

    fn apply_seans_ended(&mut self, at: i64) -> Result<(), Reason> {
        if self.seans.started_at.is_none() || self.in_break() {
            return Err(Reason::NoSeans);
        }
        if self.phase == Phase::InHand {
            self.end_hand(at, Outcome::Open);
        }
        if !self.in_break() {
            self.end_seans(at);
        }
        Ok(())
    }

    fn apply_hand_dealt(&mut self, at: i64) -> Result<(), Reason> {
        if self.seats.is_empty() {
            return Err(Reason::NoSeats);
        }
        if self.phase == Phase::InHand {
            self.end_hand(at, Outcome::Open);
        }
        if self.next_deal_starts_seans() {
            self.start_seans(at);
        }
        let seat = self.dealer_seat;
        let (tur, _) = self.tur_of(self.seans.moved, self.seans.hands, seat);
        let new_tur = tur != self.seans.last_tur;
        if new_tur {
            self.seans.tur_first_dealer = seat;
        }
        self.switch_deck(new_tur);
        let antes = if self.no_ante_next {
            Vec::new()
        } else {
            self.ante_for(seat, tur, at)
        };
        for p in &mut self.players {
            p.skipped = if p.sitting_out && !p.left {
                p.skipped + 1
            } else {
                0
            };
        }
        self.hand_no += 1;
        self.seans.hands += 1;
        self.seans.last_tur = tur;
        self.in_hand_pot = self.carried + antes.iter().map(|a| a.1).sum::<Chips>();
        self.carried = Chips::ZERO;
        self.no_ante_next = false;
        self.pas_chain_start = None;
        self.pas_wrapped = false;
        self.hands.push(HandLog {
            no: self.hand_no,
            seans: self.seans.no,
            tur,
            dealer: self.seats[seat],
            antes,
            pot: self.in_hand_pot,
            outcome: Outcome::Open,
            verdicts: Vec::new(),
            pot_splits: Vec::new(),
            dealt_at: at,
            deck: self.deck,
        });
        self.phase = Phase::InHand;
        Ok(())
    }

    /// A hand in play ends with `outcome` (won, all passed, maldon).
    fn close_hand(&mut self, at: i64, outcome: Outcome) -> Result<(), Reason> {
        if self.phase != Phase::InHand {
            return Err(Reason::NoHand);
        }
        self.end_hand(at, outcome);
        Ok(())
    }

    fn apply_pas_do_men(&mut self, at: i64, forced: bool) -> Result<(), Reason> {
        // From a hand in play: the hand ends, then the deal passes.
        if self.phase == Phase::InHand {
            self.end_hand(at, Outcome::Open);
        }
        if self.phase != Phase::BetweenHands {
            return Err(Reason::PasDoMenAfterDeal);
        }
        let start = *self.pas_chain_start.get_or_insert(self.dealer_seat);
        self.advance_deal();
        // A forced pass may bring the deal back round (N3); the voluntary
        // ones stop there until the next deal.
        if forced && self.dealer_seat == start {
            self.pas_wrapped = true;
        }
        Ok(())
    }

    fn apply_player_left(
        &mut self,
        player: PlayerId,
        chips: Chips,
        override_reason: &Option<String>,
    ) -> Result<(), Reason> {
        let p = self.player_mut(player)?;
        p.left = true;
        p.chips = Some(chips);
        p.override_reason.clone_from(override_reason);
        self.deck_choice = None;
        self.skip_if_dealer(player);
        Ok(())
    }

    fn apply_sat_out(&mut self, at: i64, player: PlayerId, out: bool) -> Result<(), Reason> {
        self.player_mut(player)?;
        // From a hand in play: the hand ends first.
        if self.phase == Phase::InHand {
            self.end_hand(at, Outcome::Open);
        }
        self.player_mut(player)?.sitting_out = out;
        if out {
            self.skip_if_dealer(player);
        } else {
            self.wake_deal();
        }
        Ok(())
    }

    fn apply_night_ended(&mut self, at: i64, consent: &[PlayerId]) {
        if self.phase == Phase::InHand {
            self.end_hand(at, Outcome::Open);
        }
        if !self.in_break() && self.seans.started_at.is_some() {
            self.played_ms += self.seans_elapsed(at);
        }
        self.phase = Phase::Ended;
        self.ended_consent = Some(consent.to_vec());
    }

    /// The same verdict twice for one hand counts once.
    fn apply_verdict(&mut self, v: VerdictLog) {
        if let Some(h) = self.hands.last_mut()
            && !h.verdicts.contains(&v)
        {
            h.verdicts.push(v);
        }
    }

    fn apply_level_skipped(&mut self, at: i64) -> Result<(), Reason> {
        let AntePlan::Blinds { levels } = &self.setup.ante else {
            return Err(Reason::NoBlindLevels);
        };
        let to_next = super::clock::blind_level(levels, self.blind_ms(at))
            .and_then(|(_, next)| next)
            .ok_or(Reason::LastBlindLevel)?;
        self.level_shift_ms = self.level_shift_ms.saturating_add(to_next);
        Ok(())
    }

    fn apply_break_cut(&mut self, at: i64) -> Result<(), Reason> {
        match self.clock(at) {
            Clock::Break { left_ms, .. } if left_ms > 0 => {
                self.seans.break_shift_ms -= left_ms;
                Ok(())
            }
            _ => Err(Reason::NoBreak),
        }
    }

    /// `+`/`-` on the running clock: the break once it is on, else the
    /// seans's time (for a seans counted in turs, its play time: the blind
    /// clock). Adding to a clock that already ran out counts from zero, and
    /// takes back the time-up.
    fn adjust_clock(&mut self, at: i64, ms: i64) -> Result<(), Reason> {
        match self.clock(at) {
            Clock::Break { left_ms, .. } => {
                let base = if ms > 0 { left_ms.min(0) } else { 0 };
                self.seans.break_shift_ms = self.seans.break_shift_ms.saturating_add(ms - base);
            }
            Clock::Playing { .. } | Clock::Closing { .. } => {
                let left = match self.setup.seans.length {
                    SeansLength::Minutes(m) => Some(self.seans_limit(m) - self.seans_elapsed(at)),
                    SeansLength::Turs(_) => None,
                };
                let base = match left {
                    Some(l) if ms > 0 => l.min(0),
                    _ => 0,
                };
                self.seans.shift_ms = self.seans.shift_ms.saturating_add(ms - base);
                if left.is_some_and(|l| l + ms - base > 0) {
                    self.seans.expired_in_tur = None;
                }
            }
            Clock::NotStarted { .. } | Clock::Ended => {
                return Err(Reason::NoClock);
            }
        }
        Ok(())
    }

    /// Everyone had sat out (or left), the dealer too, and a player plays
    /// again (sits in, joins, comes back): between hands the deal goes on
    /// to the first player who plays, never to one who sits out.
    pub(super) fn wake_deal(&mut self) {
        if self.phase == Phase::BetweenHands && self.dealer().is_some_and(|d| !self.is_active(d)) {
            self.advance_deal();
        }
    }

    /// A dealer who leaves or sits out between hands passes the deal on.
    fn skip_if_dealer(&mut self, p: PlayerId) {
        if self.phase == Phase::BetweenHands && self.dealer() == Some(p) && self.active_count() > 0
        {
            self.advance_deal();
        }
    }
}

/// The step of a per-tur schedule (merdiven, turlu) that tur `tur` (from 1)
/// uses, for a schedule of `len` steps.
pub fn schedule_index(tur: u32, len: usize, after: AfterSchedule) -> usize {
    let i = tur.saturating_sub(1) as usize;
    if i < len {
        i
    } else {
        match after {
            AfterSchedule::Repeat => i % len.max(1),
            AfterSchedule::HoldLast => len.saturating_sub(1),
            AfterSchedule::First => 0,
        }
    }
}
