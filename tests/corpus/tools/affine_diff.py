#!/usr/bin/env python3
"""Differential test of affine maps and integer sets against mlir-opt-22.

Writes N random `affine_map<...>` / `affine_set<...>` attributes (valid ones and, rarely,
non-affine ones that must be rejected) one per `// -----` chunk, runs both rods-opt and
mlir-opt-22 with --split-input-file, and compares stdout and stderr byte for byte.

usage: affine_diff.py SEED N [RODS_OPT]   (RODS_OPT defaults to target/debug/rods-opt)
"""
import random
import subprocess
import sys
import tempfile


def leaf(r, nd, ns, allow_dim):
    x = r.random()
    if x < 0.4 and allow_dim and nd:
        return "d%d" % r.randrange(nd)
    if x < 0.7 and ns:
        return "s%d" % r.randrange(ns)
    return str(r.choice([0, 1, 2, 3, 4, -1, -2, 8, 16, 64, 128, 7, -7,
                         r.randint(-1000, 1000), 9223372036854775807]))


def expr(r, d, nd, ns, symbolic=False):
    if d == 0 or r.random() < 0.25:
        return leaf(r, nd, ns, not symbolic)
    op = r.choice(["+", "-", "*", "floordiv", "ceildiv", "mod", "neg", "paren", "+", "*"])
    if op == "neg":
        return "-" + expr(r, d - 1, nd, ns, symbolic)
    if op == "paren":
        return "(" + expr(r, d - 1, nd, ns, symbolic) + ")"
    if op in ("+", "-"):
        return "%s %s %s" % (expr(r, d - 1, nd, ns, symbolic), op, expr(r, d - 1, nd, ns, symbolic))
    # One operand in 30 is not symbolic where it must be: an error for both tools.
    sym = r.random() < 0.97
    if op == "*":
        a, b = expr(r, d - 1, nd, ns, symbolic), expr(r, d - 1, nd, ns, sym)
        return "(%s) * (%s)" % ((a, b) if r.random() < 0.5 else (b, a))
    return "(%s) %s (%s)" % (expr(r, d - 1, nd, ns, symbolic), op, expr(r, d - 1, nd, ns, sym))


def generate(seed, n):
    r = random.Random(seed)
    chunks = []
    for _ in range(n):
        nd, ns = r.randint(0, 3), r.randint(0, 2)
        head = "(%s)" % ", ".join("d%d" % j for j in range(nd))
        if ns or r.random() < 0.1:
            head += "[%s]" % ", ".join("s%d" % j for j in range(ns))
        k = r.randint(1, 3)
        if r.random() < 0.8:
            body = ", ".join(expr(r, r.randint(1, 5), nd, ns) for _ in range(k))
            a = "affine_map<%s -> (%s)>" % (head, body)
        else:
            cs = ["%s %s %s" % (expr(r, r.randint(0, 3), nd, ns), r.choice([">=", "<=", "=="]),
                                expr(r, r.randint(0, 2), nd, ns)) for _ in range(k)]
            a = "affine_set<%s : (%s)>" % (head, ", ".join(cs))
        chunks.append('"x.op"() {a = %s} : () -> ()\n' % a)
    return "// -----\n".join(chunks)


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    rods = sys.argv[3] if len(sys.argv) > 3 else "target/debug/rods-opt"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(generate(seed, n))
    args = ["--allow-unregistered-dialect", "--split-input-file", f.name]
    a = subprocess.run([rods] + args, capture_output=True)
    b = subprocess.run(["mlir-opt-22"] + args, capture_output=True)
    same = a.stdout == b.stdout and a.stderr == b.stderr
    print("seed %d: %s (%s)" % (seed, "same" if same else "DIFFERENT", f.name))
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
