//! Reading and writing cards as people type them.
//!
//! Accepted forms, freely mixed and case-insensitive:
//!
//! * short notation `Ah Kd Tc 10c 7s`, also glued `AhKdTc10c7s`;
//! * suit symbols `A♥ 10♣ K♠️` (filled or outline, with or without U+FE0F);
//! * Turkish words, suit and rank in either order: `kupa as`, `as kupa`,
//!   `maça 10'lu`, `karo rua`, `sinek kızı`, with or without Turkish letters
//!   (`maca`, `kiz`) and in capitals (`MAÇA KIZ`);
//! * English words: `ace of hearts`, `king hearts`.
//!
//! Cards are separated by spaces or punctuation (`, ; + / | .` …). A word
//! card (`kupa as`) pairs only words inside the same punctuation-delimited
//! group, so `As, kupa papaz` is the ace of spades and the king of hearts.
//! Duplicates and deck membership are the caller's business.

use super::{Card, Rank, Suit};

/// Why a piece of input is not a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The rank is not one of 2–10, J, Q, K, A (`1x`, `11h`).
    UnknownRank,
    /// A rank followed by something that is not a suit (`Ax`).
    UnknownSuit,
    /// A rank with no suit (`A`, `kız`).
    MissingSuit,
    /// A suit with no rank (`kupa`).
    MissingRank,
    /// A word that is not card notation at all (`merhaba`).
    Unrecognized,
    /// [`parse_card`] got no card at all.
    Empty,
    /// [`parse_card`] got more than one card.
    NotOneCard,
}

/// A piece of input that is not a card, quoted as the user typed it; the
/// shells word it through `i18n::cards::parse_error`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub token: String,
    pub kind: ParseErrorKind,
}

impl ParseError {
    fn new(token: &str, kind: ParseErrorKind) -> ParseError {
        ParseError {
            token: token.to_string(),
            kind,
        }
    }
}

/// Turkish-aware case folding to a plain ASCII-ish key: lower-cases with
/// `I`→`ı` and `İ`→`i`, then drops the Turkish and circumflex marks
/// (`ı ş ğ ü ö ç â î û` → `i s g u o c a i u`) and any combining accents,
/// so `MAÇA`, `Maça` and `maca` all fold to `maca`.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            // `I` lower-cases to `ı` in Turkish, which folds to `i` anyway;
            // `İ` must not go through `to_lowercase` (it yields `i̇`).
            'I' | 'İ' => out.push('i'),
            _ => {
                for lc in ch.to_lowercase() {
                    let plain = match lc {
                        'ı' | 'î' => 'i',
                        'ş' => 's',
                        'ğ' => 'g',
                        'ü' | 'û' => 'u',
                        'ö' => 'o',
                        'ç' => 'c',
                        'â' => 'a',
                        // Combining marks, e.g. from decomposed `ç` (c + U+0327).
                        '\u{0300}'..='\u{036F}' => continue,
                        other => other,
                    };
                    out.push(plain);
                }
            }
        }
    }
    out
}

/// Parse exactly one card.
pub fn parse_card(token: &str) -> Result<Card, ParseError> {
    let cards = parse_cards(token)?;
    match cards.as_slice() {
        [card] => Ok(*card),
        [] => Err(ParseError::new(token.trim(), ParseErrorKind::Empty)),
        _ => Err(ParseError::new(token.trim(), ParseErrorKind::NotOneCard)),
    }
}

