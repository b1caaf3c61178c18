//! QR codes drawn in terminal text, shared by the shells: the live
//! page's address (`racon serve`, `S` on the table screen) and the group-
//! chat link of the hesap screen (issue 26). One copy, here.

/// The QR code of `text` as terminal lines: each module one column wide
/// and half a row tall (▀ ▄ █), light modules drawn, with the quiet zone,
/// for a dark terminal background. `scale` 2 doubles every module (for a
/// large screen); 1 is ≈ 41 columns × 21 rows for a racon address.
pub fn qr_lines(text: &str, scale: usize) -> Option<Vec<String>> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::L).ok()?;
    let w = code.width();
    let colors = code.to_colors();
    let quiet = 4;
    let scale = scale.clamp(1, 4);
    let full = w + 2 * quiet;
    // Light (true) or dark module at (x, y) of the code with its quiet zone.
    let light = |x: usize, y: usize| -> bool {
        if x < quiet || y < quiet || x >= w + quiet || y >= w + quiet {
            return true;
        }
        colors.get((y - quiet) * w + (x - quiet)) != Some(&qrcode::Color::Dark)
    };
    let rows = full * scale;
    let mut out = Vec::with_capacity(rows.div_ceil(2));
    for pair in (0..rows).step_by(2) {
        let mut line = String::with_capacity(full * scale * 3);
        for col in 0..full * scale {
            let top = light(col / scale, pair / scale);
            let bottom = pair + 1 >= rows || light(col / scale, (pair + 1) / scale);
            line.push(match (top, bottom) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        out.push(line);
    }
    Some(out)
}

/// The most bytes a version-40 QR code with error correction L holds.
pub const MAX_QR_BYTES: usize = 2953;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qr_of_an_address_fits_a_screen_and_scales() {
        let url = "http://192.168.1.23:41234/0123456789abcdef0123456789abcdef/";
        let small = qr_lines(url, 1).unwrap();
        let big = qr_lines(url, 2).unwrap();
        let w = small[0].chars().count();
        assert!(small.iter().all(|l| l.chars().count() == w));
        // Version 4 at least (33 modules) plus the quiet zone.
        assert!(w >= 33 + 8, "{w}");
        assert!(w <= 80, "{w}");
        assert_eq!(small.len(), w.div_ceil(2));
        assert_eq!(big[0].chars().count(), 2 * w);
        assert_eq!(big.len(), w);
        // The quiet zone is light all round.
        assert!(small[0].chars().all(|c| c == '█'));
        assert!(small.last().unwrap().chars().all(|c| c == '█' || c == '▀'));
    }
}
