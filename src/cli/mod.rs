//! The scriptable face of racon: argument parsing and dispatch. Each
//! subcommand lives in its own file and only translates between the command
//! line and the core; what they share is in `common` (below them all), the
//! help text in `help`, clap's errors in `usage`.

mod common;
mod docs;
mod equity;
mod help;
#[cfg(test)]
mod help_check;
mod help_speak;
mod judge;
mod ledger;
mod night;
mod odds;
mod pot;
mod presets;
mod rules;
mod serve;
pub use serve::screen_sharer;
mod settle;
mod speak;
mod table;
mod usage;

use crate::i18n::Lang;
use crate::store::Dirs;
use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use common::{Ctx, Failure, Outcome};
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    Tr,
    En,
}

#[derive(Debug, Parser)]
#[command(name = "racon", version)]
struct Cli {
    /// Language of the output (tr|en); default from the locale.
    #[arg(long, global = true, value_enum, hide_possible_values = true)]
    lang: Option<LangArg>,
    /// Configuration directory (default: `$RACON_CONFIG_DIR` or the platform's).
    #[arg(long, global = true, value_name = "DIR")]
    config_dir: Option<PathBuf>,
    /// Data directory (default: `$RACON_DATA_DIR` or the platform's).
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// `racon new`: set up a new night on the screen.
#[derive(Debug, clap::Args)]
struct NewArgs {
    /// Preset to start from (default: kapali-4).
    #[arg(long, value_name = "NAME")]
    preset: Option<String>,
    /// Seed of the virtual seating draw (reproducible draws).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
}

#[derive(Debug, clap::Args)]
struct OpenArgs {
    /// The night's folder (see racon night list).
    #[arg(value_name = "PATH")]
    path: std::path::PathBuf,
}

#[derive(Debug, Subcommand)]
enum Command {
    New(NewArgs),
    Judge(judge::Args),
    Table(table::Args),
    Odds(odds::Args),
    Equity(equity::Args),
    Rules(rules::Args),
    Presets(presets::Args),
    Pot(pot::Args),
    Settle(settle::Args),
    Night(night::Args),
    Open(OpenArgs),
    Serve(serve::Args),
    Ledger(ledger::Args),
    Display(DisplayArgs),
    Speak(speak::Args),
    Help(docs::HelpArgs),
    Completions(docs::CompletionsArgs),
    Man(docs::ManArgs),
}

/// `racon display`: a read-only clock face of a live night.
#[derive(Debug, clap::Args)]
struct DisplayArgs {
    /// The night's folder (default: the unfinished night).
    #[arg(value_name = "PATH")]
    path: Option<PathBuf>,
    /// Speak the alerts here (espeak-ng), whatever the house option says.
    #[arg(long)]
    voice: bool,
}

/// `--lang` is looked up before parsing so that parse errors are localized.
fn early_lang(args: &[OsString]) -> Option<Lang> {
    let mut it = args.iter().filter_map(|a| a.to_str());
    while let Some(a) = it.next() {
        let v = match a.strip_prefix("--lang=") {
            Some(v) => Some(v),
            None if a == "--lang" => it.next(),
            None => None,
        };
        match v {
            Some("tr") => return Some(Lang::Tr),
            Some("en") => return Some(Lang::En),
            _ => {}
        }
    }
    None
}

/// The locale's language: `LC_ALL`, `LC_MESSAGES`, `LANG`, and where none
/// is set (Windows, a macOS app launcher) the system's UI language
/// (sys-locale: the preferred languages on macOS, the user's UI language on
/// Windows; on Linux it reads the same variables).
fn env_lang() -> Lang {
    let var = |k: &str| std::env::var(k).ok();
    Lang::from_locale_or_system(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
        sys_locale::get_locale,
    )
}

/// The whole command tree with its help in `lang` ([`help::localize`]).
fn localized_command(lang: Lang) -> clap::Command {
    help::localize(Cli::command(), lang)
}

/// Runs racon with `args` (including the program name); returns the exit code.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let lang = early_lang(&args).unwrap_or_else(env_lang);
    match parse(args, lang) {
        Ok(cli) => {
            let ctx = Ctx {
                lang,
                dirs: Dirs::resolve(cli.config_dir, cli.data_dir),
            };
            dispatch(ctx, cli.command)
        }
        Err(code) => code,
    }
}

