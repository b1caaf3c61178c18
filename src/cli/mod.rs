//! The scriptable face of racon: argument parsing and dispatch. Each
//! subcommand lives in its own file and only translates between the command
//! line and the core.

mod docs;
mod equity;
#[cfg(test)]
mod help_check;
mod judge;
mod ledger;
pub(crate) mod night;
mod odds;
pub(crate) mod pot;
pub(crate) mod presets;
mod rules;
mod serve;
pub use serve::screen_sharer;
mod settle;
mod table;

use crate::i18n::{Lang, cli as msg};
use crate::store::Dirs;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    Tr,
    En,
}

#[derive(Debug, Parser)]
#[command(name = "racon", version)]
struct Cli {
    /// Language of the output (tr|en); default from the locale.
    #[arg(long, global = true, value_enum, hide_possible_values = true)]
    lang: Option<LangArg>,
    /// Configuration directory (default: $RACON_CONFIG_DIR or the platform's).
    #[arg(long, global = true, value_name = "DIR")]
    config_dir: Option<PathBuf>,
    /// Data directory (default: $RACON_DATA_DIR or the platform's).
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// `racon new`: set up a new night on the screen.
#[derive(Debug, clap::Args)]
struct NewArgs {
    /// Preset to start from (default: kapali-4).
    #[arg(long, value_name = "NAME")]
    preset: Option<String>,
    /// Seed of the virtual seating draw (reproducible draws).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
}

#[derive(Debug, clap::Args)]
struct OpenArgs {
    /// The night's folder (see racon night list).
    #[arg(value_name = "PATH")]
    path: std::path::PathBuf,
}

#[derive(Debug, Subcommand)]
enum Command {
    New(NewArgs),
    Judge(judge::Args),
    Table(table::Args),
    Odds(odds::Args),
    Equity(equity::Args),
    Rules(rules::Args),
    Presets(presets::Args),
    Pot(pot::Args),
    Settle(settle::Args),
    Night(night::Args),
    Open(OpenArgs),
    Serve(serve::Args),
    Ledger(ledger::Args),
    Display(DisplayArgs),
    Help(docs::HelpArgs),
    Completions(docs::CompletionsArgs),
    Man(docs::ManArgs),
}

/// `racon display`: a read-only clock face of a live night.
#[derive(Debug, clap::Args)]
struct DisplayArgs {
    /// The night's folder (default: the unfinished night).
    #[arg(value_name = "PATH")]
    path: Option<PathBuf>,
}

/// What a subcommand tells the shell: stdout text, or a one-line error.
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    /// Bad input: exit 2.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            code: 2,
            message: message.into(),
        }
    }
}

pub type Outcome = Result<String, Failure>;

/// `value` as pretty JSON with a final newline: what every `--json` prints.
pub fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Outcome {
    serde_json::to_string_pretty(value)
        .map(|t| t + "\n")
        .map_err(|e| Failure {
            code: 1,
            message: e.to_string(),
        })
}

/// Everything a subcommand needs from the environment.
pub struct Ctx {
    pub lang: Lang,
    pub dirs: Dirs,
}

/// `--lang` is looked up before parsing so that parse errors are localized.
fn early_lang(args: &[OsString]) -> Option<Lang> {
    let mut it = args.iter().filter_map(|a| a.to_str());
    while let Some(a) = it.next() {
        let v = match a.strip_prefix("--lang=") {
            Some(v) => Some(v),
            None if a == "--lang" => it.next(),
            None => None,
        };
        match v {
            Some("tr") => return Some(Lang::Tr),
            Some("en") => return Some(Lang::En),
            _ => {}
        }
    }
    None
}

/// The locale's language: `LC_ALL`, `LC_MESSAGES`, `LANG`, and where none
/// is set (Windows, a macOS app launcher) the system's UI language
/// (sys-locale: the preferred languages on macOS, the user's UI language on
/// Windows; on Linux it reads the same variables).
fn env_lang() -> Lang {
    let var = |k: &str| std::env::var(k).ok();
    Lang::from_locale_or_system(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
        sys_locale::get_locale,
    )
}

