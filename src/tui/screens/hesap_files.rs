//! Hesap's files and print: the settlement written to the night's folder
//! (`w`) or sent to lp/lpr (`p`), through `store::export`.

use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::store::export;
use crate::tui::ctx::Ctx;

/// Writes `text` to `path`, refusing to replace a file racon did not write.
fn write_report(path: &std::path::Path, text: &str, lang: Lang) -> Result<(), String> {
    export::write_report(path, text).map_err(|e| crate::i18n::report::export_error(&e, lang))
}

/// The settlement in `format` in both languages, or why it cannot be made.
fn report(
    ctx: &Ctx,
    format: crate::report::Format,
    now: i64,
    lang: Lang,
) -> Result<String, String> {
    let nf = ctx
        .night
        .as_ref()
        .ok_or_else(|| tx::t(T::NoNight, lang).to_string())?;
    let printed_at = chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_default()
        .with_timezone(&chrono::Local)
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    // Never from a part of the journal (G1).
    let night = nf
        .whole()
        .map_err(|e| crate::i18n::store::not_settled_damaged(&e, lang))?;
    // The payees' handles beside the transfers to them (issue 26).
    let handles = crate::report::Handles::from_ledger(&crate::store::ledger::payees(&ctx.dirs));
    let meta = crate::report::Meta::of(night, nf.created(), &printed_at).with_handles(handles);
    crate::report::render(night.state(), &meta, format, lang).map_err(|e| e.message(lang))
}

/// `w` on hesap: the settlement as text, Markdown and CSV in the night's
/// folder (files racon wrote before are replaced, others never).
pub fn export_report(ctx: &mut Ctx, now: i64) {
    use crate::report::Format;
    let lang = ctx.lang;
    let Some(dir) = ctx.night.as_ref().map(|n| n.dir().to_path_buf()) else {
        return;
    };
    let mut written = Vec::new();
    for (format, file) in [
        (Format::Text, "hesap.txt"),
        (Format::Markdown, "hesap.md"),
        (Format::Csv, "hesap.csv"),
    ] {
        let Ok(text) = report(ctx, format, now, lang) else {
            let both = |l| report(ctx, format, now, l).err().unwrap_or_default();
            let (tr, en) = (both(Lang::Tr), both(Lang::En));
            return ctx.say(|l| l.pick(&tr, &en).to_string(), true);
        };
        let path = dir.join(file);
        if let Err(m) = write_report(&path, &text, lang) {
            return ctx.say(|_| m.clone(), true);
        }
        written.push(path.display().to_string());
    }
    let all = written.join(", ");
    ctx.say(|l| crate::i18n::report::written(&all, l), false);
}

/// `p` on hesap: the text settlement to the printer, on a thread of its
/// own (a printer that hangs never freezes the table, G5), or where to
/// find it when there is none. [`poll_print`] says how it went.
pub fn print_report(ctx: &mut Ctx, now: i64) {
    let lang = ctx.lang;
    if let Some(job) = &ctx.printing {
        let name = job.name;
        return ctx.say(|l| crate::i18n::report::still_printing(name, l), false);
    }
    let text = match report(ctx, crate::report::Format::Text, now, lang) {
        Ok(t) => t,
        Err(m) => return ctx.say(|_| m.clone(), true),
    };
    if let Some(printer) = export::find_printer(ctx.path_var.as_deref()) {
        let name = printer.name;
        ctx.printing = Some(export::PrintJob::start(printer, text, ctx.print_limit));
        ctx.say(|l| crate::i18n::report::printing(name, l), false);
    } else {
        let Some(dir) = ctx.night.as_ref().map(|n| n.dir().to_path_buf()) else {
            return;
        };
        let path = dir.join("hesap.txt");
        if let Err(m) = write_report(&path, &text, lang) {
            return ctx.say(|_| m.clone(), true);
        }
        let shown = export::shell_word(&path.display().to_string());
        ctx.say(|l| crate::i18n::report::no_printer_file(&shown, l), true);
    }
}

/// Says how the print [`print_report`] started went, once it is done or
/// stopped at its limit; `true` when the message changed (redraw).
pub fn poll_print(ctx: &mut Ctx) -> bool {
    let Some(job) = &ctx.printing else {
        return false;
    };
    let Some(done) = job.poll() else {
        return false;
    };
    let name = job.name;
    ctx.printing = None;
    match done {
        Ok(()) => ctx.say(|l| crate::i18n::report::sent_to_printer(name, l), false),
        Err(e) => ctx.say(|l| crate::i18n::report::print_error(name, &e, l), true),
    }
    true
}
