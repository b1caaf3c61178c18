//! The racon's words: verdict reasons and showdown input errors, in Turkish
//! and English. Comparisons are written with `>` so Turkish needs no case
//! suffixes on card names.

use super::Lang;
use crate::cards::{Card, Rank};
use crate::eval::first_speaker::{FirstSpeaker, MAX_UP, Showing, Why};
use crate::eval::verdict::{InputError, Place, Step, Verdict};
use crate::rules::{Base, Category, RuleSet, SuitRule};

fn hand(i: usize, lang: Lang) -> String {
    super::cli::hand_label(i, lang)
}

/// "1. ve 2. el", "1., 2. ve 3. el"; "hands 1 and 2", "hands 1, 2 and 3".
/// Turkish ordinals written as digits each take their own dot.
pub fn hands_list(v: &[usize], lang: Lang) -> String {
    let nums: Vec<String> = v
        .iter()
        .map(|i| match lang {
            Lang::Tr => format!("{}.", i + 1),
            Lang::En => (i + 1).to_string(),
        })
        .collect();
    let (last, rest) = nums
        .split_last()
        .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    let joined = if rest.is_empty() {
        last.to_string()
    } else {
        format!("{} {} {last}", rest.join(", "), lang.pick("ve", "and"))
    };
    match (lang, v.len()) {
        (Lang::Tr, _) => format!("{joined} el"),
        (Lang::En, 1) => format!("hand {joined}"),
        (Lang::En, _) => format!("hands {joined}"),
    }
}

/// Lower case for a word in the middle of a sentence, with Turkish dotted
/// and dotless i (`I` → `ı`, `İ` → `i`).
pub fn lower(s: &str, lang: Lang) -> String {
    s.chars()
        .flat_map(|c| match (lang, c) {
            (Lang::Tr, 'I') => vec!['ı'],
            (Lang::Tr, 'İ') => vec!['i'],
            _ => c.to_lowercase().collect(),
        })
        .collect()
}

/// The Turkish ablative ("-den/-dan/-ten/-tan") of a category name:
/// "fulden", "kentten", "kareden", "3'lüden". Vowel harmony follows the last
/// vowel; a final voiceless consonant takes `t`. Loanwords ending in a
/// palatal `l` (ful, royal) take front vowels.
pub fn ablative_tr(word: &str) -> String {
    let last_word = word.rsplit(' ').next().unwrap_or(word);
    let front_l = matches!(last_word, "ful" | "royal" | "gol" | "alkol");
    let last_vowel = word.chars().rev().find(|c| "aeıioöuüâîû".contains(*c));
    let front = front_l || matches!(last_vowel, Some('e' | 'i' | 'ö' | 'ü' | 'î') | None);
    let hard = word
        .chars()
        .next_back()
        .is_some_and(|c| "çfhkpsşt".contains(c));
    format!(
        "{word}{}{}n",
        if hard { 't' } else { 'd' },
        if front { 'e' } else { 'a' }
    )
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
        (Base::Pair | Base::ThreeOfAKind, p) => nth(p, "tek kağıt", "kicker"),
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
            .pick("en büyük tek kağıdın cinsi", "the top kicker's suit")
            .to_string(),
        SuitRule::BestInSet if set_is_pair => lang
            .pick("perdeki büyük cins", "the best suit in the pair")
            .to_string(),
        SuitRule::BestInSet => lang
            .pick("setteki büyük cins", "the best suit in the set")
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

/// A category name in the middle of a sentence: "renk", "full house".
fn cat_mid(rules: &RuleSet, c: Category, lang: Lang) -> String {
    lower(&rules.category_name(c, lang), lang)
}

/// "ikisi de", "üçü de" … for `n` equal hands.
fn all_of_tr(n: usize) -> &'static str {
    match n {
        2 => "ikisi de",
        3 => "üçü de",
        4 => "dördü de",
        5 => "beşi de",
        6 => "altısı da",
        _ => "hepsi de",
    }
}

