//! The night's rules, one test (or more) per rule id, with both values of
//! every related option (RULES.md R2, R6, R7, R10–R13, R17–R26; C2, C5, C14,
//! C15 and §12). Everything runs on the pure core with explicit times.

use crate::common;

use common::night::{MIN, T, setup};
use racon::cards::parse_cards;
use racon::i18n::Lang;
use racon::night::event::Event;
use racon::night::setup::{
    AfterSchedule, AllPass, AntePlan, AtSitOutLimit, BlindLevel, Cashier, InitialDealer, KavTopUp,
    MisdealRedeal, SeansLength, TurDefinition,
};
use racon::night::state::Outcome;
use racon::night::{Action, Chips, Clock, Night, Phase, PlayerId, Rejected};

const FOUR: [&str; 4] = ["Ali", "Veli", "Can", "Ayşe"];
/// Veli draws the ace, Ayşe K♥, Can K♦, Ali 7♣: seats Veli, Ayşe, Can, Ali.
const DRAW4: &str = "7c Ah Kd Kh";

// ---- R2 seating, C14 first dealer -------------------------------------

#[test]
fn r2_highest_card_deals_first_and_the_rest_sit_clockwise_descending() {
    let t = T::seated(setup("kapali", &FOUR), DRAW4);
    assert_eq!(t.seats(), ["Veli", "Ayşe", "Can", "Ali"]);
    assert_eq!(t.dealer(), "Veli");
    // R3: ilk koltuk is left of the dealer.
    assert_eq!(t.st().name(t.st().ilk_koltuk().unwrap()), "Ayşe");
}

#[test]
fn r2_equal_ranks_follow_the_rule_sets_suit_order_c1() {
    // K♠ vs K♦: kapalı ranks karo over maça, türk pokeri maça over karo.
    let k = T::seated(setup("kapali", &["Ali", "Veli"]), "Ks Kd");
    assert_eq!(k.seats(), ["Veli", "Ali"]);
    let mut s = setup("turk-pokeri", &["Ali", "Veli"]);
    s.rules = "turk-pokeri".into();
    let t = T::seated(s, "Ks Kd");
    assert_eq!(t.seats(), ["Ali", "Veli"]);
}

#[test]
fn r2_virtual_draw_is_reproducible_by_seed_and_uses_the_deck_in_play() {
    let draw = |seed: u64| {
        let mut t = T::new(setup("kapali", &FOUR));
        match t.ok(Action::DrawSeats { seed }) {
            Event::SeatsDrawn { cards, seed: s, .. } => {
                assert_eq!(s, Some(seed));
                cards
            }
            e => panic!("{e:?}"),
        }
    };
    let a = draw(7);
    assert_eq!(a, draw(7));
    assert_ne!(a, draw(8));
    let mut uniq = a.clone();
    uniq.sort();
    uniq.dedup();
    assert_eq!(uniq.len(), 4);
    // 4 kapalı players play 32 cards: no card below 7.
    for seed in 0..200 {
        assert!(
            draw(seed)
                .iter()
                .all(|c| c.rank() >= racon::cards::Rank::Seven)
        );
    }
}

#[test]
fn r2_physical_draw_rejects_duplicates_foreign_cards_and_wrong_counts() {
    use racon::night::seating::DrawError;
    let mut t = T::new(setup("kapali", &FOUR));
    let c = |s: &str| parse_cards(s).unwrap();
    assert!(matches!(
        t.no(Action::TypeDraw {
            cards: c("7c Ah Ah Kh"),
            random_dealer_seed: None
        }),
        Rejected::Draw(DrawError::Duplicate { .. })
    ));
    assert!(matches!(
        t.no(Action::TypeDraw {
            cards: c("7c Ah 6d Kh"),
            random_dealer_seed: None
        }),
        Rejected::Draw(DrawError::NotInDeck { .. })
    ));
    assert!(matches!(
        t.no(Action::TypeDraw {
            cards: c("7c Ah Kh"),
            random_dealer_seed: None
        }),
        Rejected::Draw(DrawError::WrongCount { got: 3, want: 4 })
    ));
    t.ok(Action::TypeDraw {
        cards: c(DRAW4),
        random_dealer_seed: None,
    });
    assert_eq!(t.no(Action::DrawSeats { seed: 1 }), Rejected::AlreadySeated);
}

#[test]
fn c14_random_first_dealer_is_seeded_and_any_player_can_get_it() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut s = setup("kapali", &FOUR);
        s.house.initial_dealer = InitialDealer::Random;
        let mut t = T::new(s.clone());
        let cards = parse_cards(DRAW4).unwrap();
        t.ok(Action::TypeDraw {
            cards: cards.clone(),
            random_dealer_seed: Some(seed),
        });
        // Seats still follow the draw (R2); only the first dealer is random.
        assert_eq!(t.seats(), ["Veli", "Ayşe", "Can", "Ali"]);
        let mut again = T::new(s);
        again.ok(Action::TypeDraw {
            cards,
            random_dealer_seed: Some(seed),
        });
        assert_eq!(t.dealer(), again.dealer());
        seen.insert(t.dealer());
    }
    assert_eq!(seen.len(), 4, "{seen:?}");
}

