//! `racon serve` end to end, on loopback only: the address on the first
//! line, state.json against `night show --json`, an appended event on the
//! event stream within 1 s, 404/405, the stream limit under 200 clients,
//! header time-outs, connections without the token (per address, and a
//! flood from ten addresses while phones ask: G6), and SIGTERM.

use crate::common;
#[allow(dead_code)]
use crate::web_common;

use common::TempDir;
use common::cli::Racon;
use racon::night::Action;
use racon::units::Kurus;
use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};
use web_common::{Server, get, new_night, now_ms, request};

#[test]
fn state_json_matches_night_show() {
    let tmp = TempDir::new("web-state");
    let (mut nf, _names) = new_night(&tmp.dirs());
    nf.act(Action::NewHand, now_ms()).unwrap();
    nf.act(Action::AllPassed, now_ms()).unwrap();
    nf.act(Action::NewHand, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let (status, body) = get(&srv.addr, &format!("{}state.json", srv.path));
    assert_eq!(status, 200);
    let web: Value = serde_json::from_str(&body).unwrap();
    let cli = Racon::new()
        .args(["night", "show", "--json"])
        .arg(nf.dir())
        .json();
    for k in ["hand_no", "dealer", "next_dealer"] {
        assert_eq!(web[k], cli[k], "{k}");
    }
    assert_eq!(web["hand_no"], 2);
    assert!(web["dealer"].is_string());
    // The clock: same state and seans; the time left read a moment apart.
    for k in ["state", "seans", "paused"] {
        assert_eq!(web["clock"][k], cli["clock"][k], "clock.{k}");
    }
    assert_eq!(web["clock"]["state"], "playing");
    let (a, b) = (
        web["clock"]["left_ms"].as_i64().unwrap(),
        cli["clock"]["left_ms"].as_i64().unwrap(),
    );
    assert!((a - b).abs() < 5_000, "{a} vs {b}");
    let wp = web["players"].as_array().unwrap();
    let cp = cli["players"].as_array().unwrap();
    assert_eq!(wp.len(), cp.len());
    assert_eq!(wp.len(), 4);
    for (w, c) in wp.iter().zip(cp) {
        for k in ["name", "kav_total", "cikma_reached", "left"] {
            assert_eq!(w[k], c[k], "players.{k}");
        }
    }
    assert_eq!(web["transfers"], serde_json::json!([]));
    assert_eq!(web["carried_pot"], cli["carried_pot"]);
}

/// Issue 22 on the live page: a late arrival is among the players from
/// the moment he sits down, the question about the deck is shown as open,
/// and after the host's answer and the next deal `deck_size` is the deck
/// in play (40 for five at kapalı), the same as `night show --json`.
#[test]
fn the_live_page_shows_a_late_arrival_and_the_deck_in_play() {
    let tmp = TempDir::new("web-late");
    let (mut nf, _names) = new_night(&tmp.dirs());
    let after = nf.night().state().seats[0];
    nf.act(
        Action::Join {
            name: "Kemal".into(),
            after,
            kav: racon::night::Chips(400),
        },
        now_ms(),
    )
    .unwrap();
    let srv = Server::start(nf.dir());
    let state = |srv: &Server| -> Value {
        let (status, body) = get(&srv.addr, &format!("{}state.json", srv.path));
        assert_eq!(status, 200);
        serde_json::from_str(&body).unwrap()
    };
    let web = state(&srv);
    assert_eq!(web["deck_size"], 32, "the switch waits for the answer");
    assert_eq!(web["deck_change"]["cards"], 40);
    assert_eq!(web["deck_change"]["when"], "asking");
    let names: Vec<&str> = web["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 5);
    assert_eq!(names[4], "Kemal");
    assert_eq!(web["players"][4]["kav_total"], 400);
    drop(srv);

    nf.act(
        Action::ChooseDeck {
            when: racon::night::DeckChoice::NextHand,
        },
        now_ms(),
    )
    .unwrap();
    nf.act(Action::NewHand, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let web = state(&srv);
    assert_eq!(web["deck_size"], 40);
    assert!(web["deck_change"].is_null());
    assert!(web["cutter"].is_string());
    let cli = Racon::new()
        .args(["night", "show", "--json"])
        .arg(nf.dir())
        .json();
    for k in ["deck_size", "deck_change", "cutter", "second_deck_shuffler"] {
        assert_eq!(web[k], cli[k], "{k}");
    }
}

/// R23 with `skip`: a player over the sit-out limit is out of the game,
/// and `racon night show` says so in words and in `--json` (the live page
/// reads the same fields).
#[test]
fn night_show_marks_a_player_out_of_the_game() {
    let tmp = TempDir::new("web-sit-out");
    let (mut nf, names) = web_common::new_night_with(&tmp.dirs(), |s| {
        s.house.sit_out_limit = Some(1);
        s.house.at_sit_out_limit = racon::night::setup::AtSitOutLimit::Skip;
    });
    nf.act(
        Action::SitOut {
            player: racon::night::PlayerId(0),
            out: true,
        },
        now_ms(),
    )
    .unwrap();
    nf.act(Action::NewHand, now_ms()).unwrap();
    nf.act(Action::AllPassed, now_ms()).unwrap();
    assert!(nf.night().state().out_of_game(racon::night::PlayerId(0)));
    let show = |args: &[&str], lang: &str| {
        Racon::new()
            .args(["night", "show"])
            .args(args)
            .arg(nf.dir())
            .locale(&[("LANG", lang)])
            .ok()
    };
    let json: Value = serde_json::from_str(&show(&["--json"], "C.UTF-8")).unwrap();
    let players = json["players"].as_array().unwrap();
    assert_eq!(players[0]["out_of_game"], true);
    assert_eq!(players[0]["sit_out_limit_reached"], true);
    assert_eq!(players[1]["out_of_game"], false);
    let first = &names[0];
    let tr = show(&[], "tr_TR.UTF-8");
    assert!(tr.contains(&format!("{first} (oyun dışı)")), "{tr}");
    let en = show(&[], "en_US.UTF-8");
    assert!(en.contains(&format!("{first} (out of the game)")), "{en}");
}

#[test]
fn an_ended_night_shows_the_transfers_by_name() {
    let tmp = TempDir::new("web-ended");
    // Kav 400 each; Ayşe ends with 1000, Mehmet with 200, the others 200.
    let (nf, names) = web_common::ended_night(&tmp.dirs());
    let settlement = nf.night().state().settlement().unwrap();
    assert!(!settlement.transfers.is_empty());
    let srv = Server::start(nf.dir());
    let (status, body) = get(&srv.addr, &format!("{}state.json", srv.path));
    assert_eq!(status, 200);
    let web: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(web["clock"]["state"], "ended");
    let t = web["transfers"].as_array().unwrap();
    assert_eq!(t.len(), settlement.transfers.len());
    let mut to_ayse = Kurus::ZERO;
    for (w, s) in t.iter().zip(&settlement.transfers) {
        assert_eq!(w["kurus"], s.kurus.get());
        assert_eq!(w["to"], names[0].as_str());
        to_ayse += s.kurus;
    }
    // Ayşe won 600 chips from the three others (200 each).
    let value = nf.night().state().setup.stakes.chip_value;
    assert_eq!(to_ayse, value * 600);
    let payers: Vec<&str> = t.iter().map(|w| w["from"].as_str().unwrap()).collect();
    for n in &names[1..] {
        assert!(payers.contains(&n.as_str()), "{n} in {payers:?}");
    }
}

/// Reads SSE frames until one carries `hand_no == want`; returns when.
fn wait_for_hand(r: &mut BufReader<TcpStream>, want: u64, deadline: Instant) -> Option<Instant> {
    let mut line = String::new();
    while Instant::now() < deadline {
        line.clear();
        match r.read_line(&mut line) {
            Ok(0) => return None,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => continue,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => continue,
            Err(_) => return None,
        }
        // Chunked framing lines are skipped; only `data:` lines matter.
        if let Some(json) = line.trim_end().strip_prefix("data: ") {
            let v: Value = serde_json::from_str(json).unwrap();
            if v["hand_no"].as_u64() == Some(want) {
                return Some(Instant::now());
            }
        }
    }
    None
}

fn open_stream(addr: &str, path: &str) -> (u16, BufReader<TcpStream>) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(s, "GET {path}events HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
    let mut r = BufReader::new(s);
    let mut status = String::new();
    r.read_line(&mut status).unwrap();
    let code = status
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (code, r)
}

#[test]
fn an_appended_event_reaches_a_stream_within_a_second() {
    let tmp = TempDir::new("web-sse");
    let (mut nf, _) = new_night(&tmp.dirs());
    nf.act(Action::NewHand, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let (code, mut r) = open_stream(&srv.addr, &srv.path);
    assert_eq!(code, 200);
    // The state as it is, at once.
    let first = wait_for_hand(&mut r, 1, Instant::now() + Duration::from_secs(5));
    assert!(first.is_some());
    for want in 2..=4u64 {
        nf.act(Action::AllPassed, now_ms()).unwrap();
        nf.act(Action::NewHand, now_ms()).unwrap();
        let appended = Instant::now();
        let seen = wait_for_hand(&mut r, want, appended + Duration::from_secs(5))
            .expect("the new hand on the stream");
        let took = seen - appended;
        assert!(took < Duration::from_secs(1), "{took:?}");
        eprintln!("hand {want} reached the stream after {took:?}");
    }
}

#[test]
fn wrong_token_is_404_and_anything_but_get_is_405() {
    let tmp = TempDir::new("web-sec");
    let (nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    let token = srv.path.trim_matches('/').to_string();
    let mut wrong = token.clone().into_bytes();
    wrong[0] = if wrong[0] == b'a' { b'b' } else { b'a' };
    let wrong = String::from_utf8(wrong).unwrap();
    for path in [
        "/".to_string(),
        "/state.json".to_string(),
        "/events".to_string(),
        format!("/{wrong}/"),
        format!("/{wrong}/state.json"),
        format!("/{}/state.json", &token[..31]),
        format!("/{token}x/state.json"),
        format!("/{token}/../{token}/Cargo.toml"),
        format!("/{token}/assets/live.js"),
        format!("/{token}/live.html"),
        "/etc/passwd".to_string(),
    ] {
        let (status, body) = get(&srv.addr, &path);
        assert_eq!(status, 404, "{path}");
        assert_eq!(body, "404\n", "{path}: no hint");
    }
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"] {
        let raw = format!(
            "{method} {}state.json HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
            srv.path
        );
        let (status, head, _) = request(&srv.addr, raw.as_bytes());
        assert_eq!(status, 405, "{method}");
        assert!(head.to_ascii_lowercase().contains("allow: get"), "{head}");
    }
    // A POST with a wrong token says nothing more than 404.
    let raw = format!("POST /{wrong}/state.json HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
    assert_eq!(request(&srv.addr, raw.as_bytes()).0, 404);
    // The page and its files, with the policy that allows only them.
    for (file, kind) in [
        ("", "text/html"),
        ("live.js", "text/javascript"),
        ("live.css", "text/css"),
    ] {
        let raw = format!("GET {}{file} HTTP/1.1\r\nHost: x\r\n\r\n", srv.path);
        let (status, head, body) = request(&srv.addr, raw.as_bytes());
        assert_eq!(status, 200, "{file}");
        let h = head.to_ascii_lowercase();
        assert!(h.contains(&format!("content-type: {kind}")), "{head}");
        assert!(
            h.contains(
                "content-security-policy: default-src 'none'; script-src 'self'; style-src 'self';"
            ),
            "{head}"
        );
        assert!(h.contains("referrer-policy: no-referrer"), "{head}");
        assert!(!body.is_empty());
    }
    // `/<token>` alone is sent to `/<token>/`.
    let (status, head, _) = request(
        &srv.addr,
        format!("GET /{token} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes(),
    );
    assert_eq!(status, 308);
    assert!(head.contains(&format!("/{token}/")), "{head}");
}

#[test]
fn the_page_language_follows_accept_language() {
    let tmp = TempDir::new("web-lang");
    let (nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    for (accept, lang) in [
        ("tr-TR,tr;q=0.9,en;q=0.8", "tr"),
        ("en-US,en;q=0.9", "en"),
        ("de-DE,tr;q=0.5", "tr"),
    ] {
        let raw = format!(
            "GET {} HTTP/1.1\r\nHost: x\r\nAccept-Language: {accept}\r\n\r\n",
            srv.path
        );
        let (status, _, body) = request(&srv.addr, raw.as_bytes());
        assert_eq!(status, 200);
        assert!(
            body.contains(&format!("<html lang=\"{lang}\">")),
            "{accept}"
        );
        // Both languages ride along, for the switch.
        assert!(body.contains("Dağıtan") && body.contains("Dealer"));
    }
}

/// Issue 28: a plain GET of the page (no browser, no script) carries the
/// night drawn in: the reload for a phone without JavaScript, the dealer,
/// the players' names as text, and in Turkish for a Turkish phone.
#[test]
fn the_page_is_drawn_by_the_server_with_a_refresh() {
    let tmp = TempDir::new("web-prerender");
    let (mut nf, _) = web_common::new_night_with(&tmp.dirs(), |s| {
        s.players[1] = "<i>Mehmet&</i>".into();
    });
    nf.act(Action::NewHand, now_ms()).unwrap();
    let st = nf.night().state();
    let dealer = st.name(st.dealer().unwrap()).to_string();
    let srv = Server::start(nf.dir());
    let (_, json) = get(&srv.addr, &format!("{}state.json", srv.path));
    let json: Value = serde_json::from_str(&json).unwrap();
    let next = json["next_dealer"].as_str().unwrap().to_string();
    assert_ne!(next, dealer);
    let raw = format!(
        "GET {} HTTP/1.1\r\nHost: x\r\nAccept-Language: tr-TR\r\n\r\n",
        srv.path
    );
    let (status, _, body) = request(&srv.addr, raw.as_bytes());
    assert_eq!(status, 200);
    assert!(
        body.contains("<noscript><meta http-equiv=\"refresh\" content=\"15\"></noscript>"),
        "{body}"
    );
    let esc = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    assert!(
        body.contains(&format!("<b id=\"dealer\">{}</b>", esc(&dealer))),
        "{body}"
    );
    assert!(
        body.contains(&format!("<span id=\"next-dealer\">{}</span>", esc(&next))),
        "{body}"
    );
    assert!(
        body.contains("id=\"dealer-label\">Dağıtan</span>"),
        "{body}"
    );
    assert!(body.contains("&lt;i&gt;Mehmet&amp;&lt;/i&gt;"), "{body}");
    assert!(!body.contains("<i>Mehmet"), "{body}");
    assert!(body.contains("<span class=\"k\">kav 400</span>"), "{body}");
}

#[test]
fn streams_are_capped_at_64_and_the_rest_refused_cleanly() {
    let tmp = TempDir::new("web-many");
    let (nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    // 200 clients connect at once; every one is answered.
    let mut clients: Vec<(u16, BufReader<TcpStream>)> = (0..200)
        .map(|_| {
            let mut s = TcpStream::connect(&srv.addr).unwrap();
            s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
            write!(
                s,
                "GET {}events HTTP/1.1\r\nHost: {}\r\n\r\n",
                srv.path, srv.addr
            )
            .unwrap();
            (0, BufReader::new(s))
        })
        .collect();
    for (code, r) in &mut clients {
        let mut status = String::new();
        r.read_line(&mut status).unwrap();
        *code = status
            .split_whitespace()
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
    }
    let held = clients.iter().filter(|c| c.0 == 200).count();
    let refused = clients.iter().filter(|c| c.0 == 503).count();
    assert_eq!(held, 64);
    assert_eq!(refused, 136);
    // A refusal is a whole, closed response with a Retry-After.
    let (_, r) = clients.iter_mut().find(|c| c.0 == 503).unwrap();
    let mut rest = String::new();
    r.read_to_string(&mut rest).unwrap();
    assert!(
        rest.to_ascii_lowercase().contains("retry-after: 10"),
        "{rest}"
    );
    // The held streams are live: each has the state.
    for (_, r) in clients.iter_mut().filter(|c| c.0 == 200).take(5) {
        assert!(wait_for_hand(r, 0, Instant::now() + Duration::from_secs(5)).is_some());
    }
    // One page closes: its place is free again.
    let pos = clients.iter().position(|c| c.0 == 200).unwrap();
    clients.remove(pos);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (code, _r) = open_stream(&srv.addr, &srv.path);
        if code == 200 {
            break;
        }
        assert_eq!(code, 503);
        assert!(Instant::now() < deadline, "the freed stream was not reused");
        std::thread::sleep(Duration::from_millis(100));
    }
    // With all gone, state.json still answers.
    drop(clients);
    assert_eq!(get(&srv.addr, &format!("{}state.json", srv.path)).0, 200);
}

#[test]
fn a_silent_or_huge_request_head_is_cut_off() {
    let tmp = TempDir::new("web-slow");
    let (nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    // Says nothing: closed after the header time-out (5 s).
    let mut s = TcpStream::connect(&srv.addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
    let t = Instant::now();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    let took = t.elapsed();
    assert!(
        took >= Duration::from_secs(4) && took < Duration::from_secs(12),
        "{took:?}"
    );
    // Half a request line, then nothing: the same.
    let mut s = TcpStream::connect(&srv.addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
    write!(s, "GET {}state.json HTTP/1.1\r\nHost: x\r\n", srv.path).unwrap();
    let t = Instant::now();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf);
    assert!(t.elapsed() < Duration::from_secs(12));
    assert!(!String::from_utf8_lossy(&buf).contains("200 OK"));
    // A 64 KiB header: refused, not read on.
    let big = "a".repeat(64 * 1024);
    let raw = format!(
        "GET {}state.json HTTP/1.1\r\nHost: x\r\nX-Big: {big}\r\n\r\n",
        srv.path
    );
    let (status, _, _) = request(&srv.addr, raw.as_bytes());
    assert!(status == 431 || status == 0, "{status}");
}

#[test]
fn sigterm_ends_the_server() {
    let tmp = TempDir::new("web-term");
    let (nf, _) = new_night(&tmp.dirs());
    let mut srv = Server::start(nf.dir());
    let (code, _stream) = open_stream(&srv.addr, &srv.path);
    assert_eq!(code, 200);
    let status = srv.terminate();
    assert!(status.success(), "{status:?}");
    assert!(TcpStream::connect(&srv.addr).is_err());
}

#[test]
fn serve_without_a_night_says_so() {
    let tmp = TempDir::new("web-none");
    let dirs = tmp.dirs();
    let out = Racon::new()
        .dirs(&dirs)
        .args(["serve", "--bind", "127.0.0.1:0", "--lang", "en"])
        .run();
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("No unfinished night"), "{}", out.stderr);
    assert!(out.stdout.is_empty());
    let out = Racon::new()
        .args(["serve", "--bind", "nowhere", "--lang", "tr"])
        .arg(&dirs.data)
        .run();
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("ADRES:PORT"));
}

#[test]
fn serve_finds_the_unfinished_night_by_itself() {
    let tmp = TempDir::new("web-default");
    let dirs = tmp.dirs();
    let (nf, _) = new_night(&dirs);
    let srv = Server::start_with(&["--bind", "127.0.0.1:0"], Some(&dirs));
    let (status, body) = get(&srv.addr, &format!("{}state.json", srv.path));
    assert_eq!(status, 200);
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["name"], nf.night().state().setup.name.as_str());
    // Only this night is unfinished: that is the one served.
    assert_eq!(
        racon::store::night::unfinished(&dirs).as_deref(),
        Some(nf.dir())
    );
}

/// Ten pages open at once each get the night and follow the next hand
/// (the server's idle CPU and memory with them open are measured by
/// `benches/idle_cpu.sh`).
#[test]
fn ten_pages_open_at_once_all_follow_the_night() {
    let tmp = TempDir::new("web-idle");
    let (mut nf, _) = new_night(&tmp.dirs());
    nf.act(Action::NewHand, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let mut pages: Vec<BufReader<TcpStream>> = (0..10)
        .map(|_| {
            let (code, mut r) = open_stream(&srv.addr, &srv.path);
            assert_eq!(code, 200);
            assert!(wait_for_hand(&mut r, 1, Instant::now() + Duration::from_secs(5)).is_some());
            r
        })
        .collect();
    nf.act(Action::AllPassed, now_ms()).unwrap();
    nf.act(Action::NewHand, now_ms()).unwrap();
    for r in &mut pages {
        assert!(wait_for_hand(r, 2, Instant::now() + Duration::from_secs(5)).is_some());
    }
}

#[test]
fn serve_help_in_both_languages() {
    let help = |lang: &str| Racon::new().args(["serve", "--help", "--lang", lang]).ok();
    let tr = help("tr");
    assert!(tr.contains("salt okunur canlı sayfasını"), "{tr}");
    assert!(
        tr.contains("--bind") && tr.contains("ev ağındaki adresi"),
        "{tr}"
    );
    let en = help("en");
    assert!(en.contains("read-only live page"), "{en}");
    assert!(en.contains("home-network address"), "{en}");
}

/// A connection from `src` (any 127.x.y.z on Linux's loopback), as a
/// blocking socket.
fn connect_from(src: IpAddr, to: SocketAddr) -> std::io::Result<TcpStream> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let s = rt.block_on(async {
        let sock = tokio::net::TcpSocket::new_v4()?;
        sock.bind(SocketAddr::new(src, 0))?;
        sock.connect(to).await
    })?;
    let s = s.into_std()?;
    s.set_nonblocking(false)?;
    Ok(s)
}

/// GET `path` from `src`: the status (0 when closed unanswered or after
/// `wait`).
fn get_from(src: IpAddr, addr: &str, path: &str, wait: Duration) -> u16 {
    let Ok(mut s) = connect_from(src, addr.parse().unwrap()) else {
        return 0;
    };
    s.set_read_timeout(Some(wait)).unwrap();
    if write!(s, "GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").is_err() {
        return 0;
    }
    let mut status = String::new();
    let _ = BufReader::new(s).read_line(&mut status);
    status
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0)
}

/// `true` once the server closed `s` (read gives end of file).
fn closed(s: &TcpStream) -> bool {
    s.set_nonblocking(true).unwrap();
    let mut b = [0u8; 1];
    let read = (&*s).read(&mut b);
    s.set_nonblocking(false).unwrap();
    match read {
        Ok(n) => n == 0,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    }
}

/// G6, per address: connections that say nothing hold at most 16 places
/// from one address (the oldest are closed as new ones come, long before
/// the 5 s header time-out), and a request with the token from that
/// address, or from another, is answered at once.
#[test]
fn g6_silent_connections_from_one_address_hold_at_most_its_share() {
    let tmp = TempDir::new("web-conns");
    let (nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    let t0 = Instant::now();
    let silent: Vec<TcpStream> = (0..40)
        .map(|_| TcpStream::connect(&srv.addr).unwrap())
        .collect();
    // The oldest 24 are closed to make room; 16 stay.
    let deadline = Instant::now() + Duration::from_secs(3);
    loop {
        let shut: Vec<bool> = silent.iter().map(closed).collect();
        let n = shut.iter().filter(|&&c| c).count();
        if n >= 24 {
            assert_eq!(n, 24, "{shut:?}");
            assert!(shut[..8].iter().all(|&c| c), "the oldest stay: {shut:?}");
            break;
        }
        assert!(Instant::now() < deadline, "only {n} of 40 closed: {shut:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        t0.elapsed() < Duration::from_secs(4),
        "closed by the time-out, not to make room"
    );
    // The same address and another are served at once.
    let state = format!("{}state.json", srv.path);
    let t = Instant::now();
    assert_eq!(get(&srv.addr, &state).0, 200);
    assert_eq!(
        get_from(
            "127.0.0.2".parse().unwrap(),
            &srv.addr,
            &state,
            Duration::from_secs(2)
        ),
        200
    );
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    // A wrong token is a 404 and takes no place that lasts.
    assert_eq!(get(&srv.addr, "/0123/state.json").0, 404);
    drop(silent);
}

/// G6, the flood: 300 connections from ten addresses that send half a
/// request head and reopen as soon as they are dropped held every slot
/// (a phone got 0 answers of 30). Now a phone that loaded the page before
/// and a phone new to the night are both answered every time, and a live
/// page opened before the flood keeps getting each change.
#[test]
fn g6_a_flood_without_the_token_never_keeps_the_phones_out() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let tmp = TempDir::new("web-flood");
    let (mut nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    let state = format!("{}state.json", srv.path);
    let wait = Duration::from_secs(2);
    let known: IpAddr = "127.0.0.1".parse().unwrap();
    let new: IpAddr = "127.0.0.50".parse().unwrap();
    assert_eq!(get_from(known, &srv.addr, &state, wait), 200);
    let (code, mut stream) = open_stream(&srv.addr, &srv.path);
    assert_eq!(code, 200);
    assert!(wait_for_hand(&mut stream, 0, Instant::now() + Duration::from_secs(5)).is_some());

    let stop = Arc::new(AtomicBool::new(false));
    let opened = Arc::new(AtomicUsize::new(0));
    let to: SocketAddr = srv.addr.parse().unwrap();
    let flood = {
        let (stop, opened) = (Arc::clone(&stop), Arc::clone(&opened));
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let tasks: Vec<_> = (0..300)
                    .map(|i| {
                        let src: IpAddr = format!("127.0.0.{}", 2 + i % 10).parse().unwrap();
                        let (stop, opened) = (Arc::clone(&stop), Arc::clone(&opened));
                        tokio::spawn(hold_half_open(src, to, stop, opened))
                    })
                    .collect();
                for t in tasks {
                    let _ = t.await;
                }
            });
        })
    };
    // The flood is on: more connections opened than there are places.
    let deadline = Instant::now() + Duration::from_secs(20);
    while opened.load(Ordering::Relaxed) < 600 {
        assert!(Instant::now() < deadline, "the flood never got going");
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut answered = (0, 0);
    for _ in 0..30 {
        answered.0 += usize::from(get_from(known, &srv.addr, &state, wait) == 200);
        answered.1 += usize::from(get_from(new, &srv.addr, &state, wait) == 200);
    }
    // A change still reaches the page opened before the flood.
    nf.act(Action::NewHand, now_ms()).unwrap();
    let reached = wait_for_hand(&mut stream, 1, Instant::now() + Duration::from_secs(5));
    let reopened = opened.load(Ordering::Relaxed);
    stop.store(true, Ordering::Relaxed);
    flood.join().unwrap();
    println!(
        "G6 flood: {reopened} flood connections opened; phones answered: known {}/30, new {}/30; live page updated: {}",
        answered.0,
        answered.1,
        reached.is_some()
    );
    assert_eq!(answered, (30, 30));
    assert!(reached.is_some(), "the live page stopped getting changes");
}

/// One flooding connection: half a request head, a header line every half
/// second, reopened as soon as the server drops it.
async fn hold_half_open(
    src: IpAddr,
    to: SocketAddr,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    opened: std::sync::Arc<std::sync::atomic::AtomicUsize>,
) {
    use std::sync::atomic::Ordering;
    while !stop.load(Ordering::Relaxed) {
        let s = match tokio::net::TcpSocket::new_v4() {
            Ok(sock) if sock.bind(SocketAddr::new(src, 0)).is_ok() => sock.connect(to).await,
            _ => Err(std::io::Error::other("no socket")),
        };
        let Ok(s) = s else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        opened.fetch_add(1, Ordering::Relaxed);
        if s.try_write(b"GET /x HTTP/1.1\r\n").is_err() {
            continue;
        }
        while !stop.load(Ordering::Relaxed) {
            tokio::select! {
                r = s.readable() => {
                    if r.is_err() {
                        break;
                    }
                    let mut b = [0u8; 256];
                    match s.try_read(&mut b) {
                        Ok(0) => break,
                        Ok(_) => {}
                        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                        Err(_) => break,
                    }
                }
                () = tokio::time::sleep(Duration::from_millis(500)) => {
                    if s.try_write(b"X: y\r\n").is_err() {
                        break;
                    }
                }
            }
        }
    }
}

#[test]
fn share_serves_in_process_and_stops_on_drop() {
    let tmp = TempDir::new("web-share");
    let (mut nf, _) = new_night(&tmp.dirs());
    nf.act(Action::NewHand, now_ms()).unwrap();
    let share = racon::web::Share::start(nf.dir(), "127.0.0.1:0".parse().unwrap()).unwrap();
    let url = share.url().to_string();
    let addr = share.addr().to_string();
    let path = url
        .strip_prefix(&format!("http://{addr}"))
        .unwrap()
        .to_string();
    let (status, body) = get(&addr, &format!("{path}state.json"));
    assert_eq!(status, 200);
    assert!(body.contains("\"hand_no\":1"), "{body}");
    // A QR code of the address for the table screen.
    // Its size follows the address length (the port's digits pick the QR
    // version), so check the shape: square with a 4-module quiet zone, two
    // modules per text row, and small enough for an 80×24 screen at scale 1.
    let qr = racon::web::qr_lines(&url, 1).unwrap();
    let cols = qr[0].chars().count();
    assert!((21 + 8..=57 + 8).contains(&cols), "{cols} columns");
    assert_eq!((cols - 8 - 21) % 4, 0, "{cols} columns is no QR version");
    assert_eq!(
        qr.len(),
        cols.div_ceil(2),
        "{cols} columns, {} rows",
        qr.len()
    );
    assert!(qr.iter().all(|l| l.chars().count() == cols));
    assert!(qr.iter().any(|l| l.contains(' ')), "no dark module");
    // Sharing again gives a new token.
    let again = racon::web::Share::start(nf.dir(), "127.0.0.1:0".parse().unwrap()).unwrap();
    assert_ne!(
        again.url().rsplit('/').nth(1),
        url.rsplit('/').nth(1),
        "the token is new each time"
    );
    drop(again);
    let (code, _stream) = open_stream(&addr, &path);
    assert_eq!(code, 200);
    share.stop();
    assert!(TcpStream::connect(&addr).is_err(), "still listening");
}
