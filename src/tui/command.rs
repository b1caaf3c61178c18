//! The things a key can do, named: the keymap maps keys to them and the
//! screens match them, so no screen knows which key was pressed.

use super::screens::Screen;

/// What a key does. Screens match commands, never key codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Help,
    Lang,
    Quit,
    /// Write the unsaved actions to a file (on the unsaved quit question).
    ExportPending,
    /// Start or stop sharing the night with phones.
    Share,
    Undo,
    Redo,
    Back,
    Yes,
    No,
    // setup
    PresetPrev,
    PresetNext,
    StartNight,
    EditSetup,
    SavePreset,
    RowPrev,
    RowNext,
    ValuePrev,
    ValueNext,
    EditRow,
    ToList,
    KeepRow,
    DropRow,
    // seating
    DrawSeats,
    TypeDraw,
    RevealNext,
    ToTable,
    TakeCard,
    DropCard,
    // table
    NewHand,
    PasDoMen,
    ForcedPasDoMen,
    Maldon,
    AllPassed,
    EndHand,
    PauseClock,
    AddMinute,
    TakeMinute,
    SkipLevel,
    EndBreak,
    EndNight,
    Open(Screen),
    // kasa, hesap
    SelectPrev,
    SelectNext,
    BuyKav,
    CountChips,
    Leave,
    LeaveOverride,
    SitOut,
    Deposit,
    /// Record an expense the selected player paid (kasa).
    Expense,
    /// Settle the selected player who left, on the spot (kasa).
    SettleSpot,
    /// Mark the selected open debt paid (ledger).
    MarkPaid,
    /// A late arrival sits down (kasa, `+`).
    Join,
    /// The `+` panel's next step, and its step back (or close it).
    JoinNext,
    JoinBack,
    /// The deck question: from the next tur.
    DeckAtTur,
    /// Ask the deck question (again) from the table.
    DeckQuestion,
    // racon
    Judge,
    PotLine,
    SplitPot,
    // hesap
    RecordCount,
    DiffToSelected,
    DiffSpread,
    DiffLost,
    WriteReport,
    PrintReport,
    /// The settlement for the group chat: text, QR code, clipboard.
    ChatShare,
    // picker
    OpenNight,
    NewNight,
    // history
    ScrollUp,
    ScrollDown,
    PageUp,
    PageDown,
    Newest,
}
