//! Attribute values: the builtin attributes of MLIR, opaque (unregistered) dialect attributes and
//! registered dialect attributes (declared with `#[dialect_attr]`). Cheap to clone: integers of
//! up to 64 bits and floats are held inline, aggregates and payloads behind `Arc` / `Bytes`, so a
//! multi-megabyte string payload is never copied.

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::affine::{AffineMap, IntegerSet};
use super::def::AttrDef;
use super::dense::{DenseElementsAttr, SparseElementsAttr};
use super::print::Printer;
pub use super::string::{AttrName, StringAttr};
use super::types::{FloatKind, StridedLayoutAttr, Type};

/// An arbitrary-precision integer bit pattern of a fixed width, like LLVM's `APInt`: it has no
/// sign; the type of the attribute that holds it decides how it reads.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ApInt {
    /// Width ≤ 128: the bits, zero-extended (bits above the width are zero).
    Small {
        /// Width in bits.
        width: u32,
        /// The bit pattern.
        bits: u128,
    },
    /// Width > 128: little-endian 64-bit words, bits above the width zero.
    Big {
        /// Width in bits.
        width: u32,
        /// Little-endian words.
        words: Arc<[u64]>,
    },
}

impl ApInt {
    /// An integer of `width` ≤ 128 bits from a signed value, truncated to the width.
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        ApInt::Small {
            width,
            bits: (value as u128) & Self::mask(width),
        }
    }

    /// An integer of `width` ≤ 128 bits from an unsigned value, truncated to the width.
    pub fn from_u128(width: u32, value: u128) -> ApInt {
        ApInt::Small {
            width,
            bits: value & Self::mask(width),
        }
    }

    /// An integer of `width` bits from little-endian 64-bit words (at least enough for the
    /// width, bits above it zero): `Small` up to 128 bits, `Big` above.
    pub fn from_words(width: u32, words: Vec<u64>) -> ApInt {
        if width <= 128 {
            let lo = words.first().copied().unwrap_or(0) as u128;
            let hi = words.get(1).copied().unwrap_or(0) as u128;
            ApInt::Small {
                width,
                bits: lo | (hi << 64),
            }
        } else {
            ApInt::Big {
                width,
                words: words.into(),
            }
        }
    }

    /// The mask of the low `width` bits (width ≤ 128).
    pub fn mask(width: u32) -> u128 {
        if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        }
    }

    /// Width in bits.
    pub fn width(&self) -> u32 {
        match self {
            ApInt::Small { width, .. } | ApInt::Big { width, .. } => *width,
        }
    }

    /// The value read as a signed (two's complement) integer, if it fits `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        match self {
            ApInt::Small { width, bits } => {
                let w = *width;
                if w == 0 {
                    return Some(0);
                }
                let shift = 128 - w;
                Some(((*bits << shift) as i128) >> shift)
            }
            ApInt::Big { .. } => None,
        }
    }

    /// The value read as an unsigned integer, if it fits `u128`.
    pub fn to_u128(&self) -> Option<u128> {
        match self {
            ApInt::Small { bits, .. } => Some(*bits),
            ApInt::Big { words, .. } => {
                if words.iter().skip(2).any(|w| *w != 0) {
                    return None;
                }
                let lo = words.first().copied().unwrap_or(0) as u128;
                let hi = words.get(1).copied().unwrap_or(0) as u128;
                Some(lo | (hi << 64))
            }
        }
    }
}

/// `42 : i64`, `true`, `-1 : si8`, `7 : index`: an integer or `index` type and a bit pattern
/// of its width.
///
/// Held by value in [`Attribute::Integer`]: a value of at most 64 bits is stored inline, so
/// making, copying and reading one touches no other memory (no allocation, no reference count
/// on a line of its own). Wider values are behind one shared pointer.
///
/// ```
/// use rods::ir::{ApInt, IntegerAttr, Type};
/// let a = IntegerAttr::new(Type::int(8), -1);
/// assert_eq!(a.value(), ApInt::from_u128(8, 0xff));
/// assert_eq!(a.as_i64(), Some(-1));
/// let wide = IntegerAttr::from_ap(Type::int(128), ApInt::from_u128(128, u128::MAX));
/// assert_eq!(wide.value().to_u128(), Some(u128::MAX));
/// assert_eq!(wide, IntegerAttr::from_ap(Type::int(128), ApInt::from_i128(128, -1)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerAttr {
    ty: Type,
    bits: IntBits,
}

