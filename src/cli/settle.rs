//! `racon settle`: the end-of-night count, money and the fewest transfers.

use super::common::{Ctx, Failure, Outcome, to_json};
use super::pot::{lookup, parse_amounts, parse_name, unknown};
use crate::i18n::{Lang, money as words};
use crate::money::{
    CashierMode, Chips, Count, InputError, Kurus, MAX_CHIP_VALUE, Party, Resolve, SettleError,
    SettleInput, Settlement, TransferError, settle,
};
use crate::units::{Amount, PlayerId};
use clap::builder::TypedValueParser as _;
use serde::Serialize;
use serde_json::{Map, Value};
use std::fmt::Write as _;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long, value_name = "NAME=CHIPS,…")]
    kav: String,
    #[arg(long, value_name = "NAME=CHIPS,…")]
    chips: String,
    #[arg(long, value_name = "KURUS", default_value_t = Kurus(100),
          value_parser = clap::value_parser!(i64).range(1..=MAX_CHIP_VALUE.get()).map(Kurus))]
    chip_value: Kurus,
    #[arg(long, value_name = "NAME")]
    cashier: Option<String>,
    #[arg(long, value_name = "NAME=CHIPS,…")]
    deposits: Option<String>,
    #[arg(long, value_name = "assign:NAME|spread|lost")]
    resolve: Option<String>,
    #[arg(long)]
    json: bool,
}

fn parse_resolve(text: &str, players: &[String], lang: Lang) -> Result<Resolve, Failure> {
    let t = text.trim();
    match t {
        "spread" => Ok(Resolve::Spread),
        "lost" => Ok(Resolve::Lost),
        _ => match t.strip_prefix("assign:") {
            Some(raw) => {
                let name = parse_name("--resolve", raw, lang)?;
                Ok(Resolve::Assign(lookup(
                    "--resolve",
                    &name,
                    players,
                    "--kav",
                    lang,
                )?))
            }
            None => Err(Failure::input(words::bad_resolve(t, lang))),
        },
    }
}

fn core_error(e: &SettleError, names: &[String], lang: Lang) -> Failure {
    let name = |p: &PlayerId| words::player_name(names, *p);
    Failure::input(match e {
        SettleError::Unbalanced {
            difference,
            counted,
            bought,
        } => words::unbalanced(*difference, *counted, *bought, lang),
        SettleError::Input(InputError::TooMany { players, max })
        | SettleError::Transfers(TransferError::TooMany { players, max }) => {
            words::too_many_players(*players, *max, lang)
        }
        SettleError::MoneyTooLarge | SettleError::Transfers(TransferError::TooLarge { .. }) => {
            words::too_large(lang)
        }
        SettleError::CashierDeposit { player } => words::cashier_deposit(&name(player), lang),
        other => words::settle_error(other, names, lang),
    })
}

#[derive(Serialize)]
struct JsonTransfer {
    from: String,
    to: String,
    chips: Chips,
    kurus: Kurus,
}

#[derive(Serialize)]
struct JsonResolution {
    choice: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    adjustments: Map<String, Value>,
}

#[derive(Serialize)]
struct JsonSettlement {
    nets: Map<String, Value>,
    money: Map<String, Value>,
    difference: Chips,
    transfers: Vec<JsonTransfer>,
    resolution: Option<JsonResolution>,
    chip_value: Kurus,
}

fn by_name<A: Amount>(names: &[String], values: &[A]) -> Map<String, Value> {
    names
        .iter()
        .zip(values)
        .map(|(n, &v)| (n.clone(), Value::from(v.get())))
        .collect()
}

/// What the flags say: the players' names (from `--kav`, in order), the
/// core's input and the cashier's name.
struct Asked {
    names: Vec<String>,
    input: SettleInput,
    cashier_name: Option<String>,
}

