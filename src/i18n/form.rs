//! The setup form's words: each field's label (keyed by the setup path
//! [`Setup::validate`](crate::night::setup::Setup::validate) names), how to
//! type it and its values as shown, in Turkish and English. Everything here
//! is keyed by the core's setup types, so the shells' form rows
//! (`tui::form`) call in and nothing here knows them. Rule codes stay out of
//! the labels; the help shows them.

use super::Lang;
use crate::night::setup::{self as st, AfterSchedule, AntePlan};

/// Each setup field's label: (path, Turkish, English). The path is the one
/// `Setup::validate` names; a form row finds its label by it.
const LABELS: &[(&str, &str, &str)] = &[
    ("name", "Gecenin adı", "Night's name"),
    ("players", "Oyuncular", "Players"),
    ("rules", "Kural seti", "Rule set"),
    ("stakes.yer", "Yer (pot)", "Yer (pot)"),
    ("stakes.min_kav", "En az kav", "Minimum kav"),
    (
        "stakes.max_kav",
        "En çok kav (bir alış)",
        "Maximum kav (one buy)",
    ),
    ("stakes.cikma", "Çıkma", "Çıkma"),
    (
        "stakes.chip_value",
        "Fiş değeri (kuruş)",
        "Chip value (kuruş)",
    ),
    ("stakes.currency", "Para birimi", "Currency"),
    ("ante", "Ante", "Ante"),
    ("ante.", "Ante miktarı", "Ante amounts"),
    ("ante.after", "Çizelge bitince", "When the schedule ends"),
    ("seans.length", "Seans süresi", "Seans length"),
    ("seans.break_minutes", "Mola (dk)", "Break (min)"),
    ("seans.mandatory", "Mecburi seans", "Mandatory seanses"),
    ("seans.closing_turs", "Kapanış turu", "Closing turs"),
    ("house.pas_do_men", "Pas dö men", "Pas dö men"),
    ("house.misdeal_redeal", "Maldondan sonra", "After a maldon"),
    ("house.tur_definition", "Tur", "Tur"),
    ("house.all_pass", "Hepsi pas", "All passed"),
    ("house.kav_topup", "Kav ekleme", "Kav top-up"),
    ("house.cashier", "Kasiyer", "Cashier"),
    (
        "house.finish_insist",
        "Sonuna kadar oynatma hakkı",
        "Insist on playing on",
    ),
    ("house.initial_dealer", "İlk dağıtan", "First dealer"),
    ("house.sit_out_limit", "Bekleme sınırı", "Sit-out limit"),
    (
        "house.at_sit_out_limit",
        "Sınır dolunca",
        "At the sit-out limit",
    ),
    ("house.odd_chip", "Bölünmeyen fiş", "Odd chip"),
    ("house.alerts", "Saat uyarıları", "Clock alerts"),
    (
        "house.maldon_antes",
        "Maldondan sonra ante",
        "Antes after a maldon",
    ),
    (
        "house.deck_follows_players",
        "Deste oyuncu sayısına uyar",
        "Deck follows the head count",
    ),
    ("house.double_deck", "Çift deste", "Two packs"),
    (
        "house.speak_dealer",
        "Dağıtanı sesle söyle",
        "Say the dealer aloud",
    ),
    ("chips", "Fiş takımı", "Chip set"),
];

/// The label of the setup field at `path`; the path itself when it has
/// none (a test keeps every form row labelled).
pub fn label(path: &'static str, lang: Lang) -> &'static str {
    LABELS
        .iter()
        .find(|l| l.0 == path)
        .map_or(path, |l| lang.pick(l.1, l.2))
}

/// The hint of a row typed with Enter that says nothing more.
pub fn typed_hint(lang: Lang) -> &'static str {
    lang.pick(
        "Enter: yazmaya başla; yazınca Enter: kaydet, Esc: vazgeç",
        "Enter: start typing; then Enter: keep, Esc: cancel",
    )
}

/// The hint of a row changed with ←→ that says nothing more.
pub fn choice_hint(lang: Lang) -> &'static str {
    lang.pick("←→ değiştir", "←→ change")
}

