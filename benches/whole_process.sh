#!/usr/bin/env bash
# Whole processes, side by side, interleaved (issue 15's acceptance):
#   racon table --rules texas-holdem       vs  a process enumerating all
#                                              133,784,560 7-card hands with pokers
#   racon equity --rules texas-holdem "Ah Kh" "Qs Qd"
#                                          vs  a process running
#                                              pokers::exact_equity on the same hands
# Builds the `dist` profile (fat LTO, as `cargo install` in the README; PROFILE=release
# for the quick one) once, then runs the four commands in turn, round
# after round (racon, peer, racon, peer, ...), so a neighbour's load hits
# both alike, and prints each command's median wall time over the rounds.
# No hyperfine needed: wall time from `date +%s%N`.
#
#   benches/whole_process.sh [ROUNDS]     (default 9; at least 7 for the issue)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-9}
profile=${PROFILE:-dist}
cargo build --profile "$profile" --quiet --bin racon --example peer_pokers_table --example peer_pokers_equity
bin=target/$profile
ex=target/$profile/examples

names=(racon_table pokers_table racon_equity pokers_equity)
cmd_racon_table() { "$bin/racon" table --rules texas-holdem; }
cmd_pokers_table() { "$ex/peer_pokers_table"; }
cmd_racon_equity() { "$bin/racon" equity --rules texas-holdem "Ah Kh" "Qs Qd"; }
cmd_pokers_equity() { "$ex/peer_pokers_equity" "AhKh" "QsQd"; }

# One warm-up run each (page cache), output shown once.
for n in "${names[@]}"; do
  echo "== $n"
  "cmd_$n"
done
echo

declare -A times
for ((r = 0; r < rounds; r++)); do
  for n in "${names[@]}"; do
    t0=$(date +%s%N)
    "cmd_$n" >/dev/null
    t1=$(date +%s%N)
    times[$n]+="$(((t1 - t0) / 1000)) "
  done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }
declare -A med
echo "median wall time of $rounds interleaved rounds ($(nproc) cores, $(uptime | sed 's/.*load/load/')):"
for n in "${names[@]}"; do
  med[$n]=$(echo "${times[$n]}" | median)
  printf '  %-14s %9.2f ms   (all: %s µs)\n' "$n" "$(awk -v m="${med[$n]}" 'BEGIN {print m / 1000}')" "${times[$n]% }"
done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
echo "racon table  / pokers enumeration : $(ratio "${med[racon_table]}" "${med[pokers_table]}")x the time"
echo "racon equity / pokers exact_equity: $(ratio "${med[racon_equity]}" "${med[pokers_equity]}")x the time"
