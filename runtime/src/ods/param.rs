//! Attribute and type parameters (MLIR's `AttrParameter` / `FieldParser`): how each Rust type a
//! `#[dialect_attr]` / `#[dialect_type]` field can have reads and prints inside the assembly
//! format.

use std::fmt::Debug;
use std::hash::Hash;

use crate::diag::ParseResult;
use crate::ir::print::Printer;
use crate::ir::{Attribute, DictionaryAttr, StringAttr, SubElement, Type};
use crate::syntax::parser::Parser;

/// A type usable as a `#[dialect_attr]` or `#[dialect_type]` parameter.
pub trait AttrParam: Sized + Clone + Debug + PartialEq + Eq + Hash + Send + Sync + 'static {
    /// The type named in «failed to parse NAME parameter 'p' which is to be a `TYPE`», when it
    /// is not the Rust type's spelling (an enum's C++ type, `::mlir::gpu::Dimension`).
    const CPP_TYPE: Option<&'static str> = None;

    /// Parses the parameter (MLIR's `FieldParser<T>::parse`); emits its own error on failure.
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self>;

    /// Parses the parameter when it is present (first element of an optional group).
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>>;

    /// Prints the parameter (MLIR's `printStrippedAttrOrType` / `printString` / `<<`).
    fn print(&self, p: &mut Printer<'_>);

    /// Parses `qualified($p)`: the full form (`#dialect.mnemonic<…>` for dialect attributes).
    fn parse_qualified(p: &mut Parser<'_>) -> ParseResult<Self> {
        Self::parse(p)
    }

    /// Prints `qualified($p)`: the full form.
    fn print_qualified(&self, p: &mut Printer<'_>) {
        self.print(p);
    }

    /// Calls `f` on each sub-element the parameter is or holds, as the printer's alias walk
    /// visits it (see [`SubElement`]): an `Attribute` or `Type` itself, a registered attribute or
    /// type held as its Rust type, nothing for plain values (integers, strings, enums).
    fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
        let _ = f;
    }
}

impl AttrParam for Attribute {
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        p.parse_attribute()
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        p.parse_optional_attribute()
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.print_attribute(self);
    }
    fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
        f(SubElement::Attr(self));
    }
}

/// `Type` parameters (MLIR's `"Type":$t`) read and print a full type: `!tst.pair<i32, f32>`,
/// never stripped (MLIR's `printStrippedAttrOrType` of a plain `Type` prints it in full).
impl AttrParam for Type {
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        p.parse_type()
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        p.parse_optional_type()
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.print_type(self);
    }
    fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
        f(SubElement::Type(self));
    }
}

/// Parses a full attribute and narrows it with `cast`, or reports MLIR's
/// «invalid kind of attribute specified» at the attribute.
#[inline]
fn parse_attr_kind<T>(p: &mut Parser<'_>, cast: fn(Attribute) -> Option<T>) -> ParseResult<T> {
    let loc = p.current_location();
    let attr = p.parse_attribute()?;
    cast(attr).ok_or_else(|| p.emit_error_at(loc, "invalid kind of attribute specified"))
}

fn parse_optional_attr_kind<T>(
    p: &mut Parser<'_>,
    cast: fn(Attribute) -> Option<T>,
) -> ParseResult<Option<T>> {
    let loc = p.current_location();
    match p.parse_optional_attribute()? {
        None => Ok(None),
        Some(attr) => cast(attr)
            .map(Some)
            .ok_or_else(|| p.emit_error_at(loc, "invalid kind of attribute specified")),
    }
}

macro_rules! attr_kind_param {
    ($ty:ty, $pat:pat => $val:expr, |$this:ident, $p:ident| $print:expr, |$w:ident| $walk:expr) => {
        impl AttrParam for $ty {
            fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
                parse_attr_kind(p, |a| match a {
                    $pat => Some($val),
                    _ => None,
                })
            }
            fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
                parse_optional_attr_kind(p, |a| match a {
                    $pat => Some($val),
                    _ => None,
                })
            }
            fn print(&self, p: &mut Printer<'_>) {
                let ($this, $p) = (self, p);
                $print
            }
            fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
                let $w = self;
                if let Some(attr) = $walk {
                    f(SubElement::Attr(&attr));
                }
            }
        }
    };
}

// Printed in place, not cloned into an `Attribute` first: a `#gpu.object`'s payload is
// printed once per object.
// Walked as the attribute they print as (a nesting level of the alias walk); an untyped string
// holds nothing to visit.
attr_kind_param!(
    StringAttr,
    Attribute::String(s) => s,
    |s, p| p.print_nested_string_attr(s),
    |s| s.ty().is_some().then(|| Attribute::String(s.clone()))
);
attr_kind_param!(
    DictionaryAttr,
    Attribute::Dictionary(d) => d,
    |d, p| p.print_attribute(&Attribute::Dictionary(d.clone())),
    |d| Some(Attribute::Dictionary(d.clone()))
);
attr_kind_param!(
    std::sync::Arc<[Attribute]>,
    Attribute::Array(a) => a,
    |a, p| p.print_attribute(&Attribute::Array(a.clone())),
    |a| Some(Attribute::Array(a.clone()))
);

