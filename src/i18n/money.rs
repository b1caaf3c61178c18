//! Money and chips as people write them, and the messages of `racon pot`
//! and `racon settle`, Turkish and English.

use super::Lang;
use crate::money::{Chips, Kurus, PotKind, Resolve};
use crate::units::PlayerId;
use std::fmt::Write as _;

pub use super::num::{LIRA, chips, money, money_in, signed_chips, signed_money, signed_money_in};

// ---------------------------------------------------------------- input

/// `--in`, `--kav`, …: an item that is not NAME=AMOUNT.
pub fn bad_item(flag: &str, item: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag}: `{item}` anlaşılamadı; AD=FİŞ biçiminde yaz (Ali=150)"),
        Lang::En => format!("{flag}: cannot read `{item}`; write NAME=CHIPS (Ali=150)"),
    }
}

pub fn bad_amount(flag: &str, name: &str, value: &str, max: Chips, lang: Lang) -> String {
    let max = chips(max, lang);
    match lang {
        Lang::Tr => format!(
            "{flag}: {name}={value}: fiş 0 ile {max} arası bir tam sayı olmalı (nokta, virgül yok)"
        ),
        Lang::En => format!(
            "{flag}: {name}={value}: chips must be a whole number from 0 to {max} (no separators)"
        ),
    }
}

pub fn empty_name(flag: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag}: adı boş bir oyuncu var"),
        Lang::En => format!("{flag}: a player has no name"),
    }
}

pub fn bad_name(flag: &str, name: &str, max: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{flag}: `{name}`: ad en çok {max} harf olur; içinde = , > ve satır sonu olamaz"
        ),
        Lang::En => format!(
            "{flag}: `{name}`: a name is at most {max} characters, without = , > or line breaks"
        ),
    }
}

pub fn duplicate_name(flag: &str, name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag}: {name} iki kez yazılmış"),
        Lang::En => format!("{flag}: {name} is given twice"),
    }
}

/// A name that is not among the players. `like` is a player whose name
/// differs only in case or Turkish letters.
pub fn unknown_name(
    flag: &str,
    name: &str,
    source: &str,
    known: &[&str],
    like: Option<&str>,
    lang: Lang,
) -> String {
    let list = known.join(", ");
    match (lang, like) {
        (Lang::Tr, Some(l)) => format!(
            "{flag}: `{name}` {source} içinde yok; adlar yazıldığı gibi eşleşir: `{l}` mi demek istedin?"
        ),
        (Lang::Tr, None) => format!("{flag}: `{name}` {source} içinde yok (olanlar: {list})"),
        (Lang::En, Some(l)) => format!(
            "{flag}: `{name}` is not in {source}; names match exactly as typed: did you mean `{l}`?"
        ),
        (Lang::En, None) => format!("{flag}: `{name}` is not in {source} (there: {list})"),
    }
}

/// `flag` only means something together with `needed`.
pub fn needs_flag(flag: &str, needed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag} yalnız {needed} ile birlikte verilir"),
        Lang::En => format!("{flag} needs {needed}"),
    }
}

pub fn too_many_players(n: usize, max: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{n} oyuncu verildi; en çok {max}"),
        Lang::En => format!("{n} players given; at most {max}"),
    }
}

pub fn no_players(flag: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag}: hiç oyuncu yok"),
        Lang::En => format!("{flag}: no players"),
    }
}

pub fn bad_order(order: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "--order: `{order}` anlaşılamadı; en iyi elden başla, > ile ayır, eşit elleri = ile birleştir (Ali>Can=Veli)"
        ),
        Lang::En => format!(
            "--order: cannot read `{order}`; start with the best hand, separate with >, join tied hands with = (Ali>Can=Veli)"
        ),
    }
}

pub fn unranked(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{name} elde kalmış ama --order içinde yok; sıraya ekle ya da --folded ile çekildi diye yaz"
        ),
        Lang::En => format!(
            "{name} is still in the hand but not in --order; rank the hand or list it in --folded"
        ),
    }
}

pub fn no_order(lang: Lang) -> String {
    lang.pick(
        "elde birden çok oyuncu var: --order ile el sırasını ver (Ali>Can=Veli)",
        "more than one player is still in the hand: give the showdown order with --order (Ali>Can=Veli)",
    )
    .to_string()
}

pub fn no_contender(lang: Lang) -> String {
    lang.pick(
        "herkes çekilmiş: en az bir oyuncu elde kalmalı (ya da --false-opener ver)",
        "everybody folded: at least one player must still be in the hand (or give --false-opener)",
    )
    .to_string()
}

