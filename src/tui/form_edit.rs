//! Changing a form row: ←→ through the choices, or the typed text parsed
//! into the setup.

use super::form::{Field, Field::*};
use crate::cards::fold;
use crate::i18n::Lang;
use crate::i18n::form as words;
use crate::night::setup::{self as st, AfterSchedule, AntePlan, BlindLevel, Setup};

fn cycle<T: Copy + PartialEq>(all: &[T], cur: T, dir: i32) -> T {
    let i = all.iter().position(|&x| x == cur).unwrap_or(0) as i32;
    let n = all.len() as i32;
    all.get((i + dir).rem_euclid(n.max(1)) as usize)
        .copied()
        .unwrap_or(cur)
}

/// The first ante amount of a plan, to carry over when its kind changes.
fn base_amount(a: &AntePlan) -> i64 {
    match a {
        AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => *amount,
        AntePlan::Merdiven { base, .. } => *base,
        AntePlan::Turlu { per_tur, .. } => per_tur.first().copied().unwrap_or(10),
        AntePlan::Blinds { levels } => levels.first().map_or(10, |l| l.small),
    }
    .max(1)
}

/// ←→ on a row: the next (`dir` = 1) or previous (-1) choice. `rule_ids` are
/// the rule sets to cycle through.
pub fn step(f: Field, s: &mut Setup, dir: i32, rule_ids: &[String]) {
    let h = &mut s.house;
    match f {
        Rules => {
            let i = rule_ids.iter().position(|r| *r == s.rules).unwrap_or(0) as i32;
            let n = rule_ids.len().max(1) as i32;
            if let Some(r) = rule_ids.get((i + dir).rem_euclid(n) as usize) {
                s.rules = r.clone();
            }
        }
        Ante => {
            let a = base_amount(&s.ante);
            let kinds = [0, 1, 2, 3, 4];
            let cur = match s.ante {
                AntePlan::DealerOnly { .. } => 0,
                AntePlan::GelGel { .. } => 1,
                AntePlan::Merdiven { .. } => 2,
                AntePlan::Turlu { .. } => 3,
                AntePlan::Blinds { .. } => 4,
            };
            s.ante = match cycle(&kinds, cur, dir) {
                0 => AntePlan::DealerOnly { amount: a },
                1 => AntePlan::GelGel { amount: a },
                2 => AntePlan::Merdiven {
                    base: a,
                    steps: vec![1, 2, 3, 2, 1],
                    after: AfterSchedule::Repeat,
                },
                3 => AntePlan::Turlu {
                    per_tur: vec![a, 2 * a, 3 * a],
                    after: AfterSchedule::HoldLast,
                },
                _ => AntePlan::Blinds {
                    levels: vec![
                        BlindLevel {
                            minutes: 30,
                            small: a,
                            big: 2 * a,
                        },
                        BlindLevel {
                            minutes: 0,
                            small: 2 * a,
                            big: 4 * a,
                        },
                    ],
                },
            };
        }
        AnteAfter => {
            let all = [
                AfterSchedule::Repeat,
                AfterSchedule::HoldLast,
                AfterSchedule::First,
            ];
            if let AntePlan::Merdiven { after, .. } | AntePlan::Turlu { after, .. } = &mut s.ante {
                *after = cycle(&all, *after, dir);
            }
        }
        SeansLength => {
            s.seans.length = match s.seans.length {
                st::SeansLength::Minutes(_) => st::SeansLength::Turs(8),
                st::SeansLength::Turs(_) => st::SeansLength::Minutes(90),
            }
        }
        PasDoMen => h.pas_do_men = !h.pas_do_men,
        FinishInsist => h.finish_insist = !h.finish_insist,
        MisdealRedeal => {
            let all = [st::MisdealRedeal::NextDealer, st::MisdealRedeal::SameDealer];
            h.misdeal_redeal = cycle(&all, h.misdeal_redeal, dir);
        }
        TurDefinition => {
            h.tur_definition = match h.tur_definition {
                st::TurDefinition::DealReturnsToOwner => {
                    st::TurDefinition::Hands(s.players.len().max(2) as u32)
                }
                st::TurDefinition::Hands(_) => st::TurDefinition::DealReturnsToOwner,
            }
        }
        AllPass => {
            let all = [st::AllPass::AnteAgain, st::AllPass::NoNewAnte];
            h.all_pass = cycle(&all, h.all_pass, dir);
        }
        KavTopUp => {
            let all = [
                st::KavTopUp::BetweenHandsNoCarry,
                st::KavTopUp::BetweenHands,
            ];
            h.kav_topup = cycle(&all, h.kav_topup, dir);
        }
        OddChip => {
            let all = [st::OddChip::LeftOfDealer, st::OddChip::FirstTyped];
            h.odd_chip = cycle(&all, h.odd_chip, dir);
        }
        Alerts => {
            let all = [st::Alerts::Off, st::Alerts::Bell, st::Alerts::Sound];
            h.alerts = cycle(&all, h.alerts, dir);
        }
        InitialDealer => {
            let all = [st::InitialDealer::HighCardDraw, st::InitialDealer::Random];
            h.initial_dealer = cycle(&all, h.initial_dealer, dir);
        }
        Cashier => {
            // None, then each player in turn.
            let mut all = vec![st::Cashier::None];
            all.extend(s.players.iter().map(|p| st::Cashier::Player(p.clone())));
            let i = all.iter().position(|c| *c == h.cashier).unwrap_or(0) as i32;
            let n = all.len() as i32;
            if let Some(c) = all.get((i + dir).rem_euclid(n) as usize) {
                h.cashier = c.clone();
            }
        }
        SitOutLimit => {
            h.sit_out_limit = match (h.sit_out_limit, dir) {
                (None, d) if d > 0 => Some(1),
                (None, _) => None,
                (Some(n), d) if d > 0 => Some(n.saturating_add(1)),
                (Some(1), _) => None,
                (Some(n), _) => Some(n - 1),
            }
        }
        _ => {}
    }
}

