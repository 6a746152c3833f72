//! The core and host ops of upstream's `gpu` dialect (`GPUOps.td` and `GPUBase.td` of LLVM
//! 22): kernel modules and functions (`gpu.module`, `gpu.func`, `gpu.return`), launches
//! (`gpu.launch` with its `gpu.terminator`, `gpu.launch_func`), the id and size ops
//! (`gpu.thread_id`, `gpu.block_dim`, …), synchronisation and printing (`gpu.barrier`,
//! `gpu.printf`), memory (`gpu.alloc`, `gpu.dealloc`, `gpu.memcpy`, `gpu.memset`,
//! `gpu.dynamic_shared_memory`, `gpu.host_register`, `gpu.host_unregister`), `gpu.wait` and
//! `gpu.set_default_device`; the `#gpu<dim x>` and `#gpu.address_space<…>` attributes; and the
//! dialect's check of `gpu.container_module`, `gpu.known_block_size`,
//! `gpu.known_grid_size` and `gpu.known_cluster_size` ([`verify_operation_attribute`], upstream's
//! `GPUDialect::verifyOperationAttribute`). Both forms of the dialect (the seed's and LLVM
//! 22's) list them. Each declaration maps line for line to its TableGen record; comments quote
//! the record, custom directives mirror upstream's C++ functions of the same name.
//!
//! Interfaces rods has no counterpart of are left out: `InferIntRangeInterface`,
//! `DataLayoutOpInterface` and `HasDefaultDLTIDataLayout` (`gpu.module`), the memory effects
//! of `Res`/`Arg` operands.

use std::borrow::Cow;

use rods::diag::{Diagnostic, ParseResult};
use rods::ir::print::Printer;
use rods::ir::{
    Attribute, FunctionType, Ir, Location, NamedAttribute, OpId, OperationState, RegionId,
    StringAttr, ThinVec, Type, Value,
};
use rods::ods::{
    AnyAttr, AnyFloat, AnyFunctionType, AnyInteger, AnyMemRef, AnyType, AnyTypeOf,
    AnyUnrankedMemRef, ArrayMinCount, AttrConstraint, Confined, DenseI32ArrayAttr, DictArrayAttr,
    FlatSymbolRefAttr, FunctionOpInterface, I32, I64, Index, IndexAttr, StrAttr, SymbolNameAttr,
    SymbolRefAttr, SymbolTableCollection, TypeAttrOf, TypeConstraint, UnitAttr, emit_error,
    emit_op_error, function_type_of, segment_sizes_attr,
};
use rods::syntax::parser::{Argument, Delimiter, Parser, UnresolvedOperand};
use rods::{dialect_attr, dialect_enum, dialect_op, typed_array_attr};

use super::TargetAttrInterface;
use super::async_token::{
    AsyncOpInterface, AsyncTokenType, parse_async_dependencies, print_async_dependencies,
};
use super::llvm22::OffloadingTranslationAttr;

// ----- GPUBase.td: enums and attributes ----------------------------------------------------

// def GPU_AddressSpaceGlobal : I32EnumAttrCase<"Global", 1, "global">;
// def GPU_AddressSpaceWorkgroup : I32EnumAttrCase<"Workgroup", 2, "workgroup">;
// def GPU_AddressSpacePrivate : I32EnumAttrCase<"Private", 3, "private">;
// def GPU_AddressSpaceEnum : GPU_I32Enum<
//   "AddressSpace", "GPU address space", [
//     GPU_AddressSpaceGlobal,
//     GPU_AddressSpaceWorkgroup,
//     GPU_AddressSpacePrivate
//   ]>;
// (class GPU_I32Enum: `let genSpecializedAttr = 0; let cppNamespace = "::mlir::gpu";`)
/// A GPU address space: the memory of all work items, of a workgroup, or of one work item.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "GPU address space",
    gen_specialized_attr = false
)]
pub enum AddressSpace {
    /// Global memory, visible to all work items.
    #[case(value = 1, str = "global")]
    Global,
    /// Workgroup (shared) memory, visible to the work items of a workgroup.
    #[case(value = 2, str = "workgroup")]
    Workgroup,
    /// Private memory, visible to one work item.
    #[case(value = 3, str = "private")]
    Private,
}

// def GPU_AddressSpaceAttr :
//   GPU_I32EnumAttr<"address_space", GPU_AddressSpaceEnum>;
// (class GPU_I32EnumAttr: `EnumAttr<GPU_Dialect, enumInfo, mnemonic>` with
//  `let assemblyFormat = "`<` $value `>`";`)
/// A GPU address space as an attribute, the memory space of memrefs:
/// `memref<32xf32, #gpu.address_space<workgroup>>`.
#[dialect_attr(gpu.address_space, name = "GPU_AddressSpaceAttr", format = "`<` $value `>`",
               summary = "GPU address space")]
pub struct AddressSpaceAttr {
    /// The address space.
    pub value: AddressSpace,
}

// def GPU_Dimension : I32EnumAttr<"Dimension",
//     "a dimension, either 'x', 'y', or 'z'",
//     [
//       I32EnumAttrCase<"x", 0>,
//       I32EnumAttrCase<"y", 1>,
//       I32EnumAttrCase<"z", 2>
//     ]>{
//   let genSpecializedAttr = 0;
//   let cppNamespace = "::mlir::gpu";
// }
/// A dimension of the grid, of a block or of a cluster.
#[dialect_enum(
    I32EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "a dimension, either 'x', 'y', or 'z'",
    gen_specialized_attr = false
)]
pub enum Dimension {
    /// The x dimension.
    #[case(value = 0, str = "x")]
    X,
    /// The y dimension.
    #[case(value = 1, str = "y")]
    Y,
    /// The z dimension.
    #[case(value = 2, str = "z")]
    Z,
}

// def GPU_DimensionAttr : EnumAttr<GPU_Dialect, GPU_Dimension, "dim">;
/// A dimension as an attribute: `#gpu<dim x>` (the default format of an `EnumAttr`, `$value`),
/// `x` in the ops' custom forms.
#[dialect_attr(gpu.dim, name = "GPU_DimensionAttr", format = "$value",
               summary = "a dimension, either 'x', 'y', or 'z'")]
pub struct DimensionAttr {
    /// The dimension.
    pub value: Dimension,
}

// ----- attribute kinds and constraints the ops use ----------------------------------------

// def GPU_OptionalDimSizeHintAttr : ConfinedAttr<OptionalAttr<DenseI32ArrayAttr>,
//   [AttrConstraint<Or<[IsNullAttr.predicate, DenseArrayCount<3>.predicate]>,
//     "with 3 elements (if present)">]>;
/// «with 3 elements (if present)»: the constraint of `known_block_size` and its siblings.
#[derive(Debug)]
pub struct WithThreeElementsIfPresent;

impl AttrConstraint for WithThreeElementsIfPresent {
    fn summary() -> Cow<'static, str> {
        "with 3 elements (if present)".into()
    }
    fn check(attr: &Attribute) -> bool {
        DenseI32ArrayAttr::values_of(attr).is_some_and(|e| e.len() == 3)
    }
}

/// `GPU_OptionalDimSizeHintAttr` (optional at the field: `Option<…>`).
pub type DimSizeHintAttr = Confined<DenseI32ArrayAttr, WithThreeElementsIfPresent>;

// def GPUTargetAttr :
//     ConfinedAttr<AnyAttr, [PromisedAttrInterface<GPUTargetAttrInterface>]>;
/// The attribute implements or promises `TargetAttrInterface`.
#[derive(Debug)]
pub struct PromisesTargetAttrInterface;

impl AttrConstraint for PromisesTargetAttrInterface {
    fn summary() -> Cow<'static, str> {
        "promising or implementing the `TargetAttrInterface` attr interface".into()
    }
    fn check(attr: &Attribute) -> bool {
        attr.implements::<dyn TargetAttrInterface>()
    }
}

/// `GPUTargetAttr`: a GPU target attribute (`#nvvm.target`, `#rocdl.target`).
pub type GPUTargetAttr = Confined<AnyAttr, PromisesTargetAttrInterface>;

// def GPUTargetArrayAttr : TypedArrayAttrBase<GPUTargetAttr,
//   "array of GPU target attributes">;
typed_array_attr!(
    /// An array of GPU target attributes.
    pub GPUTargetArrayAttr, GPUTargetAttr, "array of GPU target attributes"
);

// def GPUNonEmptyTargetArrayAttr :
//   ConfinedAttr<GPUTargetArrayAttr, [ArrayMinCount<1>]>;
/// A non-empty array of GPU target attributes.
pub type GPUNonEmptyTargetArrayAttr = Confined<GPUTargetArrayAttr, ArrayMinCount<1>>;

// MemRefRankOf<[I8], [1]>
/// `MemRefRankOf<[I8], [1]>`: «1D memref of 8-bit signless integer values».
#[derive(Clone, Copy, Debug, Default)]
pub struct MemRef1DOfI8;

impl TypeConstraint for MemRef1DOfI8 {
    fn summary() -> Cow<'static, str> {
        "1D memref of 8-bit signless integer values".into()
    }
    fn check(ty: &Type) -> bool {
        matches!(ty, Type::MemRef(m)
            if m.shape().is_some_and(|s| s.len() == 1) && m.element_type().is_signless_int(8))
    }
    /// Upstream's C++ class is `MemRefType`: read as one in a format.
    fn parse_in_format(p: &mut Parser<'_>) -> ParseResult<Type> {
        rods::ods::parse_memref_in_format(p)
    }
}

// def LaunchIndx : AnyTypeOf<[Index, I32, I64]>;
/// The type of launch sizes: `index`, `i32` or `i64`.
pub type LaunchIndx = AnyTypeOf<(Index, I32, I64)>;

/// The arguments of `gpu.printf`: `AnyTypeOf<[AnyInteger, Index, AnyFloat]>`.
pub type PrintfArg = AnyTypeOf<(AnyInteger, Index, AnyFloat)>;

// ----- GPUOps.td: the id and size ops ------------------------------------------------------

// class GPU_IndexOp<string mnemonic, list<Trait> traits = []> :
//     GPU_Op<mnemonic, !listconcat(traits, [
//         Pure,
//         DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//         DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>])>,
//     Arguments<(ins GPU_DimensionAttr:$dimension,
//                    OptionalAttr<IndexAttr>:$upper_bound)>, Results<(outs Index)> {
//   let assemblyFormat = "$dimension (`upper_bound` $upper_bound^)? attr-dict";
//   let extraClassDefinition = [{
//     void $cppClass::getAsmResultNames(
//         llvm::function_ref<void(mlir::Value, mlir::StringRef)> setNameFn) {
//       auto dimStr = stringifyDimension(getDimensionAttr().getValue());
//       auto opName = getOperationName();
//       opName.consume_front("gpu.");
//       SmallString<8> resultName({opName, "_", dimStr});
//       setNameFn(getResult(),resultName);
//     }
//   }];
// }
macro_rules! gpu_index_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(gpu.$mnemonic, traits = [Pure], interfaces = [OpAsmOpInterface],
                     format = "$dimension (`upper_bound` $upper_bound^)? attr-dict")]
        pub struct $name {
            /// The dimension.
            pub dimension: DimensionAttr,
            /// An upper bound of the value (executions exceeding it are undefined).
            pub upper_bound: Option<IndexAttr>,
            /// The value.
            #[result(type = Index)]
            pub result: Value,
        }

        /// `getAsmResultNames`: the op's name without `gpu.`, `_`, the dimension
        /// (`%thread_id_x`).
        impl rods::ods::OpAsmOpInterface for $name {
            fn asm_result_names(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
                index_op_result_name(ir, op, set_name);
            }
        }
    };
}

/// `GPU_IndexOp`'s `getAsmResultNames`: `thread_id_x` for `gpu.thread_id x`.
fn index_op_result_name(ir: &Ir, op: OpId, set_name: &mut dyn FnMut(Value, &str)) {
    let o = ir.op(op);
    let dimension = ir
        .property(op, "dimension")
        .and_then(|a| a.downcast_ref::<DimensionAttr>())
        .map(|d| d.value);
    if let (Some(result), Some(dimension)) = (o.results.first(), dimension) {
        let name = o.name.as_str();
        let name = name.strip_prefix("gpu.").unwrap_or(name);
        let dimension = dimension.stringify();
        // Without `format!`: a module names many of these.
        let mut full = String::with_capacity(name.len() + 1 + dimension.len());
        full.push_str(name);
        full.push('_');
        full.push_str(dimension);
        set_name(*result, &full);
    }
}

