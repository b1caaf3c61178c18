//! `racon pot`: who takes what at a showdown (rest, diferans, false opener,
//! açıktan fiş). Also the NAME=CHIPS list parsing `racon settle` shares.

use super::common::{Ctx, Failure, Outcome, to_json};
use crate::i18n::{Lang, money as words};
use crate::money::{
    Chips, FalseOpener, FalseOpenerRule, InputError, MAX_CHIPS, MAX_PLAYERS, PotError, PotInput,
    Split, split,
};
use crate::night::setup::MAX_NAME;
use crate::units::PlayerId;
use clap::builder::TypedValueParser as _;
use serde::Serialize;
use serde_json::{Map, Value};

/// C9 on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum C9Arg {
    /// The best other hand takes the whole pot, penalty included (S1).
    BestOther,
    /// The penalty stays in the middle for the next hand (S0).
    Carry,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long = "in", value_name = "NAME=CHIPS,…")]
    put_in: String,
    #[arg(long, value_name = "A>B=C")]
    order: Option<String>,
    #[arg(long, value_name = "NAME,…")]
    folded: Option<String>,
    #[arg(long, value_name = "CHIPS", default_value_t = Chips::ZERO,
          value_parser = clap::value_parser!(i64).range(0..=MAX_CHIPS.get()).map(Chips))]
    yer: Chips,
    #[arg(long, value_name = "NAME")]
    false_opener: Option<String>,
    #[arg(long, value_enum, value_name = "best-other|carry")]
    c9: Option<C9Arg>,
    #[arg(long, value_name = "NAME=CHIPS,…")]
    acik: Option<String>,
    #[arg(long)]
    json: bool,
}

// ------------------------------------------------------- shared parsing

/// A trimmed player name, or why it cannot be one.
pub(super) fn parse_name(flag: &str, raw: &str, lang: Lang) -> Result<String, Failure> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(Failure::input(words::empty_name(flag, lang)));
    }
    if name.chars().count() > MAX_NAME
        || name
            .chars()
            .any(|c| c.is_control() || matches!(c, '=' | ',' | '>'))
    {
        return Err(Failure::input(words::bad_name(flag, name, MAX_NAME, lang)));
    }
    Ok(name.to_string())
}

/// The non-empty items of a comma-separated list (a trailing comma is fine).
fn items(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').filter(|s| !s.trim().is_empty())
}

/// `Ali=150,Veli=400` (`;` or spaces also separate): names in the order
/// given, each once. The core's parser ([`crate::money::line`]) reads it,
/// as it reads the racon screen's pot line.
pub(super) fn parse_amounts(
    flag: &str,
    text: &str,
    lang: Lang,
) -> Result<Vec<(String, Chips)>, Failure> {
    use crate::money::line::{LineError, parse_amounts as core};
    let out = core(text).map_err(|e| {
        Failure::input(match &e {
            LineError::TooLarge { name, value } => {
                words::bad_amount(flag, name, value, MAX_CHIPS, lang)
            }
            e => words::line_error(e, flag, &[], lang),
        })
    })?;
    if out.len() > MAX_PLAYERS {
        return Err(Failure::input(words::too_many_players(
            out.len(),
            MAX_PLAYERS,
            lang,
        )));
    }
    for (name, _) in &out {
        parse_name(flag, name, lang)?;
    }
    Ok(out)
}

/// `Ali,Veli`: names, each once.
fn parse_names(flag: &str, text: &str, lang: Lang) -> Result<Vec<String>, Failure> {
    let mut out: Vec<String> = Vec::new();
    for item in items(text) {
        let name = parse_name(flag, item, lang)?;
        if out.contains(&name) {
            return Err(Failure::input(words::duplicate_name(flag, &name, lang)));
        }
        out.push(name);
    }
    Ok(out)
}

/// Where `name` is among `players`: the one label rule of the racon
/// screen ([`crate::money::names::resolve`]: the whole name or a unique
/// prefix of any word of it, Turkish case and ASCII folding).
pub(super) fn lookup(
    flag: &str,
    name: &str,
    players: &[String],
    source: &str,
    lang: Lang,
) -> Result<PlayerId, Failure> {
    use crate::money::names::{LabelError, Roster, resolve};
    match resolve(&Roster::of_names(players), name) {
        Ok(p) => Ok(p),
        Err(LabelError::Unknown(_) | LabelError::Empty | LabelError::NoSeat { .. }) => {
            Err(Failure::input(unknown(flag, name, players, source, lang)))
        }
        Err(e) => Err(Failure::input(format!(
            "{flag}: {}",
            words::label_error(&e, players, lang)
        ))),
    }
}

/// The message for a name that is not among `players`.
pub(super) fn unknown(
    flag: &str,
    name: &str,
    players: &[String],
    source: &str,
    lang: Lang,
) -> String {
    let key = crate::cards::fold(name);
    let like = players
        .iter()
        .find(|p| crate::cards::fold(p) == key)
        .map(String::as_str);
    let known: Vec<&str> = players.iter().map(String::as_str).collect();
    words::unknown_name(flag, name, source, &known, like, lang)
}

// ------------------------------------------------------------- the pot

/// `Ali>Can=Veli` as groups of names, best first.
fn parse_order(text: &str, lang: Lang) -> Result<Vec<Vec<String>>, Failure> {
    let mut groups = Vec::new();
    for group in text.split('>') {
        let mut names = Vec::new();
        for raw in group.split('=') {
            if raw.trim().is_empty() {
                return Err(Failure::input(words::bad_order(text.trim(), lang)));
            }
            names.push(parse_name("--order", raw, lang)?);
        }
        groups.push(names);
    }
    Ok(groups)
}

