//! Issue 27 item 1: a chip set in the preset (`chips: [(name, value,
//! owned)]`), checked on load with file:line:col; presets without one read
//! and write as before.

use super::{SMALL, Temp, edit, parse, parse_err};
use racon::i18n::Lang;
use racon::night::setup::{ChipAmount, ChipColour, SetupProblem, SetupWarning};
use racon::rules::load::Problem;
use racon::store::presets;
use racon::units::Chips;

/// SMALL with `set` as its chip set, on line 15 (after `seans`).
fn with_chips(set: &str) -> String {
    edit(
        SMALL,
        "        closing_turs: 1,\n    ),\n",
        &format!("        closing_turs: 1,\n    ),\n    chips: [\n{set}\n    ],\n"),
    )
}

const GOOD: &str = "        (name: \"beyaz\", value: 10, owned: 300),\n        (name: \"kırmızı\", value: 50, owned: 150),\n        (name: \"mavi\", value: 100),";

/// The setup problem of a refused preset, and where.
fn refused(text: &str) -> (SetupProblem, usize, usize) {
    let e = parse_err(text);
    match e.problem {
        Problem::Setup(i) => (i.kind, e.line, e.col),
        other => panic!("not a setup problem: {other:?}"),
    }
}

#[test]
fn a_good_chip_set_loads_and_writes_back() {
    let s = parse(&with_chips(GOOD)).expect("good set");
    assert_eq!(
        s.chips,
        vec![
            ChipColour {
                name: "beyaz".into(),
                value: Chips(10),
                owned: 300,
                per_kav: 0
            },
            ChipColour {
                name: "kırmızı".into(),
                value: Chips(50),
                owned: 150,
                per_kav: 0
            },
            ChipColour {
                name: "mavi".into(),
                value: Chips(100),
                owned: 0,
                per_kav: 0
            },
        ]
    );
    assert!(s.warnings().is_empty());
    let written = presets::to_text(&s).expect("write");
    assert!(written.contains("chips: ["), "{written}");
    assert_eq!(parse(&written).expect("reads back"), s);
}

#[test]
fn a_preset_without_chips_reads_and_writes_as_before() {
    let s = parse(SMALL).expect("small");
    assert!(s.chips.is_empty());
    assert!(s.warnings().is_empty());
    let written = presets::to_text(&s).expect("write");
    assert!(!written.contains("chips"), "{written}");
}

#[test]
fn bad_colours_are_refused_at_the_colour() {
    // Line 16 holds the first colour, 17 the second; `(` at column 9.
    let cases = [
        (
            "        (name: \"beyaz\", value: 10),\n        (name: \" \", value: 50),",
            SetupProblem::ColourUnnamed { number: 2 },
            (17, 10),
        ),
        (
            "        (name: \"Işık\", value: 10),\n        (name: \"ışık\", value: 50),",
            SetupProblem::ColourTwice {
                name: "ışık".into(),
            },
            (17, 10),
        ),
        (
            "        (name: \"beyaz\", value: 10),\n        (name: \"sarı\", value: 0),",
            SetupProblem::ColourValueNotPositive {
                name: "sarı".into(),
            },
            (17, 24),
        ),
        (
            "        (name: \"beyaz\", value: 10),\n        (name: \"sarı\", value: 10),",
            SetupProblem::ColourValueTwice { value: Chips(10) },
            (17, 24),
        ),
    ];
    for (set, problem, at) in cases {
        let (got, line, col) = refused(&with_chips(set));
        assert_eq!(got, problem, "{set}");
        assert_eq!((line, col), at, "{set}");
    }
}

#[test]
fn a_set_that_cannot_make_the_minimum_kav_is_refused_saying_why() {
    // 20 and 50 make 400, but not the yer of 10.
    let (p, line, col) = refused(&with_chips(
        "        (name: \"yeşil\", value: 20),\n        (name: \"siyah\", value: 50),",
    ));
    assert_eq!(
        p,
        SetupProblem::ChipsCannotMake {
            what: ChipAmount::Yer,
            amount: Chips(10)
        }
    );
    assert_eq!((line, col), (15, 5));
    // 30 and 70 make a yer of 100 (30 + 70), but no minimum kav of 20.
    let text = edit(
        &with_chips("        (name: \"a\", value: 30),\n        (name: \"b\", value: 70),"),
        "yer: 10, min_kav: 400",
        "yer: 100, min_kav: 20",
    );
    let text = edit(&text, "gel_gel(amount: 10)", "gel_gel(amount: 100)");
    let (p, ..) = refused(&text);
    assert_eq!(
        p,
        SetupProblem::ChipsCannotMake {
            what: ChipAmount::MinKav,
            amount: Chips(20)
        }
    );
    let e = parse_err(&text);
    let words = racon::i18n::files::load_error(&e, Lang::Tr);
    assert!(words.contains("p.ron:15:5"), "{words}");
    assert!(
        words.contains("en az kav (20) bu fişlerle ödenemez"),
        "{words}"
    );
    let words = racon::i18n::files::load_error(&e, Lang::En);
    assert!(words.contains("minimum kav (20) cannot be paid"), "{words}");
}

