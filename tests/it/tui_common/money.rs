//! Issue 14 on the host's screen: an expense and an early leaver settled
//! on the spot from the kasa, and the ledger screen (standings, bars, open
//! debts, one marked paid), with snapshots in both languages.

use super::common::TempDir;
use super::tui_common::*;
use racon::i18n::Lang;
use racon::money::ledger::LedgerEvent;
use racon::store::ledger::{LedgerFile, build, load_nights};
use racon::tui::app::{App, Overlay, PromptKind};
use racon::tui::screens::{Screen, View};
use racon::units::{Chips, Kurus, PlayerId};

/// The default night at the kasa, its second player leaving with 300 of
/// his 400 kav before çıkma.
pub fn kasa_with_a_leaver(tag: &str, lang: Lang) -> (TempDir, App) {
    let (tmp, mut app) = started(tag, lang);
    keys(&mut app, "k↓300x", T0);
    assert!(
        matches!(&app.ctx.overlay, Some(Overlay::Prompt(p)) if matches!(p.kind, PromptKind::Override(..))),
        "{:?}",
        app.message()
    );
    keys(&mut app, "goes home⏎", T0);
    assert!(state(&app).players[PlayerId(1)].left, "{:?}", app.message());
    (tmp, app)
}

/// Ends the night: `counts` typed on hesap (each then Enter, to the next
/// player not counted yet), then E and yes.
pub fn finished_night(app: &mut App, counts: &str) {
    keys(app, "s", T0 + 5 * MIN);
    for c in counts.split(' ') {
        keys(app, &format!("{c}⏎"), T0 + 5 * MIN);
    }
    keys(app, "⎋E⏎", T0 + 5 * MIN);
    assert!(app.ended(), "{:?}", app.message());
}

fn ledger(app: &App) -> &racon::tui::screens::ledger::LedgerScreen {
    match &app.view {
        View::Ledger(v) => v,
        _ => panic!("not on the ledger screen: {:?}", app.screen()),
    }
}

#[test]
fn an_expense_on_the_kasa_is_shared_by_everyone_seated_or_the_named() {
    let (_t, mut app) = started("tui-expense", Lang::En);
    keys(&mut app, "k↓m", T0);
    keys(&mut app, "450,50 pizza⏎", T0);
    let s = state(&app);
    assert_eq!(s.money.expenses.len(), 1, "{:?}", app.message());
    let e = &s.money.expenses[0];
    assert_eq!(
        (e.payer, e.kurus, e.what.as_str()),
        (PlayerId(1), Kurus(45_050), "pizza")
    );
    assert_eq!(e.shared_by.len(), s.players.len());
    assert_eq!(e.shares.iter().sum::<Kurus>(), Kurus(45_050));
    // Named sharers, case folded; an unknown name is refused and nothing
    // is recorded.
    let a = s.players[PlayerId(0)].name.to_lowercase();
    let c = s.players[PlayerId(2)].name.to_uppercase();
    keys(&mut app, "m", T0);
    keys(&mut app, &format!("100 taxi : {a}, {c}⏎"), T0);
    let s = state(&app);
    assert_eq!(s.money.expenses.len(), 2, "{:?}", app.message());
    let ids: Vec<u8> = s.money.expenses[1].shared_by.iter().map(|p| p.0).collect();
    assert_eq!(ids, vec![0, 2]);
    keys(&mut app, "m100 : Nobody⏎", T0);
    assert_eq!(state(&app).money.expenses.len(), 2);
    assert!(app.message().unwrap().0.contains("Nobody"));
    // The refused line stays in the field to be corrected (host walk F1).
    match &app.ctx.overlay {
        Some(Overlay::Prompt(p)) => assert_eq!(p.field.text, "100 : Nobody"),
        o => panic!("the prompt closed on a refused name: {o:?}"),
    }
    keys(&mut app, "⎋", T0);
    keys(&mut app, "mpizza⏎", T0);
    assert_eq!(state(&app).money.expenses.len(), 2);
    assert!(app.message().unwrap().1, "a bad amount is an error");
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("Expenses: 2 (₺550.50)"), "{out}");
}

#[test]
fn a_leaver_is_shown_and_settled_on_the_spot_with_the_first_seat_by_default() {
    let (_t, mut app) = kasa_with_a_leaver("tui-leaver", Lang::En);
    let s = state(&app);
    let leaver = racon::night::PlayerId(1);
    let due = s.leaver_due(leaver).unwrap();
    assert_eq!(due.net_chips, Chips(-100));
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("-100 chips"), "{out}");
    assert!(
        out.contains("p settle who left on the spot") || out.contains("p: settle"),
        "{out}"
    );
    // The default partner is typed already: the first seat still seated.
    let first = s.seats.iter().copied().find(|&p| p != leaver).unwrap();
    let first_name = s.name(first).to_string();
    keys(&mut app, "p", T0);
    let typed = match &app.ctx.overlay {
        Some(Overlay::Prompt(p)) => p.field.text.clone(),
        o => panic!("no prompt: {o:?}"),
    };
    assert_eq!(typed, first_name);
    keys(&mut app, "⏎", T0);
    let s = state(&app);
    assert_eq!(s.money.spot.len(), 1, "{:?}", app.message());
    let p = &s.money.spot[0];
    assert_eq!((p.from, p.to, p.kurus), (leaver, first, -due.due));
    assert_eq!(s.leaver_due(leaver).unwrap().due, Kurus(0));
    // Square now: the key is gone, and pressing it does nothing.
    assert_eq!(
        app.handle_key(key(ratatui::crossterm::event::KeyCode::Char('p')), T0),
        racon::tui::app::Handled::No
    );
}

