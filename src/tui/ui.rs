//! Drawing: every screen renders from `&App` and `now`; nothing here
//! changes state (STYLE: render from a borrow).

use super::app::{App, Confirm, Screen};
use super::keymap;
use crate::i18n::Lang;
use crate::night::{Clock, Phase, PlayerId, State};
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// Below this the screen shows a notice instead of a layout.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 16;

const ACCENT: Color = Color::Yellow;
const ERROR: Color = Color::LightRed;

pub fn draw(f: &mut Frame, app: &App, now: i64, flash: bool) {
    let area = f.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let msg = match app.lang {
            Lang::Tr => format!("Pencere çok küçük: en az {MIN_WIDTH}×{MIN_HEIGHT}"),
            Lang::En => format!("Window too small: at least {MIN_WIDTH}×{MIN_HEIGHT}"),
        };
        f.render_widget(Paragraph::new(msg).wrap(Wrap { trim: true }), area);
        return;
    }
    let [title, body, message, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    draw_title(f, app, now, title, flash);
    match app.screen {
        Screen::Setup => draw_setup(f, app, body),
        Screen::Seating => draw_seating(f, app, body),
        Screen::Table => draw_table(f, app, now, body),
        Screen::Racon => draw_racon(f, app, body),
        Screen::Kasa => draw_kasa(f, app, body),
        Screen::Hesap => draw_hesap(f, app, body),
        Screen::History => draw_history(f, app, body),
    }
    if let Some((text, error)) = &app.message {
        let style = if *error {
            Style::new().fg(ERROR)
        } else {
            Style::new().fg(Color::Green)
        };
        f.render_widget(Paragraph::new(text.as_str()).style(style), message);
    }
    let unsaved = app.night.as_ref().is_some_and(|n| n.unsaved);
    let read_only = app.night.as_ref().is_some_and(|n| n.is_read_only());
    if unsaved || read_only {
        let text = if unsaved {
            app.lang.pick(
                " KAYDEDİLMEDİ — disk yazılamıyor ",
                " NOT SAVED — the disk cannot be written ",
            )
        } else {
            app.lang.pick(" SALT OKUNUR ", " READ-ONLY ")
        };
        f.render_widget(
            Paragraph::new(text).style(Style::new().bg(ERROR).fg(Color::Black)),
            message,
        );
    }
    draw_footer(f, app, footer);
    if app.help {
        draw_help(f, app, body);
    }
    if let Some(c) = &app.confirm {
        draw_confirm(f, app, c, body);
    }
}

fn state(app: &App) -> Option<&State> {
    app.night.as_ref().map(|n| n.night().state())
}

fn mmss(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{:02}:{:02}", s / 60, s % 60)
}

fn clock_text(s: &State, now: i64, lang: Lang) -> (String, Option<i64>) {
    let mandatory = s.setup.seans.mandatory;
    match s.clock(now) {
        Clock::NotStarted { seans } => (format!("Seans {seans}/{mandatory}"), None),
        Clock::Playing {
            seans,
            left_ms,
            paused,
        } => {
            let p = if paused {
                lang.pick(" (durdu)", " (paused)")
            } else {
                ""
            };
            (format!("Seans {seans}/{mandatory}{p}"), left_ms)
        }
        Clock::Closing {
            seans,
            closing_from_tur,
            last_tur,
            ..
        } => (
            match lang {
                Lang::Tr => format!(
                    "Seans {seans}/{mandatory} · süre doldu · kapanış {closing_from_tur}–{last_tur}. tur"
                ),
                Lang::En => format!(
                    "Seans {seans}/{mandatory} · time up · closing turs {closing_from_tur}–{last_tur}"
                ),
            },
            None,
        ),
        Clock::Break {
            after_seans,
            left_ms,
        } => (
            match lang {
                Lang::Tr => format!("Mola (seans {after_seans} bitti)"),
                Lang::En => format!("Break (seans {after_seans} over)"),
            },
            Some(left_ms),
        ),
        Clock::Ended => (lang.pick("Gece bitti", "Night over").to_string(), None),
    }
}

