//! Rule sets as data (DESIGN "Rule sets are data"). A rule set is plain serde
//! data read from RON; [`RuleSet::validate`] turns it into something the
//! evaluator can compile. Bundled sets live in `presets/rules/*.ron` and are
//! embedded in the binary; the file-system side (user overrides) is in
//! [`crate::rules::load`].

mod category;
pub mod load;
pub mod ron_text;
pub mod text;

pub use category::{Base, Category};

use crate::cards::{Deck, Rank, Suit};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The newest rule-set file format this build understands.
pub const FORMAT: u32 = 1;

/// Text in both languages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub tr: String,
    pub en: String,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.tr, &self.en)
    }
}

/// How hands are formed from the cards a player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// Five-card draw (kapalı, türk pokeri): the hand is exactly five cards.
    Draw,
    /// Five-card stud (açık): five cards, one or more face down.
    Stud,
    /// Hole cards plus a shared board; the best five of all of them.
    HoldEm { hole: u8 },
    /// Hole cards plus a board; exactly two hole and three board cards.
    Omaha { hole: u8 },
}

impl Shape {
    /// Cards a player holds.
    pub fn hole_cards(self) -> usize {
        match self {
            Shape::Draw | Shape::Stud => 5,
            Shape::HoldEm { hole } | Shape::Omaha { hole } => hole as usize,
        }
    }

    pub fn has_board(self) -> bool {
        matches!(self, Shape::HoldEm { .. } | Shape::Omaha { .. })
    }

    /// The most cards one evaluation sees at once (hole + full board for
    /// hold'em; 5 otherwise, since Omaha evaluates 2 + 3).
    pub fn max_eval_cards(self) -> usize {
        match self {
            Shape::HoldEm { hole } => hole as usize + 5,
            _ => 5,
        }
    }
}

/// How many players, and the default head count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    pub min: u8,
    pub max: u8,
    pub default: u8,
}

/// One line of the deck schedule: with `players` at the table, play with
/// `cards` cards (C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckRule {
    pub players: u8,
    pub cards: u8,
}

/// Which ranks decide between two hands of one category, before suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RankCompare {
    /// Every rank in order of significance (set, then kickers high to low).
    All,
    /// Only the first significant rank: the set's rank for kare, ful and üç
    /// ("Diğer kağıtların fonksiyonu yoktur", S0 §24), the top card for a
    /// flush or straight (S3, S4: C6).
    Primary,
}

/// Which card's suit decides when the ranks are equal (R8 tie-breaks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuitRule {
    /// Suits never decide: equal ranks split (C10 / S2).
    None,
    /// The suit of the most significant card (for an ace-low straight, its
    /// top card, not the ace).
    TopCard,
    /// The suit of the highest card outside the set (S0 per/döper: C13).
    TopKicker,
    /// The best suit inside the set, e.g. the pair (S4 per: C13).
    BestInSet,
    /// The suit of the card of this rank, e.g. the ten of a straight (S4: C7)
    /// or the ace of a minör kent; falls back to the top card if absent.
    CardOfRank(Rank),
}

/// A category in a rule set's order, with its tie-break.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CategoryRule {
    pub category: Category,
    pub ranks: RankCompare,
    pub suit: SuitRule,
    /// Overrides the default category name (e.g. seed 004's "Floş").
    #[serde(default)]
    pub name: Option<Text>,
}

/// The minimum hand that may open (R29), as a pair rank: every hand ranked
/// above `pair` opens, and a pair opens when its rank is at least this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opener {
    pub pair_of: Rank,
}

/// A rule set: everything the evaluator needs to rank hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// File format version ([`FORMAT`]).
    pub format: u32,
    pub id: String,
    pub name: Text,
    /// Where the rules come from (seed ids and sections).
    pub source: String,
    pub shape: Shape,
    pub players: Players,
    /// The deck for each head count from `players.min` to `players.max`.
    pub decks: Vec<DeckRule>,
    /// The ace may also play one below the deck's lowest rank (R39).
    pub ace_low: bool,
    /// Suits, best first (C1).
    pub suit_order: Vec<Suit>,
    /// Categories best first, each with its tie-break.
    pub categories: Vec<CategoryRule>,
    /// H5: reorder `categories` by their exact count in the deck in play,
    /// rarest first; equal counts keep the listed order.
    #[serde(default)]
    pub by_frequency: bool,
    /// Hands equal in rank split the pot; suits never decide (C10).
    pub split_ties: bool,
    /// The opener minimum (R29), if the game has one.
    #[serde(default)]
    pub opener: Option<Opener>,
    /// Stud only: who speaks first from the up cards (RULES §10, §12).
    #[serde(default)]
    pub acik_first_speaker: FirstSpeakerRule,
    /// Stud only: how equal up cards are settled for the first speaker.
    #[serde(default)]
    pub acik_tie_first: TieFirst,
}

