//! Printing affine expressions, affine maps and integer sets (MLIR's `printAffineExprInternal`,
//! `printAffineMap`, `printIntegerSet`): parentheses from the binding strength of the
//! enclosing operator, `d0 - 1` for `d0 + -1`, `-d0` for `d0 * -1`, `d0 - d1 * 2` for
//! `d0 + d1 * -2`.

use super::Printer;
use super::num::{write_i64, write_u64};
use crate::ir::affine::{AffineBinaryKind, AffineExpr, AffineExprRef, AffineMap, IntegerSet};

/// Expression depth beyond which the printer writes `<<NESTING TOO DEEP>>` (hand-built
/// expressions only: the parser accepts none this deep).
const MAX_EXPR_PRINT_DEPTH: u32 = 1000;

/// How tightly the enclosing operator binds (MLIR's `BindingStrength`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    /// `+` and `-`, or no enclosing operator.
    Weak,
    /// Every other binary operator.
    Strong,
}

/// Writes an affine expression as MLIR prints it.
pub fn write_affine_expr(out: &mut Vec<u8>, expr: &AffineExpr) {
    write_expr(out, expr, Binding::Weak, 0);
}

fn write_expr(out: &mut Vec<u8>, expr: &AffineExpr, enclosing: Binding, depth: u32) {
    if depth > MAX_EXPR_PRINT_DEPTH {
        out.extend_from_slice(b"<<NESTING TOO DEEP>>");
        return;
    }
    let depth = depth + 1;
    let (kind, lhs, rhs) = match expr.view() {
        AffineExprRef::Dim(p) => {
            out.push(b'd');
            write_u64(out, p as u64);
            return;
        }
        AffineExprRef::Symbol(p) => {
            out.push(b's');
            write_u64(out, p as u64);
            return;
        }
        AffineExprRef::Constant(c) => {
            write_i64(out, c);
            return;
        }
        AffineExprRef::Binary(kind, lhs, rhs) => (kind, lhs, rhs),
    };
    let strong = enclosing == Binding::Strong;
    if strong {
        out.push(b'(');
    }
    if kind != AffineBinaryKind::Add {
        if kind == AffineBinaryKind::Mul && rhs.as_constant() == Some(-1) {
            out.push(b'-');
            write_expr(out, lhs, Binding::Strong, depth);
        } else {
            write_expr(out, lhs, Binding::Strong, depth);
            out.extend_from_slice(kind.spelling().as_bytes());
            write_expr(out, rhs, Binding::Strong, depth);
        }
    } else {
        write_sum(out, lhs, rhs, depth);
    }
    if strong {
        out.push(b')');
    }
}

/// `lhs + rhs`, with MLIR's subtraction forms.
fn write_sum(out: &mut Vec<u8>, lhs: &AffineExpr, rhs: &AffineExpr, depth: u32) {
    if let Some((AffineBinaryKind::Mul, rl, rr)) = rhs.as_binary()
        && let Some(c) = rr.as_constant()
    {
        // `lhs + e * -1` is `lhs - e`; `lhs + e * -c` is `lhs - e * c`.
        if c == -1 {
            write_expr(out, lhs, Binding::Weak, depth);
            out.extend_from_slice(b" - ");
            let inner = if rl
                .as_binary()
                .is_some_and(|(k, _, _)| k == AffineBinaryKind::Add)
            {
                Binding::Strong
            } else {
                Binding::Weak
            };
            write_expr(out, rl, inner, depth);
            return;
        }
        if c < -1 {
            write_expr(out, lhs, Binding::Weak, depth);
            out.extend_from_slice(b" - ");
            write_expr(out, rl, Binding::Strong, depth);
            out.extend_from_slice(b" * ");
            // `-c` as C++ computes it: INT64_MIN stays itself.
            write_i64(out, c.wrapping_neg());
            return;
        }
    }
    if let Some(c) = rhs.as_constant()
        && c < 0
    {
        write_expr(out, lhs, Binding::Weak, depth);
        out.extend_from_slice(b" - ");
        write_i64(out, c.wrapping_neg());
        return;
    }
    write_expr(out, lhs, Binding::Weak, depth);
    out.extend_from_slice(b" + ");
    write_expr(out, rhs, Binding::Weak, depth);
}

/// `(d0, d1)`: `n` identifiers named `prefix` and their position.
fn write_ids(out: &mut Vec<u8>, prefix: u8, n: u32) {
    for i in 0..n {
        if i != 0 {
            out.extend_from_slice(b", ");
        }
        out.push(prefix);
        write_u64(out, i as u64);
    }
}

/// `(d0, d1)[s0]` (the symbol list only when there are symbols).
fn write_dims_and_symbols(out: &mut Vec<u8>, dims: u32, symbols: u32) {
    out.push(b'(');
    write_ids(out, b'd', dims);
    out.push(b')');
    if symbols != 0 {
        out.push(b'[');
        write_ids(out, b's', symbols);
        out.push(b']');
    }
}

/// Writes `(d0)[s0] -> (d0 + s0)`, the body of `affine_map<…>`.
pub fn write_affine_map(out: &mut Vec<u8>, map: &AffineMap) {
    write_dims_and_symbols(out, map.num_dims(), map.num_symbols());
    out.extend_from_slice(b" -> (");
    for (i, e) in map.results().iter().enumerate() {
        if i != 0 {
            out.extend_from_slice(b", ");
        }
        write_affine_expr(out, e);
    }
    out.push(b')');
}

/// Writes `(d0)[s0] : (d0 - s0 >= 0)`, the body of `affine_set<…>`.
pub fn write_integer_set(out: &mut Vec<u8>, set: &IntegerSet) {
    write_dims_and_symbols(out, set.num_dims(), set.num_symbols());
    out.extend_from_slice(b" : (");
    for (i, (e, is_eq)) in set.constraints().iter().enumerate() {
        if i != 0 {
            out.extend_from_slice(b", ");
        }
        write_affine_expr(out, e);
        out.extend_from_slice(if *is_eq { b" == 0" } else { b" >= 0" });
    }
    out.push(b')');
}

impl Printer<'_> {
    /// An affine expression.
    pub fn print_affine_expr(&mut self, expr: &AffineExpr) {
        write_affine_expr(self.out(), expr);
    }

    /// An affine map, bare: `(d0, d1) -> (d1, d0)` (what `OpAsmPrinter << AffineMap` writes).
    pub fn print_affine_map(&mut self, map: &AffineMap) {
        write_affine_map(self.out(), map);
    }

    /// `affine_map<…>`, without alias.
    pub fn print_affine_map_attr(&mut self, map: &AffineMap) {
        self.write_str("affine_map<");
        write_affine_map(self.out(), map);
        self.write_str(">");
    }

    /// `affine_set<…>`, without alias.
    pub fn print_integer_set_attr(&mut self, set: &IntegerSet) {
        self.write_str("affine_set<");
        write_integer_set(self.out(), set);
        self.write_str(">");
    }
}
