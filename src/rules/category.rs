//! Hand categories. Their *order* is rule-set data (H1–H5), so this enum's
//! declaration order means nothing; the JSON/RON name does.

use serde::{Deserialize, Serialize};

/// A hand category a rule set can rank. The "split" categories (royal / minör
/// floş, major / minör kent) exist only in rule sets that list them; otherwise
/// those hands fall into `straight_flush` / `straight`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    RoyalFlush,
    StraightFlush,
    MinorStraightFlush,
    FourOfAKind,
    FullHouse,
    Flush,
    Straight,
    MajorStraight,
    MinorStraight,
    ThreeOfAKind,
    TwoPair,
    Pair,
    HighCard,
}

/// The shape of five cards before a rule set names its category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    StraightFlush,
    FourOfAKind,
    FullHouse,
    Flush,
    Straight,
    ThreeOfAKind,
    TwoPair,
    Pair,
    HighCard,
}

impl Base {
    /// A straight or a straight flush: five ranks in a row.
    pub const fn is_straight(self) -> bool {
        matches!(self, Base::Straight | Base::StraightFlush)
    }
}

impl Category {
    pub const ALL: [Category; 13] = [
        Category::RoyalFlush,
        Category::StraightFlush,
        Category::MinorStraightFlush,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::MajorStraight,
        Category::MinorStraight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::Pair,
        Category::HighCard,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The JSON / RON identifier, e.g. `full_house`.
    pub const fn id(self) -> &'static str {
        match self {
            Category::RoyalFlush => "royal_flush",
            Category::StraightFlush => "straight_flush",
            Category::MinorStraightFlush => "minor_straight_flush",
            Category::FourOfAKind => "four_of_a_kind",
            Category::FullHouse => "full_house",
            Category::Flush => "flush",
            Category::Straight => "straight",
            Category::MajorStraight => "major_straight",
            Category::MinorStraight => "minor_straight",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::TwoPair => "two_pair",
            Category::Pair => "pair",
            Category::HighCard => "high_card",
        }
    }

    /// The shape this category belongs to.
    pub const fn base(self) -> Base {
        match self {
            Category::RoyalFlush | Category::StraightFlush | Category::MinorStraightFlush => {
                Base::StraightFlush
            }
            Category::FourOfAKind => Base::FourOfAKind,
            Category::FullHouse => Base::FullHouse,
            Category::Flush => Base::Flush,
            Category::Straight | Category::MajorStraight | Category::MinorStraight => {
                Base::Straight
            }
            Category::ThreeOfAKind => Base::ThreeOfAKind,
            Category::TwoPair => Base::TwoPair,
            Category::Pair => Base::Pair,
            Category::HighCard => Base::HighCard,
        }
    }
}
