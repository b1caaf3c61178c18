//! The night as it really goes (issue 22): a late arrival, the deck that
//! follows the head count, who cuts and who shuffles the second pack, and
//! the four points where an independent model of the engine disagreed
//! (../shared/findings/turn3/night-engine.md: N1, N3, M1; N2 is the seat
//! draw screen's wording). Each model point is written from the seed's own
//! sentences, quoted in the test. Everything runs on the pure core.

use crate::common;

use common::night::{T, rules, setup};
use racon::cards::Deck;
use racon::night::event::{DeckChoice, Event};
use racon::night::setup::{AntePlan, DeckFollows, MaldonAntes, SeansLength};
use racon::night::{Action, Chips, DeckWhen, Phase, PlayerId, Rejected, Setup, verify};

const FOUR: [&str; 4] = ["Ali", "Veli", "Can", "Ayşe"];
/// Veli draws the ace, Ayşe K♥, Can K♦, Ali 7♣: seats Veli, Ayşe, Can, Ali.
const DRAW4: &str = "7c Ah Kd Kh";

const ALI: PlayerId = PlayerId(0);
const VELI: PlayerId = PlayerId(1);
const CAN: PlayerId = PlayerId(2);
const AYSE: PlayerId = PlayerId(3);

fn join(t: &mut T, name: &str, after: PlayerId) -> Event {
    t.ok(Action::Join {
        name: name.into(),
        after,
        kav: Chips(400),
    })
}

fn holds(t: &T) {
    assert!(
        verify::holds(t.night.records()),
        "every event is one decide makes"
    );
}

// ---- N1 ---------------------------------------------------------------

/// The night of the finding: kapalı, Ayşe, Mehmet and Işıl, merdiven 5 ×
/// [1, 2, 4] then hold_last, a seans of 4 turs with no closing tur, one
/// mandatory seans. The seat cards K♦, A♥, Q♣ make Mehmet deal first and
/// own the tur (seats Mehmet, Ayşe, Işıl).
fn n1_night() -> T {
    let mut s = setup("kapali", &["Ayşe", "Mehmet", "Işıl"]);
    s.ante = AntePlan::Merdiven {
        base: Chips(5),
        steps: vec![1, 2, 4],
        after: racon::night::setup::AfterSchedule::HoldLast,
    };
    s.seans.length = SeansLength::Turs(4);
    s.seans.closing_turs = 0;
    s.seans.mandatory = 1;
    T::seated(s, "Kd Ah Qc")
}

/// S0 §22: a tur "aynı oyuncunun tekrar kağıt yapmasıyla biten" — it ends
/// when the same player deals again — and §32 counts a seans by "tur
/// sayısı". When the last tur's deal comes back to the owner by a pas dö
/// men, the seans is over exactly as when the last hand is played.
#[test]
fn n1_a_seans_ends_when_a_pas_do_men_closes_its_last_tur() {
    let mut t = n1_night();
    for _ in 0..11 {
        t.hand();
    }
    assert_eq!(t.dealer(), "Işıl", "the 12th dealer");
    let e = t.ok(Action::PasDoMen { forced: false });
    assert_eq!(
        e,
        Event::PasDoMen {
            forced: false,
            ends_seans: true
        }
    );
    let s = t.st();
    assert_eq!(s.seanses_done, 1, "the seans is over");
    assert!(s.in_break());
    assert!(
        !s.next_deal_is_closing(t.now),
        "the house has no closing tur"
    );
    assert_eq!(
        t.ante(),
        vec![
            ("Mehmet".to_string(), Chips(5)),
            ("Ayşe".to_string(), Chips(5)),
            ("Işıl".to_string(), Chips(5)),
        ],
        "the next hand is the new seans's first tur: 5 × 1 each"
    );
    // Seans 2's first dealer may pass by choice: its closing turs are far.
    t.ok(Action::PasDoMen { forced: false });
    t.ok(Action::NewHand);
    assert_eq!(t.st().seans.no, 2);
    holds(&t);
}

/// The same night where the 12th hand is played instead: the model and
/// racon already agreed here, and the pas dö men must now match it.
#[test]
fn n1_the_last_hand_played_ends_the_seans_the_same_way() {
    let mut t = n1_night();
    for _ in 0..12 {
        t.hand();
    }
    assert_eq!(t.st().seanses_done, 1);
    assert_eq!(t.ante_total(), Chips(15));
}

