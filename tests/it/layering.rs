//! The layering (issue 25, docs/ARCHITECTURE.md): the pure core (`cards`,
//! `rules`, `eval`, `night`, `money` and the leaves `units`, `lang`) names
//! none of the layers above it (`i18n`, `store`, `report`, and the shells
//! `tui`, `cli`, `web`), and `money` does not name `night` (what both need
//! is in `units`). The core carries data; `i18n` words it.
//!
//! Reads the source text: comments, strings and char literals are blanked,
//! then a path is refused when it reaches a layer above from the crate
//! root (`crate::i18n`, `crate::{cards, i18n}`) or by climbing
//! (`super::super::i18n`): the core has no module of those names itself.

use std::path::{Path, PathBuf};

/// The layers the core must not name.
const ABOVE: [&str; 6] = ["i18n", "store", "report", "tui", "cli", "web"];

/// The core's folders and leaf files under `src/`.
const CORE_DIRS: [&str; 5] = ["cards", "rules", "eval", "night", "money"];
const CORE_FILES: [&str; 2] = ["units.rs", "lang.rs"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display());
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn core_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for d in CORE_DIRS {
        rust_files(&src().join(d), &mut files);
    }
    for f in CORE_FILES {
        let p = src().join(f);
        if p.exists() {
            files.push(p);
        }
    }
    files
}

