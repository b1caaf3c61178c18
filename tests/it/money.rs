//! The money core: pot splits (R26, R27, R35, R36 with both values of C9,
//! R38), the count and its resolutions, money in kuruş, and exactly minimal
//! transfers checked against an independent brute force.

use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, RngSeed};
use racon::money::transfers::zero_sum_groups;
use racon::money::{
    CashierMode, Chips, Count, FalseOpener, FalseOpenerRule, InputError, Party, PotError, PotInput,
    PotKind, Resolve, SettleError, SettleInput, SettleTransfer, Split, Transfer, TransferError,
    minimal_transfers, settle, split,
};
use racon::units::{Kurus, PlayerId};

/// Seeded and without regression files: every run tries the same cases.
fn seeded(cases: u32, seed: u64) -> ProptestConfig {
    ProptestConfig {
        cases,
        rng_algorithm: RngAlgorithm::ChaCha,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

// ============================================================ transfers

/// Applies `transfers` to `nets`; squares everything iff all end at zero.
fn apply(nets: &[Chips], transfers: &[Transfer<Chips>]) -> Vec<Chips> {
    let mut left = nets.to_vec();
    for t in transfers {
        left[t.from.index()] += t.amount;
        left[t.to.index()] -= t.amount;
    }
    left
}

/// Chips from plain numbers.
fn c(v: &[i64]) -> Vec<Chips> {
    v.iter().copied().map(Chips).collect()
}

/// Independent brute force: try every partition of the players with a
/// non-zero net (restricted growth strings) and keep the one with the most
/// blocks that all sum to zero. The fewest transfers are the players minus
/// that many blocks.
fn brute_force_minimum(nets: &[Chips]) -> usize {
    let values: Vec<Chips> = nets.iter().copied().filter(|&v| v != Chips::ZERO).collect();
    fn go(values: &[Chips], i: usize, blocks: &mut Vec<Chips>, best: &mut usize) {
        if i == values.len() {
            if blocks.iter().all(|&s| s == Chips::ZERO) {
                *best = (*best).max(blocks.len());
            }
            return;
        }
        for b in 0..blocks.len() {
            blocks[b] += values[i];
            go(values, i + 1, blocks, best);
            blocks[b] -= values[i];
        }
        blocks.push(values[i]);
        go(values, i + 1, blocks, best);
        blocks.pop();
    }
    let mut best = 0;
    go(&values, 0, &mut Vec::new(), &mut best);
    values.len() - best
}

/// What most tools do: the largest debtor pays the largest creditor, over
/// everyone, until all are square.
fn greedy(nets: &[Chips]) -> Vec<Transfer<Chips>> {
    let mut left = nets.to_vec();
    let mut out = Vec::new();
    loop {
        let d = (0..left.len())
            .filter(|&i| left[i] < Chips::ZERO)
            .min_by_key(|&i| (left[i], i));
        let c = (0..left.len())
            .filter(|&i| left[i] > Chips::ZERO)
            .min_by_key(|&i| (-left[i], i));
        let (Some(d), Some(c)) = (d, c) else {
            return out;
        };
        let chips = left[c].min(-left[d]);
        left[d] += chips;
        left[c] -= chips;
        out.push(Transfer {
            from: PlayerId(d as u8),
            to: PlayerId(c as u8),
            amount: chips,
        });
    }
}

#[test]
fn greedy_needs_more_than_the_minimum_racon_does_not() {
    // Ali -400, Veli +300, Can +200, Ayşe +200, Işıl -300. Greedy pays
    // Veli from Ali first and is left with two half-settled debtors: four
    // transfers. Işıl and Veli square each other, Ali pays Can and Ayşe:
    // three.
    let nets = c(&[-400, 300, 200, 200, -300]);
    let g = greedy(&nets);
    assert_eq!(apply(&nets, &g), vec![Chips(0); 5]);
    assert_eq!(g.len(), 4);
    let t = minimal_transfers(&nets).unwrap();
    assert_eq!(apply(&nets, &t), vec![Chips(0); 5]);
    assert_eq!(t.len(), 3);
    assert_eq!(brute_force_minimum(&nets), 3);
    assert_eq!(
        t,
        vec![
            Transfer {
                from: PlayerId(0),
                to: PlayerId(2),
                amount: Chips(200)
            },
            Transfer {
                from: PlayerId(0),
                to: PlayerId(3),
                amount: Chips(200)
            },
            Transfer {
                from: PlayerId(4),
                to: PlayerId(1),
                amount: Chips(300)
            },
        ]
    );
}

#[test]
fn brute_force_agrees_on_known_cases() {
    assert_eq!(brute_force_minimum(&[]), 0);
    assert_eq!(brute_force_minimum(&[Chips(5), Chips(-5)]), 1);
    assert_eq!(brute_force_minimum(&[5, -5, 3, -3].map(Chips)), 2);
    assert_eq!(brute_force_minimum(&[6, -1, -2, -3].map(Chips)), 3);
    assert_eq!(brute_force_minimum(&[1, 1, 1, -1, -1, -1].map(Chips)), 3);
}

#[test]
fn many_pairs_settle_pairwise() {
    let nets = c(&[7, -7, 7, -7, 7, -7, 7, -7, 7, -7]);
    let t = minimal_transfers(&nets).unwrap();
    assert_eq!(t.len(), 5);
    assert_eq!(apply(&nets, &t), vec![Chips(0); 10]);
}

#[test]
fn twenty_players_are_settled_exactly_and_quickly() {
    // Ten pairs hidden among twenty players, plus a big group.
    let nets: Vec<Chips> = c(&[
        13, -13, 21, -21, 34, -34, 55, -55, 89, -89, 144, -144, 233, -233, 377, -100, -100, -100,
        -70, -7,
    ]);
    assert_eq!(nets.iter().sum::<Chips>(), Chips::ZERO);
    let started = std::time::Instant::now();
    let t = minimal_transfers(&nets).unwrap();
    let took = started.elapsed();
    assert_eq!(apply(&nets, &t), vec![Chips(0); 20]);
    // 7 pairs, and the rest (377 against five debtors) one group: 7 + 5.
    assert_eq!(t.len(), 12);
    assert!(took.as_secs() < 10, "took {took:?}");
}

#[test]
fn transfers_refuse_bad_nets() {
    assert_eq!(
        minimal_transfers(&c(&[100, -90])),
        Err(TransferError::NotZeroSum { sum: 10 })
    );
    assert!(matches!(
        minimal_transfers(&[Chips::ZERO; 21]),
        Err(TransferError::TooMany {
            players: 21,
            max: 20
        })
    ));
}

/// 2–10 players, nets summing to zero; small values make many zero-sum
/// groups, large ones few.
fn nets_strategy() -> impl Strategy<Value = Vec<Chips>> {
    (2usize..=10)
        .prop_flat_map(|n| {
            prop_oneof![
                prop::collection::vec(-6i64..=6, n - 1),
                prop::collection::vec(-60i64..=60, n - 1),
                prop::collection::vec(-1_000_000i64..=1_000_000, n - 1),
            ]
        })
        .prop_map(|mut v| {
            let last = -v.iter().sum::<i64>();
            v.push(last);
            c(&v)
        })
}

proptest! {
    #![proptest_config(seeded(400, 0x7261_636f_6e04))]

    #[test]
    fn transfers_are_exact_minimal_and_debtor_to_creditor(nets in nets_strategy()) {
        let t = minimal_transfers(&nets).unwrap();
        // Every net squared exactly.
        prop_assert_eq!(apply(&nets, &t), vec![Chips::ZERO; nets.len()]);
        // Only debtor → creditor, positive amounts, no self-payments.
        for x in &t {
            prop_assert!(nets[x.from.index()].is_negative(), "{:?} pays but is owed", x);
            prop_assert!(nets[x.to.index()].is_positive(), "{:?} is paid but owes", x);
            prop_assert!(x.amount.is_positive());
        }
        // Exactly the minimum.
        prop_assert_eq!(t.len(), brute_force_minimum(&nets));
        // The same input gives the same output.
        prop_assert_eq!(&minimal_transfers(&nets).unwrap(), &t);
        // And the groups it used are zero-sum and disjoint.
        let groups = zero_sum_groups(&nets).unwrap();
        let mut seen = vec![false; nets.len()];
        for g in &groups {
            prop_assert_eq!(g.iter().map(|i| nets[i.index()]).sum::<Chips>(), Chips::ZERO);
            for i in g {
                prop_assert!(!seen[i.index()]);
                seen[i.index()] = true;
            }
        }
        let nonzero = nets.iter().filter(|&&v| v != Chips::ZERO).count();
        prop_assert_eq!(t.len(), nonzero - groups.len());
    }
}

// ================================================================= pots

fn pot(put: &[Chips], order: &[&[u8]]) -> PotInput {
    PotInput {
        put_in: put.to_vec(),
        folded: vec![false; put.len()],
        order: order
            .iter()
            .map(|g| g.iter().copied().map(PlayerId).collect())
            .collect(),
        ..PotInput::default()
    }
}

/// Each pot as plain numbers: kind, chips, who could win, who won.
fn kinds(s: &Split) -> Vec<(PotKind, i64, Vec<u8>, Vec<u8>)> {
    let raw = |ps: &[PlayerId]| ps.iter().map(|p| p.0).collect::<Vec<u8>>();
    s.pots
        .iter()
        .map(|p| (p.kind, p.amount.get(), raw(&p.eligible), raw(&p.winners)))
        .collect()
}

#[test]
fn r27_rest_the_winner_takes_only_what_he_matched() {
    // Ali goes rest with 150 and wins; Veli and Can put in 400 each.
    // Ali takes 150 from each; the 500 above is a side pot for the other two.
    let s = split(&pot(&[150, 400, 400].map(Chips), &[&[0], &[2], &[1]])).unwrap();
    assert_eq!(s.payouts, [450, 0, 500].map(Chips).to_vec());
    assert_eq!(
        kinds(&s),
        vec![
            (PotKind::Main, 450, vec![0, 1, 2], vec![0]),
            (PotKind::Side, 500, vec![1, 2], vec![2]),
        ]
    );
}

#[test]
fn r27_a_smaller_loser_loses_only_his_own() {
    // Veli bets 400, Ali calls rest with 100 and loses: Veli takes 100 of
    // Ali's and his own 300 above it comes back.
    let s = split(&pot(&[Chips(100), Chips(400)], &[&[1], &[0]])).unwrap();
    assert_eq!(s.payouts, vec![Chips(0), Chips(500)]);
    assert_eq!(
        kinds(&s),
        vec![
            (PotKind::Main, 200, vec![0, 1], vec![1]),
            (PotKind::Returned, 300, vec![1], vec![1]),
        ]
    );
}

#[test]
fn r35_the_diferans_goes_to_the_second_best_hand() {
    // Ayşe (best) went rest with 100, Mehmet 300, Zeynep 500, Can folded
    // after 50. Ayşe takes 100 from each (and Can's 50); the diferans up to
    // 300 goes to the second-best, Mehmet; Zeynep's 200 above comes back.
    let mut input = pot(&[100, 300, 500, 50].map(Chips), &[&[0], &[1], &[2]]);
    input.folded[3] = true;
    let s = split(&input).unwrap();
    assert_eq!(
        kinds(&s),
        vec![
            (PotKind::Main, 350, vec![0, 1, 2], vec![0]),
            (PotKind::Side, 400, vec![1, 2], vec![1]),
            (PotKind::Returned, 200, vec![2], vec![2]),
        ]
    );
    assert_eq!(s.payouts, [350, 400, 200, 0].map(Chips).to_vec());
}

#[test]
fn r35_the_diferans_skips_to_the_best_hand_that_can_win_it() {
    // Three levels; the second best is short too, so the top layer goes to
    // the third.
    let s = split(&pot(
        &[100, 200, 300, 300].map(Chips),
        &[&[0], &[1], &[3], &[2]],
    ))
    .unwrap();
    assert_eq!(s.payouts, [400, 300, 0, 200].map(Chips).to_vec());
}

#[test]
fn r36_c9_best_other_hand_takes_the_whole_pot() {
    // Ali opened without openers and put in 400; Veli went rest with 150,
    // Can put in 400. Ali's 400 is a penalty in the main pot, which Veli
    // (the best other hand) takes; Can's 250 that Veli could not match
    // comes back to him.
    let mut input = pot(&[400, 150, 400].map(Chips), &[&[0], &[1], &[2]]);
    input.false_opener = Some(FalseOpener {
        player: PlayerId(0),
        rule: FalseOpenerRule::BestOtherHand,
    });
    let s = split(&input).unwrap();
    assert_eq!(s.payouts, [0, 700, 250].map(Chips).to_vec());
    assert_eq!(s.carried, Chips::ZERO);
    assert_eq!(s.pots[0].kind, PotKind::Main);
    assert_eq!(s.pots[0].from, [400, 150, 150].map(Chips).to_vec());
    assert_eq!(s.pots[0].eligible, vec![PlayerId(1), PlayerId(2)]);
}

#[test]
fn r36_c9_carry_the_penalty_stays_in_the_middle() {
    let mut input = pot(&[400, 150, 400].map(Chips), &[&[0], &[1], &[2]]);
    input.false_opener = Some(FalseOpener {
        player: PlayerId(0),
        rule: FalseOpenerRule::Carry,
    });
    let s = split(&input).unwrap();
    assert_eq!(s.carried, Chips(400));
    assert_eq!(s.payouts, [0, 300, 250].map(Chips).to_vec());
    assert_eq!(
        kinds(&s),
        vec![
            (PotKind::Carried, 400, vec![], vec![]),
            (PotKind::Main, 300, vec![1, 2], vec![1]),
            (PotKind::Returned, 250, vec![2], vec![2]),
        ]
    );
}

#[test]
fn r36_uncontested_false_opener_everything_stays_under_both_options() {
    // Everybody else folded: nobody can take the pot.
    for rule in [FalseOpenerRule::BestOtherHand, FalseOpenerRule::Carry] {
        let mut input = pot(&[100, 10, 10].map(Chips), &[]);
        input.folded = vec![false, true, true];
        input.yer = Chips(30);
        input.false_opener = Some(FalseOpener {
            player: PlayerId(0),
            rule,
        });
        let s = split(&input).unwrap();
        assert_eq!(s.payouts, [0, 0, 0].map(Chips).to_vec(), "{rule:?}");
        assert_eq!(s.carried, Chips(150), "{rule:?}");
        assert_eq!(kinds(&s), vec![(PotKind::Carried, 150, vec![], vec![])]);
    }
}

#[test]
fn r38_acik_is_matched_only_as_far_as_accepted() {
    // Ali and Veli are rest with 300 each, Can with 100. Before showdown
    // Ali offers 200 from off the table, Veli accepts 150 of it. The
    // açıktan fiş layer is 150 each; Ali's 50 nobody accepted comes back.
    // Can has the best hand but is not in the açık layer; Ali and Veli tie.
    let mut input = pot(&[300, 300, 100].map(Chips), &[&[2], &[0, 1]]);
    input.acik = vec![Chips(200), Chips(150), Chips::ZERO];
    let s = split(&input).unwrap();
    assert_eq!(
        kinds(&s),
        vec![
            (PotKind::Main, 300, vec![0, 1, 2], vec![2]),
            (PotKind::Side, 400, vec![0, 1], vec![0, 1]),
            (PotKind::Acik, 300, vec![0, 1], vec![0, 1]),
            (PotKind::AcikReturned, 50, vec![0], vec![0]),
        ]
    );
    assert_eq!(s.payouts, [400, 350, 300].map(Chips).to_vec());
}

#[test]
fn r38_the_best_hand_takes_everything_it_matched() {
    // Veli best: takes the table and the whole matched açık layer.
    let mut input = pot(&[Chips(300), Chips(300)], &[&[1], &[0]]);
    input.acik = vec![Chips(200), Chips(150)];
    let s = split(&input).unwrap();
    assert_eq!(s.payouts, vec![Chips(50), Chips(900)]);
}

#[test]
fn r38_three_way_acik_layers() {
    let mut input = pot(&[500, 500, 500].map(Chips), &[&[2], &[1], &[0]]);
    input.acik = [200, 150, 100].map(Chips).to_vec();
    let s = split(&input).unwrap();
    // Can (best) offered only 100: takes 100 from each. Veli takes the
    // 50-each layer between 100 and 150; Ali's last 50 comes back.
    assert_eq!(s.payouts, [50, 100, 1800].map(Chips).to_vec());
}

#[test]
fn r38_a_folded_player_cannot_have_acik() {
    let mut input = pot(&[300, 300, 100].map(Chips), &[&[0], &[1]]);
    input.folded[2] = true;
    input.acik = [100, 100, 100].map(Chips).to_vec();
    assert_eq!(
        split(&input),
        Err(PotError::AcikFolded {
            player: PlayerId(2)
        })
    );
}

#[test]
fn r26_tapi_wins_only_the_yer() {
    // Ali had no chips (tapi): he put in nothing; 30 lie on the ground
    // (the yer). He has the best hand but takes only the yer.
    let mut input = pot(&[Chips::ZERO, Chips(200), Chips(200)], &[&[0], &[1], &[2]]);
    input.yer = Chips(30);
    let s = split(&input).unwrap();
    assert_eq!(s.payouts, [30, 400, 0].map(Chips).to_vec());
    // Under gel-gel he put in only his ante (10): he takes the antes.
    let s = split(&pot(&[10, 210, 210].map(Chips), &[&[0], &[1], &[2]])).unwrap();
    assert_eq!(s.payouts, [30, 400, 0].map(Chips).to_vec());
}

#[test]
fn ties_split_and_the_odd_chip_goes_to_the_first_written() {
    let s = split(&pot(&[101, 100, 100].map(Chips), &[&[2, 1, 0]])).unwrap();
    // Main 300 in three; Ali's unmatched chip comes back.
    assert_eq!(s.payouts, [101, 100, 100].map(Chips).to_vec());
    let mut input = pot(&[100, 100, 100].map(Chips), &[&[2, 1], &[0]]);
    input.yer = Chips(1);
    let s = split(&input).unwrap();
    assert_eq!(s.pots[0].winners, vec![PlayerId(2), PlayerId(1)]);
    assert_eq!(s.pots[0].shares, vec![Chips(151), Chips(150)]);
    assert_eq!(s.payouts, [0, 150, 151].map(Chips).to_vec());
}

#[test]
fn pot_input_errors() {
    assert_eq!(
        split(&PotInput::default()),
        Err(PotError::Input(InputError::NoPlayers))
    );
    let mut input = pot(&[Chips(100), Chips(100)], &[&[0]]);
    assert_eq!(
        split(&input),
        Err(PotError::Unranked {
            player: PlayerId(1)
        })
    );
    input.order = vec![vec![PlayerId(0)], vec![PlayerId(1), PlayerId(0)]];
    assert_eq!(
        split(&input),
        Err(PotError::Duplicate {
            player: PlayerId(0)
        })
    );
    input.order = vec![vec![PlayerId(0), PlayerId(1)]];
    input.folded = vec![true, true];
    assert_eq!(split(&input), Err(PotError::NoContender));
    let input = pot(&[Chips(-1), Chips(100)], &[&[0, 1]]);
    assert_eq!(
        split(&input),
        Err(PotError::Input(InputError::Negative {
            player: PlayerId(0)
        }))
    );
    let input = pot(&c(&[i64::MAX, 100]), &[&[0, 1]]);
    assert!(matches!(
        split(&input),
        Err(PotError::Input(InputError::TooLarge {
            player: PlayerId(0),
            ..
        }))
    ));
    let input = pot(&[Chips(1); 21], &[]);
    assert!(matches!(
        split(&input),
        Err(PotError::Input(InputError::TooMany { .. }))
    ));
    let mut input = pot(&[Chips(100), Chips(100)], &[&[0, 7]]);
    assert_eq!(
        split(&input),
        Err(PotError::Input(InputError::UnknownPlayer {
            player: PlayerId(7)
        }))
    );
    input.order = vec![vec![PlayerId(0), PlayerId(1)]];
    input.acik = vec![Chips(1)];
    assert_eq!(split(&input), Err(PotError::Input(InputError::Shape)));
}

/// A random showdown: 2–8 players, amounts, folds (at least one stays in
/// unless there is a false opener), a shuffled order with ties, an
/// optional yer, açık and false opener.
fn showdown() -> impl Strategy<Value = PotInput> {
    (2usize..=8).prop_flat_map(|n| {
        (
            prop::collection::vec(
                prop_oneof![0i64..=5, 0i64..=1000, Just(100i64), Just(250i64)],
                n,
            ),
            prop::collection::vec(prop::bool::weighted(0.3), n),
            Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
            prop::collection::vec(prop::bool::weighted(0.3), n),
            prop_oneof![Just(0i64), 0i64..=100],
            prop::option::weighted(0.3, prop::collection::vec(0i64..=300, n)),
            prop::option::weighted(0.3, (0..n, prop::bool::ANY)),
        )
            .prop_map(move |(put_in, mut folded, perm, tie, yer, acik, fo)| {
                let false_opener = fo.map(|(player, carry)| FalseOpener {
                    player: PlayerId(player as u8),
                    rule: if carry {
                        FalseOpenerRule::Carry
                    } else {
                        FalseOpenerRule::BestOtherHand
                    },
                });
                if false_opener.is_none() && folded.iter().all(|&f| f) {
                    folded[perm[0]] = false;
                }
                let mut order: Vec<Vec<PlayerId>> = Vec::new();
                for (k, &p) in perm.iter().enumerate() {
                    let p = PlayerId(p as u8);
                    match order.last_mut() {
                        Some(g) if tie[k] => g.push(p),
                        _ => order.push(vec![p]),
                    }
                }
                let acik = match acik {
                    Some(mut a) => {
                        for p in 0..n {
                            if folded[p] {
                                a[p] = 0;
                            }
                        }
                        a
                    }
                    None => Vec::new(),
                };
                PotInput {
                    put_in: c(&put_in),
                    folded,
                    order,
                    yer: Chips(yer),
                    acik: c(&acik),
                    false_opener,
                }
            })
    })
}

proptest! {
    #![proptest_config(seeded(1000, 0x706f_7473))]

    #[test]
    fn pot_properties(input in showdown()) {
        let s = split(&input).unwrap();
        let n = input.put_in.len();
        let acik = if input.acik.is_empty() { vec![Chips::ZERO; n] } else { input.acik.clone() };
        let fo = input.false_opener.map(|f| f.player.index());

        // Chips are conserved: all that went in comes out or stays.
        let total_in: Chips =
            input.put_in.iter().sum::<Chips>() + acik.iter().sum::<Chips>() + input.yer;
        prop_assert_eq!(s.payouts.iter().sum::<Chips>() + s.carried, total_in);
        let pots_total: Chips = s.pots.iter().map(|p| p.amount).sum();
        prop_assert_eq!(pots_total, total_in);
        for p in &s.pots {
            prop_assert_eq!(p.from.iter().sum::<Chips>() + p.yer, p.amount);
        }

        for pot in &s.pots {
            let own_return = matches!(pot.kind, PotKind::Returned | PotKind::AcikReturned);
            if own_return {
                // Only the owner's own chips, back to him.
                prop_assert_eq!(pot.winners.len(), 1);
                let w = pot.winners[0].index();
                prop_assert!(pot.from.iter().enumerate().all(|(p, &c)| p == w || c == Chips::ZERO));
                prop_assert_eq!(pot.yer, Chips::ZERO);
            }
            for w in pot.winners.iter().map(|p| p.index()) {
                // A folded player or the false opener never wins anything
                // but his own returned chips.
                if input.folded[w] || Some(w) == fo {
                    prop_assert!(own_return, "{} won {:?}", w, pot);
                }
                prop_assert!(pot.eligible.contains(&PlayerId(w as u8)));
            }
            // Ties split within one chip; the odd chips go first in order.
            if let (Some(&hi), Some(&lo)) = (pot.shares.first(), pot.shares.last()) {
                prop_assert!(hi - lo <= Chips(1));
                prop_assert!(pot.shares.windows(2).all(|w| w[0] >= w[1]));
                prop_assert_eq!(pot.shares.iter().sum::<Chips>(), pot.amount);
            }
            // A winner's hand is at least as good as every other eligible one.
            if let Some(&w) = pot.winners.first() {
                let rank = |p: PlayerId| input.order.iter().position(|g| g.contains(&p));
                for &e in &pot.eligible {
                    prop_assert!(rank(w) <= rank(e) || rank(e).is_none());
                }
            }
            if pot.kind == PotKind::Carried {
                prop_assert!(pot.winners.is_empty());
            }
        }

        // Nobody wins from a player more than that player matched: over the
        // pots w can win, the chips that came from p are at most what both
        // of them put in (a false opener's penalty excepted).
        for w in 0..n {
            for p in 0..n {
                if p == w || Some(p) == fo {
                    continue;
                }
                let (mut table, mut off) = (Chips::ZERO, Chips::ZERO);
                for pot in s.pots.iter().filter(|x| x.winners.contains(&PlayerId(w as u8))) {
                    if matches!(pot.kind, PotKind::Acik | PotKind::AcikReturned) {
                        off += pot.from[p];
                    } else {
                        table += pot.from[p];
                    }
                }
                prop_assert!(table <= input.put_in[p].min(input.put_in[w]),
                    "{} won {} of {}'s chips", w, table, p);
                prop_assert!(off <= acik[p].min(acik[w]),
                    "{} won {} of {}'s açık", w, off, p);
            }
        }

        // Deterministic.
        prop_assert_eq!(&split(&input).unwrap(), &s);
    }
}

// ============================================================ settlement

fn count(pairs: &[(Chips, Chips)]) -> SettleInput {
    SettleInput {
        counts: pairs
            .iter()
            .map(|&(kav, chips)| Count { kav, chips })
            .collect(),
        chip_value: Kurus(100),
        ..SettleInput::default()
    }
}

/// Ali 1000 → 1800, Veli 1000 → 100, Can 2000 → 2000: 100 chips missing.
fn missing_100() -> SettleInput {
    count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(100)),
        (Chips(2000), Chips(2000)),
    ])
}

