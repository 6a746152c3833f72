//! SSA values (MLIR's `OperationParser` name scopes): `%name` / `%name#N` uses, definitions,
//! forward references resolved through placeholders, and the operand and argument lists custom
//! parsers read.

use super::region::BlockDef;

use super::Parser;
use crate::diag::{Diagnostic, ParseResult};
use crate::ir::print::type_to_string;
use crate::ir::{BlockId, Location, OpId, Type, Value};
use crate::syntax::lexer::TokenKind;
use rustc_hash::FxHashMap;

/// An SSA use not yet resolved to a value: `%name` or `%name#3` (MLIR's `UnresolvedOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand<'a> {
    /// The name including `%`.
    pub name: &'a [u8],
    /// The result number (`#N`), 0 when absent.
    pub number: u32,
    /// Where it was written (byte offset).
    pub loc: u32,
}

impl UnresolvedOperand<'_> {
    /// The location of the use.
    pub fn location(&self) -> Location {
        Location::Offset(self.loc)
    }
}

/// A region entry argument: `%name: type loc(…)` (MLIR's `OpAsmParser::Argument`).
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// The name.
    pub ssa_name: UnresolvedOperand<'a>,
    /// The type.
    pub ty: Type,
    /// Its location: the trailing `loc(…)`, else where its name is.
    pub loc: Location,
    /// The index in [`SsaState::deferred_loc_aliases`] of its `loc(#alias)` when the alias
    /// was not defined yet (the block argument it becomes takes the location later).
    pub(super) deferred_loc: Option<usize>,
}

impl<'a> Argument<'a> {
    /// The argument `ssa_name` of type `ty`, located where its name is (as a custom parser
    /// fills MLIR's `Argument` from an operand it read: `arg.ssaName = …; arg.type = …`).
    pub fn new(ssa_name: UnresolvedOperand<'a>, ty: Type) -> Self {
        Argument {
            loc: ssa_name.location(),
            ssa_name,
            ty,
            deferred_loc: None,
        }
    }
}

/// What a deferred `loc(#alias)` locates.
#[derive(Clone, Copy, Debug)]
pub(super) enum LocTarget {
    /// An op.
    Op(OpId),
    /// A block argument.
    Arg(Value),
    /// A region argument not yet made a block argument ([`Argument::deferred_loc`]).
    Pending,
}

#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ValueEntry {
    pub(super) value: Option<Value>,
    pub(super) loc: u32,
}

/// A [`ValueEntry`] as the tables keep it: 8 bytes, `value` [`NO_VALUE`] when unbound.
#[derive(Clone, Copy, Debug)]
struct PackedEntry {
    value: u32,
    loc: u32,
}

/// [`PackedEntry::value`] of a name used or defined at another result number only.
const NO_VALUE: u32 = u32::MAX;

impl Default for PackedEntry {
    fn default() -> Self {
        PackedEntry {
            value: NO_VALUE,
            loc: 0,
        }
    }
}

impl PackedEntry {
    fn pack(e: ValueEntry) -> PackedEntry {
        PackedEntry {
            value: e.value.map_or(NO_VALUE, |v| v.0),
            loc: e.loc,
        }
    }

    fn unpack(self) -> ValueEntry {
        ValueEntry {
            value: (self.value != NO_VALUE).then_some(Value(self.value)),
            loc: self.loc,
        }
    }
}

/// The values a name binds, by result number (`%x`, `%x#1`, …): the first kept inline, as
/// most names bind one value; the others in [`IsolatedScope::rest`], or implied when the name
/// was defined for several results of one op (12 bytes a name: a large function has one per
/// value).
#[derive(Clone, Copy, Debug, Default)]
struct ValueEntries {
    first: PackedEntry,
    /// One more than the index of the entries of result numbers 1 and up in
    /// [`IsolatedScope::rest`]; 0: none. With [`GROUP`] set, the name was defined for the
    /// results of one op (`%x:3 = …`) and nothing else was bound to it: the others follow
    /// `first` (result `k` is `first`'s value plus `k`, defined where `first` is), as many in
    /// all as the bits below [`GROUP`] say, and no entry is kept for them.
    rest: u32,
}

/// The flag of [`ValueEntries::rest`] for a name bound to a group of consecutive results.
const GROUP: u32 = 1 << 31;

#[derive(Debug, Default)]
pub(super) struct IsolatedScope<'a> {
    /// The values of names not numbered ([`NameKey::Spelled`]).
    values: FxHashMap<&'a [u8], ValueEntries>,
    /// The values of the numbered names ([`NameKey::Numbered`]), a table per stem by the
    /// stem's index ([`SsaState::stems`]; 0: `%N`): the names printed IR mostly has (`%17`,
    /// `%arg3`, `%c12`), found without hashing the name.
    numbered: Vec<NumberTable>,
    /// How many entries the tables of `numbered` other than `%N`'s hold, at most
    /// [`stem_budget`] (`%N`'s is bounded by the numbers [`Parser::name_key`] lets in).
    stemmed_len: usize,
    /// The entries of result numbers 1 and up of names that have them ([`ValueEntries::rest`]).
    rest: Vec<Vec<PackedEntry>>,
    /// Per open region scope, the names it defined, forgotten when it ends.
    pub(super) definitions_per_scope: Vec<Vec<NameKey<'a>>>,
}

/// The values of the names of one stem by number (`%arg0`, `%arg1`, … by `N - base`). The
/// names of a region are forgotten when it ends and the table then shrinks to what is still
/// bound, so that it spans the numbers of the regions open, not the highest number of the
/// whole scope (a module of functions that are not isolated from above).
#[derive(Debug, Default)]
struct NumberTable {
    entries: Vec<ValueEntries>,
    /// The number of the first entry (set by the first one made in an empty table).
    base: u32,
}

impl NumberTable {
    #[inline(always)]
    fn get(&self, n: u32) -> Option<ValueEntries> {
        self.entries
            .get(n.wrapping_sub(self.base) as usize)
            .copied()
    }

