//! The night's domain (DESIGN: pure core): setup, the seating draw, the deal
//! with pas dö men and maldon, el/tur/seans, antes, kav and çıkma, the seans
//! clock and the hand log. No I/O and no clock: `now` (unix ms) and
//! randomness come in as arguments.
//!
//! A host action becomes an [`Event`] only after [`Night::decide`] has
//! validated it against the current [`State`]; the shell journals the event,
//! then [`Night::push`] folds it in.

pub mod clock;
pub mod derived;
pub mod event;
pub mod expense;
pub mod seating;
pub mod setup;
pub mod state;
pub mod verify;

pub use derived::{AnteKind, AnteWhen, SeatAnte};
pub use event::{Event, PlayerId, ShownHand, Stamped};
pub use setup::{Chips, Setup};
pub use state::{Clock, Phase, ReplayError, State};

use crate::cards::Card;
use crate::rules::RuleSet;
use setup::{Cashier, InitialDealer, KavTopUp};

/// The largest chip amount one action may carry; keeps every sum far from
/// overflow.
pub const MAX_CHIPS: Chips = 1_000_000_000_000;

/// What the host asks for (one key, one action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A virtual draw: the cards come from `seed`.
    DrawSeats {
        seed: u64,
    },
    /// A physical draw: the card each player drew, in player order.
    TypeDraw {
        cards: Vec<Card>,
        random_dealer_seed: Option<u64>,
    },
    BuyKav {
        player: PlayerId,
        chips: Chips,
    },
    NewHand,
    EndHand {
        winner: Option<PlayerId>,
        pot: Option<Chips>,
    },
    AllPassed,
    PasDoMen {
        forced: bool,
    },
    Maldon,
    CountChips {
        player: PlayerId,
        chips: Chips,
    },
    Leave {
        player: PlayerId,
        chips: Chips,
        override_reason: Option<String>,
    },
    SitOut {
        player: PlayerId,
        out: bool,
    },
    Deposit {
        player: PlayerId,
        chips: Chips,
    },
    Pause,
    Resume,
    EndNight {
        consent: Vec<PlayerId>,
    },
    RecordVerdict {
        rules: String,
        hands: Vec<ShownHand>,
        board: Vec<Card>,
        winners: Vec<PlayerId>,
    },
    /// Settle a final count whose difference is not zero (RELIABILITY 7).
    ResolveDifference {
        resolve: crate::money::settle::Resolve,
    },
    /// Work out and record a pot split for the hand log.
    SplitPot {
        input: crate::money::pot::PotInput,
    },
    Undo,
    Redo,
    /// Money paid by `payer` for the group, in kuruş, shared by `shared_by`
    /// (empty: everyone still at the table). See [`expense`].
    RecordExpense {
        payer: PlayerId,
        kurus: i64,
        shared_by: Vec<PlayerId>,
        what: String,
    },
    /// Settle a player who left with `with`, on the spot, for what he is
    /// owed or owes now ([`State::leaver_due`]).
    SettleLeaver {
        player: PlayerId,
        with: PlayerId,
    },
    /// Clock control: `ms` more (negative: less) on the running clock.
    AdjustClock {
        ms: i64,
    },
    /// Clock control: jump to the next blind level.
    SkipLevel,
    /// Clock control: end the break now.
    EndBreak,
}

