//! Dense and sparse elements attributes (MLIR's `DenseIntOrFPElementsAttr`,
//! `DenseStringElementsAttr`, `SparseElementsAttr`): the values of a statically shaped
//! `tensor` or `vector`, kept as upstream keeps them.
//!
//! Integers, indices, floats and complex numbers are packed little-endian in one byte buffer
//! ([`Bytes`]), each element in whole bytes (`i17` in 3, `f80` in 10, `complex<f32>` in 8)
//! except `i1`, one bit per element. A splat (every element equal) holds one element, whatever
//! the shape: `dense<1> : tensor<1000000000000xi8>` is one byte.

use std::sync::Arc;

use bytes::Bytes;

use super::attr::ApInt;
use super::types::Type;

/// `dense<[1, 2]> : tensor<2xi32>`, `dense<"0x…">`, `dense<["a", "b"]> : tensor<2x!foo.s>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DenseElementsAttr {
    ty: Type,
    data: DenseData,
    splat: bool,
}

/// The payload of a [`DenseElementsAttr`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Integers, indices, floats, complex numbers: packed bits (see the module docs).
    Raw(Bytes),
    /// Strings, of any element type other than those.
    Strings(Arc<[Bytes]>),
}

/// `sparse<[[0, 1]], [5]> : tensor<2x2xi32>`: the indices of the non-zero elements (an `i64`
/// dense attribute of shape `N × rank`) and their values (shape `N`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SparseElementsAttr {
    /// The shaped type.
    pub ty: Type,
    /// `N × rank` indices.
    pub indices: DenseElementsAttr,
    /// `N` values.
    pub values: DenseElementsAttr,
}

/// Why a dense elements attribute could not be built from given data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DenseError {
    /// The type is not a statically shaped tensor or vector.
    NotStaticShaped,
    /// The element type is not an integer, index, float or complex type.
    NotIntOrFloat,
    /// The buffer's size fits neither one element nor every element.
    InvalidSize,
}

/// The shape of a vector type, or of a ranked tensor or memref type with static sizes, and its
/// element type.
pub fn static_shape(ty: &Type) -> Option<(Vec<u64>, Type)> {
    match ty {
        Type::Vector(v) => Some((v.shape.clone(), v.element.clone())),
        Type::Tensor(t) => {
            let shape = t.shape.as_ref()?;
            let dims = shape.iter().copied().collect::<Option<Vec<u64>>>()?;
            Some((dims, t.element.clone()))
        }
        Type::MemRef(m) => {
            let dims = m.shape()?.iter().copied().collect::<Option<Vec<u64>>>()?;
            Some((dims, m.element_type().clone()))
        }
        _ => None,
    }
}

/// The number of elements of a shape, saturating at `u64::MAX` (upstream's `int64_t` product
/// wraps; only a splat can have that many).
pub fn num_elements(shape: &[u64]) -> u64 {
    shape.iter().fold(1u64, |n, d| n.saturating_mul(*d))
}

/// Bits one element takes in the buffer: 1 for `i1`, the width rounded up to bytes for other
/// integers and floats (`index` is 64), twice that for complex; `None` for other types.
pub fn storage_bits(element: &Type) -> Option<u64> {
    match element {
        Type::Integer { width: 1, .. } => Some(1),
        Type::Integer { width, .. } => Some((*width as u64).div_ceil(8) * 8),
        Type::Index => Some(64),
        Type::Float(k) => Some((k.width() as u64).div_ceil(8) * 8),
        Type::Complex(e) => match &**e {
            Type::Integer { .. } | Type::Float(_) => Some(2 * storage_bits(e)?.max(8)),
            _ => None,
        },
        _ => None,
    }
}

/// The scalar type of the values of an element type (`f32` for `complex<f32>`).
fn scalar_of(element: &Type) -> &Type {
    match element {
        Type::Complex(e) => e,
        other => other,
    }
}

