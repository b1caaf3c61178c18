//! `racon odds` and `racon equity`: messages, Turkish and English.

use super::Lang;
use super::cli::number;
use crate::cards::{Card, CardProblem};
use crate::eval::equity::SpotError;
use crate::eval::odds::OddsError;

fn hand(i: usize, lang: Lang) -> String {
    super::cli::hand_label(i, lang)
}

/// Cards with suit symbols, `?` for each unknown one.
pub fn cards(known: &[Card], unknown: usize) -> String {
    let mut parts: Vec<String> = known.iter().map(|c| c.symbol()).collect();
    parts.extend(std::iter::repeat_n("?".to_string(), unknown));
    parts.join(" ")
}

/// Cards in short notation, `?` for each unknown one (JSON).
pub fn cards_short(known: &[Card], unknown: usize) -> String {
    let mut parts: Vec<String> = known.iter().map(|c| c.short()).collect();
    parts.extend(std::iter::repeat_n("?".to_string(), unknown));
    parts.join(" ")
}

/// A card that is not in the deck, or given twice (shared wording).
fn card_problem(e: &CardProblem, lang: Lang) -> String {
    match (e, lang) {
        (CardProblem::NotInDeck { card, deck_size: n }, Lang::Tr) => {
            format!("`{card}`: {n} kağıtlık destede bu kağıt yok")
        }
        (CardProblem::NotInDeck { card, deck_size: n }, Lang::En) => {
            format!("`{card}`: not in the {n}-card deck in play")
        }
        (CardProblem::Duplicate { card }, Lang::Tr) => {
            format!("`{card}`: aynı kağıt iki kez verildi")
        }
        (CardProblem::Duplicate { card }, Lang::En) => {
            format!("`{card}`: the same card appears twice")
        }
    }
}

pub fn spot_error(e: &SpotError, lang: Lang) -> String {
    match (e, lang) {
        (SpotError::TooFewHands { got }, Lang::Tr) => {
            format!("en az iki el gerekli ({got} el verildi; bilinmeyen el için * yaz)")
        }
        (SpotError::TooFewHands { got }, Lang::En) => {
            format!("at least two hands are needed ({got} given; write * for an unknown hand)")
        }
        (SpotError::TooManyHands { got }, Lang::Tr) => {
            format!("{got} el verildi; en çok 64 el hesaplanır")
        }
        (SpotError::TooManyHands { got }, Lang::En) => {
            format!("{got} hands given; at most 64 can be evaluated")
        }
        (SpotError::Card(e), _) => card_problem(e, lang),
        (
            SpotError::HandSize {
                hand: h,
                got,
                want,
                partial,
            },
            _,
        ) => hand_size(*h, *got, *want, *partial, lang),
        (SpotError::BoardSize { got }, Lang::Tr) => {
            format!("--board: {got} kağıt var; 0, 3, 4 ya da 5 olmalı")
        }
        (SpotError::BoardSize { got }, Lang::En) => {
            format!("--board: has {got} cards; give 0, 3, 4 or 5")
        }
        (SpotError::NoBoard, Lang::Tr) => "--board: bu oyunda ortak kağıt yok".to_string(),
        (SpotError::NoBoard, Lang::En) => "--board: this game has no board".to_string(),
        (SpotError::NotEnoughCards { need, left }, Lang::Tr) => format!(
            "destede {left} kağıt kaldı, dağıtmak için {need} gerekli (el ya da oyuncu sayısı destede fazla)"
        ),
        (SpotError::NotEnoughCards { need, left }, Lang::En) => format!(
            "{left} cards are left in the deck but {need} are needed (too many hands or players for the deck)"
        ),
        (SpotError::Unsupported { hole }, Lang::Tr) => format!(
            "{hole} kapalı kağıtlı hold'em için pay hesaplanamıyor (en çok 7 kağıtlık eller)"
        ),
        (SpotError::Unsupported { hole }, Lang::En) => {
            format!("no equity for hold'em with {hole} hole cards (hands of at most 7 cards)")
        }
    }
}

