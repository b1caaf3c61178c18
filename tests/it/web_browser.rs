//! The live page in a real browser: headless Chromium (the Debian package)
//! at a phone's size, on loopback only. The screenshots are kept under
//! `target/tmp/web-artefacts/`. Skipped, saying why, when no Chromium is
//! installed.
#![cfg(unix)] // headless Chromium, /proc and rustix: unix only.

use crate::common;
#[allow(dead_code)]
use crate::web_common;

use common::TempDir;
use racon::night::Action;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use web_common::{Server, new_night, now_ms};

/// The Chromium binary, or None after saying the test is skipped and why.
fn chromium() -> Option<PathBuf> {
    let found = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    if found.is_none() {
        eprintln!(
            "SKIPPED: no Chromium (/usr/bin/chromium); `apt-get install -y chromium` to run this test"
        );
    }
    found
}

fn artefacts() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("web-artefacts");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs headless Chromium on `url` with `extra` flags (a fresh profile, no
/// background traffic, 390×844 like a phone); returns its stdout.
fn run_chromium(bin: &Path, url: &str, lang: &str, extra: &[String]) -> String {
    run_chromium_js(bin, url, lang, extra, true)
}

/// [`run_chromium`], with the page's JavaScript blocked when `!js` (the
/// profile's content setting, as a phone's "JavaScript off" does; the
/// `--blink-settings=scriptEnabled=false` switch would also stop
/// `--dump-dom`, which asks the page for its DOM through script).
fn run_chromium_js(bin: &Path, url: &str, lang: &str, extra: &[String], js: bool) -> String {
    let profile = TempDir::new("chromium-profile");
    if !js {
        let default = profile.0.join("Default");
        std::fs::create_dir_all(&default).unwrap();
        std::fs::write(
            default.join("Preferences"),
            r#"{"profile":{"default_content_setting_values":{"javascript":2}}}"#,
        )
        .unwrap();
    }
    let mut child = Command::new(bin)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--window-size=390,844",
        ])
        .arg(format!("--lang={lang}"))
        .arg(format!("--accept-lang={lang}"))
        .arg(format!("--user-data-dir={}", profile.0.display()))
        .args(extra)
        .arg(url)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The text of the element with `id` in a dumped DOM.
/// A screenshot of `url` in `lang`, kept as `name` under the artefacts;
/// its bytes (empty when Chromium wrote none).
fn screenshot(bin: &Path, url: &str, lang: &str, name: &str) -> Vec<u8> {
    let shot = artefacts().join(name);
    let _ = std::fs::remove_file(&shot);
    run_chromium(
        bin,
        url,
        lang,
        &[format!("--screenshot={}", shot.display())],
    );
    std::fs::read(&shot).unwrap_or_default()
}

fn text_of<'a>(dom: &'a str, id: &str) -> Option<&'a str> {
    let start = dom.find(&format!("id=\"{id}\""))?;
    let rest = &dom[start..];
    let open = rest.find('>')? + 1;
    let close = rest[open..].find('<')?;
    Some(&rest[open..open + close])
}

