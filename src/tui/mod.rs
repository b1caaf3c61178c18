//! The host's screen (ratatui). Event-driven: it blocks on input with a
//! timeout only as long as the visible clock needs, and redraws only after
//! a key, a resize or a clock tick.

pub mod alert;
pub mod app;
pub mod chart;
pub mod command;
pub mod component;
pub mod ctx;
pub mod deck;
pub mod display;
mod display_end;
mod display_seats;
pub mod edges;
pub mod field;
pub mod form;
pub mod form_edit;
mod form_rows;
pub mod help;
pub mod keymap;
pub mod overlay;
pub mod screens;
pub mod share;
pub mod sound;
pub mod term;
pub mod ui;
pub mod voice;
pub mod when;
pub mod widgets;

use crate::i18n::Lang;
use crate::store::Dirs;
use crate::store::night::{NightFile, list_unfinished};
use app::App;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;
use term::now_ms;

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

/// Test hook for RELIABILITY 16 (`tests/it/e2e_tmux.rs`, docs/FORMATS.md):
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
            return Ok(App::picker(lang, dirs, nights, seed, start.preset));
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
    let seed = start.seed.unwrap_or_else(|| now_ms().unsigned_abs());
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
    show_cursor_on_panic();
    let mut terminal = ratatui::init();
    term::spawn_watchdog(Arc::clone(&signal));
    let code = show(&mut terminal, &mut app, &signal, panic_at);
    ratatui::restore();
    ExitCode::from(code)
}

/// A panic shows the cursor again. `ratatui::init` (next) wraps this hook in
/// one that first leaves raw mode and the alternate screen, so the order
/// is: cooked mode, normal screen, cursor, then the message.
fn show_cursor_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = ratatui::crossterm::execute!(std::io::stdout(), ratatui::crossterm::cursor::Show);
        previous(info);
    }));
}

/// The screen's loop until the host quits, a signal comes or the terminal
/// ends: it sleeps until a key, a signal or the next clock second, and
/// redraws only after a key, a resize or a tick. Returns the exit code.
fn show(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    signal: &AtomicUsize,
    panic_at: Option<u32>,
) -> u8 {
    // Bell, title and sound when the seans, a closing tur, a break or a
    // blind level changes, and a minute before.
    let mut alerter = alert::Alerter::default();
    let mut dirty = true;
    let mut last_second = i64::MIN;
    loop {
        let now = now_ms();
        // Redraw after an event, or when the clock's second changes.
        if now / 1_000 != last_second {
            last_second = now / 1_000;
            dirty = true;
        }
        dirty |= ring(app, &mut alerter, now);
        let flash = alerter.flashing(now);
        // A print `p` started answers here, not on the key (G5).
        dirty |= screens::hesap_files::poll_print(&mut app.ctx);
        if dirty && draw(terminal, app, now, flash, panic_at).is_err() {
            return 1;
        }
        dirty = false;
        copy_to_clipboard(app);
        if app.ctx.quit {
            return 0;
        }
        if let Some(code) = term::stop_code(signal) {
            return code;
        }
        // Wake for the next second of the clock, a key, or a signal.
        let to_second = 1_000 - now.rem_euclid(1_000);
        let wait = Duration::from_millis(to_second.unsigned_abs()).min(Duration::from_millis(250));
        match term::wait_input(wait) {
            term::Input::Key(k) => {
                dirty = true;
                // Keys do nothing behind the "too small" notice.
                app.ctx.size = terminal.size().ok().map(|s| (s.width, s.height));
                app.handle_key(k, now_ms());
            }
            term::Input::Other => dirty = true,
            term::Input::Nothing => {}
            term::Input::Stop(code) => return code,
        }
    }
}

/// The alerts of the night's clock at `now`; true when the status line
/// changed (a sound or a voice the house asked for and this system cannot
/// play is said there, not left silent).
fn ring(app: &mut App, alerter: &mut alert::Alerter, now: i64) -> bool {
    let Some(n) = &app.ctx.night else {
        alerter.reset();
        return false;
    };
    let st = n.night().state();
    let view = crate::night::clock::face(st, now);
    let ctx = &app.ctx;
    alerter.speak_dealer = st.setup.house.speak_dealer;
    let found = alerter.update(&view, now, st.setup.house.alerts, ctx.lang, &ctx.dirs.data);
    if found.is_empty() {
        return false;
    }
    if alerter.no_player {
        app.ctx.say(
            |l| crate::i18n::clock::no_sound_player(sound::PLAYERS, l),
            true,
        );
        return true;
    }
    if alerter.no_voice {
        app.ctx
            .say(|l| crate::i18n::speak::no_voice_bell(l).into(), true);
        return true;
    }
    false
}

/// Draws one frame (and injects the render fault when asked).
fn draw(
    terminal: &mut ratatui::DefaultTerminal,
    app: &App,
    now: i64,
    flash: bool,
    panic_at: Option<u32>,
) -> std::io::Result<()> {
    terminal.draw(|f| {
        ui::draw(f, app, now, flash);
        let hand = app.ctx.night.as_ref().map(|n| n.night().state().hand_no);
        if let Some(n) = panic_at
            && hand == Some(n)
        {
            injected_render_panic(n);
        }
    })?;
    Ok(())
}

/// The group-chat text to the clipboard, once the frame is out.
fn copy_to_clipboard(app: &mut App) {
    if let Some(text) = app.ctx.clipboard.take() {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(screens::hesap_chat::osc52(&text).as_bytes());
        let _ = out.flush();
    }
}
