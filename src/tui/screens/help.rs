//! The help over any screen: every key of the screen and the global ones,
//! from the keymap, keys of one command on one line; keys not valid now are
//! dimmed. On the setup form it also names the selected row's house rule.

use super::View;
use crate::i18n::tui::{self as tx, T};
use crate::tui::app::{App, Overlay};
use crate::tui::keymap::{self, Binding, Command, Scope};
use crate::tui::widgets::theme::{ACCENT, DIM};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

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

pub fn draw(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.ctx.lang;
    // Keys valid now first; a short window cuts the others.
    // Over a question, the question's keys.
    let scope = match app.ctx.behind_help {
        Some(Overlay::Confirm(_) | Overlay::Prompt(_)) => Scope::Confirm,
        _ => Scope::On(app.screen()),
    };
    let mut all = entries(scope);
    all.sort_by_key(|(_, bs)| !bs.iter().any(|b| (b.when)(app)));
    let mut lines: Vec<Line> = all
        .into_iter()
        .map(|(_, bs)| {
            let keys: Vec<String> = bs.iter().map(|b| b.key.label()).collect();
            let now = bs.iter().any(|b| (b.when)(app));
            let style = if now {
                Style::new()
            } else {
                Style::new().fg(DIM)
            };
            Line::from(vec![
                Span::styled(format!("{:>12}  ", keys.join(" ")), Style::new().fg(ACCENT)),
                Span::styled(bs[0].doc(lang), style),
            ])
        })
        .collect();
    if let View::Setup(v) = &app.view
        && let Some(fs) = &v.form
        && let Some(code) = fs.field().code()
    {
        lines.push(Line::from(""));
        lines.push(Line::from(tx::rule_code(
            fs.field().label(lang),
            code,
            lang,
        )));
    }
    let r = crate::tui::widgets::centered(area, 64, lines.len() as u16 + 2);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(tx::t(T::HelpTitle, lang))),
        r,
    );
}
