//! Spoken announcements (`racon speak`, the house option `alerts: voice`):
//! one short sentence per moment, as a room hears it, and what racon says
//! when it cannot speak.

use super::Lang;
use crate::night::clock::Moment;

/// The sentence said aloud for `m`.
pub fn sentence(m: &Moment, lang: Lang) -> String {
    match (m, lang) {
        (Moment::SeansMinute, Lang::Tr) => "Seansın bitmesine bir dakika.".into(),
        (Moment::SeansMinute, Lang::En) => "One minute left in the seans.".into(),
        (Moment::SeansEnd, Lang::Tr) => "Seansın süresi doldu.".into(),
        (Moment::SeansEnd, Lang::En) => "Time is up for the seans.".into(),
        (Moment::ClosingTur { which, of }, _) if which >= of => {
            lang.pick("Son tur.", "Last tur.").into()
        }
        (Moment::ClosingTur { which, of }, Lang::Tr) => {
            format!(
                "Kapanış turu başladı; bundan sonra {} tur daha.",
                of - which
            )
        }
        (Moment::ClosingTur { which, of }, Lang::En) => {
            let more = of - which;
            let turs = if more == 1 { "tur" } else { "turs" };
            format!("Closing tur: {more} more {turs} after this one.")
        }
        (Moment::BreakOver, Lang::Tr) => "Mola bitti, oyun başlıyor.".into(),
        (Moment::BreakOver, Lang::En) => "The break is over; play resumes.".into(),
        (Moment::Level { no, blinds }, _) => level(*no, *blinds, lang),
        (Moment::Dealer { name: Some(name) }, Lang::Tr) => format!("Dağıtan: {name}."),
        (Moment::Dealer { name: Some(name) }, Lang::En) => format!("Dealer: {name}."),
        (Moment::Dealer { name: None }, Lang::Tr) => "Yeni el, dağıtan değişti.".into(),
        (Moment::Dealer { name: None }, Lang::En) => "New hand, new dealer.".into(),
    }
}

fn level(
    no: Option<u32>,
    blinds: Option<(crate::night::Chips, crate::night::Chips)>,
    lang: Lang,
) -> String {
    let head = match (no, lang) {
        (Some(n), Lang::Tr) => format!("Yeni seviye: {n}."),
        (Some(n), Lang::En) => format!("New level: {n}."),
        (None, Lang::Tr) => "Körler yükseliyor.".into(),
        (None, Lang::En) => "The blinds go up.".into(),
    };
    match (blinds, lang) {
        (Some((small, big)), Lang::Tr) => format!("{head} Küçük kör {small}, büyük kör {big}."),
        (Some((small, big)), Lang::En) => format!("{head} Small blind {small}, big blind {big}."),
        (None, _) => head,
    }
}

/// `racon speak` on a system without espeak-ng: the words were printed.
pub fn no_espeak(lang: Lang) -> &'static str {
    lang.pick(
        "espeak-ng kurulu değil; sözler yazıldı ama seslendirilemedi (kurmak için: apt install espeak-ng, brew install espeak-ng ya da Windows'ta espeak-ng kurulum dosyası)",
        "espeak-ng is not installed; the words were printed but not spoken (install it: apt install espeak-ng, brew install espeak-ng, or the espeak-ng installer on Windows)",
    )
}

/// The status line, once, when the house asks for a voice and there is
/// no espeak-ng: the bell rings instead.
pub fn no_voice_bell(lang: Lang) -> &'static str {
    lang.pick(
        "espeak-ng bulunamadı: duyurular sesli okunamıyor, yalnız zil çalıyor",
        "espeak-ng not found: announcements cannot be spoken, the bell rings instead",
    )
}

/// espeak-ng ran and failed (no sound device, an unknown voice).
pub fn espeak_failed(detail: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("espeak-ng hata verdi: {detail}"),
        Lang::En => format!("espeak-ng failed: {detail}"),
    }
}

