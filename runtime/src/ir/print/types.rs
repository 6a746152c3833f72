//! Printing types (MLIR's `AsmPrinter::Impl::printType`).

use super::Printer;
use super::attr::Elision;
use super::num::write_u64;
use crate::ir::{MemRefType, Signedness, StridedLayoutAttr, Type, Value};

impl Printer<'_> {
    /// A type.
    #[inline]
    pub fn print_type(&mut self, ty: &Type) {
        // The scalar types, most of what is printed, without a call (they hold nothing that
        // could reach the nesting limit, so only the limit itself is tested).
        if self.depth < super::MAX_PRINT_DEPTH {
            match ty {
                Type::Integer {
                    width,
                    signedness: Signedness::Signless,
                } => {
                    self.out.push(b'i');
                    write_u64(self.out, u64::from(*width));
                    return;
                }
                Type::Index => {
                    self.write_str("index");
                    return;
                }
                Type::Float(k) => {
                    self.write_str(k.keyword());
                    return;
                }
                _ => {}
            }
        }
        self.print_type_other(ty);
    }

    /// [`print_type`](Self::print_type) of a type other than a signless integer, `index` or a
    /// float (or at the nesting limit).
    /// A type held in an `Arc` that was printed recently is copied from
    /// [`Printer::type_texts`].
    #[inline(never)]
    fn print_type_other(&mut self, ty: &Type) {
        // A hand-built type nests up to `MAX_PRINT_DEPTH`, more than the stack a region level
        // leaves holds in a debug build: each level on a fresh stack segment when this one
        // runs low.
        crate::threads::ensure_sufficient_stack(|| self.print_type_other_here(ty));
    }

    /// [`print_type_other`](Self::print_type_other) on this stack.
    fn print_type_other_here(&mut self, ty: &Type) {
        if self.probe.is_some() {
            // The walk visits what the type holds: it need not be printed.
            self.note_printed_type(ty);
            return;
        }
        if let Type::Tuple(elems) = ty
            && elems.len() > 16
            && let Some(alias) = self.type_alias(ty)
        {
            self.print_alias_use(b'!', alias);
            return;
        }
        // While a registered attribute's body is printed, its string literals are recorded
        // as they are written: a copied text would skip them.
        let Some(key) = TypeTexts::key(ty).filter(|_| self.recording_strings == 0) else {
            self.print_type_no_alias(ty);
            return;
        };
        if let Some((text, len)) = self.type_texts.get(key, self.depth) {
            let end = self.out.len() + len;
            self.out.extend_from_slice(text);
            self.out.truncate(end);
            return;
        }
        let (start, unkept) = (self.out.len(), self.unkept);
        self.print_type_no_alias(ty);
        if self.unkept == unkept
            && let Some(text) = self.out.get(start..)
        {
            self.type_texts.insert(key, self.depth, text);
        }
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
            Type::Function(f) => self.print_functional_type(f.inputs(), f.results()),
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
                self.print_shape(t.shape.as_deref());
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
            Type::Dialect(d) => self.print_registered_type(d),
            Type::MemRef(m) => self.print_memref_type(m),
        }
        self.depth -= 1;
    }

    /// `!dialect.mnemonic<…>` of a registered type, or `!dialect<mnemonic…>` when its text is
    /// not simple enough (MLIR's `printDialectType`).
    #[inline(never)]
    fn print_registered_type(&mut self, d: &crate::ir::DialectTypeRef) {
        let def = d.get().def();
        let (hash, mark) = (self.out().len(), self.string_spans.len());
        if self.print_registered_symbol(b'!', def.dialect, def.mnemonic, |p| d.get().print_body(p))
        {
            self.end_simple_dialect_attr(hash, mark);
        }
    }

    /// `memref<4x?xf32, #map, 1>`: the layout unless it is the identity, the memory space
    /// unless it is the default one (MLIR's `printType` of `MemRefType` and
    /// `UnrankedMemRefType`).
    fn print_memref_type(&mut self, m: &MemRefType) {
        self.write_str("memref<");
        self.print_shape(m.shape());
        self.print_type(m.element_type());
        if let Some(layout) = m.layout()
            && !matches!(layout, crate::ir::Attribute::AffineMap(map) if map.is_identity())
        {
            self.write_str(", ");
            self.print_attr_impl(layout, Elision::May, true);
        }
        if let Some(space) = m.memory_space() {
            self.write_str(", ");
            self.print_attr_impl(space, Elision::May, true);
        }
        self.write_str(">");
    }

    /// The shape of a tensor or memref type: `*x` when unranked, else `4x?x`.
    fn print_shape(&mut self, shape: Option<&[crate::ir::types::Dim]>) {
        let Some(shape) = shape else {
            self.write_str("*x");
            return;
        };
        for d in shape {
            match d {
                Some(n) => write_u64(self.out(), *n),
                None => self.write_str("?"),
            }
            self.write_str("x");
        }
    }

    /// `strided<[?, 1], offset: ?>` (the offset only when it is not 0).
    pub fn print_strided_layout(&mut self, s: &StridedLayoutAttr) {
        fn value(p: &mut Printer<'_>, v: Option<i64>) {
            match v {
                None => p.write_str("?"),
                Some(v) => {
                    if v < 0 {
                        p.write_str("-");
                    }
                    write_u64(p.out(), v.unsigned_abs());
                }
            }
        }
        self.write_str("strided<[");
        for (i, st) in s.strides.iter().enumerate() {
            if i != 0 {
                self.write_str(", ");
            }
            value(self, *st);
        }
        self.write_str("]");
        if s.offset != Some(0) {
            self.write_str(", offset: ");
            value(self, s.offset);
        }
        self.write_str(">");
    }

    /// `t1, t2, …`
    pub fn print_type_list(&mut self, types: &[Type]) {
        self.interleave_comma(types.iter(), |p, t| p.print_type(t));
    }

    /// The types of `values` as [`Printer::print_type_list`] prints them (MLIR's `printer <<
    /// values.getTypes()`), read from the IR as they are printed, without a list of them.
    pub fn print_value_types(&mut self, values: &[Value]) {
        let ir = self.ir();
        self.interleave_comma(values, |p, v| p.print_type(ir.value_type(*v)));
    }

    /// `(inputs) -> result` / `(inputs) -> (results)`: a single result that is not a function
    /// type goes without parentheses.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.print_functional(inputs, results, |t| t);
    }

    /// [`Printer::print_functional_type`] of the types of values (MLIR's
    /// `printFunctionalType(inputs.getTypes(), results.getTypes())`), read from the IR as they
    /// are printed.
    pub fn print_functional_value_types(&mut self, inputs: &[Value], results: &[Value]) {
        let ir = self.ir();
        self.print_functional(inputs, results, |v| ir.value_type(*v));
    }

    /// A functional type of the types `ty` gives for `inputs` and `results`.
    fn print_functional<'t, T>(
        &mut self,
        inputs: &'t [T],
        results: &'t [T],
        ty: impl Fn(&'t T) -> &'t Type,
    ) {
        self.write_str("(");
        self.interleave_comma(inputs, |p, x| p.print_type(ty(x)));
        self.write_str(") -> ");
        match results {
            [single] if !matches!(ty(single), Type::Function(_)) => self.print_type(ty(single)),
            _ => {
                self.write_str("(");
                self.interleave_comma(results, |p, x| p.print_type(ty(x)));
                self.write_str(")");
            }
        }
    }
}

