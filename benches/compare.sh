#!/usr/bin/env bash
# Side-by-side speed of `rods-opt` (release) and `mlir-opt-22`.
#
#   benches/compare.sh [--runs N] [--form gpu|unregistered|generic|auto] [--sizes] [--rods PATH]
#                      [WORKLOAD|FILE ...]
#
# WORKLOAD is `small` (100,000 gpu.binary ops, two 64-byte objects each, ~39 MB), `blob`
# (20 ops, one 1 MiB object each, ~48 MB), `small-MB` or `blob-MB` (as many such ops as make
# about MB megabytes), or a value-heavy module of unregistered `x.func` ops
# in generic form: `values` (~18 MB), `values-xl` (~200 MB), `values-MB` (MB megabytes),
# `nested` (regions nested 64 deep, ~18 MB) or `nested-D` (D deep), or `dense` (unregistered
# ops holding large `dense<"0x…">` payloads, `dense<[…]>` literals of several element types,
# splats and `dense_resource` uses of a `dialect_resources` blob, ~48 MB; run with
# --allow-unregistered-dialect), or `dialects` (`func.func` functions in the custom form of
# registered dialects: arith and math bodies, cf branches with block arguments, func.call
# between them, scf loop nests over memrefs, gpu.launch regions, gpu.module kernels launched
# by host functions with async tokens, ~16 MB; no flag) or `dialects-MB` (MB megabytes), or
# `calls` (many small `func.func` functions calling each other at random across the module,
# and external declarations: the symbol lookups of a large module, ~16 MB; no flag), or
# `debuginfo` (`dialects` as `--mlir-print-debuginfo` prints it: a location on every op and
# argument, most as `#locN` aliases, ~16 MB; run with --mlir-print-debuginfo), or a pass
# workload: `canonicalize` (`dialects` under `-p 'builtin.module(canonicalize)'`),
# `canonicalize-nested` (`calls` under `-p 'builtin.module(func.func(canonicalize))'`),
# `cse` (`dialects` under `-p 'builtin.module(cse)'`) or `canonicalize-block` (`block`, one
# function whose body is one block of ~400,000 `arith` ops, most of which fold away, under
# `-p 'builtin.module(canonicalize)'`), whose outputs are compared between
# the tools only; all generated
# deterministically by `gen-bench-input` into $BENCH_DIR (default target/bench-inputs);
# default: `small blob values`. `--form auto` (default) uses the gpu dialect's custom form for
# `small` and `blob` when rods-opt has the gpu dialect registered, else the equivalent
# unregistered ops (with --allow-unregistered-dialect for both tools); `--form generic` is
# `unregistered` printed in generic form (--mlir-print-op-generic as well), for FILEs in generic
# form. The value-heavy workloads always run with --allow-unregistered-dialect
# --mlir-print-op-generic.
#
# `--sizes` adds the growth check: `values` at 5, 18, 72 and 200 MB, `nested` at depths
# 1, 16, 64, 256 and 1024, `dialects` at 2, 4, 8 and 16 MB and `blob` at 200 MB, then a table of
# time, CPU and RSS per op and per MB for each tool (flat columns mean cost linear in size and
# in nesting depth).
#
# `--rods PATH` (absolute, or from the repository's root) times that `rods-opt` instead of the
# release build: `--rods target/pgo/rods-opt` times the profile-guided build of benches/pgo.sh.
#
# Each tool runs `TOOL FILE -o OUT`, alternately, N times (default 3); the script reports the
# median wall time, MB/s (input bytes, 10^6), peak RSS and CPU time (user + system; all three
# from the kernel's accounting of the child, to the microsecond, through `run-timed`) and the
# ratios mlir-opt-22 / rods-opt of wall and CPU time (> 1: rods-opt is faster). It checks that rods-opt prints the input
# back unchanged and that mlir-opt-22's output equals it, modulo upstream's double space after
# the symbol of `gpu.binary @sym  [...]`. Without mlir-opt-22 it says so and times rods-opt
# alone. Before each run the output file is removed and `sync` flushes the previous one, so
# that no run waits for another's writeback. Run it on a quiet machine, or under `nice` next to
# other work and with more runs.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=3 form=auto inputs=() sizes=0 rods=""
while (($#)); do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --rods) rods="$(realpath "$2")"; shift 2 ;;
    --form) form="$2"; shift 2 ;;
    --sizes) sizes=1; shift ;;
    *) inputs+=("$1"); shift ;;
  esac
done
if ((sizes)); then
  inputs+=(values-5 values values-72 values-xl nested-1 nested-16 nested nested-256 nested-1024)
  inputs+=(dialects-2 dialects-4 dialects-8 dialects blob-200)