pub fn players_hint(lang: Lang) -> &'static str {
    lang.pick(
        "Adları virgülle ayırın: Ali, Veli, Can",
        "Names separated by commas: Ali, Veli, Can",
    )
}

pub fn rules_hint(lang: Lang) -> &'static str {
    lang.pick("←→ kural setini değiştir", "←→ change the rule set")
}

/// How to type the amounts of the ante plan `a`.
pub fn ante_hint(a: &AntePlan, lang: Lang) -> &'static str {
    match a {
        AntePlan::DealerOnly { .. } | AntePlan::GelGel { .. } => {
            lang.pick("Bir sayı: 10", "One number: 10")
        }
        AntePlan::Merdiven { .. } => lang.pick(
            "Taban × adımlar: 10 × 1 2 3 2 1",
            "Base × steps: 10 × 1 2 3 2 1",
        ),
        AntePlan::Turlu { .. } => lang.pick(
            "Her tur için miktar: 10 20 30",
            "An amount per tur: 10 20 30",
        ),
        AntePlan::Blinds { .. } => lang.pick(
            "Seviyeler dk:küçük/büyük, 0 dk = sonuna kadar: 20:5/10, 0:10/20",
            "Levels min:small/big, 0 min = to the end: 20:5/10, 0:10/20",
        ),
    }
}

pub fn seans_length_hint(lang: Lang) -> &'static str {
    lang.pick(
        "Dakika ya da tur: 90 dk, 10 tur (←→ türü değiştirir)",
        "Minutes or turs: 90 min, 10 tur (←→ switch)",
    )
}

/// A number where empty means no limit.
pub fn limit_hint(lang: Lang) -> &'static str {
    lang.pick(
        "Bir sayı; boş ya da - sınır yok demek",
        "A number; empty or - means no limit",
    )
}

pub fn tur_hint(lang: Lang) -> &'static str {
    lang.pick(
        "←→: dağıtım tur sahibine dönünce / sabit el sayısı; Enter: el sayısını yaz",
        "←→: when the deal returns to the tur's owner / a fixed number of hands; Enter: type the number",
    )
}

pub fn cashier_hint(lang: Lang) -> &'static str {
    lang.pick(
        "←→ oyunculardan seç; Enter: dışarıdan birinin adını yaz (boş = yok)",
        "←→ pick a player; Enter: type an outsider's name (empty = none)",
    )
}

pub fn yes_no(b: bool, lang: Lang) -> &'static str {
    lang.pick(
        if b { "evet" } else { "hayır" },
        if b { "yes" } else { "no" },
    )
}

pub fn no_limit(lang: Lang) -> &'static str {
    lang.pick("sınır yok", "no limit")
}

pub fn ante_kind(a: &AntePlan, lang: Lang) -> &'static str {
    match a {
        AntePlan::DealerOnly { .. } => lang.pick("sadece dağıtan", "dealer only"),
        AntePlan::GelGel { .. } => lang.pick("gel-gel", "gel-gel, everyone"),
        AntePlan::Merdiven { .. } => lang.pick("merdiven", "merdiven, ladder"),
        AntePlan::Turlu { .. } => lang.pick("turlu", "turlu, per tur"),
        AntePlan::Blinds { .. } => lang.pick("kör bahisler", "blinds"),
    }
}

/// What a schedule does when it runs out; a dash for plans without one.
pub fn ante_after(a: &AntePlan, lang: Lang) -> &'static str {
    match a {
        AntePlan::Merdiven { after, .. } | AntePlan::Turlu { after, .. } => match after {
            AfterSchedule::Repeat => lang.pick("baştan tekrarla", "repeat"),
            AfterSchedule::HoldLast => lang.pick("son adımda kal", "hold the last step"),
            AfterSchedule::First => lang.pick("ilk adıma dön", "back to the first step"),
        },
        _ => "—",
    }
}

pub fn seans_length(l: st::SeansLength, lang: Lang) -> String {
    match (l, lang) {
        (st::SeansLength::Minutes(m), Lang::Tr) => format!("{m} dk"),
        (st::SeansLength::Minutes(m), Lang::En) => format!("{m} min"),
        (st::SeansLength::Turs(t), _) => format!("{t} tur"),
    }
}

