//! A player's chips typed by colour (`12 beyaz 7 kırmızı`, `12b 7k`) or as
//! a plain number, in a prompt the kasa (`c`, `l`, `x` with no amount) and
//! the hesap (Enter with no amount) open when the night has a chip set;
//! and the question before a kav the bank cannot hand out by colour. The
//! reading is the core's ([`crate::night::chip_count::parse_count`]).

use crate::i18n::Lang;
use crate::i18n::chips as words;
use crate::night::chip_count::parse_count;
use crate::night::chips::{self, Breakdown};
use crate::night::{Chips, PlayerId, State};
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::{ColourUse, Confirm, Msg, Overlay, Prompt, PromptKind};

/// Whether the night has a chip set (so an empty amount opens the prompt).
pub fn has_set(ctx: &Ctx) -> bool {
    ctx.state().is_some_and(|s| !s.setup.chips.is_empty())
}

/// Opens the prompt for `player`'s chips, `text` already typed.
pub fn ask(ctx: &mut Ctx, player: PlayerId, what: ColourUse, text: &str) {
    ctx.overlay = Some(Overlay::Prompt(Prompt {
        kind: PromptKind::Colours(player, what),
        field: TextField::with(text.to_string(), Accepts::Text),
    }));
}

/// Enter on the prompt: the chips and their colours (empty for a plain
/// number); else the prompt opens again with the text kept, and the
/// message says why.
pub fn answer(
    ctx: &mut Ctx,
    player: PlayerId,
    what: ColourUse,
    text: &str,
) -> Option<(Chips, Vec<i64>)> {
    let set = ctx
        .state()
        .map(|s| s.setup.chips.clone())
        .unwrap_or_default();
    match parse_count(&set, text) {
        Ok(c) => Some((c.total(), c.colours())),
        Err(e) => {
            ctx.say(|l| words::count_error(&set, &e, l), true);
            ask(ctx, player, what, text);
            None
        }
    }
}

/// The prompt's words: whose chips, what is typed, and what it reads as
/// so far ("12 beyaz + 7 kırmızı = 470 fiş").
pub fn prompt_text(ctx: &Ctx, p: &Prompt, lang: Lang) -> String {
    let (PromptKind::Colours(player, what), Some(s)) = (&p.kind, ctx.state()) else {
        return String::new();
    };
    let set = &s.setup.chips;
    let text = &p.field.text;
    let read = if text.trim().is_empty() {
        String::new()
    } else {
        words::count_read(set, &parse_count(set, text), lang)
    };
    let leaving = matches!(what, ColourUse::Leave | ColourUse::Override);
    words::prompt(s.name(*player), leaving, &p.field.shown(), &read, set, lang)
}

/// A player's count by colour for his row ("12 beyaz + 7 kırmızı"), when
/// he was counted so; the row shows the total already, so it is not
/// repeated (at 80 columns it pushed the row onto a second line).
pub fn row_colours(s: &State, p: PlayerId, lang: Lang) -> Option<String> {
    let x = s.player(p)?;
    x.chips?;
    (!x.colours.is_empty()).then(|| words::colours(&s.setup.chips, &x.colours, lang))
}

/// Before a kav of `chips` for `player`: with a chip set, when the bank
/// cannot hand it out by colour, the question (true: asked, wait for the
/// answer).
pub fn ask_short_bank(ctx: &mut Ctx, player: PlayerId, chips: Chips) -> bool {
    let Some(s) = ctx.state() else { return false };
    let set = s.setup.chips.clone();
    if set.is_empty() {
        return false;
    }
    let bank = chips::bank_left(&set, &s.bank);
    let b = chips::kav_breakdown(&set, chips.0, bank.as_deref());
    if matches!(b, Breakdown::Chips(_)) {
        return false;
    }
    let m = Msg::new(|l| words::ask_short_bank(&set, chips, &b, l), false);
    ctx.ask(Confirm::ShortBank(player, chips, m));
    true
}
