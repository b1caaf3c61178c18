//! The racon screen's state and its hands line: the hands typed with labels
//! (a name prefix or a seat number: `ka: Ah Ad Kc Qs 9h | 2: …`), checked
//! as they are typed, and the verdict in names with its reasons, or in an
//! açık night with up cards who speaks first. A named verdict goes into the
//! hand log and is kept for the pot line (`racon_pot`).

use crate::eval::Ranking;
use crate::eval::first_speaker::{Seats, first_speaker_seated, is_up_cards};
use crate::eval::named::{NamedError, NamedHands, parse_named};
use crate::eval::verdict::{check_input, judge};
use crate::i18n::verdict::{self as vwords, Typed};
use crate::money::names::Roster;
use crate::night::{Action, PlayerId, State};
use crate::rules::RuleSet;
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::Msg;

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
    /// Verdict rows scrolled past (↑ ↓), when it does not fit.
    pub scroll: usize,
    /// How far the verdict could scroll when it was last drawn (0: it
    /// fits), so ↓ held past the end does not have to be undone by ↑.
    pub scroll_max: std::cell::Cell<usize>,
    /// A pot line whose disagreement with the hand was shown; Enter on the
    /// same line again records it.
    pub pot_warned: Option<String>,
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
            scroll: 0,
            scroll_max: std::cell::Cell::new(0),
            pot_warned: None,
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

/// Who a label on this screen may name: the players still at the table
/// and not sitting out, with the seats for seat numbers.
pub fn roster(s: &State) -> Roster<'_> {
    Roster {
        players: s
            .players
            .with_ids()
            .filter(|(p, _)| s.is_active(*p))
            .map(|(p, x)| (p, x.name.as_str()))
            .collect(),
        seats: s.seats.clone(),
    }
}

/// The night's players' names, by player.
pub fn names(s: &State) -> Vec<String> {
    s.players.iter().map(|p| p.name.clone()).collect()
}

fn lines(f: impl Fn(crate::i18n::Lang) -> Vec<String>) -> Msg {
    Msg::new(|l| f(l).join("\n"), false)
}

/// Why the typed hands cannot be read, hands by label where typed.
fn named_error(e: &NamedError, s: &State, parts: &[&str]) -> Msg {
    let names = names(s);
    let label = |i: usize, l| {
        parts
            .get(i)
            .and_then(|p| crate::money::names::split_label(p).0)
            .filter(|t| !t.is_empty())
            .map_or_else(|| crate::i18n::cli::hand_label(i, l), str::to_string)
    };
    match e {
        NamedError::Label { error, .. } => {
            Msg::new(|l| crate::i18n::money::label_error(error, &names, l), true)
        }
        NamedError::Cards {
            hand: Some(i),
            error,
        } => Msg::new(
            |l| {
                format!(
                    "{}: {}",
                    label(*i, l),
                    crate::i18n::cards::parse_error(error, l)
                )
            },
            true,
        ),
        NamedError::Cards { hand: None, error } => Msg::new(
            |l| crate::i18n::racon::board_error(&crate::i18n::cards::parse_error(error, l), l),
            true,
        ),
        NamedError::Twice { first, again } => {
            let typed = parts
                .get(*first)
                .and_then(|p| crate::money::names::split_label(p).0)
                .unwrap_or_default();
            let who = crate::money::names::resolve(&roster(s), typed)
                .map_or_else(|_| typed.to_string(), |p| s.name(p).to_string());
            Msg::new(|l| vwords::label_twice(&who, *first, *again, l), true)
        }
    }
}

/// The typed hands read against the night, or the message why not.
fn read(s: &State, text: &str) -> Result<NamedHands, Msg> {
    let parts: Vec<&str> = text.split('|').collect();
    parse_named(&parts, Some(&roster(s)), s.rules.shape.has_board())
        .map_err(|e| named_error(&e, s, &parts))
}

