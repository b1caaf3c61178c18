//! What the page shows, as JSON: derived from the night's [`State`] and the
//! time `now` (unix ms) passed in. `hand_no`, `dealer`, `next_dealer`,
//! `clock` and the players' `name`, `kav_total`, `cikma_reached`, `left`
//! carry the same values as `racon night show --json` (docs/FORMATS.md).

use crate::money::settle::Party;
use crate::night::setup::{AntePlan, Cashier};
use crate::night::{Chips, Clock, Phase, PlayerId, State};
use serde_json::{Value, json};

const MINUTE: i64 = 60_000;

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
/// (`events:11:1: …`), never with the host's paths (G11).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageProblem {
    pub kind: ProblemKind,
    pub tr: String,
    pub en: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// Read up to a damaged or impossible line: the night before it is
    /// shown, read-only, with no settlement (G1).
    Damaged,
    /// The journal (or its folder) is gone, or no longer loads: the night
    /// as last read is shown, said as such (G9).
    Gone,
}

impl ProblemKind {
    fn code(self) -> &'static str {
        match self {
            ProblemKind::Damaged => "damaged",
            ProblemKind::Gone => "gone",
        }
    }
}

fn name(s: &State, p: Option<PlayerId>) -> Value {
    p.map_or(Value::Null, |p| Value::String(s.name(p).to_string()))
}

/// The seans/break clock at `now`: the one place that turns the core's
/// clock into JSON (the page's fields, docs/FORMATS.md).
pub fn clock_json(s: &State, now: i64) -> Value {
    match s.clock(now) {
        Clock::NotStarted { seans } => json!({"state": "not_started", "seans": seans}),
        Clock::Playing {
            seans,
            left_ms,
            paused,
        } => json!({"state": "playing", "seans": seans, "left_ms": left_ms, "paused": paused}),
        Clock::Closing {
            seans,
            closing_from_tur,
            last_tur,
            paused,
        } => json!({
            "state": "closing", "seans": seans, "closing_from_tur": closing_from_tur,
            "last_tur": last_tur, "paused": paused
        }),
        Clock::Break {
            after_seans,
            left_ms,
        } => json!({"state": "break", "after_seans": after_seans, "left_ms": left_ms}),
        Clock::Ended => json!({"state": "ended"}),
    }
}

/// The tur in play as the room display shows it (`tur 3/6`, a closing tur
/// 1/2): from the same clock face, so a seans counted in turs reads the
/// same on a phone as on the wall. Null before the seats are drawn.
fn tur_json(s: &State, now: i64) -> Value {
    let v = crate::night::clock::face(s, now);
    match v.tur {
        Some((no, last)) => json!({
            "no": no,
            "last": last,
            "closing": v.closing.map(|(which, of)| json!({"which": which, "of": of})),
        }),
        None => Value::Null,
    }
}

/// The blind level in force at `now` and the next one, with the time to it
/// (minutes of play, pauses and breaks excluded). Null for other antes.
fn blinds_json(s: &State, now: i64) -> Value {
    let AntePlan::Blinds { levels } = &s.setup.ante else {
        return Value::Null;
    };
    let played = s.play_ms(now);
    let mut end = 0i64;
    for (i, l) in levels.iter().enumerate() {
        if l.minutes == 0 {
            return json!({"level": i + 1, "small": l.small, "big": l.big, "next": null});
        }
        end += i64::from(l.minutes) * MINUTE;
        if played < end {
            let next = levels
                .get(i + 1)
                .map(|n| json!({"small": n.small, "big": n.big, "in_ms": end - played}));
            return json!({"level": i + 1, "small": l.small, "big": l.big, "next": next});
        }
    }
    match levels.last() {
        Some(l) => {
            json!({"level": levels.len(), "small": l.small, "big": l.big, "next": null})
        }
        None => Value::Null,
    }
}

fn antes_json(s: &State, antes: &[(PlayerId, Chips)]) -> Value {
    Value::Array(
        antes
            .iter()
            .map(|&(p, c)| json!({"name": s.name(p), "chips": c}))
            .collect(),
    )
}

