//! The ledger's report: the season table and the open debts,
//! as text (a terminal or a printer), Markdown or CSV. Pure: the caller
//! gives the time of printing.

use super::meta::Format;
use crate::i18n::money::signed_money;
use crate::i18n::{Lang, ledger as words};
use crate::money::ledger::{Ledger, Source, Standing};
use crate::money::{Chips, Kurus};
use std::fmt::Write as _;

/// The first line of a ledger CSV.
pub const CSV_HEADER: &str =
    "section,name,nights,net_kurus,best_kurus,worst_kurus,open_kurus,from,to,kurus,night";

/// Whether `line` is the first line of a ledger report (any format, any
/// language).
pub fn is_first_line(line: &str) -> bool {
    [Lang::Tr, Lang::En].into_iter().any(|lang| {
        let t = words::title(lang);
        line == t || line.strip_prefix("# ") == Some(t)
    }) || line == CSV_HEADER
}

fn opt(v: Option<Kurus>, lang: Lang) -> String {
    v.map_or_else(|| "–".to_string(), |k| signed_money(k, lang))
}

/// The standings as a text table (the heading, then one line a player).
pub fn standings_text(rows: &[Standing], nights: usize, lang: Lang) -> String {
    if nights == 0 && rows.is_empty() {
        return format!("{}\n", words::no_nights(lang));
    }
    let head = words::columns(lang);
    let mut table: Vec<[String; 7]> = vec![head.map(str::to_string)];
    for r in rows {
        table.push([
            r.name.clone(),
            r.nights.to_string(),
            signed_money(r.net, lang),
            chips(r.chips, lang),
            opt(r.best, lang),
            opt(r.worst, lang),
            signed_money(r.open, lang),
        ]);
    }
    let mut widths = [0usize; 7];
    for row in &table {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut out = format!("{}\n", words::standings_heading(nights, lang));
    for row in &table {
        let mut line = String::new();
        for (i, (c, w)) in row.iter().zip(widths).enumerate() {
            let pad = w - c.chars().count();
            if i == 0 {
                line.push_str(c);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str("  ");
                line.push_str(&" ".repeat(pad));
                line.push_str(c);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Net chips with their sign, or `-` where chip values differ.
fn chips(c: Option<Chips>, lang: Lang) -> String {
    c.map_or_else(
        || "-".to_string(),
        |c| super::super::i18n::money::signed_chips(c, lang),
    )
}

pub(super) fn source_words(s: &Source, lang: Lang) -> String {
    match s {
        Source::Night(id) => words::source_night(id, lang),
        Source::Expense { what, .. } => words::source_expense(what, lang),
        Source::Overpaid { .. } => words::source_overpaid(lang).to_string(),
        Source::Settle { .. } => words::source_settle(lang).to_string(),
    }
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The whole report: every finished night, the open debts, the fewest
/// transfers that clear them, and the nights that were skipped (`skipped`:
/// one line each, already worded). Whatever text holds a control or
/// direction character (a name from an older ledger) is escaped, never
/// written raw (G7).
pub fn render(
    l: &Ledger,
    skipped: &[String],
    format: Format,
    printed_at: &str,
    lang: Lang,
) -> String {
    let text = render_raw(l, skipped, format, printed_at, lang);
    crate::rules::load::inert(&text).into_owned()
}

fn render_raw(
    l: &Ledger,
    skipped: &[String],
    format: Format,
    printed_at: &str,
    lang: Lang,
) -> String {
    match format {
        Format::Csv => csv(l),
        // The ledger has no chat text of its own: the plain text.
        Format::Text | Format::Markdown | Format::Chat => {
            let md = format == Format::Markdown;
            let mut out = vec![
                if md {
                    format!("# {}", words::title(lang))
                } else {
                    words::title(lang).to_string()
                },
                String::new(),
            ];
            out.extend(standings_lines(l, md, lang));
            out.push(String::new());
            out.extend(debts_lines(l, md, lang));
            if !skipped.is_empty() {
                out.push(String::new());
                out.extend(skipped.iter().cloned());
            }
            out.push(String::new());
            out.push(words::report_footer(printed_at, lang));
            let mut text = out.join("\n");
            text.push('\n');
            text
        }
    }
}

/// The CSV: its header, a `player` row per standing, a `debt` row per open
/// debt, a `settle` row per transfer that clears them.
fn csv(l: &Ledger) -> String {
    let mut out = format!("{CSV_HEADER}\n");
    for r in &l.standings(None) {
        let _ = writeln!(
            out,
            "player,{},{},{},{},{},{},,,,",
            csv_field(&r.name),
            r.nights,
            r.net,
            r.best.map_or_else(String::new, |v| v.to_string()),
            r.worst.map_or_else(String::new, |v| v.to_string()),
            r.open
        );
    }
    for d in &l.open_debts() {
        let _ = writeln!(
            out,
            "debt,,,,,,,{},{},{},{}",
            csv_field(l.name(&d.from)),
            csv_field(l.name(&d.to)),
            d.open(),
            csv_field(d.source.night().unwrap_or_default())
        );
    }
    for t in &l.settle().0 {
        let _ = writeln!(
            out,
            "settle,,,,,,,{},{},{},",
            csv_field(&t.from),
            csv_field(&t.to),
            t.kurus
        );
    }
    out
}

/// The season table: in Markdown under its heading, else as
/// [`standings_text`].
fn standings_lines(l: &Ledger, md: bool, lang: Lang) -> Vec<String> {
    let rows = l.standings(None);
    if !md {
        return vec![
            standings_text(&rows, l.nights.len(), lang)
                .trim_end()
                .to_string(),
        ];
    }
    let h = words::columns(lang);
    let mut out = vec![
        format!("## {}", words::standings_heading(l.nights.len(), lang)),
        String::new(),
        format!("| {} |", h.join(" | ")),
        "|---|---:|---:|---:|---:|---:|---:|".to_string(),
    ];
    for r in &rows {
        out.push(format!(
            "| {} | {} | {} | {} | {} | {} | {} |",
            r.name.replace('|', "\\|"),
            r.nights,
            signed_money(r.net, lang),
            chips(r.chips, lang),
            opt(r.best, lang),
            opt(r.worst, lang),
            signed_money(r.open, lang)
        ));
    }
    out
}

/// The open debts and the fewest transfers that clear them, or that there
/// are none.
fn debts_lines(l: &Ledger, md: bool, lang: Lang) -> Vec<String> {
    let debts = l.open_debts();
    if debts.is_empty() {
        return vec![words::no_debts(lang).to_string()];
    }
    let item = |line: String| {
        if md {
            format!("- {line}")
        } else {
            format!("  {line}")
        }
    };
    let h = words::debts_heading(debts.len(), lang);
    let mut out = vec![if md { format!("## {h}") } else { h }];
    if md {
        out.push(String::new());
    }
    for d in &debts {
        out.push(item(words::debt_line(
            l.name(&d.from),
            l.name(&d.to),
            d.open(),
            d.paid,
            &source_words(&d.source, lang),
            lang,
        )));
    }
    let (clear, exact) = l.settle();
    out.push(String::new());
    out.push(words::settle_heading(clear.len(), exact, lang));
    for t in &clear {
        out.push(item(format!(
            "{} → {}: {}",
            t.from,
            t.to,
            crate::i18n::money::money(t.kurus, lang)
        )));
    }
    out
}