/// Why an action was refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejected {
    NotSeated,
    AlreadySeated,
    NightOver,
    UnknownPlayer,
    PlayerLeft {
        player: PlayerId,
    },
    Draw(seating::DrawError),
    NotEnoughPlayers,
    NoKav {
        player: PlayerId,
    },
    NoHandInPlay,
    HandInPlay,
    /// A voluntary pas dö men in the closing turs (R7, R12).
    ClosingTurs,
    /// Voluntary pas dö men is off in this house.
    PasDoMenOff,
    /// The chain would come back to the player who started it (R7):
    /// `must_deal`, the dealer now, deals.
    PasDoMenCircle {
        must_deal: PlayerId,
    },
    NotPositive,
    /// More chips than racon keeps count of (over [`MAX_CHIPS`]).
    TooLarge,
    BelowMinKav {
        min: Chips,
    },
    AboveMaxKav {
        max: Chips,
    },
    /// Top-ups only between hands (R24).
    TopUpDuringHand,
    /// Top-ups only with nothing carried in the middle (R24).
    TopUpWithCarriedPot {
        carried: Chips,
    },
    /// Leaving before çıkma needs an override reason (R25).
    BeforeCikma {
        loss: Chips,
        cikma: Chips,
    },
    NoCashier,
    /// The cashier cannot leave chips with himself.
    CashierOwnDeposit,
    AlreadyPaused,
    NotPaused,
    /// Ending early needs every remaining player's consent (R13).
    NeedsConsent {
        missing: Vec<PlayerId>,
    },
    NothingToUndo,
    NothingToRedo,
    /// The pot split's input does not add up (the reason from `money`).
    BadPot(crate::money::pot::PotError),
    /// A night with blinds (hold'em) has no pas dö men and no all-pass: the
    /// button moves every hand and the blinds open the pot.
    NotWithBlinds {
        pas_do_men: bool,
    },
    /// The same verdict or pot split is already recorded for this hand.
    AlreadyRecorded,
    /// An expense or an on-the-spot settlement was refused.
    Money(expense::MoneyRefusal),
    /// A clock edit that cannot apply now.
    Clock(clock::ClockRefusal),
}

/// A night: its journal records and the state they fold to.
#[derive(Clone, Debug)]
pub struct Night {
    records: Vec<Stamped>,
    state: State,
}

impl Night {
    /// The first event of a new night. The setup must already be valid for
    /// `rules` ([`Setup::validate`]).
    pub fn start_event(setup: Setup, rules: RuleSet) -> Event {
        Event::NightStarted {
            setup: Box::new(setup),
            rules: Box::new(rules),
        }
    }