fn draw_title(f: &mut Frame, app: &App, now: i64, area: Rect, flash: bool) {
    let lang = app.lang;
    let mut left = " racon".to_string();
    let mut right = String::new();
    if let Some(s) = state(app) {
        let deck = s
            .rules
            .deck_for(s.players.len() as u8)
            .map_or(0, |d| d.size());
        // The rule set's full name where there is room, its id otherwise.
        let rules = if area.width >= 100 {
            s.rules.name.get(lang).to_string()
        } else {
            s.rules.id.clone()
        };
        left = format!(
            " racon · {} · {rules} ({deck} {})",
            s.setup.name,
            lang.pick("kağıt", "cards")
        );
        let (text, left_ms) = clock_text(s, now, lang);
        right = match left_ms {
            Some(ms) => format!("  {text} · {} {} ", lang.pick("kalan", "left"), mmss(ms)),
            None => format!("  {text} "),
        };
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

fn draw_footer(f: &mut Frame, app: &App, area: Rect) {
    let mut spans = Vec::new();
    for b in keymap::for_screen(app.screen).filter(|b| b.footer) {
        spans.push(Span::styled(
            b.key,
            Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
        ));
        spans.push(Span::raw(format!(" {}  ", keymap::doc(b, app.lang))));
    }
    f.render_widget(Paragraph::new(Line::from(spans)), area);
}

fn draw_help(f: &mut Frame, app: &App, area: Rect) {
    let lines: Vec<Line> = keymap::for_screen(app.screen)
        .map(|b| {
            Line::from(vec![
                Span::styled(format!("{:>6}  ", b.key), Style::new().fg(ACCENT)),
                Span::raw(keymap::doc(b, app.lang)),
            ])
        })
        .collect();
    let h = (lines.len() as u16 + 2).min(area.height);
    let w = 56.min(area.width);
    let r = Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    };
    f.render_widget(Clear, r);
    let title = app
        .lang
        .pick(" Yardım — bir tuşa basın ", " Help — press any key ");
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        r,
    );
}

fn draw_confirm(f: &mut Frame, app: &App, c: &Confirm, area: Rect) {
    let lang = app.lang;
    let text = match c {
        Confirm::Quit => lang
            .pick(
                "Çıkılsın mı? Her şey kayıtlı. (Enter: evet, Esc: hayır)",
                "Quit? Everything is saved. (Enter: yes, Esc: no)",
            )
            .to_string(),
        Confirm::Undo(what) => match lang {
            Lang::Tr => format!("Geri alınsın mı: {what}? (Enter: evet, Esc: hayır)"),
            Lang::En => format!("Undo: {what}? (Enter: yes, Esc: no)"),
        },
        Confirm::EndNight(missing) => {
            let names: Vec<&str> = state(app)
                .map(|s| missing.iter().map(|&p| s.name(p)).collect())
                .unwrap_or_default();
            match lang {
                Lang::Tr => format!(
                    "Mecburi seanslar bitmedi (R13). Herkes bitirmeye razı mı? Rızası alınmamış: {}. (Enter: herkes razı, Esc: vazgeç)",
                    names.join(", ")
                ),
                Lang::En => format!(
                    "The mandatory seanses are not over (R13). Does everyone agree to end? No consent yet from: {}. (Enter: all agree, Esc: no)",
                    names.join(", ")
                ),
            }
        }
        Confirm::SaveAs => match lang {
            Lang::Tr => format!(
                "Hazır ayar adı (a-z, 0-9, -): {}▏ (Enter: kaydet, Esc: vazgeç)",
                app.input
            ),
            Lang::En => format!(
                "Preset name (a-z, 0-9, -): {}▏ (Enter: save, Esc: cancel)",
                app.input
            ),
        },
        Confirm::Override(_, chips) => match lang {
            Lang::Tr => format!(
                "Çıkmadan önce ayrılıyor ({chips} fişle). Gerekçe: {}▏ (Enter: kaydet)",
                app.input
            ),
            Lang::En => format!(
                "Leaving before çıkma ({chips} chips). Reason: {}▏ (Enter: record)",
                app.input
            ),
        },
    };
    let w = 60.min(area.width);
    let r = Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + area.height / 2 - 2,
        width: w,
        height: 5,
    };
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .block(Block::bordered()),
        r,
    );
}

