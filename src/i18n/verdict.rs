//! The racon's words: verdict reasons and showdown input errors, in Turkish
//! and English. Comparisons are written with `>` so Turkish needs no case
//! suffixes on card names.

use super::Lang;
use crate::cards::{Card, Rank};
use crate::eval::verdict::{InputError, Step, Verdict};
use crate::rules::{Base, Category, RuleSet, SuitRule};

fn hand(i: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{}. el", i + 1),
        Lang::En => format!("hand {}", i + 1),
    }
}

fn hands_list(v: &[usize], lang: Lang) -> String {
    let nums: Vec<String> = v.iter().map(|i| (i + 1).to_string()).collect();
    let (last, rest) = nums
        .split_last()
        .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    let joined = if rest.is_empty() {
        last.to_string()
    } else {
        format!("{} {} {last}", rest.join(", "), lang.pick("ve", "and"))
    };
    match lang {
        Lang::Tr => format!("{joined}. el"),
        Lang::En => format!("hands {joined}"),
    }
}

fn rank_name(value: u8, lang: Lang) -> &'static str {
    Rank::from_index(value.saturating_sub(1) as usize).map_or("?", |r| r.name(lang))
}

/// Turkish genitive of a rank name ("onlunun", "asın").
fn rank_genitive_tr(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "asın",
        Rank::King => "papazın",
        Rank::Queen => "kızın",
        Rank::Jack => "valenin",
        Rank::Ten => "onlunun",
        Rank::Nine => "dokuzlunun",
        Rank::Eight => "sekizlinin",
        Rank::Seven => "yedilinin",
        Rank::Six => "altılının",
        Rank::Five => "beşlinin",
        Rank::Four => "dörtlünün",
        Rank::Three => "üçlünün",
        Rank::Two => "ikilinin",
    }
}

/// What the rank at `position` is, for a hand of `category`.
fn role(category: Category, position: usize, lang: Lang) -> String {
    let nth = |n: usize, tr: &str, en: &str| match lang {
        Lang::Tr => format!("{n}. {tr}"),
        Lang::En => {
            let ord = ["first", "second", "third", "fourth", "fifth"];
            format!("the {} {en}", ord.get(n - 1).unwrap_or(&""))
        }
    };
    let fixed = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match (category.base(), position) {
        (Base::Pair, 0) => fixed("per", "the pair"),
        (Base::ThreeOfAKind | Base::FullHouse, 0) => fixed("üçlü", "the three of a kind"),
        (Base::FourOfAKind, 0) => fixed("kare", "the four of a kind"),
        (Base::TwoPair, 0) => fixed("büyük per", "the higher pair"),
        (Base::TwoPair, 1) => fixed("küçük per", "the lower pair"),
        (Base::Pair | Base::ThreeOfAKind, p) => nth(p, "yan kağıt", "kicker"),
        (Base::TwoPair | Base::FourOfAKind, _) => fixed("tek kağıt", "the kicker"),
        (Base::FullHouse, _) => fixed("per", "the pair"),
        (Base::Flush | Base::HighCard, 0) | (Base::Straight | Base::StraightFlush, _) => {
            fixed("en büyük kağıt", "the top card")
        }
        (Base::Flush | Base::HighCard, p) => nth(p + 1, "kağıt", "card"),
    }
}

fn suit_rule(rule: SuitRule, category: Category, lang: Lang) -> String {
    let set_is_pair = matches!(category.base(), Base::Pair | Base::TwoPair);
    match rule {
        SuitRule::None => lang
            .pick("cinse bakılmaz", "suits do not count")
            .to_string(),
        SuitRule::TopCard => lang
            .pick("en büyük kağıdın cinsi", "the top card's suit")
            .to_string(),
        SuitRule::TopKicker => lang
            .pick("en büyük yan kağıdın cinsi", "the top kicker's suit")
            .to_string(),
        SuitRule::BestInSet if set_is_pair => lang
            .pick("perdeki en iyi cins", "the best suit in the pair")
            .to_string(),
        SuitRule::BestInSet => lang
            .pick("setteki en iyi cins", "the best suit in the set")
            .to_string(),
        SuitRule::CardOfRank(r) => match lang {
            Lang::Tr => format!("{} cinsi", rank_genitive_tr(r)),
            Lang::En => format!("the {}'s suit", r.name(lang)),
        },
    }
}

fn card_with_suit(c: Card, lang: Lang) -> String {
    format!("{} ({})", c.symbol(), c.suit().name(lang))
}

fn suit_order(rules: &RuleSet, lang: Lang) -> String {
    rules
        .suit_order
        .iter()
        .map(|s| s.name(lang))
        .collect::<Vec<_>>()
        .join(" > ")
}

/// The reason lines of a verdict: one per hand, the winner, then each step.
pub fn reasons(v: &Verdict, rules: &RuleSet, lang: Lang) -> Vec<String> {
    let name = |c: Category| rules.category_name(c, lang);
    let mut out = Vec::new();
    for (i, j) in v.hands.iter().enumerate() {
        let cards: Vec<String> = j.made.cards.iter().map(|c| c.symbol()).collect();
        let mut line = format!(
            "{}: {} ({})",
            capitalize(&hand(i, lang)),
            name(j.made.category),
            cards.join(" ")
        );
        if rules.opener.is_some() {
            line.push_str(if j.opener {
                lang.pick(", açar", ", opens")
            } else {
                lang.pick(", açamaz", ", cannot open")
            });
        }
        line.push('.');
        out.push(line);
    }
    let winners = v.winners();
    out.push(match (winners, lang) {
        ([w], Lang::Tr) => format!("Kazanan: {}.", hand(*w, lang)),
        ([w], Lang::En) => format!("Winner: {}.", hand(*w, lang)),
        (ws, Lang::Tr) => format!("Pot bölünür: {}.", hands_list(ws, lang)),
        (ws, Lang::En) => format!("Split pot: {}.", hands_list(ws, lang)),
    });
    for step in &v.steps {
        out.push(step_line(step, rules, lang));
    }
    out
}