fn settles_exactly(input: &SettleInput) {
    let s = settle(input).unwrap();
    assert_eq!(s.nets.iter().sum::<Chips>(), Chips::ZERO);
    assert_eq!(s.money.iter().sum::<Kurus>(), Kurus::ZERO);
    let mut left = s.nets.clone();
    for t in &s.transfers {
        if let Party::Player(p) = t.from {
            left[p.index()] += t.chips;
        }
        if let Party::Player(p) = t.to {
            left[p.index()] -= t.chips;
        }
        assert_eq!(Some(t.kurus), t.chips.to_kurus(input.chip_value));
    }
    if input.cashier.is_none() {
        assert_eq!(left, vec![Chips(0); left.len()]);
    }
}

#[test]
fn a_balanced_count_settles() {
    let s = settle(&count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(200)),
        (Chips(2000), Chips(2000)),
    ]))
    .unwrap();
    assert_eq!(s.difference, Chips::ZERO);
    assert_eq!(s.resolution, None);
    assert_eq!(s.nets, [800, -800, 0].map(Chips).to_vec());
    assert_eq!(s.money, [80_000, -80_000, 0].map(Kurus).to_vec());
    assert_eq!(
        s.transfers,
        vec![SettleTransfer {
            from: Party::Player(PlayerId(1)),
            to: Party::Player(PlayerId(0)),
            chips: Chips(800),
            kurus: Kurus(80_000),
        }]
    );
}

