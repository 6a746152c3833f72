#![allow(unused)]
use rods::dialect_type;

// an unknown-mnemonic message without the `{}` where the mnemonic goes
#[dialect_type(foo.token)]
pub struct TokenType {}

rods::dialect! {
    static FOO = { name: "foo", types: [TokenType], unknown_type_message: "unknown foo type" };
}

fn main() {}
