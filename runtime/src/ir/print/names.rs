//! SSA value and block names of a print (MLIR's `SSANameState`), computed once into tables
//! indexed by value and block id, with the names ops choose through `OpAsmOpInterface`
//! (`%c42_i32`, `%generated_0`) made valid and unique in their scope.

use std::borrow::Cow;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

/// No name assigned (a value or block outside the printed scope).
pub(super) const NONE: u32 = u32::MAX;
/// Flag bit of an entry-block argument name (`%argN`).
pub(super) const ARG: u32 = 1 << 31;
/// Flag bit of a chosen name: the rest is its index in [`NameState::strings`].
pub(super) const NAMED: u32 = 1 << 30;
/// Flag bit of a result printed with its number in its group (`%0#1`): the rest is the
/// group's name (with its other flags), the number is in [`NameState::result_numbers`].
pub(super) const GROUPED: u32 = 1 << 29;

/// The names of values and blocks within the printed scope (MLIR's `SSANameState`).
#[derive(Debug, Default)]
pub(crate) struct NameState {
    /// Per value id (from `value_base`): `N` (`%N`), `ARG | N` (`%argN`), `NAMED | i`
    /// (`%strings[i]`), any of these with `GROUPED`, or `NONE`. A result of an op with several
    /// results holds its group's name, so that printing a value is one lookup.
    pub(super) values: Vec<u32>,
    /// Per value id: its name as printed (`%12`, `%arg3`, `%c0_i64`) when that takes at most
    /// eight bytes and the value is not `GROUPED`, little-endian and padded with zero bytes (a
    /// name has none), so that printing it is one eight-byte copy; else 0 (printed from
    /// `values`).
    pub(super) spellings: Vec<u64>,
    /// Per value id of a `GROUPED` value: its number in its result group.
    pub(super) result_numbers: Vec<u32>,
    /// Per block id: its index in its region (`^bbN`) or `NONE`.
    pub(super) blocks: Vec<u32>,
    /// Branch edges `(successor, predecessor)`, grouped by successor, each group by
    /// predecessor index.
    pub(super) preds: Vec<(u32, u32)>,
    /// Per block id: where its predecessors start in `preds` (one more entry at the end).
    pub(super) pred_starts: Vec<u32>,
    /// The chosen names, unique in their scope.
    pub(super) strings: Vec<Arc<str>>,
    /// The first result of each group of ops whose results print in several groups (a name
    /// given to a result other than the first starts a group: `%0:2, %name = …`), ascending.
    pub(super) result_groups: FxHashMap<u32, Vec<u32>>,
    /// The value id of the first entry of `values`, `spellings` and `result_numbers` (0 for
    /// a module; an op printed with local scope has tables over its own ids).
    pub(super) value_base: u32,
    /// The block id of the first entry of `blocks` and `pred_starts`.
    pub(super) block_base: u32,
}

/// The entry of id `id` in `table`, whose first entry is id `base`; `missing` for an id
/// outside it.
#[inline]
fn entry<T: Copy>(table: &[T], base: u32, id: u32, missing: T) -> T {
    table
        .get(id.wrapping_sub(base) as usize)
        .copied()
        .unwrap_or(missing)
}

/// Sets `table[index]`, growing the table with `NONE` to hold it.
pub(super) fn set(table: &mut Vec<u32>, index: u32, value: u32) {
    set_filled(table, index, value, NONE);
}

/// Sets `table[index]`, growing the table with `fill` to hold it.
fn set_filled<T: Copy>(table: &mut Vec<T>, index: u32, value: T, fill: T) {
    let i = index as usize;
    if table.len() <= i {
        table.resize(i + 1, fill);
    }
    table[i] = value;
}

/// Adds one to the number `text` ends with when that keeps its count of digits (`%19` becomes
/// `%20`); false, with `text` unchanged, when it does not (`%99`, `%arg9`).
fn increment_digits(text: &mut [u8]) -> bool {
    let Some(end) = text.iter().rposition(|b| *b != b'9') else {
        return false;
    };
    if !text[end].is_ascii_digit() {
        return false;
    }
    text[end] += 1;
    for b in &mut text[end + 1..] {
        *b = b'0';
    }
    true
}

/// The bytes [`sanitize`] keeps: letters, digits and `$._-`.
static VALID_NAME_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-');
        b += 1;
    }
    table
};

