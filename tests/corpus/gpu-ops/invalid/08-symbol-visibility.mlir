// `Symbol`'s verifier: `sym_visibility`, inherent or discardable, is one of three strings.
// expected-error@+1 {{'gpu.module' op requires visibility attribute 'sym_visibility' to be a string attribute, but got 5 : i64}}
gpu.module @m attributes {sym_visibility = 5} {
}

// -----

// expected-error@+1 {{'gpu.module' op visibility expected to be one of ["public", "private", "nested"], but got "x"}}
gpu.module @m attributes {sym_visibility = "x"} {
}

// -----

// expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "x"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "x"}> ({}) : () -> ()

// -----

gpu.module @ok attributes {sym_visibility = "private"} {
}