/// Why typed text was not taken (in the user's language).
fn not_a_number(lang: Lang) -> String {
    words::not_a_number(lang).into()
}

fn int(text: &str, lang: Lang) -> Result<i64, String> {
    let t: String = text.chars().filter(|c| !matches!(c, '.' | '_')).collect();
    t.trim().parse::<i64>().map_err(|_| not_a_number(lang))
}

fn uint(text: &str, lang: Lang) -> Result<u32, String> {
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

fn optional(text: &str) -> Option<&str> {
    let t = text.trim();
    (!t.is_empty() && t != "-").then_some(t)
}

/// Takes typed text into the setup. Range checks are left to
/// [`Setup::validate`], which runs when the night starts or is saved.
pub fn parse(f: Field, s: &mut Setup, text: &str, lang: Lang) -> Result<(), String> {
    let t = text.trim();
    match f {
        Name => {
            if t.is_empty() {
                return Err(words::empty_name(lang).into());
            }
            s.name = t.to_string();
        }
        Players => {
            s.players = t
                .split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect();
        }
        Yer => s.stakes.yer = int(t, lang)?,
        MinKav => s.stakes.min_kav = int(t, lang)?,
        MaxKav => {
            s.stakes.max_kav = match optional(t) {
                None => None,
                Some(v) => Some(int(v, lang)?),
            }
        }
        Cikma => s.stakes.cikma = int(t, lang)?,
        ChipValue => s.stakes.chip_value = int(t, lang)?,
        Currency => s.stakes.currency = t.to_string(),
        AnteAmounts => {
            s.ante = match &s.ante {
                AntePlan::DealerOnly { .. } => AntePlan::DealerOnly {
                    amount: int(t, lang)?,
                },
                AntePlan::GelGel { .. } => AntePlan::GelGel {
                    amount: int(t, lang)?,
                },
                AntePlan::Merdiven { after, .. } => {
                    let (base, steps) = t
                        .split_once(['×', 'x', 'X', '*'])
                        .ok_or_else(|| f.hint(s, lang).to_string())?;
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
                AntePlan::Blinds { .. } => {
                    let mut levels = Vec::new();
                    for part in t.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                        let level = part.split_once(':').and_then(|(m, sb)| {
                            let (sm, bg) = sb.split_once('/')?;
                            Some(BlindLevel {
                                minutes: m.trim().parse().ok()?,
                                small: sm.trim().parse().ok()?,
                                big: bg.trim().parse().ok()?,
                            })
                        });
                        levels.push(level.ok_or_else(|| f.hint(s, lang).to_string())?);
                    }
                    AntePlan::Blinds { levels }
                }
            }
        }
        SeansLength => {
            let folded = fold(t);
            let digits: String = folded.chars().take_while(char::is_ascii_digit).collect();
            let unit = folded[digits.len()..].trim();
            let n = uint(&digits, lang)?;
            s.seans.length = match unit {
                "" | "dk" | "dakika" | "min" | "m" | "minutes" => st::SeansLength::Minutes(n),
                "tur" | "t" | "turs" => st::SeansLength::Turs(n),
                _ => return Err(f.hint(s, lang).to_string()),
            };
        }
        BreakMinutes => s.seans.break_minutes = uint(t, lang)?,
        Mandatory => s.seans.mandatory = uint(t, lang)?,
        ClosingTurs => s.seans.closing_turs = uint(t, lang)?,
        TurDefinition => {
            s.house.tur_definition = match optional(t) {
                None => st::TurDefinition::DealReturnsToOwner,
                Some(v) => st::TurDefinition::Hands(uint(v, lang)?),
            }
        }
        Cashier => {
            s.house.cashier = match optional(t) {
                None => st::Cashier::None,
                Some(name) => match s.players.iter().find(|p| fold(p) == fold(name)) {
                    Some(p) => st::Cashier::Player(p.clone()),
                    None => st::Cashier::Outsider(name.to_string()),
                },
            }
        }
        SitOutLimit => {
            s.house.sit_out_limit = match optional(t) {
                None => None,
                Some(v) => Some(uint(v, lang)?),
            }
        }
        _ => {}
    }
    Ok(())
}