#[test]
fn the_ledger_screen_lists_standings_and_debts_and_marks_one_paid() {
    let (tmp, mut app) = started("tui-ledger", Lang::En);
    finished_night(&mut app, "700 300 190 410");
    keys(&mut app, "d", T0);
    assert_eq!(app.screen(), Screen::Ledger);
    let v = ledger(&app);
    assert_eq!(v.nights, 1);
    assert_eq!(v.standings.len(), 4);
    let before = v.debts.clone();
    assert!(!before.is_empty());
    keys(&mut app, "↓⏎", T0);
    assert!(matches!(app.ctx.overlay, Some(Overlay::Confirm(_))));
    keys(&mut app, "⏎", T0);
    let v = ledger(&app);
    assert_eq!(v.debts.len(), before.len() - 1, "{:?}", app.message());
    let paid = &before[1.min(before.len() - 1)];
    assert!(!v.debts.contains(paid));
    // Written to the ledger file, against that night.
    let file = LedgerFile::read(&tmp.dirs()).unwrap();
    let l = build(&load_nights(&tmp.dirs()), &file);
    assert_eq!(l.owed(&paid.from, &paid.to, None), Kurus(0));
    assert!(matches!(
        &file.records[0].event,
        LedgerEvent::Paid { kurus, night: Some(_), .. } if *kurus == paid.open
    ));
    // Esc goes back to the table.
    keys(&mut app, "⎋", T0);
    assert_eq!(app.screen(), Screen::Table);
}

#[test]
fn the_ledger_opens_from_the_setup_screen_and_esc_goes_back_there() {
    let tmp = TempDir::new("tui-ledger-setup");
    let mut app = App::new(Lang::Tr, tmp.dirs(), None, 7, None);
    keys(&mut app, "d", T0);
    assert_eq!(app.screen(), Screen::Ledger);
    let out = render(&app, 80, 24, T0);
    assert!(out.contains("Henüz bitmiş gece yok"), "{out}");
    keys(&mut app, "⎋", T0);
    assert_eq!(app.screen(), Screen::Setup);
}

#[test]
fn snapshots_of_the_ledger_screen_and_the_kasa_money() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let (_t, mut app) = kasa_with_a_leaver(&format!("tui-money-snap-{tag}"), lang);
        keys(&mut app, "m", T0);
        keys(&mut app, "450 pizza⏎", T0);
        // Beside the other screens' snapshots, in tests/snapshots.
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../snapshots");
        let snap = |name: &str, app: &App| {
            for (w, h) in [(80, 24), (120, 40)] {
                let out = render(app, w, h, T0);
                super::tui_walk::check_frame(app, &out, w);
                settings.bind(|| insta::assert_snapshot!(format!("{name}_{tag}_{w}x{h}"), out));
            }
        };
        snap("kasa_leaver", &app);
        keys(&mut app, "p", T0);
        snap("kasa_settle_prompt", &app);
        keys(&mut app, "⏎⎋", T0);
        // The leaver took 300 of the 1,600 bought; the other three hold
        // the 1,300 left.
        finished_night(&mut app, "700 410 190");
        keys(&mut app, "d", T0);
        assert_eq!(ledger(&app).nights, 1, "{:?}", ledger(&app).skipped);
        snap("ledger", &app);
        keys(&mut app, "⏎", T0);
        snap("ledger_paid_question", &app);
    }
}