/// (subcommand, argument or "" for the command itself, Turkish, English)
const HELP: &[(&str, &str, &str, &str)] = &[
    (
        "",
        "",
        "Türk usulü ev pokeri için masa asistanı: racon (hakem), kurallar, sayım.",
        "A table assistant for Turkish home poker: verdicts (racon), rule sets, counts.",
    ),
    (
        "",
        "lang",
        "Çıktı dili (tr|en); varsayılan: sistem dili.",
        "Language of the output (tr|en); default from the locale.",
    ),
    (
        "",
        "config_dir",
        "Ayar dizini (varsayılan: $RACON_CONFIG_DIR ya da sistemin ayar dizini).",
        "Configuration directory (default: $RACON_CONFIG_DIR or the platform's).",
    ),
    (
        "",
        "data_dir",
        "Veri dizini (varsayılan: $RACON_DATA_DIR ya da sistemin veri dizini).",
        "Data directory (default: $RACON_DATA_DIR or the platform's).",
    ),
    (
        "judge",
        "",
        "Elleri gecenin kurallarına göre sırala ve nedenini söyle (racon kes).",
        "Rank showdown hands under a rule set and say why.",
    ),
    (
        "judge",
        "rules",
        "Kural seti (racon rules ile listelenir).",
        "Rule set id (see racon rules).",
    ),
    (
        "judge",
        "players",
        "Masadaki oyuncu sayısı; desteyi belirler.",
        "Players at the table; picks the deck.",
    ),
    (
        "judge",
        "board",
        "Ortak kağıtlar (hold'em, omaha).",
        "Board cards (hold'em, omaha).",
    ),
    (
        "judge",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "judge",
        "hands",
        "Eller: \"Ah Kd Tc 10c 7s\", \"kupa as, maça 10 …\"; başa ad yazılırsa (\"Ali: Ah Kd …\") racon adla konuşur. Açık pokerde herkesin 1–4 açık kağıdı verilirse sözün kimde olduğunu söyler.",
        "Hands: \"Ah Kd Tc 10c 7s\", \"kupa as, maça 10 …\"; a name before a colon (\"Ali: Ah Kd …\") makes the verdict speak in names. In stud, 1–4 up cards each ask who speaks first.",
    ),
    (
        "judge",
        "dealer",
        "Dağıtan el (1'den ya da adıyla); açık pokerde eşit açık kağıtlar dağıtanın soluna en yakına giderse gerekir.",
        "The dealer's hand (from 1, or by name); needed in stud when equal up cards go to the seat nearest the dealer's left.",
    ),
    (
        "table",
        "",
        "Destedeki bütün elleri türlerine göre say.",
        "Count every hand of the deck by category.",
    ),
    ("table", "rules", "Kural seti.", "Rule set id."),
    (
        "table",
        "players",
        "Oyuncu sayısı; desteyi belirler.",
        "Players at the table; picks the deck.",
    ),
    (
        "table",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "odds",
        "",
        "Kağıt çekme olasılıkları (5 kağıt kapalı): tutulan kağıtlarla çekilebilecek bütün kağıtlar sayılır, son elin türüne göre; --best ile bütün atma seçenekleri sıralanır.",
        "Exact draw odds (five-card draw): every draw to the cards kept, counted by final category; --best ranks every discard.",
    ),
    ("odds", "rules", "Kural seti.", "Rule set id."),
    (
        "odds",
        "players",
        "Oyuncu sayısı; desteyi belirler.",
        "Players at the table; picks the deck.",
    ),
    (
        "odds",
        "hand",
        "Eldeki beş kağıt: \"Ah Ad Kc Qs Jh\".",
        "The five cards held: \"Ah Ad Kc Qs Jh\".",
    ),
    (
        "odds",
        "keep",
        "Tutulan kağıtlar (elden); gerisi atılır ve ölü sayılır. Hiçbiri için \"-\".",
        "The cards kept (from the hand); the rest are discarded and dead. \"-\" keeps none.",
    ),
    (
        "odds",
        "dead",
        "Bilinen ölü kağıtlar (açılmış, atılmış); çekilemez.",
        "Known dead cards (seen, discarded); they cannot be drawn.",
    ),
    (
        "odds",
        "beat",
        "Yenilecek el (beş kağıt); kağıtları çekilemez. Eşit sayılarda cins kuralı judge'daki gibi uygulanır.",
        "A hand to beat (five cards); its cards cannot be drawn. Equal ranks are settled by the suit rule, as in judge.",
    ),
    (
        "odds",
        "best",
        "Bütün 32 atma seçeneğini sırala: --beat varsa o eli yenme olasılığına, yoksa eli iyileştirme olasılığına göre (elindeki türden daha iyi bir türle bitirme).",
        "Rank all 32 discards: by the chance to beat --beat, or without it by the chance to improve (finish in a better category than the one held).",
    ),
    (
        "odds",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "equity",
        "",
        "Eller sonuna kadar açıkta: kazanma, beraberlik, kaybetme sayıları ve pay. Küçükse kesin sayım, büyükse Monte Carlo (hata payıyla).",
        "All-in equity: win, tie and loss counts and each hand's share. Exact when small enough, else Monte Carlo with an error bound.",
    ),
    ("equity", "rules", "Kural seti.", "Rule set id."),
    (
        "equity",
        "players",
        "Masadaki oyuncu sayısı; desteyi belirler (varsayılan: kuralın varsayılanı ya da el sayısı).",
        "Players at the table; picks the deck (default: the rule set's default, or the number of hands).",
    ),
    (
        "equity",
        "board",
        "Bilinen ortak kağıtlar: 0, 3, 4 ya da 5 kağıt; gerisi sayılır.",
        "Known board cards: 0, 3, 4 or 5; the rest are dealt.",
    ),
    (
        "equity",
        "dead",
        "Oyun dışı bilinen kağıtlar (çekilen, görülen).",
        "Cards known to be out of play (folded, seen).",
    ),
    (
        "equity",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "equity",
        "exact",
        "Çok büyük olsa da bütün dağıtımları tek tek say (varsayılan sınır: 3 milyar değerlendirme; Omaha dağıtımı 10 sayılır).",
        "Count every deal even when it is large (the default limit is 3 billion evaluations; an Omaha deal counts 10).",
    ),
    (
        "equity",
        "samples",
        "Monte Carlo ile bu kadar rastgele dağıtım (varsayılan 1.000.000); verilirse kesin sayım yapılmaz.",
        "Monte Carlo with this many random deals (default 1,000,000); when given, no exact count is made.",
    ),
    (
        "equity",
        "seed",
        "Monte Carlo tohumu (varsayılan 1): aynı tohum, aynı sonuç, iş parçacığı sayısından bağımsız.",
        "Monte Carlo seed (default 1): the same seed gives the same result, whatever the thread count.",
    ),
    (
        "equity",
        "threads",
        "İş parçacığı sayısı (varsayılan: bütün çekirdekler); tek çekirdek ölçümü için 1.",
        "Threads to use (default: every core); 1 to measure a single core.",
    ),
    (
        "equity",
        "pot",
        "Bu kadar fişlik potu paya göre tam fişlerle böl (kuralı çıktıda yazar).",
        "Split a pot of this many chips by equity, in whole chips (the rule is printed).",
    ),
    (
        "equity",
        "hands",
        "Eller: \"Ah Kh\" \"Qs Qd\"; * bilinmeyen el (bütün olası eller sayılır). 5 kağıtlık oyunlarda eksik kağıtlar da bilinmeyen sayılır.",
        "Hands: \"Ah Kh\" \"Qs Qd\"; * is an unknown hand (every possible hand is dealt). In five-card games missing cards are unknown too.",
    ),
    (
        "rules",
        "",
        "Kural setlerini listele ya da birini göster.",
        "List rule sets, or print one.",
    ),
    (
        "rules",
        "json",
        "Listeyi JSON olarak yaz.",
        "Print the list as JSON.",
    ),
    (
        "rules show",
        "",
        "Bir kural setinin RON dosyasını yaz (kendi setine başlangıç olarak).",
        "Print a rule set's RON file (a start for a set of your own).",
    ),
    (
        "rules show",
        "id",
        "Kural seti (racon rules ile listelenir).",
        "Rule set id (see racon rules).",
    ),
    (
        "new",
        "",
        "Ekranda yeni bir gece kur (hazır ayar, kura, masa).",
        "Set up a new night on the screen (preset, seat draw, table).",
    ),
    (
        "new",
        "preset",
        "Başlangıç hazır ayarı (varsayılan: kapali-4).",
        "Preset to start from (default: kapali-4).",
    ),
    (
        "new",
        "seed",
        "Sanal kuranın tohumu (aynı tohum, aynı kura).",
        "Seed of the virtual seat draw (same seed, same draw).",
    ),
    (
        "open",
        "",
        "Bitmemiş bir geceyi ekranda aç (en yenisi değilse de).",
        "Open an unfinished night on the screen (even if it is not the newest).",
    ),
    (
        "open",
        "path",
        "Gecenin klasörü (racon night list).",
        "The night's folder (see racon night list).",
    ),
    (
        "night",
        "",
        "Geceler: listele, birinin durumunu ve geçmişini göster ya da gece sonu hesabını yazdır.",
        "Nights: list them, show one's state and history, or print its settlement.",
    ),
    (
        "night list",
        "",
        "Veri dizinindeki geceleri listele.",
        "List the nights in the data directory.",
    ),
    (
        "night list",
        "json",
        "Listeyi JSON olarak yaz.",
        "Print the list as JSON.",
    ),
    (
        "night show",
        "",
        "Bir gecenin durumunu (oturma, dağıtan, el/tur/seans, ante, kav, çıkma) ve geçmişini yaz.",
        "Print a night's state (seats, dealer, hand/tur/seans, ante, kav, çıkma) and history.",
    ),
    (
        "night show",
        "path",
        "Gecenin klasörü ya da events dosyası.",
        "The night's folder or its events file.",
    ),
    (
        "night show",
        "json",
        "Durumu JSON olarak yaz.",
        "Print the state as JSON.",
    ),
    (
        "night report",
        "",
        "Gece sonu hesabını yaz: kav, son fiş, net fiş ve para, farkın nasıl çözüldüğü, en az ödeme; süre, seans ve el sayısı. Sayım eksikse ya da fark çözülmediyse yazmaz.",
        "Print the night's settlement: kav, final chips, net chips and money, how any difference was resolved, the fewest transfers; length, seans and hand counts. Refused while a count is missing or a difference is open.",
    ),
    (
        "night report",
        "path",
        "Gecenin klasörü ya da events dosyası.",
        "The night's folder or its events file.",
    ),
    (
        "night report",
        "format",
        "Biçim: text (80 sütun, varsayılan), md (Markdown tabloları), csv (tam sayılar: fiş ve kuruş) chat (WhatsApp grubu için kısa düz metin) ya da pdf (A4, grafikli; --out yoksa gecenin klasöründe hesap.pdf).",
        "Format: text (80 columns, the default), md (Markdown tables), csv (plain integers: chips and kuruş) chat (a short plain text for the group chat) or pdf (A4 with a chart; without --out, hesap.pdf in the night's folder).",
    ),
    (
        "night report",
        "table",
        "CSV'nin yalnız bir tablosu: players (oyuncular), transfers (ödemeler), expenses (masraflar ve yerinde ödenenler) ya da night (gece).",
        "One table of the CSV: players, transfers, expenses (expenses and payments on the spot) or night.",
    ),
    (
        "night report",
        "out",
        "Hesabı bu dosyaya yaz (güvenli biçimde). Var olan dosyanın üzerine yalnız olduğu gibi bir racon hesabıysa (sonuna not eklenmemişse; PDF'te racon'un yazdığı bir PDF'se) ya da rapor adı taşıyan boş bir dosyaysa (.txt, .md, .csv, .pdf) yazar.",
        "Write the report to this file (atomically). An existing file is replaced only if it is a racon report as written (no notes added after it; for a PDF, one racon wrote), or an empty file named like a report (.txt, .md, .csv, .pdf).",
    ),
    (
        "night report",
        "print",
        "Hesabı yazıcıya gönder (lp ya da lpr; Windows'ta PowerShell'in Out-Printer'ı), en çok 20 saniye bekle (RACON_PRINT_TIMEOUT); yazıcı yoksa dosyanın nasıl yazdırılacağını söyle ve 2 ile çık.",
        "Send the report to the printer (lp or lpr; PowerShell's Out-Printer on Windows), waiting at most 20 s (RACON_PRINT_TIMEOUT); with no printer, say how to print the file and exit 2.",
    ),
    (
        "night report",
        "json",
        "Hesabı JSON olarak yaz (oyuncular, ödemeler: kimden, kime, fiş, kuruş; masraflar); --format, --out ve --print ile birlikte verilmez.",
        "Print the settlement as JSON (players, transfers with from, to, chips and kuruş, expenses); not with --format, --out or --print.",
    ),
    (
        "presets",
        "",
        "Hazır parti ayarları: listele, göster, dışa aktar, içe aktar, sil.",
        "Party presets: list, show, export, import, delete.",
    ),
    (
        "presets list",
        "",
        "Hazır ayarları listele (ad, gece, kural seti, oyuncular, ante, seans).",
        "List the presets (name, night, rule set, players, ante, seans).",
    ),
    (
        "presets list",
        "json",
        "Listeyi JSON olarak yaz.",
        "Print the list as JSON.",
    ),
    (
        "presets show",
        "",
        "Bir hazır ayarın RON dosyasını yaz.",
        "Print a preset's RON file.",
    ),
    (
        "presets show",
        "name",
        "Hazır ayarın adı.",
        "The preset's name.",
    ),
    (
        "presets export",
        "",
        "Bir hazır ayarı dosyaya yaz (düzenleyip geri almak için).",
        "Write a preset to a file (to edit and import back).",
    ),
    (
        "presets export",
        "name",
        "Hazır ayarın adı.",
        "The preset's name.",
    ),
    (
        "presets export",
        "path",
        "Yazılacak dosya; varsa okunabilir bir hazır ayar olmalı.",
        "The file to write; if it exists it must be a readable preset.",
    ),
    (
        "presets import",
        "",
        "Bir hazır ayar dosyasını denetle ve dosya adıyla ekle.",
        "Check a preset file and add it under its file name.",
    ),
    (
        "presets import",
        "path",
        "Hazır ayar dosyası (NAME.ron).",
        "The preset file (NAME.ron).",
    ),
    (
        "presets import",
        "replace",
        "Aynı adlı hazır ayarını bununla değiştir.",
        "Replace your preset of the same name.",
    ),
    (
        "presets delete",
        "",
        "Kendi hazır ayarlarından birini sil.",
        "Delete one of your own presets.",
    ),
    (
        "presets delete",
        "name",
        "Hazır ayarın adı.",
        "The preset's name.",
    ),
    (
        "pot",
        "",
        "Bir elin potunu böl: ana pot, yan potlar (rest, diferans), açarı olmayanın cezası (C9), açıktan fiş.",
        "Split a showdown pot: main and side pots (rest, diferans), the false opener's penalty (C9), açıktan fiş.",
    ),
    (
        "pot",
        "put_in",
        "Her oyuncunun bu elde ortaya koyduğu fiş, ante dahil: \"Ali=150,Veli=400\". Yalnız antesini koyan (ya da hiç koymayan) tapi oyuncu yalnız yeri kazanabilir (R26).",
        "Chips each player put in this hand, antes included: \"Ali=150,Veli=400\". A tapi player who put in only his ante (or nothing) can win only the yer (R26).",
    ),
    (
        "pot",
        "order",
        "El sırası, en iyiden: \"Ali>Can>Veli\"; eşit eller = ile: \"Ali=Can>Veli\". Bölünen potta artan fiş, eşitler arasında önce yazılana gider.",
        "Showdown order, best first: \"Ali>Can>Veli\"; join tied hands with =: \"Ali=Can>Veli\". In a split pot the odd chips go to the tied hand written first.",
    ),
    (
        "pot",
        "folded",
        "Çekilen oyuncular: \"Veli,Can\"; koydukları fiş potta kalır.",
        "Players who folded: \"Veli,Can\"; their chips stay in the pot.",
    ),
    (
        "pot",
        "yer",
        "Ortada olup kimsenin --in değerine yazılmayan fiş (önceki elden kalan pot, yalnız dağıtanın antesi); ana pota girer.",
        "Chips in the middle that are in nobody's --in (a pot carried from the last hand, a dealer-only ante); they join the main pot.",
    ),
    (
        "pot",
        "false_opener",
        "Açarı olmadığı çıkan açan (R36): kazanamaz, koyduğu her fiş cezadır.",
        "An opener who could not show openers (R36): he cannot win; every chip he put in is a penalty.",
    ),
    (
        "pot",
        "c9",
        "Ceza ne olur (C9): best-other = en iyi diğer el bütün potu alır (varsayılan); carry = ceza sonraki ele ortada kalır. Elde başka kimse yoksa ikisinde de her şey ortada kalır.",
        "What happens to the penalty (C9): best-other = the best other hand takes the whole pot (default); carry = the penalty stays in the middle for the next hand. If nobody else is in the hand, everything stays in the middle under both.",
    ),
    (
        "pot",
        "acik",
        "Açıktan fiş (R38): her oyuncunun masa dışından koyduğu ya da kabul ettiği: \"Ali=200,Veli=150\". Her teklif ancak karşılandığı kadar oynar; kabul edilmeyen fazlası geri verilir.",
        "Açıktan fiş (R38), what each player offered or accepted from off the table: \"Ali=200,Veli=150\". An offer plays only as far as it was matched; the excess nobody accepted goes back.",
    ),
    (
        "pot",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "settle",
        "",
        "Gece sonu hesabı: kav ve son fişten netler, para ve mümkün olan en az ödeme.",
        "Settle the night: nets from kav and final chips, money, and the fewest transfers.",
    ),
    (
        "settle",
        "kav",
        "Her oyuncunun gece boyu aldığı kav, fiş: \"Ali=1000,Veli=1000\".",
        "Kav each player bought over the night, in chips: \"Ali=1000,Veli=1000\".",
    ),
    (
        "settle",
        "chips",
        "Her oyuncunun sondaki (ya da ayrılırken) fişi: \"Ali=1800,Veli=200\".",
        "Each player's chips at the end (or when he left): \"Ali=1800,Veli=200\".",
    ),
    (
        "settle",
        "chip_value",
        "Bir fişin değeri, kuruş (varsayılan 100 = 1 ₺). Para tam olarak fiş × değerdir; yuvarlama yok.",
        "What one chip is worth, in kuruş (default 100 = ₺1). Money is exactly chips × value; nothing is rounded.",
    ),
    (
        "settle",
        "cashier",
        "Kasiyer (R25): herkes yalnız onunla hesaplaşır. Oyunculardan biri değilse dışarıdan biri sayılır (neti 0).",
        "Cashier (R25): everyone settles with him alone. Someone who is not a player counts as an outsider (net 0).",
    ),
    (
        "settle",
        "deposits",
        "Kasiyere bırakılan emanet, fiş: \"Ali=800\"; oyuncunun borcundan düşülür, artanını kasiyer geri öder.",
        "Deposits left with the cashier, in chips: \"Ali=800\"; credited against what the player owes, the cashier pays back the rest.",
    ),
    (
        "settle",
        "resolve",
        "Sayım tutmazsa fark: assign:AD = o oyuncunun sayımına yazılır; spread = herkese eşit (aşağı yuvarlanır, artan fiş ilk yazılanlara); lost = kayıp fiş, kimse parasını ödemez ya da almaz (büyük taraf oranla küçülür).",
        "If the count does not balance: assign:NAME = put the difference on that player's count; spread = share it evenly (rounded down, the chips left over to the first listed); lost = lost chips, nobody pays or is paid for them (the larger side shrinks in proportion).",
    ),
    (
        "settle",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "serve",
        "",
        "Gecenin salt okunur canlı sayfasını ev ağındaki telefonlara aç (adres ve anahtar ilk satırda).",
        "Serve a read-only live page of the night to phones on the home network (address and token on the first line).",
    ),
    (
        "serve",
        "path",
        "Gecenin klasörü (varsayılan: süren gece).",
        "The night's folder (default: the unfinished night).",
    ),
    (
        "serve",
        "bind",
        "Adres ve port (varsayılan: bu makinenin ev ağındaki adresi, boş bir port).",
        "Address and port (default: this machine's home-network address, a free port).",
    ),
    (
        "display",
        "",
        "Süren bir gecenin saatini ve masasını ikinci bir ekranda göster (yalnız okur; tuşlar: q, L, ?).",
        "Show a live night's clock and seats on a second screen (read-only; keys: q, L, ?).",
    ),
    (
        "display",
        "path",
        "Gecenin klasörü (varsayılan: bitmemiş gece).",
        "The night's folder (default: the unfinished night).",
    ),
    (
        "help",
        "",
        "Bir komutun yardımını yaz (racon KOMUT --help ile aynı).",
        "Print the help of a command (the same as racon COMMAND --help).",
    ),
    (
        "help",
        "command",
        "Komut ve alt komutları: racon help night report.",
        "The command and its subcommands: racon help night report.",
    ),
    (
        "completions",
        "",
        "Kabuk için tamamlama betiği yaz (bash, zsh, fish, powershell, elvish); kuruluşu README'de.",
        "Print a shell completion script (bash, zsh, fish, powershell, elvish); README says where it goes.",
    ),
    (
        "completions",
        "shell",
        "Kabuk: bash, zsh, fish, powershell ya da elvish.",
        "The shell: bash, zsh, fish, powershell or elvish.",
    ),
    (
        "man",
        "",
        "racon'un (ya da bir komutunun) kılavuz sayfasını roff olarak yaz: racon man | man -l -",
        "Print the manual page of racon (or of one command) as roff: racon man | man -l -",
    ),
    (
        "man",
        "command",
        "Sayfası yazılacak komut: racon man night report (varsayılan: racon).",
        "The command whose page to print: racon man night report (default: racon).",
    ),
];

