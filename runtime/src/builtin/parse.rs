//! Parsing `module`: `module @name? (attributes {…})? { … }` (MLIR's
//! `($sym_name^)? attr-dict-with-keyword $bodyRegion`).
use crate::diag::ParseResult;
use crate::ir::{Attribute, OperationState};
use crate::syntax::parser::Parser;

pub(super) fn parse_module(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
    if let Some(name) = p.parse_optional_symbol_name()? {
        state.set_property("sym_name", Attribute::String(name));
    }
    // As the generated parser of that format: the inherent attributes given in the dictionary
    // are checked right after it (`module attributes {sym_visibility} …`), before the body.
    let dict_loc = p.current_location();
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    if let Some(def) = state.name.def() {
        crate::ods::__private::verify_inherent_attrs(
            p,
            dict_loc,
            &state.attributes,
            def.name,
            def.property_specs,
        )?;
    }
    let loc = p.current_location();
    let region = p.ir_mut().create_region();
    p.parse_region(region, &[])?;
    // `SingleBlock`: an empty body gets its block.
    if p.ir().region(region).blocks.is_empty() {
        p.ir_mut().create_block(region, loc);
    }
    state.regions.push(region);
    Ok(())
}
