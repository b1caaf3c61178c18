//! The night the core tests start from: a bundled rule set by id and a
//! gel-gel setup, driven at explicit times from `T0`.

use racon::night::Setup;
use racon::night::setup::{AntePlan, SeansLength, SeansPlan, Stakes};
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
    }
}
