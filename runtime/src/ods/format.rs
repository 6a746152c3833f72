//! How op attributes and attribute parameters read and print in declarative assembly formats:
//! the runtime half of what `#[dialect_op]` / `#[dialect_attr]` generate.
//!
//! An op variable `$x` of kind `T` parses with [`OpAttrFormat::parse`] and prints with
//! [`OpAttrFormat::print`], following MLIR's choice by kind (reference §1.4): symbol names as
//! `@name`, kinds with a buildable value type (`I32Attr` → `i32`, `StrAttr`/`ArrayAttr` → none)
//! without their type, everything else as a full attribute checked against the kind
//! («invalid kind of attribute specified»).

use crate::diag::ParseResult;
use crate::ir::print::Printer;
use crate::ir::{Attribute, Type};
use crate::syntax::parser::Parser;

use super::OpAttr;

/// How a kind is written in an op's custom form.
#[derive(Clone, Copy, Debug)]
pub enum AttrSyntax {
    /// `@name` (`SymbolNameAttr`).
    SymbolName,
    /// Parsed with a known type and printed without it (`I32Attr` → `i32`, `StrAttr` → no type).
    WithoutType(fn() -> Type),
    /// A full attribute, printed in full (`AnyAttr`, interfaces, dialect attributes).
    Full,
}

/// Which tokens start an optional attribute of a kind: what MLIR's generated parsers decide
/// by the C++ storage class of the attribute (`parseOptionalAttribute` has overloads for
/// `ArrayAttr`, `StringAttr` and `SymbolRefAttr` that look for one token only; every other class
/// binds to the `Attribute` overload, which takes anything that starts an attribute or a type).
///
/// So `($targets^)? attr-dict-with-keyword $body` with an array `targets` (`gpu.module`) reads
/// `{` as the region, while the same group anchored on a dictionary reads it as the attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionalStart {
    /// Any token that starts an attribute or a type (`[`, `{`, `#…`, a number, `@…`, …).
    Any,
    /// `[` only (`ArrayAttr` storage: `ArrayAttr`, typed arrays).
    LSquare,
    /// A string literal only (`StringAttr` storage: `StrAttr`).
    String,
    /// A symbol reference `@…` only (`SymbolRefAttr` storage: `SymbolRefAttr`,
    /// `FlatSymbolRefAttr`).
    At,
}

impl OptionalStart {
    /// Whether the parser is at a token that starts an optional attribute of this kind (for
    /// `Any`, the kind's own parser decides).
    pub fn admits(self, p: &Parser<'_>) -> bool {
        match self {
            OptionalStart::Any => true,
            OptionalStart::LSquare => p.peek_l_square(),
            OptionalStart::String => p.peek_string(),
            OptionalStart::At => p.peek_symbol_name(),
        }
    }
}

/// The parse/print behaviour of an op attribute kind in a custom format.
pub trait OpAttrFormat: OpAttr {
    /// How the kind is written.
    const SYNTAX: AttrSyntax;

    /// Which tokens start the kind where it is optional (the first element of an optional
    /// group, an `oilist` clause).
    const OPTIONAL_START: OptionalStart = OptionalStart::Any;

    /// Whether this is `UnitAttr` (elided as an optional-group anchor; its keyword alone sets it).
    const IS_UNIT: bool = false;

    /// Parses the variable (required).
    fn parse(p: &mut Parser<'_>) -> ParseResult<Attribute> {
        let loc = p.current_location();
        let attr = match Self::SYNTAX {
            AttrSyntax::SymbolName => return p.parse_symbol_name().map(Attribute::String),
            AttrSyntax::WithoutType(ty) => p.parse_attribute_with_type(&ty())?,
            AttrSyntax::Full => p.parse_attribute()?,
        };
        check_kind::<Self>(p, loc, attr)
    }

    /// Parses the variable if present (first element of an optional group).
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Attribute>> {
        if !Self::OPTIONAL_START.admits(p) {
            return Ok(None);
        }
        let loc = p.current_location();
        let attr = match Self::SYNTAX {
            AttrSyntax::SymbolName => {
                return Ok(p.parse_optional_symbol_name()?.map(Attribute::String));
            }
            AttrSyntax::WithoutType(ty) => p.parse_optional_attribute_with_type(&ty())?,
            AttrSyntax::Full => p.parse_optional_attribute()?,
        };
        attr.map(|a| check_kind::<Self>(p, loc, a)).transpose()
    }

    /// Parses the variable `$name` where it is required; `optional_attr` when the field is an
    /// `OptionalAttr` (`Option<T>`). `None` when the kind's parser sets nothing (an enum kind
    /// with nothing there and `optional_attr`, or an empty string). Kinds whose messages name the
    /// attribute (enums: «… for attribute 'NAME' …») override it; the others parse with
    /// [`OpAttrFormat::parse`].
    #[inline]
    fn parse_named(
        p: &mut Parser<'_>,
        name: &str,
        optional_attr: bool,
    ) -> ParseResult<Option<Attribute>> {
        let _ = (name, optional_attr);
        Self::parse(p).map(Some)
    }

    /// Parses the variable `$name` if present (first element of an optional group); as
    /// [`OpAttrFormat::parse_named`], for kinds whose messages name the attribute.
    #[inline]
    fn parse_optional_named(p: &mut Parser<'_>, name: &str) -> ParseResult<Option<Attribute>> {
        let _ = name;
        Self::parse_optional(p)
    }