fn draw_setup(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    // While editing, the form takes the whole width.
    let list_w = if app.form.is_some() { 0 } else { 24 };
    let [list, detail] =
        Layout::horizontal([Constraint::Length(list_w), Constraint::Fill(1)]).areas(area);
    let items: Vec<Line> = app
        .presets
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mark = if i == app.preset_idx { "▶ " } else { "  " };
            let style = if i == app.preset_idx {
                Style::new().fg(ACCENT).add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            Line::styled(format!("{mark}{}", p.name), style)
        })
        .collect();
    f.render_widget(
        Paragraph::new(items)
            .block(Block::bordered().title(lang.pick(" Hazır ayarlar ", " Presets "))),
        list,
    );
    let changed = app.draft.is_some()
        && app.draft.as_ref() != app.presets.get(app.preset_idx).map(|p| &p.setup);
    let title = match (app.form.is_some(), changed) {
        (true, _) => lang.pick(" Gece — düzenleniyor ", " Night — editing "),
        (false, true) => lang.pick(" Gece (değiştirildi) ", " Night (changed) "),
        (false, false) => lang.pick(" Gece ", " Night "),
    };
    let block = Block::bordered().title(title);
    let inner = block.inner(detail);
    f.render_widget(block, detail);
    let Some(s) = app.setup() else {
        f.render_widget(
            Paragraph::new(lang.pick("Hazır ayar yok.", "No presets.")),
            inner,
        );
        return;
    };
    if let Some(row) = app.form {
        draw_form(f, app, s, row, inner);
        return;
    }
    let st = &s.stakes;
    let text = vec![
        Line::styled(s.name.clone(), Style::new().add_modifier(Modifier::BOLD)),
        Line::from(format!("{}: {}", lang.pick("Kurallar", "Rules"), s.rules)),
        Line::from(format!(
            "{}: {}",
            lang.pick("Oyuncular", "Players"),
            s.players.join(", ")
        )),
        Line::from(format!(
            "yer {} · {} {} · çıkma {} · {}",
            st.yer,
            lang.pick("en az kav", "min kav"),
            st.min_kav,
            st.cikma,
            crate::i18n::cli::ante_plan(&s.ante, lang)
        )),
        Line::from(crate::i18n::cli::seans_plan(&s.seans, lang)),
        Line::from(""),
        Line::styled(
            lang.pick("Enter: bu ayarla başla", "Enter: start with this preset"),
            Style::new().fg(ACCENT),
        ),
        Line::styled(
            lang.pick(
                "e: oyuncuları ve her ayarı düzenle · S: hazır ayar olarak kaydet",
                "e: edit the players and every option · S: save as a preset",
            ),
            Style::new().fg(ACCENT),
        ),
    ];
    f.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), inner);
}

/// The form: one row per field, scrolled to keep the selected row in view,
/// and how to change the selected one.
fn draw_form(f: &mut Frame, app: &App, s: &crate::night::Setup, row: usize, area: Rect) {
    use super::form::FIELDS;
    let lang = app.lang;
    let [rows_a, hint_a] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(3)]).areas(area);
    let visible = rows_a.height as usize;
    let first = row
        .saturating_sub(visible / 2)
        .min(FIELDS.len().saturating_sub(visible));
    let label_w = FIELDS
        .iter()
        .map(|f| f.label(lang).chars().count())
        .max()
        .unwrap_or(10)
        .min(area.width as usize / 2);
    let lines: Vec<Line> = FIELDS
        .iter()
        .enumerate()
        .skip(first)
        .take(visible)
        .map(|(i, field)| {
            let selected = i == row;
            let value = if selected && app.editing {
                // The end of a long line stays in view while typing.
                let room = (area.width as usize).saturating_sub(label_w + 5).max(1);
                let chars: Vec<char> = app.input.chars().collect();
                let tail: String = chars[chars.len().saturating_sub(room - 1)..]
                    .iter()
                    .collect();
                format!("{tail}▏")
            } else {
                super::form::value(*field, s, lang)
            };
            let mark = if selected { "▶ " } else { "  " };
            let arrows = if selected && field.cycles() && !app.editing {
                " ◀▶"
            } else {
                ""
            };
            let style = if selected {
                Style::new().fg(ACCENT).add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            Line::from(vec![
                Span::styled(format!("{mark}{:<label_w$} ", field.label(lang)), style),
                Span::styled(format!("{value}{arrows}"), style),
            ])
        })
        .collect();
    f.render_widget(Paragraph::new(lines), rows_a);
    let hint = FIELDS.get(row).map_or("", |field| field.hint(s, lang));
    let keys = lang.pick(
        "Esc: liste · g: başlat · S: kaydet",
        "Esc: list · g: start · S: save",
    );
    f.render_widget(
        Paragraph::new(vec![
            Line::styled(hint, Style::new().fg(Color::DarkGray)),
            Line::styled(keys, Style::new().fg(Color::DarkGray)),
        ])
        .wrap(Wrap { trim: true }),
        hint_a,
    );
}