#[test]
fn an_unbalanced_count_is_refused_until_resolved() {
    assert_eq!(
        settle(&missing_100()),
        Err(SettleError::Unbalanced {
            difference: Chips(-100),
            counted: Chips(3900),
            bought: Chips(4000)
        })
    );
    let extra = count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(300)),
        (Chips(2000), Chips(2000)),
    ]);
    assert!(matches!(
        settle(&extra),
        Err(SettleError::Unbalanced {
            difference: Chips(100),
            ..
        })
    ));
}

#[test]
fn resolve_assign_puts_the_difference_on_one_player() {
    let mut input = missing_100();
    input.resolve = Some(Resolve::Assign(PlayerId(2)));
    let s = settle(&input).unwrap();
    assert_eq!(s.difference, Chips(-100));
    let r = s.resolution.clone().unwrap();
    assert_eq!(r.choice, Resolve::Assign(PlayerId(2)));
    assert_eq!(r.adjustments, [0, 0, 100].map(Chips).to_vec());
    assert_eq!(s.counted, [800, -900, 0].map(Chips).to_vec());
    assert_eq!(s.nets, [800, -900, 100].map(Chips).to_vec());
    settles_exactly(&input);
    // Extra chips are charged to him.
    let mut extra = count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(300)),
        (Chips(2000), Chips(2000)),
    ]);
    extra.resolve = Some(Resolve::Assign(PlayerId(0)));
    let s = settle(&extra).unwrap();
    assert_eq!(s.nets, [700, -700, 0].map(Chips).to_vec());
}

