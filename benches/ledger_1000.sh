#!/usr/bin/env bash
# 1,000 copies of a finished night (the fixture), then racon ledger, cold and cached.
set -e
BIN=${1:-$(dirname "$0")/../target/release/racon}
D=$(mktemp -d)
mkdir -p $D/data/nights $D/config
for i in $(seq -w 1 1000); do
  mkdir -p $D/data/nights/2026-01-01-$i
  cp $(dirname "$0")/../tests/fixtures/nights/ended/events $D/data/nights/2026-01-01-$i/events
done
export RACON_DATA_DIR=$D/data RACON_CONFIG_DIR=$D/config
echo "cold:"; /usr/bin/time -f "%e s, %M KB" $BIN --lang en ledger > /tmp/ledger_out.txt
head -5 /tmp/ledger_out.txt
for k in 1 2 3; do echo "cached:"; /usr/bin/time -f "%e s, %M KB" $BIN --lang en ledger > /dev/null; done
rm -rf $D
