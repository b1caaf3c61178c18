//! The clock face model, its alert moments and the clock edits (issue 11):
//! pure, with `now` as an argument; edits replayed from the journal.

use crate::clock_nights;

use clock_nights::*;
use racon::night::clock::{
    Alert, AlertKind, ClockRefusal, LadderView, LevelView, Mode, Stake, alerts, alerts_between,
    face,
};
use racon::night::setup::{Alerts, HouseRules, SeansLength};
use racon::night::{Action, Event, Rejected};
use racon::units::Chips;

fn now(kind: AlertKind) -> Alert {
    Alert { kind, soon: false }
}

fn soon(kind: AlertKind) -> Alert {
    Alert { kind, soon: true }
}

// ---- the face ---------------------------------------------------------

#[test]
fn gelgel_face_in_play_shows_time_left_dealer_ante_and_break() {
    let t = at_moment(gelgel(), Moment::InPlay);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::Playing);
    // 17 m 25 s played of 60.
    assert_eq!(v.main_ms, Some(60 * MIN - (17 * MIN + 25_000)));
    assert!(!v.counts_up);
    assert_eq!(v.hand_no, 4);
    assert!(v.in_hand);
    // Seats Veli, Ayşe, Can, Ali: the 4th hand is Ali's deal.
    assert_eq!(v.dealer.as_deref(), Some("Ali"));
    assert_eq!(
        v.stake,
        Stake::Ante {
            each: Chips(10),
            total: Chips(40)
        }
    );
    assert_eq!(v.tur, Some((1, None)));
    assert_eq!(v.closing, None);
    assert_eq!(v.level, None);
    assert_eq!(v.ladder, None);
}

#[test]
fn time_up_keeps_the_face_with_the_closing_count() {
    let mut t = at_moment(gelgel(), Moment::TimeUp);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::TimeUp);
    assert_eq!(v.main_ms, None);
    // Time ran out in tur 1: it is finished first, then closing tur 2.
    assert_eq!(v.closing, Some((0, 1)));
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    // The next deal (Veli's) starts tur 2, the closing tur.
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::TimeUp);
    assert_eq!(v.closing, Some((1, 1)));
    assert_eq!(v.tur, Some((2, Some(2))));
    assert_eq!(v.dealer.as_deref(), Some("Veli"));
}

#[test]
fn time_up_without_closing_turs_shows_no_closing_count() {
    let mut s = gelgel();
    s.seans.closing_turs = 0;
    let t = at_moment(s, Moment::TimeUp);
    let v = face(t.st(), t.now);
    assert_eq!((v.mode, v.closing), (Mode::TimeUp, None));
}

#[test]
fn break_counts_down_then_says_break_over_until_the_next_hand() {
    let t = at_moment(gelgel(), Moment::InBreak);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::Break);
    assert_eq!(v.main_ms, Some(10 * MIN - (3 * MIN + 12_000)));
    assert_eq!(v.seans, 1);
    let mut t = at_moment(gelgel(), Moment::BreakOver);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::BreakOver);
    assert_eq!(v.main_ms, Some(0));
    t.tick(30);
    assert_eq!(face(t.st(), t.now).mode, Mode::BreakOver);
    t.ok(Action::NewHand);
    let v = face(t.st(), t.now);
    assert_eq!((v.mode, v.seans), (Mode::Playing, 2));
}

#[test]
fn paused_face() {
    let t = at_moment(gelgel(), Moment::Paused);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::Playing);
    assert!(v.paused);
    // The pause stopped the clock at 17 m 25 s.
    assert_eq!(v.main_ms, Some(60 * MIN - (17 * MIN + 25_000)));
}

#[test]
fn merdiven_shows_the_step_now_and_the_next_turs_and_tur_of_ten() {
    let mut t = T::seated(merdiven(), DRAW4);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::NotStarted);
    assert_eq!(
        v.ladder,
        Some(LadderView {
            merdiven: true,
            now: Chips(10),
            next: Chips(20)
        })
    );
    // A seans counted in turs counts its play time up.
    t.ok(Action::NewHand);
    t.tick(3);
    let v = face(t.st(), t.now);
    assert!(v.counts_up);
    assert_eq!(v.main_ms, Some(3 * MIN));
    assert_eq!(v.tur, Some((1, Some(10))));
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    for _ in 0..4 {
        t.hand();
    }
    // Five hands: the 6th deal is in tur 2 (×2 → ×3).
    let v = face(t.st(), t.now);
    assert_eq!(v.tur, Some((2, Some(10))));
    assert_eq!(
        v.ladder,
        Some(LadderView {
            merdiven: true,
            now: Chips(20),
            next: Chips(30)
        })
    );
    assert_eq!(
        v.stake,
        Stake::Ante {
            each: Chips(20),
            total: Chips(80)
        }
    );
    assert_eq!(v.closing, None);
    let t = at_moment(merdiven(), Moment::TimeUp);
    let v = face(t.st(), t.now);
    // Tur 9 of 10 is the first of 2 closing turs; no time is up.
    assert_eq!(v.mode, Mode::Playing);
    assert_eq!(v.tur, Some((9, Some(10))));
    assert_eq!(v.closing, Some((1, 2)));
    // The live page reads the same tur and closing tur as the wall.
    let snap = racon::web::view::Snapshot {
        state: t.st().clone(),
        problem: None,
    };
    let page = racon::web::view::state_json(&snap, t.now);
    assert_eq!(
        page["tur"],
        serde_json::json!({"no": 9, "last": 10, "closing": {"which": 1, "of": 2}})
    );
    assert_eq!(page["clock"]["left_ms"], serde_json::Value::Null);
}

