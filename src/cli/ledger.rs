//! `racon ledger …`: the group's ledger across nights:
//! standings, open debts, payments, aliases, expenses outside a night, the
//! fewest transfers that clear every open balance, and a printable report.

use super::common::{Ctx, Failure, Outcome, to_json};
use crate::i18n::{Lang, ledger as words};
use crate::money::Kurus;
use crate::money::ledger::{Ledger, LedgerEvent, LedgerRefusal, Source};
use crate::store::ledger::{LedgerFile, Nights, load_nights, load_nights_from_journals};
use serde_json::{Value, json};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,
    /// Only nights on or after this date (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    from: Option<String>,
    /// Only nights on or before this date (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    to: Option<String>,
    /// Only the last N finished nights.
    #[arg(long, value_name = "N")]
    last: Option<usize>,
    #[arg(long)]
    json: bool,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Open debts.
    Debts {
        #[arg(long)]
        json: bool,
    },
    /// Record a payment.
    Paid {
        #[arg(value_name = "FROM")]
        from: String,
        #[arg(value_name = "TO")]
        to: String,
        #[arg(value_name = "AMOUNT")]
        amount: Option<String>,
        #[arg(long, value_name = "PATH")]
        night: Option<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// The fewest transfers that clear every open balance.
    Settle {
        #[arg(long)]
        json: bool,
    },
    /// The season table and the open debts, printable.
    Report {
        #[command(flatten)]
        report: super::night::ReportArgs,
    },
    /// Record that OLD is the same player as NEW.
    Alias {
        #[arg(value_name = "OLD")]
        old: String,
        #[arg(value_name = "NEW")]
        new: String,
        #[arg(long)]
        json: bool,
    },
    /// Record an expense outside a night.
    Expense {
        #[arg(value_name = "PAYER")]
        payer: String,
        #[arg(value_name = "AMOUNT")]
        amount: String,
        #[arg(long, value_name = "NAMES")]
        shared_by: String,
        #[arg(long, value_name = "TEXT", default_value = "")]
        what: String,
        #[arg(long)]
        json: bool,
    },
    /// Take back the last ledger record.
    Undo {
        #[arg(long)]
        json: bool,
    },
    /// How a payee wants to be paid (IBAN, Papara, phone, a note).
    Payee(PayeeArgs),
}

/// `racon ledger payee [NAME] [--iban IBAN] [--papara NO] [--phone NO]
/// [--note TEXT] [--clear] [--json]`.
#[derive(Debug, clap::Args)]
struct PayeeArgs {
    #[arg(value_name = "NAME")]
    name: Option<String>,
    #[arg(long, value_name = "IBAN", requires = "name")]
    iban: Option<String>,
    #[arg(long, value_name = "NO", requires = "name")]
    papara: Option<String>,
    #[arg(long, value_name = "NO", requires = "name")]
    phone: Option<String>,
    #[arg(long, value_name = "TEXT", requires = "name")]
    note: Option<String>,
    #[arg(long, requires = "name", conflicts_with_all = ["iban", "papara", "phone", "note"])]
    clear: bool,
    #[arg(long)]
    json: bool,
}

/// A write to the ledger that failed (exit 1), in the user's language.
fn io_failure(lang: Lang) -> impl Fn(crate::store::journal::JournalError) -> Failure {
    move |e| Failure {
        code: 1,
        message: crate::i18n::store::journal_error(&e, lang),
    }
}

/// Lira as typed (`150`, `150,50`, `150.50`) in kuruş.
pub fn parse_lira(text: &str, lang: Lang) -> Result<Kurus, Failure> {
    crate::money::line::parse_lira(text)
        .ok_or_else(|| Failure::input(words::bad_amount(text, lang)))
}

fn parse_date(text: &str, lang: Lang) -> Result<String, Failure> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map(|d| d.format("%Y-%m-%d").to_string())
        .map_err(|_| Failure::input(words::bad_date(text, lang)))
}

