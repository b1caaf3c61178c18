//! The ledger's texts, expenses and on-the-spot settlement, in
//! Turkish and English.

use super::Lang;
use super::money::money;
use crate::money::Kurus;
use crate::money::ledger::LedgerRefusal;
use crate::night::expense::MoneyRefusal;
use crate::night::{Event, PlayerId, State};

/// Why an expense or an on-the-spot settlement was refused.
pub fn refusal(r: &MoneyRefusal, s: &State, lang: Lang) -> String {
    let names: Vec<String> = s.players.iter().map(|p| p.name.clone()).collect();
    refusal_among(r, &names, lang)
}

/// [`refusal`] with the night's players by name (index = player id).
pub fn refusal_among(r: &MoneyRefusal, names: &[String], lang: Lang) -> String {
    let name = |p: PlayerId| names.get(p.index()).map_or("?", |n| n.as_str()).to_string();
    match (r, lang) {
        (MoneyRefusal::BadAmount { max }, Lang::Tr) => {
            format!("Tutar 0,01 ₺ ile {} arası olmalı.", money(*max, lang))
        }
        (MoneyRefusal::BadAmount { max }, Lang::En) => {
            format!("The amount must be ₺0.01 to {}.", money(*max, lang))
        }
        (MoneyRefusal::NobodyShares, Lang::Tr) => "Masrafı paylaşacak kimse yok.".into(),
        (MoneyRefusal::NobodyShares, Lang::En) => "Nobody is left to share the expense.".into(),
        (MoneyRefusal::SharedTwice { player }, Lang::Tr) => {
            format!("{} iki kez yazılmış.", name(*player))
        }
        (MoneyRefusal::SharedTwice { player }, Lang::En) => {
            format!("{} is named twice.", name(*player))
        }
        (MoneyRefusal::NotLeft { player }, Lang::Tr) => format!(
            "{} masadan ayrılmadı; yalnız ayrılan oyuncuyla yerinde hesaplaşılır.",
            name(*player)
        ),
        (MoneyRefusal::NotLeft { player }, Lang::En) => format!(
            "{} has not left; only a player who left is settled on the spot.",
            name(*player)
        ),
        (MoneyRefusal::SamePlayer, Lang::Tr) => "Oyuncu kendisiyle hesaplaşamaz.".into(),
        (MoneyRefusal::SamePlayer, Lang::En) => "A player cannot settle with himself.".into(),
        (MoneyRefusal::NothingDue { player }, Lang::Tr) => {
            format!(
                "{} ile hesap kapalı: ne borcu ne alacağı var.",
                name(*player)
            )
        }
        (MoneyRefusal::NothingDue { player }, Lang::En) => {
            format!("{} is square: he neither owes nor is owed.", name(*player))
        }
        (MoneyRefusal::Uncounted { player }, Lang::Tr) => {
            format!("{} için fiş sayımı yok.", name(*player))
        }
        (MoneyRefusal::Uncounted { player }, Lang::En) => {
            format!("{}'s chips are not counted.", name(*player))
        }
    }
}

/// The history line of an expense or a payment on the spot.
pub fn describe(e: &Event, s: &State, lang: Lang) -> String {
    let name = |p: &PlayerId| s.name(*p).to_string();
    match e {
        Event::ExpenseRecorded {
            payer,
            kurus,
            shared_by,
            what,
        } => {
            let what = if what.is_empty() {
                String::new()
            } else {
                format!(" ({what})")
            };
            let all = shared_by.len() == s.players.len();
            let who: Vec<String> = shared_by.iter().map(name).collect();
            match lang {
                Lang::Tr => format!(
                    "Masraf{what}: {} ödedi {}; paylaşan: {}",
                    name(payer),
                    money(*kurus, lang),
                    if all {
                        "herkes".to_string()
                    } else {
                        who.join(", ")
                    }
                ),
                Lang::En => format!(
                    "Expense{what}: {} paid {}; shared by {}",
                    name(payer),
                    money(*kurus, lang),
                    if all {
                        "everyone".to_string()
                    } else {
                        who.join(", ")
                    }
                ),
            }
        }
        Event::PaidOnSpot { from, to, kurus } => match lang {
            Lang::Tr => format!(
                "Yerinde ödeme: {} → {}: {}",
                name(from),
                name(to),
                money(*kurus, lang)
            ),
            Lang::En => format!(
                "Paid on the spot: {} → {}: {}",
                name(from),
                name(to),
                money(*kurus, lang)
            ),
        },
        _ => String::new(),
    }
}

