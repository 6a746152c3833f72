#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// the resource of an effect is `DefaultResource` or `AutomaticAllocationScopeResource`
#[dialect_op(t.op, format = "attr-dict `:` type($m)")]
pub struct Op {
    #[result(effects = [MemAlloc(StackResource)])]
    pub m: Value,
}

fn main() {}
