//! The night's setup: a party preset (R15, RULES.md §12). Plain serde data;
//! [`Setup::validate`] names the bad field.

use crate::rules::{RuleSet, Shape};
use serde::{Deserialize, Serialize};

pub use super::chips::{ChipAmount, ChipColour, SetupWarning};
pub use crate::units::{Chips, Kurus, MAX_CHIP_VALUE, MAX_NAME};

/// The newest preset / setup format this build understands.
pub const FORMAT: u32 = 1;

/// The longest currency a setup being typed may have (`₺`, `TL`, `EUR`).
pub const MAX_CURRENCY: usize = 16;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub format: u32,
    /// The night's name, e.g. "Cuma gecesi".
    pub name: String,
    /// Players, in the order the host typed them (seats come from the draw).
    pub players: Vec<String>,
    /// Rule-set id (`racon rules`).
    pub rules: String,
    pub stakes: Stakes,
    pub ante: AntePlan,
    pub seans: SeansPlan,
    #[serde(default)]
    pub house: HouseRules,
    /// The chip set (fiş takımı, S0 §5), smallest or any order; empty: none
    /// (left out of files then, so setups and journals read as before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chips: Vec<ChipColour>,
}

/// Money on the table (R15c, R21, R24, R25).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stakes {
    /// The yer / pot unit (R21), in chips.
    pub yer: Chips,
    /// Minimum kav (R24).
    pub min_kav: Chips,
    /// Maximum for one purchase (C15), if any.
    #[serde(default)]
    pub max_kav: Option<Chips>,
    /// Çıkma: the loss after which a player may leave (R25), in chips.
    pub cikma: Chips,
    /// What one chip is worth, in kuruş.
    pub chip_value: Kurus,
    /// Currency label for money, e.g. "₺".
    #[serde(default = "default_currency")]
    pub currency: String,
}

fn default_currency() -> String {
    "₺".to_string()
}

/// What happens when a per-tur schedule runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterSchedule {
    /// Start the schedule again.
    Repeat,
    /// Keep the last step.
    HoldLast,
    /// Go back to the first step.
    First,
}

/// One blind level, lasting `minutes` of play (0 = to the end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BlindLevel {
    pub minutes: u32,
    pub small: Chips,
    pub big: Chips,
}

/// Who antes how much before each hand (R17–R20, S2/S3 blinds).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum AntePlan {
    /// Only the dealer antes (R17, "sadece kağıt yapanın gelmesi").
    DealerOnly { amount: Chips },
    /// Everyone antes the same each hand (R18).
    GelGel { amount: Chips },
    /// Gel-gel whose amount follows a per-tur multiplier schedule within each
    /// seans, e.g. [1, 2, 3, 2, 1] × base (R19).
    Merdiven {
        base: Chips,
        steps: Vec<u32>,
        after: AfterSchedule,
    },
    /// Gel-gel with an amount per tur (R20 has no source definition; this is
    /// ours and editable).
    Turlu {
        per_tur: Vec<Chips>,
        after: AfterSchedule,
    },
    /// Small and big blind from the dealer's left, levels by minutes of play.
    Blinds { levels: Vec<BlindLevel> },
}

/// How long a seans lasts (R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeansLength {
    Minutes(u32),
    Turs(u32),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeansPlan {
    pub length: SeansLength,
    /// The break between seanses, in minutes (R11: 5–10).
    pub break_minutes: u32,
    /// Seanses that must be played (R13, "mecburi seans sayısı").
    pub mandatory: u32,
    /// Turs at the end of each seans without voluntary pas dö men (R12).
    pub closing_turs: u32,
}

/// C2: who deals after a misdeal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MisdealRedeal {
    /// S0 §14: the next player deals a new el.
    #[default]
    NextDealer,
    /// S0 §15: the same dealer deals again.
    SameDealer,
}

/// C5: what a tur is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurDefinition {
    /// Ends when the deal returns to the seat of the seans's first dealer.
    #[default]
    DealReturnsToOwner,
    /// A fixed number of hands.
    Hands(u32),
}

/// R22: when nobody opens, the pot stays; does everyone ante again?
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AllPass {
    /// S3/S4: the pot stays and the next hand is anted as usual.
    #[default]
    AnteAgain,
    /// The pot stays and the next hand is dealt with no new ante.
    NoNewAnte,
}

