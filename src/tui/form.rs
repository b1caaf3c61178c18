//! The setup form: every field of a preset as one row the host can change
//! with ←→ (choices) or by typing (numbers, names, lists). The rows are data,
//! like the keymap, so the screen, the tests and the help agree.

use crate::i18n::Lang;
use crate::night::setup::{self as st, AntePlan, Setup};

/// The rows of the form, declared once: the enum and [`FIELDS`] (its rows,
/// top to bottom) come from the same list.
macro_rules! fields {
    ($($f:ident),* $(,)?) => {
        /// One row of the form.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Field {
            $($f,)*
        }

        /// The rows, top to bottom.
        pub const FIELDS: &[Field] = &[$(Field::$f,)*];
    };
}

fields!(
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
    OddChip,
    Alerts,
);

use Field::*;

impl Field {
    pub fn label(self, lang: Lang) -> &'static str {
        crate::i18n::form::label(self, lang)
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
            OddChip => "house.odd_chip",
            Alerts => "house.alerts",
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
                | OddChip
                | Alerts
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
                | OddChip
                | Alerts
        )
    }

    /// How to type it (shown under the form while the row is selected).
    pub fn hint(self, s: &Setup, lang: Lang) -> &'static str {
        crate::i18n::form::hint(self, s, lang)
    }

    /// The house-rule code of the row, shown in the help (not the label).
    pub fn code(self) -> Option<&'static str> {
        Some(match self {
            Ante => "R17–R20",
            PasDoMen => "R7",
            MisdealRedeal => "C2",
            TurDefinition => "C5",
            AllPass => "R22",
            KavTopUp => "R24, C15",
            Cashier => "R25",
            FinishInsist => "R13",
            InitialDealer => "C14",
            SitOutLimit => "R23",
            _ => return None,
        })
    }
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The ante amounts as they are typed.
pub fn ante_text(a: &AntePlan) -> String {
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
    crate::i18n::form::value(f, s, lang)
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

pub use super::form_edit::{parse, step};
