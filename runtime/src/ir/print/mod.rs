//! The printer: MLIR's `AsmPrinter` + `OpAsmPrinter`, writing MLIR's textual IR into one
//! `Vec<u8>`, byte-identical to `mlir-opt-22` (custom and generic op forms, SSA value and block
//! numbering, predecessor comments, type aliases for long tuples).
//!
//! Value names are computed once per print into `Vec`s indexed by value / block id (MLIR's
//! `SSANameState`): every region starts numbering where its parent region ended, sibling regions
//! restart from the same point (in generic form ids are unique instead: nothing restarts and
//! pending regions are numbered last-in first-out), entry-block arguments are `%argN`, other
//! values `%N`; an op with several results takes one number (`%0:2`, used as `%0#1`). Blocks are
//! `^bbN` per region.

mod attr;
pub(crate) use attr::{BODY_SPECIAL, is_pretty_dialect_symbol, opening_bracket};
pub(crate) mod num;

pub use super::escape::write_escaped;

use std::collections::HashMap;
use std::io::Write;
use std::sync::Arc;

use crate::ir::{
    Attribute, BlockId, DialectAttribute, Ir, Module, NamedAttribute, OpId, OperationName,
    RegionId, Type, Value, ValueDef,
};

/// Printing options (the `mlir-opt` flags that change the output).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in generic form.
    pub generic: bool,
}

/// No name assigned (a value or block outside the printed scope).
const NONE: u32 = u32::MAX;
/// Flag bit of an entry-block argument name (`%argN`).
const ARG: u32 = 1 << 31;

/// The names of values and blocks within the printed scope (MLIR's `SSANameState`).
#[derive(Debug, Default)]
pub(crate) struct NameState {
    /// Per value id: `N` (`%N`), `ARG | N` (`%argN`) or `NONE`.
    values: Vec<u32>,
    /// Per block id: its index in its region (`^bbN`) or `NONE`.
    blocks: Vec<u32>,
    /// Branch edges `(successor, predecessor)`, sorted by successor, then predecessor index.
    preds: Vec<(u32, u32)>,
}

fn set(table: &mut Vec<u32>, index: u32, value: u32) {
    let i = index as usize;
    if table.len() <= i {
        table.resize(i + 1, NONE);
    }
    table[i] = value;
}

impl NameState {
    /// Numbers everything nested in `root` (and `root`'s results). With `unique` (MLIR's
    /// unique SSA ids, implied by the generic form) the counters are never restored, so the
    /// pending regions, taken last-in first-out, get ids no other region reuses.
    pub(crate) fn new(ir: &Ir, root: OpId, unique: bool) -> NameState {
        let mut st = NameState::default();
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        st.number_op(ir, root, &mut next_value);
        // (region, next value id, next argument id) to number, as MLIR's name-context stack.
        let mut stack: Vec<(RegionId, u32, u32)> = ir
            .op(root)
            .regions
            .iter()
            .map(|r| (*r, next_value, next_arg))
            .collect();
        while let Some((region, v, a)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            let blocks = &ir.region(region).blocks;
            for (index, block) in blocks.iter().enumerate() {
                set(&mut st.blocks, block.0, index as u32);
                let data = ir.block(*block);
                for arg in &data.args {
                    if index == 0 {
                        set(&mut st.values, arg.0, ARG | next_arg);
                        next_arg += 1;
                    } else {
                        set(&mut st.values, arg.0, next_value);
                        next_value += 1;
                    }
                }
                for op in &data.ops {
                    st.number_op(ir, *op, &mut next_value);
                    for succ in &ir.op(*op).successors {
                        st.preds.push((succ.0, block.0));
                    }
                }
            }
            for block in blocks {
                for op in &ir.block(*block).ops {
                    for r in &ir.op(*op).regions {
                        stack.push((*r, next_value, next_arg));
                    }
                }
            }
        }
        let blocks = &st.blocks;
        st.preds.sort_by_key(|(succ, pred)| {
            (*succ, blocks.get(*pred as usize).copied().unwrap_or(NONE))
        });
        st
    }

