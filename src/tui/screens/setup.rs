//! The setup screen: pick a preset (it opens on the one last used), edit
//! it in the form, save it, start the night. Edits not saved are never
//! dropped without a question.

use super::setup_form;
use super::setup_state::FormState;
use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::store::night::NightFile;
use crate::store::presets::{self, PresetError};
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::{Component, Draw};
use crate::tui::ctx::Ctx;
use crate::tui::field::{Accepts, TextField};
use crate::tui::overlay::{Confirm, Handled, Msg, Overlay, Prompt, PromptKind};
use crate::tui::widgets::theme::{ACCENT, ERROR, bold_accent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

pub use super::setup_state::SetupScreen;
pub use crate::tui::overlay::Discard;

impl Component for SetupScreen {
    fn id(&self) -> Screen {
        Screen::Setup
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        run(self, ctx, cmd, now)
    }

    fn holds(&self, w: When, _ctx: &Ctx) -> bool {
        let form = self.form.as_ref();
        let rows = form.filter(|f| f.edit.is_none());
        match w {
            When::SetupList => form.is_none(),
            When::SetupAny => self.setup().is_some(),
            When::FormRows => rows.is_some(),
            When::FormCycles => rows.is_some_and(|f| f.field().cycles()),
            When::FormTyped => rows.is_some_and(|f| f.field().typed()),
            When::FormEditing => form.is_some_and(|f| f.edit.is_some()),
            _ => false,
        }
    }

    fn field(&self) -> Option<&TextField> {
        self.form.as_ref().and_then(|f| f.edit.as_ref())
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        self.form.as_mut().and_then(|f| f.edit.as_mut())
    }

    fn unsaved_edits(&self) -> bool {
        !self.unsaved_rows().is_empty()
    }

    /// On the form, the selected row's house rule.
    fn help_note(&self, lang: Lang) -> Option<String> {
        let field = self.form.as_ref()?.field();
        let code = field.code()?;
        Some(tx::rule_code(field.label(lang), code, lang))
    }
}

impl Draw for SetupScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        draw(f, self, ctx, area);
    }
}

fn run(v: &mut SetupScreen, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
    match cmd {
        Command::StartNight => start_night(v, ctx, now),
        Command::Yes => return answer(v, ctx),
        // With edits not saved, `q` asks first (B4).
        Command::Quit => match v.discard_question(Discard::Quit) {
            Some(q) => ctx.ask(q),
            None => return Handled::No,
        },
        Command::PresetPrev | Command::PresetNext => {
            let to = if cmd == Command::PresetPrev {
                v.preset_idx.saturating_sub(1)
            } else {
                (v.preset_idx + 1).min(v.presets.len().saturating_sub(1))
            };
            if to != v.preset_idx {
                match v.discard_question(Discard::Preset(to)) {
                    Some(q) => ctx.ask(q),
                    None => show_preset(v, to),
                }
            }
        }
        Command::EditSetup => {
            v.reload_rules(&ctx.dirs);
            if v.draft.is_none() {
                v.draft = v.setup().cloned();
            }
            if v.draft.is_some() {
                v.form = Some(FormState::default());
            }
        }
        Command::SavePreset => {
            // From the question before leaving: the row being typed is
            // kept first (or the reason it cannot be is said).
            let typing = v.form.as_ref().is_some_and(|f| f.edit.is_some());
            if typing && !setup_form::keep(v, ctx) {
                return Handled::Yes;
            }
            if v.setup().is_some() {
                ctx.overlay = Some(Overlay::Prompt(Prompt {
                    kind: PromptKind::SaveAs,
                    field: TextField::new(Accepts::Text),
                }));
            }
        }
        Command::Open(s) => ctx.go(s),
        _ => return setup_form::run(v, ctx, cmd),
    }
    Handled::Yes
}

