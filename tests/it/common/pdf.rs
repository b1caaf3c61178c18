//! Reading back the PDF reports with Debian's poppler-utils (installed by
//! .ci/run): `pdftotext` for the words, `pdftoppm` for page 1's pixels.

use std::path::Path;
use std::process::Command;

/// `pdftotext -layout` of `pdf` (fails the test where poppler-utils is
/// missing: CI installs it).
pub fn pdf_text(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .arg("-layout")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (Debian poppler-utils) runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// Page 1 rendered at 50 dpi: a PNG, and as grey levels the share of
/// its pixels that are dark (below 128).
pub fn page_one_ink(pdf: &Path, dir: &Path) -> f64 {
    let png = dir.join("page");
    let ran = Command::new("pdftoppm")
        .args(["-png", "-r", "50", "-f", "1", "-l", "1", "-singlefile"])
        .arg(pdf)
        .arg(&png)
        .status()
        .expect("pdftoppm runs");
    assert!(ran.success());
    let bytes = std::fs::read(dir.join("page.png")).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
    let grey = dir.join("grey");
    let ran = Command::new("pdftoppm")
        .args(["-gray", "-r", "50", "-f", "1", "-l", "1", "-singlefile"])
        .arg(pdf)
        .arg(&grey)
        .status()
        .expect("pdftoppm runs");
    assert!(ran.success());
    let pgm = std::fs::read(dir.join("grey.pgm")).unwrap();
    // P5, width, height, maxval, then one byte a pixel.
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while pgm[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !pgm[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&pgm[start..at]).into_owned());
    }
    assert_eq!(fields[0], "P5");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    // A4 at 50 dpi: 413 × 585.
    assert!(
        (410..=416).contains(&w) && (582..=588).contains(&h),
        "{w}×{h}"
    );
    let pixels = &pgm[at + 1..];
    assert_eq!(pixels.len(), w * h);
    pixels.iter().filter(|&&p| p < 128).count() as f64 / pixels.len() as f64
}
