//! User-declared op interfaces: a trait declared with `rods::op_interface!`, implemented by the
//! ops that list it in `interfaces = [...]` (one of them overriding a default method, next to
//! `OpAsmOpInterface` and an upstream interface), and cast from ops in the IR at run time.

#[path = "../common.rs"]
mod common;

use rods::dialect::Registry;
use rods::dialect_op;
use rods::ir::Value;
use rods::ods::{OpAsmOpInterface, cast_op_interface, op_implements};

/// How many operands an op counts.
pub trait Counting {
    /// The operands it counts.
    fn counted(&self) -> usize;
    /// Whether it counts from one.
    fn one_based(&self) -> bool {
        false
    }
}
rods::op_interface!(Counting);

pub mod nested {
    /// An interface reached through a path.
    pub trait Marked {}
    rods::op_interface!(Marked);
}

#[dialect_op(t.count, interfaces = [Counting, nested::Marked], format = "$xs attr-dict `:` type($xs)")]
pub struct CountOp {
    #[operand]
    pub xs: Vec<Value>,
}

impl Counting for CountOp {
    fn counted(&self) -> usize {
        self.xs.len()
    }
}

impl nested::Marked for CountOp {}

#[dialect_op(t.one, interfaces = [OpAsmOpInterface, Counting], format = "$x attr-dict `:` type($x)")]
pub struct OneOp {
    #[operand]
    pub x: Value,
}

impl OpAsmOpInterface for OneOp {}

impl Counting for OneOp {
    fn counted(&self) -> usize {
        1
    }
    fn one_based(&self) -> bool {
        true
    }
}

#[dialect_op(t.none, format = "attr-dict")]
pub struct NoneOp {}

rods::dialect! {
    static DIALECT = {
        name: "t",
        ops: [CountOp, OneOp, NoneOp],
    };
}

fn main() {
    let src = "%0 = \"x.src\"() : () -> i32\nt.count %0, %0 : i32, i32\nt.one %0 : i32\nt.none\n";
    let mut registry = Registry::new();
    registry.register(&DIALECT);
    let buf = bytes::Bytes::from_static(src.as_bytes());
    let opts = rods::syntax::parser::ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let module = rods::syntax::parser::parse_source(&buf, 0..buf.len(), &registry, &opts)
        .unwrap_or_else(|d| panic!("{}", d[0].message));
    let ir = &module.ir;
    let block = ir.region(ir.op(module.top).regions()[0]).blocks[0];
    let counts: Vec<Option<(usize, bool)>> = ir
        .block(block)
        .ops
        .iter()
        .map(|op| cast_op_interface::<dyn Counting>(ir, *op).map(|c| (c.counted(), c.one_based())))
        .collect();
    assert_eq!(counts, [None, Some((2, false)), Some((1, true)), None]);
    let marked: Vec<bool> = ir
        .block(block)
        .ops
        .iter()
        .map(|op| op_implements::<dyn nested::Marked>(ir, *op))
        .collect();
    assert_eq!(marked, [false, true, false, false]);
    assert!(CountOp::DEF.implements::<dyn Counting>());
    assert!(!NoneOp::DEF.implements::<dyn Counting>());
    let _ = common::run;
}
