//! The night's messages: why an action was refused, in Turkish and English.

use super::Lang;
use crate::night::seating::DrawError;
use crate::night::{Rejected, State};

/// One line saying why `r` was refused; names come from `s`.
pub fn rejected(r: &Rejected, s: &State, lang: Lang) -> String {
    let names: Vec<String> = s.players.iter().map(|p| p.name.clone()).collect();
    if let Rejected::HeadCount {
        players, min, max, ..
    } = r
    {
        // The rule set by its name rather than its id.
        return head_count(s.rules.name.get(lang), *players, *min, *max, lang);
    }
    rejected_among(r, &names, lang)
}

/// "Kapalı poker 2–6 oyuncuyla oynanır; 7 oyuncu olmaz."
pub fn head_count(rules: &str, players: usize, min: u8, max: u8, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{rules} {min}–{max} oyuncuyla oynanır; {players} oyuncu olmaz."),
        Lang::En => format!("{rules} is played by {min} to {max} players, not {players}."),
    }
}

/// The rule sets (by name) that take `players`, as a sentence to follow a
/// refusal of that head count; empty when none does.
pub fn rule_sets_taking(players: usize, names: &[String], lang: Lang) -> String {
    if names.is_empty() {
        return match lang {
            Lang::Tr => format!("{players} oyuncu alan kural seti yok."),
            Lang::En => format!("No rule set takes {players} players."),
        };
    }
    match lang {
        Lang::Tr => format!("{players} oyuncu alan kurallar: {}.", names.join(", ")),
        Lang::En => format!("Rule sets for {players} players: {}.", names.join(", ")),
    }
}

/// A rank as a numeral or letter with the Turkish plural suffix after the
/// apostrophe ("6'ları", "5'leri"), or the English plural ("6s").
fn ranks_plural(r: crate::cards::Rank, lang: Lang) -> String {
    use crate::cards::Rank as R;
    let shown = match r {
        R::Ten => "10".to_string(),
        R::Jack => lang.pick("V", "J").to_string(),
        R::Queen => lang.pick("K", "Q").to_string(),
        R::King => lang.pick("P", "K").to_string(),
        R::Ace => lang.pick("As", "A").to_string(),
        _ => r.short().to_string(),
    };
    match lang {
        // The suffix follows the numeral's spoken last vowel: altı, dokuz,
        // on, kız, papaz, as take -ları; iki, üç, dört, beş, yedi, sekiz,
        // vale take -leri.
        Lang::Tr => match r {
            R::Six | R::Nine | R::Ten | R::Queen | R::King | R::Ace => format!("{shown}'ları"),
            _ => format!("{shown}'leri"),
        },
        Lang::En => format!("{shown}s"),
    }
}

