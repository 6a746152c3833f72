#!/usr/bin/env bash
# Compile time of the dialects crate (issue 5, "macro cost"): a clean build of `rods-dialects`
# alone (its dependencies already built) and an incremental rebuild after touching its source,
# in the dev and release profiles. Uses its own target directory so the numbers do not depend
# on what else was built.
#
#   benches/compile-time.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/compile-time}"

secs() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1; e=$(date +%s%N); awk -v d=$((e - s)) 'BEGIN { printf "%.2f", d / 1e9 }'; }

printf '| profile | rods-dialects clean (s) | incremental after touch (s) |\n|---|---|---|\n'
for profile in dev release; do
  flag=(); [[ $profile == release ]] && flag=(--release)
  cargo build -q "${flag[@]}" -p rods-dialects >/dev/null 2>&1 # dependencies
  cargo clean -q "${flag[@]}" -p rods-dialects >/dev/null 2>&1
  clean=$(secs cargo build -q "${flag[@]}" -p rods-dialects)
  touch dialects/src/lib.rs
  incr=$(secs cargo build -q "${flag[@]}" -p rods-dialects)
  printf '| %s | %s | %s |\n' "$profile" "$clean" "$incr"
done
