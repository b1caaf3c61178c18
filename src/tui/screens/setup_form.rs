//! The setup form: one row per field, ←→ for choices, Enter to type; it
//! scrolls with a mark when the rows do not fit.

use super::setup::SetupScreen;
use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::night::setup::Setup;
use crate::tui::app::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::form::{self, FIELDS};
use crate::tui::keymap::Command;
use crate::tui::widgets::theme::{DIM, bold_accent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormState {
    pub row: usize,
    /// The row open for typing.
    pub edit: Option<TextField>,
}

impl FormState {
    pub fn field(&self) -> form::Field {
        FIELDS[self.row.min(FIELDS.len() - 1)]
    }
}

pub fn run(v: &mut SetupScreen, ctx: &mut Ctx, cmd: Command) {
    let Some(fs) = v.form.as_mut() else { return };
    let field = fs.field();
    match cmd {
        Command::RowPrev => fs.row = fs.row.saturating_sub(1),
        Command::RowNext => fs.row = (fs.row + 1).min(FIELDS.len() - 1),
        Command::ValuePrev | Command::ValueNext => {
            let dir = if cmd == Command::ValuePrev { -1 } else { 1 };
            if let Some(d) = v.draft.as_mut() {
                form::step(field, d, dir, &v.rule_ids);
            }
        }
        Command::EditRow => {
            if let Some(d) = &v.draft {
                fs.edit = Some(TextField::with(form::edit_text(field, d), Accepts::Text));
            }
        }
        Command::ToList => v.form = None,
        Command::DropRow => fs.edit = None,
        Command::KeepRow => {
            let (Some(d), Some(edit)) = (v.draft.as_mut(), fs.edit.as_ref()) else {
                return;
            };
            let text = edit.text.clone();
            let mut errs = [String::new(), String::new()];
            let mut copy = d.clone();
            let ok = form::parse(field, &mut copy, &text, Lang::Tr);
            if let Err(m) = &ok {
                errs[0] = m.clone();
                errs[1] = form::parse(field, &mut d.clone(), &text, Lang::En)
                    .err()
                    .unwrap_or_default();
            }
            match ok {
                Ok(()) => {
                    *d = copy;
                    fs.edit = None;
                    ctx.message = None;
                }
                Err(_) => ctx.say(
                    |l| {
                        let m = l.pick(&errs[0], &errs[1]);
                        format!("{}: {m}", field.label(l))
                    },
                    true,
                ),
            }
        }
        _ => {}
    }
}

/// The rows, scrolled to keep the selected one in view, with a mark above
/// and below when more rows are hidden, and how to change the selected one.
/// `rules` is the rule set's name, shown on its row instead of the id.
pub fn draw(f: &mut Frame, fs: &FormState, s: &Setup, rules: &str, lang: Lang, area: Rect) {
    let [rows_a, hint_a] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(2)]).areas(area);
    let room = rows_a.height as usize;
    let all = FIELDS.len();
    let visible = if all > room {
        room.saturating_sub(2)
    } else {
        room
    };
    let first = fs
        .row
        .saturating_sub(visible / 2)
        .min(all.saturating_sub(visible));
    let label_w = FIELDS
        .iter()
        .map(|f| f.label(lang).chars().count())
        .max()
        .unwrap_or(10)
        .min(area.width as usize / 2);
    let mut lines: Vec<Line> = Vec::new();
    if all > room {
        let above = if first > 0 {
            tx::more_rows(first, true, lang)
        } else {
            String::new()
        };
        lines.push(Line::styled(above, Style::new().fg(DIM)));
    }
    for (i, field) in FIELDS.iter().enumerate().skip(first).take(visible) {
        let selected = i == fs.row;
        let value = match (&fs.edit, selected) {
            (Some(edit), true) => {
                // The end of a long line stays in view while typing.
                let room = (area.width as usize).saturating_sub(label_w + 5).max(2);
                let chars: Vec<char> = edit.text.chars().collect();
                let tail: String = chars[chars.len().saturating_sub(room - 1)..]
                    .iter()
                    .collect();
                format!("{tail}▏")
            }
            _ if field.row().rule_set => rules.to_string(),
            _ => form::value(*field, s, lang),
        };
        let mark = if selected { "▶ " } else { "  " };
        let arrows = if selected && field.cycles() && fs.edit.is_none() {
            " ◀▶"
        } else {
            ""
        };
        let style = if selected {
            bold_accent()
        } else {
            Style::new()
        };
        lines.push(Line::from(vec![
            Span::styled(format!("{mark}{:<label_w$}  ", field.label(lang)), style),
            Span::styled(format!("{value}{arrows}"), style),
        ]));
    }
    if all > room {
        let below = all - (first + visible).min(all);
        let text = if below > 0 {
            tx::more_rows(below, false, lang)
        } else {
            String::new()
        };
        lines.push(Line::styled(text, Style::new().fg(DIM)));
    }
    f.render_widget(Paragraph::new(lines), rows_a);
    let hint = if fs.edit.is_some() {
        tx::t(T::FormTyping, lang)
    } else {
        fs.field().hint(s, lang)
    };
    f.render_widget(
        Paragraph::new(Line::styled(hint, Style::new().fg(DIM))).wrap(Wrap { trim: true }),
        hint_a,
    );
}