    fn number_op(&mut self, ir: &Ir, op: OpId, next_value: &mut u32) {
        if let Some(first) = ir.op(op).results.first() {
            set(&mut self.values, first.0, *next_value);
            *next_value += 1;
        }
    }

    fn block_index(&self, b: BlockId) -> u32 {
        self.blocks.get(b.0 as usize).copied().unwrap_or(NONE)
    }

    fn preds_of(&self, b: BlockId) -> &[(u32, u32)] {
        let lo = self.preds.partition_point(|(s, _)| *s < b.0);
        let hi = self.preds.partition_point(|(s, _)| *s <= b.0);
        &self.preds[lo..hi]
    }
}

/// Type aliases of the top-level print (`!tuple = tuple<…>` for tuples of more than 16 types,
/// MLIR's builtin `getAlias`).
#[derive(Debug, Default)]
pub(crate) struct Aliases {
    /// Aliased types in printing order, with their names.
    list: Vec<(Type, String)>,
    index: HashMap<Type, usize>,
}

impl Aliases {
    fn collect(ir: &Ir, root: OpId) -> Aliases {
        let mut found: Vec<(Type, u32)> = Vec::new();
        let mut seen: HashMap<Type, u32> = HashMap::new();
        let mut ops = vec![root];
        // Pre-order over ops in printing order; types of regions before the op's own, as MLIR's
        // alias initializer visits them.
        let mut order = Vec::new();
        while let Some(op) = ops.pop() {
            order.push(op);
            let data = ir.op(op);
            for r in data.regions.iter().rev() {
                for b in ir.region(*r).blocks.iter().rev() {
                    ops.extend(ir.block(*b).ops.iter().rev());
                }
            }
        }
        for op in order {
            let data = ir.op(op);
            for r in &data.regions {
                for b in &ir.region(*r).blocks {
                    for a in &ir.block(*b).args {
                        visit_type(ir.value_type(*a), &mut found, &mut seen, 0);
                    }
                }
            }
            for v in data.operands.iter().chain(&data.results) {
                visit_type(ir.value_type(*v), &mut found, &mut seen, 0);
            }
            for a in data.properties.iter().chain(&data.attributes) {
                visit_attr(&a.value, &mut found, &mut seen, 0);
            }
        }
        if found.is_empty() {
            return Aliases::default();
        }
        found.sort_by_key(|(_, depth)| *depth);
        let mut aliases = Aliases::default();
        for (i, (ty, _)) in found.into_iter().enumerate() {
            let name = if i == 0 {
                "tuple".to_string()
            } else {
                format!("tuple{i}")
            };
            aliases.index.insert(ty.clone(), i);
            aliases.list.push((ty, name));
        }
        aliases
    }
}

/// Nesting (attributes, types and regions together) beyond which the printer writes
/// `<<NESTING TOO DEEP>>` instead of recursing further: well above the parser's limit, so all
/// parsed IR prints in full, and low enough that hand-built IR nested deeper fits a 2 MiB stack
/// in a debug build (4096 and 2048 did not: found by `tests/limits.rs`).
pub(crate) const MAX_PRINT_DEPTH: u32 = 1100;

const ALIAS_VISIT_DEPTH: u32 = MAX_PRINT_DEPTH;

