//! Party presets (R15, RULES.md §12): the bundled `presets/*.ron` and the
//! user's `<config>/presets/*.ron`. A preset is a [`Setup`] written as RON;
//! the file stem is the preset's name, and a user file overrides the bundled
//! preset of the same name.
//!
//! Reading follows the rule-set loader ([`crate::rules::load`]): plain RON
//! only, unknown fields refused, every error located at `file:line:col`.
//! Writing follows RELIABILITY.md: whole-file atomic replace, a format
//! version in every file, and never overwriting a file we could not read.

use super::atomic::{sync_dir, write_atomic};
use super::{Dirs, Origin, find_rules, read_text};
use crate::night::setup::{FORMAT, Invalid, Setup, SetupProblem};
use crate::rules::RuleSet;
use crate::rules::load::{LoadError, Problem, field_path};
use crate::rules::ron_text::{Cause, RonError, locate, parse_plain};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The preset `racon` uses on a machine with no configuration.
pub const DEFAULT_PRESET: &str = "kapali-4";

/// The bundled presets: (name, RON text).
pub const BUNDLED: &[(&str, &str)] = &[
    ("kapali-4", include_str!("../../presets/kapali-4.ron")),
    (
        "turk-pokeri-5",
        include_str!("../../presets/turk-pokeri-5.ron"),
    ),
    ("holdem", include_str!("../../presets/holdem.ron")),
];

/// The first line of every preset file racon writes.
pub const HEADER: &str = "// racon preset";

/// Preset files larger than this are refused before parsing (RELIABILITY 12).
const MAX_PRESET_FILE: u64 = 1 << 20;

/// Longest preset name accepted (it becomes a file name).
const MAX_NAME: usize = 64;

/// A usable preset.
#[derive(Clone, Debug)]
pub struct PresetEntry {
    /// The file stem: `kapali-4`.
    pub name: String,
    pub origin: Origin,
    pub setup: Setup,
    /// The RON text as stored (comments included).
    pub text: String,
}

/// Why a preset operation did nothing. Messages are English; the CLI words
/// its own from the fields.
#[derive(Debug, thiserror::Error)]
pub enum PresetError {
    /// The name is not `[a-z0-9-]+` after Turkish folding.
    #[error("`{0}`: a preset name is letters a-z, digits and '-'")]
    BadName(String),
    #[error("`{name}`: no such preset")]
    NotFound { name: String, known: Vec<String> },
    /// Bundled presets cannot be deleted (a user file can override them).
    #[error("`{0}` is bundled with racon and cannot be deleted")]
    Bundled(String),
    /// A preset file that cannot be used: syntax, version, rule set or
    /// validation, at `file:line:col`.
    #[error("{0}")]
    File(LoadError),
    /// A setup that cannot start a night, refused before anything is written.
    #[error("{0}")]
    Invalid(Invalid),
    /// The target exists and is not a preset we can read; it is left alone.
    #[error(
        "{}: exists and is not a readable preset, so it is left untouched ({cause})",
        super::shown(path)
    )]
    WontOverwrite {
        path: PathBuf,
        cause: Box<LoadError>,
    },
    /// Import would replace a different user preset of the same name.
    #[error(
        "`{name}`: a different user preset of this name exists ({})",
        super::shown(path)
    )]
    Exists { name: String, path: PathBuf },
    /// A file operation failed; `message` is the system's words, shown
    /// only where `kind` has none of ours.
    #[error("{}: {message}", super::shown(path))]
    Io {
        path: PathBuf,
        kind: std::io::ErrorKind,
        message: String,
    },
    /// What would be written does not read back as the setup given.
    #[error(
        "{}: the preset does not read back the same; not saved",
        super::shown(path)
    )]
    ReadsBackDifferent { path: PathBuf },
    /// A preset file that parses but cannot start a night: where, and the
    /// setup's problem.
    #[error("{at}")]
    InvalidAt {
        at: Box<LoadError>,
        invalid: Box<Invalid>,
    },
}

impl PresetError {
    fn io(path: &Path, e: &std::io::Error) -> PresetError {
        PresetError::Io {
            path: path.to_path_buf(),
            kind: e.kind(),
            message: e.to_string(),
        }
    }
}

/// What [`import`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub name: String,
    pub path: PathBuf,
    /// The same preset was already there; nothing was written.
    pub unchanged: bool,
}

// ------------------------------------------------------------- parsing