/// Hand `h` holds `got` cards where the game wants `want`; `partial`
/// when fewer may be given (the missing ones unknown).
fn hand_size(h: usize, got: usize, want: usize, partial: bool, lang: Lang) -> String {
    let name = hand(h, lang);
    match (partial, lang) {
        (true, Lang::Tr) => {
            format!("{name}: {got} kağıt var, en çok {want} olabilir (eksikler bilinmiyor sayılır)")
        }
        (true, Lang::En) => {
            format!("{name}: has {got} cards, at most {want} (missing ones count as unknown)")
        }
        (false, Lang::Tr) => {
            format!("{name}: {got} kağıt var, bu oyunda {want} olmalı (bilinmeyen el için *)")
        }
        (false, Lang::En) => {
            format!("{name}: has {got} cards, this game needs {want} (or * for an unknown hand)")
        }
    }
}

pub fn odds_error(e: &OddsError, rules: &str, lang: Lang) -> String {
    match (e, lang) {
        (OddsError::NotDraw, Lang::Tr) => format!(
            "`{rules}`: kağıt değiştirmeli bir oyun değil; çekme olasılıkları yalnız 5 kağıt kapalı (draw) oyunlarda hesaplanır"
        ),
        (OddsError::NotDraw, Lang::En) => {
            format!("`{rules}` is not a draw game; draw odds are for five-card draw only")
        }
        (OddsError::HandSize { got }, Lang::Tr) => {
            format!("--hand: {got} kağıt var, 5 olmalı")
        }
        (OddsError::HandSize { got }, Lang::En) => {
            format!("--hand: has {got} cards, needs 5")
        }
        (OddsError::BeatSize { got }, Lang::Tr) => {
            format!("--beat: {got} kağıt var, 5 olmalı")
        }
        (OddsError::BeatSize { got }, Lang::En) => {
            format!("--beat: has {got} cards, needs 5")
        }
        (OddsError::Card(e), _) => card_problem(e, lang),
        (OddsError::NotInHand { card }, Lang::Tr) => {
            format!("--keep: `{card}` elde yok (ya da iki kez yazıldı)")
        }
        (OddsError::NotInHand { card }, Lang::En) => {
            format!("--keep: `{card}` is not in the hand (or is kept twice)")
        }
        (OddsError::NotEnoughCards { need, left }, Lang::Tr) => {
            format!("destede {left} kağıt kaldı, {need} kağıt çekilemez")
        }
        (OddsError::NotEnoughCards { need, left }, Lang::En) => {
            format!("{left} cards are left in the deck; cannot draw {need}")
        }
    }
}

pub use super::num::{decimal, fraction, percent};

// ------------------------------------------------------------ odds

pub fn draw_line(
    hand: &[Card],
    held: &str,
    keep: &[Card],
    draw: usize,
    left: usize,
    draws: u64,
    lang: Lang,
) -> String {
    let h = cards(hand, 0);
    let k = cards(keep, 0);
    let n = number(draws, lang);
    match (lang, keep.is_empty()) {
        (Lang::Tr, false) => format!(
            "El {h} ({held}); {k} tutulur, destede kalan {left} kağıttan {draw} kağıt çekilir: {n} farklı çekiliş."
        ),
        (Lang::Tr, true) => format!(
            "El {h} ({held}); hepsi atılır, destede kalan {left} kağıttan {draw} kağıt çekilir: {n} farklı çekiliş."
        ),
        (Lang::En, false) => format!(
            "Hand {h} ({held}); keep {k}, draw {draw} of the {left} cards left: {n} different draws."
        ),
        (Lang::En, true) => format!(
            "Hand {h} ({held}); discard all, draw {draw} of the {left} cards left: {n} different draws."
        ),
    }
}

pub fn improve_line(held: &str, count: u64, total: u64, lang: Lang) -> String {
    let n = number(count, lang);
    let p = fraction(count, total, lang);
    match lang {
        Lang::Tr => format!(
            "Eli iyileştirme (elindeki türden, {held}, daha iyi bir türle bitirme): {n} çekiliş, olasılık {p}."
        ),
        Lang::En => format!(
            "Improves (finishes in a better category than {held}, the one held): {n} draws, probability {p}."
        ),
    }
}

