//! Shared helpers for the rods benchmarks: a generator of large, realistic modules made of
//! unregistered ops with string payloads (what `gpu.binary` objects look like in bulk), used
//! by the criterion benchmark and by `compare.sh` (through the `gen-bench-input` binary); the
//! two `gpu.binary` workloads of `compare.sh` (`small`, `blob`), in the gpu dialect's custom form
//! or as the equivalent unregistered ops; and the value-heavy workloads (`values`, `nested`):
//! functions of unregistered ops in generic form with SSA values, blocks, regions and types;
//! and the custom-form workload of registered dialects ([`dialects`]).

use std::fmt::Write;

pub mod block;
pub mod calls;
pub mod dialects;

pub use block::generate_block_module;
pub use calls::generate_calls_module;
pub use dialects::{generate_debuginfo_module, generate_dialects_module};

/// A module of about `target_bytes` bytes: blocks of unregistered ops carrying string
/// payloads (with escapes), integers, arrays, dictionaries, SSA values and nested regions.
pub fn generate_module(target_bytes: usize) -> String {
    let mut s = String::with_capacity(target_bytes + 4096);
    s.push_str("module attributes {x.version = 3 : i64} {\n");
    let mut i = 0usize;
    while s.len() < target_bytes {
        let payload = payload(i);
        let _ = write!(
            s,
            "  \"x.object\"() {{data = \"{payload}\", format = \"bin\", index = {i} : i64, \
             sym_name = \"obj{i}\"}} : () -> ()\n\
             \x20 %{i} = \"x.def\"() {{tags = [1, 2, 3], props = {{a = \"b\", c = 4.5 : f32}}}} : () -> i32\n\
             \x20 \"x.region\"(%{i}) ({{\n\
             \x20 ^bb0(%arg0: i32):\n\
             \x20   \"x.use\"(%arg0, %{i}) : (i32, i32) -> ()\n\
             \x20 }}) : (i32) -> ()\n"
        );
        i += 1;
    }
    s.push_str("}\n");
    s
}

/// A deterministic 256-byte string body with a few escapes, different for each `i`.
fn payload(i: usize) -> String {
    let mut p = String::with_capacity(300);
    let mut rng = Rng::new((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    for k in 0..256 {
        let x = rng.next_u64();
        if k % 64 == 63 {
            p.push_str("\\0A");
        } else {
            p.push(char::from(b'a' + (x % 26) as u8));
        }
    }
    p
}

/// The two workloads of `compare.sh` (`gpu.binary` ops carrying device binaries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// 100,000 ops, each with two objects of 64 random bytes (about 39 MB).
    Small,
    /// 20 ops, each with one object of 1 MiB of random bytes (about 48 MB).
    Blob,
}

impl Workload {
    /// `small` or `blob`, or `small-MB` / `blob-MB` (the same ops, about MB megabytes of them:
    /// the second value).
    pub fn from_name(name: &str) -> Option<(Workload, Option<usize>)> {
        let (base, mb) = match name.split_once('-') {
            Some((base, mb)) => (base, Some(mb.parse().ok().filter(|&mb| mb > 0)?)),
            None => (name, None),
        };
        match base {
            "small" => Some((Workload::Small, mb)),
            "blob" => Some((Workload::Blob, mb)),
            _ => None,
        }
    }

    /// How many ops make about `bytes` bytes: a random payload byte is escaped to 2.27 bytes on
    /// average (93 printable bytes of 256 stay one byte, the rest become `\XX`), plus about 48
    /// bytes of syntax per object and 20 per op. At least one op.
    pub fn ops_for_bytes(self, bytes: usize) -> usize {
        let (_, objects, payload) = self.shape();
        let per_op = objects * (payload * 227 / 100 + 48) + 20;
        bytes.div_ceil(per_op).max(1)
    }

    /// The number of ops, objects per op and payload bytes per object.
    pub fn shape(self) -> (usize, usize, usize) {
        match self {
            Workload::Small => (100_000, 2, 64),
            Workload::Blob => (20, 1, 1 << 20),
        }
    }
}

/// How the ops are spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The custom form of the registered gpu dialect:
    /// `gpu.binary @b0 [#gpu.object<#nvvm.target, "…">, #gpu.object<#nvvm.target<chip = "sm_90">, "…">]`.
    Gpu,
    /// The same shape with unregistered ops and attributes (needs
    /// `--allow-unregistered-dialect`): `"x.binary"() <{objects = [[#x.target, "…"],
    /// [#x.target<chip = "sm_90">, "…"]], sym_name = "b0"}> : () -> ()`. Payloads go through
    /// the same string unescape / escape paths as `#gpu.object`'s.
    Unregistered,
}

