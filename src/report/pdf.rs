//! The night's settlement on paper (`night report --format pdf`): A4, in
//! the user's language. The transfers first and large (who pays whom how
//! much), each beside its payee's payment handle; then every player's kav,
//! final chips, net and what he receives or pays in all; the count and how
//! a difference was resolved; the expenses; and a chart of each player's
//! net over the night's hands ([`super::series::net_series`], the history
//! screen's numbers).

use super::facts::Facts;
use super::meta::ReportError;
use super::pdf_draw::{Align, BLACK, Doc, GREEN, GREY, MARGIN, PAGE_W, RED};
use crate::i18n::{Lang, pdf as words, report as rw};
use crate::money::{Kurus, Party};
use std::collections::BTreeMap;

/// The PDF of the settlement; `handles` are the payees' payment handles
/// as shown (by payee name; an empty map shows none).
pub fn render(
    f: &Facts,
    handles: &BTreeMap<String, String>,
    lang: Lang,
) -> Result<Vec<u8>, ReportError> {
    let fail = |e: String| ReportError::Pdf(e);
    let mut d = Doc::new().map_err(fail)?;
    title(&mut d, f, lang);
    transfers(&mut d, f, handles, lang);
    players(&mut d, f, lang);
    recount(&mut d, f, lang);
    money(&mut d, f, lang);
    chart(&mut d, f, lang);
    let name = f.state.setup.name.trim();
    let doc_title = if name.is_empty() {
        rw::title(lang).to_string()
    } else {
        format!("{} · {name}", rw::title(lang))
    };
    let footer = rw::footer(&f.printed(lang), lang);
    let tag = lang.pick("tr", "en");
    d.finish(&doc_title, &footer, tag).map_err(fail)
}

fn title(d: &mut Doc, f: &Facts, lang: Lang) {
    d.text(MARGIN, d.y + 8.0, 9.0, false, GREY, rw::title(lang));
    d.y += 12.0;
    let name = f.state.setup.name.trim();
    if !name.is_empty() {
        d.paragraph(name, 22.0, true, BLACK, 0.0);
    }
    d.y += 4.0;
    let facts = [
        format!("{}: {}", rw::date_label(lang), f.date(lang)),
        format!("{}: {}", rw::rules_label(lang), f.rules_line(lang)),
        format!("{}: {}", rw::length_label(lang), f.length_line(lang)),
        format!(
            "{}: {} · {}",
            rw::chip_label(lang),
            f.money(f.chip_value(), lang),
            rw::status(f.ended(), lang)
        ),
    ];
    for line in &facts {
        d.paragraph(line, 10.0, false, BLACK, 0.0);
    }
}

/// The transfers, large: `Şükrü → Işıl   250,00 ₺`, the chips and the
/// payee's handle small beside (or under) it.
fn transfers(d: &mut Doc, f: &Facts, handles: &BTreeMap<String, String>, lang: Lang) {
    d.heading(words::transfers_title(lang));
    if f.payments.is_empty() {
        d.paragraph(
            crate::i18n::money::nobody_pays(lang),
            16.0,
            true,
            BLACK,
            0.0,
        );
        return;
    }
    let line = if f.cashier.is_some() {
        f.transfers_heading(lang)
    } else {
        words::fewest(f.payments.len(), lang)
    };
    d.paragraph(&line, 10.0, false, GREY, 0.0);
    if f.settlement.money_only {
        d.paragraph(
            crate::i18n::ledger::money_transfers_note(lang),
            9.0,
            false,
            GREY,
            0.0,
        );
    }
    let size = 18.0;
    let who: Vec<String> = f
        .payments
        .iter()
        .map(|p| format!("{} → {}", p.from, p.to))
        .collect();
    let amounts: Vec<String> = f.payments.iter().map(|p| f.money(p.kurus, lang)).collect();
    let who_w = who
        .iter()
        .map(|w| d.width(w, size, true))
        .fold(0.0, f32::max);
    let amount_w = amounts
        .iter()
        .map(|a| d.width(a, size, true))
        .fold(0.0, f32::max);
    // The amounts in a column right of the longest "who → whom".
    let right = (MARGIN + 8.0 + who_w + 24.0 + amount_w).min(PAGE_W - MARGIN);
    for ((p, w), a) in f.payments.iter().zip(&who).zip(&amounts) {
        d.need(size * 1.6);
        d.y += size * 1.45;
        let base = d.y - 4.0;
        d.text(MARGIN + 8.0, base, size, true, BLACK, w);
        d.text_right(right, base, size, true, BLACK, a);
        let mut side = Vec::new();
        if !f.settlement.money_only {
            side.push(crate::i18n::money::chip_amount(p.chips, lang));
        }
        if let Some(h) = handles.get(&p.to).filter(|h| !h.trim().is_empty()) {
            side.push(h.trim().to_string());
        }
        if side.is_empty() {
            continue;
        }
        let side = side.join(" · ");
        let x = right + 12.0;
        if x + d.width(&side, 9.0, false) <= PAGE_W - MARGIN {
            d.text(x, base, 9.0, false, GREY, &side);
        } else {
            d.paragraph(&side, 9.0, false, GREY, 24.0);
        }
    }
    if f.with_deposits() {
        d.paragraph(
            crate::i18n::money::deposits_note(lang),
            9.0,
            false,
            GREY,
            0.0,
        );
    }
}

