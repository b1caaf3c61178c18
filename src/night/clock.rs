//! The table's clock face as data (DESIGN: pure core): what the seans or
//! break clock shows at `now`, who deals, what the hand in play costs, what
//! comes next, and the moments worth an alert. The terminal widget and the
//! web page both draw a [`ClockView`]; neither computes any of it.

use super::setup::{AntePlan, BlindLevel, Chips, SeansLength};
use super::state::{Clock, Phase, State, schedule_index};
use serde::Serialize;

const MINUTE: i64 = 60_000;

/// How long before a moment its "one minute" alert comes.
pub const SOON_MS: i64 = MINUTE;

/// The largest clock edit in one step.
pub const MAX_ADJUST_MS: i64 = 60 * MINUTE;

/// What the big clock is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// No seats yet.
    Seating,
    /// Waiting for the first deal of the seans.
    NotStarted,
    /// The seans is on.
    Playing,
    /// A seans in minutes ran out: the tur in progress, then the closing turs.
    TimeUp,
    /// The break between seanses.
    Break,
    /// The break reached zero; it stays so until the next hand.
    BreakOver,
    /// The night is over.
    Ended,
}

/// What the hand in play (or, between hands, the next one) costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stake {
    /// No ante this hand (after a misdeal, or all-pass under C-option).
    None,
    /// Everyone antes `each` (gel-gel, merdiven, turlu).
    Ante {
        each: Chips,
        total: Chips,
    },
    /// Only the dealer antes.
    Dealer {
        amount: Chips,
    },
    Blinds {
        small: Chips,
        big: Chips,
    },
}

/// The blind level now and the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LevelView {
    /// From 1.
    pub no: u32,
    pub small: Chips,
    pub big: Chips,
    /// The next level's blinds, unless this is the last.
    pub next: Option<(Chips, Chips)>,
    /// Play time to the next level (it runs only while the seans does).
    pub next_in_ms: Option<i64>,
}

/// A per-tur ante schedule: this tur's ante each and the next tur's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LadderView {
    /// `merdiven` (R19) or `turlu` (R20).
    pub merdiven: bool,
    pub now: Chips,
    pub next: Chips,
}

/// The clock face at one moment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockView {
    pub mode: Mode,
    pub paused: bool,
    /// The seans in play (or the one the break follows, or the next one).
    pub seans: u32,
    pub mandatory: u32,
    /// What the big digits show: the seans or break time left, or for a
    /// seans counted in turs its play time (`counts_up`). None when there is
    /// no time to show (time up, no seats, night over).
    pub main_ms: Option<i64>,
    pub counts_up: bool,
    /// Play time of the seans so far.
    pub elapsed_ms: i64,
    /// The tur in play (between hands: the next deal's), and the seans's
    /// last tur once known (`tur 6/10`).
    pub tur: Option<(u32, Option<u32>)>,
    /// In the closing turs (R12): (which, of how many). `which` is 0 while
    /// time is up but the tur in progress is still being finished.
    pub closing: Option<(u32, u32)>,
    pub hand_no: u32,
    pub in_hand: bool,
    /// Who deals the hand in play, or the next one.
    pub dealer: Option<String>,
    pub stake: Stake,
    pub level: Option<LevelView>,
    pub ladder: Option<LadderView>,
    /// Chips left in the middle from earlier hands (R22).
    pub carried: Chips,
    /// The break's length, in minutes.
    pub break_minutes: u32,
}

/// Which clock moment an alert is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AlertKind {
    /// The seans time runs out.
    TimeUp,
    /// A closing tur (which, of) becomes the tur in play.
    ClosingTur {
        which: u32,
        of: u32,
    },
    BreakOver,
    /// The blinds go up to this level.
    Level {
        no: u32,
        small: Chips,
        big: Chips,
    },
}

/// A moment to announce: now, or (`soon`) one minute ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Alert {
    pub kind: AlertKind,
    pub soon: bool,
}

