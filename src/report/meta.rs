//! What a report is asked for ([`Format`]), what it needs besides the
//! night's state ([`Meta`]) and why it may be refused ([`ReportError`]).

use super::handles::Handles;
use crate::i18n::{Lang, report as words};
use crate::money::{Chips, SettleError};
use crate::night::{Event, Night};

/// Which kind of report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Plain text, at most 80 characters a line.
    Text,
    /// Markdown with tables.
    Markdown,
    /// CSV: players, transfers, the night (docs/FORMATS.md).
    Csv,
    /// A short plain text for the group chat (issue 26): no box drawing,
    /// the night's name and date, one line per transfer with the payee's
    /// handle, each player's total.
    Chat,
}

/// What the report needs besides the state: times the state does not hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    /// When the night was created (RFC 3339, the journal header).
    pub created: String,
    /// When the report is made (RFC 3339); the caller reads the clock.
    pub printed_at: String,
    /// When the night ended (`NightEnded`), if it has (Unix ms).
    pub ended_at: Option<i64>,
    /// The time of the last event that counts (Unix ms).
    pub last_event_at: Option<i64>,
    /// How each payee wants to be paid (from the ledger; empty for none):
    /// shown beside the transfers to him.
    pub handles: Handles,
}

impl Meta {
    /// The times of `night`'s journal (undone events do not count).
    pub fn of(night: &Night, created: &str, printed_at: &str) -> Meta {
        let events = crate::night::state::effective(night.records());
        Meta {
            created: created.to_string(),
            printed_at: printed_at.to_string(),
            ended_at: events
                .iter()
                .rev()
                .find(|r| matches!(r.event, Event::NightEnded { .. }))
                .map(|r| r.at),
            last_event_at: events.last().map(|r| r.at),
            handles: Handles::default(),
        }
    }

    /// These times with the payees' handles.
    pub fn with_handles(mut self, handles: Handles) -> Meta {
        self.handles = handles;
        self
    }
}

/// Why a night's settlement cannot be printed yet.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReportError {
    #[error("no final chip count for {}", .players.join(", "))]
    Uncounted { players: Vec<String> },
    #[error(
        "the count is off by {difference} chips ({counted} counted against {bought} bought in kav); resolve it first: assign it to a player, spread it evenly, or book it as lost chips"
    )]
    OpenDifference {
        /// Chips counted minus kav bought.
        difference: Chips,
        counted: Chips,
        bought: Chips,
    },
    #[error("{name} is the cashier and cannot deposit with himself")]
    CashierDeposit { name: String },
    #[error("{0}")]
    Settle(SettleError),
    /// The PDF writer failed (`--format pdf`).
    #[error("PDF: {0}")]
    Pdf(String),
}

impl ReportError {
    /// The error in the user's language, one line.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ReportError::Uncounted { players } => words::uncounted(players, lang),
            ReportError::OpenDifference {
                difference,
                counted,
                bought,
            } => words::open_difference(*difference, *counted, *bought, lang),
            ReportError::CashierDeposit { name } => words::cashier_deposit(name, lang),
            ReportError::Settle(SettleError::MoneyTooLarge) => crate::i18n::money::too_large(lang),
            ReportError::Settle(e) => crate::i18n::money::settle_error(e, &[], lang),
            ReportError::Pdf(detail) => crate::i18n::pdf::failed(detail, lang),
        }
    }
}
