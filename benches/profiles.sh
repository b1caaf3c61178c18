#!/usr/bin/env bash
# Release profiles side by side (issue 23), in one run: for each candidate,
# the build of racon from clean (wall and CPU time), then racon's whole
# processes against pokers' (as benches/whole_process.sh), round after round
# with every candidate in each round (dist, release, ..., peer, dist, ...), so
# a neighbour's load hits all alike, then the evaluator bench (benches/eval.rs)
# under each candidate. The peers are built once, with `dist`, so a ratio
# moves only with racon's build.
#
#   benches/profiles.sh [ROUNDS] [--no-eval]   (default 9 rounds)
#
# Candidates: `dist` and `release` as Cargo.toml has them, and two more as
# `release` with its LTO and codegen units overridden (CARGO_PROFILE_RELEASE_*).
# Each builds in its own target dir under target/profiles/, from clean.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-9}
eval_bench=1
[ "${2:-}" = "--no-eval" ] && eval_bench=0
root=target/profiles
# name|cargo profile|lto override|codegen-units override
candidates=(
  "dist|dist||"
  "release|release||"
  "thin-4|release|thin|4"
  "local-16|release|false|16"
)
field() { cut -d'|' -f"$2" <<<"$1"; }
envs() {
  local c=$1
  local lto cgu
  lto=$(field "$c" 3)
  cgu=$(field "$c" 4)
  [ -n "$lto" ] && printf 'CARGO_PROFILE_RELEASE_LTO=%s CARGO_PROFILE_BENCH_LTO=%s ' "$lto" "$lto"
  [ -n "$cgu" ] && printf 'CARGO_PROFILE_RELEASE_CODEGEN_UNITS=%s CARGO_PROFILE_BENCH_CODEGEN_UNITS=%s ' "$cgu" "$cgu"
  return 0
}
echo "profiles.sh on $(nproc) cores, start: $(uptime | sed 's/.*load/load/')"
echo "== release profiles in Cargo.toml"
sed -n '/^\[profile\.release\]/,/^\[profile\.bench\]/p' Cargo.toml | grep -v '^#' | grep -v '^$'
echo

declare -A build_wall build_cpu
for c in "${candidates[@]}"; do
  name=$(field "$c" 1)
  profile=$(field "$c" 2)
  dir=$root/$name
  rm -rf "$dir"
  start_load=$(cut -d' ' -f1 /proc/loadavg)
  # Wall, user and system seconds of the build and everything it ran.
  TIMEFORMAT='%R %U %S'
  read -r wall user sys < <({ time env $(envs "$c") CARGO_TARGET_DIR="$dir" \
    cargo build --profile "$profile" --quiet --bin racon >&2; } 2>&1 >/dev/null | tail -1)
  build_wall[$name]=$(awk -v w="$wall" 'BEGIN {printf "%.0f", w}')
  build_cpu[$name]=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.0f", u + s}')
  echo "built $name ($profile $(envs "$c")): ${build_wall[$name]} s wall, ${build_cpu[$name]} s CPU (load at start $start_load)"
done
peer=$root/dist
CARGO_TARGET_DIR=$peer cargo build --profile dist --quiet --example peer_pokers_table --example peer_pokers_equity
ex=$peer/dist/examples
echo

run() {
  local what=$1 bin=$2
  case $what in
    table) "$bin" table --rules texas-holdem ;;
    equity) "$bin" equity --rules texas-holdem "Ah Kh" "Qs Qd" ;;
  esac
}
binary() {
  local c=$1
  echo "$root/$(field "$c" 1)/$(field "$c" 2)/racon"
}
declare -A times
for ((r = 0; r < rounds; r++)); do
  for what in table equity; do
    for c in "${candidates[@]}"; do
      t0=$(date +%s%N)
      run "$what" "$(binary "$c")" >/dev/null
      t1=$(date +%s%N)
      times[$(field "$c" 1)_$what]+="$(((t1 - t0) / 1000)) "
    done
    t0=$(date +%s%N)
    case $what in
      table) "$ex/peer_pokers_table" >/dev/null ;;
      equity) "$ex/peer_pokers_equity" "AhKh" "QsQd" >/dev/null ;;
    esac
    t1=$(date +%s%N)
    times[pokers_$what]+="$(((t1 - t0) / 1000)) "
  done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }
ms() { awk -v m="$1" 'BEGIN {printf "%.2f", m / 1000}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }
pt=$(echo "${times[pokers_table]}" | median)
pe=$(echo "${times[pokers_equity]}" | median)
echo "median wall of $rounds interleaved rounds; pokers (dist): table $(ms "$pt") ms, exact_equity $(ms "$pe") ms"
printf '%-10s %9s %8s %11s %9s %12s %10s %11s\n' profile "build s" "CPU s" "table ms" "/pokers" "equity ms" "/pokers" "vs dist"
dist_e=$(echo "${times[dist_equity]}" | median)
dist_t=$(echo "${times[dist_table]}" | median)
for c in "${candidates[@]}"; do
  n=$(field "$c" 1)
  t=$(echo "${times[${n}_table]}" | median)
  e=$(echo "${times[${n}_equity]}" | median)
  printf '%-10s %9s %8s %11s %9s %12s %10s %11s\n' "$n" "${build_wall[$n]}" "${build_cpu[$n]}" \
    "$(ms "$t")" "$(ratio "$t" "$pt")" "$(ms "$e")" "$(ratio "$e" "$pe")" \
    "$(ratio "$t" "$dist_t")/$(ratio "$e" "$dist_e")"
done
echo "(/pokers: racon's wall over the peer's, lower is better; vs dist: table/equity over dist's)"

if [ "$eval_bench" = 1 ]; then
  echo
  echo "== evaluator bench (benches/eval.rs, interleaved rounds inside each run), racon/peer throughput"
  for c in "${candidates[@]}"; do
    n=$(field "$c" 1)
    echo "-- $n"
    env $(envs "$c") CARGO_TARGET_DIR="$root/$n" cargo bench --quiet --profile "$(field "$c" 2)" --bench eval -- --noplot 2>/dev/null |
      sed -n '/^racon vs peers/,$p' | grep -E 'racon/|^[a-z0-9 ,]+:$' || true
  done
fi
echo "end: $(uptime | sed 's/.*load/load/')"
