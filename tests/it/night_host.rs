//! The night engine's fixes from a host's evening (findings/host-walk.md
//! #4–#8, #17, #21, #28): each test fails on the code before the fix.
//! Pure core, explicit times.

use crate::common;

use common::night::{MIN, T, T0, rules, setup};
use racon::cards::parse_cards;
use racon::i18n::Lang;
use racon::money::pot::PotInput;
use racon::night::event::Event;
use racon::night::setup::{AfterSchedule, AntePlan, BlindLevel, MisdealRedeal, OddChip};
use racon::night::state::Outcome;
use racon::night::{Action, AnteKind, AnteWhen, Chips, Night, PlayerId, Rejected, Setup};

fn holdem(players: &[&str]) -> Setup {
    let mut s = setup("texas-holdem", players);
    s.ante = AntePlan::Blinds {
        levels: vec![BlindLevel {
            minutes: 0,
            small: Chips(5),
            big: Chips(10),
        }],
    };
    s.house = racon::night::setup::HouseRules::for_rules(&rules("texas-holdem"));
    s
}

const FOUR: [&str; 4] = ["Ali", "Veli", "Can", "Ayşe"];
/// Seats Veli, Ayşe, Can, Ali; Veli deals first.
const DRAW4: &str = "7c Ah Kd Kh";

// ---- #5 hold'em misdeal ------------------------------------------------

#[test]
fn holdem_misdeal_is_redealt_by_the_same_button_with_the_same_blinds() {
    let mut t = T::seated(holdem(&FOUR), DRAW4);
    assert_eq!(t.st().setup.house.misdeal_redeal, MisdealRedeal::SameDealer);
    t.ok(Action::NewHand);
    assert_eq!(t.dealer(), "Veli");
    assert_eq!(t.st().in_hand_pot, Chips(15));
    t.ok(Action::Maldon);
    // Same button, same blinds; nothing is carried as a pot.
    assert_eq!(t.dealer(), "Veli");
    assert_eq!(t.st().carried, Chips::ZERO);
    assert_eq!(
        t.ante(),
        [
            ("Ayşe".to_string(), Chips(5)),
            ("Can".to_string(), Chips(10))
        ]
    );
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(15));
    assert_eq!(t.dealer(), "Veli");
}

#[test]
fn holdem_misdeal_keeps_a_carried_pot_but_not_the_blinds() {
    // Under a blinds night a carried pot can only come from a false opener
    // (none here), so the pot at the redeal is the blinds again: 15, not 30.
    let mut t = T::seated(holdem(&FOUR), DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::Maldon);
    t.ok(Action::NewHand);
    t.ok(Action::Maldon);
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(15));
}

#[test]
fn the_bundled_holdem_preset_redeals_from_the_same_button() {
    let text = std::fs::read_to_string("presets/holdem.ron").unwrap();
    let s = racon::store::presets::parse("holdem.ron", &text, |id| {
        racon::rules::load::bundled()
            .into_iter()
            .filter_map(Result::ok)
            .find(|r| r.id == id)
    })
    .unwrap();
    assert_eq!(s.house.misdeal_redeal, MisdealRedeal::SameDealer);
    assert!(!s.house.pas_do_men);
}

#[test]
fn board_games_default_to_a_same_dealer_redeal_and_others_do_not() {
    use racon::night::setup::HouseRules;
    assert_eq!(
        HouseRules::for_rules(&rules("omaha")).misdeal_redeal,
        MisdealRedeal::SameDealer
    );
    assert_eq!(
        HouseRules::for_rules(&rules("kapali")).misdeal_redeal,
        MisdealRedeal::NextDealer
    );
    assert!(HouseRules::for_rules(&rules("kapali")).pas_do_men);
}