/// MLIR's `sanitizeIdentifier` for value names: letters, digits and `$._-` are kept, a space
/// becomes `_`, any other byte its hex code; a leading digit gets a `_` prefix (it could clash
/// with the numbered values).
fn sanitize(name: &str) -> Cow<'_, str> {
    let valid = |b: u8| VALID_NAME_BYTE[usize::from(b)];
    let bytes = name.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_digit) && bytes.iter().all(|b| valid(*b)) {
        return Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if bytes.first().is_some_and(u8::is_ascii_digit) {
        out.push('_');
    }
    for b in bytes {
        match *b {
            b if valid(b) => out.push(b as char),
            b' ' => out.push('_'),
            b => out.push_str(&format!("{b:X}")),
        }
    }
    Cow::Owned(out)
}

/// The names chosen in a print, each kept once (`%c0` of every function is one string),
/// shared by the threads that number a module's functions.
#[derive(Default)]
struct Strings {
    /// Where each name is in `strings`.
    ids: FxHashMap<Arc<str>, u32>,
    strings: Vec<Arc<str>>,
}

impl Strings {
    /// Where `name` is in `strings` (added if new), and the string kept there.
    fn intern(&mut self, name: &str) -> (u32, Arc<str>) {
        if let Some((kept, i)) = self.ids.get_key_value(name) {
            return (*i, kept.clone());
        }
        let name: Arc<str> = Arc::from(name);
        let i = self.strings.len() as u32;
        self.strings.push(name.clone());
        self.ids.insert(name.clone(), i);
        (i, name)
    }
}

/// The names in use on one thread (MLIR's scoped `usedNames`): a scope per region being
/// named, its parent's names visible in it; and the counter of conflict suffixes (`_0`, `_1`,
/// …). Each name seen is remembered with its index in the print's [`Strings`] and a flag
/// saying whether an open scope uses it, so that closing a scope clears flags rather than
/// removing names from a set.
#[derive(Clone, Default)]
struct UsedNames {
    /// The index in [`Strings`] of each name this thread has seen (every name an open scope
    /// uses is one of them).
    ids: FxHashMap<Arc<str>, u32>,
    /// Per index in [`Strings`]: whether an open scope uses the name.
    live: Vec<bool>,
    /// How many names open scopes use.
    live_count: usize,
    /// The names of the open scopes (indices in [`Strings`]), in order.
    added: Vec<u32>,
    /// For each open scope, its id and where its names start in `added`.
    scopes: Vec<(u32, usize)>,
    next_scope: u32,
    next_conflict: u32,
    /// A name being tested (`argN`), reused.
    scratch: Vec<u8>,
}

impl UsedNames {
    /// Closes scopes down to `parent` (`None`: all), then opens a new one; returns its id.
    fn enter(&mut self, parent: Option<u32>) -> u32 {
        while let Some(&(id, start)) = self.scopes.last() {
            if Some(id) == parent {
                break;
            }
            for i in self.added.drain(start..) {
                if let Some(live) = self.live.get_mut(i as usize) {
                    *live = false;
                    self.live_count -= 1;
                }
            }
            self.scopes.pop();
        }
        let id = self.next_scope;
        self.next_scope += 1;
        self.scopes.push((id, self.added.len()));
        id
    }

    /// Whether an open scope uses `name`.
    fn is_used(&self, name: &str) -> bool {
        self.ids
            .get(name)
            .is_some_and(|i| self.live.get(*i as usize).copied().unwrap_or(false))
    }

    /// Where `name` is in `strings`, added there if new.
    fn intern(&mut self, name: &str, strings: &Mutex<Strings>) -> u32 {
        if let Some(i) = self.ids.get(name) {
            return *i;
        }
        let (i, kept) = strings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .intern(name);
        self.ids.insert(kept, i);
        i
    }

