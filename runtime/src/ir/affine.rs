//! Affine expressions, affine maps and integer sets (MLIR's `AffineExpr`, `AffineMap`,
//! `IntegerSet`), with MLIR's simplification on construction (`AffineExpr.cpp`: `simplifyAdd`,
//! `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`, and the ordering of the
//! operands of commutative expressions).
//!
//! An expression is a small value: dimensions, symbols and constants inline, binary expressions
//! behind one `Arc` that also holds what the simplification asks of a subtree again and again
//! (its depth, whether it is symbolic, its largest known divisor, its hash), so that building
//! an expression costs no walk of its operands. MLIR uniques expressions and compares them by
//! pointer; here equality is structural (with the cached hash as a quick filter), which gives
//! the same answers. Deep trees (a long sum is as deep as it has terms) are compared and
//! dropped without recursion.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The operator of a binary affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryKind {
    /// `a + b`
    Add,
    /// `a * b`
    Mul,
    /// `a floordiv b`
    FloorDiv,
    /// `a ceildiv b`
    CeilDiv,
    /// `a mod b`
    Mod,
}

impl AffineBinaryKind {
    /// The operator as MLIR prints it between its operands (` + `, ` floordiv `…).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryKind::Add => " + ",
            AffineBinaryKind::Mul => " * ",
            AffineBinaryKind::FloorDiv => " floordiv ",
            AffineBinaryKind::CeilDiv => " ceildiv ",
            AffineBinaryKind::Mod => " mod ",
        }
    }
}

/// An affine expression: `d0`, `s1`, `42`, or a binary expression of two of them
/// (`d0 + s0`, `d1 floordiv 4`). Cheap to clone.
///
/// The builders ([`AffineExpr::add`], [`AffineExpr::mul`], [`AffineExpr::floor_div`],
/// [`AffineExpr::ceil_div`], [`AffineExpr::modulo`], [`AffineExpr::neg`], [`AffineExpr::sub`],
/// and the `+ - * %` operators) simplify as MLIR's do: `d0 + 2 + 3` is `d0 + 5`, `2 * d0` is
/// `d0 * 2`, `d1 + d0` is `d0 + d1`, `(d0 * 4) floordiv 2` is `d0 * 2`.
#[derive(Clone)]
pub struct AffineExpr(Repr);

#[derive(Clone)]
enum Repr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Binary(Arc<Binary>),
}

/// A binary expression and what is known of it.
struct Binary {
    kind: AffineBinaryKind,
    lhs: AffineExpr,
    rhs: AffineExpr,
    /// 1 + the depth of the deeper operand (leaves have depth 0).
    depth: u32,
    /// No dimension occurs in it (`isSymbolicOrConstant`).
    symbolic: bool,
    /// `getLargestKnownDivisor`.
    divisor: i64,
    /// The structural hash.
    hash: u64,
}

