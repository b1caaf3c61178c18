//! Power cuts, after SQLite's crash test (`src/test6.c`, `test/crash*.test`):
//! the night journal and the ledger are written through a file layer that
//! remembers what reached the disk, and the machine is "powered off" at a
//! random operation. Then the disk as a power cut leaves it is built — every
//! write not followed by an fsync dropped, kept whole, torn (a prefix) or
//! torn and zero-filled; folder changes not followed by a folder fsync kept
//! only as a random prefix of their order — and reopened by the real code.
//!
//! Checked each time: every event racon acknowledged (shown as saved) is
//! there; what is there is exactly the events racon attempted, in order
//! (nothing racon did not write, at most the one in flight beyond what was
//! acknowledged); the journal opens writable with no problem; a torn tail
//! is said, not silent; no temp file survives the reopen.
//!
//! `RACON_POWER_CUT_NIGHTS` (default 200) sets the number of random nights;
//! `benches/power_cut.sh` runs a bigger round.

use crate::common;
use crate::common::night::{MIN, T0, rules};

use common::SplitMix;
use racon::money::ledger::LedgerEvent;
use racon::night::{Action, Phase, PlayerId, Setup, Stamped};
use racon::store::Dirs;
use racon::store::atomic::{Disk, RealDisk, Sink, is_temp_name};
use racon::store::journal::Faults;
use racon::store::ledger::LedgerFile;
use racon::store::night::{NightFile, OpenError};
use racon::units::{Chips, Kurus};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

// ------------------------------------------------------------ the layer

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Node {
    Dir,
    File(usize),
}

/// A change to a file's bytes not yet synced.
#[derive(Clone, Debug)]
enum Data {
    Write { at: u64, bytes: Vec<u8> },
    SetLen(u64),
}

#[derive(Clone, Debug, Default)]
struct Inode {
    /// What an fsync made durable.
    durable: Vec<u8>,
    /// What the page cache holds (what the program reads back).
    live: Vec<u8>,
    /// The writes since the last fsync, oldest first.
    pending: Vec<Data>,
}

/// A change to a folder not yet made durable by fsyncing the folder.
#[derive(Clone, Debug)]
enum Meta {
    Link(PathBuf, Node),
    Unlink(PathBuf),
    Rename(PathBuf, PathBuf),
}

impl Meta {
    fn dir(&self) -> Option<&Path> {
        match self {
            Meta::Link(p, _) | Meta::Unlink(p) | Meta::Rename(p, _) => p.parent(),
        }
    }

    fn apply(&self, ns: &mut BTreeMap<PathBuf, Node>) {
        match self {
            Meta::Link(p, n) => {
                ns.insert(p.clone(), *n);
            }
            Meta::Unlink(p) => {
                ns.remove(p);
            }
            Meta::Rename(from, to) => {
                if let Some(n) = ns.remove(from) {
                    ns.insert(to.clone(), n);
                }
            }
        }
    }
}

#[derive(Debug)]
struct Model {
    root: PathBuf,
    inodes: Vec<Inode>,
    live: BTreeMap<PathBuf, Node>,
    durable: BTreeMap<PathBuf, Node>,
    /// Folder changes not yet durable, in the order they were made.
    log: Vec<Meta>,
    /// Operations so far.
    ops: u64,
    /// The operation during which the power goes (1 = the first).
    cut_at: Option<u64>,
    dead: bool,
}

fn cut_error() -> io::Error {
    io::Error::other("power cut (simulated)")
}

impl Model {
    /// Counts one operation: `Err` once the machine is off, `Ok(true)` for
    /// the operation the power goes during (its effect may reach the disk
    /// or not; it never returns).
    fn step(&mut self) -> io::Result<bool> {
        if self.dead {
            return Err(cut_error());
        }
        self.ops += 1;
        Ok(self.cut_at == Some(self.ops))
    }

    fn file(&self, path: &Path) -> io::Result<usize> {
        match self.live.get(path) {
            Some(Node::File(i)) => Ok(*i),
            _ => Err(io::Error::other(format!(
                "{}: not a file the layer knows",
                path.display()
            ))),
        }
    }

