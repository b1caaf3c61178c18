//! The words of the printed settlement (`racon night report`), Turkish and
//! English. Amounts come from [`super::money`]; CSV has no words (its
//! column names are fixed, docs/FORMATS.md).

use super::Lang;
use super::money::{chips, signed_chips};
use crate::money::Chips;

/// The first line of a text report (and, after `# `, of a Markdown one);
/// `--out` recognises its own files by it.
pub fn title(lang: Lang) -> &'static str {
    lang.pick(
        "racon · Gece sonu hesabı",
        "racon · Settlement of the night",
    )
}

const MONTHS_TR: [&str; 12] = [
    "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
    "Kasım", "Aralık",
];

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// `29 Kasım 2026, 21:04` / `29 November 2026, 21:04`; `month` is 1–12.
pub fn date_time(day: u32, month: u32, year: i32, hh_mm: &str, lang: Lang) -> String {
    let i = month.saturating_sub(1) as usize;
    let name = match lang {
        Lang::Tr => MONTHS_TR.get(i),
        Lang::En => MONTHS_EN.get(i),
    }
    .copied()
    .unwrap_or("?");
    format!("{day} {name} {year}, {hh_mm}")
}

/// `3 sa 37 dk` / `3 h 37 min`.
pub fn duration(minutes: i64, lang: Lang) -> String {
    let (h, m) = (minutes / 60, minutes % 60);
    match (lang, h) {
        (Lang::Tr, 0) => format!("{m} dk"),
        (Lang::Tr, _) => format!("{h} sa {m} dk"),
        (Lang::En, 0) => format!("{m} min"),
        (Lang::En, _) => format!("{h} h {m} min"),
    }
}

pub fn date_label(lang: Lang) -> &'static str {
    lang.pick("Tarih", "Date")
}

pub fn rules_label(lang: Lang) -> &'static str {
    lang.pick("Kural seti", "Rule set")
}

pub fn length_label(lang: Lang) -> &'static str {
    lang.pick("Süre", "Length")
}

pub fn chip_label(lang: Lang) -> &'static str {
    lang.pick("Bir fiş", "One chip")
}

/// `2 seans` / `2 seanses`.
pub fn seanses(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{n} seans"),
        Lang::En if n == 1 => "1 seans".to_string(),
        Lang::En => format!("{n} seanses"),
    }
}

/// `31 el` / `31 hands`.
pub fn hands(n: u32, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{n} el"),
        Lang::En if n == 1 => "1 hand".to_string(),
        Lang::En => format!("{n} hands"),
    }
}

pub fn no_deal(lang: Lang) -> &'static str {
    lang.pick("hiç el dağıtılmadı", "no hand was dealt")
}

pub fn status(ended: bool, lang: Lang) -> &'static str {
    match (ended, lang) {
        (true, _) => lang.pick("Gece bitti.", "The night is over."),
        (false, _) => lang.pick(
            "Gece sürüyor; hesap son sayıma göre.",
            "The night is still on; this is by the last count.",
        ),
    }
}

/// The players table's header cells: player, kav, final chips,
/// adjustment, net chips, net money, deposit.
pub fn header(lang: Lang) -> [&'static str; 7] {
    match lang {
        Lang::Tr => [
            "Oyuncu",
            "Kav",
            "Son fiş",
            "Düzeltme",
            "Net fiş",
            "Net para",
            "Emanet",
        ],
        Lang::En => [
            "Player",
            "Kav",
            "Final chips",
            "Adjustment",
            "Net chips",
            "Net money",
            "Deposit",
        ],
    }
}

/// The transfers table's header cells (Markdown): from, to, chips, money.
pub fn transfer_header(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::Tr => ["Kimden", "Kime", "Fiş", "Para"],
        Lang::En => ["From", "To", "Chips", "Money"],
    }
}

