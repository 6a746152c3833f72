//! The `dialects` workload of `compare.sh`: a module of functions in the custom form of
//! registered dialects, as a compiler front end and its GPU lowering emit them: `func.func`
//! bodies of `arith` and `math` arithmetic, `cf` branches between blocks with arguments (a
//! counted loop, a conditional with branch weights, a `cf.switch` with a default and cases),
//! `cf.assert` and `func.call`s to the previous function; `scf.for` loop nests with `iter_args`
//! over `memref.alloca`s and their `memref.subview`s, `scf.if` with results, `scf.while`; and
//! `gpu.launch` regions with thread and block ids and `gpu.barrier`; every few functions a
//! `gpu.module` of `gpu.func` kernels and a host function that allocates device memory, copies
//! and launches them with `gpu.launch_func` chained by async tokens (so the module is a
//! `gpu.container_module`).
//!
//! The text is canonical: `mlir-opt-22` and `rods-opt` print it back byte for byte, which means
//! naming values as MLIR's printer (`SSANameState`) does (`Scope`): `%arg0`, `%c1_i64`,
//! `%cst_0`, `%alloca_1` (one conflict counter for all suggested names), `%0`, `%1`, … in each
//! isolated function, the values of a nested region numbered after those of the region that
//! holds it (sibling regions start from the same numbers), and commenting each block with its
//! predecessors.
//!
//! A function's body is a sequence of [`Part`]s, each a piece of control flow that starts in
//! the block the previous part ended in and ends in the same or a fresh block ([`PARTS`]).
//! Adding a new kind of body is adding a [`Part`] variant, its `emit_*` method on
//! `FuncWriter`, and its entry in [`PARTS`].

use std::collections::HashSet;
use std::fmt::Write;

use crate::Rng;

/// One piece of a function body, starting in the current block and ending in it or a new one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Straight-line `arith` / `math` on the running values (no new block).
    Arith,
    /// A counted loop through block arguments: header, body (with a `func.call` of the
    /// previous function), exit.
    Loop,
    /// A `cf.cond_br` with branch weights to two blocks that join with block arguments.
    Diamond,
    /// A `cf.switch` on a value with a default and three cases, joining with a block argument.
    Switch,
    /// A `cf.assert` on a comparison.
    Assert,
    /// An `scf.for` nest with `iter_args` filling a `memref.alloca`, then a loop over a
    /// `memref.subview` of it with an `scf.if` yielding a value.
    ScfFor,
    /// An `scf.while` counting the running integer up, with a `scf.if` in its body.
    ScfWhile,
    /// A `gpu.launch` (async, after a `gpu.wait`) whose threads update a `memref.alloca`
    /// around a `gpu.barrier`.
    GpuLaunch,
}

impl Part {
    /// Whether the part uses the index constants of the entry block.
    fn needs_index_constants(self) -> bool {
        matches!(self, Part::ScfFor | Part::GpuLaunch)
    }
}

/// The parts a function body is made of, in order, chosen by the function's index.
pub const PARTS: &[&[Part]] = &[
    &[Part::Arith, Part::Loop, Part::Switch, Part::Assert],
    &[Part::Diamond, Part::ScfFor, Part::Arith, Part::Loop],
    &[Part::Loop, Part::Diamond, Part::ScfWhile, Part::Switch],
    &[
        Part::Arith,
        Part::Switch,
        Part::GpuLaunch,
        Part::Loop,
        Part::Diamond,
        Part::Assert,
    ],
    &[Part::ScfFor, Part::ScfWhile, Part::Arith],
    &[Part::GpuLaunch, Part::Diamond, Part::ScfFor],
];

/// Every how many functions a `gpu.module` of kernels and its host function follow.
const KERNEL_MODULE_EVERY: usize = 4;

/// A region of a regions-holding op whose text is written once the values of the region
/// that holds it are all named.
type RegionBody = Box<dyn FnOnce(&mut Scope)>;

/// The names of the values of one region, as MLIR's printer (`SSANameState`) gives them: the
/// region's block arguments and op results are numbered (`%N`, entry block arguments `%argN`) or
/// take their suggested name (`%alloca`, made unique with the scope's one conflict counter:
/// `%alloca_3`); the regions nested in it are named after it, each starting from the counters
/// and names where it ended. An op isolated from above (`func.func`, `gpu.func`) starts afresh.
struct Scope {
    out: String,
    /// Indentation of the region's ops.
    indent: usize,
    next_value: usize,
    next_arg: usize,
    next_conflict: usize,
    /// The suggested names used in this scope and the enclosing ones.
    used: HashSet<String>,
    /// The nested regions still to write: where their text goes in `out`, and the writer.
    pending: Vec<(usize, RegionBody)>,
}