/// R24: when a player may top up his kav.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KavTopUp {
    /// S0 §27: between hands, and only with no chips left in the middle.
    #[default]
    BetweenHandsNoCarry,
    /// Between hands, even with a carried pot.
    BetweenHands,
}

/// R25: who holds the çıkma money.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cashier {
    #[default]
    None,
    /// One of the players.
    Player(String),
    /// Someone outside the game.
    Outsider(String),
}

/// C14: who deals first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InitialDealer {
    /// S0 §7: the highest card drawn.
    #[default]
    HighCardDraw,
    /// S3: a random player.
    Random,
}

/// House rules that concern the night (RULES.md §12).
#[allow(
    clippy::struct_excessive_bools,
    reason = "each is an independent yes/no option of the preset file, read as `true`/`false`"
)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HouseRules {
    pub misdeal_redeal: MisdealRedeal,
    pub tur_definition: TurDefinition,
    /// Voluntary pas dö men allowed (R7); forced passes always are.
    pub pas_do_men: bool,
    pub all_pass: AllPass,
    pub kav_topup: KavTopUp,
    pub cashier: Cashier,
    /// R13: a single player may insist on finishing the mandatory seanses.
    pub finish_insist: bool,
    pub initial_dealer: InitialDealer,
    /// R23 (S4: 5): hands in a row a player may sit out; None = no limit.
    pub sit_out_limit: Option<u32>,
    /// R23: what reaching `sit_out_limit` does. Left out of files at its
    /// default (warn), so setups and journals read as before.
    #[serde(skip_serializing_if = "AtSitOutLimit::is_default")]
    pub at_sit_out_limit: AtSitOutLimit,
    /// Who gets the odd chip of a pot split between tied hands.
    pub odd_chip: OddChip,
    /// How the table screen announces clock moments (seans end, closing
    /// tur, break end, blind level, and a minute before each). Left out of
    /// files at its default, so setups and journals read as before.
    #[serde(skip_serializing_if = "Alerts::is_default")]
    pub alerts: Alerts,
    /// After a maldon (R6, M1): does the next deal take new antes? Left out
    /// of files at `keep`, which is also what a file without the field
    /// means, so journals written before it replay as they were recorded.
    #[serde(skip_serializing_if = "MaldonAntes::is_default")]
    pub maldon_antes: MaldonAntes,
    /// When the deck follows a change in the head count (a late arrival, a
    /// player who left). Left out of files at its default (`ask`).
    #[serde(skip_serializing_if = "DeckFollows::is_default")]
    pub deck_follows_players: DeckFollows,
    /// S0 §16: two packs, one shuffled for the next dealer while the other
    /// is dealt (R5). Left out of files when off.
    #[serde(skip_serializing_if = "is_false")]
    pub double_deck: bool,
    /// With `alerts: voice`, the dealer of each new hand is said aloud
    /// too ("Dağıtan: Ayşe."). Left out of files when off.
    #[serde(skip_serializing_if = "is_false")]
    pub speak_dealer: bool,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if hands the field by reference"
)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// M1: the antes after a maldon. S0 §14 makes the redeal "yeni bir el" and
/// §19 antes "her elin başında", which reads as `again`; racon kept the
/// voided deal's antes for the redeal (`keep`) before the option existed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MaldonAntes {
    /// The pot stays and the redeal takes no new ante.
    #[default]
    Keep,
    /// The pot stays and everyone antes again for the new el.
    Again,
}

impl MaldonAntes {
    pub fn is_default(&self) -> bool {
        *self == MaldonAntes::default()
    }
}

/// When the deck in play follows the rule set's deck for a new head count
/// (`decks` in the rule set; kapalı: 32 cards for four, 40 for five).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckFollows {
    /// From the next hand dealt.
    AtNextHand,
    /// From the first hand of the next tur.
    AtNextTur,
    /// The host is asked once (the answer is journaled).
    #[default]
    Ask,
    /// The deck stays as it is.
    Never,
}

impl DeckFollows {
    pub fn is_default(&self) -> bool {
        *self == DeckFollows::default()
    }
}

