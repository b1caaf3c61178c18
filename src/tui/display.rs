//! `racon display [PATH]`: a read-only clock face and seats of a
//! live night, for a second terminal (a TV, a projector, an SSH login). It
//! follows the night's journal ([`crate::store::follower`]) with a light
//! poll of the file's length and time every 250 ms, takes no lock, never
//! writes, and redraws only when the journal changed, the clock's second
//! changed or a key came. Keys: `q`, `L`, `?`.

use super::alert::{Alerter, display_mode};
use super::display_seats;
use super::keymap::Command;
use super::term::{self, Input, now_ms};
use super::widgets::clock_face::ClockFace;
use super::widgets::notes;
use super::widgets::theme::{ACCENT, ERROR};
use crate::i18n::Lang;
use crate::i18n::clock::{self as t, Word};
use crate::night::State;
use crate::night::clock::face;
use crate::store::Dirs;
use crate::store::follower::{Change, Follower};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

/// How often the journal is looked at.
pub const POLL: Duration = Duration::from_millis(POLL_MS.unsigned_abs());
const POLL_MS: i64 = 250;

/// The night folder to show: PATH (a folder, or its `events` file), else
/// the unfinished night.
fn resolve(dirs: &Dirs, path: Option<PathBuf>) -> Option<PathBuf> {
    match path {
        Some(p) if p.is_file() => p.parent().map(std::path::Path::to_path_buf),
        Some(p) => Some(p),
        None => crate::store::night::unfinished(dirs),
    }
}

/// What the display shows besides the night.
struct View {
    lang: Lang,
    help: bool,
    /// `--voice`: this display speaks the alerts ([`display_mode`]).
    voice: bool,
}

pub fn run(lang: Lang, dirs: &Dirs, path: Option<PathBuf>, voice: bool) -> ExitCode {
    let mut follower = match follow(lang, dirs, path) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("racon: {e}");
            return ExitCode::from(2);
        }
    };
    let signal = term::watch_signals(term::DISPLAY_SIGNALS);
    let mut terminal = ratatui::init();
    // The display is left on a TV all night: when its terminal goes away it
    // must end, even while crossterm spins on the closed input (B2).
    term::spawn_watchdog(Arc::clone(&signal));
    let view = View {
        lang,
        help: false,
        voice,
    };
    let code = show(&mut terminal, &mut follower, view, &dirs.data, &signal);
    ratatui::restore();
    ExitCode::from(code)
}

/// The night to follow, on a terminal; or why not, in words.
fn follow(lang: Lang, dirs: &Dirs, path: Option<PathBuf>) -> Result<Follower, String> {
    let dir = resolve(dirs, path).ok_or_else(|| t::no_unfinished_night(lang))?;
    let follower = Follower::open(&dir).map_err(|e| crate::i18n::store::open_error(&e, lang))?;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(t::needs_terminal(lang).to_string());
    }
    Ok(follower)
}

/// The display's loop until a key, a signal or the terminal ends it: it
/// reads the journal every [`POLL`], redraws when it changed or the
/// clock's second did, and rings the alerts. Returns the exit code.
fn show(
    terminal: &mut ratatui::DefaultTerminal,
    follower: &mut Follower,
    mut view: View,
    data: &Path,
    signal: &AtomicUsize,
) -> u8 {
    let mut alerter = Alerter::default();
    let mut dirty = true;
    let mut last_second = i64::MIN;
    let mut next_poll = 0i64;
    loop {
        let now = now_ms();
        if now >= next_poll {
            next_poll = now + POLL_MS;
            dirty |= poll(follower, &mut alerter);
        }
        if now / 1_000 != last_second {
            last_second = now / 1_000;
            dirty = true;
        }
        if dirty {
            let s = follower.night().state();
            let mode = display_mode(s.setup.house.alerts, view.voice);
            alerter.speak_dealer = s.setup.house.speak_dealer;
            alerter.update(&face(s, now), now, mode, view.lang, data);
            let flash = alerter.flashing(now);
            let message = alerter.message.as_deref();
            if terminal
                .draw(|f| draw(f, follower, &view, now, flash, message))
                .is_err()
            {
                return 1;
            }
            dirty = false;
        }
        if let Some(code) = term::stop_code(signal) {
            return code;
        }
        let now = now_ms();
        let to_second = 1_000 - now.rem_euclid(1_000);
        let to_poll = (next_poll - now).max(1);
        let wait = Duration::from_millis(u64::try_from(to_second.min(to_poll)).unwrap_or(1));
        match term::wait_input(wait) {
            Input::Key(k) => {
                dirty = true;
                if key(&mut view, &k) {
                    return 0;
                }
            }
            Input::Other => dirty = true,
            Input::Nothing => {}
            Input::Stop(code) => return code,
        }
    }
}

/// Reads what the journal gained; true when there is something to redraw.
fn poll(follower: &mut Follower, alerter: &mut Alerter) -> bool {
    match follower.poll() {
        Change::None => false,
        Change::Appended(_) | Change::Gone => true,
        Change::Reloaded => {
            alerter.reset();
            true
        }
    }
}

/// A key on the display; true when it quits.
fn key(view: &mut View, k: &ratatui::crossterm::event::KeyEvent) -> bool {
    match super::keymap::display_command(k) {
        Some(Command::Quit) => return true,
        Some(Command::Lang) => {
            view.lang = match view.lang {
                Lang::Tr => Lang::En,
                Lang::En => Lang::Tr,
            };
        }
        Some(Command::Help) => view.help = !view.help,
        _ => view.help = false,
    }
    false
}

