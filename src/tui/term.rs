//! How the screens (the host's and `racon display`) meet the terminal on
//! each system: waiting for a key, noticing that the terminal went away,
//! and the signals that end them. Everything system-specific in the shell
//! is here, behind `cfg(unix)` / `cfg(windows)`.
//!
//! - unix: a hang-up is seen by polling standard input (`POLLHUP`) and by
//!   the terminal losing its foreground group; SIGTERM, SIGHUP, SIGINT,
//!   SIGQUIT (and SIGUSR1/2 on the host's screen) end the screen cleanly.
//! - Windows: closing the console window (or a dropped SSH session, whose
//!   pseudo-console closes) sends `CTRL_CLOSE_EVENT`, whose default handler
//!   ends the process, and a console that fails makes crossterm's read fail
//!   ([`Input::Stop`]); Ctrl-Break (and SIGTERM/SIGINT raised in-process)
//!   end the screen cleanly. There is no hang-up to poll for.

use ratatui::crossterm::event::{self, Event, KeyEventKind};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The exit code after the terminal hung up (128 + SIGHUP, as a shell
/// reports a process ended by SIGHUP; the same number on every system).
pub const HANGUP_EXIT: u8 = 129;

/// The signals that end the host's screen. SIGUSR1/SIGUSR2 and SIGQUIT
/// would otherwise kill it without restoring the terminal.
#[cfg(unix)]
pub const SCREEN_SIGNALS: &[i32] = {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};
    &[SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2]
};
/// The signals that end `racon display`.
#[cfg(unix)]
pub const DISPLAY_SIGNALS: &[i32] = {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    &[SIGTERM, SIGHUP, SIGINT]
};

/// Ctrl-Break arrives as SIGBREAK (Ctrl-C is a key in raw mode).
#[cfg(windows)]
pub const SCREEN_SIGNALS: &[i32] = &[
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGINT,
    signal_hook::consts::SIGBREAK,
];
#[cfg(windows)]
pub const DISPLAY_SIGNALS: &[i32] = SCREEN_SIGNALS;

/// Whether standard input (the terminal) has hung up.
#[cfg(unix)]
pub fn hung_up() -> bool {
    use rustix::event::{PollFd, PollFlags, poll};
    let stdin = std::io::stdin();
    let mut fds = [PollFd::new(&stdin, PollFlags::IN)];
    let zero = rustix::event::Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    let hup = matches!(poll(&mut fds, Some(&zero)), Ok(n) if n > 0)
        && fds[0]
            .revents()
            .intersects(PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL);
    // After a hang-up the terminal has no foreground group any more.
    hup || rustix::termios::tcgetpgrp(&stdin).is_err()
}

/// Windows has no hang-up to poll for: closing the console ends the
/// process (module docs).
#[cfg(not(unix))]
pub fn hung_up() -> bool {
    false
}

/// A flag that holds the number of the last of `sigs` received (0: none).
pub fn watch_signals(sigs: &[i32]) -> Arc<AtomicUsize> {
    let signal = Arc::new(AtomicUsize::new(0));
    for &sig in sigs {
        let _ = signal_hook::flag::register_usize(sig, Arc::clone(&signal), sig as usize);
    }
    signal
}

/// The exit code for a received signal `sig` (128 + its number).
pub fn signal_exit(sig: usize) -> u8 {
    128u8.saturating_add(u8::try_from(sig).unwrap_or(127))
}

/// The exit code when a signal came or the terminal hung up (a terminal
/// that went away does not always send SIGHUP; reading it would spin on
/// EOF, so a hung-up input counts as SIGHUP).
pub fn stop_code(signal: &AtomicUsize) -> Option<u8> {
    let sig = signal.load(std::sync::atomic::Ordering::Relaxed);
    if sig != 0 {
        return Some(signal_exit(sig));
    }
    hung_up().then_some(HANGUP_EXIT)
}

/// The wall clock, unix ms: the one place the screens read it.
pub fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// What waiting for the terminal gave.
pub enum Input {
    /// A key pressed.
    Key(ratatui::crossterm::event::KeyEvent),
    /// Another event (a resize, a key released): redraw.
    Other,
    /// Nothing within the wait.
    Nothing,
    /// Stop with this exit code (the terminal hung up or failed).
    Stop(u8),
}

/// Waits up to `wait` for the terminal.
pub fn wait_input(wait: Duration) -> Input {
    match event::poll(wait) {
        // crossterm's read loops on end-of-file: look first.
        Ok(true) if hung_up() => Input::Stop(HANGUP_EXIT),
        Ok(true) => match event::read() {
            Ok(Event::Key(k)) if k.kind == KeyEventKind::Press => Input::Key(k),
            Ok(_) => Input::Other,
            Err(_) => Input::Stop(1),
        },
        Ok(false) => Input::Nothing,
        Err(_) => Input::Stop(1),
    }
}

/// How long the screen's loop has to notice a signal itself (and restore
/// the terminal) before the watchdog ends the process.
pub const SIGNAL_GRACE: Duration = Duration::from_secs(1);

/// How often the watchdog looks.
const WATCH_EVERY: Duration = Duration::from_millis(250);

/// crossterm's read loops on end-of-file once the terminal is gone (a
/// closed window, a killed tmux, a dropped SSH login), inside a call that
/// never returns, so the screen's own loop can neither see the hang-up nor
/// the signal flag. This thread ends the process then: at once on a
/// hang-up (the terminal is gone, there is nothing to restore; every event
/// shown as saved is already on disk), and [`SIGNAL_GRACE`] after a signal
/// the loop did not act on. Both screens start it.
pub fn spawn_watchdog(signal: Arc<AtomicUsize>) {
    let _ = std::thread::Builder::new()
        .name("hangup-watchdog".into())
        .spawn(move || {
            let mut seen: Option<Instant> = None;
            loop {
                std::thread::sleep(WATCH_EVERY);
                if hung_up() {
                    std::process::exit(i32::from(HANGUP_EXIT));
                }
                let sig = signal.load(Ordering::Relaxed);
                if sig != 0 {
                    let since = *seen.get_or_insert_with(Instant::now);
                    if since.elapsed() >= SIGNAL_GRACE {
                        std::process::exit(i32::from(signal_exit(sig)));
                    }
                }
            }
        });
}
