//! Hand evaluation: the reference evaluator ([`ranking`]), the compiled
//! tables ([`compiled`]), explained verdicts ([`verdict`]) and exhaustive
//! frequency tables ([`table`]).

pub mod compiled;
pub mod offsets;
pub mod ranking;
pub mod table;
pub mod verdict;

pub use compiled::{Evaluator, HandKey};
pub use ranking::{Made, Ranking, RankingError};
