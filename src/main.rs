//! The `racon` binary: parse the command line and hand over to the library.

#![forbid(unsafe_code)]
#![warn(clippy::pedantic)]

fn main() -> std::process::ExitCode {
    racon::cli::run(std::env::args_os().collect())
}
