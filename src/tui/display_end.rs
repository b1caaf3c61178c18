//! The end of the night on `racon display`, as the whole screen (F15):
//! "GECE BİTTİ" in block letters, each player's net in money large (with
//! its sign, as the chips have theirs), and who pays whom. Where the window
//! is too small for block letters, the same as plain lines.

use super::widgets::block_letters::{Block, fit, name_block};
use super::widgets::theme::{ACCENT, ERROR, OK};
use crate::i18n::Lang;
use crate::i18n::clock::{self as t, Word};
use crate::i18n::num::{signed_chips, signed_money_in};
use crate::money::settle::{Party, Settlement};
use crate::night::{PlayerId, State};
use crate::units::{Chips, Kurus};
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

/// One player's result.
struct Net {
    name: String,
    chips: Chips,
    money: Kurus,
}

/// The players in the ring's order (seat order; player order before the
/// seats were drawn), each with his net.
fn nets(s: &State, st: &Settlement) -> Vec<Net> {
    let order: Vec<PlayerId> = if s.seats.is_empty() {
        s.ids().collect()
    } else {
        s.seats.clone()
    };
    order
        .into_iter()
        .filter_map(|p| {
            let i = usize::from(p.0);
            Some(Net {
                name: s.name(p).to_string(),
                chips: *st.nets.get(i)?,
                money: *st.money.get(i)?,
            })
        })
        .collect()
}

fn net_style(money: Kurus) -> Style {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    match money.get() {
        m if m < 0 => bold.fg(ERROR),
        m if m > 0 => bold.fg(OK),
        _ => bold,
    }
}

/// The money without its currency, for block letters: `+60,00` / `-5.00`.
fn amount(money: Kurus, lang: Lang) -> String {
    let full = signed_money_in(money, "", lang);
    full.trim().to_string()
}

/// Draws the end of the night in `area`: big where it fits, else plain.
pub fn draw(f: &mut Frame, s: &State, whole: bool, lang: Lang, area: Rect) {
    let settlement = whole.then(|| s.settlement().ok()).flatten();
    let Some(st) = settlement else {
        let lines = result_lines(s, whole, lang);
        draw_headline(f, lang, area, &lines);
        return;
    };
    let nets = nets(s, &st);
    let transfers = transfer_lines(s, &st, lang);
    if let Some(blocks) = big_nets(&nets, area.width, lang) {
        draw_big(f, s, lang, area, &nets, &blocks, transfers);
    } else {
        draw_plain(f, s, lang, area, &nets, transfers);
    }
}

/// The headline over the nets as a table and the transfers, each block
/// with one left edge: where the nets do not fit in block letters.
fn draw_plain(
    f: &mut Frame,
    s: &State,
    lang: Lang,
    area: Rect,
    nets: &[Net],
    transfers: Vec<Line<'static>>,
) {
    let mut lines = flush_left(net_lines(s, nets, lang));
    lines.push(Line::from(""));
    lines.extend(flush_left(transfers));
    draw_headline(f, lang, area, &lines);
}

/// "GECE BİTTİ" as large as it fits over `below`, which is centred under
/// it; plain when even the smallest block letters do not fit.
fn draw_headline(f: &mut Frame, lang: Lang, area: Rect, below: &[Line<'static>]) {
    let word = t::word(Word::NightOver, lang);
    let below_rows = u16::try_from(below.len()).unwrap_or(u16::MAX);
    let room = area.height.saturating_sub(below_rows + 1);
    let big = (1..=3u16)
        .rev()
        .find_map(|s| fit(word, s, area.width).filter(|(_, b)| b.height() <= room));
    let mut lines = headline_lines(word, big.map(|(_, b)| b));
    lines.push(Line::from(""));
    lines.extend(below.iter().cloned());
    centred(f, lines, area);
}

fn headline_lines(word: &str, big: Option<Block>) -> Vec<Line<'static>> {
    let style = Style::new().fg(ACCENT).add_modifier(Modifier::BOLD);
    match big {
        Some(b) => b.lines(style),
        None => vec![Line::styled(word.to_string(), style)],
    }
}

/// The lines padded to the widest, so that centred they keep one left
/// edge (a table stays a table).
fn flush_left(lines: Vec<Line<'static>>) -> Vec<Line<'static>> {
    let w = lines.iter().map(Line::width).max().unwrap_or(0);
    lines
        .into_iter()
        .map(|mut l| {
            let pad = w - l.width();
            if pad > 0 {
                l.spans.push(Span::raw(" ".repeat(pad)));
            }
            l
        })
        .collect()
}

/// `lines` centred across and down `area`.
fn centred(f: &mut Frame, lines: Vec<Line<'static>>, area: Rect) {
    let rows = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let top = area.height.saturating_sub(rows) / 2;
    let inner = Rect {
        y: area.y + top,
        height: area.height - top,
        ..area
    };
    f.render_widget(
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: false }),
        inner,
    );
}

/// Each net as `NAME +60,00` in block letters, two columns wide; None when
/// a name has no block letters or a line does not fit its column.
fn big_nets(nets: &[Net], width: u16, lang: Lang) -> Option<Vec<Block>> {
    let room = (width / 2).saturating_sub(4);
    nets.iter()
        .map(|n| name_block(&n.name, &amount(n.money, lang), room))
        .collect()
}

