#!/usr/bin/env bash
# Regenerates the expected outputs of the driver cases with mlir-opt-22 (the oracle):
# for each NAME.mlir, runs `mlir-opt-22 $(cat NAME.args) -` with the file on stdin and
# records NAME.stdout, NAME.stderr and NAME.code.
set -euo pipefail
cd "$(dirname "$0")"
for input in *.mlir; do
  name="${input%.mlir}"
  # shellcheck disable=SC2046
  set +e
  mlir-opt-22 $(cat "$name.args") - <"$input" >"$name.stdout" 2>"$name.stderr"
  echo $? >"$name.code"
  set -e
done
