//! Help in both languages: the Turkish and English text of every command
//! and argument (`HELP`, and `help_speak`'s, applied by name) and clap's
//! own words (headings, the help and version flags), laid over the command
//! tree clap derives.
//! `help_check` tests that no argument lacks either language.

use crate::i18n::Lang;

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
    // racon ledger …
    (
        "ledger",
        "",
        "Grubun defteri: gecelere yayılan sıralama, açık borçlar, ödemeler, en az ödemeyle hesap kapatma.",
        "The group's ledger: standings across nights, open debts, payments, clearing every balance with the fewest transfers.",
    ),
    (
        "ledger",
        "from",
        "Yalnız bu tarihte ya da sonra başlayan geceler (YYYY-AA-GG).",
        "Only nights on or after this date (YYYY-MM-DD).",
    ),
    (
        "ledger",
        "to",
        "Yalnız bu tarihte ya da önce başlayan geceler (YYYY-AA-GG).",
        "Only nights on or before this date (YYYY-MM-DD).",
    ),
    (
        "ledger",
        "last",
        "Yalnız son N bitmiş gece.",
        "Only the last N finished nights.",
    ),
    (
        "ledger",
        "json",
        "Sıralamayı JSON olarak yaz.",
        "Print the standings as JSON.",
    ),
    (
        "ledger debts",
        "",
        "Açık borçları yaz: kim kime ne kadar, hangi geceden.",
        "List the open debts: who owes whom how much, from which night.",
    ),
    (
        "ledger debts",
        "json",
        "Borçları JSON olarak yaz.",
        "Print the debts as JSON.",
    ),
    (
        "ledger paid",
        "",
        "Bir ödemeyi deftere yaz (tutar yoksa aradaki bütün açık borç). Borçtan fazlası reddedilir. Aralarında doğrudan borç yoksa ama `ledger settle` bu ödemeyi söylüyorsa, açık borçlar o en az ödemelere çevrilip ödeme onlardan düşülür.",
        "Record a payment (the whole open debt between them if no amount is given). Paying more than is owed is refused. With no direct debt between them but a `ledger settle` transfer from one to the other, the open debts become those fewest transfers and the payment is applied to them.",
    ),
    ("ledger paid", "from", "Ödeyen.", "Who paid."),
    ("ledger paid", "to", "Ödenen.", "Who was paid."),
    (
        "ledger paid",
        "amount",
        "Tutar, lira: 150, 150,50 ya da 150.50.",
        "The amount in lira: 150, 150.50 or 150,50.",
    ),
    (
        "ledger paid",
        "night",
        "Yalnız bu gecenin borcundan düş (gecenin klasörü ya da adı).",
        "Apply it to this night's debt only (the night's folder or its name).",
    ),
    (
        "ledger paid",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "ledger settle",
        "",
        "Bütün açık hesapları bir kerede kapatan, mümkün olan en az ödeme (gece gece ödemek yerine).",
        "The fewest transfers that clear every open balance at once (instead of paying night by night).",
    ),
    (
        "ledger settle",
        "json",
        "Ödemeleri JSON olarak yaz.",
        "Print the transfers as JSON.",
    ),
    (
        "ledger report",
        "",
        "Sezon tablosu ve açık borçlar, gece hesabı gibi yazdırılabilir.",
        "The season table and the open debts, printable like the night report.",
    ),
    (
        "ledger report",
        "format",
        "Biçim: text (80 sütun, varsayılan), md (Markdown tabloları), csv (tam sayılar: kuruş) ya da pdf (A4, sezon grafiğiyle; --out yoksa defter klasöründe ledger.pdf).",
        "Format: text (80 columns, the default), md (Markdown tables), csv (plain integers: kuruş) or pdf (A4 with the season's chart; without --out, ledger.pdf in the ledger's folder).",
    ),
    (
        "ledger report",
        "out",
        "Raporu bu dosyaya yaz (güvenli biçimde). Var olan dosyanın üzerine yalnız olduğu gibi bir racon raporuysa (sonuna not eklenmemişse; PDF'te racon'un yazdığı bir PDF'se) ya da rapor adı taşıyan boş bir dosyaysa (.txt, .md, .csv, .pdf) yazar.",
        "Write the report to this file (atomically). An existing file is replaced only if it is a racon report as written (no notes added after it; for a PDF, one racon wrote), or an empty file named like a report (.txt, .md, .csv, .pdf).",
    ),
    (
        "ledger report",
        "print",
        "Raporu yazıcıya gönder (lp ya da lpr; Windows'ta PowerShell'in Out-Printer'ı), en çok 20 saniye bekle (RACON_PRINT_TIMEOUT); yazıcı yoksa nasıl yazdırılacağını söyle ve 2 ile çık.",
        "Send the report to the printer (lp or lpr; PowerShell's Out-Printer on Windows), waiting at most 20 s (RACON_PRINT_TIMEOUT); with no printer, say how to print it and exit 2.",
    ),
    (
        "ledger alias",
        "",
        "İki adın aynı oyuncu olduğunu deftere yaz (Ayse = Ayşe).",
        "Record that two names are the same player (Ayse = Ayşe).",
    ),
    ("ledger alias", "old", "Eski ad.", "The old name."),
    (
        "ledger alias",
        "new",
        "Yeni ad (defterde bu görünür).",
        "The new name (shown in the ledger).",
    ),
    (
        "ledger alias",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "ledger expense",
        "",
        "Gece dışında bir masrafı deftere yaz: biri ödedi, adı geçenler paylaşır.",
        "Record an expense outside a night: one paid, the named people share it.",
    ),
    ("ledger expense", "payer", "Ödeyen.", "Who paid."),
    (
        "ledger expense",
        "amount",
        "Tutar, lira: 450 ya da 450,50.",
        "The amount in lira: 450 or 450.50.",
    ),
    (
        "ledger expense",
        "shared_by",
        "Paylaşanlar, virgülle: \"Ayşe,Mehmet,Işıl\" (ödeyen de paylaşıyorsa onu da yaz). Artan kuruşlar önce yazılanlara gider.",
        "Who shares it, comma-separated: \"Ayşe,Mehmet,Işıl\" (name the payer too if he shares). Kuruş left over go to the first named.",
    ),
    (
        "ledger expense",
        "what",
        "Ne için (pizza, masa ücreti).",
        "What it was for (pizza, table fee).",
    ),
    (
        "ledger expense",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "ledger undo",
        "",
        "Defterin son kaydını geri al (geri alma da bir kayıttır).",
        "Take back the ledger's last record (the undo is itself a record).",
    ),
    (
        "ledger undo",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
    (
        "ledger payee",
        "",
        "Bir oyuncunun nasıl ödeme almak istediğini deftere yaz (IBAN, Papara, telefon, not); hesapta ona yapılan ödemelerin yanında görünür. Seçenek verilmezse kayıtlı bilgileri gösterir.",
        "Record how a player wants to be paid (IBAN, Papara, phone, a note); it is shown beside the transfers to him. With no option, show what is recorded.",
    ),
    (
        "ledger payee",
        "name",
        "Oyuncu (büyük/küçük harf ve takma adlar defterdeki gibi).",
        "The player (case and aliases as in the ledger).",
    ),
    (
        "ledger payee",
        "iban",
        "IBAN; boşluklu ya da boşluksuz. Kontrol basamakları (ISO 13616) ve TR için 26 karakter denetlenir.",
        "The IBAN, with or without spaces. Its check digits (ISO 13616) and, for TR, its 26 characters are checked.",
    ),
    (
        "ledger payee",
        "papara",
        "Papara numarası.",
        "The Papara number.",
    ),
    (
        "ledger payee",
        "phone",
        "Telefon numarası.",
        "The phone number.",
    ),
    (
        "ledger payee",
        "note",
        "Kısa bir not (örneğin “nakit de olur”).",
        "A short note (say, “cash is fine”).",
    ),
    (
        "ledger payee",
        "clear",
        "Oyuncunun bütün ödeme bilgilerini sil.",
        "Clear all of the player's payment details.",
    ),
    (
        "ledger payee",
        "json",
        "Sonucu JSON olarak yaz.",
        "Print the result as JSON.",
    ),
];

/// `cmd` (racon's whole command tree) with every command's and argument's
/// help, clap's headings and the help and version flags in `lang`.
pub(super) fn localize(mut cmd: clap::Command, lang: Lang) -> clap::Command {
    for &(sub, arg, tr, en) in HELP.iter().chain(super::help_speak::HELP) {
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
/// ([`super::docs::help`]) has help in both languages.
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
