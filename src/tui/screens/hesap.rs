//! Hesap: the final count, the difference, the settlement, its files and
//! its print.

use super::View;
use super::kasa::{player_lines, take_amount};
use crate::i18n::tui::{self as tx, T};
use crate::money::settle::Resolve;
use crate::night::{Action, Chips, PlayerId};
use crate::tui::app::{App, Confirm, Ctx};
use crate::tui::field::{Accepts, TextField};
use crate::tui::keymap::Command;
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
            handles: Default::default(),
        }
    }
}

pub fn run(app: &mut App, cmd: Command, now: i64) {
    let App { ctx, view } = app;
    let View::Hesap(v) = view else { return };
    let n = ctx.players();
    let action = match cmd {
        Command::SelectPrev | Command::SelectNext => {
            let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
            return super::step_player(&mut v.selected, dir, n);
        }
        Command::RecordCount => {
            let Some(chips) = take_amount(&mut v.amount, ctx) else {
                return;
            };
            let p = v.selected;
            let counted = ctx.state().and_then(|s| s.player(p)).and_then(|x| x.chips);
            if counted.is_some() {
                return ctx.ask(Confirm::Recount(p, chips));
            }
            return record(app, p, chips, now);
        }
        Command::DiffToSelected => Action::ResolveDifference {
            resolve: Resolve::Assign(v.selected),
        },
        Command::DiffSpread => Action::ResolveDifference {
            resolve: Resolve::Spread,
        },
        Command::DiffLost => Action::ResolveDifference {
            resolve: Resolve::Lost,
        },
        Command::WriteReport => return super::hesap_files::export_report(ctx, now),
        Command::PrintReport => return super::hesap_files::print_report(ctx, now),
        Command::ChatShare => return super::hesap_chat::open(ctx, &v.handles, now),
        _ => return,
    };
    ctx.act(action, now);
}

/// Records `p`'s count; the next number goes to the next player still
/// uncounted, and the message says who that is.
pub fn record(app: &mut App, p: PlayerId, chips: Chips, now: i64) {
    let App { ctx, view } = app;
    if !ctx.act(Action::CountChips { player: p, chips }, now) {
        return;
    }
    let Some(s) = ctx.state() else { return };
    let n = s.players.len();
    let next = (1..n)
        .filter_map(|d| PlayerId::from_index((p.index() + d) % n))
        .find(|&i| s.players[i].chips.is_none() && !s.players[i].left);
    if let (Some(i), View::Hesap(v)) = (next, view) {
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

pub fn draw(f: &mut Frame, v: &HesapScreen, ctx: &Ctx, area: Rect) {
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
        let row = tx::hesap_row(s, i, lang);
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
    lines.push(Line::from(""));
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
                tx::settle_error(&e, lang),
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