/// A deterministic PRNG (xorshift64*), so that every run generates the same file.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Fills `out` with random bytes.
    pub fn fill(&mut self, out: &mut [u8]) {
        for chunk in out.chunks_mut(8) {
            let w = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&w[..chunk.len()]);
        }
    }
}

/// Appends `bytes` escaped exactly as `llvm::printEscapedString` (and so `mlir-opt`) prints a
/// string: printable ASCII other than `"` and `\` as is, `\` as `\\`, every other byte as `\XX`
/// (uppercase hex). Written independently of rods' printer so that it can check it.
pub fn escape_like_mlir(out: &mut Vec<u8>, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in bytes {
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c);
        } else {
            out.extend_from_slice(&[b'\\', HEX[usize::from(c >> 4)], HEX[usize::from(c & 15)]]);
        }
    }
}

/// The workload's module in canonical form (rods-opt prints it back byte for byte; mlir-opt-22
/// prints the gpu form with two spaces after the symbol). `ops` overrides the op count (for
/// smaller criterion inputs).
pub fn generate_gpu_module(workload: Workload, form: Form, ops: Option<usize>) -> Vec<u8> {
    let (default_ops, objects, payload) = workload.shape();
    let ops = ops.unwrap_or(default_ops);
    let mut rng = Rng::new(0x5EED_0000_0000_0005);
    let mut buf = vec![0u8; payload];
    let mut out = Vec::with_capacity(ops * objects * (payload * 23 / 10 + 48) + 64);
    out.extend_from_slice(b"module {\n");
    for i in 0..ops {
        match form {
            Form::Gpu => {
                let _ = write!(Adapter(&mut out), "  gpu.binary @b{i} [");
            }
            Form::Unregistered => out.extend_from_slice(b"  \"x.binary\"() <{objects = ["),
        }
        for k in 0..objects {
            if k > 0 {
                out.extend_from_slice(b", ");
            }
            let target: &[u8] = match (form, k % 2) {
                (Form::Gpu, 0) => b"#gpu.object<#nvvm.target, \"",
                (Form::Gpu, _) => b"#gpu.object<#nvvm.target<chip = \"sm_90\">, \"",
                (Form::Unregistered, 0) => b"[#x.target, \"",
                (Form::Unregistered, _) => b"[#x.target<chip = \"sm_90\">, \"",
            };
            out.extend_from_slice(target);
            rng.fill(&mut buf);
            escape_like_mlir(&mut out, &buf);
            out.extend_from_slice(match form {
                Form::Gpu => b"\">",
                Form::Unregistered => b"\"]",
            });
        }
        match form {
            Form::Gpu => out.extend_from_slice(b"]\n"),
            Form::Unregistered => {
                let _ = writeln!(Adapter(&mut out), "], sym_name = \"b{i}\"}}> : () -> ()");
            }
        }
    }
    // mlir-opt ends its output with an empty line.
    out.extend_from_slice(b"}\n\n");
    out
}

/// The builtin types the value-heavy workloads give their values.
const TYPES: [&str; 6] = [
    "i32",
    "i64",
    "f32",
    "index",
    "tensor<4x?xf32>",
    "vector<8xi16>",
];

/// The deepest nesting [`generate_values_module`] takes: it recurses once per level, on the
/// main thread's stack. (mlir-opt-22 overflows its stack between 2,000 and 5,000 levels; rods
/// reads up to its maximum region nesting depth, 10,000.)
pub const MAX_DEPTH: usize = 4096;

/// The shape of a value-heavy module of unregistered ops in generic form (see
/// [`generate_values_module`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValuesShape {
    /// Ops in a function's two blocks, on average.
    pub body_ops: usize,
    /// Levels of regions nested in each function (one region op per level), at most
    /// [`MAX_DEPTH`].
    pub depth: usize,
    /// Ops in each nested region besides the next level's region op and the terminator.
    pub level_ops: usize,
}

impl ValuesShape {
    /// Functions of about 100 ops with one nested region op of 8 ops (the `values` workloads).
    pub const VALUES: ValuesShape = ValuesShape {
        body_ops: 100,
        depth: 1,
        level_ops: 8,
    };

    /// Functions of about 8 ops holding a chain of regions nested `depth` deep, 4 ops a level
    /// (the `nested` workloads).
    pub fn nested(depth: usize) -> ValuesShape {
        ValuesShape {
            body_ops: 8,
            depth,
            level_ops: 4,
        }
    }
}

