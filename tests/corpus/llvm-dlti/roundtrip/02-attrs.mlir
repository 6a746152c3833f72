// `#llvm.linkage` and `#llvm.cconv`, the LLVM attributes functions and globals carry.

"x.use"() {a = #llvm.linkage<internal>, b = #llvm.linkage<external>, c = #llvm.linkage<private>} : () -> ()
"x.use"() {l = [#llvm.linkage<available_externally>, #llvm.linkage<linkonce>, #llvm.linkage<linkonce_odr>, #llvm.linkage<weak>, #llvm.linkage<weak_odr>, #llvm.linkage<appending>, #llvm.linkage<extern_weak>, #llvm.linkage<common>]} : () -> ()
"x.use"() {a = #llvm.cconv<ccc>, b = #llvm.cconv<fastcc>, c = #llvm.cconv<ptx_kernelcc>, d = #llvm.cconv<amdgpu_kernelcc>} : () -> ()
"x.use"() {l = [#llvm.cconv<coldcc>, #llvm.cconv<cc_10>, #llvm.cconv<cc_11>, #llvm.cconv<swifttailcc>, #llvm.cconv<x86_64_sysvcc>, #llvm.cconv<m68k_intrcc>, #llvm.cconv<spir_kernelcc>]} : () -> ()
"x.use"() {a = #llvm.cconv<"ccc">, b = #llvm.linkage<"internal">, c = #llvm<linkage <weak>>} : () -> ()
"x.func"() ({
}) {sym_name = "f", linkage = #llvm.linkage<private>, CConv = #llvm.cconv<tailcc>, function_type = !llvm.func<void (ptr)>} : () -> ()

// `#llvm.target` and `#llvm.target_features`, the target a module is compiled for.
module attributes {llvm.target = #llvm.target<triple = "x86_64-unknown-linux", chip = "skylake", features = #llvm.target_features<["+avx", "-sse"]>>} {
  "x.u"() {a = #llvm.target_features<[]>, b = #llvm.target<chip = "c", triple = "t">, c = #llvm.target_features<["+a"]>} : () -> ()
  "x.u"() {a = #llvm.target<triple = "t", chip = "c", features = <["+x"]>>, b = #llvm.target_features<[ ]>} : () -> ()
}
