#![allow(unused)]
use rods::dialect_attr;

// Attributes have no canonicalization patterns: `canonicalizer` is an op's argument
#[dialect_attr(t.leaf, canonicalizer, format = "`<` $v `>`")]
pub struct LeafAttr {
    pub v: i64,
}

fn main() {}