fn localized_command(lang: Lang) -> clap::Command {
    let mut cmd = Cli::command();
    for &(sub, arg, tr, en) in HELP.iter().chain(ledger::HELP) {
        let text = lang.pick(tr, en).to_string();
        let apply = |c: clap::Command| -> clap::Command {
            if arg.is_empty() {
                c.about(text.clone())
            } else {
                c.mut_arg(arg, |a| a.help(text.clone()))
            }
        };
        let path: Vec<&str> = sub.split_whitespace().collect();
        cmd = in_subcommand(cmd, &path, &apply);
    }
    cmd = cmd.disable_version_flag(true).arg(
        clap::Arg::new("version")
            .short('V')
            .long("version")
            .global(false)
            .action(clap::ArgAction::Version)
            .help(lang.pick("Sürümü yaz.", "Print the version.")),
    );
    chrome(cmd, lang)
}

/// clap's own words (headings, the help flag) in the user's language, on
/// every command. clap's own `help` subcommand is off: racon's
/// ([`docs::help`]) has help in both languages.
fn chrome(cmd: clap::Command, lang: Lang) -> clap::Command {
    let (usage, options, args, commands, help) = match lang {
        Lang::Tr => (
            "Kullanım:",
            "Seçenekler",
            "Argümanlar",
            "Komutlar",
            "Yardımı yaz.",
        ),
        Lang::En => ("Usage:", "Options", "Arguments", "Commands", "Print help."),
    };
    let template =
        format!("{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}");
    cmd.help_template(template)
        .subcommand_help_heading(commands)
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .arg(
            clap::Arg::new("help")
                .short('h')
                .long("help")
                .action(clap::ArgAction::Help)
                .help(help),
        )
        .mut_args(|a| {
            if a.get_help_heading().is_some() {
                a
            } else if a.is_positional() {
                a.help_heading(args)
            } else {
                a.help_heading(options)
            }
        })
        .mut_subcommands(|c| chrome(c, lang))
}

