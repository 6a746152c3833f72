//! [`ValueList`]: an operation's operands or results, the first few kept inside the op.

use std::hash::{Hash, Hasher};
use std::ops::{Deref, DerefMut};

use thin_vec::ThinVec;

use super::Value;

/// How many values a list holds without an allocation of its own: most ops have at most three
/// operands and one or two results.
const INLINE: usize = 3;

/// An operation's operands or results ([`Operation::operands`](super::Operation::operands),
/// [`Operation::results`](super::Operation::results)): a list of values that derefs to a
/// slice, with up to three kept inline (16 bytes, as a pointer and its allocation's header
/// would take) and more on the heap. Most ops then cost no allocation for either list.
///
/// ```
/// use rods::ir::{Ir, Location, OperationName, OperationState, Type};
/// let mut ir = Ir::new();
/// let mut st = OperationState::new(OperationName::Unregistered("x.op".into()), Location::Unknown);
/// st.result_types = vec![Type::i32(); 5];
/// let op = ir.create_op(st);
/// let results = &ir.op(op).results;
/// assert_eq!(results.len(), 5);
/// assert_eq!(results[4], *results.last().unwrap());
/// ```
#[derive(Clone)]
pub struct ValueList(Repr);

#[derive(Clone)]
enum Repr {
    /// The first `len` values.
    Inline { len: u8, values: [Value; INLINE] },
    /// More than [`INLINE`] values (or a list that once held more).
    Heap(ThinVec<Value>),
}

const _: () = assert!(std::mem::size_of::<ValueList>() == 16);

/// Filler of unused inline slots; never read.
const FILLER: Value = Value(0);

impl ValueList {
    /// An empty list.
    pub const fn new() -> ValueList {
        ValueList(Repr::Inline {
            len: 0,
            values: [FILLER; INLINE],
        })
    }

    /// A list holding `values`.
    pub fn from_slice(values: &[Value]) -> ValueList {
        match values.len() {
            n @ 0..=INLINE => {
                let mut inline = [FILLER; INLINE];
                inline[..n].copy_from_slice(values);
                ValueList(Repr::Inline {
                    len: n as u8,
                    values: inline,
                })
            }
            _ => ValueList(Repr::Heap(values.iter().copied().collect())),
        }
    }

    /// The values.
    #[inline]
    pub fn as_slice(&self) -> &[Value] {
        match &self.0 {
            Repr::Inline { len, values } => &values[..*len as usize],
            Repr::Heap(v) => v,
        }
    }

    /// The values, to change them in place.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Value] {
        match &mut self.0 {
            Repr::Inline { len, values } => &mut values[..*len as usize],
            Repr::Heap(v) => v,
        }
    }

    /// The heap form, holding the values (and room for `additional` more).
    fn spill(&mut self, additional: usize) -> &mut ThinVec<Value> {
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
    pub fn push(&mut self, v: Value) {
        if let Repr::Inline { len, values } = &mut self.0
            && let Some(slot) = values.get_mut(*len as usize)
        {
            *slot = v;
            *len += 1;
            return;
        }
        self.spill(1).push(v);
    }

    /// Inserts `v` at `index`, moving the values after it. Panics when `index > len`.
    pub fn insert(&mut self, index: usize, v: Value) {
        assert!(index <= self.len(), "insertion index out of bounds");
        self.push(v);
        self.as_mut_slice()[index..].rotate_right(1);
    }

    /// Removes and returns the value at `index`, moving the values after it. Panics when
    /// `index` is out of bounds.
    pub fn remove(&mut self, index: usize) -> Value {
        let v = self.as_slice()[index];
        self.as_mut_slice()[index..].rotate_left(1);
        self.truncate(self.len() - 1);
        v
    }

    /// Keeps the first `n` values.
    pub fn truncate(&mut self, n: usize) {
        match &mut self.0 {
            Repr::Inline { len, .. } => *len = (*len).min(n.min(INLINE) as u8),
            Repr::Heap(v) => v.truncate(n),
        }
    }

    /// Removes every value.
    pub fn clear(&mut self) {
        self.truncate(0);
    }

    /// Appends `values`.
    pub fn extend_from_slice(&mut self, values: &[Value]) {
        if self.len() + values.len() <= INLINE {
            for &v in values {
                self.push(v);
            }
        } else {
            self.spill(values.len()).extend_from_slice(values);
        }
    }

    /// Makes room for `additional` more values.
    pub fn reserve_exact(&mut self, additional: usize) {
        if self.len() + additional > INLINE {
            self.spill(additional);
        }
    }
}

