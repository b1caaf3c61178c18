//! A rule set applied to one deck: the effective category order (H1–H5) and
//! the reference evaluator — slow, direct and obviously correct. The compiled
//! tables ([`super::compiled`]) are built from it and tested against it.

use crate::cards::{Card, Deck, Rank};
use crate::rules::{Base, Category, RankCompare, RuleSet, SuitRule, check_flush_order};

/// A rule set bound to the deck in play.
#[derive(Clone, Debug)]
pub struct Ranking {
    pub rules: RuleSet,
    pub deck: Deck,
    /// Categories best first, after `by_frequency` (H5) has been applied.
    pub order: Vec<Category>,
    /// `strength[c]`: higher is better; 0 for categories the set does not use.
    strength: [u8; 13],
    /// `suit_rank[s]`: 4 for the best suit … 1 for the worst (C1).
    suit_rank: [u8; 4],
    /// Each category's tie-break, indexed by `Category::index`.
    ties: [Option<(RankCompare, SuitRule)>; 13],
}

/// Why a rule set cannot rank hands in a deck.
/// Today only one: `by_frequency` orders the categories, in a deck of
/// `cards`, in a way the flush tables cannot serve (`invalid`). Worded by
/// `i18n::files::ranking_error`; `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankingError {
    pub cards: usize,
    pub invalid: crate::rules::Invalid,
}

impl std::error::Error for RankingError {}

/// A five-card hand as the reference evaluator sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Made {
    pub category: Category,
    /// The cards in order of significance: sets before kickers, higher ranks
    /// first, within a set the better suit first; a straight from its top,
    /// an ace-low straight with the ace last.
    pub cards: [Card; 5],
    /// How many cards share each card's rank (4 for a kare card, 1 for a kicker).
    pub group: [u8; 5],
    /// Rank values (rank index + 1) in the order they are compared; 0 = not
    /// compared. Straights compare only their top card.
    pub ranks: [u8; 5],
    /// The rule-set score without suits: category strength, then `ranks`.
    pub raw: u32,
    /// The suit that breaks a tie (1 worst … 4 best), 0 when suits never decide.
    pub suit: u8,
}

impl Made {
    /// The full order: ranks first, then the suit rule.
    pub fn key(&self) -> u64 {
        (u64::from(self.raw) << 8) | u64::from(self.suit)
    }

    /// The card whose suit decides under `rule`, if suits decide at all.
    pub fn suit_card(&self, rule: SuitRule) -> Option<Card> {
        match rule {
            SuitRule::None => None,
            SuitRule::TopCard | SuitRule::BestInSet => Some(self.cards[0]),
            SuitRule::TopKicker => Some(
                (0..5)
                    .find(|&i| self.group[i] == 1)
                    .map_or(self.cards[0], |i| self.cards[i]),
            ),
            SuitRule::CardOfRank(r) => Some(
                self.cards
                    .iter()
                    .copied()
                    .find(|c| c.rank() == r)
                    .unwrap_or(self.cards[0]),
            ),
        }
    }
}

/// Packs a category strength and up to five rank values into a `u32` whose
/// natural order is the hand order.
pub fn pack(strength: u8, ranks: [u8; 5]) -> u32 {
    ranks
        .iter()
        .fold(u32::from(strength), |acc, &r| (acc << 4) | u32::from(r))
}

impl Ranking {
    /// Binds `rules` to `deck`. Fails only if `by_frequency` yields an order
    /// the evaluator cannot honour (see [`check_flush_order`]).
    pub fn new(rules: &RuleSet, deck: Deck) -> Result<Ranking, RankingError> {
        let mut ties = [None; 13];
        for c in &rules.categories {
            ties[c.category.index()] = Some((c.ranks, c.suit));
        }
        let suit_rank = crate::cards::Suit::ALL.map(|s| rules.suit_strength(s));
        let mut r = Ranking {
            rules: rules.clone(),
            deck,
            order: Vec::new(),
            strength: [0; 13],
            suit_rank,
            ties,
        };
        let listed: Vec<Category> = rules.categories.iter().map(|c| c.category).collect();
        r.set_order(listed.clone());
        if rules.by_frequency {
            let counts = r.five_card_counts();
            let mut order = listed;
            // Stable: equal counts keep the listed order.
            order.sort_by_key(|c| counts[c.index()]);
            check_flush_order(&order).map_err(|invalid| RankingError {
                cards: deck.size(),
                invalid,
            })?;
            r.set_order(order);
        }
        Ok(r)
    }