/// What happens to a player who has sat out `sit_out_limit` hands in a row
/// (R23; S4 removes him).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AtSitOutLimit {
    /// The table says so; he may come back as before.
    #[default]
    Warn,
    /// He is out of the game: not dealt in, and back only by buying a kav
    /// again (at least the minimum).
    Skip,
}

impl AtSitOutLimit {
    pub fn is_default(&self) -> bool {
        *self == AtSitOutLimit::default()
    }
}

/// Who gets the chip left over when tied hands split a pot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OddChip {
    /// The house convention: the first tied winner to the dealer's left.
    #[default]
    LeftOfDealer,
    /// The tied hand typed first.
    FirstTyped,
}

/// How clock moments are announced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Alerts {
    /// Only the screen flashes.
    Off,
    /// The screen flashes and the terminal bell rings.
    #[default]
    Bell,
    /// Flash, bell, and a short sound where a player (paplay, aplay,
    /// afplay) exists.
    Sound,
    /// Flash, bell, and the moment said aloud in the night's language
    /// where espeak-ng is installed (else the bell alone, said once).
    Voice,
}

impl Alerts {
    pub fn is_default(&self) -> bool {
        *self == Alerts::default()
    }
}

impl Default for HouseRules {
    fn default() -> Self {
        HouseRules {
            misdeal_redeal: MisdealRedeal::NextDealer,
            tur_definition: TurDefinition::DealReturnsToOwner,
            pas_do_men: true,
            all_pass: AllPass::AnteAgain,
            kav_topup: KavTopUp::BetweenHandsNoCarry,
            cashier: Cashier::None,
            finish_insist: true,
            initial_dealer: InitialDealer::HighCardDraw,
            sit_out_limit: None,
            at_sit_out_limit: AtSitOutLimit::Warn,
            odd_chip: OddChip::LeftOfDealer,
            alerts: Alerts::Bell,
            maldon_antes: MaldonAntes::Keep,
            deck_follows_players: DeckFollows::Ask,
            double_deck: false,
            speak_dealer: false,
        }
    }
}

impl HouseRules {
    /// The house rules a new setup starts from for `rules`: board games
    /// (hold'em, omaha) redeal a misdeal from the same button and have no
    /// voluntary pas dö men.
    pub fn for_rules(rules: &RuleSet) -> HouseRules {
        let mut h = HouseRules::default();
        if rules.shape.has_board() {
            h.misdeal_redeal = MisdealRedeal::SameDealer;
            h.pas_do_men = false;
        }
        h
    }
}

/// A setup that cannot start a night: the field and what is wrong with it.
/// `Display` is English (`field: reason`), for files and logs; the shells
/// word it through `i18n::form::setup_invalid`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {kind}")]
pub struct Invalid {
    /// The setup path of the field (`stakes.yer`), which the form and the
    /// preset files point at.
    pub field: String,
    pub kind: SetupProblem,
}

