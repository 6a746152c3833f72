//! [`Chunks`]: the growable array behind an arena's ops, which takes another array as a whole
//! at its end, without moving its elements.

use std::fmt;
use std::ops::{Index, IndexMut};

/// An array indexed from 0, kept as the `Vec`s appended to it ([`Chunks::append`]) one after
/// the other. A part of a block parsed on another thread joins the arena this way: its ops stay
/// where that thread wrote them, so the join neither copies them nor touches fresh memory for
/// them (which, on a large module, was most of the join's time and page faults). Elements are
/// pushed onto the last chunk. A lookup in the last chunk (the only one, when the arena was not
/// parsed in parts) costs what a `Vec`'s does, and one in the first a comparison more.
#[derive(Clone)]
pub(crate) struct Chunks<T> {
    /// The first chunk, when there are several.
    head: Vec<T>,
    /// The chunks between the first and the last, each with the index of its first element.
    middle: Vec<(usize, Vec<T>)>,
    /// The index of the last chunk's first element.
    last_start: usize,
    /// The last chunk, which grows.
    last: Vec<T>,
}

impl<T> Default for Chunks<T> {
    fn default() -> Self {
        Chunks {
            head: Vec::new(),
            middle: Vec::new(),
            last_start: 0,
            last: Vec::new(),
        }
    }
}

impl<T> Chunks<T> {
    /// The number of elements.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.last_start + self.last.len()
    }

    /// Appends `value`.
    #[inline]
    pub(crate) fn push(&mut self, value: T) {
        self.last.push(value);
    }

    /// Appends all of `chunk`, which is kept as it is (its elements do not move).
    pub(crate) fn append(&mut self, chunk: Vec<T>) {
        if chunk.is_empty() {
            return;
        }
        let start = self.len();
        let last = std::mem::replace(&mut self.last, chunk);
        if !last.is_empty() {
            if self.last_start == 0 {
                self.head = last;
            } else {
                self.middle.push((self.last_start, last));
            }
        }
        self.last_start = start;
    }

    /// The chunks, in order (some possibly empty).
    pub(crate) fn into_chunks(self) -> impl Iterator<Item = Vec<T>> {
        std::iter::once(self.head)
            .chain(self.middle.into_iter().map(|(_, chunk)| chunk))
            .chain(std::iter::once(self.last))
    }

    /// The element at `i`, when it is before the last chunk (`None` past the end).
    #[inline(never)]
    fn get_earlier(&self, i: usize) -> Option<&T> {
        if i < self.head.len() {
            return self.head.get(i);
        }
        let k = self.middle.partition_point(|(start, _)| *start <= i);
        let (start, chunk) = self.middle.get(k.checked_sub(1)?)?;
        chunk.get(i - start)
    }

    /// The element at `i`, mutably, when it is before the last chunk (`None` past the end).
    #[inline(never)]
    fn get_earlier_mut(&mut self, i: usize) -> Option<&mut T> {
        if i < self.head.len() {
            return self.head.get_mut(i);
        }
        let k = self.middle.partition_point(|(start, _)| *start <= i);
        let (start, chunk) = self.middle.get_mut(k.checked_sub(1)?)?;
        chunk.get_mut(i - *start)
    }

    /// The elements, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.head
            .iter()
            .chain(self.middle.iter().flat_map(|(_, chunk)| chunk.iter()))
            .chain(self.last.iter())
    }
}

impl<T> Index<usize> for Chunks<T> {
    type Output = T;

    #[inline]
    fn index(&self, i: usize) -> &T {
        // An index before the last chunk wraps around to one past its end: the one bounds
        // check finds the last chunk's elements, which are all of an arena that was not parsed
        // in parts. What is neither there nor in the first chunk is out of line, to keep the
        // callers small.
        match self.last.get(i.wrapping_sub(self.last_start)) {
            Some(v) => v,
            None if i < self.head.len() => &self.head[i],
            None => self.index_earlier(i),
        }
    }
}

impl<T> IndexMut<usize> for Chunks<T> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        if i >= self.last_start && i < self.len() {
            let start = self.last_start;
            &mut self.last[i - start]
        } else {
            self.index_earlier_mut(i)
        }
    }
}

impl<T> Chunks<T> {
    /// [`Index::index`] before the last chunk, or past the end: the panic of an index past the end is a `Vec`'s
    /// (ids come from the arena that made them, so it is a caller's bug, never the input's).
    #[inline(never)]
    #[track_caller]
    fn index_earlier(&self, i: usize) -> &T {
        match self.get_earlier(i) {
            Some(v) => v,
            None => panic!(
                "index out of bounds: the len is {} but the index is {i}",
                self.len()
            ),
        }
    }

    /// [`IndexMut::index_mut`] before the last chunk, or past the end.
    #[inline(never)]
    #[track_caller]
    fn index_earlier_mut(&mut self, i: usize) -> &mut T {
        let len = self.len();
        match self.get_earlier_mut(i) {
            Some(v) => v,
            None => panic!("index out of bounds: the len is {len} but the index is {i}"),
        }
    }
}

/// As a list of the elements, whatever the chunks: a module parsed in parts shows as the same
/// module parsed in one.
impl<T: fmt::Debug> fmt::Debug for Chunks<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::Chunks;

    #[test]
    fn appended_chunks_index_on_from_the_end() {
        let mut c = Chunks::default();
        c.push(0);
        c.push(1);
        c.append(vec![2, 3, 4]);
        c.append(Vec::new());
        c.push(5);
        c.append(vec![6]);
        assert_eq!(c.len(), 7);
        assert_eq!(
            (0..7).map(|i| c[i]).collect::<Vec<_>>(),
            [0, 1, 2, 3, 4, 5, 6]
        );
        assert_eq!(c.iter().copied().collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5, 6]);
        c[4] = 40;
        c[0] = 10;
        c[6] = 60;
        assert_eq!(format!("{c:?}"), "[10, 1, 2, 3, 40, 5, 60]");
        let chunks: Vec<Vec<i32>> = c.into_chunks().collect();
        assert_eq!(chunks, [vec![10, 1], vec![2, 3, 40, 5], vec![60]]);
    }

    #[test]
    fn an_empty_arena_takes_the_first_chunk_as_its_last() {
        let mut c: Chunks<u8> = Chunks::default();
        c.append(vec![7, 8]);
        c.push(9);
        assert_eq!(c.len(), 3);
        assert_eq!((c[0], c[2]), (7, 9));
    }

    #[test]
    #[should_panic(expected = "index out of bounds: the len is 3 but the index is 3")]
    fn an_index_past_the_end_panics_as_a_vec_s() {
        let mut c = Chunks::default();
        c.push(1);
        c.append(vec![2, 3]);
        let _ = c[3];
    }

    #[test]
    #[should_panic(expected = "index out of bounds: the len is 3 but the index is 5")]
    fn a_mutable_index_past_the_end_panics_too() {
        let mut c = Chunks::default();
        c.push(1);
        c.append(vec![2, 3]);
        c[5] = 0;
    }
}
