//! The words of the live page (`racon serve`), both languages. The page
//! gets them as one JSON block and switches between them without a reload.

use super::Lang;

/// (key, Turkish, English). `{n}` and the like are filled in by the page.
pub const WORDS: &[(&str, &str, &str)] = &[
    ("title", "racon · canlı", "racon · live"),
    ("hand", "El", "Hand"),
    ("no_hand", "Henüz el dağıtılmadı", "No hand dealt yet"),
    ("dealer", "Dağıtan", "Dealer"),
    ("next_dealer", "Sıradaki", "Next"),
    ("deck", "Deste", "Deck"),
    ("cards", "kağıt", "cards"),
    ("cuts", "Keser", "Cuts"),
    ("deck_next_hand", "bir sonraki elden", "from the next hand"),
    ("deck_next_tur", "bir sonraki turdan", "from the next tur"),
    ("deck_asking", "karar bekleniyor", "to be decided"),
    ("deck_kept", "şimdilik değişmiyor", "not for now"),
    ("deck_never", "ev kuralı: değişmez", "house rule: stays"),
    ("seans", "Seans", "Seans"),
    ("left", "kalan", "left"),
    (
        "not_started",
        "ilk el bekleniyor",
        "waiting for the first deal",
    ),
    ("paused", "DURDU", "PAUSED"),
    ("time_up", "SÜRE DOLDU", "TIME"),
    ("closing", "kapanış turları", "closing turs"),
    ("closing_tur", "kapanış turu", "closing tur"),
    ("tur", "Tur", "Tur"),
    ("break", "MOLA", "BREAK"),
    ("break_over", "MOLA BİTTİ", "BREAK OVER"),
    ("night_over", "Gece bitti", "The night is over"),
    ("ante_now", "Bu elin antesi", "This hand's ante"),
    ("ante_next", "Sonraki elin antesi", "Next hand's ante"),
    ("level", "Seviye", "Level"),
    ("next_level", "sonraki", "next"),
    ("in", "kalan", "in"),
    ("last_level", "son seviye", "last level"),
    ("carried", "Ortada kalan", "Carried pot"),
    ("everyone", "herkes", "everyone"),
    ("players", "Oyuncular", "Players"),
    ("kav", "kav", "kav"),
    ("cikma", "çıkma doldu", "çıkma reached"),
    ("player_left", "ayrıldı", "left"),
    ("sits_out", "bekliyor", "sits out"),
    (
        "sit_out_limit",
        "bekleme sınırı doldu",
        "sit-out limit reached",
    ),
    ("out_of_game", "oyun dışı", "out of the game"),
    ("verdict", "Son racon", "Latest verdict"),
    ("wins", "kazanır", "wins"),
    ("split", "bölüşür", "split"),
    ("board", "Ortadaki kağıtlar", "Board"),
    ("takes", "Alacakları:", "Takes:"),
    ("settlement", "Hesap", "Settlement"),
    ("who_am_i", "Ben:", "I am:"),
    ("nobody", "— seç —", "— pick —"),
    ("pays", "öder", "pays"),
    ("you_pay", "Sen ödersin", "You pay"),
    ("you_get", "Sana ödenir", "You get"),
    ("share", "Hesabı paylaş", "Share the settlement"),
    ("whatsapp", "WhatsApp'ta gönder", "Send on WhatsApp"),
    ("copy", "Metni kopyala", "Copy the text"),
    ("copied", "Kopyalandı", "Copied"),
    (
        "copy_failed",
        "Kopyalanamadı: metni seçip kopyalayın",
        "Could not copy: select the text and copy it",
    ),
    (
        "nothing_to_pay",
        "Ödemen de alacağın da yok.",
        "Nothing to pay or receive.",
    ),
    ("not_settled", "Hesap henüz kesilmedi.", "Not settled yet."),
    ("net", "net", "net"),
    (
        "offline",
        "Bağlantı koptu; yeniden bağlanıyor…",
        "Connection lost; reconnecting…",
    ),
    ("read_only", "Gece salt okunur", "The night is read-only"),
    (
        "gone",
        "Gecenin günlüğü yok; gösterilen, son okunan hâli",
        "The night's journal is gone; this is the night as last read",
    ),
    (
        "no_settlement",
        "Günlük bütün okunamadığı için hesap gösterilmiyor; racon hesabı bir parçadan kesmez.",
        "No settlement shown: the journal cannot be read whole, and racon does not settle from a part of it.",
    ),
    ("wake", "Ekran açık kalsın", "Keep the screen on"),
    (
        "wake_unsupported",
        "Bu tarayıcı ekranı açık tutamıyor",
        "This browser cannot keep the screen on",
    ),
    ("lang", "English", "Türkçe"),
    ("lira", "₺", "₺"),
    ("chips", "Fişler", "Chips"),
    ("colour_up", "Kalkan fişler", "Chips coming off"),
];

/// The page's language from the browser's `Accept-Language`: Turkish when
/// Turkish is preferred at least as much as English, English otherwise
/// (and for anything unreadable).
pub fn from_accept_language(header: &str) -> Lang {
    let mut tr = -1.0f32;
    let mut en = -1.0f32;
    for (i, part) in header.split(',').enumerate().take(32) {
        let mut fields = part.split(';');
        let tag = fields.next().unwrap_or("").trim().to_ascii_lowercase();
        let q = fields
            .find_map(|f| {
                f.trim()
                    .strip_prefix("q=")
                    .and_then(|v| v.parse::<f32>().ok())
            })
            .unwrap_or(1.0);
        // Earlier tags win ties, as browsers list them by preference.
        let q = q - (i as f32) * 1e-4;
        let primary = tag.split('-').next().unwrap_or("");
        match primary {
            "tr" => tr = tr.max(q),
            "en" => en = en.max(q),
            _ => {}
        }
    }
    if tr > 0.0 && tr >= en {
        Lang::Tr
    } else {
        Lang::En
    }
}