/// A moment racon announces aloud (`racon speak`, the house option
/// `alerts: voice`): data only; its sentence is `i18n::speak`'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moment {
    /// One minute left of the seans.
    SeansMinute,
    /// The seans time ran out.
    SeansEnd,
    /// A closing tur (which, of) begins; `which == of` is the last.
    ClosingTur { which: u32, of: u32 },
    /// The break is over: play resumes.
    BreakOver,
    /// A new blind level: its number and its blinds, where known.
    Level {
        no: Option<u32>,
        blinds: Option<(Chips, Chips)>,
    },
    /// The dealer of the new hand, by name where one is given.
    Dealer { name: Option<String> },
}

impl Alert {
    /// The moment this alert announces aloud, if any: the one-minute
    /// warnings of the break and of a level are only rung, not spoken.
    pub fn moment(&self) -> Option<Moment> {
        match (self.kind, self.soon) {
            (AlertKind::TimeUp, true) => Some(Moment::SeansMinute),
            (AlertKind::TimeUp, false) => Some(Moment::SeansEnd),
            (AlertKind::ClosingTur { which, of }, _) => Some(Moment::ClosingTur { which, of }),
            (AlertKind::BreakOver, false) => Some(Moment::BreakOver),
            (AlertKind::Level { no, small, big }, false) => Some(Moment::Level {
                no: Some(no),
                blinds: Some((small, big)),
            }),
            (AlertKind::BreakOver | AlertKind::Level { .. }, true) => None,
        }
    }
}

/// Why a clock edit cannot apply now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockRefusal {
    /// Zero, or more than [`MAX_ADJUST_MS`] in one step.
    BadAmount,
    /// No seans or break clock is running (before the first deal).
    NotRunning,
    /// Taking time from a clock that already ran out.
    AlreadyOut,
    /// This night has no blind levels.
    NoLevels,
    /// The blinds are at their last level.
    LastLevel,
    /// There is no break running.
    NoBreak,
}

/// The blind level (index) at `blind_ms` of play, and the play time to the
/// next level (None at the last). Levels last `minutes` each; 0 = for ever.
pub fn blind_level(levels: &[BlindLevel], blind_ms: i64) -> Option<(usize, Option<i64>)> {
    let mut end = 0i64;
    for (i, l) in levels.iter().enumerate() {
        if l.minutes == 0 {
            return Some((i, None));
        }
        end = end.saturating_add(i64::from(l.minutes) * MINUTE);
        if blind_ms < end {
            let next = (i + 1 < levels.len()).then_some(end - blind_ms);
            return Some((i, next));
        }
    }
    levels.len().checked_sub(1).map(|i| (i, None))
}

/// The tur in play, or between hands the next deal's (None before the
/// first deal of a seans and in the break).
fn tur_now(s: &State) -> Option<u32> {
    if s.seats.is_empty() || s.in_break() || s.seans.started_at.is_none() {
        return None;
    }
    match s.phase {
        Phase::InHand => Some(s.seans.last_tur.max(1)),
        Phase::BetweenHands => Some(s.next_deal_tur().1),
        _ => None,
    }
}

/// The per-player ante of tur `tur` under a per-tur schedule.
fn ladder_step(plan: &AntePlan, tur: u32) -> Option<(bool, Chips)> {
    match plan {
        AntePlan::Merdiven { base, steps, after } => {
            let m = steps
                .get(schedule_index(tur, steps.len(), *after))
                .copied()?;
            Some((true, base.saturating_mul(i64::from(m))))
        }
        AntePlan::Turlu { per_tur, after } => per_tur
            .get(schedule_index(tur, per_tur.len(), *after))
            .map(|&a| (false, a)),
        _ => None,
    }
}

fn stake_of(plan: &AntePlan, antes: &[(super::event::PlayerId, Chips)]) -> Stake {
    if antes.is_empty() {
        return Stake::None;
    }
    match plan {
        AntePlan::Blinds { .. } => {
            let small = antes.first().map_or(Chips::ZERO, |a| a.1);
            let big = antes.get(1).map_or(small, |a| a.1);
            Stake::Blinds { small, big }
        }
        AntePlan::DealerOnly { .. } => Stake::Dealer {
            amount: antes.iter().map(|a| a.1).sum(),
        },
        _ => Stake::Ante {
            each: antes.first().map_or(Chips::ZERO, |a| a.1),
            total: antes.iter().map(|a| a.1).sum(),
        },
    }
}

