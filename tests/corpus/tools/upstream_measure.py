#!/usr/bin/env python3
"""Measure rods-opt against mlir-opt-22 on a directory of .mlir files (upstream's `mlir/test`).

Every file found under DIR is split at `// -----` lines. For each chunk:

1. `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` reads the chunk; a chunk
   it rejects is not counted further (most are diagnostics tests).
2. That generic text is fed to both `mlir-opt-22` and `rods-opt`, each with
   `--allow-unregistered-dialect --mlir-print-op-generic`, and their stdout is compared byte
   for byte. With --custom, the same generic text is also printed by both without
   `--mlir-print-op-generic` (rods knows only builtin and gpu ops, so this figure is lower).
3. With --direct, rods also reads the chunk itself, as written upstream, and its generic output
   is compared with mlir-opt-22's: this exercises rods' parser on upstream's own spelling
   (affine expressions before simplification, literals, aliases). Most chunks use custom forms
   of ops of dialects rods does not declare; they are counted as such.

A chunk whose generic text names an op, attribute or type of mlir-opt-22's `test` dialect
(`"test.`, `#test.`, `!test.`) is counted apart: rods has no such dialect, so its ops are
unregistered for rods while mlir-opt-22 parses, verifies and prints them as registered ones.

Outcomes: identical, rods rejects (grouped by rods' first error message), rods differs
(grouped by the construct at the first differing byte), rods crashes or hangs (a panic, a
signal or a timeout: always a bug). --show N prints N samples of each group.

usage: upstream_measure.py [--rods PATH] [--oracle PATH] [--timeout S] [--custom]
                           [--direct] [--diagnostics] [--truncate N] [--show N] [--list] DIR
"""
import argparse
import collections
import os
import re
import subprocess
import sys

TEST_DIALECT = re.compile(rb'"test\.|[#!]test[.<]')
# Constructs named by the group of a difference: the last one that opens before the first
# differing byte of the expected line.
CONSTRUCTS = [
    "dense_resource<", "dense<", "sparse<", "array<", "affine_map<", "affine_set<",
    "strided<", "memref<", "tensor<", "vector<", "complex<", "tuple<", "opaque<",
    "loc(", "distinct[", "{-#", "#-}", "dialect_resources", "builtin:", "<{", "({", "^bb",
    "attributes {", "{", "= ", ": (", "-> ",
]
GENERIC_OP = re.compile(r'^\s*(?:%[^=]*= )?"([^"]+)"\(')
UNDECLARED = re.compile(rb"error: (Dialect `[^']*' not found for custom op|custom op '[^']*' is unknown)")
ERR_LOC = re.compile(r"^[^:\n]*:\d+:\d+: ")