fn draw_seating(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    let Some(s) = state(app) else { return };
    let mut lines = Vec::new();
    let hint = |t: &'static str| Line::styled(t, Style::new().fg(ACCENT));
    match (&s.draw, &app.typed_draw) {
        (None, Some(typed)) => {
            lines.push(Line::from(lang.pick(
                "Herkes desteden bir kağıt çekti; sırayla yazın (Ah, 10s, kupa as …):",
                "Everyone drew a card from the deck; type them in turn (Ah, 10s, kupa as …):",
            )));
            lines.push(Line::from(""));
            for (i, p) in s.players.iter().enumerate() {
                let (card, style) = match typed.get(i) {
                    Some(c) => (c.symbol(), Style::new()),
                    None if i == typed.len() => (
                        format!("{}▏", app.input),
                        Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
                    ),
                    None => (String::new(), Style::new().fg(Color::DarkGray)),
                };
                lines.push(Line::styled(format!("  {:<16} {card}", p.name), style));
            }
            lines.push(Line::from(""));
            lines.push(hint(lang.pick(
                "Enter: kağıdı kaydet · Esc: sonuncuyu sil / vazgeç",
                "Enter: take the card · Esc: remove the last / cancel",
            )));
        }
        (None, None) => {
            lines.push(Line::from(lang.pick(
                "Herkes bir kağıt çeker; en büyük kağıt yerini seçer ve ilk dağıtır (R2).",
                "Everyone draws a card; the highest picks a seat and deals first (R2).",
            )));
            lines.push(Line::from(format!(
                "{}: {}",
                lang.pick("Tohum", "Seed"),
                app.seed
            )));
            lines.push(Line::from(""));
            lines.push(hint(lang.pick(
                "Enter: racon çeksin (sanal kura)",
                "Enter: racon draws (virtual draw)",
            )));
            lines.push(hint(lang.pick(
                "t: masada gerçek kağıtla çekildi, kağıtları yaz",
                "t: drawn with real cards at the table, type them",
            )));
        }
        (Some((cards, _)), _) => {
            let shown = app.revealed.min(cards.len());
            for (i, c) in cards.iter().enumerate() {
                let card = if i < shown {
                    c.symbol()
                } else {
                    "▓▓".to_string()
                };
                let style = if i + 1 == shown && shown < cards.len() {
                    Style::new().fg(ACCENT).add_modifier(Modifier::BOLD)
                } else {
                    Style::new()
                };
                lines.push(Line::styled(
                    format!("  {:<16} {card}", s.name(PlayerId(i as u8))),
                    style,
                ));
            }
            lines.push(Line::from(""));
            if shown < cards.len() {
                lines.push(hint(lang.pick(
                    "Boşluk: sıradaki kağıdı aç · Enter: hepsini geç, masaya",
                    "Space: turn the next card · Enter: skip to the table",
                )));
            } else {
                let seats: Vec<&str> = s.seats.iter().map(|&p| s.name(p)).collect();
                lines.push(Line::from(format!(
                    "{}: {}",
                    lang.pick("Oturma (saat yönünde)", "Seats (clockwise)"),
                    seats.join(" → ")
                )));
                lines.push(Line::from(format!(
                    "{}: {}",
                    lang.pick("İlk dağıtan", "First dealer"),
                    s.dealer().map_or("-", |p| s.name(p))
                )));
                lines.push(hint(lang.pick("Enter: masaya geç", "Enter: to the table")));
            }
        }
    }
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(lang.pick(" Kura ", " Seat draw "))),
        area,
    );
}

