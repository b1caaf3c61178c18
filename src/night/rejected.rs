//! Why an action was refused, as data: the deciders return it, a replay
//! that would have been refused carries it ([`super::Reason`]), and
//! `i18n::night` words it. Its own file so the night's parts that refuse
//! need not reach into `night/mod.rs`, which uses them.

use super::event::PlayerId;
use super::setup::Chips;
use super::{clock, expense, seating};

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
    /// More chips than racon keeps count of (over [`MAX_CHIPS`](crate::units::MAX_CHIPS)).
    TooLarge,
    BelowMinKav {
        min: Chips,
    },
    AboveMaxKav {
        max: Chips,
    },
    /// R23 with `at_sit_out_limit: skip`: he sat out `limit` hands in a
    /// row and is out of the game; only a new kav brings him back.
    SatOutTooLong {
        player: PlayerId,
        limit: u32,
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
    /// "All passed" for a hand whose pot split was recorded on the racon
    /// screen: the pot was won, it cannot also be carried (host walk B9).
    PotAlreadySplit,
    /// An expense or an on-the-spot settlement was refused.
    Money(expense::MoneyRefusal),
    /// A clock edit that cannot apply now.
    Clock(clock::ClockRefusal),
    /// The rule set does not take `players` at the table (it takes
    /// `min..=max`); the shells name the rule sets that do.
    HeadCount {
        rules: String,
        players: usize,
        min: u8,
        max: u8,
    },
    /// A late arrival needs a name of one line, at most
    /// [`super::setup::MAX_NAME`] characters.
    BadName,
    /// That name is a player at the table already.
    NameAtTable {
        player: PlayerId,
    },
    /// That name is a player who left: he comes back only when the host
    /// says so ([`Action::Return`](super::Action::Return)), never by typing his name again.
    LeftEarlier {
        player: PlayerId,
    },
    /// [`Action::Return`](super::Action::Return) for a player who has not left.
    NotLeft {
        player: PlayerId,
    },
    /// No deck change is waiting for the host's answer.
    NoDeckQuestion,
    /// A count by colour that is not one count per colour of the chip set
    /// (or the night has none), or does not make the chips it records.
    BadColours,
}