/// The bits of an [`IntegerAttr`]: which form a value takes depends only on its type and its
/// [`ApInt`], so that equal attributes have equal forms.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum IntBits {
    /// An `ApInt::Small` of at most 64 bits whose width is the type's.
    Word(u64),
    /// Any other value, as it was given.
    Wide(Arc<ApInt>),
}

const _: () = assert!(std::mem::size_of::<IntegerAttr>() == 32);

impl IntegerAttr {
    /// A signless or signed integer attribute from an `i64` (index uses 64 bits).
    pub fn new(ty: Type, value: i64) -> IntegerAttr {
        let width = type_width(&ty).min(128);
        IntegerAttr::from_ap(ty, ApInt::from_i128(width, value as i128))
    }

    /// The attribute of type `ty` (an integer or `index` type) holding `value`, whose width
    /// should be the type's.
    pub fn from_ap(ty: Type, value: ApInt) -> IntegerAttr {
        let bits = match value {
            ApInt::Small { width, bits } if width <= 64 && width == type_width(&ty) => {
                IntBits::Word(bits as u64)
            }
            value => IntBits::Wide(Arc::new(value)),
        };
        IntegerAttr { ty, bits }
    }

    /// The type.
    #[inline]
    pub fn ty(&self) -> &Type {
        &self.ty
    }

    /// The bits.
    #[inline]
    pub fn value(&self) -> ApInt {
        match &self.bits {
            IntBits::Word(bits) => ApInt::Small {
                width: type_width(&self.ty),
                bits: u128::from(*bits),
            },
            IntBits::Wide(value) => ApInt::clone(value),
        }
    }

    /// The value, read as signed (`signed`) or unsigned, when it is held in one word (a type of
    /// at most 64 bits): what the printer writes without making an [`ApInt`].
    #[inline]
    pub(crate) fn word_value(&self, signed: bool) -> Option<i128> {
        let IntBits::Word(bits) = self.bits else {
            return None;
        };
        let width = type_width(&self.ty);
        if width == 0 || width > 64 {
            return None;
        }
        let unused = 64 - width;
        Some(if signed {
            i128::from(((bits << unused) as i64) >> unused)
        } else {
            i128::from((bits << unused) >> unused)
        })
    }

    /// The value as a signed integer, when it fits (what `getInt()` returns for signless types).
    pub fn as_i64(&self) -> Option<i64> {
        let value = self.value();
        let v = match &self.ty {
            Type::Integer {
                signedness: crate::ir::types::Signedness::Unsigned,
                ..
            } => i128::try_from(value.to_u128()?).ok()?,
            _ => value.to_i128()?,
        };
        i64::try_from(v).ok()
    }
}

