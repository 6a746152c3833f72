//! The `gpu` dialect pieces of the seed (LLVM's `CompilationAttrs.td` and `GPU_BinaryOp` as of
//! the 2023 patch in `shared/seed/`), declared with rods. Each declaration maps line for line to
//! its TableGen record; comments quote the record.

use std::sync::Arc;

use rods::ir::{Attribute, Location, OperationState, StringAttr};
use rods::ods::{ArrayMinCount, AttrInterface, Confined, SymbolNameAttr};
use rods::{attr_interface, dialect_attr, dialect_op, typed_array_attr};

/// `TargetAttrInterface`: an attribute describing a GPU compilation target (`#nvvm.target`,
/// `#rocdl.target`, …). In MLIR its method serializes a GPU module; rods, which does not compile
/// GPU code, exposes what a pipeline needs to know about the target.
pub trait TargetAttrInterface: Send + Sync {
    /// The target triple (`nvptx64-nvidia-cuda`).
    fn triple(&self) -> &str;
    /// The target chip (`sm_90`, `gfx90a`).
    fn chip(&self) -> &str;
    /// Target features (`+ptx76`), possibly empty.
    fn features(&self) -> &str;
}
attr_interface!(TargetAttrInterface);

/// `OffloadingLLVMTranslationAttrInterface`: an attribute deciding how a `gpu.binary` is
/// embedded when translated to LLVM IR. Its essential decision — which object of the binary is
/// embedded — is the method here.
pub trait OffloadingLLVMTranslationAttrInterface: Send + Sync {
    /// Picks the object to embed among objects compiled for `targets` (in the binary's
    /// order): its index, or why none fits.
    fn select_index(&self, targets: &[&Attribute]) -> Result<usize, String>;

    /// Picks the object to embed among a binary's objects, or says why none fits.
    fn select_object<'a>(&self, objects: &'a [ObjectAttr]) -> Result<&'a ObjectAttr, String> {
        let targets: Vec<&Attribute> = objects.iter().map(|o| &o.target).collect();
        self.select_index(&targets).map(|i| &objects[i])
    }
}
attr_interface!(OffloadingLLVMTranslationAttrInterface);

/// `OffloadingTranslationAttrTrait`: marks the attributes that may be a `gpu.binary`'s
/// offloading handler in LLVM 22's form of the op (a native attribute trait upstream, which
/// keeps the op independent of the LLVM translation interface).
pub trait OffloadingTranslationAttrTrait: Send + Sync {}
attr_interface!(OffloadingTranslationAttrTrait);

// def GPU_ObjectAttr : GPU_Attr<"Object", "object"> {
//   let parameters = (ins "TargetAttrInterface":$target, "StringAttr":$object);
//   let assemblyFormat = [{`<` $target `,` $object `>`}];
// }
/// A GPU object attribute pairs a GPU target with a binary string, encapsulating the information
/// of how the object was generated with the object itself: `#gpu.object<#nvvm.target, "...">`.
///
/// The target attribute must implement the `TargetAttrInterface` interface. It is declared as an
/// attribute checked by `verify` (rather than typed by the interface) so that a wrong target gets
/// MLIR's message «the target attribute must implement or promise the `gpu::TargetAttrInterface`».
#[dialect_attr(gpu.object, name = "GPU_ObjectAttr", verify,
               format = "`<` $target `,` $object `>`")]
pub struct ObjectAttr {
    /// The target the object was compiled for.
    pub target: Attribute,
    /// The object itself: arbitrary bytes (a cubin, a fatbin, PTX, …).
    pub object: StringAttr,
}

impl ObjectAttr {
    fn verify(&self) -> Result<(), String> {
        if self.target.implements::<dyn TargetAttrInterface>() {
            Ok(())
        } else {
            Err(
                "the target attribute must implement or promise the `gpu::TargetAttrInterface`"
                    .to_owned(),
            )
        }
    }

    /// The target, as the interface.
    pub fn target_interface(&self) -> Option<Arc<dyn TargetAttrInterface>> {
        self.target
            .as_dialect()?
            .cast_interface::<dyn TargetAttrInterface>()
    }
}

// def GPUObjectArrayAttr :
//   TypedArrayAttrBase<GPU_ObjectAttr, "an array of GPU object attributes">;
typed_array_attr!(
    /// An array of `#gpu.object` attributes.
    pub ObjectArrayAttr, ObjectAttr, "an array of GPU object attributes"
);

/// The handler kind of `gpu.binary`: any attribute implementing
/// `OffloadingLLVMTranslationAttrInterface`.
pub type OffloadingHandler = AttrInterface<dyn OffloadingLLVMTranslationAttrInterface>;

