//! Control flow: `BranchOpInterface` from the successors' `operands`, and written by hand (an
//! argument the op produces itself); `RegionKindInterface` written by hand (region #0 a graph
//! region, region #1 SSA-CFG); parse → verify, with MLIR's branch and dominance messages.

#[path = "../common.rs"]
mod common;

use rods::dialect::{RegionKind, SuccessorOperands};
use rods::dialect_op;
use rods::ir::{BlockId, Ir, OpId, RegionId, Value};
use rods::ods::{BranchOpInterface, RegionKindInterface};

#[dialect_op(t.two, traits = [NoTerminator], interfaces = [RegionKindInterface],
             format = "attr-dict-with-keyword $graph `,` $cfg")]
pub struct TwoOp {
    #[region]
    pub graph: RegionId,
    #[region]
    pub cfg: RegionId,
}

impl RegionKindInterface for TwoOp {
    fn region_kind(index: usize) -> RegionKind {
        if index == 0 { RegionKind::Graph } else { RegionKind::SsaCfg }
    }
}

#[dialect_op(t.br, traits = [Terminator], interfaces = [BranchOpInterface],
             format = "$dest (`(` $args^ `:` type($args) `)`)? attr-dict")]
pub struct BrOp {
    #[operand]
    pub args: Vec<Value>,
    #[successor(operands = "args")]
    pub dest: BlockId,
}

/// Passes its successor one argument of its own, then its operands.
#[dialect_op(t.next, traits = [Terminator], interfaces = [BranchOpInterface],
             format = "$dest (`(` $args^ `:` type($args) `)`)? attr-dict")]
pub struct NextOp {
    #[operand]
    pub args: Vec<Value>,
    #[successor]
    pub dest: BlockId,
}

impl BranchOpInterface for NextOp {
    fn successor_operands(ir: &Ir, op: OpId, _index: usize) -> SuccessorOperands {
        SuccessorOperands { produced: 1, forwarded: 0..ir.op(op).operands.len(), sub_segment: None }
    }
}

#[dialect_op(t.def, format = "attr-dict `:` type($r)")]
pub struct DefOp {
    #[result]
    pub r: Value,
}

#[dialect_op(t.use, format = "$v attr-dict `:` type($v)")]
pub struct UseOp {
    #[operand]
    pub v: Value,
}

rods::dialect! {
    static T = {
        name: "t",
        ops: [TwoOp, BrOp, NextOp, DefOp, UseOp],
    };
}

fn main() {
    let ok = "t.two {\n  t.use %0 : i32\n  %0 = t.def : i32\n}, {\n  %1 = t.def : i32\n  t.next ^bb1(%1 : i32)\n^bb1(%a: index, %b: i32):\n  t.br ^bb1(%a, %b : index, i32)\n}";
    common::ops(&T, ok).unwrap();
    let err = |s: &str| common::ops(&T, s).unwrap_err();
    assert_eq!(
        err("t.two {\n}, {\n  t.use %0 : i32\n  %0 = t.def : i32\n  t.br ^bb1\n^bb1:\n  t.br ^bb1\n}"),
        "operand #0 does not dominate this use"
    );
    assert_eq!(
        err("t.two {\n}, {\n  t.next ^bb1\n^bb1:\n  t.br ^bb1\n}"),
        "branch has 1 operands for successor #0, but target block has 0"
    );
    assert_eq!(
        err("t.two {\n}, {\n  %1 = t.def : i32\n  t.next ^bb1(%1 : i32)\n^bb1(%a: index, %b: i64):\n  t.br ^bb1(%a, %b : index, i64)\n}"),
        "type mismatch for bb argument #1 of successor #0"
    );
}
