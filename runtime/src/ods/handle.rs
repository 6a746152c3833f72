//! Typed op handles (MLIR's `Op` classes, `isa` / `dyn_cast`): [`TypedOp`], implemented by
//! every `#[dialect_op]` struct, and the helpers its generated handle's accessors share
//! (through `__private`), so that each accessor is one call. `Ir::isa` and `Ir::dyn_cast` are
//! defined here, not in `ir` (which knows nothing of ODS).

use std::fmt::Debug;
use std::hash::Hash;

use crate::ir::{Attribute, BlockId, Ir, OpId, Operation, RegionId, Value};

use super::Arity;

/// An op declared with `#[dialect_op]` (MLIR's `Op<ConcreteOp, …>` class): its name, its
/// handle type and its copy-out.
///
/// `#[dialect_op] pub struct FooOp { … }` also declares `pub struct FooOpHandle(OpId)`
/// (`Copy`, `Eq`, `Hash`, `Debug`, `Into<OpId>`), with `op(self) -> OpId`, `read(self, &Ir)
/// -> Option<FooOp>` (the copy-out) and an accessor per field, named after it, that reads the
/// op in the IR: `Value`, `Option<Value>` or `&[Value]` for an operand or result group (split
/// as `from_op` splits them, `Vec<&[Value]>` for a variadic-of-variadic group), `RegionId`s,
/// `BlockId`s, and an attribute's typed value (`Option` when it may be absent, its default
/// applied). Setters take `&mut Ir`: `set_x` for every attribute (and `remove_x` for one that
/// may be absent), for a single operand (through [`Ir::set_operand`], which keeps the use
/// lists), and for an optional or variadic operand group whose size may change (the op has
/// `AttrSizedOperandSegments`, whose sizes the setter updates, or no other variable-length
/// operand group). A variadic-of-variadic group, a group among others sized alike
/// (`SameVariadicOperandSize`), results, regions and successors have no setter. A field named
/// `op` or `read` takes the place of the handle's method of that name.
///
/// [`TypedOp::isa`] and [`TypedOp::dyn_cast`] look at the op's name only, as MLIR's do: a
/// handle says which op it is, not that the op satisfies its declaration (the verifier says
/// that). On IR the verifier accepted, no accessor panics; on IR it rejects (a missing
/// operand, an attribute of another kind), a single value's or an attribute's accessor
/// panics, a group's gives what the op's segments hold (nothing when they do not fit), and
/// `from_op` / `read` give `None`.
pub trait TypedOp: Sized + 'static {
    /// The op's full name (`arith.addi`).
    const OPERATION_NAME: &'static str;

    /// The op's handle (`AddIOpHandle`): a `Copy` [`OpId`] of an op of this name, with
    /// accessors over the [`Ir`].
    type Handle: Copy + Eq + Hash + Debug + Into<OpId>;

    /// The op's fields copied out of the IR, `None` when `op` is another op or does not
    /// satisfy the declaration.
    fn from_op(ir: &Ir, op: OpId) -> Option<Self>;

    /// The handle of `op`, without looking at it (use [`TypedOp::dyn_cast`]).
    #[doc(hidden)]
    fn handle_unchecked(op: OpId) -> Self::Handle;

    /// Whether `op` is this op (by name, as MLIR's `isa`).
    fn isa(ir: &Ir, op: OpId) -> bool {
        ir.op(op).name.as_str() == Self::OPERATION_NAME
    }

    /// The handle of `op` when it is this op (by name, as MLIR's `dyn_cast`).
    fn dyn_cast(ir: &Ir, op: OpId) -> Option<Self::Handle> {
        Self::isa(ir, op).then(|| Self::handle_unchecked(op))
    }

    /// The handle of `op` (MLIR's `cast`).
    ///
    /// # Panics
    /// When `op` is another op.
    #[track_caller]
    fn cast(ir: &Ir, op: OpId) -> Self::Handle {
        match Self::dyn_cast(ir, op) {
            Some(h) => h,
            None => panic!(
                "cast: `{}` is not `{}`",
                ir.op(op).name.as_str(),
                Self::OPERATION_NAME
            ),
        }
    }
}