fn refusal(r: &LedgerRefusal, lang: Lang) -> Failure {
    Failure::input(words::ledger_refusal(r, lang))
}

struct Loaded {
    nights: Nights,
    ledger: Ledger,
}

/// The ledger's problem in the user's language, as a refusal: a ledger
/// that is not read whole shows no money (G2).
fn unreadable(e: &crate::store::journal::JournalError, lang: Lang) -> Failure {
    Failure::input(words::ledger_unreadable(
        &crate::i18n::store::journal_error(e, lang),
        lang,
    ))
}

/// Reads the ledger whole and the nights (through the cache), for showing.
fn load(ctx: &Ctx) -> Result<(Loaded, LedgerFile), Failure> {
    let file = LedgerFile::read_whole(&ctx.dirs).map_err(|e| unreadable(&e, ctx.lang))?;
    let nights = load_nights(&ctx.dirs);
    let ledger = crate::store::ledger::build(&nights, &file);
    Ok((Loaded { nights, ledger }, file))
}

/// Opens the ledger for writing and folds it with the nights, read from
/// their journals (never the cache alone): what a payment is checked
/// against is what the nights say (G3).
fn load_for_writing(ctx: &Ctx) -> Result<(Loaded, LedgerFile), Failure> {
    let file = LedgerFile::open_waiting(&ctx.dirs)
        .map_err(|e| Failure::input(crate::i18n::store::journal_error(&e, ctx.lang)))?;
    if let Some(p) = &file.problem {
        return Err(unreadable(p, ctx.lang));
    }
    let nights = load_nights_from_journals(&ctx.dirs);
    let ledger = crate::store::ledger::build(&nights, &file);
    Ok((Loaded { nights, ledger }, file))
}

/// A name as typed on the command line: spaces collapsed, and refused if
/// it holds a control, direction or invisible character or is too long
/// (G7).
fn typed_name(s: &str, lang: Lang) -> Result<String, Failure> {
    crate::money::ledger::check_typed_name(s).map_err(|r| refusal(&r, lang))?;
    Ok(clean(s))
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    match a.action {
        None => {
            let from = a.from.as_deref().map(|d| parse_date(d, lang)).transpose()?;
            let to = a.to.as_deref().map(|d| parse_date(d, lang)).transpose()?;
            let (l, _) = load(ctx)?;
            standings(&l, from.as_deref(), to.as_deref(), a.last, a.json, lang)
        }
        Some(Action::Debts { json }) => {
            let (l, _) = load(ctx)?;
            debts(&l, json || a.json, lang)
        }
        Some(Action::Settle { json }) => {
            let (l, _) = load(ctx)?;
            settle(&l, json || a.json, lang)
        }
        Some(Action::Paid {
            from,
            to,
            amount,
            night,
            json,
        }) => paid(ctx, [&from, &to], amount.as_deref(), night, json || a.json),
        Some(Action::Alias { old, new, json }) => alias(ctx, &old, &new, json || a.json),
        Some(Action::Expense {
            payer,
            amount,
            shared_by,
            what,
            json,
        }) => expense(ctx, [&payer, &amount, &shared_by, &what], json || a.json),
        Some(Action::Undo { json }) => undo(ctx, json || a.json),
        Some(Action::Payee(p)) => payee(ctx, &p, a.json),
        Some(Action::Report { report: r }) => report(ctx, &r),
    }
}

