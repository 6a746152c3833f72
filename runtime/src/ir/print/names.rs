//! SSA value and block names of a print (MLIR's `SSANameState`), computed once into tables
//! indexed by value and block id, with the names ops choose through `OpAsmOpInterface`
//! (`%c42_i32`, `%generated_0`) made valid and unique in their scope.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};

/// No name assigned (a value or block outside the printed scope).
pub(super) const NONE: u32 = u32::MAX;
/// Flag bit of an entry-block argument name (`%argN`).
pub(super) const ARG: u32 = 1 << 31;
/// Flag bit of a chosen name: the rest is its index in [`NameState::strings`].
pub(super) const NAMED: u32 = 1 << 30;

/// The names of values and blocks within the printed scope (MLIR's `SSANameState`).
#[derive(Debug, Default)]
pub(crate) struct NameState {
    /// Per value id: `N` (`%N`), `ARG | N` (`%argN`), `NAMED | i` (`%strings[i]`) or `NONE`.
    pub(super) values: Vec<u32>,
    /// Per block id: its index in its region (`^bbN`) or `NONE`.
    pub(super) blocks: Vec<u32>,
    /// Branch edges `(successor, predecessor)`, sorted by successor, then predecessor index.
    pub(super) preds: Vec<(u32, u32)>,
    /// The chosen names, unique in their scope.
    pub(super) strings: Vec<Box<str>>,
    /// The first result of each group of ops whose results print in several groups (a name
    /// given to a result other than the first starts a group: `%0:2, %name = …`), ascending.
    pub(super) result_groups: FxHashMap<u32, Vec<u32>>,
}

pub(super) fn set(table: &mut Vec<u32>, index: u32, value: u32) {
    let i = index as usize;
    if table.len() <= i {
        table.resize(i + 1, NONE);
    }
    table[i] = value;
}