impl Scope {
    /// The scope of an isolated region (a function body), its ops indented by `indent`.
    fn isolated(indent: usize) -> Scope {
        Scope {
            out: String::new(),
            indent,
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            used: HashSet::new(),
            pending: Vec::new(),
        }
    }

    /// A fresh `%N`.
    fn value(&mut self) -> String {
        let v = format!("%{}", self.next_value);
        self.next_value += 1;
        v
    }

    /// A fresh `%argN` (an entry block argument).
    fn arg(&mut self) -> String {
        let v = format!("%arg{}", self.next_arg);
        self.next_arg += 1;
        v
    }

    /// The value named `hint`, or `hint_N` when the name is taken.
    fn named(&mut self, hint: &str) -> String {
        let mut name = hint.to_owned();
        while self.used.contains(&name) {
            name = format!("{hint}_{}", self.next_conflict);
            self.next_conflict += 1;
        }
        self.used.insert(name.clone());
        format!("%{name}")
    }

    /// A line of the region.
    fn op(&mut self, text: &str) {
        let _ = writeln!(self.out, "{:1$}{text}", "", self.indent);
    }

    /// A line one level out (a block label, a region's closing brace).
    fn outer(&mut self, text: &str) {
        let _ = writeln!(self.out, "{:1$}{text}", "", self.indent - 2);
    }

    /// A nested region here: its ops are written by `body` once this scope is complete.
    fn region(&mut self, body: impl FnOnce(&mut Scope) + 'static) {
        self.pending.push((self.out.len(), Box::new(body)));
    }

    /// The region's text, with its nested regions.
    fn finish(self) -> String {
        let mut text = String::with_capacity(self.out.len() * 2);
        let mut from = 0;
        for (at, body) in self.pending {
            text.push_str(&self.out[from..at]);
            let mut nested = Scope {
                out: String::new(),
                indent: self.indent + 2,
                next_value: self.next_value,
                next_arg: self.next_arg,
                next_conflict: self.next_conflict,
                used: self.used.clone(),
                pending: Vec::new(),
            };
            body(&mut nested);
            text.push_str(&nested.finish());
            from = at;
        }
        text.push_str(&self.out[from..]);
        text
    }
}

/// Writes one function: the running values, the blocks, and the names of its scope.
struct FuncWriter {
    s: Scope,
    rng: Rng,
    /// The next `^bbN`.
    next_block: usize,
    /// The running integer and float values (an `i64` and an `f64`).
    int: String,
    float: String,
    /// The function called in loops (the previous function), if any.
    callee: Option<usize>,
}

impl FuncWriter {
    /// A fresh `%N`.
    fn value(&mut self) -> String {
        self.s.value()
    }

    /// A fresh block number.
    fn block(&mut self) -> usize {
        let b = self.next_block;
        self.next_block += 1;
        b
    }

    /// A line of the body.
    fn op(&mut self, text: &str) {
        self.s.op(text);
    }

    /// A block label with its arguments and its predecessors' comment (MLIR's
    /// `  // pred: ^bb1` or `  // 2 preds: ^bb0, ^bb2`, sorted).
    fn label(&mut self, block: usize, args: &[(&str, &str)], preds: &[usize]) {
        let _ = write!(self.s.out, "  ^bb{block}");
        if !args.is_empty() {
            let list: Vec<String> = args.iter().map(|(v, t)| format!("{v}: {t}")).collect();
            let _ = write!(self.s.out, "({})", list.join(", "));
        }
        let _ = write!(self.s.out, ":");
        let mut preds = preds.to_vec();
        preds.sort_unstable();
        match preds.as_slice() {
            [] => {}
            [one] => {
                let _ = write!(self.s.out, "  // pred: ^bb{one}");
            }
            many => {
                let names: Vec<String> = many.iter().map(|b| format!("^bb{b}")).collect();
                let _ = write!(
                    self.s.out,
                    "  // {} preds: {}",
                    many.len(),
                    names.join(", ")
                );
            }
        }
        self.s.out.push('\n');
    }

    /// The current block's number (the block the next part starts in).
    fn current(&self) -> usize {
        self.next_block - 1
    }

