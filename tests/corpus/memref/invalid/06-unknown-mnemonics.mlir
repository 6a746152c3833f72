// The memref dialect defines no attributes and no types: it has no parsing hook for either.

// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
"x.op"() {a = #memref.layout} : () -> ()

// -----

// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
"x.op"() {a = #memref<layout>} : () -> ()
