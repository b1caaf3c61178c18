//! Changing a form row: the helpers the rows in `form_rows.rs` share
//! (cycling through choices, reading typed numbers and lists, the ante
//! plan and the seans length). Below the rows: it knows no row.

use crate::cards::fold;
use crate::i18n::Lang;
use crate::i18n::form as words;
use crate::night::Chips;
use crate::night::setup::{self as st, AfterSchedule, AntePlan, BlindLevel, Setup};

/// The choice `dir` steps from `cur` in `all`, round the end.
pub fn cycle<T: Clone + PartialEq>(all: &[T], cur: &T, dir: i32) -> T {
    let i = all.iter().position(|x| x == cur).unwrap_or(0) as i32;
    let n = all.len() as i32;
    all.get((i + dir).rem_euclid(n.max(1)) as usize)
        .cloned()
        .unwrap_or_else(|| cur.clone())
}

/// Why typed text was not taken (in the user's language).
fn not_a_number(lang: Lang) -> String {
    words::not_a_number(lang).into()
}

/// A whole number; `.` and `_` group digits.
/// A whole number (chips, kuruş) as typed, thousands dots allowed.
pub fn int<T: std::str::FromStr>(text: &str, lang: Lang) -> Result<T, String> {
    let t: String = text.chars().filter(|c| !matches!(c, '.' | '_')).collect();
    t.trim().parse::<T>().map_err(|_| not_a_number(lang))
}

pub fn uint(text: &str, lang: Lang) -> Result<u32, String> {
    text.trim().parse::<u32>().map_err(|_| not_a_number(lang))
}

fn numbers<T: std::str::FromStr>(text: &str, lang: Lang) -> Result<Vec<T>, String> {
    let v: Result<Vec<T>, _> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(str::parse)
        .collect();
    match v {
        Ok(v) if !v.is_empty() => Ok(v),
        _ => Err(words::not_numbers(lang).into()),
    }
}

/// Typed text, or None for empty or `-`.
pub fn optional(text: &str) -> Option<&str> {
    let t = text.trim();
    (!t.is_empty() && t != "-").then_some(t)
}

/// A limit: a number, or none when empty.
/// A limit in hands: empty for none; 0 is refused (it would be reached
/// before the first hand), with the way to say "no limit".
pub fn limit(text: &str, lang: Lang) -> Result<Option<u32>, String> {
    match optional(text).map(|v| uint(v, lang)).transpose()? {
        Some(0) => Err(words::zero_limit(lang).into()),
        n => Ok(n),
    }
}

/// The text of an optional number: empty for none.
pub fn opt_text<T: ToString>(v: Option<T>) -> String {
    v.map_or_else(String::new, |n| n.to_string())
}

pub fn name(s: &mut Setup, t: &str, lang: Lang) -> Result<(), String> {
    if t.is_empty() {
        return Err(words::empty_name(lang).into());
    }
    s.name = t.to_string();
    Ok(())
}

pub fn players(s: &mut Setup, t: &str, _: Lang) -> Result<(), String> {
    s.players = t
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect();
    Ok(())
}

pub fn rules(s: &mut Setup, dir: i32, rule_ids: &[String]) {
    if !rule_ids.is_empty() {
        s.rules = cycle(rule_ids, &s.rules, dir);
    }
}

/// The first ante amount of a plan, to carry over when its kind changes.
fn base_amount(a: &AntePlan) -> Chips {
    match a {
        AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => *amount,
        AntePlan::Merdiven { base, .. } => *base,
        AntePlan::Turlu { per_tur, .. } => per_tur.first().copied().unwrap_or(Chips(10)),
        AntePlan::Blinds { levels } => levels.first().map_or(Chips(10), |l| l.small),
    }
    .max(Chips(1))
}

