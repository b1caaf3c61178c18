//! The deck question (issue 22): when the head count changes the deck the
//! rule set gives and the house asks (`house.deck_follows_players: ask`),
//! whichever screen changed it leaves the question open; it is answered
//! the same on every screen. Otherwise the table is told after the
//! action's own message.

use super::ctx::Ctx;
use super::overlay::Confirm;
use crate::i18n::{Lang, arrival as words, night as nwords};
use crate::night::{Action, DeckChoice, State};

/// After a join, a return or a leave: the deck question when the house
/// asks, else the plain deck message after the action's own.
pub fn head_count_changed(ctx: &mut Ctx) {
    let Some(s) = ctx.state() else { return };
    if s.deck_question().is_some() {
        return ctx.ask(Confirm::Deck);
    }
    if let (Some(c), Some(m)) = (s.deck_change(), ctx.message.as_mut()) {
        m.tr = format!("{} · {}", m.tr, nwords::deck_change(&c, Lang::Tr));
        m.en = format!("{} · {}", m.en, nwords::deck_change(&c, Lang::En));
    }
}

/// The host's answer: from the next hand (Enter), the next tur (`t`), or
/// not now (Esc).
pub fn answer(ctx: &mut Ctx, when: DeckChoice, now: i64) {
    ctx.act(Action::ChooseDeck { when }, now);
}

/// The deck question's text.
pub fn question(ctx: &Ctx, lang: Lang) -> String {
    let change = ctx
        .state()
        .and_then(State::deck_change)
        .map(|c| nwords::deck_change(&c, lang))
        .unwrap_or_default();
    words::ask_deck(&change, lang)
}