#[test]
fn blinds_show_level_next_level_and_time_to_it() {
    let mut t = T::seated(blinds(), DRAW4);
    t.ok(Action::NewHand);
    t.tick(12);
    let v = face(t.st(), t.now);
    assert_eq!(
        v.stake,
        Stake::Blinds {
            small: Chips(5),
            big: Chips(10)
        }
    );
    assert_eq!(
        v.level,
        Some(LevelView {
            no: 1,
            small: Chips(5),
            big: Chips(10),
            next: Some((Chips(10), Chips(20))),
            next_in_ms: Some(8 * MIN)
        })
    );
    t.tick(30);
    let v = face(t.st(), t.now);
    // 42 minutes: level 3 for ever. The hand in play keeps its blinds.
    assert_eq!(v.level.map(|l| (l.no, l.next)), Some((3, None)));
    assert_eq!(
        v.stake,
        Stake::Blinds {
            small: Chips(5),
            big: Chips(10)
        }
    );
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    assert_eq!(
        face(t.st(), t.now).stake,
        Stake::Blinds {
            small: Chips(25),
            big: Chips(50)
        }
    );
}

#[test]
fn carried_pot_and_no_ante_after_a_misdeal() {
    let mut t = T::seated(gelgel(), DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::Maldon);
    let v = face(t.st(), t.now);
    assert_eq!(v.carried, Chips(40));
    assert_eq!(v.stake, Stake::None);
}

// ---- alert moments ----------------------------------------------------

#[test]
fn alert_one_minute_before_time_up_and_at_time_up() {
    let mut t = T::seated(gelgel(), DRAW4);
    t.ok(Action::NewHand);
    let s = t.st();
    let start = t.now;
    // Nothing in the first 58 minutes.
    assert_eq!(alerts_between(s, start, start + 58 * MIN), vec![]);
    // 59:00 is one minute before.
    assert_eq!(
        alerts_between(s, start + 58 * MIN, start + 59 * MIN),
        vec![soon(AlertKind::TimeUp)]
    );
    assert_eq!(
        alerts_between(s, start + 59 * MIN - 1, start + 59 * MIN - 1),
        vec![]
    );
    assert_eq!(
        alerts_between(s, start + 59 * MIN + 1, start + 60 * MIN - 1),
        vec![]
    );
    assert_eq!(
        alerts_between(s, start + 60 * MIN - 1, start + 60 * MIN),
        vec![now(AlertKind::TimeUp)]
    );
    assert_eq!(
        alerts_between(s, start + 60 * MIN, start + 70 * MIN),
        vec![]
    );
}

#[test]
fn no_time_alerts_while_paused() {
    let mut t = T::seated(gelgel(), DRAW4);
    t.ok(Action::NewHand);
    t.tick(50);
    t.ok(Action::Pause);
    let s = t.st();
    assert_eq!(alerts_between(s, t.now, t.now + 30 * MIN), vec![]);
}

#[test]
fn alert_when_a_closing_tur_starts() {
    let mut t = at_moment(gelgel(), Moment::TimeUp);
    let before = face(t.st(), t.now);
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    let after = face(t.st(), t.now);
    assert_eq!(
        alerts(&before, &after),
        vec![now(AlertKind::ClosingTur { which: 1, of: 1 })]
    );
    // The merdiven night's closing turs 9 and 10 each announce.
    let mut t = T::seated(merdiven(), DRAW4);
    let mut seen = Vec::new();
    let mut prev = face(t.st(), t.now);
    while !t.st().in_break() {
        t.hand();
        let next = face(t.st(), t.now);
        seen.extend(alerts(&prev, &next));
        prev = next;
    }
    assert_eq!(
        seen,
        vec![
            now(AlertKind::ClosingTur { which: 1, of: 2 }),
            now(AlertKind::ClosingTur { which: 2, of: 2 }),
        ]
    );
}

