// An alias used only inside the body of an unregistered dialect attribute or type: the body is
// kept as text (`#x.cond<#enc>`), and mlir-opt-22 prints neither the alias definition nor its
// value there; the output reads back, as the body is never resolved.
#enc = #x.e<1>
!t = !x.t<#enc>
"x.op"() {a = #x.cond<#enc>, b = !x.q<#enc>, c = #x.z<!t>, d = #x<cond<#enc, [#enc]>>} : () -> (tensor<2xi8, #x.cond<#enc>>)