/// The clock face of `s` at `now`.
pub fn face(s: &State, now: i64) -> ClockView {
    let seans_len = s.setup.seans.length;
    let paused = s.seans.paused_at.is_some() && !s.in_break();
    let tur = tur_now(s);
    let Dial {
        mode,
        main_ms,
        closing,
        last_tur,
    } = dial(s, now, tur);
    let in_hand = s.phase == Phase::InHand;
    let antes = if in_hand {
        s.hands.last().map(|h| h.antes.clone()).unwrap_or_default()
    } else {
        s.next_ante(now)
    };
    let ladder_tur = match mode {
        Mode::Playing | Mode::TimeUp => tur,
        Mode::NotStarted | Mode::Break | Mode::BreakOver => Some(1),
        _ => None,
    };
    let seans = if s.in_break() {
        s.seans.no
    } else {
        s.seans.no.max(1)
    };
    ClockView {
        mode,
        paused: paused && matches!(mode, Mode::Playing | Mode::TimeUp),
        seans,
        mandatory: s.setup.seans.mandatory,
        main_ms,
        counts_up: matches!(seans_len, SeansLength::Turs(_))
            && matches!(mode, Mode::Playing | Mode::NotStarted),
        elapsed_ms: s.seans_elapsed(now),
        tur: match mode {
            Mode::Playing | Mode::TimeUp => tur.map(|t| (t, last_tur)),
            _ => None,
        },
        closing,
        hand_no: s.hand_no,
        in_hand,
        dealer: match mode {
            Mode::Seating | Mode::Ended => None,
            _ => s.dealer().map(|p| s.name(p).to_string()),
        },
        stake: if matches!(mode, Mode::Seating | Mode::Ended) {
            Stake::None
        } else {
            stake_of(&s.setup.ante, &antes)
        },
        level: level_view(s, now),
        ladder: ladder_tur.and_then(|t| ladder_view(&s.setup.ante, t)),
        carried: s.carried,
        break_minutes: s.setup.seans.break_minutes,
    }
}

/// What the clock is doing and the time it shows: [`ClockView`]'s fields
/// of those names.
struct Dial {
    mode: Mode,
    main_ms: Option<i64>,
    closing: Option<(u32, u32)>,
    /// The seans's last tur, once known.
    last_tur: Option<u32>,
}

/// The [`Dial`] of `s` at `now`, `tur` being the tur in play.
fn dial(s: &State, now: i64, tur: Option<u32>) -> Dial {
    let seans_len = s.setup.seans.length;
    let closing_turs = s.setup.seans.closing_turs;
    let (mode, main_ms, mut closing, last_tur) = match s.clock(now) {
        _ if s.seats.is_empty() && s.phase != Phase::Ended => (Mode::Seating, None, None, None),
        Clock::Ended => (Mode::Ended, None, None, None),
        Clock::NotStarted { .. } => {
            let ms = match seans_len {
                SeansLength::Minutes(m) => Some(i64::from(m) * MINUTE + s.seans.shift_ms),
                SeansLength::Turs(_) => Some(0),
            };
            (Mode::NotStarted, ms, None, None)
        }
        Clock::Playing { left_ms, .. } => {
            let ms = left_ms.or(Some(s.seans_elapsed(now)));
            let last = match seans_len {
                SeansLength::Turs(t) => Some(t),
                SeansLength::Minutes(_) => None,
            };
            (Mode::Playing, ms.map(|m| m.max(0)), None, last)
        }
        Clock::Closing {
            closing_from_tur,
            last_tur,
            ..
        } => {
            let which = tur.map_or(0, |t| (t + 1).saturating_sub(closing_from_tur));
            let closing = (closing_turs > 0).then_some((which.min(closing_turs), closing_turs));
            (Mode::TimeUp, None, closing, Some(last_tur))
        }
        Clock::Break { left_ms, .. } if left_ms > 0 => (Mode::Break, Some(left_ms), None, None),
        Clock::Break { .. } => (Mode::BreakOver, Some(0), None, None),
    };
    if let (Mode::Playing, SeansLength::Turs(t), Some(cur)) = (mode, seans_len, tur) {
        let from = t.saturating_sub(closing_turs) + 1;
        if closing_turs > 0 && cur >= from {
            closing = Some(((cur + 1 - from).min(closing_turs), closing_turs));
        }
    }
    Dial {
        mode,
        main_ms,
        closing,
        last_tur,
    }
}

