//! Hand evaluation: the reference evaluator ([`ranking`]), the compiled
//! tables ([`compiled`]), explained verdicts ([`verdict`]), who speaks
//! first from stud up cards ([`first_speaker`]), exhaustive
//! frequency tables ([`table`]), draw odds ([`odds`]) and all-in equity
//! ([`equity`], [`rank_count`], [`iso`]).

pub mod compiled;
pub mod equity;
pub mod first_speaker;
pub mod iso;
pub mod named;
pub mod odds;
pub mod offsets;
pub mod rank_count;
pub mod ranking;
pub mod table;
pub mod verdict;

pub use compiled::{Evaluator, HandKey};
pub use ranking::{Made, Ranking, RankingError};
