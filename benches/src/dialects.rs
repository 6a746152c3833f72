//! The `dialects` workload of `compare.sh`: a module of `func.func` functions in the custom form
//! of registered dialects, as a compiler front end emits them: `arith` and `math` arithmetic,
//! `cf` branches between blocks with arguments (a counted loop, a conditional with branch
//! weights, a `cf.switch` with a default and cases), `cf.assert`, and `func.call`s to the
//! previous function. The text is canonical: `mlir-opt-22` and `rods-opt` print it back byte for
//! byte, which means naming values as MLIR's printer does (`%arg0`, `%c1_i64`, `%cst_0`, then
//! `%0`, `%1`, … in each function, restarting in the next since `func.func` is isolated from
//! above), and commenting each block with its predecessors.
//!
//! A function's body is a sequence of [`Part`]s, each a piece of control flow that starts in
//! the block the previous part ended in and ends in a fresh block ([`PARTS`]). Adding a new
//! kind of body (`scf.for` / `scf.while` loops, `gpu.launch` regions) is adding a [`Part`]
//! variant, its `emit_*` method on `FuncWriter`, and its entry in [`PARTS`].

use std::fmt::Write;

use crate::Rng;

/// One piece of a function body, starting in the current block and ending in a new one.
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
    // Later: `ScfFor`, `ScfWhile` (region loops) and `GpuLaunch` (a kernel region) go here,
    // each with its `emit_*` method and an entry in `PARTS`.
}

/// The parts a function body is made of, in order, chosen by the function's index.
pub const PARTS: &[&[Part]] = &[
    &[Part::Arith, Part::Loop, Part::Switch, Part::Assert],
    &[Part::Diamond, Part::Arith, Part::Loop],
    &[Part::Loop, Part::Diamond, Part::Switch],
    &[
        Part::Arith,
        Part::Switch,
        Part::Loop,
        Part::Diamond,
        Part::Assert,
    ],
];

/// Writes one function: tracks the numbered values and the blocks, as MLIR's printer names
/// them.
struct FuncWriter<'o> {
    out: &'o mut String,
    rng: Rng,
    /// The next `%N`.
    next_value: usize,
    /// The next `^bbN`.
    next_block: usize,
    /// The float constants named so far (`%cst`, `%cst_0`, …).
    float_constants: usize,
    /// The running integer and float values (an `i64` and an `f64`).
    int: String,
    float: String,
    /// The function called in loops (the previous function), if any.
    callee: Option<usize>,
}

impl FuncWriter<'_> {
    /// A fresh `%N`.
    fn value(&mut self) -> String {
        let v = format!("%{}", self.next_value);
        self.next_value += 1;
        v
    }

    /// A fresh block number.
    fn block(&mut self) -> usize {
        let b = self.next_block;
        self.next_block += 1;
        b
    }

    /// `%cst…`: a new `f64` constant.
    fn float_constant(&mut self, value: &str) -> String {
        let name = match self.float_constants {
            0 => "%cst".to_owned(),
            n => format!("%cst_{}", n - 1),
        };
        self.float_constants += 1;
        let _ = writeln!(self.out, "    {name} = arith.constant {value} : f64");
        name
    }

    /// A line of the body.
    fn op(&mut self, text: &str) {
        let _ = writeln!(self.out, "    {text}");
    }

    /// A block label with its arguments and its predecessors' comment (MLIR's
    /// `  // pred: ^bb1` or `  // 2 preds: ^bb0, ^bb2`, sorted).
    fn label(&mut self, block: usize, args: &[(&str, &str)], preds: &[usize]) {
        let _ = write!(self.out, "  ^bb{block}");
        if !args.is_empty() {
            let list: Vec<String> = args.iter().map(|(v, t)| format!("{v}: {t}")).collect();
            let _ = write!(self.out, "({})", list.join(", "));
        }
        let _ = write!(self.out, ":");
        let mut preds = preds.to_vec();
        preds.sort_unstable();
        match preds.as_slice() {
            [] => {}
            [one] => {
                let _ = write!(self.out, "  // pred: ^bb{one}");
            }
            many => {
                let names: Vec<String> = many.iter().map(|b| format!("^bb{b}")).collect();
                let _ = write!(self.out, "  // {} preds: {}", many.len(), names.join(", "));
            }
        }
        self.out.push('\n');
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
}