gpu_index_op!(
    // def GPU_ClusterDimOp : GPU_IndexOp<"cluster_dim">
    /// Returns the number of cluster identifiers per grid along
    /// the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %cDimX = gpu.cluster_dim x
    /// ```
    ///
    /// If `upper_bound` is set, then executing (a lowering of) this operation in an
    /// environment where the clusters per grid is greater than `upper_bound` causes
    /// undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxDim` (currently uint32_t::max).
    ClusterDimOp, cluster_dim
);
gpu_index_op!(
    // def GPU_ClusterDimBlocksOp : GPU_IndexOp<"cluster_dim_blocks">
    /// Returns the number of thread blocks in the cluster along
    /// the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %cDimBlocksX = gpu.cluster_dim_blocks x
    /// ```
    ///
    /// If `upper_bound` is set, then executing (a lowering of) this operation in an
    /// environment where the thread blocks per cluster  is greater than `upper_bound`
    /// causes undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxClusterDim` (currently 8).
    ClusterDimBlocksOp, cluster_dim_blocks
);
gpu_index_op!(
    // def GPU_ClusterIdOp : GPU_IndexOp<"cluster_id">
    /// Returns the cluster id, i.e. the index of the current cluster within the
    /// grid along the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %cIdY = gpu.cluster_id y
    /// ```
    ///
    /// If `upper_bound` is set, then executing (a lowering of) this operation in an
    /// environment where the number of clusters in the grid along `dimension` is
    /// greater than `upper_bound` causes undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxDim` (currently uint32_t::max).
    ClusterIdOp, cluster_id
);
gpu_index_op!(
    // def GPU_ClusterBlockIdOp : GPU_IndexOp<"cluster_block_id">
    /// Returns the block id within the cluster along the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %cBlockIdY = gpu.cluster_block_id y
    /// ```
    ///
    /// If `upper_bound` is set, then executing (a lowering of) this operation in an
    /// environment where the number of thread blocks per cluster along `dimension`
    /// is greater than `upper_bound` causes undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxClusterDim` (currently 8).
    ClusterBlockIdOp, cluster_block_id
);
gpu_index_op!(
    // def GPU_BlockDimOp : GPU_IndexOp<"block_dim">
    /// Returns the number of threads in the thread block (aka the block size) along
    /// the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %bDimX = gpu.block_dim x
    /// ```
    ///
    /// If `known_block_size` is set on an this operation's enclosing `gpu.func`,
    /// or `gpu.known_block_size` is set on an enclosing `FunctionOpInterface`
    /// implementor, or if the enclosing `gpu.launch` specifies a constant size for
    /// `dimension`'s blocks, these contextual facts may be used to infer that this
    /// operation has a constant value, though such a transformation will not be
    /// performed by canonicalization or the default constant folder. Executions which
    /// cause that constant-value assumption to be false incur undefined behavior.
    ///
    /// If `upper_bound` is set, executions where the bblock size along `dimension`
    /// exceeds `upper_bound` cause undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxDim` (currently uint32_t::max).
    BlockDimOp, block_dim
);
gpu_index_op!(
    // def GPU_BlockIdOp : GPU_IndexOp<"block_id">
    /// Returns the block id, i.e. the index of the current block within the grid
    /// along the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %bIdY = gpu.block_id y
    /// ```
    ///
    /// If `upper_bound` is set, or if one can be inferred from `known_grid_size`-type
    /// annotations in context, executions where the block index in `dimension` would
    /// be greater than or equal to that bound cause undefined behavior. `upper_bound`
    /// takes priority over bounds inferrable from context.
    ///
    /// There is an implicit upper bound of `kMaxDim` (currently uint32_t::max).
    BlockIdOp, block_id
);
gpu_index_op!(
    // def GPU_GridDimOp : GPU_IndexOp<"grid_dim">
    /// Returns the number of thread blocks in the grid along the x, y, or z
    /// `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %gDimZ = gpu.grid_dim z
    /// ```
    ///
    ///
    /// If `known_grid_size` is set on an this operation's enclosing `gpu.func`,
    /// or `gpu.known_grid_size` is set on an enclosing `FunctionOpInterface`
    /// implementor, or if the enclosing `gpu.launch` specifies a constant size for
    /// `dimension`'s grid length, these contextual facts may be used to infer that this
    /// operation has a constant value, though such a transformation will not be
    /// performed by canonicalization or the default constant folder. Executions which
    /// cause that constant-value assumption to be false incur undefined behavior.
    ///
    /// If `upper_bound` is set, executions where the grid size in `dimension` would
    /// exceed `upper_bound` cause undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxDim` (currently uint32_t::max).
    GridDimOp, grid_dim
);
gpu_index_op!(
    // def GPU_ThreadIdOp : GPU_IndexOp<"thread_id">
    /// Returns the thread id, i.e. the index of the current thread within the block
    /// along the x, y, or z `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %tIdX = gpu.thread_id x
    /// ```
    ///
    /// If `upper_bound` is set, or if one can be inferred from `known_block_size`-type
    /// annotations in context, executions where the thread index would be greater
    /// than or equal to that bound cause undefined behavior.
    ///
    /// There is an implicit upper bound of `kMaxDim` (currently uint32_t::max).
    ThreadIdOp, thread_id
);
gpu_index_op!(
    // def GPU_GlobalIdOp : GPU_IndexOp<"global_id">
    /// Returns the unique global workitem/thread id, i.e., the unique index of the
    /// current workitem/thread within all workgroups / grid along the x, y, or z
    /// `dimension`.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %gidX = gpu.global_id x
    /// %gidX = gpu.global_id x upper_bound 65536
    /// ```
    ///
    /// The `upper_bound` attribute defines an upper bound analogously to the ones on
    /// `thread_id` and `block_id`. If one is not set, the bound may be inferred from
    /// a combination of `known_block_size` and `known_grid_size`-type annotations.
    GlobalIdOp, global_id
);

// def GPU_LaneIdOp : GPU_Op<"lane_id", [
//       Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
//   let arguments = (ins OptionalAttr<IndexAttr>:$upper_bound);
//   let results = (outs Index:$result);
//   let assemblyFormat = "(`upper_bound` $upper_bound^)? attr-dict";
// }
/// Returns the lane id within the subgroup (warp/wave).
///
/// Example:
/// ```mlir
/// %laneId = gpu.lane_id
/// ```
///
/// If `upper_bound` is set, executions with more than `upper_bound` lanes per
/// subgroup cause undefined behavior. In the abscence of `upper_bound`,
/// the lane id is still assumed to be non-negative and less than the
/// target-independent `kMaxSubgroupSize` (currently 128).
#[derive(Clone, Debug)]
#[dialect_op(gpu.lane_id, traits = [Pure],
             format = "(`upper_bound` $upper_bound^)? attr-dict")]
pub struct LaneIdOp {
    /// An upper bound of the number of lanes per subgroup.
    pub upper_bound: Option<IndexAttr>,
    /// The lane id.
    #[result(type = Index)]
    pub result: Value,
}

macro_rules! gpu_subgroup_count_op {
    ($(#[$doc:meta])* $name:ident, $mnemonic:ident, $bound:literal) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        #[dialect_op(gpu.$mnemonic, traits = [Pure],
                     format = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)")]
        pub struct $name {
            #[doc = $bound]
            pub upper_bound: Option<IndexAttr>,
            /// The value.
            #[result(type = Index)]
            pub result: Value,
        }
    };
}

gpu_subgroup_count_op!(
    // def GPU_SubgroupIdOp : GPU_Op<"subgroup_id", [
    //       Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
    //     Arguments<(ins OptionalAttr<IndexAttr>:$upper_bound)>,
    //     Results<(outs Index:$result)> {
    //   let assemblyFormat = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)";
    // }
    /// Returns the subgroup id, i.e., the index of the current subgroup within the
    /// workgroup.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %sgId = gpu.subgroup_id : index
    /// ```
    ///
    /// Executions where there are more than `upper_bound` subgroups per workgroup
    /// cause undefined behavior. There is an implicit upper bound of `kMaxDim`
    /// (currently uint32_t::max).
    SubgroupIdOp, subgroup_id, "An upper bound of the number of subgroups per workgroup."
);
gpu_subgroup_count_op!(
    // def GPU_NumSubgroupsOp : GPU_Op<"num_subgroups", [
    //       Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
    //     Arguments<(ins OptionalAttr<IndexAttr>:$upper_bound)>,
    //     Results<(outs Index:$result)> {
    //   let assemblyFormat = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)";
    // }
    /// Returns the number of subgroups within a workgroup.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %numSg = gpu.num_subgroups : index
    /// ```
    ///
    /// If `upper_bound` is set, executions with more than `upper_bound` subgroups
    /// per workgroup cause undefined behavior. There is a default upper bound of
    /// `kMaxDim` (currently uint32_t::max).
    NumSubgroupsOp, num_subgroups, "An upper bound of the number of subgroups per workgroup."
);
gpu_subgroup_count_op!(
    // def GPU_SubgroupSizeOp : GPU_Op<"subgroup_size", [
    //       Pure, DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]>,
    //     Arguments<(ins OptionalAttr<IndexAttr>:$upper_bound)>,
    //     Results<(outs Index:$result)> {
    //   let assemblyFormat = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)";
    // }
    /// Returns the number of threads within a subgroup.
    ///
    /// Example:
    ///
    /// ```mlir
    /// %sgSz = gpu.subgroup_size : index
    /// ```
    ///
    /// Executions where the number of threads per subgroup exceed `upper_bound` cause
    /// undefined behavior. When no `upper_bound` is specified, range analyses and
    /// similar machinery assume the default bound of `kMaxSubgroupSize`, currently
    /// 128.
    SubgroupSizeOp, subgroup_size, "An upper bound of the number of threads per subgroup."
);

// ----- GPUOps.td: synchronisation, printing, memory ----------------------------------------

// def GPU_BarrierOp : GPU_Op<"barrier"> {
//   let summary = "Synchronizes all work items of a workgroup.";
//   let assemblyFormat = "attr-dict";
//   let hasCanonicalizer = 1;
// }
/// The `barrier` op synchronizes all work items of a workgroup. It is used
/// to coordinate communication between the work items of the workgroup.
///
/// ```mlir
/// gpu.barrier
/// ```
///
/// waits until all work items in the workgroup have reached this point
/// and all memory accesses made by these work items prior to the op are
/// visible to all work items in the workgroup. Data hazards between work items
/// accessing the same memory can be avoided by synchronizing work items
/// in-between these accesses.
///
/// Either none or all work items of a workgroup need to execute this op
/// in convergence.
#[derive(Clone, Debug)]
#[dialect_op(gpu.barrier, summary = "Synchronizes all work items of a workgroup.",
             format = "attr-dict")]
pub struct BarrierOp {}

// def GPU_PrintfOp : GPU_Op<"printf", [MemoryEffects<[MemWrite]>]>,
//   Arguments<(ins StrAttr:$format,
//                 Variadic<AnyTypeOf<[AnyInteger, Index, AnyFloat]>>:$args)> {
//   let summary = "Device-side printf, as in CUDA or OpenCL, for debugging";
//   let assemblyFormat = [{
//     $format attr-dict (`,` $args^ `:` type($args))?
//   }];
// }
/// `gpu.printf` takes a literal format string `format` and an arbitrary number of
/// scalar arguments that should be printed.
///
/// The format string is a C-style printf string, subject to any restrictions
/// imposed by one's target platform.
#[derive(Clone, Debug)]
#[dialect_op(gpu.printf, summary = "Device-side printf, as in CUDA or OpenCL, for debugging",
             traits = [MemoryEffects([MemWrite])],
             format = "$format attr-dict (`,` $args^ `:` type($args))?")]
pub struct PrintfOp {
    /// The C-style format string.
    pub format: StrAttr,
    /// The scalars to print.
    #[operand(type = PrintfArg)]
    pub args: Vec<Value>,
}

// def GPU_DynamicSharedMemoryOp : GPU_Op<"dynamic_shared_memory", [Pure]>
// {
//   let summary = "Get the memref for dynamic shared memory";
//   let arguments = (ins);
//   let results = (outs Arg<MemRefRankOf<[I8], [1]>>:$resultMemref);
//   let assemblyFormat = [{ attr-dict `:` type($resultMemref) }];
//   let hasVerifier = 1;
// }
/// This operation provides a memref pointer to the start of dynamic shared
/// memory, often referred to as workgroup memory. It's important to note that
/// this dynamic shared memory needs to be allocated at kernel launch. One can
/// conveniently utilize the `dynamic_shared_memory_size` parameter of
/// `gpu.launch` for this purpose.
///
/// Examples:
/// ```mlir
/// %0 = gpu.dynamic.shared.memory : memref<?xi8, #gpu.address_space<workgroup>>
/// %1 = memref.view %0[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>>
///                         to memref<32x64xf32, #gpu.address_space<workgroup>>
/// %2 = memref.view %0[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>>
///                         to memref<32x64xf32, #gpu.address_space<workgroup>>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.dynamic_shared_memory, traits = [Pure], verify,
             summary = "Get the memref for dynamic shared memory",
             format = "attr-dict `:` type($resultMemref)")]
pub struct DynamicSharedMemoryOp {
    /// `memref<?xi8, #gpu.address_space<workgroup>>`.
    #[result(name = "resultMemref", type = MemRef1DOfI8)]
    pub result_memref: Value,
}

/// Whether `ty` is a memref in the workgroup address space
/// (`GPUDialect::hasWorkgroupMemoryAddressSpace`).
fn has_workgroup_memory_address_space(ty: &Type) -> bool {
    matches!(ty, Type::MemRef(m) if m.memory_space().is_some_and(|s| {
        s.downcast_ref::<AddressSpaceAttr>().is_some_and(|a| a.value == AddressSpace::Workgroup)
    }))
}

