//! The night the core tests start from: a bundled rule set by id and a
//! gel-gel setup, driven at explicit times from `T0`.

use racon::cards::{Card, parse_cards};
use racon::night::event::Event;
use racon::night::setup::{AntePlan, SeansLength, SeansPlan, Stakes};
use racon::night::{Action, Night, PlayerId, Rejected, Setup, State};
use racon::rules::RuleSet;
use racon::rules::load::bundled;
use racon::units::{Chips, Kurus};

pub const MIN: i64 = 60_000;
pub const T0: i64 = 1_790_000_000_000;

pub fn rules(id: &str) -> RuleSet {
    bundled()
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.id == id)
        .expect("bundled rule set")
}

/// Yer 10, kav 400–2.000, çıkma 800, a chip 1 ₺, gel-gel 10; 60-minute
/// seans, 10-minute break, 2 mandatory, 1 closing tur.
pub fn setup(rules_id: &str, players: &[&str]) -> Setup {
    Setup {
        format: 1,
        name: "Test gecesi".into(),
        players: players.iter().map(|s| s.to_string()).collect(),
        rules: rules_id.into(),
        stakes: Stakes {
            yer: Chips(10),
            min_kav: Chips(400),
            max_kav: Some(Chips(2_000)),
            cikma: Chips(800),
            chip_value: Kurus(100),
            currency: "₺".into(),
        },
        ante: AntePlan::GelGel { amount: Chips(10) },
        seans: SeansPlan {
            length: SeansLength::Minutes(60),
            break_minutes: 10,
            mandatory: 2,
            closing_turs: 1,
        },
        house: Default::default(),
        chips: Vec::new(),
    }
}

/// A night under test: decide + push at an explicit clock. Every test of
/// the core drives its night through this one harness.
pub struct T {
    pub night: Night,
    pub now: i64,
    /// Milliseconds the clock moves on before each action (0: it stands
    /// still unless a test ticks it).
    pub step: i64,
}

impl T {
    pub fn new(s: Setup) -> T {
        let r = rules(&s.rules);
        s.validate(&r).unwrap();
        let night = Night::replay(vec![racon::night::Stamped {
            seq: 1,
            at: T0,
            event: Night::start_event(s, r),
        }])
        .unwrap();
        T {
            night,
            now: T0,
            step: 0,
        }
    }

    /// The same night with the clock moving `ms` on before each action.
    pub fn stepping(mut self, ms: i64) -> T {
        self.step = ms;
        self
    }

    /// Players 0..n seated by typed cards; `cards[i]` is player i's draw.
    pub fn seated(s: Setup, cards: &str) -> T {
        let mut t = T::new(s);
        let cards: Vec<Card> = parse_cards(cards).unwrap();
        t.ok(Action::TypeDraw {
            cards,
            random_dealer_seed: None,
        });
        let n = t.st().players.len();
        for p in 0..n {
            t.ok(Action::BuyKav {
                player: PlayerId(p as u8),
                chips: Chips(400),
            });
        }
        t
    }

    pub fn st(&self) -> &State {
        self.night.state()
    }

    pub fn try_act(&mut self, a: Action) -> Result<Event, Rejected> {
        self.now += self.step;
        let e = self.night.decide(a, self.now)?;
        self.night.push(self.now, e.clone()).unwrap();
        Ok(e)
    }

    pub fn ok(&mut self, a: Action) -> Event {
        let what = format!("{a:?}");
        self.try_act(a)
            .unwrap_or_else(|r| panic!("{what} refused: {r:?}"))
    }

    pub fn no(&mut self, a: Action) -> Rejected {
        let before = self.night.records().len();
        let r = self.night.decide(a, self.now).unwrap_err();
        assert_eq!(self.night.records().len(), before);
        r
    }

    pub fn tick(&mut self, minutes: i64) {
        self.now += minutes * MIN;
    }

    pub fn tick_ms(&mut self, ms: i64) {
        self.now += ms;
    }

    /// The player called `name`.
    pub fn id(&self, name: &str) -> PlayerId {
        let at = self.st().players.iter().position(|p| p.name == name);
        PlayerId(at.unwrap() as u8)
    }

    /// The night replayed from its records (as a journal would be).
    pub fn replayed(&self) -> State {
        Night::replay(self.night.records().to_vec())
            .unwrap()
            .state()
            .clone()
    }

    pub fn dealer(&self) -> String {
        let s = self.st();
        s.name(s.dealer().unwrap()).to_string()
    }

    pub fn seats(&self) -> Vec<String> {
        let s = self.st();
        s.seats.iter().map(|&p| s.name(p).to_string()).collect()
    }

    /// Deal and finish one hand with a winner (the deal moves on).
    pub fn hand(&mut self) {
        self.ok(Action::NewHand);
        self.ok(Action::EndHand {
            winner: None,
            pot: None,
        });
    }

    pub fn ante(&self) -> Vec<(String, Chips)> {
        let s = self.st();
        s.next_ante(self.now)
            .into_iter()
            .map(|(p, c)| (s.name(p).to_string(), c))
            .collect()
    }

    pub fn ante_total(&self) -> Chips {
        self.st().next_ante(self.now).iter().map(|a| a.1).sum()
    }
}

/// Seats a night on disk by the typed draw `cards` and buys every player
/// his first kav (400), all at `at`.
pub fn seat(nf: &mut racon::store::night::NightFile, cards: &str, at: i64) {
    nf.act(
        Action::TypeDraw {
            cards: parse_cards(cards).unwrap(),
            random_dealer_seed: None,
        },
        at,
    )
    .unwrap();
    for p in 0..nf.night().state().players.len() {
        let player = PlayerId(u8::try_from(p).unwrap());
        nf.act(
            Action::BuyKav {
                player,
                chips: Chips(400),
            },
            at,
        )
        .unwrap();
    }
}