/// "6'ları ve 5'leri" / "the 6s and 5s": the ranks between two decks,
/// highest first.
fn ranks_between(a: crate::cards::Deck, b: crate::cards::Deck, lang: Lang) -> String {
    let (lo, hi) = if a.size() < b.size() { (b, a) } else { (a, b) };
    let mut ranks: Vec<String> = lo
        .ranks()
        .filter(|&r| r < hi.lowest())
        .map(|r| ranks_plural(r, lang))
        .collect();
    ranks.reverse();
    let and = lang.pick(" ve ", " and ");
    match ranks.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{and}{last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The plain message of a deck that follows the head count: "5 oyuncu:
/// deste 40 kağıt; 6'ları ve 5'leri ekleyin" (or "… çıkarın"), and when.
pub fn deck_change(c: &crate::night::DeckChange, lang: Lang) -> String {
    use crate::night::DeckWhen as W;
    let (n, to, from) = (c.players, c.to.size(), c.from.size());
    let ranks = ranks_between(c.from, c.to, lang);
    let head = match (to > from, lang) {
        (true, Lang::Tr) => format!("{n} oyuncu: deste {to} kağıt; {ranks} ekleyin"),
        (false, Lang::Tr) => format!("{n} oyuncu: deste {to} kağıt; {ranks} çıkarın"),
        (true, Lang::En) => format!("{n} players: a deck of {to} cards; add the {ranks}"),
        (false, Lang::En) => format!("{n} players: a deck of {to} cards; take out the {ranks}"),
    };
    let tail = match (c.when, lang) {
        (W::NextHand, Lang::Tr) => " (sonraki elden).".to_string(),
        (W::NextHand, Lang::En) => " (from the next hand).".to_string(),
        (W::NextTur, Lang::Tr) => " (sonraki turdan).".to_string(),
        (W::NextTur, Lang::En) => " (from the next tur).".to_string(),
        (W::Asking, Lang::Tr) => ". Ne zaman?".to_string(),
        (W::Asking, Lang::En) => ". When?".to_string(),
        (W::Kept, Lang::Tr) => format!(" (şimdilik {from} ile devam)."),
        (W::Kept, Lang::En) => format!(" (playing on with {from} for now)."),
        (W::Never, Lang::Tr) => format!(" (ev kuralı: {from} kalır)."),
        (W::Never, Lang::En) => format!(" (house rule: {from} stays)."),
    };
    format!("{head}{tail}")
}

/// The note after a deal that switched the deck: "Deste artık 40 kağıt:
/// 6'lar ve 5'ler eklendi."
pub fn deck_switched(from: crate::cards::Deck, to: crate::cards::Deck, lang: Lang) -> String {
    let ranks = ranks_between(from, to, lang);
    let n = to.size();
    match (to.size() > from.size(), lang) {
        (true, Lang::Tr) => format!("Deste artık {n} kağıt: {ranks} eklendi."),
        (false, Lang::Tr) => format!("Deste artık {n} kağıt: {ranks} çıkarıldı."),
        (true, Lang::En) => format!("The deck is now {n} cards: the {ranks} are in."),
        (false, Lang::En) => format!("The deck is now {n} cards: the {ranks} are out."),
    }
}

/// "Ali ile Veli arası" / "between Ali and Veli": the seat right after
/// `after` on `s`'s ring (the player after him being `next`).
pub fn between(after: &str, next: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("{after} ile {next} arası"),
        Lang::En => format!("between {after} and {next}"),
    }
}

/// Who sits on either side of `p` on the ring, if he is seated.
fn neighbours(s: &State, p: crate::night::PlayerId) -> Option<(String, String)> {
    let i = s.seats.iter().position(|&q| q == p)?;
    let n = s.seats.len();
    let next = s.seats.get((i + 1) % n)?;
    let before = s.seats.get((i + n - 1) % n)?;
    Some((s.name(*before).to_string(), s.name(*next).to_string()))
}

/// [`rejected`] with the night's players by name (index = player id).
#[allow(
    clippy::too_many_lines,
    reason = "one arm per Rejected variant (about 40): a table of words, each refusal said once"
)]
pub fn rejected_among(r: &Rejected, names: &[String], lang: Lang) -> String {
    let name =
        |p: crate::night::PlayerId| names.get(p.index()).map_or("?", |n| n.as_str()).to_string();
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match r {
        Rejected::NotSeated => t(
            "Önce kura çekilmeli: oturma düzeni yok.",
            "Draw for seats first.",
        ),
        Rejected::AlreadySeated => t("Kura zaten çekildi.", "Seats are already drawn."),
        Rejected::NightOver => t("Gece bitti.", "The night is over."),
        Rejected::UnknownPlayer => t("Böyle bir oyuncu yok.", "No such player."),
        Rejected::PlayerLeft { player } => match lang {
            Lang::Tr => format!("{} oyundan ayrıldı.", name(*player)),
            Lang::En => format!("{} has left the game.", name(*player)),
        },
        Rejected::Draw(DrawError::WrongCount { got, want }) => match lang {
            Lang::Tr => format!("{want} oyuncu için {want} kağıt gerekli, {got} verildi."),
            Lang::En => format!("{want} players need {want} cards; {got} given."),
        },
        Rejected::Draw(DrawError::NotInDeck { card }) => match lang {
            Lang::Tr => format!("{} bu destede yok.", card.symbol()),
            Lang::En => format!("{} is not in the deck in play.", card.symbol()),
        },
        Rejected::Draw(DrawError::Duplicate { card }) => match lang {
            Lang::Tr => format!("{} iki kez çekilemez.", card.symbol()),
            Lang::En => format!("{} cannot be drawn twice.", card.symbol()),
        },
        Rejected::NotEnoughPlayers => t(
            "Oynamak için en az iki oyuncu gerekli.",
            "At least two players are needed.",
        ),
        Rejected::NoKav { player } => match lang {
            Lang::Tr => format!("{} henüz kav almadı.", name(*player)),
            Lang::En => format!("{} has not bought a kav yet.", name(*player)),
        },
        Rejected::NoHandInPlay => t("Oynanan bir el yok.", "No hand is in play."),
        Rejected::HandInPlay => t(
            "El oynanırken olmaz; el bitince.",
            "Not during a hand; wait until it ends.",
        ),
        Rejected::ClosingTurs => t(
            "Kapanış turlarında isteğe bağlı pas dö men yapılamaz.",
            "No voluntary pas dö men in the closing turs.",
        ),
        Rejected::PasDoMenOff => t(
            "Bu masada isteğe bağlı pas dö men yok (yalnız zorunlu).",
            "This house allows only forced pas dö men.",
        ),
        Rejected::PasDoMenCircle { must_deal } => match lang {
            Lang::Tr => format!(
                "Pas dö men tur tamamladı; kağıdı {} dağıtmalı.",
                name(*must_deal)
            ),
            Lang::En => format!("The deal has gone round; {} must deal.", name(*must_deal)),
        },
        Rejected::NotPositive => t(
            "Miktar sıfırdan büyük olmalı.",
            "The amount must be more than zero.",
        ),
        Rejected::TooLarge => t("Miktar çok büyük.", "The amount is too large."),
        Rejected::SatOutTooLong { player, limit } => match lang {
            Lang::Tr => format!(
                "{} üst üste {limit} el bekledi ve oyun dışı kaldı; yeniden kav alarak döner.",
                name(*player)
            ),
            Lang::En => format!(
                "{} sat out {limit} hands in a row and is out of the game; a new kav brings him back.",
                name(*player)
            ),
        },
        Rejected::BelowMinKav { min } => match lang {
            Lang::Tr => format!("Kav en az {min} fiş olmalı."),
            Lang::En => format!("A kav is at least {min} chips."),
        },
        Rejected::AboveMaxKav { max } => match lang {
            Lang::Tr => format!("Bir seferde en çok {max} fiş kav alınır."),
            Lang::En => format!("At most {max} chips per kav."),
        },
        Rejected::TopUpDuringHand => t(
            "Kav ancak eller arasında, dağıtımdan önce artırılır.",
            "A kav is topped up only between hands, before the deal.",
        ),
        Rejected::TopUpWithCarriedPot { carried } => match lang {
            Lang::Tr => format!("Ortada önceki elden {carried} fiş var; kav şimdi artırılamaz."),
            Lang::En => format!(
                "{carried} chips are still in the middle from the last hand; no top-up now."
            ),
        },
        Rejected::BeforeCikma { loss, cikma } => match lang {
            Lang::Tr => format!(
                "Kaybı {loss} fiş, çıkma {cikma}: ayrılmak için masanın onayı ve bir gerekçe gerekli."
            ),
            Lang::En => format!(
                "Lost {loss} chips, çıkma is {cikma}: leaving now needs the table's override and a reason."
            ),
        },
        Rejected::NoCashier => t("Bu gecede kasiyer yok.", "This night has no cashier."),
        Rejected::CashierOwnDeposit => t(
            "Kasiyer kendine emanet bırakamaz.",
            "The cashier cannot deposit chips with himself.",
        ),
        Rejected::AlreadyPaused => t("Saat zaten durdu.", "The clock is already paused."),
        Rejected::NotPaused => t("Saat durmuyor.", "The clock is not paused."),
        Rejected::NeedsConsent { missing } => {
            let names: Vec<String> = missing.iter().map(|&p| name(p)).collect();
            match lang {
                Lang::Tr => format!(
                    "Mecburi seanslar bitmedi; erken bitirmek için herkesin onayı gerekli (eksik: {}).",
                    names.join(", ")
                ),
                Lang::En => format!(
                    "The mandatory seanses are not done; ending early needs everyone's consent (missing: {}).",
                    names.join(", ")
                ),
            }
        }
        Rejected::NothingToUndo => t("Geri alınacak bir şey yok.", "Nothing to undo."),
        Rejected::NothingToRedo => t("Yinelenecek bir şey yok.", "Nothing to redo."),
        Rejected::BadPot(e) => {
            let why = super::money::pot_error(e, names, lang);
            match lang {
                Lang::Tr => format!("Pot bölünemedi: {why}"),
                Lang::En => format!("Cannot split the pot: {why}"),
            }
        }
        Rejected::NotWithBlinds { pas_do_men: true } => t(
            "Kör bahisli oyunda pas dö men yok: buton her el bir sonraki oyuncuya geçer.",
            "No pas dö men with blinds: the button moves on every hand.",
        ),
        Rejected::NotWithBlinds { pas_do_men: false } => t(
            "Kör bahisli oyunda \u{201c}hepsi pas\u{201d} yok: körler potu açar.",
            "No all-pass with blinds: the blinds open the pot.",
        ),
        Rejected::AlreadyRecorded => t(
            "Bu el için aynısı zaten kayıtlı.",
            "The same is already recorded for this hand.",
        ),
        Rejected::PotAlreadySplit => t(
            "Bu elin potu racon'da bölündü; pot kazanıldı, ortada kalamaz. El bittiyse w; bölüşüm yanlışsa önce u ile geri alın.",
            "This hand's pot was split on the racon screen: it was won and cannot stay in the middle. If the hand is over, w; if the split is wrong, undo it first (u).",
        ),
        Rejected::Money(r) => super::ledger::refusal_among(r, names, lang),
        Rejected::Clock(why) => super::clock::refusal(*why, lang).to_string(),
        Rejected::HeadCount {
            rules,
            players,
            min,
            max,
        } => head_count(rules, *players, *min, *max, lang),
        Rejected::BadName => match lang {
            Lang::Tr => format!(
                "Ad tek satır olmalı, en çok {} harf.",
                crate::night::setup::MAX_NAME
            ),
            Lang::En => format!(
                "A name of one line, at most {} letters.",
                crate::night::setup::MAX_NAME
            ),
        },
        Rejected::NameAtTable { player } => match lang {
            Lang::Tr => format!("{} zaten masada.", name(*player)),
            Lang::En => format!("{} is already at the table.", name(*player)),
        },
        Rejected::LeftEarlier { player } => match lang {
            Lang::Tr => format!(
                "{} bu gece masadan ayrılmıştı; geri dönüyorsa bunu onaylayın.",
                name(*player)
            ),
            Lang::En => format!(
                "{} left the table tonight; confirm that he is coming back.",
                name(*player)
            ),
        },
        Rejected::NotLeft { player } => match lang {
            Lang::Tr => format!("{} masadan ayrılmadı.", name(*player)),
            Lang::En => format!("{} has not left the table.", name(*player)),
        },
        Rejected::NoDeckQuestion => t(
            "Karar bekleyen bir deste değişikliği yok.",
            "No deck change is waiting for an answer.",
        ),
        Rejected::BadColours => t(
            "Renk renk sayım fiş takımına ya da toplama uymuyor.",
            "The count by colour does not fit the chip set or the total.",
        ),
    }
}

