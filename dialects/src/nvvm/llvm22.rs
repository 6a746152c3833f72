//! LLVM 22's `#nvvm.target`, which has the `verifyTarget` parameter the seed's lacks; registered
//! with LLVM 22's `gpu.binary` ([`crate::GpuFlavour::Llvm22`]).

use std::sync::Arc;

use rods::dialect_attr;
use rods::ir::{Attribute, DictionaryAttr};

use crate::gpu::TargetAttrInterface;
use crate::target::impl_target_attr;

// def NVVM_TargetAttr : NVVM_Attr<"NVVMTarget", "target",
//   [DeclareAttrInterfaceMethods<GPUTargetAttrVerifyInterface>]> {
//   let parameters = (ins
//     DefaultValuedParameter<"int", "2", "Optimization level to apply.">:$O,
//     StringRefParameter<"Target triple.", "\"nvptx64-nvidia-cuda\"">:$triple,
//     StringRefParameter<"Target chip.", "\"sm_50\"">:$chip,
//     StringRefParameter<"Target chip features.", "\"\"">:$features,
//     OptionalParameter<"DictionaryAttr", "Target specific flags.">:$flags,
//     OptionalParameter<"ArrayAttr", "Files to link to the LLVM module.">:$link,
//     DefaultValuedParameter<"bool", "true", "Perform SM version check on Ops.">:$verifyTarget
//   );
//   let assemblyFormat = [{
//     (`<` struct($O, $triple, $chip, $features, $flags, $link, $verifyTarget)^ `>`)?
//   }];
//   let genVerifyDecl = 1;
// }
/// NVVM target attribute: how to compile a GPU module for an NVIDIA GPU.
/// `#nvvm.target<chip = "sm_90", flags = {fast}, verifyTarget = false>`; parameters equal to
/// their default are elided. rods declares no NVVM ops, so `verifyTarget` (whether the SM
/// version of the ops in a `gpu.module` is checked, `GPUTargetAttrVerifyInterface`) is carried
/// and printed only.
#[dialect_attr(nvvm.target, name = "NVVM_TargetAttr", verify,
               interfaces = [TargetAttrInterface],
               format = "(`<` struct($O, $triple, $chip, $features, $flags, $link, $verifyTarget)^ `>`)?")]
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
    /// Perform the SM version check on ops.
    #[param(name = "verifyTarget", default = true)]
    pub verify_target: bool,
}

impl_target_attr!(NvvmTargetAttr);

rods::dialect! {
    /// The `nvvm` dialect of LLVM 22: its target attribute (rods declares none of its ops).
    pub static NVVM_DIALECT = {
        name: "nvvm",
        dependent_dialects: [crate::llvm::LLVM_DIALECT],
        attrs: [NvvmTargetAttr],
        verify_operation_attribute: super::verify_operation_attribute,
    };
}
