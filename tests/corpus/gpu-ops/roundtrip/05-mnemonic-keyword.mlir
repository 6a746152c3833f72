// A dialect reads the mnemonic of `#dialect.mnemonic…` and `!dialect.mnemonic…` as a keyword,
// which stops at a `-` the name token holds: an attribute or type whose parameters are
// optional, or that has none, reads none of what follows, and parsing resumes after the body.
"x.use"() {
  a = #gpu.select_object-<1>,
  b = #nvvm.target-,
  c = #nvvm.target-<O = 1> : i32,
  d = [#gpu.select_object-x, #nvvm.target-<chip = "sm_90">],
  e = #gpu.object<#nvvm.target-<O = 2>, "">
} : () -> (!gpu.async.token-, !gpu.sparse.spmat_handle-<1>, !llvm.ptr-<1>, !llvm.array<4 x !llvm.ptr-<3>>)
