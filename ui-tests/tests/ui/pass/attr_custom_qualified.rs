//! `custom<F>($p, ref($q))` calls user functions; `qualified($p)` uses the full
//! `#dialect.mnemonic<…>` form; a nested dialect attribute prints stripped by default; a
//! parameter-less attribute prints bare and accepts `<>`; the verify hook runs at parse time.

#[path = "../common.rs"]
mod common;

use rods::diag::ParseResult;
use rods::dialect_attr;
use rods::syntax::parser::Parser;
use rods::syntax::printer::Printer;

#[dialect_attr(t.unit)]
pub struct UnitLikeAttr {}

#[dialect_attr(t.leaf, format = "`<` $v `>`", verify)]
pub struct LeafAttr {
    pub v: i64,
}

impl LeafAttr {
    fn verify(&self) -> Result<(), String> {
        if self.v < 0 { Err("the value must be non-negative".into()) } else { Ok(()) }
    }
}

#[dialect_attr(t.wrap, format = "`<` $a `,` qualified($b) `,` custom<Twice>($n, ref($a)) `>`")]
pub struct WrapAttr {
    pub a: LeafAttr,
    pub b: LeafAttr,
    pub n: i64,
}

/// Parses `N*2` (the value doubled, written as `N*2`), and checks the reference is there.
fn parse_twice(p: &mut Parser<'_>, a: Option<&LeafAttr>) -> ParseResult<(i64,)> {
    let v = p.parse_integer_i64()?;
    p.parse_star()?;
    p.parse_keyword("twice")?;
    let _ = a.map(|l| l.v);
    Ok((v * 2,))
}

fn print_twice(p: &mut Printer<'_>, n: &i64, a: &LeafAttr) {
    let _ = a;
    p.write_str(&format!("{} * twice", n / 2));
}

rods::dialect! { static T = { name: "t", attrs: [UnitLikeAttr, LeafAttr, WrapAttr] }; }

fn main() {
    let ok = |s: &str| common::attr(&T, s).unwrap();
    let err = |s: &str| common::attr(&T, s).unwrap_err();
    assert_eq!(ok("#t.unit"), "#t.unit");
    assert_eq!(ok("#t.unit<>"), "#t.unit");
    assert_eq!(ok("#t.leaf<3>"), "#t.leaf<3>");
    assert_eq!(err("#t.leaf<-3>"), "the value must be non-negative");
    assert_eq!(
        ok("#t.wrap<<1>, #t.leaf<2>, 5 * twice>"),
        "#t.wrap<<1>, #t.leaf<2>, 5 * twice>"
    );
    // The stripped position also accepts the full form.
    assert_eq!(ok("#t.wrap<#t.leaf<1>, #t.leaf<2>, 5 * twice>"), "#t.wrap<<1>, #t.leaf<2>, 5 * twice>");
    assert_eq!(
        err("#t.wrap<#t.unit, #t.leaf<2>, 5 * twice>"),
        "invalid kind of attribute specified\nfailed to parse WrapAttr parameter 'a' which is to be a `LeafAttr`"
    );
    assert_eq!(
        err("#t.wrap<<-1>, #t.leaf<2>, 5 * twice>"),
        "the value must be non-negative\nfailed to parse WrapAttr parameter 'a' which is to be a `LeafAttr`"
    );
    let a = WrapAttr::new(LeafAttr::new(1), LeafAttr::new(2), 4);
    assert_eq!(a.n(), &4);
    assert!(LeafAttr::get_checked(-1).is_err());
}
