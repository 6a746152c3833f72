//! The `rocdl` dialect's target attribute (`ROCDL_TargetAttr` in LLVM's `ROCDLOps.td`): a second
//! implementation of `TargetAttrInterface`, showing the interface is open.

use std::sync::Arc;

use rods::dialect_attr;
use rods::ir::{Attribute, DictionaryAttr};

use crate::gpu::TargetAttrInterface;
use crate::target::impl_target_attr;

// def ROCDL_TargetAttr : ROCDL_Attr<"ROCDLTarget", "target"> {
//   let parameters = (ins
//     DefaultValuedParameter<"int", "2", "Optimization level to apply.">:$O,
//     StringRefParameter<"Target triple.", "\"amdgcn-amd-amdhsa\"">:$triple,
//     StringRefParameter<"Target chip.", "\"gfx900\"">:$chip,
//     StringRefParameter<"Target chip features.", "\"\"">:$features,
//     StringRefParameter<"ABI version.", "\"600\"">:$abi,
//     OptionalParameter<"DictionaryAttr", "Target specific flags.">:$flags,
//     OptionalParameter<"ArrayAttr", "Files to link to the LLVM module.">:$link);
//   let assemblyFormat = [{
//     (`<` struct($O, $triple, $chip, $features, $abi, $flags, $link)^ `>`)?
//   }];
//   let genVerifyDecl = 1;
// }
/// ROCDL target attribute: how to compile a GPU module for an AMD GPU.
#[dialect_attr(rocdl.target, name = "ROCDL_TargetAttr", verify,
               interfaces = [TargetAttrInterface],
               format = "(`<` struct($O, $triple, $chip, $features, $abi, $flags, $link)^ `>`)?")]
pub struct RocdlTargetAttr {
    /// Optimization level to apply (0–3).
    #[param(name = "O", default = 2, cpp_type = "int")]
    pub opt_level: i32,
    /// Target triple.
    #[param(default = String::from("amdgcn-amd-amdhsa"))]
    pub triple: String,
    /// Target chip.
    #[param(default = String::from("gfx900"))]
    pub chip: String,
    /// Target chip features.
    #[param(default = String::new())]
    pub features: String,
    /// ABI version.
    #[param(default = String::from("600"))]
    pub abi: String,
    /// Target specific flags.
    pub flags: Option<DictionaryAttr>,
    /// Files to link to the LLVM module (strings).
    #[param(cpp_type = "ArrayAttr")]
    pub link: Option<Arc<[Attribute]>>,
}

impl_target_attr!(RocdlTargetAttr);

// def ROCDL_Dialect : Dialect {
//   let name = "rocdl";
//   let dependentDialects = ["LLVM::LLVMDialect"];
//   let summary = "Dialect for wrapping LLVM AMDGPU backend intrinsics and attributes";
// }
rods::dialect! {
    /// The ROCDL dialect, like the other platform-specific LLVM dialects, is where wrappers
    /// around the AMD-specific intrinsics and attributes of LLVM live; rods declares its target
    /// attribute.
    pub static ROCDL_DIALECT = {
        name: "rocdl",
        dependent_dialects: [crate::llvm::LLVM_DIALECT],
        summary: "Dialect for wrapping LLVM AMDGPU backend intrinsics and attributes",
        attrs: [RocdlTargetAttr],
        verify_operation_attribute: verify_operation_attribute,
    };
}

/// `rocdl.kernel`: marks an `llvm.func` as a kernel.
pub const KERNEL_FUNC_ATTR_NAME: &str = "rocdl.kernel";

/// The `rocdl` dialect's check of the discardable attributes named `rocdl.…` (upstream's
/// `ROCDLDialect::verifyOperationAttribute`): `rocdl.kernel` goes on an `llvm.func` only (rods
/// declares no llvm ops: an op of that name, which upstream would have registered).
pub fn verify_operation_attribute(
    ir: &rods::ir::Ir,
    op: rods::ir::OpId,
    attr: &rods::ir::NamedAttribute,
) -> Result<(), (Option<rods::ir::OpId>, rods::diag::Diagnostic)> {
    if attr.name.is(KERNEL_FUNC_ATTR_NAME) && ir.op(op).name.as_str() != "llvm.func" {
        // Upstream streams the name as a `StringAttr`: quoted.
        let message = format!("'\"{KERNEL_FUNC_ATTR_NAME}\"' attribute attached to unexpected op");
        return Err((Some(op), rods::ods::emit_error(ir, op, message)));
    }
    Ok(())
}
