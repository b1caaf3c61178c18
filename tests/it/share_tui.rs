//! Issue 26 on the host's screen: the hesap shows what each player pays or
//! receives in all (M2), no "(0 fiş)" (B8), the payee's handle beside the
//! transfers to him, and `g` opens the group-chat panel (the chat text, a
//! QR code or why there is none) and hands the text to the clipboard
//! (OSC 52), in both languages.

use crate::common;
use crate::tui_common;

use racon::i18n::Lang;
use racon::money::ledger::LedgerEvent;
use racon::money::payee::Handle;
use racon::store::ledger::LedgerFile;
use racon::tui::app::{App, Overlay};
use racon::tui::overlay::QrOpens;
use racon::tui::screens::Screen;
use tui_common::*;

const IBAN: &str = "TR330006100519786457841326";

/// The default night, its first player's IBAN in the ledger, counted
/// (600 300 500 200 against 400 each) and ended; on the hesap screen.
fn settled(tag: &str, lang: Lang) -> (common::TempDir, App) {
    let (tmp, mut app) = started(tag, lang);
    let first = state(&app).players[racon::units::PlayerId(0)].name.clone();
    let mut ledger = LedgerFile::open(&tmp.dirs()).unwrap();
    let payee = LedgerEvent::Payee {
        name: first.to_uppercase(),
        handle: Handle {
            iban: Some(IBAN.into()),
            ..Handle::default()
        },
    };
    ledger.append(T0, payee).unwrap();
    drop(ledger);
    keys(&mut app, "s", T0 + 5 * MIN);
    for c in ["600", "300", "500", "200"] {
        keys(&mut app, &format!("{c}⏎"), T0 + 5 * MIN);
    }
    keys(&mut app, "⎋E⏎", T0 + 5 * MIN);
    assert!(app.ended(), "{:?}", app.message());
    keys(&mut app, "s", T0 + 6 * MIN);
    assert_eq!(app.screen(), Screen::Hesap);
    (tmp, app)
}

#[test]
fn hesap_shows_in_all_and_the_payees_handle() {
    for lang in [Lang::Tr, Lang::En] {
        let (_t, app) = settled("s6a-hesap", lang);
        let out = render(&app, 120, 40, T0 + 6 * MIN);
        let first = state(&app).players[racon::units::PlayerId(0)].name.clone();
        let (get, pay) = if lang == Lang::Tr {
            ("alacağı toplam 200,00 ₺", "ödeyeceği toplam 100,00 ₺")
        } else {
            ("receives ₺200.00 in all", "pays ₺100.00 in all")
        };
        assert!(out.contains(get), "{out}");
        assert!(out.contains(pay), "{out}");
        assert!(
            out.contains("IBAN TR33 0006 1005 1978 6457 8413 26"),
            "{out}"
        );
        // The handle stands on the lines of the transfers to him only.
        for line in rows(&out).iter().filter(|l| l.contains(" → ")) {
            assert_eq!(
                line.contains("IBAN"),
                line.contains(&format!("→ {first}:")),
                "{line}"
            );
            // Chips transfers keep their chips.
            assert!(line.contains(lang.pick("fiş)", "chips)")), "{line}");
        }
        // The footer offers `g`.
        assert!(
            out.contains(lang.pick("gruba gönder", "send to the group")),
            "{out}"
        );
    }
}

#[test]
fn g_opens_the_chat_panel_and_sends_the_text_to_the_clipboard() {
    for lang in [Lang::Tr, Lang::En] {
        let (_t, mut app) = settled("s6a-chat-panel", lang);
        // A big window: the WhatsApp code fits beside the text.
        app.ctx.size = Some((200, 80));
        keys(&mut app, "g", T0 + 6 * MIN);
        let Some(Overlay::Chat(panel)) = app.ctx.overlay.clone() else {
            panic!("{:?} {:?}", app.ctx.overlay, app.message());
        };
        assert_eq!(panel.opens, QrOpens::WhatsApp);
        assert!(!panel.qr.is_empty());
        assert!(panel.text.contains("IBAN TR33 0006 1005 1978 6457 8413 26"));
        assert_eq!(app.ctx.clipboard.as_deref(), Some(panel.text.as_str()));
        let osc = racon::tui::screens::hesap_chat::osc52(&panel.text);
        assert!(osc.starts_with("\x1b]52;c;") && osc.ends_with('\x07'));
        let out = render(&app, 200, 80, T0 + 6 * MIN);
        assert!(
            out.contains(racon::i18n::payee::chat_title(lang).trim()),
            "{out}"
        );
        assert!(out.contains("OSC 52"), "{out}");
        assert!(out.contains("▀") || out.contains("▄"), "no QR drawn: {out}");
        for line in panel.text.lines().filter(|l| !l.is_empty()) {
            assert!(out.contains(line), "{line}: {out}");
        }
        // Any key closes it and does nothing else.
        keys(&mut app, "E", T0 + 6 * MIN);
        assert!(app.ctx.overlay.is_none());
        assert_eq!(app.screen(), Screen::Hesap);
        // At 80×24 the code does not fit: said so.
        app.ctx.size = Some((80, 24));
        keys(&mut app, "g", T0 + 6 * MIN);
        let Some(Overlay::Chat(small)) = app.ctx.overlay.clone() else {
            panic!()
        };
        assert_eq!(small.opens, QrOpens::TooSmall);
        assert!(small.qr.is_empty());
        let out = render(&app, 80, 24, T0 + 6 * MIN);
        let none = racon::i18n::payee::qr_small(lang);
        let start: String = none.chars().take(15).collect();
        assert!(out.contains(&start), "{out}");
    }
}

#[test]
fn g_before_the_count_says_why_nothing_is_sent() {
    let (_t, mut app) = started("s6a-early", Lang::Tr);
    keys(&mut app, "sg", T0);
    assert!(app.ctx.overlay.is_none());
    assert!(app.ctx.clipboard.is_none());
    let (msg, error) = app.message().unwrap();
    assert!(error, "{msg}");
}