/// What the kasa shows for a player who left: `Mehmet: −800 fiş = −8,00 ₺;
/// masraf +12,50 ₺ → Ayşe'ye 787,50 ₺ ödemeli`.
pub fn leaver_line(name: &str, due: &crate::night::expense::LeaverDue, lang: Lang) -> String {
    let chips = super::money::signed_chips(due.net_chips, lang);
    let net = super::money::signed_money(due.money, lang);
    let mut parts = vec![match lang {
        Lang::Tr => format!("{name}: {chips} fiş = {net}"),
        Lang::En => format!("{name}: {chips} chips = {net}"),
    }];
    if due.expenses != Kurus::ZERO {
        parts.push(format!(
            "{} {}",
            lang.pick("masraf", "expenses"),
            super::money::signed_money(due.expenses, lang)
        ));
    }
    if due.paid != Kurus::ZERO {
        parts.push(format!(
            "{} {}",
            lang.pick("ödenen", "paid"),
            super::money::signed_money(due.paid, lang)
        ));
    }
    let tail = match (due.due.signum(), lang) {
        (0, Lang::Tr) => "hesap kapalı".to_string(),
        (0, _) => "square".to_string(),
        (1, Lang::Tr) => format!("alacağı {}", money(due.due, lang)),
        (1, _) => format!("is owed {}", money(due.due, lang)),
        (_, Lang::Tr) => format!("borcu {}", money(-due.due, lang)),
        (_, _) => format!("owes {}", money(-due.due, lang)),
    };
    format!("{} → {tail}", parts.join("; "))
}

// ------------------------------------------------------------- the ledger

/// Why a ledger command was refused (one line).
pub fn ledger_refusal(r: &LedgerRefusal, lang: Lang) -> String {
    match (r, lang) {
        (LedgerRefusal::UnknownPlayer { name }, Lang::Tr) => {
            format!("{name}: defterde böyle bir oyuncu yok")
        }
        (LedgerRefusal::UnknownPlayer { name }, Lang::En) => {
            format!("{name}: no such player in the ledger")
        }
        (LedgerRefusal::BadAmount { max }, Lang::Tr) => {
            format!("tutar 0,01 ₺ ile {} arası olmalı", money(*max, lang))
        }
        (LedgerRefusal::BadAmount { max }, Lang::En) => {
            format!("the amount must be ₺0.01 to {}", money(*max, lang))
        }
        (LedgerRefusal::NothingOwed { from, to }, Lang::Tr) => {
            format!("{from} adlı oyuncunun {to} adlı oyuncuya açık borcu yok")
        }
        (LedgerRefusal::NothingOwed { from, to }, Lang::En) => {
            format!("{from} owes {to} nothing")
        }
        (LedgerRefusal::Overpaying { from, to, open }, Lang::Tr) => format!(
            "{from} adlı oyuncunun {to} adlı oyuncuya borcu {}; fazlası ödenemez",
            money(*open, lang)
        ),
        (LedgerRefusal::Overpaying { from, to, open }, Lang::En) => format!(
            "{from} owes {to} only {}; paying more is refused",
            money(*open, lang)
        ),
        (LedgerRefusal::EmptyName, Lang::Tr) => "ad boş olamaz".into(),
        (LedgerRefusal::EmptyName, Lang::En) => "a name cannot be empty".into(),
        (LedgerRefusal::SamePlayer { name, other }, Lang::Tr) => {
            format!("{name} ile {other} zaten aynı oyuncu")
        }
        (LedgerRefusal::SamePlayer { name, other }, Lang::En) => {
            format!("{name} and {other} are already the same player")
        }
        (LedgerRefusal::NobodyShares, Lang::Tr) => "masrafı paylaşan kimse yok".into(),
        (LedgerRefusal::NobodyShares, Lang::En) => "nobody shares the expense".into(),
        (LedgerRefusal::UnknownNight { night }, Lang::Tr) => {
            format!("{night}: defterde böyle bitmiş bir gece yok")
        }
        (LedgerRefusal::UnknownNight { night }, Lang::En) => {
            format!("{night}: no such finished night in the ledger")
        }
        (LedgerRefusal::NothingToUndo, Lang::Tr) => "geri alınacak bir kayıt yok".into(),
        (LedgerRefusal::NothingToUndo, Lang::En) => "nothing to undo".into(),
        (LedgerRefusal::NameChar { ch }, Lang::Tr) => format!(
            "ad, görünmeyen ya da yazıyı yöneten bir karakter içeriyor (U+{:04X}); adı düz harflerle yazın",
            u32::from(*ch)
        ),
        (LedgerRefusal::NameChar { ch }, Lang::En) => format!(
            "a name holds an invisible, control or direction character (U+{:04X}); type it in plain letters",
            u32::from(*ch)
        ),
        (LedgerRefusal::NameTooLong { max }, Lang::Tr) => {
            format!("ad en çok {max} karakter olabilir")
        }
        (LedgerRefusal::NameTooLong { max }, Lang::En) => {
            format!("a name can be at most {max} characters")
        }
        (LedgerRefusal::WhatChar { ch }, Lang::Tr) => format!(
            "masrafın açıklaması görünmeyen ya da yazıyı yöneten bir karakter içeriyor (U+{:04X})",
            u32::from(*ch)
        ),
        (LedgerRefusal::WhatTooLong { max }, Lang::Tr) => {
            format!("masrafın açıklaması en çok {max} karakter olabilir")
        }
        (LedgerRefusal::WhatTooLong { max }, Lang::En) => {
            format!("what the expense was for can be at most {max} characters")
        }
        (LedgerRefusal::WhatChar { ch }, Lang::En) => format!(
            "what the expense was for holds an invisible, control or direction character (U+{:04X})",
            u32::from(*ch)
        ),
    }
}

