//! Words for what is wrong inside a file: RON that does not read
//! ([`crate::rules::ron_text::Cause`]), a rule-set or preset file that
//! cannot be used ([`crate::rules::load::Problem`]), in Turkish and English.

use super::Lang;
use crate::rules::InvalidKind;
use crate::rules::load::{LoadError, Problem, Special};
use crate::rules::ron_text::{Cause, Want};

pub use super::common::{format_newer, format_zero, no_rule_set};

/// `file:line:col: problem`.
pub fn load_error(e: &LoadError, lang: Lang) -> String {
    format!(
        "{}:{}:{}: {}",
        e.file,
        e.line,
        e.col,
        load_problem(&e.problem, lang)
    )
}

/// A rule-set or preset file's problem, without its place.
pub fn load_problem(p: &Problem, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    match p {
        Problem::Ron(c) => cause(c, lang),
        Problem::Rules(i) => rules_invalid(i, lang),
        Problem::Control { path, ch } if tr => format!(
            "{path}: metinde denetim karakteri (U+{:04X}) olamaz",
            u32::from(*ch)
        ),
        Problem::Control { path, ch } => format!(
            "{path}: control character U+{:04X} is not allowed in text",
            u32::from(*ch)
        ),
        Problem::Io { kind, message } => super::common::io_reason(*kind, message, lang),
        Problem::TooBig { len, max } if tr => {
            format!("dosya {len} bayt ya da daha büyük; sınır {max} bayt")
        }
        Problem::TooBig { len, max } => {
            format!("file is {len} bytes or more; the limit is {max}")
        }
        Problem::NotUtf8 { offset } if tr => {
            format!("UTF-8 metin değil (bozuk bayt, konum {offset})")
        }
        Problem::NotUtf8 { offset } => format!("not UTF-8 text (bad byte at offset {offset})"),
        Problem::IdNotFileName { id, stem } if tr => {
            format!("id \"{id}\" dosyanın adıyla (\"{stem}.ron\") aynı olmalı")
        }
        Problem::IdNotFileName { id, stem } => {
            format!("id \"{id}\" must match the file name \"{stem}.ron\"")
        }
        Problem::NotRegular(what) => not_regular(*what, lang),
        Problem::BadFileName(stem) if tr => format!(
            "\"{stem}\" bir hazır ayar adı değil (a-z harfleri, rakamlar ve '-'); dosyanın adını değiştirin"
        ),
        Problem::BadFileName(stem) => format!(
            "\"{stem}\" is not a preset name (letters a-z, digits and '-'); rename the file"
        ),
        Problem::FormatNewer { found, newest } => format!(
            "format: {}; {}",
            format_newer(*found, *newest, lang),
            lang.pick(
                "bu hazır ayar için racon'u güncelleyin",
                "update racon to use this preset"
            )
        ),
        Problem::FormatZero { newest } => format!("format: {}", format_zero(*newest, lang)),
        Problem::NoRuleSet(id) => format!("rules: {}", no_rule_set(id, lang)),
        Problem::RuleSetUnusable { id, why } if tr => format!(
            "rules: \"{id}\" kural seti kullanılamıyor: {}",
            load_error(why, lang)
        ),
        Problem::RuleSetUnusable { id, why } => format!(
            "rules: rule set \"{id}\" cannot be used: {}",
            load_error(why, lang)
        ),
        Problem::Setup(i) => super::form::setup_invalid(i, lang),
    }
}

/// A rule set that does not validate: `field: reason`.
pub fn rules_invalid(i: &crate::rules::Invalid, lang: Lang) -> String {
    format!("{}: {}", i.field, invalid_kind(&i.reason, lang))
}

