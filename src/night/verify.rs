//! Replay that checks meaning, not only checksums (findings F7).
//!
//! A journal line with a good checksum can still say something racon never
//! writes: a negative kav, a player who does not exist, an undo of the
//! future, a setup that does not validate. Every event is checked against
//! the state it lands on with [`Night::decide`] itself: the event is
//! accepted when the action it records, decided at the event's own time on
//! that state, gives exactly this event. Where an event does not carry its
//! whole action (a typed seating draw's random dealer, a pot split's middle),
//! the missing part is tried over every value the shells can give. A few
//! checks go beyond `decide` (a verdict's winners and a consent list must
//! name players), so what is accepted is always something `decide` makes.
//!
//! The first event that fails stops the replay: the night is shown up to the
//! event before it, read-only, with the reason (the store adds the line).

use super::event::{Event, PlayerId, Stamped};
use super::reason::{Part, Reason};
use super::setup::InitialDealer;
use super::state::{ReplayError, State};
use super::{Action, Chips, Night, Rejected};
use crate::cards::Card;
use crate::money::pot::{FalseOpener, FalseOpenerRule, PotInput};

/// The latest time an event may carry: 9999-12-31T23:59:59.999Z in ms.
pub const MAX_AT: i64 = 253_402_300_799_999;

/// Replays `records`, checking each event against the state it lands on.
/// Returns the night up to the last good event, and the first impossible
/// event with its reason (`None` when every event holds). `Err` only when
/// not even the first event (`NightStarted`) holds.
pub fn replay(records: Vec<Stamped>) -> Result<(Night, Option<ReplayError>), ReplayError> {
    let mut rest = records.into_iter();
    let Some(first) = rest.next() else {
        return Err(ReplayError {
            seq: 0,
            reason: Reason::NoNightStarted,
        });
    };
    let fail = |seq: u64, reason: Reason| ReplayError { seq, reason };
    check_at(first.at).map_err(|r| fail(first.seq, r))?;
    match &first.event {
        Event::NightStarted { setup, rules } => {
            check_start(setup, rules).map_err(|r| fail(first.seq, r))?;
        }
        _ => {
            return Err(fail(first.seq, Reason::FirstNotNightStarted));
        }
    }
    let mut night = Night::replay(vec![first])?;
    for r in rest {
        if let Err(reason) = check(&night, &r) {
            return Ok((night, Some(fail(r.seq, reason))));
        }
        if let Err(e) = fold(&mut night, r) {
            return Ok((night, Some(e)));
        }
    }
    Ok((night, None))
}

/// Adds a checked record: a plain event folds onto the state; undo and redo
/// change which events count, so the state is rebuilt.
fn fold(night: &mut Night, r: Stamped) -> Result<(), ReplayError> {
    let seq = r.seq;
    match r.event {
        Event::Undo { .. } | Event::Redo { .. } => {
            night.records.push(r);
            match State::replay(&night.records) {
                Ok(s) => night.state = s,
                Err(e) => {
                    night.records.pop();
                    return Err(e);
                }
            }
        }
        _ => {
            let mut s = night.state.clone();
            s.apply(r.at, &r.event)
                .map_err(|reason| ReplayError { seq, reason })?;
            night.state = s;
            night.records.push(r);
        }
    }
    Ok(())
}

fn check_at(at: i64) -> Result<(), Reason> {
    if (0..=MAX_AT).contains(&at) {
        Ok(())
    } else {
        Err(Reason::TimeOutOfRange(at))
    }
}

/// The setup and rule set a night starts with must pass the checks they
/// passed when the night was created, and carry no control characters.
pub fn check_start(setup: &super::Setup, rules: &crate::rules::RuleSet) -> Result<(), Reason> {
    rules.validate().map_err(Reason::StartRules)?;
    setup.validate(rules).map_err(Reason::StartSetup)?;
    if let Some((path, c)) = crate::rules::text::control_char(rules) {
        return Err(control(Part::Rules, path, c));
    }
    if let Some((path, c)) = crate::rules::text::control_char(setup) {
        return Err(control(Part::Setup, path, c));
    }
    Ok(())
}

