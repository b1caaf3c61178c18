//! The seat draw: racon draws (cards turned one per Space) or the host types
//! the cards drawn at the table, each checked against the deck as it is
//! typed (B7). Under the seats, the rule set's own suit order (B1).

use crate::cards::{Card, parse_card};
use crate::i18n::tui::{self as tx, T};
use crate::night::{Action, PlayerId, Rejected, State, seating};
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::Handled;
use crate::tui::when::seated;
use crate::tui::widgets::theme::{ACCENT, DIM, bold_accent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};

pub struct SeatingScreen {
    /// Cards of the virtual draw shown so far.
    pub revealed: usize,
    /// A physical draw being typed.
    pub typed: Option<TypedDraw>,
}

impl Default for SeatingScreen {
    fn default() -> Self {
        SeatingScreen {
            revealed: usize::MAX,
            typed: None,
        }
    }
}

/// The cards typed so far, in player order, and the one being typed.
#[derive(Default)]
pub struct TypedDraw {
    pub cards: Vec<Card>,
    pub field: TextField,
}

impl SeatingScreen {
    /// Whether every drawn card is face up (or nothing is drawn).
    pub fn all_shown(&self, s: &State) -> bool {
        s.draw
            .as_ref()
            .is_none_or(|(c, _)| self.revealed >= c.len())
    }
}

impl Component for SeatingScreen {
    fn id(&self) -> Screen {
        Screen::Seating
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        run(self, ctx, cmd, now)
    }

    fn holds(&self, w: When, ctx: &Ctx) -> bool {
        let seated = seated(ctx);
        match w {
            When::NotDrawn => self.typed.is_none() && !seated,
            When::TypingDraw => self.typed.is_some() && !seated,
            When::Revealing => seated && ctx.state().is_some_and(|s| !self.all_shown(s)),
            When::Drawn => seated,
            _ => false,
        }
    }

    fn field(&self) -> Option<&TextField> {
        self.typed.as_ref().map(|t| &t.field)
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        self.typed.as_mut().map(|t| &mut t.field)
    }
}

impl Draw for SeatingScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

fn run(v: &mut SeatingScreen, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
    match cmd {
        // A seat draw whose cards are still face down is not given away
        // by the undo question.
        Command::Undo => {
            let hidden = ctx.state().is_some_and(|s| !v.all_shown(s));
            ctx.ask_undo(hidden);
        }
        // The cards are turned over one at a time (Space); the message
        // would give them all away.
        Command::DrawSeats if ctx.act(Action::DrawSeats { seed: ctx.seed }, now) => {
            v.revealed = 0;
            ctx.message = None;
        }
        Command::TypeDraw => {
            v.typed = Some(TypedDraw {
                cards: Vec::new(),
                field: TextField::new(Accepts::Text),
            });
            ctx.message = None;
        }
        Command::RevealNext => v.revealed = v.revealed.saturating_add(1),
        Command::ToTable => go_to_table(v, ctx, now),
        Command::DropCard => {
            if let Some(t) = v.typed.as_mut() {
                if !t.field.is_empty() {
                    t.field.clear();
                } else if t.cards.pop().is_none() {
                    v.typed = None;
                }
            }
        }
        Command::TakeCard => take_card(v, ctx, now),
        _ => return Handled::No,
    }
    Handled::Yes
}