/// Parse zero or more cards, in input order. Duplicates are kept.
pub fn parse_cards(input: &str) -> Result<Vec<Card>, ParseError> {
    let words = split_words(input);
    let mut cards = Vec::new();
    let mut i = 0;
    while let Some(w) = words.get(i) {
        // The next word (and the one after) if in the same group.
        let near = |k: usize| words.get(i + k).filter(|n| n.group == w.group);
        let kind_at = |k: usize| near(k).map(|n| n.kind);
        match w.kind {
            Kind::Filler => i += 1,
            Kind::Suit(suit) => match kind_at(1) {
                Some(Kind::Rank(rank)) => {
                    cards.push(Card::new(rank, suit));
                    i += 2;
                }
                Some(Kind::BadRank) => {
                    let text = near(1).map_or(w.text, |n| n.text);
                    return Err(ParseError::new(text, ParseErrorKind::UnknownRank));
                }
                _ => return Err(ParseError::new(w.text, ParseErrorKind::MissingRank)),
            },
            Kind::Rank(rank) => match (kind_at(1), kind_at(2)) {
                (Some(Kind::Suit(suit)), _) => {
                    cards.push(Card::new(rank, suit));
                    i += 2;
                }
                (Some(Kind::Of), Some(Kind::Suit(suit))) => {
                    cards.push(Card::new(rank, suit));
                    i += 3;
                }
                // `as` alone is the ace of spades in short notation.
                _ => match glued(w.text) {
                    Ok(more) => {
                        cards.extend(more);
                        i += 1;
                    }
                    Err(_) => return Err(ParseError::new(w.text, ParseErrorKind::MissingSuit)),
                },
            },
            Kind::BadRank => return Err(ParseError::new(w.text, ParseErrorKind::UnknownRank)),
            Kind::Of => return Err(ParseError::new(w.text, ParseErrorKind::Unrecognized)),
            Kind::Other => {
                cards.extend(glued(w.text)?);
                i += 1;
            }
        }
    }
    Ok(cards)
}

/// What one word means on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Suit(Suit),
    Rank(Rank),
    /// Digits with an optional Turkish suffix, but not a rank (`11`, `1`).
    BadRank,
    /// English `of`.
    Of,
    /// `ve`, `and`, a stray variation selector: skipped.
    Filler,
    /// Anything else: short notation, possibly several cards glued.
    Other,
}

struct Word<'a> {
    text: &'a str,
    kind: Kind,
    /// Index of the punctuation-delimited group: word cards never span groups.
    group: usize,
}

/// Punctuation that ends a group of words.
fn is_hard_separator(c: char) -> bool {
    matches!(
        c,
        ',' | ';'
            | '+'
            | '/'
            | '|'
            | '&'
            | '.'
            | '('
            | ')'
            | '['
            | ']'
            | '{'
            | '}'
            | '"'
            | '\u{200B}'
            | '\u{FEFF}'
    )
}

/// Separates words but not groups.
fn is_soft_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '-' | '_' | '\u{2013}' | '\u{2014}')
}

fn is_apostrophe(c: char) -> bool {
    matches!(
        c,
        '\'' | '\u{2019}' | '\u{2018}' | '\u{02BC}' | '\u{00B4}' | '`'
    )
}

/// Variation selectors after a suit symbol (`♠️`).
fn is_ignorable(c: char) -> bool {
    matches!(c, '\u{FE0E}' | '\u{FE0F}')
}

fn split_words(input: &str) -> Vec<Word<'_>> {
    input
        .split(is_hard_separator)
        .enumerate()
        .flat_map(|(group, part)| {
            part.split(is_soft_separator)
                .filter(|t| !t.is_empty())
                .map(move |text| Word {
                    text,
                    kind: classify(text),
                    group,
                })
        })
        .collect()
}

const SUIT_WORDS: &[(&str, Suit)] = &[
    ("kupa", Suit::Hearts),
    ("karo", Suit::Diamonds),
    ("sinek", Suit::Clubs),
    ("maca", Suit::Spades),
    ("hearts", Suit::Hearts),
    ("heart", Suit::Hearts),
    ("diamonds", Suit::Diamonds),
    ("diamond", Suit::Diamonds),
    ("clubs", Suit::Clubs),
    ("club", Suit::Clubs),
    ("spades", Suit::Spades),
    ("spade", Suit::Spades),
    ("♥", Suit::Hearts),
    ("♡", Suit::Hearts),
    ("♦", Suit::Diamonds),
    ("♢", Suit::Diamonds),
    ("♣", Suit::Clubs),
    ("♧", Suit::Clubs),
    ("♠", Suit::Spades),
    ("♤", Suit::Spades),
];

