//! Payment handles (issue 26): how a payee wants to be paid — an IBAN
//! (FAST/EFT), a Papara number, a phone number, a free note — kept in the
//! group's ledger by player and shown beside the transfers to him.
//!
//! Pure: values in, values or a reason out; the words are in
//! `i18n::payee`. An IBAN is checked by its ISO 13616 mod-97 checksum and,
//! for the countries in [`IBAN_LENGTHS`] (Türkiye: 26), its length; it is
//! kept without spaces, in capitals, and shown in groups of four.

use serde::{Deserialize, Serialize};

/// How one payee wants to be paid: any of the four, at least one set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Handle {
    /// The IBAN without spaces, in capitals, checked ([`parse_iban`]).
    #[serde(default)]
    pub iban: Option<String>,
    /// The Papara number, digits only.
    #[serde(default)]
    pub papara: Option<String>,
    /// The phone number as typed (digits, `+`, spaces, `-`, `(`, `)`).
    #[serde(default)]
    pub phone: Option<String>,
    /// A free note (`nakit de olur`, `cash is fine`).
    #[serde(default)]
    pub note: Option<String>,
}

impl Handle {
    /// Nothing is set (the handle was cleared).
    pub fn is_empty(&self) -> bool {
        self.iban.is_none() && self.papara.is_none() && self.phone.is_none() && self.note.is_none()
    }
}

/// Why an IBAN is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IbanError {
    #[error("the IBAN is empty")]
    Empty,
    /// A character that is neither a letter A–Z nor a digit (spaces are
    /// allowed and dropped).
    #[error("the IBAN holds `{ch}`: only letters A-Z and digits")]
    BadChar { ch: char },
    /// The first two characters are not a country code (letters).
    #[error("an IBAN starts with a two-letter country code")]
    Country,
    /// The third and fourth characters are not digits.
    #[error("an IBAN's third and fourth characters are its check digits")]
    CheckDigits,
    /// A known country's IBAN of the wrong length.
    #[error("a {country} IBAN has {want} characters, not {got}")]
    Length {
        country: String,
        want: usize,
        got: usize,
    },
    /// Any IBAN has 15 to 34 characters.
    #[error("an IBAN has 15 to 34 characters, not {got}")]
    LengthRange { got: usize },
    /// The mod-97 checksum fails: a digit typed wrong or two swapped.
    #[error("the IBAN's check digits do not match (a mistyped or swapped character)")]
    Checksum,
}

/// Why a handle cannot be recorded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HandleError {
    #[error(transparent)]
    Iban(#[from] IbanError),
    /// A Papara number is digits only, [`PAPARA_DIGITS`] of them.
    #[error("a Papara number has 6 to 12 digits: {got}")]
    Papara { got: String },
    /// A phone number has 7 to 15 digits, perhaps a leading `+`.
    #[error("a phone number has 7 to 15 digits: {got}")]
    Phone { got: String },
    #[error("the note holds the character U+{:04X}", u32::from(*ch))]
    NoteChar { ch: char },
    #[error("the note is longer than {max} characters")]
    NoteTooLong { max: usize },
}

/// The digits a Papara number may have.
pub const PAPARA_DIGITS: std::ops::RangeInclusive<usize> = 6..=12;
/// The digits a phone number may have (E.164: at most 15).
pub const PHONE_DIGITS: std::ops::RangeInclusive<usize> = 7..=15;
/// The longest note.
pub const MAX_NOTE: usize = 80;

/// IBAN lengths of the countries a Turkish group is likely to bank in
/// (ISO 13616 registry); others are checked against 15..=34 only.
pub const IBAN_LENGTHS: &[(&str, usize)] = &[
    ("TR", 26),
    ("DE", 22),
    ("GB", 22),
    ("FR", 27),
    ("NL", 18),
    ("BE", 16),
    ("AT", 20),
    ("CH", 21),
    ("IT", 27),
    ("ES", 24),
    ("GR", 27),
    ("CY", 28),
    ("BG", 22),
    ("AZ", 28),
    ("GE", 22),
    ("SE", 24),
    ("NO", 15),
    ("DK", 18),
    ("PL", 28),
    ("IE", 22),
];

/// The IBAN as typed, checked, without spaces and in capitals.
pub fn parse_iban(text: &str) -> Result<String, IbanError> {
    let mut iban = String::with_capacity(34);
    for ch in text.chars().filter(|c| !c.is_whitespace()) {
        if !ch.is_ascii_alphanumeric() {
            return Err(IbanError::BadChar { ch });
        }
        iban.push(ch.to_ascii_uppercase());
    }
    if iban.is_empty() {
        return Err(IbanError::Empty);
    }
    let b = iban.as_bytes();
    if b.len() < 2 || !b[..2].iter().all(u8::is_ascii_uppercase) {
        return Err(IbanError::Country);
    }
    if b.len() < 4 || !b[2..4].iter().all(u8::is_ascii_digit) {
        return Err(IbanError::CheckDigits);
    }
    let country = &iban[..2];
    match IBAN_LENGTHS.iter().find(|(c, _)| *c == country) {
        Some(&(_, want)) if want != b.len() => {
            return Err(IbanError::Length {
                country: country.to_string(),
                want,
                got: b.len(),
            });
        }
        None if !(15..=34).contains(&b.len()) => {
            return Err(IbanError::LengthRange { got: b.len() });
        }
        _ => {}
    }
    if mod97(&iban) != 1 {
        return Err(IbanError::Checksum);
    }
    Ok(iban)
}

