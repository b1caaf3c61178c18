//! The page's state drawn into its HTML on the server, so that a phone
//! with JavaScript off still shows the night (issue 28): the same
//! `state.json` the script reads, the same elements it fills, every typed
//! name escaped. The script, when it runs, draws over them and follows
//! the night live.

use crate::i18n::Lang;
use crate::i18n::num::{money, signed_money};
use crate::i18n::web::word;
use crate::money::Kurus;
use serde_json::Value;
use std::fmt::Write as _;

/// Text made safe inside HTML, in an element or a quoted attribute.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

fn int(v: &Value, key: &str) -> i64 {
    v.get(key).and_then(Value::as_i64).unwrap_or(0)
}

fn list<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// `mm:ss` of `ms`, rounded up, never negative (as the script's `mmss`).
fn mmss(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    format!("{:02}:{:02}", s / 60, s % 60)
}

/// ` hidden` when `hide`: for an element's attributes.
fn hidden(hide: bool) -> String {
    if hide {
        " hidden".into()
    } else {
        String::new()
    }
}

/// The clock as it is when the page is served: (label, big, sub).
fn clock(st: &Value, lang: Lang) -> (String, String, String) {
    let w = |k| word(k, lang).to_string();
    let c = st.get("clock").unwrap_or(&Value::Null);
    let seans = format!("{} {}", w("seans"), int(c, "seans"));
    let left = c.get("left_ms").and_then(Value::as_i64);
    match text(c, "state") {
        "playing" if flag(c, "paused") => {
            (seans, left.map_or_else(|| w("paused"), mmss), w("paused"))
        }
        "playing" => match (left, st.get("tur").filter(|t| !t.is_null())) {
            (Some(l), _) if l <= 0 => (seans, w("time_up"), w("left")),
            (Some(l), _) => (seans, mmss(l), w("left")),
            (None, Some(t)) => {
                let last = t.get("last").and_then(Value::as_i64);
                let big = format!(
                    "{} {}{}",
                    w("tur"),
                    int(t, "no"),
                    last.map(|l| format!("/{l}")).unwrap_or_default()
                );
                let sub = t
                    .get("closing")
                    .filter(|c| !c.is_null())
                    .map_or_else(String::new, |c| {
                        format!("{} {}/{}", w("closing_tur"), int(c, "which"), int(c, "of"))
                    });
                (seans, big, sub)
            }
            (None, None) => (String::new(), seans, String::new()),
        },
        "closing" => (
            seans,
            w("time_up"),
            format!(
                "{} {}–{}",
                w("closing"),
                int(c, "closing_from_tur"),
                int(c, "last_tur")
            ),
        ),
        "break" => {
            let l = int(c, "left_ms");
            let big = if l > 0 { mmss(l) } else { w("break_over") };
            (w("break"), big, String::new())
        }
        "not_started" => (seans, "--:--".into(), w("not_started")),
        "ended" => (String::new(), w("night_over"), String::new()),
        _ => (String::new(), String::new(), String::new()),
    }
}

/// Each player's ante, or everyone's when all put in the same.
fn antes(stakes: &[Value], lang: Lang) -> String {
    let Some(first) = stakes.first() else {
        return "—".into();
    };
    if stakes.len() > 2
        && stakes
            .iter()
            .all(|a| int(a, "chips") == int(first, "chips"))
    {
        return format!("{} {}", word("everyone", lang), int(first, "chips"));
    }
    stakes
        .iter()
        .map(|a| format!("{} {}", text(a, "name"), int(a, "chips")))
        .collect::<Vec<_>>()
        .join(", ")
}

fn level(b: &Value, lang: Lang) -> String {
    let mut s = format!("{}/{}", int(b, "small"), int(b, "big"));
    match b.get("next").filter(|n| !n.is_null()) {
        Some(n) => {
            let _ = write!(
                s,
                " → {}/{} · {} {}",
                int(n, "small"),
                int(n, "big"),
                word("in", lang),
                mmss(int(n, "in_ms"))
            );
        }
        None => {
            let _ = write!(s, " · {}", word("last_level", lang));
        }
    }
    s
}

