//! The `gpu` dialect's device mapping attributes (`GPUDeviceMappingAttr.td` of LLVM 22): how
//! an `scf.forall` loop maps to GPU processing units (`#gpu.block<x>`, `#gpu.thread<linear_dim_0>`,
//! `#gpu.warp<y>`, `#gpu.warpgroup<z>`, `#gpu.lane<linear_dim_1>`), the mask of active units
//! (`#gpu.mask<5>`), and the memory space a value is moved to (`#gpu.memory_space<workgroup>`).
//! Upstream, all but the mask implement SCF's `DeviceMappingAttrInterface` (the mask its
//! `DeviceMaskingAttrInterface`); the methods that interface needs are here as inherent methods
//! ([`MappingId::mapping_id`] and the attributes' `mapping_id`, `is_linear_mapping`,
//! `relative_index`).

use rods::{dialect_attr, dialect_enum};

use crate::scf::{DeviceMappingAttrInterface, DeviceMaskingAttrInterface};

use super::ops::AddressSpace;

// def DimX : I64EnumAttrCase<"DimX", 0, "x">;
// def DimY : I64EnumAttrCase<"DimY", 1, "y">;
// def DimZ : I64EnumAttrCase<"DimZ", 2, "z">;
// def LinearDim0 : I64EnumAttrCase<"LinearDim0", 3, "linear_dim_0">;
// …
// def LinearDim9 : I64EnumAttrCase<"LinearDim9", 12, "linear_dim_9">;
// def MappingIdEnum : I64EnumAttr<"MappingId", "Mapping ids for loop mapping", [
//     DimX, DimY, DimZ,
//     LinearDim0, LinearDim1, LinearDim2, LinearDim3, LinearDim4,
//     LinearDim5, LinearDim6, LinearDim7, LinearDim8, LinearDim9]> {
//   let cppNamespace = "::mlir::gpu";
// }
/// Mapping ids for loop mapping: the three dimensions of the 3D mapping mode, then the ten
/// dimensions of the linear mapping mode.
#[dialect_enum(
    I64EnumAttr,
    cpp_namespace = "::mlir::gpu",
    summary = "Mapping ids for loop mapping"
)]
pub enum MappingId {
    /// The x dimension.
    #[case(value = 0, str = "x")]
    DimX,
    /// The y dimension.
    #[case(value = 1, str = "y")]
    DimY,
    /// The z dimension.
    #[case(value = 2, str = "z")]
    DimZ,
    /// Linear dimension 0.
    #[case(value = 3, str = "linear_dim_0")]
    LinearDim0,
    /// Linear dimension 1.
    #[case(value = 4, str = "linear_dim_1")]
    LinearDim1,
    /// Linear dimension 2.
    #[case(value = 5, str = "linear_dim_2")]
    LinearDim2,
    /// Linear dimension 3.
    #[case(value = 6, str = "linear_dim_3")]
    LinearDim3,
    /// Linear dimension 4.
    #[case(value = 7, str = "linear_dim_4")]
    LinearDim4,
    /// Linear dimension 5.
    #[case(value = 8, str = "linear_dim_5")]
    LinearDim5,
    /// Linear dimension 6.
    #[case(value = 9, str = "linear_dim_6")]
    LinearDim6,
    /// Linear dimension 7.
    #[case(value = 10, str = "linear_dim_7")]
    LinearDim7,
    /// Linear dimension 8.
    #[case(value = 11, str = "linear_dim_8")]
    LinearDim8,
    /// Linear dimension 9.
    #[case(value = 12, str = "linear_dim_9")]
    LinearDim9,
}

impl MappingId {
    /// `getMappingId`: the id's value.
    pub fn mapping_id(self) -> i64 {
        self.value() as i64
    }

    /// `isLinearMapping`: whether the id is a linear dimension (`linear_dim_N`).
    pub fn is_linear_mapping(self) -> bool {
        self.mapping_id() >= MappingId::LinearDim0.mapping_id()
    }

    /// `getRelativeIndex`: the index among the linear dimensions for a linear id
    /// (`linear_dim_2` is 2), the dimension otherwise (`y` is 1).
    pub fn relative_index(self) -> i64 {
        if self.is_linear_mapping() {
            self.mapping_id() - MappingId::LinearDim0.mapping_id()
        } else {
            self.mapping_id()
        }
    }
}

