//! Drawing: the frame around every screen (title, status line, footer, the
//! overlay); each screen draws its own body. Everything renders from `&App`
//! and `now`; nothing here changes state (STYLE: render from a borrow).

use super::app::App;
pub use super::app::{MIN_HEIGHT, MIN_WIDTH};
use super::overlay::{Confirm, Overlay, PromptKind};
use super::screens;
use super::widgets::footer;
use super::widgets::theme::{ACCENT, ERROR, OK};
use crate::i18n::tui::{self as tx, T};
use crate::store::night::NightFile;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

pub fn draw(f: &mut Frame, app: &App, now: i64, flash: bool) {
    let area = f.area();
    let lang = app.ctx.lang;
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let msg = tx::too_small(MIN_WIDTH, MIN_HEIGHT, lang);
        f.render_widget(Paragraph::new(msg).wrap(Wrap { trim: true }), area);
        return;
    }
    let foot = footer::lines(app.here(), area.width);
    let [title, body, message, footer_a] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(foot.len() as u16),
    ])
    .areas(area);
    draw_title(f, app, now, title, flash);
    app.view.component().draw(f, &app.ctx, body, now, flash);
    let unsaved = app.ctx.night.as_ref().is_some_and(|n| n.unsaved);
    let night = app.ctx.night.as_ref();
    let moved = night.is_some_and(NightFile::unsaved_because_moved);
    let read_only = night.is_some_and(NightFile::is_read_only);
    let mut message = message;
    if unsaved || read_only {
        let text = tx::t(
            match (unsaved, moved) {
                (true, true) => T::NotSavedMoved,
                (true, false) => T::NotSavedBanner,
                _ => T::ReadOnly,
            },
            lang,
        );
        // The banner first, the latest message beside it (never under it).
        let w = (text.chars().count() as u16).min(message.width);
        let [banner, rest] =
            Layout::horizontal([Constraint::Length(w), Constraint::Fill(1)]).areas(message);
        f.render_widget(
            Paragraph::new(text).style(Style::new().bg(ERROR).fg(Color::Black)),
            banner,
        );
        message = rest;
    }
    if let Some(m) = &app.ctx.message {
        let style = Style::new().fg(if m.error { ERROR } else { OK });
        f.render_widget(Paragraph::new(m.text(lang)).style(style), message);
    }
    f.render_widget(Paragraph::new(foot), footer_a);
    match &app.ctx.overlay {
        Some(Overlay::Help) => super::help::draw(f, app.here(), body),
        Some(Overlay::Share) => draw_share(f, app, area),
        Some(Overlay::Chat(panel)) => screens::hesap_chat::draw(f, panel, app.ctx.lang, area),
        Some(o) => draw_question(f, app, o, body),
        None => {}
    }
}

fn draw_title(f: &mut Frame, app: &App, now: i64, area: Rect, flash: bool) {
    let lang = app.ctx.lang;
    let mut left = " racon".to_string();
    let mut right = String::new();
    if let Some(s) = app.ctx.state() {
        let deck = s.deck_in_play().size();
        let (text, left_ms) = tx::clock_text(s, now, lang);
        right = match left_ms {
            Some(ms) => format!(
                "  {text} · {} {} ",
                tx::t(T::Left, lang),
                crate::i18n::clock::mmss(ms)
            ),
            None => format!("  {text} "),
        };
        // The rule set by its name ("Kapalı poker"), with the night's name
        // and the deck where there is room; never cut mid-word by the clock.
        let room = (area.width as usize).saturating_sub(right.chars().count());
        let name = s.rules.name.get(lang);
        let cards = tx::t(T::Cards, lang);
        let night = &s.setup.name;
        left = [
            format!(" racon · {night} · {name} ({deck} {cards})"),
            format!(" racon · {night} · {name}"),
            format!(" racon · {name} ({deck} {cards})"),
            format!(" racon · {name}"),
        ]
        .into_iter()
        .find(|l| l.chars().count() <= room)
        .unwrap_or_else(|| format!(" {name}"));
    }
    let style = if flash {
        Style::new().bg(ACCENT).fg(Color::Black)
    } else {
        Style::new().add_modifier(Modifier::REVERSED)
    };
    let [l, r] = Layout::horizontal([
        Constraint::Fill(1),
        Constraint::Length(right.chars().count() as u16),
    ])
    .areas(area);
    f.render_widget(Paragraph::new(left).style(style), l);
    f.render_widget(Paragraph::new(right).style(style), r);
}

