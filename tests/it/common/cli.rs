//! The `racon` binary as the CLI tests run it: C.UTF-8 locale (English
//! unless `--lang tr`), and the usual checks on its exit code and output.

use assert_cmd::Command;
use serde_json::Value;

pub fn racon(args: &[&str]) -> std::process::Output {
    Command::cargo_bin("racon")
        .expect("racon binary")
        .env("LC_ALL", "C.UTF-8")
        .env("LANG", "C.UTF-8")
        .env_remove("LANGUAGE")
        .args(args)
        .output()
        .expect("run racon")
}

pub fn ok(args: &[&str]) -> String {
    let out = racon(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "racon {args:?}: {stderr}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

pub fn json(args: &[&str]) -> Value {
    let mut a = args.to_vec();
    a.push("--json");
    serde_json::from_str(&ok(&a)).expect("JSON")
}

/// Exit 2, nothing on stdout, one line on stderr; returns the line.
pub fn bad(args: &[&str]) -> String {
    let out = racon(args);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        out.status.code(),
        Some(2),
        "racon {args:?}: stdout {stdout}, stderr {stderr}"
    );
    assert!(stdout.is_empty(), "racon {args:?} printed {stdout}");
    let line = stderr.strip_suffix('\n').unwrap_or(&stderr);
    assert!(!line.is_empty() && !line.contains('\n'), "{stderr:?}");
    line.to_string()
}

pub fn contains(hay: &str, needles: &[&str]) {
    for n in needles {
        assert!(hay.contains(n), "{n:?} not in:\n{hay}");
    }
}
