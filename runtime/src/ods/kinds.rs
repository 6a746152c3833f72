//! The attribute kinds of MLIR's `CommonAttrConstraints.td` that ops declare fields with, as Rust
//! types holding the typed value. Each carries MLIR's summary.

use std::borrow::Cow;
use std::marker::PhantomData;

use super::OpAttr;
use super::constraints::AttrConstraint;
use crate::ir::{self, Attribute, IntegerAttr, StringAttr, Type};

/// `AnyAttr`: «any attribute».
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnyAttr(pub Attribute);

impl OpAttr for AnyAttr {
    fn summary() -> Cow<'static, str> {
        "any attribute".into()
    }
    fn satisfies(_: &Attribute) -> bool {
        true
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Some(AnyAttr(attr.clone()))
    }
    fn to_attr(&self) -> Attribute {
        self.0.clone()
    }
}

/// `TypedAttrInterface`: an attribute with a type (integers, floats, strings, elements
/// attributes, unregistered dialect attributes); «TypedAttr instance».
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypedAttrInterface(pub Attribute);

impl OpAttr for TypedAttrInterface {
    fn summary() -> Cow<'static, str> {
        "TypedAttr instance".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        super::typed_attr_type(attr).is_some()
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Self::satisfies(attr).then(|| TypedAttrInterface(attr.clone()))
    }
    fn to_attr(&self) -> Attribute {
        self.0.clone()
    }
}

/// `StrAttr`: «string attribute».
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StrAttr(pub StringAttr);

impl OpAttr for StrAttr {
    fn summary() -> Cow<'static, str> {
        "string attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::String(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        attr.as_string().cloned().map(StrAttr)
    }
    fn to_attr(&self) -> Attribute {
        Attribute::String(self.0.clone())
    }
}

/// `SymbolNameAttr`: a string attribute printed and parsed as `@name`; «string attribute».
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolNameAttr(pub StringAttr);

impl OpAttr for SymbolNameAttr {
    fn summary() -> Cow<'static, str> {
        "string attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::String(_))
    }
    /// mlir-opt-22 accepts `sym_name = ""` in the generic form and prints the custom form
    /// `@<<INVALID EMPTY SYMBOL>>`, which does not parse: rods rejects the empty name.
    fn invalid_value(attr: &Attribute) -> Option<&'static str> {
        attr.as_string()
            .is_some_and(|s| s.as_bytes().is_empty())
            .then_some("cannot be an empty symbol name")
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        attr.as_string().cloned().map(SymbolNameAttr)
    }
    fn to_attr(&self) -> Attribute {
        Attribute::String(self.0.clone())
    }
}

/// `SymbolRefAttr`: a symbol reference, flat or nested (`@a`, `@a::@b`); «symbol reference
/// attribute» (`gpu.launch_func`'s `kernel`). The flat kind is [`super::FlatSymbolRefAttr`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolRefAttr(pub ir::SymbolRefAttr);

impl OpAttr for SymbolRefAttr {
    fn summary() -> Cow<'static, str> {
        "symbol reference attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::SymbolRef(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::SymbolRef(s) => Some(SymbolRefAttr(ir::SymbolRefAttr::clone(s))),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::SymbolRef(std::sync::Arc::new(self.0.clone()))
    }
}

/// `BoolAttr`: «bool attribute» (MLIR's BoolAttr is an `i1` integer attribute).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoolAttr(pub bool);

impl OpAttr for BoolAttr {
    fn summary() -> Cow<'static, str> {
        "bool attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        Self::from_attr(attr).is_some()
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::Bool(b) => Some(BoolAttr(*b)),
            Attribute::Integer(i) if i.ty().is_signless_int(1) => Some(BoolAttr(i.as_i64()? != 0)),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Bool(self.0)
    }
}

/// `UnitAttr`: «unit attribute». Present or absent; as a field it is usually `Option<UnitAttr>`
/// or read as a `bool` through the generated accessor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct UnitAttr;

