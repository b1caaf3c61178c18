//! The room display read from across the table (issue 28 item 3; F4, F15,
//! M3): snapshots at 80×24, 120×40 and 200×60 in both languages of a
//! six-player hold'em night in play and after it, and checks that hold at
//! every size: the seats run in the host's ring order (down the left
//! column, up the right), each blind is beside its seat, and at 200×60 the
//! names are in block letters, the dealer's with his mark; the end of the
//! night is the whole screen with "GECE BİTTİ" and each net large.

use crate::clock_nights::{T, blinds, setup};
use racon::i18n::Lang;
use racon::i18n::clock::upper;
use racon::i18n::num::signed_money_in;
use racon::night::{Action, PlayerId, Setup};
use racon::tui::display::{Screen, draw_screen};
use racon::tui::widgets::block_letters::{Block, block};
use racon::units::{Chips, Kurus};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

const SIX: [&str; 6] = [
    "Şükrü Öztürk",
    "Gülşen Ağaoğlu",
    "Ömer Faruk",
    "Ayşegül Işık",
    "İlker Öz",
    "Çağrı Şen",
];
/// Distinct ranks, so the draw seats everyone without a tie.
const DRAW6: &str = "9d Ah Qh Jc Kd Ts";

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

fn six() -> Setup {
    Setup {
        ante: blinds().ante,
        ..setup("texas-holdem", &SIX)
    }
}

/// Three hands played and the fourth dealt.
fn in_play() -> T {
    let mut t = T::seated(six(), DRAW6);
    for _ in 0..3 {
        t.hand();
        t.tick(5);
    }
    t.ok(Action::NewHand);
    t.tick(2);
    t
}

/// The night ended and counted: the first two seats lost to the others.
fn ended() -> T {
    let mut t = in_play();
    t.ok(Action::EndNight {
        consent: (0..6).map(PlayerId).collect(),
    });
    for (p, chips) in [(0u8, 100), (1, 900), (2, 400), (3, 650), (4, 0), (5, 350)] {
        t.ok(Action::CountChips {
            player: PlayerId(p),
            chips: Chips(chips),
            colours: Vec::new(),
        });
    }
    t
}

/// The screen as rows of characters.
fn render(t: &T, lang: Lang, w: u16, h: u16) -> Vec<String> {
    let Ok(mut term) = Terminal::new(TestBackend::new(w, h));
    let drawn = term.draw(|f| {
        draw_screen(
            f,
            &Screen {
                state: t.st(),
                problem: None,
                lang,
                help: false,
                now: t.now,
                flash: false,
                message: None,
            },
        )
    });
    assert!(drawn.is_ok());
    let buf = term.backend().buffer();
    (0..h)
        .map(|y| {
            let row: String = (0..w).map(|x| buf[(x, y)].symbol()).collect();
            row.trim_end().to_string()
        })
        .collect()
}

/// Where `b` is drawn on the screen (its top-left row and column).
fn find_block(rows: &[String], b: &Block) -> Option<(usize, usize)> {
    let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let body: Vec<Vec<char>> = b.rows.iter().map(|r| r.chars().collect()).collect();
    let fits = |y: usize, x: usize| {
        body.iter().enumerate().all(|(dy, line)| {
            line.iter().enumerate().all(|(dx, &c)| {
                let at = grid
                    .get(y + dy)
                    .and_then(|r| r.get(x + dx))
                    .copied()
                    .unwrap_or(' ');
                at == c
            })
        })
    };
    let first = body.first()?.iter().position(|&c| c != ' ')?;
    (0..grid.len()).find_map(|y| {
        (0..grid[y].len()).find_map(|x| (x >= first && fits(y, x - first)).then(|| (y, x - first)))
    })
}

/// Where a seat's name is: its block at 200×60 (full, or its first word),
/// else its first five letters.
fn seat_at(rows: &[String], name: &str, big: bool) -> (usize, usize) {
    let found = if big {
        let full = upper(name);
        let first = full.split(' ').next().unwrap_or_default().to_string();
        [full, first]
            .iter()
            .filter_map(|n| block(n, 1, 1))
            .find_map(|b| find_block(rows, &b))
    } else {
        let head: String = name.chars().take(5).collect();
        rows.iter()
            .enumerate()
            .find_map(|(y, r)| r.find(&head).map(|byte| (y, r[..byte].chars().count())))
    };
    found.unwrap_or_else(|| panic!("{name} not on the display:\n{}", rows.join("\n")))
}

