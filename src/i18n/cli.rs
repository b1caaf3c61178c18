//! Command-line messages, Turkish and English.

use super::Lang;
use crate::night::setup::{AfterSchedule, AntePlan, SeansLength, SeansPlan};

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

pub fn card_error(hand_label: &str, message: &str) -> String {
    format!("{hand_label}: {message}")
}

/// A bad piece inside a word the user typed: "`Ahh` içinde `h`: …".
pub fn card_error_in_word(word: &str, message: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("`{word}` içinde {message}"),
        Lang::En => format!("in `{word}`, {message}"),
    }
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
        Lang::Tr => format!("kural dosyası kullanılamıyor: {message}"),
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

pub use super::num::number;

/// A percentage with four decimals: `0,0099%` / `0.0099%`.
pub fn percent(count: u64, total: u64, lang: Lang) -> String {
    super::num::percent(count.into(), total.into(), lang)
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
            ("conflict", Some(a), Some(p)) if a == p => {
                format!("`{a}`: yalnızca bir kez verilebilir")
            }
            ("conflict", Some(a), Some(p)) => format!("`{a}` ile `{p}` birlikte verilemez"),
            ("extra_value", Some(a), Some(v)) => format!("`{v}`: {a} için fazladan değer"),
            _ => format!("komut satırı anlaşılamadı: {english}"),
        },
    }
}

/// clap's "did you mean" in Turkish (`suggested`: what clap suggests).
pub fn did_you_mean(suggested: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("bunu mu demek istediniz: `{suggested}`"),
        Lang::En => format!("tip: a similar one exists: '{suggested}'"),
    }
}

/// One of clap's free-form tips (English, the names in single quotes) in
/// `lang`; `None` for a tip racon does not know how to say.
pub fn clap_tip(english: &str, lang: Lang) -> Option<String> {
    if lang == Lang::En {
        return Some(format!("tip: {english}"));
    }
    let quoted: Vec<&str> = english.split('\'').skip(1).step_by(2).collect();
    match quoted.as_slice() {
        [value, fix] if english.starts_with("to pass ") => Some(format!(
            "`{value}` bir değer olarak verilecekse önüne `--` koyun: `{fix}`"
        )),
        [sub, _] if english.starts_with("subcommand ") => Some(format!(
            "`{sub}` bir komut; kullanmak için önündeki `--` işaretini kaldırın"
        )),
        [it] if english.ends_with(" exists") => Some(format!("bunu mu demek istediniz: `{it}`")),
        _ => None,
    }
}

/// `racon man X` for an `X` that is no command.
pub fn unknown_command(path: &str, known: &[String], lang: Lang) -> String {
    let list = known.join(", ");
    match lang {
        Lang::Tr => format!("`{path}`: böyle bir komut yok (olanlar: {list})"),
        Lang::En => format!("`{path}`: no such command (known: {list})"),
    }
}

// ------------------------------------------------------------- presets

pub fn unknown_preset(name: &str, known: &[String], lang: Lang) -> String {
    let list = known.join(", ");
    match lang {
        Lang::Tr => format!("`{name}`: böyle bir hazır ayar yok (olanlar: {list})"),
        Lang::En => format!("`{name}`: no such preset (known: {list})"),
    }
}

pub fn bad_preset_name(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "`{name}`: hazır ayar adında yalnızca a-z harfleri, rakamlar ve '-' olabilir (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u çevrilir)"
        ),
        Lang::En => format!(
            "`{name}`: a preset name may only hold letters a-z, digits and '-' (Turkish letters fold: ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u)"
        ),
    }
}

pub fn bundled_preset(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "`{name}`: racon ile gelen hazır ayar silinemez (aynı adla içe aktardığın kopya onun yerine geçer)"
        ),
        Lang::En => format!(
            "`{name}` comes with racon and cannot be deleted (a copy imported under the same name takes its place)"
        ),
    }
}

pub fn bad_preset_file(message: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("hazır ayar dosyası kullanılamıyor: {message}"),
        Lang::En => format!("cannot use preset file: {message}"),
    }
}

pub fn wont_overwrite(path: &str, cause: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{path}: dosya zaten var ve okunabilir bir hazır ayar değil; üzerine yazılmadı ({cause})"
        ),
        Lang::En => {
            format!("{path}: already exists and is not a readable preset; left untouched ({cause})")
        }
    }
}

pub fn preset_exists(name: &str, path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "`{name}`: bu adla farklı bir hazır ayarın zaten var ({path}); değiştirmek için racon presets import --replace, silmek için racon presets delete {name}"
        ),
        Lang::En => format!(
            "`{name}`: you already have a different preset of this name ({path}); replace it with racon presets import --replace, or run racon presets delete {name} first"
        ),
    }
}

pub fn preset_io(path: &str, message: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{path}: dosya işlemi başarısız: {message}"),
        Lang::En => format!("{path}: file operation failed: {message}"),
    }
}