/// 3×5 digits for the clock, readable from across the table.
fn big(text: &str) -> Vec<String> {
    const FONT: [[&str; 5]; 11] = [
        ["███", "█ █", "█ █", "█ █", "███"],
        ["  █", "  █", "  █", "  █", "  █"],
        ["███", "  █", "███", "█  ", "███"],
        ["███", "  █", "███", "  █", "███"],
        ["█ █", "█ █", "███", "  █", "  █"],
        ["███", "█  ", "███", "  █", "███"],
        ["███", "█  ", "███", "█ █", "███"],
        ["███", "  █", "  █", "  █", "  █"],
        ["███", "█ █", "███", "█ █", "███"],
        ["███", "█ █", "███", "  █", "███"],
        ["   ", " █ ", "   ", " █ ", "   "],
    ];
    let mut rows = vec![String::new(); 5];
    for ch in text.chars() {
        let glyph = match ch {
            '0'..='9' => FONT[ch as usize - '0' as usize],
            ':' => FONT[10],
            _ => continue,
        };
        for (r, g) in rows.iter_mut().zip(glyph) {
            r.push_str(g);
            r.push(' ');
        }
    }
    rows
}

fn seat_line(s: &State, seat: usize, p: PlayerId, now: i64, lang: Lang) -> Line<'static> {
    let st = s.player(p);
    let mut spans = vec![Span::styled(
        s.name(p).to_string(),
        Style::new().add_modifier(Modifier::BOLD),
    )];
    if Some(seat) == (!s.seats.is_empty()).then_some(s.dealer_seat) {
        spans.push(Span::styled(" ◆D", Style::new().fg(ACCENT)));
    }
    if s.ilk_koltuk() == Some(p) && s.dealer() != Some(p) {
        spans.push(Span::raw(lang.pick(" (ilk koltuk)", " (first seat)")));
    }
    if let Some(x) = st {
        spans.push(Span::raw(format!("  kav {}", x.kav_total)));
        let ante: i64 = s
            .next_ante(now)
            .iter()
            .filter(|a| a.0 == p)
            .map(|a| a.1)
            .sum();
        if ante > 0 {
            spans.push(Span::raw(format!(" · ante {ante}")));
        }
        if x.left {
            spans.push(Span::styled(
                lang.pick(" · ayrıldı", " · left"),
                Style::new().fg(Color::DarkGray),
            ));
        } else if x.sitting_out {
            spans.push(Span::styled(
                lang.pick(" · bekliyor", " · sits out"),
                Style::new().fg(Color::DarkGray),
            ));
        }
        if s.cikma_reached(p) {
            spans.push(Span::styled(" · çıkma", Style::new().fg(ERROR)));
        }
    }
    Line::from(spans)
}

