#!/usr/bin/env bash
# Regenerates the expected outputs of the driver cases with mlir-opt-22 (the oracle):
# for each NAME.mlir, runs `mlir-opt-22 ARGS -` with the file on stdin and records
# NAME.stdout, NAME.stderr and NAME.code. ARGS: the words of the first line of NAME.args, then
# each further line as one argument.
set -euo pipefail
cd "$(dirname "$0")"
for input in *.mlir; do
  name="${input%.mlir}"
  set +e
  mapfile -t lines <"$name.args"
  read -ra args <<<"${lines[0]:-}"
  args+=("${lines[@]:1}")
  mlir-opt-22 "${args[@]}" - <"$input" >"$name.stdout" 2>"$name.stderr"
  echo $? >"$name.code"
  set -e
done
