#![allow(unused)]
use std::borrow::Cow;
use rods::ods::*;
use rods::ir::{BlockId, RegionId, StringAttr, Type, Value};
use rods::{dialect_attr, dialect_op};

/// A user-defined constraint that is not buildable.
pub struct Wide;
impl TypeConstraint for Wide {
    fn summary() -> Cow<'static, str> {
        "wide integer".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::Integer { width, .. } if *width >= 64)
    }
}

// a user-defined constraint is taken as buildable when the format omits the type: rustc says
// it is not
#[dialect_op(t.op, format = "$x attr-dict")]
pub struct Op {
    #[operand(type = Wide)]
    x: Value,
}

fn main() {}