pub fn acik_folded(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "--acik: {name} çekilmiş; açıktan fişi yalnız elde kalan (rest) oyuncular çalıştırır"
        ),
        Lang::En => format!(
            "--acik: {name} folded; only players still in the hand (all in) play açıktan fiş"
        ),
    }
}

pub fn too_large(lang: Lang) -> String {
    lang.pick(
        "tutarlar çok büyük; daha küçük fiş sayıları ya da fiş değeri kullan",
        "the amounts are too large; use smaller chip counts or a smaller chip value",
    )
    .to_string()
}

pub fn bad_resolve(value: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("--resolve: `{value}` anlaşılamadı; assign:AD, spread ya da lost yaz"),
        Lang::En => format!("--resolve: cannot read `{value}`; use assign:NAME, spread or lost"),
    }
}

/// The count does not sum to zero and nothing says how to resolve it.
pub fn unbalanced(difference: Chips, counted: Chips, bought: Chips, lang: Lang) -> String {
    let d = signed_chips(difference, lang);
    let c = chips(counted, lang);
    let b = chips(bought, lang);
    match lang {
        Lang::Tr => format!(
            "sayım tutmuyor: {c} fiş sayıldı, {b} fişlik kav alındı, fark {d} fiş; --resolve assign:AD, spread ya da lost ile çöz"
        ),
        Lang::En => format!(
            "the count does not balance: {c} chips counted against {b} bought in kav, a difference of {d} chips; resolve it with --resolve assign:NAME, spread or lost"
        ),
    }
}

pub fn missing_count(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("--chips: {name} için son fiş sayısı yok (--kav'da var)"),
        Lang::En => format!("--chips: no final count for {name} (he is in --kav)"),
    }
}

pub fn cashier_deposit(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("--deposits: {name} kasiyer; kendine emanet bırakamaz"),
        Lang::En => format!("--deposits: {name} is the cashier and cannot deposit with himself"),
    }
}

// --------------------------------------------------------------- output

/// The name of a pot: "Ana pot", "2. yan pot" / "Main pot", "Side pot 2".
pub fn pot_name(kind: PotKind, side_number: usize, lang: Lang) -> String {
    match (kind, lang) {
        (PotKind::Main, _) => lang.pick("Ana pot", "Main pot").into(),
        (PotKind::Side, Lang::Tr) => format!("{side_number}. yan pot (diferans)"),
        (PotKind::Side, Lang::En) => format!("Side pot {side_number} (diferans)"),
        (PotKind::Returned, _) => lang
            .pick("Sahibine geri verilir", "Returned to its owner")
            .into(),
        (PotKind::Carried, _) => lang
            .pick(
                "Ortada kalır (sonraki ele)",
                "Stays in the middle (next hand)",
            )
            .into(),
        (PotKind::Acik, _) => lang.pick("Açıktan fiş", "Açıktan fiş (off-table)").into(),
        (PotKind::AcikReturned, _) => lang
            .pick(
                "Açıktan fiş, geri verilir (kabul edilmedi)",
                "Açıktan fiş returned (not accepted)",
            )
            .into(),
    }
}

/// "450 fiş" / "450 chips".
pub fn chip_amount(n: Chips, lang: Lang) -> String {
    let c = chips(n, lang);
    match lang {
        Lang::Tr => format!("{c} fiş"),
        Lang::En if n == Chips(1) => format!("{c} chip"),
        Lang::En => format!("{c} chips"),
    }
}

pub fn yer_part(yer: Chips, lang: Lang) -> String {
    let y = chips(yer, lang);
    match lang {
        Lang::Tr => format!("{y} yer dahil"),
        Lang::En => format!("yer of {y} included"),
    }
}

pub fn penalty_part(name: &str, penalty: Chips, lang: Lang) -> String {
    let p = chips(penalty, lang);
    match lang {
        Lang::Tr => format!("ceza {p} fiş, açarı yoktu: {name}"),
        Lang::En => format!("penalty of {p}, {name} had no openers"),
    }
}

pub fn odd_chips(lang: Lang) -> &'static str {
    lang.pick(
        "Bölünen potta artan fiş, --order'da eşit eller arasında önce yazılana gider.",
        "In a split pot the odd chips go to the tied hand written first in --order.",
    )
}

pub fn takes(lang: Lang) -> &'static str {
    lang.pick("Alacakları:", "Takes:")
}

pub fn carried_total(n: Chips, lang: Lang) -> String {
    let c = chip_amount(n, lang);
    match lang {
        Lang::Tr => format!("Ortada kalan: {c}"),
        Lang::En => format!("Stays in the middle: {c}"),
    }
}

pub fn nothing_in_the_middle(lang: Lang) -> &'static str {
    lang.pick("Ortada fiş yok.", "Nothing is in the middle.")
}