    /// MLIR's `uniqueValueName`: `name` made valid, with `_N` appended (N from the conflict
    /// counter) while it is taken, or while it is `argK` of an entry argument in scope
    /// (`K < next_arg`). Returns its index in `strings`.
    fn unique(&mut self, name: &str, next_arg: u32, strings: &Mutex<Strings>) -> u32 {
        let arg_taken = |n: &str| {
            n.strip_prefix("arg")
                .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|d| d.parse::<u64>().ok())
                .is_some_and(|k| k < u64::from(next_arg))
        };
        let name = sanitize(name);
        // One lookup: the name's index when seen already, and whether a scope uses it.
        let known = self.ids.get(&*name).copied();
        let used = known.is_some_and(|i| self.live.get(i as usize).copied().unwrap_or(false));
        let id = if !used && !arg_taken(&name) {
            match known {
                Some(i) => i,
                None => self.intern(&name, strings),
            }
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.is_used(&probe) && !arg_taken(&probe) {
                    break self.intern(&probe, strings);
                }
            }
        };
        let i = id as usize;
        if self.live.len() <= i {
            self.live.resize(i + 1, false);
        }
        self.live[i] = true;
        self.live_count += 1;
        self.added.push(id);
        id
    }
}

/// Where numbering stands (MLIR's naming context, saved per pending region).
#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// A table indexed by value or block id over a range of ids (the whole IR's for a module),
/// that the threads numbering disjoint parts of the IR write (each entry by one thread).
struct SharedTable {
    /// The first id.
    base: u32,
    entries: Vec<AtomicU32>,
}

impl SharedTable {
    fn new(ids: std::ops::Range<u32>) -> SharedTable {
        let len = ids.end.saturating_sub(ids.start) as usize;
        SharedTable {
            base: ids.start,
            entries: vec![NONE; len].into_iter().map(AtomicU32::new).collect(),
        }
    }

    fn get(&self, id: u32) -> u32 {
        self.entries
            .get(id.wrapping_sub(self.base) as usize)
            .map_or(NONE, |a| a.load(Ordering::Relaxed))
    }

    fn set(&self, id: u32, value: u32) {
        if let Some(a) = self.entries.get(id.wrapping_sub(self.base) as usize) {
            a.store(value, Ordering::Relaxed);
        }
    }

    /// The first id and the entries.
    fn into_parts(self) -> (u32, Vec<u32>) {
        (
            self.base,
            self.entries
                .into_iter()
                .map(AtomicU32::into_inner)
                .collect(),
        )
    }
}

/// What the threads numbering a print's names share: the tables by value and block id, and
/// the chosen names.
struct Tables {
    /// [`NameState::values`].
    values: SharedTable,
    /// [`NameState::blocks`].
    blocks: SharedTable,
    strings: Mutex<Strings>,
}

impl Tables {
    /// Tables for numbering `root` and what it holds: sized for the whole IR when `root` is
    /// not nested in an op, else for the ids found in it (a diagnostic's op, printed with
    /// local scope, does not make tables the size of the whole IR).
    fn new(ir: &Ir, root: OpId) -> Tables {
        let (values, blocks) = match ir.op(root).parent() {
            None => (0..ir.num_values() as u32, 0..ir.num_blocks() as u32),
            Some(_) => id_ranges(ir, root),
        };
        Tables {
            values: SharedTable::new(values),
            blocks: SharedTable::new(blocks),
            strings: Mutex::default(),
        }
    }

    /// Whether `v` has a name already.
    fn is_named(&self, v: Value) -> bool {
        self.values.get(v.0) != NONE
    }
}

/// The ranges of the value ids and block ids defined in `op` (its results included).
fn id_ranges(ir: &Ir, op: OpId) -> (std::ops::Range<u32>, std::ops::Range<u32>) {
    // (lowest, one past the highest); (u32::MAX, 0) while none is seen.
    let (mut values, mut blocks) = ((u32::MAX, 0), (u32::MAX, 0));
    let widen = |range: &mut (u32, u32), id: u32| {
        range.0 = range.0.min(id);
        range.1 = range.1.max(id + 1);
    };
    let mut ops = vec![op];
    while let Some(op) = ops.pop() {
        let o = ir.op(op);
        for v in o.results.as_slice() {
            widen(&mut values, v.0);
        }
        for region in o.regions() {
            for block in &ir.region(*region).blocks {
                widen(&mut blocks, block.0);
                let data = ir.block(*block);
                for a in &data.args {
                    widen(&mut values, a.0);
                }
                ops.extend(data.ops.iter());
            }
        }
    }
    let range = |(lo, hi): (u32, u32)| lo.min(hi)..hi;
    (range(values), range(blocks))
}

