// Generic form: wrong kinds for `objects` / `sym_name`, results and regions.
// Upstream mlir-opt-22: same

// In properties, a non-array fails property conversion.
// expected-error @+1 {{invalid properties {objects = 1 : i64, sym_name = "b"} for op gpu.binary: Invalid attribute `objects` in property conversion: 1 : i64}}
"gpu.binary"() <{objects = 1, sym_name = "b"}> : () -> ()

// -----

// In the discardable dict, the inherent attr is checked at parse time (no «see current operation» note).
// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() {objects = 1, sym_name = "b"} : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() {objects = [1], sym_name = "b"} : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() <{objects = [1], sym_name = "b"}> : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() <{objects = [], sym_name = "b"}> : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">, #nvvm.target], sym_name = "b"}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {objects = [#gpu.object<#nvvm.target, "">], sym_name = 1 : i64} for op gpu.binary: Invalid attribute `sym_name` in property conversion: 1 : i64}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], sym_name = 1}> : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"gpu.binary"() {objects = [#gpu.object<#nvvm.target, "">], sym_name = 1} : () -> ()

// -----

// expected-error @+1 {{'gpu.binary' op requires zero results}}
%0 = "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b"}> : () -> i32

// -----

// expected-error @+1 {{'gpu.binary' op requires zero regions}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "">], offloadingHandler = #gpu.select_object, sym_name = "b"}> ({}) : () -> ()
