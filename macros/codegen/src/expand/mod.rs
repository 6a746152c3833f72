//! The expansion phase: generates the code of a checked declaration. It does no validation:
//! everything it needs to know comes from the model that `check` accepted, and a case `check`
//! rejects is unreachable here.
//!
//! - [`attr`]: `#[dialect_attr]` (storage impls, the `DialectAttribute` impl, the parser and
//!   printer of the attribute format: MLIR's `AttrOrTypeFormatGen`);
//! - [`op`]: `#[dialect_op]` (the `OpDef`, typed access, the verifier, the custom-form parser and
//!   printer: MLIR's `OpFormatGen`);
//! - [`enums`]: `#[dialect_enum]` (the Rust enum, `symbolize` / `stringify`, the op attribute
//!   kind and attribute parameter impls: MLIR's `EnumsGen`);
//! - [`dialect`]: `rods::dialect!` (the `static` `Dialect` and the constants that check what it
//!   lists);
//! - [`common`]: what both use (printer spacing, literal parsers, custom directive names).

pub mod attr;
pub mod common;
pub mod dialect;
pub mod enums;
pub mod op;

#[cfg(test)]
pub(crate) mod tests;
