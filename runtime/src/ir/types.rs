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
            super::Attribute::Integer(i) => i.value.to_u128() != Some(0),
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
    /// `memref<…>`
    MemRef(Arc<MemRefType>),
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

    /// A memref type ([`MemRefType::new`] builds it in canonical form).
    pub fn memref(memref: MemRefType) -> Type {
        Type::MemRef(Arc::new(memref))
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
