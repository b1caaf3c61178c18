//! The user's language and every user-facing string, Turkish and English.

pub use crate::lang::Lang;

pub mod arrival;
pub mod cards;
pub mod chip_set;
pub mod chips;
pub mod cli;
pub mod clock;
pub mod common;
mod english;
pub mod files;
pub mod form;
pub mod ledger;
pub mod money;
pub mod night;
pub mod num;
pub mod odds;
pub mod payee;
pub mod pdf;
pub mod racon;
pub mod report;
pub mod speak;
pub mod store;
pub mod tui;
pub mod tui_ledger;
pub mod verdict;
pub mod web;
