#!/usr/bin/env bash
# `cargo test` wall time from clean, before and after one change (issue 25:
# one test crate instead of 47): each revision checked out in its own
# worktree under target/test_time/, built and tested from an empty target
# dir, the two runs one after the other in the order given. Prints wall,
# user and system seconds of each, and the load when it started.
#   benches/test_time.sh [BEFORE [AFTER]]   (default f6fd287 and HEAD)
set -euo pipefail
cd "$(dirname "$0")/.."
before=${1:-f6fd287}
after=${2:-HEAD}
root=$PWD/target/test_time
mkdir -p "$root"
results=()
for rev in "$before" "$after"; do
  id=$(git rev-parse --short "$rev")
  dir=$root/$id
  rm -rf "$dir"
  git worktree prune
  git worktree add -q --detach "$dir" "$rev"
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  t0=$(date +%s.%N)
  rc=0
  (cd "$dir" && CARGO_TARGET_DIR="$dir/target" /usr/bin/time -f "%U %S" -o "$dir/cpu" \
    cargo test -q >"$dir/test.log" 2>&1) || rc=$?
  wall=$(echo "$(date +%s.%N) - $t0" | bc)
  read -r user sys <"$dir/cpu" || true
  results+=("$(printf '%-8s wall %7.1f s  user %7.1f s  sys %6.1f s  exit %d  (load at start %s)' \
    "$id" "$wall" "${user:-0}" "${sys:-0}" "$rc" "$load")")
  git worktree remove --force "$dir"
done
echo "cargo test from clean, $(nproc) cores:"
printf '%s\n' "${results[@]}"