fn draw_table(f: &mut Frame, app: &App, now: i64, area: Rect) {
    let lang = app.lang;
    let Some(s) = state(app) else { return };
    let block = Block::new().borders(Borders::ALL);
    let inner = block.inner(area);
    f.render_widget(block, area);
    let [seats_a, clock_a, info_a] = Layout::vertical([
        Constraint::Length((s.seats.len() as u16).div_ceil(2) + 1),
        Constraint::Fill(1),
        Constraint::Length(3),
    ])
    .areas(inner);
    // Seats around the table: the first half along the top left to right,
    // the rest along the bottom right to left (clockwise).
    let half = s.seats.len().div_ceil(2);
    let [left_col, right_col] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(seats_a);
    let left: Vec<Line> = (0..half)
        .map(|i| seat_line(s, i, s.seats[i], now, lang))
        .collect();
    let right: Vec<Line> = (half..s.seats.len())
        .rev()
        .map(|i| seat_line(s, i, s.seats[i], now, lang))
        .collect();
    f.render_widget(Paragraph::new(left), left_col);
    f.render_widget(Paragraph::new(right), right_col);

    let (label, left_ms) = clock_text(s, now, lang);
    let mut clock_lines: Vec<Line> = Vec::new();
    if let Some(ms) = left_ms {
        clock_lines.extend(
            big(&mmss(ms))
                .into_iter()
                .map(|r| Line::styled(r, Style::new().fg(ACCENT))),
        );
    }
    clock_lines.push(Line::from(label));
    f.render_widget(
        Paragraph::new(clock_lines).alignment(Alignment::Center),
        clock_a,
    );

    let (tur, owner) = s.current_tur();
    let hand_state = match s.phase {
        Phase::InHand => lang.pick("oynanıyor", "in play"),
        Phase::Ended => lang.pick("gece bitti", "night over"),
        _ => lang.pick("dağıtım bekleniyor", "waiting for the deal"),
    };
    let line1 = match lang {
        Lang::Tr => format!(
            "El {} ({hand_state}) · Tur {tur} (tur sahibi {}) · Seans {}",
            s.hand_no,
            s.name(owner),
            s.seans.no
        ),
        Lang::En => format!(
            "Hand {} ({hand_state}) · Tur {tur} ({}'s tur) · Seans {}",
            s.hand_no,
            s.name(owner),
            s.seans.no
        ),
    };
    let total: i64 = s.next_ante(now).iter().map(|a| a.1).sum();
    let next = s
        .seat_player(s.next_dealer_seat())
        .map_or("-", |p| s.name(p));
    let line2 = match lang {
        Lang::Tr => format!(
            "Sonraki el: dağıtan {next} · ante toplamı {total} · ortada kalan {}",
            s.carried
        ),
        Lang::En => format!(
            "Next hand: {next} deals · antes {total} · carried pot {}",
            s.carried
        ),
    };
    let mut line3 = Vec::new();
    if s.next_deal_is_closing(now) {
        line3.push(Span::styled(
            lang.pick(
                "KAPANIŞ TURU: isteğe bağlı pas dö men yok",
                "CLOSING TUR: no voluntary pas dö men",
            ),
            Style::new().fg(ERROR).add_modifier(Modifier::BOLD),
        ));
    } else if s.pas_chain_start.is_some() {
        line3.push(Span::raw(lang.pick(
            "Pas dö men zinciri sürüyor",
            "A pas dö men chain is running",
        )));
    }
    f.render_widget(
        Paragraph::new(vec![
            Line::from(line1),
            Line::from(line2),
            Line::from(line3),
        ]),
        info_a,
    );
}

fn player_list(app: &App, extra: impl Fn(&State, usize) -> String) -> Vec<Line<'static>> {
    let Some(s) = state(app) else {
        return Vec::new();
    };
    s.players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mark = if i == app.selected { "▶ " } else { "  " };
            let style = if i == app.selected {
                Style::new().fg(ACCENT)
            } else {
                Style::new()
            };
            Line::styled(format!("{mark}{:<14} {}", p.name, extra(s, i)), style)
        })
        .collect()
}

fn draw_kasa(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    let mut lines = player_list(app, |s, i| {
        let p = &s.players[i];
        let chips = p.chips.map_or("-".into(), |c| c.to_string());
        let flags = [
            (p.left, lang.pick("ayrıldı", "left")),
            (p.sitting_out, lang.pick("bekliyor", "sits out")),
            (s.cikma_reached(PlayerId(i as u8)), "çıkma"),
        ]
        .iter()
        .filter(|f| f.0)
        .map(|f| f.1)
        .collect::<Vec<_>>()
        .join(", ");
        format!(
            "kav {:>6} · {} {chips:>6} · {} {:>5}  {flags}",
            p.kav_total,
            lang.pick("fiş", "chips"),
            lang.pick("kasa", "cashier"),
            p.deposits
        )
    });
    if let Some(s) = state(app) {
        lines.push(Line::from(""));
        lines.push(Line::from(format!(
            "{} {} · çıkma {} · {} {}",
            lang.pick("En az kav", "Min kav"),
            s.setup.stakes.min_kav,
            s.setup.stakes.cikma,
            lang.pick("ortada", "carried"),
            s.carried
        )));
    }
    lines.push(Line::styled(
        format!("{}: {}▏", lang.pick("Miktar", "Amount"), app.input),
        Style::new().fg(ACCENT),
    ));
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Kasa ")),
        area,
    );
}

