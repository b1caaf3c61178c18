//! `racon odds`: exact draw odds for a five-card draw hand and a discard.

use super::common::{Ctx, Failure, Outcome, to_json};
use crate::cards::{Card, parse_cards};
use crate::eval::Evaluator;
use crate::eval::odds::{Distribution, DrawSpot};
use crate::i18n::num::columns;
use crate::i18n::{Lang, cli as msg, odds as words};
use crate::rules::RuleSet;
use serde::Serialize;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    deck: super::common::DeckArgs,
    #[arg(long, value_name = "CARDS")]
    hand: String,
    #[arg(long, value_name = "CARDS", required_unless_present = "best")]
    keep: Option<String>,
    #[arg(long, value_name = "CARDS")]
    dead: Option<String>,
    #[arg(long, value_name = "CARDS")]
    beat: Option<String>,
    #[arg(long, conflicts_with = "keep")]
    best: bool,
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct JsonRow {
    category: &'static str,
    name: String,
    count: u64,
    probability: f64,
}

#[derive(Serialize)]
struct JsonCount {
    count: u64,
    probability: f64,
}

#[derive(Serialize)]
struct JsonVersus {
    hand: Vec<String>,
    win: u64,
    tie: u64,
    loss: u64,
    probability: f64,
}

#[derive(Serialize)]
struct JsonOdds {
    rules: String,
    head_count: u8,
    deck_size: usize,
    hand: Vec<String>,
    held: &'static str,
    keep: Vec<String>,
    discard: Vec<String>,
    left: usize,
    draws: u64,
    categories: Vec<JsonRow>,
    improve: JsonCount,
    #[serde(skip_serializing_if = "Option::is_none")]
    beat: Option<JsonVersus>,
}

#[derive(Serialize)]
struct JsonChoice {
    keep: Vec<String>,
    discard: Vec<String>,
    draws: u64,
    improve: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    win: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tie: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    loss: Option<u64>,
    probability: f64,
}

#[derive(Serialize)]
struct JsonBest {
    rules: String,
    head_count: u8,
    deck_size: usize,
    hand: Vec<String>,
    held: &'static str,
    target: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    beat: Option<Vec<String>>,
    left: usize,
    choices: Vec<JsonChoice>,
}

fn short(cards: &[Card]) -> Vec<String> {
    cards.iter().map(|c| c.short()).collect()
}

fn ratio(n: u64, d: u64) -> f64 {
    if d == 0 { 0.0 } else { n as f64 / d as f64 }
}

/// `--keep` as typed: `-` or nothing keeps no card.
fn parse_keep(text: &str) -> Result<Vec<Card>, crate::cards::ParseError> {
    if text.trim() == "-" {
        Ok(Vec::new())
    } else {
        parse_cards(text)
    }
}

pub fn run(ctx: &Ctx, a: &Args) -> Outcome {
    let lang = ctx.lang;
    let hands = 1 + usize::from(a.beat.is_some());
    let dealt = a.deck.deal(ctx, hands)?;
    let (rules, players, deck) = (&dealt.rules, dealt.players, dealt.deck);
    let cards = |flag: &str, text: &str| -> Result<Vec<Card>, Failure> {
        parse_cards(text).map_err(|e| {
            Failure::input(msg::card_error(
                flag,
                &crate::i18n::cards::parse_error(&e, lang),
            ))
        })
    };
    let hand = cards("--hand", &a.hand)?;
    let dead = match &a.dead {
        Some(d) => cards("--dead", d)?,
        None => Vec::new(),
    };
    let beat = match &a.beat {
        Some(b) => Some(cards("--beat", b)?),
        None => None,
    };
    let keep = match &a.keep {
        Some(k) => Some(parse_keep(k).map_err(|e| {
            Failure::input(msg::card_error(
                "--keep",
                &crate::i18n::cards::parse_error(&e, lang),
            ))
        })?),
        None => None,
    };
    let ev = Evaluator::new(rules, deck, 5).map_err(|e| {
        Failure::input(msg::bad_rules_file(
            &crate::i18n::files::ranking_error(&e, lang),
            lang,
        ))
    })?;
    let spot = DrawSpot::new(&ev, &hand, &dead, beat.as_deref())
        .map_err(|e| Failure::input(words::odds_error(&e, &rules.id, lang)))?;
    let head = msg::players_deck_line(&rules.id, players, deck.size(), lang);
    let info = Info {
        rules,
        players,
        deck_size: deck.size(),
        hand: &hand,
        beat: beat.as_deref(),
        spot: &spot,
        lang,
    };
    if let Some(keep) = keep {
        let d = spot
            .distribution(&keep)
            .map_err(|e| Failure::input(words::odds_error(&e, &rules.id, lang)))?;
        if a.json {
            return to_json(&info.json_one(&d));
        }
        Ok(format!("{head}\n{}", info.text_one(&d)))
    } else {
        let all = spot.best();
        if a.json {
            return to_json(&info.json_best(&all));
        }
        Ok(format!("{head}\n{}", info.text_best(&all)))
    }
}

