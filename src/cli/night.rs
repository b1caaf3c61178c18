//! `racon night list`, `racon night show PATH [--json]` and `racon night
//! report PATH [--format text|md|csv|chat|pdf] [--table T] [--out FILE]
//! [--print] | --json`: past and current nights, read without taking the
//! lock.

use super::common::{Ctx, Failure, Outcome};
use crate::i18n::{Lang, night as words, report as report_words};
use crate::night::view::NightView;
use crate::night::{Clock, Phase, State};
use crate::report::{Format, Meta};
use crate::store::night::{NightFile, night_dirs};
use serde_json::json;
use std::fmt::Write as _;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// List the nights in the data directory.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Print a night's state and history.
    Show {
        #[arg(value_name = "PATH")]
        path: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Print a night's settlement.
    Report {
        #[arg(value_name = "PATH")]
        path: PathBuf,
        #[command(flatten)]
        report: ReportArgs,
        /// One table of the CSV report.
        #[arg(long, value_enum, value_name = "TABLE", hide_possible_values = true)]
        table: Option<TableArg>,
        /// The settlement as JSON on standard output.
        #[arg(long, conflicts_with_all = ["format", "out", "print", "table"])]
        json: bool,
    },
}

/// `--table` of `racon night report`: one CSV table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum TableArg {
    Players,
    Transfers,
    Expenses,
    Night,
}

impl TableArg {
    fn table(self) -> crate::report::CsvTable {
        use crate::report::CsvTable as T;
        match self {
            TableArg::Players => T::Players,
            TableArg::Transfers => T::Transfers,
            TableArg::Expenses => T::Expenses,
            TableArg::Night => T::Night,
        }
    }
}

/// `--format`, `--out` and `--print` of `racon night report` and `racon
/// ledger report`.
#[derive(Debug, clap::Args)]
pub(super) struct ReportArgs {
    #[arg(
        long,
        value_enum,
        default_value = "text",
        hide_default_value = true,
        hide_possible_values = true
    )]
    format: FormatArg,
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[arg(long)]
    print: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum FormatArg {
    Text,
    #[value(alias = "markdown")]
    Md,
    Csv,
    /// For the group chat (issue 26).
    Chat,
    /// A4 PDF (written to a file: `--out`, or beside the journal).
    Pdf,
}

impl ReportArgs {
    /// The text format asked for; `None` for `--format pdf`
    /// ([`ReportArgs::deliver_pdf`]).
    pub(super) fn format(&self) -> Option<Format> {
        match self.format {
            FormatArg::Text => Some(Format::Text),
            FormatArg::Md => Some(Format::Markdown),
            FormatArg::Csv => Some(Format::Csv),
            FormatArg::Chat => Some(Format::Chat),
            FormatArg::Pdf => None,
        }
    }

    /// Writes the PDF to `--out` or, without it, to `beside` (next to the
    /// journal), and sends it to the printer with `--print`; says what
    /// was done. A PDF never goes to standard output.
    pub(super) fn deliver_pdf(&self, pdf: &[u8], beside: &Path, lang: Lang) -> Outcome {
        let path = self.out.as_deref().unwrap_or(beside);
        if self.out.is_none()
            && let Some(dir) = beside.parent()
        {
            // The ledger's folder is made by its first record: a season
            // without one has none yet. A failure is said by the write.
            let _ = crate::store::atomic::create_private_dirs(dir);
        }
        crate::store::export::write_pdf(path, pdf)
            .map_err(|e| Failure::input(report_words::export_error(&e, lang)))?;
        let mut said = report_words::written(&crate::store::shown(path), lang);
        said.push('\n');
        if !self.print {
            return Ok(said);
        }
        let path_var = std::env::var_os("PATH");
        let shown = shell_word(&path.display().to_string());
        let refuse = |message: String| -> Outcome {
            // What was done goes to stdout, the refusal to stderr.
            let _ = write!(std::io::stdout().lock(), "{said}");
            Err(Failure::input(message))
        };
        match find_printer(path_var.as_deref()) {
            Some(printer) if printer.takes_pdf() => {
                let limit = crate::store::export::print_limit();
                if let Err(e) = crate::store::export::send_pdf_to_printer(&printer, pdf, limit) {
                    return refuse(report_words::print_error(printer.name, &e, lang));
                }
                said.push_str(&report_words::sent_to_printer(printer.name, lang));
                said.push('\n');
                Ok(said)
            }
            Some(_) => refuse(crate::i18n::pdf::no_pdf_printer(&shown, lang)),
            None => refuse(report_words::no_printer_file(&shown, lang)),
        }
    }

