//! `racon table`: exact category counts of every hand in the deck in play.

use super::common::{Ctx, Failure, Outcome};
use crate::eval::Evaluator;
use crate::eval::table::{frequency_table, frequency_table_enumerated};
use crate::i18n::cli as msg;
use crate::rules::Shape;
use serde::Serialize;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    deck: super::common::DeckArgs,
    #[arg(long)]
    json: bool,
    /// Deal every hand instead of counting (slow; the counting's oracle,
    /// compared byte for byte by tests/it/tables.rs).
    #[arg(long, hide = true)]
    enumerate: bool,
}

#[derive(Serialize)]
struct JsonRow {
    category: &'static str,
    count: u64,
}

#[derive(Serialize)]
struct JsonTable {
    rules: String,
    players: u8,
    deck_size: usize,
    cards_per_hand: usize,
    total: u64,
    categories: Vec<JsonRow>,
}

pub fn run(ctx: &Ctx, a: &Args) -> Outcome {
    let lang = ctx.lang;
    let dealt = a.deck.deal(ctx, 0)?;
    let (rules, players, deck) = (&dealt.rules, dealt.players, dealt.deck);
    let k = match rules.shape {
        Shape::Draw | Shape::Stud => 5,
        Shape::HoldEm { hole } if hole as usize + 5 <= 7 => hole as usize + 5,
        Shape::HoldEm { .. } | Shape::Omaha { .. } => {
            return Err(Failure::input(msg::table_not_supported(&rules.id, lang)));
        }
    };
    let ev = Evaluator::new(rules, deck, k).map_err(|e| {
        Failure::input(msg::bad_rules_file(
            &crate::i18n::files::ranking_error(&e, lang),
            lang,
        ))
    })?;
    let t = if a.enumerate {
        frequency_table_enumerated(&ev, k)
    } else {
        frequency_table(&ev, k)
    };

    if a.json {
        let out = JsonTable {
            rules: rules.id.clone(),
            players,
            deck_size: deck.size(),
            cards_per_hand: k,
            total: t.total,
            categories: t
                .rows
                .iter()
                .map(|&(c, count)| JsonRow {
                    category: c.id(),
                    count,
                })
                .collect(),
        };
        return super::common::to_json(&out);
    }
    let mut text = format!(
        "{} · {}\n\n",
        msg::players_deck_line(&rules.id, players, deck.size(), lang),
        msg::hands_of(k, lang)
    );
    let mut rows: Vec<Vec<String>> = t
        .rows
        .iter()
        .map(|&(c, count)| {
            vec![
                crate::i18n::cards::category_name(rules, c, lang),
                msg::number(count, lang),
                msg::percent(count, t.total, lang),
            ]
        })
        .collect();
    rows.push(vec![
        msg::total(lang).to_string(),
        msg::number(t.total, lang),
    ]);
    // Names at least six wide and percentages nine ("100,0000%"), so
    // tables of different decks line up.
    text.push_str(&crate::i18n::num::columns_at_least(&rows, &[6, 0, 9]));
    Ok(text)
}
