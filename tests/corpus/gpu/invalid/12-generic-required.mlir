// Generic form: required attributes (ODS verifier, checked in alphabetical order: objects, sym_name).
// Upstream mlir-opt-22: same

// expected-error @+1 {{'gpu.binary' op requires attribute 'objects'}}
"gpu.binary"() <{sym_name = "b"}> : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op requires attribute 'sym_name'}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">]}> : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op requires attribute 'objects'}}
"gpu.binary"() : () -> ()

// -----

// Discardable attributes with other names do not count.
// expected-error @+1 {{'gpu.binary' op requires attribute 'sym_name'}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">]}> {name = "b"} : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op requires attribute 'sym_name'}}
"gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">]} : () -> ()
