//! The host's screen's words, Turkish and English. Fixed texts are one
//! [`T`] each; texts with values are functions.

use super::Lang;
use crate::night::setup::AntePlan;
use crate::night::{Chips, Clock, Phase, PlayerId, State};
use std::fmt::Write as _;

/// A fixed text of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    Amount,
    AmountTooLarge,
    AskEndBreak,
    AskQuit,
    Cards,
    ChartEmpty,
    ChartTitle,
    Chips,
    ClosingTur,
    DrawExplained,
    DrawHintTyped,
    DrawHintVirtual,
    FirstDealer,
    FirstSeatMark,
    FormTyping,
    HelpTitle,
    HesapTitle,
    JudgeNamedFirst,
    Left,
    NightChanged,
    NightEditing,
    NightTitle,
    NoNight,
    NoPresets,
    NobodyOwes,
    NotCounted,
    NotSaved,
    NotSavedBanner,
    NotSavedMoved,
    NothingToRedo,
    NothingToUndo,
    PasChain,
    PickerTitle,
    Players,
    PotExample,
    PotTab,
    PresetsTitle,
    RaconExplained,
    ReadOnly,
    Rules,
    SeatDrawTitle,
    SeatLeft,
    SeatSitsOut,
    /// R23, `warn`: sat out as many hands in a row as the house allows.
    SeatSitOutLimit,
    /// R23, `skip`: out of the game until a new kav.
    SeatOutOfGame,
    SeatsClockwise,
    Seed,
    SetupHintEdit,
    SetupHintStart,
    TheSeatDraw,
    TypeAnAmount,
    TypeTheCards,
    Undone,
}