/// espeak-ng could not be started at all.
pub fn espeak_not_started(detail: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("espeak-ng çalıştırılamadı: {detail}"),
        Lang::En => format!("espeak-ng could not be run: {detail}"),
    }
}

/// `--name` or `--level` given with a moment that does not take it.
pub fn flag_not_for(flag: &str, only: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag} yalnız {only} ile verilir"),
        Lang::En => format!("{flag} goes only with {only}"),
    }
}

/// `--out` names a file that is there and is not a WAV: it is kept.
pub fn not_a_wav(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{path} var ve bir WAV dosyası değil; üzerine yazılmadı"),
        Lang::En => format!("{path} exists and is not a WAV file; it was not overwritten"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::night::Chips;

    fn every_moment() -> Vec<Moment> {
        vec![
            Moment::SeansMinute,
            Moment::SeansEnd,
            Moment::ClosingTur { which: 1, of: 2 },
            Moment::ClosingTur { which: 2, of: 2 },
            Moment::BreakOver,
            Moment::Level {
                no: Some(3),
                blinds: Some((Chips(50), Chips(100))),
            },
            Moment::Level {
                no: None,
                blinds: None,
            },
            Moment::Dealer {
                name: Some("Ayşe".into()),
            },
            Moment::Dealer { name: None },
        ]
    }

    #[test]
    fn every_moment_has_a_short_sentence_in_both_languages() {
        for m in every_moment() {
            let tr = sentence(&m, Lang::Tr);
            let en = sentence(&m, Lang::En);
            assert_ne!(tr, en, "{m:?}");
            for s in [&tr, &en] {
                assert!(s.ends_with('.'), "{s}");
                assert!(s.chars().count() <= 60, "{s}");
                assert!(s.chars().next().is_some_and(char::is_uppercase), "{s}");
            }
            // English has no Turkish letters but those of a name.
            assert!(en.replace("Ayşe", "").is_ascii(), "{en}");
        }
    }

    #[test]
    fn the_turkish_sentences_are_turkish() {
        let tr = |m| sentence(&m, Lang::Tr);
        assert_eq!(tr(Moment::SeansMinute), "Seansın bitmesine bir dakika.");
        assert_eq!(tr(Moment::SeansEnd), "Seansın süresi doldu.");
        assert_eq!(tr(Moment::ClosingTur { which: 2, of: 2 }), "Son tur.");
        assert_eq!(
            tr(Moment::ClosingTur { which: 1, of: 3 }),
            "Kapanış turu başladı; bundan sonra 2 tur daha."
        );
        assert_eq!(tr(Moment::BreakOver), "Mola bitti, oyun başlıyor.");
        assert_eq!(
            tr(Moment::Level {
                no: Some(3),
                blinds: Some((Chips(50), Chips(100)))
            }),
            "Yeni seviye: 3. Küçük kör 50, büyük kör 100."
        );
        assert_eq!(
            tr(Moment::Level {
                no: None,
                blinds: None
            }),
            "Körler yükseliyor."
        );
        assert_eq!(
            tr(Moment::Dealer {
                name: Some("Ayşe".into())
            }),
            "Dağıtan: Ayşe."
        );
        assert_eq!(
            tr(Moment::Dealer { name: None }),
            "Yeni el, dağıtan değişti."
        );
        // The messages too, with their Turkish letters.
        assert!(no_espeak(Lang::Tr).contains("kurulu değil"));
        assert!(no_voice_bell(Lang::Tr).contains("bulunamadı"));
    }

    #[test]
    fn english_counts_the_turs_left() {
        let en = |which, of| sentence(&Moment::ClosingTur { which, of }, Lang::En);
        assert_eq!(en(1, 2), "Closing tur: 1 more tur after this one.");
        assert_eq!(en(1, 3), "Closing tur: 2 more turs after this one.");
        assert_eq!(en(3, 3), "Last tur.");
    }
}