#[test]
fn a_blinds_night_refuses_pas_do_men_and_all_pass_with_a_reason() {
    let mut t = T::seated(holdem(&FOUR), DRAW4);
    for forced in [false, true] {
        let r = t.no(Action::PasDoMen { forced });
        assert_eq!(r, Rejected::NotWithBlinds { pas_do_men: true });
        let text = racon::i18n::night::rejected(&r, t.st(), Lang::Tr);
        assert!(text.contains("pas dö men"), "{text}");
    }
    t.ok(Action::NewHand);
    let r = t.no(Action::AllPassed);
    assert_eq!(r, Rejected::NotWithBlinds { pas_do_men: false });
    let en = racon::i18n::night::rejected(&r, t.st(), Lang::En);
    assert!(en.contains("all-pass"), "{en}");
}

// ---- #6 the circle message ---------------------------------------------

#[test]
fn the_pas_do_men_circle_names_the_dealer_who_deals_next() {
    let five = ["Gökhan", "Çağla", "Zeynep", "Can", "Ümit"];
    let mut t = T::seated(setup("turk-pokeri", &five), "Ah Kh Qh Jh Th");
    assert_eq!(t.dealer(), "Gökhan");
    for _ in 0..4 {
        t.ok(Action::PasDoMen { forced: false });
    }
    assert_eq!(t.dealer(), "Ümit");
    let r = t.no(Action::PasDoMen { forced: false });
    let tr = racon::i18n::night::rejected(&r, t.st(), Lang::Tr);
    assert!(tr.contains("Ümit"), "{tr}");
    assert!(!tr.contains("Gökhan"), "{tr}");
    // And Ümit is the one who deals.
    t.ok(Action::NewHand);
    assert_eq!(t.dealer(), "Ümit");
}

// ---- #8 one split per hand, one verdict --------------------------------

fn pot(put_in: Vec<Chips>, order: Vec<Vec<u8>>) -> PotInput {
    let n = put_in.len();
    PotInput {
        put_in,
        folded: vec![false; n],
        order: order
            .into_iter()
            .map(|g| g.into_iter().map(PlayerId).collect())
            .collect(),
        ..PotInput::default()
    }
}

#[test]
fn splitting_the_same_hands_pot_again_replaces_the_earlier_split() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::SplitPot {
        input: pot(
            [100, 100, 100, 100].map(Chips).to_vec(),
            vec![vec![0], vec![1], vec![2], vec![3]],
        ),
    });
    t.ok(Action::SplitPot {
        input: pot(
            [100, 50, 100, 100].map(Chips).to_vec(),
            vec![vec![2], vec![0], vec![1], vec![3]],
        ),
    });
    let h = t.st().hands.last().unwrap();
    assert_eq!(h.pot_splits.len(), 1);
    assert_eq!(h.pot_split().unwrap().1, [0, 0, 350, 0].map(Chips));
    // The same split again is refused, and nothing is journaled.
    let r = t.no(Action::SplitPot {
        input: pot(
            [100, 50, 100, 100].map(Chips).to_vec(),
            vec![vec![2], vec![0], vec![1], vec![3]],
        ),
    });
    assert_eq!(r, Rejected::AlreadyRecorded);
    // A new hand gets its own split.
    t.ok(Action::NewHand);
    assert!(t.st().hands.last().unwrap().pot_split().is_none());
    assert_eq!(
        t.st().hands[0].pot_split().unwrap().1,
        [0, 0, 350, 0].map(Chips),
        "the earlier hand keeps its split"
    );
}

#[test]
fn a_journal_with_two_splits_for_one_hand_counts_only_the_last() {
    // Journals written before the fix may hold both splits: replay keeps one.
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let at = t.now;
    for payouts in [[400, 0, 0, 0], [0, 400, 0, 0]] {
        t.night
            .push(
                at,
                Event::PotSplitRecorded {
                    put_in: vec![Chips(100); 4],
                    folded: vec![false; 4],
                    order: vec![[0, 1, 2, 3].map(PlayerId).to_vec()],
                    payouts: payouts.map(Chips).to_vec(),
                },
            )
            .unwrap();
    }
    let h = t.st().hands.last().unwrap();
    assert_eq!(
        h.pot_splits,
        vec![(vec![Chips(100); 4], [0, 400, 0, 0].map(Chips).to_vec())]
    );
}

