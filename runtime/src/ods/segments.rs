//! `AttrSizedOperandSegments` / `AttrSizedResultSegments`: an op with several variable-length
//! operand (result) groups stores each group's size in the `operandSegmentSizes`
//! (`resultSegmentSizes`) property, a `DenseI32ArrayAttr` (`array<i32: 1, 0, 2>`), which the
//! generic form prints and custom forms never do. Here: the property's value, the groups it
//! splits values into, and MLIR's checks and messages.

use std::ops::Range;
use std::sync::Arc;

use crate::diag::Diagnostic;
use crate::ir::{Attribute, DenseArrayAttr, Ir, OpId, Type};

use super::Arity;
use super::verify::emit_op_error;

pub use crate::ir::def::{OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES, as_segment_sizes};

/// `array<i32: …>` of `sizes`. The attributes made last on this thread are kept and shared:
/// the ops of a module mostly repeat a few sizes.
pub fn segment_sizes_attr(sizes: &[usize]) -> Attribute {
    const KEPT: usize = 8;
    thread_local! {
        static RECENT: std::cell::RefCell<Vec<Attribute>> = const {
            std::cell::RefCell::new(Vec::new())
        };
    }
    let word = |n: &usize| u64::from(i32::try_from(*n).unwrap_or(i32::MAX) as u32);
    let same = |a: &Attribute| match a {
        Attribute::DenseArray(d) => {
            d.values.len() == sizes.len() && d.values.iter().zip(sizes).all(|(v, n)| *v == word(n))
        }
        _ => false,
    };
    RECENT.with_borrow_mut(|recent| {
        if let Some(a) = recent.iter().find(|a| same(a)) {
            return a.clone();
        }
        let a = Attribute::DenseArray(Arc::new(DenseArrayAttr {
            element: Type::i32(),
            values: sizes.iter().map(word).collect(),
        }));
        if recent.len() == KEPT {
            recent.remove(0);
        }
        recent.push(a.clone());
        a
    })
}

/// Whether `attr` is a `DenseI32ArrayAttr` of `n` elements (what property conversion accepts).
pub fn is_segment_sizes(attr: &Attribute, n: usize) -> bool {
    as_segment_sizes(attr).is_some_and(|s| s.len() == n)
}

/// The segment sizes property `name` of `op` (`None` when it is missing or not a
/// `DenseI32ArrayAttr`).
pub fn segment_sizes(ir: &Ir, op: OpId, name: &str) -> Option<SegmentSizes> {
    match ir.property(op, name)? {
        Attribute::DenseArray(a) if a.element.is_signless_int(32) => {
            Some(SegmentSizes::from_words(&a.values))
        }
        _ => None,
    }
}

/// Groups a [`SegmentSizes`] holds without allocating: as many as the ops with the most
/// groups have (`gpu.launch_func` 13, `gpu.launch` 11).
const INLINE_SEGMENTS: usize = 16;

/// The sizes of a segment sizes property ([`segment_sizes`]): a slice of `i32` (through
/// `Deref`), held inline up to sixteen groups, so that reading it (for every accessor, verifier
/// and printer of an op with several variable groups) allocates nothing.
#[derive(Clone, Debug)]
pub struct SegmentSizes(SizesRepr);

#[derive(Clone, Debug)]
enum SizesRepr {
    Inline(u8, [i32; INLINE_SEGMENTS]),
    Heap(Vec<i32>),
}

impl SegmentSizes {
    /// The sizes stored as the words of a `DenseI32ArrayAttr` (signed).
    fn from_words(words: &[u64]) -> Self {
        let size = |w: &u64| *w as u32 as i32;
        if words.len() <= INLINE_SEGMENTS {
            let mut inline = [0; INLINE_SEGMENTS];
            for (slot, w) in inline.iter_mut().zip(words) {
                *slot = size(w);
            }
            return SegmentSizes(SizesRepr::Inline(words.len() as u8, inline));
        }
        SegmentSizes(SizesRepr::Heap(words.iter().map(size).collect()))
    }
}