// def GPUBlockMappingAttr : GPU_Attr<"GPUBlockMapping", "block", [
//   DeclareAttrInterfaceMethods<DeviceMappingAttrInterface> ] >  {
//   let parameters = (ins
//     EnumParameter<MappingIdEnum>:$block
//   );
//   let assemblyFormat = "`<` params `>`";
// }
/// An attribute that allows defining thread block parallelism for GPU devices.
///
/// Thread blocks (aka workgroup) are grouped into a grid described by a
/// 3-dimensional rectangle.
/// This attribute indicates that thread block parallelism is desired.
/// It can be consumed by lowering to generate GPU code.
/// 2 modes are supported: (1) 3D mapping mode and (2) linear mapping mode.
///
/// #### 3D mapping mode
///
/// The 3D block id is simply the 3D index of the block `(bidx, bidy, bidz)`.
/// If required, predication occurs on a per-dimension basis. This allows
/// specifying predication on a 3D sub-rectangle of the grid.
///
/// #### Linear mapping mode
///
/// The linear block id is obtained by linearizing the index of the block.
/// If required, predication occurs on the linear id. This allows specifying
/// predication on a 1D subset of the (linearized) grid.
///
/// For instance, if the basis is denoted as (GX, GY, GZ) and the block id is
/// denoted by (bx, by, bz), the block id is:
///   `linear_id = bx + by * GX + bz * GX * GBY)`.
/// The linear block id is fixed for the duration of a GPU kernel.
///
/// This linear id mapping attribute indicates a different linearization relation
/// is applied locally to a loop nest.
///
/// For instance, if the new basis is denoted as (LBD0, LBD1, LBD2, LBD3) the
/// block id in the new basis is:
///   `(linear_id mod LBD0 ,
///       (linear_id / LBD0) mod * LBD1,
///       (linear_id / (LBD0 * LBD1)) mod LBD2,
///       (linear_id / (LBD0 * LBD1 * LBD2)) mod LBD3)`.
/// This reinterpretation is only fixed for the duration of a loop nest.
#[dialect_attr(gpu.block, name = "GPUBlockMappingAttr", interfaces = [DeviceMappingAttrInterface], format = "`<` params `>`")]
pub struct GPUBlockMappingAttr {
    /// The mapping id.
    pub block: MappingId,
}

impl GPUBlockMappingAttr {
    /// `getMappingId` (`DeviceMappingAttrInterface`): the id's value.
    pub fn mapping_id(&self) -> i64 {
        self.block.mapping_id()
    }

    /// `isLinearMapping` (`DeviceMappingAttrInterface`): whether the id is `linear_dim_N`.
    pub fn is_linear_mapping(&self) -> bool {
        self.block.is_linear_mapping()
    }

    /// `getRelativeIndex` (`DeviceMappingAttrInterface`): see [`MappingId::relative_index`].
    pub fn relative_index(&self) -> i64 {
        self.block.relative_index()
    }
}

// def GPUWarpgroupMappingAttr : GPU_Attr<"GPUWarpgroupMapping", "warpgroup", [
//   DeclareAttrInterfaceMethods<DeviceMappingAttrInterface> ] >  {
//   let parameters = (ins
//     EnumParameter<MappingIdEnum>:$warpgroup
//   );
//   let assemblyFormat = "`<` params `>`";
// }
/// An attribute that allows defining warpgroup parallelism for GPU devices.
///
/// Threads of proper granularity (e.g. multiple of
/// "kNumWarpsPerGroup * kWarpSize" on CUDA devices) can be grouped into
/// warpgroups described by a 3-dimensional rectangle.
/// This attribute indicates that warpgroup parallelism is desired.
/// It can be consumed by lowering to generate GPU code.
/// 2 modes are supported: (1) 3D mapping mode and (2) linear mapping mode.
///
/// #### 3D mapping mode
///
/// The 3D warpgroup id is simply the adjusted 3D index of the thread
/// `(tidx / (kNumWarpsPerGroup * kWarpSize), tidy, tidz)`.
/// If required, predication occurs on a per-dimension basis. This allows
/// specifying predication on a 3D sub-rectangle of the warpgroups.
///
/// #### Linear mapping mode
///
/// The linear warpgroup id is obtained by linearizing the index of the warpgroup.
/// If required, predication occurs on the linear id. This allows specifying
/// predication on a 1D "kNumWarpsPerGroup * kWarpSize"-aligned subset of the
/// (linearized) block.
///
/// For instance, if the basis is denoted as (BX, BY, BZ) and the thread id is
/// id is denoted by (tx, ty, tz), the linear warpgroup id is:
///   `linear_id = (tx + ty * BX + tz * BX * BY)
///              / (kNumWarpsPerGroup * kWarpSize)`.
/// The linear warpgroup id is fixed for the duration of a GPU kernel.
///
/// This linear id mapping attribute indicates a different linearization relation
/// is applied locally to a loop nest.
///
/// For instance, if the new basis is denoted as (LWGD0, LWGD1, LWGD2, LWGD3) the
/// warpgroup id in the new basis is:
///   `(linear_id mod LWGD0 ,
///       (linear_id / LWGD0) mod * LWGD1,
///       (linear_id / (LWGD0 * LWGD1)) mod LWGD2,
///       (linear_id / (LWGD0 * LWGD1 * LWGD2)) mod LWGD3)`.
/// This reinterpretation is only fixed for the duration of a loop nest.
#[dialect_attr(gpu.warpgroup, name = "GPUWarpgroupMappingAttr", interfaces = [DeviceMappingAttrInterface], format = "`<` params `>`")]
pub struct GPUWarpgroupMappingAttr {
    /// The mapping id.
    pub warpgroup: MappingId,
}

