//! Words for files and the disk: journal, lock, repair and save problems,
//! in Turkish and English (findings F1, F4, F5, F10; host-walk #14).

use super::Lang;
use crate::store::journal::{Foreign, JournalError, Problem, RepairReport, Unsaveable};
use crate::store::night::{ActError, OpenError, QuitCheck};
use crate::store::shown::{one_line, shown, special_of};

pub use super::common::io_reason;

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

// --- store and journal errors rendered for the screen and the CLI ---

/// An I/O error in the user's language, including a path racon refused
/// to open because it is not a regular file.
pub fn io_error(e: &std::io::Error, lang: Lang) -> String {
    match special_of(e) {
        Some(what) => super::files::not_regular(what, lang),
        None => io_reason(e.kind(), &e.to_string(), lang),
    }
}

/// A journal that could not be opened, read or written.
pub fn journal_error(e: &JournalError, lang: Lang) -> String {
    use JournalError as J;
    match e {
        J::Io { path, source } => format!("{}: {}", shown(path), io_error(source, lang)),
        J::TooNew { .. } | J::Corrupt { .. } => journal_unreadable(e, lang),
        J::Dirty { .. } | J::Invalid { .. } => journal_not_saved(e, lang),
        J::Locked { .. }
        | J::LedgerBusy { .. }
        | J::Exists { .. }
        | J::ReadOnly { .. }
        | J::Replaced { .. }
        | J::Foreign { .. } => journal_in_the_way(e, lang),
    }
}

/// A journal written by a newer racon, or damaged at a line.
fn journal_unreadable(e: &JournalError, lang: Lang) -> String {
    match (e, lang) {
        (JournalError::TooNew { path, version }, Lang::Tr) => format!(
            "{}: daha yeni bir racon yazmış (günlük sürümü {version}, bu racon {}'e kadar okur); açılmadı, hiçbir şey değişmedi",
            shown(path),
            crate::store::journal::FORMAT_VERSION
        ),
        (JournalError::TooNew { path, version }, Lang::En) => format!(
            "{}: written by a newer racon (journal version {version}; this racon reads up to {}); not opened, nothing changed",
            shown(path),
            crate::store::journal::FORMAT_VERSION
        ),
        (
            JournalError::Corrupt {
                path,
                line,
                col,
                problem,
            },
            Lang::Tr,
        ) => format!(
            "{}:{line}:{col}: günlük bu satırda bozuk ({})",
            shown(path),
            journal_problem(problem, lang)
        ),
        (
            JournalError::Corrupt {
                path,
                line,
                col,
                problem,
            },
            Lang::En,
        ) => format!(
            "{}:{line}:{col}: the journal is damaged here ({})",
            shown(path),
            journal_problem(problem, lang)
        ),
        _ => journal_error(e, lang),
    }
}

/// A write that did not reach the journal.
fn journal_not_saved(e: &JournalError, lang: Lang) -> String {
    match (e, lang) {
        (JournalError::Dirty { path }, Lang::Tr) => format!(
            "{}: KAYDEDİLMEDİ: önceki bir yazma başarısız oldu; günlük yeniden yazılmalı",
            shown(path)
        ),
        (JournalError::Dirty { path }, Lang::En) => format!(
            "{}: NOT SAVED: an earlier write failed; the journal must be rewritten",
            shown(path)
        ),
        (JournalError::Invalid { path, problem }, Lang::Tr) => {
            format!(
                "{}: kaydedilemiyor: {}",
                shown(path),
                unsaveable(problem, lang)
            )
        }
        (JournalError::Invalid { path, problem }, Lang::En) => {
            format!(
                "{}: cannot save: {}",
                shown(path),
                unsaveable(problem, lang)
            )
        }
        _ => journal_error(e, lang),
    }
}

