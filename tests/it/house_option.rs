//! What a house option costs a maintainer, measured on the source.
//!
//! A new house option (RULES.md §12, `house:` in a preset) is, after the
//! setup form became one table of rows:
//!
//! 1. `src/night/setup.rs`: the field in `HouseRules` (with its enum, its
//!    `Default` value and, if it can be wrong, a check in `validate_house`);
//! 2. one place in the night core where it takes effect: a decider in
//!    `src/night/decide.rs` (refuse or shape an action) or an `apply_…`
//!    method in `src/night/state/apply.rs` (change what an event does);
//! 3. `src/tui/form_rows.rs`: one row (path, how it shows, how ←→ or typing
//!    changes it, its hint and rule code);
//! 4. `src/i18n/form.rs`: its label, keyed by the path, and the words for
//!    its values (a yes/no option reuses `yes_no`), because every label is
//!    shown in Turkish and English.
//!
//! So 3 files of logic plus 1 of words: 4 files. An option whose effect has
//! its own refusal also adds a `Rejected` variant (`src/night/mod.rs`) and
//! its sentence (`src/i18n/night.rs`), as any new refusal does.
//!
//! [`STEPS`] is that recipe for a made-up option, each step with the line it
//! goes next to; the tests keep every anchor real and count the files. The
//! real option added the same way, `at_sit_out_limit`, is counted too.

use racon::i18n::Lang;
use racon::tui::form::{FIELDS, Field};
use std::collections::BTreeSet;
use std::path::Path;

/// A made-up option, `house.maldon_penalty: Option<u32>` (chips the dealer
/// of a maldon pays into the pot): (file, anchor the edit goes next to,
/// what is written).
const STEPS: &[(&str, &str, &str)] = &[
    (
        "src/night/setup.rs",
        "pub struct HouseRules {",
        "pub maldon_penalty: Option<u32>,",
    ),
    (
        "src/night/setup.rs",
        "impl Default for HouseRules {",
        "maldon_penalty: None,",
    ),
    (
        "src/night/decide.rs",
        "pub(super) fn maldon(s: &State) -> Result<Event, Rejected> {",
        "the penalty goes on the Maldon event (or in State::close_hand)",
    ),
    (
        "src/tui/form_rows.rs",
        "rows! {",
        "MaldonPenalty: Row::both(\"house.maldon_penalty\", show, step_limit, limit)",
    ),
    (
        "src/i18n/form.rs",
        "const LABELS: &[(&str, &str, &str)] = &[",
        "(\"house.maldon_penalty\", \"Maldon cezası\", \"Maldon penalty\"),",
    ),
];

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// Every `.rs` file under `src/`, as (path from the crate root, text).
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy();
                out.push((
                    rel.replace('\\', "/"),
                    std::fs::read_to_string(&path).unwrap(),
                ));
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    walk(&root.join("src"), root, &mut out);
    out
}

/// The fields of `HouseRules`, read from its declaration.
fn house_fields() -> Vec<String> {
    let text = read("src/night/setup.rs");
    let start = text.find("pub struct HouseRules {").unwrap();
    let body = &text[start..];
    let body = &body[..body.find("\n}").unwrap()];
    body.lines()
        .skip(1)
        .filter_map(|l| l.trim().strip_prefix("pub "))
        .filter_map(|l| l.split(':').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_recipe_for_a_made_up_option_touches_four_files() {
    for (file, anchor, _) in STEPS {
        let n = read(file).matches(anchor).count();
        assert_eq!(n, 1, "{file}: the anchor {anchor:?} is there once");
    }
    let files: BTreeSet<&str> = STEPS.iter().map(|s| s.0).collect();
    println!(
        "a made-up house option touches {} files: {files:?}",
        files.len()
    );
    assert_eq!(files.len(), 4, "{files:?}");
}

#[test]
fn every_house_field_has_one_form_row_with_a_label_in_both_languages() {
    let fields = house_fields();
    assert!(fields.len() >= 12, "{fields:?}");
    for name in fields {
        let path = format!("house.{name}");
        let row = Field::of_path(&path).unwrap_or_else(|| panic!("no form row for {path}"));
        assert_eq!(row.path(), path, "{path} has a row of its own");
        for lang in [Lang::Tr, Lang::En] {
            assert_ne!(row.label(lang), row.path(), "{path} has no {lang:?} label");
        }
    }
}

#[test]
fn no_file_but_the_rows_names_a_form_row() {
    // The rows are the only place a row's behaviour is written: no `match`
    // over `Field` elsewhere in src/ (tests may select a row by name).
    let names: Vec<String> = FIELDS.iter().map(|f| format!("Field::{f:?}")).collect();
    for (path, text) in sources() {
        if path == "src/tui/form_rows.rs" {
            continue;
        }
        for name in &names {
            assert!(
                !text.contains(&format!("{name} ")) && !text.contains(&format!("{name},")),
                "{path} names {name}"
            );
        }
        assert!(!text.contains("use Field::*"), "{path} imports the rows");
    }
}

/// The option `at_sit_out_limit` is read by code (comments aside) in the
/// setup, the state (`State::out_of_game`, which the decider
/// `decide::sit_out_limit` and `apply_kav_bought` use), its form row and
/// its words. Its refusal (`Rejected::SatOutTooLong`, in `night/mod.rs` and
/// `i18n/night.rs`) and the table's marks for a player over the limit
/// (`i18n/tui.rs`, `widgets/seat_ring.rs`) go through `out_of_game` and
/// `over_sit_out_limit`, not the option.
#[test]
fn the_option_at_sit_out_limit_is_named_in_code_in_four_files() {
    let names = |line: &str| {
        !line.trim_start().starts_with("//")
            && (line.contains("at_sit_out_limit") || line.contains("AtSitOutLimit"))
    };
    let files: BTreeSet<String> = sources()
        .into_iter()
        .filter(|(_, text)| text.lines().any(names))
        .map(|(path, _)| path)
        .collect();
    println!(
        "house.at_sit_out_limit is named in code in {} files: {files:?}",
        files.len()
    );
    let want: BTreeSet<String> = [
        "src/i18n/form.rs",
        "src/night/setup.rs",
        "src/night/state/mod.rs",
        "src/tui/form_rows.rs",
    ]
    .map(String::from)
    .into();
    assert_eq!(files, want);
}

#[test]
fn the_new_option_is_left_out_of_files_at_its_default_and_reads_back() {
    use racon::night::setup::{AtSitOutLimit, HouseRules};
    let mut h = HouseRules::default();
    let plain = ron::to_string(&h).unwrap();
    assert!(!plain.contains("at_sit_out_limit"), "{plain}");
    h.at_sit_out_limit = AtSitOutLimit::Skip;
    let text = ron::to_string(&h).unwrap();
    assert!(text.contains("at_sit_out_limit:Skip") || text.contains("at_sit_out_limit:skip"));
    assert_eq!(ron::from_str::<HouseRules>(&text).unwrap(), h);
    // A house block written before the option reads as warn.
    let old = "(misdeal_redeal:next_dealer,pas_do_men:true,sit_out_limit:Some(5))";
    let read: HouseRules = ron::from_str(old).unwrap();
    assert_eq!(read.at_sit_out_limit, AtSitOutLimit::Warn);
    assert_eq!(read.sit_out_limit, Some(5));
}