/// Enter on a question or prompt the setup screen opened: the name to
/// save under, replacing a preset, leaving the form's edits.
fn answer(v: &mut SetupScreen, ctx: &mut Ctx) -> Handled {
    let mine = |o: &Overlay| match o {
        Overlay::Confirm(c) => matches!(c, Confirm::ReplacePreset(_) | Confirm::DiscardEdits(..)),
        Overlay::Prompt(p) => p.kind == PromptKind::SaveAs,
        _ => false,
    };
    match ctx.take_overlay(mine) {
        Some(Overlay::Confirm(Confirm::ReplacePreset(name))) => save(v, ctx, &name),
        Some(Overlay::Confirm(Confirm::DiscardEdits(_, d))) => discard(v, ctx, d),
        Some(Overlay::Prompt(p)) => save_as(v, ctx, &p.field.text),
        _ => return Handled::No,
    }
    Handled::Yes
}

fn show_preset(v: &mut SetupScreen, to: usize) {
    v.preset_idx = to;
    v.draft = None;
    v.form = None;
}

/// Enter on the question before the form's edits are lost: leave them.
fn discard(v: &mut SetupScreen, ctx: &mut Ctx, d: Discard) {
    match d {
        Discard::Quit => ctx.quit = true,
        Discard::Preset(to) => show_preset(v, to),
    }
}

/// The name typed for `S`: saved at once when no user preset has it, else
/// asked first.
fn save_as(v: &mut SetupScreen, ctx: &mut Ctx, typed: &str) {
    // "Beşli Cuma" → "besli-cuma": spaces become dashes, the store folds
    // the Turkish letters.
    let name = typed.split_whitespace().collect::<Vec<_>>().join("-");
    let exists = presets::normalize_name(&name)
        .ok()
        .is_some_and(|n| ctx.dirs.presets_dir().join(format!("{n}.ron")).exists());
    if exists {
        ctx.ask(Confirm::ReplacePreset(name));
    } else {
        save(v, ctx, &name);
    }
}

fn save(v: &mut SetupScreen, ctx: &mut Ctx, name: &str) {
    let Some(setup) = v.setup().cloned() else {
        return;
    };
    match presets::save(&ctx.dirs, name, &setup) {
        Ok(path) => {
            let (list, _) = presets::list(&ctx.dirs);
            v.presets = list;
            let stem = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if let Some(i) = v.presets.iter().position(|p| p.name == stem) {
                v.preset_idx = i;
                v.draft = None;
                v.form = None;
            }
            let shown = path.display().to_string();
            ctx.say(|l| tx::preset_saved(&stem, &shown, l), false);
            remember(ctx, &stem);
        }
        // Not a file's problem: the form's, said on the row at fault.
        Err(PresetError::Invalid(e)) => super::setup_check::refuse(v, ctx, &setup, &e),
        Err(e) => ctx.say(|l| crate::i18n::cli::preset_error(&e, l), true),
    }
}

/// Remembers the preset last used (F14); a failure is added to the
/// message, never silent.
fn remember(ctx: &mut Ctx, name: &str) {
    if let Err(e) = presets::remember(&ctx.dirs, name) {
        let before = ctx.message.take();
        let m = Msg::new(
            |l| {
                let why = match &e {
                    PresetError::WontOverwrite { cause, .. } => {
                        tx::settings_unreadable(&crate::i18n::files::load_error(cause, l), l)
                    }
                    e => crate::i18n::cli::preset_error(e, l),
                };
                match &before {
                    Some(b) => format!("{} — {why}", b.text(l)),
                    None => why,
                }
            },
            true,
        );
        ctx.message = Some(m);
    }
}

/// Starts the night with the setup on screen, after checking it against
/// its rule set (a bad field is selected in the form).
fn start_night(v: &mut SetupScreen, ctx: &mut Ctx, now: i64) {
    let Some(setup) = v.setup().cloned() else {
        return;
    };
    let rules = match crate::store::find_rules(&ctx.dirs, &setup.rules) {
        Ok(Some(l)) => l.rules,
        Ok(None) => return ctx.say(|l| tx::no_rule_set(&setup.rules, l), true),
        Err(e) => return ctx.say(|l| crate::i18n::files::load_error(&e, l), true),
    };
    if let Err(e) = setup.validate_typed(&rules) {
        return super::setup_check::refuse(v, ctx, &setup, &e);
    }
    let t = chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_default()
        .with_timezone(&chrono::Local);
    let created = t.to_rfc3339();
    let compact = t.format("%Y-%m-%d-%H%M").to_string();
    let preset = v.presets.get(v.preset_idx).map(|p| p.name.clone());
    match NightFile::create(&ctx.dirs, setup, rules, now, &created, &compact) {
        Ok(nf) => {
            ctx.night = Some(nf);
            ctx.go(Screen::Seating);
            if let Some(name) = preset {
                remember(ctx, &name);
            }
        }
        Err(e) => ctx.say(
            |l| tx::night_not_opened(&crate::i18n::store::open_error(&e, l), l),
            true,
        ),
    }
}

