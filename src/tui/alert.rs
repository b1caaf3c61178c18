//! Announcing clock moments: the terminal bell, a visible flash
//! (the screen and the window title), and, where the house asks for it and
//! a player exists, a short sound racon makes itself, or the moment said
//! aloud by espeak-ng ([`super::voice`]). Which moments: the
//! core's [`crate::night::clock::alerts`]; this is only the shell side.
//! Nothing here can fail the screen: no player, no sound.

use super::sound::{PLAYERS, play, system_player};
use super::voice::{speak, system_espeak};
use crate::i18n::Lang;
use crate::night::clock::{Alert, ClockView, Moment, alerts, dealer_moment};
use crate::night::setup::Alerts;
use std::io::Write;
use std::path::Path;

/// How long the flash lasts.
pub const FLASH_MS: i64 = 3_000;

/// The shell's alert state: the last face seen, and the flash.
#[allow(
    clippy::struct_excessive_bools,
    reason = "independent flags: what was said, what this system lacks, what the house asks"
)]
#[derive(Debug, Default)]
pub struct Alerter {
    last: Option<ClockView>,
    flash_until: i64,
    /// The latest alert's text, while it flashes.
    pub message: Option<String>,
    /// The last alert asked for a sound and this system has no player: it
    /// rang the bell instead, and the screens say so.
    pub no_player: bool,
    /// The last alert was to be spoken and this system has no espeak-ng:
    /// the bell rang, and this first time the screens say so.
    pub no_voice: bool,
    /// Whether the missing espeak-ng has been said (once a run).
    voice_missing_said: bool,
    /// The house's `speak_dealer`: with `voice`, each new dealer is said
    /// too. The caller sets it from the night's setup before `update`.
    pub speak_dealer: bool,
}

/// What the room display does with the house's `alerts`: it speaks only
/// when asked (`racon display --voice`), so that the host's screen and
/// the TV do not both talk; otherwise a `voice` night rings its bell.
pub fn display_mode(house: Alerts, voice: bool) -> Alerts {
    match (house, voice) {
        (_, true) => Alerts::Voice,
        (Alerts::Voice, false) => Alerts::Bell,
        (m, false) => m,
    }
}

impl Alerter {
    /// Compares `view` with the last face: announces what happened between
    /// them on the terminal (bell, title, sound as `mode` says) and returns
    /// it.
    pub fn update(
        &mut self,
        view: &ClockView,
        now: i64,
        mode: Alerts,
        lang: Lang,
        data: &Path,
    ) -> Vec<Alert> {
        let mut out = std::io::stdout().lock();
        let prev = self.last.clone();
        let found = self.update_to(&mut out, view, now, mode, lang);
        self.sound(&found, mode, lang, system_player(), |p| play(p, data));
        let moments = self.moments(prev.as_ref(), view, &found);
        self.voice(&moments, mode, lang, system_espeak(), |exe, text| {
            speak(exe, lang, text);
        });
        found
    }

    /// What is said for the alerts `found` between the faces `prev` and
    /// `view`: their moments, and the new dealer when the house asks.
    fn moments(&self, prev: Option<&ClockView>, view: &ClockView, found: &[Alert]) -> Vec<Moment> {
        let mut moments: Vec<Moment> = found.iter().filter_map(Alert::moment).collect();
        if self.speak_dealer {
            moments.extend(prev.and_then(|p| dealer_moment(p, view)));
        }
        moments
    }

    /// Says `moments`, if `mode` is `voice`: with `espeak`, by `speak`
    /// (off this thread); without, the flashed message says so the first
    /// time (the bell has rung).
    fn voice(
        &mut self,
        moments: &[Moment],
        mode: Alerts,
        lang: Lang,
        espeak: Option<&Path>,
        speak: impl FnOnce(&Path, String),
    ) {
        self.no_voice = false;
        if mode != Alerts::Voice {
            return;
        }
        let words: Vec<String> = moments
            .iter()
            .map(|m| crate::i18n::speak::sentence(m, lang))
            .collect();
        if words.is_empty() {
            return;
        }
        match espeak {
            Some(exe) => speak(exe, words.join(" ")),
            None if !self.voice_missing_said => {
                self.voice_missing_said = true;
                self.no_voice = true;
                if let Some(m) = self.message.as_mut() {
                    m.push_str(" · ");
                    m.push_str(crate::i18n::speak::no_voice_bell(lang));
                }
            }
            None => {}
        }
    }

    /// Plays the sound with `player` for what `found` announced, if `mode`
    /// asks for it; without a player, says so in the flashed message.
    fn sound(
        &mut self,
        found: &[Alert],
        mode: Alerts,
        lang: Lang,
        player: Option<&Path>,
        play: impl FnOnce(&Path),
    ) {
        if found.is_empty() {
            return;
        }
        self.no_player = mode == Alerts::Sound && player.is_none();
        match player {
            Some(player) if mode == Alerts::Sound => play(player),
            None if self.no_player => {
                if let Some(m) = self.message.as_mut() {
                    m.push_str(" · ");
                    m.push_str(&crate::i18n::clock::no_sound_player(PLAYERS, lang));
                }
            }
            _ => {}
        }
    }