#[allow(
    clippy::too_many_lines,
    reason = "one arm per T variant: the screens' table of fixed words in both languages"
)]
pub fn t(t: T, lang: Lang) -> &'static str {
    let (tr, en) = match t {
        T::Amount => ("Miktar", "Amount"),
        T::AmountTooLarge => ("Miktar çok büyük.", "The amount is too large."),
        T::AskEndBreak => (
            "Mola henüz bitmedi. Mola bitsin ve yeni el dağıtılsın mı? (Enter: evet, Esc: hayır)",
            "The break is not over. End it now and deal the next hand? (Enter: yes, Esc: no)",
        ),
        T::AskQuit => (
            "Çıkılsın mı? Her şey kayıtlı. (Enter: evet, Esc: hayır)",
            "Quit? Everything is saved. (Enter: yes, Esc: no)",
        ),
        T::Cards => ("kağıt", "cards"),
        T::ChartEmpty => (
            "Henüz çizilecek bir şey yok: racon ekranında pot bölüşümü kaydedilen ya da hepsi pas geçilen eller ve gece sonu sayımı burada çizilir.",
            "Nothing to draw yet: hands whose pot split was recorded on the racon screen, all-passed hands and the final count are drawn here.",
        ),
        T::ChartTitle => (" Oyuncuların neti (fiş) ", " Each player's net (chips) "),
        T::Chips => ("Fiş", "Chips"),
        T::ClosingTur => (
            "KAPANIŞ TURU: isteğe bağlı pas dö men yok",
            "CLOSING TUR: no voluntary pas dö men",
        ),
        T::DrawExplained => (
            "Herkes bir kağıt çeker; en büyük kağıdı çeken yerini seçer ve ilk o dağıtır.",
            "Everyone draws a card; who draws the highest picks a seat and deals first.",
        ),
        T::DrawHintTyped => (
            "t: kura masada gerçek kağıtlarla çekildiyse kağıtları yaz",
            "t: if the draw was made with real cards at the table, type them",
        ),
        T::DrawHintVirtual => (
            "Enter: racon çeksin (sanal kura)",
            "Enter: racon draws (virtual draw)",
        ),
        T::FirstDealer => ("İlk dağıtan", "First dealer"),
        T::FirstSeatMark => (" (ilk koltuk)", " (first seat)"),
        T::FormTyping => (
            "Yazın (←→ Home End imleç, ^U ^W sil); Enter: kaydet, Esc: vazgeç",
            "Type (←→ Home End move, ^U ^W delete); Enter: keep, Esc: cancel",
        ),
        T::HelpTitle => (" Yardım — bir tuşa basın ", " Help — press any key "),
        T::HesapTitle => (" Hesap ", " Settle "),
        T::JudgeNamedFirst => (
            "Önce elleri oyuncu adıyla yazıp racon kesin: Ali: Ah Ad … | Veli: …",
            "First judge hands typed with names: Ali: Ah Ad … | Veli: …",
        ),
        T::Left => ("kalan", "left"),
        T::NightChanged => (" Gece (değiştirildi) ", " Night (changed) "),
        T::NightEditing => (" Gece — düzenleniyor ", " Night — editing "),
        T::NightTitle => (" Gece ", " Night "),
        T::NoNight => ("Gece yok.", "No night."),
        T::NoPresets => ("Hazır ayar yok.", "No presets."),
        T::NobodyOwes => ("Kimse kimseye borçlu değil.", "Nobody owes anybody."),
        T::NotCounted => ("Sayılmadı", "Not counted"),
        T::NotSaved => ("KAYDEDİLMEDİ", "NOT SAVED"),
        T::NotSavedBanner => (
            " KAYDEDİLMEDİ — disk yazılamıyor ",
            " NOT SAVED — the disk cannot be written ",
        ),
        T::NotSavedMoved => (
            " KAYDEDİLMEDİ — günlük ya da gecenin klasörü taşınmış ",
            " NOT SAVED — the journal or the night's folder was moved ",
        ),
        T::PickerTitle => (" Bitmemiş geceler ", " Unfinished nights "),
        T::NothingToRedo => ("Yinelenecek bir şey yok.", "Nothing to redo."),
        T::NothingToUndo => ("Geri alınacak bir şey yok.", "Nothing to undo."),
        T::PasChain => (
            "Pas dö men zinciri sürüyor",
            "A pas dö men chain is running",
        ),
        T::Players => ("Oyuncular", "Players"),
        T::PotExample => (
            "Herkesin koyduğu fiş (elini göstermeyen çekilmiş sayılır): Ali=150 Veli=400 Can=100 yer=40 açan=Veli",
            "Chips each put in (no hand shown = folded): Ali=150 Veli=400 Can=100 yer=40 opener=Veli",
        ),
        T::PotTab => ("Pot (Tab):", "Pot (Tab):"),
        T::PresetsTitle => (" Hazır ayarlar ", " Presets "),
        T::RaconExplained => (
            "Elleri | ile ayırın (hold'em/omaha: son parça ortadaki kağıtlar); başa ad yazılırsa racon el kaydına geçer. Örn: Ali: Ah Ad Kc Qs 9h | Veli: kupa papaz, maça papaz, …",
            "Separate hands with | (hold'em/omaha: the last part is the board); a name first puts the verdict in the log. E.g. Ali: Ah Ad Kc Qs 9h | Veli: Kh Ks …",
        ),
        T::ReadOnly => (" SALT OKUNUR ", " READ-ONLY "),
        T::Rules => ("Kurallar", "Rules"),
        T::SeatDrawTitle => (" Kura ", " Seat draw "),
        T::SeatLeft => (" · ayrıldı", " · left"),
        T::SeatSitsOut => (" · bekliyor", " · sits out"),
        T::SeatSitOutLimit => (" · bekleme sınırı doldu", " · sit-out limit reached"),
        T::SeatOutOfGame => (
            " · oyun dışı: kav alarak döner",
            " · out: a new kav to return",
        ),
        T::SeatsClockwise => ("Oturma (saat yönünde)", "Seats (clockwise)"),
        T::Seed => ("Tohum", "Seed"),
        T::SetupHintEdit => (
            "e: oyuncuları ve her ayarı düzenle · S: hazır ayar olarak kaydet",
            "e: edit the players and every option · S: save as a preset",
        ),
        T::SetupHintStart => ("Enter: bu ayarla başlat", "Enter: start with this preset"),
        T::TheSeatDraw => (
            "Kura (kağıtlar henüz açılmadı)",
            "the seat draw (cards still face down)",
        ),
        T::TypeAnAmount => ("Önce miktarı yazın.", "Type an amount first."),
        T::TypeTheCards => (
            "Herkes desteden bir kağıt çekti; sırayla yazın (Ah, 10s, kupa as …):",
            "Everyone drew a card from the deck; type them in turn (Ah, 10s, kupa as …):",
        ),
        T::Undone => (" [geri alındı]", " [undone]"),
    };
    lang.pick(tr, en)
}

