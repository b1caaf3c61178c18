//! The setup form: every field of a preset as one row the host can change
//! with ←→ (choices) or by typing (numbers, names, lists). The rows are data,
//! like the keymap, so the screen, the tests and the help agree.

use crate::cards::fold;
use crate::i18n::Lang;
use crate::night::setup::{self as st, AfterSchedule, AntePlan, BlindLevel, Setup};

/// One row of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Players,
    Rules,
    Yer,
    MinKav,
    MaxKav,
    Cikma,
    ChipValue,
    Currency,
    Ante,
    AnteAmounts,
    AnteAfter,
    SeansLength,
    BreakMinutes,
    Mandatory,
    ClosingTurs,
    PasDoMen,
    MisdealRedeal,
    TurDefinition,
    AllPass,
    KavTopUp,
    Cashier,
    FinishInsist,
    InitialDealer,
    SitOutLimit,
}

use Field::*;

/// The rows, top to bottom.
pub const FIELDS: &[Field] = &[
    Name,
    Players,
    Rules,
    Yer,
    MinKav,
    MaxKav,
    Cikma,
    ChipValue,
    Currency,
    Ante,
    AnteAmounts,
    AnteAfter,
    SeansLength,
    BreakMinutes,
    Mandatory,
    ClosingTurs,
    PasDoMen,
    MisdealRedeal,
    TurDefinition,
    AllPass,
    KavTopUp,
    Cashier,
    FinishInsist,
    InitialDealer,
    SitOutLimit,
];