/// The settlement table's header cells: player, kav, chips, adjustment,
/// net, money, deposit.
pub fn settle_header(lang: Lang) -> [&'static str; 7] {
    match lang {
        Lang::Tr => ["Oyuncu", "Kav", "Fiş", "Düzeltme", "Net", "Para", "Emanet"],
        Lang::En => [
            "Player",
            "Kav",
            "Chips",
            "Adjustment",
            "Net",
            "Money",
            "Deposit",
        ],
    }
}

pub fn total(lang: Lang) -> &'static str {
    lang.pick("Toplam", "Total")
}

pub fn chip_value(kurus: Kurus, lang: Lang) -> String {
    let m = money(kurus, lang);
    match lang {
        Lang::Tr => format!("Bir fiş {m}."),
        Lang::En => format!("One chip is {m}."),
    }
}

pub fn balanced(counted: Chips, lang: Lang) -> String {
    let c = chips(counted, lang);
    match lang {
        Lang::Tr => format!("Sayım tutuyor: {c} fiş sayıldı, {c} fişlik kav alındı."),
        Lang::En => format!("The count balances: {c} chips counted, {c} bought in kav."),
    }
}

/// How a difference was resolved; `changes` is "Ali +34, Veli +33".
pub fn resolution(
    difference: Chips,
    choice: Resolve,
    assigned: &str,
    changes: &str,
    lang: Lang,
) -> String {
    let d = chip_amount(difference, lang);
    let d = if difference > Chips::ZERO {
        format!("+{d}")
    } else {
        d
    };
    match (choice, lang) {
        (Resolve::Assign(_), Lang::Tr) => {
            format!("Fark {d}: {assigned} oyuncusunun sayımına yazıldı ({changes}).")
        }
        (Resolve::Assign(_), Lang::En) => {
            format!("Difference {d}: put on {assigned}'s count ({changes}).")
        }
        (Resolve::Spread, Lang::Tr) => {
            format!("Fark {d}: herkese eşit bölündü, artan fiş ilk yazılanlara ({changes}).")
        }
        (Resolve::Spread, Lang::En) => format!(
            "Difference {d}: spread evenly, the chips left over to the first listed ({changes})."
        ),
        (Resolve::Lost, Lang::Tr) if difference < Chips::ZERO => format!(
            "Fark {d}: kayıp fiş olarak yazıldı; kimse parasını almaz, borçlar oranla küçüldü ({changes})."
        ),
        (Resolve::Lost, Lang::Tr) => format!(
            "Fark {d}: kayıp fiş olarak yazıldı; kimse parasını ödemez, alacaklar oranla küçüldü ({changes})."
        ),
        (Resolve::Lost, Lang::En) if difference < Chips::ZERO => format!(
            "Difference {d}: booked as lost chips; nobody is paid for them, the debts shrink in proportion ({changes})."
        ),
        (Resolve::Lost, Lang::En) => format!(
            "Difference {d}: booked as lost chips; nobody pays for them, the claims shrink in proportion ({changes})."
        ),
    }
}

pub fn transfers_heading(count: usize, cashier: Option<&str>, lang: Lang) -> String {
    match (lang, cashier) {
        (Lang::Tr, None) => format!("Ödemeler ({count}, mümkün olan en az):"),
        (Lang::Tr, Some(c)) => format!("Ödemeler ({count}, herkes kasiyerle görüşür: {c}):"),
        (Lang::En, None) if count == 1 => "Transfers (1, the fewest possible):".into(),
        (Lang::En, None) => format!("Transfers ({count}, the fewest possible):"),
        (Lang::En, Some(c)) => {
            format!("Transfers ({count}, everyone settles with the cashier, {c}):")
        }
    }
}

pub fn nobody_pays(lang: Lang) -> &'static str {
    lang.pick(
        "Kimse kimseye bir şey ödemez.",
        "Nobody owes anybody anything.",
    )
}

