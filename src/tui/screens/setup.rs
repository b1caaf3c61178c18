//! The setup screen: pick a preset, edit it in the form, save it, start the
//! night.

use super::setup_form::{self, FormState};
use super::{Screen, View};
use crate::i18n::tui::{self as tx, T};
use crate::night::setup::Setup;
use crate::store::Dirs;
use crate::store::night::NightFile;
use crate::store::presets::{self, PresetEntry};
use crate::tui::app::{App, Confirm, Overlay, Prompt, PromptKind};
use crate::tui::field::{Accepts, TextField};
use crate::tui::form::{self, FIELDS};
use crate::tui::keymap::Command;
use crate::tui::widgets::theme::{ACCENT, bold_accent};
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
    /// The setup being edited (a copy of the selected preset once changed).
    pub draft: Option<Setup>,
    /// The form, while it has the focus.
    pub form: Option<FormState>,
}

impl SetupScreen {
    pub fn new(dirs: &Dirs, preset: Option<&str>) -> SetupScreen {
        let (presets, _) = presets::list(dirs);
        let preset_idx = preset
            .or(Some(presets::DEFAULT_PRESET))
            .and_then(|n| presets.iter().position(|p| p.name == n))
            .unwrap_or(0);
        let (rule_ids, rule_names) = crate::store::all_rules(dirs)
            .0
            .into_iter()
            .map(|l| (l.rules.id, l.rules.name))
            .unzip();
        SetupScreen {
            presets,
            preset_idx,
            rule_ids,
            rule_names,
            draft: None,
            form: None,
        }
    }

    /// The rule set `id` by its name ("Kapalı poker"), or the id itself
    /// when no rule set has it.
    pub fn rules_name(&self, id: &str, lang: crate::i18n::Lang) -> String {
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
        Command::PresetPrev => {
            v.preset_idx = v.preset_idx.saturating_sub(1);
            v.draft = None;
        }
        Command::PresetNext => {
            v.preset_idx = (v.preset_idx + 1).min(v.presets.len().saturating_sub(1));
            v.draft = None;
        }
        Command::EditSetup => {
            if v.draft.is_none() {
                v.draft = v.setup().cloned();
            }
            if v.draft.is_some() {
                v.form = Some(FormState::default());
            }
        }
        Command::SavePreset => {
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
        }
        Err(e) => ctx.say(|l| crate::i18n::cli::preset_error(&e, l), true),
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
        let field = form::Field::of_path(&e.field);
        if let Some(f) = field {
            if v.draft.is_none() {
                v.draft = Some(setup.clone());
            }
            v.form = Some(FormState {
                row: FIELDS.iter().position(|&x| x == f).unwrap_or(0),
                edit: None,
            });
        }
        let shown = |l| field.map_or(e.field.clone(), |f| f.label(l).to_string());
        let why = |l| crate::i18n::form::setup_problem(&e.kind, l);
        return ctx.say(|l| format!("{}: {}", shown(l), why(l)), true);
    }
    let t = chrono::DateTime::from_timestamp_millis(now)
        .unwrap_or_default()
        .with_timezone(&chrono::Local);
    let created = t.to_rfc3339();
    let compact = t.format("%Y-%m-%d-%H%M").to_string();
    match NightFile::create(&ctx.dirs, setup, rules, now, &created, &compact) {
        Ok(nf) => {
            ctx.night = Some(nf);
            ctx.goto = Some(Screen::Seating);
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
        let rules = v.rules_name(&s.rules, lang);
        setup_form::draw(f, form, s, &rules, lang, inner);
        return;
    }
    let st = &s.stakes;
    let text = vec![
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
        Line::from(tx::stakes_line(st.yer, st.min_kav, st.cikma, &s.ante, lang)),
        Line::from(crate::i18n::cli::seans_plan(&s.seans, lang)),
        Line::from(""),
        Line::styled(tx::t(T::SetupHintStart, lang), Style::new().fg(ACCENT)),
        Line::styled(tx::t(T::SetupHintEdit, lang), Style::new().fg(ACCENT)),
    ];
    f.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), inner);
}