/// The headline, the big nets in two columns, the transfers under them;
/// falls back to the plain layout when the rows do not suffice.
fn draw_big(
    f: &mut Frame,
    s: &State,
    lang: Lang,
    area: Rect,
    nets: &[Net],
    blocks: &[Block],
    transfers: Vec<Line<'static>>,
) {
    let half = blocks.len().div_ceil(2);
    let cur = &s.setup.stakes.currency;
    let column = |range: std::ops::Range<usize>| -> Vec<Line<'static>> {
        let mut lines = Vec::new();
        for i in range {
            if !lines.is_empty() {
                lines.push(Line::from(""));
            }
            lines.extend(net_block(&blocks[i], &nets[i], cur, lang));
        }
        lines
    };
    let (left, right) = (
        flush_left(column(0..half)),
        flush_left(column(half..blocks.len())),
    );
    let nets_rows = u16::try_from(left.len().max(right.len())).unwrap_or(u16::MAX);
    let transfer_rows = u16::try_from(transfers.len()).unwrap_or(u16::MAX);
    let word = t::word(Word::NightOver, lang);
    let head = fit(word, 2, area.width).map(|(_, b)| b);
    let head_rows = head.as_ref().map_or(1, Block::height);
    if head_rows + nets_rows + transfer_rows + 2 > area.height {
        draw_plain(f, s, lang, area, nets, transfers);
        return;
    }
    // The whole centred down the screen.
    let rows = head_rows + nets_rows + transfer_rows + 2;
    let area = Rect {
        y: area.y + (area.height - rows) / 2,
        height: rows,
        ..area
    };
    let [head_a, _, nets_a, _, transfers_a] = Layout::vertical([
        Constraint::Length(head_rows),
        Constraint::Length(1),
        Constraint::Length(nets_rows),
        Constraint::Length(1),
        Constraint::Length(transfer_rows),
    ])
    .areas(area);
    centred(f, headline_lines(word, head), head_a);
    let [l, r] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(nets_a);
    f.render_widget(Paragraph::new(left).alignment(Alignment::Center), l);
    f.render_widget(Paragraph::new(right).alignment(Alignment::Center), r);
    f.render_widget(
        Paragraph::new(flush_left(transfers)).alignment(Alignment::Center),
        transfers_a,
    );
}

/// A net in block letters, and under it its chips and the currency.
fn net_block(b: &Block, n: &Net, cur: &str, lang: Lang) -> Vec<Line<'static>> {
    let mut lines = b.lines(net_style(n.money));
    lines.push(plain_net(n, cur, lang));
    lines
}

/// `Ayşe  +60 fiş · +60,00 ₺`.
fn plain_net(n: &Net, cur: &str, lang: Lang) -> Line<'static> {
    Line::styled(
        format!(
            "{}  {} {} · {}",
            n.name,
            signed_chips(n.chips, lang),
            t::word(Word::Chips, lang),
            signed_money_in(n.money, cur, lang)
        ),
        net_style(n.money),
    )
}

fn net_lines(s: &State, nets: &[Net], lang: Lang) -> Vec<Line<'static>> {
    let cur = &s.setup.stakes.currency;
    nets.iter()
        .map(|n| {
            Line::styled(
                format!(
                    "{:<24} {:>8} {} · {}",
                    n.name,
                    signed_chips(n.chips, lang),
                    t::word(Word::Chips, lang),
                    signed_money_in(n.money, cur, lang)
                ),
                net_style(n.money),
            )
        })
        .collect()
}

/// "Ödemeler" and one line per transfer, or that nobody owes.
fn transfer_lines(s: &State, st: &Settlement, lang: Lang) -> Vec<Line<'static>> {
    let cur = &s.setup.stakes.currency;
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![Line::styled(
        t::word(Word::Transfers, lang).to_string(),
        bold.fg(ACCENT),
    )];
    let name = |p: &Party| match p {
        Party::Player(p) => s.name(*p).to_string(),
        Party::Cashier => t::word(Word::Cashier, lang).to_string(),
    };
    for tr in &st.transfers {
        lines.push(Line::styled(
            format!(
                "{} → {}: {}",
                name(&tr.from),
                name(&tr.to),
                crate::i18n::money::money_in(tr.kurus, cur, lang)
            ),
            bold,
        ));
    }
    if st.transfers.is_empty() {
        lines.push(Line::from(t::word(Word::NobodyOwes, lang).to_string()));
    }
    lines
}

/// The night's result as plain lines: the heading, then why there is no
/// settlement yet, or each net and the transfers; none while the banner
/// says the journal is not read whole (G1, G9).
pub fn result_lines(s: &State, whole: bool, lang: Lang) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(
        t::word(Word::Result, lang).to_string(),
        Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
    )];
    if !whole {
        let text = crate::i18n::store::no_settlement_shown(lang);
        lines.push(Line::styled(text.to_string(), Style::new().fg(ERROR)));
        return lines;
    }
    let Ok(st) = s.settlement() else {
        lines.push(Line::from(t::word(Word::NotCounted, lang).to_string()));
        return lines;
    };
    lines.extend(net_lines(s, &nets(s, &st), lang));
    lines.push(Line::from(""));
    lines.extend(transfer_lines(s, &st, lang));
    lines
}
