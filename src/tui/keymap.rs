//! Every key the screen understands, as one table that both dispatches and
//! documents: `handle_key` looks the key up here and runs its [`Command`],
//! and the footer and the help are drawn from the same rows, so a key cannot
//! work without being documented or be documented without working
//! (STYLE: gitui's key list, television's reverse lookup).

use super::command::Screen;
use crate::i18n::Lang;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

pub use super::command::{Command, When};

/// Where a binding works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// On every screen (after the screen's own rows).
    Global,
    /// While a yes/no question is open.
    Confirm,
    On(Screen),
}

/// A key: its code and whether Ctrl is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

impl Key {
    pub fn event(self) -> KeyEvent {
        let m = if self.ctrl {
            KeyModifiers::CONTROL
        } else {
            KeyModifiers::NONE
        };
        KeyEvent::new(self.code, m)
    }

    pub fn matches(self, k: &KeyEvent) -> bool {
        let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
        let code = match k.code {
            // Shift+letter arrives as the upper-case letter.
            KeyCode::Char(c) if ctrl => KeyCode::Char(c.to_ascii_lowercase()),
            c => c,
        };
        code == self.code && ctrl == self.ctrl
    }

    /// How the key is written in the footer and the help.
    pub fn label(self) -> String {
        let base = match self.code {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) if self.ctrl => c.to_ascii_uppercase().to_string(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Enter => "Enter".into(),
            KeyCode::Esc => "Esc".into(),
            KeyCode::Tab => "Tab".into(),
            KeyCode::Up => "↑".into(),
            KeyCode::Down => "↓".into(),
            KeyCode::Left => "←".into(),
            KeyCode::Right => "→".into(),
            KeyCode::PageUp => "PgUp".into(),
            KeyCode::PageDown => "PgDn".into(),
            KeyCode::End => "End".into(),
            KeyCode::F(n) => format!("F{n}"),
            other => format!("{other:?}"),
        };
        if self.ctrl { format!("^{base}") } else { base }
    }
}

/// One row of the table: where, which key, what it does, its doc in both
/// languages, its footer rank (0 = only in the help; lower = shown first)
/// and when it applies (the footer shows only keys valid now; `when.rs`
/// says whether it holds).
pub struct Binding {
    pub scope: Scope,
    pub key: Key,
    pub cmd: Command,
    pub tr: &'static str,
    pub en: &'static str,
    pub rank: u8,
    pub when: When,
}

impl Binding {
    pub fn doc(&self, lang: Lang) -> &'static str {
        lang.pick(self.tr, self.en)
    }
}

const fn ch(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: false,
    }
}
const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}
const fn k(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}
const ENTER: Key = k(KeyCode::Enter);
const ESC: Key = k(KeyCode::Esc);
const TAB: Key = k(KeyCode::Tab);
const UP: Key = k(KeyCode::Up);
const DOWN: Key = k(KeyCode::Down);

const fn row(
    scope: Scope,
    key: Key,
    cmd: Command,
    tr: &'static str,
    en: &'static str,
    rank: u8,
    when: When,
) -> Binding {
    Binding {
        scope,
        key,
        cmd,
        tr,
        en,
        rank,
        when,
    }
}

use Command as C;
use Scope::{Confirm, Global, On};
use Screen::{Hesap, History, Kasa, Ledger, Picker, Racon, Seating, Setup, Table};
use When as W;

