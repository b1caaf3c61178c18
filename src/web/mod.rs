//! The read-only live page of a night for the players' phones (`racon
//! serve`, and sharing from the table screen): a shell like `tui` and
//! `cli`, over the core and `store`; it imports neither of them.
//!
//! [`Share::start`] serves a night on a background thread until the
//! [`Share`] is dropped or [`Share::stop`]ped; [`qr_lines`] draws its
//! address as a QR code in terminal text.

pub mod net;
pub mod page;
pub mod prerender;
pub mod server;
pub mod share_error;
pub mod view;
mod watch;

use std::fmt::Write as _;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::thread::JoinHandle;

pub use net::{is_public, lan_address};
pub use share_error::ShareError;
pub use view::{Snapshot, state_json, state_json_with};

/// A random token of 128 bits from the operating system's generator, as 32
/// hex digits; new each time sharing starts.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    rand::Rng::fill_bytes(&mut rand::rng(), &mut bytes);
    bytes.iter().fold(String::with_capacity(32), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    })
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
            meta: watch::meta(dir),
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

pub use crate::report::qr::qr_lines;

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
}
