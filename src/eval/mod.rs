//! Hand evaluation: the reference evaluator ([`ranking`]), the compiled
//! tables ([`compiled`]), explained verdicts ([`verdict`]), who speaks
//! first from stud up cards ([`first_speaker`]), exhaustive
//! frequency tables ([`table`]), draw odds ([`odds`]) and all-in equity
//! ([`equity`], [`rank_count`], [`iso`]).

// The lookups and per-card steps the hot loops call (`HandKey::with`,
// `Evaluator::eval`, the walks' leaves) are forced inline: the speeds in
// PERFORMANCE.md and benches/eval.rs are measured with them so.
#![allow(
    clippy::inline_always,
    reason = "hot-loop helpers, inlined as measured in benches/eval.rs"
)]

pub mod compiled;
pub mod equity;
pub mod first_speaker;
pub mod iso;
pub mod named;
pub mod odds;
// Generated (examples/gen_offsets.rs): its numbers are hash offsets, not
// amounts a reader would group by thousands.
#[allow(clippy::unreadable_literal)]
pub mod offsets;
pub mod rank_count;
pub mod ranking;
pub mod table;
pub mod verdict;

pub use compiled::{Evaluator, HandKey};
pub use ranking::{Made, Ranking, RankingError};