#[rustfmt::skip]
pub static KEYMAP: &[Binding] = &[
    // yes/no questions
    row(Confirm, ENTER, C::Yes, "bir sonraki elden", "from the next hand", 1, W::DeckQuestion),
    row(Confirm, ESC, C::No, "şimdilik değişmesin", "not now", 3, W::DeckQuestion),
    row(Confirm, ENTER, C::Yes, "evet", "yes", 1, W::YesNoQuestion),
    row(Confirm, ch('y'), C::Yes, "evet", "yes", 0, W::Always),
    row(Confirm, ch('e'), C::Yes, "evet", "yes", 0, W::Always),
    row(Confirm, ESC, C::No, "hayır", "no", 2, W::YesNoQuestion),
    row(Confirm, ch('n'), C::No, "hayır", "no", 0, W::Always),
    row(Confirm, ch('h'), C::No, "hayır", "no", 0, W::Always),
    row(Confirm, ch('?'), C::Help, "yardım", "help", 30, W::Always),
    row(Confirm, k(KeyCode::F(1)), C::Help, "yardım", "help", 0, W::Always),
    row(Confirm, ch('t'), C::DeckAtTur, "bir sonraki turdan", "from the next tur", 2, W::DeckQuestion),
    row(Confirm, ch('w'), C::ExportPending, "kaydedilmeyenleri dosyaya yaz", "write the unsaved to a file", 1, W::QuitUnsaved),
    row(Confirm, ch('S'), C::SavePreset, "hazır ayar olarak kaydet", "save as a preset", 1, W::DiscardingEdits),
    // setup: the preset list
    row(On(Setup), ENTER, C::StartNight, "bu ayarla başlat", "start with it", 1, W::SetupList),
    row(On(Setup), UP, C::PresetPrev, "hazır ayar seç", "pick a preset", 2, W::SetupList),
    row(On(Setup), DOWN, C::PresetNext, "hazır ayar seç", "pick a preset", 2, W::SetupList),
    row(On(Setup), ch('e'), C::EditSetup, "oyuncuları ve ayarları düzenle", "edit the players and options", 3, W::SetupList),
    row(On(Setup), TAB, C::EditSetup, "düzenlemeye geç", "to the form", 0, W::SetupList),
    row(On(Setup), ch('d'), C::Open(Ledger), "defter", "ledger", 4, W::SetupList),
    row(On(Setup), ch('S'), C::SavePreset, "hazır ayar olarak kaydet", "save as a preset", 5, W::SetupAny),
    // setup: the form
    row(On(Setup), UP, C::RowPrev, "satır seç", "pick a row", 2, W::FormRows),
    row(On(Setup), DOWN, C::RowNext, "satır seç", "pick a row", 2, W::FormRows),
    row(On(Setup), k(KeyCode::Left), C::ValuePrev, "seçeneği değiştir", "change the option", 1, W::FormCycles),
    row(On(Setup), k(KeyCode::Right), C::ValueNext, "seçeneği değiştir", "change the option", 1, W::FormCycles),
    row(On(Setup), ENTER, C::EditRow, "satırı yaz", "type the row", 1, W::FormTyped),
    row(On(Setup), ch('g'), C::StartNight, "düzenlenen ayarla başlat", "start with the edited setup", 3, W::FormRows),
    row(On(Setup), TAB, C::ToList, "hazır ayar listesi", "the preset list", 6, W::FormRows),
    row(On(Setup), ESC, C::ToList, "hazır ayar listesi", "the preset list", 0, W::FormRows),
    row(On(Setup), ENTER, C::KeepRow, "yazılanı kaydet", "keep what is typed", 1, W::FormEditing),
    row(On(Setup), ESC, C::DropRow, "vazgeç", "cancel", 2, W::FormEditing),
    // seating
    row(On(Seating), ENTER, C::DrawSeats, "racon kura çeksin", "racon draws the seats", 1, W::NotDrawn),
    row(On(Seating), ch('t'), C::TypeDraw, "gerçek kağıtlarla çekilen kurayı yaz", "type a draw made with real cards", 2, W::NotDrawn),
    row(On(Seating), k(KeyCode::Char(' ')), C::RevealNext, "sıradaki kağıdı aç", "turn the next card", 1, W::Revealing),
    row(On(Seating), ENTER, C::ToTable, "masaya geç", "go to the table", 2, W::Drawn),
    row(On(Seating), ENTER, C::TakeCard, "kağıdı kaydet", "take the card", 1, W::TypingDraw),
    row(On(Seating), ESC, C::DropCard, "sonuncuyu sil / vazgeç", "remove the last / cancel", 2, W::TypingDraw),
    // table
    row(On(Table), ch('n'), C::NewHand, "yeni el", "new hand", 1, W::NightOn),
    row(On(Table), ch('w'), C::EndHand, "el bitti", "hand over", 2, W::InHand),
    row(On(Table), ch('p'), C::PasDoMen, "pas dö men", "pas dö men", 3, W::PasDoMen),
    row(On(Table), ch('m'), C::Maldon, "maldon", "maldon (misdeal)", 4, W::InHand),
    row(On(Table), ch('a'), C::AllPassed, "hepsi pas", "all passed", 5, W::AllPass),
    row(On(Table), ch('k'), C::Open(Kasa), "kasa", "kasa", 6, W::Always),
    row(On(Table), ch('r'), C::Open(Racon), "racon", "racon", 7, W::Always),
    row(On(Table), ch('s'), C::Open(Hesap), "hesap", "settle", 8, W::Always),
    row(On(Table), ch('d'), C::Open(Ledger), "defter", "ledger", 9, W::Always),
    row(On(Table), ch('h'), C::Open(History), "geçmiş", "history", 10, W::Always),
    row(On(Table), ch('f'), C::ForcedPasDoMen, "zorunlu pas dö men", "forced pas dö men", 12, W::ForcedPas),
    row(On(Table), ch('P'), C::PauseClock, "saati durdur / başlat", "pause / resume the clock", 13, W::NightOn),
    row(On(Table), ch('S'), C::Share, "telefonlarla paylaş / durdur", "share with phones / stop", 15, W::HasNight),
    row(On(Table), ch('E'), C::EndNight, "geceyi bitir (sorar)", "end the night (asks)", 14, W::NightOn),
    row(On(Table), ch('+'), C::AddMinute, "saate bir dakika ekle", "add a minute to the clock", 15, W::ClockRuns),
    row(On(Table), ch('-'), C::TakeMinute, "saatten bir dakika al", "take a minute off the clock", 16, W::ClockRuns),
    row(On(Table), ch('>'), C::SkipLevel, "sonraki kör seviyesine geç", "skip to the next blind level", 17, W::Blinds),
    row(On(Table), ch('b'), C::EndBreak, "molayı şimdi bitir", "end the break now", 11, W::InBreak),
    row(On(Table), ch('D'), C::DeckQuestion, "deste sorusu", "the deck question", 12, W::DeckPending),
    // kasa: the `+` panel (a late arrival) first, then the kasa's own keys
    row(On(Kasa), ENTER, C::JoinNext, "sonraki adım", "next step", 1, W::Joining),
    row(On(Kasa), ESC, C::JoinBack, "geri / vazgeç", "back / cancel", 2, W::Joining),
    row(On(Kasa), k(KeyCode::Left), C::ValuePrev, "yerini seç", "move his seat", 1, W::JoiningSeat),
    row(On(Kasa), k(KeyCode::Right), C::ValueNext, "yerini seç", "move his seat", 1, W::JoiningSeat),
    row(On(Kasa), UP, C::SelectPrev, "gelmeyenlerden seç", "pick one not here", 3, W::JoiningName),
    row(On(Kasa), DOWN, C::SelectNext, "gelmeyenlerden seç", "pick one not here", 3, W::JoiningName),
    row(On(Kasa), UP, C::SelectPrev, "oyuncu seç", "pick a player", 1, W::KasaPlain),
    row(On(Kasa), DOWN, C::SelectNext, "oyuncu seç", "pick a player", 1, W::KasaPlain),
    row(On(Kasa), ENTER, C::BuyKav, "kav al (miktar)", "buy kav (amount)", 2, W::KasaPlain),
    row(On(Kasa), ch('c'), C::CountChips, "fiş sayımı (miktar)", "count chips (amount)", 3, W::KasaPlain),
    row(On(Kasa), ch('l'), C::Leave, "ayrılır (miktar = fişi)", "leaves (amount = his chips)", 4, W::KasaPlain),
    row(On(Kasa), ch('o'), C::SitOut, "bekler / döner", "sits out / back", 5, W::KasaPlain),
    row(On(Kasa), ch('d'), C::Deposit, "kasiyere bırakır (miktar)", "cashier deposit (amount)", 6, W::KasaPlain),
    row(On(Kasa), ch('x'), C::LeaveOverride, "çıkmadan ayrılır (gerekçeyle)", "leaves before çıkma (reason)", 7, W::KasaPlain),
    row(On(Kasa), ch('p'), C::SettleSpot, "ayrılanla yerinde hesaplaş", "settle who left on the spot", 3, W::LeaverDue),
    row(On(Kasa), ch('+'), C::Join, "gelen oyuncu otursun", "a late arrival sits down", 9, W::CanJoin),
    row(On(Kasa), ch('m'), C::Expense, "masraf (seçili ödedi)", "expense (the selected paid)", 10, W::KasaPlain),
    // ledger
    row(On(Ledger), UP, C::SelectPrev, "borç seç", "pick a debt", 2, W::LedgerDebts),
    row(On(Ledger), DOWN, C::SelectNext, "borç seç", "pick a debt", 2, W::LedgerDebts),
    row(On(Ledger), ENTER, C::MarkPaid, "ödendi olarak işaretle (sorar)", "mark it paid (asks)", 1, W::LedgerDebts),
    // racon: the hands line and the pot line take every letter
    row(On(Racon), ENTER, C::Judge, "racon kes", "give the verdict", 1, W::RaconHands),
    row(On(Racon), TAB, C::PotLine, "pot satırı", "pot line", 2, W::RaconHands),
    row(On(Racon), ENTER, C::SplitPot, "potu böl ve kaydet", "split and record the pot", 1, W::RaconPot),
    row(On(Racon), TAB, C::PotLine, "ellere dön", "back to the hands", 2, W::RaconPot),
    row(On(Racon), UP, C::ScrollUp, "gerekçeleri kaydır", "scroll the reasons", 3, W::RaconVerdict),
    row(On(Racon), DOWN, C::ScrollDown, "gerekçeleri kaydır", "scroll the reasons", 3, W::RaconVerdict),
    row(On(Racon), k(KeyCode::PageUp), C::PageUp, "gerekçelerde sayfa sayfa", "page through the reasons", 0, W::RaconVerdict),
    row(On(Racon), k(KeyCode::PageDown), C::PageDown, "gerekçelerde sayfa sayfa", "page through the reasons", 0, W::RaconVerdict),
    // hesap
    row(On(Hesap), UP, C::SelectPrev, "oyuncu seç", "pick a player", 2, W::Always),
    row(On(Hesap), DOWN, C::SelectNext, "oyuncu seç", "pick a player", 2, W::Always),
    row(On(Hesap), ENTER, C::RecordCount, "fişini kaydet (miktar)", "record his chips (amount)", 1, W::Always),
    row(On(Hesap), ch('a'), C::DiffToSelected, "fark seçiliye", "difference to the selected", 3, W::CountOff),
    row(On(Hesap), ch('e'), C::DiffSpread, "fark eşit dağıtılsın", "spread the difference", 3, W::CountOff),
    row(On(Hesap), ch('x'), C::DiffLost, "fark kayıp", "difference lost", 3, W::CountOff),
    row(On(Hesap), ch('w'), C::WriteReport, "hesabı dosyaya yaz", "write the settlement", 4, W::Always),
    row(On(Hesap), ch('p'), C::PrintReport, "hesabı yazdır", "print the settlement", 5, W::Always),
    row(On(Hesap), ch('g'), C::ChatShare, "gruba gönder", "send to the group", 6, W::Always),
    // history
    row(On(History), UP, C::ScrollUp, "geçmişte gezin", "scroll", 1, W::Always),
    row(On(History), DOWN, C::ScrollDown, "geçmişte gezin", "scroll", 1, W::Always),
    row(On(History), k(KeyCode::PageUp), C::PageUp, "sayfa sayfa", "page by page", 2, W::Always),
    row(On(History), k(KeyCode::PageDown), C::PageDown, "sayfa sayfa", "page by page", 2, W::Always),
    row(On(History), k(KeyCode::End), C::Newest, "en yeniye", "to the newest", 3, W::Always),
    // the night picker
    row(On(Picker), ENTER, C::OpenNight, "seçilen geceyi aç", "open the chosen night", 1, W::Always),
    row(On(Picker), UP, C::SelectPrev, "gece seç", "pick a night", 2, W::Always),
    row(On(Picker), DOWN, C::SelectNext, "gece seç", "pick a night", 2, W::Always),
    row(On(Picker), ch('n'), C::NewNight, "yeni gece kur", "set up a new night", 3, W::Always),
    // everywhere; a focused text field takes letters, never Ctrl or F keys
    row(Global, ESC, C::Back, "geri", "back", 20, W::CanGoBack),
    row(Global, ch('u'), C::Undo, "geri al", "undo", 9, W::HasNight),
    row(Global, ctrl('z'), C::Undo, "geri al", "undo", 21, W::HasNight),
    row(Global, ch('U'), C::Redo, "yinele", "redo", 0, W::HasNight),
    row(Global, ctrl('y'), C::Redo, "yinele", "redo", 0, W::HasNight),
    row(Global, ch('?'), C::Help, "yardım", "help", 30, W::Always),
    row(Global, k(KeyCode::F(1)), C::Help, "yardım", "help", 0, W::Always),
    row(Global, ch('L'), C::Lang, "dil: English", "dil: Türkçe", 22, W::Always),
    row(Global, k(KeyCode::F(2)), C::Lang, "dil: English", "dil: Türkçe", 23, W::Always),
    row(Global, ch('q'), C::Quit, "çık (kayıtlı)", "quit (all saved)", 24, W::AllSaved),
    row(Global, ctrl('q'), C::Quit, "çık (kayıtlı)", "quit (all saved)", 25, W::AllSaved),
    row(Global, ctrl('c'), C::Quit, "çık (kayıtlı)", "quit (all saved)", 0, W::AllSaved),
    row(Global, ch('q'), C::Quit, "çık (KAYDEDİLMEYEN VAR)", "quit (NOT ALL SAVED)", 24, W::NotAllSaved),
    row(Global, ctrl('q'), C::Quit, "çık (KAYDEDİLMEYEN VAR)", "quit (NOT ALL SAVED)", 25, W::NotAllSaved),
    row(Global, ctrl('c'), C::Quit, "çık (KAYDEDİLMEYEN VAR)", "quit (NOT ALL SAVED)", 0, W::NotAllSaved),
];

