//! [`Night::decide`](super::Night::decide), one function per action: each
//! validates against the current [`State`] without changing it and returns
//! the event to journal, or why the action was refused.

use super::setup::{Cashier, InitialDealer, KavTopUp};
use super::{
    Action, Chips, Event, MAX_CHIPS, Phase, PlayerId, Rejected, State, clock, seating, state,
};
use crate::cards::Card;

/// The player exists.
pub(super) fn known(s: &State, p: PlayerId) -> Result<(), Rejected> {
    s.player(p).map(|_| ()).ok_or(Rejected::UnknownPlayer)
}

/// The player exists and has not left.
fn present(s: &State, p: PlayerId) -> Result<(), Rejected> {
    known(s, p)?;
    if s.player(p).is_some_and(|x| x.left) {
        return Err(Rejected::PlayerLeft { player: p });
    }
    Ok(())
}

fn seated(s: &State) -> Result<(), Rejected> {
    if s.seats.is_empty() {
        Err(Rejected::NotSeated)
    } else {
        Ok(())
    }
}

fn not_ended(s: &State) -> Result<(), Rejected> {
    if s.phase == Phase::Ended {
        Err(Rejected::NightOver)
    } else {
        Ok(())
    }
}

fn between(s: &State) -> Result<(), Rejected> {
    match s.phase {
        Phase::InHand => Err(Rejected::HandInPlay),
        Phase::Ended => Err(Rejected::NightOver),
        _ => Ok(()),
    }
}

fn in_hand(s: &State) -> Result<(), Rejected> {
    if s.phase == Phase::InHand {
        Ok(())
    } else {
        Err(Rejected::NoHandInPlay)
    }
}

/// Every chip amount an action carries stays at most [`MAX_CHIPS`].
pub(super) fn check_amount(action: &Action) -> Result<(), Rejected> {
    let amount = match action {
        Action::BuyKav { chips, .. }
        | Action::Join { kav: chips, .. }
        | Action::Return { kav: chips, .. }
        | Action::CountChips { chips, .. }
        | Action::Leave { chips, .. }
        | Action::Deposit { chips, .. } => Some(*chips),
        Action::EndHand { pot, .. } => *pot,
        _ => None,
    };
    if amount.is_some_and(|c| c > MAX_CHIPS) {
        return Err(Rejected::TooLarge);
    }
    Ok(())
}

/// The deck for the seating draw, before anyone is seated.
fn draw_deck(s: &State) -> Result<crate::cards::Deck, Rejected> {
    if !s.seats.is_empty() {
        return Err(Rejected::AlreadySeated);
    }
    // A head count past 255 has no deck, as one the rule set does not list.
    u8::try_from(s.players.len())
        .ok()
        .and_then(|n| s.rules.deck_for(n))
        .ok_or(Rejected::NotEnoughPlayers)
}

pub(super) fn draw_seats(s: &State, seed: u64) -> Result<Event, Rejected> {
    let deck = draw_deck(s)?;
    let mut rng = seating::seat_rng(seed);
    let cards = seating::virtual_draw(deck, s.players.len(), &mut rng);
    let first_dealer = first_dealer(s, &cards, &mut rng);
    Ok(Event::SeatsDrawn {
        cards,
        seed: Some(seed),
        first_dealer,
    })
}

pub(super) fn type_draw(
    s: &State,
    cards: Vec<Card>,
    random_dealer_seed: Option<u64>,
) -> Result<Event, Rejected> {
    let deck = draw_deck(s)?;
    seating::check_draw(deck, s.players.len(), &cards).map_err(Rejected::Draw)?;
    let mut rng = seating::seat_rng(random_dealer_seed.unwrap_or(0));
    let first_dealer = first_dealer(s, &cards, &mut rng);
    Ok(Event::SeatsDrawn {
        cards,
        seed: None,
        first_dealer,
    })
}

/// C14: the highest card deals first, or a random player.
fn first_dealer(s: &State, cards: &[Card], rng: &mut seating::SeatRng) -> PlayerId {
    let order = seating::seat_order(&s.rules, cards);
    match s.setup.house.initial_dealer {
        InitialDealer::HighCardDraw => order.first().copied().unwrap_or(PlayerId(0)),
        InitialDealer::Random => {
            // At most 255 players: both conversions are exact.
            let n = u64::try_from(order.len().max(1)).unwrap_or(u64::MAX);
            let pick = usize::try_from(rand::Rng::next_u64(rng) % n).unwrap_or(0);
            order.get(pick).copied().unwrap_or(PlayerId(0))
        }
    }
}