/// Enter on a typed card: refused at once, the text kept to fix, when it is
/// not a card, not in the night's deck or drawn already; the last one
/// sends the draw.
fn take_card(v: &mut SeatingScreen, ctx: &mut Ctx, now: i64) {
    let n = ctx.players();
    let deck = ctx.state().and_then(|s| s.rules.deck_for(n as u8));
    let Some(t) = v.typed.as_mut() else { return };
    let card = match parse_card(t.field.text.trim()) {
        Ok(c) => c,
        Err(e) => return ctx.say(|l| crate::i18n::cards::parse_error(&e, l), true),
    };
    if t.cards.contains(&card) {
        return ctx.say(|l| tx::already_drawn(&card.symbol(), l), true);
    }
    if let Some(deck) = deck
        && let Err(e) = seating::check_card(deck, &t.cards, card)
    {
        let r = Rejected::Draw(e);
        return ctx.say(|l| crate::i18n::night::rejected_among(&r, &[], l), true);
    }
    t.cards.push(card);
    t.field.clear();
    ctx.message = None;
    if t.cards.len() >= n {
        let cards = t.cards.clone();
        let action = Action::TypeDraw {
            cards,
            random_dealer_seed: Some(ctx.seed),
        };
        if ctx.act(action, now) {
            v.typed = None;
            v.revealed = usize::MAX;
        } else {
            // Refused for a reason the message says (each card was checked
            // as it was typed): the last card comes back to the line.
            if let Some(c) = t.cards.pop() {
                t.field.set(c.short());
            }
        }
    }
}

/// Leaves the draw for the table; everyone starts with the minimum kav
/// (top-ups in kasa).
fn go_to_table(v: &mut SeatingScreen, ctx: &mut Ctx, now: i64) {
    let Some(s) = ctx.state() else { return };
    if s.seats.is_empty() {
        return;
    }
    let min = s.setup.stakes.min_kav;
    let without: Vec<PlayerId> = s
        .ids()
        .filter(|&p| s.players[p].kav_total.is_zero())
        .collect();
    for player in without {
        ctx.act(Action::BuyKav { player, chips: min }, now);
    }
    v.revealed = usize::MAX;
    ctx.go(Screen::Table);
}

fn draw(f: &mut Frame, v: &SeatingScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    let mut lines = Vec::new();
    let hint = |t: T| Line::styled(tx::t(t, lang), Style::new().fg(ACCENT));
    match (&s.draw, &v.typed) {
        (None, Some(typed)) => {
            lines.push(Line::from(tx::t(T::TypeTheCards, lang)));
            lines.push(Line::from(""));
            for (i, p) in s.players.iter().enumerate() {
                let (card, style) = match typed.cards.get(i) {
                    Some(c) => (c.symbol(), Style::new()),
                    None if i == typed.cards.len() => (typed.field.shown(), bold_accent()),
                    None => (String::new(), Style::new().fg(DIM)),
                };
                lines.push(Line::styled(format!("  {:<16} {card}", p.name), style));
            }
        }
        (None, None) => {
            lines.push(Line::from(tx::t(T::DrawExplained, lang)));
            lines.push(Line::from(format!(
                "{}: {}",
                tx::t(T::Seed, lang),
                ctx.seed
            )));
            lines.push(Line::from(""));
            lines.push(hint(T::DrawHintVirtual));
            lines.push(hint(T::DrawHintTyped));
        }
        (Some((cards, _)), _) => {
            let shown = v.revealed.min(cards.len());
            for ((i, c), p) in cards.iter().enumerate().zip(s.ids()) {
                let card = if i < shown {
                    c.symbol()
                } else {
                    "▓▓".to_string()
                };
                let style = if i + 1 == shown && shown < cards.len() {
                    bold_accent()
                } else {
                    Style::new()
                };
                lines.push(Line::styled(format!("  {:<16} {card}", s.name(p)), style));
            }
            lines.push(Line::from(""));
            if shown >= cards.len() {
                let seats: Vec<&str> = s.seats.iter().map(|&p| s.name(p)).collect();
                lines.push(Line::from(format!(
                    "{}: {}",
                    tx::t(T::SeatsClockwise, lang),
                    seats.join(" → ")
                )));
                lines.push(Line::from(format!(
                    "{}: {}",
                    tx::t(T::FirstDealer, lang),
                    s.dealer().map_or("-", |p| s.name(p))
                )));
                lines.push(Line::styled(
                    tx::ties_by_suit(&s.rules.suit_order, lang),
                    Style::new().fg(DIM),
                ));
            }
        }
    }
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(tx::t(T::SeatDrawTitle, lang))),
        area,
    );
}
