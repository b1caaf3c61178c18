//! The English `Display` of the core's and the store's error types: each is
//! the one renderer the screens use (`files`, `form`, `night`, `store`),
//! asked for English. The core and the store carry the data and name no
//! `i18n` (tests/it/layering.rs); this is where their errors learn to print
//! for logs, `--json` and `std::error::Error`. A screen never prints them
//! with `{e}`: it calls the renderer with its own language.

use super::Lang;
use std::fmt;

/// `Display` for `$ty` as `$render(value, Lang::En)`.
macro_rules! english {
    ($($ty:ty => $render:expr;)*) => {
        $(
            impl fmt::Display for $ty {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(&$render(self, Lang::En))
                }
            }
        )*
    };
}

english! {
    crate::rules::InvalidKind => super::files::invalid_kind;
    crate::rules::load::LoadError => super::files::load_error;
    crate::rules::load::Special => |s: &crate::rules::load::Special, lang| super::files::not_regular(*s, lang);
    crate::eval::RankingError => super::files::ranking_error;
    crate::night::Reason => super::night::replay_reason;
    crate::night::setup::SetupProblem => super::form::setup_problem;
    crate::store::journal::Problem => super::store::journal_problem;
    crate::store::journal::Foreign => |w: &crate::store::journal::Foreign, lang| super::store::foreign(*w, lang);
    crate::store::journal::Unsaveable => super::store::unsaveable;
}