pub fn preset_exported(name: &str, path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("`{name}` dışa aktarıldı: {path}"),
        Lang::En => format!("exported `{name}` to {path}"),
    }
}

pub fn preset_imported(name: &str, path: &str, unchanged: bool, lang: Lang) -> String {
    match (lang, unchanged) {
        (Lang::Tr, false) => format!("`{name}` içe aktarıldı: {path}"),
        (Lang::Tr, true) => format!("`{name}` zaten aynısıyla kayıtlı ({path}); bir şey yazılmadı"),
        (Lang::En, false) => format!("imported `{name}` as {path}"),
        (Lang::En, true) => format!("`{name}` is already there as it is ({path}); nothing written"),
    }
}

pub fn preset_deleted(name: &str, path: &str, bundled_back: bool, lang: Lang) -> String {
    match (lang, bundled_back) {
        (Lang::Tr, false) => format!("`{name}` silindi ({path})"),
        (Lang::Tr, true) => {
            format!("`{name}` silindi ({path}); racon ile gelen `{name}` yeniden geçerli")
        }
        (Lang::En, false) => format!("deleted `{name}` ({path})"),
        (Lang::En, true) => {
            format!("deleted `{name}` ({path}); the bundled `{name}` applies again")
        }
    }
}

/// "4 oyuncu: Ayşe, Mehmet, …" / "4 players: …".
pub fn preset_players(players: &[String], lang: Lang) -> String {
    let n = players.len();
    let names = players.join(", ");
    match lang {
        Lang::Tr => format!("{n} oyuncu: {names}"),
        Lang::En if n == 1 => format!("1 player: {names}"),
        Lang::En => format!("{n} players: {names}"),
    }
}

fn after_schedule(after: AfterSchedule, lang: Lang) -> &'static str {
    match after {
        AfterSchedule::Repeat => lang.pick("sonra baştan", "then again from the start"),
        AfterSchedule::HoldLast => {
            lang.pick("sonra son basamakta kalır", "then holds the last step")
        }
        AfterSchedule::First => {
            lang.pick("sonra ilk basamakta kalır", "then stays at the first step")
        }
    }
}

fn join_numbers<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ante style in a few words: "gel-gel: 10", "merdiven: 10 × [1, 2, 3]…".
pub fn ante_plan(plan: &AntePlan, lang: Lang) -> String {
    match plan {
        AntePlan::DealerOnly { amount } => match lang {
            Lang::Tr => format!("sadece dağıtan: {amount}"),
            Lang::En => format!("dealer only: {amount}"),
        },
        AntePlan::GelGel { amount } => match lang {
            Lang::Tr => format!("gel-gel: {amount}"),
            Lang::En => format!("gel-gel (everyone): {amount}"),
        },
        AntePlan::Merdiven { base, steps, after } => {
            let steps = join_numbers(steps);
            let after = after_schedule(*after, lang);
            match lang {
                Lang::Tr => format!("merdiven: {base} × [{steps}], {after}"),
                Lang::En => format!("merdiven (ladder): {base} × [{steps}], {after}"),
            }
        }
        AntePlan::Turlu { per_tur, after } => {
            let per_tur = join_numbers(per_tur);
            let after = after_schedule(*after, lang);
            match lang {
                Lang::Tr => format!("turlu: [{per_tur}], {after}"),
                Lang::En => format!("turlu (per tur): [{per_tur}], {after}"),
            }
        }
        AntePlan::Blinds { levels } => {
            let levels: Vec<String> = levels
                .iter()
                .map(|l| match (lang, l.minutes) {
                    (Lang::Tr, 0) => format!("{}/{} sonuna kadar", l.small, l.big),
                    (Lang::Tr, m) => format!("{}/{} {m} dk", l.small, l.big),
                    (Lang::En, 0) => format!("{}/{} to the end", l.small, l.big),
                    (Lang::En, m) => format!("{}/{} for {m} min", l.small, l.big),
                })
                .collect();
            format!(
                "{}: {}",
                lang.pick("kör bahisler", "blinds"),
                levels.join(" → ")
            )
        }
    }
}

/// "seans 60 dk · ara 10 dk · en az 2 seans · kapanış 1 tur".
pub fn seans_plan(plan: &SeansPlan, lang: Lang) -> String {
    let plural = |n: u32, one: &str, many: &str| {
        if n == 1 {
            format!("{n} {one}")
        } else {
            format!("{n} {many}")
        }
    };
    match lang {
        Lang::Tr => {
            let length = match plan.length {
                SeansLength::Minutes(m) => format!("{m} dk"),
                SeansLength::Turs(t) => format!("{t} tur"),
            };
            format!(
                "seans {length} · ara {} dk · en az {} seans · kapanış {} tur",
                plan.break_minutes, plan.mandatory, plan.closing_turs
            )
        }
        Lang::En => {
            let length = match plan.length {
                SeansLength::Minutes(m) => format!("{m} min"),
                SeansLength::Turs(t) => plural(t, "tur", "turs"),
            };
            format!(
                "seans {length} · break {} min · at least {} · {}",
                plan.break_minutes,
                plural(plan.mandatory, "seans", "seanses"),
                plural(plan.closing_turs, "closing tur", "closing turs"),
            )
        }
    }
}

