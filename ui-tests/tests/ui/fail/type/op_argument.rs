#![allow(unused)]
use rods::dialect_type;

// `traits` are an op's; a type takes `interfaces`.
#[dialect_type(t.token, traits = [Symbol])]
pub struct TokenType {}

fn main() {}
