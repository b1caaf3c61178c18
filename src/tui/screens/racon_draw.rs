//! Drawing the racon screen on any window: the hands line at the top, the
//! pot line and its result at the bottom, always inside the border; the
//! verdict gets the rows between and scrolls (↑ ↓) with a mark when it does
//! not fit, its answer (the winner, who speaks first) on its first row.
//! When rows are short the typing hint goes first, then the seats line,
//! then the pot hint.

use super::racon_hands::RaconScreen;
use super::racon_pot;
use crate::i18n::Lang;
use crate::i18n::racon as words;
use crate::i18n::tui::{self as tx, T};
use crate::night::State;
use crate::tui::component::Draw;
use crate::tui::ctx::Ctx;
use crate::tui::field::TextField;
use crate::tui::overlay::Msg;
use crate::tui::widgets::theme::{ACCENT, DIM, ERROR};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

/// `text` broken into rows of at most `width` columns, at spaces where it
/// can be; every `\n` starts a row.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let cols = |s: &str| Span::raw(s).width();
    let mut rows = Vec::new();
    for para in text.split('\n') {
        let mut row = String::new();
        for word in para.split(' ') {
            let sep = usize::from(!row.is_empty());
            if cols(&row) + sep + cols(word) <= width {
                if sep == 1 {
                    row.push(' ');
                }
                row.push_str(word);
                continue;
            }
            if !row.is_empty() {
                rows.push(std::mem::take(&mut row));
            }
            // A word wider than the row is cut.
            for ch in word.chars() {
                if cols(&row) + cols(ch.encode_utf8(&mut [0; 4])) > width {
                    rows.push(std::mem::take(&mut row));
                }
                row.push(ch);
            }
        }
        rows.push(row);
    }
    rows
}

/// `rows` if they fit in what is `left` (which they then use up), else none.
fn take(rows: Vec<Line<'static>>, left: &mut usize) -> Vec<Line<'static>> {
    if rows.len() <= *left {
        *left -= rows.len();
        rows
    } else {
        Vec::new()
    }
}

fn styled(rows: Vec<String>, style: Style) -> Vec<Line<'static>> {
    rows.into_iter().map(|r| Line::styled(r, style)).collect()
}

fn msg_rows(m: &Msg, lang: Lang, width: usize) -> Vec<Line<'static>> {
    let style = if m.error {
        Style::new().fg(ERROR)
    } else {
        Style::new()
    };
    styled(wrap(m.text(lang), width), style)
}

/// The verdict's rows that fit in `room`, scrolled as `scroll` is (which
/// learns how far it can go), with one mark row when some are hidden.
fn verdict_view(
    rows: Vec<Line<'static>>,
    room: usize,
    scroll: &RaconScreen,
    lang: Lang,
) -> Vec<Line<'static>> {
    if rows.len() <= room {
        scroll.scroll_max.set(0);
        return rows;
    }
    let visible = room.saturating_sub(1);
    scroll.scroll_max.set(rows.len() - visible);
    let off = scroll.scroll.min(rows.len() - visible);
    let below = rows.len() - off - visible;
    let mut out: Vec<Line<'static>> = rows.into_iter().skip(off).take(visible).collect();
    let mut marks = Vec::new();
    if off > 0 {
        marks.push(words::more(off, true, lang));
    }
    if below > 0 {
        marks.push(words::more(below, false, lang));
    }
    out.push(Line::styled(marks.join(" · "), Style::new().fg(DIM)));
    out
}

impl Draw for RaconScreen {
    fn draw(&self, f: &mut Frame, ctx: &Ctx, area: Rect, _now: i64, _flash: bool) {
        let block = Block::bordered().title(" Racon ");
        let inner = block.inner(area);
        f.render_widget(block, area);
        let parts = Parts::of(self, ctx, usize::from(inner.width));
        let out = parts.fit(self, usize::from(inner.height), ctx.lang);
        f.render_widget(Paragraph::new(out), inner);
    }
}

/// The screen's pieces, each wrapped to the width, before they are fitted
/// into the rows there are.
struct Parts {
    /// How to type the hands.
    hint: Vec<Line<'static>>,
    /// The seats, numbered, the dealer marked.
    seats: Vec<Line<'static>>,
    hands: Vec<Line<'static>>,
    verdict: Vec<Line<'static>>,
    /// Who showed and what the middle holds, over the pot line.
    pot_hint: Vec<Line<'static>>,
    /// The pot line and its result.
    pot: Vec<Line<'static>>,
}

fn focus(on: bool) -> Style {
    Style::new().fg(if on { ACCENT } else { DIM })
}

/// The field's text; the field in focus shows its cursor where it is
/// (`tui::field`).
fn typed(t: &TextField, on: bool) -> String {
    if on { t.shown() } else { t.text.clone() }
}

