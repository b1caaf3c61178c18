//! The racon screen's own words, Turkish and English: how to type the
//! hands and the pot line, the seats, what the hand's middle holds, and a
//! pot line that disagrees with the hand. The verdict's words are in
//! [`super::verdict`], the split's and the labels' in [`super::money`].

use super::Lang;
use super::money::{chips, player_name};
use crate::money::hand_pot::{Disagreement, HandMiddle};

/// How to type the hands; `stud`: an açık game, where up cards ask who
/// speaks first.
pub fn hands_hint(stud: bool, lang: Lang) -> String {
    let base = lang.pick(
        "Eller | ile ayrılır; başa ad (ilk harfleri yeter) ya da koltuk no: ka: Ah Ad Kc Qs 9h | 3: kupa papaz, … Hold'em/omaha: son parça ortadaki kağıtlar.",
        "Separate hands with |; start each with a name (its first letters do) or a seat number: ka: Ah Ad Kc Qs 9h | 3: Kh Ks … Hold'em/omaha: the last part is the board.",
    );
    if !stud {
        return base.to_string();
    }
    let up = lang.pick(
        " Açık: 1–4 açık kağıtla söz kimde, 5 kağıtla el sonu.",
        " Açık: 1 to 4 up cards ask who speaks first, 5 cards judge the showdown.",
    );
    format!("{base}{up}")
}

/// The seats a label may name: "Koltuk: 1 Kadir Aslan◆ · 2 Gülay Tan …",
/// the dealer marked.
pub fn seats_line(seats: &[(usize, &str, bool)], lang: Lang) -> String {
    let each: Vec<String> = seats
        .iter()
        .map(|(no, name, dealer)| format!("{no} {name}{}", if *dealer { "◆" } else { "" }))
        .collect();
    format!("{} {}", lang.pick("Koltuk:", "Seats:"), each.join(" · "))
}

pub fn judge_named_first(lang: Lang) -> &'static str {
    lang.pick(
        "Önce elleri adla (ya da koltuk numarasıyla) yazıp racon kesin: ka: Ah Ad … | 2: …",
        "First judge hands labelled with names (or seat numbers): ka: Ah Ad … | 2: …",
    )
}

pub fn type_amounts(lang: Lang) -> &'static str {
    lang.pick(
        "Kimin ne koyduğunu yazın: tek sayı hepsine (200), ya da ad=fiş (ka=200).",
        "Type what each put in: one number for all (200), or name=chips (ka=200).",
    )
}

pub fn board_error(message: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("Ortak kağıtlar: {message}"),
        Lang::En => format!("The board: {message}"),
    }
}

/// What the middle holds: "150 = ante 4 × 10 + devreden 110".
fn middle_text(m: &HandMiddle, lang: Lang) -> String {
    let yer = chips(m.yer(), lang);
    let carried = chips(m.carried, lang);
    let antes = m.antes().filter(|_| !m.blinds);
    match (antes, m.carried.is_positive(), lang) {
        (Some((each, _)), true, Lang::Tr) => format!(
            "{yer} = ante {} × {} + devreden {carried}",
            m.forced.len(),
            chips(each, lang)
        ),
        (Some((each, _)), true, Lang::En) => format!(
            "{yer} = antes {} × {} + {carried} carried",
            m.forced.len(),
            chips(each, lang)
        ),
        (Some((each, _)), false, Lang::Tr) => {
            format!("{yer} = ante {} × {}", m.forced.len(), chips(each, lang))
        }
        (Some((each, _)), false, Lang::En) => {
            format!("{yer} = antes {} × {}", m.forced.len(), chips(each, lang))
        }
        (None, true, Lang::Tr) => format!("{yer} devreden"),
        (None, true, Lang::En) => format!("{yer} carried"),
        (None, false, _) => yer,
    }
}

/// The line over the pot field: whom the bare numbers are for, in order,
/// and what the yer holds.
pub fn pot_hint(who: &[&str], m: &HandMiddle, names: &[String], lang: Lang) -> String {
    let who = who.join(", ");
    let middle = middle_text(m, lang);
    let blinds: Vec<String> = m
        .forced
        .iter()
        .filter(|_| m.blinds)
        .map(|(p, c)| format!("{} {}", player_name(names, *p), chips(*c, lang)))
        .collect();
    match (m.blinds, lang) {
        (false, Lang::Tr) => format!(
            "Ne koydular (ante hariç)? Sırayla {who}: tek sayı hepsine ya da birer sayı; ad=fiş (çekilen de). Yer {middle}."
        ),
        (false, Lang::En) => format!(
            "What did each put in (antes aside)? In order {who}: one number for all, or one each; name=chips (folded too). Yer {middle}."
        ),
        (true, Lang::Tr) => format!(
            "Ne koydular (kör dahil)? Sırayla {who}: tek sayı hepsine ya da birer sayı; ad=fiş (çekilen de). Yer {middle}; yazılmayan kör sayılır ({}).",
            blinds.join(", ")
        ),
        (true, Lang::En) => format!(
            "What did each put in (blinds included)? In order {who}: one number for all, or one each; name=chips (folded too). Yer {middle}; a blind not typed counts ({}).",
            blinds.join(", ")
        ),
    }
}

/// A pot line that disagrees with the hand, and how to go on.
pub fn disagreement(off: &[Disagreement], m: &HandMiddle, names: &[String], lang: Lang) -> String {
    let mut out: Vec<String> = off
        .iter()
        .map(|d| match (d, lang) {
            (Disagreement::Yer { typed, .. }, Lang::Tr) => format!(
                "Elin ortasında {} vardı; yazılan yer={}.",
                middle_text(m, lang),
                chips(*typed, lang)
            ),
            (Disagreement::Yer { typed, .. }, Lang::En) => format!(
                "The hand had {} in the middle; yer={} was typed.",
                middle_text(m, lang),
                chips(*typed, lang)
            ),
            (
                Disagreement::BelowBlind {
                    player,
                    typed,
                    blind,
                },
                Lang::Tr,
            ) => format!(
                "{}: {} yazıldı ama körü {}.",
                player_name(names, *player),
                chips(*typed, lang),
                chips(*blind, lang)
            ),
            (
                Disagreement::BelowBlind {
                    player,
                    typed,
                    blind,
                },
                Lang::En,
            ) => format!(
                "{}: {} typed, but the blind was {}.",
                player_name(names, *player),
                chips(*typed, lang),
                chips(*blind, lang)
            ),
        })
        .collect();
    out.push(
        lang.pick(
            "Doğruysa yine Enter (kaydeder), değilse düzeltin.",
            "Enter again if it is right (it records), else correct it.",
        )
        .to_string(),
    );
    out.join(" ")
}

/// The marks when the verdict does not fit: rows hidden above or below.
pub fn more(n: usize, above: bool, lang: Lang) -> String {
    match (above, lang) {
        (true, Lang::Tr) => format!("▲ {n} satır daha (↑)"),
        (true, Lang::En) => format!("▲ {n} more (↑)"),
        (false, Lang::Tr) => format!("▼ {n} satır daha (↓)"),
        (false, Lang::En) => format!("▼ {n} more (↓)"),
    }
}
