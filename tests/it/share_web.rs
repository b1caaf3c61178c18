//! Issue 26 on the live page: the payees' handles beside the transfers,
//! the group-chat text from the server (the `--format chat` renderer) in
//! `state.json`, and the share button with its WhatsApp link, in headless
//! Chromium on loopback (skipped, saying why, without Chromium).
#![cfg(unix)]

use crate::common;
#[allow(dead_code)]
use crate::web_common;

use common::TempDir;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use web_common::{Server, ended_night, get};

const IBAN: &str = "TR330006100519786457841326";

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

/// Headless Chromium on `url` (fresh profile, no background traffic, a
/// phone's size) with `extra` flags; its stdout.
fn run_chromium(bin: &Path, url: &str, lang: &str, extra: &[String]) -> String {
    let profile = TempDir::new("s6a-chromium");
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
            "--window-size=390,1400",
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
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `%XX` decoded (the link's text).
fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() + 1 {
            let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap();
            out.push(u8::from_str_radix(hex, 16).unwrap());
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

/// The value of attribute `attr` of the element with `id` in a dumped DOM.
fn attr_of<'a>(dom: &'a str, id: &str, attr: &str) -> Option<&'a str> {
    let start = dom.find(&format!("id=\"{id}\""))?;
    let tag_start = dom[..start].rfind('<')?;
    let tag_end = start + dom[start..].find('>')?;
    let tag = &dom[tag_start..tag_end];
    let at = tag.find(&format!(" {attr}=\""))? + attr.len() + 3;
    let end = tag[at..].find('"')?;
    Some(&tag[at..at + end])
}

#[test]
fn the_settlement_has_handles_a_chat_text_and_a_share_button_with_its_link() {
    let tmp = TempDir::new("s6a-web");
    let dirs = tmp.dirs();
    let (nf, names) = ended_night(&dirs);
    let payee = names[0].clone();
    let out = common::cli::racon(&[
        "--data-dir",
        dirs.data.to_str().unwrap(),
        "ledger",
        "payee",
        &payee,
        "--iban",
        IBAN,
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let srv = Server::start(nf.dir());
    let (code, body) = get(&srv.addr, &format!("{}state.json", srv.path));
    assert_eq!(code, 200);
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    // Each transfer to him carries his handle in both languages.
    let transfers = v["transfers"].as_array().unwrap();
    assert!(!transfers.is_empty());
    for t in transfers {
        assert_eq!(t["to"], payee.as_str());
        assert_eq!(
            t["to_handle"]["tr"],
            "IBAN TR33 0006 1005 1978 6457 8413 26"
        );
    }
    // The chat text is the CLI's, word for word.
    let chat_tr = v["chat"]["tr"].as_str().unwrap().to_string();
    let cli = common::cli::ok(&[
        "--data-dir",
        dirs.data.to_str().unwrap(),
        "--lang",
        "tr",
        "night",
        "report",
        nf.dir().to_str().unwrap(),
        "--format",
        "chat",
    ]);
    assert_eq!(chat_tr, cli);
    assert!(chat_tr.contains(&format!("→ {payee}: ")), "{chat_tr}");

    let Some(bin) = chromium() else {
        return;
    };
    let dom = run_chromium(&bin, &srv.url, "tr-TR", &["--dump-dom".to_string()]);
    assert!(dom.contains("id=\"share-btn\""), "{dom}");
    let href = attr_of(&dom, "wa-link", "href").unwrap_or_else(|| panic!("{dom}"));
    let href = href.replace("&amp;", "&");
    let text = href
        .strip_prefix("https://wa.me/?text=")
        .unwrap_or_else(|| panic!("{href}"));
    assert_eq!(percent_decode(text), chat_tr, "{href}");
    // Headless Chromium on Linux has no Web Share: the link and the copy
    // button are shown, the share button hidden.
    let wa_tag = &dom[dom.find("id=\"wa-link\"").unwrap()..];
    assert!(
        !wa_tag[..wa_tag.find('>').unwrap()].contains("hidden"),
        "{dom}"
    );
    assert!(
        dom.contains("IBAN TR33 0006 1005 1978 6457 8413 26"),
        "{dom}"
    );
    assert!(dom.contains("Hesabı paylaş") || dom.contains("WhatsApp'ta gönder"));
    // A screenshot to look at.
    let shot = Path::new(env!("CARGO_TARGET_TMPDIR")).join("s6a-live-share.png");
    let _ = std::fs::remove_file(&shot);
    run_chromium(
        &bin,
        &srv.url,
        "tr-TR",
        &[format!("--screenshot={}", shot.display())],
    );
    let png = std::fs::read(&shot).unwrap_or_default();
    assert!(png.starts_with(b"\x89PNG"));
}