impl Field {
    pub fn label(self, lang: Lang) -> &'static str {
        let (tr, en) = match self {
            Name => ("Gecenin adı", "Night's name"),
            Players => ("Oyuncular", "Players"),
            Rules => ("Kural seti", "Rule set"),
            Yer => ("Yer (pot)", "Yer (pot)"),
            MinKav => ("En az kav", "Minimum kav"),
            MaxKav => ("En çok kav (bir alış)", "Maximum kav (one buy)"),
            Cikma => ("Çıkma", "Çıkma"),
            ChipValue => ("Fiş değeri (kuruş)", "Chip value (kuruş)"),
            Currency => ("Para birimi", "Currency"),
            Ante => ("Ante", "Ante"),
            AnteAmounts => ("Ante miktarı", "Ante amounts"),
            AnteAfter => ("Çizelge bitince", "When the schedule ends"),
            SeansLength => ("Seans süresi", "Seans length"),
            BreakMinutes => ("Mola (dk)", "Break (min)"),
            Mandatory => ("Mecburi seans", "Mandatory seanses"),
            ClosingTurs => ("Kapanış turu", "Closing turs"),
            PasDoMen => ("Pas dö men (R7)", "Pas dö men (R7)"),
            MisdealRedeal => ("Maldondan sonra (C2)", "After a maldon (C2)"),
            TurDefinition => ("Tur (C5)", "Tur (C5)"),
            AllPass => ("Hepsi pas (R22)", "All passed (R22)"),
            KavTopUp => ("Kav ekleme (C15)", "Kav top-up (C15)"),
            Cashier => ("Kasiyer (R25)", "Cashier (R25)"),
            FinishInsist => ("Seansı bitirme ısrarı (R13)", "One may insist (R13)"),
            InitialDealer => ("İlk dağıtan (C14)", "First dealer (C14)"),
            SitOutLimit => ("Bekleme sınırı (R23)", "Sit-out limit (R23)"),
        };
        lang.pick(tr, en)
    }

    /// The field path [`Setup::validate`] names, so its errors can point at
    /// a row.
    pub fn path(self) -> &'static str {
        match self {
            Name => "name",
            Players => "players",
            Rules => "rules",
            Yer => "stakes.yer",
            MinKav => "stakes.min_kav",
            MaxKav => "stakes.max_kav",
            Cikma => "stakes.cikma",
            ChipValue => "stakes.chip_value",
            Currency => "stakes.currency",
            Ante => "ante",
            AnteAmounts => "ante.",
            AnteAfter => "ante.after",
            SeansLength => "seans.length",
            BreakMinutes => "seans.break_minutes",
            Mandatory => "seans.mandatory",
            ClosingTurs => "seans.closing_turs",
            PasDoMen => "house.pas_do_men",
            MisdealRedeal => "house.misdeal_redeal",
            TurDefinition => "house.tur_definition",
            AllPass => "house.all_pass",
            KavTopUp => "house.kav_topup",
            Cashier => "house.cashier",
            FinishInsist => "house.finish_insist",
            InitialDealer => "house.initial_dealer",
            SitOutLimit => "house.sit_out_limit",
        }
    }

    /// The row a validation error's field path belongs to.
    pub fn of_path(path: &str) -> Option<Field> {
        let exact = FIELDS.iter().copied().find(|f| f.path() == path);
        exact.or_else(|| {
            FIELDS
                .iter()
                .copied()
                .filter(|f| path.starts_with(f.path()))
                .max_by_key(|f| f.path().len())
        })
    }

    /// Whether ←→ change it.
    pub fn cycles(self) -> bool {
        matches!(
            self,
            Rules
                | Ante
                | AnteAfter
                | SeansLength
                | PasDoMen
                | MisdealRedeal
                | TurDefinition
                | AllPass
                | KavTopUp
                | Cashier
                | FinishInsist
                | InitialDealer
                | SitOutLimit
        )
    }

    /// Whether Enter opens it for typing.
    pub fn typed(self) -> bool {
        !matches!(
            self,
            Rules
                | Ante
                | AnteAfter
                | PasDoMen
                | MisdealRedeal
                | AllPass
                | KavTopUp
                | FinishInsist
                | InitialDealer
        )
    }

    /// How to type it (shown under the form while the row is selected).
    pub fn hint(self, s: &Setup, lang: Lang) -> &'static str {
        match self {
            Players => lang.pick(
                "Adları virgülle ayırın: Ali, Veli, Can",
                "Names separated by commas: Ali, Veli, Can",
            ),
            AnteAmounts => match s.ante {
                AntePlan::DealerOnly { .. } | AntePlan::GelGel { .. } => {
                    lang.pick("Bir sayı: 10", "One number: 10")
                }
                AntePlan::Merdiven { .. } => lang.pick(
                    "Taban × adımlar: 10 × 1 2 3 2 1",
                    "Base × steps: 10 × 1 2 3 2 1",
                ),
                AntePlan::Turlu { .. } => lang.pick(
                    "Her tur için miktar: 10 20 30",
                    "An amount per tur: 10 20 30",
                ),
                AntePlan::Blinds { .. } => lang.pick(
                    "Seviyeler dk:küçük/büyük, 0 dk = sonuna kadar: 20:5/10, 0:10/20",
                    "Levels min:small/big, 0 min = to the end: 20:5/10, 0:10/20",
                ),
            },
            SeansLength => lang.pick(
                "Dakika ya da tur: 90 dk, 10 tur (←→ türü değiştirir)",
                "Minutes or turs: 90 min, 10 tur (←→ switch)",
            ),
            MaxKav | SitOutLimit => lang.pick(
                "Bir sayı; boş ya da - sınır yok demek",
                "A number; empty or - means no limit",
            ),
            TurDefinition => lang.pick(
                "←→: dağıtım tur sahibine dönünce / sabit el sayısı; Enter: el sayısını yaz",
                "←→: when the deal returns to the tur's owner / a fixed number of hands; Enter: type the number",
            ),
            Cashier => lang.pick(
                "←→ oyunculardan seç; Enter: dışarıdan birinin adını yaz (boş = yok)",
                "←→ pick a player; Enter: type an outsider's name (empty = none)",
            ),
            Rules => lang.pick("←→ kural setini değiştir", "←→ change the rule set"),
            _ if self.typed() => lang.pick("Enter: yaz, Enter: kaydet", "Enter: type, Enter: keep"),
            _ => lang.pick("←→ değiştir", "←→ change"),
        }
    }
}

fn yes_no(b: bool, lang: Lang) -> String {
    lang.pick(
        if b { "evet" } else { "hayır" },
        if b { "yes" } else { "no" },
    )
    .to_string()
}

