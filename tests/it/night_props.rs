//! Random host scripts keep the night's invariants (issue 22): joins,
//! returns, leaves, sit-outs, pas dö men chains (voluntary and forced),
//! maldons, all-pass hands, deck answers and undo, over several house
//! setups. After every action racon accepted:
//!
//! - one dealer: a seat of the ring, the ring holding every player once;
//! - seated players only: the dealer between hands and every ante belong to
//!   players at the table who play (not left, not sitting out), once each;
//! - chips conserved: the kav bought is the sum of the kav events that
//!   count, a hand's pot is what was carried plus its antes, and nothing
//!   in the middle is ever negative;
//! - the tur owner is seated (never a player who left);
//! - the deck in play is one of the rule set's decks, and the head count
//!   one it takes after a join;
//! - the journal verifies: every event is one `decide` makes.
//!
//! Seeded, without regression files: every run tries the same scripts.

use crate::common;

use common::night::{T, setup};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};
use racon::night::event::{DeckChoice, Event};
use racon::night::setup::{DeckFollows, MaldonAntes, MisdealRedeal, SeansLength, TurDefinition};
use racon::night::state::effective;
use racon::night::{Action, Chips, Phase, PlayerId, State, verify};

fn seeded(cases: u32, seed: u64) -> ProptestConfig {
    ProptestConfig {
        cases,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

const NAMES: [&str; 6] = ["Kemal", "Ece", "Tan", "Nil", "Oya", "Ufuk"];

/// A house setup from `v`: the deck option, maldon antes, misdeal redeal,
/// tur definition, a short seans in turs, two packs.
fn night(v: u8) -> T {
    let mut s = setup("kapali", &["Ali", "Veli", "Can"]);
    s.house.deck_follows_players = [
        DeckFollows::Ask,
        DeckFollows::AtNextHand,
        DeckFollows::AtNextTur,
        DeckFollows::Never,
    ][usize::from(v % 4)];
    s.house.maldon_antes = [MaldonAntes::Keep, MaldonAntes::Again][usize::from(v / 4 % 2)];
    s.house.misdeal_redeal =
        [MisdealRedeal::NextDealer, MisdealRedeal::SameDealer][usize::from(v / 8 % 2)];
    if v / 16 % 2 == 1 {
        s.house.tur_definition = TurDefinition::Hands(4);
    }
    s.seans.length = SeansLength::Turs(2 + u32::from(v / 32 % 2));
    s.seans.closing_turs = u32::from(v / 64 % 2);
    s.house.double_deck = v / 128 == 1;
    T::seated(s, "7c Ah Kd")
}

/// The action an op code asks for, on the night as it stands.
fn action(s: &State, op: u8, a: u8, b: u8) -> Action {
    let n = s.players.len();
    let p = PlayerId::from_index(usize::from(a) % n).unwrap_or(PlayerId(0));
    // Undo may take the night back before the seat draw.
    let seated = match s.seats.len() {
        0 => PlayerId(0),
        k => s.seats[usize::from(b) % k],
    };
    match op % 16 {
        0..=2 => Action::NewHand,
        3 => Action::EndHand {
            winner: None,
            pot: None,
        },
        4 => Action::AllPassed,
        5 => Action::Maldon,
        6 | 7 => Action::PasDoMen {
            forced: op.is_multiple_of(2),
        },
        8 => Action::SitOut {
            player: p,
            out: b.is_multiple_of(2),
        },
        9 => Action::Leave {
            player: p,
            chips: Chips(i64::from(b) * 5),
            override_reason: Some("eve".into()),
            colours: Vec::new(),
        },
        10 => Action::Join {
            name: NAMES[usize::from(a) % NAMES.len()].into(),
            after: seated,
            kav: Chips(400),
        },
        11 => Action::Return {
            player: p,
            after: seated,
            kav: Chips(400),
        },
        12 => Action::ChooseDeck {
            when: [DeckChoice::NextHand, DeckChoice::NextTur, DeckChoice::Keep][usize::from(b) % 3],
        },
        13 => Action::BuyKav {
            player: p,
            chips: Chips(100),
        },
        14 => Action::Undo,
        _ => Action::CountChips {
            player: p,
            chips: Chips(i64::from(b)),
            colours: Vec::new(),
        },
    }
}

/// Kav bought, as the kav events that count add it up.
fn kav_from_events(t: &T) -> Chips {
    effective(t.night.records())
        .iter()
        .map(|r| match &r.event {
            Event::KavBought { chips, .. } => *chips,
            Event::PlayerJoined { kav, .. } | Event::PlayerBack { kav, .. } => *kav,
            _ => Chips::ZERO,
        })
        .sum()
}

fn check(t: &T, carried_before: Chips, last: &Event) -> Result<(), TestCaseError> {
    let s = t.st();
    if s.seats.is_empty() {
        // Undone back to before the seat draw: nobody deals, nobody antes.
        prop_assert!(s.next_ante(t.now).is_empty() && s.phase == Phase::Seating);
        return Ok(());
    }
    // One dealer, on a ring that holds every player once.
    let mut ring = s.seats.clone();
    ring.sort();
    ring.dedup();
    prop_assert_eq!(ring.len(), s.seats.len(), "a player seated twice");
    prop_assert_eq!(ring.len(), s.players.len(), "a player without a seat");
    prop_assert!(s.dealer_seat < s.seats.len());
    let playing = |p: PlayerId| s.is_active(p);
    if s.phase == Phase::BetweenHands && s.active_count() > 0 {
        prop_assert!(playing(s.dealer().unwrap()), "the dealer does not play");
    }
    // Seated players only: antes from players who play, once each.
    let antes = if s.phase == Phase::InHand {
        s.antes_in_play().to_vec()
    } else {
        s.next_ante(t.now)
    };
    let mut who: Vec<PlayerId> = antes.iter().map(|a| a.0).collect();
    for &p in &who {
        prop_assert!(playing(p), "{p:?} antes but does not play");
    }
    who.sort();
    who.dedup();
    prop_assert_eq!(who.len(), antes.len(), "an ante twice");
    // Chips conserved.
    let bought: Chips = s.players.iter().map(|p| p.kav_total).sum();
    prop_assert_eq!(bought, kav_from_events(t));
    prop_assert!(!s.carried.is_negative() && !s.in_hand_pot.is_negative());
    if let (Event::HandDealt, Some(h)) = (last, s.hands.last()) {
        let put: Chips = h.antes.iter().map(|a| a.1).sum();
        prop_assert_eq!(h.pot, carried_before + put, "the pot is carried + antes");
        prop_assert_eq!(s.in_hand_pot, h.pot);
        prop_assert!(playing(h.dealer), "a dealer who does not play dealt");
    }
    // The tur owner is seated.
    if s.seats.iter().any(|&p| !s.player(p).unwrap().left) {
        let (_, owner) = s.current_tur();
        prop_assert!(
            !s.player(owner).unwrap().left,
            "{owner:?} left but owns the tur"
        );
        let (_, _, next_owner) = s.next_deal_tur();
        prop_assert!(!s.player(next_owner).unwrap().left);
    }
    // The deck is one of the rule set's; the head count one it takes.
    let decks: Vec<usize> = s.rules.decks.iter().map(|d| usize::from(d.cards)).collect();
    prop_assert!(decks.contains(&s.deck_in_play().size()));
    if matches!(last, Event::PlayerJoined { .. } | Event::PlayerBack { .. }) {
        prop_assert!(s.head_count_covered());
    }
    Ok(())
}

proptest! {
    #![proptest_config(seeded(300, 0x006e_6967_6874_3232))]

    #[test]
    fn random_scripts_keep_the_nights_invariants(
        house in any::<u8>(),
        script in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..160),
    ) {
        let mut t = night(house);
        for (op, a, b) in script {
            let act = action(t.st(), op, a, b);
            let carried = t.st().carried;
            t.now += 60_000;
            if let Ok(e) = t.try_act(act) {
                check(&t, carried, &e)?;
            }
        }
        prop_assert!(verify::holds(t.night.records()), "the journal verifies");
    }
}

/// The scripts do reach what they are meant to test: joins, returns,
/// deck switches, forced passes round the table, seans ends by a pass.
#[test]
fn the_scripts_reach_every_kind_of_event() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::new(seeded(1, 0x006e_6967_6874_3232));
    let strategy = (
        any::<u8>(),
        prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..160),
    );
    let mut seen = std::collections::BTreeSet::new();
    let mut switches = 0;
    let mut seans_by_move = 0;
    for _ in 0..300 {
        let (house, script) = strategy.new_tree(&mut runner).unwrap().current();
        let mut t = night(house);
        for (op, a, b) in script {
            let act = action(t.st(), op, a, b);
            let deck = t.st().deck_in_play();
            t.now += 60_000;
            if let Ok(e) = t.try_act(act) {
                switches += usize::from(t.st().deck_in_play() != deck);
                seans_by_move += usize::from(matches!(
                    e,
                    Event::PasDoMen {
                        ends_seans: true,
                        ..
                    } | Event::SatOut {
                        ends_seans: true,
                        ..
                    } | Event::PlayerLeft {
                        ends_seans: true,
                        ..
                    }
                ));
                let kind = format!("{e:?}");
                seen.insert(kind.split([' ', '{', '(']).next().unwrap_or("").to_string());
            }
        }
    }
    println!("kinds {seen:?}, deck switches {switches}, seanses ended by a move {seans_by_move}");
    for kind in [
        "PlayerJoined",
        "PlayerBack",
        "PlayerLeft",
        "SatOut",
        "PasDoMen",
        "Maldon",
        "AllPassed",
        "DeckChosen",
        "Undo",
    ] {
        assert!(seen.contains(kind), "the scripts never made a {kind}");
    }
    assert!(switches > 10, "{switches}");
    assert!(seans_by_move > 5, "{seans_by_move}");
}
