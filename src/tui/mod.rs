//! The host's screen (ratatui). Event-driven: it blocks on input with a
//! timeout only as long as the visible clock needs, and redraws only after
//! a key, a resize or a clock tick.

pub mod alert;
pub mod app;
pub mod chart;
pub mod display;
pub mod edges;
pub mod field;
pub mod form;
pub mod form_edit;
mod form_rows;
pub mod keymap;
pub mod screens;
pub mod share;
pub mod ui;
pub mod when;
pub mod widgets;

use crate::i18n::Lang;
use crate::store::Dirs;
use crate::store::night::{NightFile, list_unfinished};
use app::App;
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// How `racon` / `racon new` start the screen.
pub struct Start {
    /// Start a new night (setup screen) even if one is unfinished.
    pub new: bool,
    /// The night `racon open PATH` names (checked: it loads, not ended).
    pub open: Option<std::path::PathBuf>,
    pub preset: Option<String>,
    pub seed: Option<u64>,
    /// What `S` on the table uses to share the night with phones.
    pub sharer: Option<share::Sharer>,
}

pub(crate) fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// Whether standard input (the terminal) has hung up (the screen and
/// `racon display`).
pub(crate) fn input_hung_up() -> bool {
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

/// A flag that holds the number of the last of `sigs` received (0: none).
pub(crate) fn watch_signals(sigs: &[i32]) -> Arc<AtomicUsize> {
    let signal = Arc::new(AtomicUsize::new(0));
    for &sig in sigs {
        let _ = signal_hook::flag::register_usize(sig, Arc::clone(&signal), sig as usize);
    }
    signal
}

/// What waiting for the terminal gave.
pub(crate) enum Input {
    /// A key pressed.
    Key(ratatui::crossterm::event::KeyEvent),
    /// Another event (a resize, a key released): redraw.
    Other,
    /// Nothing within the wait.
    Nothing,
    /// Stop with this exit code (the terminal hung up or failed).
    Stop(u8),
}

/// Waits up to `wait` for the terminal (the screen and `racon display`).
pub(crate) fn wait_input(wait: Duration) -> Input {
    match event::poll(wait) {
        // crossterm's read loops on end-of-file: look first.
        Ok(true) if input_hung_up() => Input::Stop(128 + signal_hook::consts::SIGHUP as u8),
        Ok(true) => match event::read() {
            Ok(Event::Key(k)) if k.kind == KeyEventKind::Press => Input::Key(k),
            Ok(_) => Input::Other,
            Err(_) => Input::Stop(1),
        },
        Ok(false) => Input::Nothing,
        Err(_) => Input::Stop(1),
    }
}

/// crossterm's blocking read can loop on end-of-file once the terminal is
/// gone, so a watchdog ends the process then (every event shown as saved is
/// already on disk; the terminal is gone, so there is nothing to restore).
fn spawn_hangup_watchdog() {
    let _ = std::thread::Builder::new()
        .name("hangup-watchdog".into())
        .spawn(|| {
            loop {
                std::thread::sleep(Duration::from_millis(250));
                if input_hung_up() {
                    std::process::exit(128 + signal_hook::consts::SIGHUP);
                }
            }
        });
}

/// Test hook for RELIABILITY 16 (tests/e2e_tmux.rs, docs/FORMATS.md):
/// with `RACON_FAULT_RENDER_PANIC_AT_HAND=N` in the environment, drawing the
/// screen panics once the night's hand number is `N`. Read once when the
/// screen starts; nothing else reaches it, and without the variable it is
/// off.
const FAULT_RENDER_PANIC: &str = "RACON_FAULT_RENDER_PANIC_AT_HAND";

fn render_panic_at() -> Option<u32> {
    std::env::var(FAULT_RENDER_PANIC).ok()?.trim().parse().ok()
}

/// The fault [`FAULT_RENDER_PANIC`] injects.
#[allow(
    clippy::panic,
    reason = "a test hook: the panic is the fault under test (RELIABILITY 16)"
)]
fn injected_render_panic(hand: u32) -> ! {
    panic!("{FAULT_RENDER_PANIC}: injected panic while drawing hand {hand}")
}

