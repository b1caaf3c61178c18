//! Who speaks first in a stud (açık) betting round, from the up cards alone
//! (RULES §10; options `acik_first_speaker` and `acik_tie_first`, §12).
//!
//! Up cards are 1 to 4 per player, the same count for everyone. With fewer
//! than five cards there are no straights or flushes: a showing is four of a
//! kind, three of a kind, two pair, a pair or high card, ordered as the rule
//! set lists those categories (its *listed* order: the frequency order of
//! `by_frequency` counts five-card hands and says nothing about two cards).
//! Within a category the ranks decide, high to low, the ace always high.
//! Equal ranks go by the rule set's suit order, looking at the best card
//! showing, or to the seat nearest the dealer's left.
//!
//! Pure: the racon screen calls [`first_speaker_seated`] with the night's
//! seats ([`Seats::FromLeft`]), the CLI [`first_speaker`] with the hands as
//! typed (hand `i` sits at seat `i`, clockwise). The dealer (or the seats)
//! are needed only when equal showings go to the seat nearest the
//! dealer's left and the speaking showing is such a tie.

use super::verdict::InputError;
use crate::cards::{Card, Deck};
use crate::rules::{Category, FirstSpeakerRule, RuleSet, TieFirst};
use std::cmp::Ordering;

/// The most up cards a player shows before the showdown.
pub const MAX_UP: usize = 4;

/// One player's up cards as they show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Showing {
    pub category: Category,
    /// The up cards in order of significance: bigger rank groups first,
    /// higher ranks first, within a rank the better suit first.
    pub cards: Vec<Card>,
    /// One rank value (rank index + 1, the ace 13) per rank group, in the
    /// order they are compared.
    pub ranks: Vec<u8>,
    /// The category's place in the rule set's listed order; higher is better.
    strength: u8,
    /// The best card's suit strength (4 best … 1 worst, C1).
    suit: u8,
}

impl Showing {
    /// Category and ranks, without suits.
    fn cmp_ranks(&self, other: &Showing) -> Ordering {
        self.strength
            .cmp(&other.strength)
            .then_with(|| self.ranks.cmp(&other.ranks))
    }

    /// Category, ranks, then the suit of the best card showing.
    fn cmp_with_suit(&self, other: &Showing) -> Ordering {
        self.cmp_ranks(other).then(self.suit.cmp(&other.suit))
    }
}

/// Why the first speaker speaks first, compared with the nearest rival
/// (`next`: the second best showing, or the second lowest when the lowest
/// card brings in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Only one player.
    Alone,
    /// The showing categories differ (a pair above high card).
    Category { next: usize },
    /// Same category; the rank at `position` of [`Showing::ranks`] decided.
    Ranks {
        next: usize,
        position: usize,
        first_rank: u8,
        next_rank: u8,
    },
    /// Same ranks; the suits of the two best cards decided.
    Suit {
        next: usize,
        first_card: Card,
        next_card: Card,
    },
    /// Same ranks; of the `tied` hands, the seat nearest the dealer's left.
    /// `dealer` is the dealer's hand when the hands were given by seat
    /// ([`Seats::Typed`]); with the night's seats he need not show a hand.
    NearestLeft {
        tied: Vec<usize>,
        dealer: Option<usize>,
    },
}

/// The answer: who speaks first and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstSpeaker {
    /// Index of the hand (seat) that speaks first.
    pub first: usize,
    /// True when the first speaker is the lowest card bringing in.
    pub bring_in: bool,
    /// Each hand's showing, in hand order.
    pub showing: Vec<Showing>,
    /// Groups of equal showings, best first (under `acik_tie_first: suit`
    /// the suit is part of the showing, so every group has one hand; under
    /// `nearest_left` a group lists its hands nearest the dealer's left
    /// first).
    pub ranking: Vec<Vec<usize>>,
    pub why: Why,
}

/// Where the hands sit, for equal showings under `acik_tie_first:
/// nearest_left`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats<'a> {
    /// Hand `i` sits at seat `i`, clockwise; the dealer's hand, if given.
    Typed(Option<usize>),
    /// Each hand's distance clockwise from the seat on the dealer's left
    /// (0 is his left): the night's seats, where the dealer may have folded.
    FromLeft(&'a [usize]),
}

/// Checks the up cards: 1 to [`MAX_UP`] each, the same count for all, every
/// card in the deck and no card twice; a dealer given is one of the hands.
/// (Whether a dealer is needed shows only once the showings are compared.)
pub fn check_up(deck: Deck, up: &[Vec<Card>], dealer: Option<usize>) -> Result<(), InputError> {
    let Some(want) = up.first().map(Vec::len) else {
        return Err(InputError::NoHands);
    };
    super::verdict::check_places(deck, up, &[])?;
    if let Some((hand, h)) = up
        .iter()
        .enumerate()
        .find(|(_, h)| !(1..=MAX_UP).contains(&h.len()))
    {
        return Err(InputError::UpCards { hand, got: h.len() });
    }
    if let Some((hand, h)) = up.iter().enumerate().find(|(_, h)| h.len() != want) {
        return Err(InputError::UnevenUpCards {
            hand,
            got: h.len(),
            want,
        });
    }
    match dealer {
        Some(d) if d >= up.len() => Err(InputError::DealerOutOfRange {
            dealer: d,
            players: up.len(),
        }),
        _ => Ok(()),
    }
}

