//! File metadata (`{-# … #-}`): the builtin dialect's resource blobs, which
//! `dense_resource<key>` attributes refer to, and the external resources of other tools, kept
//! as written (`mlir-opt`'s fallback resource map). The [`Ir`](super::Ir) arena holds them, as
//! MLIR's context holds the blob manager.

use bytes::Bytes;

/// A blob of a resource: its alignment (the first four bytes of `"0x…"`, little-endian) and
/// its data. The data is shared: cloning a blob never copies it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Blob {
    /// Alignment in bytes (a power of two, or 0 for an empty blob).
    pub alignment: u32,
    /// The bytes.
    pub data: Bytes,
}

/// The value of one resource entry.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ResourceValue {
    /// `true` / `false`
    Bool(bool),
    /// `"text"` (decoded).
    String(Bytes),
    /// `"0x…"`
    Blob(Blob),
}

/// One group of `external_resources`: `name: { key: value, … }`, entries in the order read
/// (duplicate keys kept, as `mlir-opt` keeps them).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ExternalResources {
    /// The group name (`foo` in `foo: {…}`).
    pub name: Bytes,
    /// The entries.
    pub entries: Vec<(Bytes, ResourceValue)>,
}

/// The resources of a file.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Resources {
    /// `dialect_resources: { builtin: {…} }`: blobs by key, in the order first defined (a key
    /// defined again keeps its place and takes the new blob, as MLIR's blob manager does).
    builtin: Vec<(Bytes, Blob)>,
    /// Where each key of `builtin` is.
    index: rustc_hash::FxHashMap<Bytes, usize>,
    /// `external_resources`, groups in the order first seen.
    pub external: Vec<ExternalResources>,
}

impl Resources {
    /// The blob of the builtin resource `key`, if the file defines it.
    pub fn blob(&self, key: &[u8]) -> Option<&Blob> {
        let i = *self.index.get(key)?;
        self.builtin.get(i).map(|(_, b)| b)
    }

    /// Defines (or redefines) the builtin resource `key`.
    pub fn set_blob(&mut self, key: Bytes, blob: Blob) {
        match self.index.get(&key).and_then(|i| self.builtin.get_mut(*i)) {
            Some(entry) => entry.1 = blob,
            None => {
                self.index.insert(key.clone(), self.builtin.len());
                self.builtin.push((key, blob));
            }
        }
    }

    /// The builtin blobs, in definition order.
    pub fn blobs(&self) -> &[(Bytes, Blob)] {
        &self.builtin
    }

    /// The external group `name`, created (empty, last) when new.
    pub fn external_group(&mut self, name: Bytes) -> &mut ExternalResources {
        let i = match self.external.iter().position(|g| g.name == name) {
            Some(i) => i,
            None => {
                self.external.push(ExternalResources {
                    name,
                    entries: Vec::new(),
                });
                self.external.len() - 1
            }
        };
        &mut self.external[i]
    }

    /// Whether there is nothing to print.
    pub fn is_empty(&self) -> bool {
        self.builtin.is_empty() && self.external.iter().all(|g| g.entries.is_empty())
    }
}

/// The digit value of an ASCII hex digit, or 0xFF.
const fn hex_value(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0xFF,
    }
}

/// A table of [`hex_value`], one lookup per digit.
static HEX: [u8; 256] = {
    let mut t = [0xFF; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = hex_value(i as u8);
        i += 1;
    }
    t
};

/// MLIR's `Token::getHexStringValue` on the body of a string literal: `0x` then an even number
/// of hex digits, decoded; `None` otherwise. One allocation, sized up front.
pub fn decode_hex_string(body: &[u8]) -> Option<Vec<u8>> {
    let digits = body.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    // Filled in place, a byte per digit pair, without a capacity check per byte.
    let mut out = vec![0u8; digits.len() / 2];
    let mut bad = 0u8;
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        let (hi, lo) = (HEX[usize::from(pair[0])], HEX[usize::from(pair[1])]);
        bad |= hi | lo;
        *byte = (hi << 4) | (lo & 0x0F);
    }
    // Every valid digit is below 16; one invalid digit sets the high bits.
    (bad & 0xF0 == 0).then_some(out)
}

/// Appends `bytes` as upper-case hex digits (LLVM's `toHex`): the output grown once, then
/// filled two digits at a time (no capacity check per digit).
pub fn write_hex(out: &mut Vec<u8>, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    let start = out.len();
    out.resize(start + bytes.len() * 2, 0);
    if let Some(dst) = out.get_mut(start..) {
        for (pair, b) in dst.chunks_exact_mut(2).zip(bytes) {
            pair[0] = DIGITS[usize::from(b >> 4)];
            pair[1] = DIGITS[usize::from(b & 0x0F)];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip() {
        assert_eq!(
            decode_hex_string(b"0x08000000aBcD"),
            Some(vec![8, 0, 0, 0, 0xAB, 0xCD])
        );
        assert_eq!(decode_hex_string(b"0x"), Some(vec![]));
        assert_eq!(decode_hex_string(b"0x1"), None);
        assert_eq!(decode_hex_string(b"0xzz"), None);
        assert_eq!(decode_hex_string(b"0X00"), None);
        assert_eq!(decode_hex_string(b"00"), None);
        let mut out = Vec::new();
        write_hex(&mut out, &[0, 0xAB, 0x5F]);
        assert_eq!(out, b"00AB5F");
    }

    #[test]
    fn redefinition_keeps_place() {
        let mut r = Resources::default();
        r.set_blob(Bytes::from_static(b"a"), Blob::default());
        r.set_blob(Bytes::from_static(b"b"), Blob::default());
        let one = Blob {
            alignment: 1,
            data: Bytes::from_static(b"x"),
        };
        r.set_blob(Bytes::from_static(b"a"), one.clone());
        assert_eq!(r.blobs()[0].1, one);
        assert_eq!(r.blob(b"b"), Some(&Blob::default()));
        assert_eq!(r.blob(b"c"), None);
    }
}