    fn emit(&mut self, part: Part, c: &Constants) {
        match part {
            Part::Arith => self.emit_arith(c),
            Part::Loop => self.emit_loop(c),
            Part::Diamond => self.emit_diamond(c),
            Part::Switch => self.emit_switch(c),
            Part::Assert => self.emit_assert(c),
            Part::ScfFor => self.emit_scf_for(c),
            Part::ScfWhile => self.emit_scf_while(c),
            Part::GpuLaunch => self.emit_gpu_launch(c),
        }
    }
    fn emit_arith(&mut self, c: &Constants) {
        let (i, f) = (self.int.clone(), self.float.clone());
        let a = self.value();
        self.op(&format!("{a} = arith.muli {i}, {} : i64", c.step));
        let b = self.value();
        self.op(&format!("{b} = arith.xori {a}, {i} : i64"));
        let x = self.value();
        self.op(&format!("{x} = arith.sitofp {b} : i64 to f64"));
        let y = self.value();
        self.op(&format!("{y} = math.fma {x}, {}, {f} : f64", c.half));
        let z = self.value();
        self.op(&format!("{z} = math.absf {y} fastmath<fast> : f64"));
        let s = self.value();
        self.op(&format!("{s} = math.sqrt {z} : f64"));
        self.int = b;
        self.float = s;
    }

    fn emit_loop(&mut self, c: &Constants) {
        let from = self.current();
        let (header, body, exit) = (self.block(), self.block(), self.block());
        let bound = self.value();
        self.op(&format!(
            "{bound} = arith.addi {}, {} : i64",
            self.int, c.trip
        ));
        self.op(&format!(
            "cf.br ^bb{header}({}, {} : i64, f64)",
            c.zero, self.float
        ));
        let (iv, acc) = (self.value(), self.value());
        self.label(header, &[(&iv, "i64"), (&acc, "f64")], &[from, body]);
        let cond = self.value();
        self.op(&format!("{cond} = arith.cmpi slt, {iv}, {bound} : i64"));
        self.op(&format!("cf.cond_br {cond}, ^bb{body}, ^bb{exit}"));
        self.label(body, &[], &[header]);
        let x = self.value();
        self.op(&format!("{x} = arith.sitofp {iv} : i64 to f64"));
        let mut next_acc = self.value();
        self.op(&format!("{next_acc} = arith.addf {acc}, {x} : f64"));
        if let Some(callee) = self.callee {
            let call = self.value();
            self.op(&format!(
                "{call}:2 = call @f{callee}({iv}, {next_acc}) : (i64, f64) -> (i64, f64)"
            ));
            let m = self.value();
            self.op(&format!("{m} = arith.maximumf {next_acc}, {call}#1 : f64"));
            next_acc = m;
        }
        let next = self.value();
        self.op(&format!("{next} = arith.addi {iv}, {} : i64", c.one));
        self.op(&format!("cf.br ^bb{header}({next}, {next_acc} : i64, f64)"));
        self.label(exit, &[], &[header]);
        self.int = iv;
        self.float = acc;
    }

    fn emit_diamond(&mut self, c: &Constants) {
        let from = self.current();
        let (then, other, join) = (self.block(), self.block(), self.block());
        let cond = self.value();
        self.op(&format!(
            "{cond} = arith.cmpf olt, {}, {} : f64",
            self.float, c.half
        ));
        let w = 1 + self.rng.next_u64() % 99;
        self.op(&format!(
            "cf.cond_br {cond} weights([{w}, {}]), ^bb{then}, ^bb{other}",
            100 - w
        ));
        self.label(then, &[], &[from]);
        let a = self.value();
        self.op(&format!("{a} = math.exp {} : f64", self.float));
        self.op(&format!("cf.br ^bb{join}({a}, {} : f64, i64)", self.int));
        self.label(other, &[], &[from]);
        let b = self.value();
        self.op(&format!("{b} = arith.negf {} : f64", self.float));
        let k = self.value();
        self.op(&format!("{k} = arith.subi {}, {} : i64", self.int, c.one));
        self.op(&format!("cf.br ^bb{join}({b}, {k} : f64, i64)"));
        let (f, i) = (self.value(), self.value());
        self.label(join, &[(&f, "f64"), (&i, "i64")], &[then, other]);
        self.float = f;
        self.int = i;
    }

    fn emit_switch(&mut self, c: &Constants) {
        let from = self.current();
        let (small, large, join) = (self.block(), self.block(), self.block());
        let flag = self.value();
        self.op(&format!("{flag} = arith.trunci {} : i64 to i32", self.int));
        let base = self.rng.next_u64() % 1000;
        self.op(&format!("cf.switch {flag} : i32, ["));
        self.op(&format!("  default: ^bb{join}({} : i64),", self.int));
        self.op(&format!("  {base}: ^bb{small},"));
        self.op(&format!(
            "  {}: ^bb{large}({}, {} : i64, f64),",
            base + 1,
            c.trip,
            self.float
        ));
        self.op(&format!("  {}: ^bb{join}({} : i64)", base + 7, c.zero));
        self.op("]");
        self.label(small, &[], &[from]);
        self.op(&format!("cf.br ^bb{join}({} : i64)", c.one));
        let (li, lf) = (self.value(), self.value());
        self.label(large, &[(&li, "i64"), (&lf, "f64")], &[from]);
        let p = self.value();
        self.op(&format!("{p} = arith.fptosi {lf} : f64 to i64"));
        let q = self.value();
        self.op(&format!("{q} = arith.remsi {p}, {li} : i64"));
        self.op(&format!("cf.br ^bb{join}({q} : i64)"));
        let r = self.value();
        self.label(join, &[(&r, "i64")], &[from, from, small, large]);
        self.int = r;
    }

