//! `racon speak [--out FILE.wav] MOMENT`: one announcement, its words on
//! stdout, said aloud (or written as a WAV) by espeak-ng
//! ([`crate::tui::voice`]). Without espeak-ng the words are still printed
//! and racon says why nothing was heard (exit [`NO_ESPEAK`]).

use super::common::{Ctx, Failure};
use crate::i18n::Lang;
use crate::i18n::speak as msg;
use crate::night::clock::Moment;
use clap::ValueEnum;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The exit code when espeak-ng is not installed (the words were printed).
pub const NO_ESPEAK: u8 = 3;

// The moments by name; their help is the command's (help.rs), in both
// languages, so the variants carry no doc comment of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MomentArg {
    SeansEnd,
    SeansMinute,
    ClosingTur,
    BreakOver,
    Level,
    Dealer,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_enum, value_name = "MOMENT", hide_possible_values = true)]
    moment: MomentArg,
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=999))]
    level: Option<u32>,
}

pub fn run(ctx: &Ctx, a: &Args) -> ExitCode {
    let lang = ctx.lang;
    let moment = match moment(a, lang) {
        Ok(m) => m,
        Err(f) => return super::fail(&f),
    };
    if let Some(out) = &a.out
        && !replaceable(out)
    {
        let shown = out.display().to_string();
        return super::fail(&Failure::input(msg::not_a_wav(&shown, lang)));
    }
    let words = msg::sentence(&moment, lang);
    let printed = super::print(Ok(format!("{words}\n")));
    match say(&words, lang, a.out.as_deref()) {
        Ok(()) => printed,
        Err(f) => super::fail(&f),
    }
}

/// The moment the arguments name; `--name` and `--level` only where they
/// mean something.
fn moment(a: &Args, lang: Lang) -> Result<Moment, Failure> {
    if a.name.is_some() && a.moment != MomentArg::Dealer {
        return Err(Failure::input(msg::flag_not_for("--name", "dealer", lang)));
    }
    if a.level.is_some() && a.moment != MomentArg::Level {
        return Err(Failure::input(msg::flag_not_for("--level", "level", lang)));
    }
    Ok(match a.moment {
        MomentArg::SeansEnd => Moment::SeansEnd,
        MomentArg::SeansMinute => Moment::SeansMinute,
        // The closing tur a room hears most: the last one.
        MomentArg::ClosingTur => Moment::ClosingTur { which: 1, of: 1 },
        MomentArg::BreakOver => Moment::BreakOver,
        MomentArg::Level => Moment::Level {
            no: a.level,
            blinds: None,
        },
        MomentArg::Dealer => Moment::Dealer {
            name: a.name.as_deref().and_then(clean_name),
        },
    })
}

/// A name as said: one line, no control characters; none when blank.
fn clean_name(name: &str) -> Option<String> {
    let one: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let one = one.split_whitespace().collect::<Vec<_>>().join(" ");
    (!one.is_empty()).then_some(one)
}

/// Whether `--out` may be written: nothing there, an empty file, or a WAV
/// (a FIFO or device there is never opened).
fn replaceable(path: &Path) -> bool {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return true;
    };
    if !meta.is_file() {
        return false;
    }
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(12).read_to_end(&mut head));
    read.is_ok() && (head.is_empty() || (head.starts_with(b"RIFF") && head.ends_with(b"WAVE")))
}

/// Says `words` (or writes them to `out`) with this system's espeak-ng.
fn say(words: &str, lang: Lang, out: Option<&Path>) -> Result<(), Failure> {
    let Some(exe) = crate::tui::voice::system_espeak() else {
        return Err(Failure {
            code: NO_ESPEAK,
            message: msg::no_espeak(lang).into(),
        });
    };
    let failed = |message| Failure { code: 1, message };
    let output = crate::tui::voice::say(exe, lang, words, out)
        .map_err(|e| failed(msg::espeak_not_started(&e.to_string(), lang)))?;
    if output.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let detail = stderr
        .lines()
        .find(|l| !l.trim().is_empty())
        .map_or_else(|| output.status.to_string(), str::to_string);
    Err(failed(msg::espeak_failed(&detail, lang)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_said_on_one_line_or_not_at_all() {
        assert_eq!(clean_name("  Ayşe\n Hanım\t"), Some("Ayşe Hanım".into()));
        assert_eq!(clean_name(" \u{1b} "), None);
    }

    #[test]
    fn only_nothing_an_empty_file_or_a_wav_is_replaced() {
        let dir = std::env::temp_dir().join(format!("racon-speak-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let f = |name: &str, bytes: &[u8]| {
            let p = dir.join(name);
            assert!(std::fs::write(&p, bytes).is_ok());
            p
        };
        assert!(replaceable(&dir.join("none.wav")));
        assert!(replaceable(&f("empty.wav", b"")));
        assert!(replaceable(&f("a.wav", b"RIFF\x24\0\0\0WAVEfmt ")));
        assert!(!replaceable(&f("notes.txt", b"my notes, keep them")));
        assert!(!replaceable(&dir));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
