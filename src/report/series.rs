//! The data of the reports' pictures, pure: each player's net over a
//! night's hands ([`net_series`]: the history screen's chart and the PDF's),
//! and each player's running net over the season's nights
//! ([`season_lines`]: the ledger screen's trend and the season's PDF).
//!
//! A hand moves a player's night line only when the night knows what
//! happened to his chips: a pot split recorded on the racon screen (what he
//! took minus what he put in, the yer included) or a hand whose pot stayed
//! in the middle (all passed, maldon: his ante went into the middle). The
//! last point is the final count (chips − kav) once everyone is counted, so
//! a gap between the line and that point is what was won in hands without a
//! recorded split (the bets after the antes are not typed).

use crate::money::ledger::Ledger;
use crate::night::state::Outcome;
use crate::night::{Chips, PlayerId, State};
use crate::units::Kurus;

pub struct NetSeries {
    /// Per player: (hand number, net chips) points, starting at (0, 0).
    pub points: Vec<Vec<(f64, f64)>>,
    /// Per player: the net at each point, as integers.
    pub nets: Vec<Vec<Chips>>,
    pub x_max: f64,
    /// The last point is the final count.
    pub counted: bool,
    /// Hands that moved at least one line.
    pub known_hands: usize,
}

impl NetSeries {
    pub fn has_data(&self) -> bool {
        self.known_hands > 0 || self.counted
    }

    /// The player's last net.
    pub fn last(&self, player: PlayerId) -> Chips {
        self.nets
            .get(player.index())
            .and_then(|v| v.last())
            .copied()
            .unwrap_or_default()
    }

    /// The y range: symmetric around 0 (so the middle label is the zero
    /// line), with a little room.
    pub fn bounds(&self) -> (i64, i64) {
        let m = self
            .nets
            .iter()
            .flatten()
            .map(|v| v.get().saturating_abs())
            .max()
            .unwrap_or(0);
        let m = m.saturating_add((m / 10).max(1));
        (-m, m)
    }
}

pub fn net_series(s: &State) -> NetSeries {
    let n = s.players.len();
    let mut net = vec![Chips::ZERO; n];
    let mut nets: Vec<Vec<Chips>> = vec![vec![Chips::ZERO]; n];
    let mut xs: Vec<f64> = vec![0.0];
    let mut known_hands = 0;
    for h in &s.hands {
        let mut moved = false;
        if !h.pot_splits.is_empty() {
            for (put_in, payouts) in &h.pot_splits {
                for (i, v) in net.iter_mut().enumerate() {
                    let got = payouts.get(i).copied().unwrap_or(Chips::ZERO);
                    let put = put_in.get(i).copied().unwrap_or(Chips::ZERO);
                    *v = v.saturating_add(got.saturating_sub(put));
                }
            }
            // Antes lie in the split's yer, not in what each put in: they
            // are each player's loss too (blinds are in what he put in).
            if !s.has_blinds() {
                for &(p, ante) in &h.antes {
                    if let Some(v) = net.get_mut(p.index()) {
                        *v = v.saturating_sub(ante);
                    }
                }
            }
            moved = true;
        } else if matches!(h.outcome, Outcome::AllPassed | Outcome::Maldon) {
            for &(p, ante) in &h.antes {
                if let Some(v) = net.get_mut(p.index()) {
                    *v = v.saturating_sub(ante);
                }
            }
            moved = !h.antes.is_empty();
        }
        if moved {
            known_hands += 1;
            xs.push(f64::from(h.no));
            for (series, &v) in nets.iter_mut().zip(&net) {
                series.push(v);
            }
        }
    }
    let counted = n > 0 && s.uncounted().is_empty();
    if counted {
        let last_x = s.hands.last().map_or(0, |h| h.no) + 1;
        xs.push(f64::from(last_x));
        for (series, p) in nets.iter_mut().zip(&s.players) {
            series.push(p.chips.unwrap_or(Chips::ZERO).saturating_sub(p.kav_total));
        }
    }
    let points = nets
        .iter()
        .map(|v| {
            xs.iter()
                .zip(v)
                .map(|(&x, &y)| (x, y.get() as f64))
                .collect()
        })
        .collect();
    NetSeries {
        points,
        nets,
        x_max: xs.last().copied().unwrap_or(1.0),
        counted,
        known_hands,
    }
}

/// One player's line: a value per point (chips for a night, kuruş for the
/// season).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub name: String,
    pub points: Vec<i64>,
}

/// [`net_series`] as the PDF draws it: the points' x (hand numbers; the
/// count one past the last hand) and each player's line by name.
pub fn night_lines(s: &State) -> (Vec<f64>, Vec<Line>) {
    let series = net_series(s);
    let xs = series
        .points
        .first()
        .map(|p| p.iter().map(|xy| xy.0).collect())
        .unwrap_or_default();
    let lines = s
        .players
        .iter()
        .zip(&series.nets)
        .map(|(p, nets)| Line {
            name: p.name.clone(),
            points: nets.iter().map(|c| c.get()).collect(),
        })
        .collect();
    (xs, lines)
}

/// Each player's running net in kuruş over the season's nights (oldest
/// first): point `k` is his net after night `k + 1`; a night he missed
/// keeps his line where it was. Players in the order of the standings.
pub fn season_lines(ledger: &Ledger) -> Vec<Line> {
    ledger
        .standings(None)
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
