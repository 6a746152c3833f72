//! Printing operations (custom and generic forms), their operands, successors and attribute
//! dictionaries, regions and blocks (MLIR's `OperationPrinter`).

use super::Printer;
use super::names::{ARG, GROUPED, NAMED, NONE};
use crate::ir::{BlockId, NamedAttribute, OpId, Operation, RegionId, Type, Value};

impl Printer<'_> {
    /// `%3`, `%arg0`, `%0#1`, or `<<UNKNOWN SSA VALUE>>` for a value outside the printed scope.
    #[inline]
    pub fn print_operand(&mut self, v: Value) {
        self.print_value_id(v, true);
    }

    /// Inlined: most names are eight bytes copied and the padding cut off.
    #[inline]
    pub(super) fn print_value_id(&mut self, v: Value, result_no: bool) {
        let spelling = self.names.spelling(v);
        if spelling != 0 {
            let len = self.out.len() + 8 - (spelling.leading_zeros() / 8) as usize;
            self.out.extend_from_slice(&spelling.to_le_bytes());
            self.out.truncate(len);
            return;
        }
        self.print_value_id_slow(v, result_no);
    }

    /// [`Self::print_value_id`] of a name not spelled in advance.
    #[inline(never)]
    fn print_value_id_slow(&mut self, v: Value, result_no: bool) {
        let names = self.names;
        let id = names.value_code(v);
        if id == NONE {
            self.write_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        let name = id & !GROUPED;
        if name & ARG != 0 {
            self.write_str("%arg");
            self.print_u64(u64::from(name & !ARG));
        } else if name & NAMED != 0 {
            self.write_str("%");
            self.write_str(
                names
                    .strings
                    .get((name & !NAMED) as usize)
                    .map_or("<<UNKNOWN SSA VALUE>>", |s| s),
            );
        } else {
            self.write_str("%");
            self.print_u64(u64::from(name));
        }
        if result_no && id & GROUPED != 0 {
            self.write_str("#");
            let n = names.result_number(v);
            self.print_u64(u64::from(n));
        }
    }

    /// `%a, %b`
    pub fn print_operands(&mut self, values: &[Value]) {
        self.interleave_comma(values.iter(), |p, v| p.print_operand(*v));
    }

    /// `^bb3`, or `^bb3(%a, %b : i32, f32)` with operands (MLIR's `printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[Value]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.write_str("(");
        self.print_operands(operands);
        self.write_str(" : ");
        let ir = self.ir;
        self.interleave_comma(operands.iter(), |p, v| p.print_type(ir.value_type(*v)));
        self.write_str(")");
    }

    /// `^bb3` (`^INVALIDBLOCK` outside the printed scope... as MLIR, without the caret).
    pub fn print_successor(&mut self, b: BlockId) {
        let index = self.names.block_index(b);
        if index == NONE {
            self.write_str("INVALIDBLOCK");
        } else {
            self.write_str("^bb");
            self.print_u64(index as u64);
        }
    }

    /// ` {a = 1 : i32, b}` when any attribute is left after removing `elided` (nothing otherwise).
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.print_attr_dict_impl(attrs, elided, false);
    }

    /// ` attributes {…}` when any attribute is left after removing `elided`.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
    ) {
        self.print_attr_dict_impl(attrs, elided, true);
    }

    #[inline]
    pub(super) fn print_attr_dict_impl(
        &mut self,
        attrs: &[NamedAttribute],
        elided: &[&str],
        keyword: bool,
    ) {
        // Most ops have no attributes to print.
        if !attrs.is_empty() {
            self.print_given_attr_dict(attrs, elided, keyword);
        }
    }

    /// [`Printer::print_attr_dict_impl`] of a non-empty list.
    #[inline(never)]
    fn print_given_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str], keyword: bool) {
        let keep = |a: &&NamedAttribute| !a.name.is_one_of(elided);
        if !attrs.iter().any(|a| keep(&a)) {
            return;
        }
        if keyword {
            self.write_str(" attributes");
        }
        self.write_str(" {");
        self.interleave_comma(attrs.iter().filter(keep), |p, a| p.print_named_attribute(a));
        self.write_str("}");
    }

    /// Results (`%0 = `, `%0:2 = `) and the op, custom or generic, at the current indentation.
    pub(super) fn print_full_op(&mut self, op: OpId) {
        let data = self.ir.op(op);
        if !data.results.is_empty() {
            // One group (`%0`, `%0:2`), or the groups names start (`%0:2, %name`).
            let names = self.names;
            let groups = names.result_groups(op);
            for (g, start) in groups.iter().enumerate() {
                let end = groups
                    .get(g + 1)
                    .copied()
                    .unwrap_or(data.results.len() as u32);
                if g != 0 {
                    self.write_str(", ");
                }
                if let Some(first) = data.results.get(*start as usize) {
                    self.print_value_id(*first, false);
                }
                if end - start > 1 {
                    self.write_str(":");
                    self.print_u64(u64::from(end - start));
                }
            }
            self.write_str(" = ");
        }
        match (data.name.def(), self.generic) {
            (Some(def), false) if def.print.is_some() && self.may_print_custom(def, op) => {
                // `OpState::printOpName`: the default dialect's prefix is dropped when nothing
                // else is dotted (`module` directly inside a module, `builtin.module` inside an
                // unregistered op, whose regions have no default dialect).
                let name = def.name;
                self.write_str(short_op_name(name, self.default_dialect).unwrap_or(name));
                if let Some(print) = def.print {
                    print(self, op);
                }
            }
            _ => self.print_generic_op(op),
        }
        self.print_trailing_location(op);
    }

    /// Whether op `op` of definition `def` may be printed by its custom printer: printers
    /// may rely on what the op's verifier checks ([`PrintOptions::assume_verified`]).
    ///
    /// [`PrintOptions::assume_verified`]: super::PrintOptions::assume_verified
    #[inline]
    pub(super) fn may_print_custom(&self, def: &crate::ir::def::OpDef, op: OpId) -> bool {
        self.assume_verified || self.ir.is_verified(op) || (def.verify)(self.ir, op).is_ok()
    }

    /// `"d.op"(%a) [^bb1] <{props}> ({…}) {attrs} : (i32) -> i32`
    pub fn print_generic_op(&mut self, op: OpId) {
        let ir = self.ir;
        let data = ir.op(op);
        self.print_string(data.name.as_str().as_bytes());
        self.write_str("(");
        self.print_operands(&data.operands);
        self.write_str(")");
        if !data.successors().is_empty() {
            self.write_str("[");
            self.interleave_comma(data.successors().iter(), |p, s| p.print_successor(*s));
            self.write_str("]");
        }
        let properties = ir.properties_with_defaults(op);
        let named = Operation::named_properties(&properties);
        if !named.is_empty() {
            self.write_str(" <{");
            self.interleave_comma(named.iter(), |p, a| p.print_named_attribute(a));
            self.write_str("}>");
        } else if let Some(a) = data.properties_attr() {
            self.write_str(" <");
            self.print_attribute(a);
            self.write_str(">");
        }
        if !data.regions().is_empty() {
            self.write_str(" (");
            self.interleave_comma(data.regions().iter(), |p, r| p.print_region(*r, true, true));
            self.write_str(")");
        }
        self.print_optional_attr_dict(&data.attributes, &[]);
        self.write_str(" : (");
        self.interleave_comma(data.operands.iter(), |p, v| p.print_type(ir.value_type(*v)));
        self.write_str(") -> ");
        match data.results.as_slice() {
            [single] if !matches!(ir.value_type(*single), Type::Function(_)) => {
                self.print_type(ir.value_type(*single))
            }
            results => {
                self.write_str("(");
                self.interleave_comma(results.iter(), |p, v| p.print_type(ir.value_type(*v)));
                self.write_str(")");
            }
        }
    }

    /// `{`, the blocks, `}` (MLIR's `printRegion`). The entry block's header is printed when
    /// `print_entry_block_args` and it has arguments, or when `print_empty_block` and it is empty.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_empty_block: bool,
    ) {
        self.print_region_full(region, print_entry_block_args, true, print_empty_block);
    }

    /// [`print_region`](Self::print_region) with MLIR's `printBlockTerminators`: when false,
    /// the entry block's last op (its terminator) is not printed (a region of an op with
    /// `SingleBlockImplicitTerminator` whose terminator has nothing to print).
    pub fn print_region_full(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        if self.probe.is_some() {
            self.note_printed(super::alias::Printed::Region(super::alias::ProbedRegion {
                region,
                header: print_entry_block_args,
                terminator: print_block_terminators,
            }));
            return;
        }
        crate::threads::ensure_sufficient_stack(|| {
            self.print_region_body(
                region,
                print_entry_block_args,
                print_block_terminators,
                print_empty_block,
            )
        });
    }

    /// [`print_region_full`](Self::print_region_full) once the alias walk's probe is ruled
    /// out: what recurses into nested regions.
    fn print_region_body(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        let ir = self.ir;
        self.write_str("{\n");
        let outer_dialect = self.default_dialect;
        self.default_dialect = ir
            .region(region)
            .parent
            .and_then(|op| ir.op(op).name.def())
            .and_then(|def| def.traits.default_dialect)
            .unwrap_or("");
        let blocks = &ir.region(region).blocks;
        for (i, b) in blocks.iter().enumerate() {
            let block = ir.block(*b);
            let header = i != 0
                || (print_empty_block && block.ops.is_empty())
                || (print_entry_block_args && !block.args.is_empty());
            self.print_block(*b, header, i == 0 && !print_block_terminators);
        }
        self.default_dialect = outer_dialect;
        self.write_indent();
        self.write_str("}");
    }

    /// A block: its header when `header`, then its ops, without the last one when
    /// `skip_terminator`.
    pub(super) fn print_block(&mut self, b: BlockId, header: bool, skip_terminator: bool) {
        let ir = self.ir;
        let block = ir.block(b);
        if header {
            self.write_indent();
            self.print_successor(b);
            if !block.args.is_empty() {
                self.write_str("(");
                for (i, a) in block.args.iter().enumerate() {
                    if i != 0 {
                        self.write_str(", ");
                    }
                    self.print_value_id(*a, true);
                    self.write_str(": ");
                    self.print_type(ir.value_type(*a));
                    self.print_argument_location(ir.arg_loc(*a));
                }
                self.write_str(")");
            }
            self.write_str(":");
            let names = self.names;
            let preds = names.preds_of(b);
            let is_entry = block
                .parent
                .is_some_and(|r| ir.region(r).blocks.first() == Some(&b));
            match preds {
                [] if block.parent.is_none() => self.write_str("  // block is not in a region!"),
                [] if !is_entry => self.write_str("  // no predecessors"),
                [] => {}
                [(_, pred)] => {
                    self.write_str("  // pred: ");
                    self.print_successor(BlockId(*pred));
                }
                many => {
                    self.write_str("  // ");
                    self.print_u64(many.len() as u64);
                    self.write_str(" preds: ");
                    for (i, (_, pred)) in many.iter().enumerate() {
                        if i != 0 {
                            self.write_str(", ");
                        }
                        self.print_successor(BlockId(*pred));
                    }
                }
            }
            self.write_str("\n");
        }
        self.indent += 2;
        let all = block.ops.contiguous();
        let ops = match all.split_last() {
            Some((_, rest)) if skip_terminator => rest,
            _ => &all[..],
        };
        if !self.print_ops_in_parallel(ops) {
            self.print_ops(ops);
        }
        self.indent -= 2;
    }
}

/// `name` without the prefix `dialect.` when `dialect` is not empty and nothing else in the
/// name is dotted (`OpState::printOpName`). Compared byte by byte: the names are a few bytes
/// long, and a `memcmp` call each was a visible share of printing custom forms.
fn short_op_name<'n>(name: &'n str, dialect: &str) -> Option<&'n str> {
    let (n, d) = (name.as_bytes(), dialect.as_bytes());
    if d.is_empty() || n.len() <= d.len() || n[d.len()] != b'.' {
        return None;
    }
    if !n.iter().zip(d).all(|(a, b)| a == b) {
        return None;
    }
    let rest = &n[d.len() + 1..];
    if rest.contains(&b'.') {
        return None;
    }
    name.get(d.len() + 1..)
}
