#![allow(unused)]
use rods::dialect_type;
use rods::ir::Type;

// attr-or-type-format-invalid.td: unknown param (mlir-tblgen names the TypeDef record)
#[dialect_type(t.pair, name = "T_PairType", format = "`<` $first `,` $secnd `>`")]
pub struct PairType {
    first: Type,
    second: Type,
}

fn main() {}
