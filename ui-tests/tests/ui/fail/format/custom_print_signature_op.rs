#![allow(unused)]
use rods::diag::ParseResult;
use rods::ir::{Attribute, RegionId};
use rods::ods::*;
use rods::syntax::parser::Parser;
use rods::syntax::printer::Printer;
use rods::dialect_op;

// custom: `print_F` takes the regions as `&[RegionId]`, not one `RegionId`
#[dialect_op(t.op, format = "custom<Body>($body) attr-dict")]
pub struct Op {
    #[region]
    body: RegionId,
}

fn parse_body(p: &mut Parser<'_>, body: &mut Vec<RegionId>) -> ParseResult<()> {
    Ok(())
}

fn print_body(p: &mut Printer<'_>, body: RegionId) {}

fn main() {}
