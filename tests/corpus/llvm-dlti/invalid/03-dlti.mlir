// expected-error@+1 {{repeated DLTI key: "a"}}
"x.use"() {a = #dlti.dl_spec<"a" = 1, "a" = 2>} : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: i32}}
"x.use"() {a = #dlti.dl_spec<i32 = 1, #dlti.dl_entry<i32, 2>>} : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: !llvm.ptr}}
"x.use"() {a = #dlti.map<!llvm.ptr = 1, !llvm.ptr<0> = 2>} : () -> ()

// -----

// expected-error@+1 {{empty string as DLTI key is not allowed}}
"x.use"() {a = #dlti.dl_spec<"" = 1>} : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: "a"}}
"x.use"() {a = #dlti.map<"a" = 1, "b" = 2, "a" = 2>} : () -> ()

// -----

// expected-error@+1 {{no DLTI entries provided}}
"x.use"() {a = #dlti.target_device_spec<>} : () -> ()

// -----

// expected-error@+1 {{no DLTI entries provided}}
"x.use"() {a = #dlti.target_system_spec<>} : () -> ()

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
"x.use"() {a = #dlti.target_device_spec<i32 = 1>} : () -> ()

// -----

// expected-error@+1 {{type as DLTI key is not allowed}}
"x.use"() {a = #dlti.target_device_spec<#dlti.dl_entry<i32, 1>>} : () -> ()

// -----

// expected-error@+1 {{value associated with key "CPU" is not a DLTI device spec}}
"x.use"() {a = #dlti.target_system_spec<"CPU" = 1>} : () -> ()

// -----

// expected-error@+1 {{non-string key of DLTI system spec}}
"x.use"() {a = #dlti.target_system_spec<#dlti.dl_entry<i32, #dlti.target_device_spec<"a" = 1>>>} : () -> ()

// -----

// expected-error@+1 {{repeated device ID in dlti.target_system_spec: "C"}}
"x.use"() {a = #dlti.target_system_spec<"C" = #dlti.target_device_spec<"a" = 1>, "C" = #dlti.target_device_spec<"b" = 1>>} : () -> ()

// -----

// expected-error@+1 {{repeated DLTI key: "a"}}
"x.use"() {a = #dlti.target_system_spec<"C" = #dlti.target_device_spec<"a" = 1, "a" = 2>>} : () -> ()

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
"x.use"() {a = #dlti.dl_spec<1>} : () -> ()

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
"x.use"() {a = #dlti.dl_spec<#dlti.map<>>} : () -> ()

// -----

// expected-error@+1 {{expected '='}}
"x.use"() {a = #dlti.dl_spec<"a" 1>} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"x.use"() {a = #dlti.dl_spec<"a" = >} : () -> ()

// -----

// expected-error@+1 {{expected '>'}}
"x.use"() {a = #dlti.dl_spec<"a" = 1 "b" = 2>} : () -> ()

// -----

// expected-error@+1 {{expected a type or a quoted string}}
"x.use"() {a = #dlti.dl_entry<1, 2>} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"x.use"() {a = #dlti.dl_entry<"a" 2>} : () -> ()

// -----

// expected-error@+1 {{expected 'function_dependent'}}
"x.use"() {a = #dlti.function_pointer_alignment<64, true>} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse DLTI_FunctionPointerAlignmentAttr parameter 'function_dependent' which is to be a `bool`}}
"x.use"() {a = #dlti.function_pointer_alignment<64, function_dependent = yes>} : () -> ()
