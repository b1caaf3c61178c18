//! The clock face widget (issue 11), shared by the table screen and
//! `racon display`. Its module lives in `widgets/`; this file only declares
//! it until `widgets/mod.rs` does (the integrator moves the line there).

#[path = "widgets/clock_face.rs"]
pub mod clock_face;

pub use clock_face::ClockFace;
