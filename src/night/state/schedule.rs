//! The schedule queries: which tur and seans the deal is in, when the
//! seans ends, the clock and the antes due, as functions of the state and
//! `now`.

use super::{Clock, MINUTE, Phase, State};
use crate::night::event::PlayerId;
use crate::night::setup::{AfterSchedule, AntePlan, Chips, SeansLength, TurDefinition};

impl State {
    /// Whether the seans has ended (the break is on).
    pub fn in_break(&self) -> bool {
        self.seans.ended_at.is_some()
    }

    /// The tur (number, owner seat) a deal from `seat`, after the deal has
    /// moved `moved` seats and `hands` hands have been dealt, belongs to.
    pub(super) fn tur_of(&self, moved: u32, hands: u32, seat: usize) -> (u32, usize) {
        let n = super::seats_u32(self.seats.len().max(1));
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
    pub(super) fn next_deal_starts_seans(&self) -> bool {
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
    pub(super) fn owner_at(&self, seat: usize) -> PlayerId {
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
    pub(super) fn seans_limit(&self, m: u32) -> i64 {
        (i64::from(m) * MINUTE).saturating_add(self.seans.shift_ms)
    }

    /// The tur from which closing turs run (R12), once it is known.
    pub(super) fn closing_from(&self, now: i64) -> Option<u32> {
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
    pub(super) fn last_tur(&self, now: i64) -> Option<u32> {
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

    pub(super) fn ante_for(
        &self,
        dealer_seat: usize,
        tur: u32,
        now: i64,
    ) -> Vec<(PlayerId, Chips)> {
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
                let level = crate::night::clock::blind_level(levels, self.blind_ms(now))
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