// ---- deal rotation, R3, skipping --------------------------------------

#[test]
fn the_deal_moves_clockwise_and_skips_players_who_sit_out_or_left() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.hand();
    assert_eq!(t.dealer(), "Ayşe");
    t.ok(Action::SitOut {
        player: PlayerId(2),
        out: true,
    }); // Can
    t.hand();
    assert_eq!(t.dealer(), "Ali");
    t.ok(Action::SitOut {
        player: PlayerId(2),
        out: false,
    });
    t.hand();
    assert_eq!(t.dealer(), "Veli");
    // Ayşe leaves (with a reason; she is not at çıkma): the deal skips her.
    t.ok(Action::Leave {
        player: PlayerId(3),
        chips: Chips(350),
        override_reason: Some("hasta".into()),
        colours: Vec::new(),
    });
    t.hand();
    assert_eq!(t.dealer(), "Can");
    assert_eq!(
        t.seats(),
        ["Veli", "Ayşe", "Can", "Ali"],
        "seats stay; she is skipped"
    );
}

#[test]
fn a_dealer_who_leaves_passes_the_deal_on() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    // Veli (dealer) lost everything and more: kav 400 + 400, chips 0.
    t.ok(Action::BuyKav {
        player: PlayerId(1),
        chips: Chips(400),
    });
    t.ok(Action::Leave {
        player: PlayerId(1),
        chips: Chips(0),
        override_reason: None,
        colours: Vec::new(),
    });
    assert_eq!(t.dealer(), "Ayşe");
    t.hand();
    t.hand();
    t.hand();
    assert_eq!(t.dealer(), "Ayşe", "three active players: back to Ayşe");
}

// ---- R7 pas dö men ------------------------------------------------------

#[test]
fn r7_pas_do_men_moves_the_deal_and_the_chain_stops_at_one_circle() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::PasDoMen { forced: false });
    assert_eq!(t.dealer(), "Ayşe");
    t.ok(Action::PasDoMen { forced: true });
    t.ok(Action::PasDoMen { forced: false });
    assert_eq!(t.dealer(), "Ali");
    // One more would bring the deal back to Veli, who started the chain:
    // Ali, the dealer now, must deal.
    assert_eq!(
        t.no(Action::PasDoMen { forced: false }),
        Rejected::PasDoMenCircle {
            must_deal: PlayerId(0)
        }
    );
    t.hand();
    // A new deal starts a new chain.
    t.ok(Action::PasDoMen { forced: false });
    // During a hand the key ends it and passes the deal (host-walk #17;
    // tests/night_host.rs).
    t.ok(Action::NewHand);
    let dealer = t.dealer();
    t.ok(Action::PasDoMen { forced: false });
    assert_eq!(t.st().phase, Phase::BetweenHands);
    assert_ne!(t.dealer(), dealer);
}

#[test]
fn r7_r12_voluntary_pas_do_men_is_barred_in_the_closing_turs_forced_is_not() {
    let mut s = setup("kapali", &FOUR);
    s.seans.length = SeansLength::Turs(2);
    s.seans.closing_turs = 1;
    let mut t = T::seated(s, DRAW4);
    for _ in 0..4 {
        t.hand();
    }
    // Tur 2 is the closing tur.
    assert!(t.st().next_deal_is_closing(t.now));
    assert_eq!(
        t.no(Action::PasDoMen { forced: false }),
        Rejected::ClosingTurs
    );
    t.ok(Action::PasDoMen { forced: true });
}

#[test]
fn r7_house_option_pas_do_men_off_allows_only_forced_passes() {
    let mut s = setup("kapali", &FOUR);
    s.house.pas_do_men = false;
    let mut t = T::seated(s, DRAW4);
    assert_eq!(
        t.no(Action::PasDoMen { forced: false }),
        Rejected::PasDoMenOff
    );
    t.ok(Action::PasDoMen { forced: true });
    assert_eq!(t.dealer(), "Ayşe");
}

// ---- R6 maldon, C2 --------------------------------------------------------

#[test]
fn r6_c2_after_a_misdeal_the_next_player_deals_and_the_pot_stays() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::Maldon);
    assert_eq!(t.dealer(), "Ayşe");
    assert_eq!(t.st().carried, Chips(40));
    assert!(t.ante().is_empty(), "the re-deal takes no new ante");
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(40));
    assert_eq!(t.st().hands[0].outcome, Outcome::Maldon);
}

#[test]
fn r6_c2_same_dealer_option_keeps_the_deal() {
    let mut s = setup("kapali", &FOUR);
    s.house.misdeal_redeal = MisdealRedeal::SameDealer;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::Maldon);
    assert_eq!(t.dealer(), "Veli");
    assert_eq!(t.no(Action::Maldon), Rejected::NoHandInPlay);
}

