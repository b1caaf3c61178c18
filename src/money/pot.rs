//! Who takes what at a showdown: main and side pots (R27 rest, R35
//! diferans), the false opener's penalty (R36, C9), açıktan fiş (R38) and
//! tapi (R26).
//!
//! The model:
//! - Each player's `put_in` is every chip he put in the middle this hand,
//!   antes included. `yer` is what lies in the middle that is no one's
//!   `put_in`: a carried pot (R22), a dealer-only ante (R17).
//! - Standard side pots. The distinct amounts the players still in the hand
//!   put in are levels; the layer between two levels takes from every
//!   player (folded ones too) what he put in within it, and only the players
//!   who reached the top of the layer may win it. So the best hand takes
//!   from each player what it matched, and the diferans goes to the next
//!   best hand that can win it (R35). The `yer` joins the main pot.
//! - A layer only its single owner put chips in is his excess nobody
//!   matched: it goes back to him (R27). So do a folded player's chips above
//!   what anyone still in the hand put in.
//! - Tapi (R26): a player who had no chips puts in nothing (or only his
//!   ante); he reaches only the lowest level, so he can win the `yer` (and
//!   the antes) and nothing more.
//! - False opener (R36): he cannot win; all he put in is a penalty. C9
//!   [`FalseOpenerRule::BestOtherHand`] (S1): the penalty joins the main pot,
//!   which the best other hand takes; the other players' chips are split as
//!   usual. [`FalseOpenerRule::Carry`] (S0): the penalty stays in the middle
//!   for the next hand (a carried pot); the rest is split as usual. Under
//!   both, if nobody else is left in the hand, everything stays in the
//!   middle.
//! - Açıktan fiş (R38): a separate layer on top of the table, split the same
//!   way over the off-table amounts: each offer is matched only as far as
//!   the others accepted, the best hand among those who matched takes each
//!   part, and the excess nobody accepted goes back.
//! - Odd chips: a pot split between tied hands gives each an equal share;
//!   the chips left over go one each to the tied winners in the order they
//!   are listed in the showdown order (type ties in seat order from the
//!   dealer's left to follow the usual rule).

use super::input::{InputError, check_amounts, check_count};
use crate::units::PlayerId;
use crate::units::{Chips, MAX_CHIPS};
use serde::{Deserialize, Serialize};

/// C9: what happens to a false opener's chips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseOpenerRule {
    /// The best other hand takes the whole pot, penalty included (S1); if
    /// nobody else is left, it stays in the middle.
    #[default]
    BestOtherHand,
    /// The penalty stays in the middle for the next hand (S0).
    Carry,
}

/// An opener who could not show his openers (R36).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FalseOpener {
    pub player: PlayerId,
    pub rule: FalseOpenerRule,
}

/// A showdown to split. Players are indices; `put_in`, `folded` and (when
/// not empty) `acik` have one entry per player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PotInput {
    /// Chips each player put in this hand, antes included (`0..=MAX_CHIPS`).
    pub put_in: Vec<Chips>,
    pub folded: Vec<bool>,
    /// Showdown order, best first; the players in one inner list tie.
    /// Every player still in the hand must appear once; folded players and
    /// the false opener may appear and are skipped.
    pub order: Vec<Vec<PlayerId>>,
    /// Chips in the middle that are no one's `put_in` (carried pot,
    /// dealer-only ante).
    pub yer: Chips,
    /// Açıktan fiş: each player's off-table amount (offered or accepted);
    /// empty for none.
    pub acik: Vec<Chips>,
    pub false_opener: Option<FalseOpener>,
}

/// What a pot is, for the explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PotKind {
    /// The pot everyone still in the hand can win (with the yer).
    Main,
    /// A layer only the players who put in more can win (diferans).
    Side,
    /// Chips nobody matched, back to their owner.
    Returned,
    /// Stays in the middle for the next hand (C9).
    Carried,
    /// An açıktan fiş layer (R38).
    Acik,
    /// Açıktan fiş nobody accepted, back to its owner.
    AcikReturned,
}

