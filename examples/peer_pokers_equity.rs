//! The peer process for `benches/whole_process.sh`: `pokers::exact_equity`
//! for two hands given as arguments (default Ah Kh vs Qs Qd), on as many
//! threads as `racon equity` uses by default (every core).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        args = vec!["AhKh".into(), "QsQd".into()];
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let ranges = pokers::HandRange::from_strings(args.iter().map(|a| a.replace(' ', "")).collect());
    let cancel = Arc::new(AtomicBool::new(false));
    match pokers::exact_equity(&ranges, 0, 0, threads.min(255) as u8, cancel, |_| {}) {
        Ok(r) => {
            for (hand, e) in args.iter().zip(&r.equities) {
                println!("{hand:<8}{e:.6}");
            }
        }
        Err(e) => {
            eprintln!("{e:?}");
            std::process::exit(1);
        }
    }
}
