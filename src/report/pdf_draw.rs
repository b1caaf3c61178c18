//! Drawing A4 pages for the PDF reports: text in `DejaVu Sans` (every
//! Turkish letter and ₺; embedded and subset by `krilla`), tables, and a
//! line chart with its legend. The layout code adds [`Op`]s to pages
//! top-down ([`Doc::need`] starts a new page when the next block does not
//! fit); [`Doc::finish`] turns them into PDF bytes.
//!
//! Deterministic: no creation date is written, so the same report makes
//! the same bytes (tests compare them).

use super::series::{Line, range};
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::num::NormalizedF32;
use krilla::paint::{Fill, LineCap, LineJoin, Stroke, StrokeDash};
use krilla::text::{Font, TextDirection};
use skrifa::MetadataProvider;

/// `DejaVu Sans` and its bold (assets/fonts, with their licence).
static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// A4 in points.
pub const PAGE_W: f32 = 595.28;
pub const PAGE_H: f32 = 841.89;
pub const MARGIN: f32 = 42.0;
/// Where the footer's baseline sits; the body ends above it.
const FOOTER_Y: f32 = PAGE_H - 24.0;
const BODY_BOTTOM: f32 = PAGE_H - 44.0;

pub type Rgb = (u8, u8, u8);
pub const BLACK: Rgb = (0, 0, 0);
pub const GREY: Rgb = (100, 100, 100);
pub const LIGHT: Rgb = (215, 215, 215);
pub const STRIPE: Rgb = (242, 242, 242);
pub const RED: Rgb = (176, 32, 32);
pub const GREEN: Rgb = (24, 120, 48);

/// The players' colours in the chart (distinct in print and on screen);
/// past ten the lines repeat them, dashed.
const PALETTE: [Rgb; 10] = [
    (31, 119, 180),
    (214, 39, 40),
    (44, 160, 44),
    (255, 127, 14),
    (148, 103, 189),
    (140, 86, 75),
    (227, 119, 194),
    (23, 190, 207),
    (188, 189, 34),
    (80, 80, 80),
];

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Text {
        x: f32,
        y: f32,
        size: f32,
        bold: bool,
        color: Rgb,
        text: String,
    },
    /// A polyline (two points: a line).
    Path {
        points: Vec<(f32, f32)>,
        width: f32,
        color: Rgb,
        dashed: bool,
    },
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        color: Rgb,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// The pages being laid out and the cursor (`y`, the top of the next
/// block, in points from the page's top).
pub struct Doc {
    pages: Vec<Vec<Op>>,
    pub y: f32,
    regular: skrifa::FontRef<'static>,
    bold: skrifa::FontRef<'static>,
}

