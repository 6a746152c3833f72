//! The check phase: validates a declaration model before anything is generated. Every problem
//! is recorded in the [`Ctxt`](crate::Ctxt) and checking goes on after an error, so that all
//! mistakes of a declaration are reported at once; expansion runs only on what passes.
//!
//! - `decl`: the rules on the declared struct shared by ops and attributes (shape, field
//!   names);
//! - `format`: the rules op and attribute formats share (mlir-tblgen's `FormatParser`):
//!   literals, strings, `ref`, custom directives, optional groups;
//! - `op`: op declarations and formats (mlir-tblgen's `OpFormatParser`), and what the op
//!   expansion does not generate yet ([`check_op_expansion`]);
//! - `attr`: attribute declarations and formats (mlir-tblgen's `DefFormatParser`);
//! - `enums`: enum declarations (`EnumAttr.td`'s assertions, clashing cases);
//! - `dialect`: dialect declarations (`rods::dialect!`): the name, entries listed twice.

mod attr;
mod decl;
mod dialect;
mod enums;
mod format;
mod op;

pub use attr::check_attr;
pub use dialect::check_dialect;
pub use enums::check_enum;
pub use op::{check_op, check_op_expansion};