fn core_error(e: &PotError, names: &[String], lang: Lang) -> Failure {
    let name = |p: &PlayerId| words::player_name(names, *p);
    Failure::input(match e {
        PotError::Unranked { player } => words::unranked(&name(player), lang),
        PotError::NoContender => words::no_contender(lang),
        PotError::AcikFolded { player } => words::acik_folded(&name(player), lang),
        PotError::Input(InputError::TooMany { players, max }) => {
            words::too_many_players(*players, *max, lang)
        }
        PotError::Duplicate { player } => words::duplicate_name("--order", &name(player), lang),
        other => words::pot_error(other, names, lang),
    })
}

#[derive(Serialize)]
struct JsonPot {
    amount: Chips,
    eligible: Vec<String>,
    winners: Vec<String>,
    kind: &'static str,
}

#[derive(Serialize)]
struct JsonSplit {
    payouts: Map<String, Value>,
    pots: Vec<JsonPot>,
    carried: Chips,
}

pub fn run(ctx: &Ctx, a: &Args) -> Outcome {
    let lang = ctx.lang;
    let entries = parse_amounts("--in", &a.put_in, lang)?;
    let names: Vec<String> = entries.iter().map(|(n, _)| n.clone()).collect();
    let find = |flag: &str, name: &str| lookup(flag, name, &names, "--in", lang);
    let folded = folded(a, names.len(), &find, lang)?;
    let false_opener = false_opener(a, &find, lang)?;
    let order = order(a, &folded, false_opener, &find, lang)?;
    let acik = acik(a, names.len(), &find, lang)?;
    let input = PotInput {
        put_in: entries.iter().map(|(_, c)| *c).collect(),
        folded,
        order,
        yer: a.yer,
        acik,
        false_opener,
    };
    let s = split(&input).map_err(|e| core_error(&e, &names, lang))?;
    if a.json {
        return to_json(&json(&s, &names));
    }
    Ok(words::split_text(
        &s,
        &names,
        input.false_opener.as_ref(),
        words::OddChipRule::OrderFlag,
        lang,
    ))
}

/// A name of `--in` by the flag that names it, or why it is not one.
type Find<'a> = dyn Fn(&str, &str) -> Result<PlayerId, Failure> + 'a;

/// `--folded`: who folded, per player.
fn folded(a: &Args, n: usize, find: &Find, lang: Lang) -> Result<Vec<bool>, Failure> {
    let mut folded = vec![false; n];
    if let Some(text) = &a.folded {
        for name in parse_names("--folded", text, lang)? {
            folded[find("--folded", &name)?.index()] = true;
        }
    }
    Ok(folded)
}

/// `--false-opener` and its `--c9`.
fn false_opener(a: &Args, find: &Find, lang: Lang) -> Result<Option<FalseOpener>, Failure> {
    if a.c9.is_some() && a.false_opener.is_none() {
        return Err(Failure::input(words::needs_flag(
            "--c9",
            "--false-opener",
            lang,
        )));
    }
    let Some(raw) = &a.false_opener else {
        return Ok(None);
    };
    let name = parse_name("--false-opener", raw, lang)?;
    Ok(Some(FalseOpener {
        player: find("--false-opener", &name)?,
        rule: match a.c9 {
            Some(C9Arg::Carry) => FalseOpenerRule::Carry,
            Some(C9Arg::BestOther) | None => FalseOpenerRule::BestOtherHand,
        },
    }))
}

/// `--order`, best first; without it, the one player still in (more than
/// one is refused).
fn order(
    a: &Args,
    folded: &[bool],
    false_opener: Option<FalseOpener>,
    find: &Find,
    lang: Lang,
) -> Result<Vec<Vec<PlayerId>>, Failure> {
    let n = folded.len();
    let Some(text) = &a.order else {
        let still_in = PlayerId::all(n)
            .filter(|&p| !folded[p.index()] && false_opener.map(|f| f.player) != Some(p))
            .count();
        if still_in > 1 {
            return Err(Failure::input(words::no_order(lang)));
        }
        // One player left: he is the order.
        return Ok(PlayerId::all(n)
            .filter(|p| !folded[p.index()])
            .map(|p| vec![p])
            .collect());
    };
    parse_order(text, lang)?
        .into_iter()
        .map(|group| group.iter().map(|name| find("--order", name)).collect())
        .collect()
}

/// `--acik`: each player's chips shown from the open, or none.
fn acik(a: &Args, n: usize, find: &Find, lang: Lang) -> Result<Vec<Chips>, Failure> {
    let mut acik = Vec::new();
    if let Some(text) = &a.acik {
        acik = vec![Chips::ZERO; n];
        for (name, chips) in parse_amounts("--acik", text, lang)? {
            acik[find("--acik", &name)?.index()] = chips;
        }
    }
    Ok(acik)
}

/// `--json`.
fn json(s: &Split, names: &[String]) -> JsonSplit {
    let list = |ps: &[PlayerId]| -> Vec<String> {
        ps.iter().map(|&p| words::player_name(names, p)).collect()
    };
    let mut payouts = Map::new();
    for (name, &c) in names.iter().zip(&s.payouts) {
        payouts.insert(name.clone(), Value::from(c.get()));
    }
    JsonSplit {
        payouts,
        pots: s
            .pots
            .iter()
            .map(|p| JsonPot {
                amount: p.amount,
                eligible: list(&p.eligible),
                winners: list(&p.winners),
                kind: p.kind.id(),
            })
            .collect(),
        carried: s.carried,
    }
}