// ---- R9/R10 el and tur, C5 --------------------------------------------------

#[test]
fn r10_c5_a_tur_ends_when_the_deal_returns_to_its_owner() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    for i in 0..4 {
        t.hand();
        assert_eq!(t.st().current_tur().0, 1, "hand {i}");
    }
    let (_, tur, owner) = t.st().next_deal_tur();
    assert_eq!((tur, t.st().name(owner)), (2, "Veli"));
    // A pas dö men shortens the tur in hands (R10 note): 3 hands in tur 2.
    t.ok(Action::PasDoMen { forced: false });
    for _ in 0..3 {
        t.hand();
    }
    assert_eq!(t.st().next_deal_tur().1, 3);
    assert_eq!(t.st().hand_no, 7);
}

#[test]
fn r10_c5_a_tur_of_a_fixed_number_of_hands() {
    let mut s = setup("kapali", &FOUR);
    s.house.tur_definition = TurDefinition::Hands(5);
    let mut t = T::seated(s, DRAW4);
    for _ in 0..5 {
        t.hand();
    }
    assert_eq!(t.st().current_tur().0, 1);
    let (_, tur, owner) = t.st().next_deal_tur();
    // The 6th hand starts tur 2, named after its dealer: Ayşe (hand 5 was Veli's).
    assert_eq!((tur, t.st().name(owner)), (2, "Ayşe"));
    t.ok(Action::PasDoMen { forced: false });
    for _ in 0..5 {
        t.hand();
    }
    assert_eq!(
        t.st().current_tur().0,
        2,
        "pas dö men does not count as a hand"
    );
}

// ---- R11–R13 seans -----------------------------------------------------------

#[test]
fn r11_r12_a_timed_seans_finishes_the_tur_then_plays_the_closing_turs() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.hand(); // tur 1 starts at T0: the seans clock starts at the first deal.
    t.tick(61);
    t.hand(); // time ran out during tur 1
    match t.st().clock(t.now) {
        Clock::Closing {
            closing_from_tur,
            last_tur,
            ..
        } => assert_eq!((closing_from_tur, last_tur), (2, 2)),
        c => panic!("{c:?}"),
    }
    t.hand();
    t.hand(); // tur 1 done
    assert_eq!(
        t.no(Action::PasDoMen { forced: false }),
        Rejected::ClosingTurs
    );
    for _ in 0..4 {
        assert!(!t.st().in_break());
        t.hand(); // the closing tur
    }
    assert!(t.st().in_break());
    match t.st().clock(t.now) {
        Clock::Break {
            after_seans: 1,
            left_ms,
        } => assert_eq!(left_ms, 10 * MIN),
        c => panic!("{c:?}"),
    }
    t.tick(10);
    t.ok(Action::NewHand);
    assert_eq!(t.st().seans.no, 2);
    // The new seans's tur is owned by whoever deals first in it (R10).
    assert_eq!(t.st().current_tur(), (1, t.st().dealer().unwrap()));
}

#[test]
fn r11_a_seans_counted_in_turs_ends_after_its_last_tur() {
    let mut s = setup("kapali", &FOUR);
    s.seans.length = SeansLength::Turs(2);
    s.seans.closing_turs = 0;
    let mut t = T::seated(s, DRAW4);
    for _ in 0..7 {
        t.hand();
    }
    assert!(!t.st().in_break());
    t.hand();
    assert!(t.st().in_break());
    assert_eq!(t.st().seanses_done, 1);
}

#[test]
fn r11_the_next_key_ends_a_seans_whose_time_ran_out_between_hands() {
    let mut s = setup("kapali", &FOUR);
    s.seans.closing_turs = 0;
    let mut t = T::seated(s, DRAW4);
    for _ in 0..4 {
        t.hand();
    }
    t.tick(70);
    assert_eq!(t.ok(Action::NewHand), Event::SeansEnded);
    assert!(t.st().in_break());
}

#[test]
fn r11_pause_stops_the_seans_clock() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    t.tick(20);
    t.ok(Action::Pause);
    assert_eq!(t.no(Action::Pause), Rejected::AlreadyPaused);
    t.tick(30);
    match t.st().clock(t.now) {
        Clock::Playing {
            left_ms: Some(l),
            paused: true,
            ..
        } => assert_eq!(l, 40 * MIN),
        c => panic!("{c:?}"),
    }
    t.ok(Action::Resume);
    t.tick(5);
    assert_eq!(t.st().seans_elapsed(t.now), 25 * MIN);
    assert_eq!(t.no(Action::Resume), Rejected::NotPaused);
}