/// `racon ledger paid FROM TO [AMOUNT] [--night PATH]`: a payment along a
/// debt (of one night, or the oldest first), or along one of `ledger
/// settle`'s transfers.
fn paid(
    ctx: &Ctx,
    [from, to]: [&str; 2],
    amount: Option<&str>,
    night: Option<PathBuf>,
    json: bool,
) -> Outcome {
    let lang = ctx.lang;
    for name in [from, to] {
        typed_name(name, lang)?;
    }
    let amount = amount.map(|t| parse_lira(t, lang)).transpose()?;
    let night = night.map(|p| night_id(&p));
    let (l, mut file) = load_for_writing(ctx)?;
    // No direct debt but one of `ledger settle`'s transfers: paid
    // along the fewest transfers (the open debts become them).
    let direct = l.ledger.owed(from, to, night.as_deref()) > Kurus::ZERO;
    let kurus = if direct || night.is_some() {
        l.ledger.check_payment(from, to, amount, night.as_deref())
    } else {
        l.ledger.check_settle_payment(from, to, amount)
    }
    .map_err(|r| refusal_noting_skipped(&r, &l.nights, lang))?;
    let (f, t) = (l.ledger.key(from), l.ledger.key(to));
    let (fname, tname) = (l.ledger.name(&f).to_string(), l.ledger.name(&t).to_string());
    let event = if direct || night.is_some() {
        LedgerEvent::Paid {
            from: fname.clone(),
            to: tname.clone(),
            kurus,
            night: night.clone(),
        }
    } else {
        LedgerEvent::SettlePaid {
            from: fname.clone(),
            to: tname.clone(),
            kurus,
        }
    };
    let seq = file.append(now_ms(), event).map_err(io_failure(ctx.lang))?;
    let after = crate::store::ledger::build(&l.nights, &file);
    let left = after.owed(&fname, &tname, night.as_deref());
    if json {
        to_json(&json!({
            "seq": seq, "from": fname, "to": tname, "kurus": kurus,
            "night": night, "still_owed_kurus": left,
        }))
    } else {
        Ok(words::paid_done(&fname, &tname, kurus, left, lang) + "\n")
    }
}

/// `racon ledger alias OLD NEW`.
fn alias(ctx: &Ctx, old: &str, new: &str, json: bool) -> Outcome {
    let lang = ctx.lang;
    let (old, new) = (typed_name(old, lang)?, typed_name(new, lang)?);
    let (l, mut file) = load_for_writing(ctx)?;
    l.ledger
        .check_alias(&old, &new)
        .map_err(|r| refusal(&r, lang))?;
    let (old, new) = (clean(&old), clean(&new));
    let seq = file
        .append(
            now_ms(),
            LedgerEvent::Alias {
                old: old.clone(),
                new: new.clone(),
            },
        )
        .map_err(io_failure(ctx.lang))?;
    if json {
        to_json(&json!({ "seq": seq, "old": old, "new": new }))
    } else {
        Ok(words::alias_done(&old, &new, lang) + "\n")
    }
}

/// `--shared-by`: the names, each once (the first spelling kept).
fn sharers(shared_by: &str, lang: Lang) -> Result<Vec<String>, Failure> {
    let mut sharers: Vec<String> = shared_by
        .split(',')
        .map(|s| typed_name(s, lang))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    let mut seen = std::collections::HashSet::new();
    sharers.retain(|s| seen.insert(crate::money::ledger::player_key(s)));
    Ok(sharers)
}

/// `racon ledger expense PAYER AMOUNT --shared-by NAMES [--what TEXT]`.
fn expense(ctx: &Ctx, [payer, amount, shared_by, what]: [&str; 4], json: bool) -> Outcome {
    let lang = ctx.lang;
    let kurus = parse_lira(amount, lang)?;
    let payer = typed_name(payer, lang)?;
    crate::money::ledger::check_typed_what(what).map_err(|r| refusal(&r, lang))?;
    let sharers = sharers(shared_by, lang)?;
    let (l, mut file) = load_for_writing(ctx)?;
    l.ledger
        .check_expense(kurus, &sharers)
        .map_err(|r| refusal(&r, lang))?;
    if clean(&payer).is_empty() {
        return Err(refusal(&LedgerRefusal::EmptyName, lang));
    }
    let n = sharers.len();
    let payer = clean(&payer);
    let seq = file
        .append(
            now_ms(),
            LedgerEvent::Expense {
                payer: payer.clone(),
                kurus,
                shared_by: sharers.clone(),
                what: what.trim().to_string(),
            },
        )
        .map_err(io_failure(ctx.lang))?;
    if json {
        to_json(&json!({ "seq": seq, "payer": payer, "kurus": kurus, "shared_by": sharers }))
    } else {
        Ok(words::expense_done(&payer, kurus, n, lang) + "\n")
    }
}