def run(cmd, data, timeout):
    try:
        p = subprocess.run(cmd, input=data, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def chunks(path):
    """Splits a file at `// -----` as mlir-opt-22's --split-input-file does: at every `// ---`
    followed by `--` and one more byte that is not `0`; what follows the marker on its line
    belongs to the next chunk."""
    data = open(path, "rb").read()
    pieces = data.split(b"// ---")
    out, prev = [], None
    for piece in pieces:
        if prev is None or not prev:
            prev = piece if prev is None else prev + piece
            continue
        if piece.startswith(b"--") and len(piece) > 2 and piece[2:3] != b"0":
            out.append(prev)
            prev = piece[2:]
        else:
            prev = prev + b"// ---" + piece
    if prev:
        out.append(prev)
    return out


def first_error(stderr):
    for line in stderr.decode("utf-8", "replace").splitlines():
        if ": error: " in line or line.startswith("error: "):
            msg = ERR_LOC.sub("", line)
            # Names and numbers vary within one kind of message; keep the message's shape.
            msg = re.sub(r"'[^']*'", "'…'", msg)
            msg = re.sub(r"`[^`]*`", "`…`", msg)
            msg = re.sub(r"\d+", "N", msg)
            return msg
    return (stderr.decode("utf-8", "replace").strip().splitlines() or ["(no message)"])[0]


def first_line(stderr):
    return (stderr.decode("utf-8", "replace").splitlines() or [""])[0]


def first_difference(want, got):
    wl, gl = want.decode("utf-8", "replace").split("\n"), got.decode("utf-8", "replace").split("\n")
    for i, (w, g) in enumerate(zip(wl, gl)):
        if w != g:
            k = 0
            while k < min(len(w), len(g)) and w[k] == g[k]:
                k += 1
            head = w[:k + 1]
            best, at = None, -1
            for c in CONSTRUCTS:
                j = head.rfind(c)
                if j > at:
                    best, at = c, j
            key = best if best else "(line start)"
            return key, i + 1, w, g
    if len(wl) != len(gl):
        return "(line count)", min(len(wl), len(gl)) + 1, "", ""
    return "(whitespace)", 0, "", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--rods", default=os.path.join(here, "../../../target/release/rods-opt"))
    ap.add_argument("--oracle", default="mlir-opt-22")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--custom", action="store_true")
    ap.add_argument("--direct", action="store_true")
    ap.add_argument("--diagnostics", action="store_true")
    ap.add_argument("--truncate", type=int, default=0, metavar="N")
    ap.add_argument("--show", type=int, default=1)
    ap.add_argument("--list", action="store_true", help="print every chunk's outcome")
    a = ap.parse_args()
    files = sorted(
        os.path.join(d, f) for d, _, fs in os.walk(a.dir) for f in fs if f.endswith(".mlir"))
    gen = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
    cust = ["--allow-unregistered-dialect"]
    stats = collections.Counter()
    groups = {k: collections.defaultdict(list)
              for k in ("main", "test", "custom", "direct", "diagnostics", "truncated")}
    for path in files:
        rel = os.path.relpath(path, a.dir)
        for n, chunk in enumerate(chunks(path)):
            where = "%s#%d" % (rel, n)
            stats["chunks"] += 1
            rc, generic, oracle_err = run([a.oracle] + gen + ["-"], chunk, a.timeout)
            if rc != 0:
                stats["oracle rejects"] += 1
                if a.diagnostics and rc != "timeout":
                    outcome = compare_diagnostics(a, chunk, oracle_err, where, stats, groups)
                    if a.list:
                        print("%-60s %s %s" % (where, "diagnostics", outcome))
                continue
            rc, want, _ = run([a.oracle] + gen + ["-"], generic, a.timeout)
            if rc != 0:
                stats["oracle rejects its own generic output"] += 1
                continue
            kind = "test" if TEST_DIALECT.search(generic) else "main"
            stats[kind + " accepted"] += 1
            outcome = compare(a, gen, generic, want, kind, where, stats, groups)
            if a.custom and kind == "main":
                rc, cwant, _ = run([a.oracle] + cust + ["-"], generic, a.timeout)
                if rc == 0:
                    stats["custom accepted"] += 1
                    compare(a, cust, generic, cwant, "custom", where, stats, groups)
            if a.direct:
                stats["direct accepted"] += 1
                tag = "(test dialect) " if kind == "test" else ""
                compare(a, gen, chunk, generic, "direct", where, stats, groups, tag)
            if a.truncate:
                for cut in cut_points(chunk, a.truncate):
                    prefix = chunk[:cut]
                    rc, _, err = run([a.oracle] + gen + ["-"], prefix, a.timeout)
                    if rc == 0 or rc == "timeout" or b"PLEASE submit" in err:
                        continue  # accepted (a complete prefix), or mlir-opt-22 aborts
                    compare_diagnostics(a, prefix, err, "%s@%d" % (where, cut), stats, groups,
                                        "truncated")
            if a.list:
                print("%-60s %s %s" % (where, kind, outcome))
    report(a, stats, groups)
    return 1 if any(v for k, v in stats.items() if k.endswith(" crash")) else 0


def compare(a, flags, generic, want, kind, where, stats, groups, tag=""):
    rc, got, err = run([a.rods] + flags + ["-"], generic, a.timeout)
    if rc == "timeout" or (isinstance(rc, int) and (rc < 0 or rc == 101)):
        stats[kind + " crash"] += 1
        groups[kind]["CRASH " + str(rc)].append((where, err.decode("utf-8", "replace")[:300], ""))
        return "crash"
    if rc != 0 and kind == "direct" and UNDECLARED.search(err):
        # The chunk spells an op of a dialect rods does not declare in its custom form.
        stats[kind + " needs a dialect"] += 1
        groups[kind]["needs a dialect rods does not declare"].append(
            (where, first_line(err), ""))
        return "needs a dialect"
    if rc != 0:
        stats[kind + " rejects"] += 1
        groups[kind][tag + "rejects: " + first_error(err)].append(
            (where, err.decode("utf-8", "replace").strip()[:300], ""))
        return "rejects"
    if got == want:
        stats[kind + " identical"] += 1
        return "identical"
    stats[kind + " differs"] += 1
    key, line, w, g = first_difference(want, got)
    op = GENERIC_OP.match(g)
    if kind == "custom" and op and not GENERIC_OP.match(w):
        # rods prints an op generically that mlir-opt-22 prints in its custom form: an op of a
        # dialect rods does not declare.
        key = "custom form of '%s' (a dialect rods does not declare)" % op.group(1)
    groups[kind][tag + "differs at " + key].append((where, "line %d\n  want: %s" % (line, w[:240]),
                                               "  got:  " + g[:240]))
    return "differs"


def cut_points(chunk, n):
    """Up to `n` byte offsets inside `chunk` right after a token-ish boundary, spread evenly."""
    delims = b" ,()[]{}<>:=\n\""
    cuts = [i for i in range(1, len(chunk))
            if chunk[i:i + 1] in delims or chunk[i - 1:i] in delims]
    if len(cuts) <= n:
        return cuts
    return [cuts[(k * len(cuts)) // n] for k in range(n)]


def compare_diagnostics(a, chunk, want, where, stats, groups, kind="diagnostics"):
    stats[kind + " accepted"] += 1
    tag = "(test dialect) " if TEST_DIALECT.search(chunk) or b"'test." in want else ""
    rc, _, got = run([a.rods, "--allow-unregistered-dialect", "-"], chunk, a.timeout)
    if rc == "timeout" or (isinstance(rc, int) and (rc < 0 or rc == 101)):
        stats[kind + " crash"] += 1
        groups[kind]["CRASH " + str(rc)].append((where, got.decode("utf-8", "replace")[:300], ""))
        return "crash"
    if got == want:
        stats[kind + " identical"] += 1
        return "identical"
    if rc == 0:
        stats[kind + " rejects"] += 1  # here: rods accepts what mlir-opt-22 rejects
        groups[kind][tag + "rods accepts: " + first_error(want)].append(
            (where, first_line(want), ""))
        return "accepts"
    if UNDECLARED.search(first_line(got).encode()) and first_line(got) != first_line(want):
        stats[kind + " needs a dialect"] += 1
        groups[kind]["needs a dialect rods does not declare"].append((where, first_line(got), ""))
        return "needs a dialect"
    stats[kind + " differs"] += 1
    groups[kind][tag + "differs: " + first_error(want)].append(
        (where, "want: " + want.decode("utf-8", "replace").strip()[:300],
         "got:  " + got.decode("utf-8", "replace").strip()[:300]))
    return "differs"


def report(a, stats, groups):
    print("chunks: %d, rejected by mlir-opt-22: %d" % (stats["chunks"], stats["oracle rejects"]))
    if stats["oracle rejects its own generic output"]:
        print("mlir-opt-22 rejects its own generic output: %d"
              % stats["oracle rejects its own generic output"])
    titles = [("main", "generic form, builtin + unregistered ops"),
              ("test", "generic form, chunks using mlir-opt-22's test dialect"),
              ("custom", "custom form (rods has only builtin and gpu ops)"),
              ("direct", "upstream's text read by rods directly, generic form"),
              ("diagnostics", "diagnostics of the chunks mlir-opt-22 rejects"),
              ("truncated", "diagnostics of accepted chunks cut short")]
    for kind, title in titles:
        acc = stats[kind + " accepted"]
        if not acc:
            continue
        same = stats[kind + " identical"]
        if kind in ("diagnostics", "truncated"):
            print("\n%s: rejected by mlir-opt-22 %d, same stderr %d (%.1f%%), rods accepts %d, "
                  "rods reports otherwise %d, rods crashes or hangs %d"
                  % (title, acc, same, 100.0 * same / acc, stats[kind + " rejects"],
                     stats[kind + " differs"], stats[kind + " crash"]))
        else:
            print("\n%s: accepted by mlir-opt-22 %d, identical %d (%.1f%%), rods rejects %d, "
                  "rods differs %d, rods crashes or hangs %d"
                  % (title, acc, same, 100.0 * same / acc, stats[kind + " rejects"],
                     stats[kind + " differs"], stats[kind + " crash"]))
        if kind in ("direct", "diagnostics", "truncated"):
            print("  (of which %d need a dialect rods does not declare; identical among the "
                  "others: %d of %d)" % (stats[kind + " needs a dialect"], same,
                                         acc - stats[kind + " needs a dialect"]))
        for key, items in sorted(groups[kind].items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print("  %4d  %s" % (len(items), key))
            for where, detail, extra in items[:a.show]:
                print("        %s: %s" % (where, detail.replace("\n", "\n        ")))
                if extra:
                    print("        " + extra)


if __name__ == "__main__":
    sys.exit(main())
