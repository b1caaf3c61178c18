//! What a good CLI tells about itself: `racon help [COMMAND]…`,
//! `racon completions SHELL` (`clap_complete`) and `racon man [COMMAND]…`
//! (`clap_mangen`), all from the localized command (`cmd`, given by the
//! caller), so completions describe and the man page explains in the
//! user's language.

use super::common::{Ctx, Failure, Outcome};
use crate::i18n::Lang;
use std::ffi::OsString;

#[derive(Debug, clap::Args)]
pub struct HelpArgs {
    #[arg(value_name = "COMMAND")]
    command: Vec<String>,
}

#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    #[arg(value_enum, value_name = "SHELL")]
    shell: clap_complete::Shell,
}

#[derive(Debug, clap::Args)]
pub struct ManArgs {
    #[arg(value_name = "COMMAND")]
    command: Vec<String>,
}

/// `racon help night report` prints what `racon night report --help`
/// prints; an unknown command is refused as `racon nope --help` would be
/// (with clap's "did you mean").
pub fn help(ctx: &Ctx, a: &HelpArgs, cmd: clap::Command) -> Outcome {
    let mut args: Vec<OsString> = vec!["racon".into()];
    args.extend(a.command.iter().map(OsString::from));
    args.push("--help".into());
    match cmd.try_get_matches_from(&args) {
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => Ok(e.to_string()),
        Err(e) => Err(Failure::input(super::usage::one_line(&e, ctx.lang))),
        // Cannot happen (`--help` always stops the parse); say so anyway.
        Ok(_) => Err(Failure::input(ctx.lang.pick("yardım yok", "no help"))),
    }
}

/// A completion script for `shell` on standard output.
pub fn completions(a: &CompletionsArgs, mut cmd: clap::Command) -> Outcome {
    let mut out = Vec::new();
    clap_complete::generate(a.shell, &mut cmd, "racon", &mut out);
    String::from_utf8(out).map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })
}

/// The man page (roff) of racon, or of the command `a.command` names.
pub fn man(ctx: &Ctx, a: &ManArgs, mut cmd: clap::Command) -> Outcome {
    cmd.build();
    let mut page = cmd;
    for (i, name) in a.command.iter().enumerate() {
        let Some(sub) = page.find_subcommand(name).cloned() else {
            let known: Vec<String> = page
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            let path = a.command[..=i].join(" ");
            return Err(Failure::input(crate::i18n::cli::unknown_command(
                &path, &known, ctx.lang,
            )));
        };
        page = sub;
    }
    let mut out = Vec::new();
    // A command's page names racon's version as the top page does.
    let source = format!("racon {}", env!("CARGO_PKG_VERSION"));
    clap_mangen::Man::new(page)
        .source(source)
        .manual(ctx.lang.pick("racon kılavuzu", "racon manual"))
        .render(&mut out)
        .map_err(|e| Failure {
            code: 1,
            message: e.to_string(),
        })?;
    let roff = String::from_utf8(out).map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })?;
    Ok(headings(&roff, ctx.lang))
}

/// `clap_mangen` writes its section headings in English: a Turkish page
/// gets Turkish ones. It also drops the empty date from `.TH`, which moves
/// the source and the manual's name one place left: the date is put back,
/// quoted and empty.
fn headings(roff: &str, lang: Lang) -> String {
    const TR: [(&str, &str); 7] = [
        ("NAME", "AD"),
        ("SYNOPSIS", "KULLANIM"),
        ("DESCRIPTION", "AÇIKLAMA"),
        ("OPTIONS", "SEÇENEKLER"),
        ("SUBCOMMANDS", "KOMUTLAR"),
        ("VERSION", "SÜRÜM"),
        ("AUTHORS", "YAZARLAR"),
    ];
    roff.lines()
        .map(|l| match l.strip_prefix(".SH ") {
            Some(h) if lang == Lang::Tr => TR
                .iter()
                .find(|(en, _)| *en == h.trim())
                .map_or_else(|| l.to_string(), |(_, tr)| format!(".SH {tr}")),
            _ if l.starts_with(".TH ") => l.replacen("  \"", " \"\" \"", 1),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_pages_get_turkish_headings() {
        let roff = ".TH racon 1  \"racon 0.1.0\" \"m\"\n.SH NAME\nracon\n.SH OPTIONS\n.SH OTHER\n";
        let th = ".TH racon 1 \"\" \"racon 0.1.0\" \"m\"\n";
        assert_eq!(
            headings(roff, Lang::Tr),
            format!("{th}.SH AD\nracon\n.SH SEÇENEKLER\n.SH OTHER\n")
        );
        assert_eq!(
            headings(roff, Lang::En),
            format!("{th}.SH NAME\nracon\n.SH OPTIONS\n.SH OTHER\n")
        );
    }
}
