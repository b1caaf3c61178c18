//! What the page shows, as JSON: the night's [`NightView::page`] at the
//! time `now` (unix ms) passed in, the same type `racon night show --json`
//! writes, with three fields only the web shell makes: `problem`,
//! `transfers` (with the payees' handles in words) and `chat`
//! (docs/FORMATS.md).

use crate::i18n::Lang;
use crate::money::settle::Party;
use crate::night::setup::Cashier;
use crate::night::view::NightView;
use crate::night::{Chips, Kurus, Phase, State};
use serde::Serialize;
use serde_json::Value;

/// A loaded night as the server keeps it between journal changes.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub state: State,
    /// Why the page cannot show the night whole, if it cannot: its
    /// journal is damaged part way, will not load, or is gone.
    pub problem: Option<PageProblem>,
}

/// What keeps the page from showing the night whole, worded for the page
/// in both languages, the night's files named within its folder
/// (`events:11:1: …`), never with the host's paths (G11). `state.json`'s
/// `problem`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PageProblem {
    pub kind: ProblemKind,
    pub tr: String,
    pub en: String,
}

/// Serialized as `damaged` or `gone`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ProblemKind {
    /// Read up to a damaged or impossible line: the night before it is
    /// shown, read-only, with no settlement (G1).
    Damaged,
    /// The journal (or its folder) is gone, or no longer loads: the night
    /// as last read is shown, said as such (G9).
    Gone,
}

/// `state.json`: the night's view with what only the page shows.
#[derive(Serialize)]
struct PageState<'a> {
    #[serde(flatten)]
    night: NightView<'a>,
    problem: Option<&'a PageProblem>,
    transfers: Vec<Transfer>,
    chat: Option<Both>,
}

/// A text in both languages.
#[derive(Serialize)]
struct Both {
    tr: String,
    en: String,
}

/// Who pays whom at the end, by name.
#[derive(Serialize)]
struct Transfer {
    from: String,
    to: String,
    chips: Chips,
    kurus: Kurus,
    /// The payee's handle from the group's ledger, in words.
    to_handle: Option<Both>,
}

/// Who pays whom at the end, by name, with the payee's handle in both
/// languages (or none); empty until the night is over and its count
/// settles.
fn transfers(s: &State, meta: &crate::report::Meta) -> Vec<Transfer> {
    if s.phase != Phase::Ended {
        return Vec::new();
    }
    let Ok(settlement) = s.settlement() else {
        return Vec::new();
    };
    let cashier = match &s.setup.house.cashier {
        Cashier::Outsider(n) | Cashier::Player(n) => n.trim().to_string(),
        Cashier::None => String::new(),
    };
    let party = |p: Party| match p {
        Party::Player(i) => s
            .players
            .get(i)
            .map_or_else(|| "?".to_string(), |x| x.name.clone()),
        Party::Cashier => cashier.clone(),
    };
    settlement
        .transfers
        .iter()
        .map(|t| {
            let to = party(t.to);
            let to_handle = meta.handles.for_payee(&to).map(|h| Both {
                tr: crate::i18n::payee::handle(h, Lang::Tr),
                en: crate::i18n::payee::handle(h, Lang::En),
            });
            Transfer {
                from: party(t.from),
                to,
                chips: t.chips,
                kurus: t.kurus,
                to_handle,
            }
        })
        .collect()
}

/// The settlement for the group chat (the same text as `night report
/// --format chat`) in both languages, once the night is over and settles.
fn chat(s: &State, meta: &crate::report::Meta) -> Option<Both> {
    if s.phase != Phase::Ended {
        return None;
    }
    let text = |l| crate::report::render(s, meta, crate::report::Format::Chat, l).ok();
    Some(Both {
        tr: text(Lang::Tr)?,
        en: text(Lang::En)?,
    })
}

/// The page's state at `now`, without the night's creation time or the
/// payees' handles ([`state_json_with`]).
pub fn state_json(snap: &Snapshot, now: i64) -> Value {
    state_json_with(snap, &crate::report::Meta::default(), now)
}

/// The page's state at `now`; `meta` gives the night's creation time (the
/// chat text's date) and the payees' handles. Its keys in alphabetical
/// order (`serde_json`'s map), as the page has always had them.
pub fn state_json_with(snap: &Snapshot, meta: &crate::report::Meta, now: i64) -> Value {
    let s = &snap.state;
    // Money only from a night read whole (G1).
    let whole = snap.problem.is_none();
    let page = PageState {
        night: NightView::page(s, now, snap.problem.as_ref().map(|p| p.en.clone()), whole),
        problem: snap.problem.as_ref(),
        transfers: if whole {
            transfers(s, meta)
        } else {
            Vec::new()
        },
        chat: if whole { chat(s, meta) } else { None },
    };
    serde_json::to_value(page).unwrap_or(Value::Null)
}
