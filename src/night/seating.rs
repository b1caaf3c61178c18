//! The seating draw (R2, C14): everyone draws a card; the highest picks a
//! seat and deals first; the rest sit clockwise in descending order.

use super::event::PlayerId;
use crate::cards::{Card, CardSet, Deck};
use crate::rules::RuleSet;
use rand::Rng;

/// A drawn card that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// Not every player has exactly one card.
    WrongCount {
        got: usize,
        want: usize,
    },
    NotInDeck {
        card: Card,
    },
    Duplicate {
        card: Card,
    },
}

/// Shuffles the deck in play with `rng` and gives one card to each of `n`
/// players, in player order.
pub fn virtual_draw<R: Rng + ?Sized>(deck: Deck, n: usize, rng: &mut R) -> Vec<Card> {
    let mut cards: Vec<Card> = deck.cards().collect();
    // Fisher–Yates, enough of it to deal n cards.
    for i in 0..n.min(cards.len()) {
        let span = (cards.len() - i) as u64;
        let j = i + (rng.next_u64() % span) as usize;
        cards.swap(i, j);
    }
    cards.truncate(n);
    cards
}

/// Checks a physical draw typed by the host.
pub fn check_draw(deck: Deck, n: usize, cards: &[Card]) -> Result<(), DrawError> {
    if cards.len() != n {
        return Err(DrawError::WrongCount {
            got: cards.len(),
            want: n,
        });
    }
    for (i, &card) in cards.iter().enumerate() {
        check_card(deck, &cards[..i], card)?;
    }
    Ok(())
}

/// Checks one card of a physical draw as the host types it, against the
/// night's deck and the cards typed before it.
pub fn check_card(deck: Deck, before: &[Card], card: Card) -> Result<(), DrawError> {
    if !deck.contains(card) {
        return Err(DrawError::NotInDeck { card });
    }
    let seen: CardSet = before.iter().copied().collect();
    if seen.contains(card) {
        return Err(DrawError::Duplicate { card });
    }
    Ok(())
}

/// Seats clockwise, starting with the highest card: rank first, then the
/// rule set's suit order (C1).
pub fn seat_order(rules: &RuleSet, draws: &[Card]) -> Vec<PlayerId> {
    let mut order: Vec<(usize, Card)> = draws.iter().copied().enumerate().collect();
    order.sort_by(|(_, a), (_, b)| {
        b.rank().cmp(&a.rank()).then(
            rules
                .suit_strength(b.suit())
                .cmp(&rules.suit_strength(a.suit())),
        )
    });
    order.into_iter().map(|(i, _)| PlayerId(i as u8)).collect()
}
