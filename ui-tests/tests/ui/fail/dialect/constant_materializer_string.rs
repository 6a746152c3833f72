#![allow(unused)]

// `materialize_constant` takes the path of a function, not a string
rods::dialect! {
    static FOO = { name: "foo", materialize_constant: "materialize" };
}

fn main() {}
