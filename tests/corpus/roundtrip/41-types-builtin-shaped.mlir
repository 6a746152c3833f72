%0:9 = "x.op"() : () -> (complex<f32>, tuple<>, tuple<i32, f32>, vector<4xf32>, vector<2x3xi8>, tensor<?x4xf32>, tensor<f32>, tensor<*xi32>, memref<2x?xf32>)
%1:3 = "x.op"() : () -> (vector<[4]xf32>, tensor<4xi32, #foo.enc>, memref<4xf32, 1>)
