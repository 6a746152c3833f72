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
    /// `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, `tf32`, `f8E4M3FN`…
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