/// The ledger file could not be read whole (a damaged line, a FIFO or a
/// folder in its place): no money is shown from a part of it (G2).
pub fn ledger_unreadable(error: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{error}; racon defterin bir parçasından sıralama, borç ya da ödeme göstermez: bozuk yerden sonraki kayıtlar eksik kalırdı. Dosyayı yedekten geri yükleyin ya da o satırı düzeltin"
        ),
        Lang::En => format!(
            "{error}; racon shows no standings, debts or payments from a part of the ledger: the records after the damage would be missing. Restore the file from a backup or repair that line"
        ),
    }
}

/// A refusal of a payment while nights are left out of the ledger: their
/// debts are not among those it was checked against.
pub fn refusal_with_skipped(refusal: &str, skipped: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{refusal} (defterin dışında kalan {skipped} gece var, borçları sayılmadı: racon ledger nedenini yazar)"
        ),
        Lang::En if skipped == 1 => format!(
            "{refusal} (1 night is left out of the ledger and its debts are not counted: racon ledger says why)"
        ),
        Lang::En => format!(
            "{refusal} ({skipped} nights are left out of the ledger and their debts are not counted: racon ledger says why)"
        ),
    }
}

pub fn title(lang: Lang) -> &'static str {
    lang.pick("RACON · DEFTER", "RACON · LEDGER")
}

pub fn standings_heading(nights: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Sıralama ({nights} gece)"),
        Lang::En => format!(
            "Standings ({nights} night{})",
            if nights == 1 { "" } else { "s" }
        ),
    }
}

/// Column heads: name, nights, net, best, worst, open.
pub fn columns(lang: Lang) -> [&'static str; 7] {
    match lang {
        Lang::Tr => [
            "Oyuncu",
            "Gece",
            "Net",
            "Net fiş",
            "En iyi",
            "En kötü",
            "Açık hesap",
        ],
        Lang::En => [
            "Player",
            "Nights",
            "Net",
            "Net chips",
            "Best",
            "Worst",
            "Open",
        ],
    }
}

pub fn no_nights(lang: Lang) -> &'static str {
    lang.pick(
        "Defterde bitmiş gece yok.",
        "No finished nights in the ledger.",
    )
}

pub fn debts_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Açık borçlar ({n})"),
        Lang::En => format!("Open debts ({n})"),
    }
}

pub fn no_debts(lang: Lang) -> &'static str {
    lang.pick("Açık borç yok.", "No open debts.")
}

/// `Ali → Can: 80,00 ₺ (gece 2026-11-29-2104-cuma; 20,00 ₺ ödendi)`.
pub fn debt_line(
    from: &str,
    to: &str,
    open: Kurus,
    paid: Kurus,
    source: &str,
    lang: Lang,
) -> String {
    let paid = if paid > Kurus::ZERO {
        match lang {
            Lang::Tr => format!("; {} ödendi", money(paid, lang)),
            Lang::En => format!("; {} paid", money(paid, lang)),
        }
    } else {
        String::new()
    };
    format!("{from} → {to}: {} ({source}{paid})", money(open, lang))
}

pub fn source_night(id: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("gece {id}"),
        Lang::En => format!("night {id}"),
    }
}

pub fn source_expense(what: &str, lang: Lang) -> String {
    match (what.is_empty(), lang) {
        (true, Lang::Tr) => "gece dışı masraf".into(),
        (true, Lang::En) => "expense outside a night".into(),
        (false, Lang::Tr) => format!("gece dışı masraf: {what}"),
        (false, Lang::En) => format!("expense outside a night: {what}"),
    }
}