pub(super) fn buy_kav(s: &State, player: PlayerId, chips: Chips) -> Result<Event, Rejected> {
    not_ended(s)?;
    present(s, player)?;
    if chips <= Chips::ZERO {
        return Err(Rejected::NotPositive);
    }
    let st = &s.setup.stakes;
    if let Some(max) = st.max_kav
        && chips > max
    {
        return Err(Rejected::AboveMaxKav { max });
    }
    sit_out_limit(s, player, Back::BuyingIn(chips))?;
    let first = s.player(player).is_some_and(|p| p.kav_total == Chips::ZERO);
    if first {
        whole_kav(s, chips)?;
    } else {
        if s.phase == Phase::InHand {
            return Err(Rejected::TopUpDuringHand);
        }
        if s.setup.house.kav_topup == KavTopUp::BetweenHandsNoCarry && s.carried > Chips::ZERO {
            return Err(Rejected::TopUpWithCarriedPot { carried: s.carried });
        }
    }
    Ok(Event::KavBought { player, chips })
}

/// A first (or returning player's) kav: more than zero, at least the
/// minimum kav, at most the maximum.
fn whole_kav(s: &State, chips: Chips) -> Result<(), Rejected> {
    let st = &s.setup.stakes;
    if chips <= Chips::ZERO {
        return Err(Rejected::NotPositive);
    }
    if chips < st.min_kav {
        return Err(Rejected::BelowMinKav { min: st.min_kav });
    }
    if let Some(max) = st.max_kav
        && chips > max
    {
        return Err(Rejected::AboveMaxKav { max });
    }
    Ok(())
}

pub(super) fn new_hand(s: &State, now: i64) -> Result<Event, Rejected> {
    seated(s)?;
    not_ended(s)?;
    if s.active_count() < 2 {
        return Err(Rejected::NotEnoughPlayers);
    }
    if let Some(&p) = s
        .seats
        .iter()
        .find(|&&p| s.is_active(p) && s.player(p).is_some_and(|x| x.kav_total == Chips::ZERO))
    {
        return Err(Rejected::NoKav { player: p });
    }
    // Ending this hand (or the time) finishes the seans: the key
    // ends the seans instead, and the break begins.
    if s.phase == Phase::InHand {
        let mut probe = s.clone();
        if probe
            .apply(
                now,
                &Event::HandEnded {
                    winner: None,
                    pot: None,
                },
            )
            .is_ok()
            && (probe.in_break() || probe.seans_due_to_end(now))
        {
            return Ok(Event::HandEnded {
                winner: None,
                pot: None,
            });
        }
    } else if s.seans_due_to_end(now) {
        return Ok(Event::SeansEnded);
    }
    Ok(Event::HandDealt)
}

pub(super) fn end_hand(
    s: &State,
    winner: Option<PlayerId>,
    pot: Option<Chips>,
) -> Result<Event, Rejected> {
    in_hand(s)?;
    if let Some(w) = winner {
        present(s, w)?;
    }
    if pot.is_some_and(|p| p < Chips::ZERO) {
        return Err(Rejected::NotPositive);
    }
    Ok(Event::HandEnded { winner, pot })
}

pub(super) fn all_passed(s: &State) -> Result<Event, Rejected> {
    in_hand(s)?;
    if s.has_blinds() {
        return Err(Rejected::NotWithBlinds { pas_do_men: false });
    }
    if s.hands.last().and_then(|h| h.pot_split()).is_some() {
        return Err(Rejected::PotAlreadySplit);
    }
    Ok(Event::AllPassed)
}

pub(super) fn maldon(s: &State) -> Result<Event, Rejected> {
    in_hand(s)?;
    Ok(Event::Maldon)
}

