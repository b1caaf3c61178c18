//! The setup form's words: each row's label, how to type it and its value
//! as shown, in Turkish and English. Rule codes stay out of the labels; the
//! help shows them ([`Field::code`]).

use super::Lang;
use crate::night::setup::{self as st, AfterSchedule, AntePlan, Setup};
use crate::tui::form::{Field, Field::*, ante_text};

pub fn label(f: Field, lang: Lang) -> &'static str {
    let (tr, en) = match f {
        Name => ("Gecenin adı", "Night's name"),
        Players => ("Oyuncular", "Players"),
        Rules => ("Kural seti", "Rule set"),
        Yer => ("Yer (pot)", "Yer (pot)"),
        MinKav => ("En az kav", "Minimum kav"),
        MaxKav => ("En çok kav (bir alış)", "Maximum kav (one buy)"),
        Cikma => ("Çıkma", "Çıkma"),
        ChipValue => ("Fiş değeri (kuruş)", "Chip value (kuruş)"),
        Currency => ("Para birimi", "Currency"),
        Ante => ("Ante", "Ante"),
        AnteAmounts => ("Ante miktarı", "Ante amounts"),
        AnteAfter => ("Çizelge bitince", "When the schedule ends"),
        SeansLength => ("Seans süresi", "Seans length"),
        BreakMinutes => ("Mola (dk)", "Break (min)"),
        Mandatory => ("Mecburi seans", "Mandatory seanses"),
        ClosingTurs => ("Kapanış turu", "Closing turs"),
        PasDoMen => ("Pas dö men", "Pas dö men"),
        MisdealRedeal => ("Maldondan sonra", "After a maldon"),
        TurDefinition => ("Tur", "Tur"),
        AllPass => ("Hepsi pas", "All passed"),
        KavTopUp => ("Kav ekleme", "Kav top-up"),
        Cashier => ("Kasiyer", "Cashier"),
        FinishInsist => ("Seansı bitirme ısrarı", "One may insist"),
        InitialDealer => ("İlk dağıtan", "First dealer"),
        SitOutLimit => ("Bekleme sınırı", "Sit-out limit"),
        OddChip => ("Bölünmeyen fiş", "Odd chip"),
        Alerts => ("Saat uyarıları", "Clock alerts"),
    };
    lang.pick(tr, en)
}

/// How to type it (shown under the form while the row is selected).
pub fn hint(f: Field, s: &Setup, lang: Lang) -> &'static str {
    match f {
        Players => lang.pick(
            "Adları virgülle ayırın: Ali, Veli, Can",
            "Names separated by commas: Ali, Veli, Can",
        ),
        AnteAmounts => match s.ante {
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
        },
        SeansLength => lang.pick(
            "Dakika ya da tur: 90 dk, 10 tur (←→ türü değiştirir)",
            "Minutes or turs: 90 min, 10 tur (←→ switch)",
        ),
        MaxKav | SitOutLimit => lang.pick(
            "Bir sayı; boş ya da - sınır yok demek",
            "A number; empty or - means no limit",
        ),
        TurDefinition => lang.pick(
            "←→: dağıtım tur sahibine dönünce / sabit el sayısı; Enter: el sayısını yaz",
            "←→: when the deal returns to the tur's owner / a fixed number of hands; Enter: type the number",
        ),
        Cashier => lang.pick(
            "←→ oyunculardan seç; Enter: dışarıdan birinin adını yaz (boş = yok)",
            "←→ pick a player; Enter: type an outsider's name (empty = none)",
        ),
        Rules => lang.pick("←→ kural setini değiştir", "←→ change the rule set"),
        _ if f.typed() => lang.pick("Enter: yazmaya başla; yazınca Enter: kaydet, Esc: vazgeç", "Enter: start typing; then Enter: keep, Esc: cancel"),
        _ => lang.pick("←→ değiştir", "←→ change"),
    }
}

fn yes_no(b: bool, lang: Lang) -> String {
    lang.pick(
        if b { "evet" } else { "hayır" },
        if b { "yes" } else { "no" },
    )
    .to_string()
}

fn after_name(a: AfterSchedule, lang: Lang) -> &'static str {
    match a {
        AfterSchedule::Repeat => lang.pick("baştan tekrarla", "repeat"),
        AfterSchedule::HoldLast => lang.pick("son adımda kal", "hold the last step"),
        AfterSchedule::First => lang.pick("ilk adıma dön", "back to the first step"),
    }
}

