//! The cards in words: rank, suit and card names, the default names of the
//! hand categories, and why a piece of input is not a card
//! ([`crate::cards::ParseError`]), in Turkish and English.

use super::Lang;
use crate::cards::{Card, ParseError, ParseErrorKind, Rank, Suit};
use crate::rules::{Category, RuleSet};

/// One line naming the token the user typed and why it is not a card.
pub fn parse_error(e: &ParseError, lang: Lang) -> String {
    let reason = parse_reason(e.kind, lang);
    if e.token.is_empty() {
        reason.to_string()
    } else {
        // Control characters would break the one-line promise or the
        // terminal; show them escaped.
        let mut token = String::with_capacity(e.token.len());
        for c in e.token.chars() {
            if c.is_control() {
                token.extend(c.escape_default());
            } else {
                token.push(c);
            }
        }
        format!("`{token}`: {reason}")
    }
}

/// Why a token is not a card, without the token.
fn parse_reason(kind: ParseErrorKind, lang: Lang) -> &'static str {
    use ParseErrorKind as K;
    match kind {
        K::UnknownRank => lang.pick(
            "kağıt anlaşılamadı (değeri bilinmiyor: 2–10, J, Q, K, A ya da as, papaz, kız, vale…)",
            "not a card (unknown rank: use 2–10, J, Q, K, A)",
        ),
        K::UnknownSuit => lang.pick(
            "kağıt anlaşılamadı (rengi bilinmiyor: c, d, h, s, ♣ ♦ ♥ ♠ ya da sinek, karo, kupa, maça)",
            "not a card (unknown suit: use c, d, h, s or ♣ ♦ ♥ ♠)",
        ),
        K::MissingSuit => lang.pick(
            "kağıt anlaşılamadı (rengi eksik; örneğin Ah ya da kupa as)",
            "not a card (suit missing, e.g. Ah or ace of hearts)",
        ),
        K::MissingRank => lang.pick(
            "kağıt anlaşılamadı (değeri eksik; örneğin kupa as)",
            "not a card (rank missing, e.g. Ah or ace of hearts)",
        ),
        K::Unrecognized => lang.pick("kağıt anlaşılamadı", "not a card"),
        K::Empty => lang.pick("kağıt yazılmadı", "no card given"),
        K::NotOneCard => lang.pick("tek bir kağıt bekleniyordu", "expected exactly one card"),
    }
}

/// The rank's name: `as`, `papaz` … `ikili`; `ace`, `king` … `two`.
pub fn rank_name(rank: Rank, lang: Lang) -> &'static str {
    let (tr, en) = match rank {
        Rank::Ace => ("as", "ace"),
        Rank::King => ("papaz", "king"),
        Rank::Queen => ("kız", "queen"),
        Rank::Jack => ("vale", "jack"),
        Rank::Ten => ("onlu", "ten"),
        Rank::Nine => ("dokuzlu", "nine"),
        Rank::Eight => ("sekizli", "eight"),
        Rank::Seven => ("yedili", "seven"),
        Rank::Six => ("altılı", "six"),
        Rank::Five => ("beşli", "five"),
        Rank::Four => ("dörtlü", "four"),
        Rank::Three => ("üçlü", "three"),
        Rank::Two => ("ikili", "two"),
    };
    lang.pick(tr, en)
}

/// The suit's name: `kupa`, `karo`, `sinek`, `maça`; `hearts` ….
pub fn suit_name(suit: Suit, lang: Lang) -> &'static str {
    let (tr, en) = match suit {
        Suit::Hearts => ("kupa", "hearts"),
        Suit::Diamonds => ("karo", "diamonds"),
        Suit::Clubs => ("sinek", "clubs"),
        Suit::Spades => ("maça", "spades"),
    };
    lang.pick(tr, en)
}

/// The card's name: `kupa as`, `maça onlu`; `ace of hearts`.
pub fn card_name(card: Card, lang: Lang) -> String {
    let (rank, suit) = (rank_name(card.rank(), lang), suit_name(card.suit(), lang));
    match lang {
        Lang::Tr => format!("{suit} {rank}"),
        Lang::En => format!("{rank} of {suit}"),
    }
}