pub fn versus_line(beat: &[Card], win: u64, tie: u64, loss: u64, total: u64, lang: Lang) -> String {
    let b = cards(beat, 0);
    let (w, t, l) = (number(win, lang), number(tie, lang), number(loss, lang));
    let (pw, pt, pl) = (
        fraction(win, total, lang),
        fraction(tie, total, lang),
        fraction(loss, total, lang),
    );
    match lang {
        Lang::Tr => format!(
            "{b} karşısında: kazanır {w} ({pw}) · berabere {t} ({pt}) · kaybeder {l} ({pl})."
        ),
        Lang::En => {
            format!("Against {b}: wins {w} ({pw}) · ties {t} ({pt}) · loses {l} ({pl}).")
        }
    }
}

pub fn best_intro_improve(held: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!(
            "Bütün atma seçenekleri, eli iyileştirme olasılığına göre (elindeki türden, {held}, daha iyi bir türle bitirme):"
        ),
        Lang::En => format!(
            "Every discard, best first by the chance to improve (finish in a better category than {held}, the one held):"
        ),
    }
}

pub fn best_intro_beat(beat: &[Card], lang: Lang) -> String {
    let b = cards(beat, 0);
    match lang {
        Lang::Tr => format!(
            "Bütün atma seçenekleri, {b} elini yenme olasılığına göre (eşitse berabere kalma olasılığı):"
        ),
        Lang::En => format!(
            "Every discard, best first by the chance to beat {b} (then the chance to tie it):"
        ),
    }
}

/// Column headers of `--best`: keep, draw, draws, then the chances.
pub fn best_headers(beat: bool, lang: Lang) -> [&'static str; 5] {
    match (lang, beat) {
        (Lang::Tr, false) => ["Tut", "Çek", "Çekiliş", "Büyür", ""],
        (Lang::Tr, true) => ["Tut", "Çek", "Çekiliş", "Kazanır", "Berabere"],
        (Lang::En, false) => ["Keep", "Draw", "Draws", "Improves", ""],
        (Lang::En, true) => ["Keep", "Draw", "Draws", "Wins", "Ties"],
    }
}

pub fn nothing(lang: Lang) -> &'static str {
    lang.pick("hiçbiri", "nothing")
}

// ------------------------------------------------------------ equity

pub fn exact_line(deals: u64, lang: Lang) -> String {
    let n = number(deals, lang);
    match lang {
        Lang::Tr => format!("Kesin: bütün dağıtımlar tek tek sayıldı ({n} dağıtım)."),
        Lang::En => format!("Exact: every deal counted ({n} deals)."),
    }
}

pub fn sampled_line(samples: u64, seed: u64, all: u128, lang: Lang) -> String {
    let n = number(samples, lang);
    let all = u64::try_from(all).map_or_else(|_| all.to_string(), |a| number(a, lang));
    match lang {
        Lang::Tr => format!(
            "Monte Carlo: {n} rastgele dağıtım (tohum {seed}); bütün {all} dağıtımı saymak çok uzun sürer (--exact ile zorlanır). ± %95 hata payıdır."
        ),
        Lang::En => format!(
            "Monte Carlo: {n} random deals (seed {seed}); counting all {all} deals would take too long (--exact forces it). ± is the 95% error bound."
        ),
    }
}

/// Column headers: hand, win, tie, loss, equity.
pub fn equity_headers(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::Tr => ["El", "Kazanır", "Berabere", "Kaybeder", "Pay"],
        Lang::En => ["Hand", "Wins", "Ties", "Loses", "Equity"],
    }
}

pub fn tie_note(lang: Lang) -> &'static str {
    lang.pick(
        "Berabere: en iyi eli başka ellerle paylaştığı dağıtımlar; pay, potun beklenen payıdır (berabere kalınan potlar paylaşanlar arasında eşit bölünür).",
        "Ties: deals where the hand shares the best hand; equity is the expected share of the pot (a tied pot is split evenly among the hands sharing it).",
    )
}

