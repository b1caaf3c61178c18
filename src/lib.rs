//! racon: run a Turkish home poker night from the terminal.
//!
//! The pure core (`cards`, `rules`, `eval`, `night`, `money`, the `units`
//! they share, with `report` and `i18n` that turn its data into text)
//! touches no terminal, disk, clock or global random generator. `store` keeps nights, presets and the ledger
//! on disk. The shells `cli`, `tui` and `web` sit on top and never import
//! each other (docs/ARCHITECTURE.md).

#![forbid(unsafe_code)]
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

pub mod cards;
pub mod cli;
pub mod eval;
pub mod i18n;
pub mod money;
pub mod night;
pub mod report;
pub mod rules;
pub mod store;
pub mod tui;
pub mod units;
pub mod web;
