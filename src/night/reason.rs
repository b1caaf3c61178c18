//! Why a journal's event cannot be replayed, as data: the store adds the
//! file and line, `i18n::night::replay_reason` words it in Turkish or
//! English. `Display` is the English (the same words), for logs and
//! `--json`.

use super::event::PlayerId;
use super::rejected::Rejected;

/// Which part of a journal a control character was found in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The rule set the night started with.
    Rules,
    /// The setup (preset) the night started with.
    Setup,
    /// An expense's description.
    Expense,
    /// A recorded verdict's rule set.
    Verdict,
}

/// Why one event does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    NoNightStarted,
    FirstNotNightStarted,
    NightStartedTwice,
    NoPlayer(PlayerId),
    OneCardEach,
    FirstDealerNotSeated,
    NoSeans,
    NoSeats,
    NoHand,
    PasDoMenAfterDeal,
    NoBlindLevels,
    LastBlindLevel,
    NoBreak,
    NoClock,
    ExpenseAmount,
    ExpenseSharedByNobody,
    ExpenseSharedTwice,
    PaymentAmount,
    /// A time (ms since the epoch) outside 1970..9999.
    TimeOutOfRange(i64),
    /// The rule set the night started with fails its checks.
    StartRules(crate::rules::Invalid),
    /// The setup the night started with fails its checks.
    StartSetup(super::setup::Invalid),
    ControlChar {
        part: Part,
        /// The field, as a path (`hands.0.name`); empty for an expense.
        path: String,
        code: u32,
    },
    /// A seating draw no racon would make.
    NotOurDraw,
    /// `decide` refuses the action the event records (with the night's
    /// players by name, to say who).
    Refused {
        rejected: Rejected,
        players: Vec<String>,
    },
    ConsentsTwice(PlayerId),
    /// An event `decide` never makes here (the event's name).
    NotRecordedHere(&'static str),
    PotOverflow,
    PotPaysLess,
    /// A deck answer with no deck change to answer.
    NoDeckQuestion,
}
