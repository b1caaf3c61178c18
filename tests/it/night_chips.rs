//! Issue 27, the count by colour: the journal keeps each count's colours
//! beside its total (left out of the file when a count is a plain number,
//! so old nights read and write as before), the bank takes a leaver's
//! chips back, and the chip set balances colour by colour.

use crate::common;

use common::TempDir;
use common::night::{T, rules, setup};
use racon::night::chips::{BankMove, ChipColour, bank_left};
use racon::night::event::Event;
use racon::night::{Action, Chips, PlayerId, Rejected, Setup, verify};
use racon::store::night::NightFile;

const T0: i64 = common::night::T0;
const A: PlayerId = PlayerId(0);
const B: PlayerId = PlayerId(1);
const C: PlayerId = PlayerId(2);

/// Three players with beyaz 10 (300 owned) and kırmızı 50 (150 owned).
fn chip_setup() -> Setup {
    let mut s = setup("kapali", &["Ayşe", "Mehmet", "Işıl"]);
    s.chips = vec![
        ChipColour {
            name: "beyaz".into(),
            value: Chips(10),
            owned: 300,
            per_kav: 0,
        },
        ChipColour {
            name: "kırmızı".into(),
            value: Chips(50),
            owned: 150,
            per_kav: 0,
        },
    ];
    s
}

fn count(player: PlayerId, chips: i64, colours: &[i64]) -> Action {
    Action::CountChips {
        player,
        chips: Chips(chips),
        colours: colours.to_vec(),
    }
}

/// Seated, each with a kav of 400 (10 beyaz + 6 kırmızı); Işıl leaves
/// with her 400 as 10 beyaz and 6 kırmızı.
fn night_with_a_leaver() -> T {
    let mut t = T::seated(chip_setup(), "Kd Ah Qc");
    assert_eq!(
        bank_left(&t.st().setup.chips, &t.st().bank),
        Some(vec![270, 132])
    );
    t.ok(Action::Leave {
        player: C,
        chips: Chips(400),
        override_reason: Some("erken kalkıyor".into()),
        colours: vec![10, 6],
    });
    t
}

#[test]
fn a_leavers_chips_go_back_to_the_bank_by_colour() {
    let t = night_with_a_leaver();
    let s = t.st();
    assert_eq!(s.players[C].colours, vec![10, 6]);
    assert_eq!(s.bank.last(), Some(&BankMove::HandedBack(vec![10, 6])));
    assert_eq!(bank_left(&s.setup.chips, &s.bank), Some(vec![280, 138]));
    assert_eq!(t.replayed(), *s, "a replay agrees");
}

#[test]
fn the_set_balances_by_colour_once_every_count_is_in() {
    let mut t = night_with_a_leaver();
    t.ok(count(A, 400, &[10, 6]));
    assert_eq!(t.st().colour_difference(), None, "Mehmet is not counted");
    // Mehmet has 380: two beyaz went missing.
    t.ok(count(B, 380, &[8, 6]));
    assert_eq!(t.st().colour_difference(), Some(vec![-2, 0]));
    assert_eq!(t.st().count_difference(), Some(Chips(-20)));
    // Counted again as 5 beyaz over and 1 kırmızı short, the totals
    // balance but not the colours.
    t.ok(count(B, 400, &[15, 5]));
    assert_eq!(t.st().count_difference(), Some(Chips(0)));
    assert_eq!(t.st().colour_difference(), Some(vec![5, -1]));
    // A plain number for one player: no balance by colour.
    t.ok(count(A, 400, &[]));
    assert_eq!(t.st().colour_difference(), None);
    assert!(verify::holds(t.night.records()));
}

#[test]
fn a_kav_after_a_count_clears_its_colours() {
    let mut t = T::seated(chip_setup(), "Kd Ah Qc");
    t.ok(count(A, 400, &[10, 6]));
    assert_eq!(t.st().players[A].colours, vec![10, 6]);
    t.ok(Action::BuyKav {
        player: A,
        chips: Chips(400),
    });
    assert_eq!(t.st().players[A].chips, Some(Chips(800)));
    assert!(t.st().players[A].colours.is_empty());
}

#[test]
fn colours_that_do_not_make_the_total_are_refused() {
    let mut t = T::seated(chip_setup(), "Kd Ah Qc");
    for colours in [&[10, 6][..], &[10], &[10, 6, 1], &[-10, 16]] {
        assert_eq!(t.no(count(A, 390, colours)), Rejected::BadColours);
    }
    assert_eq!(
        t.no(Action::Leave {
            player: A,
            chips: Chips(390),
            override_reason: Some("x".into()),
            colours: vec![10, 6],
        }),
        Rejected::BadColours
    );
    // Without a chip set, no colours at all.
    let mut plain = T::seated(setup("kapali", &["Ayşe", "Mehmet", "Işıl"]), "Kd Ah Qc");
    assert_eq!(plain.no(count(A, 400, &[10, 6])), Rejected::BadColours);
    plain.ok(count(A, 400, &[]));
}

#[test]
fn the_journal_keeps_the_colours_and_leaves_them_out_when_empty() {
    let tmp = TempDir::new("night-chips");
    let dirs = tmp.dirs();
    let s = chip_setup();
    let r = rules(&s.rules);
    let mut nf =
        NightFile::create(&dirs, s, r, T0, "2026-11-29T21:04:00+03:00", "chips").expect("create");
    common::night::seat(&mut nf, "Kd Ah Qc", T0);
    for p in [A, B, C] {
        let kav = Action::BuyKav {
            player: p,
            chips: Chips(400),
        };
        nf.act(kav, T0).expect("kav");
    }
    nf.act(count(A, 400, &[10, 6]), T0).expect("by colour");
    nf.act(count(B, 380, &[]), T0).expect("plain");
    let leave = Action::Leave {
        player: C,
        chips: Chips(400),
        override_reason: Some("erken".into()),
        colours: vec![0, 8],
    };
    nf.act(leave, T0).expect("leave");
    let dir = nf.dir().to_path_buf();
    let before = nf.night().state().clone();
    drop(nf);
    let text = std::fs::read_to_string(dir.join("events")).expect("journal");
    let line = |what: &str| {
        text.lines()
            .filter(|l| l.contains(what))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        line("player:0,chips:400").contains("colours:[10,6]"),
        "{text}"
    );
    assert!(!line("player:1,chips:380").contains("colours"), "{text}");
    assert!(line("PlayerLeft").contains("colours:[0,8]"), "{text}");
    let again = NightFile::open(&dir).expect("reopen");
    assert_eq!(again.night().state(), &before);
    assert_eq!(again.night().state().players[C].colours, vec![0, 8]);
}

#[test]
fn an_old_count_without_colours_reads_as_a_plain_number() {
    let e: Event = ron::from_str("ChipsCounted(player:0,chips:500)").expect("old count");
    assert_eq!(
        e,
        Event::ChipsCounted {
            player: A,
            chips: Chips(500),
            colours: Vec::new()
        }
    );
    let e: Event =
        ron::from_str("PlayerLeft(player:1,chips:300,override_reason:None)").expect("old leave");
    let Event::PlayerLeft { colours, .. } = &e else {
        panic!("{e:?}");
    };
    assert!(colours.is_empty());
    assert_eq!(
        ron::to_string(&e).expect("write"),
        "PlayerLeft(player:1,chips:300,override_reason:None)"
    );
}
