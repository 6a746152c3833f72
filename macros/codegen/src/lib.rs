//! `rods-codegen`: the plain library behind `#[dialect_attr]` and `#[dialect_op]`.
//!
//! Phases, in one direction: parse the macro arguments and the struct into a declaration
//! [`model`], parse its assembly [`format`], [`check`] the format against the declaration (every
//! mistake is collected in a [`Ctxt`]), and later expand the checked model into code.

pub mod check;
pub mod ctxt;
pub mod format;
pub mod model;

pub use ctxt::Ctxt;