impl DynamicSharedMemoryOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        // Upstream: `getParentWithTrait<OpTrait::SymbolTable>()`.
        let mut parent = ir.parent_op(op);
        while let Some(p) = parent {
            if p_is_symbol_table(ir, p) {
                break;
            }
            parent = ir.parent_op(p);
        }
        if parent.is_none() {
            return Err(emit_op_error(
                ir,
                op,
                "must be inside an op with symbol table",
            ));
        }
        let Some(result) = ir.op(op).results.first() else {
            return Ok(());
        };
        let ty = ir.value_type(*result);
        if !has_workgroup_memory_address_space(ty) {
            return Err(emit_op_error(
                ir,
                op,
                "address space must be address_space<workgroup>",
            ));
        }
        if matches!(ty, Type::MemRef(m) if m.shape().is_some_and(|s| s.iter().all(Option::is_some)))
        {
            return Err(emit_op_error(
                ir,
                op,
                "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>",
            ));
        }
        Ok(())
    }
}

/// Whether `op` has the `SymbolTable` trait.
fn p_is_symbol_table(ir: &Ir, op: OpId) -> bool {
    ir.op(op).name.def().is_some_and(|d| d.traits.symbol_table)
}

// def GPU_HostRegisterOp : GPU_Op<"host_register">,
//     Arguments<(ins AnyUnrankedMemRef:$value)> {
//   let summary = "Registers a memref for access from device.";
//   let assemblyFormat = "$value attr-dict `:` type($value)";
// }
/// This op maps the provided host buffer into the device address space.
///
/// This operation may not be supported in every environment, there is not yet a
/// way to check at runtime whether this feature is supported.
///
/// Writes from the host are guaranteed to be visible to device kernels that are
/// launched afterwards. Writes from the device are guaranteed to be visible on
/// the host after synchronizing with the device kernel completion.
#[derive(Clone, Debug)]
#[dialect_op(gpu.host_register, summary = "Registers a memref for access from device.",
             format = "$value attr-dict `:` type($value)")]
pub struct HostRegisterOp {
    /// The host buffer.
    #[operand(type = AnyUnrankedMemRef)]
    pub value: Value,
}

// def GPU_HostUnregisterOp : GPU_Op<"host_unregister">,
//     Arguments<(ins AnyUnrankedMemRef:$value)> {
//   let summary = "Unregisters a memref for access from device.";
//   let assemblyFormat = "$value attr-dict `:` type($value)";
// }
/// This op unmaps the provided host buffer from the device address space.
///
/// This operation may not be supported in every environment, there is not yet a
///     way to check at runtime whether this feature is supported.
#[derive(Clone, Debug)]
#[dialect_op(gpu.host_unregister, summary = "Unregisters a memref for access from device.",
             format = "$value attr-dict `:` type($value)")]
pub struct HostUnregisterOp {
    /// The host buffer.
    #[operand(type = AnyUnrankedMemRef)]
    pub value: Value,
}

// def GPU_WaitOp : GPU_Op<"wait", [GPU_AsyncOpInterface]> {
//   let summary = "Wait for async gpu ops to complete.";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict
//   }];
//   let hasCanonicalizer = 1;
// }
/// This op synchronizes the host or the device with a list of dependent ops.
///
/// If the op contains the `async` keyword, it returns a new async token which
/// is synchronized with the op arguments. This new token is merely a shortcut
/// to the argument list, and one could replace the uses of the result with the
/// arguments for the same effect. The async version of this op is primarily
/// used to make each async token have a single use during lowering and
/// thereby make forks in async execution explicit. Example usage:
///
/// ```mlir
/// %t0 = gpu.foo async : !gpu.async.token
/// %t1 = gpu.bar async : !gpu.async.token
/// %t2 = gpu.wait async [%t0, %t1]
/// // gpu.baz doesn't run until gpu.foo and gpu.bar have both completed, just
/// // as if the async dependencies were [%t0, %t1].
/// %t3 = gpu.baz async [%t2]
/// ```
///
/// If the op does not contain the `async` keyword, it does not return a new
/// async token but blocks until all ops producing the async dependency tokens
/// finished execution. All dependent memory operations are visible to the host
/// once this op completes. Example usage:
///
/// ```mlir
/// %t0 = gpu.foo async : !gpu.async.token
/// %t1 = gpu.bar async : !gpu.async.token
/// // The gpu.wait op blocks until gpu.foo and gpu.bar have completed.
/// gpu.wait [%t0, %t1]
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.wait, interfaces = [AsyncOpInterface],
             summary = "Wait for async gpu ops to complete.",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict")]
pub struct WaitOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

/// `AsyncOpInterface` of an op with `asyncDependencies` and an optional `asyncToken`.
macro_rules! async_op {
    ($($name:ident),*) => {$(
        impl AsyncOpInterface for $name {
            fn async_dependencies(&self) -> &[Value] {
                &self.async_dependencies
            }
            fn async_token(&self) -> Option<Value> {
                self.async_token
            }
        }
    )*};
}

// def GPU_AllocOp : GPU_Op<"alloc", [
//     GPU_AsyncOpInterface,
//     AttrSizedOperandSegments
//   ]> {
//   let summary = "GPU memory allocation operation.";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Variadic<Index>:$dynamicSizes, Variadic<Index>:$symbolOperands,
//                    UnitAttr:$hostShared);
//   let results = (outs Res<AnyMemRef, "", [MemAllocAt<0, FullEffect>]>:$memref,
//                  Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` `
//     `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)
//   }];
//   let hasVerifier = 1;
//   let hasCanonicalizer = 1;
// }
/// The `gpu.alloc` operation allocates a region of memory on the GPU. It is
/// similar to the `memref.alloc` op, but supports asynchronous GPU execution.
///
/// The op does not execute before all async dependencies have finished
/// executing.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e.
/// it does not block until the execution has finished on the device). In
/// that case, it also returns a !gpu.async.token.
///
/// If the `host_shared` keyword is present, the memory will be allocated in a
/// memory accessible both on host and on device.
///
/// Example:
///
/// ```mlir
/// %memref, %token = gpu.alloc async [%dep] host_shared (%width) : memref<64x?xf32, 1>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.alloc, traits = [AttrSizedOperandSegments], interfaces = [AsyncOpInterface],
             verify, summary = "GPU memory allocation operation.",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` ` `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")]
pub struct AllocOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The sizes of the dynamic dimensions.
    #[operand(name = "dynamicSizes", type = Index)]
    pub dynamic_sizes: Vec<Value>,
    /// The symbols of the layout map.
    #[operand(name = "symbolOperands", type = Index)]
    pub symbol_operands: Vec<Value>,
    /// Whether the memory is accessible both on host and on device.
    #[attr(name = "hostShared")]
    pub host_shared: Option<UnitAttr>,
    /// The allocated memref.
    #[result(type = AnyMemRef, effects = [MemAllocAt(0, FullEffect)])]
    pub memref: Value,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

impl AllocOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let Type::MemRef(m) = ir.value_type(this.memref) else {
            return Ok(());
        };
        let dynamic = m
            .shape()
            .map_or(0, |s| s.iter().filter(|d| d.is_none()).count());
        if this.dynamic_sizes.len() != dynamic {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "incorrect number of dynamic sizes, has {}, expected {dynamic}",
                    this.dynamic_sizes.len()
                ),
            ));
        }
        let symbols = layout_symbol_count(m.layout());
        if this.symbol_operands.len() != symbols {
            return Err(emit_op_error(
                ir,
                op,
                "symbol operand count does not equal memref symbol count",
            ));
        }
        Ok(())
    }
}

/// The number of symbols of a memref layout's affine map (`getLayout().getAffineMap()
/// .getNumSymbols()`): a strided layout has one per dynamic offset or stride.
fn layout_symbol_count(layout: Option<&Attribute>) -> usize {
    match layout {
        Some(Attribute::AffineMap(m)) => m.num_symbols() as usize,
        Some(Attribute::StridedLayout(s)) => {
            usize::from(s.offset.is_none()) + s.strides.iter().filter(|s| s.is_none()).count()
        }
        _ => 0,
    }
}

// def GPU_DeallocOp : GPU_Op<"dealloc", [GPU_AsyncOpInterface]> {
//   let summary = "GPU memory deallocation operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Arg<AnyMemRef, "", [MemFreeAt<0, FullEffect>]>:$memref);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $memref attr-dict `:` type($memref)
//   }];
// }
/// The `gpu.dealloc` operation frees the region of memory referenced by a
/// memref which was originally created by the `gpu.alloc` operation. It is
/// similar to the `memref.dealloc` op, but supports asynchronous GPU execution.
///
/// The op does not execute before all async dependencies have finished
/// executing.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e.
/// it does not block until the execution has finished on the device). In
/// that case, it returns a !gpu.async.token.
///
/// Example:
///
/// ```mlir
/// %token = gpu.dealloc async [%dep] %memref : memref<8x64xf32, 1>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.dealloc, interfaces = [AsyncOpInterface],
             summary = "GPU memory deallocation operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $memref attr-dict `:` type($memref)")]
pub struct DeallocOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The memref to free.
    #[operand(type = AnyMemRef, effects = [MemFreeAt(0, FullEffect)])]
    pub memref: Value,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

// def GPU_MemcpyOp : GPU_Op<"memcpy", [GPU_AsyncOpInterface]> {
//   let summary = "GPU memcpy operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Arg<AnyMemRef, "", [MemWriteAt<0, FullEffect>]>:$dst,
//                    Arg<AnyMemRef, "", [MemReadAt<0, FullEffect>]>:$src);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $dst`,` $src `:` type($dst)`,` type($src) attr-dict
//   }];
//   let hasFolder = 1;
//   let hasVerifier = 1;
//   let hasCanonicalizer = 1;
// }
/// The `gpu.memcpy` operation copies the content of one memref to another.
///
/// The op does not execute before all async dependencies have finished
/// executing.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e.
/// it does not block until the execution has finished on the device). In
/// that case, it returns a !gpu.async.token.
///
/// Example:
///
/// ```mlir
/// %token = gpu.memcpy async [%dep] %dst, %src : memref<?xf32, 1>, memref<?xf32>
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.memcpy, interfaces = [AsyncOpInterface], verify,
             summary = "GPU memcpy operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst `,` $src `:` type($dst) `,` type($src) attr-dict")]
pub struct MemcpyOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The memref written.
    #[operand(type = AnyMemRef, effects = [MemWriteAt(0, FullEffect)])]
    pub dst: Value,
    /// The memref read.
    #[operand(type = AnyMemRef, effects = [MemReadAt(0, FullEffect)])]
    pub src: Value,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

impl MemcpyOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let (Type::MemRef(src), Type::MemRef(dst)) =
            (ir.value_type(this.src), ir.value_type(this.dst))
        else {
            return Ok(());
        };
        if src.element_type() != dst.element_type() {
            return Err(emit_op_error(
                ir,
                op,
                "arguments have incompatible element type",
            ));
        }
        // `verifyCompatibleShape`: same rank, and static sizes equal where both are static.
        let compatible = match (src.shape(), dst.shape()) {
            (Some(a), Some(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .zip(b)
                        .all(|(x, y)| x.is_none() || y.is_none() || x == y)
            }
            _ => true,
        };
        if !compatible {
            return Err(emit_op_error(ir, op, "arguments have incompatible shape"));
        }
        Ok(())
    }
}

// def GPU_MemsetOp : GPU_Op<"memset",
//   [GPU_AsyncOpInterface, AllElementTypesMatch<["dst", "value"]>]> {
//   let summary = "GPU memset operation";
//   let arguments = (ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                    Arg<AnyMemRef, "", [MemWriteAt<0, FullEffect>]>:$dst,
//                    Arg<AnyType, "">:$value);
//   let results = (outs Optional<GPU_AsyncToken>:$asyncToken);
//   let assemblyFormat = [{
//     custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//     $dst`,` $value `:` type($dst)`,` type($value) attr-dict
//   }];
//   let hasFolder = 1;
// }
/// The `gpu.memset` operation sets the content of memref to a scalar value.
///
/// The op does not execute before all async dependencies have finished
/// executing.
///
/// If the `async` keyword is present, the op is executed asynchronously (i.e.
/// it does not block until the execution has finished on the device). In
/// that case, it returns a !gpu.async.token.
///
/// Example:
///
/// ```mlir
/// %token = gpu.memset async [%dep] %dst, %value : memref<?xf32, 1>, f32
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.memset, traits = [AllElementTypesMatch(["dst", "value"])],
             interfaces = [AsyncOpInterface], summary = "GPU memset operation",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $dst `,` $value `:` type($dst) `,` type($value) attr-dict")]
pub struct MemsetOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The memref written.
    #[operand(type = AnyMemRef, effects = [MemWriteAt(0, FullEffect)])]
    pub dst: Value,
    /// The value stored in every element.
    #[operand(type = AnyType)]
    pub value: Value,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

async_op!(WaitOp, AllocOp, DeallocOp, MemcpyOp, MemsetOp);

// def GPU_SetDefaultDeviceOp : GPU_Op<"set_default_device",
//                                     [MemoryEffects<[MemWrite]>]>,
//     Arguments<(ins I32:$devIndex)> {
//   let summary = "Set default GPU for operations after this by index";
//   let assemblyFormat = "attr-dict $devIndex";
// }
/// Operation that sets the current default GPU, using a zero-based index
/// into the set of GPUs on the system. The default GPU setting may be
/// thread-local.
#[derive(Clone, Debug)]
#[dialect_op(gpu.set_default_device, traits = [MemoryEffects([MemWrite])],
             summary = "Set default GPU for operations after this by index",
             format = "attr-dict $devIndex")]
