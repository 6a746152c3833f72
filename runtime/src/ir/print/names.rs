//! SSA value and block names of a print (MLIR's `SSANameState`), computed once into tables
//! indexed by value and block id, with the names ops choose through `OpAsmOpInterface`
//! (`%c42_i32`, `%generated_0`) made valid and unique in their scope.

use std::borrow::Cow;
use std::sync::Arc;

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
    /// Per value id: `N` (`%N`), `ARG | N` (`%argN`), `NAMED | i` (`%strings[i]`), any of
    /// these with `GROUPED`, or `NONE`. A result of an op with several results holds its
    /// group's name, so that printing a value is one lookup.
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

/// The names in use (MLIR's scoped `usedNames`): a scope per region being named, its parent's
/// names visible in it; and the counter of conflict suffixes (`_0`, `_1`, …). Each name is
/// kept once per print (`strings`, found by `ids`: `%c0` of every function is one string) with
/// a flag saying whether an open scope uses it, so that closing a scope clears flags rather
/// than removing names from a set.
#[derive(Default)]
struct UsedNames {
    /// Where each name is in `strings`.
    ids: FxHashMap<Arc<str>, u32>,
    /// The names made unique, each once.
    strings: Vec<Arc<str>>,
    /// Per name: whether an open scope uses it.
    live: Vec<bool>,
    /// How many names open scopes use.
    live_count: usize,
    /// The names of the open scopes (indices in `strings`), in order.
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

    /// Where `name` is in `strings`, added if new.
    fn intern(&mut self, name: &str) -> u32 {
        if let Some(i) = self.ids.get(name) {
            return *i;
        }
        let name: Arc<str> = Arc::from(name);
        let i = self.strings.len() as u32;
        self.strings.push(name.clone());
        self.live.push(false);
        self.ids.insert(name, i);
        i
    }

    /// MLIR's `uniqueValueName`: `name` made valid, with `_N` appended (N from the conflict
    /// counter) while it is taken, or while it is `argK` of an entry argument in scope
    /// (`K < next_arg`). Returns its index in `strings`.
    fn unique(&mut self, name: &str, next_arg: u32) -> u32 {
        let arg_taken = |n: &str| {
            n.strip_prefix("arg")
                .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|d| d.parse::<u64>().ok())
                .is_some_and(|k| k < u64::from(next_arg))
        };
        let name = sanitize(name);
        // One lookup: the name's index when kept already, and whether a scope uses it.
        let known = self.ids.get(&*name).copied();
        let used = known.is_some_and(|i| self.live.get(i as usize).copied().unwrap_or(false));
        let id = if !used && !arg_taken(&name) {
            match known {
                Some(i) => i,
                None => self.intern(&name),
            }
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.is_used(&probe) && !arg_taken(&probe) {
                    break self.intern(&probe);
                }
            }
        };
        if let Some(live) = self.live.get_mut(id as usize) {
            *live = true;
            self.live_count += 1;
        }
        self.added.push(id);
        id
    }
}

/// Where numbering stands (MLIR's naming context, saved per pending region).
#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

