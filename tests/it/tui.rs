//! The screen without a terminal: key scripts against the headless App that
//! assert on the night's state, and insta snapshots of every screen in both
//! languages at 80×24 and 120×40 (STYLE: three levels of UI tests).

use crate::common;
use crate::tui_common;
use common::TempDir;
use tui_common::*;

use racon::i18n::Lang;
use racon::night::Phase;
use racon::tui::app::{App, Confirm, Overlay};
use racon::tui::screens::{Screen, View};
use racon::units::{Chips, PlayerId};

#[test]
fn enter_through_setup_and_draw_reaches_the_table_with_everyone_bought_in() {
    let (_t, app) = started("enter", Lang::Tr);
    let s = state(&app);
    assert_eq!(s.seats.len(), 4);
    assert_eq!(s.setup.name, "Cuma gecesi");
    assert!(
        s.players
            .iter()
            .all(|p| p.kav_total == s.setup.stakes.min_kav)
    );
    assert_eq!(s.phase, Phase::BetweenHands);
}

#[test]
fn the_key_contract_drives_the_night() {
    let (_t, mut app) = started("keys", Lang::En);
    let first = state(&app).dealer();
    keys(&mut app, "p", T0); // pas dö men
    assert_ne!(state(&app).dealer(), first);
    keys(&mut app, "n", T0);
    assert_eq!(state(&app).hand_no, 1);
    keys(&mut app, "m", T0); // maldon
    assert_eq!(state(&app).carried, Chips(40));
    // The bundled preset antes again for the new el (M1: maldon_antes).
    keys(&mut app, "n", T0);
    assert_eq!(state(&app).in_hand_pot, Chips(80));
    keys(&mut app, "a", T0); // all passed
    assert_eq!(state(&app).carried, Chips(80));
    // A top-up is refused while the pot is carried, with the reason.
    keys(&mut app, "k100⏎", T0);
    assert_eq!(app.screen(), Screen::Kasa);
    let (text, error) = app.message().unwrap();
    assert!(error && text.contains("80"), "{text}");
    assert_eq!(state(&app).players[PlayerId(0)].kav_total, Chips(400));
    // After a hand is won, it is accepted.
    keys(&mut app, "⎋nw", T0);
    keys(&mut app, "k100⏎", T0);
    assert_eq!(state(&app).players[PlayerId(0)].kav_total, Chips(500));
    // Leaving before çıkma is refused; with the override and a reason it is recorded.
    keys(&mut app, "↓0l", T0);
    assert!(!state(&app).players[PlayerId(1)].left);
    keys(&mut app, "0x", T0);
    keys(&mut app, "eve gidiyor?⏎", T0);
    assert!(state(&app).players[PlayerId(1)].left);
    assert_eq!(
        state(&app).players[PlayerId(1)].override_reason.as_deref(),
        Some("eve gidiyor?")
    );
    // u asks first, then undoes; U (redo) asks too.
    keys(&mut app, "u", T0);
    assert!(app.ctx.overlay.is_some());
    keys(&mut app, "⏎", T0);
    assert!(!state(&app).players[PlayerId(1)].left);
    keys(&mut app, "U⏎", T0);
    assert!(state(&app).players[PlayerId(1)].left, "redo has a key");
    // L switches the language; q asks, Enter quits.
    keys(&mut app, "⎋L", T0);
    assert_eq!(app.ctx.lang, Lang::Tr);
    keys(&mut app, "q", T0);
    assert!(!app.ctx.quit);
    keys(&mut app, "⏎", T0);
    assert!(app.ctx.quit);
}

#[test]
fn racon_screen_gives_the_verdict_and_hesap_settles() {
    let (_t, mut app) = started("racon", Lang::En);
    keys(&mut app, "r", T0);
    keys(&mut app, "Ah Ad Kc Qs 9h | As Ac Kh Qd 9s⏎", T0);
    let v = verdict(&app);
    assert!(v.lines().any(|l| l.starts_with("Suit:")), "{v}");
    // Live validation names the bad token.
    keys(&mut app, "⎋r1x", T0);
    assert!(verdict(&app).contains("1x"), "{}", verdict(&app));
    // Hesap: count everyone; off by 10 → refused until resolved, then transfers.
    keys(&mut app, "⎋s", T0);
    assert_eq!(app.screen(), Screen::Hesap);
    keys(&mut app, "700⏎300⏎190⏎400⏎", T0);
    assert_eq!(state(&app).count_difference(), Some(Chips(-10)));
    assert!(state(&app).settlement().is_err());
    keys(&mut app, "e", T0);
    let s = state(&app).settlement().unwrap();
    assert_eq!(s.nets.iter().sum::<Chips>(), Chips::ZERO);
    assert!(!s.transfers.is_empty());
}