#[test]
fn the_page_in_headless_chromium_shows_the_hand_then_the_next() {
    let Some(bin) = chromium() else {
        return;
    };
    let tmp = TempDir::new("web-browser");
    let (mut nf, names) = new_night(&tmp.dirs());
    nf.act(Action::NewHand, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let dir = artefacts();

    let png = screenshot(&bin, &srv.url, "tr-TR", "live-phone-tr.png");
    assert!(png.starts_with(b"\x89PNG"), "not a PNG");
    assert!(png.len() > 5_000, "{} bytes: an empty page?", png.len());

    let dom = run_chromium(&bin, &srv.url, "tr-TR", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "hand-no"), Some("1"), "{dom}");
    let dealer = nf.night().state().dealer().unwrap();
    let dealer = nf.night().state().name(dealer).to_string();
    assert_eq!(text_of(&dom, "dealer"), Some(dealer.as_str()));
    assert_eq!(text_of(&dom, "dealer-label"), Some("Dağıtan"));
    assert!(dom.contains("<html lang=\"tr\">"), "{dom}");
    for n in &names {
        assert!(dom.contains(n.as_str()), "{n}");
    }
    // The clock was drawn by the script (mm:ss).
    let clock = text_of(&dom, "clock").unwrap();
    assert!(
        clock.len() == 5 && clock.as_bytes()[2] == b':',
        "clock {clock:?}"
    );

    // The host moves on: the hand ends and the next is dealt.
    nf.act(Action::AllPassed, now_ms()).unwrap();
    nf.act(Action::NewHand, now_ms()).unwrap();
    // Wait until the server has picked the change up (within a second,
    // tests/web.rs), so the browser is what is tested here.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let (_, body) = web_common::get(&srv.addr, &format!("{}state.json", srv.path));
        if body.contains("\"hand_no\":2") {
            break;
        }
        assert!(Instant::now() < deadline, "the server did not see hand 2");
        std::thread::sleep(Duration::from_millis(50));
    }
    let dom = run_chromium(&bin, &srv.url, "en-US", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "hand-no"), Some("2"), "{dom}");
    assert_eq!(text_of(&dom, "dealer-label"), Some("Dealer"));
    let png = screenshot(&bin, &srv.url, "en-US", "live-phone-en.png");
    assert!(png.starts_with(b"\x89PNG"));
    eprintln!("screenshots in {}", dir.display());
}

/// A seans counted in turs shows its tur as the clock, with the closing
/// tur, and a player out of the game under the sit-out limit is marked.
#[test]
fn the_page_shows_the_tur_of_a_seans_in_turs_and_who_is_out_of_the_game() {
    let Some(bin) = chromium() else {
        return;
    };
    let tmp = TempDir::new("web-browser-turs");
    let (mut nf, names) = web_common::new_night_with(&tmp.dirs(), |s| {
        s.seans.length = racon::night::setup::SeansLength::Turs(2);
        s.seans.closing_turs = 1;
        s.house.sit_out_limit = Some(1);
        s.house.at_sit_out_limit = racon::night::setup::AtSitOutLimit::Skip;
    });
    let first = racon::night::PlayerId(0);
    nf.act(
        Action::SitOut {
            player: first,
            out: true,
        },
        now_ms(),
    )
    .unwrap();
    // Play into the second (last, closing) tur.
    loop {
        nf.act(Action::NewHand, now_ms()).unwrap();
        let face = racon::night::clock::face(nf.night().state(), now_ms());
        if face.tur.is_some_and(|(no, _)| no == 2) {
            assert_eq!(face.closing, Some((1, 1)));
            break;
        }
        nf.act(Action::AllPassed, now_ms()).unwrap();
    }
    assert!(nf.night().state().out_of_game(first));
    let srv = Server::start(nf.dir());
    let dom = run_chromium(&bin, &srv.url, "tr-TR", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "clock"), Some("Tur 2/2"), "{dom}");
    assert_eq!(
        text_of(&dom, "clock-sub"),
        Some("kapanış turu 1/1"),
        "{dom}"
    );
    assert!(dom.contains("oyun dışı"), "{dom}");
    let dom = run_chromium(&bin, &srv.url, "en-US", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "clock-sub"), Some("closing tur 1/1"), "{dom}");
    assert!(dom.contains("out of the game"), "{dom}");
    assert!(dom.contains(names[0].as_str()));
    let png = screenshot(&bin, &srv.url, "tr-TR", "live-phone-turs-tr.png");
    assert!(png.starts_with(b"\x89PNG"));
}

