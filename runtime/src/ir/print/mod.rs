//! The printer: MLIR's `AsmPrinter` + `OpAsmPrinter`, writing MLIR's textual IR into one
//! `Vec<u8>`, byte-identical to `mlir-opt-22` (custom and generic op forms, SSA value and block
//! numbering, predecessor comments, aliases for long tuples, affine maps and integer sets).
//!
//! Value names are computed once per print into `Vec`s indexed by value / block id (MLIR's
//! `SSANameState`): every region starts numbering where its parent region ended, sibling regions
//! restart from the same point (in generic form ids are unique instead: nothing restarts and
//! pending regions are numbered last-in first-out), entry-block arguments are `%argN`, other
//! values `%N`; an op with several results takes one number (`%0:2`, used as `%0#1`). Blocks are
//! `^bbN` per region.

mod affine;
mod alias;
mod attr;
mod dense;
mod display;
mod names;
mod op;
mod parallel;
mod resource;
mod symbol;
mod types;
pub(crate) use symbol::{
    BODY_SPECIAL, is_bare_identifier, is_pretty_dialect_symbol, opening_bracket,
};
pub(crate) mod num;

pub use super::escape::write_escaped;
pub use affine::{write_affine_expr, write_affine_map, write_integer_set};
pub use display::OpDisplay;

use std::io::Write;
use std::sync::Arc;

use alias::Aliases;
pub(crate) use alias::{LocationPrinting, holds_no_alias, type_holds_no_alias};
use names::NameState;
pub(crate) use names::Naming;

use crate::ir::{
    Attribute, DialectAttribute, Ir, Location, LocationAttr, Module, NamedAttribute,
    OffsetResolver, OpId, Type, Value,
};

/// Printing options (the `mlir-opt` flags that change the output).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in generic form.
    pub generic: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`: dense and sparse elements attributes of more
    /// than `N` elements (splats excepted) print as `dense_resource<__elided__>`.
    pub elide_elements_attrs_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: integer, float and complex dense
    /// elements attributes of more than `N` elements (splats excepted) print their payload as
    /// `"0x…"`; `-1` never does, any other negative `N` always does. Without it, `N` is 100.
    pub print_elements_attrs_with_hex_if_larger: Option<i64>,
    /// `--mlir-print-local-scope`: no aliases (attributes, types and locations print in full)
    /// and no file metadata; the op and one newline, as MLIR's `Operation::print` with
    /// `useLocalScope()` writes it.
    pub local_scope: bool,
    /// `--mlir-print-debuginfo`: every op's location after it (`loc(#loc3)`, or in full with
    /// `local_scope`), and every printed block argument's after its type (in full).
    pub debug_info: bool,
    /// `--mlir-disable-threading`: print on the calling thread only. Otherwise the ops of a
    /// large block (a module's functions) are printed in chunks on several threads and
    /// written in order: the text is the same either way.
    pub disable_threading: bool,
    /// How many ops (a block's, with the top level of their regions) a block must hold to be
    /// printed on several threads; `None`: 2,048, below which starting a thread costs more
    /// than it saves. `Some(1)` splits every block of two ops or more, which tests and fuzzers
    /// use to compare the split print with one thread's.
    pub parallel_min_ops: Option<usize>,
    /// MLIR's `OpPrintingFlags::assumeVerified`: custom printers run on every op. Without it
    /// (the default), an op whose own verifier ([`OpDef::verify`](crate::dialect::OpDef::verify))
    /// fails prints in generic form, since a custom printer may rely on what the verifier
    /// checks (its operand count, its regions); ops the parser checked as it built them, and
    /// not changed since, are not checked again. MLIR instead verifies the whole op first and
    /// prints all of it in generic form when anything fails. `rods-opt` prints only verified
    /// IR, and sets it.
    pub assume_verified: bool,
}

impl PrintOptions {
    /// `--mlir-print-op-generic` alone.
    pub fn generic() -> PrintOptions {
        PrintOptions {
            generic: true,
            ..PrintOptions::default()
        }
    }
}