    /// What the disk holds after the power goes now, by `rng`'s choices.
    fn crash_image(&self, rng: &mut SplitMix) -> (BTreeMap<PathBuf, Node>, Vec<Vec<u8>>) {
        let mut ns = self.durable.clone();
        let keep = rng.below(self.log.len() as u64 + 1) as usize;
        for m in &self.log[..keep] {
            m.apply(&mut ns);
        }
        let contents = self
            .inodes
            .iter()
            .map(|ino| {
                let mut bytes = ino.durable.clone();
                for d in &ino.pending {
                    match d {
                        Data::SetLen(len) => {
                            if rng.below(2) == 0 {
                                bytes.resize(*len as usize, 0);
                            }
                        }
                        Data::Write { at, bytes: w } => {
                            let at = *at as usize;
                            let (len, zeros) = match rng.below(20) {
                                0..=5 => continue,                                  // dropped
                                6..=11 => (w.len(), 0),                             // whole
                                12..=16 => (rng.below(w.len() as u64) as usize, 0), // torn
                                _ => {
                                    // torn, the rest of its extent zeros
                                    let k = rng.below(w.len() as u64) as usize;
                                    (k, w.len() - k)
                                }
                            };
                            if bytes.len() < at {
                                bytes.resize(at, 0);
                            }
                            let end = at + len + zeros;
                            if bytes.len() < end {
                                bytes.resize(end, 0);
                            }
                            bytes[at..at + len].copy_from_slice(&w[..len]);
                            bytes[at + len..end].fill(0);
                        }
                    }
                }
                bytes
            })
            .collect();
        (ns, contents)
    }

    /// Writes a crash image under `to` (the root's place); what hangs off a
    /// folder that did not survive is gone with it.
    fn materialize(&self, rng: &mut SplitMix, to: &Path) -> Result<(), String> {
        let (ns, contents) = self.crash_image(rng);
        fs::create_dir_all(to).map_err(|e| e.to_string())?;
        let mut dirs: BTreeSet<PathBuf> = BTreeSet::new();
        dirs.insert(self.root.clone());
        for (path, node) in &ns {
            let Some(parent) = path.parent() else {
                continue;
            };
            if !dirs.contains(parent) {
                continue;
            }
            let rel = path.strip_prefix(&self.root).map_err(|e| e.to_string())?;
            let target = to.join(rel);
            match node {
                Node::Dir => {
                    fs::create_dir(&target).map_err(|e| e.to_string())?;
                    dirs.insert(path.clone());
                }
                Node::File(i) => fs::write(&target, &contents[*i]).map_err(|e| e.to_string())?,
            }
        }
        Ok(())
    }

    /// The layer's view of the page cache equals the real files.
    fn check_live(&self) -> Result<(), String> {
        for (path, node) in &self.live {
            if let Node::File(i) = node {
                let real = fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
                if real != self.inodes[*i].live {
                    return Err(format!("{}: the layer lost track", path.display()));
                }
            }
        }
        Ok(())
    }
}

/// The layer: every operation is done on the real file system (the page
/// cache), and the model keeps what a power cut would leave. Syncs cost
/// nothing here: the model decides what they made durable.
#[derive(Clone)]
struct CrashDisk {
    model: Arc<Mutex<Model>>,
}