/// R10: "When the next dealer sits out or leaves, the deal passes on, and
/// that can close a tur" — and with it the seans.
#[test]
fn n1_the_next_dealer_sitting_out_or_leaving_ends_the_seans_too() {
    let mut t = n1_night();
    for _ in 0..11 {
        t.hand();
    }
    let isil = PlayerId(2);
    let e = t.ok(Action::SitOut {
        player: isil,
        out: true,
    });
    assert!(
        matches!(
            e,
            Event::SatOut {
                ends_seans: true,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(t.st().seanses_done, 1);

    let mut t = n1_night();
    for _ in 0..11 {
        t.hand();
    }
    let e = t.ok(Action::Leave {
        player: isil,
        chips: Chips(0),
        override_reason: Some("eve gidiyor".into()),
        colours: Vec::new(),
    });
    assert!(
        matches!(
            e,
            Event::PlayerLeft {
                ends_seans: true,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(t.st().seanses_done, 1);
    // With two players left the break is on, not "two players needed".
    assert!(t.st().in_break());
    holds(&t);
}

/// A journal written before the fix has the pass without `ends_seans`, then
/// the `SeansEnded` the next `n` recorded. It replays as it was recorded.
#[test]
fn n1_a_journal_from_before_the_fix_replays_as_recorded() {
    let mut t = n1_night();
    for _ in 0..11 {
        t.hand();
    }
    let mut records = t.night.records().to_vec();
    let stamp = |records: &mut Vec<racon::night::Stamped>, event: Event| {
        let seq = records.len() as u64 + 1;
        records.push(racon::night::Stamped {
            seq,
            at: t.now,
            event,
        });
    };
    stamp(
        &mut records,
        Event::PasDoMen {
            forced: false,
            ends_seans: false,
        },
    );
    let old = racon::night::Night::replay(records.clone()).unwrap();
    assert_eq!(old.state().seanses_done, 0, "not ended by the old pass");
    stamp(&mut records, Event::SeansEnded);
    assert!(verify::holds(&records), "the old form still verifies");
    let old = racon::night::Night::replay(records.clone()).unwrap();
    assert_eq!(old.state().seanses_done, 1);
    // The old line has no field: it reads as it was written.
    let line = ron::to_string(&Event::PasDoMen {
        forced: false,
        ends_seans: false,
    })
    .unwrap();
    assert_eq!(line, "PasDoMen(forced:false)");
}

// ---- N3 ---------------------------------------------------------------

/// S0 §15: "Oyuncular, bir tur dönüp kağıt yapma sırası tekrar aynı
/// oyuncuya gelene kadar, isterlerse, arka arkaya 'pas dö men' yapma
/// hakkına sahiptirler." The one-circle limit is on passes made
/// "isterlerse" (by choice); a forced pass (§15: "zorunlu veya keyfi") is
/// always allowed, as FORMATS.md says of `house.pas_do_men`.
#[test]
fn n3_a_forced_pas_do_men_is_allowed_after_the_deal_has_gone_round() {
    let mut t = n1_night();
    t.hand(); // Mehmet deals hand 1.
    t.ok(Action::PasDoMen { forced: false }); // Ayşe, by choice
    t.ok(Action::PasDoMen { forced: false }); // Işıl, by choice
    assert_eq!(t.dealer(), "Mehmet");
    // A voluntary pass would bring the deal back to Ayşe: refused.
    assert_eq!(
        t.no(Action::PasDoMen { forced: false }),
        Rejected::PasDoMenCircle {
            must_deal: PlayerId(1)
        }
    );
    // Forced (he cannot deal): allowed, and the deal comes back round.
    t.ok(Action::PasDoMen { forced: true });
    assert_eq!(t.dealer(), "Ayşe");
    // The deal has gone round: no more passes by choice until a deal.
    assert!(matches!(
        t.no(Action::PasDoMen { forced: false }),
        Rejected::PasDoMenCircle { .. }
    ));
    t.ok(Action::NewHand);
    holds(&t);
}

// ---- M1 ---------------------------------------------------------------

/// S0 §14: after a maldon "kağıtlar toplanır ve bir sonraki oyuncunun kağıt
/// dağıtması ile yeni bir 'el'e geçilir"; §19: gel-gel is "Tüm oyuncuların
/// her elin başında yere eşit miktarda fiş sürerek" playing. Read
/// literally the new el takes a new ante: `maldon_antes: again`.
#[test]
fn m1_maldon_antes_again_takes_a_new_ante_for_the_new_el() {
    let mut s = setup("kapali", &FOUR);
    s.house.maldon_antes = MaldonAntes::Again;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(40));
    t.ok(Action::Maldon);
    assert_eq!(t.st().carried, Chips(40), "the pot stays");
    assert_eq!(t.ante_total(), Chips(40), "everyone antes again");
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(80));
    assert_eq!(t.dealer(), "Ayşe", "the next player deals");
    holds(&t);
}

/// `keep` is what racon did before the option, and what a file without the
/// field means: the voided deal's antes stand for the redeal.
#[test]
fn m1_maldon_antes_keep_is_the_recorded_behaviour_and_the_missing_field() {
    let mut t = T::seated(setup("kapali", &FOUR), DRAW4);
    t.ok(Action::NewHand);
    t.ok(Action::Maldon);
    assert!(t.ante().is_empty());
    t.ok(Action::NewHand);
    assert_eq!(t.st().in_hand_pot, Chips(40));

    use racon::night::setup::HouseRules;
    let plain = ron::to_string(&HouseRules::default()).unwrap();
    assert!(!plain.contains("maldon_antes"), "{plain}");
    let old: HouseRules = ron::from_str("(misdeal_redeal:next_dealer,pas_do_men:true)").unwrap();
    assert_eq!(old.maldon_antes, MaldonAntes::Keep);
    let h = HouseRules {
        maldon_antes: MaldonAntes::Again,
        ..HouseRules::default()
    };
    let text = ron::to_string(&h).unwrap();
    assert!(text.contains("maldon_antes:again"), "{text}");
    assert_eq!(ron::from_str::<HouseRules>(&text).unwrap(), h);
}

// ---- a late arrival -----------------------------------------------------

fn four(follow: DeckFollows) -> T {
    let mut s = setup("kapali", &FOUR);
    s.house.deck_follows_players = follow;
    T::seated(s, DRAW4)
}

#[test]
fn a_late_arrival_sits_between_two_players_antes_and_deals_from_the_next_hand() {
    let mut t = four(DeckFollows::AtNextHand);
    t.hand(); // Veli dealt; Ayşe deals next.
    t.ok(Action::NewHand); // Ayşe deals hand 2.
    // Kemal sits between Can and Ali, during the hand.
    let e = join(&mut t, "Kemal", CAN);
    assert_eq!(
        e,
        Event::PlayerJoined {
            name: "Kemal".into(),
            after: CAN,
            kav: Chips(400)
        }
    );
    let kemal = PlayerId(4);
    assert_eq!(t.seats(), ["Veli", "Ayşe", "Can", "Kemal", "Ali"]);
    assert_eq!(t.dealer(), "Ayşe", "the hand in play keeps its dealer");
    assert_eq!(t.st().ante_in_play(kemal), None, "not in the hand in play");
    assert_eq!(t.st().player(kemal).unwrap().kav_total, Chips(400));
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    assert_eq!(t.st().next_ante_of(kemal, t.now), Some(Chips(10)));
    t.hand(); // Can deals.
    assert_eq!(t.dealer(), "Kemal", "he deals after Can");
    t.hand();
    assert_eq!(t.dealer(), "Ali");
    // His first deal was in tur 1 (the deal had not reached his seat): the
    // tur is five deals long now and goes back to Veli.
    assert_eq!(t.st().current_tur().0, 1);
    t.hand();
    assert_eq!(t.st().next_deal_tur().1, 2);
    assert_eq!(t.dealer(), "Veli");
    holds(&t);
}

#[test]
fn a_late_arrival_behind_the_deal_counts_in_the_tur_from_his_first_deal() {
    let mut t = four(DeckFollows::Never);
    t.hand(); // Veli
    t.hand(); // Ayşe; Can deals next.
    // He sits between Veli and Ayşe: the deal has passed that seat.
    join(&mut t, "Kemal", VELI);
    assert_eq!(t.seats(), ["Veli", "Kemal", "Ayşe", "Can", "Ali"]);
    t.hand(); // Can
    t.hand(); // Ali
    assert_eq!(t.st().current_tur().0, 1);
    assert_eq!(t.dealer(), "Veli");
    assert_eq!(t.st().next_deal_tur().1, 2, "tur 1 had four deals");
    t.hand(); // Veli opens tur 2
    assert_eq!(t.dealer(), "Kemal", "his first deal, in tur 2");
    assert_eq!(t.st().current_tur(), (2, VELI));
}

#[test]
fn a_late_arrival_is_in_the_settlement_and_undo_takes_him_back() {
    let mut t = four(DeckFollows::AtNextHand);
    join(&mut t, "Kemal", AYSE);
    let kemal = PlayerId(4);
    for (p, c) in [
        (ALI, 300),
        (VELI, 500),
        (CAN, 400),
        (AYSE, 350),
        (kemal, 450),
    ] {
        t.ok(Action::CountChips {
            player: p,
            chips: Chips(c),
            colours: Vec::new(),
        });
    }
    let st = t.st().settlement().unwrap();
    assert_eq!(st.nets.len(), 5);
    assert_eq!(st.nets[4], Chips(50));
    let mut t = four(DeckFollows::AtNextHand);
    join(&mut t, "Kemal", AYSE);
    t.ok(Action::Undo);
    assert_eq!(t.st().players.len(), 4);
    assert_eq!(t.seats(), ["Veli", "Ayşe", "Can", "Ali"]);
    t.ok(Action::Redo);
    assert_eq!(t.seats(), ["Veli", "Ayşe", "Kemal", "Can", "Ali"]);
    holds(&t);
}

#[test]
fn a_name_already_at_the_table_or_of_a_player_who_left_is_refused() {
    let mut t = four(DeckFollows::AtNextHand);
    let no = |t: &mut T, name: &str| {
        t.no(Action::Join {
            name: name.into(),
            after: ALI,
            kav: Chips(400),
        })
    };
    assert_eq!(no(&mut t, "AYŞE"), Rejected::NameAtTable { player: AYSE });
    assert_eq!(no(&mut t, "  "), Rejected::BadName);
    assert_eq!(no(&mut t, "a\u{1b}b"), Rejected::BadName);
    assert_eq!(
        t.no(Action::Join {
            name: "Kemal".into(),
            after: ALI,
            kav: Chips(399)
        }),
        Rejected::BelowMinKav { min: Chips(400) }
    );
    t.ok(Action::Leave {
        player: CAN,
        chips: Chips(0),
        override_reason: Some("yorgun".into()),
        colours: Vec::new(),
    });
    // "Can" (or "can") again is not a new player: the host is asked.
    assert_eq!(no(&mut t, "can"), Rejected::LeftEarlier { player: CAN });
    assert_eq!(
        t.no(Action::Return {
            player: AYSE,
            after: ALI,
            kav: Chips(400)
        }),
        Rejected::NotLeft { player: AYSE }
    );
    // Yes to the question: the same player sits down again, with the
    // chips he left with and a new kav.
    t.ok(Action::Return {
        player: CAN,
        after: ALI,
        kav: Chips(400),
    });
    let can = t.st().player(CAN).unwrap();
    assert!(!can.left);
    assert_eq!((can.kav_total, can.chips), (Chips(800), Some(Chips(400))));
    assert_eq!(t.seats(), ["Veli", "Ayşe", "Ali", "Can"]);
    assert_eq!(t.st().players.len(), 4, "no second Can");
    holds(&t);
}

#[test]
fn a_head_count_the_rule_set_does_not_take_is_refused() {
    // Kapalı takes 2 to 6.
    let six = ["Ali", "Veli", "Can", "Ayşe", "Ece", "Tan"];
    let mut t = T::seated(setup("kapali", &six), "7c Ah Kd Kh 8c 9c");
    assert_eq!(
        t.no(Action::Join {
            name: "Kemal".into(),
            after: ALI,
            kav: Chips(400)
        }),
        Rejected::HeadCount {
            rules: "kapali".into(),
            players: 7,
            min: 2,
            max: 6
        }
    );
    let words = racon::i18n::night::rejected(
        &t.no(Action::Join {
            name: "Kemal".into(),
            after: ALI,
            kav: Chips(400),
        }),
        t.st(),
        racon::i18n::Lang::Tr,
    );
    assert_eq!(words, "Kapalı poker 2–6 oyuncuyla oynanır; 7 oyuncu olmaz.");
}

// ---- the deck follows the head count ------------------------------------

#[test]
fn the_deck_follows_a_fifth_player_at_the_next_hand_and_a_leaver_back() {
    let mut t = four(DeckFollows::AtNextHand);
    assert_eq!(t.st().deck_in_play().size(), 32);
    t.ok(Action::NewHand);
    join(&mut t, "Kemal", AYSE);
    assert_eq!(
        t.st().deck_in_play().size(),
        32,
        "the hand in play keeps its deck"
    );
    let c = t.st().deck_change().unwrap();
    assert_eq!(
        (c.players, c.to.size(), c.when),
        (5, 40, DeckWhen::NextHand)
    );
    for (lang, want) in [
        (
            racon::i18n::Lang::Tr,
            "5 oyuncu: deste 40 kağıt; 6'ları ve 5'leri ekleyin (sonraki elden).",
        ),
        (
            racon::i18n::Lang::En,
            "5 players: a deck of 40 cards; add the 6s and 5s (from the next hand).",
        ),
    ] {
        assert_eq!(racon::i18n::night::deck_change(&c, lang), want);
    }
    t.ok(Action::NewHand);
    assert_eq!(t.st().deck_in_play().size(), 40);
    assert_eq!(t.st().hands.last().unwrap().deck.size(), 40);
    assert!(t.st().deck_change().is_none());
    t.ok(Action::EndHand {
        winner: None,
        pot: None,
    });
    t.ok(Action::Leave {
        player: ALI,
        chips: Chips(0),
        override_reason: Some("erken".into()),
        colours: Vec::new(),
    });
    let c = t.st().deck_change().unwrap();
    assert_eq!(
        racon::i18n::night::deck_change(&c, racon::i18n::Lang::Tr),
        "4 oyuncu: deste 32 kağıt; 6'ları ve 5'leri çıkarın (sonraki elden)."
    );
    t.ok(Action::NewHand);
    assert_eq!(t.st().deck_in_play(), Deck::of_size(32).unwrap());
    holds(&t);
}

#[test]
fn under_ask_the_host_answers_once_and_the_answer_is_journaled() {
    let mut t = four(DeckFollows::Ask);
    assert_eq!(
        t.no(Action::ChooseDeck {
            when: DeckChoice::NextHand
        }),
        Rejected::NoDeckQuestion
    );
    join(&mut t, "Kemal", AYSE);
    assert_eq!(t.st().deck_question().map(|c| c.to.size()), Some(40));
    // Until he answers, the deck stays.
    t.hand();
    assert_eq!(t.st().deck_in_play().size(), 32);
    let e = t.ok(Action::ChooseDeck {
        when: DeckChoice::NextTur,
    });
    assert_eq!(
        e,
        Event::DeckChosen {
            when: DeckChoice::NextTur
        }
    );
    assert!(t.st().deck_question().is_none());
    assert_eq!(t.st().deck_change().unwrap().when, DeckWhen::NextTur);
    // Hands 2–5 are tur 1 (five seats now); hand 6 opens tur 2.
    for _ in 0..4 {
        t.hand();
        assert_eq!(t.st().deck_in_play().size(), 32);
    }
    t.ok(Action::NewHand);
    assert_eq!(t.st().current_tur().0, 2);
    assert_eq!(t.st().deck_in_play().size(), 40);
    holds(&t);
}

#[test]
fn under_ask_keep_and_under_never_the_deck_stays() {
    let mut t = four(DeckFollows::Ask);
    join(&mut t, "Kemal", AYSE);
    t.ok(Action::ChooseDeck {
        when: DeckChoice::Keep,
    });
    assert_eq!(t.st().deck_change().unwrap().when, DeckWhen::Kept);
    assert!(t.st().deck_question().is_none());
    t.hand();
    assert_eq!(t.st().deck_in_play().size(), 32);
    // Another change of the head count asks again.
    join(&mut t, "Ece", ALI);
    assert_eq!(t.st().deck_question().map(|c| c.to.size()), Some(52));

    let mut t = four(DeckFollows::Never);
    join(&mut t, "Kemal", AYSE);
    assert_eq!(t.st().deck_change().unwrap().when, DeckWhen::Never);
    assert_eq!(
        t.no(Action::ChooseDeck {
            when: DeckChoice::NextHand
        }),
        Rejected::NoDeckQuestion
    );
    t.hand();
    assert_eq!(t.st().deck_in_play().size(), 32);
}

// ---- who cuts, who shuffles, who owns the tur ---------------------------

/// S0 §12: "Kağıtları dağıtacak olanın sağındaki oyuncu desteyi ... ikiye
/// böler"; §16: with two packs "destenin biri dağıtılırken diğeri dağıtan
/// oyuncuya göre soldan ikinci oyuncu tarafından karılarak soldan birinci
/// oyuncunun sol yanına konur".
#[test]
fn the_dealers_right_cuts_and_the_second_on_his_left_shuffles_the_other_pack() {
    let mut t = four(DeckFollows::Never);
    // Seats Veli, Ayşe, Can, Ali: Veli deals, Ali (on his right) cuts.
    assert_eq!(t.st().cutter(), Some(ALI));
    assert_eq!(t.st().second_deck_shuffler(), None, "one pack");
    let mut s = setup("kapali", &FOUR);
    s.house.double_deck = true;
    let mut t2 = T::seated(s, DRAW4);
    assert_eq!(t2.st().second_deck_shuffler(), Some(CAN));
    // Ali sits out: Can cuts for Veli; the sitter is skipped.
    t.ok(Action::SitOut {
        player: ALI,
        out: true,
    });
    assert_eq!(t.st().cutter(), Some(CAN));
    t2.hand();
    assert_eq!(t2.dealer(), "Ayşe");
    assert_eq!(t2.st().cutter(), Some(VELI));
    assert_eq!(t2.st().second_deck_shuffler(), Some(ALI));
}

/// F13 (host walk): "A player who left stays the tur owner". The tur is
/// named after the player who deals first in it; once the owner has left,
/// that is the next player still at the table.
#[test]
fn a_player_who_left_is_never_shown_as_the_tur_owner() {
    let mut t = four(DeckFollows::Never);
    t.hand(); // Veli owns the tur.
    assert_eq!(t.st().current_tur(), (1, VELI));
    t.ok(Action::Leave {
        player: VELI,
        chips: Chips(0),
        override_reason: Some("eve".into()),
        colours: Vec::new(),
    });
    assert_eq!(t.st().current_tur(), (1, AYSE));
    for _ in 0..3 {
        t.hand();
    }
    let (_, tur, owner) = t.st().next_deal_tur();
    assert_eq!((tur, owner), (2, AYSE));
    t.hand();
    assert_eq!(t.st().current_tur(), (2, AYSE));
}

fn turkish_five() -> Setup {
    setup("turk-pokeri", &["Ali", "Veli", "Can", "Ayşe", "Ece"])
}

#[test]
fn a_rule_set_whose_deck_does_not_change_asks_nothing() {
    // Türk pokeri: 24–36 cards by head count; KlasGaming-like sets keep 36
    // from four on. Here: türk pokeri with five seated, one leaves.
    let r = rules("turk-pokeri");
    let five = r.deck_for(5).unwrap();
    let four_deck = r.deck_for(4).unwrap();
    let mut s = turkish_five();
    s.house.deck_follows_players = DeckFollows::AtNextHand;
    let mut t = T::seated(s, "7c Ah Kd Kh Ac");
    assert_eq!(t.st().deck_in_play(), five);
    t.ok(Action::Leave {
        player: ALI,
        chips: Chips(0),
        override_reason: Some("x".into()),
        colours: Vec::new(),
    });
    let want = (five != four_deck).then_some(four_deck);
    assert_eq!(t.st().deck_change().map(|c| c.to), want);
    assert_eq!(t.st().phase, Phase::BetweenHands);
}
