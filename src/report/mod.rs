//! The printed settlement of a night: plain text that
//! fits 80 columns, Markdown and CSV, from the night's [`State`].
//!
//! Pure: no clock, no files. The caller passes the night's creation time
//! and the time of printing ([`Meta`]); times of day are shown in the
//! creation time's UTC offset, so the same night prints the same anywhere.
//!
//! A report is refused while a player's chips are not counted or while the
//! count does not sum to zero and no resolution is recorded
//! (RELIABILITY 7): [`ReportError`].

mod chat;
mod csv;
mod facts;
pub mod handles;
mod json;
pub mod ledger;
mod markdown;
mod meta;
mod pdf;
pub mod pdf_draw;
pub mod pdf_ledger;
pub mod qr;
pub mod series;
mod text;

pub use chat::{CHAT_LIMIT, whatsapp_url};
pub use csv::{CsvTable, guard as csv_guard};
pub use handles::Handles;
pub use json::handle_json;

pub use meta::{Format, Meta, ReportError};

use crate::i18n::{Lang, report as words};
use crate::night::State;
use facts::Facts;

pub use csv::HEADER as CSV_HEADER;

/// Renders the settlement of `state`. CSV does not depend on `lang`.
pub fn render(
    state: &State,
    meta: &Meta,
    format: Format,
    lang: Lang,
) -> Result<String, ReportError> {
    let facts = Facts::new(state, meta)?;
    let text = match format {
        Format::Text => text::render(&facts, lang),
        Format::Markdown => markdown::render(&facts, lang),
        Format::Csv => csv::render(&facts),
        Format::Chat => chat::render(&facts, lang),
    };
    // Whatever text still holds a control character (a name or currency
    // from an older file) is escaped, never printed raw (F6).
    Ok(crate::rules::load::inert(&text).into_owned())
}

/// One table of the CSV report (`night report --format csv --table …`),
/// its header row first; refused exactly when [`render`] is.
pub fn render_csv_table(
    state: &State,
    meta: &Meta,
    table: CsvTable,
) -> Result<String, ReportError> {
    let facts = Facts::new(state, meta)?;
    Ok(crate::rules::load::inert(&csv::render_table(&facts, table)).into_owned())
}

/// The settlement of `state` as JSON (`night report --json`), refused
/// exactly when [`render`] is.
pub fn render_json(state: &State, meta: &Meta) -> Result<serde_json::Value, ReportError> {
    Ok(json::render(&Facts::new(state, meta)?))
}

/// The settlement of `state` as an A4 PDF in `lang` (`night report
/// --format pdf`), refused exactly when [`render`] is. `handles`: each
/// payee's payment handle as shown beside the transfers to him, by his
/// name (empty: none).
pub fn render_pdf(
    state: &State,
    meta: &Meta,
    lang: Lang,
    handles: &std::collections::BTreeMap<String, String>,
) -> Result<Vec<u8>, ReportError> {
    pdf::render(&Facts::new(state, meta)?, handles, lang)
}

/// Whether `first_line` is the first line of a report racon writes (any
/// format, any language): `--out` overwrites only such files.
pub fn is_report_first_line(first_line: &str) -> bool {
    let line = first_line.trim_end_matches(['\r', '\n']);
    let line = line.strip_prefix('\u{feff}').unwrap_or(line);
    [Lang::Tr, Lang::En].into_iter().any(|lang| {
        let title = words::title(lang);
        line == title || line.strip_prefix("# ") == Some(title)
    }) || csv_first_line(line)
        || ledger::is_first_line(line)
}

/// The header of a night CSV racon writes: the whole report's (today's or
/// an older racon's) or one `--table`'s.
fn csv_first_line(line: &str) -> bool {
    [
        CSV_HEADER,
        csv::OLD_HEADER,
        csv::TRANSFERS_HEADER,
        csv::MONEY_HEADER,
        csv::NIGHT_HEADER,
    ]
    .contains(&line)
}

/// Whether `text` is, as far as racon can tell, one whole report it wrote
/// and nothing more: a report's first line, and a report's end — the
/// night's footer (`Prepared by racon · …`, in Markdown between `_`), the
/// night CSV's `printed_at` row, the ledger's footer (`Printed by racon:
/// …`), or for the ledger's CSV nothing but its rows. A report the host
/// wrote his own lines after is not one: `--out` leaves it alone (G12).
pub fn is_whole_report(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.trim().is_empty())
        .collect();
    let (Some(first), Some(last)) = (lines.first(), lines.last()) else {
        return false;
    };
    if !is_report_first_line(first) {
        return false;
    }
    if *first == ledger::CSV_HEADER {
        return lines[1..].iter().all(|l| {
            ["player,", "debt,", "settle,"]
                .iter()
                .any(|p| l.starts_with(p))
        });
    }
    if csv_first_line(first) {
        // The whole report ends with the night's `printed_at` row; one
        // table (`--table`) has no empty line in it.
        let sections = text.contains("\n\n") || text.contains("\r\n\r\n");
        return if sections {
            [CSV_HEADER, csv::OLD_HEADER].contains(first) && last.starts_with("printed_at,")
        } else {
            *first != csv::NIGHT_HEADER || last.starts_with("printed_at,")
        };
    }
    let last = last.trim();
    let last = last
        .strip_prefix('_')
        .and_then(|l| l.strip_suffix('_'))
        .unwrap_or(last);
    [Lang::Tr, Lang::En].into_iter().any(|lang| {
        last.starts_with(&words::footer("", lang))
            || last.starts_with(&crate::i18n::ledger::report_footer("", lang))
    })
}