/// Another racon, or something racon did not make, is in the way.
fn journal_in_the_way(e: &JournalError, lang: Lang) -> String {
    match (e, lang) {
        (JournalError::Locked { path }, Lang::Tr) => {
            format!("{}: bu gece başka bir racon'da açık", shown(path))
        }
        (JournalError::Locked { path }, Lang::En) => {
            format!("{}: this night is open in another racon", shown(path))
        }
        (JournalError::LedgerBusy { path }, Lang::Tr) => format!(
            "{}: başka bir racon şu anda deftere yazıyor; biraz sonra yeniden deneyin",
            shown(path)
        ),
        (JournalError::LedgerBusy { path }, Lang::En) => format!(
            "{}: another racon is writing to the ledger right now; try again in a moment",
            shown(path)
        ),
        (JournalError::Exists { path }, Lang::Tr) => {
            format!("{}: burada zaten bir gece günlüğü var", shown(path))
        }
        (JournalError::Exists { path }, Lang::En) => {
            format!("{}: a journal already exists here", shown(path))
        }
        (JournalError::ReadOnly { path }, Lang::Tr) => {
            format!("{}: gece yalnız okunmak üzere açıldı", shown(path))
        }
        (JournalError::ReadOnly { path }, Lang::En) => {
            format!("{}: the journal is open read-only", shown(path))
        }
        (JournalError::Replaced { path }, Lang::Tr) => format!(
            "{}: günlük dosyası racon açıkken değiştirildi ya da taşındı; yazma durduruldu",
            shown(path)
        ),
        (JournalError::Replaced { path }, Lang::En) => format!(
            "{}: the journal file was replaced or moved while racon had it open; writing stopped",
            shown(path)
        ),
        (JournalError::Foreign { path, what }, Lang::Tr) => format!(
            "{}: racon'un burada yaptığı bir dosya değil ({}); kullanılmadı",
            shown(path),
            foreign(*what, lang)
        ),
        (JournalError::Foreign { path, what }, Lang::En) => format!(
            "{}: not a file racon made here ({}); not used",
            shown(path),
            foreign(*what, lang)
        ),
        _ => journal_error(e, lang),
    }
}

/// What is in the way where racon makes a file or folder.
pub fn foreign(what: Foreign, lang: Lang) -> String {
    match what {
        Foreign::NotRegularFile => lang.pick("düz bir dosya değil", "not a regular file"),
        Foreign::SymbolicLink => lang.pick("sembolik bağ", "a symbolic link"),
        Foreign::NotFolder => lang.pick(
            "klasör değil (sembolik bağ ya da dosya)",
            "not a folder (a symbolic link or a file)",
        ),
    }
    .to_string()
}

/// What is wrong at a journal line. Turkish names a record by its number
/// ("4. kayıt"); English keeps the file's word, `seq`.
pub fn journal_problem(p: &Problem, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    let one_line = |s: String| one_line(&s);
    match p {
        Problem::TooLong { .. }
        | Problem::NotUtf8 { .. }
        | Problem::Bom
        | Problem::NotJournal { .. }
        | Problem::Malformed
        | Problem::Checksum { .. } => line_form(p, lang),
        Problem::Ron(c) => one_line(super::files::cause(c, lang)),
        Problem::WrongFormat { want, got } if tr => {
            one_line(format!("bir {want} dosyası değil (format \"{got}\")"))
        }
        Problem::WrongFormat { want, got } => {
            one_line(format!("not a {want} file (format \"{got}\")"))
        }
        Problem::UnknownVersion(v) if tr => format!("bilinmeyen günlük sürümü {v}"),
        Problem::UnknownVersion(v) => format!("unknown journal version {v}"),
        Problem::SeqMissing { from, to, has } if tr && from == to => {
            format!("{from}. kayıt eksik (bu satır {has}. kayıt)")
        }
        Problem::SeqMissing { from, to, has } if tr => {
            format!("{from}. ile {to}. arasındaki kayıtlar eksik (bu satır {has}. kayıt)")
        }
        Problem::SeqMissing { from, to, has } if from == to => {
            format!("seq {from} is missing (this line has seq {has})")
        }
        Problem::SeqMissing { from, to, has } => {
            format!("seq {from} to {to} are missing (this line has seq {has})")
        }
        Problem::SeqBack { has, want } if tr => {
            format!("{has}. kayıt yineleniyor ya da geri gidiyor ({want}. kayıt bekleniyordu)")
        }
        Problem::SeqBack { has, want } => {
            format!("seq {has} repeats or goes back (expected seq {want})")
        }
        Problem::TailNotMoved(e) if tr => format!(
            "son satır yarım kalmış (yarıda kesilen bir yazma) ve kenara alınamadı: {}; yalnız okunmak üzere açıldı, hiçbir şey değişmedi",
            journal_error(e, lang)
        ),
        Problem::TailNotMoved(e) => format!(
            "the last line was cut short (an interrupted write) and could not be moved aside: {}; opened read-only, nothing changed",
            journal_error(e, lang)
        ),
        Problem::Replay(r) if tr => format!(
            "{}. olay: {}",
            r.seq,
            one_line(super::night::replay_reason(&r.reason, lang))
        ),
        Problem::Replay(r) => format!(
            "event {}: {}",
            r.seq,
            one_line(super::night::replay_reason(&r.reason, lang))
        ),
    }
}

