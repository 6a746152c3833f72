//! The constants the folders read and make (MLIR's `CommonFolders.h` and the `m_Constant…`
//! matchers): a scalar (`IntegerAttr`, `FloatAttr`), a splat, or dense or sparse elements, each
//! element an integer of up to 128 bits ([`Int`]) or a float ([`Float`]). `constFoldBinaryOp`
//! and its unary and cast forms are [`fold_binary`] and [`fold_unary`]: scalars give a scalar,
//! two splats one splat, other elements are folded one by one.

use std::sync::Arc;

use rods::ir::{ApInt, Attribute, DenseElementsAttr, FloatAttr, IntegerAttr, Type};

use super::float::Float;

/// The bit width of an integer or index type (index: 64, MLIR's internal storage width).
pub(crate) fn int_width(ty: &Type) -> Option<u32> {
    match ty {
        Type::Integer { width, .. } if *width <= 128 => Some(*width),
        Type::Index => Some(64),
        _ => None,
    }
}

/// The element type of a vector or tensor type, or the type itself.
pub(crate) fn element_type(ty: &Type) -> &Type {
    match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        other => other,
    }
}

/// An integer constant or element: its width and bits (`true` is `1 : i1`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Int {
    pub width: u32,
    pub bits: u128,
}

impl Int {
    /// A scalar integer constant (`IntegerAttr`).
    pub fn scalar(attr: &Option<Attribute>) -> Option<Int> {
        <Int as Element>::scalar(attr.as_ref()?)
    }

    /// MLIR's `m_ConstantInt`: a scalar integer constant, or the value of a splat of integers.
    pub fn constant(attr: &Option<Attribute>) -> Option<Int> {
        splat_or_scalar(attr.as_ref()?)
    }

    pub fn mask(&self) -> u128 {
        ApInt::mask(self.width)
    }

    /// The value read as a signed integer.
    pub fn signed(&self) -> i128 {
        sext(self.bits, self.width)
    }

    pub fn is_zero(&self) -> bool {
        self.bits == 0
    }

    pub fn is_one(&self) -> bool {
        self.bits == 1
    }

    pub fn is_all_ones(&self) -> bool {
        self.bits == self.mask()
    }

    pub fn signed_max(&self) -> u128 {
        self.mask() >> 1
    }

    pub fn signed_min(&self) -> u128 {
        self.signed_max() + 1
    }
}