#[test]
fn the_same_verdict_twice_for_one_hand_is_recorded_once() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let v = || Action::RecordVerdict {
        rules: "kapali".into(),
        hands: vec![racon::night::ShownHand {
            player: PlayerId(0),
            cards: parse_cards("Ah Ad Kc Qs 9h").unwrap(),
        }],
        board: Vec::new(),
        winners: vec![PlayerId(0)],
    };
    t.ok(v());
    assert_eq!(t.no(v()), Rejected::AlreadyRecorded);
    assert_eq!(t.st().hands.last().unwrap().verdicts.len(), 1);
}

// ---- #17 one key from a hand in play -----------------------------------

#[test]
fn pas_do_men_from_a_hand_in_play_ends_it_and_passes_in_one_event() {
    for forced in [false, true] {
        let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
        t.ok(Action::NewHand);
        assert_eq!(t.dealer(), "Veli");
        let before = t.night.records().len();
        t.ok(Action::PasDoMen { forced });
        assert_eq!(t.night.records().len(), before + 1, "one journal event");
        assert_eq!(t.st().hands.last().unwrap().outcome, Outcome::Open);
        // The deal moved to Ayşe with the hand's end, and she passed it on.
        assert_eq!(t.dealer(), "Can");
        assert_eq!(t.st().pas_chain_start, Some(1));
        // One undo puts the hand back in play, Veli dealing.
        t.ok(Action::Undo);
        assert_eq!(t.st().phase, racon::night::Phase::InHand);
        assert_eq!(t.dealer(), "Veli");
    }
}

#[test]
fn sitting_out_from_a_hand_in_play_ends_it_first() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let ayse = t.id("Ayşe");
    // Ayşe, the next dealer, sits out: the hand ends and the deal skips her.
    t.ok(Action::SitOut {
        player: ayse,
        out: true,
    });
    assert_eq!(t.st().phase, racon::night::Phase::BetweenHands);
    assert_eq!(t.dealer(), "Can");
    t.ok(Action::NewHand);
    t.ok(Action::SitOut {
        player: ayse,
        out: false,
    });
    assert_eq!(t.st().phase, racon::night::Phase::BetweenHands);
    assert!(t.st().is_active(ayse));
}

// ---- #21 the odd chip --------------------------------------------------

#[test]
fn the_odd_chip_goes_to_the_first_tied_winner_left_of_the_dealer() {
    // Seats Veli (dealer), Ayşe, Can, Ali. Ali and Can tie; Can sits nearer
    // the dealer's left, so Can takes the odd chip although Ali was typed
    // first.
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let (ali, can) = (t.id("Ali").0, t.id("Can").0);
    // 50 each and a yer of 1: 101 between two tied hands.
    let mut input = pot([50, 0, 50, 0].map(Chips).to_vec(), vec![vec![ali, can]]);
    input.folded = vec![false, true, false, true];
    input.yer = Chips(1);
    t.ok(Action::SplitPot { input });
    let payouts = &t.st().hands.last().unwrap().pot_split().unwrap().1;
    assert_eq!(payouts[usize::from(can)], Chips(51));
    assert_eq!(payouts[usize::from(ali)], Chips(50));
}

#[test]
fn the_first_typed_option_gives_the_odd_chip_to_the_hand_typed_first() {
    let mut s = setup("kapali", &FOUR);
    s.house.odd_chip = OddChip::FirstTyped;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::NewHand);
    let (ali, can) = (t.id("Ali").0, t.id("Can").0);
    // 50 each and a yer of 1: 101 between two tied hands.
    let mut input = pot([50, 0, 50, 0].map(Chips).to_vec(), vec![vec![ali, can]]);
    input.folded = vec![false, true, false, true];
    input.yer = Chips(1);
    t.ok(Action::SplitPot { input });
    let payouts = &t.st().hands.last().unwrap().pot_split().unwrap().1;
    assert_eq!(payouts[usize::from(ali)], Chips(51));
    assert_eq!(payouts[usize::from(can)], Chips(50));
}

