//! Issue 27 item 1 in the setup form: the chip set as one typed row, read
//! in the core, refused with the reason (in Turkish and English) when it
//! is wrong in itself, kept and said when it cannot pay an amount, its
//! smallest-chip warning shown without stopping the night, and saved with
//! the preset.

use crate::common;
use crate::tui_common;
use common::TempDir;
use tui_common::*;

use racon::i18n::Lang;
use racon::night::setup::ChipColour;
use racon::store::presets;
use racon::tui::form::Field;
use racon::tui::screens::{Screen, View};
use racon::units::Chips;

fn colour(name: &str, value: i64, owned: u32) -> ChipColour {
    ChipColour {
        name: name.into(),
        value: Chips(value),
        owned,
        per_kav: 0,
    }
}

/// The app on the setup form, the chip-set row selected.
fn on_chips_row(tmp: &TempDir, lang: Lang) -> racon::tui::app::App {
    let mut app = racon::tui::app::App::new(lang, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::Chips);
    app
}

#[test]
fn a_bad_chip_set_is_refused_with_the_reason_and_the_row_stays_open() {
    let tmp = TempDir::new("setup-chips-bad");
    let mut app = on_chips_row(&tmp, Lang::Tr);
    let out = render(&app, 120, 40, T0);
    assert!(out.contains("Fiş takımı") && out.contains("yok"), "{out}");
    retype(&mut app, "beyaz 10 ×300, kırmızı");
    assert!(editing(&app));
    let (text, error) = app.message().unwrap();
    assert!(error);
    assert_eq!(
        text,
        "Fiş takımı: 2. fiş renginin değeri yok: \"kırmızı\" (örnek: beyaz 10 ×300)"
    );
    keys(&mut app, "⎋", T0);
    let mut en = on_chips_row(&tmp, Lang::En);
    retype(&mut en, "beyaz 10 ×300, kırmızı");
    assert!(editing(&en));
    assert_eq!(
        en.message().unwrap().0,
        "Chip set: chip colour 2 has no value: \"kırmızı\" (e.g. beyaz 10 ×300)"
    );
    // A name twice (Turkish case folding: Işık = ışık) is the core's check.
    retype(&mut app, "Işık 10, ışık 50");
    assert!(editing(&app));
    let (text, error) = app.message().unwrap();
    assert!(error && text.contains("iki kez"), "{text}");
    keys(&mut app, "⎋", T0);
    assert!(draft(&app).chips.is_empty(), "nothing was taken");
}

#[test]
fn a_set_that_cannot_pay_the_yer_is_kept_said_and_stops_the_start() {
    let tmp = TempDir::new("setup-chips-yer");
    let mut app = on_chips_row(&tmp, Lang::En);
    // 20 and 50 cannot make the yer of 10: kept (the yer may change
    // instead), said at once, marked under the form.
    retype(&mut app, "yeşil 20, siyah 50");
    assert!(!editing(&app));
    assert_eq!(draft(&app).chips.len(), 2);
    let (text, error) = app.message().unwrap();
    assert!(error, "{text}");
    assert!(
        text.starts_with("Chip set: the yer (10) cannot be paid with these chips"),
        "{text}"
    );
    let out = render(&app, 120, 40, T0);
    assert!(out.contains("the yer (10) cannot be paid"), "{out}");
    // The night does not start; the row at fault is selected.
    select_field(&mut app, Field::Name);
    keys(&mut app, "⎋⏎", T0);
    assert_eq!(app.screen(), Screen::Setup);
    assert!(app.ctx.night.is_none());
    assert_eq!(form(&app).map(|f| f.field()), Some(Field::Chips));
    assert!(app.message().unwrap().0.starts_with("Chip set:"));
}

#[test]
fn a_smallest_chip_warning_is_shown_and_the_night_starts() {
    let tmp = TempDir::new("setup-chips-warn");
    let mut app = on_chips_row(&tmp, Lang::Tr);
    // 3 and 5 make every amount, but 3 divides neither the ante nor the
    // yer (10): a warning, not a refusal.
    retype(&mut app, "üçlük 3, beşlik 5");
    assert!(!editing(&app));
    let (text, error) = app.message().unwrap();
    assert!(!error, "{text}");
    assert!(text.starts_with("uyarı: en küçük fiş (3)"), "{text}");
    keys(&mut app, "⎋", T0);
    let out = render(&app, 120, 40, T0);
    assert!(out.contains("Fiş takımı: üçlük 3 · beşlik 5"), "{out}");
    assert!(out.contains("uyarı: en küçük fiş (3)"), "{out}");
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Seating, "{:?}", app.message());
    assert_eq!(state(&app).setup.chips.len(), 2);
}

#[test]
fn the_chip_set_is_saved_with_the_preset_and_read_back() {
    let tmp = TempDir::new("setup-chips-save");
    let mut app = on_chips_row(&tmp, Lang::Tr);
    retype(&mut app, "beyaz 10 x300, kırmızı 50 × 150, mavi 100");
    assert!(!editing(&app), "{:?}", app.message());
    assert_eq!(app.message(), None);
    let want = vec![
        colour("beyaz", 10, 300),
        colour("kırmızı", 50, 150),
        colour("mavi", 100, 0),
    ];
    assert_eq!(draft(&app).chips, want);
    let out = render(&app, 120, 40, T0);
    assert!(
        out.contains("beyaz 10 ×300, kırmızı 50 ×150, mavi 100"),
        "{out}"
    );
    keys(&mut app, "S", T0);
    keys(&mut app, "Fişli Cuma⏎", T0);
    assert!(!app.message().unwrap().1, "{:?}", app.message());
    let View::Setup(v) = &app.view else { panic!() };
    assert_eq!(v.presets[v.preset_idx].name, "fisli-cuma");
    let text = std::fs::read_to_string(tmp.dirs().presets_dir().join("fisli-cuma.ron")).unwrap();
    assert!(text.contains("chips: ["), "{text}");
    let back = presets::load(&tmp.dirs(), "fisli-cuma").unwrap().setup;
    assert_eq!(back.chips, want);
    // Emptied, the set is gone and the preset writes as before.
    let mut again = racon::tui::app::App::new(Lang::Tr, tmp.dirs(), None, 7, Some("fisli-cuma"));
    keys(&mut again, "e", T0);
    select_field(&mut again, Field::Chips);
    keys(&mut again, "⏎", T0);
    let typed = match &again.view {
        View::Setup(v) => v.form.as_ref().and_then(|f| f.edit.clone()).map(|e| e.text),
        _ => None,
    };
    assert_eq!(
        typed.as_deref(),
        Some("beyaz 10 ×300, kırmızı 50 ×150, mavi 100")
    );
    keys(&mut again, "⎋", T0);
    retype(&mut again, "");
    assert!(draft(&again).chips.is_empty());
    assert!(!presets::to_text(draft(&again)).unwrap().contains("chips"));
}
