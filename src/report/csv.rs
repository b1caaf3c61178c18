//! The CSV report (docs/FORMATS.md, "racon night report --format csv"):
//! three sections separated by an empty line — players, transfers, the
//! night — each starting with its header row. Amounts are plain integers
//! (chips and kuruş); fields are quoted as RFC 4180 says. Column names and
//! values do not depend on the language.

use super::Facts;
use crate::money::Resolve;

/// The players section's header; also the file's first line.
pub const HEADER: &str =
    "player,kav_chips,final_chips,adjustment_chips,net_chips,net_kurus,deposit_chips,left";

/// The transfers section's header.
pub const TRANSFERS_HEADER: &str = "from,to,chips,kurus";

/// The money section's header (only when the night has expenses or
/// payments on the spot): an expense, each sharer's part of it (from the
/// sharer to the payer), a payment made on the spot.
pub const MONEY_HEADER: &str = "kind,what,from,to,kurus";

/// The night section's header.
pub const NIGHT_HEADER: &str = "field,value";

pub fn render(f: &Facts) -> String {
    let mut out = String::new();
    let mut record = |fields: &[String]| {
        let cells: Vec<String> = fields.iter().map(|s| quote(s)).collect();
        out.push_str(&cells.join(","));
        out.push('\n');
    };
    record(&split(HEADER));
    for r in &f.rows {
        record(&[
            r.name.clone(),
            r.kav.to_string(),
            r.chips.to_string(),
            r.adjustment.to_string(),
            r.net.to_string(),
            r.money.to_string(),
            r.deposit.to_string(),
            r.left.to_string(),
        ]);
    }
    record(&[]);
    record(&split(TRANSFERS_HEADER));
    for p in &f.payments {
        record(&[
            p.from.clone(),
            p.to.clone(),
            p.chips.to_string(),
            p.kurus.to_string(),
        ]);
    }
    record(&[]);
    let st = f.state;
    if !(st.money.expenses.is_empty() && st.money.spot.is_empty()) {
        record(&split(MONEY_HEADER));
        for e in &st.money.expenses {
            record(&[
                "expense".into(),
                e.what.clone(),
                st.name(e.payer).to_string(),
                String::new(),
                e.kurus.to_string(),
            ]);
            for (&p, k) in e.shared_by.iter().zip(&e.shares) {
                record(&[
                    "share".into(),
                    e.what.clone(),
                    st.name(p).to_string(),
                    st.name(e.payer).to_string(),
                    k.to_string(),
                ]);
            }
        }
        for p in &st.money.spot {
            record(&[
                "spot".into(),
                String::new(),
                st.name(p.from).to_string(),
                st.name(p.to).to_string(),
                p.kurus.to_string(),
            ]);
        }
        record(&[]);
    }
    record(&split(NIGHT_HEADER));
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
    let fields: [(&str, String); 17] = [
        ("night", s.setup.name.clone()),
        ("created", f.meta.created.trim().to_string()),
        ("rules", s.rules.id.clone()),
        ("chip_value_kurus", f.chip_value().to_string()),
        ("currency", f.currency().to_string()),
        ("difference_chips", f.settlement.difference.to_string()),
        ("resolution", resolution.to_string()),
        ("resolution_player", resolution_player),
        ("cashier", cashier),
        ("cashier_mode", cashier_mode.to_string()),
        ("first_deal", time(f.first_deal)),
        ("end", time(f.first_deal.and(f.end))),
        (
            "length_minutes",
            f.length_minutes()
                .map(|m| m.to_string())
                .unwrap_or_default(),
        ),
        ("seanses", f.seanses.to_string()),
        ("hands", s.hand_no.to_string()),
        ("ended", f.ended().to_string()),
        ("printed_at", f.meta.printed_at.trim().to_string()),
    ];
    for (k, v) in fields {
        record(&[k.to_string(), v]);
    }
    out
}

fn split(header: &str) -> Vec<String> {
    header.split(',').map(str::to_string).collect()
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
}