    fn emit_assert(&mut self, c: &Constants) {
        let ok = self.value();
        self.op(&format!(
            "{ok} = arith.cmpi sge, {}, {} : i64",
            self.int, c.zero
        ));
        self.op(&format!("cf.assert {ok}, \"running value is negative\""));
    }

    fn emit_scf_for(&mut self, c: &Constants) {
        // A loop nest filling an 8×16 buffer, each row's sum carried through `iter_args`.
        let alloca = self.s.named("alloca");
        self.op(&format!("{alloca} = memref.alloca() : memref<8x16xf64>"));
        let filled = self.value();
        let (c0, c1, c8, c16) = (c.c0.clone(), c.c1.clone(), c.c8.clone(), c.c16.clone());
        let (buffer, init) = (alloca.clone(), self.float.clone());
        let header = filled.clone();
        self.s.region(move |r| {
            let (i, acc) = (r.arg(), r.arg());
            r.outer(&format!(
                "{header} = scf.for {i} = {c0} to {c8} step {c1} iter_args({acc} = {init}) -> (f64) {{"
            ));
            let row = r.value();
            let row_sum = row.clone();
            r.region(move |q| {
                let (j, acc2) = (q.arg(), q.arg());
                q.outer(&format!(
                    "{row} = scf.for {j} = {c0} to {c16} step {c1} iter_args({acc2} = {acc}) -> (f64) {{"
                ));
                let x = q.value();
                q.op(&format!("{x} = arith.index_cast {j} : index to i64"));
                let y = q.value();
                q.op(&format!("{y} = arith.sitofp {x} : i64 to f64"));
                let z = q.value();
                q.op(&format!("{z} = arith.mulf {y}, {acc2} : f64"));
                q.op(&format!(
                    "memref.store {z}, {buffer}[{i}, {j}] : memref<8x16xf64>"
                ));
                let w = q.value();
                q.op(&format!("{w} = arith.addf {acc2}, {z} : f64"));
                q.op(&format!("scf.yield {w} : f64"));
            });
            r.op("}");
            r.op(&format!("scf.yield {row_sum} : f64"));
        });
        self.op("}");
        // Four rows of it, from a row the seed picks, through a subview.
        let first = 1 + self.rng.next_u64() % 4;
        let sub_ty = format!("memref<4x16xf64, strided<[16, 1], offset: {}>>", first * 16);
        let subview = self.s.named("subview");
        self.op(&format!(
            "{subview} = memref.subview {alloca}[{first}, 0] [4, 16] [1, 1] : memref<8x16xf64> to {sub_ty}"
        ));
        let result = self.value();
        let (c0, c1, c2, c4) = (c.c0.clone(), c.c1.clone(), c.c2.clone(), c.c4.clone());
        let half = c.half.clone();
        let header = result.clone();
        self.s.region(move |r| {
            let (i, acc) = (r.arg(), r.arg());
            r.outer(&format!(
                "{header} = scf.for {i} = {c0} to {c4} step {c1} iter_args({acc} = {filled}) -> (f64) {{"
            ));
            let v = r.value();
            r.op(&format!("{v} = memref.load {subview}[{i}, {c2}] : {sub_ty}"));
            let cond = r.value();
            r.op(&format!("{cond} = arith.cmpf olt, {v}, {half} : f64"));
            let picked = r.value();
            let (header, value, other) = (picked.clone(), v.clone(), acc.clone());
            r.region(move |t| {
                t.outer(&format!("{header} = scf.if {cond} -> (f64) {{"));
                let n = t.value();
                t.op(&format!("{n} = arith.negf {value} : f64"));
                t.op(&format!("scf.yield {n} : f64"));
            });
            r.op("} else {");
            r.region(move |e| {
                let m = e.value();
                e.op(&format!("{m} = arith.maximumf {v}, {other} : f64"));
                e.op(&format!("scf.yield {m} : f64"));
            });
            r.op("}");
            let sum = r.value();
            r.op(&format!("{sum} = arith.addf {acc}, {picked} : f64"));
            r.op(&format!("scf.yield {sum} : f64"));
        });
        self.op("}");
        self.float = result;
    }

