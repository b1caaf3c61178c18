//! The CSV report (docs/FORMATS.md, "racon night report --format csv"):
//! three sections separated by an empty line — players, transfers, the
//! night (four with the money section) — each starting with its header
//! row; or one of them (`--table`). Amounts are plain integers (chips and
//! kuruş); fields are quoted as RFC 4180 says, and a text field that a
//! spreadsheet would take for a formula starts with `'`. Column names and
//! values do not depend on the language.

use super::facts::Facts;
use crate::money::Resolve;

/// The players section's header; also the file's first line.
pub const HEADER: &str = "player,kav_chips,final_chips,adjustment_chips,net_chips,net_kurus,deposit_chips,left,in_all_kurus";

/// The players header of racon before issue 26 (no `in_all_kurus`): a
/// report it wrote is still recognised as racon's (`--out`).
pub const OLD_HEADER: &str =
    "player,kav_chips,final_chips,adjustment_chips,net_chips,net_kurus,deposit_chips,left";

/// The transfers section's header: the payee's handle, if the ledger has
/// one, in the last four columns.
pub const TRANSFERS_HEADER: &str = "from,to,chips,kurus,to_iban,to_papara,to_phone,to_note";

/// The money section's header (only when the night has expenses or
/// payments on the spot): an expense, each sharer's part of it (from the
/// sharer to the payer), a payment made on the spot.
pub const MONEY_HEADER: &str = "kind,what,from,to,kurus";

/// The night section's header.
pub const NIGHT_HEADER: &str = "field,value";

/// One table of the CSV report (`--table`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CsvTable {
    Players,
    Transfers,
    /// The money section: expenses, their shares, payments on the spot
    /// (a header alone when the night had none).
    Expenses,
    Night,
}

/// The whole report: every section, an empty line after each but the
/// last (the money section only when the night has one).
pub fn render(f: &Facts) -> String {
    let mut out = String::new();
    out.push_str(&render_table(f, CsvTable::Players));
    out.push('\n');
    out.push_str(&render_table(f, CsvTable::Transfers));
    out.push('\n');
    let st = f.state;
    if !(st.money.expenses.is_empty() && st.money.spot.is_empty()) {
        out.push_str(&render_table(f, CsvTable::Expenses));
        out.push('\n');
    }
    out.push_str(&render_table(f, CsvTable::Night));
    out
}

/// One section, its header row first. Text cells are guarded against
/// spreadsheet formulas ([`guard`]); numbers are written as they are.
pub fn render_table(f: &Facts, table: CsvTable) -> String {
    let mut out = String::new();
    let mut record = |fields: &[Cell]| {
        let cells: Vec<String> = fields.iter().map(Cell::written).collect();
        out.push_str(&cells.join(","));
        out.push('\n');
    };
    let header = match table {
        CsvTable::Players => HEADER,
        CsvTable::Transfers => TRANSFERS_HEADER,
        CsvTable::Expenses => MONEY_HEADER,
        CsvTable::Night => NIGHT_HEADER,
    };
    record(&header.split(',').map(Cell::num).collect::<Vec<_>>());
    let rows = match table {
        CsvTable::Players => players(f),
        CsvTable::Transfers => transfers(f),
        CsvTable::Expenses => money(f),
        CsvTable::Night => night(f),
    };
    for r in &rows {
        record(r);
    }
    out
}

/// A cell: text (guarded against formulas) or a number (as it is).
enum Cell {
    Text(String),
    Num(String),
}

impl Cell {
    fn text(s: impl Into<String>) -> Cell {
        Cell::Text(s.into())
    }

    fn num(s: &(impl ToString + ?Sized)) -> Cell {
        Cell::Num(s.to_string())
    }

    fn written(&self) -> String {
        match self {
            Cell::Text(t) => quote(&guard(t)),
            Cell::Num(n) => quote(n),
        }
    }
}

fn players(f: &Facts) -> Vec<Vec<Cell>> {
    f.rows
        .iter()
        .map(|r| {
            vec![
                Cell::text(&r.name),
                Cell::num(&r.kav),
                Cell::num(&r.chips),
                Cell::num(&r.adjustment),
                Cell::num(&r.net),
                Cell::num(&r.money),
                Cell::num(&r.deposit),
                Cell::num(&r.left),
                Cell::num(&r.in_all),
            ]
        })
        .collect()
}

fn transfers(f: &Facts) -> Vec<Vec<Cell>> {
    f.payments
        .iter()
        .map(|p| {
            let h = p.handle.clone().unwrap_or_default();
            vec![
                Cell::text(&p.from),
                Cell::text(&p.to),
                Cell::num(&p.chips),
                Cell::num(&p.kurus),
                Cell::text(h.iban.unwrap_or_default()),
                Cell::text(h.papara.unwrap_or_default()),
                Cell::text(h.phone.unwrap_or_default()),
                Cell::text(h.note.unwrap_or_default()),
            ]
        })
        .collect()
}

