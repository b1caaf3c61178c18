//! The page and its two files, embedded in the binary (sources in
//! `assets/`). Nothing else is ever read from disk to answer a request.

use crate::i18n::Lang;

pub const LIVE_HTML: &str = include_str!("../../assets/live.html");
pub const LIVE_JS: &str = include_str!("../../assets/live.js");
pub const LIVE_CSS: &str = include_str!("../../assets/live.css");

/// JSON made safe inside a `<script type="application/json">` block.
fn in_script(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// The page in `lang`, with the words of both languages (to switch without
/// a reload), the state now (so the first paint needs no request) and that
/// state drawn into the HTML for a browser without JavaScript. One pass
/// over the template: a `{{…}}` typed in a name is never filled in.
pub fn html(lang: Lang, state: &serde_json::Value) -> String {
    let mut fills = super::prerender::fills(state, lang);
    fills.push(("LANG", lang.pick("tr", "en").to_string()));
    fills.push(("WORDS", in_script(&crate::i18n::web::words_json())));
    fills.push(("STATE", in_script(&state.to_string())));
    let mut out = String::with_capacity(LIVE_HTML.len() + 4096);
    let mut rest = LIVE_HTML;
    while let Some(at) = rest.find("{{") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let fill = after.find("}}").and_then(|end| {
            let key = &after[..end];
            fills
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (v, &after[end + 2..]))
        });
        if let Some((v, next)) = fill {
            out.push_str(v);
            rest = next;
        } else {
            out.push_str("{{");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_cannot_close_the_data_block() {
        let v = serde_json::json!({"name": "</script><script>alert(1)</script>"});
        let page = html(Lang::Tr, &v);
        assert_eq!(page.matches("</script>").count(), 3);
        assert!(page.contains("<html lang=\"tr\">"));
        assert!(html(Lang::En, &v).contains("<html lang=\"en\">"));
        assert!(!page.contains("{{"));
    }

    #[test]
    fn a_name_is_text_and_never_a_placeholder() {
        let v = serde_json::json!({"name": "{{players}}", "dealer": "<script>&",
            "clock": {"state": "not_started", "seans": 1}, "phase": "playing",
            "players": [{"name": "<script>&", "kav_total": 400}]});
        let page = html(Lang::Tr, &v);
        assert!(
            page.contains("<b id=\"dealer\">&lt;script&gt;&amp;</b>"),
            "{page}"
        );
        assert!(
            page.contains("<span id=\"night-name\">{{players}}</span>"),
            "{page}"
        );
        assert!(page.contains("<noscript><meta http-equiv=\"refresh\""));
        // The title and the data block: nothing else was filled from it.
        assert_eq!(page.matches("{{players}}").count(), 2, "{page}");
        assert_eq!(page.matches("{{").count(), 2, "{page}");
    }
}
