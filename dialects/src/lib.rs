//! rods-dialects: the dialects declared with rods' `#[dialect_attr]` / `#[dialect_op]` macros.

use rods::dialect::Registry;

/// Registers this crate's dialects into `registry` (what `rods-opt` loads on top of
/// `builtin`). The gpu and nvvm dialects come with issue 4; until then this registers
/// nothing.
pub fn register(registry: &mut Registry) {
    let _ = registry;
}
