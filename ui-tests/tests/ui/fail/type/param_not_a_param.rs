#![allow(unused)]
use rods::dialect_type;

pub struct NotAParam;

// A parameter type must implement `AttrParam` (`Type`, integers, dialect types, …).
#[dialect_type(t.wrap, format = "`<` $inner `>`")]
pub struct WrapType {
    inner: NotAParam,
}

fn main() {}