    fn set_order(&mut self, order: Vec<Category>) {
        self.strength = [0; 13];
        let n = order.len() as u8;
        for (i, c) in order.iter().enumerate() {
            self.strength[c.index()] = n - i as u8;
        }
        self.order = order;
    }

    /// Higher is better; 0 if the rule set does not use `c`.
    pub fn strength(&self, c: Category) -> u8 {
        self.strength[c.index()]
    }

    /// The category with strength `s`.
    pub fn category_of_strength(&self, s: u8) -> Option<Category> {
        let n = self.order.len();
        (1..=n)
            .contains(&(s as usize))
            .then(|| self.order[n - s as usize])
    }

    /// Counts of each category over every five-card hand of the deck
    /// (indexed by `Category::index`). Categories do not depend on the order,
    /// so this is valid before the order is final.
    pub fn five_card_counts(&self) -> [u64; 13] {
        let cards: Vec<Card> = self.deck.cards().collect();
        let mut counts = [0u64; 13];
        let n = cards.len();
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    for d in c + 1..n {
                        for e in d + 1..n {
                            let m =
                                self.classify([cards[a], cards[b], cards[c], cards[d], cards[e]]);
                            counts[m.category.index()] += 1;
                        }
                    }
                }
            }
        }
        counts
    }

    /// The reference evaluation of exactly five cards.
    pub fn classify(&self, five: [Card; 5]) -> Made {
        let pattern = self.pattern(five);
        let category = self.category(&pattern);
        let cards = self.significance_order(five, &pattern);
        let group = cards.map(|c| pattern.count[c.rank().index()]);

        // Rank values compared, in order: one per rank group.
        let mut ranks = [0u8; 5];
        if pattern.straight {
            ranks[0] = cards[0].rank().index() as u8 + 1;
        } else {
            let mut i = 0;
            let mut k = 0;
            while i < 5 {
                ranks[k] = cards[i].rank().index() as u8 + 1;
                i += group[i] as usize;
                k += 1;
            }
        }
        let tie = self.ties[category.index()];
        if tie.map(|t| t.0) == Some(RankCompare::Primary) {
            ranks[1..].fill(0);
        }
        let raw = pack(self.strength(category), ranks);
        let mut made = Made {
            category,
            cards,
            group,
            ranks,
            raw,
            suit: 0,
        };
        if !self.rules.split_ties
            && let Some(card) = tie.and_then(|t| made.suit_card(t.1))
        {
            made.suit = self.suit_rank[card.suit().index()];
        }
        made
    }

    /// What five cards hold, before the rule set names it.
    fn pattern(&self, five: [Card; 5]) -> Pattern {
        let lowest = self.deck.lowest();
        let mut count = [0u8; 13];
        for c in five {
            count[c.rank().index()] += 1;
        }
        let flush = five.iter().all(|c| c.suit() == five[0].suit());
        let distinct = count.iter().filter(|&&n| n > 0).count();
        let max_rank = five.iter().map(|c| c.rank()).max().unwrap_or(Rank::Two);
        let min_rank = five.iter().map(|c| c.rank()).min().unwrap_or(Rank::Two);
        let normal_straight = distinct == 5 && max_rank.index() - min_rank.index() == 4;
        // R39: the ace may play one below the deck's lowest rank.
        let ace_low_straight = self.rules.ace_low
            && !normal_straight
            && distinct == 5
            && count[Rank::Ace.index()] == 1
            && (0..4).all(|k| count.get(lowest.index() + k).copied() == Some(1));
        Pattern {
            count,
            flush,
            straight: normal_straight || ace_low_straight,
            ace_low_straight,
            max_rank,
        }
    }

    /// The category the rule set gives a [`Pattern`]: its base shape, named
    /// royal, major or minor where the set lists those.
    fn category(&self, p: &Pattern) -> Category {
        // The two largest rank groups decide the shape.
        let (mut g1, mut g2) = (0u8, 0u8);
        for &n in &p.count {
            if n > g1 {
                g2 = g1;
                g1 = n;
            } else if n > g2 {
                g2 = n;
            }
        }
        let base = match (p.straight, p.flush, g1, g2) {
            (true, true, _, _) => Base::StraightFlush,
            (_, _, 4, _) => Base::FourOfAKind,
            (_, _, 3, 2) => Base::FullHouse,
            (_, true, _, _) => Base::Flush,
            (true, _, _, _) => Base::Straight,
            (_, _, 3, _) => Base::ThreeOfAKind,
            (_, _, 2, 2) => Base::TwoPair,
            (_, _, 2, _) => Base::Pair,
            _ => Base::HighCard,
        };
        let ace_low_straight = p.ace_low_straight;
        let ace_high = p.straight && !ace_low_straight && p.max_rank == Rank::Ace;
        let has = |c: Category| self.strength[c.index()] > 0;
        match base {
            Base::StraightFlush if ace_high && has(Category::RoyalFlush) => Category::RoyalFlush,
            Base::StraightFlush if ace_low_straight && has(Category::MinorStraightFlush) => {
                Category::MinorStraightFlush
            }
            Base::StraightFlush => Category::StraightFlush,
            Base::Straight if ace_high && has(Category::MajorStraight) => Category::MajorStraight,
            Base::Straight if ace_low_straight && has(Category::MinorStraight) => {
                Category::MinorStraight
            }
            Base::Straight => Category::Straight,
            Base::FourOfAKind => Category::FourOfAKind,
            Base::FullHouse => Category::FullHouse,
            Base::Flush => Category::Flush,
            Base::ThreeOfAKind => Category::ThreeOfAKind,
            Base::TwoPair => Category::TwoPair,
            Base::Pair => Category::Pair,
            Base::HighCard => Category::HighCard,
        }
    }

    /// The five cards in order of significance: group size, then rank (a
    /// low ace last), then the better suit first.
    fn significance_order(&self, five: [Card; 5], p: &Pattern) -> [Card; 5] {
        // One sortable key per card.
        let sort_key = |c: Card| -> u32 {
            let value = if p.ace_low_straight && c.rank() == Rank::Ace {
                0
            } else {
                c.rank().index() as u32 + 1
            };
            (u32::from(p.count[c.rank().index()]) << 16)
                | (value << 8)
                | u32::from(self.suit_rank[c.suit().index()])
        };
        let mut keyed = five.map(|c| (sort_key(c), c));
        keyed.sort_unstable_by_key(|k| std::cmp::Reverse(k.0));
        keyed.map(|(_, c)| c)
    }

    /// The best five of `cards` (5 to 7 of them) by brute force.
    pub fn best_of(&self, cards: &[Card]) -> Option<Made> {
        let n = cards.len();
        let mut best: Option<Made> = None;
        let mut consider = |m: Made| {
            if best.is_none_or(|b| m.key() > b.key()) {
                best = Some(m);
            }
        };
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    for d in c + 1..n {
                        for e in d + 1..n {
                            consider(
                                self.classify([cards[a], cards[b], cards[c], cards[d], cards[e]]),
                            );
                        }
                    }
                }
            }
        }
        best
    }

    /// Omaha: the best of exactly two hole cards and three board cards.
    pub fn best_omaha(&self, hole: &[Card], board: &[Card]) -> Option<Made> {
        let mut best: Option<Made> = None;
        for a in 0..hole.len() {
            for b in a + 1..hole.len() {
                for c in 0..board.len() {
                    for d in c + 1..board.len() {
                        for e in d + 1..board.len() {
                            let m = self.classify([hole[a], hole[b], board[c], board[d], board[e]]);
                            if best.is_none_or(|x| m.key() > x.key()) {
                                best = Some(m);
                            }
                        }
                    }
                }
            }
        }
        best
    }
}

/// What five cards hold, before a rule set names it ([`Ranking::classify`]).
struct Pattern {
    /// Cards of each rank.
    count: [u8; 13],
    flush: bool,
    /// Five ranks in a row, the ace high or (R39) low.
    straight: bool,
    /// A straight with the ace one below the deck's lowest rank.
    ace_low_straight: bool,
    max_rank: Rank,
}
