//! Issue 14: the group's ledger across nights, expenses in a night, and a
//! player who leaves early settled on the spot.
//!
//! - Seeded random seasons with random partial payments: Σ open balances
//!   = 0, each debt's open amount = its amount − its payments, and the
//!   ledger's settle clears every balance with the fewest transfers,
//!   checked against a brute force over set partitions (≤ 8 players).
//! - Expenses: chips and expenses settle together, exact to the kuruş, in
//!   the fewest transfers (brute force again).
//! - A leaver settled on the spot: final transfers + the payment on the
//!   spot leave every net at zero; a count difference spread later does
//!   not touch him.
//! - An old night (written before expenses existed) loads and counts.
//! - The CLI: JSON keys, exit 2 with one line on bad input.

use crate::common;
use common::cli::Racon;
use common::night::{T, T0};
use common::{SplitMix, TempDir};

use racon::money::ledger::{
    Ledger, LedgerEvent, LedgerRecord, NightBook, NightTransfer, Source, player_key,
};
use racon::money::settle::{
    Count, Expense, Extras, Party, Resolve, SettleInput, SpotPayment, settle_with, shares,
};
use racon::money::{Kurus, minimal_transfers};
use racon::night::{Action, Event, PlayerId, Setup};
use racon::units::{Amount, Chips};
use std::collections::BTreeMap;
use std::path::Path;

// ------------------------------------------------------------ brute force

/// The fewest transfers that square `nets` (sum 0), by brute force: the
/// non-zero nets split into the most blocks that each sum to zero, tried
/// over every set partition; the minimum is (non-zero nets − blocks).
fn brute_min<A: Amount>(nets: &[A]) -> usize {
    brute(&nets.iter().map(|n| n.get()).collect::<Vec<_>>())
}

fn brute(nets: &[i64]) -> usize {
    let v: Vec<i64> = nets.iter().copied().filter(|&n| n != 0).collect();
    assert!(v.len() <= 9, "brute force is for small groups");
    fn best(v: &[i64], blocks: &mut Vec<i64>, i: usize) -> Option<usize> {
        if i == v.len() {
            return blocks.iter().all(|&s| s == 0).then_some(blocks.len());
        }
        let mut top = None;
        for b in 0..blocks.len() {
            blocks[b] += v[i];
            top = top.max(best(v, blocks, i + 1));
            blocks[b] -= v[i];
        }
        blocks.push(v[i]);
        top = top.max(best(v, blocks, i + 1));
        blocks.pop();
        top
    }
    let blocks = best(&v, &mut Vec::new(), 0).unwrap_or(0);
    v.len() - blocks
}

#[test]
fn brute_force_knows_the_easy_cases() {
    assert_eq!(brute(&[]), 0);
    assert_eq!(brute(&[5, -5]), 1);
    assert_eq!(brute(&[5, -5, 3, -3]), 2);
    assert_eq!(brute(&[4, -3, -1]), 2);
    assert_eq!(brute(&[-4, 3, 2, 2, -3]), 3);
}

// ------------------------------------------------------------ the season

const POOL: [&str; 8] = [
    "Ayşe", "Mehmet", "Işıl", "Şükrü", "Gökhan", "Can", "Ali", "Veli",
];

/// A spelling of the same person: the Turkish upper or lower case.
fn spelling(name: &str, rng: &mut SplitMix) -> String {
    match rng.below(3) {
        0 => name.to_string(),
        1 => name
            .chars()
            .flat_map(|c| match c {
                'i' => vec!['İ'],
                'ı' => vec!['I'],
                c => c.to_uppercase().collect(),
            })
            .collect(),
        _ => name
            .chars()
            .flat_map(|c| match c {
                'I' => vec!['ı'],
                'İ' => vec!['i'],
                c => c.to_lowercase().collect(),
            })
            .collect(),
    }
}

fn random_night(rng: &mut SplitMix, no: usize) -> NightBook {
    let k = 2 + rng.below(7) as usize; // 2..=8 players
    let mut pool: Vec<&str> = POOL.to_vec();
    let mut players = Vec::new();
    for _ in 0..k {
        let i = rng.below(pool.len() as u64) as usize;
        players.push(spelling(pool.remove(i), rng));
    }
    // Nets in whole lira (chip value 100), summing to zero.
    let mut results: Vec<Kurus> = (0..k)
        .map(|_| Kurus((rng.below(2001) as i64 - 1000) * 100))
        .collect();
    let sum: Kurus = results.iter().sum();
    results[k - 1] -= sum;
    let transfers = minimal_transfers(&results)
        .unwrap()
        .into_iter()
        .map(|t| NightTransfer {
            from: players[t.from.index()].clone(),
            to: players[t.to.index()].clone(),
            kurus: t.amount,
        })
        .collect();
    NightBook {
        id: format!(
            "2026-{:02}-{:02}-2100-night-{no:03}",
            1 + no % 12,
            1 + no % 28
        ),
        created: format!("2026-{:02}-{:02}T21:00:00+03:00", 1 + no % 12, 1 + no % 28),
        name: format!("Night {no}"),
        players,
        results,
        transfers,
        chip_value: Kurus(100),
    }
}