/// Nesting of attributes and types beyond which the printer writes `<<NESTING TOO DEEP>>`
/// instead of recursing further: well above the parser's limit, so all parsed IR prints in
/// full, and low enough that a hand-built value nested deeper fits the stack a region level
/// leaves ([`crate::ir::ensure_sufficient_stack`]) in a debug build (4096 and 2048 did not
/// fit a 2 MiB stack: found by `tests/tests/integration/limits.rs`). Regions print at any
/// depth.
pub(crate) const MAX_PRINT_DEPTH: u32 = 1100;

/// Bytes a streaming print ([`print_module_to`]) buffers before writing them to its sink.
const FLUSH_AT: usize = 1 << 16;

/// String literals kept in canonical form of at least this many bytes are not copied into a
/// streaming print's buffer: they are written to the sink from where they are kept (a device
/// binary from the mapped input), in their place ([`Printer::holes`]).
const DIRECT_STRING_MIN: usize = 1 << 16;

/// MLIR's `AsmPrinter` and `OpAsmPrinter` in one: what custom op printers
/// ([`crate::dialect::PrintOpFn`]) and [`crate::ir::DialectAttribute::print_body`] receive.
pub struct Printer<'a> {
    ir: &'a Ir,
    out: &'a mut Vec<u8>,
    /// Streaming print: where `out` is emptied between ops once it holds [`FLUSH_AT`] bytes.
    sink: Option<&'a mut dyn Write>,
    /// The first error writing to `sink` (nothing more is written after it).
    write_error: Option<std::io::Error>,
    /// Streaming print: the long strings written to the sink without a copy in `out`, each
    /// with the offset in `out` it goes to (between its quotes), ascending.
    holes: Vec<(usize, bytes::Bytes)>,
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
    /// How many times text went out that the text caches must not keep for reuse: printing
    /// stopped at the nesting limit (`<<NESTING TOO DEEP>>`), or a long string went to
    /// `holes` (not all of the text is in `out`).
    pub(crate) unkept: u32,
    /// [`PrintOptions::elide_elements_attrs_if_larger`].
    pub(crate) elide_elements_if_larger: Option<u64>,
    /// [`PrintOptions::print_elements_attrs_with_hex_if_larger`], 100 by default.
    pub(crate) hex_elements_if_larger: i64,
    /// The text of the last few shared registered attributes printed (see
    /// [`SharedPrints`]).
    pub(crate) shared_prints: SharedPrints,
    /// The texts of recently printed float attributes.
    pub(crate) float_texts: num::FloatTexts,
    /// The texts of recently printed types held in an `Arc`.
    pub(crate) type_texts: types::TypeTexts,
    /// The resources `dense_resource<…>` attributes printed so far refer to.
    pub(crate) used_resources: resource::UsedResources,
    /// The numbers of the distinct attributes printed so far (`distinct[N]`), by identity, in
    /// printing order from 0 (MLIR's `DistinctState`).
    pub(crate) distinct_ids: rustc_hash::FxHashMap<usize, u64>,
    /// `--mlir-print-debuginfo`: how locations are printed.
    locations: Option<&'a LocationPrinting<'a>>,
    /// Set while the alias walk runs an op's custom printer to find out what it prints, in
    /// which order (`alias::printed_by`): attributes, types and signature arguments are noted as
    /// they are printed, regions noted instead of printed.
    pub(crate) probe: Option<Vec<alias::Printed>>,
    /// Whether (and how) the ops of a large block may be printed on several threads: set on
    /// a whole module's printer, never on a worker's.
    parallel: Option<parallel::Parallel<'a>>,
    /// The file of the last file location printed and its quoted, escaped text: most
    /// locations of a module name one file.
    pub(crate) location_file: (Vec<u8>, Vec<u8>),
    /// [`PrintOptions::assume_verified`].
    pub(crate) assume_verified: bool,
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

/// Prints the module exactly as `mlir-opt-22` writes it to its output: aliases, the
/// top-level op, a newline, and the blank line `mlir-opt` adds after it. With
/// [`PrintOptions::debug_info`], locations that are offsets into the source buffer print as
/// `loc(unknown)`: [`print_module_with_source`] resolves them.
pub fn print_module(module: &Module, opts: &PrintOptions, out: &mut Vec<u8>) {
    // Without a sink nothing is written, so there is no error.
    let _ = print_module_impl(module, opts, None, out, None, Threads::of(opts));
}

