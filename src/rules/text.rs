//! Text that comes from a file or a keyboard, made safe: which characters
//! must not reach a terminal or a report, which make a name look like
//! another, and text with them escaped. A leaf (std and serde only) that
//! the rule sets, the night's checks, the money's names, the store and the
//! reports all use.

use std::fmt::Write as _;

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
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
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
