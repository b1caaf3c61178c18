//! `racon display [PATH]`: a read-only clock face and seats of a
//! live night, for a second terminal (a TV, a projector, an SSH login). It
//! follows the night's journal ([`crate::store::follower`]) with a light
//! poll of the file's length and time every 250 ms, takes no lock, never
//! writes, and redraws only when the journal changed, the clock's second
//! changed or a key came. Keys: `q`, `L`, `?`.

use super::alert::Alerter;
use super::keymap::Command;
use super::now_ms;
use super::term::{self, Input};
use super::widgets::clock_face::ClockFace;
use super::widgets::notes;
use crate::i18n::Lang;
use crate::i18n::clock::{self as t, Word};
use crate::night::clock::face;
use crate::night::{PlayerId, State};
use crate::store::Dirs;
use crate::store::follower::{Change, Follower};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// How often the journal is looked at.
pub const POLL: Duration = Duration::from_millis(250);

pub(super) const ACCENT: Color = Color::Yellow;
pub(super) const ERROR: Color = Color::LightRed;

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
}

pub fn run(lang: Lang, dirs: &Dirs, path: Option<PathBuf>) -> ExitCode {
    let Some(dir) = resolve(dirs, path) else {
        eprintln!("racon: {}", t::no_unfinished_night(lang));
        return ExitCode::from(2);
    };
    let mut follower = match Follower::open(&dir) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("racon: {}", crate::i18n::store::open_error(&e, lang));
            return ExitCode::from(2);
        }
    };
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        eprintln!("racon: {}", t::needs_terminal(lang));
        return ExitCode::from(2);
    }
    let signal = term::watch_signals(term::DISPLAY_SIGNALS);
    let mut view = View { lang, help: false };
    let mut alerter = Alerter::default();
    let mut terminal = ratatui::init();
    // The display is left on a TV all night: when its terminal goes away it
    // must end, even while crossterm spins on the closed input (B2).
    term::spawn_watchdog(std::sync::Arc::clone(&signal));
    let mut dirty = true;
    let mut last_second = i64::MIN;
    let mut next_poll = 0i64;
    let code = loop {
        let now = now_ms();
        if now >= next_poll {
            next_poll = now + POLL.as_millis() as i64;
            match follower.poll() {
                Change::None => {}
                Change::Appended(_) => dirty = true,
                Change::Reloaded => {
                    alerter.reset();
                    dirty = true;
                }
                Change::Gone => dirty = true,
            }
        }
        if now / 1_000 != last_second {
            last_second = now / 1_000;
            dirty = true;
        }
        if dirty {
            let s = follower.night().state();
            let v = face(s, now);
            alerter.update(&v, now, s.setup.house.alerts, view.lang, &dirs.data);
            let flash = alerter.flashing(now);
            if terminal
                .draw(|f| draw(f, &follower, &view, now, flash, alerter.message.as_deref()))
                .is_err()
            {
                break 1;
            }
            dirty = false;
        }
        let sig = signal.load(Ordering::Relaxed);
        if sig != 0 {
            break term::signal_exit(sig);
        }
        if term::hung_up() {
            break term::HANGUP_EXIT;
        }
        let now = now_ms();
        let to_second = 1_000 - now.rem_euclid(1_000);
        let to_poll = (next_poll - now).max(1);
        let wait = Duration::from_millis(to_second.min(to_poll) as u64);
        match term::wait_input(wait) {
            Input::Key(k) => {
                dirty = true;
                match super::keymap::display_command(&k) {
                    Some(Command::Quit) => break 0,
                    Some(Command::Lang) => {
                        view.lang = match view.lang {
                            Lang::Tr => Lang::En,
                            Lang::En => Lang::Tr,
                        };
                    }
                    Some(Command::Help) => view.help = !view.help,
                    _ => view.help = false,
                }
            }
            Input::Other => dirty = true,
            Input::Nothing => {}
            Input::Stop(code) => break code,
        }
    };
    ratatui::restore();
    ExitCode::from(code)
}