impl Default for SegmentSizes {
    fn default() -> Self {
        SegmentSizes(SizesRepr::Inline(0, [0; INLINE_SEGMENTS]))
    }
}

impl From<Vec<i32>> for SegmentSizes {
    fn from(sizes: Vec<i32>) -> Self {
        SegmentSizes(SizesRepr::Heap(sizes))
    }
}

impl std::ops::Deref for SegmentSizes {
    type Target = [i32];

    fn deref(&self) -> &[i32] {
        match &self.0 {
            SizesRepr::Inline(n, sizes) => &sizes[..usize::from(*n)],
            SizesRepr::Heap(sizes) => sizes,
        }
    }
}

impl PartialEq for SegmentSizes {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for SegmentSizes {}

/// The value ranges of the groups: from `sizes` when given (`None` unless they fit: one per
/// group, none negative, summing to `len`), else from the arities
/// ([`split_segments`](super::split_segments)).
pub fn value_ranges(
    len: usize,
    arities: &[Arity],
    sizes: Option<&[i32]>,
) -> Option<Vec<Range<usize>>> {
    let Some(sizes) = sizes else {
        return super::split_segments(len, arities);
    };
    if sizes.len() != arities.len() {
        return None;
    }
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for s in sizes {
        let n = usize::try_from(*s).ok()?;
        let end = start.checked_add(n)?;
        out.push(start..end);
        start = end;
    }
    (start == len).then_some(out)
}

/// The size of each variable group of `len` values split by their arities alone
/// (`split_segments`): one value per single group, the rest to the one variable group (or none
/// to several); `None` when they do not fit (an optional group gets at most one).
fn variable_group_size(len: usize, arities: &[Arity]) -> Option<usize> {
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let variable = arities.len() - fixed;
    let extra = len.checked_sub(fixed)?;
    if variable > 1 && extra != 0 {
        return None;
    }
    if extra > 1 && arities.contains(&Arity::Optional) {
        return None;
    }
    Some(extra)
}

/// [`value_ranges`] written into `out` (one range per group: `out.len() == arities.len()`)
/// instead of a new list: `None` when the values do not fit, as there. What typed views use,
/// with an array on the stack.
pub fn value_ranges_into(
    len: usize,
    arities: &[Arity],
    sizes: Option<&[i32]>,
    out: &mut [Range<usize>],
) -> Option<()> {
    if out.len() != arities.len() {
        return None;
    }
    let mut start = 0usize;
    match sizes {
        Some(sizes) => {
            if sizes.len() != arities.len() {
                return None;
            }
            for (slot, s) in out.iter_mut().zip(sizes) {
                let end = start.checked_add(usize::try_from(*s).ok()?)?;
                *slot = start..end;
                start = end;
            }
            (start == len).then_some(())
        }
        None => {
            let extra = variable_group_size(len, arities)?;
            for (slot, a) in out.iter_mut().zip(arities) {
                let n = if *a == Arity::Single { 1 } else { extra };
                *slot = start..start + n;
                start += n;
            }
            Some(())
        }
    }
}

/// The value range of group `index` alone, as [`value_ranges`] would give it, without building
/// the list of all groups (what accessors, verifiers and printers ask for, once per group).
#[inline]
pub fn group_range(
    len: usize,
    arities: &[Arity],
    sizes: Option<&[i32]>,
    index: usize,
) -> Option<Range<usize>> {
    if index >= arities.len() {
        return None;
    }
    match sizes {
        Some(sizes) => {
            if sizes.len() != arities.len() {
                return None;
            }
            let (mut start, mut total) = (0usize, 0usize);
            for (i, s) in sizes.iter().enumerate() {
                let n = usize::try_from(*s).ok()?;
                if i == index {
                    start = total;
                }
                total = total.checked_add(n)?;
            }
            let n = usize::try_from(sizes[index]).ok()?;
            (total == len).then_some(start..start + n)
        }
        None => {
            let extra = variable_group_size(len, arities)?;
            let size = |a: &Arity| if *a == Arity::Single { 1 } else { extra };
            let start = arities[..index].iter().map(size).sum::<usize>();
            Some(start..start + size(&arities[index]))
        }
    }
}

/// The group sizes of an op with `SameVariadicOperandSize` / `SameVariadicResultSize` (MLIR's
/// generated `getODSOperandIndexAndLength`): one value per single group, the rest shared
/// equally by the variable-length ones (`None` if it does not divide, or an optional group
/// would get more than one).
pub fn same_variadic_sizes(len: usize, arities: &[Arity]) -> Option<Vec<i32>> {
    let fixed = arities.iter().filter(|a| **a == Arity::Single).count();
    let variable = arities.len() - fixed;
    let extra = len.checked_sub(fixed)?;
    let each = if variable == 0 {
        0
    } else if extra % variable == 0 {
        extra / variable
    } else {
        return None;
    };
    arities
        .iter()
        .map(|a| match a {
            Arity::Single => Some(1),
            Arity::Optional if each > 1 => None,
            _ => i32::try_from(each).ok(),
        })
        .collect()
}

/// MLIR's `verifyValueSizeAttr` on the properties: «'NAME' attribute cannot have negative
/// elements», «operand count (N) does not match with the total size (M) specified in attribute
/// 'NAME'» (`result count` for results). A missing property counts as all zeros, as MLIR's
/// property storage does.
pub fn verify_segment_sizes(
    ir: &Ir,
    op: OpId,
    name: &str,
    results: bool,
) -> Result<(), Diagnostic> {
    let sizes = segment_sizes(ir, op, name).unwrap_or_default();
    if sizes.iter().any(|s| *s < 0) {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("'{name}' attribute cannot have negative elements"),
        ));
    }
    let total: u64 = sizes.iter().map(|s| u64::from(s.unsigned_abs())).sum();
    let o = ir.op(op);
    let (what, count) = if results {
        ("result", o.results.len())
    } else {
        ("operand", o.operands.len())
    };
    if total != count as u64 {
        return Err(emit_op_error(
            ir,
            op,
            format_args!(
                "{what} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'"
            ),
        ));
    }
    Ok(())
}