/// The width of the values of an integer attribute of type `ty`: an integer type's, or 64.
#[inline]
fn type_width(ty: &Type) -> u32 {
    match ty {
        Type::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// `1.5 : f32`, `0x7C : f8E5M2`: a float type and the value's bit pattern in that type's
/// format (see [`crate::ir::float`]); `f80` and `f128` need more than 64 bits, so the pattern is
/// kept as two words (a `u128` field would raise [`Attribute`]'s alignment and size).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FloatAttr {
    /// A float type.
    pub ty: Type,
    lo: u64,
    hi: u64,
}

impl FloatAttr {
    /// A float attribute of type `ty` holding the bit pattern `bits` of its format.
    pub fn from_bits(ty: Type, bits: u128) -> FloatAttr {
        FloatAttr {
            ty,
            lo: bits as u64,
            hi: (bits >> 64) as u64,
        }
    }

    /// `FloatAttr::get(type, double)`: `v` rounded to the format of `ty` (to nearest, ties to
    /// even).
    pub fn from_f64(ty: Type, v: f64) -> FloatAttr {
        let bits = float_kind_of(&ty).from_f64(v);
        FloatAttr::from_bits(ty, bits)
    }

    /// The bit pattern in the format of the type.
    pub fn bits(&self) -> u128 {
        self.lo as u128 | (self.hi as u128) << 64
    }

    /// The float format (`f64` when the type is not a float type).
    pub fn kind(&self) -> FloatKind {
        float_kind_of(&self.ty)
    }

    /// The value as the nearest `f64` (exact for types no wider than `f64`).
    pub fn value(&self) -> f64 {
        self.kind().to_f64(self.bits())
    }
}

fn float_kind_of(ty: &Type) -> FloatKind {
    match ty {
        Type::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

/// A name and an attribute: one entry of a dictionary, of an op's properties or attr-dict.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NamedAttribute {
    /// The name.
    pub name: AttrName,
    /// The value.
    pub value: Attribute,
}

impl NamedAttribute {
    /// A named attribute.
    pub fn new(name: impl Into<AttrName>, value: Attribute) -> NamedAttribute {
        NamedAttribute {
            name: name.into(),
            value,
        }
    }
}

/// `{a = 1 : i32, b}`: entries sorted by name, names unique (the invariant MLIR keeps).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct DictionaryAttr(Arc<[NamedAttribute]>);

impl DictionaryAttr {
    /// Builds a dictionary, sorting the entries by name. Later duplicates are kept; callers that
    /// parse text reject duplicates before building.
    pub fn new(mut entries: Vec<NamedAttribute>) -> DictionaryAttr {
        entries.sort_by_key(|a| a.name);
        DictionaryAttr(entries.into())
    }

    /// A dictionary of `entries`, already sorted by name (as [`DictionaryAttr::new`] sorts
    /// them).
    pub(crate) fn from_sorted(entries: Arc<[NamedAttribute]>) -> DictionaryAttr {
        debug_assert!(entries.is_sorted_by(|a, b| a.name <= b.name));
        DictionaryAttr(entries)
    }

    /// The entry named `name`.
    pub fn get(&self, name: &str) -> Option<&Attribute> {
        self.0
            .binary_search_by(|e| e.name.as_bytes().cmp(name.as_bytes()))
            .ok()
            .map(|i| &self.0[i].value)
    }

    /// The entries, sorted by name.
    pub fn entries(&self) -> &[NamedAttribute] {
        &self.0
    }
}

/// `@root::@nested::@leaf`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SymbolRefAttr {
    /// The root symbol.
    pub root: StringAttr,
    /// The nested references (`::@a`), possibly empty (a flat symbol reference).
    pub nested: Arc<[StringAttr]>,
}

/// `array<i32: 1, 2, 3>` (a dense array of integers or floats).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseArrayAttr {
    /// Element type (`i1`…`i64`, `f16`…`f64`, `f8E4M3FN`…).
    pub element: Type,
    /// Elements: the bit patterns of integers and floats, `⌈width / 64⌉` little-endian words
    /// each (one for `i1` … `i64` and `f16` … `f64`, two for `i128` and `f80`).
    pub values: Arc<[u64]>,
}

/// `dense_resource<key> : tensor<3xi8>`: a shaped value whose data is the builtin resource
/// blob `key` of the file (see [`crate::ir::Resources`]); the attribute holds the key only, so
/// a blob of any size is never copied per use. A key with no blob is valid (MLIR's handle to
/// an uninitialized entry).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseResourceAttr {
    /// The resource key.
    pub key: StringAttr,
    /// A shaped type (tensor, vector or memref).
    pub ty: Type,
}

/// `distinct[N]<attr>`: an attribute with identity. Two distinct attributes are equal only
/// when they are the same one (MLIR's `DistinctAttr::create`), whatever they refer to; cloning
/// keeps the identity. The number `N` only ties the uses of one file together: the printer
/// renumbers them from 0 in printing order.
#[derive(Clone, Debug)]
pub struct DistinctAttr(Arc<Attribute>);

impl DistinctAttr {
    /// A new distinct attribute referring to `referenced` (`Attribute::Unit` prints as
    /// `distinct[N]<>`).
    pub fn create(referenced: Attribute) -> DistinctAttr {
        DistinctAttr(Arc::new(referenced))
    }

    /// The attribute it refers to.
    pub fn referenced(&self) -> &Attribute {
        &self.0
    }

    /// An address that identifies it while it lives (the printer numbers by it).
    pub fn id(&self) -> usize {
        Arc::as_ptr(&self.0) as usize
    }
}

impl PartialEq for DistinctAttr {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for DistinctAttr {}

impl Hash for DistinctAttr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.id().hash(state);
    }
}

