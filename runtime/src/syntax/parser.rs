//! The parser.

/// MLIR's `AsmParser` and `OpAsmParser` in one.
#[derive(Debug)]
pub struct Parser<'a> {
    src: &'a [u8],
}
