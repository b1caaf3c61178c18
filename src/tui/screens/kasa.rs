//! Kasa: kav, counts, leaving, sitting out and the cashier, per player.

use super::chip_prompt;
use super::kasa_join::{self, Join, Step};
use super::kasa_money;
use super::parts::{player_lines, step_player, take_amount};
use crate::i18n::Lang;
use crate::i18n::arrival as words;
use crate::i18n::tui::{self as tx, T};
use crate::night::chips::{self, Breakdown};
use crate::night::{Action, Chips, PlayerId, State};
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::deck;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::{ColourUse, Confirm, Handled, Overlay, Prompt, PromptKind};
use crate::tui::when::{night_on, seated};
use crate::tui::widgets::theme::{ACCENT, ERROR};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};

pub struct KasaScreen {
    pub selected: PlayerId,
    pub amount: TextField,
    /// The `+` panel (a late arrival), while it is open.
    pub join: Option<Join>,
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

impl Component for KasaScreen {
    fn id(&self) -> Screen {
        Screen::Kasa
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        match cmd {
            Command::Yes => answer_yes(self, ctx, now),
            Command::No => answer_no(ctx),
            Command::Join => {
                kasa_join::open(&mut self.join, ctx);
                Handled::Yes
            }
            _ if self.join.is_some() => kasa_join::run(&mut self.join, ctx, cmd, now),
            _ => run(self, ctx, cmd, now),
        }
    }

    fn holds(&self, w: When, ctx: &Ctx) -> bool {
        let plain = self.join.is_none();
        let step = self.join.as_ref().map(|j| j.step);
        match w {
            // The `+` panel's own Esc steps back first.
            When::CanGoBack | When::KasaPlain => plain,
            When::CanJoin => plain && seated(ctx) && night_on(ctx),
            When::LeaverDue => plain && leaver_due(ctx, self.selected),
            When::Joining => !plain,
            When::JoiningName => {
                step == Some(Step::Name) && self.join.as_ref().is_some_and(|j| !j.absent.is_empty())
            }
            When::JoiningSeat => step == Some(Step::Seat),
            _ => false,
        }
    }

