#!/usr/bin/env bash
# The power-cut test (tests/it/power_cut.rs) at bench size: random nights,
# each cut at 4 random operations and reopened from 3 random crash images
# per cut, plus half as many ledger runs. `cargo test` runs 200 nights;
# this runs NIGHTS (default 5,000: 20,000 cuts, 60,000 night images) in
# the test profile (optimised: opt-level 2, no fat LTO to wait for). It
# prints the counts and fails if one acknowledged event is lost.
#
#   benches/power_cut.sh [NIGHTS] [FIRST_SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
NIGHTS=${1:-5000}
SEED=${2:-1000}
export TMPDIR=${TMPDIR:-$PWD/.tmp}
mkdir -p "$TMPDIR"
RACON_POWER_CUT_NIGHTS=$NIGHTS RACON_POWER_CUT_SEED=$SEED \
  cargo test --test it power_cut:: -- --nocapture --test-threads 1 \
  a_power_cut_at_any_moment_loses_nothing_acknowledged
