//! [`StringAttr`]: MLIR's string attribute, bytes shared behind one pointer, optionally typed,
//! kept in canonical escaped form when parsed from such a literal and decoded on first use.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use bytes::Bytes;

use super::escape::{unescape, write_escaped};
use super::types::Type;
use super::uniqued::Uniqued;

/// A string attribute: arbitrary bytes (not necessarily UTF-8), shared, never copied on clone.
///
/// A string parsed from a literal already in MLIR's canonical escaped form (what
/// `printEscapedString` writes, as in every file `mlir-opt` printed) keeps that source text
/// instead: printing it is a copy of the source bytes, and it is decoded only when its bytes
/// are asked for (a device binary carried through a pipeline never is). Equality, ordering and
/// hashing are those of the decoded bytes (and of the type, for a typed string).
///
/// As MLIR's `StringAttr`, a string may have a type (`"text" : i32`, [`StringAttr::typed`]):
/// strings have none (`none`) unless one is written, and names never have one. The type is
/// behind one pointer, as an escaped payload is, so it costs the untyped strings nothing.
#[derive(Clone, Default)]
pub struct StringAttr(Repr);

#[derive(Clone)]
enum Repr {
    /// The bytes.
    Bytes(Bytes),
    /// Canonical escaped source text, decoded on first use; or a typed string.
    Escaped(Arc<Escaped>),
}

impl Default for Repr {
    fn default() -> Self {
        Repr::Bytes(Bytes::new())
    }
}

/// The shared form of a string: its canonical escaped text, and what is known beyond it. Typed
/// strings are kept this way too, so that `StringAttr` has two representations (32 bytes, the
/// niche of `Bytes`) and escaped payloads one allocation of 56 bytes, with the type and the
/// decoded bytes behind one more pointer.
struct Escaped {
    /// The body of the literal (without quotes), in canonical escaped form.
    raw: Bytes,
    /// The decoded bytes and the type: set on first use of the bytes of an untyped string
    /// (decoding is rare: a device binary never is), at creation for a typed one. Two threads
    /// decoding at once both decode; one result is kept.
    known: once_cell::race::OnceBox<Known>,
}

struct Known {
    /// The bytes.
    bytes: Bytes,
    /// The type: `None` for `none`.
    ty: Option<Type>,
}

impl Escaped {
    /// The decoded bytes and the type.
    #[inline]
    fn known(&self) -> &Known {
        match self.known.get() {
            Some(known) => known,
            None => self.decode(),
        }
    }

    #[cold]
    #[inline(never)]
    fn decode(&self) -> &Known {
        self.known.get_or_init(|| {
            let bytes = match unescape(&self.raw) {
                Some(v) => Bytes::from(v),
                None => self.raw.clone(),
            };
            Box::new(Known { bytes, ty: None })
        })
    }

    /// The type, without decoding an untyped string.
    #[inline]
    fn ty(&self) -> Option<&Type> {
        self.known.get()?.ty.as_ref()
    }
}

/// Whether `bytes` are `name`'s: lengths first, then the same address (a name the op
/// definition holds), then the bytes.
#[inline(always)]
pub(crate) fn bytes_are(bytes: &[u8], name: &str) -> bool {
    bytes.len() == name.len()
        && (std::ptr::eq(bytes.as_ptr(), name.as_ptr()) || bytes == name.as_bytes())
}

impl StringAttr {
    /// A string attribute holding `s`.
    pub fn new(s: impl Into<Bytes>) -> StringAttr {
        StringAttr(Repr::Bytes(s.into()))
    }

    /// From a static string, without allocation.
    pub const fn from_static(s: &'static str) -> StringAttr {
        StringAttr(Repr::Bytes(Bytes::from_static(s.as_bytes())))
    }

    /// From the body of a string literal that is in canonical escaped form (`escaped` is what
    /// [`write_escaped`] writes for the value); decoded
    /// lazily. The caller guarantees the form (the parser checks it).
    pub(crate) fn from_canonical_escaped(escaped: Bytes) -> StringAttr {
        StringAttr(Repr::Escaped(Arc::new(Escaped {
            raw: escaped,
            known: once_cell::race::OnceBox::new(),
        })))
    }

