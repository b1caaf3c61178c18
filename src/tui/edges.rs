//! The screen's edges with the disk and the network: the quit question that
//! never claims "saved" when it is not (issue 12 F1), the notice of a
//! repaired torn tail (F5), and sharing the night with phones (issue 16).
//!
//! Note for the design: this module imports `crate::web` (the shell that
//! serves the page); the share is started and stopped from the table screen.

use super::app::{Confirm, Ctx, Msg, Overlay, Prompt, PromptKind};
use super::field::TextField;
use crate::i18n::tui as tx;
use crate::i18n::{Lang, store as st};
use crate::store::night::QuitCheck;
use std::path::Path;

/// `q`: retries a failed save first; asks with what is true.
pub fn ask_quit(ctx: &mut Ctx) {
    let Some(nf) = ctx.night.as_mut() else {
        return ctx.ask(Confirm::Quit);
    };
    match nf.quit_check() {
        QuitCheck::Saved => ctx.ask(Confirm::Quit),
        check => {
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
            )
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
    let (addr, lan) = crate::web::default_bind();
    match crate::web::Share::start(&dir, addr) {
        Ok(s) => {
            let url = s.url().to_string();
            ctx.share_where = Some(Msg::new(|l| where_text(&lan, l), false));
            ctx.share = Some(s);
            ctx.overlay = Some(Overlay::Share);
            let w = ctx.share_where.clone();
            ctx.say(
                move |l| tx::sharing(&url, w.as_ref().map_or("", |m| m.text(l)), l),
                false,
            );
        }
        Err(e) => {
            let e = e.to_string();
            ctx.say(|l| tx::share_failed(&e, l), true)
        }
    }
}

fn where_text(lan: &Option<(std::net::Ipv4Addr, String)>, lang: Lang) -> String {
    match lan {
        Some((ip, iface)) => crate::i18n::web::serving_on(&ip.to_string(), iface, lang),
        None => crate::i18n::web::loopback_only(lang).to_string(),
    }
}

/// The lines of the share panel: where, the address, the code.
pub fn share_lines(ctx: &Ctx, max_rows: usize) -> Vec<String> {
    let Some(s) = &ctx.share else {
        return Vec::new();
    };
    let mut out = vec![
        ctx.share_where
            .as_ref()
            .map_or(String::new(), |m| m.text(ctx.lang).to_string()),
        s.url().to_string(),
    ];
    if let Some(qr) = crate::web::qr_lines(s.url(), 1)
        && qr.len() + out.len() + 2 <= max_rows
    {
        out.extend(qr);
    }
    out
}