/// Applies `f` to the subcommand at `path` (`["presets", "list"]`), or to
/// `cmd` itself for an empty path.
fn in_subcommand(
    cmd: clap::Command,
    path: &[&str],
    f: &dyn Fn(clap::Command) -> clap::Command,
) -> clap::Command {
    match path.split_first() {
        None => f(cmd),
        Some((first, rest)) => cmd.mut_subcommand(*first, |c| in_subcommand(c, rest, f)),
    }
}

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        other => Some(other.to_string()),
    }
}

/// A clap error as one line (the contract allows nothing more on stderr).
pub(crate) fn one_line(e: &clap::Error, lang: Lang) -> String {
    let rendered = e.to_string();
    // clap's message runs until the first blank line ("missing" lists the
    // arguments on the lines after the first): fold it onto one line.
    let english = rendered
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
        .trim_start_matches("error: ")
        .to_string();
    let english = if english.is_empty() {
        "bad arguments".to_string()
    } else {
        english
    };
    let kind = match e.kind() {
        ErrorKind::UnknownArgument => "unknown",
        ErrorKind::InvalidValue | ErrorKind::ValueValidation | ErrorKind::InvalidUtf8 => "value",
        ErrorKind::MissingRequiredArgument => "missing",
        ErrorKind::InvalidSubcommand => "subcommand",
        ErrorKind::ArgumentConflict => "conflict",
        ErrorKind::TooManyValues => "extra_value",
        _ => "other",
    };
    let arg = context(e, ContextKind::InvalidArg);
    let value = match e.kind() {
        ErrorKind::ArgumentConflict => context(e, ContextKind::PriorArg),
        _ => context(e, ContextKind::InvalidValue)
            .or_else(|| context(e, ContextKind::InvalidSubcommand)),
    };
    let line = msg::usage_error(kind, arg.as_deref(), value.as_deref(), &english, lang);
    match tips(e, &rendered, lang) {
        Some(tip) => format!("{line}; {tip}"),
        None => line,
    }
}

