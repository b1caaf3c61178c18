//! Issue 27, the count by colour, end to end: the real binary in tmux with
//! a preset that has a chip set (beyaz 10 × 300, kırmızı 50 × 150). The
//! kasa shows a kav by colour; the hesap takes every player's final count
//! typed by colour (whole names, prefixes, capitals and ASCII letters),
//! shows what each makes, and, two beyaz being missing, the set's
//! difference by colour beside the chip difference. `racon night show
//! --json` carries the colours. Waits poll the screen for the text each
//! step produces, with a deadline.

use crate::common;

use common::TempDir;
use common::cli::{bin, last_night_show};
use common::tmux::Tmux;

/// kapali-4 (Ayşe, Mehmet, Işıl, Şükrü) with a chip set, as the host's
/// own preset in the config dir.
fn write_preset(tmp: &TempDir) {
    let dir = tmp.0.join("c").join("presets");
    std::fs::create_dir_all(&dir).expect("presets dir");
    let kapali = include_str!("../../presets/kapali-4.ron");
    let end = kapali.rfind(')').expect("the setup closes");
    let text = format!(
        "{}    chips: [(name: \"beyaz\", value: 10, owned: 300), (name: \"kırmızı\", value: 50, owned: 150)],\n)\n",
        &kapali[..end]
    );
    std::fs::write(dir.join("kapali-4.ron"), text).expect("write preset");
}

#[test]
fn the_final_count_by_colour_shows_two_beyaz_short() {
    let tmp = TempDir::new("e2e-chips");
    write_preset(&tmp);
    let env = format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=C.UTF-8",
        tmp.0.join("c").display(),
        tmp.0.join("d").display()
    );
    let t = Tmux::new("chips").sized(120, 40);
    let w = "host";
    t.window(
        w,
        &format!("{env} {} --lang en new --seed 7", bin().display()),
    );
    t.wait_for(w, "Enter: start with this preset");
    t.send(w, &["Enter"]);
    t.wait_for(w, "Seat draw");
    t.send(w, &["Enter"]);
    t.send(w, &["Enter"]);
    t.wait_for(w, "Next hand:");

    // The kasa: a kav of 400 by colour, and how to count by colour.
    t.send(w, &["k"]);
    t.wait_for(w, "to count by colour: c, l or x with no amount");
    t.text(w, "400");
    t.wait_for(w, "in chips: 400 = 10 beyaz + 6 kırmızı");
    t.send(w, &["BSpace", "BSpace", "BSpace"]);
    t.wait_until(w, "the amount cleared", |s| !s.contains("in chips: 400"));
    // A kav the bank cannot hand out by colour is asked first; no: not
    // recorded.
    t.text(w, "10000");
    t.send(w, &["Enter"]);
    t.wait_for(w, "The bank is 24 kırmızı short; hand it out anyway? (y/n)");
    t.send(w, &["n"]);
    t.wait_until(w, "the question closed", |s| {
        !s.contains("hand it out anyway")
    });
    assert_eq!(last_night_show(&tmp.0)["players"][0]["kav_total"], 400);
    // Escape alone, then wait: Escape and a key in one write read as Alt-key.
    t.send(w, &["Escape"]);
    t.wait_for(w, "Next hand:");

    // The hesap: each count typed by colour in the prompt Enter opens.
    t.send(w, &["s"]);
    t.wait_for(w, "to count by colour: Enter with no amount");
    let counts = [
        (
            "Ayşe",
            "10 beyaz 6 kırmızı",
            "10 beyaz + 6 kırmızı = 400 chips",
        ),
        ("Mehmet", "10b 6k", "10 beyaz + 6 kırmızı = 400 chips"),
        (
            "Işıl",
            "KIRMIZI 6 BEYAZ 10",
            "10 beyaz + 6 kırmızı = 400 chips",
        ),
        (
            "Şükrü",
            "8 beyaz 6 kirmizi",
            "8 beyaz + 6 kırmızı = 380 chips",
        ),
    ];
    for (name, typed, reads) in counts {
        t.send(w, &["Enter"]);
        t.wait_for(w, &format!("{name}: chip count"));
        t.text(w, typed);
        t.wait_for(w, reads);
        t.send(w, &["Enter"]);
        t.wait_until(w, "the prompt closed", |s| !s.contains("chip count —"));
    }
    // Two beyaz went missing: the difference by colour, beside the chips.
    let screen = t.wait_for(w, "by colour: 2 beyaz short");
    // Şükrü's row: his count by colour beside its total, on one line (the
    // row does not repeat the total, so it fits 120 and 80 columns).
    let row = screen
        .lines()
        .find(|l| l.contains("Şükrü") && l.contains("8 beyaz + 6 kırmızı"))
        .unwrap_or_default();
    assert!(row.contains(" 380 "), "{screen}");
    assert!(screen.contains("off by -20 chips"), "{screen}");
    let v = last_night_show(&tmp.0);
    assert_eq!(v["players"][0]["colours"], serde_json::json!([10, 6]));
    assert_eq!(v["players"][3]["colours"], serde_json::json!([8, 6]));
    assert_eq!(v["players"][3]["chips"], 380);

    // An unknown colour is refused, naming the colours, the text kept.
    t.send(w, &["Enter"]);
    t.wait_for(w, "chip count");
    t.text(w, "3 yeşil");
    t.wait_for(w, "No colour is \"yeşil\" (beyaz 10, kırmızı 50).");
    t.send(w, &["Enter"]);
    let screen = t.wait_for(w, "No colour is \"yeşil\"");
    assert!(screen.contains("3 yeşil"), "the text is kept: {screen}");

    t.send(w, &["Escape"]);
    t.wait_until(w, "the prompt closed", |s| !s.contains("chip count —"));

    // Yes to the question: the kav is recorded.
    t.send(w, &["Escape"]);
    t.wait_for(w, "Next hand:");
    t.send(w, &["k"]);
    t.wait_for(w, "to count by colour");
    t.text(w, "10000");
    t.send(w, &["Enter"]);
    t.wait_for(w, "hand it out anyway? (y/n)");
    t.send(w, &["y"]);
    t.wait_until(w, "the question closed", |s| {
        !s.contains("hand it out anyway")
    });
    assert_eq!(last_night_show(&tmp.0)["players"][0]["kav_total"], 10_400);
}