/// What is wrong with a rule set's field, without the field.
pub fn invalid_kind(k: &InvalidKind, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match k {
        InvalidKind::FormatNewer { found, newest } => format_newer(*found, *newest, lang),
        InvalidKind::FormatZero => format_zero(crate::rules::FORMAT, lang),
        InvalidKind::BadId => t(
            "yalnız küçük harf (a-z), rakam ve '-' kullanın",
            "use lower-case letters, digits and '-' only",
        ),
        InvalidKind::HoldEmHole => t(
            "hold'em 1 ile 4 arası kapalı kağıtla oynanır",
            "hold'em takes 1 to 4 hole cards",
        ),
        InvalidKind::OmahaHole => t(
            "omaha 2 ile 6 arası kapalı kağıtla oynanır",
            "omaha takes 2 to 6 hole cards",
        ),
        InvalidKind::PlayersOrder => t(
            "2 <= min <= default <= max olmalı",
            "need 2 <= min <= default <= max",
        ),
        InvalidKind::DeckEntries { .. }
        | InvalidKind::NotADeck { .. }
        | InvalidKind::DeckTooSmall { .. }
        | InvalidKind::DeckOutsidePlayers { .. } => deck_problem(k, lang),
        InvalidKind::SuitCount => t(
            "dört cinsi en büyüğünden başlayarak sıralayın",
            "list the four suits, best first",
        ),
        InvalidKind::SuitTwice => t(
            "her cins tam bir kez yazılmalı",
            "each suit must appear exactly once",
        ),
        InvalidKind::CategoryTwice(c) if tr => format!("{} iki kez yazılmış", c.id()),
        InvalidKind::CategoryTwice(c) => format!("{} is listed twice", c.id()),
        InvalidKind::CategoryMissing(c) if tr => {
            format!("{} yazılmamış (her elin bir kategorisi olmalı)", c.id())
        }
        InvalidKind::CategoryMissing(c) => {
            format!("{} is missing (every hand must have a category)", c.id())
        }
        InvalidKind::MinorNeedsAceLow => t(
            "minör (as ile başlayan) kategoriler için ace_low: true gerekir",
            "minor (ace-low) categories need ace_low: true",
        ),
        InvalidKind::OpenerNotInDeck => t(
            "açar elin kağıdı her destede bulunmuyor",
            "the opener's rank is not in every deck",
        ),
        InvalidKind::StudOnly => t(
            "ilk konuşanı açık kağıtlardan seçmek yalnız stud (shape: stud) için geçerli",
            "the first speaker from up cards is an option of stud (shape: stud) only",
        ),
        InvalidKind::StraightFlushBelowStraight => t(
            "her dizi renk her kentten büyük olmalı",
            "every straight flush must rank above every straight",
        ),
        InvalidKind::FlushBelowHighCard => t(
            "renk beş benzemezden büyük olmalı",
            "flush must rank above high card",
        ),
    }
}

/// What is wrong with a rule set's `decks`.
fn deck_problem(k: &InvalidKind, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    match k {
        InvalidKind::DeckEntries { players, found } if tr => {
            format!("{players} oyuncu için tek bir satır olmalı; {found} tane yazılmış")
        }
        InvalidKind::DeckEntries { players, found } => {
            format!("need exactly one entry for {players} players, found {found}")
        }
        InvalidKind::NotADeck { cards } if tr => {
            format!("{cards} kağıtlık deste olmaz (20 ile 52 arası, 4'ün katı)")
        }
        InvalidKind::NotADeck { cards } => {
            format!("{cards} cards is not a deck (20 to 52, a multiple of 4)")
        }
        InvalidKind::DeckTooSmall { cards, players } if tr => {
            format!("{cards} kağıt {players} oyuncuya dağıtmaya yetmez")
        }
        InvalidKind::DeckTooSmall { cards, players } => {
            format!("{cards} cards are too few to deal {players} players")
        }
        InvalidKind::DeckOutsidePlayers { players } if tr => {
            format!("{players} oyunculuk satır players.min..max aralığında değil")
        }
        InvalidKind::DeckOutsidePlayers { players } => {
            format!("entry for {players} players is outside players.min..max")
        }
        other => invalid_kind(other, lang),
    }
}

