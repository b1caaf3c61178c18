//! The racon screen's pot line. It starts from the hand: `yer=` prefilled
//! with what lay in the middle at the deal (the antes and the carried pot,
//! editable), the players who showed hands listed; the host types what each
//! put in, by label (`ka=200`) or as bare numbers for the listed players
//! (`200 ı=90`). A line that disagrees with the hand is shown first and
//! recorded on a second Enter. Read by the core's parser, as `racon pot`'s
//! lists are ([`crate::money::line`]).

use super::racon_hands::{NamedVerdict, RaconScreen, names, roster};
use crate::i18n::racon as words;
use crate::money::hand_pot::{HandMiddle, pot_input};
use crate::money::line::parse_line;
use crate::money::pot::{FalseOpener, FalseOpenerRule};
use crate::night::{Action, PlayerId, State};
use crate::tui::ctx::Ctx;
use crate::tui::overlay::Msg;

/// The hand's middle as the night knows it (nothing before a deal).
fn middle(s: &State) -> HandMiddle {
    s.hand_middle().unwrap_or_default()
}

/// The pot line's first words, when it is empty: `yer=150 `.
pub fn prefill(v: &mut RaconScreen, ctx: &Ctx) {
    let Some(s) = ctx.state() else { return };
    if v.pot.text.trim().is_empty() {
        let yer = middle(s).yer();
        v.pot.text = if yer.is_positive() {
            format!("yer={yer} ")
        } else {
            String::new()
        };
    }
}

/// The players who showed hands, in the order typed (bare numbers go to
/// them in this order).
pub fn listed(named: &NamedVerdict) -> &[PlayerId] {
    &named.players
}

/// The line above the pot field: who showed, in order, and what the
/// middle holds.
pub fn hint(v: &RaconScreen, s: &State, lang: crate::i18n::Lang) -> Option<String> {
    let named = v.named.as_ref()?;
    let who: Vec<&str> = listed(named).iter().map(|&p| s.name(p)).collect();
    Some(words::pot_hint(&who, &middle(s), &names(s), lang))
}

pub fn split(v: &mut RaconScreen, ctx: &mut Ctx, now: i64) {
    let Some(named) = v.named.clone() else {
        v.pot_result = Some(Msg::new(|l| words::judge_named_first(l).into(), true));
        return;
    };
    let Some(s) = ctx.state() else { return };
    let all = names(s);
    let n = s.players.len();
    let line = match parse_line(&v.pot.text, &roster(s), n, listed(&named)) {
        Ok(line) => line,
        Err(e) => {
            v.pot_result = Some(Msg::new(
                move |l| crate::i18n::money::line_error(&e, "pot", &all, l),
                true,
            ));
            return;
        }
    };
    let middle = middle(s);
    // Nothing typed but the prefilled yer (a second Enter): say what to type.
    if line.named.is_empty() && !middle.blinds {
        v.pot_result = Some(Msg::new(|l| words::type_amounts(l).into(), true));
        return;
    }
    let shown: &[PlayerId] = &named.players;
    let order: Vec<Vec<PlayerId>> = named
        .ranking
        .iter()
        .map(|g| g.iter().map(|&h| shown[h]).collect())
        .collect();
    // R36: an opener who cannot show openers (or showed no hand).
    let false_opener = line.opener.and_then(|p| {
        let has = shown
            .iter()
            .position(|&q| q == p)
            .is_some_and(|h| named.opener.get(h).copied().unwrap_or(false));
        (!has).then_some(FalseOpener {
            player: p,
            rule: FalseOpenerRule::BestOtherHand,
        })
    });
    let (mut input, off) = pot_input(&line, &middle, n, order, false_opener);
    if !off.is_empty() && v.pot_warned.as_deref() != Some(v.pot.text.as_str()) {
        let names = all.clone();
        v.pot_result = Some(Msg::new(
            move |l| words::disagreement(&off, &middle, &names, l),
            true,
        ));
        v.pot_warned = Some(v.pot.text.clone());
        return;
    }
    v.pot_warned = None;
    // The odd chip as the house gives it (the split shown is the recorded one).
    s.order_ties(&mut input);
    let odd = crate::i18n::money::OddChipRule::from(s.setup.house.odd_chip);
    match crate::money::pot::split(&input) {
        Ok(split) => {
            let fo = input.false_opener;
            let text = Msg::new(
                |l| crate::i18n::money::split_summary(&split, &all, fo.as_ref(), odd, l).join("\n"),
                false,
            );
            if ctx.act(Action::SplitPot { input }, now) {
                v.pot_result = Some(text);
            }
        }
        Err(e) => {
            let names = names(s);
            v.pot_result = Some(Msg::new(
                |l| crate::i18n::money::pot_error(&e, &names, l),
                true,
            ));
        }
    }
}
