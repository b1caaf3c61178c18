//! One module per screen: its state, its commands and its drawing. Each
//! screen is a [`Component`]; [`View`] holds the one on show, and opens
//! the next with what it kept from the last visit ([`Kept`]). Above the
//! shared types (`ctx`, `command`, `overlay`, `component`): a screen
//! imports those, never `App` or this module.

pub mod chip_prompt;
pub mod hesap;
pub mod hesap_chat;
pub mod hesap_files;
pub mod history;
pub mod kasa;
pub mod kasa_join;
pub mod kasa_money;
pub mod ledger;
pub mod ledger_draw;
pub mod ledger_trend;
pub mod parts;
pub mod picker;
pub mod racon;
pub mod racon_draw;
pub mod racon_hands;
pub mod racon_pot;
pub mod seating;
pub mod setup;
pub mod setup_check;
pub mod setup_form;
pub mod setup_state;
pub mod table;

use super::command::Goto;
use super::component::Component;
use super::ctx::Ctx;
use super::field::TextField;
use crate::night::PlayerId;

pub use super::command::Screen;

/// The screen on show, with its own state.
pub enum View {
    Setup(setup::SetupScreen),
    Seating(seating::SeatingScreen),
    Table(table::TableScreen),
    Racon(racon::RaconScreen),
    Kasa(kasa::KasaScreen),
    Hesap(hesap::HesapScreen),
    History(history::HistoryScreen),
    Picker(picker::PickerScreen),
    Ledger(ledger::LedgerScreen),
}

/// What a screen keeps when the host leaves it and comes back (host walk
/// B6): the kasa's and hesap's selected player, and the racon screen's
/// typing while the same hand is in play.
#[derive(Default)]
pub struct Kept {
    pub kasa: Option<PlayerId>,
    pub hesap: Option<PlayerId>,
    /// The racon screen as left, with the hand it was typed in.
    pub racon: Option<(u32, racon::RaconScreen)>,
}

impl Kept {
    /// Keeps what `view` holds that outlives a visit.
    fn keep(&mut self, view: View, hand_no: u32) {
        match view {
            View::Kasa(v) => self.kasa = Some(v.selected),
            View::Hesap(v) => self.hesap = Some(v.selected),
            View::Racon(v) => self.racon = Some((hand_no, v)),
            _ => {}
        }
    }
}

impl View {
    /// A screen opened afresh (the ledger is read from `ctx`'s data
    /// folder), with what it kept from the last visit.
    pub fn open(s: Screen, ctx: &Ctx, kept: &mut Kept) -> View {
        let players = ctx.players();
        let hand_no = ctx.state().map_or(0, |s| s.hand_no);
        let kept_player = |p: Option<PlayerId>| p.filter(|p| p.index() < players);
        match s {
            Screen::Ledger => View::Ledger(ledger::LedgerScreen::load(&ctx.dirs)),
            Screen::Setup => View::Setup(setup::SetupScreen::new(&ctx.dirs, None)),
            Screen::Table | Screen::Picker => View::Table(table::TableScreen),
            Screen::Seating => View::Seating(seating::SeatingScreen::default()),
            Screen::Racon => View::Racon(match kept.racon.take() {
                Some((no, v)) if no == hand_no => v,
                _ => racon::RaconScreen::default(),
            }),
            Screen::Kasa => {
                let mut v = kasa::KasaScreen::default();
                if let Some(p) = kept_player(kept.kasa) {
                    v.selected = p;
                }
                View::Kasa(v)
            }
            Screen::Hesap => {
                let payees = crate::store::ledger::payees(&ctx.dirs);
                let mut v = hesap::HesapScreen {
                    handles: crate::report::Handles::from_ledger(&payees),
                    ..hesap::HesapScreen::default()
                };
                if let Some(p) = kept_player(kept.hesap) {
                    v.selected = p;
                }
                View::Hesap(v)
            }
            Screen::History => View::History(history::HistoryScreen::default()),
        }
    }

    /// Goes where a command asked: the screen left keeps what outlives the
    /// visit; the ledger remembers whether it was opened from the setup
    /// screen, where Esc goes back to.
    pub fn goto(&mut self, to: Goto, ctx: &Ctx, kept: &mut Kept) {
        let from_setup = matches!(self, View::Setup(_));
        let hand_no = ctx.state().map_or(0, |st| st.hand_no);
        let old = std::mem::replace(self, View::Table(table::TableScreen));
        kept.keep(old, hand_no);
        *self = match to {
            Goto::Screen(s) => View::open(s, ctx, kept),
            Goto::Setup(preset) => {
                View::Setup(setup::SetupScreen::new(&ctx.dirs, preset.as_deref()))
            }
        };
        if let View::Ledger(v) = self {
            v.from_setup = from_setup;
        }
    }

    /// The screen on show, as a component.
    pub fn component(&self) -> &dyn Component {
        match self {
            View::Setup(v) => v,
            View::Seating(v) => v,
            View::Table(v) => v,
            View::Racon(v) => v,
            View::Kasa(v) => v,
            View::Hesap(v) => v,
            View::History(v) => v,
            View::Picker(v) => v,
            View::Ledger(v) => v,
        }
    }

    pub fn component_mut(&mut self) -> &mut dyn Component {
        match self {
            View::Setup(v) => v,
            View::Seating(v) => v,
            View::Table(v) => v,
            View::Racon(v) => v,
            View::Kasa(v) => v,
            View::Hesap(v) => v,
            View::History(v) => v,
            View::Picker(v) => v,
            View::Ledger(v) => v,
        }
    }

    pub fn screen(&self) -> Screen {
        self.component().id()
    }

    pub fn field(&self) -> Option<&TextField> {
        self.component().field()
    }

    pub fn field_mut(&mut self) -> Option<&mut TextField> {
        self.component_mut().field_mut()
    }
}
