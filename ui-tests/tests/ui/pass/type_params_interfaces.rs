//! `#[dialect_type]`: a type without parameters (buildable, with an interface), one with `Type`
//! and integer parameters and a verify hook, one holding another dialect type (stripped) and one
//! attribute holding a dialect type; round trips through the registry, downcasts and interface
//! casts, and a result of buildable dialect type.

#[path = "../common.rs"]
mod common;

use rods::ir::{Type, Value};
use rods::ods::{BuildableType, TypeAttrOf, TypeConstraint};
use rods::{dialect_attr, dialect_op, dialect_type};

pub trait Awaitable: Send + Sync {
    fn width(&self) -> u32;
}
rods::type_interface!(Awaitable);

#[dialect_type(t.token, summary = "token", interfaces = [Awaitable])]
pub struct TokenType {}

impl Awaitable for TokenType {
    fn width(&self) -> u32 {
        1
    }
}

#[dialect_type(t.array, verify, format = "`<` $count `x` $elem `>`")]
pub struct ArrayType {
    pub count: u64,
    pub elem: Type,
}

impl ArrayType {
    fn verify(&self) -> Result<(), String> {
        if self.count == 0 { Err("empty array".into()) } else { Ok(()) }
    }
}

#[dialect_type(t.holder, format = "`<` $inner (`,` $tok^)? `>`")]
pub struct HolderType {
    pub inner: ArrayType,
    pub tok: Option<TokenType>,
}

#[dialect_attr(t.of, format = "`<` $ty `>`")]
pub struct OfAttr {
    pub ty: ArrayType,
}

#[dialect_op(t.src, format = "$ty attr-dict")]
#[derive(Debug)]
pub struct SrcOp {
    pub ty: TypeAttrOf<ArrayType>,
    #[result(type = TokenType)]
    pub r: Value,
}

rods::dialect! {
    static T = {
        name: "t",
        ops: [SrcOp],
        attrs: [OfAttr],
        types: [TokenType, ArrayType, HolderType],
    };
}

fn main() {
    let ok = |s: &str| common::ops(&T, s).unwrap();
    assert_eq!(
        ok("%0 = t.src !t.array<2 x i32> {a = !t.holder<<3 x !t.token>, !t.token>, b = #t.of<<1 x f32>>}"),
        "%0 = t.src !t.array<2 x i32> {a = !t.holder<<3 x !t.token>, !t.token>, b = #t.of<<1 x f32>>}"
    );
    assert_eq!(common::attr(&T, "!t<array<0 x i1>>").unwrap_err(), "empty array");
    assert_eq!(
        common::ops(&T, "%0 = t.src i32").unwrap_err(),
        "'t.src' op attribute 'ty' failed to satisfy constraint: type attribute of "
    );
    let token = TokenType::build();
    assert!(token.implements::<dyn Awaitable>());
    let width = token.as_dialect().and_then(|d| d.cast_interface::<dyn Awaitable>());
    assert_eq!(width.map(|a| a.width()), Some(1));
    assert!(<TokenType as TypeConstraint>::check(&token) && !<ArrayType as TypeConstraint>::check(&token));
    assert_eq!(<TokenType as TypeConstraint>::summary(), "token");
    let array = ArrayType::new(4, Type::i32()).into_type();
    assert_eq!(array.downcast_ref::<ArrayType>().map(|a| a.count), Some(4));
    assert_eq!(rods::ir::print::type_to_string(&array), "!t.array<4 x i32>");
}
