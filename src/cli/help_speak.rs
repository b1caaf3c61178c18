//! The help rows of spoken announcements (`racon speak`, `racon display
//! --voice`), in both languages: [`super::help`] applies them with its own.

/// (subcommand, argument or "" for the command itself, Turkish, English)
pub(super) const HELP: &[(&str, &str, &str, &str)] = &[
    (
        "display",
        "voice",
        "Uyarıları bu ekranda sesli oku (espeak-ng), ev kuralı ne derse desin; böylece hoparlör televizyon olur. Bu bayrak olmadan ev kuralı voice olsa da ekran yalnız zil çalar.",
        "Speak the alerts on this screen (espeak-ng), whatever the house option says, so the TV is the speaker. Without it a voice night only rings the bell here.",
    ),
    (
        "speak",
        "",
        "Bir duyuruyu espeak-ng ile sesli oku ya da WAV olarak yaz, sözlerini de yazdır. espeak-ng kurulu değilse sözleri yazar, nedenini söyler ve 3 ile çıkar.",
        "Say one announcement aloud with espeak-ng, or write it as a WAV, and print its words. Without espeak-ng it prints the words, says why nothing was heard and exits 3.",
    ),
    (
        "speak",
        "moment",
        "Duyuru: seans-end (seans süresi doldu), seans-minute (bir dakika kaldı), closing-tur (son tur), break-over (mola bitti), level (yeni seviye), dealer (dağıtan).",
        "The announcement: seans-end (time is up), seans-minute (one minute left), closing-tur (the last tur), break-over (the break is over), level (a new level), dealer (the dealer).",
    ),
    (
        "speak",
        "out",
        "Okumak yerine bu WAV dosyasına yaz (espeak-ng -w). Var olan dosyanın üzerine yalnız boşsa ya da bir WAV ise yazar.",
        "Write a WAV file instead of speaking (espeak-ng -w). An existing file is replaced only if it is empty or a WAV.",
    ),
    (
        "speak",
        "name",
        "dealer ile: dağıtanın adı.",
        "With dealer: the dealer's name.",
    ),
    (
        "speak",
        "level",
        "level ile: seviyenin numarası (1–999).",
        "With level: the level's number (1–999).",
    ),
];