#[test]
fn a_restart_reopens_the_unfinished_night() {
    let (t, mut app) = started("resume", Lang::Tr);
    keys(&mut app, "nan", T0);
    let before = state(&app).clone();
    drop(app);
    let dir = racon::store::night::unfinished(&t.dirs()).unwrap();
    let nf = racon::store::night::NightFile::open(&dir).unwrap();
    let app = App::new(Lang::Tr, t.dirs(), Some(nf), 1, None);
    assert_eq!(app.screen(), Screen::Table);
    assert_eq!(state(&app), &before);
}

/// The README's key table, as the keymap gives it: one row per command
/// and screen, all its keys.
fn readme_key_table() -> String {
    use racon::tui::keymap::Scope;
    let mut out = String::from("| screen | keys | what it does |\n|---|---|---|\n");
    let scopes = Screen::ALL
        .iter()
        .map(|&s| (format!("{s:?}"), Scope::On(s)))
        .chain([
            ("yes/no question".to_string(), Scope::Confirm),
            ("every screen".to_string(), Scope::Global),
        ]);
    for (name, scope) in scopes {
        for (_, bs) in racon::tui::help::entries(scope) {
            if bs[0].scope != scope {
                continue;
            }
            let keys: Vec<String> = bs.iter().map(|b| format!("`{}`", b.key.label())).collect();
            out.push_str(&format!(
                "| {name} | {} | {} — {} |\n",
                keys.join(" "),
                bs[0].en.replace('|', "\\|"),
                bs[0].tr.replace('|', "\\|")
            ));
        }
    }
    out
}

#[test]
fn the_readme_lists_every_key_of_the_keymap() {
    let readme = include_str!("../../README.md");
    let table = readme_key_table();
    assert!(
        readme.contains(&table),
        "README's key table differs from the keymap; it should read:\n{table}"
    );
}

#[test]
fn setup_edits_players_and_options_saves_a_preset_and_starts_with_it() {
    use racon::tui::form::Field;
    let tmp = TempDir::new("tui-setup-edit");
    let mut app = App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    assert_eq!(form(&app).map(|f| f.row), Some(0));
    select_field(&mut app, Field::Players);
    retype(&mut app, "Ali, Veli, Can, Deniz, Ece");
    assert!(!editing(&app), "{:?}", app.message());
    assert_eq!(draft(&app).players.len(), 5);
    // kapalı: a fifth player needs 40 cards; rule set cycles with ←→.
    select_field(&mut app, Field::Rules);
    let before = draft(&app).rules.clone();
    keys(&mut app, "→", T0);
    assert_ne!(draft(&app).rules, before);
    keys(&mut app, "←", T0);
    assert_eq!(draft(&app).rules, before);
    select_field(&mut app, Field::PasDoMen);
    keys(&mut app, "→", T0);
    assert!(!draft(&app).house.pas_do_men);
    // R23: a limit typed, and what it does chosen with ←→.
    select_field(&mut app, Field::SitOutLimit);
    // 0 would be reached before the first hand: refused, with the way to
    // say "no limit"; the box stays open for another number.
    retype(&mut app, "0");
    assert!(editing(&app));
    let (text, error) = app.message().unwrap();
    assert!(error && text.contains("boş bırakın"), "{text}");
    keys(&mut app, "⎋", T0);
    assert_eq!(draft(&app).house.sit_out_limit, None);
    retype(&mut app, "5");
    assert_eq!(draft(&app).house.sit_out_limit, Some(5));
    select_field(&mut app, Field::AtSitOutLimit);
    keys(&mut app, "→", T0);
    assert_eq!(
        draft(&app).house.at_sit_out_limit,
        racon::night::setup::AtSitOutLimit::Skip
    );
    select_field(&mut app, Field::Ante);
    keys(&mut app, "→", T0); // gel-gel → merdiven
    select_field(&mut app, Field::AnteAmounts);
    retype(&mut app, "5 × 1 2 4");
    assert_eq!(
        draft(&app).ante,
        racon::night::setup::AntePlan::Merdiven {
            base: Chips(5),
            steps: vec![1, 2, 4],
            after: racon::night::setup::AfterSchedule::Repeat
        }
    );
    select_field(&mut app, Field::SeansLength);
    retype(&mut app, "12 tur");
    assert_eq!(
        draft(&app).seans.length,
        racon::night::setup::SeansLength::Turs(12)
    );
    // A typo is refused with the reason and the row stays open.
    select_field(&mut app, Field::MinKav);
    retype(&mut app, "dört yüz");
    assert!(editing(&app));
    assert!(app.message().unwrap().1);
    keys(&mut app, "⎋", T0);
    assert!(!editing(&app));

    // Save as a preset; it is listed and selected.
    keys(&mut app, "S", T0);
    keys(&mut app, "Beşli Cuma⏎", T0);
    assert!(!app.message().unwrap().1, "{:?}", app.message());
    let View::Setup(v) = &app.view else { panic!() };
    let saved = v.presets[v.preset_idx].clone();
    assert_eq!(saved.name, "besli-cuma");
    assert_eq!(saved.setup.players.len(), 5);
    assert!(tmp.dirs().presets_dir().join("besli-cuma.ron").exists());
    // A new app lists it too, and starting with it uses every edit.
    let mut again = App::new(Lang::Tr, tmp.dirs(), None, 7, Some("besli-cuma"));
    keys(&mut again, "⏎", T0);
    let s = state(&again);
    assert_eq!(s.players.len(), 5);
    assert!(!s.setup.house.pas_do_men);
    assert_eq!(
        s.setup.seans.length,
        racon::night::setup::SeansLength::Turs(12)
    );
    assert_eq!(s.setup.house.sit_out_limit, Some(5));
    assert_eq!(
        s.setup.house.at_sit_out_limit,
        racon::night::setup::AtSitOutLimit::Skip
    );
}

