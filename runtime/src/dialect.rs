//! The dialect registry: operation and attribute definitions by name, so the parser dispatches
//! `gpu.binary` / `#gpu.object<…>` to the code `#[dialect_op]` / `#[dialect_attr]` generated.

use rustc_hash::FxHashMap;

pub use crate::ir::def::{
    AttrDef, Dialect, OpDef, OpTraits, ParseAttrFn, ParseOpFn, PrintOpFn, VerifyOpFn,
};

/// Registered dialects, ops and attributes, looked up by name (with FxHash: looked up for
/// every op and dialect attribute parsed, where SipHash cost 3% of the run).
/// [`Registry::new`], the registry holding the builtin dialect, is defined with that dialect
/// ([`crate::builtin`]), above the parser this module serves.
#[derive(Debug, Default, Clone)]
pub struct Registry {
    dialects: FxHashMap<&'static str, &'static Dialect>,
    ops: FxHashMap<&'static str, &'static OpDef>,
    attrs: FxHashMap<&'static str, FxHashMap<&'static str, &'static AttrDef>>,
    /// The same attributes by their spelling `dialect.mnemonic`: one lookup for the parser.
    attrs_by_spelling: FxHashMap<Box<[u8]>, &'static AttrDef>,
}

impl Registry {
    /// An empty registry (not even `builtin`).
    pub fn empty() -> Registry {
        Registry::default()
    }

    /// Registers a dialect with its ops and attributes.
    pub fn register(&mut self, dialect: &'static Dialect) {
        self.dialects.insert(dialect.name, dialect);
        for op in dialect.ops {
            self.ops.insert(op.name, op);
        }
        for attr in dialect.attrs {
            self.attrs
                .entry(attr.dialect)
                .or_default()
                .insert(attr.mnemonic, attr);
            let spelling = format!("{}.{}", attr.dialect, attr.mnemonic);
            self.attrs_by_spelling
                .insert(spelling.into_bytes().into_boxed_slice(), attr);
        }
    }

    /// Whether a dialect namespace is registered.
    pub fn has_dialect(&self, name: &str) -> bool {
        self.dialects.contains_key(name)
    }

    /// The names of the registered dialects (any order).
    pub fn dialect_names(&self) -> Vec<&'static str> {
        self.dialects.keys().copied().collect()
    }

    /// The op named `name`.
    pub fn op(&self, name: &str) -> Option<&'static OpDef> {
        self.ops.get(name).copied()
    }

    /// The attribute `#dialect.mnemonic`.
    pub fn attr(&self, dialect: &str, mnemonic: &str) -> Option<&'static AttrDef> {
        self.attrs.get(dialect)?.get(mnemonic).copied()
    }

    /// The attribute spelled `dialect.mnemonic` (the text after `#`).
    pub fn attr_by_spelling(&self, spelling: &[u8]) -> Option<&'static AttrDef> {
        self.attrs_by_spelling.get(spelling).copied()
    }
}