impl Ir {
    /// Whether `op` is a `T` (by name, as MLIR's `isa<T>`); see [`TypedOp`].
    pub fn isa<T: TypedOp>(&self, op: OpId) -> bool {
        T::isa(self, op)
    }

    /// `op`'s handle as a `T` when it is one (by name, as MLIR's `dyn_cast<T>`); see
    /// [`TypedOp`].
    pub fn dyn_cast<T: TypedOp>(&self, op: OpId) -> Option<T::Handle> {
        T::dyn_cast(self, op)
    }
}

/// How an op's operands or results split into its groups (what `from_op` reads).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Segments {
    /// By the groups' arities.
    Arities,
    /// By a segment sizes property (`AttrSized…Segments`).
    Attr(&'static str),
    /// Variable-length groups equally (`SameVariadic…Size`).
    Same,
}

/// An op's operands.
#[doc(hidden)]
pub fn operands_of(o: &Operation) -> &[Value] {
    &o.operands
}

/// An op's results.
#[doc(hidden)]
pub fn results_of(o: &Operation) -> &[Value] {
    &o.results
}

/// An op's regions.
#[doc(hidden)]
pub fn regions_of(o: &Operation) -> &[RegionId] {
    o.regions()
}

/// An op's successors.
#[doc(hidden)]
pub fn successors_of(o: &Operation) -> &[BlockId] {
    o.successors()
}

/// Group `index` of `op`'s `list` and where it starts; `(0, [])` when the op does not fit
/// `arities` / `segments`.
#[doc(hidden)]
pub fn group_in<'a, T>(
    ir: &'a Ir,
    op: OpId,
    list: fn(&Operation) -> &[T],
    arities: &[Arity],
    segments: Segments,
    index: usize,
) -> (usize, &'a [T]) {
    let values = list(ir.op(op));
    let sizes = match segments {
        Segments::Arities => None,
        Segments::Attr(name) => super::segment_sizes(ir, op, name),
        Segments::Same => super::same_variadic_sizes(values.len(), arities).map(Into::into),
    };
    super::values::group_at(values, arities, sizes.as_deref(), index)
}

/// Group `index` of `op`'s `list` (see [`group_in`]).
#[doc(hidden)]
pub fn group_of<'a, T>(
    ir: &'a Ir,
    op: OpId,
    list: fn(&Operation) -> &[T],
    arities: &[Arity],
    segments: Segments,
    index: usize,
) -> &'a [T] {
    group_in(ir, op, list, arities, segments, index).1
}

/// The one value of a single group.
///
/// # Panics
/// When the group is empty (the op does not fit its declaration).
#[doc(hidden)]
#[track_caller]
pub fn one<T: Copy>(group: &[T]) -> T {
    match group.first() {
        Some(v) => *v,
        None => panic!("the op does not fit its declaration (the verifier rejects it)"),
    }
}

/// A variadic-of-variadic group's sub-groups, split by the sizes property `sizes`; empty
/// when they do not fit.
#[doc(hidden)]
pub fn sub_groups<'a>(ir: &Ir, op: OpId, group: &'a [Value], sizes: &str) -> Vec<&'a [Value]> {
    let Some(sizes) = super::segment_sizes(ir, op, sizes) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for s in sizes.iter().copied() {
        let Some(g) = usize::try_from(s)
            .ok()
            .and_then(|n| group.get(start..start.checked_add(n)?))
        else {
            return Vec::new();
        };
        start += g.len();
        out.push(g);
    }
    if start == group.len() {
        out
    } else {
        Vec::new()
    }
}

