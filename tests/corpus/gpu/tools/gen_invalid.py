# Regenerates ../invalid/* from inv_cases.py and checks each file with
# mlir-opt-22 --split-input-file --verify-diagnostics (recorded in ../invalid/DIFFERENCES.md).
import sys, os, subprocess
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from inv_cases import FILES, RAW
OUT = os.path.join(HERE, '..', 'invalid')
os.makedirs(OUT, exist_ok=True)
def hdr(text):
    return '\n'.join('// ' + l if l else '//' for l in text.split('\n')) + '\n'
rows = []
total = 0
for name, status, header, cases in FILES:
    s = hdr(header)
    s += '// Upstream mlir-opt-22: ' + status + '\n'
    if cases is None:
        s += RAW[name]
        total += RAW[name].count('// -----') + 1
    else:
        chunks = []
        for c in cases:
            comments, errs, code = c
            t = ''.join('// %s\n' % y for x in comments for y in x.split('\n'))
            n = len(errs)
            for i, (k, msg) in enumerate(errs):
                t += '// expected-%s @+%d {{%s}}\n' % (k, n - i, msg)
            t += code + '\n'
            chunks.append(t)
        total += len(chunks)
        out = ''
        for j, (c, t) in enumerate(zip(cases, chunks)):
            out += t
            if j + 1 < len(chunks):
                # a chunk whose op ends at end of input gets its error at the chunk's last line
                out += ('' if c[2].rstrip().endswith(('@b', '>>')) else '\n') + '// -----\n\n'
        s += '\n' + out
    # keep the EOF case's op as last line of its chunk
    fn = os.path.join(OUT, name + '.mlir')
    open(fn, 'w').write(s)
    r = subprocess.run(['mlir-opt-22', '--split-input-file', '--verify-diagnostics', fn], capture_output=True, text=True, cwd=os.path.join(HERE, '..', '..', '..', '..'))
    ok = r.returncode == 0
    print(name, 'PASS' if ok else 'FAIL', status[:4])
    if not ok and status == 'same':
        print(r.stderr)
    rows.append((name + '.mlir', status, ok))
print('total cases', total)
with open(os.path.join(OUT, 'DIFFERENCES.md'), 'w') as f:
    f.write('''# gpu invalid corpus: rods (seed semantics) vs mlir-opt-22

Every file must pass `rods-opt --split-input-file --verify-diagnostics FILE`.
Column `upstream`: `same` = the file also passes `mlir-opt-22 --split-input-file --verify-diagnostics`
unchanged (the differential test runs it); otherwise `seed-only` / `rods-only` and why
(those files are checked against rods only). Line numbers only are checked (not columns).

| file | upstream | mlir-opt-22 passes |
|------|----------|--------------------|
''')
    for n, st, ok in rows:
        f.write('| %s | %s | %s |\n' % (n, st.replace('|', '\\|'), 'yes' if ok else 'no'))
