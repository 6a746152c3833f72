//! `Display` for what the printer prints: attributes and types as MLIR's `Attribute::print` /
//! `Type::print` write them, modules as `mlir-opt` writes its output, and one op
//! ([`Ir::display_op`]). The alternate flag (`{:#}`) selects the generic op form.

use std::fmt;

use crate::ir::{Attribute, Ir, Module, OpId, Type};

use super::{PrintOptions, print_attribute_to_bytes, print_module, print_module_with_source};

impl fmt::Display for Attribute {
    /// The attribute as MLIR prints it alone (no aliases): `dense<1> : tensor<2xi32>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&print_attribute_to_bytes(self)))
    }
}

impl fmt::Display for Type {
    /// The type as MLIR prints it alone (no aliases): `memref<4x?xf32, 1>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::type_to_string(self))
    }
}

impl Module {
    /// The module's text with `opts`, exactly as `mlir-opt` with the matching flags writes it
    /// (ending with the blank line `mlir-opt` adds). Offsets into the buffer the module was
    /// read from print as file locations under [`PrintOptions::debug_info`].
    pub fn print(&self, opts: &PrintOptions) -> String {
        let mut out = Vec::new();
        match &self.source {
            Some(source) => print_module_with_source(self, opts, &**source, &mut out),
            None => print_module(self, opts, &mut out),
        }
        String::from_utf8_lossy(&out).into_owned()
    }
}

impl fmt::Display for Module {
    /// The module in custom form (`{:#}`: generic form), as MLIR's `Operation::print` writes a
    /// top-level op: aliases, the op, a newline, the file's resources. `println!("{module}")`
    /// writes what `mlir-opt` writes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opts = if f.alternate() {
            PrintOptions::generic()
        } else {
            PrintOptions::default()
        };
        let text = self.print(&opts);
        f.write_str(text.strip_suffix('\n').unwrap_or(&text))
    }
}

/// One op of an [`Ir`], displayed as MLIR's `Operation::print` of a nested op writes it: with
/// local scope (values numbered within the nearest isolated-from-above op), no aliases, in
/// custom form (`{:#}`: generic form). Made by [`Ir::display_op`].
#[derive(Clone, Copy, Debug)]
pub struct OpDisplay<'a> {
    ir: &'a Ir,
    op: OpId,
}

impl Ir {
    /// `op`, ready for `{}` (custom form) or `{:#}` (generic form).
    pub fn display_op(&self, op: OpId) -> OpDisplay<'_> {
        OpDisplay { ir: self, op }
    }
}

impl fmt::Display for OpDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::print_op_to_string(self.ir, self.op, f.alternate()))
    }
}