/// [`print_module`] of a module parsed from the buffer `source` describes, whose offsets
/// print as MLIR's file locations (`loc("file.mlir":3:5)`) with [`PrintOptions::debug_info`].
pub fn print_module_with_source(
    module: &Module,
    opts: &PrintOptions,
    source: &(dyn OffsetResolver + Sync),
    out: &mut Vec<u8>,
) {
    let _ = print_module_impl(module, opts, Some(source), out, None, Threads::of(opts));
}

/// [`print_module_with_source`] streaming into `sink`: the text goes through `buf` (left
/// empty), which is written out between ops whenever it holds 64 KiB, so a large module is
/// never held in memory as a whole. Returns the first write error (the print then stops
/// writing).
pub fn print_module_to(
    module: &Module,
    opts: &PrintOptions,
    source: Option<&(dyn OffsetResolver + Sync)>,
    buf: &mut Vec<u8>,
    sink: &mut dyn Write,
) -> std::io::Result<()> {
    print_module_impl(module, opts, source, buf, Some(sink), Threads::of(opts))
}

/// How many threads a print may use and from how much work on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Threads {
    /// At most this many (0: as many as the machine runs at once, asked only when there is
    /// enough work; 1: the calling thread only).
    pub(crate) max: usize,
    /// Ops (a block's and the top level of their regions') below which a block is printed
    /// on one thread ([`PrintOptions::parallel_min_ops`], by default [`MIN_PARALLEL_OPS`]).
    pub(crate) min_ops: usize,
}

impl Threads {
    fn of(opts: &PrintOptions) -> Threads {
        Threads {
            max: if opts.disable_threading { 1 } else { 0 },
            min_ops: opts.parallel_min_ops.unwrap_or(MIN_PARALLEL_OPS),
        }
    }
}

/// Ops below which a block is printed on one thread: starting a thread costs about as much as
/// printing a few hundred ops.
const MIN_PARALLEL_OPS: usize = 2048;

/// The two walks of the whole module a print starts with: the names of values and blocks, and
/// the aliases. They only read the module, so they may run while something else does (the
/// driver verifies meanwhile).
pub(crate) struct Prepared {
    names: NameState,
    aliases: Aliases,
}

impl Prepared {
    /// The walks for printing `module` as `opts` say, each on a thread when there are two and
    /// enough ops (and `opts` does not disable threading).
    pub(crate) fn new(
        module: &Module,
        opts: &PrintOptions,
        source: Option<&(dyn OffsetResolver + Sync)>,
    ) -> Prepared {
        Prepared::with_threads(module, opts, source, Threads::of(opts))
    }

    /// The walks for printing `module` as `opts` say, its names numbered already (by
    /// [`Prepared::naming`]'s [`Naming::finish`]).
    pub(crate) fn with_names(
        module: &Module,
        opts: &PrintOptions,
        source: Option<&(dyn OffsetResolver + Sync)>,
        names: NameState,
    ) -> Prepared {
        Prepared {
            names,
            aliases: alias_walk(module, opts, source),
        }
    }

    /// The names of printing `module` as `opts` say, to number in parts ([`Naming`]) while
    /// the module is verified; `None` in generic form (its unique SSA ids number the regions
    /// one after another).
    pub(crate) fn naming<'m>(module: &'m Module, opts: &PrintOptions) -> Option<Naming<'m>> {
        (!opts.generic).then(|| Naming::new(&module.ir, module.top, true))
    }

    /// The walks, each on a thread when `threads` allows two and there are enough ops.
    fn with_threads(
        module: &Module,
        opts: &PrintOptions,
        source: Option<&(dyn OffsetResolver + Sync)>,
        threads: Threads,
    ) -> Prepared {
        let name = || name_walk(module, opts);
        let collect = || alias_walk(module, opts, source);
        let (names, aliases) =
            if !opts.local_scope && parallel::may_use_threads(threads, module.ir.num_ops()) {
                parallel::both(name, collect)
            } else {
                (name(), collect())
            };
        Prepared { names, aliases }
    }

    /// The walks for printing `module` as `opts` say, as two tasks that threads take in turn
    /// ([`SharedWalks::run_next`]): a thread started for them and, once its own work is done,
    /// the thread that started it.
    /// With `names_apart` the names are numbered elsewhere (see [`Prepared::naming`]) and
    /// given to [`SharedWalks::finish`].
    pub(crate) fn shared<'m>(
        module: &'m Module,
        opts: &'m PrintOptions,
        source: Option<&'m (dyn OffsetResolver + Sync)>,
        names_apart: bool,
    ) -> SharedWalks<'m> {
        SharedWalks {
            module,
            opts,
            source,
            next: std::sync::atomic::AtomicUsize::new(0),
            names_apart,
            names: std::sync::OnceLock::new(),
            aliases: std::sync::OnceLock::new(),
        }
    }
}

