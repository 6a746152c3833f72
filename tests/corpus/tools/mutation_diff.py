#!/usr/bin/env python3
"""Differential test of rods-opt against mlir-opt-22 on mutated round-trip inputs.

Takes N random files of the corpus's `roundtrip/` directories (not the seed flavour's `gpu/`,
whose `#gpu.object` mlir-opt-22 reads differently, nor the test dialect's), changes one token of
each (deletes, duplicates or replaces it, swaps it with the next one, or inserts a common token
before it), runs both tools with --allow-unregistered-dialect --split-input-file, and compares
the first error (message and location), or the printed output when both accept the input.
Prints the mismatches grouped by their pair of messages, one example of each kept under
`OUT/` (default /tmp/mutation_diff), most frequent first.

With --invalid it takes the files of the `invalid/` directories instead and compares every
error each tool reports (message and location; their `expected-*` comments are left alone and
not checked), since each `// -----` chunk of such a file fails on its own. With --generic it
takes the round-trip files' generic prints (`roundtrip/*.generic.out`, as mlir-opt-22 wrote
them): the paths that read generic ops as printed (result names, operands, dictionaries, the
function type) from the bytes.

usage: mutation_diff.py [--invalid | --generic] SEED N [RODS_OPT [OUT]]
       (RODS_OPT: target/release/rods-opt)
"""
import collections
import glob
import os
import random
import re
import subprocess
import sys

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TOKEN = re.compile(r'%[\w.$#]+|\^[\w.$]+|@[\w.$]+|"(?:[^"\\]|\\.)*"|[A-Za-z_][\w.$-]*'
                   r'|\d[\w.+-]*|->|::|\.\.\.|\S')
INSERTED = ['(', ')', '<', '>', '[', ']', '{', '}', ',', ':', '=', '-', '->', '%0', '^bb0',
            '@x', '"s"', '1', 'i32', '#a', '!t', '?', 'x', '...']


def outcome(cmd, path, every_error=False):
    """The first error line (the file name replaced by F; with `every_error`, all of them),
    `OK` and a hash of the output, a timeout, or a crash."""
    try:
        r = subprocess.run(cmd + [path], capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        return 'TIMEOUT'
    err = r.stderr.decode('utf-8', 'replace')
    if r.returncode == 0 and not err.strip():
        return 'OK %x' % hash(r.stdout)
    errors = [line.replace(path, 'F') for line in err.split('\n')
              if ': error: ' in line and 'was not produced' not in line]
    if errors:
        return ' | '.join(errors) if every_error else errors[0]
    if r.returncode < 0 or 'panicked' in err or 'Stack dump' in err:
        return 'CRASH rc=%d' % r.returncode
    return 'rc=%d' % r.returncode


def mutate(rng, text):
    """`text` with one token (outside comments) changed, and a description; None if none."""
    tokens = []
    for m in TOKEN.finditer(text):
        line_start = text.rfind('\n', 0, m.start()) + 1
        if not text[line_start:m.start()].lstrip().startswith('//'):
            tokens.append(m)
    if len(tokens) < 2:
        return None
    i = rng.randrange(len(tokens) - 1)
    m, n = tokens[i], tokens[i + 1]
    kind = rng.choice(['del', 'dup', 'swap', 'repl', 'ins'])
    before, after = text[:m.start()], text[m.end():]
    if kind == 'del':
        new = before + after
    elif kind == 'dup':
        new = before + m.group(0) + ' ' + m.group(0) + after
    elif kind == 'repl':
        new = before + rng.choice(tokens).group(0) + after
    elif kind == 'ins':
        new = before + rng.choice(INSERTED) + ' ' + m.group(0) + after
    else:
        new = (before + n.group(0) + text[m.end():n.start()] + m.group(0) + text[n.end():])
    return new, '%s %r' % (kind, m.group(0))


def main():
    args = sys.argv[1:]
    invalid = '--invalid' in args
    generic = '--generic' in args
    args = [a for a in args if a not in ('--invalid', '--generic')]
    seed, count = int(args[0]), int(args[1])
    rods = args[2] if len(args) > 2 else 'target/release/rods-opt'
    out_dir = args[3] if len(args) > 3 else '/tmp/mutation_diff'
    os.makedirs(out_dir, exist_ok=True)
    pattern = ('**/invalid/*.mlir' if invalid else
               '**/roundtrip/*.generic.out' if generic else '**/roundtrip/*.mlir')
    files = sorted(f for f in glob.glob(os.path.join(CORPUS, pattern), recursive=True)
                   if '/gpu/' not in f and '/testdialect/' not in f)
    rng = random.Random(seed)
    groups = collections.defaultdict(list)
    input_path = os.path.join(out_dir, 'input.mlir')
    for i in range(count):
        source = rng.choice(files)
        mutated = mutate(rng, open(source, encoding='utf-8').read())
        if mutated is None:
            continue
        text, what = mutated
        with open(input_path, 'w', encoding='utf-8') as f:
            f.write(text)
        flavour = ['--gpu-dialect', 'llvm22'] if 'llvm22' in source else []
        flags = ['--split-input-file']
        if not source.endswith('.noallow.mlir'):
            flags.insert(0, '--allow-unregistered-dialect')
        a = outcome(['mlir-opt-22'] + flags, input_path, invalid)
        b = outcome([rods] + flags + flavour, input_path, invalid)
        # mlir-opt-22 crashing, or failing without an error line, is not rods' to match.
        if a == b or a.startswith('CRASH') or a.startswith('rc='):
            continue
        key = tuple(re.sub(r'F:\d+:\d+: ', '', x)[:100] for x in (a, b))
        example = os.path.join(out_dir, 'case-%d.mlir' % i)
        if not groups[key]:
            with open(example, 'w', encoding='utf-8') as f:
                f.write(text)
        groups[key].append((os.path.relpath(source, CORPUS), what, a, b, example))
    for (a, b), cases in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        source, what, first_a, first_b, example = cases[0]
        print('%d  mlir-opt-22: %s\n   rods-opt:    %s' % (len(cases), a, b))
        print('   e.g. %s, %s: %s\n     %s\n     %s' % (source, what, example, first_a, first_b))
    print('%d mismatches in %d inputs' % (sum(len(c) for c in groups.values()), count))


if __name__ == '__main__':
    main()
