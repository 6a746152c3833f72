#!/bin/sh
# usage: run-one.sh TARGET SECONDS — one nice'd libFuzzer run, CPU time appended to TARGET.log
t=$1; secs=$2
cd "$(dirname "$0")"
start=$(date +%s)
( time env RUSTC_BOOTSTRAP=1 nice -n 10 cargo fuzz run "$t" -O -a -- -max_total_time="$secs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -dict=mlir.dict ) >> "$t.log" 2>&1
echo "wall $(( $(date +%s) - start ))s" >> "$t.log"
