//! racon's integration tests, one crate (issue 25): one binary to compile
//! and link instead of 40-odd, each former `tests/NAME.rs` a module here,
//! run alone with `cargo test --test it NAME::`. The shared helpers:
//! `common` (temp dirs, the CLI runner `common::cli`, the night harness
//! `common::night`, the tmux driver `common::tmux`), `clock_nights`,
//! `tui_common` (TestBackend screens and their snapshots), `web_common`
//! (`racon serve` and headless Chromium).

mod clock_nights;
mod common;
mod tui_common;
mod web_common;

mod cli_docs;
mod cli_errors;
mod clock;
mod clock_face;
mod compiled_exhaustive;
mod display_screen;
mod e2e_chips;
mod e2e_display;
mod e2e_edges;
mod e2e_late;
mod e2e_racon;
mod e2e_tmux;
mod equity;
mod first_speaker;
mod follower;
mod house;
mod house_option;
mod journal;
mod judge_labels;
mod lang;
mod lang_files;
mod layering;
mod ledger;
mod money;
mod money_cli;
mod night;
mod night_chips;
mod night_host;
mod night_late;
mod night_list;
mod night_props;
mod night_store;
mod odds;
mod old_nights;
mod pdf_ledger;
mod pdf_night;
mod power_cut;
mod presets;
mod racon_screen;
mod readers;
mod reliability;
mod report;
mod rules_files;
mod seed_fixtures;
mod setup_chips;
mod share_report;
mod share_tmux;
mod share_tui;
mod share_web;
mod speak;
mod tables;
mod tui;
mod tui_edges;
mod verdict_words;
mod web;
mod web_browser;
