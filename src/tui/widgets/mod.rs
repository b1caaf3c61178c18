//! Pieces several screens draw: the seats, the clock's digits, the footer.

pub mod block_letters;
pub mod clock_face;
pub mod footer;
pub mod notes;
pub mod seat_ring;
pub mod theme;

use ratatui::layout::Rect;

/// A box `w`×`h` (at most the area) in the middle of `area`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let (w, h) = (w.min(area.width), h.min(area.height));
    Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    }
}
