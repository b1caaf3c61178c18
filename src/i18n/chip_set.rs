//! The chip set in the setup form and at the table: the row's hint, a
//! line that could not be read, the legend ("beyaz 10 · kırmızı 50") and
//! the colour-up ("beyaz fişler kalkıyor, 5 beyaz = 1 kırmızı"). The
//! host's colour names as he wrote them; "renk" is kept for the flush.

use super::Lang;
use super::num::chips as n;
use crate::night::chips::{ChipsTextError, ColourUp};
use crate::night::setup::{ChipColour, Chips};

/// The form row's value when the preset has no chip set.
pub fn no_chips(lang: Lang) -> &'static str {
    lang.pick("yok", "none")
}

/// How to type the chip set.
pub fn hint(lang: Lang) -> &'static str {
    lang.pick(
        "Ad değer ×adet, virgülle: beyaz 10 ×300, kırmızı 50 ×150, mavi 100 (adet isteğe bağlı); boş: fiş takımı yok",
        "Name value ×count, by commas: beyaz 10 ×300, kırmızı 50 ×150, mavi 100 (count optional); empty: no chip set",
    )
}

/// Why the typed chip set was not taken.
pub fn text_error(e: &ChipsTextError, lang: Lang) -> String {
    use ChipsTextError as E;
    match (e, lang) {
        (E::NoValue { number, item }, Lang::Tr) => {
            format!("{number}. fiş renginin değeri yok: \"{item}\" (örnek: beyaz 10 ×300)")
        }
        (E::NoValue { number, item }, Lang::En) => {
            format!("chip colour {number} has no value: \"{item}\" (e.g. beyaz 10 ×300)")
        }
        (E::NoName { number, item }, Lang::Tr) => {
            format!("{number}. fiş renginin adı yok: \"{item}\" (örnek: beyaz 10)")
        }
        (E::NoName { number, item }, Lang::En) => {
            format!("chip colour {number} has no name: \"{item}\" (e.g. beyaz 10)")
        }
        (E::BadOwned { number, item }, Lang::Tr) => format!(
            "{number}. fiş rengi: × işaretinden sonra kaç tane olduğu yazılmalı (0'dan büyük bir tam sayı): \"{item}\""
        ),
        (E::BadOwned { number, item }, Lang::En) => format!(
            "chip colour {number}: × must be followed by how many you own (a whole number above 0): \"{item}\""
        ),
    }
}

/// The chip set by value: "beyaz 10 · kırmızı 50 · mavi 1.000".
pub fn legend(set: &[ChipColour], lang: Lang) -> String {
    set.iter()
        .map(|c| format!("{} {}", c.name.trim(), n(c.value, lang)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "a", "a ve b", "a, b ve c".
fn and_list(names: &[&str], lang: Lang) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} {} {last}", rest.join(", "), lang.pick("ve", "and")),
    }
}

/// The colour-up at its level: "Seviye 3: beyaz fişler kalkıyor, 5 beyaz
/// = 1 kırmızı".
pub fn colour_up(set: &[ChipColour], up: &ColourUp, lang: Lang) -> String {
    let name = |i: usize| set.get(i).map_or("", |c| c.name.trim());
    let names: Vec<&str> = up.off.iter().map(|o| name(o.colour)).collect();
    let into = name(up.into);
    let swaps: Vec<String> = up
        .off
        .iter()
        .map(|o| {
            format!(
                "{} {} = {} {into}",
                n(Chips(o.count), lang),
                name(o.colour),
                n(Chips(o.into_count), lang)
            )
        })
        .collect();
    let level = up.level + 1;
    let (names, swaps) = (and_list(&names, lang), swaps.join(", "));
    match lang {
        Lang::Tr => format!("Seviye {level}: {names} fişler kalkıyor, {swaps}"),
        Lang::En => format!("Level {level}: the {names} chips come off, {swaps}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::night::chips::{RaceOff, parse_set};

    #[test]
    fn the_legend_and_the_colour_up_in_both_languages() {
        let set = parse_set("beyaz 5, sarı 10, kırmızı 25, mavi 1000").expect("set");
        assert_eq!(
            legend(&set, Lang::Tr),
            "beyaz 5 · sarı 10 · kırmızı 25 · mavi 1.000"
        );
        assert_eq!(
            legend(&set, Lang::En),
            "beyaz 5 · sarı 10 · kırmızı 25 · mavi 1,000"
        );
        let one = ColourUp {
            level: 2,
            off: vec![RaceOff {
                colour: 0,
                count: 5,
                into_count: 1,
            }],
            into: 2,
        };
        assert_eq!(
            colour_up(&set, &one, Lang::Tr),
            "Seviye 3: beyaz fişler kalkıyor, 5 beyaz = 1 kırmızı"
        );
        assert_eq!(
            colour_up(&set, &one, Lang::En),
            "Level 3: the beyaz chips come off, 5 beyaz = 1 kırmızı"
        );
        let two = ColourUp {
            level: 1,
            off: vec![
                RaceOff {
                    colour: 0,
                    count: 5,
                    into_count: 1,
                },
                RaceOff {
                    colour: 1,
                    count: 5,
                    into_count: 2,
                },
            ],
            into: 2,
        };
        assert_eq!(
            colour_up(&set, &two, Lang::Tr),
            "Seviye 2: beyaz ve sarı fişler kalkıyor, 5 beyaz = 1 kırmızı, 5 sarı = 2 kırmızı"
        );
        assert_eq!(and_list(&["a", "b", "c"], Lang::En), "a, b and c");
    }

    #[test]
    fn a_line_not_read_names_the_colour() {
        let e = parse_set("beyaz 10, kırmızı").expect_err("no value");
        assert_eq!(
            text_error(&e, Lang::Tr),
            "2. fiş renginin değeri yok: \"kırmızı\" (örnek: beyaz 10 ×300)"
        );
        assert!(text_error(&e, Lang::En).starts_with("chip colour 2 has no value"));
    }
}
