// A dialect reads the mnemonic of `#dialect.mnemonic…` as a keyword, which stops at a `-`
// the name token holds; what follows is its parser's.

// expected-error@+1 {{expected '<'}}
"x.use"() {a = #gpu.address_space-<global>} : () -> ()

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
"x.use"() {a = #gpu.dim-x} : () -> ()

// -----

// expected-error@+1 {{unknown attribute `dims` in dialect `gpu`}}
"x.use"() {a = #gpu.dims-x} : () -> ()

// -----

// expected-error@+1 {{expected valid keyword}}
"x.use"() {a = #gpu.-x} : () -> ()

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"x.use"() {a = #gpu.select_object-<1} : () -> ()

// -----

// expected-error@+1 {{dialect 'func' provides no attribute parsing hook}}
"x.use"() {a = #func.x-<1>} : () -> ()

// -----

// expected-error@+1 {{dialect 'cf' provides no attribute parsing hook}}
"x.use"() {a = #cf< x>} : () -> ()

// -----

// expected-error@+1 {{dialect 'builtin' provides no attribute parsing hook}}
"x.use"() {a = #builtin.x-<y>} : () -> ()

// -----

// expected-error@+1 {{expected '<'}}
"x.use"() : () -> !gpu.mma_matrix-<16x16xf16, "AOp">

// -----

// expected-error@+1 {{expected '<'}}
"x.use"() : () -> !llvm.struct-

// -----

// expected-error@+1 {{expected valid keyword}}
"x.use"() : () -> !llvm.-

// -----

// expected-error@+1 {{dialect 'cf' provides no type parsing hook}}
"x.use"() : () -> !cf< x>

// -----

// The rest of the name token and the body are the parser's: nothing is read here and
// parsing resumes after the body.
// expected-error@+1 {{expected '}' in attribute dictionary}}
"x.use"() {a = #nvvm.target-<O = 1> x} : () -> ()