/// The app `racon` starts with: the setup for `racon new`, the night
/// `racon open PATH` names, else the one unfinished night, or the picker
/// when more than one is unfinished or one will not open cleanly.
pub fn first_app(lang: Lang, dirs: Dirs, start: Start, seed: u64) -> Result<App, String> {
    let preset = start.preset.as_deref();
    let dir = if start.new {
        // `racon new` says on the screen too that nights are unfinished, and
        // how to reach them (the terminal's lines hide behind the screen).
        let open = list_unfinished(&dirs).len();
        let mut app = App::new(lang, dirs, None, seed, preset);
        if open > 0 {
            app.ctx
                .say(|l| crate::i18n::tui::unfinished_notice(open, l), false);
        }
        return Ok(app);
    } else if let Some(dir) = start.open {
        Some(dir)
    } else {
        let nights = list_unfinished(&dirs);
        if screens::picker::needed(&nights) {
            return Ok(screens::picker::app(lang, dirs, nights, seed, start.preset));
        }
        nights.into_iter().next().map(|e| e.dir)
    };
    let night = match dir.map(|d| NightFile::open(&d)) {
        Some(Ok(n)) => Some(n),
        Some(Err(e)) => return Err(crate::i18n::store::open_error(&e, lang)),
        None => None,
    };
    Ok(App::new(lang, dirs, night, seed, preset))
}

pub fn run(lang: Lang, dirs: Dirs, mut start: Start) -> ExitCode {
    let (stdin_tty, stdout_tty) = (
        std::io::stdin().is_terminal(),
        std::io::stdout().is_terminal(),
    );
    if !stdin_tty || !stdout_tty {
        eprintln!(
            "racon: {}",
            crate::i18n::store::no_tty(lang, !stdin_tty, !stdout_tty)
        );
        return ExitCode::from(2);
    }
    let seed = start.seed.unwrap_or_else(|| now_ms() as u64);
    let sharer = start.sharer.take();
    let mut app = match first_app(lang, dirs, start, seed) {
        Ok(app) => app,
        Err(e) => {
            eprintln!("racon: {e}");
            return ExitCode::from(2);
        }
    };
    app.ctx.sharer = sharer;

    // SIGTERM / SIGHUP: leave the loop, restore the terminal, exit 128+n.
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};
    let signal = watch_signals(&[SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2]);
    let panic_at = render_panic_at();
    // A panic shows the cursor again. ratatui::init (next) wraps this hook
    // in one that first leaves raw mode and the alternate screen, so the
    // order is: cooked mode, normal screen, cursor, then the message.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = ratatui::crossterm::execute!(std::io::stdout(), ratatui::crossterm::cursor::Show);
        previous(info);
    }));
    let mut terminal = ratatui::init();
    spawn_hangup_watchdog();
    // Bell, title and sound when the seans, a closing tur, a break or a
    // blind level changes, and a minute before.
    let mut alerter = alert::Alerter::default();
    let mut dirty = true;
    let mut last_second = i64::MIN;
    let code = loop {
        let now = now_ms();
        // Redraw after an event, or when the clock's second changes.
        if now / 1_000 != last_second {
            last_second = now / 1_000;
            dirty = true;
        }
        if let Some(n) = &app.ctx.night {
            let st = n.night().state();
            let view = crate::night::clock::face(st, now);
            alerter.update(
                &view,
                now,
                st.setup.house.alerts,
                app.ctx.lang,
                &app.ctx.dirs.data,
            );
        } else {
            alerter.reset();
        }
        let flash = alerter.flashing(now);
        // A print `p` started answers here, not on the key (G5).
        dirty |= screens::hesap_files::poll_print(&mut app.ctx);
        if dirty
            && terminal
                .draw(|f| {
                    ui::draw(f, &app, now, flash);
                    let hand = app.ctx.night.as_ref().map(|n| n.night().state().hand_no);
                    if let Some(n) = panic_at
                        && hand == Some(n)
                    {
                        injected_render_panic(n);
                    }
                })
                .is_err()
        {
            break 1;
        }
        dirty = false;
        if app.ctx.quit {
            break 0;
        }
        let sig = signal.load(Ordering::Relaxed);
        if sig != 0 {
            break 128 + sig as u8;
        }
        // A terminal that went away (window closed, tmux session killed)
        // does not always send SIGHUP; reading it would spin on EOF. Treat a
        // hung-up input as SIGHUP.
        if input_hung_up() {
            break 128 + signal_hook::consts::SIGHUP as u8;
        }
        // Wake for the next second of the clock, a key, or a signal.
        let wait = Duration::from_millis(1_000 - (now.rem_euclid(1_000)) as u64)
            .min(Duration::from_millis(250));
        match wait_input(wait) {
            Input::Key(k) => {
                dirty = true;
                // Keys do nothing behind the "too small" notice.
                app.ctx.size = terminal.size().ok().map(|s| (s.width, s.height));
                app.handle_key(k, now_ms());
            }
            Input::Other => dirty = true,
            Input::Nothing => {}
            Input::Stop(code) => break code,
        }
    };
    ratatui::restore();
    ExitCode::from(code)
}
