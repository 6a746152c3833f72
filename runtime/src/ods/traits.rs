//! The verifiers of MLIR's op traits (`OpDefinition.h`, `Operation.cpp`) that generated
//! verifiers call: `SingleBlock`, `NoRegionArguments`, `HasParent` / `ParentOneOf`,
//! `Elementwise`, `ResultsAreFloatLike`, `Symbol`'s visibility and parent, and the region trait
//! `SingleBlockImplicitTerminator`. Each emits MLIR's exact message.

use crate::diag::{Diagnostic, Severity};
use crate::ir::{Ir, OpId, Type};

use super::relations::element_type_or_self;
use super::verify::emit_op_error;

/// `Symbol` (MLIR's `SymbolOpInterface` verifier, `detail::verifySymbol`): a `sym_visibility`
/// attribute, inherent or discardable, is a string («requires visibility attribute
/// 'sym_visibility' to be a string attribute, but got 5 : i64») naming a visibility
/// («visibility expected to be one of ["public", "private", "nested"], but got ""»). (Its check
/// of the name is the op's own: a symbol op declares `sym_name`.)
pub fn verify_symbol(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let o = ir.op(op);
    let Some(vis) = o
        .properties
        .get("sym_visibility")
        .or_else(|| o.attributes.get("sym_visibility"))
    else {
        return Ok(());
    };
    let Some(name) = vis.as_string() else {
        return Err(emit_op_error(
            ir,
            op,
            format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {vis}"
            ),
        ));
    };
    if matches!(name.as_bytes(), b"public" | b"private" | b"nested") {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {vis}"
        ),
    ))
}

/// `Symbol`'s check of where the symbol is (the end of MLIR's `SymbolOpInterface` verifier,
/// after the visibility and a declaration's): a registered parent op is a symbol table.
/// `func.func @f() { func.func @g() {…} … }` fails with «symbol's parent must have the
/// SymbolTable trait»; an unregistered parent (`"x.op"() ({ func.func @g() … })`) may hold
/// symbols.
#[inline]
pub fn verify_symbol_parent(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(def) = ir.parent_op(op).and_then(|p| ir.op(p).name.def()) else {
        return Ok(());
    };
    if def.traits.symbol_table {
        return Ok(());
    }
    Err(parent_not_symbol_table(ir, op))
}

#[cold]
#[inline(never)]
fn parent_not_symbol_table(ir: &Ir, op: OpId) -> Diagnostic {
    emit_op_error(ir, op, "symbol's parent must have the SymbolTable trait")
}

/// `SingleBlock`: each region has at most one block, and (without `NoTerminator`) a
/// non-empty one. `"t.op"() ({^bb0: … ^bb1: …})` fails with «expects region #0 to have 0 or 1
/// blocks».
pub fn verify_single_block(ir: &Ir, op: OpId, no_terminator: bool) -> Result<(), Diagnostic> {
    for (i, r) in ir.op(op).regions().iter().enumerate() {
        let blocks = &ir.region(*r).blocks;
        match blocks.len() {
            0 => {}
            1 => {
                let block = blocks[0];
                if !no_terminator && ir.block(block).ops.is_empty() {
                    return Err(emit_op_error(ir, op, "expects a non-empty block"));
                }
            }
            _ => {
                return Err(emit_op_error(
                    ir,
                    op,
                    format_args!("expects region #{i} to have 0 or 1 blocks"),
                ));
            }
        }
    }
    Ok(())
}

/// `NoRegionArguments`: no region's entry block has arguments («region should have no
/// arguments», or «region #1 should have no arguments» when the op has several regions).
pub fn verify_no_region_arguments(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let regions = ir.op(op).regions();
    for (i, r) in regions.iter().enumerate() {
        let Some(entry) = ir.region(*r).blocks.first() else {
            continue;
        };
        if ir.block(*entry).args.is_empty() {
            continue;
        }
        return Err(if regions.len() > 1 {
            emit_op_error(ir, op, format_args!("region #{i} should have no arguments"))
        } else {
            emit_op_error(ir, op, "region should have no arguments")
        });
    }
    Ok(())
}

/// `Terminator` (MLIR's `IsTerminator::verifyTrait`): the op ends its block («must be the last
/// operation in the parent block»). Checked with the op's other traits, after its structural
/// traits and its attributes and types, as mlir-tblgen orders them: `scf.reduce` outside
/// `scf.parallel` reports its parent first.
pub fn verify_is_terminator(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let last = ir
        .op(op)
        .parent()
        .and_then(|b| ir.block(b).ops.last().copied());
    if last == Some(op) {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        "must be the last operation in the parent block",
    ))
}