fn check_balances_and_settle(l: &Ledger) {
    let balances = l.balances();
    assert_eq!(
        balances.values().sum::<Kurus>(),
        Kurus::ZERO,
        "Σ open balances"
    );
    // Open balances are the open debts, seen from each side.
    let mut from_debts: BTreeMap<String, Kurus> = BTreeMap::new();
    for d in &l.debts {
        assert!(d.paid >= Kurus::ZERO && d.paid <= d.kurus, "{d:?}");
        *from_debts.entry(d.to.clone()).or_default() += d.open();
        *from_debts.entry(d.from.clone()).or_default() -= d.open();
    }
    from_debts.retain(|_, v| *v != Kurus::ZERO);
    assert_eq!(from_debts, balances);

    let (ts, exact) = l.settle();
    assert!(exact);
    let mut left: BTreeMap<String, Kurus> = balances.clone();
    for t in &ts {
        assert!(t.kurus > Kurus::ZERO);
        *left.entry(l.key(&t.from)).or_default() += t.kurus;
        *left.entry(l.key(&t.to)).or_default() -= t.kurus;
    }
    assert!(
        left.values().all(|&v| v == Kurus::ZERO),
        "settle leaves {left:?}"
    );
    let nets: Vec<Kurus> = balances.values().copied().collect();
    assert_eq!(ts.len(), brute_min(&nets), "not the fewest: {nets:?}");
}

#[test]
fn random_seasons_with_partial_payments_keep_every_balance_exact() {
    for seed in 0..60u64 {
        let mut rng = SplitMix(0x1ed9e7 ^ seed);
        let nights: Vec<NightBook> = (0..1 + rng.below(12) as usize)
            .map(|i| random_night(&mut rng, i))
            .collect();
        let mut records: Vec<LedgerRecord> = Vec::new();
        // Model: what was paid of each (night, from, to) debt.
        let mut model: BTreeMap<(String, String, String), Kurus> = BTreeMap::new();
        for step in 0..rng.below(25) {
            let l = Ledger::build(nights.clone(), &records);
            let open = l.open_debts();
            if open.is_empty() {
                break;
            }
            let d = open[rng.below(open.len() as u64) as usize];
            let night = d.source.night().map(str::to_string);
            let amount = Kurus(1 + rng.below(d.open().get() as u64) as i64);
            let (from, to) = (l.name(&d.from).to_string(), l.name(&d.to).to_string());
            // Over-paying is refused, the exact amount is not.
            assert!(
                l.check_payment(&from, &to, Some(d.open() + Kurus(1)), night.as_deref())
                    .is_err()
            );
            let k = l
                .check_payment(&from, &to, Some(amount), night.as_deref())
                .unwrap();
            assert_eq!(k, amount);
            if let Some(n) = &night {
                *model
                    .entry((n.clone(), d.from.clone(), d.to.clone()))
                    .or_default() += amount;
            }
            records.push(LedgerRecord {
                seq: step + 1,
                at: 0,
                event: LedgerEvent::Paid {
                    from: spelling(&from, &mut rng),
                    to: spelling(&to, &mut rng),
                    kurus: amount,
                    night,
                },
            });
        }
        let l = Ledger::build(nights.clone(), &records);
        for d in &l.debts {
            if let Source::Night(n) = &d.source {
                let paid = model
                    .get(&(n.clone(), d.from.clone(), d.to.clone()))
                    .copied()
                    .unwrap_or(Kurus::ZERO);
                assert_eq!(d.open(), d.kurus - paid, "seed {seed}: {d:?}");
            }
        }
        check_balances_and_settle(&l);
        // Standings: every night counted once per player, nets add up.
        let rows = l.standings(None);
        let total: Kurus = rows.iter().map(|r| r.net).sum();
        assert_eq!(total, Kurus::ZERO);
        let seats: u32 = rows.iter().map(|r| r.nights).sum();
        assert_eq!(
            seats as usize,
            nights.iter().map(|n| n.players.len()).sum::<usize>()
        );
    }
}

#[test]
fn a_payment_without_a_night_pays_the_oldest_debt_first() {
    let mk = |id: &str, k: Kurus| NightBook {
        id: id.into(),
        created: "2026-11-01T21:00:00+03:00".into(),
        name: id.into(),
        players: vec!["Işıl".into(), "Ayşe".into()],
        results: vec![-k, k],
        transfers: vec![NightTransfer {
            from: "Işıl".into(),
            to: "Ayşe".into(),
            kurus: k,
        }],
        chip_value: Kurus(100),
    };
    let nights = vec![
        mk("2026-11-02-b", Kurus(5_000)),
        mk("2026-11-01-a", Kurus(3_000)),
    ];
    let paid = LedgerRecord {
        seq: 1,
        at: 0,
        event: LedgerEvent::Paid {
            from: "IŞIL".into(),
            to: "ayşe".into(),
            kurus: Kurus(4_000),
            night: None,
        },
    };
    let l = Ledger::build(nights.clone(), std::slice::from_ref(&paid));
    let open: Vec<(Option<&str>, Kurus)> = l
        .debts
        .iter()
        .map(|d| (d.source.night(), d.open()))
        .collect();
    assert_eq!(
        open,
        vec![
            (Some("2026-11-01-a"), Kurus(0)),
            (Some("2026-11-02-b"), Kurus(4_000))
        ]
    );
    assert_eq!(l.owed("ışıl", "AYŞE", None), Kurus(4_000));
    // Undo masks it.
    let undo = LedgerRecord {
        seq: 2,
        at: 0,
        event: LedgerEvent::Undo { target: 1 },
    };
    assert_eq!(
        Ledger::build(nights, &[paid, undo]).owed("Işıl", "Ayşe", None),
        Kurus(8_000)
    );
}

