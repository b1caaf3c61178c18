//! Hesap: the final count, the difference, the settlement, its files and
//! its print.

use super::parts::{player_lines, step_player, take_amount};
use super::{chip_prompt, hesap_chat, hesap_files};
use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::money::settle::Resolve;
use crate::night::{Action, Chips, PlayerId, State};
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::{ColourUse, Confirm, Handled, Overlay, Prompt, PromptKind};
use crate::tui::widgets::theme::{ACCENT, ERROR};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

pub struct HesapScreen {
    /// The player the next number goes to (the count goes round the table
    /// from the first player).
    pub selected: PlayerId,
    pub amount: TextField,
    /// How the payees want to be paid (the ledger, read when the screen
    /// opens): shown beside the transfers to them.
    pub handles: crate::report::Handles,
}

impl Default for HesapScreen {
    fn default() -> Self {
        HesapScreen {
            selected: PlayerId(0),
            amount: TextField::new(Accepts::Digits),
            handles: crate::report::Handles::default(),
        }
    }
}

impl Component for HesapScreen {
    fn id(&self) -> Screen {
        Screen::Hesap
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        run(self, ctx, cmd, now)
    }

    fn holds(&self, w: When, _ctx: &Ctx) -> bool {
        w == When::CanGoBack
    }

    fn field(&self) -> Option<&TextField> {
        Some(&self.amount)
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        Some(&mut self.amount)
    }
}

impl Draw for HesapScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

fn run(v: &mut HesapScreen, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
    let n = ctx.players();
    let resolve = match cmd {
        Command::Yes => return answer(v, ctx, now),
        Command::SelectPrev | Command::SelectNext => {
            let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
            step_player(&mut v.selected, dir, n);
            return Handled::Yes;
        }
        Command::RecordCount => {
            if v.amount.text.is_empty() && chip_prompt::has_set(ctx) {
                chip_prompt::ask(ctx, v.selected, ColourUse::Final, "");
            } else if let Some(chips) = take_amount(&mut v.amount, ctx) {
                count(v, ctx, (chips, Vec::new()), now);
            }
            return Handled::Yes;
        }
        Command::DiffToSelected => Resolve::Assign(v.selected),
        Command::DiffSpread => Resolve::Spread,
        Command::DiffLost => Resolve::Lost,
        Command::WriteReport => {
            hesap_files::export_report(ctx, now);
            return Handled::Yes;
        }
        Command::PrintReport => {
            hesap_files::print_report(ctx, now);
            return Handled::Yes;
        }
        Command::ChatShare => {
            hesap_chat::open(ctx, &v.handles, now);
            return Handled::Yes;
        }
        _ => return Handled::No,
    };
    ctx.act(Action::ResolveDifference { resolve }, now);
    Handled::Yes
}

/// Yes to the question of a count typed again, or Enter on the count by
/// colour.
fn answer(v: &mut HesapScreen, ctx: &mut Ctx, now: i64) -> Handled {
    let mine = |o: &Overlay| match o {
        Overlay::Confirm(c) => matches!(c, Confirm::Recount(..)),
        Overlay::Prompt(p) => matches!(p.kind, PromptKind::Colours(..)),
        _ => false,
    };
    match ctx.take_overlay(mine) {
        Some(Overlay::Confirm(Confirm::Recount(p, chips, colours))) => {
            record(v, ctx, p, (chips, colours), now);
        }
        Some(Overlay::Prompt(Prompt {
            kind: PromptKind::Colours(p, what),
            field,
        })) => {
            if let Some(counted) = chip_prompt::answer(ctx, p, what, &field.text) {
                v.selected = p;
                count(v, ctx, counted, now);
            }
        }
        _ => return Handled::No,
    }
    Handled::Yes
}

/// The selected player's count: asked again when he is counted already.
fn count(v: &mut HesapScreen, ctx: &mut Ctx, (chips, colours): (Chips, Vec<i64>), now: i64) {
    let p = v.selected;
    let counted = ctx.state().and_then(|s| s.player(p)).and_then(|x| x.chips);
    if counted.is_some() {
        ctx.ask(Confirm::Recount(p, chips, colours));
    } else {
        record(v, ctx, p, (chips, colours), now);
    }
}

