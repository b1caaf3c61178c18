//! The season on paper (`ledger report --format pdf`): A4, in the user's
//! language. The standings table, a chart of each player's running net
//! night by night ([`super::series::season_lines`]), the open debts and
//! the fewest transfers that clear them, the nights left out.

use super::pdf_draw::{Align, BLACK, Doc, GREY};
use crate::i18n::money::{money, signed_money};
use crate::i18n::{Lang, ledger as words, pdf as pw};
use crate::money::Kurus;
use crate::money::ledger::Ledger;

/// The ledger's report as PDF bytes; `Err` with the writer's words.
pub fn render(
    l: &Ledger,
    skipped: &[String],
    printed_at: &str,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    let mut d = Doc::new()?;
    d.paragraph(words::title(lang), 20.0, true, BLACK, 0.0);
    standings(&mut d, l, lang);
    chart(&mut d, l, lang);
    debts(&mut d, l, lang);
    if !skipped.is_empty() {
        d.y += 8.0;
        for s in skipped {
            d.paragraph(s, 9.0, false, GREY, 0.0);
        }
    }
    let footer = words::report_footer(printed_at, lang);
    d.finish(words::title(lang), &footer, lang.pick("tr", "en"))
}

fn opt(v: Option<Kurus>, lang: Lang) -> String {
    v.map_or_else(|| "–".to_string(), |k| signed_money(k, lang))
}

fn standings(d: &mut Doc, l: &Ledger, lang: Lang) {
    let rows = l.standings(None);
    d.heading(&words::standings_heading(l.nights.len(), lang));
    if rows.is_empty() {
        d.paragraph(words::no_nights(lang), 10.0, false, BLACK, 0.0);
        return;
    }
    let mut table = vec![words::columns(lang).map(str::to_string).to_vec()];
    for r in &rows {
        table.push(vec![
            r.name.clone(),
            r.nights.to_string(),
            signed_money(r.net, lang),
            r.chips.map_or_else(
                || "-".to_string(),
                |c| crate::i18n::money::signed_chips(c, lang),
            ),
            opt(r.best, lang),
            opt(r.worst, lang),
            signed_money(r.open, lang),
        ]);
    }
    let mut align = vec![Align::Right; 7];
    align[0] = Align::Left;
    d.table(&table, &align, false);
}

fn chart(d: &mut Doc, l: &Ledger, lang: Lang) {
    if l.nights.is_empty() {
        return;
    }
    let lines = super::series::season_lines(l);
    let height = d.chart_height(&lines, 66.0, 130.0, 260.0);
    d.heading(pw::season_chart_title(lang));
    d.paragraph(pw::season_chart_note(lang), 8.5, false, GREY, 0.0);
    let xs: Vec<f64> = (1..=l.nights.len()).map(|n| n as f64).collect();
    let labels: Vec<(f64, String)> = super::pdf_draw::x_ticks(l.nights.len())
        .into_iter()
        .map(|i| ((i + 1) as f64, pw::night_point(i + 1, lang)))
        .collect();
    let y_label = |v: i64| signed_money(Kurus(v), lang);
    d.chart(&xs, &lines, height, &labels, &y_label, false);
}

fn debts(d: &mut Doc, l: &Ledger, lang: Lang) {
    let debts = l.open_debts();
    if debts.is_empty() {
        d.y += 8.0;
        d.paragraph(words::no_debts(lang), 10.0, false, BLACK, 0.0);
        return;
    }
    d.heading(&words::debts_heading(debts.len(), lang));
    for debt in &debts {
        let source = super::ledger::source_words(&debt.source, lang);
        let line = words::debt_line(
            l.name(&debt.from),
            l.name(&debt.to),
            debt.open(),
            debt.paid,
            &source,
            lang,
        );
        d.paragraph(&line, 10.0, false, BLACK, 8.0);
    }
    let (clear, exact) = l.settle();
    d.heading(&words::settle_heading(clear.len(), exact, lang));
    for t in &clear {
        let line = format!("{} → {}: {}", t.from, t.to, money(t.kurus, lang));
        d.paragraph(&line, 14.0, true, BLACK, 8.0);
    }
}
