//! The printed settlement of a night: plain text that
//! fits 80 columns, Markdown and CSV, from the night's [`State`].
//!
//! Pure: no clock, no files. The caller passes the night's creation time
//! and the time of printing ([`Meta`]); times of day are shown in the
//! creation time's UTC offset, so the same night prints the same anywhere.
//!
//! A report is refused while a player's chips are not counted or while the
//! count does not sum to zero and no resolution is recorded
//! (RELIABILITY 7): [`ReportError`].

mod chat;
mod csv;
pub mod handles;
mod json;
pub mod ledger;
mod markdown;
mod pdf;
pub mod pdf_draw;
pub mod pdf_ledger;
pub mod qr;
pub mod series;
mod text;

pub use chat::{CHAT_LIMIT, whatsapp_url};
pub use csv::{CsvTable, guard as csv_guard};
pub use handles::Handles;
pub use json::handle_json;

use crate::i18n::{Lang, report as words};
use crate::money::{Chips, Kurus, Party, Resolve, SettleError, Settlement};
use crate::night::setup::Cashier;
use crate::night::{Event, Night, State};
use crate::units::PerPlayer;
use chrono::{DateTime, FixedOffset, Timelike};

pub use csv::HEADER as CSV_HEADER;

/// Which kind of report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Plain text, at most 80 characters a line.
    Text,
    /// Markdown with tables.
    Markdown,
    /// CSV: players, transfers, the night (docs/FORMATS.md).
    Csv,
    /// A short plain text for the group chat (issue 26): no box drawing,
    /// the night's name and date, one line per transfer with the payee's
    /// handle, each player's total.
    Chat,
}

/// What the report needs besides the state: times the state does not hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    /// When the night was created (RFC 3339, the journal header).
    pub created: String,
    /// When the report is made (RFC 3339); the caller reads the clock.
    pub printed_at: String,
    /// When the night ended (`NightEnded`), if it has (Unix ms).
    pub ended_at: Option<i64>,
    /// The time of the last event that counts (Unix ms).
    pub last_event_at: Option<i64>,
    /// How each payee wants to be paid (from the ledger; empty for none):
    /// shown beside the transfers to him.
    pub handles: Handles,
}

impl Meta {
    /// The times of `night`'s journal (undone events do not count).
    pub fn of(night: &Night, created: &str, printed_at: &str) -> Meta {
        let events = crate::night::state::effective(night.records());
        Meta {
            created: created.to_string(),
            printed_at: printed_at.to_string(),
            ended_at: events
                .iter()
                .rev()
                .find(|r| matches!(r.event, Event::NightEnded { .. }))
                .map(|r| r.at),
            last_event_at: events.last().map(|r| r.at),
            handles: Handles::default(),
        }
    }

    /// These times with the payees' handles.
    pub fn with_handles(mut self, handles: Handles) -> Meta {
        self.handles = handles;
        self
    }
}

/// Why a night's settlement cannot be printed yet.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReportError {
    #[error("no final chip count for {}", .players.join(", "))]
    Uncounted { players: Vec<String> },
    #[error(
        "the count is off by {difference} chips ({counted} counted against {bought} bought in kav); resolve it first: assign it to a player, spread it evenly, or book it as lost chips"
    )]
    OpenDifference {
        /// Chips counted minus kav bought.
        difference: Chips,
        counted: Chips,
        bought: Chips,
    },
    #[error("{name} is the cashier and cannot deposit with himself")]
    CashierDeposit { name: String },
    #[error("{0}")]
    Settle(SettleError),
    /// The PDF writer failed (`--format pdf`).
    #[error("PDF: {0}")]
    Pdf(String),
}

