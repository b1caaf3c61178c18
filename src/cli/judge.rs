//! `racon judge`: the racon for a showdown, or, with stud up cards (1 to 4
//! each), who speaks first.

use super::{Ctx, Failure, Outcome, to_json};
use crate::cards::{Card, Deck, ParseError, parse_cards};
use crate::eval::Ranking;
use crate::eval::first_speaker::{first_speaker, is_up_cards};
use crate::eval::verdict::{check_input, judge};
use crate::i18n::{Lang, cli as msg, verdict as words};
use crate::rules::RuleSet;
use serde::Serialize;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    deck: super::DeckArgs,
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    #[arg(long)]
    json: bool,
    /// The dealer's hand (from 1), for ties among up cards under
    /// `acik_tie_first: nearest_left`.
    #[arg(long, value_name = "N")]
    dealer: Option<usize>,
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

#[derive(Serialize)]
struct JsonShowing {
    category: &'static str,
    name: String,
    cards: Vec<String>,
}

#[derive(Serialize)]
struct JsonFirstSpeaker {
    rules: String,
    players: u8,
    deck_size: usize,
    /// The hand (from 0) that speaks first.
    first_speaker: usize,
    /// True when that hand is the lowest up card bringing in.
    bring_in: bool,
    ranking: Vec<Vec<usize>>,
    showing: Vec<JsonShowing>,
    reason: Vec<String>,
}

/// The word the user typed that holds the bad piece `e.token` (`Ahh` for
/// `h`), when that is more than the piece itself.
fn typed_word<'a>(input: &'a str, e: &ParseError) -> Option<&'a str> {
    input
        .split(|c: char| c.is_whitespace() || c == ',')
        .find(|w| {
            w.len() > e.token.len()
                && w.contains(e.token.as_str())
                && parse_cards(w).err().is_some_and(|we| we.token == e.token)
        })
}

fn parse_input(label: &str, input: &str, lang: Lang) -> Result<Vec<Card>, Failure> {
    parse_cards(input).map_err(|e| {
        let message = match typed_word(input, &e) {
            Some(word) => msg::card_error_in_word(word, &e.message(lang), lang),
            None => e.message(lang),
        };
        Failure::input(msg::card_error(label, &message))
    })
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    let dealt = a.deck.deal(ctx, a.hands.len())?;
    let (rules, players, deck) = (&dealt.rules, dealt.players, dealt.deck);

    let mut hands: Vec<Vec<Card>> = Vec::with_capacity(a.hands.len());
    for (i, h) in a.hands.iter().enumerate() {
        hands.push(parse_input(&msg::hand_label(i, lang), h, lang)?);
    }
    let board = match &a.board {
        Some(b) => parse_input("--board", b, lang)?,
        None => Vec::new(),
    };
    if is_up_cards(rules, &hands, &board) {
        return speaker(&a, rules, players, deck, &hands, lang);
    }
    check_input(rules, deck, &hands, &board)
        .map_err(|e| Failure::input(words::input_error(&e, lang)))?;

    let ranking = Ranking::new(rules, deck).map_err(|e| {
        Failure::input(msg::bad_rules_file(
            &crate::i18n::files::ranking_error(&e, lang),
            lang,
        ))
    })?;
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
        return to_json(&out);
    }
    Ok(human(rules, players, deck, &reason, lang))
}

/// The header line and the reason lines.
fn human(rules: &RuleSet, players: u8, deck: Deck, lines: &[String], lang: Lang) -> String {
    let mut text = msg::players_deck_line(rules.name.get(lang), players, deck.size(), lang);
    text.push('\n');
    for line in lines {
        text.push_str(line);
        text.push('\n');
    }
    text
}

/// Stud up cards: who speaks first, and why.
fn speaker(
    a: &Args,
    rules: &RuleSet,
    players: u8,
    deck: Deck,
    up: &[Vec<Card>],
    lang: Lang,
) -> Outcome {
    // `--dealer 0` is not a seat; it is reported as out of range.
    let dealer = a.dealer.map(|d| d.wrapping_sub(1));
    let fs = first_speaker(rules, deck, up, dealer)
        .map_err(|e| Failure::input(words::input_error(&e, lang)))?;
    let reason = words::first_speaker_lines(&fs, rules, lang);
    if !a.json {
        return Ok(human(rules, players, deck, &reason, lang));
    }
    to_json(&JsonFirstSpeaker {
        rules: rules.id.clone(),
        players,
        deck_size: deck.size(),
        first_speaker: fs.first,
        bring_in: fs.bring_in,
        ranking: fs.ranking.clone(),
        showing: fs
            .showing
            .iter()
            .map(|s| JsonShowing {
                category: s.category.id(),
                name: rules.category_name(s.category, lang),
                cards: s.cards.iter().map(|c| c.short()).collect(),
            })
            .collect(),
        reason,
    })
}
