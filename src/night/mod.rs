//! The night's domain (DESIGN: pure core): setup, the seating draw, the deal
//! with pas dö men and maldon, el/tur/seans, antes, kav and çıkma, the seans
//! clock and the hand log. No I/O and no clock: `now` (unix ms) and
//! randomness come in as arguments.
//!
//! A host action becomes an [`Event`] only after [`Night::decide`] has
//! validated it against the current [`State`]; the shell journals the event,
//! then [`Night::push`] folds it in.

// A cast here can lose or invent chips: say how a number fits, or use
// `try_from` (the crate allows these lints for eval's and tui's small numbers).
#![warn(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_possible_wrap
)]

pub mod arrival;
pub mod chip_count;
pub mod chips;
pub mod clock;
mod decide;
pub mod derived;
pub mod event;
pub mod expense;
pub mod reason;
mod rejected;
pub mod seating;
pub mod setup;
pub mod state;
#[cfg(test)]
pub(crate) mod test_nights;
pub mod verify;
pub mod view;

pub use arrival::{DeckChange, DeckWhen};
pub use derived::{AnteKind, AnteWhen, SeatAnte};
pub use event::{DeckChoice, Event, PlayerId, ShownHand, Stamped};
pub use reason::Reason;
pub use rejected::Rejected;
pub use setup::{Chips, Kurus, Setup};
pub use state::{Clock, Phase, ReplayError, State};

use crate::cards::Card;
use crate::rules::RuleSet;

/// The largest chip amount one action may carry (shared with the money).
pub use crate::units::MAX_CHIPS;

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
    /// `colours`: the count by colour, in the chip set's order, that makes
    /// `chips` (empty: a plain number).
    CountChips {
        player: PlayerId,
        chips: Chips,
        colours: Vec<i64>,
    },
    /// `colours` as in `CountChips`.
    Leave {
        player: PlayerId,
        chips: Chips,
        override_reason: Option<String>,
        colours: Vec<i64>,
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
        kurus: Kurus,
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
    /// A late arrival sits down right after `after` with a first kav.
    Join {
        name: String,
        after: PlayerId,
        kav: Chips,
    },
    /// A player who left sits down again, right after `after`, with a kav.
    Return {
        player: PlayerId,
        after: PlayerId,
        kav: Chips,
    },
    /// The host's answer on when the deck follows the head count.
    ChooseDeck {
        when: DeckChoice,
    },
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
    /// Each action has its own function in `night/decide.rs`.
    pub fn decide(&self, action: Action, now: i64) -> Result<Event, Rejected> {
        let s = &self.state;
        decide::check_amount(&action)?;
        match action {
            Action::DrawSeats { seed } => decide::draw_seats(s, seed),
            Action::TypeDraw {
                cards,
                random_dealer_seed,
            } => decide::type_draw(s, cards, random_dealer_seed),
            Action::BuyKav { player, chips } => decide::buy_kav(s, player, chips),
            Action::NewHand => decide::new_hand(s, now),
            Action::EndHand { winner, pot } => decide::end_hand(s, winner, pot),
            Action::AllPassed => decide::all_passed(s),
            Action::Maldon => decide::maldon(s),
            Action::PasDoMen { forced } => decide::pas_do_men(s, forced, now),
            Action::CountChips {
                player,
                chips,
                colours,
            } => decide::count_chips(s, player, chips, colours),
            Action::Leave {
                player,
                chips,
                override_reason,
                colours,
            } => decide::leave(s, player, chips, override_reason, colours, now),
            Action::SitOut { player, out } => decide::sit_out(s, player, out, now),
            Action::Deposit { player, chips } => decide::deposit(s, player, chips),
            Action::Pause => decide::pause(s),
            Action::Resume => decide::resume(s),
            Action::EndNight { consent } => decide::end_night(s, consent, now),
            Action::RecordVerdict {
                rules,
                hands,
                board,
                winners,
            } => decide::record_verdict(
                s,
                state::VerdictLog {
                    rules,
                    hands,
                    board,
                    winners,
                },
            ),
            Action::ResolveDifference { resolve } => decide::resolve_difference(s, resolve),
            Action::SplitPot { input } => decide::split_pot(s, input),
            Action::AdjustClock { ms } => decide::adjust_clock(s, ms, now),
            Action::SkipLevel => decide::skip_level(s, now),
            Action::EndBreak => decide::end_break(s, now),
            Action::Join { name, after, kav } => decide::join(s, &name, after, kav),
            Action::Return { player, after, kav } => decide::return_to_table(s, player, after, kav),
            Action::ChooseDeck { when } => decide::choose_deck(s, when),
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
            } => expense::decide_expense(s, payer, kurus, shared_by, &what),
            Action::SettleLeaver { player, with } => expense::decide_settle_leaver(s, player, with),
        }
    }
}
