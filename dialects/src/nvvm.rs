//! The `nvvm` dialect's target attribute (`NVVM_TargetAttr` in LLVM's `NVVMOps.td`, without the
//! later `verifyTarget` parameter), declared with rods.

use std::sync::Arc;

use rods::diag::Diagnostic;
use rods::dialect_attr;
use rods::ir::{Attribute, DictionaryAttr, Ir, NamedAttribute, OpId};
use rods::ods::{DenseI32ArrayAttr, emit_error};

use crate::gpu::TargetAttrInterface;
use crate::target::impl_target_attr;

// def NVVM_TargetAttr : NVVM_Attr<"NVVMTarget", "target"> {
//   let parameters = (ins
//     DefaultValuedParameter<"int", "2", "Optimization level to apply.">:$O,
//     StringRefParameter<"Target triple.", "\"nvptx64-nvidia-cuda\"">:$triple,
//     StringRefParameter<"Target chip.", "\"sm_50\"">:$chip,
//     StringRefParameter<"Target chip features.", "\"\"">:$features,
//     OptionalParameter<"DictionaryAttr", "Target specific flags.">:$flags,
//     OptionalParameter<"ArrayAttr", "Files to link to the LLVM module.">:$link);
//   let assemblyFormat = [{
//     (`<` struct($O, $triple, $chip, $features, $flags, $link)^ `>`)?
//   }];
//   let genVerifyDecl = 1;
// }
/// NVVM target attribute: how to compile a GPU module for an NVIDIA GPU.
/// `#nvvm.target<O = 3, chip = "sm_90", flags = {fast}, link = ["libdevice.bc"]>`; parameters equal
/// to their default are elided, so `#nvvm.target` is the all-defaults target.
#[dialect_attr(nvvm.target, name = "NVVM_TargetAttr", verify,
               interfaces = [TargetAttrInterface],
               format = "(`<` struct($O, $triple, $chip, $features, $flags, $link)^ `>`)?")]
pub struct NvvmTargetAttr {
    /// Optimization level to apply (0–3).
    #[param(name = "O", default = 2, cpp_type = "int")]
    pub opt_level: i32,
    /// Target triple.
    #[param(default = String::from("nvptx64-nvidia-cuda"))]
    pub triple: String,
    /// Target chip.
    #[param(default = String::from("sm_50"))]
    pub chip: String,
    /// Target chip features.
    #[param(default = String::new())]
    pub features: String,
    /// Target specific flags.
    pub flags: Option<DictionaryAttr>,
    /// Files to link to the LLVM module (strings).
    #[param(cpp_type = "ArrayAttr")]
    pub link: Option<Arc<[Attribute]>>,
}

impl_target_attr!(NvvmTargetAttr);

pub mod llvm22;

// def NVVM_Dialect : Dialect {
//   let name = "nvvm";
//   let dependentDialects = ["LLVM::LLVMDialect"];
// }
rods::dialect! {
    /// The `nvvm` dialect: its target attribute (rods declares none of its ops).
    pub static NVVM_DIALECT = {
        name: "nvvm",
        dependent_dialects: [crate::llvm::LLVM_DIALECT],
        attrs: [NvvmTargetAttr],
        verify_operation_attribute: verify_operation_attribute,
    };
}

/// `nvvm.kernel`: marks an `llvm.func` as a kernel.
pub const KERNEL_FUNC_ATTR_NAME: &str = "nvvm.kernel";
/// `nvvm.reqntid`: the exact number of threads of a kernel's blocks.
pub const REQNTID_ATTR_NAME: &str = "nvvm.reqntid";
/// `nvvm.cluster_dim`: the cluster size of a kernel.
pub const CLUSTER_DIM_ATTR_NAME: &str = "nvvm.cluster_dim";

/// The `nvvm` dialect's check of the discardable attributes named `nvvm.…` (upstream's
/// `NVVMDialect::verifyOperationAttribute`): `nvvm.kernel` goes on an `llvm.func` only;
/// `nvvm.maxntid`, `nvvm.reqntid` and `nvvm.cluster_dim` are `array<i32: …>` of one to three
/// elements; `nvvm.minctasm`, `nvvm.maxnreg` and `nvvm.cluster_max_blocks` integers;
/// `nvvm.blocksareclusters` comes with `nvvm.reqntid` and `nvvm.cluster_dim`.
pub fn verify_operation_attribute(
    ir: &Ir,
    op: OpId,
    attr: &NamedAttribute,
) -> Result<(), (Option<OpId>, Diagnostic)> {
    let error = |m: String| Err((Some(op), emit_error(ir, op, m)));
    let name = String::from_utf8_lossy(attr.name.as_bytes());
    match &*name {
        // rods declares no llvm ops: an op named `llvm.func` (which upstream would have
        // registered) is the only one that takes it; `func.func` does not.
        KERNEL_FUNC_ATTR_NAME if ir.op(op).name.as_str() != "llvm.func" => error(format!(
            "'{KERNEL_FUNC_ATTR_NAME}' attribute attached to unexpected op"
        )),
        // `array<i32: 128, 1, 1>`; not `array<i32>`, `array<i64: 1>` or four elements.
        "nvvm.maxntid" | REQNTID_ATTR_NAME | CLUSTER_DIM_ATTR_NAME => {
            match DenseI32ArrayAttr::values_of(&attr.value) {
                Some(v) if (1..=3).contains(&v.len()) => Ok(()),
                _ => error(format!(
                    "'\"{name}\"' attribute must be integer array with maximum 3 index"
                )),
            }
        }
        // `4 : i32` (or a bool, an `i1` integer upstream); not `"4"` or `4.0`.
        "nvvm.minctasm" | "nvvm.maxnreg" | "nvvm.cluster_max_blocks" => match attr.value {
            Attribute::Integer(_) | Attribute::Bool(_) => Ok(()),
            _ => error(format!("'\"{name}\"' attribute must be integer constant")),
        },
        "nvvm.blocksareclusters"
            if ir.attribute(op, REQNTID_ATTR_NAME).is_none()
                || ir.attribute(op, CLUSTER_DIM_ATTR_NAME).is_none() =>
        {
            error(format!(
                "'\"{name}\"' attribute must be used along with '{REQNTID_ATTR_NAME}' and \
                 '{CLUSTER_DIM_ATTR_NAME}'"
            ))
        }
        _ => Ok(()),
    }
}
