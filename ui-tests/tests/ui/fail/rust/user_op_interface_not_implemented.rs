#![allow(unused)]
use rods::dialect_op;

pub trait Counting {
    fn counted(&self) -> usize;
}
rods::op_interface!(Counting);

// `interfaces = [Counting]` without `impl Counting for Op`
#[dialect_op(t.op, interfaces = [Counting], format = "attr-dict")]
pub struct Op {}

fn main() {}