// ---- #28 the typed draw ------------------------------------------------

#[test]
fn a_typed_draw_refuses_a_card_outside_the_nights_deck() {
    let five = ["Gökhan", "Çağla", "Zeynep", "Can", "Ümit"];
    let s = setup("turk-pokeri", &five);
    let r = rules("turk-pokeri");
    let night = Night::replay(vec![racon::night::Stamped {
        seq: 1,
        at: T0,
        event: Night::start_event(s, r),
    }])
    .unwrap();
    // 36 cards for five: 6 to A; 5♣ is not in it.
    let deck = night.state().draw_deck().unwrap();
    assert_eq!(deck.size(), 36);
    let five_c = parse_cards("5c").unwrap()[0];
    assert_eq!(
        racon::night::seating::check_card(deck, &[], five_c),
        Err(racon::night::seating::DrawError::NotInDeck { card: five_c })
    );
    let r = night
        .decide(
            Action::TypeDraw {
                cards: parse_cards("Ah Kh Qh Jh 5c").unwrap(),
                random_dealer_seed: None,
            },
            T0,
        )
        .unwrap_err();
    assert_eq!(
        r,
        Rejected::Draw(racon::night::seating::DrawError::NotInDeck { card: five_c })
    );
}

// ---- #4 now and next ---------------------------------------------------

#[test]
fn a_seat_shows_the_ante_in_play_during_a_hand_and_the_next_between_hands() {
    let mut s = setup("kapali", &FOUR);
    s.ante = AntePlan::Merdiven {
        base: Chips(10),
        steps: vec![1, 2],
        after: AfterSchedule::Repeat,
    };
    let mut t = T::seated(s, DRAW4);
    let ali = t.id("Ali");
    // The last hand of tur 1: Ali deals.
    for _ in 0..3 {
        t.ok(Action::NewHand);
        t.ok(Action::EndHand {
            winner: None,
            pot: None,
        });
    }
    t.ok(Action::NewHand);
    assert_eq!(t.dealer(), "Ali");
    let st = t.st();
    assert_eq!(st.ante_in_play(ali), Some(Chips(10)));
    assert_eq!(st.next_ante_of(ali, t.now), Some(Chips(20)));
    let shown = st.seat_ante(ali, t.now).unwrap();
    assert_eq!((shown.chips, shown.when), (Chips(10), AnteWhen::InPlay));
    assert_eq!(shown.kind, AnteKind::Ante);
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    let shown = t.st().seat_ante(ali, t.now).unwrap();
    assert_eq!((shown.chips, shown.when), (Chips(20), AnteWhen::Next));
    assert_eq!(t.st().ante_in_play(ali), None);
}

#[test]
fn blinds_on_the_seats_are_the_hand_in_plays_and_labelled() {
    let mut t = T::seated(holdem(&FOUR), DRAW4);
    t.ok(Action::NewHand);
    // Veli deals: Ayşe SB 5, Can BB 10 in play; next hand Can SB, Ali BB.
    let (ayse, can, ali) = (t.id("Ayşe"), t.id("Can"), t.id("Ali"));
    let st = t.st();
    let sb = st.seat_ante(ayse, t.now).unwrap();
    assert_eq!(
        (sb.chips, sb.when, sb.kind),
        (Chips(5), AnteWhen::InPlay, AnteKind::SmallBlind)
    );
    let bb = st.seat_ante(can, t.now).unwrap();
    assert_eq!((bb.chips, bb.kind), (Chips(10), AnteKind::BigBlind));
    assert_eq!(st.seat_ante(ali, t.now), None, "Ali posts only next hand");
    assert_eq!(st.next_ante_of(ali, t.now), Some(Chips(10)));
}

// ---- who must consent (1b) ---------------------------------------------