fn step_line(step: &Step, rules: &RuleSet, lang: Lang) -> String {
    let name = |c: Category| rules.category_name(c, lang);
    match step {
        Step::Category {
            better,
            worse,
            high,
            low,
        } => match lang {
            Lang::Tr => format!(
                "Tür: {} > {}, çünkü {} sıralamasında {} > {}.",
                hand(*better, lang),
                hand(*worse, lang),
                rules.id,
                name(*high),
                name(*low)
            ),
            Lang::En => format!(
                "Category: {} > {}, because {} ranks {} above {}.",
                hand(*better, lang),
                hand(*worse, lang),
                rules.id,
                name(*high),
                name(*low)
            ),
        },
        Step::Ranks {
            better,
            worse,
            category,
            position,
            high,
            low,
        } => match lang {
            Lang::Tr => format!(
                "Sayı: {} > {}; ikisi de {}, {} belirler: {} > {}.",
                hand(*better, lang),
                hand(*worse, lang),
                name(*category),
                role(*category, *position, lang),
                rank_name(*high, lang),
                rank_name(*low, lang)
            ),
            Lang::En => format!(
                "Ranks: {} > {}; both are {}, and {} decides: {} > {}.",
                hand(*better, lang),
                hand(*worse, lang),
                name(*category),
                role(*category, *position, lang),
                rank_name(*high, lang),
                rank_name(*low, lang)
            ),
        },
        Step::Suit {
            better,
            worse,
            category,
            rule,
            high,
            low,
        } => match lang {
            Lang::Tr => format!(
                "Cins: {} > {}; sayılar aynı, {} belirler: {} > {} (cins sırası {}).",
                hand(*better, lang),
                hand(*worse, lang),
                suit_rule(*rule, *category, lang),
                card_with_suit(*high, lang),
                card_with_suit(*low, lang),
                suit_order(rules, lang)
            ),
            Lang::En => format!(
                "Suit: {} > {}; the ranks are equal, so {} decides: {} > {} (suit order {}).",
                hand(*better, lang),
                hand(*worse, lang),
                suit_rule(*rule, *category, lang),
                card_with_suit(*high, lang),
                card_with_suit(*low, lang),
                suit_order(rules, lang)
            ),
        },
        Step::Tie {
            hands,
            category,
            same_cards,
        } => match (lang, same_cards) {
            (Lang::Tr, true) => format!(
                "Eşit: {} aynı beş kağıtla oynuyor ({}); pot bölünür.",
                hands_list(hands, lang),
                name(*category)
            ),
            (Lang::En, true) => format!(
                "Tie: {} play the same five cards ({}); the pot is split.",
                hands_list(hands, lang),
                name(*category)
            ),
            (Lang::Tr, false) => format!(
                "Eşit: {} denk ({}, sayılar aynı); bu kurallarda cinse bakılmaz, pot bölünür.",
                hands_list(hands, lang),
                name(*category)
            ),
            (Lang::En, false) => format!(
                "Tie: {} are equal ({}, same ranks); suits do not count under these rules, so the pot is split.",
                hands_list(hands, lang),
                name(*category)
            ),
        },
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// One line for a showdown input error.
pub fn input_error(e: &InputError, lang: Lang) -> String {
    match (e, lang) {
        (InputError::NotInDeck { card, deck_size }, Lang::Tr) => {
            format!("`{card}`: {deck_size} kağıtlık destede bu kağıt yok")
        }
        (InputError::NotInDeck { card, deck_size }, Lang::En) => {
            format!("`{card}`: not in the {deck_size}-card deck in play")
        }
        (InputError::Duplicate { card }, Lang::Tr) => {
            format!("`{card}`: aynı kağıt iki kez verildi")
        }
        (InputError::Duplicate { card }, Lang::En) => {
            format!("`{card}`: the same card appears twice")
        }
        (InputError::HandSize { hand: h, got, want }, Lang::Tr) => {
            format!(
                "{}: {got} kağıt var, bu oyunda {want} olmalı",
                hand(*h, lang)
            )
        }
        (InputError::HandSize { hand: h, got, want }, Lang::En) => {
            format!(
                "{}: has {got} cards, this game needs {want}",
                hand(*h, lang)
            )
        }
        (
            InputError::BoardSize {
                got,
                want_min,
                want_max,
            },
            Lang::Tr,
        ) => {
            format!("--board: {got} kağıt var, {want_min} ile {want_max} arası olmalı")
        }
        (
            InputError::BoardSize {
                got,
                want_min,
                want_max,
            },
            Lang::En,
        ) => {
            format!("--board: has {got} cards, needs {want_min} to {want_max}")
        }
        (InputError::NoBoard, Lang::Tr) => "--board: bu oyunda ortak kağıt yok".to_string(),
        (InputError::NoBoard, Lang::En) => "--board: this game has no board".to_string(),
        (InputError::NoHands, Lang::Tr) => "en az bir el gerekli".to_string(),
        (InputError::NoHands, Lang::En) => "at least one hand is needed".to_string(),
    }
}