/// Who speaks first in a stud round, judged from the up cards
/// (`acik_first_speaker`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstSpeakerRule {
    /// The best showing hand speaks first in every round.
    #[default]
    HighestShowing,
    /// With one up card each, the lowest card makes the forced first bet
    /// (brings in); from the second up card on, the best showing hand
    /// speaks first.
    LowestBringIn,
}

/// How two equal showing hands are ordered for the first speaker
/// (`acik_tie_first`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieFirst {
    /// By the suit of the best card showing, in the rule set's `suit_order`.
    #[default]
    Suit,
    /// The seat nearest the dealer's left (the dealer's seat must be known).
    NearestLeft,
}

/// A rule set that failed validation: the field and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {reason}")]
pub struct Invalid {
    pub field: String,
    pub reason: InvalidKind,
}

/// What is wrong with a rule set's field, with the numbers in it. Worded in
/// both languages by `i18n::files::invalid_kind`, which also gives its
/// English `Display`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidKind {
    /// `format` newer than this racon understands (`newest`).
    FormatNewer { found: u32, newest: u32 },
    /// `format: 0`.
    FormatZero,
    /// An `id` that is empty or not lower-case letters, digits and '-'.
    BadId,
    /// Hold'em with other than 1 to 4 hole cards.
    HoldEmHole,
    /// Omaha with other than 2 to 6 hole cards.
    OmahaHole,
    /// Not 2 <= min <= default <= max.
    PlayersOrder,
    /// `found` deck entries (not one) for `players` at the table.
    DeckEntries { players: u8, found: usize },
    /// A deck size that is not a deck.
    NotADeck { cards: u8 },
    /// A deck too small to deal `players`.
    DeckTooSmall { cards: u8, players: u8 },
    /// A deck entry for a head count outside players.min..max.
    DeckOutsidePlayers { players: u8 },
    /// `suit_order` does not list four suits.
    SuitCount,
    /// A suit listed twice in `suit_order`.
    SuitTwice,
    /// A category listed twice.
    CategoryTwice(Category),
    /// A category every hand may need is not listed.
    CategoryMissing(Category),
    /// Minor (ace-low) categories without `ace_low: true`.
    MinorNeedsAceLow,
    /// The opener's rank is missing from a deck.
    OpenerNotInDeck,
    /// A first-speaker option of stud set for another shape.
    StudOnly,
    /// A straight flush ranked below a straight.
    StraightFlushBelowStraight,
    /// Flush ranked below high card.
    FlushBelowHighCard,
}

fn invalid(field: impl Into<String>, reason: InvalidKind) -> Invalid {
    Invalid {
        field: field.into(),
        reason,
    }
}

impl RuleSet {
    /// Checks everything the evaluator relies on. Errors name the field.
    pub fn validate(&self) -> Result<(), Invalid> {
        self.check_header()?;
        self.check_players_and_decks()?;
        self.check_suits()?;
        self.check_categories()?;
        self.check_options()?;
        if !self.by_frequency {
            check_flush_order(
                &self
                    .categories
                    .iter()
                    .map(|c| c.category)
                    .collect::<Vec<_>>(),
            )?;
        }
        Ok(())
    }