#[test]
fn names_match_by_turkish_case_and_aliases_only() {
    assert_eq!(player_key("Işıl"), player_key("ışıl"));
    assert_ne!(player_key("Ayse"), player_key("Ayşe"));
    let night = |id: &str, a: &str| NightBook {
        id: id.into(),
        created: "2026-11-01T21:00:00+03:00".into(),
        name: id.into(),
        players: vec![a.into(), "Can".into()],
        results: vec![Kurus(1_000), Kurus(-1_000)],
        transfers: vec![NightTransfer {
            from: "Can".into(),
            to: a.into(),
            kurus: Kurus(1_000),
        }],
        chip_value: Kurus(100),
    };
    let nights = vec![night("a", "Ayse"), night("b", "Ayşe"), night("c", "AYŞE")];
    let l = Ledger::build(nights.clone(), &[]);
    let rows = l.standings(None);
    let ayse: Vec<(&str, u32)> = rows
        .iter()
        .filter(|r| r.name != "Can")
        .map(|r| (r.name.as_str(), r.nights))
        .collect();
    assert_eq!(ayse.len(), 2, "{ayse:?}");
    assert!(ayse.contains(&("Ayse", 1)));
    let alias = LedgerRecord {
        seq: 1,
        at: 0,
        event: LedgerEvent::Alias {
            old: "Ayse".into(),
            new: "Ayşe".into(),
        },
    };
    let l = Ledger::build(nights, &[alias]);
    let rows = l.standings(None);
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[0].name.as_str(), rows[0].nights, rows[0].net),
        ("Ayşe", 3, Kurus(3_000))
    );
    assert!(l.check_alias("ayse", "AYŞE").is_err());
}

#[test]
fn an_expense_outside_a_night_becomes_debts_to_the_payer() {
    let ev = LedgerRecord {
        seq: 1,
        at: 0,
        event: LedgerEvent::Expense {
            payer: "Ayşe".into(),
            kurus: Kurus(10_001),
            shared_by: vec!["Işıl".into(), "Ayşe".into(), "Can".into()],
            what: "pizza".into(),
        },
    };
    let l = Ledger::build(Vec::new(), &[ev]);
    let debts: Vec<(&str, &str, Kurus)> = l
        .debts
        .iter()
        .map(|d| (l.name(&d.from), l.name(&d.to), d.kurus))
        .collect();
    // 10001 / 3 = 3333 rest 2: the first two named get one kuruş more.
    assert_eq!(
        debts,
        vec![
            ("Işıl", "Ayşe", Kurus(3_334)),
            ("Can", "Ayşe", Kurus(3_333))
        ]
    );
    check_balances_and_settle(&l);
}

// ------------------------------------------------------- expenses, money

#[test]
fn shares_add_up_and_the_rest_goes_to_the_earliest_players() {
    assert_eq!(
        shares(Kurus(10_001), &[0, 1, 2, 3].map(PlayerId)),
        [2_501, 2_500, 2_500, 2_500].map(Kurus).to_vec()
    );
    assert_eq!(
        shares(Kurus(10_002), &[3, 1, 2].map(PlayerId)),
        [3_334, 3_334, 3_334].map(Kurus).to_vec()
    );
    assert_eq!(
        shares(Kurus(10_000), &[3, 1, 2].map(PlayerId)),
        [3_333, 3_334, 3_333].map(Kurus).to_vec()
    );
    assert_eq!(
        shares(Kurus(7), &[PlayerId(2), PlayerId(0)]),
        vec![Kurus(3), Kurus(4)]
    );
    let mut rng = SplitMix(14);
    for _ in 0..500 {
        let k = 1 + rng.below(8) as usize;
        let who: Vec<PlayerId> = PlayerId::all(k).collect();
        let amount = Kurus(1 + rng.below(1_000_000) as i64);
        let s = shares(amount, &who);
        assert_eq!(s.iter().sum::<Kurus>(), amount);
        assert!(*s.iter().max().unwrap() - *s.iter().min().unwrap() <= Kurus(1));
    }
}

#[test]
fn a_night_with_expenses_settles_chips_and_expenses_together_in_the_fewest_transfers() {
    for seed in 0..300u64 {
        let mut rng = SplitMix(0xe8e45e ^ seed);
        let n = 2 + rng.below(7) as usize;
        let mut counts: Vec<Count> = (0..n)
            .map(|_| Count {
                kav: Chips(400 * (1 + rng.below(3) as i64)),
                chips: Chips::ZERO,
            })
            .collect();
        // Chips conserved: deal the bought chips out at random.
        let total: Chips = counts.iter().map(|c| c.kav).sum();
        let mut left = total;
        for count in counts.iter_mut().take(n - 1) {
            let c = Chips(rng.below(left.get() as u64 + 1) as i64);
            count.chips = c;
            left -= c;
        }
        counts[n - 1].chips = left;
        let expenses: Vec<Expense> = (0..rng.below(4))
            .map(|_| {
                let mut who: Vec<PlayerId> =
                    PlayerId::all(n).filter(|_| rng.below(3) > 0).collect();
                if who.is_empty() {
                    who.push(PlayerId(0));
                }
                Expense {
                    payer: PlayerId(rng.below(n as u64) as u8),
                    kurus: Kurus(1 + rng.below(100_000) as i64),
                    shared_by: who,
                }
            })
            .collect();
        let input = SettleInput {
            counts,
            chip_value: [1, 25, 100].map(Kurus)[rng.below(3) as usize],
            ..SettleInput::default()
        };
        let extras = Extras {
            expenses: expenses.clone(),
            ..Extras::default()
        };
        let s = settle_with(&input, &extras).unwrap();
        // Each player's due: chips in money plus his side of the expenses,
        // worked out here from the expenses themselves.
        let mut due: Vec<Kurus> = s.money.clone();
        for e in &expenses {
            due[e.payer.index()] += e.kurus;
            for (&p, part) in e.shared_by.iter().zip(shares(e.kurus, &e.shared_by)) {
                due[p.index()] -= part;
            }
        }
        assert_eq!(due.iter().sum::<Kurus>(), Kurus::ZERO);
        assert_eq!(s.balances, due);
        let mut got = vec![Kurus::ZERO; n];
        for t in &s.transfers {
            let (Party::Player(f), Party::Player(to)) = (t.from, t.to) else {
                panic!("no cashier here");
            };
            assert!(t.kurus > Kurus::ZERO);
            got[f.index()] -= t.kurus;
            got[to.index()] += t.kurus;
        }
        assert_eq!(got, due, "seed {seed}: exact to the kuruş");
        assert_eq!(s.transfers.len(), brute_min(&due), "seed {seed}: fewest");
        assert_eq!(s.money_only, !expenses.is_empty());
    }
}