impl GPUWarpgroupMappingAttr {
    /// `getMappingId` (`DeviceMappingAttrInterface`): the id's value.
    pub fn mapping_id(&self) -> i64 {
        self.warpgroup.mapping_id()
    }

    /// `isLinearMapping` (`DeviceMappingAttrInterface`): whether the id is `linear_dim_N`.
    pub fn is_linear_mapping(&self) -> bool {
        self.warpgroup.is_linear_mapping()
    }

    /// `getRelativeIndex` (`DeviceMappingAttrInterface`): see [`MappingId::relative_index`].
    pub fn relative_index(&self) -> i64 {
        self.warpgroup.relative_index()
    }
}

// def GPUWarpMappingAttr : GPU_Attr<"GPUWarpMapping", "warp", [
//   DeclareAttrInterfaceMethods<DeviceMappingAttrInterface> ] >  {
//   let parameters = (ins
//     EnumParameter<MappingIdEnum>:$warp
//   );
//   let assemblyFormat = "`<` params `>`";
// }
/// An attribute that allows defining warp parallelism for GPU devices.
///
/// Threads of proper granularity (e.g. multiple of "warp size" on CUDA devices)
/// can be grouped into warps described by a 3-dimensional rectangle.
/// This attribute indicates that warp parallelism is desired.
/// It can be consumed by lowering to generate GPU code.
/// 2 modes are supported: (1) 3D mapping mode and (2) linear mapping mode.
///
/// #### 3D mapping mode
///
/// The 3D warp id is simply the adjusted 3D index of the thread
/// `(tidx / kWarpSize, tidy, tidz)`.
/// If required, predication occurs on a per-dimension basis. This allows
/// specifying predication on a 3D sub-rectangle of the warpgroups.
///
/// #### Linear mapping mode
///
/// The linear warp id is obtained by linearizing the index of the warp.
/// If required, predication occurs on the linear id. This allows specifying
/// predication on a 1D "kWarpSize"-aligned subset of the (linearized) block.
///
/// For instance, if the basis is denoted as (BX, BY, BZ) and the thread id is
/// id is denoted by (tx, ty, tz), the linear warp id is:
///   `linear_id = (tx + ty * BX + tz * BX * BY) / kWarpSize`.
/// The linear warp id is fixed for the duration of a GPU kernel.
///
/// This linear id mapping attribute indicates a different linearization relation
/// is applied locally to a loop nest.
///
/// For instance, if the new basis is denoted as (LWD0, LWD1, LWD2, LWD3) the
/// warp id in the new basis is:
///   `(linear_id mod LWD0 ,
///       (linear_id / LWD0) mod * LWD1,
///       (linear_id / (LWD0 * LWD1)) mod LWD2,
///       (linear_id / (LWD0 * LWD1 * LWD2)) mod LWD3)`.
/// This reinterpretation is only fixed for the duration of a loop nest.
#[dialect_attr(gpu.warp, name = "GPUWarpMappingAttr", interfaces = [DeviceMappingAttrInterface], format = "`<` params `>`")]
pub struct GPUWarpMappingAttr {
    /// The mapping id.
    pub warp: MappingId,
}

impl GPUWarpMappingAttr {
    /// `getMappingId` (`DeviceMappingAttrInterface`): the id's value.
    pub fn mapping_id(&self) -> i64 {
        self.warp.mapping_id()
    }