/// `racon ledger undo`: takes back the last record.
fn undo(ctx: &Ctx, json: bool) -> Outcome {
    let lang = ctx.lang;
    let (_, mut file) = load_for_writing(ctx)?;
    let target = file
        .undo_target()
        .map(|r| r.seq)
        .ok_or_else(|| refusal(&LedgerRefusal::NothingToUndo, lang))?;
    file.append(now_ms(), LedgerEvent::Undo { target })
        .map_err(io_failure(ctx.lang))?;
    if json {
        to_json(&json!({ "undone": target }))
    } else {
        Ok(words::undo_done(target, lang) + "\n")
    }
}

/// `racon ledger report`: the season as text, Markdown, CSV or PDF.
fn report(ctx: &Ctx, r: &super::night::ReportArgs) -> Outcome {
    let lang = ctx.lang;
    let (l, _) = load(ctx)?;
    let printed_at = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    let skipped: Vec<String> = l
        .nights
        .skipped
        .iter()
        .map(|(p, why)| crate::i18n::store::skipped_night(&crate::store::shown(p), why, lang))
        .collect();
    let Some(format) = r.format() else {
        let pdf = crate::report::pdf_ledger::render(&l.ledger, &skipped, &printed_at, lang)
            .map_err(|e| Failure::input(crate::i18n::pdf::failed(&e, lang)))?;
        let beside = crate::store::ledger::ledger_dir(&ctx.dirs).join("ledger.pdf");
        return r.deliver_pdf(&pdf, &beside, lang);
    };
    let text = crate::report::ledger::render(&l.ledger, &skipped, format, &printed_at, lang);
    r.deliver(text, lang)
}

