#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// `SymbolUserOpInterface` listed, its `verify_symbol_uses` not written
#[dialect_op(t.op, interfaces = [SymbolUserOpInterface], format = "$callee attr-dict")]
pub struct Op {
    pub callee: FlatSymbolRefAttr,
}

fn main() {}