/// The showing of one hand of up cards under `rules`.
pub fn showing(rules: &RuleSet, up: &[Card]) -> Showing {
    let mut count = [0u8; 13];
    for c in up {
        count[c.rank().index()] += 1;
    }
    let mut cards = up.to_vec();
    cards.sort_by(|a, b| {
        let key = |c: &Card| {
            (
                count[c.rank().index()],
                c.rank(),
                rules.suit_strength(c.suit()),
            )
        };
        key(b).cmp(&key(a))
    });
    let mut ranks = Vec::new();
    let mut groups = Vec::new();
    let mut i = 0;
    while let Some(c) = cards.get(i) {
        let n = count[c.rank().index()];
        ranks.push(c.rank().index() as u8 + 1);
        groups.push(n);
        i += n as usize;
    }
    let category = match groups.as_slice() {
        [4, ..] => Category::FourOfAKind,
        [3, ..] => Category::ThreeOfAKind,
        [2, 2, ..] => Category::TwoPair,
        [2, ..] => Category::Pair,
        _ => Category::HighCard,
    };
    let listed = rules.categories.len();
    let strength = rules
        .categories
        .iter()
        .position(|r| r.category == category)
        .map_or(0, |p| (listed - p) as u8);
    let suit = cards.first().map_or(0, |c| rules.suit_strength(c.suit()));
    Showing {
        category,
        cards,
        ranks,
        strength,
        suit,
    }
}

/// Who speaks first, hand `i` at seat `i`. `dealer` is the dealer's seat
/// (index into `up`); it is needed only under `acik_tie_first:
/// nearest_left`, and there only when the best showing is shared.
pub fn first_speaker(
    rules: &RuleSet,
    deck: Deck,
    up: &[Vec<Card>],
    dealer: Option<usize>,
) -> Result<FirstSpeaker, InputError> {
    first_speaker_seated(rules, deck, up, Seats::Typed(dealer))
}

/// Who speaks first, the hands sitting as `seats` says.
pub fn first_speaker_seated(
    rules: &RuleSet,
    deck: Deck,
    up: &[Vec<Card>],
    seats: Seats,
) -> Result<FirstSpeaker, InputError> {
    let dealer = match seats {
        Seats::Typed(d) => d,
        Seats::FromLeft(_) => None,
    };
    check_up(deck, up, dealer)?;
    let showing: Vec<Showing> = up.iter().map(|h| showing(rules, h)).collect();
    let n = showing.len();
    let by_suit = rules.acik_tie_first == TieFirst::Suit;
    let known = !matches!(seats, Seats::Typed(None));
    // Distance clockwise from the seat on the dealer's left (0) to the
    // dealer (n - 1); without seats, the typed order.
    let from_left = |i: usize| match seats {
        Seats::Typed(d) => d.map_or(i, |d| (i + n - d - 1) % n),
        Seats::FromLeft(v) => v.get(i).copied().unwrap_or(usize::MAX),
    };
    let cmp = |a: usize, b: usize| {
        if by_suit {
            showing[a].cmp_with_suit(&showing[b])
        } else {
            showing[a].cmp_ranks(&showing[b])
        }
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(b, a).then(from_left(a).cmp(&from_left(b))));
    let mut ranking: Vec<Vec<usize>> = Vec::new();
    for i in order {
        match ranking.last_mut() {
            Some(g) if cmp(g[0], i) == Ordering::Equal => g.push(i),
            _ => ranking.push(vec![i]),
        }
    }
    let bring_in = rules.acik_first_speaker == FirstSpeakerRule::LowestBringIn
        && up.first().is_some_and(|h| h.len() == 1);
    // The group that speaks, and its rival group.
    let (group, rival) = if bring_in {
        let last = ranking.len().saturating_sub(1);
        (
            ranking.get(last),
            last.checked_sub(1).and_then(|p| ranking.get(p)),
        )
    } else {
        (ranking.first(), ranking.get(1))
    };
    let group = group.cloned().unwrap_or_default();
    if group.len() > 1 && !known {
        return Err(InputError::DealerNeeded);
    }
    let first = group.first().copied().unwrap_or(0);
    let why = match (group.len(), rival) {
        (2.., _) => Why::NearestLeft {
            tied: group.clone(),
            dealer,
        },
        (_, Some(r)) => explain(&showing, first, r[0]),
        (_, None) => Why::Alone,
    };
    Ok(FirstSpeaker {
        first,
        bring_in,
        showing,
        ranking,
        why,
    })
}

/// What separates `first` from `next` (their showings differ).
fn explain(showing: &[Showing], first: usize, next: usize) -> Why {
    let (a, b) = (&showing[first], &showing[next]);
    if a.strength != b.strength {
        return Why::Category { next };
    }
    if let Some(position) = (0..a.ranks.len()).find(|&i| a.ranks.get(i) != b.ranks.get(i)) {
        return Why::Ranks {
            next,
            position,
            first_rank: a.ranks.get(position).copied().unwrap_or(0),
            next_rank: b.ranks.get(position).copied().unwrap_or(0),
        };
    }
    match (a.cards.first(), b.cards.first()) {
        (Some(&first_card), Some(&next_card)) => Why::Suit {
            next,
            first_card,
            next_card,
        },
        _ => Why::Category { next },
    }
}

/// Whether `hands` are up cards for [`first_speaker`] rather than showdown
/// hands: a stud rule set, no board, and some hand with fewer than five cards.
pub fn is_up_cards(rules: &RuleSet, hands: &[Vec<Card>], board: &[Card]) -> bool {
    rules.shape == crate::rules::Shape::Stud
        && board.is_empty()
        && hands.iter().any(|h| h.len() < 5)
}
