//! The IR: attributes, types, operations, blocks, regions, values and locations.

pub mod attr;
pub mod attr_list;
pub mod location;
pub mod op;
pub mod types;

pub use attr::{
    ApInt, Attribute, DenseArrayAttr, DialectAttr, DialectAttribute, DictionaryAttr, FloatAttr,
    IntegerAttr, NamedAttribute, OpaqueAttr, StringAttr, SymbolRefAttr,
};
pub use attr_list::NamedAttrList;
pub use location::Location;
pub use op::{
    Block, BlockId, Ir, OpId, Operation, OperationName, OperationState, Region, RegionId, ThinVec,
    Value, ValueData, ValueDef, thin_vec,
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

impl Default for Module {
    fn default() -> Self {
        Module::new()
    }
}

impl Module {
    /// An empty `module {}` to build into.
    pub fn new() -> Module {
        let mut ir = Ir::new();
        let region = ir.create_region();
        ir.create_block(region, Location::Unknown);
        let mut state = OperationState::new(
            OperationName::Registered(&crate::builtin::MODULE_OP),
            Location::Unknown,
        );
        state.regions.push(region);
        let top = ir.create_op(state);
        Module { ir, top }
    }

    /// The body block of the top-level module (`None` when the top-level op has no block).
    pub fn body(&self) -> Option<BlockId> {
        let region = *self.ir.op(self.top).regions.first()?;
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