/// The parsed command line; `--help` and `--version` are printed here and
/// a parse error said in one line, both ending the run with their code.
fn parse(args: Vec<OsString>, lang: Lang) -> Result<Cli, ExitCode> {
    let matches = match localized_command(lang).try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            return Err(match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = e.print();
                    ExitCode::SUCCESS
                }
                _ => fail(&Failure::input(usage::one_line(&e, lang))),
            });
        }
    };
    Cli::from_arg_matches(&matches).map_err(|e| fail(&Failure::input(usage::one_line(&e, lang))))
}

/// Runs the subcommand (the screen without one) and prints what it says.
fn dispatch(ctx: Ctx, command: Option<Command>) -> ExitCode {
    let outcome = match command {
        Some(Command::Judge(a)) => judge::run(&ctx, &a),
        Some(Command::Table(a)) => table::run(&ctx, &a),
        Some(Command::Odds(a)) => odds::run(&ctx, &a),
        Some(Command::Equity(a)) => equity::run(&ctx, &a),
        Some(Command::Rules(a)) => rules::run(&ctx, a),
        Some(Command::Night(a)) => night::run(&ctx, a),
        Some(Command::Presets(a)) => presets::run(&ctx, a),
        Some(Command::Pot(a)) => pot::run(&ctx, &a),
        Some(Command::Settle(a)) => settle::run(&ctx, &a),
        Some(Command::Serve(a)) => serve::run(&ctx, a),
        Some(Command::Ledger(a)) => ledger::run(&ctx, a),
        Some(Command::Display(a)) => {
            return crate::tui::display::run(ctx.lang, &ctx.dirs, a.path, a.voice);
        }
        Some(Command::Speak(a)) => return speak::run(&ctx, &a),
        Some(Command::Help(a)) => docs::help(&ctx, &a, localized_command(ctx.lang)),
        Some(Command::Completions(a)) => docs::completions(&a, localized_command(ctx.lang)),
        Some(Command::Man(a)) => docs::man(&ctx, &a, localized_command(ctx.lang)),
        Some(Command::New(a)) => {
            // Without a terminal the screen refuses in one line: nothing is
            // said about a new night being set up (G12).
            use std::io::IsTerminal;
            if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
                night::warn_unfinished(&ctx);
            }
            return screen(ctx, true, None, a.preset, a.seed);
        }
        Some(Command::Open(a)) => match night::open_target(&ctx, &a.path) {
            Ok(dir) => return screen(ctx, false, Some(dir), None, None),
            Err(f) => Err(f),
        },
        None => return screen(ctx, false, None, None, None),
    };
    print(outcome)
}

/// The host's screen. Its `S` shares through the web shell, given here so
/// the screen never imports it.
fn screen(
    ctx: Ctx,
    new: bool,
    open: Option<PathBuf>,
    preset: Option<String>,
    seed: Option<u64>,
) -> ExitCode {
    let sharer = match serve::screen_sharer(ctx.lang) {
        Ok(s) => s,
        Err(f) => return fail(&f),
    };
    let start = crate::tui::Start {
        new,
        open,
        preset,
        seed,
        sharer: Some(sharer),
    };
    crate::tui::run(ctx.lang, ctx.dirs, start)
}

/// A subcommand's text on stdout, or its failure on stderr.
fn print(outcome: Outcome) -> ExitCode {
    match outcome {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`racon table | head`) is not an error worth a panic.
            // No control character reaches the terminal raw (F6).
            let _ = out.write_all(crate::rules::load::inert(&text).as_bytes());
            let _ = out.flush();
            ExitCode::SUCCESS
        }
        Err(f) => fail(&f),
    }
}

/// One line on stderr: a newline or escape sequence in the message (a file
/// name, an argument) is shown escaped, never cut or obeyed (F6, F10).
fn fail(f: &Failure) -> ExitCode {
    let line = crate::store::one_line(f.message.trim_end_matches(['\n', '\r']));
    let _ = writeln!(std::io::stderr().lock(), "racon: {line}");
    ExitCode::from(f.code)
}
