//! `+` on the kasa: a late arrival sits down (issue 22). Three steps, each
//! with its own keys in the keymap: his name (typed, or one of the presets'
//! players who are not here, ↑↓), his seat between two players (←/→ on the
//! ring), his kav (the minimum already typed). A name of a player who left
//! tonight asks first whether the same player is coming back. When the
//! head count changes the deck the rule set gives, the deck question
//! follows (`house.deck_follows_players: ask`) or the table is told.

use crate::i18n::{Lang, arrival as words, night as nwords};
use crate::night::{Action, PlayerId, Rejected, State};
use crate::tui::command::Command;
use crate::tui::ctx::Ctx;
use crate::tui::deck;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::{Confirm, Handled};
use crate::tui::screens::parts::take_amount;
use crate::tui::widgets::seat_ring;
use crate::tui::widgets::theme::{ACCENT, DIM};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Name,
    Seat,
    Kav,
}

/// The `+` panel's state.
#[derive(Clone, Debug)]
pub struct Join {
    pub step: Step,
    pub name: TextField,
    /// The player who left and comes back (the host said yes).
    pub back: Option<PlayerId>,
    /// He sits right after `seats[after]`.
    pub after: usize,
    pub kav: TextField,
    /// The presets' players who are not at this night.
    pub absent: Vec<String>,
    pub pick: Option<usize>,
}

impl Join {
    pub fn field(&self) -> Option<&TextField> {
        match self.step {
            Step::Name => Some(&self.name),
            Step::Seat => None,
            Step::Kav => Some(&self.kav),
        }
    }

    pub fn field_mut(&mut self) -> Option<&mut TextField> {
        match self.step {
            Step::Name => Some(&mut self.name),
            Step::Seat => None,
            Step::Kav => Some(&mut self.kav),
        }
    }

    fn shown_name(&self, s: &State) -> String {
        match self.back {
            Some(p) => s.name(p).to_string(),
            None => self.name.text.trim().to_string(),
        }
    }
}

/// Players named in the presets (the user's and the bundled) who are not
/// at this night, in the order the presets list them.
fn absent_players(ctx: &Ctx, s: &State) -> Vec<String> {
    let (presets, _) = crate::store::presets::list(&ctx.dirs);
    let mut out: Vec<String> = Vec::new();
    for name in presets.iter().flat_map(|p| p.setup.players.iter()) {
        let key = crate::cards::fold(name.trim());
        let here = s.find_player(name).is_some();
        if !here && !out.iter().any(|o| crate::cards::fold(o) == key) {
            out.push(name.trim().to_string());
        }
    }
    out
}

/// The rule sets (by name) that take `n` players, for a refused head count.
fn rule_sets_taking(ctx: &Ctx, n: usize, lang: Lang) -> String {
    let (all, _) = crate::store::all_rules(&ctx.dirs);
    let names: Vec<String> = all
        .iter()
        .filter(|r| u8::try_from(n).is_ok_and(|n| r.rules.player_range().contains(&n)))
        .map(|r| r.rules.name.get(lang).to_string())
        .collect();
    nwords::rule_sets_taking(n, &names, lang)
}

/// Says why `r` was refused; a head count also names the rule sets that
/// take it.
fn refuse(ctx: &mut Ctx, r: &Rejected) {
    let Some(s) = ctx.state() else { return };
    let mut tr = nwords::rejected(r, s, Lang::Tr);
    let mut en = nwords::rejected(r, s, Lang::En);
    if let Rejected::HeadCount { players, .. } = r {
        tr = format!("{tr} {}", rule_sets_taking(ctx, *players, Lang::Tr));
        en = format!("{en} {}", rule_sets_taking(ctx, *players, Lang::En));
    }
    ctx.say(|l| l.pick(&tr, &en).to_string(), true);
}

/// `+`: opens the panel, unless the rule set cannot take one more player.
pub fn open(join: &mut Option<Join>, ctx: &mut Ctx) {
    let Some(s) = ctx.state() else { return };
    let r = &s.rules;
    let n = s.head_count() + 1;
    if !u8::try_from(n).is_ok_and(|n| r.player_range().contains(&n)) {
        let refusal = Rejected::HeadCount {
            rules: r.id.clone(),
            players: n,
            min: r.players.min,
            max: r.players.max,
        };
        return refuse(ctx, &refusal);
    }
    let after = s.seats.len().saturating_sub(1);
    let kav = TextField::with(s.setup.stakes.min_kav.to_string(), Accepts::Digits);
    let absent = absent_players(ctx, s);
    *join = Some(Join {
        step: Step::Name,
        name: TextField::new(Accepts::Text),
        back: None,
        after,
        kav,
        absent,
        pick: None,
    });
}