pub fn run(ctx: &Ctx, a: &Args) -> Outcome {
    let lang = ctx.lang;
    let asked = parse(a, lang)?;
    let s = settle(&asked.input).map_err(|e| core_error(&e, &asked.names, lang))?;
    if a.json {
        return to_json(&json(&asked, &s));
    }
    let mut text = crate::i18n::num::columns(&table(&asked, &s, lang));
    text.push_str(&words::chip_value(a.chip_value, lang));
    text.push('\n');
    text.push_str(&resolution_text(&asked, &s, lang));
    text.push('\n');
    text.push_str(&transfers_text(&asked, &s, lang));
    if !asked.input.deposits.is_empty() {
        text.push_str(words::deposits_note(lang));
        text.push('\n');
    }
    Ok(text)
}

/// The flags as the core's input, or the first one that is wrong.
fn parse(a: &Args, lang: Lang) -> Result<Asked, Failure> {
    let kav = parse_amounts("--kav", &a.kav, lang)?;
    let names: Vec<String> = kav.iter().map(|(n, _)| n.clone()).collect();
    let counts = counts(a, &kav, &names, lang)?;
    let resolve = match &a.resolve {
        Some(t) => Some(parse_resolve(t, &names, lang)?),
        None => None,
    };
    let cashier_name = match &a.cashier {
        Some(raw) => Some(parse_name("--cashier", raw, lang)?),
        None => None,
    };
    let cashier = cashier(cashier_name.as_deref(), &names, lang)?;
    let deposits = deposits(a, &names, lang)?;
    Ok(Asked {
        input: SettleInput {
            counts,
            chip_value: a.chip_value,
            resolve,
            cashier,
            deposits,
        },
        names,
        cashier_name,
    })
}

/// Each player's kav (`--kav`) and final count (`--chips`), every player
/// counted.
fn counts(
    a: &Args,
    kav: &[(String, Chips)],
    names: &[String],
    lang: Lang,
) -> Result<Vec<Count>, Failure> {
    let mut final_chips: Vec<Option<Chips>> = vec![None; names.len()];
    for (name, c) in parse_amounts("--chips", &a.chips, lang)? {
        final_chips[lookup("--chips", &name, names, "--kav", lang)?.index()] = Some(c);
    }
    kav.iter()
        .zip(final_chips)
        .map(|((name, k), chips)| {
            let chips = chips.ok_or_else(|| Failure::input(words::missing_count(name, lang)))?;
            Ok(Count { kav: *k, chips })
        })
        .collect()
}

/// `--cashier`: a player (by his exact name) or an outsider.
fn cashier(
    name: Option<&str>,
    names: &[String],
    lang: Lang,
) -> Result<Option<CashierMode>, Failure> {
    let Some(c) = name else {
        return Ok(None);
    };
    match PlayerId::all(names.len()).find(|p| names[p.index()] == c) {
        Some(p) => Ok(Some(CashierMode::Player(p))),
        // A name that only differs from a player's in case or Turkish
        // letters is a typo, not an outsider.
        None if names
            .iter()
            .any(|p| crate::cards::fold(p) == crate::cards::fold(c)) =>
        {
            Err(Failure::input(unknown(
                "--cashier",
                c,
                names,
                "--kav",
                lang,
            )))
        }
        None => Ok(Some(CashierMode::Outsider)),
    }
}

/// `--deposits` (only with `--cashier`): each player's, or none.
fn deposits(a: &Args, names: &[String], lang: Lang) -> Result<Vec<Chips>, Failure> {
    if a.deposits.is_some() && a.cashier.is_none() {
        return Err(Failure::input(words::needs_flag(
            "--deposits",
            "--cashier",
            lang,
        )));
    }
    let mut deposits = Vec::new();
    if let Some(text) = &a.deposits {
        deposits = vec![Chips::ZERO; names.len()];
        for (name, c) in parse_amounts("--deposits", text, lang)? {
            deposits[lookup("--deposits", &name, names, "--kav", lang)?.index()] = c;
        }
    }
    Ok(deposits)
}

impl Asked {
    /// A transfer's party by name (the cashier by his).
    fn party(&self, p: Party) -> String {
        match p {
            Party::Player(p) => words::player_name(&self.names, p),
            Party::Cashier => self.cashier_name.clone().unwrap_or_default(),
        }
    }
}

