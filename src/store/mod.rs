//! Files: where racon keeps its configuration and data, and reading user
//! rule sets. Everything that touches the disk lives here, not in the core.

pub mod atomic;
pub mod export;
pub mod export_error;
pub mod follower;
pub mod journal;
pub mod ledger;
pub mod night;
pub mod presets;
pub mod shown;

pub use shown::{one_line, shown, special_of};

use crate::rules::RuleSet;
use crate::rules::load::{self, LoadError, Problem, Special};
use crate::rules::ron_text::locate;
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

/// Opens `path` for reading only if it is a regular file (after following
/// links): a FIFO, device or socket is refused without blocking on it (the
/// open does not wait for a writer) and before any byte is read (F3).
pub fn open_regular(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        let ft = meta.file_type();
        #[cfg(unix)]
        let what = {
            use std::os::unix::fs::FileTypeExt;
            if ft.is_fifo() {
                Special::Fifo
            } else if ft.is_char_device() || ft.is_block_device() {
                Special::Device
            } else if ft.is_socket() {
                Special::Socket
            } else if ft.is_dir() {
                Special::Folder
            } else {
                Special::Other
            }
        };
        #[cfg(not(unix))]
        let what = if ft.is_dir() {
            Special::Folder
        } else {
            Special::Other
        };
        // The kind travels as the error's payload: see [`special_of`].
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, what));
    }
    // O_NONBLOCK stays set: it has no effect on a regular file.
    Ok(file)
}

/// A read that failed, as a load problem.
fn io_problem(e: &std::io::Error) -> Problem {
    match special_of(e) {
        Some(what) => Problem::NotRegular(what),
        None => Problem::Io {
            kind: e.kind(),
            message: e.to_string(),
        },
    }
}

/// Why [`read_bounded`] read nothing.
#[derive(Debug)]
pub enum ReadError {
    /// It could not be opened or read; a path that is not a regular file
    /// carries its kind ([`special_of`]).
    Io(std::io::Error),
    /// It holds more than `max` bytes (`len` is what was seen: the size, or
    /// the bytes read before the bound was passed).
    TooBig { len: u64, max: u64 },
}

impl ReadError {
    /// The kind of the failure, for "missing" checks.
    pub fn kind(&self) -> std::io::ErrorKind {
        match self {
            ReadError::Io(e) => e.kind(),
            ReadError::TooBig { .. } => std::io::ErrorKind::InvalidData,
        }
    }
}

/// The one way racon reads a whole file (rule sets, presets, caches, the
/// alert sound, a report `--out` is about to replace): through
/// [`open_regular`], so a FIFO, device or socket is refused without waiting
/// on it, and never more than `max` bytes, even from a file that grows
/// while it is read (F3, G4).
pub fn read_bounded(path: &Path, max: u64) -> Result<Vec<u8>, ReadError> {
    use std::io::Read;
    let file = open_regular(path).map_err(ReadError::Io)?;
    let len = file.metadata().map_err(ReadError::Io)?.len();
    if len > max {
        return Err(ReadError::TooBig { len, max });
    }
    let mut bytes = Vec::new();
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > max {
        return Err(ReadError::TooBig {
            len: bytes.len() as u64,
            max,
        });
    }
    Ok(bytes)
}

/// Reads a text file we did not write: a regular file only, at most `max`
/// bytes ([`read_bounded`]), UTF-8 checked with the byte offset of the
/// first bad byte. A leading UTF-8 byte-order mark (BOM) is dropped:
/// editors add one (F10).
pub fn read_text(path: &Path, max: u64) -> Result<String, LoadError> {
    let name = shown(path);
    let err = |problem: Problem| LoadError {
        file: name.clone(),
        line: 1,
        col: 1,
        problem,
    };
    let bytes = read_bounded(path, max).map_err(|e| match e {
        ReadError::Io(e) => err(io_problem(&e)),
        ReadError::TooBig { len, max } => err(Problem::TooBig { len, max }),
    })?;
    let start = if bytes.starts_with(b"\xef\xbb\xbf") {
        3
    } else {
        0
    };
    match std::str::from_utf8(&bytes[start..]) {
        Ok(text) => Ok(text.to_string()),
        Err(e) => Err(err(Problem::NotUtf8 {
            offset: start + e.valid_up_to(),
        })),
    }
}

fn load_user_file(path: &Path) -> Result<LoadedRules, LoadError> {
    let text = read_text(path, MAX_RULES_FILE)?;
    let name = shown(path);
    let rules = load::parse(&name, &text)?;
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if rules.id != stem {
        let (line, col) = locate(&text, "id").unwrap_or((1, 1));
        return Err(LoadError {
            file: name,
            line,
            col,
            problem: Problem::IdNotFileName {
                id: rules.id,
                stem: stem.to_string(),
            },
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
        // Whatever is there under that name overrides the bundled set, as
        // in [`all_rules`]: one that cannot be used (a FIFO, a device, a
        // link loop, a dangling link) is its error, never a quiet fall back
        // to the bundled rules the host did not choose (G8).
        if std::fs::symlink_metadata(&path).is_ok() {
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