#[test]
fn a_setup_that_cannot_start_names_the_field_and_selects_it() {
    use racon::tui::form::Field;
    let tmp = TempDir::new("tui-setup-bad");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "e", T0);
    select_field(&mut app, Field::Players);
    retype(&mut app, "Ali");
    keys(&mut app, "⎋⏎", T0);
    assert_eq!(app.screen(), Screen::Setup);
    assert!(app.ctx.night.is_none());
    let (text, error) = app.message().unwrap();
    assert!(error);
    assert!(text.starts_with("Players:"), "{text}");
    assert_eq!(
        form(&app).map(|f| f.field()),
        Some(Field::Players),
        "the bad row is selected"
    );
    // The same in Turkish: the field and the reason; L re-renders it.
    let mut tr = App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    keys(&mut tr, "e", T0);
    select_field(&mut tr, Field::Players);
    retype(&mut tr, "Ali, Ali");
    keys(&mut tr, "⎋⏎", T0);
    assert_eq!(
        tr.message().unwrap().0,
        "Oyuncular: \"Ali\" iki kez yazılmış"
    );
    keys(&mut tr, "L", T0);
    assert!(
        tr.message().unwrap().0.starts_with("Players:"),
        "{:?}",
        tr.message()
    );
}

#[test]
fn a_physical_draw_is_typed_card_by_card_and_decides_the_seats() {
    let tmp = TempDir::new("tui-typed-draw");
    let mut app = App::new(Lang::En, tmp.dirs(), None, 7, None);
    keys(&mut app, "⏎t", T0);
    assert_eq!(typed_cards(&app), Some(0));
    // Players in typed order: Ayşe, Mehmet, Işıl, Şükrü.
    keys(&mut app, "9h⏎", T0);
    keys(&mut app, "9h⏎", T0); // the same card twice is refused
    assert!(app.message().unwrap().1);
    assert_eq!(typed_cards(&app), Some(1));
    keys(&mut app, "⌫⌫As⏎", T0);
    keys(&mut app, "⎋", T0); // takes the last card back
    assert_eq!(typed_cards(&app), Some(1));
    keys(&mut app, "maça as⏎Kd⏎8c⏎", T0);
    assert_eq!(typed_cards(&app), None, "{:?}", app.message());
    let s = state(&app);
    let (cards, _) = s.draw.as_ref().unwrap();
    let shown: Vec<String> = cards.iter().map(|c| c.symbol()).collect();
    assert_eq!(shown, ["9♥", "A♠", "K♦", "8♣"]);
    // The ace deals first (R2).
    assert_eq!(s.name(s.dealer().unwrap()), "Mehmet");
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Table);
}

