#!/usr/bin/env bash
# Builds `rods-opt` with profile-guided optimization (PGO) into target/pgo/rods-opt:
#
#   benches/pgo.sh
#
# The same sources as `cargo build --release -p rods-opt`, compiled twice: once instrumented
# (`-Cprofile-generate`), which then runs a fixed training set while it counts its branches and
# calls, and once with those counts (`-Cprofile-use`), which lets LLVM lay out, inline and
# predict the code for how it runs. benches/RESULTS.md («Profile-guided build») has what it
# gains, on workloads in the training set and on workloads left out of it.
#
# The training set, generated or read here (none of it is a file `compare.sh` measures):
# - every `.mlir` file of tests/corpus (valid and invalid, split at `// -----`), once as
#   written and the round-trip files once more in generic form;
# - `gen-bench-input` workloads, smaller than the measured ones: `values` (4 MB), `nested`
#   (4 MB), `dialects` (4 MB, printed in custom and in generic form), `debuginfo` (2 MB),
#   `calls` (2 MB), `dense` (8 MB), `small-8` and `blob-8` (gpu.binary ops).
#
# Needs `llvm-profdata` of the LLVM that rustc is built on (`rustc -vV` names it): rustup's
# `llvm-tools` component (`rustup component add llvm-tools`) or that LLVM's own package
# (`apt-get install llvm-22` for LLVM 22). Builds in target/pgo (two builds with fat LTO: a few
# minutes). Any RUSTFLAGS set outside are replaced for these builds.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
out="$root/target/pgo"

llvm="$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')"
host="$(rustc -vV | sed -n 's/^host: //p')"
profdata=""
for candidate in "$(rustc --print sysroot)/lib/rustlib/$host/bin/llvm-profdata" \
  "llvm-profdata-$llvm" "/usr/lib/llvm-$llvm/bin/llvm-profdata" llvm-profdata; do
  if command -v "$candidate" >/dev/null 2>&1 &&
    "$candidate" merge --version 2>/dev/null | grep -q "LLVM version $llvm\."; then
    profdata="$candidate"
    break
  fi
done
if [[ -z "$profdata" ]]; then
  echo "error: llvm-profdata of LLVM $llvm (rustc's) not found; install rustup's llvm-tools" \
    "component (rustup component add llvm-tools) or LLVM $llvm (apt-get install llvm-$llvm)" >&2
  exit 1
fi
echo "llvm-profdata: $profdata"

cargo build --release -q -p rods-bench
gen="$root/target/release/gen-bench-input"

echo "building the instrumented rods-opt"
RUSTFLAGS="-Cprofile-generate=$out/profiles" \
  cargo build --release -q -p rods-opt --target-dir "$out/instrumented"
instrumented="$out/instrumented/release/rods-opt"
# The instrumented proc macros counted their own runs during the build: not rods-opt's.
rm -rf "$out/profiles" "$out/train"
mkdir -p "$out/profiles" "$out/train"
export LLVM_PROFILE_FILE="$out/profiles/%m-%p.profraw"

echo "training on tests/corpus"
while IFS= read -r -d '' file; do
  flags=(--allow-unregistered-dialect --split-input-file)
  [[ "$file" == */gpu-llvm22/* ]] && flags+=(--gpu-dialect=llvm22)
  # Invalid files fail, as they should: what they exercise is the point.
  "$instrumented" "${flags[@]}" "$file" -o /dev/null >/dev/null 2>&1 || true
  if [[ "$file" == */roundtrip/* ]]; then
    "$instrumented" "${flags[@]}" --mlir-print-op-generic "$file" -o /dev/null >/dev/null 2>&1 || true
  fi
done < <(find tests/corpus -name '*.mlir' -print0 | sort -z)

echo "training on generated workloads"
train() { # name, generator arguments..., then `--` and rods-opt's flags
  local name=$1 args=() flags=()
  shift
  while [[ $1 != -- ]]; do args+=("$1"); shift; done
  shift
  flags=("$@")
  [[ -f "$out/train/$name.mlir" ]] || "$gen" "${args[@]}" >"$out/train/$name.mlir"
  "$instrumented" "${flags[@]}" "$out/train/$name.mlir" -o "$out/train/$name.out"
}
train values values --size 4 -- --allow-unregistered-dialect --mlir-print-op-generic
train nested nested --size 4 -- --allow-unregistered-dialect --mlir-print-op-generic
train dialects dialects --size 4 --
train dialects dialects --size 4 -- --mlir-print-op-generic
train debuginfo debuginfo --size 2 -- --mlir-print-debuginfo
train calls calls --size 2 --
train dense dense --size 8 -- --allow-unregistered-dialect
train small small-8 --
train blob blob-8 --
unset LLVM_PROFILE_FILE

"$profdata" merge -o "$out/rods-opt.profdata" "$out"/profiles/*.profraw

echo "building the optimized rods-opt"
RUSTFLAGS="-Cprofile-use=$out/rods-opt.profdata" \
  cargo build --release -q -p rods-opt --target-dir "$out/optimized"
cp "$out/optimized/release/rods-opt" "$out/rods-opt"
# The build must read and print as the release build does.
"$out/rods-opt" examples/gpu.mlir | cmp -s - examples/gpu.mlir.out || {
  echo "error: $out/rods-opt does not print examples/gpu.mlir.out" >&2
  exit 1
}
echo "$out/rods-opt"
