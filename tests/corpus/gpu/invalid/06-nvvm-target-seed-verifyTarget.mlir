// Seed-only (difference (e)): `verifyTarget` was added to #nvvm.target after the seed's era, so the
// struct parser does not know it. The follow-up is matched only up to the parameter name: upstream says "which is to be a `Attribute`";
// the seed declares the parameter as "TargetAttrInterface", so the C++ type in the text may differ
// Upstream mlir-opt-22: seed-only: difference (e): upstream #nvvm.target has `verifyTarget` and accepts this case (prints `#nvvm.target<verifyTarget = false>`).

// expected-error @+2 {{duplicate or unknown struct parameter name: verifyTarget}}
// expected-error @+1 {{failed to parse GPU_ObjectAttr parameter 'target'}}
gpu.binary @b [#gpu.object<#nvvm.target<verifyTarget = false>, "">]
