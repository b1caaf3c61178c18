//! What a screen says and asks over itself: the status line ([`Msg`]),
//! the one overlay at a time (a yes/no [`Confirm`] or a typed [`Prompt`]),
//! and whether a key did something. Below the screens, so every screen and
//! `App` share them without a screen importing `App`'s module for them.

use super::field::TextField;
use crate::i18n::Lang;
use crate::night::{Chips, PlayerId};

/// A status line, kept in both languages so `L` re-renders it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub tr: String,
    pub en: String,
    pub error: bool,
}

impl Msg {
    pub fn new(f: impl Fn(Lang) -> String, error: bool) -> Msg {
        Msg {
            tr: f(Lang::Tr),
            en: f(Lang::En),
            error,
        }
    }

    pub fn text(&self, lang: Lang) -> &str {
        lang.pick(&self.tr, &self.en)
    }
}

/// A question waiting for a second key (STYLE: confirm what destroys).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirm {
    Quit,
    /// Quit with actions only in memory: the question says how many (F1).
    QuitUnsaved(Msg),
    /// A torn tail was cut at open and kept (F5); Enter acknowledges it.
    Repaired(Msg),
    Undo(Msg),
    Redo(Msg),
    /// End the night. Before the mandatory seanses these players have not
    /// said yes (R13); empty once they are played.
    EndNight(Vec<PlayerId>),
    /// `n` while the break still runs: end it early.
    EndBreak,
    /// `S` onto an existing user preset: replace it.
    ReplacePreset(String),
    /// A count typed again for a player already counted; its colours
    /// (empty for a plain number).
    Recount(PlayerId, Chips, Vec<i64>),
    /// Mark the ledger screen's selected debt paid: its words.
    LedgerPaid(Msg),
    /// Leave the setup form's unsaved edits (B4): its words, and whereto.
    DiscardEdits(Msg, Discard),
    /// When the deck follows the head count (issue 22; `kasa_join`).
    Deck,
    /// The name typed on the kasa's `+` is of a player who left: back?
    Return(PlayerId),
    /// A kav the bank cannot hand out by colour: record it anyway? The
    /// question's words.
    ShortBank(PlayerId, Chips, Msg),
}

/// Where the host goes once he agrees to leave the setup form's unsaved
/// edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discard {
    Quit,
    /// The preset at this index of the list.
    Preset(usize),
}

/// A line typed in a box over the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// The name to save the setup under.
    SaveAs,
    /// Leave before çıkma: player, chips and their colours (empty for a
    /// plain number); the reason is typed.
    Override(PlayerId, Chips, Vec<i64>),
    /// The file the unsaved actions are written to (F1).
    ExportPending,
    /// An expense the player paid: amount, what, `:` who shares it.
    Expense(PlayerId),
    /// Settle the player who left on the spot with the one typed.
    SettleWith(PlayerId),
    /// A player's chips, typed by colour or as a plain number, and what
    /// they are for.
    Colours(PlayerId, ColourUse),
}

/// What a count typed by colour records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourUse {
    /// The kasa's count (`c`).
    Count,
    /// The hesap's final count (Enter).
    Final,
    /// The kasa's leaver (`l`).
    Leave,
    /// A leaver before çıkma (`x`): the reason is asked next.
    Override,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    pub kind: PromptKind,
    pub field: TextField,
}

/// The one thing drawn over the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    Help,
    Confirm(Confirm),
    Prompt(Prompt),
    /// The night's address and QR code while it is shared.
    Share,
    /// The settlement for the group chat (hesap `g`, issue 26).
    Chat(ChatPanel),
}

/// What the group-chat panel shows: the text, and a QR code that opens it
/// on a phone (or the live page, when the text is too long for one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatPanel {
    pub text: String,
    /// The code's lines, empty for none.
    pub qr: Vec<String>,
    pub opens: QrOpens,
}

/// What the panel's QR code opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QrOpens {
    /// `https://wa.me/?text=…`: `WhatsApp` with the text typed.
    WhatsApp,
    /// The live page being shared (its share button sends the text).
    LivePage,
    /// No code: the text is too long for one and the night is not shared.
    Nothing,
    /// No code: the window is too small for the one there is.
    TooSmall,
}

/// Whether a key did something; from a screen's `run`, whether it took the
/// command (else the app does what every screen does with it, gitui's
/// `EventState::NotConsumed`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handled {
    Yes,
    No,
}
