//! Cards, ranks, suits and the deck in play.
//!
//! Pure data: no I/O. A card is one byte, `rank * 4 + suit`, so sets of cards
//! fit in a `u64` mask and the evaluator can index tables by card directly.

mod notation;
/// The parser's property-test fragments, for the tests of its words too.
#[cfg(test)]
pub(crate) use notation::tests::FRAGMENTS as PARSE_FRAGMENTS;

pub use notation::{ParseError, ParseErrorKind, fold, parse_card, parse_cards};

use serde::{Deserialize, Serialize};
use std::fmt;

/// A card rank, `Two` (0) to `Ace` (12). The derived order is the natural
/// high-ace order; the ace's low role (R39) is a rule of the evaluator, not of
/// the type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All ranks, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with index `i` (0 = two … 12 = ace), if any.
    pub fn from_index(i: usize) -> Option<Rank> {
        Rank::ALL.get(i).copied()
    }

    /// The one-character short form: `23456789TJQKA`.
    pub const fn short(self) -> char {
        match self {
            Rank::Two => '2',
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
        }
    }
}

/// A suit. The discriminants are the short-notation order `c d h s`; the
/// *ranking* of suits is a rule-set option (C1), never this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    /// sinek ♣
    Clubs = 0,
    /// karo ♦
    Diamonds,
    /// kupa ♥
    Hearts,
    /// maça ♠
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    /// `c d h s`.
    pub const fn short(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// `♣ ♦ ♥ ♠`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }
}

/// One card: `rank * 4 + suit`, 0..52.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank as u8) * 4 + suit as u8)
    }

    /// The card with index `i` (0..52), if any.
    pub fn from_index(i: usize) -> Option<Card> {
        (i < 52).then_some(Card(i as u8))
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub fn rank(self) -> Rank {
        // `self.0 < 52` by construction, so the index is always valid.
        Rank::ALL[(self.0 / 4) as usize]
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    /// The card's bit in a [`CardSet`].
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Short notation, `Ah`, `Tc`.
    pub fn short(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(self.rank().short());
        s.push(self.suit().short());
        s
    }

    /// With a suit symbol: `A♥`, `10♣`.
    pub fn symbol(self) -> String {
        let r = self.rank();
        let rank = if r == Rank::Ten {
            "10".to_string()
        } else {
            r.short().to_string()
        };
        format!("{rank}{}", self.suit().symbol())
    }

    /// Every card, two of clubs first.
    pub fn all() -> impl Iterator<Item = Card> {
        (0u8..52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().short(), self.suit().short())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.short())
    }
}

/// What a card that does not parse says in a file (`not a card: Ahh`).
pub const NOT_A_CARD: &str = "not a card: ";

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        // The token behind a marker, so a file reader can word the
        // problem in the user's language (rules::ron_text::Cause::NotACard).
        parse_card(&s).map_err(|_| serde::de::Error::custom(format!("{NOT_A_CARD}{s}")))
    }
}

/// A set of cards as a 52-bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u64);

impl CardSet {
    pub fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn insert(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 |= c.bit();
        !had
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut m = self.0;
        std::iter::from_fn(move || {
            if m == 0 {
                None
            } else {
                let i = m.trailing_zeros();
                m &= m - 1;
                Some(Card(i as u8))
            }
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<T: IntoIterator<Item = Card>>(iter: T) -> Self {
        let mut s = CardSet::default();
        for c in iter {
            s.insert(c);
        }
        s
    }
}

/// The deck in play: every suit of the ranks from `lowest` up to the ace
/// (R38/§6: 24 = 9–A, 28 = 8–A, 32 = 7–A, 36 = 6–A, 40 = 5–A, 52 = 2–A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deck {
    lowest: Rank,
}

impl Deck {
    /// The deck of `size` cards, if it is a whole number of ranks with at
    /// least five ranks (20..=52, a multiple of 4).
    pub fn of_size(size: usize) -> Option<Deck> {
        if !size.is_multiple_of(4) || !(20..=52).contains(&size) {
            return None;
        }
        Rank::from_index(13 - size / 4).map(|lowest| Deck { lowest })
    }

    pub fn standard() -> Deck {
        Deck { lowest: Rank::Two }
    }

    pub fn lowest(self) -> Rank {
        self.lowest
    }

    pub fn size(self) -> usize {
        (13 - self.lowest.index()) * 4
    }

    pub fn contains(self, c: Card) -> bool {
        c.rank() >= self.lowest
    }

    /// The ranks in play, lowest first.
    pub fn ranks(self) -> impl Iterator<Item = Rank> {
        Rank::ALL[self.lowest.index()..].iter().copied()
    }

    /// The cards in play, in index order.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        let first = self.lowest.index() * 4;
        (first..52).filter_map(Card::from_index)
    }

    pub fn mask(self) -> CardSet {
        self.cards().collect()
    }
}

/// What is wrong with the cards given for one spot (equity, draw odds): a
/// card outside the deck in play, or the same card twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardProblem {
    NotInDeck { card: Card, deck_size: usize },
    Duplicate { card: Card },
}

/// The set of `cards`, or the first of them, in order, that is not in
/// `deck` or repeats an earlier one.
pub fn check_cards<'a>(
    deck: Deck,
    cards: impl IntoIterator<Item = &'a Card>,
) -> Result<CardSet, CardProblem> {
    let mut seen = CardSet::default();
    for &card in cards {
        if !deck.contains(card) {
            return Err(CardProblem::NotInDeck {
                card,
                deck_size: deck.size(),
            });
        }
        if !seen.insert(card) {
            return Err(CardProblem::Duplicate { card });
        }
    }
    Ok(seen)
}