impl CrashDisk {
    fn new(root: &Path, cut_at: Option<u64>) -> CrashDisk {
        CrashDisk {
            model: Arc::new(Mutex::new(Model {
                root: root.to_path_buf(),
                inodes: Vec::new(),
                live: BTreeMap::new(),
                durable: BTreeMap::new(),
                log: Vec::new(),
                ops: 0,
                cut_at,
                dead: false,
            })),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Model> {
        self.model.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn dead(&self) -> bool {
        self.lock().dead
    }
}

/// Ends an operation: the one the power went during fails (its effect
/// stays in the model as not durable), the others succeed.
fn end(m: &mut Model, cut: bool) -> io::Result<()> {
    if cut {
        m.dead = true;
        return Err(cut_error());
    }
    Ok(())
}

impl Disk for CrashDisk {
    fn create_new(&self, path: &Path, mode: Option<u32>) -> io::Result<Box<dyn Sink>> {
        let mut m = self.lock();
        let cut = m.step()?;
        let inner = RealDisk.create_new(path, mode)?;
        m.inodes.push(Inode::default());
        let ino = m.inodes.len() - 1;
        m.live.insert(path.to_path_buf(), Node::File(ino));
        m.log.push(Meta::Link(path.to_path_buf(), Node::File(ino)));
        end(&mut m, cut)?;
        Ok(Box::new(CrashSink {
            inner,
            ino,
            pos: 0,
            model: Arc::clone(&self.model),
        }))
    }

    fn open_append(&self, path: &Path) -> io::Result<(Box<dyn Sink>, fs::Metadata)> {
        let mut m = self.lock();
        let cut = m.step()?;
        end(&mut m, cut)?;
        let ino = m.file(path)?;
        let (inner, meta) = RealDisk.open_append(path)?;
        let pos = m.inodes[ino].live.len() as u64;
        assert_eq!(meta.len(), pos, "{}: the layer lost track", path.display());
        Ok((
            Box::new(CrashSink {
                inner,
                ino,
                pos,
                model: Arc::clone(&self.model),
            }),
            meta,
        ))
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let mut m = self.lock();
        let cut = m.step()?;
        RealDisk.rename(from, to)?;
        assert_eq!(from.parent(), to.parent(), "renames stay in their folder");
        if let Some(n) = m.live.remove(from) {
            m.live.insert(to.to_path_buf(), n);
        }
        m.log
            .push(Meta::Rename(from.to_path_buf(), to.to_path_buf()));
        end(&mut m, cut)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        let mut m = self.lock();
        let cut = m.step()?;
        end(&mut m, cut)?;
        let (now, later): (Vec<Meta>, Vec<Meta>) =
            m.log.drain(..).partition(|op| op.dir() == Some(dir));
        m.log = later;
        for op in &now {
            op.apply(&mut m.durable);
        }
        Ok(())
    }

    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        let mut m = self.lock();
        let cut = m.step()?;
        RealDisk.create_dir(dir)?;
        m.live.insert(dir.to_path_buf(), Node::Dir);
        m.log.push(Meta::Link(dir.to_path_buf(), Node::Dir));
        end(&mut m, cut)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        let mut m = self.lock();
        let cut = m.step()?;
        RealDisk.remove_file(path)?;
        m.live.remove(path);
        m.log.push(Meta::Unlink(path.to_path_buf()));
        end(&mut m, cut)
    }

    fn sync_file(&self, path: &Path) -> io::Result<()> {
        let mut m = self.lock();
        let cut = m.step()?;
        end(&mut m, cut)?;
        let ino = m.file(path)?;
        let inode = &mut m.inodes[ino];
        inode.durable = inode.live.clone();
        inode.pending.clear();
        Ok(())
    }

    fn truncate(&self, path: &Path, len: u64) -> io::Result<()> {
        let mut m = self.lock();
        let cut = m.step()?;
        let ino = m.file(path)?;
        fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|f| f.set_len(len))?;
        let inode = &mut m.inodes[ino];
        inode.live.resize(len as usize, 0);
        inode.pending.push(Data::SetLen(len));
        end(&mut m, cut)?;
        // `truncate` syncs what it cut.
        let inode = &mut m.inodes[ino];
        inode.durable = inode.live.clone();
        inode.pending.clear();
        Ok(())
    }
}

struct CrashSink {
    inner: Box<dyn Sink>,
    ino: usize,
    pos: u64,
    model: Arc<Mutex<Model>>,
}

impl Sink for CrashSink {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let mut m = self.model.lock().unwrap_or_else(|e| e.into_inner());
        let cut = m.step()?;
        let at = self.pos as usize;
        let inode = &mut m.inodes[self.ino];
        if inode.live.len() < at + buf.len() {
            inode.live.resize(at + buf.len(), 0);
        }
        inode.live[at..at + buf.len()].copy_from_slice(buf);
        inode.pending.push(Data::Write {
            at: self.pos,
            bytes: buf.to_vec(),
        });
        self.pos += buf.len() as u64;
        self.inner.write_all(buf)?;
        end(&mut m, cut)
    }

    fn sync(&mut self) -> io::Result<()> {
        let mut m = self.model.lock().unwrap_or_else(|e| e.into_inner());
        let cut = m.step()?;
        end(&mut m, cut)?;
        let inode = &mut m.inodes[self.ino];
        inode.durable = inode.live.clone();
        inode.pending.clear();
        Ok(())
    }
}

/// The real file system without its syncs: what reopens a crash image
/// (the reopen is the code under test, not its durability; real fsyncs
/// would only make the round slow).
struct NoSync;

struct NoSyncSink(Box<dyn Sink>);

impl Sink for NoSyncSink {
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf)
    }

    fn sync(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Disk for NoSync {
    fn create_new(&self, path: &Path, mode: Option<u32>) -> io::Result<Box<dyn Sink>> {
        Ok(Box::new(NoSyncSink(RealDisk.create_new(path, mode)?)))
    }

    fn open_append(&self, path: &Path) -> io::Result<(Box<dyn Sink>, fs::Metadata)> {
        let (sink, meta) = RealDisk.open_append(path)?;
        Ok((Box::new(NoSyncSink(sink)), meta))
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        RealDisk.rename(from, to)
    }

    fn sync_dir(&self, _: &Path) -> io::Result<()> {
        Ok(())
    }

    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        RealDisk.create_dir(dir)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        RealDisk.remove_file(path)
    }

    fn sync_file(&self, _: &Path) -> io::Result<()> {
        Ok(())
    }

    fn truncate(&self, path: &Path, len: u64) -> io::Result<()> {
        fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|f| f.set_len(len))
    }
}