/// What each player receives (+) or pays (−) in all: the sum of his
/// transfers, in player order.
pub(super) fn in_all(f: &Facts) -> Vec<Kurus> {
    let mut out = vec![Kurus::ZERO; f.rows.len()];
    for t in &f.settlement.transfers {
        if let Party::Player(p) = t.to
            && let Some(v) = out.get_mut(p.index())
        {
            *v += t.kurus;
        }
        if let Party::Player(p) = t.from
            && let Some(v) = out.get_mut(p.index())
        {
            *v -= t.kurus;
        }
    }
    out
}

fn players(d: &mut Doc, f: &Facts, lang: Lang) {
    d.heading(words::players_title(lang));
    let mut header = f.shown_but_in_all(Facts::header_cells(lang));
    header.push(words::in_all_header(lang).to_string());
    let all = in_all(f);
    let mut rows = vec![header];
    for (r, k) in f.rows.iter().zip(&all) {
        let mut cells = f.shown_but_in_all(f.row_cells(r, lang));
        cells.push(f.signed_money(*k, lang));
        rows.push(cells);
    }
    let mut sum = f.shown_but_in_all(f.sum_cells(lang));
    sum.push(f.signed_money(all.iter().copied().sum(), lang));
    rows.push(sum);
    let mut align = vec![Align::Right; rows[0].len()];
    align[0] = Align::Left;
    d.table(&rows, &align, true);
    d.y += 4.0;
    d.paragraph(words::in_all_note(lang), 8.5, false, GREY, 0.0);
}

/// The count against the kav bought, how a difference was resolved, and
/// who left early.
fn recount(d: &mut Doc, f: &Facts, lang: Lang) {
    d.heading(words::recount_title(lang));
    let off = f.counted() != f.bought();
    let colour = if off { RED } else { GREEN };
    d.paragraph(
        &words::recount(f.counted(), f.bought(), lang),
        10.0,
        true,
        colour,
        0.0,
    );
    for note in f.notes(lang) {
        d.paragraph(&note, 10.0, false, BLACK, 0.0);
    }
}

fn money(d: &mut Doc, f: &Facts, lang: Lang) {
    let expenses = f.expense_lines(lang);
    let spot = f.spot_lines(lang);
    if expenses.is_empty() && spot.is_empty() {
        return;
    }
    d.heading(words::money_title(lang));
    if !expenses.is_empty() {
        let h = crate::i18n::ledger::expenses_heading(expenses.len(), lang);
        d.paragraph(&h, 10.0, true, BLACK, 0.0);
        for line in &expenses {
            d.paragraph(line, 10.0, false, BLACK, 10.0);
        }
        d.paragraph(
            crate::i18n::ledger::shares_rule(lang),
            8.5,
            false,
            GREY,
            0.0,
        );
    }
    if !spot.is_empty() {
        d.paragraph(
            crate::i18n::ledger::spot_heading(lang),
            10.0,
            true,
            BLACK,
            0.0,
        );
        for line in &spot {
            d.paragraph(line, 10.0, false, BLACK, 10.0);
        }
    }
}

fn chart(d: &mut Doc, f: &Facts, lang: Lang) {
    let (xs, lines) = super::series::night_lines(f.state);
    if xs.len() < 2 {
        return;
    }
    // On this page if a chart of some size still fits under the rest.
    let height = d.chart_height(&lines, 80.0, 130.0, 260.0);
    d.heading(words::night_chart_title(lang));
    d.paragraph(words::night_chart_note(lang), 8.5, false, GREY, 0.0);
    let last_hand = f.state.hands.last().map_or(0, |h| i64::from(h.no));
    let count_x = xs.last().copied().unwrap_or(0.0);
    // Round hand numbers, none crowding the count's label at the end.
    let room = (count_x / 12.0).max(1.0);
    let mut labels: Vec<(f64, String)> = super::pdf_draw::nice_ticks(0, last_hand.max(1))
        .into_iter()
        .filter(|h| (0..=last_hand).contains(h))
        .map(|h| h as f64)
        .filter(|h| count_x - h >= room)
        .map(|h| (h, words::hand_point(h as usize, false, lang)))
        .collect();
    labels.push((count_x, words::hand_point(0, true, lang)));
    let y_label = |v: i64| crate::i18n::num::signed_chips(crate::money::Chips(v), lang);
    d.chart(&xs, &lines, height, &labels, &y_label, true);
}