fn draw_racon(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    let mut lines = vec![
        Line::from(lang.pick(
            "Elleri | ile ayırın (hold'em/omaha: son parça ortadaki kağıtlar); başa ad yazılırsa racon el kaydına geçer. Örn: Ali: Ah Ad Kc Qs 9h | Veli: kupa papaz, maça papaz, …",
            "Separate hands with | (hold'em/omaha: the last part is the board); a name first puts the verdict in the log. E.g. Ali: Ah Ad Kc Qs 9h | Veli: Kh Ks …",
        )),
        Line::styled(format!("> {}▏", app.input), Style::new().fg(ACCENT)),
        Line::from(""),
    ];
    lines.extend(app.racon.iter().map(|l| Line::from(l.clone())));
    lines.push(Line::from(""));
    let pot_style = if app.pot_focus {
        Style::new().fg(ACCENT)
    } else {
        Style::new().fg(Color::DarkGray)
    };
    let cursor = if app.pot_focus { "▏" } else { "" };
    lines.push(Line::styled(
        format!(
            "{} {}{cursor}",
            lang.pick("Pot (Tab):", "Pot (Tab):"),
            app.pot_input
        ),
        pot_style,
    ));
    if app.pot_focus && app.pot_lines.is_empty() {
        lines.push(Line::styled(
            lang.pick(
                "Herkesin koyduğu fiş: Ali=150 Veli=400 Can=100 (el göstermeyen çekilmiştir); yer=40, açan=Veli",
                "Chips each put in: Ali=150 Veli=400 Can=100 (no hand shown = folded); yer=40, opener=Veli",
            ),
            Style::new().fg(Color::DarkGray),
        ));
    }
    lines.extend(app.pot_lines.iter().map(|l| Line::from(l.clone())));
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Racon ")),
        area,
    );
}

fn draw_hesap(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    let mut lines = player_list(app, |s, i| {
        let p = &s.players[i];
        let chips = p.chips.map_or("-".into(), |c| c.to_string());
        format!(
            "kav {:>6} · {} {chips:>6}",
            p.kav_total,
            lang.pick("son sayım", "count")
        )
    });
    lines.push(Line::styled(
        format!("{}: {}▏", lang.pick("Fiş", "Chips"), app.input),
        Style::new().fg(ACCENT),
    ));
    lines.push(Line::from(""));
    if let Some(s) = state(app) {
        let uncounted = s.uncounted();
        if !uncounted.is_empty() {
            let names: Vec<&str> = uncounted.iter().map(|&p| s.name(p)).collect();
            lines.push(Line::from(format!(
                "{}: {}",
                lang.pick("Sayılmadı", "Not counted"),
                names.join(", ")
            )));
        } else {
            match s.settlement() {
                Ok(st) => {
                    for t in &st.transfers {
                        let name = |p: &crate::money::settle::Party| match p {
                            crate::money::settle::Party::Player(i) => {
                                s.name(PlayerId(*i as u8)).to_string()
                            }
                            crate::money::settle::Party::Cashier => {
                                lang.pick("kasiyer", "cashier").to_string()
                            }
                        };
                        lines.push(Line::from(format!(
                            "{} → {}: {} ({} {})",
                            name(&t.from),
                            name(&t.to),
                            crate::i18n::money::money(t.kurus, lang),
                            t.chips,
                            lang.pick("fiş", "chips")
                        )));
                    }
                    if st.transfers.is_empty() {
                        lines.push(Line::from(
                            lang.pick("Kimse kimseye borçlu değil.", "Nobody owes anybody."),
                        ));
                    }
                }
                Err(crate::money::settle::SettleError::Unbalanced { difference, .. }) => {
                    lines.push(Line::styled(
                        match lang {
                            Lang::Tr => format!("Sayım {difference} fiş tutmuyor: a seçiliye yaz, e eşit dağıt, x kayıp say."),
                            Lang::En => format!("The count is off by {difference} chips: a to the selected player, e spread, x lost."),
                        },
                        Style::new().fg(ERROR),
                    ));
                }
                Err(e) => lines.push(Line::styled(e.to_string(), Style::new().fg(ERROR))),
            }
        }
    }
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(lang.pick(" Hesap ", " Settle "))),
        area,
    );
}

