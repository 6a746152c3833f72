//! `rods-macros`: the proc-macro entry points. Each is one line forwarding to `rods-codegen`,
//! which re-emits the item with `compile_error!`s when the declaration is rejected.

#![forbid(unsafe_code)]

use proc_macro::TokenStream;

/// Declares a dialect attribute (MLIR's `AttrDef`): `#[dialect_attr(gpu.object, format = "...")]`.
#[proc_macro_attribute]
pub fn dialect_attr(args: TokenStream, item: TokenStream) -> TokenStream {
    rods_codegen::expand_attr(args.into(), item.into()).into()
}

/// Declares a dialect operation (MLIR's `Op`): `#[dialect_op(gpu.binary, format = "...")]`.
#[proc_macro_attribute]
pub fn dialect_op(args: TokenStream, item: TokenStream) -> TokenStream {
    rods_codegen::expand_op(args.into(), item.into()).into()
}