fn seat_lines(s: &State, lang: Lang) -> Vec<Line<'static>> {
    let seats: Vec<PlayerId> = if s.seats.is_empty() {
        s.ids().collect()
    } else {
        s.seats.clone()
    };
    let ended = s.phase == crate::night::Phase::Ended;
    seats
        .iter()
        .map(|&p| {
            let mut spans = Vec::new();
            let dealer = !ended && !s.seats.is_empty() && s.dealer() == Some(p);
            spans.push(Span::styled(
                if dealer { "◆ " } else { "  " },
                Style::new().fg(ACCENT),
            ));
            spans.push(Span::styled(
                s.name(p).to_string(),
                Style::new().add_modifier(Modifier::BOLD),
            ));
            if let Some(x) = s.player(p) {
                spans.push(Span::raw(format!("  kav {}", x.kav_total)));
                if x.left {
                    spans.push(Span::styled(
                        format!(" · {}", t::word(Word::Left, lang)),
                        Style::new().fg(Color::DarkGray),
                    ));
                } else if x.sitting_out {
                    spans.push(Span::styled(
                        format!(" · {}", t::word(Word::SitsOut, lang)),
                        Style::new().fg(Color::DarkGray),
                    ));
                }
                if s.cikma_reached(p) {
                    spans.push(Span::styled(" · çıkma", Style::new().fg(ERROR)));
                }
            }
            Line::from(spans)
        })
        .collect()
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

/// Draws the display: title, seats, the clock face (or the result), footer.
pub fn draw_screen(f: &mut Frame, sc: &Screen) {
    let Screen {
        state: s,
        problem,
        lang,
        help,
        now,
        flash,
        message,
    } = *sc;
    let area = f.area();
    let seats = seat_lines(s, lang);
    let half = seats.len().div_ceil(2);
    let banner = problem.is_some() || message.is_some();
    // Who cuts, who shuffles the second pack, the deck's note (issue 22).
    let notes: Vec<Line> = [notes::cut_line(s, lang), notes::deck_note(s, lang)]
        .into_iter()
        .flatten()
        .collect();
    let [title_a, banner_a, seats_a, notes_a, face_a, foot_a] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(u16::from(banner)),
        Constraint::Length(half as u16),
        Constraint::Length(notes.len() as u16),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area);
    f.render_widget(Paragraph::new(notes).centered(), notes_a);
    f.render_widget(
        Paragraph::new(t::display_title(&s.setup.name, lang))
            .style(Style::new().bg(ACCENT).fg(Color::Black)),
        title_a,
    );
    if let Some(p) = problem {
        f.render_widget(
            Paragraph::new(p.to_string()).style(Style::new().bg(ERROR).fg(Color::Black)),
            banner_a,
        );
    } else if let Some(m) = message {
        f.render_widget(
            Paragraph::new(m.to_string())
                .style(Style::new().fg(ERROR).add_modifier(Modifier::BOLD))
                .centered(),
            banner_a,
        );
    }
    let [left, right] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(seats_a);
    let mut seats = seats;
    let rest = seats.split_off(half.min(seats.len()));
    f.render_widget(Paragraph::new(seats), left);
    f.render_widget(Paragraph::new(rest), right);
    if s.phase == crate::night::Phase::Ended {
        let face_block = Block::bordered();
        let inner = face_block.inner(face_a);
        f.render_widget(face_block, face_a);
        let lines = super::display_end::result_lines(s, problem.is_none(), lang);
        f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), inner);
    } else {
        let v = face(s, now);
        f.render_widget(
            ClockFace {
                view: &v,
                lang,
                flash,
            },
            face_a,
        );
    }
    f.render_widget(
        Paragraph::new(t::display_footer(lang)).style(Style::new().fg(Color::DarkGray)),
        foot_a,
    );
    if help {
        let keys: Vec<(String, &str)> = super::keymap::DISPLAY_KEYS
            .iter()
            .filter(|(.., tr, _)| !tr.is_empty())
            .map(|(k, _, tr, en)| (k.label(), lang.pick(tr, en)))
            .collect();
        let w = 40.min(area.width);
        let h = (keys.len() as u16 + 2).min(area.height);
        let r = Rect {
            x: area.x + (area.width - w) / 2,
            y: area.y + (area.height - h) / 2,
            width: w,
            height: h,
        };
        let lines: Vec<Line> = keys
            .iter()
            .map(|(k, what)| {
                Line::from(vec![
                    Span::styled(format!("{k:>3}  "), Style::new().fg(ACCENT)),
                    Span::raw(what.to_string()),
                ])
            })
            .collect();
        f.render_widget(Clear, r);
        f.render_widget(
            Paragraph::new(lines)
                .block(Block::bordered().title(format!(" {} ", t::word(Word::Help, lang)))),
            r,
        );
    }
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
