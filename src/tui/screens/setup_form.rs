//! The setup form: one row per field, ←→ for choices, Enter to type; it
//! scrolls with a mark when the rows do not fit. Players the rule set does
//! not take are said at once, with the way forward (F3).

use super::setup_state::SetupScreen;
use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::night::setup::Setup;
use crate::tui::command::Command;
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::form::{self, FIELDS, Field};
use crate::tui::overlay::{Handled, Msg};
use crate::tui::widgets::theme::{ACCENT, DIM, ERROR, bold_accent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

pub use super::setup_state::FormState;

/// A key of the form (while it has the focus).
pub fn run(v: &mut SetupScreen, ctx: &mut Ctx, cmd: Command) -> Handled {
    let Some(field) = v.form.as_ref().map(FormState::field) else {
        return Handled::No;
    };
    match cmd {
        Command::RowPrev | Command::RowNext => {
            if let Some(fs) = v.form.as_mut() {
                fs.row = match cmd {
                    Command::RowPrev => fs.row.saturating_sub(1),
                    _ => (fs.row + 1).min(FIELDS.len() - 1),
                };
            }
        }
        Command::ValuePrev | Command::ValueNext => {
            let dir = if cmd == Command::ValuePrev { -1 } else { 1 };
            if field.row().rule_set {
                // A house rule set written meanwhile is among the choices.
                v.reload_rules(&ctx.dirs);
            }
            if let Some(d) = v.draft.as_mut() {
                form::step(field, d, dir, &v.rule_ids);
            }
            if field.row().rule_set {
                ctx.message = None;
                say_players(v, ctx, field);
            }
        }
        Command::EditRow => {
            if let (Some(fs), Some(d)) = (v.form.as_mut(), &v.draft) {
                fs.edit = Some(TextField::with(form::edit_text(field, d), Accepts::Text));
            }
        }
        Command::ToList => v.form = None,
        Command::DropRow => {
            if let Some(fs) = v.form.as_mut() {
                fs.edit = None;
            }
        }
        Command::KeepRow => {
            keep(v, ctx);
        }
        _ => return Handled::No,
    }
    Handled::Yes
}

/// Enter on the row being typed: the text goes into the setup, or the
/// reason it cannot is said and the box stays open. True when taken. The
/// players are checked against the rule set at once (F3); they are kept
/// either way, so the host can change the rule set instead.
pub fn keep(v: &mut SetupScreen, ctx: &mut Ctx) -> bool {
    let Some(fs) = v.form.as_mut() else {
        return false;
    };
    let field = fs.field();
    let (Some(d), Some(edit)) = (v.draft.as_mut(), fs.edit.as_ref()) else {
        return false;
    };
    let text = edit.text.clone();
    let mut copy = d.clone();
    if let Err(tr) = form::parse(field, &mut copy, &text, Lang::Tr) {
        let en = form::parse(field, &mut d.clone(), &text, Lang::En)
            .err()
            .unwrap_or_default();
        let m = Msg::new(
            |l| format!("{}: {}", field.label(l), l.pick(&tr, &en)),
            true,
        );
        ctx.message = Some(m);
        return false;
    }
    *d = copy;
    fs.edit = None;
    ctx.message = None;
    if field.row().players {
        say_players(v, ctx, field);
    }
    if field.row().chip_set {
        say_chips(v, ctx);
    }
    true
}

/// Says at once what the chip set just typed cannot pay (it is kept: the
/// amount may be changed instead), else its warning (S0 §5), which does
/// not stop the night.
fn say_chips(v: &SetupScreen, ctx: &mut Ctx) {
    let Some(s) = v.setup() else { return };
    if let Some((text, error)) = chips_note(v, s) {
        ctx.message = Some(Msg::new(text, error));
    }
}

/// What is said of the chip set of `s`, in either language, and whether
/// it is a problem (else a warning): what it cannot pay, or the
/// smallest-chip warning.
fn chips_note(v: &SetupScreen, s: &Setup) -> Option<(impl Fn(Lang) -> String, bool)> {
    let problem = s.validate_chips().err();
    let warnings = s.warnings();
    if problem.is_none() && warnings.is_empty() {
        return None;
    }
    let error = problem.is_some();
    let text = move |l: Lang| match &problem {
        Some(e) => format!(
            "{}: {}",
            crate::i18n::form::label("chips", l),
            v.problem_text(s, e, l)
        ),
        None => warnings
            .iter()
            .map(|w| crate::i18n::form::setup_warning(w, l))
            .collect::<Vec<_>>()
            .join(" "),
    };
    Some((text, error))
}

/// Says at once what is wrong with the players on the rule set chosen,
/// as the players row's problem (`field` is the row just changed).
fn say_players(v: &SetupScreen, ctx: &mut Ctx, field: Field) {
    let Some(s) = v.setup() else { return };
    if let Some(e) = v.players_problem(s) {
        let row = FIELDS
            .iter()
            .copied()
            .find(|f| f.row().players)
            .unwrap_or(field);
        let label = move |l| row.label(l);
        let m = Msg::new(
            |l| format!("{}: {}", label(l), v.problem_text(s, &e, l)),
            true,
        );
        ctx.message = Some(m);
    }
}

/// The rows, scrolled to keep the selected one in view, with a mark above
/// and below when more rows are hidden; under them what is wrong with the
/// players (with the way forward) and how to change the selected row.
pub fn draw(f: &mut Frame, v: &SetupScreen, fs: &FormState, s: &Setup, lang: Lang, area: Rect) {
    let bad_players = v.players_problem(s).map(|e| {
        let mut text = v.problem_text(s, &e, lang);
        text.push('.');
        if let Some(more) = v.way_forward(s, &e, lang) {
            text.push(' ');
            text.push_str(&more);
        }
        text
    });
    // Else what the chip set cannot pay (red) or its warning (yellow).
    let chips = chips_note(v, s).map(|(text, error)| (text(lang), error));
    let bad_chips = chips.as_ref().is_some_and(|c| c.1);
    let problem = bad_players
        .clone()
        .map(|t| (t, ERROR))
        .or_else(|| chips.map(|(t, e)| (t, if e { ERROR } else { ACCENT })));
    let width = area.width.max(1) as usize;
    let problem_h = problem.as_ref().map_or(0, |t| {
        (t.0.chars().count().div_ceil(width) + 1).min(7) as u16
    });
    let [rows_a, problem_a, hint_a] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(problem_h),
        Constraint::Length(2),
    ])
    .areas(area);
    let bad = Bad {
        players: bad_players.is_some(),
        chips: bad_chips,
    };
    f.render_widget(Paragraph::new(rows(v, fs, s, bad, lang, rows_a)), rows_a);
    if let Some((p, colour)) = problem {
        f.render_widget(
            Paragraph::new(Line::styled(p, Style::new().fg(colour))).wrap(Wrap { trim: true }),
            problem_a,
        );
    }
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

/// The rows marked in red.
#[derive(Clone, Copy)]
struct Bad {
    /// The players and the rule set do not go together.
    players: bool,
    /// The chip set cannot pay an amount of the setup.
    chips: bool,
}

/// The form's rows in `area`, those of `bad` marked.
fn rows<'a>(
    v: &SetupScreen,
    fs: &FormState,
    s: &Setup,
    bad: Bad,
    lang: Lang,
    area: Rect,
) -> Vec<Line<'a>> {
    let room = area.height as usize;
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
            // The cursor stays in view while typing a long line.
            (Some(edit), true) => {
                edit.shown_within((area.width as usize).saturating_sub(label_w + 4))
            }
            _ if field.row().rule_set => v.rules_name(&s.rules, lang),
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
        let marked = (bad.players && (field.row().players || field.row().rule_set))
            || (bad.chips && field.row().chip_set);
        let value_style = if marked { style.fg(ERROR) } else { style };
        lines.push(Line::from(vec![
            Span::styled(format!("{mark}{:<label_w$}  ", field.label(lang)), style),
            Span::styled(format!("{value}{arrows}"), value_style),
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
    lines
}