fi
((${#inputs[@]})) || inputs=(small blob values)

if [[ -z "$rods" ]]; then
  cargo build --release -q -p rods-opt -p rods-bench
  rods="$PWD/target/release/rods-opt"
else
  cargo build --release -q -p rods-bench
fi
echo "rods-opt: $rods"
gen="$PWD/target/release/gen-bench-input"
runner="$PWD/target/release/run-timed"
dir="${BENCH_DIR:-$PWD/target/bench-inputs}"
mkdir -p "$dir"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

have_mlir=1
if ! command -v mlir-opt-22 >/dev/null 2>&1; then
  echo "SKIPPED mlir-opt-22: not found on PATH; timing rods-opt alone"
  have_mlir=0
fi

if [[ "$form" == auto ]]; then
  probe="$tmp/probe.mlir"
  printf 'gpu.binary @b [#gpu.object<#nvvm.target, "">]\n' >"$probe"
  if "$rods" "$probe" >/dev/null 2>&1; then form=gpu; else form=unregistered; fi
fi
form_flags=()
gen_flags=()
case "$form" in
  unregistered) form_flags=(--allow-unregistered-dialect) gen_flags=(--unregistered) ;;
  generic) form_flags=(--allow-unregistered-dialect --mlir-print-op-generic) gen_flags=(--unregistered) ;;
esac
echo "form: $form; $runs alternating runs per tool; $(nproc) cores; $(date -u +%F)"

# Runs "$@" once under run-timed; prints "WALL_NS RSS_KB CPU_NS".
measure() {
  # A fresh output file and no dirty pages from the previous run: overwriting a file that is
  # still being written back makes the next run wait for the disk (tens of ms, either tool).
  rm -f "${@: -1}"
  sync
  "$runner" "$tmp/time" "$@" >/dev/null 2>"$tmp/stderr" || {
    echo "error: $* failed:" >&2; cat "$tmp/stderr" >&2; exit 1; }
  cat "$tmp/time"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# Whether $1 names a value-heavy workload (generic form, any size or depth).
is_values() { [[ "$1" =~ ^(values(-xl|-[0-9]+)?|nested(-[0-9]+)?)$ ]]; }

# Whether $1 names the custom-form workload of registered dialects (any size).
is_dialects() { [[ "$1" =~ ^dialects(-[0-9]+)?$ ]]; }

# The pass workloads: a generated input and a pipeline run on it (both tools print the
# result, which must be the same; it is not the input).
declare -A pass_input=([canonicalize]=dialects [canonicalize-nested]=calls [cse]=dialects
  [canonicalize-block]=block)
declare -A pass_pipeline=(
  [canonicalize]='builtin.module(canonicalize)'
  [canonicalize-block]='builtin.module(canonicalize)'
  [canonicalize-nested]='builtin.module(func.func(canonicalize))'
  [cse]='builtin.module(cse)'
)

printf '\n| workload | input MB | tool | median s | MB/s | peak RSS MB | RSS / input | median CPU s |\n'
printf '|---|---|---|---|---|---|---|---|\n'
summary=() growth=()
for input in "${inputs[@]}"; do
  if [[ -f "$input" ]]; then
    file="$input" name="$(basename "$input")"
  elif is_values "$input" || [[ "$input" =~ ^(dense|calls|debuginfo)$ ]]; then
    name="$input" file="$dir/$input.mlir"
    [[ -f "$file" ]] || "$gen" "$input" >"$file"
  elif [[ -n "${pass_input[$input]:-}" ]]; then
    name="$input" file="$dir/${pass_input[$input]}.mlir"
    [[ -f "$file" ]] || "$gen" "${pass_input[$input]}" >"$file"
  elif is_dialects "$input"; then
    name="$input" file="$dir/$input.mlir"
    mb="${input#dialects}" mb="${mb#-}"
    [[ -f "$file" ]] || "$gen" dialects ${mb:+--size "$mb"} >"$file"
  else
    name="$input" file="$dir/$input-$form.mlir"
    [[ -f "$file" ]] || "$gen" "$input" "${gen_flags[@]}" >"$file"
  fi
  flags=("${form_flags[@]}")
  is_values "$input" && flags=(--allow-unregistered-dialect --mlir-print-op-generic)
  [[ "$input" == dense ]] && flags=(--allow-unregistered-dialect)
  is_dialects "$input" && flags=()
  [[ "$input" == calls ]] && flags=()
  [[ "$input" == debuginfo ]] && flags=(--mlir-print-debuginfo)
  [[ -n "${pass_input[$input]:-}" ]] && flags=(-p "${pass_pipeline[$input]}")
  size=$(stat -c %s "$file")

  # Correctness first: rods-opt prints the canonical input back (a pass workload changes it);
  # mlir-opt-22 agrees modulo the double space after the symbol.
  "$rods" "${flags[@]}" "$file" -o "$tmp/rods.out"
  if [[ -z "${pass_input[$input]:-}" ]] && ! cmp -s "$file" "$tmp/rods.out"; then
    echo "WARNING: rods-opt output differs from the input ($name)"
  fi
  if ((have_mlir)); then
    mlir-opt-22 "${flags[@]}" "$file" -o "$tmp/mlir.out"
    if ! cmp -s <(sed -E 's/^( *gpu\.binary @[^ ]+)  /\1 /' "$tmp/mlir.out") "$tmp/rods.out"; then
      echo "WARNING: rods-opt and mlir-opt-22 outputs differ ($name)"
    fi
  fi

  rods_t=() rods_m=() rods_c=() mlir_t=() mlir_m=() mlir_c=()
  for ((i = 0; i < runs; i++)); do
    read -r t m c < <(measure "$rods" "${flags[@]}" "$file" -o "$tmp/rods.out")
    rods_t+=("$t") rods_m+=("$m") rods_c+=("$c")
    if ((have_mlir)); then
      read -r t m c < <(measure mlir-opt-22 "${flags[@]}" "$file" -o "$tmp/mlir.out")
      mlir_t+=("$t") mlir_m+=("$m") mlir_c+=("$c")
    fi
  done
  row() { # tool, times..., rss..., cpu times...
    local tool=$1 t m c
    t=$(printf '%s\n' "${@:2:$runs}" | median)
    m=$(printf '%s\n' "${@:$((runs + 2)):$runs}" | median)
    c=$(printf '%s\n' "${@:$((2 * runs + 2)):$runs}" | median)
    awk -v n="$name" -v tool="$tool" -v t="$t" -v m="$m" -v s="$size" -v c="$c" 'BEGIN {
      printf "| %s | %.1f | %s | %.3f | %.0f | %.0f | %.2f | %.3f |\n",
        n, s / 1e6, tool, t / 1e9, (s / 1e6) / (t / 1e9), m / 1024, (m * 1024) / s, c / 1e9 }'
    echo "$t" >"$tmp/med-$tool"
    echo "$c" >"$tmp/cpu-$tool"
    echo "$m" >"$tmp/rss-$tool"
  }
  row rods-opt "${rods_t[@]}" "${rods_m[@]}" "${rods_c[@]}"
  if ((have_mlir)); then
    row mlir-opt-22 "${mlir_t[@]}" "${mlir_m[@]}" "${mlir_c[@]}"
    summary+=("$(awk -v n="$name" -v r="$(cat "$tmp/med-rods-opt")" -v m="$(cat "$tmp/med-mlir-opt-22")" \
      -v rc="$(cat "$tmp/cpu-rods-opt")" -v mc="$(cat "$tmp/cpu-mlir-opt-22")" \
      'BEGIN { printf "%s: mlir-opt-22 / rods-opt = %.1fx wall, %.1fx CPU", n, m / r, mc / rc }')")
  fi
  if ((sizes)) && { is_values "$input" || is_dialects "$input"; }; then
    # Ops: one per line that names one (`"x.…"(` in generic form; in the custom form a line
    # that starts with an op name after any results), region ops included.
    if is_values "$input"; then
      ops=$(grep -c '"x\.[a-z_]*"(' "$file")
    else
      ops=$(grep -cE '^ *(%[^=]+= )?[a-z_]+\.[a-z_.]+' "$file")
    fi
    for tool in rods-opt mlir-opt-22; do
      [[ -f "$tmp/med-$tool" ]] || continue
      growth+=("$(awk -v n="$name" -v tool="$tool" -v s="$size" -v o="$ops" \
        -v t="$(cat "$tmp/med-$tool")" -v c="$(cat "$tmp/cpu-$tool")" -v m="$(cat "$tmp/rss-$tool")" \
        'BEGIN { printf "| %s | %.1f | %d | %s | %.3f | %.0f | %.0f | %.0f | %.0f |",
          n, s / 1e6, o, tool, t / 1e9, t / o, c / o, m * 1024 / o, c / 1e6 / (s / 1e6) }')")
    done
  fi
  rm -f "$tmp"/med-* "$tmp"/cpu-* "$tmp"/rss-*
done
echo
printf '%s\n' "${summary[@]}"
if ((${#growth[@]})); then
  printf '\n| workload | input MB | ops | tool | median s | wall ns/op | CPU ns/op | RSS B/op | CPU ms/MB |\n'
  printf '|---|---|---|---|---|---|---|---|---|\n'
  printf '%s\n' "${growth[@]}"
fi