/// The named value-heavy workloads of `compare.sh`: `values` (18 MB), `values-xl` (200 MB),
/// `values-MB` (MB megabytes), `nested` (regions nested 64 deep, 18 MB) and `nested-D` (D deep,
/// 18 MB; D at most [`MAX_DEPTH`]). Returns the shape and the target size in bytes.
pub fn values_workload(name: &str) -> Option<(ValuesShape, usize)> {
    const MB: usize = 1_000_000;
    let size = |mb: &str| mb.parse::<usize>().ok().filter(|&n| n > 0).map(|n| n * MB);
    match name {
        "values" => Some((ValuesShape::VALUES, 18 * MB)),
        "values-xl" => Some((ValuesShape::VALUES, 200 * MB)),
        "nested" => Some((ValuesShape::nested(64), 18 * MB)),
        _ => {
            if let Some(mb) = name.strip_prefix("values-") {
                Some((ValuesShape::VALUES, size(mb)?))
            } else {
                let depth = name.strip_prefix("nested-")?.parse::<usize>().ok()?;
                if depth > MAX_DEPTH {
                    return None;
                }
                Some((ValuesShape::nested(depth), 18 * MB))
            }
        }
    }
}

/// A value of a generated function: a block argument or an op result, numbered within its
/// region level in MLIR's numbering order.
#[derive(Clone, Copy, Debug)]
struct Val {
    level: usize,
    /// An entry block argument (`%argN`) rather than a value (`%N`).
    arg: bool,
    /// Its number among the level's arguments or values.
    local: u32,
    /// The result number of a multi-result op (`%N#k`).
    sub: Option<u32>,
    ty: usize,
}

/// A generated op; operands and results index the function's values.
#[derive(Debug)]
struct GenOp {
    name: &'static str,
    operands: Vec<usize>,
    results: Vec<usize>,
    /// Branches to the function's second block.
    branch: bool,
    props: Option<String>,
    region: Option<GenRegion>,
    attrs: Option<String>,
}

impl GenOp {
    /// An op without results, properties, attributes or regions (a block's last op).
    fn terminator(name: &'static str, operands: Vec<usize>, branch: bool) -> GenOp {
        GenOp {
            name,
            operands,
            results: Vec::new(),
            branch,
            props: None,
            region: None,
            attrs: None,
        }
    }
}

#[derive(Debug, Default)]
struct GenBlock {
    args: Vec<usize>,
    ops: Vec<GenOp>,
}

#[derive(Debug, Default)]
struct GenRegion {
    blocks: Vec<GenBlock>,
}

/// One function of a value-heavy module, before it is named and printed.
#[derive(Debug)]
struct GenFunc {
    vals: Vec<Val>,
    /// Per region level: (arguments, values) it numbers.
    counts: Vec<(u32, u32)>,
    body: GenRegion,
}

impl GenFunc {
    /// The arguments and values it numbers in all.
    fn totals(&self) -> (u32, u32) {
        self.counts
            .iter()
            .fold((0, 0), |(a, v), (x, y)| (a + x, v + y))
    }
}

/// Builds a [`GenFunc`]: `visible` holds the values that dominate the point being generated.
struct FuncBuilder<'a> {
    rng: &'a mut Rng,
    shape: ValuesShape,
    vals: Vec<Val>,
    counts: Vec<(u32, u32)>,
    visible: Vec<usize>,
}

const OP_NAMES: [&str; 8] = [
    "x.add", "x.cast", "x.cmp", "x.const", "x.load", "x.mul", "x.select", "x.store",
];