/// clap's "did you mean" (and its other tips), whole: in English as clap
/// words them, in Turkish from the suggestion it carries.
fn tips(e: &clap::Error, rendered: &str, lang: Lang) -> Option<String> {
    let tips: Vec<String> = match lang {
        Lang::En => rendered
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("tip:"))
            .map(str::to_string)
            .collect(),
        Lang::Tr => {
            let mut t: Vec<String> = [
                ContextKind::SuggestedSubcommand,
                ContextKind::SuggestedArg,
                ContextKind::SuggestedValue,
            ]
            .into_iter()
            .filter_map(|k| context(e, k))
            .map(|s| msg::did_you_mean(&s, lang))
            .collect();
            // clap's other tips are English sentences: the known ones are
            // said in Turkish from the names they quote.
            if let Some(ContextValue::StyledStrs(more)) = e.get(ContextKind::Suggested) {
                t.extend(
                    more.iter()
                        .filter_map(|m| msg::clap_tip(&m.to_string(), lang)),
                );
            }
            t
        }
    };
    (!tips.is_empty()).then(|| tips.join("; "))
}

/// Runs racon with `args` (including the program name); returns the exit code.
pub fn run(args: Vec<OsString>) -> ExitCode {
    let lang = early_lang(&args).unwrap_or_else(env_lang);
    let matches = match localized_command(lang).try_get_matches_from(&args) {
        Ok(m) => m,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = e.print();
                    ExitCode::SUCCESS
                }
                _ => fail(&Failure::input(one_line(&e, lang))),
            };
        }
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => return fail(&Failure::input(one_line(&e, lang))),
    };
    let ctx = Ctx {
        lang,
        dirs: Dirs::resolve(cli.config_dir, cli.data_dir),
    };
    // The table screen's `S` shares through the web shell, given here so the
    // screen never imports it.
    let screen_sharer = || serve::screen_sharer(lang);
    let outcome = match cli.command {
        Some(Command::Judge(a)) => judge::run(&ctx, a),
        Some(Command::Table(a)) => table::run(&ctx, a),
        Some(Command::Odds(a)) => odds::run(&ctx, a),
        Some(Command::Equity(a)) => equity::run(&ctx, a),
        Some(Command::Rules(a)) => rules::run(&ctx, a),
        Some(Command::Night(a)) => night::run(&ctx, a),
        Some(Command::Presets(a)) => presets::run(&ctx, a),
        Some(Command::Pot(a)) => pot::run(&ctx, a),
        Some(Command::Settle(a)) => settle::run(&ctx, a),
        Some(Command::Serve(a)) => serve::run(&ctx, a),
        Some(Command::Ledger(a)) => ledger::run(&ctx, a),
        Some(Command::Display(a)) => return crate::tui::display::run(lang, &ctx.dirs, a.path),
        Some(Command::Help(a)) => docs::help(&ctx, a),
        Some(Command::Completions(a)) => docs::completions(&ctx, a),
        Some(Command::Man(a)) => docs::man(&ctx, a),
        Some(Command::New(a)) => {
            // Without a terminal the screen refuses in one line: nothing is
            // said about a new night being set up (G12).
            use std::io::IsTerminal;
            if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
                night::warn_unfinished(&ctx);
            }
            let sharer = match screen_sharer() {
                Ok(s) => s,
                Err(f) => return fail(&f),
            };
            let start = crate::tui::Start {
                new: true,
                open: None,
                preset: a.preset,
                seed: a.seed,
                sharer: Some(sharer),
            };
            return crate::tui::run(lang, ctx.dirs, start);
        }
        Some(Command::Open(a)) => match night::open_target(&ctx, &a.path) {
            Err(f) => Err(f),
            Ok(dir) => {
                let sharer = match screen_sharer() {
                    Ok(s) => s,
                    Err(f) => return fail(&f),
                };
                let start = crate::tui::Start {
                    new: false,
                    open: Some(dir),
                    preset: None,
                    seed: None,
                    sharer: Some(sharer),
                };
                return crate::tui::run(lang, ctx.dirs, start);
            }
        },
        None => {
            let sharer = match screen_sharer() {
                Ok(s) => s,
                Err(f) => return fail(&f),
            };
            let start = crate::tui::Start {
                new: false,
                open: None,
                preset: None,
                seed: None,
                sharer: Some(sharer),
            };
            return crate::tui::run(lang, ctx.dirs, start);
        }
    };
    match outcome {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`racon table | head`) is not an error worth a panic.
            // No control character reaches the terminal raw (F6).
            let _ = out.write_all(crate::rules::load::inert(&text).as_bytes());
            let _ = out.flush();
            ExitCode::SUCCESS
        }
        Err(f) => fail(&f),
    }
}

