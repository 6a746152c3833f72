//! [`OrderedList`]: distinct ids in order, as a block's ops ([`OpList`]), a region's blocks
//! ([`BlockList`]) and a value's uses ([`UseList`]) are, with the costs MLIR's intrusive lists
//! give passes: erasing, inserting next to an item and finding an item's neighbours take time
//! independent of the list's length.

use std::fmt;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

use rustc_hash::FxHashMap;

use super::edit::OpOperand;
use super::list::{IdList, ListId};
use super::{BlockId, OpId};

/// A block's ops ([`Block::ops`](super::Block::ops)): see [`OrderedList`].
pub type OpList = OrderedList<OpId>;

/// A value's uses ([`Ir::uses`](super::Ir::uses)): see [`OrderedList`].
pub type UseList = OrderedList<OpOperand>;

/// A region's blocks ([`Region::blocks`](super::Region::blocks)): see [`OrderedList`].
pub type BlockList = OrderedList<BlockId>;

/// The longest list kept as one array.
const FLAT_MAX: usize = 512;
/// A list in chunks this short or shorter goes back to one array.
const FLAT_AGAIN: usize = 128;
/// How many items a chunk gets when a list is cut into chunks, and each half of a chunk
/// that grew past twice as many.
const CHUNK: usize = 64;

/// Distinct items (ids) in order: a block's ops ([`OpList`]), a region's blocks
/// ([`BlockList`]), a value's uses ([`UseList`]).
///
/// A short list is one array, its first three items held inline ([`IdList`]: most blocks
/// hold a few ops, most regions one block, most values one use). A list longer than 512 items
/// is kept in chunks of 64 to 128, with each item's chunk found in the chunk of the last
/// lookup (edits mostly go through a list in order) or else through a map built by the first
/// lookup: erasing an item, inserting one before or after another and finding an item's
/// neighbours ([`OrderedList::after`], [`OrderedList::before`]) then cost the same in a block
/// of a million ops as in one of ten (MLIR keeps ops, blocks and uses in intrusive lists),
/// where an array would move every item after the one erased. Reading by index ([`OrderedList::get`],
/// [`OrderedList::position`]) walks the chunks: iterate instead.
///
/// ```
/// use rods::ir::OrderedList;
/// let mut ops: OrderedList<u32> = (0..2000).collect();
/// assert!(ops.remove_item(&7));
/// assert!(ops.insert_after(&1999, 5000));
/// assert_eq!(ops.after(&6), Some(8));
/// assert_eq!(ops.before(&8), Some(6));
/// assert_eq!(ops.last(), Some(&5000));
/// assert_eq!(ops.len(), 2000);
/// assert_eq!(ops.iter().nth(7), Some(&8));
/// ```
#[derive(Clone)]
pub struct OrderedList<T: ListId>(Repr<T>);

#[derive(Clone)]
enum Repr<T: ListId> {
    /// At most [`FLAT_MAX`] items.
    Flat(IdList<T>),
    /// More (or a list that had more and has not shrunk to [`FLAT_AGAIN`]).
    Chunked(Box<Chunked<T>>),
}

#[derive(Clone)]
struct Chunked<T> {
    /// By chunk id; a chunk not in `order` is empty and its id in `free`.
    chunks: Vec<Chunk<T>>,
    /// The ids of the chunks, in the list's order; none is empty.
    order: Vec<u32>,
    free: Vec<u32>,
    len: usize,
    /// Each item's chunk id, built by the first lookup and kept by the insertions after it.
    /// Removals leave their items' entries (a lookup checks the chunk, so an item no longer
    /// in the list is not found); the map is dropped, to be built again, when such entries
    /// outnumber the items.
    at: OnceLock<FxHashMap<T, u32>>,
    /// The chunk of the last item looked up, looked in first: edits go through a list in
    /// order (a pass erasing the ops of a block, the uses of a value one after the other), so
    /// most lookups skip the map, whose probes miss the caches in a long list.
    hint: Hint,
}

