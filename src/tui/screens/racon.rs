//! Racon: the hands typed, the verdict with its reasons, and (with names)
//! the verdict in the hand log and the pot line (`racon_pot`).

use super::racon_pot;
use crate::cards::parse_cards;
use crate::eval::Ranking;
use crate::eval::verdict::{check_input, judge};
use crate::i18n::tui::{self as tx, T};
use crate::i18n::verdict as vwords;
use crate::night::{Action, PlayerId, State};
use crate::tui::app::{Ctx, Msg};
use crate::tui::field::{Accepts, TextField};
use crate::tui::keymap::Command;
use crate::tui::widgets::theme::{ACCENT, DIM};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

pub struct RaconScreen {
    pub hands: TextField,
    pub pot: TextField,
    /// The pot line has the focus (Tab).
    pub pot_focus: bool,
    /// The verdict or why there is none (one line per `\n`).
    pub verdict: Option<Msg>,
    /// The pot split or why there is none.
    pub pot_result: Option<Msg>,
    /// The last verdict whose hands were all named: for the pot line.
    pub named: Option<NamedVerdict>,
}

impl Default for RaconScreen {
    fn default() -> Self {
        RaconScreen {
            hands: TextField::new(Accepts::Text),
            pot: TextField::new(Accepts::Text),
            pot_focus: false,
            verdict: None,
            pot_result: None,
            named: None,
        }
    }
}

impl RaconScreen {
    pub fn focused(&self) -> &TextField {
        if self.pot_focus {
            &self.pot
        } else {
            &self.hands
        }
    }
    pub fn focused_mut(&mut self) -> &mut TextField {
        if self.pot_focus {
            &mut self.pot
        } else {
            &mut self.hands
        }
    }
}

/// A racon over named hands (`Ali: Ah Ad …`), kept for the pot line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedVerdict {
    /// The player of each typed hand.
    pub players: Vec<PlayerId>,
    /// Groups of equal hands, best first (indices into `players`).
    pub ranking: Vec<Vec<usize>>,
    /// Whether each hand has openers (R36).
    pub opener: Vec<bool>,
    /// The input it was judged from (recorded once).
    pub input: String,
}

pub fn run(v: &mut RaconScreen, ctx: &mut Ctx, cmd: Command, now: i64) {
    match cmd {
        Command::PotLine => v.pot_focus = !v.pot_focus,
        Command::Judge => judge_typed(v, ctx, now),
        Command::SplitPot => racon_pot::split(v, ctx, now),
        _ => {}
    }
}

/// The player called `name` (Turkish case folding).
pub fn find_player(s: &State, name: &str) -> Option<PlayerId> {
    let key = crate::cards::fold(name);
    s.players
        .with_ids()
        .find(|(_, p)| crate::cards::fold(&p.name) == key)
        .map(|(i, _)| i)
}

/// One typed hand split into an optional player and its cards:
/// `Ali: Ah Ad Kc Qs 9h`.
fn named_part<'a>(s: &State, part: &'a str) -> (Option<Result<PlayerId, String>>, &'a str) {
    let Some((name, cards)) = part.split_once(':') else {
        return (None, part);
    };
    let who = find_player(s, name.trim());
    (Some(who.ok_or_else(|| name.trim().to_string())), cards)
}

fn lines(f: impl Fn(crate::i18n::Lang) -> Vec<String>) -> Msg {
    Msg::new(|l| f(l).join("\n"), false)
}

/// Live check of the typed hands: the first problem, or nothing.
pub fn check_live(v: &mut RaconScreen, ctx: &Ctx) {
    if v.pot_focus {
        return;
    }
    v.verdict = None;
    let Some(s) = ctx.state() else { return };
    for (i, part) in v.hands.text.split('|').enumerate() {
        let (who, cards) = named_part(s, part);
        if let Some(Err(name)) = who {
            v.verdict = Some(Msg::new(|l| tx::unknown_player(&name, l), true));
            return;
        }
        if let Err(e) = parse_cards(cards) {
            let m = Msg::new(
                |l| format!("{}: {}", crate::i18n::cli::hand_label(i, l), e.message(l)),
                true,
            );
            v.verdict = Some(m);
            return;
        }
    }
}