// ------------------------------------------------------------ nights

fn random_action(rng: &mut SplitMix, players: usize) -> Action {
    let p = PlayerId(rng.below(players as u64) as u8);
    let chips = Chips([0, 50, 100, 400, 800][rng.below(5) as usize]);
    match rng.below(30) {
        0..=13 => Action::NewHand,
        14..=17 => Action::EndHand {
            winner: Some(p),
            pot: Some(chips),
        },
        18 => Action::AllPassed,
        19 => Action::BuyKav { player: p, chips },
        20 => Action::CountChips {
            player: p,
            chips,
            colours: Vec::new(),
        },
        21 => Action::SitOut {
            player: p,
            out: rng.below(2) == 0,
        },
        22 => Action::Pause,
        23 => Action::Resume,
        24..=25 => Action::Undo,
        26 => Action::Redo,
        27 => Action::Deposit { player: p, chips },
        _ => Action::EndNight {
            consent: (0..players as u8).map(PlayerId).collect(),
        },
    }
}

/// What one night did before the power went.
struct Played {
    /// Every event racon made, in order (the unsaved ones too).
    attempted: Vec<Stamped>,
    /// How many of them racon showed as saved.
    acked: usize,
}

/// A random night through `disk`: its actions, now and then a failed
/// write or fsync (NOT SAVED, then the whole journal rewritten), now and
/// then the host quitting and reopening it; it stops when the power goes.
fn play_night(
    seed: u64,
    setup: &Setup,
    rules: &racon::rules::RuleSet,
    dirs: &Dirs,
    disk: &CrashDisk,
) -> Played {
    let mut rng = SplitMix(seed);
    let mut played = Played {
        attempted: Vec::new(),
        acked: 0,
    };
    let shared: Arc<dyn Disk> = Arc::new(disk.clone());
    let Ok(mut nf) = NightFile::create_on(
        Arc::clone(&shared),
        dirs,
        setup.clone(),
        rules.clone(),
        T0,
        "2026-11-29T21:04:00+03:00",
        "2026-11-29-2104",
    ) else {
        assert!(disk.dead(), "seed {seed}: the night was not created");
        // Its first event was being written when the power went.
        played.attempted = vec![Stamped {
            seq: 1,
            at: T0,
            event: racon::night::Night::start_event(setup.clone(), rules.clone()),
        }];
        return played;
    };
    let mut now = T0;
    let mut script = vec![Action::DrawSeats { seed }];
    script.extend((0..4).map(|p| Action::BuyKav {
        player: PlayerId(p),
        chips: Chips(400),
    }));
    let steps = 20 + rng.below(60);
    for step in 0..steps + 5 {
        let action = match script.get(step as usize) {
            Some(a) => a.clone(),
            None => random_action(&mut rng, 4),
        };
        match rng.below(12) {
            // The disk fails for a moment: NOT SAVED until the next action
            // rewrites the whole journal.
            0 => {
                let faults = Faults::new();
                if rng.below(2) == 0 {
                    faults.fail_write(1, false);
                } else {
                    faults.fail_sync(1, false);
                }
                nf.journal_mut().inject_faults(faults);
            }
            // The host quits (everything saved) and opens the night again;
            // or racon is killed (NOT SAVED may be showing: a half line or
            // an unsynced one is in the file) and started again.
            1 | 2 if nf.pending() == 0 || rng.below(2) == 0 => {
                let dir = nf.dir().to_path_buf();
                let last_records = nf.night().records().to_vec();
                drop(nf);
                match NightFile::open_on(Arc::clone(&shared), &dir) {
                    Ok(n) => nf = n,
                    Err(e) => {
                        // What the killed racon left: the records on disk
                        // before the cut, read back as the reopen did.
                        assert!(disk.dead(), "seed {seed}: reopening failed: {e}");
                        played.attempted = last_records;
                        return played;
                    }
                }
            }
            _ => {}
        }
        now += rng.below(3) as i64 * MIN;
        let _ = nf.act(action, now);
        played.acked = played.acked.max(nf.night().records().len() - nf.pending());
        if disk.dead() || nf.night().state().phase == Phase::Ended {
            break;
        }
    }
    // The host quits: whatever is unsaved is written again.
    if !disk.dead() {
        let _ = nf.quit_check();
        played.acked = played.acked.max(nf.night().records().len() - nf.pending());
    }
    played.attempted = nf.night().records().to_vec();
    played
}