    /// Writes `text` to `--out` and/or sends it to the printer; says what
    /// was done, or is the report itself when neither was asked.
    pub(super) fn deliver(&self, text: String, lang: Lang) -> Outcome {
        let out = self.out.as_deref();
        let mut said = String::new();
        if let Some(path) = out {
            write_report(path, &text, lang)?;
            said.push_str(&report_words::written(&crate::store::shown(path), lang));
            said.push('\n');
        }
        if !self.print {
            return Ok(if out.is_some() { said } else { text });
        }
        let path_var = std::env::var_os("PATH");
        match find_printer(path_var.as_deref()) {
            Some(printer) => {
                let limit = crate::store::export::print_limit();
                if let Err(e) = send_to_printer(&printer, &text, limit) {
                    // What was done (`--out`) is still said, on stdout.
                    let _ = write!(std::io::stdout().lock(), "{said}");
                    return Err(Failure::input(report_words::print_error(
                        printer.name,
                        &e,
                        lang,
                    )));
                }
                said.push_str(&report_words::sent_to_printer(printer.name, lang));
                said.push('\n');
                Ok(said)
            }
            // Asked to print and nothing printed: exit 2, whatever else
            // was done (issue 23).
            None => {
                if let Some(path) = out {
                    // What was done goes to stdout, the refusal to stderr.
                    let _ = write!(std::io::stdout().lock(), "{said}");
                    Err(Failure::input(report_words::no_printer_file(
                        &shell_word(&path.display().to_string()),
                        lang,
                    )))
                } else {
                    // The report still goes to stdout; the refusal to stderr.
                    let _ = write!(
                        std::io::stdout().lock(),
                        "{}",
                        crate::rules::load::inert(&text)
                    );
                    Err(Failure::input(report_words::no_printer_stdout(lang)))
                }
            }
        }
    }
}

/// The night's folder, given it or its `events` file.
fn night_dir(path: PathBuf) -> PathBuf {
    if path.is_file() {
        path.parent().map(PathBuf::from).unwrap_or(path)
    } else {
        path
    }
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let now = chrono::Utc::now().timestamp_millis();
    match a.action {
        Action::List { json } => list(ctx, json),
        Action::Report {
            path,
            report: r,
            table,
            json,
        } => report(ctx, &night_dir(path), &r, table, json),
        // Accept the folder or its `events` file.
        Action::Show { path, json } => show(ctx, &night_dir(path), json, now),
    }
}

/// `racon night show`: the night's state and history, as text or as its
/// [`NightView::journal`] (docs/FORMATS.md).
fn show(ctx: &Ctx, dir: &Path, json: bool, now: i64) -> Outcome {
    let nf = open_night(dir, ctx.lang)?;
    if json {
        let problem = nf.problem.as_ref().map(ToString::to_string);
        let view = NightView::journal(nf.night(), nf.created(), problem, now);
        super::common::to_sorted_json(&view)
    } else {
        Ok(state_text(&nf, now, ctx.lang))
    }
}

