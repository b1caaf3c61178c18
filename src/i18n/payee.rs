//! Payment handles, "pays / receives in all" and the group-chat text, in
//! both languages (issue 26).

use super::Lang;
use crate::money::Kurus;
use crate::money::payee::{Handle, HandleError, IbanError, group_iban};

/// A handle on one line: `IBAN TR33 0006 … · Papara 1234567890 · Tel.
/// +90 532 … · nakit de olur`.
pub fn handle(h: &Handle, lang: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(i) = &h.iban {
        parts.push(format!("IBAN {}", group_iban(i)));
    }
    if let Some(p) = &h.papara {
        parts.push(format!("Papara {p}"));
    }
    if let Some(p) = &h.phone {
        parts.push(format!("{} {p}", lang.pick("Tel.", "Phone")));
    }
    if let Some(n) = &h.note {
        parts.push(n.clone());
    }
    parts.join(" · ")
}

/// Why an IBAN was refused, naming what is wrong.
pub fn iban_error(e: &IbanError, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    match e {
        IbanError::Empty if tr => "IBAN boş".into(),
        IbanError::Empty => "the IBAN is empty".into(),
        IbanError::BadChar { ch } if tr => {
            format!("IBAN'da “{ch}” var: yalnız A–Z harfleri ve rakamlar olur")
        }
        IbanError::BadChar { ch } => {
            format!("the IBAN holds “{ch}”: only the letters A–Z and digits")
        }
        IbanError::Country if tr => "IBAN iki harfli ülke koduyla başlar (TR…)".into(),
        IbanError::Country => "an IBAN starts with a two-letter country code (TR…)".into(),
        IbanError::CheckDigits if tr => {
            "IBAN'ın 3. ve 4. karakteri kontrol basamağıdır, rakam olmalı".into()
        }
        IbanError::CheckDigits => {
            "an IBAN's third and fourth characters are its check digits".into()
        }
        IbanError::Length { country, want, got } if tr => {
            format!("{country} IBAN'ı {want} karakterdir; yazılan {got} karakter")
        }
        IbanError::Length { country, want, got } => {
            format!("a {country} IBAN has {want} characters; this one has {got}")
        }
        IbanError::LengthRange { got } if tr => {
            format!("IBAN 15 ile 34 karakter arasıdır; yazılan {got} karakter")
        }
        IbanError::LengthRange { got } => {
            format!("an IBAN has 15 to 34 characters; this one has {got}")
        }
        IbanError::Checksum if tr => {
            "IBAN'ın kontrol basamakları tutmuyor: bir rakam yanlış ya da iki rakamın yeri değişmiş"
                .into()
        }
        IbanError::Checksum => {
            "the IBAN's check digits do not match: a digit is wrong or two are swapped".into()
        }
    }
}

/// Why a handle was refused (one line).
pub fn handle_error(e: &HandleError, lang: Lang) -> String {
    let tr = lang == Lang::Tr;
    match e {
        HandleError::Iban(i) => iban_error(i, lang),
        HandleError::Papara { got } if tr => {
            format!("Papara numarası 6–12 rakamdır: “{got}”")
        }
        HandleError::Papara { got } => format!("a Papara number has 6 to 12 digits: “{got}”"),
        HandleError::Phone { got } if tr => {
            format!("telefon numarası 7–15 rakamdır (başta + olabilir): “{got}”")
        }
        HandleError::Phone { got } => {
            format!("a phone number has 7 to 15 digits (perhaps a leading +): “{got}”")
        }
        HandleError::NoteChar { ch } if tr => format!(
            "not görünmeyen ya da yazıyı yöneten bir karakter içeriyor (U+{:04X})",
            u32::from(*ch)
        ),
        HandleError::NoteChar { ch } => format!(
            "the note holds an invisible, control or direction character (U+{:04X})",
            u32::from(*ch)
        ),
        HandleError::NoteTooLong { max } if tr => format!("not en çok {max} karakter olabilir"),
        HandleError::NoteTooLong { max } => format!("the note can be at most {max} characters"),
    }
}

/// `racon ledger payee NAME` with nothing to set.
pub fn nothing_to_set(lang: Lang) -> &'static str {
    lang.pick(
        "ne kaydedileceği yazılmadı: --iban, --papara, --phone, --note ya da --clear",
        "nothing to record: give --iban, --papara, --phone, --note or --clear",
    )
}

/// After `racon ledger payee NAME …`.
pub fn payee_done(name: &str, h: &Handle, lang: Lang) -> String {
    if h.is_empty() {
        return match lang {
            Lang::Tr => format!("{name}: ödeme bilgisi silindi"),
            Lang::En => format!("{name}: payment details cleared"),
        };
    }
    format!("{name}: {}", handle(h, lang))
}

/// `racon ledger payee` with no handle recorded.
pub fn no_payees(lang: Lang) -> &'static str {
    lang.pick(
        "Defterde ödeme bilgisi yok (racon ledger payee AD --iban …).",
        "No payment details in the ledger (racon ledger payee NAME --iban …).",
    )
}

/// The heading of `racon ledger payee`.
pub fn payees_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Ödeme bilgileri ({n}):"),
        Lang::En => format!("Payment details ({n}):"),
    }
}

