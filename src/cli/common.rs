//! What every subcommand shares: the environment it runs in ([`Ctx`]),
//! what it hands back ([`Outcome`], [`Failure`]), `--json` output, and the
//! rule set, head count and deck of the commands that deal.

use crate::i18n::{Lang, cli as msg};
use crate::store::Dirs;

/// What a subcommand tells the shell: stdout text, or a one-line error.
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    /// Bad input: exit 2.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            code: 2,
            message: message.into(),
        }
    }
}

pub type Outcome = Result<String, Failure>;

/// `value` as pretty JSON with a final newline: what every `--json` prints.
pub fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Outcome {
    serde_json::to_string_pretty(value)
        .map(|t| t + "\n")
        .map_err(|e| Failure {
            code: 1,
            message: e.to_string(),
        })
}

/// `value` as [`to_json`] prints it, its objects' keys in alphabetical
/// order (through `serde_json`'s map): the order `night show --json` has
/// always written, whatever order the type declares its fields in.
pub fn to_sorted_json<T: serde::Serialize + ?Sized>(value: &T) -> Outcome {
    let value = serde_json::to_value(value).map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })?;
    to_json(&value)
}

/// Everything a subcommand needs from the environment.
pub struct Ctx {
    pub lang: Lang,
    pub dirs: Dirs,
}

/// Loads a rule set by id for a subcommand, turning every failure into a
/// one-line exit-2 message.
pub fn load_rules(ctx: &Ctx, id: &str) -> Result<crate::store::LoadedRules, Failure> {
    match crate::store::find_rules(&ctx.dirs, id) {
        Ok(Some(l)) => Ok(l),
        Ok(None) => {
            let (all, _) = crate::store::all_rules(&ctx.dirs);
            let known: Vec<String> = all.into_iter().map(|l| l.rules.id).collect();
            Err(Failure::input(msg::unknown_rules(id, &known, ctx.lang)))
        }
        Err(e) => Err(Failure::input(msg::bad_rules_file(
            &crate::i18n::files::load_error(&e, ctx.lang),
            ctx.lang,
        ))),
    }
}

/// `--rules` and `--players` of the commands that deal from a deck
/// (judge, table, odds, equity); their help rows stay per command in
/// `HELP`.
#[derive(Debug, clap::Args)]
pub struct DeckArgs {
    #[arg(long, value_name = "ID")]
    pub rules: String,
    #[arg(long, value_name = "N")]
    pub players: Option<u8>,
}

/// What [`DeckArgs`] pick: the rule set, the head count and its deck.
pub struct Dealt {
    pub rules: crate::rules::RuleSet,
    pub players: u8,
    pub deck: crate::cards::Deck,
}

impl DeckArgs {
    /// Loads the rule set and picks the head count ([`players`], with
    /// `hands` hands given) and the deck ([`deck`]).
    pub fn deal(&self, ctx: &Ctx, hands: usize) -> Result<Dealt, Failure> {
        let rules = load_rules(ctx, &self.rules)?.rules;
        let players = players(ctx, &rules, self.players, hands)?;
        let deck = deck(&rules, players, ctx.lang)?;
        Ok(Dealt {
            rules,
            players,
            deck,
        })
    }
}

/// The deck for `players` under `rules`, or the one-line exit-2 reason.
pub fn deck(
    rules: &crate::rules::RuleSet,
    players: u8,
    lang: Lang,
) -> Result<crate::cards::Deck, Failure> {
    rules.deck_for(players).ok_or_else(|| {
        Failure::input(msg::players_out_of_range(
            players,
            &rules.id,
            rules.players.min,
            rules.players.max,
            lang,
        ))
    })
}

/// The head count: the flag, else the rule set's default (raised to the
/// number of hands if that is more and allowed).
pub fn players(
    ctx: &Ctx,
    rules: &crate::rules::RuleSet,
    flag: Option<u8>,
    hands: usize,
) -> Result<u8, Failure> {
    let range = rules.player_range();
    let out_of_range = |n: u8| {
        Failure::input(msg::players_out_of_range(
            n,
            &rules.id,
            rules.players.min,
            rules.players.max,
            ctx.lang,
        ))
    };
    match flag {
        Some(n) if !range.contains(&n) => Err(out_of_range(n)),
        Some(n) if hands > n as usize => {
            Err(Failure::input(msg::too_many_hands(hands, n, ctx.lang)))
        }
        Some(n) => Ok(n),
        None => {
            let n = rules
                .players
                .default
                .max(u8::try_from(hands).unwrap_or(u8::MAX));
            if range.contains(&n) {
                Ok(n)
            } else {
                Err(out_of_range(n))
            }
        }
    }
}
