//! The clock face widget (issue 11): snapshots at 80×24, 120×40 and 200×60
//! (the table screen's clock area at those sizes), both languages, in play,
//! time up, in the break, at break end and paused, for a gel-gel, a
//! merdiven and a blinds night; and the digits' size across windows.

use crate::clock_nights;

use clock_nights::*;
use racon::i18n::Lang;
use racon::night::clock::face;
use racon::tui::widgets::clock_face::ClockFace;
use racon::tui::widgets::clock_face::plan;
use racon::units::Chips;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The table screen's clock area in a `w`×`h` window: inside the border,
/// below the title and the seats, above the footer.
fn clock_area(w: u16, h: u16) -> Rect {
    Rect::new(0, 0, w - 2, h - 7)
}

fn text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in 0..area.height {
        let mut line = String::new();
        for x in 0..area.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn render(t: &T, lang: Lang, area: Rect) -> String {
    let v = face(t.st(), t.now);
    let backend = TestBackend::new(area.width, area.height);
    let Ok(mut term) = Terminal::new(backend);
    let drawn = term.draw(|f| {
        f.render_widget(
            ClockFace {
                view: &v,
                lang,
                flash: false,
                info_first: false,
            },
            f.area(),
        )
    });
    assert!(drawn.is_ok());
    text(term.backend().buffer())
}

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

fn snapshots(kind: &str, setup: fn() -> racon::night::Setup) {
    for m in MOMENTS {
        let t = at_moment(setup(), m);
        for (w, h) in SIZES {
            for lang in [Lang::Tr, Lang::En] {
                let name = format!("{kind}_{m:?}_{w}x{h}_{lang:?}").to_lowercase();
                insta::assert_snapshot!(name, render(&t, lang, clock_area(w, h)));
            }
        }
    }
}

#[test]
fn gelgel_faces() {
    snapshots("gelgel", gelgel);
}

#[test]
fn merdiven_faces() {
    snapshots("merdiven", merdiven);
}

#[test]
fn blinds_faces() {
    snapshots("blinds", blinds);
}

#[test]
fn the_digits_grow_with_the_window() {
    for setup in [gelgel as fn() -> racon::night::Setup, merdiven, blinds] {
        for m in [Moment::InPlay, Moment::InBreak, Moment::Paused] {
            let t = at_moment(setup(), m);
            let v = face(t.st(), t.now);
            for lang in [Lang::Tr, Lang::En] {
                let rows = |w, h| plan(&v, lang, clock_area(w, h)).digit_rows;
                let small = rows(80, 24);
                assert!(small >= 5, "{m:?}: {small} rows at 80×24");
                assert!(
                    rows(160, 48) >= 2 * small,
                    "{m:?} {lang:?}: {} at 160×48 vs {small}",
                    rows(160, 48)
                );
                assert!(rows(200, 60) >= 2 * small);
                assert!(rows(120, 40) >= rows(80, 24));
            }
        }
    }
}

#[test]
fn the_status_words_are_on_the_face() {
    let cases = [
        (Moment::TimeUp, "SÜRE DOLDU", "TIME"),
        (Moment::BreakOver, "MOLA BİTTİ", "BREAK OVER"),
        (Moment::Paused, "DURDU", "PAUSED"),
    ];
    for (m, tr, en) in cases {
        let t = at_moment(gelgel(), m);
        // Too small for block letters: the word is a plain line.
        let tiny = render(&t, Lang::Tr, Rect::new(0, 0, 30, 6));
        assert!(tiny.contains(tr), "{m:?}:\n{tiny}");
        let tiny = render(&t, Lang::En, Rect::new(0, 0, 30, 6));
        assert!(tiny.contains(en), "{m:?}:\n{tiny}");
    }
}

fn render_display(s: &racon::night::State, lang: Lang, now: i64, w: u16, h: u16) -> String {
    use racon::tui::display::{Screen, draw_screen};
    let Ok(mut term) = Terminal::new(TestBackend::new(w, h));
    let drawn = term.draw(|f| {
        draw_screen(
            f,
            &Screen {
                state: s,
                problem: None,
                lang,
                help: false,
                now,
                flash: false,
                message: None,
            },
        )
    });
    assert!(drawn.is_ok());
    text(term.backend().buffer())
}

#[test]
fn the_display_in_play_and_after_the_night() {
    use racon::night::{Action, PlayerId};
    let mut t = at_moment(blinds(), Moment::InPlay);
    for lang in [Lang::Tr, Lang::En] {
        let name = format!("display_inplay_100x30_{lang:?}").to_lowercase();
        insta::assert_snapshot!(name, render_display(t.st(), lang, t.now, 100, 30));
    }
    t.ok(Action::EndNight {
        consent: (0..4).map(PlayerId).collect(),
    });
    for (p, chips) in [(0u8, 0), (1, 650), (2, 550), (3, 400)] {
        t.ok(Action::CountChips {
            player: PlayerId(p),
            chips: Chips(chips),
            colours: Vec::new(),
        });
    }
    for lang in [Lang::Tr, Lang::En] {
        let screen = render_display(t.st(), lang, t.now, 100, 30);
        // Ali lost his 400 chips: he pays Veli and Can.
        assert!(screen.contains("Ali →"), "{screen}");
        let name = format!("display_ended_100x30_{lang:?}").to_lowercase();
        insta::assert_snapshot!(name, screen);
    }
}

/// Issue 22 on the room display: a late arrival in his seat, who cuts and
/// who shuffles the second pack, and the deck the five players call for.
#[test]
fn the_display_shows_a_late_arrival_who_cuts_and_the_deck() {
    use racon::night::Action;
    let mut s = gelgel();
    s.house.double_deck = true;
    s.house.deck_follows_players = racon::night::setup::DeckFollows::AtNextHand;
    let mut t = T::seated(s, DRAW4);
    t.ok(Action::Join {
        name: "Kemal".into(),
        after: t.st().seats[1],
        kav: Chips(400),
    });
    for (lang, cut, deck) in [
        (
            Lang::Tr,
            "Keser: ",
            "5 oyuncu: deste 40 kağıt; 6'ları ve 5'leri ekleyin (sonraki elden).",
        ),
        (
            Lang::En,
            "Cuts: ",
            "5 players: a deck of 40 cards; add the 6s and 5s (from the next hand).",
        ),
    ] {
        let screen = render_display(t.st(), lang, t.now, 100, 30);
        assert!(screen.contains("Kemal"), "{screen}");
        assert!(screen.contains(cut), "{screen}");
        assert!(screen.contains(deck), "{screen}");
        let name = format!("display_late_arrival_100x30_{lang:?}").to_lowercase();
        insta::assert_snapshot!(name, screen);
    }
}