#[test]
fn resolve_spread_shares_evenly_first_listed_get_the_rest() {
    let mut input = missing_100();
    input.resolve = Some(Resolve::Spread);
    let s = settle(&input).unwrap();
    let r = s.resolution.clone().unwrap();
    assert_eq!(r.choice, Resolve::Spread);
    assert_eq!(r.adjustments, [34, 33, 33].map(Chips).to_vec());
    assert_eq!(s.nets, [834, -867, 33].map(Chips).to_vec());
    settles_exactly(&input);
    let mut extra = count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(300)),
        (Chips(2000), Chips(2000)),
    ]);
    extra.resolve = Some(Resolve::Spread);
    let s = settle(&extra).unwrap();
    assert_eq!(
        s.resolution.unwrap().adjustments,
        [-33, -33, -34].map(Chips).to_vec()
    );
}

#[test]
fn resolve_lost_writes_the_chips_off() {
    // Missing chips: nobody is paid for them; the debts shrink.
    let mut input = count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(500)),
        (Chips(1000), Chips(600)),
    ]);
    input.resolve = Some(Resolve::Lost);
    let s = settle(&input).unwrap();
    assert_eq!(s.difference, Chips(-100));
    assert_eq!(s.counted, [800, -500, -400].map(Chips).to_vec());
    assert_eq!(s.resolution.as_ref().unwrap().choice, Resolve::Lost);
    assert_eq!(
        s.resolution.as_ref().unwrap().adjustments,
        [0, 56, 44].map(Chips).to_vec()
    );
    assert_eq!(s.nets, [800, -444, -356].map(Chips).to_vec());
    settles_exactly(&input);
    // Extra chips: nobody pays for them; the claims shrink.
    let mut input = count(&[
        (Chips(1000), Chips(1500)),
        (Chips(1000), Chips(1400)),
        (Chips(1000), Chips(200)),
    ]);
    input.resolve = Some(Resolve::Lost);
    let s = settle(&input).unwrap();
    assert_eq!(s.difference, Chips(100));
    assert_eq!(s.nets, [444, 356, -800].map(Chips).to_vec());
    settles_exactly(&input);
}