/// The row's value as shown.
pub fn value(f: Field, s: &Setup, lang: Lang) -> String {
    let h = &s.house;
    match f {
        Name => s.name.clone(),
        Players => s.players.join(", "),
        Rules => s.rules.clone(),
        Yer => s.stakes.yer.to_string(),
        MinKav => s.stakes.min_kav.to_string(),
        MaxKav => s.stakes.max_kav.map_or_else(
            || lang.pick("sınır yok", "no limit").into(),
            |m| m.to_string(),
        ),
        Cikma => s.stakes.cikma.to_string(),
        ChipValue => s.stakes.chip_value.to_string(),
        Currency => s.stakes.currency.clone(),
        Ante => match s.ante {
            AntePlan::DealerOnly { .. } => lang.pick("sadece dağıtan", "dealer only"),
            AntePlan::GelGel { .. } => lang.pick("gel-gel", "gel-gel, everyone"),
            AntePlan::Merdiven { .. } => lang.pick("merdiven", "merdiven, ladder"),
            AntePlan::Turlu { .. } => lang.pick("turlu", "turlu, per tur"),
            AntePlan::Blinds { .. } => lang.pick("kör bahisler", "blinds"),
        }
        .into(),
        AnteAmounts => ante_text(&s.ante),
        AnteAfter => match s.ante {
            AntePlan::Merdiven { after, .. } | AntePlan::Turlu { after, .. } => {
                after_name(after, lang).into()
            }
            _ => "—".into(),
        },
        SeansLength => match (s.seans.length, lang) {
            (st::SeansLength::Minutes(m), Lang::Tr) => format!("{m} dk"),
            (st::SeansLength::Minutes(m), Lang::En) => format!("{m} min"),
            (st::SeansLength::Turs(t), _) => format!("{t} tur"),
        },
        BreakMinutes => s.seans.break_minutes.to_string(),
        Mandatory => s.seans.mandatory.to_string(),
        ClosingTurs => s.seans.closing_turs.to_string(),
        PasDoMen => yes_no(h.pas_do_men, lang),
        MisdealRedeal => match h.misdeal_redeal {
            st::MisdealRedeal::NextDealer => lang.pick("sıradaki dağıtır", "the next player deals"),
            st::MisdealRedeal::SameDealer => {
                lang.pick("aynı kişi yeniden dağıtır", "the same dealer again")
            }
        }
        .into(),
        TurDefinition => match h.tur_definition {
            st::TurDefinition::DealReturnsToOwner => lang
                .pick("dağıtım tur sahibine dönünce", "when the deal returns")
                .into(),
            st::TurDefinition::Hands(n) => match lang {
                Lang::Tr => format!("{n} el"),
                Lang::En => format!("{n} hands"),
            },
        },
        AllPass => match h.all_pass {
            st::AllPass::AnteAgain => lang.pick("pot kalır, yine ante", "pot stays, ante again"),
            st::AllPass::NoNewAnte => lang.pick("pot kalır, ante yok", "pot stays, no new ante"),
        }
        .into(),
        KavTopUp => match h.kav_topup {
            st::KavTopUp::BetweenHandsNoCarry => lang.pick(
                "eller arasında, ortada pot yokken",
                "between hands, no pot in the middle",
            ),
            st::KavTopUp::BetweenHands => {
                lang.pick("eller arasında her zaman", "between hands, always")
            }
        }
        .into(),
        Cashier => match &h.cashier {
            st::Cashier::None => lang.pick("yok", "none").into(),
            st::Cashier::Player(n) => n.clone(),
            st::Cashier::Outsider(n) => {
                format!("{n} ({})", lang.pick("dışarıdan", "outsider"))
            }
        },
        FinishInsist => yes_no(h.finish_insist, lang),
        InitialDealer => match h.initial_dealer {
            st::InitialDealer::HighCardDraw => {
                lang.pick("kurada en büyük kağıt", "highest card drawn")
            }
            st::InitialDealer::Random => lang.pick("rastgele bir oyuncu", "a random player"),
        }
        .into(),
        OddChip => match h.odd_chip {
            st::OddChip::LeftOfDealer => lang.pick(
                "dağıtanın solundaki ilk kazanana",
                "the first winner left of the dealer",
            ),
            st::OddChip::FirstTyped => lang.pick("ilk yazılan ele", "the hand typed first"),
        }
        .into(),
        Alerts => match h.alerts {
            st::Alerts::Off => lang.pick("yalnız ekran yanıp söner", "the screen flashes only"),
            st::Alerts::Bell => lang.pick("ekran ve zil", "screen and bell"),
            st::Alerts::Sound => lang.pick("ekran, zil ve ses", "screen, bell and a sound"),
        }
        .into(),
        SitOutLimit => h.sit_out_limit.map_or_else(
            || lang.pick("sınır yok", "no limit").into(),
            |n| match lang {
                Lang::Tr => format!("üst üste {n} el"),
                Lang::En => format!("{n} hands in a row"),
            },
        ),
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

pub fn empty_name(lang: Lang) -> &'static str {
    lang.pick("Ad boş olamaz.", "The name cannot be empty.")
}