#[test]
fn alert_one_minute_before_the_break_ends_and_at_its_end() {
    let t = at_moment(gelgel(), Moment::InBreak);
    let s = t.st();
    let end = t.now + 10 * MIN - (3 * MIN + 12_000);
    assert_eq!(alerts_between(s, t.now, end - MIN - 1), vec![]);
    assert_eq!(
        alerts_between(s, end - MIN - 1, end - MIN),
        vec![soon(AlertKind::BreakOver)]
    );
    assert_eq!(
        alerts_between(s, end - 1, end),
        vec![now(AlertKind::BreakOver)]
    );
    assert_eq!(alerts_between(s, end, end + 20 * MIN), vec![]);
}

#[test]
fn alert_one_minute_before_a_blind_level_and_at_it() {
    let mut t = T::seated(blinds(), DRAW4);
    t.ok(Action::NewHand);
    let s = t.st();
    let start = t.now;
    assert_eq!(alerts_between(s, start, start + 19 * MIN - 1), vec![]);
    assert_eq!(
        alerts_between(s, start + 19 * MIN - 1, start + 19 * MIN),
        vec![soon(AlertKind::Level {
            no: 2,
            small: Chips(10),
            big: Chips(20)
        })]
    );
    assert_eq!(
        alerts_between(s, start + 20 * MIN - 1, start + 20 * MIN),
        vec![now(AlertKind::Level {
            no: 2,
            small: Chips(10),
            big: Chips(20)
        })]
    );
    assert_eq!(
        alerts_between(s, start + 40 * MIN - 1, start + 40 * MIN),
        vec![now(AlertKind::Level {
            no: 3,
            small: Chips(25),
            big: Chips(50)
        })]
    );
    // The last level lasts for ever: nothing more.
    assert_eq!(
        alerts_between(s, start + 40 * MIN, start + 59 * MIN - 1),
        vec![]
    );
}

// ---- clock edits --------------------------------------------------------

#[test]
fn plus_and_minus_a_minute_move_the_seans_clock_and_replay() {
    let mut t = T::seated(gelgel(), DRAW4);
    assert_eq!(
        t.no(Action::AdjustClock { ms: MIN }),
        Rejected::Clock(ClockRefusal::NotRunning)
    );
    t.ok(Action::NewHand);
    t.tick(10);
    let left = |t: &T| face(t.st(), t.now).main_ms;
    assert_eq!(left(&t), Some(50 * MIN));
    t.ok(Action::AdjustClock { ms: MIN });
    assert_eq!(left(&t), Some(51 * MIN));
    t.ok(Action::AdjustClock { ms: MIN });
    t.ok(Action::AdjustClock { ms: -MIN });
    assert_eq!(left(&t), Some(51 * MIN));
    assert_eq!(face(&t.replayed(), t.now).main_ms, Some(51 * MIN));
    // Undo takes the last edit back, in memory and from the journal.
    t.ok(Action::Undo);
    assert_eq!(left(&t), Some(52 * MIN));
    assert_eq!(face(&t.replayed(), t.now).main_ms, Some(52 * MIN));
    // The alert moves with the clock: one minute before is now at 51:00.
    let s = t.replayed();
    assert_eq!(
        alerts_between(&s, t.now + 50 * MIN, t.now + 51 * MIN),
        vec![soon(AlertKind::TimeUp)]
    );
    assert_eq!(
        t.no(Action::AdjustClock { ms: 0 }),
        Rejected::Clock(ClockRefusal::BadAmount)
    );
    assert_eq!(
        t.no(Action::AdjustClock { ms: 61 * MIN }),
        Rejected::Clock(ClockRefusal::BadAmount)
    );
}

#[test]
fn plus_a_minute_after_time_up_gives_a_minute_back() {
    let mut t = at_moment(gelgel(), Moment::TimeUp);
    assert_eq!(face(t.st(), t.now).mode, Mode::TimeUp);
    assert_eq!(
        t.no(Action::AdjustClock { ms: -MIN }),
        Rejected::Clock(ClockRefusal::AlreadyOut)
    );
    t.ok(Action::AdjustClock { ms: MIN });
    let v = face(t.st(), t.now);
    assert_eq!((v.mode, v.main_ms), (Mode::Playing, Some(MIN)));
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    // The hand ended within the minute: no closing tur yet.
    assert_eq!(face(t.st(), t.now).closing, None);
    t.tick(1);
    assert_eq!(face(t.st(), t.now).mode, Mode::TimeUp);
    assert_eq!(face(&t.replayed(), t.now).mode, Mode::TimeUp);
}

#[test]
fn minus_a_minute_brings_time_up_closer() {
    let mut t = T::seated(gelgel(), DRAW4);
    t.ok(Action::NewHand);
    t.tick(59);
    t.ok(Action::AdjustClock { ms: -MIN });
    assert_eq!(face(t.st(), t.now).mode, Mode::TimeUp);
    assert_eq!(face(&t.replayed(), t.now).mode, Mode::TimeUp);
}