pub(super) fn pas_do_men(s: &State, forced: bool, now: i64) -> Result<Event, Rejected> {
    seated(s)?;
    not_ended(s)?;
    if s.has_blinds() {
        return Err(Rejected::NotWithBlinds { pas_do_men: true });
    }
    // From a hand in play, the key ends the hand and passes the
    // deal in one event (one undo takes both back).
    let after = ended_hand(s, now)?;
    let s = after.as_ref().unwrap_or(s);
    if !forced {
        if !s.setup.house.pas_do_men {
            return Err(Rejected::PasDoMenOff);
        }
        if s.next_deal_is_closing(now) {
            return Err(Rejected::ClosingTurs);
        }
    }
    // S0 §15 limits the passes made "isterlerse" (by choice) to one
    // circle; a forced pass is always allowed (N3).
    let start = s.pas_chain_start.unwrap_or(s.dealer_seat);
    let (next, _) = s.next_active(s.dealer_seat);
    if !forced && (next == start || s.pas_wrapped) {
        return Err(Rejected::PasDoMenCircle {
            must_deal: s.dealer().unwrap_or(PlayerId(0)),
        });
    }
    let ends_seans = ends_seans(
        s,
        &Event::PasDoMen {
            forced,
            ends_seans: false,
        },
        now,
    );
    Ok(Event::PasDoMen { forced, ends_seans })
}

/// N1: whether `e` (a pas dö men, or a dealer sitting out or leaving, with
/// `ends_seans: false`) moves the deal past the seans's last tur, so that
/// the seans ends with it, exactly as when the last hand is played. `s` is
/// the state between hands (a hand in play already ended by `e`'s key).
fn ends_seans(s: &State, e: &Event, now: i64) -> bool {
    if s.deal_passed_last_tur(now) {
        // Already over by the clock; the next key ends it (SeansEnded).
        return false;
    }
    let mut probe = s.clone();
    probe.apply(now, e).is_ok() && probe.deal_passed_last_tur(now)
}

/// A count by colour, if there is one, makes the chips it records.
fn colours_make(s: &State, chips: Chips, colours: &[i64]) -> Result<(), Rejected> {
    if colours.is_empty()
        || super::chip_count::colours_total(&s.setup.chips, colours) == Some(chips)
    {
        Ok(())
    } else {
        Err(Rejected::BadColours)
    }
}

pub(super) fn count_chips(
    s: &State,
    player: PlayerId,
    chips: Chips,
    colours: Vec<i64>,
) -> Result<Event, Rejected> {
    known(s, player)?;
    if chips < Chips::ZERO {
        return Err(Rejected::NotPositive);
    }
    colours_make(s, chips, &colours)?;
    Ok(Event::ChipsCounted {
        player,
        chips,
        colours,
    })
}

pub(super) fn leave(
    s: &State,
    player: PlayerId,
    chips: Chips,
    override_reason: Option<String>,
    colours: Vec<i64>,
    now: i64,
) -> Result<Event, Rejected> {
    between(s)?;
    present(s, player)?;
    if chips < Chips::ZERO {
        return Err(Rejected::NotPositive);
    }
    colours_make(s, chips, &colours)?;
    let kav = s.player(player).map_or(Chips::ZERO, |p| p.kav_total);
    let loss = kav - chips;
    let cikma = s.setup.stakes.cikma;
    let reason = override_reason
        .map(|r| r.trim().to_string())
        .filter(|r| !r.is_empty());
    if loss < cikma && reason.is_none() {
        return Err(Rejected::BeforeCikma { loss, cikma });
    }
    let mut e = Event::PlayerLeft {
        player,
        chips,
        override_reason: reason,
        ends_seans: false,
        colours,
    };
    if ends_seans(s, &e, now)
        && let Event::PlayerLeft { ends_seans, .. } = &mut e
    {
        *ends_seans = true;
    }
    Ok(e)
}

pub(super) fn sit_out(s: &State, player: PlayerId, out: bool, now: i64) -> Result<Event, Rejected> {
    not_ended(s)?;
    present(s, player)?;
    if !out {
        sit_out_limit(s, player, Back::SittingIn)?;
    }
    // From a hand in play, sitting out (or back) ends the hand
    // first, in the same event.
    let after = ended_hand(s, now)?;
    let ends_seans = ends_seans(
        after.as_ref().unwrap_or(s),
        &Event::SatOut {
            player,
            out,
            ends_seans: false,
        },
        now,
    );
    Ok(Event::SatOut {
        player,
        out,
        ends_seans,
    })
}