/// A borrowed view of an expression, to match on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineExprRef<'a> {
    /// `dN`
    Dim(u32),
    /// `sN`
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs op rhs`
    Binary(AffineBinaryKind, &'a AffineExpr, &'a AffineExpr),
}

/// Depth beyond which the simplification rules that walk down a chain of operands
/// (`(a + b + …) floordiv c`) no longer apply, so that building a hand-made expression deeper
/// than anything the parser accepts cannot exhaust the stack. The parser's limit
/// ([`crate::syntax::parser::MAX_AFFINE_EXPR_DEPTH`]) is below it: parsed text is
/// simplified exactly as MLIR does.
const SIMPLIFY_DEPTH: u32 = 600;

fn mix(a: u64, b: u64) -> u64 {
    (a.rotate_left(5) ^ b).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95)
}

impl AffineExpr {
    /// `dN`: the dimension at `position`.
    pub fn dim(position: u32) -> AffineExpr {
        AffineExpr(Repr::Dim(position))
    }

    /// `sN`: the symbol at `position`.
    pub fn symbol(position: u32) -> AffineExpr {
        AffineExpr(Repr::Symbol(position))
    }

    /// An integer constant.
    pub fn constant(value: i64) -> AffineExpr {
        AffineExpr(Repr::Constant(value))
    }

    /// What the expression is, to match on.
    pub fn view(&self) -> AffineExprRef<'_> {
        match &self.0 {
            Repr::Dim(p) => AffineExprRef::Dim(*p),
            Repr::Symbol(p) => AffineExprRef::Symbol(*p),
            Repr::Constant(c) => AffineExprRef::Constant(*c),
            Repr::Binary(b) => AffineExprRef::Binary(b.kind, &b.lhs, &b.rhs),
        }
    }

    /// The value, if this is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        match self.0 {
            Repr::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// The position, if this is a dimension.
    pub fn as_dim(&self) -> Option<u32> {
        match self.0 {
            Repr::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// The position, if this is a symbol.
    pub fn as_symbol(&self) -> Option<u32> {
        match self.0 {
            Repr::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// The operator and operands, if this is a binary expression.
    pub fn as_binary(&self) -> Option<(AffineBinaryKind, &AffineExpr, &AffineExpr)> {
        match &self.0 {
            Repr::Binary(b) => Some((b.kind, &b.lhs, &b.rhs)),
            _ => None,
        }
    }

    /// Nesting depth of the expression tree: 0 for a dimension, symbol or constant.
    pub fn depth(&self) -> u32 {
        match &self.0 {
            Repr::Binary(b) => b.depth,
            _ => 0,
        }
    }

    /// Whether no dimension occurs in the expression (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match &self.0 {
            Repr::Dim(_) => false,
            Repr::Symbol(_) | Repr::Constant(_) => true,
            Repr::Binary(b) => b.symbolic,
        }
    }

    /// Whether the expression is pure affine: multiplication only by a constant, `floordiv`,
    /// `ceildiv` and `mod` only by a constant right operand (MLIR's `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        // An explicit stack: a long sum is as deep as it has terms.
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            let Some((kind, lhs, rhs)) = e.as_binary() else {
                continue;
            };
            let ok = match kind {
                AffineBinaryKind::Add => true,
                AffineBinaryKind::Mul => lhs.as_constant().is_some() || rhs.as_constant().is_some(),
                _ => rhs.as_constant().is_some(),
            };
            if !ok {
                return false;
            }
            stack.push(lhs);
            stack.push(rhs);
        }
        true
    }

    /// The greatest integer known to divide the expression (MLIR's `getLargestKnownDivisor`).
    pub fn largest_known_divisor(&self) -> i64 {
        match &self.0 {
            Repr::Dim(_) | Repr::Symbol(_) => 1,
            Repr::Constant(c) => c.wrapping_abs(),
            Repr::Binary(b) => b.divisor,
        }
    }

    fn cached_hash(&self) -> u64 {
        match &self.0 {
            Repr::Dim(p) => mix(1, *p as u64),
            Repr::Symbol(p) => mix(2, *p as u64),
            Repr::Constant(c) => mix(3, *c as u64),
            Repr::Binary(b) => b.hash,
        }
    }

    /// A binary expression exactly as given, without simplification (the storage MLIR's
    /// builders create once no rule applies).
    fn make_binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let depth = 1 + lhs.depth().max(rhs.depth());
        let symbolic = lhs.is_symbolic_or_constant() && rhs.is_symbolic_or_constant();
        let (ld, rd) = (lhs.largest_known_divisor(), rhs.largest_known_divisor());
        let divisor = match kind {
            AffineBinaryKind::Mul => ld.wrapping_mul(rd),
            AffineBinaryKind::Add | AffineBinaryKind::Mod => gcd(ld as u64, rd as u64) as i64,
            AffineBinaryKind::FloorDiv | AffineBinaryKind::CeilDiv => match rhs.as_constant() {
                Some(c) if c != 0 && ld.wrapping_rem(c) == 0 => ld.wrapping_div(c).wrapping_abs(),
                _ => 1,
            },
        };
        let hash = mix(mix(kind as u64 + 4, lhs.cached_hash()), rhs.cached_hash());
        AffineExpr(Repr::Binary(Arc::new(Binary {
            kind,
            lhs,
            rhs,
            depth,
            symbolic,
            divisor,
            hash,
        })))
    }

    /// The binary expression `lhs op rhs`, simplified as MLIR's `getAffineBinaryOpExpr`.
    pub fn binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match kind {
            AffineBinaryKind::Add => lhs.add(rhs),
            AffineBinaryKind::Mul => lhs.mul(rhs),
            AffineBinaryKind::FloorDiv => lhs.floor_div(rhs),
            AffineBinaryKind::CeilDiv => lhs.ceil_div(rhs),
            AffineBinaryKind::Mod => lhs.modulo(rhs),
        }
    }

    /// A commutative expression's storage, operands in MLIR's canonical order: dimensions and
    /// symbols by position, dimensions before symbols (`d1 + d0` is `d0 + d1`).
    fn make_commutative(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let swap = match (&lhs.0, &rhs.0) {
            (Repr::Symbol(a), Repr::Symbol(b)) | (Repr::Dim(a), Repr::Dim(b)) => a > b,
            (Repr::Symbol(_), Repr::Dim(_)) => true,
            _ => false,
        };
        if swap {
            Self::make_binary(kind, rhs, lhs)
        } else {
            Self::make_binary(kind, lhs, rhs)
        }
    }

    /// `self + other`, simplified (MLIR's `operator+`).
    pub fn add(&self, other: impl Into<AffineExpr>) -> AffineExpr {
        let other = other.into();
        match simplify_add(self, &other) {
            Some(e) => e,
            None => Self::make_commutative(AffineBinaryKind::Add, self.clone(), other),
        }
    }

    /// `self * other`, simplified (MLIR's `operator*`).
    pub fn mul(&self, other: impl Into<AffineExpr>) -> AffineExpr {
        let other = other.into();
        match simplify_mul(self, &other) {
            Some(e) => e,
            None => Self::make_commutative(AffineBinaryKind::Mul, self.clone(), other),
        }
    }

    /// `-self`, i.e. `self * -1`.
    pub fn neg(&self) -> AffineExpr {
        self.mul(-1)
    }

    /// `self - other`, i.e. `self + other * -1`.
    pub fn sub(&self, other: impl Into<AffineExpr>) -> AffineExpr {
        self.add(other.into().neg())
    }

    /// `self floordiv other`, simplified.
    pub fn floor_div(&self, other: impl Into<AffineExpr>) -> AffineExpr {
        let other = other.into();
        match simplify_floor_div(self, &other) {
            Some(e) => e,
            None => Self::make_binary(AffineBinaryKind::FloorDiv, self.clone(), other),
        }
    }

    /// `self ceildiv other`, simplified.
    pub fn ceil_div(&self, other: impl Into<AffineExpr>) -> AffineExpr {
        let other = other.into();
        match simplify_ceil_div(self, &other) {
            Some(e) => e,
            None => Self::make_binary(AffineBinaryKind::CeilDiv, self.clone(), other),
        }
    }

    /// `self mod other`, simplified.
    pub fn modulo(&self, other: impl Into<AffineExpr>) -> AffineExpr {
        let other = other.into();
        match simplify_mod(self, &other) {
            Some(e) => e,
            None => Self::make_binary(AffineBinaryKind::Mod, self.clone(), other),
        }
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `mod` for a positive `rhs`: the result is in `0..rhs`.
fn mod_positive(lhs: i64, rhs: i64) -> i64 {
    let r = lhs.wrapping_rem(rhs);
    if r < 0 { r + rhs } else { r }
}

/// LLVM's `divideFloorSigned` (`rhs` non-zero, no overflow).
fn div_floor(lhs: i64, rhs: i64) -> i64 {
    let q = lhs.wrapping_div(rhs);
    if lhs.wrapping_rem(rhs) != 0 && ((lhs < 0) != (rhs < 0)) {
        q - 1
    } else {
        q
    }
}

/// LLVM's `divideCeilSigned` (`rhs` non-zero, no overflow).
fn div_ceil(lhs: i64, rhs: i64) -> i64 {
    let q = lhs.wrapping_div(rhs);
    if lhs.wrapping_rem(rhs) != 0 && ((lhs < 0) == (rhs < 0)) {
        q + 1
    } else {
        q
    }
}

impl From<i64> for AffineExpr {
    fn from(v: i64) -> AffineExpr {
        AffineExpr::constant(v)
    }
}

impl From<&AffineExpr> for AffineExpr {
    fn from(e: &AffineExpr) -> AffineExpr {
        e.clone()
    }
}

/// `simplifyAdd`: `None` when no rule applies.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    // Fold two constants unless the sum overflows.
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_add(b).map(AffineExpr::constant);
    }
    // Only the right operand is a constant; a symbolic operand goes right of a non-symbolic
    // one (`4 + d0` is `d0 + 4`).
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.add(lhs));
    }
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    let l_bin = lhs.as_binary();
    // `(d0 + 2) + 3` is `d0 + 5`.
    if let (Some((AffineBinaryKind::Add, ll, lr)), Some(c)) = (l_bin, rhs_const)
        && let Some(lc) = lr.as_constant()
    {
        return Some(ll.add(lc.wrapping_add(c)));
    }
    // `c1 * e + c2 * e` is `(c1 + c2) * e`.
    let (first, c1) = match l_bin {
        Some((AffineBinaryKind::Mul, ll, lr)) if lr.as_constant().is_some() => {
            (ll, lr.as_constant().unwrap_or(1))
        }
        _ => (lhs, 1),
    };
    let r_bin = rhs.as_binary();
    let (second, c2) = match r_bin {
        Some((AffineBinaryKind::Mul, rl, rr)) if rr.as_constant().is_some() => {
            (rl, rr.as_constant().unwrap_or(1))
        }
        _ => (rhs, 1),
    };
    if first == second {
        return Some(first.mul(AffineExpr::constant(c1.wrapping_add(c2))));
    }
    // `(d0 + 2) + d1` is `(d0 + d1) + 2`.
    if let Some((AffineBinaryKind::Add, ll, lr)) = l_bin
        && let Some(lc) = lr.as_constant()
    {
        return Some(ll.add(rhs).add(lc));
    }
    // `e - q * (e floordiv q)` is `e mod q`.
    let (_, rl, rr) = r_bin?;
    if rr.as_constant() == Some(-1)
        && let Some((AffineBinaryKind::Mul, rll, rlr)) = rl.as_binary()
    {
        let (AffineBinaryKind::FloorDiv, fl, fr) = rll.as_binary()? else {
            return None;
        };
        if fr == rlr && lhs == fl {
            return Some(lhs.modulo(rlr));
        }
    }
    // `e + (e floordiv c) * -c` is `e mod c` (c a positive constant).
    let (AffineBinaryKind::Mul, (AffineBinaryKind::FloorDiv, fl, fr)) = (r_bin?.0, rl.as_binary()?)
    else {
        return None;
    };
    let positive = fr.as_constant().is_some_and(|c| c > 0);
    if positive && lhs == fl && *fr == rr.neg() {
        return Some(lhs.modulo(fr));
    }
    // `(a + b) + c` is `a + (b + c)` when `b + c` simplifies: `(s0 + s1) + (s1 floordiv 4) * -4`
    // is `s0 + s1 mod 4`.
    if let Some((AffineBinaryKind::Add, ll, lr)) = l_bin
        && lhs.depth() < SIMPLIFY_DEPTH
        && let Some(sum) = simplify_add(lr, rhs)
    {
        return Some(ll.add(sum));
    }
    None
}

