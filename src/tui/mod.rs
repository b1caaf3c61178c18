//! The host's screen (ratatui). Event-driven: it blocks on input with a
//! timeout only as long as the visible clock needs, and redraws only after
//! a key, a resize or a clock tick.

pub mod alert;
pub mod app;
pub mod chart;
pub mod command;
pub mod display;
mod display_end;
pub mod edges;
pub mod field;
pub mod form;
pub mod form_edit;
mod form_rows;
pub mod keymap;
pub mod overlay;
pub mod screens;
pub mod share;
pub mod sound;
pub mod term;
pub mod ui;
pub mod when;
pub mod widgets;

use crate::i18n::Lang;
use crate::store::Dirs;
use crate::store::night::{NightFile, list_unfinished};
use app::App;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::Ordering;
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
    let signal = term::watch_signals(term::SCREEN_SIGNALS);
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
    term::spawn_watchdog(std::sync::Arc::clone(&signal));
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
            let found = alerter.update(
                &view,
                now,
                st.setup.house.alerts,
                app.ctx.lang,
                &app.ctx.dirs.data,
            );
            // A sound the house asked for and this system cannot play is
            // said on the status line, not left silent.
            if !found.is_empty() && alerter.no_player {
                app.ctx.say(
                    |l| crate::i18n::clock::no_sound_player(sound::PLAYERS, l),
                    true,
                );
                dirty = true;
            }
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
        // The group-chat text to the clipboard, once the frame is out.
        if let Some(text) = app.ctx.clipboard.take() {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(screens::hesap_chat::osc52(&text).as_bytes());
            let _ = out.flush();
        }
        if app.ctx.quit {
            break 0;
        }
        let sig = signal.load(Ordering::Relaxed);
        if sig != 0 {
            break term::signal_exit(sig);
        }
        // A terminal that went away (window closed, tmux session killed)
        // does not always send SIGHUP; reading it would spin on EOF. Treat a
        // hung-up input as SIGHUP.
        if term::hung_up() {
            break term::HANGUP_EXIT;
        }
        // Wake for the next second of the clock, a key, or a signal.
        let wait = Duration::from_millis(1_000 - (now.rem_euclid(1_000)) as u64)
            .min(Duration::from_millis(250));
        match term::wait_input(wait) {
            term::Input::Key(k) => {
                dirty = true;
                // Keys do nothing behind the "too small" notice.
                app.ctx.size = terminal.size().ok().map(|s| (s.width, s.height));
                app.handle_key(k, now_ms());
            }
            term::Input::Other => dirty = true,
            term::Input::Nothing => {}
            term::Input::Stop(code) => break code,
        }
    };
    ratatui::restore();
    ExitCode::from(code)
}
