//! `#[dialect_enum]`: an `I64EnumAttr` as a bare keyword in an op format and `N : i64` in the
//! generic form, a bit enum with groups used directly (quoted when not one bit) and wrapped as
//! a dialect attribute (`EnumAttr`, default format `$value` and `` `<` $value `>` ``), the Rust
//! API (`symbolize`, `stringify`, `from_value`, `value`, `FromStr`, bit operators), and the
//! typed view and builder of an op holding them.

#[path = "../common.rs"]
mod common;

use rods::ods::OpAttr;
use rods::{dialect_attr, dialect_enum, dialect_op};

#[dialect_enum(I64EnumAttr, cpp_namespace = "::t")]
pub enum Pred {
    #[case(value = 0, str = "eq")]
    Eq,
    #[case(value = 1, str = "ne")]
    Ne,
    #[case(value = 4, str = "not-a-keyword")]
    Odd,
}

#[dialect_enum(I16BitEnumAttr, summary = "bits", separator = "|")]
pub enum Bits {
    #[case(none, str = "none")]
    None,
    #[case(bit = 0, str = "a")]
    A,
    #[case(bit = 1, str = "b")]
    B,
    #[case(group = [A, B], str = "ab")]
    Ab,
}

#[dialect_attr(t.bits, name = "T_BitsAttr", format = "$value", summary = "bits")]
pub struct BitsAttr {
    pub value: Bits,
}

#[dialect_op(t.cmp, format = "$pred (`bits` $bits^)? (`wrapped` $wrapped^)? attr-dict")]
pub struct CmpOp {
    pub pred: Pred,
    pub bits: Option<Bits>,
    pub wrapped: Option<BitsAttr>,
}

rods::dialect! { static T = { name: "t", ops: [CmpOp], attrs: [BitsAttr] }; }

fn main() {
    assert_eq!(Pred::symbolize("ne"), Some(Pred::Ne));
    assert_eq!(Pred::Odd.stringify(), "not-a-keyword");
    assert_eq!(Pred::from_value(4), Some(Pred::Odd));
    assert_eq!(Pred::from_value(2), None);
    assert_eq!(Pred::Ne.value(), 1);
    assert_eq!("eq".parse::<Pred>(), Ok(Pred::Eq));
    assert_eq!(
        "lt".parse::<Pred>().unwrap_err().to_string(),
        "expected ::t::Pred to be one of: eq, ne, not-a-keyword"
    );
    assert_eq!(Pred::Ne.to_string(), "ne");
    assert_eq!(Pred::summary(), "allowed 64-bit signless integer cases: 0, 1, 4");

    assert_eq!((Bits::A | Bits::B).stringify(), "a|b|ab");
    assert_eq!(Bits::Ab, Bits::A | Bits::B);
    assert_eq!(!Bits::A, Bits::B);
    assert!(Bits::Ab.contains_all(Bits::A));
    assert!(!Bits::A.contains_any(Bits::B));
    assert_eq!(Bits::symbolize("b | a"), Some(Bits::Ab));
    assert_eq!(Bits::from_value(4), None);
    assert_eq!(format!("{:?}", Bits::None), "Bits(none)");

    assert_eq!(
        common::ops(&T, "t.cmp \"not-a-keyword\" bits \"a|b\" wrapped b").as_deref(),
        Ok("t.cmp \"not-a-keyword\" bits \"a|b|ab\" wrapped  b")
    );
    assert_eq!(common::ops(&T, "t.cmp ne bits a").as_deref(), Ok("t.cmp ne bits a"));
    assert_eq!(common::attr(&T, "#t<bits \"a|b\">").as_deref(), Ok("#t<bits a|b|ab>"));
    assert_eq!(
        common::ops(&T, "t.cmp lt").unwrap_err(),
        "custom op 't.cmp' expected string or keyword containing one of the following enum values for attribute 'pred' [eq, ne, not-a-keyword]"
    );

    // The typed view and the builder.
    let mut ir = rods::ir::Ir::new();
    let op = CmpOp { pred: Pred::Ne, bits: Some(Bits::Ab), wrapped: None };
    let id = ir.create_op(op.build(rods::ir::Location::Unknown));
    let view = CmpOp::from_op(&ir, id).expect("a t.cmp");
    assert_eq!(view.pred, Pred::Ne);
    assert_eq!(view.bits, Some(Bits::Ab));
}