/// `simplifyMul`: `None` when no rule applies.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_mul(b).map(AffineExpr::constant);
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // The constant or symbolic operand goes right (`2 * d0` is `d0 * 2`).
    if !rhs.is_symbolic_or_constant() || lhs_const.is_some() {
        return Some(rhs.mul(lhs));
    }
    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(rhs.clone()),
        _ => {}
    }
    if let Some((AffineBinaryKind::Mul, ll, lr)) = lhs.as_binary()
        && let Some(lc) = lr.as_constant()
    {
        // `(d0 * 2) * 3` is `d0 * 6`.
        if let Some(c) = rhs_const {
            return Some(ll.mul(lc.wrapping_mul(c)));
        }
        // `(d0 * 2) * s0` is `(d0 * s0) * 2`.
        return Some(ll.mul(rhs).mul(lc));
    }
    None
}

/// `simplifyFloorDiv`: `None` when no rule applies.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant().filter(|c| *c != 0)?;
    if let Some(l) = lhs.as_constant() {
        if l == i64::MIN && c == -1 {
            return None;
        }
        return Some(AffineExpr::constant(div_floor(l, c)));
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    let (kind, ll, lr) = lhs.as_binary()?;
    // `(e * 128) floordiv 64` is `e * 2`.
    if kind == AffineBinaryKind::Mul
        && let Some(lc) = lr.as_constant()
        && lc.wrapping_rem(c) == 0
    {
        return Some(ll.mul(lc.wrapping_div(c)));
    }
    // `(e1 + e2) floordiv c` when either is a multiple of c.
    if kind == AffineBinaryKind::Add
        && lhs.depth() < SIMPLIFY_DEPTH
        && (ll.largest_known_divisor().wrapping_rem(c) == 0
            || lr.largest_known_divisor().wrapping_rem(c) == 0)
    {
        return Some(ll.floor_div(c).add(lr.floor_div(c)));
    }
    None
}