impl PotKind {
    /// Stable id for JSON.
    pub fn id(self) -> &'static str {
        match self {
            PotKind::Main => "main",
            PotKind::Side => "side",
            PotKind::Returned => "returned",
            PotKind::Carried => "carried",
            PotKind::Acik => "acik",
            PotKind::AcikReturned => "acik_returned",
        }
    }
}

/// One pot and who takes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pot {
    pub kind: PotKind,
    /// `from` summed, plus `yer`.
    pub amount: Chips,
    /// What each player put into this pot (a false opener's penalty
    /// included).
    pub from: Vec<Chips>,
    /// The part of the yer in this pot.
    pub yer: Chips,
    /// Who could win it, in index order (empty for a carried pot).
    pub eligible: Vec<PlayerId>,
    /// Who takes it, in showdown order (empty for a carried pot).
    pub winners: Vec<PlayerId>,
    /// What each winner takes, parallel to `winners`.
    pub shares: Vec<Chips>,
}

/// The outcome of a showdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Split {
    /// What each player takes from the middle (his returned chips included).
    pub payouts: Vec<Chips>,
    pub pots: Vec<Pot>,
    /// What stays in the middle for the next hand.
    pub carried: Chips,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PotError {
    #[error(transparent)]
    Input(#[from] InputError),
    #[error("the yer is negative or more than {max} chips")]
    BadYer { max: Chips },
    #[error("player {player} appears twice in the showdown order")]
    Duplicate { player: PlayerId },
    #[error("player {player} is still in the hand but not in the showdown order")]
    Unranked { player: PlayerId },
    #[error("everybody folded")]
    NoContender,
    #[error("player {player} folded and cannot have açıktan fiş")]
    AcikFolded { player: PlayerId },
}

fn validate(input: &PotInput) -> Result<(), PotError> {
    let n = input.put_in.len();
    check_count(n)?;
    if input.folded.len() != n || !(input.acik.is_empty() || input.acik.len() == n) {
        return Err(InputError::Shape.into());
    }
    for amounts in [&input.put_in, &input.acik] {
        check_amounts(PlayerId::all(n).zip(amounts.iter().copied()))?;
    }
    if !(Chips::ZERO..=MAX_CHIPS).contains(&input.yer) {
        return Err(PotError::BadYer { max: MAX_CHIPS });
    }
    if let Some(f) = input.false_opener
        && f.player.index() >= n
    {
        return Err(InputError::UnknownPlayer { player: f.player }.into());
    }
    let mut seen = vec![false; n];
    for &p in input.order.iter().flatten() {
        let slot = seen
            .get_mut(p.index())
            .ok_or(InputError::UnknownPlayer { player: p })?;
        if *slot {
            return Err(PotError::Duplicate { player: p });
        }
        *slot = true;
    }
    let fo = input.false_opener.map(|f| f.player);
    for (p, (&folded, &ranked)) in PlayerId::all(n).zip(input.folded.iter().zip(&seen)) {
        if !folded && Some(p) != fo && !ranked {
            return Err(PotError::Unranked { player: p });
        }
        if folded && input.acik.get(p.index()).is_some_and(|a| a.is_positive()) {
            return Err(PotError::AcikFolded { player: p });
        }
    }
    if fo.is_none() && input.folded.iter().all(|&f| f) {
        return Err(PotError::NoContender);
    }
    Ok(())
}

/// Splits `put` into layers at the levels the contenders reached.
/// `first_from` and `yer` join the first pot anyone can win.
fn layers(
    put: &[Chips],
    contender: &[bool],
    first_from: &[Chips],
    yer: Chips,
    acik: bool,
    pots: &mut Vec<Pot>,
) {
    let n = put.len();
    let mut levels: Vec<Chips> = (0..n).filter(|&p| contender[p]).map(|p| put[p]).collect();
    levels.sort_unstable();
    levels.dedup();
    let mut prev = Chips::ZERO;
    let mut first = true;
    let mut main_done = false;
    for &level in &levels {
        let mut from: Vec<Chips> = put.iter().map(|&c| c.min(level) - c.min(prev)).collect();
        let mut y = Chips::ZERO;
        if first {
            for (f, &extra) in from.iter_mut().zip(first_from) {
                *f += extra;
            }
            y = yer;
            first = false;
        }
        prev = level;
        // Bounded: at most MAX_PLAYERS entries of at most 2 × MAX_CHIPS.
        let amount: Chips = from.iter().sum::<Chips>() + y;
        if amount.is_zero() {
            continue;
        }
        let eligible: Vec<PlayerId> = PlayerId::all(n)
            .filter(|p| contender[p.index()] && put[p.index()] >= level)
            .collect();
        let kind = layer_kind(&eligible, &from, y, acik, main_done);
        main_done |= kind == PotKind::Main;
        pots.push(Pot {
            kind,
            amount,
            from,
            yer: y,
            eligible,
            winners: Vec::new(),
            shares: Vec::new(),
        });
    }
    return_excess(put, contender, prev, acik, pots);
}

/// Gives back the chips of players who cannot win above `prev`, the top
/// contender's level.
fn return_excess(put: &[Chips], contender: &[bool], prev: Chips, acik: bool, pots: &mut Vec<Pot>) {
    let n = put.len();
    for p in PlayerId::all(n) {
        let i = p.index();
        if !contender[i] && put[i] > prev {
            let mut from = vec![Chips::ZERO; n];
            from[i] = put[i] - prev;
            pots.push(Pot {
                kind: if acik {
                    PotKind::AcikReturned
                } else {
                    PotKind::Returned
                },
                amount: from[i],
                from,
                yer: Chips::ZERO,
                eligible: vec![p],
                winners: Vec::new(),
                shares: Vec::new(),
            });
        }
    }
}

/// What a layer is: chips only its single owner put in (and no yer) go
/// back to him; otherwise the first table layer is the main pot, the
/// others side pots, and every açıktan fiş layer an açık pot.
fn layer_kind(
    eligible: &[PlayerId],
    from: &[Chips],
    yer: Chips,
    acik: bool,
    main_done: bool,
) -> PotKind {
    let only_own = match eligible {
        [owner] => {
            yer.is_zero()
                && PlayerId::all(from.len())
                    .zip(from)
                    .all(|(p, c)| p == *owner || c.is_zero())
        }
        _ => false,
    };
    match (acik, only_own) {
        (false, true) => PotKind::Returned,
        (true, true) => PotKind::AcikReturned,
        (true, false) => PotKind::Acik,
        (false, false) if !main_done => PotKind::Main,
        (false, false) => PotKind::Side,
    }
}

/// Splits a showdown. See the module documentation for the rules.
pub fn split(input: &PotInput) -> Result<Split, PotError> {
    validate(input)?;
    let n = input.put_in.len();
    let fo = input.false_opener;
    let contender: Vec<bool> = (0..n)
        .map(|p| !input.folded[p] && fo.map(|f| f.player.index()) != Some(p))
        .collect();
    let acik: Vec<Chips> = if input.acik.is_empty() {
        vec![Chips::ZERO; n]
    } else {
        input.acik.clone()
    };

    let mut pots = table_pots(input, &contender);
    layers(
        &acik,
        &contender,
        &vec![Chips::ZERO; n],
        Chips::ZERO,
        true,
        &mut pots,
    );
    let (payouts, carried) = award(&mut pots, &input.order, n);
    Ok(Split {
        payouts,
        pots,
        carried,
    })
}

/// A carried pot: chips that stay in the middle for the next hand.
fn carried_pot(from: Vec<Chips>, yer: Chips) -> Pot {
    Pot {
        kind: PotKind::Carried,
        amount: from.iter().sum::<Chips>() + yer,
        from,
        yer,
        eligible: Vec::new(),
        winners: Vec::new(),
        shares: Vec::new(),
    }
}

/// The pots on the table (açıktan fiş aside): everything carried when only
/// a false opener is left, else his penalty as C9 says and the layers of
/// the others' chips.
fn table_pots(input: &PotInput, contender: &[bool]) -> Vec<Pot> {
    let n = input.put_in.len();
    let mut pots = Vec::new();
    if !contender.iter().any(|&c| c) {
        // Only a false opener is left: everything on the table stays.
        let pot = carried_pot(input.put_in.clone(), input.yer);
        if pot.amount.is_positive() {
            pots.push(pot);
        }
        return pots;
    }
    let mut base = input.put_in.clone();
    let mut first_from = vec![Chips::ZERO; n];
    if let Some(f) = input.false_opener {
        let at = f.player.index();
        let penalty = base[at];
        base[at] = Chips::ZERO;
        match f.rule {
            FalseOpenerRule::BestOtherHand => first_from[at] = penalty,
            FalseOpenerRule::Carry if penalty.is_positive() => {
                let mut from = vec![Chips::ZERO; n];
                from[at] = penalty;
                pots.push(carried_pot(from, Chips::ZERO));
            }
            FalseOpenerRule::Carry => {}
        }
    }
    layers(&base, contender, &first_from, input.yer, false, &mut pots);
    pots
}

/// Gives each pot to the best hand of `order` that may win it (its tied
/// winners share, the odd chips to the first listed): each player's
/// payout, and what is carried to the next hand.
fn award(pots: &mut [Pot], order: &[Vec<PlayerId>], n: usize) -> (Vec<Chips>, Chips) {
    let mut payouts = vec![Chips::ZERO; n];
    let mut carried = Chips::ZERO;
    for pot in pots {
        if pot.kind == PotKind::Carried {
            carried += pot.amount;
            continue;
        }
        let winners: Vec<PlayerId> = order
            .iter()
            .map(|g| {
                g.iter()
                    .copied()
                    .filter(|p| pot.eligible.contains(p))
                    .collect::<Vec<_>>()
            })
            .find(|g| !g.is_empty())
            .unwrap_or_else(|| pot.eligible.clone());
        // At most one winner per player of the table (check_count).
        let k = i64::try_from(winners.len()).unwrap_or(0);
        if k == 0 {
            continue;
        }
        let each = pot.amount / k;
        let odd = (pot.amount % k).get();
        pot.shares = (0..k).map(|i| each + Chips(i64::from(i < odd))).collect();
        for (&w, &s) in winners.iter().zip(&pot.shares) {
            payouts[w.index()] += s;
        }
        pot.winners = winners;
    }
    (payouts, carried)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(put: &[i64], order: &[&[u8]]) -> PotInput {
        PotInput {
            put_in: put.iter().copied().map(Chips).collect(),
            folded: vec![false; put.len()],
            order: order
                .iter()
                .map(|g| g.iter().copied().map(PlayerId).collect())
                .collect(),
            ..PotInput::default()
        }
    }

    #[test]
    fn issue_example() {
        // Ali=150, Veli=400, Can=400, Ali > Can > Veli.
        let s = split(&input(&[150, 400, 400], &[&[0], &[2], &[1]])).unwrap();
        assert_eq!(s.payouts, [450, 0, 500].map(Chips));
        assert_eq!(s.pots.len(), 2);
        assert_eq!(s.pots[0].kind, PotKind::Main);
        assert_eq!(s.pots[1].kind, PotKind::Side);
        assert_eq!(s.pots[1].eligible, [1, 2].map(PlayerId));
    }

    #[test]
    fn odd_chip_to_the_first_listed() {
        let s = split(&input(&[51, 50, 50], &[&[2, 1], &[0]])).unwrap();
        assert_eq!(s.pots[0].amount, Chips(150));
        assert_eq!(s.pots[0].winners, [2, 1].map(PlayerId));
        // 150 / 2: no odd chip; Ali's unmatched chip goes back.
        assert_eq!(s.payouts, [1, 75, 75].map(Chips));
        let s = split(&input(&[51, 51, 50], &[&[1, 0], &[2]])).unwrap();
        assert_eq!(s.pots[0].amount, Chips(150));
        assert_eq!(s.pots[0].shares, [75, 75].map(Chips));
        assert_eq!(s.pots[1].amount, Chips(2));
        let s = split(&input(&[1, 1, 1], &[&[2, 0, 1]])).unwrap();
        assert_eq!(s.payouts, [1, 1, 1].map(Chips));
        let s = split(&input(&[2, 2, 1], &[&[1, 0], &[2]])).unwrap();
        // Main 3 split 2 ways: Veli (listed first) gets the odd chip.
        assert_eq!(s.pots[0].shares, [2, 1].map(Chips));
        assert_eq!(s.pots[0].winners, [1, 0].map(PlayerId));
    }
}
