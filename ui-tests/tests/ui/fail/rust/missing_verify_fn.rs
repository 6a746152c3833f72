//! `verify` without an `fn verify(&self) -> Result<(), String>`: rustc's error lands on the
//! `verify` argument.

use rods::dialect_attr;

#[dialect_attr(t.leaf, format = "`<` $v `>`", verify)]
pub struct LeafAttr {
    pub v: i64,
}

fn main() {}
