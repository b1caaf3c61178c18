//! The peer process for `benches/whole_process.sh`: every one of the
//! 133,784,560 7-card hands of 52 cards dealt and evaluated with the `pokers`
//! crate (one precomputed key added per loop level, as its own enumeration
//! does), counted by category and printed. What `racon table --rules
//! texas-holdem` is measured against.

use pokers::{CARDS, Hand};

fn main() {
    let cards: &[Hand] = &CARDS[..52];
    let n = cards.len();
    // pokers scores: category in the top four bits (1 = high card .. 9 =
    // straight flush).
    let mut by_category = [0u64; 16];
    for a in 0..n - 6 {
        let ka = Hand::default() + cards[a];
        for b in a + 1..n - 5 {
            let kb = ka + cards[b];
            for c in b + 1..n - 4 {
                let kc = kb + cards[c];
                for d in c + 1..n - 3 {
                    let kd = kc + cards[d];
                    for e in d + 1..n - 2 {
                        let ke = kd + cards[e];
                        for f in e + 1..n - 1 {
                            let kf = ke + cards[f];
                            for &g in &cards[f + 1..] {
                                by_category[usize::from((kf + g).evaluate() >> 12) & 15] += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    let names = [
        "",
        "high card",
        "pair",
        "two pair",
        "three of a kind",
        "straight",
        "flush",
        "full house",
        "four of a kind",
        "straight flush",
    ];
    for i in (1..names.len()).rev() {
        println!("{:<16}{:>12}", names[i], by_category[i]);
    }
    println!("{:<16}{:>12}", "total", by_category.iter().sum::<u64>());
}
