//! Reading rule sets from RON text (pure: text in, rule set or located error
//! out). The bundled files are embedded; [`crate::store`] reads user files.

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
    // RON extensions change how the file means what it says; we read plain
    // RON only (RELIABILITY.md "Versioned formats").
    if let Some((line, col)) = find(text, "#![enable") {
        return Err(at(
            line,
            col,
            "RON extensions (#![enable(...)]) are not accepted".into(),
        ));
    }
    let rules: RuleSet = ron::Options::default()
        .from_str(text)
        .map_err(|e| at(e.span.start.line, e.span.start.col, e.code.to_string()))?;
    rules.validate().map_err(|Invalid { field, reason }| {
        let (line, col) = find(text, &format!("{field}:")).unwrap_or((1, 1));
        at(line, col, format!("{field}: {reason}"))
    })?;
    Ok(rules)
}

/// 1-based line and column (in characters) of the first `needle`.
fn find(text: &str, needle: &str) -> Option<(usize, usize)> {
    text.lines()
        .enumerate()
        .find_map(|(i, l)| l.find(needle).map(|b| (i + 1, l[..b].chars().count() + 1)))
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
