#![allow(unused)]
use rods::dialect_type;

pub trait Awaitable: Send + Sync {}
rods::type_interface!(Awaitable);

// The type lists an interface it does not implement: rustc's error, on the interface.
#[dialect_type(t.token, interfaces = [Awaitable])]
pub struct TokenType {}

fn main() {}