/// [`Chunked::hint`]: a chunk id (an atomic only so that lists can be read from several
/// threads; a stale id costs a lookup, never a wrong answer).
#[derive(Default)]
struct Hint(AtomicU32);

impl Clone for Hint {
    fn clone(&self) -> Self {
        Hint(AtomicU32::new(self.0.load(Ordering::Relaxed)))
    }
}

#[derive(Clone)]
struct Chunk<T> {
    items: Vec<T>,
    /// Where the chunk is in `order`.
    rank: u32,
}

impl<T: ListId> Chunked<T> {
    fn from_items(items: &[T]) -> Chunked<T> {
        let mut c = Chunked {
            chunks: Vec::with_capacity(items.len().div_ceil(CHUNK)),
            order: Vec::with_capacity(items.len().div_ceil(CHUNK)),
            free: Vec::new(),
            len: items.len(),
            at: OnceLock::new(),
            hint: Hint::default(),
        };
        for (rank, part) in items.chunks(CHUNK).enumerate() {
            c.chunks.push(Chunk {
                items: part.to_vec(),
                rank: rank as u32,
            });
            c.order.push(rank as u32);
        }
        c
    }

    fn items(&self) -> Vec<T> {
        let mut out = Vec::with_capacity(self.len);
        for &id in &self.order {
            out.extend_from_slice(&self.chunks[id as usize].items);
        }
        out
    }

    fn map(&self) -> &FxHashMap<T, u32> {
        self.at.get_or_init(|| {
            let mut map = FxHashMap::default();
            map.reserve(self.len);
            for &id in &self.order {
                for &item in &self.chunks[id as usize].items {
                    map.insert(item, id);
                }
            }
            map
        })
    }

    /// The chunk holding `item` and its index there.
    fn locate(&self, item: &T) -> Option<(u32, usize)> {
        let hint = self.hint.0.load(Ordering::Relaxed);
        if let Some(pos) = self
            .chunks
            .get(hint as usize)
            .and_then(|c| c.items.iter().position(|x| x == item))
        {
            return Some((hint, pos));
        }
        let id = *self.map().get(item)?;
        let pos = self.chunks[id as usize]
            .items
            .iter()
            .position(|x| x == item)?;
        self.hint.0.store(id, Ordering::Relaxed);
        Some((id, pos))
    }

    /// The chunk holding index `index` of the list and the index there (`index < len`).
    fn chunk_of_index(&self, mut index: usize) -> Option<(u32, usize)> {
        for &id in &self.order {
            let n = self.chunks[id as usize].items.len();
            if index < n {
                return Some((id, index));
            }
            index -= n;
        }
        None
    }

    fn position(&self, item: &T) -> Option<usize> {
        let (id, pos) = self.locate(item)?;
        let rank = self.chunks[id as usize].rank as usize;
        let before: usize = self.order[..rank]
            .iter()
            .map(|&c| self.chunks[c as usize].items.len())
            .sum();
        Some(before + pos)
    }

    /// Renumbers the ranks of the chunks from `order[from]` on.
    fn rerank(&mut self, from: usize) {
        for (rank, &id) in self.order.iter().enumerate().skip(from) {
            self.chunks[id as usize].rank = rank as u32;
        }
    }

    fn new_chunk(&mut self, items: Vec<T>, rank: usize) -> u32 {
        let chunk = Chunk {
            items,
            rank: rank as u32,
        };
        let id = match self.free.pop() {
            Some(id) => {
                self.chunks[id as usize] = chunk;
                id
            }
            None => {
                self.chunks.push(chunk);
                (self.chunks.len() - 1) as u32
            }
        };
        self.order.insert(rank, id);
        self.rerank(rank + 1);
        id
    }