/// Bytes of `count` elements of `bits` each (`i1` packed), if that fits `usize`.
fn buffer_len(bits: u64, count: u64) -> Option<usize> {
    let total = bits.checked_mul(count)?;
    usize::try_from(total.div_ceil(8)).ok()
}

impl DenseElementsAttr {
    /// MLIR's `DenseElementsAttr::getFromRawBuffer`: `raw` holds one element (a splat) or every
    /// element, packed as the module docs say; a buffer whose elements are all equal is kept as
    /// a splat.
    pub fn from_raw(ty: Type, raw: Bytes) -> Result<DenseElementsAttr, DenseError> {
        let (shape, element) = static_shape(&ty).ok_or(DenseError::NotStaticShaped)?;
        let bits = storage_bits(&element).ok_or(DenseError::NotIntOrFloat)?;
        let count = num_elements(&shape);
        let splat = is_valid_raw_buffer(bits, count, &raw).ok_or(DenseError::InvalidSize)?;
        Ok(DenseElementsAttr::from_checked_raw(
            ty, raw, bits, count, splat,
        ))
    }

    /// A buffer of the right size: detects a splat (as upstream's storage key does) and keeps
    /// one element of it.
    pub(crate) fn from_checked_raw(
        ty: Type,
        raw: Bytes,
        bits: u64,
        count: u64,
        splat: bool,
    ) -> DenseElementsAttr {
        let (raw, splat) = if bits == 0 {
            // Zero-width elements (`i0`) are never a splat upstream.
            (raw, count == 1)
        } else if splat || count == 1 {
            (raw, true)
        } else if bits == 1 {
            match bool_splat(&raw, count) {
                Some(v) => (Bytes::from_static(if v { &[1] } else { &[0] }), true),
                None => (raw, false),
            }
        } else {
            let n = (bits / 8) as usize;
            match raw.get(..n) {
                Some(first) if n > 0 && raw.chunks_exact(n).all(|c| c == first) => {
                    (raw.slice(..n), true)
                }
                _ => (raw, false),
            }
        };
        // A one-byte `i1` splat is normalised to 0 or 1.
        let raw = if bits == 1 && splat {
            let v = raw.first().is_some_and(|b| b & 1 != 0);
            Bytes::from_static(if v { &[1] } else { &[0] })
        } else {
            raw
        };
        DenseElementsAttr {
            ty,
            data: DenseData::Raw(raw),
            splat,
        }
    }

    /// A splat of `value` (its bits; for complex types the real part in the low half of the
    /// element, see [`storage_bits`]).
    pub fn splat(ty: Type, value: &ApInt) -> Result<DenseElementsAttr, DenseError> {
        let (_, element) = static_shape(&ty).ok_or(DenseError::NotStaticShaped)?;
        let bits = storage_bits(&element).ok_or(DenseError::NotIntOrFloat)?;
        let mut buf = vec![0u8; bits.div_ceil(8) as usize];
        write_bits(&mut buf, 0, bits.min(value.width() as u64) as u32, value);
        if bits == 1 && buf[0] != 0 {
            buf[0] = 0xFF;
        }
        DenseElementsAttr::from_raw(ty, Bytes::from(buf))
    }

    /// The elements given by their bit patterns (one per element; two per element, real then
    /// imaginary, for complex types): `from_values(tensor<2xi32>, &[1, 2])`.
    pub fn from_values(ty: Type, values: &[u128]) -> Result<DenseElementsAttr, DenseError> {
        let (_, element) = static_shape(&ty).ok_or(DenseError::NotStaticShaped)?;
        let bits = storage_bits(&element).ok_or(DenseError::NotIntOrFloat)?;
        let scalar_bits = if matches!(&element, Type::Complex(_)) {
            bits / 2
        } else {
            bits
        };
        let len = buffer_len(scalar_bits, values.len() as u64).ok_or(DenseError::InvalidSize)?;
        if scalar_bits == 1 && values.len() == 1 {
            // A one-byte `i1` splat is all zeros or all ones.
            let b = if values[0] & 1 != 0 { 0xFF } else { 0 };
            return DenseElementsAttr::from_raw(ty, Bytes::from(vec![b]));
        }
        let mut buf = vec![0u8; len];
        for (i, v) in values.iter().enumerate() {
            let w = scalar_bits.min(128) as u32;
            write_bits(
                &mut buf,
                i as u64 * scalar_bits,
                w,
                &ApInt::from_u128(w, *v),
            );
        }
        DenseElementsAttr::from_raw(ty, Bytes::from(buf))
    }

