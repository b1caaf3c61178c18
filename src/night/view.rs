//! The night at one moment as data the shells write as JSON, next to the
//! clock face ([`super::clock::ClockView`]): `racon night show --json`
//! serializes a [`NightView::journal`], the live page's `state.json` a
//! [`NightView::page`] (with three fields of its own the web shell adds).
//! One type, so a field both show means the same in both; the parts only
//! one of them writes are flattened in, absent from the other
//! (docs/FORMATS.md, "The night as JSON").
//!
//! Data only: names as typed, chips, times in unix ms, codes in
//! `snake_case`; no sentence in either language. The shell says why a
//! night is read-only (`read_only_problem`), already in words.

use super::setup::AntePlan;
use super::state::{Clock, Phase, State, masked_and_redoable};
use super::{Chips, DeckWhen, Event, Kurus, Night, PlayerId};
use serde::Serialize;
use std::collections::BTreeMap;

const MINUTE: i64 = 60_000;

/// The night at `now`: what both JSON outputs carry, and the part only one
/// of them carries (`journal` for `night show --json`, `page` for
/// `state.json`).
#[derive(Clone, Debug, Serialize)]
pub struct NightView<'a> {
    pub name: &'a str,
    /// The rule set's id.
    pub rules: &'a str,
    pub phase: Phase,
    /// Why the night is read-only, in the shell's words, or null.
    pub read_only_problem: Option<String>,
    /// Names clockwise from the first dealer (R2); empty before the draw.
    pub seats: Vec<&'a str>,
    /// Who deals the hand in play, or the next hand between hands.
    pub dealer: Option<&'a str>,
    pub next_dealer: Option<&'a str>,
    /// Hands dealt so far (R9).
    pub hand_no: u32,
    /// Chips left in the middle from earlier hands (R22).
    pub carried_pot: Chips,
    /// Chips in the middle of the hand in play.
    pub in_hand_pot: Chips,
    /// The deck in play, in cards.
    pub deck_size: usize,
    pub deck_change: Option<DeckChangeView>,
    /// Who cuts (S0 §12, R4).
    pub cutter: Option<&'a str>,
    /// With a double deck, who shuffles the other pack (S0 §16, R5).
    pub second_deck_shuffler: Option<&'a str>,
    /// The seans/break clock: `{"state", …}`.
    pub clock: Clock,
    pub players: Vec<PlayerView<'a>>,
    /// The chip set, in the setup's order; absent without one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chips: Vec<ChipView<'a>>,
    /// What only `night show --json` writes.
    #[serde(flatten)]
    pub journal: Option<JournalPart<'a>>,
    /// What only the live page writes.
    #[serde(flatten)]
    pub page: Option<PagePart<'a>>,
}

/// `deck_change`: the players at the table call for another deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DeckChangeView {
    /// Players at the table.
    pub players: usize,
    /// The deck they call for, in cards.
    pub cards: usize,
    pub when: DeckWhen,
}

/// One player, in setup order, then the late arrivals as they joined.
#[derive(Clone, Debug, Serialize)]
#[allow(
    clippy::struct_excessive_bools,
    reason = "each flag is a field of the JSON it serializes to (docs/FORMATS.md)"
)]
pub struct PlayerView<'a> {
    pub name: &'a str,
    pub kav_total: Chips,
    pub cikma_reached: bool,
    pub left: bool,
    pub sitting_out: bool,
    /// Sat out `house.sit_out_limit` hands in a row (R23).
    pub sit_out_limit_reached: bool,
    /// Dealt out until he buys a kav again.
    pub out_of_game: bool,
    /// His count and deposits (`night show --json` only).
    #[serde(flatten)]
    pub count: Option<CountView<'a>>,
}

/// A player's count, deposits and reason for leaving before his çıkma.
#[derive(Clone, Debug, Serialize)]
pub struct CountView<'a> {
    /// The last count, or null.
    pub chips: Option<Chips>,
    pub deposits: Chips,
    pub left_before_cikma_reason: Option<&'a str>,
    /// The last count by colour, in the chip set's order; left out when it
    /// was a plain number.
    #[serde(skip_serializing_if = "<[i64]>::is_empty")]
    pub colours: &'a [i64],
}

/// What `night show --json` writes besides the shared fields: the
/// schedule's counters and the whole history.
#[derive(Clone, Debug, Serialize)]
pub struct JournalPart<'a> {
    /// The journal's creation time (RFC 3339), as its header has it.
    pub created: &'a str,
    /// The first seat left of the dealer (R3).
    pub ilk_koltuk: Option<&'a str>,
    /// The current tur and whom it is named after (R10, C5).
    pub tur_no: u32,
    pub tur_owner: Option<&'a str>,
    pub seans_no: u32,
    pub seanses_done: u32,
    /// Name → chips each player puts in before the next hand.
    pub next_ante: BTreeMap<&'a str, Chips>,
    /// Whether the next deal is in the closing turs (R12).
    pub closing_turs: bool,
    /// The history, oldest first.
    pub events: Vec<EventView<'a>>,
}