/// Records `p`'s count; the next number goes to the next player still
/// uncounted, and the message says who that is.
fn record(
    v: &mut HesapScreen,
    ctx: &mut Ctx,
    p: PlayerId,
    (chips, colours): (Chips, Vec<i64>),
    now: i64,
) {
    let count = Action::CountChips {
        player: p,
        chips,
        colours,
    };
    if !ctx.act(count, now) {
        return;
    }
    let Some(s) = ctx.state() else { return };
    let n = s.players.len();
    let next = (1..n)
        .filter_map(|d| PlayerId::from_index((p.index() + d) % n))
        .find(|&i| s.players[i].chips.is_none() && !s.players[i].left);
    if let Some(i) = next {
        v.selected = i;
        let name = s.players[i].name.clone();
        if let Some(m) = ctx.message.clone() {
            ctx.say(
                |l| format!("{} · {}", m.text(l), tx::next_count(&name, l)),
                false,
            );
        }
    }
}

/// The chip set by colour, beside the chip difference, before it is
/// resolved ("renk renk: 2 kırmızı eksik").
fn colour_difference(s: &State, lang: Lang) -> Option<Line<'static>> {
    let diff = s.colour_difference().filter(|_| s.resolution.is_none())?;
    let colour = if diff.iter().all(|&d| d == 0) {
        ACCENT
    } else {
        ERROR
    };
    Some(Line::styled(
        crate::i18n::chips::colour_difference(&s.setup.chips, &diff, lang),
        Style::new().fg(colour),
    ))
}

fn draw(f: &mut Frame, v: &HesapScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    // Once settled, each player's row ends with what he pays or receives
    // in all (M2).
    let settled = s
        .uncounted()
        .is_empty()
        .then(|| s.settlement().ok())
        .flatten();
    let mut lines = player_lines(s, v.selected, |s, i| {
        let mut row = tx::hesap_row(s, i, lang);
        if let Some(c) = chip_prompt::row_colours(s, i, lang) {
            row = format!("{row} · {c}");
        }
        match settled.as_ref().and_then(|st| st.balances.get(i.index())) {
            Some(&k) => format!("{row} · {}", tx::in_all(s, k, lang)),
            None => row,
        }
    });
    let who = s.name(v.selected);
    lines.push(Line::styled(
        format!("{} ({who}): {}", tx::t(T::Chips, lang), v.amount.shown()),
        Style::new().fg(ACCENT),
    ));
    if !s.setup.chips.is_empty() && v.amount.text.is_empty() {
        lines.push(Line::from(crate::i18n::chips::by_colour_hint(true, lang)));
    }
    lines.push(Line::from(""));
    lines.extend(colour_difference(s, lang));
    let uncounted = s.uncounted();
    let damaged = ctx.night.as_ref().and_then(|n| n.whole().err());
    if let Some(e) = damaged {
        // A night read only up to a damaged line is not settled (G1).
        lines.push(Line::styled(
            crate::i18n::store::not_settled_damaged(&e, lang),
            Style::new().fg(ERROR),
        ));
    } else if !uncounted.is_empty() {
        let names: Vec<&str> = uncounted.iter().map(|&p| s.name(p)).collect();
        lines.push(Line::from(format!(
            "{}: {}",
            tx::t(T::NotCounted, lang),
            names.join(", ")
        )));
    } else {
        match s.settlement() {
            Ok(st) => {
                for t in &st.transfers {
                    let to = tx::party_name(s, t.to, lang);
                    let handle = v.handles.shown(&to, lang);
                    lines.push(Line::from(tx::transfer(s, t, handle.as_deref(), lang)));
                }
                if st.transfers.is_empty() {
                    lines.push(Line::from(tx::t(T::NobodyOwes, lang)));
                }
            }
            Err(crate::money::settle::SettleError::Unbalanced { difference, .. }) => {
                lines.push(Line::styled(
                    tx::count_off(difference, lang),
                    Style::new().fg(ERROR),
                ));
            }
            Err(e) => lines.push(Line::styled(
                tx::not_settled(
                    &crate::i18n::money::settle_error(&e, &super::racon_hands::names(s), lang),
                    lang,
                ),
                Style::new().fg(ERROR),
            )),
        }
    }
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(tx::t(T::HesapTitle, lang))),
        area,
    );
}
