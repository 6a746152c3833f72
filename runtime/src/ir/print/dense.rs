//! Printing dense and sparse elements attributes (MLIR's `printDenseElementsAttr`,
//! `printDenseIntOrFPElementsAttr`, `printDenseStringElementsAttr`): a splat as its one element,
//! nested lists in row-major order, more than 100 elements (or
//! `--mlir-print-elementsattrs-with-hex-if-larger`'s count) as a `"0x…"` hex payload, and
//! `dense_resource<__elided__>` past `--mlir-elide-elementsattrs-if-larger`.

use super::Printer;
use super::num::{write_apint, write_float, write_u64};
use crate::ir::dense::{DenseData, DenseElementsAttr, SparseElementsAttr, static_shape};
use crate::ir::{ApInt, Signedness, Type};

/// The byte width and signedness of an integer element type stored in 1, 2, 4 or 8 whole
/// bytes (`index` as a signed 64-bit integer; signless integers print signed).
fn whole_byte_integer(scalar: &Type) -> Option<(usize, bool)> {
    match scalar {
        Type::Integer {
            width: width @ (8 | 16 | 32 | 64),
            signedness,
        } => Some((*width as usize / 8, *signedness != Signedness::Unsigned)),
        Type::Index => Some((8, true)),
        _ => None,
    }
}

/// The decimal of the low `bytes` bytes of `value`, read as signed when `signed`.
fn write_integer(out: &mut Vec<u8>, value: u64, bytes: usize, signed: bool) {
    let unused = 64 - 8 * bytes as u32;
    if signed {
        // Sign-extended from the element's width.
        let v = ((value << unused) as i64) >> unused;
        if v < 0 {
            out.push(b'-');
        }
        write_u64(out, v.unsigned_abs());
    } else {
        write_u64(out, value);
    }
}

/// Upstream prints a non-splat attribute of more elements than this in hex unless
/// `--mlir-print-elementsattrs-with-hex-if-larger` says otherwise
/// (`shouldPrintElementsAttrWithHex`).
pub(super) const DEFAULT_HEX_THRESHOLD: i64 = 100;

impl Printer<'_> {
    /// Whether `attr`'s payload prints in hex: more elements than the threshold, which `-1`
    /// disables (MLIR's `shouldPrintElementsAttrWithHex`, on the element count of the type).
    fn prints_hex(&self, attr: &DenseElementsAttr) -> bool {
        let n = self.hex_elements_if_larger;
        n != -1 && i128::from(attr.num_elements()) > i128::from(n)
    }

    /// Whether `--mlir-elide-elementsattrs-if-larger` elides `attr`.
    fn elides(&self, attr: &DenseElementsAttr) -> bool {
        self.elide_elements_if_larger
            .is_some_and(|n| n < attr.num_elements() && !attr.is_splat())
    }

    /// `dense<…>` (or the elided form), then ` : type` when `with_type`. Out of line: the
    /// attribute printer's dispatch stays small.
    #[inline(never)]
    pub(crate) fn print_dense_elements(&mut self, attr: &DenseElementsAttr, with_type: bool) {
        if self.elides(attr) {
            self.write_str("dense_resource<__elided__>");
        } else {
            self.write_str("dense<");
            self.print_dense_body(attr, true);
            self.write_str(">");
        }
        if with_type {
            self.write_str(" : ");
            self.print_type(attr.ty());
        }
    }

    /// `sparse<indices, values>` (or the elided form), then ` : type` when `with_type`.
    #[inline(never)]
    pub(crate) fn print_sparse_elements(&mut self, attr: &SparseElementsAttr, with_type: bool) {
        if self.elides(&attr.indices) || self.elides(&attr.values) {
            self.write_str("dense_resource<__elided__>");
        } else {
            self.write_str("sparse<");
            if attr.indices.num_elements() != 0 {
                self.print_dense_body(&attr.indices, false);
                self.write_str(", ");
                self.print_dense_body(&attr.values, true);
            }
            self.write_str(">");
        }
        if with_type {
            self.write_str(" : ");
            self.print_type(&attr.ty);
        }
    }

    fn print_dense_body(&mut self, attr: &DenseElementsAttr, allow_hex: bool) {
        let element = attr.element_type().clone();
        match attr.data() {
            DenseData::Strings(strings) => {
                let strings = strings.clone();
                self.print_elements_structure(attr, |p, i| {
                    if let Some(s) = strings.get(i as usize) {
                        p.print_string(s);
                    }
                });
            }
            DenseData::Raw(raw) => {
                if !attr.is_splat() && allow_hex && self.prints_hex(attr) {
                    let out = self.out();
                    out.reserve(raw.len() * 2 + 4);
                    out.extend_from_slice(b"\"0x");
                    crate::ir::resource::write_hex(out, raw);
                    out.push(b'"');
                    return;
                }
                let layout = attr.scalar_layout();
                match &element {
                    Type::Complex(scalar) => {
                        let scalar = (**scalar).clone();
                        self.print_elements_structure(attr, |p, i| {
                            p.write_str("(");
                            p.print_dense_scalar(layout.read(attr, 2 * i), &scalar);
                            p.write_str(",");
                            p.print_dense_scalar(layout.read(attr, 2 * i + 1), &scalar);
                            p.write_str(")");
                        });
                    }
                    scalar => {
                        if let Some((bytes, signed)) = whole_byte_integer(scalar) {
                            // An element of 1, 2, 4 or 8 bytes as a 64-bit integer, without
                            // the arbitrary-width value (most integer literals).
                            self.print_elements_structure(attr, |p, i| {
                                let value = layout.read(attr, i).to_u128().unwrap_or(0) as u64;
                                write_integer(p.out(), value, bytes, signed);
                            });
                            return;
                        }
                        self.print_elements_structure(attr, |p, i| {
                            p.print_dense_scalar(layout.read(attr, i), scalar)
                        });
                    }
                }
            }
        }
    }

    /// A stored scalar's bits `v`, of type `scalar`.
    fn print_dense_scalar(&mut self, v: ApInt, scalar: &Type) {
        match scalar {
            Type::Float(k) => {
                write_float(self.out(), *k, v.to_u128().unwrap_or(0));
            }
            Type::Integer { width: 1, .. } => {
                let b = v.to_u128().is_some_and(|x| x != 0);
                self.write_str(if b { "true" } else { "false" });
            }
            Type::Integer { signedness, .. } => {
                write_apint(self.out(), &v, *signedness != Signedness::Unsigned)
            }
            _ => write_apint(self.out(), &v, true),
        }
    }

    /// `printDenseElementsAttrImpl`: a splat as element 0; else every element, in brackets
    /// that follow the shape.
    fn print_elements_structure(
        &mut self,
        attr: &DenseElementsAttr,
        mut print_elt: impl FnMut(&mut Self, u64),
    ) {
        if attr.is_splat() {
            return print_elt(self, 0);
        }
        let Some((shape, _)) = static_shape(attr.ty()) else {
            return;
        };
        let n = attr.num_elements();
        if n == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0u64; rank];
        let mut open = 0usize;
        for idx in 0..n {
            if idx != 0 {
                self.write_str(", ");
            }
            while open < rank {
                self.write_str("[");
                open += 1;
            }
            print_elt(self, idx);
            if rank > 0 {
                counter[rank - 1] += 1;
                for i in (1..rank).rev() {
                    if counter[i] >= shape[i] {
                        counter[i] = 0;
                        counter[i - 1] += 1;
                        open -= 1;
                        self.write_str("]");
                    }
                }
            }
        }
        while open > 0 {
            self.write_str("]");
            open -= 1;
        }
    }
}