/// Issue 24 (G2): a damaged ledger on the screen shows no standings or
/// debts from the records before the damage, says where it is damaged,
/// and marks nothing paid; nights left out are listed with their reason.
#[test]
fn a_damaged_ledger_shows_no_debts_and_marks_none_paid() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let (tmp, mut app) = started(&format!("tui-ledger-damaged-{tag}"), lang);
        finished_night(&mut app, "700 300 190 410");
        let dirs = tmp.dirs();
        // A night that does not load: listed with its line, not counted.
        let bad = dirs.data.join("nights/2026-12-01-bozuk");
        std::fs::create_dir_all(&bad).unwrap();
        std::fs::write(bad.join("events"), "not a journal\n").unwrap();
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../snapshots");
        let snap = |name: &str, app: &App| {
            for (w, h) in [(80, 24), (120, 40)] {
                let out = render(app, w, h, T0);
                super::tui_walk::check_frame(app, &out, w);
                settings.bind(|| insta::assert_snapshot!(format!("{name}_{tag}_{w}x{h}"), out));
            }
        };
        keys(&mut app, "d", T0);
        let v = ledger(&app);
        assert_eq!(v.skipped.len(), 1);
        assert!(!v.debts.is_empty());
        let out = render(&app, 120, 40, T0);
        assert!(out.contains("2026-12-01-bozuk"), "{out}");
        assert!(out.contains("events:1:1"), "{out}");
        snap("ledger_skipped", &app);
        keys(&mut app, "⎋", T0);

        // Two payments, then a flipped bit in the second.
        let mut file = LedgerFile::open(&dirs).unwrap();
        let l = build(&load_nights(&dirs), &file);
        let d = l.open_debts()[0].clone();
        let (from, to) = (l.name(&d.from).to_string(), l.name(&d.to).to_string());
        for kurus in [100, 200] {
            file.append(
                T0,
                LedgerEvent::Paid {
                    from: from.clone(),
                    to: to.clone(),
                    kurus: Kurus(kurus),
                    night: None,
                },
            )
            .unwrap();
        }
        drop(file);
        let path = dirs.data.join("ledger/ledger");
        let mut bytes = std::fs::read(&path).unwrap();
        let third = bytes
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .nth(1)
            .map(|(i, _)| i + 20)
            .unwrap();
        bytes[third] ^= 1;
        std::fs::write(&path, &bytes).unwrap();

        keys(&mut app, "d", T0);
        let v = ledger(&app);
        assert!(v.problem.is_some());
        assert!(v.debts.is_empty() && v.standings.is_empty());
        let out = render(&app, 120, 40, T0);
        assert!(out.contains("ledger:3:1"), "{out}");
        snap("ledger_damaged", &app);
        // Nothing to mark paid: Enter is not offered and does nothing.
        assert!(
            !out.contains("ödendi olarak") && !out.contains("mark it paid"),
            "{out}"
        );
        keys(&mut app, "⏎", T0);
        assert!(app.ctx.overlay.is_none());
        assert_eq!(std::fs::read(&path).unwrap(), bytes);
    }
}

/// Issue 27 item 2: with a chip set in the preset, the kasa shows the
/// amount typed as the chips to hand over, and warns before Enter when it
/// cannot be made; the kav is then recorded as before.
#[test]
fn the_kasa_shows_a_kav_by_colour_with_a_chip_set() {
    for lang in [Lang::Tr, Lang::En] {
        let tag = match lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let tmp = TempDir::new(&format!("tui-chips-{tag}"));
        let dir = tmp.dirs().presets_dir();
        std::fs::create_dir_all(&dir).expect("presets dir");
        let kapali = include_str!("../../../presets/kapali-4.ron");
        let end = kapali.rfind(')').expect("the setup closes");
        let text = format!(
            "{}    chips: [(name: \"beyaz\", value: 10, owned: 300), (name: \"kırmızı\", value: 50, owned: 150)],\n)\n",
            &kapali[..end]
        );
        std::fs::write(dir.join("kapali-4.ron"), text).expect("write preset");
        let mut app = App::new(lang, tmp.dirs(), None, 7, None);
        keys(&mut app, "⏎⏎⏎", T0);
        assert_eq!(app.screen(), Screen::Table, "{:?}", app.message());
        assert_eq!(state(&app).setup.chips.len(), 2);
        keys(&mut app, "k400", T0);
        let out = render(&app, 80, 24, T0);
        super::tui_walk::check_frame(&app, &out, 80);
        let want = match lang {
            Lang::Tr => "fişle: 400 = 10 beyaz + 6 kırmızı",
            Lang::En => "in chips: 400 = 10 beyaz + 6 kırmızı",
        };
        assert!(out.contains(want), "{out}");
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../snapshots");
        settings.bind(|| insta::assert_snapshot!(format!("kasa_chips_{tag}_80x24"), out));
        // 35 is no sum of 10s and 50s: a warning while it is typed.
        keys(&mut app, "⌫⌫⌫35", T0);
        let out = render(&app, 80, 24, T0);
        let want = match lang {
            Lang::Tr => "uyarı: 35 bu fişlerle verilemez",
            Lang::En => "warning: 35 cannot be made with these chips",
        };
        assert!(out.contains(want), "{out}");
        // A kav is recorded as before, and the bank has handed it out.
        let before = state(&app).bank.len();
        keys(&mut app, "⌫⌫400⏎", T0);
        assert_eq!(state(&app).bank.len(), before + 1, "{:?}", app.message());
        let bank = racon::night::chips::bank_left(&state(&app).setup.chips, &state(&app).bank);
        let handed = i64::try_from(state(&app).bank.len()).expect("few kavs");
        assert_eq!(bank, Some(vec![300 - 10 * handed, 150 - 6 * handed]));
    }
}
