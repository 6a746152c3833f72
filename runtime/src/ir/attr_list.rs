//! An operation's properties or discardable attributes as a list sorted by name (MLIR's
//! `NamedAttrList`), behind mutators that keep it sorted: lookups rely on the order.

use std::ops::Deref;

use super::attr::{Attribute, NamedAttribute};
use thin_vec::ThinVec;

/// Named attributes sorted by name (stable: among equal names the first written comes first),
/// as [`Operation::properties`](super::Operation::properties) and
/// [`Operation::attributes`](super::Operation::attributes) hold them. One pointer wide.
///
/// Reading goes through the slice it derefs to; changing it only through methods that keep the
/// order ([`NamedAttrList::set`], [`NamedAttrList::insert`], [`NamedAttrList::remove`], …).
///
/// ```
/// use rods::ir::{Attribute, NamedAttrList};
/// let mut list = NamedAttrList::new();
/// for name in ["i", "h", "g", "f", "e", "d", "c", "b", "a"] {
///     list.set(name, Attribute::Unit);
/// }
/// assert_eq!(list[0].name.as_bytes(), b"a");
/// assert!(list.get("a").is_some());
/// ```
///
/// Nothing appends out of order:
///
/// ```compile_fail,E0599
/// # use rods::ir::{Attribute, NamedAttribute, NamedAttrList};
/// let mut list = NamedAttrList::new();
/// list.push(NamedAttribute::new("b", Attribute::Unit));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct NamedAttrList(ThinVec<NamedAttribute>);

const _: () = assert!(std::mem::size_of::<NamedAttrList>() == std::mem::size_of::<usize>());

impl NamedAttrList {
    /// An empty list.
    pub fn new() -> NamedAttrList {
        NamedAttrList(ThinVec::new())
    }

    /// The entries, sorted by name.
    #[inline]
    pub fn as_slice(&self) -> &[NamedAttribute] {
        &self.0
    }

    /// The attribute named `name` (MLIR's `NamedAttrList::get`).
    ///
    /// Inlined: verifiers, printers and accessors ask for attributes by name all the time, and
    /// the call of an outlined scan cost about as much as the scan of the usual one or two
    /// entries.
    #[inline]
    pub fn get(&self, name: &str) -> Option<&Attribute> {
        let list = self.as_slice();
        // An op's properties are few: a linear scan that compares lengths first beats a binary
        // search of byte-wise comparisons.
        if list.len() <= 8 {
            return list.iter().find(|e| e.name.is(name)).map(|e| &e.value);
        }
        self.get_sorted(name)
    }

    /// [`NamedAttrList::get`] in a longer list: a binary search.
    #[inline(never)]
    fn get_sorted(&self, name: &str) -> Option<&Attribute> {
        let list = self.as_slice();
        list.binary_search_by(|e| e.name.as_bytes().cmp(name.as_bytes()))
            .ok()
            .map(|i| &list[i].value)
    }

    /// The attribute named `name`, to change its value (the name, and so the order, stays).
    pub fn get_mut(&mut self, name: &str) -> Option<&mut Attribute> {
        let i = self.position(name).ok()?;
        self.0.get_mut(i).map(|e| &mut e.value)
    }

    /// Sets the attribute named `name` to `value`, in its place by name (MLIR's
    /// `NamedAttrList::set`); the value it replaces, if any.
    pub fn set(&mut self, name: &str, value: Attribute) -> Option<Attribute> {
        match self.position(name) {
            Ok(i) => self
                .0
                .get_mut(i)
                .map(|e| std::mem::replace(&mut e.value, value)),
            Err(i) => {
                self.0.insert(i, NamedAttribute::new(name, value));
                None
            }
        }
    }

    /// Inserts `attr` in its place by name, replacing the value of an attribute of the same
    /// name (whose name is kept); the value it replaces, if any.
    pub fn insert(&mut self, attr: NamedAttribute) -> Option<Attribute> {
        match self.position_of_bytes(attr.name.as_bytes()) {
            Ok(i) => self
                .0
                .get_mut(i)
                .map(|e| std::mem::replace(&mut e.value, attr.value)),
            Err(i) => {
                self.0.insert(i, attr);
                None
            }
        }
    }