/// Cards as the table reads them: `A♥ K♦`.
fn symbols(cards: &[crate::cards::Card]) -> String {
    cards
        .iter()
        .map(|c| c.symbol())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The latest racon verdict of the night, if any: who showed what (in
/// card symbols), the board, the winners, and each player's share once the
/// hand's pot split is recorded.
fn verdict_json(s: &State) -> Value {
    for h in s.hands.iter().rev() {
        if let Some(v) = h.verdicts.last() {
            let shares: Vec<Value> = h.pot_split().map_or_else(Vec::new, |(_, payouts)| {
                s.ids()
                    .zip(payouts)
                    .filter(|(_, c)| c.is_positive())
                    .map(|(p, c)| json!({"name": s.name(p), "chips": c}))
                    .collect()
            });
            return json!({
                "hand_no": h.no,
                "rules": v.rules,
                "winners": v.winners.iter().map(|&p| s.name(p)).collect::<Vec<_>>(),
                "hands": v.hands.iter().map(|sh| json!({
                    "name": s.name(sh.player),
                    "cards": sh.cards.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "),
                    "symbols": symbols(&sh.cards),
                })).collect::<Vec<_>>(),
                "board": symbols(&v.board),
                "shares": shares,
            });
        }
    }
    Value::Null
}

/// Who pays whom at the end, by name, with the payee's handle in both
/// languages (or null); empty until the night is over and its count
/// settles.
fn transfers_json(s: &State, meta: &crate::report::Meta) -> Value {
    if s.phase != Phase::Ended {
        return json!([]);
    }
    let Ok(settlement) = s.settlement() else {
        return json!([]);
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
    Value::Array(
        settlement
            .transfers
            .iter()
            .map(|t| {
                let to = party(t.to);
                let handle = meta.handles.for_payee(&to).map(|h| {
                    json!({
                        "tr": crate::i18n::payee::handle(h, crate::i18n::Lang::Tr),
                        "en": crate::i18n::payee::handle(h, crate::i18n::Lang::En),
                    })
                });
                json!({
                    "from": party(t.from), "to": to, "chips": t.chips, "kurus": t.kurus,
                    "to_handle": handle,
                })
            })
            .collect(),
    )
}

/// The settlement for the group chat (the same text as `night report
/// --format chat`) in both languages, once the night is over and settles;
/// else null.
fn chat_json(s: &State, meta: &crate::report::Meta) -> Value {
    use crate::i18n::Lang;
    if s.phase != Phase::Ended {
        return Value::Null;
    }
    let text = |l| crate::report::render(s, meta, crate::report::Format::Chat, l).ok();
    match (text(Lang::Tr), text(Lang::En)) {
        (Some(tr), Some(en)) => json!({"tr": tr, "en": en}),
        _ => Value::Null,
    }
}

/// The page's state at `now`, without the night's creation time or the
/// payees' handles ([`state_json_with`]).
pub fn state_json(snap: &Snapshot, now: i64) -> Value {
    state_json_with(snap, &crate::report::Meta::default(), now)
}

/// The page's state at `now`; `meta` gives the night's creation time (the
/// chat text's date) and the payees' handles.
pub fn state_json_with(snap: &Snapshot, meta: &crate::report::Meta, now: i64) -> Value {
    let s = &snap.state;
    let next_dealer = if s.seats.is_empty() {
        None
    } else {
        s.seat_player(s.next_dealer_seat())
    };
    let in_hand = if s.phase == Phase::InHand {
        s.hands
            .last()
            .map_or(Value::Null, |h| antes_json(s, &h.antes))
    } else {
        Value::Null
    };
    // Money only from a night read whole (G1).
    let whole = snap.problem.is_none();
    let money = if whole {
        transfers_json(s, meta)
    } else {
        json!([])
    };
    let chat = if whole {
        chat_json(s, meta)
    } else {
        Value::Null
    };
    let nets: Value = match (s.phase, s.settlement()) {
        (Phase::Ended, Ok(st)) if whole => Value::Array(
            s.players
                .iter()
                .zip(st.nets.iter().zip(&st.money))
                .map(|(p, (net, kurus))| {
                    json!({
                        "name": p.name,
                        "chips": net,
                        "kurus": kurus,
                    })
                })
                .collect(),
        ),
        _ => json!([]),
    };
    json!({
        "now_ms": now,
        "name": s.setup.name,
        "rules": s.rules.id,
        "phase": format!("{:?}", s.phase).to_lowercase(),
        "read_only_problem": snap.problem.as_ref().map(|p| p.en.clone()),
        "problem": snap.problem.as_ref().map(|p| json!({
            "kind": p.kind.code(), "tr": p.tr, "en": p.en,
        })),
        "hand_no": s.hand_no,
        "dealer": name(s, s.dealer()),
        "next_dealer": name(s, next_dealer),
        "seats": s.seats.iter().map(|&p| s.name(p)).collect::<Vec<_>>(),
        "clock": clock_json(s, now),
        "tur": tur_json(s, now),
        "blinds": blinds_json(s, now),
        "ante_in_play": in_hand,
        "next_ante": antes_json(s, &s.next_ante(now)),
        "carried_pot": s.carried,
        "in_hand_pot": s.in_hand_pot,
        "cikma": s.setup.stakes.cikma,
        "deck_size": s.deck_in_play().size(),
        "deck_change": s.deck_change().map(|c| c.json()),
        "cutter": name(s, s.cutter()),
        "second_deck_shuffler": name(s, s.second_deck_shuffler()),
        "players": s.players.with_ids().map(|(i, p)| json!({
            "name": p.name,
            "kav_total": p.kav_total,
            "cikma_reached": s.cikma_reached(i),
            "left": p.left,
            "sitting_out": p.sitting_out,
            "sit_out_limit_reached": s.over_sit_out_limit(i),
            "out_of_game": s.out_of_game(i),
        })).collect::<Vec<_>>(),
        "verdict": verdict_json(s),
        "nets": nets,
        "transfers": money,
        "chat": chat,
    })
}
