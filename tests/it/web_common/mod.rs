//! Helpers for the `racon serve` tests: a night made through the store, a
//! server process on loopback, and a bare HTTP/1.1 client.

use racon::night::{Action, PlayerId};
use racon::store::Dirs;
use racon::store::night::NightFile;
use racon::store::presets;
use racon::units::Chips;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

pub fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// A kapali-4 night (Ayşe, Mehmet, Işıl, Şükrü), seated, 400 kav each,
/// made now; and the player names.
pub fn new_night(dirs: &Dirs) -> (NightFile, Vec<String>) {
    new_night_with(dirs, |_| {})
}

/// [`new_night`] with the default preset changed by `change` first.
pub fn new_night_with(
    dirs: &Dirs,
    change: impl FnOnce(&mut racon::night::Setup),
) -> (NightFile, Vec<String>) {
    let mut setup = presets::load(dirs, presets::DEFAULT_PRESET).unwrap().setup;
    change(&mut setup);
    let rules = crate::common::night::rules(&setup.rules);
    let now = now_ms();
    let mut nf = NightFile::create(
        dirs,
        setup,
        rules,
        now,
        "2026-11-30T21:00:00+03:00",
        "2026-11-30-2100",
    )
    .unwrap();
    crate::common::night::seat(&mut nf, "8c Ah Kd Kh", now);
    let names: Vec<String> = nf
        .night()
        .state()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    (nf, names)
}

/// A running `racon serve`; sent SIGTERM when dropped.
pub struct Server {
    pub child: Child,
    /// `127.0.0.1:PORT`
    pub addr: String,
    /// `/<token>/`
    pub path: String,
    /// The whole address; read by the Chromium tests, which are unix's.
    #[cfg_attr(not(unix), allow(dead_code))]
    pub url: String,
}

impl Server {
    /// `racon serve DIR --bind 127.0.0.1:0`.
    pub fn start(dir: &Path) -> Server {
        let dir = dir.to_string_lossy().into_owned();
        Server::start_with(&[dir.as_str(), "--bind", "127.0.0.1:0"], None)
    }

    pub fn start_with(args: &[&str], dirs: Option<&Dirs>) -> Server {
        let mut cmd = Command::new(crate::common::cli::bin());
        cmd.arg("serve")
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        if let Some(d) = dirs {
            cmd.env("RACON_DATA_DIR", &d.data)
                .env("RACON_CONFIG_DIR", &d.config);
        }
        let mut child = cmd.spawn().unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut url = String::new();
        out.read_line(&mut url).unwrap();
        let url = url.trim().to_string();
        let rest = url
            .strip_prefix("http://")
            .unwrap_or_else(|| panic!("first line: {url:?}"));
        let (addr, path) = rest.split_at(rest.find('/').unwrap());
        assert!(addr.starts_with("127.0.0.1:"), "{addr}");
        let token = path.trim_matches('/');
        assert_eq!(token.len(), 32, "{url}");
        assert!(token.chars().all(|c| c.is_ascii_hexdigit()));
        Server {
            child,
            addr: addr.to_string(),
            path: path.to_string(),
            url,
        }
    }

    /// Asks racon serve to end: SIGTERM on unix, where the test checks
    /// that it ends cleanly; Windows has no SIGTERM, so the process is
    /// stopped there.
    fn ask_to_end(&mut self) {
        #[cfg(unix)]
        {
            let pid = rustix::process::Pid::from_child(&self.child);
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::TERM);
        }
        #[cfg(not(unix))]
        {
            let _ = self.child.kill();
        }
    }

    /// SIGTERM, then the exit status (within 10 s).
    pub fn terminate(&mut self) -> ExitStatus {
        self.ask_to_end();
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s;
            }
            assert!(Instant::now() < deadline, "racon serve ignored SIGTERM");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            self.ask_to_end();
            let deadline = Instant::now() + Duration::from_secs(5);
            while self.child.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Sends `raw` and reads the whole answer: (status, head, body). Status 0
/// when the server closed without an answer.
/// [`new_night`] played one hand (player 0 won it), counted (Ayşe 1000,
/// the others 200 each after kav 400) and ended: its settlement is known.
pub fn ended_night(dirs: &Dirs) -> (NightFile, Vec<String>) {
    let (mut nf, names) = new_night(dirs);
    nf.act(Action::NewHand, now_ms()).unwrap();
    nf.act(
        Action::EndHand {
            winner: Some(PlayerId(0)),
            pot: None,
        },
        now_ms(),
    )
    .unwrap();
    for (p, chips) in [(0u8, 1000), (1, 200), (2, 200), (3, 200)] {
        nf.act(
            Action::CountChips {
                player: PlayerId(p),
                chips: Chips(chips),
                colours: Vec::new(),
            },
            now_ms(),
        )
        .unwrap();
    }
    nf.act(
        Action::EndNight {
            consent: (0..4).map(PlayerId).collect(),
        },
        now_ms(),
    )
    .unwrap();
    (nf, names)
}

pub fn request(addr: &str, raw: &[u8]) -> (u16, String, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let _ = s.write_all(raw);
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    let text = String::from_utf8_lossy(&buf).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .lines()
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, head.to_string(), body.to_string())
}

/// GET `path`: (status, body).
pub fn get(addr: &str, path: &str) -> (u16, String) {
    let (status, _, body) = request(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes(),
    );
    (status, body)
}