impl Default for ValueList {
    fn default() -> ValueList {
        ValueList::new()
    }
}

impl Deref for ValueList {
    type Target = [Value];

    #[inline]
    fn deref(&self) -> &[Value] {
        self.as_slice()
    }
}

impl DerefMut for ValueList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Value] {
        self.as_mut_slice()
    }
}

impl AsRef<[Value]> for ValueList {
    fn as_ref(&self) -> &[Value] {
        self.as_slice()
    }
}

impl std::borrow::Borrow<[Value]> for ValueList {
    fn borrow(&self) -> &[Value] {
        self.as_slice()
    }
}

impl std::fmt::Debug for ValueList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl PartialEq for ValueList {
    fn eq(&self, other: &ValueList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for ValueList {}

impl PartialEq<[Value]> for ValueList {
    fn eq(&self, other: &[Value]) -> bool {
        self.as_slice() == other
    }
}

impl PartialEq<&[Value]> for ValueList {
    fn eq(&self, other: &&[Value]) -> bool {
        self.as_slice() == *other
    }
}

impl<const N: usize> PartialEq<[Value; N]> for ValueList {
    fn eq(&self, other: &[Value; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<Vec<Value>> for ValueList {
    fn eq(&self, other: &Vec<Value>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl PartialEq<ThinVec<Value>> for ValueList {
    fn eq(&self, other: &ThinVec<Value>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Hash for ValueList {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl From<&[Value]> for ValueList {
    fn from(values: &[Value]) -> ValueList {
        ValueList::from_slice(values)
    }
}

impl From<ThinVec<Value>> for ValueList {
    fn from(values: ThinVec<Value>) -> ValueList {
        if values.len() <= INLINE {
            ValueList::from_slice(&values)
        } else {
            ValueList(Repr::Heap(values))
        }
    }
}

impl From<Vec<Value>> for ValueList {
    fn from(values: Vec<Value>) -> ValueList {
        ValueList::from_slice(&values)
    }
}

impl From<ValueList> for ThinVec<Value> {
    fn from(list: ValueList) -> ThinVec<Value> {
        match list.0 {
            Repr::Heap(v) => v,
            Repr::Inline { .. } => list.as_slice().iter().copied().collect(),
        }
    }
}

impl FromIterator<Value> for ValueList {
    fn from_iter<I: IntoIterator<Item = Value>>(iter: I) -> ValueList {
        let mut list = ValueList::new();
        list.extend(iter);
        list
    }
}

impl Extend<Value> for ValueList {
    fn extend<I: IntoIterator<Item = Value>>(&mut self, iter: I) {
        let iter = iter.into_iter();
        self.reserve_exact(iter.size_hint().0);
        for v in iter {
            self.push(v);
        }
    }
}

impl<'a> Extend<&'a Value> for ValueList {
    fn extend<I: IntoIterator<Item = &'a Value>>(&mut self, iter: I) {
        self.extend(iter.into_iter().copied());
    }
}

impl<'a> IntoIterator for &'a ValueList {
    type Item = &'a Value;
    type IntoIter = std::slice::Iter<'a, Value>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a mut ValueList {
    type Item = &'a mut Value;
    type IntoIter = std::slice::IterMut<'a, Value>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

/// The values, by value.
impl IntoIterator for ValueList {
    type Item = Value;
    type IntoIter = IntoIter;

    fn into_iter(self) -> IntoIter {
        IntoIter {
            list: self,
            next: 0,
        }
    }
}

/// The iterator of [`ValueList::into_iter`].
#[derive(Clone, Debug)]
pub struct IntoIter {
    list: ValueList,
    next: usize,
}

impl Iterator for IntoIter {
    type Item = Value;

    fn next(&mut self) -> Option<Value> {
        let v = self.list.get(self.next).copied()?;
        self.next += 1;
        Some(v)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.list.len() - self.next;
        (n, Some(n))
    }
}

impl ExactSizeIterator for IntoIter {}

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