#[derive(Default, Debug)]
struct Tally {
    nights: u64,
    cuts: u64,
    images: u64,
    acked: u64,
    lost: u64,
    in_flight_kept: u64,
    torn_tails_said: u64,
    never_acknowledged: u64,
    ledger_cuts: u64,
    ledger_images: u64,
    ledger_acked: u64,
    ledger_lost: u64,
}

fn night_dirs_in(data: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(data.join("nights")) else {
        return Vec::new();
    };
    let mut v: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    v.sort();
    v
}

/// Reopens one crash image of a night and checks it.
fn check_night_image(
    what: &str,
    img: &Path,
    played: &Played,
    tally: &mut Tally,
) -> Result<(), String> {
    let nights = night_dirs_in(&img.join("data"));
    if nights.len() > 1 {
        return Err(format!("{what}: {} night folders", nights.len()));
    }
    let Some(dir) = nights.first() else {
        if played.acked > 0 {
            tally.lost += played.acked as u64;
            return Err(format!(
                "{what}: the night folder is gone, {} acknowledged events with it",
                played.acked
            ));
        }
        tally.never_acknowledged += 1;
        return Ok(());
    };
    let events = dir.join("events");
    let tail_on_disk = fs::read(&events)
        .map(|b| !b.is_empty() && b.last() != Some(&b'\n'))
        .unwrap_or(false);
    let nf = match NightFile::open_on(Arc::new(NoSync), dir) {
        Ok(nf) => nf,
        Err(OpenError::Empty(_)) if played.acked == 0 => {
            tally.never_acknowledged += 1;
            return Ok(());
        }
        Err(e) => {
            tally.lost += played.acked as u64;
            return Err(format!("{what}: does not open: {e}"));
        }
    };
    if let Some(p) = &nf.problem {
        return Err(format!("{what}: opens read-only: {p}"));
    }
    if nf.is_read_only() || nf.pending() != 0 {
        return Err(format!("{what}: not writable after the reopen"));
    }
    let got = nf.night().records();
    let missing = played.acked.saturating_sub(got.len());
    if missing > 0 {
        tally.lost += missing as u64;
        return Err(format!(
            "{what}: {missing} of {} acknowledged events lost",
            played.acked
        ));
    }
    if got.len() > played.attempted.len() || got[..] != played.attempted[..got.len()] {
        return Err(format!(
            "{what}: the reopened night is not what racon wrote ({} records, {} attempted)",
            got.len(),
            played.attempted.len()
        ));
    }
    // Beyond what was acknowledged, only the one being written when the
    // power went (an fsync that had not returned), or the unsaved ones a
    // rewrite had made durable before the cut.
    tally.in_flight_kept += (got.len() - played.acked) as u64;
    if tail_on_disk {
        if nf.repair_report().is_none() {
            return Err(format!("{what}: a torn tail was cut in silence"));
        }
        tally.torn_tails_said += 1;
    }
    let temps: Vec<String> = fs::read_dir(dir)
        .map_err(|e| e.to_string())?
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| is_temp_name(n))
        .collect();
    if !temps.is_empty() {
        return Err(format!("{what}: temp files left: {temps:?}"));
    }
    tally.acked += played.acked as u64;
    Ok(())
}