    /// The base an entry for `n` would make the table start at: at least as far below the
    /// current one as the table is long, so that names made in descending order move the
    /// entries a number of times logarithmic in their count, not once each.
    fn lowered_base(&self, n: u32) -> u32 {
        let len = u32::try_from(self.entries.len()).unwrap_or(u32::MAX);
        n.min(self.base.saturating_sub(len))
    }

    /// How many entries making `n`'s would add.
    fn growth(&self, n: u32) -> usize {
        if self.entries.is_empty() {
            1
        } else if n < self.base {
            (self.base - self.lowered_base(n)) as usize
        } else {
            ((n - self.base) as usize + 1).saturating_sub(self.entries.len())
        }
    }

    /// The entries of `n`, made (undefined) if new.
    #[inline]
    fn entry(&mut self, n: u32) -> &mut ValueEntries {
        if self.entries.is_empty() {
            self.base = n;
        } else if n < self.base {
            self.lower_base(n);
        }
        let i = (n - self.base) as usize;
        let len = self.entries.len();
        if len == i {
            // The next number (names in printed IR mostly come in order).
            self.entries.push(ValueEntries::default());
        } else if len < i {
            self.entries.resize_with(i + 1, ValueEntries::default);
        }
        &mut self.entries[i]
    }

    #[cold]
    fn lower_base(&mut self, n: u32) {
        let base = self.lowered_base(n);
        let shift = (self.base - base) as usize;
        self.entries
            .splice(0..0, std::iter::repeat_n(ValueEntries::default(), shift));
        self.base = base;
    }

    /// Takes `n`'s entries out (its scope ends); entries no name binds any more at the end
    /// are dropped.
    fn take(&mut self, n: u32) -> ValueEntries {
        let gone = self
            .entries
            .get_mut(n.wrapping_sub(self.base) as usize)
            .map(std::mem::take)
            .unwrap_or_default();
        while self
            .entries
            .last()
            .is_some_and(|e| e.rest == 0 && e.first.value == NO_VALUE)
        {
            self.entries.pop();
        }
        gone
    }
}

/// A name as the tables of an [`IsolatedScope`] find it ([`Parser::name_key`]): a name
/// ending in a number by its stem's table and the number (read from the name once), any
/// other by its spelling.
#[derive(Clone, Copy, Debug)]
pub(super) enum NameKey<'a> {
    /// The index of the stem's table in [`IsolatedScope::numbered`] and the number.
    Numbered(u32, u32),
    Spelled(&'a [u8]),
}

/// The most stems numbered in a parse; the names of other stems are spelled.
const MAX_STEMS: usize = 256;

/// How many entries the tables of the stems other than `%N`'s may hold in all, in a scope
/// of an input of `text_len` bytes (12 bytes each: under the input's size).
fn stem_budget(text_len: usize) -> usize {
    text_len / 16 + 1024
}

/// The stems of numbered names ([`SsaState::stems`]), each with its table's index in every
/// scope's [`IsolatedScope::numbered`] (from 1; `%N`'s is 0).
#[derive(Debug, Default)]
pub(super) struct Stems<'a> {
    /// Stems of up to seven bytes (`%arg`, `%c`, `%cst_`) by their bytes and length in one
    /// word ([`short_stem`]): found with one multiplication, not a hash of the bytes.
    short: FxHashMap<u64, u32>,
    /// Longer stems by their spelling.
    long: FxHashMap<&'a [u8], u32>,
    /// By table index (less one): whether a name of the stem was ever spelled, its table out
    /// of room; such a name is looked for among the spelled ones first, where it may still
    /// be bound.
    spilled: Vec<bool>,
    /// The short stem found last and its table (0: none): names of one stem come in runs.
    last: (u64, u32),
}

/// A stem of up to seven bytes as one word: its bytes, and its length in the top byte.
#[inline]
fn short_stem(stem: &[u8]) -> Option<u64> {
    if stem.len() > 7 {
        return None;
    }
    // Byte by byte: a copy of a length not known here would call `memcpy`.
    let bytes = stem
        .iter()
        .enumerate()
        .fold(0u64, |w, (i, &b)| w | u64::from(b) << (8 * i));
    Some(bytes | (stem.len() as u64) << 56)
}

impl<'a> Stems<'a> {
    /// The table index of `stem`, made if new and fewer than [`MAX_STEMS`] are known.
    #[inline]
    fn table(&mut self, stem: &'a [u8]) -> Option<u32> {
        let found = match short_stem(stem) {
            Some(word) if self.last.0 == word && self.last.1 != 0 => return Some(self.last.1),
            Some(word) => {
                let found = self.short.get(&word).copied();
                if let Some(t) = found {
                    self.last = (word, t);
                }
                found
            }
            None => self.long.get(stem).copied(),
        };
        found.or_else(|| self.add(stem))
    }

    #[cold]
    #[inline(never)]
    fn add(&mut self, stem: &'a [u8]) -> Option<u32> {
        if self.spilled.len() >= MAX_STEMS {
            return None;
        }
        self.spilled.push(false);
        let table = self.spilled.len() as u32;
        match short_stem(stem) {
            Some(word) => self.short.insert(word, table),
            None => self.long.insert(stem, table),
        };
        Some(table)
    }

    fn spilled(&self, table: u32) -> bool {
        self.spilled
            .get((table as usize).wrapping_sub(1))
            .copied()
            .unwrap_or(false)
    }

    fn spill(&mut self, table: u32) {
        if let Some(s) = self.spilled.get_mut((table as usize).wrapping_sub(1)) {
            *s = true;
        }
    }
}

/// `%` followed by a stem and a number (`%arg3`, `%c0_i32_4`: digits without a leading zero, at
/// most nine, ending the name): the length of `%` and the stem, and the number. `%N` has no
/// stem (see [`Parser::name_key`]).
#[inline]
fn split_number(name: &[u8]) -> Option<(usize, u32)> {
    let (mut stem, mut n, mut scale) = (name.len(), 0u32, 1u32);
    while stem > 1 {
        let d = name[stem - 1].wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        if name.len() - stem == 9 {
            return None;
        }
        n += u32::from(d) * scale;
        scale = scale.wrapping_mul(10);
        stem -= 1;
    }
    let digits = name.len() - stem;
    let leading_zero = digits > 1 && name[stem] == b'0';
    (digits > 0 && !leading_zero && stem > 1 && name[0] == b'%').then_some((stem, n))
}

