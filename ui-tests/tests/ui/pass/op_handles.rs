//! Typed op handles: `FooOpHandle` next to each op, `TypedOp` (`isa`, `dyn_cast`, generic
//! code over `T::Handle`), accessors and setters, fields named `op` and `read` (they take the
//! place of the handle's own methods, and `from_op` still works), groups sized alike
//! (`SameVariadicOperandSize`: readable, not settable), and a typed rewrite pattern.

use rods::dialect_op;
use rods::ir::{Ir, OpId, Value, WalkOrder, WalkResult};
use rods::ods::{I32, I32Attr, StrAttr, TypedOp};
use rods::pass::{GreedyConfig, OpRewritePattern, PatternSet, Rewriter, apply_patterns_greedily};

#[derive(Clone, Debug)]
#[dialect_op(t.two, format = "attr-dict")]
pub struct TwoOp {
    #[result(type = I32)]
    pub a: Value,
    #[result(type = I32)]
    pub b: Value,
}

#[derive(Clone, Debug)]
#[dialect_op(t.pair, traits = [SameVariadicOperandSize],
             format = "`(` $xs `)` `(` $ys `)` attr-dict")]
pub struct PairOp {
    #[operand(type = I32)]
    pub xs: Vec<Value>,
    #[operand(type = I32)]
    pub ys: Vec<Value>,
}

#[derive(Clone, Debug)]
#[dialect_op(t.named, format = "$op attr-dict `:` type($op)")]
pub struct NamedOp {
    #[operand]
    pub op: Value,
    pub read: Option<StrAttr>,
    #[attr(default = I32Attr(7))]
    pub n: I32Attr,
}

rods::dialect! {
    static T = {
        name: "t",
        ops: [TwoOp, PairOp, NamedOp],
    };
}

/// Every op of kind `T` under `root`, through its handle.
fn handles<T: TypedOp>(ir: &Ir, root: OpId) -> Vec<T::Handle> {
    let mut out = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, |op| {
        out.extend(T::dyn_cast(ir, op));
        WalkResult::Advance
    });
    out
}

/// Gives `t.named` without a `read` attribute one.
struct NameIt;

impl OpRewritePattern for NameIt {
    type Op = NamedOp;

    fn match_and_rewrite(&self, named: NamedOpHandle, rewriter: &mut Rewriter<'_>) -> bool {
        if named.read(rewriter.ir()).is_some() {
            return false;
        }
        rewriter.modify_op(named.into(), |ir, _| {
            named.set_read(ir, StrAttr("done".into()));
        });
        true
    }
}

fn main() {
    let mut registry = rods::dialect::Registry::new();
    registry.register(&T);
    let src = "%a, %b = t.two\nt.pair(%a, %b)(%b, %a)\nt.named %a : i32\n";
    let buf = bytes::Bytes::copy_from_slice(src.as_bytes());
    let opts = rods::syntax::parser::ParseOptions::default();
    let mut module = rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &opts)
        .unwrap_or_else(|d| panic!("{}", d[0].message));
    let top = module.top;
    let pair: PairOpHandle = handles::<PairOp>(&module.ir, top)[0];
    let named: NamedOpHandle = handles::<NamedOp>(&module.ir, top)[0];
    let ir = &mut module.ir;
    assert_eq!(pair.xs(ir).len(), 2);
    assert_eq!(pair.ys(ir), [pair.xs(ir)[1], pair.xs(ir)[0]]);
    assert!(ir.isa::<PairOp>(pair.op()) && ir.dyn_cast::<NamedOp>(pair.op()).is_none());
    // The field `op` is the operand; the handle's id is `OpId::from`.
    let a = named.op(ir);
    assert_eq!(a, pair.xs(ir)[0]);
    assert_eq!(ir.dyn_cast::<NamedOp>(OpId::from(named)), Some(named));
    assert!(NamedOp::from_op(ir, named.into()).is_some_and(|v| v.op == a && v.n.0 == 7));
    assert_eq!(named.n(ir).0, 7);
    named.set_n(ir, I32Attr(3));
    named.set_op(ir, pair.ys(ir)[0]);
    let mut patterns = PatternSet::new();
    patterns.add_op(NameIt);
    assert!(apply_patterns_greedily(ir, top, &patterns, GreedyConfig::default()));
    assert!(named.read(ir).is_some_and(|s| s.0.as_bytes() == b"done"));
    rods::verify::verify(&module).unwrap_or_else(|d| panic!("{}", d[0].message));
    let mut out = Vec::new();
    rods::syntax::printer::print_module(&module, &Default::default(), &mut out);
    let text = String::from_utf8(out).unwrap_or_default();
    assert!(text.contains("t.named %b {n = 3 : i32, read = \"done\"} : i32"), "{text}");
}
