//! Constant matchers for patterns (MLIR's `Matchers.h`: `m_Constant`, `m_ConstantInt`,
//! `m_One`, `m_Zero`, `m_NonZero`): what a value holds when a `ConstantLike` op defines it
//! ([`constant_value`]: the op folds to an attribute), read as an integer when it is one (an
//! `IntegerAttr`, or a splat of one over a vector or ranked tensor of integers).

use crate::ir::{ApInt, Attribute, Ir, Type, Value};

use super::fold::constant_value;

/// `matchPattern(v, m_Constant(&attr))`: the attribute a `ConstantLike` op defining `v` holds.
pub fn m_constant(ir: &mut Ir, v: Value) -> Option<Attribute> {
    constant_value(ir, v)
}

/// `matchPattern(v, m_Constant(&boolAttr))`: the value of a scalar `i1` constant (MLIR's
/// `BoolAttr`).
pub fn m_constant_bool(ir: &mut Ir, v: Value) -> Option<bool> {
    match constant_value(ir, v)? {
        Attribute::Bool(b) => Some(b),
        Attribute::Integer(i) if i.ty().is_signless_int(1) => Some(i.value().to_u128()? & 1 != 0),
        _ => None,
    }
}

/// `matchPattern(v, m_ConstantInt(&value))`: the bits of an integer or index constant, or of
/// the element of a splat constant of a vector or ranked tensor of integers (an `i1` is `0`
/// or `1`).
pub fn m_constant_int(ir: &mut Ir, v: Value) -> Option<ApInt> {
    let attr = constant_value(ir, v)?;
    let ty = ir.value_type(v);
    match ty {
        Type::Integer { .. } | Type::Index => scalar_int(&attr),
        Type::Vector(_) | Type::Tensor(_) => match &attr {
            Attribute::DenseElements(d) if d.is_splat() && d.element_type().is_int_or_index() => {
                Some(d.stored_scalar(0))
            }
            _ => None,
        },
        _ => None,
    }
}

/// An integer attribute's bits (`true` and `false` are `1 : i1` and `0 : i1`).
fn scalar_int(attr: &Attribute) -> Option<ApInt> {
    match attr {
        Attribute::Bool(b) => Some(ApInt::from_u128(1, u128::from(*b))),
        Attribute::Integer(i) => Some(i.value()),
        _ => None,
    }
}

/// Whether `value` is zero.
fn is_zero(value: &ApInt) -> bool {
    match value {
        ApInt::Small { bits, .. } => *bits == 0,
        ApInt::Big { words, .. } => words.iter().all(|&w| w == 0),
    }
}

/// Whether `value` is one.
fn is_one(value: &ApInt) -> bool {
    match value {
        ApInt::Small { bits, .. } => *bits == 1,
        ApInt::Big { words, .. } => {
            words.first() == Some(&1) && words.iter().skip(1).all(|&w| w == 0)
        }
    }
}

/// `matchPattern(v, m_One())`: an integer constant (or splat) equal to one (`true`).
pub fn m_one(ir: &mut Ir, v: Value) -> bool {
    m_constant_int(ir, v).is_some_and(|i| is_one(&i))
}

/// `matchPattern(v, m_Zero())`: an integer constant (or splat) equal to zero (`false`).
pub fn m_zero(ir: &mut Ir, v: Value) -> bool {
    m_constant_int(ir, v).is_some_and(|i| is_zero(&i))
}

/// `matchPattern(v, m_NonZero())`: an integer constant (or splat) other than zero.
pub fn m_non_zero(ir: &mut Ir, v: Value) -> bool {
    m_constant_int(ir, v).is_some_and(|i| !is_zero(&i))
}
