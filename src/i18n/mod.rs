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
pub mod clock;
pub mod files;
pub mod form;
pub mod ledger;
pub mod money;
pub mod night;
pub mod num;
pub mod odds;
pub mod racon;
pub mod report;
pub mod store;
pub mod tui;
pub mod tui_ledger;
pub mod verdict;
pub mod web;

#[cfg(test)]
mod tests {
    use super::Lang;

    fn lang(v: &str) -> Lang {
        Lang::from_locale(None, None, Some(v))
    }

    #[test]
    fn turkish_locales() {
        assert_eq!(lang("tr_TR.UTF-8"), Lang::Tr);
        assert_eq!(lang("tr_TR"), Lang::Tr);
        assert_eq!(lang("tr"), Lang::Tr);
        assert_eq!(lang("TR"), Lang::Tr);
        assert_eq!(lang("tr_CY.UTF-8"), Lang::Tr);
    }

    #[test]
    fn other_locales_are_english() {
        assert_eq!(lang("C"), Lang::En);
        assert_eq!(lang("C.UTF-8"), Lang::En);
        assert_eq!(lang("POSIX"), Lang::En);
        assert_eq!(lang("en_US.UTF-8"), Lang::En);
        assert_eq!(lang("de_DE.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale(None, None, None), Lang::En);
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang() {
        let tr = Some("tr_TR.UTF-8");
        let en = Some("en_US.UTF-8");
        assert_eq!(Lang::from_locale(en, tr, tr), Lang::En);
        assert_eq!(Lang::from_locale(tr, en, en), Lang::Tr);
        assert_eq!(Lang::from_locale(None, tr, en), Lang::Tr);
        assert_eq!(Lang::from_locale(None, en, tr), Lang::En);
        assert_eq!(Lang::from_locale(Some("C"), None, tr), Lang::En);
    }

    #[test]
    fn empty_values_are_skipped() {
        assert_eq!(
            Lang::from_locale(Some(""), None, Some("tr_TR.UTF-8")),
            Lang::Tr
        );
        assert_eq!(
            Lang::from_locale(Some(""), Some(""), Some("tr_TR.UTF-8")),
            Lang::Tr
        );
        assert_eq!(
            Lang::from_locale(Some(""), Some("tr"), Some("en")),
            Lang::Tr
        );
        assert_eq!(Lang::from_locale(Some(""), Some(""), Some("")), Lang::En);
    }

    #[test]
    fn pick() {
        assert_eq!(Lang::Tr.pick("el", "hand"), "el");
        assert_eq!(Lang::En.pick("el", "hand"), "hand");
        assert_eq!(Lang::default(), Lang::Tr);
    }
}