impl<'a> IsolatedScope<'a> {
    /// The entries of `key`, if it was ever used or defined.
    #[inline(always)]
    fn find(&self, key: NameKey<'_>) -> Option<ValueEntries> {
        match key {
            NameKey::Numbered(t, n) => self.numbered.get(t as usize)?.get(n),
            NameKey::Spelled(name) => self.values.get(name).copied(),
        }
    }

    /// What `key`'s result number `n` is bound to, if it was ever used or defined.
    #[inline(always)]
    pub(super) fn get(&self, key: NameKey<'_>, n: usize) -> Option<ValueEntry> {
        let e = self.find(key)?;
        let packed = match n.checked_sub(1) {
            None => e.first,
            Some(_) if e.rest & GROUP != 0 => {
                if n >= (e.rest & !GROUP) as usize {
                    return None;
                }
                PackedEntry {
                    value: e.first.value + n as u32,
                    loc: e.first.loc,
                }
            }
            Some(i) => *self.rest.get((e.rest as usize).checked_sub(1)?)?.get(i)?,
        };
        Some(packed.unpack())
    }

    /// Whether the table of stem `t` can make an entry for `n` within `budget`.
    #[inline]
    fn has_room(&self, t: u32, n: u32, budget: usize) -> bool {
        let Some(table) = self.numbered.get(t as usize) else {
            return self.stemmed_len < budget;
        };
        if (n.wrapping_sub(table.base) as usize) < table.entries.len() {
            return true;
        }
        let growth = table.growth(n);
        self.stemmed_len + growth <= budget
    }

    /// Binds result numbers 0 to `count - 1` of `key` to the values from `first` on, all
    /// defined at `loc` (one op's results: `%x:3 = …`), when nothing is bound to the name yet;
    /// false (nothing bound) otherwise.
    #[inline]
    fn bind_group(&mut self, key: NameKey<'a>, count: usize, first: Value, loc: u32) -> bool {
        let Ok(count) = u32::try_from(count) else {
            return false;
        };
        if count >= GROUP || first.0.checked_add(count).is_none_or(|end| end == NO_VALUE) {
            return false;
        }
        let e = self.entries(key);
        if e.first.value != NO_VALUE || e.rest != 0 {
            return false;
        }
        e.first = PackedEntry {
            value: first.0,
            loc,
        };
        e.rest = GROUP | count;
        true
    }

    /// The entries of `key`, made (undefined) if new.
    #[inline]
    fn entries(&mut self, key: NameKey<'a>) -> &mut ValueEntries {
        let (t, n) = match key {
            NameKey::Numbered(t, n) => (t as usize, n),
            NameKey::Spelled(name) => return self.values.entry(name).or_default(),
        };
        if self.numbered.len() <= t {
            self.numbered.resize_with(t + 1, NumberTable::default);
        }
        let table = &mut self.numbered[t];
        if t != 0 {
            self.stemmed_len += table.growth(n);
        }
        table.entry(n)
    }

    /// The entry of `key`'s result number `n`, made (undefined) if new.
    #[inline]
    fn slot(&mut self, key: NameKey<'a>, n: usize) -> &mut PackedEntry {
        let Some(i) = n.checked_sub(1) else {
            return &mut self.entries(key).first;
        };
        let rest_len = self.rest.len();
        let e = self.entries(key);
        let r = match e.rest {
            0 => {
                e.rest = rest_len as u32 + 1;
                self.rest.push(Vec::new());
                rest_len
            }
            r if r & GROUP != 0 => self.spell_out_group(key),
            r => r as usize - 1,
        };
        let rest = &mut self.rest[r];
        if rest.len() <= i {
            rest.resize(i + 1, PackedEntry::default());
        }
        &mut rest[i]
    }

    /// Keeps the entries of a name bound to a group ([`GROUP`]) in [`IsolatedScope::rest`],
    /// one by one, before one of them is bound anew; returns their index there.
    #[cold]
    #[inline(never)]
    fn spell_out_group(&mut self, key: NameKey<'a>) -> usize {
        let r = self.rest.len();
        let e = self.entries(key);
        let count = e.rest & !GROUP;
        let first = e.first;
        e.rest = r as u32 + 1;
        self.rest.push(
            (1..count)
                .map(|k| PackedEntry {
                    value: first.value + k,
                    loc: first.loc,
                })
                .collect(),
        );
        r
    }

    /// Binds `key`'s result number `n` to `entry`.
    #[inline]
    fn set(&mut self, key: NameKey<'a>, n: usize, entry: ValueEntry) {
        *self.slot(key, n) = PackedEntry::pack(entry);
    }

    /// Binds `key`'s result number `n` to `entry` when it is unbound; returns what it was
    /// bound to before.
    #[inline]
    fn bind_if_unbound(&mut self, key: NameKey<'a>, n: usize, entry: ValueEntry) -> ValueEntry {
        let slot = self.slot(key, n);
        let prior = slot.unpack();
        if prior.value.is_none() {
            *slot = PackedEntry::pack(entry);
        }
        prior
    }

    /// Forgets a defined name (its scope ends).
    fn remove(&mut self, key: NameKey<'_>) {
        let gone = match key {
            NameKey::Numbered(t, n) => match self.numbered.get_mut(t as usize) {
                Some(table) => {
                    let before = table.entries.len();
                    let gone = table.take(n);
                    if t != 0 {
                        self.stemmed_len -= before - table.entries.len();
                    }
                    gone
                }
                None => ValueEntries::default(),
            },
            NameKey::Spelled(name) => self.values.remove(name).unwrap_or_default(),
        };
        if gone.rest & GROUP == 0
            && let Some(rest) = (gone.rest as usize)
                .checked_sub(1)
                .and_then(|r| self.rest.get_mut(r))
        {
            *rest = Vec::new();
        }
    }

    /// Notes a name defined in the innermost scope, to forget when that scope ends.
    #[inline]
    fn note_defined(&mut self, key: NameKey<'a>) {
        if let Some(defs) = self.definitions_per_scope.last_mut() {
            defs.push(key);
        }
    }

