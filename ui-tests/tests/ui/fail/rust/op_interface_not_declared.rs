#![allow(unused)]
use rods::dialect_op;

// a trait listed in `interfaces = [...]` that was not declared with `rods::op_interface!`
pub trait Counting {}

#[dialect_op(t.op, interfaces = [Counting], format = "attr-dict")]
pub struct Op {}

impl Counting for Op {}

fn main() {}