pub fn source_overpaid(lang: Lang) -> &'static str {
    lang.pick("fazla ödeme", "overpayment")
}

/// A debt that is one of the fewest transfers, since a payment was made
/// along them.
pub fn source_settle(lang: Lang) -> &'static str {
    lang.pick(
        "en az ödemeyle kapatma",
        "settling with the fewest transfers",
    )
}

pub fn settle_heading(n: usize, exact: bool, lang: Lang) -> String {
    match (exact, lang) {
        (true, Lang::Tr) => {
            format!("Bütün açık hesapları kapatan ödemeler ({n}, mümkün olan en az):")
        }
        (true, Lang::En) => {
            format!("Transfers that clear every open balance ({n}, the fewest possible):")
        }
        (false, Lang::Tr) => format!(
            "Bütün açık hesapları kapatan ödemeler ({n}; 20'den çok kişi: en azı kanıtlanmadı):"
        ),
        (false, Lang::En) => format!(
            "Transfers that clear every open balance ({n}; over 20 people: not proven the fewest):"
        ),
    }
}

pub fn all_square(lang: Lang) -> &'static str {
    lang.pick("Herkesin hesabı kapalı.", "Everyone is square.")
}

pub fn paid_done(from: &str, to: &str, kurus: Kurus, left: Kurus, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Kaydedildi: {from} → {to}: {}. Kalan borç: {}.",
            money(kurus, lang),
            money(left, lang)
        ),
        Lang::En => format!(
            "Recorded: {from} → {to}: {}. Still owed: {}.",
            money(kurus, lang),
            money(left, lang)
        ),
    }
}

pub fn alias_done(old: &str, new: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Kaydedildi: {old} artık {new} sayılıyor."),
        Lang::En => format!("Recorded: {old} now counts as {new}."),
    }
}

pub fn expense_done(payer: &str, kurus: Kurus, n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Kaydedildi: {payer} {} ödedi, {n} kişi paylaşıyor.",
            money(kurus, lang)
        ),
        Lang::En => format!(
            "Recorded: {payer} paid {}, shared by {n}.",
            money(kurus, lang)
        ),
    }
}

pub fn undo_done(seq: u64, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Geri alındı: defter kaydı #{seq}."),
        Lang::En => format!("Undone: ledger record #{seq}."),
    }
}

pub fn bad_amount(text: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("`{text}` bir tutar değil; lira olarak yaz: 150, 150,50 ya da 150.50"),
        Lang::En => format!("`{text}` is not an amount; write lira: 150, 150.50 or 150,50"),
    }
}

pub fn bad_date(text: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("`{text}` bir tarih değil; YYYY-AA-GG yaz (2026-11-29)"),
        Lang::En => format!("`{text}` is not a date; write YYYY-MM-DD (2026-11-29)"),
    }
}

pub fn report_footer(printed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("racon ile yazıldı: {printed}"),
        Lang::En => format!("Printed by racon: {printed}"),
    }
}

pub fn expenses_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Masraflar ({n}, para; fişle birlikte hesaplanır):"),
        Lang::En => format!("Expenses ({n}, money; settled together with the chips):"),
    }
}

/// `Pizza: Ayşe ödedi 450,00 ₺; paylaşan 4 kişi: Ayşe 112,50 ₺, …`.
pub fn expense_line(what: &str, payer: &str, kurus: Kurus, parts: &str, lang: Lang) -> String {
    let what = if what.is_empty() {
        lang.pick("Masraf", "Expense").to_string()
    } else {
        what.to_string()
    };
    match lang {
        Lang::Tr => format!(
            "{what}: {payer} ödedi {}; payları: {parts}",
            money(kurus, lang)
        ),
        Lang::En => format!(
            "{what}: {payer} paid {}; shares: {parts}",
            money(kurus, lang)
        ),
    }
}

pub fn shares_rule(lang: Lang) -> &'static str {
    lang.pick(
        "Masraf paylaşanlara eşit bölünür, kuruşa aşağı yuvarlanır; artan kuruşlar oyuncu listesinde önce gelenlere birer birer verilir.",
        "An expense is split evenly among those who share it, rounded down to the kuruş; the kuruş left over go one each to the sharers earliest in the player list.",
    )
}

pub fn spot_heading(lang: Lang) -> &'static str {
    lang.pick(
        "Yerinde ödenenler (aşağıdaki ödemelerden düşüldü):",
        "Paid on the spot (already taken into the transfers below):",
    )
}

pub fn money_transfers_note(lang: Lang) -> &'static str {
    lang.pick(
        "Ödemeler fiş ve masrafları birlikte kapatır; tutarlar paradır.",
        "The transfers settle chips and expenses together; amounts are money.",
    )
}