/// One line on stderr: a newline or escape sequence in the message (a file
/// name, an argument) is shown escaped, never cut or obeyed (F6, F10).
fn fail(f: &Failure) -> ExitCode {
    let line = crate::store::one_line(f.message.trim_end_matches(['\n', '\r']));
    let _ = writeln!(std::io::stderr().lock(), "racon: {line}");
    ExitCode::from(f.code)
}

/// Loads a rule set by id for a subcommand, turning every failure into a
/// one-line exit-2 message.
pub fn load_rules(ctx: &Ctx, id: &str) -> Result<crate::store::LoadedRules, Failure> {
    match crate::store::find_rules(&ctx.dirs, id) {
        Ok(Some(l)) => Ok(l),
        Ok(None) => {
            let (all, _) = crate::store::all_rules(&ctx.dirs);
            let known: Vec<String> = all.into_iter().map(|l| l.rules.id).collect();
            Err(Failure::input(msg::unknown_rules(id, &known, ctx.lang)))
        }
        Err(e) => Err(Failure::input(msg::bad_rules_file(
            &crate::i18n::files::load_error(&e, ctx.lang),
            ctx.lang,
        ))),
    }
}

/// `--rules` and `--players` of the commands that deal from a deck
/// (judge, table, odds, equity); their help rows stay per command in
/// `HELP`.
#[derive(Debug, clap::Args)]
pub struct DeckArgs {
    #[arg(long, value_name = "ID")]
    pub rules: String,
    #[arg(long, value_name = "N")]
    pub players: Option<u8>,
}

