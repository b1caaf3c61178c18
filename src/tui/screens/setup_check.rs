//! What the setup screen checks before it lets edits go or a setup
//! through: the players against the rule set as they are typed (F3), the
//! rows not saved and the question before they are lost (B4), and the
//! refusal of a setup that cannot be used, on the row at fault.

use super::setup_state::{FormState, SetupScreen};
use crate::i18n::Lang;
use crate::i18n::tui as tx;
use crate::night::setup::{Invalid, Setup, SetupProblem};
use crate::tui::ctx::Ctx;
use crate::tui::form::{self, FIELDS, Field};
use crate::tui::overlay::{Confirm, Discard, Msg};

impl SetupScreen {
    /// What is wrong with the players of `s` on its rule set, found as
    /// they are typed: a head count it does not take, a name twice (F3).
    pub fn players_problem(&self, s: &Setup) -> Option<Invalid> {
        let rules = self.rule_sets.iter().find(|r| r.id == s.rules)?;
        match s.validate(rules) {
            Err(e) if e.field == "players" => Some(e),
            _ => None,
        }
    }

    /// `e` in words, the rule set by its name: "Türk pokeri en çok 5
    /// oyuncuyla oynanır; 6 oyuncu yazıldı".
    pub fn problem_text(&self, s: &Setup, e: &Invalid, lang: Lang) -> String {
        let name = self.rules_name(&s.rules, lang);
        crate::i18n::form::form_problem(&e.kind, &name, s.players.len(), lang)
    }

    /// For a head count the rule set does not take: the rule sets that
    /// take it and, for more players, how to write a house one.
    pub fn way_forward(&self, s: &Setup, e: &Invalid, lang: Lang) -> Option<String> {
        use crate::i18n::form as words;
        let n = s.players.len();
        let more = match e.kind {
            SetupProblem::TooManyPlayers { .. } => true,
            SetupProblem::TooFewPlayers { .. } => false,
            _ => return None,
        };
        // Those of the same kind of game (draw, stud, hold'em, omaha) by
        // name, the others counted: the screen has room for a few.
        let shape = self
            .rule_sets
            .iter()
            .find(|r| r.id == s.rules)
            .map(|r| std::mem::discriminant(&r.shape));
        let (alike, others): (Vec<_>, Vec<_>) = self
            .rule_sets
            .iter()
            .filter(|r| (r.players.min as usize..=r.players.max as usize).contains(&n))
            .partition(|r| shape.is_none_or(|k| k == std::mem::discriminant(&r.shape)));
        let (named, counted) = if alike.is_empty() {
            (others, 0)
        } else {
            (alike, others.len())
        };
        let names: Vec<&str> = named.iter().map(|r| r.name.get(lang)).collect();
        let mut text = words::rule_sets_for(n, &names, counted, lang);
        if more {
            text.push(' ');
            text.push_str(&words::house_rule_set_for(
                &s.rules,
                n,
                &self.rules_dir,
                lang,
            ));
        }
        Some(text)
    }

    /// The rows whose value differs from the preset's, and the row being
    /// typed if its text was changed: what leaving now would lose (B4).
    pub fn unsaved_rows(&self) -> Vec<Field> {
        let Some(d) = &self.draft else {
            return Vec::new();
        };
        let base = self.presets.get(self.preset_idx).map(|p| &p.setup);
        let typing = self.form.as_ref().and_then(|fs| {
            let edit = fs.edit.as_ref()?;
            (edit.text != form::edit_text(fs.field(), d)).then(|| fs.field())
        });
        FIELDS
            .iter()
            .copied()
            .filter(|&f| {
                typing == Some(f)
                    || base
                        .is_none_or(|b| form::value(f, b, Lang::En) != form::value(f, d, Lang::En))
            })
            .collect()
    }

    /// The question before the form's unsaved edits are lost, if any.
    pub fn discard_question(&self, then: Discard) -> Option<Confirm> {
        let rows = self.unsaved_rows();
        if rows.is_empty() {
            return None;
        }
        let quit = then == Discard::Quit;
        let msg = Msg::new(
            |l| {
                let labels: Vec<&str> = rows.iter().map(|f| f.label(l)).collect();
                tx::ask_discard_edits(&labels, quit, l)
            },
            true,
        );
        Some(Confirm::DiscardEdits(msg, then))
    }
}

/// Says why `setup` cannot start a night or be saved, the rule set by its
/// name, and selects the row at fault in the form.
pub fn refuse(v: &mut SetupScreen, ctx: &mut Ctx, setup: &Setup, e: &Invalid) {
    let field = Field::of_path(&e.field);
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
    let m = Msg::new(
        |l| format!("{}: {}", shown(l), v.problem_text(setup, e, l)),
        true,
    );
    ctx.message = Some(m);
}
