//! Symbol lookups and symbol users (MLIR's `SymbolTable.cpp`): [`SymbolTableCollection`], the
//! cache of the symbol tables a verification looks symbols up in, and
//! [`SymbolUserOpInterface`], whose `verify_symbol_uses` the verifier runs for the users under
//! each symbol table op, in MLIR's order ([`verify_symbol_users`]), or those the verifier's walk
//! found ([`verify_found_symbol_users`]).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use crate::ir::def::OpDef;
use crate::ir::symbols::{SymbolMap, name_hash, symbol_map};
use crate::ir::{BlockId, Ir, OpId, SymbolRefAttr};

/// MLIR's `SymbolUserOpInterface`, implemented by an op declared with
/// `#[dialect_op(…, interfaces = [SymbolUserOpInterface])]` (`func.call`): an op that refers to
/// symbols and checks those references once its whole symbol table is verified
/// ([`OpDef::verify_symbol_uses`]). Like MLIR's, the check is a method of the op over the IR,
/// not of a copy of its fields: checking a module's calls reads each call in place.
///
/// The verifier runs it only for an op that passed its own verifier; [`verify_symbol_users`]
/// runs it on whatever the module holds, so an implementation reads the op without assuming
/// it fits its declaration (an op that does not fit has nothing to check).
#[diagnostic::on_unimplemented(
    message = "`{Self}` lists `SymbolUserOpInterface` but does not implement it",
    label = "listed in `interfaces = [...]`",
    note = "add `impl rods::ods::SymbolUserOpInterface for {Self} {{ fn verify_symbol_uses(ir: &Ir, op: OpId, symbols: &mut SymbolTableCollection) -> Result<(), Diagnostic> {{ … }} }}`"
)]
pub trait SymbolUserOpInterface {
    /// Verifies the symbol references of `op`, an op of the implementing type (MLIR's
    /// `verifySymbolUses`). Lookups go through `symbols`, which caches each symbol table it
    /// reads.
    fn verify_symbol_uses(
        ir: &Ir,
        op: OpId,
        symbols: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic>;
}

/// The symbols of the symbol tables looked up so far, by symbol table op (MLIR's
/// `SymbolTableCollection`): each table's block is read once, so checking every call of a
/// module is linear, not quadratic. A table maps the hash of each name to the first op of that
/// hash, with its name when short; a lookup compares the name, and on a collision scans the
/// block.
#[derive(Clone, Debug, Default)]
pub struct SymbolTableCollection {
    /// Shared: threads checking the users of one table start from one copy of its symbols.
    tables: FxHashMap<OpId, Arc<SymbolMap>>,
}

/// The first block of the first region of symbol table `table`.
fn table_block(ir: &Ir, table: OpId) -> Option<BlockId> {
    ir.op(table)
        .regions()
        .first()
        .and_then(|r| ir.region(*r).blocks.first())
        .copied()
}

/// The ops directly in the (first block of the first region of) symbol table `table`.
fn table_ops(ir: &Ir, table: OpId) -> impl ExactSizeIterator<Item = OpId> + '_ {
    table_block(ir, table)
        .map(|b| ir.block(b).ops.iter().copied())
        .unwrap_or_default()
}

/// Whether `op` is a symbol table op (`SymbolTable` trait).
fn is_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.traits.symbol_table)
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an unregistered op with one region may be a symbol
/// table rods knows nothing of, so a lookup does not go past it.
fn is_potentially_unknown_symbol_table(ir: &Ir, op: OpId) -> bool {
    let o = ir.op(op);
    o.name.def().is_none() && o.regions().len() == 1
}

/// The nearest symbol table op holding `from`, or `from` itself when it is one (MLIR's
/// `SymbolTable::getNearestSymbolTable`); `None` when there is none, or an unregistered op
/// with one region comes first.
pub fn nearest_symbol_table(ir: &Ir, mut from: OpId) -> Option<OpId> {
    if is_potentially_unknown_symbol_table(ir, from) {
        return None;
    }
    while !is_symbol_table(ir, from) {
        from = ir.parent_op(from)?;
        if is_potentially_unknown_symbol_table(ir, from) {
            return None;
        }
    }
    Some(from)
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The op named `name` directly in `table`'s block (MLIR's `SymbolTable::lookup`; the
    /// first one when the name is defined twice).
    pub fn lookup(&mut self, ir: &Ir, table: OpId, name: &[u8]) -> Option<OpId> {
        let found = self.symbols_of(ir, table).get(&name_hash(name))?;
        if found.is_named(ir, name) {
            return Some(found.op);
        }
        // Another name of the same hash came first.
        table_ops(ir, table).find(|op| ir.symbol_name(*op).is_some_and(|n| n.as_bytes() == name))
    }

    /// The symbols of `table` by the hash of their names, each hash's first: those the parser
    /// found when the block is as it was parsed, else read from its block on first use.
    fn symbols_of(&mut self, ir: &Ir, table: OpId) -> &SymbolMap {
        self.tables.entry(table).or_insert_with(|| {
            match table_block(ir, table).and_then(|b| ir.parsed_symbols(b)) {
                Some(parsed) => parsed.clone(),
                None => Arc::new(symbol_map(ir, table_ops(ir, table))),
            }
        })
    }

    /// The op `symbol` refers to from symbol table op `table` (MLIR's `lookupSymbolIn`): its
    /// root in `table`, then each nested reference in the symbol table found before.
    pub fn lookup_symbol_in(
        &mut self,
        ir: &Ir,
        table: OpId,
        symbol: &SymbolRefAttr,
    ) -> Option<OpId> {
        let mut found = self.lookup(ir, table, symbol.root.as_bytes())?;
        for nested in symbol.nested.iter() {
            if !is_symbol_table(ir, found) {
                return None;
            }
            found = self.lookup(ir, found, nested.as_bytes())?;
        }
        Some(found)
    }

    /// The op `symbol` refers to from `from`, looked up in the nearest symbol table holding
    /// `from` (MLIR's `lookupNearestSymbolFrom`).
    pub fn lookup_nearest_symbol_from(
        &mut self,
        ir: &Ir,
        from: OpId,
        symbol: &SymbolRefAttr,
    ) -> Option<OpId> {
        let table = nearest_symbol_table(ir, from)?;
        self.lookup_symbol_in(ir, table, symbol)
    }
}

