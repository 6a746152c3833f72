//! Types: the builtin types of MLIR that rods knows, opaque (unregistered) dialect types and
//! registered dialect types (declared with `#[dialect_type]`).

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::def::TypeDef;
use super::print::Printer;
use super::uniqued::Uniqued;

/// Signedness of an integer type: `i32` (signless), `si32` (signed), `ui32` (unsigned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The builtin floating-point types (their formats are in [`crate::ir::float`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `f16` (IEEE half)
    F16,
    /// `bf16` (bfloat16)
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80` (x87 extended precision, explicit integer bit)
    F80,
    /// `f128` (IEEE quad)
    F128,
    /// `tf32` (19 bits: 8 exponent, 10 mantissa)
    TF32,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3FN` (no infinity, NaN all ones)
    F8E4M3FN,
    /// `f8E5M2FNUZ` (no infinity, no negative zero: its pattern is NaN)
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ` (exponent bias 11)
    F8E4M3B11FNUZ,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E8M0FNU` (exponent only: powers of two, no zero, no sign)
    F8E8M0FNU,
    /// `f6E2M3FN` (finite only)
    F6E2M3FN,
    /// `f6E3M2FN` (finite only)
    F6E3M2FN,
    /// `f4E2M1FN` (finite only)
    F4E2M1FN,
}

impl FloatKind {
    /// Every float type.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The keyword that spells the type.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The float type spelt `s`.
    pub fn from_keyword(s: &[u8]) -> Option<FloatKind> {
        Some(match s {
            b"f16" => FloatKind::F16,
            b"bf16" => FloatKind::BF16,
            b"f32" => FloatKind::F32,
            b"f64" => FloatKind::F64,
            b"f80" => FloatKind::F80,
            b"f128" => FloatKind::F128,
            b"tf32" => FloatKind::TF32,
            b"f8E5M2" => FloatKind::F8E5M2,
            b"f8E4M3" => FloatKind::F8E4M3,
            b"f8E4M3FN" => FloatKind::F8E4M3FN,
            b"f8E5M2FNUZ" => FloatKind::F8E5M2FNUZ,
            b"f8E4M3FNUZ" => FloatKind::F8E4M3FNUZ,
            b"f8E4M3B11FNUZ" => FloatKind::F8E4M3B11FNUZ,
            b"f8E3M4" => FloatKind::F8E3M4,
            b"f8E8M0FNU" => FloatKind::F8E8M0FNU,
            b"f6E2M3FN" => FloatKind::F6E2M3FN,
            b"f6E3M2FN" => FloatKind::F6E3M2FN,
            b"f4E2M1FN" => FloatKind::F4E2M1FN,
            _ => return None,
        })
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        self.semantics().size_in_bits
    }
}

/// `(inputs) -> results`: the input types then the result types, in one list held in the
/// uniqued copy itself when they are at most [`FunctionType::INLINE`] (most ops' types), so
/// that reading a function type found in a cache is one access to memory, not three.
///
/// ```
/// use rods::ir::{FunctionType, Type};
/// let f = FunctionType::new(vec![Type::i32(), Type::Index], vec![Type::i64()]);
/// assert_eq!(f.inputs(), [Type::i32(), Type::Index]);
/// assert_eq!(f.results(), [Type::i64()]);
/// let wide = FunctionType::new(vec![Type::i32(); 9], vec![]);
/// assert_eq!(wide.inputs().len(), 9);
/// assert!(wide.results().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    num_inputs: u32,
    types: FunctionTypes,
}

/// The types of a [`FunctionType`]: inline up to [`FunctionType::INLINE`] (unused slots hold
/// `Type::None`, so that equal lists are equal values), else on the heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum FunctionTypes {
    Inline(u8, [Type; FunctionType::INLINE]),
    Heap(Box<[Type]>),
}

impl FunctionType {
    /// The most types (inputs and results) held inline.
    pub const INLINE: usize = 6;

    /// The function type `(inputs) -> results`.
    pub fn new(inputs: Vec<Type>, results: Vec<Type>) -> FunctionType {
        FunctionType::from_parts(&inputs, &results)
    }

    /// [`FunctionType::new`] from slices.
    pub fn from_parts(inputs: &[Type], results: &[Type]) -> FunctionType {
        let n = inputs.len() + results.len();
        let types = if n <= Self::INLINE {
            let mut inline = [const { Type::None }; Self::INLINE];
            for (slot, ty) in inline.iter_mut().zip(inputs.iter().chain(results)) {
                *slot = ty.clone();
            }
            FunctionTypes::Inline(n as u8, inline)
        } else {
            FunctionTypes::Heap(inputs.iter().chain(results).cloned().collect())
        };
        FunctionType {
            num_inputs: inputs.len() as u32,
            types,
        }
    }

