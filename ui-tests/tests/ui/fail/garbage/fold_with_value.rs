#![allow(unused)]
use rods::ir::Value;
use rods::dialect_op;

// `fold` is a flag, like `verify`: the op's `fn fold` is the folder
#[dialect_op(t.op, fold = "fold_op", format = "attr-dict")]
pub struct Op {}

fn main() {}