    /// A dense string attribute: one string (a splat) or one per element.
    pub fn from_strings(ty: Type, values: Vec<Bytes>) -> Result<DenseElementsAttr, DenseError> {
        let (shape, _) = static_shape(&ty).ok_or(DenseError::NotStaticShaped)?;
        let count = num_elements(&shape);
        if values.len() as u64 != count && values.len() != 1 {
            return Err(DenseError::InvalidSize);
        }
        Ok(DenseElementsAttr::from_checked_strings(ty, values))
    }

    pub(crate) fn from_checked_strings(ty: Type, mut values: Vec<Bytes>) -> DenseElementsAttr {
        let splat = values.len() == 1 || values.windows(2).all(|w| w[0] == w[1]);
        if splat {
            values.truncate(1);
        }
        DenseElementsAttr {
            ty,
            data: DenseData::Strings(values.into()),
            splat,
        }
    }

    /// The shaped type.
    pub fn ty(&self) -> &Type {
        &self.ty
    }

    /// The element type.
    pub fn element_type(&self) -> &Type {
        static_shape_element(&self.ty)
    }

    /// The shape.
    pub fn shape(&self) -> Vec<u64> {
        static_shape(&self.ty).map(|s| s.0).unwrap_or_default()
    }

    /// The number of elements (saturating).
    pub fn num_elements(&self) -> u64 {
        num_elements(&self.shape())
    }

    /// Whether every element is the same (only one is stored).
    pub fn is_splat(&self) -> bool {
        self.splat
    }

    /// The payload.
    pub fn data(&self) -> &DenseData {
        &self.data
    }

    /// The packed bytes, for integer, index, float and complex elements.
    pub fn raw_data(&self) -> Option<&Bytes> {
        match &self.data {
            DenseData::Raw(b) => Some(b),
            DenseData::Strings(_) => None,
        }
    }

    /// The bits of scalar `i` of the stored data (for complex elements, scalar `2k` is the real
    /// part of element `k` and `2k + 1` its imaginary part); a splat stores one element.
    pub fn stored_scalar(&self, i: u64) -> ApInt {
        self.scalar_layout().read(self, i)
    }

    /// Where the stored scalars are: their width and the bits from one to the next, read once
    /// for a walk over many of them ([`ScalarLayout::read`]).
    pub(crate) fn scalar_layout(&self) -> ScalarLayout {
        let element = self.element_type();
        let width = match scalar_of(element) {
            Type::Integer { width, .. } => *width,
            Type::Index => 64,
            Type::Float(k) => k.width(),
            _ => 0,
        };
        let bits = storage_bits(element).unwrap_or(0);
        let step = match element {
            // Upstream's complex iterator steps by the part's storage width, one bit for `i1`,
            // though its parser stores a byte per part: `dense<[(1,0),(0,1)]> :
            // tensor<2xcomplex<i1>>` holds `0x01000001` and prints as `[(true,false),
            // (false,false)]` (bits 0 to 3 of the first byte).
            Type::Complex(e) if matches!(**e, Type::Integer { width: 1, .. }) => 1,
            Type::Complex(_) => bits / 2,
            _ => bits,
        };
        ScalarLayout { width, step }
    }