/// Parses and validates one preset. `file` is only used in messages;
/// `rules_lookup` finds the rule set the preset names.
///
/// Errors: RON syntax and unknown or missing fields where RON reports them;
/// a `format` newer than [`FORMAT`] at the `format:` field (checked before
/// the rest of the file, whose fields a newer racon may have changed); an
/// unknown rule set at `rules:`; a [`Setup::validate`] failure at the last
/// segment of its field path (`stakes.cikma` → the `cikma:` inside
/// `stakes`).
pub fn parse(
    file: &str,
    text: &str,
    rules_lookup: impl Fn(&str) -> Option<RuleSet>,
) -> Result<Setup, LoadError> {
    parse_with(file, text, |id| Ok(rules_lookup(id)))
}

/// [`parse`] with a lookup that can also say why a rule set is unusable.
fn parse_with(
    file: &str,
    text: &str,
    rules_lookup: impl Fn(&str) -> Result<Option<RuleSet>, LoadError>,
) -> Result<Setup, LoadError> {
    let setup = read_setup(file, text)?;
    let at_field = |field: &str, problem: Problem| {
        let (line, col) = locate(text, field).unwrap_or((1, 1));
        located(file, line, col, problem)
    };
    let rules = match rules_lookup(&setup.rules) {
        Ok(Some(r)) => r,
        Ok(None) => return Err(at_field("rules", Problem::NoRuleSet(setup.rules))),
        Err(why) => {
            return Err(at_field(
                "rules",
                Problem::RuleSetUnusable {
                    id: setup.rules,
                    why: Box::new(why),
                },
            ));
        }
    };
    setup.validate_typed(&rules).map_err(|i| {
        let field = i.field.clone();
        at_field(&field, Problem::Setup(Box::new(i)))
    })?;
    // No escape sequence or other control character from a shared file
    // reaches a terminal or a report (F6).
    if let Some((path, ch)) = crate::rules::load::control_char(&setup) {
        return Err(at_field(&field_path(&path), Problem::Control { path, ch }));
    }
    Ok(setup)
}

fn located(file: &str, line: usize, col: usize, problem: Problem) -> LoadError {
    LoadError {
        file: file.to_string(),
        line,
        col,
        problem,
    }
}

/// Only the version, read before the rest so that a newer file is refused
/// for its version, not for a field this build does not know.
#[derive(Deserialize)]
#[serde(rename = "Setup")]
struct Version {
    format: u32,
}

/// Syntax and version only: the file is a `Setup` this build can read. No
/// rule set is looked up and nothing is validated.
fn read_setup(file: &str, text: &str) -> Result<Setup, LoadError> {
    let ron_error = |e: RonError| located(file, e.line, e.col, Problem::Ron(e.cause));
    // A failure here is reported by the full parse below, more precisely.
    match parse_plain::<Version>(text) {
        Err(e) if e.cause == Cause::Extensions => return Err(ron_error(e)),
        Ok(Version { format }) if format > FORMAT || format == 0 => {
            let (line, col) = locate(text, "format").unwrap_or((1, 1));
            let problem = if format == 0 {
                Problem::FormatZero { newest: FORMAT }
            } else {
                Problem::FormatNewer {
                    found: format,
                    newest: FORMAT,
                }
            };
            return Err(located(file, line, col, problem));
        }
        _ => {}
    }
    parse_plain::<Setup>(text).map_err(ron_error)
}

// ------------------------------------------------------------- names

/// The preset name for `raw`: Turkish-folded (`Çağla` → `cagla`), then it
/// must be `[a-z0-9-]+`, at most 64 characters.
pub fn normalize_name(raw: &str) -> Result<String, PresetError> {
    let name = crate::cards::fold(raw.trim());
    let ok = !name.is_empty()
        && name.len() <= MAX_NAME
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(name)
    } else {
        Err(PresetError::BadName(raw.to_string()))
    }
}

// ------------------------------------------------------------- files

/// The rule-set lookup for presets: the user's rule sets, then the bundled.
fn lookup_in(dirs: &Dirs) -> impl Fn(&str) -> Result<Option<RuleSet>, LoadError> + '_ {
    |id| find_rules(dirs, id).map(|found| found.map(|l| l.rules))
}

/// Parses `text` with the rule sets `dirs` knows (user files, then bundled).
pub fn parse_in(dirs: &Dirs, file: &str, text: &str) -> Result<Setup, LoadError> {
    parse_with(file, text, lookup_in(dirs))
}