    fn push(&mut self, item: T) {
        let id = match self.order.last() {
            Some(&id) if self.chunks[id as usize].items.len() < CHUNK => id,
            _ => {
                let rank = self.order.len();
                self.new_chunk(Vec::with_capacity(CHUNK), rank)
            }
        };
        self.chunks[id as usize].items.push(item);
        self.len += 1;
        if let Some(map) = self.at.get_mut() {
            map.insert(item, id);
        }
    }

    /// Inserts `item` at index `pos` of chunk `id`, splitting the chunk when it grows past
    /// twice [`CHUNK`].
    fn insert_in(&mut self, id: u32, pos: usize, item: T) {
        let chunk = &mut self.chunks[id as usize];
        chunk.items.insert(pos, item);
        self.len += 1;
        if let Some(map) = self.at.get_mut() {
            map.insert(item, id);
        }
        let chunk = &mut self.chunks[id as usize];
        if chunk.items.len() > 2 * CHUNK {
            let tail = chunk.items.split_off(CHUNK);
            let rank = chunk.rank as usize + 1;
            let moved = tail.clone();
            let new = self.new_chunk(tail, rank);
            if let Some(map) = self.at.get_mut() {
                for item in moved {
                    map.insert(item, new);
                }
            }
        }
    }

    fn remove_at(&mut self, id: u32, pos: usize) -> T {
        let chunk = &mut self.chunks[id as usize];
        let item = chunk.items.remove(pos);
        self.len -= 1;
        if chunk.items.is_empty() {
            let rank = chunk.rank as usize;
            chunk.items = Vec::new();
            self.order.remove(rank);
            self.rerank(rank);
            self.free.push(id);
        }
        // The map keeps the item's entry (see `at`) until stale entries outnumber the items.
        if self
            .at
            .get()
            .is_some_and(|map| map.len() > 2 * self.len + CHUNK)
        {
            self.at = OnceLock::new();
        }
        item
    }

    fn after(&self, item: &T) -> Option<T> {
        let (id, pos) = self.locate(item)?;
        let chunk = &self.chunks[id as usize];
        if let Some(&next) = chunk.items.get(pos + 1) {
            return Some(next);
        }
        let next = *self.order.get(chunk.rank as usize + 1)?;
        self.chunks[next as usize].items.first().copied()
    }

    fn before(&self, item: &T) -> Option<T> {
        let (id, pos) = self.locate(item)?;
        let chunk = &self.chunks[id as usize];
        if pos > 0 {
            return Some(chunk.items[pos - 1]);
        }
        let prev = *self.order.get((chunk.rank as usize).checked_sub(1)?)?;
        self.chunks[prev as usize].items.last().copied()
    }
}

impl<T: ListId> OrderedList<T> {
    /// An empty list.
    pub const fn new() -> Self {
        OrderedList(Repr::Flat(IdList::new()))
    }

    /// How many items it holds.
    #[inline]
    pub fn len(&self) -> usize {
        match &self.0 {
            Repr::Flat(v) => v.len(),
            Repr::Chunked(c) => c.len,
        }
    }

    /// Whether it holds none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The items in order.
    #[inline]
    pub fn iter(&self) -> Iter<'_, T> {
        match &self.0 {
            Repr::Flat(v) => Iter {
                front: v.iter(),
                ..Iter::default()
            },
            Repr::Chunked(c) => Iter {
                order: c.order.iter(),
                chunks: &c.chunks,
                ..Iter::default()
            },
        }
    }

    /// The items in order, as the arrays they are kept in (one for a short list): for loops
    /// that want slices.
    pub fn slices(&self) -> impl DoubleEndedIterator<Item = &[T]> + '_ {
        let (flat, chunks, order): (&[T], &[Chunk<T>], &[u32]) = match &self.0 {
            Repr::Flat(v) => (v.as_slice(), &[], &[]),
            Repr::Chunked(c) => (&[], &c.chunks, &c.order),
        };
        (!flat.is_empty())
            .then_some(flat)
            .into_iter()
            .chain(order.iter().map(move |&id| &chunks[id as usize].items[..]))
    }

    /// The first item.
    pub fn first(&self) -> Option<&T> {
        match &self.0 {
            Repr::Flat(v) => v.first(),
            Repr::Chunked(c) => c.chunks[*c.order.first()? as usize].items.first(),
        }
    }

    /// The last item.
    pub fn last(&self) -> Option<&T> {
        match &self.0 {
            Repr::Flat(v) => v.last(),
            Repr::Chunked(c) => c.chunks[*c.order.last()? as usize].items.last(),
        }
    }

    /// The item at `index` (walking the chunks of a long list).
    pub fn get(&self, index: usize) -> Option<&T> {
        match &self.0 {
            Repr::Flat(v) => v.get(index),
            Repr::Chunked(_) => self.iter().nth(index),
        }
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.0 = Repr::Flat(IdList::new());
    }
}

