//! The one RON front-end for rule sets, presets and the journal: plain RON
//! text in, a value or a located, typed error out ([`parse_plain`]); and the
//! one field locator ([`locate`]). Pure: text only, no disk. The words for a
//! [`Cause`] are in `crate::i18n::files`.

use serde::de::DeserializeOwned;

/// A RON text that is not a `T`: where (1-based line and column, in
/// characters) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RonError {
    pub line: usize,
    pub col: usize,
    pub cause: Cause,
}

/// What RON punctuation or value was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// An opening or closing bracket: `(`, `)`, `[`, `]`, `{`, `}`.
    Bracket(char),
    Comma,
    Colon,
    Boolean,
    Integer,
    Float,
    Text,
    TextEnd,
    Char,
    Identifier,
    Option,
    Unit,
}

/// Why a RON text is not the value it should be: the `ron::error::Error`
/// variants that can occur when reading our files, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// `#![enable(...)]`: RON extensions change what a file means; plain
    /// RON only (RELIABILITY.md "Versioned formats").
    Extensions,
    /// The text ends before the value does.
    Eof,
    Expected(Want),
    /// `Foo(…)` where `expected(…)` belongs.
    WrongStruct {
        expected: String,
        found: String,
    },
    UnknownField {
        field: String,
        expected: Vec<String>,
    },
    MissingField(String),
    DuplicateField(String),
    UnknownVariant {
        found: String,
        expected: Vec<String>,
    },
    /// A value of the wrong type or out of its range. `expected` is serde's
    /// description ("u32", "a string"); `found` is ron's ("the signed
    /// integer `-1`").
    WrongValue {
        expected: String,
        found: String,
    },
    WrongLength {
        expected: String,
        found: usize,
    },
    /// A number too large or too small for its field.
    OutOfRange,
    /// A malformed number (`1_`, `12a`).
    BadNumber,
    UnexpectedChar(char),
    /// Something after the value.
    Trailing,
    UnclosedComment,
    BadEscape,
    BadIdentifier(String),
    /// Nested deeper than RON's recursion limit.
    TooDeep,
    /// A card that is not a card: the token as written.
    NotACard(String),
    /// A value's own check refused it (serde `custom`); its text as the
    /// type wrote it.
    Message(String),
    /// ron's English text, for the variants that cannot occur here: `Fmt`
    /// and `Io` (writing, or reading from an `io::Read`), `Utf8Error` (the
    /// input is a `&str`), `ExpectedRawValue` and `ExpectedRangeSyntax` (no
    /// `RawValue` or range in our formats), and any variant a newer ron adds.
    Other(String),
}

