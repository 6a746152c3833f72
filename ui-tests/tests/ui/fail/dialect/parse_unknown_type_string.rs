#![allow(unused)]

// `parse_unknown_type` takes the path of a function, not its name in a string
rods::dialect! {
    static FOO = { name: "foo", parse_unknown_type: "fallback" };
}

fn main() {}