impl<T: ListId> OrderedList<T> {
    /// A list holding `items` (distinct).
    pub fn from_slice(items: &[T]) -> Self {
        if items.len() > FLAT_MAX {
            OrderedList(Repr::Chunked(Box::new(Chunked::from_items(items))))
        } else {
            OrderedList(Repr::Flat(IdList::from_slice(items)))
        }
    }

    /// An empty list with room for `n` items without reallocating its array (a short list).
    pub fn with_capacity(n: usize) -> Self {
        let mut list = IdList::new();
        list.reserve_exact(n.min(FLAT_MAX));
        OrderedList(Repr::Flat(list))
    }

    /// The items as one slice: borrowed from a short list, copied from a long one.
    pub fn contiguous(&self) -> std::borrow::Cow<'_, [T]> {
        match &self.0 {
            Repr::Flat(v) => std::borrow::Cow::Borrowed(v.as_slice()),
            Repr::Chunked(c) => std::borrow::Cow::Owned(c.items()),
        }
    }

    /// The items when there are exactly `N`, for matching a short block:
    /// `let Some([only]) = ops.exactly() else { … }`.
    pub fn exactly<const N: usize>(&self) -> Option<[T; N]> {
        match &self.0 {
            Repr::Flat(v) => v.as_slice().try_into().ok(),
            Repr::Chunked(_) => None,
        }
    }

    /// The items, copied into a vector.
    pub fn to_vec(&self) -> Vec<T> {
        match &self.0 {
            Repr::Flat(v) => v.to_vec(),
            Repr::Chunked(c) => c.items(),
        }
    }

    /// The chunked form of a flat list (which then holds nothing).
    fn chunk(&mut self) -> &mut Chunked<T> {
        if let Repr::Flat(v) = &self.0 {
            self.0 = Repr::Chunked(Box::new(Chunked::from_items(v)));
        }
        match &mut self.0 {
            Repr::Chunked(c) => c,
            Repr::Flat(_) => unreachable!("chunked just above"),
        }
    }

    /// A chunked list short enough again goes back to one array.
    fn maybe_flatten(&mut self) {
        if let Repr::Chunked(c) = &self.0
            && c.len <= FLAT_AGAIN
        {
            self.0 = Repr::Flat(IdList::from_slice(&c.items()));
        }
    }

    /// Appends `item` (not already in the list).
    #[inline]
    pub fn push(&mut self, item: T) {
        match &mut self.0 {
            Repr::Flat(v) if v.len() < FLAT_MAX => v.push(item),
            _ => self.chunk().push(item),
        }
    }

    /// Appends `items` (none already in the list).
    pub fn extend_from_slice(&mut self, items: &[T]) {
        match &mut self.0 {
            Repr::Flat(v) if v.len() + items.len() <= FLAT_MAX => v.extend_from_slice(items),
            _ => {
                let c = self.chunk();
                for &item in items {
                    c.push(item);
                }
            }
        }
    }

    /// Inserts `item` (not already in the list) at `index`, moving the items from there on.
    /// Panics when `index` is past the end.
    pub fn insert(&mut self, index: usize, item: T) {
        let len = self.len();
        assert!(
            index <= len,
            "OrderedList::insert: index {index} past {len}"
        );
        if index == len {
            return self.push(item);
        }
        match &mut self.0 {
            Repr::Flat(v) if v.len() < FLAT_MAX => v.insert(index, item),
            _ => {
                let c = self.chunk();
                if let Some((id, pos)) = c.chunk_of_index(index) {
                    c.insert_in(id, pos, item);
                }
            }
        }
    }

    /// Inserts `item` (not already in the list) right before `anchor`; false (and nothing
    /// inserted) when `anchor` is not in the list.
    pub fn insert_before(&mut self, anchor: &T, item: T) -> bool {
        self.insert_next_to(anchor, item, 0)
    }

    /// Inserts `item` (not already in the list) right after `anchor`; false (and nothing
    /// inserted) when `anchor` is not in the list.
    pub fn insert_after(&mut self, anchor: &T, item: T) -> bool {
        self.insert_next_to(anchor, item, 1)
    }

    fn insert_next_to(&mut self, anchor: &T, item: T, offset: usize) -> bool {
        match &mut self.0 {
            Repr::Flat(v) if v.len() < FLAT_MAX => match v.iter().position(|x| x == anchor) {
                Some(p) => {
                    v.insert(p + offset, item);
                    true
                }
                None => false,
            },
            _ => {
                let c = self.chunk();
                match c.locate(anchor) {
                    Some((id, pos)) => {
                        c.insert_in(id, pos + offset, item);
                        true
                    }
                    None => false,
                }
            }
        }
    }

    /// Removes `item`; whether it was in the list.
    pub fn remove_item(&mut self, item: &T) -> bool {
        let found = match &mut self.0 {
            Repr::Flat(v) => match v.iter().rposition(|x| x == item) {
                Some(p) => {
                    v.remove(p);
                    true
                }
                None => false,
            },
            Repr::Chunked(c) => match c.locate(item) {
                Some((id, pos)) => {
                    c.remove_at(id, pos);
                    true
                }
                None => false,
            },
        };
        self.maybe_flatten();
        found
    }

    /// Removes and returns the item at `index`. Panics when there is none.
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len();
        assert!(index < len, "OrderedList::remove: index {index} past {len}");
        let item = match &mut self.0 {
            Repr::Flat(v) => v.remove(index),
            Repr::Chunked(c) => match c.chunk_of_index(index) {
                Some((id, pos)) => c.remove_at(id, pos),
                None => unreachable!("index checked above"),
            },
        };
        self.maybe_flatten();
        item
    }

    /// Keeps the items `keep` says yes to, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        match &mut self.0 {
            Repr::Flat(v) => v.retain(|x| keep(x)),
            Repr::Chunked(c) => {
                let mut items = c.items();
                items.retain(|x| keep(x));
                *self = OrderedList::from_slice(&items);
            }
        }
    }

    /// Changes every item in place (renumbering, say); the new items must be distinct.
    pub fn map_in_place(&mut self, mut f: impl FnMut(&mut T)) {
        match &mut self.0 {
            Repr::Flat(v) => v.as_mut_slice().iter_mut().for_each(f),
            Repr::Chunked(c) => {
                for chunk in &mut c.chunks {
                    chunk.items.iter_mut().for_each(&mut f);
                }
                c.at = OnceLock::new();
            }
        }
    }

    /// Whether `item` is in the list.
    pub fn contains(&self, item: &T) -> bool {
        match &self.0 {
            Repr::Flat(v) => v.contains(item),
            Repr::Chunked(c) => c.locate(item).is_some(),
        }
    }

    /// Where `item` is (walking the chunks before it in a long list).
    pub fn position(&self, item: &T) -> Option<usize> {
        match &self.0 {
            Repr::Flat(v) => v.iter().position(|x| x == item),
            Repr::Chunked(c) => c.position(item),
        }
    }

    /// The item right after `item`, if `item` is in the list and not last (MLIR's
    /// `Operation::getNextNode`).
    pub fn after(&self, item: &T) -> Option<T> {
        match &self.0 {
            Repr::Flat(v) => {
                let p = v.iter().position(|x| x == item)?;
                v.get(p + 1).copied()
            }
            Repr::Chunked(c) => c.after(item),
        }
    }

    /// The item right before `item`, if `item` is in the list and not first (MLIR's
    /// `Operation::getPrevNode`).
    pub fn before(&self, item: &T) -> Option<T> {
        match &self.0 {
            Repr::Flat(v) => {
                let p = v.iter().position(|x| x == item)?;
                v.get(p.checked_sub(1)?).copied()
            }
            Repr::Chunked(c) => c.before(item),
        }
    }
}

