//! The setup screen: pick a preset (it opens on the one last used), edit
//! it in the form, save it, start the night. Edits not saved are never
//! dropped without a question.

use super::setup_form::{self, FormState};
use super::{Screen, View};
use crate::i18n::Lang;
use crate::i18n::tui::{self as tx, T};
use crate::night::setup::Setup;
use crate::rules::RuleSet;
use crate::rules::load::LoadError;
use crate::store::Dirs;
use crate::store::night::NightFile;
use crate::store::presets::{self, PresetEntry, PresetError};
use crate::tui::app::{App, Confirm, Ctx, Msg, Overlay, Prompt, PromptKind};
use crate::tui::field::{Accepts, TextField};
use crate::tui::keymap::Command;
use crate::tui::widgets::theme::{ACCENT, ERROR, bold_accent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

pub struct SetupScreen {
    pub presets: Vec<PresetEntry>,
    pub preset_idx: usize,
    /// Rule-set ids the form cycles through.
    pub rule_ids: Vec<String>,
    /// Their names, in the same order, for the form and the summary.
    pub rule_names: Vec<crate::rules::Text>,
    /// The rule sets, in the same order: the form checks the players
    /// against them as they are typed.
    pub rule_sets: Vec<RuleSet>,
    /// Where house rule sets go (said when no rule set takes the players).
    pub rules_dir: String,
    /// The setup being edited (a copy of the selected preset once changed).
    pub draft: Option<Setup>,
    /// The form, while it has the focus.
    pub form: Option<FormState>,
    /// Why the settings file (the preset last used) could not be read.
    pub settings_problem: Option<Box<LoadError>>,
}

/// Where the host goes once he agrees to leave the form's unsaved edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discard {
    Quit,
    /// The preset at this index of the list.
    Preset(usize),
}

impl SetupScreen {
    /// The screen on `preset` if given, else on the preset last used, else
    /// on the default one.
    pub fn new(dirs: &Dirs, preset: Option<&str>) -> SetupScreen {
        let (presets, _) = presets::list(dirs);
        let (last, settings_problem) = match presets::last_used(dirs) {
            Ok(last) => (last, None),
            Err(e) => (None, Some(Box::new(e))),
        };
        let find = |n: &str| presets.iter().position(|p| p.name == n);
        let preset_idx = preset
            .and_then(find)
            .or_else(|| last.as_deref().and_then(find))
            .or_else(|| find(presets::DEFAULT_PRESET))
            .unwrap_or(0);
        let mut v = SetupScreen {
            presets,
            preset_idx,
            rule_ids: Vec::new(),
            rule_names: Vec::new(),
            rule_sets: Vec::new(),
            rules_dir: String::new(),
            draft: None,
            form: None,
            settings_problem,
        };
        v.reload_rules(dirs);
        v
    }

    /// Reads the rule sets again, so one written while racon runs (a house
    /// rule set for six) is there without a restart (F3).
    pub fn reload_rules(&mut self, dirs: &Dirs) {
        let sets: Vec<RuleSet> = crate::store::all_rules(dirs)
            .0
            .into_iter()
            .map(|l| l.rules)
            .collect();
        self.rule_ids = sets.iter().map(|r| r.id.clone()).collect();
        self.rule_names = sets.iter().map(|r| r.name.clone()).collect();
        self.rule_sets = sets;
        self.rules_dir = crate::store::shown(&dirs.rules_dir());
    }

    /// The rule set `id` by its name ("Kapalı poker"), or the id itself
    /// when no rule set has it.
    pub fn rules_name(&self, id: &str, lang: Lang) -> String {
        self.rule_ids
            .iter()
            .zip(&self.rule_names)
            .find(|(i, _)| *i == id)
            .map_or_else(|| id.to_string(), |(_, n)| n.get(lang).to_string())
    }

    /// The setup on the screen: the edited copy, else the preset's.
    pub fn setup(&self) -> Option<&Setup> {
        self.draft
            .as_ref()
            .or_else(|| self.presets.get(self.preset_idx).map(|p| &p.setup))
    }
}

pub fn run(app: &mut App, cmd: Command, now: i64) {
    if cmd == Command::StartNight {
        return start_night(app, now);
    }
    let App { ctx, view } = app;
    let View::Setup(v) = view else { return };
    match cmd {
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
                return;
            }
            if v.setup().is_some() {
                ctx.overlay = Some(Overlay::Prompt(Prompt {
                    kind: PromptKind::SaveAs,
                    field: TextField::new(Accepts::Text),
                }));
            }
        }
        Command::Open(s) => ctx.goto = Some(s),
        _ => setup_form::run(v, ctx, cmd),
    }
}

fn show_preset(v: &mut SetupScreen, to: usize) {
    v.preset_idx = to;
    v.draft = None;
    v.form = None;
}

/// Enter on the question before the form's edits are lost: leave them.
pub fn discard(app: &mut App, d: Discard) {
    match (d, &mut app.view) {
        (Discard::Quit, _) => app.ctx.quit = true,
        (Discard::Preset(to), View::Setup(v)) => show_preset(v, to),
        _ => {}
    }
}

/// The name typed for `S`: saved at once when no user preset has it, else
/// asked first.
pub fn save_as(app: &mut App, typed: &str) {
    // "Beşli Cuma" → "besli-cuma": spaces become dashes, the store folds
    // the Turkish letters.
    let name = typed.split_whitespace().collect::<Vec<_>>().join("-");
    let exists = presets::normalize_name(&name)
        .ok()
        .is_some_and(|n| app.ctx.dirs.presets_dir().join(format!("{n}.ron")).exists());
    if exists {
        app.ctx.ask(Confirm::ReplacePreset(name));
    } else {
        save(app, &name);
    }
}

pub fn save(app: &mut App, name: &str) {
    let App { ctx, view } = app;
    let View::Setup(v) = view else { return };
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
fn start_night(app: &mut App, now: i64) {
    let App { ctx, view } = app;
    let View::Setup(v) = view else { return };
    let Some(setup) = v.setup().cloned() else {
        return;
    };
    let rules = match crate::store::find_rules(&ctx.dirs, &setup.rules) {
        Ok(Some(l)) => l.rules,
        Ok(None) => return ctx.say(|l| tx::no_rule_set(&setup.rules, l), true),
        Err(e) => return ctx.say(|l| tx::load_error(&e, l), true),
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
            ctx.goto = Some(Screen::Seating);
            if let Some(name) = preset {
                remember(ctx, &name);
            }
        }
        Err(e) => ctx.say(|l| tx::open_error(&e, l), true),
    }
}

pub fn draw(f: &mut Frame, v: &SetupScreen, ctx: &crate::tui::app::Ctx, area: Rect) {
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
        Line::from(""),
        Line::styled(tx::t(T::SetupHintStart, lang), Style::new().fg(ACCENT)),
        Line::styled(tx::t(T::SetupHintEdit, lang), Style::new().fg(ACCENT)),
    ];
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
