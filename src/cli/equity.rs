//! `racon equity`: all-in equity of known (or unknown, `*`) hands.

use super::common::{Ctx, Dealt, Failure, Outcome};
use crate::cards::{Card, parse_cards};
use crate::eval::Evaluator;
use crate::eval::equity::{Equity, Game, Spot};
use crate::i18n::{Lang, cli as msg, odds as words};
use serde::Serialize;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Monte Carlo samples when the flag is not given.
pub const DEFAULT_SAMPLES: u64 = 1_000_000;
/// The most samples `--samples` takes: the estimate's error is then below
/// 0.01 %; more only runs for hours without a better answer (G12).
pub const MAX_SAMPLES: u64 = 100_000_000;
/// The Monte Carlo seed when the flag is not given.
pub const DEFAULT_SEED: u64 = 1;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    deck: super::common::DeckArgs,
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    #[arg(long, value_name = "CARDS")]
    dead: Option<String>,
    #[arg(long)]
    json: bool,
    #[arg(long, conflicts_with = "samples")]
    exact: bool,
    #[arg(long, value_name = "N")]
    samples: Option<u64>,
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[arg(long, value_name = "CHIPS")]
    pot: Option<u64>,
    #[arg(required = true, value_name = "HAND")]
    hands: Vec<String>,
}

#[derive(Serialize)]
struct JsonPlayer {
    hand: String,
    win: u64,
    tie: u64,
    loss: u64,
    equity: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    error95: Option<f64>,
}

#[derive(Serialize)]
struct JsonChop {
    chips: u64,
    shares: Vec<u64>,
    rule: &'static str,
}

#[derive(Serialize)]
struct JsonEquity {
    rules: String,
    head_count: u8,
    deck_size: usize,
    board: Vec<String>,
    dead: Vec<String>,
    exact: bool,
    deals: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    threads: usize,
    seconds: f64,
    players: Vec<JsonPlayer>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pot: Option<JsonChop>,
}

/// A hand as typed: `*` alone is an unknown hand; a `*` among cards marks
/// the rest unknown (five-card games).
fn parse_hand(text: &str) -> Result<Vec<Card>, crate::cards::ParseError> {
    parse_cards(&text.replace('*', " "))
}

/// Runs `f` with a progress counter; on a terminal, after a second, a line
/// on stderr shows how far it is (redrawn in place, cleared at the end).
pub fn with_progress<T: Send>(total: u64, lang: Lang, f: impl FnOnce(&AtomicU64) -> T) -> T {
    let done = AtomicU64::new(0);
    if !std::io::stderr().is_terminal() {
        return f(&done);
    }
    let stop = AtomicBool::new(false);
    std::thread::scope(|s| {
        let watcher = s.spawn(|| {
            let start = Instant::now();
            let mut shown = false;
            while !stop.load(Ordering::Relaxed) {
                std::thread::park_timeout(Duration::from_millis(200));
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                if start.elapsed() >= Duration::from_secs(1) {
                    let line = words::progress(done.load(Ordering::Relaxed), total, lang);
                    let mut err = std::io::stderr().lock();
                    let _ = write!(err, "\r{line}\x1b[K");
                    let _ = err.flush();
                    shown = true;
                }
            }
            if shown {
                let mut err = std::io::stderr().lock();
                let _ = write!(err, "\r\x1b[K");
                let _ = err.flush();
            }
        });
        let out = f(&done);
        stop.store(true, Ordering::Relaxed);
        watcher.thread().unpark();
        out
    })
}

/// The thread count: the flag, else every core.
pub fn threads(flag: Option<usize>, lang: Lang) -> Result<usize, Failure> {
    match flag {
        Some(0) => Err(Failure::input(words::bad_count("--threads", lang))),
        Some(n) => Ok(n.min(1024)),
        None => Ok(std::thread::available_parallelism().map_or(1, std::num::NonZero::get)),
    }
}

