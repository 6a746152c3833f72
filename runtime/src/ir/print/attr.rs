//! Printing attributes (MLIR's `AsmPrinter::Impl::printAttribute`): strings, symbols, builtin
//! attributes, registered and opaque dialect attributes, dense arrays.

use super::Printer;
use super::num::{write_apint, write_float, write_i128};
use super::symbol::{PLAIN_STRING_CHAR, is_bare_identifier, is_pretty_symbol_at};
use crate::ir::escape::write_escaped;
use crate::ir::{Attribute, DenseArrayAttr, LocationAttr, NamedAttribute, Signedness, Type};

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
        // Short strings without anything to escape (op names in generic form, symbol and
        // attribute names): one test per byte and a copy, not the escaper's block machinery.
        if s.len() <= 32 && s.iter().all(|b| PLAIN_STRING_CHAR[*b as usize]) {
            out.extend_from_slice(s);
        } else {
            write_escaped(out, s);
        }
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
                let start = self.write_quoted_raw(raw);
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
        if attr.name.prints_bare() {
            self.write_bytes(attr.name.as_bytes());
        } else {
            self.print_string(attr.name.as_bytes());
        }
        if matches!(attr.value, Attribute::Unit) {
            return;
        }
        self.write_str(" = ");
        self.print_attribute(&attr.value);
    }

    pub(super) fn enter(&mut self) -> bool {
        if self.depth >= MAX_DEPTH {
            self.write_str("<<NESTING TOO DEEP>>");
            self.unkept += 1;
            return false;
        }
        self.depth += 1;
        true
    }

    pub(crate) fn print_attr_impl(&mut self, attr: &Attribute, elision: Elision, with_type: bool) {
        if self.probe.is_some() {
            // The walk visits what the attribute holds: it need not be printed.
            self.note_printed_attr(attr);
            return;
        }
        if !self.enter() {
            return;
        }
        // A hand-built attribute nests up to `MAX_PRINT_DEPTH`, more than the stack a region
        // level leaves holds in a debug build: each level that holds attributes goes on a fresh
        // stack segment when this one runs low (a type it holds is checked where it prints).
        if matches!(
            attr,
            Attribute::Array(_)
                | Attribute::Dictionary(_)
                | Attribute::Dialect(_)
                | Attribute::Distinct(_)
                | Attribute::Location(_)
        ) {
            crate::threads::ensure_sufficient_stack(|| {
                self.print_attr_kind(attr, elision, with_type);
            });
        } else {
            self.print_attr_kind(attr, elision, with_type);
        }
        self.depth -= 1;
    }

    /// [`print_attr_impl`](Self::print_attr_impl) within its nesting level.
    fn print_attr_kind(&mut self, attr: &Attribute, elision: Elision, with_type: bool) {
        match attr {
            Attribute::Unit => self.write_str("unit"),
            Attribute::Bool(b) => self.write_str(if *b { "true" } else { "false" }),
            Attribute::Integer(i) => {
                if i.ty().is_signless_int(1) {
                    let v = i.value().to_u128().unwrap_or(1) != 0;
                    self.write_str(if v { "true" } else { "false" });
                } else {
                    let signed = !matches!(
                        i.ty(),
                        Type::Integer {
                            signedness: Signedness::Unsigned,
                            ..
                        }
                    );
                    match i.word_value(signed) {
                        Some(v) => write_i128(self.out(), v),
                        None => write_apint(self.out(), &i.value(), signed),
                    }
                    if with_type && !(elision == Elision::May && i.ty().is_signless_int(64)) {
                        self.write_str(" : ");
                        self.print_type(i.ty());
                    }
                }
            }
            Attribute::Float(f) => {
                let kind = f.kind();
                let hex = self.float_texts.write(self.out, kind, f.bits());
                let elide = elision == Elision::May && kind == crate::ir::FloatKind::F64 && !hex;
                if with_type && !elide {
                    self.write_str(" : ");
                    self.print_type(&f.ty);
                }
            }
            Attribute::String(s) => self.print_string_attr_with_type(s, with_type),
            Attribute::Array(elems) => {
                self.write_str("[");
                self.interleave_comma(elems.iter(), |p, e| {
                    p.print_attr_impl(e, Elision::May, true)
                });
                self.write_str("]");
            }
            Attribute::Dictionary(d) => {
                self.write_str("{");
                self.interleave_comma(d.entries().iter(), |p, e| p.print_named_attribute(e));
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
            Attribute::DenseElements(d) => self.print_dense_elements(d, with_type),
            Attribute::SparseElements(s) => self.print_sparse_elements(s, with_type),
            Attribute::Distinct(d) => match self.attr_alias(attr) {
                Some(alias) => self.print_alias_use(b'#', alias),
                None => self.print_distinct(d),
            },
            Attribute::Location(l) => match self.attr_alias(attr) {
                Some(alias) => self.print_alias_use(b'#', alias),
                None => self.print_location(l),
            },
            Attribute::DenseResource(r) => {
                self.write_str("dense_resource<");
                self.print_keyword_or_string(r.key.as_bytes());
                self.write_str(">");
                self.used_resources.note(&r.key);
                if with_type {
                    self.write_str(" : ");
                    self.print_type(&r.ty);
                }
            }
            Attribute::Opaque(o) => {
                self.print_dialect_symbol(b'#', o.dialect.as_bytes(), o.body.as_bytes());
                // MLIR prints the type of a typed attribute unless it is `none`.
                if with_type && o.ty != Type::None {
                    self.write_str(" : ");
                    self.print_type(&o.ty);
                }
            }
            Attribute::Dialect(d) => self.print_registered_attr(d),
            Attribute::AffineMap(m) => match self.attr_alias(attr) {
                Some(alias) => self.print_alias_use(b'#', alias),
                None => self.print_affine_map_attr(m),
            },
            Attribute::IntegerSet(s) => match self.attr_alias(attr) {
                Some(alias) => self.print_alias_use(b'#', alias),
                None => self.print_integer_set_attr(s),
            },
            Attribute::StridedLayout(s) => self.print_strided_layout(s),
        }
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
        let mark = self.string_spans.len();
        let unkept = self.unkept;
        let simple =
            self.print_registered_symbol(b'#', def.dialect, def.mnemonic, |p| d.0.print_body(p));
        if simple {
            if self.unkept == unkept {
                let text = self.out.get(hash..).unwrap_or(&[]);
                self.shared_prints.insert(&d.0, self.depth, text);
            }
            self.end_simple_dialect_attr(hash, mark);
        }
    }

    /// `#dialect.mnemonic` / `!dialect.mnemonic` of a registered attribute or type followed by
    /// what `body` prints, or MLIR's `#dialect<mnemonic…>` when that text is not simple enough
    /// for the pretty form; whether it was (the caller then calls `end_simple_dialect_attr`).
    #[inline(always)]
    pub(super) fn print_registered_symbol(
        &mut self,
        prefix: u8,
        dialect: &str,
        mnemonic: &str,
        body: impl FnOnce(&mut Self),
    ) -> bool {
        self.out().push(prefix);
        self.write_str(dialect);
        let dot = self.out().len();
        self.write_str(".");
        let sym_start = self.out().len();
        self.write_str(mnemonic);
        let mark = self.string_spans.len();
        self.recording_strings += 1;
        body(self);
        self.recording_strings -= 1;
        let mut stack = std::mem::take(&mut self.bracket_stack);
        let spans = self.string_spans.get(mark..).unwrap_or(&[]);
        let simple = is_pretty_symbol_at(self.out, sym_start, spans, &mut stack);
        self.bracket_stack = stack;
        if simple {
            return true;
        }
        // Not simple enough for `#dialect.sym`: MLIR prints `#dialect<sym>`.
        if self.recording_strings == 0 {
            self.string_spans.clear();
        }
        if let Some(c) = self.out().get_mut(dot) {
            *c = b'<';
        }
        self.write_str(">");
        false
    }

    /// After a registered attribute found simple was written from `hash` on: outside any other
    /// attribute's body, the recorded spans are done with; inside one, the enclosing check
    /// jumps over all of it (`#nvvm.target<chip = "sm_90">` inside a `#gpu.object<…>`) rather
    /// than scanning it again: one span in place of the strings inside it (from `mark` on).
    pub(super) fn end_simple_dialect_attr(&mut self, hash: usize, mark: usize) {
        if self.recording_strings == 0 {
            self.string_spans.clear();
        } else {
            self.string_spans.truncate(mark);
            self.string_spans.push((hash, self.out.len()));
        }
    }

    /// `printDialectSymbol`: `#foo.bar<…>` when simple enough, else `#foo<…>`. `body` is the
    /// stored text: either `sym` (after `dialect.`) or `<sym>` (the angle form).
    pub(super) fn print_dialect_symbol(&mut self, prefix: u8, dialect: &[u8], body: &[u8]) {
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

    /// `loc(…)`: a location in full at the top, its nested locations by alias where they have
    /// one (MLIR's `printLocation`).
    fn print_location(&mut self, l: &LocationAttr) {
        self.write_str("loc(");
        self.print_location_internal(l, true);
        self.write_str(")");
    }

    /// MLIR's `printLocationInternal` (not the pretty form): below the top, a location with an
    /// alias prints as `#locN`.
    fn print_location_internal(&mut self, l: &LocationAttr, top: bool) {
        if !top && self.aliases.has_attr_aliases() {
            let key = Attribute::Location(std::sync::Arc::new(l.clone()));
            if let Some(alias) = self.attr_alias(&key) {
                self.print_alias_use(b'#', alias);
                return;
            }
        }
        if !self.enter() {
            return;
        }
        // Each level that holds locations or attributes on a fresh stack segment when this
        // one runs low (as attributes).
        if matches!(
            l,
            LocationAttr::Name { .. } | LocationAttr::CallSite { .. } | LocationAttr::Fused { .. }
        ) {
            crate::threads::ensure_sufficient_stack(|| self.print_location_kind(l));
        } else {
            self.print_location_kind(l);
        }
        self.depth -= 1;
    }

    /// A file location's file, quoted: copied from the last one printed when it names the same
    /// file (not while string literals are being recorded).
    fn print_location_file(&mut self, file: &[u8]) {
        if self.recording_strings != 0 {
            return self.print_string(file);
        }
        if self.location_file.0 != file {
            let start = self.out.len();
            self.print_string(file);
            let (raw, quoted) = &mut self.location_file;
            raw.clear();
            raw.extend_from_slice(file);
            quoted.clear();
            quoted.extend_from_slice(self.out.get(start..).unwrap_or_default());
            return;
        }
        self.out.extend_from_slice(&self.location_file.1);
    }

    /// [`print_location_internal`](Self::print_location_internal) within its nesting level.
    fn print_location_kind(&mut self, l: &LocationAttr) {
        match l {
            LocationAttr::Unknown => self.write_str("unknown"),
            LocationAttr::FileLine { file, line } => {
                self.print_string(file.as_bytes());
                self.write_str(":");
                self.print_u64(u64::from(*line));
                self.write_str(":0");
            }
            LocationAttr::FileLineCol { file, line, col } => {
                self.print_location_file(file.as_bytes());
                self.write_str(":");
                self.print_u64(u64::from(*line));
                self.write_str(":");
                self.print_u64(u64::from(*col));
            }
            LocationAttr::Range {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
            } => {
                self.print_string(file.as_bytes());
                self.write_str(":");
                self.print_u64(u64::from(*start_line));
                self.write_str(":");
                self.print_u64(u64::from(*start_col));
                let end_line = end_line.unwrap_or(*start_line);
                if *start_line != end_line {
                    self.write_str(" to ");
                    self.print_u64(u64::from(end_line));
                    self.write_str(":");
                    self.print_u64(u64::from(*end_col));
                } else if start_col != end_col {
                    self.write_str(" to :");
                    self.print_u64(u64::from(*end_col));
                }
            }
            LocationAttr::Name { name, child } => {
                self.print_string(name.as_bytes());
                if **child != LocationAttr::Unknown {
                    self.write_str("(");
                    self.print_location_internal(child, false);
                    self.write_str(")");
                }
            }
            LocationAttr::CallSite { callee, caller } => {
                self.write_str("callsite(");
                self.print_location_internal(callee, false);
                self.write_str(" at ");
                self.print_location_internal(caller, false);
                self.write_str(")");
            }
            LocationAttr::Fused {
                metadata,
                locations,
            } => {
                self.write_str("fused");
                if let Some(m) = metadata {
                    self.write_str("<");
                    self.print_attribute(m);
                    self.write_str(">");
                }
                self.write_str("[");
                self.interleave_comma(locations.iter(), |p, l| p.print_location_internal(l, false));
                self.write_str("]");
            }
        }
    }

    /// An attribute's definition in full, not its alias (what follows `#alias = `).
    pub(super) fn print_attr_no_alias(&mut self, attr: &Attribute) {
        match attr {
            Attribute::Location(l) => {
                if self.enter() {
                    self.print_location(l);
                    self.depth -= 1;
                }
            }
            Attribute::Distinct(d) => {
                if self.enter() {
                    self.print_distinct(d);
                    self.depth -= 1;
                }
            }
            Attribute::AffineMap(m) => self.print_affine_map_attr(m),
            Attribute::IntegerSet(s) => self.print_integer_set_attr(s),
            _ => self.print_attribute(attr),
        }
    }

    /// `distinct[N]<attr>` (`distinct[N]<>` for `unit`), `N` counted in printing order.
    fn print_distinct(&mut self, d: &crate::ir::DistinctAttr) {
        let next = self.distinct_ids.len() as u64;
        let id = *self.distinct_ids.entry(d.id()).or_insert(next);
        self.write_str("distinct[");
        self.print_u64(id);
        self.write_str("]<");
        if *d.referenced() != Attribute::Unit {
            self.print_attribute(d.referenced());
        }
        self.write_str(">");
    }

    #[inline(never)]
    fn print_dense_array(&mut self, d: &DenseArrayAttr) {
        self.write_str("array<");
        self.print_type(&d.element);
        let width = match &d.element {
            Type::Integer { width, .. } => *width,
            Type::Float(k) => k.width(),
            _ => 64,
        };
        let words = (width as usize).div_ceil(64).max(1);
        if !d.values.is_empty() {
            self.write_str(": ");
            for (i, v) in d.values.chunks(words).enumerate() {
                if i != 0 {
                    self.write_str(", ");
                }
                let lo = v.first().copied().unwrap_or(0) as u128;
                let low128 = lo | (v.get(1).copied().unwrap_or(0) as u128) << 64;
                match &d.element {
                    Type::Float(k) => {
                        write_float(self.out(), *k, low128);
                    }
                    Type::Integer { width: 1, .. } => {
                        self.write_str(if lo & 1 != 0 { "true" } else { "false" })
                    }
                    Type::Integer { width, signedness } => {
                        let ap = if *width <= 128 {
                            crate::ir::ApInt::from_u128(*width, low128)
                        } else {
                            crate::ir::ApInt::from_words(*width, v.to_vec())
                        };
                        write_apint(self.out(), &ap, *signedness != Signedness::Unsigned);
                    }
                    _ => write_apint(self.out(), &crate::ir::ApInt::from_u128(64, lo), true),
                }
            }
        }
        self.write_str(">");
    }
}
