//! The footer: the keys valid now, from the keymap, most used first, on one
//! line or two; `?` (help) always has its place at the end (F1 while a
//! field types `?`).

use super::theme::ACCENT;
use crate::i18n::Lang;
use crate::tui::keymap::{self, Binding, Command};
use crate::tui::when::Here;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

/// At most this many lines.
pub const MAX_LINES: usize = 2;

/// The bindings the footer offers now, in order: valid now, not typed into
/// the focused field, one key per command.
pub fn offered(here: Here<'_>) -> Vec<&'static Binding> {
    let mut seen: Vec<Command> = Vec::new();
    // The help is always offered: by F1 where a field types `?` (a reason).
    let mut rows: Vec<&'static Binding> = keymap::rows(here.scope())
        .filter(|b| b.rank > 0 || b.cmd == Command::Help)
        .filter(|b| here.holds(b.when) && !here.field_takes(&b.key.event()))
        .collect();
    rows.sort_by_key(|b| if b.rank == 0 { u8::MAX } else { b.rank });
    rows.retain(|b| {
        let new = !seen.contains(&b.cmd);
        seen.push(b.cmd);
        new
    });
    rows
}

/// Keys that do the same (↑ and ↓ "pick a player") shown as one item.
fn items(rows: Vec<&'static Binding>, lang: Lang) -> Vec<(String, String)> {
    let mut out: Vec<(String, String, &'static str)> = Vec::new();
    for b in rows {
        match out.iter_mut().find(|i| i.2 == b.tr) {
            Some(i) => i.0.push_str(&join_label(&b.key.label())),
            None => out.push((b.key.label(), format!(" {}  ", b.doc(lang)), b.tr)),
        }
    }
    out.into_iter().map(|(k, d, _)| (k, d)).collect()
}

/// Arrows join without a space (`↑↓`), other keys with one.
fn join_label(label: &str) -> String {
    if label.chars().count() == 1 && !label.chars().all(char::is_alphanumeric) {
        label.to_string()
    } else {
        format!(" {label}")
    }
}

fn len(i: &(String, String)) -> usize {
    i.0.chars().count() + i.1.chars().count()
}

/// The footer's lines for `width` columns.
pub fn lines(here: Here<'_>, width: u16) -> Vec<Line<'static>> {
    let width = usize::from(width);
    let lang = here.ctx.lang;
    let all = offered(here);
    let (help, rest): (Vec<_>, Vec<_>) = all.into_iter().partition(|b| b.cmd == Command::Help);
    let help = items(help, lang).into_iter().next();
    let reserve = help.as_ref().map_or(0, len);
    let mut out: Vec<Vec<(String, String)>> = vec![Vec::new()];
    let mut used = 0;
    for it in items(rest, lang) {
        let last = out.len() == MAX_LINES;
        let room = width.saturating_sub(if last { reserve } else { 0 });
        if used + len(&it) > room {
            if last {
                continue;
            }
            out.push(Vec::new());
            used = 0;
            if len(&it) > width.saturating_sub(reserve) {
                continue;
            }
        }
        used += len(&it);
        if let Some(line) = out.last_mut() {
            line.push(it);
        }
    }
    if let Some(h) = help {
        if used + len(&h) > width && out.len() < MAX_LINES {
            out.push(Vec::new());
        }
        if let Some(line) = out.last_mut() {
            line.push(h);
        }
    }
    let key_style = Style::new().fg(ACCENT).add_modifier(Modifier::BOLD);
    out.into_iter()
        .filter(|l| !l.is_empty())
        .map(|l| {
            Line::from(
                l.into_iter()
                    .flat_map(|(k, d)| [Span::styled(k, key_style), Span::raw(d)])
                    .collect::<Vec<_>>(),
            )
        })
        .collect()
}