    fn types(&self) -> &[Type] {
        match &self.types {
            FunctionTypes::Inline(n, inline) => inline.get(..*n as usize).unwrap_or_default(),
            FunctionTypes::Heap(types) => types,
        }
    }

    /// The argument types.
    #[inline]
    pub fn inputs(&self) -> &[Type] {
        self.types()
            .get(..self.num_inputs as usize)
            .unwrap_or_default()
    }

    /// The result types.
    #[inline]
    pub fn results(&self) -> &[Type] {
        self.types()
            .get(self.num_inputs as usize..)
            .unwrap_or_default()
    }
}

/// `() -> ()`
impl Default for FunctionType {
    fn default() -> FunctionType {
        FunctionType::from_parts(&[], &[])
    }
}

/// A dimension of a shaped type: a static size or `?`.
pub type Dim = Option<u64>;

/// `vector<4x[8]xf32>`: shape, scalable flags and element type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VectorType {
    /// Static sizes.
    pub shape: Vec<u64>,
    /// One flag per dimension: `[8]` is scalable.
    pub scalable: Vec<bool>,
    /// Element type.
    pub element: Type,
}

/// `tensor<?x4xf32>` (ranked, `shape = Some`) or `tensor<*xf32>` (unranked, `shape = None`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    /// `None` for an unranked tensor.
    pub shape: Option<Vec<Dim>>,
    /// Element type.
    pub element: Type,
    /// Optional encoding attribute (`tensor<4xf32, #enc>`).
    pub encoding: Option<super::Attribute>,
}

/// `memref<4x?xf32, strided<[?, 1]>, 1>` (ranked, `shape = Some`) or `memref<*xf32, 1>`
/// (unranked, `shape = None`): MLIR's `MemRefType` and `UnrankedMemRefType`.
///
/// Built with [`MemRefType::new`], which keeps MLIR's canonical form: an identity affine map
/// layout of the memref's rank (`affine_map<(d0, d1) -> (d0, d1)>`) is no layout, and an integer
/// memory space of value 0 (`0`, `0 : i32`, `false`) is no memory space.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemRefType {
    /// `None` for an unranked memref.
    shape: Option<Vec<Dim>>,
    element: Type,
    /// An `Attribute::AffineMap` or `Attribute::StridedLayout`, or none (the identity layout).
    layout: Option<super::Attribute>,
    /// The memory space attribute, or none (the default memory space).
    memory_space: Option<super::Attribute>,
}

impl MemRefType {
    /// A memref type, in canonical form. The caller checks what MLIR's verifier checks
    /// ([`MemRefType::verify`]): a valid element type, a layout matching the rank, a supported
    /// memory space.
    pub fn new(
        shape: Option<Vec<Dim>>,
        element: Type,
        layout: Option<super::Attribute>,
        memory_space: Option<super::Attribute>,
    ) -> MemRefType {
        let rank = shape.as_ref().map_or(0, Vec::len);
        let layout = layout.filter(|l| match l {
            super::Attribute::AffineMap(m) => !m.is_multi_dim_identity(rank),
            _ => true,
        });
        let memory_space = memory_space.filter(|m| match m {
            super::Attribute::Integer(i) => i.value().to_u128() != Some(0),
            super::Attribute::Bool(b) => *b,
            _ => true,
        });
        MemRefType {
            shape,
            element,
            layout,
            memory_space,
        }
    }

    /// The dimensions, `None` when unranked.
    pub fn shape(&self) -> Option<&[Dim]> {
        self.shape.as_deref()
    }

    /// Whether the memref is ranked.
    pub fn is_ranked(&self) -> bool {
        self.shape.is_some()
    }

    /// The rank, `None` when unranked.
    pub fn rank(&self) -> Option<usize> {
        self.shape.as_ref().map(Vec::len)
    }

    /// The element type.
    pub fn element_type(&self) -> &Type {
        &self.element
    }

    /// The layout (an affine map or strided layout attribute); `None` is the identity layout.
    pub fn layout(&self) -> Option<&super::Attribute> {
        self.layout.as_ref()
    }

    /// The memory space; `None` is the default one.
    pub fn memory_space(&self) -> Option<&super::Attribute> {
        self.memory_space.as_ref()
    }

    /// Whether `ty` may be the element type of a memref (MLIR's
    /// `BaseMemRefType::isValidElementType`): integer, index, float, complex, vector or memref.
    pub fn is_valid_element_type(ty: &Type) -> bool {
        matches!(
            ty,
            Type::Integer { .. }
                | Type::Index
                | Type::Float(_)
                | Type::Complex(_)
                | Type::Vector(_)
                | Type::MemRef(_)
        )
    }