    /// The string `value` with type `ty` (`"text" : i32`); `Type::None` gives the string as it
    /// is, and a typed `value` has its type replaced.
    pub fn typed(value: impl Into<StringAttr>, ty: Type) -> StringAttr {
        let value = value.into();
        if ty == Type::None {
            return value.without_type();
        }
        // A shared string (typed or not) already has its escaped text and bytes.
        let (raw, bytes) = match &value.0 {
            Repr::Escaped(e) => (e.raw.clone(), e.known().bytes.clone()),
            Repr::Bytes(b) => {
                let mut raw = Vec::new();
                write_escaped(&mut raw, b);
                (Bytes::from(raw), b.clone())
            }
        };
        let known = once_cell::race::OnceBox::new();
        let _ = known.set(Box::new(Known {
            bytes,
            ty: Some(ty),
        }));
        StringAttr(Repr::Escaped(Arc::new(Escaped { raw, known })))
    }

    /// The type, if it is not `none` (`i32` for `"text" : i32`).
    #[inline]
    pub fn ty(&self) -> Option<&Type> {
        match &self.0 {
            Repr::Bytes(_) => None,
            Repr::Escaped(e) => e.ty(),
        }
    }

    /// The same string without its type.
    pub fn without_type(self) -> StringAttr {
        match &self.0 {
            Repr::Escaped(e) if e.ty().is_some() => StringAttr::new(e.known().bytes.clone()),
            _ => self,
        }
    }

    /// The canonical escaped form of the string, if it is kept (parsed from such a literal, or
    /// typed).
    #[inline]
    pub fn canonical_escaped(&self) -> Option<&Bytes> {
        match &self.0 {
            Repr::Bytes(_) => None,
            Repr::Escaped(e) => Some(&e.raw),
        }
    }

    /// The bytes.
    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Bytes(b) => b,
            Repr::Escaped(e) => &e.known().bytes,
        }
    }

    /// Whether the string is `name`. Names of properties and attributes are mostly the same
    /// `&'static str` the op definition holds: equal pointers answer without comparing bytes.
    #[inline]
    pub fn is(&self, name: &str) -> bool {
        bytes_are(self.as_bytes(), name)
    }

    /// Whether the string is one of `names` (each compared as by [`StringAttr::is`]).
    #[inline]
    pub fn is_one_of(&self, names: &[&str]) -> bool {
        if names.is_empty() {
            return false;
        }
        let bytes = self.as_bytes();
        names.iter().any(|n| bytes_are(bytes, n))
    }

    /// The string, if it is UTF-8.
    pub fn as_str(&self) -> Option<&str> {
        std::str::from_utf8(self.as_bytes()).ok()
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        match &self.0 {
            Repr::Bytes(b) => b.is_empty(),
            Repr::Escaped(e) => e.raw.is_empty(),
        }
    }
}

impl PartialEq for StringAttr {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            // Names, and strings without escapes: the bytes alone, lengths first.
            // Names of one length mostly differ in their first byte: compared before the
            // rest, which is a `bcmp` call.
            (Repr::Bytes(a), Repr::Bytes(b)) => {
                a.len() == b.len() && a.first() == b.first() && a[..] == b[..]
            }
            (Repr::Escaped(a), Repr::Escaped(b)) if Arc::ptr_eq(a, b) => true,
            (Repr::Escaped(a), Repr::Escaped(b)) if a.raw == b.raw => a.ty() == b.ty(),
            _ => self.ty() == other.ty() && self.as_bytes() == other.as_bytes(),
        }
    }
}

impl Eq for StringAttr {}

impl PartialOrd for StringAttr {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// By bytes; among equal bytes an untyped string first, and typed ones by their types' printed
/// forms (`Type` has no order of its own; names, which are what gets sorted, have no type).
impl Ord for StringAttr {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let (a, b) = (self.as_bytes(), other.as_bytes());
        // Names sorted next to each other mostly differ in their first byte, which then
        // decides without a `memcmp` call.
        if let (Some(x), Some(y)) = (a.first(), b.first())
            && x != y
        {
            return x.cmp(y);
        }
        match a.cmp(b) {
            std::cmp::Ordering::Equal if self.ty().is_some() || other.ty().is_some() => {
                cmp_string_types(self.ty(), other.ty())
            }
            order => order,
        }
    }
}