pub fn deposits_note(lang: Lang) -> &'static str {
    lang.pick(
        "Kasiyerdeki emanet, oyuncunun borcundan düşülür.",
        "A deposit with the cashier is credited against what the player owes.",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every settlement error has its own words in both languages: no
    /// English Display under Turkish (issue 25).
    #[test]
    fn settle_errors_in_both_languages() {
        use crate::money::settle::ExtraProblem as X;
        use crate::money::{InputError, SettleError as S, TransferError};
        let names = ["Ayşe".to_string(), "Ali".to_string()];
        let all = [
            S::Input(InputError::NoPlayers),
            S::BadChipValue {
                max: Kurus(1_000_000),
            },
            S::Unbalanced {
                difference: Chips(5),
                counted: Chips(105),
                bought: Chips(100),
            },
            S::DepositsWithoutCashier,
            S::CashierDeposit {
                player: PlayerId(1),
            },
            S::MoneyTooLarge,
            S::BadExpense {
                index: 0,
                reason: X::SharedTwice,
            },
            S::BadPayment {
                index: 2,
                reason: X::PaysHimself,
            },
            S::Transfers(TransferError::NotZeroSum { sum: 3 }),
        ];
        for e in &all {
            let (tr, en) = (
                settle_error(e, &names, Lang::Tr),
                settle_error(e, &names, Lang::En),
            );
            assert!(!tr.is_empty() && !en.is_empty());
            assert_ne!(tr, en, "{e:?}");
        }
        assert_eq!(
            settle_error(&all[4], &names, Lang::Tr),
            "Ali kasiyer; kendine emanet bırakamaz"
        );
        assert_eq!(
            settle_error(&all[6], &names, Lang::Tr),
            "1. masraf: bir oyuncu iki kez paylaşıyor"
        );
        assert_eq!(
            settle_error(&all[7], &names, Lang::En),
            "payment 3: a player cannot pay himself"
        );
    }

    #[test]
    fn money_the_turkish_way() {
        assert_eq!(money(Kurus(125_050), Lang::Tr), "1.250,50 ₺");
        assert_eq!(money(Kurus::ZERO, Lang::Tr), "0,00 ₺");
        assert_eq!(money(Kurus(5), Lang::Tr), "0,05 ₺");
        assert_eq!(money(Kurus(-305), Lang::Tr), "-3,05 ₺");
        assert_eq!(money(Kurus(100_000_000), Lang::Tr), "1.000.000,00 ₺");
        assert_eq!(signed_money(Kurus(80_000), Lang::Tr), "+800,00 ₺");
        assert_eq!(signed_money(Kurus(-80_000), Lang::Tr), "-800,00 ₺");
        assert_eq!(signed_money(Kurus::ZERO, Lang::Tr), "0,00 ₺");
        assert_eq!(money_in(Kurus(99_999), "TL", Lang::Tr), "999,99 TL");
        assert_eq!(
            signed_money_in(Kurus(-99_999), "TL", Lang::Tr),
            "-999,99 TL"
        );
        assert_eq!(signed_money_in(Kurus(50), "€", Lang::En), "+€0.50");
    }

    #[test]
    fn money_the_english_way() {
        assert_eq!(money(Kurus(125_050), Lang::En), "₺1,250.50");
        assert_eq!(money(Kurus::ZERO, Lang::En), "₺0.00");
        assert_eq!(money(Kurus(-305), Lang::En), "-₺3.05");
        assert_eq!(money(Kurus(123_456_789), Lang::En), "₺1,234,567.89");
        assert_eq!(signed_money(Kurus(80_000), Lang::En), "+₺800.00");
        assert_eq!(money_in(Kurus(99_999), "€", Lang::En), "€999.99");
    }

    #[test]
    fn extremes_do_not_overflow() {
        assert_eq!(
            money(Kurus(i64::MIN), Lang::En),
            "-₺92,233,720,368,547,758.08"
        );
        assert_eq!(
            money(Kurus(i64::MAX), Lang::Tr),
            "92.233.720.368.547.758,07 ₺"
        );
        assert_eq!(
            chips(Chips(i64::MIN), Lang::Tr),
            "-9.223.372.036.854.775.808"
        );
    }

    #[test]
    fn chip_counts() {
        assert_eq!(chips(Chips(1250), Lang::Tr), "1.250");
        assert_eq!(chips(Chips(1250), Lang::En), "1,250");
        assert_eq!(chips(Chips(-100), Lang::En), "-100");
        assert_eq!(signed_chips(Chips(800), Lang::Tr), "+800");
        assert_eq!(signed_chips(Chips::ZERO, Lang::Tr), "0");
        assert_eq!(chip_amount(Chips(1), Lang::En), "1 chip");
        assert_eq!(chip_amount(Chips(2), Lang::Tr), "2 fiş");
    }
}

// ------------------------------------------------------------ the split

/// Who the odd chips of a tied split go to, and so what the split says
/// about them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OddChipRule {
    /// `racon pot`: the tied hand written first in `--order`.
    OrderFlag,
    /// The house convention: the first tied winner left of the dealer.
    LeftOfDealer,
    /// The house option: the tied hand typed first.
    FirstTyped,
}

impl From<crate::night::setup::OddChip> for OddChipRule {
    fn from(o: crate::night::setup::OddChip) -> Self {
        match o {
            crate::night::setup::OddChip::LeftOfDealer => OddChipRule::LeftOfDealer,
            crate::night::setup::OddChip::FirstTyped => OddChipRule::FirstTyped,
        }
    }
}

