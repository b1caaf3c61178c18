//! A line the host types into, with a cursor. While it has the focus it
//! takes the keys it can use: the characters it accepts (letters, or only
//! digits), and the editing keys ←/→, Home/End (and ^A/^E, for keyboards
//! without them), Backspace, Delete, ^U (everything before the cursor),
//! ^K (everything after it) and ^W (the word before it). Every other key
//! goes to the keymap: no other Ctrl or Alt key is ever typed, so `^Z`,
//! `^C` and the F keys always reach their commands.

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

/// The mark drawn where the cursor is.
pub const CURSOR: char = '▏';

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextField {
    pub text: String,
    pub accepts: Accepts,
    /// How many characters stand after the cursor. Counted from the end,
    /// so a field whose `text` is set from outside keeps its cursor at the
    /// end, where typing appends.
    after: usize,
}

/// An editing key a field takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edit {
    Type(char),
    Left,
    Right,
    Home,
    End,
    Backspace,
    Delete,
    KillBefore,
    KillAfter,
    KillWord,
}

/// Characters that end a word for ^W besides spaces: the separators of
/// the lists the host types (players, hands, pot lines).
fn separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | '|' | ';' | '=' | ':')
}

impl TextField {
    pub fn new(accepts: Accepts) -> TextField {
        TextField {
            text: String::new(),
            accepts,
            after: 0,
        }
    }

    pub fn with(text: String, accepts: Accepts) -> TextField {
        TextField {
            text,
            accepts,
            after: 0,
        }
    }

    fn edit(&self, key: &KeyEvent) -> Option<Edit> {
        if key.modifiers.contains(KeyModifiers::ALT) {
            return None;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            let KeyCode::Char(c) = key.code else {
                return None;
            };
            return match c.to_ascii_lowercase() {
                'a' => Some(Edit::Home),
                'e' => Some(Edit::End),
                'u' => Some(Edit::KillBefore),
                'k' => Some(Edit::KillAfter),
                'w' => Some(Edit::KillWord),
                _ => None,
            };
        }
        match key.code {
            KeyCode::Backspace => Some(Edit::Backspace),
            KeyCode::Delete => Some(Edit::Delete),
            KeyCode::Left => Some(Edit::Left),
            KeyCode::Right => Some(Edit::Right),
            KeyCode::Home => Some(Edit::Home),
            KeyCode::End => Some(Edit::End),
            KeyCode::Char(c) => match self.accepts {
                Accepts::Text => c != '?',
                Accepts::Free => true,
                Accepts::Digits => c.is_ascii_digit(),
            }
            .then_some(Edit::Type(c)),
            _ => None,
        }
    }

    /// Whether `key` would be typed into the field (or move its cursor).
    pub fn would_take(&self, key: &KeyEvent) -> bool {
        self.edit(key).is_some()
    }

    /// Types `key` if the field takes it.
    pub fn take(&mut self, key: &KeyEvent) -> bool {
        let Some(edit) = self.edit(key) else {
            return false;
        };
        let len = self.len();
        self.after = self.after.min(len);
        let at = self.cursor();
        match edit {
            Edit::Type(c) => {
                let i = self.byte(at);
                self.text.insert(i, c);
            }
            Edit::Left => self.after = (len - at + 1).min(len),
            Edit::Right => self.after = (len - at).saturating_sub(1),
            Edit::Home => self.after = len,
            Edit::End => self.after = 0,
            Edit::Backspace if at > 0 => self.remove(at - 1, at),
            Edit::Delete if at < len => {
                self.remove(at, at + 1);
                self.after = len - at - 1;
            }
            Edit::Backspace | Edit::Delete => {}
            Edit::KillBefore => self.remove(0, at),
            Edit::KillAfter => {
                self.remove(at, len);
                self.after = 0;
            }
            Edit::KillWord => {
                let chars: Vec<char> = self.text.chars().collect();
                let mut from = at;
                while from > 0 && separator(chars[from - 1]) {
                    from -= 1;
                }
                while from > 0 && !separator(chars[from - 1]) {
                    from -= 1;
                }
                self.remove(from, at);
            }
        }
        true
    }

    /// Removes the characters `from..to` (character positions); the
    /// characters after them stay after the cursor.
    fn remove(&mut self, from: usize, to: usize) {
        let (a, b) = (self.byte(from), self.byte(to));
        self.text.replace_range(a..b, "");
    }

    /// The byte offset of character position `i`.
    fn byte(&self, i: usize) -> usize {
        self.text
            .char_indices()
            .nth(i)
            .map_or(self.text.len(), |(b, _)| b)
    }

    fn len(&self) -> usize {
        self.text.chars().count()
    }

    /// The cursor as a character position in `text` (0: before the first).
    pub fn cursor(&self) -> usize {
        let len = self.len();
        len - self.after.min(len)
    }

    /// Replaces the text; the cursor goes to its end.
    pub fn set(&mut self, text: String) {
        self.text = text;
        self.after = 0;
    }

