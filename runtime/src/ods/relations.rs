//! Type relation traits of ops, verified with MLIR's messages: the native traits
//! (`SameOperandsAndResultType`, `SameTypeOperands`, `SameOperandsElementType`, …, as
//! `OpTrait::impl::verify*` in `Operation.cpp`) and the predicate traits (`AllTypesMatch`,
//! `AllElementTypesMatch`, `AllShapesMatch`, `TypesMatchWith`, any `PredOpTrait`: «failed to
//! verify that …»), plus
//! the parser's helper for types a format infers through them.

use crate::diag::Diagnostic;
use crate::ir::uniqued::Uniqued;
use crate::ir::{Ir, OpId, Type};

use super::verify::{CountKind, emit_op_error, verify_count};

/// MLIR's `getElementTypeOrSelf`: the element type of a vector, tensor or memref, else the type.
pub fn element_type_or_self(ty: &Type) -> &Type {
    match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        Type::MemRef(m) => m.element_type(),
        _ => ty,
    }
}

/// The shape of a shaped type (vector, tensor, memref): `None` when not shaped, `Some(None)`
/// when unranked.
fn shape(ty: &Type) -> Option<Option<Vec<Option<u64>>>> {
    match ty {
        Type::Vector(v) => Some(Some(v.shape.iter().map(|d| Some(*d)).collect())),
        Type::Tensor(t) => Some(t.shape.clone()),
        Type::MemRef(m) => Some(m.shape().map(<[_]>::to_vec)),
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShape(Type, Type)`: both shaped (memrefs too) or neither; unranked is compatible
/// with anything; else equal ranks and each pair of sizes equal or one dynamic.
pub fn compatible_shape(a: &Type, b: &Type) -> bool {
    match (shape(a), shape(b)) {
        (None, None) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some(None), _) | (_, Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len()
                && x.iter()
                    .zip(&y)
                    .all(|(p, q)| p.is_none() || q.is_none() || p == q)
        }
    }
}

fn encoding(ty: &Type) -> Option<&crate::ir::Attribute> {
    match ty {
        Type::Tensor(t) if t.shape.is_some() => t.encoding.as_ref(),
        _ => None,
    }
}

fn operand_types(ir: &Ir, op: OpId) -> impl Iterator<Item = &Type> {
    ir.op(op).operands.iter().map(|v| ir.value_type(*v))
}

fn result_types(ir: &Ir, op: OpId) -> impl Iterator<Item = &Type> {
    ir.op(op).results.iter().map(|v| ir.value_type(*v))
}

/// `SameOperandsAndResultType`: «requires the same type for all operands and results» (element
/// types equal and shapes compatible with the first result's), «requires the same encoding for
/// all operands and results»; at least one operand and one result.
pub fn verify_same_operands_and_result_type(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let o = ir.op(op);
    let Some((first, rest)) = o.results.split_first().filter(|_| !o.operands.is_empty()) else {
        // No operand or no result: the count that is short says so.
        verify_count(ir, op, CountKind::Operands, 1, true)?;
        return verify_count(ir, op, CountKind::Results, 1, true);
    };
    let ty = ir.value_type(*first);
    for other in rest.iter().chain(&o.operands).map(|v| ir.value_type(*v)) {
        // The same type: same element type, shape and encoding (mostly one type throughout,
        // `arith.addi %a, %b : i64`: the rest is not looked at).
        if other == ty {
            continue;
        }
        if element_type_or_self(other) != element_type_or_self(ty) || !compatible_shape(other, ty) {
            return Err(emit_op_error(
                ir,
                op,
                "requires the same type for all operands and results",
            ));
        }
        if let Some(enc) = encoding(ty)
            && encoding(other) != Some(enc)
        {
            return Err(emit_op_error(
                ir,
                op,
                "requires the same encoding for all operands and results",
            ));
        }
    }
    Ok(())
}

/// `SameTypeOperands`: «requires all operands to have the same type».
pub fn verify_same_type_operands(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let mut types = operand_types(ir, op);
    let Some(first) = types.next() else {
        return Ok(());
    };
    if types.any(|t| t != first) {
        return Err(emit_op_error(
            ir,
            op,
            "requires all operands to have the same type",
        ));
    }
    Ok(())
}

/// `SameOperandsElementType`: «requires the same element type for all operands».
pub fn verify_same_operands_element_type(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_count(ir, op, CountKind::Operands, 1, true)?;
    let mut types = operand_types(ir, op);
    let first = types.next().map(element_type_or_self);
    if types.any(|t| Some(element_type_or_self(t)) != first) {
        return Err(emit_op_error(
            ir,
            op,
            "requires the same element type for all operands",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultElementType`: «requires the same element type for all operands and
/// results».
pub fn verify_same_operands_and_result_element_type(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_count(ir, op, CountKind::Operands, 1, true)?;
    verify_count(ir, op, CountKind::Results, 1, true)?;
    let first = element_type_or_self(ir.value_type(ir.op(op).results[0]));
    if result_types(ir, op)
        .skip(1)
        .chain(operand_types(ir, op))
        .any(|t| element_type_or_self(t) != first)
    {
        return Err(emit_op_error(
            ir,
            op,
            "requires the same element type for all operands and results",
        ));
    }
    Ok(())
}

/// `SameOperandsShape`: «requires the same shape for all operands».
pub fn verify_same_operands_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_count(ir, op, CountKind::Operands, 1, true)?;
    let first = ir.value_type(ir.op(op).operands[0]);
    if operand_types(ir, op)
        .skip(1)
        .any(|t| !compatible_shape(t, first))
    {
        return Err(emit_op_error(
            ir,
            op,
            "requires the same shape for all operands",
        ));
    }
    Ok(())
}

/// `SameOperandsAndResultShape`: «requires the same shape for all operands and results».
pub fn verify_same_operands_and_result_shape(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_count(ir, op, CountKind::Operands, 1, true)?;
    verify_count(ir, op, CountKind::Results, 1, true)?;
    let first = ir.value_type(ir.op(op).operands[0]);
    if result_types(ir, op)
        .chain(operand_types(ir, op).skip(1))
        .any(|t| !compatible_shape(t, first))
    {
        return Err(emit_op_error(
            ir,
            op,
            "requires the same shape for all operands and results",
        ));
    }
    Ok(())
}

/// The type of a typed attribute (MLIR's `TypedAttr::getType`: `1 : i32`, `1.0 : f32`, `none`
/// for a string without a type, an elements attribute's shaped type), `None` for an attribute
/// that is no `TypedAttr` (`unit`, an array): what `AllTypesMatch(["value", "result"])` compares
/// and infers for an attribute.
pub fn typed_attr_type(attr: &crate::ir::Attribute) -> Option<Type> {
    use crate::ir::Attribute;
    match attr {
        Attribute::Bool(_) => Some(Type::i1()),
        Attribute::Integer(i) => Some(i.ty().clone()),
        Attribute::Float(f) => Some(f.ty.clone()),
        Attribute::String(s) => Some(s.ty().cloned().unwrap_or(Type::None)),
        Attribute::DenseElements(d) => Some(d.ty().clone()),
        Attribute::SparseElements(s) => Some(s.ty.clone()),
        Attribute::DenseResource(r) => Some(r.ty.clone()),
        Attribute::Opaque(o) => Some(o.ty.clone()),
        _ => None,
    }
}

/// The types of an optional attribute's value (none or one), for inference.
pub fn attr_types(attr: Option<&crate::ir::Attribute>) -> Vec<Type> {
    attr.and_then(typed_attr_type).into_iter().collect()
}

/// What an `All…Match` trait compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// `AllTypesMatch`: the types.
    Type,
    /// `AllElementTypesMatch`: `getElementTypeOrSelf`.
    ElementType,
    /// `AllShapesMatch`: the shapes.
    Shape,
}

