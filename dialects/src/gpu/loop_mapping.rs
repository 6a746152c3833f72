//! The `gpu` dialect's parallel loop mapping (`ParallelLoopMapperAttr.td` of LLVM 22): how the
//! dimensions of an `scf.parallel` map to GPU hardware ids, as `--gpu-map-parallel-loops`
//! writes it and `--convert-parallel-loops-to-gpu` reads it:
//! `scf.parallel … {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, …]}`.
//! Upstream declares no op constraint on it: `mapping` is a discardable attribute of any op.

use rods::ir::AffineMap;
use rods::{dialect_attr, dialect_enum};

// def ProcessorEnum : I64EnumAttr<"Processor", "processor for loop mapping", [
//     BlockX, BlockY, BlockZ, ThreadX, ThreadY, ThreadZ, Sequential]>
//   (cases 0–6, spelled block_x … thread_z, sequential; cppNamespace ::mlir::gpu)
/// The hardware id a parallel loop dimension maps to, or none (`sequential`).
#[dialect_enum(
    I64EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "processor for loop mapping"
)]
pub enum Processor {
    /// The block id in x.
    #[case(value = 0, str = "block_x")]
    BlockX,
    /// The block id in y.
    #[case(value = 1, str = "block_y")]
    BlockY,
    /// The block id in z.
    #[case(value = 2, str = "block_z")]
    BlockZ,
    /// The thread id in x.
    #[case(value = 3, str = "thread_x")]
    ThreadX,
    /// The thread id in y.
    #[case(value = 4, str = "thread_y")]
    ThreadY,
    /// The thread id in z.
    #[case(value = 5, str = "thread_z")]
    ThreadZ,
    /// No hardware id: the dimension stays a sequential loop.
    #[case(value = 6, str = "sequential")]
    Sequential,
}

// def ParallelLoopDimMappingAttr : GPU_Attr<"ParallelLoopDimMapping", "loop_dim_map"> {
//   parameters: EnumParameter<ProcessorEnum>:$processor, "AffineMap":$map, "AffineMap":$bound
//   assemblyFormat: "`<` struct(params) `>`"
// }
/// The mapping of one dimension of an `scf.parallel` to a processor (the attribute that drives
/// its conversion to `gpu.launch`): `processor` is the hardware id, `map` the affine map applied
/// to the hardware id before it replaces the induction variable, `bound` the affine map that
/// computes the id's bound from the loop's number of iterations.
#[dialect_attr(gpu.loop_dim_map, name = "ParallelLoopDimMappingAttr", format = "`<` struct(params) `>`")]
pub struct ParallelLoopDimMappingAttr {
    /// The hardware id to map to.
    pub processor: Processor,
    /// Applied to the hardware id before it replaces the induction variable.
    pub map: AffineMap,
    /// Computes the hardware id's bound from the loop's number of iterations.
    pub bound: AffineMap,
}
