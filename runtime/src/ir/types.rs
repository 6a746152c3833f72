//! Types: the builtin types of MLIR that rods knows, opaque (unregistered) dialect types and
//! registered dialect types (declared with `#[dialect_type]`).

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::def::TypeDef;
use super::print::Printer;

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

/// The builtin floating-point types.
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
}

impl FloatKind {
    /// The keyword that spells the type.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
        }
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
        }
    }
}

/// `(inputs) -> results`
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    /// Argument types.
    pub inputs: Vec<Type>,
    /// Result types.
    pub results: Vec<Type>,
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

/// A type of a dialect rods has no definition for, kept as written: `!foo.bar<…>` or `!foo<"…">`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpaqueType {
    /// Dialect namespace (`foo`).
    pub dialect: Box<str>,
    /// Everything after the dialect namespace and the `.`, e.g. `bar<1, 2>`; for the `!foo<"…">` form,
    /// the body including angle brackets, e.g. `<"…">`.
    pub body: Box<str>,
}

/// A type value. Cheap to clone (scalars inline, aggregates behind `Arc`).
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
    /// `f16`, `bf16`, `f32`, `f64`
    Float(FloatKind),
    /// `none`
    None,
    /// `(…) -> …`
    Function(Arc<FunctionType>),
    /// `complex<f32>`
    Complex(Arc<Type>),
    /// `tuple<i32, f32>`
    Tuple(Arc<[Type]>),
    /// `vector<…>`
    Vector(Arc<VectorType>),
    /// `tensor<…>`
    Tensor(Arc<TensorType>),
    /// An unregistered dialect type kept as text.
    Opaque(Arc<OpaqueType>),
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
        Type::Function(Arc::new(FunctionType { inputs, results }))
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
    /// Calls `f` on each type the parameters hold (MLIR's `walkImmediateSubElements`, which the
    /// printer's alias scan uses: a `tuple` of more than 16 types inside `!tst.pair<…>` gets
    /// its `!tuple` alias).
    fn walk_types(&self, f: &mut dyn FnMut(&Type)) {
        let _ = f;
    }
}

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

// Types sit inline in every value, attribute and aggregate type: three words (the tuple's
// `Arc<[Type]>` and its tag); a registered dialect type's fat pointer is behind a thin one so as
// not to add to them.
const _: () = assert!(std::mem::size_of::<Type>() <= 24);