#[test]
fn the_virtual_draw_turns_one_card_per_space_and_enter_skips_to_the_table() {
    let tmp = TempDir::new("tui-reveal");
    let mut app = App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    keys(&mut app, "⏎⏎", T0);
    let hidden = render(&app, 80, 24, T0);
    assert_eq!(hidden.matches("▓▓").count(), 4, "{hidden}");
    keys(&mut app, " ", T0);
    let one = render(&app, 80, 24, T0);
    assert_eq!(one.matches("▓▓").count(), 3, "{one}");
    keys(&mut app, "⏎", T0);
    assert_eq!(app.screen(), Screen::Table);
}

#[test]
fn named_hands_are_logged_and_the_pot_line_splits_and_records_the_pot() {
    let (_t, mut app) = started("tui-pot", Lang::En);
    keys(&mut app, "nr", T0);
    // The verdict is recorded once, however often Enter is pressed.
    keys(
        &mut app,
        "Ayşe: Ah Ad Kc Qs 9h | Işıl: As Ac Kh Qd 9s⏎⏎",
        T0,
    );
    let hand = state(&app).hands.last().unwrap().clone();
    assert_eq!(hand.verdicts.len(), 1);
    let isil = racon::night::PlayerId(2);
    assert_eq!(hand.verdicts[0].winners, vec![isil]);
    // Mehmet folded after 10; Şükrü put in 200 and folded; Ayşe and Işıl
    // 300 each. The line as the example shows it (with `;`) is read.
    // The first Enter went on to the pot line; the second, with only
    // the prefilled yer, is refused: nothing is split yet.
    assert!(state(&app).hands.last().unwrap().pot_splits.is_empty());
    keys(
        &mut app,
        "Ayşe=300 Işıl=300 Mehmet=10 Şükrü=200; yer=40⏎",
        T0,
    );
    let hand = state(&app).hands.last().unwrap().clone();
    assert_eq!(hand.pot_splits.len(), 1, "{}", pot_result(&app));
    let (put_in, payouts) = &hand.pot_splits[0];
    assert_eq!(put_in, &[300, 10, 300, 200].map(Chips));
    assert_eq!(payouts, &[0, 0, 850, 0].map(Chips));
    assert!(pot_result(&app).contains("850"));
    // An unknown name is refused and nothing more is recorded.
    keys(&mut app, "⌫⌫⌫⌫⌫⌫Zeki=5⏎", T0);
    assert!(pot_result(&app).contains("Zeki"), "{}", pot_result(&app));
    assert_eq!(state(&app).hands.last().unwrap().pot_splits.len(), 1);
}

#[test]
fn a_false_opener_on_the_pot_line_loses_his_chips_to_the_best_other_hand() {
    let (_t, mut app) = started("tui-false-opener", Lang::Tr);
    keys(&mut app, "nr", T0);
    // Işıl opened but shows only a pair of nines (kapalı opens with rua).
    keys(
        &mut app,
        "Ayşe: Qh Qd 7c 8s 10h | Işıl: 9s 9c Kh Jd 7s⏎",
        T0,
    );
    keys(&mut app, "Ayşe=100 Işıl=100 açan=Işıl⏎", T0);
    let (_, payouts) = state(&app).hands.last().unwrap().pot_splits[0].clone();
    // Her 100 and Işıl's 100, and the hand's 40 antes (prefilled).
    assert_eq!(payouts, [240, 0, 0, 0].map(Chips), "{}", pot_result(&app));
}

