//! [`Recent`]: the few entries a lookup compares before its general path (the parser's last
//! attribute definitions and attribute spellings, the printer's shared attributes).

/// Up to `N` entries; once full, a new one replaces the one kept longest.
#[derive(Clone, Debug)]
pub(crate) struct Recent<T, const N: usize> {
    entries: Vec<T>,
    /// The entry replaced next once full (the oldest).
    next: usize,
}

impl<T, const N: usize> Default for Recent<T, N> {
    fn default() -> Self {
        Recent {
            entries: Vec::new(),
            next: 0,
        }
    }
}

impl<T, const N: usize> Recent<T, N> {
    /// Whether nothing is kept.
    pub(crate) fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries, in no particular order.
    pub(crate) fn iter(&self) -> std::slice::Iter<'_, T> {
        self.entries.iter()
    }

    /// The entries, in no particular order, to change in place.
    pub(crate) fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.entries.iter_mut()
    }

    /// Drops the entries `keep` says no to.
    pub(crate) fn retain(&mut self, keep: impl FnMut(&T) -> bool) {
        self.entries.retain(keep);
        // The ones left are then replaced in order, from the first.
        self.next = 0;
    }

    /// Keeps `entry`, in place of the oldest one when `N` are kept.
    pub(crate) fn push(&mut self, entry: T) {
        if self.entries.len() < N {
            self.entries.push(entry);
            return;
        }
        if let Some(slot) = self.entries.get_mut(self.next) {
            *slot = entry;
        }
        self.next = (self.next + 1) % N;
    }
}

#[cfg(test)]
mod tests {
    use super::Recent;

    #[test]
    fn the_oldest_entry_is_replaced() {
        let mut r: Recent<u32, 3> = Recent::default();
        assert!(r.is_empty());
        for i in 0..5 {
            r.push(i);
        }
        let mut kept: Vec<u32> = r.iter().copied().collect();
        kept.sort_unstable();
        assert_eq!(kept, [2, 3, 4]);
    }
}