impl ReportError {
    /// The error in the user's language, one line.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            ReportError::Uncounted { players } => words::uncounted(players, lang),
            ReportError::OpenDifference {
                difference,
                counted,
                bought,
            } => words::open_difference(*difference, *counted, *bought, lang),
            ReportError::CashierDeposit { name } => words::cashier_deposit(name, lang),
            ReportError::Settle(SettleError::MoneyTooLarge) => crate::i18n::money::too_large(lang),
            ReportError::Settle(e) => e.to_string(),
            ReportError::Pdf(detail) => crate::i18n::pdf::failed(detail, lang),
        }
    }
}

/// Renders the settlement of `state`. CSV does not depend on `lang`.
pub fn render(
    state: &State,
    meta: &Meta,
    format: Format,
    lang: Lang,
) -> Result<String, ReportError> {
    let facts = Facts::new(state, meta)?;
    let text = match format {
        Format::Text => text::render(&facts, lang),
        Format::Markdown => markdown::render(&facts, lang),
        Format::Csv => csv::render(&facts),
        Format::Chat => chat::render(&facts, lang),
    };
    // Whatever text still holds a control character (a name or currency
    // from an older file) is escaped, never printed raw (F6).
    Ok(crate::rules::load::inert(&text).into_owned())
}

/// One table of the CSV report (`night report --format csv --table …`),
/// its header row first; refused exactly when [`render`] is.
pub fn render_csv_table(
    state: &State,
    meta: &Meta,
    table: CsvTable,
) -> Result<String, ReportError> {
    let facts = Facts::new(state, meta)?;
    Ok(crate::rules::load::inert(&csv::render_table(&facts, table)).into_owned())
}

/// The settlement of `state` as JSON (`night report --json`), refused
/// exactly when [`render`] is.
pub fn render_json(state: &State, meta: &Meta) -> Result<serde_json::Value, ReportError> {
    Ok(json::render(&Facts::new(state, meta)?))
}

/// The settlement of `state` as an A4 PDF in `lang` (`night report
/// --format pdf`), refused exactly when [`render`] is. `handles`: each
/// payee's payment handle as shown beside the transfers to him, by his
/// name (empty: none).
pub fn render_pdf(
    state: &State,
    meta: &Meta,
    lang: Lang,
    handles: &std::collections::BTreeMap<String, String>,
) -> Result<Vec<u8>, ReportError> {
    pdf::render(&Facts::new(state, meta)?, handles, lang)
}

/// Whether `first_line` is the first line of a report racon writes (any
/// format, any language): `--out` overwrites only such files.
pub fn is_report_first_line(first_line: &str) -> bool {
    let line = first_line.trim_end_matches(['\r', '\n']);
    let line = line.strip_prefix('\u{feff}').unwrap_or(line);
    [Lang::Tr, Lang::En].into_iter().any(|lang| {
        let title = words::title(lang);
        line == title || line.strip_prefix("# ") == Some(title)
    }) || csv_first_line(line)
        || ledger::is_first_line(line)
}

/// The header of a night CSV racon writes: the whole report's (today's or
/// an older racon's) or one `--table`'s.
fn csv_first_line(line: &str) -> bool {
    [
        CSV_HEADER,
        csv::OLD_HEADER,
        csv::TRANSFERS_HEADER,
        csv::MONEY_HEADER,
        csv::NIGHT_HEADER,
    ]
    .contains(&line)
}