#[test]
fn consent_is_needed_from_everyone_still_seated_before_the_mandatory_seanses() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let veli = t.id("Veli");
    let mut all = t.st().consent_needed(t.now);
    all.sort();
    assert_eq!(all.len(), 4);
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    t.ok(Action::Leave {
        player: veli,
        chips: Chips::ZERO,
        override_reason: Some("eve".into()),
        colours: Vec::new(),
    });
    let need = t.st().consent_needed(t.now);
    assert_eq!(need.len(), 3);
    assert!(!need.contains(&veli));
    // With their consent the night ends.
    t.ok(Action::EndNight { consent: need });
    assert!(t.st().consent_needed(t.now).is_empty());
    let _ = MIN;
}

#[test]
fn the_split_says_who_got_the_odd_chip_and_why() {
    use racon::i18n::money::{OddChipRule, split_text};
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let (ali, can) = (t.id("Ali").0, t.id("Can").0);
    let mut input = pot([50, 0, 50, 0].map(Chips).to_vec(), vec![vec![ali, can]]);
    input.folded = vec![false, true, false, true];
    input.yer = Chips(1);
    t.st().order_ties(&mut input);
    let split = racon::money::pot::split(&input).unwrap();
    let names: Vec<String> = t.st().players.iter().map(|p| p.name.clone()).collect();
    let rule = OddChipRule::from(t.st().setup.house.odd_chip);
    let tr = split_text(&split, &names, None, rule, Lang::Tr);
    assert!(
        tr.contains("Artan fiş: Can — dağıtanın solundan ilk kazanan (ev kuralı)."),
        "{tr}"
    );
    let en = split_text(&split, &names, None, rule, Lang::En);
    assert!(
        en.contains("Odd chip: Can — the first winner left of the dealer (house rule)."),
        "{en}"
    );
    // No odd chip, no line.
    input.yer = Chips::ZERO;
    let even = racon::money::pot::split(&input).unwrap();
    assert!(!split_text(&even, &names, None, rule, Lang::Tr).contains("Artan"));
}

#[test]
fn a_refused_split_is_worded_in_turkish() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    let r = t.no(Action::SplitPot {
        input: pot(vec![Chips(1), Chips(2)], vec![vec![0], vec![1]]),
    });
    let tr = racon::i18n::night::rejected(&r, t.st(), Lang::Tr);
    assert_eq!(tr, "Pot bölünemedi: her oyuncu için bir değer gerekli");
    let mut input = pot([10, 10, 10, 10].map(Chips).to_vec(), vec![vec![0], vec![2]]);
    input.folded = vec![false, true, false, false];
    let r = t.no(Action::SplitPot { input });
    let tr = racon::i18n::night::rejected(&r, t.st(), Lang::Tr);
    assert!(tr.contains("Ayşe"), "{tr}");
}

#[test]
fn the_pot_line_the_screen_shows_splits_a_pot_through_the_night() {
    let names = ["Ayşe", "Işıl", "Gökhan", "Şükrü"];
    let mut t = T::seated(setup("kapali", &names), "Ah Kh Qh Jh");
    t.ok(Action::NewHand);
    let players: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    let line = racon::money::line::parse_line(
        "Ayşe=150 Işıl=400 Gökhan=400 Şükrü=50; yer=40, açan=Işıl",
        &racon::money::names::Roster::of_names(&players),
        players.len(),
        &[],
    )
    .unwrap();
    let input = PotInput {
        put_in: line.put_in.clone(),
        folded: vec![false, false, false, true],
        order: vec![vec![PlayerId(1)], vec![PlayerId(0)], vec![PlayerId(2)]],
        yer: line.yer.unwrap_or(Chips::ZERO),
        ..PotInput::default()
    };
    t.ok(Action::SplitPot { input });
    let paid: Chips = t.st().hands[0].pot_split().unwrap().1.iter().sum();
    assert_eq!(
        paid,
        Chips(150) + Chips(400) + Chips(400) + Chips(50) + Chips(40)
    );
}
