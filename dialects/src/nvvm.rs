//! The `nvvm` dialect's target attribute (`NVVM_TargetAttr` in LLVM's `NVVMOps.td`, without the
//! later `verifyTarget` parameter), declared with rods.

use std::sync::Arc;

use rods::dialect_attr;
use rods::ir::{Attribute, DictionaryAttr};

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
    #[param(name = "O", default = 2)]
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
    };
}
