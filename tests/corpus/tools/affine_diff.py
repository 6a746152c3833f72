#!/usr/bin/env python3
"""Differential test of affine maps, integer sets and memref types against mlir-opt-22.

Writes N random `affine_map<...>` / `affine_set<...>` attributes (valid ones and, rarely,
non-affine ones that must be rejected), or with --memref N random memref types (valid and
invalid element types, layouts and memory spaces), one per `// -----` chunk, runs both rods-opt
and mlir-opt-22 with --split-input-file, and compares stdout and stderr byte for byte.

usage: affine_diff.py [--memref] SEED N [RODS_OPT]   (RODS_OPT: target/debug/rods-opt)
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


MEMREF_ELEMENTS = ["f32", "i8", "index", "complex<f32>", "vector<2xf16>", "memref<2xi1>",
                   "memref<*xbf16>", "tensor<2xf32>", "!x.t", "tuple<>", "none", "i1"]
MEMORY_SPACES = ["", ", 0", ", 1", ", 3 : i32", ", 0 : i16", ", \"shared\"", ", {a = 1}",
                 ", false", ", true", ", unit", ", #x.y", ", [1]", ", 2 : index", ", -5"]


def generate_memref(seed, n):
    r = random.Random(seed)

    def dim():
        return r.choice(["?", str(r.randint(0, 16))])

    def stride():
        return r.choice(["?", str(r.randint(-8, 16))])

    chunks = []
    for _ in range(n):
        element, space = r.choice(MEMREF_ELEMENTS), r.choice(MEMORY_SPACES)
        if r.random() < 0.2:
            layout = r.choice(["", "", ", strided<[1]>"])
            chunks.append('"x.op"() : () -> memref<*x%s%s%s>\n' % (element, layout, space))
            continue
        rank = r.randint(0, 3)
        # One layout in ten is for another rank: an error for both tools.
        nd = rank if r.random() < 0.9 else r.randint(0, 3)
        kind = r.choice(["", "strided", "map", "identity"])
        dims = ", ".join("d%d" % j for j in range(nd))
        if kind == "strided":
            offset = r.choice(["", ", offset: " + stride()])
            layout = ", strided<[%s]%s>" % (", ".join(stride() for _ in range(nd)), offset)
        elif kind == "map":
            results = ", ".join("d%d + %d" % (r.randrange(nd), r.randint(0, 3))
                                for _ in range(r.randint(0, 2))) if nd else ""
            layout = ", affine_map<(%s) -> (%s)>" % (dims, results)
        elif kind == "identity":
            layout = ", affine_map<(%s) -> (%s)>" % (dims, dims)
        else:
            layout = ""
        shape = "".join(dim() + "x" for _ in range(rank))
        chunks.append('"x.op"() : () -> memref<%s%s%s%s>\n' % (shape, element, layout, space))
    return "// -----\n".join(chunks)


def main():
    args = sys.argv[1:]
    memref = args[:1] == ["--memref"]
    if memref:
        args = args[1:]
    seed, n = int(args[0]), int(args[1])
    rods = args[2] if len(args) > 2 else "target/debug/rods-opt"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(generate_memref(seed, n) if memref else generate(seed, n))
    args = ["--allow-unregistered-dialect", "--split-input-file", f.name]
    a = subprocess.run([rods] + args, capture_output=True)
    b = subprocess.run(["mlir-opt-22"] + args, capture_output=True)
    same = a.stdout == b.stdout and a.stderr == b.stderr
    print("seed %d: %s (%s)" % (seed, "same" if same else "DIFFERENT", f.name))
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