fn draw(f: &mut Frame, v: &SetupScreen, ctx: &Ctx, area: Rect) {
    let lang = ctx.lang;
    // While editing, the form takes the whole width.
    let list_w = if v.form.is_some() { 0 } else { 24 };
    let [list, detail] =
        Layout::horizontal([Constraint::Length(list_w), Constraint::Fill(1)]).areas(area);
    let items: Vec<Line> = v
        .presets
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (mark, style) = if i == v.preset_idx {
                ("▶ ", bold_accent())
            } else {
                ("  ", Style::new())
            };
            Line::styled(format!("{mark}{}", p.name), style)
        })
        .collect();
    f.render_widget(
        Paragraph::new(items).block(Block::bordered().title(tx::t(T::PresetsTitle, lang))),
        list,
    );
    let changed =
        v.draft.is_some() && v.draft.as_ref() != v.presets.get(v.preset_idx).map(|p| &p.setup);
    let title = match (v.form.is_some(), changed) {
        (true, _) => T::NightEditing,
        (false, true) => T::NightChanged,
        (false, false) => T::NightTitle,
    };
    let block = Block::bordered().title(tx::t(title, lang));
    let inner = block.inner(detail);
    f.render_widget(block, detail);
    let Some(s) = v.setup() else {
        f.render_widget(Paragraph::new(tx::t(T::NoPresets, lang)), inner);
        return;
    };
    if let Some(form) = &v.form {
        setup_form::draw(f, v, form, s, lang, inner);
        return;
    }
    let mut text = vec![
        Line::styled(s.name.clone(), Style::new().add_modifier(Modifier::BOLD)),
        Line::from(format!(
            "{}: {}",
            tx::t(T::Rules, lang),
            v.rules_name(&s.rules, lang)
        )),
        Line::from(format!(
            "{}: {}",
            tx::t(T::Players, lang),
            s.players.join(", ")
        )),
        Line::from(tx::stakes_line(&s.stakes, &s.ante, lang)),
        Line::from(crate::i18n::cli::seans_plan(&s.seans, lang)),
    ];
    text.extend(chip_lines(s, lang));
    text.extend([
        Line::from(""),
        Line::styled(tx::t(T::SetupHintStart, lang), Style::new().fg(ACCENT)),
        Line::styled(tx::t(T::SetupHintEdit, lang), Style::new().fg(ACCENT)),
    ]);
    if let Some(e) = &v.settings_problem {
        let why = crate::i18n::files::load_error(e, lang);
        text.push(Line::from(""));
        text.push(Line::styled(
            tx::settings_unreadable(&why, lang),
            Style::new().fg(ERROR),
        ));
    }
    f.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), inner);
}

/// The chip set by value and, in the warning colour, what the seed advises
/// against (S0 §5); the night starts all the same. Nothing without a set.
fn chip_lines(s: &crate::night::Setup, lang: Lang) -> Vec<Line<'static>> {
    if s.chips.is_empty() {
        return Vec::new();
    }
    let label = crate::i18n::form::label("chips", lang);
    let legend = crate::i18n::chip_set::legend(&s.chips, lang);
    let mut lines = vec![Line::from(format!("{label}: {legend}"))];
    lines.extend(s.warnings().iter().map(|w| {
        Line::styled(
            crate::i18n::form::setup_warning(w, lang),
            Style::new().fg(ACCENT),
        )
    }));
    lines
}