fn list(ctx: &Ctx, json: bool) -> Outcome {
    let lang = ctx.lang;
    let mut rows = Vec::new();
    let mut text = String::new();
    for dir in night_dirs(&ctx.dirs) {
        match NightFile::open_read_only(&dir) {
            Ok(nf) => {
                let s = nf.night().state();
                rows.push(json!({
                    "path": dir.display().to_string(),
                    "name": s.setup.name,
                    "created": nf.created(),
                    "rules": s.rules.id,
                    "players": s.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
                    "hands": s.hand_no,
                    "ended": s.phase == Phase::Ended,
                    "read_only_problem": nf.problem.as_ref().map(ToString::to_string),
                }));
                let status = if s.phase == Phase::Ended {
                    lang.pick("bitti", "over")
                } else {
                    lang.pick("sürüyor", "open")
                };
                let _ = writeln!(
                    text,
                    "{}  {} · {} · {} {} · {}",
                    crate::store::shown(&dir),
                    s.setup.name,
                    s.rules.name.get(lang),
                    s.hand_no,
                    lang.pick("el", "hands"),
                    status
                );
            }
            Err(e) => {
                rows.push(json!({ "path": dir.display().to_string(), "error": e.to_string() }));
                let _ = writeln!(
                    text,
                    "{}  {}: {}",
                    crate::store::shown(&dir),
                    lang.pick("okunamadı", "unreadable"),
                    crate::i18n::store::open_error(&e, lang)
                );
            }
        }
    }
    if json {
        return super::common::to_json(&rows);
    }
    if text.is_empty() {
        text = lang
            .pick("Kayıtlı gece yok.\n", "No nights yet.\n")
            .to_string();
    }
    Ok(text)
}

/// `racon new`: says on stderr, before the screen starts, which unfinished
/// nights exist and how to reach them.
pub(super) fn warn_unfinished(ctx: &Ctx) {
    let open = crate::store::night::list_unfinished(&ctx.dirs);
    if open.is_empty() {
        return;
    }
    let mut err = std::io::stderr().lock();
    let _ = writeln!(
        err,
        "racon: {}",
        crate::i18n::store::unfinished_heading(open.len(), ctx.lang)
    );
    for e in &open {
        let _ = writeln!(err, "  {}", crate::i18n::store::night_entry(e, ctx.lang));
    }
    let _ = writeln!(
        err,
        "racon: {}",
        crate::i18n::store::how_to_reach(
            &crate::store::export::shell_word(&open[0].dir.display().to_string()),
            ctx.lang
        )
    );
}

/// `racon open PATH`: the night folder to open, if it is a night that can
/// be opened (not ended, loads); else why not.
pub(super) fn open_target(ctx: &Ctx, path: &Path) -> Result<PathBuf, Failure> {
    let dir = night_dir(path.to_path_buf());
    let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
    let known = night_dirs(&ctx.dirs)
        .into_iter()
        .find(|d| std::fs::canonicalize(d).is_ok_and(|c| c == dir));
    let nf = open_night(&dir, ctx.lang)?;
    if nf.night().state().phase == Phase::Ended {
        return Err(Failure::input(crate::i18n::store::night_over(
            &dir, ctx.lang,
        )));
    }
    Ok(known.unwrap_or(dir))
}

fn clock_line(s: &State, now: i64, lang: Lang) -> String {
    let mmss = crate::i18n::clock::mmss;
    match (s.clock(now), lang) {
        (Clock::NotStarted { seans }, Lang::Tr) => format!("Seans {seans}: ilk el bekleniyor"),
        (Clock::NotStarted { seans }, Lang::En) => {
            format!("Seans {seans}: waiting for the first deal")
        }
        (
            Clock::Playing {
                seans,
                left_ms: Some(l),
                ..
            },
            Lang::Tr,
        ) => format!("Seans {seans}: kalan {}", mmss(l)),
        (
            Clock::Playing {
                seans,
                left_ms: Some(l),
                ..
            },
            Lang::En,
        ) => format!("Seans {seans}: {} left", mmss(l)),
        (
            Clock::Playing {
                seans,
                left_ms: None,
                ..
            },
            _,
        ) => format!("Seans {seans}"),
        (
            Clock::Closing {
                seans,
                closing_from_tur,
                last_tur,
                ..
            },
            Lang::Tr,
        ) => {
            format!("Seans {seans}: süre doldu; kapanış turları {closing_from_tur}–{last_tur}")
        }
        (
            Clock::Closing {
                seans,
                closing_from_tur,
                last_tur,
                ..
            },
            Lang::En,
        ) => {
            format!("Seans {seans}: time is up; closing turs {closing_from_tur}–{last_tur}")
        }
        (
            Clock::Break {
                after_seans,
                left_ms,
            },
            Lang::Tr,
        ) => {
            format!("Seans {after_seans} bitti; mola, kalan {}", mmss(left_ms))
        }
        (
            Clock::Break {
                after_seans,
                left_ms,
            },
            Lang::En,
        ) => {
            format!("Seans {after_seans} over; break, {} left", mmss(left_ms))
        }
        (Clock::Ended, Lang::Tr) => "Gece bitti".to_string(),
        (Clock::Ended, Lang::En) => "The night is over".to_string(),
    }
}