/// What one thread finds while numbering, merged into the [`NameState`] at the end.
#[derive(Default)]
struct Namer {
    used: UsedNames,
    /// The root region whose names `used` starts from (an index in [`Naming::roots`]).
    base: Option<usize>,
    /// [`NameState::preds`], in the order found.
    preds: Vec<(u32, u32)>,
    /// [`NameState::result_numbers`]: (value id, number).
    result_numbers: Vec<(u32, u32)>,
    /// [`NameState::result_groups`].
    result_groups: FxHashMap<u32, Vec<u32>>,
    /// The [`Naming::holders`] whose regions it numbered (by index).
    numbered: Vec<usize>,
    /// The regions pending, with the counters and the parent scope they start from.
    stack: Vec<(RegionId, Counters, Option<u32>)>,
    /// The ops with regions of the region being numbered.
    holders: Vec<OpId>,
}

impl Namer {
    /// Numbers the regions on `self.stack` and everything nested in them, taken last-in
    /// first-out as MLIR's name-context stack. With `unique` (MLIR's unique SSA ids) the
    /// counters are never restored, so the regions get ids no other region reuses.
    fn number_stacked(&mut self, ir: &Ir, t: &Tables, at: &mut Counters, unique: bool, asm: bool) {
        while let Some((region, saved, parent_scope)) = self.stack.pop() {
            if !unique {
                *at = saved;
                self.used.next_conflict = saved.conflict;
            }
            let scope = self.used.enter(parent_scope);
            self.number_region(ir, t, region, at, asm);
            // The regions of the region's ops start from where its numbering ends.
            let saved = Counters {
                conflict: self.used.next_conflict,
                ..*at
            };
            for op in &self.holders {
                self.stack.extend(
                    ir.op(*op)
                        .regions()
                        .iter()
                        .map(|r| (*r, saved, Some(scope))),
                );
            }
            self.holders.clear();
        }
    }

    /// Numbers the blocks, block arguments and op results of `region` (one read of each op),
    /// not its ops' regions: the ops that have some are pushed on `self.holders`.
    fn number_region(
        &mut self,
        ir: &Ir,
        t: &Tables,
        region: RegionId,
        at: &mut Counters,
        asm: bool,
    ) {
        if asm {
            self.name_block_args(ir, t, region, at);
        }
        for (index, block) in ir.region(region).blocks.iter().enumerate() {
            t.blocks.set(block.0, index as u32);
            let data = ir.block(*block);
            for arg in &data.args {
                if t.is_named(*arg) {
                    continue;
                }
                if index == 0 {
                    self.number_entry_arg(t, *arg, at);
                } else {
                    t.values.set(arg.0, at.value);
                    at.value += 1;
                }
            }
            for op in &data.ops {
                let o = ir.op(*op);
                self.number_op(ir, t, *op, at, asm);
                for succ in o.successors() {
                    self.preds.push((succ.0, block.0));
                }
                if !o.regions().is_empty() {
                    self.holders.push(*op);
                }
            }
        }
    }

    /// `%argN`; when an op's chosen name in scope is `argN`, MLIR's uniquing (`%argN_0`).
    fn number_entry_arg(&mut self, t: &Tables, arg: Value, at: &mut Counters) {
        let used = &mut self.used;
        if used.live_count != 0 {
            used.scratch.clear();
            used.scratch.extend_from_slice(b"arg");
            super::num::write_u64(&mut used.scratch, u64::from(at.arg));
            if std::str::from_utf8(&used.scratch).is_ok_and(|n| used.is_used(n)) {
                at.arg += 1;
                let name = String::from_utf8_lossy(&used.scratch).into_owned();
                let unique = used.unique(&name, 0, &t.strings);
                t.values.set(arg.0, NAMED | unique);
                return;
            }
        }
        t.values.set(arg.0, ARG | at.arg);
        at.arg += 1;
    }

    /// The names `OpAsmOpInterface` gives the block arguments of `region`.
    fn name_block_args(&mut self, ir: &Ir, t: &Tables, region: RegionId, at: &mut Counters) {
        let Some(hooks) = ir
            .region(region)
            .parent
            .and_then(|op| ir.op(op).name.def())
            .and_then(|def| def.asm)
        else {
            return;
        };
        (hooks.block_arg_names)(ir, region, &mut |v, name| {
            // Only arguments of this region's blocks, each named once.
            let ValueDef::BlockArg(b, _) = ir.value(v).def() else {
                return;
            };
            if ir.block(b).parent != Some(region) || t.is_named(v) {
                return;
            }
            self.set_value_name(t, v, name, at);
        });
    }

