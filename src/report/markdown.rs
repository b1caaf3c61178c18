//! The Markdown report: the same content as the text one, with tables.

use super::Facts;
use crate::i18n::money::chips;
use crate::i18n::{Lang, report as words};

pub fn render(f: &Facts, lang: Lang) -> String {
    let mut out = Vec::<String>::new();
    out.push(format!("# {}", words::title(lang)));
    out.push(String::new());
    out.push(format!("## {}", escape(&f.state.setup.name)));
    out.push(String::new());
    out.push(format!("- {}: {}", words::date_label(lang), f.date(lang)));
    out.push(format!(
        "- {}: {}",
        words::rules_label(lang),
        escape(&f.rules_line(lang))
    ));
    out.push(format!(
        "- {}: {}",
        words::length_label(lang),
        f.length_line(lang)
    ));
    out.push(format!(
        "- {}: {}",
        words::chip_label(lang),
        f.money(f.chip_value(), lang)
    ));
    out.push(format!("- {}", words::status(f.ended(), lang)));
    out.push(String::new());

    let row = |cells: [String; 8]| -> String { format!("| {} |", f.shown(cells).join(" | ")) };
    out.push(row(f.header_cells(lang)));
    out.push(row([
        ":--".into(),
        "--:".into(),
        "--:".into(),
        "--:".into(),
        "--:".into(),
        "--:".into(),
        "--:".into(),
        "--:".into(),
    ]));
    for r in &f.rows {
        let mut cells = f.row_cells(r, lang);
        cells[0] = escape(&r.name);
        out.push(row(cells));
    }
    let mut sum = f.sum_cells(lang);
    sum[0] = format!("**{}**", sum[0]);
    out.push(row(sum));
    out.push(String::new());
    if f.with_in_all() {
        out.push(escape(crate::i18n::payee::in_all_note(lang)));
        out.push(String::new());
    }
    for note in f.notes(lang) {
        out.push(escape(&note));
        out.push(String::new());
    }

    let expenses = f.expense_lines(lang);
    if !expenses.is_empty() {
        let h = crate::i18n::ledger::expenses_heading(expenses.len(), lang);
        out.push(format!("### {}", escape(h.trim_end_matches(':'))));
        out.push(String::new());
        for line in &expenses {
            out.push(format!("- {}", escape(line)));
        }
        out.push(String::new());
        out.push(escape(crate::i18n::ledger::shares_rule(lang)));
        out.push(String::new());
    }
    let spot = f.spot_lines(lang);
    if !spot.is_empty() {
        let h = crate::i18n::ledger::spot_heading(lang);
        out.push(format!("### {}", escape(h.trim_end_matches(':'))));
        out.push(String::new());
        for line in &spot {
            out.push(format!("- {}", escape(line)));
        }
        out.push(String::new());
    }
    let heading = f.transfers_heading(lang);
    out.push(format!("### {}", escape(heading.trim_end_matches(':'))));
    out.push(String::new());
    if f.payments.is_empty() {
        out.push(crate::i18n::money::nobody_pays(lang).to_string());
    } else {
        let [from, to, c, m] = words::transfer_header(lang);
        // The payees' handles get a column when any of them has one.
        let handles = f.payments.iter().any(|p| p.handle.is_some());
        let (h, hr) = if handles {
            (
                format!(" {} |", crate::i18n::payee::handle_header(lang)),
                " :-- |",
            )
        } else {
            (String::new(), "")
        };
        out.push(format!("| {from} | {to} | {c} | {m} |{h}"));
        out.push(format!("| :-- | :-- | --: | --: |{hr}"));
        for p in &f.payments {
            let cell = if handles {
                format!(" {} |", escape(&f.handle_text(p, lang).unwrap_or_default()))
            } else {
                String::new()
            };
            out.push(format!(
                "| {} | {} | {} | {} |{cell}",
                escape(&p.from),
                escape(&p.to),
                if f.settlement.money_only {
                    "–".to_string()
                } else {
                    chips(p.chips, lang)
                },
                f.money(p.kurus, lang)
            ));
        }
    }
    if f.with_deposits() {
        out.push(String::new());
        out.push(crate::i18n::money::deposits_note(lang).to_string());
    }
    out.push(String::new());
    out.push(format!(
        "_{}_",
        escape(&words::footer(&f.printed(lang), lang))
    ));
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// Backslash-escapes the characters Markdown (and a table cell) would
/// read as syntax, so names print as typed.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '~' | '!'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escapes_table_and_emphasis_syntax() {
        assert_eq!(escape("A|B *c* _d_"), "A\\|B \\*c\\* \\_d\\_");
        assert_eq!(escape("Işıl"), "Işıl");
    }
}