#[test]
fn hesap_writes_the_settlement_files_and_prints_through_lp() {
    let (t, mut app) = started("tui-export", Lang::Tr);
    keys(&mut app, "s", T0);
    // Not counted yet: refused with the reason, nothing written.
    keys(&mut app, "w", T0);
    assert!(app.message().unwrap().1);
    keys(&mut app, "700⏎300⏎190⏎410⏎", T0);
    keys(&mut app, "w", T0);
    assert!(!app.message().unwrap().1, "{:?}", app.message());
    let dir = app.ctx.night.as_ref().unwrap().dir().to_path_buf();
    let txt = std::fs::read_to_string(dir.join("hesap.txt")).unwrap();
    assert!(txt.contains("Ödemeler") || txt.contains("ödeme"), "{txt}");
    assert!(
        std::fs::read_to_string(dir.join("hesap.md"))
            .unwrap()
            .starts_with("# ")
    );
    assert!(
        std::fs::read_to_string(dir.join("hesap.csv"))
            .unwrap()
            .contains("kurus")
    );
    // A fake lp on the PATH receives exactly the text report.
    let bin = t.0.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let out = t.0.join("printed.txt");
    let lp = bin.join("lp");
    std::fs::write(&lp, format!("#!/bin/sh\ncat > '{}'\n", out.display())).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    app.ctx.path_var = Some(bin.into_os_string());
    keys(&mut app, "p", T0);
    assert_eq!(app.message(), Some(("Yazıcıya gönderiliyor (lp)…", false)));
    wait_for_print(&mut app);
    assert_eq!(app.message(), Some(("Yazıcıya gönderildi (lp).", false)));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), txt);
    // No printer: the file and how to print it.
    app.ctx.path_var = Some(t.0.join("empty").into_os_string());
    keys(&mut app, "p", T0);
    let (m, _) = app.message().unwrap();
    assert!(m.contains("hesap.txt"), "{m}");
}