/// One journal record and whether it is undone.
#[derive(Clone, Debug, Serialize)]
pub struct EventView<'a> {
    pub seq: u64,
    /// Unix ms.
    pub at: i64,
    pub undone: bool,
    /// The journal event as it is written.
    pub event: &'a Event,
}

/// What the live page writes besides the shared fields: the time, the
/// tur and blinds as the room display shows them, the antes, the latest
/// verdict and, once the night settles, the nets.
#[derive(Clone, Debug, Serialize)]
pub struct PagePart<'a> {
    /// The time (unix ms) the view is of.
    pub now_ms: i64,
    pub tur: Option<TurView>,
    pub blinds: Option<BlindsView>,
    /// Each player's ante in the hand in play; null between hands.
    pub ante_in_play: Option<Vec<Stake<'a>>>,
    pub next_ante: Vec<Stake<'a>>,
    /// The night's çıkma, chips.
    pub cikma: Chips,
    pub verdict: Option<VerdictView<'a>>,
    /// Once the night is over and settles: each player's net.
    pub nets: Vec<NetView<'a>>,
    /// The colours that come off at the blind level in force (colour-up);
    /// absent at other levels and without blinds or a chip set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colour_up: Option<ColourUpView<'a>>,
}

/// One colour of the chip set: the host's name for it and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ChipView<'a> {
    pub name: &'a str,
    pub value: Chips,
}

/// The colour-up at the blind level in force: the colours that come off,
/// smallest first, and the colour they are changed into.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourUpView<'a> {
    /// From 1, as `blinds.level`.
    pub level: usize,
    pub into: &'a str,
    pub off: Vec<RaceOffView<'a>>,
}

/// `count` chips of colour `name` make `into_count` of the colour taken
/// in exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RaceOffView<'a> {
    pub name: &'a str,
    pub count: i64,
    pub into_count: i64,
}

/// A player's chips in a list: an ante, a share of a pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Stake<'a> {
    pub name: &'a str,
    pub chips: Chips,
}

/// The tur in play as the room display shows it (`tur 3/6`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TurView {
    pub no: u32,
    /// The seans's last tur once known.
    pub last: Option<u32>,
    pub closing: Option<ClosingView>,
}

/// A closing tur (R12): `which` of `of`; `which` is 0 while time is up and
/// the tur in progress is finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ClosingView {
    pub which: u32,
    pub of: u32,
}

/// The blind level in force and the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BlindsView {
    /// From 1.
    pub level: usize,
    pub small: Chips,
    pub big: Chips,
    pub next: Option<NextBlinds>,
}

/// The next blind level and the play time (ms) to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NextBlinds {
    pub small: Chips,
    pub big: Chips,
    pub in_ms: i64,
}

/// The latest racon verdict of the night.
#[derive(Clone, Debug, Serialize)]
pub struct VerdictView<'a> {
    pub hand_no: u32,
    pub rules: &'a str,
    pub winners: Vec<&'a str>,
    pub hands: Vec<ShownView<'a>>,
    /// The board in symbols (`""` without one).
    pub board: String,
    /// Each player's take of the hand's recorded pot split.
    pub shares: Vec<Stake<'a>>,
}

/// A hand shown to the racon.
#[derive(Clone, Debug, Serialize)]
pub struct ShownView<'a> {
    pub name: &'a str,
    /// Short notation: `Ah Kd`.
    pub cards: String,
    /// As the table reads them: `A♥ K♦`.
    pub symbols: String,
}

/// A player's net at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NetView<'a> {
    pub name: &'a str,
    pub chips: Chips,
    pub kurus: Kurus,
}

