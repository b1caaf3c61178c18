//! Issue 26: the season's trend. Three finished nights of Işıl, Şükrü
//! and Gülşen: each player's running net night by night (checked to the
//! kuruş), as sparklines and a chart on the ledger screen (TestBackend),
//! and `ledger report --format pdf` read back with `pdftotext` and
//! rendered with `pdftoppm`.

use crate::common;
use common::TempDir;
use common::cli::Racon;
use common::night::T0;
use common::pdf::{page_one_ink, pdf_text};

use racon::cards::parse_cards;
use racon::i18n::Lang;
use racon::money::ledger::{Ledger, NightBook, NightTransfer};
use racon::night::{Action, PlayerId};
use racon::report::series::{Line, season_lines};
use racon::store::Dirs;
use racon::store::night::NightFile;
use racon::tui::app::App;
use racon::tui::screens::Screen;
use racon::units::{Chips, Kurus};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const NAMES: [&str; 3] = ["Işıl", "Şükrü", "Gülşen"];

/// A finished night on disk: the three of them buy 400 chips at 1,00 ₺,
/// one hand, the night ends and `counts` are counted.
fn finished_night(dirs: &Dirs, compact: &str, counts: [i64; 3]) {
    let mut s = racon::store::presets::load(dirs, racon::store::presets::DEFAULT_PRESET)
        .unwrap()
        .setup;
    s.players = NAMES.map(String::from).to_vec();
    s.stakes.chip_value = Kurus(100);
    let r = common::night::rules(&s.rules);
    let created = format!("{}T20:00:00+03:00", &compact[..10]);
    let mut nf = NightFile::create(dirs, s, r, T0, &created, compact).unwrap();
    let mut act = |a: Action| {
        nf.act(a.clone(), T0)
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
        nf.night().state().consent_needed(T0)
    };
    act(Action::TypeDraw {
        cards: parse_cards("Ah Kd Qs").unwrap(),
        random_dealer_seed: None,
    });
    for p in 0..3 {
        act(Action::BuyKav {
            player: PlayerId(p),
            chips: Chips(400),
        });
    }
    act(Action::NewHand);
    let consent = act(Action::EndHand {
        winner: None,
        pot: None,
    });
    act(Action::EndNight { consent });
    for (p, c) in counts.into_iter().enumerate() {
        act(Action::CountChips {
            player: PlayerId(p as u8),
            chips: Chips(c),
            colours: Vec::new(),
        });
    }
}

/// Işıl +100, Şükrü −100; Işıl −50, Şükrü +50; Şükrü −30, Gülşen +30.
fn season(dirs: &Dirs) {
    finished_night(dirs, "2026-10-02-2000", [500, 300, 400]);
    finished_night(dirs, "2026-10-09-2000", [350, 450, 400]);
    finished_night(dirs, "2026-10-16-2000", [400, 370, 430]);
}

fn line(name: &str, points: &[i64]) -> Line {
    Line {
        name: name.into(),
        points: points.to_vec(),
    }
}

fn book(id: &str, results: [i64; 3]) -> NightBook {
    NightBook {
        id: id.into(),
        created: format!("{}T21:00:00+03:00", &id[..10]),
        name: id.into(),
        players: NAMES.map(String::from).to_vec(),
        results: results.map(Kurus).to_vec(),
        transfers: Vec::<NightTransfer>::new(),
        chip_value: Kurus(100),
    }
}

#[test]
fn the_season_lines_are_each_players_running_net_night_by_night() {
    let l = Ledger::build(
        vec![
            book("2026-10-16-2000", [0, -3_000, 3_000]),
            book("2026-10-02-2000", [10_000, -10_000, 0]),
            book("2026-10-09-2000", [-5_000, 5_000, 0]),
        ],
        &[],
    );
    // In the standings' order (highest net first), oldest night first.
    assert_eq!(
        season_lines(&l),
        vec![
            line("Işıl", &[10_000, 5_000, 5_000]),
            line("Gülşen", &[0, 0, 3_000]),
            line("Şükrü", &[-10_000, -5_000, -8_000]),
        ]
    );
    // A night missed keeps the line flat.
    let mut missed = book("2026-10-23-2000", [700, -700, 0]);
    missed.players = vec!["Işıl".into(), "Şükrü".into()];
    missed.results = vec![Kurus(700), Kurus(-700)];
    let l = Ledger::build(vec![book("2026-10-02-2000", [100, -50, -50]), missed], &[]);
    let gulsen = season_lines(&l)
        .into_iter()
        .find(|x| x.name == "Gülşen")
        .unwrap();
    assert_eq!(gulsen.points, vec![-50, -50]);
}

