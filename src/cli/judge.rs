//! `racon judge`: the racon for a showdown, or, with stud up cards (1 to 4
//! each), who speaks first. A hand may carry a label, `"Ali: Ah Kd …"`: a
//! free name (no night is given) that the verdict then speaks in, read by
//! the same parser as the racon screen's hands ([`crate::eval::named`]).

use super::common::{Ctx, Failure, Outcome, to_json};
use crate::cards::{Card, Deck, ParseError, parse_cards};
use crate::eval::Ranking;
use crate::eval::first_speaker::{first_speaker, is_up_cards};
use crate::eval::named::{NamedError, NamedHands, parse_named};
use crate::eval::verdict::{check_input, judge};
use crate::i18n::verdict::Typed;
use crate::i18n::{Lang, cli as msg, verdict as words};
use crate::money::names::{Roster, resolve, split_label};
use crate::rules::RuleSet;
use serde::Serialize;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    deck: super::common::DeckArgs,
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    #[arg(long)]
    json: bool,
    /// The dealer's hand (from 1, or its label), for ties among up cards
    /// under `acik_tie_first: nearest_left`.
    #[arg(long, value_name = "N")]
    dealer: Option<String>,
    #[arg(required = true, value_name = "HAND")]
    hands: Vec<String>,
}

#[derive(Serialize)]
struct JsonHand {
    /// The label typed before `:`, if any.
    label: Option<String>,
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
    /// Each hand's label (null where none was typed).
    labels: Vec<Option<String>>,
    ranking: Vec<Vec<usize>>,
    winners: Vec<usize>,
    hands: Vec<JsonHand>,
    reason: Vec<String>,
}

#[derive(Serialize)]
struct JsonShowing {
    label: Option<String>,
    category: &'static str,
    name: String,
    cards: Vec<String>,
}

#[derive(Serialize)]
struct JsonFirstSpeaker {
    rules: String,
    players: u8,
    deck_size: usize,
    labels: Vec<Option<String>>,
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
            Some(word) => {
                msg::card_error_in_word(word, &crate::i18n::cards::parse_error(&e, lang), lang)
            }
            None => crate::i18n::cards::parse_error(&e, lang),
        };
        Failure::input(msg::card_error(label, &message))
    })
}

/// The hands as typed, labels read by the core's parser; a card error
/// names the hand by its label and quotes the word it is in.
fn read_hands(a: &Args, lang: Lang) -> Result<NamedHands, Failure> {
    let parts: Vec<&str> = a.hands.iter().map(String::as_str).collect();
    parse_named(&parts, None, false).map_err(|e| match e {
        NamedError::Cards { hand, .. } => {
            let i = hand.unwrap_or(0);
            let (label, cards) = split_label(parts.get(i).copied().unwrap_or(""));
            let label = label.map_or_else(|| msg::hand_label(i, lang), str::to_string);
            match parse_input(&label, cards, lang) {
                Err(f) => f,
                Ok(_) => Failure::input(msg::hand_label(i, lang)),
            }
        }
        NamedError::Label { hand, error } => Failure::input(format!(
            "{}: {}",
            msg::hand_label(hand, lang),
            crate::i18n::money::label_error(&error, &[], lang)
        )),
        NamedError::Twice { first, again } => {
            let label = |i: usize| {
                parts
                    .get(i)
                    .and_then(|p| split_label(p).0)
                    .unwrap_or_default()
                    .to_string()
            };
            Failure::input(words::label_twice(&label(first), first, again, lang))
        }
    })
}

/// `--dealer`: a hand number from 1, or a hand's label (a prefix of it).
fn dealer_hand(text: &str, named: &NamedHands, lang: Lang) -> Result<usize, Failure> {
    let t = text.trim();
    if t.bytes().all(|b| b.is_ascii_digit()) && !t.is_empty() {
        // `--dealer 0` is not a seat; it is reported as out of range.
        return Ok(t.parse::<usize>().map_or(usize::MAX, |d| d.wrapping_sub(1)));
    }
    let labels: Vec<String> = named
        .labels
        .iter()
        .map(|l| l.clone().unwrap_or_default())
        .collect();
    resolve(&Roster::of_names(&labels), t)
        .map(crate::units::PlayerId::index)
        .map_err(|e| {
            Failure::input(format!(
                "--dealer: {}",
                crate::i18n::money::label_error(&e, &labels, lang)
            ))
        })
}

pub fn run(ctx: &Ctx, a: &Args) -> Outcome {
    let lang = ctx.lang;
    let dealt = a.deck.deal(ctx, a.hands.len())?;
    let (rules, players, deck) = (&dealt.rules, dealt.players, dealt.deck);

    let named = read_hands(a, lang)?;
    let hands = named.hands.clone();
    let labels = named.labels.clone();
    let board = match &a.board {
        Some(b) => parse_input("--board", b, lang)?,
        None => Vec::new(),
    };
    if is_up_cards(rules, &hands, &board) {
        let dealer = match &a.dealer {
            Some(d) => Some(dealer_hand(d, &named, lang)?),
            None => None,
        };
        return speaker(a, rules, players, deck, &named, dealer, lang);
    }
    check_input(rules, deck, &hands, &board)
        .map_err(|e| Failure::input(words::input_error_named(&e, &labels, Typed::Cli, lang)))?;

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
    let reason = words::reasons_named(&verdict, rules, &labels, lang);

    if a.json {
        let out = JsonVerdict {
            rules: rules.id.clone(),
            players,
            deck_size: deck.size(),
            labels: labels.clone(),
            winners: verdict.winners().to_vec(),
            ranking: verdict.ranking.clone(),
            hands: verdict
                .hands
                .iter()
                .zip(&labels)
                .map(|(j, label)| JsonHand {
                    label: label.clone(),
                    category: j.made.category.id(),
                    name: crate::i18n::cards::category_name(rules, j.made.category, lang),
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
    named: &NamedHands,
    dealer: Option<usize>,
    lang: Lang,
) -> Outcome {
    let fs = first_speaker(rules, deck, &named.hands, dealer).map_err(|e| {
        Failure::input(words::input_error_named(
            &e,
            &named.labels,
            Typed::Cli,
            lang,
        ))
    })?;
    let reason = words::first_speaker_named(&fs, rules, &named.labels, None, lang);
    if !a.json {
        return Ok(human(rules, players, deck, &reason, lang));
    }
    to_json(&JsonFirstSpeaker {
        rules: rules.id.clone(),
        players,
        deck_size: deck.size(),
        labels: named.labels.clone(),
        first_speaker: fs.first,
        bring_in: fs.bring_in,
        ranking: fs.ranking.clone(),
        showing: fs
            .showing
            .iter()
            .zip(&named.labels)
            .map(|(s, label)| JsonShowing {
                label: label.clone(),
                category: s.category.id(),
                name: crate::i18n::cards::category_name(rules, s.category, lang),
                cards: s.cards.iter().map(|c| c.short()).collect(),
            })
            .collect(),
        reason,
    })
}
