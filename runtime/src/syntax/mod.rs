//! Text: the lexer, the parser (MLIR's `AsmParser` / `OpAsmParser`) and the printer
//! (`AsmPrinter` / `OpAsmPrinter`).

pub mod lexer;
mod parse_attr;
mod parse_ods;
mod parse_op;
#[cfg(test)]
mod parse_tests;
pub(crate) mod parse_type;
pub mod parser;
pub mod printer;
#[cfg(test)]
mod prop_tests;
mod recent;