impl FuncBuilder<'_> {
    fn below(&mut self, n: usize) -> usize {
        (self.rng.next_u64() % n as u64) as usize
    }

    fn new_val(&mut self, level: usize, arg: bool, sub: Option<u32>, ty: usize) -> usize {
        let c = &mut self.counts[level];
        let counter = if arg { &mut c.0 } else { &mut c.1 };
        // The results of one op share its number.
        if sub.is_none_or(|k| k == 0) {
            *counter += 1;
        }
        let local = *counter - 1;
        self.vals.push(Val {
            level,
            arg,
            local,
            sub,
            ty,
        });
        self.vals.len() - 1
    }

    /// A visible value, most often one of the last few defined.
    fn pick(&mut self) -> usize {
        let n = self.visible.len();
        let i = if self.below(2) == 0 {
            n - 1 - self.below(n.min(8))
        } else {
            self.below(n)
        };
        self.visible[i]
    }

    fn operands(&mut self, max: usize) -> Vec<usize> {
        let n = self.below(max + 1);
        (0..n).map(|_| self.pick()).collect()
    }

    /// Results of a new op at `level` (none, one, or two of the same op), made visible.
    fn results(&mut self, level: usize, count: usize) -> Vec<usize> {
        let results: Vec<usize> = (0..count)
            .map(|k| {
                let ty = self.below(TYPES.len());
                let sub = (count > 1).then_some(k as u32);
                self.new_val(level, false, sub, ty)
            })
            .collect();
        self.visible.extend(&results);
        results
    }

    /// An attribute dictionary body, keys in MLIR's sorted order.
    fn attrs(&mut self) -> String {
        let mut s = String::new();
        let sep = |s: &mut String| {
            if !s.is_empty() {
                s.push_str(", ");
            }
        };
        loop {
            for key in 0..9 {
                if self.below(3) != 0 {
                    continue;
                }
                sep(&mut s);
                let r = self.rng.next_u64();
                let _ = match key {
                    0 => write!(s, "count = {} : i64", r % 2000),
                    1 => write!(
                        s,
                        "dims = array<i64: {}, {}, {}>",
                        r % 7,
                        r % 11 + 7,
                        r % 13
                    ),
                    2 => write!(s, "flag"),
                    3 => write!(s, "kind = \"{}\"", OP_NAMES[(r % 8) as usize]),
                    4 => write!(s, "name = \"v{}\"", r % 100_000),
                    5 => write!(
                        s,
                        "opts = {{a = {} : i64, b = {}}}",
                        r % 50,
                        r.is_multiple_of(2)
                    ),
                    6 => write!(s, "ratio = {}.500000e+00 : f32", r % 9 + 1),
                    7 => write!(s, "shape = [{}, {}, 16]", r % 4 + 1, r % 8 + 1),
                    _ => write!(s, "ty = {}", TYPES[(r % 6) as usize]),
                };
            }
            if !s.is_empty() {
                return s;
            }
        }
    }

    fn plain_op(&mut self, level: usize) -> GenOp {
        let name = OP_NAMES[self.below(OP_NAMES.len())];
        let operands = if name == "x.const" {
            Vec::new()
        } else {
            self.operands(3)
        };
        let count = match self.below(10) {
            0 => 0,
            1 => 2,
            _ => 1,
        };
        let results = self.results(level, count);
        let props = (self.below(10) == 0).then(|| format!("value = {} : i32", self.below(256)));
        let attrs = (self.below(10) < 3).then(|| self.attrs());
        GenOp {
            name,
            operands,
            results,
            branch: false,
            props,
            region: None,
            attrs,
        }
    }

    /// A region op whose region is at `level` (> 0), holding the next level if any.
    fn region_op(&mut self, level: usize) -> GenOp {
        let mut operands = self.operands(2);
        if operands.is_empty() {
            operands.push(self.pick());
        }
        let mark = self.visible.len();
        let mut entry = GenBlock::default();
        for _ in 0..1 + self.below(2) {
            let ty = self.below(TYPES.len());
            let a = self.new_val(level, true, None, ty);
            entry.args.push(a);
            self.visible.push(a);
        }
        let ops = self.shape.level_ops;
        let inner = (level < self.shape.depth).then(|| self.below(ops + 1));
        for k in 0..=ops {
            if inner == Some(k) {
                let op = self.region_op(level + 1);
                entry.ops.push(op);
            }
            if k < ops {
                let op = self.plain_op(level);
                entry.ops.push(op);
            }
        }
        let yielded = vec![self.pick()];
        entry.ops.push(GenOp::terminator("x.yield", yielded, false));
        self.visible.truncate(mark);
        let results = self.results(level - 1, 1);
        GenOp {
            name: "x.scope",
            operands,
            results,
            branch: false,
            props: None,
            region: Some(GenRegion {
                blocks: vec![entry],
            }),
            attrs: None,
        }
    }

    /// The function's body: an entry block ending in a branch with successor operands to a
    /// second block with arguments; a region op somewhere in the entry block.
    fn body(&mut self) -> GenRegion {
        let mut entry = GenBlock::default();
        for _ in 0..1 + self.below(4) {
            let ty = self.below(TYPES.len());
            let a = self.new_val(0, true, None, ty);
            entry.args.push(a);
            self.visible.push(a);
        }
        let n = self.shape.body_ops / 2 + self.below(self.shape.body_ops + 1);
        let n0 = (n * 3 / 5).max(1);
        let region_at = (self.shape.depth > 0).then(|| self.below(n0));
        for k in 0..n0 {
            let op = if region_at == Some(k) {
                self.region_op(1)
            } else {
                self.plain_op(0)
            };
            entry.ops.push(op);
        }
        let forwarded: Vec<usize> = (0..1 + self.below(3)).map(|_| self.pick()).collect();
        let mut second = GenBlock::default();
        for &v in &forwarded {
            let a = self.new_val(0, false, None, self.vals[v].ty);
            second.args.push(a);
        }
        entry.ops.push(GenOp::terminator("x.br", forwarded, true));
        self.visible.extend(&second.args);
        for _ in n0..n {
            let op = self.plain_op(0);
            second.ops.push(op);
        }
        let returned = vec![self.pick()];
        second
            .ops
            .push(GenOp::terminator("x.return", returned, false));
        GenRegion {
            blocks: vec![entry, second],
        }
    }
}

