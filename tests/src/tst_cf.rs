//! `tst` ops for control flow in SSA-CFG regions, declared as upstream's `cf.br` /
//! `cf.cond_br` (`BranchOpInterface`, the operands each successor receives), a terminator, an op
//! holding an SSA-CFG region of any number of blocks (as `func.func`'s body) and one holding a
//! graph region (`HasOnlyGraphRegion`, without `SingleBlock`).

#![allow(missing_docs)]

use rods::dialect_op;
use rods::ir::{BlockId, RegionId, Value};
use rods::ods::I1;

/// `cf.br`: forwards `destOperands` to its successor's arguments.
#[dialect_op(tst.branch, traits = [Pure, Terminator], interfaces = [BranchOpInterface],
             format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")]
#[derive(Debug)]
pub struct BranchOp {
    #[operand(name = "destOperands")]
    pub dest_operands: Vec<Value>,
    #[successor(operands = "destOperands")]
    pub dest: BlockId,
}

/// `cf.cond_br`: one operand group per successor.
#[dialect_op(tst.cond_br,
             traits = [AttrSizedOperandSegments, Pure, Terminator],
             interfaces = [BranchOpInterface],
             format = "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")]
#[derive(Debug)]
pub struct CondBranchOp {
    #[operand(type = I1)]
    pub condition: Value,
    #[operand(name = "trueDestOperands")]
    pub true_dest_operands: Vec<Value>,
    #[operand(name = "falseDestOperands")]
    pub false_dest_operands: Vec<Value>,
    #[successor(name = "trueDest", operands = "trueDestOperands")]
    pub true_dest: BlockId,
    #[successor(name = "falseDest", operands = "falseDestOperands")]
    pub false_dest: BlockId,
}

/// A terminator returning its operands (`func.return`).
#[dialect_op(tst.exit, traits = [Terminator],
             format = "attr-dict ($operands^ `:` type($operands))?")]
#[derive(Debug)]
pub struct ExitOp {
    #[operand]
    pub operands: Vec<Value>,
}

/// An SSA-CFG region of any number of blocks (`func.func`'s body).
#[dialect_op(tst.body, format = "attr-dict-with-keyword $body")]
#[derive(Debug)]
pub struct BodyOp {
    #[region]
    pub body: RegionId,
}

/// A graph region: its ops in any order, at most one block.
#[dialect_op(tst.graph, traits = [NoTerminator, HasOnlyGraphRegion],
             interfaces = [RegionKindInterface],
             format = "attr-dict-with-keyword $body")]
#[derive(Debug)]
pub struct GraphOp {
    #[region]
    pub body: RegionId,
}