    /// MLIR's `setValueName`: the next number for an empty name, else the name made unique.
    fn set_value_name(&mut self, t: &Tables, v: Value, name: &str, at: &mut Counters) {
        if name.is_empty() {
            t.values.set(v.0, at.value);
            at.value += 1;
        } else {
            let unique = self.used.unique(name, at.arg, &t.strings);
            t.values.set(v.0, NAMED | unique);
        }
    }

    fn number_op(&mut self, ir: &Ir, t: &Tables, op: OpId, at: &mut Counters, asm: bool) {
        let data = ir.op(op);
        let Some(first) = data.results.first() else {
            return;
        };
        let mut groups: Vec<u32> = Vec::new();
        if asm && let Some(hooks) = data.name.def().and_then(|def| def.asm) {
            (hooks.result_names)(ir, op, &mut |v, name| {
                let ValueDef::OpResult(owner, i) = ir.value(v).def() else {
                    return;
                };
                if owner != op || t.is_named(v) {
                    return;
                }
                self.set_value_name(t, v, name, at);
                if i != 0 {
                    groups.push(i);
                }
            });
        }
        if !t.is_named(*first) {
            t.values.set(first.0, at.value);
            at.value += 1;
        }
        if data.results.len() > 1 {
            if !groups.is_empty() {
                groups.push(0);
                groups.sort_unstable();
                groups.dedup();
            }
            self.number_grouped_results(t, data.results.as_slice(), &groups);
            if groups.len() > 1 {
                self.result_groups.insert(op.0, groups);
            }
        }
    }

    /// Gives each result of an op with several results its group's name (`groups`: the
    /// first result of each group, ascending; empty for one group), and a number in it when
    /// the group has several results (`%0#1`).
    fn number_grouped_results(&mut self, t: &Tables, results: &[Value], groups: &[u32]) {
        let one = [0u32];
        let groups = if groups.is_empty() { &one[..] } else { groups };
        for (g, start) in groups.iter().enumerate() {
            let end = groups.get(g + 1).copied().unwrap_or(results.len() as u32);
            let Some(first) = results.get(*start as usize) else {
                continue;
            };
            let code = t.values.get(first.0);
            if end - start < 2 || code == NONE {
                continue;
            }
            for i in *start..end {
                if let Some(v) = results.get(i as usize) {
                    t.values.set(v.0, code | GROUPED);
                    self.result_numbers.push((v.0, i - start));
                }
            }
        }
    }
}

/// A root region's numbering, where the regions of its ops start from.
struct RootScope {
    at: Counters,
    scope: u32,
    /// The names in use once the root region is numbered (its scope open).
    used: UsedNames,
}

/// The names of a print in custom form, numbered in parts: first the root and its regions'
/// ops, then the regions of each of those ops (a module's functions) on their own, in any
/// order and on any thread ([`Naming::number_regions_of`]) — the driver's verifier numbers a
/// function right after verifying it, while it is in the cache — and the rest at the end
/// ([`Naming::finish`]). Without unique SSA ids (MLIR restores the counters for each region),
/// the names given in one such op's regions do not depend on any other's.
pub(crate) struct Naming<'a> {
    ir: &'a Ir,
    asm: bool,
    t: Tables,
    roots: Vec<RootScope>,
    /// The ops with regions in the root's regions, each with its root region's index in
    /// `roots`.
    holders: Vec<(OpId, usize)>,
    /// Where each op of `holders` is in it.
    index: FxHashMap<u32, usize>,
    /// A [`Namer`] per thread (by the index the verifier gives it).
    namers: Vec<NamerSlot>,
}

/// A thread's [`Namer`], on cache lines of its own.
#[repr(align(128))]
#[derive(Default)]
struct NamerSlot(Mutex<Namer>);