/// `text` with comments, string and char literals blanked (line breaks
/// kept, so line numbers stay right).
fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |ch: char| if ch == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < c.len() {
        let at = |k: usize| c.get(i + k).copied();
        if at(0) == Some('/') && at(1) == Some('/') {
            while i < c.len() && c[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if at(0) == Some('/') && at(1) == Some('*') {
            let mut depth = 0;
            loop {
                match (c.get(i), c.get(i + 1)) {
                    (Some('/'), Some('*')) => {
                        depth += 1;
                        out.push_str("  ");
                        i += 2;
                    }
                    (Some('*'), Some('/')) => {
                        depth -= 1;
                        out.push_str("  ");
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    }
                    (Some(&ch), _) => {
                        out.push(blank(ch));
                        i += 1;
                    }
                    (None, _) => break,
                }
            }
        } else if let Some(hashes) = raw_string_start(&c, i) {
            // r"…", r#"…"#, br"…": up to the quote and as many #.
            let open = c[i..].iter().position(|&ch| ch == '"').unwrap_or(0) + 1;
            for _ in 0..open {
                out.push(' ');
            }
            i += open;
            while i < c.len() {
                if c[i] == '"' && (1..=hashes).all(|k| c.get(i + k) == Some(&'#')) {
                    for _ in 0..=hashes {
                        out.push(' ');
                    }
                    i += hashes + 1;
                    break;
                }
                out.push(blank(c[i]));
                i += 1;
            }
        } else if at(0) == Some('"') {
            out.push(' ');
            i += 1;
            while i < c.len() && c[i] != '"' {
                let step = if c[i] == '\\' { 2 } else { 1 };
                for k in 0..step {
                    if let Some(&ch) = c.get(i + k) {
                        out.push(blank(ch));
                    }
                }
                i += step;
            }
            out.push(' ');
            i += 1;
        } else if at(0) == Some('\'') && char_literal_len(&c, i).is_some() {
            let n = char_literal_len(&c, i).unwrap_or(1);
            for _ in 0..n {
                out.push(' ');
            }
            i += n;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// At a raw string (`r"`, `r#"`, `br"`) not inside an identifier: its `#`s.
fn raw_string_start(c: &[char], i: usize) -> Option<usize> {
    if i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if c.get(j) == Some(&'b') {
        j += 1;
    }
    if c.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while c.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (c.get(j) == Some(&'"')).then_some(hashes)
}

/// The length of a char literal starting at `i` (`'a'`, `'\n'`,
/// `'\u{1b}'`), or `None` for a lifetime (`'a`).
fn char_literal_len(c: &[char], i: usize) -> Option<usize> {
    match c.get(i + 1) {
        // Past the backslash and the escaped char: `'\''` is one literal.
        Some('\\') => (i + 3..(i + 12).min(c.len()))
            .find(|&j| c[j] == '\'')
            .map(|j| j - i + 1),
        Some(_) => (c.get(i + 2) == Some(&'\'')).then_some(3),
        None => None,
    }
}

/// Identifiers and the punctuation between them, each with its line (from 1).
fn tokens(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let mut word = String::new();
        let chars: Vec<char> = line.chars().collect();
        let mut k = 0;
        while k < chars.len() {
            let ch = chars[k];
            if ch.is_alphanumeric() || ch == '_' {
                word.push(ch);
            } else {
                if !word.is_empty() {
                    out.push((n + 1, std::mem::take(&mut word)));
                }
                if ch == ':' && chars.get(k + 1) == Some(&':') {
                    out.push((n + 1, "::".into()));
                    k += 1;
                } else if !ch.is_whitespace() {
                    out.push((n + 1, ch.to_string()));
                }
            }
            k += 1;
        }
        if !word.is_empty() {
            out.push((n + 1, word));
        }
    }
    out
}

/// Every place `text` names one of `banned` from the crate root or by
/// climbing with `super`: (line, the path's head as written).
fn naming(text: &str, banned: &[&str]) -> Vec<(usize, String)> {
    let t = tokens(&strip(text));
    let word = |k: usize| t.get(k).map_or("", |(_, w)| w.as_str());
    let mut found = Vec::new();
    let mut k = 0;
    while k < t.len() {
        let root = word(k);
        let climbing = root == "super";
        if (root != "crate" && !climbing) || word(k + 1) != "::" {
            k += 1;
            continue;
        }
        // Past `crate::` or every `super::`.
        let mut j = k + 2;
        while climbing && word(j) == "super" && word(j + 1) == "::" {
            j += 2;
        }
        let head = if climbing { "super::…::" } else { "crate::" };
        if word(j) == "{" {
            // A use group: its items at the first level.
            let mut depth = 0;
            let mut item_start = true;
            while j < t.len() {
                match word(j) {
                    "{" => {
                        depth += 1;
                        item_start = depth == 1;
                    }
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "," => item_start = depth == 1,
                    w => {
                        if item_start && banned.contains(&w) {
                            found.push((t[j].0, format!("{head}{{{w}…}}")));
                        }
                        item_start = false;
                    }
                }
                j += 1;
            }
        } else if banned.contains(&word(j)) {
            found.push((t[j].0, format!("{head}{}", word(j))));
        }
        k = j.max(k + 1);
    }
    found
}

fn relative(p: &Path) -> String {
    p.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(p)
        .display()
        .to_string()
}

fn report(files: &[PathBuf], banned: &[&str]) -> Vec<String> {
    let mut bad = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for (line, what) in naming(&text, banned) {
            bad.push(format!("{}:{line}: names {what}", relative(f)));
        }
    }
    bad
}

#[test]
fn the_core_names_no_layer_above_it() {
    let files = core_files();
    assert!(files.len() > 30, "the core's files were not found");
    let bad = report(&files, &ABOVE);
    assert!(
        bad.is_empty(),
        "the core names a layer above it (move the item to a leaf, or word it in i18n):\n{}",
        bad.join("\n")
    );
}

#[test]
fn money_does_not_name_night() {
    let mut files = Vec::new();
    rust_files(&src().join("money"), &mut files);
    assert!(!files.is_empty());
    let bad = report(&files, &["night"]);
    assert!(
        bad.is_empty(),
        "money names night (what both need belongs in units.rs):\n{}",
        bad.join("\n")
    );
}

/// The check itself: it finds what it should, and not what is only
/// mentioned in comments, strings or other names.
#[test]
fn the_check_finds_paths_and_not_words() {
    let bad = "use crate::cards::Card;\n\
               use crate::i18n::Lang;\n\
               fn f() { crate::store::one_line(\"x\"); }\n\
               use crate::{night::State, report};\n\
               use super::super::tui::Ctx;\n\
               use super::super::{cards, web::Share};\n\
               fn g() -> crate::cli::Failure { todo!() }\n";
    let lines: Vec<usize> = naming(bad, &ABOVE).iter().map(|f| f.0).collect();
    assert_eq!(lines, [2, 3, 4, 5, 6, 7]);
    let fine = "// use crate::i18n::Lang;\n\
                /* crate::store::x /* nested crate::tui */ still crate::web */\n\
                /// words by [`crate::i18n::files`]\n\
                const S: &str = \"crate::i18n::Lang\";\n\
                const R: &str = r#\"crate::cli\"#;\n\
                const Q: char = '\"'; fn h<'a>(x: &'a str) { let report = x; }\n\
                const E: char = '\\''; const F: &str = \"crate::tui\";\n\
                use crate::night::store_like;\n\
                use super::report_words;\n";
    assert_eq!(naming(fine, &ABOVE), Vec::<(usize, String)>::new());
    assert_eq!(
        naming("pub use crate::night::setup::Chips;\n", &["night"]).len(),
        1
    );
}
