//! `racon presets list [--json] | show NAME | export NAME PATH | import PATH
//! | delete NAME`: the party presets (R15).

use super::common::{Ctx, Failure, Outcome};
use crate::i18n::{Lang, cli as msg};
use crate::night::setup::Setup;
use crate::store::Origin;
use crate::store::presets::{self, DEFAULT_PRESET, PresetEntry, PresetError};
use serde::Serialize;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// List the presets.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Print a preset's RON file.
    Show {
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// Write a preset's RON file to PATH.
    Export {
        #[arg(value_name = "NAME")]
        name: String,
        #[arg(value_name = "PATH")]
        path: PathBuf,
    },
    /// Check a preset file and add it under its file name.
    Import {
        #[arg(value_name = "PATH")]
        path: PathBuf,
        /// Replace your preset of the same name.
        #[arg(long)]
        replace: bool,
    },
    /// Delete one of your presets.
    Delete {
        #[arg(value_name = "NAME")]
        name: String,
    },
}

#[derive(Serialize)]
struct JsonPreset<'a> {
    name: &'a str,
    /// "bundled" or the user file's path.
    origin: String,
    default: bool,
    night: &'a str,
    rules: &'a str,
    players: &'a [String],
    ante: String,
    seans: String,
    setup: &'a Setup,
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    let fail = |e: PresetError| Failure::input(msg::preset_error(&e, lang));
    match a.action {
        None => list(ctx, false),
        Some(Action::List { json }) => list(ctx, json),
        Some(Action::Show { name }) => presets::load(&ctx.dirs, &name)
            .map(|e| with_warnings(e, ctx.lang))
            .map_err(fail),
        Some(Action::Export { name, path }) => {
            presets::export(&ctx.dirs, &name, &path).map_err(fail)?;
            let name = presets::normalize_name(&name).unwrap_or(name);
            Ok(msg::preset_exported(&name, &crate::store::shown(&path), lang) + "\n")
        }
        Some(Action::Import { path, replace }) => {
            let done = presets::import_with(&ctx.dirs, &path, replace).map_err(fail)?;
            Ok(msg::preset_imported(
                &done.name,
                &crate::store::shown(&done.path),
                done.unchanged,
                lang,
            ) + "\n")
        }
        Some(Action::Delete { name }) => {
            let path = presets::delete(&ctx.dirs, &name).map_err(fail)?;
            let name = presets::normalize_name(&name).unwrap_or(name);
            let bundled_back = presets::BUNDLED.iter().any(|(n, _)| *n == name);
            Ok(msg::preset_deleted(&name, &crate::store::shown(&path), bundled_back, lang) + "\n")
        }
    }
}

fn list(ctx: &Ctx, json: bool) -> Outcome {
    let lang = ctx.lang;
    let (all, errors) = presets::list(&ctx.dirs);
    // A broken user file is reported but does not hide the good ones.
    for e in &errors {
        eprintln!(
            "racon: {}",
            crate::store::one_line(&msg::bad_preset_file(
                &crate::i18n::files::load_error(e, lang),
                lang
            ))
        );
    }
    if json {
        let rows: Vec<JsonPreset<'_>> = all
            .iter()
            .map(|p| JsonPreset {
                name: &p.name,
                origin: match &p.origin {
                    Origin::Bundled => "bundled".to_string(),
                    Origin::User(path) => path.display().to_string(),
                },
                default: p.name == DEFAULT_PRESET,
                night: &p.setup.name,
                rules: &p.setup.rules,
                players: &p.setup.players,
                ante: msg::ante_plan(&p.setup.ante, lang),
                seans: msg::seans_plan(&p.setup.seans, lang),
                setup: &p.setup,
            })
            .collect();
        return super::common::to_json(&rows);
    }
    let width = all
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0);
    let mut text = String::new();
    for p in &all {
        text.push_str(&entry_lines(p, width, lang));
    }
    Ok(text)
}

/// Two lines: name, night, rule set, players; then ante and seans plan.
/// The preset's text, then what it allows but the seed advises against
/// (S0 §5: the smallest chip), as RON comments so the text still reads as
/// the preset. Nothing is added to a preset without warnings.
fn with_warnings(e: PresetEntry, lang: Lang) -> String {
    let mut text = e.text;
    for w in e.setup.warnings() {
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str("// ");
        text.push_str(&crate::i18n::form::setup_warning(&w, lang));
        text.push('\n');
    }
    text
}

fn entry_lines(p: &PresetEntry, width: usize, lang: Lang) -> String {
    let s = &p.setup;
    let mut marks = String::new();
    if p.name == DEFAULT_PRESET {
        marks.push_str(lang.pick(" [varsayılan]", " [default]"));
    }
    if matches!(p.origin, Origin::User(_)) {
        marks.push_str(lang.pick(" [kullanıcı]", " [user]"));
    }
    format!(
        "{:<width$}  {} · {} · {}{marks}\n{:<width$}  {} · {}\n",
        p.name,
        s.name,
        s.rules,
        msg::preset_players(&s.players, lang),
        "",
        msg::ante_plan(&s.ante, lang),
        msg::seans_plan(&s.seans, lang),
    )
}