/// `HasParent<"P">` / `ParentOneOf<["P", "Q"]>`: the op is directly inside one of `parents`
/// («expects parent op 'func.func'», «expects parent op to be one of 'scf.for, scf.while'»).
pub fn verify_has_parent(ir: &Ir, op: OpId, parents: &[&str]) -> Result<(), Diagnostic> {
    if ir
        .parent_op(op)
        .is_some_and(|p| parents.contains(&ir.op(p).name.as_str()))
    {
        return Ok(());
    }
    let message = if parents.len() == 1 {
        format!("expects parent op '{}'", parents[0])
    } else {
        format!("expects parent op to be one of '{}'", parents.join(", "))
    };
    Err(emit_op_error(ir, op, message))
}

/// The shape of a vector or tensor (MLIR's "mappable" types of `Elementwise`): its kind
/// (MLIR compares `TypeID`s: a vector, a ranked and an unranked tensor differ) and its
/// dimensions (`None` when unranked; a dynamic size is `None`).
fn mappable(ty: &Type) -> Option<(u8, Option<Vec<Option<u64>>>)> {
    match ty {
        Type::Vector(v) => Some((0, Some(v.shape.iter().map(|d| Some(*d)).collect()))),
        Type::Tensor(t) => match &t.shape {
            Some(dims) => Some((1, Some(dims.clone()))),
            None => Some((2, None)),
        },
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShapes`: the ranked shapes have one rank, and in each dimension
/// at most one static size.
fn compatible_shapes(shapes: &[Option<Vec<Option<u64>>>]) -> bool {
    let ranked: Vec<&Vec<Option<u64>>> = shapes.iter().flatten().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|d| {
        let mut sizes = ranked.iter().filter_map(|s| s[d]);
        let size = sizes.next();
        sizes.all(|s| Some(s) == size)
    })
}

/// `Elementwise`: scalars, or vector/tensor operands and results of one kind and compatible
/// shapes, with MLIR's four messages.
pub fn verify_elementwise(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let data = ir.op(op);
    // All scalars (what `mappable` skips): nothing to compare.
    if !data
        .results
        .iter()
        .chain(&data.operands)
        .any(|v| matches!(ir.value_type(*v), Type::Vector(_) | Type::Tensor(_)))
    {
        return Ok(());
    }
    let shaped = |values: &[crate::ir::Value]| -> Vec<(u8, Option<Vec<Option<u64>>>)> {
        values
            .iter()
            .filter_map(|v| mappable(ir.value_type(*v)))
            .collect()
    };
    let results = shaped(&data.results);
    let operands = shaped(&data.operands);
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    let message = if operands.is_empty() {
        "if a result is non-scalar, then at least one operand must be non-scalar"
    } else if results.is_empty() {
        "if an operand is non-scalar, then there must be at least one non-scalar result"
    } else if results.len() != data.results.len() {
        "if an operand is non-scalar, then all results must be non-scalar"
    } else {
        let all: Vec<_> = operands.into_iter().chain(results).collect();
        let kind = all[0].0;
        let shapes: Vec<_> = all.iter().map(|(_, s)| s.clone()).collect();
        if all.iter().all(|(k, _)| *k == kind) && compatible_shapes(&shapes) {
            return Ok(());
        }
        "all non-scalar operands/results must have the same shape and base type"
    };
    Err(emit_op_error(ir, op, message))
}

/// `ResultsAreFloatLike`: every result is a float, or a vector or tensor of floats («requires a
/// floating point type»).
pub fn verify_results_are_float_like(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    for v in &ir.op(op).results {
        if !matches!(element_type_or_self(ir.value_type(*v)), Type::Float(_)) {
            return Err(emit_op_error(ir, op, "requires a floating point type"));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<"T">`, a region trait: each non-empty region ends with a
/// `T` op («expects regions to end with 'scf.yield', found 'x.op'», with the note «in custom
/// textual format, the absence of terminator implies 'scf.yield'»). An empty block is left to
/// `SingleBlock`.
pub fn verify_implicit_terminator(ir: &Ir, op: OpId, terminator: &str) -> Result<(), Diagnostic> {
    for r in ir.op(op).regions() {
        let Some(block) = ir.region(*r).blocks.first() else {
            continue;
        };
        let Some(last) = ir.block(*block).ops.last() else {
            continue;
        };
        let found = ir.op(*last).name.as_str();
        if found == terminator {
            continue;
        }
        let mut d = emit_op_error(
            ir,
            op,
            format_args!("expects regions to end with '{terminator}', found '{found}'"),
        );
        d.notes.push(Diagnostic::new(
            Severity::Note,
            ir.op_loc(op).into_owned(),
            format!("in custom textual format, the absence of terminator implies '{terminator}'"),
        ));
        return Err(d);
    }
    Ok(())
}