/// ←→ on the ante: the next kind of plan, keeping the first amount.
pub fn ante_kind(s: &mut Setup, dir: i32, _: &[String]) {
    let a = base_amount(&s.ante);
    let cur = match s.ante {
        AntePlan::DealerOnly { .. } => 0,
        AntePlan::GelGel { .. } => 1,
        AntePlan::Merdiven { .. } => 2,
        AntePlan::Turlu { .. } => 3,
        AntePlan::Blinds { .. } => 4,
    };
    let level = |minutes, small| BlindLevel {
        minutes,
        small,
        big: small * 2,
    };
    s.ante = match cycle(&[0, 1, 2, 3, 4], &cur, dir) {
        0 => AntePlan::DealerOnly { amount: a },
        1 => AntePlan::GelGel { amount: a },
        2 => AntePlan::Merdiven {
            base: a,
            steps: vec![1, 2, 3, 2, 1],
            after: AfterSchedule::Repeat,
        },
        3 => AntePlan::Turlu {
            per_tur: vec![a, a * 2, a * 3],
            after: AfterSchedule::HoldLast,
        },
        _ => AntePlan::Blinds {
            levels: vec![level(30, a), level(0, a * 2)],
        },
    };
}

/// ←→ on what a schedule does when it runs out (plans with a schedule).
pub fn ante_after(s: &mut Setup, dir: i32, _: &[String]) {
    let all = [
        AfterSchedule::Repeat,
        AfterSchedule::HoldLast,
        AfterSchedule::First,
    ];
    if let AntePlan::Merdiven { after, .. } | AntePlan::Turlu { after, .. } = &mut s.ante {
        *after = cycle(&all, after, dir);
    }
}

fn blind_levels(t: &str) -> Option<Vec<BlindLevel>> {
    t.split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|part| {
            let (m, sb) = part.split_once(':')?;
            let (sm, bg) = sb.split_once('/')?;
            Some(BlindLevel {
                minutes: m.trim().parse().ok()?,
                small: sm.trim().parse().ok()?,
                big: bg.trim().parse().ok()?,
            })
        })
        .collect()
}

/// The ante amounts typed for the plan in use.
pub fn ante_amounts(s: &mut Setup, t: &str, lang: Lang) -> Result<(), String> {
    let hint = || words::ante_hint(&s.ante, lang).to_string();
    s.ante = match &s.ante {
        AntePlan::DealerOnly { .. } => AntePlan::DealerOnly {
            amount: int(t, lang)?,
        },
        AntePlan::GelGel { .. } => AntePlan::GelGel {
            amount: int(t, lang)?,
        },
        AntePlan::Merdiven { after, .. } => {
            let (base, steps) = t.split_once(['×', 'x', 'X', '*']).ok_or_else(hint)?;
            AntePlan::Merdiven {
                base: int(base, lang)?,
                steps: numbers(steps, lang)?,
                after: *after,
            }
        }
        AntePlan::Turlu { after, .. } => AntePlan::Turlu {
            per_tur: numbers(t, lang)?,
            after: *after,
        },
        AntePlan::Blinds { .. } => AntePlan::Blinds {
            levels: blind_levels(t).ok_or_else(hint)?,
        },
    };
    Ok(())
}

/// ←→ on the seans length: minutes or turs.
pub fn seans_kind(s: &mut Setup, _: i32, _: &[String]) {
    s.seans.length = match s.seans.length {
        st::SeansLength::Minutes(_) => st::SeansLength::Turs(8),
        st::SeansLength::Turs(_) => st::SeansLength::Minutes(90),
    }
}

/// The seans length as typed: `90 dk`, `10 tur`.
pub fn seans_length(s: &mut Setup, t: &str, lang: Lang) -> Result<(), String> {
    let folded = fold(t);
    let digits: String = folded.chars().take_while(char::is_ascii_digit).collect();
    let unit = folded[digits.len()..].trim();
    let n = uint(&digits, lang)?;
    s.seans.length = match unit {
        "" | "dk" | "dakika" | "min" | "m" | "minutes" => st::SeansLength::Minutes(n),
        "tur" | "t" | "turs" => st::SeansLength::Turs(n),
        _ => return Err(words::seans_length_hint(lang).to_string()),
    };
    Ok(())
}

pub fn seans_text(s: &Setup) -> String {
    match s.seans.length {
        st::SeansLength::Minutes(m) => format!("{m} dk"),
        st::SeansLength::Turs(t) => format!("{t} tur"),
    }
}

