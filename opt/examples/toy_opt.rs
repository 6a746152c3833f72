//! An `mlir-opt`-style tool of one's own (MLIR's `MlirOptMain`): a dialect declared with rods
//! (`toy`, one op), a pass with an option (`toy-lower-double`), and `rods_opt::Tool` giving
//! them `rods-opt`'s flags and driver: the pass as a flag (`--toy-lower-double=shift=true`)
//! and in textual pipelines (`-p 'builtin.module(func.func(toy-lower-double{shift=true}))'`).
//!
//! ```sh
//! cargo run -p rods-opt --example toy_opt -- --toy-lower-double opt/examples/toy.mlir
//! cargo run -p rods-opt --example toy_opt -- --help
//! ```

use rods::diag::Diagnostic;
use rods::dialect_op;
use rods::ir::{Attribute, InsertPoint, IntegerAttr, Ir, OpId, Value};
use rods::ods::{SignlessIntegerOrIndexLike, TypedAttrInterface, TypedOp};
use rods::pass::{
    GreedyConfig, OpRewritePattern, OptionKind, OptionValue, Pass, PassInfo, PassOption,
    PassRegistry, PatternSet, Rewriter, apply_patterns_greedily,
};
use rods_dialects::arith::{AddIOp, ConstantOp, ShLIOp, overflow_none};

/// Twice an integer: `%r = toy.double %x : i32`.
#[derive(Clone, Debug)]
#[dialect_op(toy.double, summary = "Twice an integer",
             traits = [SameOperandsAndResultType, Pure],
             format = "$input attr-dict `:` type($result)")]
pub struct DoubleOp {
    /// The integer.
    #[operand(type = SignlessIntegerOrIndexLike)]
    pub input: Value,
    /// Twice it, of its type.
    #[result(type = SignlessIntegerOrIndexLike)]
    pub result: Value,
}

rods::dialect! {
    /// `toy`: an example dialect.
    pub static TOY_DIALECT = {
        name: "toy",
        summary: "An example dialect",
        dependent_dialects: [rods_dialects::arith::ARITH_DIALECT],
        ops: [DoubleOp],
    };
}

/// `toy.double %x` → `arith.addi %x, %x`, or with `shift` `arith.shli %x, %c1`.
#[derive(Clone, Copy, Debug, Default)]
struct LowerDouble {
    shift: bool,
}

const OPTIONS: &[PassOption] = &[PassOption {
    name: "shift",
    kind: OptionKind::Bool,
    description: "Shift left by one instead of adding the value to itself",
}];

impl Pass for LowerDouble {
    fn argument(&self) -> &'static str {
        "toy-lower-double"
    }

    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }

    fn set_option(&mut self, name: &str, value: OptionValue) -> Result<(), String> {
        match (name, value) {
            ("shift", OptionValue::Bool(b)) => self.shift = b,
            (name, _) => return Err(format!("toy-lower-double: no option {name}")),
        }
        Ok(())
    }

    fn option_value(&self, name: &str) -> Option<OptionValue> {
        (name == "shift").then_some(OptionValue::Bool(self.shift))
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        let mut patterns = PatternSet::new();
        patterns.add_op(*self);
        apply_patterns_greedily(ir, op, &patterns, GreedyConfig::default());
        Ok(())
    }
}

impl OpRewritePattern for LowerDouble {
    type Op = DoubleOp;

    fn match_and_rewrite(&self, double: DoubleOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        let ir = rewriter.ir();
        let x = double.input(ir);
        let ty = ir.value_type(x).clone();
        let loc = ir.op_loc(double.op()).into_owned();
        let at = InsertPoint::Before(double.op());
        let lowered = if self.shift {
            let one_loc = loc.clone();
            let one = rewriter.insert(at, |ir| {
                let one = Attribute::Integer(IntegerAttr::new(ty.clone(), 1));
                ConstantOp::create(ir, one_loc, TypedAttrInterface(one), ty)
            });
            let one = ConstantOp::cast(rewriter.ir(), one).result(rewriter.ir());
            let Some(shl) =
                rewriter.try_insert(at, |ir| ShLIOp::create(ir, loc, x, one, overflow_none()))
            else {
                return false;
            };
            ShLIOp::cast(rewriter.ir(), shl).result(rewriter.ir())
        } else {
            let Some(add) =
                rewriter.try_insert(at, |ir| AddIOp::create(ir, loc, x, x, overflow_none()))
            else {
                return false;
            };
            AddIOp::cast(rewriter.ir(), add).result(rewriter.ir())
        };
        rewriter.replace_op(double.op(), &[lowered]).is_ok()
    }
}

