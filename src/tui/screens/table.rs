//! The table: the seats, the clock and the hand, and one key per common act.

use crate::i18n::tui::{self as tx, T};
use crate::night::clock::face;
use crate::night::{Action, Chips, Clock, Phase, PlayerId, Rejected};
use crate::tui::app::{Confirm, Ctx};
use crate::tui::keymap::Command;
use crate::tui::widgets::clock_face::ClockFace;
use crate::tui::widgets::seat_ring;
use crate::tui::widgets::theme::ERROR;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

pub fn run(ctx: &mut Ctx, cmd: Command, now: i64) {
    let action = match cmd {
        Command::NewHand => {
            // Only a break that has started; `n` at the end of the closing
            // tur starts it.
            let in_break = ctx.state().is_some_and(|s| {
                s.in_break() && matches!(s.clock(now), Clock::Break { left_ms, .. } if left_ms > 0)
            });
            if in_break {
                return ctx.ask(Confirm::EndBreak);
            }
            Action::NewHand
        }
        Command::PasDoMen => Action::PasDoMen { forced: false },
        Command::ForcedPasDoMen => Action::PasDoMen { forced: true },
        Command::Maldon => Action::Maldon,
        Command::AllPassed => Action::AllPassed,
        Command::EndHand => Action::EndHand {
            winner: None,
            pot: None,
        },
        Command::PauseClock => {
            if ctx.state().is_some_and(|s| s.seans.paused_at.is_some()) {
                Action::Resume
            } else {
                Action::Pause
            }
        }
        Command::AddMinute => Action::AdjustClock { ms: 60_000 },
        Command::TakeMinute => Action::AdjustClock { ms: -60_000 },
        Command::SkipLevel => Action::SkipLevel,
        Command::EndBreak => Action::EndBreak,
        Command::EndNight => return ask_end_night(ctx, now),
        Command::Open(s) => {
            ctx.goto = Some(s);
            return;
        }
        _ => return,
    };
    ctx.act(action, now);
}

/// `E` always asks. Before the mandatory seanses the question names who
/// has not agreed yet (R13); the night decides who that is.
fn ask_end_night(ctx: &mut Ctx, now: i64) {
    let Some(nf) = &ctx.night else { return };
    let probe = Action::EndNight {
        consent: Vec::new(),
    };
    match nf.night().decide(probe, now) {
        Ok(_) => ctx.ask(Confirm::EndNight(Vec::new())),
        Err(Rejected::NeedsConsent { missing }) => ctx.ask(Confirm::EndNight(missing)),
        Err(r) => {
            let s = nf.night().state();
            let m = crate::tui::app::Msg::new(|l| crate::i18n::night::rejected(&r, s, l), true);
            ctx.message = Some(m);
        }
    }
}

/// Yes to the question of `ask_end_night`: everyone still at the table
/// agrees.
pub fn end_night(ctx: &mut Ctx, missing: Vec<PlayerId>, now: i64) {
    let mut consent: Vec<PlayerId> = ctx
        .state()
        .map(|s| {
            s.seats
                .iter()
                .copied()
                .filter(|&p| s.player(p).is_some_and(|x| !x.left))
                .collect()
        })
        .unwrap_or_default();
    consent.extend(missing);
    consent.sort();
    consent.dedup();
    ctx.act(Action::EndNight { consent }, now);
}

/// Draws the table; `flash` is on while an alert flashes.
pub fn draw(f: &mut Frame, ctx: &Ctx, now: i64, flash: bool, area: Rect) {
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    let block = Block::new().borders(Borders::ALL);
    let inner = block.inner(area);
    f.render_widget(block, area);
    let [seats_a, clock_a, info_a] = Layout::vertical([
        Constraint::Length(seat_ring::height(s)),
        Constraint::Fill(1),
        Constraint::Length(3),
    ])
    .areas(inner);
    seat_ring::draw(f, s, now, lang, seats_a);

    // The clock face takes the space the seats leave, in the largest
    // digits that fit.
    let view = face(s, now);
    f.render_widget(
        ClockFace {
            view: &view,
            lang,
            flash,
        },
        clock_a,
    );

    let (tur, owner) = s.current_tur();
    let in_play = s.phase == Phase::InHand;
    let line1 = tx::hand_line(s.hand_no, s.phase, tur, s.name(owner), s.seans.no, lang);
    let line2 = if in_play {
        let hand = s.hands.last();
        let total: Chips = hand.map_or(Chips::ZERO, |h| h.antes.iter().map(|a| a.1).sum());
        let dealer = hand.map_or("-", |h| s.name(h.dealer));
        tx::this_hand_line(dealer, total, hand.map_or(Chips::ZERO, |h| h.pot), lang)
    } else {
        let total: Chips = s.next_ante(now).iter().map(|a| a.1).sum();
        let next = s
            .seat_player(s.next_dealer_seat())
            .map_or("-", |p| s.name(p));
        tx::next_hand_line(next, total, s.carried, lang)
    };
    let mut line3 = Vec::new();
    if s.next_deal_is_closing(now) {
        line3.push(Span::styled(
            tx::t(T::ClosingTur, lang),
            Style::new().fg(ERROR).add_modifier(Modifier::BOLD),
        ));
    } else if s.pas_chain_start.is_some() {
        line3.push(Span::raw(tx::t(T::PasChain, lang)));
    }
    f.render_widget(
        Paragraph::new(vec![
            Line::from(line1),
            Line::from(line2),
            Line::from(line3),
        ]),
        info_a,
    );
}
