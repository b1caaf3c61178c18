//! Words for files and the disk: journal, lock, repair and save problems,
//! in Turkish and English (findings F1, F4, F5, F10; host-walk #14).

use super::Lang;

/// The table screen was started without a terminal: names the stream that
/// is not one (F10).
pub fn no_tty(lang: Lang, stdin_bad: bool, stdout_bad: bool) -> String {
    let (tr, en) = match (stdin_bad, stdout_bad) {
        (true, true) => (
            "girdi ve çıktı terminal değil",
            "stdin and stdout are not a TTY",
        ),
        (true, false) => ("girdi terminal değil", "stdin is not a TTY"),
        _ => ("çıktı terminal değil", "stdout is not a TTY"),
    };
    match lang {
        Lang::Tr => format!(
            "masa ekranı bir terminal ister ({tr}); betikler için racon judge, racon night show … kullanın"
        ),
        Lang::En => format!(
            "the table screen needs a terminal ({en}); scripts can use racon judge, racon night show …"
        ),
    }
}

use crate::store::journal::{JournalError, RepairReport};
use crate::store::night::{OpenError, QuitCheck};
use crate::store::shown;

/// A journal problem in the user's language, one line, with its path (and
/// `file:line:col` where there is one). The located reason of a damaged
/// line is the journal's own (English) text after the location.
pub fn journal_error(lang: Lang, e: &JournalError) -> String {
    if lang == Lang::En {
        return e.to_string();
    }
    match e {
        JournalError::Io { path, source } => format!("{}: {source}", shown(path)),
        JournalError::Locked { path } => format!(
            "{}: bu gece başka bir racon'da açık; orada kapatın ya da salt okunur görüntüleyin (racon night show)",
            shown(path)
        ),
        JournalError::Replaced { path } => format!(
            "{}: günlük dosyası bu racon açıkken silindi ya da değiştirildi; artık ona yazılmıyor",
            shown(path)
        ),
        JournalError::Foreign { path, what } => {
            let what = match what.as_str() {
                "a symbolic link" => "sembolik bağ",
                "not a regular file" => "düzenli dosya değil",
                _ => "sembolik bağ ya da dosya; klasör değil",
            };
            format!(
                "{}: racon'un burada oluşturduğu bir dosya değil ({what}); kullanılmadı",
                shown(path)
            )
        }
        JournalError::TooNew { path, version } => format!(
            "{}: daha yeni bir racon yazmış (günlük sürümü {version}; bu racon en çok {} okur); açılmadı, hiçbir şey değişmedi",
            shown(path),
            crate::store::journal::FORMAT_VERSION
        ),
        JournalError::Corrupt {
            path,
            line,
            col,
            message,
        } => format!(
            "{}:{line}:{col}: günlük bozuk, gece salt okunur açılır: {message}",
            shown(path)
        ),
        JournalError::Exists { path } => format!("{}: burada zaten bir günlük var", shown(path)),
        JournalError::ReadOnly { path } => {
            format!("{}: günlük salt okunur açık", shown(path))
        }
        JournalError::Dirty { path } => format!(
            "{}: KAYDEDİLMEDİ: önceki bir yazma başarısız oldu; günlük yeniden yazılmalı",
            shown(path)
        ),
        JournalError::Invalid { path, message } => {
            format!("{}: kaydedilemez: {message}", shown(path))
        }
    }
}

/// Why a night could not be opened, in the user's language.
pub fn open_error(lang: Lang, e: &OpenError) -> String {
    match e {
        OpenError::Journal(j) => journal_error(lang, j),
        OpenError::Replay(r) => match lang {
            Lang::Tr => format!("olay {}: {}", r.seq, r.reason),
            Lang::En => r.to_string(),
        },
        OpenError::Empty(dir) => match lang {
            Lang::Tr => format!("{}: günlükte hiç olay yok", shown(dir)),
            Lang::En => format!("{}: no events", shown(dir)),
        },
    }
}