    /// The format version, the id and the shape's hole cards.
    fn check_header(&self) -> Result<(), Invalid> {
        if self.format > FORMAT {
            return Err(invalid(
                "format",
                InvalidKind::FormatNewer {
                    found: self.format,
                    newest: FORMAT,
                },
            ));
        }
        if self.format == 0 {
            return Err(invalid("format", InvalidKind::FormatZero));
        }
        if self.id.is_empty()
            || !self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(invalid("id", InvalidKind::BadId));
        }
        match self.shape {
            Shape::HoldEm { hole } if !(1..=4).contains(&hole) => {
                Err(invalid("shape", InvalidKind::HoldEmHole))
            }
            Shape::Omaha { hole } if !(2..=6).contains(&hole) => {
                Err(invalid("shape", InvalidKind::OmahaHole))
            }
            _ => Ok(()),
        }
    }

    /// The head counts, and one deck entry for each that can deal it.
    fn check_players_and_decks(&self) -> Result<(), Invalid> {
        let p = self.players;
        if p.min < 2 || p.max < p.min || !(p.min..=p.max).contains(&p.default) {
            return Err(invalid("players", InvalidKind::PlayersOrder));
        }
        for n in p.min..=p.max {
            let rules: Vec<_> = self.decks.iter().filter(|d| d.players == n).collect();
            let [rule] = rules.as_slice() else {
                return Err(invalid(
                    "decks",
                    InvalidKind::DeckEntries {
                        players: n,
                        found: rules.len(),
                    },
                ));
            };
            let Some(deck) = Deck::of_size(rule.cards as usize) else {
                return Err(invalid(
                    "decks",
                    InvalidKind::NotADeck { cards: rule.cards },
                ));
            };
            let board = if self.shape.has_board() { 5 } else { 0 };
            if n as usize * self.shape.hole_cards() + board > deck.size() {
                return Err(invalid(
                    "decks",
                    InvalidKind::DeckTooSmall {
                        cards: rule.cards,
                        players: n,
                    },
                ));
            }
        }
        if let Some(d) = self
            .decks
            .iter()
            .find(|d| !(p.min..=p.max).contains(&d.players))
        {
            return Err(invalid(
                "decks",
                InvalidKind::DeckOutsidePlayers { players: d.players },
            ));
        }
        Ok(())
    }

    /// Four suits, each once.
    fn check_suits(&self) -> Result<(), Invalid> {
        if self.suit_order.len() != 4 {
            return Err(invalid("suit_order", InvalidKind::SuitCount));
        }
        let mut seen = [false; 4];
        for &s in &self.suit_order {
            if std::mem::replace(&mut seen[s.index()], true) {
                return Err(invalid("suit_order", InvalidKind::SuitTwice));
            }
        }
        Ok(())
    }

    /// Each category once, every one a hand may need, the minor ones only
    /// with an ace-low straight.
    fn check_categories(&self) -> Result<(), Invalid> {
        let mut listed = [false; 13];
        for c in &self.categories {
            if std::mem::replace(&mut listed[c.category.index()], true) {
                return Err(invalid(
                    "categories",
                    InvalidKind::CategoryTwice(c.category),
                ));
            }
        }
        let has = |c: Category| listed[c.index()];
        for needed in [
            Category::StraightFlush,
            Category::FourOfAKind,
            Category::FullHouse,
            Category::Flush,
            Category::Straight,
            Category::ThreeOfAKind,
            Category::TwoPair,
            Category::Pair,
            Category::HighCard,
        ] {
            if !has(needed) {
                return Err(invalid("categories", InvalidKind::CategoryMissing(needed)));
            }
        }
        if !self.ace_low && (has(Category::MinorStraight) || has(Category::MinorStraightFlush)) {
            return Err(invalid("categories", InvalidKind::MinorNeedsAceLow));
        }
        Ok(())
    }

    /// The opener's rank is in every deck; stud's options only for stud.
    fn check_options(&self) -> Result<(), Invalid> {
        if let Some(o) = self.opener
            && self.decks.iter().any(|d| {
                Deck::of_size(d.cards as usize).is_some_and(|deck| o.pair_of < deck.lowest())
            })
        {
            return Err(invalid("opener", InvalidKind::OpenerNotInDeck));
        }
        if self.shape != Shape::Stud {
            let field = if self.acik_first_speaker != FirstSpeakerRule::default() {
                Some("acik_first_speaker")
            } else if self.acik_tie_first != TieFirst::default() {
                Some("acik_tie_first")
            } else {
                None
            };
            if let Some(field) = field {
                return Err(invalid(field, InvalidKind::StudOnly));
            }
        }
        Ok(())
    }

    /// The head counts this rule set allows.
    pub fn player_range(&self) -> std::ops::RangeInclusive<u8> {
        self.players.min..=self.players.max
    }

    /// The deck for `players` at the table, if that head count is allowed.
    pub fn deck_for(&self, players: u8) -> Option<Deck> {
        self.decks
            .iter()
            .find(|d| d.players == players)
            .and_then(|d| Deck::of_size(d.cards as usize))
    }

    /// The rule for a category, if this rule set ranks it.
    pub fn category_rule(&self, c: Category) -> Option<&CategoryRule> {
        self.categories.iter().find(|r| r.category == c)
    }

    pub fn has(&self, c: Category) -> bool {
        self.category_rule(c).is_some()
    }

    /// 1 for the best suit, 4 for the worst (C1).
    pub fn suit_strength(&self, s: Suit) -> u8 {
        let pos = self.suit_order.iter().position(|&x| x == s).unwrap_or(3);
        4 - pos as u8
    }
}

/// The evaluator takes the better of the flush table and the rank table; that
/// is only right if five suited cards are never worth less as a flush than
/// the same ranks without the suit. So every straight-flush category must
/// rank above every straight category, and flush above high card.
pub fn check_flush_order(order: &[Category]) -> Result<(), Invalid> {
    let pos = |c: Category| order.iter().position(|&x| x == c);
    let flushy = [
        Category::RoyalFlush,
        Category::StraightFlush,
        Category::MinorStraightFlush,
    ];
    let straighty = [
        Category::MajorStraight,
        Category::Straight,
        Category::MinorStraight,
    ];
    for f in flushy.iter().filter_map(|&c| pos(c)) {
        for s in straighty.iter().filter_map(|&c| pos(c)) {
            if f > s {
                return Err(invalid(
                    "categories",
                    InvalidKind::StraightFlushBelowStraight,
                ));
            }
        }
    }
    if let (Some(f), Some(h)) = (pos(Category::Flush), pos(Category::HighCard))
        && f > h
    {
        return Err(invalid("categories", InvalidKind::FlushBelowHighCard));
    }
    Ok(())
}