#[test]
fn the_seats_run_in_the_hosts_ring_order_with_their_blinds() {
    let t = in_play();
    let s = t.st();
    let half = s.seats.len().div_ceil(2);
    for (w, h) in SIZES {
        for lang in [Lang::Tr, Lang::En] {
            let rows = render(&t, lang, w, h);
            let screen = rows.join("\n");
            let big = w == 200;
            let at: Vec<(usize, usize)> = s
                .seats
                .iter()
                .map(|&p| seat_at(&rows, s.name(p), big))
                .collect();
            // Down the left column, then up the right one: clockwise, as
            // the host's table screen draws them.
            for (i, &(_, col)) in at.iter().enumerate() {
                let left = col < usize::from(w / 2);
                assert_eq!(left, i < half, "{w}x{h} seat {i}\n{screen}");
            }
            for i in 1..half {
                assert!(at[i - 1].0 < at[i].0, "{w}x{h} left column\n{screen}");
            }
            for i in half + 1..at.len() {
                assert!(at[i - 1].0 > at[i].0, "{w}x{h} right column\n{screen}");
            }
            // Each blind beside its seat (the hand in play's 5 and 10).
            let blind = lang.pick("kör", "blind");
            for amount in [5, 10] {
                let text = format!("{blind} {amount}");
                assert!(
                    rows.iter().any(|r| r.trim_end().ends_with(&text)),
                    "{w}x{h} {text}\n{screen}"
                );
            }
            // The dealer's mark on his seat's row (the middle row of his
            // block at 200×60).
            let d = s.dealer_seat;
            let dealer_row = if big {
                let b = block(&upper(s.name(s.seats[d])), 1, 1);
                at[d].0 + b.map_or(0, |b| b.rows.len() / 2)
            } else {
                at[d].0
            };
            assert!(rows[dealer_row].contains("◆D"), "{w}x{h}\n{screen}");
            let name = format!("inplay_{w}x{h}_{lang:?}").to_lowercase();
            insta::assert_snapshot!(name, screen);
        }
    }
}

#[test]
fn at_200x60_the_names_are_in_block_letters_and_smaller_windows_keep_lines() {
    let t = in_play();
    let s = t.st();
    for (w, h) in SIZES {
        let mut rows = render(&t, Lang::Tr, w, h);
        // The seats are above who cuts; the dealer's block under it, on
        // the clock face, is not a seat.
        let cut = rows.iter().position(|r| r.contains("Keser:"));
        rows.truncate(cut.unwrap_or(rows.len()));
        let blocks = s
            .seats
            .iter()
            .filter_map(|&p| block(&upper(s.name(p)), 1, 1))
            .filter(|b| find_block(&rows, b).is_some())
            .count();
        let want = if w == 200 { s.seats.len() } else { 0 };
        assert_eq!(blocks, want, "{w}x{h}:\n{}", rows.join("\n"));
    }
}

#[test]
fn the_end_of_the_night_is_the_whole_screen() {
    let t = ended();
    let s = t.st();
    let settled = s.settlement();
    assert!(settled.is_ok(), "{settled:?}");
    for (w, h) in SIZES {
        for (lang, word) in [(Lang::Tr, "GECE BİTTİ"), (Lang::En, "NIGHT OVER")] {
            let rows = render(&t, lang, w, h);
            let screen = rows.join("\n");
            // The headline in block letters at every size (narrow pixels
            // at 80 columns).
            let head = (1..=3)
                .flat_map(|s| [block(word, s, 2 * s), block(word, s, s)])
                .flatten()
                .any(|b| find_block(&rows, &b).is_some());
            assert!(head, "{w}x{h}\n{screen}");
            // No seats, clock or dealer any more.
            assert!(!screen.contains("◆D"), "{w}x{h}\n{screen}");
            assert!(screen.contains('→'), "{w}x{h}\n{screen}");
            if w == 200 {
                for p in s.ids() {
                    let money = settled
                        .as_ref()
                        .map_or(Kurus(0), |st| st.money[usize::from(p.0)]);
                    let amount = signed_money_in(money, "", lang);
                    let full = upper(s.name(p));
                    let first = full.split(' ').next().unwrap_or_default().to_string();
                    let found = [full, first].iter().any(|n| {
                        block(&format!("{n} {}", amount.trim()), 1, 1)
                            .is_some_and(|b| find_block(&rows, &b).is_some())
                    });
                    assert!(found, "{} {amount} at {w}x{h}\n{screen}", s.name(p));
                }
            }
            let name = format!("ended_{w}x{h}_{lang:?}").to_lowercase();
            insta::assert_snapshot!(name, screen);
        }
    }
}

/// Issue 27 on the room display: the chip set's legend, and at the blind
/// level that no longer needs the smallest chip, which come off and into
/// what.
#[test]
fn the_display_shows_the_chip_legend_and_the_colour_up() {
    use racon::night::setup::ChipColour;
    let colour = |name: &str, value: i64| ChipColour {
        name: name.into(),
        value: Chips(value),
        owned: 0,
        per_kav: 0,
    };
    let mut setup = six();
    setup.chips = vec![
        colour("beyaz", 5),
        colour("kırmızı", 25),
        colour("mavi", 100),
    ];
    let mut t = T::seated(setup, DRAW6);
    t.hand();
    let level_one = render(&t, Lang::Tr, 120, 40).join("\n");
    assert!(
        level_one.contains("beyaz 5 · kırmızı 25 · mavi 100"),
        "{level_one}"
    );
    assert!(!level_one.contains("kalkıyor"), "{level_one}");
    // 25/50 from the 40th minute of play: the 5s are not needed any more.
    t.tick(41);
    t.hand();
    for (lang, legend, up) in [
        (
            Lang::Tr,
            "beyaz 5 · kırmızı 25 · mavi 100",
            "5 beyaz = 1 kırmızı",
        ),
        (
            Lang::En,
            "beyaz 5 · kırmızı 25 · mavi 100",
            "5 beyaz = 1 kırmızı",
        ),
    ] {
        for (w, h) in SIZES {
            let screen = render(&t, lang, w, h).join("\n");
            assert!(screen.contains(legend), "{w}x{h}\n{screen}");
            assert!(screen.contains(up), "{w}x{h}\n{screen}");
        }
    }
}
