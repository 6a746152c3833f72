#!/bin/sh
# usage: summarize.sh — one line per run in logs/: CPU seconds (user+sys), executions, last
# coverage/corpus line, exit status
cd "$(dirname "$0")"
for f in logs/*.log; do
  u=$(grep -a "User time" "$f" | awk '{print $4}'); s=$(grep -a "System time" "$f" | awk '{print $4}')
  e=$(grep -a "stat::number_of_executed_units" "$f" | awk '{print $2}')
  c=$(grep -a "cov: " "$f" | tail -1 | sed 's/.*\(cov: [0-9]*\).*\(corp: [0-9]*\).*/\1 \2/')
  x=$(grep -a "^exit" "$f")
  echo "$f cpu_s=$(echo "${u:-0} + ${s:-0}" | bc) execs=${e:-running} $c $x"
done
