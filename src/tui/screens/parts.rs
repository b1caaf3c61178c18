//! Pieces several screens use: moving a selection, the amount typed on the
//! kasa and the hesap, the list of players. Below the screens (it imports
//! none).

use crate::i18n::tui::T;
use crate::night::{Chips, PlayerId, State};
use crate::tui::ctx::Ctx;
use crate::tui::field::{AmountError, TextField};
use crate::tui::widgets::seat_ring::{Part, fit};
use crate::tui::widgets::theme::ACCENT;
use ratatui::style::Style;
use ratatui::text::Line;

/// The selected row of a list, moved by `dir` within `n`.
pub fn step_selection(selected: &mut usize, dir: i32, n: usize) {
    *selected = if dir < 0 {
        selected.saturating_sub(1)
    } else {
        (*selected + 1).min(n.saturating_sub(1))
    };
}

/// The selected player, moved by `dir` among `n` players.
pub fn step_player(selected: &mut PlayerId, dir: i32, n: usize) {
    let mut i = selected.index();
    step_selection(&mut i, dir, n);
    *selected = PlayerId::from_index(i).unwrap_or(*selected);
}

/// The typed amount, or the message why there is none (said in `ctx`).
pub fn take_amount(field: &mut TextField, ctx: &mut Ctx) -> Option<Chips> {
    let amount = field.amount();
    field.clear();
    match amount {
        Some(Ok(n)) => Some(Chips(n)),
        None | Some(Err(AmountError::NotANumber)) => {
            ctx.say_t(T::TypeAnAmount, true);
            None
        }
        Some(Err(AmountError::TooLarge)) => {
            ctx.say_t(T::AmountTooLarge, true);
            None
        }
    }
}

/// One line per player with `extra`, the selected one marked.
pub fn player_lines(
    s: &State,
    selected: PlayerId,
    extra: impl Fn(&State, PlayerId) -> String,
) -> Vec<Line<'static>> {
    s.players
        .with_ids()
        .map(|(i, p)| {
            let (mark, style) = if i == selected {
                ("▶ ", Style::new().fg(ACCENT))
            } else {
                ("  ", Style::new())
            };
            let part = Part {
                text: p.name.clone(),
                style,
                optional: false,
            };
            let name = fit(vec![part], 14);
            let name: String = name.spans.iter().map(|s| s.content.as_ref()).collect();
            Line::styled(format!("{mark}{name:<14} {}", extra(s, i)), style)
        })
        .collect()
}