/// `bits` of `width` read as a signed integer.
pub(crate) fn sext(bits: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// MLIR's `m_ConstantFloat`-style matchers: a scalar float constant, or the value of a splat
/// of floats.
pub(crate) fn float_constant(attr: &Option<Attribute>) -> Option<Float> {
    splat_or_scalar(attr.as_ref()?)
}

/// A scalar float constant (`FloatAttr`).
pub(crate) fn float_scalar(attr: &Option<Attribute>) -> Option<Float> {
    <Float as Element>::scalar(attr.as_ref()?)
}

/// What a folder reads an element as: an integer or a float.
pub(crate) trait Element: Sized {
    /// A scalar constant of this kind (`IntegerAttr` or `FloatAttr`).
    fn scalar(attr: &Attribute) -> Option<Self>;
    /// An element of type `ty` holding `bits`, when `ty` is of this kind.
    fn element(ty: &Type, bits: u128) -> Option<Self>;
}

impl Element for Int {
    fn scalar(attr: &Attribute) -> Option<Int> {
        match attr {
            Attribute::Bool(b) => Some(Int {
                width: 1,
                bits: u128::from(*b),
            }),
            Attribute::Integer(i) => Some(Int {
                width: int_width(i.ty())?,
                bits: i.value().to_u128()?,
            }),
            _ => None,
        }
    }

    fn element(ty: &Type, bits: u128) -> Option<Int> {
        Some(Int {
            width: int_width(ty)?,
            bits,
        })
    }
}

impl Element for Float {
    fn scalar(attr: &Attribute) -> Option<Float> {
        match attr {
            Attribute::Float(f) => Some(Float {
                kind: f.kind(),
                bits: f.bits(),
            }),
            _ => None,
        }
    }

    fn element(ty: &Type, bits: u128) -> Option<Float> {
        match ty {
            Type::Float(kind) => Some(Float { kind: *kind, bits }),
            _ => None,
        }
    }
}

/// A scalar constant, or the value of a splat (MLIR's matchers bind either).
fn splat_or_scalar<E: Element>(attr: &Attribute) -> Option<E> {
    match attr {
        Attribute::DenseElements(d) if d.is_splat() => {
            E::element(d.element_type(), d.stored_scalar(0).to_u128()?)
        }
        other => E::scalar(other),
    }
}

/// An attribute of type `ty` holding `values`: a scalar (`ty` an integer, index or float type;
/// `i1` as `true` / `false`), or the elements of a statically shaped vector or tensor type, one
/// value for all of them or one each.
pub(crate) fn make(ty: &Type, values: &[u128]) -> Option<Attribute> {
    match ty {
        Type::Vector(_) | Type::Tensor(_) => {
            // Integers keep no bits above their width.
            let masked: Vec<u128>;
            let values = match int_width(element_type(ty)) {
                Some(width) => {
                    masked = values.iter().map(|v| v & ApInt::mask(width)).collect();
                    &masked
                }
                None => values,
            };
            DenseElementsAttr::from_values(ty.clone(), values)
                .ok()
                .map(|d| Attribute::DenseElements(Arc::new(d)))
        }
        Type::Float(_) => Some(Attribute::Float(FloatAttr::from_bits(
            ty.clone(),
            *values.first()?,
        ))),
        Type::Integer { width: 1, .. } => Some(Attribute::Bool(values.first()? & 1 != 0)),
        _ => {
            let width = int_width(ty)?;
            Some(Attribute::Integer(IntegerAttr::from_ap(
                ty.clone(),
                ApInt::from_u128(width, *values.first()?),
            )))
        }
    }
}

/// The elements of an elements attribute, row-major (`ElementsAttr::try_value_begin`): dense
/// ones, or sparse ones with zeros where no value is given. `None` for the others
/// (`dense_resource`) and for sparse ones too large to spell out.
fn element_values(attr: &Attribute) -> Option<Vec<u128>> {
    match attr {
        Attribute::DenseElements(d) => d.values().map(|v| v.to_u128()).collect(),
        Attribute::SparseElements(s) => {
            let (shape, _) = rods::ir::dense::static_shape(&s.ty)?;
            let count = rods::ir::dense::num_elements(&shape);
            if count > 1 << 24 {
                return None;
            }
            let mut out = vec![0u128; usize::try_from(count).ok()?];
            let indices: Vec<i128> = s
                .indices
                .values()
                .map(|v| v.to_i128())
                .collect::<Option<_>>()?;
            let rank = shape.len().max(1);
            for (point, value) in indices.chunks(rank).zip(s.values.values()) {
                let mut linear = 0u64;
                for (&i, &dim) in point.iter().zip(&shape) {
                    let i = u64::try_from(i).ok().filter(|&i| i < dim)?;
                    linear = linear * dim + i;
                }
                *out.get_mut(usize::try_from(linear).ok()?)? = value.to_u128()?;
            }
            Some(out)
        }
        _ => None,
    }
}

/// The shaped type of an elements attribute.
fn elements_type(attr: &Attribute) -> Option<&Type> {
    match attr {
        Attribute::DenseElements(d) => Some(d.ty()),
        Attribute::SparseElements(s) => Some(&s.ty),
        _ => None,
    }
}

/// MLIR's `constFoldBinaryOp`: two scalars of one type, two splats of one type, or two
/// elements attributes of one type, folded element by element by `f` (`None`: no fold); the
/// result has the type `result`, by default the operands'.
pub(crate) fn fold_binary<E: Element>(
    operands: &[Option<Attribute>],
    result: Option<&Type>,
    mut f: impl FnMut(&E, &E) -> Option<u128>,
) -> Option<Attribute> {
    // A poison operand is the result (the folder's `PoisonAttr` parameter, `ub::PoisonAttr`).
    if let Some(poison) = poison_operand(operands) {
        return Some(poison.clone());
    }
    let (lhs, rhs) = (operands.first()?.as_ref()?, operands.get(1)?.as_ref()?);
    if let (Some(a), Some(b)) = (E::scalar(lhs), E::scalar(rhs)) {
        let ty = typed_attr_type(lhs)?;
        if typed_attr_type(rhs).as_ref() != Some(&ty) {
            return None;
        }
        return make(result.unwrap_or(&ty), &[f(&a, &b)?]);
    }
    let ty = elements_type(lhs)?;
    if elements_type(rhs)? != ty {
        return None;
    }
    let element = element_type(ty);
    let result = result.unwrap_or(ty);
    if let (Attribute::DenseElements(l), Attribute::DenseElements(r)) = (lhs, rhs)
        && l.is_splat()
        && r.is_splat()
    {
        let a = E::element(element, l.stored_scalar(0).to_u128()?)?;
        let b = E::element(element, r.stored_scalar(0).to_u128()?)?;
        return make(result, &[f(&a, &b)?]);
    }
    let (ls, rs) = (element_values(lhs)?, element_values(rhs)?);
    let mut out = Vec::with_capacity(ls.len());
    for (x, y) in ls.into_iter().zip(rs) {
        out.push(f(&E::element(element, x)?, &E::element(element, y)?)?);
    }
    make(result, &out)
}

/// The first of a binary op's two operands that is `#ub.poison`.
pub(crate) fn poison_operand(operands: &[Option<Attribute>]) -> Option<&Attribute> {
    operands
        .iter()
        .take(2)
        .flatten()
        .find(|a| crate::ub::is_poison_attr(Some(a)))
}

/// MLIR's `constFoldUnaryOp` and `constFoldCastOp`: a scalar, a splat, or elements, folded
/// element by element by `f` into the type `result`.
pub(crate) fn fold_unary<E: Element>(
    operand: &Option<Attribute>,
    result: &Type,
    mut f: impl FnMut(&E) -> Option<u128>,
) -> Option<Attribute> {
    let attr = operand.as_ref()?;
    if crate::ub::is_poison_attr(Some(attr)) {
        return Some(attr.clone());
    }
    if let Some(a) = E::scalar(attr) {
        return make(result, &[f(&a)?]);
    }
    let element = element_type(elements_type(attr)?);
    if let Attribute::DenseElements(d) = attr
        && d.is_splat()
    {
        let a = E::element(element, d.stored_scalar(0).to_u128()?)?;
        return make(result, &[f(&a)?]);
    }
    let mut out = Vec::new();
    for x in element_values(attr)? {
        out.push(f(&E::element(element, x)?)?);
    }
    make(result, &out)
}

/// The type of a scalar constant.
fn typed_attr_type(attr: &Attribute) -> Option<Type> {
    match attr {
        Attribute::Bool(_) => Some(Type::i1()),
        Attribute::Integer(i) => Some(i.ty().clone()),
        Attribute::Float(f) => Some(f.ty.clone()),
        _ => None,
    }
}