#[test]
fn the_settlement_in_headless_chromium_marks_the_players_own_transfers() {
    let Some(bin) = chromium() else {
        return;
    };
    let tmp = TempDir::new("web-browser-end");
    let (nf, names) = web_common::ended_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    // `#Name` picks the player, as the name menu does.
    let url = format!("{}#{}", srv.url, names[1]);
    let dom = run_chromium(&bin, &url, "tr-TR", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "clock"), Some("Gece bitti"), "{dom}");
    let mine = &dom[dom.find("id=\"mine\"").unwrap()..];
    let mine = &mine[..mine.find("</div></div>").unwrap_or(mine.len())];
    assert!(
        mine.contains(&format!("Sen ödersin: {}", names[0])),
        "{mine}"
    );
    // Exactly his transfer is marked in the list.
    let marked = dom.matches("<li class=\"mine\">").count();
    assert_eq!(marked, 1, "{dom}");
    let li = &dom[dom.find("<li class=\"mine\">").unwrap()..];
    assert!(
        li.starts_with(&format!(
            "<li class=\"mine\"><span>{} → {}</span>",
            names[1], names[0]
        )),
        "{li}"
    );
    let png = screenshot(&bin, &url, "tr-TR", "live-phone-settlement.png");
    assert!(png.starts_with(b"\x89PNG"));
}

/// Issue 16 from the host's side: `S` on the real table screen (in tmux)
/// shares the night; the browser shows the hand, then the next one after
/// the host's keys; 10 pages can listen at once (the host's idle CPU with
/// them open is measured by `benches/idle_cpu.sh`).
#[test]
fn s_on_the_hosts_screen_shares_and_the_browser_follows_its_keys() {
    use common::tmux::Tmux;
    let Some(chrome) = chromium() else {
        return;
    };
    const STEP: Duration = Duration::from_secs(30);
    let tmp = TempDir::new("web-host-key");
    let dirs = tmp.dirs();
    // A seated night with everyone's kav, left unfinished for `racon`.
    let (nf, _) = new_night(&dirs);
    drop(nf);
    let t = Tmux::new("share");
    t.window(
        "host",
        &format!(
            "env RACON_CONFIG_DIR={} RACON_DATA_DIR={} RACON_SHARE_BIND=127.0.0.1:0 LANG=C.UTF-8 {}",
            dirs.config.display(),
            dirs.data.display(),
            common::cli::bin().display()
        ),
    );
    t.wait("host", "the table", STEP, |s| s.contains("new hand"));
    t.send("host", &["n"]);
    t.wait("host", "hand 1", STEP, |s| s.contains("Hand 1 in play"));
    t.send("host", &["S"]);
    // The address, drawn inside the panel's border.
    let url_in = |s: &str| -> Option<String> {
        let at = s.find("http://127.0.0.1:")?;
        let url: String = s[at..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || ":/.".contains(*c))
            .collect();
        url.ends_with('/').then_some(url)
    };
    t.wait("host", "the address", STEP, |s| url_in(s).is_some());
    let url = url_in(&t.screen("host")).unwrap_or_default();
    let screen = t.screen("host");
    assert!(
        screen.contains('▀') || screen.contains('▄'),
        "no QR code:\n{screen}"
    );
    let dom = run_chromium(&chrome, &url, "en-US", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "hand-no"), Some("1"), "{dom}");

    // The host's keys: any key closes the panel and then does its job.
    t.send("host", &["w"]);
    t.wait("host", "hand over", STEP, |s| s.contains("Hand 1 over"));
    t.send("host", &["n"]);
    t.wait("host", "hand 2", STEP, |s| s.contains("Hand 2 in play"));
    let rest = url.trim_start_matches("http://");
    let (addr, path) = rest.split_at(rest.find('/').unwrap());
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let (_, body) = web_common::get(addr, &format!("{path}state.json"));
        if body.contains("\"hand_no\":2") {
            break;
        }
        assert!(Instant::now() < deadline, "the server did not see hand 2");
        std::thread::sleep(Duration::from_millis(50));
    }
    let dom = run_chromium(&chrome, &url, "en-US", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "hand-no"), Some("2"), "{dom}");
    let png = screenshot(&chrome, &url, "tr-TR", "live-phone-from-host-key.png");
    assert!(png.starts_with(b"\x89PNG"));

    // Sharing on: 10 pages listening at once are each answered.
    let streams: Vec<std::net::TcpStream> = (0..10)
        .map(|_| {
            use std::io::{Read, Write};
            let mut s = std::net::TcpStream::connect(addr).unwrap();
            write!(s, "GET {path}events HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
            s.set_read_timeout(Some(STEP)).unwrap();
            let mut head = [0u8; 12];
            s.read_exact(&mut head).unwrap();
            assert_eq!(&head, b"HTTP/1.1 200", "a stream was refused");
            s
        })
        .collect();
    drop(streams);

    // S again stops sharing: the port closes.
    t.send("host", &["S"]);
    t.wait("host", "sharing stopped", STEP, |_| {
        std::net::TcpStream::connect(addr).is_err()
    });
}

