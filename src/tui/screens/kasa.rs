//! Kasa: kav, counts, leaving, sitting out and the cashier, per player.

use crate::i18n::tui::{self as tx, T};
use crate::night::{Action, Chips, PlayerId, State};
use crate::tui::app::{Ctx, Overlay, Prompt, PromptKind};
use crate::tui::field::{Accepts, AmountError, TextField};
use crate::tui::keymap::Command;
use crate::tui::widgets::theme::ACCENT;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};

pub struct KasaScreen {
    pub selected: PlayerId,
    pub amount: TextField,
    /// The `+` panel (a late arrival), while it is open.
    pub join: Option<super::kasa_join::Join>,
}

impl Default for KasaScreen {
    fn default() -> Self {
        KasaScreen {
            selected: PlayerId(0),
            amount: TextField::new(Accepts::Digits),
            join: None,
        }
    }
}

impl KasaScreen {
    /// The field that has the focus: the `+` panel's while it is open.
    pub fn field(&self) -> Option<&TextField> {
        match &self.join {
            Some(j) => j.field(),
            None => Some(&self.amount),
        }
    }

    pub fn field_mut(&mut self) -> Option<&mut TextField> {
        match &mut self.join {
            Some(j) => j.field_mut(),
            None => Some(&mut self.amount),
        }
    }
}

/// The typed amount, or the message why there is none (said in `ctx`).
pub fn take_amount(field: &mut TextField, ctx: &mut Ctx) -> Option<Chips> {
    let amount = field.amount();
    field.clear();
    match amount {
        Some(Ok(n)) => Some(Chips(n)),
        None => {
            ctx.say_t(T::TypeAnAmount, true);
            None
        }
        Some(Err(AmountError::TooLarge)) => {
            ctx.say_t(T::AmountTooLarge, true);
            None
        }
        Some(Err(AmountError::NotANumber)) => {
            ctx.say_t(T::TypeAnAmount, true);
            None
        }
    }
}

pub fn run(v: &mut KasaScreen, ctx: &mut Ctx, cmd: Command, now: i64) {
    if cmd == Command::Join {
        return super::kasa_join::open(&mut v.join, ctx);
    }
    if v.join.is_some() {
        return super::kasa_join::run(&mut v.join, ctx, cmd, now);
    }
    let n = ctx.players();
    let player = v.selected;
    let action = match cmd {
        Command::SelectPrev | Command::SelectNext => {
            let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
            return super::step_player(&mut v.selected, dir, n);
        }
        Command::SitOut => {
            let out = ctx
                .state()
                .and_then(|s| s.player(player))
                .is_some_and(|p| !p.sitting_out);
            Action::SitOut { player, out }
        }
        Command::Expense => return super::kasa_money::ask_expense(ctx, player),
        Command::SettleSpot => return super::kasa_money::ask_settle(ctx, player),
        Command::BuyKav
        | Command::CountChips
        | Command::Leave
        | Command::Deposit
        | Command::LeaveOverride => {
            // The amount is used once: cleared whether it is accepted or
            // refused, so the next digits never append to it.
            let Some(chips) = take_amount(&mut v.amount, ctx) else {
                return;
            };
            match cmd {
                Command::BuyKav => Action::BuyKav { player, chips },
                Command::CountChips => Action::CountChips { player, chips },
                Command::Deposit => Action::Deposit { player, chips },
                Command::Leave => Action::Leave {
                    player,
                    chips,
                    override_reason: None,
                },
                _ => {
                    ctx.overlay = Some(Overlay::Prompt(Prompt {
                        kind: PromptKind::Override(player, chips),
                        field: TextField::new(Accepts::Free),
                    }));
                    return;
                }
            }
        }
        _ => return,
    };
    let leaves = matches!(action, Action::Leave { .. });
    if ctx.act(action, now) && leaves {
        super::kasa_join::head_count_changed(ctx);
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
            let name = crate::tui::widgets::seat_ring::fit(
                vec![crate::tui::widgets::seat_ring::Part {
                    text: p.name.clone(),
                    style,
                    optional: false,
                }],
                14,
            );
            let name: String = name.spans.iter().map(|s| s.content.as_ref()).collect();
            Line::styled(format!("{mark}{name:<14} {}", extra(s, i)), style)
        })
        .collect()
}

pub fn draw(f: &mut Frame, v: &KasaScreen, ctx: &Ctx, area: Rect) {
    if let Some(j) = &v.join {
        return super::kasa_join::draw(f, j, ctx, area);
    }
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    let mut lines = player_lines(s, v.selected, |s, i| tx::kasa_row(s, i, lang));
    lines.push(Line::from(""));
    lines.push(Line::from(tx::kasa_limits(s, lang)));
    let selected = v.selected;
    for l in super::kasa_money::lines(s, selected, lang) {
        lines.push(Line::styled(l, Style::new().fg(ACCENT)));
    }
    let who = s.name(v.selected);
    lines.push(Line::styled(
        format!("{} ({who}): {}", tx::t(T::Amount, lang), v.amount.shown()),
        Style::new().fg(ACCENT),
    ));
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Kasa ")),
        area,
    );
}