/// The line saying who got the odd chips and why.
pub fn odd_chip_line(rule: OddChipRule, who: &[String], lang: Lang) -> String {
    let names = who.join(", ");
    match (rule, lang) {
        (OddChipRule::OrderFlag, _) => odd_chips(lang).to_string(),
        (OddChipRule::LeftOfDealer, Lang::Tr) => {
            format!("Artan fiş: {names} — dağıtanın solundan ilk kazanan (ev kuralı).")
        }
        (OddChipRule::LeftOfDealer, Lang::En) => {
            format!("Odd chip: {names} — the first winner left of the dealer (house rule).")
        }
        (OddChipRule::FirstTyped, Lang::Tr) => {
            format!("Artan fiş: {names} — eşit eller arasında önce yazılan (ev kuralı).")
        }
        (OddChipRule::FirstTyped, Lang::En) => {
            format!("Odd chip: {names} — the tied hand typed first (house rule).")
        }
    }
}

/// Each pot of a split with who could win it and who takes it, and the
/// players whose share got an odd chip.
fn pot_lines(
    s: &crate::money::pot::Split,
    names: &[String],
    false_opener: Option<&crate::money::pot::FalseOpener>,
    lang: Lang,
) -> (Vec<String>, Vec<String>) {
    let name = |p: PlayerId| player_name(names, p);
    let list = |ps: &[PlayerId]| -> Vec<String> { ps.iter().map(|&p| name(p)).collect() };
    let mut out = Vec::new();
    if s.pots.is_empty() {
        out.push(nothing_in_the_middle(lang).to_string());
    }
    let mut side = 0;
    let mut odd: Vec<String> = Vec::new();
    for pot in &s.pots {
        if pot.kind == PotKind::Side {
            side += 1;
        }
        let mut notes = Vec::new();
        if matches!(pot.kind, PotKind::Main | PotKind::Side | PotKind::Acik) {
            notes.push(list(&pot.eligible).join(", "));
        }
        if pot.yer > Chips::ZERO {
            notes.push(yer_part(pot.yer, lang));
        }
        if let Some(f) = false_opener
            && pot.kind != PotKind::Returned
            && let Some(&penalty) = pot.from.get(f.player.index())
            && penalty.is_positive()
        {
            notes.push(penalty_part(&name(f.player), penalty, lang));
        }
        let mut line = format!(
            "{}: {}",
            pot_name(pot.kind, side, lang),
            chip_amount(pot.amount, lang)
        );
        if !notes.is_empty() {
            let _ = write!(line, " ({})", notes.join("; "));
        }
        match pot.winners.as_slice() {
            [] => {}
            [w] => {
                let _ = write!(line, " → {}", name(*w));
            }
            ws => {
                let parts: Vec<String> = ws
                    .iter()
                    .zip(&pot.shares)
                    .map(|(&w, &c)| format!("{} {}", name(w), chips(c, lang)))
                    .collect();
                let least = pot.shares.iter().copied().min().unwrap_or(Chips::ZERO);
                for (&w, &c) in ws.iter().zip(&pot.shares) {
                    if c > least && !odd.contains(&name(w)) {
                        odd.push(name(w));
                    }
                }
                let _ = write!(line, " → {}", parts.join(", "));
            }
        }
        out.push(line);
    }
    (out, odd)
}

/// The split as text: each pot with who could win it and who takes it,
/// then what everyone takes, and who got an odd chip and why (`racon pot`).
pub fn split_text(
    s: &crate::money::pot::Split,
    names: &[String],
    false_opener: Option<&crate::money::pot::FalseOpener>,
    odd_rule: OddChipRule,
    lang: Lang,
) -> String {
    let (pots, odd) = pot_lines(s, names, false_opener, lang);
    let mut text = String::new();
    for line in pots {
        text.push_str(&line);
        text.push('\n');
    }
    text.push_str(takes(lang));
    text.push('\n');
    let rows: Vec<Vec<String>> = names
        .iter()
        .zip(&s.payouts)
        .map(|(n, &c)| vec![format!("  {n}"), chips(c, lang)])
        .collect();
    text.push_str(&super::num::columns(&rows));
    if s.carried > Chips::ZERO {
        text.push_str(&carried_total(s.carried, lang));
        text.push('\n');
    }
    if !odd.is_empty() {
        text.push_str(&odd_chip_line(odd_rule, &odd, lang));
        text.push('\n');
    }
    text
}