// def GPU_BinaryOp : GPU_Op<"binary", [Symbol]>, Arguments<(ins
//       SymbolNameAttr:$sym_name,
//       OptionalAttr<GPUOffloadingLLVMTranslationAttrInterface>:$offloadingHandler,
//       ConfinedAttr<GPUObjectArrayAttr, [ArrayMinCount<1>]>:$objects)> {
//   let assemblyFormat = [{ $sym_name (`<` $offloadingHandler ^ `>`)? attr-dict $objects }];
// }
/// An Op for storing serialized GPU binary objects.
///
/// GPU binaries provide a semantic mechanism for storing GPU objects, e.g. the result of
/// compiling a GPU module to an object file. It has 3 arguments: the name of the binary, an
/// optional attribute implementing the offloading LLVM translation interface, and an array of
/// GPU object attributes. If no offloading attribute is provided, the default handler selects
/// the first object from the array and embeds it as a string.
///
/// ```mlir
/// gpu.binary @myobject [#gpu.object<...>, #gpu.object<...>]
/// gpu.binary @myobject<#foo.my_handler> [#gpu.object<...>, #gpu.object<...>]
/// ```
#[derive(Clone, Debug)]
#[dialect_op(gpu.binary, traits = [Symbol],
             summary = "An Op for storing serialized GPU binary objects.",
             format = "$sym_name (`<` $offloadingHandler ^ `>`)? attr-dict $objects")]
pub struct BinaryOp {
    /// The symbol name of the binary.
    pub sym_name: SymbolNameAttr,
    /// How the binary is embedded when translated to LLVM IR.
    #[attr(name = "offloadingHandler")]
    pub offloading_handler: Option<OffloadingHandler>,
    /// The objects, at least one.
    pub objects: Confined<ObjectArrayAttr, ArrayMinCount<1>>,
}

impl BinaryOp {
    /// The seed's first builder: `build(name, offloadingHandler, ArrayAttr objects)`. The
    /// objects are a raw array attribute, checked by the verifier like parsed IR.
    pub fn build_from_array(
        name: &str,
        offloading_handler: Option<OffloadingHandler>,
        objects: Attribute,
        loc: Location,
    ) -> OperationState {
        binary_state(
            &BinaryOp::DEF,
            name,
            offloading_handler.map(|h| h.attr),
            Some(objects),
            loc,
        )
    }

    /// The seed's second builder: `build(name, offloadingHandler, ArrayRef<Attribute> objects)`.
    /// As in the seed, an empty list stores no `objects` attribute at all (the verifier then
    /// reports «requires attribute 'objects'»).
    pub fn build_from_objects(
        name: &str,
        offloading_handler: Option<OffloadingHandler>,
        objects: &[Attribute],
        loc: Location,
    ) -> OperationState {
        let objects = (!objects.is_empty()).then(|| Attribute::array(objects.to_vec()));
        binary_state(
            &BinaryOp::DEF,
            name,
            offloading_handler.map(|h| h.attr),
            objects,
            loc,
        )
    }
}

/// The state both forms' `gpu.binary` builders make: the symbol name, the handler and the
/// objects when given.
fn binary_state(
    def: &'static rods::dialect::OpDef,
    name: &str,
    offloading_handler: Option<Attribute>,
    objects: Option<Attribute>,
    loc: Location,
) -> OperationState {
    let mut state = OperationState::new(rods::ir::OperationName::registered(def), loc);
    state.set_property("sym_name", Attribute::String(StringAttr::from(name)));
    if let Some(h) = offloading_handler {
        state.set_property("offloadingHandler", h);
    }
    if let Some(objects) = objects {
        state.set_property("objects", objects);
    }
    state
}

// def GPU_SelectObjectAttr : GPU_Attr<"SelectObject", "select_object", [
//     OffloadingLLVMTranslationAttrInterface]> {
//   let parameters = (ins OptionalParameter<"Attribute", "...">:$target);
//   let assemblyFormat = [{ (`<` $target^ `>`)? }];
//   let genVerifyDecl = 1;
// }
/// The default offloading handler: embeds one object of the binary, chosen by `target` (an
/// index into the objects, or a target attribute matched against the objects' targets); the
/// first object when absent. `#gpu.select_object<1>` prints as `#gpu.select_object<1 : i64>`.
#[dialect_attr(gpu.select_object, name = "GPU_SelectObjectAttr", verify,
               interfaces = [OffloadingLLVMTranslationAttrInterface, OffloadingTranslationAttrTrait],
               format = "(`<` $target^ `>`)?")]
pub struct SelectObjectAttr {
    /// An integer index, or a target attribute.
    pub target: Option<Attribute>,
}

