//! File metadata (`{-# … #-}`): the builtin dialect's resource blobs, which
//! `dense_resource<key>` attributes refer to, and the external resources of other tools, kept
//! as written (`mlir-opt`'s fallback resource map). The [`Ir`](super::Ir) arena holds them, as
//! MLIR's context holds the blob manager.

use bytes::Bytes;
use wide::bytemuck::cast;
use wide::{i8x16, i16x8, u8x16};

use crate::ir::escape::{HEX, LANES, hex_digit_lanes, lanes};

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

/// MLIR's `Token::getHexStringValue` on the body of a string literal: `0x` then an even number
/// of hex digits, decoded; `None` otherwise. One allocation, sized up front and appended to (not
/// zeroed first: that was a `memset` of the whole payload); 32 digits at a time as two SSE2
/// vectors (`decode_hex_lanes`), the rest through the table.
pub fn decode_hex_string(body: &[u8]) -> Option<Vec<u8>> {
    let digits = body.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let mut out = Vec::with_capacity(digits.len() / 2);
    let vectors = digits.chunks_exact(2 * LANES);
    let rest = vectors.remainder();
    for chunk in vectors {
        out.extend_from_slice(&decode_hex_lanes(chunk)?);
    }
    let mut bad = 0u8;
    for pair in rest.chunks_exact(2) {
        let (hi, lo) = (HEX[usize::from(pair[0])], HEX[usize::from(pair[1])]);
        bad |= hi | lo;
        out.push((hi << 4) | (lo & 0x0F));
    }
    // Every valid digit is below 16; one invalid digit sets the high bits.
    (bad & 0xF0 == 0).then_some(out)
}

/// 32 hex digits (either case) decoded into 16 bytes, or `None` when one is not a hex digit.
#[inline(always)]
fn decode_hex_lanes(digits: &[u8]) -> Option<[u8; LANES]> {
    let nibbles = |at: usize| {
        let v = lanes(digits, at);
        let (digit, letter) = hex_digit_lanes(v);
        // A digit's value is its low four bits, a letter's those plus nine.
        let value = (v & i8x16::splat(0x0F)) + (letter & i8x16::splat(9));
        ((digit | letter).to_bitmask() == 0xFFFF).then_some(value)
    };
    // Each pair of digits is a 16-bit lane with the high digit in its low byte: the byte is
    // `high << 4 | low`, in the lane's low byte, and the lanes' low bytes are then packed.
    let pack = |v: i8x16| {
        let pairs: i16x8 = cast(v);
        ((pairs << 4) | (pairs >> 8)) & i16x8::splat(0xFF)
    };
    let (first, second) = (nibbles(0)?, nibbles(LANES)?);
    Some(u8x16::narrow_i16x8(pack(first), pack(second)).to_array())
}

/// Appends `bytes` as upper-case hex digits (LLVM's `toHex`): room reserved once, then 32
/// digits at a time from SSE2 vectors (`encode_hex_lanes`), the rest two digits at a time.
/// Appended rather than written into a zeroed stretch: zeroing it first doubled the writes to
/// a large payload's output.
pub fn write_hex(out: &mut Vec<u8>, bytes: &[u8]) {
    const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
    out.reserve(bytes.len() * 2);
    let vectors = bytes.chunks_exact(LANES);
    let rest = vectors.remainder();
    for chunk in vectors {
        let (first, second) = encode_hex_lanes(chunk);
        out.extend_from_slice(&first);
        out.extend_from_slice(&second);
    }
    for &b in rest {
        out.extend_from_slice(&[DIGITS[usize::from(b >> 4)], DIGITS[usize::from(b & 0x0F)]]);
    }
}

/// 16 bytes as 32 upper-case hex digits, in two vectors of 16.
#[inline(always)]
fn encode_hex_lanes(bytes: &[u8]) -> ([u8; LANES], [u8; LANES]) {
    let v = lanes(bytes, 0).cast_unsigned();
    // SSE2 shifts 16-bit lanes at the least: each byte's high nibble, masked after the shift.
    let high = cast::<i16x8, u8x16>(cast::<u8x16, i16x8>(v) >> 4) & u8x16::splat(0x0F);
    let low = v & u8x16::splat(0x0F);
    // `'0' + n`, and seven more for the letters.
    let ascii = |n: u8x16| {
        let letters = n.cast_signed().simd_gt(i8x16::splat(9)).cast_unsigned();
        n + u8x16::splat(b'0') + (letters & u8x16::splat(7))
    };
    (
        ascii(u8x16::unpack_low(high, low)).to_array(),
        ascii(u8x16::unpack_high(high, low)).to_array(),
    )
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

    /// The vector paths against the table, digit by digit: every byte value in every position
    /// of two vectors' worth of digits (valid or not), lengths around the vector sizes, both
    /// cases.
    #[test]
    fn hex_vectors_agree_with_the_table() {
        let by_table = |digits: &[u8]| -> Option<Vec<u8>> {
            if !digits.len().is_multiple_of(2) {
                return None;
            }
            let pairs = digits.chunks_exact(2);
            pairs
                .map(|p| match (HEX[usize::from(p[0])], HEX[usize::from(p[1])]) {
                    (hi @ 0..16, lo @ 0..16) => Some((hi << 4) | lo),
                    _ => None,
                })
                .collect()
        };
        let mut text = b"0x0123456789abcdefABCDEF00112233445566778899AaBbCcDdEeFf".to_vec();
        for at in 2..text.len() {
            for c in 0..=255u8 {
                let kept = text[at];
                text[at] = c;
                assert_eq!(
                    decode_hex_string(&text),
                    by_table(&text[2..]),
                    "{c:#x} at {at}"
                );
                text[at] = kept;
            }
        }
        for len in 0..70 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let mut hex = b"0x".to_vec();
            write_hex(&mut hex, &bytes);
            let by_digits: Vec<u8> = bytes
                .iter()
                .flat_map(|b| format!("{b:02X}").into_bytes())
                .collect();
            assert_eq!(hex[2..], by_digits[..]);
            assert_eq!(decode_hex_string(&hex), Some(bytes.clone()));
            assert_eq!(decode_hex_string(&hex.to_ascii_lowercase()), Some(bytes));
        }
        let all: Vec<u8> = (0..=255u8).collect();
        let mut hex = b"0x".to_vec();
        write_hex(&mut hex, &all);
        assert_eq!(decode_hex_string(&hex), Some(all));
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