/// A line that is not a journal line: too long, not UTF-8 text, not the
/// form racon writes, or its checksum does not match.
fn line_form(p: &Problem, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    match p {
        Problem::TooLong { max } if tr => {
            format!("satır {max} bayttan uzun; racon böyle bir satır yazmaz")
        }
        Problem::TooLong { max } => {
            format!("line is longer than {max} bytes; racon never writes such a line")
        }
        Problem::NotUtf8 { offset } if tr => {
            format!("UTF-8 metin değil (bozuk bayt, dosyadaki konumu {offset})")
        }
        Problem::NotUtf8 { offset } => {
            format!("not UTF-8 text (bad byte at file offset {offset})")
        }
        Problem::Bom if tr => "dosya bir bayt sırası işaretiyle (BOM) başlıyor; racon bunu hiç yazmaz: bir düzenleyiciyle mi kaydedildi?".into(),
        Problem::Bom => "the file starts with a byte-order mark (BOM), which racon never writes: was it saved by an editor?".into(),
        Problem::NotJournal { format } if tr => format!(
            "bir {format} dosyası değil (1. satır `<crc> (format:\"{format}\", ...)` olmalı)"
        ),
        Problem::NotJournal { format } => format!(
            "not a {format} file (line 1 must be `<crc> (format:\"{format}\", ...)`)"
        ),
        Problem::Malformed if tr => {
            "satırın biçimi bozuk: `<8 küçük onaltılık rakam> <kayıt>` olmalı".into()
        }
        Problem::Malformed => {
            "malformed line: expected `<8 lower-case hex digits> <record>`".into()
        }
        Problem::Checksum { said, actual, crlf } if tr => format!(
            "sağlama toplamı tutmuyor (satırda {said} yazıyor, metninki {actual:08x}){}",
            if *crlf {
                "; satır \\r ile bitiyor: dosya Windows satır sonlarıyla mı kaydedildi?"
            } else {
                ""
            }
        ),
        Problem::Checksum { said, actual, crlf } => format!(
            "checksum mismatch (the line says {said}, its text has {actual:08x}){}",
            if *crlf {
                "; the line ends in \\r: was the file saved with Windows line endings?"
            } else {
                ""
            }
        ),
        _ => journal_problem(p, lang),
    }
}

/// Why something cannot be written to a journal.
pub fn unsaveable(p: &Unsaveable, lang: Lang) -> String {
    match (p, lang) {
        (Unsaveable::SeqOrder { record, seq, want }, Lang::Tr) => {
            format!("{record}. kaydın sıra numarası {seq}; {want} olmalıydı")
        }
        (Unsaveable::SeqOrder { record, seq, want }, Lang::En) => {
            format!("record {record} has seq {seq}; expected {want}")
        }
        (Unsaveable::NotOneLine, _) => lang
            .pick(
                "olay tek satıra sığmıyor",
                "the event does not fit on one line",
            )
            .to_string(),
        (Unsaveable::TooLong { len, max }, Lang::Tr) => {
            format!("satır {len} bayt olurdu; sınır {max} bayt")
        }
        (Unsaveable::TooLong { len, max }, Lang::En) => {
            format!("the line would be {len} bytes; the limit is {max}")
        }
        // The ledger's problem as it was worded when it was found, and
        // ron's words for what cannot happen with racon's plain events.
        (Unsaveable::Ledger(e), _) => journal_error(e, lang),
        (Unsaveable::Serialize(s), _) => s.clone(),
    }
}

/// A night that could not be opened.
pub fn open_error(e: &OpenError, lang: Lang) -> String {
    match (e, lang) {
        (OpenError::Journal(j), _) => journal_error(j, lang),
        (OpenError::Replay(r), Lang::Tr) => {
            format!(
                "günlük {}. olayda okunamıyor: {}",
                r.seq,
                super::night::replay_reason(&r.reason, lang)
            )
        }
        (OpenError::Replay(r), Lang::En) => {
            format!(
                "the journal cannot be read at event {}: {}",
                r.seq,
                super::night::replay_reason(&r.reason, lang)
            )
        }
        (OpenError::Empty(path), Lang::Tr) => format!("{}: günlükte olay yok", shown(path)),
        (OpenError::Empty(path), Lang::En) => format!("{}: no events", shown(path)),
    }
}