/// Visits a type for aliases; returns the alias depth it contributes. Plain loops, no
/// iterator adapters: each nesting level costs one small stack frame even in debug builds.
fn visit_type(
    ty: &Type,
    found: &mut Vec<(Type, u32)>,
    seen: &mut HashMap<Type, u32>,
    depth: u32,
) -> u32 {
    if depth > ALIAS_VISIT_DEPTH {
        return 0;
    }
    let d = depth + 1;
    let mut max = 0;
    match ty {
        Type::Tuple(elems) => {
            let aliased = elems.len() > 16;
            if aliased {
                if let Some(k) = seen.get(ty) {
                    return *k + 1;
                }
                found.push((ty.clone(), 0));
            }
            let slot = found.len().wrapping_sub(1);
            for e in elems.iter() {
                max = max.max(visit_type(e, found, seen, d));
            }
            if aliased {
                if let Some(e) = found.get_mut(slot) {
                    e.1 = max;
                }
                seen.insert(ty.clone(), max);
                max += 1;
            }
        }
        Type::Function(f) => {
            for e in f.inputs.iter().chain(&f.results) {
                max = max.max(visit_type(e, found, seen, d));
            }
        }
        Type::Complex(e) => max = visit_type(e, found, seen, d),
        Type::Vector(v) => max = visit_type(&v.element, found, seen, d),
        Type::Tensor(t) => {
            max = visit_type(&t.element, found, seen, d);
            if let Some(e) = &t.encoding {
                max = max.max(visit_attr(e, found, seen, d));
            }
        }
        _ => {}
    }
    max
}

/// Visits an attribute for aliases; returns the alias depth it contributes. Inlined down to
/// a test of the kind: most attributes (strings, numbers, dialect attributes) hold no type,
/// and a call each would be most of the alias scan's cost.
#[inline]
fn visit_attr(
    attr: &Attribute,
    found: &mut Vec<(Type, u32)>,
    seen: &mut HashMap<Type, u32>,
    depth: u32,
) -> u32 {
    let may_hold_type = matches!(
        attr,
        Attribute::Array(_) | Attribute::Dictionary(_) | Attribute::Type(_) | Attribute::Opaque(_)
    ) || attr.as_string().is_some_and(|s| s.ty().is_some());
    if may_hold_type {
        visit_type_holder(attr, found, seen, depth)
    } else {
        0
    }
}

/// [`visit_attr`] of an attribute that may hold a type.
fn visit_type_holder(
    attr: &Attribute,
    found: &mut Vec<(Type, u32)>,
    seen: &mut HashMap<Type, u32>,
    depth: u32,
) -> u32 {
    if depth > ALIAS_VISIT_DEPTH {
        return 0;
    }
    let d = depth + 1;
    let mut max = 0;
    match attr {
        Attribute::Array(a) => {
            for e in a.iter() {
                max = max.max(visit_attr(e, found, seen, d));
            }
        }
        Attribute::Dictionary(dict) => {
            for e in dict.entries() {
                max = max.max(visit_attr(&e.value, found, seen, d));
            }
        }
        Attribute::Type(t) => max = visit_type(t, found, seen, d),
        Attribute::String(s) => {
            if let Some(ty) = s.ty() {
                max = visit_type(ty, found, seen, d);
            }
        }
        Attribute::Opaque(o) => max = visit_type(&o.ty, found, seen, d),
        _ => {}
    }
    max
}

/// Bytes a streaming print ([`print_module_to`]) buffers before writing them to its sink.
const FLUSH_AT: usize = 1 << 16;

/// MLIR's `AsmPrinter` and `OpAsmPrinter` in one: what custom op printers
/// ([`crate::dialect::PrintOpFn`]) and [`crate::ir::DialectAttribute::print_body`] receive.
pub struct Printer<'a> {
    ir: &'a Ir,
    out: &'a mut Vec<u8>,
    /// Streaming print: where `out` is emptied between ops once it holds [`FLUSH_AT`] bytes.
    sink: Option<&'a mut dyn Write>,
    /// The first error writing to `sink` (nothing more is written after it).
    write_error: Option<std::io::Error>,
    names: &'a NameState,
    aliases: &'a Aliases,
    /// Current indentation in spaces (the indentation of the op being printed).
    indent: u32,
    generic: bool,
    /// The default dialect of the region being printed (MLIR's `defaultDialectStack` top):
    /// `builtin` at the top level, then the `default_dialect` of each region's parent op, or
    /// empty.
    default_dialect: &'static str,
    /// Nesting of attributes, types and regions being printed.
    pub(crate) depth: u32,
    /// While a registered dialect attribute's body is printed: the `(start, end)` offsets in
    /// `out` of each string literal written and of each nested registered attribute found
    /// balanced (ascending, disjoint), so that the pretty-form check skips them in one step
    /// instead of rescanning them.
    pub(crate) string_spans: Vec<(usize, usize)>,
    /// How many registered dialect attribute bodies are being printed (spans are recorded
    /// while this is non-zero).
    pub(crate) recording_strings: u32,
    /// The bracket stack of the pretty-form check, reused.
    pub(crate) bracket_stack: Vec<u8>,
    /// How many times printing stopped at the nesting limit (`<<NESTING TOO DEEP>>`).
    pub(crate) depth_cuts: u32,
    /// The text of the last few shared registered attributes printed (see
    /// [`SharedPrints`]).
    pub(crate) shared_prints: SharedPrints,
}