/// The tool: builtin, func, arith and toy; upstream's passes and `toy-lower-double`.
fn tool() -> rods_opt::Tool {
    let mut registry = rods::Registry::new();
    registry.register(&rods_dialects::func::FUNC_DIALECT);
    registry.register(&TOY_DIALECT);
    let mut passes = PassRegistry::upstream();
    passes.register(PassInfo {
        argument: "toy-lower-double",
        summary: "Lower toy.double to arith",
        create: || Box::new(LowerDouble::default()),
    });
    rods_opt::Tool::new("toy-opt", registry)
        .about("Parse, verify, transform and print toy programs")
        .passes(passes)
}

fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(u8::try_from(tool().main_status()).unwrap_or(1))
}

#[cfg(test)]
mod tests {
    use super::tool;

    /// The tool's exit status, standard output and standard error for `args` on `input`.
    fn run(args: &[&str], input: &str) -> (i32, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let argv = std::iter::once("toy-opt").chain(args.iter().copied());
        let code = tool().run(argv, &mut input.as_bytes(), &mut out, &mut err);
        let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
        (code, text(out), text(err))
    }

    const INPUT: &str = include_str!("toy.mlir");

    #[test]
    fn reads_and_prints_its_dialect() {
        let (code, out, err) = run(&[], INPUT);
        assert_eq!((code, err.as_str()), (0, ""));
        assert!(out.contains("%0 = toy.double %arg0 : i32"), "{out}");
    }

    #[test]
    fn its_pass_runs_as_a_flag_and_in_a_pipeline() {
        let added = "module {\n  func.func @twice(%arg0: i32) -> i32 {\n    \
                     %0 = arith.addi %arg0, %arg0 : i32\n    return %0 : i32\n  }\n}\n\n";
        assert_eq!(
            run(&["--toy-lower-double"], INPUT),
            (0, added.into(), String::new())
        );
        // LLVM's single dash, as for upstream's passes.
        assert_eq!(
            run(&["-toy-lower-double"], INPUT),
            (0, added.into(), String::new())
        );
        let shifted = "module {\n  func.func @twice(%arg0: i32) -> i32 {\n    \
                       %c1_i32 = arith.constant 1 : i32\n    \
                       %0 = arith.shli %arg0, %c1_i32 : i32\n    return %0 : i32\n  }\n}\n\n";
        let flag = run(&["--toy-lower-double=shift=true"], INPUT);
        assert_eq!(flag, (0, shifted.into(), String::new()));
        let pipeline = "builtin.module(func.func(toy-lower-double{shift=true}),cse)";
        assert_eq!(
            run(&["-p", pipeline], INPUT),
            (0, shifted.into(), String::new())
        );
        // Upstream's passes are there too, one after another as given.
        let (code, out, _) = run(&["--toy-lower-double", "--canonicalize"], INPUT);
        assert_eq!((code, out.as_str()), (0, added));
    }

    #[test]
    fn its_pass_is_listed_and_checked() {
        let (code, out, _) = run(&["--help"], "");
        assert_eq!(code, 0);
        assert!(
            out.contains("Parse, verify, transform and print toy programs"),
            "{out}"
        );
        assert!(
            out.contains("--toy-lower-double[=<OPTIONS>]")
                && out.contains("Lower toy.double to arith; options: shift[=BOOL]"),
            "{out}"
        );
        // rods-opt's own flavour flag is rods-opt's alone.
        assert!(!out.contains("--gpu-dialect"), "{out}");
        let (code, _, err) = run(&["--toy-lower-double=level=2"], INPUT);
        assert_eq!(code, 1);
        assert!(err.contains("no such option level"), "{err}");
        let (code, _, err) = run(&["-p", "builtin.module(toy-lower-tripple)"], INPUT);
        assert_eq!(code, 1);
        assert!(
            err.contains("'toy-lower-tripple' does not refer to a registered pass"),
            "{err}"
        );
    }
}
