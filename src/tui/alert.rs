//! Announcing clock moments: the terminal bell, a visible flash
//! (the screen and the window title), and, where the house asks for it and
//! a player exists, a short sound racon makes itself. Which moments: the
//! core's [`crate::night::clock::alerts`]; this is only the shell side.
//! Nothing here can fail the screen: no player, no sound.

use crate::i18n::Lang;
use crate::night::clock::{Alert, ClockView, alerts};
use crate::night::setup::Alerts;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// How long the flash lasts.
pub const FLASH_MS: i64 = 3_000;

/// The sound's file name (in `<data>/cache/`, and a copy in `assets/`).
pub const SOUND_FILE: &str = "alert.wav";

/// Players tried in order; the first on PATH plays the sound.
pub const PLAYERS: [&str; 3] = ["paplay", "aplay", "afplay"];

const RATE: u32 = 22_050;

/// The alert sound: a 0.4 s rising sine chirp (880 → 1320 Hz) with soft
/// edges, 16-bit mono PCM at 22.05 kHz, as a WAV file. Made by code, so
/// the project ships no recording.
pub fn chirp_wav() -> Vec<u8> {
    let n = RATE * 2 / 5;
    let mut pcm = Vec::with_capacity(n as usize * 2);
    let fade = (RATE / 50) as f64; // 20 ms
    let mut phase = 0.0f64;
    for i in 0..n {
        let t = f64::from(i) / f64::from(n);
        let freq = 880.0 + 440.0 * t;
        phase += std::f64::consts::TAU * freq / f64::from(RATE);
        let edge = (f64::from(i).min(f64::from(n - 1 - i)) / fade).min(1.0);
        let sample = (phase.sin() * edge * 0.5 * f64::from(i16::MAX)).round() as i16;
        pcm.extend_from_slice(&sample.to_le_bytes());
    }
    let mut out = Vec::with_capacity(44 + pcm.len());
    let len = pcm.len() as u32;
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&len.to_le_bytes());
    out.extend_from_slice(&pcm);
    out
}

/// The first sound player on `path` (a PATH value), if any.
pub fn find_player(path: Option<&std::ffi::OsStr>) -> Option<PathBuf> {
    let path = path?;
    PLAYERS.iter().find_map(|name| {
        std::env::split_paths(path)
            .map(|d| d.join(name))
            .find(|p| is_executable(p))
    })
}

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

/// `<data>/cache/alert.wav`, written on first use. Read only as a regular
/// file of at most the sound's size: a FIFO or device there is never
/// waited on or read (G4); it is replaced by the sound.
pub fn sound_file(data: &Path) -> Option<PathBuf> {
    let path = data.join("cache").join(SOUND_FILE);
    let want = chirp_wav();
    let have = crate::store::read_bounded(&path, want.len() as u64).ok();
    if have.as_deref() != Some(want.as_slice()) {
        std::fs::create_dir_all(path.parent()?).ok()?;
        crate::store::atomic::write_atomic(&path, &want).ok()?;
    }
    Some(path)
}

/// Plays the sound without waiting: the player runs detached and a thread
/// reaps it. Any failure is silent.
fn play(data: &Path) {
    static PLAYER: OnceLock<Option<PathBuf>> = OnceLock::new();
    let Some(player) = PLAYER
        .get_or_init(|| find_player(std::env::var_os("PATH").as_deref()))
        .clone()
    else {
        return;
    };
    let Some(file) = sound_file(data) else {
        return;
    };
    let child = Command::new(player)
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    if let Ok(mut child) = child {
        let _ = std::thread::Builder::new()
            .name("alert-sound".into())
            .spawn(move || {
                let _ = child.wait();
            });
    }
}

/// The shell's alert state: the last face seen, and the flash.
#[derive(Debug, Default)]
pub struct Alerter {
    last: Option<ClockView>,
    flash_until: i64,
    /// The latest alert's text, while it flashes.
    pub message: Option<String>,
}

impl Alerter {
    /// Compares `view` with the last face: announces what happened between
    /// them on the terminal (bell, title, sound as `mode` says) and returns
    /// it.
    pub fn update(
        &mut self,
        view: &ClockView,
        now: i64,
        mode: Alerts,
        lang: Lang,
        data: &Path,
    ) -> Vec<Alert> {
        let mut out = std::io::stdout().lock();
        let found = self.update_to(&mut out, view, now, mode, lang);
        if mode == Alerts::Sound && !found.is_empty() {
            play(data);
        }
        found
    }

