//! `--symbol-dce` (upstream's `SymbolDCE`): erases the symbols nothing refers to that may be
//! discarded — those whose visibility is not public (`SymbolOpInterface::canDiscardOnUseEmpty`).
//! Liveness starts from every non-symbol op and every public symbol of a symbol table and
//! follows the symbol references (`@a`, `@m::@f`) their attributes hold, into nested symbol
//! tables.

use rustc_hash::FxHashSet;

use super::{Pass, op_error};
use crate::diag::Diagnostic;
use crate::ir::{Attribute, Ir, OpId, SubElement, SymbolRefAttr, WalkOrder, WalkResult};
use crate::ods::SymbolTableCollection;

/// Eliminates dead symbols.
#[derive(Clone, Copy, Debug, Default)]
pub struct SymbolDce;

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }

    fn run(&self, ir: &mut Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        symbol_dce(ir, op).map_err(|d| vec![d])
    }
}

/// The pass on `op`; its one error.
fn symbol_dce(ir: &mut Ir, op: OpId) -> Result<(), Diagnostic> {
    if !is_symbol_table(ir, op) {
        let message = format!(
            "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
            ir.op(op).name.as_str()
        );
        return Err(op_error(ir, op, message));
    }
    // A top-level symbol table is hidden; a nested one when it is private.
    let hidden =
        ir.parent_op(op).is_none() || !is_symbol(ir, op) || visibility(ir, op) == "private";
    let mut live = FxHashSet::default();
    let mut tables = SymbolTableCollection::new();
    compute_liveness(ir, op, &mut tables, hidden, &mut live)?;
    // Erase the dead symbols of every symbol table, innermost first.
    let mut dead = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, |table| {
        if is_symbol_table(ir, table)
            && let Some(&region) = ir.op(table).regions().first()
        {
            for &b in &ir.region(region).blocks {
                dead.extend(
                    ir.block(b)
                        .ops
                        .iter()
                        .filter(|&&o| is_symbol(ir, o) && !live.contains(&o)),
                );
            }
        }
        WalkResult::Advance
    });
    for o in dead {
        // A dead symbol's results (if any) are used by no live op outside it; an op inside a
        // symbol erased before is erased with it already.
        if !ir.is_erased(o) {
            let _ = ir.erase_op(o);
        }
    }
    Ok(())
}

fn is_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.traits.symbol_table)
}

/// Whether `op` is a symbol (`SymbolOpInterface`: a registered op with the `Symbol` trait).
fn is_symbol(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.traits.symbol)
}

/// The op's `sym_visibility` (`public` when absent).
fn visibility(ir: &Ir, op: OpId) -> &str {
    ir.property(op, "sym_visibility")
        .or_else(|| ir.attribute(op, "sym_visibility"))
        .and_then(Attribute::as_string)
        .and_then(|s| std::str::from_utf8(s.as_bytes()).ok())
        .unwrap_or("public")
}

