//! The read-only live page of a night for the players' phones (`racon
//! serve`, and sharing from the table screen): a shell like `tui` and
//! `cli`, over the core and `store`; it imports neither of them.
//!
//! [`Share::start`] serves a night on a background thread until the
//! [`Share`] is dropped or [`Share::stop`]ped; [`qr_lines`] draws its
//! address as a QR code in terminal text.

pub mod net;
pub mod page;
pub mod server;
pub mod view;
mod watch;

use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::thread::JoinHandle;

pub use net::{is_public, lan_address};
pub use view::{Snapshot, state_json};

/// Why sharing could not start.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    #[error("{0}")]
    Open(#[from] crate::store::night::OpenError),
    #[error("{addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// A random token of 128 bits from the operating system's generator, as 32
/// hex digits; new each time sharing starts.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    rand::Rng::fill_bytes(&mut rand::rng(), &mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Where sharing listens by default: this machine's address on the home
/// network with a port the system picks, and that address's interface; or
/// loopback (`None`) when the machine has no home-network address. Never a
/// public address.
pub fn default_bind() -> (SocketAddr, Option<(std::net::Ipv4Addr, String)>) {
    match lan_address() {
        Some((ip, iface)) => (
            SocketAddr::new(std::net::IpAddr::V4(ip), 0),
            Some((ip, iface)),
        ),
        None => (
            SocketAddr::new(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), 0),
            None,
        ),
    }
}

/// A night being served. Dropping it stops the server.
pub struct Share {
    url: String,
    addr: SocketAddr,
    stop_server: Option<tokio::sync::watch::Sender<bool>>,
    stop_watch: Option<std::sync::mpsc::Sender<()>>,
    threads: Vec<JoinHandle<()>>,
}

impl Share {
    /// Loads the night in `dir` (read-only, no lock), binds `bind` and
    /// serves it on two background threads: the HTTP server and the
    /// journal watcher.
    pub fn start(dir: &Path, bind: SocketAddr) -> Result<Share, ShareError> {
        // The journal's stamp before the first load: a change made while
        // the server starts (before the watcher runs) is then still seen.
        let seen = watch::stamp(dir);
        let snapshot = watch::load(dir)?;
        let listener =
            TcpListener::bind(bind).map_err(|source| ShareError::Bind { addr: bind, source })?;
        let addr = listener.local_addr()?;
        let token = new_token();
        let url = format!("http://{addr}/{token}/");
        let (version_tx, version_rx) = tokio::sync::watch::channel(0u64);
        let shared = Arc::new(server::Shared {
            token,
            snapshot: RwLock::new(Arc::new(snapshot)),
            version: version_rx,
            streams: Arc::new(tokio::sync::Semaphore::new(server::MAX_STREAMS)),
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
        let sh = Arc::clone(&shared);
        let server = std::thread::Builder::new()
            .name("racon-web".into())
            .spawn(move || {
                let _ = runtime.block_on(server::serve(listener, sh, stop_rx));
            })?;
        let (watch_tx, watch_rx) = std::sync::mpsc::channel();
        let dir: PathBuf = dir.to_path_buf();
        let watcher = std::thread::Builder::new()
            .name("racon-web-watch".into())
            .spawn(move || watch::follow(&dir, seen, &shared, &version_tx, &watch_rx))?;
        Ok(Share {
            url,
            addr,
            stop_server: Some(stop_tx),
            stop_watch: Some(watch_tx),
            threads: vec![server, watcher],
        })
    }

    /// `http://ADDR:PORT/<token>/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops serving: open pages lose their stream, the port is freed.
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        if let Some(s) = self.stop_server.take() {
            let _ = s.send(true);
        }
        self.stop_watch.take();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

impl Drop for Share {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// The QR code of `text` as terminal lines: each module one column wide
/// and half a row tall (▀ ▄ █), light modules drawn, with the quiet zone,
/// for a dark terminal background. `scale` 2 doubles every module (for a
/// large screen); 1 is ≈ 41 columns × 21 rows for a racon address.
pub fn qr_lines(text: &str, scale: usize) -> Option<Vec<String>> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::L).ok()?;
    let w = code.width();
    let colors = code.to_colors();
    let quiet = 4;
    let scale = scale.clamp(1, 4);
    let full = w + 2 * quiet;
    // Light (true) or dark module at (x, y) of the code with its quiet zone.
    let light = |x: usize, y: usize| -> bool {
        if x < quiet || y < quiet || x >= w + quiet || y >= w + quiet {
            return true;
        }
        colors.get((y - quiet) * w + (x - quiet)) != Some(&qrcode::Color::Dark)
    };
    let rows = full * scale;
    let mut out = Vec::with_capacity(rows.div_ceil(2));
    for pair in (0..rows).step_by(2) {
        let mut line = String::with_capacity(full * scale * 3);
        for col in 0..full * scale {
            let top = light(col / scale, pair / scale);
            let bottom = pair + 1 >= rows || light(col / scale, (pair + 1) / scale);
            line.push(match (top, bottom) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        out.push(line);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_of_hex_and_differ() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn qr_of_an_address_fits_a_screen_and_scales() {
        let url = "http://192.168.1.23:41234/0123456789abcdef0123456789abcdef/";
        let small = qr_lines(url, 1).unwrap();
        let big = qr_lines(url, 2).unwrap();
        let w = small[0].chars().count();
        assert!(small.iter().all(|l| l.chars().count() == w));
        // Version 4 at least (33 modules) plus the quiet zone.
        assert!(w >= 33 + 8, "{w}");
        assert!(w <= 80, "{w}");
        assert_eq!(small.len(), w.div_ceil(2));
        assert_eq!(big[0].chars().count(), 2 * w);
        assert_eq!(big.len(), w);
        // The quiet zone is light all round.
        assert!(small[0].chars().all(|c| c == '█'));
        assert!(small.last().unwrap().chars().all(|c| c == '█' || c == '▀'));
    }
}
