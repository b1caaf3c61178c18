//! A clap parse error as the one line racon prints on stderr, in the
//! user's language, with clap's "did you mean" tips.

use crate::i18n::{Lang, cli as msg};
use clap::error::{ContextKind, ContextValue, ErrorKind};

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        other => Some(other.to_string()),
    }
}

/// A clap error as one line (the contract allows nothing more on stderr).
pub(crate) fn one_line(e: &clap::Error, lang: Lang) -> String {
    let rendered = e.to_string();
    // clap's message runs until the first blank line ("missing" lists the
    // arguments on the lines after the first): fold it onto one line.
    let english = rendered
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
        .trim_start_matches("error: ")
        .to_string();
    let english = if english.is_empty() {
        "bad arguments".to_string()
    } else {
        english
    };
    let kind = match e.kind() {
        ErrorKind::UnknownArgument => "unknown",
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::InvalidUtf8 => "value",
        ErrorKind::MissingRequiredArgument => "missing",
        ErrorKind::InvalidSubcommand => "subcommand",
        ErrorKind::ArgumentConflict => "conflict",
        ErrorKind::TooManyValues => "extra_value",
        _ => "other",
    };
    let arg = context(e, ContextKind::InvalidArg);
    let value = match e.kind() {
        ErrorKind::ArgumentConflict => context(e, ContextKind::PriorArg),
        _ => context(e, ContextKind::InvalidValue)
            .or_else(|| context(e, ContextKind::InvalidSubcommand)),
    };
    let line = msg::usage_error(kind, arg.as_deref(), value.as_deref(), &english, lang);
    match tips(e, &rendered, lang) {
        Some(tip) => format!("{line}; {tip}"),
        None => line,
    }
}

/// clap's "did you mean" (and its other tips), whole: in English as clap
/// words them, in Turkish from the suggestion it carries.
fn tips(e: &clap::Error, rendered: &str, lang: Lang) -> Option<String> {
    let tips: Vec<String> = match lang {
        Lang::En => rendered
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("tip:"))
            .map(str::to_string)
            .collect(),
        Lang::Tr => {
            let mut t: Vec<String> = [
                ContextKind::SuggestedSubcommand,
                ContextKind::SuggestedArg,
                ContextKind::SuggestedValue,
            ]
            .into_iter()
            .filter_map(|k| context(e, k))
            .map(|s| msg::did_you_mean(&s, lang))
            .collect();
            // clap's other tips are English sentences: the known ones are
            // said in Turkish from the names they quote.
            if let Some(ContextValue::StyledStrs(more)) = e.get(ContextKind::Suggested) {
                t.extend(
                    more.iter()
                        .filter_map(|m| msg::clap_tip(&m.to_string(), lang)),
                );
            }
            t
        }
    };
    (!tips.is_empty()).then(|| tips.join("; "))
}