#[test]
fn r13_ending_early_needs_every_remaining_player_unless_finish_insist_is_off() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.hand();
    match t.no(Action::EndNight {
        consent: vec![PlayerId(0), PlayerId(1)],
    }) {
        Rejected::NeedsConsent { missing } => assert_eq!(missing, [PlayerId(3), PlayerId(2)]),
        r => panic!("{r:?}"),
    }
    t.ok(Action::EndNight {
        consent: (0..4).map(PlayerId).collect(),
    });
    assert_eq!(t.st().phase, Phase::Ended);
    assert_eq!(t.no(Action::NewHand), Rejected::NightOver);

    let mut s = setup("kapali", &FOUR);
    s.house.finish_insist = false;
    let mut t = T::seated(s, DRAW4);
    t.hand();
    t.ok(Action::EndNight { consent: vec![] });
}

#[test]
fn r13_after_the_mandatory_seanses_the_night_ends_without_consent() {
    let mut s = setup("kapali", &FOUR);
    s.seans.length = SeansLength::Turs(1);
    s.seans.closing_turs = 0;
    s.seans.mandatory = 2;
    let mut t = T::seated(s, DRAW4);
    for _ in 0..4 {
        t.hand();
    }
    assert!(matches!(
        t.no(Action::EndNight { consent: vec![] }),
        Rejected::NeedsConsent { .. }
    ));
    for _ in 0..4 {
        t.hand();
    }
    assert_eq!(t.st().seanses_done, 2);
    t.ok(Action::EndNight { consent: vec![] });
}

// ---- R17–R22 antes and the pot ------------------------------------------------

#[test]
fn r17_dealer_only_ante() {
    let mut s = setup("kapali", &FOUR);
    s.ante = AntePlan::DealerOnly { amount: Chips(10) };
    let mut t = T::seated(s, DRAW4);
    assert_eq!(t.ante(), [("Veli".to_string(), Chips(10))]);
    t.hand();
    assert_eq!(t.ante(), [("Ayşe".to_string(), Chips(10))]);
}

#[test]
fn r18_gel_gel_everyone_active_antes() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    assert_eq!(t.ante_total(), Chips(40));
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: true,
    });
    assert_eq!(t.ante_total(), Chips(30));
    assert!(t.ante().iter().all(|(n, c)| n != "Ali" && *c == Chips(10)));
}

fn ladder(after: AfterSchedule) -> Vec<Chips> {
    let mut s = setup("kapali", &FOUR);
    s.seans.length = SeansLength::Turs(20);
    s.ante = AntePlan::Merdiven {
        base: Chips(10),
        steps: vec![1, 2, 3, 2, 1],
        after,
    };
    let mut t = T::seated(s, DRAW4);
    let mut per_tur = Vec::new();
    for _ in 0..8 {
        per_tur.push(t.ante()[0].1);
        for _ in 0..4 {
            t.hand();
        }
    }
    per_tur
}

#[test]
fn r19_merdiven_rises_and_falls_per_tur_then_follows_its_after_option() {
    assert_eq!(
        ladder(AfterSchedule::Repeat),
        [10, 20, 30, 20, 10, 10, 20, 30].map(Chips)
    );
    assert_eq!(
        ladder(AfterSchedule::HoldLast),
        [10, 20, 30, 20, 10, 10, 10, 10].map(Chips)
    );
    assert_eq!(
        ladder(AfterSchedule::First),
        [10, 20, 30, 20, 10, 10, 10, 10].map(Chips)
    );
    let mut s = setup("kapali", &FOUR);
    s.seans.length = SeansLength::Turs(20);
    s.ante = AntePlan::Merdiven {
        base: Chips(10),
        steps: vec![2, 3],
        after: AfterSchedule::First,
    };
    let mut t = T::seated(s, DRAW4);
    let mut got = Vec::new();
    for _ in 0..4 {
        got.push(t.ante()[0].1);
        for _ in 0..4 {
            t.hand();
        }
    }
    assert_eq!(got, [20, 30, 20, 20].map(Chips));
}

#[test]
fn r20_turlu_is_an_amount_per_tur() {
    let mut s = setup("kapali", &["Ali", "Veli"]);
    s.seans.length = SeansLength::Turs(20);
    s.ante = AntePlan::Turlu {
        per_tur: [5, 10, 25].map(Chips).to_vec(),
        after: AfterSchedule::HoldLast,
    };
    let mut t = T::seated(s, "7c Ah");
    let mut got = Vec::new();
    for _ in 0..5 {
        got.push(t.ante_total());
        t.hand();
        t.hand();
    }
    assert_eq!(got, [10, 20, 50, 50, 50].map(Chips));
}

