//! The help over any screen: every key of the screen and the global ones,
//! from the keymap, keys of one command on one line; keys not valid now are
//! dimmed. While a text field has the focus, its editing keys (which the
//! field takes before the keymap sees them); on the setup form, the
//! selected row's house rule.

use super::field::Accepts;
use super::keymap::{self, Binding, Command, Scope};
use super::overlay::Overlay;
use super::when::Here;
use super::widgets::centered;
use super::widgets::theme::{ACCENT, DIM};
use crate::i18n::tui::{self as tx, T};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

/// The keys of each thing to do in `scope` (keys with the same doc
/// together), in table order.
pub fn entries(scope: Scope) -> Vec<(Command, Vec<&'static Binding>)> {
    let mut out: Vec<(Command, Vec<&'static Binding>)> = Vec::new();
    for b in keymap::rows(scope) {
        match out
            .iter_mut()
            .find(|(_, v)| v.first().is_some_and(|f| f.tr == b.tr))
        {
            Some((_, v)) => v.push(b),
            None => out.push((b.cmd, vec![b])),
        }
    }
    out
}

/// The help's rows: each thing to do in the scope the help was opened in,
/// its keys, its doc and whether it works now; the keys valid now first,
/// and while a field of words has the focus its editing keys after them.
fn items(here: Here<'_>) -> Vec<(String, &'static str, bool)> {
    let lang = here.ctx.lang;
    // Over a question, the question's keys.
    let scope = match here.ctx.behind_help {
        Some(Overlay::Confirm(_) | Overlay::Prompt(_)) => Scope::Confirm,
        _ => Scope::On(here.id()),
    };
    let mut all = entries(scope);
    all.sort_by_key(|(_, bs)| !bs.iter().any(|b| here.holds(b.when)));
    let mut items: Vec<(String, &str, bool)> = all
        .into_iter()
        .map(|(_, bs)| {
            let keys: Vec<String> = bs.iter().map(|b| b.key.label()).collect();
            let now = bs.iter().any(|b| here.holds(b.when));
            (keys.join(" "), bs[0].doc(lang), now)
        })
        .collect();
    // Fields of words; a kasa or hesap amount has the keys too, but its
    // help has no room to spare at 80×24 (README lists them).
    let typing = match &here.ctx.behind_help {
        Some(Overlay::Prompt(_)) => true,
        Some(_) => false,
        None => here
            .screen
            .field()
            .is_some_and(|f| f.accepts != Accepts::Digits),
    };
    if typing {
        // After the keys valid now, before the dimmed ones.
        let at = items.iter().position(|i| !i.2).unwrap_or(items.len());
        let keys = tx::typing_keys(lang).map(|(k, doc)| (k.to_string(), doc, true));
        items.splice(at..at, keys);
    }
    items
}

/// Draws the help over `area`: one column when it fits, else two.
pub fn draw(f: &mut Frame, here: Here<'_>, area: Rect) {
    let lang = here.ctx.lang;
    // Keys valid now first; a short window cuts the others.
    let items = items(here);
    let mut lines = help_lines(&items, 10);
    if let Some(note) = here.screen.help_note(lang) {
        lines.push(Line::from(""));
        lines.push(Line::from(note));
    }
    let block = Block::bordered().title(tx::t(T::HelpTitle, lang));
    let rows = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX);
    if rows <= area.height {
        let r = centered(area, 64, rows);
        f.render_widget(Clear, r);
        f.render_widget(Paragraph::new(lines).block(block), r);
        return;
    }
    // Too many for one column (the table at 80×24): two, the full width, so
    // no key goes undocumented.
    // Two spare rows for a doc that wraps.
    let r = centered(area, 128, rows.div_ceil(2) + 3);
    f.render_widget(Clear, r);
    let inner = block.inner(r);
    f.render_widget(block, r);
    // Each column's keys only as wide as its widest.
    let (left, right) = items.split_at(items.len().div_ceil(2));
    let lines = help_lines(left, 0);
    let right = help_lines(right, 0);
    let [a, b] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(inner);
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), a);
    f.render_widget(Paragraph::new(right).wrap(Wrap { trim: false }), b);
}

/// One line per thing to do: its keys right-aligned to at least `width`
/// (the widest keys when 0), then what it does, dimmed when not valid now.
fn help_lines(items: &[(String, &str, bool)], width: usize) -> Vec<Line<'static>> {
    let width = items
        .iter()
        .map(|i| i.0.chars().count())
        .max()
        .unwrap_or(0)
        .max(width);
    items
        .iter()
        .map(|(keys, doc, now)| {
            let style = if *now {
                Style::new()
            } else {
                Style::new().fg(DIM)
            };
            Line::from(vec![
                Span::styled(format!(" {keys:>width$}  "), Style::new().fg(ACCENT)),
                Span::styled(doc.to_string(), style),
            ])
        })
        .collect()
}
