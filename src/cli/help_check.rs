//! Every command and every argument has help in Turkish and in English: the
//! `HELP` rows are applied by name, so a new argument without a row would
//! silently keep clap's English doc comment (or nothing) on a Turkish screen.

use super::localized_command;
use crate::i18n::Lang;

/// (path, argument id or "", help) for the command and everything below it.
fn helps(cmd: &clap::Command, path: &str, out: &mut Vec<(String, String, String)>) {
    let about = cmd.get_about().map(|s| s.to_string()).unwrap_or_default();
    out.push((path.to_string(), String::new(), about));
    for a in cmd.get_arguments() {
        let id = a.get_id().as_str();
        // Hidden arguments (the tests' oracles) are not on any help page.
        if matches!(id, "help" | "version") || a.is_hide_set() {
            continue;
        }
        let help = a.get_help().map(|s| s.to_string()).unwrap_or_default();
        out.push((path.to_string(), id.to_string(), help));
    }
    for sub in cmd.get_subcommands() {
        let p = format!("{path} {}", sub.get_name()).trim().to_string();
        helps(sub, &p, out);
    }
}

#[test]
fn every_command_and_argument_has_turkish_and_english_help() {
    let mut tr = Vec::new();
    let mut en = Vec::new();
    helps(&localized_command(Lang::Tr), "", &mut tr);
    helps(&localized_command(Lang::En), "", &mut en);
    assert_eq!(tr.len(), en.len());
    assert!(
        tr.len() > 60,
        "only {} rows: the walk missed commands",
        tr.len()
    );
    let mut missing = Vec::new();
    for ((path, arg, t), (_, _, e)) in tr.iter().zip(&en) {
        let at = format!("racon {path} {arg}");
        if t.trim().is_empty() || e.trim().is_empty() {
            missing.push(format!("{at}: no help (tr {t:?}, en {e:?})"));
        } else if t == e {
            missing.push(format!("{at}: the same text in both languages: {t:?}"));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
