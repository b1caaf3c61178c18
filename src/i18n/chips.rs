//! The chip set's words: a kav by colour ("400 = 10 beyaz + 6 kırmızı"),
//! and the bank that cannot make it.

use super::Lang;
use super::num::chips as n;
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
}
