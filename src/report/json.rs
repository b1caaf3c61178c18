//! `racon night report --json` (docs/FORMATS.md): the settlement for
//! scripts, the same facts as the CSV in one object. Amounts are plain
//! integers (chips and kuruş); keys and values do not depend on the
//! language.

use super::facts::Facts;
use crate::money::Resolve;
use crate::money::payee::Handle;
use crate::night::State;
use serde_json::{Value, json};

/// The object's `format`.
pub const FORMAT: &str = "racon-night-report";
/// Its `version`: 2 added `in_all_kurus`, `expense_share_kurus` and the
/// payees' handles (issue 26); version 1 had no `format` or `version`.
pub const VERSION: u32 = 2;

/// A handle as JSON: `{iban, papara, phone, note}` (each a string or
/// null; the IBAN without spaces), or null for none.
pub fn handle_json(h: Option<&Handle>) -> Value {
    h.map_or(
        Value::Null,
        |h| json!({"iban": h.iban, "papara": h.papara, "phone": h.phone, "note": h.note}),
    )
}

pub fn render(f: &Facts) -> Value {
    let st = f.state;
    let time = |ms: Option<i64>| ms.map(|t| f.rfc3339(t));
    json!({
        "format": FORMAT,
        "version": VERSION,
        "night": st.setup.name,
        "created": f.meta.created.trim(),
        "rules": st.rules.id,
        "chip_value_kurus": f.chip_value(),
        "currency": f.currency(),
        "players": players(f),
        "transfers": transfers(f),
        "expenses": expenses(st),
        "spot_payments": spot(st),
        "difference_chips": f.settlement.difference,
        "resolution": resolution(f),
        "cashier": cashier(f),
        "first_deal": time(f.first_deal),
        "end": time(f.first_deal.and(f.end)),
        "length_minutes": f.length_minutes(),
        "seanses": f.seanses,
        "hands": st.hand_no,
        "ended": f.ended(),
        "printed_at": f.meta.printed_at.trim(),
    })
}

/// `players`: each player's row with his handle.
fn players(f: &Facts) -> Vec<Value> {
    f.rows
        .iter()
        .map(|r| {
            json!({
                "name": r.name,
                "kav_chips": r.kav,
                "final_chips": r.chips,
                "adjustment_chips": r.adjustment,
                "net_chips": r.net,
                "net_kurus": r.money,
                "deposit_chips": r.deposit,
                "left": r.left,
                "cikma_reached": r.reached_cikma,
                "left_before_cikma_reason": r.reason,
                "in_all_kurus": r.in_all,
                "expense_share_kurus": r.share,
                "handle": handle_json(f.meta.handles.for_payee(&r.name)),
            })
        })
        .collect()
}

/// `transfers`: who pays whom, with the payee's handle.
fn transfers(f: &Facts) -> Vec<Value> {
    f.payments
        .iter()
        .map(|p| {
            json!({
                "from": p.from, "to": p.to, "chips": p.chips, "kurus": p.kurus,
                "to_handle": handle_json(p.handle.as_ref()),
            })
        })
        .collect()
}

/// `expenses`: each shared expense and its shares.
fn expenses(st: &State) -> Vec<Value> {
    st.money
        .expenses
        .iter()
        .map(|e| {
            json!({
                "what": e.what,
                "paid_by": st.name(e.payer),
                "kurus": e.kurus,
                "shares": e.shared_by.iter().zip(&e.shares).map(|(&p, k)| {
                    json!({"player": st.name(p), "kurus": k})
                }).collect::<Vec<_>>(),
            })
        })
        .collect()
}

/// `spot_payments`: the payments made on the spot.
fn spot(st: &State) -> Vec<Value> {
    st.money
        .spot
        .iter()
        .map(|p| json!({"from": st.name(p.from), "to": st.name(p.to), "kurus": p.kurus}))
        .collect()
}

/// `resolution`: how the count's difference was settled, or null.
fn resolution(f: &Facts) -> Option<Value> {
    f.settlement.resolution.as_ref().map(|r| match r.choice {
        Resolve::Assign(p) => json!({
            "kind": "assign",
            "player": f.rows.get(p).map(|r| r.name.clone()),
        }),
        Resolve::Spread => json!({"kind": "spread"}),
        Resolve::Lost => json!({"kind": "lost"}),
    })
}

/// `cashier`: his name and whether he plays, or null.
fn cashier(f: &Facts) -> Option<Value> {
    f.cashier.as_ref().map(
        |(name, player)| json!({"name": name, "mode": if *player { "player" } else { "outsider" }}),
    )
}