impl Cause {
    /// Translates ron's error.
    pub fn of(e: &ron::Error) -> Cause {
        use ron::Error as E;
        let names = |xs: &[&str]| xs.iter().map(ToString::to_string).collect();
        match e {
            E::Eof => Cause::Eof,
            E::ExpectedArray => Cause::Expected(Want::Bracket('[')),
            E::ExpectedArrayEnd => Cause::Expected(Want::Bracket(']')),
            E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => {
                Cause::Expected(Want::Bracket('('))
            }
            E::ExpectedOptionEnd | E::ExpectedStructLikeEnd => Cause::Expected(Want::Bracket(')')),
            E::ExpectedMap => Cause::Expected(Want::Bracket('{')),
            E::ExpectedMapEnd => Cause::Expected(Want::Bracket('}')),
            E::ExpectedComma => Cause::Expected(Want::Comma),
            E::ExpectedMapColon => Cause::Expected(Want::Colon),
            E::ExpectedBoolean => Cause::Expected(Want::Boolean),
            E::ExpectedInteger => Cause::Expected(Want::Integer),
            E::ExpectedFloat => Cause::Expected(Want::Float),
            E::ExpectedString | E::ExpectedByteString => Cause::Expected(Want::Text),
            E::ExpectedStringEnd => Cause::Expected(Want::TextEnd),
            E::ExpectedChar | E::ExpectedByteLiteral => Cause::Expected(Want::Char),
            E::ExpectedIdentifier => Cause::Expected(Want::Identifier),
            E::ExpectedOption => Cause::Expected(Want::Option),
            E::ExpectedUnit => Cause::Expected(Want::Unit),
            E::ExpectedDifferentStructName { expected, found } => Cause::WrongStruct {
                expected: expected.to_string(),
                found: found.clone(),
            },
            E::ExpectedStructName(name) => Cause::WrongStruct {
                expected: name.clone(),
                found: String::new(),
            },
            E::NoSuchStructField {
                expected, found, ..
            } => Cause::UnknownField {
                field: found.clone(),
                expected: names(expected),
            },
            E::MissingStructField { field, .. } => Cause::MissingField(field.to_string()),
            E::DuplicateStructField { field, .. } => Cause::DuplicateField(field.to_string()),
            E::NoSuchEnumVariant {
                expected, found, ..
            } => Cause::UnknownVariant {
                found: found.clone(),
                expected: names(expected),
            },
            E::InvalidValueForType { expected, found } => Cause::WrongValue {
                expected: expected.clone(),
                found: found.clone(),
            },
            E::ExpectedDifferentLength { expected, found } => Cause::WrongLength {
                expected: expected.clone(),
                found: *found,
            },
            E::IntegerOutOfBounds => Cause::OutOfRange,
            E::InvalidIntegerDigit { .. } | E::FloatUnderscore | E::UnderscoreAtBeginning => {
                Cause::BadNumber
            }
            E::UnexpectedChar(c) => Cause::UnexpectedChar(*c),
            E::TrailingCharacters => Cause::Trailing,
            E::UnclosedBlockComment | E::UnclosedLineComment => Cause::UnclosedComment,
            E::InvalidEscape(_) => Cause::BadEscape,
            E::InvalidIdentifier(s) | E::SuggestRawIdentifier(s) => Cause::BadIdentifier(s.clone()),
            E::ExceededRecursionLimit => Cause::TooDeep,
            E::ExpectedAttribute | E::ExpectedAttributeEnd | E::NoSuchExtension(_) => {
                Cause::Extensions
            }
            E::Message(m) => match m.strip_prefix(crate::cards::NOT_A_CARD) {
                Some(token) => Cause::NotACard(token.to_string()),
                None => Cause::Message(m.clone()),
            },
            other => Cause::Other(other.to_string()),
        }
    }
}

/// Parses `text` as one `T`: plain RON (no `#![enable(...)]`), nothing after
/// the value. Errors are located at the token they are about.
pub fn parse_plain<T: DeserializeOwned>(text: &str) -> Result<T, RonError> {
    let at = |e: ron::error::SpannedError| {
        let cause = Cause::of(&e.code);
        let (line, col) = match cause {
            Cause::Extensions => attribute_position(text).unwrap_or((1, 1)),
            _ => token_start(text, &e.span),
        };
        RonError { line, col, cause }
    };
    let mut de =
        ron::Deserializer::from_str_with_options(text, &ron::Options::default()).map_err(at)?;
    // Asking the parser rather than searching the text also catches
    // `#! [enable(..)]` and lets a comment mention the syntax.
    if !de.extensions().is_empty() {
        let (line, col) = attribute_position(text).unwrap_or((1, 1));
        return Err(RonError {
            line,
            col,
            cause: Cause::Extensions,
        });
    }
    let value = T::deserialize(&mut de).map_err(|e| at(de.span_error(e)))?;
    de.end().map_err(|e| at(de.span_error(e)))?;
    Ok(value)
}

/// RON reports some errors where the previous token ended (`id: [` at the
/// space after the colon, trailing text at the end of the last line); move
/// over whitespace to the token the error is about, never past the span.
fn token_start(text: &str, span: &ron::error::Span) -> (usize, usize) {
    let start = (span.start.line, span.start.col);
    let end = (span.end.line, span.end.col);
    let mut pos = (1, 1);
    for c in text.chars() {
        if pos >= start && (pos >= end || !c.is_whitespace()) {
            return pos;
        }
        pos = if c == '\n' {
            (pos.0 + 1, 1)
        } else {
            (pos.0, pos.1 + 1)
        };
    }
    start
}

/// Where the first document attribute (`#![...]`) starts.
fn attribute_position(text: &str) -> Option<(usize, usize)> {
    text.lines().enumerate().find_map(|(i, l)| {
        let rest = l.trim_start();
        rest.starts_with('#')
            .then(|| (i + 1, l[..l.len() - rest.len()].chars().count() + 1))
    })
}

// ------------------------------------------------------------ locating

/// A `name:` written in RON text: its bracket depth (1 = a field of the
/// top-level struct) and 1-based line and column (in characters).
#[derive(Debug)]
struct Key<'a> {
    name: &'a str,
    depth: usize,
    /// Which bracket the key is directly inside (numbered in order of
    /// opening), to tell the elements of a list apart.
    parent: usize,
    line: usize,
    col: usize,
}