fn gen_func(seed: u64, index: usize, shape: ValuesShape) -> GenFunc {
    let mut rng = Rng::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut b = FuncBuilder {
        rng: &mut rng,
        shape,
        vals: Vec::new(),
        counts: vec![(0, 0); shape.depth + 1],
        visible: Vec::new(),
    };
    let body = b.body();
    GenFunc {
        vals: b.vals,
        counts: b.counts,
        body,
    }
}

/// Prints a [`GenFunc`] as mlir-opt's generic form names it: `bases` are the first argument
/// and value numbers of each region level.
struct FuncPrinter<'a> {
    func: &'a GenFunc,
    bases: Vec<(u32, u32)>,
    out: &'a mut Vec<u8>,
}

impl FuncPrinter<'_> {
    fn name(&mut self, v: usize) {
        let val = self.func.vals[v];
        let (a, b) = self.bases[val.level];
        let _ = if val.arg {
            write!(Adapter(self.out), "%arg{}", a + val.local)
        } else {
            write!(Adapter(self.out), "%{}", b + val.local)
        };
        if let Some(k) = val.sub {
            let _ = write!(Adapter(self.out), "#{k}");
        }
    }

    fn types(&mut self, vals: &[usize]) {
        for (i, &v) in vals.iter().enumerate() {
            if i > 0 {
                self.out.extend_from_slice(b", ");
            }
            let ty = TYPES[self.func.vals[v].ty];
            self.out.extend_from_slice(ty.as_bytes());
        }
    }

    fn indent(&mut self, n: usize) {
        self.out.resize(self.out.len() + n, b' ');
    }

    /// A block's label line, with its arguments and, after the entry block, its predecessor.
    fn label(&mut self, index: usize, args: &[usize], indent: usize) {
        self.indent(indent);
        let _ = write!(Adapter(self.out), "^bb{index}(");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                self.out.extend_from_slice(b", ");
            }
            self.name(a);
            self.out.extend_from_slice(b": ");
            self.out
                .extend_from_slice(TYPES[self.func.vals[a].ty].as_bytes());
        }
        self.out.extend_from_slice(b"):");
        if index > 0 {
            self.out.extend_from_slice(b"  // pred: ^bb0");
        }
        self.out.push(b'\n');
    }

    /// A region's blocks, the ops at `indent` spaces, and the closing `})`.
    fn region(&mut self, region: &GenRegion, indent: usize) {
        self.out.extend_from_slice(b"({\n");
        for (index, block) in region.blocks.iter().enumerate() {
            if index > 0 || !block.args.is_empty() {
                self.label(index, &block.args, indent - 2);
            }
            for op in &block.ops {
                self.op(op, indent);
            }
        }
        self.indent(indent - 2);
        self.out.extend_from_slice(b"})");
    }

    fn op(&mut self, op: &GenOp, indent: usize) {
        self.indent(indent);
        if let Some(&first) = op.results.first() {
            let val = self.func.vals[first];
            let (_, b) = self.bases[val.level];
            let _ = write!(Adapter(self.out), "%{}", b + val.local);
            if op.results.len() > 1 {
                let _ = write!(Adapter(self.out), ":{}", op.results.len());
            }
            self.out.extend_from_slice(b" = ");
        }
        let _ = write!(Adapter(self.out), "\"{}\"(", op.name);
        for (i, &v) in op.operands.iter().enumerate() {
            if i > 0 {
                self.out.extend_from_slice(b", ");
            }
            self.name(v);
        }
        self.out.push(b')');
        if op.branch {
            self.out.extend_from_slice(b"[^bb1]");
        }
        if let Some(props) = &op.props {
            let _ = write!(Adapter(self.out), " <{{{props}}}>");
        }
        if let Some(region) = &op.region {
            self.out.push(b' ');
            self.region(region, indent + 2);
        }
        if let Some(attrs) = &op.attrs {
            let _ = write!(Adapter(self.out), " {{{attrs}}}");
        }
        self.out.extend_from_slice(b" : (");
        self.types(&op.operands);
        self.out.extend_from_slice(b") -> ");
        if op.results.len() == 1 {
            self.types(&op.results);
        } else {
            self.out.push(b'(');
            self.types(&op.results);
            self.out.push(b')');
        }
        self.out.push(b'\n');
    }

    /// The whole `x.func` op, named `f{index}`.
    fn func(&mut self, index: usize) {
        self.out.extend_from_slice(b"  \"x.func\"() ");
        self.region(&self.func.body, 4);
        self.out.extend_from_slice(b" {function_type = (");
        let args = self.func.body.blocks[0].args.clone();
        self.types(&args);
        let _ = writeln!(
            Adapter(self.out),
            ") -> (), sym_name = \"f{index}\"}} : () -> ()"
        );
    }
}