/// The rule set as named in a sentence about its category order.
fn order_reason(rules: &RuleSet, high: &str, low: &str, lang: Lang) -> String {
    match (lang, rules.by_frequency) {
        (Lang::Tr, true) => format!(
            "olasılığa göre sıralamada {high} {} büyüktür",
            ablative_tr(low)
        ),
        (Lang::Tr, false) => format!(
            "{} sıralamasında {high} {} büyüktür",
            rules.name.get(lang),
            ablative_tr(low)
        ),
        (Lang::En, true) => {
            format!("ranked by frequency (the rarer the higher), {high} ranks above {low}")
        }
        (Lang::En, false) => format!("under {}, {high} ranks above {low}", rules.name.get(lang)),
    }
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
    let name = |c: Category| cat_mid(rules, c, lang);
    match step {
        Step::Category {
            better,
            worse,
            high,
            low,
        } => match lang {
            Lang::Tr => format!(
                "Tür: {} > {}, çünkü {}.",
                hand(*better, lang),
                hand(*worse, lang),
                order_reason(rules, &name(*high), &name(*low), lang)
            ),
            Lang::En => format!(
                "Category: {} > {}, because {}.",
                hand(*better, lang),
                hand(*worse, lang),
                order_reason(rules, &name(*high), &name(*low), lang)
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
            ace_low,
        } => {
            let decides = if *ace_low && *rule == SuitRule::TopCard {
                let top = high.rank().name(lang);
                match lang {
                    Lang::Tr => format!(
                        "as burada küçük oynadığı için en büyük kağıt {top}, onun cinsi belirler"
                    ),
                    Lang::En => format!(
                        "the ace plays low here, so the top card is the {top}, and its suit decides"
                    ),
                }
            } else {
                match lang {
                    Lang::Tr => format!("{} belirler", suit_rule(*rule, *category, lang)),
                    Lang::En => format!("so {} decides", suit_rule(*rule, *category, lang)),
                }
            };
            match lang {
                Lang::Tr => format!(
                    "Cins: {} > {}; sayılar aynı, {decides}: {} > {} (cins sırası {}).",
                    hand(*better, lang),
                    hand(*worse, lang),
                    card_with_suit(*high, lang),
                    card_with_suit(*low, lang),
                    suit_order(rules, lang)
                ),
                Lang::En => format!(
                    "Suit: {} > {}; the ranks are equal, {decides}: {} > {} (suit order {}).",
                    hand(*better, lang),
                    hand(*worse, lang),
                    card_with_suit(*high, lang),
                    card_with_suit(*low, lang),
                    suit_order(rules, lang)
                ),
            }
        }
        Step::Tie {
            hands,
            category,
            same_cards,
            top,
        } => tie_line(hands, &name(*category), *same_cards, *top, lang),
    }
}

/// A tie. Only the winning group splits the pot (S2); a tie below the
/// winner shares nothing, so its line says no more than that they are equal.
fn tie_line(hands: &[usize], category: &str, same_cards: bool, top: bool, lang: Lang) -> String {
    let who = hands_list(hands, lang);
    let split = match (top, lang, same_cards) {
        (false, _, _) => "",
        (true, Lang::Tr, true) => "; pot bölünür",
        (true, Lang::Tr, false) => ", pot bölünür",
        (true, Lang::En, _) => "; the pot is split",
    };
    match (lang, same_cards) {
        (Lang::Tr, true) => format!("Eşit: {who} aynı beş kağıtla oynuyor ({category}){split}."),
        (Lang::En, true) => format!("Tie: {who} play the same five cards ({category}){split}."),
        (Lang::Tr, false) => format!(
            "Eşit: {who} denk ({} {category}, sayılar aynı); bu kurallarda cinse bakılmaz{split}.",
            all_of_tr(hands.len())
        ),
        (Lang::En, false) => {
            let split = if top { ", so the pot is split" } else { "" };
            format!(
                "Tie: {who} are equal ({category}, same ranks); suits do not count under these rules{split}."
            )
        }
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn place(p: Place, lang: Lang) -> String {
    match (p, lang) {
        (Place::Hand(h), _) => hand(h, lang),
        (Place::Board, Lang::Tr) => "ortak kağıtlar".to_string(),
        (Place::Board, Lang::En) => "the board".to_string(),
    }
}

/// The Turkish locative of a place: "1. elde", "ortak kağıtlarda".
fn place_in_tr(p: Place) -> String {
    match p {
        Place::Hand(h) => format!("{}. elde", h + 1),
        Place::Board => "ortak kağıtlarda".to_string(),
    }
}

/// One line for a showdown (or up-card) input error.
pub fn input_error(e: &InputError, lang: Lang) -> String {
    match (e, lang) {
        (InputError::NotInDeck { card, deck_size }, Lang::Tr) => {
            format!("`{card}`: {deck_size} kağıtlık destede bu kağıt yok")
        }
        (InputError::NotInDeck { card, deck_size }, Lang::En) => {
            format!("`{card}`: not in the {deck_size}-card deck in play")
        }
        (InputError::Duplicate { card, first, again }, _) if first == again => match lang {
            Lang::Tr => format!(
                "`{card}` ({}): {} iki kez var",
                card.symbol(),
                place_in_tr(*first)
            ),
            Lang::En => format!(
                "`{card}` ({}): given twice in {}",
                card.symbol(),
                place(*first, lang)
            ),
        },
        (InputError::Duplicate { card, first, again }, Lang::Tr) => format!(
            "`{card}` ({}): aynı kağıt hem {} hem {} var",
            card.symbol(),
            place_in_tr(*first),
            place_in_tr(*again)
        ),
        (InputError::Duplicate { card, first, again }, Lang::En) => format!(
            "`{card}` ({}): the same card is in {} and in {}",
            card.symbol(),
            place(*first, lang),
            place(*again, lang)
        ),
        (InputError::HandSize { hand: h, got, want }, Lang::Tr) => {
            format!(
                "{}: {got} kağıt var, bu oyunda {want} olmalı",
                hand(*h, lang)
            )
        }
        (InputError::HandSize { hand: h, got, want }, Lang::En) => {
            format!(
                "{}: has {got} {}, this game needs {want}",
                hand(*h, lang),
                if *got == 1 { "card" } else { "cards" }
            )
        }
        (InputError::BoardSize { got, want }, Lang::Tr) => {
            format!("--board: {got} kağıt var; el sonu karşılaştırması için {want} ortak kağıt gerekir")
        }
        (InputError::BoardSize { got, want }, Lang::En) => {
            format!(
                "--board: has {got} {}; a showdown needs {want} board cards",
                if *got == 1 { "card" } else { "cards" }
            )
        }
        (InputError::NoBoard, Lang::Tr) => "--board: bu oyunda ortak kağıt yok".to_string(),
        (InputError::NoBoard, Lang::En) => "--board: this game has no board".to_string(),
        (InputError::NoHands, Lang::Tr) => "en az bir el gerekli".to_string(),
        (InputError::NoHands, Lang::En) => "at least one hand is needed".to_string(),
        (InputError::UpCards { hand: h, got }, Lang::Tr) => format!(
            "{}: {got} kağıt var; açık kağıtlar 1 ile {MAX_UP} arası, el sonunda 5",
            hand(*h, lang)
        ),
        (InputError::UpCards { hand: h, got }, Lang::En) => format!(
            "{}: has {got} {}; up cards are 1 to {MAX_UP}, a showdown hand 5",
            hand(*h, lang),
            if *got == 1 { "card" } else { "cards" }
        ),
        (InputError::UnevenUpCards { hand: h, got, want }, Lang::Tr) => format!(
            "{}: {got} açık kağıt var, 1. elde {want}; herkesin açık kağıt sayısı aynı olmalı",
            hand(*h, lang)
        ),
        (InputError::UnevenUpCards { hand: h, got, want }, Lang::En) => format!(
            "{}: shows {got} up {}, hand 1 shows {want}; every player shows the same number",
            hand(*h, lang),
            if *got == 1 { "card" } else { "cards" }
        ),
        (InputError::DealerNeeded, Lang::Tr) => "--dealer: bu kurallarda eşit açık kağıtlarda söz dağıtanın soluna en yakın oyuncuda; dağıtanı verin (1'den başlayarak)".to_string(),
        (InputError::DealerNeeded, Lang::En) => "--dealer: under these rules equal up cards go to the seat nearest the dealer's left; give the dealer (counting from 1)".to_string(),
        (InputError::DealerOutOfRange { dealer, players }, Lang::Tr) => {
            format!("--dealer: {} verildi, 1 ile {players} arası olmalı", dealer.wrapping_add(1))
        }
        (InputError::DealerOutOfRange { dealer, players }, Lang::En) => {
            format!("--dealer: got {}, needs 1 to {players}", dealer.wrapping_add(1))
        }
    }
}

/// A showing in a sentence: "per Q♣ Q♠", "A♥ K♦" (high card unnamed).
fn showing_text(sh: &Showing, rules: &RuleSet, lang: Lang) -> String {
    let cards: Vec<String> = sh.cards.iter().map(|c| c.symbol()).collect();
    if sh.category == Category::HighCard {
        cards.join(" ")
    } else {
        format!("{} {}", cat_mid(rules, sh.category, lang), cards.join(" "))
    }
}

/// The lines for who speaks first: each hand's showing, then the answer
/// with its reason ("Söz 2. elde: per Q♣ Q♠ > A♥ K♦.").
pub fn first_speaker_lines(fs: &FirstSpeaker, rules: &RuleSet, lang: Lang) -> Vec<String> {
    let mut out: Vec<String> = fs
        .showing
        .iter()
        .enumerate()
        .map(|(i, sh)| {
            format!(
                "{}: {}.",
                capitalize(&hand(i, lang)),
                showing_text(sh, rules, lang)
            )
        })
        .collect();
    let first = fs.first;
    let head = match (fs.bring_in, lang) {
        (false, Lang::Tr) => format!("Söz {}de", hand(first, lang)),
        (false, Lang::En) => format!("{} speaks first", capitalize(&hand(first, lang))),
        (true, Lang::Tr) => format!(
            "Söz {}de; zorunlu ilk bahsi en küçük açık kağıt yapar",
            hand(first, lang)
        ),
        (true, Lang::En) => format!(
            "{} brings in (the lowest up card)",
            capitalize(&hand(first, lang))
        ),
    };
    let op = if fs.bring_in { "<" } else { ">" };
    let shown = |i: usize| {
        fs.showing
            .get(i)
            .map(|s| showing_text(s, rules, lang))
            .unwrap_or_default()
    };
    let line = match &fs.why {
        Why::Alone => match lang {
            Lang::Tr => format!("{head} (masada tek el)."),
            Lang::En => format!("{head} (the only hand)."),
        },
        Why::Category { next } => format!("{head}: {} {op} {}.", shown(first), shown(*next)),
        Why::Ranks {
            next,
            first_rank,
            next_rank,
            ..
        } => format!(
            "{head}: {} {op} {} ({} {op} {}).",
            shown(first),
            shown(*next),
            rank_name(*first_rank, lang),
            rank_name(*next_rank, lang)
        ),
        Why::Suit {
            next,
            first_card,
            next_card,
        } => {
            let (tr, en) = if fs.bring_in {
                ("küçük cins", "the lower suit")
            } else {
                ("büyük cins", "the better suit")
            };
            match lang {
                Lang::Tr => format!(
                    "{head}: {} {op} {}; sayılar aynı, {tr} belirler: {} {op} {} (cins sırası {}).",
                    shown(first),
                    shown(*next),
                    card_with_suit(*first_card, lang),
                    card_with_suit(*next_card, lang),
                    suit_order(rules, lang)
                ),
                Lang::En => format!(
                    "{head}: {} {op} {}; the ranks are equal, so {en} decides: {} {op} {} (suit order {}).",
                    shown(first),
                    shown(*next),
                    card_with_suit(*first_card, lang),
                    card_with_suit(*next_card, lang),
                    suit_order(rules, lang)
                ),
            }
        }
        Why::NearestLeft { tied, dealer } => {
            let mut tied = tied.clone();
            tied.sort_unstable();
            match lang {
                Lang::Tr => format!(
                    "{head}: {} eşit (sayılar aynı); eşitlikte dağıtanın soluna en yakın oyuncu konuşur (dağıtan: {}).",
                    hands_list(&tied, lang),
                    hand(*dealer, lang)
                ),
                Lang::En => format!(
                    "{head}: {} are equal (same ranks); on a tie the seat nearest the dealer's left speaks (dealer: {}).",
                    hands_list(&tied, lang),
                    hand(*dealer, lang)
                ),
            }
        }
    };
    out.push(line);
    out
}
