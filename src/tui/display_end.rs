//! The end of the night on `racon display`: each player's net and the
//! transfers (a module of its own beside display.rs, which keeps the loop
//! and the layout).

use super::widgets::theme::{ACCENT, ERROR};
use crate::i18n::Lang;
use crate::i18n::clock::{self as t, Word};
use crate::night::State;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;

/// Each player's net and the transfers, once the night is over; none
/// while the banner says the journal is not read whole (G1, G9).
pub fn result_lines(s: &State, whole: bool, lang: Lang) -> Vec<Line<'static>> {
    use crate::money::settle::Party;
    let mut lines = vec![Line::styled(
        t::word(Word::Result, lang).to_string(),
        Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
    )];
    if !whole {
        let text = crate::i18n::store::no_settlement_shown(lang);
        lines.push(Line::styled(text.to_string(), Style::new().fg(ERROR)));
        return lines;
    }
    let Ok(st) = s.settlement() else {
        lines.push(Line::from(t::word(Word::NotCounted, lang).to_string()));
        return lines;
    };
    let cur = &s.setup.stakes.currency;
    for (p, (&net, &money)) in s.players.iter().zip(st.nets.iter().zip(&st.money)) {
        let style = if net.is_negative() {
            Style::new().fg(ERROR)
        } else {
            Style::new()
        };
        let net = if net.is_zero() {
            "0".to_string()
        } else {
            format!("{net:+}")
        };
        lines.push(Line::styled(
            format!(
                "{:<24} {:>8} {} · {}",
                p.name,
                net,
                t::word(Word::Chips, lang),
                crate::i18n::money::money_in(money, cur, lang)
            ),
            style,
        ));
    }
    lines.push(Line::from(""));
    lines.push(Line::styled(
        t::word(Word::Transfers, lang).to_string(),
        Style::new().add_modifier(Modifier::BOLD),
    ));
    let name = |p: &Party| match p {
        Party::Player(p) => s.name(*p).to_string(),
        Party::Cashier => t::word(Word::Cashier, lang).to_string(),
    };
    for tr in &st.transfers {
        lines.push(Line::from(format!(
            "{} → {}: {}",
            name(&tr.from),
            name(&tr.to),
            crate::i18n::money::money_in(tr.kurus, cur, lang)
        )));
    }
    if st.transfers.is_empty() {
        lines.push(Line::from(t::word(Word::NobodyOwes, lang).to_string()));
    }
    lines
}