#[cold]
#[inline(never)]
fn cmp_string_types(a: Option<&Type>, b: Option<&Type>) -> std::cmp::Ordering {
    match (a, b) {
        (Some(a), Some(b)) if a != b => {
            let name = super::print::type_to_string;
            name(a).cmp(&name(b))
        }
        (a, b) => a.is_some().cmp(&b.is_some()),
    }
}

impl Hash for StringAttr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_bytes().hash(state);
        if let Some(ty) = self.ty() {
            ty.hash(state);
        }
    }
}

impl fmt::Debug for StringAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", String::from_utf8_lossy(self.as_bytes()))?;
        match self.ty() {
            Some(ty) => write!(f, " : {ty:?}"),
            None => Ok(()),
        }
    }
}

impl From<&str> for StringAttr {
    fn from(s: &str) -> Self {
        StringAttr::new(Bytes::copy_from_slice(s.as_bytes()))
    }
}

// A string sits in many attribute values (names are `AttrName`s, one pointer): its size is
// memory per op.
const _: () = assert!(std::mem::size_of::<StringAttr>() == 32);
const _: () = assert!(std::mem::size_of::<Escaped>() <= 40);

/// The name of an attribute in a dictionary or an op's attribute lists
/// ([`NamedAttribute::name`](super::NamedAttribute::name)): one uniqued copy per distinct name,
/// kept until the process exits (as MLIR's context keeps its identifiers), so that a name is
/// one pointer, `Copy`, and its bytes are read from one place however many entries hold it.
/// It dereferences to the [`StringAttr`] it names.
///
/// ```
/// use rods::ir::AttrName;
/// let a = AttrName::new("value");
/// assert!(a.is("value"));
/// assert_eq!(a, AttrName::from("value"));
/// assert_eq!(a.as_bytes(), b"value");
/// ```
#[derive(Clone, Copy)]
pub struct AttrName(Uniqued<NameText>);

const _: () = assert!(std::mem::size_of::<AttrName>() == 8);

/// The uniqued copy behind an [`AttrName`]: a string compared and hashed by its bytes, looked
/// up by them ([`Uniqued::new_with`]), with what the parser and printer ask of every name
/// found once.
#[derive(Debug)]
struct NameText {
    text: StringAttr,
    /// It prints as a bare identifier, not a quoted string ([`AttrName::prints_bare`]).
    bare: bool,
    /// It holds a `.` ([`AttrName::is_dotted`]).
    dotted: bool,
}

impl NameText {
    fn new(text: StringAttr) -> NameText {
        let bytes = text.as_bytes();
        NameText {
            bare: crate::ir::print::is_bare_identifier(bytes),
            dotted: bytes.contains(&b'.'),
            text,
        }
    }
}

impl PartialEq for NameText {
    fn eq(&self, other: &Self) -> bool {
        self.text.as_bytes() == other.text.as_bytes()
    }
}

impl Eq for NameText {}

impl Hash for NameText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.as_bytes().hash(state);
    }
}

impl std::borrow::Borrow<[u8]> for NameText {
    fn borrow(&self) -> &[u8] {
        self.text.as_bytes()
    }
}

crate::uniqued_table!(NameText);

impl AttrName {
    /// The name `name` (a copy of its bytes is kept, once).
    pub fn new(name: impl AsRef<[u8]>) -> AttrName {
        AttrName::intern(name.as_ref(), || {
            StringAttr::new(Bytes::copy_from_slice(name.as_ref()))
        })
    }

    /// The name `name`, whose bytes stay where they are (no copy on first use). Each thread
    /// remembers the static strings it asked for by address: an op's property names are the
    /// same few strings of its definition, set on every op a parser builds.
    pub fn from_static(name: &'static str) -> AttrName {
        /// Slots of the per-thread table, direct-mapped by address: plain data, so that the
        /// thread-local needs no destructor (none is registered for a thread that uses it).
        const SLOTS: usize = 256;
        type Slot = (usize, usize, Option<AttrName>);
        thread_local! {
            static SEEN: std::cell::RefCell<[Slot; SLOTS]> =
                const { std::cell::RefCell::new([(0, 0, None); SLOTS]) };
        }
        let (ptr, len) = (name.as_ptr() as usize, name.len());
        let slot = (ptr >> 3).wrapping_mul(0x9E37_79B9) % SLOTS;
        let seen = SEEN.with_borrow(|seen| match seen.get(slot) {
            Some(&(p, l, Some(found))) if p == ptr && l == len => Some(found),
            _ => None,
        });
        if let Some(found) = seen {
            return found;
        }
        let found = AttrName::intern(name.as_bytes(), || StringAttr::from_static(name));
        SEEN.with_borrow_mut(|seen| {
            if let Some(s) = seen.get_mut(slot) {
                *s = (ptr, len, Some(found));
            }
        });
        found
    }