    fn emit_scf_while(&mut self, c: &Constants) {
        let result = self.value();
        let (int, float, trip) = (self.int.clone(), self.float.clone(), c.trip.clone());
        let header = result.clone();
        self.s.region(move |b| {
            let (i, x) = (b.arg(), b.arg());
            b.outer(&format!(
                "{header}:2 = scf.while ({i} = {int}, {x} = {float}) : (i64, f64) -> (i64, f64) {{"
            ));
            let cond = b.value();
            b.op(&format!("{cond} = arith.cmpi slt, {i}, {trip} : i64"));
            b.op(&format!("scf.condition({cond}) {i}, {x} : i64, f64"));
        });
        self.op("} do {");
        let (one, half) = (c.one, c.half.clone());
        self.s.region(move |d| {
            let (i, x) = (d.arg(), d.arg());
            d.outer(&format!("^bb0({i}: i64, {x}: f64):"));
            let next = d.value();
            d.op(&format!("{next} = arith.addi {i}, {one} : i64"));
            let cond = d.value();
            d.op(&format!("{cond} = arith.cmpf ogt, {x}, {half} : f64"));
            let y = d.value();
            let header = y.clone();
            let x2 = x.clone();
            d.region(move |t| {
                t.outer(&format!("{header} = scf.if {cond} -> (f64) {{"));
                let h = t.value();
                t.op(&format!("{h} = arith.mulf {x2}, {half} : f64"));
                t.op(&format!("scf.yield {h} : f64"));
            });
            d.op("} else {");
            d.region(move |e| {
                let s = e.value();
                e.op(&format!("{s} = math.sin {x} : f64"));
                e.op(&format!("scf.yield {s} : f64"));
            });
            d.op("}");
            d.op(&format!("scf.yield {next}, {y} : i64, f64"));
        });
        self.op("}");
        // A result number is not allowed where a branch lists its operands: plain values.
        let int = self.value();
        self.op(&format!("{int} = arith.addi {result}#0, {} : i64", c.step));
        let float = self.value();
        self.op(&format!(
            "{float} = arith.addf {result}#1, {} : f64",
            c.half
        ));
        self.int = int;
        self.float = float;
    }

    fn emit_gpu_launch(&mut self, c: &Constants) {
        let alloca = self.s.named("alloca");
        self.op(&format!("{alloca} = memref.alloca() : memref<16xf64>"));
        self.op(&format!(
            "memref.store {}, {alloca}[{}] : memref<16xf64>",
            self.float, c.c0
        ));
        let token = self.value();
        self.op(&format!("{token} = gpu.wait async"));
        let done = self.value();
        let (c1, c4, c16) = (c.c1.clone(), c.c4.clone(), c.c16.clone());
        let (header, buffer) = (done.clone(), alloca.clone());
        self.s.region(move |g| {
            let args: Vec<String> = (0..12).map(|_| g.arg()).collect();
            g.outer(&format!(
                "{header} = gpu.launch async [{token}] blocks({}, {}, {}) in ({} = {c4}, {} = {c1}, {} = {c1}) threads({}, {}, {}) in ({} = {c16}, {} = {c1}, {} = {c1}) {{",
                args[0], args[1], args[2], args[6], args[7], args[8], args[3], args[4], args[5],
                args[9], args[10], args[11]
            ));
            let tid = g.named("thread_id_x");
            g.op(&format!("{tid} = gpu.thread_id  x"));
            let bid = g.named("block_id_x");
            g.op(&format!("{bid} = gpu.block_id  x"));
            let v = g.value();
            g.op(&format!("{v} = memref.load {buffer}[{tid}] : memref<16xf64>"));
            let k = g.value();
            g.op(&format!("{k} = arith.index_cast {bid} : index to i64"));
            let x = g.value();
            g.op(&format!("{x} = arith.sitofp {k} : i64 to f64"));
            let y = g.value();
            g.op(&format!("{y} = arith.addf {v}, {x} : f64"));
            g.op("gpu.barrier");
            g.op(&format!("memref.store {y}, {buffer}[{tid}] : memref<16xf64>"));
            g.op("gpu.terminator");
        });
        self.op("}");
        self.op(&format!("gpu.wait [{done}]"));
        let r = self.value();
        self.op(&format!(
            "{r} = memref.load {alloca}[{}] : memref<16xf64>",
            c.c1
        ));
        let f = self.value();
        self.op(&format!("{f} = arith.addf {}, {r} : f64", self.float));
        self.float = f;
    }
}

/// The constants every function defines in its entry block (the index ones only when a part
/// uses them).
struct Constants {
    zero: &'static str,
    one: &'static str,
    step: String,
    trip: String,
    half: String,
    c0: String,
    c1: String,
    c2: String,
    c4: String,
    c8: String,
    c16: String,
}

