//! Files: where racon keeps its configuration and data, and reading user
//! rule sets. Everything that touches the disk lives here, not in the core.

pub mod atomic;
pub mod follower;
pub mod journal;
pub mod night;
pub mod presets;

use crate::rules::RuleSet;
use crate::rules::load::{self, LoadError};
use std::path::{Path, PathBuf};

/// Rule-set files larger than this are refused before parsing (RELIABILITY 12).
const MAX_RULES_FILE: u64 = 1 << 20;

/// The config and data directories, after flags and environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dirs {
    pub config: PathBuf,
    pub data: PathBuf,
}

impl Dirs {
    /// Flags win, then `RACON_CONFIG_DIR` / `RACON_DATA_DIR`, then the
    /// platform's directories, then `./.racon`.
    pub fn resolve(config: Option<PathBuf>, data: Option<PathBuf>) -> Dirs {
        let env = |k: &str| {
            std::env::var_os(k)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let project = directories::ProjectDirs::from("", "", "racon");
        let fallback = PathBuf::from(".racon");
        Dirs {
            config: config
                .or_else(|| env("RACON_CONFIG_DIR"))
                .unwrap_or_else(|| {
                    project
                        .as_ref()
                        .map_or(fallback.join("config"), |p| p.config_dir().to_path_buf())
                }),
            data: data.or_else(|| env("RACON_DATA_DIR")).unwrap_or_else(|| {
                project
                    .as_ref()
                    .map_or(fallback.join("data"), |p| p.data_dir().to_path_buf())
            }),
        }
    }

    pub fn rules_dir(&self) -> PathBuf {
        self.config.join("rules")
    }

    /// `<config>/presets`: the user's party presets.
    pub fn presets_dir(&self) -> PathBuf {
        self.config.join("presets")
    }
}

/// Where a rule set came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    Bundled,
    User(PathBuf),
}

/// A usable rule set with its source text.
#[derive(Clone, Debug)]
pub struct LoadedRules {
    pub rules: RuleSet,
    pub text: String,
    pub origin: Origin,
}

/// Reads a text file we did not write: bounded size, UTF-8 checked with the
/// byte offset of the first bad byte.
pub fn read_text(path: &Path, max: u64) -> Result<String, LoadError> {
    let name = path.display().to_string();
    let err = |message: String| LoadError {
        file: name.clone(),
        line: 1,
        col: 1,
        message,
    };
    let meta = std::fs::metadata(path).map_err(|e| err(e.to_string()))?;
    if meta.len() > max {
        return Err(err(format!(
            "file is {} bytes; the limit is {max}",
            meta.len()
        )));
    }
    let bytes = std::fs::read(path).map_err(|e| err(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        err(format!("not UTF-8 text (bad byte at offset {at})"))
    })
}

fn load_user_file(path: &Path) -> Result<LoadedRules, LoadError> {
    let text = read_text(path, MAX_RULES_FILE)?;
    let name = path.display().to_string();
    let rules = load::parse(&name, &text)?;
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if rules.id != stem {
        let (line, col) = load::locate_field(&text, "id").unwrap_or((1, 1));
        return Err(LoadError {
            file: name,
            line,
            col,
            message: format!(
                "id \"{}\" must match the file name \"{stem}.ron\"",
                rules.id
            ),
        });
    }
    Ok(LoadedRules {
        rules,
        text,
        origin: Origin::User(path.to_path_buf()),
    })
}

/// The rule set `id`: the user's `rules/<id>.ron` if present, else the
/// bundled one. `Ok(None)` if neither exists.
pub fn find_rules(dirs: &Dirs, id: &str) -> Result<Option<LoadedRules>, LoadError> {
    let is_plain_id = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if is_plain_id {
        let path = dirs.rules_dir().join(format!("{id}.ron"));
        if path.is_file() {
            return load_user_file(&path).map(Some);
        }
    }
    for (file, text) in load::BUNDLED {
        if file.strip_suffix(".ron") == Some(id) {
            let rules = load::parse(file, text)?;
            return Ok(Some(LoadedRules {
                rules,
                text: (*text).to_string(),
                origin: Origin::Bundled,
            }));
        }
    }
    Ok(None)
}

/// Every rule set, user files overriding bundled ones of the same id, sorted
/// by id; plus the user files that could not be read.
pub fn all_rules(dirs: &Dirs) -> (Vec<LoadedRules>, Vec<LoadError>) {
    let mut out: Vec<LoadedRules> = Vec::new();
    let mut errors = Vec::new();
    for (file, text) in load::BUNDLED {
        match load::parse(file, text) {
            Ok(rules) => out.push(LoadedRules {
                rules,
                text: (*text).to_string(),
                origin: Origin::Bundled,
            }),
            Err(e) => errors.push(e),
        }
    }
    if let Ok(entries) = std::fs::read_dir(dirs.rules_dir()) {
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        paths.sort();
        for p in paths {
            match load_user_file(&p) {
                Ok(l) => {
                    out.retain(|o| o.rules.id != l.rules.id);
                    out.push(l);
                }
                Err(e) => {
                    // A broken override hides the bundled set of that id:
                    // `--rules <id>` reads the user's file and fails too.
                    let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
                    out.retain(|o| o.rules.id != stem || o.origin != Origin::Bundled);
                    errors.push(e);
                }
            }
        }
    }
    out.sort_by(|a, b| a.rules.id.cmp(&b.rules.id));
    (out, errors)
}