    /// MLIR's `MemRefType::verify` / `UnrankedMemRefType::verify`: the message of the first
    /// rule broken, if any.
    pub fn verify(&self) -> Result<(), String> {
        if !Self::is_valid_element_type(&self.element) {
            return Err("invalid memref element type".into());
        }
        let rank = self.shape.as_ref().map_or(0, Vec::len);
        if self.shape.is_none() && self.layout.is_some() {
            return Err("cannot have affine map for unranked memref type".into());
        }
        match &self.layout {
            Some(super::Attribute::AffineMap(m)) if m.num_dims() as usize != rank => {
                return Err(format!(
                    "memref layout mismatch between rank and affine map: {rank} != {}",
                    m.num_dims()
                ));
            }
            Some(super::Attribute::StridedLayout(s)) if s.strides.len() != rank => {
                return Err("expected the number of strides to match the rank".into());
            }
            _ => {}
        }
        if let Some(space) = &self.memory_space
            && !is_supported_memory_space(space)
        {
            return Err("unsupported memory space Attribute".into());
        }
        Ok(())
    }
}

/// MLIR's `isSupportedMemorySpace`: integers, strings, dictionaries and registered dialect
/// attributes (`#gpu.address_space<workgroup>`); not the other builtin attributes, nor the
/// attributes of unregistered dialects (which are builtin `OpaqueAttr`s).
fn is_supported_memory_space(space: &super::Attribute) -> bool {
    use super::Attribute as A;
    matches!(
        space,
        A::Integer(_) | A::Bool(_) | A::String(_) | A::Dictionary(_) | A::Dialect(_)
    )
}

/// `strided<[?, 1], offset: ?>`: the strided layout of a memref (MLIR's `StridedLayoutAttr`).
/// `None` is a dynamic (`?`) stride or offset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StridedLayoutAttr {
    /// The offset (printed only when it is not 0).
    pub offset: Option<i64>,
    /// One stride per dimension.
    pub strides: Vec<Option<i64>>,
}

/// A type of a dialect rods has no definition for, kept as written: `!foo.bar<…>` or `!foo<"…">`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueType {
    /// Dialect namespace (`foo`).
    pub dialect: Box<str>,
    /// Everything after the dialect namespace and the `.`, e.g. `bar<1, 2>`; for the `!foo<"…">` form,
    /// the body including angle brackets, e.g. `<"…">`.
    pub body: Box<str>,
}

/// A type value. Cheap to clone and to compare: scalars inline, aggregates [`Uniqued`] (one copy
/// of each distinct type, shared; equal exactly when the pointers are), registered dialect types
/// behind an `Arc`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `i32`, `si8`, `ui64`…
    Integer {
        /// Width in bits (1 ..= 2^24).
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, `tf32`, `f8E4M3FN`…
    Float(FloatKind),
    /// `none`
    None,
    /// `(…) -> …`
    Function(Uniqued<FunctionType>),
    /// `complex<f32>`
    Complex(Uniqued<Type>),
    /// `tuple<i32, f32>`. Behind a thin pointer (a slice's would be two words), so that a
    /// `Type` is 16 bytes.
    Tuple(Uniqued<Vec<Type>>),
    /// `vector<…>`
    Vector(Uniqued<VectorType>),
    /// `tensor<…>`
    Tensor(Uniqued<TensorType>),
    /// `memref<…>`
    MemRef(Uniqued<MemRefType>),
    /// An unregistered dialect type kept as text.
    Opaque(Uniqued<OpaqueType>),
    /// A registered dialect type (`!tst.pair<i32, f32>`, declared with `#[dialect_type]`).
    Dialect(DialectTypeRef),
}

impl Type {
    /// A signless integer type `iN`.
    pub fn int(width: u32) -> Type {
        Type::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }

    /// `i1`
    pub fn i1() -> Type {
        Type::int(1)
    }

    /// `i32`
    pub fn i32() -> Type {
        Type::int(32)
    }

    /// `i64`
    pub fn i64() -> Type {
        Type::int(64)
    }

    /// A function type.
    pub fn function(inputs: Vec<Type>, results: Vec<Type>) -> Type {
        Type::Function(Uniqued::new(FunctionType::new(inputs, results)))
    }

    /// A memref type ([`MemRefType::new`] builds it in canonical form).
    pub fn memref(memref: MemRefType) -> Type {
        Type::MemRef(Uniqued::new(memref))
    }

