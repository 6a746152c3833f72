#![allow(unused)]
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Value};
use rods::{dialect_attr, dialect_op};

// unknown param (record name in the message)
#[dialect_attr(t.a, format = "`<` $a `,` $b `,` $c `>`", name = "T_Attr")]
pub struct Attr {
    a: StringAttr,
    b: StringAttr,
}

fn main() {}