/// The page's word `key` in `lang`; the key itself when there is none
/// (as the script's `t`).
pub fn word(key: &str, lang: Lang) -> &str {
    WORDS
        .iter()
        .find(|(k, _, _)| *k == key)
        .map_or(key, |&(_, tr, en)| lang.pick(tr, en))
}

/// The words as one JSON object: `{"tr": {key: text}, "en": {key: text}}`.
pub fn words_json() -> String {
    let pick = |lang: Lang| -> serde_json::Map<String, serde_json::Value> {
        WORDS
            .iter()
            .map(|&(k, tr, en)| (k.to_string(), lang.pick(tr, en).into()))
            .collect()
    };
    serde_json::json!({"tr": pick(Lang::Tr), "en": pick(Lang::En)}).to_string()
}

/// `racon serve` on stderr: the address chosen by default and why.
pub fn serving_on(ip: &str, interface: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{ip} ({interface}) adresinde yayında: bu makinenin ev ağındaki adresi; yalnız aynı ağdaki telefonlar açabilir."
        ),
        Lang::En => format!(
            "Serving on {ip} ({interface}): this machine's address on the home network; only phones on the same network can open it."
        ),
    }
}

/// Said on Windows beside the home-network address: its firewall asks
/// once whether racon may listen, and a "no" leaves the phones out.
pub fn windows_firewall(lang: Lang) -> &'static str {
    lang.pick(
        "Windows ilk seferde racon'un özel ağlarda bağlantı kabul etmesine izin verilsin mi diye sorar: izin verin, yoksa telefonlar bağlanamaz.",
        "The first time, Windows asks whether racon may accept connections on private networks: allow it, or the phones cannot connect.",
    )
}

/// `racon serve` on stderr when no home-network address exists.
pub fn loopback_only(lang: Lang) -> &'static str {
    lang.pick(
        "Ev ağında bir adres bulunamadı; yalnız bu makineden açılır (127.0.0.1). Başka bir adres için --bind verin.",
        "No home-network address found; serving on this machine only (127.0.0.1). Give --bind for another address.",
    )
}

/// The table screen sharing on the address `RACON_SHARE_BIND` gives.
pub fn fixed_bind(addr: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{addr} adresinden yayında (RACON_SHARE_BIND)."),
        Lang::En => format!("Serving on {addr} (RACON_SHARE_BIND)."),
    }
}

/// `racon serve --bind` with an address the internet may reach.
pub fn public_warning(addr: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "UYARI: {addr} ev ağı dışından da erişilebilir bir adres. Sayfayı adresi ve anahtarı bilen herkes görebilir; racon varsayılan olarak buna hiç bağlanmaz."
        ),
        Lang::En => format!(
            "WARNING: {addr} can be reached from outside the home network. Anyone with the address and its token can see the page; racon never binds to such an address by default."
        ),
    }
}

/// `racon serve` with no PATH and no unfinished night.
pub fn no_unfinished(lang: Lang) -> &'static str {
    lang.pick(
        "Süren bir gece yok; bir gecenin klasörünü verin (racon night list).",
        "No unfinished night; give a night's folder (racon night list).",
    )
}

/// `racon serve --bind` that is not an address.
pub fn bad_bind(value: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("--bind \"{value}\": ADRES:PORT bekleniyordu (ör. 127.0.0.1:0)"),
        Lang::En => format!("--bind \"{value}\": expected ADDR:PORT (e.g. 127.0.0.1:0)"),
    }
}

/// `racon serve` on stderr once serving.
pub fn stop_hint(lang: Lang) -> &'static str {
    lang.pick(
        "Telefonla okutun ya da adresi açın. Durdurmak için Ctrl-C.",
        "Scan with a phone or open the address. Ctrl-C stops.",
    )
}

/// Why the live page could not start (the night, the address, the disk).
pub fn share_error(e: &crate::web::share_error::ShareError, lang: Lang) -> String {
    use crate::web::share_error::ShareError;
    match e {
        ShareError::Open(o) => super::store::open_error(o, lang),
        ShareError::Bind { addr, source } => {
            let why = super::common::io_reason(source.kind(), &source.to_string(), lang);
            match lang {
                Lang::Tr => format!("{addr} adresi dinlenemiyor: {why}"),
                Lang::En => format!("cannot listen on {addr}: {why}"),
            }
        }
        ShareError::Io(source) => {
            super::common::io_reason(source.kind(), &source.to_string(), lang)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language() {
        assert_eq!(from_accept_language("tr-TR,tr;q=0.9,en-US;q=0.8"), Lang::Tr);
        assert_eq!(from_accept_language("en-US,en;q=0.9,tr;q=0.8"), Lang::En);
        assert_eq!(from_accept_language("de-DE,tr;q=0.5"), Lang::Tr);
        assert_eq!(from_accept_language("de-DE"), Lang::En);
        assert_eq!(from_accept_language("en;q=0.2, tr;q=0.7"), Lang::Tr);
        assert_eq!(from_accept_language("TR"), Lang::Tr);
        assert_eq!(from_accept_language(""), Lang::En);
        assert_eq!(from_accept_language(";;,q=x"), Lang::En);
        assert_eq!(from_accept_language("tr;q=0"), Lang::En);
    }

    #[test]
    fn every_word_in_both_languages() {
        let mut keys = std::collections::HashSet::new();
        for (k, tr, en) in WORDS {
            assert!(keys.insert(k), "{k} twice");
            assert!(!tr.is_empty() && !en.is_empty(), "{k}");
        }
    }
}
