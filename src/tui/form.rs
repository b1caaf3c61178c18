//! The setup form: every field of a preset as one row the host can change
//! with ←→ (choices) or by typing (numbers, names, lists). Each row is one
//! descriptor ([`Row`]) in one table (`form_rows.rs`): its setup path, how
//! it changes, how it shows, its hint and its rule code. The screen, the
//! help and the tests read the same rows; the words come from
//! [`crate::i18n::form`], keyed by the setup path and the setup's types.

use crate::i18n::Lang;
use crate::i18n::form as words;
use crate::night::setup::Setup;

pub use super::form_edit::ante_text;
pub use super::form_rows::{FIELDS, Field, Kind, Parse, Row, Step};

impl Field {
    pub fn label(self, lang: Lang) -> &'static str {
        words::label(self.row().path, lang)
    }

    /// The field path [`Setup::validate`] names.
    pub fn path(self) -> &'static str {
        self.row().path
    }

    /// The row a validation error's field path belongs to.
    pub fn of_path(path: &str) -> Option<Field> {
        let exact = FIELDS.iter().copied().find(|f| f.path() == path);
        exact.or_else(|| {
            FIELDS
                .iter()
                .copied()
                .filter(|f| path.starts_with(f.path()))
                .max_by_key(|f| f.path().len())
        })
    }

    /// Whether ←→ change it.
    pub fn cycles(self) -> bool {
        matches!(self.row().kind, Kind::Choice(_) | Kind::Both(..))
    }

    /// Whether Enter opens it for typing.
    pub fn typed(self) -> bool {
        matches!(self.row().kind, Kind::Typed(_) | Kind::Both(..))
    }

    /// How to change it (shown under the form while the row is selected).
    pub fn hint(self, s: &Setup, lang: Lang) -> &'static str {
        match self.row().hint {
            Some(h) => h(s, lang),
            None if self.typed() => words::typed_hint(lang),
            None => words::choice_hint(lang),
        }
    }

    /// The house-rule code of the row, shown in the help (not the label).
    pub fn code(self) -> Option<&'static str> {
        self.row().code
    }
}

/// ←→ on a row: the next (`dir` = 1) or previous (-1) choice. `rule_ids` are
/// the rule sets to cycle through. Rows typed only do not change.
pub fn step(f: Field, s: &mut Setup, dir: i32, rule_ids: &[String]) {
    if let Kind::Choice(step) | Kind::Both(step, _) = f.row().kind {
        step(s, dir, rule_ids);
    }
}

/// Takes typed text into the setup. Range checks are left to
/// [`Setup::validate`], which runs when the night starts or is saved.
pub fn parse(f: Field, s: &mut Setup, text: &str, lang: Lang) -> Result<(), String> {
    match f.row().kind {
        Kind::Typed(parse) | Kind::Both(_, parse) => parse(s, text.trim(), lang),
        Kind::Choice(_) => Ok(()),
    }
}

/// The row's value as shown.
pub fn value(f: Field, s: &Setup, lang: Lang) -> String {
    (f.row().show)(s, lang)
}

/// What Enter puts in the input box.
pub fn edit_text(f: Field, s: &Setup) -> String {
    match f.row().text {
        Some(text) => text(s),
        None => value(f, s, Lang::En),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_has_a_label_in_both_languages_and_one_path() {
        for &f in FIELDS {
            for lang in [Lang::Tr, Lang::En] {
                assert_ne!(f.label(lang), f.path(), "{f:?} has no label");
            }
            assert_eq!(Field::of_path(f.path()), Some(f), "{f:?}'s path is taken");
        }
    }
}
