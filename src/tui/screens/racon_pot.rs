//! The racon screen's pot line: `Ali=150 Veli=400 Can=100 yer=40
//! açan=Veli`; players with chips in but no hand shown folded. (The core
//! gets one parser for this and `racon pot`; until then it is read here.)

use super::racon::{RaconScreen, find_player};
use crate::i18n::tui::{self as tx, T};
use crate::money::pot::{FalseOpener, FalseOpenerRule, PotInput};
use crate::night::{Action, PlayerId};
use crate::tui::app::{Ctx, Msg};

/// The `name=value` items of the line; a name may have several words
/// (`Muhammed Ali=150`).
fn items(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut pending: Vec<&str> = Vec::new();
    for token in text
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|t| !t.is_empty())
    {
        pending.push(token);
        if token.contains('=') {
            out.push(pending.join(" "));
            pending.clear();
        }
    }
    if !pending.is_empty() {
        out.push(pending.join(" "));
    }
    out
}

/// What the pot line says, or the message why it cannot be read.
fn read(text: &str, ctx: &Ctx, n: usize) -> Result<(Vec<i64>, i64, Option<PlayerId>), Msg> {
    let Some(s) = ctx.state() else {
        return Err(Msg::new(|l| tx::t(T::NoNight, l).into(), true));
    };
    let mut put_in = vec![0i64; n];
    let mut yer = 0i64;
    let mut opener = None;
    let bad = |item: &str| Msg::new(|l| crate::i18n::money::bad_item("pot", item, l), true);
    let unknown = |name: &str| Msg::new(|l| tx::unknown_player(name, l), true);
    for item in items(text) {
        let item = item.as_str();
        let Some((k, val)) = item.split_once('=') else {
            return Err(bad(item));
        };
        let key = crate::cards::fold(k.trim());
        if key == "acan" || key == "opener" {
            opener = Some(find_player(s, val.trim()).ok_or_else(|| unknown(val.trim()))?);
            continue;
        }
        let chips = val.trim().parse::<i64>().map_err(|_| bad(item))?;
        if key == "yer" || key == "orta" {
            yer = chips;
            continue;
        }
        let p = find_player(s, k.trim()).ok_or_else(|| unknown(k.trim()))?;
        put_in[p.0 as usize] = chips;
    }
    Ok((put_in, yer, opener))
}

pub fn split(v: &mut RaconScreen, ctx: &mut Ctx, now: i64) {
    let Some(named) = v.named.clone() else {
        v.pot_result = Some(Msg::new(|l| tx::t(T::JudgeNamedFirst, l).into(), true));
        return;
    };
    let n = ctx.players();
    let (put_in, yer, opener) = match read(&v.pot.text, ctx, n) {
        Ok(r) => r,
        Err(m) => {
            v.pot_result = Some(m);
            return;
        }
    };
    let shown: Vec<usize> = named.players.iter().map(|p| p.0 as usize).collect();
    let folded: Vec<bool> = (0..n).map(|i| !shown.contains(&i)).collect();
    let order: Vec<Vec<usize>> = named
        .ranking
        .iter()
        .map(|g| g.iter().map(|&h| shown[h]).collect())
        .collect();
    // R36: an opener who cannot show openers (or showed no hand).
    let false_opener = opener.and_then(|p| {
        let has = named
            .players
            .iter()
            .position(|&q| q == p)
            .is_some_and(|h| named.opener.get(h).copied().unwrap_or(false));
        (!has).then_some(FalseOpener {
            player: p.0 as usize,
            rule: FalseOpenerRule::BestOtherHand,
        })
    });
    let input = PotInput {
        put_in,
        folded,
        order,
        yer,
        acik: Vec::new(),
        false_opener,
    };
    let names: Vec<String> = ctx
        .state()
        .map(|s| s.players.iter().map(|p| p.name.clone()).collect())
        .unwrap_or_default();
    match crate::money::pot::split(&input) {
        Ok(split) => {
            let fo = input.false_opener;
            let text = Msg::new(
                |l| crate::tui::bridge::split_text(&split, &names, fo.as_ref(), l),
                false,
            );
            if ctx.act(Action::SplitPot { input }, now) {
                v.pot_result = Some(text);
            }
        }
        Err(e) => v.pot_result = Some(Msg::new(|l| tx::pot_error(&e, l), true)),
    }
}