impl<T: ListId> Default for OrderedList<T> {
    fn default() -> Self {
        OrderedList::new()
    }
}

impl<T: ListId> fmt::Debug for OrderedList<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: ListId> PartialEq for OrderedList<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<T: ListId> Eq for OrderedList<T> {}

impl<T: ListId> PartialEq<[T]> for OrderedList<T> {
    fn eq(&self, other: &[T]) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<T: ListId> PartialEq<&[T]> for OrderedList<T> {
    fn eq(&self, other: &&[T]) -> bool {
        *self == **other
    }
}

impl<T: ListId, const N: usize> PartialEq<[T; N]> for OrderedList<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        *self == other[..]
    }
}

impl<T: ListId, const N: usize> PartialEq<[T; N]> for &OrderedList<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        **self == other[..]
    }
}

impl<T: ListId> PartialEq<Vec<T>> for OrderedList<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        *self == other[..]
    }
}

impl<T: ListId> std::ops::Index<usize> for OrderedList<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        let len = self.len();
        match self.get(index) {
            Some(item) => item,
            None => panic!("OrderedList: index {index} out of {len}"),
        }
    }
}

impl<T: ListId> From<Vec<T>> for OrderedList<T> {
    fn from(items: Vec<T>) -> Self {
        OrderedList::from_slice(&items)
    }
}

