//! Uniqued storage (MLIR's context-owned type storage): one immutable copy of each distinct
//! value, shared by every holder through a plain pointer.
//!
//! [`Uniqued::new`] finds the copy equal to its argument or makes one. Two `Uniqued` are equal
//! exactly when they are the same pointer, so comparing them reads neither; cloning one copies
//! a pointer and touches no reference count (an `Arc`'s count is a cache line of its own, and on
//! large inputs most of them miss: a cached type's clone was half of its lookup's cost).
//!
//! The copies live until the process exits, as MLIR's live as long as their context (rods has
//! one per process). They are as many as the distinct values ever built: a module holds a few
//! hundred distinct types, an input that spells a million distinct ones keeps a million.

use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::ops::Deref;
use std::sync::Mutex;

use rustc_hash::FxHasher;

/// A value that can be uniqued: its [`Table`] is one `static` per type
/// ([`uniqued_table!`](crate::uniqued_table)).
pub trait Uniquable: Hash + Eq + Send + Sync + Sized + 'static {
    /// The table that holds the uniqued copies of this type.
    fn table() -> &'static Table<Self>;
}

/// A pointer to the one uniqued copy of a `T`: equal when the pointers are, hashed by the value
/// (computed once, when the copy is made), dereferences to the value.
///
/// ```
/// use rods::ir::{Type, Uniqued, VectorType};
/// let v = |n| VectorType { shape: vec![n], scalable: vec![false], element: Type::i32() };
/// let a = Type::Vector(Uniqued::new(v(4)));
/// let b = Type::Vector(v(4).into());
/// assert_eq!(a, b); // one copy: the same address
/// assert_ne!(a, Type::Vector(v(8).into()));
/// if let Type::Vector(vector) = &a {
///     assert_eq!(vector.shape, [4]); // read through the pointer
/// }
/// assert_eq!(a.to_string(), "vector<4xi32>");
/// ```
pub struct Uniqued<T: 'static>(&'static Entry<T>);

/// A uniqued copy and its hash.
#[derive(Debug)]
pub struct Entry<T> {
    hash: u64,
    value: T,
}

/// Shards of the table: a parse on every core builds types at the same time.
const SHARDS: usize = 16;

/// Hashes already computed ([`Entry::hash`]) are the keys: hashing them again would add nothing.
#[derive(Default)]
struct IdentityHasher(u64);

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The entries with one hash: nearly always one.
enum Bucket<T: 'static> {
    One(&'static Entry<T>),
    Many(Vec<&'static Entry<T>>),
}

type ShardMap<T> = std::collections::HashMap<u64, Bucket<T>, BuildHasherDefault<IdentityHasher>>;

type Shard<T> = Mutex<ShardMap<T>>;

/// The uniqued copies of one type, by hash.
pub struct Table<T: 'static> {
    shards: [Shard<T>; SHARDS],
}

impl<T> Table<T> {
    /// An empty table (a `static`'s initializer).
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Table<T> {
        Table {
            shards: [const {
                Mutex::new(std::collections::HashMap::with_hasher(
                    BuildHasherDefault::new(),
                ))
            }; SHARDS],
        }
    }
}

impl<T> fmt::Debug for Table<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table").finish_non_exhaustive()
    }
}

/// Declares the `static` [`Table`] of a type and implements [`Uniquable`] for it.
#[macro_export]
macro_rules! uniqued_table {
    ($($ty:ty),* $(,)?) => {$(
        impl $crate::ir::uniqued::Uniquable for $ty {
            fn table() -> &'static $crate::ir::uniqued::Table<$ty> {
                static TABLE: $crate::ir::uniqued::Table<$ty> = $crate::ir::uniqued::Table::new();
                &TABLE
            }
        }
    )*};
}

impl<T: Uniquable> Uniqued<T> {
    /// The uniqued copy equal to `value`, made from `value` if there is none yet.
    pub fn new(value: T) -> Uniqued<T> {
        let hash = fx_hash(&value);
        Self::find(hash, |v| *v == value).unwrap_or_else(|vacant| vacant.insert(value))
    }

    /// The uniqued copy that borrows as `key`, made by `make` if there is none yet: a lookup
    /// that builds no value when the copy exists (a name looked up by its bytes). `T`'s
    /// `Borrow<Q>` keeps `Hash` and `Eq` consistent, as a `HashMap` key's must.
    pub fn new_with<Q>(key: &Q, make: impl FnOnce() -> T) -> Uniqued<T>
    where
        T: std::borrow::Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        Self::find(fx_hash(key), |v| v.borrow() == key)
            .unwrap_or_else(|vacant| vacant.insert(make()))
    }

    /// The copy of hash `hash` that `eq` accepts, else the shard, locked, to insert it in.
    fn find(hash: u64, eq: impl Fn(&T) -> bool) -> Result<Uniqued<T>, Vacant<T>> {
        let shard = &T::table().shards[(hash >> 60) as usize % SHARDS];
        // A panic while the lock is held cannot leave the map half-changed: only an insertion
        // or a push changes it. One lookup, whether the copy is found or made.
        let map = shard
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let found = match map.get(&hash) {
            Some(Bucket::One(e)) => eq(&e.value).then_some(*e),
            Some(Bucket::Many(es)) => es.iter().find(|e| eq(&e.value)).copied(),
            None => None,
        };
        match found {
            Some(entry) => Ok(Uniqued(entry)),
            None => Err(Vacant { map, hash }),
        }
    }
}

