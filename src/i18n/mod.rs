//! The user's language and every user-facing string, Turkish and English.

use serde::{Deserialize, Serialize};

/// The language of user-facing text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    Tr,
    En,
}

impl Lang {
    /// Turkish when the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`)
    /// starts with `tr`, English otherwise. The values are passed in so the
    /// caller decides where they come from.
    pub fn from_locale(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Lang {
        let chosen = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.is_empty());
        match chosen {
            Some(v) if v.to_ascii_lowercase().starts_with("tr") => Lang::Tr,
            _ => Lang::En,
        }
    }

    /// Pick the text for this language.
    pub fn pick<'a>(self, tr: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Tr => tr,
            Lang::En => en,
        }
    }
}

pub mod cli;
pub mod verdict;