/// A player who left the table before the end.
pub fn left_note(name: &str, reached_cikma: bool, reason: Option<&str>, lang: Lang) -> String {
    let why = reason.map(|r| format!(" ({r})")).unwrap_or_default();
    match (lang, reached_cikma) {
        (Lang::Tr, true) => {
            format!("{name} çıkmayı doldurup kalktı{why}; son fişi kalkarken sayıldı.")
        }
        (Lang::Tr, false) => {
            format!("{name} çıkma dolmadan kalktı{why}; son fişi kalkarken sayıldı.")
        }
        (Lang::En, true) => {
            format!("{name} left after reaching çıkma{why}; chips counted on leaving.")
        }
        (Lang::En, false) => {
            format!("{name} left before reaching çıkma{why}; chips counted on leaving.")
        }
    }
}

/// `Hazırlayan: racon · 30 Kasım 2026, 00:55`.
pub fn footer(printed_at: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Hazırlayan: racon · {printed_at}"),
        Lang::En => format!("Prepared by racon · {printed_at}"),
    }
}

// --------------------------------------------------------------- errors

/// Players whose chips were never counted.
pub fn uncounted(names: &[String], lang: Lang) -> String {
    let list = names.join(", ");
    match lang {
        Lang::Tr => format!("son fiş sayımı eksik: {list}; önce fişleri say"),
        Lang::En => format!("no final chip count for {list}; count their chips first"),
    }
}

/// The count does not sum to zero and no resolution is recorded.
pub fn open_difference(difference: Chips, counted: Chips, bought: Chips, lang: Lang) -> String {
    let d = signed_chips(difference, lang);
    let c = chips(counted, lang);
    let b = chips(bought, lang);
    match lang {
        Lang::Tr => format!(
            "sayımda {d} fişlik fark var ({c} fiş sayıldı, {b} fişlik kav alındı); önce farkı çöz: bir oyuncuya yaz, herkese eşit böl ya da kayıp fiş say"
        ),
        Lang::En => format!(
            "the count is off by {d} chips ({c} counted against {b} bought in kav); resolve it first: assign it to a player, spread it evenly, or book it as lost chips"
        ),
    }
}

pub fn cashier_deposit(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => {
            format!("{name} hem kasiyer hem emanet bırakmış; kasiyer kendine emanet bırakamaz")
        }
        Lang::En => {
            format!(
                "{name} is the cashier and has a deposit; the cashier cannot deposit with himself"
            )
        }
    }
}

// ------------------------------------------------------------------ CLI

pub fn written(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Hesap yazıldı: {path}"),
        Lang::En => format!("Report written to {path}"),
    }
}

pub fn not_a_report(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{path}: dosya zaten var ve bir racon hesabı değil; üzerine yazılmadı (başka bir ad ver ya da dosyayı kendin sil)"
        ),
        Lang::En => format!(
            "{path}: already exists and is not a racon report; left untouched (choose another name or remove it yourself)"
        ),
    }
}

pub fn io_error(path: &str, message: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{path}: yazılamadı: {message}"),
        Lang::En => format!("{path}: cannot write: {message}"),
    }
}

/// Why a report was not written ([`crate::store::export_error::ExportError`]).
pub fn export_error(e: &crate::store::export_error::ExportError, lang: Lang) -> String {
    use crate::store::export_error::ExportError as E;
    match e {
        E::NotAReport { path } => not_a_report(&path.display().to_string(), lang),
        E::Io {
            path,
            kind,
            message,
        } => io_error(
            &path.display().to_string(),
            &super::common::io_reason(*kind, message, lang),
            lang,
        ),
    }
}

pub fn sent_to_printer(program: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Yazıcıya gönderildi ({program})."),
        Lang::En => format!("Sent to the printer ({program})."),
    }
}

pub fn printer_failed(program: &str, detail: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{program} yazdıramadı: {detail}"),
        Lang::En => format!("{program} could not print: {detail}"),
    }
}

