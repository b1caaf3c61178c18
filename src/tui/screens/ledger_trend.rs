//! The season's trend on the ledger screen: each player's running net
//! night by night ([`crate::report::series::season_lines`]) as a short
//! sparkline in his standings row, and, where the screen has the room
//! below the debts, as a chart with one line per player.

use crate::i18n::{Lang, pdf as pw, tui_ledger as words};
use crate::report::series::{Line as Trend, range};
use crate::tui::widgets::theme::{DIM, ERROR, OK};
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::{Color, Style};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Block, Chart, Dataset, GraphType};

const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The chart's line colours, one per player (repeating past eight).
const COLOURS: [Color; 8] = [
    Color::Cyan,
    Color::LightMagenta,
    Color::Yellow,
    Color::LightGreen,
    Color::LightBlue,
    Color::LightRed,
    Color::White,
    Color::Magenta,
];

/// Rows the chart needs at least to be worth drawing.
pub const CHART_ROWS: u16 = 8;

/// The last `width` points of `points` as bars from `▁` (`lo`) to `█`
/// (`hi`): green above zero, red below, grey at zero.
pub fn spark(points: &[i64], lo: i64, hi: i64, width: usize) -> Vec<Span<'static>> {
    let span = i128::from((hi - lo).max(1));
    let from = points.len().saturating_sub(width);
    let mut out: Vec<Span<'static>> = points[from..]
        .iter()
        .map(|&v| {
            let level = (i128::from(v.clamp(lo, hi) - lo) * 7 / span) as usize;
            let colour = match v {
                v if v > 0 => OK,
                v if v < 0 => ERROR,
                _ => DIM,
            };
            Span::styled(LEVELS[level.min(7)].to_string(), Style::new().fg(colour))
        })
        .collect();
    let shown = points.len() - from;
    if shown < width {
        out.push(Span::raw(" ".repeat(width - shown)));
    }
    out
}

/// The sparkline cell of `name`'s row: his trend, `width` columns.
pub fn row_spark(trends: &[Trend], name: &str, width: usize) -> Vec<Span<'static>> {
    let (lo, hi) = range(trends);
    match trends.iter().find(|t| t.name == name) {
        Some(t) => spark(&t.points, lo, hi, width),
        None => vec![Span::raw(" ".repeat(width))],
    }
}

/// The header of the sparkline column.
pub fn heading(lang: Lang) -> &'static str {
    words::trend_heading(lang)
}

/// The chart of every player's running net in `area` (two nights at
/// least; nothing to draw before).
pub fn chart(f: &mut Frame, trends: &[Trend], area: Rect, lang: Lang) {
    let nights = trends.iter().map(|t| t.points.len()).max().unwrap_or(0);
    if nights < 2 || area.height < CHART_ROWS {
        return;
    }
    let data: Vec<Vec<(f64, f64)>> = trends
        .iter()
        .map(|t| {
            t.points
                .iter()
                .enumerate()
                .map(|(i, v)| ((i + 1) as f64, *v as f64 / 100.0))
                .collect()
        })
        .collect();
    let sets: Vec<Dataset> = trends
        .iter()
        .zip(&data)
        .enumerate()
        .map(|(k, (t, d))| {
            Dataset::default()
                .name(crate::store::one_line(&t.name))
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(Style::new().fg(COLOURS[k % COLOURS.len()]))
                .data(d)
        })
        .collect();
    let (lo, hi) = range(trends);
    let money = |k: i64| crate::i18n::money::signed_money(crate::money::Kurus(k), lang);
    let x_labels = vec![
        Line::from(pw::night_point(1, lang)),
        Line::from(pw::night_point(nights, lang)),
    ];
    // The legend in the title line: the chart's own one does not fit a
    // short chart.
    let mut title = vec![Span::styled(
        pw::season_chart_title(lang),
        Style::new().fg(DIM),
    )];
    for (k, t) in trends.iter().enumerate() {
        let colour = COLOURS[k % COLOURS.len()];
        title.push(Span::styled("  ■ ", Style::new().fg(colour)));
        title.push(Span::raw(crate::store::one_line(&t.name)));
    }
    let chart = Chart::new(sets)
        .hidden_legend_constraints((Constraint::Length(0), Constraint::Length(0)))
        .block(Block::new().title(Line::from(title)))
        .x_axis(
            Axis::default()
                .bounds([1.0, nights as f64])
                .labels(x_labels)
                .style(Style::new().fg(DIM)),
        )
        .y_axis(
            Axis::default()
                .bounds([lo as f64 / 100.0, hi as f64 / 100.0])
                .labels(vec![Line::from(money(lo)), Line::from(money(hi))])
                .style(Style::new().fg(DIM)),
        );
    f.render_widget(chart, area);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(spans: &[Span]) -> String {
        spans.iter().map(|s| s.content.as_ref()).collect()
    }

    #[test]
    fn sparks_scale_from_the_lowest_to_the_highest() {
        assert_eq!(text(&spark(&[-100, 0, 100], -100, 100, 3)), "▁▄█");
        // Only the last nights when the column is narrow; padded when wide.
        assert_eq!(text(&spark(&[-100, 0, 100], -100, 100, 2)), "▄█");
        assert_eq!(text(&spark(&[100], -100, 100, 3)), "█  ");
        let s = spark(&[-5, 0, 5], -5, 5, 3);
        assert_eq!(s[0].style.fg, Some(ERROR));
        assert_eq!(s[1].style.fg, Some(DIM));
        assert_eq!(s[2].style.fg, Some(OK));
    }
}
