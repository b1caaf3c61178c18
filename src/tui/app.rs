//! The screen's state machine, headless: keys in, night actions out. It owns
//! no terminal, so tests drive it with key scripts and assert on the night
//! (STYLE: helix's headless tests).

use super::form::{self, FIELDS};
use crate::cards::{Card, parse_card, parse_cards};
use crate::eval::Ranking;
use crate::eval::verdict::{check_input, judge};
use crate::i18n::{Lang, night as words, verdict as vwords};
use crate::money::settle::Resolve;
use crate::night::setup::Setup;
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
    /// Save the setup being edited as a preset; the name is typed.
    SaveAs,
    /// End the night before the mandatory seanses: these players have not
    /// said yes (R13).
    EndNight(Vec<PlayerId>),
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
    /// The setup being edited (a copy of the selected preset once changed).
    pub draft: Option<Setup>,
    /// The selected form row while the form has the focus.
    pub form: Option<usize>,
    /// A form row is open for typing (into `input`).
    pub editing: bool,
    /// Rule-set ids the form cycles through.
    pub rule_ids: Vec<String>,
    /// Cards of the virtual draw shown so far (card by card).
    pub revealed: usize,
    /// A physical draw being typed: the cards so far, in player order.
    pub typed_draw: Option<Vec<Card>>,
    /// Racon: the pot line has the focus (Tab), its text and its result.
    pub pot_focus: bool,
    pub pot_input: String,
    pub pot_lines: Vec<String>,
    /// History: records scrolled back from the newest.
    pub scroll: usize,
    /// The last verdict whose hands were all named: for the pot split.
    pub verdict: Option<NamedVerdict>,
    /// Where `p` looks for lp/lpr (the PATH at startup).
    pub path_var: Option<std::ffi::OsString>,
}