/// Whether `text` is, as far as racon can tell, one whole report it wrote
/// and nothing more: a report's first line, and a report's end — the
/// night's footer (`Prepared by racon · …`, in Markdown between `_`), the
/// night CSV's `printed_at` row, the ledger's footer (`Printed by racon:
/// …`), or for the ledger's CSV nothing but its rows. A report the host
/// wrote his own lines after is not one: `--out` leaves it alone (G12).
pub fn is_whole_report(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.trim().is_empty())
        .collect();
    let (Some(first), Some(last)) = (lines.first(), lines.last()) else {
        return false;
    };
    if !is_report_first_line(first) {
        return false;
    }
    if *first == ledger::CSV_HEADER {
        return lines[1..].iter().all(|l| {
            ["player,", "debt,", "settle,"]
                .iter()
                .any(|p| l.starts_with(p))
        });
    }
    if csv_first_line(first) {
        // The whole report ends with the night's `printed_at` row; one
        // table (`--table`) has no empty line in it.
        let sections = text.contains("\n\n") || text.contains("\r\n\r\n");
        return if sections {
            [CSV_HEADER, csv::OLD_HEADER].contains(first) && last.starts_with("printed_at,")
        } else {
            *first != csv::NIGHT_HEADER || last.starts_with("printed_at,")
        };
    }
    let last = last.trim();
    let last = last
        .strip_prefix('_')
        .and_then(|l| l.strip_suffix('_'))
        .unwrap_or(last);
    [Lang::Tr, Lang::En].into_iter().any(|lang| {
        last.starts_with(&words::footer("", lang))
            || last.starts_with(&crate::i18n::ledger::report_footer("", lang))
    })
}

// ----------------------------------------------------------- the facts

/// One player's line.
#[derive(Clone, Debug)]
struct Row {
    name: String,
    kav: Chips,
    chips: Chips,
    adjustment: Chips,
    net: Chips,
    money: Kurus,
    deposit: Chips,
    left: bool,
    reached_cikma: bool,
    reason: Option<String>,
    /// What he pays (−) or receives (+) in all (M2).
    in_all: Kurus,
    /// His share of the expenses.
    share: Kurus,
}

/// A transfer with names.
#[derive(Clone, Debug)]
struct Payment {
    from: String,
    to: String,
    chips: Chips,
    kurus: Kurus,
    /// How the payee wants to be paid, if the ledger says.
    handle: Option<handles::Handle>,
}

/// Everything the three formats show, worked out once.
struct Facts<'a> {
    state: &'a State,
    meta: &'a Meta,
    rows: PerPlayer<Row>,
    settlement: Settlement,
    payments: Vec<Payment>,
    /// The cashier's name and whether he is a player.
    cashier: Option<(String, bool)>,
    /// The UTC offset times of day are shown in.
    offset: FixedOffset,
    created: Option<DateTime<FixedOffset>>,
    first_deal: Option<i64>,
    /// The end of the night, or its last event while it goes on.
    end: Option<i64>,
    seanses: u32,
}

