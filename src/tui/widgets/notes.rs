//! Lines the table screen and the room display both show under the seats:
//! who cuts (and, with two packs, who shuffles the other one), and the deck
//! the head count calls for (issue 22).

use super::theme::ACCENT;
use crate::i18n::{Lang, arrival, night as words};
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
