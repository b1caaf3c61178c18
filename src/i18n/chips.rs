//! The chip set's words: a kav by colour ("400 = 10 beyaz + 6 kırmızı"),
//! and the bank that cannot make it.

use super::Lang;
use super::num::chips as n;
use crate::night::chip_count::{CountError, Counted};
use crate::night::chips::Breakdown;
use crate::night::setup::{ChipColour, Chips};

/// `amount` by colour (colours with no chip left out), or why the bank
/// cannot hand it over; the host's colour names as he wrote them.
pub fn breakdown(set: &[ChipColour], amount: Chips, b: &Breakdown, lang: Lang) -> String {
    let total = n(amount, lang);
    match b {
        Breakdown::Chips(counts) => {
            let parts: Vec<String> = set
                .iter()
                .zip(counts)
                .filter(|(_, c)| **c > 0)
                .map(|(colour, c)| format!("{} {}", n(Chips(*c), lang), colour.name.trim()))
                .collect();
            let label = lang.pick("fişle", "in chips");
            if parts.is_empty() {
                format!("{label}: {total}")
            } else {
                format!("{label}: {total} = {}", parts.join(" + "))
            }
        }
        Breakdown::Short {
            colour,
            needed,
            left,
        } => {
            let name = set.get(*colour).map_or("", |c| c.name.trim());
            let (needed, left) = (n(Chips(*needed), lang), n(Chips(*left), lang));
            match lang {
                Lang::Tr => format!(
                    "uyarı: kasada yeterli {name} yok ({needed} gerekir, {left} kaldı); {total} bu kasayla verilemez"
                ),
                Lang::En => format!(
                    "warning: the bank is short of {name} ({needed} needed, {left} left); {total} cannot be handed out from it"
                ),
            }
        }
        Breakdown::CannotMake => match lang {
            Lang::Tr => format!("uyarı: {total} bu fişlerle verilemez"),
            Lang::En => format!("warning: {total} cannot be made with these chips"),
        },
    }
}

/// A count by colour: "12 beyaz + 7 kırmızı + 3 mavi" (colours counted
/// zero left out; empty when all are).
pub fn colours(set: &[ChipColour], colours: &[i64], lang: Lang) -> String {
    let parts: Vec<String> = set
        .iter()
        .zip(colours)
        .filter(|(_, c)| **c > 0)
        .map(|(colour, c)| format!("{} {}", n(Chips(*c), lang), colour.name.trim()))
        .collect();
    parts.join(" + ")
}

/// A count by colour and what it makes: "12 beyaz + 7 kırmızı + 3 mavi
/// = 545 fiş" (colours counted zero left out).
pub fn counted(set: &[ChipColour], counts: &[i64], total: Chips, lang: Lang) -> String {
    let parts = colours(set, counts, lang);
    let total = format!("{} {}", n(total, lang), lang.pick("fiş", "chips"));
    if parts.is_empty() {
        total
    } else {
        format!("{parts} = {total}")
    }
}

/// A count as typed, read: what it makes, or why it reads as nothing.
pub fn count_read(set: &[ChipColour], read: &Result<Counted, CountError>, lang: Lang) -> String {
    match read {
        Ok(Counted::Total(c)) => format!("= {} {}", n(*c, lang), lang.pick("fiş", "chips")),
        Ok(Counted::ByColour { colours, total }) => counted(set, colours, *total, lang),
        Err(e) => count_error(set, e, lang),
    }
}

