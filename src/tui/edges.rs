//! The screen's edges with the disk and the network: the quit question that
//! never claims "saved" when it is not (F1 in docs/RELIABILITY-TESTS.md, and
//! B4: the setup form's unsaved edits), the notice of a repaired torn tail
//! (F5), and sharing the night with phones.
//!
//! The screen does not import the web shell: the binary hands it a
//! [`super::share::Sharer`] (see `cli::serve::screen_sharer`).

use super::ctx::Ctx;
use super::field::TextField;
use super::overlay::{Confirm, Msg, Overlay, Prompt, PromptKind};
use crate::i18n::store as st;
use crate::i18n::tui as tx;
use crate::store::night::QuitCheck;
use std::path::Path;

/// `q`: retries a failed save first; asks with what is true. (On the setup
/// form with edits not saved, the setup screen asks its own question.)
pub fn ask_quit(ctx: &mut Ctx) {
    let Some(nf) = ctx.night.as_mut() else {
        return ctx.ask(Confirm::Quit);
    };
    match nf.quit_check() {
        QuitCheck::Saved => ctx.ask(Confirm::Quit),
        check @ QuitCheck::NotSaved { .. } => {
            let m = Msg::new(|l| st::quit_question(l, &check), true);
            ctx.ask(Confirm::QuitUnsaved(m));
        }
    }
}

/// `w` on the unsaved quit question: ask for a file.
pub fn ask_export(ctx: &mut Ctx) {
    ctx.overlay = Some(Overlay::Prompt(Prompt {
        kind: PromptKind::ExportPending,
        field: TextField::default(),
    }));
}

/// Writes the unsaved actions to `path` (never over an existing file).
pub fn export(ctx: &mut Ctx, path: &str) {
    let Some(nf) = ctx.night.as_ref() else { return };
    let path = path.trim();
    if path.is_empty() {
        return ask_export(ctx);
    }
    let p = Path::new(path);
    match nf.export_pending(p) {
        Ok(n) => ctx.say(|l| st::pending_exported(l, n, p), false),
        Err(e) => {
            // The reason in the host's language, the name as typed but inert.
            let (kind, e, path) = (e.kind(), e.to_string(), crate::store::shown(p));
            ctx.say(
                |l| tx::export_failed(&path, &st::io_reason(kind, &e, l), l),
                true,
            );
        }
    }
}

/// Shows the first repaired torn tail the host has not seen, if any.
pub fn show_repair(ctx: &mut Ctx) {
    if ctx.overlay.is_some() {
        return;
    }
    let Some(r) = ctx.night.as_ref().and_then(|n| n.repair_report()) else {
        return;
    };
    let m = Msg::new(|l| st::repair_notice(l, r), true);
    ctx.ask(Confirm::Repaired(m));
}

/// Enter on the repair notice: not shown again; the next one, if any.
pub fn acknowledge_repair(ctx: &mut Ctx) {
    if let Some(nf) = ctx.night.as_mut()
        && let Err(e) = nf.acknowledge_repair()
    {
        let (kind, e) = (e.kind(), e.to_string());
        ctx.say(move |l| st::io_reason(kind, &e, l), true);
    }
    show_repair(ctx);
}

/// `S` on the table: starts sharing (and shows the code), or stops it.
pub fn toggle_share(ctx: &mut Ctx) {
    if let Some(s) = ctx.share.take() {
        s.stop();
        if ctx.overlay == Some(Overlay::Share) {
            ctx.overlay = None;
        }
        return ctx.say(|l| tx::share_stopped(l).to_string(), false);
    }
    let Some(dir) = ctx.night.as_ref().map(|n| n.dir().to_path_buf()) else {
        return;
    };
    let Some(start) = ctx.sharer.as_ref() else {
        return ctx.say(|l| tx::share_failed("-", l), true);
    };
    match start(&dir) {
        Ok(s) => {
            let url = s.url().to_string();
            let place = Msg::new(|l| s.place(l), false);
            ctx.share = Some(s);
            ctx.overlay = Some(Overlay::Share);
            ctx.say(move |l| tx::sharing(&url, place.text(l), l), false);
        }
        Err(e) => ctx.say(|l| tx::share_failed(&e, l), true),
    }
}

/// The share panel: where, the address, the code.
pub struct SharePanel {
    /// Which address it listens on, in words (left out when only the code
    /// and the address fit; the message line says it too).
    pub place: Option<String>,
    pub url: String,
    pub qr: Vec<String>,
}

/// What the share panel shows in `max_rows` rows inside its border.
pub fn share_panel(ctx: &Ctx, max_rows: usize) -> Option<SharePanel> {
    let s = ctx.share.as_ref()?;
    let url = s.url().to_string();
    let place = s.place(ctx.lang);
    let qr = s.qr().unwrap_or_default();
    let width = qr.iter().chain([&url]).map(|l| l.chars().count()).max();
    let place_rows = place.chars().count().div_ceil(width.unwrap_or(1).max(38));
    // The code matters most: at 80×24 the words go before the code does.
    Some(if qr.len() + 1 + place_rows <= max_rows {
        SharePanel {
            place: Some(place),
            url,
            qr,
        }
    } else if !qr.is_empty() && qr.len() < max_rows {
        SharePanel {
            place: None,
            url,
            qr,
        }
    } else {
        SharePanel {
            place: Some(place),
            url,
            qr: Vec::new(),
        }
    })
}