    /// The element values' bits, one per element (two, real and imaginary, for complex), in
    /// row-major order; a splat yields its value once per element.
    pub fn values(&self) -> impl Iterator<Item = ApInt> + '_ {
        let per = if matches!(self.element_type(), Type::Complex(_)) {
            2
        } else {
            1
        };
        let n = self.num_elements().saturating_mul(per);
        let splat = self.splat;
        let layout = self.scalar_layout();
        (0..n).map(move |i| layout.read(self, if splat { i % per } else { i }))
    }

    /// The strings of a dense string attribute (one for a splat).
    pub fn strings(&self) -> Option<&[Bytes]> {
        match &self.data {
            DenseData::Strings(s) => Some(s),
            DenseData::Raw(_) => None,
        }
    }
}

fn static_shape_element(ty: &Type) -> &Type {
    match ty {
        Type::Vector(v) => &v.element,
        Type::Tensor(t) => &t.element,
        Type::MemRef(m) => m.element_type(),
        other => other,
    }
}

/// MLIR's `isValidRawBuffer`: `Some(splat)` when `raw` holds one element (`i1`: one byte of
/// 0 or 0xFF) or all `count`, `None` when its size fits neither.
pub(crate) fn is_valid_raw_buffer(bits: u64, count: u64, raw: &[u8]) -> Option<bool> {
    let raw_bits = (raw.len() as u64).checked_mul(8)?;
    if bits == 1 {
        if raw.len() == 1 && matches!(raw[0], 0 | 0xFF) {
            return Some(true);
        }
        return (raw_bits == count.div_ceil(8).checked_mul(8)?).then_some(count == 1);
    }
    if raw_bits == bits {
        return Some(true);
    }
    (Some(raw_bits) == bits.checked_mul(count)).then_some(count == 1)
}

/// Upstream's `getKeyForBoolData`: the splat value of packed `i1` data, if it is one.
fn bool_splat(raw: &[u8], count: u64) -> Option<bool> {
    let first = *raw.first()?;
    let value = first & 1 != 0;
    let mut data = raw;
    let odd = (count % 8) as u32;
    if value && odd != 0 {
        let last = *data.last()?;
        if last != (1u8 << odd) - 1 {
            return None;
        }
        data = &data[..data.len() - 1];
    }
    let mask = if value { 0xFF } else { 0 };
    data.iter().all(|b| *b == mask).then_some(value)
}

/// The width of a [`DenseElementsAttr`]'s stored scalars and the bits from one to the next
/// ([`DenseElementsAttr::scalar_layout`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScalarLayout {
    width: u32,
    step: u64,
}

impl ScalarLayout {
    /// The bits of stored scalar `i` of `attr`, whose layout this is
    /// ([`DenseElementsAttr::stored_scalar`]).
    #[inline]
    pub(crate) fn read(self, attr: &DenseElementsAttr, i: u64) -> ApInt {
        match &attr.data {
            DenseData::Raw(raw) => read_bits(raw, i * self.step, self.width),
            DenseData::Strings(_) => ApInt::from_u128(0, 0),
        }
    }
}

/// Reads `width` bits at bit `offset` (little-endian).
pub(crate) fn read_bits(raw: &[u8], offset: u64, width: u32) -> ApInt {
    if width == 1 {
        let byte = raw.get((offset / 8) as usize).copied().unwrap_or(0);
        return ApInt::from_u128(1, ((byte >> (offset % 8)) & 1) as u128);
    }
    let start = (offset / 8) as usize;
    let nbytes = (width as usize).div_ceil(8);
    let bytes = raw.get(start..start + nbytes).unwrap_or(&[]);
    if width <= 128 {
        // One element of a printed literal: no allocation; the usual widths in one load.
        let v = match *bytes {
            [a] => u128::from(a),
            [a, b] => u128::from(u16::from_le_bytes([a, b])),
            [a, b, c, d] => u128::from(u32::from_le_bytes([a, b, c, d])),
            [a, b, c, d, e, f, g, h] => u128::from(u64::from_le_bytes([a, b, c, d, e, f, g, h])),
            _ => bytes
                .iter()
                .enumerate()
                .fold(0u128, |v, (i, b)| v | u128::from(*b) << (8 * i)),
        };
        return ApInt::from_u128(width, v);
    }
    let mut words = vec![0u64; (width as usize).div_ceil(64).max(1)];
    for (i, b) in bytes.iter().enumerate() {
        words[i / 8] |= (*b as u64) << (8 * (i % 8));
    }
    let rem = width % 64;
    if rem != 0
        && let Some(last) = words.last_mut()
    {
        *last &= (1u64 << rem) - 1;
    }
    ApInt::from_words(width, words)
}

