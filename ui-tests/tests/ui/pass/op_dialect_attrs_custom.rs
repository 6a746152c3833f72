//! Op format variables holding dialect attributes (printed stripped, MLIR's
//! `printStrippedAttrOrType`) and attribute interfaces (full form; another attribute is
//! «invalid kind of attribute specified»); `custom<F>` with `ref`; `prop-dict`.

#[path = "../common.rs"]
mod common;

use rods::diag::ParseResult;
use rods::ir::Attribute;
use rods::ods::{AttrInterface, I32Attr, StrAttr};
use rods::syntax::parser::Parser;
use rods::syntax::printer::Printer;
use rods::{dialect_attr, dialect_op};

/// Something that can be a target.
pub trait TargetLike: Send + Sync {
    /// Its chip.
    fn chip(&self) -> i64;
}
rods::attr_interface!(TargetLike);

#[dialect_attr(t.chip, format = "`<` $n `>`", interfaces = [TargetLike])]
pub struct ChipAttr {
    pub n: i64,
}

impl TargetLike for ChipAttr {
    fn chip(&self) -> i64 {
        self.n
    }
}

#[dialect_attr(t.other)]
pub struct OtherAttr {}

#[dialect_op(t.use, format = "$chip `,` $target (custom<Handler>($handler, ref($chip))^)? attr-dict")]
pub struct UseOp {
    pub chip: ChipAttr,
    pub target: AttrInterface<dyn TargetLike>,
    pub handler: Option<I32Attr>,
}

/// `custom<Handler>`: `+N` (the referenced chip must be present).
fn parse_handler(p: &mut Parser<'_>, chip: Option<&Attribute>) -> ParseResult<Option<(Option<Attribute>,)>> {
    if !p.parse_optional_plus() {
        return Ok(None);
    }
    let v = p.parse_integer_i64()?;
    let _ = chip.expect("bound before");
    Ok(Some((Some(Attribute::int(32, v)),)))
}

fn print_handler(p: &mut Printer<'_>, handler: Option<&Attribute>, chip: Option<&Attribute>) {
    let _ = chip;
    if let Some(h) = handler.and_then(Attribute::as_integer).and_then(|i| i.as_i64()) {
        p.write_str(&format!("+{h}"));
    }
}

#[dialect_op(t.props, format = "$name prop-dict attr-dict")]
pub struct PropsOp {
    pub name: StrAttr,
    pub level: Option<I32Attr>,
}

rods::dialect! { static T = { name: "t", ops: [UseOp, PropsOp], attrs: [ChipAttr, OtherAttr] }; }

fn main() {
    let ok = |s: &str| common::ops(&T, s).unwrap();
    let err = |s: &str| common::ops(&T, s).unwrap_err();
    assert_eq!(ok("t.use <1>, #t.chip<2>"), "t.use <1>, #t.chip<2>");
    assert_eq!(ok("t.use #t.chip<1>, #t.chip<2> +3"), "t.use <1>, #t.chip<2> +3");
    assert_eq!(err("t.use <1>, #t.other"), "custom op 't.use' invalid kind of attribute specified");
    assert_eq!(err("t.use #t.other, #t.chip<2>"), "custom op 't.use' invalid kind of attribute specified");
    // Errors inside a nested dialect attribute have no custom-op prefix.
    assert_eq!(
        err("t.use <x>, #t.chip<2>"),
        "custom op 't.use' expected integer value\ncustom op 't.use' failed to parse ChipAttr parameter 'n' which is to be a `i64`"
    );
    assert_eq!(err("t.use <1>, #t.chip<x>"), "expected integer value\nfailed to parse ChipAttr parameter 'n' which is to be a `i64`");
    assert_eq!(ok("t.props \"a\" <{level = 2 : i32}> {x}"), "t.props \"a\" <{level = 2 : i32}> {x}");
    // With the bound `name` elided and nothing else, MLIR's `genericPrintProperties` prints
    // nothing after the prop-dict's space.
    assert_eq!(ok("t.props \"a\" {x}"), "t.props \"a\"  {x}");
}
