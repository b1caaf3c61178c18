//! Events: the truth of the night. The journal stores them; the state is a
//! fold over them (DESIGN "Data flow"). Only externally tagged enums and plain
//! structs, so RON round-trips them (RELIABILITY.md).

use super::setup::{Chips, Kurus, Setup};
use crate::cards::Card;
use crate::rules::RuleSet;
use serde::{Deserialize, Serialize};

pub use crate::units::PlayerId;

/// One hand shown at a dispute, for the hand log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShownHand {
    pub player: PlayerId,
    pub cards: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Event {
    /// The night begins with this setup and a copy of its rule set, so the
    /// journal replays the same even if rule files change (always first).
    NightStarted {
        setup: Box<Setup>,
        rules: Box<RuleSet>,
    },
    /// The seating draw: each player's card in player order, the RNG seed of
    /// a virtual draw (None for cards typed by the host), and the first
    /// dealer (the highest card, or random under C14).
    SeatsDrawn {
        cards: Vec<Card>,
        seed: Option<u64>,
        first_dealer: PlayerId,
    },
    /// A kav bought: the first one or a top-up (R24).
    KavBought {
        player: PlayerId,
        chips: Chips,
    },
    /// The dealer deals the next hand; an open hand ends without a winner.
    HandDealt,
    /// The hand is over; optional winner and pot for the log.
    HandEnded {
        winner: Option<PlayerId>,
        pot: Option<Chips>,
    },
    /// Nobody opened: the pot stays in the middle (R22).
    AllPassed,
    /// The dealer passes the deal to the next player (R7). `ends_seans`:
    /// the deal's move closed the seans's last tur, so the seans ended with
    /// it (N1); left out of files when false, and a journal written before
    /// the field replays as recorded (the seans then ended at the next
    /// `SeansEnded`).
    PasDoMen {
        forced: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        ends_seans: bool,
    },
    /// A misdeal (R6, C2): cards collected; the pot stays.
    Maldon,
    /// A player's chips, counted. `colours`: the count by colour, in the
    /// chip set's order, that makes `chips`; empty (and left out of files)
    /// for a plain number, as every count before the field.
    ChipsCounted {
        player: PlayerId,
        chips: Chips,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        colours: Vec<i64>,
    },
    /// A player leaves with `chips` in front of him; before çıkma only with
    /// an override and a reason (R25).
    PlayerLeft {
        player: PlayerId,
        chips: Chips,
        override_reason: Option<String>,
        /// As in `PasDoMen`: the dealer who left passed the deal on and
        /// that closed the seans's last tur.
        #[serde(default, skip_serializing_if = "is_false")]
        ends_seans: bool,
        /// His chips by colour, as in `ChipsCounted`; they go back to the
        /// bank.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        colours: Vec<i64>,
    },
    /// A player sits out (skipped by the deal) or comes back.
    SatOut {
        player: PlayerId,
        out: bool,
        /// As in `PasDoMen`: the dealer who sat out passed the deal on and
        /// that closed the seans's last tur.
        #[serde(default, skip_serializing_if = "is_false")]
        ends_seans: bool,
    },
    /// Chips handed to the cashier (R25).
    CashierDeposit {
        player: PlayerId,
        chips: Chips,
    },
    /// The seans is over (its time and closing turs ran out between hands).
    SeansEnded,
    /// The seans clock stops / starts again.
    ClockPaused,
    ClockResumed,
    /// The night ends; `consent` lists the players who agreed when the
    /// mandatory seanses were not finished (R13).
    NightEnded {
        consent: Vec<PlayerId>,
    },
    /// A racon verdict for the hand log.
    VerdictRecorded {
        rules: String,
        hands: Vec<ShownHand>,
        board: Vec<Card>,
        winners: Vec<PlayerId>,
    },
    /// How a final count that does not sum to zero is settled (RELIABILITY 7).
    DifferenceResolved {
        resolve: crate::money::settle::Resolve,
    },
    /// A pot split worked out at the table (R27, R35, R36, R38): what each
    /// player put in, who folded, the showdown order and the payouts.
    PotSplitRecorded {
        put_in: Vec<Chips>,
        folded: Vec<bool>,
        order: Vec<Vec<PlayerId>>,
        payouts: Vec<Chips>,
    },
    /// Masks the event with this seq (undo).
    Undo {
        target: u64,
    },
    /// Unmasks it again (redo).
    Redo {
        target: u64,
    },
    /// Money (kuruş, not chips) paid by `payer` for the group and shared by
    /// `shared_by` (resolved when recorded: "everyone" means the players
    /// still at the table then). `what` is the host's label ("pizza").
    ExpenseRecorded {
        payer: PlayerId,
        kurus: Kurus,
        shared_by: Vec<PlayerId>,
        #[serde(default)]
        what: String,
    },
    /// A payment made on the spot (a player who leaves early settles with
    /// one named player): `from` paid `to` `kurus`. The final settlement
    /// counts it, so nothing is paid twice.
    PaidOnSpot {
        from: PlayerId,
        to: PlayerId,
        kurus: Kurus,
    },
    /// Clock control (`+`/`-`): `ms` more (or, negative, less) on the
    /// running clock — the seans, or the break once it is on. Adding to a
    /// clock that ran out starts again from zero.
    ClockAdjusted {
        ms: i64,
    },
    /// Clock control: the blind clock jumps to the start of the next level.
    BlindLevelSkipped,
    /// Clock control: the break ends now (the next hand starts the seans).
    BreakCut,
    /// A late arrival (issue 22): a new player `name` sits down clockwise
    /// right after `after`, with a first kav of `kav`. He is the next
    /// player (id = the number of players before him); he antes and may
    /// deal from the next hand.
    PlayerJoined {
        name: String,
        after: PlayerId,
        kav: Chips,
    },
    /// A player who left sits down again (after the host was asked), right
    /// after `after`, with a new kav of `kav`; his chips when he left come
    /// back with him.
    PlayerBack {
        player: PlayerId,
        after: PlayerId,
        kav: Chips,
    },
    /// The host's answer to "the deck follows the head count" under
    /// `house.deck_follows_players: ask`.
    DeckChosen {
        when: DeckChoice,
    },
}

/// When the deck in play changes to the head count's deck, as the host
/// answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckChoice {
    /// From the next hand dealt.
    NextHand,
    /// From the first hand of the next tur.
    NextTur,
    /// Not now: the deck in play stays until the head count changes again.
    Keep,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if hands the field by reference"
)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// An event with its place in the journal and the time it happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stamped {
    pub seq: u64,
    /// Unix time in milliseconds.
    pub at: i64,
    pub event: Event,
}