/// Appends function `index`: `@fN(%arg0: i64, %arg1: f64) -> (i64, f64)`, calling `@f{N-1}` in
/// its loops.
fn write_function(out: &mut String, seed: u64, index: usize) {
    let mut w = FuncWriter {
        s: Scope::isolated(4),
        rng: Rng::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        next_block: 1,
        int: "%arg0".to_owned(),
        float: "%arg1".to_owned(),
        callee: index.checked_sub(1),
    };
    w.s.next_arg = 2;
    let _ = writeln!(
        out,
        "  func.func @f{index}(%arg0: i64, %arg1: f64) -> (i64, f64) {{"
    );
    // Integer constants are named after their value (`%c3_i64`), so each is distinct.
    let step = 2 + w.rng.next_u64() % 5;
    let trip = 7 + w.rng.next_u64() % 9;
    let mut int_names = Vec::new();
    for v in [0, 1, step, trip] {
        let name = w.s.named(&format!("c{v}_i64"));
        w.op(&format!("{name} = arith.constant {v} : i64"));
        int_names.push(name);
    }
    let half = w.s.named("cst");
    w.op(&format!("{half} = arith.constant 5.000000e-01 : f64"));
    let parts = PARTS[index % PARTS.len()];
    let mut index_names = Vec::new();
    for v in [0, 1, 2, 4, 8, 16] {
        let name = format!("%c{v}");
        if parts.iter().any(|p| p.needs_index_constants()) {
            w.s.named(&name[1..]);
            w.op(&format!("{name} = arith.constant {v} : index"));
        }
        index_names.push(name);
    }
    let [c0, c1, c2, c4, c8, c16] = <[String; 6]>::try_from(index_names).unwrap_or_default();
    let c = Constants {
        zero: "%c0_i64",
        one: "%c1_i64",
        step: int_names[2].clone(),
        trip: int_names[3].clone(),
        half,
        c0,
        c1,
        c2,
        c4,
        c8,
        c16,
    };
    for part in parts {
        w.emit(*part, &c);
    }
    let (i, f) = (w.int.clone(), w.float.clone());
    w.op(&format!("return {i}, {f} : i64, f64"));
    out.push_str(&w.s.finish());
    out.push_str("  }\n");
}