// --------------------------------------------------- a night on the table

/// The shared test night under the name these tests print.
fn setup() -> Setup {
    let mut s = common::night::setup("kapali", &["Ayşe", "Mehmet", "Işıl", "Şükrü"]);
    s.name = "Masraflı gece".into();
    s
}

/// The night with its clock a second on at each action.
fn table() -> T {
    T::new(setup()).stepping(1_000)
}

const AYSE: PlayerId = PlayerId(0);
const MEHMET: PlayerId = PlayerId(1);
const ISIL: PlayerId = PlayerId(2);
const SUKRU: PlayerId = PlayerId(3);

#[test]
fn an_early_leaver_settled_on_the_spot_ends_at_zero_and_nothing_counts_twice() {
    let mut t = table();
    t.ok(Action::DrawSeats { seed: 7 });
    for p in [AYSE, MEHMET, ISIL, SUKRU] {
        t.ok(Action::BuyKav {
            player: p,
            chips: Chips(400),
        });
    }
    t.ok(Action::NewHand);
    t.ok(Action::EndHand {
        winner: Some(AYSE),
        pot: None,
    });
    // Pizza for everyone at the table: 100,01 ₺ over 4 = 25,01 + 3 × 25,00.
    let e = t.ok(Action::RecordExpense {
        payer: AYSE,
        kurus: Kurus(10_001),
        shared_by: Vec::new(),
        what: " pizza ".into(),
    });
    assert_eq!(
        e,
        Event::ExpenseRecorded {
            payer: AYSE,
            kurus: Kurus(10_001),
            shared_by: vec![AYSE, MEHMET, ISIL, SUKRU],
            what: "pizza".into()
        }
    );
    // Mehmet leaves with 250 of his 400 (before çıkma: with a reason).
    assert!(
        t.night
            .decide(
                Action::SettleLeaver {
                    player: MEHMET,
                    with: AYSE
                },
                t.now
            )
            .is_err(),
        "only a player who left"
    );
    t.ok(Action::Leave {
        player: MEHMET,
        chips: Chips(250),
        override_reason: Some("çocuk hasta".into()),
        colours: Vec::new(),
    });
    let due = t.night.state().leaver_due(MEHMET).unwrap();
    assert_eq!(
        (due.net_chips, due.money, due.expenses, due.due),
        (Chips(-150), Kurus(-15_000), Kurus(-2_500), Kurus(-17_500))
    );
    let line = racon::i18n::ledger::leaver_line("Mehmet", &due, racon::i18n::Lang::Tr);
    assert!(line.contains("borcu 175,00 ₺"), "{line}");
    let spot = t.ok(Action::SettleLeaver {
        player: MEHMET,
        with: AYSE,
    });
    assert_eq!(
        spot,
        Event::PaidOnSpot {
            from: MEHMET,
            to: AYSE,
            kurus: Kurus(17_500)
        }
    );
    assert_eq!(t.night.state().leaver_due(MEHMET).unwrap().due, Kurus::ZERO);
    assert!(
        t.night
            .decide(
                Action::SettleLeaver {
                    player: MEHMET,
                    with: AYSE
                },
                t.now
            )
            .is_err(),
        "square: nothing more to settle"
    );
    // Drinks after he left: shared by the three still at the table.
    let e = t.ok(Action::RecordExpense {
        payer: ISIL,
        kurus: Kurus(6_000),
        shared_by: Vec::new(),
        what: "içki".into(),
    });
    assert!(matches!(e, Event::ExpenseRecorded { ref shared_by, .. } if shared_by.len() == 3));
    // A leaver cannot be named to share.
    assert!(
        t.night
            .decide(
                Action::RecordExpense {
                    payer: ISIL,
                    kurus: Kurus(100),
                    shared_by: vec![MEHMET, ISIL],
                    what: String::new()
                },
                t.now
            )
            .is_err()
    );
    t.ok(Action::EndNight {
        consent: vec![AYSE, ISIL, SUKRU],
    });
    // 50 chips too many: spread over the players still at the table only
    // (−50 ÷ 3 rounded down is −17, the chip left over goes to the first).
    for (p, c) in [(AYSE, 700), (ISIL, 300), (SUKRU, 400)] {
        t.ok(Action::CountChips {
            player: p,
            chips: Chips(c),
            colours: Vec::new(),
        });
    }
    t.ok(Action::ResolveDifference {
        resolve: Resolve::Spread,
    });
    let st = t.night.state();
    let s = st.settlement().unwrap();
    assert_eq!(
        s.resolution.as_ref().unwrap().adjustments,
        [-16, 0, -17, -17].map(Chips).to_vec()
    );
    assert!(s.money_only);
    // What each one should end with: his chips in money and his side of
    // the expenses.
    let due: Vec<Kurus> = (0..4).map(|i| s.money[i] + s.expenses[i]).collect();
    assert_eq!(due.iter().sum::<Kurus>(), Kurus::ZERO);
    // What he got: the final transfers plus the payment on the spot.
    let mut got = vec![Kurus::ZERO; 4];
    got[MEHMET.index()] -= Kurus(17_500);
    got[AYSE.index()] += Kurus(17_500);
    for t in &s.transfers {
        let (Party::Player(f), Party::Player(to)) = (t.from, t.to) else {
            panic!("no cashier");
        };
        got[f.index()] -= t.kurus;
        got[to.index()] += t.kurus;
    }
    assert_eq!(got, due, "every net at zero");
    assert!(
        s.transfers
            .iter()
            .all(|t| t.from != Party::Player(PlayerId(1)) && t.to != Party::Player(PlayerId(1))),
        "the leaver is not in the final transfers: {:?}",
        s.transfers
    );
    assert_eq!(s.transfers.len(), brute_min(&s.balances));
    // The report shows the expenses in their own section.
    let meta = racon::report::Meta::of(
        &t.night,
        "2026-11-29T21:04:00+03:00",
        "2026-11-30T01:00:00+03:00",
    );
    for lang in [racon::i18n::Lang::Tr, racon::i18n::Lang::En] {
        let text = racon::report::render(st, &meta, racon::report::Format::Text, lang).unwrap();
        let want = lang.pick("Masraflar (2", "Expenses (2");
        assert!(text.contains(want), "{text}");
        assert!(text.contains("pizza") && text.contains("içki"), "{text}");
        assert!(
            text.contains(lang.pick("Yerinde ödenenler", "Paid on the spot")),
            "{text}"
        );
        let md = racon::report::render(st, &meta, racon::report::Format::Markdown, lang).unwrap();
        assert!(md.contains(want), "{md}");
    }
    let csv = racon::report::render(st, &meta, racon::report::Format::Csv, racon::i18n::Lang::En)
        .unwrap();
    assert!(csv.contains("expense,"), "{csv}");
}

