//! rods: an MLIR-style IR core for Rust — attributes, types, operations, the textual IR parser
//! and printer (byte-identical to `mlir-opt`), diagnostics, verification and the dialect registry
//! that `#[dialect_attr]` / `#[dialect_type]` / `#[dialect_op]` register into.
//!
//! Modules, bottom-up (each uses only those before it; the one knot, hook signatures naming the
//! parser, is described in [`ir::def`]): [`ir`] (with the printer, [`ir::print`]), [`diag`],
//! [`dialect`](mod@dialect) (with [`doc`], a dialect's reference documentation), [`syntax`] and [`source`],
//! [`ods`], [`verify`], [`builtin`], [`driver`].

#![forbid(unsafe_code)]

// The macros' generated code names `::rods::…`, which the builtin dialect's own declarations
// (`builtin::UnrealizedConversionCastOp`) resolve through this.
extern crate self as rods;

pub mod builtin;
pub mod diag;
pub mod dialect;
pub mod doc;
pub mod driver;
pub mod ir;
pub mod ods;
mod recent;
pub mod source;
pub mod syntax;
pub mod verify;

pub use rods_macros::*;