impl SelectObjectAttr {
    fn verify(&self) -> Result<(), String> {
        match &self.target {
            None => Ok(()),
            Some(Attribute::Integer(i)) => match i.as_i64() {
                Some(v) if v >= 0 => Ok(()),
                _ => Err("the object index must be positive".to_owned()),
            },
            Some(a) if a.implements::<dyn TargetAttrInterface>() => Ok(()),
            Some(_) => Err("the target attribute must be a GPU Target attribute".to_owned()),
        }
    }
}

impl OffloadingLLVMTranslationAttrInterface for SelectObjectAttr {
    fn select_index(&self, targets: &[&Attribute]) -> Result<usize, String> {
        match &self.target {
            None if targets.is_empty() => Err("the binary has no objects".to_owned()),
            None => Ok(0),
            Some(Attribute::Integer(i)) => i
                .as_i64()
                .and_then(|v| usize::try_from(v).ok())
                .filter(|v| *v < targets.len())
                .ok_or_else(|| "the requested object index is out of range".to_owned()),
            Some(target) => targets
                .iter()
                .position(|t| *t == target)
                .ok_or_else(|| "the requested target object couldn't be found".to_owned()),
        }
    }
}

impl OffloadingTranslationAttrTrait for SelectObjectAttr {}

pub mod async_token;
pub mod compute;
pub mod llvm22;
pub mod loop_mapping;
pub mod mapping;
pub mod mma;
pub mod ops;
pub mod sparse;