#[test]
fn spot_payments_and_expenses_are_exact_for_random_leavers() {
    // settle_with directly: random counts, a random leaver paid on the
    // spot for his due, then a random difference spread or lost.
    let mut fallbacks = 0;
    for seed in 0..200u64 {
        let mut rng = SplitMix(0x5907 ^ seed);
        let n = 3 + rng.below(5) as usize;
        let mut counts: Vec<Count> = (0..n)
            .map(|_| Count {
                kav: Chips(400),
                chips: Chips::ZERO,
            })
            .collect();
        let mut pot = Chips(400 * n as i64);
        for c in counts.iter_mut().take(n - 1) {
            c.chips = Chips(rng.below(pot.get() as u64 + 1) as i64);
            pot -= c.chips;
        }
        counts[n - 1].chips = pot;
        let leaver = rng.below(n as u64) as usize;
        // A small counting error by someone who stayed.
        let other = (leaver + 2) % n;
        counts[other].chips =
            (counts[other].chips + Chips(rng.below(61) as i64 - 30)).max(Chips::ZERO);
        let with = (leaver + 1) % n;
        let (leaver_id, with_id) = (PlayerId(leaver as u8), PlayerId(with as u8));
        let expenses = vec![Expense {
            payer: with_id,
            kurus: Kurus(1 + rng.below(50_000) as i64),
            shared_by: PlayerId::all(n).collect(),
        }];
        let mut settled = vec![false; n];
        settled[leaver] = true;
        let value = Kurus(100);
        let exp_side = {
            let mut v = vec![Kurus::ZERO; n];
            v[with] += expenses[0].kurus;
            for (p, part) in shares(expenses[0].kurus, &expenses[0].shared_by)
                .into_iter()
                .enumerate()
            {
                v[p] -= part;
            }
            v
        };
        let due = (counts[leaver].chips - counts[leaver].kav)
            .to_kurus(value)
            .unwrap()
            + exp_side[leaver];
        let paid = match due.signum() {
            0 => Vec::new(),
            1 => vec![SpotPayment {
                from: with_id,
                to: leaver_id,
                kurus: due,
            }],
            _ => vec![SpotPayment {
                from: leaver_id,
                to: with_id,
                kurus: -due,
            }],
        };
        let input = SettleInput {
            counts,
            chip_value: value,
            resolve: Some([Resolve::Spread, Resolve::Lost][rng.below(2) as usize]),
            ..SettleInput::default()
        };
        let s = settle_with(
            &input,
            &Extras {
                expenses,
                paid: paid.clone(),
                settled,
            },
        )
        .unwrap();
        // Spread and lost leave the leaver alone unless the others cannot
        // absorb lost chips (then everyone shares, and he is in the final
        // transfers for that part only).
        let touched = s
            .resolution
            .as_ref()
            .is_some_and(|r| r.adjustments[leaver] != Chips::ZERO);
        if touched {
            fallbacks += 1;
        } else {
            assert_eq!(s.balances[leaver], Kurus::ZERO, "seed {seed}: {s:?}");
        }
        let mut got = vec![Kurus::ZERO; n];
        for p in &paid {
            got[p.from.index()] -= p.kurus;
            got[p.to.index()] += p.kurus;
        }
        for t in &s.transfers {
            let (Party::Player(f), Party::Player(to)) = (t.from, t.to) else {
                panic!()
            };
            got[f.index()] -= t.kurus;
            got[to.index()] += t.kurus;
        }
        let want: Vec<Kurus> = (0..n).map(|i| s.money[i] + s.expenses[i]).collect();
        assert_eq!(got, want, "seed {seed}");
        assert_eq!(s.transfers.len(), brute_min(&s.balances));
    }
    assert!(fallbacks < 20, "{fallbacks} of 200 touched the leaver");
}

