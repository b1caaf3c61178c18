//! `racon speak` (issue 28): the announcement's words on stdout, and with
//! espeak-ng installed (`.ci/run` installs Debian's) a WAV of the Turkish
//! sentence, read back here (RIFF header, PCM, length, loudness); without
//! espeak-ng the clean message and exit code in both languages.

use crate::common::TempDir;
use crate::common::cli::Racon;
use racon::i18n::Lang;
use racon::i18n::speak::{no_espeak, sentence};
use racon::night::clock::Moment;
use std::path::Path;

/// `racon speak` exits 3 when there is no espeak-ng (its help says so).
const NO_ESPEAK: i32 = 3;

/// A 16-bit PCM WAV as read from its chunks.
struct Wav {
    format: u16,
    channels: u16,
    rate: u32,
    bits: u16,
    samples: Vec<i16>,
}

fn u16_at(b: &[u8], i: usize) -> u16 {
    u16::from_le_bytes([b[i], b[i + 1]])
}

fn u32_at(b: &[u8], i: usize) -> u32 {
    u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]])
}

/// The RIFF/WAVE file's `fmt ` and `data` chunks; panics on anything else.
fn read_wav(bytes: &[u8]) -> Wav {
    assert!(bytes.len() >= 12, "{} bytes: no RIFF header", bytes.len());
    assert_eq!(&bytes[0..4], b"RIFF");
    assert_eq!(&bytes[8..12], b"WAVE");
    assert_eq!(u32_at(bytes, 4) as usize, bytes.len() - 8, "RIFF size");
    let (mut fmt, mut data) = (None, None);
    let mut at = 12;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let len = u32_at(bytes, at + 4) as usize;
        let body = at + 8;
        assert!(body + len <= bytes.len(), "chunk {id:?} runs past the end");
        match id {
            b"fmt " => fmt = Some(body),
            b"data" => data = Some(&bytes[body..body + len]),
            _ => {}
        }
        at = body + len + len % 2;
    }
    let f = fmt.expect("a fmt chunk");
    let data = data.expect("a data chunk");
    let bits = u16_at(bytes, f + 14);
    assert_eq!(bits, 16, "16-bit samples");
    Wav {
        format: u16_at(bytes, f),
        channels: u16_at(bytes, f + 2),
        rate: u32_at(bytes, f + 4),
        bits,
        samples: data
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect(),
    }
}

fn espeak_installed() -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("espeak-ng").is_file()))
}