/// Where a field path (`stakes.cikma`, `players`, `chips.1.value`) is
/// written: the last segment found under the ones before it, each a field
/// of the one before (a comment or a nested field of the same name does not
/// count); a number picks that element (from 0) of a list of structs. `None`
/// if not even the first segment is written.
pub fn locate(text: &str, path: &str) -> Option<(usize, usize)> {
    let keys = keys(text);
    let mut from = 0usize;
    let mut depth = 0usize;
    // The bracket the next field must be directly inside, after an index.
    let mut inside: Option<usize> = None;
    let mut found = None;
    for segment in path.split('.') {
        let scope = depth;
        // Inside the parent's value only: stop at its next sibling.
        let within = keys[from..]
            .iter()
            .enumerate()
            .take_while(|(_, k)| scope == 0 || k.depth > scope);
        let hit = if let Ok(n) = segment.parse::<usize>() {
            // The list's bracket, then each element's: the n-th element's
            // first field.
            depth += 1;
            let mut seen: Option<usize> = None;
            let mut count = 0usize;
            let mut first = None;
            for (j, k) in within.filter(|(_, k)| k.depth == depth + 1) {
                if seen != Some(k.parent) {
                    if count == n {
                        first = Some((j, k));
                        break;
                    }
                    seen = Some(k.parent);
                    count += 1;
                }
            }
            first.map(|(j, k)| (j, k, true))
        } else {
            depth += 1;
            within
                .filter(|(_, k)| inside.is_none_or(|p| k.parent == p))
                .find(|(_, k)| k.depth == depth && k.name == segment)
                .map(|(j, k)| (j, k, false))
        };
        match hit {
            Some((j, k, index)) => {
                found = Some((k.line, k.col));
                // After an index the element's own fields are searched from
                // its first one.
                from += if index { j } else { j + 1 };
                inside = index.then_some(k.parent);
            }
            None => break,
        }
    }
    found
}

/// Every `identifier:` in `text` outside comments, strings and chars.
fn keys(text: &str) -> Vec<Key<'_>> {
    let mut out = Vec::new();
    let mut sc = Scanner {
        it: text.char_indices().peekable(),
        line: 1,
        col: 1,
    };
    let mut depth = 0usize;
    // The brackets open around here, each by its number, and how many
    // have opened.
    let mut open: Vec<usize> = Vec::new();
    let mut opened = 0usize;
    let mut prev_ident_char = false;
    while let Some(&(start, c)) = sc.it.peek() {
        match c {
            '/' => {
                sc.bump();
                sc.skip_comment();
            }
            '"' | '\'' => {
                sc.bump();
                sc.skip_quoted(c);
            }
            'r' if !prev_ident_char && is_raw_string(&text[start..]) => sc.skip_raw_string(),
            '(' | '[' | '{' => {
                depth += 1;
                opened += 1;
                open.push(opened);
                sc.bump();
            }
            ')' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                open.pop();
                sc.bump();
            }
            c if (c.is_alphabetic() || c == '_') && !prev_ident_char => {
                if let Some(mut key) = sc.key(text, start, depth) {
                    key.parent = open.last().copied().unwrap_or(0);
                    out.push(key);
                }
            }
            c => {
                prev_ident_char = c.is_alphanumeric() || c == '_';
                sc.bump();
                continue;
            }
        }
        prev_ident_char = false;
    }
    out
}

/// Walks RON text one char at a time, keeping line and column.
struct Scanner<'a> {
    it: std::iter::Peekable<std::str::CharIndices<'a>>,
    line: usize,
    col: usize,
}

