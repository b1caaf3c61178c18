//! Command-line messages, Turkish and English.

use super::Lang;

pub fn unknown_rules(id: &str, known: &[String], lang: Lang) -> String {
    let list = known.join(", ");
    match lang {
        Lang::Tr => format!("`{id}`: böyle bir kural seti yok (olanlar: {list})"),
        Lang::En => format!("`{id}`: no such rule set (known: {list})"),
    }
}

pub fn players_out_of_range(n: u8, id: &str, min: u8, max: u8, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("--players {n}: {id} {min} ile {max} oyuncu arası oynanır"),
        Lang::En => format!("--players {n}: {id} is played by {min} to {max} players"),
    }
}

pub fn too_many_hands(hands: usize, players: u8, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{hands} el verildi ama --players {players}"),
        Lang::En => format!("{hands} hands given but --players is {players}"),
    }
}

pub fn card_error(hand_label: &str, message: &str, lang: Lang) -> String {
    let _ = lang;
    format!("{hand_label}: {message}")
}

pub fn hand_label(i: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{}. el", i + 1),
        Lang::En => format!("hand {}", i + 1),
    }
}

pub fn table_not_supported(id: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "`{id}`: Omaha için tablo yok (her el 9 kağıttan 2+3 seçer; sayım tanımlı değil)"
        ),
        Lang::En => format!(
            "`{id}`: no table for Omaha (a hand picks 2 + 3 of nine cards; no count is defined)"
        ),
    }
}

pub fn bad_rules_file(message: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("kural dosyası okunamadı: {message}"),
        Lang::En => format!("cannot use rule-set file: {message}"),
    }
}

pub fn shape_name(shape: crate::rules::Shape, lang: Lang) -> String {
    use crate::rules::Shape;
    match (shape, lang) {
        (Shape::Draw, Lang::Tr) => "5 kağıt, kağıt değiştirmeli".into(),
        (Shape::Draw, Lang::En) => "five-card draw".into(),
        (Shape::Stud, Lang::Tr) => "5 kağıt, açık (stud)".into(),
        (Shape::Stud, Lang::En) => "five-card stud".into(),
        (Shape::HoldEm { hole }, Lang::Tr) => format!("{hole} kapalı + 5 ortak, en iyi beşli"),
        (Shape::HoldEm { hole }, Lang::En) => format!("{hole} hole + 5 board, best five"),
        (Shape::Omaha { hole }, Lang::Tr) => format!("{hole} kapalı + 5 ortak, tam 2 + 3"),
        (Shape::Omaha { hole }, Lang::En) => format!("{hole} hole + 5 board, exactly 2 + 3"),
    }
}

pub fn players_deck_line(id: &str, players: u8, deck: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{id} · {players} oyuncu · {deck} kağıt"),
        Lang::En => format!("{id} · {players} players · {deck} cards"),
    }
}

pub fn total(lang: Lang) -> &'static str {
    lang.pick("Toplam", "Total")
}

pub fn hands_of(k: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{k} kağıtlık eller (en iyi beşli)"),
        Lang::En => format!("{k}-card hands (best five)"),
    }
}

/// Groups digits: `201.376` in Turkish, `201,376` in English.
pub fn number(n: u64, lang: Lang) -> String {
    let sep = lang.pick(".", ",");
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(ch);
    }
    out
}

/// A percentage with four decimals: `0,0099` / `0.0099`.
pub fn percent(count: u64, total: u64, lang: Lang) -> String {
    if total == 0 {
        return "-".into();
    }
    // Integer arithmetic, rounded half up, in ten-thousandths of a percent.
    let scaled = (u128::from(count) * 1_000_000 + u128::from(total) / 2) / u128::from(total);
    let sep = lang.pick(",", ".");
    format!("{}{sep}{:04}%", scaled / 10_000, scaled % 10_000)
}

/// A clap parse error reduced to one line.
pub fn usage_error(
    kind: &str,
    arg: Option<&str>,
    value: Option<&str>,
    english: &str,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => english.to_string(),
        Lang::Tr => match (kind, arg, value) {
            ("unknown", Some(a), _) => format!("`{a}`: bilinmeyen seçenek ya da argüman"),
            ("value", Some(a), Some(v)) => format!("`{v}`: {a} için geçersiz değer"),
            ("missing", Some(a), _) => format!("eksik: {a}"),
            ("subcommand", _, Some(v)) => format!("`{v}`: bilinmeyen komut"),
            _ => format!("komut satırı anlaşılamadı: {english}"),
        },
    }
}

pub fn no_tty_help(lang: Lang) -> &'static str {
    lang.pick(
        "Masa ekranı henüz yok; şimdilik komutlar: racon judge, racon table, racon rules (racon --help).",
        "The table screen is not built yet; for now use racon judge, racon table, racon rules (see racon --help).",
    )
}