/// First argument and value numbers of each region level of `func`, from the function's.
fn level_bases(func: &GenFunc, base: (u32, u32)) -> Vec<(u32, u32)> {
    let mut next = base;
    func.counts
        .iter()
        .map(|&(a, v)| {
            let here = next;
            next = (next.0 + a, next.1 + v);
            here
        })
        .collect()
}

/// A deterministic module of about `target_bytes` bytes of `x.func` ops (unregistered, generic
/// form) with SSA values everywhere: operands drawn from dominating values and block arguments,
/// attribute dictionaries and properties on some ops, nested region ops, a branch with successor
/// operands to a second block with arguments, results typed `i32`, `i64`, `f32`, `index`,
/// `tensor<4x?xf32>` or `vector<8xi16>`. It is in canonical form: `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic` (and
/// `rods-opt` with the same flags) print it back byte for byte, which means numbering values as
/// MLIR's `SSANameState` does with unique ids (regions taken last-in first-out, so the last
/// function's values come first).
pub fn generate_values_module(shape: ValuesShape, target_bytes: usize) -> Vec<u8> {
    assert!(shape.depth <= MAX_DEPTH, "nesting depth above MAX_DEPTH");
    const SEED: u64 = 0x5EED_0000_0000_0006;
    // First pass: how many functions reach the size (numbered in text order, which gives the
    // same digits in all up to the order) and what each numbers.
    let mut totals = Vec::new();
    let mut scratch = Vec::new();
    let mut size = 0usize;
    let mut next = (0u32, 0u32);
    while size < target_bytes {
        let func = gen_func(SEED, totals.len(), shape);
        let bases = level_bases(&func, next);
        scratch.clear();
        FuncPrinter {
            func: &func,
            bases,
            out: &mut scratch,
        }
        .func(totals.len());
        size += scratch.len();
        let t = func.totals();
        next = (next.0 + t.0, next.1 + t.1);
        totals.push(t);
    }
    // Second pass: function i's numbers follow those of the functions after it.
    let mut out = Vec::with_capacity(size + 64);
    out.extend_from_slice(b"\"builtin.module\"() ({\n");
    let mut base = next;
    for (index, t) in totals.iter().enumerate() {
        base = (base.0 - t.0, base.1 - t.1);
        let func = gen_func(SEED, index, shape);
        let bases = level_bases(&func, base);
        FuncPrinter {
            func: &func,
            bases,
            out: &mut out,
        }
        .func(index);
    }
    // mlir-opt ends its output with an empty line.
    out.extend_from_slice(b"}) : () -> ()\n\n");
    out
}

