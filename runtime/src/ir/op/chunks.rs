//! [`Chunks`]: the growable array behind an arena's ops and values, which takes another array
//! as a whole at its end, without moving its elements.

use std::fmt;
use std::ops::{Index, IndexMut};

/// An array indexed from 0, kept as two `Vec`s, one after the other. A part of a block parsed on
/// another thread joins the arena this way ([`Chunks::append`]): its ops and values stay where
/// that thread wrote them, so the join neither copies them nor touches fresh memory for them
/// (which, on a large module, was most of the join's time and page faults). Elements are pushed onto the
/// last `Vec`. A lookup there (in all of an arena that was not parsed in parts) costs what a
/// `Vec`'s does, and one in the first a comparison more. A third part is copied onto the last
/// `Vec`: a lookup among more `Vec`s would cost more than the copy saves.
#[derive(Clone)]
pub(crate) struct Chunks<T> {
    /// The first `Vec`, when there are two (its length is the index of `last`'s first element).
    head: Vec<T>,
    /// The last `Vec`, which grows.
    last: Vec<T>,
}

impl<T> Default for Chunks<T> {
    fn default() -> Self {
        Chunks {
            head: Vec::new(),
            last: Vec::new(),
        }
    }
}

impl<T> Chunks<T> {
    /// The number of elements.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.head.len() + self.last.len()
    }

    /// Appends `value`.
    #[inline]
    pub(crate) fn push(&mut self, value: T) {
        self.last.push(value);
    }

    /// Appends all of `chunk`: kept where it is as the last `Vec` when the array is one `Vec`
    /// so far, else moved onto the end of the last one.
    pub(crate) fn append(&mut self, mut chunk: Vec<T>) {
        if chunk.is_empty() {
            return;
        }
        if self.head.is_empty() {
            self.head = std::mem::replace(&mut self.last, chunk);
        } else {
            self.last.append(&mut chunk);
        }
    }

    /// The `Vec`s, in order (either possibly empty).
    pub(crate) fn into_chunks(self) -> impl Iterator<Item = Vec<T>> {
        [self.head, self.last].into_iter()
    }

    /// The elements, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.head.iter().chain(self.last.iter())
    }
}

impl<T> Index<usize> for Chunks<T> {
    type Output = T;

    #[inline]
    fn index(&self, i: usize) -> &T {
        // An index in the first `Vec` wraps around to one past the last one's end: the one
        // bounds check finds the last `Vec`'s elements, which are all of an arena that was not
        // parsed in parts.
        match self.last.get(i.wrapping_sub(self.head.len())) {
            Some(v) => v,
            None if i < self.head.len() => &self.head[i],
            None => out_of_bounds(i, self.len()),
        }
    }
}

impl<T> IndexMut<usize> for Chunks<T> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        let (start, len) = (self.head.len(), self.len());
        if i < start {
            return &mut self.head[i];
        }
        match self.last.get_mut(i - start) {
            Some(v) => v,
            None => out_of_bounds(i, len),
        }
    }
}

/// The panic of an index past the end, a `Vec`'s (ids come from the arena that made them, so
/// it is a caller's bug, never the input's).
#[cold]
#[inline(never)]
#[track_caller]
fn out_of_bounds(i: usize, len: usize) -> ! {
    panic!("index out of bounds: the len is {len} but the index is {i}")
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
    fn a_second_vec_is_kept_and_a_third_copied_onto_it() {
        let mut c = Chunks::default();
        c.push(0);
        c.push(1);
        c.append(Vec::new());
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
        // The second `Vec` is the one appended first, kept where it was.
        let chunks: Vec<Vec<i32>> = c.into_chunks().collect();
        assert_eq!(chunks, [vec![10, 1], vec![2, 3, 40, 5, 60]]);
    }

    #[test]
    fn an_empty_arena_takes_the_first_chunk_as_its_last() {
        let mut c: Chunks<u8> = Chunks::default();
        c.append(vec![7, 8]);
        c.push(9);
        c.append(vec![10]);
        assert_eq!(c.len(), 4);
        assert_eq!((c[0], c[2], c[3]), (7, 9, 10));
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