#[test]
fn a_resolution_is_recorded_only_when_needed() {
    let mut input = count(&[(Chips(1000), Chips(1800)), (Chips(1000), Chips(200))]);
    input.resolve = Some(Resolve::Spread);
    assert_eq!(settle(&input).unwrap().resolution, None);
}

#[test]
fn money_is_exact_kurus() {
    let mut input = count(&[(Chips(1000), Chips(1337)), (Chips(1000), Chips(663))]);
    input.chip_value = Kurus(25);
    let s = settle(&input).unwrap();
    assert_eq!(s.money, vec![Kurus(8_425), Kurus(-8_425)]);
    assert_eq!(s.transfers[0].kurus, Kurus(8_425));
    input.chip_value = Kurus::ZERO;
    assert!(matches!(
        settle(&input),
        Err(SettleError::BadChipValue { .. })
    ));
    input.chip_value = Kurus(1_000_001);
    assert!(matches!(
        settle(&input),
        Err(SettleError::BadChipValue { .. })
    ));
}

#[test]
fn the_biggest_amounts_do_not_overflow() {
    let max = racon::money::MAX_CHIPS;
    let mut input = count(&[(Chips(0), max); 20]);
    input.counts[0] = Count {
        kav: max,
        chips: Chips::ZERO,
    };
    input.chip_value = racon::money::MAX_CHIP_VALUE;
    input.resolve = Some(Resolve::Assign(PlayerId(0)));
    // A net of 19 × 10^12 chips at 10^6 kuruş is more than an i64 holds.
    assert_eq!(settle(&input), Err(SettleError::MoneyTooLarge));
    input.chip_value = Kurus(100);
    settles_exactly(&input);
    for choice in [Resolve::Spread, Resolve::Lost] {
        input.resolve = Some(choice);
        settles_exactly(&input);
    }
}

