//! Text: the lexer, the parser (MLIR's `AsmParser` / `OpAsmParser`) and the printer
//! (`AsmPrinter` / `OpAsmPrinter`).

pub mod lexer;
pub mod parser;
pub mod printer;
