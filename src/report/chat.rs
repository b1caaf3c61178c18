//! The settlement for the group chat (`night report --format chat`,
//! issue 26): a short plain text a phone shows whole — no box drawing, no
//! table — the night's name and date, one line per transfer with the
//! payee's handle when the ledger has one, and what each player pays or
//! receives in all. At most [`CHAT_LIMIT`] characters for ten players
//! with long names (a test checks).

use super::facts::Facts;
use crate::i18n::{Lang, payee as words};
use std::fmt::Write as _;

/// The length the chat text is kept within for ten players.
pub const CHAT_LIMIT: usize = 1500;

pub fn render(f: &Facts, lang: Lang) -> String {
    let mut out = Vec::<String>::new();
    out.push(format!("racon · {}", f.state.setup.name.trim()));
    out.push(f.date(lang));
    out.push(String::new());
    if f.payments.is_empty() {
        out.push(words::chat_nobody(lang).to_string());
    } else {
        out.push(words::chat_transfers(lang).to_string());
        for p in &f.payments {
            let mut line = format!("{} → {}: {}", p.from, p.to, f.money(p.kurus, lang));
            if let Some(h) = p.handle_text(lang) {
                line.push_str(" · ");
                line.push_str(&h);
            }
            out.push(line);
        }
        let st = f.state;
        if f.settlement.money_only && !st.money.expenses.is_empty() {
            out.push(words::chat_expenses(st.money.expenses.len(), lang));
        }
    }
    out.push(String::new());
    out.push(words::chat_totals(lang).to_string());
    out.extend(f.in_all_lines(lang));
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// `https://wa.me/?text=…`: the link that opens a `WhatsApp` chat with
/// `text` typed, the text percent-encoded (RFC 3986: all but the unreserved
/// characters).
pub fn whatsapp_url(text: &str) -> String {
    let mut url = String::from("https://wa.me/?text=");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            url.push(char::from(b));
        } else {
            let _ = write!(url, "%{b:02X}");
        }
    }
    url
}

#[cfg(test)]
mod tests {
    use super::whatsapp_url;

    #[test]
    fn the_link_encodes_every_byte_but_the_unreserved() {
        assert_eq!(
            whatsapp_url("Ali → Can: 5,00 ₺\n"),
            "https://wa.me/?text=Ali%20%E2%86%92%20Can%3A%205%2C00%20%E2%82%BA%0A"
        );
    }
}
