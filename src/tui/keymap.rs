//! Every key the screen understands, with its one-line doc in both
//! languages: the footer and the help screen are generated from this list,
//! so hints never drift from bindings (STYLE: television, helix).

use super::app::Screen;
use crate::i18n::Lang;

/// A command: where it works, its key label, and what it does.
pub struct Binding {
    /// `None` = on every screen.
    pub screen: Option<Screen>,
    pub key: &'static str,
    pub tr: &'static str,
    pub en: &'static str,
    /// Shown in the footer (the rest only in help).
    pub footer: bool,
}

const fn b(
    screen: Option<Screen>,
    key: &'static str,
    tr: &'static str,
    en: &'static str,
    footer: bool,
) -> Binding {
    Binding {
        screen,
        key,
        tr,
        en,
        footer,
    }
}

use Screen::*;

pub const KEYMAP: &[Binding] = &[
    b(Some(Setup), "↑↓", "hazır ayar seç", "pick a preset", true),
    b(
        Some(Setup),
        "Enter",
        "bu ayarla geceyi başlat",
        "start the night with it",
        true,
    ),
    b(
        Some(Setup),
        "e",
        "oyuncuları ve ayarları düzenle",
        "edit the players and options",
        true,
    ),
    b(
        Some(Setup),
        "←→",
        "seçeneği değiştir (düzenlerken)",
        "change the option (editing)",
        false,
    ),
    b(
        Some(Setup),
        "Tab",
        "liste / düzenleme arası geç",
        "switch between list and form",
        false,
    ),
    b(
        Some(Setup),
        "g",
        "düzenlenen ayarla başlat",
        "start with the edited setup",
        false,
    ),
    b(
        Some(Setup),
        "S",
        "hazır ayar olarak kaydet",
        "save as a preset",
        true,
    ),
    b(
        Some(Seating),
        "Enter",
        "kura çek / masaya geç",
        "draw / go to the table",
        true,
    ),
    b(
        Some(Seating),
        "Space",
        "sıradaki kağıdı aç",
        "turn the next card",
        true,
    ),
    b(
        Some(Seating),
        "t",
        "gerçek kağıtlarla çekilen kurayı yaz",
        "type a draw made with real cards",
        true,
    ),
    b(Some(Table), "n", "yeni el", "new hand", true),
    b(Some(Table), "p", "pas dö men", "pas dö men", true),
    b(
        Some(Table),
        "f",
        "zorunlu pas dö men",
        "forced pas dö men",
        false,
    ),
    b(Some(Table), "m", "maldon", "maldon (misdeal)", true),
    b(
        Some(Table),
        "a",
        "hepsi pas (pot kalır)",
        "all passed (pot stays)",
        true,
    ),
    b(Some(Table), "w", "el bitti", "hand over", false),
    b(
        Some(Table),
        "k",
        "kasa: kav, çıkma",
        "kasa: kav, çıkma",
        true,
    ),
    b(Some(Table), "r", "racon", "racon", true),
    b(Some(Table), "s", "hesap", "hesap (settle)", true),
    b(Some(Table), "h", "geçmiş", "history", false),
    b(
        Some(Table),
        "E",
        "geceyi bitir (onaylı)",
        "end the night (confirmed)",
        false,
    ),
    b(
        Some(Table),
        "P",
        "saati durdur / başlat",
        "pause / resume the clock",
        false,
    ),
    b(Some(Kasa), "↑↓", "oyuncu seç", "pick a player", true),
    b(Some(Kasa), "0-9", "miktar yaz", "type an amount", false),
    b(
        Some(Kasa),
        "Enter",
        "kav al (miktar)",
        "buy kav (amount)",
        true,
    ),
    b(
        Some(Kasa),
        "c",
        "fiş sayımı (miktar)",
        "count chips (amount)",
        true,
    ),
    b(
        Some(Kasa),
        "l",
        "ayrılır (miktar = fişi)",
        "leaves (amount = his chips)",
        true,
    ),
    b(
        Some(Kasa),
        "x",
        "çıkmadan önce ayrılır (onaylı)",
        "leaves before çıkma (override)",
        false,
    ),
    b(Some(Kasa), "o", "bekler / döner", "sits out / back", false),
    b(
        Some(Kasa),
        "d",
        "kasiyere bırakır (miktar)",
        "deposit with the cashier (amount)",
        false,
    ),
    b(
        Some(Racon),
        "yaz",
        "elleri | ile ayırarak yaz",
        "type hands separated by |",
        true,
    ),
    b(Some(Racon), "Enter", "racon kes", "give the verdict", true),
    b(
        Some(Racon),
        "Tab",
        "pot satırı: kim ne koydu, böl ve kaydet",
        "pot line: who put in what, split and record",
        true,
    ),
    b(Some(Hesap), "↑↓", "oyuncu seç", "pick a player", true),
    b(
        Some(Hesap),
        "Enter",
        "fişini kaydet (miktar)",
        "record his chips (amount)",
        true,
    ),
    b(
        Some(Hesap),
        "a e x",
        "fark: seçiliye / eşit / kayıp",
        "difference: to selected / spread / lost",
        true,
    ),
    b(
        Some(Hesap),
        "w",
        "hesabı dosyaya yaz (txt, md, csv)",
        "write the settlement (txt, md, csv)",
        true,
    ),
    b(
        Some(Hesap),
        "p",
        "hesabı yazdır",
        "print the settlement",
        true,
    ),
    b(
        Some(History),
        "↑↓",
        "geçmişte gezin",
        "scroll the history",
        true,
    ),
    b(
        Some(History),
        "PgUp PgDn End",
        "sayfa sayfa / en yeniye",
        "page / to the newest",
        false,
    ),
    b(None, "u", "geri al", "undo", true),
    b(None, "?", "yardım", "help", true),
    b(None, "L", "dil", "language", false),
    b(None, "Esc", "geri / vazgeç", "back / cancel", true),
    b(None, "q", "çık (kayıtlı)", "quit (all saved)", true),
];

/// The bindings that apply on `screen`, screen-specific first.
pub fn for_screen(screen: Screen) -> impl Iterator<Item = &'static Binding> {
    KEYMAP
        .iter()
        .filter(move |k| k.screen == Some(screen))
        .chain(KEYMAP.iter().filter(|k| k.screen.is_none()))
}

pub fn doc(b: &Binding, lang: Lang) -> &'static str {
    lang.pick(b.tr, b.en)
}