/// `AllTypesMatch<[…]>` and its element-type and shape variants: the types of the named values
/// or typed attributes (`None` for one the op does not have: its counts are wrong, already
/// reported, or an optional attribute is absent) all match, else
/// «failed to verify that SUMMARY» (`all of {a, b} have same type`).
pub fn verify_all_match(
    ir: &Ir,
    op: OpId,
    types: &[Option<Type>],
    kind: MatchKind,
    summary: &str,
) -> Result<(), Diagnostic> {
    let mut present = types.iter().flatten();
    let Some(first) = present.next() else {
        return Ok(());
    };
    let same = |t: &Type| match kind {
        MatchKind::Type => t == first,
        MatchKind::ElementType => element_type_or_self(t) == element_type_or_self(first),
        MatchKind::Shape => shape(t) == shape(first),
    };
    if present.all(same) {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        format_args!("failed to verify that {summary}"),
    ))
}

/// `TypesMatchWith<summary, lhs, rhs, transformer>`: `transformer(type(lhs)) == type(rhs)`, else
/// «failed to verify that SUMMARY».
pub fn verify_types_match_with(
    ir: &Ir,
    op: OpId,
    lhs: Option<Type>,
    rhs: Option<Type>,
    transformer: fn(&Type) -> Type,
    summary: &str,
) -> Result<(), Diagnostic> {
    let (Some(lhs), Some(rhs)) = (lhs, rhs) else {
        return Ok(());
    };
    if transformer(&lhs) == rhs {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        format_args!("failed to verify that {summary}"),
    ))
}

/// `ShapedTypeMatchesElementCountAndTypes<shaped, elements>`: the shaped type has as many
/// elements as there are `elements` values, each of its element type, else «failed to verify
/// that SUMMARY».
pub fn verify_shaped_type_matches_element_count_and_types(
    ir: &Ir,
    op: OpId,
    shaped: Option<Type>,
    elements: &[crate::ir::Value],
    summary: &str,
) -> Result<(), Diagnostic> {
    let Some(shaped) = shaped else {
        return Ok(());
    };
    let expected = shaped_element_types(std::slice::from_ref(&shaped));
    let actual = elements.iter().map(|v| ir.value_type(*v));
    if expected.len() == elements.len() && expected.iter().zip(actual).all(|(e, a)| e == a) {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        format_args!("failed to verify that {summary}"),
    ))
}