/// `simplifyCeilDiv`: `None` when no rule applies.
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant().filter(|c| *c != 0)?;
    if let Some(l) = lhs.as_constant() {
        if l == i64::MIN && c == -1 {
            return None;
        }
        return Some(AffineExpr::constant(div_ceil(l, c)));
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    // `(e * 128) ceildiv 64` is `e * 2`.
    if let Some((AffineBinaryKind::Mul, ll, lr)) = lhs.as_binary()
        && let Some(lc) = lr.as_constant()
        && lc.wrapping_rem(c) == 0
    {
        return Some(ll.mul(lc.wrapping_div(c)));
    }
    None
}

/// `simplifyMod`: `None` when no rule applies.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Modulo by zero or a negative number is undefined and kept as written.
    let c = rhs.as_constant().filter(|c| *c >= 1)?;
    if let Some(l) = lhs.as_constant() {
        return Some(AffineExpr::constant(mod_positive(l, c)));
    }
    // A multiple of c: `(i * 128) mod 64` is 0.
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(AffineExpr::constant(0));
    }
    let (kind, ll, lr) = lhs.as_binary()?;
    // `(e1 + e2) mod c` when either is a multiple of c.
    if kind == AffineBinaryKind::Add {
        if ll.largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(lr.modulo(c));
        }
        if lr.largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(ll.modulo(c));
        }
    }
    // `(e mod a) mod b` is `e mod b` when b divides a.
    if kind == AffineBinaryKind::Mod
        && let Some(a) = lr.as_constant()
        && a >= 1
        && mod_positive(a, c) == 0
    {
        return Some(ll.modulo(c));
    }
    None
}