    /// Empties the scope, keeping its tables' memory.
    fn clear(&mut self) {
        self.values.clear();
        for table in &mut self.numbered {
            table.entries.clear();
        }
        self.stemmed_len = 0;
        self.rest.clear();
    }
}
/// SSA bookkeeping of the parser (MLIR's name scopes, forward references and block maps).
#[derive(Debug, Default)]
pub(crate) struct SsaState<'a> {
    pub(super) isolated: Vec<IsolatedScope<'a>>,
    /// The stems of the numbered names other than `%N` (`%arg` of `%arg3`), at most
    /// [`MAX_STEMS`]: kept for the whole parse, so that a name has one key in every scope.
    pub(super) stems: Stems<'a>,
    pub(super) blocks_by_name: Vec<FxHashMap<&'a [u8], BlockDef>>,
    /// Per region scope: forward-referenced (not yet defined) blocks and where they were used.
    pub(super) forward_blocks: Vec<Vec<(BlockId, u32)>>,
    /// Placeholder values of forward references, and where they were first used.
    pub(super) placeholders: FxHashMap<Value, u32>,
    /// Uses of placeholders: (op, operand index).
    pub(super) placeholder_uses: FxHashMap<Value, Vec<(OpId, u32)>>,
    pub(super) placeholder_block: Option<BlockId>,
    /// `loc(#alias)`s naming an alias not defined yet: (what it locates, alias, use offset).
    pub(super) deferred_loc_aliases: Vec<(LocTarget, &'a [u8], u32)>,
    /// Emptied scopes kept for the next ones, with their tables' memory: a function's names
    /// then take no allocation once an earlier function's have.
    spare: SpareScopes<'a>,
}

/// What [`SsaState::spare`] keeps.
#[derive(Debug, Default)]
struct SpareScopes<'a> {
    isolated: Vec<IsolatedScope<'a>>,
    definitions: Vec<Vec<NameKey<'a>>>,
    blocks_by_name: Vec<FxHashMap<&'a [u8], BlockDef>>,
}

/// The largest hash table kept for reuse: emptying one takes time in its capacity, which a
/// small scope reusing a large table would pay.
const MAX_SPARE_TABLE: usize = 1024;

impl<'a> SpareScopes<'a> {
    /// Keeps `scope`, emptied.
    fn keep_isolated(&mut self, mut scope: IsolatedScope<'a>) {
        if scope.values.capacity() > MAX_SPARE_TABLE {
            return;
        }
        scope.clear();
        for mut defs in scope.definitions_per_scope.drain(..) {
            defs.clear();
            self.definitions.push(defs);
        }
        self.isolated.push(scope);
    }

    /// Keeps `blocks`, emptied.
    fn keep_blocks(&mut self, mut blocks: FxHashMap<&'a [u8], BlockDef>) {
        if blocks.capacity() <= MAX_SPARE_TABLE {
            blocks.clear();
            self.blocks_by_name.push(blocks);
        }
    }
}

impl<'a> Parser<'a> {
    pub(super) fn push_ssa_scope(&mut self, isolated: bool) {
        let blocks = self.ssa.spare.blocks_by_name.pop().unwrap_or_default();
        self.ssa.blocks_by_name.push(blocks);
        self.ssa.forward_blocks.push(Vec::new());
        if isolated || self.ssa.isolated.is_empty() {
            let scope = self.ssa.spare.isolated.pop().unwrap_or_default();
            self.ssa.isolated.push(scope);
        }
        if let Some(s) = self.ssa.isolated.last_mut() {
            let defs = self.ssa.spare.definitions.pop().unwrap_or_default();
            s.definitions_per_scope.push(defs);
        }
    }

    pub(super) fn pop_ssa_scope(&mut self) -> ParseResult {
        let fwd = self.ssa.forward_blocks.pop().unwrap_or_default();
        // Every block still undefined, in source order, as MLIR's `popSSANameScope` reports
        // them.
        let mut at: Vec<u32> = fwd.iter().map(|&(_, at)| at).collect();
        at.sort_unstable();
        let error = |at: u32| Diagnostic::error(Self::loc(at), "reference to an undefined block");
        if let Some((&first, rest)) = at.split_first() {
            let all = rest
                .iter()
                .fold(error(first), |d, &next| d.chained(error(next)));
            return Err(self.push_error(all));
        }
        if let Some(scope) = self.ssa.isolated.last_mut() {
            if scope.definitions_per_scope.len() <= 1 {
                if let Some(scope) = self.ssa.isolated.pop() {
                    self.ssa.spare.keep_isolated(scope);
                }
            } else if let Some(mut defs) = scope.definitions_per_scope.pop() {
                if self.ssa.placeholders.is_empty()
                    && scope.definitions_per_scope.iter().all(Vec::is_empty)
                {
                    // Nothing else is bound (a function's names in a module of functions):
                    // the tables are emptied at once.
                    scope.clear();
                    defs.clear();
                } else {
                    for d in defs.drain(..) {
                        scope.remove(d);
                    }
                }
                self.ssa.spare.definitions.push(defs);
            }
        }
        if let Some(blocks) = self.ssa.blocks_by_name.pop() {
            self.ssa.spare.keep_blocks(blocks);
        }
        Ok(())
    }