/// `racon night show` as text: the night, its table, its players and its
/// history, one line each.
fn state_text(nf: &NightFile, now: i64, lang: Lang) -> String {
    let night = nf.night();
    let s = night.state();
    let mut lines = vec![format!(
        "{} · {} · {}",
        s.setup.name,
        s.rules.name.get(lang),
        nf.dir().display()
    )];
    if let Some(p) = &nf.problem {
        lines.push(format!(
            "{}: {}",
            lang.pick("SALT OKUNUR", "READ-ONLY"),
            crate::i18n::store::open_error(p, lang)
        ));
    }
    if !s.seats.is_empty() {
        lines.push(seats_line(s, lang));
        lines.push(deal_line(s, lang));
        lines.push(clock_line(s, now, lang));
        lines.push(ante_line(s, now, lang));
    }
    lines.push(lang.pick("Oyuncular:", "Players:").to_string());
    lines.extend(player_lines(s, lang));
    lines.push(lang.pick("Geçmiş:", "History:").to_string());
    lines.extend(history_lines(night, lang));
    lines.into_iter().map(|l| l + "\n").collect()
}

/// The seats clockwise, the dealer marked, who left or sits out said.
fn seats_line(s: &State, lang: Lang) -> String {
    let seats: Vec<String> = s
        .seats
        .iter()
        .map(|&p| {
            let mut n = s.name(p).to_string();
            if Some(p) == s.dealer() {
                n.push_str(" ◆");
            }
            if s.player(p).is_some_and(|x| x.left) {
                n.push_str(lang.pick(" (ayrıldı)", " (left)"));
            } else if s.out_of_game(p) {
                n.push_str(lang.pick(" (oyun dışı)", " (out of the game)"));
            } else if s.over_sit_out_limit(p) {
                n.push_str(lang.pick(
                    " (bekliyor, bekleme sınırı doldu)",
                    " (sits out, sit-out limit reached)",
                ));
            } else if s.player(p).is_some_and(|x| x.sitting_out) {
                n.push_str(lang.pick(" (bekliyor)", " (sits out)"));
            }
            n
        })
        .collect();
    format!(
        "{}: {}",
        lang.pick("Oturma düzeni (saat yönünde)", "Seats (clockwise)"),
        seats.join(", ")
    )
}

/// The hand, the tur and whose it is, the dealer and the next one.
fn deal_line(s: &State, lang: Lang) -> String {
    let (tur, owner) = s.current_tur();
    let next = s
        .seat_player(s.next_dealer_seat())
        .map_or("-", |p| s.name(p));
    let dealer = s.dealer().map_or("-", |p| s.name(p));
    match lang {
        Lang::Tr => format!(
            "El {} · Tur {tur} ({} turu) · dağıtan {dealer} · sıradaki {next}",
            s.hand_no,
            s.name(owner),
        ),
        Lang::En => format!(
            "Hand {} · Tur {tur} ({}'s tur) · dealer {dealer} · next {next}",
            s.hand_no,
            s.name(owner),
        ),
    }
}

/// The next hand's antes and the pot carried over.
fn ante_line(s: &State, now: i64, lang: Lang) -> String {
    let ante: Vec<String> = s
        .next_ante(now)
        .iter()
        .map(|&(p, c)| format!("{} {c}", s.name(p)))
        .collect();
    format!(
        "{}: {} · {}: {}",
        lang.pick("Sonraki elin antesi", "Next hand's ante"),
        if ante.is_empty() {
            "-".to_string()
        } else {
            ante.join(", ")
        },
        lang.pick("ortada kalan", "carried pot"),
        s.carried
    )
}