/// Checks one event against the night it lands on: `Ok` when `decide`
/// makes exactly this event from an action that may have made it, at its
/// time.
pub fn check(night: &Night, r: &Stamped) -> Result<(), Reason> {
    check_at(r.at)?;
    let s = night.state();
    let candidates = match &r.event {
        Event::NightStarted { .. } => return Err(Reason::NightStartedTwice),
        Event::SeatsDrawn {
            cards,
            seed,
            first_dealer,
        } => match check_draw(night, r, cards, *seed, *first_dealer)? {
            Some(c) => c,
            None => return Ok(()),
        },
        e => {
            guard(s, e)?;
            actions(e)?
        }
    };
    let mut first_refusal = None;
    for action in candidates {
        match night.decide(action, r.at) {
            Ok(e) if e == r.event || legacy_move(&e).as_ref() == Some(&r.event) => return Ok(()),
            Ok(_) => {}
            Err(e) => {
                first_refusal.get_or_insert(e);
            }
        }
    }
    Err(match first_refusal {
        Some(e) => refused(s, &e),
        None => Reason::NotRecordedHere(kind(&r.event)),
    })
}

/// A seating draw. A virtual draw must be the one its seed gives; a typed
/// one must be a valid draw whose first dealer the house rule picks (for a
/// random first dealer: any player). `None` when the draw holds on its own,
/// else the actions to try.
fn check_draw(
    night: &Night,
    r: &Stamped,
    cards: &[Card],
    seed: Option<u64>,
    first_dealer: PlayerId,
) -> Result<Option<Vec<Action>>, Reason> {
    let s = night.state();
    let random = s.setup.house.initial_dealer == InitialDealer::Random;
    let typed = || Action::TypeDraw {
        cards: cards.to_vec(),
        random_dealer_seed: None,
    };
    if let Some(seed) = seed {
        if night.decide(Action::DrawSeats { seed }, r.at).as_ref() == Ok(&r.event) {
            return Ok(None);
        }
        // A virtual draw made by an earlier release, whose seed generator
        // was another: the seed no longer gives these cards, so the draw is
        // checked as cards drawn (valid, distinct, from the deck; the first
        // dealer by the house rule) and old nights still load.
        return match night.decide(typed(), r.at) {
            Ok(Event::SeatsDrawn {
                cards: ours,
                first_dealer: ours_first,
                ..
            }) if ours == cards && (ours_first == first_dealer || random) => {
                known(s, first_dealer).map(|()| None)
            }
            Ok(_) => Err(Reason::NotOurDraw),
            Err(e) => Err(refused(s, &e)),
        };
    }
    if !random {
        return Ok(Some(vec![typed()]));
    }
    known(s, first_dealer)?;
    match night.decide(typed(), r.at) {
        Ok(Event::SeatsDrawn {
            cards: ours,
            seed: None,
            ..
        }) if ours == cards => Ok(None),
        Ok(_) => Err(Reason::NotOurDraw),
        Err(e) => Err(refused(s, &e)),
    }
}

fn known(s: &State, p: PlayerId) -> Result<(), Reason> {
    s.player(p).map(|_| ()).ok_or(Reason::NoPlayer(p))
}