/// A required attribute's typed value (`from`: its kind's `OpAttr::from_attr`).
///
/// # Panics
/// When it is absent or of another kind (the verifier rejects the op).
#[doc(hidden)]
#[track_caller]
pub fn required_attr<T>(ir: &Ir, op: OpId, name: &str, from: fn(&Attribute) -> Option<T>) -> T {
    match ir.property(op, name).map(from) {
        Some(Some(v)) => v,
        _ => panic!("attribute '{name}' is absent or of another kind (the verifier rejects it)"),
    }
}

/// An optional attribute's typed value (`from`: its kind's `OpAttr::from_attr`).
///
/// # Panics
/// When it is of another kind (the verifier rejects the op).
#[doc(hidden)]
#[track_caller]
pub fn optional_attr<T>(
    ir: &Ir,
    op: OpId,
    name: &str,
    from: fn(&Attribute) -> Option<T>,
) -> Option<T> {
    let attr = ir.property(op, name)?;
    match from(attr) {
        Some(v) => Some(v),
        None => panic!("attribute '{name}' is of another kind (the verifier rejects it)"),
    }
}

/// A default-valued attribute's typed value: its default when absent.
///
/// # Panics
/// When it is of another kind (the verifier rejects the op).
#[doc(hidden)]
#[track_caller]
pub fn default_attr<T>(
    ir: &Ir,
    op: OpId,
    name: &str,
    from: fn(&Attribute) -> Option<T>,
    default: fn() -> T,
) -> T {
    optional_attr(ir, op, name, from).unwrap_or_else(default)
}

/// Sets attribute `name` of `op` to `value` (a typed value's `OpAttr::to_attr`).
#[doc(hidden)]
pub fn set_attr(ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
    ir.set_property(op, name, value);
}

/// Sets the single operand of group `index` of `op` to `value` (keeping the use lists).
///
/// # Panics
/// When the group is empty (the op does not fit its declaration).
#[doc(hidden)]
#[track_caller]
pub fn set_single_operand(
    ir: &mut Ir,
    op: OpId,
    arities: &[Arity],
    segments: Segments,
    index: usize,
    value: Value,
) {
    let (start, group) = group_in(ir, op, operands_of, arities, segments, index);
    one(group);
    ir.set_operand(op, start, value);
}

/// Replaces the values of operand group `index` of `op` by `values` (keeping the use lists),
/// and its size in the segment sizes property when the op has one
/// (`Segments::Attr`); an `Optional` group takes at most one value.
///
/// # Panics
/// When the op's operands do not fit its declaration (so the group's place is unknown).
#[doc(hidden)]
#[track_caller]
pub fn set_operand_group(
    ir: &mut Ir,
    op: OpId,
    arities: &[Arity],
    segments: Segments,
    index: usize,
    values: &[Value],
) {
    let values_len = ir.op(op).operands.len();
    let sizes = match segments {
        Segments::Attr(name) => super::segment_sizes(ir, op, name),
        _ => None,
    };
    let Some(range) = super::segments::value_ranges(values_len, arities, sizes.as_deref())
        .and_then(|r| r.get(index).cloned())
    else {
        panic!("the op's operands do not fit its declaration (the verifier rejects it)");
    };
    ir.set_operands(op, range.clone(), values);
    if let Segments::Attr(name) = segments {
        let mut sizes: Vec<usize> = match sizes {
            Some(s) => s.iter().map(|&n| usize::try_from(n).unwrap_or(0)).collect(),
            // Split by arities before: write the sizes now.
            None => super::segments::value_ranges(values_len, arities, None)
                .unwrap_or_default()
                .iter()
                .map(std::ops::Range::len)
                .collect(),
        };
        if let Some(s) = sizes.get_mut(index) {
            *s = values.len();
        }
        ir.set_property(op, name, super::segment_sizes_attr(&sizes));
    }
}

/// Removes attribute `name` of `op`; whether it was set.
#[doc(hidden)]
pub fn remove_attr(ir: &mut Ir, op: OpId, name: &str) -> bool {
    ir.remove_property(op, name).is_some()
}