/// Appends the `index`th `gpu.module` of kernels (`@scale`, `@sum`), for blocks of a size the
/// seed picks, and `@launchN`, the host function that runs them on a copy of its buffer.
fn write_kernel_module(out: &mut String, seed: u64, index: usize) {
    let mut rng = Rng::new(seed ^ (index as u64).wrapping_mul(0xD1B5_4A32_D192_ED03) ^ 0x6B);
    let block = [64, 128, 256][(rng.next_u64() % 3) as usize];
    let shared = format!("memref<{block}xf32, #gpu.address_space<workgroup>>");
    let _ = writeln!(out, "  gpu.module @kernels{index} {{");

    // `@scale`: each thread scales one element, staged through workgroup memory.
    let _ = writeln!(
        out,
        "    gpu.func @scale(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) kernel attributes {{known_block_size = array<i32: {block}, 1, 1>}} {{"
    );
    let mut s = Scope::isolated(6);
    s.next_arg = 3;
    let bid = s.named("block_id_x");
    s.op(&format!("{bid} = gpu.block_id  x"));
    let bdim = s.named("block_dim_x");
    s.op(&format!("{bdim} = gpu.block_dim  x"));
    let tid = s.named("thread_id_x");
    s.op(&format!("{tid} = gpu.thread_id  x"));
    let base = s.value();
    s.op(&format!("{base} = arith.muli {bid}, {bdim} : index"));
    let i = s.value();
    s.op(&format!("{i} = arith.addi {base}, {tid} : index"));
    let stage = s.named("alloca");
    s.op(&format!("{stage} = memref.alloca() : {shared}"));
    let inside = s.value();
    s.op(&format!("{inside} = arith.cmpi ult, {i}, %arg2 : index"));
    s.op(&format!("scf.if {inside} {{"));
    let (i2, tid2, stage2, shared2) = (i.clone(), tid.clone(), stage.clone(), shared.clone());
    s.region(move |r| {
        let v = r.value();
        r.op(&format!("{v} = memref.load %arg0[{i2}] : memref<?xf32>"));
        let m = r.value();
        r.op(&format!("{m} = arith.mulf {v}, %arg1 : f32"));
        r.op(&format!("memref.store {m}, {stage2}[{tid2}] : {shared2}"));
    });
    s.op("}");
    s.op("gpu.barrier");
    s.op(&format!("scf.if {inside} {{"));
    let shared2 = shared.clone();
    s.region(move |r| {
        let v = r.value();
        r.op(&format!("{v} = memref.load {stage}[{tid}] : {shared2}"));
        r.op(&format!("memref.store {v}, %arg0[{i}] : memref<?xf32>"));
    });
    s.op("}");
    s.op("gpu.return");
    out.push_str(&s.finish());
    out.push_str("    }\n");

    // `@sum`: a strided loop per thread, the partial sums in workgroup memory, thread 0 writes.
    let _ = writeln!(
        out,
        "    gpu.func @sum(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) kernel {{"
    );
    let mut s = Scope::isolated(6);
    s.next_arg = 3;
    let c0 = s.named("c0");
    s.op(&format!("{c0} = arith.constant 0 : index"));
    let zero = s.named("cst");
    s.op(&format!("{zero} = arith.constant 0.000000e+00 : f32"));
    let tid = s.named("thread_id_x");
    s.op(&format!("{tid} = gpu.thread_id  x"));
    let bdim = s.named("block_dim_x");
    s.op(&format!("{bdim} = gpu.block_dim  x"));
    let partial = s.value();
    let (header, tid2) = (partial.clone(), tid.clone());
    s.region(move |r| {
        let (k, acc) = (r.arg(), r.arg());
        r.outer(&format!(
            "{header} = scf.for {k} = {tid2} to %arg2 step {bdim} iter_args({acc} = {zero}) -> (f32) {{"
        ));
        let v = r.value();
        r.op(&format!("{v} = memref.load %arg0[{k}] : memref<?xf32>"));
        let a = r.value();
        r.op(&format!("{a} = arith.addf {acc}, {v} : f32"));
        r.op(&format!("scf.yield {a} : f32"));
    });
    s.op("}");
    let sums = s.named("alloca");
    s.op(&format!("{sums} = memref.alloca() : {shared}"));
    s.op(&format!("memref.store {partial}, {sums}[{tid}] : {shared}"));
    s.op("gpu.barrier");
    let first = s.value();
    s.op(&format!("{first} = arith.cmpi eq, {tid}, {c0} : index"));
    s.op(&format!("scf.if {first} {{"));
    s.region(move |r| {
        let v = r.value();
        r.op(&format!("{v} = memref.load {sums}[{c0}] : {shared}"));
        r.op(&format!("memref.store {v}, %arg1[{c0}] : memref<?xf32>"));
    });
    s.op("}");
    s.op("gpu.return");
    out.push_str(&s.finish());
    out.push_str("    }\n  }\n");

    // The host: copy in, scale, sum, copy back, each step waiting on the previous one's token.
    let _ = writeln!(
        out,
        "  func.func @launch{index}(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) {{"
    );
    let mut s = Scope::isolated(4);
    s.next_arg = 3;
    let c1 = s.named("c1");
    s.op(&format!("{c1} = arith.constant 1 : index"));
    let cb = s.named(&format!("c{block}"));
    s.op(&format!("{cb} = arith.constant {block} : index"));
    let t0 = s.value();
    s.op(&format!("{t0} = gpu.wait async"));
    let (data, t1) = (s.named("memref"), s.named("asyncToken"));
    s.op(&format!(
        "{data}, {t1} = gpu.alloc async [{t0}] (%arg2) : memref<?xf32>"
    ));
    let t2 = s.value();
    s.op(&format!(
        "{t2} = gpu.memcpy async [{t1}] {data}, %arg0 : memref<?xf32>, memref<?xf32>"
    ));
    let grid = s.value();
    s.op(&format!("{grid} = arith.ceildivui %arg2, {cb} : index"));
    let t3 = s.value();
    s.op(&format!(
        "{t3} = gpu.launch_func async [{t2}] @kernels{index}::@scale blocks in ({grid}, {c1}, {c1}) threads in ({cb}, {c1}, {c1})  args({data} : memref<?xf32>, %arg1 : f32, %arg2 : index)"
    ));
    let (sum, t4) = (s.named("memref"), s.named("asyncToken"));
    s.op(&format!(
        "{sum}, {t4} = gpu.alloc async [{t3}] ({c1}) : memref<?xf32>"
    ));
    let t5 = s.value();
    s.op(&format!(
        "{t5} = gpu.launch_func async [{t4}] @kernels{index}::@sum blocks in ({c1}, {c1}, {c1}) threads in ({cb}, {c1}, {c1})  args({data} : memref<?xf32>, {sum} : memref<?xf32>, %arg2 : index)"
    ));
    let t6 = s.value();
    s.op(&format!(
        "{t6} = gpu.memcpy async [{t5}] %arg0, {data} : memref<?xf32>, memref<?xf32>"
    ));
    let t7 = s.value();
    s.op(&format!(
        "{t7} = gpu.dealloc async [{t6}] {data} : memref<?xf32>"
    ));
    let t8 = s.value();
    s.op(&format!(
        "{t8} = gpu.dealloc async [{t7}] {sum} : memref<?xf32>"
    ));
    s.op(&format!("gpu.wait [{t8}]"));
    s.op("return");
    out.push_str(&s.finish());
    out.push_str("  }\n");
}