pub struct SetDefaultDeviceOp {
    /// The zero-based index of the device.
    #[operand(name = "devIndex", type = I32)]
    pub dev_index: Value,
}

// ----- GPUOps.td: modules, functions, launches ---------------------------------------------

// def GPU_GPUModuleOp : GPU_Op<"module", [
//       IsolatedFromAbove, DataLayoutOpInterface, HasDefaultDLTIDataLayout,
//       NoRegionArguments, SymbolTable, Symbol] # GraphRegionNoTerminator.traits> {
//   let summary = "A top level compilation unit containing code to be run on a GPU.";
//   let arguments = (ins
//       SymbolNameAttr:$sym_name,
//       OptionalAttr<GPUNonEmptyTargetArrayAttr>:$targets,
//       OptionalAttr<OffloadingTranslationAttr>:$offloadingHandler);
//   let regions = (region SizedRegion<1>:$bodyRegion);
//   let assemblyFormat = [{
//     $sym_name
//     (`<` $offloadingHandler^ `>`)?
//     ($targets^)?
//     attr-dict-with-keyword $bodyRegion
//   }];
//   let skipDefaultBuilders = 1;
//   let hasVerifier = 1;
// }
/// GPU module contains code that is intended to be run on a GPU. A host device
/// can launch this code through a gpu.launc_func that creates a fully
/// qualified symbol through the gpu.module's symbol and a gpu.func symbol
/// contained in the gpu.module.
///
/// The module's top-level scope is modeled by a single region with a single
/// block. GPU modules are required to have a name that is used for symbol
/// resolution by the gpu.launch_func operation.
///
/// Using an op with a region to define a GPU module enables "embedding" GPU
/// modules with SIMT execution models in other dialects in a clean manner and
/// allows filtering of code regions to execute passes on only code intended to
/// or not intended to be run on the separate device.
///
/// Modules can contain zero or more target attributes. These attributes encode
/// how to transform modules into binary strings and are used by the
/// `gpu-module-to-binary` pass to transform modules into GPU binaries.
///
/// Modules can contain an optional `OffloadingTranslationAttr` attribute. This
/// attribute will be used during the `gpu-module-to-binary` pass to specify the
/// `OffloadingTranslationAttr` used when creating the `gpu.binary` operation.
///
/// ```text
/// gpu.module @symbol_name {
///   gpu.func {}
///     ...
/// }
/// // Module with offloading handler and target attributes.
/// gpu.module @symbol_name2 <#gpu.select_object<1>> [
///     #nvvm.target,
///     #rocdl.target<chip = "gfx90a">] {
///   gpu.func {}
///     ...
/// }
/// ```
///
/// (Upstream's verifier runs the targets' `TargetAttrVerifyInterface`, which no rods attribute
/// implements.)
#[derive(Clone, Debug)]
#[dialect_op(gpu.module,
             traits = [IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol, NoTerminator,
                       SingleBlock, HasOnlyGraphRegion],
             verify,
             summary = "A top level compilation unit containing code to be run on a GPU.",
             format = "$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion")]
pub struct GPUModuleOp {
    /// The module's name.
    pub sym_name: SymbolNameAttr,
    /// The targets the module is compiled for.
    pub targets: Option<GPUNonEmptyTargetArrayAttr>,
    /// The offloading handler of the `gpu.binary` the module becomes.
    #[attr(name = "offloadingHandler")]
    pub offloading_handler: Option<OffloadingTranslationAttr>,
    /// The module's body.
    #[region(name = "bodyRegion")]
    pub body_region: RegionId,
}

impl GPUModuleOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        // `SizedRegion<1>`.
        let Some(region) = ir.op(op).regions().first() else {
            return Ok(());
        };
        if ir.region(*region).blocks.len() != 1 {
            return Err(emit_op_error(
                ir,
                op,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            ));
        }
        Ok(())
    }

    /// Upstream's `build(name, targets, handler)`: a module with an empty body block.
    pub fn create_named(
        ir: &mut Ir,
        loc: rods::ir::Location,
        name: &str,
        targets: Option<Vec<Attribute>>,
        offloading_handler: Option<Attribute>,
    ) -> OpId {
        let body = ir.create_region();
        ir.create_block(body, loc.clone());
        let mut state =
            OperationState::new(rods::ir::OperationName::registered(&GPUModuleOp::DEF), loc);
        state.set_property("sym_name", Attribute::String(StringAttr::from(name)));
        if let Some(targets) = targets.filter(|t| !t.is_empty()) {
            state.set_property("targets", Attribute::array(targets));
        }
        if let Some(handler) = offloading_handler {
            state.set_property("offloadingHandler", handler);
        }
        state.regions.push(body);
        ir.create_op(state)
    }
}

// def GPU_GPUFuncOp : GPU_Op<"func", [
//     HasParent<"GPUModuleOp">, AutomaticAllocationScope, FunctionOpInterface,
//     IsolatedFromAbove, AffineScope
//   ]> {
//   let summary = "Function executable on a GPU";
//   let arguments = (ins TypeAttrOf<FunctionType>:$function_type,
//                        OptionalAttr<DictArrayAttr>:$arg_attrs,
//                        OptionalAttr<DictArrayAttr>:$res_attrs,
//                        OptionalAttr<DictArrayAttr>:$workgroup_attrib_attrs,
//                        OptionalAttr<DictArrayAttr>:$private_attrib_attrs,
//                        GPU_OptionalDimSizeHintAttr:$known_block_size,
//                        GPU_OptionalDimSizeHintAttr:$known_grid_size,
//                        GPU_OptionalDimSizeHintAttr:$known_cluster_size);
//   let regions = (region AnyRegion:$body);
//   let skipDefaultBuilders = 1;
//   let hasCustomAssemblyFormat = 1;
// }
/// Defines a function that can be executed on a GPU. This supports memory
/// attribution and its body has a particular execution model.
///
/// GPU functions are either kernels (as indicated by the `kernel` attribute) or
/// regular functions. The former can be launched from the host side, while the
/// latter are device side only.
///
/// The memory attribution defines SSA values that correspond to memory buffers
/// allocated in the memory hierarchy of the GPU (see below).
///
/// The operation has one attached region that corresponds to the body of the
/// function. The region arguments consist of the function arguments without
/// modification, followed by buffers defined in memory annotations. The body of
/// a GPU function, when launched, is executed by multiple work items. There are
/// no guarantees on the order in which work items execute, or on the connection
/// between them. In particular, work items are not necessarily executed in
/// lock-step. Synchronization ops such as "gpu.barrier" should be used to
/// coordinate work items. Declarations of GPU functions, i.e. not having the
/// body region, are not supported.
///
/// A function may optionally be annotated with the block and/or grid sizes
/// that will be used when it is launched using the `known_block_size` and
/// `known_grid_size` attributes, respectively. If set, these attributes must
/// be arrays of three 32-bit integers giving the x, y, and z launch dimensions.
/// Launching a kernel that has these annotations, or that calls a function with
/// these annotations, using a block size or grid size other than what is specified
/// is undefined behavior. These attributes may be set on non-`gpu.func` functions
/// by using `gpu.known_block_size` or `gpu.known_grid_size`, but this carries
/// the risk that they will de discarded.
///
/// Syntax:
///
/// ```text
/// op ::= `gpu.func` symbol-ref-id `(` argument-list `)` (`->`
/// function-result-list)?
///        memory-attribution `kernel`? function-attributes? region
///
/// memory-attribution ::= (`workgroup` `(` ssa-id-and-type-list `)`)?
///                        (`private` `(` ssa-id-and-type-list `)`)?
/// ```
///
/// Example:
///
/// ```mlir
/// gpu.func @foo(%arg0: index)
///     workgroup(%workgroup: memref<32xf32, 3>)
///     private(%private: memref<1xf32, 5>)
///     kernel
///     attributes {qux: "quux"} {
///   gpu.return
/// }
/// ```
///
/// The generic form illustrates the concept
///
/// ```mlir
/// "gpu.func"(%arg: index) {sym_name: "foo", kernel, qux: "quux"} ({
/// ^bb0(%arg0: index, %workgroup: memref<32xf32, 3>,
///      %private: memref<1xf32, 5>):
///   "gpu.return"() : () -> ()
/// }) : (index) -> ()
/// ```
///
/// Note the non-default memory spaces used in memref types in memory
/// attribution.
///
/// `sym_name`, `gpu.kernel` and `workgroup_attributions` (the number of workgroup
/// attributions) are discardable attributes, as upstream's parser sets them. The op's checks
/// are upstream's `FunctionOpInterface` checks with `GPUFuncOp::verifyType` and `verifyBody`
/// (the entry block takes the attributions after the arguments), in mlir-opt-22's order: the
/// symbol name, `verifyType`, the attribute arrays, `verifyBody`. It does not list rods'
/// `FunctionOpInterface`: that verifier has no `verifyType` / `verifyBody` hooks (it wants
/// exactly the signature's arguments in the entry block) and reports a public declaration
/// first, where mlir-opt-22 reports a `gpu.func` without a body as «expected body with at
/// least one block».
#[derive(Clone, Debug)]
#[dialect_op(gpu.func, custom_assembly, verify,
             traits = [HasParent(GPUModuleOp), AutomaticAllocationScope, IsolatedFromAbove,
                       AffineScope, Symbol],
             summary = "Function executable on a GPU")]
pub struct GPUFuncOp {
    /// The function's type (without the attributions).
    pub function_type: TypeAttrOf<AnyFunctionType>,
    /// The arguments' attribute dictionaries.
    pub arg_attrs: Option<DictArrayAttr>,
    /// The results' attribute dictionaries.
    pub res_attrs: Option<DictArrayAttr>,
    /// The workgroup attributions' attribute dictionaries.
    pub workgroup_attrib_attrs: Option<DictArrayAttr>,
    /// The private attributions' attribute dictionaries.
    pub private_attrib_attrs: Option<DictArrayAttr>,
    /// The block size the function is launched with, if known.
    pub known_block_size: Option<DimSizeHintAttr>,
    /// The grid size the function is launched with, if known.
    pub known_grid_size: Option<DimSizeHintAttr>,
    /// The cluster size the function is launched with, if known.
    pub known_cluster_size: Option<DimSizeHintAttr>,
    /// The body: the arguments, then the workgroup and private attributions.
    #[region]
    pub body: RegionId,
}

/// The attribute marking kernels (`GPUDialect::getKernelFuncAttrName`).
pub const KERNEL_FUNC_ATTR_NAME: &str = "gpu.kernel";
/// The attribute marking the modules holding kernel modules
/// (`GPUDialect::getContainerModuleAttrName`).
pub const CONTAINER_MODULE_ATTR_NAME: &str = "gpu.container_module";
/// The attribute holding the number of workgroup attributions of `gpu.func` and `gpu.launch`.
pub const NUM_WORKGROUP_ATTRIBUTIONS_ATTR_NAME: &str = "workgroup_attributions";

/// The number of workgroup attributions of `op` (`getNumWorkgroupAttributions`: 0 without the
/// attribute).
fn num_workgroup_attributions(ir: &Ir, op: OpId) -> usize {
    match ir.attribute(op, NUM_WORKGROUP_ATTRIBUTIONS_ATTR_NAME) {
        Some(Attribute::Integer(i)) => i
            .as_i64()
            .and_then(|v| usize::try_from(v).ok())
            .unwrap_or(0),
        _ => 0,
    }
}

/// `workgroup_attributions = N : i64`.
fn num_attributions_attr(n: usize) -> Attribute {
    Attribute::Integer(rods::ir::IntegerAttr::new(Type::i64(), n as i64))
}

/// Upstream's `parseAttributions`: `keyword(%a : type {attrs}, …)` if `keyword` is there; the
/// arguments are appended to `args`. With `allow_attrs` (`gpu.func`), the attributions'
/// dictionaries when any is not empty.
fn parse_attributions<'a>(
    p: &mut Parser<'a>,
    keyword: &str,
    args: &mut Vec<Argument<'a>>,
    allow_attrs: bool,
) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(None);
    }
    let mut dicts: Vec<ThinVec<NamedAttribute>> = Vec::new();
    p.parse_comma_separated_list(Delimiter::Paren, " in argument list", |p| {
        if allow_attrs {
            let mut attrs = ThinVec::new();
            match p.parse_optional_argument_with_attrs(&mut attrs)? {
                Some(arg) => args.push(arg),
                // No `%`: `parseArgument`'s own «expected SSA operand», from the parser (no
                // «custom op» prefix) where `emitWrongTokenError` puts it.
                None => args.push(p.parse_argument()?),
            }
            dicts.push(attrs);
        } else {
            args.push(p.parse_argument()?);
        }
        Ok(())
    })?;
    if !dicts.iter().any(|d| !d.is_empty()) {
        return Ok(None);
    }
    Ok(Some(Attribute::array(
        dicts
            .into_iter()
            .map(|d| Attribute::Dictionary(rods::ir::DictionaryAttr::new(d.into_iter().collect())))
            .collect(),
    )))
}

/// Upstream's `printAttributions`: ` keyword(%a : type {attrs}, …)` unless there are none.
fn print_attributions(
    p: &mut Printer<'_>,
    keyword: &str,
    values: &[Value],
    attributes: Option<&[Attribute]>,
) {
    if values.is_empty() {
        return;
    }
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str("(");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(*v);
        p.write_str(" : ");
        let ty = p.ir().value_type(*v).clone();
        p.print_type(&ty);
        if let Some(dict) = attributes
            .and_then(|a| a.get(i))
            .and_then(Attribute::as_dictionary)
        {
            let entries = dict.entries().to_vec();
            p.print_optional_attr_dict(&entries, &[]);
        }
    }
    p.write_str(")");
}