pub fn too_small(w: u16, h: u16, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Pencere çok küçük: en az {w}×{h}"),
        Lang::En => format!("Window too small: at least {w}×{h}"),
    }
}

/// The clock's words, and the time left to show in digits (if any).
pub fn clock_text(s: &State, now: i64, lang: Lang) -> (String, Option<i64>) {
    let mandatory = s.setup.seans.mandatory;
    match s.clock(now) {
        Clock::NotStarted { seans } => (format!("Seans {seans}/{mandatory}"), None),
        Clock::Playing {
            seans,
            left_ms,
            paused,
        } => {
            let p = if paused {
                lang.pick(" (durdu)", " (paused)")
            } else {
                ""
            };
            // A seans of turs in its closing turs says so (R12).
            let closing = match crate::night::clock::face(s, now).closing {
                Some((w, of)) if w > 0 && left_ms.is_none() => {
                    format!(" · {}", super::clock::closing_line(w, of, lang))
                }
                _ => String::new(),
            };
            (format!("Seans {seans}/{mandatory}{p}{closing}"), left_ms)
        }
        Clock::Closing {
            seans,
            closing_from_tur,
            last_tur,
            ..
        } => (
            match (lang, closing_from_tur.cmp(&last_tur)) {
                // No closing turs (hold'em): the tur in progress is the last.
                (Lang::Tr, std::cmp::Ordering::Greater) => {
                    format!("Seans {seans}/{mandatory} · süre doldu · son tur {last_tur}. tur")
                }
                (Lang::En, std::cmp::Ordering::Greater) => {
                    format!("Seans {seans}/{mandatory} · time up · last tur {last_tur}")
                }
                (Lang::Tr, std::cmp::Ordering::Equal) => {
                    format!("Seans {seans}/{mandatory} · süre doldu · kapanış turu {last_tur}. tur")
                }
                (Lang::Tr, std::cmp::Ordering::Less) => format!(
                    "Seans {seans}/{mandatory} · süre doldu · kapanış turları {closing_from_tur}–{last_tur}. tur"
                ),
                (Lang::En, std::cmp::Ordering::Equal) => {
                    format!("Seans {seans}/{mandatory} · time up · closing tur {last_tur}")
                }
                (Lang::En, std::cmp::Ordering::Less) => format!(
                    "Seans {seans}/{mandatory} · time up · closing turs {closing_from_tur}–{last_tur}"
                ),
            },
            None,
        ),
        Clock::Break { left_ms, .. } if left_ms <= 0 => {
            (lang.pick("MOLA BİTTİ", "BREAK OVER").to_string(), None)
        }
        Clock::Break {
            after_seans,
            left_ms,
        } => (
            match lang {
                Lang::Tr => format!("Mola (seans {after_seans} bitti)"),
                Lang::En => format!("Break (seans {after_seans} over)"),
            },
            Some(left_ms),
        ),
        Clock::Ended => (lang.pick("Gece bitti", "Night over").to_string(), None),
    }
}

/// What a seat owes, labelled: the hand in play's, or the next hand's.
pub fn ante_label(plan: &AntePlan, in_play: bool, lang: Lang) -> &'static str {
    let blinds = matches!(plan, AntePlan::Blinds { .. });
    match (blinds, in_play) {
        (false, true) => "ante",
        (false, false) => lang.pick("sonraki ante", "next ante"),
        (true, true) => lang.pick("kör", "blind"),
        (true, false) => lang.pick("sonraki kör", "next blind"),
    }
}

pub fn hand_line(no: u32, phase: Phase, tur: u32, owner: &str, seans: u32, lang: Lang) -> String {
    let hand = match (phase, lang) {
        (Phase::InHand, Lang::Tr) => format!("El {no} oynanıyor"),
        (Phase::InHand, Lang::En) => format!("Hand {no} in play"),
        (Phase::Ended, Lang::Tr) => "Gece bitti".to_string(),
        (Phase::Ended, Lang::En) => "Night over".to_string(),
        (_, Lang::Tr) if no == 0 => "İlk el dağıtılacak".to_string(),
        (_, Lang::En) if no == 0 => "The first hand is next".to_string(),
        (_, Lang::Tr) => format!("El {no} bitti"),
        (_, Lang::En) => format!("Hand {no} over"),
    };
    match lang {
        Lang::Tr => format!("{hand} · Tur {tur} (tur sahibi {owner}) · Seans {seans}"),
        Lang::En => format!("{hand} · Tur {tur} ({owner}'s tur) · Seans {seans}"),
    }
}

