//! The data of the reports' pictures: each player's net over a night's
//! hands, and each player's running net over the season's nights. Pure.
//!
//! A night does not record every chip that moves at the table (the bets
//! after the antes are not typed), so the night's line is what the journal
//! knows, hand by hand, closed by the count:
//!
//! - before the first hand every net is 0 (a kav bought changes a stack,
//!   not a net);
//! - each hand takes the antes (or blinds) from their players; a hand won
//!   gives its winner what lay in the middle at the deal (the carried pot
//!   and the antes); a hand whose pot split was recorded moves every
//!   player's payout minus what he put in instead; a pot passed or a
//!   misdeal stays in the middle for a later winner;
//! - the last point is the count: each player's settled net (the final
//!   chips minus the kav, after a resolved difference).

use crate::money::ledger::Ledger;
use crate::night::{Outcome, State};
use crate::units::{Chips, Kurus};

/// One player's line: a value per point (chips for a night, kuruş for the
/// season).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub name: String,
    pub points: Vec<i64>,
}

/// Each player's net chips after each hand of `state`: point 0 before the
/// first hand, point `k` after hand `k`, and, when `finals` is given (the
/// settled nets, in player order), one point more: the count.
pub fn night_lines(state: &State, finals: Option<&[Chips]>) -> Vec<Line> {
    let n = state.players.len();
    let mut net = vec![0i64; n];
    let mut lines: Vec<Line> = state
        .players
        .iter()
        .map(|p| Line {
            name: p.name.clone(),
            points: vec![0],
        })
        .collect();
    let blinds = state.has_blinds();
    for hand in &state.hands {
        let mut add = |i: usize, c: i64| {
            if let Some(v) = net.get_mut(i) {
                *v = v.saturating_add(c);
            }
        };
        for (p, c) in &hand.antes {
            add(p.index(), -c.get());
        }
        if let Some((put_in, payouts)) = hand.pot_splits.first() {
            for (i, (put, got)) in put_in.iter().zip(payouts).enumerate() {
                add(i, got.get() - put.get());
            }
            if blinds {
                // A blind is the first part of its player's bet: already in
                // what he put in.
                for (p, c) in &hand.antes {
                    add(p.index(), c.get());
                }
            }
        } else if let Outcome::Won {
            winner: Some(w), ..
        } = hand.outcome
        {
            add(w.index(), hand.pot.get());
        }
        for (line, v) in lines.iter_mut().zip(&net) {
            line.points.push(*v);
        }
    }
    if let Some(finals) = finals {
        for (i, line) in lines.iter_mut().enumerate() {
            line.points
                .push(finals.get(i).copied().unwrap_or(Chips::ZERO).get());
        }
    }
    lines
}

/// Each player's running net in kuruş over the season's nights (oldest
/// first): point `k` is his net after night `k + 1`; a night he missed
/// keeps his line where it was. Players in the order of the standings.
pub fn season_lines(ledger: &Ledger) -> Vec<Line> {
    let order = ledger.standings(None);
    order
        .iter()
        .map(|s| {
            let mut sum = Kurus::ZERO;
            let mut by_night = ledger.history(&s.name, None).into_iter().peekable();
            let points = ledger
                .nights
                .iter()
                .map(|n| {
                    if let Some((_, r)) = by_night.next_if(|(id, _)| *id == n.id) {
                        sum += r;
                    }
                    sum.get()
                })
                .collect();
            Line {
                name: s.name.clone(),
                points,
            }
        })
        .collect()
}

/// The smallest and largest value of `lines` (0 included, so the axis
/// shows the break-even line), never an empty range.
pub fn range(lines: &[Line]) -> (i64, i64) {
    let (mut lo, mut hi) = (0i64, 0i64);
    for v in lines.iter().flat_map(|l| &l.points) {
        lo = lo.min(*v);
        hi = hi.max(*v);
    }
    if lo == hi { (lo - 1, hi + 1) } else { (lo, hi) }
}