/// The names walk of [`Prepared`]: the names of values and blocks.
fn name_walk(module: &Module, opts: &PrintOptions) -> NameState {
    NameState::new(&module.ir, module.top, opts.generic, !opts.generic)
}

/// The alias walk of [`Prepared`] (none under `--mlir-print-local-scope`).
fn alias_walk(
    module: &Module,
    opts: &PrintOptions,
    source: Option<&(dyn OffsetResolver + Sync)>,
) -> Aliases {
    // Without locations to print, IR that holds no aliased value has nothing to find.
    if opts.local_scope || (!opts.debug_info && !module.ir.may_hold_aliases()) {
        return Aliases::default();
    }
    let locations = opts
        .debug_info
        .then(|| LocationPrinting::new(source.map(|s| s as &dyn OffsetResolver)));
    Aliases::collect(&module.ir, module.top, opts.generic, locations.as_ref())
}

/// The walks of [`Prepared`] as two tasks for whichever thread is free (see
/// [`Prepared::shared`]): the aliases first, then the names. The verifier beside them often
/// ends before both are done (on a module of a few large ops, long before), and then takes
/// the names.
pub(crate) struct SharedWalks<'m> {
    module: &'m Module,
    opts: &'m PrintOptions,
    source: Option<&'m (dyn OffsetResolver + Sync)>,
    /// The next task to take: 0 the aliases, 1 the names, then none.
    next: std::sync::atomic::AtomicUsize,
    /// Whether the names are numbered elsewhere (the names task does nothing).
    names_apart: bool,
    names: std::sync::OnceLock<NameState>,
    aliases: std::sync::OnceLock<Aliases>,
}

impl SharedWalks<'_> {
    /// Runs the next task not yet taken; `false` when none is left.
    pub(crate) fn run_next(&self) -> bool {
        match self.next.fetch_add(1, std::sync::atomic::Ordering::Relaxed) {
            0 => {
                let _ = self
                    .aliases
                    .set(alias_walk(self.module, self.opts, self.source));
                true
            }
            1 => {
                if !self.names_apart {
                    let _ = self.names.set(name_walk(self.module, self.opts));
                }
                true
            }
            _ => false,
        }
    }

    /// What the tasks made (with `names`, made elsewhere, as the names). A caller that ran
    /// [`SharedWalks::run_next`] until it said `false` finds both made; a walk not made yet is
    /// made here.
    pub(crate) fn finish(self, names: Option<NameState>) -> Prepared {
        let (module, opts) = (self.module, self.opts);
        Prepared {
            names: names
                .or_else(|| self.names.into_inner())
                .unwrap_or_else(|| name_walk(module, opts)),
            aliases: self
                .aliases
                .into_inner()
                .unwrap_or_else(|| alias_walk(module, opts, self.source)),
        }
    }
}

/// [`print_module_to`] (without `sink`: [`print_module_with_source`], which has no write
/// error) from the walks `prepared` made for the same module and options (borrowed: a process
/// about to exit need not free them).
pub(crate) fn print_prepared_module(
    module: &Module,
    opts: &PrintOptions,
    source: &(dyn OffsetResolver + Sync),
    prepared: &Prepared,
    out: &mut Vec<u8>,
    sink: Option<&mut dyn Write>,
) -> std::io::Result<()> {
    print_prepared(
        module,
        opts,
        Some(source),
        prepared,
        out,
        sink,
        Threads::of(opts),
    )
}