impl<'a> Naming<'a> {
    /// Numbers `root` and the ops of its regions (with `asm_names`, as in
    /// [`NameState::new`]).
    pub(crate) fn new(ir: &'a Ir, root: OpId, asm_names: bool) -> Naming<'a> {
        let t = Tables::new(ir, root);
        let mut top = Namer::default();
        let mut at = Counters::default();
        top.number_op(ir, &t, root, &mut at, asm_names);
        let start = at;
        let mut roots = Vec::new();
        let mut holders = Vec::new();
        // Last-in first-out, as the name-context stack takes them.
        for region in ir.op(root).regions().iter().rev() {
            at = start;
            top.used.next_conflict = start.conflict;
            let scope = top.used.enter(None);
            top.number_region(ir, &t, *region, &mut at, asm_names);
            roots.push(RootScope {
                at: Counters {
                    conflict: top.used.next_conflict,
                    ..at
                },
                scope,
                used: top.used.clone(),
            });
            let r = roots.len() - 1;
            holders.extend(top.holders.drain(..).map(|op| (op, r)));
        }
        let index = holders
            .iter()
            .enumerate()
            .map(|(i, (op, _))| (op.0, i))
            .collect();
        let mut namers: Vec<NamerSlot> = (0..crate::threads::machine_threads().max(1))
            .map(|_| NamerSlot::default())
            .collect();
        namers[0] = NamerSlot(Mutex::new(top));
        Naming {
            ir,
            asm: asm_names,
            t,
            roots,
            holders,
            index,
            namers,
        }
    }

    /// Numbers the regions of `op` when it is one of the root's regions' ops (any other op:
    /// nothing), on the thread of index `worker`. Called once per op: its regions are not
    /// numbered again by [`Naming::finish`].
    pub(crate) fn number_regions_of(&self, worker: usize, op: OpId) {
        if let Some(i) = self.index.get(&op.0) {
            self.number_holder(worker, *i);
        }
    }

    fn number_holder(&self, worker: usize, i: usize) {
        let Some((op, r)) = self.holders.get(i) else {
            return;
        };
        let (Some(root), Some(slot)) = (
            self.roots.get(*r),
            self.namers.get(worker % self.namers.len().max(1)),
        ) else {
            return;
        };
        let mut namer = slot.0.lock().unwrap_or_else(PoisonError::into_inner);
        if namer.base != Some(*r) {
            namer.used = root.used.clone();
            namer.base = Some(*r);
        }
        let regions = self.ir.op(*op).regions();
        namer
            .stack
            .extend(regions.iter().map(|g| (*g, root.at, Some(root.scope))));
        let mut at = root.at;
        namer.number_stacked(self.ir, &self.t, &mut at, false, self.asm);
        namer.numbered.push(i);
    }

    /// The names, once what is not numbered yet is.
    pub(crate) fn finish(self) -> NameState {
        let mut numbered = vec![false; self.holders.len()];
        for slot in &self.namers {
            let namer = slot.0.lock().unwrap_or_else(PoisonError::into_inner);
            for i in &namer.numbered {
                if let Some(done) = numbered.get_mut(*i) {
                    *done = true;
                }
            }
        }
        for (i, done) in numbered.into_iter().enumerate() {
            if !done {
                self.number_holder(0, i);
            }
        }
        let namers = self
            .namers
            .into_iter()
            .map(|s| s.0.into_inner().unwrap_or_else(PoisonError::into_inner))
            .collect();
        NameState::assemble(self.t, namers)
    }
}

impl NameState {
    /// Numbers everything nested in `root` (and `root`'s results). With `unique` (MLIR's
    /// unique SSA ids, implied by the generic form) the counters are never restored, so the
    /// pending regions, taken last-in first-out, get ids no other region reuses. With
    /// `asm_names`, ops implementing `OpAsmOpInterface` name their results and block arguments
    /// (the custom form).
    pub(crate) fn new(ir: &Ir, root: OpId, unique: bool, asm_names: bool) -> NameState {
        if !unique {
            return Naming::new(ir, root, asm_names).finish();
        }
        let t = Tables::new(ir, root);
        let mut namer = Namer::default();
        let mut at = Counters::default();
        namer.number_op(ir, &t, root, &mut at, asm_names);
        namer
            .stack
            .extend(ir.op(root).regions().iter().map(|r| (*r, at, None)));
        namer.number_stacked(ir, &t, &mut at, true, asm_names);
        NameState::assemble(t, vec![namer])
    }

