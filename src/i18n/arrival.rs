//! The words of a late arrival on the kasa (`+`), of the deck question
//! and of who cuts and shuffles, in Turkish and English.

use super::Lang;
use crate::night::Chips;

/// The kasa's `+` panel title.
pub fn title(back: bool, lang: Lang) -> &'static str {
    if back {
        lang.pick(" Masaya dönen ", " Back at the table ")
    } else {
        lang.pick(" Gelen oyuncu ", " A late arrival ")
    }
}

/// The name step: what is typed and the absent preset players to pick.
pub fn name_step(typed: &str, absent: &[String], lang: Lang) -> Vec<String> {
    let mut lines = vec![match lang {
        Lang::Tr => format!("Adı: {typed}▏"),
        Lang::En => format!("Name: {typed}▏"),
    }];
    if !absent.is_empty() {
        lines.push(match lang {
            Lang::Tr => format!(
                "Hazır ayarlarda olup gelmeyenler (↑↓): {}",
                absent.join(", ")
            ),
            Lang::En => format!(
                "In the presets, not here tonight (↑↓): {}",
                absent.join(", ")
            ),
        });
    }
    lines.push(
        lang.pick(
            "Enter: yerini seç · Esc: vazgeç",
            "Enter: pick his seat · Esc: cancel",
        )
        .to_string(),
    );
    lines
}

/// The seat step: "Kemal: Can ile Ali arası".
pub fn seat_step(name: &str, between: &str, lang: Lang) -> Vec<String> {
    vec![
        format!("{name}: {between}"),
        lang.pick(
            "←/→: yerini değiştir · Enter: kav · Esc: geri",
            "←/→: move the seat · Enter: his kav · Esc: back",
        )
        .to_string(),
    ]
}

/// The kav step.
pub fn kav_step(name: &str, between: &str, typed: &str, min: Chips, lang: Lang) -> Vec<String> {
    vec![
        format!("{name}: {between}"),
        match lang {
            Lang::Tr => format!("Kav (en az {min}): {typed}▏"),
            Lang::En => format!("Kav (at least {min}): {typed}▏"),
        },
        lang.pick(
            "Enter: masaya oturt · Esc: geri",
            "Enter: seat him · Esc: back",
        )
        .to_string(),
    ]
}

/// The ring's mark for the seat being chosen.
pub fn new_seat_mark(lang: Lang) -> &'static str {
    lang.pick("  ◀ yeni yeri", "  ◀ his seat")
}

pub fn type_a_name(lang: Lang) -> &'static str {
    lang.pick("Bir ad yazın.", "Type a name.")
}

/// The question when the name is of a player who left tonight.
pub fn ask_return(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{name} bu gece masadan ayrılmıştı. Aynı oyuncu geri mi dönüyor? \
             Ayrılırken kalan fişleri ona geri sayılır. Enter: evet · Esc: hayır"
        ),
        Lang::En => format!(
            "{name} left the table tonight. Is the same player coming back? \
             The chips he left with count as his again. Enter: yes · Esc: no"
        ),
    }
}

/// After "no" to [`ask_return`].
pub fn other_name(lang: Lang) -> &'static str {
    lang.pick(
        "Ayrılan oyuncunun adı yeniden kullanılmaz; başka bir ad yazın.",
        "The name of a player who left is not used again; type another.",
    )
}

/// The deck question: the plain message, then the three answers.
pub fn ask_deck(change: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "{change}\nEnter: bir sonraki elden · t: bir sonraki turdan · Esc: şimdilik değişmesin"
        ),
        Lang::En => {
            format!("{change}\nEnter: from the next hand · t: from the next tur · Esc: not for now")
        }
    }
}

/// The table's line of who cuts and, with two packs, who shuffles the
/// other one: "Keser: Ali · ikinci desteyi karar: Can".
pub fn cut_line(cutter: Option<&str>, shuffler: Option<&str>, lang: Lang) -> String {
    let cut = cutter.map(|c| match lang {
        Lang::Tr => format!("Keser: {c}"),
        Lang::En => format!("Cuts: {c}"),
    });
    let shuffle = shuffler.map(|s| match lang {
        Lang::Tr => format!("ikinci desteyi karar: {s}"),
        Lang::En => format!("shuffles the second pack: {s}"),
    });
    [cut, shuffle]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
}