#[test]
fn blinds_sit_left_of_the_dealer_heads_up_the_dealer_posts_the_small_blind() {
    let mut s = setup("texas-holdem", &FOUR);
    s.ante = AntePlan::Blinds {
        levels: vec![
            BlindLevel {
                minutes: 20,
                small: Chips(5),
                big: Chips(10),
            },
            BlindLevel {
                minutes: 0,
                small: Chips(10),
                big: Chips(20),
            },
        ],
    };
    let mut t = T::seated(s, DRAW4);
    assert_eq!(
        t.ante(),
        [
            ("Ayşe".to_string(), Chips(5)),
            ("Can".to_string(), Chips(10))
        ]
    );
    t.ok(Action::NewHand);
    t.tick(25);
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    assert_eq!(
        t.ante(),
        [
            ("Can".to_string(), Chips(10)),
            ("Ali".to_string(), Chips(20))
        ]
    );
    t.ok(Action::BuyKav {
        player: PlayerId(1),
        chips: Chips(400),
    });
    t.ok(Action::Leave {
        player: PlayerId(1),
        chips: Chips(0),
        override_reason: None,
        colours: Vec::new(),
    });
    t.ok(Action::Leave {
        player: PlayerId(3),
        chips: Chips(0),
        override_reason: Some("eve gidiyor".into()),
        colours: Vec::new(),
    });
    // Heads-up: Can deals and posts the small blind, Ali the big.
    assert_eq!(t.dealer(), "Can");
    assert_eq!(
        t.ante(),
        [
            ("Can".to_string(), Chips(10)),
            ("Ali".to_string(), Chips(20))
        ]
    );
}

#[test]
fn r21_r22_all_passed_carries_the_pot_and_antes_again_by_default() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::AllPassed);
    assert_eq!(t.st().carried, Chips(40));
    assert_eq!(t.dealer(), "Ayşe");
    assert_eq!(t.ante_total(), Chips(40));
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(80));
    t.ok(Action::AllPassed);
    assert_eq!(t.st().carried, Chips(80));
    t.ok(Action::NewHand);
    t.ok(Action::EndHand {
        winner: Some(PlayerId(2)),
        pot: Some(Chips(250)),
    });
    assert_eq!(t.st().carried, Chips(0));
    assert_eq!(
        t.st().hands[2].outcome,
        Outcome::Won {
            winner: Some(PlayerId(2)),
            pot: Some(Chips(250))
        }
    );
}

#[test]
fn r22_all_pass_option_no_new_ante() {
    let mut s = setup("kapali", &FOUR);
    s.house.all_pass = AllPass::NoNewAnte;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::AllPassed);
    assert!(t.ante().is_empty());
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(40));
}

// ---- R23 sitting out --------------------------------------------------------

#[test]
fn r23_sit_out_limit_flags_a_player_who_skipped_too_many_hands() {
    let mut s = setup("kapali", &FOUR);
    s.house.sit_out_limit = Some(5);
    let mut t = T::seated(s.clone(), DRAW4);
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: true,
    });
    for _ in 0..4 {
        t.hand();
    }
    assert!(!t.st().over_sit_out_limit(PlayerId(0)));
    t.hand();
    assert!(t.st().over_sit_out_limit(PlayerId(0)));
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: false,
    });
    t.hand();
    assert!(!t.st().over_sit_out_limit(PlayerId(0)));
    s.house.sit_out_limit = None;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: true,
    });
    for _ in 0..9 {
        t.hand();
    }
    assert!(!t.st().over_sit_out_limit(PlayerId(0)));
}

/// A night with Ali (player 0) sitting out from the start, a limit of
/// `limit` hands and `at` when it is reached; `hands` hands are played.
fn sat_out(limit: u32, at: AtSitOutLimit, hands: usize) -> T {
    let mut s = setup("kapali", &FOUR);
    s.house.sit_out_limit = Some(limit);
    s.house.at_sit_out_limit = at;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: true,
    });
    for _ in 0..hands {
        t.hand();
    }
    t
}

/// Whether Ali got an ante in the last hand dealt (he was dealt in).
fn ali_dealt_in(t: &T) -> bool {
    let last = t.st().hands.last().unwrap();
    last.antes.iter().any(|a| a.0 == PlayerId(0))
}

/// Ali's (sit_out_limit_reached, out_of_game) on the live page, and
/// Veli's, who never sat out.
fn page_marks(t: &T) -> [(bool, bool); 2] {
    let snap = racon::web::view::Snapshot {
        state: t.st().clone(),
        problem: None,
    };
    let json = racon::web::view::state_json(&snap, t.now);
    [0, 1].map(|i| {
        let p = &json["players"][i];
        (
            p["sit_out_limit_reached"].as_bool().unwrap(),
            p["out_of_game"].as_bool().unwrap(),
        )
    })
}

fn table_words(t: &T, lang: Lang) -> String {
    let s = t.st();
    let seat = s.seats.iter().position(|&p| p == PlayerId(0)).unwrap();
    let ring: String = racon::tui::widgets::seat_ring::seat_parts(s, seat, &[], false, lang)
        .into_iter()
        .map(|p| p.text)
        .collect();
    format!(
        "{ring} | {}",
        racon::i18n::tui::kasa_row(s, PlayerId(0), lang)
    )
}