/// The constants every function defines in its entry block.
struct Constants {
    zero: &'static str,
    one: &'static str,
    step: String,
    trip: String,
    half: String,
}

/// Appends function `index`: `@fN(%arg0: i64, %arg1: f64) -> (i64, f64)`, calling `@f{N-1}` in
/// its loops.
fn write_function(out: &mut String, seed: u64, index: usize) {
    let mut w = FuncWriter {
        out,
        rng: Rng::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        next_value: 0,
        next_block: 1,
        float_constants: 0,
        int: "%arg0".to_owned(),
        float: "%arg1".to_owned(),
        callee: index.checked_sub(1),
    };
    let _ = writeln!(
        w.out,
        "  func.func @f{index}(%arg0: i64, %arg1: f64) -> (i64, f64) {{"
    );
    // Integer constants are named after their value (`%c3_i64`), so each is distinct.
    let step = 2 + w.rng.next_u64() % 5;
    let trip = 7 + w.rng.next_u64() % 9;
    for v in [0, 1, step, trip] {
        w.op(&format!("%c{v}_i64 = arith.constant {v} : i64"));
    }
    let half = w.float_constant("5.000000e-01");
    let c = Constants {
        zero: "%c0_i64",
        one: "%c1_i64",
        step: format!("%c{step}_i64"),
        trip: format!("%c{trip}_i64"),
        half,
    };
    for part in PARTS[index % PARTS.len()] {
        w.emit(*part, &c);
    }
    let (i, f) = (w.int.clone(), w.float.clone());
    w.op(&format!("return {i}, {f} : i64, f64"));
    w.out.push_str("  }\n");
}

/// The `dialects` workload: about `target_bytes` of functions (at least one).
pub fn generate_dialects_module(target_bytes: usize) -> Vec<u8> {
    const SEED: u64 = 0x5EED_0000_0000_00D1;
    let mut out = String::with_capacity(target_bytes + 4096);
    out.push_str("module {\n");
    let mut index = 0;
    while index == 0 || out.len() < target_bytes {
        write_function(&mut out, SEED, index);
        index += 1;
    }
    // mlir-opt ends its output with an empty line.
    out.push_str("}\n\n");
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The workload is deterministic, of the size asked, every part appears, and rods (with
    /// the dialects registered) parses, verifies and prints it back unchanged.
    #[test]
    fn dialects_workload_is_deterministic_and_canonical() {
        use rods::syntax::parser::{ParseOptions, parse_source};
        use rods::syntax::printer::{PrintOptions, print_module};
        let a = generate_dialects_module(60_000);
        assert_eq!(a, generate_dialects_module(60_000));
        assert!(a.len() >= 60_000 && a.len() < 64_000, "{}", a.len());
        let text = String::from_utf8(a.clone()).unwrap_or_default();
        for needle in [
            "cf.switch",
            "weights([",
            "cf.assert",
            "call @f",
            "math.fma",
            "// 4 preds",
        ] {
            assert!(text.contains(needle), "{needle}");
        }
        let registry = rods_dialects::registry();
        let src = bytes::Bytes::from(a.clone());
        let module = parse_source(&src, 0..src.len(), &registry, &ParseOptions::default())
            .unwrap_or_else(|d| panic!("{}", d[0].message));
        assert!(rods::verify::verify(&module).is_ok());
        let mut out = Vec::new();
        print_module(&module, &PrintOptions::default(), &mut out);
        assert!(out == a, "rods does not print the module back unchanged");
    }
}