/// Why a typed count reads as nothing; the candidates of an ambiguous
/// colour named.
pub fn count_error(set: &[ChipColour], e: &CountError, lang: Lang) -> String {
    let name = |i: &usize| set.get(*i).map_or("?", |c| c.name.trim());
    match e {
        CountError::Empty => lang
            .pick(
                "Bir sayı ya da renk renk sayım yazın (12 beyaz 7 kırmızı).",
                "Type a number or a count by colour (12 white 7 red).",
            )
            .to_string(),
        CountError::NoChipSet => lang
            .pick(
                "Bu gecenin fiş takımı yok: yalnızca toplamı yazın.",
                "This night has no chip set: type the total only.",
            )
            .to_string(),
        CountError::Unknown(t) => match lang {
            Lang::Tr => format!("\"{t}\" diye bir renk yok ({}).", names(set)),
            Lang::En => format!("No colour is \"{t}\" ({}).", names(set)),
        },
        CountError::Ambiguous { typed, candidates } => {
            let c: Vec<&str> = candidates.iter().map(name).collect();
            match lang {
                Lang::Tr => format!("\"{typed}\" birden çok renk olabilir: {}.", c.join(", ")),
                Lang::En => format!("\"{typed}\" could be several colours: {}.", c.join(", ")),
            }
        }
        CountError::Twice { colour } => match lang {
            Lang::Tr => format!("{} iki kez sayılmış.", name(colour)),
            Lang::En => format!("{} is counted twice.", name(colour)),
        },
        CountError::Unpaired(t) => match lang {
            Lang::Tr => format!("\"{t}\" eşsiz: her sayının yanında bir renk olmalı."),
            Lang::En => format!("\"{t}\" stands alone: each number needs a colour beside it."),
        },
        CountError::TooLarge => lang
            .pick("Miktar çok büyük.", "The amount is too large.")
            .to_string(),
    }
}

