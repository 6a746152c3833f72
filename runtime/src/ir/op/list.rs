//! [`IdList`]: a list of ids with the first few kept inline, as an operation's operands and
//! results ([`ValueList`]) are, and the short form of an
//! [`OrderedList`](super::OrderedList).

use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

use thin_vec::ThinVec;

use super::{BlockId, OpId, OpOperand, RegionId, Value};

/// How many ids a list holds without an allocation of its own: most ops have at most three
/// operands and one or two results, most regions one block.
const INLINE: usize = 3;

/// The ids an [`IdList`] holds: [`Value`], [`BlockId`], [`RegionId`], [`OpId`], [`OpOperand`]
/// (and `u32`).
pub trait ListId: Copy + Eq + Hash + std::fmt::Debug + private::Sealed {
    /// Filler of unused inline slots; never read.
    #[doc(hidden)]
    const FILLER: Self;
}

mod private {
    pub trait Sealed {}
    impl Sealed for super::Value {}
    impl Sealed for super::BlockId {}
    impl Sealed for super::RegionId {}
    impl Sealed for super::OpId {}
    impl Sealed for super::OpOperand {}
    impl Sealed for u32 {}
}

impl ListId for Value {
    const FILLER: Value = Value(0);
}

impl ListId for BlockId {
    const FILLER: BlockId = BlockId(0);
}

impl ListId for RegionId {
    const FILLER: RegionId = RegionId(0);
}

impl ListId for OpId {
    const FILLER: OpId = OpId(0);
}

impl ListId for OpOperand {
    const FILLER: OpOperand = OpOperand {
        op: OpId(0),
        index: 0,
    };
}

impl ListId for u32 {
    const FILLER: u32 = 0;
}

/// An operation's operands or results ([`Operation::operands`](super::Operation::operands),
/// [`Operation::results`](super::Operation::results)): see [`IdList`].
pub type ValueList = IdList<Value>;

/// A list of ids ([`Value`]s: [`ValueList`]; an op's successors, regions) that derefs to a
/// slice, with up to three kept inline (16 bytes, as a pointer and its allocation's header
/// would take) and more on the heap. Most ops then cost no allocation for their operands or
/// results.
///
/// ```
/// use rods::ir::{Ir, Location, OperationName, OperationState, Type};
/// let mut ir = Ir::new();
/// let mut st = OperationState::new(OperationName::unregistered("x.op"), Location::Unknown);
/// st.result_types = vec![Type::i32(); 5];
/// let op = ir.create_op(st);
/// let results = &ir.op(op).results;
/// assert_eq!(results.len(), 5);
/// assert_eq!(results[4], *results.last().unwrap());
/// ```
#[derive(Clone)]
pub struct IdList<T: ListId>(Repr<T>);

#[derive(Clone)]
enum Repr<T> {
    /// The first `len` ids.
    Inline { len: u8, values: [T; INLINE] },
    /// More than [`INLINE`] ids (or a list that once held more).
    Heap(ThinVec<T>),
}

const _: () = assert!(std::mem::size_of::<ValueList>() == 16);
const _: () = assert!(std::mem::size_of::<IdList<BlockId>>() == 16);

impl<T: ListId> IdList<T> {
    /// An empty list.
    pub const fn new() -> Self {
        IdList(Repr::Inline {
            len: 0,
            values: [T::FILLER; INLINE],
        })
    }

    /// A list holding `values` (ids).
    #[inline(always)]
    pub fn from_slice(values: &[T]) -> Self {
        match values.len() {
            n @ 0..=INLINE => {
                let mut inline = [T::FILLER; INLINE];
                inline[..n].copy_from_slice(values);
                IdList(Repr::Inline {
                    len: n as u8,
                    values: inline,
                })
            }
            _ => IdList(Repr::Heap(values.iter().copied().collect())),
        }
    }

