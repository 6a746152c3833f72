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

// -----

// expected-error@+1 {{target features must start with '+' or '-'}}
"x.u"() {a = #llvm.target_features<["a"]>} : () -> ()

// -----

// expected-error@+1 {{target features can not be null or empty}}
"x.u"() {a = #llvm.target_features<["+b", ""]>} : () -> ()

// -----

// expected-error@+1 {{target features can not contain ','}}
"x.u"() {a = #llvm.target_features<["+a,b"]>} : () -> ()

// -----

// expected-error@+1 {{expected '['}}
"x.u"() {a = #llvm.target_features<>} : () -> ()

// -----

// expected-error@+1 {{struct is missing required parameter: chip}}
"x.u"() {a = #llvm.target<triple = "t">} : () -> ()

// -----

// expected-error@+2 {{target features must start with '+' or '-'}}
// expected-error@+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
"x.u"() {a = #llvm.target<triple = "t", chip = "c", features = <["x"]>>} : () -> ()
