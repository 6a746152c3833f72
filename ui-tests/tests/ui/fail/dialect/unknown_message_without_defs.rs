#![allow(unused)]

// an unknown-attribute message on a dialect that lists no attributes: never reported
rods::dialect! {
    static FOO = { name: "foo", unknown_attr_message: "unknown foo attribute: {}" };
}

fn main() {}