impl Doc {
    /// A document of one empty page; `Err` only if a built-in font did
    /// not parse.
    pub fn new() -> Result<Doc, String> {
        let parse = |b: &'static [u8], name: &str| {
            skrifa::FontRef::new(b).map_err(|e| format!("{name}: {e}"))
        };
        Ok(Doc {
            pages: vec![Vec::new()],
            y: MARGIN,
            regular: parse(REGULAR, "DejaVu Sans")?,
            bold: parse(BOLD, "DejaVu Sans Bold")?,
        })
    }

    /// The width of `text` in points.
    pub fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        let font = if bold { &self.bold } else { &self.regular };
        let map = font.charmap();
        let metrics = font.glyph_metrics(
            skrifa::instance::Size::new(size),
            skrifa::instance::LocationRef::default(),
        );
        text.chars()
            .map(|c| {
                map.map(c)
                    .and_then(|g| metrics.advance_width(g))
                    .unwrap_or(size * 0.6)
            })
            .sum()
    }

    fn push(&mut self, op: Op) {
        if let Some(page) = self.pages.last_mut() {
            page.push(op);
        }
    }

    /// Starts a new page unless `height` points still fit on this one.
    pub fn need(&mut self, height: f32) {
        if self.y + height > BODY_BOTTOM && self.y > MARGIN + 1.0 {
            self.pages.push(Vec::new());
            self.y = MARGIN;
        }
    }

    /// Text with its baseline at `y`; a control or direction character
    /// in it (a name from an older file) is shown escaped (F6).
    pub fn text(&mut self, x: f32, y: f32, size: f32, bold: bool, color: Rgb, text: &str) {
        let text = crate::rules::load::inert(text).into_owned();
        self.push(Op::Text {
            x,
            y,
            size,
            bold,
            color,
            text,
        });
    }

    /// Text right-aligned at `right`.
    pub fn text_right(&mut self, right: f32, y: f32, size: f32, bold: bool, color: Rgb, s: &str) {
        let w = self.width(s, size, bold);
        self.text(right - w, y, size, bold, color, s);
    }

    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, color: Rgb) {
        self.push(Op::Path {
            points: vec![a, b],
            width,
            color,
            dashed: false,
        });
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: Rgb) {
        self.push(Op::Rect { x, y, w, h, color });
    }

    /// `text` cut into lines no wider than `width` at `size`.
    pub fn wrap(&self, text: &str, size: f32, bold: bool, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split(' ').filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && self.width(&candidate, size, bold) > width {
                lines.push(std::mem::replace(&mut line, word.to_string()));
            } else {
                line = candidate;
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// A paragraph at the left margin (indented by `indent`), wrapped to
    /// the page; the cursor moves below it.
    pub fn paragraph(&mut self, text: &str, size: f32, bold: bool, color: Rgb, indent: f32) {
        let lead = size * 1.35;
        let lines = self.wrap(text, size, bold, PAGE_W - 2.0 * MARGIN - indent);
        for l in lines {
            self.need(lead);
            self.y += lead;
            self.text(MARGIN + indent, self.y - size * 0.3, size, bold, color, &l);
        }
    }

    /// A heading: some room above, bold, a rule under it.
    pub fn heading(&mut self, text: &str) {
        self.need(40.0);
        self.y += 12.0;
        self.paragraph(text, 13.0, true, BLACK, 0.0);
        self.line(
            (MARGIN, self.y + 2.0),
            (PAGE_W - MARGIN, self.y + 2.0),
            0.6,
            LIGHT,
        );
        self.y += 6.0;
    }

    /// A table across the page: `rows[0]` is the header; the last row is
    /// drawn bold when `total` (a sum line). Columns are as wide as their
    /// widest cell; the font shrinks until the table fits the page.
    pub fn table(&mut self, rows: &[Vec<String>], align: &[Align], total: bool) {
        let avail = PAGE_W - 2.0 * MARGIN;
        let gap = 12.0;
        let mut size: f32 = 10.0;
        let widths = loop {
            let w = self.column_widths(rows, size);
            let sum: f32 = w.iter().sum::<f32>() + gap * (w.len().saturating_sub(1)) as f32;
            if sum <= avail || size <= 5.0 {
                break w;
            }
            size -= 0.5;
        };
        let lead = size * 1.7;
        let right_edges: Vec<f32> = widths
            .iter()
            .scan(MARGIN - gap, |x, w| {
                *x += gap + w;
                Some(*x)
            })
            .collect();
        let table_right = right_edges.last().copied().unwrap_or(MARGIN);
        for (r, row) in rows.iter().enumerate() {
            let header = r == 0;
            let bold = header || (total && r + 1 == rows.len());
            self.need(lead * if header { 3.0 } else { 1.0 });
            if !header && r % 2 == 0 {
                self.rect(
                    MARGIN - 3.0,
                    self.y,
                    table_right - MARGIN + 6.0,
                    lead,
                    STRIPE,
                );
            }
            if bold && !header {
                self.line(
                    (MARGIN - 3.0, self.y),
                    (table_right + 3.0, self.y),
                    0.6,
                    GREY,
                );
            }
            let base = self.y + lead * 0.7;
            for (c, cell) in row.iter().enumerate() {
                let (Some(&right), Some(&w)) = (right_edges.get(c), widths.get(c)) else {
                    continue;
                };
                let color = if header { GREY } else { BLACK };
                match align.get(c).copied().unwrap_or(Align::Left) {
                    Align::Left => self.text(right - w, base, size, bold, color, cell),
                    Align::Right => self.text_right(right, base, size, bold, color, cell),
                }
            }
            self.y += lead;
            if header {
                self.line(
                    (MARGIN - 3.0, self.y),
                    (table_right + 3.0, self.y),
                    0.6,
                    GREY,
                );
            }
        }
    }

    fn column_widths(&self, rows: &[Vec<String>], size: f32) -> Vec<f32> {
        let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
        (0..cols)
            .map(|c| {
                rows.iter()
                    .enumerate()
                    .filter_map(|(r, row)| row.get(c).map(|s| self.width(s, size, r == 0)))
                    .fold(0.0, f32::max)
            })
            .collect()
    }

    /// The height a chart of `lines` gets under `above` points of
    /// headings: what is left of this page, at most `max`; when less than
    /// `min` would be left, a new page and `max`.
    pub fn chart_height(&mut self, lines: &[Line], above: f32, min: f32, max: f32) -> f32 {
        let below = 40.0 + 16.0 * self.legend_rows(lines) as f32 + 6.0;
        let left = BODY_BOTTOM - self.y - above - below;
        if left >= min {
            return left.min(max);
        }
        self.pages.push(Vec::new());
        self.y = MARGIN;
        max
    }

    /// A line chart `height` points high across the page: one line per
    /// player in his colour through the points at `xs` (one x per point of
    /// every line; with `dashed_last` the way to the last point dashed: not
    /// known hand by hand), `x_labels` under the axis, the y axis in
    /// `y_label`'s words with a zero line, and the legend under it.
    pub fn chart(
        &mut self,
        xs: &[f64],
        lines: &[Line],
        height: f32,
        x_labels: &[(f64, String)],
        y_label: &dyn Fn(i64) -> String,
        dashed_last: bool,
    ) {
        let legend_rows = self.legend_rows(lines);
        self.need(height + 40.0 + 16.0 * legend_rows as f32);
        let (lo, hi) = range(lines);
        let ticks = nice_ticks(lo, hi);
        let label_w = ticks
            .iter()
            .map(|t| self.width(&y_label(*t), 8.0, false))
            .fold(0.0, f32::max);
        let left = MARGIN + label_w + 6.0;
        let right = PAGE_W - MARGIN - 4.0;
        let top = self.y + 10.0;
        let bottom = top + height;
        let (lo, hi) = (
            ticks.first().copied().unwrap_or(lo).min(lo),
            ticks.last().copied().unwrap_or(hi).max(hi),
        );
        let span = (hi - lo).max(1) as f32;
        let y_of = |v: i64| bottom - (v - lo) as f32 / span * height;
        let x0 = xs.first().copied().unwrap_or(0.0);
        let x1 = xs.last().copied().unwrap_or(1.0).max(x0 + 1.0);
        let x_of = |x: f64| left + ((x - x0) / (x1 - x0)) as f32 * (right - left);
        for t in &ticks {
            let y = y_of(*t);
            let (w, color) = if *t == 0 { (0.9, GREY) } else { (0.4, LIGHT) };
            self.line((left, y), (right, y), w, color);
            self.text_right(left - 4.0, y + 3.0, 8.0, false, GREY, &y_label(*t));
        }
        self.line((left, top), (left, bottom), 0.6, GREY);
        self.x_labels(x_labels, &x_of, bottom);
        for (k, l) in lines.iter().enumerate() {
            let points: Vec<(f32, f32)> = xs
                .iter()
                .zip(&l.points)
                .map(|(x, v)| (x_of(*x), y_of(*v)))
                .collect();
            self.plot(k, points, dashed_last);
        }
        self.y = bottom + 20.0;
        self.legend(lines);
    }

    /// The labels under a chart's x axis at `bottom`, each with its tick:
    /// from the last one back, each that would touch the one after it
    /// left out.
    fn x_labels(&mut self, x_labels: &[(f64, String)], x_of: &dyn Fn(f64) -> f32, bottom: f32) {
        let mut next_left = f32::MAX;
        for (x, label) in x_labels.iter().rev() {
            let w = self.width(label, 8.0, false);
            let at = x_of(*x);
            let lx = (at - w / 2.0).clamp(MARGIN, PAGE_W - MARGIN - w);
            if lx + w + 6.0 > next_left {
                continue;
            }
            next_left = lx;
            self.text(lx, bottom + 11.0, 8.0, false, GREY, label);
            self.line((at, bottom), (at, bottom + 3.0), 0.5, GREY);
        }
    }

    /// Player `k`'s line through `points` in his colour; with
    /// `dashed_last` the way to the last point dashed.
    fn plot(&mut self, k: usize, mut points: Vec<(f32, f32)>, dashed_last: bool) {
        let last = if dashed_last && points.len() >= 2 {
            points.len().checked_sub(2).map(|i| points.split_off(i + 1))
        } else {
            None
        };
        if let (Some(end), Some(&from)) = (last, points.last()) {
            let mut tail = vec![from];
            tail.extend(end);
            self.push(Op::Path {
                points: tail,
                width: 1.2,
                color: colour(k),
                dashed: true,
            });
        }
        self.push(Op::Path {
            points,
            width: 1.6,
            color: colour(k),
            dashed: k >= PALETTE.len(),
        });
    }

    /// How many rows the legend of `lines` takes.
    fn legend_rows(&self, lines: &[Line]) -> usize {
        self.legend_layout(lines).last().map_or(0, |p| p.2 + 1)
    }

    /// Each legend entry's (x, width, row).
    fn legend_layout(&self, lines: &[Line]) -> Vec<(f32, f32, usize)> {
        let mut out = Vec::new();
        let (mut x, mut row) = (MARGIN, 0usize);
        for l in lines {
            let w = 22.0 + self.width(&l.name, 9.0, false) + 14.0;
            if x + w > PAGE_W - MARGIN && x > MARGIN {
                x = MARGIN;
                row += 1;
            }
            out.push((x, w, row));
            x += w;
        }
        out
    }

    fn legend(&mut self, lines: &[Line]) {
        let layout = self.legend_layout(lines);
        for (k, (l, (x, _, row))) in lines.iter().zip(layout.clone()).enumerate() {
            let y = self.y + 16.0 * row as f32 + 6.0;
            self.push(Op::Path {
                points: vec![(x, y - 3.0), (x + 16.0, y - 3.0)],
                width: 2.5,
                color: colour(k),
                dashed: k >= PALETTE.len(),
            });
            self.text(x + 22.0, y, 9.0, false, BLACK, &l.name);
        }
        self.y += 16.0 * self.legend_rows(lines) as f32 + 4.0;
    }

    /// The PDF: every page with `footer` and its page number at the foot.
    pub fn finish(mut self, title: &str, footer: &str, lang_tag: &str) -> Result<Vec<u8>, String> {
        let total = self.pages.len();
        let pages = std::mem::take(&mut self.pages);
        let regular = Font::new(REGULAR.into(), 0).ok_or("DejaVu Sans")?;
        let bold = Font::new(BOLD.into(), 0).ok_or("DejaVu Sans Bold")?;
        let mut doc = krilla::Document::new();
        doc.set_metadata(
            krilla::metadata::Metadata::new()
                .title(title.to_string())
                .creator(CREATOR.to_string())
                .language(lang_tag.to_string()),
        );
        for (n, ops) in pages.iter().enumerate() {
            let size = krilla::page::PageSettings::from_wh(PAGE_W, PAGE_H).ok_or("A4")?;
            let mut page = doc.start_page_with(size);
            let mut s = page.surface();
            for op in ops {
                draw(&mut s, op, &regular, &bold);
            }
            let foot = Op::Text {
                x: MARGIN,
                y: FOOTER_Y,
                size: 8.0,
                bold: false,
                color: GREY,
                text: crate::rules::load::inert(footer).into_owned(),
            };
            draw(&mut s, &foot, &regular, &bold);
            let no = format!("{}/{total}", n + 1);
            let w = self.width(&no, 8.0, false);
            let num = Op::Text {
                x: PAGE_W - MARGIN - w,
                y: FOOTER_Y,
                size: 8.0,
                bold: false,
                color: GREY,
                text: no,
            };
            draw(&mut s, &num, &regular, &bold);
            s.finish();
            page.finish();
        }
        doc.finish().map_err(|e| format!("{e:?}"))
    }
}

/// The PDF's creator field: how `--out` knows a PDF racon wrote.
pub const CREATOR: &str = "racon";

/// Whether `bytes` are a PDF racon wrote (its creator field).
pub fn is_racon_pdf(bytes: &[u8]) -> bool {
    let has = |needle: String| bytes.windows(needle.len()).any(|w| w == needle.as_bytes());
    bytes.starts_with(b"%PDF-")
        && (has(format!("/Creator({CREATOR})")) || has(format!("/Creator ({CREATOR})")))
}

/// The colour of player line `k`.
pub fn colour(k: usize) -> Rgb {
    PALETTE[k % PALETTE.len()]
}

fn paint(c: Rgb) -> krilla::paint::Paint {
    rgb::Color::new(c.0, c.1, c.2).into()
}

fn draw(s: &mut krilla::surface::Surface, op: &Op, regular: &Font, bold: &Font) {
    match op {
        Op::Text {
            x,
            y,
            size,
            bold: b,
            color,
            text,
        } => {
            s.set_stroke(None);
            s.set_fill(Some(Fill {
                paint: paint(*color),
                ..Fill::default()
            }));
            let font = if *b { bold } else { regular };
            s.draw_text(
                Point::from_xy(*x, *y),
                font.clone(),
                *size,
                text,
                false,
                TextDirection::Auto,
            );
        }
        Op::Path {
            points,
            width,
            color,
            dashed,
        } => {
            let mut pb = PathBuilder::new();
            for (i, (x, y)) in points.iter().enumerate() {
                if i == 0 {
                    pb.move_to(*x, *y);
                } else {
                    pb.line_to(*x, *y);
                }
            }
            let Some(path) = pb.finish() else { return };
            s.set_fill(None);
            s.set_stroke(Some(Stroke {
                paint: paint(*color),
                width: *width,
                line_cap: LineCap::Round,
                line_join: LineJoin::Round,
                opacity: NormalizedF32::ONE,
                dash: dashed.then(|| StrokeDash {
                    array: vec![4.0, 3.0],
                    offset: 0.0,
                }),
                ..Stroke::default()
            }));
            s.draw_path(&path);
            s.set_stroke(None);
        }
        Op::Rect { x, y, w, h, color } => {
            let Some(rect) = krilla::geom::Rect::from_xywh(*x, *y, *w, *h) else {
                return;
            };
            let mut pb = PathBuilder::new();
            pb.push_rect(rect);
            let Some(path) = pb.finish() else { return };
            s.set_stroke(None);
            s.set_fill(Some(Fill {
                paint: paint(*color),
                ..Fill::default()
            }));
            s.draw_path(&path);
        }
    }
}

/// The points of `count` that get an x label: about ten, evenly
/// spaced, the first and the last always (the last replacing a label
/// less than a step before it).
pub fn x_ticks(count: usize) -> Vec<usize> {
    let every = count.div_ceil(10).max(1);
    let mut out: Vec<usize> = (0..count).step_by(every).collect();
    if let (Some(&last), Some(end)) = (out.last(), count.checked_sub(1))
        && last != end
    {
        if end - last < every {
            out.pop();
        }
        out.push(end);
    }
    out
}

/// Round values for the y axis between `lo` and `hi`: 1, 2 or 5 times a
/// power of ten apart, from at or below `lo` to at or above `hi`, 0 among
/// them.
pub fn nice_ticks(lo: i64, hi: i64) -> Vec<i64> {
    let span = (hi - lo).max(1);
    let raw = span / 5;
    let mut step: i64 = 1;
    while step.saturating_mul(10) <= raw.max(1) {
        step = step.saturating_mul(10);
    }
    for m in [1, 2, 5, 10] {
        if step.saturating_mul(m) * 6 >= span {
            step = step.saturating_mul(m);
            break;
        }
    }
    let first = lo.div_euclid(step) * step;
    let mut out = Vec::new();
    let mut t = first;
    while t < hi.saturating_add(step) && out.len() < 20 {
        out.push(t);
        if t >= hi {
            break;
        }
        t = t.saturating_add(step);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_range() {
        assert_eq!(nice_ticks(-7, 12), vec![-10, -5, 0, 5, 10, 15]);
        assert_eq!(nice_ticks(0, 1000), vec![0, 200, 400, 600, 800, 1000]);
        assert_eq!(nice_ticks(-1, 1), vec![-1, 0, 1]);
        let t = nice_ticks(-43_210, 98_765);
        assert!(t[0] <= -43_210 && *t.last().unwrap() >= 98_765, "{t:?}");
        assert!(t.contains(&0));
    }

    #[test]
    fn our_pdfs_are_known_by_their_creator() {
        let pdf = Doc::new().unwrap().finish("t", "f", "tr").unwrap();
        assert!(is_racon_pdf(&pdf));
        assert!(!is_racon_pdf(b"%PDF-1.7 /Creator(someone else)"));
        assert!(!is_racon_pdf(b"/Creator(racon) but not a PDF"));
    }

    #[test]
    fn x_labels_about_ten_first_and_last() {
        assert_eq!(x_ticks(0), Vec::<usize>::new());
        assert_eq!(x_ticks(1), vec![0]);
        assert_eq!(x_ticks(5), vec![0, 1, 2, 3, 4]);
        assert_eq!(x_ticks(23), vec![0, 3, 6, 9, 12, 15, 18, 22]);
        assert_eq!(x_ticks(42), vec![0, 5, 10, 15, 20, 25, 30, 35, 41]);
        assert_eq!(x_ticks(14), vec![0, 2, 4, 6, 8, 10, 13]);
    }

    #[test]
    fn text_is_measured_with_the_font() {
        let d = Doc::new().unwrap();
        let one = d.width("Işıl", 10.0, false);
        assert!(one > 10.0 && one < 30.0, "{one}");
        assert!(d.width("Işıl Işıl", 10.0, false) > 2.0 * one);
        assert!(d.width("₺", 10.0, true) > 0.0);
        let lines = d.wrap("bir iki üç dört beş altı yedi", 10.0, false, 60.0);
        assert!(lines.len() > 1, "{lines:?}");
        for l in &lines {
            assert!(d.width(l, 10.0, false) <= 60.0 || !l.contains(' '), "{l}");
        }
    }
}