/// The chip set by value, as the script's `legend`: "beyaz 10 · kırmızı
/// 50 · mavi 100".
fn legend(st: &Value) -> String {
    list(st, "chips")
        .iter()
        .map(|c| format!("{} {}", text(c, "name"), int(c, "value")))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The colours that come off, as the script's `colourUp`: "5 beyaz = 1
/// kırmızı".
fn colour_up(u: &Value) -> String {
    let into = text(u, "into");
    list(u, "off")
        .iter()
        .map(|o| {
            format!(
                "{} {} = {} {into}",
                int(o, "count"),
                text(o, "name"),
                int(o, "into_count")
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The rows of the chip set and the colour-up (issue 27, items 5 and 6),
/// hidden without them.
fn chip_rows(st: &Value, lang: Lang) -> Vec<(&'static str, String)> {
    let up = st.get("colour_up").filter(|u| !u.is_null());
    vec![
        ("colour-up-row.hidden", hidden(up.is_none())),
        ("colour-up-label", escape(word("colour_up", lang))),
        ("colour-up", escape(&up.map_or_else(String::new, colour_up))),
        ("chips-row.hidden", hidden(list(st, "chips").is_empty())),
        ("chips-label", escape(word("chips", lang))),
        ("chips", escape(&legend(st))),
    ]
}

/// The players' list items: name, marks, kav and, at the end, the net.
fn players(st: &Value, lang: Lang) -> String {
    let badge = |cls: &str, k: &str| {
        format!(
            "<span class=\"badge{cls}\">{}</span>",
            escape(word(k, lang))
        )
    };
    let mut out = String::new();
    for p in list(st, "players") {
        let name = text(p, "name");
        let mut left = format!(
            "<span{}>{}",
            if flag(p, "left") {
                " class=\"gone\""
            } else {
                ""
            },
            escape(name)
        );
        if flag(p, "cikma_reached") {
            left.push_str(&badge(" cikma", "cikma"));
        }
        if flag(p, "left") {
            left.push_str(&badge("", "player_left"));
        } else if flag(p, "out_of_game") {
            left.push_str(&badge("", "out_of_game"));
        } else if flag(p, "sitting_out") {
            left.push_str(&badge("", "sits_out"));
            if flag(p, "sit_out_limit_reached") {
                left.push_str(&badge("", "sit_out_limit"));
            }
        }
        let mut right = format!("{} {}", word("kav", lang), int(p, "kav_total"));
        if let Some(n) = list(st, "nets").iter().find(|n| text(n, "name") == name) {
            let kurus = Kurus(int(n, "kurus"));
            {
                let _ = write!(
                    right,
                    " · {} {}",
                    word("net", lang),
                    signed_money(kurus, lang)
                );
            }
        }
        {
            let _ = write!(
                out,
                "<li>{left}</span><span class=\"k\">{}</span></li>",
                escape(&right)
            );
        }
    }
    out
}

/// The settlement's list items: who pays whom, how much, the handle.
fn transfers(st: &Value, lang: Lang) -> String {
    let code = lang.pick("tr", "en");
    let mut out = String::new();
    for x in list(st, "transfers") {
        let handle = x
            .get("to_handle")
            .and_then(|h| h.get(code))
            .and_then(Value::as_str)
            .map(|h| format!("<div class=\"handle\">{}</div>", escape(h)))
            .unwrap_or_default();
        let _ = write!(
            out,
            "<li><span>{} → {}</span><span>{}</span>{handle}</li>",
            escape(text(x, "from")),
            escape(text(x, "to")),
            escape(&money(Kurus(int(x, "kurus")), lang))
        );
    }
    out
}

/// The latest verdict's rows, the cards in symbols.
fn verdict(v: &Value, lang: Lang) -> String {
    let row = |cls: &str, s: &str| format!("<div class=\"row{cls}\">{}</div>", escape(s));
    let winners: Vec<&str> = list(v, "winners")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    let says = if winners.len() > 1 { "split" } else { "wins" };
    let mut out = row(
        "",
        &format!(
            "{} {}: {} {}",
            word("hand", lang),
            int(v, "hand_no"),
            winners.join(", "),
            word(says, lang)
        ),
    );
    for h in list(v, "hands") {
        let cards = Some(text(h, "symbols"))
            .filter(|s| !s.is_empty())
            .unwrap_or(text(h, "cards"));
        out.push_str(&row(" k", &format!("{}: {cards}", text(h, "name"))));
    }
    if !text(v, "board").is_empty() {
        out.push_str(&row(
            " k",
            &format!("{}: {}", word("board", lang), text(v, "board")),
        ));
    }
    let shares = list(v, "shares");
    if !shares.is_empty() {
        let s: Vec<String> = shares
            .iter()
            .map(|x| format!("{} {}", text(x, "name"), int(x, "chips")))
            .collect();
        out.push_str(&row(
            "",
            &format!("{} {}", word("takes", lang), s.join(" · ")),
        ));
    }
    out
}

/// The fills of the page's head, clock and hand: the problem, the clock
/// at load, the hand, its dealers (none once the night is over) and deck.
fn top(st: &Value, lang: Lang) -> Vec<(&'static str, String)> {
    let w = |k| escape(word(k, lang));
    let opt = |k: &str| st.get(k).and_then(Value::as_str).filter(|s| !s.is_empty());
    let ended = text(st, "phase") == "ended";
    let (clock_label, big, sub) = clock(st, lang);
    let problem = st.get("problem").filter(|p| !p.is_null());
    let problem_text = problem.map_or_else(String::new, |p| {
        let kind = if text(p, "kind") == "gone" {
            "gone"
        } else {
            "read_only"
        };
        let why = Some(text(p, lang.pick("tr", "en")))
            .filter(|s| !s.is_empty())
            .unwrap_or(text(p, "en"));
        format!("{}: {why}", word(kind, lang))
    });
    let hand_no = int(st, "hand_no");
    let mut deck = format!("{} {}", int(st, "deck_size"), word("cards", lang));
    if let Some(d) = st.get("deck_change").filter(|d| !d.is_null()) {
        let when = format!("deck_{}", text(d, "when"));
        let _ = write!(deck, " → {} ({})", int(d, "cards"), word(&when, lang));
    }
    vec![
        ("title", w("title")),
        ("night-name", escape(opt("name").unwrap_or("racon"))),
        ("wake-label", w("wake")),
        ("problem.hidden", hidden(problem.is_none())),
        ("problem", escape(&problem_text)),
        ("clock-label", escape(&clock_label)),
        ("clock", escape(&big)),
        ("clock-sub", escape(&sub)),
        ("hand-label", w("hand")),
        (
            "hand-no",
            if hand_no > 0 {
                hand_no.to_string()
            } else {
                "—".into()
            },
        ),
        ("dealers.hidden", hidden(ended)),
        ("dealer-label", w("dealer")),
        ("dealer", escape(opt("dealer").unwrap_or("—"))),
        ("next-dealer-label", w("next_dealer")),
        ("next-dealer", escape(opt("next_dealer").unwrap_or("—"))),
        ("cutter-row.hidden", hidden(opt("cutter").is_none())),
        ("cuts-label", w("cuts")),
        ("cutter", escape(opt("cutter").unwrap_or(""))),
        ("deck-label", w("deck")),
        ("deck", escape(&deck)),
    ]
}

/// `{{key}}` → what the page shows there now, HTML already escaped.
pub fn fills(st: &Value, lang: Lang) -> Vec<(&'static str, String)> {
    let w = |k| escape(word(k, lang));
    let ended = text(st, "phase") == "ended";
    let problem = st.get("problem").filter(|p| !p.is_null());
    let in_play = st.get("ante_in_play").and_then(Value::as_array);
    let blinds = st.get("blinds").filter(|b| !b.is_null());
    let v = st.get("verdict").filter(|v| !v.is_null());
    let settle_note = if problem.is_some() {
        "no_settlement"
    } else if list(st, "transfers").is_empty() {
        "not_settled"
    } else {
        ""
    };
    let mut fills = top(st, lang);
    fills.extend([
        ("ante-box.hidden", hidden(ended)),
        ("ante-now-row.hidden", hidden(in_play.is_none())),
        ("ante-now-label", w("ante_now")),
        (
            "ante-now",
            escape(&antes(in_play.map_or(&[], Vec::as_slice), lang)),
        ),
        ("ante-next-label", w("ante_next")),
        ("ante-next", escape(&antes(list(st, "next_ante"), lang))),
        ("level-row.hidden", hidden(blinds.is_none())),
        (
            "level-label",
            escape(&blinds.map_or_else(
                || word("level", lang).to_string(),
                |b| format!("{} {}", word("level", lang), int(b, "level")),
            )),
        ),
        (
            "level",
            escape(&blinds.map_or_else(String::new, |b| level(b, lang))),
        ),
        ("carried-label", w("carried")),
        ("carried", int(st, "carried_pot").to_string()),
        ("settle-box.hidden", hidden(!ended)),
        ("settle-title", w("settlement")),
        ("me-label", w("who_am_i")),
        (
            "mine",
            if settle_note.is_empty() {
                String::new()
            } else {
                format!("<div class=\"k\">{}</div>", w(settle_note))
            },
        ),
        ("transfers", transfers(st, lang)),
        ("verdict-box.hidden", hidden(v.is_none())),
        ("verdict-title", w("verdict")),
        ("verdict", v.map_or_else(String::new, |v| verdict(v, lang))),
        ("players-title", w("players")),
        ("players", players(st, lang)),
    ]);
    fills.extend(chip_rows(st, lang));
    fills
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_text_and_money_is_turkish() {
        assert_eq!(escape("<script>&\"'"), "&lt;script&gt;&amp;&quot;&#39;");
        let st = serde_json::json!({
            "phase": "ended", "clock": {"state": "ended"},
            "players": [{"name": "<b>&", "kav_total": 400}],
            "nets": [{"name": "<b>&", "chips": 800, "kurus": 10000}],
            "transfers": [{"from": "<b>&", "to": "Ali", "chips": 800, "kurus": 10000}],
        });
        let f = fills(&st, Lang::Tr);
        let get = |k| f.iter().find(|(key, _)| *key == k).map(|(_, v)| v.as_str());
        assert_eq!(get("clock"), Some("Gece bitti"));
        assert_eq!(get("dealers.hidden"), Some(" hidden"));
        assert_eq!(get("settle-box.hidden"), Some(""));
        assert_eq!(
            get("transfers"),
            Some("<li><span>&lt;b&gt;&amp; → Ali</span><span>100,00 ₺</span></li>")
        );
        let players = get("players").unwrap_or("");
        assert!(
            players.contains("&lt;b&gt;&amp;") && players.contains("+100,00 ₺"),
            "{players}"
        );
        assert!(!players.contains("<b>"), "{players}");
    }

    #[test]
    fn the_chip_legend_and_the_colour_up_are_drawn_and_hidden_without_them() {
        let st = serde_json::json!({
            "phase": "playing", "clock": {"state": "not_started", "seans": 1},
            "chips": [{"name": "<b>eyaz", "value": 5}, {"name": "kırmızı", "value": 25}],
            "colour_up": {"level": 3, "into": "kırmızı",
                "off": [{"name": "<b>eyaz", "count": 5, "into_count": 1}]},
        });
        let f = fills(&st, Lang::Tr);
        let get = |k| f.iter().find(|(key, _)| *key == k).map(|(_, v)| v.as_str());
        assert_eq!(get("chips"), Some("&lt;b&gt;eyaz 5 · kırmızı 25"));
        assert_eq!(get("chips-row.hidden"), Some(""));
        assert_eq!(get("chips-label"), Some("Fişler"));
        assert_eq!(get("colour-up"), Some("5 &lt;b&gt;eyaz = 1 kırmızı"));
        assert_eq!(get("colour-up-row.hidden"), Some(""));
        let st = serde_json::json!({"phase": "playing", "clock": {"state": "ended"}});
        let f = fills(&st, Lang::En);
        let get = |k| f.iter().find(|(key, _)| *key == k).map(|(_, v)| v.as_str());
        assert_eq!(get("chips-row.hidden"), Some(" hidden"));
        assert_eq!(get("colour-up-row.hidden"), Some(" hidden"));
        assert_eq!(get("chips"), Some(""));
    }

    #[test]
    fn the_clock_at_load() {
        let st = serde_json::json!({"clock": {"state": "playing", "seans": 2, "left_ms": 61_001, "paused": false}});
        let (label, big, sub) = clock(&st, Lang::En);
        assert_eq!(
            (label.as_str(), big.as_str(), sub.as_str()),
            ("Seans 2", "01:02", "left")
        );
        assert_eq!(mmss(-5), "00:00");
    }
}