/// One line for a preset error ([`crate::store::presets::PresetError`]).
pub fn preset_error(e: &crate::store::presets::PresetError, lang: Lang) -> String {
    use crate::store::presets::PresetError;
    match e {
        PresetError::BadName(name) => bad_preset_name(name, lang),
        PresetError::NotFound { name, known } => unknown_preset(name, known, lang),
        PresetError::Bundled(name) => bundled_preset(name, lang),
        PresetError::File(e) => bad_preset_file(&super::files::load_error(e, lang), lang),
        PresetError::Invalid(i) => bad_preset_file(&super::form::setup_invalid(i, lang), lang),
        PresetError::InvalidAt { at, invalid } => bad_preset_file(
            &format!(
                "{}:{}:{}: {}",
                at.file,
                at.line,
                at.col,
                super::form::setup_invalid(invalid, lang)
            ),
            lang,
        ),
        PresetError::WontOverwrite { path, cause } => wont_overwrite(
            &path.display().to_string(),
            &super::files::load_error(cause, lang),
            lang,
        ),
        PresetError::Exists { name, path } => {
            preset_exists(name, &path.display().to_string(), lang)
        }
        PresetError::Io {
            path,
            kind,
            message,
        } => preset_io(
            &path.display().to_string(),
            &super::common::io_reason(*kind, message, lang),
            lang,
        ),
        PresetError::ReadsBackDifferent { path } => preset_io(
            &path.display().to_string(),
            lang.pick(
                "hazır ayar yazıldığı gibi geri okunmuyor; kaydedilmedi",
                "the preset does not read back the same; not saved",
            ),
            lang,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_groups_thousands() {
        assert_eq!(number(201_376, Lang::Tr), "201.376");
        assert_eq!(number(201_376, Lang::En), "201,376");
        for lang in [Lang::Tr, Lang::En] {
            assert_eq!(number(0, lang), "0");
            assert_eq!(number(7, lang), "7");
            assert_eq!(number(999, lang), "999");
        }
        assert_eq!(number(1000, Lang::Tr), "1.000");
        assert_eq!(number(1000, Lang::En), "1,000");
        assert_eq!(number(2_598_960, Lang::Tr), "2.598.960");
        assert_eq!(number(133_784_560, Lang::En), "133,784,560");
        assert_eq!(number(u64::MAX, Lang::Tr), "18.446.744.073.709.551.615");
        assert_eq!(number(u64::MAX, Lang::En), "18,446,744,073,709,551,615");
    }

    #[test]
    fn percent_rounds_half_up_to_four_decimals() {
        assert_eq!(percent(1, 3, Lang::En), "33.3333%");
        assert_eq!(percent(2, 3, Lang::En), "66.6667%");
        assert_eq!(percent(2, 3, Lang::Tr), "66,6667%");
        assert_eq!(percent(1, 8, Lang::Tr), "12,5000%");
        // Exactly half a ten-thousandth rounds up; less rounds down.
        assert_eq!(percent(1, 2_000_000, Lang::En), "0.0001%");
        assert_eq!(percent(1, 2_000_001, Lang::En), "0.0000%");
        assert_eq!(percent(0, 5, Lang::En), "0.0000%");
        assert_eq!(percent(5, 5, Lang::Tr), "100,0000%");
        assert_eq!(percent(u64::MAX, u64::MAX, Lang::En), "100.0000%");
        assert_eq!(percent(1, u64::MAX, Lang::En), "0.0000%");
        // 4 royal flushes in 2,598,960 hands.
        assert_eq!(percent(4, 2_598_960, Lang::En), "0.0002%");
    }

    #[test]
    fn percent_of_nothing_is_a_dash() {
        assert_eq!(percent(0, 0, Lang::Tr), "-");
        assert_eq!(percent(3, 0, Lang::En), "-");
    }

    #[test]
    fn usage_errors_in_turkish_do_not_quote_clap() {
        let en = "the argument '--rules <ID>' cannot be used multiple times";
        let tr = |kind, arg, value| usage_error(kind, arg, value, en, Lang::Tr);
        assert_eq!(
            tr("conflict", Some("--rules <ID>"), Some("--rules <ID>")),
            "`--rules <ID>`: yalnızca bir kez verilebilir"
        );
        assert_eq!(
            tr("conflict", Some("--a"), Some("--b")),
            "`--a` ile `--b` birlikte verilemez"
        );
        assert_eq!(
            tr("extra_value", Some("--json"), Some("1")),
            "`1`: --json için fazladan değer"
        );
        assert_eq!(
            tr("unknown", Some("--x"), None),
            "`--x`: bilinmeyen seçenek ya da argüman"
        );
        assert_eq!(usage_error("conflict", None, None, en, Lang::En), en);
    }
}