/// Upstream's `verifyAttributions`: every attribution is a memref, in `memory_space` when its
/// memory space is a `#gpu.address_space`.
fn verify_attributions(
    ir: &Ir,
    op: OpId,
    attributions: &[Value],
    memory_space: AddressSpace,
) -> Result<(), Diagnostic> {
    for v in attributions {
        let Type::MemRef(m) = ir.value_type(*v) else {
            return Err(emit_op_error(ir, op, "expected memref type in attribution"));
        };
        let Some(space) = m
            .memory_space()
            .and_then(|s| s.downcast_ref::<AddressSpaceAttr>())
        else {
            continue;
        };
        if space.value != memory_space {
            return Err(emit_op_error(
                ir,
                op,
                format!(
                    "expected memory space {} in attribution",
                    memory_space.stringify()
                ),
            ));
        }
    }
    Ok(())
}

impl GPUFuncOp {
    /// Upstream's `GPUFuncOp::parse`: `@name(%arg: type {attrs}, …) -> results`, the
    /// attributions, `kernel`, `attributes {…}` and the body.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let name = p.parse_symbol_name()?;
        state.set_attribute("sym_name", Attribute::String(name));

        // `parseFunctionSignatureWithArguments(allowVariadic=false)`.
        let signature_loc = p.current_location();
        let mut entry_args: Vec<Argument<'_>> = Vec::new();
        let mut inputs = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut named = None;
        p.parse_l_paren()?;
        if !p.parse_optional_r_paren() {
            loop {
                let loc = p.current_location();
                let mut attrs = ThinVec::new();
                if let Some(arg) = p.parse_optional_argument_with_attrs(&mut attrs)? {
                    if named == Some(false) {
                        return Err(p.emit_error_at(loc, "expected type instead of SSA identifier"));
                    }
                    named = Some(true);
                    inputs.push(arg.ty.clone());
                    entry_args.push(arg);
                } else {
                    if named == Some(true) {
                        return Err(p.emit_error_at(loc, "expected SSA identifier"));
                    }
                    named = Some(false);
                    inputs.push(p.parse_unnamed_argument(&mut attrs)?);
                }
                arg_attrs.push(attrs);
                if !p.parse_optional_comma() {
                    break;
                }
            }
            p.parse_r_paren()?;
        }
        let mut results = Vec::new();
        let mut res_attrs = Vec::new();
        if p.parse_optional_arrow() {
            if !p.parse_optional_l_paren() {
                results.push(p.parse_type()?);
                res_attrs.push(ThinVec::new());
            } else if !p.parse_optional_r_paren() {
                loop {
                    results.push(p.parse_type()?);
                    let mut attrs = ThinVec::new();
                    p.parse_optional_attr_dict(&mut attrs)?;
                    res_attrs.push(attrs);
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                p.parse_r_paren()?;
            }
        }
        if named == Some(false) {
            return Err(p.emit_error_at(signature_loc, "gpu.func requires named arguments"));
        }
        let num_inputs = inputs.len();
        state.set_property(
            "function_type",
            Attribute::Type(Type::function(inputs, results)),
        );
        // `addArgAndResultAttrs`: only when some dictionary is not empty.
        for (name, dicts) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
            if dicts.iter().any(|d| !d.is_empty()) {
                let dicts = dicts
                    .into_iter()
                    .map(|d| {
                        Attribute::Dictionary(rods::ir::DictionaryAttr::new(
                            d.into_iter().collect(),
                        ))
                    })
                    .collect();
                state.set_property(name, Attribute::array(dicts));
            }
        }

        let workgroup = parse_attributions(p, "workgroup", &mut entry_args, true)?;
        state.set_attribute(
            NUM_WORKGROUP_ATTRIBUTIONS_ATTR_NAME,
            num_attributions_attr(entry_args.len() - num_inputs),
        );
        if let Some(workgroup) = workgroup {
            state.set_property("workgroup_attrib_attrs", workgroup);
        }
        if let Some(private) = parse_attributions(p, "private", &mut entry_args, true)? {
            state.set_property("private_attrib_attrs", private);
        }
        if p.parse_optional_keyword("kernel") {
            state.set_attribute(KERNEL_FUNC_ATTR_NAME, Attribute::Unit);
        }
        p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
        rods::ods::__private::move_inherent_attrs(state, GPUFuncOp::DEF.property_specs);

        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &entry_args)
    }

    /// Upstream's `GPUFuncOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        p.write_str(" ");
        if let Some(name) = ir.symbol_name(op).cloned() {
            p.print_symbol_name(&name);
        }
        let ty = match ir.property(op, "function_type") {
            Some(Attribute::Type(Type::Function(f))) => FunctionType::clone(f),
            _ => FunctionType::default(),
        };
        let entry = ir
            .op(op)
            .regions()
            .first()
            .and_then(|r| ir.region(*r).blocks.first().copied());
        let args: Vec<Value> = entry.map_or_else(Vec::new, |b| ir.block(b).args.to_vec());
        let dicts = |name: &str| {
            ir.property(op, name)
                .and_then(Attribute::as_array)
                .map(<[Attribute]>::to_vec)
        };
        let (arg_attrs, res_attrs) = (dicts("arg_attrs"), dicts("res_attrs"));
        let (wg_attrs, private_attrs) = (
            dicts("workgroup_attrib_attrs"),
            dicts("private_attrib_attrs"),
        );
        let entries = |dicts: &Option<Vec<Attribute>>, i: usize| -> Vec<NamedAttribute> {
            dicts
                .as_ref()
                .and_then(|d| d.get(i))
                .and_then(Attribute::as_dictionary)
                .map_or_else(Vec::new, |d| d.entries().to_vec())
        };
        let num_workgroup = num_workgroup_attributions(ir, op);
        // `printFunctionSignature`.
        p.write_str("(");
        for (i, input) in ty.inputs().iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            let attrs = entries(&arg_attrs, i);
            match args.get(i) {
                Some(arg) => p.print_region_argument(*arg, &attrs),
                None => {
                    p.print_type(input);
                    p.print_optional_attr_dict(&attrs, &[]);
                }
            }
        }
        p.write_str(")");
        if !ty.results().is_empty() {
            p.write_str(" -> ");
            let parens = ty.results().len() > 1
                || matches!(ty.results()[0], Type::Function(_))
                || !entries(&res_attrs, 0).is_empty();
            if parens {
                p.write_str("(");
            }
            for (i, result) in ty.results().iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_type(result);
                p.print_optional_attr_dict(&entries(&res_attrs, i), &[]);
            }
            if parens {
                p.write_str(")");
            }
        }
        let first_wg = ty.inputs().len().min(args.len());
        let end_wg = (first_wg + num_workgroup).min(args.len());
        print_attributions(p, "workgroup", &args[first_wg..end_wg], wg_attrs.as_deref());
        print_attributions(p, "private", &args[end_wg..], private_attrs.as_deref());
        if ir.attribute(op, KERNEL_FUNC_ATTR_NAME) == Some(&Attribute::Unit) {
            p.write_str(" kernel");
        }
        // `printFunctionAttributes`: everything but what the form shows elsewhere.
        rods::ods::__private::print_attr_dict(
            p,
            op,
            &[
                "sym_name",
                "function_type",
                "arg_attrs",
                "res_attrs",
                NUM_WORKGROUP_ATTRIBUTIONS_ATTR_NAME,
                KERNEL_FUNC_ATTR_NAME,
                "workgroup_attrib_attrs",
                "private_attrib_attrs",
            ],
            &[],
            true,
        );
        p.write_str(" ");
        if let Some(region) = ir.op(op).regions().first().copied() {
            p.print_region(region, false, true);
        }
    }

    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let error = |m: String| emit_op_error(ir, op, m);
        // `SymbolOpInterface`.
        if ir.symbol_name(op).is_none() {
            return Err(error("requires string attribute 'sym_name'".into()));
        }
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let Type::Function(ty) = &this.function_type.value else {
            return Err(error(
                "requires 'function_type' attribute of function type".into(),
            ));
        };
        // `FunctionOpInterface`'s verifier starts with `verifyType`.
        if ir.attribute(op, KERNEL_FUNC_ATTR_NAME) == Some(&Attribute::Unit)
            && !ty.results().is_empty()
        {
            return Err(error(
                "expected void return type for kernel function".into(),
            ));
        }
        // Then one dictionary per argument and result.
        for (what, dicts, count, result) in [
            ("argument", &this.arg_attrs, ty.inputs().len(), false),
            ("result", &this.res_attrs, ty.results().len(), true),
        ] {
            let Some(dicts) = dicts else {
                continue;
            };
            if dicts.0.len() != count {
                return Err(error(format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                    dicts.0.len()
                )));
            }
            for (i, d) in dicts.0.iter().enumerate() {
                rods::ods::verify_function_attr_dict(ir, op, result, i, d.entries())?;
            }
        }
        // `verifyBody`.
        let Some(entry) = ir.region(this.body).blocks.first() else {
            return Err(error("expected body with at least one block".into()));
        };
        let args = &ir.block(*entry).args;
        let num_workgroup = num_workgroup_attributions(ir, op);
        if args.len() < ty.inputs().len() + num_workgroup {
            return Err(error(format!(
                "expected at least {} arguments to body region",
                ty.inputs().len() + num_workgroup
            )));
        }
        for (i, (arg, input)) in args.iter().zip(ty.inputs()).enumerate() {
            let arg_ty = ir.value_type(*arg);
            if arg_ty != input {
                return Err(error(format!(
                    "expected body region argument #{i} to be of type '{}', got '{}'",
                    rods::ir::print::type_to_string(input),
                    rods::ir::print::type_to_string(arg_ty)
                )));
            }
        }
        let first_wg = ty.inputs().len();
        verify_attributions(
            ir,
            op,
            &args[first_wg..first_wg + num_workgroup],
            AddressSpace::Workgroup,
        )?;
        verify_attributions(
            ir,
            op,
            &args[first_wg + num_workgroup..],
            AddressSpace::Private,
        )
    }

    /// Whether the function is a kernel (`gpu.kernel`).
    pub fn is_kernel(ir: &Ir, op: OpId) -> bool {
        ir.attribute(op, KERNEL_FUNC_ATTR_NAME) == Some(&Attribute::Unit)
    }
}

// def GPU_ReturnOp : GPU_Op<"return", [HasParent<"GPUFuncOp">, Pure,
//                                      Terminator]>,
//     Arguments<(ins Variadic<AnyType>:$operands)>, Results<(outs)> {
//   let summary = "Terminator for GPU functions.";
//   let builders = [OpBuilder<(ins), [{ // empty}]>];
//   let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
//   let hasVerifier = 1;
// }
/// A terminator operation for regions that appear in the body of `gpu.func`
/// functions. The operands to the `gpu.return` are the result values returned
/// by an invocation of the `gpu.func`.
#[derive(Clone, Debug)]
#[dialect_op(gpu.return, traits = [HasParent(GPUFuncOp), Pure, Terminator], verify,
             summary = "Terminator for GPU functions.",
             format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct ReturnOp {
    /// The values returned.
    #[operand(type = AnyType)]
    pub operands: Vec<Value>,
}

impl ReturnOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(function) = ir.parent_op(op) else {
            return Ok(());
        };
        let results = match ir.property(function, "function_type") {
            Some(Attribute::Type(Type::Function(f))) => f.results().to_vec(),
            _ => return Ok(()),
        };
        let operands = &ir.op(op).operands;
        if results.len() != operands.len() {
            let mut d = emit_op_error(
                ir,
                op,
                format!("expected {} result operands", results.len()),
            );
            d.notes.push(Diagnostic::new(
                rods::diag::Severity::Note,
                ir.op_loc(function).into_owned(),
                "return type declared here",
            ));
            return Err(d);
        }
        for (i, (ty, operand)) in results.iter().zip(operands).enumerate() {
            let operand_ty = ir.value_type(*operand);
            if ty != operand_ty {
                return Err(emit_op_error(
                    ir,
                    op,
                    format!(
                        "unexpected type `'{}'' for operand #{i}",
                        rods::ir::print::type_to_string(operand_ty)
                    ),
                ));
            }
        }
        Ok(())
    }
}

// def GPU_TerminatorOp : GPU_Op<"terminator", [HasParent<"LaunchOp">,
//                                              Pure, Terminator]>,
//     Arguments<(ins)>, Results<(outs)> {
//   let summary = "Terminator for GPU launch regions.";
//   let assemblyFormat = "attr-dict";
// }
/// A terminator operation for regions that appear in the body of `gpu.launch`
/// operation.  These regions are not expected to return any value so the
/// terminator takes no operands.
#[derive(Clone, Debug)]
#[dialect_op(gpu.terminator, traits = [HasParent(LaunchOp), Pure, Terminator],
             summary = "Terminator for GPU launch regions.", format = "attr-dict")]
pub struct TerminatorOp {}