impl<'a> NightView<'a> {
    /// `night show --json`: the shared fields, each player's count, the
    /// schedule's counters and the history of `night` (created `created`).
    pub fn journal(
        night: &'a Night,
        created: &'a str,
        read_only_problem: Option<String>,
        now: i64,
    ) -> NightView<'a> {
        let s = night.state();
        let mut view = NightView::shared(s, now, read_only_problem);
        for (p, player) in view.players.iter_mut().zip(s.players.iter()) {
            p.count = Some(CountView {
                chips: player.chips,
                deposits: player.deposits,
                left_before_cikma_reason: player.override_reason.as_deref(),
                colours: &player.colours,
            });
        }
        view.journal = Some(JournalPart::new(night, created, now));
        view
    }

    /// The live page's view of `s` at `now`; `money`: whether the night
    /// was read whole, so its nets may be shown (G1).
    pub fn page(
        s: &'a State,
        now: i64,
        read_only_problem: Option<String>,
        money: bool,
    ) -> NightView<'a> {
        let mut view = NightView::shared(s, now, read_only_problem);
        view.page = Some(PagePart::new(s, now, money));
        view
    }

    /// What both outputs carry.
    fn shared(s: &'a State, now: i64, read_only_problem: Option<String>) -> NightView<'a> {
        let name = |p: Option<PlayerId>| p.map(|p| s.name(p));
        NightView {
            name: &s.setup.name,
            rules: &s.rules.id,
            phase: s.phase,
            read_only_problem,
            seats: s.seats.iter().map(|&p| s.name(p)).collect(),
            dealer: name(s.dealer()),
            next_dealer: name(next_dealer(s)),
            hand_no: s.hand_no,
            carried_pot: s.carried,
            in_hand_pot: s.in_hand_pot,
            deck_size: s.deck_in_play().size(),
            deck_change: s.deck_change().map(|c| DeckChangeView {
                players: c.players,
                cards: c.to.size(),
                when: c.when,
            }),
            cutter: name(s.cutter()),
            second_deck_shuffler: name(s.second_deck_shuffler()),
            clock: s.clock(now),
            players: s
                .players
                .with_ids()
                .map(|(i, p)| PlayerView {
                    name: &p.name,
                    kav_total: p.kav_total,
                    cikma_reached: s.cikma_reached(i),
                    left: p.left,
                    sitting_out: p.sitting_out,
                    sit_out_limit_reached: s.over_sit_out_limit(i),
                    out_of_game: s.out_of_game(i),
                    count: None,
                })
                .collect(),
            chips: s
                .setup
                .chips
                .iter()
                .map(|c| ChipView {
                    name: c.name.trim(),
                    value: c.value,
                })
                .collect(),
            journal: None,
            page: None,
        }
    }
}

/// Who deals the next hand; none before the seats are drawn.
fn next_dealer(s: &State) -> Option<PlayerId> {
    if s.seats.is_empty() {
        None
    } else {
        s.seat_player(s.next_dealer_seat())
    }
}

impl<'a> JournalPart<'a> {
    fn new(night: &'a Night, created: &'a str, now: i64) -> JournalPart<'a> {
        let s = night.state();
        let (masked, _) = masked_and_redoable(night.records());
        let (tur_no, tur_owner) = if s.seats.is_empty() {
            (0, None)
        } else {
            let (t, o) = s.current_tur();
            (t, Some(s.name(o)))
        };
        JournalPart {
            created,
            ilk_koltuk: s.ilk_koltuk().map(|p| s.name(p)),
            tur_no,
            tur_owner,
            seans_no: s.seans.no,
            seanses_done: s.seanses_done,
            next_ante: s
                .next_ante(now)
                .into_iter()
                .map(|(p, c)| (s.name(p), c))
                .collect(),
            closing_turs: s.next_deal_is_closing(now),
            events: night
                .records()
                .iter()
                .map(|r| EventView {
                    seq: r.seq,
                    at: r.at,
                    undone: masked.contains(&r.seq),
                    event: &r.event,
                })
                .collect(),
        }
    }
}

impl<'a> PagePart<'a> {
    fn new(s: &'a State, now: i64, money: bool) -> PagePart<'a> {
        let ante_in_play = if s.phase == Phase::InHand {
            s.hands.last().map(|h| stakes(s, &h.antes))
        } else {
            None
        };
        PagePart {
            now_ms: now,
            tur: tur(s, now),
            blinds: blinds(s, now),
            ante_in_play,
            next_ante: stakes(s, &s.next_ante(now)),
            cikma: s.setup.stakes.cikma,
            verdict: verdict(s),
            nets: if money { nets(s) } else { Vec::new() },
            colour_up: colour_up(s, now),
        }
    }
}

/// The colour-up of the blind level in force, by the colours' names.
fn colour_up(s: &State, now: i64) -> Option<ColourUpView<'_>> {
    if s.phase == Phase::Ended {
        return None;
    }
    let up = super::clock::colour_up_now(s, now)?;
    let set = &s.setup.chips;
    let name = |i: usize| set.get(i).map_or("", |c| c.name.trim());
    Some(ColourUpView {
        level: up.level + 1,
        into: name(up.into),
        off: up
            .off
            .iter()
            .map(|o| RaceOffView {
                name: name(o.colour),
                count: o.count,
                into_count: o.into_count,
            })
            .collect(),
    })
}

fn stakes<'a>(s: &'a State, chips: &[(PlayerId, Chips)]) -> Vec<Stake<'a>> {
    chips
        .iter()
        .map(|&(p, chips)| Stake {
            name: s.name(p),
            chips,
        })
        .collect()
}