/// MLIR's `sanitizeIdentifier` for value names: letters, digits and `$._-` are kept, a space
/// becomes `_`, any other byte its hex code; a leading digit gets a `_` prefix (it could clash
/// with the numbered values).
fn sanitize(name: &str) -> String {
    let valid = |b: u8| b.is_ascii_alphanumeric() || b"$._-".contains(&b);
    let bytes = name.as_bytes();
    if !bytes.first().is_some_and(u8::is_ascii_digit) && bytes.iter().all(|b| valid(*b)) {
        return name.to_owned();
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
    out
}

/// The names in use (MLIR's scoped `usedNames`): a scope per region being named, its parent's
/// names visible in it; and the counter of conflict suffixes (`_0`, `_1`, …).
#[derive(Default)]
struct UsedNames {
    set: FxHashSet<Box<str>>,
    /// The names added, in order, and for each open scope its id and where its names start.
    added: Vec<Box<str>>,
    scopes: Vec<(u32, usize)>,
    next_scope: u32,
    next_conflict: u32,
}

impl UsedNames {
    /// Closes scopes down to `parent` (`None`: all), then opens a new one; returns its id.
    fn enter(&mut self, parent: Option<u32>) -> u32 {
        while let Some(&(id, start)) = self.scopes.last() {
            if Some(id) == parent {
                break;
            }
            for name in self.added.drain(start..) {
                self.set.remove(&name);
            }
            self.scopes.pop();
        }
        let id = self.next_scope;
        self.next_scope += 1;
        self.scopes.push((id, self.added.len()));
        id
    }

    /// MLIR's `uniqueValueName`: `name` made valid, with `_N` appended (N from the conflict
    /// counter) while it is taken, or while it is `argK` of an entry argument in scope
    /// (`K < next_arg`).
    fn unique(&mut self, name: &str, next_arg: u32) -> Box<str> {
        let taken = |set: &FxHashSet<Box<str>>, n: &str| {
            set.contains(n)
                || n.strip_prefix("arg")
                    .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|d| d.parse::<u64>().ok())
                    .is_some_and(|k| k < u64::from(next_arg))
        };
        let name = sanitize(name);
        let unique: Box<str> = if !taken(&self.set, &name) {
            name.into()
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !taken(&self.set, &probe) {
                    break probe.into();
                }
            }
        };
        self.set.insert(unique.clone());
        self.added.push(unique.clone());
        unique
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
        let mut stack: Vec<(RegionId, Counters, Option<u32>)> =
            ir.op(root).regions.iter().map(|r| (*r, at, None)).collect();
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
                    st.number_op(ir, *op, &mut at, &mut used, asm_names);
                    for succ in &ir.op(*op).successors {
                        st.preds.push((succ.0, block.0));
                    }
                }
            }
            for block in blocks {
                for op in &ir.block(*block).ops {
                    for r in &ir.op(*op).regions {
                        let saved = Counters {
                            conflict: used.next_conflict,
                            ..at
                        };
                        stack.push((*r, saved, Some(scope)));
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

    /// `%argN`; when an op's chosen name in scope is `argN`, MLIR's uniquing (`%argN_0`).
    fn number_entry_arg(&mut self, arg: Value, at: &mut Counters, used: &mut UsedNames) {
        if !used.set.is_empty() {
            let name = format!("arg{}", at.arg);
            if used.set.contains(name.as_str()) {
                at.arg += 1;
                let unique = used.unique(&name, 0);
                self.set_named(arg, unique);
                return;
            }
        }
        set(&mut self.values, arg.0, ARG | at.arg);
        at.arg += 1;
    }

    fn set_named(&mut self, v: Value, name: Box<str>) {
        set(&mut self.values, v.0, NAMED | self.strings.len() as u32);
        self.strings.push(name);
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
        let mut names: Vec<(Value, String)> = Vec::new();
        (hooks.block_arg_names)(ir, region, &mut |v, n| names.push((v, n.to_owned())));
        for (v, name) in names {
            // Only arguments of this region's blocks, each named once.
            let ValueDef::BlockArg(b, _) = ir.value(v).def else {
                continue;
            };
            if ir.block(b).parent != Some(region)
                || self.values.get(v.0 as usize).is_some_and(|x| *x != NONE)
            {
                continue;
            }
            self.set_value_name(v, &name, at, used);
        }
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
        if asm_names
            && !data.results.is_empty()
            && let Some(hooks) = data.name.def().and_then(|def| def.asm)
        {
            let mut names: Vec<(Value, String)> = Vec::new();
            (hooks.result_names)(ir, op, &mut |v, n| names.push((v, n.to_owned())));
            let mut groups = vec![0u32];
            for (v, name) in names {
                let ValueDef::OpResult(owner, i) = ir.value(v).def else {
                    continue;
                };
                if owner != op || self.values.get(v.0 as usize).is_some_and(|x| *x != NONE) {
                    continue;
                }
                self.set_value_name(v, &name, at, used);
                if i != 0 {
                    groups.push(i);
                }
            }
            if groups.len() > 1 {
                groups.sort_unstable();
                groups.dedup();
                self.result_groups.insert(op.0, groups);
            }
        }
        if let Some(first) = data.results.first()
            && self.values.get(first.0 as usize).is_none_or(|x| *x == NONE)
        {
            set(&mut self.values, first.0, at.value);
            at.value += 1;
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
        let lo = self.preds.partition_point(|(s, _)| *s < b.0);
        let hi = self.preds.partition_point(|(s, _)| *s <= b.0);
        &self.preds[lo..hi]
    }
}

#[cfg(test)]
mod tests {
    use super::{UsedNames, sanitize};

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
        let outer = used.enter(None);
        assert_eq!(&*used.unique("v", 0), "v");
        assert_eq!(&*used.unique("v", 0), "v_0");
        // `arg1` is taken while two entry arguments are in scope.
        assert_eq!(&*used.unique("arg1", 2), "arg1_1");
        assert_eq!(&*used.unique("arg2", 2), "arg2");
        let _inner = used.enter(Some(outer));
        assert_eq!(&*used.unique("w", 0), "w");
        // A sibling of the inner scope no longer sees `w`.
        used.enter(Some(outer));
        assert_eq!(&*used.unique("w", 0), "w");
        assert_eq!(&*used.unique("v", 0), "v_2");
    }
}