    /// Parses `qualified($name)`: the full attribute, checked to be of the kind's storage
    /// class. Enum kinds override it: MLIR formats an enum as its case whether qualified or not.
    #[inline]
    fn parse_qualified_named(
        p: &mut Parser<'_>,
        name: &str,
        optional_attr: bool,
    ) -> ParseResult<Option<Attribute>> {
        let _ = (name, optional_attr);
        super::__private::parse_qualified::<Self>(p).map(Some)
    }

    /// Prints `qualified($x)`: the full attribute (enum kinds: the case, as unqualified).
    #[inline]
    fn print_qualified(attr: &Attribute, p: &mut Printer<'_>) {
        p.print_attribute(attr);
    }

    /// Prints the variable.
    fn print(attr: &Attribute, p: &mut Printer<'_>) {
        match (Self::SYNTAX, attr) {
            (AttrSyntax::SymbolName, Attribute::String(s)) => p.print_symbol_name(s),
            (AttrSyntax::WithoutType(_), a) => p.print_attribute_without_type(a),
            (_, a) => p.print_attribute(a),
        }
    }
}

/// MLIR's `parseCustomAttributeWithFallback<StorageT>`: a parsed attribute of another kind is
/// «invalid kind of attribute specified» at the attribute.
fn check_kind<T: OpAttr>(
    p: &mut Parser<'_>,
    loc: crate::ir::Location,
    attr: Attribute,
) -> ParseResult<Attribute> {
    if T::satisfies_storage(&attr) {
        Ok(attr)
    } else {
        Err(p.emit_error_at(loc, "invalid kind of attribute specified"))
    }
}

/// The none type: what a kind whose upstream `valueType` is `NoneType` is parsed with.
pub(crate) fn none_type() -> Type {
    Type::None
}

/// `index`: the type an `IndexAttr` is written without (`upper_bound 64`).
fn index_type() -> Type {
    Type::Index
}

macro_rules! syntax {
    ($($kind:ty => $syntax:expr $(, $start:ident)?);+ $(;)?) => {
        $(impl OpAttrFormat for $kind {
            const SYNTAX: AttrSyntax = $syntax;
            $(const OPTIONAL_START: OptionalStart = OptionalStart::$start;)?
        })+
    };
}

syntax! {
    super::AnyAttr => AttrSyntax::Full;
    super::TypedAttrInterface => AttrSyntax::Full;
    super::StrAttr => AttrSyntax::WithoutType(none_type), String;
    super::SymbolNameAttr => AttrSyntax::SymbolName;
    super::SymbolRefAttr => AttrSyntax::WithoutType(none_type), At;
    super::BoolAttr => AttrSyntax::WithoutType(Type::i1);
    super::I32Attr => AttrSyntax::WithoutType(Type::i32);
    super::I64Attr => AttrSyntax::WithoutType(Type::i64);
    super::IndexAttr => AttrSyntax::WithoutType(index_type);
    super::ArrayAttr => AttrSyntax::WithoutType(none_type), LSquare;
    super::DictAttr => AttrSyntax::WithoutType(none_type);
    super::TypeAttr => AttrSyntax::WithoutType(none_type);
    super::AffineMapAttr => AttrSyntax::WithoutType(index_type);
}

impl OpAttrFormat for super::UnitAttr {
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    const IS_UNIT: bool = true;
}

impl<A: OpAttrFormat, C: super::AttrConstraint> OpAttrFormat for super::Confined<A, C> {
    const SYNTAX: AttrSyntax = A::SYNTAX;
    const OPTIONAL_START: OptionalStart = A::OPTIONAL_START;
    const IS_UNIT: bool = A::IS_UNIT;
}

impl<T> OpAttrFormat for super::AnyAttrOf<T>
where
    super::AnyAttrOf<T>: OpAttr,
{
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
}

impl<T: super::TypeConstraint> OpAttrFormat for super::TypeAttrOf<T> {
    const SYNTAX: AttrSyntax = AttrSyntax::WithoutType(none_type);
}

impl<I: ?Sized + super::NamedInterface> OpAttrFormat for super::AttrInterface<I> {
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
}

/// `[3, 7]`: the stripped form of an `i32` dense array (MLIR's
/// `parseCustomAttributeWithFallback` reads an alias or dialect attribute after `#` in full).
impl OpAttrFormat for super::DenseI32ArrayAttr {
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
    const OPTIONAL_START: OptionalStart = OptionalStart::LSquare;

    fn parse(p: &mut Parser<'_>) -> ParseResult<Attribute> {
        if p.peek_hash_identifier() {
            let loc = p.current_location();
            let attr = p.parse_attribute()?;
            return check_kind::<Self>(p, loc, attr);
        }
        let values = p.parse_dense_i32_array()?;
        Ok(super::OpAttr::to_attr(&super::DenseI32ArrayAttr(values)))
    }

    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Attribute>> {
        if p.peek_l_square() || p.peek_hash_identifier() {
            Self::parse(p).map(Some)
        } else {
            Ok(None)
        }
    }

    fn print(attr: &Attribute, p: &mut Printer<'_>) {
        match super::DenseI32ArrayAttr::values_of(attr) {
            Some(values) => {
                p.write_str("[");
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    p.print_i64(i64::from(*v));
                }
                p.write_str("]");
            }
            None => p.print_attribute(attr),
        }
    }
}

impl OpAttrFormat for super::AnyIntElementsAttr {
    const SYNTAX: AttrSyntax = AttrSyntax::Full;
}
