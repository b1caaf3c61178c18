//! The racon's words: verdict reasons and showdown input errors, in Turkish
//! and English. Comparisons are written with `>` so Turkish needs no case
//! suffixes on card names. A hand is called by its label (a player's name,
//! given in `labels`) where one was typed, else by its number ("2. el");
//! sentences about a name need no case suffix either.

use super::Lang;
use crate::cards::{Card, Rank};
use crate::eval::first_speaker::{FirstSpeaker, MAX_UP, Showing, Why};
use crate::eval::verdict::{InputError, Place, Step, Verdict};
use crate::rules::{Base, Category, RuleSet, SuitRule};

/// Each hand's label (a name), or none; hands past its end have none.
pub type Labels = [Option<String>];

fn hand(i: usize, lang: Lang) -> String {
    super::cli::hand_label(i, lang)
}

/// Hand `i` in a sentence: its label, else its number.
fn called(labels: &Labels, i: usize, lang: Lang) -> String {
    labels
        .get(i)
        .and_then(Clone::clone)
        .unwrap_or_else(|| hand(i, lang))
}

/// Hand `i` at the start of a line: a number is capitalized ("2. el",
/// "Hand 2"), a name is left as it is.
fn called_first(labels: &Labels, i: usize, lang: Lang) -> String {
    match labels.get(i).and_then(Clone::clone) {
        Some(name) => name,
        None => capitalize(&hand(i, lang)),
    }
}

fn is_named(labels: &Labels, i: usize) -> bool {
    labels.get(i).is_some_and(Option::is_some)
}

/// Several hands: "1. ve 2. el" when none has a name, else each by its
/// label: "Kadir Aslan ve Gülay Tan", "Kadir Aslan, 2. el ve Işıl".
fn called_list(labels: &Labels, v: &[usize], lang: Lang) -> String {
    if !v.iter().any(|&i| is_named(labels, i)) {
        return hands_list(v, lang);
    }
    let each: Vec<String> = v.iter().map(|&i| called(labels, i, lang)).collect();
    match each.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {last}", rest.join(", "), lang.pick("ve", "and"))
        }
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
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
    Rank::from_index(value.saturating_sub(1) as usize)
        .map_or("?", |r| super::cards::rank_name(r, lang))
}

/// Turkish genitive of a rank name ("onlunun", "asın").
fn rank_genitive_tr(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "asın",
        Rank::King => "papazın",
        Rank::Queen => "kızın",
        Rank::Jack => "valenin",
        Rank::Ten => "10'lunun",
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
            Lang::En => format!("the {}'s suit", super::cards::rank_name(r, lang)),
        },
    }
}

fn card_with_suit(c: Card, lang: Lang) -> String {
    format!(
        "{} ({})",
        c.symbol(),
        super::cards::suit_name(c.suit(), lang)
    )
}

fn suit_order(rules: &RuleSet, lang: Lang) -> String {
    rules
        .suit_order
        .iter()
        .map(|&s| super::cards::suit_name(s, lang))
        .collect::<Vec<_>>()
        .join(" > ")
}

/// A category name in the middle of a sentence: "renk", "full house".
fn cat_mid(rules: &RuleSet, c: Category, lang: Lang) -> String {
    lower(&super::cards::category_name(rules, c, lang), lang)
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

/// The reason lines of a verdict: one per hand, the winner, then each step
/// (hands by number: [`reasons_named`] with no labels).
pub fn reasons(v: &Verdict, rules: &RuleSet, lang: Lang) -> Vec<String> {
    reasons_named(v, rules, &[], lang)
}

/// The reason lines with hands called by their labels.
pub fn reasons_named(v: &Verdict, rules: &RuleSet, labels: &Labels, lang: Lang) -> Vec<String> {
    let parts = verdict_parts(v, rules, labels, lang);
    let mut out = parts.hands;
    out.push(parts.winner);
    out.extend(parts.steps);
    out
}

/// A verdict's lines in three parts, for a screen that shows the winner
/// first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerdictParts {
    /// One line per hand: its category and cards, whether it opens.
    pub hands: Vec<String>,
    /// "Kazanan: Kadir Aslan." or "Pot bölünür: …".
    pub winner: String,
    /// What decided between each pair of neighbours, and the ties.
    pub steps: Vec<String>,
}