/// The quit dialog's text (F1): "everything is saved" only when it is.
pub fn quit_question(lang: Lang, check: &QuitCheck) -> String {
    match check {
        QuitCheck::Saved => lang
            .pick(
                "Çıkılsın mı? Her şey kaydedildi. (Enter: evet, Esc: hayır)",
                "Quit? Everything is saved. (Enter: yes, Esc: no)",
            )
            .to_string(),
        QuitCheck::NotSaved { pending, error } => match lang {
            Lang::Tr => format!(
                "{pending} işlem KAYDEDİLMEDİ ({}). Çıkarsanız kaybolur. w: bir dosyaya yaz, Esc: kal",
                journal_error(lang, error)
            ),
            Lang::En => format!(
                "{pending} {} NOT SAVED ({error}). Quitting loses {}. w: write {} to a file, Esc: stay",
                if *pending == 1 {
                    "action is"
                } else {
                    "actions are"
                },
                if *pending == 1 { "it" } else { "them" },
                if *pending == 1 { "it" } else { "them" },
            ),
        },
    }
}

/// After [`crate::store::night::NightFile::export_pending`] wrote `n`
/// actions to `path`.
pub fn pending_exported(lang: Lang, n: usize, path: &std::path::Path) -> String {
    match lang {
        Lang::Tr => format!(
            "{n} kaydedilmemiş işlem {} dosyasına yazıldı (günlük satırları; disk düzelince gecenin events dosyasının sonuna eklenebilir)",
            shown(path)
        ),
        Lang::En => format!(
            "{n} unsaved {} written to {} (journal lines; once the disk is back they can be appended to the night's events file)",
            if n == 1 { "action" } else { "actions" },
            shown(path)
        ),
    }
}

/// The notice for a torn tail that was cut and kept (F5), shown until the
/// host acknowledges it.
pub fn repair_notice(lang: Lang, r: &RepairReport) -> String {
    let path = shown(&r.quarantine_path);
    match (lang, r.cut_at_line) {
        (Lang::Tr, Some(line)) => format!(
            "Yarım kalmış son kayıt onarıldı: events dosyasının {line}. satırındaki {} bayt kesildi ve {path} dosyasında saklandı. (Enter: tamam)",
            r.bytes
        ),
        (Lang::Tr, None) => format!(
            "Yarım kalmış bir son kayıt onarılmıştı: {} bayt {path} dosyasında saklandı. (Enter: tamam)",
            r.bytes
        ),
        (Lang::En, Some(line)) => format!(
            "An unfinished last record was repaired: {} bytes on line {line} of events were cut and kept in {path}. (Enter: OK)",
            r.bytes
        ),
        (Lang::En, None) => format!(
            "An unfinished last record had been repaired: {} bytes were kept in {path}. (Enter: OK)",
            r.bytes
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn locked_is_turkish_under_turkish() {
        let e = JournalError::Locked {
            path: PathBuf::from("/n/gece"),
        };
        let tr = journal_error(Lang::Tr, &e);
        assert!(tr.contains("başka bir racon'da açık"), "{tr}");
        assert!(!tr.contains("another racon"), "{tr}");
        assert!(journal_error(Lang::En, &e).contains("another racon"));
    }

    #[test]
    fn quit_dialog_never_says_saved_when_not() {
        let e = JournalError::Dirty {
            path: PathBuf::from("events"),
        };
        let q = QuitCheck::NotSaved {
            pending: 2,
            error: e,
        };
        for lang in [Lang::Tr, Lang::En] {
            let s = quit_question(lang, &q);
            assert!(s.starts_with('2'), "{s}");
            assert!(!s.contains("saved.") && !s.contains("kaydedildi."), "{s}");
        }
        assert!(quit_question(Lang::Tr, &QuitCheck::Saved).contains("Her şey kaydedildi"));
    }

    #[test]
    fn repair_notice_names_line_and_place() {
        let r = RepairReport {
            cut_at_line: Some(10),
            bytes: 34,
            quarantine_path: PathBuf::from("n/quarantine/events-tail-1"),
        };
        let tr = repair_notice(Lang::Tr, &r);
        assert!(tr.contains("10. satır") && tr.contains("34 bayt") && tr.contains("events-tail-1"));
        let en = repair_notice(Lang::En, &r);
        assert!(en.contains("line 10") && en.contains("34 bytes"));
    }

    #[test]
    fn file_names_with_newlines_stay_one_line() {
        let e = JournalError::Locked {
            path: PathBuf::from("a\nb"),
        };
        for lang in [Lang::Tr, Lang::En] {
            assert!(!journal_error(lang, &e).contains('\n'));
        }
    }
}
