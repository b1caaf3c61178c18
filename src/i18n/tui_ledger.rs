//! The host screen's texts for money besides the chips and for the ledger
//! screen: the kasa's expense and on-the-spot prompts, and the
//! ledger's standings, bars and debts, in Turkish and English.

use super::Lang;
use super::money::{money, signed_money};
use crate::money::Kurus;

/// The expense prompt: `payer` paid; amount, what, then `:` and who shares.
pub fn prompt_expense(payer: &str, typed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Masraf — {payer} ödedi. Tutar (₺) ve ne için; paylaşanlar “:” sonra, virgülle \
             (boşsa masadaki herkes). Örnek: 450 pizza : Ayşe, Can\n> {typed} \
             (Enter: kaydet, Esc: vazgeç)"
        ),
        Lang::En => format!(
            "Expense — {payer} paid. Amount (₺) and what for; who shares after “:”, by comma \
             (empty: everyone at the table). Example: 450 pizza : Ayşe, Can\n> {typed} \
             (Enter: record, Esc: cancel)"
        ),
    }
}

/// The on-the-spot prompt: his line (net, expenses, due), then with whom.
pub fn prompt_settle(line: &str, typed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{line}\nYerinde kiminle hesaplaşsın? {typed} (Enter: öde ve kaydet, Esc: vazgeç)"
        ),
        Lang::En => format!(
            "{line}\nSettle on the spot with whom? {typed} (Enter: pay and record, Esc: cancel)"
        ),
    }
}

/// The amount typed for an expense is not lira.
pub fn bad_expense_amount(text: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("“{text}” tutar değil: önce lira yazın (450 ya da 450,50)."),
        Lang::En => format!("“{text}” is not an amount: start with lira (450 or 450.50)."),
    }
}

/// The kasa's line of expenses so far.
pub fn expenses_line(n: usize, total: Kurus, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Masraflar: {n} ({})", money(total, lang)),
        Lang::En => format!("Expenses: {n} ({})", money(total, lang)),
    }
}

/// The kasa's note under a leaver's line: the key that settles him.
pub fn settle_hint(lang: Lang) -> &'static str {
    lang.pick(
        "p: yerinde hesaplaş (Esc ile vazgeçilir)",
        "p: settle him on the spot (Esc cancels)",
    )
}

// ---------------------------------------------------------------- ledger

pub fn title(nights: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(" Defter · bitmiş gece: {nights} "),
        Lang::En => format!(" Ledger · finished nights: {nights} "),
    }
}

/// The standings' column heads: name, nights, net, open.
pub fn columns(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::Tr => ["Oyuncu", "Gece", "Net", "Açık"],
        Lang::En => ["Player", "Nights", "Net", "Open"],
    }
}

pub fn no_nights(lang: Lang) -> &'static str {
    lang.pick(
        "Henüz bitmiş gece yok: bir gece bitince sonuçları buraya gelir.",
        "No finished nights yet: a night's results come here when it ends.",
    )
}

pub fn bars_heading(lang: Lang) -> &'static str {
    lang.pick("Sezon boyunca net", "Net over the season")
}

/// The standings' sparkline column: each player's running net, night by
/// night.
pub fn trend_heading(lang: Lang) -> &'static str {
    lang.pick("Seyir", "Trend")
}

pub fn debts_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Açık borçlar ({n})"),
        Lang::En => format!("Open debts ({n})"),
    }
}

pub fn no_debts(lang: Lang) -> &'static str {
    lang.pick(
        "Açık borç yok: herkes ödeşti.",
        "No open debts: everyone is square.",
    )
}

/// One open debt: `Can → Ayşe: 120,00 ₺ (Cuma gecesi)`.
pub fn debt_line(from: &str, to: &str, open: Kurus, source: &str, lang: Lang) -> String {
    format!("{from} → {to}: {} ({source})", money(open, lang))
}

/// The net as the standings show it (sign, lira).
pub fn net(kurus: Kurus, lang: Lang) -> String {
    signed_money(kurus, lang)
}

/// The question before a debt is marked paid.
pub fn ask_paid(from: &str, to: &str, kurus: Kurus, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Ödendi mi: {from} → {to}, {}? Deftere ödeme olarak yazılır. (Enter: evet, Esc: hayır)",
            money(kurus, lang)
        ),
        Lang::En => format!(
            "Did {from} pay {to} {}? It is written in the ledger as a payment. \
             (Enter: yes, Esc: no)",
            money(kurus, lang)
        ),
    }
}

/// The ledger could not be read or written.
pub fn ledger_failed(error: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Defter okunamadı ya da yazılamadı: {error}"),
        Lang::En => format!("The ledger could not be read or written: {error}"),
    }
}

/// Nights the ledger left out (they do not load or do not settle); each
/// follows on its own line with where and why.
pub fn skipped(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Deftere sayılmayan gece: {n}; borçları yukarıda yok:"),
        Lang::En => format!("Nights left out of the ledger: {n}; their debts are not above:"),
    }
}
