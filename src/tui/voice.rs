//! Spoken announcements: `espeak-ng`, where it is installed, says a
//! moment's sentence (`i18n::speak`) in the night's language. The screens
//! speak off their thread ([`speak`]); `racon speak` waits ([`say`]).
//! The text goes to espeak-ng on its stdin, never through a shell, and
//! every child is waited for (no zombies).

use crate::i18n::Lang;
use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::{Mutex, OnceLock};

/// The program looked for on PATH.
#[cfg(windows)]
pub const PROGRAM: &str = "espeak-ng.exe";
#[cfg(not(windows))]
pub const PROGRAM: &str = "espeak-ng";

/// espeak-ng's voice for `lang`.
pub fn voice(lang: Lang) -> &'static str {
    lang.pick("tr", "en")
}

/// espeak-ng on `path` (a PATH value); on Windows also where its installer
/// puts it (`%ProgramFiles%\eSpeak NG`, not added to PATH).
pub fn find_espeak(path: Option<&OsStr>) -> Option<PathBuf> {
    path.and_then(|path| super::sound::on_path(path, PROGRAM))
        .or_else(installed_off_path)
}

#[cfg(windows)]
fn installed_off_path() -> Option<PathBuf> {
    ["ProgramFiles", "ProgramFiles(x86)"]
        .into_iter()
        .filter_map(std::env::var_os)
        .map(|d| PathBuf::from(d).join("eSpeak NG").join(PROGRAM))
        .find(|p| p.is_file())
}

#[cfg(not(windows))]
fn installed_off_path() -> Option<PathBuf> {
    None
}

/// This system's espeak-ng, looked for once.
pub fn system_espeak() -> Option<&'static Path> {
    static ESPEAK: OnceLock<Option<PathBuf>> = OnceLock::new();
    ESPEAK
        .get_or_init(|| find_espeak(std::env::var_os("PATH").as_deref()))
        .as_deref()
}

/// espeak-ng's arguments: the voice, UTF-8 text on stdin, and with `out`
/// a WAV file instead of the speaker.
pub fn args(lang: Lang, out: Option<&Path>) -> Vec<OsString> {
    let mut a: Vec<OsString> = ["-v", voice(lang), "-b", "1", "--stdin"]
        .into_iter()
        .map(Into::into)
        .collect();
    if let Some(out) = out {
        a.push("-w".into());
        a.push(out.as_os_str().to_owned());
    }
    a
}

/// Says `text` with `exe` (or writes it to `out` as a WAV) and waits until
/// espeak-ng ends; its status and stderr come back.
pub fn say(exe: &Path, lang: Lang, text: &str, out: Option<&Path>) -> std::io::Result<Output> {
    let mut child = Command::new(exe)
        .args(args(lang, out))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()?;
    let written = child
        .stdin
        .take()
        .map(|mut stdin| stdin.write_all(format!("{text}\n").as_bytes()))
        .transpose();
    // Waited for even when the text could not be written: no zombie.
    let output = child.wait_with_output()?;
    written?;
    Ok(output)
}

/// Says `text` off the caller's thread (the screen's draw loop never
/// waits); announcements that come together are said one after another.
/// Any failure is silent: the flash and the bell have already announced it.
pub fn speak(exe: &Path, lang: Lang, text: String) {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let exe = exe.to_path_buf();
    let _ = std::thread::Builder::new()
        .name("voice".into())
        .spawn(move || {
            let _turn = ONE_AT_A_TIME.lock();
            let _ = say(&exe, lang, &text, None);
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn espeak_is_found_on_path_or_not_at_all() {
        let dir = std::env::temp_dir().join(format!("racon-voice-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        #[cfg(not(windows))]
        {
            assert_eq!(find_espeak(Some(dir.as_os_str())), None);
            assert_eq!(find_espeak(None), None);
        }
        let exe = dir.join(PROGRAM);
        assert!(std::fs::write(&exe, "#!/bin/sh\n").is_ok());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755));
        }
        assert_eq!(find_espeak(Some(dir.as_os_str())), Some(exe));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_text_goes_on_stdin_and_the_voice_is_the_language() {
        let os = |v: &[&str]| v.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            args(Lang::Tr, None),
            os(&["-v", "tr", "-b", "1", "--stdin"])
        );
        assert_eq!(
            args(Lang::En, Some(Path::new("/tmp/a b.wav"))),
            os(&["-v", "en", "-b", "1", "--stdin", "-w", "/tmp/a b.wav"])
        );
    }

    /// A stand-in espeak-ng that copies its stdin to a file: the sentence
    /// arrives whole, Turkish letters and all, and `say` waits for it.
    #[cfg(unix)]
    #[test]
    fn say_hands_the_sentence_over_and_waits() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("racon-voice-say-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let heard = dir.join("heard");
        let exe = dir.join("espeak-ng");
        let script = format!("#!/bin/sh\ncat > '{}'\n", heard.display());
        assert!(std::fs::write(&exe, script).is_ok());
        let _ = std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755));
        // Another test's fork may briefly hold the script open for
        // writing (ETXTBSY, 26): try again until it is let go.
        let mut out = say(&exe, Lang::Tr, "Dağıtan: Ayşe.", None);
        for _ in 0..100 {
            if !matches!(&out, Err(e) if e.raw_os_error() == Some(26)) {
                break;
            }
            std::thread::yield_now();
            out = say(&exe, Lang::Tr, "Dağıtan: Ayşe.", None);
        }
        assert!(out.is_ok_and(|o| o.status.success()));
        assert_eq!(
            std::fs::read_to_string(&heard).ok().as_deref(),
            Some("Dağıtan: Ayşe.\n")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