pub fn misdeal_redeal(m: st::MisdealRedeal, lang: Lang) -> &'static str {
    match m {
        st::MisdealRedeal::NextDealer => lang.pick("sıradaki dağıtır", "the next player deals"),
        st::MisdealRedeal::SameDealer => {
            lang.pick("aynı kişi yeniden dağıtır", "the same dealer again")
        }
    }
}

pub fn tur_definition(t: st::TurDefinition, lang: Lang) -> String {
    match t {
        st::TurDefinition::DealReturnsToOwner => lang
            .pick("dağıtım tur sahibine dönünce", "when the deal returns")
            .into(),
        st::TurDefinition::Hands(n) => match lang {
            Lang::Tr => format!("{n} el"),
            Lang::En => format!("{n} hands"),
        },
    }
}

pub fn all_pass(a: st::AllPass, lang: Lang) -> &'static str {
    match a {
        st::AllPass::AnteAgain => lang.pick("pot kalır, yine ante", "pot stays, ante again"),
        st::AllPass::NoNewAnte => lang.pick("pot kalır, ante yok", "pot stays, no new ante"),
    }
}

pub fn kav_topup(k: st::KavTopUp, lang: Lang) -> &'static str {
    match k {
        st::KavTopUp::BetweenHandsNoCarry => lang.pick(
            "eller arasında, ortada pot yokken",
            "between hands, no pot in the middle",
        ),
        st::KavTopUp::BetweenHands => {
            lang.pick("eller arasında her zaman", "between hands, always")
        }
    }
}

pub fn cashier(c: &st::Cashier, lang: Lang) -> String {
    match c {
        st::Cashier::None => lang.pick("yok", "none").into(),
        st::Cashier::Player(n) => n.clone(),
        st::Cashier::Outsider(n) => format!("{n} ({})", lang.pick("dışarıdan", "outsider")),
    }
}

pub fn initial_dealer(d: st::InitialDealer, lang: Lang) -> &'static str {
    match d {
        st::InitialDealer::HighCardDraw => lang.pick("kurada en büyük kağıt", "highest card drawn"),
        st::InitialDealer::Random => lang.pick("rastgele bir oyuncu", "a random player"),
    }
}

pub fn odd_chip(o: st::OddChip, lang: Lang) -> &'static str {
    match o {
        st::OddChip::LeftOfDealer => lang.pick(
            "dağıtanın solundaki ilk kazanana",
            "the first winner left of the dealer",
        ),
        st::OddChip::FirstTyped => lang.pick("ilk yazılan ele", "the hand typed first"),
    }
}

pub fn alerts(a: st::Alerts, lang: Lang) -> &'static str {
    match a {
        st::Alerts::Off => lang.pick("yalnız ekran yanıp söner", "the screen flashes only"),
        st::Alerts::Bell => lang.pick("ekran ve zil", "screen and bell"),
        st::Alerts::Sound => lang.pick("ekran, zil ve ses", "screen, bell and a sound"),
        st::Alerts::Voice => lang.pick(
            "ekran, zil ve sesli duyuru (espeak-ng)",
            "screen, bell and a spoken announcement (espeak-ng)",
        ),
    }
}

pub fn sit_out_limit(limit: Option<u32>, lang: Lang) -> String {
    limit.map_or_else(
        || no_limit(lang).into(),
        |n| match lang {
            Lang::Tr => format!("üst üste {n} el"),
            Lang::En if n == 1 => "1 hand in a row".to_string(),
            Lang::En => format!("{n} hands in a row"),
        },
    )
}

pub fn maldon_antes(a: st::MaldonAntes, lang: Lang) -> &'static str {
    match a {
        st::MaldonAntes::Keep => lang.pick("yeniden ante yok", "no new ante"),
        st::MaldonAntes::Again => lang.pick("herkes yeniden ante koyar", "everyone antes again"),
    }
}

