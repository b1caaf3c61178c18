//! `racon serve [PATH] [--bind ADDR:PORT]`: the read-only live page of a
//! night for the players' phones, until SIGINT or SIGTERM. The first line
//! on stdout is the page's address; everything else goes to stderr.

use super::common::{Ctx, Failure, Outcome};
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

/// Where the default bind serves, in words: the home-network address, or
/// this machine only.
fn lan_words(lan: Option<&(std::net::Ipv4Addr, String)>, lang: crate::i18n::Lang) -> String {
    match lan {
        Some((ip, iface)) => {
            let said = words::serving_on(&ip.to_string(), iface, lang);
            if cfg!(windows) {
                format!("{said} {}", words::windows_firewall(lang))
            } else {
                said
            }
        }
        None => words::loopback_only(lang).to_string(),
    }
}

/// Waits for SIGINT or SIGTERM (registered before it returns, so one that
/// comes at once is not lost).
#[cfg(unix)]
fn stop_signals() -> std::io::Result<impl FnOnce()> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM])?;
    Ok(move || {
        let _ = signals.forever().next();
    })
}

/// Windows: Ctrl-C and Ctrl-Break come through the C runtime's handler
/// thread as SIGINT / SIGBREAK (closing the console window ends the
/// process); there is no signal iterator, so a flag is looked at.
#[cfg(not(unix))]
#[allow(
    clippy::unnecessary_wraps,
    reason = "the same signature as unix's, whose signal registration can fail"
)]
fn stop_signals() -> std::io::Result<impl FnOnce()> {
    use std::sync::atomic::Ordering;
    let flag = crate::tui::term::watch_signals(crate::tui::term::SCREEN_SIGNALS);
    Ok(move || {
        while flag.load(Ordering::Relaxed) == 0 {
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    })
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
    let bind = if let Some(v) = a.bind.as_deref() {
        let addr = parse_bind(v).ok_or_else(|| Failure::input(words::bad_bind(v, lang)))?;
        if is_public(addr.ip()) {
            let _ = writeln!(
                err,
                "racon: {}",
                words::public_warning(&addr.ip().to_string(), lang)
            );
        }
        addr
    } else {
        let (addr, lan) = default_bind();
        let _ = writeln!(err, "racon: {}", lan_words(lan.as_ref(), lang));
        addr
    };
    // Signals first, so that a SIGTERM right after the address is printed
    // still ends the server cleanly.
    let until_stopped = stop_signals().map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })?;
    let share = Share::start(&dir, bind)
        .map_err(|e| Failure::input(crate::i18n::web::share_error(&e, lang)))?;
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
    until_stopped();
    share.stop();
    Ok(String::new())
}

/// The table screen's `S`: [`Share`] behind the screen's own trait, so the
/// screen never imports the web shell.
struct ScreenShare {
    share: Share,
    lan: Option<(std::net::Ipv4Addr, String)>,
    /// The address `RACON_SHARE_BIND` gave, if any.
    fixed: Option<SocketAddr>,
    /// The address as a QR code, made once (the panel draws it each frame).
    qr: Option<Vec<String>>,
}

impl crate::tui::share::Shared for ScreenShare {
    fn url(&self) -> &str {
        self.share.url()
    }

    fn place(&self, lang: crate::i18n::Lang) -> String {
        match self.fixed {
            Some(_) => words::fixed_bind(&self.share.addr().ip().to_string(), lang),
            None => lan_words(self.lan.as_ref(), lang),
        }
    }

    fn qr(&self) -> Option<Vec<String>> {
        self.qr.clone()
    }

    fn stop(self: Box<Self>) {
        self.share.stop();
    }
}

/// What the screen calls to share a night: on `RACON_SHARE_BIND` when set
/// (e.g. `127.0.0.1:0`), else on the home-network address like `serve`.
pub fn screen_sharer(lang: crate::i18n::Lang) -> Result<crate::tui::share::Sharer, Failure> {
    let fixed = match std::env::var("RACON_SHARE_BIND") {
        Ok(v) => Some(parse_bind(&v).ok_or_else(|| Failure::input(words::bad_bind(&v, lang)))?),
        Err(_) => None,
    };
    Ok(Box::new(move |dir: &std::path::Path| {
        let (bind, lan) = match fixed {
            Some(addr) => (addr, None),
            None => default_bind(),
        };
        let share = Share::start(dir, bind).map_err(|e| crate::i18n::web::share_error(&e, lang))?;
        let qr = qr_lines(share.url(), 1);
        let shared: Box<dyn crate::tui::share::Shared> = Box::new(ScreenShare {
            share,
            lan,
            fixed,
            qr,
        });
        Ok(shared)
    }))
}