/// The hash a [`Table`] files a value under.
fn fx_hash<Q: Hash + ?Sized>(value: &Q) -> u64 {
    let mut hasher = FxHasher::default();
    value.hash(&mut hasher);
    hasher.finish()
}

/// A shard of a [`Table`], locked, that holds no copy equal to the one looked up.
struct Vacant<T: 'static> {
    map: std::sync::MutexGuard<'static, ShardMap<T>>,
    hash: u64,
}

impl<T> Vacant<T> {
    /// Makes `value` the uniqued copy.
    fn insert(mut self, value: T) -> Uniqued<T> {
        let hash = self.hash;
        let entry: &'static Entry<T> = Box::leak(Box::new(Entry { hash, value }));
        match self.map.entry(hash) {
            std::collections::hash_map::Entry::Occupied(mut o) => match o.get_mut() {
                Bucket::One(first) => *o.get_mut() = Bucket::Many(vec![*first, entry]),
                Bucket::Many(es) => es.push(entry),
            },
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(Bucket::One(entry));
            }
        }
        Uniqued(entry)
    }
}

impl<T: Uniquable> From<T> for Uniqued<T> {
    fn from(value: T) -> Uniqued<T> {
        Uniqued::new(value)
    }
}

impl<T> Uniqued<T> {
    /// The value, for as long as the process runs.
    #[inline]
    pub fn get(self) -> &'static T {
        &self.0.value
    }

    /// The copy's address: equal for equal values, different for different ones.
    #[inline]
    pub fn addr(self) -> usize {
        std::ptr::from_ref(self.0).addr()
    }

    /// Whether `a` and `b` are the same copy (what `==` asks).
    #[inline]
    pub fn ptr_eq(a: Uniqued<T>, b: Uniqued<T>) -> bool {
        std::ptr::eq(a.0, b.0)
    }
}

impl<T> Clone for Uniqued<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Uniqued<T> {}

impl<T> Deref for Uniqued<T> {
    type Target = T;

    #[inline]
    fn deref(&self) -> &T {
        &self.0.value
    }
}

impl<T> AsRef<T> for Uniqued<T> {
    fn as_ref(&self) -> &T {
        &self.0.value
    }
}

impl<T> PartialEq for Uniqued<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl<T> Eq for Uniqued<T> {}

impl<T> Hash for Uniqued<T> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.hash);
    }
}

impl<T: fmt::Debug> fmt::Debug for Uniqued<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.value.fmt(f)
    }
}

impl<T: fmt::Display> fmt::Display for Uniqued<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.value.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, Eq, Hash)]
    struct Probe(Vec<u32>);

    #[derive(Debug, PartialEq, Eq)]
    struct Colliding(u32);

    impl Hash for Colliding {
        fn hash<H: Hasher>(&self, state: &mut H) {
            state.write_u64(7);
        }
    }

    crate::uniqued_table!(Probe, Colliding);

    #[test]
    fn equal_values_share_one_copy() {
        let a = Uniqued::new(Probe(vec![1, 2]));
        let b = Uniqued::new(Probe(vec![1, 2]));
        let c = Uniqued::new(Probe(vec![2, 1]));
        assert!(Uniqued::ptr_eq(a, b));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(c.get().0, [2, 1]);
        assert_eq!(format!("{a:?}"), "Probe([1, 2])");
    }

    impl std::borrow::Borrow<[u32]> for Probe {
        fn borrow(&self) -> &[u32] {
            &self.0
        }
    }

    #[test]
    fn a_copy_is_found_by_its_borrowed_form_without_making_one() {
        let a = Uniqued::new(Probe(vec![5, 6]));
        let b = Uniqued::new_with(&[5u32, 6][..], || unreachable!("the copy exists"));
        assert!(Uniqued::ptr_eq(a, b));
        let c = Uniqued::new_with(&[6u32, 5][..], || Probe(vec![6, 5]));
        assert!(Uniqued::ptr_eq(c, Uniqued::new(Probe(vec![6, 5]))));
    }

    #[test]
    fn values_with_one_hash_stay_apart() {
        let v: Vec<_> = (0..5).map(|i| Uniqued::new(Colliding(i))).collect();
        for (i, u) in v.iter().enumerate() {
            assert_eq!(u.get().0, i as u32);
            assert_eq!(*u, Uniqued::new(Colliding(i as u32)));
            for w in &v[i + 1..] {
                assert_ne!(u, w);
            }
        }
    }

    #[test]
    fn threads_find_the_same_copy() {
        let all: Vec<Vec<Uniqued<Probe>>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| {
                    s.spawn(|| {
                        (0..200)
                            .map(|i| Uniqued::new(Probe(vec![i, 1000])))
                            .collect()
                    })
                })
                .collect();
            hs.into_iter()
                .map(|h| h.join().expect("no panic"))
                .collect()
        });
        for other in &all[1..] {
            assert_eq!(&all[0], other);
        }
    }
}