/// A question or a prompt in a box over the screen.
fn draw_question(f: &mut Frame, app: &App, o: &Overlay, area: Rect) {
    let lang = app.ctx.lang;
    let text = match o {
        Overlay::Help | Overlay::Share | Overlay::Chat(_) => return,
        Overlay::Confirm(c) => match c {
            Confirm::Quit => tx::t(T::AskQuit, lang).to_string(),
            Confirm::QuitUnsaved(m) | Confirm::Repaired(m) | Confirm::DiscardEdits(m, _) => {
                m.text(lang).to_string()
            }
            Confirm::Undo(what) => tx::ask_undo(what.text(lang), lang),
            Confirm::Redo(what) => tx::ask_redo(what.text(lang), lang),
            Confirm::EndNight(missing) => {
                let names: Vec<&str> = app
                    .ctx
                    .state()
                    .map(|s| missing.iter().map(|&p| s.name(p)).collect())
                    .unwrap_or_default();
                tx::ask_end_night(&names, lang)
            }
            Confirm::EndBreak => tx::t(T::AskEndBreak, lang).to_string(),
            Confirm::ReplacePreset(name) => tx::ask_replace_preset(name, lang),
            Confirm::Recount(p, chips, _) => {
                let s = app.ctx.state();
                let name = s.map_or("", |s| s.name(*p));
                let old = s.and_then(|s| s.player(*p)).and_then(|x| x.chips);
                tx::ask_recount(name, old.unwrap_or_default(), *chips, lang)
            }
            Confirm::LedgerPaid(m) | Confirm::ShortBank(_, _, m) => m.text(lang).to_string(),
            Confirm::Deck => super::deck::question(&app.ctx, lang),
            Confirm::Return(p) => {
                let name = app.ctx.state().map_or("", |s| s.name(*p));
                crate::i18n::arrival::ask_return(name, lang)
            }
        },
        Overlay::Prompt(p) => match p.kind {
            PromptKind::SaveAs => tx::prompt_save_as(&p.field.shown(), lang),
            PromptKind::Override(_, chips, _) => tx::prompt_override(chips, &p.field.shown(), lang),
            PromptKind::Colours(..) => screens::chip_prompt::prompt_text(&app.ctx, p, lang),
            PromptKind::ExportPending => tx::prompt_export(&p.field.shown(), lang),
            _ => screens::kasa_money::prompt_text(&app.ctx, &p.kind, &p.field.shown())
                .unwrap_or_default(),
        },
    };
    let w = 64.min(area.width);
    // Six rows, more when a long text needs them: as many as its words take
    // wrapped, so a long path is never cut at the box's edge (G12).
    let need = wrapped_rows(&text, usize::from(w.saturating_sub(2))) + 2;
    let r = super::widgets::centered(area, w, need.max(6) as u16);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .block(Block::bordered()),
        r,
    );
}

/// The shared night's address and QR code, light on dark, over the screen.
fn draw_share(f: &mut Frame, app: &App, area: Rect) {
    let Some(panel) =
        super::edges::share_panel(&app.ctx, usize::from(area.height.saturating_sub(2)))
    else {
        return;
    };
    // As wide as the address and the code; the words wrap to it.
    let w = panel
        .qr
        .iter()
        .chain([&panel.url])
        .map(|l| l.chars().count() as u16 + 2)
        .max()
        .unwrap_or(0)
        .max(40)
        .min(area.width);
    let lines: Vec<&String> = panel
        .place
        .iter()
        .chain([&panel.url])
        .chain(&panel.qr)
        .collect();
    let inner = usize::from(w.saturating_sub(2).max(1));
    let rows: usize = lines
        .iter()
        .map(|l| l.chars().count().div_ceil(inner).max(1))
        .sum();
    let r = super::widgets::centered(area, w, rows as u16 + 2);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(
            lines
                .iter()
                .map(|l| l.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
        )
        .style(Style::new().fg(Color::White).bg(Color::Black))
        .wrap(Wrap { trim: false })
        .block(Block::bordered()),
        r,
    );
}

/// The rows `text` takes word-wrapped to `width` columns: greedily, a word
/// longer than a row broken across rows (as the paragraph wraps it).
fn wrapped_rows(text: &str, width: usize) -> usize {
    let width = width.max(1);
    let mut rows = 0;
    for line in text.split('\n') {
        let mut col = 0;
        rows += 1;
        for word in line.split_whitespace() {
            let len = word.chars().count();
            let gap = usize::from(col > 0);
            if col + gap + len <= width {
                col += gap + len;
                continue;
            }
            if col > 0 {
                rows += 1;
            }
            rows += (len.max(1) - 1) / width;
            col = (len - 1) % width + 1;
        }
    }
    rows
}