#[test]
fn the_turkish_sentence_is_written_as_a_wav_of_speech() {
    assert!(
        espeak_installed(),
        "espeak-ng is not on PATH: apt install espeak-ng (.ci/run does)"
    );
    let tmp = TempDir::new("speak");
    let wav = tmp.0.join("seans.wav");
    let out = Racon::new()
        .lang("tr")
        .args(["speak", "--out"])
        .arg(&wav)
        .arg("seans-end")
        .ok();
    let words = sentence(&Moment::SeansEnd, Lang::Tr);
    assert_eq!(out, format!("{words}\n"));
    assert_eq!(words, "Seansın süresi doldu.");
    let w = read_wav(&std::fs::read(&wav).expect("the WAV was written"));
    assert_eq!((w.format, w.channels, w.bits), (1, 1, 16), "PCM mono");
    assert!((8_000..=48_000).contains(&w.rate), "rate {}", w.rate);
    // A short sentence: between half a second and six.
    let secs = w.samples.len() as f64 / f64::from(w.rate);
    assert!((0.5..=6.0).contains(&secs), "{secs:.2} s");
    // Speech, not silence: the loud part's RMS is well above the floor.
    let loud: Vec<f64> = w
        .samples
        .iter()
        .map(|&s| f64::from(s))
        .filter(|s| s.abs() > 200.0)
        .collect();
    assert!(loud.len() * 10 > w.samples.len(), "mostly silence");
    let rms = (loud.iter().map(|s| s * s).sum::<f64>() / loud.len() as f64).sqrt();
    assert!(rms > 1_000.0, "RMS {rms:.0}");
    // An existing WAV is replaced; a file that is not one is kept.
    let en = Racon::new()
        .lang("en")
        .args(["speak", "--out"])
        .arg(&wav)
        .args(["dealer", "--name", "Ayşe"])
        .ok();
    assert_eq!(en, "Dealer: Ayşe.\n");
    let notes = tmp.0.join("notes.txt");
    std::fs::write(&notes, "keep me").unwrap();
    let line = Racon::new()
        .args(["speak", "--out"])
        .arg(&notes)
        .arg("level")
        .bad();
    assert!(line.contains("is not a WAV file"), "{line}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "keep me");
}

/// Without espeak-ng on PATH (an empty folder): the words, then one line.
#[test]
fn without_espeak_the_words_are_printed_and_racon_says_why_not() {
    let empty = TempDir::new("speak-no-espeak");
    for (lang, l) in [("tr", Lang::Tr), ("en", Lang::En)] {
        for out in [None, Some(empty.0.join("x.wav"))] {
            let mut run = Racon::new()
                .lang(lang)
                .env("PATH", &empty.0)
                .args(["speak", "level", "--level", "4"]);
            if let Some(out) = &out {
                run = run.arg("--out").arg(out);
            }
            let ran = run.run();
            assert_eq!(ran.code, Some(NO_ESPEAK), "{lang}: {}", ran.stderr);
            let words = sentence(
                &Moment::Level {
                    no: Some(4),
                    blinds: None,
                },
                l,
            );
            assert_eq!(ran.stdout, format!("{words}\n"));
            assert_eq!(ran.stderr, format!("racon: {}\n", no_espeak(l)));
            assert!(out.as_deref().is_none_or(|o: &Path| !o.exists()));
        }
    }
    let tr = no_espeak(Lang::Tr);
    assert!(tr.contains("kurulu değil") && tr.contains("apt install espeak-ng"));
    assert!(no_espeak(Lang::En).contains("brew install espeak-ng"));
}

#[test]
fn every_moment_has_its_words_and_flags_go_where_they_belong() {
    let empty = TempDir::new("speak-words");
    let said = |lang: &str, args: &[&str]| {
        let ran = Racon::new()
            .lang(lang)
            .env("PATH", &empty.0)
            .arg("speak")
            .args(args)
            .run();
        assert_eq!(ran.code, Some(NO_ESPEAK), "{args:?}: {}", ran.stderr);
        ran.stdout
    };
    assert_eq!(
        said("tr", &["seans-minute"]),
        "Seansın bitmesine bir dakika.\n"
    );
    assert_eq!(said("tr", &["closing-tur"]), "Son tur.\n");
    assert_eq!(said("tr", &["break-over"]), "Mola bitti, oyun başlıyor.\n");
    assert_eq!(said("tr", &["level", "--level", "3"]), "Yeni seviye: 3.\n");
    assert_eq!(
        said("tr", &["dealer", "--name", "Ayşe"]),
        "Dağıtan: Ayşe.\n"
    );
    assert_eq!(said("en", &["seans-end"]), "Time is up for the seans.\n");
    assert_eq!(said("en", &["level"]), "The blinds go up.\n");
    let line = Racon::new()
        .lang("tr")
        .args(["speak", "seans-end", "--name", "Ali"])
        .bad();
    assert_eq!(line, "racon: --name yalnız dealer ile verilir");
    let line = Racon::new().args(["speak", "dealer", "--level", "2"]).bad();
    assert_eq!(line, "racon: --level goes only with level");
    let line = Racon::new().args(["speak", "coffee"]).bad();
    assert!(line.contains("coffee"), "{line}");
}

/// `alerts: voice` is one more value of the house option: it reads and
/// writes as `voice`, and setups without it load as before (`bell`).
#[test]
fn the_voice_house_option_reads_and_writes() {
    use racon::night::setup::{Alerts, HouseRules};
    let voice: HouseRules = ron::from_str("(alerts: voice)").expect("alerts: voice");
    assert_eq!(voice.alerts, Alerts::Voice);
    let text = ron::ser::to_string(&voice).expect("ron");
    assert!(text.contains("alerts:voice"), "{text}");
    let old: HouseRules = ron::from_str("(pas_do_men: false)").expect("old house rules");
    assert_eq!(old.alerts, Alerts::Bell);
    assert_eq!(
        racon::i18n::form::alerts(Alerts::Voice, Lang::Tr),
        "ekran, zil ve sesli duyuru (espeak-ng)"
    );
}

/// The setup form offers `voice` after `sound`, in words.
#[test]
fn the_setup_form_offers_the_voice() {
    use crate::tui_common::{T0, keys, render, select_field, state};
    use racon::night::setup::Alerts;
    use racon::tui::form::Field;
    let tmp = TempDir::new("speak-form");
    let mut app = racon::tui::app::App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::Alerts);
    keys(&mut app, "→→", T0);
    let out = render(&app, 100, 30, T0);
    assert!(out.contains("ekran, zil ve sesli duyuru"), "{out}");
    keys(&mut app, "g⏎⏎", T0);
    assert_eq!(state(&app).setup.house.alerts, Alerts::Voice);
}