#[test]
fn r23_warn_the_table_says_the_limit_is_reached_and_he_may_come_back() {
    let t = sat_out(3, AtSitOutLimit::Warn, 2);
    assert!(!t.st().over_sit_out_limit(PlayerId(0)));
    assert!(!table_words(&t, Lang::En).contains("limit"));
    let mut t = sat_out(3, AtSitOutLimit::Warn, 3);
    assert!(t.st().over_sit_out_limit(PlayerId(0)));
    assert!(!t.st().out_of_game(PlayerId(0)));
    let en = table_words(&t, Lang::En);
    assert!(en.contains("· sit-out limit reached"), "{en}");
    let tr = table_words(&t, Lang::Tr);
    assert!(tr.contains("· bekleme sınırı doldu"), "{tr}");
    // The live page says so too, and he is not out of the game.
    assert_eq!(page_marks(&t), [(true, false), (false, false)]);
    // Warn only: he sits in freely and is dealt the next hand.
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: false,
    });
    assert!(!table_words(&t, Lang::En).contains("limit"));
    t.ok(Action::NewHand);
    assert!(ali_dealt_in(&t));
}

#[test]
fn r23_skip_he_is_out_of_the_game_until_a_new_kav() {
    let mut t = sat_out(3, AtSitOutLimit::Skip, 3);
    assert!(t.st().out_of_game(PlayerId(0)));
    assert_eq!(page_marks(&t), [(true, true), (false, false)]);
    let en = table_words(&t, Lang::En);
    assert!(en.contains("· out: a new kav to return"), "{en}");
    let tr = table_words(&t, Lang::Tr);
    assert!(tr.contains("· oyun dışı: kav alarak döner"), "{tr}");
    // Sitting in is refused, with the reason in both languages.
    let r = t.no(Action::SitOut {
        player: PlayerId(0),
        out: false,
    });
    assert_eq!(
        r,
        Rejected::SatOutTooLong {
            player: PlayerId(0),
            limit: 3
        }
    );
    assert_eq!(
        racon::i18n::night::rejected(&r, t.st(), Lang::Tr),
        "Ali üst üste 3 el bekledi ve oyun dışı kaldı; yeniden kav alarak döner."
    );
    assert_eq!(
        racon::i18n::night::rejected(&r, t.st(), Lang::En),
        "Ali sat out 3 hands in a row and is out of the game; a new kav brings him back."
    );
    // He is not dealt in.
    t.hand();
    assert!(!ali_dealt_in(&t));
    assert!(t.st().out_of_game(PlayerId(0)));
    // A top-up below the minimum kav does not bring him back.
    assert_eq!(
        t.no(Action::BuyKav {
            player: PlayerId(0),
            chips: Chips(100),
        }),
        Rejected::BelowMinKav { min: Chips(400) }
    );
    // A kav does: he plays the next hand.
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(400),
    });
    assert!(!t.st().out_of_game(PlayerId(0)));
    assert_eq!(page_marks(&t), [(false, false), (false, false)]);
    assert!(!t.st().players[PlayerId(0)].sitting_out);
    assert_eq!(t.st().players[PlayerId(0)].kav_total, Chips(800));
    t.ok(Action::NewHand);
    assert!(ali_dealt_in(&t));
}

#[test]
fn r23_skip_is_off_below_the_limit_and_a_top_up_of_a_player_sitting_out_keeps_him_out() {
    // Below the limit, skip changes nothing: he sits in freely.
    let mut t = sat_out(3, AtSitOutLimit::Skip, 2);
    assert!(!t.st().out_of_game(PlayerId(0)));
    t.ok(Action::SitOut {
        player: PlayerId(0),
        out: false,
    });
    // With warn, a kav bought while over the limit is only a top-up.
    let mut t = sat_out(3, AtSitOutLimit::Warn, 3);
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(100),
    });
    assert!(t.st().players[PlayerId(0)].sitting_out);
}

// ---- R24–R26 kav, çıkma, tapi, cashier; C15 ---------------------------------------

#[test]
fn r24_c15_first_kav_between_min_and_max() {
    let mut t = T::new(setup("kapali", &FOUR));
    assert_eq!(
        t.no(Action::BuyKav {
            player: PlayerId(0),
            chips: Chips(399)
        }),
        Rejected::BelowMinKav { min: Chips(400) }
    );
    assert_eq!(
        t.no(Action::BuyKav {
            player: PlayerId(0),
            chips: Chips(2_001)
        }),
        Rejected::AboveMaxKav { max: Chips(2_000) }
    );
    assert_eq!(
        t.no(Action::BuyKav {
            player: PlayerId(0),
            chips: Chips(0)
        }),
        Rejected::NotPositive
    );
    assert_eq!(
        t.no(Action::BuyKav {
            player: PlayerId(9),
            chips: Chips(400)
        }),
        Rejected::UnknownPlayer
    );
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(2_000),
    });
    // A deal needs everyone's kav.
    t.ok(Action::TypeDraw {
        cards: parse_cards(DRAW4).unwrap(),
        random_dealer_seed: None,
    });
    assert_eq!(
        t.no(Action::NewHand),
        Rejected::NoKav {
            player: PlayerId(1)
        }
    );
}