/// What one frame of the display shows.
#[derive(Clone, Copy)]
pub struct Screen<'a> {
    pub state: &'a State,
    /// Why the journal could not be read on, if it could not.
    pub problem: Option<&'a str>,
    pub lang: Lang,
    pub help: bool,
    pub now: i64,
    pub flash: bool,
    /// The alert being flashed, if any.
    pub message: Option<&'a str>,
}

/// Draws the display: the title, the seats in the host's ring order over
/// the clock face, and the footer; once the night is over, its end as the
/// whole screen between title and footer.
pub fn draw_screen(f: &mut Frame, sc: &Screen) {
    let s = sc.state;
    let lang = sc.lang;
    let area = f.area();
    let banner = sc.problem.is_some() || sc.message.is_some();
    let [title_a, banner_a, body_a, foot_a] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(u16::from(banner)),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area);
    f.render_widget(
        Paragraph::new(t::display_title(&s.setup.name, lang))
            .style(Style::new().bg(ACCENT).fg(Color::Black)),
        title_a,
    );
    draw_banner(f, sc, banner_a);
    if s.phase == crate::night::Phase::Ended {
        super::display_end::draw(f, s, sc.problem.is_none(), lang, body_a);
    } else {
        draw_table(f, sc, body_a);
    }
    f.render_widget(
        Paragraph::new(t::display_footer(lang)).style(Style::new().fg(Color::DarkGray)),
        foot_a,
    );
    if sc.help {
        draw_help(f, lang, area);
    }
}

/// The seats (big where the window allows, [`display_seats::plan`]), who
/// cuts and the deck, and the clock face under them.
fn draw_table(f: &mut Frame, sc: &Screen, area: Rect) {
    let s = sc.state;
    let lang = sc.lang;
    // Who cuts, who shuffles the second pack, the deck's note (issue 22);
    // the chip set's colours and, at a blind level that frees the smallest
    // chips, which come off (issue 27).
    let notes: Vec<Line> = [
        notes::cut_line(s, lang),
        notes::deck_note(s, lang),
        notes::chip_legend(s, lang),
        notes::colour_up_line(s, sc.now, lang),
    ]
    .into_iter()
    .flatten()
    .collect();
    let notes_rows = u16::try_from(notes.len()).unwrap_or(u16::MAX);
    let seats = display_seats::plan(s, area.width, area.height.saturating_sub(notes_rows));
    let gap = u16::from(matches!(seats, display_seats::Seats::Big(_)));
    let [seats_a, _, notes_a, face_a] = Layout::vertical([
        Constraint::Length(seats.height(s)),
        Constraint::Length(gap),
        Constraint::Length(notes_rows),
        Constraint::Fill(1),
    ])
    .areas(area);
    display_seats::draw(f, s, seats, sc.now, lang, seats_a);
    f.render_widget(Paragraph::new(notes).centered(), notes_a);
    let v = face(s, sc.now);
    let clock = ClockFace {
        view: &v,
        lang,
        flash: sc.flash,
        info_first: true,
    };
    f.render_widget(clock, face_a);
}

/// The journal's problem on red, else the alert being flashed.
fn draw_banner(f: &mut Frame, sc: &Screen, area: Rect) {
    if let Some(p) = sc.problem {
        f.render_widget(
            Paragraph::new(p.to_string()).style(Style::new().bg(ERROR).fg(Color::Black)),
            area,
        );
    } else if let Some(m) = sc.message {
        f.render_widget(
            Paragraph::new(m.to_string())
                .style(Style::new().fg(ERROR).add_modifier(Modifier::BOLD))
                .centered(),
            area,
        );
    }
}

/// The display's keys (`?`), in the middle of `area`.
fn draw_help(f: &mut Frame, lang: Lang, area: Rect) {
    let lines: Vec<Line> = super::keymap::DISPLAY_KEYS
        .iter()
        .filter(|(.., tr, _)| !tr.is_empty())
        .map(|(k, _, tr, en)| {
            Line::from(vec![
                Span::styled(format!("{:>3}  ", k.label()), Style::new().fg(ACCENT)),
                Span::raw(lang.pick(tr, en).to_string()),
            ])
        })
        .collect();
    let h = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX);
    let r = super::widgets::centered(area, 40, h);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(format!(" {} ", t::word(Word::Help, lang)))),
        r,
    );
}

fn draw(
    f: &mut Frame,
    follower: &Follower,
    view: &View,
    now: i64,
    flash: bool,
    message: Option<&str>,
) {
    draw_screen(
        f,
        &Screen {
            state: follower.night().state(),
            problem: banner(follower, view.lang).as_deref(),
            lang: view.lang,
            help: view.help,
            now,
            flash,
            message,
        },
    );
}

/// The top line's problem: the journal gone, or where it is damaged; the
/// night's files named within its folder, never the host's paths (G9, G11).
fn banner(follower: &Follower, lang: Lang) -> Option<String> {
    use crate::i18n::store::{in_night, night_gone, open_error};
    let text = match (&follower.gone, &follower.problem) {
        (Some(g), _) => night_gone(g, lang),
        (None, Some(p)) => open_error(p, lang),
        (None, None) => return None,
    };
    Some(in_night(&text, follower.dir()))
}
