//! `racon serve [PATH] [--bind ADDR:PORT]`: the read-only live page of a
//! night for the players' phones, until SIGINT or SIGTERM. The first line
//! on stdout is the page's address; everything else goes to stderr.

use super::{Ctx, Failure, Outcome};
use crate::i18n::web as words;
use crate::web::{Share, default_bind, is_public, qr_lines};
use std::io::{IsTerminal, Write};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The night's folder (default: the unfinished night).
    #[arg(value_name = "PATH")]
    path: Option<PathBuf>,
    /// Address and port to serve on (default: this machine's home-network
    /// address, a free port).
    #[arg(long, value_name = "ADDR:PORT")]
    bind: Option<String>,
}

fn parse_bind(v: &str) -> Option<SocketAddr> {
    v.parse::<SocketAddr>()
        .ok()
        .or_else(|| v.parse::<IpAddr>().ok().map(|ip| SocketAddr::new(ip, 0)))
}

pub fn run(ctx: &Ctx, a: Args) -> Outcome {
    let lang = ctx.lang;
    let dir = match a.path {
        Some(p) if p.is_file() => p.parent().map(PathBuf::from).unwrap_or(p),
        Some(p) => p,
        None => crate::store::night::unfinished(&ctx.dirs)
            .ok_or_else(|| Failure::input(words::no_unfinished(lang)))?,
    };
    let mut err = std::io::stderr();
    let bind = match a.bind.as_deref() {
        Some(v) => {
            let addr = parse_bind(v).ok_or_else(|| Failure::input(words::bad_bind(v, lang)))?;
            if is_public(addr.ip()) {
                let _ = writeln!(
                    err,
                    "racon: {}",
                    words::public_warning(&addr.ip().to_string(), lang)
                );
            }
            addr
        }
        None => {
            let (addr, lan) = default_bind();
            let note = match lan {
                Some((ip, iface)) => words::serving_on(&ip.to_string(), &iface, lang),
                None => words::loopback_only(lang).to_string(),
            };
            let _ = writeln!(err, "racon: {note}");
            addr
        }
    };
    // Signals first, so that a SIGTERM right after the address is printed
    // still ends the server cleanly.
    let mut signals = signal_hook::iterator::Signals::new([
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGTERM,
    ])
    .map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })?;
    let share =
        Share::start(&dir, bind).map_err(|e| Failure::input(format!("{}: {e}", dir.display())))?;
    {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{}", share.url());
        let _ = out.flush();
    }
    if err.is_terminal() {
        for line in qr_lines(share.url(), 1).unwrap_or_default() {
            let _ = writeln!(err, "{line}");
        }
    }
    let _ = writeln!(err, "racon: {}", words::stop_hint(lang));
    let _ = signals.forever().next();
    share.stop();
    Ok(String::new())
}