/// The `dense` workload of `compare.sh`: about `target_bytes` of unregistered ops holding
/// dense elements attributes in the canonical form both tools print, so each prints it back
/// unchanged (with `--allow-unregistered-dialect`): payloads of more than 100 elements as
/// `dense<"0x…">` (i8, i32, f32, f16, i64, `complex<f32>`, packed i1), literals of at most
/// 100 elements (`dense<[…]>`: i32, i8 in two dimensions, f32, bools, `complex<i16>`), splats,
/// and `dense_resource<…>` uses of a `dialect_resources` blob a quarter of the size.
pub fn generate_dense_module(target_bytes: usize) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // (element type, bytes per element, elements) of the hex payloads.
    const HEX_KINDS: [(&str, usize, usize); 7] = [
        ("i8", 1, 8192),
        ("i32", 4, 2048),
        ("f32", 4, 2048),
        ("f16", 2, 4096),
        ("i64", 8, 1024),
        ("complex<f32>", 8, 1024),
        ("i1", 0, 8192),
    ];
    let mut rng = Rng::new(0x5EED_0000_0000_000D);
    let mut out = Vec::with_capacity(target_bytes + 4096);
    let blob_len = target_bytes / 8;
    let body_target = target_bytes.saturating_sub(blob_len * 2);
    out.extend_from_slice(b"module {\n");
    let mut buf = Vec::new();
    let mut i = 0usize;
    while out.len() < body_target {
        let _ = write!(Adapter(&mut out), "  \"x.c{}\"() {{", i % 8);
        if i % 8 != 7 {
            out.extend_from_slice(b"value = ");
        }
        match i % 8 {
            0 | 4 => {
                let (ty, size, n) = HEX_KINDS[(i / 8) % HEX_KINDS.len()];
                // Packed i1: a bit per element.
                let len = if size == 0 { n / 8 } else { size * n };
                buf.resize(len, 0);
                rng.fill(&mut buf);
                out.extend_from_slice(b"dense<\"0x");
                for b in &buf {
                    out.extend_from_slice(&[HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
                }
                let _ = write!(Adapter(&mut out), "\"> : tensor<{n}x{ty}>");
            }
            1 => {
                out.extend_from_slice(b"dense<[");
                for k in 0..64 {
                    let sep = if k == 0 { "" } else { ", " };
                    let _ = write!(Adapter(&mut out), "{sep}{}", rng.next_u64() as i32);
                }
                out.extend_from_slice(b"]> : tensor<64xi32>");
            }
            2 => {
                out.extend_from_slice(b"dense<[");
                for k in 0..64 {
                    let sep = if k == 0 { "" } else { ", " };
                    // Quarters in (-512, 512): exact in f32 and in MLIR's `%e` form.
                    let v = f64::from((rng.next_u64() % 4096) as i32 - 2048) / 4.0;
                    let _ = write!(Adapter(&mut out), "{sep}{}", mlir_float(v));
                }
                out.extend_from_slice(b"]> : tensor<64xf32>");
            }
            3 => {
                out.extend_from_slice(b"dense<[");
                for row in 0..8 {
                    out.extend_from_slice(if row == 0 { b"[" } else { b", [" });
                    for k in 0..12 {
                        let sep = if k == 0 { "" } else { ", " };
                        let _ = write!(Adapter(&mut out), "{sep}{}", rng.next_u64() as i8);
                    }
                    out.push(b']');
                }
                out.extend_from_slice(b"]> : tensor<8x12xi8>");
            }
            5 => {
                out.extend_from_slice(b"dense<[");
                for k in 0..96 {
                    let sep = if k == 0 { "" } else { ", " };
                    let b = if rng.next_u64() & 1 == 1 {
                        "true"
                    } else {
                        "false"
                    };
                    let _ = write!(Adapter(&mut out), "{sep}{b}");
                }
                out.extend_from_slice(b"]> : tensor<96xi1>");
            }
            6 => {
                out.extend_from_slice(b"dense<[");
                for k in 0..32 {
                    let sep = if k == 0 { "" } else { ", " };
                    let (re, im) = (rng.next_u64() as i16, rng.next_u64() as i16);
                    let _ = write!(Adapter(&mut out), "{sep}({re},{im})");
                }
                out.extend_from_slice(b"]> : tensor<32xcomplex<i16>>");
            }
            _ => {
                let _ = write!(
                    Adapter(&mut out),
                    "data = dense_resource<blob{}> : tensor<{}xi8>, value = dense<{}> : tensor<1024xi32>",
                    (i / 8) % 4,
                    blob_len / 4,
                    rng.next_u64() as i32
                );
            }
        }
        out.extend_from_slice(b"} : () -> ()\n");
        i += 1;
    }
    // mlir-opt ends the module with an empty line, then the resources.
    out.extend_from_slice(b"}\n\n{-#\n  dialect_resources: {\n    builtin: {\n");
    buf.resize(blob_len / 4, 0);
    for k in 0..4 {
        // Alignment 4, then the bytes.
        let _ = write!(Adapter(&mut out), "      blob{k}: \"0x04000000");
        rng.fill(&mut buf);
        for b in &buf {
            out.extend_from_slice(&[HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
        }
        out.extend_from_slice(if k == 3 { b"\"\n" } else { b"\",\n" });
    }
    out.extend_from_slice(b"    }\n  }\n#-}\n\n");
    out
}

/// `v` as MLIR prints a float that six significant digits hold exactly: `-2.500000e-01`.
fn mlir_float(v: f64) -> String {
    let text = format!("{v:.6e}");
    let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

/// `fmt::Write` into a byte vector.
struct Adapter<'a>(&'a mut Vec<u8>);

impl Write for Adapter<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
/// In tests: `mlir-opt-22 -` prints `text` back byte for byte (skipped when it is not installed).
pub(crate) fn assert_mlir_opt_prints_it_unchanged(text: &[u8]) {
    assert_mlir_opt_prints_it_unchanged_with(text, &[]);
}

/// In tests: `mlir-opt-22 FLAGS -` prints `text` back byte for byte (skipped when it is not
/// installed).
#[cfg(test)]
pub(crate) fn assert_mlir_opt_prints_it_unchanged_with(text: &[u8], flags: &[&str]) {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let Ok(mut child) = Command::new("mlir-opt-22")
        .args(flags)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    else {
        eprintln!("mlir-opt-22 not found: skipping the comparison with it");
        return;
    };
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(text).expect("writing to mlir-opt-22");
    }
    let output = child.wait_with_output().expect("running mlir-opt-22");
    assert!(
        output.status.success(),
        "mlir-opt-22 rejects the workload: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stdout == text,
        "mlir-opt-22 does not print the workload back unchanged"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generates_requested_size() {
        let m = generate_module(100_000);
        assert!(m.len() >= 100_000 && m.len() < 102_000);
        assert!(m.starts_with("module attributes"));
        assert!(m.ends_with("}\n"));
    }

    #[test]
    fn gpu_workloads_are_deterministic_and_escaped_like_mlir() {
        let a = generate_gpu_module(Workload::Small, Form::Gpu, Some(3));
        assert_eq!(a, generate_gpu_module(Workload::Small, Form::Gpu, Some(3)));
        let text = String::from_utf8(a).expect("the generator writes ASCII");
        assert!(text.starts_with("module {\n  gpu.binary @b0 [#gpu.object<#nvvm.target, \""));
        assert_eq!(text.lines().count(), 6);
        let mut e = Vec::new();
        escape_like_mlir(&mut e, b"a\"\\\n\x7f~ \xff");
        assert_eq!(e, b"a\\22\\\\\\0A\\7F~ \\FF");
    }

    /// Parses `text` (unregistered ops allowed) and prints it in generic form.
    fn round_trip(text: &[u8]) -> Vec<u8> {
        use rods::syntax::parser::{ParseOptions, parse_source};
        use rods::syntax::printer::{PrintOptions, print_module};
        let registry = rods::dialect::Registry::new();
        let opts = ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let text = bytes::Bytes::copy_from_slice(text);
        let Ok(module) = parse_source(&text, 0..text.len(), &registry, &opts) else {
            panic!("the generated module does not parse");
        };
        assert!(rods::verify::verify(&module).is_ok());
        let opts = PrintOptions {
            generic: true,
            ..Default::default()
        };
        let mut out = Vec::new();
        print_module(&module, &opts, &mut out);
        out
    }

    #[test]
    fn dense_workload_is_deterministic_and_canonical() {
        let a = generate_dense_module(400_000);
        assert_eq!(a, generate_dense_module(400_000));
        assert!(a.len() >= 400_000 && a.len() < 480_000, "{}", a.len());
        assert_eq!(mlir_float(-0.25), "-2.500000e-01");
        assert_eq!(mlir_float(0.0), "0.000000e+00");
        assert_eq!(mlir_float(511.75), "5.117500e+02");
        use rods::syntax::parser::{ParseOptions, parse_source};
        use rods::syntax::printer::{PrintOptions, print_module};
        let registry = rods::dialect::Registry::new();
        let opts = ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        let text = bytes::Bytes::from(a.clone());
        let Ok(module) = parse_source(&text, 0..text.len(), &registry, &opts) else {
            panic!("the generated module does not parse");
        };
        let mut out = Vec::new();
        print_module(&module, &PrintOptions::default(), &mut out);
        assert!(out == a, "rods does not print the module back unchanged");
    }

    #[test]
    fn values_workloads_are_deterministic_and_canonical() {
        for shape in [ValuesShape::VALUES, ValuesShape::nested(12)] {
            let a = generate_values_module(shape, 200_000);
            assert_eq!(a, generate_values_module(shape, 200_000));
            assert!(a.len() >= 200_000 && a.len() < 240_000, "{}", a.len());
            assert!(a.starts_with(b"\"builtin.module\"() ({\n  \"x.func\"() ({\n  ^bb0(%arg"));
            assert!(a.ends_with(b"}) : () -> ()\n\n"));
            assert!(
                round_trip(&a) == a,
                "rods does not print the module back unchanged"
            );
        }
        let text = String::from_utf8(generate_values_module(ValuesShape::nested(12), 1))
            .unwrap_or_default();
        assert_eq!(text.matches("\"x.scope\"").count(), 12);
        assert!(text.contains("  // pred: ^bb0\n"));
    }

    #[test]
    fn values_workload_names() {
        assert_eq!(
            values_workload("values"),
            Some((ValuesShape::VALUES, 18_000_000))
        );
        assert_eq!(
            values_workload("values-5"),
            Some((ValuesShape::VALUES, 5_000_000))
        );
        assert_eq!(
            values_workload("nested-7"),
            Some((ValuesShape::nested(7), 18_000_000))
        );
        assert_eq!(values_workload("values-0"), None);
        assert_eq!(values_workload("nested-4097"), None);
        assert_eq!(values_workload("small"), None);
    }
}
