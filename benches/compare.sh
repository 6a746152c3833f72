#!/usr/bin/env bash
# Side-by-side speed of `rods-opt` (release) and `mlir-opt-22` on the same file.
#
#   benches/compare.sh [FILE] [RUNS] [-- extra flags for both tools]
#
# Without FILE, a 64 MB module is generated (rods_bench::generate_module). The two tools run
# alternately RUNS times (default 7) with output to /dev/null; the script prints each tool's
# median wall time, its throughput in MB/s, and the ratio mlir-opt-22 / rods-opt (> 1 means
# rods-opt is faster). Both must produce identical output, which is checked once first.
set -euo pipefail
cd "$(dirname "$0")/.."

file="${1:-}"
runs="${2:-7}"
shift $(( $# > 2 ? 2 : $# ))
[[ "${1:-}" == "--" ]] && shift
flags=(--allow-unregistered-dialect "$@")

cargo build --release -q -p rods-opt -p rods-bench
rods=target/release/rods-opt
if [[ -z "$file" ]]; then
  file="$(mktemp --suffix=.mlir)"
  trap 'rm -f "$file"' EXIT
  target/release/gen-bench-input 64 >"$file"
fi
size=$(stat -c %s "$file")
echo "input: $file ($((size / 1024 / 1024)) MB), $runs runs each, flags: ${flags[*]}"

have_mlir=1
if ! command -v mlir-opt-22 >/dev/null 2>&1; then
  echo "SKIPPED: mlir-opt-22 not found; timing rods-opt alone"
  have_mlir=0
fi

if ((have_mlir)); then
  if ! cmp -s <("$rods" "${flags[@]}" "$file") <(mlir-opt-22 "${flags[@]}" "$file"); then
    echo "warning: rods-opt and mlir-opt-22 outputs differ on $file"
  fi
fi

# Wall time of one run in nanoseconds.
time_one() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $((end - start))
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

rods_times=() mlir_times=()
for ((i = 0; i < runs; i++)); do
  rods_times+=("$(time_one "$rods" "${flags[@]}" "$file")")
  if ((have_mlir)); then
    mlir_times+=("$(time_one mlir-opt-22 "${flags[@]}" "$file")")
  fi
done

report() { # name, median ns
  awk -v n="$1" -v t="$2" -v s="$size" \
    'BEGIN { printf "%-12s median %8.1f ms  %8.1f MB/s\n", n, t / 1e6, (s / 1048576) / (t / 1e9) }'
}
rods_med=$(printf '%s\n' "${rods_times[@]}" | median)
report rods-opt "$rods_med"
if ((have_mlir)); then
  mlir_med=$(printf '%s\n' "${mlir_times[@]}" | median)
  report mlir-opt-22 "$mlir_med"
  awk -v r="$rods_med" -v m="$mlir_med" 'BEGIN { printf "ratio mlir-opt-22 / rods-opt: %.2fx\n", m / r }'
fi
