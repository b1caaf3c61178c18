//! The history chart's numbers: each player's net over the night, from what
//! the journal knows. They live in `report::series`, shared with the PDF's
//! chart of the same night (issue 26), so the screen and the paper agree.

pub use crate::report::series::{NetSeries, net_series};
