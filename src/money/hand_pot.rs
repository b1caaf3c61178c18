//! The pot line against the hand it splits: what the night already knows of
//! the middle (the antes or blinds put in at the deal, the pot carried in),
//! the [`PotInput`] a typed line makes with it, and where what was typed
//! disagrees with what the night knows (shown to the host before the split
//! is recorded).
//!
//! - With antes, the antes and the carried pot lie in the middle before
//!   anyone bets: they are the `yer`, prefilled from the hand (`yer=150`),
//!   and the host types only what each player bet on top.
//! - With blinds, a blind is the first part of its player's bet: the host
//!   types each player's whole bet, a blind player not typed put in his
//!   blind, and the `yer` is only the carried pot.

use super::line::PotLine;
use super::pot::{FalseOpener, PotInput};
use super::{Chips, MAX_CHIPS};
use crate::units::PlayerId;

/// What the night knows of a hand's middle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandMiddle {
    /// Chips carried in from earlier hands (R22).
    pub carried: Chips,
    /// The antes or blinds each player put in at the deal.
    pub forced: Vec<(PlayerId, Chips)>,
    /// The forced bets are blinds (part of a player's bet), not antes.
    pub blinds: bool,
}

impl HandMiddle {
    /// What lies in the middle that is no one's bet: the carried pot, and
    /// the antes (blinds are their players' bets).
    pub fn yer(&self) -> Chips {
        if self.blinds {
            self.carried
        } else {
            let antes: Chips = self.forced.iter().map(|f| f.1).sum();
            self.carried.saturating_add(antes).min(MAX_CHIPS)
        }
    }

    /// The antes of an ante hand: (each, total) when everyone put in the
    /// same, for the pot line's hint.
    pub fn antes(&self) -> Option<(Chips, Chips)> {
        let first = self.forced.first()?.1;
        (!self.blinds && self.forced.iter().all(|f| f.1 == first))
            .then(|| (first, self.forced.iter().map(|f| f.1).sum()))
    }
}

/// Where the typed line and the night disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// The typed `yer` is not what lay in the middle.
    Yer { typed: Chips, known: Chips },
    /// A player typed for less than his blind.
    BelowBlind {
        player: PlayerId,
        typed: Chips,
        blind: Chips,
    },
}

