//! Verdicts: rank N hands under a rule set and say which step decided
//! between each pair of neighbours (category, a rank, a suit rule, or a tie).

use super::ranking::{Made, Ranking};
use crate::cards::{Card, Deck, Rank};
use crate::rules::{Category, RuleSet, Shape, SuitRule};
use std::cmp::Ordering;

/// Where a card was given: in a hand (0-based) or on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Hand(usize),
    Board,
}

/// Cards given for a showdown (or up cards for the first speaker) that
/// cannot be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// A card outside the deck in play (a 6 in a 32-card deck).
    NotInDeck { card: Card, deck_size: usize },
    /// The same card twice: where it was first given and where again.
    Duplicate {
        card: Card,
        first: Place,
        again: Place,
    },
    /// A hand (0-based) with the wrong number of cards.
    HandSize {
        hand: usize,
        got: usize,
        want: usize,
    },
    /// A showdown board with other than `want` cards.
    BoardSize { got: usize, want: usize },
    /// A board given for a game without one.
    NoBoard,
    /// No hands at all.
    NoHands,
    /// Up cards (stud, before the showdown): a hand showing other than 1 to
    /// [`super::first_speaker::MAX_UP`] cards.
    UpCards { hand: usize, got: usize },
    /// Up cards: a hand showing `got` cards where the first hand shows `want`.
    UnevenUpCards {
        hand: usize,
        got: usize,
        want: usize,
    },
    /// Equal up cards go to the seat nearest the dealer's left, and the
    /// dealer was not given.
    DealerNeeded,
    /// The dealer's seat (0-based) is not one of the `players` hands.
    DealerOutOfRange { dealer: usize, players: usize },
}

/// One hand as judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The best five cards with their category and tie-break data.
    pub made: Made,
    /// Meets the opener minimum (R29); true where the game has none.
    pub opener: bool,
}

impl Judged {
    fn key(&self) -> u64 {
        self.made.key()
    }
}

/// What decided between two neighbouring groups, or made a group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The category order decided (H1–H5).
    Category {
        better: usize,
        worse: usize,
        high: Category,
        low: Category,
    },
    /// Same category; the rank at `position` (see [`Made::ranks`]) decided.
    Ranks {
        better: usize,
        worse: usize,
        category: Category,
        position: usize,
        high: u8,
        low: u8,
    },
    /// Same ranks; the category's suit rule decided by comparing two cards.
    /// `ace_low`: the hands are straights with the ace played low (R39), so
    /// the top card is not the ace.
    Suit {
        better: usize,
        worse: usize,
        category: Category,
        rule: SuitRule,
        high: Card,
        low: Card,
        ace_low: bool,
    },
    /// Equal hands: `same_cards` when they play the very same five cards;
    /// `top` when they are the winners (only then is the pot split).
    Tie {
        hands: Vec<usize>,
        category: Category,
        same_cards: bool,
        top: bool,
    },
}

/// The ranking of a showdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub hands: Vec<Judged>,
    /// Groups of equal hands, best first (indices into `hands`).
    pub ranking: Vec<Vec<usize>>,
    pub steps: Vec<Step>,
}

impl Verdict {
    pub fn winners(&self) -> &[usize] {
        self.ranking.first().map_or(&[], Vec::as_slice)
    }
}

/// Checks deck membership and duplicates among `hands` and `board`, naming
/// where each card was given (hand n or the board); the deck-only check
/// without places is [`crate::cards::check_cards`].
pub fn check_places(deck: Deck, hands: &[Vec<Card>], board: &[Card]) -> Result<(), InputError> {
    let mut seen: Vec<(Card, Place)> = Vec::new();
    let given = hands
        .iter()
        .enumerate()
        .flat_map(|(i, h)| h.iter().map(move |&c| (c, Place::Hand(i))))
        .chain(board.iter().map(|&c| (c, Place::Board)));
    for (card, place) in given {
        if !deck.contains(card) {
            return Err(InputError::NotInDeck {
                card,
                deck_size: deck.size(),
            });
        }
        if let Some(&(_, first)) = seen.iter().find(|(c, _)| *c == card) {
            return Err(InputError::Duplicate {
                card,
                first,
                again: place,
            });
        }
        seen.push((card, place));
    }
    Ok(())
}

/// The board cards of a showdown: the river is dealt (S3), so five.
pub const SHOWDOWN_BOARD: usize = 5;

