//! Words for files and the disk: journal, lock, repair and save problems,
//! in Turkish and English (findings F1, F4, F5, F10; host-walk #14).

use super::Lang;

/// The table screen was started without a terminal: names the stream that
/// is not one (F10).
pub fn no_tty(lang: Lang, stdin_bad: bool, stdout_bad: bool) -> String {
    let (tr, en) = match (stdin_bad, stdout_bad) {
        (true, true) => (
            "girdi ve çıktı terminal değil",
            "stdin and stdout are not a TTY",
        ),
        (true, false) => ("girdi terminal değil", "stdin is not a TTY"),
        _ => ("çıktı terminal değil", "stdout is not a TTY"),
    };
    match lang {
        Lang::Tr => format!(
            "masa ekranı bir terminal ister ({tr}); betikler için racon judge, racon night show … kullanın"
        ),
        Lang::En => format!(
            "the table screen needs a terminal ({en}); scripts can use racon judge, racon night show …"
        ),
    }
}
