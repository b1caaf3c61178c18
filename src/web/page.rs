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
/// a reload) and the state now (so the first paint needs no request).
pub fn html(lang: Lang, state: &serde_json::Value) -> String {
    LIVE_HTML
        .replace("{{LANG}}", lang.pick("tr", "en"))
        .replace("{{WORDS}}", &in_script(&crate::i18n::web::words_json()))
        .replace("{{STATE}}", &in_script(&state.to_string()))
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
}
