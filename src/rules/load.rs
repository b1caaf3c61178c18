//! Reading rule sets from RON text (pure: text in, rule set or located error
//! out). The bundled files are embedded; [`crate::store`] reads user files.

use super::ron_text::{Cause, locate, parse_plain};
use super::{Invalid, RuleSet};
use std::fmt;

/// The bundled rule sets: (file name, RON text).
pub const BUNDLED: &[(&str, &str)] = &[
    ("kapali.ron", include_str!("../../presets/rules/kapali.ron")),
    (
        "turk-pokeri.ron",
        include_str!("../../presets/rules/turk-pokeri.ron"),
    ),
    (
        "klasgaming.ron",
        include_str!("../../presets/rules/klasgaming.ron"),
    ),
    ("acik.ron", include_str!("../../presets/rules/acik.ron")),
    (
        "standart.ron",
        include_str!("../../presets/rules/standart.ron"),
    ),
    (
        "texas-holdem.ron",
        include_str!("../../presets/rules/texas-holdem.ron"),
    ),
    ("omaha.ron", include_str!("../../presets/rules/omaha.ron")),
    (
        "omaha-5.ron",
        include_str!("../../presets/rules/omaha-5.ron"),
    ),
    (
        "short-deck.ron",
        include_str!("../../presets/rules/short-deck.ron"),
    ),
    (
        "kapali-frekans.ron",
        include_str!("../../presets/rules/kapali-frekans.ron"),
    ),
];

/// A rule-set or preset file that could not be used, located at
/// `file:line:col`. Worded by `crate::i18n::files`; `Display` is English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LoadError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub problem: Problem,
}

/// Why a rule-set or preset file could not be used, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not the RON it should be.
    Ron(Cause),
    /// [`RuleSet::validate`] refused it (its reasons are English only).
    Rules(Invalid),
    /// A text field holds a control character (F6).
    Control { path: String, ch: char },
    /// The file could not be read.
    Io {
        kind: std::io::ErrorKind,
        message: String,
    },
    /// Larger than `max` bytes.
    TooBig { len: u64, max: u64 },
    /// A byte at `offset` that is not UTF-8.
    NotUtf8 { offset: usize },
    /// A user rule set whose `id` is not its file name.
    IdNotFileName { id: String, stem: String },
    /// Not a regular file (F3).
    NotRegular(Special),
    /// A user preset file whose stem is not a preset name.
    BadFileName(String),
    /// A preset's `format` newer than this racon reads.
    FormatNewer { found: u32, newest: u32 },
    /// A preset's `format: 0`.
    FormatZero { newest: u32 },
    /// A preset names a rule set that does not exist.
    NoRuleSet(String),
    /// A preset names a rule set whose file cannot be used.
    RuleSetUnusable { id: String, why: Box<LoadError> },
    /// A preset that cannot start a night: the field and what is wrong
    /// with it.
    Setup(Box<crate::night::setup::Invalid>),
}

/// What a path that is not a regular file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    Fifo,
    Device,
    Socket,
    Folder,
    Other,
}

impl fmt::Display for Special {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::files::not_regular(
            *self,
            crate::i18n::Lang::En,
        ))
    }
}

impl std::error::Error for Special {}

impl LoadError {
    /// The problem in English, without the location.
    pub fn message(&self) -> String {
        crate::i18n::files::load_problem(&self.problem, crate::i18n::Lang::En)
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::files::load_error(self, crate::i18n::Lang::En))
    }
}

/// Parses and validates one rule set. `file` is only used in messages.
pub fn parse(file: &str, text: &str) -> Result<RuleSet, LoadError> {
    let at = |(line, col): (usize, usize), problem: Problem| LoadError {
        file: file.to_string(),
        line,
        col,
        problem,
    };
    let rules: RuleSet =
        parse_plain(text).map_err(|e| at((e.line, e.col), Problem::Ron(e.cause)))?;
    rules.validate().map_err(|invalid| {
        let place = locate(text, &invalid.field).unwrap_or((1, 1));
        at(place, Problem::Rules(invalid))
    })?;
    if let Some((path, ch)) = control_char(&rules) {
        let place = locate(text, &field_path(&path)).unwrap_or((1, 1));
        return Err(at(place, Problem::Control { path, ch }));
    }
    Ok(rules)
}

