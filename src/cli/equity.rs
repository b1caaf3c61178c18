//! `racon equity`: all-in equity of known (or unknown, `*`) hands.

use super::{Ctx, Failure, Outcome};
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
    deck: super::DeckArgs,
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
        None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
    }
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    let dealt = a.deck.deal(ctx, a.hands.len())?;
    let (rules, players, deck) = (&dealt.rules, dealt.players, dealt.deck);
    let mut hands: Vec<Vec<Card>> = Vec::with_capacity(a.hands.len());
    for (i, h) in a.hands.iter().enumerate() {
        let cards = parse_hand(h).map_err(|e| {
            Failure::input(msg::card_error(&msg::hand_label(i, lang), &e.message(lang)))
        })?;
        hands.push(cards);
    }
    let list = |flag: &str, v: &Option<String>| -> Result<Vec<Card>, Failure> {
        match v {
            Some(b) => {
                parse_cards(b).map_err(|e| Failure::input(msg::card_error(flag, &e.message(lang))))
            }
            None => Ok(Vec::new()),
        }
    };
    let spot = Spot {
        hands,
        board: list("--board", &a.board)?,
        dead: list("--dead", &a.dead)?,
    };
    if a.samples == Some(0) {
        return Err(Failure::input(words::bad_count("--samples", lang)));
    }
    if a.samples.is_some_and(|n| n > MAX_SAMPLES) {
        return Err(Failure::input(words::too_many_samples(MAX_SAMPLES, lang)));
    }
    let threads = threads(a.threads, lang)?;
    let ev = Evaluator::new(rules, deck, rules.shape.max_eval_cards().min(7)).map_err(|e| {
        Failure::input(msg::bad_rules_file(
            &crate::i18n::files::ranking_error(&e, lang),
            lang,
        ))
    })?;
    let game = Game::new(&ev, &spot).map_err(|e| Failure::input(words::spot_error(&e, lang)))?;

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

    let n = spot.hands.len();
    let hole = rules.shape.hole_cards();
    let unknown = |p: usize| hole.saturating_sub(spot.hands[p].len());
    let chop = match a.pot {
        Some(pot) => Some((
            pot,
            result
                .chop(pot)
                .ok_or_else(|| Failure::input(words::chop_overflow(pot, lang)))?,
        )),
        None => None,
    };

    if a.json {
        let out = JsonEquity {
            rules: rules.id.clone(),
            head_count: players,
            deck_size: deck.size(),
            board: spot.board.iter().map(|c| c.short()).collect(),
            dead: spot.dead.iter().map(|c| c.short()).collect(),
            exact: result.exact,
            deals: result.deals,
            seed: sampled.then_some(seed),
            threads,
            seconds,
            players: (0..n)
                .map(|p| {
                    let o = &result.players[p];
                    JsonPlayer {
                        hand: words::cards_short(&spot.hands[p], unknown(p)),
                        win: o.win,
                        tie: o.tie,
                        loss: o.loss,
                        equity: result.equity(p),
                        error95: sampled.then(|| result.error95(p)),
                    }
                })
                .collect(),
            pot: chop.map(|(chips, shares)| JsonChop {
                chips,
                shares,
                rule: words::chop_rule(lang),
            }),
        };
        return super::to_json(&out);
    }

    let mut text = msg::players_deck_line(&rules.id, players, deck.size(), lang);
    if !spot.board.is_empty() {
        text.push_str(&format!(" · {}", words::cards(&spot.board, 0)));
    }
    text.push('\n');
    if sampled {
        text.push_str(&words::sampled_line(result.deals, seed, all, lang));
    } else {
        text.push_str(&words::exact_line(result.deals, lang));
    }
    text.push_str("\n\n");
    let labels: Vec<String> = (0..n)
        .map(|p| words::cards(&spot.hands[p], unknown(p)))
        .collect();
    let den = result.unit() * u128::from(result.deals);
    let equities: Vec<String> = (0..n)
        .map(|p| {
            let e = words::percent(result.share(p), den, lang);
            if sampled {
                let b = words::decimal(result.error95(p) * 100.0, 2, lang);
                format!("{e} ± {b}%")
            } else {
                e
            }
        })
        .collect();
    let head = words::equity_headers(lang);
    let cols: Vec<Vec<String>> = std::iter::once(head.map(str::to_string).to_vec())
        .chain((0..n).map(|p| {
            let o = &result.players[p];
            vec![
                labels[p].clone(),
                msg::number(o.win, lang),
                msg::number(o.tie, lang),
                msg::number(o.loss, lang),
                equities[p].clone(),
            ]
        }))
        .collect();
    text.push_str(&crate::i18n::num::columns(&cols));
    text.push('\n');
    text.push_str(words::tie_note(lang));
    text.push('\n');
    if let Some((pot, shares)) = chop {
        let named: Vec<(String, u64)> = shares
            .iter()
            .enumerate()
            .map(|(p, &s)| (format!("{} ({})", msg::hand_label(p, lang), labels[p]), s))
            .collect();
        text.push_str(&words::chop_line(pot, &named, sampled, lang));
        text.push('\n');
        text.push_str(words::chop_rule(lang));
        text.push('\n');
    }
    text.push_str(&words::speed_line(threads, seconds, result.deals, lang));
    text.push('\n');
    Ok(text)
}