    /// The ids.
    #[inline(always)]
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Repr::Inline { len, values } => &values[..*len as usize],
            Repr::Heap(v) => v,
        }
    }

    /// The ids, to change them in place.
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.0 {
            Repr::Inline { len, values } => &mut values[..*len as usize],
            Repr::Heap(v) => v,
        }
    }

    /// The heap form, holding the ids (and room for `additional` more).
    fn spill(&mut self, additional: usize) -> &mut ThinVec<T> {
        if let Repr::Inline { len, values } = &self.0 {
            let mut heap = ThinVec::with_capacity(*len as usize + additional);
            heap.extend_from_slice(&values[..*len as usize]);
            self.0 = Repr::Heap(heap);
        }
        match &mut self.0 {
            Repr::Heap(v) => v,
            Repr::Inline { .. } => unreachable!("spilled just above"),
        }
    }

    /// Appends `v`.
    pub fn push(&mut self, v: T) {
        if let Repr::Inline { len, values } = &mut self.0
            && let Some(slot) = values.get_mut(*len as usize)
        {
            *slot = v;
            *len += 1;
            return;
        }
        self.spill(1).push(v);
    }

    /// Inserts `v` at `index`, moving the ids after it. Panics when `index > len`.
    pub fn insert(&mut self, index: usize, v: T) {
        assert!(index <= self.len(), "insertion index out of bounds");
        self.push(v);
        self.as_mut_slice()[index..].rotate_right(1);
    }

    /// Removes and returns the id at `index`, moving the ids after it. Panics when
    /// `index` is out of bounds.
    pub fn remove(&mut self, index: usize) -> T {
        let v = self.as_slice()[index];
        self.as_mut_slice()[index..].rotate_left(1);
        self.truncate(self.len() - 1);
        v
    }

    /// Keeps the first `n` ids.
    pub fn truncate(&mut self, n: usize) {
        match &mut self.0 {
            Repr::Inline { len, .. } => *len = (*len).min(n.min(INLINE) as u8),
            Repr::Heap(v) => v.truncate(n),
        }
    }

    /// Keeps the ids for which `keep` holds, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        match &mut self.0 {
            Repr::Inline { len, values } => {
                let mut kept = 0;
                for i in 0..*len as usize {
                    let v = values[i];
                    if keep(&v) {
                        values[kept] = v;
                        kept += 1;
                    }
                }
                *len = kept as u8;
            }
            Repr::Heap(v) => v.retain(|x| keep(x)),
        }
    }

    /// Removes every id.
    pub fn clear(&mut self) {
        self.truncate(0);
    }

    /// Appends `values` (ids).
    pub fn extend_from_slice(&mut self, values: &[T]) {
        if self.len() + values.len() <= INLINE {
            for &v in values {
                self.push(v);
            }
        } else {
            self.spill(values.len()).extend_from_slice(values);
        }
    }

    /// Makes room for `additional` more ids.
    pub fn reserve_exact(&mut self, additional: usize) {
        if self.len() + additional > INLINE {
            self.spill(additional);
        }
    }
}

impl<T: ListId> Default for IdList<T> {
    fn default() -> Self {
        IdList::new()
    }
}