// def GPU_LaunchOp : GPU_Op<"launch", [
//       AffineScope, AutomaticAllocationScope, AttrSizedOperandSegments,
//       DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
//       GPU_AsyncOpInterface, RecursiveMemoryEffects]>,
//     Arguments<(ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                Index:$gridSizeX, Index:$gridSizeY, Index:$gridSizeZ,
//                Index:$blockSizeX, Index:$blockSizeY, Index:$blockSizeZ,
//                Optional<Index>:$clusterSizeX,
//                Optional<Index>:$clusterSizeY,
//                Optional<Index>:$clusterSizeZ,
//                Optional<I32>:$dynamicSharedMemorySize,
//                OptionalAttr<FlatSymbolRefAttr>:$module,
//                OptionalAttr<FlatSymbolRefAttr>:$function)>,
//     Results<(outs Optional<GPU_AsyncToken>:$asyncToken)> {
//   let summary = "GPU kernel launch operation";
//   let regions = (region AnyRegion:$body);
//   let skipDefaultBuilders = 1;
//   let hasCanonicalizer = 1;
//   let hasCustomAssemblyFormat = 1;
//   let hasRegionVerifier = 1;
//   let hasVerifier = 1;
// }
/// Launch a kernel on the specified grid of thread blocks. The body of the
/// kernel is defined by the single region that this operation contains. The
/// operation takes an optional list of async dependencies followed by six
/// operands and an optional operand.
///
/// The `async` keyword indicates the kernel should be launched asynchronously;
/// the operation returns a new !gpu.async.token when the keyword is specified.
/// The kernel launched does not start executing until the ops producing its
/// async dependencies (optional operands) have completed.
///
/// The first three operands (following any async dependencies) are grid sizes
/// along the x,y,z dimensions and the following three are block sizes along the
/// x,y,z dimensions. When a lower-dimensional kernel is required, unused sizes
/// must be explicitly set to `1`.  The last operand is optional and corresponds
/// to the amount of dynamic shared memory a kernel's workgroup should be
/// allocated; when this operand is not present, a zero size is assumed.
///
/// The body region has at least _twelve_ arguments, or _eighteen_ if cluster
/// dimensions are present, grouped as follows:
///
/// -   three optional arguments that contain cluster identifiers along x,y,z
///     dimensions;
/// -   three arguments that contain block identifiers along x,y,z dimensions;
/// -   three arguments that contain thread identifiers along x,y,z dimensions;
/// -   operands of the `gpu.launch` operation as is (i.e. the operands for
///     grid and block sizes).
/// -   a variadic number of Workgroup memory attributions.
/// -   a variadic number of Private memory attributions.
///
/// The `function` and `module` attributes are optional and specifies
/// the kernel name and a module in which the kernel should be outlined.
///
/// Syntax:
///
/// ```text
/// operation ::= `gpu.launch` (`async` (`[` ssa-id-list `]`)? )?
///                          ( `clusters` `(` ssa-id-list `)` `in` ssa-reassignment )?
///                          `blocks` `(` ssa-id-list `)` `in` ssa-reassignment
///                          `threads` `(` ssa-id-list `)` `in` ssa-reassignment
///                          (dynamic_shared_memory_size ssa-use)?
///                          (`module(` symbol-ref-id `)`)?
///                          (`function(` symbol-ref-id `)`)?
///                          memory-attribution
///                          region attr-dict?
/// ssa-reassignment ::= `(` ssa-id `=` ssa-use (`,` ssa-id `=` ssa-use)* `)`
/// memory-attribution ::= (`workgroup` `(` ssa-id-and-type-list `)`)?
///                        (`private` `(` ssa-id-and-type-list `)`)?
/// ```
///
/// Example:
///
/// ```mlir
/// gpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %0, %sz_by = %1, %sz_bz = %2)
///            threads(%tx, %ty, %tz) in (%sz_tx = %3, %sz_ty = %4, %sz_tz = %5) {
///   // Block and thread identifiers, as well as block/grid sizes are
///   // immediately usable inside body region.
///   "some_op"(%bx, %tx) : (index, index) -> ()
///   // Assuming %val1 is defined outside the gpu.launch region.
///   %42 = load %val1[%bx] : memref<?xf32, 1>
/// }
///
/// // Generic syntax explains how the pretty syntax maps to the IR structure.
/// "gpu.launch"(%cst, %cst, %c1,  // Grid sizes.
///              %cst, %c1, %c1)   // Block sizes.
///
///     {/*attributes*/}
///     // All sizes and identifiers have "index" size.
///     : (index, index, index, index, index, index) -> () {
/// // The operation passes block and thread identifiers, followed by grid and
/// // block sizes.
/// ^bb0(%bx : index, %by : index, %bz : index,
///      %tx : index, %ty : index, %tz : index,
///      %num_bx : index, %num_by : index, %num_bz : index,
///      %num_tx : index, %num_ty : index, %num_tz : index)
///   "some_op"(%bx, %tx) : (index, index) -> ()
///   %3 = "memref.load"(%val1, %bx) : (memref<?xf32, 1>, index) -> f32
/// }
///
/// // Launch with memory attributions.
/// gpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %0, %sz_by = %1, %sz_bz = %2)
///            threads(%tx, %ty, %tz) in (%sz_tx = %3, %sz_ty = %4, %sz_tz = %5)
///            workgroup(%workgroup: memref<32xf32, 3>)
///            private(%private: memref<1xf32, 5>) {
///   // Block and thread identifiers, as well as block/grid sizes are
///   // immediately usable inside body region.
///   "some_op"(%bx, %tx) : (index, index) -> ()
///   // Assuming %val1 is defined outside the gpu.launch region.
///   %42 = load %workgroup[%bx] : memref<32xf32, 3>
/// }
///
/// // Launch with clusters.
/// gpu.launch clusters(%cx, %cy, %cz) in (%sz_cx = %0, %sz_cy = %1, %sz_cz = %2)
///            blocks(%bx, %by, %bz) in (%sz_bx = %3, %sz_by = %4, %sz_bz = %5)
///            threads(%tx, %ty, %tz) in (%sz_tx = %6, %sz_ty = %7, %sz_tz = %8)
/// {
///   // Cluster, block and thread identifiers, as well as cluster/block/grid
///   // sizes are immediately usable inside body region.
///   "some_op"(%cx, %bx, %tx) : (index, index, index) -> ()
/// }
///
/// // Launch with module and function attributes.
/// gpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %0, %sz_by = %1, %sz_bz = %2)
///            threads(%tx, %ty, %tz) in (%sz_tx = %3, %sz_ty = %4, %sz_tz = %5)
///            module(@kernel_module) function(@kernel_func) {
///   "some_op"(%bx, %tx) : (index, index) -> ()
///   %42 = load %val1[%bx] : memref<?xf32, 1>
/// }
/// ```
///
/// Rationale: using operation/block arguments gives analyses a clear way of
/// understanding that a value has additional semantics (e.g., we will need to
/// know what value corresponds to threadIdx.x for coalescing). We can recover
/// these properties by analyzing the operations producing values, but it is
/// easier just to have that information by construction.
///
/// The number of workgroup attributions is the discardable attribute
/// `workgroup_attributions`, as upstream's parser and builder set it.
#[derive(Clone, Debug)]
#[dialect_op(gpu.launch, custom_assembly, verify, verify_regions,
             traits = [AffineScope, AutomaticAllocationScope, AttrSizedOperandSegments,
                       RecursiveMemoryEffects],
             interfaces = [AsyncOpInterface],
             summary = "GPU kernel launch operation")]
pub struct LaunchOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The grid size along x.
    #[operand(name = "gridSizeX", type = Index)]
    pub grid_size_x: Value,
    /// The grid size along y.
    #[operand(name = "gridSizeY", type = Index)]
    pub grid_size_y: Value,
    /// The grid size along z.
    #[operand(name = "gridSizeZ", type = Index)]
    pub grid_size_z: Value,
    /// The block size along x.
    #[operand(name = "blockSizeX", type = Index)]
    pub block_size_x: Value,
    /// The block size along y.
    #[operand(name = "blockSizeY", type = Index)]
    pub block_size_y: Value,
    /// The block size along z.
    #[operand(name = "blockSizeZ", type = Index)]
    pub block_size_z: Value,
    /// The cluster size along x.
    #[operand(name = "clusterSizeX", type = Index)]
    pub cluster_size_x: Option<Value>,
    /// The cluster size along y.
    #[operand(name = "clusterSizeY", type = Index)]
    pub cluster_size_y: Option<Value>,
    /// The cluster size along z.
    #[operand(name = "clusterSizeZ", type = Index)]
    pub cluster_size_z: Option<Value>,
    /// The dynamic shared memory per workgroup, in bytes.
    #[operand(name = "dynamicSharedMemorySize", type = I32)]
    pub dynamic_shared_memory_size: Option<Value>,
    /// The module the kernel is outlined into.
    pub module: Option<FlatSymbolRefAttr>,
    /// The name of the outlined kernel.
    pub function: Option<FlatSymbolRefAttr>,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
    /// The kernel: block ids, thread ids, grid sizes, block sizes (cluster ids and sizes when
    /// clustered), then the workgroup and private attributions.
    #[region]
    pub body: RegionId,
}

async_op!(LaunchOp);

/// The number of config region arguments of `gpu.launch` (`kNumConfigRegionAttributes`).
const NUM_CONFIG_REGION_ATTRIBUTES: usize = 12;

/// Upstream's `parseSizeAssignment`: `(%id, …) in (%size = %operand, %size = %operand, %size
/// = %operand)`; the ids and sizes name region arguments (slots of `region_args`, from
/// `ids_at` and `sizes_at`), the operands are the op's. As upstream, the id list may be of any
/// length: its names fill the slots from `ids_at` on, and later lists overwrite what spilled
/// into their slots. An id left out keeps an empty name (`blocks(%x, %y)` has an unnamed
/// third block id), and when the first block id is left out the region gets no arguments
/// (MLIR's `parseRegion` defines entry arguments only when the first one is named).
fn parse_size_assignment<'a>(
    p: &mut Parser<'a>,
    sizes: &mut Vec<UnresolvedOperand<'a>>,
    region_args: &mut [UnresolvedOperand<'a>],
    sizes_at: usize,
    ids_at: usize,
) -> ParseResult {
    let mut ids = Vec::new();
    p.parse_comma_separated_list(Delimiter::Paren, " in operand list", |p| {
        ids.push(p.parse_operand_without_result_number()?);
        Ok(())
    })?;
    p.parse_keyword("in")?;
    p.parse_l_paren()?;
    for (slot, id) in region_args.iter_mut().skip(ids_at).zip(ids) {
        *slot = id;
    }
    for i in 0..3 {
        if i != 0 {
            p.parse_comma()?;
        }
        let size = p.parse_operand_without_result_number()?;
        if let Some(slot) = region_args.get_mut(sizes_at + i) {
            *slot = size;
        }
        p.parse_equal()?;
        sizes.push(p.parse_operand()?);
    }
    p.parse_r_paren()
}

/// Upstream's `printSizeAssignment`.
fn print_size_assignment(p: &mut Printer<'_>, size: &[Value], operands: &[Value], ids: &[Value]) {
    p.write_str("(");
    p.print_operands(ids);
    p.write_str(") in (");
    for (i, (s, o)) in size.iter().zip(operands).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(*s);
        p.write_str(" = ");
        p.print_operand(*o);
    }
    p.write_str(")");
}