/// Checks card counts, deck membership and duplicates for `rules`' shape.
pub fn check_input(
    rules: &RuleSet,
    deck: Deck,
    hands: &[Vec<Card>],
    board: &[Card],
) -> Result<(), InputError> {
    if hands.is_empty() {
        return Err(InputError::NoHands);
    }
    check_places(deck, hands, board)?;
    if !rules.shape.has_board() && !board.is_empty() {
        return Err(InputError::NoBoard);
    }
    let want = rules.shape.hole_cards();
    if let Some((hand, h)) = hands.iter().enumerate().find(|(_, h)| h.len() != want) {
        return Err(InputError::HandSize {
            hand,
            got: h.len(),
            want,
        });
    }
    if rules.shape.has_board() && board.len() != SHOWDOWN_BOARD {
        return Err(InputError::BoardSize {
            got: board.len(),
            want: SHOWDOWN_BOARD,
        });
    }
    Ok(())
}

/// Judges one hand (already checked by [`check_input`]). A showdown is the
/// cold path, so this uses the reference evaluator directly: no tables to
/// compile, and the compiled tables are tested equal to it.
pub fn judge_hand(ranking: &Ranking, hole: &[Card], board: &[Card]) -> Option<Judged> {
    let made = match ranking.rules.shape {
        Shape::Draw | Shape::Stud => ranking.classify(hole.try_into().ok()?),
        Shape::HoldEm { .. } => {
            let all: Vec<Card> = hole.iter().chain(board).copied().collect();
            ranking.best_of(&all)?
        }
        Shape::Omaha { .. } => ranking.best_omaha(hole, board)?,
    };
    let opener = match ranking.rules.opener {
        None => true,
        Some(o) => {
            let pair = ranking.strength(Category::Pair);
            let s = ranking.strength(made.category);
            s > pair || (made.category == Category::Pair && made.cards[0].rank() >= o.pair_of)
        }
    };
    Some(Judged { made, opener })
}

/// Ranks the hands (checked by [`check_input`]) and explains every boundary.
pub fn judge(ranking: &Ranking, hands: &[Vec<Card>], board: &[Card]) -> Option<Verdict> {
    let judged: Vec<Judged> = hands
        .iter()
        .map(|h| judge_hand(ranking, h, board))
        .collect::<Option<_>>()?;
    let mut order: Vec<usize> = (0..judged.len()).collect();
    // Stable: equal hands keep argument order inside their group.
    order.sort_by(|&a, &b| judged[b].key().cmp(&judged[a].key()));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in order {
        match groups.last_mut() {
            Some(g) if judged[g[0]].key() == judged[i].key() => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut steps = Vec::new();
    for (gi, group) in groups.iter().enumerate() {
        if group.len() > 1 {
            let first = &judged[group[0]].made;
            let same_cards = group.iter().all(|&i| {
                let mut a = judged[i].made.cards;
                let mut b = first.cards;
                a.sort();
                b.sort();
                a == b
            });
            steps.push(Step::Tie {
                hands: group.clone(),
                category: first.category,
                same_cards,
                top: gi == 0,
            });
        }
        if let Some(next) = groups.get(gi + 1) {
            steps.push(explain(&ranking.rules, &judged, group[0], next[0]));
        }
    }
    Some(Verdict {
        hands: judged,
        ranking: groups,
        steps,
    })
}

/// Why hand `a` beats hand `b` (a's key is greater).
fn explain(rules: &RuleSet, judged: &[Judged], a: usize, b: usize) -> Step {
    let (ma, mb) = (&judged[a].made, &judged[b].made);
    if ma.category != mb.category {
        return Step::Category {
            better: a,
            worse: b,
            high: ma.category,
            low: mb.category,
        };
    }
    if let Some(position) = (0..5).find(|&i| ma.ranks[i] != mb.ranks[i]) {
        return Step::Ranks {
            better: a,
            worse: b,
            category: ma.category,
            position,
            high: ma.ranks[position],
            low: mb.ranks[position],
        };
    }
    let rule = rules
        .category_rule(ma.category)
        .map_or(SuitRule::None, |r| r.suit);
    match (ma.suit_card(rule), mb.suit_card(rule)) {
        (Some(high), Some(low)) if ma.suit.cmp(&mb.suit) == Ordering::Greater => Step::Suit {
            better: a,
            worse: b,
            category: ma.category,
            rule,
            high,
            low,
            ace_low: ma.category.base().is_straight() && ma.cards[4].rank() == Rank::Ace,
        },
        // Unreachable when keys differ; kept total rather than panicking.
        _ => Step::Tie {
            hands: vec![a, b],
            category: ma.category,
            same_cards: false,
            top: false,
        },
    }
}