/// What the last few *shared* registered dialect attributes printed as, so that an attribute
/// held by many ops (`#nvvm.target<chip = "sm_90">` in every `gpu.binary`, parsed once and
/// shared, as MLIR uniques it) is printed once per run and then copied. An attribute's text is
/// a function of the attribute within one run (the aliases and flags are fixed before printing
/// starts), except at the nesting limit: a text that reached it is not kept, and an entry is
/// used only at a depth no deeper than the one it was printed at (it did not reach the limit
/// there, so it cannot at a shallower one). Entries hold a clone of the attribute, so its
/// address cannot be reused by another while the entry lives; for the same reason an
/// attribute held once (not shared) has no entry and is not looked for. Only attributes found
/// simple (`#dialect.sym<…>`) are kept.
#[derive(Default)]
pub(crate) struct SharedPrints {
    entries: crate::recent::Recent<SharedPrint, 8>,
}

struct SharedPrint {
    attr: Arc<dyn DialectAttribute>,
    /// The depth it was printed at.
    depth: u32,
    /// Its text.
    text: Vec<u8>,
}

impl SharedPrints {
    /// The longest text kept.
    const MAX_TEXT: usize = 256;

    /// The text `attr` printed as, when kept and usable at `depth`.
    pub(crate) fn get(&self, attr: &Arc<dyn DialectAttribute>, depth: u32) -> Option<&[u8]> {
        if Arc::strong_count(attr) < 2 {
            return None;
        }
        let e = self.entries.iter().find(|e| {
            std::ptr::addr_eq(Arc::as_ptr(&e.attr), Arc::as_ptr(attr)) && depth <= e.depth
        })?;
        Some(&e.text)
    }

    /// Keeps `text` as what `attr`, if shared, printed as at `depth`. Inlined: most printed
    /// attributes are held once, and for them this is one test, not a call.
    #[inline]
    pub(crate) fn insert(&mut self, attr: &Arc<dyn DialectAttribute>, depth: u32, text: &[u8]) {
        if text.len() <= Self::MAX_TEXT && Arc::strong_count(attr) >= 2 {
            self.keep(attr, depth, text);
        }
    }

    /// [`Self::insert`] for a shared attribute with a short enough text.
    fn keep(&mut self, attr: &Arc<dyn DialectAttribute>, depth: u32, text: &[u8]) {
        self.entries.push(SharedPrint {
            attr: attr.clone(),
            depth,
            text: text.to_vec(),
        });
    }
}

impl std::fmt::Debug for Printer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Printer")
            .field("out_len", &self.out.len())
            .field("streaming", &self.sink.is_some())
            .field("indent", &self.indent)
            .field("generic", &self.generic)
            .field("default_dialect", &self.default_dialect)
            .field("depth", &self.depth)
            .finish_non_exhaustive()
    }
}

/// Prints the module exactly as `mlir-opt-22` writes it to its output: type aliases, the
/// top-level op, a newline, and the blank line `mlir-opt` adds after it.
pub fn print_module(module: &Module, opts: &PrintOptions, out: &mut Vec<u8>) {
    // Without a sink nothing is written, so there is no error.
    let _ = print_module_impl(module, opts, out, None);
}