    /// [`Alerter::update`] writing the bell and the title to `out`, without
    /// the sound.
    pub fn update_to(
        &mut self,
        out: &mut dyn Write,
        view: &ClockView,
        now: i64,
        mode: Alerts,
        lang: Lang,
    ) -> Vec<Alert> {
        let found = match &self.last {
            Some(prev) => alerts(prev, view),
            None => Vec::new(),
        };
        self.last = Some(view.clone());
        if let Some(a) = found.last() {
            let text = crate::i18n::clock::alert_text(a, lang);
            self.flash_until = now + FLASH_MS;
            // The window title shows the alert (OSC 2); the bell rings.
            let _ = write!(
                out,
                "\x1b]2;racon · {}\x07",
                text.replace(['\x1b', '\x07'], "")
            );
            if mode != Alerts::Off {
                let _ = out.write_all(b"\x07");
            }
            let _ = out.flush();
            self.message = Some(text);
        }
        if now >= self.flash_until {
            self.message = None;
        }
        found
    }

    /// Whether the flash is on at `now`.
    pub fn flashing(&self, now: i64) -> bool {
        now < self.flash_until
    }

    /// Forgets the last face (a different night, or a reload): the next
    /// update announces nothing.
    pub fn reset(&mut self) {
        self.last = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn playing(left_ms: i64) -> ClockView {
        ClockView {
            mode: crate::night::clock::Mode::Playing,
            paused: false,
            seans: 1,
            mandatory: 2,
            main_ms: Some(left_ms),
            counts_up: false,
            elapsed_ms: 0,
            tur: Some((1, None)),
            closing: None,
            hand_no: 1,
            in_hand: true,
            dealer: Some("Ayşe".into()),
            stake: crate::night::clock::Stake::Ante {
                each: crate::night::Chips(10),
                total: crate::night::Chips(40),
            },
            level: None,
            ladder: None,
            carried: crate::night::Chips::ZERO,
            break_minutes: 10,
        }
    }

    #[test]
    fn an_alert_rings_sets_the_title_and_flashes_for_three_seconds() {
        let mut a = Alerter::default();
        let mut out = Vec::new();
        // The first face only sets the baseline.
        assert!(
            a.update_to(&mut out, &playing(61_000), 0, Alerts::Bell, Lang::Tr)
                .is_empty()
        );
        assert!(out.is_empty());
        let found = a.update_to(&mut out, &playing(60_000), 1_000, Alerts::Bell, Lang::Tr);
        assert_eq!(found.len(), 1);
        let written = String::from_utf8_lossy(&out).into_owned();
        assert_eq!(
            written,
            "\x1b]2;racon · Süre dolmak üzere: 1 dakika\x07\x07"
        );
        assert!(a.flashing(1_000) && a.flashing(3_999) && !a.flashing(4_000));
        assert_eq!(a.message.as_deref(), Some("Süre dolmak üzere: 1 dakika"));
        a.update_to(&mut out, &playing(50_000), 4_000, Alerts::Bell, Lang::Tr);
        assert_eq!(a.message, None);
        // `off`: the title and the flash, no bell.
        let mut quiet = Vec::new();
        let mut b = Alerter::default();
        b.update_to(&mut quiet, &playing(61_000), 0, Alerts::Off, Lang::En);
        b.update_to(&mut quiet, &playing(60_000), 1_000, Alerts::Off, Lang::En);
        assert_eq!(
            String::from_utf8_lossy(&quiet),
            "\x1b]2;racon · 1 minute to time\x07"
        );
        assert!(b.flashing(1_000));
    }

    #[test]
    fn without_a_player_the_alert_says_the_bell_rings_instead() {
        let mut a = Alerter::default();
        let mut out = Vec::new();
        a.update_to(&mut out, &playing(61_000), 0, Alerts::Sound, Lang::Tr);
        let found = a.update_to(&mut out, &playing(60_000), 1_000, Alerts::Sound, Lang::Tr);
        // The bell rings for `sound` as for `bell`.
        assert!(String::from_utf8_lossy(&out).ends_with("\x07\x07"));
        let mut played = None;
        // A player: it plays, nothing is said.
        a.sound(
            &found,
            Alerts::Sound,
            Lang::Tr,
            Some(Path::new("/bin/paplay")),
            |p| {
                played = Some(p.to_path_buf());
            },
        );
        assert_eq!(played.as_deref(), Some(Path::new("/bin/paplay")));
        assert!(!a.no_player);
        assert_eq!(a.message.as_deref(), Some("Süre dolmak üzere: 1 dakika"));
        // None: the message says why there was only the bell.
        a.sound(&found, Alerts::Sound, Lang::Tr, None, |_| unreachable!());
        assert!(a.no_player);
        let m = a.message.clone().unwrap_or_default();
        assert!(m.starts_with("Süre dolmak üzere: 1 dakika · "), "{m}");
        assert!(m.contains(PLAYERS[0]) && m.contains("zil"), "{m}");
        // `bell` never looks for a player.
        let mut b = Alerter::default();
        b.sound(&found, Alerts::Bell, Lang::En, None, |_| unreachable!());
        assert!(!b.no_player);
    }

    #[test]
    fn voice_speaks_the_moment_and_says_once_when_it_cannot() {
        let mut a = Alerter::default();
        let mut out = Vec::new();
        a.update_to(&mut out, &playing(61_000), 0, Alerts::Voice, Lang::Tr);
        let found = a.update_to(&mut out, &playing(60_000), 1_000, Alerts::Voice, Lang::Tr);
        // The bell rings for `voice` too.
        assert!(String::from_utf8_lossy(&out).ends_with("\x07\x07"));
        let found: Vec<Moment> = found.iter().filter_map(Alert::moment).collect();
        let mut said = None;
        a.voice(
            &found,
            Alerts::Voice,
            Lang::Tr,
            Some(Path::new("/usr/bin/espeak-ng")),
            |exe, text| said = Some((exe.to_path_buf(), text)),
        );
        assert_eq!(
            said,
            Some((
                Path::new("/usr/bin/espeak-ng").to_path_buf(),
                "Seansın bitmesine bir dakika.".to_string()
            ))
        );
        assert!(!a.no_voice);
        // No espeak-ng: said once on the message, then only the bell.
        a.voice(&found, Alerts::Voice, Lang::Tr, None, |_, _| unreachable!());
        assert!(a.no_voice);
        let m = a.message.clone().unwrap_or_default();
        assert!(
            m.ends_with(" · espeak-ng bulunamadı: duyurular sesli okunamıyor, yalnız zil çalıyor"),
            "{m}"
        );
        a.voice(&found, Alerts::Voice, Lang::Tr, None, |_, _| unreachable!());
        assert!(!a.no_voice);
        // Other modes never speak.
        let mut b = Alerter::default();
        b.voice(&found, Alerts::Sound, Lang::En, None, |_, _| unreachable!());
        assert!(!b.no_voice);
    }

    /// House `speak_dealer`: the new dealer is said when the deal moves,
    /// not when it stays, and only when the house asks.
    #[test]
    fn the_new_dealer_is_said_when_the_house_asks() {
        let before = playing(61_000);
        let mut moved = playing(60_500);
        moved.dealer = Some("Işıl".into());
        let mut a = Alerter::default();
        assert_eq!(a.moments(Some(&before), &moved, &[]), []);
        a.speak_dealer = true;
        let said = a.moments(Some(&before), &moved, &[]);
        assert_eq!(
            said,
            [Moment::Dealer {
                name: Some("Işıl".into())
            }]
        );
        assert_eq!(
            crate::i18n::speak::sentence(&said[0], Lang::Tr),
            "Dağıtan: Işıl."
        );
        // The same dealer (a maldon), the first face, the night over.
        assert_eq!(a.moments(Some(&moved), &moved, &[]), []);
        assert_eq!(a.moments(None, &moved, &[]), []);
        let mut over = moved.clone();
        over.dealer = None;
        assert_eq!(a.moments(Some(&moved), &over, &[]), []);
    }

    #[test]
    fn the_display_speaks_only_when_asked() {
        assert_eq!(display_mode(Alerts::Voice, false), Alerts::Bell);
        assert_eq!(display_mode(Alerts::Sound, false), Alerts::Sound);
        assert_eq!(display_mode(Alerts::Off, false), Alerts::Off);
        assert_eq!(display_mode(Alerts::Bell, true), Alerts::Voice);
        assert_eq!(display_mode(Alerts::Voice, true), Alerts::Voice);
    }

    #[test]
    fn the_one_minute_warnings_of_break_and_level_are_not_spoken() {
        use crate::night::clock::{AlertKind, Moment};
        let soon = |kind| Alert { kind, soon: true };
        assert_eq!(soon(AlertKind::BreakOver).moment(), None);
        let level = AlertKind::Level {
            no: 2,
            small: crate::night::Chips(5),
            big: crate::night::Chips(10),
        };
        assert_eq!(soon(level).moment(), None);
        assert_eq!(
            Alert {
                kind: level,
                soon: false
            }
            .moment(),
            Some(Moment::Level {
                no: Some(2),
                blinds: Some((crate::night::Chips(5), crate::night::Chips(10)))
            })
        );
        assert_eq!(soon(AlertKind::TimeUp).moment(), Some(Moment::SeansMinute));
    }
}
