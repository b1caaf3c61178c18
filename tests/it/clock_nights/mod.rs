//! Nights for the clock tests: a gel-gel, a merdiven and a blinds night,
//! driven through the core with explicit times.
#![allow(dead_code)]

use racon::night::setup::{AfterSchedule, AntePlan, BlindLevel, SeansLength};
use racon::night::{Action, Setup};
use racon::units::Chips;

pub use crate::common::night::{MIN, T, T0, rules};

/// The tests' night, named for the clock face.
pub fn setup(rules_id: &str, players: &[&str]) -> Setup {
    Setup {
        name: "Saat gecesi".into(),
        ..crate::common::night::setup(rules_id, players)
    }
}

pub const FOUR: [&str; 4] = ["Ali", "Veli", "Can", "Ayşe"];
/// Veli draws the ace, Ayşe K♥, Can K♦, Ali 7♣: seats Veli, Ayşe, Can, Ali.
pub const DRAW4: &str = "7c Ah Kd Kh";

/// A gel-gel night: 60-minute seans, 10-minute break, 1 closing tur.
pub fn gelgel() -> Setup {
    setup("kapali", &FOUR)
}

/// A merdiven night (türk pokeri): seans of 10 turs, 2 closing turs.
pub fn merdiven() -> Setup {
    let mut s = setup("turk-pokeri", &FOUR);
    s.ante = AntePlan::Merdiven {
        base: Chips(10),
        steps: vec![1, 2, 3, 2, 1],
        after: AfterSchedule::Repeat,
    };
    s.seans.length = SeansLength::Turs(10);
    s.seans.closing_turs = 2;
    s
}

/// A blinds night: levels 5/10, 10/20 (20 minutes each), then 25/50.
pub fn blinds() -> Setup {
    let mut s = setup("texas-holdem", &FOUR);
    s.ante = AntePlan::Blinds {
        levels: vec![
            BlindLevel {
                minutes: 20,
                small: Chips(5),
                big: Chips(10),
            },
            BlindLevel {
                minutes: 20,
                small: Chips(10),
                big: Chips(20),
            },
            BlindLevel {
                minutes: 0,
                small: Chips(25),
                big: Chips(50),
            },
        ],
    };
    s
}

/// The clock states the face is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    InPlay,
    TimeUp,
    InBreak,
    BreakOver,
    Paused,
}

pub const MOMENTS: [Moment; 5] = [
    Moment::InPlay,
    Moment::TimeUp,
    Moment::InBreak,
    Moment::BreakOver,
    Moment::Paused,
];

/// A night of `setup` brought to `m`, with `now` set.
pub fn at_moment(setup: Setup, m: Moment) -> T {
    let turs = matches!(setup.seans.length, SeansLength::Turs(_));
    let mut t = T::seated(setup, DRAW4);
    // Three hands played; the fourth in play 17 m 25 s into the seans.
    for _ in 0..3 {
        t.hand();
        t.tick(5);
    }
    t.ok(Action::NewHand);
    t.tick_ms(2 * MIN + 25_000);
    match m {
        Moment::InPlay => {}
        Moment::Paused => {
            t.ok(Action::Pause);
            t.tick(3);
        }
        Moment::TimeUp => {
            if turs {
                // A seans in turs has no time: play to its closing tur.
                while t.st().seans.last_tur < 9 {
                    t.hand();
                }
                t.ok(Action::NewHand);
            } else {
                t.tick(45);
            }
        }
        Moment::InBreak | Moment::BreakOver => {
            t.ok(Action::EndHand {
                winner: None,
                pot: None,
            });
            t.tick(50);
            while !t.st().in_break() {
                t.hand();
            }
            t.tick_ms(3 * MIN + 12_000);
            if m == Moment::BreakOver {
                t.tick(8);
            }
        }
    }
    t
}
