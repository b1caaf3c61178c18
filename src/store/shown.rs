//! Paths and file text as they may appear in a message, and what a failed
//! read was: a leaf the store's errors and their words in `i18n` both use,
//! so neither has to reach into the other for them.

use crate::rules::load::Special;
use crate::rules::text::is_forbidden_char;
use std::fmt::Write as _;
use std::path::Path;

/// A path for a message: control characters (a newline in a file name,
/// an escape sequence) are shown escaped, so an error stays one line and
/// cannot drive the terminal (F10, F6).
pub fn shown(path: &Path) -> String {
    one_line(&path.display().to_string())
}

/// `text` with every character [`is_forbidden_char`] refuses written
/// as an escape (`\n`, `\u{1b}`), so it prints as one inert line.
pub fn one_line(text: &str) -> String {
    if !text.chars().any(is_forbidden_char) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_forbidden_char(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

/// The kind of a path [`super::open_regular`] refused, if that is why `e` is.
pub fn special_of(e: &std::io::Error) -> Option<Special> {
    e.get_ref()?.downcast_ref::<Special>().copied()
}