/// The tur from the room display's clock face, so a seans counted in turs
/// reads the same on a phone as on the wall; none before the seats.
fn tur(s: &State, now: i64) -> Option<TurView> {
    let v = super::clock::face(s, now);
    v.tur.map(|(no, last)| TurView {
        no,
        last,
        closing: v.closing.map(|(which, of)| ClosingView { which, of }),
    })
}

/// The blind level in force at `now` and the next one, with the time to
/// it (minutes of play; pauses and breaks excluded). The blind clock, as
/// the table's clock face and the colour-up: play time plus the levels the
/// host skipped. None for other antes.
fn blinds(s: &State, now: i64) -> Option<BlindsView> {
    let AntePlan::Blinds { levels } = &s.setup.ante else {
        return None;
    };
    let played = s.blind_ms(now);
    let mut end = 0i64;
    for (i, l) in levels.iter().enumerate() {
        let at = |next| BlindsView {
            level: i + 1,
            small: l.small,
            big: l.big,
            next,
        };
        if l.minutes == 0 {
            return Some(at(None));
        }
        end += i64::from(l.minutes) * MINUTE;
        if played < end {
            let next = levels.get(i + 1).map(|n| NextBlinds {
                small: n.small,
                big: n.big,
                in_ms: end - played,
            });
            return Some(at(next));
        }
    }
    levels.last().map(|l| BlindsView {
        level: levels.len(),
        small: l.small,
        big: l.big,
        next: None,
    })
}

/// Cards as the table reads them: `A♥ K♦`.
fn symbols(cards: &[crate::cards::Card]) -> String {
    cards
        .iter()
        .map(|c| c.symbol())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The latest racon verdict of the night, if any: who showed what, the
/// board, the winners, and each player's share once the hand's pot split
/// is recorded.
fn verdict(s: &State) -> Option<VerdictView<'_>> {
    s.hands.iter().rev().find_map(|h| {
        let v = h.verdicts.last()?;
        let shares = h.pot_split().map_or_else(Vec::new, |(_, payouts)| {
            s.ids()
                .zip(payouts)
                .filter(|(_, c)| c.is_positive())
                .map(|(p, &chips)| Stake {
                    name: s.name(p),
                    chips,
                })
                .collect()
        });
        Some(VerdictView {
            hand_no: h.no,
            rules: &v.rules,
            winners: v.winners.iter().map(|&p| s.name(p)).collect(),
            hands: v
                .hands
                .iter()
                .map(|sh| ShownView {
                    name: s.name(sh.player),
                    cards: sh
                        .cards
                        .iter()
                        .map(|c| c.short())
                        .collect::<Vec<_>>()
                        .join(" "),
                    symbols: symbols(&sh.cards),
                })
                .collect(),
            board: symbols(&v.board),
            shares,
        })
    })
}

/// Each player's net once the night is over and its count settles.
fn nets(s: &State) -> Vec<NetView<'_>> {
    if s.phase != Phase::Ended {
        return Vec::new();
    }
    let Ok(st) = s.settlement() else {
        return Vec::new();
    };
    s.players
        .iter()
        .zip(st.nets.iter().zip(&st.money))
        .map(|(p, (&chips, &kurus))| NetView {
            name: &p.name,
            chips,
            kurus,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::night::test_nights::{T, holdem};

    fn page(s: &State) -> serde_json::Value {
        serde_json::to_value(NightView::page(s, T, None, true)).expect("json")
    }

    #[test]
    fn the_page_carries_the_chip_set_and_the_colour_up_as_data() {
        let s = holdem("beyaz 5 ×300, kırmızı 25, mavi 100", 2);
        let v = page(&s);
        assert_eq!(
            v["chips"],
            serde_json::json!([
                {"name": "beyaz", "value": 5},
                {"name": "kırmızı", "value": 25},
                {"name": "mavi", "value": 100},
            ])
        );
        assert_eq!(
            v["colour_up"],
            serde_json::json!({"level": 3, "into": "kırmızı",
                "off": [{"name": "beyaz", "count": 5, "into_count": 1}]})
        );
        // The level row says the same level as the colour-up (a skip
        // moves both).
        assert_eq!(v["blinds"]["level"], 3, "{v}");
        assert_eq!(v["blinds"]["small"], 25, "{v}");
        // A level where nothing comes off: no colour_up.
        let v = page(&holdem("beyaz 5, kırmızı 25, mavi 100", 1));
        assert!(v.get("colour_up").is_none(), "{v}");
        assert!(v.get("chips").is_some());
    }

    #[test]
    fn without_a_chip_set_neither_output_changes() {
        let s = holdem("", 2);
        let v = page(&s);
        assert!(
            v.get("chips").is_none() && v.get("colour_up").is_none(),
            "{v}"
        );
        let keys: Vec<&String> = v.as_object().expect("object").keys().collect();
        assert!(
            !keys
                .iter()
                .any(|k| k.contains("chip") || k.contains("colour"))
        );
    }
}