pub fn deck_follows(d: st::DeckFollows, lang: Lang) -> &'static str {
    match d {
        st::DeckFollows::AtNextHand => lang.pick("bir sonraki elden", "from the next hand"),
        st::DeckFollows::AtNextTur => lang.pick("bir sonraki turdan", "from the next tur"),
        st::DeckFollows::Ask => lang.pick("bana sorsun", "ask me"),
        st::DeckFollows::Never => lang.pick("deste değişmesin", "never"),
    }
}

pub fn at_sit_out_limit(a: st::AtSitOutLimit, lang: Lang) -> &'static str {
    match a {
        st::AtSitOutLimit::Warn => lang.pick("yalnız uyarı", "a warning only"),
        st::AtSitOutLimit::Skip => lang.pick("oyun dışı, kavla döner", "out until a new kav"),
    }
}

pub fn not_a_number(lang: Lang) -> &'static str {
    lang.pick("Bir tam sayı yazın.", "Type a whole number.")
}

pub fn not_numbers(lang: Lang) -> &'static str {
    lang.pick(
        "Boşlukla ayrılmış tam sayılar yazın.",
        "Type whole numbers separated by spaces.",
    )
}

pub fn zero_limit(lang: Lang) -> &'static str {
    lang.pick(
        "0'dan büyük olmalı; sınır olmasın diye boş bırakın.",
        "Must be more than 0; leave it empty for no limit.",
    )
}

pub fn empty_name(lang: Lang) -> &'static str {
    lang.pick("Ad boş olamaz.", "The name cannot be empty.")
}

/// A setup that cannot start a night: `field: reason`, the field as the
/// setup path names it (files and the command line show it so).
pub fn setup_invalid(i: &st::Invalid, lang: Lang) -> String {
    format!("{}: {}", i.field, setup_problem(&i.kind, lang))
}

/// What is wrong with a setup's field, without the field.
pub fn setup_problem(k: &st::SetupProblem, lang: Lang) -> String {
    use st::SetupProblem as P;
    let tr = lang == Lang::Tr;
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match k {
        P::FormatNewer { found, newest } => super::common::format_newer(*found, *newest, lang),
        P::FormatZero => super::common::format_zero(st::FORMAT, lang),
        P::WrongRuleSet { id } if tr => format!("{id} kural seti bekleniyordu"),
        P::WrongRuleSet { id } => format!("expected rule set {id}"),
        P::TooFewPlayers { min } if tr => format!("en az {min} oyuncu gerekir"),
        P::TooFewPlayers { min } => format!("at least {min} players are needed"),
        P::TooManyPlayers { rules, max } if tr => {
            format!("{rules} en çok {max} oyuncuyla oynanır")
        }
        P::TooManyPlayers { rules, max } => format!("{rules} allows at most {max} players"),
        P::NightName { .. }
        | P::NightNameChar { .. }
        | P::PlayerNameChar { .. }
        | P::CurrencyTooLong { .. }
        | P::PlayerUnnamed { .. }
        | P::PlayerName { .. }
        | P::PlayerTwice { .. }
        | P::CashierNotPlayer { .. } => name_problem(k, lang),
        P::TurWithoutHands
        | P::NoSteps
        | P::ZeroStep { .. }
        | P::NoTurs
        | P::TurNotPositive { .. }
        | P::BlindsNeedBoard
        | P::NoLevels
        | P::LevelBlinds { .. }
        | P::LevelForEverNotLast { .. }
        | P::ClosingTursOverTurs
        | P::NoMandatorySeans => schedule_problem(k, lang),
        P::MustBePositive => t("0'dan büyük olmalı", "must be more than 0"),
        P::MaxKavBelowMinKav => t("en az kav kadar olmalı", "must be at least the minimum kav"),
        P::Negative => t("sıfırdan küçük olamaz", "must not be below zero"),
        P::ChipValueNotPositive => t("0 kuruştan büyük olmalı", "must be more than 0 kuruş"),
        P::ChipValueTooBig { max } if tr => format!("en çok {max} kuruş"),
        P::ChipValueTooBig { max } => format!("at most {max} kuruş"),
        P::TooManyChips { max } if tr => format!("en çok {max} fiş"),
        P::TooManyChips { max } => format!("at most {max} chips"),
        P::NoRuleSet { id } => super::common::no_rule_set(id, lang),
        P::TooManyColours { .. }
        | P::ColourUnnamed { .. }
        | P::ColourName { .. }
        | P::ColourTwice { .. }
        | P::ColourValueNotPositive { .. }
        | P::ColourValueTooBig { .. }
        | P::ColourValueTwice { .. }
        | P::ChipsCannotMake { .. } => chip_set_problem(k, lang),
    }
}