pub(crate) fn print_module_impl(
    module: &Module,
    opts: &PrintOptions,
    source: Option<&(dyn OffsetResolver + Sync)>,
    out: &mut Vec<u8>,
    sink: Option<&mut dyn Write>,
    threads: Threads,
) -> std::io::Result<()> {
    let prepared = Prepared::with_threads(module, opts, source, threads);
    print_prepared(module, opts, source, &prepared, out, sink, threads)
}

fn print_prepared(
    module: &Module,
    opts: &PrintOptions,
    source: Option<&(dyn OffsetResolver + Sync)>,
    prepared: &Prepared,
    out: &mut Vec<u8>,
    sink: Option<&mut dyn Write>,
    threads: Threads,
) -> std::io::Result<()> {
    let locations = opts
        .debug_info
        .then(|| LocationPrinting::new(source.map(|s| s as &dyn OffsetResolver)));
    let Prepared { names, aliases } = prepared;
    let mut p = Printer::new(
        &module.ir,
        out,
        sink.map(|s| s as &mut dyn Write),
        names,
        aliases,
        opts.generic,
    );
    p.elide_elements_if_larger = opts.elide_elements_attrs_if_larger;
    p.assume_verified = opts.assume_verified;
    if let Some(n) = opts.print_elements_attrs_with_hex_if_larger {
        p.hex_elements_if_larger = n;
    }
    p.locations = locations.as_ref();
    if threads.max != 1 {
        p.parallel = Some(parallel::Parallel {
            threads,
            source,
            debug_info: opts.debug_info,
        });
    }
    p.print_alias_definitions(false);
    p.print_full_op(module.top);
    p.write_str("\n");
    p.print_alias_definitions(true);
    if !opts.local_scope {
        p.print_file_metadata(&module.ir.resources);
        p.write_str("\n");
    }
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
    print_op_to_string_with(ir, op, generic, None)
}

/// [`print_op_to_string`], with `locations` each op's and block argument's location too.
pub(crate) fn print_op_to_string_with(
    ir: &Ir,
    op: OpId,
    generic: bool,
    locations: Option<&LocationPrinting<'_>>,
) -> String {
    let names = NameState::new(ir, local_scope(ir, op), generic, !generic);
    let aliases = Aliases::default();
    let mut out = Vec::new();
    let mut p = Printer::new(ir, &mut out, None, &names, &aliases, generic);
    p.locations = locations;
    p.print_full_op(op);
    into_string(out)
}

/// One attribute as MLIR's `Attribute::print` writes it (no aliases): the text that
/// [`parse_attribute_source`](crate::syntax::parser::parse_attribute_source) reads back.
pub fn print_attribute_to_bytes(attr: &Attribute) -> Vec<u8> {
    print_alone(|p| p.print_attribute(attr))
}

/// One type as MLIR's `Type::print` writes it (no aliases): what diagnostics quote
/// (`'i32' vs 'i64'`) and what orders typed strings ([`crate::ir::StringAttr`]'s `Ord`).
pub fn type_to_string(ty: &Type) -> String {
    // The scalar types (what `arith.constant`'s result names append) without a printer.
    match ty {
        Type::Integer { width, signedness } => {
            let mut out = Vec::with_capacity(8);
            out.extend_from_slice(match signedness {
                crate::ir::Signedness::Signless => b"i",
                crate::ir::Signedness::Signed => b"si",
                crate::ir::Signedness::Unsigned => b"ui",
            });
            num::write_u64(&mut out, u64::from(*width));
            into_string(out)
        }
        Type::Index => "index".to_owned(),
        Type::Float(k) => k.keyword().to_owned(),
        _ => into_string(print_alone(|p| p.print_type(ty))),
    }
}

/// An integer in decimal, read as signed or unsigned (LLVM's `APInt::print(os, isSigned)`):
/// what `arith.constant`'s result names hold (`%c-1_i8`).
pub fn apint_to_string(value: &crate::ir::ApInt, signed: bool) -> String {
    let mut out = Vec::new();
    num::write_apint(&mut out, value, signed);
    into_string(out)
}

