//! The printer.

/// MLIR's `AsmPrinter` and `OpAsmPrinter` in one.
#[derive(Debug)]
pub struct Printer<'a> {
    out: &'a mut Vec<u8>,
}
