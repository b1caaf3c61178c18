//! The Markdown report: the same content as the text one, with tables.

use super::facts::Facts;
use crate::i18n::money::chips;
use crate::i18n::{Lang, report as words};

pub fn render(f: &Facts, lang: Lang) -> String {
    let mut out = head(f, lang);
    out.extend(players(f, lang));
    out.extend(expenses(f, lang));
    out.extend(transfers(f, lang));
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

/// The title, the night's name and its facts as a list.
fn head(f: &Facts, lang: Lang) -> Vec<String> {
    vec![
        format!("# {}", words::title(lang)),
        String::new(),
        format!("## {}", escape(&f.state.setup.name)),
        String::new(),
        format!("- {}: {}", words::date_label(lang), f.date(lang)),
        format!(
            "- {}: {}",
            words::rules_label(lang),
            escape(&f.rules_line(lang))
        ),
        format!("- {}: {}", words::length_label(lang), f.length_line(lang)),
        format!(
            "- {}: {}",
            words::chip_label(lang),
            f.money(f.chip_value(), lang)
        ),
        format!("- {}", words::status(f.ended(), lang)),
        String::new(),
    ]
}

/// The players table and the notes under it.
fn players(f: &Facts, lang: Lang) -> Vec<String> {
    let row = |cells: [String; 8]| -> String { format!("| {} |", f.shown(cells).join(" | ")) };
    let mut out = vec![row(Facts::header_cells(lang))];
    let mut rule: [String; 8] = std::array::from_fn(|_| "--:".to_string());
    rule[0] = ":--".into();
    out.push(row(rule));
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
    out
}

/// The shared expenses and the payments made on the spot, each under its
/// heading when there are any.
fn expenses(f: &Facts, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
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
    out
}

/// Who pays whom, as a table under its heading (with the payees' handles
/// when any of them has one), or that nobody pays.
fn transfers(f: &Facts, lang: Lang) -> Vec<String> {
    let heading = f.transfers_heading(lang);
    let mut out = vec![
        format!("### {}", escape(heading.trim_end_matches(':'))),
        String::new(),
    ];
    if f.payments.is_empty() {
        out.push(crate::i18n::money::nobody_pays(lang).to_string());
        return out;
    }
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
            format!(" {} |", escape(&p.handle_text(lang).unwrap_or_default()))
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
    out
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
