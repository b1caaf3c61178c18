//! The clock face's words, clock edits in the history, and alerts, in
//! Turkish and English.

use super::Lang;
use crate::night::Event;
use crate::night::clock::{Alert, AlertKind, ClockRefusal, ClockView, Mode, Stake};

/// Upper case by Turkish rules (i → İ, ı → I), for names and words shown
/// in block letters.
pub fn upper(s: &str) -> String {
    s.chars()
        .flat_map(|c| match c {
            'i' => vec!['İ'],
            'ı' => vec!['I'],
            c => c.to_uppercase().collect(),
        })
        .collect()
}

/// The closing turs (R12): which one is dealt, of how many; `which` 0
/// while the tur in progress is still being finished.
pub fn closing_line(which: u32, of: u32, lang: Lang) -> String {
    match (which, lang) {
        (0, Lang::Tr) => format!("bu tur bitince kapanış turu ({of})"),
        (0, Lang::En) => format!("closing tur after this tur ({of})"),
        (w, Lang::Tr) => format!("kapanış turu {w}/{of}"),
        (w, Lang::En) => format!("closing tur {w}/{of}"),
    }
}

/// `mm:ss` (minutes may pass 99); negative shows as 00:00.
pub fn mmss(ms: i64) -> String {
    let s = ms.max(0).div_euclid(1_000);
    format!("{:02}:{:02}", s / 60, s % 60)
}

/// Why a clock edit was refused.
pub fn refusal(r: ClockRefusal, lang: Lang) -> &'static str {
    match r {
        ClockRefusal::BadAmount => lang.pick(
            "Saat bir seferde en çok 60 dakika ileri ya da geri alınır.",
            "The clock moves at most 60 minutes at a time.",
        ),
        ClockRefusal::NotRunning => lang.pick(
            "İşleyen bir saat yok: seans ilk elle başlar.",
            "No clock is running: the seans starts with its first hand.",
        ),
        ClockRefusal::AlreadyOut => lang.pick(
            "Süre zaten doldu; geri alınacak zaman yok.",
            "Time is already up; there is none to take.",
        ),
        ClockRefusal::NoLevels => lang.pick(
            "Bu gecede kör seviyesi yok.",
            "This night has no blind levels.",
        ),
        ClockRefusal::LastLevel => lang.pick(
            "Körler zaten son seviyede.",
            "The blinds are already at their last level.",
        ),
        ClockRefusal::NoBreak => lang.pick("Şu an mola yok.", "No break is running."),
    }
}

/// A clock edit in the history.
pub fn describe(e: &Event, lang: Lang) -> String {
    match e {
        Event::ClockAdjusted { ms } => {
            let min = ms.unsigned_abs() / 60_000;
            let sec = ms.unsigned_abs() % 60_000 / 1_000;
            let amount = match (sec, lang) {
                (0, Lang::Tr) => format!("{min} dakika"),
                (0, Lang::En) if min == 1 => "1 minute".to_string(),
                (0, Lang::En) => format!("{min} minutes"),
                (_, _) => format!("{min}:{sec:02}"),
            };
            match (*ms > 0, lang) {
                (true, Lang::Tr) => format!("Saate {amount} eklendi"),
                (true, Lang::En) => format!("{amount} added to the clock"),
                (false, Lang::Tr) => format!("Saatten {amount} çıkarıldı"),
                (false, Lang::En) => format!("{amount} taken off the clock"),
            }
        }
        Event::BlindLevelSkipped => lang
            .pick(
                "Kör seviyesi atlandı: sonraki seviyeye geçildi",
                "Blind level skipped: on to the next level",
            )
            .to_string(),
        Event::BreakCut => lang
            .pick("Mola erken bitirildi", "Break ended early")
            .to_string(),
        _ => String::new(),
    }
}

/// The big word over (or instead of) the digits, if any.
pub fn headline(v: &ClockView, lang: Lang) -> Option<&'static str> {
    match v.mode {
        Mode::TimeUp | Mode::Playing if v.paused => Some(lang.pick("DURDU", "PAUSED")),
        Mode::TimeUp => Some(lang.pick("SÜRE DOLDU", "TIME")),
        Mode::BreakOver => Some(lang.pick("MOLA BİTTİ", "BREAK OVER")),
        Mode::Break => Some(lang.pick("MOLA", "BREAK")),
        Mode::Ended => Some(lang.pick("GECE BİTTİ", "NIGHT OVER")),
        _ => None,
    }
}

/// Who deals, in block letters: `DAĞITAN AYŞE`.
pub fn dealer_line(v: &ClockView, lang: Lang) -> Option<String> {
    let name = v.dealer.as_deref()?;
    Some(format!(
        "{} {}",
        lang.pick("DAĞITAN", "DEALER"),
        upper(name)
    ))
}

