//! Why a journal's event cannot be replayed, as data: the store adds the
//! file and line, `i18n::night::replay_reason` words it in Turkish or
//! English. `Display` is the English, for logs and `--json`.

use super::{PlayerId, Rejected};

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
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use Reason::*;
        match self {
            NoNightStarted => write!(f, "the journal has no NightStarted event"),
            FirstNotNightStarted => write!(f, "the first event must be NightStarted"),
            NightStartedTwice => write!(f, "NightStarted twice"),
            NoPlayer(p) => write!(f, "there is no player {}", p.0),
            OneCardEach => write!(f, "one card per player is needed"),
            FirstDealerNotSeated => write!(f, "the first dealer is not seated"),
            NoSeans => write!(f, "no seans in play"),
            NoSeats => write!(f, "no seats yet"),
            NoHand => write!(f, "no hand in play"),
            PasDoMenAfterDeal => write!(f, "pas dö men only before a deal"),
            NoBlindLevels => write!(f, "no blind levels in this night"),
            LastBlindLevel => write!(f, "already at the last blind level"),
            NoBreak => write!(f, "no break running"),
            NoClock => write!(f, "no clock is running"),
            ExpenseAmount => write!(f, "an expense of 1 to 1,000,000,000 kuruş is needed"),
            ExpenseSharedByNobody => write!(f, "nobody shares the expense"),
            ExpenseSharedTwice => write!(f, "a player shares the expense twice"),
            PaymentAmount => write!(f, "a payment between two players of at least 1 kuruş"),
            TimeOutOfRange(at) => write!(
                f,
                "time {at} is outside 1970-01-01 .. 9999-12-31 (ms since the epoch)"
            ),
            StartRules(e) => write!(f, "the rule set in NightStarted: {}: {}", e.field, e.reason),
            StartSetup(e) => write!(f, "the setup in NightStarted: {}: {}", e.field, e.reason),
            ControlChar { part, path, code } => {
                let part = match part {
                    Part::Rules => "the rule set in NightStarted: ",
                    Part::Setup => "the setup in NightStarted: ",
                    Part::Expense => "expense: ",
                    Part::Verdict => "",
                };
                let sep = if path.is_empty() { "" } else { ": " };
                write!(f, "{part}{path}{sep}control character U+{code:04X}")
            }
            NotOurDraw => write!(f, "this seating draw is not one racon makes"),
            Refused { rejected, .. } => write!(f, "racon would have refused this: {rejected:?}"),
            ConsentsTwice(p) => write!(f, "player {} consents twice", p.0),
            NotRecordedHere(kind) => write!(f, "{kind} is not what racon records here"),
            PotOverflow => write!(f, "the pot split's amounts overflow"),
            PotPaysLess => write!(f, "the pot split pays out less than was put in"),
        }
    }
}