/// What a path that is not a regular file is, and that racon does not
/// read it (F3).
pub fn not_regular(what: Special, lang: Lang) -> String {
    let (tr, en) = match what {
        Special::Fifo => ("adlandırılmış bir boru (FIFO)", "a FIFO (named pipe)"),
        Special::Device => ("bir aygıt", "a device"),
        Special::Socket => ("bir soket", "a socket"),
        Special::Folder => ("bir klasör", "a folder"),
        Special::Other => ("düz bir dosya değil", "not a regular file"),
    };
    match lang {
        Lang::Tr => format!("{tr}; racon yalnız düz dosyaları okur"),
        Lang::En => format!("{en}, not a regular file; racon reads only regular files"),
    }
}

/// Why a RON text does not read, naming the field or value it is about.
pub fn cause(c: &Cause, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    match c {
        Cause::Extensions if tr => "RON uzantıları (#![enable(...)]) kabul edilmez".into(),
        Cause::Extensions => "RON extensions (#![enable(...)]) are not accepted".into(),
        Cause::Eof if tr => "metin, değer tamamlanmadan bitiyor".into(),
        Cause::Eof => "unexpected end of RON: the text ends before the value does".into(),
        Cause::Expected(w) if tr => format!("burada {} bekleniyordu", want(*w, lang)),
        Cause::Expected(w) => format!("expected {}", want(*w, lang)),
        Cause::WrongStruct { expected, found } if found.is_empty() => match lang {
            Lang::Tr => format!("`{expected}` yapı adı yazılmamış"),
            Lang::En => format!("expected the struct name `{expected}`, but none is written"),
        },
        Cause::WrongStruct { expected, found } if tr => {
            format!("burada `{expected}` yapısı olmalı; yazılan `{found}`")
        }
        Cause::WrongStruct { expected, found } => {
            format!("expected struct `{expected}` but found `{found}`")
        }
        Cause::UnknownField { field, expected } if tr => format!(
            "bilinmeyen alan `{field}`; burada olabilecek alanlar: {}",
            expected.join(", ")
        ),
        Cause::UnknownField { field, expected } => format!(
            "unknown field `{field}`; the fields here are: {}",
            expected.join(", ")
        ),
        Cause::MissingField(f) if tr => format!("`{f}` alanı yazılmamış"),
        Cause::MissingField(f) => format!("missing field `{f}`"),
        Cause::DuplicateField(f) if tr => format!("`{f}` alanı iki kez yazılmış"),
        Cause::DuplicateField(f) => format!("field `{f}` is written twice"),
        Cause::UnknownVariant { found, expected } if tr => format!(
            "bilinmeyen değer `{found}`; şunlardan biri olmalı: {}",
            expected.join(", ")
        ),
        Cause::UnknownVariant { found, expected } => {
            format!("unknown value `{found}`; one of: {}", expected.join(", "))
        }
        Cause::WrongValue { expected, found } if tr => format!(
            "burada {} olmalı; yazılan: {}",
            expected_tr(expected),
            found_tr(found)
        ),
        Cause::WrongValue { expected, found } => format!("expected {expected} but found {found}"),
        Cause::WrongLength { found, .. } if tr => {
            format!("öğe sayısı yanlış ({found} öğe yazılmış)")
        }
        Cause::WrongLength { expected, found } => {
            format!("expected {expected} but found {found} elements")
        }
        Cause::OutOfRange if tr => "sayı bu alan için fazla büyük ya da küçük".into(),
        Cause::OutOfRange => "the number is out of range for this field".into(),
        Cause::BadNumber if tr => "geçersiz sayı".into(),
        Cause::BadNumber => "invalid number".into(),
        Cause::UnexpectedChar(ch) if tr => format!("burada beklenmeyen karakter {ch:?}"),
        Cause::UnexpectedChar(ch) => format!("unexpected character {ch:?}"),
        Cause::Trailing if tr => "değer bittikten sonra fazladan metin var".into(),
        Cause::Trailing => "there is text after the value ends".into(),
        Cause::UnclosedComment if tr => "bir yorum kapatılmamış".into(),
        Cause::UnclosedComment => "a comment is not closed".into(),
        Cause::BadEscape if tr => "metinde geçersiz bir kaçış dizisi (\\…) var".into(),
        Cause::BadEscape => "invalid escape sequence (\\…) in a text".into(),
        Cause::BadIdentifier(s) if tr => format!("geçersiz ad {s:?}"),
        Cause::BadIdentifier(s) => format!("invalid name {s:?}"),
        Cause::TooDeep if tr => "iç içe yapılar çok derin (özyineleme sınırı)".into(),
        Cause::TooDeep => "nested too deeply (recursion limit)".into(),
        Cause::NotACard(token) => match crate::cards::parse_card(token) {
            Err(e) => super::cards::parse_error(&e, lang),
            // Cannot happen (it did not parse when read); said plainly.
            Ok(_) if tr => format!("`{token}` burada kağıt olamaz"),
            Ok(_) => format!("`{token}` cannot be a card here"),
        },
        // A value's own words and ron's words for what cannot happen here:
        // as they are.
        Cause::Message(m) | Cause::Other(m) => m.clone(),
    }
}

