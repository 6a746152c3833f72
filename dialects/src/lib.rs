//! The dialects declared with rods: upstream's `arith` and `math`; the dialects of the seed,
//! `gpu` (`#gpu.object`, `gpu.binary`, `#gpu.select_object` and the two GPU compilation
//! interfaces), `nvvm` and `rocdl` (their `#….target` attributes). They are the proof that
//! rods' macros can declare real MLIR dialects: each declaration reads like its TableGen record.

#![forbid(unsafe_code)]

pub mod arith;
pub mod gpu;
pub mod math;
pub mod nvvm;
pub mod rocdl;
mod target;

use rods::dialect::Registry;

/// Registers the `arith`, `gpu`, `math`, `nvvm` and `rocdl` dialects.
pub fn register(registry: &mut Registry) {
    registry.register(&arith::ARITH_DIALECT);
    registry.register(&gpu::GPU_DIALECT);
    registry.register(&math::MATH_DIALECT);
    registry.register(&nvvm::NVVM_DIALECT);
    registry.register(&rocdl::ROCDL_DIALECT);
}

/// A registry with the builtin dialect and every dialect of this crate.
pub fn registry() -> Registry {
    let mut r = Registry::new();
    register(&mut r);
    r
}
