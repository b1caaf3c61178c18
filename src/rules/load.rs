//! Reading rule sets from RON text (pure: text in, rule set or located error
//! out). The bundled files are embedded; [`crate::store`] reads user files.

use super::{Invalid, RuleSet};
use serde::Deserialize;
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

/// A rule-set file that could not be used, located at `file:line:col`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct LoadError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// Parses and validates one rule set. `file` is only used in messages.
pub fn parse(file: &str, text: &str) -> Result<RuleSet, LoadError> {
    let at = |line: usize, col: usize, message: String| LoadError {
        file: file.to_string(),
        line,
        col,
        message,
    };
    let ron_error = |e: ron::error::SpannedError| {
        let (line, col) = token_start(text, &e.span);
        at(line, col, e.code.to_string())
    };
    let mut de = ron::Deserializer::from_str_with_options(text, &ron::Options::default())
        .map_err(ron_error)?;
    // RON extensions change how the file means what it says; we read plain
    // RON only (RELIABILITY.md "Versioned formats"). Asking the parser rather
    // than searching the text also catches `#! [enable(..)]` and lets a
    // comment mention the syntax.
    if !de.extensions().is_empty() {
        let (line, col) = attribute_position(text).unwrap_or((1, 1));
        return Err(at(
            line,
            col,
            "RON extensions (#![enable(...)]) are not accepted".into(),
        ));
    }
    let rules = RuleSet::deserialize(&mut de).map_err(|e| ron_error(de.span_error(e)))?;
    de.end().map_err(|e| ron_error(de.span_error(e)))?;
    rules.validate().map_err(|Invalid { field, reason }| {
        let (line, col) = locate_field(text, &field).unwrap_or((1, 1));
        at(line, col, format!("{field}: {reason}"))
    })?;
    if let Some((path, c)) = control_char(&rules) {
        let last = path.rsplit('.').find(|p| p.parse::<usize>().is_err());
        let (line, col) = last.and_then(|f| locate_field(text, f)).unwrap_or((1, 1));
        return Err(at(
            line,
            col,
            format!(
                "{path}: control character U+{:04X} is not allowed in text",
                u32::from(c)
            ),
        ));
    }
    Ok(rules)
}

/// `true` for characters that must not come from a file into a terminal or
/// a report: C0 and C1 controls, DEL, and the bidirectional overrides and
/// isolates that reorder what a terminal shows (findings F6).
pub fn is_forbidden_char(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
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

/// 1-based line and column (in characters) where `field:` is written: at the
/// start of a line if it is written that way, else its first occurrence
/// outside a `//` comment that is not the end of a longer name. A comment
/// that mentions the field, or a nested field of the same name (`decks`
/// entries have `players:`), does not win over the field itself.
pub fn locate_field(text: &str, field: &str) -> Option<(usize, usize)> {
    let needle = format!("{field}:");
    let col = |line: &str, byte: usize| line[..byte].chars().count() + 1;
    let at_line_start = text.lines().enumerate().find_map(|(i, l)| {
        let rest = l.trim_start();
        rest.starts_with(&needle)
            .then(|| (i + 1, col(l, l.len() - rest.len())))
    });
    at_line_start.or_else(|| {
        text.lines().enumerate().find_map(|(i, l)| {
            let code = l.find("//").map_or(l, |c| &l[..c]);
            code.match_indices(&needle)
                .find(|&(b, _)| {
                    !code[..b]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
                .map(|(b, _)| (i + 1, col(l, b)))
        })
    })
}

/// RON reports some errors where the previous token ended (`id: [` at the
/// space after the colon, trailing text at the end of the last line); move
/// over whitespace to the token the error is about, never past the span.
pub(crate) fn token_start(text: &str, span: &ron::error::Span) -> (usize, usize) {
    let start = (span.start.line, span.start.col);
    let end = (span.end.line, span.end.col);
    let mut pos = (1, 1);
    for c in text.chars() {
        if pos >= start && (pos >= end || !c.is_whitespace()) {
            return pos;
        }
        pos = if c == '\n' {
            (pos.0 + 1, 1)
        } else {
            (pos.0, pos.1 + 1)
        };
    }
    start
}

/// Where the first document attribute (`#![...]`) starts.
pub(crate) fn attribute_position(text: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(i, l)| {
        let rest = l.trim_start();
        rest.starts_with('#')
            .then(|| (i + 1, l[..l.len() - rest.len()].chars().count() + 1))
    })
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
