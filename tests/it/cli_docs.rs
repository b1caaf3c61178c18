//! What a good CLI tells about itself (issue 23): `racon completions SHELL`
//! for five shells, `racon man [COMMAND]`, `racon help [COMMAND]`, and
//! clap's "did you mean" kept whole on the one error line, in Turkish and
//! English.

use crate::common;
use common::cli::{bad, ok, racon};

const SHELLS: [&str; 5] = ["bash", "zsh", "fish", "powershell", "elvish"];
/// Every top-level command a completion must offer.
const COMMANDS: [&str; 18] = [
    "new",
    "judge",
    "table",
    "odds",
    "equity",
    "rules",
    "presets",
    "pot",
    "settle",
    "night",
    "open",
    "serve",
    "ledger",
    "display",
    "speak",
    "help",
    "completions",
    "man",
];

#[test]
fn completions_for_every_shell_offer_every_command() {
    // How each shell's script starts (clap_complete's own shape).
    let marks = [
        "_racon()",
        "#compdef racon",
        "complete -c racon",
        "Register-ArgumentCompleter",
        "edit:completion:arg-completer[racon]",
    ];
    for (shell, mark) in SHELLS.into_iter().zip(marks) {
        let script = ok(&["completions", shell]);
        assert!(script.contains(mark), "{shell}: no {mark:?}");
        for c in COMMANDS {
            assert!(script.contains(c), "{shell}: no {c}");
        }
        // Subcommands and options below them too (fish writes `-l json`).
        assert!(
            script.contains("report") && script.contains("json"),
            "{shell}"
        );
        assert!(script.contains("config-dir"), "{shell}");
    }
    // The shells that show descriptions show them in the user's language.
    let tr = ok(&["--lang", "tr", "completions", "fish"]);
    assert!(
        tr.contains("Elleri gecenin kurallarına göre sırala"),
        "{tr}"
    );
    let en = ok(&["--lang", "en", "completions", "fish"]);
    assert!(en.contains("Rank showdown hands under a rule set"), "{en}");
    let line = bad(&["completions", "tcsh"]);
    assert!(line.contains("tcsh"), "{line}");
}

/// bash itself loads the script and registers the completion.
#[test]
fn bash_loads_the_completion_script() {
    let script = ok(&["completions", "bash"]);
    let out = std::process::Command::new("bash")
        .args(["--norc", "-c", "eval \"$SCRIPT\" && complete -p racon"])
        .env("SCRIPT", &script)
        .output()
        .expect("bash");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("racon"), "{said}");
}

#[test]
fn the_man_page_in_both_languages_renders() {
    let en = ok(&["man"]);
    assert!(
        en.starts_with(".ie \\n(.g .ds Aq") || en.contains(".TH racon 1"),
        "{en}"
    );
    assert!(en.contains(".TH racon 1"));
    // The commands' section has the help's own heading.
    assert!(
        en.contains(".SH NAME") && en.contains(".SH Commands"),
        "{en}"
    );
    assert!(en.contains("A table assistant for Turkish home poker"));
    let tr = ok(&["--lang", "tr", "man"]);
    assert!(tr.contains(".SH AD") && tr.contains(".SH Komutlar"), "{tr}");
    assert!(
        tr.contains(".SH SEÇENEKLER") && tr.contains(".SH KULLANIM"),
        "{tr}"
    );
    assert!(!tr.contains(".SH NAME"));
    assert!(tr.contains("Türk usulü ev pokeri için masa asistanı"));
    // One command's page.
    let report = ok(&["man", "night", "report"]);
    assert!(report.contains(".TH racon-night-report 1"), "{report}");
    assert!(report.contains("json"));
    let line = bad(&["man", "night", "nope"]);
    assert!(
        line.contains("night nope") && line.contains("report"),
        "{line}"
    );
    // groff reads it as `man -l` does (preconv for UTF-8), without a
    // warning, and the page reads in Turkish with racon's manual's name.
    let out = std::process::Command::new("groff")
        .args(["-k", "-man", "-Tutf8", "-ww", "-P-cbou"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            if let Some(mut stdin) = child.stdin.take() {
                stdin.write_all(tr.as_bytes())?;
            }
            child.wait_with_output()
        })
        .expect("groff (man-db's formatter) is installed");
    assert!(out.status.success());
    let warnings = String::from_utf8_lossy(&out.stderr);
    assert!(warnings.trim().is_empty(), "{warnings}");
    let page = String::from_utf8_lossy(&out.stdout);
    assert!(page.contains("racon kılavuzu"), "{page}");
    assert!(
        page.contains("KULLANIM") && page.contains("Çıktı dili"),
        "{page}"
    );
    assert!(
        page.contains("completions") && page.contains("display"),
        "{page}"
    );
}

#[test]
fn help_and_help_command_print_what_dash_dash_help_prints() {
    for lang in ["en", "tr"] {
        assert_eq!(
            ok(&["--lang", lang, "help"]),
            ok(&["--lang", lang, "--help"])
        );
        assert_eq!(
            ok(&["--lang", lang, "help", "night", "report"]),
            ok(&["--lang", lang, "night", "report", "--help"])
        );
        assert_eq!(
            ok(&["--lang", lang, "help", "ledger"]),
            ok(&["--lang", lang, "ledger", "--help"])
        );
    }
    assert!(ok(&["--lang", "tr", "help"]).contains("Kullanım:"));
    // The help lists the new commands.
    let top = ok(&["--help"]);
    for c in ["completions", "man", "help"] {
        assert!(top.contains(c), "{top}");
    }
}

#[test]
fn did_you_mean_is_kept_whole_on_the_error_line() {
    let line = bad(&["judgee"]);
    assert_eq!(
        line,
        "racon: unrecognized subcommand 'judgee'; tip: a similar subcommand exists: 'judge'"
    );
    let line = bad(&["--lang", "tr", "judgee"]);
    assert_eq!(
        line,
        "racon: `judgee`: bilinmeyen komut; bunu mu demek istediniz: `judge`"
    );
    let line = bad(&["judge", "--rulez", "x"]);
    assert!(
        line.contains("'--rulez'") && line.contains("tip: a similar argument exists: '--rules'"),
        "{line}"
    );
    let line = bad(&["--lang", "tr", "judge", "--rulez", "x"]);
    assert!(
        line.contains("bunu mu demek istediniz: `--rules`"),
        "{line}"
    );
    let line = bad(&["help", "nigt"]);
    assert!(line.contains("'night'"), "{line}");
    let line = bad(&["--lang", "tr", "help", "nigt"]);
    assert!(line.contains("bunu mu demek istediniz: `night`"), "{line}");
    // A wrong value: clap's list of the possible ones stays.
    let line = bad(&["--lang", "tr", "completions", "bsh"]);
    assert!(line.contains("bash"), "{line}");
    // Nothing to suggest: the line is as before, with no tip.
    let line = bad(&["zzzzzz"]);
    assert!(!line.contains("tip") && !line.contains(';'), "{line}");
    let out = racon(&["--lang", "tr", "zzzzzz"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("bunu mu"));
}