/// What is wrong with a setup's field, with the numbers and names in it.
/// Worded in both languages by `i18n::form::setup_problem`;
/// `Display` is English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    /// `format` newer than this racon understands (`newest`).
    FormatNewer { found: u32, newest: u32 },
    /// `format: 0`.
    FormatZero,
    /// The setup names rule set `id`, but another one was given.
    WrongRuleSet { id: String },
    /// Fewer than `min` players.
    TooFewPlayers { min: u8 },
    /// More players than rule set `rules` allows (`max`).
    TooManyPlayers { rules: String, max: u8 },
    /// The night's name is over `max` characters.
    NightName { max: usize },
    /// The night's name holds `ch`, a control character (or, where typed,
    /// an invisible or direction one).
    NightNameChar { ch: char },
    /// Player `number` (from 1)'s name holds `ch`, a control character
    /// (or, where typed, an invisible or direction one: `Ay‍şe` with a
    /// zero-width joiner is not a second `Ayşe`).
    PlayerNameChar { number: usize, ch: char },
    /// The currency is over `max` characters.
    CurrencyTooLong { max: usize },
    /// Player `number` (from 1) has an empty name.
    PlayerUnnamed { number: usize },
    /// Player `number`'s name has a control character or is over `max`
    /// characters.
    PlayerName { number: usize, max: usize },
    /// The same player (after folding) typed twice.
    PlayerTwice { name: String },
    /// A tur of 0 hands.
    TurWithoutHands,
    /// The cashier named is not one of the players.
    CashierNotPlayer { name: String },
    /// An amount or count that must be more than 0.
    MustBePositive,
    /// Max kav below min kav.
    MaxKavBelowMinKav,
    /// An amount below zero.
    Negative,
    /// A chip worth 0 kuruş or less.
    ChipValueNotPositive,
    /// A chip worth more than `max` kuruş.
    ChipValueTooBig { max: Kurus },
    /// More than `max` chips.
    TooManyChips { max: Chips },
    /// A merdiven with no steps.
    NoSteps,
    /// Merdiven step `number` (from 1) is zero.
    ZeroStep { number: usize },
    /// A turlu plan with no turs.
    NoTurs,
    /// Turlu tur `number` (from 1) is not more than 0.
    TurNotPositive { number: usize },
    /// Blinds with a rule set that is not hold'em or omaha.
    BlindsNeedBoard,
    /// Blinds with no levels.
    NoLevels,
    /// Blind level `number` (from 1) without 0 < small <= big.
    LevelBlinds { number: usize },
    /// Blind level `number` lasts 0 minutes (for ever) but is not the last.
    LevelForEverNotLast { number: usize },
    /// More closing turs than turs in a seans.
    ClosingTursOverTurs,
    /// No mandatory seans.
    NoMandatorySeans,
    /// No rule set `id` exists.
    NoRuleSet { id: String },
    /// More than `max` colours in the chip set.
    TooManyColours { max: usize },
    /// Chip colour `number` (from 1) has an empty name.
    ColourUnnamed { number: usize },
    /// Colour `number`'s name has a control character or is over `max`
    /// characters.
    ColourName { number: usize, max: usize },
    /// Two colours of the same name (after Turkish folding).
    ColourTwice { name: String },
    /// Colour `name` is worth 0 chips or less.
    ColourValueNotPositive { name: String },
    /// Colour `name` is worth more than `max` chips.
    ColourValueTooBig { name: String, max: Chips },
    /// Two colours of the same value.
    ColourValueTwice { value: Chips },
    /// No sum of the chip values is `amount`, which the setup needs as
    /// `what`.
    ChipsCannotMake { what: ChipAmount, amount: Chips },
}

pub(super) fn bad(field: &str, kind: SetupProblem) -> Result<(), Invalid> {
    Err(Invalid {
        field: field.to_string(),
        kind,
    })
}

impl Setup {
    /// Checks the setup against its rule set. Problems are typed; the shells
    /// word them and localize the field names they show.
    pub fn validate(&self, rules: &RuleSet) -> Result<(), Invalid> {
        self.validate_header(rules)?;
        self.validate_player_names()?;
        self.stakes.validate()?;
        self.ante.validate(rules)?;
        self.seans.validate()?;
        self.validate_house()?;
        self.validate_chips()
    }

    /// The format version, the rule set, the number of players and the
    /// night's name.
    fn validate_header(&self, rules: &RuleSet) -> Result<(), Invalid> {
        if self.format > FORMAT {
            return bad(
                "format",
                SetupProblem::FormatNewer {
                    found: self.format,
                    newest: FORMAT,
                },
            );
        }
        if self.format == 0 {
            return bad("format", SetupProblem::FormatZero);
        }
        if self.rules != rules.id {
            return bad(
                "rules",
                SetupProblem::WrongRuleSet {
                    id: self.rules.clone(),
                },
            );
        }
        let n = self.players.len();
        if n < 2 || n < rules.players.min as usize {
            return bad(
                "players",
                SetupProblem::TooFewPlayers {
                    min: rules.players.min.max(2),
                },
            );
        }
        if n > rules.players.max as usize {
            return bad(
                "players",
                SetupProblem::TooManyPlayers {
                    rules: rules.id.clone(),
                    max: rules.players.max,
                },
            );
        }
        if let Some(ch) = self.name.chars().find(|c| c.is_control()) {
            return bad("name", SetupProblem::NightNameChar { ch });
        }
        if self.name.chars().count() > MAX_NAME * 2 {
            return bad("name", SetupProblem::NightName { max: MAX_NAME * 2 });
        }
        Ok(())
    }