// ------------------------------------------------------------ on disk

fn copy_night(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    std::fs::copy(from.join("events"), to.join("events")).unwrap();
}

const FIXTURE: &str = "tests/fixtures/ledger/2026-11-30-2030-cuma-gecesi";

#[test]
fn an_old_night_loads_and_counts_and_the_cache_reads_it_once() {
    let tmp = TempDir::new("ledger-old");
    let dirs = tmp.dirs();
    let nights = dirs.data.join("nights");
    copy_night(
        Path::new(FIXTURE),
        &nights.join("2026-11-30-2030-cuma-gecesi"),
    );
    // A night that does not load is listed and skipped, never fatal.
    std::fs::create_dir_all(nights.join("2026-12-01-bozuk")).unwrap();
    std::fs::write(nights.join("2026-12-01-bozuk/events"), "not a journal\n").unwrap();

    let first = racon::store::ledger::load_nights(&dirs);
    assert_eq!(first.finished.len(), 1);
    assert_eq!(first.read, 2);
    assert_eq!(first.skipped.len(), 1);
    let book = &first.finished[0];
    assert_eq!(book.players, vec!["Ayşe", "Mehmet", "Işıl", "Şükrü"]);
    assert_eq!(
        book.results,
        [10_000, 5_000, -10_000, -5_000].map(Kurus).to_vec()
    );
    assert_eq!(book.results.iter().sum::<Kurus>(), Kurus::ZERO);
    assert_eq!(book.transfers.len(), 2);

    let again = racon::store::ledger::load_nights(&dirs);
    // The cache answers for the finished night; a night with a problem is
    // read again each time (its reason is worded in the user's language).
    assert_eq!(again.read, 1, "the cache answers for the finished night");
    assert_eq!(again.finished, first.finished);
    assert_eq!(again.skipped, first.skipped);

    // A changed night is read again.
    let mut nf =
        racon::store::night::NightFile::open(&nights.join("2026-11-30-2030-cuma-gecesi")).unwrap();
    nf.act(Action::Undo, T0).unwrap();
    drop(nf);
    let changed = racon::store::ledger::load_nights(&dirs);
    assert_eq!(changed.read, 2, "the changed night and the broken one");
}

/// `racon --data-dir DATA`.
fn in_data(data: &Path) -> Racon {
    Racon::new().data_dir_flag(data)
}

#[test]
fn the_cli_keeps_the_json_contract_and_refuses_bad_input_in_one_line() {
    let tmp = TempDir::new("ledger-cli");
    let data = tmp.0.join("data");
    copy_night(
        Path::new(FIXTURE),
        &data.join("nights/2026-11-30-2030-cuma-gecesi"),
    );
    let v = in_data(&data).args(["ledger", "--json"]).json();
    assert_eq!(v["nights"], 1);
    let p0 = &v["players"][0];
    for key in [
        "name",
        "nights",
        "net_kurus",
        "open_kurus",
        "best_kurus",
        "worst_kurus",
    ] {
        assert!(p0.get(key).is_some(), "{key} missing in {p0}");
    }
    assert_eq!(p0["name"], "Ayşe");
    assert_eq!(p0["net_kurus"], 10_000);

    let d = in_data(&data).args(["ledger", "debts", "--json"]).json();
    assert_eq!(d["debts"].as_array().unwrap().len(), 2);
    assert_eq!(d["debts"][0]["night"], "2026-11-30-2030-cuma-gecesi");

    // Paying more than is owed is refused; a partial payment is kept.
    let err = in_data(&data)
        .args(["--lang", "tr", "ledger", "paid", "ışıl", "AYŞE", "100,01"])
        .bad();
    assert!(err.contains("borcu 100,00 ₺"), "{err}");
    let p = in_data(&data)
        .args([
            "ledger",
            "paid",
            "ışıl",
            "AYŞE",
            "40",
            "--night",
            "2026-11-30-2030-cuma-gecesi",
            "--json",
        ])
        .json();
    assert_eq!(p["kurus"], 4_000);
    assert_eq!(p["still_owed_kurus"], 6_000);
    let s = in_data(&data).args(["ledger", "settle", "--json"]).json();
    let ts = s["transfers"].as_array().unwrap();
    assert_eq!(ts.len(), 2);
    assert_eq!(
        ts[0],
        serde_json::json!({"from": "Işıl", "to": "Ayşe", "kurus": 6_000})
    );
    // The rest of the debt when no amount is given.
    let p = in_data(&data)
        .args(["ledger", "paid", "Işıl", "Ayşe", "--json"])
        .json();
    assert_eq!(p["kurus"], 6_000);
    in_data(&data)
        .args(["ledger", "paid", "Işıl", "Ayşe"])
        .bad();
    in_data(&data)
        .args(["ledger", "paid", "Nobody", "Ayşe", "5"])
        .bad();
    in_data(&data)
        .args(["ledger", "paid", "Şükrü", "Mehmet", "5,999"])
        .bad();
    in_data(&data)
        .args(["ledger", "--from", "2026-13-01"])
        .bad();
    in_data(&data)
        .args(["ledger", "alias", "Ayşe", "AYŞE"])
        .bad();
    let u = in_data(&data).args(["ledger", "undo", "--json"]).json();
    assert_eq!(u["undone"], 2);
    let v = in_data(&data).args(["ledger", "--json"]).json();
    assert_eq!(v["players"][0]["open_kurus"], 6_000);
    // The report, in every format.
    for f in ["text", "md", "csv"] {
        let out = in_data(&data)
            .args(["--lang", "tr", "ledger", "report", "--format", f])
            .output();
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("Işıl"), "{text}");
    }
    let file = tmp.0.join("defter.txt");
    let out = in_data(&data)
        .args(["ledger", "report", "--out", file.to_str().unwrap()])
        .output();
    assert_eq!(out.status.code(), Some(0));
    // Written again over our own report; another file is left alone.
    let out = in_data(&data)
        .args(["ledger", "report", "--out", file.to_str().unwrap()])
        .output();
    assert_eq!(out.status.code(), Some(0));
    std::fs::write(&file, "my notes\n").unwrap();
    in_data(&data)
        .args(["ledger", "report", "--out", file.to_str().unwrap()])
        .bad();
    // Help in both languages, for every argument.
    for (lang, word) in [("tr", "Ödeyen"), ("en", "Who paid")] {
        let out = in_data(&data)
            .args(["--lang", lang, "ledger", "paid", "--help"])
            .output();
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.contains(word), "{help}");
    }
}