/// What is wrong with the chip set (fiş takımı).
fn chip_set_problem(k: &st::SetupProblem, lang: Lang) -> String {
    use st::SetupProblem as P;
    let tr = lang == Lang::Tr;
    match k {
        P::TooManyColours { max } if tr => format!("fiş takımında en çok {max} renk olabilir"),
        P::TooManyColours { max } => format!("a chip set has at most {max} colours"),
        P::ColourUnnamed { number } if tr => format!("{number}. fiş renginin adı boş"),
        P::ColourUnnamed { number } => format!("chip colour {number} has no name"),
        P::ColourName { number, max } if tr => {
            format!("{number}. fiş rengi: en çok {max} karakterlik tek bir satır olmalı")
        }
        P::ColourName { number, max } => {
            format!("chip colour {number}: one line of at most {max} characters")
        }
        P::ColourTwice { name } if tr => format!("\"{name}\" fiş rengi iki kez yazılmış"),
        P::ColourTwice { name } => format!("chip colour \"{name}\" appears twice"),
        P::ColourValueNotPositive { name } if tr => {
            format!("\"{name}\" fişinin değeri 0'dan büyük olmalı")
        }
        P::ColourValueNotPositive { name } => {
            format!("the \"{name}\" chip must be worth more than 0")
        }
        P::ColourValueTooBig { name, max } if tr => {
            format!("\"{name}\" fişi en çok {max} fiş değerinde olabilir")
        }
        P::ColourValueTooBig { name, max } => {
            format!("the \"{name}\" chip may be worth at most {max} chips")
        }
        P::ColourValueTwice { value } if tr => format!("iki renk aynı değerde: {value}"),
        P::ColourValueTwice { value } => format!("two colours have the same value: {value}"),
        P::ChipsCannotMake { what, amount } if tr => format!(
            "{} ({amount}) bu fişlerle ödenemez: fiş değerlerinin hiçbir toplamı {amount} etmiyor",
            chip_amount(*what, lang)
        ),
        P::ChipsCannotMake { what, amount } => format!(
            "the {} ({amount}) cannot be paid with these chips: no sum of the chip values is {amount}",
            chip_amount(*what, lang)
        ),
        _ => String::new(),
    }
}

/// The setup amount a chip set must make, as the problem names it.
fn chip_amount(what: st::ChipAmount, lang: Lang) -> &'static str {
    use st::ChipAmount as A;
    match what {
        A::Yer => lang.pick("yer", "yer"),
        A::MinKav => lang.pick("en az kav", "minimum kav"),
        A::MaxKav => lang.pick("en çok kav", "maximum kav"),
        A::Cikma => lang.pick("çıkma", "çıkma"),
        A::Ante => lang.pick("ante", "ante"),
        A::Blind => lang.pick("blind", "blind"),
    }
}

/// What the setup allows but the seed advises against, in words.
pub fn setup_warning(w: &st::SetupWarning, lang: Lang) -> String {
    match w {
        st::SetupWarning::SmallestChip {
            smallest,
            ante,
            yer,
        } => match lang {
            Lang::Tr => format!(
                "uyarı: en küçük fiş ({smallest}) kağıt yapanın sürdüğü değer ({ante}) ya da yer ({yer}) olmalı, ya da onları tam bölmeli (S0 §5)"
            ),
            Lang::En => format!(
                "warning: the smallest chip ({smallest}) should be what the dealer puts in ({ante}) or the yer ({yer}), or divide one of them (S0 §5)"
            ),
        },
    }
}

