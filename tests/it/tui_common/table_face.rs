//! The table screen as the room reads it (issue 11): a gel-gel, a merdiven
//! and a blinds night, each in play, paused, after the time is up, in the
//! break and at the break's end, at 80×24, 120×40 and 200×60 in both
//! languages. One snapshot per night and moment holds its six frames.

use super::tui_common::*;
use racon::i18n::Lang;
use racon::night::clock::{self, Mode};
use racon::tui::app::App;

/// A night kind: the bundled preset it starts from.
const NIGHTS: [(&str, &str); 3] = [
    ("gelgel", "kapali-4"),
    ("merdiven", "turk-pokeri-5"),
    ("blinds", "holdem"),
];

/// The moments of a night the face must show.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Moment {
    InPlay,
    Paused,
    TimeUp,
    Break,
    BreakOver,
}

const MOMENTS: [Moment; 5] = [
    Moment::InPlay,
    Moment::Paused,
    Moment::TimeUp,
    Moment::Break,
    Moment::BreakOver,
];

/// Ends hands and deals new ones, a minute apart from `from`, until
/// `done` holds; the time of the last key.
fn play_until(app: &mut App, from: i64, done: impl Fn(&App, i64) -> bool) -> i64 {
    let mut at = from;
    for _ in 0..400 {
        if done(app, at) {
            return at;
        }
        at += MIN;
        let key = if state(app).phase == racon::night::Phase::InHand {
            "w"
        } else {
            "n"
        };
        keys(app, key, at);
    }
    panic!("never reached: {:?}", app.message());
}

fn mode(app: &App, now: i64) -> Mode {
    clock::face(state(app), now).mode
}

/// A night from `preset` brought to `moment`, and the time to draw it at.
fn night_at(tmp: &super::common::TempDir, lang: Lang, preset: &str, moment: Moment) -> (App, i64) {
    let mut app = App::new(lang, tmp.dirs(), None, 7, Some(preset));
    keys(&mut app, "⏎⏎⏎", T0);
    keys(&mut app, "n", T0);
    let now = match moment {
        Moment::InPlay => T0 + 15 * MIN,
        Moment::Paused => {
            keys(&mut app, "P", T0 + 15 * MIN);
            T0 + 25 * MIN
        }
        Moment::TimeUp => {
            play_until(&mut app, T0, |a, at| {
                // A seans of minutes runs out; one of turs reaches its
                // closing tur.
                let v = clock::face(state(a), at + 10 * MIN);
                (v.mode == Mode::TimeUp || v.closing.is_some_and(|c| c.0 > 0)) && v.in_hand
            }) + 10 * MIN
        }
        Moment::Break | Moment::BreakOver => {
            let start = play_until(&mut app, T0 + 50 * MIN, |a, _| state(a).in_break());
            let minutes = state(&app).setup.seans.break_minutes as i64;
            if moment == Moment::Break {
                start + 2 * MIN
            } else {
                start + (minutes + 1) * MIN
            }
        }
    };
    (app, now)
}

/// What the face must say at `moment`, in `lang`: the word the room reads.
fn must_say(moment: Moment, lang: Lang, turs: bool) -> &'static [&'static str] {
    match (moment, lang) {
        (Moment::InPlay, Lang::Tr) => &["SEANS 1/2"],
        (Moment::InPlay, Lang::En) => &["SEANS 1/2"],
        (Moment::Paused, Lang::Tr) => &["DURDU"],
        (Moment::Paused, Lang::En) => &["PAUSED"],
        // A seans of turs has no time to run out: its closing tur begins.
        (Moment::TimeUp, Lang::Tr) if turs => &["KAPANIŞ TURU 1/1"],
        (Moment::TimeUp, Lang::En) if turs => &["CLOSING TUR 1/1"],
        (Moment::TimeUp, Lang::Tr) => &["SÜRE DOLDU"],
        (Moment::TimeUp, Lang::En) => &["TIME UP"],
        (Moment::Break, Lang::Tr) => &["MOLA (SEANS 1 BİTTİ)"],
        (Moment::Break, Lang::En) => &["BREAK (SEANS 1 OVER)"],
        (Moment::BreakOver, Lang::Tr) => &["MOLA BİTTİ"],
        (Moment::BreakOver, Lang::En) => &["BREAK OVER"],
    }
}

#[test]
fn the_table_face_for_three_nights_five_moments_three_sizes_two_languages() {
    for (kind, preset) in NIGHTS {
        for moment in MOMENTS {
            let mut frames = String::new();
            for lang in [Lang::Tr, Lang::En] {
                let tmp = super::common::TempDir::new("tui-face");
                let (app, now) = night_at(&tmp, lang, preset, moment);
                let want = match moment {
                    Moment::InPlay | Moment::Paused => Mode::Playing,
                    Moment::TimeUp => Mode::TimeUp,
                    Moment::Break => Mode::Break,
                    Moment::BreakOver => Mode::BreakOver,
                };
                let v = clock::face(state(&app), now);
                if moment == Moment::TimeUp && v.closing.is_some_and(|c| c.0 > 0) {
                    assert!(matches!(v.mode, Mode::TimeUp | Mode::Playing), "{v:?}");
                } else {
                    assert_eq!(mode(&app, now), want, "{kind} {moment:?}");
                }
                assert_eq!(
                    clock::face(state(&app), now).paused,
                    moment == Moment::Paused
                );
                let mut heights = Vec::new();
                for (w, h) in [(80, 24), (120, 40), (200, 60)] {
                    let out = render(&app, w, h, now);
                    let text = rows(&out).join("\n");
                    // The word the room reads, in block letters on the face
                    // or plain; the title line always says it in letters.
                    let title = match lang {
                        Lang::Tr => racon::i18n::clock::upper(&rows(&out)[0]),
                        Lang::En => rows(&out)[0].to_uppercase(),
                    };
                    for word in must_say(moment, lang, kind == "merdiven") {
                        assert!(
                            title.contains(word),
                            "{kind} {moment:?} {lang:?} {w}×{h} lacks {word}:\n{text}"
                        );
                    }
                    let foot = rows(&out)[h as usize - 2..].join("\n");
                    assert!(foot.contains("? "), "no ? in the footer:\n{text}");
                    heights.push(ink_height(&out));
                    frames.push_str(&format!("── {lang:?} {w}×{h}\n{text}\n"));
                }
                if moment != Moment::TimeUp {
                    assert!(
                        heights[2] >= 2 * heights[0] && heights[0] >= 3,
                        "{kind} {moment:?} {lang:?}: digits {heights:?} rows tall"
                    );
                }
            }
            insta::assert_snapshot!(format!("table_face_{kind}_{moment:?}"), frames);
        }
    }
}
