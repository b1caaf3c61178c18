//! The racon screen's pot line: `Ali=150 Veli=400 Can=100 yer=40
//! açan=Veli`; players with chips in but no hand shown folded. Read by
//! the core's one parser, the same as `racon pot`'s.

use super::racon::RaconScreen;
use crate::i18n::tui::{self as tx, T};
use crate::money::line::parse_line;
use crate::money::pot::{FalseOpener, FalseOpenerRule, PotInput};
use crate::night::{Action, Chips, PlayerId};
use crate::tui::app::{Ctx, Msg};

/// What the pot line says ([`parse_line`]), or the message why it cannot
/// be read.
fn read(text: &str, ctx: &Ctx) -> Result<(Vec<Chips>, Chips, Option<PlayerId>), Msg> {
    let Some(s) = ctx.state() else {
        return Err(Msg::new(|l| tx::t(T::NoNight, l).into(), true));
    };
    let names: Vec<String> = s.players.iter().map(|p| p.name.clone()).collect();
    match parse_line(text, &names) {
        Ok(line) => Ok((line.put_in, line.yer.unwrap_or(Chips::ZERO), line.opener)),
        Err(e) => Err(Msg::new(
            move |l| crate::i18n::money::line_error(&e, "pot", l),
            true,
        )),
    }
}

pub fn split(v: &mut RaconScreen, ctx: &mut Ctx, now: i64) {
    let Some(named) = v.named.clone() else {
        v.pot_result = Some(Msg::new(|l| tx::t(T::JudgeNamedFirst, l).into(), true));
        return;
    };
    let n = ctx.players();
    let (put_in, yer, opener) = match read(&v.pot.text, ctx) {
        Ok(r) => r,
        Err(m) => {
            v.pot_result = Some(m);
            return;
        }
    };
    let shown: &[PlayerId] = &named.players;
    let folded: Vec<bool> = PlayerId::all(n).map(|p| !shown.contains(&p)).collect();
    let order: Vec<Vec<PlayerId>> = named
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
            player: p,
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
    let odd = ctx
        .state()
        .map(|s| crate::i18n::money::OddChipRule::from(s.setup.house.odd_chip))
        .unwrap_or(crate::i18n::money::OddChipRule::LeftOfDealer);
    match crate::money::pot::split(&input) {
        Ok(split) => {
            let fo = input.false_opener;
            let text = Msg::new(
                |l| crate::i18n::money::split_text(&split, &names, fo.as_ref(), odd, l),
                false,
            );
            if ctx.act(Action::SplitPot { input }, now) {
                v.pot_result = Some(text);
            }
        }
        Err(e) => v.pot_result = Some(Msg::new(|l| tx::pot_error(&e, l), true)),
    }
}