impl<T: ListId> Deref for IdList<T> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: ListId> DerefMut for IdList<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: ListId> AsRef<[T]> for IdList<T> {
    fn as_ref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: ListId> std::borrow::Borrow<[T]> for IdList<T> {
    fn borrow(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: ListId> std::fmt::Debug for IdList<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl<T: ListId> PartialEq for IdList<T> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: ListId> Eq for IdList<T> {}

impl<T: ListId> PartialEq<[T]> for IdList<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}

impl<T: ListId> PartialEq<&[T]> for IdList<T> {
    fn eq(&self, other: &&[T]) -> bool {
        self.as_slice() == *other
    }
}

impl<T: ListId, const N: usize> PartialEq<[T; N]> for IdList<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: ListId> PartialEq<Vec<T>> for IdList<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: ListId> PartialEq<ThinVec<T>> for IdList<T> {
    fn eq(&self, other: &ThinVec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: ListId> Hash for IdList<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: ListId> From<&[T]> for IdList<T> {
    fn from(values: &[T]) -> Self {
        IdList::from_slice(values)
    }
}

impl<T: ListId> From<ThinVec<T>> for IdList<T> {
    fn from(values: ThinVec<T>) -> Self {
        if values.len() <= INLINE {
            IdList::from_slice(&values)
        } else {
            IdList(Repr::Heap(values))
        }
    }
}

impl<T: ListId> From<Vec<T>> for IdList<T> {
    fn from(values: Vec<T>) -> Self {
        IdList::from_slice(&values)
    }
}

impl<T: ListId> From<IdList<T>> for ThinVec<T> {
    fn from(list: IdList<T>) -> ThinVec<T> {
        match list.0 {
            Repr::Heap(v) => v,
            Repr::Inline { .. } => list.as_slice().iter().copied().collect(),
        }
    }
}

impl<T: ListId> FromIterator<T> for IdList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut list = IdList::new();
        list.extend(iter);
        list
    }
}

impl<T: ListId> Extend<T> for IdList<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        let iter = iter.into_iter();
        self.reserve_exact(iter.size_hint().0);
        for v in iter {
            self.push(v);
        }
    }
}

impl<'a, T: ListId> Extend<&'a T> for IdList<T> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, iter: I) {
        self.extend(iter.into_iter().copied());
    }
}

impl<'a, T: ListId> IntoIterator for &'a IdList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a, T: ListId> IntoIterator for &'a mut IdList<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

/// The ids, by value.
impl<T: ListId> IntoIterator for IdList<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;

    fn into_iter(self) -> IntoIter<T> {
        IntoIter {
            list: self,
            next: 0,
        }
    }
}

/// The iterator of [`IdList::into_iter`].
#[derive(Clone, Debug)]
pub struct IntoIter<T: ListId> {
    list: IdList<T>,
    next: usize,
}

impl<T: ListId> Iterator for IntoIter<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        let v = self.list.get(self.next).copied()?;
        self.next += 1;
        Some(v)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.list.len() - self.next;
        (n, Some(n))
    }
}

impl<T: ListId> ExactSizeIterator for IntoIter<T> {}

#[cfg(test)]
mod tests {
    use super::*;

    fn vals(n: u32) -> Vec<Value> {
        (0..n).map(|i| Value(i + 10)).collect()
    }

    #[test]
    fn grows_past_the_inline_values_and_keeps_the_order() {
        for n in 0..8 {
            let mut list = ValueList::new();
            for v in vals(n) {
                list.push(v);
            }
            assert_eq!(list.as_slice(), vals(n).as_slice());
            assert_eq!(ValueList::from_slice(&vals(n)), list);
            assert_eq!(list.clone().into_iter().collect::<Vec<_>>(), vals(n));
        }
    }

    #[test]
    fn edits_match_a_vec() {
        for n in 0..6 {
            for i in 0..=n as usize {
                let mut list = ValueList::from_slice(&vals(n));
                let mut vec = vals(n);
                list.insert(i, Value(99));
                vec.insert(i, Value(99));
                assert_eq!(list.as_slice(), vec.as_slice());
                assert_eq!(list.remove(i), vec.remove(i));
                assert_eq!(list.as_slice(), vec.as_slice());
                list.retain(|v| v.0 % 3 != 1);
                vec.retain(|v| v.0 % 3 != 1);
                assert_eq!(list.as_slice(), vec.as_slice());
                list.truncate(i);
                vec.truncate(i);
                assert_eq!(list.as_slice(), vec.as_slice());
                list.extend_from_slice(&vals(4));
                vec.extend_from_slice(&vals(4));
                assert_eq!(list.as_slice(), vec.as_slice());
                list.clear();
                assert!(list.is_empty());
            }
        }
    }
}
