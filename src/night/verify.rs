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
use super::state::{ReplayError, State};
use super::{Action, Chips, Night, Rejected};
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
    if let Some((path, c)) = crate::rules::load::control_char(rules) {
        return Err(control(Part::Rules, path, c));
    }
    if let Some((path, c)) = crate::rules::load::control_char(setup) {
        return Err(control(Part::Setup, path, c));
    }
    Ok(())
}

/// Checks one event against the night it lands on: `Ok` when `decide`
/// makes exactly this event from the action it records, at its time.
pub fn check(night: &Night, r: &Stamped) -> Result<(), Reason> {
    check_at(r.at)?;
    let s = night.state();
    let known = |p: PlayerId| s.player(p).map(|_| ()).ok_or(Reason::NoPlayer(p));
    let candidates: Vec<Action> = match &r.event {
        Event::NightStarted { .. } => return Err(Reason::NightStartedTwice),
        Event::SeatsDrawn {
            cards,
            seed,
            first_dealer,
        } => {
            // A virtual draw must be the one its seed gives; a typed one
            // must be a valid draw whose first dealer the house rule picks
            // (for a random first dealer: any player).
            let mut c = Vec::new();
            if let Some(seed) = seed {
                if night
                    .decide(Action::DrawSeats { seed: *seed }, r.at)
                    .as_ref()
                    == Ok(&r.event)
                {
                    return Ok(());
                }
                // A virtual draw made by an earlier release, whose seed
                // generator was another: the seed no longer gives these
                // cards, so the draw is checked as cards drawn (valid,
                // distinct, from the deck; the first dealer by the house
                // rule) and old nights still load.
                let random = s.setup.house.initial_dealer == super::setup::InitialDealer::Random;
                return match night.decide(
                    Action::TypeDraw {
                        cards: cards.clone(),
                        random_dealer_seed: None,
                    },
                    r.at,
                ) {
                    Ok(Event::SeatsDrawn {
                        cards: ours_cards,
                        first_dealer: ours_first,
                        ..
                    }) if &ours_cards == cards && (ours_first == *first_dealer || random) => {
                        known(*first_dealer)
                    }
                    Ok(_) => Err(Reason::NotOurDraw),
                    Err(e) => Err(refused(s, &e)),
                };
            } else {
                c.push(Action::TypeDraw {
                    cards: cards.clone(),
                    random_dealer_seed: None,
                });
                if s.setup.house.initial_dealer == super::setup::InitialDealer::Random {
                    known(*first_dealer)?;
                    let ours = night.decide(
                        Action::TypeDraw {
                            cards: cards.clone(),
                            random_dealer_seed: None,
                        },
                        r.at,
                    );
                    return match ours {
                        Ok(Event::SeatsDrawn {
                            cards: ours_cards,
                            seed: None,
                            ..
                        }) if &ours_cards == cards => Ok(()),
                        Ok(_) => Err(Reason::NotOurDraw),
                        Err(e) => Err(refused(s, &e)),
                    };
                }
            }
            c
        }
        Event::KavBought { player, chips } => vec![Action::BuyKav {
            player: *player,
            chips: *chips,
        }],
        Event::HandDealt | Event::SeansEnded => vec![Action::NewHand],
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
        Event::AllPassed => vec![Action::AllPassed],
        Event::PasDoMen { forced, .. } => vec![Action::PasDoMen { forced: *forced }],
        Event::Maldon => vec![Action::Maldon],
        Event::ChipsCounted { player, chips } => vec![Action::CountChips {
            player: *player,
            chips: *chips,
        }],
        Event::PlayerLeft {
            player,
            chips,
            override_reason,
            ..
        } => vec![Action::Leave {
            player: *player,
            chips: *chips,
            override_reason: override_reason.clone(),
        }],
        Event::SatOut { player, out, .. } => vec![Action::SitOut {
            player: *player,
            out: *out,
        }],
        Event::CashierDeposit { player, chips } => vec![Action::Deposit {
            player: *player,
            chips: *chips,
        }],
        Event::ClockPaused => vec![Action::Pause],
        Event::ClockResumed => vec![Action::Resume],
        Event::ClockAdjusted { ms } => vec![Action::AdjustClock { ms: *ms }],
        Event::BlindLevelSkipped => vec![Action::SkipLevel],
        Event::BreakCut => vec![Action::EndBreak],
        Event::ExpenseRecorded {
            payer,
            kurus,
            shared_by,
            what,
        } => {
            if let Some(c) = what
                .chars()
                .find(|&c| crate::rules::load::is_forbidden_char(c))
            {
                return Err(control(Part::Expense, String::new(), c));
            }
            vec![Action::RecordExpense {
                payer: *payer,
                kurus: *kurus,
                shared_by: shared_by.clone(),
                what: what.clone(),
            }]
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
        Event::NightEnded { consent } => {
            for (i, &p) in consent.iter().enumerate() {
                known(p)?;
                if consent[..i].contains(&p) {
                    return Err(Reason::ConsentsTwice(p));
                }
            }
            vec![Action::EndNight {
                consent: consent.clone(),
            }]
        }
        Event::VerdictRecorded {
            rules,
            hands,
            board,
            winners,
        } => {
            for &w in winners {
                known(w)?;
            }
            if let Some((path, c)) = crate::rules::load::control_char(rules) {
                return Err(control(Part::Verdict, path, c));
            }
            vec![Action::RecordVerdict {
                rules: rules.clone(),
                hands: hands.clone(),
                board: board.clone(),
                winners: winners.clone(),
            }]
        }
        Event::DifferenceResolved { resolve } => {
            vec![Action::ResolveDifference { resolve: *resolve }]
        }
        Event::PotSplitRecorded {
            put_in,
            folded,
            order,
            payouts,
        } => pot_candidates(put_in, folded, order, payouts)?,
        Event::Undo { .. } => vec![Action::Undo],
        Event::Redo { .. } => vec![Action::Redo],
        Event::PlayerJoined { name, after, kav } => {
            if let Some(c) = name
                .chars()
                .find(|&c| crate::rules::load::is_forbidden_char(c))
            {
                return Err(control(Part::Setup, "players".into(), c));
            }
            vec![Action::Join {
                name: name.clone(),
                after: *after,
                kav: *kav,
            }]
        }
        Event::PlayerBack { player, after, kav } => vec![Action::Return {
            player: *player,
            after: *after,
            kav: *kav,
        }],
        Event::DeckChosen { when } => vec![Action::ChooseDeck { when: *when }],
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
    let flag = match &mut old {
        Event::PasDoMen { ends_seans, .. }
        | Event::PlayerLeft { ends_seans, .. }
        | Event::SatOut { ends_seans, .. } => ends_seans,
        _ => return None,
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