impl Scanner<'_> {
    /// Advances one char.
    fn bump(&mut self) -> Option<(usize, char)> {
        let next = self.it.next();
        if let Some((_, c)) = next {
            if c == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
        next
    }

    fn peek_char(&mut self) -> Option<char> {
        self.it.peek().map(|&(_, c)| c)
    }

    /// After a `/`: a `//` comment to the end of the line, or a nested
    /// `/* */` comment.
    fn skip_comment(&mut self) {
        match self.peek_char() {
            Some('/') => {
                while self.peek_char().is_some_and(|c| c != '\n') {
                    self.bump();
                }
            }
            Some('*') => {
                self.bump();
                let mut nest = 1usize;
                while nest > 0 {
                    match self.bump() {
                        None => break,
                        Some((_, '*')) if self.peek_char() == Some('/') => {
                            self.bump();
                            nest -= 1;
                        }
                        Some((_, '/')) if self.peek_char() == Some('*') => {
                            self.bump();
                            nest += 1;
                        }
                        Some(_) => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// After an opening `quote`: up to the closing one, past escapes.
    fn skip_quoted(&mut self, quote: char) {
        while let Some((_, c)) = self.bump() {
            if c == '\\' {
                self.bump();
            } else if c == quote {
                break;
            }
        }
    }

    /// A raw string `r#"…"#`, from its `r`.
    fn skip_raw_string(&mut self) {
        self.bump();
        let mut hashes = 0usize;
        while self.peek_char() == Some('#') {
            self.bump();
            hashes += 1;
        }
        self.bump(); // the opening quote
        while let Some((_, c)) = self.bump() {
            if c == '"' {
                let mut seen = 0usize;
                while seen < hashes && self.peek_char() == Some('#') {
                    self.bump();
                    seen += 1;
                }
                if seen == hashes {
                    break;
                }
            }
        }
    }

    /// An identifier starting at byte `start`: a key when a `:` follows it
    /// (after spaces or tabs).
    fn key<'t>(&mut self, text: &'t str, start: usize, depth: usize) -> Option<Key<'t>> {
        let (line, col) = (self.line, self.col);
        let mut end = start;
        while let Some(&(i, c)) = self.it.peek() {
            if !(c.is_alphanumeric() || c == '_') {
                break;
            }
            end = i + c.len_utf8();
            self.bump();
        }
        while self.peek_char().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        (self.peek_char() == Some(':')).then(|| Key {
            name: &text[start..end],
            depth,
            parent: 0,
            line,
            col,
        })
    }
}

/// `r"…"` or `r#…"…"#` starts here.
fn is_raw_string(s: &str) -> bool {
    let rest = s.strip_prefix('r').unwrap_or_default();
    rest.trim_start_matches('#').starts_with('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_picks_an_element_of_a_list() {
        let text = "Setup(\n  chips: [\n    (name: \"beyaz\", value: 10),\n    (name: \"mavi\", value: (x: 1), owned: 3),\n  ],\n  value: 9,\n)";
        assert_eq!(locate(text, "chips"), Some((2, 3)));
        assert_eq!(locate(text, "chips.0"), Some((3, 6)));
        assert_eq!(locate(text, "chips.0.value"), Some((3, 21)));
        assert_eq!(locate(text, "chips.1.name"), Some((4, 6)));
        assert_eq!(locate(text, "chips.1.value"), Some((4, 20)));
        assert_eq!(locate(text, "chips.1.owned"), Some((4, 35)));
        // Element 0 has no `owned`: the element is as near as it gets.
        assert_eq!(locate(text, "chips.0.owned"), Some((3, 6)));
        assert_eq!(locate(text, "chips.2.name"), Some((2, 3)));
        assert_eq!(locate(text, "value"), Some((6, 3)));
    }

    #[test]
    fn keys_skip_comments_and_strings() {
        let text = "// players: no\nSetup(\n  name: \"players: no\", /* players: no */\n  players: [\"a:\"],\n  stakes: (cikma: 1),\n)";
        let k = keys(text);
        let names: Vec<(&str, usize, usize, usize)> =
            k.iter().map(|k| (k.name, k.depth, k.line, k.col)).collect();
        assert_eq!(
            names,
            vec![
                ("name", 1, 3, 3),
                ("players", 1, 4, 3),
                ("stakes", 1, 5, 3),
                ("cikma", 2, 5, 12)
            ]
        );
    }

    #[test]
    fn paths_stay_inside_their_parent() {
        let text = "(\n a: (x: 1),\n b: (\n  y: 2,\n ),\n c: (x: 3),\n)";
        assert_eq!(locate(text, "c.x"), Some((6, 6)));
        assert_eq!(locate(text, "a.x"), Some((2, 6)));
        // `b` has no `x`: the parent is the best we can do.
        assert_eq!(locate(text, "b.x"), Some((3, 2)));
        assert_eq!(locate(text, "d"), None);
    }

    #[test]
    fn raw_strings_are_skipped() {
        let text = "(name: r#\"x: \"y\" z:\"#, players: [])";
        let k = keys(text);
        assert_eq!(k.len(), 2);
        assert_eq!(k[1].name, "players");
    }
}