    /// [`Setup::validate`] and what is asked only of a setup being typed or
    /// imported, never of a night already played (old nights always load):
    /// names without invisible or direction characters, a currency of at
    /// most [`MAX_CURRENCY`] characters (G7, G12).
    pub fn validate_typed(&self, rules: &RuleSet) -> Result<(), Invalid> {
        self.validate(rules)?;
        if let Some(ch) = crate::rules::text::bad_name_char(&self.name) {
            return bad("name", SetupProblem::NightNameChar { ch });
        }
        for (i, p) in self.players.iter().enumerate() {
            if let Some(ch) = crate::rules::text::bad_name_char(p) {
                return bad(
                    "players",
                    SetupProblem::PlayerNameChar { number: i + 1, ch },
                );
            }
        }
        if let Cashier::Outsider(n) | Cashier::Player(n) = &self.house.cashier
            && let Some(ch) = crate::rules::text::bad_name_char(n)
        {
            return bad(
                "house.cashier",
                SetupProblem::PlayerNameChar { number: 0, ch },
            );
        }
        if self.stakes.currency.chars().count() > MAX_CURRENCY {
            return bad(
                "stakes.currency",
                SetupProblem::CurrencyTooLong { max: MAX_CURRENCY },
            );
        }
        Ok(())
    }

    /// Every player has a name of one line, and no name appears twice.
    fn validate_player_names(&self) -> Result<(), Invalid> {
        for (i, p) in self.players.iter().enumerate() {
            if p.trim().is_empty() {
                return bad("players", SetupProblem::PlayerUnnamed { number: i + 1 });
            }
            if let Some(ch) = p.chars().find(|c| c.is_control()) {
                return bad(
                    "players",
                    SetupProblem::PlayerNameChar { number: i + 1, ch },
                );
            }
            if p.trim().chars().count() > MAX_NAME {
                return bad(
                    "players",
                    SetupProblem::PlayerName {
                        number: i + 1,
                        max: MAX_NAME,
                    },
                );
            }
            if named_before(self.players[..i].iter().map(String::as_str), p) {
                return bad(
                    "players",
                    SetupProblem::PlayerTwice {
                        name: p.trim().to_string(),
                    },
                );
            }
        }
        Ok(())
    }

    /// The house rules that name or count something in the setup.
    fn validate_house(&self) -> Result<(), Invalid> {
        if let TurDefinition::Hands(0) = self.house.tur_definition {
            return bad("house.tur_definition", SetupProblem::TurWithoutHands);
        }
        if let Cashier::Player(name) = &self.house.cashier
            && !self
                .players
                .iter()
                .any(|p| crate::cards::fold(p.trim()) == crate::cards::fold(name.trim()))
        {
            return bad(
                "house.cashier",
                SetupProblem::CashierNotPlayer { name: name.clone() },
            );
        }
        Ok(())
    }
}

impl Stakes {
    /// Positive amounts, max kav at least min kav, and every amount within
    /// what racon keeps count of.
    fn validate(&self) -> Result<(), Invalid> {
        let s = self;
        if s.yer <= Chips::ZERO {
            return bad("stakes.yer", SetupProblem::MustBePositive);
        }
        if s.min_kav <= Chips::ZERO {
            return bad("stakes.min_kav", SetupProblem::MustBePositive);
        }
        if let Some(max) = s.max_kav
            && max < s.min_kav
        {
            return bad("stakes.max_kav", SetupProblem::MaxKavBelowMinKav);
        }
        if s.cikma < Chips::ZERO {
            return bad("stakes.cikma", SetupProblem::Negative);
        }
        if s.chip_value <= Kurus::ZERO {
            return bad("stakes.chip_value", SetupProblem::ChipValueNotPositive);
        }
        if s.chip_value > MAX_CHIP_VALUE {
            return bad(
                "stakes.chip_value",
                SetupProblem::ChipValueTooBig {
                    max: MAX_CHIP_VALUE,
                },
            );
        }
        for (field, v) in [
            ("stakes.yer", s.yer),
            ("stakes.min_kav", s.min_kav),
            ("stakes.max_kav", s.max_kav.unwrap_or(Chips::ZERO)),
            ("stakes.cikma", s.cikma),
        ] {
            if v > crate::units::MAX_CHIPS {
                return bad(field, too_many_chips());
            }
        }
        Ok(())
    }
}

