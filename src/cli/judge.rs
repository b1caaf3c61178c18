//! `racon judge`: the racon for a showdown.

use super::{Ctx, Failure, Outcome};
use crate::cards::{Card, parse_cards};
use crate::eval::Ranking;
use crate::eval::verdict::{check_input, judge};
use crate::i18n::{cli as msg, verdict as words};
use serde::Serialize;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long, value_name = "ID")]
    rules: String,
    #[arg(long, value_name = "N")]
    players: Option<u8>,
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    #[arg(long)]
    json: bool,
    #[arg(required = true, value_name = "HAND")]
    hands: Vec<String>,
}

#[derive(Serialize)]
struct JsonHand {
    category: &'static str,
    name: String,
    best: Vec<String>,
    opener: bool,
}

#[derive(Serialize)]
struct JsonVerdict {
    rules: String,
    players: u8,
    deck_size: usize,
    ranking: Vec<Vec<usize>>,
    winners: Vec<usize>,
    hands: Vec<JsonHand>,
    reason: Vec<String>,
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    let loaded = super::load_rules(ctx, &a.rules)?;
    let rules = &loaded.rules;
    let players = super::players(ctx, rules, a.players, a.hands.len())?;
    let deck = super::deck(rules, players, lang)?;

    let mut hands: Vec<Vec<Card>> = Vec::with_capacity(a.hands.len());
    for (i, h) in a.hands.iter().enumerate() {
        let cards = parse_cards(h).map_err(|e| {
            Failure::input(msg::card_error(&msg::hand_label(i, lang), &e.message(lang)))
        })?;
        hands.push(cards);
    }
    let board = match &a.board {
        Some(b) => parse_cards(b)
            .map_err(|e| Failure::input(msg::card_error("--board", &e.message(lang))))?,
        None => Vec::new(),
    };
    check_input(rules, deck, &hands, &board)
        .map_err(|e| Failure::input(words::input_error(&e, lang)))?;

    let ranking = Ranking::new(rules, deck)
        .map_err(|e| Failure::input(msg::bad_rules_file(&e.to_string(), lang)))?;
    let verdict = judge(&ranking, &hands, &board).ok_or_else(|| Failure {
        code: 1,
        message: "internal error: could not evaluate".into(),
    })?;
    let reason = words::reasons(&verdict, rules, lang);

    if a.json {
        let out = JsonVerdict {
            rules: rules.id.clone(),
            players,
            deck_size: deck.size(),
            winners: verdict.winners().to_vec(),
            ranking: verdict.ranking.clone(),
            hands: verdict
                .hands
                .iter()
                .map(|j| JsonHand {
                    category: j.made.category.id(),
                    name: rules.category_name(j.made.category, lang),
                    best: j.made.cards.iter().map(|c| c.short()).collect(),
                    opener: j.opener,
                })
                .collect(),
            reason,
        };
        let text = serde_json::to_string_pretty(&out).map_err(|e| Failure {
            code: 1,
            message: e.to_string(),
        })?;
        return Ok(text + "\n");
    }
    let mut text = msg::players_deck_line(&rules.id, players, deck.size(), lang);
    text.push('\n');
    for line in reason {
        text.push_str(&line);
        text.push('\n');
    }
    Ok(text)
}
