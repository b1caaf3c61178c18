//! Reading rule sets from RON text (pure: text in, rule set or located error
//! out). The bundled files are embedded; the store reads user files.

use super::ron_text::{Cause, locate, parse_plain};
use super::{Invalid, RuleSet};

pub use super::text::{bad_name_char, control_char, inert, is_forbidden_char, is_invisible_char};

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
/// `file:line:col`. Worded by `i18n::files::load_error`, which also gives
/// its English `Display`.
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

impl std::error::Error for Special {}

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