/// Polls the print `p` started, as the screen's loop does, until it has
/// answered (at most 20 s).
fn wait_for_print(app: &mut App) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while app.ctx.printing.is_some() {
        racon::tui::screens::hesap_files::poll_print(&mut app.ctx);
        assert!(
            std::time::Instant::now() < deadline,
            "the print never answered"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// G5: an lp that never returns (a CUPS client waiting for a print server
/// that does not answer) froze the whole table screen for as long as it
/// ran. Now `p` answers at once, the keys keep working, and at the limit
/// the printer is stopped and the screen says so.
#[cfg(unix)]
#[test]
fn g5_a_stuck_lp_never_freezes_the_hesap() {
    use std::os::unix::fs::PermissionsExt;
    use std::time::{Duration, Instant};
    let (t, mut app) = started("tui-stuck-lp", Lang::En);
    keys(&mut app, "s700⏎300⏎190⏎410⏎", T0);
    let bin = t.0.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let sleep = std::env::split_paths(&std::env::var_os("PATH").unwrap())
        .map(|d| d.join("sleep"))
        .find(|p| p.is_file())
        .unwrap();
    let lp = bin.join("lp");
    // Reads nothing, says where it is, and waits an hour.
    std::fs::write(
        &lp,
        format!(
            "#!/bin/sh\necho $$ > \"$0.pid\"\nexec {} 3600\n",
            sleep.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    app.ctx.path_var = Some(bin.clone().into_os_string());
    app.ctx.print_limit = Duration::from_secs(2);
    let View::Hesap(v) = &app.view else {
        panic!("not on hesap")
    };
    let before = v.selected;
    let t0 = Instant::now();
    keys(&mut app, "p", T0);
    assert!(
        t0.elapsed() < Duration::from_secs(1),
        "p waited {:?}",
        t0.elapsed()
    );
    assert_eq!(app.message(), Some(("Sending to the printer (lp)…", false)));
    // The table still answers: the selection moves, a second p says the
    // printer is still at it.
    keys(&mut app, "↑", T0);
    let View::Hesap(v) = &app.view else {
        panic!("not on hesap")
    };
    assert_ne!(v.selected, before);
    keys(&mut app, "p", T0);
    assert_eq!(
        app.message(),
        Some((
            "lp is still printing; this line will say when it is done",
            false
        ))
    );
    assert!(t0.elapsed() < Duration::from_secs(2));
    wait_for_print(&mut app);
    let took = t0.elapsed();
    assert!(
        took >= Duration::from_secs(2) && took < Duration::from_secs(6),
        "{took:?}"
    );
    assert_eq!(
        app.message(),
        Some((
            "lp did not finish in 2 s and was stopped; is the printer on and reachable?",
            true
        ))
    );
    // The stuck printer was ended, not left behind.
    let pid: i32 = std::fs::read_to_string(bin.join("lp.pid"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(3);
    let pid = rustix::process::Pid::from_raw(pid).unwrap();
    while rustix::process::test_kill_process(pid).is_ok() {
        assert!(Instant::now() < deadline, "lp {pid} still runs");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_history_chart_follows_pot_splits_passes_and_the_final_count() {
    let (_t, mut app) = started("tui-chart", Lang::En);
    // Hand 1: all passed, everyone's ante (10) stays in the middle.
    keys(&mut app, "na", T0);
    let s = racon::tui::chart::net_series(state(&app));
    let last: Vec<i64> = s.nets.iter().map(|v| v.last().unwrap().get()).collect();
    assert_eq!(last, [-10; 4]);
    // Hand 2: Işıl wins a recorded split; the yer (prefilled) is the
    // carried 40 and the hand's own antes, 40: each player's ante is his
    // loss too.
    keys(&mut app, "nr", T0);
    keys(&mut app, "Ayşe: Ah Ad Kc Qs 9h | Işıl: As Ac Kh Qd 9s⏎", T0);
    keys(&mut app, "Ayşe=60 Işıl=60 Mehmet=10 Şükrü=10⏎⇥⎋w", T0);
    let s = racon::tui::chart::net_series(state(&app));
    let last: Vec<i64> = s.nets.iter().map(|v| v.last().unwrap().get()).collect();
    assert_eq!(last, [-80, -30, 140, -30]);
    assert_eq!(last.iter().sum::<i64>(), 0);
    assert_eq!(s.known_hands, 2);
    assert!(!s.counted);
    // The count is the last point.
    keys(&mut app, "s700⏎300⏎190⏎410⏎", T0);
    let s = racon::tui::chart::net_series(state(&app));
    let last: Vec<i64> = s.nets.iter().map(|v| v.last().unwrap().get()).collect();
    assert_eq!(last, [300, -100, -210, 10]);
    assert!(s.counted);
    assert_eq!(s.points[0].len(), 4);
}

#[test]
fn e_ends_the_night_asking_everyone_first_before_the_mandatory_seanses() {
    let (_t, mut app) = started("tui-end", Lang::Tr);
    keys(&mut app, "E", T0);
    // Two mandatory seanses are not played: everyone must agree (R13).
    assert!(
        matches!(&app.ctx.overlay, Some(Overlay::Confirm(Confirm::EndNight(m))) if m.len() == 4),
        "{:?}",
        app.ctx.overlay
    );
    keys(&mut app, "⎋", T0);
    assert_ne!(state(&app).phase, Phase::Ended);
    keys(&mut app, "E⏎", T0);
    assert_eq!(state(&app).phase, Phase::Ended);
    assert_eq!(state(&app).ended_consent.as_ref().map(Vec::len), Some(4));
    // After the count the report no longer says the night is still on.
    keys(&mut app, "s700⏎300⏎190⏎410⏎w", T0);
    let dir = app.ctx.night.as_ref().unwrap().dir().to_path_buf();
    let txt = std::fs::read_to_string(dir.join("hesap.txt")).unwrap();
    assert!(!txt.contains("sürüyor"), "{txt}");
}

#[path = "tui_common/clock.rs"]
mod tui_clock;
#[path = "tui_common/fixes.rs"]
mod tui_fixes;
#[path = "tui_common/forms.rs"]
mod tui_forms;
#[path = "tui_common/late.rs"]
mod tui_late;
#[path = "tui_common/money.rs"]
mod tui_money;
#[path = "tui_common/picker.rs"]
mod tui_picker;
#[path = "tui_common/table_face.rs"]
mod tui_table_face;
#[path = "tui_common/walk.rs"]
mod tui_walk;

#[test]
fn snapshots_of_every_screen_in_both_languages_and_two_sizes() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let tmp = TempDir::new(&format!("tui-snap-{tag}"));
        let mut app = App::new(lang, tmp.dirs(), None, 7, None);
        let snap = |name: &str, app: &App, now: i64| {
            for (w, h) in [(80, 24), (120, 40)] {
                let out = render(app, w, h, now);
                tui_walk::check_frame(app, &out, w);
                insta::assert_snapshot!(format!("{name}_{tag}_{w}x{h}"), out);
            }
        };
        snap("setup", &app, T0);
        keys(&mut app, "e↓", T0);
        snap("setup_form", &app, T0);
        keys(&mut app, "⏎⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫⌫", T0);
        keys(&mut app, SIX, T0);
        snap("setup_form_typing", &app, T0);
        keys(&mut app, "⏎", T0);
        for _ in 0..20 {
            keys(&mut app, "↓", T0);
        }
        snap("setup_form_house_rules", &app, T0);
        keys(&mut app, "S", T0);
        snap("setup_save_as", &app, T0);
        keys(&mut app, "⎋⎋⏎", T0);
        snap("seating_before", &app, T0);
        keys(&mut app, "t", T0);
        keys(&mut app, "Ah⏎kupa papaz⏎", T0);
        snap("seating_typing", &app, T0);
        keys(&mut app, "⎋⎋⎋", T0);
        assert_eq!(typed_cards(&app), None);
        keys(&mut app, "⏎  ", T0);
        snap("seating_revealing", &app, T0);
        keys(&mut app, "    ", T0);
        snap("seating_drawn", &app, T0);
        keys(&mut app, "⏎", T0);
        snap("table_before_the_deal", &app, T0);
        keys(&mut app, "n", T0);
        snap("table", &app, T0 + 15 * MIN);
        keys(&mut app, "E", T0);
        snap("confirm_end_night", &app, T0 + 15 * MIN);
        keys(&mut app, "?", T0);
        snap("help_over_a_question", &app, T0 + 15 * MIN);
        keys(&mut app, " ", T0);
        assert!(matches!(
            app.ctx.overlay,
            Some(Overlay::Confirm(Confirm::EndNight(_)))
        ));
        keys(&mut app, "⎋", T0);
        keys(&mut app, "?", T0);
        snap("help", &app, T0 + 15 * MIN);
        keys(&mut app, " k", T0);
        keys(&mut app, "↓0x", T0);
        assert!(
            matches!(app.ctx.overlay, Some(Overlay::Prompt(_))),
            "{:?}",
            app.message()
        );
        snap("kasa_reason_prompt", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋", T0);
        keys(&mut app, "250", T0);
        snap("kasa", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋r", T0);
        keys(&mut app, "Ah Ad Kc Qs 9h | As Ac Kh Qd 9s⏎", T0);
        snap("racon", &app, T0 + 15 * MIN);
        // The racon screen keeps its typing within the hand: clear it.
        keys(&mut app, "⎋r", T0);
        keys(&mut app, &"⌫".repeat(31), T0);
        // Named hands go on to the pot line by themselves.
        keys(
            &mut app,
            "Ayşe Nur: Ah Ad Kc Qs 9h | Işıl Su: As Ac Kh Qd 9s⏎",
            T0,
        );
        keys(
            &mut app,
            "Ayşe Nur=60 Işıl Su=60 Muhammed Ali=10 Şükrü Efe=10⏎",
            T0,
        );
        snap("racon_pot", &app, T0 + 15 * MIN);
        keys(&mut app, "⇥⎋w⎋s", T0);
        keys(&mut app, "700⏎300⏎", T0);
        snap("hesap", &app, T0 + 15 * MIN);
        keys(&mut app, "190⏎410⏎400⏎400⏎", T0);
        snap("hesap_settled", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋h", T0);
        snap("history", &app, T0 + 15 * MIN);
        keys(&mut app, "⎋q", T0);
        snap("confirm_quit", &app, T0 + 15 * MIN);
        // The night picker: two unfinished nights of six two-word names and
        // a newer one that will not load.
        let tmp = TempDir::new(&format!("tui-snap-pick-{tag}"));
        tui_picker::three_nights(&tmp.dirs());
        let mut picker = tui_picker::first(&tmp.dirs(), lang, None);
        keys(&mut picker, "↓", T0);
        let dir = tmp.0.display().to_string();
        for (w, h) in [(80, 24), (120, 40)] {
            let out = render(&picker, w, h, T0).replace(&dir, "$TMP");
            tui_walk::check_frame(&picker, &out, w);
            insta::assert_snapshot!(format!("picker_{tag}_{w}x{h}"), out);
        }
        // RELIABILITY 18: tiny windows get the notice, never a panic.
        let mut zero = ratatui::Terminal::new(ratatui::backend::TestBackend::new(0, 0)).unwrap();
        zero.draw(|f| racon::tui::ui::draw(f, &app, T0, false))
            .unwrap();
        for (w, h) in [(1, 1), (10, 3), (59, 30), (80, 15)] {
            let out = render(&app, w, h, T0);
            assert!(!out.is_empty());
            if w >= 40 {
                assert!(out.contains("60×16"), "{out}");
            }
        }
    }
}