/// `racon display`'s keys (it has no screens): its loop looks keys up here
/// and its help lists the rows with a doc, so the display too has no key
/// literal of its own. Keys not listed close the help.
#[rustfmt::skip]
pub static DISPLAY_KEYS: &[(Key, Command, &str, &str)] = &[
    (ch('q'), C::Quit, "çık", "quit"),
    (ch('Q'), C::Quit, "", ""),
    (ESC, C::Quit, "", ""),
    (ch('L'), C::Lang, "dil: Türkçe / English", "language: Türkçe / English"),
    (ch('l'), C::Lang, "", ""),
    (ch('?'), C::Help, "bu yardım", "this help"),
];

/// The command a key runs on `racon display`, if any.
pub fn display_command(key: &KeyEvent) -> Option<Command> {
    DISPLAY_KEYS
        .iter()
        .find(|(k, ..)| k.matches(key))
        .map(|&(_, c, ..)| c)
}

/// The rows that apply in `scope`, its own first, then the global ones
/// (none while a question is open).
pub fn rows(scope: Scope) -> impl Iterator<Item = &'static Binding> {
    let global = matches!(scope, Scope::On(_));
    KEYMAP
        .iter()
        .filter(move |b| b.scope == scope)
        .chain(KEYMAP.iter().filter(move |b| global && b.scope == Global))
}

/// The command `key` runs in `scope` now, if any; `holds` says whether a
/// row's [`When`] holds now.
pub fn lookup(scope: Scope, key: &KeyEvent, holds: impl Fn(When) -> bool) -> Option<Command> {
    rows(scope)
        .find(|b| b.key.matches(key) && holds(b.when))
        .map(|b| b.cmd)
}