/// The set's colours and values: "beyaz 10, kırmızı 50".
pub fn names(set: &[ChipColour]) -> String {
    set.iter()
        .map(|c| format!("{} {}", c.name.trim(), c.value))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The prompt of a count by colour: whose chips and what for (`leaving`:
/// he leaves the table), what is typed, and below it what it reads as.
pub fn prompt(
    name: &str,
    leaving: bool,
    typed: &str,
    read: &str,
    set: &[ChipColour],
    lang: Lang,
) -> String {
    let (what, how) = match (leaving, lang) {
        (false, Lang::Tr) => (format!("{name}: fiş sayımı"), "renk renk ya da toplam"),
        (true, Lang::Tr) => (
            format!("{name} ayrılıyor"),
            "fişleri renk renk ya da toplam",
        ),
        (false, Lang::En) => (format!("{name}: chip count"), "by colour or the total"),
        (true, Lang::En) => (format!("{name} leaves"), "his chips by colour or the total"),
    };
    let colours = lang.pick("renkler", "colours");
    format!(
        "{what} — {how}:\n{typed}\n{read}\n{colours}: {}",
        names(set)
    )
}

/// The line under the amount when the night has a chip set: how to type a
/// count by colour (`hesap`: on the hesap, else on the kasa).
pub fn by_colour_hint(hesap: bool, lang: Lang) -> &'static str {
    match (hesap, lang) {
        (true, Lang::Tr) => "renk renk saymak için: miktar boşken Enter",
        (true, Lang::En) => "to count by colour: Enter with no amount",
        (false, Lang::Tr) => "renk renk saymak için: miktar boşken c, l ya da x",
        (false, Lang::En) => "to count by colour: c, l or x with no amount",
    }
}

/// The chip set balanced by colour ([`crate::night::chip_count::colour_difference`]):
/// "renk renk: 2 kırmızı eksik, 3 beyaz fazla", or that it balances.
pub fn colour_difference(set: &[ChipColour], diff: &[i64], lang: Lang) -> String {
    let parts: Vec<String> = set
        .iter()
        .zip(diff)
        .filter(|(_, d)| **d != 0)
        .map(|(c, &d)| {
            let count = n(Chips(d.abs()), lang);
            let word = match (d < 0, lang) {
                (true, Lang::Tr) => "eksik",
                (false, Lang::Tr) => "fazla",
                (true, Lang::En) => "short",
                (false, Lang::En) => "over",
            };
            format!("{count} {} {word}", c.name.trim())
        })
        .collect();
    let label = lang.pick("renk renk", "by colour");
    if parts.is_empty() {
        format!(
            "{label}: {}",
            lang.pick("fişler tutuyor", "the chips balance")
        )
    } else {
        format!("{label}: {}", parts.join(", "))
    }
}

/// The question before a kav the bank cannot hand out by colour.
pub fn ask_short_bank(set: &[ChipColour], amount: Chips, b: &Breakdown, lang: Lang) -> String {
    match b {
        Breakdown::Short {
            colour,
            needed,
            left,
        } => {
            let name = set.get(*colour).map_or("", |c| c.name.trim());
            let short = n(Chips(needed - left), lang);
            match lang {
                Lang::Tr => {
                    format!("Kasada {short} {name} eksik kalır; yine de verilsin mi? (e/h)")
                }
                Lang::En => format!("The bank is {short} {name} short; hand it out anyway? (y/n)"),
            }
        }
        _ => match lang {
            Lang::Tr => format!(
                "{} bu fişlerle verilemez; yine de kaydedilsin mi? (e/h)",
                n(amount, lang)
            ),
            Lang::En => format!(
                "{} cannot be made with these chips; record it anyway? (y/n)",
                n(amount, lang)
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> Vec<ChipColour> {
        ["beyaz", "kırmızı"]
            .iter()
            .zip([10, 50])
            .map(|(name, v)| ChipColour {
                name: (*name).into(),
                value: Chips(v),
                owned: 0,
                per_kav: 0,
            })
            .collect()
    }

    #[test]
    fn a_kav_reads_by_colour_in_both_languages() {
        let b = Breakdown::Chips(vec![10, 6]);
        assert_eq!(
            breakdown(&set(), Chips(400), &b, Lang::Tr),
            "fişle: 400 = 10 beyaz + 6 kırmızı"
        );
        assert_eq!(
            breakdown(&set(), Chips(400), &b, Lang::En),
            "in chips: 400 = 10 beyaz + 6 kırmızı"
        );
        let b = Breakdown::Chips(vec![0, 30]);
        assert_eq!(
            breakdown(&set(), Chips(1500), &b, Lang::Tr),
            "fişle: 1.500 = 30 kırmızı"
        );
        let short = Breakdown::Short {
            colour: 0,
            needed: 12,
            left: 1,
        };
        assert!(breakdown(&set(), Chips(420), &short, Lang::Tr).contains("yeterli beyaz yok"));
        assert!(breakdown(&set(), Chips(420), &short, Lang::En).contains("short of beyaz"));
        assert!(
            breakdown(&set(), Chips(35), &Breakdown::CannotMake, Lang::Tr)
                .contains("35 bu fişlerle verilemez")
        );
    }

    #[test]
    fn a_count_by_colour_and_the_balance_read_in_both_languages() {
        let set = set();
        assert_eq!(
            counted(&set, &[12, 7], Chips(470), Lang::Tr),
            "12 beyaz + 7 kırmızı = 470 fiş"
        );
        assert_eq!(
            counted(&set, &[0, 30], Chips(1500), Lang::En),
            "30 kırmızı = 1,500 chips"
        );
        assert_eq!(counted(&set, &[0, 0], Chips(0), Lang::Tr), "0 fiş");
        assert_eq!(
            colour_difference(&set, &[3, -2], Lang::Tr),
            "renk renk: 3 beyaz fazla, 2 kırmızı eksik"
        );
        assert_eq!(
            colour_difference(&set, &[0, -2], Lang::En),
            "by colour: 2 kırmızı short"
        );
        assert_eq!(
            colour_difference(&set, &[0, 0], Lang::Tr),
            "renk renk: fişler tutuyor"
        );
        let short = Breakdown::Short {
            colour: 1,
            needed: 8,
            left: 6,
        };
        assert_eq!(
            ask_short_bank(&set, Chips(400), &short, Lang::Tr),
            "Kasada 2 kırmızı eksik kalır; yine de verilsin mi? (e/h)"
        );
        assert!(
            ask_short_bank(&set, Chips(35), &Breakdown::CannotMake, Lang::En)
                .starts_with("35 cannot be made")
        );
        let amb = CountError::Ambiguous {
            typed: "b".into(),
            candidates: vec![0, 1],
        };
        assert_eq!(
            count_error(&set, &amb, Lang::Tr),
            "\"b\" birden çok renk olabilir: beyaz, kırmızı."
        );
        assert!(
            count_error(&set, &CountError::Unknown("yeşil".into()), Lang::En)
                .contains("beyaz 10, kırmızı 50")
        );
    }
}