impl OpAttr for UnitAttr {
    fn summary() -> Cow<'static, str> {
        "unit attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Unit)
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Self::satisfies(attr).then_some(UnitAttr)
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Unit
    }
}

macro_rules! signless_int_attr {
    ($(#[$doc:meta])* $name:ident, $rust:ty, $width:literal, $summary:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(pub $rust);

        impl OpAttr for $name {
            fn summary() -> Cow<'static, str> {
                $summary.into()
            }
            fn satisfies(attr: &Attribute) -> bool {
                matches!(attr, Attribute::Integer(i) if i.ty().is_signless_int($width))
            }
            fn satisfies_storage(attr: &Attribute) -> bool {
                matches!(attr, Attribute::Integer(_))
            }
            fn from_attr(attr: &Attribute) -> Option<Self> {
                match attr {
                    Attribute::Integer(i) if i.ty().is_signless_int($width) => {
                        <$rust>::try_from(i.value().to_i128()?).ok().map($name)
                    }
                    _ => None,
                }
            }
            fn to_attr(&self) -> Attribute {
                Attribute::Integer(IntegerAttr::new(
                    Type::int($width),
                    i64::from(self.0),
                ))
            }
        }
    };
}

signless_int_attr!(
    /// `I32Attr`: «32-bit signless integer attribute».
    I32Attr, i32, 32, "32-bit signless integer attribute"
);
signless_int_attr!(
    /// `I64Attr`: «64-bit signless integer attribute».
    I64Attr, i64, 64, "64-bit signless integer attribute"
);

/// `IndexAttr`: «index attribute», an integer attribute of type `index` (`32 : index`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IndexAttr(pub i64);

impl OpAttr for IndexAttr {
    fn summary() -> Cow<'static, str> {
        "index attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Integer(i) if *i.ty() == Type::Index)
    }
    fn satisfies_storage(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Integer(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::Integer(i) if *i.ty() == Type::Index => {
                i64::try_from(i.value().to_i128()?).ok().map(IndexAttr)
            }
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Integer(IntegerAttr::new(Type::Index, self.0))
    }
}

/// `ArrayAttr`: «array attribute».
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayAttr(pub std::sync::Arc<[Attribute]>);

impl OpAttr for ArrayAttr {
    fn summary() -> Cow<'static, str> {
        "array attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Array(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::Array(a) => Some(ArrayAttr(a.clone())),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Array(self.0.clone())
    }
}

/// MLIR's `DictionaryAttr` kind: «dictionary of named attribute values», holding an
/// [`ir::DictionaryAttr`] (named apart from it, as `StrAttr` is the kind of a `StringAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DictAttr(pub ir::DictionaryAttr);

impl OpAttr for DictAttr {
    fn summary() -> Cow<'static, str> {
        "dictionary of named attribute values".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Dictionary(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        attr.as_dictionary().cloned().map(DictAttr)
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Dictionary(self.0.clone())
    }
}

/// `TypeAttr`: «any type attribute».
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeAttr(pub Type);

impl OpAttr for TypeAttr {
    fn summary() -> Cow<'static, str> {
        "any type attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::Type(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::Type(t) => Some(TypeAttr(t.clone())),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::Type(self.0.clone())
    }
}

/// `AffineMapAttr`: «AffineMap attribute», an `affine_map<…>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMapAttr(pub ir::AffineMap);

impl OpAttr for AffineMapAttr {
    fn summary() -> Cow<'static, str> {
        "AffineMap attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        matches!(attr, Attribute::AffineMap(_))
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::AffineMap(m) => Some(AffineMapAttr(m.clone())),
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::AffineMap(self.0.clone())
    }
}

crate::typed_array_attr!(
    /// `BoolArrayAttr`: «1-bit boolean array attribute», an array of `true` / `false`.
    pub BoolArrayAttr, BoolAttr, "1-bit boolean array attribute"
);