/// The blind level at `now` and the next one, when the night plays blinds.
fn level_view(s: &State, now: i64) -> Option<LevelView> {
    let AntePlan::Blinds { levels } = &s.setup.ante else {
        return None;
    };
    let (i, next_in) = blind_level(levels, s.blind_ms(now))?;
    let l = levels.get(i)?;
    Some(LevelView {
        // A night has a handful of levels (setup bounds them).
        no: u32::try_from(i + 1).ok()?,
        small: l.small,
        big: l.big,
        next: next_in
            .and_then(|_| levels.get(i + 1))
            .map(|n| (n.small, n.big)),
        next_in_ms: next_in,
    })
}

/// Tur `tur`'s ante each and the next tur's, under a per-tur schedule.
fn ladder_view(plan: &AntePlan, tur: u32) -> Option<LadderView> {
    let (merdiven, now) = ladder_step(plan, tur)?;
    let (_, next) = ladder_step(plan, tur + 1)?;
    Some(LadderView {
        merdiven,
        now,
        next,
    })
}

/// `true` when a countdown went from above `mark` to at or below it.
fn crossed(prev: Option<i64>, next: Option<i64>, mark: i64) -> bool {
    matches!((prev, next), (Some(p), Some(n)) if p > mark && n <= mark)
}

/// The clock moments between two faces (the same night a moment apart, or
/// before and after an event): what to announce.
pub fn alerts(prev: &ClockView, next: &ClockView) -> Vec<Alert> {
    let mut out = Vec::new();
    let now = |kind| Alert { kind, soon: false };
    let soon = |kind| Alert { kind, soon: true };
    let same_seans = prev.seans == next.seans;
    // Seans time.
    if same_seans && prev.mode == Mode::Playing && !prev.counts_up {
        if next.mode == Mode::TimeUp {
            out.push(now(AlertKind::TimeUp));
        } else if next.mode == Mode::Playing
            && !next.counts_up
            && crossed(prev.main_ms, next.main_ms, SOON_MS)
            && next.main_ms.is_some_and(|m| m > 0)
        {
            out.push(soon(AlertKind::TimeUp));
        }
    }
    // Closing turs.
    if let Some((which, of)) = next.closing
        && which > 0
        && prev.closing.is_none_or(|(w, _)| w < which)
        && (same_seans || prev.mode != Mode::Playing)
    {
        out.push(now(AlertKind::ClosingTur { which, of }));
    }
    // The break.
    if same_seans && prev.mode == Mode::Break {
        if next.mode == Mode::BreakOver {
            out.push(now(AlertKind::BreakOver));
        } else if next.mode == Mode::Break && crossed(prev.main_ms, next.main_ms, SOON_MS) {
            out.push(soon(AlertKind::BreakOver));
        }
    }
    // Blind levels.
    if let (Some(p), Some(n)) = (prev.level, next.level) {
        if n.no > p.no {
            out.push(now(AlertKind::Level {
                no: n.no,
                small: n.small,
                big: n.big,
            }));
        } else if n.no == p.no
            && let Some((small, big)) = n.next
            && crossed(p.next_in_ms, n.next_in_ms, SOON_MS)
            && n.next_in_ms.is_some_and(|m| m > 0)
        {
            out.push(soon(AlertKind::Level {
                no: n.no + 1,
                small,
                big,
            }));
        }
    }
    out
}

