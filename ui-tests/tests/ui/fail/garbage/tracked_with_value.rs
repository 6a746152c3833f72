#![allow(unused)]
use rods::dialect_op;

// `tracked` is a flag: the IR lists every op of the definition
#[dialect_op(t.op, tracked = true, format = "attr-dict")]
pub struct Op {}

fn main() {}