/// Elapsed time, throughput, and the per-thread (single-core) figure.
pub fn speed_line(threads: usize, seconds: f64, deals: u64, lang: Lang) -> String {
    let rate = if seconds > 0.0 {
        deals as f64 / seconds / 1e6
    } else {
        0.0
    };
    let per = rate / threads.max(1) as f64;
    let s = decimal(seconds, 3, lang);
    let r = decimal(rate, 1, lang);
    let p = decimal(per, 1, lang);
    match lang {
        Lang::Tr => format!(
            "{threads} iş parçacığı · {s} sn · saniyede {r} milyon dağıtım (iş parçacığı başına {p} milyon)"
        ),
        Lang::En => {
            let t = if threads == 1 { "thread" } else { "threads" };
            format!("{threads} {t} · {s} s · {r} M deals/s ({p} M/s per thread)")
        }
    }
}

pub fn chop_line(pot: u64, shares: &[(String, u64)], sampled: bool, lang: Lang) -> String {
    let p = number(pot, lang);
    let list = shares
        .iter()
        .map(|(h, n)| format!("{h} {}", number(*n, lang)))
        .collect::<Vec<_>>()
        .join(", ");
    match (lang, sampled) {
        (Lang::Tr, false) => format!("{p} fişlik pot paya göre: {list}."),
        (Lang::Tr, true) => format!("{p} fişlik pot örneklenen paya göre: {list}."),
        (Lang::En, false) => format!("A pot of {p} chips by equity: {list}."),
        (Lang::En, true) => format!("A pot of {p} chips by the sampled equity: {list}."),
    }
}

pub fn chop_rule(lang: Lang) -> &'static str {
    lang.pick(
        "Kural: her el pot × pay kadar fiş alır, aşağı yuvarlanır; artan fişler birer birer kesri en büyük olan ellere gider (kesirler eşitse önce yazılan ele).",
        "Rule: each hand gets pot × equity chips, rounded down; the chips left over go one each to the hands with the largest remainders (equal remainders: the hand given first).",
    )
}

pub fn progress(done: u64, total: u64, lang: Lang) -> String {
    let pct = if total == 0 {
        0
    } else {
        (u128::from(done) * 100 / u128::from(total)) as u64
    };
    let (d, t) = (number(done, lang), number(total, lang));
    match lang {
        Lang::Tr => format!("hesaplanıyor: %{pct} · {d} / {t} dağıtım"),
        Lang::En => format!("computing: {pct}% · {d} / {t} deals"),
    }
}

pub fn bad_count(flag: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{flag}: en az 1 olmalı"),
        Lang::En => format!("{flag}: must be at least 1"),
    }
}

/// `--samples` above the most that is useful.
pub fn too_many_samples(max: u64, lang: Lang) -> String {
    let n = super::num::number(max, lang);
    match lang {
        Lang::Tr => format!(
            "--samples: en çok {n} olabilir (tahminin hatası o zaman %0,01'in altında; fazlası saatlerce sürer, daha iyi bir sonuç vermez)"
        ),
        Lang::En => format!(
            "--samples: at most {n} (the estimate's error is then below 0.01%; more runs for hours without a better answer)"
        ),
    }
}

pub fn chop_overflow(pot: u64, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("--pot {pot}: bu kadar büyük bir pot bölünemiyor"),
        Lang::En => format!("--pot {pot}: too large to split"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_and_percents_round_half_up() {
        assert_eq!(fraction(11_559, 16_215, Lang::En), "0.7129");
        assert_eq!(fraction(11_559, 16_215, Lang::Tr), "0,7129");
        assert_eq!(fraction(1, 20_000, Lang::En), "0.0001");
        assert_eq!(fraction(5, 5, Lang::En), "1.0000");
        assert_eq!(fraction(1, 0, Lang::En), "-");
        assert_eq!(percent(1, 3, Lang::En), "33.3333%");
        assert_eq!(percent(2, 3, Lang::Tr), "66,6667%");
        assert_eq!(percent(u128::MAX / 2, u128::MAX, Lang::En), "50.0000%");
    }
}
