//! Helpers of tests/tui.rs: key scripts, rendering, and reading a screen's
//! state.
#![allow(dead_code)]

use super::common::TempDir;
use racon::i18n::Lang;
use racon::tui::app::App;
use racon::tui::screens::setup_form::FormState;
use racon::tui::screens::{Screen, View};
use racon::tui::ui;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

pub const T0: i64 = 1_790_000_000_000;
pub const MIN: i64 = 60_000;

pub fn key(c: KeyCode) -> KeyEvent {
    KeyEvent::new(c, KeyModifiers::NONE)
}

pub fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

/// Types a script: each char is a key; `⏎` Enter, `⎋` Esc, `↑` `↓` `←` `→`
/// arrows, `⌫` Backspace, `⇥` Tab.
pub fn keys(app: &mut App, script: &str, now: i64) {
    for ch in script.chars() {
        let code = match ch {
            '⏎' => KeyCode::Enter,
            '⎋' => KeyCode::Esc,
            '↑' => KeyCode::Up,
            '↓' => KeyCode::Down,
            '⌫' => KeyCode::Backspace,
            '⇥' => KeyCode::Tab,
            '←' => KeyCode::Left,
            '→' => KeyCode::Right,
            c => KeyCode::Char(c),
        };
        app.handle_key(key(code), now);
    }
}

pub fn started(tag: &str, lang: Lang) -> (TempDir, App) {
    let tmp = TempDir::new(tag);
    let mut app = App::new(lang, tmp.dirs(), None, 7, None);
    assert_eq!(app.screen(), Screen::Setup);
    keys(&mut app, "⏎⏎⏎", T0);
    assert_eq!(app.screen(), Screen::Table);
    (tmp, app)
}

/// Six players with two-word names.
pub const SIX: &str = "Muhammed Ali, Can Berk, Ayşe Nur, Işıl Su, Gökhan Can, Şükrü Efe";

/// A kapalı night of six two-word names, at the table.
pub fn started_six(tag: &str, lang: Lang) -> (TempDir, App) {
    let tmp = TempDir::new(tag);
    let mut app = App::new(lang, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, racon::tui::form::Field::Players);
    retype(&mut app, SIX);
    keys(&mut app, "⎋⏎", T0);
    assert_eq!(app.screen(), Screen::Seating, "{:?}", app.message());
    keys(&mut app, "⏎⏎", T0);
    assert_eq!(app.screen(), Screen::Table, "{:?}", app.message());
    (tmp, app)
}

pub fn state(app: &App) -> &racon::night::State {
    app.ctx.night.as_ref().unwrap().night().state()
}

pub fn render(app: &App, w: u16, h: u16, now: i64) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| ui::draw(f, app, now, false)).unwrap();
    format!("{}", term.backend())
}

/// The tallest vertical run of block-letter ink (full or half blocks) in
/// a rendered frame: how tall the clock's digits are drawn.
pub fn ink_height(out: &str) -> usize {
    let grid: Vec<Vec<char>> = rows(out).iter().map(|r| r.chars().collect()).collect();
    let width = grid.iter().map(Vec::len).max().unwrap_or(0);
    let mut best = 0;
    for x in 0..width {
        let mut run = 0;
        for row in &grid {
            if matches!(row.get(x), Some('█' | '▀' | '▄')) {
                run += 1;
                best = best.max(run);
            } else {
                run = 0;
            }
        }
    }
    best
}

/// The rendered rows, without the quotes the backend's text adds.
pub fn rows(out: &str) -> Vec<String> {
    out.lines()
        .map(|l| l.trim_matches('"').to_string())
        .collect()
}

pub fn form(app: &App) -> Option<&FormState> {
    match &app.view {
        View::Setup(v) => v.form.as_ref(),
        _ => None,
    }
}

pub fn editing(app: &App) -> bool {
    form(app).is_some_and(|f| f.edit.is_some())
}

pub fn draft(app: &App) -> &racon::night::Setup {
    match &app.view {
        View::Setup(v) => v.draft.as_ref().unwrap(),
        _ => panic!("not on setup"),
    }
}

pub fn select_field(app: &mut App, field: racon::tui::form::Field) {
    let i = racon::tui::form::FIELDS
        .iter()
        .position(|&f| f == field)
        .unwrap();
    while form(app).unwrap().row > i {
        keys(app, "↑", T0);
    }
    while form(app).unwrap().row < i {
        keys(app, "↓", T0);
    }
}

/// Opens the row, clears its text and types `text`, then Enter.
pub fn retype(app: &mut App, text: &str) {
    keys(app, "⏎", T0);
    let n = match &app.view {
        View::Setup(v) => v
            .form
            .as_ref()
            .and_then(|f| f.edit.as_ref())
            .map_or(0, |e| e.text.chars().count()),
        _ => 0,
    };
    for _ in 0..n {
        keys(app, "⌫", T0);
    }
    keys(app, text, T0);
    keys(app, "⏎", T0);
}

pub fn typed_cards(app: &App) -> Option<usize> {
    match &app.view {
        View::Seating(v) => v.typed.as_ref().map(|t| t.cards.len()),
        _ => None,
    }
}

pub fn verdict(app: &App) -> String {
    match &app.view {
        View::Racon(v) => v
            .verdict
            .as_ref()
            .map(|m| m.text(app.ctx.lang).to_string())
            .unwrap_or_default(),
        _ => String::new(),
    }
}

pub fn pot_result(app: &App) -> String {
    match &app.view {
        View::Racon(v) => v
            .pot_result
            .as_ref()
            .map(|m| m.text(app.ctx.lang).to_string())
            .unwrap_or_default(),
        _ => String::new(),
    }
}