impl<T: ListId> From<&[T]> for OrderedList<T> {
    fn from(items: &[T]) -> Self {
        OrderedList::from_slice(items)
    }
}

impl<T: ListId> FromIterator<T> for OrderedList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let items: Vec<T> = iter.into_iter().collect();
        OrderedList::from_slice(&items)
    }
}

impl<T: ListId> Extend<T> for OrderedList<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for item in iter {
            self.push(item);
        }
    }
}

impl<'a, T: ListId> IntoIterator for &'a OrderedList<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;

    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

/// The items of an [`OrderedList`], in order ([`OrderedList::iter`]).
pub struct Iter<'a, T> {
    /// The rest of the array being read from the front (a short list's whole array).
    front: std::slice::Iter<'a, T>,
    /// The rest of the array being read from the back.
    back: std::slice::Iter<'a, T>,
    /// The chunks between them.
    order: std::slice::Iter<'a, u32>,
    chunks: &'a [Chunk<T>],
}

impl<T> Clone for Iter<'_, T> {
    fn clone(&self) -> Self {
        Iter {
            front: self.front.clone(),
            back: self.back.clone(),
            order: self.order.clone(),
            chunks: self.chunks,
        }
    }
}

impl<T> Default for Iter<'_, T> {
    fn default() -> Self {
        Iter {
            front: [].iter(),
            back: [].iter(),
            order: [].iter(),
            chunks: &[],
        }
    }
}

impl<T: fmt::Debug> fmt::Debug for Iter<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.clone()).finish()
    }
}