/// `StringRefParameter`: a quoted string.
impl AttrParam for String {
    const CPP_TYPE: Option<&'static str> = Some("::llvm::StringRef");
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        let loc = p.current_location();
        let s = p.parse_string()?;
        match s.as_str() {
            Some(s) => Ok(s.to_owned()),
            None => Err(p.emit_error_at(loc, "expected a UTF-8 string")),
        }
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        if p.peek_string() {
            Self::parse(p).map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.print_string(self.as_bytes());
    }
}

/// `bool` parameters print `true` / `false` and read as MLIR's `FieldParser<bool>`, an integer
/// parser: `true`, `false`, `0` or `1` («integer value too large» for other integers, «expected
/// integer value» for anything else).
impl AttrParam for bool {
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        match Self::parse_optional(p)? {
            Some(b) => Ok(b),
            None => Err(p.emit_error("expected integer value")),
        }
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        if p.parse_optional_keyword("true") {
            Ok(Some(true))
        } else if p.parse_optional_keyword("false") {
            Ok(Some(false))
        } else if p.peek_integer() {
            let loc = p.current_location();
            match p.parse_integer_i128()? {
                0 => Ok(Some(false)),
                1 => Ok(Some(true)),
                _ => Err(p.emit_error_at(loc, "integer value too large")),
            }
        } else {
            Ok(None)
        }
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.write_str(if *self { "true" } else { "false" });
    }
}

/// `"AffineMap"` parameters (MLIR's `FieldParser<AffineMap>`) read and print a bare affine map,
/// `(d0)[s0] -> (d0 + s0)`, as `#gpu.loop_dim_map<…, map = (d0) -> (d0), …>` holds them: no
/// `affine_map<…>` around it, so no alias either.
impl AttrParam for crate::ir::AffineMap {
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        p.parse_affine_map_reference()
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        if p.peek_l_paren() {
            Self::parse(p).map(Some)
        } else {
            Ok(None)
        }
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.print_affine_map(self);
    }
}

macro_rules! int_param {
    ($($t:ty),+) => {$(
        /// Integer parameters read as MLIR's `parseInteger` reads them
        /// ([`Parser::parse_integer_of_width`]: `-1` is the largest unsigned value) and print
        /// a decimal integer.
        impl AttrParam for $t {
            fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
                let bits = <$t>::BITS;
                let v = p.parse_integer_of_width(bits, <$t>::MIN != 0)?;
                // The pattern's low `bits` bits are the value (sign-extended when signed).
                Ok(v as $t)
            }
            fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
                if p.peek_integer() { Self::parse(p).map(Some) } else { Ok(None) }
            }
            fn print(&self, p: &mut Printer<'_>) {
                p.write_str(&self.to_string());
            }
        }
    )+};
}

int_param!(i8, i16, i32, i64, u8, u16, u32, u64);

/// `ArrayRefParameter<T>` (MLIR's `FieldParser<SmallVector<T>>`): one or more `T`s separated
/// by commas, printed with `, ` between them; `qualified($p)` reads and prints each element in
/// its full form. `OptionalArrayRefParameter<T>` is `#[param(default = Vec::new())]`: absent
/// when empty.
///
/// Its failure message names the C++ type `::llvm::ArrayRef<T>` (the macro spells it).
impl<T: AttrParam> AttrParam for Vec<T> {
    fn parse(p: &mut Parser<'_>) -> ParseResult<Self> {
        parse_list(p, T::parse)
    }
    fn parse_optional(p: &mut Parser<'_>) -> ParseResult<Option<Self>> {
        let Some(first) = T::parse_optional(p)? else {
            return Ok(None);
        };
        let mut items = vec![first];
        while p.parse_optional_comma() {
            items.push(T::parse(p)?);
        }
        Ok(Some(items))
    }
    fn print(&self, p: &mut Printer<'_>) {
        p.interleave_comma(self.iter(), |p, e| e.print(p));
    }
    fn parse_qualified(p: &mut Parser<'_>) -> ParseResult<Self> {
        parse_list(p, T::parse_qualified)
    }
    fn print_qualified(&self, p: &mut Printer<'_>) {
        p.interleave_comma(self.iter(), |p, e| e.print_qualified(p));
    }
    fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
        for e in self {
            e.walk_sub_elements(f);
        }
    }
}

/// MLIR's `parseCommaSeparatedList` without delimiters: one element, then more after commas.
fn parse_list<T>(
    p: &mut Parser<'_>,
    element: fn(&mut Parser<'_>) -> ParseResult<T>,
) -> ParseResult<Vec<T>> {
    let mut items = vec![element(p)?];
    while p.parse_optional_comma() {
        items.push(element(p)?);
    }
    Ok(items)
}