impl PartialEq for AffineExpr {
    fn eq(&self, other: &AffineExpr) -> bool {
        // An explicit stack: deep trees compare without recursion.
        let mut stack = vec![(self, other)];
        while let Some((a, b)) = stack.pop() {
            match (&a.0, &b.0) {
                (Repr::Dim(x), Repr::Dim(y)) | (Repr::Symbol(x), Repr::Symbol(y)) => {
                    if x != y {
                        return false;
                    }
                }
                (Repr::Constant(x), Repr::Constant(y)) => {
                    if x != y {
                        return false;
                    }
                }
                (Repr::Binary(x), Repr::Binary(y)) => {
                    if Arc::ptr_eq(x, y) {
                        continue;
                    }
                    if x.hash != y.hash || x.depth != y.depth || x.kind != y.kind {
                        return false;
                    }
                    stack.push((&x.lhs, &y.lhs));
                    stack.push((&x.rhs, &y.rhs));
                }
                _ => return false,
            }
        }
        true
    }
}

impl Eq for AffineExpr {}

impl Hash for AffineExpr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.cached_hash());
    }
}

impl std::fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = Vec::new();
        super::print::write_affine_expr(&mut out, self);
        f.write_str(&String::from_utf8_lossy(&out))
    }
}

impl Drop for Binary {
    fn drop(&mut self) {
        // Shallow trees drop recursively; deep ones through a worklist, so that a long chain
        // does not recurse once per level.
        if self.depth < 64 {
            return;
        }
        let mut work: Vec<Arc<Binary>> = Vec::new();
        for e in [&mut self.lhs, &mut self.rhs] {
            if let Repr::Binary(b) = std::mem::replace(&mut e.0, Repr::Constant(0)) {
                work.push(b);
            }
        }
        while let Some(b) = work.pop() {
            if let Some(mut node) = Arc::into_inner(b) {
                for e in [&mut node.lhs, &mut node.rhs] {
                    if let Repr::Binary(c) = std::mem::replace(&mut e.0, Repr::Constant(0)) {
                        work.push(c);
                    }
                }
            }
        }
    }
}