    /// `isLinearMapping` (`DeviceMappingAttrInterface`): whether the id is `linear_dim_N`.
    pub fn is_linear_mapping(&self) -> bool {
        self.warp.is_linear_mapping()
    }

    /// `getRelativeIndex` (`DeviceMappingAttrInterface`): see [`MappingId::relative_index`].
    pub fn relative_index(&self) -> i64 {
        self.warp.relative_index()
    }
}

// def GPUThreadMappingAttr : GPU_Attr<"GPUThreadMapping", "thread", [
//   DeclareAttrInterfaceMethods<DeviceMappingAttrInterface> ] >  {
//   let parameters = (ins
//     EnumParameter<MappingIdEnum>:$thread
//   );
//   let assemblyFormat = "`<` params `>`";
// }
/// An attribute that allows defining thread parallelism for GPU devices.
///
/// Thread (aka work item) are grouped into a thread blocks described by a
/// 3-dimensional rectangle.
/// This attribute indicates that thread parallelism is desired.
/// It can be consumed by lowering to generate GPU.
///
/// #### 3D mapping mode
///
/// The 3D thread id is simply the 3D index of the thread `(tidx, tidy, tidz)`.
/// If required, predication occurs on a per-dimension basis. This allows
/// specifying predication on a 3D sub-rectangle of the block.
///
/// #### Linear mapping mode
///
/// The linear thread id is obtained by linearizing the index of the thread.
/// If required, predication occurs on the linear id. This allows specifying
/// predication on a 1D subset of the (linearized) block.
///
/// For instance, if the basis is denoted as (BX, BY, BZ) and the thread id is
/// id is denoted by (tx, ty, tz), the linear thread id is:
///   `linear_id = (tx + ty * BX + tz * BX * BY)`.
/// The linear thread id is fixed for the duration of a GPU kernel.
///
/// This linear id mapping attribute indicates a different linearization relation
/// is applied locally to a loop nest.
///
/// For instance, if the new basis is denoted as (LTD0, LTD1, LTD2, LTD3) the
/// thread id in the new basis is:
///   `(linear_id mod LTD0 ,
///       (linear_id / LTD0) mod * LTD1,
///       (linear_id / (LTD0 * LTD1)) mod LTD2,
///       (linear_id / (LTD0 * LTD1 * LTD2)) mod LTD3)`.
/// This reinterpretation is only fixed for the duration of a loop nest.
#[dialect_attr(gpu.thread, name = "GPUThreadMappingAttr", interfaces = [DeviceMappingAttrInterface], format = "`<` params `>`")]
pub struct GPUThreadMappingAttr {
    /// The mapping id.
    pub thread: MappingId,
}

impl GPUThreadMappingAttr {
    /// `getMappingId` (`DeviceMappingAttrInterface`): the id's value.
    pub fn mapping_id(&self) -> i64 {
        self.thread.mapping_id()
    }

    /// `isLinearMapping` (`DeviceMappingAttrInterface`): whether the id is `linear_dim_N`.
    pub fn is_linear_mapping(&self) -> bool {
        self.thread.is_linear_mapping()
    }

    /// `getRelativeIndex` (`DeviceMappingAttrInterface`): see [`MappingId::relative_index`].
    pub fn relative_index(&self) -> i64 {
        self.thread.relative_index()
    }
}

// def GPULaneMappingAttr : GPU_Attr<"GPULaneMapping", "lane", [
//   DeclareAttrInterfaceMethods<DeviceMappingAttrInterface> ] >  {
//   let parameters = (ins
//     EnumParameter<MappingIdEnum>:$lane
//   );
//   let assemblyFormat = "`<` params `>`";
// }
/// An attribute that allows defining lane parallelism for GPU devices.
///
/// It can be consumed by lowering to generate GPU.
///
/// #### 3D mapping mode
///
/// Unsupported
///
/// #### Linear mapping mode
///
/// The linear lane id is obtained by linearizing the index of the lane.
/// If required, predication occurs on the linear id. This allows specifying
/// predication on a 1D subset of the (linearized) lanes.
#[dialect_attr(gpu.lane, name = "GPULaneMappingAttr", interfaces = [DeviceMappingAttrInterface], format = "`<` params `>`")]
pub struct GPULaneMappingAttr {
    /// The mapping id.
    pub lane: MappingId,
}

impl GPULaneMappingAttr {
    /// `getMappingId` (`DeviceMappingAttrInterface`): the id's value.
    pub fn mapping_id(&self) -> i64 {
        self.lane.mapping_id()
    }