/// Writes the low `width` bits of `value` at bit `offset` (little-endian; byte-aligned unless
/// `width` is 1).
pub(crate) fn write_bits(buf: &mut [u8], offset: u64, width: u32, value: &ApInt) {
    if width == 1 {
        let bit = value.to_u128().is_some_and(|v| v & 1 != 0);
        if bit && let Some(b) = buf.get_mut((offset / 8) as usize) {
            *b |= 1 << (offset % 8);
        }
        return;
    }
    let start = (offset / 8) as usize;
    let nbytes = (width as usize).div_ceil(8);
    match value {
        ApInt::Small { bits, .. } => {
            let le = bits.to_le_bytes();
            for (i, byte) in le.iter().enumerate().take(nbytes.min(16)) {
                if let Some(b) = buf.get_mut(start + i) {
                    *b = *byte;
                }
            }
        }
        ApInt::Big { words, .. } => {
            for i in 0..nbytes {
                let w = words.get(i / 8).copied().unwrap_or(0);
                if let Some(b) = buf.get_mut(start + i) {
                    *b = (w >> (8 * (i % 8))) as u8;
                }
            }
        }
    }
}

impl SparseElementsAttr {
    /// The element type.
    pub fn element_type(&self) -> &Type {
        static_shape_element(&self.ty)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::ir::Uniqued;

    fn tensor(shape: &[u64], element: Type) -> Type {
        Type::Tensor(Uniqued::new(super::super::types::TensorType {
            shape: Some(shape.iter().map(|d| Some(*d)).collect()),
            element,
            encoding: None,
        }))
    }

    #[test]
    fn splats_and_packing() {
        let many_bools = tensor(&[100], Type::i1());
        let t = DenseElementsAttr::splat(many_bools, &ApInt::from_u128(1, 1)).unwrap();
        assert!(t.values().all(|v| v.to_u128() == Some(1)));
        let huge = tensor(&[1_000_000_000_000], Type::int(8));
        let a = DenseElementsAttr::splat(huge, &ApInt::from_u128(8, 1)).unwrap();
        assert!(a.is_splat());
        assert_eq!(a.raw_data().map(|b| b.len()), Some(1));
        let t = tensor(&[3], Type::i32());
        let b = DenseElementsAttr::from_values(t.clone(), &[7, 7, 7]).unwrap();
        assert!(b.is_splat());
        let c = DenseElementsAttr::from_values(t, &[1, 2, 3]).unwrap();
        assert!(!c.is_splat());
        let v: Vec<_> = c.values().map(|x| x.to_u128()).collect();
        assert_eq!(v, vec![Some(1), Some(2), Some(3)]);
        let bools = tensor(&[9], Type::i1());
        let d = DenseElementsAttr::from_raw(bools.clone(), Bytes::from_static(&[0xFF, 1])).unwrap();
        assert!(d.is_splat());
        let e = DenseElementsAttr::from_raw(bools.clone(), Bytes::from_static(&[0x05, 0])).unwrap();
        let v: Vec<_> = e.values().map(|x| x.to_u128().unwrap_or(9)).collect();
        assert_eq!(v, vec![1, 0, 1, 0, 0, 0, 0, 0, 0]);
        assert_eq!(
            DenseElementsAttr::from_raw(bools, Bytes::from_static(&[1])),
            Err(DenseError::InvalidSize)
        );
    }
}