impl NameState {
    /// Numbers everything nested in `root` (and `root`'s results). With `unique` (MLIR's
    /// unique SSA ids, implied by the generic form) the counters are never restored, so the
    /// pending regions, taken last-in first-out, get ids no other region reuses. With
    /// `asm_names`, ops implementing `OpAsmOpInterface` name their results and block arguments
    /// (the custom form).
    pub(crate) fn new(ir: &Ir, root: OpId, unique: bool, asm_names: bool) -> NameState {
        let mut st = NameState::default();
        let mut used = UsedNames::default();
        let mut at = Counters {
            value: 0,
            arg: 0,
            conflict: 0,
        };
        st.number_op(ir, root, &mut at, &mut used, asm_names);
        // (region, counters, scope of the parent region) to number, as MLIR's name-context
        // stack.
        let mut stack: Vec<(RegionId, Counters, Option<u32>)> = ir
            .op(root)
            .regions()
            .iter()
            .map(|r| (*r, at, None))
            .collect();
        // The regions of a region's ops, found as its ops are numbered (one read of each op),
        // stacked once all are: they start from where the region's numbering ends.
        let mut nested: Vec<RegionId> = Vec::new();
        while let Some((region, saved, parent_scope)) = stack.pop() {
            if !unique {
                at = saved;
                used.next_conflict = saved.conflict;
            }
            let scope = used.enter(parent_scope);
            if asm_names {
                st.name_block_args(ir, region, &mut at, &mut used);
            }
            let blocks = &ir.region(region).blocks;
            for (index, block) in blocks.iter().enumerate() {
                set(&mut st.blocks, block.0, index as u32);
                let data = ir.block(*block);
                for arg in &data.args {
                    if st.values.get(arg.0 as usize).is_some_and(|v| *v != NONE) {
                        continue;
                    }
                    if index == 0 {
                        st.number_entry_arg(*arg, &mut at, &mut used);
                    } else {
                        set(&mut st.values, arg.0, at.value);
                        at.value += 1;
                    }
                }
                for op in &data.ops {
                    let o = ir.op(*op);
                    st.number_op(ir, *op, &mut at, &mut used, asm_names);
                    for succ in o.successors() {
                        st.preds.push((succ.0, block.0));
                    }
                    nested.extend_from_slice(o.regions());
                }
            }
            let saved = Counters {
                conflict: used.next_conflict,
                ..at
            };
            stack.extend(nested.drain(..).map(|r| (r, saved, Some(scope))));
        }
        st.strings = used.strings;
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
        let mut starts = vec![0u32; n + 2];
        for (succ, _) in &self.preds {
            if (*succ as usize) < n
                && let Some(c) = starts.get_mut(*succ as usize + 2)
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
            match starts
                .get_mut(succ as usize + 1)
                .filter(|_| (succ as usize) < n)
            {
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
        let index = |b: u32| blocks.get(b as usize).copied().unwrap_or(NONE);
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

    /// `%argN`; when an op's chosen name in scope is `argN`, MLIR's uniquing (`%argN_0`).
    fn number_entry_arg(&mut self, arg: Value, at: &mut Counters, used: &mut UsedNames) {
        if used.live_count != 0 {
            used.scratch.clear();
            used.scratch.extend_from_slice(b"arg");
            super::num::write_u64(&mut used.scratch, u64::from(at.arg));
            if std::str::from_utf8(&used.scratch).is_ok_and(|n| used.is_used(n)) {
                at.arg += 1;
                let name = String::from_utf8_lossy(&used.scratch).into_owned();
                let unique = used.unique(&name, 0);
                self.set_named(arg, unique);
                return;
            }
        }
        set(&mut self.values, arg.0, ARG | at.arg);
        at.arg += 1;
    }

    fn set_named(&mut self, v: Value, index: u32) {
        set(&mut self.values, v.0, NAMED | index);
    }

    /// The names `OpAsmOpInterface` gives the block arguments of `region`.
    fn name_block_args(
        &mut self,
        ir: &Ir,
        region: RegionId,
        at: &mut Counters,
        used: &mut UsedNames,
    ) {
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
            if ir.block(b).parent != Some(region)
                || self.values.get(v.0 as usize).is_some_and(|x| *x != NONE)
            {
                return;
            }
            self.set_value_name(v, name, at, used);
        });
    }

    /// MLIR's `setValueName`: the next number for an empty name, else the name made unique.
    fn set_value_name(&mut self, v: Value, name: &str, at: &mut Counters, used: &mut UsedNames) {
        if name.is_empty() {
            set(&mut self.values, v.0, at.value);
            at.value += 1;
        } else {
            let unique = used.unique(name, at.arg);
            self.set_named(v, unique);
        }
    }

    fn number_op(
        &mut self,
        ir: &Ir,
        op: OpId,
        at: &mut Counters,
        used: &mut UsedNames,
        asm_names: bool,
    ) {
        let data = ir.op(op);
        let Some(first) = data.results.first() else {
            return;
        };
        let mut groups: Vec<u32> = Vec::new();
        if asm_names && let Some(hooks) = data.name.def().and_then(|def| def.asm) {
            (hooks.result_names)(ir, op, &mut |v, name| {
                let ValueDef::OpResult(owner, i) = ir.value(v).def() else {
                    return;
                };
                if owner != op || self.values.get(v.0 as usize).is_some_and(|x| *x != NONE) {
                    return;
                }
                self.set_value_name(v, name, at, used);
                if i != 0 {
                    groups.push(i);
                }
            });
        }
        if self.values.get(first.0 as usize).is_none_or(|x| *x == NONE) {
            set(&mut self.values, first.0, at.value);
            at.value += 1;
        }
        if data.results.len() > 1 {
            if !groups.is_empty() {
                groups.push(0);
                groups.sort_unstable();
                groups.dedup();
            }
            self.number_grouped_results(data.results.as_slice(), &groups);
            if groups.len() > 1 {
                self.result_groups.insert(op.0, groups);
            }
        }
    }

    /// Gives each result of an op with several results its group's name (`groups`: the
    /// first result of each group, ascending; empty for one group), and a number in it when
    /// the group has several results (`%0#1`).
    fn number_grouped_results(&mut self, results: &[Value], groups: &[u32]) {
        let one = [0u32];
        let groups = if groups.is_empty() { &one[..] } else { groups };
        for (g, start) in groups.iter().enumerate() {
            let end = groups.get(g + 1).copied().unwrap_or(results.len() as u32);
            let Some(first) = results.get(*start as usize) else {
                continue;
            };
            let code = self.values.get(first.0 as usize).copied().unwrap_or(NONE);
            if end - start < 2 || code == NONE {
                continue;
            }
            for i in *start..end {
                if let Some(v) = results.get(i as usize) {
                    set(&mut self.values, v.0, code | GROUPED);
                    set(&mut self.result_numbers, v.0, i - start);
                }
            }
        }
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
        self.blocks.get(b.0 as usize).copied().unwrap_or(NONE)
    }

    pub(super) fn preds_of(&self, b: BlockId) -> &[(u32, u32)] {
        let i = b.0 as usize;
        match (self.pred_starts.get(i), self.pred_starts.get(i + 1)) {
            (Some(lo), Some(hi)) => self.preds.get(*lo as usize..*hi as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{UsedNames, increment_digits, sanitize};

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
        let unique = |used: &mut UsedNames, name: &str, next_arg: u32| {
            let i = used.unique(name, next_arg) as usize;
            used.strings[i].to_string()
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
