//! The setup screen's state: the presets, the rule sets the form cycles
//! through, the setup being edited and the form while it has the focus.
//! Below the setup screen's keys (`setup.rs`), its form (`setup_form.rs`)
//! and its checks (`setup_check.rs`), which all read it.

use crate::i18n::Lang;
use crate::night::setup::Setup;
use crate::rules::RuleSet;
use crate::rules::load::LoadError;
use crate::store::Dirs;
use crate::store::presets::{self, PresetEntry};
use crate::tui::field::TextField;
use crate::tui::form::{FIELDS, Field};

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

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormState {
    pub row: usize,
    /// The row open for typing.
    pub edit: Option<TextField>,
}

impl FormState {
    pub fn field(&self) -> Field {
        FIELDS[self.row.min(FIELDS.len() - 1)]
    }
}