impl<'a, T> Iter<'a, T> {
    /// [`Iterator::next`] past the end of the front array.
    #[inline(never)]
    fn next_chunk(&mut self) -> Option<&'a T> {
        loop {
            match self.order.next() {
                Some(&id) => self.front = self.chunks[id as usize].items.iter(),
                None => return self.back.next(),
            }
            if let Some(x) = self.front.next() {
                return Some(x);
            }
        }
    }

    /// [`DoubleEndedIterator::next_back`] past the start of the back array.
    #[inline(never)]
    fn next_back_chunk(&mut self) -> Option<&'a T> {
        loop {
            match self.order.next_back() {
                Some(&id) => self.back = self.chunks[id as usize].items.iter(),
                None => return self.front.next_back(),
            }
            if let Some(x) = self.back.next_back() {
                return Some(x);
            }
        }
    }
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;

    #[inline]
    fn next(&mut self) -> Option<&'a T> {
        match self.front.next() {
            Some(x) => Some(x),
            None if self.order.len() == 0 => self.back.next(),
            None => self.next_chunk(),
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.len();
        (n, Some(n))
    }

    fn nth(&mut self, mut n: usize) -> Option<&'a T> {
        // Whole chunks skipped without reading them.
        while n >= self.front.len() {
            n -= self.front.len();
            match self.order.next() {
                Some(&id) => self.front = self.chunks[id as usize].items.iter(),
                None => {
                    self.front = [].iter();
                    return self.back.nth(n);
                }
            }
        }
        self.front.nth(n)
    }
}

impl<T> DoubleEndedIterator for Iter<'_, T> {
    #[inline]
    fn next_back(&mut self) -> Option<Self::Item> {
        match self.back.next_back() {
            Some(x) => Some(x),
            // A short list's whole array is the front one.
            None if self.order.len() == 0 => self.front.next_back(),
            None => self.next_back_chunk(),
        }
    }
}

impl<T> ExactSizeIterator for Iter<'_, T> {
    #[inline]
    fn len(&self) -> usize {
        let between: usize = if self.order.len() == 0 {
            0
        } else {
            self.order
                .clone()
                .map(|&id| self.chunks[id as usize].items.len())
                .sum()
        };
        self.front.len() + between + self.back.len()
    }
}

