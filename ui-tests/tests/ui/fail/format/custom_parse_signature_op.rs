#![allow(unused)]
use rods::diag::ParseResult;
use rods::ir::{Attribute, Type, Value};
use rods::ods::*;
use rods::syntax::parser::Parser;
use rods::syntax::printer::Printer;
use rods::dialect_op;

// custom: `parse_F` takes the operand list and returns the parsed attribute; this one takes the
// attribute and returns nothing
#[dialect_op(t.op, format = "custom<F>($a, $v) attr-dict `:` type($v)")]
pub struct Op {
    a: I32Attr,
    #[operand]
    v: Value,
}

fn parse_f(p: &mut Parser<'_>, a: &mut Option<Attribute>) -> ParseResult<()> {
    Ok(())
}

fn print_f(p: &mut Printer<'_>, a: Option<&Attribute>, v: &[Value]) {}

fn main() {}