/// [`print_module`] streaming into `sink`: the text goes through `buf` (left empty), which is
/// written out between ops whenever it holds 64 KiB, so a large module is never held in memory
/// as a whole. Returns the first write error (the print then stops writing).
pub fn print_module_to(
    module: &Module,
    opts: &PrintOptions,
    buf: &mut Vec<u8>,
    sink: &mut dyn Write,
) -> std::io::Result<()> {
    print_module_impl(module, opts, buf, Some(sink))
}

fn print_module_impl(
    module: &Module,
    opts: &PrintOptions,
    out: &mut Vec<u8>,
    sink: Option<&mut dyn Write>,
) -> std::io::Result<()> {
    let names = NameState::new(&module.ir, module.top, opts.generic);
    let aliases = Aliases::collect(&module.ir, module.top);
    let mut p = Printer::new(
        &module.ir,
        out,
        sink.map(|s| s as &mut dyn Write),
        &names,
        &aliases,
        opts.generic,
    );
    for (ty, name) in &aliases.list {
        p.write_str("!");
        p.write_str(name);
        p.write_str(" = ");
        p.print_type_no_alias(ty);
        p.write_str("\n");
    }
    p.print_full_op(module.top);
    p.write_str("\n\n");
    p.flush_to_sink(0);
    match p.write_error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// The nearest isolated-from-above op around `op` (itself included), or the root: the scope in
/// which MLIR numbers values when printing one op with local scope.
fn local_scope(ir: &Ir, op: OpId) -> OpId {
    let mut cur = op;
    loop {
        if ir
            .op(cur)
            .name
            .def()
            .is_some_and(|d| d.traits.isolated_from_above)
        {
            return cur;
        }
        match ir.parent_op(cur) {
            Some(p) => cur = p,
            None => return cur,
        }
    }
}

/// The op in generic form, as in MLIR's «see current operation: …» note (values numbered in the
/// nearest isolated-from-above scope; values from outside it print as `<<UNKNOWN SSA VALUE>>`).
pub fn print_op_generic_to_string(ir: &Ir, op: OpId) -> String {
    print_op_to_string(ir, op, true)
}

/// The op in custom (or, with `generic`, generic) form with local scope, without aliases.
pub fn print_op_to_string(ir: &Ir, op: OpId, generic: bool) -> String {
    let names = NameState::new(ir, local_scope(ir, op), generic);
    let aliases = Aliases::default();
    let mut out = Vec::new();
    let mut p = Printer::new(ir, &mut out, None, &names, &aliases, generic);
    p.print_full_op(op);
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// One attribute as MLIR's `Attribute::print` writes it (no aliases): the text that
/// [`parse_attribute_source`](crate::syntax::parser::parse_attribute_source) reads back.
pub fn print_attribute_to_bytes(attr: &Attribute) -> Vec<u8> {
    print_alone(|p| p.print_attribute(attr))
}

/// One type as MLIR's `Type::print` writes it (no aliases): what diagnostics quote
/// (`'i32' vs 'i64'`) and what orders typed strings ([`crate::ir::StringAttr`]'s `Ord`).
pub fn type_to_string(ty: &Type) -> String {
    let out = print_alone(|p| p.print_type(ty));
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// What `print` writes with a printer of its own, outside any module (no aliases, no names).
fn print_alone(print: impl FnOnce(&mut Printer<'_>)) -> Vec<u8> {
    let ir = Ir::new();
    let names = NameState::default();
    let aliases = Aliases::default();
    let mut out = Vec::new();
    let mut p = Printer::new(&ir, &mut out, None, &names, &aliases, false);
    print(&mut p);
    out
}

impl<'a> Printer<'a> {
    fn new(
        ir: &'a Ir,
        out: &'a mut Vec<u8>,
        sink: Option<&'a mut dyn Write>,
        names: &'a NameState,
        aliases: &'a Aliases,
        generic: bool,
    ) -> Self {
        Printer {
            ir,
            out,
            sink,
            write_error: None,
            names,
            aliases,
            indent: 0,
            generic,
            default_dialect: "builtin",
            depth: 0,
            string_spans: Vec::new(),
            recording_strings: 0,
            bracket_stack: Vec::new(),
            depth_cuts: 0,
            shared_prints: SharedPrints::default(),
        }
    }

    /// The IR being printed.
    pub fn ir(&self) -> &'a Ir {
        self.ir
    }

    /// The output buffer.
    pub fn out(&mut self) -> &mut Vec<u8> {
        self.out
    }

    /// Streaming print: writes the buffer to the sink once it holds `threshold` bytes.
    fn flush_to_sink(&mut self, threshold: usize) {
        if self.out.len() < threshold.max(1) {
            return;
        }
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.write_error.is_none()
            && let Err(e) = sink.write_all(self.out)
        {
            self.write_error = Some(e);
        }
        self.out.clear();
    }

    /// Whether ops are printed in generic form.
    pub fn is_generic(&self) -> bool {
        self.generic
    }

    /// Appends text.
    pub fn write_str(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }

    /// Appends bytes.
    pub fn write_bytes(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// A keyword (an identifier printed as is).
    pub fn print_keyword(&mut self, kw: &str) {
        self.write_str(kw);
    }

    /// A decimal integer.
    pub fn print_u64(&mut self, v: u64) {
        num::write_u64(self.out, v);
    }

    /// A newline followed by the indentation of the op being printed.
    pub fn print_newline(&mut self) {
        self.out.push(b'\n');
        self.write_indent();
    }

    fn write_indent(&mut self) {
        let n = self.out.len() + self.indent as usize;
        self.out.resize(n, b' ');
    }

    fn type_alias(&self, ty: &Type) -> Option<&'a str> {
        let aliases: &'a Aliases = self.aliases;
        let i = *aliases.index.get(ty)?;
        aliases.list.get(i).map(|(_, n)| n.as_str())
    }

    /// `%3`, `%arg0`, `%0#1`, or `<<UNKNOWN SSA VALUE>>` for a value outside the printed scope.
    pub fn print_operand(&mut self, v: Value) {
        self.print_value_id(v, true);
    }

    fn print_value_id(&mut self, v: Value, result_no: bool) {
        let mut lookup = v;
        let mut number = None;
        if let ValueDef::OpResult(op, i) = self.ir.value(v).def {
            let results = &self.ir.op(op).results;
            if results.len() > 1
                && let Some(first) = results.first()
            {
                lookup = *first;
                number = Some(i);
            }
        }
        let id = self
            .names
            .values
            .get(lookup.0 as usize)
            .copied()
            .unwrap_or(NONE);
        if id == NONE {
            self.write_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if id & ARG != 0 {
            self.write_str("%arg");
            self.print_u64((id & !ARG) as u64);
        } else {
            self.write_str("%");
            self.print_u64(id as u64);
        }
        if let (Some(n), true) = (number, result_no) {
            self.write_str("#");
            self.print_u64(n as u64);
        }
    }

    /// `%a, %b`
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, v) in values.iter().enumerate() {
            if i != 0 {
                self.write_str(", ");
            }
            self.print_operand(*v);
        }
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

    fn print_attr_dict_impl(&mut self, attrs: &[NamedAttribute], elided: &[&str], keyword: bool) {
        let keep = |a: &&NamedAttribute| !a.name.is_one_of(elided);
        if !attrs.iter().any(|a| keep(&a)) {
            return;
        }
        if keyword {
            self.write_str(" attributes");
        }
        self.write_str(" {");
        for (i, a) in attrs.iter().filter(keep).enumerate() {
            if i != 0 {
                self.write_str(", ");
            }
            self.print_named_attribute(a);
        }
        self.write_str("}");
    }

    /// Results (`%0 = `, `%0:2 = `) and the op, custom or generic, at the current indentation.
    fn print_full_op(&mut self, op: OpId) {
        let data = self.ir.op(op);
        if let Some(first) = data.results.first() {
            self.print_value_id(*first, false);
            if data.results.len() > 1 {
                self.write_str(":");
                self.print_u64(data.results.len() as u64);
            }
            self.write_str(" = ");
        }
        match (&data.name, self.generic) {
            (OperationName::Registered(def), false) if def.print.is_some() => {
                // `OpState::printOpName`: the default dialect's prefix is dropped when nothing
                // else is dotted (`module` directly inside a module, `builtin.module` inside an
                // unregistered op, whose regions have no default dialect).
                let name = def.name;
                let short = name
                    .strip_prefix(self.default_dialect)
                    .filter(|_| !self.default_dialect.is_empty())
                    .and_then(|s| s.strip_prefix('.'))
                    .filter(|s| !s.contains('.'));
                self.write_str(short.unwrap_or(name));
                if let Some(print) = def.print {
                    print(self, op);
                }
            }
            _ => self.print_generic_op(op),
        }
    }

    /// `"d.op"(%a) [^bb1] <{props}> ({…}) {attrs} : (i32) -> i32`
    pub fn print_generic_op(&mut self, op: OpId) {
        let ir = self.ir;
        let data = ir.op(op);
        self.print_string(data.name.as_str().as_bytes());
        self.write_str("(");
        self.print_operands(&data.operands);
        self.write_str(")");
        if !data.successors.is_empty() {
            self.write_str("[");
            for (i, s) in data.successors.iter().enumerate() {
                if i != 0 {
                    self.write_str(", ");
                }
                self.print_successor(*s);
            }
            self.write_str("]");
        }
        if !data.properties.is_empty() {
            self.write_str(" <{");
            for (i, a) in data.properties.iter().enumerate() {
                if i != 0 {
                    self.write_str(", ");
                }
                self.print_named_attribute(a);
            }
            self.write_str("}>");
        } else if let Some(a) = &data.properties_attr {
            self.write_str(" <");
            self.print_attribute(a);
            self.write_str(">");
        }
        if !data.regions.is_empty() {
            self.write_str(" (");
            for (i, r) in data.regions.iter().enumerate() {
                if i != 0 {
                    self.write_str(", ");
                }
                self.print_region(*r, true, true);
            }
            self.write_str(")");
        }
        self.print_optional_attr_dict(&data.attributes, &[]);
        self.write_str(" : (");
        for (i, v) in data.operands.iter().enumerate() {
            if i != 0 {
                self.write_str(", ");
            }
            self.print_type(ir.value_type(*v));
        }
        self.write_str(") -> ");
        match data.results.as_slice() {
            [single] if !matches!(ir.value_type(*single), Type::Function(_)) => {
                self.print_type(ir.value_type(*single))
            }
            results => {
                self.write_str("(");
                for (i, v) in results.iter().enumerate() {
                    if i != 0 {
                        self.write_str(", ");
                    }
                    self.print_type(ir.value_type(*v));
                }
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
        if !self.enter_region() {
            return;
        }
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
            self.print_block(*b, header);
        }
        self.default_dialect = outer_dialect;
        self.write_indent();
        self.write_str("}");
        self.depth -= 1;
    }

    fn enter_region(&mut self) -> bool {
        if self.depth >= MAX_PRINT_DEPTH {
            self.write_str("{<<NESTING TOO DEEP>>}");
            self.depth_cuts += 1;
            return false;
        }
        self.depth += 1;
        true
    }

    fn print_block(&mut self, b: BlockId, header: bool) {
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
        for op in &block.ops {
            self.write_indent();
            self.print_full_op(*op);
            self.write_str("\n");
            self.flush_to_sink(FLUSH_AT);
        }
        self.indent -= 2;
    }
}

#[cfg(test)]
mod tests;
