//! The screen's state machine, headless: keys in, night actions out. It owns
//! no terminal, so tests drive it with key scripts and assert on the night
//! (STYLE: helix's headless tests).

use crate::cards::parse_cards;
use crate::eval::Ranking;
use crate::eval::verdict::{check_input, judge};
use crate::i18n::{Lang, night as words, verdict as vwords};
use crate::money::settle::Resolve;
use crate::night::{Action, Phase, PlayerId};
use crate::store::Dirs;
use crate::store::night::{ActError, NightFile};
use crate::store::presets::{self, PresetEntry};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Setup,
    Seating,
    Table,
    Racon,
    Kasa,
    Hesap,
    History,
}

/// A question waiting for a second key (STYLE: confirm what destroys).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Confirm {
    Quit,
    Undo(String),
    /// Leave before çıkma: player, chips, reason typed so far.
    Override(PlayerId, i64),
}

pub struct App {
    pub lang: Lang,
    pub dirs: Dirs,
    pub screen: Screen,
    pub help: bool,
    pub confirm: Option<Confirm>,
    /// The last message: (text, is an error).
    pub message: Option<(String, bool)>,
    pub night: Option<NightFile>,
    pub presets: Vec<PresetEntry>,
    pub preset_idx: usize,
    pub seed: u64,
    /// Text typed on the racon, kasa and hesap screens.
    pub input: String,
    /// Selected player (kasa, hesap).
    pub selected: usize,
    pub racon: Vec<String>,
    pub quit: bool,
}

impl App {
    /// A new app: the night in `night` if given, else the setup screen.
    pub fn new(
        lang: Lang,
        dirs: Dirs,
        night: Option<NightFile>,
        seed: u64,
        preset: Option<&str>,
    ) -> App {
        let (presets, _) = presets::list(&dirs);
        let preset_idx = preset
            .or(Some(presets::DEFAULT_PRESET))
            .and_then(|n| presets.iter().position(|p| p.name == n))
            .unwrap_or(0);
        let screen = match &night {
            None => Screen::Setup,
            Some(n) if n.night().state().seats.is_empty() => Screen::Seating,
            Some(_) => Screen::Table,
        };
        App {
            lang,
            dirs,
            screen,
            help: false,
            confirm: None,
            message: None,
            night,
            presets,
            preset_idx,
            seed,
            input: String::new(),
            selected: 0,
            racon: Vec::new(),
            quit: false,
        }
    }

    fn say(&mut self, text: String, error: bool) {
        self.message = Some((text, error));
    }

    /// Runs a night action and reports a refusal or a failed save.
    fn act(&mut self, action: Action, now: i64) -> bool {
        let lang = self.lang;
        let Some(nf) = self.night.as_mut() else {
            return false;
        };
        match nf.act(action, now) {
            Ok(e) => {
                let line = words::describe(&e, nf.night().state(), lang);
                self.message = Some((line, false));
                true
            }
            Err(ActError::Rejected(r)) => {
                let line = words::rejected(&r, nf.night().state(), lang);
                self.message = Some((line, true));
                false
            }
            Err(ActError::NotSaved(e)) => {
                self.message = Some((
                    format!("{}: {e}", lang.pick("KAYDEDİLMEDİ", "NOT SAVED")),
                    true,
                ));
                true
            }
            Err(e) => {
                self.message = Some((e.to_string(), true));
                false
            }
        }
    }

    fn players(&self) -> usize {
        self.night
            .as_ref()
            .map_or(0, |n| n.night().state().players.len())
    }

    fn amount(&self) -> Option<i64> {
        self.input.trim().parse().ok()
    }