impl<'a> Facts<'a> {
    fn new(state: &'a State, meta: &'a Meta) -> Result<Facts<'a>, ReportError> {
        let missing: Vec<String> = state
            .uncounted()
            .into_iter()
            .map(|p| state.name(p).to_string())
            .collect();
        if !missing.is_empty() {
            return Err(ReportError::Uncounted { players: missing });
        }
        let settlement = state.settlement().map_err(|e| match e {
            SettleError::Unbalanced {
                difference,
                counted,
                bought,
            } => ReportError::OpenDifference {
                difference,
                counted,
                bought,
            },
            SettleError::CashierDeposit { player } => ReportError::CashierDeposit {
                name: state
                    .players
                    .get(player)
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
            },
            other => ReportError::Settle(other),
        })?;
        let cashier = match &state.setup.house.cashier {
            Cashier::None => None,
            Cashier::Outsider(name) => Some((name.trim().to_string(), false)),
            Cashier::Player(name) => {
                let key = crate::cards::fold(name.trim());
                let found = state
                    .players
                    .iter()
                    .find(|p| crate::cards::fold(&p.name) == key)
                    .map(|p| p.name.clone());
                Some((found.unwrap_or_else(|| name.trim().to_string()), true))
            }
        };
        let adjustment = |i: usize| {
            settlement
                .resolution
                .as_ref()
                .and_then(|r| r.adjustments.get(i).copied())
                .unwrap_or(Chips::ZERO)
        };
        let shares = settlement.shares();
        let rows = state
            .players
            .with_ids()
            .map(|(id, p)| {
                let i = id.index();
                Row {
                    name: p.name.clone(),
                    kav: p.kav_total,
                    chips: p.chips.unwrap_or(Chips::ZERO),
                    adjustment: adjustment(i),
                    net: settlement.nets.get(i).copied().unwrap_or(Chips::ZERO),
                    money: settlement.money.get(i).copied().unwrap_or(Kurus::ZERO),
                    deposit: p.deposits,
                    left: p.left,
                    reached_cikma: state.cikma_reached(id),
                    reason: p.override_reason.clone(),
                    // What he pays or receives at the end (M2): the transfers
                    // to and from him square it.
                    in_all: settlement.balances.get(i).copied().unwrap_or(Kurus::ZERO),
                    share: shares.get(i).copied().unwrap_or(Kurus::ZERO),
                }
            })
            .collect::<PerPlayer<_>>();
        let party = |p: Party| match p {
            Party::Player(i) => state.players.get(i).map_or("?", |p| p.name.as_str()),
            Party::Cashier => cashier.as_ref().map_or("?", |c| c.0.as_str()),
        };
        let payments = settlement
            .transfers
            .iter()
            .map(|t| Payment {
                from: party(t.from).to_string(),
                to: party(t.to).to_string(),
                chips: t.chips,
                kurus: t.kurus,
                handle: meta.handles.for_payee(party(t.to)).cloned(),
            })
            .collect();
        let created = DateTime::parse_from_rfc3339(meta.created.trim()).ok();
        let offset = created.map_or(chrono::Offset::fix(&chrono::Utc), |c| *c.offset());
        // A seans counts once its first hand is dealt.
        let seanses = if state.seans.started_at.is_some() {
            state.seans.no
        } else {
            state.seans.no.saturating_sub(1)
        };
        Ok(Facts {
            state,
            meta,
            rows,
            settlement,
            payments,
            cashier,
            offset,
            created,
            first_deal: state.hands.first().map(|h| h.dealt_at),
            end: meta.ended_at.or(meta.last_event_at),
            seanses,
        })
    }

    /// The expenses as lines: `pizza: Ayşe ödedi 100,01 ₺; payları: …`.
    fn expense_lines(&self, lang: Lang) -> Vec<String> {
        let st = self.state;
        st.money
            .expenses
            .iter()
            .map(|e| {
                let parts: Vec<String> = e
                    .shared_by
                    .iter()
                    .zip(&e.shares)
                    .map(|(&p, &k)| format!("{} {}", st.name(p), self.money(k, lang)))
                    .collect();
                crate::i18n::ledger::expense_line(
                    &e.what,
                    st.name(e.payer),
                    e.kurus,
                    &parts.join(", "),
                    lang,
                )
            })
            .collect()
    }

    /// The payments made on the spot: `Mehmet → Ayşe: 175,00 ₺`.
    fn spot_lines(&self, lang: Lang) -> Vec<String> {
        let st = self.state;
        st.money
            .spot
            .iter()
            .map(|p| {
                format!(
                    "{} → {}: {}",
                    st.name(p.from),
                    st.name(p.to),
                    self.money(p.kurus, lang)
                )
            })
            .collect()
    }

    fn ended(&self) -> bool {
        self.state.phase == crate::night::Phase::Ended
    }

    fn currency(&self) -> &str {
        let c = self.state.setup.stakes.currency.trim();
        if c.is_empty() { "₺" } else { c }
    }

    fn chip_value(&self) -> Kurus {
        self.state.setup.stakes.chip_value
    }

    fn with_deposits(&self) -> bool {
        self.cashier.is_some() && self.rows.iter().any(|r| r.deposit > Chips::ZERO)
    }

    /// The players table's header, all eight cells.
    fn header_cells(&self, lang: Lang) -> [String; 8] {
        let h = words::header(lang);
        [
            h[0].to_string(),
            h[1].to_string(),
            h[2].to_string(),
            h[3].to_string(),
            h[4].to_string(),
            h[5].to_string(),
            h[6].to_string(),
            crate::i18n::payee::in_all_header(lang).to_string(),
        ]
    }

    /// A player's row of the players table, all eight cells ([`Facts::shown`]
    /// picks the ones the report prints).
    fn row_cells(&self, r: &Row, lang: Lang) -> [String; 8] {
        use crate::i18n::money::{chips, signed_chips};
        [
            r.name.clone(),
            chips(r.kav, lang),
            chips(r.chips, lang),
            signed_chips(r.adjustment, lang),
            signed_chips(r.net, lang),
            self.signed_money(r.money, lang),
            chips(r.deposit, lang),
            self.signed_money(r.in_all, lang),
        ]
    }

    /// The players table's total row, all eight cells.
    fn sum_cells(&self, lang: Lang) -> [String; 8] {
        use crate::i18n::money::{chips, signed_chips, total};
        [
            total(lang).to_string(),
            chips(self.bought(), lang),
            chips(self.counted(), lang),
            signed_chips(-self.settlement.difference, lang),
            signed_chips(Chips::ZERO, lang),
            self.signed_money(Kurus::ZERO, lang),
            chips(self.rows.iter().map(|r| r.deposit).sum(), lang),
            // The column sums to the expenses paid outside: not a total
            // anyone pays, so left empty.
            String::new(),
        ]
    }

    /// The night had shared expenses: "in all" differs from the chips'
    /// money, and its column is shown (without them it is the same).
    fn with_in_all(&self) -> bool {
        self.rows.iter().any(|r| r.in_all != r.money)
    }

    /// [`Facts::shown`] without the "in all" column (the PDF always shows
    /// its own, last).
    pub(super) fn shown_but_in_all<T>(&self, cells: [T; 8]) -> Vec<T> {
        let mut v = self.shown(cells);
        if self.with_in_all() {
            v.pop();
        }
        v
    }

    /// The cells of a players-table row (name, kav, chips, adjustment,
    /// net, money, deposit, in all) that the report shows: the adjustment
    /// only when a difference was resolved, the deposit only when the
    /// cashier holds deposits, in all only with expenses.
    fn shown<T>(&self, cells: [T; 8]) -> Vec<T> {
        let adjust = self.settlement.resolution.is_some();
        let deposits = self.with_deposits();
        let in_all = self.with_in_all();
        cells
            .into_iter()
            .enumerate()
            .filter(|(c, _)| match c {
                3 => adjust,
                6 => deposits,
                7 => in_all,
                _ => true,
            })
            .map(|(_, s)| s)
            .collect()
    }

    /// Each player's "in all" as a line: `Işıl: alacağı toplam 175,00 ₺`.
    fn in_all_lines(&self, lang: Lang) -> Vec<String> {
        self.rows
            .iter()
            .map(|r| {
                let m = self.money(r.in_all.abs(), lang);
                format!(
                    "{}: {}",
                    r.name,
                    crate::i18n::payee::in_all(r.in_all, &m, lang)
                )
            })
            .collect()
    }

    /// A transfer's handle in words, if its payee has one.
    fn handle_text(&self, p: &Payment, lang: Lang) -> Option<String> {
        p.handle
            .as_ref()
            .map(|h| crate::i18n::payee::handle(h, lang))
    }

    fn bought(&self) -> Chips {
        self.rows.iter().map(|r| r.kav).sum()
    }

    fn counted(&self) -> Chips {
        self.rows.iter().map(|r| r.chips).sum()
    }

    /// Minutes from the first deal to the end, if a hand was dealt.
    fn length_minutes(&self) -> Option<i64> {
        let (from, to) = (self.first_deal?, self.end?);
        Some((to - from).max(0) / 60_000)
    }

    fn at(&self, ms: i64) -> Option<DateTime<FixedOffset>> {
        DateTime::from_timestamp_millis(ms).map(|t| t.with_timezone(&self.offset))
    }

    /// `21:10`.
    fn clock(&self, ms: i64) -> String {
        self.at(ms)
            .map(|t| format!("{:02}:{:02}", t.hour(), t.minute()))
            .unwrap_or_default()
    }

    /// A time in RFC 3339 (seconds), in the night's offset.
    fn rfc3339(&self, ms: i64) -> String {
        self.at(ms)
            .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, false))
            .unwrap_or_default()
    }

    /// The night's date: `29 Kasım 2026, 21:04`, or the text as given.
    fn date(&self, lang: Lang) -> String {
        long_date(self.created, &self.meta.created, lang)
    }

    fn printed(&self, lang: Lang) -> String {
        let t = DateTime::parse_from_rfc3339(self.meta.printed_at.trim()).ok();
        long_date(t, &self.meta.printed_at, lang)
    }

    /// `21:10–00:47, 3 sa 37 dk · 2 seans · 31 el`.
    fn length_line(&self, lang: Lang) -> String {
        let span = match (self.first_deal, self.end, self.length_minutes()) {
            (Some(from), Some(to), Some(m)) => format!(
                "{}–{}, {}",
                self.clock(from),
                self.clock(to),
                words::duration(m, lang)
            ),
            _ => words::no_deal(lang).to_string(),
        };
        format!(
            "{span} · {} · {}",
            words::seanses(self.seanses, lang),
            words::hands(self.state.hand_no, lang)
        )
    }

    /// `kapali · Kapalı poker`.
    fn rules_line(&self, lang: Lang) -> String {
        format!(
            "{} · {}",
            self.state.rules.id,
            self.state.rules.name.get(lang)
        )
    }

    fn money(&self, kurus: Kurus, lang: Lang) -> String {
        crate::i18n::money::money_in(kurus, self.currency(), lang)
    }

    fn signed_money(&self, kurus: Kurus, lang: Lang) -> String {
        crate::i18n::money::signed_money_in(kurus, self.currency(), lang)
    }

    /// The notes under the players: who left, then the count's balance or
    /// how its difference was resolved.
    fn notes(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = self
            .rows
            .iter()
            .filter(|r| r.left)
            .map(|r| words::left_note(&r.name, r.reached_cikma, r.reason.as_deref(), lang))
            .collect();
        out.push(self.resolution_line(lang));
        out
    }

    fn resolution_line(&self, lang: Lang) -> String {
        let s = &self.settlement;
        match &s.resolution {
            None => crate::i18n::money::balanced(self.counted(), lang),
            Some(r) => {
                let changes: Vec<String> = self
                    .rows
                    .iter()
                    .filter(|row| row.adjustment != Chips::ZERO)
                    .map(|row| {
                        format!(
                            "{} {}",
                            row.name,
                            crate::i18n::money::signed_chips(row.adjustment, lang)
                        )
                    })
                    .collect();
                let assigned = match r.choice {
                    Resolve::Assign(p) => self.rows.get(p).map(|r| r.name.clone()),
                    _ => None,
                }
                .unwrap_or_default();
                crate::i18n::money::resolution(
                    s.difference,
                    r.choice,
                    &assigned,
                    &changes.join(", "),
                    lang,
                )
            }
        }
    }

    /// `Ödemeler (3, mümkün olan en az):` or the cashier's version.
    fn transfers_heading(&self, lang: Lang) -> String {
        crate::i18n::money::transfers_heading(
            self.payments.len(),
            self.cashier.as_ref().map(|c| c.0.as_str()),
            lang,
        )
    }
}

fn long_date(t: Option<DateTime<FixedOffset>>, raw: &str, lang: Lang) -> String {
    use chrono::Datelike;
    match t {
        Some(t) => words::date_time(
            t.day(),
            t.month(),
            t.year(),
            &format!("{:02}:{:02}", t.hour(), t.minute()),
            lang,
        ),
        None => raw.trim().to_string(),
    }
}