/// The split in few lines, for the racon screen: each pot, then one line
/// of who takes what (only those who take something), what stays in the
/// middle, and the odd chip.
pub fn split_summary(
    s: &crate::money::pot::Split,
    names: &[String],
    false_opener: Option<&crate::money::pot::FalseOpener>,
    odd_rule: OddChipRule,
    lang: Lang,
) -> Vec<String> {
    let (mut out, odd) = pot_lines(s, names, false_opener, lang);
    let takers: Vec<String> = names
        .iter()
        .zip(&s.payouts)
        .filter(|(_, c)| c.is_positive())
        .map(|(n, &c)| format!("{n} {}", chips(c, lang)))
        .collect();
    if !takers.is_empty() {
        out.push(format!("{} {}", takes(lang), takers.join(" · ")));
    }
    if s.carried > Chips::ZERO {
        out.push(carried_total(s.carried, lang));
    }
    if !odd.is_empty() {
        out.push(odd_chip_line(odd_rule, &odd, lang));
    }
    out
}

/// Why a pot line or a `NAME=CHIPS` list cannot be read; `flag` names
/// where it was typed (`--in`, `pot`), `names` the players (for a label
/// that names several).
pub fn line_error(
    e: &crate::money::line::LineError,
    flag: &str,
    names: &[String],
    lang: Lang,
) -> String {
    use crate::money::line::LineError as L;
    match e {
        L::BadItem(item) => bad_item(flag, item, lang),
        L::BadAmount { name, value } => {
            bad_amount(flag, name, value, crate::money::MAX_CHIPS, lang)
        }
        L::TooLarge { name, value } => {
            let what = if name.is_empty() { value } else { name };
            match lang {
                Lang::Tr => format!(
                    "{flag}: {what} için sayı çok büyük (en çok {})",
                    chips(crate::money::MAX_CHIPS, lang)
                ),
                Lang::En => format!(
                    "{flag}: the number for {what} is too large (at most {})",
                    chips(crate::money::MAX_CHIPS, lang)
                ),
            }
        }
        L::Label(e) => label_error(e, names, lang),
        L::BareCount { got, listed } => bare_count(*got, listed, names, lang),
        L::Duplicate(name) => duplicate_name(flag, name, lang),
        L::Empty => no_players(flag, lang),
    }
}

/// The Turkish question particle after `word`, by its last vowel:
/// "Aslan mı", "Demir mi", "Uz mu", "Öztürk mü". Names ending in a
/// palatal `l` (Kemal, Celal) take the front vowel, as they do in speech.
pub fn mi_tr(word: &str) -> &'static str {
    let last = crate::money::names::lower_tr(word.rsplit(' ').next().unwrap_or(word));
    let palatal = [
        "kemal", "celal", "cemal", "bilal", "hilal", "nihal", "iclal", "celâl",
    ];
    if palatal.contains(&last.as_str()) {
        return "mi";
    }
    match last.chars().rev().find(|c| "aeıioöuüâîû".contains(*c)) {
        Some('a' | 'ı' | 'â') => "mı",
        Some('o' | 'u' | 'û') => "mu",
        Some('ö' | 'ü') => "mü",
        _ => "mi",
    }
}

/// "Kadir Aslan mı Kemal Uz mu?" / "Kadir Aslan or Kemal Uz?".
pub fn which_of(candidates: &[String], lang: Lang) -> String {
    match lang {
        Lang::Tr => {
            let asked: Vec<String> = candidates
                .iter()
                .map(|n| format!("{n} {}", mi_tr(n)))
                .collect();
            let joined = if asked.len() > 2 {
                asked.join(", ")
            } else {
                asked.join(" ")
            };
            format!("{joined}?")
        }
        Lang::En => {
            let (last, rest) = candidates
                .split_last()
                .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
            if rest.is_empty() {
                format!("{last}?")
            } else {
                format!("{} or {last}?", rest.join(", "))
            }
        }
    }
}

/// A label that names nobody or more than one player: "`k`: Kadir Aslan mı
/// Kemal Uz mu?"; `names` are the night's players.
pub fn label_error(e: &crate::money::names::LabelError, names: &[String], lang: Lang) -> String {
    use crate::money::names::LabelError as E;
    match (e, lang) {
        (E::Empty, Lang::Tr) => "`:` öncesi boş: bir ad ya da koltuk numarası yazın".into(),
        (E::Empty, Lang::En) => "nothing before the `:`: type a name or a seat number".into(),
        (E::Unknown(label), Lang::Tr) => {
            format!("`{label}`: masada adı böyle başlayan kimse yok")
        }
        (E::Unknown(label), Lang::En) => {
            format!("`{label}`: nobody at the table has a name starting so")
        }
        (E::Ambiguous { label, candidates }, _) => {
            let who: Vec<String> = candidates.iter().map(|&p| player_name(names, p)).collect();
            format!("`{label}`: {}", which_of(&who, lang))
        }
        (E::NoSeat { seat, seats }, Lang::Tr) => {
            format!("`{seat}`: böyle bir koltuk yok (1 ile {seats} arası)")
        }
        (E::NoSeat { seat, seats }, Lang::En) => {
            format!("`{seat}`: there is no such seat (1 to {seats})")
        }
    }
}

