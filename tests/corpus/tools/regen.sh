#!/bin/bash
# Regenerate expected outputs of the corpus with the upstream oracle (mlir-opt-22).
# Run from anywhere; paths in .diag files are relative to the repo root.
set -u
root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
for f in tests/corpus/roundtrip/*.mlir tests/corpus/llvm-dlti/roundtrip/*.mlir tests/corpus/arith/roundtrip/*.mlir tests/corpus/cf/roundtrip/*.mlir tests/corpus/func/roundtrip/*.mlir tests/corpus/memref/roundtrip/*.mlir tests/corpus/scf/roundtrip/*.mlir tests/corpus/vector/roundtrip/*.mlir tests/corpus/ub/roundtrip/*.mlir tests/corpus/gpu-ops/roundtrip/*.mlir tests/corpus/gpu-compute/roundtrip/*.mlir; do
  mlir-opt-22 --allow-unregistered-dialect "$f" > "$f.out" || echo "FAIL $f"
  mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic "$f" > "$f.generic.out.tmp" || echo "FAIL(generic) $f"
  if cmp -s "$f.generic.out.tmp" "$f.out"; then rm "$f.generic.out.tmp"; rm -f "$f.generic.out"; else mv "$f.generic.out.tmp" "$f.generic.out"; fi
  # Optional modes, for the files that have their output (create an empty one to add a file).
  for mode in "local.out:--mlir-print-local-scope" \
              "debuginfo.out:--mlir-print-debuginfo" \
              "debuginfo.generic.out:--mlir-print-debuginfo --mlir-print-op-generic" \
              "debuginfo.local.out:--mlir-print-debuginfo --mlir-print-local-scope"; do
    suffix=${mode%%:*}
    if [[ -f "$f.$suffix" ]]; then
      # shellcheck disable=SC2086
      mlir-opt-22 --allow-unregistered-dialect ${mode#*:} "$f" > "$f.$suffix" || echo "FAIL($suffix) $f"
    fi
  done
done
# Raw stderr, minus the trailing 'expected ... was not produced' block mlir-opt-22 appends.
strip_not_produced() {
  python3 -c '
import sys,re
out=[]
for l in sys.stdin.buffer.read().split(b"\n"):
    if re.search(rb": error: expected (error|note|warning|remark) \".*\" was not produced$", l): break
    out.append(l)
r=b"\n".join(out)
if r and not r.endswith(b"\n"): r+=b"\n"
sys.stdout.buffer.write(r)'
}
for p in tests/corpus/invalid/*.mlir tests/corpus/arith/invalid/*.mlir tests/corpus/cf/invalid/*.mlir tests/corpus/func/invalid/*.mlir tests/corpus/memref/invalid/*.mlir tests/corpus/scf/invalid/*.mlir tests/corpus/vector/invalid/*.mlir tests/corpus/ub/invalid/*.mlir tests/corpus/gpu-ops/invalid/*.mlir tests/corpus/gpu-compute/invalid/*.mlir tests/corpus/llvm-dlti/invalid/*.mlir; do
  a=--allow-unregistered-dialect; case $p in *.noallow.mlir) a=;; esac
  mlir-opt-22 $a --split-input-file --verify-diagnostics "$p" >/dev/null 2>&1 || echo "VERIFY FAIL $p"
  mlir-opt-22 $a --split-input-file "$p" 2>&1 >/dev/null | strip_not_produced > "$p.diag"
  # Optional: the same with --mlir-print-debuginfo (create an empty one to add a file).
  if [[ -f "$p.debuginfo.diag" ]]; then
    mlir-opt-22 $a --split-input-file --mlir-print-debuginfo "$p" 2>&1 >/dev/null |
      strip_not_produced > "$p.debuginfo.diag"
  fi
done
# Passes: tests/corpus/passes/PASS/*.mlir through `mlir-opt-22 --PASS` (strip-debuginfo's with
# --mlir-print-debuginfo, the only change it makes; PASS-debuginfo/ holds inputs of PASS whose
# locations are printed too); passes/pipeline/*.mlir with the arguments its `// ARG: ` lines
# give, one per line.
for f in tests/corpus/passes/*/*.mlir; do
  pass=$(basename "$(dirname "$f")")
  if [[ $pass == pipeline ]]; then
    mapfile -t args < <(sed -n 's,^// ARG: ,,p' "$f")
  else
    base=${pass%-debuginfo}; [[ $base == strip ]] && base=strip-debuginfo
    args=(--$base); [[ $pass == *debuginfo ]] && args+=(--mlir-print-debuginfo)
  fi
  mlir-opt-22 --allow-unregistered-dialect "${args[@]}" "$f" > "$f.out" || echo "FAIL $f"
  mlir-opt-22 --allow-unregistered-dialect "${args[@]}" --mlir-print-op-generic "$f" > "$f.generic.out" || echo "FAIL(generic) $f"
done
