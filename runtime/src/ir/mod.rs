//! The IR: attributes, types, operations, blocks, regions, values and locations.

pub mod attr;
pub mod location;
pub mod op;
pub mod types;

pub use attr::{
    ApInt, Attribute, DenseArrayAttr, DialectAttr, DialectAttribute, DictionaryAttr, FloatAttr,
    IntegerAttr, NamedAttribute, OpaqueAttr, StringAttr, SymbolRefAttr, TypedStringAttr,
};
pub use location::Location;
pub use op::{
    Block, BlockId, Ir, OpId, Operation, OperationName, OperationState, Region, RegionId, Value,
    ValueData, ValueDef,
};
pub use types::{FloatKind, FunctionType, OpaqueType, Signedness, TensorType, Type, VectorType};

/// A parsed or built top-level operation (normally a `builtin.module`) and the arena holding it.
#[derive(Clone, Debug)]
pub struct Module {
    /// The arena.
    pub ir: Ir,
    /// The top-level operation.
    pub top: OpId,
}
