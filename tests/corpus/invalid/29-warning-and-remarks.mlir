// expected-error @+1 {{expected '>'}}
"x.op"() {a = array<i32: 1, 2} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"x.op"() {a = array<i32 1>} : () -> ()
