#![allow(unused)]
use rods::diag::Diagnostic;
use rods::ir::{Ir, NamedAttribute, OpId};

// `verify_region_arg_attribute` takes a function with `VerifyRegionAttributeFn`'s signature;
// this one lacks the region's and the argument's index
rods::dialect! {
    static FOO = { name: "foo", verify_region_arg_attribute: verify_arg };
}

fn verify_arg(ir: &Ir, op: OpId, attr: &NamedAttribute) -> Result<(), Diagnostic> {
    Ok(())
}

fn main() {}
