//! The counting: per thread, how many deals each hand wins, ties (and with
//! whom) and loses; merged across threads at the end.

/// Per-thread counts.
pub(super) struct Acc {
    pub(super) n: usize,
    pub(super) deals: u64,
    pub(super) win: Vec<u64>,
    /// `split[p * (n + 1) + k]`.
    pub(super) split: Vec<u64>,
}

impl Acc {
    pub(super) fn new(n: usize) -> Acc {
        Acc {
            n,
            deals: 0,
            win: vec![0; n],
            split: vec![0; n * (n + 1)],
        }
    }

    /// `count` deals whose best hand is shared by the hands in `set`.
    #[inline]
    pub(super) fn record(&mut self, set: u64, count: u64) {
        if count == 0 || set == 0 {
            return;
        }
        if set.is_power_of_two() {
            self.win[set.trailing_zeros() as usize] += count;
            return;
        }
        let k = set.count_ones() as usize;
        let mut s = set;
        while s != 0 {
            let p = s.trailing_zeros() as usize;
            s &= s - 1;
            self.split[p * (self.n + 1) + k] += count;
        }
    }
}
