//! The dialects of the seed, declared with rods: `gpu` (`#gpu.object`, `gpu.binary`,
//! `#gpu.select_object` and the two GPU compilation interfaces), `nvvm` and `rocdl` (their
//! `#….target` attributes). They are the proof that rods' macros can declare real MLIR dialects:
//! each declaration reads like its TableGen record. Their reference documentation
//! (`rods-opt --dialect-doc=gpu`) is checked in under `dialects/docs/`.

#![forbid(unsafe_code)]

pub mod gpu;
pub mod nvvm;
pub mod rocdl;
mod target;

use rods::dialect::Registry;

/// Registers the `gpu`, `nvvm` and `rocdl` dialects.
pub fn register(registry: &mut Registry) {
    registry.register(&gpu::GPU_DIALECT);
    registry.register(&nvvm::NVVM_DIALECT);
    registry.register(&rocdl::ROCDL_DIALECT);
}

/// A registry with the builtin dialect and every dialect of this crate.
pub fn registry() -> Registry {
    let mut r = Registry::new();
    register(&mut r);
    r
}