/// Folded rank words, including the Turkish possessive (`kupa ası`,
/// `maça kızı`) and the single letters of short notation.
const RANK_WORDS: &[(&str, Rank)] = &[
    ("as", Rank::Ace),
    ("asi", Rank::Ace),
    ("bir", Rank::Ace),
    ("birli", Rank::Ace),
    ("birlisi", Rank::Ace),
    ("a", Rank::Ace),
    ("ace", Rank::Ace),
    ("papaz", Rank::King),
    ("papazi", Rank::King),
    ("rua", Rank::King),
    ("ruasi", Rank::King),
    ("kral", Rank::King),
    ("krali", Rank::King),
    ("k", Rank::King),
    ("king", Rank::King),
    ("kiz", Rank::Queen),
    ("kizi", Rank::Queen),
    ("dam", Rank::Queen),
    ("dami", Rank::Queen),
    ("q", Rank::Queen),
    ("queen", Rank::Queen),
    ("vale", Rank::Jack),
    ("valesi", Rank::Jack),
    ("oglan", Rank::Jack),
    ("oglani", Rank::Jack),
    ("bacak", Rank::Jack),
    ("bacagi", Rank::Jack),
    ("j", Rank::Jack),
    ("jack", Rank::Jack),
    ("on", Rank::Ten),
    ("onlu", Rank::Ten),
    ("onlusu", Rank::Ten),
    ("t", Rank::Ten),
    ("ten", Rank::Ten),
    ("dokuz", Rank::Nine),
    ("dokuzlu", Rank::Nine),
    ("dokuzlusu", Rank::Nine),
    ("nine", Rank::Nine),
    ("sekiz", Rank::Eight),
    ("sekizli", Rank::Eight),
    ("sekizlisi", Rank::Eight),
    ("eight", Rank::Eight),
    ("yedi", Rank::Seven),
    ("yedili", Rank::Seven),
    ("yedilisi", Rank::Seven),
    ("seven", Rank::Seven),
    ("alti", Rank::Six),
    ("altili", Rank::Six),
    ("altilisi", Rank::Six),
    ("six", Rank::Six),
    ("bes", Rank::Five),
    ("besli", Rank::Five),
    ("beslisi", Rank::Five),
    ("five", Rank::Five),
    ("dort", Rank::Four),
    ("dortlu", Rank::Four),
    ("dortlusu", Rank::Four),
    ("four", Rank::Four),
    ("uc", Rank::Three),
    ("uclu", Rank::Three),
    ("uclusu", Rank::Three),
    ("three", Rank::Three),
    ("iki", Rank::Two),
    ("ikili", Rank::Two),
    ("ikilisi", Rank::Two),
    ("two", Rank::Two),
    ("deuce", Rank::Two),
];

/// Words skipped between cards.
const FILLER_WORDS: &[&str] = &["ve", "and"];

fn classify(text: &str) -> Kind {
    let key: String = fold(text)
        .chars()
        .filter(|&c| !is_ignorable(c) && !is_apostrophe(c))
        .collect();
    let key = key.as_str();
    if key.is_empty() || FILLER_WORDS.contains(&key) {
        return Kind::Filler;
    }
    if key == "of" {
        return Kind::Of;
    }
    if let Some(&(_, suit)) = SUIT_WORDS.iter().find(|(w, _)| *w == key) {
        return Kind::Suit(suit);
    }
    if let Some(&(_, rank)) = RANK_WORDS.iter().find(|(w, _)| *w == key) {
        return Kind::Rank(rank);
    }
    digit_rank(key).unwrap_or(Kind::Other)
}

/// Digits with an optional Turkish suffix (apostrophes already removed):
/// `7`, `7li`, `10lu`, `6li` (from `6'lı`), `10lusu`, `1li` (= ace).
/// `None` if the word is not of that shape.
fn digit_rank(key: &str) -> Option<Kind> {
    let split = key.find(|c: char| !c.is_ascii_digit()).unwrap_or(key.len());
    let (digits, suffix) = key.split_at(split);
    if digits.is_empty() || !matches!(suffix, "" | "li" | "lu" | "lisi" | "lusu") {
        return None;
    }
    let rank = match digits.trim_start_matches('0') {
        "1" if !suffix.is_empty() => Some(Rank::Ace),
        "10" => Some(Rank::Ten),
        d => d
            .parse::<usize>()
            .ok()
            .filter(|n| (2..=9).contains(n))
            .and_then(|n| Rank::from_index(n - 2)),
    };
    // A leading zero (`07`) is not a way to write a rank.
    let rank = rank.filter(|_| !digits.starts_with('0'));
    Some(rank.map_or(Kind::BadRank, Kind::Rank))
}