struct Info<'a> {
    rules: &'a RuleSet,
    players: u8,
    deck_size: usize,
    hand: &'a [Card],
    beat: Option<&'a [Card]>,
    spot: &'a DrawSpot<'a>,
    lang: Lang,
}

impl Info<'_> {
    fn held_name(&self) -> String {
        crate::i18n::cards::category_name(self.rules, self.spot.held(), self.lang)
    }

    fn json_one(&self, d: &Distribution) -> JsonOdds {
        JsonOdds {
            rules: self.rules.id.clone(),
            head_count: self.players,
            deck_size: self.deck_size,
            hand: short(self.hand),
            held: self.spot.held().id(),
            keep: short(&d.keep),
            discard: short(&d.discard),
            left: self.spot.stub_size(),
            draws: d.draws,
            categories: d
                .rows
                .iter()
                .map(|&(c, count)| JsonRow {
                    category: c.id(),
                    name: crate::i18n::cards::category_name(self.rules, c, self.lang),
                    count,
                    probability: ratio(count, d.draws),
                })
                .collect(),
            improve: JsonCount {
                count: d.improve,
                probability: ratio(d.improve, d.draws),
            },
            beat: d.versus.zip(self.beat).map(|(v, b)| JsonVersus {
                hand: short(b),
                win: v.win,
                tie: v.tie,
                loss: v.loss,
                probability: ratio(v.win, d.draws),
            }),
        }
    }

    fn text_one(&self, d: &Distribution) -> String {
        let lang = self.lang;
        let mut text = words::draw_line(
            self.hand,
            &self.held_name(),
            &d.keep,
            d.discard.len(),
            self.spot.stub_size(),
            d.draws,
            lang,
        );
        text.push_str("\n\n");
        let mut rows: Vec<Vec<String>> = d
            .rows
            .iter()
            .map(|&(c, count)| {
                vec![
                    crate::i18n::cards::category_name(self.rules, c, lang),
                    msg::number(count, lang),
                    words::fraction(count, d.draws, lang),
                ]
            })
            .collect();
        rows.push(vec![
            msg::total(lang).to_string(),
            msg::number(d.draws, lang),
        ]);
        text.push_str(&columns(&rows));
        text.push('\n');
        text.push_str(&words::improve_line(
            &self.held_name(),
            d.improve,
            d.draws,
            lang,
        ));
        text.push('\n');
        if let (Some(v), Some(b)) = (d.versus, self.beat) {
            text.push_str(&words::versus_line(b, v.win, v.tie, v.loss, d.draws, lang));
            text.push('\n');
        }
        text
    }

    fn json_best(&self, all: &[Distribution]) -> JsonBest {
        JsonBest {
            rules: self.rules.id.clone(),
            head_count: self.players,
            deck_size: self.deck_size,
            hand: short(self.hand),
            held: self.spot.held().id(),
            target: if self.beat.is_some() {
                "beat"
            } else {
                "improve"
            },
            beat: self.beat.map(short),
            left: self.spot.stub_size(),
            choices: all
                .iter()
                .map(|d| JsonChoice {
                    keep: short(&d.keep),
                    discard: short(&d.discard),
                    draws: d.draws,
                    improve: d.improve,
                    win: d.versus.map(|v| v.win),
                    tie: d.versus.map(|v| v.tie),
                    loss: d.versus.map(|v| v.loss),
                    probability: ratio(d.versus.map_or(d.improve, |v| v.win), d.draws),
                })
                .collect(),
        }
    }

    fn text_best(&self, all: &[Distribution]) -> String {
        let lang = self.lang;
        let held = self.held_name();
        let mut text = match self.beat {
            Some(b) => words::best_intro_beat(b, lang),
            None => words::best_intro_improve(&held, lang),
        };
        text.push_str("\n\n");
        let head = words::best_headers(self.beat.is_some(), lang);
        let mut rows: Vec<Vec<String>> = vec![
            head.iter()
                .filter(|h| !h.is_empty())
                .map(ToString::to_string)
                .collect(),
        ];
        for d in all {
            let keep = if d.keep.is_empty() {
                words::nothing(lang).to_string()
            } else {
                words::cards(&d.keep, 0)
            };
            let mut row = vec![
                keep,
                d.discard.len().to_string(),
                msg::number(d.draws, lang),
            ];
            match d.versus {
                Some(v) => {
                    row.push(words::fraction(v.win, d.draws, lang));
                    row.push(words::fraction(v.tie, d.draws, lang));
                }
                None => row.push(words::fraction(d.improve, d.draws, lang)),
            }
            rows.push(row);
        }
        text.push_str(&columns(&rows));
        text
    }
}