    /// [`Alerter::update`] writing the bell and the title to `out`, without
    /// the sound.
    pub fn update_to(
        &mut self,
        out: &mut dyn Write,
        view: &ClockView,
        now: i64,
        mode: Alerts,
        lang: Lang,
    ) -> Vec<Alert> {
        let found = match &self.last {
            Some(prev) => alerts(prev, view),
            None => Vec::new(),
        };
        self.last = Some(view.clone());
        if let Some(a) = found.last() {
            let text = crate::i18n::clock::alert_text(a, lang);
            self.flash_until = now + FLASH_MS;
            // The window title shows the alert (OSC 2); the bell rings.
            let _ = write!(
                out,
                "\x1b]2;racon · {}\x07",
                text.replace(['\x1b', '\x07'], "")
            );
            if mode != Alerts::Off {
                let _ = out.write_all(b"\x07");
            }
            let _ = out.flush();
            self.message = Some(text);
        }
        if now >= self.flash_until {
            self.message = None;
        }
        found
    }

    /// Whether the flash is on at `now`.
    pub fn flashing(&self, now: i64) -> bool {
        now < self.flash_until
    }

    /// Forgets the last face (a different night, or a reload): the next
    /// update announces nothing.
    pub fn reset(&mut self) {
        self.last = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chirp_is_a_valid_wav() {
        let w = chirp_wav();
        assert_eq!(&w[0..4], b"RIFF");
        assert_eq!(&w[8..16], b"WAVEfmt ");
        let data_len = u32::from_le_bytes([w[40], w[41], w[42], w[43]]) as usize;
        assert_eq!(w.len(), 44 + data_len);
        // 0.4 s of 16-bit mono.
        assert_eq!(data_len, (RATE as usize * 2 / 5) * 2);
        // Soft edges: it starts silent and is loud in the middle.
        assert_eq!(i16::from_le_bytes([w[44], w[45]]), 0);
        let peak = w[44..]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]).unsigned_abs())
            .max()
            .unwrap_or(0);
        assert!(peak > 15_000 && peak <= 16_384, "peak {peak}");
    }

    /// `assets/alert.wav` is this code's output (RACON_WRITE_ASSETS=1
    /// writes it).
    #[test]
    fn the_committed_sound_is_ours() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets")
            .join(SOUND_FILE);
        if std::env::var_os("RACON_WRITE_ASSETS").is_some() {
            assert!(std::fs::write(&path, chirp_wav()).is_ok());
        }
        assert_eq!(std::fs::read(&path).ok(), Some(chirp_wav()));
    }

    fn playing(left_ms: i64) -> ClockView {
        ClockView {
            mode: crate::night::clock::Mode::Playing,
            paused: false,
            seans: 1,
            mandatory: 2,
            main_ms: Some(left_ms),
            counts_up: false,
            elapsed_ms: 0,
            tur: Some((1, None)),
            closing: None,
            hand_no: 1,
            in_hand: true,
            dealer: Some("Ayşe".into()),
            stake: crate::night::clock::Stake::Ante {
                each: crate::night::Chips(10),
                total: crate::night::Chips(40),
            },
            level: None,
            ladder: None,
            carried: crate::night::Chips::ZERO,
            break_minutes: 10,
        }
    }

    #[test]
    fn an_alert_rings_sets_the_title_and_flashes_for_three_seconds() {
        let mut a = Alerter::default();
        let mut out = Vec::new();
        // The first face only sets the baseline.
        assert!(
            a.update_to(&mut out, &playing(61_000), 0, Alerts::Bell, Lang::Tr)
                .is_empty()
        );
        assert!(out.is_empty());
        let found = a.update_to(&mut out, &playing(60_000), 1_000, Alerts::Bell, Lang::Tr);
        assert_eq!(found.len(), 1);
        let written = String::from_utf8_lossy(&out).into_owned();
        assert_eq!(
            written,
            "\x1b]2;racon · Süre dolmak üzere: 1 dakika\x07\x07"
        );
        assert!(a.flashing(1_000) && a.flashing(3_999) && !a.flashing(4_000));
        assert_eq!(a.message.as_deref(), Some("Süre dolmak üzere: 1 dakika"));
        a.update_to(&mut out, &playing(50_000), 4_000, Alerts::Bell, Lang::Tr);
        assert_eq!(a.message, None);
        // `off`: the title and the flash, no bell.
        let mut quiet = Vec::new();
        let mut b = Alerter::default();
        b.update_to(&mut quiet, &playing(61_000), 0, Alerts::Off, Lang::En);
        b.update_to(&mut quiet, &playing(60_000), 1_000, Alerts::Off, Lang::En);
        assert_eq!(
            String::from_utf8_lossy(&quiet),
            "\x1b]2;racon · 1 minute to time\x07"
        );
        assert!(b.flashing(1_000));
    }

    #[test]
    fn players_are_found_on_path_or_not_at_all() {
        let dir = std::env::temp_dir().join(format!("racon-alert-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        assert_eq!(find_player(Some(dir.as_os_str())), None);
        assert_eq!(find_player(None), None);
        let aplay = dir.join("aplay");
        assert!(std::fs::write(&aplay, "#!/bin/sh\n").is_ok());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&aplay, std::fs::Permissions::from_mode(0o755));
        }
        assert_eq!(find_player(Some(dir.as_os_str())), Some(aplay));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