/// What [`DeckArgs`] pick: the rule set, the head count and its deck.
pub struct Dealt {
    pub rules: crate::rules::RuleSet,
    pub players: u8,
    pub deck: crate::cards::Deck,
}

impl DeckArgs {
    /// Loads the rule set and picks the head count ([`players`], with
    /// `hands` hands given) and the deck ([`deck`]).
    pub fn deal(&self, ctx: &Ctx, hands: usize) -> Result<Dealt, Failure> {
        let rules = load_rules(ctx, &self.rules)?.rules;
        let players = players(ctx, &rules, self.players, hands)?;
        let deck = deck(&rules, players, ctx.lang)?;
        Ok(Dealt {
            rules,
            players,
            deck,
        })
    }
}

/// The deck for `players` under `rules`, or the one-line exit-2 reason.
pub fn deck(
    rules: &crate::rules::RuleSet,
    players: u8,
    lang: Lang,
) -> Result<crate::cards::Deck, Failure> {
    rules.deck_for(players).ok_or_else(|| {
        Failure::input(msg::players_out_of_range(
            players,
            &rules.id,
            rules.players.min,
            rules.players.max,
            lang,
        ))
    })
}

/// The head count: the flag, else the rule set's default (raised to the
/// number of hands if that is more and allowed).
pub fn players(
    ctx: &Ctx,
    rules: &crate::rules::RuleSet,
    flag: Option<u8>,
    hands: usize,
) -> Result<u8, Failure> {
    let range = rules.player_range();
    let out_of_range = |n: u8| {
        Failure::input(msg::players_out_of_range(
            n,
            &rules.id,
            rules.players.min,
            rules.players.max,
            ctx.lang,
        ))
    };
    match flag {
        Some(n) if !range.contains(&n) => Err(out_of_range(n)),
        Some(n) if hands > n as usize => {
            Err(Failure::input(msg::too_many_hands(hands, n, ctx.lang)))
        }
        Some(n) => Ok(n),
        None => {
            let n = rules
                .players
                .default
                .max(u8::try_from(hands).unwrap_or(u8::MAX));
            if range.contains(&n) {
                Ok(n)
            } else {
                Err(out_of_range(n))
            }
        }
    }
}