    /// Rebuilds a night from its records (the journal).
    pub fn replay(records: Vec<Stamped>) -> Result<Night, ReplayError> {
        let state = State::replay(&records)?;
        Ok(Night { records, state })
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn records(&self) -> &[Stamped] {
        &self.records
    }

    pub fn next_seq(&self) -> u64 {
        self.records.last().map_or(1, |r| r.seq + 1)
    }

    /// Folds in an event that [`Night::decide`] produced and the journal
    /// saved. The state is recomputed from the records, so it always equals
    /// a replay.
    pub fn push(&mut self, at: i64, event: Event) -> Result<u64, ReplayError> {
        let seq = self.next_seq();
        self.records.push(Stamped { seq, at, event });
        match State::replay(&self.records) {
            Ok(s) => {
                self.state = s;
                Ok(seq)
            }
            Err(e) => {
                self.records.pop();
                Err(e)
            }
        }
    }

    /// What undo would take back: the latest effective event after the start.
    pub fn undo_target(&self) -> Option<&Stamped> {
        state::effective(&self.records)
            .into_iter()
            .rev()
            .find(|r| !matches!(r.event, Event::NightStarted { .. }))
    }

    /// What redo would bring back.
    pub fn redo_target(&self) -> Option<&Stamped> {
        let (_, redoable) = state::masked_and_redoable(&self.records);
        redoable
            .last()
            .and_then(|&t| self.records.iter().find(|r| r.seq == t))
    }

    /// Validates `action` at time `now` and returns the event to journal.
    pub fn decide(&self, action: Action, now: i64) -> Result<Event, Rejected> {
        let s = &self.state;
        let known = |p: PlayerId| s.player(p).map(|_| ()).ok_or(Rejected::UnknownPlayer);
        let present = |p: PlayerId| -> Result<(), Rejected> {
            known(p)?;
            if s.player(p).is_some_and(|x| x.left) {
                return Err(Rejected::PlayerLeft { player: p });
            }
            Ok(())
        };
        let seated = || {
            if s.seats.is_empty() {
                Err(Rejected::NotSeated)
            } else {
                Ok(())
            }
        };
        let not_ended = || {
            if s.phase == Phase::Ended {
                Err(Rejected::NightOver)
            } else {
                Ok(())
            }
        };
        let between = || match s.phase {
            Phase::InHand => Err(Rejected::HandInPlay),
            Phase::Ended => Err(Rejected::NightOver),
            _ => Ok(()),
        };
        let in_hand = || {
            if s.phase == Phase::InHand {
                Ok(())
            } else {
                Err(Rejected::NoHandInPlay)
            }
        };

        let amount = match &action {
            Action::BuyKav { chips, .. }
            | Action::CountChips { chips, .. }
            | Action::Leave { chips, .. }
            | Action::Deposit { chips, .. } => Some(*chips),
            Action::EndHand { pot, .. } => *pot,
            _ => None,
        };
        if amount.is_some_and(|c| c > MAX_CHIPS) {
            return Err(Rejected::TooLarge);
        }
        match action {
            Action::DrawSeats { seed } => {
                if !s.seats.is_empty() {
                    return Err(Rejected::AlreadySeated);
                }
                let deck = s
                    .rules
                    .deck_for(s.players.len() as u8)
                    .ok_or(Rejected::NotEnoughPlayers)?;
                let mut rng = seating::seat_rng(seed);
                let cards = seating::virtual_draw(deck, s.players.len(), &mut rng);
                let first_dealer = self.first_dealer(&cards, &mut rng);
                Ok(Event::SeatsDrawn {
                    cards,
                    seed: Some(seed),
                    first_dealer,
                })
            }
            Action::TypeDraw {
                cards,
                random_dealer_seed,
            } => {
                if !s.seats.is_empty() {
                    return Err(Rejected::AlreadySeated);
                }
                let deck = s
                    .rules
                    .deck_for(s.players.len() as u8)
                    .ok_or(Rejected::NotEnoughPlayers)?;
                seating::check_draw(deck, s.players.len(), &cards).map_err(Rejected::Draw)?;
                let mut rng = seating::seat_rng(random_dealer_seed.unwrap_or(0));
                let first_dealer = self.first_dealer(&cards, &mut rng);
                Ok(Event::SeatsDrawn {
                    cards,
                    seed: None,
                    first_dealer,
                })
            }
            Action::BuyKav { player, chips } => {
                not_ended()?;
                present(player)?;
                if chips <= 0 {
                    return Err(Rejected::NotPositive);
                }
                let st = &s.setup.stakes;
                if let Some(max) = st.max_kav
                    && chips > max
                {
                    return Err(Rejected::AboveMaxKav { max });
                }
                let first = s.player(player).is_some_and(|p| p.kav_total == 0);
                if first {
                    if chips < st.min_kav {
                        return Err(Rejected::BelowMinKav { min: st.min_kav });
                    }
                } else {
                    if s.phase == Phase::InHand {
                        return Err(Rejected::TopUpDuringHand);
                    }
                    if s.setup.house.kav_topup == KavTopUp::BetweenHandsNoCarry && s.carried > 0 {
                        return Err(Rejected::TopUpWithCarriedPot { carried: s.carried });
                    }
                }
                Ok(Event::KavBought { player, chips })
            }
            Action::NewHand => {
                seated()?;
                not_ended()?;
                if s.active_count() < 2 {
                    return Err(Rejected::NotEnoughPlayers);
                }
                if let Some(&p) = s
                    .seats
                    .iter()
                    .find(|&&p| s.is_active(p) && s.player(p).is_some_and(|x| x.kav_total == 0))
                {
                    return Err(Rejected::NoKav { player: p });
                }
                // Ending this hand (or the time) finishes the seans: the key
                // ends the seans instead, and the break begins.
                if s.phase == Phase::InHand {
                    let mut probe = s.clone();
                    if probe
                        .apply(
                            now,
                            &Event::HandEnded {
                                winner: None,
                                pot: None,
                            },
                        )
                        .is_ok()
                        && (probe.in_break() || probe.seans_due_to_end(now))
                    {
                        return Ok(Event::HandEnded {
                            winner: None,
                            pot: None,
                        });
                    }
                } else if s.seans_due_to_end(now) {
                    return Ok(Event::SeansEnded);
                }
                Ok(Event::HandDealt)
            }
            Action::EndHand { winner, pot } => {
                in_hand()?;
                if let Some(w) = winner {
                    present(w)?;
                }
                if pot.is_some_and(|p| p < 0) {
                    return Err(Rejected::NotPositive);
                }
                Ok(Event::HandEnded { winner, pot })
            }
            Action::AllPassed => {
                in_hand()?;
                if s.has_blinds() {
                    return Err(Rejected::NotWithBlinds { pas_do_men: false });
                }
                Ok(Event::AllPassed)
            }
            Action::Maldon => {
                in_hand()?;
                Ok(Event::Maldon)
            }
            Action::PasDoMen { forced } => {
                seated()?;
                not_ended()?;
                if s.has_blinds() {
                    return Err(Rejected::NotWithBlinds { pas_do_men: true });
                }
                // From a hand in play, the key ends the hand and passes the
                // deal in one event (one undo takes both back).
                let after = ended_hand(s, now)?;
                let s = after.as_ref().unwrap_or(s);
                if !forced {
                    if !s.setup.house.pas_do_men {
                        return Err(Rejected::PasDoMenOff);
                    }
                    if s.next_deal_is_closing(now) {
                        return Err(Rejected::ClosingTurs);
                    }
                }
                let start = s.pas_chain_start.unwrap_or(s.dealer_seat);
                let (next, _) = s.next_active(s.dealer_seat);
                if next == start {
                    return Err(Rejected::PasDoMenCircle {
                        must_deal: s.dealer().unwrap_or(PlayerId(0)),
                    });
                }
                Ok(Event::PasDoMen { forced })
            }
            Action::CountChips { player, chips } => {
                known(player)?;
                if chips < 0 {
                    return Err(Rejected::NotPositive);
                }
                Ok(Event::ChipsCounted { player, chips })
            }
            Action::Leave {
                player,
                chips,
                override_reason,
            } => {
                between()?;
                present(player)?;
                if chips < 0 {
                    return Err(Rejected::NotPositive);
                }
                let kav = s.player(player).map_or(0, |p| p.kav_total);
                let loss = kav - chips;
                let cikma = s.setup.stakes.cikma;
                let reason = override_reason
                    .map(|r| r.trim().to_string())
                    .filter(|r| !r.is_empty());
                if loss < cikma && reason.is_none() {
                    return Err(Rejected::BeforeCikma { loss, cikma });
                }
                Ok(Event::PlayerLeft {
                    player,
                    chips,
                    override_reason: reason,
                })
            }
            Action::SitOut { player, out } => {
                not_ended()?;
                present(player)?;
                // From a hand in play, sitting out (or back) ends the hand
                // first, in the same event.
                ended_hand(s, now)?;
                Ok(Event::SatOut { player, out })
            }
            Action::Deposit { player, chips } => {
                present(player)?;
                if s.setup.house.cashier == Cashier::None {
                    return Err(Rejected::NoCashier);
                }
                if let Cashier::Player(name) = &s.setup.house.cashier
                    && s.player(player).is_some_and(|p| {
                        crate::cards::fold(&p.name) == crate::cards::fold(name.trim())
                    })
                {
                    return Err(Rejected::CashierOwnDeposit);
                }
                if chips <= 0 {
                    return Err(Rejected::NotPositive);
                }
                Ok(Event::CashierDeposit { player, chips })
            }
            Action::Pause => {
                not_ended()?;
                if s.seans.paused_at.is_some() {
                    return Err(Rejected::AlreadyPaused);
                }
                Ok(Event::ClockPaused)
            }
            Action::Resume => {
                if s.seans.paused_at.is_none() {
                    return Err(Rejected::NotPaused);
                }
                Ok(Event::ClockResumed)
            }
            Action::EndNight { consent } => {
                not_ended()?;
                let missing: Vec<PlayerId> = s
                    .consent_needed(now)
                    .into_iter()
                    .filter(|p| !consent.contains(p))
                    .collect();
                if !missing.is_empty() {
                    return Err(Rejected::NeedsConsent { missing });
                }
                Ok(Event::NightEnded { consent })
            }
            Action::RecordVerdict {
                rules,
                hands,
                board,
                winners,
            } => {
                for h in &hands {
                    known(h.player)?;
                }
                let same = state::VerdictLog {
                    rules: rules.clone(),
                    hands: hands.clone(),
                    board: board.clone(),
                    winners: winners.clone(),
                };
                if s.hands.last().is_some_and(|h| h.verdicts.contains(&same)) {
                    return Err(Rejected::AlreadyRecorded);
                }
                Ok(Event::VerdictRecorded {
                    rules,
                    hands,
                    board,
                    winners,
                })
            }
            Action::ResolveDifference { resolve } => {
                if let crate::money::settle::Resolve::Assign(i) = resolve {
                    known(PlayerId(u8::try_from(i).unwrap_or(u8::MAX)))?;
                }
                Ok(Event::DifferenceResolved { resolve })
            }
            Action::SplitPot { mut input } => {
                if input.put_in.len() != s.players.len() {
                    return Err(Rejected::BadPot(crate::money::pot::PotError::Shape));
                }
                s.order_ties(&mut input);
                let split = crate::money::pot::split(&input).map_err(Rejected::BadPot)?;
                if s.hands
                    .last()
                    .and_then(|h| h.pot_split())
                    .is_some_and(|(p, o)| *p == input.put_in && *o == split.payouts)
                {
                    return Err(Rejected::AlreadyRecorded);
                }
                Ok(Event::PotSplitRecorded {
                    put_in: input.put_in,
                    folded: input.folded,
                    order: input.order,
                    payouts: split.payouts,
                })
            }
            Action::AdjustClock { ms } => {
                not_ended()?;
                clock::check_adjust(s, ms, now).map_err(Rejected::Clock)?;
                Ok(Event::ClockAdjusted { ms })
            }
            Action::SkipLevel => {
                not_ended()?;
                clock::check_skip(s, now).map_err(Rejected::Clock)?;
                Ok(Event::BlindLevelSkipped)
            }
            Action::EndBreak => {
                not_ended()?;
                clock::check_end_break(s, now).map_err(Rejected::Clock)?;
                Ok(Event::BreakCut)
            }
            Action::Undo => self
                .undo_target()
                .map(|r| Event::Undo { target: r.seq })
                .ok_or(Rejected::NothingToUndo),
            Action::Redo => self
                .redo_target()
                .map(|r| Event::Redo { target: r.seq })
                .ok_or(Rejected::NothingToRedo),
            Action::RecordExpense {
                payer,
                kurus,
                shared_by,
                what,
            } => expense::decide_expense(s, payer, kurus, shared_by, what),
            Action::SettleLeaver { player, with } => expense::decide_settle_leaver(s, player, with),
        }
    }

    /// C14: the highest card deals first, or a random player.
    fn first_dealer(&self, cards: &[Card], rng: &mut seating::SeatRng) -> PlayerId {
        let order = seating::seat_order(&self.state.rules, cards);
        match self.state.setup.house.initial_dealer {
            InitialDealer::HighCardDraw => order.first().copied().unwrap_or(PlayerId(0)),
            InitialDealer::Random => {
                let n = order.len().max(1) as u64;
                order
                    .get((rand::Rng::next_u64(rng) % n) as usize)
                    .copied()
                    .unwrap_or(PlayerId(0))
            }
        }
    }
}

/// The state once the hand in play has ended with no winner (what `n`,
/// `p`, `f` and sitting out do to an open hand), or None between hands.
fn ended_hand(s: &State, now: i64) -> Result<Option<State>, Rejected> {
    if s.phase != Phase::InHand {
        return Ok(None);
    }
    let mut after = s.clone();
    after
        .apply(
            now,
            &Event::HandEnded {
                winner: None,
                pot: None,
            },
        )
        .map_err(|_| Rejected::NoHandInPlay)?;
    Ok(Some(after))
}