/// MLIR's `SymbolDCE::computeLiveness`.
fn compute_liveness(
    ir: &Ir,
    table: OpId,
    tables: &mut SymbolTableCollection,
    hidden: bool,
    live: &mut FxHashSet<OpId>,
) -> Result<(), Diagnostic> {
    let mut worklist = Vec::new();
    if let Some(&region) = ir.op(table).regions().first() {
        for &b in &ir.region(region).blocks {
            for &op in &ir.block(b).ops {
                if !is_symbol(ir, op) {
                    worklist.push(op);
                    continue;
                }
                let vis = visibility(ir, op);
                let discardable = (hidden || vis == "private") && vis != "public";
                if !discardable && live.insert(op) {
                    worklist.push(op);
                }
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ir, op) {
            let nested_hidden = hidden || !is_symbol(ir, op) || visibility(ir, op) == "private";
            // One level deeper: on a fresh stack segment when this one runs low.
            crate::threads::ensure_sufficient_stack(|| {
                compute_liveness(ir, op, tables, nested_hidden, live)
            })?;
        } else {
            for &r in ir.op(op).regions() {
                for &b in &ir.region(r).blocks {
                    worklist.extend(
                        ir.block(b)
                            .ops
                            .iter()
                            .filter(|&&o| !ir.op(o).regions().is_empty()),
                    );
                }
            }
        }
        let Some(parent) = ir.parent_op(op).filter(|&p| is_symbol_table(ir, p)) else {
            continue;
        };
        let mut refs = Vec::new();
        if !symbol_uses(ir, op, &mut refs) {
            return Err(op_error(
                ir,
                op,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            ));
        }
        for r in refs {
            for resolved in resolve_path(ir, tables, parent, &r) {
                if live.insert(resolved) {
                    worklist.push(resolved);
                }
            }
        }
    }
    Ok(())
}

/// The ops `symbol` names from `table`, root first (MLIR's `lookupSymbolIn` collecting every
/// symbol along a nested reference); none when a part is not found.
fn resolve_path(
    ir: &Ir,
    tables: &mut SymbolTableCollection,
    table: OpId,
    symbol: &SymbolRefAttr,
) -> Vec<OpId> {
    let mut path = Vec::new();
    let Some(mut found) = tables.lookup(ir, table, symbol.root.as_bytes()) else {
        return path;
    };
    path.push(found);
    for nested in symbol.nested.iter() {
        match is_symbol_table(ir, found)
            .then(|| tables.lookup(ir, found, nested.as_bytes()))
            .flatten()
        {
            Some(next) => {
                found = next;
                path.push(found);
            }
            None => return Vec::new(),
        }
    }
    path
}

/// MLIR's `isPotentiallyUnknownSymbolTable`.
fn is_potentially_unknown_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_none() && ir.op(op).regions().len() == 1
}

/// The symbol references `from` holds (MLIR's `SymbolTable::getSymbolUses(Operation *)`): in
/// its attributes and those of the ops nested in it, not looking into nested symbol tables'
/// regions. `false` when an unregistered op with one region, which may be a symbol table,
/// makes the uses unknowable.
fn symbol_uses(ir: &Ir, from: OpId, out: &mut Vec<SymbolRefAttr>) -> bool {
    if is_potentially_unknown_symbol_table(ir, from) {
        return false;
    }
    op_symbol_refs(ir, from, out);
    if is_symbol_table(ir, from) {
        return true;
    }
    let mut worklist: Vec<_> = ir.op(from).regions().to_vec();
    while let Some(region) = worklist.pop() {
        for &b in &ir.region(region).blocks {
            for &op in &ir.block(b).ops {
                if is_potentially_unknown_symbol_table(ir, op) {
                    return false;
                }
                op_symbol_refs(ir, op, out);
                if !is_symbol_table(ir, op) {
                    worklist.extend(ir.op(op).regions().iter().copied());
                }
            }
        }
    }
    true
}

/// The symbol references in `op`'s properties and attributes, at any depth.
fn op_symbol_refs(ir: &Ir, op: OpId, out: &mut Vec<SymbolRefAttr>) {
    let data = ir.op(op);
    for a in ir
        .properties_with_defaults(op)
        .iter()
        .chain(&data.attributes)
    {
        attr_symbol_refs(&a.value, out);
    }
}

fn attr_symbol_refs(attr: &Attribute, out: &mut Vec<SymbolRefAttr>) {
    match attr {
        Attribute::SymbolRef(s) => out.push((**s).clone()),
        Attribute::Array(items) => items.iter().for_each(|a| attr_symbol_refs(a, out)),
        Attribute::Dictionary(d) => d
            .entries()
            .iter()
            .for_each(|a| attr_symbol_refs(&a.value, out)),
        Attribute::Dialect(d) => sub_element_symbol_refs(&*d.0, out),
        _ => {}
    }
}

fn sub_element_symbol_refs(attr: &dyn crate::ir::DialectAttribute, out: &mut Vec<SymbolRefAttr>) {
    attr.walk_sub_elements(&mut |e| match e {
        SubElement::Attr(a) => attr_symbol_refs(a, out),
        SubElement::DialectAttr(d) => sub_element_symbol_refs(d, out),
        SubElement::Type(_) | SubElement::DialectType(_) => {}
    });
}
