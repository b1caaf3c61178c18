//! The words the keymap and the screens share, below both: what a key does
//! ([`Command`]), which screen ([`Screen`]), where a command takes the host
//! ([`Goto`]) and when a key applies ([`When`]). The keymap maps keys to
//! commands and the screens match them, so no screen knows which key was
//! pressed.

/// The screens, by name (each one's state is `screens::View`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Screen {
    Setup,
    Seating,
    Table,
    Racon,
    Kasa,
    Hesap,
    History,
    /// Which unfinished night to open.
    Picker,
    /// The group's ledger across nights.
    Ledger,
}

impl Screen {
    pub const ALL: [Screen; 9] = [
        Screen::Setup,
        Screen::Seating,
        Screen::Table,
        Screen::Racon,
        Screen::Kasa,
        Screen::Hesap,
        Screen::History,
        Screen::Picker,
        Screen::Ledger,
    ];
}

/// Where a command takes the host (`Ctx::goto`); the app goes there once
/// the command has run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goto {
    /// A screen, opened with what it kept from the last visit.
    Screen(Screen),
    /// The setup screen on this preset (else on the one last used).
    Setup(Option<String>),
}

/// When a key applies: the keymap's rows name one, and the key is offered
/// (and works) only while it holds. The night's and the open question's
/// conditions are read from `Ctx` (`when.rs`); the others are the screen's
/// own, answered by the screen on show (`Component::holds`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Always,
    // the night
    HasNight,
    NightOn,
    /// The seans or break clock is running: a minute can be added or taken.
    ClockRuns,
    /// A blinds night, not over: the blinds can skip to the next level.
    Blinds,
    InBreak,
    InHand,
    PasDoMen,
    ForcedPas,
    AllPass,
    /// Everyone is counted and the count is off.
    CountOff,
    /// Under `ask`, the head count calls for another deck.
    DeckPending,
    /// Every action is on disk and the screen holds no unsaved edit.
    AllSaved,
    NotAllSaved,
    // the open question
    QuitUnsaved,
    DiscardingEdits,
    DeckQuestion,
    /// A question whose Enter and Esc are yes and no.
    YesNoQuestion,
    // the screen's own
    /// Esc goes back to the table.
    CanGoBack,
    SetupList,
    SetupAny,
    FormRows,
    FormCycles,
    FormTyped,
    FormEditing,
    NotDrawn,
    TypingDraw,
    Revealing,
    Drawn,
    RaconHands,
    RaconPot,
    RaconVerdict,
    LeaverDue,
    LedgerDebts,
    KasaPlain,
    CanJoin,
    Joining,
    JoiningName,
    JoiningSeat,
}

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
