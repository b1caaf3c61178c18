//! The words of the PDF reports (`--format pdf`) that the text reports do
//! not have, Turkish and English.

use super::Lang;
use super::num::{chips, signed_chips};
use crate::money::Chips;

/// The heading over the transfers.
pub fn transfers_title(lang: Lang) -> &'static str {
    lang.pick("Kim kime ne öder", "Who pays whom")
}

/// `3 ödeme gecenin hesabını kapatır (mümkün olan en az).`
pub fn fewest(count: usize, lang: Lang) -> String {
    match (lang, count) {
        (Lang::Tr, _) => {
            format!("{count} ödeme gecenin hesabını kapatır (mümkün olan en az).")
        }
        (Lang::En, 1) => "1 transfer settles the night (the fewest possible).".to_string(),
        (Lang::En, _) => format!("{count} transfers settle the night (the fewest possible)."),
    }
}

/// The players table's column of what each pays or receives in all.
pub fn in_all_header(lang: Lang) -> &'static str {
    lang.pick("Toplam alır/öder", "Receives/pays in all")
}

/// Under the players table.
pub fn in_all_note(lang: Lang) -> &'static str {
    lang.pick(
        "Toplam alır/öder: oyuncunun ödemelerinin toplamı (+ alır, − öder).",
        "Receives/pays in all: the sum of the player's transfers (+ receives, − pays).",
    )
}

/// The heading over the players table.
pub fn players_title(lang: Lang) -> &'static str {
    lang.pick("Oyuncular", "Players")
}

/// The heading over the count and its difference.
pub fn recount_title(lang: Lang) -> &'static str {
    lang.pick("Sayım", "The count")
}

/// `Sayılan 2.493 fiş, beklenen (kavlar) 2.500 fiş: fark -7.`
pub fn recount(counted: Chips, bought: Chips, lang: Lang) -> String {
    let (c, b) = (chips(counted, lang), chips(bought, lang));
    let d = signed_chips(counted - bought, lang);
    match lang {
        Lang::Tr => format!("Sayılan {c} fiş, beklenen (alınan kavlar) {b} fiş: fark {d}."),
        Lang::En => format!("Counted {c} chips, expected (kav bought) {b} chips: difference {d}."),
    }
}

/// The heading over the expenses and payments made on the spot.
pub fn money_title(lang: Lang) -> &'static str {
    lang.pick(
        "Masraflar ve yerinde ödemeler",
        "Expenses and payments on the spot",
    )
}

/// The heading over the night's chart.
pub fn night_chart_title(lang: Lang) -> &'static str {
    lang.pick(
        "Gece boyunca net fiş, el el",
        "Net chips over the night, hand by hand",
    )
}

/// Under the night's chart: what its points are.
pub fn night_chart_note(lang: Lang) -> &'static str {
    lang.pick(
        "Bir el çizgileri yalnız gece ne olduğunu biliyorsa oynatır: kaydedilmiş bir pot bölüşümü ya da ortada kalan bir pot (pas, maldon). Son nokta sayım (son fiş − kav); ona kalan fark, bölüşümü kaydedilmemiş ellerde kazanılandır.",
        "A hand moves the lines only where the night knows what happened: a recorded pot split, or a pot left in the middle (all passed, misdeal). The last point is the count (final chips − kav); the gap to it is what was won in hands without a recorded split.",
    )
}

/// A point of the night's chart: `0`, `12`, the count.
pub fn hand_point(i: usize, last: bool, lang: Lang) -> String {
    if last {
        lang.pick("sayım", "count").to_string()
    } else {
        i.to_string()
    }
}

/// The heading over the season's chart.
pub fn season_chart_title(lang: Lang) -> &'static str {
    lang.pick(
        "Sezon boyunca toplam net, gece gece",
        "Running net over the season, night by night",
    )
}

/// Under the season's chart.
pub fn season_chart_note(lang: Lang) -> &'static str {
    lang.pick(
        "Her nokta: o geceye kadarki toplam; gelmediği gece çizgi düz gider.",
        "Each point: the total up to that night; a night missed keeps the line flat.",
    )
}

/// A point of the season's chart: the night's number (1 = the first).
pub fn night_point(i: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{i}. gece"),
        Lang::En => format!("night {i}"),
    }
}

/// The PDF could not be made (a font did not load, or the writer
/// failed); `detail` is the writer's own words.
pub fn failed(detail: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("PDF yazılamadı: {detail}"),
        Lang::En => format!("the PDF could not be made: {detail}"),
    }
}

/// `--print` of a PDF where the printer program cannot take one
/// (Windows' `Out-Printer` prints text only): where the file is instead.
pub fn no_pdf_printer(path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "bu sistemin yazıcı komutu PDF basamıyor; PDF {path} dosyasında, bir PDF görüntüleyiciyle bas"
        ),
        Lang::En => format!(
            "this system's printer command cannot print a PDF; the PDF is in {path}: print it from a PDF viewer"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages() {
        assert_eq!(
            fewest(3, Lang::Tr),
            "3 ödeme gecenin hesabını kapatır (mümkün olan en az)."
        );
        assert_eq!(
            fewest(1, Lang::En),
            "1 transfer settles the night (the fewest possible)."
        );
        assert_eq!(
            recount(Chips(2493), Chips(2500), Lang::Tr),
            "Sayılan 2.493 fiş, beklenen (alınan kavlar) 2.500 fiş: fark -7."
        );
        assert_eq!(
            recount(Chips(2500), Chips(2500), Lang::En),
            "Counted 2,500 chips, expected (kav bought) 2,500 chips: difference 0."
        );
        assert_eq!(hand_point(7, false, Lang::Tr), "7");
        assert_eq!(hand_point(8, true, Lang::Tr), "sayım");
        assert_eq!(night_point(2, Lang::Tr), "2. gece");
    }
}
