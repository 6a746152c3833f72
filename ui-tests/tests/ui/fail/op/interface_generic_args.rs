#![allow(unused)]
use rods::dialect_op;

pub trait Counting<T> {}

// an op interface has one id: no generic arguments
#[dialect_op(t.op, interfaces = [Counting<u8>], format = "attr-dict")]
pub struct Op {}

fn main() {}
