#![allow(unused)]
use rods::ir::{Attribute, Ir, Location, OpId, Type};

// `materialize_constant` takes the path of a function with `MaterializeConstantFn`'s
// signature; this one forgets the location
rods::dialect! {
    static FOO = { name: "foo", materialize_constant: materialize };
}

fn materialize(_ir: &mut Ir, _value: &Attribute, _ty: &Type) -> Option<OpId> {
    None
}

fn main() {}