#[test]
fn cashier_mode_everyone_settles_with_the_cashier() {
    // Can (a player, net 0) is the cashier; Veli left 1000 with him.
    let mut input = count(&[
        (Chips(1000), Chips(1800)),
        (Chips(1000), Chips(200)),
        (Chips(2000), Chips(2000)),
        (Chips(1000), Chips(1000)),
    ]);
    input.cashier = Some(CashierMode::Player(PlayerId(2)));
    input.deposits = vec![Chips::ZERO, Chips(1000), Chips::ZERO, Chips(300)];
    let s = settle(&input).unwrap();
    assert_eq!(
        s.transfers,
        vec![
            // Ali is owed 800.
            SettleTransfer {
                from: Party::Player(PlayerId(2)),
                to: Party::Player(PlayerId(0)),
                chips: Chips(800),
                kurus: Kurus(80_000)
            },
            // Veli lost 800 of the 1000 he left: 200 back.
            SettleTransfer {
                from: Party::Player(PlayerId(2)),
                to: Party::Player(PlayerId(1)),
                chips: Chips(200),
                kurus: Kurus(20_000)
            },
            // Dördüncü broke even: his deposit back.
            SettleTransfer {
                from: Party::Player(PlayerId(2)),
                to: Party::Player(PlayerId(3)),
                chips: Chips(300),
                kurus: Kurus(30_000)
            },
        ]
    );
    // Without deposits a loser pays the cashier.
    input.deposits = Vec::new();
    let s = settle(&input).unwrap();
    assert_eq!(
        s.transfers,
        vec![
            SettleTransfer {
                from: Party::Player(PlayerId(2)),
                to: Party::Player(PlayerId(0)),
                chips: Chips(800),
                kurus: Kurus(80_000)
            },
            SettleTransfer {
                from: Party::Player(PlayerId(1)),
                to: Party::Player(PlayerId(2)),
                chips: Chips(800),
                kurus: Kurus(80_000)
            },
        ]
    );
}