macro_rules! affine_op {
    ($trait:ident, $method:ident, $builder:ident) => {
        impl<T: Into<AffineExpr>> std::ops::$trait<T> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: T) -> AffineExpr {
                AffineExpr::$builder(&self, rhs)
            }
        }
        impl<T: Into<AffineExpr>> std::ops::$trait<T> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: T) -> AffineExpr {
                AffineExpr::$builder(self, rhs)
            }
        }
    };
}

affine_op!(Add, add, add);
affine_op!(Sub, sub, sub);
affine_op!(Mul, mul, mul);
affine_op!(Rem, rem, modulo);

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(&self)
    }
}

impl std::ops::Neg for &AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}

/// `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)`: a list of affine expressions over `num_dims`
/// dimensions and `num_symbols` symbols (MLIR's `AffineMap`). Cheap to clone.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap(Arc<MapData>);

#[derive(PartialEq, Eq, Hash)]
struct MapData {
    num_dims: u32,
    num_symbols: u32,
    results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// The map `(d0, …)[s0, …] -> (results)` (MLIR's `AffineMap::get`). The results should
    /// use dimensions below `num_dims` and symbols below `num_symbols`.
    pub fn get(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap(Arc::new(MapData {
            num_dims,
            num_symbols,
            results: results.into(),
        }))
    }

    /// `(d0, …, dN-1) -> (d0, …, dN-1)` (MLIR's `getMultiDimIdentityMap`).
    pub fn multi_dim_identity(num_dims: u32) -> AffineMap {
        AffineMap::get(num_dims, 0, (0..num_dims).map(AffineExpr::dim).collect())
    }

    /// The number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.0.num_dims
    }

    /// The number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.0.num_symbols
    }

    /// The result expressions.
    pub fn results(&self) -> &[AffineExpr] {
        &self.0.results
    }

    /// Whether the results are the dimensions in order, one each (MLIR's `isIdentity`;
    /// symbols are not looked at: `(d0)[s0] -> (d0)` is an identity).
    pub fn is_identity(&self) -> bool {
        self.results().len() == self.num_dims() as usize
            && self
                .results()
                .iter()
                .enumerate()
                .all(|(i, e)| e.as_dim() == Some(i as u32))
    }

    /// Whether this is the identity map of `n` dimensions and no symbols, the default layout
    /// of a memref of rank `n`.
    pub fn is_multi_dim_identity(&self, n: usize) -> bool {
        self.num_symbols() == 0 && self.num_dims() as usize == n && self.is_identity()
    }

    /// The deepest of the results.
    pub fn depth(&self) -> u32 {
        self.results()
            .iter()
            .map(AffineExpr::depth)
            .max()
            .unwrap_or(0)
    }
}