fn render(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| racon::tui::ui::draw(f, app, T0, false))
        .unwrap();
    format!("{}", term.backend())
}

fn row<'a>(screen: &'a str, name: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(&format!("│{name} ")))
        .unwrap_or_else(|| panic!("no row of {name}:\n{screen}"))
}

#[test]
fn the_ledger_screen_shows_each_players_trend_and_the_seasons_chart() {
    let tmp = TempDir::new("pdf-ledger-screen");
    season(&tmp.dirs());
    let mut app = App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    app.handle_key(KeyEvent::new(KeyCode::Char('d'), KeyModifiers::NONE), T0);
    assert_eq!(app.screen(), Screen::Ledger);
    let small = render(&app, 80, 24);
    assert!(small.contains("Seyir"), "{small}");
    // Scaled from the season's lowest (−100 ₺) to its highest (+100 ₺).
    assert!(row(&small, "Işıl").contains("█▆▆"), "{small}");
    assert!(row(&small, "Gülşen").contains("▄▄▅"), "{small}");
    assert!(row(&small, "Şükrü").contains("▁▂▁"), "{small}");
    for l in small.lines() {
        // Every row is the frame's 80 columns (the debug form quotes it).
        assert_eq!(l.trim_matches('"').chars().count(), 80, "{l}");
    }
    let large = render(&app, 120, 40);
    assert!(large.contains("Sezon boyunca toplam net"), "{large}");
    // The legend names each line.
    let legend = large
        .lines()
        .find(|l| l.contains("Sezon boyunca toplam net"))
        .unwrap();
    for name in ["■ Işıl", "■ Gülşen", "■ Şükrü"] {
        assert!(legend.contains(name), "{legend}");
    }
    let braille = large
        .chars()
        .filter(|c| ('\u{2801}'..='\u{28ff}').contains(c))
        .count();
    assert!(braille > 10, "the chart's lines:\n{large}");
}

#[test]
fn ledger_report_pdf_has_the_season_table_and_chart() {
    let tmp = TempDir::new("pdf-ledger");
    let dirs = tmp.dirs();
    season(&dirs);
    let out = Racon::new()
        .data_dir_flag(&dirs.data)
        .args(["--lang", "tr", "ledger", "report", "--format", "pdf"])
        .output();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let pdf = dirs.data.join("ledger").join("ledger.pdf");
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("ledger.pdf"), "{said}");
    let text = pdf_text(&pdf);
    for name in NAMES {
        assert!(text.contains(name), "{name} not in:\n{text}");
    }
    for amount in ["+50,00 ₺", "+30,00 ₺", "-80,00 ₺"] {
        assert!(text.contains(amount), "{amount} not in:\n{text}");
    }
    assert!(text.contains("Sezon boyunca toplam net"), "{text}");
    assert!(text.contains("3. gece"), "{text}");
    let ink = page_one_ink(&pdf, &tmp.0);
    assert!(ink > 0.005 && ink < 0.5, "dark share of page 1: {ink}");
    // --out elsewhere, in English.
    let en = tmp.0.join("season.pdf");
    let out = Racon::new()
        .data_dir_flag(&dirs.data)
        .args([
            "--lang",
            "en",
            "ledger",
            "report",
            "--format",
            "pdf",
            "--out",
            &en.display().to_string(),
        ])
        .output();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = pdf_text(&en);
    assert!(text.contains("Running net over the season"), "{text}");
    assert!(text.contains("night 3"), "{text}");
}
