//! racon: run a Turkish home poker night from the terminal.
//!
//! The pure core (`cards`, `rules`, `eval`) does no I/O and reads no clock;
//! `store` and `cli` are the shells around it (DESIGN.md).

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
pub mod web;