crate::typed_array_attr!(
    /// `I64ArrayAttr`: «64-bit integer array attribute», an array of `i64` integers.
    pub I64ArrayAttr, I64Attr, "64-bit integer array attribute"
);

/// `ConfinedAttr<A, [C…]>`: kind `A` further constrained by `C` (one constraint or a tuple).
/// Summary: `A`'s, a space, then `C`'s.
#[derive(Debug)]
pub struct Confined<A, C> {
    /// The value.
    pub value: A,
    _constraint: PhantomData<fn() -> C>,
}

impl<A: Clone, C> Clone for Confined<A, C> {
    fn clone(&self) -> Self {
        Confined {
            value: self.value.clone(),
            _constraint: PhantomData,
        }
    }
}

impl<A: PartialEq, C> PartialEq for Confined<A, C> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

/// An array kind built from its elements (`ArrayAttr`, typed arrays): lets [`Confined`] check
/// element-count constraints at compile time.
pub trait ArrayKind: OpAttr {
    /// The element kind.
    type Element;
    /// The array holding `elements`.
    fn from_elements(elements: Vec<Self::Element>) -> Self;
}

impl ArrayKind for ArrayAttr {
    type Element = Attribute;
    fn from_elements(elements: Vec<Attribute>) -> Self {
        ArrayAttr(elements.into())
    }
}

// Where the type system can carry a constraint, the builder enforces it at compile time: a
// `Confined<ObjectArrayAttr, ArrayMinCount<1>>` built from `[]` does not compile
// («evaluation of constant value failed»), while parsed IR is still checked by the verifier.
impl<A: ArrayKind, const M: usize> Confined<A, super::ArrayMinCount<M>> {
    /// The array of `elements`; fewer than `M` elements is a compile-time error.
    pub fn from_elements<const N: usize>(elements: [A::Element; N]) -> Self {
        const { assert!(N >= M, "`ArrayMinCount<M>` needs at least M elements") };
        Confined {
            value: A::from_elements(elements.into()),
            _constraint: PhantomData,
        }
    }
}

impl<A: ArrayKind, const M: usize> Confined<A, super::ArrayMaxCount<M>> {
    /// The array of `elements`; more than `M` elements is a compile-time error.
    pub fn from_elements<const N: usize>(elements: [A::Element; N]) -> Self {
        const { assert!(N <= M, "`ArrayMaxCount<M>` allows at most M elements") };
        Confined {
            value: A::from_elements(elements.into()),
            _constraint: PhantomData,
        }
    }
}

impl<A: ArrayKind, const M: usize> Confined<A, super::ArrayCount<M>> {
    /// The array of `elements`; any other count than `M` is a compile-time error.
    pub fn from_elements<const N: usize>(elements: [A::Element; N]) -> Self {
        const { assert!(N == M, "`ArrayCount<M>` needs exactly M elements") };
        Confined {
            value: A::from_elements(elements.into()),
            _constraint: PhantomData,
        }
    }
}

impl<A: OpAttr, C: AttrConstraint> Confined<A, C> {
    /// Wraps a value, checking the constraint at run time; `None` when it does not hold.
    pub fn new(value: A) -> Option<Self> {
        C::check(&value.to_attr()).then_some(Confined {
            value,
            _constraint: PhantomData,
        })
    }
}

impl<A: OpAttr, C: AttrConstraint> OpAttr for Confined<A, C> {
    fn summary() -> Cow<'static, str> {
        format!("{} {}", A::summary(), C::summary()).into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        A::satisfies(attr) && C::check(attr)
    }
    fn satisfies_storage(attr: &Attribute) -> bool {
        A::satisfies_storage(attr)
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        if !C::check(attr) {
            return None;
        }
        A::from_attr(attr).map(|value| Confined {
            value,
            _constraint: PhantomData,
        })
    }
    fn to_attr(&self) -> Attribute {
        self.value.to_attr()
    }
}

