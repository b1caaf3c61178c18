//! A line the host types into. While it has the focus it takes the keys it
//! can use (letters, or only digits) and Backspace; everything else goes to
//! the keymap. Ctrl and Alt keys are never typed, so `^Z`, `^C` and the F
//! keys always reach their commands.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Accepts {
    /// Any character except `?` (which opens the help).
    #[default]
    Text,
    /// Any character, `?` too (a reason, a name).
    Free,
    /// Digits only: letters stay commands (kasa, hesap).
    Digits,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextField {
    pub text: String,
    pub accepts: Accepts,
}

impl TextField {
    pub fn new(accepts: Accepts) -> TextField {
        TextField {
            text: String::new(),
            accepts,
        }
    }

    pub fn with(text: String, accepts: Accepts) -> TextField {
        TextField { text, accepts }
    }

    /// Whether `key` would be typed into the field.
    pub fn would_take(&self, key: &KeyEvent) -> bool {
        if key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
        {
            return false;
        }
        match key.code {
            KeyCode::Backspace => true,
            KeyCode::Char(c) => match self.accepts {
                Accepts::Text => c != '?',
                Accepts::Free => true,
                Accepts::Digits => c.is_ascii_digit(),
            },
            _ => false,
        }
    }

    /// Types `key` if the field takes it.
    pub fn take(&mut self, key: &KeyEvent) -> bool {
        if !self.would_take(key) {
            return false;
        }
        match key.code {
            KeyCode::Char(c) => self.text.push(c),
            _ => {
                self.text.pop();
            }
        }
        true
    }

    pub fn clear(&mut self) {
        self.text.clear();
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The text as a whole number of chips: `None` when empty, an error
    /// when it is not a number or too large to be one.
    pub fn amount(&self) -> Option<Result<i64, AmountError>> {
        let t = self.text.trim();
        if t.is_empty() {
            return None;
        }
        Some(match t.parse::<i64>() {
            Ok(n) => Ok(n),
            Err(e) if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) => {
                Err(AmountError::TooLarge)
            }
            Err(_) => Err(AmountError::NotANumber),
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmountError {
    TooLarge,
    NotANumber,
}