    /// The name spelled as `s` is (its escaped form kept for printing, its type dropped).
    pub fn from_string_attr(s: &StringAttr) -> AttrName {
        AttrName::intern(s.as_bytes(), || match s.canonical_escaped() {
            Some(raw) if s.ty().is_none() => {
                StringAttr::from_canonical_escaped(Bytes::copy_from_slice(raw))
            }
            _ => StringAttr::new(Bytes::copy_from_slice(s.as_bytes())),
        })
    }

    fn intern(bytes: &[u8], make: impl FnOnce() -> StringAttr) -> AttrName {
        AttrName(Uniqued::new_with(bytes, || NameText::new(make())))
    }

    /// Whether the name prints as a bare identifier (`value`) rather than a quoted string
    /// (`"a b"`): a dictionary's key, as MLIR's `printKeywordOrString` decides.
    #[inline]
    pub(crate) fn prints_bare(&self) -> bool {
        self.0.get().bare
    }

    /// Whether the name holds a `.`: a dialect attribute's (`gpu.container_module`), which
    /// the verifier hands to its dialect.
    #[inline]
    pub(crate) fn is_dotted(&self) -> bool {
        self.0.get().dotted
    }

    /// The name as a string attribute.
    #[inline]
    pub fn as_string_attr(&self) -> &'static StringAttr {
        &self.0.get().text
    }
}

impl std::ops::Deref for AttrName {
    type Target = StringAttr;
    #[inline]
    fn deref(&self) -> &StringAttr {
        self.as_string_attr()
    }
}

impl PartialEq for AttrName {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl Eq for AttrName {}

impl PartialOrd for AttrName {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for AttrName {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        if self.0 == other.0 {
            return std::cmp::Ordering::Equal;
        }
        self.as_string_attr().cmp(other.as_string_attr())
    }
}

impl Hash for AttrName {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl fmt::Debug for AttrName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_string_attr(), f)
    }
}

impl From<&str> for AttrName {
    fn from(s: &str) -> AttrName {
        AttrName::new(s)
    }
}

impl From<String> for AttrName {
    fn from(s: String) -> AttrName {
        AttrName::new(s)
    }
}

impl From<StringAttr> for AttrName {
    fn from(s: StringAttr) -> AttrName {
        AttrName::from_string_attr(&s)
    }
}

impl From<&StringAttr> for AttrName {
    fn from(s: &StringAttr) -> AttrName {
        AttrName::from_string_attr(s)
    }
}

#[cfg(test)]
mod tests {
    use super::{AttrName, StringAttr};

    #[test]
    fn attribute_names_are_one_copy_whatever_made_them() {
        let made = [
            AttrName::new("sym_name"),
            AttrName::from_static("sym_name"),
            AttrName::from("sym_name".to_string()),
            AttrName::from(StringAttr::from_static("sym_name")),
            std::thread::spawn(|| AttrName::from_static("sym_name"))
                .join()
                .unwrap_or_else(|_| AttrName::new("another thread panicked")),
        ];
        assert!(
            made.iter()
                .all(|n| std::ptr::eq(n.as_string_attr(), made[0].as_string_attr()))
        );
        assert!(made[0].is("sym_name"));
        assert_ne!(made[0], AttrName::new("sym_names"));
        // Ordered by bytes, as the lists they are in are sorted.
        assert!(
            AttrName::new("a") < AttrName::new("b") && AttrName::new("b") < AttrName::new("ba")
        );
        // A static string asked for again by address gives the name it gave.
        static NAME: &str = "value";
        assert_eq!(AttrName::from_static(NAME), AttrName::from_static(NAME));
        assert_eq!(
            AttrName::from_static(NAME),
            AttrName::new(String::from("value"))
        );
    }
}
