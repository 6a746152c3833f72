%0 = "x.op"() {m = affine_map<(d0) -> (d0 + 1)>, n = affine_map<(d0) -> (d0 + 2)>, o = affine_map<(d0) -> (d0 + 3)>} : () -> tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
%1 = "x.op"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 5)>>