/// [`verify_symbol_users`] of `table` when the verifier's walk has found its users already:
/// `users`, in any order, are the ops under `table` (not under a nested symbol table) whose
/// definition implements [`SymbolUserOpInterface`]. Each is checked; only when one fails does
/// the walk of [`verify_symbol_users`] run, to report the failure MLIR reports (the first in its
/// order). A module's users are a few of its ops: this spares a walk of all of them.
pub fn verify_found_symbol_users(
    ir: &Ir,
    table: OpId,
    users: &[OpId],
) -> Result<(), (OpId, Diagnostic)> {
    verify_found_symbol_users_on(ir, table, users, 1)
}

/// Symbol users a thread checks at least when [`verify_found_symbol_users_on`] spreads them
/// over several: below it, starting threads and building their symbol tables costs more than
/// it saves.
const MIN_USERS_PER_THREAD: usize = 4096;

/// [`verify_found_symbol_users`] on up to `threads` threads (0: as many as the machine has),
/// when there are enough users: each checks a share of them with symbol tables of its own,
/// and on any failure the table's users are checked again in MLIR's order on this thread, so
/// that the error is the one MLIR reports.
pub fn verify_found_symbol_users_on(
    ir: &Ir,
    table: OpId,
    users: &[OpId],
    threads: usize,
) -> Result<(), (OpId, Diagnostic)> {
    let threads = match threads {
        0 => crate::threads::machine_threads(),
        n => n,
    }
    .min(users.len() / MIN_USERS_PER_THREAD)
    .max(1);
    // On several threads, `table`'s symbols are read once, here, and shared.
    let mut shared = SymbolTableCollection::new();
    if threads > 1 {
        shared.symbols_of(ir, table);
    }
    let all_pass = |users: &[OpId]| {
        let mut symbols = shared.clone();
        users.chunks(WARM_BATCH).all(|batch| {
            warm_symbols(ir, table, batch, &mut symbols);
            batch.iter().all(|op| {
                ir.op(*op)
                    .name
                    .def()
                    .is_none_or(|def| verify_user(ir, *op, def, &mut symbols).is_ok())
            })
        })
    };
    let shares: Vec<&[OpId]> = users.chunks(users.len().div_ceil(threads).max(1)).collect();
    let passed = crate::threads::on_threads(shares.len(), |k| {
        shares.get(k).is_none_or(|share| all_pass(share))
    })
    .into_iter()
    .all(|passed| passed);
    if passed {
        Ok(())
    } else {
        verify_symbol_users(ir, table)
    }
}

/// Symbol users whose symbols [`warm_symbols`] reads before they are checked.
const WARM_BATCH: usize = 32;

/// Reads what checking `users` will read of the symbols they name, before they are checked:
/// each flat or root reference in their properties looked up in `table`, and the found op's
/// record and property list. Each of those reads misses the caches on a large module (the
/// users name their symbols in no particular order); one after the other in a short loop,
/// the processor overlaps them, where a user's own check waits for each in turn. What is
/// read is only summed, so nothing changes whatever the users hold.
fn warm_symbols(ir: &Ir, table: OpId, users: &[OpId], symbols: &mut SymbolTableCollection) {
    let mut sum = 0usize;
    for &user in users {
        for a in ir.op(user).properties.iter() {
            if let crate::ir::Attribute::SymbolRef(r) = &a.value
                && let Some(found) = symbols.lookup(ir, table, r.root.as_bytes())
            {
                let o = ir.op(found);
                sum = sum.wrapping_add(o.properties.len() + o.name.def_address());
            }
        }
    }
    std::hint::black_box(sum);
}

/// `verify_symbol_uses` of `op`, an op of `def`, when `def` implements
/// [`SymbolUserOpInterface`].
fn verify_user(
    ir: &Ir,
    op: OpId,
    def: &OpDef,
    symbols: &mut SymbolTableCollection,
) -> Result<(), Diagnostic> {
    def.verify_symbol_uses
        .map_or(Ok(()), |verify| verify(ir, op, symbols))
}

/// Runs `verify_symbol_uses` of the symbol users under symbol table op `table`, as MLIR's
/// `verifySymbolTable` does after checking the names: a walk of the table's regions that
/// does not enter nested symbol tables (their own verification covers them), taking the
/// regions last found first (MLIR's worklist), stopping at the first failure. Returns the
/// failing user with its error.
pub fn verify_symbol_users(ir: &Ir, table: OpId) -> Result<(), (OpId, Diagnostic)> {
    let mut symbols = SymbolTableCollection::new();
    let mut worklist: Vec<_> = ir.op(table).regions().to_vec();
    while let Some(region) = worklist.pop() {
        for block in &ir.region(region).blocks {
            for op in &ir.block(*block).ops {
                let data = ir.op(*op);
                let Some(def) = data.name.def() else {
                    worklist.extend(data.regions().iter().copied());
                    continue;
                };
                verify_user(ir, *op, def, &mut symbols).map_err(|d| (*op, d))?;
                if !def.traits.symbol_table {
                    worklist.extend(data.regions().iter().copied());
                }
            }
        }
    }
    Ok(())
}
