//! The IR, the bottom layer of the crate: attributes, types, operations, blocks, regions,
//! values and locations ([`attr`], [`string`], [`types`], [`op`], [`attr_list`], [`location`]);
//! the file's resources ([`resource`]);
//! affine expressions, maps and integer sets ([`affine`]);
//! the definitions of registered ops and attributes the IR points to ([`def`]); string escaping
//! ([`escape`]); and the printer ([`mod@print`], MLIR's `AsmPrinter`, which MLIR also keeps in
//! its IR library: typed strings are ordered by their types' printed form, and a type can hold
//! any attribute).
//!
//! Nothing here calls into the layers above; [`def`] names the parser and diagnostic types in
//! its hook signatures (the one knot, described there).

pub mod affine;
pub mod attr;
pub mod attr_list;
pub mod def;
pub mod dense;
pub mod doc;
pub mod dominance;
pub mod escape;
pub mod float;
pub mod location;
pub mod op;
pub mod print;
pub mod resource;
pub mod source_file;
pub mod string;
pub(crate) mod symbols;
pub mod types;
pub mod uniqued;

pub use affine::{AffineBinaryKind, AffineExpr, AffineExprRef, AffineMap, IntegerSet};
pub use attr::{
    ApInt, AttrName, Attribute, DenseArrayAttr, DenseResourceAttr, DialectAttr, DialectAttribute,
    DictionaryAttr, DistinctAttr, FloatAttr, IntegerAttr, NamedAttribute, OpaqueAttr, StringAttr,
    SubElement, SymbolRefAttr,
};
pub use attr_list::NamedAttrList;
pub use dense::{DenseData, DenseElementsAttr, SparseElementsAttr};
pub use location::{FileLineCol, Location, LocationAttr, OffsetResolver};
pub use op::{
    Block, BlockId, BlockInUse, BlockList, InsertPoint, Ir, IrMapping, OpId, OpList, OpOperand,
    Operation, OperationName, OperationState, OrderedIter, OrderedList, Region, RegionId,
    StillUsed, ThinVec, UseList, Value, ValueData, ValueDef, ValueList, WalkOrder, WalkResult,
    thin_vec,
};
pub use resource::{Blob, ExternalResources, ResourceValue, Resources};
pub use source_file::SourceFile;
pub use types::{
    DialectType, DialectTypeRef, FloatKind, FunctionType, MemRefType, OpaqueType, Signedness,
    StridedLayoutAttr, TensorType, Type, VectorElementTypeInterface, VectorType,
};
pub use uniqued::Uniqued;

pub use crate::threads::ensure_sufficient_stack;

/// A parsed or built top-level operation (normally a `builtin.module`) and the arena holding it.
/// `Module::new` (an empty `module {}`) is defined with the builtin dialect ([`crate::builtin`]).
#[derive(Clone, Debug)]
pub struct Module {
    /// The arena.
    pub ir: Ir,
    /// The top-level operation.
    pub top: OpId,
    /// The buffer the module was read from, when [`crate::parse_str`] or [`crate::parse_file`]
    /// read it: its ops' locations are offsets into it, which [`Module::verify`]'s errors
    /// render with their source lines and debug-info printing turns into file locations.
    pub source: Option<std::sync::Arc<SourceFile>>,
}

impl Module {
    /// The module whose top-level operation is `top`, in `ir`, read from no buffer.
    pub fn from_ir(ir: Ir, top: OpId) -> Module {
        Module {
            ir,
            top,
            source: None,
        }
    }

    /// The body block of the top-level module (`None` when the top-level op has no block).
    pub fn body(&self) -> Option<BlockId> {
        let region = *self.ir.op(self.top).regions().first()?;
        self.ir.region(region).blocks.first().copied()
    }

    /// Creates an op from `state` and appends it to the module's body.
    pub fn push(&mut self, state: OperationState) -> OpId {
        let op = self.ir.create_op(state);
        if let Some(body) = self.body() {
            self.ir.append_op(body, op);
        }
        op
    }
}
