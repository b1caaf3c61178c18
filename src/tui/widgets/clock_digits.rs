//! The table's small clock: 3×5 block digits, readable across the table.
//! (The scalable clock face of the room display is its own widget.)

/// Rows of the digits.
pub const HEIGHT: u16 = 5;

const FONT: [[&str; 5]; 11] = [
    ["███", "█ █", "█ █", "█ █", "███"],
    ["  █", "  █", "  █", "  █", "  █"],
    ["███", "  █", "███", "█  ", "███"],
    ["███", "  █", "███", "  █", "███"],
    ["█ █", "█ █", "███", "  █", "  █"],
    ["███", "█  ", "███", "  █", "███"],
    ["███", "█  ", "███", "█ █", "███"],
    ["███", "  █", "  █", "  █", "  █"],
    ["███", "█ █", "███", "█ █", "███"],
    ["███", "█ █", "███", "  █", "███"],
    ["   ", " █ ", "   ", " █ ", "   "],
];

/// `text` (digits and `:`) as five rows of block characters.
pub fn rows(text: &str) -> Vec<String> {
    let mut rows = vec![String::new(); HEIGHT as usize];
    for ch in text.chars() {
        let glyph = match ch {
            '0'..='9' => FONT[ch as usize - '0' as usize],
            ':' => FONT[10],
            _ => continue,
        };
        for (r, g) in rows.iter_mut().zip(glyph) {
            r.push_str(g);
            r.push(' ');
        }
    }
    rows
}
