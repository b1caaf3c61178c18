//! Issue 22's acceptance, end to end: the real binary in tmux, played by
//! keys as a host would. Four players of kapalı (32 cards); a fifth joins
//! from the kasa with a kav; the house asks when the deck follows and the
//! host says "from the next hand"; the racon screen refuses a six until
//! that hand is dealt and judges a hand of sixes and fives after it; a
//! player leaves and the deck goes back to 32 at the next hand.
//! `racon night show --json` shows `deck_size` and the new player seated.
//! Waits poll the screen for the text each step produces, with a deadline.

use crate::common;

use common::TempDir;
use common::cli::{bin, last_night_show};
use common::tmux::{STEP, Tmux};

#[test]
fn a_fifth_player_joins_the_deck_becomes_40_and_goes_back_to_32() {
    let tmp = TempDir::new("e2e-late");
    let env = format!(
        "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} LANG=C.UTF-8",
        tmp.0.join("c").display(),
        tmp.0.join("d").display()
    );
    let t = Tmux::new("late");
    t.window(
        "host",
        &format!("{env} {} --lang en new --seed 7", bin().display()),
    );
    let w = "host";
    let wait = |what: &str| t.wait(w, what, STEP, |s| s.contains(what));
    wait("Enter: start with this preset");
    t.send(w, &["Enter"]);
    wait("Seat draw");
    t.send(w, &["Enter"]);
    t.send(w, &["Enter"]);
    wait("Next hand:");
    let v = last_night_show(&tmp.0);
    assert_eq!(v["deck_size"], 32);
    assert_eq!(v["seats"].as_array().unwrap().len(), 4);
    // The table names who cuts.
    wait("Cuts: ");

    // A fifth player from the kasa: name, seat (→ once), the minimum kav.
    t.send(w, &["k", "+"]);
    wait("Name:");
    t.send(w, &["-l", "Kemal"]);
    t.send(w, &["Enter"]);
    wait("move the seat");
    t.send(w, &["Right", "Enter"]);
    wait("Kav (at least 400): 400");
    t.send(w, &["Enter"]);
    // The house option is `ask`: one question, recorded in the journal.
    wait("5 players: a deck of 40 cards; add the 6s and 5s. When?");
    t.send(w, &["Enter"]);
    wait("from the next hand");
    let v = last_night_show(&tmp.0);
    assert_eq!(v["deck_size"], 32, "the switch waits for the next hand");
    assert_eq!(v["deck_change"]["when"], "next_hand");
    assert!(
        v["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["event"]["DeckChosen"]["when"] == "next_hand"),
        "the answer is journaled"
    );

    // Until then a six is not in the deck in play.
    let hand = "6h 6d 5c 5s Ah | Kh Kd 7c 7s 8h";
    // Escape alone, then wait: Escape and a key in one write read as Alt-key.
    t.send(w, &["Escape"]);
    wait("Next hand:");
    t.send(w, &["r"]);
    t.send(w, &["-l", hand]);
    t.send(w, &["Enter"]);
    wait("not in the 32-card deck in play");
    t.send(w, &["Escape"]);
    wait("Next hand:");

    // The next hand is dealt from 40 cards, and the racon screen judges
    // a hand of sixes and fives.
    t.send(w, &["n"]);
    wait("The deck is now 40 cards");
    t.send(w, &["r"]);
    t.send(w, &["-l", hand]);
    t.send(w, &["Enter"]);
    t.wait(w, "a verdict on sixes and fives", STEP, |s| {
        s.contains("Winner") && !s.contains("-card deck in play")
    });
    let v = last_night_show(&tmp.0);
    assert_eq!(v["deck_size"], 40);
    let seats: Vec<&str> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(seats.len(), 5);
    assert_eq!(seats[1], "Kemal", "{seats:?}");
    let kemal = &v["players"][4];
    assert_eq!(kemal["name"], "Kemal");
    assert_eq!(kemal["kav_total"], 400);
    assert_eq!(kemal["left"], false);

    // A player leaves (before çıkma, with a reason): back to 32.
    t.send(w, &["Escape"]);
    wait("hand over");
    t.send(w, &["w"]);
    wait("Next hand:");
    t.send(w, &["k", "Down"]);
    t.send(w, &["-l", "0x"]);
    wait("Reason:");
    t.send(w, &["-l", "home"]);
    t.send(w, &["Enter"]);
    wait("4 players: a deck of 32 cards; take out the 6s and 5s. When?");
    t.send(w, &["Enter"]);
    t.send(w, &["Escape"]);
    wait("Next hand:");
    t.send(w, &["n"]);
    wait("The deck is now 32 cards");
    let v = last_night_show(&tmp.0);
    assert_eq!(v["deck_size"], 32);
    assert_eq!(v["players"][1]["left"], true);
    assert_eq!(v["seats"].as_array().unwrap().len(), 5, "his seat stays");
    assert!(v["deck_change"].is_null());
}