pub fn verdict_parts(v: &Verdict, rules: &RuleSet, labels: &Labels, lang: Lang) -> VerdictParts {
    let name = |c: Category| super::cards::category_name(rules, c, lang);
    let mut hands = Vec::new();
    for (i, j) in v.hands.iter().enumerate() {
        let cards: Vec<String> = j.made.cards.iter().map(|c| c.symbol()).collect();
        let mut line = format!(
            "{}: {} ({})",
            called_first(labels, i, lang),
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
        hands.push(line);
    }
    let winners = v.winners();
    let winner = match (winners, lang) {
        ([w], Lang::Tr) => format!("Kazanan: {}.", called(labels, *w, lang)),
        ([w], Lang::En) => format!("Winner: {}.", called(labels, *w, lang)),
        (ws, Lang::Tr) => format!("Pot bölünür: {}.", called_list(labels, ws, lang)),
        (ws, Lang::En) => format!("Split pot: {}.", called_list(labels, ws, lang)),
    };
    let steps = v
        .steps
        .iter()
        .map(|step| step_line(step, rules, labels, lang))
        .collect();
    VerdictParts {
        hands,
        winner,
        steps,
    }
}

fn step_line(step: &Step, rules: &RuleSet, labels: &Labels, lang: Lang) -> String {
    let name = |c: Category| cat_mid(rules, c, lang);
    let hand = |i: usize| called(labels, i, lang);
    let vs = |better: usize, worse: usize| format!("{} > {}", hand(better), hand(worse));
    match step {
        Step::Category {
            better,
            worse,
            high,
            low,
        } => {
            let (vs, why) = (
                vs(*better, *worse),
                order_reason(rules, &name(*high), &name(*low), lang),
            );
            match lang {
                Lang::Tr => format!("Tür: {vs}, çünkü {why}."),
                Lang::En => format!("Category: {vs}, because {why}."),
            }
        }
        Step::Ranks {
            better,
            worse,
            category,
            position,
            high,
            low,
        } => {
            let (vs, cat, role) = (
                vs(*better, *worse),
                name(*category),
                role(*category, *position, lang),
            );
            let (high, low) = (rank_name(*high, lang), rank_name(*low, lang));
            match lang {
                Lang::Tr => format!("Sayı: {vs}; ikisi de {cat}, {role} belirler: {high} > {low}."),
                Lang::En => {
                    format!("Ranks: {vs}; both are {cat}, and {role} decides: {high} > {low}.")
                }
            }
        }
        Step::Suit {
            better,
            worse,
            category,
            rule,
            high,
            low,
            ace_low,
        } => {
            let decides = suit_decides(*rule, *category, *high, *ace_low, lang);
            let vs = vs(*better, *worse);
            let (high, low) = (card_with_suit(*high, lang), card_with_suit(*low, lang));
            let order = suit_order(rules, lang);
            match lang {
                Lang::Tr => format!(
                    "Cins: {vs}; sayılar aynı, {decides}: {high} > {low} (cins sırası {order})."
                ),
                Lang::En => format!(
                    "Suit: {vs}; the ranks are equal, {decides}: {high} > {low} (suit order {order})."
                ),
            }
        }
        Step::Tie {
            hands,
            category,
            same_cards,
            top,
        } => tie_line(
            &called_list(labels, hands, lang),
            hands.len(),
            &name(*category),
            *same_cards,
            *top,
            lang,
        ),
    }
}

/// Which card's suit decides between equal ranks: the rule's, or, when the
/// ace plays low under `TopCard`, the card on top.
fn suit_decides(
    rule: SuitRule,
    category: Category,
    high: Card,
    ace_low: bool,
    lang: Lang,
) -> String {
    if ace_low && rule == SuitRule::TopCard {
        let top = super::cards::rank_name(high.rank(), lang);
        match lang {
            Lang::Tr => {
                format!("as burada küçük oynadığı için en büyük kağıt {top}, onun cinsi belirler")
            }
            Lang::En => format!(
                "the ace plays low here, so the top card is the {top}, and its suit decides"
            ),
        }
    } else {
        match lang {
            Lang::Tr => format!("{} belirler", suit_rule(rule, category, lang)),
            Lang::En => format!("so {} decides", suit_rule(rule, category, lang)),
        }
    }
}

/// A tie. Only the winning group splits the pot (S2); a tie below the
/// winner shares nothing, so its line says no more than that they are equal.
fn tie_line(
    who: &str,
    count: usize,
    category: &str,
    same_cards: bool,
    top: bool,
    lang: Lang,
) -> String {
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
            all_of_tr(count)
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

fn place(p: Place, labels: &Labels, lang: Lang) -> String {
    match (p, lang) {
        (Place::Hand(h), _) => called(labels, h, lang),
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

/// Where an input error was typed: `racon judge`'s arguments and flags,
/// or the racon screen's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    Cli,
    Screen,
}

/// One line for a showdown (or up-card) input error, hands by number.
pub fn input_error(e: &InputError, lang: Lang) -> String {
    input_error_named(e, &[], Typed::Cli, lang)
}

/// One line for a showdown (or up-card) input error, hands by label.
pub fn input_error_named(e: &InputError, labels: &Labels, typed: Typed, lang: Lang) -> String {
    let hand = |i: usize, lang: Lang| called(labels, i, lang);
    let board = match (typed, lang) {
        (Typed::Cli, _) => "--board",
        (Typed::Screen, Lang::Tr) => "Ortak kağıtlar",
        (Typed::Screen, Lang::En) => "The board",
    };
    match (e, lang) {
        (InputError::NotInDeck { card, deck_size }, Lang::Tr) => {
            format!("`{card}`: {deck_size} kağıtlık destede bu kağıt yok")
        }
        (InputError::NotInDeck { card, deck_size }, Lang::En) => {
            format!("`{card}`: not in the {deck_size}-card deck in play")
        }
        (InputError::Duplicate { card, first, again }, _) => {
            duplicate_card(*card, *first, *again, labels, lang)
        }
        (
            InputError::UpCards { .. }
            | InputError::UnevenUpCards { .. }
            | InputError::DealerNeeded
            | InputError::DealerOutOfRange { .. },
            _,
        ) => up_card_error(e, labels, typed, lang),
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
            format!(
                "{board}: {got} kağıt var; el sonu karşılaştırması için {want} ortak kağıt gerekir"
            )
        }
        (InputError::BoardSize { got, want }, Lang::En) => {
            format!(
                "{board}: has {got} {}; a showdown needs {want} board cards",
                if *got == 1 { "card" } else { "cards" }
            )
        }
        (InputError::NoBoard, Lang::Tr) => format!("{board}: bu oyunda ortak kağıt yok"),
        (InputError::NoBoard, Lang::En) => format!("{board}: this game has no board"),
        (InputError::NoHands, Lang::Tr) => "en az bir el gerekli".to_string(),
        (InputError::NoHands, Lang::En) => "at least one hand is needed".to_string(),
    }
}

/// A card given twice: where, by the hands' labels when they are named.
fn duplicate_card(card: Card, first: Place, again: Place, labels: &Labels, lang: Lang) -> String {
    let named_place = |p: Place| match p {
        Place::Hand(h) => is_named(labels, h),
        Place::Board => false,
    };
    match lang {
        Lang::Tr if named_place(first) || named_place(again) => {
            if first == again {
                format!(
                    "`{card}` ({}) iki kez yazılmış: {}",
                    card.symbol(),
                    place(first, labels, lang)
                )
            } else {
                format!(
                    "`{card}` ({}) iki yerde yazılmış: {} ve {}",
                    card.symbol(),
                    place(first, labels, lang),
                    place(again, labels, lang)
                )
            }
        }
        _ if first == again => match lang {
            Lang::Tr => format!(
                "`{card}` ({}): {} iki kez var",
                card.symbol(),
                place_in_tr(first)
            ),
            Lang::En => format!(
                "`{card}` ({}): given twice in {}",
                card.symbol(),
                place(first, labels, lang)
            ),
        },
        Lang::Tr => format!(
            "`{card}` ({}): aynı kağıt hem {} hem {} var",
            card.symbol(),
            place_in_tr(first),
            place_in_tr(again)
        ),
        Lang::En => format!(
            "`{card}` ({}): the same card is in {} and in {}",
            card.symbol(),
            place(first, labels, lang),
            place(again, labels, lang)
        ),
    }
}

/// An up-card (first speaker) input error: a hand's up cards, or the
/// dealer needed to break a tie.
fn up_card_error(e: &InputError, labels: &Labels, typed: Typed, lang: Lang) -> String {
    let hand = |i: usize, lang: Lang| called(labels, i, lang);
    match (e, lang) {
        (InputError::UpCards { hand: h, got }, Lang::Tr) => format!(
            "{}: {got} kağıt var; açık kağıtlar 1 ile {MAX_UP} arası, el sonunda 5",
            hand(*h, lang)
        ),
        (InputError::UpCards { hand: h, got }, Lang::En) => format!(
            "{}: has {got} {}; up cards are 1 to {MAX_UP}, a showdown hand 5",
            hand(*h, lang),
            if *got == 1 { "card" } else { "cards" }
        ),
        (InputError::UnevenUpCards { hand: h, got, want }, Lang::Tr)
            if is_named(labels, *h) || is_named(labels, 0) =>
        {
            format!(
                "{} {got} açık kağıt gösteriyor, {} {want}; herkes aynı sayıda göstermeli",
                hand(*h, lang),
                hand(0, lang)
            )
        }
        (InputError::UnevenUpCards { hand: h, got, want }, Lang::En)
            if is_named(labels, *h) || is_named(labels, 0) =>
        {
            format!(
                "{} shows {got} up {}, {} {want}; every player shows the same number",
                hand(*h, lang),
                if *got == 1 { "card" } else { "cards" },
                hand(0, lang)
            )
        }
        (InputError::UnevenUpCards { hand: h, got, want }, Lang::Tr) => format!(
            "{}: {got} açık kağıt var, 1. elde {want}; herkesin açık kağıt sayısı aynı olmalı",
            hand(*h, lang)
        ),
        (InputError::UnevenUpCards { hand: h, got, want }, Lang::En) => format!(
            "{}: shows {got} up {}, hand 1 shows {want}; every player shows the same number",
            hand(*h, lang),
            if *got == 1 { "card" } else { "cards" }
        ),
        (InputError::DealerNeeded, Lang::Tr) if typed == Typed::Screen => "Açık kağıtlar eşit; bu kurallarda söz dağıtanın soluna en yakın oyuncuda. Elleri adla (ya da koltuk numarasıyla) yazın ki racon koltukları bilsin: ka: Kh Qd | 3: Ks Qc".to_string(),
        (InputError::DealerNeeded, Lang::En) if typed == Typed::Screen => "The up cards are equal; under these rules the seat nearest the dealer's left speaks. Label the hands with names (or seat numbers) so that racon knows the seats: ka: Kh Qd | 3: Ks Qc".to_string(),
        (InputError::DealerNeeded, Lang::Tr) => "--dealer: açık kağıtlar eşit; bu kurallarda söz dağıtanın soluna en yakın oyuncuda; dağıtanı verin (1'den başlayarak ya da adıyla)".to_string(),
        (InputError::DealerNeeded, Lang::En) => "--dealer: the up cards are equal; under these rules the seat nearest the dealer's left speaks; give the dealer (counting from 1, or by name)".to_string(),
        (InputError::DealerOutOfRange { dealer, players }, Lang::Tr) => {
            format!("--dealer: {} verildi, 1 ile {players} arası olmalı", dealer.wrapping_add(1))
        }
        (InputError::DealerOutOfRange { dealer, players }, Lang::En) => {
            format!("--dealer: got {}, needs 1 to {players}", dealer.wrapping_add(1))
        }
        _ => input_error_named(e, labels, typed, lang),
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
/// with its reason ("Söz 2. elde: per Q♣ Q♠ > A♥ K♦."), hands by number.
pub fn first_speaker_lines(fs: &FirstSpeaker, rules: &RuleSet, lang: Lang) -> Vec<String> {
    first_speaker_named(fs, rules, &[], None, lang)
}

/// The lines for who speaks first, hands by label; `dealer` names the
/// dealer when he is not one of the hands (the night's seats).
pub fn first_speaker_named(
    fs: &FirstSpeaker,
    rules: &RuleSet,
    labels: &Labels,
    dealer: Option<&str>,
    lang: Lang,
) -> Vec<String> {
    let mut out: Vec<String> = fs
        .showing
        .iter()
        .enumerate()
        .map(|(i, sh)| {
            format!(
                "{}: {}.",
                called_first(labels, i, lang),
                showing_text(sh, rules, lang)
            )
        })
        .collect();
    out.push(speaker_line(fs, rules, labels, dealer, lang));
    out
}

/// "Söz 2. elde …" for a number; a name takes no suffix: "İlk konuşan
/// Kadir Aslan …".
fn speaker_head(fs: &FirstSpeaker, labels: &Labels, lang: Lang) -> String {
    let first = fs.first;
    let who = called(labels, first, lang);
    match (is_named(labels, first), fs.bring_in, lang) {
        (false, false, Lang::Tr) => format!("Söz {who}de"),
        (false, true, Lang::Tr) => {
            format!("Söz {who}de; zorunlu ilk bahsi en küçük açık kağıt yapar")
        }
        (true, false, Lang::Tr) => format!("İlk konuşan {who}"),
        (true, true, Lang::Tr) => {
            format!("Zorunlu ilk bahsi {who} yapar (en küçük açık kağıt)")
        }
        (_, false, Lang::En) => format!("{} speaks first", called_first(labels, first, lang)),
        (_, true, Lang::En) => format!(
            "{} brings in (the lowest up card)",
            called_first(labels, first, lang)
        ),
    }
}

fn speaker_line(
    fs: &FirstSpeaker,
    rules: &RuleSet,
    labels: &Labels,
    dealer: Option<&str>,
    lang: Lang,
) -> String {
    let first = fs.first;
    let head = speaker_head(fs, labels, lang);
    let op = if fs.bring_in { "<" } else { ">" };
    let shown = |i: usize| {
        fs.showing
            .get(i)
            .map(|s| showing_text(s, rules, lang))
            .unwrap_or_default()
    };
    match &fs.why {
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
        Why::NearestLeft { tied, dealer: d } => {
            let dealer = d
                .map(|d| called(labels, d, lang))
                .or_else(|| dealer.map(str::to_string));
            nearest_left(&head, tied, dealer, labels, lang)
        }
    }
}

/// Equal showing hands, decided by the seat nearest the dealer's left.
fn nearest_left(
    head: &str,
    tied: &[usize],
    dealer: Option<String>,
    labels: &Labels,
    lang: Lang,
) -> String {
    let mut tied = tied.to_vec();
    tied.sort_unstable();
    let who = called_list(labels, &tied, lang);
    let dealer = match (dealer, lang) {
        (Some(d), Lang::Tr) => format!(" (dağıtan: {d})"),
        (Some(d), Lang::En) => format!(" (dealer: {d})"),
        (None, _) => String::new(),
    };
    match lang {
        Lang::Tr => format!(
            "{head}: {who} eşit (sayılar aynı); eşitlikte dağıtanın soluna en yakın oyuncu konuşur{dealer}."
        ),
        Lang::En => format!(
            "{head}: {who} are equal (same ranks); on a tie the seat nearest the dealer's left speaks{dealer}."
        ),
    }
}

/// One label (a player or a free name) on two hands: "`Ali` iki ele
/// yazılmış (1. ve 2. el)".
pub fn label_twice(label: &str, first: usize, again: usize, lang: Lang) -> String {
    let hands = hands_list(&[first, again], lang);
    match lang {
        Lang::Tr => format!("`{label}` iki ele yazılmış ({hands}); her oyuncunun bir eli olur"),
        Lang::En => format!("`{label}` labels two hands ({hands}); each player has one hand"),
    }
}