fn clean(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A night's id (its folder name), given its folder, its `events` file or
/// the name itself.
fn night_id(p: &Path) -> String {
    let p = if p.file_name().is_some_and(|n| n == "events") {
        p.parent().unwrap_or(p)
    } else {
        p
    };
    p.file_name().map_or_else(
        || p.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// One line for each night left out of the ledger, where and why, in
/// `lang`: every reader of the ledger says them (G1, G2).
fn skipped_lines(n: &Nights, lang: Lang) -> String {
    let mut out = String::new();
    for (p, why) in &n.skipped {
        out.push_str(&crate::i18n::store::skipped_night(
            &crate::store::shown(p),
            why,
            lang,
        ));
        out.push('\n');
    }
    out
}

/// The nights left out, for `--json` (the problem in English, like every
/// other `--json` problem).
fn skipped_json(n: &Nights) -> Vec<Value> {
    n.skipped
        .iter()
        .map(|(p, why)| json!({ "path": p.display().to_string(), "problem": why.to_string() }))
        .collect()
}

/// A refusal of a payment, saying too that nights are left out (their
/// debts were not among those it was checked against).
fn refusal_noting_skipped(r: &LedgerRefusal, n: &Nights, lang: Lang) -> Failure {
    let text = words::ledger_refusal(r, lang);
    if n.skipped.is_empty() {
        return Failure::input(text);
    }
    Failure::input(words::refusal_with_skipped(&text, n.skipped.len(), lang))
}

/// The ids of the nights counted under the filters, oldest first.
fn selected<'a>(
    l: &'a Ledger,
    from: Option<&str>,
    to: Option<&str>,
    last: Option<usize>,
) -> Vec<&'a str> {
    let mut ids: Vec<&str> = l
        .nights
        .iter()
        .filter(|n| {
            let day = n.created.get(..10).unwrap_or_default();
            from.is_none_or(|f| day >= f) && to.is_none_or(|t| day <= t)
        })
        .map(|n| n.id.as_str())
        .collect();
    if let Some(k) = last {
        let drop = ids.len().saturating_sub(k);
        ids.drain(..drop);
    }
    ids
}

fn standings(
    l: &Loaded,
    from: Option<&str>,
    to: Option<&str>,
    last: Option<usize>,
    json: bool,
    lang: Lang,
) -> Outcome {
    let ids = selected(&l.ledger, from, to, last);
    let rows = l.ledger.standings(Some(&ids));
    if json {
        let players: Vec<Value> = rows
            .iter()
            .map(|r| {
                json!({
                    "name": r.name, "nights": r.nights, "net_kurus": r.net,
                    "net_chips": r.chips,
                    "open_kurus": r.open, "best_kurus": r.best, "worst_kurus": r.worst,
                })
            })
            .collect();
        // JSON keeps the English, like every other --json problem.
        return to_json(&json!({
            "players": players, "nights": ids.len(), "open_nights": l.nights.open,
            "skipped": skipped_json(&l.nights),
        }));
    }
    let mut text = crate::report::ledger::standings_text(&rows, ids.len(), lang);
    text.push_str(&skipped_lines(&l.nights, lang));
    Ok(text)
}

fn source_text(l: &Ledger, s: &Source, lang: Lang) -> String {
    let _ = l;
    match s {
        Source::Night(id) => words::source_night(id, lang),
        Source::Expense { what, .. } => words::source_expense(what, lang),
        Source::Overpaid { .. } => words::source_overpaid(lang).to_string(),
        Source::Settle { .. } => words::source_settle(lang).to_string(),
    }
}

fn debts(l: &Loaded, json: bool, lang: Lang) -> Outcome {
    let ledger = &l.ledger;
    let open = ledger.open_debts();
    if json {
        let rows: Vec<Value> = open
            .iter()
            .map(|d| {
                json!({
                    "from": ledger.name(&d.from), "to": ledger.name(&d.to),
                    "kurus": d.open(), "night": d.source.night(),
                    "amount_kurus": d.kurus, "paid_kurus": d.paid,
                    "source": match &d.source {
                        Source::Night(_) => "night",
                        Source::Expense { .. } => "expense",
                        Source::Overpaid { .. } => "overpaid",
                        Source::Settle { .. } => "settle",
                    },
                })
            })
            .collect();
        return to_json(&json!({ "debts": rows, "skipped": skipped_json(&l.nights) }));
    }
    if open.is_empty() {
        return Ok(format!(
            "{}\n{}",
            words::no_debts(lang),
            skipped_lines(&l.nights, lang)
        ));
    }
    let mut out = format!("{}\n", words::debts_heading(open.len(), lang));
    for d in open {
        out.push_str("  ");
        out.push_str(&words::debt_line(
            ledger.name(&d.from),
            ledger.name(&d.to),
            d.open(),
            d.paid,
            &source_text(ledger, &d.source, lang),
            lang,
        ));
        out.push('\n');
    }
    out.push_str(&skipped_lines(&l.nights, lang));
    Ok(out)
}

fn settle(l: &Loaded, json: bool, lang: Lang) -> Outcome {
    let (ts, exact) = l.ledger.settle();
    if json {
        let rows: Vec<Value> = ts
            .iter()
            .map(|t| json!({ "from": t.from, "to": t.to, "kurus": t.kurus }))
            .collect();
        return to_json(&json!({
            "transfers": rows, "minimal": exact, "skipped": skipped_json(&l.nights),
        }));
    }
    if ts.is_empty() {
        return Ok(format!(
            "{}\n{}",
            words::all_square(lang),
            skipped_lines(&l.nights, lang)
        ));
    }
    let mut out = format!("{}\n", words::settle_heading(ts.len(), exact, lang));
    for t in &ts {
        let _ = writeln!(
            out,
            "  {} → {}: {}",
            t.from,
            t.to,
            crate::i18n::money::money(t.kurus, lang)
        );
    }
    out.push_str(&skipped_lines(&l.nights, lang));
    Ok(out)
}

/// `racon ledger payee`: lists the handles, shows one, or records one (the
/// flags given replace those fields; the others stay).
fn payee(ctx: &Ctx, p: &PayeeArgs, json_too: bool) -> Outcome {
    use crate::i18n::payee as pw;
    use crate::money::payee::{Handle, parse_iban, parse_note, parse_papara, parse_phone};
    let lang = ctx.lang;
    let json = p.json || json_too;
    let set = p.iban.is_some() || p.papara.is_some() || p.phone.is_some() || p.note.is_some();
    let Some(name) = p.name.as_deref() else {
        let (l, _) = load(ctx)?;
        return payee_list(&l.ledger, None, json, lang);
    };
    let name = typed_name(name, lang)?;
    if clean(&name).is_empty() {
        return Err(refusal(&LedgerRefusal::EmptyName, lang));
    }
    if !set && !p.clear {
        let (l, _) = load(ctx)?;
        return payee_list(&l.ledger, Some(&name), json, lang);
    }
    let bad = |e: crate::money::payee::HandleError| Failure::input(pw::handle_error(&e, lang));
    // Each value is checked before the ledger is opened.
    let iban = p
        .iban
        .as_deref()
        .map(|t| parse_iban(t).map_err(|e| bad(e.into())))
        .transpose()?;
    let papara = p
        .papara
        .as_deref()
        .map(parse_papara)
        .transpose()
        .map_err(bad)?;
    let phone = p
        .phone
        .as_deref()
        .map(parse_phone)
        .transpose()
        .map_err(bad)?;
    let note = p.note.as_deref().map(parse_note).transpose().map_err(bad)?;
    let (l, mut file) = load_for_writing(ctx)?;
    let handle = if p.clear {
        Handle::default()
    } else {
        let old = l.ledger.payee(&name).cloned().unwrap_or_default();
        let note = note.filter(|n| !n.is_empty());
        Handle {
            iban: iban.or(old.iban),
            papara: papara.or(old.papara),
            phone: phone.or(old.phone),
            note: note.or(old.note),
        }
    };
    let key = l.ledger.key(&name);
    let shown = if l.ledger.knows(&name) {
        l.ledger.name(&key).to_string()
    } else {
        clean(&name)
    };
    let seq = file
        .append(
            now_ms(),
            LedgerEvent::Payee {
                name: shown.clone(),
                handle: handle.clone(),
            },
        )
        .map_err(io_failure(ctx.lang))?;
    if json {
        to_json(&json!({
            "seq": seq, "name": shown,
            "handle": crate::report::handle_json(Some(&handle).filter(|h| !h.is_empty())),
        }))
    } else {
        Ok(pw::payee_done(&shown, &handle, lang) + "\n")
    }
}

/// The handles recorded (all, or `only` one player's).
fn payee_list(ledger: &Ledger, only: Option<&str>, json: bool, lang: Lang) -> Outcome {
    use crate::i18n::payee as pw;
    let key = only.map(|n| ledger.key(n));
    let list: Vec<(&str, &crate::money::payee::Handle)> = ledger
        .payees()
        .into_iter()
        .filter(|(n, _)| key.as_ref().is_none_or(|k| ledger.key(n) == *k))
        .collect();
    if json {
        let v: Vec<Value> = list
            .iter()
            .map(|(n, h)| json!({"name": n, "handle": crate::report::handle_json(Some(h))}))
            .collect();
        return to_json(&json!({ "payees": v }));
    }
    if list.is_empty() {
        return Ok(pw::no_payees(lang).to_string() + "\n");
    }
    let mut out = pw::payees_heading(list.len(), lang) + "\n";
    for (n, h) in &list {
        let _ = writeln!(out, "  {}: {}", clean(n), pw::handle(h, lang));
    }
    Ok(out)
}