fn money(f: &Facts) -> Vec<Vec<Cell>> {
    let st = f.state;
    let mut rows = Vec::new();
    for e in &st.money.expenses {
        rows.push(vec![
            Cell::text("expense"),
            Cell::text(&e.what),
            Cell::text(st.name(e.payer)),
            Cell::text(""),
            Cell::num(&e.kurus),
        ]);
        for (&p, k) in e.shared_by.iter().zip(&e.shares) {
            rows.push(vec![
                Cell::text("share"),
                Cell::text(&e.what),
                Cell::text(st.name(p)),
                Cell::text(st.name(e.payer)),
                Cell::num(&k),
            ]);
        }
    }
    for p in &st.money.spot {
        rows.push(vec![
            Cell::text("spot"),
            Cell::text(""),
            Cell::text(st.name(p.from)),
            Cell::text(st.name(p.to)),
            Cell::num(&p.kurus),
        ]);
    }
    rows
}

fn night(f: &Facts) -> Vec<Vec<Cell>> {
    let s = f.state;
    let (resolution, resolution_player) = match f.settlement.resolution.as_ref().map(|r| r.choice) {
        None => ("none", String::new()),
        Some(Resolve::Assign(p)) => (
            "assign",
            f.rows.get(p).map(|r| r.name.clone()).unwrap_or_default(),
        ),
        Some(Resolve::Spread) => ("spread", String::new()),
        Some(Resolve::Lost) => ("lost", String::new()),
    };
    let (cashier, cashier_mode) = match &f.cashier {
        None => (String::new(), "none"),
        Some((name, true)) => (name.clone(), "player"),
        Some((name, false)) => (name.clone(), "outsider"),
    };
    let time = |ms: Option<i64>| ms.map(|t| f.rfc3339(t)).unwrap_or_default();
    let fields: [(&str, Cell); 17] = [
        ("night", Cell::text(&s.setup.name)),
        ("created", Cell::text(f.meta.created.trim())),
        ("rules", Cell::text(&s.rules.id)),
        ("chip_value_kurus", Cell::num(&f.chip_value())),
        ("currency", Cell::text(f.currency())),
        ("difference_chips", Cell::num(&f.settlement.difference)),
        ("resolution", Cell::text(resolution)),
        ("resolution_player", Cell::text(resolution_player)),
        ("cashier", Cell::text(cashier)),
        ("cashier_mode", Cell::text(cashier_mode)),
        ("first_deal", Cell::text(time(f.first_deal))),
        ("end", Cell::text(time(f.first_deal.and(f.end)))),
        (
            "length_minutes",
            Cell::num(
                &f.length_minutes()
                    .map(|m| m.to_string())
                    .unwrap_or_default(),
            ),
        ),
        ("seanses", Cell::num(&f.seanses)),
        ("hands", Cell::num(&s.hand_no)),
        ("ended", Cell::num(&f.ended())),
        ("printed_at", Cell::text(f.meta.printed_at.trim())),
    ];
    fields
        .into_iter()
        .map(|(k, v)| vec![Cell::num(&k), v])
        .collect()
}

/// A text cell a spreadsheet would read as a formula (it starts with
/// `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`
/// (OWASP's CSV injection advice); numbers are never passed here.
pub fn guard(field: &str) -> std::borrow::Cow<'_, str> {
    if field.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        std::borrow::Cow::Owned(format!("'{field}"))
    } else {
        std::borrow::Cow::Borrowed(field)
    }
}

/// RFC 4180: a field with a comma, a double quote or a line break is put
/// in double quotes, and its double quotes are doubled.
pub fn quote(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn quotes_only_what_needs_it() {
        assert_eq!(quote("Işıl"), "Işıl");
        assert_eq!(quote("Ali, Veli"), "\"Ali, Veli\"");
        assert_eq!(quote("\"Kaptan\" Ali"), "\"\"\"Kaptan\"\" Ali\"");
        assert_eq!(quote("-143"), "-143");
    }

    #[test]
    fn guards_formulas_in_text_only() {
        use super::guard;
        assert_eq!(guard("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        for bad in ["+1", "-5", "@SUM", "\tx", "\rx"] {
            assert!(guard(bad).starts_with('\''), "{bad:?}");
        }
        assert_eq!(guard("Işıl"), "Işıl");
        assert_eq!(guard("a=b"), "a=b");
    }
}