/// What the dumped DOM says of the wake lock (`data-wake-lock` on the
/// toggle), if the script set it.
fn wake_lock(dom: &str) -> Option<&str> {
    let at = dom.find("data-wake-lock=\"")? + "data-wake-lock=\"".len();
    let rest = &dom[at..];
    Some(&rest[..rest.find('"')?])
}

/// The settlement's transfers in state.json: (from, to, money in Turkish).
fn transfers_in_turkish(srv: &Server) -> Vec<(String, String, String)> {
    let (_, body) = web_common::get(&srv.addr, &format!("{}state.json", srv.path));
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    let t: Vec<(String, String, String)> = v["transfers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            let kurus = racon::units::Kurus(x["kurus"].as_i64().unwrap());
            (
                x["from"].as_str().unwrap().to_string(),
                x["to"].as_str().unwrap().to_string(),
                racon::i18n::num::money(kurus, racon::i18n::Lang::Tr),
            )
        })
        .collect();
    assert!(!t.is_empty(), "{body}");
    for (_, _, m) in &t {
        // `1.234,50 ₺`: the Turkish way, kuruş always shown.
        let digits = m.strip_suffix(" ₺").unwrap_or_else(|| panic!("{m}"));
        let (whole, cents) = digits.rsplit_once(',').unwrap_or_else(|| panic!("{m}"));
        assert!(
            cents.len() == 2 && cents.chars().all(|c| c.is_ascii_digit()),
            "{m}"
        );
        assert!(whole.chars().all(|c| c.is_ascii_digit() || c == '.'), "{m}");
    }
    t
}

/// The DOM of `url` with JavaScript off.
fn no_js_dom(bin: &Path, url: &str) -> String {
    run_chromium_js(bin, url, "tr-TR", &["--dump-dom".to_string()], false)
}

