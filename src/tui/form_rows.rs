//! The setup form's rows, top to bottom: one [`Row`] each. A new field of
//! the setup gets its row here (and its label in `i18n::form`); [`Field`]
//! and [`FIELDS`] come from the same list.

use super::form_edit::{self as e, cycle, int, opt_text, uint};
use crate::i18n::Lang;
use crate::i18n::form as w;
use crate::night::setup::{self as st, Setup};

/// ←→ on a row: `dir` 1 = the next choice, -1 = the previous; the rule-set
/// ids are what the rule-set row cycles through.
pub type Step = fn(&mut Setup, i32, &[String]);

/// Typed text (trimmed) into the setup, or why it was not taken, in `Lang`.
pub type Parse = fn(&mut Setup, &str, Lang) -> Result<(), String>;

/// How a row changes.
#[derive(Clone, Copy)]
pub enum Kind {
    /// ←→ walks through the choices.
    Choice(Step),
    /// Enter opens it for typing (a number, a name, a list).
    Typed(Parse),
    /// Both: ←→ switches the kind, Enter types the value.
    Both(Step, Parse),
}

/// One row of the form.
#[derive(Clone, Copy)]
pub struct Row {
    /// The field path [`Setup::validate`] names, so its errors can point at
    /// a row; also the key of the row's label in `i18n::form`.
    pub path: &'static str,
    /// The value as shown.
    pub show: fn(&Setup, Lang) -> String,
    pub kind: Kind,
    /// What Enter puts in the input box; without it, the value as shown in
    /// English.
    pub text: Option<fn(&Setup) -> String>,
    /// How to change it; without it, the plain hint of its kind.
    pub hint: Option<fn(&Setup, Lang) -> &'static str>,
    /// The house-rule code, shown in the help (not the label).
    pub code: Option<&'static str>,
    /// The value is a rule-set id: the form shows the rule set's name.
    pub rule_set: bool,
    /// The value is the night's players, which the rule set must take.
    pub players: bool,
    /// The value is the chip set, which must pay the setup's amounts.
    pub chip_set: bool,
}

impl Row {
    const fn new(path: &'static str, show: fn(&Setup, Lang) -> String, kind: Kind) -> Row {
        Row {
            path,
            show,
            kind,
            text: None,
            hint: None,
            code: None,
            rule_set: false,
            players: false,
            chip_set: false,
        }
    }

    /// A row changed with ←→.
    pub const fn choice(path: &'static str, show: fn(&Setup, Lang) -> String, s: Step) -> Row {
        Row::new(path, show, Kind::Choice(s))
    }

    /// A row typed with Enter.
    pub const fn typed(path: &'static str, show: fn(&Setup, Lang) -> String, p: Parse) -> Row {
        Row::new(path, show, Kind::Typed(p))
    }

    /// A row with both.
    pub const fn both(
        path: &'static str,
        show: fn(&Setup, Lang) -> String,
        s: Step,
        p: Parse,
    ) -> Row {
        Row::new(path, show, Kind::Both(s, p))
    }

    pub const fn text(mut self, f: fn(&Setup) -> String) -> Row {
        self.text = Some(f);
        self
    }

    pub const fn hint(mut self, f: fn(&Setup, Lang) -> &'static str) -> Row {
        self.hint = Some(f);
        self
    }

    pub const fn code(mut self, c: &'static str) -> Row {
        self.code = Some(c);
        self
    }

    /// Its value is a rule-set id, shown by the rule set's name.
    pub const fn rule_set(mut self) -> Row {
        self.rule_set = true;
        self
    }

    /// Its value is the night's players: the rule set must take as many.
    pub const fn players(mut self) -> Row {
        self.players = true;
        self
    }

    /// Its value is the chip set: it must pay the setup's amounts.
    pub const fn chip_set(mut self) -> Row {
        self.chip_set = true;
        self
    }
}

/// Declares [`Field`] (one variant per row), [`FIELDS`] (the rows, top to
/// bottom) and [`Field::row`] from one list of `Variant: row,`.
macro_rules! rows {
    ($($f:ident: $row:expr,)*) => {
        /// One row of the form.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Field {
            $($f,)*
        }

        /// The rows, top to bottom.
        pub const FIELDS: &[Field] = &[$(Field::$f,)*];

        impl Field {
            /// The row's descriptor.
            pub fn row(self) -> &'static Row {
                match self {
                    $(Field::$f => {
                        const ROW: Row = $row;
                        &ROW
                    })*
                }
            }
        }
    };
}

