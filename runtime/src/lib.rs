//! rods: an MLIR-style IR core for Rust — attributes, types, operations, the textual IR parser
//! and printer (byte-identical to `mlir-opt`), diagnostics, verification and the dialect registry
//! that `#[dialect_attr]` / `#[dialect_type]` / `#[dialect_op]` register into.
//!
//! # Quick start
//!
//! Read a module with the dialects of a [`Registry`] ([`Registry::new`] knows the builtin
//! dialect; `rods_dialects::registry()` adds upstream's `func`, `arith`, `gpu`, …), verify it,
//! look at its ops, print it:
//!
//! ```
//! let registry = rods::Registry::new();
//! let opts = rods::ParseOptions { allow_unregistered: true, ..Default::default() };
//! let text = "%0 = \"x.load\"() : () -> memref<4xf32>\n\"x.use\"(%0) : (memref<4xf32>) -> ()\n";
//! let module = rods::parse_buffer("in.mlir", text.into(), &registry, &opts)?;
//! module.verify()?;
//!
//! // The ops of the module's body, in order, with their result types.
//! let body = module.body().expect("a module has a body");
//! let ir = &module.ir;
//! for &op in &ir.block(body).ops {
//!     let types: Vec<String> = ir.op(op).results.iter().map(|&v| ir.value_type(v).to_string()).collect();
//!     println!("{} -> {}", ir.op(op).name.as_str(), types.join(", "));
//! }
//! assert_eq!(ir.display_op(ir.block(body).ops[0]).to_string(), "%0 = \"x.load\"() : () -> memref<4xf32>");
//!
//! // `{}` prints what `mlir-opt` prints, `{:#}` the generic form.
//! assert_eq!(
//!     module.to_string(),
//!     "module {\n  %0 = \"x.load\"() : () -> memref<4xf32>\n  \"x.use\"(%0) : (memref<4xf32>) -> ()\n}\n"
//! );
//! # Ok::<(), rods::Error>(())
//! ```
//!
//! An op declared with [`dialect_op`] has a typed handle (MLIR's op class): [`ir::Ir::dyn_cast`]
//! gives one for an op of that kind, and its accessors read the op's operands, results,
//! attributes, regions and successors in the IR (its setters edit them); see [`ods::TypedOp`]:
//!
//! ```
//! use rods::builtin::UnrealizedConversionCastOp;
//! let registry = rods::Registry::new();
//! let text = "%0 = builtin.unrealized_conversion_cast to i32\n%1 = builtin.unrealized_conversion_cast %0 : i32 to i64\n";
//! let module = rods::parse_str(text, &registry)?;
//! let ir = &module.ir;
//! let ops = &ir.block(module.body().expect("a body")).ops;
//! let cast = ir.dyn_cast::<UnrealizedConversionCastOp>(ops[1]).expect("a cast");
//! assert_eq!(cast.inputs(ir), ir.op(ops[0]).results.as_slice());
//! assert_eq!(ir.value_type(cast.outputs(ir)[0]).to_string(), "i64");
//! # Ok::<(), rods::Error>(())
//! ```
//!
//! Errors print as `mlir-opt` prints them:
//!
//! ```
//! let registry = rods::Registry::new();
//! let err = rods::parse_str("module {\n  %0 = \"x.y\"() : () -> i32\n}", &registry).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "<string>:2:13: error: operation being parsed with an unregistered dialect. If this is \
//!      intended, please use -allow-unregistered-dialect with the MLIR tool used\n  \
//!      %0 = \"x.y\"() : () -> i32\n            ^"
//! );
//! ```
//!
//! Declaring dialects: [`dialect_op`], [`dialect_attr`], [`dialect_type`], [`dialect_enum`],
//! [`dialect!`]; running a whole `mlir-opt`-style job: [`driver`].
//!
//! # Modules
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
pub mod front;
pub mod ir;
pub mod ods;
pub mod pass;
mod recent;
pub mod source;
pub mod syntax;
mod threads;
pub mod verify;

pub use rods_macros::*;

pub use bytes;
pub use dialect::Registry;
pub use front::{Error, parse_buffer, parse_file, parse_file_with, parse_str};
pub use ir::print::PrintOptions;
pub use ir::{Attribute, Module, Type};
pub use syntax::parser::ParseOptions;