#[test]
fn a_smallest_chip_that_is_not_the_dealers_ante_is_a_warning_only() {
    // 5 divides the ante and the yer (10): no warning.
    let s = parse(&with_chips(
        "        (name: \"beyaz\", value: 5),\n        (name: \"mavi\", value: 100),",
    ))
    .expect("5s");
    assert!(s.warnings().is_empty());
    // The smallest chip, 20, divides neither the ante (50) nor the yer (30):
    // the preset loads, with a warning.
    let text = edit(
        &with_chips("        (name: \"on\", value: 20),\n        (name: \"otuz\", value: 30),"),
        "yer: 10",
        "yer: 30",
    );
    let text = edit(&text, "gel_gel(amount: 10)", "gel_gel(amount: 50)");
    let s = parse(&text).expect("a warning is not a refusal");
    assert_eq!(
        s.warnings(),
        vec![SetupWarning::SmallestChip {
            smallest: Chips(20),
            ante: Chips(50),
            yer: Chips(30)
        }]
    );
    let w = racon::i18n::form::setup_warning(&s.warnings()[0], Lang::Tr);
    assert!(w.contains("en küçük fiş (20)"), "{w}");
    let w = racon::i18n::form::setup_warning(&s.warnings()[0], Lang::En);
    assert!(w.contains("the smallest chip (20)"), "{w}");
}

#[test]
fn presets_show_says_the_warning_as_a_comment_and_nothing_without_one() {
    let t = Temp::new("chips-show");
    t.write_preset("sali.ron", SMALL);
    assert_eq!(t.cli("tr").args(["presets", "show", "sali"]).ok(), SMALL);
    let text = edit(
        &with_chips("        (name: \"on\", value: 20),\n        (name: \"otuz\", value: 30),"),
        "yer: 10",
        "yer: 30",
    );
    let text = edit(&text, "gel_gel(amount: 10)", "gel_gel(amount: 50)");
    t.write_preset("carsamba.ron", &text);
    let tr = t.cli("tr").args(["presets", "show", "carsamba"]).ok();
    assert!(tr.starts_with(&text), "{tr}");
    assert!(tr.contains("// uyarı: en küçük fiş (20)"), "{tr}");
    let en = t.cli("en").args(["presets", "show", "carsamba"]).ok();
    assert!(en.contains("// warning: the smallest chip (20)"), "{en}");
    // The text shown still reads as the preset.
    assert_eq!(parse(&en).expect("reads"), parse(&text).expect("reads"));
}

/// The host's own kav stack (`per_kav`): read, written back, left out of
/// files when not given, and what the kasa hands out.
#[test]
fn the_hosts_own_kav_stack_reads_writes_and_breaks_a_kav() {
    use racon::night::chips::{Breakdown, kav_breakdown};
    let set = "        (name: \"beyaz\", value: 10, owned: 300, per_kav: 20),\n        (name: \"kırmızı\", value: 50, owned: 150, per_kav: 4),";
    let s = parse(&with_chips(set)).expect("a set with a stack");
    assert_eq!(
        s.chips.iter().map(|c| c.per_kav).collect::<Vec<_>>(),
        [20, 4]
    );
    let written = presets::to_text(&s).expect("write");
    assert!(written.contains("per_kav: 20"), "{written}");
    assert_eq!(parse(&written).expect("reads back"), s);
    assert_eq!(
        kav_breakdown(&s.chips, 400, None),
        Breakdown::Chips(vec![20, 4])
    );
    // Without it, nothing is written and the default breakdown stands.
    let plain = parse(&with_chips(GOOD)).expect("good set");
    assert!(!presets::to_text(&plain).expect("write").contains("per_kav"));
    // 400 = 10 beyaz + 2 kırmızı + 2 mavi by the default rule.
    assert_eq!(
        kav_breakdown(&plain.chips, 400, None),
        Breakdown::Chips(vec![10, 2, 2])
    );
}
