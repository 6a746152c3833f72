// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"x.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