fn bundled_entry(dirs: &Dirs, name: &str, text: &str) -> Result<PresetEntry, LoadError> {
    let setup = parse_in(dirs, &format!("presets/{name}.ron"), text)?;
    Ok(PresetEntry {
        name: name.to_string(),
        origin: Origin::Bundled,
        setup,
        text: text.to_string(),
    })
}

fn user_entry(dirs: &Dirs, name: &str, path: &Path) -> Result<PresetEntry, LoadError> {
    let text = read_text(path, MAX_PRESET_FILE)?;
    let setup = parse_in(dirs, &super::shown(path), &text)?;
    Ok(PresetEntry {
        name: name.to_string(),
        origin: Origin::User(path.to_path_buf()),
        setup,
        text,
    })
}

/// The `*.ron` files in the user's presets dir, sorted; hidden files (our
/// temp files among them) skipped.
fn user_files(dirs: &Dirs) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dirs.presets_dir()) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "ron")
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    paths.sort();
    paths
}

/// Every usable preset, user files overriding bundled ones of the same name,
/// sorted by name; plus the user files that could not be used.
pub fn list(dirs: &Dirs) -> (Vec<PresetEntry>, Vec<LoadError>) {
    let mut out: Vec<PresetEntry> = Vec::new();
    let mut errors = Vec::new();
    for (name, text) in BUNDLED {
        match bundled_entry(dirs, name, text) {
            Ok(e) => out.push(e),
            Err(e) => errors.push(e),
        }
    }
    for path in user_files(dirs) {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        match normalize_name(&stem) {
            Ok(name) if name == stem => match user_entry(dirs, &name, &path) {
                Ok(e) => {
                    out.retain(|o| o.name != e.name);
                    out.push(e);
                }
                Err(e) => errors.push(e),
            },
            _ => errors.push(located(
                &super::shown(&path),
                1,
                1,
                Problem::BadFileName(stem.clone()),
            )),
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    (out, errors)
}

/// The names [`list`] finds, for "no such preset" messages.
fn known_names(dirs: &Dirs) -> Vec<String> {
    let mut names: Vec<String> = BUNDLED.iter().map(|(n, _)| n.to_string()).collect();
    for p in user_files(dirs) {
        if let Some(stem) = p.file_stem().and_then(|s| s.to_str())
            && !names.iter().any(|n| n == stem)
        {
            names.push(stem.to_string());
        }
    }
    names.sort();
    names
}

/// The preset `name`: the user's `presets/<name>.ron` if it exists (an
/// error if that file is broken: it is not silently replaced by the bundled
/// one), else the bundled preset.
pub fn load(dirs: &Dirs, name: &str) -> Result<PresetEntry, PresetError> {
    let name = normalize_name(name)?;
    let path = user_path(dirs, &name);
    if path.symlink_metadata().is_ok() {
        return user_entry(dirs, &name, &path).map_err(PresetError::File);
    }
    match BUNDLED.iter().find(|(n, _)| *n == name) {
        Some((n, text)) => bundled_entry(dirs, n, text).map_err(PresetError::File),
        None => Err(PresetError::NotFound {
            known: known_names(dirs),
            name,
        }),
    }
}

fn user_path(dirs: &Dirs, name: &str) -> PathBuf {
    dirs.presets_dir().join(format!("{name}.ron"))
}

/// The RON text racon writes for `setup` (as the current format).
pub fn to_text(setup: &Setup) -> Result<String, PresetError> {
    let mut current = setup.clone();
    current.format = FORMAT;
    // Nested struct names (`Stakes(`) only add noise; the top one says
    // what the file is.
    let config = ron::ser::PrettyConfig::new()
        .struct_names(false)
        .compact_arrays(true)
        .indentor("    ")
        .escape_strings(false);
    // A `Setup` always serializes; should ron ever refuse, its words are
    // shown as the system's.
    let body = ron::ser::to_string_pretty(&current, config).map_err(|e| PresetError::Io {
        path: PathBuf::from("<preset>"),
        kind: std::io::ErrorKind::Other,
        message: e.to_string(),
    })?;
    Ok(format!("{HEADER}\nSetup{body}\n"))
}

/// `Ok` if `path` does not exist or holds a preset this build can read (RON
/// of a `Setup`, a known format version), so it may be replaced. Anything
/// else is left alone (RELIABILITY.md: never overwrite a file we could not
/// read). Validation is not required: a preset we understood but that names
/// a missing rule set may be replaced by a fixed one.
fn may_replace(path: &Path) -> Result<(), PresetError> {
    if path.symlink_metadata().is_err() {
        return Ok(());
    }
    let refuse = |cause: LoadError| PresetError::WontOverwrite {
        path: path.to_path_buf(),
        cause: Box::new(cause),
    };
    if path.is_dir() {
        return Err(refuse(located(
            &super::shown(path),
            1,
            1,
            Problem::NotRegular(crate::rules::load::Special::Folder),
        )));
    }
    let text = read_text(path, MAX_PRESET_FILE).map_err(refuse)?;
    read_setup(&super::shown(path), &text).map_err(refuse)?;
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<(), PresetError> {
    write_atomic(path, text.as_bytes()).map_err(|e| PresetError::io(path, &e))
}

fn ensure_presets_dir(dirs: &Dirs) -> Result<(), PresetError> {
    let dir = dirs.presets_dir();
    std::fs::create_dir_all(&dir).map_err(|e| PresetError::io(&dir, &e))
}

/// Saves `setup` as the user preset `name` (pretty RON, [`HEADER`] first,
/// `format` set to [`FORMAT`]). Refused if the setup does not validate, or if
/// `presets/<name>.ron` exists and is not a preset we can read (its bytes are
/// kept). Returns the file written.
pub fn save(dirs: &Dirs, name: &str, setup: &Setup) -> Result<PathBuf, PresetError> {
    let name = normalize_name(name)?;
    let path = user_path(dirs, &name);
    let file = super::shown(&path);
    let mut current = setup.clone();
    current.format = FORMAT;
    match find_rules(dirs, &current.rules) {
        Ok(Some(l)) => current.validate(&l.rules).map_err(PresetError::Invalid)?,
        Ok(None) => {
            return Err(PresetError::Invalid(Invalid {
                field: "rules".into(),
                kind: SetupProblem::NoRuleSet { id: current.rules },
            }));
        }
        Err(e) => return Err(PresetError::File(e)),
    }
    let text = to_text(&current)?;
    // What we write must load back as what we were given.
    match parse_in(dirs, &file, &text) {
        Ok(back) if back == current => {}
        Ok(_) => {
            return Err(PresetError::ReadsBackDifferent { path });
        }
        Err(e) => return Err(PresetError::File(e)),
    }
    may_replace(&path)?;
    ensure_presets_dir(dirs)?;
    write(&path, &text)?;
    Ok(path)
}

/// Whether the user has a preset file `name` (what saving under that name
/// would replace). A bundled preset alone does not count: saving only
/// overrides it.
pub fn user_exists(dirs: &Dirs, name: &str) -> bool {
    normalize_name(name).is_ok_and(|n| user_path(dirs, &n).symlink_metadata().is_ok())
}

/// [`save`], but an existing user preset `name` is replaced only with
/// `replace` (the screen asks first); else [`PresetError::Exists`].
pub fn save_as(
    dirs: &Dirs,
    name: &str,
    setup: &Setup,
    replace: bool,
) -> Result<PathBuf, PresetError> {
    if !replace && user_exists(dirs, name) {
        let name = normalize_name(name)?;
        let path = user_path(dirs, &name);
        return Err(PresetError::Exists { name, path });
    }
    save(dirs, name, setup)
}

/// A preset that failed to parse: if it read but does not validate, the
/// validation failure; else the located error.
fn invalid_at(dirs: &Dirs, text: &str, at: LoadError) -> PresetError {
    if let Ok(setup) = read_setup("", text)
        && let Ok(Some(l)) = find_rules(dirs, &setup.rules)
        && let Err(invalid) = setup.validate(&l.rules)
    {
        return PresetError::InvalidAt {
            at: Box::new(at),
            invalid: Box::new(invalid),
        };
    }
    PresetError::File(at)
}

/// Deletes the user preset `name`. A bundled preset cannot be deleted; if a
/// user file overrode one, the bundled preset is visible again afterwards.
/// A user file that does not parse may be deleted (that is how it is fixed).
pub fn delete(dirs: &Dirs, name: &str) -> Result<PathBuf, PresetError> {
    let name = normalize_name(name)?;
    let path = user_path(dirs, &name);
    if path.symlink_metadata().is_ok() {
        std::fs::remove_file(&path).map_err(|e| PresetError::io(&path, &e))?;
        let dir = dirs.presets_dir();
        sync_dir(&dir).map_err(|e| PresetError::io(&dir, &e))?;
        return Ok(path);
    }
    if BUNDLED.iter().any(|(n, _)| *n == name) {
        return Err(PresetError::Bundled(name));
    }
    Err(PresetError::NotFound {
        known: known_names(dirs),
        name,
    })
}

/// Writes preset `name`'s RON text (as stored, comments included) to `to`,
/// atomically. `to` may be replaced only if it is absent or a preset we can
/// read.
pub fn export(dirs: &Dirs, name: &str, to: &Path) -> Result<(), PresetError> {
    let entry = load(dirs, name)?;
    may_replace(to)?;
    write(to, &entry.text)
}

/// Imports the preset file `from` under its file stem (Turkish-folded): it
/// must parse and validate, and is copied as written (comments kept).
///
/// Policy: a bundled preset of the same name is overridden (as with rule
/// sets; `delete` brings it back). An existing *user* preset of the same
/// name is never replaced: if it holds the same setup the import succeeds
/// and writes nothing (`unchanged`), otherwise [`PresetError::Exists`] —
/// delete it first. An existing user file that cannot be read is also
/// refused ([`PresetError::WontOverwrite`]).
pub fn import(dirs: &Dirs, from: &Path) -> Result<Imported, PresetError> {
    import_with(dirs, from, false)
}

/// [`import`]; with `replace`, an existing user preset of the same name is
/// replaced (`racon presets import --replace`). A user file we cannot read
/// is still never overwritten.
pub fn import_with(dirs: &Dirs, from: &Path, replace: bool) -> Result<Imported, PresetError> {
    let stem = from
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = normalize_name(&stem)?;
    let text = read_text(from, MAX_PRESET_FILE).map_err(PresetError::File)?;
    let setup =
        parse_in(dirs, &super::shown(from), &text).map_err(|at| invalid_at(dirs, &text, at))?;
    let path = user_path(dirs, &name);
    if path.symlink_metadata().is_ok() {
        may_replace(&path)?;
        let same = read_text(&path, MAX_PRESET_FILE)
            .ok()
            .and_then(|t| read_setup("", &t).ok())
            .is_some_and(|existing| existing == setup);
        if same {
            return Ok(Imported {
                name,
                path,
                unchanged: true,
            });
        }
        if !replace {
            return Err(PresetError::Exists { name, path });
        }
    }
    ensure_presets_dir(dirs)?;
    write(&path, &text)?;
    Ok(Imported {
        name,
        path,
        unchanged: false,
    })
}

// ------------------------------------------------------------- last used

/// The settings file: `<config>/settings.ron`. It remembers the preset last
/// used, so the setup screen opens on it (F14).
pub fn settings_path(dirs: &Dirs) -> PathBuf {
    dirs.config.join("settings.ron")
}

/// The settings file's format version.
pub const SETTINGS_FORMAT: u32 = 1;

/// The first line of the settings file.
const SETTINGS_HEADER: &str = "// racon settings (racon writes this file)";

#[derive(Debug, Deserialize, serde::Serialize)]
#[serde(rename = "Settings", deny_unknown_fields)]
struct Settings {
    format: u32,
    /// The preset the last night was started with, or the last one saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    last_preset: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename = "Settings")]
struct SettingsVersion {
    format: u32,
}

/// Reads the settings file: `Ok(None)` when there is none.
fn read_settings(path: &Path) -> Result<Option<Settings>, LoadError> {
    if path.symlink_metadata().is_err() {
        return Ok(None);
    }
    let file = super::shown(path);
    let text = read_text(path, 64 * 1024)?;
    let ron_error = |e: RonError| located(&file, e.line, e.col, Problem::Ron(e.cause));
    if let Ok(SettingsVersion { format }) = parse_plain::<SettingsVersion>(&text)
        && (format > SETTINGS_FORMAT || format == 0)
    {
        let (line, col) = locate(&text, "format").unwrap_or((1, 1));
        let problem = if format == 0 {
            Problem::FormatZero {
                newest: SETTINGS_FORMAT,
            }
        } else {
            Problem::FormatNewer {
                found: format,
                newest: SETTINGS_FORMAT,
            }
        };
        return Err(located(&file, line, col, problem));
    }
    parse_plain::<Settings>(&text).map(Some).map_err(ron_error)
}

/// The preset last used, if one is remembered; why the settings file
/// cannot be read, if it cannot (the screen says so and opens on the
/// default preset; the file is left as it is).
pub fn last_used(dirs: &Dirs) -> Result<Option<String>, LoadError> {
    Ok(read_settings(&settings_path(dirs))?.and_then(|s| s.last_preset))
}

/// Remembers `name` as the preset last used. A settings file that cannot
/// be read is never overwritten ([`PresetError::WontOverwrite`]).
pub fn remember(dirs: &Dirs, name: &str) -> Result<(), PresetError> {
    let path = settings_path(dirs);
    let mut settings = read_settings(&path)
        .map_err(|cause| PresetError::WontOverwrite {
            path: path.clone(),
            cause: Box::new(cause),
        })?
        .unwrap_or(Settings {
            format: SETTINGS_FORMAT,
            last_preset: None,
        });
    if settings.last_preset.as_deref() == Some(name) {
        return Ok(());
    }
    settings.format = SETTINGS_FORMAT;
    settings.last_preset = Some(name.to_string());
    let config = ron::ser::PrettyConfig::new()
        .indentor("    ")
        .escape_strings(false);
    let body = ron::ser::to_string_pretty(&settings, config).map_err(|e| PresetError::Io {
        path: path.clone(),
        kind: std::io::ErrorKind::Other,
        message: e.to_string(),
    })?;
    std::fs::create_dir_all(&dirs.config).map_err(|e| PresetError::io(&dirs.config, &e))?;
    write(&path, &format!("{SETTINGS_HEADER}\n{body}\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fold_turkish() {
        assert_eq!(
            normalize_name("Çağla-Gecesi").ok(),
            Some("cagla-gecesi".into())
        );
        assert_eq!(normalize_name("IŞIL").ok(), Some("isil".into()));
        assert!(normalize_name("a b").is_err());
        assert!(normalize_name("../x").is_err());
        assert!(normalize_name("").is_err());
        assert!(normalize_name(&"a".repeat(65)).is_err());
    }

    fn temp_dirs(tag: &str) -> Dirs {
        let root =
            std::env::temp_dir().join(format!("racon-settings-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        Dirs {
            config: root.join("c"),
            data: root.join("d"),
        }
    }

    #[test]
    fn the_last_preset_is_remembered_in_a_versioned_file() {
        let dirs = temp_dirs("ok");
        assert_eq!(last_used(&dirs).ok(), Some(None));
        remember(&dirs, "carsamba-odullu").expect("remember");
        assert_eq!(last_used(&dirs).ok(), Some(Some("carsamba-odullu".into())));
        let text = std::fs::read_to_string(settings_path(&dirs)).expect("file");
        assert!(text.starts_with(SETTINGS_HEADER), "{text}");
        assert!(text.contains("format: 1"), "{text}");
        remember(&dirs, "holdem").expect("remember");
        assert_eq!(last_used(&dirs).ok(), Some(Some("holdem".into())));
        let _ = std::fs::remove_dir_all(dirs.config.parent().expect("root"));
    }

    #[test]
    fn a_settings_file_that_cannot_be_read_is_reported_and_never_overwritten() {
        let dirs = temp_dirs("bad");
        std::fs::create_dir_all(&dirs.config).expect("dir");
        let path = settings_path(&dirs);
        for bad in [
            "(format: 1, last_preset: Some(\"x\"), colour: true)",
            "(format: 9, whatever: 1)",
            "(format: 1, last_preset: Some(\"x\"",
            "not ron at all",
        ] {
            std::fs::write(&path, bad).expect("write");
            let e = last_used(&dirs).expect_err(bad);
            assert!(e.file.ends_with("settings.ron"), "{e:?}");
            assert!(matches!(
                remember(&dirs, "holdem"),
                Err(PresetError::WontOverwrite { .. })
            ));
            assert_eq!(std::fs::read_to_string(&path).expect("read"), bad);
        }
        let e = {
            std::fs::write(&path, "(\n    format: 9,\n)").expect("write");
            last_used(&dirs).expect_err("newer")
        };
        assert_eq!((e.line, e.col), (2, 5), "{e:?}");
        assert!(matches!(
            e.problem,
            Problem::FormatNewer {
                found: 9,
                newest: 1
            }
        ));
        let _ = std::fs::remove_dir_all(dirs.config.parent().expect("root"));
    }
}