impl LaunchOp {
    /// Upstream's `LaunchOp::parse`.
    fn parse(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult {
        let mut async_token = Vec::new();
        let mut deps = Vec::new();
        parse_async_dependencies(p, &mut async_token, &mut deps)?;
        let loc = p.current_location();
        let dep_types = vec![super::async_token::async_token_type(); deps.len()];
        p.resolve_operands(&deps, &dep_types, loc, &mut state.operands)?;
        if p.num_results() > 0 {
            state
                .result_types
                .push(super::async_token::async_token_type());
        }

        let has_cluster = p.parse_optional_keyword("clusters");
        // Block ids, thread ids, grid sizes, block sizes, then cluster ids and cluster sizes;
        // a slot no list names keeps an empty name, located at the first list.
        let unnamed = UnresolvedOperand {
            name: b"",
            number: 0,
            loc: match p.current_location() {
                Location::Offset(at) => at,
                _ => 0,
            },
        };
        let mut region_names =
            vec![unnamed; NUM_CONFIG_REGION_ATTRIBUTES + if has_cluster { 6 } else { 0 }];
        let (mut grid_operands, mut block_operands, mut cluster_operands) =
            (Vec::new(), Vec::new(), Vec::new());
        if has_cluster {
            parse_size_assignment(p, &mut cluster_operands, &mut region_names, 15, 12)?;
        }
        p.parse_keyword("blocks")?;
        parse_size_assignment(p, &mut grid_operands, &mut region_names, 6, 0)?;
        p.parse_keyword("threads")?;
        parse_size_assignment(p, &mut block_operands, &mut region_names, 9, 3)?;
        let sizes: Vec<UnresolvedOperand<'_>> = grid_operands
            .into_iter()
            .chain(block_operands)
            .chain(cluster_operands)
            .collect();
        for size in &sizes {
            p.resolve_operand(size, &Type::Index, &mut state.operands)?;
        }

        let has_dynamic_shared_memory_size = p.parse_optional_keyword("dynamic_shared_memory_size");
        if has_dynamic_shared_memory_size {
            let operand = p.parse_operand()?;
            p.resolve_operand(&operand, &Type::i32(), &mut state.operands)?;
        }
        for name in ["module", "function"] {
            if p.parse_optional_keyword(name) {
                p.parse_l_paren()?;
                let loc = p.current_location();
                let attr = p.parse_attribute()?;
                if !matches!(&attr, Attribute::SymbolRef(s) if s.nested.is_empty()) {
                    return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
                }
                state.set_property(name, attr);
                p.parse_r_paren()?;
            }
        }

        let mut region_args: Vec<Argument<'_>> = region_names
            .into_iter()
            .map(|name| Argument::new(name, Type::Index))
            .collect();
        let config = region_args.len();
        parse_attributions(p, "workgroup", &mut region_args, false)?;
        state.set_attribute(
            NUM_WORKGROUP_ATTRIBUTIONS_ATTR_NAME,
            num_attributions_attr(region_args.len() - config),
        );
        parse_attributions(p, "private", &mut region_args, false)?;

        // Without a first block id MLIR's `parseRegion` adds no entry argument at all.
        if region_args[0].ssa_name.name.is_empty() {
            region_args.clear();
        }
        let region = p.ir_mut().create_region();
        state.regions.push(region);
        p.parse_region(region, &region_args)?;
        p.parse_optional_attr_dict(&mut state.attributes)?;
        rods::ods::__private::move_inherent_attrs(state, LaunchOp::DEF.property_specs);

        let cluster = usize::from(has_cluster);
        let segments = [
            deps.len(),
            1,
            1,
            1,
            1,
            1,
            1,
            cluster,
            cluster,
            cluster,
            usize::from(has_dynamic_shared_memory_size),
        ];
        state.set_property("operandSegmentSizes", segment_sizes_attr(&segments));
        Ok(())
    }

    /// Upstream's `LaunchOp::print`.
    fn print(p: &mut Printer<'_>, op: OpId) {
        let ir = p.ir();
        let Some(this) = Self::from_op(ir, op) else {
            return;
        };
        if this.async_token.is_some() {
            p.write_str(" async");
            if !this.async_dependencies.is_empty() {
                p.write_str(" [");
                p.print_operands(&this.async_dependencies);
                p.write_str("]");
            }
        }
        let args: Vec<Value> = ir
            .region(this.body)
            .blocks
            .first()
            .map_or_else(Vec::new, |b| ir.block(*b).args.to_vec());
        let has_cluster = this.has_cluster_size();
        let config = NUM_CONFIG_REGION_ATTRIBUTES + if has_cluster { 6 } else { 0 };
        if args.len() >= config {
            if has_cluster {
                let operands: Vec<Value> = [
                    this.cluster_size_x,
                    this.cluster_size_y,
                    this.cluster_size_z,
                ]
                .into_iter()
                .flatten()
                .collect();
                p.write_str(" clusters");
                print_size_assignment(p, &args[15..18], &operands, &args[12..15]);
            }
            p.write_str(" blocks");
            print_size_assignment(
                p,
                &args[6..9],
                &[this.grid_size_x, this.grid_size_y, this.grid_size_z],
                &args[0..3],
            );
            p.write_str(" threads");
            print_size_assignment(
                p,
                &args[9..12],
                &[this.block_size_x, this.block_size_y, this.block_size_z],
                &args[3..6],
            );
        }
        if let Some(size) = this.dynamic_shared_memory_size {
            p.write_str(" dynamic_shared_memory_size ");
            p.print_operand(size);
        }
        for (name, attr) in [("module", &this.module), ("function", &this.function)] {
            if let Some(symbol) = attr {
                p.write_str(" ");
                p.write_str(name);
                p.write_str("(");
                p.print_symbol_name(&symbol.0.root);
                p.write_str(")");
            }
        }
        let num_workgroup = num_workgroup_attributions(ir, op);
        let first = config.min(args.len());
        let end = (first + num_workgroup).min(args.len());
        print_attributions(p, "workgroup", &args[first..end], None);
        print_attributions(p, "private", &args[end..], None);
        p.write_str(" ");
        p.print_region(this.body, false, true);
        rods::ods::__private::print_attr_dict(
            p,
            op,
            &[
                "operandSegmentSizes",
                NUM_WORKGROUP_ATTRIBUTIONS_ATTR_NAME,
                "module",
                "function",
            ],
            &[],
            false,
        );
    }

    /// Whether the three cluster sizes are given (`hasClusterSize`).
    pub fn has_cluster_size(&self) -> bool {
        self.cluster_size_x.is_some()
            && self.cluster_size_y.is_some()
            && self.cluster_size_z.is_some()
    }

    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        if !this.has_cluster_size()
            && (this.cluster_size_x.is_some()
                || this.cluster_size_y.is_some()
                || this.cluster_size_z.is_some())
        {
            return Err(emit_op_error(ir, op, "cluster size must be all present"));
        }
        Ok(())
    }

    fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        let config = NUM_CONFIG_REGION_ATTRIBUTES + if this.has_cluster_size() { 6 } else { 0 };
        let num_workgroup = num_workgroup_attributions(ir, op);
        let blocks = &ir.region(this.body).blocks;
        let args: &[Value] = blocks.first().map_or(&[], |b| &ir.block(*b).args);
        if !blocks.is_empty() && args.len() < NUM_CONFIG_REGION_ATTRIBUTES + num_workgroup {
            return Err(emit_op_error(
                ir,
                op,
                "unexpected number of region arguments",
            ));
        }
        let first = config.min(args.len());
        let end = (first + num_workgroup).min(args.len());
        verify_attributions(ir, op, &args[first..end], AddressSpace::Workgroup)?;
        verify_attributions(ir, op, &args[end..], AddressSpace::Private)?;
        for block in blocks {
            let Some(last) = ir.block(*block).ops.last().copied() else {
                continue;
            };
            if !ir.op(last).successors().is_empty() {
                continue;
            }
            if ir.op(last).name.as_str() != "gpu.terminator" {
                let mut d = emit_error(
                    ir,
                    last,
                    "expected 'gpu.terminator' or a terminator with successors",
                );
                d.notes.push(rods::verify::current_operation_note(ir, last));
                d.notes.push(Diagnostic::new(
                    rods::diag::Severity::Note,
                    ir.op_loc(op).into_owned(),
                    "in 'gpu.launch' body region",
                ));
                return Err(d);
            }
        }
        Ok(())
    }
}

// def GPU_LaunchFuncOp :GPU_Op<"launch_func", [
//       GPU_AsyncOpInterface, AttrSizedOperandSegments,
//       AllTypesMatch<["gridSizeX", "gridSizeY", "gridSizeZ", "blockSizeX",
//                      "blockSizeY", "blockSizeZ"]>]>,
//     Arguments<(ins Variadic<GPU_AsyncToken>:$asyncDependencies,
//                SymbolRefAttr:$kernel,
//                LaunchIndx:$gridSizeX,
//                LaunchIndx:$gridSizeY,
//                LaunchIndx:$gridSizeZ,
//                LaunchIndx:$blockSizeX,
//                LaunchIndx:$blockSizeY,
//                LaunchIndx:$blockSizeZ,
//                Optional<LaunchIndx>:$clusterSizeX,
//                Optional<LaunchIndx>:$clusterSizeY,
//                Optional<LaunchIndx>:$clusterSizeZ,
//                Optional<I32>:$dynamicSharedMemorySize,
//                Variadic<AnyType>:$kernelOperands,
//                Optional<AnyType>:$asyncObject)>,
//     Results<(outs Optional<GPU_AsyncToken>:$asyncToken)> {
//   let summary = "Launches a function as a GPU kernel";
//   let skipDefaultBuilders = 1;
//   let assemblyFormat = [{
//       custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
//       (`<` $asyncObject^ `:` type($asyncObject) `>`)?
//       $kernel
//       ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )?
//       `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)`
//       `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)`
//       custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))
//       (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)?
//       custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict
//   }];
//   let hasVerifier = 1;
// }
/// Launch a kernel function on the specified grid of thread blocks.
/// `gpu.launch` operations are lowered to `gpu.launch_func` operations by
/// outlining the kernel body into a function in a dedicated module, which
/// reflects the separate compilation process. The kernel function is required
/// to have the `gpu.kernel` attribute. The module containing the kernel
/// function is required to be a gpu.module. And finally, the module containing
/// the kernel module (which thus cannot be the top-level module) is required
/// to have the `gpu.container_module` attribute. The `gpu.launch_func`
/// operation has a symbol attribute named `kernel` to identify the fully
/// specified kernel function to launch (both the gpu.module and func).
///
/// The `gpu.launch_func` supports async dependencies: the kernel does not start
/// executing until the ops producing those async dependencies have completed.
///
/// By the default, the host implicitly blocks until kernel execution has
/// completed. If the `async` keyword is present, the host does not block but
/// instead a `!gpu.async.token` is returned. Other async GPU ops can take this
/// token as dependency.
///
/// The operation requires at least the grid and block sizes along the x,y,z
/// dimensions as arguments. When a lower-dimensional kernel is required,
/// unused sizes must be explicitly set to `1`.
///
/// The remaining operands are optional. The first optional operand corresponds
/// to the amount of dynamic shared memory a kernel's workgroup should be
/// allocated; when this operand is not present, a zero size is assumed.
///
/// The remaining operands if present are passed as arguments to the kernel
/// function.
///
/// The `gpu.launch_func` also supports kernel launching with clusters if
/// supported by the target architecture. The cluster size can be set by
/// `clusterSizeX`, `clusterSizeY`, and `clusterSizeZ` arguments. When these
/// arguments are present, the Op launches a kernel that clusters the given
/// thread blocks. This feature is exclusive to certain architectures.
///
/// Example:
///
/// ```mlir
/// module attributes {gpu.container_module} {
///
///   // This module creates a separate compilation unit for the GPU compiler.
///   gpu.module @kernels {
///     func.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>)
///         attributes { nvvm.kernel = true } {
///
///       // Operations that produce block/thread IDs and dimensions are
///       // injected when outlining the `gpu.launch` body to a function called
///       // by `gpu.launch_func`.
///       %tIdX = gpu.thread_id x
///       %tIdY = gpu.thread_id y
///       %tIdZ = gpu.thread_id z
///
///       %bDimX = gpu.block_dim x
///       %bDimY = gpu.block_dim y
///       %bDimZ = gpu.block_dim z
///
///       %bIdX = gpu.block_id x
///       %bIdY = gpu.block_id y
///       %bIdZ = gpu.block_id z
///
///       %gDimX = gpu.grid_dim x
///       %gDimY = gpu.grid_dim y
///       %gDimZ = gpu.grid_dim z
///
///       // (Optional)  Cluster size only for support architectures
///       %cIdX = gpu.cluster_id x
///       %cIdY = gpu.cluster_id y
///       %cIdZ = gpu.cluster_id z
///
///       %cDimX = gpu.cluster_dim x
///       %cDimY = gpu.cluster_dim y
///       %cDimZ = gpu.cluster_dim z
///
///       "some_op"(%bx, %tx) : (index, index) -> ()
///       %42 = load %arg1[%bx] : memref<?xf32, 1>
///     }
///   }
///
///   %t0 = gpu.wait async
///   gpu.launch_func
///       async                           // (Optional) Don't block host, return token.
///       [%t0]                           // (Optional) Execute only after %t0 has completed.
///       @kernels::@kernel_1             // Kernel function.
///       clusters in (%cst, %cst, %cst)  // (Optional) Cluster size only for support architectures.
///       blocks in (%cst, %cst, %cst)    // Grid size.
///       threads in (%cst, %cst, %cst)   // Block size.
///       dynamic_shared_memory_size %s   // (Optional) Amount of dynamic shared
///                                       // memory to allocate for a workgroup.
///       args(%arg0 : f32,               // (Optional) Kernel arguments.
///            %arg1 : memref<?xf32, 1>)
/// }
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.launch_func, verify, tracked,
             traits = [AttrSizedOperandSegments,
                       AllTypesMatch(["gridSizeX", "gridSizeY", "gridSizeZ", "blockSizeX",
                                      "blockSizeY", "blockSizeZ"])],
             interfaces = [AsyncOpInterface],
             summary = "Launches a function as a GPU kernel",
             format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (`<` $asyncObject^ `:` type($asyncObject) `>`)? $kernel ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )? `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)` `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)` custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ)) (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict")]
pub struct LaunchFuncOp {
    /// The tokens to wait for.
    #[operand(name = "asyncDependencies", type = AsyncTokenType)]
    pub async_dependencies: Vec<Value>,
    /// The kernel: `@module::@function`.
    pub kernel: SymbolRefAttr,
    /// The grid size along x.
    #[operand(name = "gridSizeX", type = LaunchIndx)]
    pub grid_size_x: Value,
    /// The grid size along y.
    #[operand(name = "gridSizeY", type = LaunchIndx)]
    pub grid_size_y: Value,
    /// The grid size along z.
    #[operand(name = "gridSizeZ", type = LaunchIndx)]
    pub grid_size_z: Value,
    /// The block size along x.
    #[operand(name = "blockSizeX", type = LaunchIndx)]
    pub block_size_x: Value,
    /// The block size along y.
    #[operand(name = "blockSizeY", type = LaunchIndx)]
    pub block_size_y: Value,
    /// The block size along z.
    #[operand(name = "blockSizeZ", type = LaunchIndx)]
    pub block_size_z: Value,
    /// The cluster size along x.
    #[operand(name = "clusterSizeX", type = LaunchIndx)]
    pub cluster_size_x: Option<Value>,
    /// The cluster size along y.
    #[operand(name = "clusterSizeY", type = LaunchIndx)]
    pub cluster_size_y: Option<Value>,
    /// The cluster size along z.
    #[operand(name = "clusterSizeZ", type = LaunchIndx)]
    pub cluster_size_z: Option<Value>,
    /// The dynamic shared memory per workgroup, in bytes.
    #[operand(name = "dynamicSharedMemorySize", type = I32)]
    pub dynamic_shared_memory_size: Option<Value>,
    /// The kernel's arguments.
    #[operand(name = "kernelOperands", type = AnyType)]
    pub kernel_operands: Vec<Value>,
    /// The stream or queue the kernel is launched on, instead of async dependencies.
    #[operand(name = "asyncObject", type = AnyType)]
    pub async_object: Option<Value>,
    /// The token of the op, when `async`.
    #[result(name = "asyncToken", type = AsyncTokenType)]
    pub async_token: Option<Value>,
}

async_op!(LaunchFuncOp);

/// `custom<LaunchDimType>` of `gpu.launch_func` (upstream's `parseLaunchDimType`): `: type`
/// of the launch sizes, `index` when absent; the cluster sizes take it when present.
fn parse_launch_dim_type<'a>(
    p: &mut Parser<'a>,
    dim_ty: &mut Vec<Type>,
    cluster_value: &[UnresolvedOperand<'a>],
    cluster_x_ty: &mut Vec<Type>,
    cluster_y_ty: &mut Vec<Type>,
    cluster_z_ty: &mut Vec<Type>,
) -> ParseResult {
    let ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        Type::Index
    };
    if !cluster_value.is_empty() {
        cluster_x_ty.push(ty.clone());
        cluster_y_ty.push(ty.clone());
        cluster_z_ty.push(ty.clone());
    }
    dim_ty.push(ty);
    Ok(())
}

