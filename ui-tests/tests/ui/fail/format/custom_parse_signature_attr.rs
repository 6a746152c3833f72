#![allow(unused)]
use rods::diag::ParseResult;
use rods::dialect_attr;
use rods::ir::print::Printer;
use rods::syntax::parser::Parser;

// `parse_count` returns the count alone where the directive expects a tuple of its `$` arguments
#[dialect_attr(t.count, format = "`<` custom<Count>($n) `>`")]
pub struct CountAttr {
    pub n: u32,
}

fn parse_count(p: &mut Parser<'_>) -> ParseResult<u32> {
    Ok(p.parse_integer_i64()? as u32)
}

fn print_count(p: &mut Printer<'_>, n: &u32) {
    p.write_str(&n.to_string());
}

fn main() {}
