//! Attribute and type printing (MLIR's `AsmPrinter::Impl::printAttribute` / `printType`),
//! string escaping, bare-identifier checks and the dialect-symbol pretty form.

use super::Printer;
use super::print_num::{write_apint, write_float, write_u64};
use crate::ir::{Attribute, DenseArrayAttr, FloatKind, NamedAttribute, Signedness, Type};
use crate::syntax::parse_attr::{BODY_SPECIAL, opening_bracket};

/// Bytes that `llvm::printEscapedString` escapes: non-printable, non-ASCII, `"` and `\`.
const fn escape_table() -> [bool; 256] {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i < 0x20 || i >= 0x7F || i == b'"' as usize || i == b'\\' as usize;
        i += 1;
    }
    t
}

static NEEDS_ESCAPE: [bool; 256] = escape_table();

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Whether any byte of the 8-byte word needs escaping (SWAR: `< 0x20`, `>= 0x7F`, `"`, `\`).
#[inline]
fn word_needs_escape(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let has_zero = |v: u64| v.wrapping_sub(ONES) & !v & HIGH != 0;
    let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGH != 0;
    (w & HIGH) != 0
        || below_space
        || has_zero(w ^ (ONES * 0x7F))
        || has_zero(w ^ (ONES * b'"' as u64))
        || has_zero(w ^ (ONES * b'\\' as u64))
}

/// Each byte's escaped form padded to four bytes, the length (1 or 3, or 2 for `\\`) last:
/// `a` → `a??1`, `"` → `\22 3`. Lets the dense path write every byte without a branch.
static ESCAPED: [[u8; 4]; 256] = {
    let mut t = [[0u8; 4]; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = if c == b'\\' {
            [b'\\', b'\\', 0, 2]
        } else if NEEDS_ESCAPE[i] {
            [b'\\', HEX[(c >> 4) as usize], HEX[(c & 15) as usize], 3]
        } else {
            [c, 0, 0, 1]
        };
        i += 1;
    }
    t
};

/// Bytes of input the dense path escapes at a time (into a stack buffer of 3× that).
const DENSE_BLOCK: usize = 64;

/// Appends `bytes` escaped as `llvm::printEscapedString` does (no quotes): printable ASCII as is,
/// `\` as `\\`, everything else (including `"`) as `\XX` in uppercase hex.
///
/// Text is copied in runs: words of 8 plain bytes are skipped with one test. Binary payloads,
/// where about two bytes in three need escaping, go through a branch-free dense path instead:
/// each byte's escaped form comes from [`ESCAPED`] into a stack buffer, appended once per block.
pub fn write_escaped(out: &mut Vec<u8>, bytes: &[u8]) {
    out.reserve(bytes.len() + bytes.len() / 2);
    let mut rest = bytes;
    loop {
        // A run of plain words, copied at once.
        let mut plain = 0;
        while let Some(chunk) = rest.get(plain..plain + 8) {
            let mut w = [0u8; 8];
            w.copy_from_slice(chunk);
            if word_needs_escape(u64::from_le_bytes(w)) {
                break;
            }
            plain += 8;
        }
        let (run, tail) = rest.split_at(plain);
        out.extend_from_slice(run);
        if tail.is_empty() {
            return;
        }
        // A block holding an escape: branch-free.
        let (block, tail) = tail.split_at(tail.len().min(DENSE_BLOCK));
        let mut buf = [0u8; DENSE_BLOCK * 3 + 4];
        let mut n = 0;
        for &c in block {
            let e = ESCAPED[c as usize];
            if let Some(dst) = buf.get_mut(n..n + 4) {
                dst.copy_from_slice(&e);
            }
            n += e[3] as usize;
        }
        out.extend_from_slice(buf.get(..n).unwrap_or(&[]));
        rest = tail;
    }
}

/// MLIR's `isBareIdentifier`: `[A-Za-z_][A-Za-z0-9_$.]*`.
pub(crate) fn is_bare_identifier(name: &[u8]) -> bool {
    match name.split_first() {
        Some((first, rest)) => {
            (first.is_ascii_alphabetic() || *first == b'_')
                && rest
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
        }
        None => false,
    }
}

/// `isDialectSymbolSimpleEnoughForPrettyForm`: an identifier (`[A-Za-z][A-Za-z0-9._]*`)
/// optionally followed by one `<…>` group running to the end.
///
/// MLIR only checks that the rest starts with `<` and ends with `>`, so it prints
/// `#tst<a<1>, b<2>>` as `#tst.a<1>, b<2>`, which does not parse (its `<1>` closes the body).
/// rods requires the `<` to be closed by the last `>`, scanning as the parser's
/// `skip_dialect_symbol_body` does (brackets, `->`, string literals); found by the `attribute`
/// fuzz target.
pub(crate) fn is_pretty_dialect_symbol(sym: &[u8]) -> bool {
    is_pretty_symbol_at(sym, 0, &[], &mut Vec::new())
}

/// The bytes of the name part of a pretty dialect symbol: `[A-Za-z0-9._]`.
static SYMBOL_NAME_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric() || c == b'.' || c == b'_';
        i += 1;
    }
    t
};