fn after_name(a: AfterSchedule, lang: Lang) -> &'static str {
    match a {
        AfterSchedule::Repeat => lang.pick("baştan tekrarla", "repeat"),
        AfterSchedule::HoldLast => lang.pick("son adımda kal", "hold the last step"),
        AfterSchedule::First => lang.pick("ilk adıma dön", "back to the first step"),
    }
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The ante amounts as they are typed.
fn ante_text(a: &AntePlan) -> String {
    match a {
        AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => amount.to_string(),
        AntePlan::Merdiven { base, steps, .. } => format!("{base} × {}", join(steps)),
        AntePlan::Turlu { per_tur, .. } => join(per_tur),
        AntePlan::Blinds { levels } => levels
            .iter()
            .map(|l| format!("{}:{}/{}", l.minutes, l.small, l.big))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// The row's value as shown.
pub fn value(f: Field, s: &Setup, lang: Lang) -> String {
    let h = &s.house;
    match f {
        Name => s.name.clone(),
        Players => s.players.join(", "),
        Rules => s.rules.clone(),
        Yer => s.stakes.yer.to_string(),
        MinKav => s.stakes.min_kav.to_string(),
        MaxKav => s.stakes.max_kav.map_or_else(
            || lang.pick("sınır yok", "no limit").into(),
            |m| m.to_string(),
        ),
        Cikma => s.stakes.cikma.to_string(),
        ChipValue => s.stakes.chip_value.to_string(),
        Currency => s.stakes.currency.clone(),
        Ante => match s.ante {
            AntePlan::DealerOnly { .. } => lang.pick("sadece dağıtan (R17)", "dealer only (R17)"),
            AntePlan::GelGel { .. } => lang.pick("gel-gel (R18)", "gel-gel, everyone (R18)"),
            AntePlan::Merdiven { .. } => lang.pick("merdiven (R19)", "merdiven, ladder (R19)"),
            AntePlan::Turlu { .. } => lang.pick("turlu (R20)", "turlu, per tur (R20)"),
            AntePlan::Blinds { .. } => lang.pick("kör bahisler", "blinds"),
        }
        .into(),
        AnteAmounts => ante_text(&s.ante),
        AnteAfter => match s.ante {
            AntePlan::Merdiven { after, .. } | AntePlan::Turlu { after, .. } => {
                after_name(after, lang).into()
            }
            _ => "—".into(),
        },
        SeansLength => match (s.seans.length, lang) {
            (st::SeansLength::Minutes(m), Lang::Tr) => format!("{m} dk"),
            (st::SeansLength::Minutes(m), Lang::En) => format!("{m} min"),
            (st::SeansLength::Turs(t), _) => format!("{t} tur"),
        },
        BreakMinutes => s.seans.break_minutes.to_string(),
        Mandatory => s.seans.mandatory.to_string(),
        ClosingTurs => s.seans.closing_turs.to_string(),
        PasDoMen => yes_no(h.pas_do_men, lang),
        MisdealRedeal => match h.misdeal_redeal {
            st::MisdealRedeal::NextDealer => lang.pick("sıradaki dağıtır", "the next player deals"),
            st::MisdealRedeal::SameDealer => {
                lang.pick("aynı kişi yeniden dağıtır", "the same dealer again")
            }
        }
        .into(),
        TurDefinition => match h.tur_definition {
            st::TurDefinition::DealReturnsToOwner => lang
                .pick("dağıtım tur sahibine dönünce", "when the deal returns")
                .into(),
            st::TurDefinition::Hands(n) => match lang {
                Lang::Tr => format!("{n} el"),
                Lang::En => format!("{n} hands"),
            },
        },
        AllPass => match h.all_pass {
            st::AllPass::AnteAgain => lang.pick("pot kalır, yine ante", "pot stays, ante again"),
            st::AllPass::NoNewAnte => lang.pick("pot kalır, ante yok", "pot stays, no new ante"),
        }
        .into(),
        KavTopUp => match h.kav_topup {
            st::KavTopUp::BetweenHandsNoCarry => lang.pick(
                "eller arasında, ortada pot yokken",
                "between hands, no pot in the middle",
            ),
            st::KavTopUp::BetweenHands => {
                lang.pick("eller arasında her zaman", "between hands, always")
            }
        }
        .into(),
        Cashier => match &h.cashier {
            st::Cashier::None => lang.pick("yok", "none").into(),
            st::Cashier::Player(n) => n.clone(),
            st::Cashier::Outsider(n) => {
                format!("{n} ({})", lang.pick("dışarıdan", "outsider"))
            }
        },
        FinishInsist => yes_no(h.finish_insist, lang),
        InitialDealer => match h.initial_dealer {
            st::InitialDealer::HighCardDraw => {
                lang.pick("kurada en büyük kağıt", "highest card drawn")
            }
            st::InitialDealer::Random => lang.pick("rastgele bir oyuncu", "a random player"),
        }
        .into(),
        SitOutLimit => h.sit_out_limit.map_or_else(
            || lang.pick("sınır yok", "no limit").into(),
            |n| match lang {
                Lang::Tr => format!("üst üste {n} el"),
                Lang::En => format!("{n} hands in a row"),
            },
        ),
    }
}

/// What Enter puts in the input box.
pub fn edit_text(f: Field, s: &Setup) -> String {
    match f {
        Name => s.name.clone(),
        Players => s.players.join(", "),
        MaxKav => s.stakes.max_kav.map_or_else(String::new, |m| m.to_string()),
        Currency => s.stakes.currency.clone(),
        AnteAmounts => ante_text(&s.ante),
        SeansLength => match s.seans.length {
            st::SeansLength::Minutes(m) => format!("{m} dk"),
            st::SeansLength::Turs(t) => format!("{t} tur"),
        },
        TurDefinition => match s.house.tur_definition {
            st::TurDefinition::Hands(n) => n.to_string(),
            st::TurDefinition::DealReturnsToOwner => String::new(),
        },
        Cashier => match &s.house.cashier {
            st::Cashier::None => String::new(),
            st::Cashier::Player(n) | st::Cashier::Outsider(n) => n.clone(),
        },
        SitOutLimit => s
            .house
            .sit_out_limit
            .map_or_else(String::new, |n| n.to_string()),
        _ => value(f, s, Lang::En),
    }
}

fn cycle<T: Copy + PartialEq>(all: &[T], cur: T, dir: i32) -> T {
    let i = all.iter().position(|&x| x == cur).unwrap_or(0) as i32;
    let n = all.len() as i32;
    all.get((i + dir).rem_euclid(n.max(1)) as usize)
        .copied()
        .unwrap_or(cur)
}

/// The first ante amount of a plan, to carry over when its kind changes.
fn base_amount(a: &AntePlan) -> i64 {
    match a {
        AntePlan::DealerOnly { amount } | AntePlan::GelGel { amount } => *amount,
        AntePlan::Merdiven { base, .. } => *base,
        AntePlan::Turlu { per_tur, .. } => per_tur.first().copied().unwrap_or(10),
        AntePlan::Blinds { levels } => levels.first().map_or(10, |l| l.small),
    }
    .max(1)
}

/// ←→ on a row: the next (`dir` = 1) or previous (-1) choice. `rule_ids` are
/// the rule sets to cycle through.
pub fn step(f: Field, s: &mut Setup, dir: i32, rule_ids: &[String]) {
    let h = &mut s.house;
    match f {
        Rules => {
            let i = rule_ids.iter().position(|r| *r == s.rules).unwrap_or(0) as i32;
            let n = rule_ids.len().max(1) as i32;
            if let Some(r) = rule_ids.get((i + dir).rem_euclid(n) as usize) {
                s.rules = r.clone();
            }
        }
        Ante => {
            let a = base_amount(&s.ante);
            let kinds = [0, 1, 2, 3, 4];
            let cur = match s.ante {
                AntePlan::DealerOnly { .. } => 0,
                AntePlan::GelGel { .. } => 1,
                AntePlan::Merdiven { .. } => 2,
                AntePlan::Turlu { .. } => 3,
                AntePlan::Blinds { .. } => 4,
            };
            s.ante = match cycle(&kinds, cur, dir) {
                0 => AntePlan::DealerOnly { amount: a },
                1 => AntePlan::GelGel { amount: a },
                2 => AntePlan::Merdiven {
                    base: a,
                    steps: vec![1, 2, 3, 2, 1],
                    after: AfterSchedule::Repeat,
                },
                3 => AntePlan::Turlu {
                    per_tur: vec![a, 2 * a, 3 * a],
                    after: AfterSchedule::HoldLast,
                },
                _ => AntePlan::Blinds {
                    levels: vec![
                        BlindLevel {
                            minutes: 30,
                            small: a,
                            big: 2 * a,
                        },
                        BlindLevel {
                            minutes: 0,
                            small: 2 * a,
                            big: 4 * a,
                        },
                    ],
                },
            };
        }
        AnteAfter => {
            let all = [
                AfterSchedule::Repeat,
                AfterSchedule::HoldLast,
                AfterSchedule::First,
            ];
            if let AntePlan::Merdiven { after, .. } | AntePlan::Turlu { after, .. } = &mut s.ante {
                *after = cycle(&all, *after, dir);
            }
        }
        SeansLength => {
            s.seans.length = match s.seans.length {
                st::SeansLength::Minutes(_) => st::SeansLength::Turs(8),
                st::SeansLength::Turs(_) => st::SeansLength::Minutes(90),
            }
        }
        PasDoMen => h.pas_do_men = !h.pas_do_men,
        FinishInsist => h.finish_insist = !h.finish_insist,
        MisdealRedeal => {
            let all = [st::MisdealRedeal::NextDealer, st::MisdealRedeal::SameDealer];
            h.misdeal_redeal = cycle(&all, h.misdeal_redeal, dir);
        }
        TurDefinition => {
            h.tur_definition = match h.tur_definition {
                st::TurDefinition::DealReturnsToOwner => {
                    st::TurDefinition::Hands(s.players.len().max(2) as u32)
                }
                st::TurDefinition::Hands(_) => st::TurDefinition::DealReturnsToOwner,
            }
        }
        AllPass => {
            let all = [st::AllPass::AnteAgain, st::AllPass::NoNewAnte];
            h.all_pass = cycle(&all, h.all_pass, dir);
        }
        KavTopUp => {
            let all = [
                st::KavTopUp::BetweenHandsNoCarry,
                st::KavTopUp::BetweenHands,
            ];
            h.kav_topup = cycle(&all, h.kav_topup, dir);
        }
        InitialDealer => {
            let all = [st::InitialDealer::HighCardDraw, st::InitialDealer::Random];
            h.initial_dealer = cycle(&all, h.initial_dealer, dir);
        }
        Cashier => {
            // None, then each player in turn.
            let mut all = vec![st::Cashier::None];
            all.extend(s.players.iter().map(|p| st::Cashier::Player(p.clone())));
            let i = all.iter().position(|c| *c == h.cashier).unwrap_or(0) as i32;
            let n = all.len() as i32;
            if let Some(c) = all.get((i + dir).rem_euclid(n) as usize) {
                h.cashier = c.clone();
            }
        }
        SitOutLimit => {
            h.sit_out_limit = match (h.sit_out_limit, dir) {
                (None, d) if d > 0 => Some(1),
                (None, _) => None,
                (Some(n), d) if d > 0 => Some(n.saturating_add(1)),
                (Some(1), _) => None,
                (Some(n), _) => Some(n - 1),
            }
        }
        _ => {}
    }
}

/// Why typed text was not taken (in the user's language).
fn not_a_number(lang: Lang) -> String {
    lang.pick("Bir tam sayı yazın.", "Type a whole number.")
        .into()
}

fn int(text: &str, lang: Lang) -> Result<i64, String> {
    let t: String = text.chars().filter(|c| !matches!(c, '.' | '_')).collect();
    t.trim().parse::<i64>().map_err(|_| not_a_number(lang))
}

fn uint(text: &str, lang: Lang) -> Result<u32, String> {
    text.trim().parse::<u32>().map_err(|_| not_a_number(lang))
}

fn numbers<T: std::str::FromStr>(text: &str, lang: Lang) -> Result<Vec<T>, String> {
    let v: Result<Vec<T>, _> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(str::parse)
        .collect();
    match v {
        Ok(v) if !v.is_empty() => Ok(v),
        _ => Err(lang
            .pick(
                "Boşlukla ayrılmış tam sayılar yazın.",
                "Type whole numbers separated by spaces.",
            )
            .into()),
    }
}

fn optional(text: &str) -> Option<&str> {
    let t = text.trim();
    (!t.is_empty() && t != "-").then_some(t)
}

/// Takes typed text into the setup. Range checks are left to
/// [`Setup::validate`], which runs when the night starts or is saved.
pub fn parse(f: Field, s: &mut Setup, text: &str, lang: Lang) -> Result<(), String> {
    let t = text.trim();
    match f {
        Name => {
            if t.is_empty() {
                return Err(lang
                    .pick("Ad boş olamaz.", "The name cannot be empty.")
                    .into());
            }
            s.name = t.to_string();
        }
        Players => {
            s.players = t
                .split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect();
        }
        Yer => s.stakes.yer = int(t, lang)?,
        MinKav => s.stakes.min_kav = int(t, lang)?,
        MaxKav => {
            s.stakes.max_kav = match optional(t) {
                None => None,
                Some(v) => Some(int(v, lang)?),
            }
        }
        Cikma => s.stakes.cikma = int(t, lang)?,
        ChipValue => s.stakes.chip_value = int(t, lang)?,
        Currency => s.stakes.currency = t.to_string(),
        AnteAmounts => {
            s.ante = match &s.ante {
                AntePlan::DealerOnly { .. } => AntePlan::DealerOnly {
                    amount: int(t, lang)?,
                },
                AntePlan::GelGel { .. } => AntePlan::GelGel {
                    amount: int(t, lang)?,
                },
                AntePlan::Merdiven { after, .. } => {
                    let (base, steps) = t
                        .split_once(['×', 'x', 'X', '*'])
                        .ok_or_else(|| f.hint(s, lang).to_string())?;
                    AntePlan::Merdiven {
                        base: int(base, lang)?,
                        steps: numbers(steps, lang)?,
                        after: *after,
                    }
                }
                AntePlan::Turlu { after, .. } => AntePlan::Turlu {
                    per_tur: numbers(t, lang)?,
                    after: *after,
                },
                AntePlan::Blinds { .. } => {
                    let mut levels = Vec::new();
                    for part in t.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                        let level = part.split_once(':').and_then(|(m, sb)| {
                            let (sm, bg) = sb.split_once('/')?;
                            Some(BlindLevel {
                                minutes: m.trim().parse().ok()?,
                                small: sm.trim().parse().ok()?,
                                big: bg.trim().parse().ok()?,
                            })
                        });
                        levels.push(level.ok_or_else(|| f.hint(s, lang).to_string())?);
                    }
                    AntePlan::Blinds { levels }
                }
            }
        }
        SeansLength => {
            let folded = fold(t);
            let digits: String = folded.chars().take_while(char::is_ascii_digit).collect();
            let unit = folded[digits.len()..].trim();
            let n = uint(&digits, lang)?;
            s.seans.length = match unit {
                "" | "dk" | "dakika" | "min" | "m" | "minutes" => st::SeansLength::Minutes(n),
                "tur" | "t" | "turs" => st::SeansLength::Turs(n),
                _ => return Err(f.hint(s, lang).to_string()),
            };
        }
        BreakMinutes => s.seans.break_minutes = uint(t, lang)?,
        Mandatory => s.seans.mandatory = uint(t, lang)?,
        ClosingTurs => s.seans.closing_turs = uint(t, lang)?,
        TurDefinition => {
            s.house.tur_definition = match optional(t) {
                None => st::TurDefinition::DealReturnsToOwner,
                Some(v) => st::TurDefinition::Hands(uint(v, lang)?),
            }
        }
        Cashier => {
            s.house.cashier = match optional(t) {
                None => st::Cashier::None,
                Some(name) => match s.players.iter().find(|p| fold(p) == fold(name)) {
                    Some(p) => st::Cashier::Player(p.clone()),
                    None => st::Cashier::Outsider(name.to_string()),
                },
            }
        }
        SitOutLimit => {
            s.house.sit_out_limit = match optional(t) {
                None => None,
                Some(v) => Some(uint(v, lang)?),
            }
        }
        _ => {}
    }
    Ok(())
}