pub fn this_hand_line(dealer: &str, antes: Chips, pot: Chips, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Bu el: dağıtan {dealer} · ante toplamı {antes} · ortada {pot}"),
        Lang::En => format!("This hand: {dealer} deals · antes {antes} · in the middle {pot}"),
    }
}

pub fn next_hand_line(dealer: &str, antes: Chips, carried: Chips, lang: Lang) -> String {
    match lang {
        Lang::Tr => {
            format!("Sonraki el: dağıtan {dealer} · ante toplamı {antes} · ortada kalan {carried}")
        }
        Lang::En => format!("Next hand: {dealer} deals · antes {antes} · carried pot {carried}"),
    }
}

/// The preset's stakes on the setup screen: yer, kav (least and most in
/// one buy), çıkma, what a chip is worth, and the ante plan.
pub fn stakes_line(st: &crate::night::setup::Stakes, ante: &AntePlan, lang: Lang) -> String {
    let max = st.max_kav.map_or_else(
        || super::form::no_limit(lang).to_string(),
        |m| m.to_string(),
    );
    let chip = super::num::money_in(st.chip_value, &st.currency, lang);
    let (yer, min, cikma) = (st.yer, st.min_kav, st.cikma);
    let plan = super::cli::ante_plan(ante, lang);
    match lang {
        Lang::Tr => format!(
            "yer {yer} · kav en az {min}, en çok {max} (bir alış) · çıkma {cikma} · 1 fiş = {chip} · {plan}"
        ),
        Lang::En => format!(
            "yer {yer} · kav at least {min}, at most {max} (one buy) · çıkma {cikma} · 1 chip = {chip} · {plan}"
        ),
    }
}

pub fn preset_saved(name: &str, path: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Hazır ayar kaydedildi: {name} ({path})"),
        Lang::En => format!("Preset saved: {name} ({path})"),
    }
}

pub use super::files::no_rule_set;

/// A night that could not be made: `why` is the store's error, worded by
/// `i18n::store::open_error`.
pub fn night_not_opened(why: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Gece dosyası açılamadı: {why}"),
        Lang::En => format!("The night's file could not be opened: {why}"),
    }
}

pub fn already_drawn(card: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{card} zaten çekildi."),
        Lang::En => format!("{card} was already drawn."),
    }
}

/// Under the seat draw: equal ranks are decided by the rule set's own suit
/// order (`suits`, best first) — "cins", never "renk", which is a flush.
pub fn ties_by_suit(suits: &[crate::cards::Suit], lang: Lang) -> String {
    let order: Vec<&str> = suits
        .iter()
        .map(|&s| super::cards::suit_name(s, lang))
        .collect();
    match lang {
        Lang::Tr => format!("Kağıtlar eşitse cins belirler: {}.", order.join(" > ")),
        Lang::En => format!("Equal ranks go by suit: {}.", order.join(" > ")),
    }
}

/// The editing keys of a text field, for the help: (keys, what they do),
/// short enough for a column of the help at 80×24.
pub fn typing_keys(lang: Lang) -> [(&'static str, &'static str); 4] {
    [
        (
            "←→ Home End",
            lang.pick("imleci oynat (^A ^E)", "move the cursor (^A ^E)"),
        ),
        (
            "⌫ Delete",
            lang.pick("soldakini, sağdakini sil", "delete left, right"),
        ),
        (
            "^U ^K",
            lang.pick("öncesini, sonrasını sil", "delete all before, after"),
        ),
        (
            "^W",
            lang.pick("önceki sözcüğü sil", "delete the word before"),
        ),
    ]
}