    /// The field that has the focus: the `+` panel's while it is open.
    fn field(&self) -> Option<&TextField> {
        match &self.join {
            Some(j) => j.field(),
            None => Some(&self.amount),
        }
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        match &mut self.join {
            Some(j) => j.field_mut(),
            None => Some(&mut self.amount),
        }
    }
}

/// The selected player has left and money is due between him and the
/// table: he can be settled on the spot.
fn leaver_due(ctx: &Ctx, p: PlayerId) -> bool {
    ctx.state().is_some_and(|s| {
        s.player(p).is_some_and(|x| x.left) && s.leaver_due(p).is_some_and(|d| !d.due.is_zero())
    })
}

/// Enter on a question or prompt the kasa opened: "is he coming back?",
/// an expense, a settlement on the spot, a reason to leave before çıkma.
fn answer_yes(v: &mut KasaScreen, ctx: &mut Ctx, now: i64) -> Handled {
    let mine = |o: &Overlay| match o {
        Overlay::Confirm(c) => matches!(c, Confirm::Return(_) | Confirm::ShortBank(..)),
        Overlay::Prompt(p) => !matches!(p.kind, PromptKind::SaveAs | PromptKind::ExportPending),
        _ => false,
    };
    match ctx.take_overlay(mine) {
        Some(Overlay::Confirm(Confirm::Return(p))) => kasa_join::returning(&mut v.join, ctx, p),
        Some(Overlay::Confirm(Confirm::ShortBank(player, chips, _))) => {
            ctx.act(Action::BuyKav { player, chips }, now);
        }
        Some(Overlay::Prompt(p)) => {
            let text = &p.field.text;
            match p.kind {
                PromptKind::Expense(by) => kasa_money::expense(ctx, by, text, now),
                PromptKind::SettleWith(who) => kasa_money::settle(ctx, who, text, now),
                PromptKind::Override(player, chips, colours) => {
                    let override_reason = Some(text.clone());
                    let leave = Action::Leave {
                        player,
                        chips,
                        override_reason,
                        colours,
                    };
                    leave_with(ctx, leave, now);
                }
                PromptKind::Colours(player, what) => by_colour(ctx, player, what, text, now),
                PromptKind::SaveAs | PromptKind::ExportPending => {}
            }
        }
        _ => return Handled::No,
    }
    Handled::Yes
}

/// A leaver recorded: the head count changed.
fn leave_with(ctx: &mut Ctx, leave: Action, now: i64) {
    if ctx.act(leave, now) {
        deck::head_count_changed(ctx);
    }
}

/// Enter on the count-by-colour prompt: the count, the leaver, or (before
/// çıkma) the question of his reason.
fn by_colour(ctx: &mut Ctx, player: PlayerId, what: ColourUse, text: &str, now: i64) {
    let Some((chips, colours)) = chip_prompt::answer(ctx, player, what, text) else {
        return;
    };
    match what {
        ColourUse::Count | ColourUse::Final => {
            let count = Action::CountChips {
                player,
                chips,
                colours,
            };
            ctx.act(count, now);
        }
        ColourUse::Leave => {
            let leave = Action::Leave {
                player,
                chips,
                override_reason: None,
                colours,
            };
            leave_with(ctx, leave, now);
        }
        ColourUse::Override => ask_reason(ctx, player, chips, colours),
    }
}

/// Leaving before çıkma: the reason is asked.
fn ask_reason(ctx: &mut Ctx, player: PlayerId, chips: Chips, colours: Vec<i64>) {
    ctx.overlay = Some(Overlay::Prompt(Prompt {
        kind: PromptKind::Override(player, chips, colours),
        field: TextField::new(Accepts::Free),
    }));
}

/// No to "is he coming back?": another name, then.
fn answer_no(ctx: &mut Ctx) -> Handled {
    match ctx.take_overlay(|o| matches!(o, Overlay::Confirm(Confirm::Return(_)))) {
        Some(_) => {
            ctx.say(|l| words::other_name(l).to_string(), true);
            Handled::Yes
        }
        None => Handled::No,
    }
}

/// With a chip set, `c`, `l` and `x` with no amount typed ask for the
/// chips by colour.
fn colour_prompt(cmd: Command, amount: &TextField, ctx: &Ctx) -> Option<ColourUse> {
    let what = match cmd {
        Command::CountChips => ColourUse::Count,
        Command::Leave => ColourUse::Leave,
        Command::LeaveOverride => ColourUse::Override,
        _ => return None,
    };
    (amount.text.is_empty() && chip_prompt::has_set(ctx)).then_some(what)
}

/// The kasa's own keys (the `+` panel closed).
fn run(v: &mut KasaScreen, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
    let n = ctx.players();
    let player = v.selected;
    let action = match cmd {
        Command::SelectPrev | Command::SelectNext => {
            let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
            step_player(&mut v.selected, dir, n);
            return Handled::Yes;
        }
        Command::SitOut => {
            let out = ctx
                .state()
                .and_then(|s| s.player(player))
                .is_some_and(|p| !p.sitting_out);
            Action::SitOut { player, out }
        }
        Command::Expense => {
            kasa_money::ask_expense(ctx, player);
            return Handled::Yes;
        }
        Command::SettleSpot => {
            kasa_money::ask_settle(ctx, player);
            return Handled::Yes;
        }
        Command::BuyKav
        | Command::CountChips
        | Command::Leave
        | Command::Deposit
        | Command::LeaveOverride => {
            if let Some(what) = colour_prompt(cmd, &v.amount, ctx) {
                chip_prompt::ask(ctx, player, what, "");
                return Handled::Yes;
            }
            // The amount is used once: cleared whether it is accepted or
            // refused, so the next digits never append to it.
            let Some(chips) = take_amount(&mut v.amount, ctx) else {
                return Handled::Yes;
            };
            match cmd {
                Command::BuyKav if chip_prompt::ask_short_bank(ctx, player, chips) => {
                    return Handled::Yes;
                }
                Command::BuyKav => Action::BuyKav { player, chips },
                Command::CountChips => Action::CountChips {
                    player,
                    chips,
                    colours: Vec::new(),
                },
                Command::Deposit => Action::Deposit { player, chips },
                Command::Leave => Action::Leave {
                    player,
                    chips,
                    override_reason: None,
                    colours: Vec::new(),
                },
                _ => {
                    ask_reason(ctx, player, chips, Vec::new());
                    return Handled::Yes;
                }
            }
        }
        _ => return Handled::No,
    };
    let leaves = matches!(action, Action::Leave { .. });
    if ctx.act(action, now) && leaves {
        deck::head_count_changed(ctx);
    }
    Handled::Yes
}

impl Draw for KasaScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

/// With a chip set in the preset: the amount being typed as the chips to
/// hand over for a kav or top-up, from what the bank still holds when the
/// host said what he owns; a warning when it cannot be made, shown before
/// Enter records the kav. Nothing without a chip set.
fn by_colour_line(s: &State, amount: &TextField, lang: Lang) -> Option<Line<'static>> {
    let set = &s.setup.chips;
    let chips = match amount.amount() {
        Some(Ok(n)) if n > 0 && !set.is_empty() => Chips(n),
        _ => return None,
    };
    let bank = chips::bank_left(set, &s.bank);
    let b = chips::kav_breakdown(set, chips.0, bank.as_deref());
    let colour = if matches!(b, Breakdown::Chips(_)) {
        ACCENT
    } else {
        ERROR
    };
    let text = crate::i18n::chips::breakdown(set, chips, &b, lang);
    Some(Line::styled(text, Style::new().fg(colour)))
}

fn draw(f: &mut Frame, v: &KasaScreen, ctx: &Ctx, area: Rect) {
    if let Some(j) = &v.join {
        return kasa_join::draw(f, j, ctx, area);
    }
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    let mut lines = player_lines(s, v.selected, |s, i| {
        let row = tx::kasa_row(s, i, lang);
        match chip_prompt::row_colours(s, i, lang) {
            Some(c) => format!("{row} · {c}"),
            None => row,
        }
    });
    lines.push(Line::from(""));
    lines.push(Line::from(tx::kasa_limits(s, lang)));
    let selected = v.selected;
    for l in kasa_money::lines(s, selected, lang) {
        lines.push(Line::styled(l, Style::new().fg(ACCENT)));
    }
    let who = s.name(v.selected);
    lines.push(Line::styled(
        format!("{} ({who}): {}", tx::t(T::Amount, lang), v.amount.shown()),
        Style::new().fg(ACCENT),
    ));
    lines.extend(by_colour_line(s, &v.amount, lang));
    if !s.setup.chips.is_empty() && v.amount.text.is_empty() {
        let hint = crate::i18n::chips::by_colour_hint(false, lang);
        lines.push(Line::from(hint));
    }
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Kasa ")),
        area,
    );
}