#[test]
fn a_damaged_ledger_line_is_named_and_nothing_more_is_written() {
    let tmp = TempDir::new("ledger-bad");
    let data = tmp.0.join("data");
    copy_night(
        Path::new(FIXTURE),
        &data.join("nights/2026-11-30-2030-cuma-gecesi"),
    );
    in_data(&data)
        .args(["ledger", "paid", "Işıl", "Ayşe", "10", "--json"])
        .json();
    in_data(&data)
        .args(["ledger", "paid", "Işıl", "Ayşe", "20", "--json"])
        .json();
    let path = data.join("ledger/ledger");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.lines()
            .next()
            .unwrap()
            .contains("(format:\"racon-ledger\",version:2,")
    );
    // Change the amount of line 2 without fixing its checksum.
    let damaged = text.replacen("kurus:1000,", "kurus:9000,", 1);
    assert_ne!(damaged, text);
    std::fs::write(&path, &damaged).unwrap();
    let err = in_data(&data)
        .args(["ledger", "paid", "Işıl", "Ayşe", "5"])
        .bad();
    assert!(err.contains("ledger:2:1"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        damaged,
        "left as it was"
    );
}

// ------------------------------------------- net chips, settle payments

/// A night of two or three players with `results` (kuruş) at `chip_value`,
/// settled by the fewest transfers.
fn book(id: &str, players: &[&str], results: &[Kurus], chip_value: Kurus) -> NightBook {
    let transfers = minimal_transfers(results)
        .unwrap()
        .into_iter()
        .map(|t| NightTransfer {
            from: players[t.from.index()].into(),
            to: players[t.to.index()].into(),
            kurus: t.amount,
        })
        .collect();
    NightBook {
        id: id.into(),
        created: format!("{}T21:00:00+03:00", &id[..10]),
        name: id.into(),
        players: players.iter().map(|p| p.to_string()).collect(),
        results: results.to_vec(),
        transfers,
        chip_value,
    }
}

fn standing<'a>(
    rows: &'a [racon::money::ledger::Standing],
    name: &str,
) -> &'a racon::money::ledger::Standing {
    rows.iter().find(|r| r.name == name).unwrap()
}

#[test]
fn net_chips_add_up_only_where_the_chip_value_is_the_same() {
    let nights = vec![
        book(
            "2026-10-01-a",
            &["Ayşe", "Can"],
            &[Kurus(30_000), Kurus(-30_000)],
            Kurus(100),
        ),
        book(
            "2026-10-08-b",
            &["Ayşe", "Can"],
            &[Kurus(-10_000), Kurus(10_000)],
            Kurus(100),
        ),
        book(
            "2026-10-15-c",
            &["Ayşe", "Deniz"],
            &[Kurus(5_000), Kurus(-5_000)],
            Kurus(50),
        ),
    ];
    let l = Ledger::build(nights.clone(), &[]);
    let rows = l.standings(None);
    // Can played two nights at 1 ₺ a chip: −300 + 100 chips.
    assert_eq!(standing(&rows, "Can").chips, Some(Chips(-200)));
    // Deniz one night at 0,50 ₺: −100 chips.
    assert_eq!(standing(&rows, "Deniz").chips, Some(Chips(-100)));
    // Ayşe played at two chip values: no chip total.
    assert_eq!(standing(&rows, "Ayşe").chips, None);
    // Over the first two nights only, she has one.
    let ids = ["2026-10-01-a", "2026-10-08-b"];
    let rows = l.standings(Some(&ids));
    assert_eq!(standing(&rows, "Ayşe").chips, Some(Chips(200)));
    // A night from a cache without the chip value gives no chip total.
    let mut old = nights[0].clone();
    old.chip_value = Kurus::ZERO;
    let rows = Ledger::build(vec![old], &[]).standings(None);
    assert_eq!(standing(&rows, "Can").chips, None);
}

fn rec(seq: u64, event: LedgerEvent) -> LedgerRecord {
    LedgerRecord { seq, at: 0, event }
}