/// An attribute of a dialect rods has no definition for, kept as written: `#foo.bar<…>`, or
/// with a type, `#foo.bar<1> : i32` (MLIR's `OpaqueAttr`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueAttr {
    /// Dialect namespace.
    pub dialect: Box<str>,
    /// Everything after `#dialect.` (or after `#dialect` for the `#foo<…>` form).
    pub body: Box<str>,
    /// The attribute's type: [`Type::None`] when none was written (MLIR's default; not printed).
    pub ty: Type,
}

/// One immediate sub-element of a registered dialect attribute or type: what the printer's alias
/// walk visits inside it, as MLIR's does through `walkImmediateSubElements` and the dialect
/// printer's `printAttribute` / `printType` calls. An affine map held by a parameter prints as
/// its `#map` alias, a `tuple` of 17 types as `!tuple`.
#[derive(Clone, Copy, Debug)]
pub enum SubElement<'a> {
    /// An attribute the body prints in full (an `Attribute`, dictionary, array or typed string
    /// parameter).
    Attr(&'a Attribute),
    /// A type the body prints in full.
    Type(&'a Type),
    /// A registered attribute held as its Rust type (printed stripped, a nesting level of its
    /// own).
    DialectAttr(&'a dyn DialectAttribute),
    /// A registered type held as its Rust type.
    DialectType(&'a dyn super::DialectType),
}

/// The interface every registered dialect attribute implements; `#[dialect_attr]` generates it.
pub trait DialectAttribute: Any + Send + Sync + fmt::Debug {
    /// The static definition (dialect, mnemonic, parser).
    fn def(&self) -> &'static AttrDef;
    /// Prints what follows `#dialect.mnemonic` (e.g. `<#nvvm.target, "">`, or nothing).
    fn print_body(&self, p: &mut Printer<'_>);
    /// Equality with another dialect attribute.
    fn dyn_eq(&self, other: &dyn DialectAttribute) -> bool;
    /// Hashing.
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// Upcast for downcasting.
    fn as_any(&self) -> &dyn Any;
    /// Upcast of a shared pointer, for interface casts.
    fn into_any_arc(self: Arc<Self>) -> Arc<dyn Any + Send + Sync>;
    /// Whether the attribute implements the interface whose trait-object type id is `iface`
    /// (`TypeId::of::<dyn TargetAttrInterface>()`).
    fn implements(&self, iface: TypeId) -> bool {
        let _ = iface;
        false
    }
    /// Fills `slot`, an `Option<Arc<dyn I>>`, when the attribute implements the interface `I`.
    /// `this` is the shared pointer that holds `self`.
    fn provide_interface(&self, this: &Arc<dyn DialectAttribute>, slot: &mut dyn Any) {
        let _ = (this, slot);
    }
    /// Calls `f` on each sub-element the parameters hold, in printing order (see
    /// [`SubElement`]).
    fn walk_sub_elements(&self, f: &mut dyn FnMut(SubElement<'_>)) {
        let _ = f;
    }
}

/// A registered dialect attribute value.
#[derive(Clone, Debug)]
pub struct DialectAttr(pub Arc<dyn DialectAttribute>);

impl PartialEq for DialectAttr {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.dyn_eq(&*other.0)
    }
}

impl Eq for DialectAttr {}

impl Hash for DialectAttr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state);
    }
}

impl DialectAttr {
    /// Wraps a concrete attribute.
    pub fn new<T: DialectAttribute>(attr: T) -> DialectAttr {
        DialectAttr(Arc::new(attr))
    }

    /// Downcast to the concrete attribute type.
    pub fn downcast_ref<T: DialectAttribute>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// Cast to an interface: `attr.cast_interface::<dyn TargetAttrInterface>()`.
    pub fn cast_interface<I: ?Sized + 'static>(&self) -> Option<Arc<I>> {
        let mut slot: Option<Arc<I>> = None;
        self.0.provide_interface(&self.0, &mut slot);
        slot
    }

    /// Whether the attribute implements interface `I` (no allocation, no reference counting).
    pub fn implements<I: ?Sized + 'static>(&self) -> bool {
        self.0.implements(TypeId::of::<I>())
    }
}

