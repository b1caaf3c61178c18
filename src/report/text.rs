//! The plain-text report: at most [`WIDTH`] characters a line, for a
//! terminal or a printer.

use super::facts::Facts;
use crate::i18n::money::chip_amount;
use crate::i18n::{Lang, num, report as words};

/// Characters a line may hold.
pub const WIDTH: usize = 80;

pub fn render(f: &Facts, lang: Lang) -> String {
    let mut out = head(f, lang);
    out.extend(players(f, lang));
    if f.with_in_all() {
        out.extend(wrap(crate::i18n::payee::in_all_note(lang), "", ""));
    }
    out.push(String::new());
    for note in f.notes(lang) {
        out.extend(wrap(&note, "", ""));
    }
    out.push(String::new());
    out.extend(expenses(f, lang));
    out.extend(transfers(f, lang));
    if f.with_deposits() {
        out.extend(wrap(crate::i18n::money::deposits_note(lang), "", ""));
    }
    out.push(String::new());
    out.extend(wrap(&words::footer(&f.printed(lang), lang), "", ""));
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// The title, the night's name and its facts.
fn head(f: &Facts, lang: Lang) -> Vec<String> {
    let mut out = vec![words::title(lang).to_string()];
    out.extend(wrap(&f.state.setup.name, "", ""));
    out.push(String::new());
    let facts = [
        format!("{}: {}", words::date_label(lang), f.date(lang)),
        format!("{}: {}", words::rules_label(lang), f.rules_line(lang)),
        format!("{}: {}", words::length_label(lang), f.length_line(lang)),
        format!(
            "{}: {} · {}",
            words::chip_label(lang),
            f.money(f.chip_value(), lang),
            words::status(f.ended(), lang)
        ),
    ];
    for line in &facts {
        out.extend(wrap(line, "", "  "));
    }
    out.push(String::new());
    out
}

/// The shared expenses and the payments made on the spot, each under its
/// heading when there are any.
fn expenses(f: &Facts, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let expenses = f.expense_lines(lang);
    if !expenses.is_empty() {
        out.extend(wrap(
            &crate::i18n::ledger::expenses_heading(expenses.len(), lang),
            "",
            "",
        ));
        for line in &expenses {
            out.extend(wrap(line, "  ", "    "));
        }
        out.extend(wrap(crate::i18n::ledger::shares_rule(lang), "", ""));
        out.push(String::new());
    }
    let spot = f.spot_lines(lang);
    if !spot.is_empty() {
        out.extend(wrap(crate::i18n::ledger::spot_heading(lang), "", ""));
        for line in &spot {
            out.extend(wrap(line, "  ", "    "));
        }
        out.push(String::new());
    }
    out
}

/// Who pays whom, with the payees' handles, or that nobody pays.
fn transfers(f: &Facts, lang: Lang) -> Vec<String> {
    if f.payments.is_empty() {
        return vec![crate::i18n::money::nobody_pays(lang).to_string()];
    }
    let mut out = wrap(&f.transfers_heading(lang), "", "");
    if f.settlement.money_only {
        out.extend(wrap(
            crate::i18n::ledger::money_transfers_note(lang),
            "",
            "",
        ));
    }
    for p in &f.payments {
        let line = if f.settlement.money_only {
            format!("{} → {}: {}", p.from, p.to, f.money(p.kurus, lang))
        } else {
            format!(
                "{} → {}: {}, {}",
                p.from,
                p.to,
                chip_amount(p.chips, lang),
                f.money(p.kurus, lang)
            )
        };
        out.extend(wrap(&line, "  ", "    "));
        if let Some(h) = p.handle_text(lang) {
            out.extend(wrap(&h, "      ", "      "));
        }
    }
    out
}

/// The players as a table, or one block each when the table would be
/// wider than [`WIDTH`] (long names and huge amounts).
fn players(f: &Facts, lang: Lang) -> Vec<String> {
    let pick = |cells: [String; 8]| f.shown(cells);
    let header = pick(Facts::header_cells(lang));
    let body: Vec<Vec<String>> = f.rows.iter().map(|r| pick(f.row_cells(r, lang))).collect();
    let sum = pick(f.sum_cells(lang));

    let cols = header.len();
    let width = num::widths(
        std::iter::once(&header)
            .chain(&body)
            .chain(std::iter::once(&sum))
            .map(Vec::as_slice),
    );
    let table_width = width.iter().sum::<usize>() + 2 * cols.saturating_sub(1);
    if table_width <= WIDTH {
        let line = |row: &[String]| num::row(row, &width);
        let rule = "-".repeat(table_width);
        let mut out = vec![line(&header), rule.clone()];
        out.extend(body.iter().map(|r| line(r)));
        out.push(rule);
        out.push(line(&sum));
        return out;
    }
    // One block per player: the name, then "label: value" lines.
    let label_width = header.iter().skip(1).map(|h| h.chars().count()).max();
    let label_width = label_width.unwrap_or(0) + 1;
    let mut out = Vec::new();
    for (i, row) in body.iter().chain(std::iter::once(&sum)).enumerate() {
        if i > 0 {
            out.push(String::new());
        }
        out.extend(wrap(&row[0], "", "  "));
        for (label, value) in header.iter().zip(row).skip(1) {
            let label = format!("{label}:");
            let pad = " ".repeat(label_width.saturating_sub(label.chars().count()));
            out.extend(wrap(&format!("{label}{pad} {value}"), "  ", "    "));
        }
    }
    out
}

/// Greedy word wrap at [`WIDTH`] characters: the first line starts with
/// `first`, the others with `rest`. A word longer than a line stays whole;
/// text that fits is left as it is.
pub fn wrap(text: &str, first: &str, rest: &str) -> Vec<String> {
    // A line that fits keeps its spacing (aligned labels).
    if first.chars().count() + text.chars().count() <= WIDTH {
        return vec![format!("{first}{text}")];
    }
    let mut lines = Vec::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = line.chars().count();
        let add = word.chars().count() + usize::from(!empty);
        if !empty && len + add > WIDTH {
            lines.push(line);
            line = format!("{rest}{word}");
        } else {
            if !empty {
                line.push(' ');
            }
            line.push_str(word);
        }
        empty = false;
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_lines_within_the_width() {
        let text = "şşşş ".repeat(40);
        let lines = wrap(&text, "  ", "    ");
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(l.chars().count() <= WIDTH, "{l}");
        }
        assert!(lines[0].starts_with("  ş"));
        assert!(lines[1].starts_with("    ş"));
        assert_eq!(wrap("", "", ""), vec![String::new()]);
        assert_eq!(wrap("a  b", "", ""), vec!["a  b".to_string()]);
    }
}