/// A category's default name; a rule set may override it (seed 004 calls a
/// straight flush "Floş").
pub fn category_default(c: Category, lang: Lang) -> &'static str {
    let (tr, en) = match c {
        Category::RoyalFlush => ("Floş royal", "Royal flush"),
        Category::StraightFlush => ("Dizi renk", "Straight flush"),
        Category::MinorStraightFlush => ("Minör floş", "Minor straight flush"),
        Category::FourOfAKind => ("Kare", "Four of a kind"),
        Category::FullHouse => ("Ful", "Full house"),
        Category::Flush => ("Renk", "Flush"),
        Category::Straight => ("Kent", "Straight"),
        Category::MajorStraight => ("Majör kent", "Major straight"),
        Category::MinorStraight => ("Minör kent", "Minor straight"),
        Category::ThreeOfAKind => ("Üç", "Three of a kind"),
        Category::TwoPair => ("Döper", "Two pair"),
        Category::Pair => ("Per", "Pair"),
        Category::HighCard => ("Beş benzemez", "High card"),
    };
    lang.pick(tr, en)
}

/// The category's display name under `rules`: the rule set's own name for
/// it, else the default.
pub fn category_name(rules: &RuleSet, c: Category, lang: Lang) -> String {
    match rules.category_rule(c).and_then(|r| r.name.as_ref()) {
        Some(t) => t.get(lang).to_string(),
        None => category_default(c, lang).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{fold, parse_card, parse_cards};
    use ParseErrorKind::*;
    use proptest::prelude::*;

    fn c(s: &str) -> Card {
        parse_card(s).unwrap()
    }

    fn err(token: &str, kind: ParseErrorKind) -> ParseError {
        ParseError {
            token: token.into(),
            kind,
        }
    }

    #[test]
    fn messages() {
        let e = err("1x", UnknownRank);
        assert!(
            parse_error(&e, Lang::Tr).starts_with("`1x`: kağıt anlaşılamadı (değeri bilinmiyor")
        );
        assert!(parse_error(&e, Lang::En).starts_with("`1x`: not a card (unknown rank"));
        let all = [
            UnknownRank,
            UnknownSuit,
            MissingSuit,
            MissingRank,
            Unrecognized,
            Empty,
            NotOneCard,
        ];
        for kind in all {
            for lang in [Lang::Tr, Lang::En] {
                let m = parse_error(&err("Zz", kind), lang);
                assert!(m.starts_with("`Zz`: "), "{m}");
                assert!(!m.contains('\n'), "{m}");
                let empty = parse_error(&err("", kind), lang);
                assert!(!empty.starts_with('`'), "{empty}");
            }
        }
        assert_eq!(parse_error(&err("", Empty), Lang::Tr), "kağıt yazılmadı");
        assert_eq!(parse_error(&err("", Empty), Lang::En), "no card given");
        // Control characters are escaped, so the message stays on one line.
        let odd = err("a\u{7}b\u{1b}", Unrecognized);
        assert_eq!(parse_error(&odd, Lang::En), "`a\\u{7}b\\u{1b}`: not a card");
    }

    #[test]
    fn names() {
        assert_eq!(card_name(c("Ah"), Lang::Tr), "kupa as");
        assert_eq!(card_name(c("Ts"), Lang::Tr), "maça onlu");
        assert_eq!(card_name(c("Qc"), Lang::Tr), "sinek kız");
        assert_eq!(card_name(c("6d"), Lang::Tr), "karo altılı");
        assert_eq!(card_name(c("Ah"), Lang::En), "ace of hearts");
        assert_eq!(card_name(c("Ts"), Lang::En), "ten of spades");
        assert_eq!(card_name(c("2c"), Lang::En), "two of clubs");
        let tr: Vec<_> = Rank::ALL
            .iter()
            .rev()
            .map(|&r| rank_name(r, Lang::Tr))
            .collect();
        assert_eq!(
            tr,
            [
                "as", "papaz", "kız", "vale", "onlu", "dokuzlu", "sekizli", "yedili", "altılı",
                "beşli", "dörtlü", "üçlü", "ikili"
            ]
        );
        let en: Vec<_> = Rank::ALL
            .iter()
            .rev()
            .map(|&r| rank_name(r, Lang::En))
            .collect();
        assert_eq!(
            en,
            [
                "ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "six", "five",
                "four", "three", "two"
            ]
        );
        let suits = |lang| Suit::ALL.map(|s| suit_name(s, lang));
        assert_eq!(suits(Lang::Tr), ["sinek", "karo", "kupa", "maça"]);
        assert_eq!(suits(Lang::En), ["clubs", "diamonds", "hearts", "spades"]);
    }

    /// Every name these functions give reads back as its card.
    #[test]
    fn names_parse_back() {
        for card in Card::all() {
            for lang in [Lang::Tr, Lang::En] {
                let name = card_name(card, lang);
                assert_eq!(parse_cards(&name), Ok(vec![card]), "{name}");
                assert_eq!(parse_card(&name.to_uppercase()), Ok(card), "{name}");
                assert_eq!(parse_card(&fold(&name)), Ok(card), "{name}");
            }
            // Turkish rank-then-suit order.
            let reversed = format!(
                "{} {}",
                rank_name(card.rank(), Lang::Tr),
                suit_name(card.suit(), Lang::Tr)
            );
            assert_eq!(parse_card(&reversed), Ok(card), "{reversed}");
        }
        let deck: Vec<Card> = Card::all().collect();
        for lang in [Lang::Tr, Lang::En] {
            let text = deck
                .iter()
                .map(|&c| card_name(c, lang))
                .collect::<Vec<_>>()
                .join(" ");
            assert_eq!(parse_cards(&text), Ok(deck.clone()));
        }
    }

    fn any_card() -> impl Strategy<Value = Card> {
        (0usize..52)
            .prop_map(|i| Card::from_index(i).unwrap_or_else(|| Card::new(Rank::Two, Suit::Clubs)))
    }

    fn render(card: Card, form: u8) -> String {
        match form % 6 {
            0 => card.short(),
            1 => card.symbol(),
            2 => card_name(card, Lang::Tr),
            3 => card_name(card, Lang::En),
            4 => card.short().to_lowercase(),
            _ => format!(
                "{} {}",
                rank_name(card.rank(), Lang::Tr),
                suit_name(card.suit(), Lang::Tr)
            )
            .to_uppercase(),
        }
    }

    use crate::cards::PARSE_FRAGMENTS as FRAGMENTS;

    proptest! {
        #[test]
        fn messages_are_one_line(parts in prop::collection::vec(prop::sample::select(FRAGMENTS), 0..12)) {
            let s: String = parts.concat();
            if let Err(e) = parse_cards(&s) {
                prop_assert!(!parse_error(&e, Lang::Tr).contains('\n'));
                prop_assert!(!parse_error(&e, Lang::En).contains('\n'));
            }
        }

        #[test]
        fn comma_separated_mixed_forms_round_trip(
            cards in prop::collection::vec((any_card(), any::<u8>()), 0..10),
            sep in prop::sample::select(vec![",", ", ", " ; ", " + ", "/", " | "]),
        ) {
            let text = cards.iter().map(|&(c, f)| render(c, f)).collect::<Vec<_>>().join(sep);
            let want: Vec<Card> = cards.iter().map(|&(c, _)| c).collect();
            prop_assert_eq!(parse_cards(&text), Ok(want), "{}", text);
        }

        #[test]
        fn space_separated_uniform_forms_round_trip(
            cards in prop::collection::vec(any_card(), 0..10),
            form in 0u8..6,
            sep in prop::sample::select(vec![" ", "  ", "\t", "\n", " - "]),
        ) {
            let text = cards.iter().map(|&c| render(c, form)).collect::<Vec<_>>().join(sep);
            prop_assert_eq!(parse_cards(&text), Ok(cards.clone()), "{}", text);
        }
    }
}
