// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: foo}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"x.use"() {a = #llvm.linkage<foo>} : () -> ()

// -----

// expected-error@+2 {{expected keyword for LLVM linkage types}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"x.use"() {a = #llvm.linkage<1>} : () -> ()

// -----

// expected-error@+2 {{for Calling Conventions, got: cdecl}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"x.use"() {a = #llvm.cconv<cdecl>} : () -> ()

// -----

// expected-error@+2 {{expected keyword for Calling Conventions}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
"x.use"() {a = #llvm.cconv<>} : () -> ()

// -----

// expected-error@+1 {{expected '<'}}
"x.use"() {a = #llvm.cconv} : () -> ()