/// The setup form's unsaved changes, named by their rows (`rows`), and
/// what leaving now would do: quit, or show another preset.
pub fn ask_discard_edits(rows: &[&str], quit: bool, lang: Lang) -> String {
    let shown = match rows.len() {
        0 => String::new(),
        n if n <= 4 => format!(" ({})", rows.join(", ")),
        n => match lang {
            Lang::Tr => format!(" ({} ve {} satır daha)", rows[..3].join(", "), n - 3),
            Lang::En => format!(" ({} and {} more rows)", rows[..3].join(", "), n - 3),
        },
    };
    match (lang, quit) {
        (Lang::Tr, true) => format!(
            "Formdaki değişiklikler kaydedilmedi{shown}; çıkarsanız kaybolur. (S: hazır ayar olarak kaydet, Enter: kaydetmeden çık, Esc: vazgeç)"
        ),
        (Lang::Tr, false) => format!(
            "Formdaki değişiklikler kaydedilmedi{shown}; başka hazır ayara geçerseniz kaybolur. (S: hazır ayar olarak kaydet, Enter: yine de geç, Esc: vazgeç)"
        ),
        (Lang::En, true) => format!(
            "The form's changes are not saved{shown}; quitting loses them. (S: save as a preset, Enter: quit without saving, Esc: stay)"
        ),
        (Lang::En, false) => format!(
            "The form's changes are not saved{shown}; another preset loses them. (S: save as a preset, Enter: switch anyway, Esc: stay)"
        ),
    }
}

/// The settings file (which remembers the preset last used) cannot be
/// read: `why` (located); it is left as it is.
pub fn settings_unreadable(why: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Ayar dosyası okunamadı, son kullanılan hazır ayar hatırlanmıyor (dosyaya dokunulmadı): {why}"
        ),
        Lang::En => format!(
            "The settings file cannot be read, so the preset last used is not remembered (the file is left as it is): {why}"
        ),
    }
}

pub fn unknown_player(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Masada “{name}” adlı oyuncu yok."),
        Lang::En => format!("No player called “{name}” at the table."),
    }
}

/// The hesap when the count does not settle: `why` is worded by
/// `i18n::money::settle_error`.
pub fn not_settled(why: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Hesap çıkarılamadı: {why}"),
        Lang::En => format!("No settlement: {why}"),
    }
}

pub fn kasa_row(s: &State, i: PlayerId, lang: Lang) -> String {
    let p = &s.players[i];
    let chips = p.chips.map_or("-".into(), |c| c.to_string());
    let flags = [
        (p.left, lang.pick("ayrıldı", "left")),
        (p.sitting_out, lang.pick("bekliyor", "sits out")),
        (
            s.over_sit_out_limit(i),
            if s.out_of_game(i) {
                lang.pick("oyun dışı: kav alarak döner", "out: a new kav to return")
            } else {
                lang.pick("bekleme sınırı doldu", "sit-out limit reached")
            },
        ),
        (s.cikma_reached(i), "çıkma"),
    ]
    .iter()
    .filter(|f| f.0)
    .map(|f| f.1)
    .collect::<Vec<_>>()
    .join(", ");
    format!(
        "kav {:>6} · {} {chips:>6} · {} {:>5}  {flags}",
        p.kav_total,
        lang.pick("fiş", "chips"),
        lang.pick("kasa", "cashier"),
        p.deposits
    )
}

pub fn kasa_limits(s: &State, lang: Lang) -> String {
    format!(
        "{} {} · çıkma {} · {} {}",
        lang.pick("En az kav", "Min kav"),
        s.setup.stakes.min_kav,
        s.setup.stakes.cikma,
        lang.pick("ortada", "carried"),
        s.carried
    )
}

pub fn hesap_row(s: &State, i: PlayerId, lang: Lang) -> String {
    let p = &s.players[i];
    let chips = p.chips.map_or("-".into(), |c| c.to_string());
    format!(
        "kav {:>6} · {} {chips:>6}",
        p.kav_total,
        lang.pick("son sayım", "count")
    )
}

pub fn next_count(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("sıradaki sayım: {name}"),
        Lang::En => format!("next count: {name}"),
    }
}

pub fn count_off(difference: Chips, lang: Lang) -> String {
    match lang {
        Lang::Tr => {
            format!("Sayım {difference} fiş tutmuyor: a seçiliye yaz, e eşit dağıt, x kayıp say.")
        }
        Lang::En => format!(
            "The count is off by {difference} chips: a to the selected player, e spread, x lost."
        ),
    }
}

/// A side of a transfer by name (the cashier as "kasiyer").
pub fn party_name(s: &State, p: crate::money::settle::Party, lang: Lang) -> String {
    match p {
        crate::money::settle::Party::Player(p) => s.name(p).to_string(),
        crate::money::settle::Party::Cashier => lang.pick("kasiyer", "cashier").to_string(),
    }
}

