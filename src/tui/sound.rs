//! The alert's sound: a short chirp racon makes itself (no recording is
//! shipped) and each system's own player for it. Nothing here can fail the
//! screen: no player, no sound (the alert says so, [`super::alert`]).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The sound's file name (in `<data>/cache/`, and a copy in `assets/`).
pub const SOUND_FILE: &str = "alert.wav";

/// Players tried in order; the first on PATH plays the sound. Each
/// system's own: `PulseAudio`'s or `PipeWire`'s, else ALSA's on Linux and the
/// BSDs; `afplay` (always there) on macOS; PowerShell's `SoundPlayer` on
/// Windows. Where none is found the bell rings and the screen says so.
#[cfg(all(unix, not(target_os = "macos")))]
pub const PLAYERS: &[&str] = &["paplay", "pw-play", "aplay"];
#[cfg(target_os = "macos")]
pub const PLAYERS: &[&str] = &["afplay"];
#[cfg(windows)]
pub const PLAYERS: &[&str] = &["powershell.exe", "pwsh.exe"];
#[cfg(not(any(unix, windows)))]
pub const PLAYERS: &[&str] = &[];

/// The arguments that make `player` play `file` and return when done.
pub fn player_args(player: &Path, file: &Path) -> Vec<std::ffi::OsString> {
    let name = player
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    if name.starts_with("powershell") || name.starts_with("pwsh") {
        // A single-quoted PowerShell string: only ' needs doubling.
        let quoted = file.to_string_lossy().replace('\'', "''");
        ["-NoProfile", "-NonInteractive", "-Command"]
            .into_iter()
            .map(Into::into)
            .chain([format!("(New-Object System.Media.SoundPlayer '{quoted}').PlaySync()").into()])
            .collect()
    } else {
        vec![file.as_os_str().to_owned()]
    }
}

/// This system's sound player, looked for once (on PATH).
pub fn system_player() -> Option<&'static Path> {
    static PLAYER: OnceLock<Option<PathBuf>> = OnceLock::new();
    PLAYER
        .get_or_init(|| find_player(std::env::var_os("PATH").as_deref()))
        .as_deref()
}

const RATE: u32 = 22_050;

/// The alert sound: a 0.4 s rising sine chirp (880 → 1320 Hz) with soft
/// edges, 16-bit mono PCM at 22.05 kHz, as a WAV file. Made by code, so
/// the project ships no recording.
pub fn chirp_wav() -> Vec<u8> {
    let n = RATE * 2 / 5;
    let mut pcm = Vec::with_capacity(n as usize * 2);
    let fade = f64::from(RATE / 50); // 20 ms
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
    PLAYERS.iter().find_map(|name| on_path(path, name))
}

/// The first executable `name` in the folders of `path` (a PATH value):
/// how the sound player and espeak-ng (`voice.rs`) are found.
pub(super) fn on_path(path: &std::ffi::OsStr, name: &str) -> Option<PathBuf> {
    std::env::split_paths(path)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
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
pub fn play(player: &Path, data: &Path) {
    let Some(file) = sound_file(data) else {
        return;
    };
    let child = Command::new(player)
        .args(player_args(player, &file))
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

    #[test]
    fn players_are_found_on_path_or_not_at_all() {
        let dir = std::env::temp_dir().join(format!("racon-alert-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        assert_eq!(find_player(Some(dir.as_os_str())), None);
        assert_eq!(find_player(None), None);
        let aplay = dir.join(PLAYERS[PLAYERS.len() - 1]);
        assert!(std::fs::write(&aplay, "#!/bin/sh\n").is_ok());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&aplay, std::fs::Permissions::from_mode(0o755));
        }
        assert_eq!(find_player(Some(dir.as_os_str())), Some(aplay));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn each_player_is_told_the_file_its_way() {
        let file = Path::new("/tmp/it's here/alert.wav");
        assert_eq!(
            player_args(Path::new("/usr/bin/paplay"), file),
            vec![std::ffi::OsString::from("/tmp/it's here/alert.wav")]
        );
        assert_eq!(
            player_args(Path::new("/usr/bin/afplay"), file),
            vec![std::ffi::OsString::from("/tmp/it's here/alert.wav")]
        );
        // PowerShell gets one script, the path single-quoted ('' for ').
        let ps = player_args(Path::new("C:/Windows/PowerShell.exe"), file);
        assert_eq!(
            ps,
            [
                "-NoProfile",
                "-NonInteractive",
                "-Command",
                "(New-Object System.Media.SoundPlayer '/tmp/it''s here/alert.wav').PlaySync()"
            ]
            .map(std::ffi::OsString::from)
            .to_vec()
        );
    }
}