/// `--json`.
fn json(asked: &Asked, s: &Settlement) -> JsonSettlement {
    let names = &asked.names;
    JsonSettlement {
        nets: by_name(names, &s.nets),
        money: by_name(names, &s.money),
        difference: s.difference,
        transfers: s
            .transfers
            .iter()
            .map(|t| JsonTransfer {
                from: asked.party(t.from),
                to: asked.party(t.to),
                chips: t.chips,
                kurus: t.kurus,
            })
            .collect(),
        resolution: s.resolution.as_ref().map(|r| JsonResolution {
            choice: match r.choice {
                Resolve::Assign(_) => "assign",
                Resolve::Spread => "spread",
                Resolve::Lost => "lost",
            },
            name: match r.choice {
                Resolve::Assign(p) => Some(words::player_name(names, p)),
                _ => None,
            },
            adjustments: by_name(names, &r.adjustments),
        }),
        chip_value: asked.input.chip_value,
    }
}

/// The players table: header, a row per player, the totals; the
/// adjustment column only when a difference was resolved, the deposits
/// only with `--deposits`.
fn table(asked: &Asked, s: &Settlement, lang: Lang) -> Vec<Vec<String>> {
    let head = words::settle_header(lang);
    let with_adjust = s.resolution.is_some();
    let deposits = &asked.input.deposits;
    let with_deposits = !deposits.is_empty();
    let counts = &asked.input.counts;
    // A row of the seven columns, the ones not shown left out.
    let row = |cells: [String; 7]| -> Vec<String> {
        cells
            .into_iter()
            .enumerate()
            .filter(|(c, _)| match c {
                3 => with_adjust,
                6 => with_deposits,
                _ => true,
            })
            .map(|(_, cell)| cell)
            .collect()
    };
    let mut rows = vec![row(head.map(str::to_string))];
    for (i, name) in asked.names.iter().enumerate() {
        let c = counts[i];
        rows.push(row([
            name.clone(),
            words::chips(c.kav, lang),
            words::chips(c.chips, lang),
            s.resolution
                .as_ref()
                .map(|r| words::signed_chips(r.adjustments[i], lang))
                .unwrap_or_default(),
            words::signed_chips(s.nets[i], lang),
            words::signed_money(s.money[i], lang),
            deposits
                .get(i)
                .map(|&d| words::chips(d, lang))
                .unwrap_or_default(),
        ]));
    }
    rows.push(row([
        words::total(lang).to_string(),
        words::chips(counts.iter().map(|c| c.kav).sum(), lang),
        words::chips(counts.iter().map(|c| c.chips).sum(), lang),
        words::signed_chips(-s.difference, lang),
        words::signed_chips(Chips::ZERO, lang),
        words::signed_money(Kurus::ZERO, lang),
        words::chips(deposits.iter().copied().sum(), lang),
    ]));
    rows
}

/// The count's balance, or how its difference was resolved.
fn resolution_text(asked: &Asked, s: &Settlement, lang: Lang) -> String {
    let Some(r) = &s.resolution else {
        let counted: Chips = asked.input.counts.iter().map(|c| c.chips).sum();
        return words::balanced(counted, lang);
    };
    let changes: Vec<String> = asked
        .names
        .iter()
        .zip(&r.adjustments)
        .filter(|(_, a)| **a != Chips::ZERO)
        .map(|(name, &a)| format!("{name} {}", words::signed_chips(a, lang)))
        .collect();
    let assigned = match r.choice {
        Resolve::Assign(p) => words::player_name(&asked.names, p),
        _ => String::new(),
    };
    words::resolution(s.difference, r.choice, &assigned, &changes.join(", "), lang)
}

/// Who pays whom, a line each, under its heading; or that nobody pays.
fn transfers_text(asked: &Asked, s: &Settlement, lang: Lang) -> String {
    if s.transfers.is_empty() {
        return format!("{}\n", words::nobody_pays(lang));
    }
    let mut text = words::transfers_heading(s.transfers.len(), asked.cashier_name.as_deref(), lang);
    text.push('\n');
    for t in &s.transfers {
        let _ = writeln!(
            text,
            "  {} → {}: {}, {}",
            asked.party(t.from),
            asked.party(t.to),
            words::chip_amount(t.chips, lang),
            words::money(t.kurus, lang)
        );
    }
    text
}