/// More chips than racon keeps count of.
fn too_many_chips() -> SetupProblem {
    SetupProblem::TooManyChips {
        max: crate::units::MAX_CHIPS,
    }
}

impl AntePlan {
    /// Every amount within what racon keeps count of, and the plan's own
    /// shape (positive amounts, non-empty ladders and levels).
    fn validate(&self, rules: &RuleSet) -> Result<(), Invalid> {
        let ante_amounts: Vec<Chips> = match self {
            AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => vec![*amount],
            AntePlan::Merdiven { base, steps, .. } => steps
                .iter()
                .map(|&m| base.saturating_mul(i64::from(m)))
                .collect(),
            AntePlan::Turlu { per_tur, .. } => per_tur.clone(),
            AntePlan::Blinds { levels } => levels.iter().map(|l| l.big).collect(),
        };
        if ante_amounts.iter().any(|&a| a > crate::units::MAX_CHIPS) {
            return bad("ante", too_many_chips());
        }
        match self {
            AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount }
                if *amount <= Chips::ZERO =>
            {
                return bad("ante.amount", SetupProblem::MustBePositive);
            }
            AntePlan::Merdiven { base, steps, .. } => {
                if *base <= Chips::ZERO {
                    return bad("ante.base", SetupProblem::MustBePositive);
                }
                if steps.is_empty() {
                    return bad("ante.steps", SetupProblem::NoSteps);
                }
                if let Some(i) = steps.iter().position(|&m| m == 0) {
                    return bad("ante.steps", SetupProblem::ZeroStep { number: i + 1 });
                }
            }
            AntePlan::Turlu { per_tur, .. } => {
                if per_tur.is_empty() {
                    return bad("ante.per_tur", SetupProblem::NoTurs);
                }
                if let Some(i) = per_tur.iter().position(|&a| a <= Chips::ZERO) {
                    return bad(
                        "ante.per_tur",
                        SetupProblem::TurNotPositive { number: i + 1 },
                    );
                }
            }
            AntePlan::Blinds { levels } => return validate_blinds(levels, rules),
            _ => {}
        }
        Ok(())
    }
}

/// Blinds need a hold'em or omaha rule set and well-formed levels.
fn validate_blinds(levels: &[BlindLevel], rules: &RuleSet) -> Result<(), Invalid> {
    if !matches!(rules.shape, Shape::HoldEm { .. } | Shape::Omaha { .. }) {
        return bad("ante", SetupProblem::BlindsNeedBoard);
    }
    if levels.is_empty() {
        return bad("ante.levels", SetupProblem::NoLevels);
    }
    for (i, l) in levels.iter().enumerate() {
        if l.small <= Chips::ZERO || l.big < l.small {
            return bad("ante.levels", SetupProblem::LevelBlinds { number: i + 1 });
        }
        if l.minutes == 0 && i + 1 < levels.len() {
            return bad(
                "ante.levels",
                SetupProblem::LevelForEverNotLast { number: i + 1 },
            );
        }
    }
    Ok(())
}

impl SeansPlan {
    fn validate(&self) -> Result<(), Invalid> {
        let p = self;
        match p.length {
            SeansLength::Minutes(0) | SeansLength::Turs(0) => {
                return bad("seans.length", SetupProblem::MustBePositive);
            }
            SeansLength::Turs(t) if p.closing_turs > t => {
                return bad("seans.closing_turs", SetupProblem::ClosingTursOverTurs);
            }
            _ => {}
        }
        if p.mandatory == 0 {
            return bad("seans.mandatory", SetupProblem::NoMandatorySeans);
        }
        Ok(())
    }
}

/// Whether `name` is one of `earlier` once both are trimmed and folded
/// the Turkish way (`Işık` = `ışık`): a player or a chip colour typed twice.
pub(super) fn named_before<'a>(earlier: impl IntoIterator<Item = &'a str>, name: &str) -> bool {
    let key = crate::cards::fold(name.trim());
    earlier
        .into_iter()
        .any(|e| crate::cards::fold(e.trim()) == key)
}
