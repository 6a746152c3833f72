//! The declarative assembly format language of MLIR (shared by op formats and attribute
//! formats): lexer, syntax tree, parser, and the mapping of format positions back to spans.

pub mod ast;
pub mod lexer;
pub mod parser;
pub mod source;

pub use ast::{Element, ElementKind, Format, Literal, OilistClause, OptionalGroup};
pub use parser::{FormatError, ParseOutput, parse, validate_literal};
pub use source::FormatSource;

use proc_macro2::Span;

/// A parsed assembly format together with the literal it came from.
#[derive(Clone, Debug)]
pub struct FormatDecl {
    /// The literal, for spans and messages.
    pub source: FormatSource,
    /// The parsed format.
    pub format: Format,
}

impl FormatDecl {
    /// The span of a byte range of the format (a sub-span where supported, else the literal's).
    pub fn span(&self, range: std::ops::Range<usize>) -> Span {
        self.source
            .span(range)
            .unwrap_or_else(|| self.source.lit.span())
    }
}

#[cfg(test)]
mod tests;