/// MLIR's `verifyValueSizeAttr` for a variadic-of-variadic operand group (`VariadicOfVariadic<T,
/// "NAME">`): the `DenseI32ArrayAttr` `NAME` splits the group `group` (its `count` values) into
/// sub-groups. «'NAME' attribute cannot have negative elements», «GROUP count (N) does not
/// match with the total size (M) specified in attribute 'NAME'»; a missing attribute is
/// «requires dense i32 array attribute 'NAME'».
pub fn verify_value_size_attr(
    ir: &Ir,
    op: OpId,
    name: &str,
    group: &str,
    count: usize,
) -> Result<(), Diagnostic> {
    let Some(sizes) = ir.property(op, name).and_then(as_segment_sizes) else {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("requires dense i32 array attribute '{name}'"),
        ));
    };
    if sizes.iter().any(|s| *s < 0) {
        return Err(emit_op_error(
            ir,
            op,
            format_args!("'{name}' attribute cannot have negative elements"),
        ));
    }
    let total: u64 = sizes.iter().map(|s| u64::from(s.unsigned_abs())).sum();
    if total != count as u64 {
        return Err(emit_op_error(
            ir,
            op,
            format_args!(
                "{group} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'"
            ),
        ));
    }
    Ok(())
}

/// The sub-groups of a variadic-of-variadic group: `values` split by `sizes` (its segment
/// attribute). `None` unless the sizes are non-negative and sum to `values.len()`.
pub fn split_value_groups<T: Copy>(values: &[T], sizes: &[i32]) -> Option<Vec<Vec<T>>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for s in sizes {
        let end = start.checked_add(usize::try_from(*s).ok()?)?;
        out.push(values.get(start..end)?.to_vec());
        start = end;
    }
    (start == values.len()).then_some(out)
}
