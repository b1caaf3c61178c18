//! Lines the table screen and the room display both show under the seats:
//! who cuts (and, with two packs, who shuffles the other one), the deck
//! the head count calls for (issue 22), the chip set by value and the
//! colour-up at a blind level (issue 27, items 5 and 6).

use super::theme::ACCENT;
use crate::i18n::{Lang, arrival, chip_set, night as words};
use crate::night::{Phase, PlayerId, State};
use ratatui::style::Style;
use ratatui::text::Line;

/// "Keser: Ali · ikinci desteyi karar: Can" (S0 §12, §16), for the hand in
/// play or the next one; None when nobody else is active.
pub fn cut_line(s: &State, lang: Lang) -> Option<Line<'static>> {
    let name = |p: Option<PlayerId>| p.map(|p| s.name(p));
    let text = arrival::cut_line(name(s.cutter()), name(s.second_deck_shuffler()), lang);
    (!text.is_empty()).then(|| Line::from(text))
}

/// The deck the head count calls for and when it comes in ("5 oyuncu:
/// deste 40 kağıt; 6'ları ve 5'leri ekleyin …"), or a head count the rule
/// set does not take, in the accent colour.
pub fn deck_note(s: &State, lang: Lang) -> Option<Line<'static>> {
    let text = match s.deck_change() {
        Some(c) => words::deck_change(&c, lang),
        None if !s.head_count_covered() && s.phase != Phase::Ended => {
            let r = &s.rules;
            words::head_count(
                r.name.get(lang),
                s.head_count(),
                r.players.min,
                r.players.max,
                lang,
            )
        }
        None => return None,
    };
    Some(Line::styled(text, Style::new().fg(ACCENT)))
}

/// The chip set by value, "beyaz 10 · kırmızı 50 · mavi 100"; None for a
/// night without one.
pub fn chip_legend(s: &State, lang: Lang) -> Option<Line<'static>> {
    let set = &s.setup.chips;
    (!set.is_empty()).then(|| Line::from(chip_set::legend(set, lang)))
}

/// The colour-up of the blind level in force at `now`, in the accent
/// colour, for the whole level: "Seviye 3: beyaz fişler kalkıyor, 5 beyaz
/// = 1 kırmızı". None at a level where no colour comes off, once the night
/// is over, and for a night without blinds or without a chip set.
pub fn colour_up_line(s: &State, now: i64, lang: Lang) -> Option<Line<'static>> {
    if s.phase == Phase::Ended {
        return None;
    }
    let up = crate::night::clock::colour_up_now(s, now)?;
    let text = chip_set::colour_up(&s.setup.chips, &up, lang);
    Some(Line::styled(text, Style::new().fg(ACCENT)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::night::test_nights::{T, holdem};

    fn text(l: Option<Line<'static>>) -> Option<String> {
        l.map(|l| l.to_string())
    }

    #[test]
    fn the_legend_shows_the_set_by_value_and_nothing_without_one() {
        let s = holdem("beyaz 5, kırmızı 25, mavi 1000", 0);
        assert_eq!(
            text(chip_legend(&s, Lang::Tr)).as_deref(),
            Some("beyaz 5 · kırmızı 25 · mavi 1.000")
        );
        assert_eq!(
            text(chip_legend(&s, Lang::En)).as_deref(),
            Some("beyaz 5 · kırmızı 25 · mavi 1,000")
        );
        assert_eq!(chip_legend(&holdem("", 0), Lang::Tr), None);
    }

    #[test]
    fn the_colour_up_shows_at_the_level_the_small_chips_come_off() {
        let set = "beyaz 5, kırmızı 25, mavi 100";
        assert_eq!(colour_up_line(&holdem(set, 0), T, Lang::Tr), None);
        // 10/20 still needs the 5s.
        assert_eq!(colour_up_line(&holdem(set, 1), T, Lang::Tr), None);
        let s = holdem(set, 2);
        assert_eq!(
            text(colour_up_line(&s, T, Lang::Tr)).as_deref(),
            Some("Seviye 3: beyaz fişler kalkıyor, 5 beyaz = 1 kırmızı")
        );
        assert_eq!(
            text(colour_up_line(&s, T, Lang::En)).as_deref(),
            Some("Level 3: the beyaz chips come off, 5 beyaz = 1 kırmızı")
        );
        // Without a chip set, nothing.
        assert_eq!(colour_up_line(&holdem("", 2), T, Lang::Tr), None);
    }
}