/// What the hand costs: `ANTE 10`, `KÖR 5/10`.
pub fn stake_line(v: &ClockView, lang: Lang) -> Option<String> {
    match v.stake {
        Stake::None if matches!(v.mode, Mode::Seating | Mode::Ended) => None,
        Stake::None => Some(lang.pick("ANTE YOK", "NO ANTE").to_string()),
        Stake::Ante { each, .. } => Some(format!("ANTE {each}")),
        Stake::Dealer { amount } => Some(format!(
            "{} {amount}",
            lang.pick("DAĞITAN ANTESİ", "DEALER ANTE")
        )),
        Stake::Blinds { small, big } => {
            Some(format!("{} {small}/{big}", lang.pick("KÖR", "BLINDS")))
        }
    }
}

/// The carried pot: `ORTADA 40` (None when nothing is carried).
pub fn pot_line(v: &ClockView, lang: Lang) -> Option<String> {
    v.carried
        .is_positive()
        .then(|| format!("{} {}", lang.pick("ORTADA", "POT"), v.carried))
}

/// What comes next, in small text: levels, the ladder, turs, the break.
pub fn next_lines(v: &ClockView, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let seans = match lang {
        Lang::Tr => format!("Seans {}/{}", v.seans, v.mandatory),
        Lang::En => format!("Seans {} of {}", v.seans, v.mandatory),
    };
    let mut first = vec![seans];
    if v.hand_no > 0 && !matches!(v.mode, Mode::Ended) {
        first.push(match lang {
            Lang::Tr => format!("{}. el", v.hand_no),
            Lang::En => format!("hand {}", v.hand_no),
        });
    }
    if let Some((tur, last)) = v.tur {
        first.push(match last {
            Some(l) => format!("tur {tur}/{l}"),
            None => format!("tur {tur}"),
        });
    }
    if v.counts_up && v.mode == Mode::Playing {
        first.push(lang.pick("oyun süresi", "play time").to_string());
    }
    out.push(first.join(" · "));
    if let Some((which, of)) = v.closing {
        out.push(closing_line(which, of, lang));
    }
    if let Some(l) = v.level {
        let now = match lang {
            Lang::Tr => format!("seviye {}: {}/{}", l.no, l.small, l.big),
            Lang::En => format!("level {}: {}/{}", l.no, l.small, l.big),
        };
        out.push(match (l.next, l.next_in_ms, lang) {
            (Some((s, b)), Some(ms), Lang::Tr) => {
                format!("{now} · {} sonra {s}/{b}", mmss(ms))
            }
            (Some((s, b)), Some(ms), Lang::En) => format!("{now} → {s}/{b} in {}", mmss(ms)),
            (_, _, Lang::Tr) => format!("{now} (son seviye)"),
            (_, _, Lang::En) => format!("{now} (last level)"),
        });
    }
    if let Some(l) = v.ladder {
        let name = if l.merdiven {
            "merdiven"
        } else {
            lang.pick("turlu ante", "ante by tur")
        };
        out.push(format!("{name} {} → {}", l.now, l.next));
    }
    match v.mode {
        Mode::Playing | Mode::TimeUp | Mode::NotStarted if v.break_minutes > 0 => {
            out.push(match lang {
                Lang::Tr => format!("seans sonunda {} dk mola", v.break_minutes),
                Lang::En => format!("{} min break after the seans", v.break_minutes),
            });
        }
        Mode::BreakOver => out.push(
            lang.pick(
                "ilk el yeni seansı başlatır",
                "the next hand starts the next seans",
            )
            .to_string(),
        ),
        _ => {}
    }
    if v.mode == Mode::NotStarted {
        out.push(
            lang.pick(
                "saat ilk elle başlar",
                "the clock starts with the first hand",
            )
            .to_string(),
        );
    }
    out
}

/// Said where the house asked for a sound and this system has none of
/// `players` (the alert rang the bell instead).
pub fn no_sound_player(players: &[&str], lang: Lang) -> String {
    let list = players.join(", ");
    match lang {
        Lang::Tr if list.is_empty() => "bu sistemde ses çalınamıyor; yalnız zil çaldı".into(),
        Lang::En if list.is_empty() => "this system cannot play the sound; the bell rang".into(),
        Lang::Tr => format!("ses çalınamadı ({list} bulunamadı); yalnız zil çaldı"),
        Lang::En => format!("no sound ({list} not found); the bell rang instead"),
    }
}

