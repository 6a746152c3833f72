"x.op"() {g = dense<"0x0F07"> : tensor<4xcomplex<i1>>} : () -> ()
"x.op"() {h = dense<[(true, true), (false, true)]> : tensor<2xcomplex<i1>>} : () -> ()