/// What a run found and how it ran.
struct Found {
    result: Equity,
    sampled: bool,
    seed: u64,
    /// The threads the run really used.
    threads: usize,
    seconds: f64,
    /// Every deal of the unknown cards (what an exact run counts).
    all: u128,
    /// `--pot` and each hand's share of it.
    chop: Option<(u64, Vec<u64>)>,
}

pub fn run(ctx: &Ctx, a: &Args) -> Outcome {
    let lang = ctx.lang;
    let dealt = a.deck.deal(ctx, a.hands.len())?;
    let spot = spot(a, lang)?;
    if a.samples == Some(0) {
        return Err(Failure::input(words::bad_count("--samples", lang)));
    }
    if a.samples.is_some_and(|n| n > MAX_SAMPLES) {
        return Err(Failure::input(words::too_many_samples(MAX_SAMPLES, lang)));
    }
    let threads = threads(a.threads, lang)?;
    let rules = &dealt.rules;
    let ev =
        Evaluator::new(rules, dealt.deck, rules.shape.max_eval_cards().min(7)).map_err(|e| {
            Failure::input(msg::bad_rules_file(
                &crate::i18n::files::ranking_error(&e, lang),
                lang,
            ))
        })?;
    let game = Game::new(&ev, &spot).map_err(|e| Failure::input(words::spot_error(&e, lang)))?;
    let found = play(a, &game, threads, lang)?;
    if a.json {
        return super::common::to_json(&json(&dealt, &spot, &found, lang));
    }
    Ok(text(&dealt, &spot, &found, lang))
}

/// The hands, `--board` and `--dead` as cards.
fn spot(a: &Args, lang: Lang) -> Result<Spot, Failure> {
    let hands = a
        .hands
        .iter()
        .enumerate()
        .map(|(i, h)| {
            parse_hand(h).map_err(|e| {
                Failure::input(msg::card_error(
                    &msg::hand_label(i, lang),
                    &crate::i18n::cards::parse_error(&e, lang),
                ))
            })
        })
        .collect::<Result<Vec<Vec<Card>>, Failure>>()?;
    let list = |flag: &str, v: &Option<String>| -> Result<Vec<Card>, Failure> {
        match v {
            Some(b) => parse_cards(b).map_err(|e| {
                Failure::input(msg::card_error(
                    flag,
                    &crate::i18n::cards::parse_error(&e, lang),
                ))
            }),
            None => Ok(Vec::new()),
        }
    };
    Ok(Spot {
        hands,
        board: list("--board", &a.board)?,
        dead: list("--dead", &a.dead)?,
    })
}