/// The clock moments of one night between `prev_now` and `now`.
pub fn alerts_between(s: &State, prev_now: i64, now: i64) -> Vec<Alert> {
    alerts(&face(s, prev_now), &face(s, now))
}

/// The colour-up ([`super::chips::colour_up`]) of the blind level `s` is at, at `now` (the blind clock:
/// play time and the levels skipped).
pub fn colour_up_now(s: &State, now: i64) -> Option<super::chips::ColourUp> {
    let AntePlan::Blinds { levels } = &s.setup.ante else {
        return None;
    };
    if s.setup.chips.is_empty() {
        return None;
    }
    let (level, _) = blind_level(levels, s.blind_ms(now))?;
    super::chips::colour_up(&s.setup, level)
}

/// The dealer to announce between two faces (house `speak_dealer`): the
/// new one when the deal moved (a hand ended, a pas dö men, a player who
/// left or sat out), none when it stayed (a maldon redealt by the same
/// dealer), before the seats are drawn and after the night.
pub fn dealer_moment(prev: &ClockView, next: &ClockView) -> Option<Moment> {
    let name = next.dealer.as_ref()?;
    (prev.dealer.as_ref() != Some(name)).then(|| Moment::Dealer {
        name: Some(name.clone()),
    })
}

/// Whether `+`/`-` of `ms` may apply at `now`.
pub fn check_adjust(s: &State, ms: i64, now: i64) -> Result<(), ClockRefusal> {
    if ms == 0 || ms.abs() > MAX_ADJUST_MS {
        return Err(ClockRefusal::BadAmount);
    }
    let out = match s.clock(now) {
        Clock::NotStarted { .. } | Clock::Ended => return Err(ClockRefusal::NotRunning),
        Clock::Break { left_ms, .. } => left_ms <= 0,
        Clock::Playing { left_ms, .. } => left_ms.is_some_and(|l| l <= 0),
        Clock::Closing { .. } => true,
    };
    if ms < 0 && out {
        return Err(ClockRefusal::AlreadyOut);
    }
    Ok(())
}

/// Whether the blinds may skip to the next level at `now`.
pub fn check_skip(s: &State, now: i64) -> Result<(), ClockRefusal> {
    let AntePlan::Blinds { levels } = &s.setup.ante else {
        return Err(ClockRefusal::NoLevels);
    };
    match blind_level(levels, s.blind_ms(now)) {
        Some((_, Some(_))) => Ok(()),
        _ => Err(ClockRefusal::LastLevel),
    }
}

/// Whether the break may end now.
pub fn check_end_break(s: &State, now: i64) -> Result<(), ClockRefusal> {
    match s.clock(now) {
        Clock::Break { left_ms, .. } if left_ms > 0 => Ok(()),
        _ => Err(ClockRefusal::NoBreak),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lv(minutes: u32, small: i64) -> BlindLevel {
        BlindLevel {
            minutes,
            small: Chips(small),
            big: Chips(small * 2),
        }
    }

    #[test]
    fn blind_levels_by_play_time() {
        let levels = [lv(10, 5), lv(10, 10), lv(0, 25)];
        assert_eq!(blind_level(&levels, 0), Some((0, Some(10 * MINUTE))));
        assert_eq!(blind_level(&levels, 10 * MINUTE - 1), Some((0, Some(1))));
        assert_eq!(
            blind_level(&levels, 10 * MINUTE),
            Some((1, Some(10 * MINUTE)))
        );
        assert_eq!(blind_level(&levels, 20 * MINUTE), Some((2, None)));
        assert_eq!(blind_level(&levels, 500 * MINUTE), Some((2, None)));
        // Without a level "for ever", the last holds.
        let timed = [lv(1, 5), lv(1, 10)];
        assert_eq!(blind_level(&timed, MINUTE - 1), Some((0, Some(1))));
        assert_eq!(blind_level(&timed, MINUTE), Some((1, None)));
        assert_eq!(blind_level(&timed, 2 * MINUTE), Some((1, None)));
        assert_eq!(blind_level(&[], 0), None);
    }
}
