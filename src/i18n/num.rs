//! Numbers as people write them, Turkish and English: grouped digits,
//! four-decimal ratios and percentages, money and chips.

use super::Lang;
use crate::money::{Chips, Kurus};

/// The lira sign.
pub const LIRA: &str = "₺";

/// Groups the digits of `n` in threes: `201.376` (Turkish), `201,376`
/// (English).
pub fn number(n: u64, lang: Lang) -> String {
    let sep = lang.pick(".", ",");
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(ch);
    }
    out
}

/// `num / den` times `scale`, rounded half up, as `whole,dddd` with four
/// decimals and the language's separator; `-` when `den` is 0. When
/// `num * scale` does not fit, the quotient is taken first (and is then
/// exact to the last shown digit only for huge denominators).
fn four_decimals(num: u128, den: u128, scale: u128, lang: Lang) -> String {
    if den == 0 {
        return "-".into();
    }
    let scaled = num
        .checked_mul(scale)
        .map_or(num / (den / scale).max(1), |n| (n + den / 2) / den);
    let sep = lang.pick(",", ".");
    format!("{}{sep}{:04}", scaled / 10_000, scaled % 10_000)
}

/// A probability with four decimals, rounded half up: `0,7129` / `0.7129`.
pub fn fraction(count: u64, total: u64, lang: Lang) -> String {
    four_decimals(count.into(), total.into(), 10_000, lang)
}

/// `num / den` as a percentage with four decimals, rounded half up:
/// `0,0099%` / `0.0099%`.
pub fn percent(num: u128, den: u128, lang: Lang) -> String {
    let digits = four_decimals(num, den, 1_000_000, lang);
    if den == 0 { digits } else { digits + "%" }
}

/// A float with `decimals` decimals and the language's separator.
pub fn decimal(x: f64, decimals: usize, lang: Lang) -> String {
    let s = format!("{x:.decimals$}");
    match lang {
        Lang::Tr => s.replace('.', ","),
        Lang::En => s,
    }
}

fn sign(n: i64, plus: bool) -> &'static str {
    match n {
        n if n < 0 => "-",
        n if n > 0 && plus => "+",
        _ => "",
    }
}

/// A chip count with grouped digits: `-1.250` / `-1,250`.
pub fn chips(n: Chips, lang: Lang) -> String {
    format!("{}{}", sign(n.get(), false), number(n.unsigned_abs(), lang))
}

/// A chip count with its sign: `+800`, `-800`, `0`.
pub fn signed_chips(n: Chips, lang: Lang) -> String {
    format!("{}{}", sign(n.get(), true), number(n.unsigned_abs(), lang))
}

fn amount(kurus: Kurus, currency: &str, plus: bool, lang: Lang) -> String {
    let abs = kurus.unsigned_abs();
    let whole = number(abs / 100, lang);
    let cents = abs % 100;
    let sign = sign(kurus.get(), plus);
    match lang {
        Lang::Tr => format!("{sign}{whole},{cents:02} {currency}"),
        Lang::En => format!("{sign}{currency}{whole}.{cents:02}"),
    }
}

/// Kuruş as money, the Turkish way in Turkish (`1.250,50 ₺`, `-3,05 ₺`)
/// and the English way in English (`₺1,250.50`, `-₺3.05`).
pub fn money(kurus: Kurus, lang: Lang) -> String {
    amount(kurus, LIRA, false, lang)
}

/// [`money`] with another currency label (`TL`, `€`).
pub fn money_in(kurus: Kurus, currency: &str, lang: Lang) -> String {
    amount(kurus, currency, false, lang)
}

/// [`money`] with a `+` on gains: `+800,00 ₺` / `+₺800.00`.
pub fn signed_money(kurus: Kurus, lang: Lang) -> String {
    amount(kurus, LIRA, true, lang)
}

/// [`signed_money`] with another currency label: `+800,00 TL`.
pub fn signed_money_in(kurus: Kurus, currency: &str, lang: Lang) -> String {
    amount(kurus, currency, true, lang)
}

/// The widths, in characters, of the columns of `rows` (rows may be of
/// different lengths).
pub fn widths<'a>(rows: impl IntoIterator<Item = &'a [String]>) -> Vec<usize> {
    let mut width: Vec<usize> = Vec::new();
    for row in rows {
        if width.len() < row.len() {
            width.resize(row.len(), 0);
        }
        for (w, cell) in width.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    width
}

/// One row laid out in columns of `width`: the first left-aligned, the
/// rest right-aligned, two spaces apart, no trailing blanks.
pub fn row(cells: &[String], width: &[usize]) -> String {
    let mut line = String::new();
    for (c, cell) in cells.iter().enumerate() {
        let w = width.get(c).copied().unwrap_or(0);
        let pad = " ".repeat(w.saturating_sub(cell.chars().count()));
        if c == 0 {
            line.push_str(cell);
            line.push_str(&pad);
        } else {
            line.push_str("  ");
            line.push_str(&pad);
            line.push_str(cell);
        }
    }
    line.truncate(line.trim_end().len());
    line
}

/// `rows` as a text table, one line each ([`row`]), every column as wide
/// as its widest cell or its entry in `min`, whichever is more.
pub fn columns_at_least(rows: &[Vec<String>], min: &[usize]) -> String {
    let mut width = widths(rows.iter().map(Vec::as_slice));
    for (w, &m) in width.iter_mut().zip(min) {
        *w = (*w).max(m);
    }
    let mut out = String::new();
    for r in rows {
        out.push_str(&row(r, &width));
        out.push('\n');
    }
    out
}

/// `rows` as a text table: the first column left-aligned, the rest
/// right-aligned, two spaces apart; widths count characters.
pub fn columns(rows: &[Vec<String>]) -> String {
    columns_at_least(rows, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_align_left_then_right_without_trailing_blanks() {
        let rows = vec![
            vec!["Ali".to_string(), "1".to_string(), "x".to_string()],
            vec!["Veli Can".to_string(), "1.250".to_string()],
            vec!["Şükrü".to_string(), "10".to_string(), "".to_string()],
        ];
        assert_eq!(
            columns(&rows),
            "Ali           1  x\nVeli Can  1.250\nŞükrü        10\n"
        );
        assert_eq!(columns_at_least(&rows[..1], &[5, 0, 3]), "Ali    1    x\n");
        assert_eq!(columns(&[]), "");
    }
}
