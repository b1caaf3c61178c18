//! Racon: the hands typed with labels, the verdict in names with its
//! reasons (`racon_hands`), the pot line that splits the hand's pot
//! (`racon_pot`); drawn by `racon_draw`. The state stays while the same
//! hand is in play (`screens::Kept`).

use super::racon_hands::{check_live, judge_typed};
use super::racon_pot;
use crate::tui::command::{Command, Screen, When};
use crate::tui::component::Component;
use crate::tui::ctx::Ctx;
use crate::tui::field::TextField;
use crate::tui::overlay::Handled;

pub use super::racon_hands::{NamedVerdict, RaconScreen};

impl Component for RaconScreen {
    fn id(&self) -> Screen {
        Screen::Racon
    }

    fn run(&mut self, ctx: &mut Ctx, cmd: Command, now: i64) -> Handled {
        let v = self;
        match cmd {
            Command::PotLine => {
                v.pot_focus = !v.pot_focus;
                if v.pot_focus {
                    racon_pot::prefill(v, ctx);
                }
            }
            Command::Judge => {
                judge_typed(v, ctx, now);
                // On to the pot line, which starts from the hand.
                if v.pot_focus {
                    racon_pot::prefill(v, ctx);
                }
            }
            Command::SplitPot => racon_pot::split(v, ctx, now),
            Command::ScrollUp => v.scroll = v.scroll.saturating_sub(1),
            Command::ScrollDown => v.scroll = (v.scroll + 1).min(v.scroll_max.get()),
            Command::PageUp => v.scroll = v.scroll.saturating_sub(5),
            Command::PageDown => v.scroll = v.scroll.saturating_add(5).min(v.scroll_max.get()),
            _ => return Handled::No,
        }
        Handled::Yes
    }

    fn holds(&self, w: When, _ctx: &Ctx) -> bool {
        match w {
            When::CanGoBack => true,
            When::RaconHands => !self.pot_focus,
            When::RaconPot => self.pot_focus,
            // A verdict shown: its reasons can scroll.
            When::RaconVerdict => self.verdict.is_some(),
            _ => false,
        }
    }

    fn field(&self) -> Option<&TextField> {
        Some(self.focused())
    }

    fn field_mut(&mut self) -> Option<&mut TextField> {
        Some(self.focused_mut())
    }

    fn typed(&mut self, ctx: &Ctx) {
        check_live(self, ctx);
    }
}
