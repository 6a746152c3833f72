//! A parameter whose type cannot be parsed or printed (not an `AttrParam`) is reported on the
//! user's type.

use rods::dialect_attr;

pub struct Opaque;

#[dialect_attr(t.bad, format = "`<` $x `>`")]
pub struct BadAttr {
    pub x: Opaque,
}

fn main() {}