/// What a player pays or receives in all (M2): `alacağı toplam 175,00 ₺`,
/// `ödeyeceği toplam 80,00 ₺`; `money` is the amount already worded.
pub fn in_all(kurus: Kurus, money: &str, lang: Lang) -> String {
    match (kurus.get().signum(), lang) {
        (1, Lang::Tr) => format!("alacağı toplam {money}"),
        (1, Lang::En) => format!("receives {money} in all"),
        (-1, Lang::Tr) => format!("ödeyeceği toplam {money}"),
        (-1, Lang::En) => format!("pays {money} in all"),
        (_, Lang::Tr) => "ne öder ne alır".into(),
        (_, Lang::En) => "pays and receives nothing".into(),
    }
}

/// The transfers table's column of the payees' handles.
pub fn handle_header(lang: Lang) -> &'static str {
    lang.pick("Ödeme bilgisi", "Payment details")
}

/// The players table's "in all" column.
pub fn in_all_header(lang: Lang) -> &'static str {
    lang.pick("Toplamda", "In all")
}

/// Under a report's players table when the night had expenses: what the
/// "in all" column counts.
pub fn in_all_note(lang: Lang) -> &'static str {
    lang.pick(
        "Toplamda: oyuncunun sonda ödeyeceği (−) ya da alacağı (+) toplam, yani kendisine ve kendisinden yapılan ödemelerin toplamı: fişinin parası, masraf için verdiği ile payı ve yerinde ödenenler hesaba katılmış olarak.",
        "In all: what the player pays (−) or receives (+) at the end in all, the sum of the transfers to and from him: his chips' money with what he paid for expenses, his share of them and what was paid on the spot counted in.",
    )
}

/// The chat text's heading over the players' totals.
pub fn chat_totals(lang: Lang) -> &'static str {
    lang.pick("Toplamda:", "In all:")
}

/// The chat text's heading over the transfers.
pub fn chat_transfers(lang: Lang) -> &'static str {
    lang.pick("Ödemeler:", "Transfers:")
}

/// The chat text when nobody pays anybody.
pub fn chat_nobody(lang: Lang) -> &'static str {
    lang.pick("Kimse kimseye borçlu değil.", "Nobody owes anybody.")
}

/// The chat text's line about the expenses folded in.
pub fn chat_expenses(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("({n} masraf ve yerinde ödenenler hesaba katıldı.)"),
        Lang::En => format!("({n} expense(s) and payments on the spot included.)"),
    }
}

/// The hesap screen's `g` overlay: its title.
pub fn chat_title(lang: Lang) -> &'static str {
    lang.pick(" Gruba gönder ", " Send to the group ")
}

/// The overlay's note on the clipboard.
pub fn copied(lang: Lang) -> &'static str {
    lang.pick(
        "Metin panoya gönderildi (OSC 52); bazı terminaller bunu yok sayar, o zaman metni buradan seçip kopyalayın.",
        "The text was sent to the clipboard (OSC 52); some terminals ignore that: then select and copy it from here.",
    )
}

/// The overlay's line over the QR code.
pub fn qr_whatsapp(lang: Lang) -> &'static str {
    lang.pick(
        "Telefonla okutun: WhatsApp'ta bu metinle açılır.",
        "Scan it with a phone: it opens WhatsApp with this text.",
    )
}

/// The overlay's line over the live page's QR code (the text is too long
/// for a QR code of its own).
pub fn qr_live(lang: Lang) -> &'static str {
    lang.pick(
        "Metin QR koduna sığmıyor; bu kod canlı sayfayı açar, paylaş düğmesi orada.",
        "The text is too long for a QR code; this one opens the live page, whose share button sends it.",
    )
}

/// The overlay's line when there is no QR code to show.
pub fn qr_none(lang: Lang) -> &'static str {
    lang.pick(
        "Metin QR koduna sığmıyor; telefonlarla paylaşmak için masada S'ye basın, sonra tekrar g.",
        "The text is too long for a QR code; press S on the table to share with phones, then g again.",
    )
}

/// The overlay's line when the window is too small for the code.
pub fn qr_small(lang: Lang) -> &'static str {
    lang.pick(
        "QR kodu bu pencereye sığmıyor: pencereyi büyütüp tekrar g'ye basın.",
        "The QR code does not fit this window: enlarge it and press g again.",
    )
}

/// The overlay's footer.
pub fn chat_close(lang: Lang) -> &'static str {
    lang.pick("Herhangi bir tuş: kapat", "Any key: close")
}

/// On the hesap screen when the settlement is not ready yet.
pub fn chat_not_ready(lang: Lang) -> &'static str {
    lang.pick(
        "Gruba gönderilecek hesap henüz yok: önce herkesin fişi sayılsın ve fark çözülsün.",
        "No settlement to send yet: count everyone's chips and resolve any difference first.",
    )
}

/// The live page's share button and its fallbacks.
pub fn share_button(lang: Lang) -> &'static str {
    lang.pick("Hesabı paylaş", "Share the settlement")
}

pub fn whatsapp_link(lang: Lang) -> &'static str {
    lang.pick("WhatsApp'ta gönder", "Send on WhatsApp")
}

pub fn copy_button(lang: Lang) -> &'static str {
    lang.pick("Metni kopyala", "Copy the text")
}