impl Parts {
    fn of(v: &RaconScreen, ctx: &Ctx, width: usize) -> Parts {
        let lang = ctx.lang;
        let s = ctx.state();
        let stud = s.is_some_and(|s| s.rules.shape == crate::rules::Shape::Stud);
        let hint = styled(wrap(&words::hands_hint(stud, lang), width), focus(false));
        let hands = styled(
            wrap(&format!("> {}", typed(&v.hands, !v.pot_focus)), width),
            focus(!v.pot_focus),
        );
        let verdict = v
            .verdict
            .as_ref()
            .map(|m| msg_rows(m, lang, width))
            .unwrap_or_default();
        let (pot_hint, pot) = pot_rows(v, s, lang, width);
        Parts {
            hint,
            seats: seat_rows(s, lang, width),
            hands,
            verdict,
            pot_hint,
            pot,
        }
    }

    /// The rows in `height`. What must show: the hands line and the pot
    /// (line and result). Then, while rows are left: a row of the verdict,
    /// the pot hint, the seats, the typing hint, the gaps. The pot sits at
    /// the bottom of the box.
    fn fit(self, v: &RaconScreen, height: usize, lang: Lang) -> Vec<Line<'static>> {
        let Parts {
            hint,
            seats,
            hands,
            verdict,
            pot_hint,
            pot,
        } = self;
        let must = hands.len() + pot.len();
        let mut left = height.saturating_sub(must);
        let want_verdict = usize::from(!verdict.is_empty());
        left = left.saturating_sub(want_verdict);
        let pot_hint = take(pot_hint, &mut left);
        let seats = if v.pot_focus {
            Vec::new()
        } else {
            take(seats, &mut left)
        };
        let hint = if v.pot_focus {
            Vec::new()
        } else {
            take(hint, &mut left)
        };
        let gap_top = !verdict.is_empty() && take(vec![Line::from("")], &mut left).len() == 1;
        let gap_pot = !pot.is_empty() && take(vec![Line::from("")], &mut left).len() == 1;
        let room = left + want_verdict;

        let mut out: Vec<Line<'static>> = Vec::new();
        out.extend(hint);
        out.extend(seats);
        out.extend(hands);
        if gap_top {
            out.push(Line::from(""));
        }
        out.extend(verdict_view(verdict, room, v, lang));
        if gap_pot {
            out.push(Line::from(""));
        }
        let used = out.len() + pot_hint.len() + pot.len();
        out.extend(std::iter::repeat_n(
            Line::from(""),
            height.saturating_sub(used),
        ));
        out.extend(pot_hint);
        out.extend(pot);
        out
    }
}

/// The seats line: the active players by seat number, the dealer marked.
fn seat_rows(s: Option<&State>, lang: Lang, width: usize) -> Vec<Line<'static>> {
    let seats: Vec<(usize, &str, bool)> = s.map_or_else(Vec::new, |s| {
        let dealer = s.last_dealer().or_else(|| s.dealer());
        s.seats
            .iter()
            .enumerate()
            .filter(|(_, p)| s.is_active(**p))
            .map(|(i, &p)| (i + 1, s.name(p), Some(p) == dealer))
            .collect()
    });
    styled(wrap(&words::seats_line(&seats, lang), width), focus(false))
}

/// The pot hint and the pot line with its result, once a named verdict
/// opened it (or it has the focus); nothing before.
fn pot_rows(
    v: &RaconScreen,
    s: Option<&State>,
    lang: Lang,
    width: usize,
) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    if v.named.is_none() && !v.pot_focus {
        return (Vec::new(), Vec::new());
    }
    let mut pot_hint = Vec::new();
    if v.pot_result.is_none()
        && let Some(h) = s.and_then(|s| racon_pot::hint(v, s, lang))
    {
        pot_hint = styled(wrap(&h, width), focus(false));
    }
    let line = format!("{} {}", tx::t(T::PotTab, lang), typed(&v.pot, v.pot_focus));
    let mut pot = styled(wrap(&line, width), focus(v.pot_focus));
    if let Some(m) = &v.pot_result {
        pot.extend(msg_rows(m, lang, width));
    }
    (pot_hint, pot)
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn rows_break_at_spaces_and_cut_long_words() {
        assert_eq!(
            wrap("Kazanan: Kadir Aslan.", 12),
            ["Kazanan:", "Kadir Aslan."]
        );
        assert_eq!(wrap("a\nb c", 10), ["a", "b c"]);
        assert_eq!(wrap("abcdefgh", 3), ["abc", "def", "gh"]);
        assert_eq!(wrap("A♥ K♦ Q♣", 5), ["A♥ K♦", "Q♣"]);
        assert_eq!(wrap("", 5), [""]);
    }
}