    /// The state from the shared tables and what each thread found.
    fn assemble(t: Tables, namers: Vec<Namer>) -> NameState {
        let (value_base, values) = t.values.into_parts();
        let (block_base, blocks) = t.blocks.into_parts();
        let mut st = NameState {
            values,
            blocks,
            value_base,
            block_base,
            strings: t
                .strings
                .into_inner()
                .unwrap_or_else(PoisonError::into_inner)
                .strings,
            ..NameState::default()
        };
        for n in namers {
            st.preds.extend_from_slice(&n.preds);
            for (v, k) in &n.result_numbers {
                set(&mut st.result_numbers, v.wrapping_sub(value_base), *k);
            }
            st.result_groups.extend(n.result_groups);
        }
        st.group_preds();
        st.spell_values();
        st
    }

    /// Fills `spellings` from `values` and `strings`. Numbers are spelled once each: the
    /// small ones (which every function of a module in custom form reuses) are kept by number,
    /// and in generic form, where numbers mostly follow each other (`%7` after `%6`), each is
    /// the previous one's digits incremented in place where it can be.
    fn spell_values(&mut self) {
        /// Numbers below this are kept, per kind (`%N`, `%argN`), once spelled.
        const KEPT: u32 = 4096;
        let mut spellings = Vec::with_capacity(self.values.len());
        let mut kept = [Vec::new(), Vec::new()];
        // The last number spelled: its code, its bytes, and how many of them there are.
        let mut last = (NONE, [0u8; 8], 0usize);
        let mut scratch = Vec::with_capacity(20);
        for &code in &self.values {
            let (arg, n) = (code & ARG != 0, code & !ARG);
            let word = if code & (GROUPED | NAMED) != 0 {
                match self.strings.get((code & !NAMED) as usize) {
                    Some(name) if code & GROUPED == 0 && name.len() < 8 => {
                        let mut bytes = [0u8; 8];
                        bytes[0] = b'%';
                        bytes[1..=name.len()].copy_from_slice(name.as_bytes());
                        u64::from_le_bytes(bytes)
                    }
                    _ => 0,
                }
            } else if let Some(w) = kept[usize::from(arg)].get(n as usize).filter(|w| **w != 0) {
                *w
            } else if code.wrapping_sub(1) == last.0 && increment_digits(&mut last.1[..last.2]) {
                last.0 = code;
                u64::from_le_bytes(last.1)
            } else {
                scratch.clear();
                scratch.extend_from_slice(if arg { b"%arg" } else { b"%" });
                super::num::write_u64(&mut scratch, u64::from(n));
                match scratch.len() {
                    len @ ..=8 => {
                        let mut bytes = [0u8; 8];
                        bytes[..len].copy_from_slice(&scratch);
                        last = (code, bytes, len);
                        let word = u64::from_le_bytes(bytes);
                        if n < KEPT {
                            set_filled(&mut kept[usize::from(arg)], n, word, 0);
                        }
                        word
                    }
                    _ => 0,
                }
            };
            spellings.push(word);
        }
        self.spellings = spellings;
    }

    /// Groups `preds` by successor (a counting sort, keeping the order edges were found in),
    /// each group ordered by predecessor index: edges are found region by region in block
    /// order, so a group is out of order only when a branch leaves its region (invalid IR).
    fn group_preds(&mut self) {
        if self.preds.is_empty() {
            return;
        }
        let n = self.blocks.len();
        let base = self.block_base;
        let mut starts = vec![0u32; n + 2];
        for (succ, _) in &self.preds {
            let s = succ.wrapping_sub(base) as usize;
            if s < n
                && let Some(c) = starts.get_mut(s + 2)
            {
                *c += 1;
            }
        }
        for i in 2..starts.len() {
            starts[i] += starts[i - 1];
        }
        // `starts[s + 1]` is now where successor `s`'s edges start; fill them in order.
        let mut grouped = vec![(0, 0); self.preds.len()];
        let mut outside = Vec::new();
        for &(succ, pred) in &self.preds {
            let s = succ.wrapping_sub(base) as usize;
            match starts.get_mut(s + 1).filter(|_| s < n) {
                Some(at) => {
                    if let Some(slot) = grouped.get_mut(*at as usize) {
                        *slot = (succ, pred);
                    }
                    *at += 1;
                }
                None => outside.push((succ, pred)),
            }
        }
        starts.pop();
        let blocks = &self.blocks;
        let index = |b: u32| entry(blocks, base, b, NONE);
        for w in starts.windows(2) {
            let group = grouped
                .get_mut(w[0] as usize..w[1] as usize)
                .unwrap_or(&mut []);
            if group.windows(2).any(|p| index(p[0].1) > index(p[1].1)) {
                group.sort_by_key(|(_, pred)| index(*pred));
            }
        }
        // A successor never numbered (no block id recorded for it) has no lookup; keep such
        // edges after the rest for completeness.
        grouped.truncate(starts.last().copied().unwrap_or(0) as usize);
        grouped.extend(outside);
        self.preds = grouped;
        self.pred_starts = starts;
    }