/// `Şükrü → Işıl: 175,00 ₺ (200 fiş)`, the chips only where they mean
/// something (B8: a transfer that settles money, expenses folded in,
/// carries no chips), then the payee's handle if known.
pub fn transfer(
    s: &State,
    t: &crate::money::settle::SettleTransfer,
    handle: Option<&str>,
    lang: Lang,
) -> String {
    let mut line = format!(
        "{} → {}: {}",
        party_name(s, t.from, lang),
        party_name(s, t.to, lang),
        super::money::money(t.kurus, lang),
    );
    if t.chips.is_positive() {
        let _ = write!(line, " ({} {})", t.chips, lang.pick("fiş", "chips"));
    }
    if let Some(h) = handle {
        line.push_str(" · ");
        line.push_str(h);
    }
    line
}

/// A player's "in all" on the hesap screen: `alacağı toplam 175,00 ₺`.
pub fn in_all(s: &State, kurus: crate::money::Kurus, lang: Lang) -> String {
    let c = s.setup.stakes.currency.trim();
    let c = if c.is_empty() { "₺" } else { c };
    let m = super::money::money_in(kurus.abs(), c, lang);
    super::payee::in_all(kurus, &m, lang)
}

pub fn hand_and_dealer(no: u32, dealer: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("El {no} ({dealer}) · "),
        Lang::En => format!("Hand {no} ({dealer}) · "),
    }
}

pub fn history_title(scroll: usize, lang: Lang) -> String {
    match (scroll, lang) {
        (0, _) => lang.pick(" Geçmiş ", " History ").to_string(),
        (n, Lang::Tr) => format!(" Geçmiş (↑ {n} geride) "),
        (n, Lang::En) => format!(" History ({n} back) "),
    }
}

pub fn chart_x(counted: bool, lang: Lang) -> &'static str {
    if counted {
        lang.pick("el (son nokta: sayım)", "hand (last point: the count)")
    } else {
        lang.pick("el", "hand")
    }
}

pub fn more_rows(n: usize, above: bool, lang: Lang) -> String {
    match (above, lang) {
        (true, Lang::Tr) => format!("  ▲ yukarıda {n} satır daha"),
        (true, Lang::En) => format!("  ▲ {n} more rows above"),
        (false, Lang::Tr) => format!("  ▼ aşağıda {n} satır daha"),
        (false, Lang::En) => format!("  ▼ {n} more rows below"),
    }
}

pub fn rule_code(label: &str, code: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{label}: kural {code}"),
        Lang::En => format!("{label}: rule {code}"),
    }
}

pub fn ask_undo(what: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Geri alınsın mı: {what}? (Enter: evet, Esc: hayır)"),
        Lang::En => format!("Undo: {what}? (Enter: yes, Esc: no)"),
    }
}

pub fn ask_redo(what: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Yinelensin mi: {what}? (Enter: evet, Esc: hayır)"),
        Lang::En => format!("Redo: {what}? (Enter: yes, Esc: no)"),
    }
}

pub fn ask_end_night(missing: &[&str], lang: Lang) -> String {
    match (missing.is_empty(), lang) {
        (true, Lang::Tr) => {
            "Gece bitsin mi? Sonra hesap yapılır. (Enter: bitir, Esc: vazgeç)".into()
        }
        (true, Lang::En) => "End the night? The count comes next. (Enter: end, Esc: no)".into(),
        (false, Lang::Tr) => format!(
            "Mecburi seanslar bitmedi. Herkes bitirmeye razı mı? Rızası alınmamış: {}. (Enter: herkes razı, Esc: vazgeç)",
            missing.join(", ")
        ),
        (false, Lang::En) => format!(
            "The mandatory seanses are not over. Does everyone agree to end? No consent yet from: {}. (Enter: all agree, Esc: no)",
            missing.join(", ")
        ),
    }
}

pub fn ask_replace_preset(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "“{name}” adlı bir hazır ayarın zaten var. Yerine bu yazılsın mı? (Enter: evet, Esc: hayır)"
        ),
        Lang::En => {
            format!("You already have a preset “{name}”. Replace it? (Enter: yes, Esc: no)")
        }
    }
}

