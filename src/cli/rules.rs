//! `racon rules` and `racon rules show ID`.

use super::common::{Ctx, Outcome};
use crate::i18n::cli as msg;
use crate::store::{Origin, all_rules};
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long)]
    json: bool,
    #[command(subcommand)]
    action: Option<Action>,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Print a rule set's RON file.
    Show {
        #[arg(value_name = "ID")]
        id: String,
    },
}

#[derive(Serialize)]
struct JsonDeck {
    players: u8,
    cards: u8,
}

#[derive(Serialize)]
struct JsonRules {
    id: String,
    name: String,
    shape: String,
    players: crate::rules::Players,
    decks: Vec<JsonDeck>,
    categories: Vec<&'static str>,
    by_frequency: bool,
    split_ties: bool,
    source: String,
    origin: String,
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    if let Some(Action::Show { id }) = a.action {
        return super::common::load_rules(ctx, &id).map(|l| l.text);
    }
    let (all, errors) = all_rules(&ctx.dirs);
    // A broken user file is reported but does not hide the good ones.
    for e in &errors {
        eprintln!(
            "racon: {}",
            crate::store::one_line(&msg::bad_rules_file(
                &crate::i18n::files::load_error(e, lang),
                lang
            ))
        );
    }
    if a.json {
        let list: Vec<JsonRules> = all
            .iter()
            .map(|l| JsonRules {
                id: l.rules.id.clone(),
                name: l.rules.name.get(lang).to_string(),
                shape: msg::shape_name(l.rules.shape, lang),
                players: l.rules.players,
                decks: l
                    .rules
                    .decks
                    .iter()
                    .map(|d| JsonDeck {
                        players: d.players,
                        cards: d.cards,
                    })
                    .collect(),
                categories: l.rules.categories.iter().map(|c| c.category.id()).collect(),
                by_frequency: l.rules.by_frequency,
                split_ties: l.rules.split_ties,
                source: l.rules.source.clone(),
                origin: match &l.origin {
                    Origin::Bundled => "bundled".to_string(),
                    Origin::User(p) => p.display().to_string(),
                },
            })
            .collect();
        return super::common::to_json(&list);
    }
    let id_w = all.iter().map(|l| l.rules.id.len()).max().unwrap_or(0);
    let mut text = String::new();
    for l in &all {
        let r = &l.rules;
        let decks: Vec<String> = r
            .decks
            .iter()
            .map(|d| format!("{}:{}", d.players, d.cards))
            .collect();
        let user = match &l.origin {
            Origin::Bundled => String::new(),
            Origin::User(_) => lang.pick(" [kullanıcı]", " [user]").to_string(),
        };
        let _ = writeln!(
            text,
            "{:<id_w$}  {}{user}\n{:<id_w$}  {} · {} {}",
            r.id,
            r.name.get(lang),
            "",
            msg::shape_name(r.shape, lang),
            lang.pick("oyuncu:kağıt", "players:cards"),
            decks.join(" "),
        );
    }
    Ok(text)
}
