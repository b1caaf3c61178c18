//! The setup form: every field of a preset as one row the host can change
//! with ←→ (choices) or by typing (numbers, names, lists). Each row is one
//! descriptor ([`Row`]) in one table (`form_rows.rs`): its setup path, how
//! it changes, how it shows, its hint and its rule code. The screen, the
//! help and the tests read the same rows; the words come from
//! [`crate::i18n::form`], keyed by the setup path and the setup's types.

use crate::i18n::Lang;
use crate::i18n::form as words;
use crate::night::setup::{AntePlan, Setup};

pub use super::form_edit::{parse, step};
pub use super::form_rows::{FIELDS, Field};

/// ←→ on a row: `dir` 1 = the next choice, -1 = the previous; the rule-set
/// ids are what the rule-set row cycles through.
pub type Step = fn(&mut Setup, i32, &[String]);

/// Typed text (trimmed) into the setup, or why it was not taken, in `Lang`.
pub type Parse = fn(&mut Setup, &str, Lang) -> Result<(), String>;

/// How a row changes.
#[derive(Clone, Copy)]
pub enum Kind {
    /// ←→ walks through the choices.
    Choice(Step),
    /// Enter opens it for typing (a number, a name, a list).
    Typed(Parse),
    /// Both: ←→ switches the kind, Enter types the value.
    Both(Step, Parse),
}

/// One row of the form.
#[derive(Clone, Copy)]
pub struct Row {
    /// The field path [`Setup::validate`] names, so its errors can point at
    /// a row; also the key of the row's label in `i18n::form`.
    pub path: &'static str,
    /// The value as shown.
    pub show: fn(&Setup, Lang) -> String,
    pub kind: Kind,
    /// What Enter puts in the input box; without it, the value as shown in
    /// English.
    pub text: Option<fn(&Setup) -> String>,
    /// How to change it; without it, the plain hint of its kind.
    pub hint: Option<fn(&Setup, Lang) -> &'static str>,
    /// The house-rule code, shown in the help (not the label).
    pub code: Option<&'static str>,
    /// The value is a rule-set id: the form shows the rule set's name.
    pub rule_set: bool,
    /// The value is the night's players, which the rule set must take.
    pub players: bool,
}

impl Row {
    const fn new(path: &'static str, show: fn(&Setup, Lang) -> String, kind: Kind) -> Row {
        Row {
            path,
            show,
            kind,
            text: None,
            hint: None,
            code: None,
            rule_set: false,
            players: false,
        }
    }

    /// A row changed with ←→.
    pub const fn choice(path: &'static str, show: fn(&Setup, Lang) -> String, s: Step) -> Row {
        Row::new(path, show, Kind::Choice(s))
    }

    /// A row typed with Enter.
    pub const fn typed(path: &'static str, show: fn(&Setup, Lang) -> String, p: Parse) -> Row {
        Row::new(path, show, Kind::Typed(p))
    }

    /// A row with both.
    pub const fn both(
        path: &'static str,
        show: fn(&Setup, Lang) -> String,
        s: Step,
        p: Parse,
    ) -> Row {
        Row::new(path, show, Kind::Both(s, p))
    }

    pub const fn text(mut self, f: fn(&Setup) -> String) -> Row {
        self.text = Some(f);
        self
    }

    pub const fn hint(mut self, f: fn(&Setup, Lang) -> &'static str) -> Row {
        self.hint = Some(f);
        self
    }

    pub const fn code(mut self, c: &'static str) -> Row {
        self.code = Some(c);
        self
    }

    /// Its value is a rule-set id, shown by the rule set's name.
    pub const fn rule_set(mut self) -> Row {
        self.rule_set = true;
        self
    }

    /// Its value is the night's players: the rule set must take as many.
    pub const fn players(mut self) -> Row {
        self.players = true;
        self
    }
}

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

fn join<T: ToString>(v: &[T]) -> String {
    v.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The ante amounts as they are typed.
pub fn ante_text(a: &AntePlan) -> String {
    match a {
        AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => amount.to_string(),
        AntePlan::Merdiven { base, steps, .. } => format!("{base} × {}", join(steps)),
        AntePlan::Turlu { per_tur, .. } => join(per_tur),
        AntePlan::Blinds { levels } => levels
            .iter()
            .map(|l| format!("{}:{}/{}", l.minutes, l.small, l.big))
            .collect::<Vec<_>>()
            .join(", "),
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