/// [`is_pretty_dialect_symbol`] for `text[start..]`, jumping over the spans of `text` listed
/// in `spans` (ascending, disjoint `(start, end)` offsets; see `Printer::string_spans`): string
/// literals and nested dialect attributes already found balanced. `stack` is scratch space.
fn is_pretty_symbol_at(
    text: &[u8],
    start: usize,
    spans: &[(usize, usize)],
    stack: &mut Vec<u8>,
) -> bool {
    let sym = text.get(start..).unwrap_or(&[]);
    match sym.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let rest_at = sym.iter().position(|&c| !SYMBOL_NAME_CHAR[c as usize]);
    match rest_at {
        None => true,
        Some(i) => {
            sym[i] == b'<' && balanced_group_end(text, start + i, spans, stack) == Some(text.len())
        }
    }
}

/// The end offset of the balanced `<…>`, `[…]`, `(…)` or `{…}` group starting at `text[from]`,
/// as the parser's `skip_dialect_symbol_body` finds it; `None` when it is not closed or closed
/// by the wrong kind. The spans in `spans` (string literals, balanced nested attributes) are
/// jumped over in one step; the gaps between them are scanned for [`BODY_SPECIAL`] bytes, and
/// a string literal not in `spans` is skipped byte by byte.
fn balanced_group_end(
    text: &[u8],
    from: usize,
    spans: &[(usize, usize)],
    stack: &mut Vec<u8>,
) -> Option<usize> {
    stack.clear();
    let mut spans = spans.iter();
    let mut pos = from;
    loop {
        // The next span not behind `pos`: one behind it began inside a string skipped by hand
        // (which no span can) and is dropped, as scanning its bytes would have done.
        let span = spans.by_ref().find(|s| s.0 >= pos);
        let gap_end = span.map_or(text.len(), |s| s.0);
        while pos < gap_end {
            let c = *text.get(pos)?;
            pos += 1;
            if !BODY_SPECIAL[c as usize] {
                continue;
            }
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if text.get(pos) == Some(&b'>') => pos += 1,
                // The guard pops: a matching close falls through to `_`.
                b'>' | b']' | b')' | b'}' if stack.pop() != Some(opening_bracket(c)) => {
                    return None;
                }
                b'"' => pos = string_literal_end(text, pos)?,
                0 => return None,
                _ => {}
            }
            if stack.is_empty() {
                return Some(pos);
            }
        }
        match span {
            // Landed on the span: jump over it.
            Some(s) if pos == s.0 => pos = s.1,
            // Past it (behind a string skipped by hand): scan on.
            Some(_) => {}
            None => return None,
        }
    }
}