/// Why a report did not reach the printer `program`.
pub fn print_error(
    program: &str,
    e: &crate::store::export_error::PrintError,
    lang: Lang,
) -> String {
    use crate::store::export_error::PrintError as P;
    match e {
        P::Failed(detail) => printer_failed(program, detail, lang),
        P::TimedOut { limit } => {
            let secs = limit.as_secs();
            match lang {
                Lang::Tr => {
                    format!(
                        "{program} {secs} saniyede bitmedi ve durduruldu; yazıcı açık ve bağlı mı?"
                    )
                }
                Lang::En => format!(
                    "{program} did not finish in {secs} s and was stopped; is the printer on and reachable?"
                ),
            }
        }
    }
}

/// The screen handed the report to `program`; it answers later.
pub fn printing(program: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Yazıcıya gönderiliyor ({program})…"),
        Lang::En => format!("Sending to the printer ({program})…"),
    }
}

/// `p` again while the printer still works on the last one.
pub fn still_printing(program: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{program} hâlâ yazdırıyor; bitince burada yazacak"),
        Lang::En => format!("{program} is still printing; this line will say when it is done"),
    }
}

/// No printer; the report was written to `path`.
pub fn no_printer_file(path: &str, lang: Lang) -> String {
    no_printer_file_on(path, cfg!(windows), lang)
}

/// [`no_printer_file`] for Windows (`windows`) or unix.
pub fn no_printer_file_on(path: &str, windows: bool, lang: Lang) -> String {
    match (lang, windows) {
        (Lang::Tr, false) => format!(
            "PATH üzerinde lp ya da lpr yok; {path} dosyasını açıp yazdır (CUPS kuruluysa: lp {path})"
        ),
        (Lang::En, false) => format!(
            "neither lp nor lpr is on PATH; open {path} and print it (with CUPS installed: lp {path})"
        ),
        (Lang::Tr, true) => format!(
            "PATH üzerinde PowerShell (Out-Printer) yok; {path} dosyasını Not Defteri'nde açıp yazdır (Dosya → Yazdır)"
        ),
        (Lang::En, true) => format!(
            "PowerShell (Out-Printer) is not on PATH; open {path} in Notepad and print it (File → Print)"
        ),
    }
}

/// No printer and no `--out`: the report went to stdout.
pub fn no_printer_stdout(lang: Lang) -> &'static str {
    no_printer_stdout_on(cfg!(windows), lang)
}

/// [`no_printer_stdout`] for Windows (`windows`) or unix.
pub fn no_printer_stdout_on(windows: bool, lang: Lang) -> &'static str {
    match (lang, windows) {
        (Lang::Tr, false) => {
            "PATH üzerinde lp ya da lpr yok; hesabı --out DOSYA ile kaydet ve o dosyayı yazdır"
        }
        (Lang::En, false) => {
            "neither lp nor lpr is on PATH; save the report with --out FILE and print that file"
        }
        (Lang::Tr, true) => {
            "PATH üzerinde PowerShell (Out-Printer) yok; hesabı --out DOSYA ile kaydet, Not Defteri'nde açıp yazdır"
        }
        (Lang::En, true) => {
            "PowerShell (Out-Printer) is not on PATH; save the report with --out FILE, open it in Notepad and print it"
        }
    }
}

/// `--table` with a format other than CSV.
pub fn table_needs_csv(lang: Lang) -> &'static str {
    lang.pick(
        "--table yalnız CSV içindir (--format csv)",
        "--table is for the CSV report (--format csv)",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_lengths() {
        assert_eq!(
            date_time(29, 11, 2026, "21:04", Lang::Tr),
            "29 Kasım 2026, 21:04"
        );
        assert_eq!(
            date_time(1, 2, 2027, "00:05", Lang::En),
            "1 February 2027, 00:05"
        );
        assert_eq!(duration(217, Lang::Tr), "3 sa 37 dk");
        assert_eq!(duration(45, Lang::En), "45 min");
        assert_eq!(hands(1, Lang::En), "1 hand");
        assert_eq!(seanses(2, Lang::En), "2 seanses");
        assert_eq!(seanses(2, Lang::Tr), "2 seans");
    }
}
