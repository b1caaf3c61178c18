//! The night's central functions stay short enough to read: no function in
//! the files holding `Night::decide`, `State::apply` and `Setup::validate`
//! (and the per-action deciders they were split into) runs over 80 lines,
//! from its `fn` line to its closing brace.

const LIMIT: usize = 80;

const FILES: &[&str] = &[
    "src/night/mod.rs",
    "src/night/decide.rs",
    "src/night/state/mod.rs",
    "src/night/state/apply.rs",
    "src/night/state/schedule.rs",
    "src/night/verify.rs",
    "src/night/setup.rs",
];

/// Every function in `text`: its name, the line it starts on (from 1) and
/// its length in lines. Braces inside strings, char literals and `//`
/// comments do not count.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(name) = fn_name(line) else { continue };
        if let Some(end) = body_end(&lines, start) {
            found.push((name, start + 1, end - start + 1));
        }
    }
    found
}

/// The name when `line` starts a function item (`fn x`, `pub fn x`,
/// `pub(super) fn x`, `const fn x`).
fn fn_name(line: &str) -> Option<String> {
    let mut rest = line.trim_start();
    if rest.starts_with("//") {
        return None;
    }
    for prefix in ["pub(crate) ", "pub(super) ", "pub ", "const "] {
        if let Some(r) = rest.strip_prefix(prefix) {
            rest = r;
        }
    }
    let rest = rest.strip_prefix("fn ")?;
    let name: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The line holding the brace that closes the function starting at line
/// `start`, or None for a declaration without a body.
fn body_end(lines: &[&str], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut opened = false;
    for (i, line) in lines.iter().enumerate().skip(start) {
        let mut chars = line.chars().peekable();
        let mut in_str = false;
        while let Some(c) = chars.next() {
            if in_str {
                match c {
                    '\\' => {
                        chars.next();
                    }
                    '"' => in_str = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_str = true,
                '/' if chars.peek() == Some(&'/') => break,
                '\'' => {
                    // A char literal such as '{' or '\''; a lifetime has no
                    // closing quote two characters on.
                    let rest: String = chars.clone().take(3).collect();
                    if rest.len() >= 2 && rest.chars().nth(1) == Some('\'') {
                        chars.nth(1);
                    } else if rest.starts_with('\\') {
                        chars.nth(2);
                    }
                }
                ';' if !opened => return None,
                '{' => {
                    depth += 1;
                    opened = true;
                }
                '}' => {
                    depth = depth.saturating_sub(1);
                    if opened && depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
    }
    None
}

#[test]
fn no_night_function_over_80_lines() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut long = Vec::new();
    let mut seen = Vec::new();
    for file in FILES {
        let text = std::fs::read_to_string(format!("{root}/{file}"))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        for (name, line, len) in functions(&text) {
            if len > LIMIT {
                long.push(format!("{file}:{line} fn {name}: {len} lines"));
            }
            seen.push(name);
        }
    }
    for name in ["decide", "apply", "validate", "buy_kav", "apply_hand_dealt"] {
        assert!(seen.iter().any(|n| n == name), "fn {name} not found");
    }
    assert!(
        long.is_empty(),
        "over {LIMIT} lines (split per action/event/section):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_scanner_measures_bodies() {
    let body = "    let x = '{';\n    let s = \"}}\"; // }\n".repeat(40);
    let text =
        format!("pub(super) fn long<'a>(a: &'a str) {{\n{body}}}\nfn decl();\nfn short() {{ }}\n");
    let found = functions(&text);
    assert_eq!(
        found,
        vec![("long".to_string(), 1, 82), ("short".to_string(), 84, 1)]
    );
}