    pub fn clear(&mut self) {
        self.set(String::new());
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The text with the cursor mark where the cursor is: `Ali, V▏eli`.
    pub fn shown(&self) -> String {
        let mut out = self.text.clone();
        out.insert(self.byte(self.cursor()), CURSOR);
        out
    }

    /// [`Self::shown`] in at most `room` characters: the part around the
    /// cursor, so the cursor is always in view (at the end of a long line,
    /// its end).
    pub fn shown_within(&self, room: usize) -> String {
        let all: Vec<char> = self.shown().chars().collect();
        let room = room.max(1);
        if all.len() <= room {
            return all.into_iter().collect();
        }
        let first = (self.cursor() + 1).saturating_sub(room);
        all[first..first + room].iter().collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    fn press(f: &mut TextField, keys: &[KeyEvent]) {
        for k in keys {
            assert!(f.take(k), "{k:?} not taken");
        }
    }

    fn k(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn typed(f: &mut TextField, s: &str) {
        for c in s.chars() {
            press(f, &[k(KeyCode::Char(c))]);
        }
    }

    #[test]
    fn arrows_home_and_end_move_the_cursor_and_typing_inserts_there() {
        let mut f = TextField::with("Ali, Can".into(), Accepts::Text);
        assert_eq!(f.shown(), "Ali, Can▏");
        press(
            &mut f,
            &[k(KeyCode::Left), k(KeyCode::Left), k(KeyCode::Left)],
        );
        assert_eq!(f.shown(), "Ali, ▏Can");
        typed(&mut f, "Veli, ");
        assert_eq!(f.text, "Ali, Veli, Can");
        assert_eq!(f.shown(), "Ali, Veli, ▏Can");
        press(&mut f, &[k(KeyCode::Home)]);
        assert_eq!(f.cursor(), 0);
        // ← at the start and → at the end stay put.
        press(&mut f, &[k(KeyCode::Left)]);
        assert_eq!(f.cursor(), 0);
        typed(&mut f, "Işıl, ");
        assert_eq!(f.text, "Işıl, Ali, Veli, Can");
        press(&mut f, &[k(KeyCode::End), k(KeyCode::Right)]);
        assert_eq!(f.shown(), "Işıl, Ali, Veli, Can▏");
        press(&mut f, &[ctrl('a')]);
        assert_eq!(f.cursor(), 0);
        press(&mut f, &[ctrl('e')]);
        assert_eq!(f.cursor(), f.text.chars().count());
    }

    #[test]
    fn backspace_and_delete_remove_on_either_side_of_the_cursor() {
        let mut f = TextField::with("Şükrü".into(), Accepts::Text);
        press(&mut f, &[k(KeyCode::Left), k(KeyCode::Left)]);
        press(&mut f, &[k(KeyCode::Backspace)]);
        assert_eq!(f.shown(), "Şü▏rü");
        press(&mut f, &[k(KeyCode::Delete)]);
        assert_eq!(f.shown(), "Şü▏ü");
        press(&mut f, &[k(KeyCode::Delete), k(KeyCode::Delete)]);
        assert_eq!(f.shown(), "Şü▏");
        press(&mut f, &[k(KeyCode::Home), k(KeyCode::Backspace)]);
        assert_eq!(f.shown(), "▏Şü");
    }

    #[test]
    fn ctrl_u_k_and_w_kill_the_line_and_words() {
        let mut f = TextField::with("Ali, Veli, Can".into(), Accepts::Text);
        press(&mut f, &[ctrl('w')]);
        assert_eq!(f.text, "Ali, Veli, ");
        press(&mut f, &[ctrl('w')]);
        assert_eq!(f.text, "Ali, ");
        typed(&mut f, "Ayşe Nur");
        press(&mut f, &[ctrl('w')]);
        assert_eq!(f.text, "Ali, Ayşe ");
        press(&mut f, &[ctrl('u')]);
        assert_eq!(f.shown(), "▏");
        let mut f = TextField::with("90 dk".into(), Accepts::Text);
        press(
            &mut f,
            &[k(KeyCode::Left), k(KeyCode::Left), k(KeyCode::Left)],
        );
        press(&mut f, &[ctrl('k')]);
        assert_eq!(f.shown(), "90▏");
        let mut f = TextField::with("90 dk".into(), Accepts::Text);
        press(
            &mut f,
            &[k(KeyCode::Left), k(KeyCode::Left), k(KeyCode::Left)],
        );
        press(&mut f, &[ctrl('u')]);
        assert_eq!(f.shown(), "▏ dk");
        typed(&mut f, "120");
        assert_eq!(f.text, "120 dk");
    }

    #[test]
    fn other_ctrl_and_alt_keys_and_refused_characters_are_left_to_the_keymap() {
        let f = TextField::new(Accepts::Digits);
        for key in [
            ctrl('z'),
            ctrl('q'),
            ctrl('c'),
            ctrl('y'),
            KeyEvent::new(KeyCode::Char('u'), KeyModifiers::ALT),
            k(KeyCode::Char('l')),
            k(KeyCode::F(2)),
            k(KeyCode::Enter),
            k(KeyCode::Esc),
            k(KeyCode::Up),
        ] {
            assert!(!f.would_take(&key), "{key:?}");
        }
        assert!(f.would_take(&k(KeyCode::Char('7'))));
        assert!(!TextField::new(Accepts::Text).would_take(&k(KeyCode::Char('?'))));
        assert!(TextField::new(Accepts::Free).would_take(&k(KeyCode::Char('?'))));
    }

    #[test]
    fn text_set_from_outside_keeps_the_cursor_in_it() {
        let mut f = TextField::with("abcdef".into(), Accepts::Text);
        press(&mut f, &[k(KeyCode::Home)]);
        f.text = "xy".into();
        assert_eq!(f.shown(), "▏xy");
        f.set("abc".into());
        assert_eq!(f.shown(), "abc▏");
        f.clear();
        assert_eq!(f.shown(), "▏");
    }

    #[test]
    fn a_long_line_shows_the_part_around_the_cursor() {
        let mut f = TextField::with("0123456789".into(), Accepts::Text);
        assert_eq!(f.shown_within(5), "6789▏");
        press(&mut f, &[k(KeyCode::Home)]);
        assert_eq!(f.shown_within(5), "▏0123");
        press(&mut f, &[k(KeyCode::Right); 6]);
        assert_eq!(f.shown_within(5), "2345▏");
        assert_eq!(f.shown_within(50), "012345▏6789");
    }
}