/// `nights` random nights, each cut at `cuts` random operations and
/// reopened from `images` random crash images per cut.
fn night_round(tmp: &Path, first_seed: u64, nights: u64, cuts: u64, images: u64) -> Tally {
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let cfg = Dirs {
        config: tmp.join("config"),
        data: tmp.join("data"),
    };
    let setup = racon::store::presets::load(&cfg, racon::store::presets::DEFAULT_PRESET)
        .unwrap()
        .setup;
    let rules = rules(&setup.rules);
    for seed in first_seed..first_seed + nights {
        tally.nights += 1;
        // A dry run counts the operations the night does.
        let root = tmp.join(format!("dry-{seed}"));
        let dirs = Dirs {
            config: root.join("config"),
            data: root.join("data"),
        };
        fs::create_dir_all(&root).unwrap();
        let disk = CrashDisk::new(&root, None);
        play_night(seed, &setup, &rules, &dirs, &disk);
        let ops = disk.lock().ops;
        fs::remove_dir_all(&root).unwrap();
        let mut pick = SplitMix(seed ^ 0x5eed_c0de);
        for c in 0..cuts {
            tally.cuts += 1;
            let cut_at = 1 + pick.below(ops + 1);
            let root = tmp.join(format!("run-{seed}-{c}"));
            let dirs = Dirs {
                config: root.join("config"),
                data: root.join("data"),
            };
            fs::create_dir_all(&root).unwrap();
            let disk = CrashDisk::new(&root, Some(cut_at));
            let played = play_night(seed, &setup, &rules, &dirs, &disk);
            let model = disk.lock();
            if let Err(e) = model.check_live() {
                failures.push(format!("seed {seed} cut {cut_at}/{ops}: {e}"));
            }
            for i in 0..images {
                tally.images += 1;
                let img = tmp.join(format!("img-{seed}-{c}-{i}"));
                let mut crash = SplitMix(seed.wrapping_mul(7919) ^ (c << 20) ^ (i << 40));
                let what = format!("seed {seed}, cut at operation {cut_at} of {ops}, image {i}");
                let checked = model
                    .materialize(&mut crash, &img)
                    .and_then(|()| check_night_image(&what, &img, &played, &mut tally));
                if let Err(e) = checked {
                    failures.push(e);
                }
                fs::remove_dir_all(&img).unwrap();
            }
            drop(model);
            fs::remove_dir_all(&root).unwrap();
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} images failed; the first: {:#?}",
        failures.len(),
        tally.images,
        &failures[..failures.len().min(5)]
    );
    tally
}

// ------------------------------------------------------------ the ledger

fn random_ledger_event(rng: &mut SplitMix) -> LedgerEvent {
    let names = ["Ayşe", "Mehmet", "Işıl", "Şükrü"];
    let a = names[rng.below(4) as usize].to_string();
    let b = names[rng.below(4) as usize].to_string();
    let kurus = Kurus(100 * (1 + rng.below(50) as i64));
    match rng.below(4) {
        0 => LedgerEvent::Expense {
            payer: a,
            kurus,
            shared_by: names.iter().map(|s| s.to_string()).collect(),
            what: "pide".into(),
        },
        1 => LedgerEvent::Undo {
            target: 1 + rng.below(3),
        },
        _ => LedgerEvent::Paid {
            from: a,
            to: b,
            kurus,
            night: None,
        },
    }
}

/// Ledger commands (each opens the ledger, appends one to three records,
/// closes) until the power goes; the attempted events and how many were
/// acknowledged.
fn play_ledger(seed: u64, dirs: &Dirs, disk: &CrashDisk) -> (Vec<LedgerEvent>, usize) {
    let mut rng = SplitMix(seed);
    let shared: Arc<dyn Disk> = Arc::new(disk.clone());
    let mut attempted = Vec::new();
    let mut acked = 0;
    for command in 0..4 + rng.below(6) {
        let mut file = match LedgerFile::open_on(Arc::clone(&shared), dirs) {
            Ok(f) => f,
            Err(e) => {
                assert!(disk.dead(), "seed {seed}: ledger open failed: {e}");
                break;
            }
        };
        for _ in 0..1 + rng.below(3) {
            let event = random_ledger_event(&mut rng);
            attempted.push(event.clone());
            match file.append(T0 + command as i64 * MIN, event) {
                Ok(_) => acked = attempted.len(),
                Err(e) => {
                    assert!(disk.dead(), "seed {seed}: ledger append failed: {e}");
                    return (attempted, acked);
                }
            }
        }
    }
    (attempted, acked)
}

fn ledger_round(tmp: &Path, first_seed: u64, runs: u64, cuts: u64, images: u64) -> Tally {
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    for seed in first_seed..first_seed + runs {
        let root = tmp.join(format!("ldry-{seed}"));
        let dirs = Dirs {
            config: root.join("config"),
            data: root.join("data"),
        };
        fs::create_dir_all(&root).unwrap();
        let disk = CrashDisk::new(&root, None);
        play_ledger(seed, &dirs, &disk);
        let ops = disk.lock().ops;
        fs::remove_dir_all(&root).unwrap();
        let mut pick = SplitMix(seed ^ 0x1ed9e7);
        for c in 0..cuts {
            tally.ledger_cuts += 1;
            let cut_at = 1 + pick.below(ops + 1);
            let root = tmp.join(format!("lrun-{seed}-{c}"));
            let dirs = Dirs {
                config: root.join("config"),
                data: root.join("data"),
            };
            fs::create_dir_all(&root).unwrap();
            let disk = CrashDisk::new(&root, Some(cut_at));
            let (attempted, acked) = play_ledger(seed, &dirs, &disk);
            let model = disk.lock();
            for i in 0..images {
                tally.ledger_images += 1;
                let img = tmp.join(format!("limg-{seed}-{c}-{i}"));
                let mut crash = SplitMix(seed.wrapping_mul(104_729) ^ (c << 20) ^ (i << 40));
                let what =
                    format!("ledger seed {seed}, cut at operation {cut_at} of {ops}, image {i}");
                let checked = model.materialize(&mut crash, &img).and_then(|()| {
                    let img_dirs = Dirs {
                        config: img.join("config"),
                        data: img.join("data"),
                    };
                    let file = LedgerFile::open_on(Arc::new(NoSync), &img_dirs)
                        .map_err(|e| format!("{what}: {e}"))?;
                    if let Some(p) = &file.problem {
                        return Err(format!("{what}: read-only: {p}"));
                    }
                    let got: Vec<&LedgerEvent> = file.records.iter().map(|r| &r.event).collect();
                    if got.len() < acked {
                        tally.ledger_lost += (acked - got.len()) as u64;
                        return Err(format!(
                            "{what}: {} of {acked} acknowledged records lost",
                            acked - got.len()
                        ));
                    }
                    let want: Vec<&LedgerEvent> = attempted.iter().take(got.len()).collect();
                    if got.len() > attempted.len() || got != want || got.len() > acked + 1 {
                        return Err(format!(
                            "{what}: {} records, {acked} acknowledged, {} attempted",
                            got.len(),
                            attempted.len()
                        ));
                    }
                    let seqs: Vec<u64> = file.records.iter().map(|r| r.seq).collect();
                    if seqs != (1..=got.len() as u64).collect::<Vec<_>>() {
                        return Err(format!("{what}: seq {seqs:?}"));
                    }
                    tally.ledger_acked += acked as u64;
                    Ok(())
                });
                if let Err(e) = checked {
                    failures.push(e);
                }
                fs::remove_dir_all(&img).unwrap();
            }
            drop(model);
            fs::remove_dir_all(&root).unwrap();
        }
    }
    assert!(
        failures.is_empty(),
        "{} ledger images failed; the first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
    tally
}

/// Scratch space for the round: memory (`/dev/shm`) where there is some,
/// as the layer keeps what the disk would hold and the files only stand in
/// for the page cache; else the temp folder.
fn scratch(tag: &str) -> tempfile::TempDir {
    let shm = Path::new("/dev/shm");
    let prefix = format!("racon-{tag}-");
    let mut b = tempfile::Builder::new();
    b.prefix(&prefix);
    if shm.is_dir()
        && let Ok(d) = b.tempdir_in(shm)
    {
        return d;
    }
    b.tempdir().unwrap()
}

fn count(var: &str, default: u64) -> u64 {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn a_power_cut_at_any_moment_loses_nothing_acknowledged() {
    let scratch = scratch("power-cut");
    let tmp = scratch.path();
    let nights = count("RACON_POWER_CUT_NIGHTS", 200);
    let first = count("RACON_POWER_CUT_SEED", 1);
    let started = std::time::Instant::now();
    let t = night_round(tmp, first, nights, 4, 3);
    let l = ledger_round(tmp, first, nights / 2, 4, 3);
    println!(
        "power cut: {} nights, {} cuts, {} crash images reopened: {} acknowledged events, lost {}; \
         {} unacknowledged events kept (in flight), {} torn tails said, {} nights never acknowledged \
         (cut before their first event was saved); ledger: {} cuts, {} images, {} acknowledged records, lost {}; {:.1} s",
        t.nights,
        t.cuts,
        t.images,
        t.acked,
        t.lost,
        t.in_flight_kept,
        t.torn_tails_said,
        t.never_acknowledged,
        l.ledger_cuts,
        l.ledger_images,
        l.ledger_acked,
        l.ledger_lost,
        started.elapsed().as_secs_f64()
    );
    assert_eq!(t.lost + l.ledger_lost, 0);
    // The round means something: cuts fell everywhere, including during
    // appends whose tail then tore.
    assert!(t.acked > 10 * nights, "{t:?}");
    assert!(t.torn_tails_said > 0 && t.in_flight_kept > 0, "{t:?}");
    assert!(
        t.never_acknowledged > 0,
        "no cut fell before the first event: {t:?}"
    );
    assert!(l.ledger_acked > 0, "{l:?}");
}

/// A record whose fsync failed is in the page cache, not on the disk. When
/// racon is killed then (NOT SAVED showing) and started again, it reads the
/// record back and shows it as saved: it must be made durable before that,
/// or a power cut before the next fsync loses it. Every image of a cut
/// right after the reopen keeps it.
#[test]
fn a_record_read_back_after_a_failed_fsync_is_made_durable_before_it_counts() {
    let scratch = scratch("power-cut-reread");
    let root = scratch.path().join("r");
    fs::create_dir_all(&root).unwrap();
    let dirs = Dirs {
        config: root.join("config"),
        data: root.join("data"),
    };
    let setup = racon::store::presets::load(&dirs, racon::store::presets::DEFAULT_PRESET)
        .unwrap()
        .setup;
    let rules = rules(&setup.rules);
    let disk = CrashDisk::new(&root, None);
    let shared: Arc<dyn Disk> = Arc::new(disk.clone());
    let mut nf = NightFile::create_on(
        Arc::clone(&shared),
        &dirs,
        setup,
        rules,
        T0,
        "2026-11-29T21:04:00+03:00",
        "2026-11-29-2104",
    )
    .unwrap();
    nf.act(Action::DrawSeats { seed: 3 }, T0).unwrap();
    let faults = Faults::new();
    nf.journal_mut().inject_faults(faults.clone());
    faults.fail_sync(1, false);
    let kav = Action::BuyKav {
        player: PlayerId(0),
        chips: Chips(400),
    };
    assert!(nf.act(kav, T0 + MIN).is_err(), "the fsync was to fail");
    assert_eq!(nf.pending(), 1);
    let dir = nf.dir().to_path_buf();
    drop(nf);
    let mut nf = NightFile::open_on(Arc::clone(&shared), &dir).unwrap();
    assert_eq!(
        nf.night().records().len(),
        3,
        "the unsynced record is read back"
    );
    assert_eq!(nf.pending(), 0, "and shown as saved");
    // The power goes at the next operation.
    {
        let mut m = disk.lock();
        m.cut_at = Some(m.ops + 1);
    }
    let _ = nf
        .journal_mut()
        .append(T0 + 2 * MIN, &racon::night::Event::HandDealt);
    let rel = dir.strip_prefix(&root).unwrap().to_path_buf();
    let model = disk.lock();
    for i in 0..64 {
        let img = scratch.path().join(format!("img{i}"));
        model.materialize(&mut SplitMix(i), &img).unwrap();
        let got = NightFile::open_on(Arc::new(NoSync), &img.join(&rel)).unwrap();
        assert!(
            got.night().records().len() >= 3,
            "image {i}: {} records; the one shown as saved is gone",
            got.night().records().len()
        );
        fs::remove_dir_all(&img).unwrap();
    }
}

/// The layer itself: a write never synced may vanish, one synced stays; a
/// rename not followed by a folder fsync may be undone, one followed stays.
#[test]
fn the_layer_forgets_exactly_what_was_never_synced() {
    let scratch = scratch("power-cut-layer");
    let tmp = scratch.path();
    let root = tmp.join("r");
    fs::create_dir_all(&root).unwrap();
    let disk = CrashDisk::new(&root, None);
    let a = root.join("a");
    let mut s = disk.create_new(&a, None).unwrap();
    s.write_all(b"kept\n").unwrap();
    s.sync().unwrap();
    s.write_all(b"maybe\n").unwrap();
    disk.sync_dir(&root).unwrap();
    let b_tmp = root.join(".b.tmp-1-1");
    let mut t = disk.create_new(&b_tmp, None).unwrap();
    t.write_all(b"new").unwrap();
    t.sync().unwrap();
    disk.rename(&b_tmp, &root.join("b")).unwrap();
    let model = disk.lock();
    model.check_live().unwrap();
    let mut seen_a = BTreeSet::new();
    let mut seen_b = BTreeSet::new();
    for i in 0..400 {
        let img = tmp.join(format!("i{i}"));
        model.materialize(&mut SplitMix(i), &img).unwrap();
        let got = fs::read(img.join("a")).unwrap();
        // "kept\n", then a prefix of "maybe\n", then zeros to at most its end.
        assert!(got.starts_with(b"kept\n") && got.len() <= 11, "{got:?}");
        let rest = &got[5..];
        let k = rest.iter().position(|&c| c == 0).unwrap_or(rest.len());
        assert_eq!(rest[..k], b"maybe\n"[..k], "{got:?}");
        assert!(rest[k..].iter().all(|&c| c == 0), "{got:?}");
        seen_a.insert(got.len());
        seen_b.insert((img.join("b").exists(), img.join(".b.tmp-1-1").exists()));
        fs::remove_dir_all(&img).unwrap();
    }
    // Dropped, whole and torn all happen; the rename was kept or not.
    assert!(
        seen_a.contains(&5) && seen_a.contains(&11) && seen_a.len() > 2,
        "{seen_a:?}"
    );
    assert!(
        seen_b.contains(&(true, false)) && seen_b.contains(&(false, true)),
        "{seen_b:?}"
    );
    drop(model);
    disk.sync_dir(&root).unwrap();
    let model = disk.lock();
    for i in 0..50 {
        let img = tmp.join(format!("j{i}"));
        model.materialize(&mut SplitMix(i), &img).unwrap();
        assert_eq!(fs::read(img.join("b")).unwrap(), b"new");
        assert!(!img.join(".b.tmp-1-1").exists());
        fs::remove_dir_all(&img).unwrap();
    }
}