/// What is wrong with the night's, a player's or the cashier's name, or
/// the currency.
fn name_problem(k: &st::SetupProblem, lang: Lang) -> String {
    use st::SetupProblem as P;
    let tr = lang == Lang::Tr;
    match k {
        P::NightName { max } if tr => {
            format!("en çok {max} karakterlik tek bir satır olmalı")
        }
        P::NightName { max } => format!("use one line of at most {max} characters"),
        P::NightNameChar { ch } if tr => format!(
            "gecenin adı görünmeyen, denetim ya da yön karakteri içeriyor (U+{:04X}); düz harflerle yazın",
            u32::from(*ch)
        ),
        P::NightNameChar { ch } => format!(
            "the night's name holds an invisible, control or direction character (U+{:04X}); type it in plain letters",
            u32::from(*ch)
        ),
        P::PlayerNameChar { number: 0, ch } if tr => format!(
            "kasiyerin adı görünmeyen, denetim ya da yön karakteri içeriyor (U+{:04X})",
            u32::from(*ch)
        ),
        P::PlayerNameChar { number: 0, ch } => format!(
            "the cashier's name holds an invisible, control or direction character (U+{:04X})",
            u32::from(*ch)
        ),
        P::PlayerNameChar { number, ch } if tr => format!(
            "{number}. oyuncunun adı görünmeyen, denetim ya da yön karakteri içeriyor (U+{:04X}); düz harflerle yazın",
            u32::from(*ch)
        ),
        P::PlayerNameChar { number, ch } => format!(
            "player {number}'s name holds an invisible, control or direction character (U+{:04X}); type it in plain letters",
            u32::from(*ch)
        ),
        P::CurrencyTooLong { max } if tr => {
            format!("para birimi en çok {max} karakter olabilir (₺, TL, EUR)")
        }
        P::CurrencyTooLong { max } => {
            format!("the currency can be at most {max} characters (₺, TL, EUR)")
        }
        P::PlayerUnnamed { number } if tr => format!("{number}. oyuncunun adı yok"),
        P::PlayerUnnamed { number } => format!("player {number} has no name"),
        P::PlayerName { number, max } if tr => {
            format!("{number}. oyuncu: en çok {max} karakterlik tek bir satır olmalı")
        }
        P::PlayerName { number, max } => {
            format!("player {number}: one line of at most {max} characters")
        }
        P::PlayerTwice { name } if tr => format!("\"{name}\" iki kez yazılmış"),
        P::PlayerTwice { name } => format!("\"{name}\" appears twice"),
        P::CashierNotPlayer { name } if tr => format!("\"{name}\" oyunculardan biri değil"),
        P::CashierNotPlayer { name } => format!("\"{name}\" is not one of the players"),
        _ => setup_problem(k, lang),
    }
}

/// What is wrong with the tur, the ante ladder, the blind levels or the
/// seans plan.
fn schedule_problem(k: &st::SetupProblem, lang: Lang) -> String {
    use st::SetupProblem as P;
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    let tr = lang == Lang::Tr;
    match k {
        P::TurWithoutHands => t(
            "bir tur en az bir el olmalı",
            "a tur needs at least one hand",
        ),
        P::NoSteps => t(
            "merdivenin en az bir basamağı olmalı",
            "the ladder needs at least one step",
        ),
        P::ZeroStep { number } if tr => format!("{number}. basamak 0 olamaz"),
        P::ZeroStep { number } => format!("step {number} is zero"),
        P::NoTurs => t("en az bir tur gerekir", "needs at least one tur"),
        P::TurNotPositive { number } if tr => format!("{number}. tur 0'dan büyük olmalı"),
        P::TurNotPositive { number } => format!("tur {number} must be more than 0"),
        P::BlindsNeedBoard => t(
            "kör bahisler yalnız hold'em ve omaha kural setleri için",
            "blinds are for hold'em and omaha rule sets",
        ),
        P::NoLevels => t("en az bir seviye gerekir", "needs at least one level"),
        P::LevelBlinds { number } if tr => {
            format!("{number}. seviye: 0 < küçük <= büyük olmalı")
        }
        P::LevelBlinds { number } => format!("level {number}: need 0 < small <= big"),
        P::LevelForEverNotLast { number } if tr => {
            format!("{number}. seviye: yalnız son seviye 0 (sonuna kadar) sürebilir")
        }
        P::LevelForEverNotLast { number } => {
            format!("level {number}: only the last level may last 0 (for ever)")
        }
        P::ClosingTursOverTurs => t(
            "kapanış turları bir seanstaki turlardan çok olamaz",
            "more closing turs than turs in a seans",
        ),
        P::NoMandatorySeans => t(
            "en az bir mecburi seans olmalı",
            "at least one seans is needed",
        ),
        _ => setup_problem(k, lang),
    }
}

