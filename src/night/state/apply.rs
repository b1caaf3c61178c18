//! How each event changes the state: [`State::apply`] and one `apply_*` per
//! event, with the moves they share (ending a hand, a seans, the deal going
//! on).

use super::{Clock, HandLog, Outcome, Phase, PlayerState, Seans, State, VerdictLog};
use crate::cards::Card;
use crate::night::chips::BankMove;
use crate::night::event::{Event, PlayerId};
use crate::night::reason::Reason;
use crate::night::setup::{AllPass, AntePlan, Chips, MaldonAntes, MisdealRedeal, SeansLength};

impl State {
    /// Moves the deal to the next active seat.
    pub(super) fn advance_deal(&mut self) {
        let (next, step) = self.next_active(self.dealer_seat);
        self.dealer_seat = next;
        self.seans.moved += step;
    }

    /// Ends the hand in play: the deal moves on (unless a misdeal keeps it),
    /// and the seans ends if the next deal would pass its last tur.
    pub(super) fn end_hand(&mut self, at: i64, outcome: Outcome) {
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

    pub(super) fn check_expiry(&mut self, at: i64) {
        if let SeansLength::Minutes(m) = self.setup.seans.length
            && self.seans.expired_in_tur.is_none()
            && self.seans.started_at.is_some()
            && self.seans_elapsed(at) >= self.seans_limit(m)
        {
            self.seans.expired_in_tur = Some(self.seans.last_tur.max(1));
        }
    }

    pub(super) fn check_seans_over(&mut self, at: i64) {
        if self.deal_passed_last_tur(at) {
            self.end_seans(at);
        }
    }

    /// Whether the deal, where it is now (between hands), has moved past
    /// the seans's last tur: the seans is over, however the deal got here
    /// (a hand played, a pas dö men, a dealer who sat out or left; N1).
    pub(in crate::night) fn deal_passed_last_tur(&self, at: i64) -> bool {
        if self.seans.started_at.is_none() || self.in_break() || self.phase == Phase::InHand {
            return false;
        }
        let (_, next_tur, _) = self.next_deal_tur();
        self.last_tur(at).is_some_and(|last| next_tur > last)
    }

    /// The seans ends at `at` and the break begins.
    pub(super) fn end_seans(&mut self, at: i64) {
        self.played_ms += self.seans_elapsed(at);
        self.seans.ended_at = Some(at);
        self.seanses_done += 1;
    }

    /// A deal's move recorded as ending the seans (`ends_seans`, N1): the
    /// seans ends now, as it would after the last hand.
    pub(super) fn end_seans_by_move(&mut self, at: i64, ends_seans: bool) -> Result<(), Reason> {
        if !ends_seans {
            return Ok(());
        }
        if self.seans.started_at.is_none() || self.in_break() {
            return Err(Reason::NoSeans);
        }
        self.end_seans(at);
        Ok(())
    }

    pub(super) fn start_seans(&mut self, at: i64) {
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

    pub(in crate::night) fn player_mut(&mut self, p: PlayerId) -> Result<&mut PlayerState, Reason> {
        self.players.get_mut(p).ok_or(Reason::NoPlayer(p))
    }

    /// Applies one effective event. Events are validated before they are
    /// written ([`crate::night::Night::decide`]); this only refuses what would
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
                self.apply_deal_move(at, e)?;
            }
            Event::ChipsCounted {
                player,
                chips,
                colours,
            } => {
                let p = self.player_mut(*player)?;
                p.chips = Some(*chips);
                p.colours.clone_from(colours);
            }

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
                self.apply_arrival(e)?;
            }
        }
        Ok(())
    }

    /// The events that may move the deal between hands: a pas dö men, a
    /// player leaving, a player sitting out (or back); each may record that
    /// the move ended the seans (N1).
    pub(super) fn apply_deal_move(&mut self, at: i64, e: &Event) -> Result<(), Reason> {
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
                colours,
            } => {
                self.apply_player_left(*player, *chips, override_reason.as_deref())?;
                self.player_mut(*player)?.colours.clone_from(colours);
                if !colours.is_empty() {
                    self.bank.push(BankMove::HandedBack(colours.clone()));
                }
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
    pub(super) fn apply_kav_bought(
        &mut self,
        player: PlayerId,
        chips: Chips,
    ) -> Result<(), Reason> {
        let back = self.out_of_game(player);
        let p = self.player_mut(player)?;
        p.kav_total = p.kav_total.saturating_add(chips);
        p.chips = p.chips.map(|c| c.saturating_add(chips));
        p.colours.clear();
        if back {
            p.sitting_out = false;
            p.skipped = 0;
            self.wake_deal();
        }
        self.bank.push(BankMove::Kav(chips));
        Ok(())
    }

    pub(super) fn apply_seats_drawn(
        &mut self,
        cards: &[Card],
        seed: Option<u64>,
        first_dealer: PlayerId,
    ) -> Result<(), Reason> {
        if cards.len() != self.players.len() {
            return Err(Reason::OneCardEach);
        }
        self.seats = crate::night::seating::seat_order(&self.rules, cards);
        self.dealer_seat = self
            .seats
            .iter()
            .position(|p| *p == first_dealer)
            .ok_or(Reason::FirstDealerNotSeated)?;
        self.draw = Some((cards.to_vec(), seed));
        self.phase = Phase::BetweenHands;
        Ok(())
    }

    pub(super) fn apply_seans_ended(&mut self, at: i64) -> Result<(), Reason> {
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

    pub(super) fn apply_hand_dealt(&mut self, at: i64) -> Result<(), Reason> {
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
    pub(super) fn close_hand(&mut self, at: i64, outcome: Outcome) -> Result<(), Reason> {
        if self.phase != Phase::InHand {
            return Err(Reason::NoHand);
        }
        self.end_hand(at, outcome);
        Ok(())
    }

    pub(super) fn apply_pas_do_men(&mut self, at: i64, forced: bool) -> Result<(), Reason> {
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

    pub(super) fn apply_player_left(
        &mut self,
        player: PlayerId,
        chips: Chips,
        override_reason: Option<&str>,
    ) -> Result<(), Reason> {
        let p = self.player_mut(player)?;
        p.left = true;
        p.chips = Some(chips);
        p.override_reason = override_reason.map(str::to_string);
        self.deck_choice = None;
        self.skip_if_dealer(player);
        Ok(())
    }

    pub(super) fn apply_sat_out(
        &mut self,
        at: i64,
        player: PlayerId,
        out: bool,
    ) -> Result<(), Reason> {
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

    pub(super) fn apply_night_ended(&mut self, at: i64, consent: &[PlayerId]) {
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
    pub(super) fn apply_verdict(&mut self, v: VerdictLog) {
        if let Some(h) = self.hands.last_mut()
            && !h.verdicts.contains(&v)
        {
            h.verdicts.push(v);
        }
    }

    pub(super) fn apply_level_skipped(&mut self, at: i64) -> Result<(), Reason> {
        let AntePlan::Blinds { levels } = &self.setup.ante else {
            return Err(Reason::NoBlindLevels);
        };
        let to_next = crate::night::clock::blind_level(levels, self.blind_ms(at))
            .and_then(|(_, next)| next)
            .ok_or(Reason::LastBlindLevel)?;
        self.level_shift_ms = self.level_shift_ms.saturating_add(to_next);
        Ok(())
    }

    pub(super) fn apply_break_cut(&mut self, at: i64) -> Result<(), Reason> {
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
    pub(super) fn adjust_clock(&mut self, at: i64, ms: i64) -> Result<(), Reason> {
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
    pub(in crate::night) fn wake_deal(&mut self) {
        if self.phase == Phase::BetweenHands && self.dealer().is_some_and(|d| !self.is_active(d)) {
            self.advance_deal();
        }
    }

    /// A dealer who leaves or sits out between hands passes the deal on.
    pub(super) fn skip_if_dealer(&mut self, p: PlayerId) {
        if self.phase == Phase::BetweenHands && self.dealer() == Some(p) && self.active_count() > 0
        {
            self.advance_deal();
        }
    }
}