/// ISO 7064 mod 97-10 of the IBAN with its first four characters moved to
/// the end and every letter read as two digits (A = 10 … Z = 35).
fn mod97(iban: &str) -> u32 {
    let (head, tail) = iban.split_at(4);
    tail.bytes().chain(head.bytes()).fold(0u32, |acc, b| {
        if b.is_ascii_digit() {
            (acc * 10 + u32::from(b - b'0')) % 97
        } else {
            (acc * 100 + u32::from(b - b'A') + 10) % 97
        }
    })
}

/// The check digits that make `country` + `bban` a valid IBAN (for tests
/// and examples): 98 − mod97(bban + country + "00").
pub fn check_digits(country: &str, bban: &str) -> String {
    let probe = format!("{country}00{bban}");
    format!("{:02}", 98 - mod97(&probe))
}

/// `TR330006100519786457841326` → `TR33 0006 1005 1978 6457 8413 26`.
pub fn group_iban(iban: &str) -> String {
    let chars: Vec<char> = iban.chars().collect();
    chars
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A Papara number as typed: spaces dropped, digits only.
pub fn parse_papara(text: &str) -> Result<String, HandleError> {
    let digits: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.chars().all(|c| c.is_ascii_digit()) && PAPARA_DIGITS.contains(&digits.len()) {
        Ok(digits)
    } else {
        Err(HandleError::Papara {
            got: text.trim().to_string(),
        })
    }
}

/// A phone number as typed: digits, a leading `+`, spaces, `-`, `(`, `)`
/// and `.`; kept as typed with its spaces collapsed.
pub fn parse_phone(text: &str) -> Result<String, HandleError> {
    let t = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let body = t.strip_prefix('+').unwrap_or(&t);
    let allowed = body
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '(' | ')' | '.'));
    let digits = body.chars().filter(char::is_ascii_digit).count();
    if allowed && PHONE_DIGITS.contains(&digits) {
        Ok(t)
    } else {
        Err(HandleError::Phone {
            got: text.trim().to_string(),
        })
    }
}

/// A note as typed: one line of printable characters, at most
/// [`MAX_NOTE`].
pub fn parse_note(text: &str) -> Result<String, HandleError> {
    if let Some(ch) = crate::rules::text::bad_name_char(text) {
        return Err(HandleError::NoteChar { ch });
    }
    let t = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.chars().count() > MAX_NOTE {
        return Err(HandleError::NoteTooLong { max: MAX_NOTE });
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_textbook_ibans_pass_and_group_by_four() {
        assert_eq!(
            parse_iban("tr33 0006 1005 1978 6457 8413 26"),
            Ok("TR330006100519786457841326".into())
        );
        assert_eq!(
            group_iban("TR330006100519786457841326"),
            "TR33 0006 1005 1978 6457 8413 26"
        );
        assert!(parse_iban("DE89 3704 0044 0532 0130 00").is_ok());
        assert!(parse_iban("GB82 WEST 1234 5698 7654 32").is_ok());
        assert_eq!(check_digits("TR", "0006100519786457841326"), "33");
    }

    #[test]
    fn bad_ibans_say_what_is_wrong() {
        assert_eq!(
            parse_iban("TR34 0006 1005 1978 6457 8413 26"),
            Err(IbanError::Checksum)
        );
        assert_eq!(
            parse_iban("TR33 0006 1005 1978 6457 8413 2"),
            Err(IbanError::Length {
                country: "TR".into(),
                want: 26,
                got: 25
            })
        );
        assert_eq!(parse_iban("TRAB 0006"), Err(IbanError::CheckDigits));
        assert_eq!(parse_iban("12"), Err(IbanError::Country));
        assert_eq!(parse_iban("TR33-0006"), Err(IbanError::BadChar { ch: '-' }));
        assert_eq!(parse_iban("  "), Err(IbanError::Empty));
    }

    #[test]
    fn papara_phone_and_note() {
        assert_eq!(parse_papara("123 456 7890"), Ok("1234567890".into()));
        assert!(parse_papara("12a4567890").is_err());
        assert_eq!(
            parse_phone("+90  532 123 45 67"),
            Ok("+90 532 123 45 67".into())
        );
        assert!(parse_phone("0532").is_err());
        assert!(parse_phone("0532 abc 45 67").is_err());
        assert!(parse_note("nakit de olur").is_ok());
        assert!(parse_note("a\u{202e}b").is_err());
        assert!(parse_note(&"x".repeat(81)).is_err());
    }
}