/// The checks beyond `decide`: the players an event names exist, once
/// each, and its texts carry no control characters.
fn guard(s: &State, e: &Event) -> Result<(), Reason> {
    let forbidden = |text: &str| {
        text.chars()
            .find(|&c| crate::rules::text::is_forbidden_char(c))
    };
    match e {
        Event::ExpenseRecorded { what, .. } => match forbidden(what) {
            Some(c) => Err(control(Part::Expense, String::new(), c)),
            None => Ok(()),
        },
        Event::PlayerJoined { name, .. } => match forbidden(name) {
            Some(c) => Err(control(Part::Setup, "players".into(), c)),
            None => Ok(()),
        },
        Event::NightEnded { consent } => {
            for (i, &p) in consent.iter().enumerate() {
                known(s, p)?;
                if consent[..i].contains(&p) {
                    return Err(Reason::ConsentsTwice(p));
                }
            }
            Ok(())
        }
        Event::VerdictRecorded { rules, winners, .. } => {
            for &w in winners {
                known(s, w)?;
            }
            match crate::rules::text::control_char(rules) {
                Some((path, c)) => Err(control(Part::Verdict, path, c)),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

/// The actions that may have made `e` (a seating draw is checked by
/// [`check_draw`]; the night's start is never made again).
fn actions(e: &Event) -> Result<Vec<Action>, Reason> {
    Ok(match e {
        Event::HandEnded { winner, pot } => {
            let mut c = vec![Action::EndHand {
                winner: *winner,
                pot: *pot,
            }];
            if winner.is_none() && pot.is_none() {
                c.push(Action::NewHand);
            }
            c
        }
        // The leaver is either side of an on-the-spot payment.
        Event::PaidOnSpot { from, to, .. } => vec![
            Action::SettleLeaver {
                player: *from,
                with: *to,
            },
            Action::SettleLeaver {
                player: *to,
                with: *from,
            },
        ],
        Event::PotSplitRecorded {
            put_in,
            folded,
            order,
            payouts,
        } => pot_candidates(put_in, folded, order, payouts)?,
        _ => player_action(e)
            .or_else(|| table_action(e))
            .into_iter()
            .collect(),
    })
}

/// The one action that makes a player's event (kav, chips, seat, money).
fn player_action(e: &Event) -> Option<Action> {
    Some(match e {
        Event::KavBought { player, chips } => Action::BuyKav {
            player: *player,
            chips: *chips,
        },
        Event::ChipsCounted {
            player,
            chips,
            colours,
        } => Action::CountChips {
            player: *player,
            chips: *chips,
            colours: colours.clone(),
        },
        Event::PlayerLeft {
            player,
            chips,
            override_reason,
            colours,
            ..
        } => Action::Leave {
            player: *player,
            chips: *chips,
            override_reason: override_reason.clone(),
            colours: colours.clone(),
        },
        Event::SatOut { player, out, .. } => Action::SitOut {
            player: *player,
            out: *out,
        },
        Event::CashierDeposit { player, chips } => Action::Deposit {
            player: *player,
            chips: *chips,
        },
        Event::ExpenseRecorded {
            payer,
            kurus,
            shared_by,
            what,
        } => Action::RecordExpense {
            payer: *payer,
            kurus: *kurus,
            shared_by: shared_by.clone(),
            what: what.clone(),
        },
        Event::PlayerJoined { name, after, kav } => Action::Join {
            name: name.clone(),
            after: *after,
            kav: *kav,
        },
        Event::PlayerBack { player, after, kav } => Action::Return {
            player: *player,
            after: *after,
            kav: *kav,
        },
        _ => return None,
    })
}

/// The one action that makes an event of the table (the deal, the clock,
/// the records, undo and redo).
fn table_action(e: &Event) -> Option<Action> {
    Some(match e {
        Event::HandDealt | Event::SeansEnded => Action::NewHand,
        Event::AllPassed => Action::AllPassed,
        Event::PasDoMen { forced, .. } => Action::PasDoMen { forced: *forced },
        Event::Maldon => Action::Maldon,
        Event::ClockPaused => Action::Pause,
        Event::ClockResumed => Action::Resume,
        Event::ClockAdjusted { ms } => Action::AdjustClock { ms: *ms },
        Event::BlindLevelSkipped => Action::SkipLevel,
        Event::BreakCut => Action::EndBreak,
        Event::NightEnded { consent } => Action::EndNight {
            consent: consent.clone(),
        },
        Event::VerdictRecorded {
            rules,
            hands,
            board,
            winners,
        } => Action::RecordVerdict {
            rules: rules.clone(),
            hands: hands.clone(),
            board: board.clone(),
            winners: winners.clone(),
        },
        Event::DifferenceResolved { resolve } => Action::ResolveDifference { resolve: *resolve },
        Event::Undo { .. } => Action::Undo,
        Event::Redo { .. } => Action::Redo,
        Event::DeckChosen { when } => Action::ChooseDeck { when: *when },
        // Listed, not `_`: a new event must be placed in one of the tables.
        Event::NightStarted { .. }
        | Event::SeatsDrawn { .. }
        | Event::HandEnded { .. }
        | Event::PaidOnSpot { .. }
        | Event::PotSplitRecorded { .. }
        | Event::KavBought { .. }
        | Event::ChipsCounted { .. }
        | Event::PlayerLeft { .. }
        | Event::SatOut { .. }
        | Event::CashierDeposit { .. }
        | Event::ExpenseRecorded { .. }
        | Event::PlayerJoined { .. }
        | Event::PlayerBack { .. } => return None,
    })
}

/// Every pot input the shells can give that may have made these payouts:
/// the middle is what the payouts hold beyond what was put in, with no
/// false opener or any one player as false opener.
fn pot_candidates(
    put_in: &[Chips],
    folded: &[bool],
    order: &[Vec<PlayerId>],
    payouts: &[Chips],
) -> Result<Vec<Action>, Reason> {
    let sum = |v: &[Chips]| Chips::checked_sum(v);
    let (Some(given), Some(paid)) = (sum(put_in), sum(payouts)) else {
        return Err(Reason::PotOverflow);
    };
    let yer = paid
        .checked_sub(given)
        .filter(|y| !y.is_negative())
        .ok_or(Reason::PotPaysLess)?;
    let input = |false_opener| Action::SplitPot {
        input: PotInput {
            put_in: put_in.to_vec(),
            folded: folded.to_vec(),
            order: order.to_vec(),
            yer,
            acik: Vec::new(),
            false_opener,
        },
    };
    let mut c = vec![input(None)];
    for player in PlayerId::all(put_in.len()) {
        for rule in [FalseOpenerRule::BestOtherHand, FalseOpenerRule::Carry] {
            c.push(input(Some(FalseOpener { player, rule })));
        }
    }
    Ok(c)
}

/// A journal written before N1 was fixed records a deal's move that closed
/// the seans's last tur without `ends_seans` (the seans then ended at the
/// next key, `SeansEnded`). The same event with the flag off is that old
/// form, and replays as it was recorded.
fn legacy_move(ours: &Event) -> Option<Event> {
    let mut old = ours.clone();
    let (Event::PasDoMen {
        ends_seans: flag, ..
    }
    | Event::PlayerLeft {
        ends_seans: flag, ..
    }
    | Event::SatOut {
        ends_seans: flag, ..
    }) = &mut old
    else {
        return None;
    };
    if !*flag {
        return None;
    }
    *flag = false;
    Some(old)
}

fn refused(s: &State, r: &Rejected) -> Reason {
    Reason::Refused {
        rejected: r.clone(),
        players: s.players.iter().map(|p| p.name.clone()).collect(),
    }
}

fn control(part: Part, path: String, c: char) -> Reason {
    Reason::ControlChar {
        part,
        path,
        code: u32::from(c),
    }
}

fn kind(e: &Event) -> &'static str {
    match e {
        Event::NightStarted { .. } => "NightStarted",
        Event::SeatsDrawn { .. } => "SeatsDrawn",
        Event::KavBought { .. } => "KavBought",
        Event::HandDealt => "HandDealt",
        Event::HandEnded { .. } => "HandEnded",
        Event::AllPassed => "AllPassed",
        Event::PasDoMen { .. } => "PasDoMen",
        Event::Maldon => "Maldon",
        Event::ChipsCounted { .. } => "ChipsCounted",
        Event::PlayerLeft { .. } => "PlayerLeft",
        Event::SatOut { .. } => "SatOut",
        Event::CashierDeposit { .. } => "CashierDeposit",
        Event::SeansEnded => "SeansEnded",
        Event::ClockPaused => "ClockPaused",
        Event::ClockResumed => "ClockResumed",
        Event::NightEnded { .. } => "NightEnded",
        Event::VerdictRecorded { .. } => "VerdictRecorded",
        Event::DifferenceResolved { .. } => "DifferenceResolved",
        Event::PotSplitRecorded { .. } => "PotSplitRecorded",
        Event::Undo { .. } => "Undo",
        Event::Redo { .. } => "Redo",
        Event::ExpenseRecorded { .. } => "ExpenseRecorded",
        Event::PaidOnSpot { .. } => "PaidOnSpot",
        Event::ClockAdjusted { .. } => "ClockAdjusted",
        Event::BlindLevelSkipped => "BlindLevelSkipped",
        Event::BreakCut => "BreakCut",
        Event::PlayerJoined { .. } => "PlayerJoined",
        Event::PlayerBack { .. } => "PlayerBack",
        Event::DeckChosen { .. } => "DeckChosen",
    }
}

/// `true` when `records` replay with every event checked (for tests).
pub fn holds(records: &[Stamped]) -> bool {
    matches!(replay(records.to_vec()), Ok((_, None)))
}