/// The pot to split from a typed `line`, the hand's `middle`, the players
/// who showed hands in showdown `order` (best first, ties together) and a
/// false opener, if any; and what of the line disagrees with the hand.
/// Everyone of the `players` who showed no hand folded.
pub fn pot_input(
    line: &PotLine,
    middle: &HandMiddle,
    players: usize,
    order: Vec<Vec<PlayerId>>,
    false_opener: Option<FalseOpener>,
) -> (PotInput, Vec<Disagreement>) {
    let mut put_in = line.put_in.clone();
    put_in.resize(players, Chips::ZERO);
    let mut off = Vec::new();
    let known = middle.yer();
    let yer = line.yer.unwrap_or(known);
    if yer != known {
        off.push(Disagreement::Yer { typed: yer, known });
    }
    for &(p, blind) in middle.forced.iter().filter(|_| middle.blinds) {
        let Some(slot) = put_in.get_mut(p.index()) else {
            continue;
        };
        if !line.named.contains(&p) {
            *slot = blind;
        } else if *slot < blind {
            off.push(Disagreement::BelowBlind {
                player: p,
                typed: *slot,
                blind,
            });
        }
    }
    let shown: Vec<PlayerId> = order.iter().flatten().copied().collect();
    let folded = PlayerId::all(players)
        .map(|p| !shown.contains(&p))
        .collect();
    let input = PotInput {
        put_in,
        folded,
        order,
        yer,
        acik: Vec::new(),
        false_opener,
    };
    (input, off)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::line::parse_line;
    use crate::money::names::Roster;
    use crate::money::pot::split;

    fn names() -> Vec<String> {
        ["Kadir Aslan", "Gülay Tan", "Işıl Demir", "Ömer Faruk"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn antes(carried: i64, each: i64) -> HandMiddle {
        HandMiddle {
            carried: Chips(carried),
            forced: PlayerId::all(4).map(|p| (p, Chips(each))).collect(),
            blinds: false,
        }
    }

    fn order(v: &[u8]) -> Vec<Vec<PlayerId>> {
        v.iter().map(|&i| vec![PlayerId(i)]).collect()
    }

    /// The walk's B3: the table showed 150 in the middle; the split must
    /// give the winner the 150 without `yer=` being typed.
    #[test]
    fn the_antes_and_the_carried_pot_join_the_split_untyped() {
        let n = names();
        let listed = [0, 1, 2, 3].map(PlayerId);
        let line = parse_line("200 500 500 100", &Roster::of_names(&n), 4, &listed).unwrap();
        let middle = antes(110, 10);
        assert_eq!(middle.yer(), Chips(150));
        let (input, off) = pot_input(&line, &middle, 4, order(&[3, 0, 1, 2]), None);
        assert!(off.is_empty(), "{off:?}");
        assert_eq!(input.yer, Chips(150));
        let s = split(&input).unwrap();
        // Ömer (100 in) takes 4 × 100 and the 150; Kadir the side pot up to
        // his 200, Gülay the diferans above it.
        assert_eq!(s.payouts, [300, 600, 0, 550].map(Chips));
        assert_eq!(s.payouts.iter().sum::<Chips>(), Chips(1300 + 150));
    }

    #[test]
    fn a_yer_typed_other_than_the_hand_s_is_shown() {
        let n = names();
        let line = parse_line("yer=100 ka=10 gü=10", &Roster::of_names(&n), 4, &[]).unwrap();
        let (input, off) = pot_input(&line, &antes(110, 10), 4, order(&[0, 1]), None);
        assert_eq!(
            off,
            vec![Disagreement::Yer {
                typed: Chips(100),
                known: Chips(150)
            }]
        );
        assert_eq!(input.yer, Chips(100), "what was typed is what is split");
        assert_eq!(input.folded, vec![false, false, true, true]);
    }

    #[test]
    fn blinds_are_their_players_bets() {
        let n = names();
        let middle = HandMiddle {
            carried: Chips(30),
            forced: vec![(PlayerId(1), Chips(5)), (PlayerId(2), Chips(10))],
            blinds: true,
        };
        assert_eq!(middle.yer(), Chips(30));
        assert_eq!(middle.antes(), None);
        // Gülay (small blind) folded without typing: her 5 is in.
        let line = parse_line("ka=100 ış=100", &Roster::of_names(&n), 4, &[]).unwrap();
        let (input, off) = pot_input(&line, &middle, 4, order(&[0, 2]), None);
        assert!(off.is_empty());
        assert_eq!(input.put_in, [100, 5, 100, 0].map(Chips));
        let line = parse_line("ka=100 ış=8", &Roster::of_names(&n), 4, &[]).unwrap();
        let (_, off) = pot_input(&line, &middle, 4, order(&[0, 2]), None);
        assert_eq!(
            off,
            vec![Disagreement::BelowBlind {
                player: PlayerId(2),
                typed: Chips(8),
                blind: Chips(10)
            }]
        );
    }

    #[test]
    fn the_hint_gives_equal_antes_only() {
        assert_eq!(antes(0, 10).antes(), Some((Chips(10), Chips(40))));
        let dealer_only = HandMiddle {
            carried: Chips::ZERO,
            forced: vec![(PlayerId(2), Chips(40))],
            blinds: false,
        };
        assert_eq!(dealer_only.antes(), Some((Chips(40), Chips(40))));
        assert_eq!(dealer_only.yer(), Chips(40));
        assert_eq!(HandMiddle::default().antes(), None);
    }
}
