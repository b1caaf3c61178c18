//! The kasa's money besides the chips: an expense one player
//! paid for the table, and a player who left settled on the spot with one
//! named player. Both go through the night's actions
//! ([`Action::RecordExpense`], [`Action::SettleLeaver`]), so the journal,
//! undo and the final settlement see them.

use crate::i18n::Lang;
use crate::i18n::tui_ledger as words;
use crate::money::line::{find_name, parse_lira};
use crate::money::names::{LabelError, Roster, resolve};
use crate::night::setup::Cashier;
use crate::night::{Action, PlayerId, State};
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::{Overlay, Prompt, PromptKind};

/// `m` on the kasa: ask what the selected player paid.
pub fn ask_expense(ctx: &mut Ctx, payer: PlayerId) {
    ctx.overlay = Some(Overlay::Prompt(Prompt {
        kind: PromptKind::Expense(payer),
        field: TextField::new(Accepts::Free),
    }));
}

/// Who a leaver settles with unless the host types another: the cashier
/// when he is a player still at the table, else the first seat still
/// seated (the host usually sits there).
pub fn default_partner(s: &State, leaver: PlayerId) -> Option<PlayerId> {
    let seated = |p: PlayerId| p != leaver && s.player(p).is_some_and(|x| !x.left);
    let cashier = match &s.setup.house.cashier {
        Cashier::Player(n) => find_name(&names(s), n),
        _ => None,
    };
    cashier
        .filter(|&p| seated(p))
        .or_else(|| s.seats.iter().copied().find(|&p| seated(p)))
}

fn names(s: &State) -> Vec<String> {
    s.players.iter().map(|p| p.name.clone()).collect()
}

/// `p` on the kasa: ask with whom the selected leaver settles, the
/// default partner already typed.
pub fn ask_settle(ctx: &mut Ctx, leaver: PlayerId) {
    let Some(s) = ctx.state() else { return };
    let text = default_partner(s, leaver).map_or_else(String::new, |p| s.name(p).to_string());
    ctx.overlay = Some(Overlay::Prompt(Prompt {
        kind: PromptKind::SettleWith(leaver),
        field: TextField::with(text, Accepts::Free),
    }));
}

/// Who a typed name may be here: the players still at the table but
/// `except`, by the racon screen's label rule (a unique prefix of any word
/// of the name; host walk F1).
fn roster(s: &State, except: Option<PlayerId>) -> Roster<'_> {
    Roster {
        players: s
            .players
            .with_ids()
            .filter(|(p, x)| !x.left && Some(*p) != except)
            .map(|(p, x)| (p, x.name.as_str()))
            .collect(),
        seats: Vec::new(),
    }
}

/// The names after `:` as players; Err(why one names nobody or several).
fn sharers(s: &State, text: &str) -> Result<Vec<PlayerId>, LabelError> {
    let r = roster(s, None);
    text.split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(|n| resolve(&r, n))
        .collect()
}

/// A refused answer: the prompt opens again with what was typed, and says
/// why.
fn ask_again(ctx: &mut Ctx, kind: PromptKind, text: &str, why: &LabelError) {
    let names = names_of(ctx);
    ctx.say(|l| crate::i18n::money::label_error(why, &names, l), true);
    ctx.overlay = Some(Overlay::Prompt(Prompt {
        kind,
        field: TextField::with(text.to_string(), Accepts::Free),
    }));
}

fn names_of(ctx: &Ctx) -> Vec<String> {
    ctx.state().map(names).unwrap_or_default()
}

/// Enter on the expense prompt: `AMOUNT [what] [: NAME, NAME]`.
pub fn expense(ctx: &mut Ctx, payer: PlayerId, text: &str, now: i64) {
    let Some(s) = ctx.state() else { return };
    let (head, who) = text.split_once(':').unwrap_or((text, ""));
    let head = head.trim();
    let (amount, what) = head.split_once(char::is_whitespace).unwrap_or((head, ""));
    let Some(kurus) = parse_lira(amount) else {
        let amount = amount.to_string();
        return ctx.say(|l| words::bad_expense_amount(&amount, l), true);
    };
    let shared_by = match sharers(s, who) {
        Ok(v) => v,
        Err(e) => return ask_again(ctx, PromptKind::Expense(payer), text, &e),
    };
    let what = what.trim().to_string();
    ctx.act(
        Action::RecordExpense {
            payer,
            kurus,
            shared_by,
            what,
        },
        now,
    );
}

/// Enter on the on-the-spot prompt: the typed name is the partner.
pub fn settle(ctx: &mut Ctx, leaver: PlayerId, text: &str, now: i64) {
    let Some(s) = ctx.state() else { return };
    let with = match resolve(&roster(s, Some(leaver)), text) {
        Ok(p) => p,
        Err(e) => return ask_again(ctx, PromptKind::SettleWith(leaver), text, &e),
    };
    ctx.act(
        Action::SettleLeaver {
            player: leaver,
            with,
        },
        now,
    );
}

/// The kasa's lines about money besides the chips: the selected player's
/// net and what is due if he left, and the expenses so far.
pub fn lines(s: &State, selected: PlayerId, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if s.player(selected).is_some_and(|x| x.left)
        && let Some(due) = s.leaver_due(selected)
    {
        out.push(crate::i18n::ledger::leaver_line(
            s.name(selected),
            &due,
            lang,
        ));
        if !due.due.is_zero() {
            out.push(words::settle_hint(lang).to_string());
        }
    }
    let e = &s.money.expenses;
    if !e.is_empty() {
        let total = e.iter().map(|x| x.kurus).sum();
        out.push(words::expenses_line(e.len(), total, lang));
    }
    out
}

/// The prompt's text for the overlay.
pub fn prompt_text(ctx: &Ctx, kind: &PromptKind, typed: &str) -> Option<String> {
    let lang = ctx.lang;
    let s = ctx.state()?;
    match kind {
        PromptKind::Expense(p) => Some(words::prompt_expense(s.name(*p), typed, lang)),
        PromptKind::SettleWith(p) => {
            let line = s
                .leaver_due(*p)
                .map(|d| crate::i18n::ledger::leaver_line(s.name(*p), &d, lang))
                .unwrap_or_default();
            Some(words::prompt_settle(&line, typed, lang))
        }
        _ => None,
    }
}