/// Bare numbers that are neither one for all who showed hands nor one
/// each of them.
fn bare_count(got: usize, listed: &[PlayerId], names: &[String], lang: Lang) -> String {
    let who: Vec<String> = listed.iter().map(|&p| player_name(names, p)).collect();
    match (lang, who.is_empty()) {
        (Lang::Tr, true) => {
            format!("{got} sayı yazıldı ama tutarı yazılmamış el gösteren kalmadı: AD=FİŞ yazın")
        }
        (Lang::En, true) => {
            format!("{got} numbers typed, but everyone who showed a hand has one: write NAME=CHIPS")
        }
        (Lang::Tr, false) => format!(
            "{got} sayı yazıldı: ya tek sayı (hepsi için) ya da sırayla {} sayı ({})",
            who.len(),
            who.join(", ")
        ),
        (Lang::En, false) => format!(
            "{got} numbers typed: either one (for all) or {} in order ({})",
            who.len(),
            who.join(", ")
        ),
    }
}

/// Player `p` by name from `names`, or `#n` (1-based) when it has none.
pub fn player_name(names: &[String], p: PlayerId) -> String {
    names
        .get(p.index())
        .cloned()
        .unwrap_or_else(|| format!("#{}", p.index() + 1))
}

/// What is wrong with the players or chip amounts given to a pot or a
/// settlement ([`crate::money::InputError`]); players are named from `names`.
pub fn input_error(e: &crate::money::InputError, names: &[String], lang: Lang) -> String {
    use crate::money::InputError as I;
    let name = |p: &PlayerId| player_name(names, *p);
    match (e, lang) {
        (I::NoPlayers, Lang::Tr) => "potta oyuncu yok".into(),
        (I::NoPlayers, Lang::En) => "no players".into(),
        (I::TooMany { players, max }, _) => too_many_players(*players, *max, lang),
        (I::Shape, Lang::Tr) => "her oyuncu için bir değer gerekli".into(),
        (I::Shape, Lang::En) => "one entry per player is needed".into(),
        (I::Negative { player }, Lang::Tr) => format!("{}: eksi bir miktar", name(player)),
        (I::Negative { player }, Lang::En) => format!("{}: a negative amount", name(player)),
        (I::TooLarge { player, max }, Lang::Tr) => {
            format!("{}: {} fişten fazla", name(player), chips(*max, lang))
        }
        (I::TooLarge { player, max }, Lang::En) => {
            format!("{}: more than {} chips", name(player), chips(*max, lang))
        }
        (I::UnknownPlayer { player }, Lang::Tr) => format!("{}. oyuncu yok", player.index() + 1),
        (I::UnknownPlayer { player }, Lang::En) => {
            format!("there is no player {}", player.index() + 1)
        }
    }
}

/// Why a pot cannot be split ([`crate::money::pot::PotError`]); players are
/// named from `names`.
pub fn pot_error(e: &crate::money::pot::PotError, names: &[String], lang: Lang) -> String {
    use crate::money::pot::PotError as P;
    let name = |p: &PlayerId| player_name(names, *p);
    match (e, lang) {
        (P::Input(e), _) => input_error(e, names, lang),
        (P::BadYer { max }, Lang::Tr) => {
            format!(
                "yer sıfırdan küçük ya da {} fişten fazla",
                chips(*max, lang)
            )
        }
        (P::BadYer { max }, Lang::En) => {
            format!(
                "the yer is negative or more than {} chips",
                chips(*max, lang)
            )
        }
        (P::Duplicate { player }, Lang::Tr) => {
            format!("{} sıralamada iki kez geçiyor", name(player))
        }
        (P::Duplicate { player }, Lang::En) => {
            format!("{} appears twice in the showdown order", name(player))
        }
        (P::Unranked { player }, _) => unranked(&name(player), lang),
        (P::NoContender, _) => no_contender(lang),
        (P::AcikFolded { player }, _) => acik_folded(&name(player), lang),
    }
}