/// ←→ on the tur: the deal's return, or as many hands as players.
pub fn tur_kind(s: &mut Setup, _: i32, _: &[String]) {
    s.house.tur_definition = match s.house.tur_definition {
        st::TurDefinition::DealReturnsToOwner => {
            st::TurDefinition::Hands(s.players.len().max(2) as u32)
        }
        st::TurDefinition::Hands(_) => st::TurDefinition::DealReturnsToOwner,
    }
}

pub fn tur_hands(s: &mut Setup, t: &str, lang: Lang) -> Result<(), String> {
    s.house.tur_definition = match limit(t, lang)? {
        None => st::TurDefinition::DealReturnsToOwner,
        Some(n) => st::TurDefinition::Hands(n),
    };
    Ok(())
}

pub fn tur_text(s: &Setup) -> String {
    match s.house.tur_definition {
        st::TurDefinition::Hands(n) => n.to_string(),
        st::TurDefinition::DealReturnsToOwner => String::new(),
    }
}

/// ←→ on the cashier: none, then each player in turn.
pub fn cashier_pick(s: &mut Setup, dir: i32, _: &[String]) {
    let mut all = vec![st::Cashier::None];
    all.extend(s.players.iter().map(|p| st::Cashier::Player(p.clone())));
    s.house.cashier = cycle(&all, &s.house.cashier, dir);
}

/// A typed cashier: a player by name (any case), else an outsider.
pub fn cashier_name(s: &mut Setup, t: &str, _: Lang) -> Result<(), String> {
    s.house.cashier = match optional(t) {
        None => st::Cashier::None,
        Some(name) => match s.players.iter().find(|p| fold(p) == fold(name)) {
            Some(p) => st::Cashier::Player(p.clone()),
            None => st::Cashier::Outsider(name.to_string()),
        },
    };
    Ok(())
}

pub fn cashier_text(s: &Setup) -> String {
    match &s.house.cashier {
        st::Cashier::None => String::new(),
        st::Cashier::Player(n) | st::Cashier::Outsider(n) => n.clone(),
    }
}

/// ←→ on a limit: one more or one less; below 1 there is none.
pub fn step_limit(limit: Option<u32>, dir: i32) -> Option<u32> {
    match (limit, dir) {
        (None, d) if d > 0 => Some(1),
        (Some(n), d) if d > 0 => Some(n.saturating_add(1)),
        (None | Some(1), _) => None,
        (Some(n), _) => Some(n - 1),
    }
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The ante amounts as they are typed.
pub fn ante_text(a: &AntePlan) -> String {
    match a {
        AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => amount.to_string(),
        AntePlan::Merdiven { base, steps, .. } => format!("{base} × {}", join(steps)),
        AntePlan::Turlu { per_tur, .. } => join(per_tur),
        AntePlan::Blinds { levels } => levels
            .iter()
            .map(|l| format!("{}:{}/{}", l.minutes, l.small, l.big))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The chip set as the form shows it, or "yok" without one.
pub fn chips_shown(s: &Setup, lang: Lang) -> String {
    if s.chips.is_empty() {
        crate::i18n::chip_set::no_chips(lang).into()
    } else {
        crate::night::chips::set_text(&s.chips)
    }
}

/// The chip set typed on one line. A set that is wrong in itself (a name
/// or a value twice, a value of 0) is refused at once; one that cannot pay
/// an amount of the setup is taken, and said (the amount may be changed
/// instead), as `Setup::validate` refuses it when the night starts.
pub fn chips(s: &mut Setup, t: &str, lang: Lang) -> Result<(), String> {
    let mut set = crate::night::chips::parse_set(t)
        .map_err(|e| crate::i18n::chip_set::text_error(&e, lang))?;
    // The host's own kav stack (`per_kav`, written in the preset file)
    // stays with each colour kept by name.
    for c in &mut set {
        let old = s.chips.iter().find(|o| o.name.trim() == c.name.trim());
        c.per_kav = old.map_or(0, |o| o.per_kav);
    }
    s.chips = set;
    match s.validate_chips() {
        Err(e) if !matches!(e.kind, st::SetupProblem::ChipsCannotMake { .. }) => Err(
            words::form_problem(&e.kind, &s.rules, s.players.len(), lang),
        ),
        _ => Ok(()),
    }
}