/// Issue 28: with JavaScript off the page still shows the night as the
/// server drew it: the dealer (a name with `<` and `&` as text), the clock
/// at load, the kav; at the end the transfers in `100,00 ₺` form and no
/// dealer line. The script never ran (no wake lock was asked for).
#[test]
fn without_javascript_the_page_shows_the_dealer_and_the_settlement() {
    let Some(bin) = chromium() else {
        return;
    };
    let tmp = TempDir::new("web-no-js");
    let (mut nf, _) = web_common::new_night_with(&tmp.dirs(), |s| {
        s.players[1] = "<script>&Mehmet".into();
    });
    nf.act(Action::NewHand, now_ms()).unwrap();
    let st = nf.night().state();
    let dealer = st.name(st.dealer().unwrap()).to_string();
    let srv = Server::start(nf.dir());
    let dom = no_js_dom(&bin, &srv.url);
    assert_eq!(wake_lock(&dom), None, "the script ran: {dom}");
    let esc = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    assert_eq!(
        text_of(&dom, "dealer"),
        Some(esc(&dealer).as_str()),
        "{dom}"
    );
    assert_eq!(text_of(&dom, "dealer-label"), Some("Dağıtan"), "{dom}");
    assert_eq!(text_of(&dom, "hand-no"), Some("1"), "{dom}");
    assert!(dom.contains("&lt;script&gt;&amp;Mehmet"), "{dom}");
    assert!(!dom.contains("<script>&Mehmet"), "{dom}");
    let clock = text_of(&dom, "clock").unwrap();
    assert!(
        clock.len() == 5 && clock.as_bytes()[2] == b':',
        "clock {clock:?}"
    );
    assert!(dom.contains("kav 400"), "{dom}");
    let shot = artefacts().join("live-phone-no-js.png");
    let _ = std::fs::remove_file(&shot);
    let flag = format!("--screenshot={}", shot.display());
    run_chromium_js(&bin, &srv.url, "tr-TR", &[flag], false);
    let png = std::fs::read(&shot).unwrap_or_default();
    assert!(png.starts_with(b"\x89PNG"));
    drop(srv);

    let tmp = TempDir::new("web-no-js-end");
    let (nf, _) = web_common::ended_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    let dom = no_js_dom(&bin, &srv.url);
    assert_eq!(wake_lock(&dom), None, "the script ran: {dom}");
    assert_eq!(text_of(&dom, "clock"), Some("Gece bitti"), "{dom}");
    assert!(dom.contains("id=\"dealer-row\" hidden"), "{dom}");
    assert!(dom.contains("id=\"next-dealer-row\" hidden"), "{dom}");
    assert!(dom.contains("<section id=\"settle-box\">"), "{dom}");
    for (from, to, money) in transfers_in_turkish(&srv) {
        let li = format!("<li><span>{from} → {to}</span><span>{money}</span></li>");
        assert!(dom.contains(&li), "{li} in {dom}");
    }
}