    /// `isLinearMapping` (`DeviceMappingAttrInterface`): whether the id is `linear_dim_N`.
    pub fn is_linear_mapping(&self) -> bool {
        self.lane.is_linear_mapping()
    }

    /// `getRelativeIndex` (`DeviceMappingAttrInterface`): see [`MappingId::relative_index`].
    pub fn relative_index(&self) -> i64 {
        self.lane.relative_index()
    }
}

// def GPUMappingMaskAttr : GPU_Attr<"GPUMappingMask", "mask", [
//   DeclareAttrInterfaceMethods<DeviceMaskingAttrInterface> ] >  {
//   let parameters = (ins "uint64_t":$mask);
//   let assemblyFormat = "`<` params `>`";
// }
/// Attribute describing how to filter the processing units that a region is
/// mapped to. The masking is a bitfield that specifies for each processing
/// unit whether it is active or not.
#[dialect_attr(gpu.mask, name = "GPUMappingMaskAttr", interfaces = [DeviceMaskingAttrInterface], format = "`<` params `>`")]
pub struct GPUMappingMaskAttr {
    /// One bit per processing unit: set when the unit is active.
    #[param(cpp_type = "uint64_t")]
    pub mask: u64,
}

impl GPUMappingMaskAttr {
    /// `getMaxNumPhysicalIds` (`DeviceMaskingAttrInterface`): the mask's width.
    pub fn max_num_physical_ids(&self) -> i64 {
        64
    }
}

// def GPUMemorySpaceMappingAttr : GPU_Attr<"GPUMemorySpaceMapping", "memory_space", [
//   DeclareAttrInterfaceMethods<DeviceMappingAttrInterface> ] >  {
//   let parameters = (ins
//     EnumParameter<GPU_AddressSpaceEnum>:$address_space
//   );
//   let assemblyFormat = "`<` params `>`";
// }
/// An attribute that allows defining memory hierarchy for GPU devices.
///
/// GPU Memory has three memory space, global, workgroup, and private. The global memory
/// is visible to all workitems and workgroups, the workgroup memory is only available for workitems
/// within a workgroup, and private memory is only visible to a single workitem. This attribute indicates
/// that using memory hiearchy is desired. It can be consumed by lowering to
/// move data to a specific address space in GPU code.
#[dialect_attr(gpu.memory_space, name = "GPUMemorySpaceMappingAttr", interfaces = [DeviceMappingAttrInterface], format = "`<` params `>`")]
pub struct GPUMemorySpaceMappingAttr {
    /// The address space.
    pub address_space: AddressSpace,
}

impl GPUMemorySpaceMappingAttr {
    /// `getMappingId` (`DeviceMappingAttrInterface`): the address space's value. Upstream's
    /// `isLinearMapping` and `getRelativeIndex` are unreachable for this attribute.
    pub fn mapping_id(&self) -> i64 {
        i64::from(self.address_space.value())
    }
}

/// `DeviceMappingAttrInterface` of the id mapping attributes: their inherent methods.
macro_rules! device_mapping {
    ($($attr:ident),*) => {$(
        impl DeviceMappingAttrInterface for $attr {
            fn mapping_id(&self) -> i64 {
                $attr::mapping_id(self)
            }
            fn is_linear_mapping(&self) -> bool {
                $attr::is_linear_mapping(self)
            }
            fn relative_index(&self) -> i64 {
                $attr::relative_index(self)
            }
        }
    )*};
}
device_mapping!(
    GPUBlockMappingAttr,
    GPUWarpgroupMappingAttr,
    GPUWarpMappingAttr,
    GPUThreadMappingAttr,
    GPULaneMappingAttr
);

/// Upstream's `isLinearMapping` and `getRelativeIndex` are unreachable for a memory space (it
/// maps no ids); here they say «not linear» and give the mapping id.
impl DeviceMappingAttrInterface for GPUMemorySpaceMappingAttr {
    fn mapping_id(&self) -> i64 {
        GPUMemorySpaceMappingAttr::mapping_id(self)
    }
    fn is_linear_mapping(&self) -> bool {
        false
    }
    fn relative_index(&self) -> i64 {
        GPUMemorySpaceMappingAttr::mapping_id(self)
    }
}

impl DeviceMaskingAttrInterface for GPUMappingMaskAttr {
    fn max_num_physical_ids(&self) -> i64 {
        GPUMappingMaskAttr::max_num_physical_ids(self)
    }
}
