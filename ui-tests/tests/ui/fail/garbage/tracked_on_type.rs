#![allow(unused)]
use rods::dialect_type;

// Types are not created in an IR: `tracked` is an op's argument
#[dialect_type(t.leaf, tracked, format = "`<` $v `>`")]
pub struct LeafType {
    pub v: i64,
}

fn main() {}