/// The text of the last few uniqued types (vectors, tensors, memrefs, functions, tuples,
/// complex types) printed, by the uniqued copy's address: equal types are one copy
/// (`tensor<4x?xf32>` in every op's function type), printed once and then copied. A type's
/// text is a function of the type within one print (aliases and options are fixed before it
/// starts; a distinct attribute keeps its number; a resource is noted the first time), except
/// at the nesting limit: a text that reached it is not kept, and an entry is used only at a
/// depth no deeper than the one it was printed at. Uniqued copies are never freed, so an
/// address is never reused.
#[derive(Default)]
pub(crate) struct TypeTexts {
    /// Per entry: the address of its type's uniqued copy (0: empty), searched first.
    keys: [usize; TypeTexts::N],
    entries: [Option<TypeText>; TypeTexts::N],
    /// The entry replaced next (the oldest).
    next: usize,
}

struct TypeText {
    /// The depth it was printed at.
    depth: u32,
    len: u8,
    text: [u8; TypeTexts::MAX_TEXT],
}

impl TypeTexts {
    const N: usize = 8;
    /// The longest text kept.
    const MAX_TEXT: usize = 64;

    /// The address a kept type is found by: its uniqued copy's, for the kinds kept.
    fn key(ty: &Type) -> Option<usize> {
        Some(match ty {
            Type::Vector(v) => v.addr(),
            Type::Tensor(t) => t.addr(),
            Type::MemRef(m) => m.addr(),
            Type::Function(f) => f.addr(),
            Type::Tuple(t) => t.addr(),
            Type::Complex(c) => c.addr(),
            _ => return None,
        })
    }

    /// The text of the type at `key`, when kept and usable at `depth`: [`Self::MAX_TEXT`]
    /// bytes, of which the first `len` are the text (one fixed-size copy, then cut back).
    #[inline]
    fn get(&self, key: usize, depth: u32) -> Option<(&[u8; Self::MAX_TEXT], usize)> {
        let i = self.keys.iter().position(|k| *k == key)?;
        let e = self.entries.get(i)?.as_ref().filter(|e| depth <= e.depth)?;
        Some((&e.text, usize::from(e.len)))
    }

    /// Keeps `text` as what `ty` printed as at `depth`, in place of the oldest entry.
    fn insert(&mut self, key: usize, depth: u32, text: &[u8]) {
        if text.len() > Self::MAX_TEXT {
            return;
        }
        let mut entry = TypeText {
            depth,
            len: text.len() as u8,
            text: [0; Self::MAX_TEXT],
        };
        entry.text[..text.len()].copy_from_slice(text);
        if let (Some(slot), Some(k)) = (
            self.entries.get_mut(self.next),
            self.keys.get_mut(self.next),
        ) {
            *slot = Some(entry);
            *k = key;
        }
        self.next = (self.next + 1) % Self::N;
    }
}
