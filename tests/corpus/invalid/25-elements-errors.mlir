// expected-error @+1 {{expected integer literal}}
"x.op"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"x.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