/// Counts every deal, or samples them (`--samples`, or a game too big to
/// count), with a progress line; then splits `--pot`.
fn play(a: &Args, game: &Game, threads: usize, lang: Lang) -> Result<Found, Failure> {
    let sampled = !a.exact && (a.samples.is_some() || !game.exact_by_default());
    let samples = a.samples.unwrap_or(DEFAULT_SAMPLES);
    let seed = a.seed.unwrap_or(DEFAULT_SEED);
    let all = game.deals();
    let total = if sampled {
        samples
    } else {
        u64::try_from(all).unwrap_or(u64::MAX)
    };
    // The threads the run really uses (the rank-multiset count uses one).
    let threads = if sampled {
        threads
    } else {
        game.exact_threads(threads)
    };
    let start = Instant::now();
    let result: Equity = with_progress(total, lang, |progress| {
        if sampled {
            game.monte_carlo(samples, seed, threads, progress)
        } else {
            game.exact(threads, progress)
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    let chop = match a.pot {
        Some(pot) => Some((
            pot,
            result
                .chop(pot)
                .ok_or_else(|| Failure::input(words::chop_overflow(pot, lang)))?,
        )),
        None => None,
    };
    Ok(Found {
        result,
        sampled,
        seed,
        threads,
        seconds,
        all,
        chop,
    })
}

/// How many of hand `p`'s cards are unknown (`*`).
fn unknown(dealt: &Dealt, spot: &Spot, p: usize) -> usize {
    dealt
        .rules
        .shape
        .hole_cards()
        .saturating_sub(spot.hands[p].len())
}

/// `--json`.
fn json(dealt: &Dealt, spot: &Spot, f: &Found, lang: Lang) -> JsonEquity {
    let result = &f.result;
    JsonEquity {
        rules: dealt.rules.id.clone(),
        head_count: dealt.players,
        deck_size: dealt.deck.size(),
        board: spot.board.iter().map(|c| c.short()).collect(),
        dead: spot.dead.iter().map(|c| c.short()).collect(),
        exact: result.exact,
        deals: result.deals,
        seed: f.sampled.then_some(f.seed),
        threads: f.threads,
        seconds: f.seconds,
        players: (0..spot.hands.len())
            .map(|p| {
                let o = &result.players[p];
                JsonPlayer {
                    hand: words::cards_short(&spot.hands[p], unknown(dealt, spot, p)),
                    win: o.win,
                    tie: o.tie,
                    loss: o.loss,
                    equity: result.equity(p),
                    error95: f.sampled.then(|| result.error95(p)),
                }
            })
            .collect(),
        pot: f.chop.clone().map(|(chips, shares)| JsonChop {
            chips,
            shares,
            rule: words::chop_rule(lang),
        }),
    }
}

/// The run as text: the game, how it was counted, a row per hand, the
/// pot's split and the speed.
fn text(dealt: &Dealt, spot: &Spot, f: &Found, lang: Lang) -> String {
    let result = &f.result;
    let mut text = msg::players_deck_line(&dealt.rules.id, dealt.players, dealt.deck.size(), lang);
    if !spot.board.is_empty() {
        text.push_str(" · ");
        text.push_str(&words::cards(&spot.board, 0));
    }
    text.push('\n');
    if f.sampled {
        text.push_str(&words::sampled_line(result.deals, f.seed, f.all, lang));
    } else {
        text.push_str(&words::exact_line(result.deals, lang));
    }
    text.push_str("\n\n");
    let labels: Vec<String> = (0..spot.hands.len())
        .map(|p| words::cards(&spot.hands[p], unknown(dealt, spot, p)))
        .collect();
    text.push_str(&crate::i18n::num::columns(&table(&labels, f, lang)));
    text.push('\n');
    text.push_str(words::tie_note(lang));
    text.push('\n');
    if let Some((pot, shares)) = &f.chop {
        let named: Vec<(String, u64)> = shares
            .iter()
            .enumerate()
            .map(|(p, &s)| (format!("{} ({})", msg::hand_label(p, lang), labels[p]), s))
            .collect();
        text.push_str(&words::chop_line(*pot, &named, f.sampled, lang));
        text.push('\n');
        text.push_str(words::chop_rule(lang));
        text.push('\n');
    }
    text.push_str(&words::speed_line(f.threads, f.seconds, result.deals, lang));
    text.push('\n');
    text
}

/// The table: a header, then each hand's wins, ties, losses and equity
/// (± the 95 % error when sampled).
fn table(labels: &[String], f: &Found, lang: Lang) -> Vec<Vec<String>> {
    let result = &f.result;
    let den = result.unit() * u128::from(result.deals);
    let head = words::equity_headers(lang);
    std::iter::once(head.map(str::to_string).to_vec())
        .chain(labels.iter().enumerate().map(|(p, label)| {
            let o = &result.players[p];
            let mut equity = words::percent(result.share(p), den, lang);
            if f.sampled {
                let b = words::decimal(result.error95(p) * 100.0, 2, lang);
                equity = format!("{equity} ± {b}%");
            }
            vec![
                label.clone(),
                msg::number(o.win, lang),
                msg::number(o.tie, lang),
                msg::number(o.loss, lang),
                equity,
            ]
        }))
        .collect()
}