    /// Whether this is a signless integer type of `width` bits.
    pub fn is_signless_int(&self, width: u32) -> bool {
        matches!(self, Type::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }

    /// Whether this is an integer or index type.
    pub fn is_int_or_index(&self) -> bool {
        matches!(self, Type::Integer { .. } | Type::Index)
    }

    /// A registered dialect type.
    pub fn dialect<T: DialectType>(ty: T) -> Type {
        Type::Dialect(DialectTypeRef::new(ty))
    }

    /// The registered dialect type, if this is one.
    pub fn as_dialect(&self) -> Option<&DialectTypeRef> {
        match self {
            Type::Dialect(d) => Some(d),
            _ => None,
        }
    }

    /// Downcast to a concrete registered dialect type (MLIR's `dyn_cast<PairType>`).
    pub fn downcast_ref<T: DialectType>(&self) -> Option<&T> {
        self.as_dialect()?.downcast_ref::<T>()
    }

    /// Whether this is a registered dialect type implementing interface `I`.
    pub fn implements<I: ?Sized + 'static>(&self) -> bool {
        self.as_dialect()
            .is_some_and(DialectTypeRef::implements::<I>)
    }
}

/// MLIR's `VectorElementTypeInterface`: a registered dialect type that may be the element type
/// of a `vector` (`vector<4x!llvm.ptr>`); builtin integer, index and float types are. A
/// `#[dialect_type(…, interfaces = [VectorElementTypeInterface])]` declares it.
pub trait VectorElementTypeInterface: Send + Sync {}

/// The interface every registered dialect type implements; `#[dialect_type]` generates it (as
/// [`DialectAttribute`](super::DialectAttribute) for attributes).
pub trait DialectType: Any + Send + Sync + fmt::Debug {
    /// The static definition (dialect, mnemonic, parser).
    fn def(&self) -> &'static TypeDef;
    /// Prints what follows `!dialect.mnemonic` (e.g. `<i32, f32>`, or nothing).
    fn print_body(&self, p: &mut Printer<'_>);
    /// Equality with another dialect type.
    fn dyn_eq(&self, other: &dyn DialectType) -> bool;
    /// Hashing.
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// Upcast for downcasting.
    fn as_any(&self) -> &dyn Any;
    /// Upcast of a shared pointer, for interface casts.
    fn into_any_arc(self: Arc<Self>) -> Arc<dyn Any + Send + Sync>;
    /// Whether the type implements the interface whose trait-object type id is `iface`.
    fn implements(&self, iface: TypeId) -> bool {
        let _ = iface;
        false
    }
    /// Fills `slot`, an `Option<Arc<dyn I>>`, when the type implements the interface `I`.
    /// `this` is the shared pointer that holds `self`.
    fn provide_interface(&self, this: &Arc<dyn DialectType>, slot: &mut dyn Any) {
        let _ = (this, slot);
    }
    /// Calls `f` on each sub-element the parameters hold, in printing order (MLIR's
    /// `walkImmediateSubElements`, which the printer's alias scan uses: a `tuple` of more than
    /// 16 types inside `!tst.pair<…>` gets its `!tuple` alias; see
    /// [`SubElement`](super::SubElement)).
    fn walk_sub_elements(&self, f: &mut dyn FnMut(super::SubElement<'_>)) {
        let _ = f;
    }
}

crate::uniqued_table!(
    FunctionType,
    Type,
    Vec<Type>,
    VectorType,
    TensorType,
    MemRefType,
    OpaqueType
);

/// A registered dialect type value: a thin pointer (to the shared `Arc<dyn DialectType>`), so
/// that it adds nothing to the size of [`Type`].
#[derive(Clone, Debug)]
pub struct DialectTypeRef(Arc<Arc<dyn DialectType>>);

impl PartialEq for DialectTypeRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.dyn_eq(&**other.0)
    }
}

impl Eq for DialectTypeRef {}

impl Hash for DialectTypeRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state);
    }
}

impl DialectTypeRef {
    /// Wraps a concrete type.
    pub fn new<T: DialectType>(ty: T) -> DialectTypeRef {
        let inner: Arc<dyn DialectType> = Arc::new(ty);
        DialectTypeRef(Arc::new(inner))
    }

    /// The type as its interface object.
    pub fn get(&self) -> &dyn DialectType {
        &**self.0
    }

    /// Downcast to the concrete type.
    pub fn downcast_ref<T: DialectType>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// Cast to an interface: `ty.cast_interface::<dyn MemoryLike>()`.
    pub fn cast_interface<I: ?Sized + 'static>(&self) -> Option<Arc<I>> {
        let mut slot: Option<Arc<I>> = None;
        self.0.provide_interface(&self.0, &mut slot);
        slot
    }

    /// Whether the type implements interface `I` (no allocation, no reference counting).
    pub fn implements<I: ?Sized + 'static>(&self) -> bool {
        self.0.implements(TypeId::of::<I>())
    }
}

// Types sit inline in every value, attribute and aggregate type: two words (a thin pointer and
// the tag); a tuple's elements and a registered dialect type's fat pointer are behind thin ones
// so as not to add to them.
const _: () = assert!(std::mem::size_of::<Type>() == 16);
