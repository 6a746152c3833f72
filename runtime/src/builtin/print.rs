//! Printing `module`: `module @name attributes {…} {` body `}` (MLIR's generated printer for
//! `($sym_name^)? attr-dict-with-keyword $bodyRegion`; an empty body prints as `module {\n}`).
use crate::ir::print::Printer;
use crate::ir::{Attribute, NamedAttribute, OpId, op::sort_named};

pub(super) fn print_module(p: &mut Printer<'_>, op: OpId) {
    let ir = p.ir();
    let data = ir.op(op);
    // MLIR's `getAttrs()`: inherent and discardable attributes in one sorted dictionary.
    let mut attrs: Vec<NamedAttribute> = data
        .properties
        .iter()
        .chain(&data.attributes)
        .cloned()
        .collect();
    sort_named(&mut attrs);
    let name = attrs
        .iter()
        .find(|a| a.name.as_bytes() == b"sym_name")
        .map(|a| &a.value);
    let mut elided: &[&str] = &[];
    // A typed string is still a `StringAttr`: `module @m`, the type is dropped as MLIR does.
    if let Some(name) = name.and_then(Attribute::as_string) {
        p.write_str(" ");
        p.print_symbol_name(name);
        elided = &["sym_name"];
    }
    p.print_optional_attr_dict_with_keyword(&attrs, elided);
    p.write_str(" ");
    match data.regions().first() {
        Some(body) => p.print_region(*body, true, false),
        None => p.write_str("{\n}"),
    }
}