/// One line describing an event for the history.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per Event variant: the history's table of words, each event said once"
)]
pub fn describe(e: &crate::night::Event, s: &State, lang: Lang) -> String {
    use crate::night::Event as E;
    let name = |p: crate::night::PlayerId| s.name(p).to_string();
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    match e {
        E::NightStarted { setup, rules } => match lang {
            Lang::Tr => format!(
                "Gece başladı: {} · {} · {} oyuncu",
                setup.name,
                rules.name.get(lang),
                setup.players.len()
            ),
            Lang::En => format!(
                "Night started: {} · {} · {} players",
                setup.name,
                rules.name.get(lang),
                setup.players.len()
            ),
        },
        E::SeatsDrawn {
            cards,
            seed,
            first_dealer,
        } => {
            let draws: Vec<String> = s
                .ids()
                .zip(cards)
                .map(|(p, c)| format!("{} {}", s.name(p), c.symbol()))
                .collect();
            let how = match (seed, lang) {
                (Some(n), Lang::Tr) => format!("sanal kura, tohum {n}"),
                (Some(n), Lang::En) => format!("virtual draw, seed {n}"),
                (None, Lang::Tr) => "elle çekilen kağıtlar".to_string(),
                (None, Lang::En) => "cards drawn by hand".to_string(),
            };
            match lang {
                Lang::Tr => format!(
                    "Kura ({how}): {}; ilk dağıtan {}",
                    draws.join(", "),
                    name(*first_dealer)
                ),
                Lang::En => format!(
                    "Seat draw ({how}): {}; first dealer {}",
                    draws.join(", "),
                    name(*first_dealer)
                ),
            }
        }
        E::KavBought { player, chips } => match lang {
            Lang::Tr => format!("{} kav aldı: {chips}", name(*player)),
            Lang::En => format!("{} bought a kav: {chips}", name(*player)),
        },
        E::HandDealt => t("Yeni el dağıtıldı", "New hand dealt"),
        E::HandEnded { winner, pot } => {
            let w = winner.map(name);
            match (w, pot, lang) {
                (Some(w), Some(p), Lang::Tr) => format!("El bitti: {w} kazandı ({p} fiş)"),
                (Some(w), Some(p), Lang::En) => format!("Hand over: {w} won ({p} chips)"),
                (Some(w), None, Lang::Tr) => format!("El bitti: {w} kazandı"),
                (Some(w), None, Lang::En) => format!("Hand over: {w} won"),
                (None, _, _) => t("El bitti", "Hand over"),
            }
        }
        E::AllPassed => t("Herkes pas: pot ortada kaldı", "All passed: the pot stays"),
        E::PasDoMen { forced, .. } => {
            if *forced {
                t("Pas dö men (zorunlu)", "Pas dö men (forced)")
            } else {
                t("Pas dö men", "Pas dö men")
            }
        }
        E::Maldon => t("Maldon: dağıtım hatası", "Maldon: misdeal"),
        E::ChipsCounted { player, chips, .. } => match lang {
            Lang::Tr => format!("{} fişleri sayıldı: {chips}", name(*player)),
            Lang::En => format!("{}'s chips counted: {chips}", name(*player)),
        },
        E::PlayerLeft {
            player,
            chips,
            override_reason,
            ..
        } => match (override_reason, lang) {
            (Some(r), Lang::Tr) => format!(
                "{} ayrıldı ({chips} fişle; çıkmadan önce: {r})",
                name(*player)
            ),
            (Some(r), Lang::En) => {
                format!("{} left ({chips} chips; before çıkma: {r})", name(*player))
            }
            (None, Lang::Tr) => format!("{} ayrıldı ({chips} fişle)", name(*player)),
            (None, Lang::En) => format!("{} left ({chips} chips)", name(*player)),
        },
        E::SatOut { player, out, .. } => match (out, lang) {
            (true, Lang::Tr) => format!("{} oyunu bekliyor", name(*player)),
            (true, Lang::En) => format!("{} sits out", name(*player)),
            (false, Lang::Tr) => format!("{} oyuna döndü", name(*player)),
            (false, Lang::En) => format!("{} is back", name(*player)),
        },
        E::CashierDeposit { player, chips } => match lang {
            Lang::Tr => format!("{} kasiyere {chips} fiş bıraktı", name(*player)),
            Lang::En => format!("{} deposited {chips} chips with the cashier", name(*player)),
        },
        E::SeansEnded => t("Seans bitti", "Seans over"),
        E::ClockPaused => t("Saat durduruldu", "Clock paused"),
        E::ClockResumed => t("Saat devam ediyor", "Clock resumed"),
        E::NightEnded { .. } => t("Gece bitti", "Night over"),
        E::VerdictRecorded {
            rules,
            winners,
            hands,
            board,
        } => {
            let w: Vec<String> = winners.iter().map(|&p| name(p)).collect();
            let w = w.join(" = ");
            let symbols = |cards: &[crate::cards::Card]| -> String {
                cards
                    .iter()
                    .map(|c| c.symbol())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            // Who showed what, in card symbols, and the board.
            let mut shown: Vec<String> = hands
                .iter()
                .map(|h| format!("{} {}", name(h.player), symbols(&h.cards)))
                .collect();
            if !board.is_empty() {
                shown.push(format!("{} {}", t("orta", "board"), symbols(board)));
            }
            let shown = shown.join(" · ");
            // Under the night's own rule set it goes without saying; another
            // one is named by its id.
            match (*rules == s.rules.id, lang) {
                (true, Lang::Tr) => format!("Racon kesildi, kazanan: {w} — {shown}"),
                (true, Lang::En) => format!("Racon verdict, winner: {w} — {shown}"),
                (false, Lang::Tr) => format!("Racon kesildi ({rules}), kazanan: {w} — {shown}"),
                (false, Lang::En) => format!("Racon verdict ({rules}), winner: {w} — {shown}"),
            }
        }
        E::DifferenceResolved { resolve } => {
            use crate::money::settle::Resolve;
            match (resolve, lang) {
                (Resolve::Assign(i), Lang::Tr) => {
                    format!("Sayım farkı {} hesabına yazıldı", s.name(*i))
                }
                (Resolve::Assign(i), Lang::En) => format!("Count difference put on {}", s.name(*i)),
                (Resolve::Spread, Lang::Tr) => "Sayım farkı herkese eşit dağıtıldı".to_string(),
                (Resolve::Spread, Lang::En) => "Count difference spread evenly".to_string(),
                (Resolve::Lost, Lang::Tr) => "Sayım farkı kayıp fiş olarak yazıldı".to_string(),
                (Resolve::Lost, Lang::En) => "Count difference booked as lost chips".to_string(),
            }
        }
        E::PotSplitRecorded { payouts, .. } => {
            let parts: Vec<String> = s
                .ids()
                .zip(payouts)
                .filter(|(_, c)| c.is_positive())
                .map(|(p, &c)| format!("{} {}", s.name(p), super::money::chips(c, lang)))
                .collect();
            match lang {
                Lang::Tr => format!("Pot bölündü: {}", parts.join(", ")),
                Lang::En => format!("Pot split: {}", parts.join(", ")),
            }
        }
        E::Undo { target } => match lang {
            Lang::Tr => format!("Geri alındı: #{target}"),
            Lang::En => format!("Undone: #{target}"),
        },
        E::Redo { target } => match lang {
            Lang::Tr => format!("Yinelendi: #{target}"),
            Lang::En => format!("Redone: #{target}"),
        },
        E::ExpenseRecorded { .. } | E::PaidOnSpot { .. } => super::ledger::describe(e, s, lang),
        E::ClockAdjusted { .. } | E::BlindLevelSkipped | E::BreakCut => {
            super::clock::describe(e, lang)
        }
        E::PlayerJoined { name, kav, .. } => {
            let seat = s.find_player(name).and_then(|p| neighbours(s, p));
            arrival_line(name, seat, *kav, false, lang)
        }
        E::PlayerBack { player, kav, .. } => {
            arrival_line(s.name(*player), neighbours(s, *player), *kav, true, lang)
        }
        E::DeckChosen { when } => {
            use crate::night::DeckChoice as C;
            match (when, lang) {
                (C::NextHand, Lang::Tr) => "Deste bir sonraki elden değişir".to_string(),
                (C::NextHand, Lang::En) => "The deck changes from the next hand".to_string(),
                (C::NextTur, Lang::Tr) => "Deste bir sonraki turda değişir".to_string(),
                (C::NextTur, Lang::En) => "The deck changes at the next tur".to_string(),
                (C::Keep, Lang::Tr) => "Deste şimdilik değişmez".to_string(),
                (C::Keep, Lang::En) => "The deck stays for now".to_string(),
            }
        }
    }
}

/// "Kemal masaya katıldı (Ali ile Veli arası), kav 400"; `seat` is his two
/// neighbours.
fn arrival_line(
    name: &str,
    seat: Option<(String, String)>,
    kav: crate::night::Chips,
    back: bool,
    lang: Lang,
) -> String {
    let seat = seat
        .map(|(a, b)| format!(" ({})", between(&a, &b, lang)))
        .unwrap_or_default();
    match (back, lang) {
        (false, Lang::Tr) => format!("{name} masaya katıldı{seat}, kav {kav}"),
        (false, Lang::En) => format!("{name} joined the table{seat}, kav {kav}"),
        (true, Lang::Tr) => format!("{name} masaya döndü{seat}, kav {kav}"),
        (true, Lang::En) => format!("{name} is back at the table{seat}, kav {kav}"),
    }
}

/// Why a journal's event cannot be replayed ([`crate::night::Reason`]); the
/// store puts the file and line before it.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per Reason variant: a table of words, each replay failure said once"
)]
pub fn replay_reason(r: &crate::night::Reason, lang: Lang) -> String {
    use crate::night::Reason as R;
    use crate::night::reason::Part;
    let t = |tr: &str, en: &str| lang.pick(tr, en).to_string();
    let tr = lang == Lang::Tr;
    match r {
        R::NoNightStarted => t(
            "günlükte gecenin başlangıcı (NightStarted) yok",
            "the journal has no NightStarted event",
        ),
        R::FirstNotNightStarted => t(
            "ilk olay gecenin başlangıcı (NightStarted) olmalı",
            "the first event must be NightStarted",
        ),
        R::NightStartedTwice => t(
            "gece ikinci kez başlatılmış (NightStarted)",
            "NightStarted twice",
        ),
        R::NoPlayer(p) if tr => format!("{}. oyuncu yok", p.index() + 1),
        R::NoPlayer(p) => format!("there is no player {}", p.0),
        R::OneCardEach => t(
            "kurada her oyuncuya bir kağıt gerekli",
            "one card per player is needed",
        ),
        R::FirstDealerNotSeated => t(
            "ilk dağıtan masada oturmuyor",
            "the first dealer is not seated",
        ),
        R::NoSeans => t("oynanan bir seans yok", "no seans in play"),
        R::NoSeats => t("henüz kura çekilmemiş", "no seats yet"),
        R::NoHand => t("oynanan bir el yok", "no hand in play"),
        R::PasDoMenAfterDeal => t(
            "pas dö men yalnız dağıtmadan önce olur",
            "pas dö men only before a deal",
        ),
        R::NoBlindLevels => t(
            "bu gecede kör seviyesi yok",
            "no blind levels in this night",
        ),
        R::LastBlindLevel => t(
            "zaten son kör seviyesinde",
            "already at the last blind level",
        ),
        R::NoBreak => t("süren bir mola yok", "no break running"),
        R::NoClock => t("işleyen bir saat yok", "no clock is running"),
        R::ExpenseAmount => t(
            "masraf 1 ile 1.000.000.000 kuruş arasında olmalı",
            "an expense of 1 to 1,000,000,000 kuruş is needed",
        ),
        R::ExpenseSharedByNobody => t("masrafı paylaşan kimse yok", "nobody shares the expense"),
        R::ExpenseSharedTwice => t(
            "bir oyuncu masrafı iki kez paylaşıyor",
            "a player shares the expense twice",
        ),
        R::PaymentAmount => t(
            "ödeme iki ayrı oyuncu arasında ve en az 1 kuruş olmalı",
            "a payment between two players of at least 1 kuruş",
        ),
        R::TimeOutOfRange(at) if tr => {
            format!("{at} zamanı 1970-01-01 ile 9999-12-31 arasında değil (1970'ten beri ms)")
        }
        R::TimeOutOfRange(at) => {
            format!("time {at} is outside 1970-01-01 .. 9999-12-31 (ms since the epoch)")
        }
        R::StartRules(e) if tr => format!(
            "gecenin başladığı kural seti geçersiz: {}",
            super::files::rules_invalid(e, lang)
        ),
        R::StartRules(e) => format!(
            "the rule set in NightStarted: {}",
            super::files::rules_invalid(e, lang)
        ),
        R::StartSetup(e) if tr => format!(
            "gecenin başladığı ayarlar geçersiz: {}",
            super::form::setup_invalid(e, lang)
        ),
        R::StartSetup(e) => format!(
            "the setup in NightStarted: {}",
            super::form::setup_invalid(e, lang)
        ),
        R::ControlChar { part, path, code } if tr => {
            let part = match part {
                Part::Rules => "gecenin kural seti",
                Part::Setup => "gecenin ayarları",
                Part::Expense => "masraf açıklaması",
                Part::Verdict => "kayıtlı hüküm",
            };
            let at = if path.is_empty() {
                String::new()
            } else {
                format!(" ({path})")
            };
            format!("{part}{at}: kontrol karakteri U+{code:04X}")
        }
        R::ControlChar { part, path, code } => {
            let part = match part {
                Part::Rules => format!("the rule set in NightStarted: {path}"),
                Part::Setup => format!("the setup in NightStarted: {path}"),
                Part::Expense => "expense".to_string(),
                Part::Verdict => path.clone(),
            };
            format!("{part}: control character U+{code:04X}")
        }
        R::NotOurDraw => t(
            "bu kura racon'un çekeceği bir kura değil",
            "this seating draw is not one racon makes",
        ),
        R::Refused { rejected, players } => {
            let why = rejected_among(rejected, players, lang);
            match lang {
                Lang::Tr => format!("racon bunu kaydetmezdi: {why}"),
                Lang::En => format!("racon would have refused this: {why}"),
            }
        }
        R::ConsentsTwice(p) if tr => format!("{}. oyuncu iki kez onay vermiş", p.index() + 1),
        R::ConsentsTwice(p) => format!("player {} consents twice", p.0),
        R::NotRecordedHere(kind) if tr => format!("racon burada {kind} kaydetmez"),
        R::NotRecordedHere(kind) => format!("{kind} is not what racon records here"),
        R::PotOverflow => t(
            "pot bölüşümünün tutarları taşıyor",
            "the pot split's amounts overflow",
        ),
        R::PotPaysLess => t(
            "pot bölüşümü konandan az dağıtıyor",
            "the pot split pays out less than was put in",
        ),
        R::NoDeckQuestion => t(
            "karar bekleyen bir deste değişikliği yok",
            "no deck change waits for an answer",
        ),
    }
}