/// Why a night's count does not settle ([`crate::money::SettleError`]),
/// one line; players are named from `names` (`#2` past its end).
pub fn settle_error(e: &crate::money::SettleError, names: &[String], lang: Lang) -> String {
    use crate::money::SettleError as S;
    match e {
        S::Input(e) => input_error(e, names, lang),
        S::Transfers(e) => transfer_error(e, names, lang),
        S::MoneyTooLarge => too_large(lang),
        S::BadChipValue { max } => match lang {
            Lang::Tr => format!("bir fişin değeri 1 ile {} kuruş arasında olmalı", max.get()),
            Lang::En => format!("a chip is worth 1 to {} kuruş", max.get()),
        },
        S::Unbalanced {
            difference,
            counted,
            bought,
        } => {
            let (d, c, b) = (
                signed_chips(*difference, lang),
                chips(*counted, lang),
                chips(*bought, lang),
            );
            match lang {
                Lang::Tr => format!(
                    "{c} fiş sayıldı, {b} fişlik kav alındı: fark {d} fiş; önce farkı çözün"
                ),
                Lang::En => format!(
                    "{c} chips counted against {b} bought: a difference of {d} chips; resolve it"
                ),
            }
        }
        S::DepositsWithoutCashier => lang
            .pick("emanet için bir kasiyer gerekli", "deposits need a cashier")
            .into(),
        S::CashierDeposit { player } => {
            let name = player_name(names, *player);
            match lang {
                Lang::Tr => format!("{name} kasiyer; kendine emanet bırakamaz"),
                Lang::En => format!("{name} is the cashier and cannot deposit with himself"),
            }
        }
        S::BadExpense { index, reason } => match lang {
            Lang::Tr => format!("{}. masraf: {}", index + 1, extra_problem(*reason, lang)),
            Lang::En => format!("expense {}: {}", index + 1, extra_problem(*reason, lang)),
        },
        S::BadPayment { index, reason } => match lang {
            Lang::Tr => format!("{}. ödeme: {}", index + 1, extra_problem(*reason, lang)),
            Lang::En => format!("payment {}: {}", index + 1, extra_problem(*reason, lang)),
        },
    }
}

/// What is wrong with one expense or payment made on the spot.
fn extra_problem(p: crate::money::settle::ExtraProblem, lang: Lang) -> String {
    use crate::money::settle::ExtraProblem as X;
    let most = super::num::number(
        crate::money::settle::MAX_EXTRA_KURUS.get().unsigned_abs(),
        lang,
    );
    match (p, lang) {
        (X::NotAPlayer, _) => lang
            .pick(
                "oyuncu listesinde olmayan biri var",
                "not one of the players",
            )
            .into(),
        (X::Amount, Lang::Tr) => format!("tutar 1 ile {most} kuruş arasında olmalı"),
        (X::Amount, Lang::En) => format!("the amount must be 1 to {most} kuruş"),
        (X::SharedByNobody, _) => lang
            .pick("masrafı kimse paylaşmıyor", "nobody shares it")
            .into(),
        (X::SharedTwice, _) => lang
            .pick("bir oyuncu iki kez paylaşıyor", "a player shares it twice")
            .into(),
        (X::PaysHimself, _) => lang
            .pick("bir oyuncu kendine ödeyemez", "a player cannot pay himself")
            .into(),
    }
}

/// Why the fewest transfers cannot be found ([`crate::money::TransferError`]).
pub fn transfer_error(e: &crate::money::TransferError, names: &[String], lang: Lang) -> String {
    use crate::money::TransferError as T;
    match (e, lang) {
        (T::TooMany { players, max }, _) => too_many_players(*players, *max, lang),
        (T::NotZeroSum { sum }, Lang::Tr) => format!("netlerin toplamı 0 değil, {sum}"),
        (T::NotZeroSum { sum }, Lang::En) => format!("the nets sum to {sum}, not 0"),
        (T::TooLarge { player }, Lang::Tr) => {
            format!("{}: net tutar çok büyük", player_name(names, *player))
        }
        (T::TooLarge { player }, Lang::En) => {
            format!("{}: net too large", player_name(names, *player))
        }
    }
}

/// Why a typed amount (the kasa's) is not a number of chips.
pub fn amount_error(e: crate::money::line::AmountError, lang: Lang) -> String {
    use crate::money::line::AmountError as A;
    match (e, lang) {
        (A::Empty, _) => lang
            .pick("Önce miktarı yazın.", "Type an amount first.")
            .into(),
        (A::NotANumber, _) => lang
            .pick(
                "Miktar bir tam sayı olmalı (nokta, virgül yok).",
                "The amount must be a whole number (no separators).",
            )
            .into(),
        (A::TooLarge, Lang::Tr) => format!(
            "Miktar çok büyük: en çok {} fiş.",
            chips(crate::money::MAX_CHIPS, lang)
        ),
        (A::TooLarge, Lang::En) => format!(
            "The amount is too large: at most {} chips.",
            chips(crate::money::MAX_CHIPS, lang)
        ),
    }
}
