#![allow(unused)]
use rods::dialect_attr;

// Attributes have no folder: `fold` is an op's argument
#[dialect_attr(t.leaf, fold, format = "`<` $v `>`")]
pub struct LeafAttr {
    pub v: i64,
}

fn main() {}