fn judge_typed(v: &mut RaconScreen, ctx: &mut Ctx, now: i64) {
    let Some(s) = ctx.state() else { return };
    let rules = s.rules.clone();
    // The deck in play: it follows the head count (issue 22).
    let deck = s.deck_in_play();
    let input = v.hands.text.clone();
    let mut parts: Vec<&str> = input.split('|').collect();
    let board = if rules.shape.has_board() {
        parts.pop().unwrap_or_default()
    } else {
        ""
    };
    let mut who = Vec::new();
    let mut hands = Vec::new();
    for part in &parts {
        let (w, cards) = named_part(s, part);
        match (w, parse_cards(cards)) {
            (Some(Err(_)), _) | (_, Err(_)) => return check_live(v, ctx),
            (w, Ok(c)) => {
                who.push(w.and_then(Result::ok));
                hands.push(c);
            }
        }
    }
    let Ok(board) = parse_cards(board) else {
        return check_live(v, ctx);
    };
    if let Err(e) = check_input(&rules, deck, &hands, &board) {
        v.verdict = Some(Msg::new(|l| vwords::input_error(&e, l), true));
        return;
    }
    let Ok(ranking) = Ranking::new(&rules, deck) else {
        return;
    };
    let Some(verdict) = judge(&ranking, &hands, &board) else {
        return;
    };
    // Who holds which hand, when the hands were typed with names.
    let names: Vec<(usize, String)> = who
        .iter()
        .enumerate()
        .filter_map(|(i, w)| Some((i, s.name((*w)?).to_string())))
        .collect();
    v.verdict = Some(lines(|l| {
        let mut out = Vec::new();
        if !names.is_empty() {
            let shown: Vec<String> = names
                .iter()
                .map(|(i, n)| format!("{} = {n}", crate::i18n::cli::hand_label(*i, l)))
                .collect();
            out.push(shown.join(" · "));
        }
        out.extend(vwords::reasons(&verdict, &rules, l));
        out
    }));
    v.pot_result = None;
    // Named hands: the verdict goes into the hand log (once) and the pot
    // line can split the pot.
    let named: Option<Vec<PlayerId>> = who.iter().copied().collect();
    let distinct = named.as_ref().is_some_and(|n| {
        let mut d = n.clone();
        d.sort();
        d.dedup();
        d.len() == n.len()
    });
    let previous = v.named.take();
    let (Some(players), true) = (named, distinct) else {
        return;
    };
    let already = previous.is_some_and(|p| p.input == input);
    let winners: Vec<PlayerId> = verdict.winners().iter().map(|&i| players[i]).collect();
    let shown = players
        .iter()
        .zip(&hands)
        .map(|(&player, cards)| crate::night::ShownHand {
            player,
            cards: cards.clone(),
        })
        .collect();
    v.named = Some(NamedVerdict {
        players,
        ranking: verdict.ranking.clone(),
        opener: verdict.hands.iter().map(|h| h.opener).collect(),
        input,
    });
    if !already {
        ctx.act(
            Action::RecordVerdict {
                rules: rules.id.clone(),
                hands: shown,
                board,
                winners,
            },
            now,
        );
    }
}

pub fn draw(f: &mut Frame, v: &RaconScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let focus = |on: bool| {
        if on {
            Style::new().fg(ACCENT)
        } else {
            Style::new().fg(DIM)
        }
    };
    let typed =
        |t: &crate::tui::field::TextField, on: bool| if on { t.shown() } else { t.text.clone() };
    let mut out = vec![
        Line::from(tx::t(T::RaconExplained, lang)),
        Line::styled(
            format!("> {}", typed(&v.hands, !v.pot_focus)),
            focus(!v.pot_focus),
        ),
        Line::from(""),
    ];
    if let Some(m) = &v.verdict {
        out.extend(m.text(lang).lines().map(|l| Line::from(l.to_string())));
    }
    out.push(Line::from(""));
    out.push(Line::styled(
        format!("{} {}", tx::t(T::PotTab, lang), typed(&v.pot, v.pot_focus)),
        focus(v.pot_focus),
    ));
    match &v.pot_result {
        Some(m) => out.extend(m.text(lang).lines().map(|l| Line::from(l.to_string()))),
        None if v.pot_focus => out.push(Line::styled(tx::t(T::PotExample, lang), focus(false))),
        None => {}
    }
    f.render_widget(
        Paragraph::new(out)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Racon ")),
        area,
    );
}
