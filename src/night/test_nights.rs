//! Nights the library's own tests share (the integration tests have
//! theirs under `tests/it/common`).

use super::{Event, Setup, Stamped, State};

/// The moment the test nights start.
pub const T: i64 = 1_790_000_000_000;

/// The bundled hold'em night (5/10, 10/20, then 25/50) with `chips` (the
/// setup form's one-line set), its blinds skipped `skips` times.
pub fn holdem(chips: &str, skips: u64) -> State {
    let mut setup: Setup = ron::from_str(include_str!("../../presets/holdem.ron")).expect("preset");
    setup.chips = super::chips::parse_set(chips).expect("chips");
    let rules = crate::rules::load::bundled()
        .into_iter()
        .filter_map(Result::ok)
        .find(|r| r.id == setup.rules)
        .expect("rules");
    let mut records = vec![Stamped {
        seq: 1,
        at: T,
        event: Event::NightStarted {
            setup: Box::new(setup),
            rules: Box::new(rules),
        },
    }];
    records.extend((0..skips).map(|i| Stamped {
        seq: i + 2,
        at: T,
        event: Event::BlindLevelSkipped,
    }));
    State::replay(&records).expect("replays")
}