    /// The groups an op's results print in: the first result of each, ascending (`[0]` for
    /// one group).
    pub(super) fn result_groups(&self, op: OpId) -> &[u32] {
        if self.result_groups.is_empty() {
            return &[0];
        }
        self.result_groups.get(&op.0).map_or(&[0], Vec::as_slice)
    }

    pub(super) fn block_index(&self, b: BlockId) -> u32 {
        entry(&self.blocks, self.block_base, b.0, NONE)
    }

    /// `v`'s entry of `values` (`NONE` outside the printed scope).
    pub(super) fn value_code(&self, v: Value) -> u32 {
        entry(&self.values, self.value_base, v.0, NONE)
    }

    /// `v`'s entry of `spellings` (0: none).
    #[inline]
    pub(super) fn spelling(&self, v: Value) -> u64 {
        entry(&self.spellings, self.value_base, v.0, 0)
    }

    /// `v`'s number in its result group.
    pub(super) fn result_number(&self, v: Value) -> u32 {
        entry(&self.result_numbers, self.value_base, v.0, 0)
    }

    pub(super) fn preds_of(&self, b: BlockId) -> &[(u32, u32)] {
        let i = b.0.wrapping_sub(self.block_base) as usize;
        match (self.pred_starts.get(i), self.pred_starts.get(i + 1)) {
            (Some(lo), Some(hi)) => self.preds.get(*lo as usize..*hi as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Mutex, PoisonError, UsedNames, increment_digits, sanitize};

    #[test]
    fn numbers_are_incremented_in_place_while_their_width_holds() {
        let inc = |text: &str| {
            let mut bytes = text.as_bytes().to_vec();
            increment_digits(&mut bytes).then(|| String::from_utf8(bytes).unwrap_or_default())
        };
        assert_eq!(inc("%0").as_deref(), Some("%1"));
        assert_eq!(inc("%19").as_deref(), Some("%20"));
        assert_eq!(inc("%arg1099").as_deref(), Some("%arg1100"));
        assert_eq!(inc("%99"), None);
        assert_eq!(inc("%arg9"), None);
        assert_eq!(inc(""), None);
    }

    #[test]
    fn names_are_made_identifiers() {
        assert_eq!(sanitize("generated"), "generated");
        assert_eq!(sanitize("x y"), "x_y");
        assert_eq!(sanitize("1st"), "_1st");
        assert_eq!(sanitize("a@b"), "a40b");
        assert_eq!(sanitize("$a.b_c-d"), "$a.b_c-d");
    }

    #[test]
    fn names_are_unique_in_scope_and_against_entry_arguments() {
        let mut used = UsedNames::default();
        let strings = Mutex::default();
        let unique = |used: &mut UsedNames, name: &str, next_arg: u32| {
            let i = used.unique(name, next_arg, &strings) as usize;
            let strings = strings.lock().unwrap_or_else(PoisonError::into_inner);
            strings.strings[i].to_string()
        };
        let outer = used.enter(None);
        assert_eq!(unique(&mut used, "v", 0), "v");
        assert_eq!(unique(&mut used, "v", 0), "v_0");
        // `arg1` is taken while two entry arguments are in scope.
        assert_eq!(unique(&mut used, "arg1", 2), "arg1_1");
        assert_eq!(unique(&mut used, "arg2", 2), "arg2");
        let _inner = used.enter(Some(outer));
        assert_eq!(unique(&mut used, "w", 0), "w");
        // A sibling of the inner scope no longer sees `w`.
        used.enter(Some(outer));
        assert_eq!(unique(&mut used, "w", 0), "w");
        assert_eq!(unique(&mut used, "v", 0), "v_2");
    }
}
