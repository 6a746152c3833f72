//! Printing types (MLIR's `AsmPrinter::Impl::printType`).

use super::Printer;
use super::num::write_u64;
use crate::ir::{Signedness, Type};

impl Printer<'_> {
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
            Type::Dialect(d) => self.print_registered_type(d),
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