/// A racon over named hands (`Ali: Ah Ad …`), kept for the pot line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedVerdict {
    /// The player of each typed hand.
    pub players: Vec<PlayerId>,
    /// Groups of equal hands, best first (indices into `players`).
    pub ranking: Vec<Vec<usize>>,
    /// Whether each hand has openers (R36).
    pub opener: Vec<bool>,
    /// The input it was judged from (recorded once).
    pub input: String,
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
        let rule_ids = crate::store::all_rules(&dirs)
            .0
            .into_iter()
            .map(|l| l.rules.id)
            .collect();
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
            draft: None,
            form: None,
            editing: false,
            rule_ids,
            revealed: usize::MAX,
            typed_draw: None,
            pot_focus: false,
            pot_input: String::new(),
            pot_lines: Vec::new(),
            scroll: 0,
            verdict: None,
            path_var: std::env::var_os("PATH"),
        }
    }

    /// The setup on the setup screen: the edited copy, else the preset's.
    pub fn setup(&self) -> Option<&Setup> {
        self.draft
            .as_ref()
            .or_else(|| self.presets.get(self.preset_idx).map(|p| &p.setup))
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
        if self.screen == Screen::Setup && self.editing {
            return self.on_form_edit(key);
        }
        if self.screen == Screen::Seating && self.typed_draw.is_some() {
            return self.on_typed_draw(key, now);
        }
        if self.screen == Screen::Racon && self.pot_focus {
            return self.on_pot_line(key, now);
        }
        if self.screen == Screen::Setup && self.form.is_some() && key.code == KeyCode::Esc {
            self.form = None;
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
                Screen::Racon => self.on_racon(key, now),
                Screen::Hesap => self.on_hesap(key, now),
                Screen::History => match key.code {
                    KeyCode::Up => self.scroll = self.scroll.saturating_add(1),
                    KeyCode::Down => self.scroll = self.scroll.saturating_sub(1),
                    KeyCode::PageUp => self.scroll = self.scroll.saturating_add(10),
                    KeyCode::PageDown => self.scroll = self.scroll.saturating_sub(10),
                    KeyCode::End => self.scroll = 0,
                    _ => {}
                },
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
            (Confirm::EndNight(missing), KeyCode::Enter | KeyCode::Char('y' | 'e')) => {
                self.confirm = None;
                let mut consent: Vec<PlayerId> = self
                    .night
                    .as_ref()
                    .map(|n| {
                        let s = n.night().state();
                        s.seats
                            .iter()
                            .copied()
                            .filter(|&p| s.player(p).is_some_and(|x| !x.left))
                            .collect()
                    })
                    .unwrap_or_default();
                consent.extend(missing);
                consent.sort();
                consent.dedup();
                self.act(Action::EndNight { consent }, now);
                return;
            }
            (Confirm::SaveAs, KeyCode::Enter) => {
                self.confirm = None;
                let name = std::mem::take(&mut self.input);
                self.save_preset(&name);
                return;
            }
            (Confirm::SaveAs, KeyCode::Char(ch)) => {
                self.input.push(ch);
                return;
            }
            (Confirm::SaveAs, KeyCode::Backspace) => {
                self.input.pop();
                return;
            }
            (Confirm::SaveAs, _) => {
                self.input.clear();
            }
            _ => {}
        }
        self.confirm = None;
    }

    fn on_setup(&mut self, key: KeyEvent, now: i64) {
        if let Some(row) = self.form {
            return self.on_form(row, key, now);
        }
        match key.code {
            KeyCode::Up => {
                self.preset_idx = self.preset_idx.saturating_sub(1);
                self.draft = None;
            }
            KeyCode::Down => {
                self.preset_idx = (self.preset_idx + 1).min(self.presets.len().saturating_sub(1));
                self.draft = None;
            }
            KeyCode::Char('e') | KeyCode::Tab | KeyCode::Right => {
                if self.draft.is_none() {
                    self.draft = self.setup().cloned();
                }
                if self.draft.is_some() {
                    self.form = Some(0);
                }
            }
            KeyCode::Char('S') => self.ask_save(),
            KeyCode::Enter | KeyCode::Char('g') => self.start_night(now),
            _ => {}
        }
    }

    fn on_form(&mut self, row: usize, key: KeyEvent, now: i64) {
        let Some(&field) = FIELDS.get(row) else {
            self.form = Some(0);
            return;
        };
        match key.code {
            KeyCode::Up => self.form = Some(row.saturating_sub(1)),
            KeyCode::Down => self.form = Some((row + 1).min(FIELDS.len() - 1)),
            KeyCode::Left | KeyCode::Right if field.cycles() => {
                let dir = if key.code == KeyCode::Left { -1 } else { 1 };
                if let Some(d) = self.draft.as_mut() {
                    form::step(field, d, dir, &self.rule_ids);
                }
            }
            KeyCode::Enter if field.typed() => {
                if let Some(d) = &self.draft {
                    self.input = form::edit_text(field, d);
                    self.editing = true;
                }
            }
            KeyCode::Tab => self.form = None,
            KeyCode::Char('S') => self.ask_save(),
            KeyCode::Char('g') => self.start_night(now),
            _ => {}
        }
    }

    fn on_form_edit(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Esc => {
                self.editing = false;
                self.input.clear();
            }
            KeyCode::Backspace => {
                self.input.pop();
            }
            KeyCode::Char(c) => self.input.push(c),
            KeyCode::Enter => {
                let (Some(row), Some(d)) = (self.form, self.draft.as_mut()) else {
                    self.editing = false;
                    return;
                };
                let Some(&field) = FIELDS.get(row) else {
                    return;
                };
                match form::parse(field, d, &self.input, self.lang) {
                    Ok(()) => {
                        self.editing = false;
                        self.input.clear();
                        self.message = None;
                    }
                    Err(m) => self.say(format!("{}: {m}", field.label(self.lang)), true),
                }
            }
            _ => {}
        }
    }

    fn ask_save(&mut self) {
        if self.setup().is_none() {
            return;
        }
        self.input.clear();
        self.confirm = Some(Confirm::SaveAs);
    }

    fn save_preset(&mut self, name: &str) {
        let Some(setup) = self.setup().cloned() else {
            return;
        };
        // "Beşli Cuma" → "besli-cuma": spaces become dashes, the store folds
        // the Turkish letters.
        let name = name.split_whitespace().collect::<Vec<_>>().join("-");
        match presets::save(&self.dirs, &name, &setup) {
            Ok(path) => {
                let (list, _) = presets::list(&self.dirs);
                self.presets = list;
                let stem = path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if let Some(i) = self.presets.iter().position(|p| p.name == stem) {
                    self.preset_idx = i;
                    self.draft = None;
                    self.form = None;
                }
                let shown = path.display().to_string();
                self.say(
                    match self.lang {
                        Lang::Tr => format!("Hazır ayar kaydedildi: {stem} ({shown})"),
                        Lang::En => format!("Preset saved: {stem} ({shown})"),
                    },
                    false,
                );
            }
            Err(e) => {
                let m = crate::cli::presets::error_message(&e, self.lang);
                self.say(m, true);
            }
        }
    }

    /// Starts the night with the setup on screen, after checking it against
    /// its rule set (a bad field is selected in the form).
    fn start_night(&mut self, now: i64) {
        let Some(setup) = self.setup().cloned() else {
            return;
        };
        let rules = match crate::store::find_rules(&self.dirs, &setup.rules) {
            Ok(Some(l)) => l.rules,
            Ok(None) => return self.say(format!("`{}`?", setup.rules), true),
            Err(e) => return self.say(e.to_string(), true),
        };
        if let Err(e) = setup.validate(&rules) {
            let label = form::Field::of_path(&e.field);
            if let Some(f) = label {
                if self.draft.is_none() {
                    self.draft = Some(setup.clone());
                }
                self.form = FIELDS.iter().position(|&x| x == f);
            }
            let shown = label.map_or(e.field.clone(), |f| f.label(self.lang).to_string());
            return self.say(format!("{shown}: {}", e.reason_in(self.lang)), true);
        }
        let t = chrono::DateTime::from_timestamp_millis(now)
            .unwrap_or_default()
            .with_timezone(&chrono::Local);
        let created = t.to_rfc3339();
        let compact = t.format("%Y-%m-%d-%H%M").to_string();
        match NightFile::create(&self.dirs, setup, rules, now, &created, &compact) {
            Ok(nf) => {
                self.night = Some(nf);
                self.screen = Screen::Seating;
                self.form = None;
                self.draft = None;
                self.revealed = usize::MAX;
            }
            Err(e) => self.say(e.to_string(), true),
        }
    }

    fn seated(&self) -> bool {
        self.night
            .as_ref()
            .is_some_and(|n| !n.night().state().seats.is_empty())
    }

    fn on_seating(&mut self, key: KeyEvent, now: i64) {
        let seated = self.seated();
        match key.code {
            KeyCode::Enter if !seated => self.draw_virtual(now),
            KeyCode::Char('t') if !seated => {
                self.typed_draw = Some(Vec::new());
                self.input.clear();
                self.message = None;
            }
            KeyCode::Char(' ') if seated => {
                self.revealed = self.revealed.saturating_add(1);
            }
            KeyCode::Enter => self.go_to_table(now),
            _ => {}
        }
    }

    fn draw_virtual(&mut self, now: i64) {
        if self.act(Action::DrawSeats { seed: self.seed }, now) {
            // The cards are turned over one at a time (Space); the message
            // would give them all away.
            self.revealed = 0;
            self.message = None;
        }
    }

    /// Typing the card each player drew, in player order.
    fn on_typed_draw(&mut self, key: KeyEvent, now: i64) {
        let lang = self.lang;
        match key.code {
            KeyCode::Esc => {
                if self.input.is_empty() {
                    let typed = self.typed_draw.as_mut();
                    if typed.as_ref().is_some_and(|t| t.is_empty()) {
                        self.typed_draw = None;
                    } else if let Some(t) = typed {
                        t.pop();
                    }
                }
                self.input.clear();
            }
            KeyCode::Backspace => {
                self.input.pop();
            }
            KeyCode::Char(c) => self.input.push(c),
            KeyCode::Enter => {
                let card = match parse_card(self.input.trim()) {
                    Ok(c) => c,
                    Err(e) => return self.say(e.message(lang), true),
                };
                let n = self.players();
                let Some(typed) = self.typed_draw.as_mut() else {
                    return;
                };
                if typed.contains(&card) {
                    return self.say(
                        match lang {
                            Lang::Tr => format!("{} zaten çekildi.", card.symbol()),
                            Lang::En => format!("{} was already drawn.", card.symbol()),
                        },
                        true,
                    );
                }
                typed.push(card);
                self.input.clear();
                self.message = None;
                if typed.len() >= n {
                    let cards = typed.clone();
                    if self.act(
                        Action::TypeDraw {
                            cards,
                            random_dealer_seed: Some(self.seed),
                        },
                        now,
                    ) {
                        self.typed_draw = None;
                        self.revealed = usize::MAX;
                    } else if let Some(t) = self.typed_draw.as_mut() {
                        // Refused (a card not in the deck, a tie): retype the last.
                        t.pop();
                    }
                }
            }
            _ => {}
        }
    }

    /// Leaves the draw for the table; everyone starts with the minimum kav
    /// (top-ups in kasa).
    fn go_to_table(&mut self, now: i64) {
        if !self.seated() {
            return;
        }
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
        self.revealed = usize::MAX;
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
            KeyCode::Char('E') => return self.end_night(now),
            KeyCode::Char('k') => return self.go(Screen::Kasa),
            KeyCode::Char('r') => return self.go(Screen::Racon),
            KeyCode::Char('s') => return self.go(Screen::Hesap),
            KeyCode::Char('h') => {
                self.scroll = 0;
                return self.go(Screen::History);
            }
            _ => return,
        };
        self.act(action, now);
    }

    /// `E`: ends the night; before the mandatory seanses everyone still at
    /// the table must agree (R13), which a confirmation asks.
    fn end_night(&mut self, now: i64) {
        let Some(nf) = self.night.as_mut() else {
            return;
        };
        match nf.act(
            Action::EndNight {
                consent: Vec::new(),
            },
            now,
        ) {
            Err(ActError::Rejected(crate::night::Rejected::NeedsConsent { missing })) => {
                self.confirm = Some(Confirm::EndNight(missing));
            }
            Ok(e) => {
                let line = words::describe(&e, nf.night().state(), self.lang);
                self.say(line, false);
            }
            Err(ActError::Rejected(r)) => {
                let line = words::rejected(&r, nf.night().state(), self.lang);
                self.say(line, true);
            }
            Err(e) => self.say(e.to_string(), true),
        }
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

    /// Splits one typed hand into an optional player name and its cards:
    /// `Ali: Ah Ad Kc Qs 9h`.
    fn named_part<'a>(&self, part: &'a str) -> (Option<Result<PlayerId, String>>, &'a str) {
        let Some((name, cards)) = part.split_once(':') else {
            return (None, part);
        };
        let who = self.find_player(name.trim());
        (Some(who.ok_or_else(|| name.trim().to_string())), cards)
    }

    fn find_player(&self, name: &str) -> Option<PlayerId> {
        let s = self.night.as_ref()?.night().state();
        let key = crate::cards::fold(name);
        s.players
            .iter()
            .position(|p| crate::cards::fold(&p.name) == key)
            .map(|i| PlayerId(i as u8))
    }

    fn unknown_player(&self, name: &str) -> String {
        match self.lang {
            Lang::Tr => format!("Masada “{name}” adlı oyuncu yok."),
            Lang::En => format!("No player called “{name}” at the table."),
        }
    }

    /// Live check of the typed hands.
    fn validate_racon(&mut self) {
        self.racon.clear();
        if self.night.is_none() {
            return;
        }
        let input = self.input.clone();
        for (i, part) in input.split('|').enumerate() {
            let (who, cards) = self.named_part(part);
            if let Some(Err(name)) = who {
                self.racon = vec![self.unknown_player(&name)];
                return;
            }
            if let Err(e) = parse_cards(cards) {
                self.racon = vec![format!(
                    "{}: {}",
                    crate::i18n::cli::hand_label(i, self.lang),
                    e.message(self.lang)
                )];
                return;
            }
        }
    }

    fn on_racon(&mut self, key: KeyEvent, now: i64) {
        if key.code == KeyCode::Tab {
            self.pot_focus = true;
            return;
        }
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
        let input = self.input.clone();
        let mut parts: Vec<&str> = input.split('|').collect();
        let board = if rules.shape.has_board() {
            parts.pop().unwrap_or_default()
        } else {
            ""
        };
        let mut who = Vec::new();
        let mut hands = Vec::new();
        for part in &parts {
            let (w, cards) = self.named_part(part);
            match w {
                Some(Err(name)) => {
                    self.racon = vec![self.unknown_player(&name)];
                    return;
                }
                Some(Ok(p)) => who.push(Some(p)),
                None => who.push(None),
            }
            match parse_cards(cards) {
                Ok(c) => hands.push(c),
                Err(_) => return self.validate_racon(),
            }
        }
        let Ok(board) = parse_cards(board) else {
            return self.validate_racon();
        };
        if let Err(e) = check_input(&rules, deck, &hands, &board) {
            self.racon = vec![vwords::input_error(&e, lang)];
            return;
        }
        let Ok(ranking) = Ranking::new(&rules, deck) else {
            return;
        };
        let Some(v) = judge(&ranking, &hands, &board) else {
            return;
        };
        self.racon = vwords::reasons(&v, &rules, lang);
        // Who holds which hand, when the hands were typed with names.
        let names: Vec<String> = who
            .iter()
            .enumerate()
            .filter_map(|(i, w)| {
                let p = (*w)?;
                Some(format!(
                    "{} = {}",
                    crate::i18n::cli::hand_label(i, lang),
                    s.name(p)
                ))
            })
            .collect();
        if !names.is_empty() {
            self.racon.insert(0, names.join(" · "));
        }
        self.pot_lines.clear();
        // Named hands: the verdict goes into the hand log (once) and the
        // pot line can split the pot.
        let named: Option<Vec<PlayerId>> = who.iter().copied().collect();
        let distinct = named.as_ref().is_some_and(|n| {
            let mut d = n.clone();
            d.sort();
            d.dedup();
            d.len() == n.len()
        });
        let previous = self.verdict.take();
        if let (Some(players), true) = (named, distinct) {
            let already = previous.is_some_and(|v| v.input == input);
            let winners: Vec<PlayerId> = v.winners().iter().map(|&i| players[i]).collect();
            let shown = players
                .iter()
                .zip(&hands)
                .map(|(&player, cards)| crate::night::ShownHand {
                    player,
                    cards: cards.clone(),
                })
                .collect();
            let verdict = NamedVerdict {
                players,
                ranking: v.ranking.clone(),
                opener: v.hands.iter().map(|h| h.opener).collect(),
                input: input.clone(),
            };
            if !already {
                let reasons = std::mem::take(&mut self.racon);
                self.act(
                    Action::RecordVerdict {
                        rules: rules.id.clone(),
                        hands: shown,
                        board,
                        winners,
                    },
                    now,
                );
                self.racon = reasons;
            }
            self.verdict = Some(verdict);
        }
    }

    /// The pot line: `Ali=150 Veli=400 Can=100 yer=40 açan=Veli`; players
    /// with chips in but no hand shown folded.
    fn on_pot_line(&mut self, key: KeyEvent, now: i64) {
        match key.code {
            KeyCode::Esc | KeyCode::Tab => self.pot_focus = false,
            KeyCode::Backspace => {
                self.pot_input.pop();
            }
            KeyCode::Char(c) => self.pot_input.push(c),
            KeyCode::Enter => self.split_pot(now),
            _ => {}
        }
    }

    fn split_pot(&mut self, now: i64) {
        use crate::money::pot::{FalseOpener, FalseOpenerRule, PotInput};
        let lang = self.lang;
        let Some(v) = self.verdict.clone() else {
            self.pot_lines = vec![
                lang.pick(
                    "Önce elleri oyuncu adıyla yazıp racon kesin: Ali: Ah Ad … | Veli: …",
                    "First judge hands typed with names: Ali: Ah Ad … | Veli: …",
                )
                .into(),
            ];
            return;
        };
        let n = self.players();
        let mut put_in = vec![0i64; n];
        let mut yer = 0i64;
        let mut opener = None;
        let text = self.pot_input.clone();
        for item in text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            let Some((k, val)) = item.split_once('=') else {
                self.pot_lines = vec![crate::i18n::money::bad_item("pot", item, lang)];
                return;
            };
            let key = crate::cards::fold(k.trim());
            if key == "acan" || key == "opener" {
                match self.find_player(val.trim()) {
                    Some(p) => opener = Some(p),
                    None => {
                        self.pot_lines = vec![self.unknown_player(val.trim())];
                        return;
                    }
                }
                continue;
            }
            let Ok(chips) = val.trim().parse::<i64>() else {
                self.pot_lines = vec![crate::i18n::money::bad_item("pot", item, lang)];
                return;
            };
            if key == "yer" || key == "orta" {
                yer = chips;
                continue;
            }
            match self.find_player(k.trim()) {
                Some(p) => put_in[p.0 as usize] = chips,
                None => {
                    self.pot_lines = vec![self.unknown_player(k.trim())];
                    return;
                }
            }
        }
        let shown: Vec<usize> = v.players.iter().map(|p| p.0 as usize).collect();
        let folded: Vec<bool> = (0..n).map(|i| !shown.contains(&i)).collect();
        let order: Vec<Vec<usize>> = v
            .ranking
            .iter()
            .map(|g| g.iter().map(|&h| shown[h]).collect())
            .collect();
        // R36: an opener who cannot show openers (or showed no hand).
        let false_opener = opener.and_then(|p| {
            let has = v
                .players
                .iter()
                .position(|&q| q == p)
                .is_some_and(|h| v.opener.get(h).copied().unwrap_or(false));
            (!has).then_some(FalseOpener {
                player: p.0 as usize,
                rule: FalseOpenerRule::BestOtherHand,
            })
        });
        let input = PotInput {
            put_in,
            folded,
            order,
            yer,
            acik: Vec::new(),
            false_opener,
        };
        let names: Vec<String> = self
            .night
            .as_ref()
            .map(|nf| {
                nf.night()
                    .state()
                    .players
                    .iter()
                    .map(|p| p.name.clone())
                    .collect()
            })
            .unwrap_or_default();
        match crate::money::pot::split(&input) {
            Ok(split) => {
                let text =
                    crate::cli::pot::split_text(&split, &names, input.false_opener.as_ref(), lang);
                if self.act(Action::SplitPot { input }, now) {
                    self.pot_lines = text.lines().map(str::to_string).collect();
                }
            }
            Err(e) => self.pot_lines = vec![e.to_string()],
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
            KeyCode::Char('w') => return self.export_report(now),
            KeyCode::Char('p') => return self.print_report(now),
            _ => return,
        };
        if self.act(action, now) {
            self.input.clear();
            if self.selected + 1 < self.players() {
                self.selected += 1;
            }
        }
    }

    /// The settlement in `format`, or why it cannot be written yet.
    fn report(&self, format: crate::report::Format, now: i64) -> Result<String, String> {
        let nf = self
            .night
            .as_ref()
            .ok_or_else(|| self.lang.pick("Gece yok.", "No night.").to_string())?;
        let printed_at = chrono::DateTime::from_timestamp_millis(now)
            .unwrap_or_default()
            .with_timezone(&chrono::Local)
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
        let meta = crate::report::Meta::of(nf.night(), nf.created(), &printed_at);
        crate::report::render(nf.night().state(), &meta, format, self.lang)
            .map_err(|e| e.message(self.lang))
    }

    /// `w` on hesap: the settlement as text, Markdown and CSV in the
    /// night's folder (files racon wrote before are replaced, others never).
    fn export_report(&mut self, now: i64) {
        use crate::report::Format;
        let Some(dir) = self.night.as_ref().map(|n| n.dir().to_path_buf()) else {
            return;
        };
        let mut written = Vec::new();
        for (format, file) in [
            (Format::Text, "hesap.txt"),
            (Format::Markdown, "hesap.md"),
            (Format::Csv, "hesap.csv"),
        ] {
            let text = match self.report(format, now) {
                Ok(t) => t,
                Err(m) => return self.say(m, true),
            };
            let path = dir.join(file);
            if let Err(f) = crate::cli::night::write_report(&path, &text, self.lang) {
                return self.say(f.message, true);
            }
            written.push(path.display().to_string());
        }
        let line = crate::i18n::report::written(&written.join(", "), self.lang);
        self.say(line, false);
    }

    /// `p` on hesap: the text settlement to lp/lpr, or where to find it.
    fn print_report(&mut self, now: i64) {
        let lang = self.lang;
        let text = match self.report(crate::report::Format::Text, now) {
            Ok(t) => t,
            Err(m) => return self.say(m, true),
        };
        match crate::cli::night::find_printer(self.path_var.as_deref()) {
            Some((name, program)) => match crate::cli::night::send_to_printer(&program, &text) {
                Ok(()) => self.say(crate::i18n::report::sent_to_printer(name, lang), false),
                Err(d) => self.say(crate::i18n::report::printer_failed(name, &d, lang), true),
            },
            None => {
                let Some(dir) = self.night.as_ref().map(|n| n.dir().to_path_buf()) else {
                    return;
                };
                let path = dir.join("hesap.txt");
                if let Err(f) = crate::cli::night::write_report(&path, &text, lang) {
                    return self.say(f.message, true);
                }
                let shown = crate::cli::night::shell_word(&path.display().to_string());
                self.say(crate::i18n::report::no_printer_file(&shown, lang), true);
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
