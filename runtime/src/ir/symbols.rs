//! The symbols of a symbol table's block by the hash of their names ([`SymbolMap`]): what
//! [`SymbolTableCollection`](crate::ods::SymbolTableCollection) looks symbols up in, built
//! by the parser while the ops are in the cache or read from the block on first use.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHasher};

use super::{BlockId, Ir, OpId};

/// A block's symbols by the hash of their names ([`name_hash`]), each hash's first op.
pub(crate) type SymbolMap = FxHashMap<u64, Symbol>;

/// A symbol in a [`SymbolMap`]: the op, and its name copied beside it when it is short (most
/// are), so that a lookup confirms the name without reading the op, its property list and the
/// name's bytes: on a module of many functions each of those is a cache miss, as the calls
/// name their callees in no particular order. 24 bytes, so that a table entry with its hash
/// takes 32.
#[derive(Clone, Debug)]
pub(crate) struct Symbol {
    pub(crate) op: OpId,
    /// The name's length, or [`Symbol::LONG`] for a name longer than `short`.
    len: u8,
    /// A short name's bytes.
    short: [u8; Symbol::SHORT],
}

impl Symbol {
    /// The longest name kept in the entry.
    const SHORT: usize = 19;
    /// The length of a name kept only in the op.
    const LONG: u8 = u8::MAX;

    fn new(op: OpId, name: &[u8]) -> Symbol {
        let mut short = [0; Self::SHORT];
        let len = match short.get_mut(..name.len()) {
            Some(s) => {
                s.copy_from_slice(name);
                name.len() as u8
            }
            None => Self::LONG,
        };
        Symbol { op, len, short }
    }

    /// Whether the symbol is named `name` (read from the op for a long name).
    pub(crate) fn is_named(&self, ir: &Ir, name: &[u8]) -> bool {
        match self.short.get(..self.len as usize) {
            Some(short) => short == name,
            None => ir
                .symbol_name(self.op)
                .is_some_and(|n| n.as_bytes() == name),
        }
    }
}

/// The hash of a symbol name in a [`SymbolMap`].
pub(crate) fn name_hash(name: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    name.hash(&mut h);
    h.finish()
}

/// `op`'s entry in a [`SymbolMap`] with its name's hash, when it has a symbol name.
pub(crate) fn symbol_entry(ir: &Ir, op: OpId) -> Option<(u64, Symbol)> {
    let name = ir.symbol_name(op)?;
    let name = name.as_bytes();
    Some((name_hash(name), Symbol::new(op, name)))
}

/// The symbols of `ops` (in order: each hash's first is kept).
pub(crate) fn symbol_map(ir: &Ir, ops: impl ExactSizeIterator<Item = OpId>) -> SymbolMap {
    let mut symbols = FxHashMap::with_capacity_and_hasher(ops.len(), Default::default());
    for (hash, symbol) in ops.filter_map(|op| symbol_entry(ir, op)) {
        symbols.entry(hash).or_insert(symbol);
    }
    symbols
}

/// The [`SymbolMap`]s the parser built, by block id (see `Ir::parsed_symbols`). Shown in
/// order of block and hash, so that two equal IRs show the same.
#[derive(Clone, Default)]
pub(crate) struct ParsedSymbols(FxHashMap<u32, Arc<SymbolMap>>);

impl ParsedSymbols {
    pub(crate) fn insert(&mut self, block: u32, symbols: SymbolMap) {
        self.0.insert(block, Arc::new(symbols));
    }

    pub(crate) fn get(&self, block: u32) -> Option<&Arc<SymbolMap>> {
        self.0.get(&block)
    }

    /// Adds those of another IR joined to this one: its block `b` is `block(b)` here, its ops
    /// `ops` further (its block 0, whose ops are appended to a block of this IR, has none).
    pub(crate) fn append_shifted(
        &mut self,
        other: ParsedSymbols,
        block: impl Fn(BlockId) -> BlockId,
        ops: u32,
    ) {
        for (b, symbols) in other.0 {
            if b == 0 {
                continue;
            }
            let mut symbols = Arc::unwrap_or_clone(symbols);
            for s in symbols.values_mut() {
                s.op = OpId(s.op.0 + ops);
            }
            self.0.insert(block(BlockId(b)).0, Arc::new(symbols));
        }
    }
}

impl std::fmt::Debug for ParsedSymbols {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut blocks: Vec<_> = self.0.iter().collect();
        blocks.sort_unstable_by_key(|(b, _)| **b);
        f.debug_map()
            .entries(blocks.into_iter().map(|(b, symbols)| {
                let mut entries: Vec<_> = symbols.iter().collect();
                entries.sort_unstable_by_key(|(h, _)| **h);
                (b, entries)
            }))
            .finish()
    }
}
