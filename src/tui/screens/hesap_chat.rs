//! Hesap's `g` (issue 26): the settlement for the group chat — the same
//! text as `night report --format chat` — in a panel with a QR code that
//! opens it on a phone (`https://wa.me/?text=…`; the live page's address
//! when the text is too long for a code and the night is shared), and
//! copied to the terminal's clipboard with OSC 52 where the terminal
//! allows.

use crate::i18n::{Lang, payee as words};
use crate::report::{Format, Handles, Meta};
use crate::tui::ctx::Ctx;
use crate::tui::overlay::{ChatPanel, Overlay, QrOpens};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

/// The OSC 52 sequence that asks the terminal to put `text` on the
/// clipboard: `ESC ] 52 ; c ; <base64> BEL`.
pub fn osc52(text: &str) -> String {
    use base64::Engine;
    let b64 = base64::engine::general_purpose::STANDARD.encode(text.as_bytes());
    format!("\x1b]52;c;{b64}\x07")
}

/// The chat text of the open night, or why there is none yet.
fn chat_text(ctx: &Ctx, handles: &Handles, now: i64, lang: Lang) -> Result<String, String> {
    let Some(nf) = ctx.night.as_ref() else {
        return Err(words::chat_not_ready(lang).to_string());
    };
    let night = nf
        .whole()
        .map_err(|e| crate::i18n::store::not_settled_damaged(&e, lang))?;
    let printed_at = chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_default()
        .with_timezone(&chrono::Local)
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    let meta = Meta::of(night, nf.created(), &printed_at).with_handles(handles.clone());
    crate::report::render(night.state(), &meta, Format::Chat, lang).map_err(|e| e.message(lang))
}

/// `g`: opens the panel and sends the text to the clipboard.
pub fn open(ctx: &mut Ctx, handles: &Handles, now: i64) {
    let lang = ctx.lang;
    let Ok(text) = chat_text(ctx, handles, now, lang) else {
        let both = |l| chat_text(ctx, handles, now, l).err().unwrap_or_default();
        let (tr, en) = (both(Lang::Tr), both(Lang::En));
        return ctx.say(|l| l.pick(&tr, &en).to_string(), true);
    };
    let (w, h) = ctx.size.unwrap_or((80, 24));
    let text_rows = text.lines().count() + 4;
    let fits = |qr: &[String]| layout(w, h, qr, text_rows).is_some();
    let whatsapp = crate::report::qr::qr_lines(&crate::report::whatsapp_url(&text), 1);
    let live = ctx.share.as_ref().and_then(|s| s.qr());
    let some_code = whatsapp.is_some() || live.is_some();
    let (qr, opens) = match (whatsapp, live) {
        (Some(q), _) if fits(&q) => (q, QrOpens::WhatsApp),
        (_, Some(q)) if fits(&q) => (q, QrOpens::LivePage),
        _ if some_code => (Vec::new(), QrOpens::TooSmall),
        _ => (Vec::new(), QrOpens::Nothing),
    };
    ctx.clipboard = Some(text.clone());
    ctx.overlay = Some(Overlay::Chat(ChatPanel { text, qr, opens }));
}

/// Where the code goes: beside the text (`true`) or under it, if the
/// window holds the code at all.
fn layout(w: u16, h: u16, qr: &[String], text_rows: usize) -> Option<bool> {
    let qr_w = qr.first().map_or(0, |l| l.chars().count());
    let (w, h) = (usize::from(w), usize::from(h).saturating_sub(2));
    if qr_w + 48 <= w && qr.len() + 3 <= h && text_rows <= h {
        Some(true)
    } else if qr_w + 2 <= w && qr.len() + text_rows + 3 <= h {
        Some(false)
    } else {
        None
    }
}

/// The panel over the whole screen.
pub fn draw(f: &mut Frame, panel: &ChatPanel, lang: Lang, area: Rect) {
    let about = match panel.opens {
        QrOpens::WhatsApp => words::qr_whatsapp(lang),
        QrOpens::LivePage => words::qr_live(lang),
        QrOpens::Nothing => words::qr_none(lang),
        QrOpens::TooSmall => words::qr_small(lang),
    };
    let mut words_lines: Vec<String> = panel.text.lines().map(str::to_string).collect();
    words_lines.push(String::new());
    words_lines.push(words::copied(lang).to_string());
    words_lines.push(about.to_string());
    words_lines.push(words::chat_close(lang).to_string());
    let text_rows = words_lines.len();
    let side = layout(area.width, area.height, &panel.qr, text_rows);
    f.render_widget(Clear, area);
    let block = Block::bordered().title(words::chat_title(lang));
    let inner = block.inner(area);
    f.render_widget(block, area);
    let style = Style::new().fg(Color::White).bg(Color::Black);
    let qr_w = panel.qr.first().map_or(0, |l| l.chars().count() as u16);
    let qr_h = panel.qr.len() as u16;
    let (text_area, qr_area) = match side {
        Some(true) => {
            let text_w = inner.width.saturating_sub(qr_w + 2);
            (
                Rect {
                    width: text_w,
                    ..inner
                },
                Rect {
                    x: inner.x + text_w + 2,
                    width: qr_w,
                    height: qr_h.min(inner.height),
                    ..inner
                },
            )
        }
        Some(false) => {
            let text_h = inner.height.saturating_sub(qr_h + 1);
            (
                Rect {
                    height: text_h,
                    ..inner
                },
                Rect {
                    y: inner.y + text_h + 1,
                    width: qr_w.min(inner.width),
                    height: qr_h,
                    ..inner
                },
            )
        }
        None => (inner, Rect::default()),
    };
    f.render_widget(
        Paragraph::new(words_lines.join("\n")).wrap(Wrap { trim: false }),
        text_area,
    );
    if side.is_some() {
        f.render_widget(Paragraph::new(panel.qr.join("\n")).style(style), qr_area);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn osc52_carries_the_text_in_base64() {
        assert_eq!(osc52("Işıl"), "\x1b]52;c;ScWfxLFs\x07");
    }

    #[test]
    fn a_code_goes_beside_the_text_under_it_or_nowhere() {
        let qr = vec!["█".repeat(41); 21];
        assert_eq!(layout(120, 40, &qr, 20), Some(true));
        assert_eq!(layout(60, 60, &qr, 20), Some(false));
        assert_eq!(layout(80, 24, &qr, 20), None);
    }
}