/// One line for an alert (the flash and the window title).
pub fn alert_text(a: &Alert, lang: Lang) -> String {
    match (a.kind, a.soon, lang) {
        (AlertKind::TimeUp, false, Lang::Tr) => "SÜRE DOLDU".into(),
        (AlertKind::TimeUp, false, Lang::En) => "TIME".into(),
        (AlertKind::TimeUp, true, Lang::Tr) => "Süre dolmak üzere: 1 dakika".into(),
        (AlertKind::TimeUp, true, Lang::En) => "1 minute to time".into(),
        (AlertKind::ClosingTur { which, of }, _, Lang::Tr) => {
            format!("KAPANIŞ TURU {which}/{of}: isteğe bağlı pas dö men yok")
        }
        (AlertKind::ClosingTur { which, of }, _, Lang::En) => {
            format!("CLOSING TUR {which}/{of}: no voluntary pas dö men")
        }
        (AlertKind::BreakOver, false, Lang::Tr) => "MOLA BİTTİ".into(),
        (AlertKind::BreakOver, false, Lang::En) => "BREAK OVER".into(),
        (AlertKind::BreakOver, true, Lang::Tr) => "Molanın bitmesine 1 dakika".into(),
        (AlertKind::BreakOver, true, Lang::En) => "1 minute left of the break".into(),
        (AlertKind::Level { small, big, .. }, false, Lang::Tr) => {
            format!("KÖRLER YÜKSELDİ: {small}/{big}")
        }
        (AlertKind::Level { small, big, .. }, false, Lang::En) => {
            format!("BLINDS UP: {small}/{big}")
        }
        (AlertKind::Level { small, big, .. }, true, Lang::Tr) => {
            format!("1 dakika sonra körler {small}/{big}")
        }
        (AlertKind::Level { small, big, .. }, true, Lang::En) => {
            format!("Blinds go up to {small}/{big} in 1 minute")
        }
    }
}

// ---------------------------------------------------------------- display

/// `racon display` without a night to show.
pub fn no_unfinished_night(lang: Lang) -> &'static str {
    lang.pick(
        "bitmemiş bir gece yok; racon display KLASÖR ile bir gece seçin",
        "there is no unfinished night; choose one with racon display FOLDER",
    )
}

/// `racon display` outside a terminal.
pub fn needs_terminal(lang: Lang) -> &'static str {
    lang.pick(
        "racon display bir terminal ister (çıktı terminal değil)",
        "racon display needs a terminal (stdout is not a TTY)",
    )
}

/// The display's title line.
pub fn display_title(night: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(" {night} · racon display · salt okunur "),
        Lang::En => format!(" {night} · racon display · read-only "),
    }
}

/// The display's footer.
pub fn display_footer(lang: Lang) -> &'static str {
    lang.pick("q çık · L dil · ? yardım", "q quit · L language · ? help")
}

/// Headings and words of the display's seats and results.
pub fn word(w: Word, lang: Lang) -> &'static str {
    match w {
        Word::Seats => lang.pick("Masa", "Seats"),
        Word::Left => lang.pick("ayrıldı", "left"),
        Word::SitsOut => lang.pick("bekliyor", "sits out"),
        Word::Result => lang.pick("Gecenin sonucu", "The night's result"),
        Word::Transfers => lang.pick("Ödemeler", "Transfers"),
        Word::NobodyOwes => lang.pick("Kimse kimseye borçlu değil.", "Nobody owes anybody."),
        Word::NotCounted => lang.pick(
            "Gece bitti; sayım tamamlanınca sonuç burada görünür.",
            "The night is over; the result shows here once the count is complete.",
        ),
        Word::Cashier => lang.pick("kasiyer", "cashier"),
        Word::Chips => lang.pick("fiş", "chips"),
        Word::Help => lang.pick("Tuşlar", "Keys"),
        Word::NightOver => lang.pick("GECE BİTTİ", "NIGHT OVER"),
    }
}

/// Words [`word`] knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Seats,
    Left,
    SitsOut,
    Result,
    Transfers,
    NobodyOwes,
    NotCounted,
    Cashier,
    Chips,
    Help,
    /// The end-of-night screen's headline, in block letters.
    NightOver,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_upper_case() {
        assert_eq!(upper("Yiğit"), "YİĞİT");
        assert_eq!(upper("Işık"), "IŞIK");
        assert_eq!(upper("ayşe"), "AYŞE");
        assert_eq!(upper("Gülçin"), "GÜLÇİN");
    }

    #[test]
    fn minutes_and_seconds() {
        assert_eq!(mmss(0), "00:00");
        assert_eq!(mmss(-5_000), "00:00");
        assert_eq!(mmss(59_999), "00:59");
        assert_eq!(mmss(90 * 60_000), "90:00");
    }

    #[test]
    fn clock_edits_in_both_languages() {
        let add = Event::ClockAdjusted { ms: 60_000 };
        let take = Event::ClockAdjusted { ms: -120_000 };
        assert_eq!(describe(&add, Lang::Tr), "Saate 1 dakika eklendi");
        assert_eq!(describe(&add, Lang::En), "1 minute added to the clock");
        assert_eq!(describe(&take, Lang::Tr), "Saatten 2 dakika çıkarıldı");
        assert_eq!(describe(&take, Lang::En), "2 minutes taken off the clock");
        assert_eq!(describe(&Event::BreakCut, Lang::Tr), "Mola erken bitirildi");
    }
}
