//! Pieces several screens draw: the seats, the clock's digits, the footer.

pub mod clock_face;
pub mod footer;
pub mod seat_ring;
pub mod theme;