/// A settlement refused because the night's journal is damaged part way
/// (G1): where, and that racon settles only from the whole journal.
pub fn not_settled_damaged(e: &OpenError, lang: Lang) -> String {
    let why = open_error(e, lang);
    match lang {
        Lang::Tr => format!(
            "{why}; racon hesabı yalnız günlüğün tamamından keser, bozuk yerin öncesinden kesmez"
        ),
        Lang::En => format!(
            "{why}; racon settles a night only from its whole journal, never from the part before the damage"
        ),
    }
}

/// In place of a night's result on the room display, when its journal is
/// not read whole: the banner above says where and why.
pub fn no_settlement_shown(lang: Lang) -> &'static str {
    lang.pick(
        "Hesap gösterilmiyor: günlük bütün okunamadı (nedeni yukarıda); racon hesabı bir parçadan kesmez.",
        "No settlement shown: the journal cannot be read whole (why is said above); racon does not settle from a part of it.",
    )
}

/// A followed night whose journal (or folder) is not there any more (G9).
pub fn night_gone(e: &OpenError, lang: Lang) -> String {
    let why = open_error(e, lang);
    match lang {
        Lang::Tr => format!(
            "{why} — gecenin günlüğü yok (silinmiş ya da taşınmış); gösterilen, son okunan hâli"
        ),
        Lang::En => format!(
            "{why} — the night's journal is gone (deleted or moved); this is the night as last read"
        ),
    }
}

/// `text` (a problem worded with full paths) as a room display or the
/// players' page shows it: the night's own files by their name in its
/// folder (`events:11:1: …`), the folder by its name, never the host's
/// folders above it, which carry his user name (G11).
pub fn in_night(text: &str, dir: &std::path::Path) -> String {
    let full = shown(dir);
    let name = dir
        .file_name()
        .map(|n| one_line(&n.to_string_lossy()))
        .unwrap_or_default();
    let mut out = text.replace(&format!("{full}{}", std::path::MAIN_SEPARATOR), "");
    if !full.is_empty() {
        out = out.replace(&full, &name);
    }
    out
}

/// An action that did not become a saved event (a refusal is worded by
/// [`super::night::rejected`], which needs the state).
pub fn act_error(e: &ActError, s: &crate::night::State, lang: Lang) -> String {
    match (e, lang) {
        (ActError::Rejected(r), _) => super::night::rejected(r, s, lang),
        (ActError::NotSaved(j), Lang::Tr) => format!("KAYDEDİLMEDİ: {}", journal_error(j, lang)),
        (ActError::NotSaved(j), Lang::En) => format!("NOT SAVED: {}", journal_error(j, lang)),
        (ActError::ReadOnly, _) => lang
            .pick(
                "Gece salt okunur açıldı; değiştirilemez.",
                "The night is open read-only.",
            )
            .to_string(),
        (ActError::Replay(r), Lang::Tr) => format!(
            "{}. olay uygulanamadı: {}",
            r.seq,
            super::night::replay_reason(&r.reason, lang)
        ),
        (ActError::Replay(r), Lang::En) => format!(
            "event {} could not be applied: {}",
            r.seq,
            super::night::replay_reason(&r.reason, lang)
        ),
    }
}

/// `racon new`, before the screen: how many unfinished nights there are.
pub fn unfinished_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr if n == 1 => "bitmemiş bir gece var:".to_string(),
        Lang::Tr => format!("bitmemiş {n} gece var (en yenisi önce):"),
        Lang::En if n == 1 => "an unfinished night exists:".to_string(),
        Lang::En => format!("{n} unfinished nights exist (newest first):"),
    }
}