#[test]
fn cashier_outsider_and_errors() {
    let mut input = count(&[(Chips(1000), Chips(1800)), (Chips(1000), Chips(200))]);
    input.cashier = Some(CashierMode::Outsider);
    input.deposits = vec![Chips::ZERO, Chips(500)];
    let s = settle(&input).unwrap();
    assert_eq!(
        s.transfers,
        vec![
            SettleTransfer {
                from: Party::Cashier,
                to: Party::Player(PlayerId(0)),
                chips: Chips(800),
                kurus: Kurus(80_000)
            },
            SettleTransfer {
                from: Party::Player(PlayerId(1)),
                to: Party::Cashier,
                chips: Chips(300),
                kurus: Kurus(30_000)
            },
        ]
    );
    input.cashier = Some(CashierMode::Player(PlayerId(1)));
    assert_eq!(
        settle(&input),
        Err(SettleError::CashierDeposit {
            player: PlayerId(1)
        })
    );
    input.cashier = None;
    assert_eq!(settle(&input), Err(SettleError::DepositsWithoutCashier));
}

#[test]
fn settle_input_errors() {
    assert_eq!(
        settle(&count(&[])),
        Err(SettleError::Input(InputError::NoPlayers))
    );
    assert!(matches!(
        settle(&count(&[(Chips(1), Chips(1)); 21])),
        Err(SettleError::Input(InputError::TooMany { .. }))
    ));
    assert_eq!(
        settle(&count(&[(Chips(1), Chips(-1)), (Chips(1), Chips(3))])),
        Err(SettleError::Input(InputError::Negative {
            player: PlayerId(0)
        }))
    );
    let mut input = missing_100();
    input.resolve = Some(Resolve::Assign(PlayerId(9)));
    assert_eq!(
        settle(&input),
        Err(SettleError::Input(InputError::UnknownPlayer {
            player: PlayerId(9)
        }))
    );
}

