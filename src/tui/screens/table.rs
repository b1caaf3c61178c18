//! The table: the seats, the clock and the hand, and one key per common act.

use crate::i18n::tui::{self as tx, T};
use crate::i18n::{Lang, night as words};
use crate::night::clock::face;
use crate::night::{Action, Chips, Clock, Phase, PlayerId, Rejected, State};
use crate::tui::command::{Command, Screen};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::overlay::{Confirm, Handled, Msg, Overlay};
use crate::tui::widgets::clock_face::ClockFace;
use crate::tui::widgets::notes;
use crate::tui::widgets::seat_ring;
use crate::tui::widgets::theme::ERROR;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

/// The table has no state of its own: it draws the night.
#[derive(Clone, Copy, Debug, Default)]
pub struct TableScreen;

impl Component for TableScreen {
    fn id(&self) -> Screen {
        Screen::Table
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        run(ctx, cmd, now)
    }
}

impl Draw for TableScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, now: i64, flash: bool) {
        draw(f, ctx, now, flash, area);
    }
}

/// Yes to a question the table asked: end the break now, end the night.
fn answer(ctx: &mut Ctx, now: i64) -> Handled {
    let mine = |o: &Overlay| {
        matches!(
            o,
            Overlay::Confirm(Confirm::EndBreak | Confirm::EndNight(_))
        )
    };
    match ctx.take_overlay(mine) {
        Some(Overlay::Confirm(Confirm::EndNight(missing))) => end_night(ctx, missing, now),
        Some(_) => {
            ctx.act(Action::NewHand, now);
        }
        None => return Handled::No,
    }
    Handled::Yes
}

fn run(ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
    let action = match cmd {
        Command::Yes => return answer(ctx, now),
        Command::NewHand => {
            // Only a break that has started; `n` at the end of the closing
            // tur starts it.
            let in_break = ctx.state().is_some_and(|s| {
                s.in_break() && matches!(s.clock(now), Clock::Break { left_ms, .. } if left_ms > 0)
            });
            if in_break {
                ctx.ask(Confirm::EndBreak);
            } else if ctx.state().is_some_and(|s| s.deck_question().is_some()) {
                // One question to the host before the deck would be dealt
                // (`deck_follows_players: ask`).
                ctx.ask(Confirm::Deck);
            } else {
                deal(ctx, now);
            }
            return Handled::Yes;
        }
        Command::DeckQuestion => {
            ctx.ask(Confirm::Deck);
            return Handled::Yes;
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
        Command::EndNight => {
            ask_end_night(ctx, now);
            return Handled::Yes;
        }
        Command::Open(s) => {
            ctx.go(s);
            return Handled::Yes;
        }
        _ => return Handled::No,
    };
    ctx.act(action, now);
    Handled::Yes
}

/// `n`: the next hand, and a word when the deck changed with it.
fn deal(ctx: &mut Ctx, now: i64) {
    let before = ctx.state().map(State::deck_in_play);
    if !ctx.act(Action::NewHand, now) {
        return;
    }
    let after = ctx.state().map(State::deck_in_play);
    if let (Some(from), Some(to), Some(m)) = (before, after, ctx.message.as_mut())
        && from != to
    {
        m.tr = format!("{} · {}", m.tr, words::deck_switched(from, to, Lang::Tr));
        m.en = format!("{} · {}", m.en, words::deck_switched(from, to, Lang::En));
    }
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
            let m = Msg::new(|l| crate::i18n::night::rejected(&r, s, l), true);
            ctx.message = Some(m);
        }
    }
}

/// Yes to the question of `ask_end_night`: everyone still at the table
/// agrees.
fn end_night(ctx: &mut Ctx, missing: Vec<PlayerId>, now: i64) {
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
fn draw(f: &mut Frame, ctx: &Ctx, now: i64, flash: bool, area: Rect) {
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    let block = Block::new().borders(Borders::ALL);
    let inner = block.inner(area);
    f.render_widget(block, area);
    let [seats_a, clock_a, info_a] = Layout::vertical([
        Constraint::Length(seat_ring::height(s)),
        Constraint::Fill(1),
        Constraint::Length(info_rows(s, now, lang, inner.width)),
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
            info_first: false,
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
    let mut lines = vec![Line::from(line1), Line::from(line2)];
    lines.extend(third_lines(s, now, lang, info_a.width));
    lines.extend(notes::deck_note(s, lang));
    lines.extend(notes::colour_up_line(s, now, lang));
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), info_a);
}

/// The closing tur or the pas dö men chain, and who cuts: on one line
/// when they fit in `width`, else on two.
fn third_lines(s: &State, now: i64, lang: Lang, width: u16) -> Vec<Line<'static>> {
    let mut spans: Vec<Span> = Vec::new();
    if s.next_deal_is_closing(now) {
        spans.push(Span::styled(
            tx::t(T::ClosingTur, lang),
            Style::new().fg(ERROR).add_modifier(Modifier::BOLD),
        ));
    } else if s.pas_chain_start.is_some() {
        spans.push(Span::raw(tx::t(T::PasChain, lang)));
    }
    let Some(cut) = notes::cut_line(s, lang) else {
        return vec![Line::from(spans)];
    };
    let first = Line::from(spans.clone());
    if spans.is_empty() {
        return vec![cut];
    }
    if first.width() + 3 + cut.width() > usize::from(width) {
        return vec![first, cut];
    }
    spans.push(Span::raw(" · "));
    spans.extend(cut.spans);
    vec![Line::from(spans)]
}

/// Rows the lines under the clock take in `width` columns: the hand, the
/// next hand, the closing tur or the pas dö men chain with who cuts (two
/// rows when they do not fit one), a deck note and the colour-up at a
/// blind level (each may wrap).
fn info_rows(s: &State, now: i64, lang: Lang, width: u16) -> u16 {
    let rows =
        |l: Option<Line>| l.map_or(0, |l| l.width().div_ceil(usize::from(width.max(1))) as u16);
    let notes = rows(notes::deck_note(s, lang)) + rows(notes::colour_up_line(s, now, lang));
    2 + (third_lines(s, now, lang, width).len() as u16).max(1) + notes
}
