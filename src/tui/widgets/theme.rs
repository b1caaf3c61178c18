//! The screen's few colours, in one place.

use ratatui::style::{Color, Modifier, Style};

pub const ACCENT: Color = Color::Yellow;
pub const ERROR: Color = Color::LightRed;
pub const OK: Color = Color::Green;
pub const DIM: Color = Color::DarkGray;

pub fn bold_accent() -> Style {
    Style::new().fg(ACCENT).add_modifier(Modifier::BOLD)
}
