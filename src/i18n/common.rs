//! Words several areas of `i18n` share: an I/O failure, a file's format
//! version, a rule set that does not exist. A leaf: it names no other
//! `i18n` file, so the files that word each other's errors need not form
//! a circle through it.

use super::Lang;
use std::io::ErrorKind;

/// An I/O failure in the user's language; `message` (the system's words)
/// only where no better one is known.
pub fn io_reason(kind: ErrorKind, message: &str, lang: Lang) -> String {
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match kind {
        ErrorKind::NotFound => t("böyle bir dosya ya da klasör yok", "no such file or folder"),
        ErrorKind::PermissionDenied => t("izin yok", "permission denied"),
        ErrorKind::AlreadyExists => t("zaten var", "already exists"),
        ErrorKind::StorageFull => t("diskte yer kalmadı", "the disk is full"),
        ErrorKind::ReadOnlyFilesystem => t("disk yalnız okunur", "the disk is read-only"),
        ErrorKind::IsADirectory => t("bu bir klasör", "this is a folder"),
        ErrorKind::NotADirectory => t("bu bir klasör değil", "this is not a folder"),
        ErrorKind::InvalidData => t(
            "dosya bozuk ya da beklenen biçimde değil",
            "the file is damaged or not in the expected form",
        ),
        _ => match lang {
            Lang::Tr => format!("işletim sistemi hatası ({message})"),
            Lang::En => message.to_string(),
        },
    }
}

/// A rule-set id no rule set has.
pub fn no_rule_set(id: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("\"{id}\" adlı kural seti yok (racon rules)"),
        Lang::En => format!("no rule set \"{id}\" (see racon rules)"),
    }
}

/// A file (preset, rule set, setup) written by a newer racon.
pub fn format_newer(found: u32, newest: u32, lang: Lang) -> String {
    match lang {
        Lang::Tr => {
            format!("{found}. sürüm bu racon'dan yeni (bu racon {newest}. sürüme kadar okur)")
        }
        Lang::En => format!("version {found} is newer than this racon ({newest})"),
    }
}

/// A file that says `format: 0`.
pub fn format_zero(newest: u32, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("0 diye bir sürüm yok; {newest} yazın"),
        Lang::En => format!("version 0 does not exist; use {newest}"),
    }
}