/// How a player who sits out asks to play again.
#[derive(Clone, Copy)]
enum Back {
    /// He sits in (`o` on the kasa screen).
    SittingIn,
    /// He buys a kav of this many chips.
    BuyingIn(Chips),
}

/// R23, `house.at_sit_out_limit`: what sitting out `house.sit_out_limit`
/// hands in a row does to coming back. With `warn` nothing is refused (the
/// table only shows it). With `skip` he is out of the game
/// ([`State::out_of_game`]): sitting in is refused, and a kav of at least
/// the minimum brings him back (the state seats him again when it lands).
fn sit_out_limit(s: &State, player: PlayerId, back: Back) -> Result<(), Rejected> {
    if !s.out_of_game(player) {
        return Ok(());
    }
    let min = s.setup.stakes.min_kav;
    match back {
        Back::SittingIn => Err(Rejected::SatOutTooLong {
            player,
            limit: s.setup.house.sit_out_limit.unwrap_or(0),
        }),
        Back::BuyingIn(chips) if chips < min => Err(Rejected::BelowMinKav { min }),
        Back::BuyingIn(_) => Ok(()),
    }
}

pub(super) fn deposit(s: &State, player: PlayerId, chips: Chips) -> Result<Event, Rejected> {
    present(s, player)?;
    if s.setup.house.cashier == Cashier::None {
        return Err(Rejected::NoCashier);
    }
    if let Cashier::Player(name) = &s.setup.house.cashier
        && s.player(player)
            .is_some_and(|p| crate::cards::fold(&p.name) == crate::cards::fold(name.trim()))
    {
        return Err(Rejected::CashierOwnDeposit);
    }
    if chips <= Chips::ZERO {
        return Err(Rejected::NotPositive);
    }
    Ok(Event::CashierDeposit { player, chips })
}

pub(super) fn pause(s: &State) -> Result<Event, Rejected> {
    not_ended(s)?;
    if s.seans.paused_at.is_some() {
        return Err(Rejected::AlreadyPaused);
    }
    Ok(Event::ClockPaused)
}

pub(super) fn resume(s: &State) -> Result<Event, Rejected> {
    if s.seans.paused_at.is_none() {
        return Err(Rejected::NotPaused);
    }
    Ok(Event::ClockResumed)
}

pub(super) fn end_night(s: &State, consent: Vec<PlayerId>, now: i64) -> Result<Event, Rejected> {
    not_ended(s)?;
    let missing: Vec<PlayerId> = s
        .consent_needed(now)
        .into_iter()
        .filter(|p| !consent.contains(p))
        .collect();
    if !missing.is_empty() {
        return Err(Rejected::NeedsConsent { missing });
    }
    Ok(Event::NightEnded { consent })
}

pub(super) fn record_verdict(s: &State, verdict: state::VerdictLog) -> Result<Event, Rejected> {
    for h in &verdict.hands {
        known(s, h.player)?;
    }
    if s.hands
        .last()
        .is_some_and(|h| h.verdicts.contains(&verdict))
    {
        return Err(Rejected::AlreadyRecorded);
    }
    let state::VerdictLog {
        rules,
        hands,
        board,
        winners,
    } = verdict;
    Ok(Event::VerdictRecorded {
        rules,
        hands,
        board,
        winners,
    })
}

pub(super) fn resolve_difference(
    s: &State,
    resolve: crate::money::settle::Resolve,
) -> Result<Event, Rejected> {
    if let crate::money::settle::Resolve::Assign(p) = resolve {
        known(s, p)?;
    }
    Ok(Event::DifferenceResolved { resolve })
}

pub(super) fn split_pot(
    s: &State,
    mut input: crate::money::pot::PotInput,
) -> Result<Event, Rejected> {
    if input.put_in.len() != s.players.len() {
        return Err(Rejected::BadPot(crate::money::InputError::Shape.into()));
    }
    s.order_ties(&mut input);
    let split = crate::money::pot::split(&input).map_err(Rejected::BadPot)?;
    if s.hands
        .last()
        .and_then(|h| h.pot_split())
        .is_some_and(|(p, o)| *p == input.put_in && *o == split.payouts)
    {
        return Err(Rejected::AlreadyRecorded);
    }
    Ok(Event::PotSplitRecorded {
        put_in: input.put_in,
        folded: input.folded,
        order: input.order,
        payouts: split.payouts,
    })
}