/// Each player's kav, count and çıkma.
fn player_lines(s: &State, lang: Lang) -> Vec<String> {
    s.players
        .with_ids()
        .map(|(i, p)| {
            let chips = p.chips.map_or("-".to_string(), |c| c.to_string());
            let cikma = if s.cikma_reached(i) {
                lang.pick(" · çıkma doldu", " · çıkma reached")
            } else {
                ""
            };
            format!(
                "  {}: kav {} · {} {chips}{cikma}",
                p.name,
                p.kav_total,
                lang.pick("fiş", "chips")
            )
        })
        .collect()
}

/// Every record, with its local time and whether it is undone.
fn history_lines(night: &crate::night::Night, lang: Lang) -> Vec<String> {
    let s = night.state();
    let (masked, _) = crate::night::state::masked_and_redoable(night.records());
    night
        .records()
        .iter()
        .map(|r| {
            let at = chrono::DateTime::from_timestamp_millis(r.at)
                .map(|t| {
                    t.with_timezone(&chrono::Local)
                        .format("%H:%M:%S")
                        .to_string()
                })
                .unwrap_or_default();
            let undone = if masked.contains(&r.seq) {
                lang.pick(" [geri alındı]", " [undone]")
            } else {
                ""
            };
            format!(
                "  #{} {at} {}{undone}",
                r.seq,
                words::describe(&r.event, s, lang)
            )
        })
        .collect()
}

// ------------------------------------------------------------- report

/// `racon night report`: render, then write `--out` and/or send to the
/// printer.
fn report(ctx: &Ctx, dir: &Path, r: &ReportArgs, table: Option<TableArg>, json: bool) -> Outcome {
    let lang = ctx.lang;
    let nf = open_night(dir, lang)?;
    // The whole journal or nothing: a damaged line is named, and no
    // settlement is made from the records before it (G1).
    let night = nf
        .whole()
        .map_err(|e| Failure::input(crate::i18n::store::not_settled_damaged(&e, lang)))?;
    let printed_at = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
    // The payees' handles, from the group's ledger (none without one).
    let handles = crate::report::Handles::from_ledger(&crate::store::ledger::payees(&ctx.dirs));
    let meta = Meta::of(night, nf.created(), &printed_at).with_handles(handles);
    if let Some(t) = table {
        if !matches!(r.format(), Some(Format::Csv | Format::Text)) {
            return Err(Failure::input(report_words::table_needs_csv(ctx.lang)));
        }
        let text = crate::report::render_csv_table(night.state(), &meta, t.table())
            .map_err(|e| Failure::input(e.message(lang)))?;
        return r.deliver(text, lang);
    }
    if json {
        let value = crate::report::render_json(night.state(), &meta)
            .map_err(|e| Failure::input(e.message(lang)))?;
        return super::common::to_json(&value);
    }
    let Some(format) = r.format() else {
        // The payees' handles in words, by player name, from the ledger.
        let handles: std::collections::BTreeMap<String, String> = night
            .state()
            .players
            .0
            .iter()
            .filter_map(|p| {
                meta.handles
                    .shown(&p.name, lang)
                    .map(|h| (p.name.clone(), h))
            })
            .collect();
        let pdf = crate::report::render_pdf(night.state(), &meta, lang, &handles)
            .map_err(|e| Failure::input(e.message(lang)))?;
        return r.deliver_pdf(&pdf, &nf.dir().join("hesap.pdf"), lang);
    };
    let text = crate::report::render(night.state(), &meta, format, lang)
        .map_err(|e| Failure::input(e.message(lang)))?;
    r.deliver(text, lang)
}

/// Opens the night in `dir` to read; the error names the folder, in the
/// user's language.
fn open_night(dir: &Path, lang: Lang) -> Result<NightFile, Failure> {
    // Every problem opening a night names its file (journal errors are
    // located; an empty night names its folder).
    NightFile::open_read_only(dir)
        .map_err(|e| Failure::input(crate::i18n::store::open_error(&e, lang)))
}

// Wrappers over `store::export` for the CLI (ledger print/export).
// (The screen calls `store::export` itself.)

/// [`crate::store::export::write_report`], its error in the user's language.
pub(crate) fn write_report(path: &Path, text: &str, lang: Lang) -> Result<(), Failure> {
    crate::store::export::write_report(path, text)
        .map_err(|e| Failure::input(report_words::export_error(&e, lang)))
}

pub(crate) use crate::store::export::{find_printer, send_to_printer, shell_word};
