//! Printing types (MLIR's `AsmPrinter::Impl::printType`).

use super::Printer;
use super::attr::Elision;
use super::num::write_u64;
use crate::ir::{MemRefType, Signedness, StridedLayoutAttr, Type};

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
    #[inline(never)]
    fn print_type_other(&mut self, ty: &Type) {
        if let Type::Tuple(elems) = ty
            && elems.len() > 16
            && let Some(alias) = self.type_alias(ty)
        {
            self.print_alias_use(b'!', alias);
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
