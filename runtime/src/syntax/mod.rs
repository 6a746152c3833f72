//! Text: the lexer, the parser (MLIR's `AsmParser` / `OpAsmParser`) and the printer
//! (`AsmPrinter` / `OpAsmPrinter`).

pub mod lexer;
pub mod parser;

/// The printer, by the path custom op printers and generated code name it (it lives in
/// [`crate::ir::print`], as MLIR keeps `AsmPrinter` in its IR library).
pub use crate::ir::print as printer;
