#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// effects declared twice: by the op's `MemoryEffectOpInterface` and by a field
#[dialect_op(t.op, interfaces = [MemoryEffectOpInterface], format = "$m attr-dict `:` type($m)")]
pub struct Op {
    #[operand(effects = [MemRead])]
    pub m: Value,
}

impl rods::ods::effects::MemoryEffectOpInterface for Op {
    const EFFECTS: &'static [rods::dialect::EffectDecl] = &[];
    fn get_effects(_: &rods::ir::Ir, _: rods::ir::OpId, _: &mut Vec<rods::dialect::EffectInstance>) {}
}

fn main() {}