#[test]
fn skip_to_the_next_blind_level_replays_and_undoes() {
    let mut t = T::seated(blinds(), DRAW4);
    t.ok(Action::NewHand);
    t.tick(5);
    let level = |s: &racon::night::State, now: i64| face(s, now).level.map(|l| l.no);
    assert_eq!(level(t.st(), t.now), Some(1));
    assert_eq!(t.ok(Action::SkipLevel), Event::BlindLevelSkipped);
    assert_eq!(level(t.st(), t.now), Some(2));
    // Level 2 runs its full 20 minutes from the skip.
    assert_eq!(
        face(t.st(), t.now).level.and_then(|l| l.next_in_ms),
        Some(20 * MIN)
    );
    let replayed = t.replayed();
    assert_eq!(level(&replayed, t.now), Some(2));
    assert_eq!(level(&replayed, t.now + 20 * MIN), Some(3));
    // The next hand posts the new blinds.
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    assert_eq!(
        face(t.st(), t.now).stake,
        Stake::Blinds {
            small: Chips(10),
            big: Chips(20)
        }
    );
    t.ok(Action::SkipLevel);
    assert_eq!(
        t.no(Action::SkipLevel),
        Rejected::Clock(ClockRefusal::LastLevel)
    );
    t.ok(Action::Undo);
    assert_eq!(level(&t.replayed(), t.now), Some(2));
    let mut g = T::seated(gelgel(), DRAW4);
    g.ok(Action::NewHand);
    assert_eq!(
        g.no(Action::SkipLevel),
        Rejected::Clock(ClockRefusal::NoLevels)
    );
}

#[test]
fn end_the_break_now_and_add_a_minute_to_the_break() {
    let mut t = at_moment(gelgel(), Moment::InBreak);
    let left = |t: &T| face(t.st(), t.now).main_ms;
    let before = left(&t);
    t.ok(Action::AdjustClock { ms: MIN });
    assert_eq!(left(&t), before.map(|l| l + MIN));
    let prev = face(t.st(), t.now);
    assert_eq!(t.ok(Action::EndBreak), Event::BreakCut);
    let v = face(t.st(), t.now);
    assert_eq!(v.mode, Mode::BreakOver);
    assert_eq!(alerts(&prev, &v), vec![now(AlertKind::BreakOver)]);
    assert_eq!(face(&t.replayed(), t.now).mode, Mode::BreakOver);
    assert_eq!(
        t.no(Action::EndBreak),
        Rejected::Clock(ClockRefusal::NoBreak)
    );
    // A minute on a break that is over gives a minute of break again.
    t.tick(5);
    t.ok(Action::AdjustClock { ms: MIN });
    assert_eq!(left(&t), Some(MIN));
    t.ok(Action::Undo);
    t.ok(Action::Undo);
    assert_eq!(face(&t.replayed(), t.now).mode, Mode::Break);
}

#[test]
fn clock_edits_are_in_the_history_in_both_languages() {
    use racon::i18n::Lang;
    use racon::i18n::night::describe;
    let t = T::seated(gelgel(), DRAW4);
    let s = t.st();
    assert_eq!(
        describe(&Event::ClockAdjusted { ms: MIN }, s, Lang::Tr),
        "Saate 1 dakika eklendi"
    );
    assert_eq!(
        describe(&Event::ClockAdjusted { ms: -MIN }, s, Lang::En),
        "1 minute taken off the clock"
    );
    assert_eq!(
        describe(&Event::BlindLevelSkipped, s, Lang::Tr),
        "Kör seviyesi atlandı: sonraki seviyeye geçildi"
    );
    assert_eq!(describe(&Event::BreakCut, s, Lang::En), "Break ended early");
}

#[test]
fn clock_events_round_trip_through_ron() {
    for e in [
        Event::ClockAdjusted { ms: -MIN },
        Event::BlindLevelSkipped,
        Event::BreakCut,
    ] {
        let text = ron::ser::to_string(&e).expect("ron");
        let back: Event = ron::from_str(&text).expect("parse");
        assert_eq!(back, e);
    }
}

#[test]
fn house_alerts_option_defaults_to_bell_and_old_setups_load() {
    assert_eq!(HouseRules::default().alerts, Alerts::Bell);
    let old: HouseRules = ron::from_str("(pas_do_men: false)").expect("old house rules");
    assert_eq!(old.alerts, Alerts::Bell);
    let sound: HouseRules = ron::from_str("(alerts: sound)").expect("alerts");
    assert_eq!(sound.alerts, Alerts::Sound);
    assert!(ron::from_str::<HouseRules>("(alerts: loud)").is_err());
    let _ = SeansLength::Minutes(1);
}