/// The offset after the `"` closing the string literal whose body starts at `text[pos]`
/// (escapes `\x` taken as two bytes); `None` when it is not closed.
fn string_literal_end(text: &[u8], mut pos: usize) -> Option<usize> {
    loop {
        match text.get(pos)? {
            b'\\' => pos += 2,
            b'"' => return Some(pos + 1),
            _ => pos += 1,
        }
    }
}

/// Whether an attribute's type may be elided (`AttrTypeElision::May`, inside arrays).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Elision {
    Never,
    May,
}

/// Nesting beyond which attributes and types are not printed further (hand-built IR deeper
/// than this prints a marker instead of overflowing the stack).
const MAX_DEPTH: u32 = super::MAX_PRINT_DEPTH;

impl Printer<'_> {
    /// `printKeywordOrString`: bare identifier as is, else a quoted escaped string.
    pub fn print_keyword_or_string(&mut self, s: &[u8]) {
        if is_bare_identifier(s) {
            self.write_bytes(s);
        } else {
            self.print_string(s);
        }
    }

    /// A quoted, escaped string (`"a\0Ab"`).
    pub fn print_string(&mut self, s: &[u8]) {
        let start = self.out.len();
        let out = self.out();
        out.push(b'"');
        write_escaped(out, s);
        out.push(b'"');
        self.record_string(start);
    }

    /// Notes the string literal written from `start` to the end of `out` (see `string_spans`).
    fn record_string(&mut self, start: usize) {
        if self.recording_strings != 0 {
            self.string_spans.push((start, self.out.len()));
        }
    }

    /// A string attribute, quoted and escaped; one kept in canonical escaped form is copied.
    pub fn print_string_attr(&mut self, s: &crate::ir::StringAttr) {
        match s.canonical_escaped() {
            Some(raw) => {
                let start = self.out.len();
                let out = self.out();
                out.reserve(raw.len() + 2);
                out.push(b'"');
                out.extend_from_slice(raw);
                out.push(b'"');
                self.record_string(start);
            }
            None => self.print_string(s.as_bytes()),
        }
    }

    /// A string attribute nested in another one, as [`print_attribute`](Self::print_attribute)
    /// prints `Attribute::String` (a nesting level, the marker past the limit, the type of a
    /// typed string) without making one.
    pub(crate) fn print_nested_string_attr(&mut self, s: &crate::ir::StringAttr) {
        if !self.enter() {
            return;
        }
        self.print_string_attr_with_type(s, true);
        self.depth -= 1;
    }

    /// A string attribute and, `with_type`, its type if it has one (` : i32`).
    #[inline]
    fn print_string_attr_with_type(&mut self, s: &crate::ir::StringAttr, with_type: bool) {
        self.print_string_attr(s);
        if with_type && let Some(ty) = s.ty() {
            self.print_string_type(ty);
        }
    }

    /// ` : i32` after a typed string: rare, out of the way of the hot string printers.
    #[cold]
    #[inline(never)]
    fn print_string_type(&mut self, ty: &Type) {
        self.write_str(" : ");
        self.print_type(ty);
    }

    /// `@name`, quoted when not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &crate::ir::StringAttr) {
        self.print_symbol_bytes(name.as_bytes());
    }

    fn print_symbol_bytes(&mut self, name: &[u8]) {
        if name.is_empty() {
            self.write_str("@<<INVALID EMPTY SYMBOL>>");
            return;
        }
        self.write_str("@");
        self.print_keyword_or_string(name);
    }

    /// An attribute in full form (with its type where MLIR prints one).
    pub fn print_attribute(&mut self, attr: &Attribute) {
        self.print_attr_impl(attr, Elision::Never, true);
    }

    /// An attribute without its trailing `: type` (MLIR's `printAttributeWithoutType`).
    pub fn print_attribute_without_type(&mut self, attr: &Attribute) {
        self.print_attr_impl(attr, Elision::Never, false);
    }

    /// `name = value`, or just `name` for a unit value.
    pub fn print_named_attribute(&mut self, attr: &NamedAttribute) {
        self.print_keyword_or_string(attr.name.as_bytes());
        if matches!(attr.value, Attribute::Unit) {
            return;
        }
        self.write_str(" = ");
        self.print_attribute(&attr.value);
    }

    fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            self.write_str("<<NESTING TOO DEEP>>");
            self.depth_cuts += 1;
            return false;
        }
        self.depth += 1;
        true
    }

    pub(crate) fn print_attr_impl(&mut self, attr: &Attribute, elision: Elision, with_type: bool) {
        if !self.enter() {
            return;
        }
        match attr {
            Attribute::Unit => self.write_str("unit"),
            Attribute::Bool(b) => self.write_str(if *b { "true" } else { "false" }),
            Attribute::Integer(i) => {
                if i.ty.is_signless_int(1) {
                    let v = i.value.to_u128().unwrap_or(1) != 0;
                    self.write_str(if v { "true" } else { "false" });
                } else {
                    let signed = !matches!(
                        i.ty,
                        Type::Integer {
                            signedness: Signedness::Unsigned,
                            ..
                        }
                    );
                    write_apint(self.out(), &i.value, signed);
                    if with_type && !(elision == Elision::May && i.ty.is_signless_int(64)) {
                        self.write_str(" : ");
                        self.print_type(&i.ty);
                    }
                }
            }
            Attribute::Float(f) => {
                let kind = match f.ty {
                    Type::Float(k) => k,
                    _ => FloatKind::F64,
                };
                let hex = write_float(self.out(), kind, f.value());
                let elide = elision == Elision::May && kind == FloatKind::F64 && !hex;
                if with_type && !elide {
                    self.write_str(" : ");
                    self.print_type(&f.ty);
                }
            }
            Attribute::String(s) => self.print_string_attr_with_type(s, with_type),
            Attribute::Array(elems) => {
                self.write_str("[");
                for (i, e) in elems.iter().enumerate() {
                    if i != 0 {
                        self.write_str(", ");
                    }
                    self.print_attr_impl(e, Elision::May, true);
                }
                self.write_str("]");
            }
            Attribute::Dictionary(d) => {
                self.write_str("{");
                for (i, e) in d.entries().iter().enumerate() {
                    if i != 0 {
                        self.write_str(", ");
                    }
                    self.print_named_attribute(e);
                }
                self.write_str("}");
            }
            Attribute::SymbolRef(r) => {
                self.print_symbol_bytes(r.root.as_bytes());
                for n in r.nested.iter() {
                    self.write_str("::");
                    self.print_symbol_bytes(n.as_bytes());
                }
            }
            Attribute::Type(t) => self.print_type(t),
            Attribute::DenseArray(d) => self.print_dense_array(d),
            Attribute::Opaque(o) => {
                self.print_dialect_symbol(b'#', o.dialect.as_bytes(), o.body.as_bytes());
                // MLIR prints the type of a typed attribute unless it is `none`.
                if with_type && o.ty != Type::None {
                    self.write_str(" : ");
                    self.print_type(&o.ty);
                }
            }
            Attribute::Dialect(d) => self.print_registered_attr(d),
        }
        self.depth -= 1;
    }

    /// `#dialect.mnemonic<…>` of a registered attribute, or `#dialect<mnemonic…>` when its text
    /// is not simple enough; a shared one kept in `shared_prints` is copied. Inlined (also in
    /// debug builds): it is on the recursion of nested attributes, whose stack frames the
    /// printer's depth test measures on a 2 MiB stack.
    #[inline(always)]
    fn print_registered_attr(&mut self, d: &crate::ir::DialectAttr) {
        let hash = self.out().len();
        if let Some(text) = self.shared_prints.get(&d.0, self.depth) {
            self.out.extend_from_slice(text);
            self.end_simple_dialect_attr(hash, self.string_spans.len());
            return;
        }
        let def = d.0.def();
        self.write_str("#");
        self.write_str(def.dialect);
        let dot = self.out().len();
        self.write_str(".");
        let sym_start = self.out().len();
        self.write_str(def.mnemonic);
        let mark = self.string_spans.len();
        let cuts = self.depth_cuts;
        self.recording_strings += 1;
        d.0.print_body(self);
        self.recording_strings -= 1;
        let mut stack = std::mem::take(&mut self.bracket_stack);
        let spans = self.string_spans.get(mark..).unwrap_or(&[]);
        let simple = is_pretty_symbol_at(self.out, sym_start, spans, &mut stack);
        self.bracket_stack = stack;
        if simple {
            if self.depth_cuts == cuts {
                let text = self.out.get(hash..).unwrap_or(&[]);
                self.shared_prints.insert(&d.0, self.depth, text);
            }
            self.end_simple_dialect_attr(hash, mark);
            return;
        }
        // Not simple enough for `#dialect.sym`: MLIR prints `#dialect<sym>`.
        if self.recording_strings == 0 {
            self.string_spans.clear();
        }
        if let Some(c) = self.out().get_mut(dot) {
            *c = b'<';
        }
        self.write_str(">");
    }

    /// After a registered attribute found simple was written from `hash` on: outside any other
    /// attribute's body, the recorded spans are done with; inside one, the enclosing check
    /// jumps over all of it (`#nvvm.target<chip = "sm_90">` inside a `#gpu.object<…>`) rather
    /// than scanning it again: one span in place of the strings inside it (from `mark` on).
    fn end_simple_dialect_attr(&mut self, hash: usize, mark: usize) {
        if self.recording_strings == 0 {
            self.string_spans.clear();
        } else {
            self.string_spans.truncate(mark);
            self.string_spans.push((hash, self.out.len()));
        }
    }

    /// `printDialectSymbol`: `#foo.bar<…>` when simple enough, else `#foo<…>`. `body` is the
    /// stored text: either `sym` (after `dialect.`) or `<sym>` (the angle form).
    fn print_dialect_symbol(&mut self, prefix: u8, dialect: &[u8], body: &[u8]) {
        let sym = match body {
            [b'<', inner @ .., b'>'] => inner,
            _ => body,
        };
        self.out().push(prefix);
        self.write_bytes(dialect);
        // `#gps.ueue2-` (the lexer takes `-` into identifiers): MLIR prints `#gps<ueue2->`,
        // whose `->` reads as an arrow and leaves the `<` unbalanced. rods keeps the pretty
        // form, the only one that reads back (found by the `attribute` fuzz target).
        let ends_in_arrow = sym.last() == Some(&b'-')
            && sym
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
        let mut stack = std::mem::take(&mut self.bracket_stack);
        let pretty = is_pretty_symbol_at(sym, 0, &[], &mut stack);
        self.bracket_stack = stack;
        if pretty || ends_in_arrow {
            self.write_str(".");
            self.write_bytes(sym);
        } else {
            self.write_str("<");
            self.write_bytes(sym);
            self.write_str(">");
        }
    }

    fn print_dense_array(&mut self, d: &DenseArrayAttr) {
        self.write_str("array<");
        self.print_type(&d.element);
        if !d.values.is_empty() {
            self.write_str(": ");
            for (i, v) in d.values.iter().enumerate() {
                if i != 0 {
                    self.write_str(", ");
                }
                match &d.element {
                    Type::Float(k) => {
                        write_float(self.out(), *k, f64::from_bits(*v));
                    }
                    Type::Integer { width: 1, .. } => {
                        self.write_str(if *v & 1 != 0 { "true" } else { "false" })
                    }
                    Type::Integer { width, signedness } => {
                        let w = (*width).min(64);
                        let ap = crate::ir::ApInt::from_u128(w, *v as u128);
                        write_apint(self.out(), &ap, *signedness != Signedness::Unsigned);
                    }
                    _ => write_apint(
                        self.out(),
                        &crate::ir::ApInt::from_u128(64, *v as u128),
                        true,
                    ),
                }
            }
        }
        self.write_str(">");
    }

    /// A type.
    pub fn print_type(&mut self, ty: &Type) {
        if let Type::Tuple(elems) = ty
            && elems.len() > 16
            && let Some(alias) = self.type_alias(ty)
        {
            self.write_str("!");
            self.write_bytes(alias.as_bytes());
            return;
        }
        self.print_type_no_alias(ty);
    }

    pub(crate) fn print_type_no_alias(&mut self, ty: &Type) {
        if !self.enter() {
            return;
        }
        match ty {
            Type::Integer { width, signedness } => {
                self.write_str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                write_u64(self.out(), *width as u64);
            }
            Type::Index => self.write_str("index"),
            Type::Float(k) => self.write_str(k.keyword()),
            Type::None => self.write_str("none"),
            Type::Function(f) => self.print_functional_type(&f.inputs, &f.results),
            Type::Complex(e) => {
                self.write_str("complex<");
                self.print_type(e);
                self.write_str(">");
            }
            Type::Tuple(elems) => {
                self.write_str("tuple<");
                self.print_type_list(elems);
                self.write_str(">");
            }
            Type::Vector(v) => {
                self.write_str("vector<");
                for (i, d) in v.shape.iter().enumerate() {
                    let scalable = v.scalable.get(i).copied().unwrap_or(false);
                    if scalable {
                        self.write_str("[");
                    }
                    write_u64(self.out(), *d);
                    if scalable {
                        self.write_str("]");
                    }
                    self.write_str("x");
                }
                self.print_type(&v.element);
                self.write_str(">");
            }
            Type::Tensor(t) => {
                self.write_str("tensor<");
                match &t.shape {
                    None => self.write_str("*x"),
                    Some(shape) => {
                        for d in shape {
                            match d {
                                Some(n) => write_u64(self.out(), *n),
                                None => self.write_str("?"),
                            }
                            self.write_str("x");
                        }
                    }
                }
                self.print_type(&t.element);
                if let Some(enc) = &t.encoding {
                    self.write_str(", ");
                    self.print_attribute(enc);
                }
                self.write_str(">");
            }
            Type::Opaque(o) => {
                self.print_dialect_symbol(b'!', o.dialect.as_bytes(), o.body.as_bytes())
            }
        }
        self.depth -= 1;
    }

    /// `t1, t2, …`
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, t) in types.iter().enumerate() {
            if i != 0 {
                self.write_str(", ");
            }
            self.print_type(t);
        }
    }

    /// `(inputs) -> result` / `(inputs) -> (results)`: a single result that is not a function
    /// type goes without parentheses.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write_str("(");
        self.print_type_list(inputs);
        self.write_str(") -> ");
        match results {
            [single] if !matches!(single, Type::Function(_)) => self.print_type(single),
            _ => {
                self.write_str("(");
                self.print_type_list(results);
                self.write_str(")");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn esc(s: &[u8]) -> String {
        let mut out = Vec::new();
        write_escaped(&mut out, s);
        String::from_utf8(out).unwrap_or_default()
    }

    #[test]
    fn escaping() {
        assert_eq!(
            esc(b"q\"b\\n\t\n\x00\xFF\xC3\xA9"),
            "q\\22b\\\\n\\09\\0A\\00\\FF\\C3\\A9"
        );
        assert_eq!(
            esc(b"plain text that is longer than 8"),
            "plain text that is longer than 8"
        );
        assert_eq!(esc(b"0123456\x7f89abcdef\""), "0123456\\7F89abcdef\\22");
        // Every byte, alone and inside long runs, matches the byte-wise definition.
        for b in 0u8..=255 {
            let want = if b == b'\\' {
                "\\\\".to_string()
            } else if (0x20..0x7F).contains(&b) && b != b'"' {
                (b as char).to_string()
            } else {
                format!("\\{b:02X}")
            };
            assert_eq!(esc(&[b]), want);
            let long = [b'a', b'b', b'c', b'd', b'e', b'f', b'g', b, b'h', b'i'];
            assert_eq!(esc(&long), format!("abcdefg{want}hi"));
        }
    }

    #[test]
    fn escaping_mixed_runs_and_dense_blocks() {
        // Text runs, dense binary and block boundaries all agree with the byte-wise definition.
        let mut data = Vec::new();
        use proptest::prelude::RngExt;
        use proptest::test_runner::{RngAlgorithm, TestRng};
        let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
        for i in 0..2000 {
            data.push(if (i / 100) % 2 == 0 {
                rng.random_range(b'a'..=b'z')
            } else {
                rng.random()
            });
        }
        for len in [0, 1, 7, 8, 9, 63, 64, 65, 200, 2000] {
            let part = &data[..len];
            let mut want = String::new();
            for &b in part {
                match b {
                    b'\\' => want.push_str("\\\\"),
                    0x20..0x7F if b != b'"' => want.push(b as char),
                    _ => want.push_str(&format!("\\{b:02X}")),
                }
            }
            assert_eq!(esc(part), want, "length {len}");
        }
    }

    #[test]
    fn balanced_scan_jumps_over_spans() {
        let end = |text: &[u8], spans: &[(usize, usize)]| {
            balanced_group_end(text, 0, spans, &mut Vec::new())
        };
        // A span is jumped over whole: its bytes are not looked at (here they would unbalance
        // the group), nor are the bytes of a span the scan has already passed.
        assert_eq!(end(b"<)>", &[]), None);
        assert_eq!(end(b"<)>", &[(1, 2)]), Some(3));
        assert_eq!(end(b"<\"a)\">", &[(1, 5)]), Some(6));
        assert_eq!(end(b"<a)(>", &[(2, 3), (3, 4)]), Some(5));
        assert_eq!(end(b"<a>)", &[(3, 4)]), Some(3));
        // Adjacent spans, and a span at the very end of an unclosed group.
        assert_eq!(end(b"<\"a\"\"b\">", &[(1, 4), (4, 7)]), Some(8));
        assert_eq!(end(b"<\"a\"", &[(1, 4)]), None);
        // A string scanned by hand that runs past a span's start: the span is dropped and the
        // scan goes on after the string, through the rest of the span's bytes.
        assert_eq!(end(b"<\"x\"y)>", &[(3, 6)]), None);
        assert_eq!(end(b"<\"x\"y(\">", &[(3, 7)]), None);
        assert_eq!(end(b"<\"x\"y>", &[(3, 5)]), Some(6));
        // Escapes in a string scanned by hand: `\\"` does not close it, `\\\\` does not escape.
        assert_eq!(end(b"<\"\\\">\">", &[]), Some(7));
        assert_eq!(end(b"<\"\\\\\">", &[]), Some(6));
        // `->` is an arrow, not a close.
        assert_eq!(end(b"<->>", &[]), Some(4));
        assert_eq!(end(b"<->", &[]), None);
    }

    #[test]
    fn identifiers() {
        assert!(is_bare_identifier(b"_ok.x$y"));
        assert!(!is_bare_identifier(b"0m"));
        assert!(!is_bare_identifier(b"a-b"));
        assert!(!is_bare_identifier(b""));
        assert!(is_pretty_dialect_symbol(b"a<b>"));
        assert!(is_pretty_dialect_symbol(b"a.b_c"));
        assert!(!is_pretty_dialect_symbol(b"a-b"));
        assert!(!is_pretty_dialect_symbol(b"a<b>c"));
        // The `<` must be closed by the last `>` (MLIR only checks the first and last bytes).
        assert!(!is_pretty_dialect_symbol(
            b"w.<\"aM\", 1>, 3ap<w.<\"aM\", 1>, 3>"
        ));
        assert!(!is_pretty_dialect_symbol(b"a<1>, b<2>"));
        assert!(is_pretty_dialect_symbol(b"a<\">\", [x], (->)>"));
        assert!(is_pretty_dialect_symbol(b"a<\"\\\"<\">"));
        assert!(!is_pretty_dialect_symbol(b"a<(>)>"));
        assert!(!is_pretty_dialect_symbol(b"_a"));
        assert!(!is_pretty_dialect_symbol(b"\"x\""));
    }
}