/// `decks.0.name` → `decks.name`: the field path without list indices,
/// for [`locate`].
pub fn field_path(path: &str) -> String {
    path.split('.')
        .filter(|s| s.parse::<usize>().is_err())
        .collect::<Vec<_>>()
        .join(".")
}

/// `true` for characters that must not come from a file into a terminal or
/// a report: C0 and C1 controls, DEL, and the bidirectional overrides and
/// isolates that reorder what a terminal shows (findings F6).
pub fn is_forbidden_char(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `true` for characters that show nothing (or only change how their
/// neighbours join or read) yet make a name another name: zero-width
/// spaces and joiners, the bidirectional marks, invisible separators, the
/// byte-order mark, Hangul fillers, tag characters. `Ayşe` with a
/// zero-width joiner inside looks like `Ayşe` and is not (G12).
pub fn is_invisible_char(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{34f}'
            | '\u{61c}'
            | '\u{115f}'
            | '\u{1160}'
            | '\u{17b4}'
            | '\u{17b5}'
            | '\u{180b}'..='\u{180f}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{3164}'
            | '\u{feff}'
            | '\u{ffa0}'
            | '\u{fff9}'..='\u{fffb}'
            | '\u{e0000}'..='\u{e007f}'
    )
}

/// The first character of a typed name or label that racon refuses:
/// a control or direction character ([`is_forbidden_char`]) or an
/// invisible one ([`is_invisible_char`]). Where a person types a name
/// (a ledger name on the command line, a player in the setup), this is
/// checked before anything is written (G7).
pub fn bad_name_char(text: &str) -> Option<char> {
    text.chars()
        .find(|&c| is_forbidden_char(c) || is_invisible_char(c))
}

/// `text` as it may reach a terminal or a report: every character
/// [`is_forbidden_char`] refuses is written as an escape (`\u{1b}`), except
/// the line breaks and tabs a multi-line text is made of (`\n`, `\t`, and
/// `\r` only right before `\n`). Borrowed when there is nothing to escape.
pub fn inert(text: &str) -> std::borrow::Cow<'_, str> {
    let bad = |(i, c): (usize, char)| {
        is_forbidden_char(c)
            && c != '\n'
            && c != '\t'
            && !(c == '\r' && text[i + 1..].starts_with('\n'))
    };
    if !text.char_indices().any(bad) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for (i, c) in text.char_indices() {
        if bad((i, c)) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The first text field of `value` (any string, at any depth) holding a
/// character [`is_forbidden_char`] refuses, as (`field.path`, the char).
/// List items are named `field.0`, `field.1`, … Pure: walks the serialized
/// form, so every present and future text field is covered.
pub fn control_char<T: serde::Serialize + ?Sized>(value: &T) -> Option<(String, char)> {
    fn walk(v: &serde_json::Value, path: &mut Vec<String>) -> Option<(String, char)> {
        match v {
            serde_json::Value::String(s) => s
                .chars()
                .find(|&c| is_forbidden_char(c))
                .map(|c| (path.join("."), c)),
            serde_json::Value::Array(items) => items.iter().enumerate().find_map(|(i, x)| {
                path.push(i.to_string());
                let hit = walk(x, path);
                path.pop();
                hit
            }),
            serde_json::Value::Object(map) => map.iter().find_map(|(k, x)| {
                if let Some(c) = k.chars().find(|&c| is_forbidden_char(c)) {
                    return Some((path.join("."), c));
                }
                path.push(k.clone());
                let hit = walk(x, path);
                path.pop();
                hit
            }),
            _ => None,
        }
    }
    let value = serde_json::to_value(value).ok()?;
    walk(&value, &mut Vec::new())
}

/// Every bundled rule set, parsed. A broken bundled file is a build defect,
/// caught by the test suite; here it is reported, not panicked on.
pub fn bundled() -> Vec<Result<RuleSet, LoadError>> {
    BUNDLED.iter().map(|(f, t)| parse(f, t)).collect()
}

/// The bundled RON text of `id`.
pub fn bundled_text(id: &str) -> Option<&'static str> {
    BUNDLED
        .iter()
        .find(|(f, _)| f.strip_suffix(".ron") == Some(id))
        .map(|(_, t)| *t)
}
