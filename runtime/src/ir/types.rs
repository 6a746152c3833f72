//! Types: the builtin types of MLIR that rods knows, and opaque dialect types.

use std::sync::Arc;

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
}