fn want(w: Want, lang: Lang) -> String {
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match w {
        Want::Bracket(c) => format!("`{c}`"),
        Want::Comma => t("virgül", "a comma"),
        Want::Colon => t("iki nokta (:)", "a colon (:)"),
        Want::Boolean => t("true ya da false", "true or false"),
        Want::Integer => t("bir tam sayı", "a whole number"),
        Want::Float => t("bir sayı", "a number"),
        Want::Text => t("tırnak içinde bir metin", "a text in quotes"),
        Want::TextEnd => t("kapanış tırnağı", "the closing quote"),
        Want::Char => t(
            "tek tırnak içinde bir karakter",
            "a character in single quotes",
        ),
        Want::Identifier => t("bir ad", "a name"),
        Want::Option => t("Some(…) ya da None", "Some(…) or None"),
        Want::Unit => "()".to_string(),
    }
}

/// serde's description of what a field takes, in Turkish.
fn expected_tr(expected: &str) -> String {
    let e = expected.trim();
    match e {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => {
            "sıfır ya da pozitif bir tam sayı".into()
        }
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "bir tam sayı".into(),
        "f32" | "f64" => "bir sayı".into(),
        "a string" | "a borrowed string" | "string" => "tırnak içinde bir metin".into(),
        "a boolean" | "bool" => "true ya da false".into(),
        "a character" | "char" => "tek tırnak içinde bir karakter".into(),
        "a sequence" => "bir liste ([…])".into(),
        "a map" => "bir sözlük ({…})".into(),
        _ if e.starts_with("struct ") => format!("bir `{}` yapısı", &e[7..]),
        _ if e.starts_with("tuple") || e.starts_with("an array") => "bir liste".into(),
        _ if e.contains("variant") || e.starts_with("enum ") => "bir seçenek adı".into(),
        _ => "başka türde bir değer".into(),
    }
}

/// ron's description of what was written, in Turkish: the value itself
/// where it quotes one.
fn found_tr(found: &str) -> String {
    if let Some(s) = found.strip_prefix("the string ") {
        return s.to_string();
    }
    let quoted = found
        .split_once('`')
        .and_then(|(_, rest)| rest.rsplit_once('`'))
        .map(|(v, _)| v);
    if let Some(v) = quoted {
        return format!("`{v}`");
    }
    match found {
        "a sequence" => "bir liste".into(),
        "a map" => "bir sözlük".into(),
        "a unit value" => "()".into(),
        "an optional value" => "Some(…) ya da None".into(),
        _ if found.contains("variant") => "bir seçenek".into(),
        _ => "başka türde bir değer".into(),
    }
}

/// A rule set whose `by_frequency` order cannot be evaluated in a deck.
pub fn ranking_error(e: &crate::eval::RankingError, lang: Lang) -> String {
    let why = invalid_kind(&e.invalid.reason, lang);
    match lang {
        Lang::Tr => format!(
            "by_frequency {} kağıtta racon'un değerlendiremeyeceği bir sıra veriyor: {why}",
            e.cards
        ),
        Lang::En => format!(
            "by_frequency gives an order racon cannot evaluate in {} cards: {why}",
            e.cards
        ),
    }
}
