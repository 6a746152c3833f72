#![allow(unused)]
use rods::ir::{Type, Value};
use rods::{dialect_op, dialect_type};

#[dialect_type(t.pair, format = "`<` $first `,` $second `>`")]
pub struct PairType {
    first: Type,
    second: Type,
}

// Only a type without parameters is buildable (MLIR's `builderCall`): `!t.pair<…>` needs its
// parameters.
#[dialect_op(t.src, format = "attr-dict")]
pub struct SrcOp {
    #[result(type = PairType)]
    r: Value,
}

fn main() {}