impl<T> std::iter::FusedIterator for Iter<'_, T> {}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[derive(Clone, Debug)]
    enum Edit {
        Push,
        Insert(usize),
        Before(usize),
        After(usize),
        RemoveItem(usize),
        Remove(usize),
        Retain(usize),
    }

    fn edit() -> impl Strategy<Value = Edit> {
        prop_oneof![
            4 => Just(Edit::Push),
            2 => any::<usize>().prop_map(Edit::Insert),
            2 => any::<usize>().prop_map(Edit::Before),
            2 => any::<usize>().prop_map(Edit::After),
            4 => any::<usize>().prop_map(Edit::RemoveItem),
            1 => any::<usize>().prop_map(Edit::Remove),
            1 => (2usize..7).prop_map(Edit::Retain),
        ]
    }

    /// Checks every query of `list` against `model`.
    fn check(list: &OrderedList<u32>, model: &[u32]) {
        assert_eq!(list.len(), model.len());
        assert_eq!(list.to_vec(), model);
        assert!(list.iter().copied().eq(model.iter().copied()));
        assert!(list.iter().rev().copied().eq(model.iter().rev().copied()));
        let sliced: Vec<u32> = list.slices().flatten().copied().collect();
        assert_eq!(sliced, model);
        assert_eq!(list.first(), model.first());
        assert_eq!(list.last(), model.last());
        if let Repr::Flat(v) = &list.0 {
            assert!(v.len() <= FLAT_MAX);
        }
        // A sample of the lookups (all of them would make the test quadratic).
        let step = (model.len() / 37).max(1);
        for i in (0..model.len()).step_by(step) {
            let x = model[i];
            assert_eq!(list.get(i), Some(&x));
            assert_eq!(list.iter().nth(i), Some(&x));
            assert_eq!(list.position(&x), Some(i));
            assert!(list.contains(&x));
            assert_eq!(list.after(&x), model.get(i + 1).copied());
            assert_eq!(list.before(&x), i.checked_sub(1).map(|j| model[j]));
            let mut it = list.iter();
            assert_eq!(it.nth(i).copied(), Some(x));
            assert_eq!(it.len(), model.len() - i - 1);
            assert_eq!(it.next_back(), model.last().filter(|_| i + 1 < model.len()));
        }
        assert_eq!(list.get(model.len()), None);
        assert!(!list.contains(&u32::MAX));
        assert_eq!(list.after(&u32::MAX), None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every edit, on lists that cross between one array and chunks, as a vector would do it.
        #[test]
        fn edits_match_a_vector(start in 0usize..1500, edits in prop::collection::vec(edit(), 0..400)) {
            let mut model: Vec<u32> = (0..start as u32).collect();
            let mut list = OrderedList::from_slice(&model);
            let mut next = start as u32;
            for (n, e) in edits.into_iter().enumerate() {
                let len = model.len();
                match e {
                    Edit::Push => {
                        // Runs of pushes, to cross the array's limit.
                        for _ in 0..(1 + n % 3) * 40 {
                            model.push(next);
                            list.push(next);
                            next += 1;
                        }
                    }
                    Edit::Insert(i) => {
                        let i = i % (len + 1);
                        model.insert(i, next);
                        list.insert(i, next);
                        next += 1;
                    }
                    Edit::Before(i) | Edit::After(i) if len > 0 => {
                        let i = i % len;
                        let after = matches!(e, Edit::After(_));
                        let anchor = model[i];
                        model.insert(i + usize::from(after), next);
                        let done = if after {
                            list.insert_after(&anchor, next)
                        } else {
                            list.insert_before(&anchor, next)
                        };
                        prop_assert!(done);
                        next += 1;
                    }
                    Edit::RemoveItem(i) if len > 0 => {
                        // Runs of removals from one place, to shrink back to one array.
                        for _ in 0..(1 + n % 4) * 30 {
                            if model.is_empty() {
                                break;
                            }
                            let i = i % model.len();
                            let x = model.remove(i);
                            prop_assert!(list.remove_item(&x));
                            prop_assert!(!list.remove_item(&x));
                        }
                    }
                    Edit::Remove(i) if len > 0 => {
                        let i = i % len;
                        let removed = list.remove(i);
                        prop_assert_eq!(removed, model.remove(i));
                        // Its chunk map entry may stay; it is not found for it.
                        prop_assert!(!list.contains(&removed));
                        prop_assert_eq!(list.position(&removed), None);
                        prop_assert_eq!(list.after(&removed), None);
                    }
                    Edit::Retain(k) => {
                        model.retain(|x| x % k as u32 != 0);
                        list.retain(|x| x % k as u32 != 0);
                    }
                    _ => {}
                }
                check(&list, &model);
            }
            let mut renumbered = list.clone();
            renumbered.map_in_place(|x| *x += 10_000);
            let shifted: Vec<u32> = model.iter().map(|x| x + 10_000).collect();
            check(&renumbered, &shifted);
            check(&list, &model);
        }
    }

    #[test]
    fn a_long_list_is_kept_in_chunks_and_a_short_one_in_one_array() {
        let mut list: OrderedList<u32> = (0..600).collect();
        assert!(matches!(list.0, Repr::Chunked(_)));
        for x in 0..480 {
            assert!(list.remove_item(&x));
        }
        assert!(matches!(list.0, Repr::Flat(_)));
        assert_eq!(list.to_vec(), (480..600).collect::<Vec<_>>());
        // Inserting at the front of a long list splits the first chunk, not the list.
        let mut list: OrderedList<u32> = (0..10_000).collect();
        for x in 10_000..11_000 {
            list.insert(0, x);
        }
        let Repr::Chunked(c) = &list.0 else {
            panic!("chunked");
        };
        assert!(c.chunks.iter().all(|ch| ch.items.len() <= 2 * CHUNK));
        assert_eq!(list.first(), Some(&10_999));
        assert_eq!(list.len(), 11_000);
    }
}