/// An attribute value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attribute {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `1 : i32`
    Integer(IntegerAttr),
    /// `1.0 : f32`
    Float(FloatAttr),
    /// `"text"`, `"text" : i32`
    String(StringAttr),
    /// `[a, b]`
    Array(Arc<[Attribute]>),
    /// `{k = v}`
    Dictionary(DictionaryAttr),
    /// `@a::@b`
    SymbolRef(Arc<SymbolRefAttr>),
    /// A type used as an attribute: `i32`, `(i32) -> ()`.
    Type(Type),
    /// `array<i32: 1, 2>`
    DenseArray(Arc<DenseArrayAttr>),
    /// `dense<[1, 2]> : tensor<2xi32>`
    DenseElements(Arc<DenseElementsAttr>),
    /// `sparse<[[0, 1]], [5]> : tensor<2x2xi32>`
    SparseElements(Arc<SparseElementsAttr>),
    /// `distinct[N]<attr>`
    Distinct(DistinctAttr),
    /// `loc(…)`
    Location(Arc<super::location::LocationAttr>),
    /// `dense_resource<key> : tensor<…>`
    DenseResource(Arc<DenseResourceAttr>),
    /// An unregistered dialect attribute, kept as text.
    Opaque(Arc<OpaqueAttr>),
    /// A registered dialect attribute.
    Dialect(DialectAttr),
    /// `affine_map<(d0) -> (d0 + 1)>`
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 >= 0)>`
    IntegerSet(IntegerSet),
    /// `strided<[?, 1], offset: ?>`
    StridedLayout(Arc<StridedLayoutAttr>),
}

impl Attribute {
    /// A string attribute.
    pub fn string(s: impl Into<StringAttr>) -> Attribute {
        Attribute::String(s.into())
    }

    /// An integer attribute of a signless type of `width` bits.
    pub fn int(width: u32, value: i64) -> Attribute {
        Attribute::Integer(IntegerAttr::new(Type::int(width), value))
    }

    /// An array attribute.
    pub fn array(elements: Vec<Attribute>) -> Attribute {
        Attribute::Array(elements.into())
    }

    /// A registered dialect attribute.
    pub fn dialect<T: DialectAttribute>(attr: T) -> Attribute {
        Attribute::Dialect(DialectAttr::new(attr))
    }

    /// A string attribute of type `ty` (`"text" : i32`); `Type::None` gives a plain string.
    pub fn typed_string(s: impl Into<StringAttr>, ty: Type) -> Attribute {
        Attribute::String(StringAttr::typed(s, ty))
    }

    /// The string, if this is a string attribute (typed or not, as `dyn_cast<StringAttr>`).
    pub fn as_string(&self) -> Option<&StringAttr> {
        match self {
            Attribute::String(s) => Some(s),
            _ => None,
        }
    }

    /// The elements, if this is an array attribute.
    pub fn as_array(&self) -> Option<&[Attribute]> {
        match self {
            Attribute::Array(a) => Some(a),
            _ => None,
        }
    }

    /// The integer, if this is an integer attribute.
    pub fn as_integer(&self) -> Option<&IntegerAttr> {
        match self {
            Attribute::Integer(i) => Some(i),
            _ => None,
        }
    }

    /// The dictionary, if this is a dictionary attribute.
    pub fn as_dictionary(&self) -> Option<&DictionaryAttr> {
        match self {
            Attribute::Dictionary(d) => Some(d),
            _ => None,
        }
    }

    /// The dense elements attribute, if this is one.
    pub fn as_dense_elements(&self) -> Option<&DenseElementsAttr> {
        match self {
            Attribute::DenseElements(d) => Some(d),
            _ => None,
        }
    }

    /// The registered dialect attribute, if this is one.
    pub fn as_dialect(&self) -> Option<&DialectAttr> {
        match self {
            Attribute::Dialect(d) => Some(d),
            _ => None,
        }
    }

    /// Downcast to a concrete registered dialect attribute type.
    pub fn downcast_ref<T: DialectAttribute>(&self) -> Option<&T> {
        self.as_dialect()?.downcast_ref::<T>()
    }

    /// Whether this is a registered dialect attribute implementing interface `I`.
    pub fn implements<I: ?Sized + 'static>(&self) -> bool {
        self.as_dialect().is_some_and(DialectAttr::implements::<I>)
    }
}

// Attributes sit inline in every property list, array and dialect attribute, so their size
// is memory (and page faults) per op: the large, rarer variants (integers, symbol references,
// dense arrays) are behind an `Arc`, as every MLIR attribute is a pointer to uniqued storage.
const _: () = assert!(std::mem::size_of::<Attribute>() <= 40);