/// Live check of the typed hands: the first problem, or nothing.
pub fn check_live(v: &mut RaconScreen, ctx: &Ctx) {
    if v.pot_focus {
        return;
    }
    v.verdict = None;
    let Some(s) = ctx.state() else { return };
    if let Err(m) = read(s, &v.hands.text) {
        v.verdict = Some(m);
    }
}

/// Each hand called by its player's name, where one was typed.
fn labels(s: &State, named: &NamedHands) -> Vec<Option<String>> {
    named
        .who
        .iter()
        .map(|w| w.map(|p| s.name(p).to_string()))
        .collect()
}

/// Enter on the hands line: the verdict, or why there is none. Named
/// hands go into the hand log (once) and on to the pot line, which starts
/// from the hand (the caller prefills it).
pub fn judge_typed(v: &mut RaconScreen, ctx: &mut Ctx, now: i64) {
    let Some(s) = ctx.state() else { return };
    let rules = s.rules.clone();
    // The deck in play: it follows the head count (issue 22).
    let deck = s.deck_in_play();
    let input = v.hands.text.clone();
    let named = match read(s, &input) {
        Ok(n) => n,
        Err(m) => {
            v.verdict = Some(m);
            return;
        }
    };
    let labels = labels(s, &named);
    v.scroll = 0;
    if is_up_cards(&rules, &named.hands, &named.board) {
        v.verdict = Some(speaker(s, &rules, deck, &named, &labels));
        return;
    }
    if let Err(e) = check_input(&rules, deck, &named.hands, &named.board) {
        v.verdict = Some(Msg::new(
            |l| vwords::input_error_named(&e, &labels, Typed::Screen, l),
            true,
        ));
        return;
    }
    let Ok(ranking) = Ranking::new(&rules, deck) else {
        return;
    };
    let Some(verdict) = judge(&ranking, &named.hands, &named.board) else {
        return;
    };
    // The winner first: it stays in view when the reasons scroll.
    v.verdict = Some(lines(|l| {
        let p = vwords::verdict_parts(&verdict, &rules, &labels, l);
        let mut out = vec![p.winner];
        out.extend(p.hands);
        out.extend(p.steps);
        out
    }));
    v.pot_result = None;
    v.pot_warned = None;
    // Named hands: the verdict goes into the hand log (once) and the pot
    // line can split the pot.
    let previous = v.named.take();
    let Some(players) = named.players() else {
        return;
    };
    let already = previous.is_some_and(|p| p.input == input);
    let winners: Vec<PlayerId> = verdict.winners().iter().map(|&i| players[i]).collect();
    let shown = players
        .iter()
        .zip(&named.hands)
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
                board: named.board,
                winners,
            },
            now,
        );
    }
    v.pot_focus = true;
}

/// Açık up cards: who speaks first, with the night's dealer and seats
/// when every hand is named (else in the typed order).
fn speaker(
    s: &State,
    rules: &RuleSet,
    deck: crate::cards::Deck,
    named: &NamedHands,
    labels: &[Option<String>],
) -> Msg {
    let dealer = s.last_dealer().or_else(|| s.dealer());
    let n = s.seats.len();
    let seat = |p: PlayerId| s.seats.iter().position(|&q| q == p);
    let from_left: Option<Vec<usize>> = match dealer.and_then(seat) {
        Some(d) => named
            .who
            .iter()
            .map(|w| w.and_then(seat).map(|i| (i + n - d - 1) % n))
            .collect(),
        None => None,
    };
    let seats = match &from_left {
        Some(v) => Seats::FromLeft(v),
        None => Seats::Typed(None),
    };
    match first_speaker_seated(rules, deck, &named.hands, seats) {
        Ok(fs) => {
            let dealer = dealer.map(|p| s.name(p).to_string());
            lines(|l| {
                let mut out = vwords::first_speaker_named(&fs, rules, labels, dealer.as_deref(), l);
                // The answer first, then each showing.
                out.rotate_right(1);
                out
            })
        }
        Err(e) => Msg::new(
            |l| vwords::input_error_named(&e, labels, Typed::Screen, l),
            true,
        ),
    }
}
