//! Helpers shared by the integration tests.
#![allow(dead_code)]

use racon::store::Dirs;
use std::path::PathBuf;

/// A fresh directory under the system temp dir (`racon-<tag>-…`), removed
/// on drop; `.0` is its path.
pub struct TempDir(pub PathBuf, tempfile::TempDir);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let dir = tempfile::Builder::new()
            .prefix(&format!("racon-{tag}-"))
            .tempdir()
            .unwrap();
        TempDir(dir.path().to_path_buf(), dir)
    }

    /// Config and data directories inside it.
    pub fn dirs(&self) -> Dirs {
        Dirs {
            config: self.0.join("config"),
            data: self.0.join("data"),
        }
    }
}

/// SplitMix64: a seeded generator with a fixed, documented sequence.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}
pub mod cli;
pub mod night;
pub mod pdf;
pub mod tmux;

/// A night on disk from the default preset, named `name`, created at
/// `compact` (`2026-11-28-2000`), with `players` if given, seated by the
/// typed draw `draw`, every player's kav bought, `hands` dealt, and ended
/// if `end` (the night picker's and `racon new`'s tests).
pub fn make_night(
    dirs: &Dirs,
    name: &str,
    compact: &str,
    players: Option<Vec<String>>,
    draw: &str,
    hands: u32,
    end: bool,
) -> PathBuf {
    use racon::night::Action;
    use racon::store::night::NightFile;
    let preset = racon::store::presets::DEFAULT_PRESET;
    let mut setup = racon::store::presets::load(dirs, preset).unwrap().setup;
    setup.name = name.into();
    if let Some(p) = players {
        setup.players = p;
    }
    let rules = night::rules(&setup.rules);
    let created = format!(
        "{}T{}:{}:00+03:00",
        &compact[..10],
        &compact[11..13],
        &compact[13..15]
    );
    let t0 = night::T0;
    let mut nf = NightFile::create(dirs, setup, rules, t0, &created, compact).unwrap();
    night::seat(&mut nf, draw, t0);
    for _ in 0..hands {
        nf.act(Action::NewHand, t0).unwrap();
    }
    if end {
        let consent = nf.night().state().consent_needed(t0);
        nf.act(Action::EndNight { consent }, t0).unwrap();
    }
    nf.dir().to_path_buf()
}