pub(super) fn adjust_clock(s: &State, ms: i64, now: i64) -> Result<Event, Rejected> {
    not_ended(s)?;
    clock::check_adjust(s, ms, now).map_err(Rejected::Clock)?;
    Ok(Event::ClockAdjusted { ms })
}

pub(super) fn skip_level(s: &State, now: i64) -> Result<Event, Rejected> {
    not_ended(s)?;
    clock::check_skip(s, now).map_err(Rejected::Clock)?;
    Ok(Event::BlindLevelSkipped)
}

pub(super) fn end_break(s: &State, now: i64) -> Result<Event, Rejected> {
    not_ended(s)?;
    clock::check_end_break(s, now).map_err(Rejected::Clock)?;
    Ok(Event::BreakCut)
}

/// The state once the hand in play has ended with no winner (what `n`,
/// `p`, `f` and sitting out do to an open hand), or None between hands.
fn ended_hand(s: &State, now: i64) -> Result<Option<State>, Rejected> {
    if s.phase != Phase::InHand {
        return Ok(None);
    }
    let mut after = s.clone();
    after
        .apply(
            now,
            &Event::HandEnded {
                winner: None,
                pot: None,
            },
        )
        .map_err(|_| Rejected::NoHandInPlay)?;
    Ok(Some(after))
}

/// The rule set takes `players` at the table.
fn head_count_ok(s: &State, players: usize) -> Result<(), Rejected> {
    let range = s.rules.player_range();
    if u8::try_from(players).is_ok_and(|n| range.contains(&n)) {
        return Ok(());
    }
    Err(Rejected::HeadCount {
        rules: s.rules.id.clone(),
        players,
        min: s.rules.players.min,
        max: s.rules.players.max,
    })
}

/// Where a player sits down: right after `after`, who must be at the table.
fn seat_beside(s: &State, after: PlayerId) -> Result<(), Rejected> {
    seated(s)?;
    present(s, after)?;
    if !s.seats.contains(&after) {
        return Err(Rejected::UnknownPlayer);
    }
    Ok(())
}

pub(super) fn join(s: &State, name: &str, after: PlayerId, kav: Chips) -> Result<Event, Rejected> {
    not_ended(s)?;
    seat_beside(s, after)?;
    let name = name.trim().to_string();
    if name.is_empty()
        || name.chars().count() > super::setup::MAX_NAME
        || name.chars().any(crate::rules::text::is_forbidden_char)
    {
        return Err(Rejected::BadName);
    }
    if let Some(player) = s.find_player(&name) {
        return Err(if s.player(player).is_some_and(|x| x.left) {
            Rejected::LeftEarlier { player }
        } else {
            Rejected::NameAtTable { player }
        });
    }
    if PlayerId::from_index(s.players.len()).is_none() {
        return Err(Rejected::TooLarge);
    }
    head_count_ok(s, s.head_count() + 1)?;
    whole_kav(s, kav)?;
    Ok(Event::PlayerJoined { name, after, kav })
}

pub(super) fn return_to_table(
    s: &State,
    player: PlayerId,
    after: PlayerId,
    kav: Chips,
) -> Result<Event, Rejected> {
    not_ended(s)?;
    known(s, player)?;
    if !s.player(player).is_some_and(|x| x.left) {
        return Err(Rejected::NotLeft { player });
    }
    seat_beside(s, after)?;
    head_count_ok(s, s.head_count() + 1)?;
    whole_kav(s, kav)?;
    Ok(Event::PlayerBack { player, after, kav })
}

pub(super) fn choose_deck(s: &State, when: super::DeckChoice) -> Result<Event, Rejected> {
    not_ended(s)?;
    let asked = s.setup.house.deck_follows_players == super::setup::DeckFollows::Ask;
    let Some(change) = s.deck_change().filter(|_| asked) else {
        return Err(Rejected::NoDeckQuestion);
    };
    if s.deck_choice == Some((change.to.size(), when)) {
        return Err(Rejected::AlreadyRecorded);
    }
    Ok(Event::DeckChosen { when })
}