#[test]
fn paying_along_the_settle_transfers_without_a_direct_debt_clears_the_balances() {
    // Can owes Ayşe 100 ₺ (night a); Deniz owes Can 100 ₺ (night b): the
    // fewest transfers are Deniz → Ayşe, though Deniz owes Ayşe nothing.
    let nights = vec![
        book(
            "2026-10-01-a",
            &["Ayşe", "Can"],
            &[Kurus(10_000), Kurus(-10_000)],
            Kurus(100),
        ),
        book(
            "2026-10-08-b",
            &["Can", "Deniz"],
            &[Kurus(10_000), Kurus(-10_000)],
            Kurus(100),
        ),
    ];
    let l = Ledger::build(nights.clone(), &[]);
    assert_eq!(l.owed("Deniz", "Ayşe", None), Kurus::ZERO);
    assert!(l.check_payment("Deniz", "Ayşe", None, None).is_err());
    assert_eq!(
        l.check_settle_payment("Deniz", "Ayşe", None),
        Ok(Kurus(10_000))
    );
    // More than the transfer, or a pair not among them, is refused.
    assert!(matches!(
        l.check_settle_payment("Deniz", "Ayşe", Some(Kurus(10_001))),
        Err(racon::money::ledger::LedgerRefusal::Overpaying {
            open: Kurus(10_000),
            ..
        })
    ));
    assert!(matches!(
        l.check_settle_payment("Ayşe", "Deniz", None),
        Err(racon::money::ledger::LedgerRefusal::NothingOwed { .. })
    ));
    // A direct debt is still paid directly.
    assert_eq!(
        l.check_settle_payment("Can", "Ayşe", Some(Kurus(500))),
        Ok(Kurus(500))
    );

    // Part of it: the debts become the transfer, 60 ₺ still open.
    let paid = |k| LedgerEvent::SettlePaid {
        from: "deniz".into(),
        to: "AYŞE".into(),
        kurus: k,
    };
    let l = Ledger::build(nights.clone(), &[rec(1, paid(Kurus(4_000)))]);
    let open = l.open_debts();
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!(
        (open[0].from.as_str(), open[0].to.as_str(), open[0].open()),
        ("deniz", "ayşe", Kurus(6_000))
    );
    assert!(matches!(open[0].source, Source::Settle { seq: 1 }));
    let b = l.balances();
    assert_eq!(
        (b["deniz"], b["ayşe"], b.get("can")),
        (Kurus(-6_000), Kurus(6_000), None)
    );
    // The rest, now a direct debt: everyone square.
    let rest = LedgerEvent::Paid {
        from: "Deniz".into(),
        to: "Ayşe".into(),
        kurus: Kurus(6_000),
        night: None,
    };
    let l = Ledger::build(nights.clone(), &[rec(1, paid(Kurus(4_000))), rec(2, rest)]);
    assert!(l.balances().is_empty() && l.open_debts().is_empty());
    // The whole of it in one payment, and undone.
    let l = Ledger::build(nights.clone(), &[rec(1, paid(Kurus(10_000)))]);
    assert!(l.balances().is_empty() && l.open_debts().is_empty());
    let l = Ledger::build(
        nights,
        &[
            rec(1, paid(Kurus(10_000))),
            rec(2, LedgerEvent::Undo { target: 1 }),
        ],
    );
    assert_eq!(l.open_debts().len(), 2);
}

#[test]
fn ledger_paid_records_a_settle_payment_and_shows_net_chips() {
    let tmp = TempDir::new("ledger-settle-paid");
    let data = tmp.0.join("data");
    // Can owes Ayşe 100 ₺; Deniz owes Can 100 ₺ (expenses outside a night).
    in_data(&data)
        .args([
            "ledger",
            "expense",
            "Ayşe",
            "100",
            "--shared-by",
            "Can",
            "--json",
        ])
        .json();
    in_data(&data)
        .args([
            "ledger",
            "expense",
            "Can",
            "100",
            "--shared-by",
            "Deniz",
            "--json",
        ])
        .json();
    let plan = in_data(&data).args(["ledger", "settle", "--json"]).json();
    assert_eq!(plan["transfers"].as_array().unwrap().len(), 1, "{plan}");
    assert_eq!(plan["transfers"][0]["from"], "Deniz");
    assert_eq!(plan["transfers"][0]["to"], "Ayşe");
    // Paying more than the transfer is refused in one line.
    in_data(&data)
        .args(["ledger", "paid", "Deniz", "Ayşe", "150"])
        .bad();
    let v = in_data(&data)
        .args(["ledger", "paid", "deniz", "ayşe", "--json"])
        .json();
    assert_eq!(v["kurus"], 10_000);
    assert_eq!(v["still_owed_kurus"], 0);
    let d = in_data(&data).args(["ledger", "debts", "--json"]).json();
    assert_eq!(d["debts"].as_array().unwrap().len(), 0, "{d}");
    let s = in_data(&data).args(["ledger", "--json"]).json();
    for p in s["players"].as_array().unwrap() {
        assert_eq!(p["open_kurus"], 0, "{s}");
        // No night: no chips to count.
        assert!(p["net_chips"].is_null(), "{s}");
    }
}

/// A night left out of the ledger says why in the user's language (the
/// reason is read again, not taken from the cache in English).
#[test]
fn a_skipped_night_is_explained_in_turkish() {
    let t = TempDir::new("ledger-skip-tr");
    let data = t.0.clone();
    let bad = data.join("nights/2026-12-01-bozuk");
    std::fs::create_dir_all(&bad).unwrap();
    std::fs::write(bad.join("events"), "not a journal\n").unwrap();
    for _ in 0..2 {
        // Twice: the second run goes through the cache.
        let out = in_data(&data).args(["--lang", "tr", "ledger"]).output();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Atlandı"), "{text}");
        assert!(text.contains("günlük bu satırda bozuk"), "{text}");
        assert!(!text.contains("damaged"), "{text}");
    }
}