    /// The innermost isolated name scope (made if there is none).
    #[inline]
    fn isolated_scope(&mut self) -> &mut IsolatedScope<'a> {
        if self.ssa.isolated.is_empty() {
            self.ssa.isolated.push(IsolatedScope {
                definitions_per_scope: vec![Vec::new()],
                ..Default::default()
            });
        }
        let last = self.ssa.isolated.len() - 1;
        &mut self.ssa.isolated[last]
    }

    /// The key of `name` in the scopes' tables. A name ending in a number is numbered by its
    /// stem (`%17`, `%arg3`, `%c0_i32_4`): `%N` below a sixteenth of the input's length, the
    /// names of the first [`MAX_STEMS`] other stems while their tables stay within
    /// [`stem_budget`], so that the tables stay small next to the input whatever numbers it
    /// names. A name keeps its key while it is bound: one spelled for want of room is looked
    /// for among the spelled ones first.
    #[inline(always)]
    pub(super) fn name_key(&mut self, name: &'a [u8]) -> NameKey<'a> {
        // `%N` (the names printed IR mostly has) read here; a name with a stem apart.
        let spelled = NameKey::Spelled(name);
        let Some(digits) = name.strip_prefix(b"%") else {
            return spelled;
        };
        if !digits.first().is_some_and(u8::is_ascii_digit) {
            return self.stemmed_key(name);
        }
        if digits.len() > 9 || (digits.len() > 1 && digits[0] == b'0') {
            return spelled;
        }
        let mut n = 0usize;
        for &d in digits {
            if !d.is_ascii_digit() {
                return self.stemmed_key(name);
            }
            n = n * 10 + (d - b'0') as usize;
        }
        if n < self.text.len() / 16 {
            NameKey::Numbered(0, n as u32)
        } else {
            spelled
        }
    }

    /// [`Parser::name_key`] of a name other than `%N`.
    #[inline(never)]
    fn stemmed_key(&mut self, name: &'a [u8]) -> NameKey<'a> {
        let spelled = NameKey::Spelled(name);
        let Some((stem_len, n)) = split_number(name) else {
            return spelled;
        };
        let Some(table) = self.ssa.stems.table(&name[..stem_len]) else {
            return spelled;
        };
        // No scope yet: the first one made will be empty.
        if let Some(scope) = self.ssa.isolated.last() {
            if self.ssa.stems.spilled(table) && scope.values.contains_key(name) {
                return spelled;
            }
            if !scope.has_room(table, n, stem_budget(self.text.len())) {
                self.ssa.stems.spill(table);
                return spelled;
            }
        }
        NameKey::Numbered(table, n)
    }

    /// MLIR's `resolveSSAUse`: the value named by `u` with type `ty` (a placeholder for a
    /// forward reference).
    pub(super) fn resolve_ssa_use(
        &mut self,
        u: &UnresolvedOperand<'a>,
        ty: &Type,
    ) -> ParseResult<Value> {
        let key = self.name_key(u.name);
        if let Some(ValueEntry {
            value: Some(v),
            loc,
        }) = self.isolated_scope().get(key, u.number as usize)
        {
            let vt = self.ir.value_type(v);
            if vt == ty {
                return Ok(v);
            }
            return Err(self.use_type_mismatch(u, ty, v, loc));
        }
        self.resolve_forward_reference(u, ty)
    }

    #[cold]
    #[inline(never)]
    fn use_type_mismatch(
        &mut self,
        u: &UnresolvedOperand<'a>,
        ty: &Type,
        v: Value,
        loc: u32,
    ) -> crate::diag::Reported {
        let vt = self.ir.value_type(v);
        let name = String::from_utf8_lossy(u.name);
        let msg = format!(
            "use of value '{name}' expects different type than prior uses: '{}' vs '{}'",
            type_to_string(ty),
            type_to_string(vt)
        );
        let d =
            Diagnostic::error(Self::loc(u.loc), msg).with_note(Self::loc(loc), "prior use here");
        self.push_error(d)
    }

    /// A use of a name not defined (yet): a placeholder value, defined later.
    #[inline(never)]
    fn resolve_forward_reference(
        &mut self,
        u: &UnresolvedOperand<'a>,
        ty: &Type,
    ) -> ParseResult<Value> {
        let n = u.number as usize;
        // Checked before growing the entries (MLIR grows them first): `%0#222222222` of a
        // defined `%0` would allocate gigabytes (found by the `roundtrip` fuzz target). A
        // forward reference to a result number past the input's length can never be defined
        // (each result needs its type in the text): mlir-opt-22's eventual error for it, now.
        let key = self.name_key(u.name);
        let first = self.isolated_scope().get(key, 0).and_then(|e| e.value);
        if let Some(f) = first
            && !self.ssa.placeholders.contains_key(&f)
        {
            return Err(self.error_at(u.loc, "reference to invalid result number"));
        }
        if n >= self.text.len() {
            return Err(self.error_at(u.loc, "use of undeclared SSA value name"));
        }
        let block = match self.ssa.placeholder_block {
            Some(b) => b,
            None => {
                let b = self.ir.create_detached_block(Location::Unknown);
                self.ssa.placeholder_block = Some(b);
                b
            }
        };
        let v = self.ir.add_block_argument(block, ty.clone());
        self.ssa.placeholders.insert(v, u.loc);
        let entry = ValueEntry {
            value: Some(v),
            loc: u.loc,
        };
        self.isolated_scope().set(key, n, entry);
        Ok(v)
    }

    /// MLIR's `addDefinition`: binds `u` to `value`, replacing a forward reference. The name is
    /// looked up once when it is new (the usual case).
    /// Defines `u`'s result numbers 0 to `count - 1` as the values from `first` on (one op's
    /// results, `%x:3 = …`) when the name is new, without an entry for each; false (nothing
    /// defined) when anything was bound to it (a forward reference, a redefinition), which
    /// [`Parser::add_definition`] of each then handles.
    pub(super) fn add_group_definition(
        &mut self,
        u: &UnresolvedOperand<'a>,
        first: Value,
        count: usize,
    ) -> bool {
        let key = self.name_key(u.name);
        let scope = self.isolated_scope();
        if scope.bind_group(key, count, first, u.loc) {
            scope.note_defined(key);
            return true;
        }
        false
    }

    pub(super) fn add_definition(
        &mut self,
        u: &UnresolvedOperand<'a>,
        value: Value,
    ) -> ParseResult {
        let n = u.number as usize;
        let new = ValueEntry {
            value: Some(value),
            loc: u.loc,
        };
        // The name is read once, into the key the scope's tables and its end use.
        let key = self.name_key(u.name);
        let scope = self.isolated_scope();
        let prior = scope.bind_if_unbound(key, n, new);
        if prior.value.is_none() {
            scope.note_defined(key);
            return Ok(());
        }
        self.redefine(u, key, value, prior)
    }

    /// [`Parser::add_definition`] of a name already bound: the definition of a forward
    /// reference, or an error.
    #[inline(never)]
    fn redefine(
        &mut self,
        u: &UnresolvedOperand<'a>,
        key: NameKey<'a>,
        value: Value,
        prior: ValueEntry,
    ) -> ParseResult {
        let n = u.number as usize;
        let ValueEntry {
            value: Some(existing),
            loc,
        } = prior
        else {
            return Ok(());
        };
        let name = String::from_utf8_lossy(u.name).into_owned();
        if !self.ssa.placeholders.contains_key(&existing) {
            let d = Diagnostic::error(
                Self::loc(u.loc),
                format!("redefinition of SSA value '{name}'"),
            )
            .with_note(Self::loc(loc), "previously defined here");
            return Err(self.push_error(d));
        }
        let (et, vt) = (self.ir.value_type(existing), self.ir.value_type(value));
        if et != vt {
            let d = Diagnostic::error(
                Self::loc(u.loc),
                format!(
                    "definition of SSA value '{name}#{}' has type '{}'",
                    u.number,
                    type_to_string(vt)
                ),
            )
            .with_note(
                Self::loc(loc),
                format!("previously used here with type '{}'", type_to_string(et)),
            );
            return Err(self.push_error(d));
        }
        self.ssa.placeholders.remove(&existing);
        if let Some(uses) = self.ssa.placeholder_uses.remove(&existing) {
            for (op, i) in uses {
                if let Some(slot) = self
                    .ir
                    .op_mut_keeping_attributes(op)
                    .operands
                    .get_mut(i as usize)
                {
                    *slot = value;
                }
            }
        }
        let entry = ValueEntry {
            value: Some(value),
            loc: u.loc,
        };
        let scope = self.isolated_scope();
        scope.set(key, n, entry);
        scope.note_defined(key);
        Ok(())
    }

    /// Runs the local verifier ([`OpDef::local_verify`]) of a new op while its data is in the
    /// cache and records a pass ([`Ir::mark_verified`]), so that the verifier's walk over the
    /// whole module need not read the op's attributes again. A failure is not reported here:
    /// the walk runs the verifier again and reports it in its order, and not at all when the
    /// parse fails later.
    pub(super) fn verify_early(&mut self, op: OpId) {
        if let Some(def) = self.ir.op(op).name.def()
            && def.local_verify
            && (def.verify)(&self.ir, op).is_ok()
        {
            self.ir.mark_verified(op);
        }
    }

    /// Records uses of forward-reference placeholders by a new op, to patch them on definition.
    #[inline]
    pub(super) fn record_placeholder_uses(&mut self, op: OpId) {
        if !self.ssa.placeholders.is_empty() {
            self.record_uses_of_placeholders(op);
        }
    }

    /// [`Parser::record_placeholder_uses`] while there are placeholders.
    #[inline(never)]
    fn record_uses_of_placeholders(&mut self, op: OpId) {
        let operands = &self.ir.op(op).operands;
        for (i, v) in operands.iter().enumerate() {
            if self.ssa.placeholders.contains_key(v) {
                self.ssa
                    .placeholder_uses
                    .entry(*v)
                    .or_default()
                    .push((op, i as u32));
            }
        }
    }

    /// MLIR's `parseSSAUse`: `%name` or `%name#N`.
    pub(super) fn parse_ssa_use(
        &mut self,
        allow_result_number: bool,
    ) -> ParseResult<UnresolvedOperand<'a>> {
        let t = self.tok;
        if t.kind != TokenKind::PercentIdentifier {
            return Err(self.wrong_token("expected SSA operand"));
        }
        self.bump();
        let mut u = UnresolvedOperand {
            name: self.spelling(t),
            number: 0,
            loc: t.start,
        };
        if self.is(TokenKind::HashIdentifier) {
            if !allow_result_number {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            let digits = self.tok_text().get(1..).unwrap_or(&[]);
            let n = std::str::from_utf8(digits)
                .ok()
                .and_then(|s| s.parse::<u32>().ok());
            match n {
                Some(n) if digits.iter().all(u8::is_ascii_digit) => u.number = n,
                _ => return Err(self.error_here("invalid SSA value result number")),
            }
            self.bump();
        }
        Ok(u)
    }

    /// Parses an operand `%name` / `%name#N`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        self.parse_ssa_use(true)
    }

    /// Parses an operand `%name` without a result number (MLIR's `parseOperand(result,
    /// /*allowResultNumber=*/false)`): `%name#0` is «result number not allowed in argument
    /// list».
    pub fn parse_operand_without_result_number(&mut self) -> ParseResult<UnresolvedOperand<'a>> {
        self.parse_ssa_use(false)
    }

    /// Parses an operand if a `%` identifier is present.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand<'a>>> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_ssa_use(true).map(Some)
    }

    /// Parses a possibly empty comma-separated operand list (no delimiters).
    pub fn parse_operand_list(&mut self, out: &mut Vec<UnresolvedOperand<'a>>) -> ParseResult {
        self.parse_operand_list_full(out, super::Delimiter::None, true)
    }

    /// [`Parser::parse_operand_list`] appended to `out` through a buffer the parser keeps:
    /// a group that holds one operand inline (`ods::values::ValueGroup`) then costs no
    /// allocation for a list of one.
    #[inline(never)]
    pub(crate) fn parse_operand_list_into(
        &mut self,
        out: &mut impl Extend<UnresolvedOperand<'a>>,
    ) -> ParseResult {
        let mut list = std::mem::take(&mut self.caches.operand_list);
        list.clear();
        let r = self.parse_operand_list(&mut list);
        out.extend(list.drain(..));
        self.caches.operand_list = list;
        r
    }

    /// Parses a comma-separated operand list within `delimiter` (MLIR's
    /// `parseOperandList(operands, delimiter)`: «expected ']' in operand list» when the closing
    /// delimiter is missing). `Delimiter::None` reads a possibly empty list, as
    /// [`Parser::parse_operand_list`].
    pub fn parse_operand_list_delimited(
        &mut self,
        out: &mut Vec<UnresolvedOperand<'a>>,
        delimiter: super::Delimiter,
    ) -> ParseResult {
        self.parse_operand_list_full(out, delimiter, true)
    }

    /// MLIR's `parseOperandList(operands, requiredOperandCount, delimiter)`: exactly
    /// `required` operands, else «expected N operands» at the list. Without a delimiter, a list
    /// that does not start with an operand is «unexpected delimiter» at a `(` or `[`, else
    /// «expected operand» where `emitWrongTokenError` puts it (after the previous token), both
    /// the parser's own errors (no «custom op» prefix), and is no error when `required` is 0.
    pub fn parse_operand_list_count(
        &mut self,
        out: &mut Vec<UnresolvedOperand<'a>>,
        delimiter: super::Delimiter,
        required: usize,
    ) -> ParseResult {
        if delimiter == super::Delimiter::None && !self.is(TokenKind::PercentIdentifier) {
            if required == 0 {
                return Ok(());
            }
            // The parser's own errors, without the custom-op prefix.
            if self.is(TokenKind::LParen) || self.is(TokenKind::LSquare) {
                return Err(self.error_here("unexpected delimiter"));
            }
            let at = self.wrong_token_loc();
            return Err(self.error_at(at, "expected operand"));
        }
        let loc = self.current_location();
        let before = out.len();
        self.parse_operand_list_full(out, delimiter, true)?;
        if out.len() - before != required {
            return Err(self.emit_error_at(loc, format!("expected {required} operands")));
        }
        Ok(())
    }

    /// [`Parser::parse_operand_list_delimited`] with MLIR's `allowResultNumber`: when it is
    /// `false`, `%x#1` is «result number not allowed in argument list» (as `cf.switch` reads
    /// its successor operands).
    pub fn parse_operand_list_full(
        &mut self,
        out: &mut Vec<UnresolvedOperand<'a>>,
        delimiter: super::Delimiter,
        allow_result_number: bool,
    ) -> ParseResult {
        if self.operand_list_from_bytes(out, delimiter, allow_result_number) {
            return Ok(());
        }
        if delimiter == super::Delimiter::None {
            if !self.is(TokenKind::PercentIdentifier) {
                return Ok(());
            }
            loop {
                out.push(self.parse_ssa_use(allow_result_number)?);
                if !self.consume_if(TokenKind::Comma) {
                    return Ok(());
                }
            }
        }
        self.parse_comma_separated_list(delimiter, " in operand list", |p| {
            out.push(p.parse_ssa_use(allow_result_number)?);
            Ok(())
        })
    }

    /// [`Parser::parse_operand_list_full`] of a list without a delimiter or in parentheses,
    /// read from the bytes when it is spelled as printed: uses separated by `, `, the list
    /// closed by `)` right after its last use (or, without a delimiter, ended by anything but
    /// a comma). True when read, with the parser after the list as the token path leaves it;
    /// false (nothing consumed, `out` as it was) for any other spelling, which the token path
    /// reads and reports on. Printed IR spells its lists this way, and this reads them without
    /// lexing two tokens a use.
    pub(super) fn operand_list_from_bytes(
        &mut self,
        out: &mut Vec<UnresolvedOperand<'a>>,
        delimiter: super::Delimiter,
        allow_result_number: bool,
    ) -> bool {
        use super::Delimiter;
        if !self.may_read_printed_spellings() {
            return false;
        }
        let parenthesized = match delimiter {
            Delimiter::None if self.tok.kind == TokenKind::PercentIdentifier => false,
            Delimiter::Paren | Delimiter::OptionalParen if self.tok.kind == TokenKind::LParen => {
                true
            }
            _ => return false,
        };
        let first = out.len();
        let mut pos = if parenthesized {
            self.tok.end as usize
        } else {
            self.tok.start as usize
        };
        let end = if parenthesized && self.lex.byte_at(pos) == b')' {
            pos + 1
        } else {
            loop {
                let Some((name_end, number, use_end)) = self.lex.ssa_use_at(pos) else {
                    out.truncate(first);
                    return false;
                };
                if number.is_some() && !allow_result_number {
                    out.truncate(first);
                    return false;
                }
                out.push(UnresolvedOperand {
                    name: self.text.get(pos..name_end).unwrap_or_default(),
                    number: number.unwrap_or(0),
                    loc: pos as u32,
                });
                match self.lex.byte_at(use_end) {
                    b',' if self.lex.byte_at(use_end + 1) == b' '
                        && self.lex.byte_at(use_end + 2) == b'%' =>
                    {
                        pos = use_end + 2;
                    }
                    b')' if parenthesized => break use_end + 1,
                    // Without a delimiter the list ends unless a comma follows, after blanks
                    // or a comment too, or a `#`: a result number after blanks is still the
                    // use's (`%w #a`: «invalid SSA value result number»).
                    c if !parenthesized
                        && !crate::syntax::lexer::is_suffix_char(c)
                        && !matches!(
                            self.lex.byte_at(self.lex.skip_blanks_from(use_end)),
                            b',' | b'/' | b'#'
                        ) =>
                    {
                        break use_end;
                    }
                    _ => {
                        out.truncate(first);
                        return false;
                    }
                }
            }
        };
        self.prev_end = end as u32;
        self.reset_to(end);
        true
    }

    /// Parses a region argument `%name: type` (MLIR's `parseArgument(arg, allowType=true)`).
    pub fn parse_argument(&mut self) -> ParseResult<Argument<'a>> {
        self.parse_argument_impl(true)
    }

    /// Parses a region argument name `%name` and its optional `loc(…)`, without a type (MLIR's
    /// `parseArgument(arg)`, as `scf.for` reads its induction variable): the caller sets
    /// [`Argument::ty`] before it passes the argument to [`Parser::parse_region`].
    pub fn parse_argument_without_type(&mut self) -> ParseResult<Argument<'a>> {
        self.parse_argument_impl(false)
    }

    /// Parses a region argument if a `%` identifier is present (MLIR's
    /// `parseOptionalArgument`); `allow_type` reads `: type` after the name.
    pub fn parse_optional_argument(
        &mut self,
        allow_type: bool,
    ) -> ParseResult<Option<Argument<'a>>> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_argument_impl(allow_type).map(Some)
    }

    /// Parses `(%arg = %operand, …)` if a `(` is present (MLIR's
    /// `parseOptionalAssignmentList`, as `scf.for`'s `iter_args` and `scf.while` use it): the
    /// arguments (without types) into `lhs`, the operands into `rhs`; `Ok(false)` without `(`.
    pub fn parse_optional_assignment_list(
        &mut self,
        lhs: &mut Vec<Argument<'a>>,
        rhs: &mut Vec<UnresolvedOperand<'a>>,
    ) -> ParseResult<bool> {
        if !self.consume_if(TokenKind::LParen) {
            return Ok(false);
        }
        if self.consume_if(TokenKind::RParen) {
            return Ok(true);
        }
        loop {
            lhs.push(self.parse_argument_impl(false)?);
            self.expect(TokenKind::Equal, "expected '='")?;
            rhs.push(self.parse_operand()?);
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        // MLIR's `parseCommaSeparatedList` after an element.
        self.expect(TokenKind::RParen, "expected ',' or ')'")?;
        Ok(true)
    }

    /// Parses `(%arg = %operand, …)` (MLIR's `parseAssignmentList`: «expected '('» without one).
    pub fn parse_assignment_list(
        &mut self,
        lhs: &mut Vec<Argument<'a>>,
        rhs: &mut Vec<UnresolvedOperand<'a>>,
    ) -> ParseResult {
        if self.parse_optional_assignment_list(lhs, rhs)? {
            return Ok(());
        }
        let loc = self.current_location();
        Err(self.emit_error_at(loc, "expected '('"))
    }

    fn parse_argument_impl(&mut self, allow_type: bool) -> ParseResult<Argument<'a>> {
        let ssa_name = self.parse_ssa_use(false)?;
        let ty = if allow_type {
            self.expect(TokenKind::Colon, "expected ':'")?;
            self.parse_type()?
        } else {
            Type::None
        };
        let deferred = self.ssa.deferred_loc_aliases.len();
        let loc = self.parse_optional_location_specifier(LocTarget::Pending)?;
        let deferred_loc = (self.ssa.deferred_loc_aliases.len() > deferred).then_some(deferred);
        Ok(Argument {
            loc: loc.unwrap_or(Location::Offset(ssa_name.loc)),
            ssa_name,
            ty,
            deferred_loc,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{IsolatedScope, NameKey, ValueEntry};
    use crate::ir::Value;

    fn bind(scope: &mut IsolatedScope<'_>, n: u32, v: u32) {
        let key = NameKey::Numbered(0, n);
        scope.set(
            key,
            0,
            ValueEntry {
                value: Some(Value(v)),
                loc: 0,
            },
        );
        scope.note_defined(key);
    }

    fn value(scope: &IsolatedScope<'_>, n: u32) -> Option<Value> {
        scope.get(NameKey::Numbered(0, n), 0).and_then(|e| e.value)
    }

    /// A name bound to one op's results as a group reads each result by number, and reads the
    /// same once an entry of it is bound anew (the group then kept entry by entry); a name
    /// with anything bound already is not bound as a group.
    #[test]
    fn result_groups_read_like_results_bound_one_by_one() {
        let mut scope = IsolatedScope::default();
        scope.definitions_per_scope.push(Vec::new());
        let (g, other) = (NameKey::Spelled(b"%g"), NameKey::Numbered(0, 3));
        assert!(scope.bind_group(g, 3, Value(10), 7));
        let read = |scope: &IsolatedScope<'_>, n| scope.get(g, n).map(|e| (e.value, e.loc));
        assert_eq!(read(&scope, 0), Some((Some(Value(10)), 7)));
        assert_eq!(read(&scope, 2), Some((Some(Value(12)), 7)));
        assert_eq!(read(&scope, 3), None);
        assert!(!scope.bind_group(g, 2, Value(20), 8));
        let entry = ValueEntry {
            value: Some(Value(40)),
            loc: 9,
        };
        scope.set(g, 4, entry);
        assert_eq!(read(&scope, 1), Some((Some(Value(11)), 7)));
        assert_eq!(read(&scope, 2), Some((Some(Value(12)), 7)));
        assert_eq!(read(&scope, 3), Some((None, 0)));
        assert_eq!(read(&scope, 4), Some((Some(Value(40)), 9)));
        bind(&mut scope, 3, 30);
        assert!(!scope.bind_group(other, 2, Value(50), 0));
        scope.remove(g);
        assert_eq!(read(&scope, 0), None);
        assert!(scope.bind_group(g, 2, Value(60), 1));
        assert_eq!(read(&scope, 1), Some((Some(Value(61)), 1)));
    }

    /// A stem's table (here `%N`'s) spans the numbers of the regions open: a region's names are forgotten
    /// when it ends and the table shrinks, whatever the numbers; numbers below its first one
    /// move it down a logarithmic number of times.
    #[test]
    fn numbered_names_take_the_room_of_the_open_regions() {
        let mut scope = IsolatedScope::default();
        scope.definitions_per_scope.push(Vec::new());
        bind(&mut scope, 5, 50);
        for region in 0..3u32 {
            scope.definitions_per_scope.push(Vec::new());
            let first = 1_000_000 + region * 1000;
            for n in first..first + 10 {
                bind(&mut scope, n, n);
            }
            assert_eq!(value(&scope, first + 3), Some(Value(first + 3)));
            assert_eq!(value(&scope, 5), Some(Value(50)));
            for d in scope.definitions_per_scope.pop().unwrap_or_default() {
                scope.remove(d);
            }
            assert_eq!(value(&scope, first + 3), None);
            // Only `%5` is left.
            assert_eq!(scope.numbered[0].entries.len(), 1);
        }
        // Descending numbers below the first one.
        scope.definitions_per_scope.push(Vec::new());
        let mut moves = 0;
        for n in (10..5000u32).rev() {
            let base = scope.numbered[0].base;
            bind(&mut scope, n * 3, n);
            moves += usize::from(scope.numbered[0].base != base);
        }
        assert!(moves <= 16, "{moves}");
        assert_eq!(value(&scope, 4999 * 3), Some(Value(4999)));
        assert_eq!(value(&scope, 30), Some(Value(10)));
        assert_eq!(value(&scope, 5), Some(Value(50)));
        assert_eq!(value(&scope, 31), None);
    }
}