#[test]
fn r24_top_up_refused_during_a_hand_and_while_a_pot_is_carried_then_accepted() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    let top = Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(100),
    };
    t.ok(Action::NewHand);
    assert_eq!(t.no(top.clone()), Rejected::TopUpDuringHand);
    t.ok(Action::AllPassed);
    assert_eq!(
        t.no(top.clone()),
        Rejected::TopUpWithCarriedPot { carried: Chips(40) }
    );
    t.ok(Action::NewHand);
    t.ok(Action::EndHand {
        winner: Some(PlayerId(1)),
        pot: None,
    });
    t.ok(top);
    assert_eq!(t.st().players[PlayerId(0)].kav_total, Chips(500));
}

#[test]
fn r24_house_option_allows_top_ups_with_a_carried_pot() {
    let mut s = setup("kapali", &FOUR);
    s.house.kav_topup = KavTopUp::BetweenHands;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::AllPassed);
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(100),
    });
}

#[test]
fn r25_leaving_before_cikma_needs_an_override_with_a_reason() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    // Ali: kav 400, 0 chips left: loss 400 < çıkma 800.
    assert_eq!(
        t.no(Action::Leave {
            player: PlayerId(0),
            chips: Chips(0),
            override_reason: None,
            colours: Vec::new(),
        }),
        Rejected::BeforeCikma {
            loss: Chips(400),
            cikma: Chips(800)
        }
    );
    assert!(matches!(
        t.no(Action::Leave {
            player: PlayerId(0),
            chips: Chips(0),
            override_reason: Some("  ".into()),
            colours: Vec::new(),
        }),
        Rejected::BeforeCikma { .. }
    ));
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(400),
    });
    t.ok(Action::CountChips {
        player: PlayerId(0),
        chips: Chips(0),
        colours: Vec::new(),
    });
    assert!(t.st().cikma_reached(PlayerId(0)));
    t.ok(Action::Leave {
        player: PlayerId(0),
        chips: Chips(0),
        override_reason: None,
        colours: Vec::new(),
    });
    assert!(t.st().players[PlayerId(0)].left);
    // Veli leaves early with a recorded reason.
    t.ok(Action::Leave {
        player: PlayerId(1),
        chips: Chips(700),
        override_reason: Some("sabah işe gidecek".into()),
        colours: Vec::new(),
    });
    assert_eq!(
        t.st().players[PlayerId(1)].override_reason.as_deref(),
        Some("sabah işe gidecek")
    );
    assert_eq!(
        t.no(Action::BuyKav {
            player: PlayerId(1),
            chips: Chips(400)
        }),
        Rejected::PlayerLeft {
            player: PlayerId(1)
        }
    );
    // Not during a hand.
    t.ok(Action::NewHand);
    assert_eq!(
        t.no(Action::Leave {
            player: PlayerId(2),
            chips: Chips(0),
            override_reason: Some("x".into()),
            colours: Vec::new(),
        }),
        Rejected::HandInPlay
    );
}

#[test]
fn r25_cashier_deposits_need_a_cashier() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    assert_eq!(
        t.no(Action::Deposit {
            player: PlayerId(0),
            chips: Chips(800)
        }),
        Rejected::NoCashier
    );
    let mut s = setup("kapali", &FOUR);
    s.house.cashier = Cashier::Outsider("Hüseyin abi".into());
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::Deposit {
        player: PlayerId(0),
        chips: Chips(800),
    });
    t.ok(Action::Deposit {
        player: PlayerId(0),
        chips: Chips(100),
    });
    assert_eq!(t.st().players[PlayerId(0)].deposits, Chips(900));
}

#[test]
fn r26_a_player_with_no_chips_is_tapi() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    assert!(!t.st().players[PlayerId(2)].tapi());
    t.ok(Action::CountChips {
        player: PlayerId(2),
        chips: Chips(0),
        colours: Vec::new(),
    });
    assert!(t.st().players[PlayerId(2)].tapi());
    t.ok(Action::BuyKav {
        player: PlayerId(2),
        chips: Chips(100),
    });
    assert!(!t.st().players[PlayerId(2)].tapi());
    assert_eq!(t.st().players[PlayerId(2)].chips, Some(Chips(100)));
}

// ---- undo / redo (RELIABILITY 15) -------------------------------------------

#[test]
fn undo_and_redo_are_events_and_replay_equals_live() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let before = t.st().clone();
    t.ok(Action::AllPassed);
    t.ok(Action::Undo);
    assert_eq!(t.st(), &before);
    t.ok(Action::Redo);
    assert_eq!(t.st().carried, Chips(40));
    assert_eq!(t.no(Action::Redo), Rejected::NothingToRedo);
    t.ok(Action::Undo);
    t.ok(Action::Maldon); // a new action clears redo
    assert_eq!(t.no(Action::Redo), Rejected::NothingToRedo);
    let replayed = Night::replay(t.night.records().to_vec()).unwrap();
    assert_eq!(replayed.state(), t.st());
}