    /// Handles one key at time `now` (unix ms).
    pub fn handle_key(&mut self, key: KeyEvent, now: i64) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.confirm = Some(Confirm::Quit);
            return;
        }
        if let Some(c) = self.confirm.clone() {
            self.on_confirm(c, key, now);
            return;
        }
        if self.help {
            self.help = false;
            return;
        }
        let typing = matches!(self.screen, Screen::Racon)
            || (matches!(self.screen, Screen::Kasa | Screen::Hesap)
                && matches!(key.code, KeyCode::Char(c) if c.is_ascii_digit()));
        if typing
            && let KeyCode::Char(c) = key.code
            && !(self.screen == Screen::Racon && c == '?' && self.input.is_empty())
        {
            self.input.push(c);
            if self.screen == Screen::Racon {
                self.validate_racon();
            }
            return;
        }
        match key.code {
            KeyCode::Char('?') => self.help = true,
            KeyCode::Char('q') => self.confirm = Some(Confirm::Quit),
            KeyCode::Char('L') => {
                self.lang = match self.lang {
                    Lang::Tr => Lang::En,
                    Lang::En => Lang::Tr,
                }
            }
            KeyCode::Char('u') => {
                if let Some(nf) = &self.night {
                    match nf.night().undo_target() {
                        Some(r) => {
                            let d = words::describe(&r.event, nf.night().state(), self.lang);
                            self.confirm = Some(Confirm::Undo(d));
                        }
                        None => self.say(
                            self.lang
                                .pick("Geri alınacak bir şey yok.", "Nothing to undo.")
                                .into(),
                            true,
                        ),
                    }
                }
            }
            KeyCode::Esc => {
                self.input.clear();
                self.screen = match self.screen {
                    Screen::Setup | Screen::Seating | Screen::Table => self.screen,
                    _ => Screen::Table,
                };
            }
            KeyCode::Backspace => {
                self.input.pop();
                if self.screen == Screen::Racon {
                    self.validate_racon();
                }
            }
            _ => match self.screen {
                Screen::Setup => self.on_setup(key, now),
                Screen::Seating => self.on_seating(key, now),
                Screen::Table => self.on_table(key, now),
                Screen::Kasa => self.on_kasa(key, now),
                Screen::Racon => self.on_racon(key),
                Screen::Hesap => self.on_hesap(key, now),
                Screen::History => {}
            },
        }
    }

    fn on_confirm(&mut self, c: Confirm, key: KeyEvent, now: i64) {
        match (c, key.code) {
            (Confirm::Quit, KeyCode::Enter | KeyCode::Char('y' | 'e' | 'q')) => self.quit = true,
            (Confirm::Undo(_), KeyCode::Enter | KeyCode::Char('y' | 'e' | 'u')) => {
                self.confirm = None;
                self.act(Action::Undo, now);
                return;
            }
            (Confirm::Override(p, chips), KeyCode::Enter) => {
                self.confirm = None;
                let reason = std::mem::take(&mut self.input);
                self.act(
                    Action::Leave {
                        player: p,
                        chips,
                        override_reason: Some(reason),
                    },
                    now,
                );
                return;
            }
            (Confirm::Override(..), KeyCode::Char(ch)) => {
                self.input.push(ch);
                return;
            }
            (Confirm::Override(..), KeyCode::Backspace) => {
                self.input.pop();
                return;
            }
            _ => {}
        }
        self.confirm = None;
    }

    fn on_setup(&mut self, key: KeyEvent, now: i64) {
        match key.code {
            KeyCode::Up => self.preset_idx = self.preset_idx.saturating_sub(1),
            KeyCode::Down => {
                self.preset_idx = (self.preset_idx + 1).min(self.presets.len().saturating_sub(1))
            }
            KeyCode::Enter => {
                let Some(p) = self.presets.get(self.preset_idx) else {
                    return;
                };
                let setup = p.setup.clone();
                let rules = match crate::store::find_rules(&self.dirs, &setup.rules) {
                    Ok(Some(l)) => l.rules,
                    Ok(None) => return self.say(format!("`{}`?", setup.rules), true),
                    Err(e) => return self.say(e.to_string(), true),
                };
                let t = chrono::DateTime::from_timestamp_millis(now)
                    .unwrap_or_default()
                    .with_timezone(&chrono::Local);
                let created = t.to_rfc3339();
                let compact = t.format("%Y-%m-%d-%H%M").to_string();
                match NightFile::create(&self.dirs, setup, rules, now, &created, &compact) {
                    Ok(nf) => {
                        self.night = Some(nf);
                        self.screen = Screen::Seating;
                    }
                    Err(e) => self.say(e.to_string(), true),
                }
            }
            _ => {}
        }
    }

    fn on_seating(&mut self, key: KeyEvent, now: i64) {
        if key.code != KeyCode::Enter {
            return;
        }
        let seated = self
            .night
            .as_ref()
            .is_some_and(|n| !n.night().state().seats.is_empty());
        if !seated {
            self.act(Action::DrawSeats { seed: self.seed }, now);
            return;
        }
        // Everyone starts with the minimum kav (top-ups in kasa).
        let (n, min) = match &self.night {
            Some(nf) => {
                let s = nf.night().state();
                (s.players.len(), s.setup.stakes.min_kav)
            }
            None => return,
        };
        for p in 0..n {
            let has = self
                .night
                .as_ref()
                .is_some_and(|nf| nf.night().state().players[p].kav_total > 0);
            if !has {
                self.act(
                    Action::BuyKav {
                        player: PlayerId(p as u8),
                        chips: min,
                    },
                    now,
                );
            }
        }
        self.screen = Screen::Table;
    }

    fn on_table(&mut self, key: KeyEvent, now: i64) {
        let action = match key.code {
            KeyCode::Char('n') => Action::NewHand,
            KeyCode::Char('p') => Action::PasDoMen { forced: false },
            KeyCode::Char('f') => Action::PasDoMen { forced: true },
            KeyCode::Char('m') => Action::Maldon,
            KeyCode::Char('a') => Action::AllPassed,
            KeyCode::Char('w') => Action::EndHand {
                winner: None,
                pot: None,
            },
            KeyCode::Char('P') => {
                let paused = self
                    .night
                    .as_ref()
                    .is_some_and(|n| n.night().state().seans.paused_at.is_some());
                if paused {
                    Action::Resume
                } else {
                    Action::Pause
                }
            }
            KeyCode::Char('k') => return self.go(Screen::Kasa),
            KeyCode::Char('r') => return self.go(Screen::Racon),
            KeyCode::Char('s') => return self.go(Screen::Hesap),
            KeyCode::Char('h') => return self.go(Screen::History),
            _ => return,
        };
        self.act(action, now);
    }

    fn go(&mut self, s: Screen) {
        self.input.clear();
        if s == Screen::Hesap {
            // The count goes round the table from the first player.
            self.selected = 0;
        }
        self.screen = s;
    }

    fn move_selection(&mut self, key: KeyEvent) -> bool {
        let n = self.players();
        match key.code {
            KeyCode::Up => self.selected = self.selected.saturating_sub(1),
            KeyCode::Down => self.selected = (self.selected + 1).min(n.saturating_sub(1)),
            _ => return false,
        }
        true
    }

    fn on_kasa(&mut self, key: KeyEvent, now: i64) {
        if self.move_selection(key) {
            return;
        }
        let p = PlayerId(self.selected as u8);
        let amount = self.amount();
        let need = |app: &mut App| {
            app.say(
                app.lang
                    .pick("Önce miktarı yazın.", "Type an amount first.")
                    .into(),
                true,
            )
        };
        let action = match (key.code, amount) {
            (KeyCode::Char('o'), _) => {
                let out = self
                    .night
                    .as_ref()
                    .is_some_and(|n| !n.night().state().players[self.selected].sitting_out);
                Action::SitOut { player: p, out }
            }
            (_, None) => return need(self),
            (KeyCode::Enter, Some(c)) => Action::BuyKav {
                player: p,
                chips: c,
            },
            (KeyCode::Char('c'), Some(c)) => Action::CountChips {
                player: p,
                chips: c,
            },
            (KeyCode::Char('l'), Some(c)) => Action::Leave {
                player: p,
                chips: c,
                override_reason: None,
            },
            (KeyCode::Char('d'), Some(c)) => Action::Deposit {
                player: p,
                chips: c,
            },
            (KeyCode::Char('x'), Some(c)) => {
                self.input.clear();
                self.confirm = Some(Confirm::Override(p, c));
                return;
            }
            _ => return,
        };
        if self.act(action, now) {
            self.input.clear();
        }
    }

    /// Live check of the typed hands.
    fn validate_racon(&mut self) {
        self.racon.clear();
        if self.night.is_none() {
            return;
        }
        for (i, part) in self.input.split('|').enumerate() {
            if let Err(e) = parse_cards(part) {
                self.racon = vec![format!(
                    "{}: {}",
                    crate::i18n::cli::hand_label(i, self.lang),
                    e.message(self.lang)
                )];
                return;
            }
        }
    }

    fn on_racon(&mut self, key: KeyEvent) {
        if key.code != KeyCode::Enter {
            return;
        }
        let Some(nf) = &self.night else { return };
        let s = nf.night().state();
        let lang = self.lang;
        let rules = s.rules.clone();
        let players = s.players.len() as u8;
        let Some(deck) = rules.deck_for(players) else {
            return;
        };
        let mut parts: Vec<&str> = self.input.split('|').collect();
        let board = if rules.shape.has_board() {
            parts.pop().unwrap_or_default()
        } else {
            ""
        };
        let hands: Result<Vec<_>, _> = parts.iter().map(|p| parse_cards(p)).collect();
        let (Ok(hands), Ok(board)) = (hands, parse_cards(board)) else {
            self.validate_racon();
            return;
        };
        if let Err(e) = check_input(&rules, deck, &hands, &board) {
            self.racon = vec![vwords::input_error(&e, lang)];
            return;
        }
        let Ok(ranking) = Ranking::new(&rules, deck) else {
            return;
        };
        if let Some(v) = judge(&ranking, &hands, &board) {
            self.racon = vwords::reasons(&v, &rules, lang);
        }
    }

    fn on_hesap(&mut self, key: KeyEvent, now: i64) {
        if self.move_selection(key) {
            return;
        }
        let p = PlayerId(self.selected as u8);
        let action = match key.code {
            KeyCode::Enter => match self.amount() {
                Some(c) => Action::CountChips {
                    player: p,
                    chips: c,
                },
                None => return,
            },
            KeyCode::Char('a') => Action::ResolveDifference {
                resolve: Resolve::Assign(self.selected),
            },
            KeyCode::Char('e') => Action::ResolveDifference {
                resolve: Resolve::Spread,
            },
            KeyCode::Char('x') => Action::ResolveDifference {
                resolve: Resolve::Lost,
            },
            _ => return,
        };
        if self.act(action, now) {
            self.input.clear();
            if self.selected + 1 < self.players() {
                self.selected += 1;
            }
        }
    }

    /// Whether the night is over (for the frame title).
    pub fn ended(&self) -> bool {
        self.night
            .as_ref()
            .is_some_and(|n| n.night().state().phase == Phase::Ended)
    }
}