fn short_rank(c: char) -> Option<Rank> {
    match c.to_ascii_lowercase() {
        d @ '2'..='9' => Rank::from_index(d as usize - '2' as usize),
        't' => Some(Rank::Ten),
        'j' => Some(Rank::Jack),
        'q' => Some(Rank::Queen),
        'k' => Some(Rank::King),
        'a' => Some(Rank::Ace),
        _ => None,
    }
}

fn short_suit(c: char) -> Option<Suit> {
    match c.to_ascii_lowercase() {
        'c' | '♣' | '♧' => Some(Suit::Clubs),
        'd' | '♦' | '♢' => Some(Suit::Diamonds),
        'h' | '♥' | '♡' => Some(Suit::Hearts),
        's' | '♠' | '♤' => Some(Suit::Spades),
        _ => None,
    }
}

/// Short notation, possibly several cards glued: `Ah`, `10c`, `AhKd10♣`.
fn glued(word: &str) -> Result<Vec<Card>, ParseError> {
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    // Byte offset of char `i`, or the end of the word.
    let at = |i: usize| chars.get(i).map_or(word.len(), |&(b, _)| b);
    let char_at = |i: usize| chars.get(i).map(|&(_, c)| c);
    let mut cards = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        let fail = |end: usize, kind: ParseErrorKind| {
            // A word that fails on its very first card and is longer than any
            // card (`10h` at most) is reported whole, as not a card at all.
            let len = chars.iter().filter(|&&(_, c)| !is_ignorable(c)).count();
            if start == 0 && (len > 3 || (len == 3 && !word.starts_with('1'))) {
                ParseError::new(word, ParseErrorKind::Unrecognized)
            } else {
                ParseError::new(word.get(at(start)..at(end)).unwrap_or(word), kind)
            }
        };
        let rank = match (char_at(i), char_at(i + 1)) {
            (Some('1'), Some('0')) => {
                i += 2;
                Rank::Ten
            }
            (Some(c), _) => match short_rank(c) {
                Some(r) => {
                    i += 1;
                    r
                }
                None if short_suit(c).is_some() => {
                    return Err(fail(i + 1, ParseErrorKind::MissingRank));
                }
                None => return Err(fail(chars.len(), ParseErrorKind::UnknownRank)),
            },
            (None, _) => break,
        };
        let suit = match char_at(i) {
            None => return Err(fail(i, ParseErrorKind::MissingSuit)),
            Some(c) => match short_suit(c) {
                Some(s) => s,
                None => return Err(fail(i + 1, ParseErrorKind::UnknownSuit)),
            },
        };
        i += 1;
        while char_at(i).is_some_and(is_ignorable) {
            i += 1;
        }
        cards.push(Card::new(rank, suit));
    }
    Ok(cards)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use ParseErrorKind::*;
    use proptest::prelude::*;

    fn c(short: &str) -> Card {
        let mut it = short.chars();
        let rank = it.next().and_then(short_rank);
        let suit = it.next().and_then(short_suit);
        match (rank, suit) {
            (Some(r), Some(s)) => Card::new(r, s),
            _ => panic!("bad test card {short}"),
        }
    }

    fn cs(shorts: &str) -> Vec<Card> {
        shorts.split_whitespace().map(c).collect()
    }

    fn ok(input: &str, expected: &str) {
        assert_eq!(parse_cards(input), Ok(cs(expected)), "input {input:?}");
    }

    fn err(input: &str, token: &str, kind: ParseErrorKind) {
        assert_eq!(
            parse_cards(input),
            Err(ParseError {
                token: token.to_string(),
                kind
            }),
            "input {input:?}"
        );
    }

    // ---- fold ----

    #[test]
    fn fold_turkish() {
        assert_eq!(fold("MAÇA"), "maca");
        assert_eq!(fold("KIZ"), "kiz");
        assert_eq!(fold("İKİ"), "iki");
        assert_eq!(fold("ILIK"), "ilik");
        assert_eq!(fold("DÖRTLÜ"), "dortlu");
        assert_eq!(fold("ALTILI"), "altili");
        assert_eq!(fold("Oğlan"), "oglan");
        assert_eq!(fold("üçlü beşli"), "uclu besli");
        assert_eq!(fold("âîû ÂÎÛ"), "aiu aiu");
        assert_eq!(fold("Ş Ğ Ü Ö Ç ı"), "s g u o c i");
        // Decomposed: c + combining cedilla, i + combining dot.
        assert_eq!(fold("mac\u{0327}a"), "maca");
        assert_eq!(fold("i\u{0307}ki"), "iki");
        assert_eq!(fold("Ah ♥ 10"), "ah ♥ 10");
        assert_eq!(fold(""), "");
    }

    // ---- short notation ----

    #[test]
    fn short_notation() {
        ok("Ah Kd Tc 10c 7s", "Ah Kd Tc Tc 7s");
        ok("ah", "Ah");
        ok("AH", "Ah");
        ok("aH", "Ah");
        ok("2c 3d 4h 5s 6c 7d 8h 9s", "2c 3d 4h 5s 6c 7d 8h 9s");
        ok("jc QD kH tS", "Jc Qd Kh Ts");
        ok("10C 10d", "Tc Td");
    }

    #[test]
    fn glued() {
        ok("AhKdTc", "Ah Kd Tc");
        ok("10cAs9h", "Tc As 9h");
        ok("AhKdTc10c7s", "Ah Kd Tc Tc 7s");
        ok("10c10d", "Tc Td");
        ok("a♥k♠10♣", "Ah Ks Tc");
    }

    #[test]
    fn separators() {
        ok("Ah, Kd,Tc", "Ah Kd Tc");
        ok("A♥ + 10♣", "Ah Tc");
        ok("Ah\tKd\nTc\r\n7s", "Ah Kd Tc 7s");
        ok("Ah;Kd/Tc-7s+2c", "Ah Kd Tc 7s 2c");
        ok(" ,; Ah ,, ; Kd  ", "Ah Kd");
        ok("[Ah, Kd] (Tc) {7s} \"2c\" |3d|", "Ah Kd Tc 7s 2c 3d");
        ok("Ah & Kd. Tc", "Ah Kd Tc");
        ok("Ah\u{00A0}Kd", "Ah Kd");
    }

    #[test]
    fn symbols() {
        ok("A♥ 10♣ K♠️", "Ah Tc Ks");
        ok("A♡ 10♧ K♤ Q♢", "Ah Tc Ks Qd");
        ok("A♦ 2♦\u{FE0F} 3♦\u{FE0E}", "Ad 2d 3d");
        ok("A♥️K♠️10♣️", "Ah Ks Tc");
        ok("Q♥\u{FE0F}\u{FE0F}", "Qh");
        // Rank and symbol as separate words.
        ok("A ♥", "Ah");
        ok("10 ♣️", "Tc");
        ok("♠ K", "Ks");
    }

    #[test]
    fn duplicates_are_kept() {
        ok("AsAs", "As As");
        ok("Ah Ah", "Ah Ah");
        ok("kupa as, Ah", "Ah Ah");
    }

    #[test]
    fn empty_inputs() {
        ok("", "");
        ok("   ", "");
        ok(" , ; \n", "");
        ok("ve", "");
    }

    // ---- Turkish words ----

    #[test]
    fn turkish_suit_then_rank() {
        ok("kupa as", "Ah");
        ok("maça 10", "Ts");
        ok("maça 10'lu", "Ts");
        ok("karo papaz", "Kd");
        ok("karo rua", "Kd");
        ok("karo kral", "Kd");
        ok("sinek kız", "Qc");
        ok("sinek dam", "Qc");
        ok("kupa vale", "Jh");
        ok("kupa oğlan", "Jh");
        ok("kupa bacak", "Jh");
        ok("maça onlu", "Ts");
        ok("maça on", "Ts");
        ok("sinek dokuzlu", "9c");
        ok("sinek dokuz", "9c");
        ok("kupa 7'li", "7h");
        ok("karo 9'lu", "9d");
        ok("karo 8'li", "8d");
        ok("sinek 6'lı", "6c");
        ok("maça 5'li", "5s");
        ok("kupa 4'lü", "4h");
        ok("kupa 3'lü", "3h");
        ok("kupa 2'li", "2h");
        ok("kupa birli", "Ah");
        ok("kupa bir", "Ah");
        ok("kupa 1'li", "Ah");
        ok("sinek k", "Kc");
    }

    #[test]
    fn turkish_rank_words() {
        let table = [
            ("sekiz", "8"),
            ("sekizli", "8"),
            ("yedi", "7"),
            ("yedili", "7"),
            ("altı", "6"),
            ("altılı", "6"),
            ("beş", "5"),
            ("beşli", "5"),
            ("dört", "4"),
            ("dörtlü", "4"),
            ("üç", "3"),
            ("üçlü", "3"),
            ("iki", "2"),
            ("ikili", "2"),
            ("papaz", "K"),
            ("vale", "J"),
            ("as", "A"),
        ];
        for (word, rank) in table {
            ok(&format!("karo {word}"), &format!("{rank}d"));
            ok(&format!("{word} karo"), &format!("{rank}d"));
        }
    }

    #[test]
    fn turkish_possessive() {
        ok("kupa ası", "Ah");
        ok("maça kızı", "Qs");
        ok("karo papazı", "Kd");
        ok("sinek valesi", "Jc");
        ok("kupa onlusu", "Th");
        ok("karo rua'sı", "Kd");
        ok("maça 10'lusu", "Ts");
        ok("sinek bacağı", "Jc");
    }

    #[test]
    fn turkish_rank_then_suit() {
        ok("as kupa", "Ah");
        ok("papaz karo", "Kd");
        ok("10 maça", "Ts");
        ok("10'lu maça", "Ts");
        ok("kız sinek", "Qc");
    }

    #[test]
    fn apostrophe_variants() {
        ok("kupa 7’li", "7h");
        ok("kupa 7li", "7h");
        ok("kupa 7‘li", "7h");
        ok("maça 10’lu", "Ts");
        ok("maça 10lu", "Ts");
        ok("sinek 6lı", "6c");
        ok("sinek 6li", "6c");
        ok("kupa 4lü", "4h");
    }

    #[test]
    fn several_turkish_cards() {
        ok("kupa as, maça 10", "Ah Ts");
        ok("kupa as maça 10 sinek kız", "Ah Ts Qc");
        ok("as kupa 10 maça", "Ah Ts");
        ok("kupa as 10 maça", "Ah Ts");
        ok("kupa as ve maça 10", "Ah Ts");
        ok("kupa as\nkaro papaz\nsinek 2'li", "Ah Kd 2c");
    }

    #[test]
    fn without_turkish_letters() {
        ok("maca as", "As");
        ok("sinek kiz", "Qc");
        ok("kupa oglan", "Jh");
        ok("karo alti", "6d");
        ok("karo altili", "6d");
        ok("karo bes", "5d");
        ok("karo besli", "5d");
        ok("karo dort", "4d");
        ok("karo dortlu", "4d");
        ok("karo uc", "3d");
        ok("karo uclu", "3d");
        ok("kupa asi", "Ah");
    }

    #[test]
    fn turkish_capitals() {
        ok("MAÇA KIZ", "Qs");
        ok("KUPA İKİ", "2h");
        ok("KARO DÖRTLÜ", "4d");
        ok("SİNEK ALTILI", "6c");
        ok("KUPA AS", "Ah");
        ok("Maça Onlu", "Ts");
        ok("MACA KIZI", "Qs");
        ok("Kupa Oğlan", "Jh");
        ok("SİNEK ÜÇLÜ", "3c");
    }

    #[test]
    fn short_and_words_mixed() {
        ok("Ah kupa papaz 10♣", "Ah Kh Tc");
        ok("As, kupa papaz", "As Kh");
        ok("As Kd", "As Kd");
        // Word cards do not pair across punctuation.
        err("kupa, as", "kupa", MissingRank);
        ok("kupa as, as", "Ah As");
    }

    // ---- English words ----

    #[test]
    fn english_words() {
        ok("ace of hearts", "Ah");
        ok("ten of spades", "Ts");
        ok("queen of clubs", "Qc");
        ok("king hearts", "Kh");
        ok("Jack Of Diamonds", "Jd");
        ok("TWO OF CLUBS", "2c");
        ok("ace of hearts, ten of spades", "Ah Ts");
        ok("ace of hearts ten of spades", "Ah Ts");
        ok("deuce of spades and three of hearts", "2s 3h");
        ok("10 of ♥", "Th");
        ok("spades king", "Ks");
        ok("four of diamond", "4d");
    }

    // ---- errors ----

    #[test]
    fn error_kinds_and_tokens() {
        err("1x", "1x", UnknownRank);
        err("Ax", "Ax", UnknownSuit);
        err("A", "A", MissingSuit);
        err("kupa", "kupa", MissingRank);
        err("11h", "11h", UnknownRank);
        err("1h", "1h", UnknownRank);
        err("10x", "10x", UnknownSuit);
        err("Ah 1x", "1x", UnknownRank);
        err("Ah ax Kd", "ax", UnknownSuit);
        err("AH KX", "KX", UnknownSuit);
        err("Ah Kd T", "T", MissingSuit);
        err("10", "10", MissingSuit);
        err("kız", "kız", MissingSuit);
        err("KIZ", "KIZ", MissingSuit);
        err("maça 10'lu kupa", "kupa", MissingRank);
        err("MAÇA", "MAÇA", MissingRank);
        err("♥", "♥", MissingRank);
        err("ace of", "ace", MissingSuit);
        err("of hearts", "of", Unrecognized);
        err("merhaba", "merhaba", Unrecognized);
        err("Axy", "Axy", Unrecognized);
        err("xyz", "xyz", Unrecognized);
        err("kupq as", "kupq", Unrecognized);
        err("11", "11", UnknownRank);
        err("1", "1", UnknownRank);
        err("0", "0", UnknownRank);
        err("07", "07", UnknownRank);
        err("kupa 11", "11", UnknownRank);
        err("kupa 11'li", "11'li", UnknownRank);
        err(
            "99999999999999999999999",
            "99999999999999999999999",
            UnknownRank,
        );
    }

    #[test]
    fn error_tokens_inside_glued_words() {
        err("AhKd1x", "1x", UnknownRank);
        err("AhK", "K", MissingSuit);
        err("AhKdx", "x", UnknownRank);
        err("AhKx", "Kx", UnknownSuit);
        err("Ah10", "10", MissingSuit);
        err("AhKdTc10x", "10x", UnknownSuit);
        err("Ahh", "h", MissingRank);
        err("h", "h", MissingRank);
        err("A♥x", "x", UnknownRank);
    }

    #[test]
    fn parse_card_exactly_one() {
        assert_eq!(parse_card("Ah"), Ok(c("Ah")));
        assert_eq!(parse_card(" kupa as "), Ok(c("Ah")));
        assert_eq!(parse_card("10♣"), Ok(c("Tc")));
        assert_eq!(parse_card("as"), Ok(c("As")));
        assert_eq!(
            parse_card("1x"),
            Err(ParseError {
                token: "1x".into(),
                kind: UnknownRank
            })
        );
        assert_eq!(
            parse_card(""),
            Err(ParseError {
                token: "".into(),
                kind: Empty
            })
        );
        assert_eq!(
            parse_card("  "),
            Err(ParseError {
                token: "".into(),
                kind: Empty
            })
        );
        assert_eq!(
            parse_card(" Ah Kd "),
            Err(ParseError {
                token: "Ah Kd".into(),
                kind: NotOneCard
            })
        );
        assert_eq!(
            parse_card("AsAs"),
            Err(ParseError {
                token: "AsAs".into(),
                kind: NotOneCard
            })
        );
    }

    #[test]
    fn existing_short_and_symbol_unchanged() {
        assert_eq!(c("Ah").short(), "Ah");
        assert_eq!(c("Tc").short(), "Tc");
        assert_eq!(c("Ah").symbol(), "A♥");
        assert_eq!(c("Tc").symbol(), "10♣");
    }

    // ---- round trips ----

    #[test]
    fn round_trip_every_card() {
        for card in Card::all() {
            assert_eq!(parse_card(&card.short()), Ok(card), "{}", card.short());
            assert_eq!(parse_card(&card.short().to_lowercase()), Ok(card));
            assert_eq!(parse_card(&card.short().to_uppercase()), Ok(card));
            assert_eq!(parse_card(&card.symbol()), Ok(card), "{}", card.symbol());
            assert_eq!(parse_card(&card.to_string()), Ok(card));
        }
        // Names in words: `crate::i18n::cards` tests the ones it writes.
    }

    #[test]
    fn round_trip_whole_deck() {
        let deck: Vec<Card> = Card::all().collect();
        let join = |f: &dyn Fn(Card) -> String, sep: &str| {
            deck.iter().map(|&c| f(c)).collect::<Vec<_>>().join(sep)
        };
        assert_eq!(parse_cards(&join(&|c| c.short(), "")), Ok(deck.clone()));
        assert_eq!(parse_cards(&join(&|c| c.symbol(), "")), Ok(deck.clone()));
    }

    #[test]
    fn serde_uses_the_parser() {
        let card: Result<Card, _> = serde_json::from_str("\"kupa as\"");
        assert_eq!(card.ok(), Some(c("Ah")));
        let cards: Result<Vec<Card>, _> = serde_json::from_str(r#"["10♣", "maça kız", "Kd"]"#);
        assert_eq!(cards.ok(), Some(cs("Tc Qs Kd")));
        let bad: Result<Card, _> = serde_json::from_str("\"1x\"");
        // The token behind a marker; readers word it (i18n::files).
        assert!(bad.is_err_and(|e| e.to_string().contains("not a card: 1x")));
        assert_eq!(
            serde_json::to_string(&c("Tc")).ok().as_deref(),
            Some("\"Tc\"")
        );
    }

    // ---- properties ----

    fn any_card() -> impl Strategy<Value = Card> {
        (0usize..52)
            .prop_map(|i| Card::from_index(i).unwrap_or_else(|| Card::new(Rank::Two, Suit::Clubs)))
    }

    /// Pieces of card notation, Turkish words and troublesome characters
    /// that the parser's property tests (here and `i18n::cards`'s) glue
    /// together.
    pub(crate) const FRAGMENTS: &[&str] = &[
        "A", "K", "Q", "J", "T", "10", "1", "11", "9", "2", "h", "d", "c", "s", "x", "♥", "♡",
        "♠️", "\u{FE0F}", "kupa", "maça", "MAÇA", "karo", "sinek", "as", "kız", "KIZ", "İKİ", "'",
        "’", "lu", "li", "lı", "of", "ve", "on", " ", ",", "+", "-", "/", ";", "\t", "\n", "ı",
        "İ", "I", "0", "é", "\u{0307}", "\u{0327}",
    ];

    proptest! {
        #[test]
        fn never_panics(s in ".*") {
            let _ = parse_cards(&s);
            let _ = parse_card(&s);
            let _ = fold(&s);
        }

        #[test]
        fn never_panics_on_cardish(parts in prop::collection::vec(prop::sample::select(FRAGMENTS), 0..12)) {
            let s: String = parts.concat();
            match parse_cards(&s) {
                Ok(_) => {}
                Err(e) => {
                    // The token is a piece of the input, and the message is one line.
                    prop_assert!(s.contains(e.token.as_str()), "{:?} not in {:?}", e.token, s);
                    prop_assert!(!e.token.is_empty());
                }
            }
        }

        // Mixed forms with names in words: `crate::i18n::cards`.

        #[test]
        fn glued_round_trip(cards in prop::collection::vec(any_card(), 0..10), symbols in any::<bool>()) {
            let text: String = cards.iter().map(|&c| if symbols { c.symbol() } else { c.short() }).collect();
            prop_assert_eq!(parse_cards(&text), Ok(cards.clone()), "{}", text);
        }

        #[test]
        fn fold_is_idempotent(s in ".*") {
            let once = fold(&s);
            prop_assert_eq!(fold(&once), once.clone());
        }
    }
}