impl std::fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = Vec::new();
        super::print::write_affine_map(&mut out, self);
        f.write_str(&String::from_utf8_lossy(&out))
    }
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`: a conjunction of affine constraints, each
/// `expr >= 0` or `expr == 0` (MLIR's `IntegerSet`). Cheap to clone.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet(Arc<SetData>);

#[derive(PartialEq, Eq, Hash)]
struct SetData {
    num_dims: u32,
    num_symbols: u32,
    constraints: Box<[(AffineExpr, bool)]>,
}

impl IntegerSet {
    /// The set of the `constraints`, each an expression and whether it is an equality
    /// (`expr == 0`) rather than an inequality (`expr >= 0`) (MLIR's `IntegerSet::get`).
    pub fn get(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<(AffineExpr, bool)>,
    ) -> IntegerSet {
        IntegerSet(Arc::new(SetData {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
        }))
    }

    /// The number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.0.num_dims
    }

    /// The number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.0.num_symbols
    }

    /// The constraints: each expression and whether it is an equality.
    pub fn constraints(&self) -> &[(AffineExpr, bool)] {
        &self.0.constraints
    }

    /// The deepest of the constraints.
    pub fn depth(&self) -> u32 {
        self.constraints()
            .iter()
            .map(|(e, _)| e.depth())
            .max()
            .unwrap_or(0)
    }
}

impl std::fmt::Debug for IntegerSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut out = Vec::new();
        super::print::write_integer_set(&mut out, self);
        f.write_str(&String::from_utf8_lossy(&out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::dim(i)
    }
    fn s(i: u32) -> AffineExpr {
        AffineExpr::symbol(i)
    }
    fn show(e: &AffineExpr) -> String {
        format!("{e:?}")
    }

    #[test]
    fn simplification_on_construction() {
        assert_eq!(show(&(d(0) + 2 + 3)), "d0 + 5");
        assert_eq!(show(&(AffineExpr::constant(2) * d(0))), "d0 * 2");
        assert_eq!(show(&(d(1) + d(0))), "d0 + d1");
        assert_eq!(show(&(s(1) * s(0))), "s0 * s1");
        assert_eq!(show(&(d(0) * 4).floor_div(2)), "d0 * 2");
        assert_eq!(show(&(d(0) + d(0) * 2)), "d0 * 3");
        assert_eq!(show(&(d(0) - d(0).floor_div(4) * 4)), "d0 mod 4");
        assert_eq!(show(&(d(0) % 4 % 2)), "d0 mod 2");
        assert_eq!(show(&AffineExpr::constant(-7).floor_div(2)), "-4");
        assert_eq!(show(&AffineExpr::constant(-7).ceil_div(2)), "-3");
        assert_eq!(show(&(AffineExpr::constant(-7) % 3)), "2");
        assert_eq!(show(&(d(0) % -3)), "d0 mod -3");
        assert_eq!(
            show(&(AffineExpr::constant(i64::MAX) + 1)),
            "9223372036854775807 + 1"
        );
    }

    #[test]
    fn deep_trees_compare_and_drop_without_recursion() {
        let build = || {
            let mut e = d(0);
            for i in 0..200_000u32 {
                e = e + if i % 2 == 0 { s(0) } else { d(0) };
            }
            e
        };
        let (a, b) = (build(), build());
        assert!(a == b);
        assert_eq!(a.depth(), 200_000);
        drop(a);
        drop(b);
    }

    #[test]
    fn identity_maps() {
        assert!(AffineMap::multi_dim_identity(2).is_identity());
        assert!(AffineMap::get(1, 1, vec![d(0)]).is_identity());
        assert!(!AffineMap::get(1, 1, vec![d(0)]).is_multi_dim_identity(1));
        assert!(!AffineMap::get(2, 0, vec![d(1), d(0)]).is_identity());
    }
}