/// Random counts: 2–10 players, any difference, any resolution.
fn counts_strategy() -> impl Strategy<Value = SettleInput> {
    (2usize..=10).prop_flat_map(|n| {
        (
            prop::collection::vec((0i64..=5000, 0i64..=5000), n),
            prop_oneof![
                (0..n).prop_map(|p| Resolve::Assign(PlayerId(p as u8))),
                Just(Resolve::Spread),
                Just(Resolve::Lost)
            ],
            1i64..=1000,
        )
            .prop_map(|(pairs, resolve, chip_value)| {
                let pairs: Vec<(Chips, Chips)> = pairs
                    .into_iter()
                    .map(|(k, c)| (Chips(k), Chips(c)))
                    .collect();
                let mut input = count(&pairs);
                input.resolve = Some(resolve);
                input.chip_value = Kurus(chip_value);
                input
            })
    })
}

proptest! {
    #![proptest_config(seeded(300, 0x7365_7474))]

    #[test]
    fn every_resolved_count_settles_to_zero(input in counts_strategy()) {
        let s = settle(&input).unwrap();
        prop_assert_eq!(s.nets.iter().sum::<Chips>(), Chips::ZERO);
        prop_assert_eq!(s.money.iter().sum::<Kurus>(), Kurus::ZERO);
        prop_assert_eq!(s.counted.iter().sum::<Chips>(), s.difference);
        if let Some(r) = &s.resolution {
            prop_assert_eq!(r.adjustments.iter().sum::<Chips>(), -s.difference);
            if r.choice == Resolve::Lost {
                // Lost chips never flip a side: a debt shrinks at most to
                // zero, a claim too, and the other side is untouched.
                for (c, a) in s.counted.iter().zip(&r.adjustments) {
                    let after = *c + *a;
                    prop_assert!(a.is_zero() || after.signum() == c.signum() || after.is_zero());
                    if s.difference < Chips::ZERO { prop_assert!(*c < Chips::ZERO || *a == Chips::ZERO); }
                    if s.difference > Chips::ZERO { prop_assert!(*c > Chips::ZERO || *a == Chips::ZERO); }
                }
            }
            if r.choice == Resolve::Spread {
                let hi = r.adjustments.iter().max().copied().unwrap_or(Chips::ZERO);
                let lo = r.adjustments.iter().min().copied().unwrap_or(Chips::ZERO);
                prop_assert!(hi - lo <= Chips(1));
            }
        }
        let nets_transfers = minimal_transfers(&s.nets).unwrap();
        prop_assert_eq!(s.transfers.len(), nets_transfers.len());
        prop_assert_eq!(s.transfers.len(), brute_force_minimum(&s.nets));
        prop_assert_eq!(&settle(&input).unwrap(), &s);
    }
}
