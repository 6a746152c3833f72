#!/bin/sh
# usage: run-bin.sh TARGET SECONDS — run the already built (cargo fuzz build -O -a) libFuzzer
# binary directly, nice'd, under /usr/bin/time -v; log in logs/TARGET-<timestamp>.log
t=$1; secs=$2
cd "$(dirname "$0")"
mkdir -p logs artifacts/$t
log=logs/$t-$(date +%Y%m%d-%H%M%S).log
echo "$log"
nice -n 10 /usr/bin/time -v target/x86_64-unknown-linux-gnu/release/$t \
  -artifact_prefix=artifacts/$t/ -max_total_time="$secs" -max_len=8192 -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -dict=mlir.dict corpus/$t > "$log" 2>&1
echo "exit $?" >> "$log"
