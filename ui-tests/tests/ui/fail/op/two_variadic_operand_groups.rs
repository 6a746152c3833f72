//! Two variable-length operand groups need `operandSegmentSizes`, that is the
//! `AttrSizedOperandSegments` trait (mlir-tblgen's words): rejected on the second group's type.

use rods::dialect_op;
use rods::ir::Value;

#[dialect_op(t.two, format = "$a `,` $b attr-dict `:` type($a) `,` type($b)")]
pub struct TwoOp {
    #[operand]
    pub a: Vec<Value>,
    #[operand]
    pub b: Option<Value>,
}

fn main() {}
