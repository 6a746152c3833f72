#![allow(unused)]

// `verify_operation_attribute` takes the path of a function, and a path is no summary
rods::dialect! {
    static FOO = { name: "foo", verify_operation_attribute: "verify", summary: verify };
}

fn verify() {}

fn main() {}
