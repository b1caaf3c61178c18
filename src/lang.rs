//! The language of user-facing text: a leaf every layer may name (the core
//! keeps per-language data such as a rule set's category names; `i18n`,
//! which re-exports it, words everything else).

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

    /// [`Lang::from_locale`] where one of the variables is set (and not
    /// empty); else the system's language (`system`: a BCP 47 tag such as
    /// `tr-TR`, from the OS; asked only then).
    pub fn from_locale_or_system(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
        system: impl FnOnce() -> Option<String>,
    ) -> Lang {
        if [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .any(|v| !v.is_empty())
        {
            return Lang::from_locale(lc_all, lc_messages, lang);
        }
        Lang::from_locale(None, None, system().as_deref())
    }

    /// Pick the text for this language.
    pub fn pick<'a>(self, tr: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::Tr => tr,
            Lang::En => en,
        }
    }
}

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
    fn the_system_language_only_where_no_variable_is_set() {
        let tr = || Some("tr-TR".to_string());
        let en = || Some("en-US".to_string());
        // Windows and macOS give BCP 47 tags.
        assert_eq!(Lang::from_locale_or_system(None, None, None, tr), Lang::Tr);
        assert_eq!(Lang::from_locale_or_system(None, None, None, en), Lang::En);
        assert_eq!(
            Lang::from_locale_or_system(Some(""), Some(""), Some(""), || Some("tr".into())),
            Lang::Tr
        );
        assert_eq!(
            Lang::from_locale_or_system(None, None, None, || None),
            Lang::En
        );
        // A variable that is set wins, and the system is not asked.
        let never = || -> Option<String> { panic!("asked the system") };
        assert_eq!(
            Lang::from_locale_or_system(None, None, Some("en_US.UTF-8"), never),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale_or_system(None, Some("tr_TR.UTF-8"), None, never),
            Lang::Tr
        );
    }

    #[test]
    fn pick() {
        assert_eq!(Lang::Tr.pick("el", "hand"), "el");
        assert_eq!(Lang::En.pick("el", "hand"), "hand");
        assert_eq!(Lang::default(), Lang::Tr);
    }
}