/// One night of a listing: name, date, hands, folder, and its problem.
pub fn night_entry(e: &crate::store::night::NightEntry, lang: Lang) -> String {
    use crate::store::night::NightProblem;
    let date = date_of(&e.created);
    let dir = e.dir.display();
    let head = match (&e.name, lang) {
        (Some(name), Lang::Tr) => format!("{name} · {date} · {} el oynandı · {dir}", e.hands),
        (Some(name), Lang::En) => format!("{name} · {date} · {} hands played · {dir}", e.hands),
        (None, _) => format!("{date} · {dir}"),
    };
    match (&e.problem, lang) {
        (None, _) => head,
        (Some(NightProblem::Unreadable(o)), Lang::Tr) => {
            format!("{head} — açılamıyor: {}", open_error(o, lang))
        }
        (Some(NightProblem::Unreadable(o)), Lang::En) => {
            format!("{head} — will not open: {}", open_error(o, lang))
        }
        (Some(NightProblem::ReadOnly(why)), Lang::Tr) => {
            format!("{head} — yalnız okunur: {}", open_error(why, lang))
        }
        (Some(NightProblem::ReadOnly(why)), Lang::En) => {
            format!("{head} — read-only: {}", open_error(why, lang))
        }
    }
}

/// `2026-11-29T21:04:00+03:00` → `2026-11-29 21:04`; anything else as is.
pub fn date_of(created: &str) -> String {
    match (created.get(..10), created.get(11..16)) {
        (Some(d), Some(t)) if created.as_bytes().get(10) == Some(&b'T') => format!("{d} {t}"),
        _ => created.to_string(),
    }
}

/// How to reach an unfinished night from the command line.
pub fn how_to_reach(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "yeni gece yine de kuruluyor; o geceye dönmek için: racon open {path} (ya da racon ile seç)"
        ),
        Lang::En => format!(
            "the new night is set up anyway; to go back to that night: racon open {path} (or pick it in racon)"
        ),
    }
}

/// `racon open` on a night that has ended.
pub fn night_over(dir: &std::path::Path, lang: Lang) -> String {
    let d = dir.display();
    match lang {
        Lang::Tr => format!("{d}: bu gece bitti; görmek için racon night show {d}"),
        Lang::En => format!("{d}: this night is over; to see it: racon night show {d}"),
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
        QuitCheck::NotSaved { pending, error } => {
            let why = journal_error(error, lang);
            match lang {
                Lang::Tr => format!(
                    "{pending} işlem KAYDEDİLMEDİ ({why}). Çıkarsanız kaybolur. w: bir dosyaya yaz, Esc: kal, Enter: yine de çık"
                ),
                Lang::En => format!(
                    "{pending} {} NOT SAVED ({why}). Quitting loses {}. w: write {} to a file, Esc: stay, Enter: quit anyway",
                    if *pending == 1 {
                        "action is"
                    } else {
                        "actions are"
                    },
                    if *pending == 1 { "it" } else { "them" },
                    if *pending == 1 { "it" } else { "them" },
                ),
            }
        }
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

/// A night that could not be read, listed and skipped.
/// Why a night is left out of the ledger, in the user's language.
pub fn skip_reason(why: &crate::store::ledger::Skip, lang: Lang) -> String {
    match why {
        crate::store::ledger::Skip::Open(e) => open_error(e, lang),
        crate::store::ledger::Skip::Settle(e) => super::money::settle_error(e, &[], lang),
    }
}

/// One night left out of the ledger: where, and why in words that name
/// the real cause (a damaged journal is "unreadable", a count that does
/// not settle is not).
pub fn skipped_night(path: &str, why: &crate::store::ledger::Skip, lang: Lang) -> String {
    let problem = skip_reason(why, lang);
    match (why, lang) {
        (crate::store::ledger::Skip::Open(_), Lang::Tr) => {
            format!("Atlandı (okunamadı): {path}: {problem}")
        }
        (crate::store::ledger::Skip::Open(_), Lang::En) => {
            format!("Skipped (unreadable): {path}: {problem}")
        }
        (crate::store::ledger::Skip::Settle(_), Lang::Tr) => {
            format!("Atlandı (hesabı kesilemiyor): {path}: {problem}")
        }
        (crate::store::ledger::Skip::Settle(_), Lang::En) => {
            format!("Skipped (does not settle): {path}: {problem}")
        }
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
        let tr = journal_error(&e, Lang::Tr);
        assert!(tr.contains("başka bir racon'da açık"), "{tr}");
        assert!(!tr.contains("another racon"), "{tr}");
        assert!(journal_error(&e, Lang::En).contains("another racon"));
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
        let en = quit_question(Lang::En, &q);
        assert!(en.starts_with("2 actions are NOT SAVED (events"), "{en}");
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
            assert!(!journal_error(&e, lang).contains('\n'));
        }
    }
}
