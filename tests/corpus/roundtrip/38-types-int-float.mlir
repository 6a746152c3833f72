%0:10 = "x.op"() : () -> (i1, i8, i17, si32, ui64, index, f16, bf16, f32, f64)
%1 = "x.op"() : () -> none
