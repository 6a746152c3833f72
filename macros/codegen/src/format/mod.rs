//! The declarative assembly format language of MLIR (shared by op formats and attribute
//! formats): lexer, syntax tree, parser, and the mapping of format positions back to spans.

pub mod ast;
pub mod lexer;
pub mod parser;
pub mod source;

pub use ast::{Element, ElementKind, Format, Literal, OilistClause, OptionalGroup};
pub use parser::{FormatError, ParseOutput, parse, validate_literal};
pub use source::FormatSource;

pub use crate::model::FormatDecl;

#[cfg(test)]
mod tests;