fn draw_history(f: &mut Frame, app: &App, area: Rect) {
    let lang = app.lang;
    let Some(nf) = &app.night else { return };
    let s = nf.night().state();
    let (log_a, chart_a) = if area.width >= 110 {
        let [l, c] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(area);
        (l, c)
    } else {
        let [c, l] =
            Layout::vertical([Constraint::Percentage(55), Constraint::Fill(1)]).areas(area);
        (l, c)
    };
    let rows = log_a.height.saturating_sub(2) as usize;
    let records = nf.night().records();
    let end = records.len().saturating_sub(app.scroll.min(records.len()));
    let start = end.saturating_sub(rows);
    let lines: Vec<Line> = records[start..end]
        .iter()
        .map(|r| {
            Line::from(format!(
                "#{:<4} {}",
                r.seq,
                crate::i18n::night::describe(&r.event, s, lang)
            ))
        })
        .collect();
    let title = if app.scroll > 0 {
        match lang {
            Lang::Tr => format!(" Geçmiş (↑ {} geride) ", app.scroll),
            Lang::En => format!(" History ({} back) ", app.scroll),
        }
    } else {
        lang.pick(" Geçmiş ", " History ").to_string()
    };
    f.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(title)),
        log_a,
    );
    draw_net_chart(f, s, lang, chart_a);
}

const PLAYER_COLORS: [Color; 8] = [
    Color::Yellow,
    Color::Cyan,
    Color::LightMagenta,
    Color::LightGreen,
    Color::LightRed,
    Color::LightBlue,
    Color::White,
    Color::Rgb(255, 165, 0),
];

/// Each player's net over the night: a line per player, a point per hand.
fn draw_net_chart(f: &mut Frame, s: &State, lang: Lang, area: Rect) {
    use ratatui::symbols::Marker;
    use ratatui::widgets::{Axis, Chart, Dataset, GraphType};
    let series = super::chart::net_series(s);
    let block = Block::bordered()
        .title(lang.pick(" Oyuncuların neti (fiş) ", " Each player's net (chips) "));
    if !series.has_data() {
        f.render_widget(
            Paragraph::new(lang.pick(
                "Henüz çizilecek bir şey yok: racon ekranında pot bölüşümü kaydedilen ya da hepsi pas geçilen eller ve gece sonu sayımı burada çizilir.",
                "Nothing to draw yet: hands whose pot split was recorded on the racon screen, all-passed hands and the final count are drawn here.",
            ))
            .wrap(Wrap { trim: true })
            .block(block),
            area,
        );
        return;
    }
    let (lo, hi) = series.bounds();
    let datasets: Vec<Dataset> = series
        .points
        .iter()
        .enumerate()
        .map(|(i, pts)| {
            Dataset::default()
                .name(format!(
                    "{} {}",
                    s.players[i].name,
                    crate::i18n::money::signed_chips(series.last(i), lang)
                ))
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(Style::new().fg(PLAYER_COLORS[i % PLAYER_COLORS.len()]))
                .data(pts)
        })
        .collect();
    let x_max = series.x_max.max(1.0);
    let x_title = if series.counted {
        lang.pick("el (son nokta: sayım)", "hand (last point: the count)")
    } else {
        lang.pick("el", "hand")
    };
    let chart = Chart::new(datasets)
        .block(block)
        .x_axis(
            Axis::default()
                .title(x_title)
                .bounds([0.0, x_max])
                .labels(vec![Span::raw("0"), Span::raw(format!("{}", x_max as i64))]),
        )
        .y_axis(Axis::default().bounds([lo as f64, hi as f64]).labels(vec![
            Span::raw(lo.to_string()),
            Span::raw("0"),
            Span::raw(hi.to_string()),
        ]))
        .legend_position(Some(ratatui::widgets::LegendPosition::TopLeft))
        .hidden_legend_constraints((Constraint::Percentage(60), Constraint::Percentage(80)));
    f.render_widget(chart, area);
}
