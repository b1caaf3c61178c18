//! The night picker: shown by `racon` when more than one night is
//! unfinished, or when one will not load (findings/host-walk.md #2). Newest
//! first, each with its name, date and hands played. A night that will not
//! load is listed with its located problem and cannot be opened; one that
//! loads only up to a damaged line opens read-only (the banner says so).
//! Nothing is skipped in silence and no older night takes a newer one's
//! place.

use super::parts::step_selection;
use crate::i18n::tui::{self as tx, T};
use crate::store::night::{NightEntry, NightFile, NightProblem};
use crate::tui::command::{Command, Goto, Screen};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::edges;
use crate::tui::overlay::{Handled, Msg};
use crate::tui::widgets::theme::{ACCENT, DIM, ERROR};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

pub struct PickerScreen {
    /// The unfinished nights, newest first (`store::night::list_unfinished`).
    pub nights: Vec<NightEntry>,
    pub selected: usize,
    /// The preset `n` starts the setup with.
    pub preset: Option<String>,
}

/// Whether `racon` shows the picker for these unfinished nights: more than
/// one, or one that does not open cleanly.
pub fn needed(nights: &[NightEntry]) -> bool {
    match nights {
        [] => false,
        [one] => one.problem.is_some(),
        _ => true,
    }
}

impl PickerScreen {
    pub fn selected(&self) -> Option<&NightEntry> {
        self.nights.get(self.selected)
    }
}

/// Whether the selected night can be opened (it loads, perhaps read-only).
pub fn can_open(e: &NightEntry) -> bool {
    !matches!(e.problem, Some(NightProblem::Unreadable(_)))
}

impl PickerScreen {
    /// The picker for `nights`; `n` sets up a new night with `preset`.
    pub fn new(nights: Vec<NightEntry>, preset: Option<String>) -> Self {
        PickerScreen {
            nights,
            selected: 0,
            preset,
        }
    }
}

impl Component for PickerScreen {
    fn id(&self) -> Screen {
        Screen::Picker
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, _now: i64) -> Handled {
        match cmd {
            Command::SelectPrev | Command::SelectNext => {
                let dir = if cmd == Command::SelectPrev { -1 } else { 1 };
                step_selection(&mut self.selected, dir, self.nights.len());
            }
            Command::NewNight => {
                ctx.goto = Some(Goto::Setup(self.preset.clone()));
                ctx.message = None;
            }
            Command::OpenNight => open(self, ctx),
            _ => return Handled::No,
        }
        Handled::Yes
    }
}

impl Draw for PickerScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

/// Enter: opens the selected night on its screen, or says why it cannot.
fn open(v: &PickerScreen, ctx: &mut Ctx) {
    let Some(e) = v.selected() else { return };
    if let Some(NightProblem::Unreadable(o)) = &e.problem {
        let why = |l| problem_text(e, o, l);
        ctx.message = Some(Msg::new(|l| tx::cannot_open(&why(l), l), true));
        return;
    }
    match NightFile::open(&e.dir) {
        Ok(nf) => {
            ctx.night = Some(nf);
            ctx.message = None;
            ctx.go(ctx.night_screen());
            edges::show_repair(ctx);
        }
        Err(o) => {
            let why = |l| problem_text(e, &o, l);
            ctx.message = Some(Msg::new(|l| tx::cannot_open(&why(l), l), true));
        }
    }
}

/// A night's problem, located in its folder (`events:LINE:COL: reason`).
fn problem_text(
    e: &NightEntry,
    o: &crate::store::night::OpenError,
    l: crate::i18n::Lang,
) -> String {
    relative(e, &crate::i18n::store::open_error(o, l))
}

/// `text` with the night's folder left out of the paths it names.
fn relative(e: &NightEntry, text: &str) -> String {
    let shown = crate::store::shown(&e.dir);
    text.replace(&format!("{shown}/"), "")
}

/// The lines of one night: what it is, then its problem or its folder.
fn entry_lines(e: &NightEntry, ctx: &Ctx, selected: bool) -> Vec<Line<'static>> {
    let lang = ctx.lang;
    let mark = if selected { "▶ " } else { "  " };
    let head = tx::picker_night(
        e.name.as_deref(),
        &e.created,
        e.hands,
        e.players.len(),
        lang,
    );
    let style = if selected {
        Style::new().fg(ACCENT).add_modifier(Modifier::BOLD)
    } else {
        Style::new()
    };
    let second = match &e.problem {
        None => Span::styled(format!("    {}", folder(e)), Style::new().fg(DIM)),
        Some(NightProblem::Unreadable(o)) => Span::styled(
            format!(
                "    {}",
                tx::picker_unreadable(&problem_text(e, o, lang), lang)
            ),
            Style::new().fg(ERROR),
        ),
        Some(NightProblem::ReadOnly(why)) => Span::styled(
            format!(
                "    {}",
                tx::picker_read_only(&problem_text(e, why, lang), lang)
            ),
            Style::new().fg(ERROR),
        ),
    };
    vec![
        Line::from(vec![Span::styled(format!("{mark}{head}"), style)]),
        Line::from(second),
    ]
}

/// The night's folder name (its date and name, as on disk).
fn folder(e: &NightEntry) -> String {
    e.dir
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn draw(f: &mut Frame, v: &PickerScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    let mut lines = vec![
        Line::from(tx::picker_heading(v.nights.len(), lang)),
        Line::from(""),
    ];
    // Keep the selected night in view in a short window.
    let per = 2usize;
    let room = usize::from(area.height.saturating_sub(4)) / per;
    let first = v.selected.saturating_sub(room.saturating_sub(1));
    for (i, e) in v.nights.iter().enumerate().skip(first).take(room.max(1)) {
        lines.extend(entry_lines(e, ctx, i == v.selected));
    }
    if first + room < v.nights.len() {
        lines.push(Line::from(Span::styled("  ⋮", Style::new().fg(DIM))));
    }
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(tx::t(T::PickerTitle, lang))),
        area,
    );
}