/// Issue 28: with JavaScript the page asks for a Screen Wake Lock at once
/// (headless Chromium may refuse it: the request was made), shows its
/// toggle, and the name menu is there during the night, not only at its
/// end; at the end the script's money is the Turkish way too.
#[test]
fn with_javascript_the_page_asks_to_keep_the_screen_on() {
    let Some(bin) = chromium() else {
        return;
    };
    let tmp = TempDir::new("web-wake");
    let (mut nf, names) = new_night(&tmp.dirs());
    nf.act(Action::NewHand, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let url = format!("{}#{}", srv.url, names[2]);
    let dom = run_chromium(&bin, &url, "tr-TR", &["--dump-dom".to_string()]);
    let wake = wake_lock(&dom);
    assert!(
        matches!(wake, Some("requested" | "held" | "denied" | "unsupported")),
        "{wake:?}: {dom}"
    );
    assert!(dom.contains("<label id=\"wake-row\">"), "{dom}");
    // The name menu mid-night, with the picked player chosen.
    assert!(dom.contains("<label id=\"me-row\">"), "{dom}");
    assert!(
        dom.contains(&format!(
            "<option value=\"{0}\" selected=\"\">{0}</option>",
            names[2]
        )) || dom.contains(&format!("<option value=\"{0}\">{0}</option>", names[2])),
        "{dom}"
    );
    assert!(
        dom.contains(&format!("<li class=\"me\"><span>{}</span>", names[2])),
        "{dom}"
    );
    drop(srv);

    let tmp = TempDir::new("web-wake-end");
    let (nf, _) = web_common::ended_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    let dom = run_chromium(&bin, &srv.url, "tr-TR", &["--dump-dom".to_string()]);
    assert!(wake_lock(&dom).is_some(), "{dom}");
    assert!(dom.contains("id=\"dealer-row\" hidden"), "{dom}");
    for (from, to, money) in transfers_in_turkish(&srv) {
        let li = format!("<li><span>{from} → {to}</span><span>{money}</span></li>");
        assert!(dom.contains(&li), "{li} in {dom}");
    }
}

/// Issue 27, items 5 and 6: a hold'em night with a chip set shows the
/// chips by value and, at 25/50, the 5s coming off, with JavaScript (in
/// both languages) and without it (the prerender); `state.json` carries
/// both as data. A night without a chip set hides both rows.
#[test]
fn the_chip_legend_and_the_colour_up_with_and_without_javascript() {
    let Some(bin) = chromium() else {
        return;
    };
    let tmp = TempDir::new("web-chips");
    let (mut nf, _) = web_common::new_night_with(&tmp.dirs(), |s| {
        s.rules = "texas-holdem".into();
        s.ante = racon::night::setup::AntePlan::Blinds {
            levels: [(5, 10), (10, 20), (25, 50)]
                .iter()
                .map(|&(small, big)| racon::night::setup::BlindLevel {
                    minutes: 20,
                    small: racon::units::Chips(small),
                    big: racon::units::Chips(big),
                })
                .collect(),
        };
        s.chips = racon::night::chips::parse_set("beyaz 5 ×300, kırmızı 25, mavi 100").unwrap();
    });
    nf.act(Action::SkipLevel, now_ms()).unwrap();
    nf.act(Action::SkipLevel, now_ms()).unwrap();
    let srv = Server::start(nf.dir());
    let (_, body) = web_common::get(&srv.addr, &format!("{}state.json", srv.path));
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(json["chips"][0]["name"], "beyaz", "{body}");
    assert_eq!(json["colour_up"]["off"][0]["count"], 5, "{body}");

    let dom = run_chromium(&bin, &srv.url, "tr-TR", &["--dump-dom".to_string()]);
    assert!(wake_lock(&dom).is_some(), "the script did not run: {dom}");
    assert_eq!(text_of(&dom, "chips-label"), Some("Fişler"), "{dom}");
    assert_eq!(
        text_of(&dom, "chips"),
        Some("beyaz 5 · kırmızı 25 · mavi 100"),
        "{dom}"
    );
    assert_eq!(text_of(&dom, "colour-up-label"), Some("Kalkan fişler"));
    // The level row follows the skips as the colour-up does.
    assert_eq!(text_of(&dom, "level-label"), Some("Seviye 3"), "{dom}");
    assert_eq!(text_of(&dom, "colour-up"), Some("5 beyaz = 1 kırmızı"));
    assert!(dom.contains("id=\"chips-row\">"), "{dom}");
    let dom = run_chromium(&bin, &srv.url, "en-US", &["--dump-dom".to_string()]);
    assert_eq!(text_of(&dom, "colour-up-label"), Some("Chips coming off"));

    let dom = no_js_dom(&bin, &srv.url);
    assert_eq!(wake_lock(&dom), None, "the script ran: {dom}");
    assert_eq!(
        text_of(&dom, "chips"),
        Some("beyaz 5 · kırmızı 25 · mavi 100"),
        "{dom}"
    );
    assert_eq!(text_of(&dom, "colour-up"), Some("5 beyaz = 1 kırmızı"));
    assert!(dom.contains("id=\"colour-up-row\">"), "{dom}");
    assert_eq!(text_of(&dom, "level-label"), Some("Seviye 3"), "{dom}");
    drop(srv);

    // Without a chip set both rows stay hidden, with and without script.
    let tmp = TempDir::new("web-no-chips");
    let (nf, _) = new_night(&tmp.dirs());
    let srv = Server::start(nf.dir());
    for dom in [
        run_chromium(&bin, &srv.url, "tr-TR", &["--dump-dom".to_string()]),
        no_js_dom(&bin, &srv.url),
    ] {
        assert!(dom.contains("id=\"chips-row\" hidden"), "{dom}");
        assert!(dom.contains("id=\"colour-up-row\" hidden"), "{dom}");
    }
}