/// `custom<LaunchDimType>` of `gpu.launch_func` (upstream's `printLaunchDimType`): `: type`
/// unless the sizes are `index`.
fn print_launch_dim_type(
    p: &mut Printer<'_>,
    dim_ty: &[Type],
    _cluster_value: &[Value],
    _cluster_x_ty: &[Type],
    _cluster_y_ty: &[Type],
    _cluster_z_ty: &[Type],
) {
    if let Some(ty) = dim_ty.first()
        && *ty != Type::Index
    {
        p.write_str(": ");
        p.print_type(ty);
    }
}

/// `custom<LaunchFuncOperands>` of `gpu.launch_func` (upstream's `parseLaunchFuncOperands`):
/// `args(%a : type, …)` if `args` is there.
fn parse_launch_func_operands<'a>(
    p: &mut Parser<'a>,
    arg_names: &mut Vec<UnresolvedOperand<'a>>,
    arg_types: &mut Vec<Type>,
) -> ParseResult {
    if !p.parse_optional_keyword("args") {
        return Ok(());
    }
    p.parse_comma_separated_list(Delimiter::Paren, " in argument list", |p| {
        arg_names.push(p.parse_operand()?);
        arg_types.push(p.parse_colon_type()?);
        Ok(())
    })
}

/// `custom<LaunchFuncOperands>` of `gpu.launch_func` (upstream's `printLaunchFuncOperands`).
fn print_launch_func_operands(p: &mut Printer<'_>, operands: &[Value], types: &[Type]) {
    if operands.is_empty() {
        return;
    }
    p.write_str("args(");
    for (i, (operand, ty)) in operands.iter().zip(types).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(*operand);
        p.write_str(" : ");
        p.print_type(ty);
    }
    p.write_str(")");
}

/// The closest `builtin.module` around `op` (`getParentOfType<ModuleOp>`).
fn parent_module(ir: &Ir, op: OpId) -> Option<OpId> {
    let mut parent = ir.parent_op(op);
    while let Some(p) = parent {
        if ir.op(p).name.as_str() == "builtin.module" {
            return Some(p);
        }
        parent = ir.parent_op(p);
    }
    None
}

impl LaunchFuncOp {
    fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(module) = parent_module(ir, op) else {
            return Err(emit_op_error(ir, op, "expected to belong to a module"));
        };
        if ir.attribute(module, CONTAINER_MODULE_ATTR_NAME) != Some(&Attribute::Unit) {
            return Err(emit_op_error(
                ir,
                op,
                "expected the closest surrounding module to have the 'gpu.container_module' attribute",
            ));
        }
        let Some(this) = Self::from_op(ir, op) else {
            return Ok(());
        };
        if let (Some(x), Some(y), Some(z)) = (
            this.cluster_size_x,
            this.cluster_size_y,
            this.cluster_size_z,
        ) && (ir.value_type(y) != ir.value_type(x) || ir.value_type(z) != ir.value_type(x))
        {
            return Err(emit_op_error(
                ir,
                op,
                "expects types of the cluster dimensions must be the same",
            ));
        }
        Ok(())
    }

    /// The name of the kernel's module (`getKernelModuleName`).
    pub fn kernel_module_name(&self) -> &StringAttr {
        &self.kernel.0.root
    }

    /// The name of the kernel (`getKernelName`).
    pub fn kernel_name(&self) -> &StringAttr {
        self.kernel.0.nested.last().unwrap_or(&self.kernel.0.root)
    }
}

// ----- GPUDialect.cpp: the dialect's attribute checks --------------------------------------

/// `@a::@b`, as a diagnostic prints a symbol reference (names that are no identifiers quoted).
fn symbol_ref_text(symbol: &rods::ir::SymbolRefAttr) -> String {
    let one = |name: &StringAttr| {
        let text = String::from_utf8_lossy(name.as_bytes());
        let bare = text
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && text
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'));
        if bare {
            format!("@{text}")
        } else {
            format!("@{text:?}")
        }
    };
    std::iter::once(&symbol.root)
        .chain(symbol.nested.iter())
        .map(one)
        .collect::<Vec<_>>()
        .join("::")
}

/// `verifyKnownLaunchSizeAttr`: a launch size hint is `array<i32: x, y, z>`.
fn verify_known_launch_size_attr(
    ir: &Ir,
    op: OpId,
    attr: &NamedAttribute,
) -> Result<(), (Option<OpId>, Diagnostic)> {
    let name = String::from_utf8_lossy(attr.name.as_bytes()).into_owned();
    let Some(elements) = DenseI32ArrayAttr::values_of(&attr.value) else {
        return Err((
            Some(op),
            emit_op_error(ir, op, format!("{name} must be a dense i32 array")),
        ));
    };
    if elements.len() != 3 {
        return Err((
            Some(op),
            emit_op_error(ir, op, format!("{name} must contain exactly 3 elements")),
        ));
    }
    Ok(())
}

/// The `gpu` dialect's check of the discardable attributes named `gpu.…` (upstream's
/// `GPUDialect::verifyOperationAttribute`): `gpu.known_block_size`, `gpu.known_grid_size`
/// and `gpu.known_cluster_size` are launch size hints; `gpu.container_module` goes on a `builtin.module`, and makes every
/// `gpu.launch_func` in a function of that module name a kernel that exists: a `gpu.binary`, or
/// a function with the `gpu.kernel` attribute in a `gpu.module`, whose arguments (for a
/// `gpu.func`) the launch's operands match.
pub fn verify_operation_attribute(
    ir: &Ir,
    op: OpId,
    attr: &NamedAttribute,
) -> Result<(), (Option<OpId>, Diagnostic)> {
    if attr.name.is("gpu.known_block_size")
        || attr.name.is("gpu.known_grid_size")
        || attr.name.is("gpu.known_cluster_size")
    {
        return verify_known_launch_size_attr(ir, op, attr);
    }
    if attr.value != Attribute::Unit || !attr.name.is(CONTAINER_MODULE_ATTR_NAME) {
        return Ok(());
    }
    if ir.op(op).name.as_str() != "builtin.module" {
        return Err((
            Some(op),
            emit_error(
                ir,
                op,
                "expected 'gpu.container_module' attribute to be attached to 'builtin.module'",
            ),
        ));
    }
    // The module's symbols are read once (upstream's `SymbolTable` lookups, without the
    // quadratic scan).
    let mut symbols = SymbolTableCollection::new();
    // The launches the IR lists (`gpu.launch_func` is tracked) found where they are, without
    // reading every op of every function: when they all pass, so would the walk below, which
    // is then needed only to report upstream's first failure.
    if let Some(tracked) = ir.tracked_ops() {
        let all_pass = tracked.iter().all(|&launch| {
            !is_launch_in_function_of(ir, op, launch)
                || verify_launch(ir, &mut symbols, op, launch).is_ok()
        });
        if all_pass {
            return Ok(());
        }
    }
    // The launches nested in ops (functions) directly in the module, in walk order.
    for launch in launches_in_functions(ir, op) {
        verify_launch(ir, &mut symbols, op, launch).map_err(|d| (Some(launch), d))?;
    }
    Ok(())
}

/// The `gpu.launch_func` ops directly in the blocks of the ops (functions) directly in
/// `module`, in walk order: the only launches whose grandparent is the module. Ops nested
/// deeper are not visited (a walk of the whole module per `gpu.container_module` attribute
/// cost as much as the rest of its verification).
fn launches_in_functions(ir: &Ir, module: OpId) -> impl Iterator<Item = OpId> + '_ {
    ops_in_regions(ir, module)
        .flat_map(move |function| ops_in_regions(ir, function))
        .filter(move |op| ir.op(*op).name.as_str() == LaunchFuncOp::OPERATION_NAME)
}

/// Whether `op` is a `gpu.launch_func` that [`launches_in_functions`] finds in `module`: one
/// in a block of an op directly in `module`.
fn is_launch_in_function_of(ir: &Ir, module: OpId, op: OpId) -> bool {
    ir.op(op).name.as_str() == LaunchFuncOp::OPERATION_NAME
        && ir.parent_op(op).and_then(|function| ir.parent_op(function)) == Some(module)
}

/// The ops directly in the blocks of `op`'s regions, in order.
fn ops_in_regions(ir: &Ir, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    ir.op(op).regions().iter().flat_map(move |r| {
        ir.region(*r)
            .blocks
            .iter()
            .flat_map(move |b| ir.block(*b).ops.iter().copied())
    })
}

/// The checks of one `gpu.launch_func` under a `gpu.container_module`.
fn verify_launch(
    ir: &Ir,
    symbols: &mut SymbolTableCollection,
    module: OpId,
    launch: OpId,
) -> Result<(), Diagnostic> {
    // A launch without its kernel attribute is left to its own verifier.
    let Some(Attribute::SymbolRef(kernel)) = ir.property(launch, "kernel") else {
        return Ok(());
    };
    let error = |m: String| emit_op_error(ir, launch, m);
    // The names are written out only for a diagnostic.
    let container_name = || String::from_utf8_lossy(kernel.root.as_bytes()).into_owned();
    let kernel_text = || symbol_ref_text(kernel);
    let Some(container) = symbols.lookup(ir, module, kernel.root.as_bytes()) else {
        return Err(error(format!(
            "kernel container '{}' is undefined",
            container_name()
        )));
    };
    if ir.op(container).name.as_str() == "gpu.binary" {
        return Ok(());
    }
    if ir.op(container).name.as_str() != "gpu.module" {
        return Err(error(format!(
            "kernel module '{}' is undefined",
            container_name()
        )));
    }
    let Some(function) = symbols.lookup_symbol_in(ir, module, kernel) else {
        return Err(error(format!(
            "kernel function '{}' is undefined",
            kernel_text()
        )));
    };
    let is_gpu_func = ir.op(function).name.as_str() == "gpu.func";
    if !is_gpu_func && !rods::ods::op_implements::<dyn FunctionOpInterface>(ir, function) {
        let mut d = error(format!(
            "referenced kernel '{}' is not a function",
            kernel_text()
        ));
        d.notes.push(Diagnostic::new(
            rods::diag::Severity::Note,
            ir.op_loc(function).into_owned(),
            "see the kernel definition here",
        ));
        return Err(d);
    }
    if ir.attribute(function, KERNEL_FUNC_ATTR_NAME) != Some(&Attribute::Unit) {
        return Err(error(
            "kernel function is missing the 'gpu.kernel' attribute".into(),
        ));
    }
    if !is_gpu_func {
        return Ok(());
    }
    let Some(ty) = function_type_of(ir, function) else {
        return Ok(());
    };
    // The kernel operands read in place (the op's other groups are not copied out).
    let Some(this) = ir.dyn_cast::<LaunchFuncOp>(launch) else {
        return Ok(());
    };
    let kernel_operands = this.kernel_operands(ir);
    let mismatch = if kernel_operands.len() != ty.inputs().len() {
        Some(format!(
            "got {} kernel operands but expected {}",
            kernel_operands.len(),
            ty.inputs().len()
        ))
    } else {
        kernel_operands
            .iter()
            .zip(ty.inputs())
            .position(|(operand, input)| ir.value_type(*operand) != input)
            .map(|i| format!("type of function argument {i} does not match"))
    };
    // A launch that does not fit its declaration is left to its own verifier.
    if let Some(m) = mismatch
        && LaunchFuncOp::from_op(ir, launch).is_some()
    {
        return Err(error(m));
    }
    Ok(())
}