/// Printed text as a `String` (invalid UTF-8, from string payloads, replaced).
fn into_string(out: Vec<u8>) -> String {
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
            holes: Vec::new(),
            names,
            aliases,
            indent: 0,
            generic,
            default_dialect: "builtin",
            depth: 0,
            string_spans: Vec::new(),
            recording_strings: 0,
            bracket_stack: Vec::new(),
            unkept: 0,
            shared_prints: SharedPrints::default(),
            elide_elements_if_larger: None,
            hex_elements_if_larger: dense::DEFAULT_HEX_THRESHOLD,
            float_texts: num::FloatTexts::default(),
            type_texts: types::TypeTexts::default(),
            used_resources: resource::UsedResources::default(),
            distinct_ids: Default::default(),
            locations: None,
            probe: None,
            parallel: None,
            location_file: Default::default(),
            assume_verified: false,
        }
    }

    /// `#name = …` / `!name = …`, a line each: the aliases defined before the top-level op,
    /// or (`deferred`) those defined after it.
    fn print_alias_definitions(&mut self, deferred: bool) {
        let aliases: &'a Aliases = self.aliases;
        for (value, name) in aliases.definitions(deferred) {
            match value {
                alias::Aliased::Type(ty) => {
                    self.print_alias_use(b'!', name);
                    self.write_str(" = ");
                    self.print_type_no_alias(ty);
                }
                alias::Aliased::Attr(attr) => {
                    self.print_alias_use(b'#', name);
                    self.write_str(" = ");
                    self.print_attr_no_alias(attr);
                }
            }
            self.write_str("\n");
        }
    }

    /// With `--mlir-print-debuginfo`, ` loc(…)` after op `op`: its location's alias when it
    /// has one (MLIR's `printTrailingLocation`), found where the alias walk noted it.
    #[inline]
    pub(super) fn print_trailing_location(&mut self, op: OpId) {
        let Some(locations) = self.locations else {
            return;
        };
        if let Some(alias) = self.aliases.op_location_alias(op) {
            self.write_str(" loc(");
            self.print_alias_use(b'#', alias);
            self.write_str(")");
            return;
        }
        let attr = Attribute::Location(locations.attr_of(&self.ir.op_loc(op)));
        match self.attr_alias(&attr) {
            Some(alias) => {
                self.write_str(" loc(");
                self.print_alias_use(b'#', alias);
                self.write_str(")");
            }
            None => {
                self.write_str(" ");
                self.print_attr_no_alias(&attr);
            }
        }
    }

    /// With `--mlir-print-debuginfo`, ` loc(…)` after a block argument's type, never its own
    /// alias (MLIR's `printOptionalLocationSpecifier`).
    pub(super) fn print_argument_location(&mut self, loc: &Location) {
        let Some(locations) = self.locations else {
            return;
        };
        let attr: Arc<LocationAttr> = locations.attr_of(loc);
        self.write_str(" ");
        self.print_attr_no_alias(&Attribute::Location(attr));
    }

    /// Notes what a custom printer run by the alias walk printed (`alias::printed_by`).
    /// Out of line, and given references: the recursive printing functions that call it keep
    /// their stack frames as they were (the printer nests as deep as the parser allows).
    #[cold]
    #[inline(never)]
    pub(super) fn note_printed(&mut self, printed: alias::Printed) {
        if let Some(probe) = &mut self.probe {
            probe.push(printed);
        }
    }

    /// [`Printer::note_printed`] of an attribute.
    #[cold]
    #[inline(never)]
    pub(super) fn note_printed_attr(&mut self, attr: &Attribute) {
        self.note_printed(alias::Printed::Attr(attr.clone()));
    }

    /// [`Printer::note_printed`] of a type.
    #[cold]
    #[inline(never)]
    pub(super) fn note_printed_type(&mut self, ty: &crate::ir::Type) {
        self.note_printed(alias::Printed::Type(ty.clone()));
    }

    /// A region's entry argument as a function signature shows it: `%arg0: i32 {a.b}`, and its
    /// location under `--mlir-print-debuginfo` (MLIR's `printRegionArgument`).
    pub fn print_region_argument(&mut self, arg: Value, attrs: &[NamedAttribute]) {
        if self.probe.is_some() {
            self.note_printed(alias::Printed::Arg(arg));
            return;
        }
        self.print_operand(arg);
        self.write_str(": ");
        self.print_type(self.ir.value_type(arg));
        self.print_optional_attr_dict(attrs, &[]);
        self.print_argument_location(self.ir.arg_loc(arg));
    }

    /// The IR being printed.
    pub fn ir(&self) -> &'a Ir {
        self.ir
    }

    /// The output buffer. A streaming printer (one writing to a sink, as `rods-opt` does) may
    /// have written a string literal of 64 KiB or more straight to the sink: the buffer then
    /// holds only its quotes. What a printer writes is for the output, as with MLIR's
    /// `raw_ostream`, not to be read back.
    pub fn out(&mut self) -> &mut Vec<u8> {
        self.out
    }

    /// A string literal's canonical escaped body `raw`, quoted: written to the sink from where
    /// it is kept when it is long and this printer streams, else copied. Returns where its
    /// opening quote is in `out`.
    pub(crate) fn write_quoted_raw(&mut self, raw: &bytes::Bytes) -> usize {
        let start = self.out.len();
        if raw.len() >= DIRECT_STRING_MIN && self.sink.is_some() {
            self.out.push(b'"');
            self.holes.push((self.out.len(), raw.clone()));
            self.unkept += 1;
            self.out.push(b'"');
            return start;
        }
        self.out.reserve(raw.len() + 2);
        self.out.push(b'"');
        self.out.extend_from_slice(raw);
        self.out.push(b'"');
        start
    }

    /// Streaming print: writes the buffer (and the strings in its holes) to the sink once it
    /// holds `threshold` bytes or a hole.
    fn flush_to_sink(&mut self, threshold: usize) {
        if self.out.len() < threshold.max(1) && self.holes.is_empty() {
            return;
        }
        let Some(sink) = self.sink.as_mut() else {
            return;
        };
        if self.write_error.is_none() {
            let mut written = Ok(());
            let mut at = 0;
            for (pos, raw) in &self.holes {
                written = written
                    .and_then(|()| sink.write_all(self.out.get(at..*pos).unwrap_or_default()))
                    .and_then(|()| sink.write_all(raw));
                at = *pos;
            }
            written = written.and_then(|()| sink.write_all(self.out.get(at..).unwrap_or_default()));
            if let Err(e) = written {
                self.write_error = Some(e);
            }
        }
        self.holes.clear();
        self.out.clear();
    }

    /// Whether ops are printed in generic form.
    pub fn is_generic(&self) -> bool {
        self.generic
    }

    /// Appends text.
    #[inline]
    pub fn write_str(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }

    /// MLIR's `interleaveComma`: `each` on every item, `, ` between them.
    #[inline]
    pub fn interleave_comma<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut each: impl FnMut(&mut Self, T),
    ) {
        for (i, item) in items.into_iter().enumerate() {
            if i != 0 {
                self.write_str(", ");
            }
            each(self, item);
        }
    }

    /// Appends bytes.
    #[inline]
    pub fn write_bytes(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// A keyword (an identifier printed as is).
    pub fn print_keyword(&mut self, kw: &str) {
        self.write_str(kw);
    }

    /// A decimal integer.
    #[inline]
    pub fn print_u64(&mut self, v: u64) {
        num::write_u64(self.out, v);
    }

    /// A decimal integer, `-` first when negative (MLIR's `printer << int64_t`).
    #[inline]
    pub fn print_i64(&mut self, v: i64) {
        num::write_i64(self.out, v);
    }

    /// A newline followed by the indentation of the op being printed.
    #[inline]
    pub fn print_newline(&mut self) {
        self.out.push(b'\n');
        self.write_indent();
    }

    #[inline]
    fn write_indent(&mut self) {
        let n = self.out.len() + self.indent as usize;
        self.out.resize(n, b' ');
    }

    fn type_alias(&self, ty: &Type) -> Option<alias::AliasName> {
        self.aliases.type_alias(ty)
    }

    fn attr_alias(&self, attr: &Attribute) -> Option<alias::AliasName> {
        self.aliases.attr_alias(attr)
    }

    /// `#name` or `!name`.
    fn print_alias_use(&mut self, prefix: u8, name: alias::AliasName) {
        self.out.push(prefix);
        self.write_str(name.base);
        if name.n != 0 {
            self.print_u64(u64::from(name.n));
        }
    }
}

#[cfg(test)]
mod tests;