#[test]
fn undo_with_empty_history_is_refused() {
    let mut t = T::new(setup("kapali", &FOUR));
    assert_eq!(t.no(Action::Undo), Rejected::NothingToUndo);
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(400),
    });
    t.ok(Action::Undo);
    assert_eq!(t.st().players[PlayerId(0)].kav_total, Chips(0));
    assert_eq!(t.no(Action::Undo), Rejected::NothingToUndo);
}

#[test]
fn the_hand_log_records_verdicts_with_their_cards_and_rule_set() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let hands = vec![
        racon::night::ShownHand {
            player: PlayerId(0),
            cards: parse_cards("Ah Kd Tc 9d 7s").unwrap(),
        },
        racon::night::ShownHand {
            player: PlayerId(1),
            cards: parse_cards("Kh Ks Qd 9c 8s").unwrap(),
        },
    ];
    t.ok(Action::RecordVerdict {
        rules: "kapali".into(),
        hands: hands.clone(),
        board: vec![],
        winners: vec![PlayerId(1)],
    });
    t.ok(Action::EndHand {
        winner: Some(PlayerId(1)),
        pot: Some(Chips(120)),
    });
    let log = &t.st().hands[0];
    assert_eq!(log.verdicts.len(), 1);
    assert_eq!(log.verdicts[0].hands, hands);
    assert_eq!(log.dealer, PlayerId(1));
    assert_eq!(log.antes.len(), 4);
}

// ---- step 3 in the night: the count, its difference, pot splits ----------------

#[test]
fn the_final_count_must_balance_or_be_resolved_and_the_choice_is_recorded() {
    use racon::money::settle::{Resolve, SettleError};
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(400),
    });
    // Ali 800 bought, the others 400; counts Ali 300, Veli 900, Can 400, Ayşe 390: 10 chips short.
    for (p, c) in [(0, 300), (1, 900), (2, 400), (3, 390)] {
        t.ok(Action::CountChips {
            player: PlayerId(p),
            chips: Chips(c),
            colours: Vec::new(),
        });
    }
    assert_eq!(t.st().count_difference(), Some(Chips(-10)));
    assert!(matches!(
        t.st().settlement(),
        Err(SettleError::Unbalanced {
            difference: Chips(-10),
            ..
        })
    ));
    t.ok(Action::ResolveDifference {
        resolve: Resolve::Assign(PlayerId(2)),
    });
    let s = t.st().settlement().unwrap();
    assert_eq!(s.difference, Chips(-10));
    assert_eq!(s.nets.iter().sum::<Chips>(), Chips::ZERO);
    assert_eq!(s.nets[2], Chips(10), "Can's net takes the 10 missing chips");
    assert_eq!(t.st().resolution, Some(Resolve::Assign(PlayerId(2))));
    // Each choice is an event in the journal and survives a replay.
    t.ok(Action::ResolveDifference {
        resolve: Resolve::Lost,
    });
    let replayed = Night::replay(t.night.records().to_vec()).unwrap();
    assert_eq!(replayed.state().resolution, Some(Resolve::Lost));
    assert!(t.st().settlement().is_ok());
    t.ok(Action::ResolveDifference {
        resolve: Resolve::Spread,
    });
    assert_eq!(
        t.st().settlement().unwrap().nets.iter().sum::<Chips>(),
        Chips::ZERO
    );
    assert_eq!(
        t.no(Action::ResolveDifference {
            resolve: Resolve::Assign(PlayerId(9))
        }),
        Rejected::UnknownPlayer
    );
}

#[test]
fn a_pot_split_worked_out_at_the_table_goes_into_the_hand_log() {
    use racon::money::pot::PotInput;
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let input = PotInput {
        put_in: [150, 400, 400, 0].map(Chips).to_vec(),
        folded: vec![false, false, false, true],
        order: vec![vec![PlayerId(0)], vec![PlayerId(2)], vec![PlayerId(1)]],
        ..PotInput::default()
    };
    t.ok(Action::SplitPot { input });
    let log = &t.st().hands[0];
    assert_eq!(log.pot_splits.len(), 1);
    // Ali (rest 150) takes 450; Can takes the 500 side pot (R27, R35).
    assert_eq!(log.pot_splits[0].1, [450, 0, 500, 0].map(Chips));
    let bad = PotInput {
        put_in: vec![Chips(1), Chips(2)],
        ..PotInput::default()
    };
    assert!(matches!(
        t.no(Action::SplitPot { input: bad }),
        Rejected::BadPot(_)
    ));
}

#[test]
fn r25_a_cashier_who_plays_cannot_deposit_with_himself() {
    let mut s = setup("kapali", &FOUR);
    s.house.cashier = Cashier::Player("ayşe".into());
    let mut t = T::seated(s, DRAW4);
    assert_eq!(
        t.no(Action::Deposit {
            player: PlayerId(3),
            chips: Chips(800)
        }),
        Rejected::CashierOwnDeposit
    );
    t.ok(Action::Deposit {
        player: PlayerId(0),
        chips: Chips(800),
    });
}
