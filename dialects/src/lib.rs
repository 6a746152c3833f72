//! The dialects declared with rods: upstream's `arith`, `cf`, `func`, `math`, `scf` (structured control flow) and `memref` (with
//! [`view_like`], what `ViewLikeInterface` gives ops with mixed static and dynamic offsets,
//! sizes and strides), and the core of `vector` ([`vector`]: its registered dialect holds only
//! the ops declared there; any other `vector.…` op is unknown), `ub` ([`ub`]: poison values,
//! which arith's folders propagate, and `ub.unreachable`); the dialects of the seed,
//! `gpu` (`#gpu.object`, `gpu.binary`, `#gpu.select_object` and the two GPU compilation
//! interfaces; and upstream's core and host ops, [`gpu::ops`]: kernel modules and functions,
//! launches, ids, device memory, async tokens; the compute and subgroup ops in
//! [`gpu::compute`], the MMA ops and `!gpu.mma_matrix` in [`gpu::mma`], the sparse ops and
//! handles in [`gpu::sparse`]), `nvvm` and `rocdl` (their `#….target` attributes); and what host code and GPU
//! pipeline output carry besides: the `llvm` dialect's types, `#llvm.linkage` and
//! `#llvm.cconv` ([`llvm`]), and the `dlti` dialect's data layout and target specs ([`dlti`]).
//! They are the proof that rods' macros can declare real MLIR dialects: each declaration reads
//! like its TableGen record. Their reference documentation (`rods-opt --dialect-doc=NAME`) is
//! checked in under `dialects/docs/`.
//!
//! `gpu.binary`, `#gpu.object` and `#nvvm.target` come in two forms ([`GpuFlavour`]): the
//! seed's (2023, the default) and LLVM 22's ([`gpu::llvm22`], [`nvvm::llvm22`]), selected when
//! registering ([`register_flavour`]).

#![forbid(unsafe_code)]

pub mod arith;
pub mod cf;
pub mod dlti;
pub mod func;
pub mod gpu;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod nvvm;
pub mod rocdl;
pub mod scf;
mod target;
pub mod ub;
pub mod vector;
pub mod view_like;

use rods::dialect::Registry;

/// Which form of `gpu.binary` and `#gpu.object` a registry gets: the seed's (2023) or LLVM 22's
/// (with the object's format, properties and kernel table, and the default handler). The rest
/// of the dialects is the same in both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GpuFlavour {
    /// The seed's: `gpu.binary @b [#gpu.object<#nvvm.target, "…">]`, no default handler.
    #[default]
    Seed,
    /// LLVM 22's: `gpu.binary @b  [#gpu.object<#nvvm.target, bin = "…">]`, the default
    /// `#gpu.select_object` handler stored and elided, `#nvvm.target<verifyTarget = false>`.
    Llvm22,
}

impl GpuFlavour {
    /// The flavour named `seed` or `llvm22` (`rods-opt --gpu-dialect=NAME`).
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "seed" => Some(Self::Seed),
            "llvm22" => Some(Self::Llvm22),
            _ => None,
        }
    }
}

/// Registers the `arith`, `cf`, `func`, `math`, `memref`, `scf`, `gpu`, `nvvm`, `rocdl`, `llvm`, `dlti` and
/// `vector` dialects, `gpu` and `nvvm` in the seed's form.
pub fn register(registry: &mut Registry) {
    register_flavour(registry, GpuFlavour::Seed);
}

/// Registers the `arith`, `cf`, `func`, `math`, `memref`, `scf`, `gpu`, `nvvm`, `rocdl`, `llvm`, `dlti` and
/// `vector` dialects, `gpu` and `nvvm` in the given form (the others are the same in both).
pub fn register_flavour(registry: &mut Registry, flavour: GpuFlavour) {
    registry.register(&arith::ARITH_DIALECT);
    registry.register(&cf::CF_DIALECT);
    registry.register(&func::FUNC_DIALECT);
    registry.register(&math::MATH_DIALECT);
    registry.register(&memref::MEMREF_DIALECT);
    match flavour {
        GpuFlavour::Seed => {
            registry.register(&gpu::GPU_DIALECT);
            registry.register(&nvvm::NVVM_DIALECT);
        }
        GpuFlavour::Llvm22 => {
            registry.register(&gpu::llvm22::GPU_DIALECT);
            registry.register(&nvvm::llvm22::NVVM_DIALECT);
        }
    }
    registry.register(&rocdl::ROCDL_DIALECT);
    registry.register(&scf::SCF_DIALECT);
    registry.register(&llvm::LLVM_DIALECT);
    registry.register(&dlti::DLTI_DIALECT);
    registry.register(&vector::VECTOR_DIALECT);
    registry.register(&ub::UB_DIALECT);
}

/// A registry with the builtin dialect and every dialect of this crate, in the seed's form.
pub fn registry() -> Registry {
    registry_flavour(GpuFlavour::Seed)
}

/// A registry with the builtin dialect and every dialect of this crate, in the given form.
pub fn registry_flavour(flavour: GpuFlavour) -> Registry {
    let mut r = Registry::new();
    register_flavour(&mut r, flavour);
    r
}