/// `AnyAttrOf<[A, B, …]>`: one of several kinds; summary «A or B or …»; holds the raw attribute.
#[derive(Debug)]
pub struct AnyAttrOf<T> {
    /// The attribute.
    pub value: Attribute,
    _kinds: PhantomData<fn() -> T>,
}

impl<T> Clone for AnyAttrOf<T> {
    fn clone(&self) -> Self {
        AnyAttrOf {
            value: self.value.clone(),
            _kinds: PhantomData,
        }
    }
}

impl<T> PartialEq for AnyAttrOf<T> {
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

macro_rules! any_attr_of {
    ($($k:ident),+) => {
        impl<$($k: OpAttr),+> OpAttr for AnyAttrOf<($($k,)+)> {
            fn summary() -> Cow<'static, str> {
                let parts: &[Cow<'static, str>] = &[$($k::summary()),+];
                parts.join(" or ").into()
            }
            fn satisfies(attr: &Attribute) -> bool {
                false $(|| $k::satisfies(attr))+
            }
            fn satisfies_storage(_: &Attribute) -> bool {
                true
            }
            fn from_attr(attr: &Attribute) -> Option<Self> {
                Self::satisfies(attr).then(|| AnyAttrOf { value: attr.clone(), _kinds: PhantomData })
            }
            fn to_attr(&self) -> Attribute {
                self.value.clone()
            }
        }
    };
}

any_attr_of!(A, B);
any_attr_of!(A, B, C);
any_attr_of!(A, B, C, D);

/// `DenseI32ArrayAttr`: «i32 dense array attribute», `array<i32: 3, 7>`. An op format writes it
/// stripped, `[3, 7]` (MLIR's `printStrippedAttrOrType`; read by `DenseArrayAttr::parse`, or in
/// full after a `#`, as `parseCustomAttributeWithFallback`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DenseI32ArrayAttr(pub Vec<i32>);

impl DenseI32ArrayAttr {
    /// The elements of `attr` when it is an `i32` dense array.
    pub fn values_of(attr: &Attribute) -> Option<Vec<i32>> {
        match attr {
            Attribute::DenseArray(a) if a.element.is_signless_int(32) => {
                Some(a.values.iter().map(|v| *v as u32 as i32).collect())
            }
            _ => None,
        }
    }
}

impl OpAttr for DenseI32ArrayAttr {
    fn summary() -> Cow<'static, str> {
        "i32 dense array attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        Self::values_of(attr).is_some()
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        Self::values_of(attr).map(DenseI32ArrayAttr)
    }
    fn to_attr(&self) -> Attribute {
        Attribute::DenseArray(std::sync::Arc::new(ir::DenseArrayAttr {
            element: Type::i32(),
            values: self.0.iter().map(|v| u64::from(*v as u32)).collect(),
        }))
    }
}

/// `AnyIntElementsAttr`: «integer elements attribute», a dense elements attribute of integers
/// or indices (`dense<[1, 42]> : vector<2xi32>`; MLIR's `DenseIntElementsAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnyIntElementsAttr(pub ir::DenseElementsAttr);

impl OpAttr for AnyIntElementsAttr {
    fn summary() -> Cow<'static, str> {
        "integer elements attribute".into()
    }
    fn satisfies(attr: &Attribute) -> bool {
        Self::from_attr(attr).is_some()
    }
    fn from_attr(attr: &Attribute) -> Option<Self> {
        match attr {
            Attribute::DenseElements(d) if d.element_type().is_int_or_index() => {
                Some(AnyIntElementsAttr(ir::DenseElementsAttr::clone(d)))
            }
            _ => None,
        }
    }
    fn to_attr(&self) -> Attribute {
        Attribute::DenseElements(std::sync::Arc::new(self.0.clone()))
    }
}
