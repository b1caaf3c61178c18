//! `racon settle`: the end-of-night count, money and the fewest transfers.

use super::pot::{lookup, parse_amounts, parse_name, unknown};
use super::{Ctx, Failure, Outcome, to_json};
use crate::i18n::{Lang, money as words};
use crate::money::{
    CashierMode, Chips, Count, InputError, Kurus, MAX_CHIP_VALUE, Party, Resolve, SettleError,
    SettleInput, TransferError, settle,
};
use crate::units::{Amount, PlayerId};
use clap::builder::TypedValueParser as _;
use serde::Serialize;
use serde_json::{Map, Value};

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
        other => other.to_string(),
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

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    let kav = parse_amounts("--kav", &a.kav, lang)?;
    let names: Vec<String> = kav.iter().map(|(n, _)| n.clone()).collect();
    let n = names.len();
    let mut final_chips: Vec<Option<Chips>> = vec![None; n];
    for (name, c) in parse_amounts("--chips", &a.chips, lang)? {
        final_chips[lookup("--chips", &name, &names, "--kav", lang)?.index()] = Some(c);
    }
    let mut counts = Vec::with_capacity(n);
    for (i, (name, k)) in kav.iter().enumerate() {
        let chips =
            final_chips[i].ok_or_else(|| Failure::input(words::missing_count(name, lang)))?;
        counts.push(Count { kav: *k, chips });
    }
    let resolve = match &a.resolve {
        Some(t) => Some(parse_resolve(t, &names, lang)?),
        None => None,
    };
    let cashier_name = match &a.cashier {
        Some(raw) => Some(parse_name("--cashier", raw, lang)?),
        None => None,
    };
    let cashier = match &cashier_name {
        None => None,
        Some(c) => match PlayerId::all(n).find(|p| names[p.index()] == *c) {
            Some(p) => Some(CashierMode::Player(p)),
            // A name that only differs from a player's in case or Turkish
            // letters is a typo, not an outsider.
            None if names
                .iter()
                .any(|p| crate::cards::fold(p) == crate::cards::fold(c)) =>
            {
                return Err(Failure::input(unknown(
                    "--cashier",
                    c,
                    &names,
                    "--kav",
                    lang,
                )));
            }
            None => Some(CashierMode::Outsider),
        },
    };
    if a.deposits.is_some() && a.cashier.is_none() {
        return Err(Failure::input(words::needs_flag(
            "--deposits",
            "--cashier",
            lang,
        )));
    }
    let mut deposits = Vec::new();
    if let Some(text) = &a.deposits {
        deposits = vec![Chips::ZERO; n];
        for (name, c) in parse_amounts("--deposits", text, lang)? {
            deposits[lookup("--deposits", &name, &names, "--kav", lang)?.index()] = c;
        }
    }
    let input = SettleInput {
        counts,
        chip_value: a.chip_value,
        resolve,
        cashier,
        deposits: deposits.clone(),
    };
    let s = settle(&input).map_err(|e| core_error(&e, &names, lang))?;
    let party = |p: Party| -> String {
        match p {
            Party::Player(p) => words::player_name(&names, p),
            Party::Cashier => cashier_name.clone().unwrap_or_default(),
        }
    };

    if a.json {
        let out = JsonSettlement {
            nets: by_name(&names, &s.nets),
            money: by_name(&names, &s.money),
            difference: s.difference,
            transfers: s
                .transfers
                .iter()
                .map(|t| JsonTransfer {
                    from: party(t.from),
                    to: party(t.to),
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
                    Resolve::Assign(p) => Some(words::player_name(&names, p)),
                    _ => None,
                },
                adjustments: by_name(&names, &r.adjustments),
            }),
            chip_value: a.chip_value,
        };
        return to_json(&out);
    }

    let head = words::settle_header(lang);
    let with_adjust = s.resolution.is_some();
    let with_deposits = !deposits.is_empty();
    let mut header = vec![head[0].to_string(), head[1].into(), head[2].into()];
    if with_adjust {
        header.push(head[3].into());
    }
    header.push(head[4].into());
    header.push(head[5].into());
    if with_deposits {
        header.push(head[6].into());
    }
    let mut rows = vec![header];
    for (i, name) in names.iter().enumerate() {
        let c = input.counts[i];
        let mut row = vec![
            name.clone(),
            words::chips(c.kav, lang),
            words::chips(c.chips, lang),
        ];
        if let Some(r) = &s.resolution {
            row.push(words::signed_chips(r.adjustments[i], lang));
        }
        row.push(words::signed_chips(s.nets[i], lang));
        row.push(words::signed_money(s.money[i], lang));
        if with_deposits {
            row.push(words::chips(deposits[i], lang));
        }
        rows.push(row);
    }
    let bought: Chips = input.counts.iter().map(|c| c.kav).sum();
    let counted: Chips = input.counts.iter().map(|c| c.chips).sum();
    let mut total = vec![
        words::total(lang).to_string(),
        words::chips(bought, lang),
        words::chips(counted, lang),
    ];
    if with_adjust {
        total.push(words::signed_chips(-s.difference, lang));
    }
    total.push(words::signed_chips(Chips::ZERO, lang));
    total.push(words::signed_money(Kurus::ZERO, lang));
    if with_deposits {
        total.push(words::chips(deposits.iter().copied().sum(), lang));
    }
    rows.push(total);

    let mut text = crate::i18n::num::columns(&rows);
    text.push_str(&words::chip_value(a.chip_value, lang));
    text.push('\n');
    match &s.resolution {
        None => text.push_str(&words::balanced(counted, lang)),
        Some(r) => {
            let changes: Vec<String> = names
                .iter()
                .zip(&r.adjustments)
                .filter(|(_, a)| **a != Chips::ZERO)
                .map(|(name, &a)| format!("{name} {}", words::signed_chips(a, lang)))
                .collect();
            let assigned = match r.choice {
                Resolve::Assign(p) => words::player_name(&names, p),
                _ => String::new(),
            };
            text.push_str(&words::resolution(
                s.difference,
                r.choice,
                &assigned,
                &changes.join(", "),
                lang,
            ));
        }
    }
    text.push('\n');
    if s.transfers.is_empty() {
        text.push_str(words::nobody_pays(lang));
        text.push('\n');
    } else {
        text.push_str(&words::transfers_heading(
            s.transfers.len(),
            cashier_name.as_deref(),
            lang,
        ));
        text.push('\n');
        for t in &s.transfers {
            text.push_str(&format!(
                "  {} → {}: {}, {}\n",
                party(t.from),
                party(t.to),
                words::chip_amount(t.chips, lang),
                words::money(t.kurus, lang)
            ));
        }
    }
    if with_deposits {
        text.push_str(words::deposits_note(lang));
        text.push('\n');
    }
    Ok(text)
}