// def GPU_Dialect : Dialect {
//   let name = "gpu";
//   let cppNamespace = "::mlir::gpu";
// }
/// Declares a form of the `gpu` dialect ([`crate::GpuFlavour`]): `rods::dialect!` with the
/// ops, attributes and types both forms share, after the form's own (`gpu.binary`,
/// `#gpu.object`, …). `rods::dialect!` takes literal lists; this keeps the shared ones written
/// once.
macro_rules! gpu_dialect {
    ($(#[doc = $doc:tt])* pub static $name:ident;
     ops: [$($op:ident),* $(,)?]; attrs: [$($attr:ident),* $(,)?];) => {
        rods::dialect! {
            $(#[doc = $doc])*
            pub static $name = {
                name: "gpu",
                // `GPUDialect::parseType`'s fallback.
                unknown_type_message: "unknown gpu type: {}",
                ops: [
                    $($op,)*
                    crate::gpu::ops::GPUModuleOp,
                    crate::gpu::ops::GPUFuncOp,
                    crate::gpu::ops::ReturnOp,
                    crate::gpu::ops::LaunchFuncOp,
                    crate::gpu::ops::LaunchOp,
                    crate::gpu::ops::TerminatorOp,
                    crate::gpu::ops::BarrierOp,
                    crate::gpu::ops::ThreadIdOp,
                    crate::gpu::ops::BlockIdOp,
                    crate::gpu::ops::BlockDimOp,
                    crate::gpu::ops::GridDimOp,
                    crate::gpu::ops::ClusterIdOp,
                    crate::gpu::ops::ClusterDimOp,
                    crate::gpu::ops::ClusterDimBlocksOp,
                    crate::gpu::ops::ClusterBlockIdOp,
                    crate::gpu::ops::GlobalIdOp,
                    crate::gpu::ops::LaneIdOp,
                    crate::gpu::ops::SubgroupIdOp,
                    crate::gpu::ops::NumSubgroupsOp,
                    crate::gpu::ops::SubgroupSizeOp,
                    crate::gpu::ops::DynamicSharedMemoryOp,
                    crate::gpu::ops::AllocOp,
                    crate::gpu::ops::DeallocOp,
                    crate::gpu::ops::MemcpyOp,
                    crate::gpu::ops::MemsetOp,
                    crate::gpu::ops::WaitOp,
                    crate::gpu::ops::HostRegisterOp,
                    crate::gpu::ops::HostUnregisterOp,
                    crate::gpu::ops::SetDefaultDeviceOp,
                    crate::gpu::ops::PrintfOp,
                    crate::gpu::compute::AllReduceOp,
                    crate::gpu::compute::RotateOp,
                    crate::gpu::compute::ShuffleOp,
                    crate::gpu::compute::SubgroupBroadcastOp,
                    crate::gpu::compute::SubgroupReduceOp,
                    crate::gpu::compute::YieldOp,
                    crate::gpu::compute::WarpExecuteOnLane0Op,
                    crate::gpu::mma::SubgroupMmaComputeOp,
                    crate::gpu::mma::SubgroupMmaConstantMatrixOp,
                    crate::gpu::mma::SubgroupMmaElementwiseOp,
                    crate::gpu::mma::SubgroupMmaExtractThreadLocalOp,
                    crate::gpu::mma::SubgroupMmaInsertThreadLocalOp,
                    crate::gpu::mma::SubgroupMmaLoadMatrixOp,
                    crate::gpu::mma::SubgroupMmaStoreMatrixOp,
                    crate::gpu::sparse::Create2To4SpMatOp,
                    crate::gpu::sparse::CreateBsrOp,
                    crate::gpu::sparse::CreateCooAoSOp,
                    crate::gpu::sparse::CreateCooOp,
                    crate::gpu::sparse::CreateCscOp,
                    crate::gpu::sparse::CreateCsrOp,
                    crate::gpu::sparse::CreateDnTensorOp,
                    crate::gpu::sparse::DestroyDnTensorOp,
                    crate::gpu::sparse::DestroySpMatOp,
                    crate::gpu::sparse::SDDMMBufferSizeOp,
                    crate::gpu::sparse::SDDMMOp,
                    crate::gpu::sparse::SetCsrPointersOp,
                    crate::gpu::sparse::SpGEMMCopyOp,
                    crate::gpu::sparse::SpGEMMCreateDescrOp,
                    crate::gpu::sparse::SpGEMMDestroyDescrOp,
                    crate::gpu::sparse::SpGEMMWorkEstimationOrComputeOp,
                    crate::gpu::sparse::SpMMBufferSizeOp,
                    crate::gpu::sparse::SpMMOp,
                    crate::gpu::sparse::SpMVBufferSizeOp,
                    crate::gpu::sparse::SpMVOp,
                    crate::gpu::sparse::SpMatGetSizeOp,
                ],
                attrs: [
                    $($attr,)*
                    crate::gpu::ops::AddressSpaceAttr,
                    crate::gpu::ops::DimensionAttr,
                    crate::gpu::mapping::GPUBlockMappingAttr,
                    crate::gpu::mapping::GPUWarpgroupMappingAttr,
                    crate::gpu::mapping::GPUWarpMappingAttr,
                    crate::gpu::mapping::GPUThreadMappingAttr,
                    crate::gpu::mapping::GPULaneMappingAttr,
                    crate::gpu::mapping::GPUMappingMaskAttr,
                    crate::gpu::mapping::GPUMemorySpaceMappingAttr,
                    crate::gpu::loop_mapping::ParallelLoopDimMappingAttr,
                    crate::gpu::compute::AllReduceOperationAttr,
                    crate::gpu::compute::BroadcastTypeAttr,
                    crate::gpu::compute::ShuffleModeAttr,
                    crate::gpu::mma::MMAElementWiseAttr,
                    crate::gpu::sparse::Prune2To4SpMatFlagAttr,
                    crate::gpu::sparse::SpGEMMWorkEstimationOrComputeKindAttr,
                    crate::gpu::sparse::TransposeModeAttr,
                ],
                types: [
                    crate::gpu::async_token::AsyncTokenType,
                    crate::gpu::mma::MMAMatrixType,
                    crate::gpu::sparse::SparseDnTensorHandleType,
                    crate::gpu::sparse::SparseSpGEMMOpHandleType,
                    crate::gpu::sparse::SparseSpMatHandleType,
                ],
                verify_operation_attribute: crate::gpu::ops::verify_operation_attribute,
            };
        }
    };
}
use gpu_dialect;

gpu_dialect! {
    /// The `gpu` dialect, with the seed's form of `gpu.binary` and `#gpu.object`.
    ///
    /// GPU binaries (`gpu.binary`) hold GPU objects (`#gpu.object`), each pairing a compilation
    /// target with the object compiled for it; an offloading handler such as
    /// `#gpu.select_object` decides which object is embedded when the binary is translated.
    ///
    /// The core and host ops are LLVM 22's ([`ops`]): kernel modules (`gpu.module`) of
    /// functions (`gpu.func`), launched from the host (`gpu.launch_func`, under a module marked
    /// `gpu.container_module`) or written inline (`gpu.launch`); the id and size ops
    /// (`gpu.thread_id x`); device memory (`gpu.alloc`, `gpu.memcpy`, …) and asynchronous
    /// execution with `!gpu.async.token`s (`gpu.wait`); the device mapping attributes
    /// ([`mapping`]) and the parallel loop mapping (`#gpu.loop_dim_map`, [`loop_mapping`]).
    /// Kernels reduce and exchange values across a workgroup or a subgroup
    /// (`gpu.all_reduce`, `gpu.subgroup_reduce`, `gpu.shuffle`, `gpu.rotate`,
    /// `gpu.subgroup_broadcast`) and compute with matrices held by a subgroup
    /// (`!gpu.mma_matrix`, `gpu.subgroup_mma_*`); host code drives sparse linear algebra on
    /// handles to sparse matrices and dense tensors, asynchronously (`!gpu.async.token`).
    pub static GPU_DIALECT;
    ops: [BinaryOp];
    attrs: [ObjectAttr, SelectObjectAttr];
}