/// The `dialects` workload: about `target_bytes` of functions (at least one), a `gpu.module` of
/// kernels and its host function after every `KERNEL_MODULE_EVERY` of them.
pub fn generate_dialects_module(target_bytes: usize) -> Vec<u8> {
    const SEED: u64 = 0x5EED_0000_0000_00D1;
    let mut out = String::with_capacity(target_bytes + 4096);
    out.push_str("module attributes {gpu.container_module} {\n");
    let mut index = 0;
    while index == 0 || out.len() < target_bytes {
        write_function(&mut out, SEED, index);
        if (index + 1) % KERNEL_MODULE_EVERY == 0 {
            write_kernel_module(&mut out, SEED, index / KERNEL_MODULE_EVERY);
        }
        index += 1;
    }
    // mlir-opt ends its output with an empty line.
    out.push_str("}\n\n");
    out.into_bytes()
}

/// The `debuginfo` workload: the `dialects` workload as `--mlir-print-debuginfo` prints it
/// (`rods-opt` and `mlir-opt-22` alike), read as `dialects.mlir`: every op, block argument and
/// function argument with its `loc(…)`, most as `#locN` aliases defined after the module, about
/// three times the bytes of the module without them. Printed back with
/// `--mlir-print-debuginfo`, it is unchanged.
pub fn generate_debuginfo_module(target_bytes: usize) -> Vec<u8> {
    let module = generate_dialects_module(target_bytes / 3);
    let src = rods::source::SourceFile::new("dialects.mlir", bytes::Bytes::from(module));
    let opts = rods::driver::DriverOptions {
        debug_info: true,
        ..Default::default()
    };
    let outcome = rods::driver::process_buffer(&src, &rods_dialects::registry(), &opts);
    assert!(outcome.success, "the dialects workload does not verify");
    outcome.output
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The workload is deterministic, of the size asked, every part appears, and rods (with
    /// the dialects registered) parses, verifies and prints it back unchanged; so does
    /// mlir-opt-22 when it is installed.
    #[test]
    fn dialects_workload_is_deterministic_and_canonical() {
        use rods::syntax::parser::{ParseOptions, parse_source};
        use rods::syntax::printer::{PrintOptions, print_module};
        let a = generate_dialects_module(60_000);
        assert_eq!(a, generate_dialects_module(60_000));
        assert!(a.len() >= 60_000 && a.len() < 66_000, "{}", a.len());
        let text = String::from_utf8(a.clone()).unwrap_or_default();
        for needle in [
            "cf.switch",
            "weights([",
            "cf.assert",
            "call @f",
            "math.fma",
            "// 4 preds",
            "iter_args(",
            "scf.if",
            "} else {",
            "scf.while",
            "} do {",
            "memref.subview",
            "memref.alloca",
            "gpu.launch async [",
            "gpu.barrier",
            "gpu.func @sum",
            "gpu.launch_func async [",
            "%alloca_",
        ] {
            assert!(text.contains(needle), "{needle}");
        }
        let registry = rods_dialects::registry();
        let src = bytes::Bytes::from(a.clone());
        let module = parse_source(&src, 0..src.len(), &registry, &ParseOptions::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
        if let Err(d) = rods::verify::verify(&module) {
            panic!("{}", d[0].message);
        }
        let mut out = Vec::new();
        print_module(&module, &PrintOptions::default(), &mut out);
        assert!(out == a, "rods does not print the module back unchanged");
        crate::assert_mlir_opt_prints_it_unchanged(&a);
    }

    /// The debuginfo workload is a fixed point of `--mlir-print-debuginfo` for rods and, when
    /// installed, mlir-opt-22.
    #[test]
    fn debuginfo_workload_prints_back_unchanged() {
        let a = generate_debuginfo_module(150_000);
        let text = String::from_utf8(a.clone()).unwrap_or_default();
        assert!(text.contains(" loc(#loc") && text.contains("#loc1 = loc(\"dialects.mlir\":"));
        let src = rods::source::SourceFile::new("dialects.mlir", bytes::Bytes::from(a.clone()));
        let opts = rods::driver::DriverOptions {
            debug_info: true,
            ..Default::default()
        };
        let outcome = rods::driver::process_buffer(&src, &rods_dialects::registry(), &opts);
        assert!(outcome.output == a, "rods does not print it back unchanged");
        crate::assert_mlir_opt_prints_it_unchanged_with(&a, &["--mlir-print-debuginfo"]);
    }
}