rows! {
    Name: Row::typed("name", |s, _| s.name.clone(), e::name),
    Players: Row::typed("players", |s, _| s.players.join(", "), e::players)
        .hint(|_, l| w::players_hint(l))
        .players(),
    Rules: Row::choice("rules", |s, _| s.rules.clone(), e::rules)
        .hint(|_, l| w::rules_hint(l))
        .rule_set(),
    Yer: Row::typed("stakes.yer", |s, _| s.stakes.yer.to_string(), |s, t, l| {
        s.stakes.yer = int(t, l)?;
        Ok(())
    }),
    MinKav: Row::typed("stakes.min_kav", |s, _| s.stakes.min_kav.to_string(), |s, t, l| {
        s.stakes.min_kav = int(t, l)?;
        Ok(())
    }),
    MaxKav: Row::typed(
        "stakes.max_kav",
        |s, l| s.stakes.max_kav.map_or_else(|| w::no_limit(l).into(), |m| m.to_string()),
        |s, t, l| {
            s.stakes.max_kav = e::optional(t).map(|v| int(v, l)).transpose()?;
            Ok(())
        },
    )
    .text(|s| opt_text(s.stakes.max_kav))
    .hint(|_, l| w::limit_hint(l)),
    Cikma: Row::typed("stakes.cikma", |s, _| s.stakes.cikma.to_string(), |s, t, l| {
        s.stakes.cikma = int(t, l)?;
        Ok(())
    }),
    ChipValue: Row::typed("stakes.chip_value", |s, _| s.stakes.chip_value.to_string(), |s, t, l| {
        s.stakes.chip_value = int(t, l)?;
        Ok(())
    }),
    Currency: Row::typed("stakes.currency", |s, _| s.stakes.currency.clone(), |s, t, _| {
        s.stakes.currency = t.to_string();
        Ok(())
    }),
    Ante: Row::choice("ante", |s, l| w::ante_kind(&s.ante, l).into(), e::ante_kind)
        .code("R17–R20"),
    AnteAmounts: Row::typed("ante.", |s, _| e::ante_text(&s.ante), e::ante_amounts)
        .hint(|s, l| w::ante_hint(&s.ante, l)),
    AnteAfter: Row::choice("ante.after", |s, l| w::ante_after(&s.ante, l).into(), e::ante_after),
    SeansLength: Row::both(
        "seans.length",
        |s, l| w::seans_length(s.seans.length, l),
        e::seans_kind,
        e::seans_length,
    )
    .text(e::seans_text)
    .hint(|_, l| w::seans_length_hint(l)),
    BreakMinutes: Row::typed(
        "seans.break_minutes",
        |s, _| s.seans.break_minutes.to_string(),
        |s, t, l| {
            s.seans.break_minutes = uint(t, l)?;
            Ok(())
        },
    ),
    Mandatory: Row::typed("seans.mandatory", |s, _| s.seans.mandatory.to_string(), |s, t, l| {
        s.seans.mandatory = uint(t, l)?;
        Ok(())
    }),
    ClosingTurs: Row::typed(
        "seans.closing_turs",
        |s, _| s.seans.closing_turs.to_string(),
        |s, t, l| {
            s.seans.closing_turs = uint(t, l)?;
            Ok(())
        },
    ),
    PasDoMen: Row::choice(
        "house.pas_do_men",
        |s, l| w::yes_no(s.house.pas_do_men, l).into(),
        |s, _, _| s.house.pas_do_men = !s.house.pas_do_men,
    )
    .code("R7"),
    MisdealRedeal: Row::choice(
        "house.misdeal_redeal",
        |s, l| w::misdeal_redeal(s.house.misdeal_redeal, l).into(),
        |s, d, _| {
            let all = [st::MisdealRedeal::NextDealer, st::MisdealRedeal::SameDealer];
            s.house.misdeal_redeal = cycle(&all, &s.house.misdeal_redeal, d);
        },
    )
    .code("C2"),
    TurDefinition: Row::both(
        "house.tur_definition",
        |s, l| w::tur_definition(s.house.tur_definition, l),
        e::tur_kind,
        e::tur_hands,
    )
    .text(e::tur_text)
    .hint(|_, l| w::tur_hint(l))
    .code("C5"),
    AllPass: Row::choice(
        "house.all_pass",
        |s, l| w::all_pass(s.house.all_pass, l).into(),
        |s, d, _| {
            let all = [st::AllPass::AnteAgain, st::AllPass::NoNewAnte];
            s.house.all_pass = cycle(&all, &s.house.all_pass, d);
        },
    )
    .code("R22"),
    KavTopUp: Row::choice(
        "house.kav_topup",
        |s, l| w::kav_topup(s.house.kav_topup, l).into(),
        |s, d, _| {
            let all = [st::KavTopUp::BetweenHandsNoCarry, st::KavTopUp::BetweenHands];
            s.house.kav_topup = cycle(&all, &s.house.kav_topup, d);
        },
    )
    .code("R24, C15"),
    Cashier: Row::both(
        "house.cashier",
        |s, l| w::cashier(&s.house.cashier, l),
        e::cashier_pick,
        e::cashier_name,
    )
    .text(e::cashier_text)
    .hint(|_, l| w::cashier_hint(l))
    .code("R25"),
    FinishInsist: Row::choice(
        "house.finish_insist",
        |s, l| w::yes_no(s.house.finish_insist, l).into(),
        |s, _, _| s.house.finish_insist = !s.house.finish_insist,
    )
    .code("R13"),
    InitialDealer: Row::choice(
        "house.initial_dealer",
        |s, l| w::initial_dealer(s.house.initial_dealer, l).into(),
        |s, d, _| {
            let all = [st::InitialDealer::HighCardDraw, st::InitialDealer::Random];
            s.house.initial_dealer = cycle(&all, &s.house.initial_dealer, d);
        },
    )
    .code("C14"),
    SitOutLimit: Row::both(
        "house.sit_out_limit",
        |s, l| w::sit_out_limit(s.house.sit_out_limit, l),
        |s, d, _| s.house.sit_out_limit = e::step_limit(s.house.sit_out_limit, d),
        |s, t, l| {
            s.house.sit_out_limit = e::limit(t, l)?;
            Ok(())
        },
    )
    .text(|s| opt_text(s.house.sit_out_limit))
    .hint(|_, l| w::limit_hint(l))
    .code("R23"),
    AtSitOutLimit: Row::choice(
        "house.at_sit_out_limit",
        |s, l| w::at_sit_out_limit(s.house.at_sit_out_limit, l).into(),
        |s, d, _| {
            let all = [st::AtSitOutLimit::Warn, st::AtSitOutLimit::Skip];
            s.house.at_sit_out_limit = cycle(&all, &s.house.at_sit_out_limit, d);
        },
    )
    .code("R23"),
    OddChip: Row::choice(
        "house.odd_chip",
        |s, l| w::odd_chip(s.house.odd_chip, l).into(),
        |s, d, _| {
            let all = [st::OddChip::LeftOfDealer, st::OddChip::FirstTyped];
            s.house.odd_chip = cycle(&all, &s.house.odd_chip, d);
        },
    ),
    Alerts: Row::choice(
        "house.alerts",
        |s, l| w::alerts(s.house.alerts, l).into(),
        |s, d, _| {
            let all = [
                st::Alerts::Off,
                st::Alerts::Bell,
                st::Alerts::Sound,
                st::Alerts::Voice,
            ];
            s.house.alerts = cycle(&all, &s.house.alerts, d);
        },
    ),
    MaldonAntes: Row::choice(
        "house.maldon_antes",
        |s, l| w::maldon_antes(s.house.maldon_antes, l).into(),
        |s, d, _| {
            let all = [st::MaldonAntes::Keep, st::MaldonAntes::Again];
            s.house.maldon_antes = cycle(&all, &s.house.maldon_antes, d);
        },
    )
    .code("R6"),
    DeckFollows: Row::choice(
        "house.deck_follows_players",
        |s, l| w::deck_follows(s.house.deck_follows_players, l).into(),
        |s, d, _| {
            use st::DeckFollows as D;
            let all = [D::AtNextHand, D::AtNextTur, D::Ask, D::Never];
            s.house.deck_follows_players = cycle(&all, &s.house.deck_follows_players, d);
        },
    )
    .code("R1, C3"),
    DoubleDeck: Row::choice(
        "house.double_deck",
        |s, l| w::yes_no(s.house.double_deck, l).into(),
        |s, _, _| s.house.double_deck = !s.house.double_deck,
    )
    .code("R5"),
    SpeakDealer: Row::choice(
        "house.speak_dealer",
        |s, l| w::yes_no(s.house.speak_dealer, l).into(),
        |s, _, _| s.house.speak_dealer = !s.house.speak_dealer,
    ),
    Chips: Row::typed("chips", e::chips_shown, e::chips)
        .text(|s| crate::night::chips::set_text(&s.chips))
        .hint(|_, l| crate::i18n::chip_set::hint(l))
        .chip_set(),
}