    /// Removes the attribute named `name` (MLIR's `NamedAttrList::erase`); its value.
    pub fn remove(&mut self, name: &str) -> Option<Attribute> {
        let i = self.position(name).ok()?;
        Some(self.0.remove(i).value)
    }

    /// Keeps only the attributes for which `keep` is true, in order.
    pub fn retain(&mut self, keep: impl FnMut(&NamedAttribute) -> bool) {
        self.0.retain(keep);
    }

    /// Where the attribute named `name` is, or where it would go.
    fn position(&self, name: &str) -> Result<usize, usize> {
        self.position_of_bytes(name.as_bytes())
    }

    fn position_of_bytes(&self, name: &[u8]) -> Result<usize, usize> {
        self.0.binary_search_by(|e| e.name.as_bytes().cmp(name))
    }
}

/// Sorts `list` by name (stably: among equal names the first written comes first).
impl From<ThinVec<NamedAttribute>> for NamedAttrList {
    fn from(mut list: ThinVec<NamedAttribute>) -> NamedAttrList {
        super::op::sort_named(&mut list);
        NamedAttrList(list)
    }
}

/// Sorts the attributes by name (stably).
impl FromIterator<NamedAttribute> for NamedAttrList {
    fn from_iter<I: IntoIterator<Item = NamedAttribute>>(iter: I) -> NamedAttrList {
        NamedAttrList::from(iter.into_iter().collect::<ThinVec<_>>())
    }
}

impl Deref for NamedAttrList {
    type Target = [NamedAttribute];

    #[inline]
    fn deref(&self) -> &[NamedAttribute] {
        &self.0
    }
}

impl AsRef<[NamedAttribute]> for NamedAttrList {
    #[inline]
    fn as_ref(&self) -> &[NamedAttribute] {
        &self.0
    }
}

impl<'a> IntoIterator for &'a NamedAttrList {
    type Item = &'a NamedAttribute;
    type IntoIter = std::slice::Iter<'a, NamedAttribute>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &NamedAttrList) -> Vec<String> {
        list.iter()
            .map(|e| String::from_utf8_lossy(e.name.as_bytes()).into_owned())
            .collect()
    }

    const NINE: [&str; 9] = ["i", "h", "g", "f", "e", "d", "c", "b", "a"];

    #[test]
    fn set_keeps_the_order_past_the_linear_scan() {
        let mut list = NamedAttrList::new();
        for (i, n) in NINE.iter().enumerate() {
            assert_eq!(list.set(n, Attribute::int(32, i as i64)), None);
        }
        assert_eq!(names(&list), ["a", "b", "c", "d", "e", "f", "g", "h", "i"]);
        assert_eq!(list.get("a"), Some(&Attribute::int(32, 8)));
        assert_eq!(list.get("i"), Some(&Attribute::int(32, 0)));
        assert_eq!(list.set("e", Attribute::Unit), Some(Attribute::int(32, 4)));
        assert_eq!(list.insert(NamedAttribute::new("j", Attribute::Unit)), None);
        assert_eq!(list.remove("a"), Some(Attribute::int(32, 8)));
        assert_eq!(list.remove("a"), None);
        assert_eq!(list.get("e"), Some(&Attribute::Unit));
        assert_eq!(names(&list).last().map(String::as_str), Some("j"));
        *list.get_mut("b").expect("b") = Attribute::Unit;
        assert_eq!(list.get("b"), Some(&Attribute::Unit));
    }

    #[test]
    fn attributes_set_on_an_op_are_found() {
        use crate::ir::{Ir, Location, OperationName, OperationState};
        let mut ir = Ir::new();
        let name = OperationName::unregistered("x.op");
        let op = ir.create_op(OperationState::new(name, Location::Unknown));
        for n in NINE {
            ir.op_mut(op).attributes.set(n, Attribute::Unit);
        }
        assert!(NINE.iter().all(|n| ir.attribute(op, n).is_some()));
    }

    #[test]
    fn built_lists_are_sorted() {
        let list: NamedAttrList = NINE
            .iter()
            .map(|n| NamedAttribute::new(*n, Attribute::Unit))
            .collect();
        assert!(list.iter().all(|e| {
            list.get(&String::from_utf8_lossy(e.name.as_bytes()))
                .is_some()
        }));
        assert_eq!(names(&list)[0], "a");
    }
}