/// A setup problem as the form says it: [`setup_problem`], except that a
/// head count the rule set does not take names the rule set by its name
/// (`rules`, "Türk pokeri", not its id) and the count typed (`n`) (F3).
pub fn form_problem(k: &st::SetupProblem, rules: &str, n: usize, lang: Lang) -> String {
    use st::SetupProblem as P;
    match (k, lang) {
        (P::TooManyPlayers { max, .. }, Lang::Tr) => {
            format!("{rules} en çok {max} oyuncuyla oynanır; {n} oyuncu yazıldı")
        }
        (P::TooManyPlayers { max, .. }, Lang::En) => {
            format!("{rules} takes at most {max} players; {n} are typed")
        }
        (P::TooFewPlayers { min }, Lang::Tr) => {
            format!("{rules} en az {min} oyuncuyla oynanır; {n} oyuncu yazıldı")
        }
        (P::TooFewPlayers { min }, Lang::En) if n == 1 => {
            format!("{rules} takes at least {min} players; 1 is typed")
        }
        (P::TooFewPlayers { min }, Lang::En) => {
            format!("{rules} takes at least {min} players; {n} are typed")
        }
        _ => setup_problem(k, lang),
    }
}

/// The way forward from a head count the rule set does not take: the rule
/// sets that take `n` players, by name (`names`), and how many more take
/// them (`more`, of other kinds of game) (F3).
pub fn rule_sets_for(n: usize, names: &[&str], more: usize, lang: Lang) -> String {
    // Names may hold commas ("Kapalı, ranked by frequency").
    let list = names.join(" · ");
    match (names.is_empty(), more, lang) {
        (true, _, Lang::Tr) => format!("Hiçbir kural seti {n} oyuncuyla oynanmıyor."),
        (true, _, Lang::En) => format!("No rule set takes {n} players."),
        (false, 0, Lang::Tr) => {
            format!("{n} oyuncuyla oynanan kural setleri: {list} (Kural seti satırında ←→).")
        }
        (false, 0, Lang::En) => {
            format!("Rule sets for {n} players: {list} (←→ on the Rule set row).")
        }
        (false, m, Lang::Tr) => format!(
            "{n} oyuncuyla oynanan kural setleri: {list} ve {m} tane daha (Kural seti satırında ←→)."
        ),
        (false, m, Lang::En) => {
            format!("Rule sets for {n} players: {list} and {m} more (←→ on the Rule set row).")
        }
    }
}

/// The other way forward: a house rule set for `n` players made from
/// rule set `id`, in the rule-set folder `dir`.
pub fn house_rule_set_for(id: &str, n: usize, dir: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Ya da {n} oyunculu bir ev kural seti yazın: racon rules show {id} > {dir}/{id}-{n}.ron; içindeki id, players ve decks alanlarını değiştirin."
        ),
        Lang::En => format!(
            "Or write a house rule set for {n}: racon rules show {id} > {dir}/{id}-{n}.ron, then change its id, players and decks."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sit_out_limit_counts_hands_in_both_languages() {
        assert_eq!(sit_out_limit(Some(1), Lang::En), "1 hand in a row");
        assert_eq!(sit_out_limit(Some(5), Lang::En), "5 hands in a row");
        assert_eq!(sit_out_limit(Some(1), Lang::Tr), "üst üste 1 el");
        assert_eq!(sit_out_limit(None, Lang::En), no_limit(Lang::En));
    }
}