/// A key of the panel.
pub fn run(join: &mut Option<Join>, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
    let Some(j) = join.as_mut() else {
        return Handled::No;
    };
    let n = ctx.state().map_or(1, |s| s.seats.len().max(1));
    match (j.step, cmd) {
        (Step::Name, Command::SelectPrev | Command::SelectNext) if !j.absent.is_empty() => {
            let k = j.absent.len();
            let i = match (j.pick, cmd) {
                (None, Command::SelectNext) => 0,
                (None, _) => k - 1,
                (Some(i), Command::SelectNext) => (i + 1) % k,
                (Some(i), _) => (i + k - 1) % k,
            };
            j.pick = Some(i);
            j.name.text = j.absent[i].clone();
        }
        (Step::Name, Command::JoinNext) => name_done(join, ctx),
        (Step::Seat, Command::ValuePrev) => j.after = (j.after + n - 1) % n,
        (Step::Seat, Command::ValueNext) => j.after = (j.after + 1) % n,
        (Step::Seat, Command::JoinNext) => j.step = Step::Kav,
        (Step::Kav, Command::JoinNext) => seat_him(join, ctx, now),
        (Step::Name, Command::JoinBack) => *join = None,
        (Step::Seat, Command::JoinBack) => {
            j.back = None;
            j.step = Step::Name;
        }
        (Step::Kav, Command::JoinBack) => j.step = Step::Seat,
        _ => return Handled::No,
    }
    Handled::Yes
}

/// Enter on the name: a new player goes on to his seat; a name of one at
/// the table is refused; one who left asks first.
fn name_done(join: &mut Option<Join>, ctx: &mut Ctx) {
    let (Some(j), Some(nf)) = (join.as_mut(), ctx.night.as_ref()) else {
        return;
    };
    let s = nf.night().state();
    if j.name.text.trim().is_empty() {
        return ctx.say(|l| words::type_a_name(l).to_string(), true);
    }
    let probe = Action::Join {
        name: j.name.text.clone(),
        after: s.seats.first().copied().unwrap_or(PlayerId(0)),
        kav: s.setup.stakes.min_kav,
    };
    match nf.night().decide(probe, 0) {
        Err(Rejected::LeftEarlier { player }) => ctx.ask(Confirm::Return(player)),
        Err(r @ (Rejected::NameAtTable { .. } | Rejected::BadName)) => refuse(ctx, &r),
        _ => j.step = Step::Seat,
    }
}

/// Yes to "is he coming back?": his old place is the seat offered.
pub fn returning(join: &mut Option<Join>, ctx: &Ctx, player: PlayerId) {
    let (Some(j), Some(s)) = (join.as_mut(), ctx.state()) else {
        return;
    };
    if let Some(i) = s.seats.iter().position(|&p| p == player) {
        let n = s.seats.len();
        j.after = (i + n - 1) % n;
    }
    j.back = Some(player);
    j.step = Step::Seat;
}

/// The player he sits after, skipping a returning player's own old seat.
fn after_player(j: &Join, s: &State) -> Option<PlayerId> {
    let n = s.seats.len();
    let mut i = j.after % n.max(1);
    if j.back.is_some() && s.seats.get(i).copied() == j.back {
        i = (i + n - 1) % n;
    }
    s.seats.get(i).copied()
}

/// Enter on the kav: the event is recorded, then the deck is seen to.
fn seat_him(join: &mut Option<Join>, ctx: &mut Ctx, now: i64) {
    let (Some(j), Some(s)) = (join.as_ref(), ctx.state()) else {
        return;
    };
    let Some(after) = after_player(j, s) else {
        return;
    };
    let (back, name, mut field) = (j.back, j.name.text.clone(), j.kav.clone());
    let Some(kav) = take_amount(&mut field, ctx) else {
        return;
    };
    let action = match back {
        Some(player) => Action::Return { player, after, kav },
        None => Action::Join { name, after, kav },
    };
    if ctx.act(action, now) {
        *join = None;
        deck::head_count_changed(ctx);
    }
}

/// Draws the panel: the step's lines, and from the seat step on the ring
/// with his seat marked.
pub fn draw(f: &mut Frame, j: &Join, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let Some(s) = ctx.state() else { return };
    let name = j.shown_name(s);
    let between = after_player(j, s)
        .and_then(|a| {
            let i = s.seats.iter().position(|&p| p == a)?;
            let n = s.seats.len();
            let mut next = s.seats[(i + 1) % n];
            if Some(next) == j.back {
                next = s.seats[(i + 2) % n];
            }
            Some(nwords::between(s.name(a), s.name(next), lang))
        })
        .unwrap_or_default();
    let text = match j.step {
        Step::Name => words::name_step(&j.name.text, &j.absent, lang),
        Step::Seat => words::seat_step(&name, &between, lang),
        Step::Kav => words::kav_step(&name, &between, &j.kav.text, s.setup.stakes.min_kav, lang),
    };
    let block = Block::bordered().title(words::title(j.back.is_some(), lang));
    let inner = block.inner(area);
    f.render_widget(block, area);
    let [ring_a, text_a] = Layout::vertical([
        Constraint::Length(seat_ring::height(s) + 1),
        Constraint::Fill(1),
    ])
    .areas(inner);
    let mut ring: Vec<(String, Style)> = Vec::new();
    for &p in &s.seats {
        if Some(p) != j.back {
            // A player who left keeps his seat on the ring, dimmed.
            let left = s.player(p).is_some_and(|x| x.left);
            let style = if left {
                Style::new().fg(DIM)
            } else {
                Style::new()
            };
            ring.push((s.name(p).to_string(), style));
        }
        if j.step != Step::Name && Some(p) == after_player(j, s) {
            let mark = format!("{name}{}", words::new_seat_mark(lang));
            ring.push((mark, Style::new().fg(ACCENT)));
        }
    }
    seat_ring::draw_names(f, &ring, ring_a);
    let lines: Vec<Line> = text
        .into_iter()
        .map(|t| Line::styled(t, Style::new().fg(ACCENT)))
        .collect();
    f.render_widget(Paragraph::new(lines), text_a);
}
