#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// unknown constraint type
#[dialect_op(t.op)]
pub struct Op {
    objects: Confined<ArrayAttr, ArrayMinCnt<1>>,
}

fn main() {}