/// `TypesMatchWith<summary, lhs, rhs, transformer>` where `rhs` is a variable-length group and
/// the transformer gives a type list (`getInputs()` of a function type): `transformer(type(lhs))`
/// equals the group's types `rhs`, else «failed to verify that SUMMARY».
pub fn verify_types_match_with_list(
    ir: &Ir,
    op: OpId,
    lhs: Option<Type>,
    rhs: &[Type],
    transformer: fn(&Type) -> Vec<Type>,
    summary: &str,
) -> Result<(), Diagnostic> {
    let Some(lhs) = lhs else {
        return Ok(());
    };
    if transformer(&lhs) == rhs {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        format_args!("failed to verify that {summary}"),
    ))
}

/// The types `ShapedTypeMatchesElementCountAndTypes` gives the elements of a shaped type
/// (`source` holds it): its element type once per element (MLIR's `getNumElements`, which
/// ignores scalability), none for a type that is not a statically shaped vector or tensor. At
/// most 2^20 of them: past that no op lists its elements one by one, and the count mismatch is
/// reported all the same.
pub fn shaped_element_types(source: &[Type]) -> Vec<Type> {
    let (shape, element): (Vec<u64>, &Type) = match source.first() {
        Some(Type::Vector(v)) => (v.shape.clone(), &v.element),
        Some(Type::Tensor(t)) => match &t.shape {
            Some(s) if s.iter().all(Option::is_some) => {
                (s.iter().flatten().copied().collect(), &t.element)
            }
            _ => return Vec::new(),
        },
        _ => return Vec::new(),
    };
    let n = shape
        .iter()
        .try_fold(1u64, |acc, d| acc.checked_mul(*d))
        .unwrap_or(u64::MAX);
    vec![element.clone(); usize::try_from(n.min(1 << 20)).unwrap_or(0)]
}

/// `PredOpTrait<summary, pred>`: `pred(ir, op)` holds, else «failed to verify that SUMMARY»
/// (`input and output have the same tensor dimensions`).
pub fn verify_pred(
    ir: &Ir,
    op: OpId,
    pred: fn(&Ir, OpId) -> bool,
    summary: &str,
) -> Result<(), Diagnostic> {
    if pred(ir, op) {
        return Ok(());
    }
    Err(emit_op_error(
        ir,
        op,
        format_args!("failed to verify that {summary}"),
    ))
}

/// The identity transformer (a type relation without `TypesMatchWith`'s transformer).
pub fn same_type(ty: &Type) -> Type {
    ty.clone()
}

/// `arith`'s `getI1SameShape`: `i1`, or a vector or tensor of `i1` of the same shape (the type
/// of a comparison's result, for `TypesMatchWith("…", "lhs", "result", i1_same_shape)`).
pub fn i1_same_shape(ty: &Type) -> Type {
    match ty {
        Type::Vector(v) => {
            let mut v = (**v).clone();
            v.element = Type::i1();
            Type::Vector(Uniqued::new(v))
        }
        Type::Tensor(t) => {
            let mut t = (**t).clone();
            t.element = Type::i1();
            Type::Tensor(Uniqued::new(t))
        }
        _ => Type::i1(),
    }
}

/// The types of a value group a format infers from another (mlir-tblgen's type resolvers):
/// `n` copies of the single `source` type, or the `source` list of a variable-length one, each
/// through `transformer`.
pub fn resolved_types(
    source: &[Type],
    single: bool,
    n: usize,
    transformer: fn(&Type) -> Type,
) -> Vec<Type> {
    match (single, source.first()) {
        (true, Some(t)) => vec![transformer(t); n],
        (true, None) => Vec::new(),
        (false, _) => source.iter().map(transformer).collect(),
    }
}

/// Appends [`resolved_types`] to `out` without building a list in between (the usual case: `n`
/// copies of one source type).
pub fn extend_resolved_types(
    out: &mut Vec<Type>,
    source: &[Type],
    single: bool,
    n: usize,
    transformer: fn(&Type) -> Type,
) {
    match (single, source.first()) {
        (true, Some(t)) => {
            let t = transformer(t);
            out.extend(std::iter::repeat_n(t, n));
        }
        (true, None) => {}
        (false, _) => out.extend(source.iter().map(transformer)),
    }
}

/// The types of a variable-length group a format infers through `TypesMatchWith` with a
/// list transformer: `transformer` of the single `source` type (none while it is absent).
pub fn resolved_type_list(source: &[Type], transformer: fn(&Type) -> Vec<Type>) -> Vec<Type> {
    source.first().map(transformer).unwrap_or_default()
}