pub fn ask_recount(name: &str, old: Chips, new: Chips, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{name} zaten sayıldı ({old}). {new} ile değiştirilsin mi? (Enter: evet, Esc: hayır)"
        ),
        Lang::En => {
            format!("{name} is already counted ({old}). Replace with {new}? (Enter: yes, Esc: no)")
        }
    }
}

pub fn prompt_save_as(typed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Hazır ayar adı (a-z, 0-9, -): {typed} (Enter: kaydet, Esc: vazgeç)"),
        Lang::En => format!("Preset name (a-z, 0-9, -): {typed} (Enter: save, Esc: cancel)"),
    }
}

pub fn prompt_override(chips: Chips, typed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Çıkmadan önce ayrılıyor ({chips} fişle). Gerekçe: {typed} (Enter: kaydet, Esc: vazgeç)"
        ),
        Lang::En => format!(
            "Leaving before çıkma ({chips} chips). Reason: {typed} (Enter: record, Esc: cancel)"
        ),
    }
}

/// The file the unsaved actions are written to (F1).
pub fn prompt_export(typed: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Kaydedilmemiş işlemler hangi dosyaya yazılsın? {typed} (Enter: yaz, Esc: vazgeç)"
        ),
        Lang::En => {
            format!("Write the unsaved actions to which file? {typed} (Enter: write, Esc: cancel)")
        }
    }
}

/// Writing the unsaved actions failed.
pub fn export_failed(path: &str, error: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{path} dosyasına yazılamadı: {error}"),
        Lang::En => format!("Could not write {path}: {error}"),
    }
}

/// Sharing the night could not start.
pub fn share_failed(error: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Gece paylaşılamadı: {error}"),
        Lang::En => format!("Could not share the night: {error}"),
    }
}

/// The night is shared at `url`; `where_` says on which address.
pub fn sharing(url: &str, where_: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Paylaşılıyor: {url} — {where_} (S: durdur)"),
        Lang::En => format!("Sharing: {url} — {where_} (S: stop)"),
    }
}

/// Sharing stopped.
pub fn share_stopped(lang: Lang) -> &'static str {
    lang.pick(
        "Paylaşım durdu; açık sayfalar artık güncellenmez.",
        "Sharing stopped; open pages no longer update.",
    )
}

/// The picker's heading: how many unfinished nights, what to do.
pub fn picker_heading(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Bitmemiş {n} gece var (en yenisi önce). Hangisini açalım? Enter: aç · n: yeni gece"
        ),
        Lang::En => format!(
            "{n} nights are unfinished (newest first). Which one? Enter: open · n: a new night"
        ),
    }
}

/// One night in the picker: name, date, hands played, players.
pub fn picker_night(
    name: Option<&str>,
    created: &str,
    hands: u32,
    players: usize,
    lang: Lang,
) -> String {
    let date = super::store::date_of(created);
    let Some(name) = name else {
        let what = lang.pick("adı ve elleri okunamadı", "name and hands unreadable");
        return format!("{date} · {what}");
    };
    match lang {
        Lang::Tr => format!("{name} · {date} · {hands} el oynandı · {players} oyuncu"),
        Lang::En => {
            let s = if hands == 1 { "" } else { "s" };
            format!("{name} · {date} · {hands} hand{s} played · {players} players")
        }
    }
}

/// A night in the picker that will not load, and why (located).
pub fn picker_unreadable(why: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("açılamıyor: {why}"),
        Lang::En => format!("will not open: {why}"),
    }
}

/// A night in the picker that loads only up to a damaged line.
pub fn picker_read_only(why: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("yalnız okunur açılır: {why}"),
        Lang::En => format!("opens read-only: {why}"),
    }
}

/// Enter on a night that will not load.
pub fn cannot_open(why: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Bu gece açılamıyor: {why}"),
        Lang::En => format!("This night will not open: {why}"),
    }
}

/// `racon new` with unfinished nights: on the setup screen's status line.
pub fn unfinished_notice(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Bitmemiş {n} gece var; onlara dönmek için çıkıp racon yazın (seçici açılır) ya da racon open KLASÖR."
        ),
        Lang::En => format!(
            "{n} unfinished night(s) exist; to go back to one, quit and run racon (the picker opens) or racon open FOLDER."
        ),
    }
}
